#include "1631/supply_phase.h"

namespace umpire::flammes {

// Not yet written: the supply phase opens and waits; its steps are listed as not implemented.
void open_supply_phase(State& s, std::vector<Event>& events) {
  s.tracks.phase = Phase::Supply;
  s.supply = Json{{"step", "S0"}};
  events.push_back({"The supply phase of turn " + std::to_string(s.tracks.turn) + " begins", "1631 §9"});
}

std::vector<CommandDef> supply_commands() { return {}; }

std::vector<NextStep> supply_next_steps(const CampaignState&) {
  return {NextStep{"The supply phase is not implemented yet in this version", "1631 §9", nullptr, "", ""}};
}

}  // namespace umpire::flammes
