// The random events' rules that their commands (event_commands.cpp) build on;
// defined in events.cpp. Not for other files: events.h is the public face.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "soldier_king/events.h"
#include "soldier_king/state.h"

namespace umpire::sk::events_detail {

std::string event_rule(const std::string& id);
// Whether the random events' step of a spring is running.
bool events_step(const SkState& s);
int sp_in_province(const SkState& s, const std::string& faction, const std::string& province);
bool cavalry(const Column& c);
// Who places a Good Harvest magazine: the ruler, or the affected player when unruled.
std::string harvest_placer(const SkState& s, const EventDraw& d);
// What the draw waiting needs, in words.
std::string draw_needs(const SkState& s, const EventDraw& d);
// The draw waiting for the umpire's or a player's choice; -1 when none.
int waiting_index(const SkState& s);

// The draw is settled, with its result.
void finish(EventDraw& d, const std::string& status, const std::string& result, std::vector<Event>& events,
            Json data = nullptr);
// SK 17.2.7: the cavalry column struck loses its horses.
void apply_equine(SkState& s, EventDraw& d, const std::string& column_id, std::vector<Event>& events);
// Every King has drawn: the cards are revealed and take effect in order.
void reveal(SkState& s, Dice& dice, std::vector<Event>& events);
// The next draws take effect, up to the next that waits for a choice.
void resolve_onward(SkState& s, Dice& dice, std::vector<Event>& events);

}  // namespace umpire::sk::events_detail
