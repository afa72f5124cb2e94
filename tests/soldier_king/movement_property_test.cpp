// Issue 5, movement property test (SK 10.1-10.6, 3.4): many seeded random
// sk.march orders on the shipped map with the 1740 set-up, applied through
// Campaign::apply (most are refused, which is fine). After every applied march
// the invariants below must hold; they are checked with code independent of
// the movement rules where that is possible (lines scanned directly, hostile
// troops found directly), and against check_column_path recomputed on the
// state before the march where it is not:
//   - no column has taken part in more than 2 marches, 1 in Winter [10.4, 10.3.4]
//   - the player has not spent more marches than allocated, and each march costs 1 [10.1]
//   - every move was legal by check_column_path on the state before the command [10.2-10.6]
//   - each leg of every move follows a transport line; at most 2 boxes [10.3]
//   - no column ends in a box holding hostile troops reached along a river [10.5]
//   - no column passes through a hostile box unless it is light cavalry infiltrating once [10.5, 10.6]
//   - garrisons never move; columns not in the order never move [3.4, 10.2]
// and undo after a random applied march restores the exact state, redo the
// exact state after it.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "session/campaign.h"
#include "session/engine.h"
#include "soldier_king/module.h"
#include "soldier_king/movement.h"
#include "soldier_king/state.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

constexpr int kSeeds = 200;
constexpr int kAttemptsPerTurn = 30;

struct Move {
  std::string column;
  std::vector<std::string> path;
  bool infiltrate = false;
};

struct Order {
  std::string from;
  std::vector<Move> moves;
  Json to_json() const {
    Json ms = Json::array();
    for (const auto& m : moves) {
      Json j{{"column", m.column}, {"path", m.path}};
      if (m.infiltrate) j["infiltrate"] = true;
      ms.push_back(j);
    }
    return Json{{"type", "sk.march"}, {"args", {{"from", from}, {"moves", ms}}}};
  }
};

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : g_(seed) {}
  int below(int n) { return static_cast<int>(std::uniform_int_distribution<int>(0, n - 1)(g_)); }
  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(g_) < p; }
  template <typename T>
  const T& pick(const std::vector<T>& v) { return v[static_cast<std::size_t>(below(static_cast<int>(v.size())))]; }

 private:
  std::mt19937_64 g_;
};

// Neighbours of every box along any line, read straight from the map.
std::map<std::string, std::vector<std::string>> neighbours(const Map& m) {
  std::map<std::string, std::vector<std::string>> out;
  for (const auto& l : m.lines) {
    out[l.a].push_back(l.b);
    out[l.b].push_back(l.a);
  }
  return out;
}

// Line kinds joining two boxes, scanned independently of movement.cpp.
struct Joined {
  bool land = false, highway = false, river = false;
  std::string down_to;  // a river's downstream end, when a river joins them
};
Joined joined(const Map& m, const std::string& a, const std::string& b) {
  Joined j;
  for (const auto& l : m.lines) {
    if (!((l.a == a && l.b == b) || (l.a == b && l.b == a))) continue;
    if (l.type == LineType::River) {
      j.river = true;
      j.down_to = l.downstream;
    } else {
      j.land = true;
      if (l.type == LineType::Highway) j.highway = true;
    }
  }
  return j;
}

bool hostile_there(const SkState& s, const std::string& faction, const std::string& box) {
  for (const auto& c : s.columns)
    if (c.box == box && c.owner != faction && s.hostile(faction, c.owner)) return true;
  for (const auto& g : s.garrisons)
    if (g.box == box && !g.stands.empty() && g.owner != faction && s.hostile(faction, g.owner)) return true;
  return false;
}

// What the applied marches did, to show the generator reaches the interesting cases.
struct Tally {
  int attacks = 0, infiltrations = 0, winter = 0, two_box = 0;
};
Tally tally;

std::string describe(const std::vector<Reason>& reasons) {
  std::string out;
  for (const auto& r : reasons) out += r.describe() + "; ";
  return out;
}

struct World {
  GameRegistry registry;
  std::unique_ptr<Campaign> campaign;
  std::map<std::string, std::vector<std::string>> adj;
  std::vector<std::string> boxes;

