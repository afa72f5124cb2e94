// Les Guerres de Bourgogne: the tables and the tactical map the battle engine
// reads from data/bourgogne/battle.json (GdB T2, T3, 7.2, 9.1, 9.3.3, 9.3.4).
// Read once; every value the rulebook does not state says so in the file.
#pragma once

#include <array>
#include <string>
#include <vector>

namespace umpire::bourgogne_battle {

// The zones of one camp's half (GdB 6.2): 1st, 2nd, 3rd line, the wings, the retreat zone.
enum TacZone : int { kL1 = 0, kL2, kL3, kWL, kWR, kRZ };
inline constexpr int kZoneCount = 6;
inline constexpr const char* kZoneIds[kZoneCount] = {"L1", "L2", "L3", "WL", "WR", "RZ"};
int zone_index(const std::string& id);  // -1 when not a zone id

// A cell of Table 3 for one side: "4*R" = {4, true, true}.
struct T3Cell {
  int loss = 0;
  bool star = false, retreat = false;
};

// The five columns of Table 3, left (worst for the attacker) to right.
inline constexpr int kColumnCount = 5;

struct MarkerKind {
  std::string id, name, camp, used_in;  // camp: "general", "burgundy", "swiss"
};

struct AdvantageRow {
  int from = 0, to = 0, modifier = 0;
  std::string name;
};

struct TacticalTables {
  // table3[row 0..5 = die 1..6][column][0 attacker, 1 defender]
  std::array<std::array<std::array<T3Cell, 2>, kColumnCount>, 6> table3{};
  std::array<std::string, kColumnCount> column_names;
  std::array<std::string, 7> event_names;  // by die 1..6
  std::vector<MarkerKind> markers;
  // MP to enter: own[a][b] between two zones of one half, cross[a][b] from a
  // zone of one half to a zone of the other (-1: not adjacent).
  int own[kZoneCount][kZoneCount];
  int cross[kZoneCount][kZoneCount];
  int retreat_path[kZoneCount];  // own half toward the rear (GdB 9.6)
  int retreat_own[kZoneCount];   // inside the enemy half, toward one's own half (-1: to the facing zone)
  int row[kZoneCount];           // fire rows of one's own half (GdB 9.1); the RZ has none
  int line_of_row[3];
  std::vector<AdvantageRow> sec_9_3_4, table_3;

  const MarkerKind* marker(const std::string& id) const;
  // The markers a camp holds: the general ones and its own (GdB 9.3.3).
  std::vector<std::string> camp_markers(const std::string& camp) const;
};

const TacticalTables& tables();

}  // namespace umpire::bourgogne_battle
