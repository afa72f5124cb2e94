// The Action window's logic, without Dear ImGui: the commands it offers and
// the pieces it may tick; the draft, the map's clicks and the command it
// makes are the kit's command form (ui/command_form.h), read off the
// command's argument schema, with 1631's areas and pieces chosen on the map.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "1631/state.h"
#include "session/campaign.h"
#include "ui/1631/flammes_ui.h"
#include "ui/command_form.h"

namespace umpire::flammesui {

// The action commands (1631 §6) and the umpire's relocation, in the order
// offered; only those the game declares are shown.
struct ActionChoice {
  const char* command;
  const char* label;
};
const std::vector<ActionChoice>& action_choices();

// 1631's map for the command form: areas; a unit or commander argument chosen in the army's area;
// every click after the first makes the path.
const formui::FormKinds& action_kinds();

// How the draft fills an argument of the schema.
enum class DraftField {
  Units,       // a list of unit ids: the units ticked
  Losses,      // the list "losses": the units ticked to take the losses, in order
  Commanders,  // a list of commander ids: the commanders ticked
  Path,        // a list of area ids: the areas clicked after the first
  From,        // the area "from": the first area clicked
  Area,        // another area: the last area clicked
  Piece,       // one unit or commander: chosen in the army's area
  Typed,       // anything else: typed or chosen in the window
};
DraftField draft_field(const ArgSpec& spec);

// Ticks a unit to take the next loss, or takes it back when it is ticked already.
using formui::toggle_loss;

// The command the draft makes: every argument the schema declares that the
// draft gives a value (an optional one left empty is left out).
Json draft_command(const CommandDef& def, const ActionDraft& draft);

// The units and commanders standing in an area the draft may tick: those of
// `side`, or everyone's when `side` is empty (the umpire's relocation).
using ArmyPiece = formui::FormPiece;
std::vector<ArmyPiece> army_pieces(const flammes::State& s, const std::string& area, std::optional<flammes::Side> side);

}  // namespace umpire::flammesui