  explicit World(std::uint64_t seed) {
    registry.add(module());
    campaign = Campaign::create(":memory:", registry, "property", kGameId, Json::object(), seed);
    const SkState& s = sk_state(campaign->state());
    adj = neighbours(*s.map);
    for (const auto& b : s.map->boxes) boxes.push_back(b.id);
    // A magazine in each King's home provinces, so that attacks can be supplied (9.4, P-08).
    std::vector<std::pair<std::string, std::string>> magazines;
    for (const auto& f : s.factions) {
      if (!f.king) continue;
      for (const auto& p : s.home_provinces(f.id))
        if (auto in = s.map->boxes_in(p); !in.empty()) magazines.emplace_back(f.id, in.front()->id);
    }
    for (const auto& [owner, box] : magazines)  // `s` is gone once a command is applied
      REQUIRE(apply(Json{{"type", "sk.place_magazine"}, {"args", {{"owner", owner}, {"box", box}, {"reason", "property test"}}}}));
  }
  const SkState& state() const { return sk_state(campaign->state()); }
  bool apply(const Json& cmd) { return campaign->apply(cmd).ok; }
};

// A random walk of `n` boxes along lines (occasionally a box anywhere).
std::vector<std::string> random_path(Rng& rng, const World& w, const std::string& from, int n) {
  std::vector<std::string> path;
  std::string at = from;
  for (int i = 0; i < n; ++i) {
    std::string next;
    auto it = w.adj.find(at);
    if (rng.chance(0.04) || it == w.adj.end() || it->second.empty()) next = rng.pick(w.boxes);
    else next = rng.pick(it->second);
    path.push_back(next);
    at = next;
  }
  return path;
}

// Moves a few hostile columns next to the player's columns, so that marches
// meet hostile troops (attacks, blocked passages, infiltration).
void bring_enemies_close(Rng& rng, World& w, const std::string& player) {
  const SkState& s = w.state();
  std::vector<std::string> own_boxes, enemies;
  for (const auto& c : s.columns) {
    if (c.box.empty()) continue;
    if (c.owner == player) own_boxes.push_back(c.box);
    else enemies.push_back(c.id);
  }
  if (own_boxes.empty() || enemies.empty()) return;
  for (int i = 0; i < 8; ++i) {
    std::string near = random_path(rng, w, rng.pick(own_boxes), 1 + rng.below(2)).back();
    w.apply(Json{{"type", "sk.relocate"},
                 {"args", {{"piece", rng.pick(enemies)}, {"box", near}, {"reason", "property test: contact"}}}});
  }
}

Order random_order(Rng& rng, const World& w, const std::string& player) {
  const SkState& s = w.state();
  std::vector<const Column*> own, others;
  for (const auto& c : s.columns) {
    if (c.box.empty()) continue;
    (c.owner == player ? own : others).push_back(&c);
  }
  Order o;
  double r = rng.below(100) / 100.0;
  if (r < 0.88 && !own.empty()) o.from = rng.pick(own)->box;
  else if (r < 0.94 && !others.empty()) o.from = rng.pick(others)->box;
  else o.from = rng.pick(w.boxes);
  std::vector<std::string> here;
  for (const auto& c : s.columns)
    if (c.box == o.from) here.push_back(c.id);
  for (const auto& id : here)
    if (rng.chance(0.5)) o.moves.push_back(Move{id, {}, false});
  if (o.moves.empty() && !here.empty()) o.moves.push_back(Move{rng.pick(here), {}, false});
  if (rng.chance(0.04) && !s.garrisons.empty()) o.moves.push_back(Move{rng.pick(s.garrisons).id, {}, false});
  if (rng.chance(0.03) && !others.empty()) o.moves.push_back(Move{rng.pick(others)->id, {}, false});
  for (auto& m : o.moves) {
    m.path = random_path(rng, w, o.from, 1 + rng.below(3));
    m.infiltrate = rng.chance(0.3);
  }
  return o;
}

