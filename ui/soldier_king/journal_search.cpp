#include "ui/soldier_king/journal_search.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <optional>

namespace umpire::skui {

namespace {
bool lists(const Json& data, const char* key, const std::string& value) {
  auto it = data.find(key);
  return it != data.end() && it->is_array() && std::find(it->begin(), it->end(), Json(value)) != it->end();
}
// A member of a journal event read leniently: an entry damaged in the file
// (a number where a word belongs) is skipped, never an exception.
std::string text_of(const Json& j, const char* key) {
  auto it = j.is_object() ? j.find(key) : j.end();
  return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::optional<int> int_of(const Json& j, const char* key) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_number_integer()) return std::nullopt;
  if (it->is_number_unsigned())
    return it->get<std::uint64_t>() > INT_MAX ? std::nullopt : std::optional<int>(it->get<int>());
  std::int64_t v = it->get<std::int64_t>();
  if (v < INT_MIN || v > INT_MAX) return std::nullopt;
  return static_cast<int>(v);
}

}  // namespace

std::vector<MoveHit> find_moves(const std::vector<JournalRow>& rows, const MoveQuery& q) {
  std::vector<MoveHit> out;
  for (const auto& row : rows) {
    if (row.status != EntryStatus::Active) continue;
    if (!row.events.is_array()) continue;
    for (const auto& e : row.events) {
      if (!e.is_object() || !e.contains("data")) continue;
      const Json& data = e["data"];
      if (!data.is_object() || text_of(data, "kind") != "march") continue;
      std::optional<int> when = int_of(data, "ordinal");
      if (!when || *when < q.from || *when > q.to) continue;
      if (!q.faction.empty() && text_of(data, "faction") != q.faction) continue;
      if (!q.province.empty() && !lists(data, "provinces", q.province)) continue;
      if (!q.box.empty() && !lists(data, "boxes", q.box)) continue;
      out.push_back(MoveHit{row.seq, text_of(data, "season"), text_of(data, "faction"), text_of(data, "column"),
                            text_of(e, "text")});
    }
  }
  return out;
}

}  // namespace umpire::skui
