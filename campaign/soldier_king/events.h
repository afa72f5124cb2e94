// The random events of spring (SK 17.1-17.2.7; digest P-19, G-12): the deck of
// 16 cards, each King's draw with the province (and affected player) declared
// before looking, and every event's effect.
#pragma once

#include <string>
#include <vector>

#include "core/game.h"
#include "soldier_king/state.h"

namespace umpire::sk {

// The events step of spring begins: a fresh deck of 16 cards (G-12).
void begin_spring_events(SkState& s, std::vector<Event>& events);

// Why the events step cannot end yet ("" when every King has drawn and every
// event has been resolved), for sk.advance and the Season window.
std::string events_waiting(const SkState& s);

std::vector<CommandDef> event_commands();

}  // namespace umpire::sk
