// The umpire's commands for revolts (SK 17.2.8-17.2.8.2): a revolt breaks out
// by the umpire's override, the player who commands the Rebels in a battle of
// the Rebel turn, and the result of a Rebel battle. The rules are in revolt.cpp.
#include <algorithm>
#include <set>

#include "soldier_king/factions.h"
#include "soldier_king/promotion.h"
#include "soldier_king/revolt.h"

namespace umpire::sk {

namespace {

using Reasons = std::vector<Reason>;

Reasons need_rebel_turn(const SkState& s) {
  if (rebel_turn_running(s)) return {};
  return {{"SK 17.2.8", "Rebel battles are fought in the Rebel player turn at the start of a season"}};
}

// --- sk.start_revolt ---

struct StartRevoltArgs {
  std::string province, reason;
};

Reasons check_start_revolt(const SkState& s, const StartRevoltArgs& a) {
  Reasons out;
  if (a.reason.empty()) out.push_back({"", "an umpire's override records its reason"});
  const Province* p = s.map->province(a.province);
  if (!p) return {{"", "there is no province \"" + a.province + "\""}};
  if (s.phase != Phase::SeasonStart && s.phase != Phase::PlayerTurn && s.phase != Phase::SeasonEnd)
    out.push_back({"SK 17.2.8", "revolts break out during the seasons of the game (now: " + std::string(phase_words(s.phase)) + ")"});
  if (find_revolt(s, a.province)) out.push_back({"SK 17.2.8.3", "a revolt is already in progress in " + p->name});
  if (s.map->recruiting_cities_in(a.province).empty())
    out.push_back({"SK 17.2.8", p->name + " has no recruiting city: no Rebel column could appear"});
  return out;
}

CommandDef start_revolt_command() {
  return define<StartRevoltArgs>(
      {.name = "sk.start_revolt",
       .summary = "Umpire's override: a revolt breaks out in a province, as when a Revolt card is drawn: Rebel columns "
                  "appear in its recruiting cities, unguarded magazines there are looted [SK 17.2.8, 9.2.3]",
       .flags = kUmpireRuling,
       .args = ArgsOf<StartRevoltArgs>()
                   .field(&StartRevoltArgs::province, arg::id("province", "province", "the province that revolts").eg("cleve"))
                   .field(&StartRevoltArgs::reason,
                          arg::text("reason", "why, recorded with the event").eg("the event card was drawn on paper")),
       .check = [](const CampaignState& cs, const StartRevoltArgs& a) { return check_start_revolt(sk_state(cs), a); },
       .apply = [](const CampaignState& cs, const StartRevoltArgs& a, Dice&) {
         auto s = copy_state(cs);
         std::vector<Event> events;
         start_revolt(*s, a.province, "umpire: " + a.reason, events);
         return Outcome{with_state(cs, s), events};
       }});
}

// --- sk.rebel_commander ---

struct CommanderArgs {
  std::string box, faction;
};

// SK 17.2.8.1: a player not involved in the battle commands the Rebels.
Reasons check_rebel_commander(const SkState& s, const CommanderArgs& a) {
  Reasons out = need_rebel_turn(s);
  if (!out.empty()) return out;
  const RebelBattle* b = find_rebel_battle(s, a.box);
  if (!b) return {{"SK 17.2.8.1", "the Rebels fight no battle in \"" + a.box + "\" this Rebel turn"}};
  if (!b->winner.empty()) out.push_back({"SK 17.2.8.1", "the battle in " + s.map->box_name(a.box) + " is already decided"});
  bool involved = std::find(b->factions.begin(), b->factions.end(), a.faction) != b->factions.end();
  if (a.faction == "umpire") {
    for (const auto& f : s.factions)
      if (f.active && std::find(b->factions.begin(), b->factions.end(), f.id) == b->factions.end())
        return {{"SK 17.2.8.1", f.name + " is not in the battle: a player commands the Rebels"}};
    return out;
  }
  const Faction* f = s.faction(a.faction);
  if (!f || !f->active) out.push_back({"", "there is no active faction \"" + a.faction + "\""});
  else if (involved)
    out.push_back({"SK 17.2.8.1", f->name + "'s columns are in the battle: the Rebels are commanded by another player"});
  return out;
}

CommandDef rebel_commander_command() {
  return define<CommanderArgs>(
      {.name = "sk.rebel_commander",
       .summary = "Name the player who commands the Rebels in a battle of the Rebel turn, one not involved in it "
                  "[SK 17.2.8.1]",
       .args = ArgsOf<CommanderArgs>()
                   .field(&CommanderArgs::box, arg::id("box", "box", "the box of the battle").eg("kleverburg"))
                   .field(&CommanderArgs::faction,
                          arg::id("faction", "faction", "the player who commands the Rebels, or umpire when every player "
                                                        "is in the battle")
                              .eg("arcadia")),
       .check = [](const CampaignState& cs, const CommanderArgs& a) { return check_rebel_commander(sk_state(cs), a); },
       .apply = [](const CampaignState& cs, const CommanderArgs& a, Dice&) {
         auto s = copy_state(cs);
         RebelBattle* b = &rebel_battle_at(*s, a.box);
         b->commander = a.faction;
         std::string who = b->commander == "umpire" ? std::string("The umpire") : faction_name(b->commander);
         return Outcome{with_state(cs, s),
                        {{who + " commands the Rebels in the battle of " + s->map->box_name(b->box), "SK 17.2.8.1"}}};
       }});
}

// --- sk.rebel_battle ---

struct RebelResult {
  std::string box, winner;
  std::vector<std::string> destroyed, promote;
  std::string veteran, m6_stand;
};

// SK 12.4.2: Experienced to Veteran after beating Rebels needs the umpire to say which condition holds.
Reasons check_veteran_condition(const SkState& s, const RebelResult& r, const Column& c) {
  if (r.veteran.empty())
    return {{"SK 12.4.2", c.name + " is Experienced: Experienced → Veteran needs the umpire to say which "
                                   "condition holds (veteran: \"all_experienced\" or "
                                   "\"exhausted_without_collapse\"); the battle's own record is not yet kept"}};
  Reasons out;
  if (r.veteran == "all_experienced")
    for (const auto& other : s.columns)
      if (other.box == r.box && !is_rebel(other) &&
          std::any_of(other.stands.begin(), other.stands.end(), [](const Stand& st) { return st.quality == Quality::Raw; }))
        out.push_back({"SK 12.4.2", other.name + " is still Raw: not every column of the side present is "
                                    "Experienced (the other condition needs exhaustion without a morale collapse)"});
  return out;
}

// SK 17.2.8.2, 12.4.2: one picked column of the winning side.
Reasons check_rebel_promotion(const SkState& s, const RebelResult& r, const Column& c, const std::set<std::string>& destroyed) {
  bool rebels_win = r.winner == kRebels;
  if (rebels_win != is_rebel(c)) return {{"SK 12.4.2", c.name + " is not on the winning side: the winner picks its promotions"}};
  if (rebels_win && (destroyed.count(c.id) || total_sp(c.stands) <= 0))
    return {{"SK 17.2.8.2", c.name + " was destroyed and cannot be promoted"}};
  auto target = promotion_target(c);
  if (rebels_win && target && *target == Quality::Veteran)
    return {{"SK 17.2.8.2", c.name + " is already Rebel Experienced: no Rebel unit may be promoted to Veteran"}};
  Reasons out;
  bool to_veteran = false;
  if (!rebels_win && target && *target == Quality::Veteran) {
    if (r.veteran.empty()) return check_veteran_condition(s, r, c);
    out = check_veteran_condition(s, r, c);
    to_veteran = true;
  }
  for (auto& reason : check_promotion(s, c, to_veteran)) out.push_back(std::move(reason));
  if (!r.m6_stand.empty() &&
      !std::any_of(c.stands.begin(), c.stands.end(), [&](const Stand& st) { return st.id == r.m6_stand; }))
    out.push_back({"SK 12.4.2", "stand " + r.m6_stand + " is not in " + c.name});
  return out;
}

Reasons check_rebel_result(const SkState& s, const RebelResult& r) {
  Reasons out = need_rebel_turn(s);
  if (!out.empty()) return out;
  const RebelBattle* b = find_rebel_battle(s, r.box);
  if (!b) return {{"SK 17.2.8.1", "the Rebels fight no battle in \"" + r.box + "\" this Rebel turn"}};
  std::string where = s.map->box_name(r.box);
  if (!b->winner.empty()) return {{"SK 17.2.8.1", "the result of the battle in " + where + " is already recorded"}};
  if (b->commander.empty())
    out.push_back({"SK 17.2.8.1", "name the player who commands the Rebels in " + where + " first (sk.rebel_commander)"});
  bool rebels_win = r.winner == kRebels;
  if (!rebels_win && std::find(b->factions.begin(), b->factions.end(), r.winner) == b->factions.end())
    out.push_back({"SK 17.2.8.1", "the winner is \"rebels\" or a player in the battle, not \"" + r.winner + "\""});
  std::set<std::string> destroyed;
  for (const auto& id : r.destroyed) {
    const Column* c = s.column(id);
    if (!c || !is_rebel(*c) || c->box != r.box) out.push_back({"", "\"" + id + "\" is not a Rebel column in " + where});
    else if (!destroyed.insert(id).second) out.push_back({"", "Rebel column " + id + " is named twice"});
  }
  std::size_t most = rebels_win ? 2 : 1;
  if (r.promote.size() > most)
    out.push_back({"SK 17.2.8.2", rebels_win ? "winning Rebels promote two of their columns"
                                             : "a player who beats Rebels gets only one promotion"});
  std::set<std::string> seen;
  for (const auto& id : r.promote) {
    const Column* c = s.column(id);
    if (!c || c->box != r.box) out.push_back({"SK 12.4.2", "\"" + id + "\" is not a column that fought in " + where});
    else if (!seen.insert(id).second) out.push_back({"SK 12.4.2", c->name + " is picked twice"});
    else
      for (auto& reason : check_rebel_promotion(s, r, *c, destroyed)) out.push_back(std::move(reason));
  }
  if (!r.veteran.empty() && rebels_win) out.push_back({"SK 17.2.8.2", "no Rebel unit may be promoted to Veteran"});
  return out;
}

// SK 17.2.8.1, 17.2.8.2: the winner, the Rebels who leave the map (they never
// retreat) and the promotions.
Outcome record_rebel_battle(const CampaignState& cs, const RebelResult& r, Dice&) {
  auto s = copy_state(cs);
  RebelBattle* b = &rebel_battle_at(*s, r.box);
  b->winner = r.winner;
  bool rebels_win = r.winner == kRebels;
  std::string where = s->map->box_name(r.box);
  std::string who;
  for (const auto& f : b->factions) who += (who.empty() ? "" : " and ") + faction_name(f);
  std::vector<Event> events;
  events.push_back({"The battle of " + where + ": " +
                        (rebels_win ? "the Rebels beat " + who : faction_name(r.winner) + " beats the Rebels"),
                    "SK 17.2.8.1", Json{{"box", r.box}, {"winner", r.winner}}});
  // The Rebels who leave the map: those destroyed, those at 0 SP, and on a
  // player's win every Rebel in the box (they never retreat: forced out, dispersed).
  std::vector<std::string> gone;
  for (const auto& c : s->columns)
    if (c.box == r.box && is_rebel(c) &&
        (!rebels_win || total_sp(c.stands) <= 0 ||
         std::find(r.destroyed.begin(), r.destroyed.end(), c.id) != r.destroyed.end()))
      gone.push_back(c.id);
  for (const auto& id : gone) {
    const Column* c = &s->column_at(id);
    bool destroyed = std::find(r.destroyed.begin(), r.destroyed.end(), id) != r.destroyed.end() ||
                     total_sp(c->stands) <= 0;
    events.push_back({c->name + (destroyed ? " is destroyed" : " is forced out of the box and dispersed") +
                          " (Rebels never retreat)",
                      "SK 17.2.8.2", Json{{"column", id}}});
    remove_column(*s, id);
  }
  for (const auto& id : r.promote) {
    Column* c = &s->column_at(id);
    std::string text = promote_column(*s, *c, r.m6_stand);
    if (rebels_win)
      events.push_back({text + ": a Rebel Experienced column (never Veteran)", "SK 17.2.8.2", Json{{"column", id}}});
    else
      events.push_back({text + " (the only promotion for beating Rebels)", "SK 17.2.8.2, SK 12.4.2",
                        Json{{"column", id}}});
  }
  std::string later = rebels_win ? "the beaten columns' retreat (SK 11.11: relocate them with sk.relocate), " : "";
  events.push_back({"Not yet done by the program, for the umpire: " + later +
                        "recovery (SK 12.1, 12.2) and the victory tally (SK 11.12; a win against Rebels counts)",
                    "SK 11.11, SK 12.1"});
  return Outcome{with_state(cs, s), events};
}

CommandDef rebel_battle_command() {
  return define<RebelResult>(
      {.name = "sk.rebel_battle",
       .summary = "Record the result of a Rebel battle after the losses are applied (sk.set_strength): a player win "
                  "disperses every Rebel in the box. The loser's retreat, recovery and the victory tally are not yet "
                  "done [SK 17.2.8.1, 17.2.8.2, 12.4.2]",
       .args = ArgsOf<RebelResult>()
                   .field(&RebelResult::box, arg::id("box", "box", "the box of the battle").eg("kleverburg"))
                   .field(&RebelResult::winner,
                          arg::id("winner", "faction", "\"rebels\" or the player in the battle who won").not_empty().eg("rebels"))
                   .field(&RebelResult::destroyed,
                          arg::ids("rebel_columns_destroyed", "column", "Rebel columns wiped out").or_else(Json::array()))
                   .field(&RebelResult::promote,
                          arg::ids("promote", "column", "up to 2 Rebel columns Raw to Rebel Experienced when the Rebels "
                                                        "win, 1 player column when the player wins (naming a column "
                                                        "says it was engaged)")
                              .or_else(Json::array()))
                   .field(&RebelResult::veteran, arg::choice("veteran", {"all_experienced", "exhausted_without_collapse"},
                                                             "the SK 12.4.2 condition for a player's Experienced to Veteran")
                                                     .or_else(""))
                   .field(&RebelResult::m6_stand, arg::id("m6_stand", "stand", "the stand that reaches morale 6").or_else("")),
       .check = [](const CampaignState& cs, const RebelResult& r) { return check_rebel_result(sk_state(cs), r); },
       .apply = record_rebel_battle});
}

}  // namespace

std::vector<CommandDef> revolt_commands() {
  return {start_revolt_command(), rebel_commander_command(), rebel_battle_command()};
}

}  // namespace umpire::sk
