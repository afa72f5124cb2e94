// The battle hand-off (ARCHITECTURE "battles/"): what leaves a campaign when a
// battle is fought elsewhere — on the tabletop or in a built-in tactical
// engine — and what comes back. Game-neutral: a campaign converts its forces
// into a BattleSetup and applies a BattleResult; an engine sees only these two
// types. Whatever is one game's own (its endings, the marks it reads from a
// result, a formation's exhaustion number) is declared by the campaign in the
// set-up (endings, marks, attributes, situation), never written here.
#pragma once

#include <string>
#include <vector>

#include "core/game.h"
#include "core/json_read.h"

namespace umpire::battles {

inline constexpr const char* kSetupFormat = "umpire.battle-setup/2";    // reads /1 too
inline constexpr const char* kResultFormat = "umpire.battle-result/2";  // reads /1 too
inline constexpr const char* kSetupFormat1 = "umpire.battle-setup/1";
inline constexpr const char* kResultFormat1 = "umpire.battle-result/1";

// One side of the battle: one or more factions fighting together, and the
// player who commands it at the table.
struct Side {
  std::string id;                     // "attacker", "defender"
  std::string name;                   // "Argozia", "Arcadia and Bravance"
  std::vector<std::string> factions;  // campaign faction ids
  std::string commander;              // who plays it at the table
};

// A formation the campaign tracks as a whole (a column, a brigade).
struct Formation {
  std::string id, name, side;
  std::string quality;               // the game's word: "Raw", "Experienced", ...
  Json attributes = Json::object();  // the game's values; Soldier King: {"exhaustion": 12}
};

// A unit on the table (a stand, a regiment, a counter).
struct Unit {
  std::string id, name, side, formation;
  std::string type, type_name;  // "infantry_regiment", "Infantry regiment"
  std::string arm;              // the game's word, free text ("infantry", "cavalry", "artillery", "pike"...)
  int strength = 0;             // strength points
  std::string quality;
  int morale = 0;
  std::vector<std::string> flags;  // the game's words: "BG", "PPA", "shock", "light" ...
  Json attributes = Json::object();
};

struct Leader {
  std::string id, name, side;
  std::string rank;       // the game's word: "Monarch", "CC", "DC"
  std::string formation;  // the formation he commands, if any
  Json attributes = Json::object();
};

// How a force came to the field: its own deployment area and start time.
struct Arrival {
  std::string side;
  std::vector<std::string> formations;
  std::string from;       // where it came from (a box id)
  std::string by;         // the way it came: "road", "highway", "river"
  std::string from_name;  // the place's name, for briefings
  int hour = -1;          // the hour it may start moving (-1: not known)
};

struct River {
  std::string name;
  std::vector<std::string> crossings;  // bridges and fords, in words
};

// A deployment zone, in words.
struct Zone {
  std::string side, text;
};

struct Battlefield {
  std::string terrain;  // the notes
  std::string map;      // a map reference where an engine has maps ("" none)
  std::vector<River> rivers;
  std::vector<Zone> zones;
  int start_hour = -1, dusk_hour = -1;  // -1 unknown
  std::string time_of_day;              // "morning", "afternoon", ... ("" unknown)
};

// One of the campaign's own endings ("decided", "conceded"), with its rule.
struct Ending {
  std::string id, name, rule;
};

// A game-specific mark a result may put on a "unit" or a "formation" outcome
// ("fought well", "reached exhaustion"), declared by the campaign.
struct Mark {
  std::string id, name, rule, of;
};

struct BattleSetup {
  std::string id;                 // unique within the campaign: "b12"
  std::string game;               // "soldier-king"
  std::string place, place_name;  // where: an id and a name
  std::string date;               // "Summer 1741"
  std::string season;             // "Summer"
  Battlefield field;
  std::vector<Side> sides;
  std::vector<Formation> formations;
  std::vector<Unit> units;
  std::vector<Leader> leaders;
  std::vector<Arrival> arrivals;
  std::string profile;              // the conversion profile used ("soldier-king/v&b")
  std::vector<Ending> endings;      // the endings the campaign understands (empty: any)
  std::vector<Mark> marks;          // the marks the campaign reads from a result (empty: any)
  Json situation = Json::object();  // game-specific values

