#include "1631/turn.h"

#include "1631/forces.h"
#include "1631/settings.h"
#include "1631/supply_phase.h"

namespace umpire::flammes {


std::optional<Side> acting_side(const State& s) {
  if (s.tracks.phase != Phase::Campaign) return std::nullopt;
  int k = s.action.is_null() ? s.tracks.action + 1 : s.tracks.action;
  if (k > kActionsPerTurn) return std::nullopt;
  return k % 2 == 1 ? s.tracks.initiative : other(s.tracks.initiative);
}

std::vector<Reason> check_may_act(const State& s, Side side) {
  if (s.tracks.phase == Phase::Over) return {{"1631 §9.4.2", "the game is over"}};
  if (s.tracks.phase == Phase::Initiative)
    return {{"1631 §5", "the initiative for turn " + std::to_string(s.tracks.turn) + " is not decided yet"}};
  if (s.tracks.phase == Phase::Supply) return {{"1631 §9", "the supply phase is in progress: no action now"}};
  if (!s.action.is_null()) return {{"1631 §4", "an action is still in progress; finish it first"}};
  auto who = acting_side(s);
  if (!who) return {{"1631 §4", "the five actions of this turn are taken"}};
  if (*who != side)
    return {{"1631 §4", std::string("action ") + std::to_string(s.tracks.action + 1) + " is the " + words(*who) +
                            "', not the " + words(side) + "'"}};
  return {};
}

void begin_action(State& s, const std::string& kind, Side side) {
  s.tracks.action += 1;
  s.tracks.serial += 1;
  s.action = Json{{"kind", kind}, {"side", to_string(side)}, {"serial", s.tracks.serial}};
}

void finish_action(State& s, std::vector<Event>& events, bool sp_back_at_once) {
  Side side = side_from(JsonCursor(s.action["side"], "action"));
  int serial = s.action["serial"].get<int>();
  std::string recovered;
  for (auto& c : s.commanders)
    if (!c.dead && !c.fresh && side_of(s, c) == side && c.spent_at < serial) {
      c.fresh = true;
      recovered += (recovered.empty() ? "" : ", ") + c.name;
    }
  s.action = nullptr;
  std::string text = "End of action " + std::to_string(s.tracks.action) + " (" + words(side) + ")";
  events.push_back({recovered.empty() ? text : text + ": " + recovered + (recovered.find(',') == std::string::npos
                                                                               ? " recovers"
                                                                               : " recover"),
                    "1631 §8"});
  update_sieges(s, events, sp_back_at_once);
  if (s.tracks.action >= kActionsPerTurn) open_supply_phase(s, events);
}

void begin_turn(State& s, int turn, std::vector<Event>& events) {
  if (turn > s.scenario->last_turn) {
    s.tracks.phase = Phase::Over;
    return;
  }
  s.tracks.turn = turn;
  s.tracks.phase = Phase::Initiative;
  s.tracks.action = 0;
  s.tracks.initiative_rolled = false;
  events.push_back({"Turn " + std::to_string(turn) + " begins" + (s.winter() ? " (a winter turn)" : ""), "1631 §4"});
  if (turn == 4 || turn == 7) {  // 1631 §6.7.1
    s.tracks.diplomacy += 1;
    events.push_back({"The diplomacy track rises by 1, to " + std::to_string(s.tracks.diplomacy), "1631 §6.7.1"});
  }
}

std::string automatic_initiative(const State& s) {
  int t = s.tracks.turn;
  if (t == 1) return "the Swedes have the initiative on turn 1";
  if (s.tracks.panic_turn == t - 1) return "the Habsburg Panic happened last turn: the Swedes have the initiative";
  if (s.tracks.revolte_turn == t - 1) return "the Révolte began last turn: the Swedes have the initiative";
  return "";
}

namespace {

// 1631 §5: the initiative for the turn.
Outcome decide_initiative(const CampaignState& cs, const NoArgs&, Dice& dice) {
  State s = state_of(cs);
  std::vector<Event> events;
  std::string automatic = automatic_initiative(s);
  Side before = s.tracks.initiative;
  if (!automatic.empty()) {
    s.tracks.initiative = Side::Swedish;
    events.push_back({automatic.substr(0, 1) == "t" ? "The Swedes have the initiative on turn 1"
                                                     : "Automatic initiative: " + automatic,
                      automatic.find("Panic") != std::string::npos    ? "1631 §5, §10.1"
                      : automatic.find("Révolte") != std::string::npos ? "1631 §5, §10.2"
                                                                       : "1631 §5"});
  } else {
    int r = dice.d6("initiative, turn " + std::to_string(s.tracks.turn) + ", D6");
    s.tracks.initiative = r <= 2 ? Side::Swedish : r <= 4 ? before : Side::Imperial;
    events.push_back({"Initiative roll " + std::to_string(r) + ": the " + words(s.tracks.initiative) +
                          (r >= 3 && r <= 4 ? " keep" : " have") + " the initiative",
                      "1631 §5"});
  }
  s.tracks.initiative_rolled = true;
  s.tracks.phase = Phase::Campaign;
  return {with_state(cs, std::move(s)), std::move(events)};
}

std::vector<Reason> check_initiative(const CampaignState& cs, const NoArgs&) {
  if (state_of(cs).tracks.phase != Phase::Initiative) return {{"1631 §5", "the initiative for this turn is decided"}};
  return {};
}

// A pass (1631 §4; a setting): the action is used, nothing moves, commanders recover at its end.
std::vector<Reason> check_pass(const CampaignState& cs, const NoArgs&) {
  const State& s = state_of(cs);
  auto who = acting_side(s);
  if (!setting_on(cs, "actions.pass"))
    return {{"1631 §4", "passing an action is not allowed in this campaign (setting \"actions.pass\")"}};
  if (!who) return check_may_act(s, Side::Swedish);
  return check_may_act(s, *who);
}

Outcome pass_action(const CampaignState& cs, const NoArgs&, Dice&) {
  State s = state_of(cs);
  Side who = *acting_side(s);
  begin_action(s, "pass", who);
  std::vector<Event> events{{std::string("The ") + words(who) + " pass action " + std::to_string(s.tracks.action),
                             "1631 §4"}};
  finish_action(s, events, setting_on(cs, "sieges.sp_back_at_once"));
  settle_siege_pools(s, setting_on(cs, "sieges.new_pool"), events);
  return {with_state(cs, std::move(s)), std::move(events)};
}

}  // namespace

std::vector<CommandDef> sequence_commands() {
  return {
      define(Command<NoArgs>{.name = "1631.initiative",
                             .summary = "Decide the turn's initiative: automatic for the Swedes, or a roll (1631 §5)",
                             .check = check_initiative,
                             .apply = decide_initiative}),
      define(Command<NoArgs>{.name = "1631.pass",
                             .summary = "Pass the action: nothing moves; commanders still recover (1631 §4, §8)",
                             .flags = kPlayerOrder,
                             .check = check_pass,
                             .apply = pass_action}),
  };
}

}  // namespace umpire::flammes
