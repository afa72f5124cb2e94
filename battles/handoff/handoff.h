// The battle hand-off (digest G-10; ARCHITECTURE "battles/"): what leaves a
// campaign when a battle is fought elsewhere — on the tabletop or in a
// built-in tactical engine — and what comes back. Game-neutral: a campaign
// converts its forces into a BattleSetup and applies a BattleResult; an engine
// sees only these two types.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/json_read.h"

namespace umpire::battles {

inline constexpr const char* kSetupFormat = "umpire.battle-setup/1";
inline constexpr const char* kResultFormat = "umpire.battle-result/1";

// One side of the battle: one or more factions fighting together (allies
// defend together, G-30), and the player who commands it at the table (for
// Rebels, another player, 17.2.8).
struct Side {
  std::string id;                     // "attacker", "defender"
  std::string name;                   // "Argozia", "Arcadia and Bravance"
  std::vector<std::string> factions;  // campaign faction ids
  std::string commander;              // who plays it at the table
};

// A formation the campaign tracks as a whole (a Soldier King column): promotion
// and exhaustion are decided per formation.
struct Formation {
  std::string id, name, side;
  std::string quality;   // "Raw", "Experienced", ...
  int exhaustion = 0;    // strength lost at which it is exhausted (0: not used)
};

// A unit on the table (a V&B stand): everything an engine or a table needs.
struct Unit {
  std::string id, side, formation;
  std::string type, type_name;  // "infantry_regiment", "Infantry regiment"
  std::string arm;              // "infantry", "cavalry", "artillery"
  int strength = 0;             // strength points
  std::string quality;
  int morale = 0;
  std::vector<std::string> flags;  // "BG", "PPA", "shock", "light" ...
};

struct Leader {
  std::string id, name, side;
  std::string rank;       // "Monarch", "CC", "DC"
  std::string formation;  // the formation he commands, if any
};

// How a force came to the field (11.7, 11.8): its own deployment area and start time.
struct Arrival {
  std::string side;
  std::vector<std::string> formations;
  std::string from;  // the box it came from
  std::string by;    // the kind of line: "road", "highway", "river"
  std::string from_name = "";  // the box's name, for briefings
};

struct BattleSetup {
  std::string id;      // unique within the campaign: "b12"
  std::string game;    // "soldier-king"
  std::string place, place_name;  // box id and name
  std::string date;    // "Summer 1741"
  std::string season;  // "Summer"
  std::string terrain;  // the battlefield notes (11.4, 11.12)
  std::vector<Side> sides;
  std::vector<Formation> formations;
  std::vector<Unit> units;
  std::vector<Leader> leaders;
  std::vector<Arrival> arrivals;
  Json situation = Json::object();  // game-specific values (superiority, works, start times...)

  const Side* side(const std::string& id) const;
  const Unit* unit(const std::string& id) const;
  const Formation* formation(const std::string& id) const;
  int strength(const std::string& side) const;  // total strength on the table
};

// Strength a unit lost, and why (G-10).
struct UnitLoss {
  std::string unit;
  int lost = 0;
  std::string cause;        // "fire", "melee", "eliminated_in_melee", "routed_by_melee", or ""
};

struct FormationOutcome {
  std::string formation;
  bool engaged = false;            // inflicted or suffered casualties (12.4.2)
  bool reached_exhaustion = false;
  bool morale_collapse = false;
};

// How a battle ended.
enum class Ending {
  Decided,          // fought to a decision
  Conceded,         // a side conceded (SK 22.13)
  MarchedOff,       // a side marched off (SK 22.14)
  WithdrewBefore,   // the defender withdrew before battle (SK 11.3.1)
  Night,            // darkness ended it (SK 11.9.2)
  Destroyed,        // a side was destroyed (Rebels: dispersed)
};
const char* to_string(Ending e);
std::optional<Ending> ending_from_string(const std::string& s);

struct BattleResult {
  std::string battle;   // BattleSetup::id
  std::string winner;   // a side id, or "" for no winner
  Ending ending = Ending::Decided;
  std::vector<UnitLoss> losses;
  std::vector<FormationOutcome> formations;
  std::vector<std::string> leaders_killed, leaders_captured;
  std::string retreat_to;                 // where the beaten side retreats ("" if none)
  std::vector<std::string> fought_well;   // units the umpire rules "fought well" (SK 22.13)
  std::string engine;                     // "tabletop", or the engine that fought it
  std::string notes;

  int lost(const std::string& unit) const;  // total strength the unit lost
};

Json to_json(const BattleSetup& s);
BattleSetup setup_from_json(const JsonCursor& c);
Json to_json(const BattleResult& r);
BattleResult result_from_json(const JsonCursor& c);

// What is wrong with a result for this set-up, game-neutrally: the winner is a
// side, losses name units of the battle and do not exceed their strength,
// outcomes name its formations, leaders are its leaders. The campaign adds its
// own rules (retreat legality and the like).
std::vector<Reason> check_result(const BattleSetup& setup, const BattleResult& result);

}  // namespace umpire::battles
