#include "1631/combat_card.h"

#include "1631/combat_setup.h"
#include "1631/combat_state.h"
#include "1631/forces.h"
#include "1631/settings.h"

namespace umpire::flammes {

namespace {

struct CardTarget {
  std::optional<CombatRecord> combat;
  std::string role;
};

CardTarget card_target(const State& s, const std::string& recipient) {
  auto colon = recipient.find(':');
  CardTarget t;
  if (colon == std::string::npos) return t;
  t.combat = find_combat(s, recipient.substr(0, colon));
  t.role = recipient.substr(colon + 1);
  if (t.role != "attacker" && t.role != "defender" && t.role != "umpire") t.combat.reset();
  return t;
}

// 1631 §2.1: a unit is about 3,000 men (a Saxon one 6,000); artillery 12 heavy guns and their train.
std::string card_suggested_size(const Unit& u) {
  if (u.arm == Arm::Artillery) return "12 heavy guns and train";
  return u.nation == Nation::Saxon ? "6,000 men" : "3,000 men";
}

CombatCardForce card_force_of(const State& s, const CombatRecord& c, const std::string& role) {
  CombatCardForce f;
  for (const auto& id : c.units(role)) {
    const Unit* u = s.unit(id);
    if (!u || !u->on_map()) continue;
    std::string r = std::find(c.garrison_units.begin(), c.garrison_units.end(), id) != c.garrison_units.end()
                        ? "garrison"
                    : u->inside                                         ? "inside the city"
                    : c.trigger == "interception" && role == "defender" ? "interceptor"
                    : c.trigger == "relief" && role == "attacker"       ? "relief"
                                                                        : "";
    f.units.push_back({u->name, words(u->nation), words(u->arm), u->fresh() ? "Fresh (2 steps)" : "Spent (1 step)",
                       std::to_string(u->battle), std::to_string(u->assault), card_suggested_size(*u), r});
  }
  for (const auto& id : c.commanders(role)) {
    const Commander* k = s.commander(id);
    if (!k || k->dead) continue;
    f.commanders.push_back({k->name, k->fresh ? "Fresh" : "Spent", std::to_string(k->skill())});
  }
  if (owner(s, c.area) == c.side(role))
    f.garrison_marker =
        "The city's " + c.side_words(role) + " garrison marker (500 to 1,000 men; not a unit, it takes no hits)";
  return f;
}

}  // namespace

CombatCardView combat_card_view(const CampaignState& cs, const std::string& recipient) {
  const State& s = state_of(cs);
  CardTarget t = card_target(s, recipient);
  if (!t.combat)
    throw UserError("a combat card is for \"<combat>:attacker\", \":defender\" or \":umpire\", not \"" + recipient +
                    "\"");
  const CombatRecord& c = *t.combat;
  const Area& area = s.map->at(c.area);
  std::string fought = c.fought.empty() ? c.situation : c.fought;
  CombatCardView v;
  v.recipient = t.role;
  std::string for_whom = t.role == "umpire" ? "the umpire" : "the " + c.side_words(t.role) + " (" + t.role + ")";
  v.title = std::string(situation_words(fought)) + " at " + area.name + " — combat card for " + for_whom;
  v.subtitle = c.name;
  std::string place = area.name + (area.name_en.empty() || area.name_en == area.name ? "" : " (" + area.name_en + ")");
  std::string region = area.region.empty() ? "none (a strategic area)" : area.region;
  if (const Region* r = s.map->region(area.region)) {
    int ravaged = s.ravaged.count(r->id) ? s.ravaged.at(r->id) : 0;
    region = r->name + (ravaged ? ", ravaged (level " + std::to_string(ravaged) + ")" : ", not ravaged");
  }
  std::string type = situation_words(fought);
  if (fought == "river_assault") {
    std::string river = crossed_river(s, c);
    type += ": the attacker crosses " + (river.empty() ? std::string("a river") : "the " + river) + " by " +
            (c.last_line == "ford" ? "the ford" : "the bridge") + " from " +
            (s.map->area(c.came_from) ? s.map->at(c.came_from).name : std::string("the far bank")) +
            "; the defender holds the " + area.name + " bank";
    if (c.defender_may_choose_battle && c.fought.empty())
      type += "; the defender may fight a Battle instead (1631 §7.5.2)";
  } else if (fought == "siege_assault") {
    type += " on a " + std::string(area.kind == AreaKind::Fortress ? "Fortress" : "City");
  }
  v.context = {{"Turn", std::to_string(c.turn) + (s.winter() ? " (winter)" : "")},
               {"Action", c.action ? std::to_string(c.action) + " of 5" : "declared by the umpire"},
               {"Initiative", words(s.tracks.initiative)},
               {"Place", place + ", " + words(area.kind)},
               {"Region", region},
               {"Combat", type},
               {"How it came about", c.trigger == "engage"         ? "an engage"
                                     : c.trigger == "interception" ? "an interception"
                                     : c.trigger == "relief"       ? "a relief of the besieged city"
                                                                   : "a sortie of the garrison"},
               {"Attacker", words(c.attacker)},
               {"Defender", c.side_words("defender")}};
  bool open = setting(cs, "knowledge") == 0;
  v.side_names = {words(c.attacker), c.side_words("defender")};
  for (const char* role : {"attacker", "defender"}) {
    v.forces.push_back(card_force_of(s, c, role));
    v.shown.push_back(open || t.role == "umpire" || t.role == role);
  }
  v.modifiers = {
      "Every unit rolls one die per point of strength: its battle strength in a Battle, its assault "
      "strength in an assault; a die hits on 4 or more (1631 §7.6)",
      "A Spent unit rolls at -1; cavalry at -1 in an assault (1631 §7.6)"};
  if (fought == "battle")
    v.modifiers.push_back("Both sides roll at once (1631 §7.6)");
  else
    v.modifiers.push_back("The defender rolls first; the attacker then rolls with what survived (1631 §7.6)");
  if (fought == "siege_assault" && area.kind == AreaKind::Fortress)
    v.modifiers.push_back("The Fortress ignores the first 2 hits and deals 1 hit more (1631 §7.7)");
  else if (fought == "siege_assault")
    v.modifiers.push_back("The City ignores the first hit (1631 §7.7)");
  else
    v.modifiers.push_back(
        "The defender ignores as many hits as the current skill of one of its commanders (1631 §7.7)");
  v.modifiers.push_back(
      "Artillery never takes a hit; each unit takes one hit, Fresh units first, before any takes a "
      "second, and no cavalry takes a second while infantry survives (1631 §7.7)");
  if (const City* city = s.city(c.area); city && area.has_city()) {
    std::optional<Side> holder = owner(s, c.area);
    if (fought == "river_assault")
      v.stakes.push_back(area.name +
                         " is not taken after a River assault; a winning attacker may besiege it "
                         "(1631 §7.9.2)");
    else if (holder == c.defender() || (!holder && city->besieged_neutral && fought == "siege_assault"))
      v.stakes.push_back("If the " + std::string(words(c.attacker)) + " win they take " + area.name + " (" +
                         std::to_string(city_vp(s, c.area)) + " VP, " + std::to_string(city_sp(s, c.area)) +
                         " SP) (1631 §7.9.1, §7.11)");
    if (fought == "siege_assault" && city_sp(s, c.area) > 1)
      v.stakes.push_back("If taken, " + area.name +
                         " is sacked on a die up to the hits the attacker suffered "
                         "(1631 §7.9.2)");
  }
  v.stakes.push_back("The loser's commanders become Spent; a beaten side loses more in the pursuit (1631 §7.9)");
  bool gustav = false;  // only where this card shows his side's forces
  for (std::size_t k = 0; k < 2; ++k)
    for (const auto& id : c.commanders(k == 0 ? "attacker" : "defender"))
      gustav = gustav || (id == "gustav" && v.shown[k]);
  if (gustav) v.stakes.push_back("If Gustav Adolf is killed, the Imperials win the game (1631 §9.4.2)");
  v.bring_back = {"The winner: attacker or defender (a draw is decided by 1631 §7.8)",
                  "Each unit's steps lost in the combat: 0, 1 or 2 (about a third of its strength lost or shaken: 1; "
                  "routed or two thirds lost: 2); artillery loses none",
                  "The hits each side suffered, ignored ones left out (1631 §7.8, and the sack roll)",
                  "Any commander killed"};
  return v;
}

report::Document render_combat_card(const CombatCardView& v) {
  report::Document doc;
  doc.title = v.title;
  doc.subtitle = v.subtitle;
  doc.heading(1, "The situation");
  doc.table({"Fact", "Value"}, v.context);
  for (std::size_t k = 0; k < v.forces.size(); ++k) {
    doc.heading(1, std::string(k == 0 ? "Attacker" : "Defender") + ": the " + v.side_names[k]);
    if (!v.shown[k]) {
      doc.paragraph("Not known to you (setting \"knowledge\": umpired).", true);
      continue;
    }
    const CombatCardForce& f = v.forces[k];
    doc.table({"Unit", "Nation", "Arm", "State", "Battle", "Assault", "Suggested size", "Role"}, f.units);
    if (!f.commanders.empty()) doc.table({"Commander", "State", "Skill"}, f.commanders);
    if (!f.garrison_marker.empty()) doc.paragraph(f.garrison_marker);
  }
  doc.heading(1, "Rules to mirror at the table");
  doc.bullets(v.modifiers);
  doc.heading(1, "The stakes");
  doc.bullets(v.stakes);
  doc.heading(1, "What the umpire records afterwards");
  doc.bullets(v.bring_back);
  return doc;
}

report::Handout combat_card_handout() {
  report::Handout h = report::make_handout("combat_card", "Combat card", combat_card_view, render_combat_card);
  h.recipients = [](const CampaignState& cs) {
    report::Recipients out;
    for (const auto& c : combats_of(state_of(cs))) {
      if (c.status != "pending" && c.status != "sent") continue;
      out.push_back({c.id + ":attacker", c.name + " — " + words(c.attacker) + " (attacker)"});
      out.push_back({c.id + ":defender", c.name + " — " + c.side_words("defender") + " (defender)"});
      out.push_back({c.id + ":umpire", c.name + " — umpire"});
    }
    return out;
  };
  h.not_ready = [](const CampaignState& cs, const std::string& recipient) -> std::string {
    CardTarget t = card_target(state_of(cs), recipient);
    if (!t.combat) return "there is no such combat";
    return "";
  };
  h.players_of = [](const CampaignState& cs, const std::string& recipient) -> std::vector<std::string> {
    CardTarget t = card_target(state_of(cs), recipient);
    if (!t.combat || t.role == "umpire") return {};
    return {to_string(t.combat->side(t.role))};
  };
  return h;
}

}  // namespace umpire::flammes
