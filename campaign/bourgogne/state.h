// The umpire's truth for a campaign of Les Guerres de Bourgogne (GdB 1-14): the
// map, every unit and commander, the zones' control markers, the tracks (turn,
// VP, the alliance table), the pools and the reinforcements still to come, and
// where the game stands in its sequence. Immutable: a command copies it and
// returns the copy (the map and the scenario are shared between copies). The
// combats of a phase are their procedure's own part (State::combats).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "bourgogne/map.h"
#include "bourgogne/powers.h"
#include "core/game.h"

namespace umpire::bourgogne {

inline constexpr const char* kGameId = "bourgogne";

// The unit types (GdB 3).
enum class UnitType { Ar, Cr, Cu, Ca, Ga, Ch, Hb, Pi };
inline constexpr UnitType kUnitTypes[] = {UnitType::Ar, UnitType::Cr, UnitType::Cu, UnitType::Ca,
                                          UnitType::Ga, UnitType::Ch, UnitType::Hb, UnitType::Pi};
const char* to_string(UnitType t);  // "Ar", as on the counters
const char* type_name(UnitType t);  // "Archers"
UnitType unit_type_from(const JsonCursor& c);
std::optional<UnitType> unit_type_named(const std::string& id);  // "Ar" -> Ar; nullopt when unknown
bool shoots(UnitType t);  // Ar, Cr, Cu, Ca (GdB 9.1)

// Where a counter is.
enum class Where {
  Map,      // in a zone
  Pool,     // eliminated, in its camp's pool (GdB 8, 9.6): replacements come from here (GdB 10.2)
  Waiting,  // not yet in play: a reinforcement to come (GdB 10.1, 14)
  Removed,  // out of the game: an ally turned neutral (GdB 11)
};
const char* to_string(Where w);

// A unit counter: 2 SS full, 1 SS reduced (GdB 2); a Ca has 1 SS only, and two
// sides, the Burgundian-owned and the Swiss-owned cannon (GdB 3, fn1). Its
// values are the counter's (data/bourgogne/counters.json), copied into the
// campaign so that the umpire may correct them for it.
struct Unit {
  std::string id;    // "bur_pi_1"
  std::string name;  // "Burgundian Pikemen 1"
  Power power = Power::Burgundy;
  UnitType type = UnitType::Pi;
  int cf_full = 4, cf_reduced = 2;      // combat factor (a Ca: its Burgundian side / its Swiss side)
  int mp = 2, rof = 0;                  // movement points, range of fire in tactical zones
  int rp_full = 3, rp_reduced = 2;      // replacement cost of each side (GdB 10.2)
  int ss = 2;                           // 2 full, 1 reduced; 0 in the pool or waiting
  std::optional<Camp> ca_owner;         // a Ca: whose side it shows (captured: GdB 9.6)
  Where where = Where::Waiting;
  std::string zone;                     // on the map
  bool moved = false;                   // moved in this phase (fatigue, GdB 8)
  std::string arrival;                  // waiting: the reinforcement group that brings it (scenario)

  bool on_map() const { return where == Where::Map; }
  bool full() const { return ss >= 2; }
  // The combat factor now (GdB 3): full or reduced side; a Ca its owner's side.
  int cf() const;
};

// A commander (GdB 3): his historical side (named) and his anonymous side.
struct Side3 {
  int rank = 2, tc = 2, mp = 3;  // stars, tactical capacity, movement points
  bool operator==(const Side3&) const = default;
};

struct Commander {
  std::string id;    // "charles"
  std::string name;  // "Charles the Bold"
  Power power = Power::Burgundy;
  Side3 historical, anonymous;
  bool is_historical = true;  // flipped to his anonymous side by a "*" or a fire roll of 1 (GdB 9.1, 9.6)
  Where where = Where::Waiting;
  std::string zone;
  bool on_top = false;  // at the top of his camp's stack (an army) or at the bottom (a garrison): GdB 7.1
  int mp_used = 0;      // in this phase (GdB 7.1)
  std::string arrival;  // waiting: the reinforcement group that brings him

