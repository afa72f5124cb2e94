// Lion of the North: baggage trains and looting (LotN 13.2-13.3, 13.14), for
// every battle, and the trains the scenarios keep off the map (Breitenfeld's
// Imperialist train, Lützen's Swedish train) with Breitenfeld's Saxon looters.
//
// A train counter is not a combat unit: it never moves, has no ratings and is
// worth 25 WP to its owner when destroyed (13.14). The trains live in
// Battle::scenario_state["baggage"]:
//   "trains": [{"army": 1, "hex": "W2520", "destroyed": false}, ...]  (index = train id)
//   "burnt":  {"<army id>": n}   off-map train units burnt (at most 4 a battle, the scenarios)
//   "orders": {"<unit>": train}  units under a Destroy Baggage Train order (13.23)
//   "checked": ["<unit>:<train>"] looting checks made (13.32, variant baggage.loot_check_once)
// A guard is a present combat unit of the train's side in its hex (13.22).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "lotn/battle_state.h"
#include "lotn/data_lookup.h"

namespace umpire::lotn {

struct Train {
  int army = 0;
  Hex hex;
  bool destroyed = false;
};

// The trains on the map (in the order placed) and one of them.
int train_count(const Battle& st);
Train train_at(const Battle& st, int train);
// Places a train counter of `army` in `hex` (a scenario's or the umpire's set-up); returns its id.
int add_train(Battle& st, int army, const Hex& hex);
// A scenario's own train hexes ("baggage" in data/lotn/scenarios: Breitenfeld's are reconstructed, the text lists
// none): the army as the map's tags name it ("Swedish"), the train's name, its hexes and their source.
struct ScenarioTrain {
  std::string army, name;
  std::vector<std::string> hexes;
  std::string source;
};
std::vector<ScenarioTrain> scenario_trains(const DataSet& data, const std::string& scenario);
// Whether the scenario's train named `name` (a "missing unit" of the scenario whose hexes the text lacks) stands on
// the map in this mode: the scenario's map tags a train for its army, or its scenario hexes' source is readable.
bool scenario_train_given(const DataSet& data, const std::string& scenario, const std::string& name, Mode mode);
// Places a train in each hex of the map's "baggage" tags (the tag's army by its id); an army the map tags no train
// for gets its scenario's train hexes (scenario_trains) when the battle's mode reads their source (a
// reconstruction: provisional and trial play), each such placement written in the lookup log. Returns how many.
int place_map_trains(Battle& st);
// The combat unit guarding the train (stacked with it, of its side), or -1 (13.22).
int train_guard(const Battle& st, const Board& board, int train);

// ---- the Destroy Baggage Train order (13.22-13.24)

// Why `unit` may not be given a Destroy Baggage Train order now ("" when it may): it must be present,
// undisrupted and unrouted (13.22), and some enemy train must stand undestroyed.
std::string destroy_train_problem(const Battle& st, int unit);
struct DestroyTrainOption {
  int train = -1;
  Hex hex;
  int distance = 0;   // hexes from the unit
  int guard = -1;     // its guard (13.22: forced away first), or -1
};
// The enemy trains the unit may be ordered against, nearest first (empty when destroy_train_problem says no).
std::vector<DestroyTrainOption> destroy_train_options(const Battle& st, const Board& board, int unit);
// Gives the order (places the marker): from now any leader of its side, anywhere, orders it (13.23).
void give_destroy_train_order(Ctx& c, int unit, int train);
// The train the unit is ordered against (the one it destroyed while it returns), or -1.
int destroy_train_target(const Battle& st, int unit);
// 13.23: where a unit under the order must head, as directly as possible: its train's hex while the train stands
// (nullopt when it has no order, or its train is destroyed and it returns to a commander's range).
std::optional<Hex> destroy_train_goal(const Battle& st, int unit);
// 13.23: a unit under the order takes its Individual Order from any leader of its side whose phase it is.
bool destroy_order_leader_ok(const Battle& st, int leader, int unit);
// 13.23: a unit under the order may attack only the guards of its train (true for a unit not under the order).
bool destroy_order_may_attack(const Battle& st, const Board& board, int unit, int target);
// 13.24: the unit starts an Orders Phase adjacent to its unguarded target: d10 <= its present TQ destroys the
// train (25 WP to the owner, 13.14), above it loots (13.33). Call for each unit under the order when the
// phasing leader's Orders Phase starts (or when it is ordered). Returns true when it rolled.
bool destroy_train(Ctx& c, Board& board, int unit);
// Ends the orders that are over (13.23): the unit routed or left the map, or its train is destroyed and it
// stands within the Command Range of a leader of its side. Call when an Orders Phase ends.
void update_destroy_train_orders(Ctx& c, const Board& board);

// ---- looting (13.3)

// 13.32: a unit that has come within 4 hexes (a path not through enemy units or enemy ZOC) of an unguarded,
// undestroyed enemy train rolls d10 (-1 Swedes and Imperialist infantry, +2 Croats, +1 routed); above its
// undisrupted TQ it loots (13.33). Once a unit per train (variant baggage.loot_check_once). Call after each
// move or rout move of a unit. Returns true when it looted.
bool looting_check(Ctx& c, Board& board, int unit);
// 13.33: the unit loots `train` (not destroyed): it is removed as eliminated ("looted") and 10 WP go to the
// looted army, or the looting one (variant victory.looting).
void loot(Ctx& c, int unit, int train, const std::string& why);

// ---- leaving the map (13.34 and the scenarios' off-map trains)

// Whether `unit` may leave the map by choice through `exit` ("" when it may): at Breitenfeld, Swedish (not
// Saxon) cavalry through W4202-W4218 to burn an Imperial train, while fewer than 4 are burnt; at Lützen,
// Imperialist cavalry off the south edge east of the Floßgraben (the map's "exit" tag of its army).
std::string exit_problem(const Battle& st, int unit, const Hex& exit);
// A unit has left the map through `exit`. Call it
//  * from rout_move, right after eliminate(c, unit, "routed off the map", ...) (the unit is off the map): a
//    Croat rolls for Marauding (13.34; not when `pursued_off` by enemy cavalry), a Saxon unit off the north
//    edge between W1010 and E1039 rolls as a Saxon looter (Breitenfeld);
//  * from the movement code when a unit moves off the map by choice (exit_problem() ""), with the unit still
//    on the map: it is removed as eliminated ("off the map", its WP to its army) and burns one enemy train
//    unit off the map (25 WP to the train's owner).
void unit_left_map(Ctx& c, int unit, const Hex& exit, bool pursued_off = false);
// Off-map train units of `army` burnt so far.
int trains_burnt(const Battle& st, int army);

}  // namespace umpire::lotn