  const Side* side(const std::string& id) const;
  std::string side_name(const std::string& id) const;  // the side's name, or its id when it has none
  const Unit* unit(const std::string& id) const;
  const Formation* formation(const std::string& id) const;
  const Leader* leader(const std::string& id) const;
  const Ending* ending(const std::string& id) const;
  const Mark* mark(const std::string& id) const;
  int strength(const std::string& side) const;  // total strength on the table
};

// Strength a unit lost, and why.
struct Loss {
  int lost = 0;
  std::string cause;  // the game's word ("fire", "melee", ...) or ""
};

struct UnitOutcome {
  std::string unit;
  std::vector<Loss> losses;
  bool eliminated = false, captured = false, routed = false, retreated = false, dispersed = false;
  std::vector<std::string> marks;  // ids of the set-up's marks "of" "unit"
  int lost() const;
};

struct FormationOutcome {
  std::string formation;
  bool engaged = false;            // inflicted or suffered casualties
  std::vector<std::string> marks;  // ids of the set-up's marks "of" "formation"
};

inline constexpr const char* kFates[] = {"killed", "wounded", "captured"};

struct LeaderOutcome {
  std::string leader, fate;  // fate: "killed", "wounded", "captured"
};

struct BattleResult {
  std::string battle;  // BattleSetup::id
  std::string engine;  // "tabletop", or the engine that fought it
  std::string engine_name;  // the engine's title, for the campaign's words ("" for the tabletop)
  std::string winner;  // a side id, or "" for a draw or no winner
  std::string ending;  // the id of one of the set-up's endings
  int rounds = 0;      // rounds or turns fought (0: not counted)
  std::vector<UnitOutcome> units;
  std::vector<FormationOutcome> formations;
  std::vector<LeaderOutcome> leaders;
  std::string retreat_to;  // where the beaten side retreats ("" if none)
  std::string notes;
  std::vector<std::string> audit;  // the engine's run, in words
  // The game's own figures the campaign reads back (1631: the hits each side
  // suffered and caused, for the victor test and the sack roll), an object;
  // written only when not empty, so results without any read and write as before.
  Json details = Json::object();

  int lost(const std::string& unit) const;  // total strength the unit lost
  const UnitOutcome* unit(const std::string& id) const;
  const FormationOutcome* formation(const std::string& id) const;
  // Whether the outcome of this unit or formation carries the mark.
  bool has_mark(const std::string& unit_or_formation, const std::string& mark) const;
  // The leaders with this fate, in the result's order.
  std::vector<std::string> leaders_with(const std::string& fate) const;
  // The units (or formations) that carry the mark, in the result's order.
  std::vector<std::string> marked(const std::string& mark) const;
  // The outcome of this unit, or formation, made (empty) when the result has none.
  UnitOutcome& unit_outcome(const std::string& id);
  FormationOutcome& formation_outcome(const std::string& id);
};

// The /2 form is written; the /1 form is read and upgraded (see handoff_v1.cpp).
Json to_json(const BattleSetup& s);
BattleSetup setup_from_json(const JsonCursor& c);
Json to_json(const BattleResult& r);
// A result as the umpire types it has no "format": it is read as /1, the form
// every campaign file's journal holds; "umpire.battle-result/2" reads /2.
BattleResult result_from_json(const JsonCursor& c);

// What is wrong with a result for this set-up, game-neutrally: the winner is a
// side or none, outcomes name the battle's units, formations and leaders once
// each, losses do not exceed a unit's strength, the ending and the marks are
// the set-up's (when it declares them), fates are the three words. The
// campaign adds its own rules (retreat legality and the like).
std::vector<Reason> check_result(const BattleSetup& setup, const BattleResult& result);

// The readers of the /1 forms (handoff_v1.cpp), called by the readers above.
BattleSetup setup_from_json_v1(const JsonCursor& c);
BattleResult result_from_json_v1(const JsonCursor& c);

}  // namespace umpire::battles
