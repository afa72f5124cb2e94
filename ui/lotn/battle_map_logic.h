// Lion of the North: what the battle's hex map shows, worked out without Dear
// ImGui (tests/lotn_ui/battle_map_test.cpp): the waiting decision's options
// placed on the map, which of them lie in a hex, the counters stacked in a
// hex, the values of a selected unit or leader with where each value not
// printed comes from, and the header line.
//
// An option is placed by what the engine says it is about (its refs,
// lotn/option_refs.h: the unit, the targets, the hexes moved to with their
// facing, the hex fired at). A request none of whose options has refs (one
// the engine builds without them: an advance after shock, a decision added
// later) is placed the older way, from the option ids (sequence.h lists them:
// a unit to order, a Line, a move "W2321:2" or "W2321-W2322:2", "fire
// <target>", "caracole <hex> at <target>", a leader's ride...) and, for a shock
// designation, the unit names in its words.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/decisions.h"
#include "lotn/battle_state.h"
#include "ui/map/geometry.h"

namespace umpire::lotnui {

// ---- the decision's options on the map

enum class OptionKind {
  Unit,          // a unit to give an order to (its id)
  Leader,        // a leader (a tie of Initiative, an Elite phase, a Trump, a Re-Activation)
  Line,          // a Line Command: "line 1 W2321" (the hex of its first unit)
  Move,          // a move or a wheel: the hex(es) moved to and the vertex faced
  Ride,          // a leader's ride: a hex
  Fire,          // "fire <hex>[ salvo| flank| split...]": the target hex
  Caracole,      // "caracole <hex> at <target>"
  RetreatFire,   // "retreat fire <target> back to <hex>"
  CreepingFire,  // "creeping fire <target> step <move>"
  Train,         // "train <hex>": to destroy the baggage train there
  Shock,         // a shock designation (LotN 9.21, 9.43): "shock", "charge", "join<k>", "charge<k>" of the unit asked;
                 // a counter-charge (9.46): "counter"
  DeathStar,     // a Death Star's move (optional LotN 10.14-10.15): "death star W2521:0[ line]"
};

struct PlacedOption {
  std::string id, words;
  OptionKind kind = OptionKind::Unit;
  std::vector<lotn::Hex> hexes;     // where it is drawn and clicked: the unit's hexes, the hexes moved to, the target
  int facing = -1;                  // a move: the vertex faced (In Column: the hexside)
  int unit = -1, leader = -1;       // the unit or leader the option names
  std::optional<lotn::Hex> target;  // caracole, retreat fire, creeping fire: the hex fired at
  std::string mark;                 // a short tag drawn beside the mark: "salvo", "flank", "2 hexes"
  std::vector<int> targets;         // a shock: the enemy units it attacks (their hexes are `hexes`; `unit` attacks)
  std::vector<int> units;           // a Line's units; a Death Star's tercios, the front one first
  std::vector<lotn::Hex> places;    // a Death Star: where each of `units` ends (`hexes` is the front one's, `facing`)
  bool line = false;                // a Death Star's step up into line (10.15): the two rear tercios beside the front
  bool advice = false;              // the doctrine's pick
};

// The options of a decision: those that are places, and the others (kept as buttons).
struct MapOptions {
  std::vector<PlacedOption> placed;
  std::vector<std::string> others;  // option ids not on the map
};

// One option on the map by its refs, or nullopt when it has none or one names no unit, leader or hex of the
// battle on the map.
std::optional<PlacedOption> place_by_refs(const lotn::Battle& st, const DecisionOption& option);
// Whether any option of the request has refs (then every option is placed by its refs alone).
bool has_refs(const DecisionRequest& request);
// One option on the map by its id alone, or nullopt when it is not a place ("done", "rally", "hold", "activate"...).
std::optional<PlacedOption> place_option(const lotn::Battle& st, const DecisionOption& option);
MapOptions place_options(const lotn::Battle& st, const DecisionRequest& request);
// A shock designation without refs ("shock: does <unit> shock?", shock.cpp): the unit asked, by its name, else -1.
int shock_attacker(const lotn::Battle& st, const DecisionRequest& request);
// One option of a shock designation of `attacker`: "shock" / "charge" (the enemies its words name, those in its
// ZOC), "join<k>" / "charge<k>" (an attack already designated: the defenders its words name); nullopt for "hold".
// Drawn as arrows from the attacker to its targets and chosen by a click on a target.
std::optional<PlacedOption> place_shock_option(const lotn::Battle& st, int attacker, const DecisionOption& option);
// The options drawn in a hex (the index into placed), in the request's order.
std::vector<std::size_t> options_at(const MapOptions& options, const lotn::Hex& hex);
// For a click at a vertex of a hex: the option among those of the hex that faces it (a move, a creeping fire's
// step, a Death Star's move by its front tercio's end), else -1.
int option_facing(const MapOptions& options, const std::vector<std::size_t>& at_hex, int vertex);
// A short label for an option in a picker: "face NE (vertex 1)", "salvo", "ride here".
std::string option_short(const lotn::Battle& st, const PlacedOption& option);

// ---- the counters

// The combat units in a hex, in draw order (bottom first), and the leaders there.
struct HexStack {
  std::vector<int> units, leaders;
};
HexStack stack_at(const lotn::Battle& st, const lotn::Board& board, const lotn::Hex& hex);
// The counter's letters: "HI", "TE", "LC"... and its current SP (or guns) and TQ: "4-6".
std::string counter_code(const lotn::Battle& st, int unit);
std::string counter_numbers(const lotn::Battle& st, int unit);
// The markers on a unit: "Disrupted", "Routed", "In Column", "3 hits", "moved", "fired", "abandoned",
// "Exploded Gun (-2)" (optional LotN 8.66).
std::vector<std::string> unit_markers(const lotn::Battle& st, int unit);
// A counter on the map, in world units: its centre, the four corners of its
// rectangle (front left, front right, back right, back left) turned so that its
// front faces the vertex (In Column: the hexside) it faces, and the direction
// it faces (a unit vector; none for a Routed unit, which has no facing, 7.16).
// A double-sized unit lies across both its hexes. `stacked` moves the n-th
// counter of a hex a little up and right, so the ones under it show.
struct CounterShape {
  mapui::Vec2 centre;
  std::array<mapui::Vec2, 4> corners;
  std::optional<mapui::Vec2> front;
};
inline constexpr double kCounterHalf = 0.34;  // half a single counter's side, in hex units
CounterShape counter_shape(const lotn::Battle& st, int unit, int stacked = 0);
// A single counter in line standing in `hex` facing `vertex` (where an option would put it).
CounterShape counter_shape_at(const lotn::HexGrid& grid, const lotn::Hex& hex, int vertex);
// A Death Star's move: each tercio's counter at its place, the formation's outline (empty for other options).
std::vector<CounterShape> formation_shapes(const lotn::Battle& st, const PlacedOption& option);
// A Death Star's move: an arrow from each tercio that moves to its place (from its counter's centre to the
// place's), the rear ones' step up into line among them.
struct Arrow {
  mapui::Vec2 from, to;
  int unit = -1;
};
std::vector<Arrow> formation_arrows(const lotn::Battle& st, const PlacedOption& option);

// The compass word of a vertex on the map (the map file's words), else "vertex 2".
std::string vertex_words(const lotn::MapData& map, int vertex, bool in_column);

// ---- the selection panel

// One value: what it is, its value now (and printed where they differ), and
// where it comes from when it was not printed ("" when printed).
struct ValueLine {
  std::string label, value, provenance;
};
std::vector<ValueLine> unit_values(const lotn::Battle& st, int unit);
std::vector<ValueLine> leader_values(const lotn::Battle& st, int leader);
// The notes under the values: one per distinct provenance, naming the values
// it covers ("Initiative, Charisma not printed: ..."), and each line's note
// number (1-based; 0 for a printed value).
struct ProvenanceNotes {
  std::vector<int> number;
  std::vector<std::string> notes;
};
ProvenanceNotes provenance_notes(const std::vector<ValueLine>& lines);
// The counter a scenario unit or leader was read from (its id stripped of a copy's ".2"), or "".
std::string counter_of(const lotn::Battle& st, const std::string& id);

// ---- the header

struct HeaderWords {
  std::string turn;        // "Turn 3, 1500"
  std::string phase;       // "Tilly's Orders Phase (initial)"
  std::string visibility;  // "", or "Visibility: heavy fog or dark"
  std::string decider;     // "The Swedes to decide", "The umpire decides", "" when nothing waits
  std::string as_of;       // "As ordered so far: ...", when the map shows the position the move has reached
};
// `as_ordered`: `st` is the position as of the waiting decision (GuiContext::position), not the move's start.
HeaderWords header_words(const lotn::Battle& st, const DecisionRequest* waiting, bool as_ordered = false);

// The last n lines of the battle's log, oldest first.
std::vector<std::string> last_rulings(const lotn::Battle& st, std::size_t n);

}  // namespace umpire::lotnui
