#include "lotn/battle_data.h"

#include <deque>
#include <map>
#include <mutex>
#include <set>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "lotn/map_data.h"
#include "lotn/user_data.h"

namespace umpire::lotn {

namespace {

bool bdata_empty(const Json& j) { return j.is_null() || (j.is_object() && j.empty()); }

struct BattleDataCache {
  std::mutex mutex;
  std::map<std::string, std::shared_ptr<const DataSet>> sets;
  std::deque<std::string> order;  // oldest first
  std::size_t builds = 0;
};

BattleDataCache& bdata_cache() {
  static BattleDataCache cache;
  return cache;
}

constexpr std::size_t kBattleDataKept = 8;

}  // namespace

std::shared_ptr<const DataSet> battle_data(const Json& entries, const Json& maps) {
  const Json e = bdata_empty(entries) ? Json() : entries;
  const Json m = bdata_empty(maps) ? Json() : maps;
  if (!m.is_null() && !m.is_object())
    throw UserError("the maps of a Lion of the North battle are an object of map ids and lotn-map/1 documents");
  std::string key = e.dump() + '\n' + m.dump();
  BattleDataCache& cache = bdata_cache();
  {
    std::lock_guard<std::mutex> lock(cache.mutex);
    auto it = cache.sets.find(key);
    if (it != cache.sets.end()) return it->second;
  }
  UserData user;
  user.entries = e;
  if (m.is_object())
    for (auto it = m.begin(); it != m.end(); ++it) user.maps[it.key()] = it.value();
  auto data = std::make_shared<const DataSet>(data_with(user));  // built outside the lock: it takes a while
  std::lock_guard<std::mutex> lock(cache.mutex);
  ++cache.builds;
  auto [it, fresh] = cache.sets.emplace(key, data);
  if (fresh) {
    cache.order.push_back(key);
    // The program's own data (the empty key) stays; the umpire's oldest goes first.
    while (cache.order.size() > kBattleDataKept) {
      auto victim = std::find_if(cache.order.begin(), cache.order.end(),
                                 [](const std::string& k) { return k != "null\nnull"; });
      if (victim == cache.order.end()) break;
      cache.sets.erase(*victim);
      cache.order.erase(victim);
    }
  }
  return it->second;
}

std::size_t battle_data_builds() {
  BattleDataCache& cache = bdata_cache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  return cache.builds;
}

std::vector<std::string> data_change_problems(const Battle& st, const Setup& next) {
  const Setup& now = *st.s;
  std::vector<std::string> out;
  // The order of battle: the same counters and leaders, in the same order.
  auto compare = [&](const auto& a, const auto& b, const char* what) {
    std::set<std::string> ids_a, ids_b;
    for (const auto& d : a) ids_a.insert(d.id);
    for (const auto& d : b) ids_b.insert(d.id);
    for (const auto& d : b)
      if (!ids_a.count(d.id)) out.push_back(d.name + " would join the battle");
    for (const auto& d : a)
      if (!ids_b.count(d.id)) out.push_back(d.name + " would leave the battle");
    if (out.empty() && a.size() == b.size())
      for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].id != b[i].id) {
          out.push_back(std::string("the ") + what + " would stand in another order");
          break;
        }
  };
  compare(now.units, next.units, "counters");
  compare(now.leaders, next.leaders, "leaders");
  if (now.armies.size() != next.armies.size()) out.push_back("the armies would change");
  if (!out.empty()) {
    out.insert(out.begin(), "the newer data changes which counters are in the battle, which a battle keeps from its "
                            "start (start a new battle to fight with them)");
    return out;
  }
  // Every counter and leader on the map stands in a hex of the new map.
  const HexGrid& old_grid = now.map->grid();
  const HexGrid& new_grid = next.map->grid();
  auto off = [&](const Hex& h) { return !new_grid.parse(old_grid.name(h)).has_value(); };
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    const UnitState& u = st.units[i];
    if (!u.on_map) continue;
    if (off(u.hex) || (u.second && off(*u.second)))
      out.push_back(now.units[i].name + " stands in " + old_grid.name(u.hex) + ", which is not on " + next.map->name);
  }
  for (std::size_t i = 0; i < st.leaders.size(); ++i) {
    const LeaderState& l = st.leaders[i];
    if (l.on_map && off(l.hex))
      out.push_back(now.leaders[i].name + " stands in " + old_grid.name(l.hex) + ", which is not on " +
                    next.map->name);
  }
  if (!out.empty())
    out.insert(out.begin(), "the newer map would leave counters of the battle off the field, which new data may not do");
  return out;
}

std::shared_ptr<Battle> battle_with_data(const Battle& st, std::shared_ptr<const Setup> next) {
  auto out = std::make_shared<Battle>(st);
  const HexGrid& old_grid = st.s->map->grid();
  const HexGrid& new_grid = next->map->grid();
  auto moved = [&](const Hex& h) {
    auto n = new_grid.parse(old_grid.name(h));
    return n ? *n : h;  // off the map only for a counter that is not on it (checked before)
  };
  for (auto& u : out->units) {
    u.hex = moved(u.hex);
    if (u.second) u.second = moved(*u.second);
  }
  for (auto& l : out->leaders) l.hex = moved(l.hex);
  out->s = std::move(next);
  return out;
}

std::string data_change_words(const Setup& before, const Setup& after, const Json& maps_before, const Json& maps_after) {
  std::vector<std::string> parts;
  std::size_t ratings = 0, cells = 0;
  const DataSet& a = *before.data;
  const DataSet& b = *after.data;
  auto count_counters = [&](const std::map<std::string, CounterDef>& x, const std::map<std::string, CounterDef>& y) {
    for (const auto& [id, d] : y) {
      auto it = x.find(id);
      for (const auto& [field, cell] : d.values) {
        const Cell* old = nullptr;
        if (it != x.end())
          if (auto f = it->second.values.find(field); f != it->second.values.end()) old = &f->second;
        if (!old || old->value != cell.value || old->source != cell.source) ++ratings;
      }
    }
  };
  count_counters(a.units, b.units);
  count_counters(a.leaders, b.leaders);
  for (const auto& [id, g] : b.grids) {
    const Grid* old = a.grid(id);
    for (const auto& [at, cell] : g.cells) {
      const Cell* o = old ? old->cell(at.first, at.second) : nullptr;
      if (!o || o->value != cell.value || o->source != cell.source) ++cells;
    }
  }
  if (ratings) parts.push_back(std::to_string(ratings) + (ratings == 1 ? " counter rating" : " counter ratings"));
  if (cells) parts.push_back(std::to_string(cells) + (cells == 1 ? " chart cell" : " chart cells"));
  const Json none = Json::object();
  const Json& ma = maps_before.is_object() ? maps_before : none;
  const Json& mb = maps_after.is_object() ? maps_after : none;
  for (auto it = mb.begin(); it != mb.end(); ++it)
    if (!ma.contains(it.key()) || ma.at(it.key()) != it.value()) {
      const MapData* m = b.map(it.key());
      parts.push_back("the map of " + (m && !m->name.empty() ? m->name : it.key()));
    }
  for (auto it = ma.begin(); it != ma.end(); ++it)
    if (!mb.contains(it.key())) {
      const MapData* m = b.map(it.key());
      parts.push_back("the map of " + (m && !m->name.empty() ? m->name : it.key()) + " (the program's again)");
    }
  if (parts.empty()) return "no value";
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i)
    out += (i ? (i + 1 == parts.size() ? " and " : ", ") : "") + parts[i];
  return out;
}

}  // namespace umpire::lotn
