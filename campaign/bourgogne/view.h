// What one camp of Les Guerres de Bourgogne may know (ARCHITECTURE promise 4):
// the CampView its report and map page are written from. The setting
// "knowledge" chooses between:
//  - "open", the boxed game: every stack on the map is seen where it stands,
//    with its form (an army, a commander on top, or a garrison, GdB 7.1) and,
//    for an army, the commander on top; never its contents, for "stacks of
//    counters, army or garrison, cannot be examined by the opponent" (GdB 7.1);
//  - "umpired": its own forces whole; the enemy's stacks, as above, only in the
//    zones where the camp has a stack and in the zones next to those; elsewhere
//    nothing, and the control of a zone it does not see only as its marker or
//    its land shows it (GdB 6.1).
// Public in both: the turn and the weather (GdB 1), both camps' VP (GdB 12.1),
// Table 4's pointers (GdB 11), France (GdB 13), every objective's control
// marker (GdB 6.1), the scenario's reinforcement schedule (GdB 14) and the
// combats' places, camps and outcomes. The enemy's pool and waiting counters
// are never listed; its number of units in the pool in the open game only.
// A view is values only; the writers (report.h, summary.h) never see the State.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "bourgogne/state.h"

namespace umpire::bourgogne {

struct ViewSettings {
  bool umpired = false;  // "knowledge": 0 open, 1 umpired
};
ViewSettings view_settings(const CampaignState& cs);

struct UnitView {
  std::string name;     // "Swiss Pikemen 1"
  std::string type;     // "Pikemen"
  int ss = 2;           // 2 full, 1 reduced (GdB 2)
  int cf = 0;           // its combat factor now (GdB 3)
  bool moved = false;   // moved this phase (GdB 8)
  std::string ca_side;  // a cannon: "Burgundian side" / "Swiss side" (GdB 9.6), else ""
};

struct CommanderView {
  std::string name;  // "Charles the Bold", or "an anonymous commander" (his flipped side, GdB 9.6)
  bool historical = true;
  int rank = 0, tc = 0, mp = 0;  // the side he shows now (GdB 3)
  bool on_top = false;           // army (top) or garrison (bottom), GdB 7.1
};

// One camp's stack in one zone (GdB 7.1), as the viewer knows it.
struct StackView {
  std::string zone_id;        // for the map page; text shows `zone`
  std::string zone;           // "Bern (19)"
  std::string camp_id, camp;  // "swiss", "Swiss"
  bool army = false;          // a commander on top; else a garrison (GdB 7.1)
  bool exact = false;         // its own stack: contents known
  // The counter on top of an army: its commander (GdB 7.1, 9.3.1); nullopt for a garrison.
  std::optional<CommanderView> leader;
  // Exact only:
  std::vector<CommanderView> commanders;
  std::vector<UnitView> units;
  int ss = 0;
  // Umpired, an enemy stack: the viewer's zone it is seen from ("" when in the same zone).
  std::string seen_from;
};

// A zone as the viewer knows it (GdB 6.1, 12.1).
struct ZoneView {
  std::string id, name;  // "19", "Bern (19)"
  int vp = 0;            // an objective's VP; 0 otherwise
  bool mountain = false;
  int fv = 1;
  std::string control;       // "Swiss", "Burgundians", "disputed", "neutral", "nobody"
  std::string control_camp;  // "swiss", "burgundy" or "" (for the map's colours)
  std::string marker;        // an objective's control marker: "Swiss", "Burgundians", "" (none)
  bool seen = true;          // umpired: the viewer sees what stands there
};

struct PointerView {
  std::string power;       // "Savoy"
  std::string camp;        // the camp it sides with at the start ("Burgundians")
  int squares = 0;         // from the neutral centre
  std::string allegiance;  // "constant", "in doubt", "neutral", "not yet on the table"
  int neutral_vp = 0;      // what its neutrality gives the other camp (GdB 11)
};

struct TracksView {
  int turn = 1, last_turn = 12;
  std::string months;        // "Sep–Oct 1474"
  bool bad_weather = false;  // GdB 1: turns 2, 7, 12
  std::string position;      // "Turn 3 (Mar–Apr 1475), the Swiss phase: strategic movement"
  int vp_burgundy = 0, vp_swiss = 0;
  std::vector<std::pair<int, int>> vp_record;  // (Burgundians, Swiss) recorded at C2 of each turn (GdB 12.1)
  std::vector<PointerView> pointers;           // Table 4 (GdB 11)
  std::string france;                          // "neutral", "joined the Swiss on turn 8" (GdB 13)
  std::vector<int> victory_levels;             // crushing, decisive, marginal (GdB 12.2)
  std::string result;                          // "" while the game goes on
};

// A reinforcement of the scenario (GdB 10.1, 14): the schedule is public.
struct ReinforcementView {
  std::string name;                // "Charles the Bold's army"
  std::string camp;                // "Burgundians", "" (France: whichever it joins)
  std::string when;                // "turn 5", "conditional (GdB 10.1)", "when France joins (GdB 13)"
  std::vector<std::string> zones;  // where it may enter, by name
};

// A combat of State::combats (the combat procedure's records, read
// defensively: an object with at least "zone"), as the viewer knows it.
struct CombatView {
  std::string zone_id, place;
  int turn = 0;                    // 0: not recorded
  std::string kind;                // "Battle", "Siege"
  std::string attacker, defender;  // camps' names, "" when not recorded
  std::string role;                // the viewer's: "attacker", "defender", "" (not a party)
  std::string status;              // as recorded: "open", "sent", "recorded", ...
  std::string outcome;             // "won by the Swiss", "both wiped out", "" while not fought
  // The viewer's own units and commanders in it (its own report only).
  std::vector<std::string> own_forces;
};

struct CampView {
  std::string campaign_name;
  Camp camp = Camp::Burgundy;
  std::string camp_id, camp_name;  // "burgundy", "Burgundians"
  std::string enemy_name;          // "Swiss"
  bool umpired = false;
  TracksView tracks;
  std::vector<ZoneView> zones;              // every zone, map order
  std::vector<StackView> own;               // map order
  std::vector<StackView> enemy;             // as seen; map order
  std::vector<std::string> watched;         // umpired: the zones it sees, by name (map order)
  std::vector<std::string> watched_ids;     // the same by id, for the map page
  MapPtr map;                               // public: the map every player has
  bool map_reconstructed = false;           // the map is a reconstruction (its source says so)
  std::vector<std::string> waiting;         // its own counters still to come: "Charles the Bold's army: ..., turn 5"
  std::vector<std::string> pool;            // its own pool, by name (GdB 8, 9.6, 10.2)
  std::vector<std::string> removed;         // its allies' counters removed from the game (GdB 11)
  int enemy_pool = -1;                      // the enemy's units in its pool: open game only, else -1
  std::string conditional;                  // its conditional reinforcement's state (GdB 10.1), "" when not triggered
  int rp_left = 0;                          // its unspent RP this phase (GdB 10.2)
  std::vector<ReinforcementView> schedule;  // public
  std::vector<CombatView> combats;          // those it took part in (open: every one)
};

// The view of `camp`.
CampView camp_view(const State& s, const ViewSettings& settings, Camp camp);
// For the report provider: the recipient is "burgundy" or "swiss".
CampView camp_view_for(const CampaignState& cs, const std::string& recipient);

// ---- shared with the summary (summary.h): public facts in the same words

TracksView tracks_view(const State& s);
std::vector<ReinforcementView> reinforcement_schedule(const State& s);
// A zone as everyone knows it: its marker or its land (GdB 6.1), never who stands there.
ZoneView public_zone(const State& s, const std::string& zone);
// The combats' records; `viewer` nullopt: the public reading (no forces named).
std::vector<CombatView> combat_views(const State& s, std::optional<Camp> viewer);
// Whether the map's source calls it reconstructed (or a placeholder): the banner of GdB's missing map.
bool map_is_reconstructed(const Map& m);
// A commander's counter: his name; flipped to his anonymous side (GdB 9.6), "an anonymous commander"
// to the enemy and "Name (anonymous side)" to his own camp (`own`).
CommanderView commander_view(const Commander& c, bool own);
// "3 stars", "1 star".
std::string stars(int rank);

// ---- what a camp may not know

// The zones where `camp` has a stack, and those with the zones next to them
// (what it sees in the umpired game).
std::vector<std::string> presence_zones(const State& s, Camp camp);
std::vector<std::string> watched_zones(const State& s, Camp camp);

// The strings a camp's handouts must never contain (GdB 7.1 and the setting
// "knowledge"): the name and id of every enemy unit (a stack's contents are
// never shown, whatever the mode), and of every enemy commander on the map
// who is not the commander on top of an army the camp sees, unless his name is
// public anyway (a reinforcement of the schedule bears it). The battle sheets
// (the combat procedure's) may be checked with it too: a camp's sheet may name
// the enemy units of its own battle only when the tabletop shows them.
std::vector<std::string> forbidden_strings(const State& s, const ViewSettings& settings, Camp camp);
// Those of `forbidden` that occur in `text` (a name followed by a digit is
// another counter: "Swiss Pikemen 1" is not in "Swiss Pikemen 12").
std::vector<std::string> leaked_strings(const std::string& text, const std::vector<std::string>& forbidden);

}  // namespace umpire::bourgogne
