// Soldier King movement (rulebook 10.2-10.8; digest P-02, P-03, P-05): the
// pure rules for one column's or one officer's path in one march, and for
// entrenching, and the commands that make marches (movement_commands.cpp).
//
// A path is the list of boxes after the start, in order. Each leg (consecutive
// boxes) must be joined by a transport line of the kind the march uses. When
// two boxes are joined by lines of several kinds (a road and a river, say),
// the leg may use any of them: the check tries every way of moving (by road,
// by highway, by road and highway for cavalry and officers, upstream,
// downstream) and the path is legal when one of them is. The refusal reported
// is the one of the way of moving that comes closest (fewest reasons; land
// before river).
#pragma once

#include <string>
#include <vector>

#include "core/game.h"
#include "soldier_king/state.h"

namespace umpire::sk {

// How a march travels (10.3): one kind for the whole march.
enum class MoveMode { Road, Highway, Land, RiverUp, RiverDown };
const char* to_string(MoveMode m);

// The verdict on one path, with what the move does when it is legal.
struct PathPlan {
  std::vector<Reason> reasons;         // empty: legal
  MoveMode mode = MoveMode::Road;      // the way of moving found legal
  std::vector<LineType> legs;          // the line type used for each leg
  std::vector<std::string> infiltrated;  // hostile boxes passed through (10.6)
  bool attack = false;                 // it ends in a box holding hostile troops (10.5)
};

// Whether a box holds troops (columns or garrisons) hostile to `faction` (G-07).
bool holds_hostile_troops(const SkState& s, const std::string& faction, const std::string& box);
// Whether a box holds any hostile light cavalry unit, in a column or a garrison (10.6, G-07).
bool holds_hostile_light_cavalry(const SkState& s, const std::string& faction, const std::string& box);
// Marches a column may take part in this turn: 2, or 1 in Winter (10.4, 10.3.4).
int march_limit(const SkState& s);

// One column's path for one march (P-02): line kinds and distances (10.3.1-
// 10.3.3, G-24), stopping in and never entering by river a hostile box (10.5),
// infiltration (10.6, G-07), the per-turn march limit (10.4, 10.3.4). Does not
// check whose turn it is or where the march starts (see sk.march).
std::vector<Reason> check_column_path(const SkState& s, const Column& column, const std::vector<std::string>& path,
                                      bool infiltrate);
PathPlan plan_column_path(const SkState& s, const Column& column, const std::vector<std::string>& path, bool infiltrate);

// An officer moving alone (P-03, 10.7): 3 boxes by road/highway, 2 upstream,
// 3 downstream, river and land not mixed [D], every box of the path friendly
// at the start of the turn (held by his own faction then; allies' boxes do not
// count). A DC commanding a column moves with it and is refused here.
std::vector<Reason> check_officer_path(const SkState& s, const Officer& officer, const std::vector<std::string>& path);
PathPlan plan_officer_path(const SkState& s, const Officer& officer, const std::vector<std::string>& path);

// Entrenching (P-05, 10.8-10.8.1): marches it costs in `box` (1 in a
// recruiting city, else 2), and the reasons these columns may not entrench
// there now: an infantry column among them (10.8), each in the box, the
// player's, not already entrenched, within its march limit; 2-march
// entrenching is done at once and so never in Winter (G-24).
int entrench_cost(const SkState& s, const std::string& box);
std::vector<Reason> check_entrench(const SkState& s, const std::string& box, const std::vector<std::string>& columns);

// Boxes joined to `box` by any transport line, each once, in the map's line order.
std::vector<std::string> joined_boxes(const Map& map, const std::string& box);

// Where a column can legally go in one march (10.2-10.6, 10.4): every path of 1
// and 2 boxes from its box over the transport lines (no march goes farther,
// 10.3.1-10.3.3), legal for plan_column_path on `s`; each box once, by its
// shortest legal path. The Orders window's range and the orders sheet's.
struct MarchReach {
  std::string box;
  std::vector<std::string> path;
  PathPlan plan;
};
std::vector<MarchReach> march_range(const SkState& s, const Column& column, bool infiltrate);

// "A → B (road) → C (road)", "A → B (river, downstream)" with box names.
std::string describe_path(const SkState& s, const std::string& from, const std::vector<std::string>& path,
                          const PathPlan& plan);

// sk.march, sk.entrench and the umpire's sk.set_turn (movement_commands.cpp).
std::vector<CommandDef> movement_commands();

}  // namespace umpire::sk
