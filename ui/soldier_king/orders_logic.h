// The Orders window's logic that needs no window (SK 9, 10): the march being
// drafted (origin, ticked columns with their paths, officers, entrenching),
// path building by clicks on the map, the verdict on each path, a column's
// movement range for one march, and the JSON of the commands it issues.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "core/json_read.h"
#include "soldier_king/movement.h"
#include "soldier_king/supply.h"
#include "soldier_king/state.h"

namespace umpire::skui {

// One piece's orders in the march being drafted.
struct PieceOrder {
  std::string id;                 // column or officer id
  std::vector<std::string> path;  // the boxes after the origin
  bool infiltrate = false;        // light cavalry (SK 10.6)
  bool reopens_supply = false;    // SK 9.5, umpire confirms (only sent when the path ends in an attack)
};

// The march being drafted in the Orders window (kept in SkUi between frames).
struct MarchDraft {
  std::string from;                   // the origin box
  std::vector<PieceOrder> columns;    // ticked columns, in ticking order
  std::vector<PieceOrder> officers;   // officers given a path
  std::set<std::string> entrench;     // columns staying that entrench
  std::string routing;                // the piece whose path map clicks extend ("" none)
  std::string focus;                  // the column whose range and supply the map shows ("" none)
  int drawn_frame = -100;             // the last frame the Orders window was drawn (the overlay shows only then)
  // The Move magazine popup.
  std::string magazine;
  std::vector<std::string> magazine_path;
  // Attrition: the last sk.attrition report's lines, and the allocation form.
  std::int64_t attrition_seq = -1;
  std::vector<std::string> attrition_lines;
  std::string alloc_column, alloc_stand;
  int alloc_sp = 1;
  char alloc_reason[160] = "attrition (SK 9.6.2)";

  bool empty() const { return columns.empty() && officers.empty() && entrench.empty(); }
  void clear_pieces();  // keeps `from`
  PieceOrder* column(const std::string& id);
  PieceOrder* officer(const std::string& id);
  PieceOrder* piece(const std::string& id);  // column or officer
};

// Boxes joined to `box` by any transport line, each once, in the map's line order.
std::vector<std::string> neighbours(const sk::SkState& s, const std::string& box);
// The kinds of the lines joining two boxes ("road", "road/river").
std::string line_kinds(const sk::SkState& s, const std::string& a, const std::string& b);
// Boxes joined to `box` by a river line (a magazine's moves, SK 9.2.1).
std::vector<std::string> river_neighbours(const sk::SkState& s, const std::string& box);

// Boxes holding pieces (columns, or officers) of `faction`, in map order.
std::vector<std::string> boxes_with_pieces(const sk::SkState& s, const std::string& faction);
std::vector<const sk::Column*> columns_in(const sk::SkState& s, const std::string& faction, const std::string& box);
// The officers in the box without a column to command (they may move alone, SK 10.7).
std::vector<const sk::Officer*> loose_officers_in(const sk::SkState& s, const std::string& faction, const std::string& box);

// A click on `box` while a path is built from `from`: the last box again
// removes it, a box already on the path cuts the path back to it, a neighbour
// of the path's end is added. False when the click does nothing.
bool click_path(const sk::SkState& s, const std::string& from, std::vector<std::string>& path, const std::string& box);
// A map click with the draft: extends the path of the piece being routed.
// True when it was used (the map does not select the box then).
bool click_draft(const sk::SkState& s, MarchDraft& d, const std::string& box);

// The verdict on one column's path.
struct PathVerdict {
  bool empty = true;         // no path yet
  bool legal = false;
  sk::PathPlan plan;
  std::string text;          // "A-dorf → B-dorf (road)" or the refusals, one per line
};
PathVerdict judge_column(const sk::SkState& s, const std::string& from, const PieceOrder& o);
// An officer alone, or with a column of the draft when his path is the
// column's or its first part (P-03.3, as sk.march decides).
PathVerdict judge_officer(const sk::SkState& s, const MarchDraft& d, const PieceOrder& o);

// Where a column can legally go in one march: every path of 1 and 2 boxes from
// its box over the line graph, legal for plan_column_path; each box once, by
// its shortest legal path.
struct Reach {
  std::string box;
  std::vector<std::string> path;
  bool attack = false;
};
std::vector<Reach> column_range(const sk::SkState& s, const sk::Column& c, bool infiltrate);

// The commands.
Json march_command(const sk::SkState& s, const MarchDraft& d);  // sk.march
Json entrench_command(const std::string& box, const std::set<std::string>& columns);  // sk.entrench
Json move_magazine_command(const std::string& magazine, const std::vector<std::string>& path);
Json supply_check_command();
Json attrition_command(const std::string& box = "");  // "" = every box
Json set_strength_command(const std::string& stand, int sp, const std::string& reason);
// sk.allocate_attrition: every loss owed (both empty), or one column's or box's, spread over the stands.
Json allocate_attrition_command(const std::string& column = "", const std::string& box = "");

// "March 3 of 5 (3 remaining)", or "All 5 marches used".
std::string march_counter(const sk::Turn& t);

}  // namespace umpire::skui