// The invariants after an applied march `o`, from `before` to `after`.
void check_march(const SkState& before, const SkState& after, const Order& o, const std::string& where) {
  INFO(where);
  const int limit = after.date.season == Season::Winter ? 1 : 2;
  CHECK(march_limit(after) == limit);
  // 10.4, 10.3.4. The counters of other players' columns are those of their
  // own last turn (reset when their turn begins), so only the active player's
  // are held to this season's limit.
  for (const auto& c : after.columns) {
    INFO("column " << c.id);
    CHECK(c.marches <= 2);
    if (c.owner == after.turn.player) CHECK(c.marches <= limit);
  }
  CHECK(after.turn.used <= after.turn.marches);  // 10.1
  CHECK(after.turn.used == before.turn.used + 1);
  CHECK(after.turn.player == before.turn.player);
  if (limit == 1) ++tally.winter;

  // Garrisons never move (3.4).
  REQUIRE(after.garrisons.size() == before.garrisons.size());
  for (std::size_t i = 0; i < after.garrisons.size(); ++i) {
    CHECK(after.garrisons[i].id == before.garrisons[i].id);
    CHECK(after.garrisons[i].box == before.garrisons[i].box);
  }

  std::set<std::string> moved;
  for (const auto& m : o.moves) {
    INFO("move of " << m.column << " from " << o.from << " along " << Json(m.path).dump()
                    << (m.infiltrate ? " (infiltrating)" : ""));
    moved.insert(m.column);
    CHECK_FALSE(before.garrison(m.column));
    const Column* b = before.column(m.column);
    const Column* a = after.column(m.column);
    REQUIRE(b);
    REQUIRE(a);
    CHECK(b->owner == before.turn.player);
    CHECK(b->box == o.from);
    // Legal on the position before the march (recomputed).
    auto reasons = check_column_path(before, *b, m.path, m.infiltrate);
    CHECK_MESSAGE(reasons.empty(), describe(reasons));
    CHECK(a->box == m.path.back());
    CHECK(a->marches == b->marches + 1);
    CHECK(b->marches < limit);
    // Independent checks of the path: lines, length, hostile boxes.
    REQUIRE_FALSE(m.path.empty());
    CHECK(m.path.size() <= 2);  // no column moves more than 2 boxes (10.3.1-10.3.3)
    std::string prev = o.from;
    bool all_land = true, all_river = true;
    for (const auto& box : m.path) {
      Joined j = joined(*before.map, prev, box);
      CHECK_MESSAGE((j.land || j.river), prev << " and " << box << " are joined by no line");
      all_land = all_land && j.land;
      all_river = all_river && j.river;
      prev = box;
    }
    CHECK((all_land || all_river));
    if (b->kind == ColumnKind::Infantry && m.path.size() == 2) {
      // Infantry: 2 boxes only along highways or downstream (10.3.1, 10.3.3).
      bool highway = true, downstream = true;
      std::string at = o.from;
      for (const auto& box : m.path) {
        Joined j = joined(*before.map, at, box);
        highway = highway && j.highway;
        downstream = downstream && j.down_to == box;
        at = box;
      }
      CHECK_MESSAGE((highway || downstream), "infantry moved 2 boxes neither by highway nor downstream");
    }
    const std::string& dest = m.path.back();
    if (hostile_there(before, b->owner, dest)) {
      // An attack (10.5): never along a river, never an infiltration move's end.
      std::string launch = m.path.size() > 1 ? m.path[m.path.size() - 2] : o.from;
      CHECK_MESSAGE(joined(*before.map, launch, dest).land, "entered hostile " << dest << " along a river");
      CHECK_MESSAGE(all_land, "a river march into hostile " << dest);
      bool recorded = false;
      for (const auto& at : after.turn.attacks)
        if (at.target == dest && std::find(at.columns.begin(), at.columns.end(), m.column) != at.columns.end())
          recorded = true;
      CHECK_MESSAGE(recorded, "the attack on " << dest << " is not recorded");
      ++tally.attacks;
    }
    int passed_hostile = 0;
    for (std::size_t i = 0; i + 1 < m.path.size(); ++i)
      if (hostile_there(before, b->owner, m.path[i])) ++passed_hostile;
    if (m.path.size() == 2) ++tally.two_box;
    if (passed_hostile > 0) {
      ++tally.infiltrations;
      CHECK_MESSAGE(m.infiltrate, "passed through a hostile box without infiltrating");
      CHECK(b->kind == ColumnKind::LightCavalry);
      CHECK(passed_hostile == 1);
      CHECK_FALSE(b->infiltrated);
      CHECK(a->infiltrated);
      CHECK_FALSE(hostile_there(before, b->owner, dest));
      CHECK(all_land);
    }
  }
  // Columns not in the order stay where they were.
  for (const auto& c : after.columns) {
    if (moved.count(c.id)) continue;
    const Column* b = before.column(c.id);
    REQUIRE(b);
    CHECK(b->box == c.box);
    CHECK(b->marches == c.marches);
  }
  // A DC commanding a column is with it.
  for (const auto& off : after.officers)
    if (!off.column.empty())
      if (const Column* c = after.column(off.column)) CHECK(off.box == c->box);
}

