// The umpire's truth for a 1631 campaign (1631 §1-§3, §11): the map, every unit
// and commander, the cities' markers and sieges, the regions' ravaged levels,
// the tracks, and where the game stands in its sequence. Immutable: a command
// copies it and returns the copy (the map is shared between copies). Each
// procedure keeps its own part: the action in progress (action.h), the supply
// phase (supply_state.h), the combats (combat_state.h).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "1631/map.h"
#include "core/game.h"

namespace umpire::flammes {

inline constexpr const char* kGameId = "1631";

// The two factions (1631 §3). Saxony and Brandenburg are powers that start
// neutral and may join the Swedes for good (1631 §6.7).
enum class Side { Swedish, Imperial };
const char* to_string(Side s);  // "swedish", "imperial": the players' ids
const char* words(Side s);      // "Swedes", "Imperials"
Side other(Side s);
Side side_from(const JsonCursor& c);

enum class Nation { Swedish, Saxon, Imperial, League };
const char* to_string(Nation n);  // "swedish", "saxon", "imperial", "league"
const char* words(Nation n);      // "Swedish", "Saxon", "Imperial", "League"
Nation nation_from(const JsonCursor& c);

enum class Arm { Infantry, Cavalry, Artillery };
const char* to_string(Arm a);  // "infantry", ...
const char* words(Arm a);      // "Infantry", ...
Arm arm_from(const JsonCursor& c);

// Where a counter is (1631 §2.1, §2.4.1, §7.7).
enum class Where { Map, Track, Pool };

// A unit: 2 steps Fresh, 1 Spent, 0 destroyed (1631 §2.1).
struct Unit {
  std::string id;    // "swe_inf_1"
  std::string name;  // "Swedish Infantry 1"
  Nation nation = Nation::Swedish;
  Arm arm = Arm::Infantry;
  int battle = 2, assault = 1;  // the counter's two strengths (1631 §7.6)
  int steps = 2;
  Where where = Where::Map;
  std::string area;     // on the map
  bool inside = false;  // inside the area's city (a garrison's unit)
  int box = 0;          // on the turn track: the supply box S1..S10 it arrives at
  bool recruit = false; // on the turn track as a recruit (1631 §9.1.4), not a scheduled reserve (1631 §9.3)
  bool fresh() const { return steps == 2; }
  bool on_map() const { return where == Where::Map && steps > 0; }
};

// A commander (1631 §2.1, §8): not a unit, takes no hits, needs no supply.
struct Commander {
  std::string id;    // "gustav"
  std::string name;  // "Gustav Adolf"
  Nation nation = Nation::Swedish;
  int skill_fresh = 1, skill_spent = 0;
  bool fresh = true;
  bool dead = false;
  int spent_at = 0;  // the action serial in which he last became Spent (1631 §8)
  std::string area;
  bool inside = false;
  int skill() const { return fresh ? skill_fresh : skill_spent; }
};

// A city's marker (1631 §3.1).
enum class Marker { None, Swedish, Imperial, PrintedSaxon, PrintedBrandenburg };
const char* to_string(Marker m);
Marker marker_from(const JsonCursor& c);

struct City {
  Marker marker = Marker::None;
  bool sacked = false;            // its SP is 1 for good (1631 §7.9.2)
  bool siege_attrition = false;   // 1631 §9.2
  int siege_pool = 0;             // 1631 §9.2.1
  bool besieged_neutral = false;  // a neutral city the Imperials chose to besiege (1631 §7.5.1)
  // The pool left when siege attrition ended while the city stays besieged (1631 §9.2.1); -1: none. Used
  // again if siege attrition resumes, when the setting "sieges.new_pool" is off.
  int kept_pool = -1;
  // Siege attrition ended, but with the setting "sieges.sp_back_at_once" off its SP come back only at the next
  // supply phase's SP step (1631 §9.1.1, §9.2.1); until then the city gives its owner none.
  bool sp_withheld = false;
  bool operator==(const City&) const = default;
};

// The Révolte counter (1631 §10.2).
enum class Revolte { OnTrack, Fresh, Spent, Removed };
const char* to_string(Revolte r);

// Where the game stands (1631 §4).
enum class Phase { Initiative, Campaign, Supply, Over };
const char* to_string(Phase p);

struct Tracks {
  int turn = 1;                       // 1..10
  Phase phase = Phase::Initiative;
  int action = 0;                     // 1..5 within the campaign phase, 0 before the first
  int serial = 0;                     // actions taken in the whole game, for the commanders' refresh (1631 §8)
  Side initiative = Side::Swedish;    // this turn's (1631 §5)
  bool initiative_rolled = false;     // for this turn
  int diplomacy = 0;                  // the diplomacy track (1631 §6.7.1)
  bool brandenburg_allied = false, saxony_allied = false;
  int panic_turn = 0;                 // the turn the Habsburg Panic happened, 0 never (1631 §10.1)
  Revolte revolte = Revolte::OnTrack;
  int revolte_box = 4;                // while on the track: S4, S5 or S6
  int revolte_turn = 0;               // the turn it started (1631 §10.2)
  bool magdeburg_reduced = false;     // captured by the Imperials: 6 VP for good (1631 §10.6)
  std::vector<int> vp_history;        // Swedish VP at the end of each supply phase (1631 §9.4.2)
  std::optional<Side> winner;         // once decided
  std::string result;                 // "Swedish major victory", ... once the game is over
};

// The scenario's fixed facts that are data (data/1631/scenario.json).
struct Scenario {
  std::vector<int> winter_turns;  // 1631 §10.5 (reconstructed)
  int last_turn = 10;
  std::string magdeburg, frankfurt, dresden, werben;  // the areas the special rules name
  std::string panic_area;                             // Schlesien (1631 §10.1)
  std::string revolte_area;                           // Franken (1631 §10.2)
  std::map<std::string, int> strategic_weight;        // area -> VP per unit of advantage (1631 §9.4.1)
  std::string source;
};

class State : public GameState {
 public:
  MapPtr map;
  std::shared_ptr<const Scenario> scenario;
  std::vector<Unit> units;
  std::vector<Commander> commanders;
  std::map<std::string, City> cities;      // area -> its city (every area with a city)
  std::map<std::string, int> ravaged;      // region -> 0, 1 or 2 (1631 §9.1.3)
  Tracks tracks;
  Json action = nullptr;   // the action in progress (action.h), null between actions
  Json supply = nullptr;   // the supply phase in progress (supply_state.h), null outside it
  Json combats = Json::array();  // the combats fought or pending (combat_state.h)

  Json to_json() const override;

  const Unit* unit(const std::string& id) const;
  Unit& unit_mut(const std::string& id);  // throws std::out_of_range naming the id
  const Commander* commander(const std::string& id) const;
  Commander& commander_mut(const std::string& id);
  const City* city(const std::string& area) const;
  City& city_mut(const std::string& area);
  bool winter() const;  // 1631 §10.5
};

State state_from_json(const JsonCursor& c);

// The 1631 state of a campaign, and the campaign with a new one: what every command reads and returns.
const State& state_of(const CampaignState& cs);
CampaignState with_state(const CampaignState& cs, State s);

// Who controls a unit or commander now: the Swedes, the Imperials, or nobody
// (a Saxon before Saxony joins, 1631 §3).
std::optional<Side> controller(const State& s, Nation n);
// The side a city's marker belongs to: Swedish, Imperial, or (printed marker)
// the Swedes once that power has joined; nullopt for none or a neutral power.
std::optional<Side> owner(const State& s, const std::string& area);

}  // namespace umpire::flammes
