// Les Guerres de Bourgogne: the state of one battle or siege in the engine
// (GdB 9.5), what it reads of the set-up (the contract's convention, see
// tactical_engine.h) and the helpers every step uses. Sides: 0 the attacker
// (the active camp, the besieger), 1 the defender. A place is a half (the side
// whose half it is) and a zone of that half.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "bourgogne/tactical_data.h"
#include "core/append_log.h"
#include "core/decisions.h"
#include "core/dice.h"
#include "core/game.h"
#include "handoff/handoff.h"

namespace umpire::bourgogne_battle {

inline constexpr const char* kSideIds[2] = {"attacker", "defender"};

struct Place {
  int half = -1, zone = -1;  // half -1: not on the map (eliminated, gone to the pool)
  bool on() const { return half >= 0; }
  bool in_rz() const { return half >= 0 && zone == kRZ; }
  bool operator==(const Place&) const = default;
};
std::string place_id(const Place& p);  // "attacker L1", "" off the map
Place place_from_id(const std::string& id);

// The §5.2 settings the engine reads (situation.options; a missing key is its default).
struct Options {
  bool one_melee_per_round = true;          // melees_per_round: one | one_per_attacking_tz
  bool defender_may_melee = false;          // defender_may_melee
  bool table_3_modifiers = false;           // advantage_modifiers: sec_9_3_4 | table_3
  bool siege_round_for_besieger = true;     // siege_ratio_rounding: besieger | defender
  bool clash_double_then_reduce = true;     // clash_combo_order
  bool charge_usable_by_defender = true;    // charge_usable_by_defender
  bool cut_and_thrust_own_hb = true;        // cut_and_thrust_requires_own_hb
  bool loss_order_current = true;           // loss_order_basis: current | printed_full
  bool clash_rest_weakest_first = true;     // clash_remaining_losses: weakest_first | owner_choice
  bool blocked_loss_per_group = true;       // retreat_blocked_extra_loss: per_group | per_unit
  bool siege_fire_commander_check = false;  // siege_fire_commander_check
  bool depleted_to_third_line = true;       // depleted_wing_destination: third_line | defender_choice
  bool ca_fire_over_occupied = false;       // ca_fire_over_occupied
  bool ca_capture_by_move = true;           // ca_capture_by_tactical_move
  bool stranded_to_pool_as_is = true;       // stranded_historical_commander: pool | flip_first
  bool charles_any_cause = true;            // charles_elimination_any_cause
  bool end_on_attacker_retreat = false;     // battle_end_on_attacker_R
  bool retreat_toward_enemy_rear = true;    // retreat_in_enemy_half: enemy_rear | own_half
};
Options read_options(const Json& situation);  // throws UserError for an unknown value

// The unit types (GdB 2), as indexes read once from a counter's type.
enum UnitKind : int { kAr = 0, kCr, kCu, kCa, kGa, kCh, kHb, kPi, kUnitKinds };
inline constexpr const char* kUnitTypes[kUnitKinds] = {"Ar", "Cr", "Cu", "Ca", "Ga", "Ch", "Hb", "Pi"};

// A counter as the set-up gives it.
struct Counter {
  std::string id, name, type, power;
  int kind = -1;  // UnitKind of the type
  int home = 0;  // the side it came with
  int start_ss = 0;
  bool swiss = false;
  int cf_full = 0, cf_reduced = 0, cf_burgundian = 0, cf_swiss = 0, mp = 0, rof = 0;
  bool is_cannon = false, is_shooter = false, is_mounted = false;  // from the type, read once
  bool cannon() const { return is_cannon; }
  bool shooter() const { return is_shooter; }
  bool mounted() const { return is_mounted; }
};

struct Commander {
  std::string id, name, power;
  int side = 0;
  int rank = 1, tc = 1, mp = 3;  // historical side
  int anon_rank = 1, anon_tc = 1, anon_mp = 3;
  bool historical = true, swiss = false, charles = false, campobasso = false;
};

// What the set-up says, read once and shared by every state of the battle.
struct Setup {
  battles::BattleSetup setup;
  std::vector<Counter> counters;
  std::vector<Commander> commanders;
  std::string camp[2];  // "burgundy" / "swiss"
  std::string name[2];  // "Burgundians" / "Swiss"
  bool siege = false, bad_weather = false;
  int turn = 1, fv = 0;
  std::vector<std::string> allies_in_doubt;
  Options options;
  std::string zone_names[2][kZoneCount];  // "Swiss left wing", by half and zone
  bool has_event = false;
  int event_die = 0, event_second = 0;
};
std::shared_ptr<const Setup> read_setup(const battles::BattleSetup& s);
std::vector<Reason> setup_problems(const battles::BattleSetup& s);

struct Piece {
  int side = 0;  // now (a betrayal or a capture changes it)
  int ss = 0;
  Place place;
  std::string ca_owner;  // a Ca: the camp its counter shows
};

struct Chief {
  int side = 0;  // now: the set-up's, or the other camp's after a betrayal (GdB T2)
  Place place;
  bool historical = true;  // the counter's side now
  bool pool = false;       // eliminated as stranded (GdB 9.6)
  bool killed = false;     // flipped by a "*" or a fire roll
};

// The version of the procedure a battle was started under, kept in its state so
// that a battle recorded before a rule was added replays with the decisions it
// was asked: 1 (no "rules" key) left a non-Swiss commander of a mixed zone
// behind on an R and kept a betraying power's commanders in their camp; 2 asks
// the commander and takes the turncoats' commanders along (GdB 9.6, T2).
inline constexpr int kRulesVersion = 2;

struct BattleState : GameState {
  std::shared_ptr<const Setup> s;
  int rules = kRulesVersion;
  std::string phase;
  int round = 0;
  std::vector<Piece> pieces;  // in the set-up's unit order
  std::vector<Chief> chiefs;  // in the set-up's leader order
  int army[2] = {-1, -1};     // the army commander's index
  std::vector<std::string> held[2], revealed[2];
  std::string weather;  // "", "rain", "snow"
  int event_die = 0, event_second = 0;
  std::string event_name;
  int fv = 0;
  int ss_at_start[2] = {0, 0}, l1_minimum[2] = {0, 0};
  int winner = -1;
  std::string ending;
  bool garrison_eliminated = false, besieger_stopped = false;
  bool melee_this_round = false;  // a melee was fought this round (the doctrine's stalemate test)
  std::vector<std::string> changed_camp, to_pool, captured;
  AppendLog<std::string> audit;  // shared between the states of one battle: a move copies only its tail

