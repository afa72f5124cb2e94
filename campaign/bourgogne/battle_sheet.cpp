#include "bourgogne/battle_sheet.h"

#include "bourgogne/combat_event.h"
#include "bourgogne/combat_setup.h"
#include "bourgogne/combat_state.h"
#include "bourgogne/forces.h"
#include "bourgogne/retreat.h"
#include "bourgogne/settings.h"
#include "bourgogne/turn.h"

namespace umpire::bourgogne {

namespace {

struct SheetTarget {
  std::optional<CombatRecord> combat;
  std::string role;
};

SheetTarget sheet_target(const State& s, const std::string& recipient) {
  auto colon = recipient.find(':');
  SheetTarget t;
  if (colon == std::string::npos) return t;
  t.combat = find_combat(s, recipient.substr(0, colon));
  t.role = recipient.substr(colon + 1);
  if (t.role != "attacker" && t.role != "defender" && t.role != "umpire") t.combat.reset();
  if (t.combat && (t.combat->kind == "undecided" || t.combat->over())) t.combat.reset();
  return t;
}

bool horse(UnitType t) { return t == UnitType::Ga || t == UnitType::Ch; }

// GdB 2: a full counter is 2,000 foot or 1,000 horse, a reduced one half; a cannon counter 200 pieces.
std::string sheet_scale(const Unit& u) {
  if (u.type == UnitType::Ca) return "200 pieces";
  bool full = u.ss >= 2;
  if (horse(u.type)) return full ? "1,000 horse" : "500 horse";
  return full ? "2,000 foot" : "1,000 foot";
}

std::string zones_words(const State& s, const std::vector<std::string>& zones) {
  std::string out;
  for (const auto& z : zones) out += (out.empty() ? "" : ", ") + zone_name(s, z);
  return out.empty() ? "none: an army that must retreat is eliminated (GdB 9.5.11)" : out;
}

BattleSheetForce sheet_force(const CampaignState& cs, const State& s, const CombatRecord& c, const std::string& role) {
  BattleSheetForce f;
  Camp camp = c.camp(role);
  f.camp = camp_name(camp);
  Stack st = stack_of(s, c.zone, camp);
  f.ss = st.ss();
  for (const auto& id : c.units(role)) {
    const Unit* u = s.unit(id);
    if (!u || !u->on_map()) continue;
    std::string cf = std::to_string(u->cf());
    if (u->type == UnitType::Ca)
      cf += std::string(" (") + (u->ca_owner == Camp::Swiss ? "Swiss" : "Burgundian") + " side)";
    f.units.push_back({u->id, describe(*u), power_name(u->power),
                       u->type == UnitType::Ca ? "1" : (u->ss >= 2 ? "2 (full)" : "1 (reduced)"), cf,
                       std::to_string(u->rof), std::to_string(u->mp), u->power == Power::Swiss ? "yes" : "no",
                       sheet_scale(*u)});
  }
  const Commander* leader = st.leader();
  for (const auto& id : c.commanders(role)) {
    const Commander* k = s.commander(id);
    if (!k || !k->on_map()) continue;
    f.commanders.push_back({k->name, k->is_historical ? "historical" : "anonymous", rank_words(k->now().rank),
                            std::to_string(k->now().tc), std::to_string(k->now().mp),
                            k == leader ? "army commander" : ""});
    if (k->id == "charles")
      f.notes.push_back("Charles the Bold is here: if he is eliminated, the Swiss win the game at once (GdB 12.2)");
    if (k->id == "campobasso" && c.attacker == Camp::Burgundy && role == "attacker")
      f.notes.push_back("Campobasso is here: an event of 1 turns arms at the ready into betrayal (GdB T2)");
  }
  if (c.kind == "battle") {
    f.markers = leader ? leader->now().tc : 0;
    if (leader)
      f.notes.push_back("Army commander: " + leader->name + " (TC " + std::to_string(f.markers) + "): choose " +
                        std::to_string(f.markers) + " of your 7 tactical markers in secret (GdB 9.5.3)");
  }
  bool into_uncontrolled = setting_on(cs, "retreat_into_uncontrolled");
  if (c.kind == "battle" || role == "attacker")
    f.notes.push_back("If you lose" + std::string(c.kind == "siege" ? " or stop" : "") + ", you retreat to one of: " +
                      zones_words(s, retreat_zones(s, c.zone, camp, into_uncontrolled)) + " (GdB 9.5.11, 9.7)");
  return f;
}

}  // namespace

BattleSheetView battle_sheet_view(const CampaignState& cs, const std::string& recipient) {
  const State& s = state_of(cs);
  SheetTarget t = sheet_target(s, recipient);
  if (!t.combat)
    throw UserError(
        "a battle sheet is for \"<combat>:attacker\", \":defender\" or \":umpire\" of a combat waiting "
        "to be fought, not \"" +
        recipient + "\"");
  const CombatRecord& c = *t.combat;
  const Zone& z = s.map->at(c.zone);
  bool siege = c.kind == "siege";
  BattleSheetView v;
  v.recipient = t.role;
  v.combat = c.id;
  v.kind = c.kind;
  std::string for_whom = t.role == "umpire" ? "the umpire" : std::string("the ") + camp_name(c.camp(t.role));
  v.title = c.name + " — battle sheet for " + for_whom;
  v.subtitle = describe_position(s);
  bool bad = s.bad_weather();
  v.context = {{"Combat", siege ? "a siege (GdB 9.4)" : "a battle (GdB 9.5)"},
               {"Zone", zone_name(s, c.zone) + (z.terrain == Terrain::Mountain ? ", mountain" : "")},
               {"Turn", std::to_string(c.turn) + " (" + months(c.turn) + ")"},
               {"Season", bad ? "bad weather: an event of 6 brings snow instead of rain (GdB T2)"
                              : "clement: an event of 6 brings rain (GdB T2)"},
               {siege ? "Besieger" : "Attacker", camp_name(c.attacker)},
               {siege ? "Besieged" : "Defender", camp_name(c.defender())}};
  if (siege) v.context.push_back({"Fortification value", std::to_string(z.fv) + " (GdB 9.4)"});
  std::string doubt;
  for (Power p : kPowers)
    if (allegiance(s, p) == Allegiance::Doubt) doubt += (doubt.empty() ? "" : ", ") + std::string(power_name(p));
  if (!siege) v.context.push_back({"Allies in Doubt (Table 4)", doubt.empty() ? "none" : doubt});
  // The random event (GdB 9.5.4, T2): rolled by the program when the battle was sent, the same on
  // every sheet; or still to roll, by the program or the table (setting "tabletop_event").
  if (!siege) {
    bool third_line = setting_name(cs, "depleted_wing_destination") == "third_line";
    if (auto e = combat_event_from_json(c.event)) {
      v.context.push_back({"Random event", event_summary(*e)});
      bool own_units = t.role == "umpire" || t.role == "attacker";
      v.event = event_lines(s, c, *e, third_line, own_units);
    } else if (c.status == "sent" && c.engine != "tabletop") {
      v.context.push_back({"Random event", "rolled by the built-in procedure"});
      v.event.push_back("The built-in procedure rolls the random event after the markers (GdB 9.5.4, T2)");
    } else if (c.status == "sent" || setting_name(cs, "tabletop_event") == "table") {
      v.context.push_back({"Random event", "rolled at the table"});
      v.event.push_back("The attacker rolls the random event at the table after the markers, once for the battle (GdB "
                        "9.5.4, T2); the umpire enters it with the result" +
                        std::string(c.status == "sent" ? "" : " (setting \"tabletop_event\": by the table)"));
    } else {
      v.context.push_back({"Random event", "rolled by the program when the battle is sent to the table"});
      v.event.push_back("The program rolls the random event when the battle is sent to the table and prints it here "
                        "(GdB 9.5.4, T2; setting \"tabletop_event\")");
    }
  }
  // GdB 7.1: a stack is never inspected, whatever the setting "knowledge": the enemy shows its counters
  // as it deploys them on the table.
  for (const char* role : {"attacker", "defender"}) {
    v.forces.push_back(sheet_force(cs, s, c, role));
    v.shown.push_back(t.role == "umpire" || t.role == role);
  }
  if (siege) {
    v.stakes.push_back(
        "No markers, no event, no tactical movement: both camps stand in their own first line (GdB "
        "9.5.2); only the Burgundian besieger's cannons fire, at the walls (GdB 9.4)");
    if (z.fv == 2)
      v.stakes.push_back(
          "The victor scores 1 VP" +
          std::string(setting_on(cs, "siege_vp_requires_elimination") ? " when the other camp is eliminated" : "") +
          " (GdB 9.5.13)");
  } else {
    v.stakes.push_back(
        "The victor scores 2 VP if both camps had 10 SS or more at the start (GdB 9.5.13); then every "
        "ally of the loser on Table 4 moves 1 square toward neutral (GdB 9.5.14)");
    v.stakes.push_back("Cannons not captured go to the victor at the end (GdB 9.6)");
  }
  if (z.objective())
    v.stakes.push_back("The camp that remains takes " + zone_name(s, c.zone) + "'s control marker (" +
                       std::to_string(z.vp) + " VP, GdB 9.5.12, 12.1)");
  if (t.role == "umpire") {
    if (!siege)
      v.stakes.push_back(std::string("SS at the start: ") + std::to_string(v.forces[0].ss) + " against " +
                         std::to_string(v.forces[1].ss) +
                         (v.forces[0].ss >= 10 && v.forces[1].ss >= 10 ? ": 2 VP at stake" : ": no VP at stake"));
    for (const char* role : {"attacker", "defender"}) {
      for (const auto& id : c.units(role))
        if (const Unit* u = s.unit(id); u && u->on_map())
          v.form_units.push_back({u->id, describe(*u), role, std::to_string(u->ss), "", "", "",
                                  u->type == UnitType::Ca ? "owner: ____" : ""});
      for (const auto& id : c.commanders(role))
        if (const Commander* k = s.commander(id); k && k->on_map())
          v.form_commanders.push_back({k->id, k->name, role, k->is_historical ? "historical" : "anonymous", "", ""});
    }
    // In the words of the Combats window's results form, where the umpire types them in.
    v.form_fields = {
        "Outcome: the attacker won / the defender won / the attacker stopped (the defender wins) / both camps wiped "
        "out / no combat (the defender wins; GdB T2 fn3) / Charles the Bold eliminated (GdB 12.2)",
        "Each counter's SS at the end (0, 1 or 2, never more than at the start); whether it ended in its retreat "
        "zone; whether it changed camp by betrayal (it returns to its camp)",
        "Each cannon's owner at the end: the cannons left go to the victor (GdB 9.6)",
        "Each commander: killed (a historical commander's counter flips to its anonymous side) or eliminated to the "
        "pool when stranded (GdB 9.6)",
        "The loser's retreat zone, one of the zones each camp's section lists (GdB 9.7)"};
    if (siege) v.form_fields.push_back("Garrison eliminated: yes / no");
    if (!siege && c.event.is_null())
      v.form_fields.push_back(
          "The random event rolled at the table: its die; for a 5 the second die; for a 1 the ally struck when "
          "several tie, and \"arms at the ready\" when a betrayal found no free zone (GdB 9.5.4, T2, fn4)");
    v.form_fields.push_back("Rounds fought and notes");
  }
  return v;
}

namespace {
// A sheet's rows without their first column, the campaign's own id: the sheets name counters as printed.
std::vector<std::vector<std::string>> sheet_rows_without_ids(const std::vector<std::vector<std::string>>& rows) {
  std::vector<std::vector<std::string>> out;
  for (const auto& r : rows) out.emplace_back(r.size() > 1 ? r.begin() + 1 : r.end(), r.end());
  return out;
}
}  // namespace

report::Document render_battle_sheet(const BattleSheetView& v) {
  report::Document doc;
  doc.title = v.title;
  doc.subtitle = v.subtitle;
  doc.heading(1, "The situation");
  doc.table({"Fact", "Value"}, v.context);
  for (std::size_t k = 0; k < v.forces.size(); ++k) {
    bool siege = v.kind == "siege";
    doc.heading(1, std::string(k == 0 ? (siege ? "Besieger" : "Attacker") : (siege ? "Besieged" : "Defender")) +
                       ": the " + v.forces[k].camp);
    if (!v.shown[k]) {
      doc.paragraph("Not known to you: the enemy's counters show as they deploy on the table (GdB 7.1, 9.5.2).", true);
      continue;
    }
    const BattleSheetForce& f = v.forces[k];
    doc.paragraph("Strength at the start: " + std::to_string(f.ss) + " SS.");
    // The counters by their names, as printed on them.
    doc.table({"Counter", "Power", "SS", "CF", "RoF", "MP", "Ignores R", "At the table"},
              sheet_rows_without_ids(f.units));
    if (!f.commanders.empty()) doc.table({"Commander", "Side", "Rank", "TC", "MP", "Role"}, f.commanders);
    if (!f.notes.empty()) doc.bullets(f.notes);
    if (f.markers > 0 && v.recipient != "umpire") {
      std::vector<std::string> blanks(static_cast<std::size_t>(f.markers), "Marker: ______________________");
      doc.paragraph("Your markers, chosen in secret (keep this part hidden from the other camp):", true);
      doc.bullets(blanks);
    }
  }
  if (!v.event.empty()) {
    doc.heading(1, "The random event");
    doc.bullets(v.event);
  }
  doc.heading(1, "The stakes");
  doc.bullets(v.stakes);
  if (v.recipient == "umpire") {
    doc.heading(1, "Results form (typed into the Combats window)");
    doc.bullets(v.form_fields);
    doc.table({"Counter", "Side", "SS at start", "SS at end", "In its RZ", "Changed camp", "Cannon"},
              sheet_rows_without_ids(v.form_units));
    if (!v.form_commanders.empty())
      doc.table({"Commander", "Side", "Now", "Killed (flips)", "To the pool"},
                sheet_rows_without_ids(v.form_commanders));
  }
  return doc;
}

report::Handout battle_sheet_handout() {
  report::Handout h = report::make_handout("battle_sheet", "Battle sheet", battle_sheet_view, render_battle_sheet);
  h.recipients = [](const CampaignState& cs) {
    report::Recipients out;
    for (const auto& c : combats_of(state_of(cs))) {
      if (c.status != "open" && c.status != "sent") continue;
      out.push_back({c.id + ":attacker", c.name + " — " + camp_name(c.attacker)});
      out.push_back({c.id + ":defender", c.name + " — " + camp_name(c.defender())});
      out.push_back({c.id + ":umpire", c.name + " — umpire"});
    }
    return out;
  };
  h.not_ready = [](const CampaignState& cs, const std::string& recipient) -> std::string {
    return sheet_target(state_of(cs), recipient).combat ? "" : "there is no such combat waiting to be fought";
  };
  h.umpires_copy = [](const std::string& recipient) {
    const std::string tail = ":umpire";
    return recipient.size() > tail.size() && recipient.compare(recipient.size() - tail.size(), tail.size(), tail) == 0;
  };
  h.players_of = [](const CampaignState& cs, const std::string& recipient) -> std::vector<std::string> {
    SheetTarget t = sheet_target(state_of(cs), recipient);
    if (!t.combat || t.role == "umpire") return {};
    return {to_string(t.combat->camp(t.role))};
  };
  return h;
}

}  // namespace umpire::bourgogne
