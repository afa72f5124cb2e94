// `umpire bench`, Soldier King part (issue 5): supply lines and legal moves.
//
// (a) column_supply for every placed column, one at a time, and all of them
// together (one SupplyPass per faction), (b) check_column_path for every
// path of 1 or 2 boxes along lines from every column's box; both on the
// shipped map with the 1740 set-up and one magazine in each King's home
// province, then on a synthetic 100 x 100 grid of 10,000 boxes in 20
// provinces (roads, a highway every fifth row, a river every tenth column)
// given to new_campaign as a "structure"-checked map. Figures are printed for
// the developer; nothing here asserts a timing.
#include "app/bench_soldier_king.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "app/bench.h"
#include "core/json_read.h"
#include "soldier_king/factions.h"
#include "soldier_king/map.h"
#include "soldier_king/movement.h"
#include "soldier_king/scenario.h"
#include "soldier_king/state.h"
#include "soldier_king/supply.h"

namespace umpire {

namespace {

using Clock = std::chrono::steady_clock;
using sk::SkState;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// One magazine per King's home province, in its richest recruiting city (else its first box).
void place_home_magazines(SkState& s) {
  for (const auto& k : sk::kings())
    for (const auto& p : s.home_provinces(k.id)) {
      const sk::CityBox* best = nullptr;
      for (const sk::CityBox* b : s.map->boxes_in(p)) {
        int value = b->recruiting ? b->recruiting->ruled : 0;
        int best_value = best && best->recruiting ? best->recruiting->ruled : 0;
        if (!best || value > best_value) best = b;
      }
      if (!best) continue;
      sk::Magazine m;
      m.id = s.new_id("m");
      m.owner = k.id;
      m.box = best->id;
      s.magazines.push_back(m);
    }
}

std::vector<const sk::Column*> placed_columns(const SkState& s) {
  std::vector<const sk::Column*> out;
  for (const auto& c : s.columns)
    if (!c.box.empty()) out.push_back(&c);
  return out;
}

// How a timed run over the columns went.
struct Passes {
  int passes = 0;
  std::size_t columns_done = 0;
  bool cut = false;  // stopped mid-pass by the time budget
  double total_ms = 0;
};

// Runs `per_column(column, first_pass)` over every column; passes repeat until
// `min_ms` has gone by (at least one pass); stops early, mid-pass, after `budget_ms`.
template <typename F>
Passes timed_passes(const std::vector<const sk::Column*>& cols, double min_ms, double budget_ms, F per_column) {
  Passes p;
  auto start = Clock::now();
  do {
    for (const sk::Column* c : cols) {
      per_column(*c, p.passes == 0);
      ++p.columns_done;
      if (ms_since(start) > budget_ms) {
        p.cut = true;
        break;
      }
    }
    ++p.passes;
  } while (!p.cut && ms_since(start) < min_ms);
  p.total_ms = ms_since(start);
  return p;
}

// Supply for every placed column.
void bench_supply(const SkState& s, const std::string& label, double min_ms, double budget_ms, std::ostream& out) {
  auto cols = placed_columns(s);
  std::size_t supplied = 0;
  Passes run = timed_passes(cols, min_ms, budget_ms, [&](const sk::Column& c, bool first) {
    if (sk::column_supply(s, c).supplied && first) ++supplied;
  });
  std::size_t checked = run.columns_done;
  int passes = run.passes;
  bool cut = run.cut;
  double total = run.total_ms;
  double per_column_us = total * 1000.0 / static_cast<double>(std::max<std::size_t>(checked, 1));
  out << label << " supply (column_supply): " << cols.size() << " columns, " << s.magazines.size() << " magazines; "
      << fixed(per_column_us * static_cast<double>(cols.size()) / 1000.0, 2) << " ms for every column once, "
      << fixed(per_column_us, 1) << " us per column";
  if (cut) out << " (time budget: " << checked << " of " << cols.size() << " columns measured, the total extrapolated)";
  else out << " (" << passes << (passes == 1 ? " pass" : " passes") << ", " << supplied << " of " << cols.size()
           << " in supply)";
  out << "\n";
}

// Supply for every placed column together: one SupplyPass per faction
// (SupplyPasses), as the supply check and the orders window use it; repeated
// until `min_ms` has gone by. Checks the answers against column_supply.
void bench_supply_together(const SkState& s, const std::string& label, double min_ms, std::ostream& out) {
  auto cols = placed_columns(s);
  std::size_t supplied = 0;
  int passes = 0;
  auto start = Clock::now();
  do {
    sk::SupplyPasses together(s);
    for (const sk::Column* c : cols)
      if (together.column(*c).supplied && passes == 0) ++supplied;
    ++passes;
  } while (ms_since(start) < min_ms);
  double per_pass = ms_since(start) / passes;
  sk::SupplyPasses together(s);
  bool equal = true;
  for (const sk::Column* c : cols) {
    sk::SupplyResult a = together.column(*c), b = sk::column_supply(s, *c);
    equal = equal && a.supplied == b.supplied && a.magazine == b.magazine && a.path == b.path && a.why == b.why;
  }
  out << label << " supply for every column (" << cols.size() << " columns together, one pass per faction): "
      << fixed(per_pass, 2) << " ms (" << passes << (passes == 1 ? " pass" : " passes") << ", " << supplied << " of "
      << cols.size() << " in supply; " << (equal ? "equal to" : "DIFFERENT FROM") << " column_supply)\n";
}

// Every path of 1 or 2 boxes along lines from each column's box (not back
// to the start, no box twice), checked with check_column_path.
void bench_moves(const SkState& s, const std::string& label, double min_ms, double budget_ms, std::ostream& out) {
  std::map<std::string, std::vector<std::string>> adj;
  for (const auto& l : s.map->lines) {
    adj[l.a].push_back(l.b);
    adj[l.b].push_back(l.a);
  }
  for (auto& [box, next] : adj) {
    std::sort(next.begin(), next.end());
    next.erase(std::unique(next.begin(), next.end()), next.end());
  }
  auto cols = placed_columns(s);
  std::size_t paths = 0, legal = 0;
  Passes run = timed_passes(cols, min_ms, budget_ms, [&](const sk::Column& c, bool first_pass) {
    for (const auto& first : adj[c.box]) {
      if (sk::check_column_path(s, c, {first}, false).empty() && first_pass) ++legal;
      ++paths;
      for (const auto& second : adj[first]) {
        if (second == c.box) continue;
        if (sk::check_column_path(s, c, {first, second}, false).empty() && first_pass) ++legal;
        ++paths;
      }
    }
  });
  std::size_t columns_done = run.columns_done;
  int passes = run.passes;
  bool cut = run.cut;
  double total = run.total_ms;
  double per_pass_ms = total / (cut ? 1.0 : static_cast<double>(passes));
  std::size_t per_pass_paths = paths / static_cast<std::size_t>(cut ? 1 : passes);
  out << label << " legal moves (check_column_path, every path of 1-2 boxes): ";
  if (cut) {
    double per_column = total / static_cast<double>(std::max<std::size_t>(columns_done, 1));
    out << fixed(total, 1) << " ms for " << columns_done << " of " << cols.size() << " columns (" << paths
        << " paths; time budget), about " << fixed(per_column * static_cast<double>(cols.size()), 0)
        << " ms for all, " << fixed(total * 1000.0 / static_cast<double>(std::max<std::size_t>(paths, 1)), 1)
        << " us per path\n";
    return;
  }
  out << fixed(per_pass_ms, 2) << " ms for " << cols.size() << " columns, " << per_pass_paths << " paths checked ("
      << legal << " legal), " << fixed(per_pass_ms * 1000.0 / static_cast<double>(std::max<std::size_t>(per_pass_paths, 1)), 1)
      << " us per path (" << passes << (passes == 1 ? " pass" : " passes") << ")\n";
}

// A grid of `side` x `side` boxes in 4 x 5 provinces; the first 8 provinces
// are the Kings' (2 each), the other 12 Imperial. Roads join every pair of
// neighbours, except every fifth row, joined by highway; a river flows south
// along every tenth column (beside the road). Four recruiting cities per province.
sk::Map grid_map(int side) {
  sk::Map m;
  m.name = "Bench grid " + std::to_string(side) + " x " + std::to_string(side);
  m.source = "synthetic: umpire bench";
  m.width = side * 10.0 + 10;
  m.height = side * 10.0 + 10;
  for (const auto& k : sk::kings()) m.seating_ring.push_back(k.id);
  const int pcols = 4, prows = 5;
  const int pw = (side + pcols - 1) / pcols, ph = (side + prows - 1) / prows;
  auto province_of = [&](int x, int y) { return (y / ph) * pcols + x / pw; };
  auto pid = [](int p) { return "prov" + std::to_string(p); };
  auto bid = [](int x, int y) { return "g" + std::to_string(x) + "_" + std::to_string(y); };
  const auto& kings = sk::kings();
  for (int p = 0; p < pcols * prows; ++p) {
    sk::Province pr;
    pr.id = pid(p);
    pr.name = "Province " + std::to_string(p);
    if (p < 8) pr.ruler = kings[static_cast<std::size_t>(p / 2)].id;
    pr.recruiting_value = 8;
    pr.label = {static_cast<double>((p % pcols) * pw * 10), static_cast<double>((p / pcols) * ph * 10)};
    int px = p % pcols, py = p / pcols;
    if (px > 0) pr.adjacent.push_back(pid(p - 1));
    if (px + 1 < pcols) pr.adjacent.push_back(pid(p + 1));
    if (py > 0) pr.adjacent.push_back(pid(p - pcols));
    if (py + 1 < prows) pr.adjacent.push_back(pid(p + pcols));
    m.provinces.push_back(pr);
  }
  for (int y = 0; y < side; ++y)
    for (int x = 0; x < side; ++x) {
      sk::CityBox b;
      b.id = bid(x, y);
      b.name = "G " + std::to_string(x) + "," + std::to_string(y);
      b.province = pid(province_of(x, y));
      b.pos = {x * 10.0 + 5, y * 10.0 + 5};
      int lx = x % pw, ly = y % ph;
      if ((lx == pw / 4 || lx == 3 * pw / 4) && (ly == ph / 4 || ly == 3 * ph / 4)) b.recruiting = sk::Recruiting{2, 1};
      m.boxes.push_back(b);
    }
  for (int y = 0; y < side; ++y)
    for (int x = 0; x < side; ++x) {
      if (x + 1 < side)
        m.lines.push_back(sk::Line{bid(x, y), bid(x + 1, y), y % 5 == 0 ? sk::LineType::Highway : sk::LineType::Road, "", ""});
      if (y + 1 < side) {
        m.lines.push_back(sk::Line{bid(x, y), bid(x, y + 1), sk::LineType::Road, "", ""});
        if (x % 10 == 0) m.lines.push_back(sk::Line{bid(x, y), bid(x, y + 1), sk::LineType::River, bid(x, y + 1), ""});
      }
    }
  return m;
}

// Spreads every placed column over a random box of its home provinces, and one in four over the whole map.
void spread_columns(SkState& s, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  auto below = [&](std::size_t n) { return static_cast<std::size_t>(std::uniform_int_distribution<std::size_t>(0, n - 1)(rng)); };
  for (auto& c : s.columns) {
    if (c.box.empty()) continue;
    std::vector<const sk::CityBox*> home;
    for (const auto& p : s.home_provinces(c.owner))
      for (const sk::CityBox* b : s.map->boxes_in(p)) home.push_back(b);
    const std::string& box = below(4) == 0 || home.empty() ? s.map->boxes[below(s.map->boxes.size())].id : home[below(home.size())]->id;
    s.move_column(c, box);
  }
}

}  // namespace

void run_soldier_king_bench(std::ostream& out) {
  out << "Soldier King: supply and legal moves\n";
  {
    auto start = Clock::now();
    auto s = sk::new_campaign(JsonCursor(Json::object(), "bench options"));
    double made = ms_since(start);
    place_home_magazines(*s);
    out << "shipped map, 1740 set-up: " << s->map->boxes.size() << " boxes, " << s->map->lines.size() << " lines, "
        << placed_columns(*s).size() << " columns (new_campaign " << fixed(made, 1) << " ms)\n";
    bench_supply(*s, "shipped map:", 200, 20000, out);
    bench_supply_together(*s, "shipped map:", 200, out);
    bench_moves(*s, "shipped map:", 200, 20000, out);
  }
  {
    auto start = Clock::now();
    sk::Map grid = grid_map(100);
    Json options{{"map", sk::to_json(grid)}, {"map_checks", "structure"}};
    double built = ms_since(start);
    start = Clock::now();
    auto s = sk::new_campaign(JsonCursor(options, "bench options"));
    double made = ms_since(start);
    spread_columns(*s, 1740);
    place_home_magazines(*s);
    out << "synthetic grid: " << s->map->boxes.size() << " boxes, " << s->map->lines.size() << " lines, "
        << s->map->provinces.size() << " provinces, " << placed_columns(*s).size() << " columns (map built in "
        << fixed(built, 0) << " ms; new_campaign with its map check " << fixed(made, 0) << " ms)\n";
    bench_supply(*s, "synthetic grid:", 0, 30000, out);
    bench_supply_together(*s, "synthetic grid:", 200, out);
    bench_moves(*s, "synthetic grid:", 0, 30000, out);
  }
}

}  // namespace umpire
