#include "soldier_king/revolt.h"

namespace umpire::sk {

Json to_json(const RevoltState&) { return Json::object(); }
RevoltState revolt_state_from_json(const JsonCursor&) { return RevoltState{}; }

void start_revolt(SkState&, const std::string&, std::vector<Event>&) {}
bool revolt_active(const SkState&) { return false; }
void begin_rebel_turn(SkState&, std::vector<Event>&) {}
std::string rebels_waiting(const SkState&) { return ""; }
void end_season_revolts(SkState&, std::vector<Event>&) {}

std::vector<CommandDef> revolt_commands() { return {}; }

}  // namespace umpire::sk