// One player turn's movement step: random marches, invariants after each.
int play_turn(Rng& rng, World& w, const std::string& player, const std::string& season, std::uint64_t seed,
              int& undo_checks) {
  REQUIRE(w.apply(Json{{"type", "sk.set_turn"},
                       {"args", {{"player", player}, {"step", "movement"}, {"marches", 6}, {"reason", "property test"},
                                 {"season", season}}}}));
  {
    const SkState& s = w.state();
    REQUIRE(s.turn.step == TurnStep::Movement);
    REQUIRE(s.turn.marches == 6);
  }
  int applied = 0;
  for (int i = 0; i < kAttemptsPerTurn; ++i) {
    Order o = random_order(rng, w, player);
    Json cmd = o.to_json();
    CampaignState before_cs = w.campaign->state();
    bool test_undo = rng.chance(0.15);
    Json before_json = test_undo ? state_to_json(before_cs) : Json();
    ApplyResult r = w.campaign->apply(cmd);
    if (!r.ok) {
      CHECK(w.campaign->state().game == before_cs.game);  // a refusal changes nothing
      continue;
    }
    ++applied;
    std::string where = "seed " + std::to_string(seed) + ", " + player + ", " + season + ", attempt " +
                        std::to_string(i) + ": " + cmd.dump();
    check_march(sk_state(before_cs), w.state(), o, where);
    if (test_undo) {
      INFO(where);
      Json after_json = state_to_json(w.campaign->state());
      REQUIRE(w.campaign->undo());
      CHECK(state_to_json(w.campaign->state()) == before_json);
      REQUIRE(w.campaign->redo());
      CHECK(state_to_json(w.campaign->state()) == after_json);
      ++undo_checks;
    }
  }
  return applied;
}

}  // namespace

TEST_CASE("property: random marches on the shipped map keep the movement invariants [SK 10.1-10.6, 3.4]") {
  const std::vector<std::string> kings{"argozia", "arcadia", "bravance", "hrvatska"};
  int applied = 0, undo_checks = 0;
  for (int seed = 1; seed <= kSeeds; ++seed) {
    Rng rng(static_cast<std::uint64_t>(seed) * 7919u);
    World w(static_cast<std::uint64_t>(seed));
    std::string player = rng.pick(kings);
    bring_enemies_close(rng, w, player);
    bool winter_first = seed % 2 == 0;
    applied += play_turn(rng, w, player, winter_first ? "Winter" : "Spring", static_cast<std::uint64_t>(seed), undo_checks);
    std::string second = rng.pick(kings);
    bring_enemies_close(rng, w, second);
    applied += play_turn(rng, w, second, winter_first ? "Spring" : "Winter", static_cast<std::uint64_t>(seed), undo_checks);
  }
  MESSAGE("applied marches: " << applied << " (" << tally.winter << " in Winter), column moves of 2 boxes: "
                               << tally.two_box << ", attacks: " << tally.attacks << ", infiltrations: "
                               << tally.infiltrations << ", undo/redo checks: " << undo_checks);
  CHECK(applied > kSeeds);  // the generator does reach legal marches
  CHECK(undo_checks > 20);
  CHECK(tally.attacks > 0);
  CHECK(tally.infiltrations > 0);
}
