// What one side of a 1631 campaign may know (ARCHITECTURE promise 4): the View
// its report, its map and the turn summary are written from. The boxed game is
// played open (both players see the whole map); the setting "knowledge" offers
// the umpire's variant, "umpired", in which a side knows:
//  - its own units and commanders (area, Fresh/Spent, inside a city), its
//    reserves on the turn track and its combats;
//  - the tracks (1631 §2.4: turn, initiative, VP, both SP markers, diplomacy,
//    alliances, Révolte, Panic), every city's marker and sack (markers are on
//    the map, 1631 §3.1) and the ravaged regions (1631 §9.1.3): public;
//  - the other forces in the field only in or one line away from an area where
//    it has units or which it besieges (with the setting
//    "knowledge.garrisons_watch", also where only its garrison marker stands);
//    in the same area ("in contact") every unit and commander as it is, one
//    line away only the commanders' names and "strong" or "weak" (setting
//    "knowledge.strong");
//  - never the units inside another's city: a garrison shows as its marker.
// A View is values only, computed for one side; the writers (report.h,
// summary.h) never see the State.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "1631/state.h"

namespace umpire::flammes {

// The settings a view reads, read once from the campaign.
struct ViewSettings {
  bool umpired = false;          // "knowledge": 0 open, 1 umpired
  bool english = true;           // "labels.names": 0 English, 1 German
  int strong = 4;                // "knowledge.strong": units from which a force seen from afar is "strong"
  bool garrisons_watch = false;  // "knowledge.garrisons_watch"
};
ViewSettings view_settings(const CampaignState& cs);

struct UnitView {
  std::string name;  // "Swedish Infantry 3"
  Nation nation = Nation::Swedish;
  Arm arm = Arm::Infantry;
  bool fresh = true;
};

struct CommanderView {
  std::string name;          // "Gustav Adolf"
  bool state_known = true;   // false: seen from afar, only his name
  bool fresh = true;
  int skill = 0;             // current skill (1631 §7.1), when the state is known
};

// One party's forces in one area as the viewer knows them.
struct ForceView {
  std::string area_id;  // for the map view; text shows `area`
  std::string area;     // "Magdeburg" (display name, setting "labels.names")
  std::string region;   // "Mittelelbe", "" for a strategic area
  std::string party;    // "Swedes", "Imperials", "Saxons (neutral)"
  bool exact = true;    // false: seen from one line away, numbers as `strength`
  std::vector<CommanderView> commanders;         // in the field
  std::vector<UnitView> field;                   // exact only
  std::vector<CommanderView> inside_commanders;  // inside the area's city (own forces, or open mode)
  std::vector<UnitView> inside;
  std::string strength;  // "strong" or "weak" when not exact
  std::string seen_from;  // not exact: the viewer's area it was seen from ("Magdeburg")
};

struct CityView {
  std::string area_id, name;
  std::string kind;   // "City", "Fortress"
  int vp = 0, sp = 0;  // now (sacked: 1 SP; Magdeburg reduced: 6 VP)
  std::string marker;  // "Swedish", "Imperial", "Saxon (printed)", "Brandenburg (printed)", "none"
  bool ours = false;   // it belongs to the viewer (1631 §3, §3.1)
  bool sacked = false;
  std::string besieged_by;  // "Swedes"/"Imperials" when the viewer knows it, else ""
  bool siege_attrition = false;  // known: the viewer's city, or one it besieges (1631 §9.2.1)
  int siege_pool = 0;
};

struct TracksView {
  int turn = 1, last_turn = 10;
  bool winter = false;
  std::string phase;      // "initiative", "campaign phase, action 2 of 5 (the Imperials)", "supply phase", ...
  std::string initiative;  // "Swedes", or "not yet decided"
  int vp = 0, sp_swedes = 0, sp_imperials = 0;
  int diplomacy = 0;
  bool brandenburg_allied = false, saxony_allied = false;
  int panic_turn = 0;
  std::string revolte;  // "on the turn track at S4", "Fresh", "Spent", "removed"
  bool magdeburg_reduced = false;
  std::vector<int> vp_history;
  std::string result;  // "" while the game goes on
};

// A combat of State::combats as the viewer knows it. The combat procedure
// owns the records; a view reads what is there and shows nothing it cannot read.
struct CombatView {
  std::string area_id, place;
  int turn = 0;           // 0: not recorded
  std::string situation;  // "Battle", "River assault", "Siege assault", "" when not recorded
  std::string attacker, defender;  // parties' words, "" when not recorded
  std::string role;       // the viewer's: "attacker", "defender", "" (not a party)
  std::string status;     // as recorded: "pending", "fought", ...
  std::string winner;     // words, "" when none yet
  bool captured = false, sacked = false;  // when the record says so (1631 §7.9, §7.11)
  std::vector<std::string> attacking, defending;  // units and commanders by name, where the viewer may know them
};

struct ReserveView {
  int box = 0;  // supply box S1..S10
  std::vector<UnitView> units;
};

struct SideView {
  std::string campaign_name;
  Side side = Side::Swedish;
  std::string side_id;  // "swedish"
  std::string side_name;  // "Swedes"
  bool umpired = false;
  int strong = 4;
  bool garrisons_watch = false;
  TracksView tracks;
  std::vector<ForceView> own;      // map order
  std::vector<ForceView> others;   // the enemy and the neutral powers, as known; map order
  std::vector<std::string> watched;  // umpired: the areas the viewer sees, by name (map order)
  std::vector<std::string> watched_ids;  // the same by id, for the map page
  MapPtr map;            // public: the map every player has (for the map page)
  bool english = true;   // the names' language (setting "labels.names")
  std::vector<CityView> cities;      // every city with a marker, and the viewer's, map order
  std::vector<std::string> ravaged;  // "Mecklenburg (Ravaged)"
  std::vector<ReserveView> reserves;        // the viewer's units on the turn track
  std::vector<ReserveView> enemy_reserves;  // open mode only
  int pool = 0, enemy_pool = -1;            // units in the recruit pool; enemy's -1 when unknown
  std::vector<CombatView> combats;          // those it took part in (open: every one)
};

// The view of `side`; every name follows settings.english.
SideView view(const State& s, const ViewSettings& settings, Side side);
// For the report provider: the recipient is "swedish" or "imperial".
SideView side_view(const CampaignState& cs, const std::string& recipient);

// Shared with the summary (summary.h): public facts in the same words.
TracksView tracks_view(const State& s);
std::string area_name(const State& s, const std::string& area, bool english);
std::string region_name(const State& s, const std::string& region, bool english);
std::vector<std::string> ravaged_regions(const State& s, bool english);
std::string marker_words(Marker m);
// A city as everyone knows it: its name, kind, VP and SP now, marker and sack (1631 §3.1).
CityView public_city(const State& s, const std::string& area, bool english);
// The combats' records, read defensively (objects with at least "area" and
// "status"); `viewer` nullopt: the public reading (no units' names).
std::vector<CombatView> combat_views(const State& s, bool english, std::optional<Side> viewer, bool names);

// The areas `side` sees in the umpired variant: where it has units or which it
// besieges (with garrisons_watch, also where its marker stands), and the areas
// one line away from those.
std::vector<std::string> presence_areas(const State& s, Side side, bool garrisons_watch);
std::vector<std::string> watched_areas(const State& s, Side side, bool garrisons_watch);

}  // namespace umpire::flammes
