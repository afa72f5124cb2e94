// The Combat and Recovery steps' commands (SK 11, 12.2, 12.4.2, 22.1x): open the turn's battles, withdraw before battle, send a
// battle to the table, enter its result (with its consequences) and pick the
// combat promotions. The rules are in battles.cpp.
#include "soldier_king/battles.h"
#include "soldier_king/factions.h"
#include "soldier_king/promotion.h"

namespace umpire::sk {

namespace {

using Reasons = std::vector<Reason>;

Reasons need_step(const SkState& s, TurnStep step, const std::string& what) {
  if (s.phase == Phase::PlayerTurn && s.turn.step == step && !s.turn.player.empty()) return {};
  std::string now =
      s.phase == Phase::PlayerTurn ? std::string("the ") + step_words(s.turn.step) + " step" : phase_words(s.phase);
  return {{"SK 7.1.2", what + " in the " + step_words(step) + " step of a player turn (now: " + now +
                           "); battles in the Rebel player turn: not yet"}};
}

// The battle named by the args, of this player turn; or the reasons why not.
Reasons need_battle(const SkState& s, const std::string& id) {
  const Battle* b = find_battle(s, id);
  if (!b) return {{"", "there is no battle \"" + id + "\""}};
  if (!of_this_turn(s, *b))
    return {{"SK 11", "battle " + id + " (" + b->date + ") is not a battle of this player turn"}};
  return {};
}

// The battle an order names: a non-empty id.
ArgSpec battle_arg() { return arg::id("battle", "battle", "the battle").not_empty().eg("b1"); }

// --- sk.open_battles ---

Reasons check_open_battles(const SkState& s) {
  Reasons out = need_step(s, TurnStep::Combat, "battles are opened");
  if (!out.empty()) return out;
  auto copy = s;
  std::vector<Event> ignored;
  if (open_battles(copy, ignored) == 0) out.push_back({"SK 11.1", "no attack of this turn is waiting for its battle"});
  return out;
}

CommandDef open_battles_command() {
  return define<NoArgs>(
      {.name = "sk.open_battles",
       .summary = "Combat step: each box attacked this turn becomes a pending battle, with its cavalry superiority "
                  "[SK 11.1, 11.2]",
       .check = [](const CampaignState& cs, const NoArgs&) { return check_open_battles(sk_state(cs)); },
       .apply = [](const CampaignState& cs, const NoArgs&, Dice&) {
         auto s = copy_state(cs);
         std::vector<Event> events;
         open_battles(*s, events);
         return Outcome{with_state(cs, s), events};
       }});
}

// --- sk.withdraw ---

struct WithdrawArgs {
  std::string battle, to;
};

Reasons check_withdraw(const SkState& s, const WithdrawArgs& a) {
  Reasons out = need_step(s, TurnStep::Combat, "a defender withdraws before battle");
  if (!out.empty()) return out;
  out = need_battle(s, a.battle);
  if (!out.empty()) return out;
  return check_withdrawal(s, battle_at(s, a.battle), a.to);
}

CommandDef withdraw_command() {
  return define<WithdrawArgs>(
      {.name = "sk.withdraw",
       .summary = "The defender withdraws before battle, all his units in the box to one adjacent box he holds that the "
                  "enemy did not use this turn; the attacker counts a victory, no promotions "
                  "[SK 11.3.1, 11.3.2, 22.11, 22.12]",
       .flags = kPlayerOrder,
       .args = ArgsOf<WithdrawArgs>()
                   .field(&WithdrawArgs::battle, battle_arg())
                   .field(&WithdrawArgs::to, arg::id("to", "box", "the adjacent box he withdraws to").not_empty().eg("kalmsee")),
       .check = [](const CampaignState& cs, const WithdrawArgs& a) { return check_withdraw(sk_state(cs), a); },
       .apply = [](const CampaignState& cs, const WithdrawArgs& a, Dice&) {
         auto s = copy_state(cs);
         std::vector<Event> events;
         apply_withdrawal(*s, battle_at(*s, a.battle), a.to, events);
         return Outcome{with_state(cs, s), events};
       }});
}

// --- sk.brief_attacker ---

struct BriefArgs {
  std::string battle, text;
};

Reasons check_brief(const SkState& s, const BriefArgs& a) {
  Reasons out = need_battle(s, a.battle);
  if (!out.empty()) return out;
  const Battle& b = battle_at(s, a.battle);
  if (b.status != "pending" && b.status != "at_table")
    out.push_back({"SK 11.5", "battle " + a.battle + " is " + b.status + ": its briefings are past"});
  return out;
}

// SK 11.5.1-11.5.3: what the attacker may be told depends on the cavalry superiority.
Outcome brief_attacker(const CampaignState& cs, const BriefArgs& a, Dice&) {
  auto s = copy_state(cs);
  Battle& b = battle_at(*s, a.battle);
  b.attacker_intelligence = a.text;
  std::string level = b.superiority == "attacker"   ? "the basic elements of the position (SK 11.5.1)"
                      : b.superiority == "defender" ? "only the area and the rough location of the main force (SK 11.5.2)"
                                                    : "the area and general information on the main force (SK 11.5.3)";
  return Outcome{with_state(cs, s),
                 {{"Battle " + b.id + ": the umpire's intelligence for the attacker is recorded; the rules allow " + level,
                   "SK 11.5"}}};
}

CommandDef brief_attacker_command() {
  return define<BriefArgs>(
      {.name = "sk.brief_attacker",
       .summary = "Record what the umpire tells the attacker of the defender's position, from the defender's sketch; "
                  "it goes into the attacker's briefing [SK 11.5.1-11.5.3]",
       .args = ArgsOf<BriefArgs>()
                   .field(&BriefArgs::battle, battle_arg())
                   .field(&BriefArgs::text, arg::text("text", "what the attacker is told")
                                                .eg("The enemy holds the ridge north of the village")),
       .check = [](const CampaignState& cs, const BriefArgs& a) { return check_brief(sk_state(cs), a); },
       .apply = brief_attacker});
}

// --- sk.send_to_table ---

struct BattleArgs {
  std::string battle;
  std::string engine = "tabletop";
};

Reasons check_send_to_table(const SkState& s, const BattleArgs& a) {
  Reasons out = need_step(s, TurnStep::Combat, "battles are fought");
  if (!out.empty()) return out;
  out = need_battle(s, a.battle);
  if (!out.empty()) return out;
  const Battle& b = battle_at(s, a.battle);
  if (b.status != "pending")
    out.push_back({"SK 11.4", "battle " + a.battle + " is " + (b.status == "at_table" ? "already at the table" : b.status)});
  else if (side_columns(s, b, "attacker").empty() ||
           (side_columns(s, b, "defender").empty() && side_garrisons(s, b, "defender").empty()))
    out.push_back({"SK 11.1", "one side of battle " + a.battle + " has no troops left in " + s.map->box_name(b.box)});
  return out;
}

// SK 11.8: each attacking force (one per line of arrival) starts at sunrise +
// D6; the battle at the earliest (the umpire's ruling: SK 11.8 does not say).
std::vector<Event> roll_start_times(battles::BattleSetup& setup, Dice& dice) {
  std::vector<Event> events;
  int sunrise = setup.situation["sunrise"].get<int>(), first = 99;
  Json starts = Json::array();
  for (const auto& arrival : setup.arrivals) {
    std::string from = arrival.from_name.empty() ? arrival.from : arrival.from_name;
    int roll = dice.d6("start time of the attack from " + from + ", D6");
    int hour = sunrise + roll;
    first = std::min(first, hour);
    starts.push_back({{"from", arrival.from}, {"from_name", from}, {"by", arrival.by}, {"roll", roll}, {"hour", hour}});
    events.push_back({"The attackers from " + from + " start at " + std::to_string(hour) + ":00 (sunrise " +
                          std::to_string(sunrise) + ":00 + " + std::to_string(roll) + ")",
                      "SK 11.8"});
  }
  setup.situation["start_hours"] = starts;
  if (!starts.empty()) setup.situation["battle_starts"] = first;
  return events;
}

Outcome send_to_table(const CampaignState& cs, const BattleArgs& a, Dice& dice) {
  auto s = copy_state(cs);
  Battle& b = battle_at(*s, a.battle);
  battles::BattleSetup setup = battle_setup(*s, b);
  std::vector<Event> events = roll_start_times(setup, dice);
  declare_battle(*s, setup);  // the hours rolled go into the battlefield and the arrivals
  b.setup = battles::to_json(setup);
  b.status = "at_table";
  b.engine = a.engine;
  std::string where = a.engine == "tabletop" ? "the table" : "a built-in engine (" + a.engine + ")";
  std::string text = "Battle " + b.id + " at " + s->map->box_name(b.box) + " goes to " + where + ": " +
                     std::to_string(setup.formations.size()) + " formations, " + std::to_string(setup.units.size()) +
                     " stands; the attacker deploys at least " +
                     std::to_string(setup.situation["min_distance_inches"].get<int>()) + "\" from the defender (" +
                     setup.situation["deployment"].get<std::string>() + ")";
  events.insert(events.begin(), {text, "SK 11.4, " + setup.situation["deployment"].get<std::string>()});
  return Outcome{with_state(cs, s), events};
}

CommandDef send_to_table_command() {
  return define<BattleArgs>(
      {.name = "sk.send_to_table",
       .summary = "Send a pending battle to the table or to a built-in engine: the set-up (sides, columns as formations "
                  "with their exhaustion numbers, stands, leaders, arrivals, deployment and daylight) is recorded for "
                  "the briefings or the engine, and each attacking force's start time is rolled (sunrise + D6) "
                  "[SK 11.4-11.9]",
       .args = ArgsOf<BattleArgs>()
                   .field(&BattleArgs::battle, battle_arg())
                   .field(&BattleArgs::engine, arg::id("engine", "engine",
                                                       "where it is fought: tabletop (miniatures), or a built-in "
                                                       "engine that can take it (umpire battles FILE lists them)")
                                                   .not_empty()
                                                   .or_else("tabletop")),
       .check = [](const CampaignState& cs, const BattleArgs& a) { return check_send_to_table(sk_state(cs), a); },
       .apply = send_to_table});
}

// --- sk.battle_result ---

struct ResultArgs {
  std::string battle;
  battles::BattleResult result;
};

Reasons check_result_entry(const SkState& s, const ResultArgs& a) {
  Reasons out = need_step(s, TurnStep::Combat, "battle results are entered");
  if (!out.empty()) return out;
  out = need_battle(s, a.battle);
  if (!out.empty()) return out;
  const Battle& b = battle_at(s, a.battle);
  if (b.status == "fought" || b.status == "withdrawn") return {{"SK 11.12", "battle " + a.battle + " already has its result"}};
  if (b.status != "at_table") return {{"SK 11.4", "battle " + a.battle + " has not been sent to the table (sk.send_to_table)"}};
  return check_battle_result(s, b, a.result);
}

CommandDef battle_result_command() {
  Json example{{"format", battles::kResultFormat},
               {"battle", "b1"},
               {"winner", "attacker"},
               {"ending", "decided"},
               {"units", Json::array({Json{{"unit", "s3"}, {"losses", Json::array({Json{{"lost", 1}, {"cause", "fire"}}})}}})},
               {"retreat_to", "mittel"}};
  return define<ResultArgs>(
      {.name = "sk.battle_result",
       .summary = "Enter a battle's result (winner, ending, each stand's losses and marks, each column's outcome, "
                  "officers' fates, retreat_to) and apply it: recovery, losses, the victory tally, the retreat, "
                  "officers [SK 11.11-11.13, 12.2, 12.4.2, 22.13, 22.14]",
       .args = ArgsOf<ResultArgs>()
                   .field(&ResultArgs::battle, battle_arg())
                   .field(&ResultArgs::result,
                          arg::object("result",
                                      "the result, format umpire.battle-result/2: winner (attacker or defender), "
                                      "ending (decided, conceded, marched_off, night, destroyed), units [{unit, losses "
                                      "[{lost, cause: fire, melee, eliminated_in_melee, routed_by_melee}], marks "
                                      "[fought_well]}], formations [{formation, engaged, marks [reached_exhaustion, "
                                      "morale_collapse]}], leaders [{leader, fate: killed or captured}], retreat_to; "
                                      "with no format, the older form umpire.battle-result/1 (losses, fought_well, "
                                      "leaders_killed, leaders_captured)")
                              .eg(example),
                          battles::result_from_json),
       .check = [](const CampaignState& cs, const ResultArgs& a) { return check_result_entry(sk_state(cs), a); },
       .apply = [](const CampaignState& cs, const ResultArgs& a, Dice&) {
         auto s = copy_state(cs);
         std::vector<Event> events;
         apply_battle_result(*s, battle_at(*s, a.battle), a.result, events);
         return Outcome{with_state(cs, s), events};
       }});
}

// --- sk.combat_promotion ---

struct PromotionArgs {
  std::string battle, column, m6_stand;
};

Reasons check_promotion_pick(const SkState& s, const PromotionArgs& a) {
  Reasons out = need_step(s, TurnStep::Recovery, "combat promotions are made");
  if (!out.empty()) return out;
  out = need_battle(s, a.battle);
  if (!out.empty()) return out;
  return check_combat_promotion(s, battle_at(s, a.battle), a.column, a.m6_stand);
}

// SK 12.4.2: the column rises one level; the battle records whose pick it was.
Outcome promote_after_battle(const CampaignState& cs, const PromotionArgs& a, Dice&) {
  auto s = copy_state(cs);
  Battle& b = battle_at(*s, a.battle);
  std::string side = column_side(b, a.column);
  std::string text = promote_column(*s, *s->column(a.column), a.m6_stand);
  b.promotions[side].push_back(a.column);
  b.consequences.push_back("Combat promotion: " + text);
  return Outcome{with_state(cs, s), {{"Combat promotion after battle " + b.id + ": " + text, "SK 12.4.2"}}};
}

CommandDef combat_promotion_command() {
  return define<PromotionArgs>(
      {.name = "sk.combat_promotion",
       .summary = "Recovery step: a column that fought in a battle of this turn rises one level; the winner picks 2 "
                  "columns, the loser 1 (a player beating Rebels 1) [SK 12.4.2, 17.2.8.2]",
       .flags = kPlayerOrder,
       .args = ArgsOf<PromotionArgs>()
                   .field(&PromotionArgs::battle, battle_arg())
                   .field(&PromotionArgs::column, arg::id("column", "column", "the column promoted").not_empty().eg("c1"))
                   .field(&PromotionArgs::m6_stand,
                          arg::id("m6_stand", "stand", "the stand that reaches morale 6, when one does").or_else("")),
       .check = [](const CampaignState& cs, const PromotionArgs& a) { return check_promotion_pick(sk_state(cs), a); },
       .apply = promote_after_battle});
}

}  // namespace

std::vector<CommandDef> battle_commands() {
  return {open_battles_command(), withdraw_command(), brief_attacker_command(), send_to_table_command(), battle_result_command(),
          combat_promotion_command()};
}

}  // namespace umpire::sk
