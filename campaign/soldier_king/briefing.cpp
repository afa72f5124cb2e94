#include "soldier_king/briefing.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>

#include "core/error.h"
#include "report/export.h"
#include "report/html.h"
#include "report/pdf.h"
#include "soldier_king/battles.h"
#include "soldier_king/factions.h"
#include "soldier_king/state.h"

namespace umpire::sk {

namespace {

std::string hour(int h) {
  if (h == 12) return "noon";
  return std::to_string(h > 12 ? h - 12 : h) + (h < 12 ? " a.m." : " p.m.");
}

std::string join(const std::vector<std::string>& items, const std::string& sep) {
  std::string out;
  for (const auto& i : items) out += (out.empty() ? "" : sep) + i;
  return out;
}

int number(const Json& j, const char* key, int fallback = 0) {
  auto it = j.find(key);
  return it != j.end() && it->is_number() ? it->get<int>() : fallback;
}

std::string text(const Json& j, const char* key) {
  auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : "";
}

// What the cavalry superiority means at the table (11.2, 11.5.1-11.5.3).
std::string deployment_words(const std::string& superiority, int distance) {
  std::string d = std::to_string(distance) + "\"";
  if (superiority == "attacker")
    return "The attacker has 2:1 cavalry superiority (SK 11.5.1): the umpire tells him the basic elements of the "
           "defender's position; the attacker sketches his deployment, the defender deploys, then the attacker, no "
           "closer than " + d + " to the defender's furthest-forward troops.";
  if (superiority == "defender")
    return "The defender has 2:1 cavalry superiority (SK 11.5.2): the attacker learns only the area and the rough "
           "location of the main force; the attacker deploys first, then the defender; the attacker no closer than " +
           d + ".";
  return "Neither side has 2:1 cavalry superiority (SK 11.5.3): the attacker learns the area and general information "
         "on the main force; both sketch and deploy simultaneously, the attacker no closer than " + d + ".";
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
         hour(number(sit, "battle_starts")) + " (the earliest: umpire's ruling); a later force may not move before "
         "its hour, but may fire its artillery at long range (SK 11.8).";
}

}  // namespace

BriefingView briefing_view(const battles::BattleSetup& setup, const std::string& side,
                           const std::string& attacker_intelligence) {
  BriefingView v;
  v.side = side;
  bool attacker = side == "attacker";
  battles::BattleSetup& own = v.own;
  own.id = setup.id;
  own.game = setup.game;
  own.place = setup.place;
  own.place_name = setup.place_name;
  own.date = setup.date;
  own.season = setup.season;
  own.field = setup.field;  // the field, the zones and the hours are known to both sides (SK 11.4-11.8)
  own.profile = setup.profile;
  own.endings = setup.endings;
  own.marks = setup.marks;
  for (const auto& x : setup.sides)
    if (x.id == side) own.sides.push_back(x);
  for (const auto& f : setup.formations)
    if (f.side == side) own.formations.push_back(f);
  for (const auto& u : setup.units)
    if (u.side == side) own.units.push_back(u);
  for (const auto& l : setup.leaders)
    if (l.side == side) own.leaders.push_back(l);
  // Both sides know the lines the attackers came by (SK 11.7); only the
  // attacker which of its columns came by each.
  for (auto a : setup.arrivals) {
    if (!attacker) a.formations.clear();
    own.arrivals.push_back(std::move(a));
  }
  const Json& sit = setup.situation;
  std::vector<const char*> keys{"superiority", "min_distance_inches", "river", "sunrise", "sunset", "full_dark",
                                "battle_starts"};
  if (!attacker) keys.insert(keys.end(), {"entrenched", "works_inches"});  // his own works (SK 10.8)
  for (const char* key : keys)
    if (sit.contains(key)) own.situation[key] = sit[key];
  if (auto starts = sit.find("start_hours"); starts != sit.end() && starts->is_array()) {
    own.situation["start_hours"] = Json::array();
    for (const auto& x : *starts)
      own.situation["start_hours"].push_back(
          {{"from_name", x.value("from_name", std::string())}, {"hour", x.value("hour", 0)}});
  }
  if (attacker) v.attacker_intelligence = attacker_intelligence;
  return v;
}

report::Document battle_briefing(const battles::BattleSetup& setup, const std::string& side,
                                 const std::string& attacker_intelligence) {
  return render_briefing(briefing_view(setup, side, attacker_intelligence));
}

namespace {

// The field (SK 11.4, 11.5, 11.10).
void field_section(report::Document& doc, const battles::BattleSetup& setup) {
  const Json& sit = setup.situation;
  doc.blocks.push_back(report::Heading{1, "The field"});
  std::vector<std::string> field{
      "A 12' x 12' area of " + setup.place_name + " (SK 11.4): the defender chooses the part he defends, the attacker the "
      "axis; the umpire fixes the attacker's baseline from the lines the attackers used.",
      "The defender's area is at least 1' from every table edge and 2' from the attacker's baseline (SK 11.5).",
      "No reinforcements join a battle in progress (SK 11.10)."};
  if (sit.value("river", false))
    field.push_back("A river runs through the box: impassable on the table except at two or more well-spaced crossings (SK 11.4).");
  if (!setup.field.terrain.empty()) field.push_back("Battlefield notes: " + setup.field.terrain);
  doc.blocks.push_back(report::BulletList{field});
}

// Deployment (SK 11.5.1-11.5.3, 11.7, 10.8).
void deployment_section(report::Document& doc, const battles::BattleSetup& setup, bool attacker) {
  const Json& sit = setup.situation;
  doc.blocks.push_back(report::Heading{1, "Deployment"});
  doc.blocks.push_back(report::Paragraph{deployment_words(text(sit, "superiority"), number(sit, "min_distance_inches", 10)), false});
  std::vector<std::string> arrivals;
  for (const auto& a : setup.arrivals)
    arrivals.push_back("A deployment area for the attackers who came from " + (a.from_name.empty() ? a.from : a.from_name) + " by " + a.by +
                       (attacker ? " (" + std::to_string(a.formations.size()) + " column" + (a.formations.size() == 1 ? "" : "s") + ")" : "") +
                       " (SK 11.7)");
  if (!arrivals.empty()) doc.blocks.push_back(report::BulletList{arrivals});
  if (!attacker && sit.value("entrenched", false)) {
    double works = sit.value("works_inches", 0.0);
    doc.blocks.push_back(report::Paragraph{"Your troops are entrenched" +
                                               (works > 0 ? ": " + std::to_string(static_cast<int>(works)) + "\" of works (SK 10.8)" : std::string(" (SK 10.8)")) + ".", false});
  }
}

// Time (SK 11.8, 11.9.1, 11.9.2, 11.13).
void time_section(report::Document& doc, const battles::BattleSetup& setup) {
  const Json& sit = setup.situation;
  doc.blocks.push_back(report::Heading{1, "Time"});
  int sunrise = number(sit, "sunrise", 6), sunset = number(sit, "sunset", 19), dark = number(sit, "full_dark", 20);
  doc.blocks.push_back(report::BulletList{{
      "Sunrise " + hour(sunrise) + ", sunset " + hour(sunset) + ", full dark " + hour(dark) + " (" + setup.season + ", SK 11.8).",
      start_words(sit),
      "Dusk (" + hour(sunset) + "): command radius 4\", no rallying (SK 11.9.1).",
      "Night: at most 3 turns from " + hour(dark) + ", only if the attacker chooses; radius 4\", visibility 2\", no rallying or "
      "recovery from disorder, every unit -1 morale (SK 11.9.2). There are no multi-day battles (SK 11.8).",
      "A side may concede at any time; play stops when both sides have had the same number of attacker turns (SK 11.13)."}});
}

// The side's own columns with their stands, and its officers.
void forces_section(report::Document& doc, const battles::BattleSetup& setup, const std::string& side) {
  doc.blocks.push_back(report::Heading{1, "Your forces"});
  std::map<std::string, const battles::Leader*> dc;
  for (const auto& l : setup.leaders)
    if (l.side == side && !l.formation.empty()) dc[l.formation] = &l;
  for (const auto& f : setup.formations) {
    if (f.side != side) continue;
    int ex = exhaustion_of(f);  // SK 12.3
    std::string head = f.name + " — " + f.quality + (ex > 0 ? ", exhausted at " + std::to_string(ex) + " SP lost" : "");
    if (auto it = dc.find(f.id); it != dc.end()) head += "; " + it->second->name;
    doc.blocks.push_back(report::Heading{2, head});
    report::Table t{{"Stand", "Type", "SP", "Quality", "Morale", "Flags"}, {}};
    for (const auto& u : setup.units)
      if (u.side == side && u.formation == f.id)
        t.rows.push_back({u.id, u.type_name, std::to_string(u.strength), u.quality, "M" + std::to_string(u.morale), join(u.flags, " ")});
    doc.blocks.push_back(t);
  }
  std::vector<std::string> officers;
  for (const auto& l : setup.leaders)
    if (l.side == side) officers.push_back(l.name + " (" + l.rank + ")");
  if (!officers.empty()) {
    doc.blocks.push_back(report::Heading{2, "Officers"});
    doc.blocks.push_back(report::BulletList{officers});
  }
}

}  // namespace

report::Document render_briefing(const BriefingView& view) {
  const battles::BattleSetup& setup = view.own;
  const std::string& side = view.side;
  const std::string& attacker_intelligence = view.attacker_intelligence;
  const battles::Side* me = setup.side(side);
  bool attacker = side == "attacker";
  report::Document doc;
  doc.title = "Battle of " + setup.place_name + " — briefing for " + (me ? me->name : side);
  doc.subtitle = setup.date + ", " + (attacker ? "attacking" : "defending");
  // Another player commands a side at the table only for Rebels (17.2.8).
  if (me && !me->commander.empty() &&
      std::find(me->factions.begin(), me->factions.end(), me->commander) == me->factions.end())
    doc.subtitle += "; commanded at the table by " +
                    (me->commander == "umpire" ? std::string("the umpire") : faction_name(me->commander));

  field_section(doc, setup);
  deployment_section(doc, setup, attacker);
  time_section(doc, setup);
  if (attacker) {
    doc.blocks.push_back(report::Heading{1, "What you know of the defender"});
    doc.blocks.push_back(report::Paragraph{
        attacker_intelligence.empty() ? "The umpire gives it at the table, from the defender's sketch (SK 11.5)." : attacker_intelligence,
        attacker_intelligence.empty()});
  }

  forces_section(doc, setup, side);
  doc.blocks.push_back(report::Paragraph{"After the battle, give the umpire: the SP each stand lost and how (fire, melee; "
                                         "batteries eliminated or routed in melee), who won and how it ended, officers "
                                         "killed or captured, and where a beaten side retreats (SK 11.11, 12.2).", true});
  return doc;
}

std::vector<std::string> export_briefings(const battles::BattleSetup& setup, const std::string& attacker_intelligence,
                                          const std::string& dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) throw UserError("cannot create the folder " + dir + ": " + ec.message());
  std::vector<std::string> files;
  for (const std::string side : {"attacker", "defender"}) {
    report::Document doc = render_briefing(briefing_view(setup, side, attacker_intelligence));
    std::string base = (fs::path(dir) / (report::file_slug(setup.id + " " + setup.place_name + " " + side))).string();
    report::write_pdf(doc, base + ".pdf");
    std::ofstream html(base + ".html", std::ios::binary);
    html << report::to_html(doc);
    if (!html) throw UserError("cannot write " + base + ".html");
    files.push_back(base + ".pdf");
    files.push_back(base + ".html");
  }
  return files;
}

