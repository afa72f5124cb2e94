#include "soldier_king/victory.h"

namespace umpire::sk {

Json to_json(const VictoryState&) { return Json::object(); }
VictoryState victory_state_from_json(const JsonCursor&) { return VictoryState{}; }

void victory_season_begins(SkState&) {}
void victory_checkpoint(SkState&, std::vector<Event>&) {}
void victory_season_ends(SkState&, std::vector<Event>&) {}

std::vector<CommandDef> victory_commands() { return {}; }

}  // namespace umpire::sk
