#include "ui/soldier_king/journal_search.h"

#include <algorithm>

namespace umpire::skui {

namespace {
bool lists(const Json& data, const char* key, const std::string& value) {
  auto it = data.find(key);
  return it != data.end() && it->is_array() && std::find(it->begin(), it->end(), Json(value)) != it->end();
}
}  // namespace

std::vector<MoveHit> find_moves(const std::vector<JournalRow>& rows, const MoveQuery& q) {
  std::vector<MoveHit> out;
  for (const auto& row : rows) {
    if (row.status != EntryStatus::Active) continue;
    for (const auto& e : row.events) {
      const Json& data = e.contains("data") ? e["data"] : Json();
      if (!data.is_object() || data.value("kind", "") != "march") continue;
      int when = data.value("ordinal", 0);
      if (when < q.from || when > q.to) continue;
      if (!q.faction.empty() && data.value("faction", "") != q.faction) continue;
      if (!q.province.empty() && !lists(data, "provinces", q.province)) continue;
      if (!q.box.empty() && !lists(data, "boxes", q.box)) continue;
      out.push_back(MoveHit{row.seq, data.value("season", ""), data.value("faction", ""), data.value("column", ""),
                            e.value("text", "")});
    }
  }
  return out;
}

}  // namespace umpire::skui