namespace {

// "b3:attacker" -> the battle and the side, or a reason it is none.
struct Recipient {
  const Battle* battle = nullptr;
  std::string side, why;
};

Recipient recipient(const CampaignState& cs, const std::string& id) {
  Recipient r;
  auto colon = id.rfind(':');
  r.side = colon == std::string::npos ? "" : id.substr(colon + 1);
  std::string battle = colon == std::string::npos ? id : id.substr(0, colon);
  r.battle = find_battle(sk_state(cs), battle);
  if (r.side != "attacker" && r.side != "defender")
    r.why = "a briefing is for \"<battle>:attacker\" or \"<battle>:defender\", not \"" + id + "\"";
  else if (!r.battle)
    r.why = "there is no battle \"" + battle + "\"";
  else if (r.battle->setup.is_null())
    r.why = "battle " + battle + " has not been sent to the table (sk.send_to_table)";
  return r;
}

BriefingView briefing_view_of(const CampaignState& cs, const std::string& id) {
  Recipient r = recipient(cs, id);
  if (!r.why.empty()) throw UserError("cannot write the briefing: " + r.why);
  return briefing_view(stored_setup(sk_state(cs), *r.battle), r.side, r.battle->attacker_intelligence);
}

}  // namespace

report::Handout briefing_handout() {
  report::Handout h = report::make_handout("briefing", "Battle briefing", briefing_view_of, render_briefing);
  h.recipients = [](const CampaignState& cs) {
    report::Recipients out;
    for (const auto& b : sk_state(cs).battles) {
      if (b.setup.is_null()) continue;
      for (const std::string side : {"attacker", "defender"})
        out.emplace_back(b.id + ":" + side, "Battle of " + sk_state(cs).map->box_name(b.box) + " (" + b.id + "), " +
                                                side + ": " + side_name(b, side));
    }
    return out;
  };
  h.not_ready = [](const CampaignState& cs, const std::string& id) { return recipient(cs, id).why; };
  return h;
}

}  // namespace umpire::sk
