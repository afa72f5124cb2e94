// A command built on the map, for every game's order window (1631's Action
// window, Bourgogne's Orders window): the draft kept between frames (the
// places clicked, the pieces ticked, the other arguments typed or chosen), the
// command it makes, read off the command's argument schema (CommandDef::args)
// so that a command's new or renamed arguments need no change in a window, and
// the live judgement, which waits until the required arguments are given and
// then speaks in words. Without Dear ImGui, but for draw_form_verdict.
#pragma once

#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "session/campaign.h"

namespace umpire::formui {

// What the game's map calls its places and how its window reads clicks.
struct FormKinds {
  std::string place = "area";  // the id kind of the map's places ("area", "zone")
  bool pieces_on_map = false;  // an id of a unit or commander is chosen among the pieces in the first place clicked
  bool drop_off = false;       // a list "drop_off" is built from the pieces left in each place of the path
  // A command without a path takes the one place clicked (another click replaces it);
  // false: the first click is always the army's place and the next ones its path.
  bool one_place = false;
};

// The command being built.
struct CommandDraft {
  std::string command;
  std::string from;                         // the first place clicked: the army's (or the place ordered)
  std::set<std::string> units, commanders;  // ticked
  std::vector<std::string> path;            // the places clicked after `from`
  std::string piece;                        // a single unit or commander argument (pieces_on_map)
  std::vector<std::string> losses;          // the units that take the losses, in the order ticked
  std::map<std::string, std::set<std::string>> drop_off;  // the pieces left in each place of the path
  std::map<std::string, std::string> texts;               // other text, choice and JSON arguments, by name
  std::map<std::string, int> numbers;                     // integer arguments
  std::map<std::string, bool> flags;                      // yes/no arguments
  bool picking = true;                                    // clicks on the map build the command

  // Forgets what the map gave (the places, the ticks, the path); keeps the command and the typed fields.
  void clear_map();
  // Starts another command: everything forgotten but `picking`.
  void restart(std::string next);
};

// How the draft fills an argument of the schema.
enum class FormField {
  Units,       // a list of unit ids: the units ticked
  Losses,      // the list "losses": the units ticked to take the losses, in order
  Commanders,  // a list of commander ids: the commanders ticked
  Path,        // a list of place ids: the places clicked after the first
  DropOff,     // "drop_off" (FormKinds::drop_off): the pieces ticked to stay in a place of the path
  From,        // the place "from": the first place clicked
  Place,       // another place: the place clicked (the last of the path, or the one place)
  Piece,       // one unit or commander (FormKinds::pieces_on_map): chosen in the first place
  Typed,       // anything else: typed or chosen in the window
};
FormField form_field(const ArgSpec& spec, const FormKinds& kinds);
// True when the command takes a path (the places after the first click).
bool takes_path(const CommandDef& def, const FormKinds& kinds);
// True when the clicks make a path (the first click the army's place), false when they give one place.
bool clicks_make_path(const CommandDef* def, const FormKinds& kinds);

// A click on the map: with a path, the first place is the army's and the next
// ones its path (the path's last place again takes it back, the army's own
// adds nothing); with one place, the place clicked (another replaces it).
// False when clicks do not build the command.
bool form_map_click(CommandDraft& d, bool path, const std::string& place);

// Ticks a unit to take the next loss, or takes it back when it is ticked already.
void toggle_loss(CommandDraft& d, const std::string& unit);

// The command the draft makes: every argument the schema declares that the
// draft gives a value (an optional one left empty is left out).
Json form_command(const CommandDef& def, const CommandDraft& d, const FormKinds& kinds);

// A piece the draft may tick in a place.
struct FormPiece {
  std::string id, name;
  bool commander = false;
};

// The live judgement of a command being built.
struct FormVerdict {
  std::vector<std::string> owed;  // the required arguments not given yet, in words (the schema's meanings)
  std::vector<Reason> refusals;   // once nothing is owed: the command's own check (a dry run), in words
  bool allowed() const { return owed.empty() && refusals.empty(); }
};
// Judges `command` (made by form_command) on the campaign as it is: nothing rolled or written.
FormVerdict judge_form(const Campaign& campaign, const CommandDef& def, const Json& command);
// A refusal in words: the engine's "bad arguments for <command>: at /args/<name>: ..."
// becomes the argument's meaning and what is wrong with it; a rule's refusal is kept.
Reason form_words(const CommandDef& def, const Reason& reason);

// ---- Drawn with Dear ImGui, in the game's window

// The pieces with a checkbox each (more than eight scroll in a child `child_id`
// of their own, so what follows stays in view), then "Tick all" and "Tick none".
void draw_piece_ticks(const std::vector<FormPiece>& pieces, CommandDraft& d, const char* child_id);
// The units with a checkbox each, numbered in the order ticked: those that take
// the losses, in that order (more than eight scroll when `child_id` is given).
void draw_loss_ticks(const std::vector<FormPiece>& pieces, CommandDraft& d, const char* child_id);
// "Path: A → B → C", each place named by `name`.
void draw_path_line(const CommandDraft& d, const std::function<std::string(const std::string&)>& name);
// The buttons that take back the path's last place or clear it; while the path is
// empty, the hint to click its places ("areas", "zones") on the map.
void draw_path_buttons(CommandDraft& d, const std::string& place, const std::string& places);

// Draws the verdict: the rules' yes in green (`allowed`, "The rules allow this order."),
// the refusals in red, or, while arguments are owed, what is still to give, greyed.
void draw_form_verdict(const FormVerdict& verdict, const char* allowed);
// A typed field's label: the argument's name in words ("pick up", not "pick_up"), "(optional)" when it is.
std::string field_label(const ArgSpec& spec);

}  // namespace umpire::formui
