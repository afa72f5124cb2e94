// SK 9.3, 9.4, 9.6: supply for many boxes in one pass (SupplyPass) gives the
// answers of one search per box and magazine, on random states and maps. The
// reference below is the per-box search supply.cpp had before it used the map
// graph, kept here word for word (over the map's lines, by box id) so that the
// pass is checked against code that does not share its search.
#include <doctest/doctest.h>

#include <algorithm>
#include <deque>
#include <map>
#include <random>
#include <set>

#include "soldier_king/factions.h"
#include "soldier_king/scenario.h"
#include "soldier_king/supply.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

// The lines touching each box, by id, in line order.
std::map<std::string, std::vector<std::size_t>> line_index(const Map& m) {
  std::map<std::string, std::vector<std::size_t>> out;
  for (std::size_t i = 0; i < m.lines.size(); ++i) {
    out[m.lines[i].a].push_back(i);
    if (m.lines[i].b != m.lines[i].a) out[m.lines[i].b].push_back(i);
  }
  return out;
}

const std::vector<std::size_t>& lines_at(const std::map<std::string, std::vector<std::size_t>>& index,
                                         const std::string& box) {
  static const std::vector<std::size_t> none;
  auto it = index.find(box);
  return it == index.end() ? none : it->second;
}

std::optional<std::vector<std::string>> reference_search(const SkState& s, const std::string& faction,
                                                         const std::string& target, const Magazine& m,
                                                         std::map<std::string, std::string>* blocked,
                                                         std::set<std::string>* reached) {
  if (!s.map->box(target) || !s.map->box(m.box)) return std::nullopt;
  if (!hostile_troops(s, faction, target).empty()) return std::nullopt;
  const auto lines = line_index(*s.map);
  std::map<std::string, std::string> parent{{m.box, ""}};
  std::deque<std::string> queue{m.box};
  while (!queue.empty()) {
    std::string at = queue.front();
    queue.pop_front();
    if (at == target) {
      std::vector<std::string> path;
      for (std::string b = at; !b.empty(); b = parent[b]) path.push_back(b);
      std::reverse(path.begin(), path.end());
      return path;
    }
    if (at != m.box) {
      std::string why = supply_block(s, faction, at);
      if (!why.empty()) {
        if (blocked) blocked->emplace(at, why);
        continue;
      }
    }
    if (reached) reached->insert(at);
    for (std::size_t i : lines_at(lines, at)) {
      const std::string& next = s.map->lines[i].other(at);
      if (parent.emplace(next, at).second) queue.push_back(next);
    }
  }
  return std::nullopt;
}

SupplyResult reference_box_supply(const SkState& s, const std::string& faction, const std::string& box) {
  SupplyResult r;
  auto mags = usable_magazines(s, faction);
  if (mags.empty()) {
    r.why = "no magazine";
    return r;
  }
  std::map<std::string, std::string> blocked;
  std::set<std::string> reached;
  for (const Magazine* m : mags)
    if (auto path = reference_search(s, faction, box, *m, &blocked, &reached)) {
      r.supplied = true;
      r.magazine = m->id;
      r.path = *path;
      return r;
    }
  const auto lines = line_index(*s.map);
  std::set<std::string> toward{box};
  std::deque<std::string> queue{box};
  while (!queue.empty()) {
    std::string at = queue.front();
    queue.pop_front();
    if (blocked.count(at) && at != box) continue;
    for (std::size_t i : lines_at(lines, at)) {
      const std::string& next = s.map->lines[i].other(at);
      if (!reached.count(next) && toward.insert(next).second) queue.push_back(next);
    }
  }
  for (auto it = blocked.begin(); it != blocked.end();) it = toward.count(it->first) ? std::next(it) : blocked.erase(it);
  auto troops = hostile_troops(s, faction, box);
  if (!troops.empty()) {
    r.why = faction_name(troops.front()) + " troops in " + s.map->box_name(box) + " itself";
    return r;
  }
  if (blocked.empty()) {
    r.why = "no transport line joins " + s.map->box_name(box) + " to a magazine";
    return r;
  }
  r.why = "every route blocked at ";
  bool first = true;
  for (const auto& [b, why] : blocked) {
    r.why += (first ? "" : ", ") + s.map->box_name(b) + " (" + why + ")";
    first = false;
  }
  return r;
}

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : g_(seed) {}
  std::size_t below(std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(g_); }
  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(g_) < p; }

 private:
  std::mt19937_64 g_;
};

std::vector<std::string> sides() {
  std::vector<std::string> out;
  for (const auto& k : kings()) out.push_back(k.id);
  out.push_back(kRebels);
  return out;
}

