#include <algorithm>

#include "soldier_king/battles.h"
#include "soldier_king/briefing.h"
#include "soldier_king/briefing_parts.h"
#include "soldier_king/factions.h"

// The parts of a briefing both a side and the umpire read: the field, the
// deployment, the time (SK 11.4-11.10), the command (SK 3.3, 3.4, 17.2.8.1)
// and the roster cards (SK 12.3).

namespace umpire::sk::briefing_detail {

std::string hour(int h) {
  if (h == 12) return "noon";
  if (h == 0 || h == 24) return "midnight";
  return std::to_string(h > 12 ? h - 12 : h) + (h < 12 ? " a.m." : " p.m.");
}

std::string join(const std::vector<std::string>& items, const std::string& sep) {
  std::string out;
  for (const auto& i : items) out += (out.empty() ? "" : sep) + i;
  return out;
}

std::string tick_boxes(int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += (i > 0 && i % 5 == 0 ? " " : "") + std::string("\u2610");
  return out;
}

std::string player_words(const battles::Side& side) {
  if (side.commander == "umpire") return "the umpire";
  if (side.commander.empty() || side.commander == kRebels) return "whoever the umpire seats";
  return faction_name(side.commander);
}

std::string rank_words(const std::string& rank) {
  if (rank == "Monarch") return "Monarch, AC";
  if (rank == "Duke") return "Duke, AC";
  return rank;  // "CC", "DC": the names carry the titles (General, Major General)
}

namespace {

int number(const Json& j, const char* key, int fallback = 0) {
  auto it = j.find(key);
  return it != j.end() && it->is_number() ? it->get<int>() : fallback;
}

std::string text(const Json& j, const char* key) {
  auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : "";
}

std::string plural(std::size_t n, const std::string& word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

// What the cavalry superiority means at the table (11.2, 11.5.1-11.5.3).
std::string deployment_words(const std::string& superiority, int distance) {
  std::string d = std::to_string(distance) + "\"";
  if (superiority == "attacker")
    return "The attacker has 2:1 cavalry superiority (SK 11.5.1): the umpire tells him the basic elements of the "
           "defender's position; the attacker sketches his deployment, the defender deploys, then the attacker, no "
           "closer than " +
           d + " to the defender's furthest-forward troops.";
  if (superiority == "defender")
    return "The defender has 2:1 cavalry superiority (SK 11.5.2): the attacker learns only the area and the rough "
           "location of the main force; the attacker deploys first, then the defender; the attacker no closer than " +
           d + ".";
  return "Neither side has 2:1 cavalry superiority (SK 11.5.3): the attacker learns the area and general information "
         "on the main force; both sketch and deploy simultaneously, the attacker no closer than " +
         d + ".";
}

// SK 11.8: when each attacking force starts (rolled when the battle went to
// the table), or the rule when the hours are not rolled yet.
std::string start_words(const Json& sit) {
  auto starts = sit.find("start_hours");
  if ((starts == sit.end() || !starts->is_array() || starts->empty()) && sit.contains("battle_starts"))
    return "The attackers are in the box already and come by no line (Rebels, SK 17.2.8): the battle begins at " +
           hour(number(sit, "battle_starts")) + " (sunrise: umpire's ruling).";
  if (starts == sit.end() || !starts->is_array() || starts->empty())
    return "Each attacking force starts at sunrise + 1D6 hours; a later force may not move before its hour (SK 11.8); "
           "the battle starts at the earliest (umpire's ruling).";
  std::vector<std::string> parts;
  for (const auto& x : *starts)
    parts.push_back("from " + x.value("from_name", std::string()) + " at " + hour(x.value("hour", 0)));
  return "The attackers start " + join(parts, ", ") + " (sunrise + 1D6 each); the battle begins at " +
         hour(number(sit, "battle_starts")) +
         " (the earliest: umpire's ruling); a later force may not move before "
         "its hour, but may fire its artillery at long range (SK 11.8).";
}

bool outranks_dc(const std::string& rank) { return rank == "Monarch" || rank == "Duke" || rank == "CC"; }

}  // namespace

void field_section(report::Document& doc, const battles::BattleSetup& setup, const report::Picture& sketch) {
  const Json& sit = setup.situation;
  doc.heading(1, "The field");
  if (sketch.width > 0) doc.picture(sketch);
  std::vector<std::string> field{
      "A 12' x 12' area of " + setup.place_name +
          " (SK 11.4): the defender chooses the part he defends, the attacker "
          "the axis; the umpire fixes the attacker's baseline from the lines the attackers used.",
      "The defender's area is at least 1' from every table edge and 2' from the attacker's baseline (SK 11.5).",
      "No reinforcements join a battle in progress (SK 11.10)."};
  if (sit.value("river", false))
    field.push_back(
        "A river runs through the box: impassable on the table except at two or more well-spaced "
        "crossings (SK 11.4).");
  if (!setup.field.terrain.empty()) field.push_back("Battlefield notes: " + setup.field.terrain);
  doc.bullets(field);
}

void deployment_section(report::Document& doc, const battles::BattleSetup& setup, const std::string& side) {
  const Json& sit = setup.situation;
  bool umpire = side.empty();
  doc.heading(1, "Deployment");
  doc.paragraph(deployment_words(text(sit, "superiority"), number(sit, "min_distance_inches", 10)));
  std::vector<std::string> arrivals;
  for (const auto& a : setup.arrivals) {
    std::string line = "A deployment area for the attackers who came from " +
                       (a.from_name.empty() ? std::string("another box") : a.from_name) + " by " + a.by;
    if (side == "attacker" || umpire) {  // only the attacker knows which of his columns came by each line
      std::vector<std::string> names;
      for (const auto& id : a.formations)
        if (const battles::Formation* f = setup.formation(id)) names.push_back(f->name);
      line += names.empty() ? "" : ": " + join(names, ", ");
    }
    arrivals.push_back(line + " (SK 11.7).");
  }
  if (!arrivals.empty()) doc.bullets(arrivals);
  if ((side == "defender" || umpire) && sit.value("entrenched", false)) {
    int works = static_cast<int>(sit.value("works_inches", 0.0));
    doc.paragraph(std::string(umpire ? "The defender's troops are" : "Your troops are") + " entrenched" +
                  (works > 0 ? ": " + std::to_string(works) + "\" of works (SK 10.8)." : std::string(" (SK 10.8).")));
  }
}

void time_section(report::Document& doc, const battles::BattleSetup& setup) {
  const Json& sit = setup.situation;
  doc.heading(1, "Time");
  int sunrise = number(sit, "sunrise", 6), sunset = number(sit, "sunset", 19), dark = number(sit, "full_dark", 20);
  doc.bullets({"Sunrise " + hour(sunrise) + ", sunset " + hour(sunset) + ", full dark " + hour(dark) + " (" +
                   setup.season + ", SK 11.8).",
               start_words(sit), "Dusk (" + hour(sunset) + "): command radius 4\", no rallying (SK 11.9.1).",
               "Night: at most 3 turns from " + hour(dark) +
                   ", only if the attacker chooses; radius 4\", visibility 2\", no rallying or recovery from disorder, "
                   "every unit -1 morale (SK 11.9.2). There are no multi-day battles (SK 11.8).",
               "A side may concede at any time; play stops when both sides have had the same number of attacker turns "
               "(SK 11.13)."});
}

void command_section(report::Document& doc, const battles::BattleSetup& setup, const std::string& side, int level) {
  const battles::Side* me = setup.side(side);
  doc.heading(level, "Command");
  std::vector<std::string> lines;
  if (me) {
    bool rebels = std::find(me->factions.begin(), me->factions.end(), kRebels) != me->factions.end();
    bool own = std::find(me->factions.begin(), me->factions.end(), me->commander) != me->factions.end();
    std::string player = player_words(*me);
    if (rebels)
      lines.push_back("The Rebels are played at the table by " + player +
                      (own || me->commander.empty() ? "" : ", a player not in the battle") + " (SK 17.2.8.1).");
    else
      lines.push_back("Played at the table by " + player + ".");
  }
  std::vector<const battles::Leader*> high, dcs;
  for (const auto& l : setup.leaders)
    if (l.side == side) (outranks_dc(l.rank) ? high : dcs).push_back(&l);
  std::stable_sort(high.begin(), high.end(), [](const battles::Leader* a, const battles::Leader* b) {
    auto order = [](const std::string& r) { return r == "Monarch" ? 0 : r == "Duke" ? 1 : 2; };
    return order(a->rank) < order(b->rank);
  });
  for (const auto* l : high)
    lines.push_back(l->name + " (" + rank_words(l->rank) + ")" + (l == high.front() ? ": in command" : "") + ".");
  bool has_columns = false;
  for (const auto& f : setup.formations) has_columns |= f.side == side && f.name.rfind("Garrison of ", 0) != 0;
  if (high.empty() && has_columns) {
    // SK 3.3: the senior officer present takes command as a temporary CC.
    if (dcs.size() == 1)
      lines.push_back("No officer above a DC is present: " + dcs.front()->name +
                      " takes command of the whole force as a temporary CC (SK 3.3).");
    else if (dcs.size() > 1)
      lines.push_back(
          "No officer above a DC is present: the senior DC takes command of the whole force as a "
          "temporary CC (SK 3.3); the campaign keeps no seniority list, the umpire names him: "
          "________________________");
  }
  doc.bullets(lines);
  report::Table t{{"Column", "Commander"}, {}};
  for (const auto& f : setup.formations) {
    if (f.side != side) continue;
    std::string who;
    for (const auto* l : dcs)
      if (l->formation == f.id) who += (who.empty() ? "" : ", ") + l->name + " (" + rank_words(l->rank) + ")";
    if (who.empty())
      who = f.name.rfind("Garrison of ", 0) == 0 ? "a regimental colonel as temporary DC (SK 3.4)"
                                                 : "none: under the side's commander";
    t.rows.push_back({f.name, who});
  }
  if (!t.rows.empty()) doc.blocks.emplace_back(std::move(t));
}

void roster_cards(report::Document& doc, const battles::BattleSetup& setup, const std::string& side, int level) {
  auto numbers = stand_numbers(setup);
  for (const auto& f : setup.formations) {
    if (f.side != side) continue;
    int ex = exhaustion_of(f);  // SK 12.3
    int sp = 0;
    std::size_t stands = 0;
    for (const auto& u : setup.units)
      if (u.formation == f.id) sp += u.strength, ++stands;
    doc.heading(level, f.name + " — " + f.quality + ", " + plural(stands, "stand") + ", " + std::to_string(sp) + " SP");
    report::Table t{{"No.", "Stand", "Quality", "Morale", "Flags", "SP", "SP lost (tick)"}, {}};
    for (const auto& u : setup.units)
      if (u.formation == f.id)
        t.rows.push_back({std::to_string(numbers[u.id]), u.type_name, u.quality, std::to_string(u.morale),
                          join(u.flags, ", "), std::to_string(u.strength), tick_boxes(u.strength)});
    t.rows.push_back({"",
                      ex > 0 ? "The column: exhausted at " + std::to_string(ex) + " SP lost (SK 12.3)"
                             : "The column: no exhaustion number",
                      "", "", "", std::to_string(sp), tick_boxes(ex)});
    doc.blocks.emplace_back(std::move(t));
  }
}

}  // namespace umpire::sk::briefing_detail

namespace umpire::sk {

std::map<std::string, int> stand_numbers(const battles::BattleSetup& setup) {
  std::map<std::string, int> next, out;
  for (const auto& u : setup.units) out[u.id] = ++next[u.formation];
  return out;
}

}  // namespace umpire::sk
