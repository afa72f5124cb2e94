#include "soldier_king/events.h"

namespace umpire::sk {

Json to_json(const EventsState&) { return Json::object(); }
EventsState events_state_from_json(const JsonCursor&) { return EventsState{}; }

void begin_spring_events(SkState&, std::vector<Event>&) {}

std::string events_waiting(const SkState&) { return ""; }

std::vector<CommandDef> event_commands() { return {}; }

}  // namespace umpire::sk
