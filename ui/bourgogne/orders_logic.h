// The Orders window's logic, without Dear ImGui: the acting camp's commands of
// a step (GdB 7.1 movement and repositioning, GdB 10 reinforcements,
// replacements and recalls, GdB 8 fatigue), what a click on the map does to
// the order being built, and the command the draft makes, read off the
// command's argument schema (CommandDef::args) so that new or renamed
// arguments need no change here (as 1631's Action window).
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "bourgogne/state.h"
#include "session/campaign.h"

namespace umpire::bourgogneui {

// The order being built, kept between frames.
struct OrdersDraft {
  std::string command = "bourgogne.move";
  std::string from;                         // the zone of the stack that moves (or the zone ordered)
  std::set<std::string> units, commanders;  // ticked
  std::vector<std::string> path;            // the zones clicked after `from`
  std::vector<std::string> losses;          // fatigue: the units that take the losses, in the order ticked
  std::map<std::string, std::set<std::string>> drop_off;  // a march: the pieces left in each zone of the path
  std::map<std::string, std::string> texts;               // other text and choice arguments, by name
  std::map<std::string, bool> flags;                      // yes/no arguments
  bool picking = true;                                    // clicks on the map build the order
};

// The step commands offered, in order; only those the game declares are shown.
struct OrderChoice {
  const char* command;
  const char* label;
};
const std::vector<OrderChoice>& order_choices();

// How the draft fills an argument of the schema.
enum class OrderField {
  Units,       // a list of unit ids: the units ticked
  Losses,      // the list "losses": the units ticked to take the losses, in order
  Commanders,  // a list of commander ids: the commanders ticked
  Path,        // a list of zone ids: the zones clicked after the first
  DropOff,     // the march's "drop_off": the pieces ticked to stay in a zone of the path
  From,        // the zone "from": the first zone clicked
  Zone,        // another zone ("zone"): the zone clicked (the first, or the last of the path)
  Typed,       // anything else: chosen or typed in the window
};
OrderField order_field(const ArgSpec& spec);
// True when the command takes a path (the zones after the first click).
bool wants_path(const CommandDef& def);

// A click on the map while the Orders window builds an order: for a command
// with a path, the first zone is the stack's and the next ones its path (a
// click on the path's last zone takes it back); for another command, the
// zone clicked is its zone. False when clicks do not build the order.
bool orders_map_click(OrdersDraft& d, const CommandDef* def, const std::string& zone);

// Ticks a unit to take the next loss, or takes it back when it is ticked already.
void toggle_order_loss(OrdersDraft& d, const std::string& unit);

// The command the draft makes: every argument the schema declares that the
// draft gives a value (an optional one left empty is left out).
Json order_command(const CommandDef& def, const OrdersDraft& d);

// The pieces of a camp's stack in a zone that the draft may tick (all camps' when `camp` is empty).
struct StackPiece {
  std::string id, name;
  bool commander = false;
};
std::vector<StackPiece> stack_pieces(const bourgogne::State& s, const std::string& zone,
                                     std::optional<bourgogne::Camp> camp);

// The values the window offers for an argument the map does not give, as (id, words):
// "group" the camp's reinforcements due with their zones (GdB 10.1), "unit" its units in
// the pool (GdB 10.2), "commander" its commanders in the pool (GdB 10); empty for another.
std::vector<std::pair<std::string, std::string>> order_options(const bourgogne::State& s, const ArgSpec& spec,
                                                               bourgogne::Camp camp);

}  // namespace umpire::bourgogneui
