// Searching the journal for moves (evidence for the Imperial Court, SK 6.3):
// "Bravance columns entered Cleve, Summer 1741" — every march event of a
// faction's columns that touched a province or a box within a range of seasons.
#pragma once

#include <climits>
#include <cstdint>
#include <string>
#include <vector>

#include "store/campaign_file.h"

namespace umpire::skui {

struct MoveQuery {
  std::string faction;   // "" any
  std::string province;  // "" any
  std::string box;       // "" any
  int from = 0;          // GameDate::ordinal() of the first season, inclusive
  int to = INT_MAX;      // of the last season, inclusive
};

inline bool operator==(const MoveQuery& a, const MoveQuery& b) {
  return a.faction == b.faction && a.province == b.province && a.box == b.box && a.from == b.from && a.to == b.to;
}

struct MoveHit {
  std::int64_t seq = 0;  // the journal entry
  std::string season, faction, column, text;
};

// Active entries only, in journal order.
std::vector<MoveHit> find_moves(const std::vector<JournalRow>& rows, const MoveQuery& q);

}  // namespace umpire::skui