  Json to_json() const override;
};
std::shared_ptr<BattleState> load_battle_state(const JsonCursor& c);

// ---- helpers every step uses
struct Said {
  std::vector<Event> events;
  AppendLog<std::string>* audit;
  // Whether anyone reads the events (Decisions::narrated): when not, say()
  // keeps nothing and the steps may skip building the words ("if (say.on)").
  bool on = true;
  void operator()(const std::string& text, const std::string& rule);
};

int other(int side);
std::string camp_of(const BattleState& st, int side);
std::string side_name(const BattleState& st, int side);               // "the Burgundians" reads "Burgundians"
const std::string& zone_name(const BattleState& st, const Place& p);  // "Swiss left wing"
int current_cf(const BattleState& st, int unit);
int printed_cf(const BattleState& st, int unit);
int tc_of(const BattleState& st, int side);  // the army commander's TC now (0 without one)
int rank_now(const BattleState& st, int chief);
int mp_now(const BattleState& st, int chief);
std::string chief_name(const BattleState& st, int chief);  // "René de Lorraine" or "anonymous (René de Lorraine)"
std::vector<int> units_at(const BattleState& st, const Place& p);
// How many units of each side stand in each place: [side][half][zone], counted once.
struct Occupancy {
  int n[2][2][kZoneCount] = {};
  int of(int side, const Place& p) const { return p.on() ? n[side][p.half][p.zone] : 0; }
  int any(const Place& p) const { return of(0, p) + of(1, p); }
};
Occupancy occupancy(const BattleState& st);
std::vector<int> chiefs_at(const BattleState& st, const Place& p);
bool fighting(const BattleState& st, int unit);  // on the map outside an RZ
int side_ss(const BattleState& st, int side);    // SS on the map outside the RZ
bool side_out(const BattleState& st, int side);  // no unit outside its RZ (GdB 9.5.10)
int move_cost(const Place& a, const Place& b);   // -1: not adjacent
std::string marker_name(const std::string& id);
std::string marker_list(const std::vector<std::string>& ids);  // "Charge and Ditch"
bool revealed(const BattleState& st, int side, const std::string& marker);
std::string join_words(const std::vector<std::string>& parts);
// Elects the army commander (the highest rank; a tie is asked when `decisions` is given).
void elect_army_commander(BattleState& st, int side, Decisions* decisions, Said& say);
// Ends the battle when Charles the Bold has fallen or a camp has nothing left outside its RZ.
bool check_end(BattleState& st, Said& say);
// The commander eliminated by a "*" or a fire roll: his counter flips (GdB 9.6).
void flip_commander(BattleState& st, int chief, Decisions& decisions, Said& say);
// After a change of army commander: the hidden markers above his TC are discarded, the owner choosing (GdB 9.3.3).
void trim_markers(BattleState& st, int side, Decisions& decisions, Said& say);

}  // namespace umpire::bourgogne_battle
