// The Orders window's logic, without Dear ImGui: the acting camp's commands of
// a step (GdB 7.1 movement and repositioning, GdB 10 reinforcements,
// replacements and recalls, GdB 8 fatigue), what a click on the map does to
// the order being built, and the command the draft makes, read off the
// command's argument schema (CommandDef::args) so that new or renamed
// arguments need no change here (as 1631's Action window).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bourgogne/state.h"
#include "session/campaign.h"
#include "ui/command_form.h"

namespace umpire::bourgogneui {

// The order being built, kept between frames: the kit's command form (ui/command_form.h).
using OrdersDraft = formui::CommandDraft;
// A new Orders window's draft: a move.
OrdersDraft first_orders_draft();
// Bourgogne's map for the command form: zones; a march's garrisons left on the way
// ("drop_off"); an order without a path takes the one zone clicked.
const formui::FormKinds& order_kinds();

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
inline void toggle_order_loss(OrdersDraft& d, const std::string& unit) { formui::toggle_loss(d, unit); }

// The command the draft makes: every argument the schema declares that the
// draft gives a value (an optional one left empty is left out).
Json order_command(const CommandDef& def, const OrdersDraft& d);

// The pieces of a camp's stack in a zone that the draft may tick (all camps' when `camp` is empty).
using StackPiece = formui::FormPiece;
std::vector<StackPiece> stack_pieces(const bourgogne::State& s, const std::string& zone,
                                     std::optional<bourgogne::Camp> camp);

// The values the window offers for an argument the map does not give, as (id, words):
// "group" the camp's reinforcements due with their zones (GdB 10.1), "unit" its units in
// the pool (GdB 10.2), "commander" its commanders in the pool (GdB 10); empty for another.
std::vector<std::pair<std::string, std::string>> order_options(const bourgogne::State& s, const ArgSpec& spec,
                                                               bourgogne::Camp camp);

}  // namespace umpire::bourgogneui
