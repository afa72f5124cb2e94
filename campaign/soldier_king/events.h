// The random events of spring (SK 17.1-17.2.7; digest P-19, G-12): the deck of
// 16 cards, each King's draw with the province (and affected player) declared
// before looking, and every event's effect.
//
// The flow: sk.advance opens the events step (begin_spring_events reshuffles
// the 16 cards, G-12); each active King draws once in turn order
// (sk.draw_event), the cards staying hidden until every King has drawn; then
// all are revealed together and resolved in draw order, Poor Harvest's
// cancellation of Good Harvest applied first (digest P-19). An effect with
// nothing to choose happens at once; one with a choice waits for its command
// (events_waiting says which), and the following draws wait behind it.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/game.h"
#include "soldier_king/state.h"

namespace umpire::sk {

// The eight events, in the order of the table of digest §1.12 (SK 17.1).
struct EventKind {
  std::string id;                   // "good_harvest"
  std::string name;                 // "Good Harvest"
  std::string rule;                 // "SK 17.2.1"
  std::vector<std::string> cards;   // its two cards: {"AH", "AD"}
};
const std::vector<EventKind>& event_kinds();
const EventKind* event_kind(const std::string& id);

// The 16 cards of a fresh deck, in the order the die counts them:
// AH AD QH QD KH KD JH JD KS KC QS QC JS JC AS AC (a die showing n takes the
// n-th card left).
std::vector<std::string> full_deck();
std::string card_event(const std::string& card);  // the event id, "" for no such card
std::string card_name(const std::string& card);   // "ace of hearts"

// 50 %, rounded half up (G-12): 5 SP -> 3.
int half_rounded_up(int sp);
// The default allocation of `loss` SP over stands (Typhus, Equine): spread as
// evenly as possible, one SP a stand a round, largest stands first (stable);
// the SP each stand loses, by index.
std::vector<int> spread_losses(const std::vector<Stand>& stands, int loss);

// ---- Queries for the Season window.

// The active Kings in turn order: who draws, in that order (17.1).
std::vector<std::string> event_drawers(const SkState& s);
// The King whose draw is next, "" when every King has drawn or it is not the events step.
std::string next_drawer(const SkState& s);
// The players (not Rebels) with columns or garrisons in the province (17.2).
std::vector<std::string> players_with_troops(const SkState& s, const std::string& province);
int cards_left(const SkState& s);

struct DrawView {
  int number = 0;  // 1-based, in draw order (sk.event_losses names it)
  std::string drawer, province, named, affected;
  bool revealed = false;
  std::string card, card_name, event, event_name, rule;  // empty while hidden
  std::string status;  // as EventDraw::status
  std::string needs;   // what it waits for, with the command; "" when nothing
  std::string result;  // what happened
};
std::vector<DrawView> event_draws(const SkState& s);

// The events step of spring begins: a fresh deck of 16 cards (G-12).
void begin_spring_events(SkState& s, std::vector<Event>& events);

// Why the events step cannot end yet ("" when every King has drawn and every
// event has been resolved), for sk.advance and the Season window.
std::string events_waiting(const SkState& s);

// ---- Fortress markers (17.2.3).

int fortress_markers(const SkState& s, const std::string& box);
// A permanent entrenchment: marked on the map (10.8.3) or a Fortress marker (17.2.3).
bool permanent_entrenchment(const SkState& s, const std::string& box);
// A Fortress placed where there was already an entrenchment: when occupied,
// half the works length may be V&B Forts (17.2.3).
bool fortress_forts(const SkState& s, const std::string& box);

// sk.draw_event, sk.event_magazine, sk.event_fortress, sk.event_drill,
// sk.event_losses, sk.event_typhus, sk.event_equine, sk.demilitarise.
std::vector<CommandDef> event_commands();

}  // namespace umpire::sk
