#include "1631/next_steps.h"

#include "1631/actions.h"
#include "1631/combat.h"
#include "1631/settings.h"
#include "1631/supply_phase.h"
#include "1631/turn.h"

namespace umpire::flammes {

std::vector<NextStep> next_steps(const CampaignState& cs) {
  const auto& s = state_of(cs);
  std::vector<NextStep> out;
  switch (s.tracks.phase) {
    case Phase::Over:
      out.push_back({"The game is over" + (s.tracks.result.empty() ? "" : ": " + s.tracks.result), "1631 §9.4.2"});
      return out;
    case Phase::Initiative: {
      std::string automatic = automatic_initiative(s);
      out.push_back({"Turn " + std::to_string(s.tracks.turn) + ": decide the initiative" +
                         (automatic.empty() ? " (a D6: 1-2 the Swedes, 3-4 it stays, 5-6 the Imperials)"
                                            : " (" + automatic + ")"),
                     "1631 §5", Json{{"type", "1631.initiative"}, {"args", Json::object()}}, "Initiative", ""});
      return out;
    }
    case Phase::Supply: return supply_next_steps(cs);
    case Phase::Campaign: break;
  }
  for (auto& step : combat_next_steps(cs)) out.push_back(std::move(step));
  for (auto& step : action_next_steps(cs)) out.push_back(std::move(step));
  if (out.empty() && s.action.is_null()) {
    auto who = acting_side(s);
    out.push_back({"Action " + std::to_string(s.tracks.action + 1) + " of 5: the " + words(*who) +
                       " engage, march, force-march, regroup" + (*who == Side::Swedish ? ", try diplomacy" : "") +
                       (setting_on(cs, "actions.pass") ? " or pass" : ""),
                   "1631 §4, §6"});
    if (setting_on(cs, "actions.pass"))
      out.push_back({std::string("The ") + words(*who) + " pass this action", "1631 §4",
                     Json{{"type", "1631.pass"}, {"args", Json::object()}}, "Pass", ""});
  }
  return out;
}

}  // namespace umpire::flammes
