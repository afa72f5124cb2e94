// Soldier King's forces (digest §1.4–1.7): stands (V&B units), columns,
// officers and garrisons, and the data tables that describe them
// (data/soldier_king/forces.json: rule 4.2.1 plus reconstructed values).
#pragma once

#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/json_read.h"

namespace umpire::sk {

inline constexpr const char* kForcesFormat = "umpire.soldier-king.forces/1";

enum class Quality { Raw, Experienced, Veteran, Elite };
const char* to_string(Quality q);
Quality quality_from_json(const JsonCursor& c);

enum class Arm { Infantry, Cavalry, Artillery };

struct StandType {
  std::string id, name;
  Arm arm = Arm::Infantry;
  bool formed = false;  // formed infantry / cavalry (consolidation 14.1.2, BG 20.3.6)
  bool light = false;   // light cavalry (scouting 8.3.2, infiltration 10.6)
  int sp = 1;           // strength points of a new stand
  double frontage = 3;  // inches of hasty works it digs (10.8)
  std::array<std::optional<int>, 4> morale;  // by quality; empty where the quality is not allowed
  std::string source;
  bool allows(Quality q) const { return morale[static_cast<int>(q)].has_value(); }
};

enum class ColumnKind { Infantry, HeavyCavalry, LightCavalry };
const char* to_string(ColumnKind k);

struct ColumnTemplate {
  std::string id, name;
  ColumnKind kind = ColumnKind::Infantry;
  int infantry_type = 0;  // 1-4 for infantry (20.1.3)
  bool rebel = false;
  std::vector<std::pair<std::string, int>> stands;  // stand type id, count
  std::string source;
};

struct Forces {
  std::vector<StandType> stand_types;
  std::array<int, 3> exhaustion{40, 50, 60};  // % by Raw, Experienced, Veteran
  std::vector<ColumnTemplate> columns;
  double cavalry_share = 0.25;
  std::string source;

  const StandType* stand_type(const std::string& id) const;
  // The same, for a type that must be listed: a UserError naming it otherwise.
  const StandType& stand_type_at(const std::string& id) const;
  const ColumnTemplate* column_template(const std::string& id) const;
  const ColumnTemplate* infantry_template(int type, bool rebel) const;
};
using ForcesPtr = std::shared_ptr<const Forces>;

Forces forces_from_json(const JsonCursor& c);
Json to_json(const Forces& f);

// One V&B stand: a regiment, battalion, brigade or battery (G-03).
struct Stand {
  std::string id;
  std::string type;  // StandType id
  int sp = 0;
  Quality quality = Quality::Experienced;
  int morale = 0;
  bool ppa = false, efd = false, bg = false, shock = false, sharpshooter = false;
  // GameDate::ordinal() of the season it was raised in; 0: before the war, taken
  // as the pre-game Winter (PPA -> PT by age, 20.3.4, G-22).
  int raised = 0;
};

enum class Rank { Monarch, Duke, CC, DC };
const char* to_string(Rank r);
const char* rank_title(Rank r);

struct Officer {
  std::string id, name, owner;
  Rank rank = Rank::DC;
  std::string box;     // "" until placed
  std::string column;  // the column a DC commands, or ""
  std::string army = "";  // the name of the army he commands, if it has one (8.2.2)
};

struct Column {
  std::string id, name, owner;
  ColumnKind kind = ColumnKind::Infantry;
  int infantry_type = 0;
  bool guards = false, rebel = false;
  std::string box;  // "" until placed at set-up
  std::vector<Stand> stands;
  // This player turn (reset when the owner's turn begins):
  int marches = 0;               // marches it took part in (10.4, 10.3.4)
  bool infiltrated = false;      // it used its infiltration (10.6)
  bool supplied_at_start = true; // traced supply at the start of the turn (9.6)
  bool entrenched = false;       // in hasty works or a permanent entrenchment (10.8)
  // Steps its exhaustion level has dropped after 22.12/22.13 morale penalties
  // (60% -> 50% -> 40%, never below the Raw level; digest P-12).
  int exhaustion_steps = 0;
};

struct Garrison {
  std::string id, owner, box;
  std::vector<Stand> stands;
};

Json to_json(const Stand& s);
Stand stand_from_json(const JsonCursor& c);
Json to_json(const Officer& o);
Officer officer_from_json(const JsonCursor& c);
Json to_json(const Column& c);
Column column_from_json(const JsonCursor& c);
Json to_json(const Garrison& g);
Garrison garrison_from_json(const JsonCursor& c);

// The morale a stand of this type and quality has (4.2.1), +1 in a Guards
// column for infantry and cavalry (20.3.1); nullopt if the quality is not
// allowed for the type (4.2.1: light troops and artillery never Elite).
std::optional<int> table_morale(const Forces& f, const std::string& type, Quality q, bool guards);

// Size and mixing limits of one column (3.3.2, 14.1.1), with the rule cited.
std::vector<Reason> check_column(const Forces& f, const Column& c);

int total_sp(const std::vector<Stand>& stands);

// What a column is, in words for a player: "Infantry, Type 2", "Heavy cavalry".
std::string kind_words(const Column& c);

}  // namespace umpire::sk
