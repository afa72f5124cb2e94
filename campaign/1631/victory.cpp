#include "1631/victory.h"

#include "1631/forces.h"
#include "1631/supply.h"
#include "1631/turn.h"

namespace umpire::flammes {

bool swedish_sudden_death(const State& s, int vp_now) {
  return vp_now > 90 && !s.tracks.vp_history.empty() && s.tracks.vp_history.back() > 90;
}

std::string imperial_sudden_death(const State& s) {
  const Commander* gustav = s.commander("gustav");
  if (gustav && gustav->dead) return "Gustav Adolf has been killed";
  bool any = false;
  for (const auto& a : s.map->areas) {
    if (!a.port || !a.has_city()) continue;
    any = true;
    if (owner(s, a.id) != Side::Imperial) return "";
  }
  return any ? "the Imperials hold every Swedish supply port" : "";
}

std::string final_result(int vp) {
  if (vp >= 91) return "Swedish major victory";
  if (vp >= 81) return "Swedish minor victory";
  if (vp >= 71) return "Draw";
  if (vp >= 61) return "Imperial minor victory";
  return "Imperial major victory";
}

std::optional<Side> final_winner(int vp) {
  if (vp >= 81) return Side::Swedish;
  if (vp <= 70) return Side::Imperial;
  return std::nullopt;
}

namespace {

// 1631 §9.4.2 does not say who wins when both sides qualify in the same check. Not a setting: a
// choice made at the table, so the command asks the umpire for the winner ("winner") exactly then.
struct VictoryArgs {
  std::string winner;  // "" unless both sides qualify and the umpire decides
};

std::vector<Reason> check_victory(const CampaignState& cs, const VictoryArgs& a) {
  const State& s = state_of(cs);
  if (auto r = check_supply_at(s, "S4"); !r.empty()) return r;
  bool swedes = swedish_sudden_death(s, swedish_vp(s));
  bool imperials = !imperial_sudden_death(s).empty();
  if (swedes && imperials && a.winner.empty())
    return {{"1631 §9.4.2", "both sides meet a victory condition at once: the umpire names the winner"}};
  if (!(swedes && imperials) && !a.winner.empty())
    return {{"1631 §9.4.2", "the umpire names a winner only when both sides meet a victory condition at once"}};
  return {};
}

Outcome check_victory_apply(const CampaignState& cs, const VictoryArgs& a, Dice&) {
  State s = state_of(cs);
  SupplyStep p = supply_step(s);
  std::vector<Event> events;
  int vp = swedish_vp(s);
  bool swedes = swedish_sudden_death(s, vp);
  std::string imperial = imperial_sudden_death(s);
  s.tracks.vp_history.push_back(vp);
  events.push_back(
      {"Swedish VP at the end of supply phase S" + std::to_string(s.tracks.turn) + ": " + std::to_string(vp),
       "1631 §9.4.1"});
  std::optional<Side> winner;
  std::string result;
  if (swedes && !imperial.empty()) {
    Json w = a.winner;
    winner = side_from(JsonCursor(w, "winner"));
    result = std::string(*winner == Side::Swedish ? "Swedish" : "Imperial") +
             " victory: both sides met a victory condition, the umpire decided";
  } else if (swedes) {
    winner = Side::Swedish;
    result = "Swedish victory: more than 90 VP at the end of two supply phases running";
  } else if (!imperial.empty()) {
    winner = Side::Imperial;
    result = "Imperial victory: " + imperial;
  }
  if (winner) {
    s.tracks.winner = winner;
    s.tracks.result = result;
    s.tracks.phase = Phase::Over;
    s.supply = nullptr;
    events.push_back({result, "1631 §9.4.2"});
    return supply_outcome(cs, std::move(s), std::move(p), std::move(events));
  }
  if (s.tracks.turn >= s.scenario->last_turn) {
    int final_vp = swedish_vp(s, true);
    s.tracks.winner = final_winner(final_vp);
    s.tracks.result = final_result(final_vp);
    s.tracks.phase = Phase::Over;
    s.supply = nullptr;
    events.push_back({"Final scoring: " + std::to_string(vp) + " VP and " + std::to_string(final_vp - vp) +
                          " for the units' steps on the map = " + std::to_string(final_vp) + ": " + s.tracks.result,
                      "1631 §9.4.2"});
    return supply_outcome(cs, std::move(s), std::move(p), std::move(events));
  }
  s.supply = nullptr;
  s.tracks.phase = Phase::Initiative;  // begin_turn sets it; the supply outcome must not write the phase's state
  begin_turn(s, s.tracks.turn + 1, events);
  return supply_outcome(cs, std::move(s), std::move(p), std::move(events));
}

}  // namespace

std::vector<CommandDef> victory_commands() {
  return {define<VictoryArgs>(
      {.name = "1631.victory",
       .summary = "End the supply phase: record the VP, check sudden death, the final scoring after the last turn, "
                  "or begin the next turn (1631 §9.4)",
       .args = ArgsOf<VictoryArgs>().field(
           &VictoryArgs::winner, arg::choice("winner", {"", "swedish", "imperial"},
                                             "only when both sides meet a victory condition at once: the umpire's "
                                             "choice of winner")
                                     .or_else("")),
       .check = check_victory,
       .apply = check_victory_apply})};
}

}  // namespace umpire::flammes