// The map with some lines taken away (parts cut off) and some added (rivers, loops to far boxes).
MapPtr shuffled_map(const Map& base, Rng& rng) {
  Map m = base;
  for (std::size_t i = m.lines.size(); i-- > 0;)
    if (rng.chance(0.15)) m.lines.erase(m.lines.begin() + static_cast<std::ptrdiff_t>(i));
  for (int i = static_cast<int>(rng.below(12)); i > 0; --i) {
    const std::string& a = m.boxes[rng.below(m.boxes.size())].id;
    const std::string& b = m.boxes[rng.below(m.boxes.size())].id;
    if (a == b) continue;
    bool river = rng.chance(0.5);
    m.lines.push_back(Line{a, b, river ? LineType::River : LineType::Road, river ? b : "", ""});
  }
  return std::make_shared<const Map>(std::move(m));  // indexed on its first search
}

// A random state: columns and garrisons anywhere, boxes captured (Rebels too),
// relations, magazines with users, the allied-boxes setting, sometimes a turn
// running with holders at its start recorded for some boxes only.
SkState random_state(const SkState& start, Rng& rng) {
  SkState s = start;
  const auto all = sides();
  if (rng.chance(0.5)) s.map = shuffled_map(*start.map, rng);
  const auto& boxes = s.map->boxes;
  auto any_box = [&]() -> const std::string& { return boxes[rng.below(boxes.size())].id; };
  for (auto& c : s.columns)
    if (rng.chance(0.3)) s.move_column(c, any_box());
  for (int i = static_cast<int>(rng.below(6)); i > 0; --i)
    s.garrisons.push_back(Garrison{"gx" + std::to_string(i), all[rng.below(all.size())], any_box(), {}});
  for (int i = static_cast<int>(rng.below(20)); i > 0; --i) s.captors[any_box()] = all[rng.below(all.size())];
  for (const auto& a : kings())
    for (const auto& b : kings())
      if (a.id != b.id && rng.chance(0.4)) s.relations[a.id][b.id] = rng.chance(0.5) ? "allied" : "neutral";
  s.magazines.clear();
  for (int i = static_cast<int>(rng.below(7)); i > 0; --i) {
    Magazine m{"m" + std::to_string(i), kings()[rng.below(kings().size())].id, any_box(), ""};
    if (rng.chance(0.3)) m.users = kings()[rng.below(kings().size())].id + ", " + kings()[rng.below(kings().size())].id;
    s.magazines.push_back(m);
  }
  s.settings[kAlliedBoxesPassable] = rng.chance(0.5) ? 1 : 0;
  if (rng.chance(0.4)) {
    s.turn.player = kings()[rng.below(kings().size())].id;
    for (const auto& b : boxes)
      if (rng.chance(0.9)) s.turn.holders_at_start[b.id] = rng.chance(0.8) ? s.holder(b.id) : all[rng.below(all.size())];
  }
  return s;
}

bool same(const SupplyResult& a, const SupplyResult& b) {
  return a.supplied == b.supplied && a.magazine == b.magazine && a.path == b.path && a.why == b.why;
}

}  // namespace

TEST_CASE("SK 9.3-9.6: the supply pass equals one search per box and magazine (random states and maps)") {
  Json options{{"placement", "manual"}};
  const SkState start = *new_campaign(JsonCursor(Json::object(), "options"));
  Rng rng(9396);
  int supplied = 0, blocked = 0, cut_off = 0, troops = 0, compared = 0;
  for (int round = 0; round < 40; ++round) {
    SkState s = random_state(start, rng);
    for (const auto& k : kings()) {
      SupplyPass pass(s, k.id);
      for (const auto& b : s.map->boxes) {
        if (!rng.chance(0.35)) continue;  // a sample of the boxes keeps the reference's cost down
        SupplyResult want = reference_box_supply(s, k.id, b.id);
        SupplyResult got = pass.at(b.id);
        CAPTURE(round);
        CAPTURE(k.id);
        CAPTURE(b.id);
        CAPTURE(want.why);
        CAPTURE(got.why);
        REQUIRE(same(got, want));
        CHECK(same(box_supply(s, k.id, b.id), want));
        ++compared;
        supplied += want.supplied;
        blocked += want.why.rfind("every route", 0) == 0;
        cut_off += want.why.rfind("no transport line", 0) == 0;
        troops += want.why.find(" itself") != std::string::npos;
      }
      // A single magazine's line, as plan_attacks uses it.
      for (const Magazine* m : usable_magazines(s, k.id)) {
        const std::string& target = s.map->boxes[rng.below(s.map->boxes.size())].id;
        CHECK(supply_path(s, k.id, target, *m) == reference_search(s, k.id, target, *m, nullptr, nullptr));
      }
    }
    // Many columns of many owners at once.
    SupplyPasses passes(s);
    for (const auto& c : s.columns)
      if (!c.box.empty()) CHECK(same(passes.column(c), reference_box_supply(s, c.owner, c.box)));
  }
  // The random states reach every kind of answer.
  CAPTURE(compared);
  CHECK(supplied > 100);
  CHECK(blocked > 20);
  CHECK(cut_off > 5);
  CHECK(troops > 5);
}