  const Side3& now() const { return is_historical ? historical : anonymous; }
  bool on_map() const { return where == Where::Map; }
};

// A zone's changing state (GdB 6.1, 12.1).
struct ZoneState {
  std::optional<Camp> marker;     // the control marker on an objective zone
  std::optional<Camp> vp_holder;  // who scored its VP last (objective_vp_model "holder")
  bool operator==(const ZoneState&) const = default;
};

// The sequence (GdB 5): phase A (the Burgundians act), B (the Swiss), C (both).
enum class Phase { Burgundian, Swiss, Communal, Over };
enum class Step {
  Reinforcements,  // A1/B1: reinforcements and replacements (GdB 10)
  Movement,        // A2/B2: strategic movement (GdB 7.1)
  Fatigue,         // A3/B3: fatigue and desertion (GdB 8, T1)
  Battles,         // A4/B4 (GdB 9)
  Sieges,          // A5/B5 (GdB 9.4)
  Diplomacy,       // C1: allies turned neutral leave; France (GdB 11, 13)
  Record,          // C2: the VP recorded (GdB 12.1)
  End,             // C3: the end of the turn; after turn 12 the victory (GdB 12.2)
};
const char* to_string(Phase p);
const char* to_string(Step s);
const char* words(Step s);  // "fatigue and desertion"

struct Tracks {
  int turn = 1;  // 1..12
  Phase phase = Phase::Burgundian;
  Step step = Step::Reinforcements;
  std::map<Camp, int> vp{{Camp::Burgundy, 0}, {Camp::Swiss, 0}};
  // Table 4 (GdB 11): each ally's pointer, in squares from the neutral centre;
  // 0 neutral; absent: not on the table (Lorraine before turn 4, France).
  std::map<Power, int> pointers;
  std::optional<Camp> france;  // the camp France joined (GdB 13), once
  int france_turn = 0;         // the turn it joined
  // The conditional reinforcements (GdB 10.1): triggered (the turn), received.
  std::map<Camp, int> conditional_triggered;  // camp that receives -> the turn it was triggered
  std::map<Camp, bool> conditional_received;
  std::map<Camp, int> rp_left;         // this phase's unspent RP (GdB 10.2)
  std::vector<std::map<Camp, int>> vp_record;  // at C2 of each turn (GdB 12.1)
  std::optional<Camp> winner;          // once decided
  std::string result;                  // "Swiss decisive victory", ... once the game is over
};

// The scenario's fixed facts that are data (data/bourgogne/scenario.json).
struct Reinforcement {
  std::string id;                   // "charles_army"
  std::string name;                 // "Charles the Bold's army"
  int turn = 0;                     // 0: conditional or French (not by turn)
  std::string kind = "scheduled";   // "scheduled", "conditional", "france"
  std::optional<Camp> camp;         // conditional/scheduled: the camp; France: whichever it joins
  std::vector<std::string> zones;   // where it may enter (one of); empty: the power's placement zones
  bool together = true;             // placed as one stack
  std::string rule, source;
};

struct Scenario {
  int last_turn = 12;
  std::vector<int> bad_weather_turns;  // GdB 1, T1: turns 2, 7, 12
  std::vector<Reinforcement> reinforcements;
  std::map<Camp, std::vector<std::string>> trigger_zones;  // entering these gives the OTHER camp its conditional
  int lorraine_turn = 4, lorraine_entry_turn = 5, france_from_turn = 7;
  std::string british_zone = "54", french_zone = "52";
  // Table 4 (GdB 11): squares per zone, the start squares and the VP of each ally's neutrality.
  int constant_squares = 2, doubt_squares = 2;
  std::map<Power, int> start_pointer;
  std::map<Power, int> neutral_vp;
  std::vector<int> victory_levels;  // crushing, decisive, marginal (GdB 12.2)
  std::string source;
  const Reinforcement* reinforcement(const std::string& id) const;
};

class State : public GameState {
 public:
  MapPtr map;
  std::shared_ptr<const Scenario> scenario;
  std::vector<Unit> units;
  std::vector<Commander> commanders;
  std::map<std::string, ZoneState> zones;  // zone id -> its state (only zones with something to say)
  Tracks tracks;
  Json combats = Json::array();  // the battles and sieges of this phase, their procedure's own (combat_state.h)
  // The sequence's own marks (sequence_marks.h): who rolled for fatigue, the RP
  // spent, the allies turned neutral this turn, France's rolls.
  Json sequence = Json::object();

  Json to_json() const override;

  const Unit* unit(const std::string& id) const;
  Unit& unit_mut(const std::string& id);  // throws std::out_of_range naming the id
  const Commander* commander(const std::string& id) const;
  Commander& commander_mut(const std::string& id);
  const ZoneState& zone(const std::string& id) const;  // an empty state when none is kept
  ZoneState& zone_mut(const std::string& id);
  bool bad_weather() const;  // GdB 1: turns 2, 7, 12
  std::optional<Camp> active() const;  // the camp acting in this phase; nullopt in phase C
};

State state_from_json(const JsonCursor& c);

// The Bourgogne state of a campaign, and the campaign with a new one: what every command reads and returns.
const State& state_of(const CampaignState& cs);
CampaignState with_state(const CampaignState& cs, State s);

// The camp a power serves now: its start camp while allied (France: the camp it
// joined), nullopt while neutral (GdB 11, 13).
std::optional<Camp> camp_of(const State& s, Power p);
// A unit's camp now: a Ca the camp it shows; others their power's.
std::optional<Camp> camp_of(const State& s, const Unit& u);
std::optional<Camp> camp_of(const State& s, const Commander& c);
// Table 4: the pointer's zone (GdB 11).
enum class Allegiance { Constant, Doubt, Neutral, Absent };
Allegiance allegiance(const State& s, Power p);

}  // namespace umpire::bourgogne
