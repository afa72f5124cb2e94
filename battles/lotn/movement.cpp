#include "lotn/movement.h"

#include <algorithm>
#include <climits>
#include <queue>
#include <unordered_map>

#include "lotn/lutzen_rules.h"
#include "lotn/option_refs.h"
#include "lotn/optional_rules.h"

namespace umpire::lotn {

namespace move_detail {

// ---- the Terrain Chart, read through the gate

enum TRow : int {
  RClear,
  RWoods,
  RTown,
  RCastle,
  RGarden,
  RMarsh,
  RDitchEnter,
  RDitchLeave,
  RRoad,
  RStream,
  RDeepStream,
  RWall,
  RGardenWall,
  RBerm,
  RElevatedRoad,
  RBridge,
  RDenseSmoke,
  RCount
};
constexpr const char* kRowNames[RCount] = {"Clear",         "Woods",  "Town",        "Castle",      "Garden",
                                           "Marsh",         "Ditch (enter)", "Ditch (leave)", "Road", "Stream",
                                           "Deep stream",   "Town/Castle wall", "Garden wall", "Berm",
                                           "Elevated road", "Bridge", "Dense Smoke"};
constexpr const char* kRowWords[RCount] = {"entering clear",       "entering woods",         "entering a town",
                                           "entering a castle",    "entering a garden",      "entering a marsh",
                                           "entering a ditch",     "leaving a ditch",        "along the road",
                                           "crossing a stream",    "crossing a deep stream", "crossing a wall",
                                           "crossing a garden wall", "crossing a berm",      "crossing the elevated road",
                                           "crossing a bridge",    "entering Dense Smoke"};
constexpr std::uint8_t kWhatTurn = 100, kWhatTurnWoods = 101, kWhatWheel = 102, kWhatFogExtended = 103,
                       kWhatColumn = 104;

TRow row_of(Terrain t) {
  switch (t) {
    case Terrain::Clear: return RClear;
    case Terrain::Woods: return RWoods;
    case Terrain::Town: return RTown;
    case Terrain::Castle: return RCastle;
    case Terrain::Garden: return RGarden;
    case Terrain::Marsh: return RMarsh;
    case Terrain::Ditch: return RDitchEnter;
  }
  return RClear;
}

// One cell as the movement rules read it: "1", "3D", "+1D", "+D3", "ALL DH", "stop DA", "NA".
struct Code {
  bool known = false, na = false, all = false, stop = false;
  int mp = 0;
  bool roll = false;
  MoveRoll::Kind kind = MoveRoll::Kind::D;
  int plus = 0;
};

Code parse_code(const std::string& value) {
  Code c;
  c.known = true;
  std::size_t i = 0;
  while (i < value.size()) {
    while (i < value.size() && value[i] == ' ') ++i;
    std::size_t j = value.find(' ', i);
    std::string t = value.substr(i, j == std::string::npos ? std::string::npos : j - i);
    i = j == std::string::npos ? value.size() : j;
    if (t.empty()) continue;
    if (t == "NA") {
      c.na = true;
      continue;
    }
    if (t == "NE") continue;
    if (t == "ALL") {
      c.all = true;
      continue;
    }
    if (t == "stop") {
      c.stop = true;
      continue;
    }
    std::size_t k = 0;
    if (t[k] == '+') ++k;
    int n = 0;
    bool digits = false;
    while (k < t.size() && t[k] >= '0' && t[k] <= '9') {
      n = n * 10 + (t[k] - '0');
      ++k;
      digits = true;
    }
    c.mp += n;
    std::string rest = t.substr(k);
    if (rest.empty()) {
      if (!digits) c.known = false;
    } else if (rest == "D") {
      c.roll = true;
    } else if (rest == "D3") {
      c.roll = true;
      c.plus = 3;
    } else if (rest == "DA") {
      c.roll = true;
      c.kind = MoveRoll::Kind::DA;
    } else if (rest == "DH") {
      c.roll = true;
      c.kind = MoveRoll::Kind::DH;
    } else {
      c.known = false;
    }
  }
  return c;
}

}  // namespace move_detail

bool terrain_cost_readable(const std::string& cell) { return !cell.empty() && move_detail::parse_code(cell).known; }

namespace move_detail {

// One column of the chart, read cell by cell as asked (so that only the cells
// a move uses are logged).
class ChartColumn {
 public:
  ChartColumn(const Tables& t, std::string column) : t_(&t), column_(std::move(column)) {}
  const Code& get(TRow r) {
    auto i = static_cast<std::size_t>(r);
    if (!read_[i]) {
      read_[i] = true;
      Looked l = t_->cell("terrain", kRowNames[r], column_, "movement");
      if (l.ok()) {
        code_[i] = parse_code(l.cell->value);
        if (!code_[i].known) refusal_[i] = "LotN 6.2: the Terrain Chart's " + std::string(kRowNames[r]) + " cell for " +
                                           column_ + " (\"" + l.cell->value + "\") is not a movement cost";
      } else {
        refusal_[i] = l.refusal;
      }
    }
    return code_[i];
  }
  const std::string& refusal(TRow r) const { return refusal_[static_cast<std::size_t>(r)]; }

 private:
  const Tables* t_;
  std::string column_;
  std::array<bool, RCount> read_{};
  std::array<Code, RCount> code_{};
  std::array<std::string, RCount> refusal_{};
};

const char* unit_column(Arm a) {
  switch (a) {
    case Arm::HI: return "HI";
    case Arm::TE: return "TE";
    case Arm::LI:
    case Arm::DR: return "LI";
    case Arm::HC:
    case Arm::CR: return "HC";
    case Arm::LC:
    case Arm::LCrt:
    case Arm::DG: return "LC";
    case Arm::ArtHeavy:
    case Arm::ArtField: return "Art H/F";
    case Arm::ArtRegimental: return "Art Rgmt";
  }
  return "HI";
}

// The unit's own column: Compact LI moves on the HI column (optional 10.35).
const char* unit_column_of(const Battle& st, int unit) {
  Arm a = def(st, unit).arm;
  if (is_light_infantry(a) && compact_li(st, unit)) return "HI";
  return unit_column(a);
}

// What entering `to` from `from` (across `dir`) costs one half of a unit.
struct Entry {
  bool ok = false;
  bool missing = false;  // refused for a lost cell (strict play)
  int mp = 0;
  bool all = false, stop = false;
  std::uint8_t n_rolls = 0;
  std::array<MoveRoll, 3> rolls{};
  std::string why;       // refusal or prohibition
  bool crosses_deep_or_wall = false;
  bool restricted_ow = false;  // woods, town, marsh (6.44)
};

struct Costs {
  ChartColumn* main;     // the column the unit pays on
  ChartColumn* normal;   // its formation's own column (a unit In Column may not enter what it could not in line)
  bool road_rate = false;      // leaders, cavalry, In Column infantry (note i)
  bool column_infantry = false;
  bool artillery = false;
  bool town_burning = false;   // Lützen: no unit may enter a town hex (Is Lützen Burning?)
};

// `smoke`: the hex entered is Dense Smoke (Lutzen): its row's code is paid on top.
Entry enter_cost(const MapData& map, Costs& k, const Hex& from, int dir, const Hex& to, bool smoke = false) {
  Entry e;
  auto add = [&](TRow r, bool additive) -> bool {
    const Code& c = k.main->get(r);
    if (!c.known) {
      e.missing = true;
      e.why = k.main->refusal(r);
      return false;
    }
    if (c.na || (k.normal != k.main && k.normal->get(r).known && k.normal->get(r).na)) {
      e.why = std::string("no unit of its kind may move ") + kRowWords[r] + " (LotN 6.25)";
      return false;
    }
    (void)additive;
    e.mp += c.mp;
    e.all = e.all || c.all;
    e.stop = e.stop || c.stop;
    if (c.roll && e.n_rolls < e.rolls.size())
      e.rolls[e.n_rolls++] = MoveRoll{c.kind, static_cast<std::int8_t>(c.plus), static_cast<std::uint8_t>(r)};
    return true;
  };
  const std::uint16_t bits = map.side_features(from, dir);
  const bool road = (bits & side_bit(SideFeature::Road)) != 0;
  const HexFacts& tf = map.facts(to);
  const HexFacts& ff = map.facts(from);
  if (k.town_burning && tf.terrain == Terrain::Town) {
    e.why = "Lützen is burning: no unit may enter a town hex (LotN Lützen, Is Lützen Burning?)";
    return e;
  }
  TRow hr = row_of(tf.terrain);
  if (hr == RWoods || hr == RTown || hr == RMarsh) e.restricted_ow = true;
  // Note b: ditch costs are not paid moving road hex to connected road hex (never for artillery, note n).
  if (hr == RDitchEnter && road && !k.artillery) hr = RClear;
  bool done = false;
  if (road && k.road_rate) {  // note i: the road rate, where the chart has it
    const Code& rc = k.main->get(RRoad);
    if (rc.known && !rc.na && !k.main->get(hr).na) {
      e.mp += rc.mp;
      done = true;
    }
  }
  if (!done && !add(hr, false)) return e;
  if (ff.terrain == Terrain::Ditch && tf.terrain != Terrain::Ditch && !road && !add(RDitchLeave, true)) return e;
  constexpr std::uint16_t walls = side_bit(SideFeature::TownWall) | side_bit(SideFeature::CastleWall);
  if (bits & walls) {
    e.crosses_deep_or_wall = true;
    // Note a, 6.25: impassable, except along a road by infantry In Column.
    if (!(road && k.column_infantry)) {
      e.why = "a town or castle wall is crossed only along a road, by infantry In Column (LotN 6.25)";
      return e;
    }
  }
  if ((bits & side_bit(SideFeature::GardenWall)) && !add(RGardenWall, true)) return e;
  if (bits & (side_bit(SideFeature::Stream) | side_bit(SideFeature::DeepStream))) {
    if (bits & side_bit(SideFeature::Bridge)) {
      if (!add(RBridge, true)) return e;
    } else {
      if (bits & side_bit(SideFeature::DeepStream)) e.crosses_deep_or_wall = !road;
      if (!add((bits & side_bit(SideFeature::DeepStream)) ? RDeepStream : RStream, true)) return e;
    }
  }
  if ((bits & side_bit(SideFeature::ElevatedRoad)) && !add(RElevatedRoad, true)) return e;
  if (smoke && !add(RDenseSmoke, true)) return e;  // Lutzen burning: stop and Disrupted
  e.ok = true;
  return e;
}

// ---- the Effects of Fog on a move

// Is Lützen Burning? under the setting lutzen.town_light_move "each_hex": the Fog rules on a move follow the
// light of the hex where each thing happens; else (and off Lützen) the hex the unit sets out from.
bool fog_light_by_hex(const Battle& st) { return is_lutzen(st) && st.s->variant("lutzen.town_light_move") == 1; }

// The visibility of a place of the move (a double unit: the worse of its halves).
Visibility fog_at(const Battle& st, const Hex& h, const std::optional<Hex>& second) {
  Visibility v = hex_visibility(st, h);
  return second ? std::max(v, hex_visibility(st, *second)) : v;
}

// The Movement Restrictions apply in Heavy, and in Light "ONLY if a unit is going to use more than half its MA
// in a Phase".
bool fog_restricts(Visibility v, bool over_half) {
  return v == Visibility::Heavy || (v == Visibility::Light && over_half);
}

// Where the unit stands before it enters the last hex of `o` (the drift roll's place), from `start`.
std::pair<Hex, std::optional<Hex>> fog_drift_place(const MoveOption& o, const Hex& start,
                                                   const std::optional<Hex>& start_second) {
  std::pair<Hex, std::optional<Hex>> at{start, start_second}, before = at;
  for (const MoveStep& s : o.path)
    if (s.enters) {
      before = at;
      at = {s.hex, s.second};
    }
  return before;
}

// ---- the unit moving

// The printed MA as 7.23 and 6.41 compare it: the Swedish brigade's 5 for ZOC.
int printed_ma_for_zoc(const Battle& st, int unit) {
  const UnitDef& d = def(st, unit);
  return std::max(d.ma, d.ma_extended);
}

bool turns_disrupt_in_cover(const Battle& st, Arm a) {
  if (a == Arm::HI || a == Arm::HC) return true;
  if (a == Arm::TE || a == Arm::CR) return st.s->variant("facing.woods_town_te_cr") == 1;
  return false;
}

std::uint64_t pos_key(const HexGrid& grid, const Hex& a, const std::optional<Hex>& b, int facing) {
  std::uint64_t ia = grid.index(a), ib = b ? grid.index(*b) : 0xFFFFFu;
  if (b && ib < ia) std::swap(ia, ib);
  return ia | (ib << 20) | (static_cast<std::uint64_t>(facing) << 40);
}

struct Node {
  int mp = 0;
  int rolls = 0;
  std::uint64_t parent = 0;
  bool has_parent = false;
  int depth = 0;
  bool settled = false;
  bool stop = false;
  bool auto_dis = false;
  MoveStep step;
};

bool better(int mp, int rolls, const Node& n) { return mp < n.mp || (mp == n.mp && rolls < n.rolls); }

struct Mover {
  const Battle& st;
  const Board& board;
  const MapData& map;
  const HexGrid& grid;
  int unit;
  const UnitDef& d;
  const UnitState& u;
  int side;
  Tables tables;
  ChartColumn main, normal;
  Costs costs;
  std::vector<std::string>* refused;
  const HexTest* smoke = nullptr;  // Dense Smoke, asked once a hex
  StackVariants stacking;          // the battle's stacking rules (optional 10.35's Dispersed LI)

  Mover(const Battle& s, const Board& b, int un, const Tables* t, std::vector<std::string>* r)
      : st(s),
        board(b),
        map(*s.s->map),
        grid(s.s->map->grid()),
        unit(un),
        d(def(s, un)),
        u(s.units[static_cast<std::size_t>(un)]),
        side(def(s, un).side),
        tables(t ? *t : Tables(*s.s->data, s.s->mode)),
        main(tables, u.in_column ? "LI" : unit_column_of(s, un)),
        normal(tables, unit_column_of(s, un)),
        refused(r) {
    stacking = stack_variants(s);
    costs.main = &main;
    costs.normal = u.in_column ? &normal : &main;
    costs.road_rate = is_cavalry(d.arm) || (u.in_column && is_infantry(d.arm));
    costs.column_infantry = u.in_column && is_infantry(d.arm);
    costs.artillery = is_artillery(d.arm);
    costs.town_burning = is_lutzen(s);
  }

  void refuse(const std::string& why) {
    if (!refused || why.empty()) return;
    if (std::find(refused->begin(), refused->end(), why) == refused->end()) refused->push_back(why);
  }

  // May the unit pass into `h` (not necessarily stop there)?
  bool passable(const Hex& h) const {
    const auto& here = board.units_at(h);
    if (here.empty()) return true;
    StackUnit me = stack_unit(st, unit, u.facing, u.in_column);
    std::vector<StackUnit> occ;
    for (int o : here)
      if (o != unit) occ.push_back(stack_unit(st, o, st.units[static_cast<std::size_t>(o)].facing,
                                              st.units[static_cast<std::size_t>(o)].in_column));
    return pass_through_problem(me, occ).empty();
  }

  bool may_end(const Hex& h, int facing, bool column) const {
    if (board.units_at(h).empty()) return true;
    return end_stack_problem(st, board, unit, h, facing, column, stacking).empty();
  }

  // Per-hex answers cached for one search (the grid's index is asked once a hex).
  mutable std::vector<std::int8_t> zoc_cache;
  bool zoc(const Hex& h) const {
    std::size_t i = grid.index(h);
    if (zoc_cache.empty()) zoc_cache.assign(grid.hex_count(), -1);
    if (zoc_cache[i] < 0) zoc_cache[i] = board.enemy_zoc(h, side) ? 1 : 0;
    return zoc_cache[i] == 1;
  }
  mutable std::vector<std::int8_t> smoke_cache;
  bool in_smoke(const Hex& h) const {
    if (!smoke || !*smoke) return false;
    std::size_t i = grid.index(h);
    if (smoke_cache.empty()) smoke_cache.assign(grid.hex_count(), -1);
    if (smoke_cache[i] < 0) smoke_cache[i] = (*smoke)(h) ? 1 : 0;
    return smoke_cache[i] == 1;
  }
  mutable std::vector<std::array<int, kSides>> nb_cache;
  std::optional<Hex> neighbour(const Hex& h, int dir) const {
    std::size_t i = grid.index(h);
    if (nb_cache.empty()) nb_cache.assign(grid.hex_count(), std::array<int, kSides>{-2, -2, -2, -2, -2, -2});
    int& n = nb_cache[i][static_cast<std::size_t>(dir)];
    if (n == -2) {
      auto x = grid.neighbour(h, dir);
      n = x ? static_cast<int>(grid.index(*x)) : -1;
      return x;
    }
    if (n < 0) return std::nullopt;
    return grid.hex_at(static_cast<std::size_t>(n));
  }
};

// The enemy units whose ZOC the unit stands in.
std::vector<int> zoc_sources(const Battle& st, int unit) {
  std::vector<int> out;
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  int side = def(st, unit).side;
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    int e = static_cast<int>(i);
    if (def(st, e).side == side || !exerts_zoc(st, e)) continue;
    for (const Hex& h : zoc_hexes(st, e))
      if (h == u.hex || (u.second && h == *u.second)) {
        out.push_back(e);
        break;
      }
  }
  return out;
}

int vertex_turn(int from, int to) {
  int t = ((to - from) % kSides + kSides) % kSides;
  return t > 3 ? t - kSides : t;  // -2..3
}

struct TurnCost {
  bool ok = true;
  int mp = 0;
  std::uint8_t n_rolls = 0;
  std::array<MoveRoll, 2> rolls{};
  bool da = false;
};

TurnCost turn_cost(Mover& m, const Hex& where, int from, int to) {
  TurnCost t;
  if (from == to) return t;
  int k = std::abs(vertex_turn(from, to));
  const Arm a = m.d.arm;
  if (a == Arm::TE) {
    // 10.11: 1 MP a vertex; a Reverse-Face 1 MP, not Disrupted, not where entering costs the tercio more than 1.
    const Code& c = m.main.get(row_of(m.map.facts(where).terrain));
    bool reverse = k == 3 && !m.u.disrupted && c.known && !c.na && c.mp <= 1;
    t.mp = reverse ? 1 : k;
    if (k > 1 && !reverse) t.rolls[t.n_rolls++] = MoveRoll{MoveRoll::Kind::D, 0, kWhatTurn};  // 10.12
  } else if (is_artillery(a)) {
    t.mp = k == 1 ? 0 : 1;  // 8.52
  } else {
    t.mp = k - 1;  // 7.12
    if (a == Arm::HI && k > 1) t.rolls[t.n_rolls++] = MoveRoll{MoveRoll::Kind::D, 0, kWhatTurn};  // 7.13
  }
  Terrain tt = m.map.facts(where).terrain;
  if ((tt == Terrain::Woods || tt == Terrain::Town) && turns_disrupt_in_cover(m.st, a)) {  // 7.14
    t.rolls[t.n_rolls++] = MoveRoll{MoveRoll::Kind::DA, 0, kWhatTurnWoods};
    t.da = true;
  }
  return t;
}

void add_rolls(MoveStep& s, const MoveRoll* r, int n) {
  for (int i = 0; i < n && s.n_rolls < s.rolls.size(); ++i) s.rolls[s.n_rolls++] = r[i];
}

bool has_auto(const MoveStep& s) {
  for (int i = 0; i < s.n_rolls; ++i)
    if (s.rolls[i].kind != MoveRoll::Kind::D) return true;
  return false;
}

// The hex a double unit's halves share in front (10.22's pivot target).
std::optional<Hex> middle_front(const HexGrid& grid, const Hex& a, const Hex& b, int facing) {
  for (int s : {side_turn(facing, -1), facing}) {
    auto n = grid.neighbour(a, s);
    if (n && grid.adjacent(*n, b)) return n;
  }
  return std::nullopt;
}

int limit_ma(const Battle& st, int unit) {
  const UnitDef& d = def(st, unit);
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  int ma = current_ma(st, unit);
  if (d.ma_extended > d.ma && !u.disrupted && !u.routed && !u.in_column) {
    int ext = d.ma_extended;
    if (unit_visibility(st, unit) == Visibility::Heavy) ext = (ext + 1) / 2;  // Fog: the 5th MP makes 3
    ma = std::max(ma, ext);
  }
  return ma;
}

}  // namespace

const char* move_roll_words(const MoveRoll& r) {
  using namespace move_detail;
  if (r.what < RCount) return kRowWords[r.what];
  switch (r.what) {
    case kWhatTurn: return "turning more than one vertex in a hex";
    case kWhatTurnWoods: return "changing facing in woods or a town";
    case kWhatWheel: return "wheeling in an enemy Zone of Control";
    case kWhatFogExtended: return "the extra MP in the fog";
    case kWhatColumn: return "changing from Column to line";
    default: break;
  }
  return "moving";
}

namespace move_detail {
const char* move_roll_rule(const MoveRoll& r) {
  switch (r.what) {
    case kWhatTurn: return "LotN 7.13";
    case kWhatTurnWoods: return "LotN 7.14";
    case kWhatWheel: return "LotN 10.23";
    case kWhatColumn: return "LotN 10.26";
    case RDenseSmoke: return "LotN Lützen, Is Lützen Burning?";
    default: break;
  }
  return "LotN 6.22";
}
}  // namespace

namespace move_detail {

// A caracole's ride-off (8.32): the MP left, free to turn in and leave the enemy ZOC it starts in, its first hex
// entered farther from the target.
struct RideOff {
  Hex target;
  int mp_left = 0;
  Hex from;       // where it fired from
  int facing = 0;
  int spent = 0;  // MP spent on the approach
};

std::vector<MoveOption> options_of(const Battle& st, const Board& board, int unit, std::vector<std::string>* refused,
                                   const HexTest& dense_smoke, const RideOff* ride);

}  // namespace move_detail

std::vector<MoveOption> move_options(const Battle& st, const Board& board, int unit, std::vector<std::string>* refused,
                                     const HexTest& dense_smoke) {
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  if (!u.on_map || u.routed || u.moved || u.fired || u.abandoned) return {};
  return move_detail::options_of(st, board, unit, refused, dense_smoke, nullptr);
}

std::vector<MoveOption> ride_off_options(const Battle& st, const Board& board, int cr, const Hex& target,
                                         const HexTest& dense_smoke) {
  const UnitState& u = st.units[static_cast<std::size_t>(cr)];
  if (!u.on_map || u.routed || u.abandoned || u.second || u.in_column) return {};
  move_detail::RideOff ride{target, std::max(0, current_ma(st, cr) - u.mp_spent), u.hex, u.facing, u.mp_spent};
  return move_detail::options_of(st, board, cr, nullptr, dense_smoke, &ride);
}

bool ride_off_possible(const Battle& st, const Board& board, int cr, const MoveOption& to, const Hex& target,
                       const HexTest& dense_smoke) {
  const UnitState& u = st.units[static_cast<std::size_t>(cr)];
  if (!u.on_map || u.routed || u.abandoned || u.second || u.in_column || to.second) return false;
  const int left = current_ma(st, cr) - to.mp;
  if (left <= 0) return false;
  move_detail::RideOff ride{target, left, to.hex, to.facing, to.mp};
  for (const MoveOption& o : move_detail::options_of(st, board, cr, nullptr, dense_smoke, &ride))
    if (o.hexes > 0) return true;
  return false;
}

std::string terrain_entry_problem(const Battle& st, const Board& board, int unit, const Hex& h) {
  using namespace move_detail;
  Mover m(st, board, unit, nullptr, nullptr);
  const Terrain t = m.map.facts(h).terrain;
  if (m.costs.town_burning && t == Terrain::Town)
    return "Lützen is burning: no unit may enter a town hex (LotN Lützen, Is Lützen Burning?)";
  const TRow r = row_of(t);
  const Code& code = m.main.get(r);
  if (!code.known) return m.main.refusal(r);
  if (code.na) return std::string("no unit of its kind may move ") + kRowWords[r] + " (LotN 6.25)";
  return "";
}

namespace move_detail {

std::vector<MoveOption> options_of(const Battle& st, const Board& board, int unit, std::vector<std::string>* refused,
                                   const HexTest& dense_smoke, const RideOff* ride) {
  std::vector<MoveOption> out;
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  Mover m(st, board, unit, nullptr, refused);
  if (dense_smoke) m.smoke = &dense_smoke;
  const HexGrid& grid = m.grid;
  const bool dbl = u.second.has_value();
  const int limit = ride ? ride->mp_left : limit_ma(st, unit);
  const int base_ma = current_ma(st, unit);
  const int spent_before = ride ? ride->spent : 0;  // a ride-off: the MP of the caracole's approach
  const Hex s_hex = ride ? ride->from : u.hex;         // where the search sets out, as it faces there
  const int s_facing = ride ? ride->facing : u.facing;
  const Visibility seen = unit_visibility(st, unit);  // the Fog rules, as the hex it sets out from sees them
  const bool light_by_hex = fog_light_by_hex(st);      // ... or each hex by its own light (Lützen's setting)
  const bool start_zoc = m.zoc(s_hex) || (dbl && m.zoc(*u.second));
  bool may_leave = true;
  bool wheel_roll = true;
  int wheel_plus = def(st, unit).swedish ? 0 : 3;
  if (start_zoc && !ride) {
    // 7.23: an unoccupied Front hex, and a printed MA above every enemy's exerting the ZOC.
    std::vector<int> src = zoc_sources(st, unit);
    int mine = printed_ma_for_zoc(st, unit);
    for (int e : src)
      if (printed_ma_for_zoc(st, e) >= mine) may_leave = false;
    bool free_front = false;
    for (const Hex& h : facing_sets(grid, shape(st, unit)).front)
      if (board.units_at(h).empty()) free_front = true;
    if (!free_front) may_leave = false;
    wheel_roll = false;
    for (int e : src)
      if (!is_light_infantry(def(st, e).arm)) wheel_roll = true;  // 10.23 exception: no roll against LI
  }

  const bool lead_hex_only = st.s->variant("movement.double_unit_two_terrains") == 1;
  std::vector<Node> pool;
  pool.reserve(1024);
  std::unordered_map<std::uint64_t, int> ids;  // double units
  std::vector<int> flat;                       // single units: hex x facing
  if (!dbl) flat.assign(grid.hex_count() * kSides, -1);
  using QE = std::tuple<int, int, int>;  // mp, rolls, node
  std::priority_queue<QE, std::vector<QE>, std::greater<QE>> pq;
  const std::uint64_t start = pos_key(grid, s_hex, u.second, s_facing);
  {
    Node n;
    n.step.hex = s_hex;
    n.step.second = u.second;
    n.step.facing = s_facing;
    pool.push_back(n);
    if (dbl)
      ids.emplace(start, 0);
    else
      flat[grid.index(s_hex) * kSides + static_cast<std::size_t>(s_facing)] = 0;
    pq.push({0, 0, 0});
  }
  auto relax = [&](int from, const MoveStep& step) {
    const int mp = pool[static_cast<std::size_t>(from)].mp + step.mp;
    if (mp > limit) return;
    // 8.32: the ride-off's first hex takes the CR away from its target, never back along it.
    if (ride && from == 0 && step.enters && grid.distance(step.hex, ride->target) <= grid.distance(s_hex, ride->target))
      return;
    // A Disruption roll stops the unit where it fails (6.22): never roll in a
    // friend's hex the unit may only pass through (6.55).
    if (step.n_rolls > 0 && (!m.may_end(step.hex, step.facing, u.in_column) ||
                             (step.second && !m.may_end(*step.second, step.facing, u.in_column))))
      return;
    const int rolls = pool[static_cast<std::size_t>(from)].rolls + step.n_rolls;
    int* slot = nullptr;
    if (!dbl) {
      slot = &flat[grid.index(step.hex) * kSides + static_cast<std::size_t>(step.facing)];
    } else {
      slot = &ids.try_emplace(pos_key(grid, step.hex, step.second, step.facing), -1).first->second;
    }
    if (*slot < 0) {
      *slot = static_cast<int>(pool.size());
      pool.emplace_back();
    } else {
      const Node& old = pool[static_cast<std::size_t>(*slot)];
      if (old.settled || !better(mp, rolls, old)) return;
    }
    const int target = *slot;
    const Node& fromn = pool[static_cast<std::size_t>(from)];
    Node n;
    n.mp = mp;
    n.rolls = rolls;
    n.parent = static_cast<std::uint64_t>(from);
    n.has_parent = true;
    n.depth = fromn.depth + 1;
    n.stop = step.stops;
    n.auto_dis = fromn.auto_dis || has_auto(step);
    n.step = step;
    pool[static_cast<std::size_t>(target)] = n;
    pq.push({mp, rolls, target});
  };
  // A step entering hexes (the halves' new hexes that were not the unit's): checks and costs.
  struct Into {
    Hex from;
    int dir;
    Hex to;
  };
  auto evaluate = [&](MoveStep& step, const Into* into, int n_into) -> bool {
    int cost = 0;
    bool all = false;
    for (int i = 0; i < n_into; ++i) {
      const Into& x = into[i];
      // Passing through enemy guns (6.51[6]) is passable; the end check refuses stopping there.
      if (!m.passable(x.to)) return false;
      Entry e = enter_cost(m.map, m.costs, x.from, x.dir, x.to, m.in_smoke(x.to));
      if (!e.ok) {
        if (e.missing) m.refuse(e.why);
        return false;
      }
      // A double unit entering two terrains (variant movement.double_unit_two_terrains): the higher
      // cost, or the leading hex's (the first half's); every D code of either is rolled.
      if (i == 0 || !lead_hex_only) cost = std::max(cost, e.mp);
      all = all || e.all;
      step.stops = step.stops || e.stop;
      add_rolls(step, e.rolls.data(), e.n_rolls);
    }
    if (all) {
      // "ALL": the crossing takes every MP the unit has (6.22 example): only as its whole move.
      step.mp += limit;
      step.stops = true;
    } else {
      step.mp += cost;
    }
    bool z = m.zoc(step.hex) || (step.second && m.zoc(*step.second));
    if (z) {
      if (u.disrupted) return false;  // 12.23
      step.stops = true;               // 7.23
    }
    if (has_auto(step)) step.stops = true;  // DA, DH: the unit stops
    return true;
  };

  while (!pq.empty()) {
    auto [pmp, prolls, id] = pq.top();
    pq.pop();
    {
      Node& cur = pool[static_cast<std::size_t>(id)];
      if (cur.settled || pmp != cur.mp || prolls != cur.rolls) continue;
      cur.settled = true;
      if (cur.stop) continue;
    }
    const MoveStep here = pool[static_cast<std::size_t>(id)].step;
    const bool at_start = id == 0;
    if (at_start && start_zoc && !may_leave) {
      // 10.23: a double unit not Disrupted may still wheel on a half in the ZOC.
      if (dbl && !u.disrupted && !u.in_column) {
        auto mid = middle_front(grid, u.hex, *u.second, u.facing);
        for (int pivot = 0; pivot < 2 && mid; ++pivot) {
          Hex p = pivot == 0 ? u.hex : *u.second, q = pivot == 0 ? *u.second : u.hex;
          int axis = grid.side_towards(p, *mid);
          auto f2 = double_line_facings(axis);
          int nf = std::abs(vertex_turn(u.facing, f2[0])) == 1 ? f2[0] : f2[1];
          MoveStep s;
          s.enters = true;
          s.front_to_flank = s.wheel = true;
          s.hex = p;
          s.second = *mid;
          s.facing = nf;
          Into x{q, grid.side_towards(q, *mid), *mid};
          if (!evaluate(s, &x, 1)) continue;
          s.stops = true;
          if (wheel_roll) {
            MoveRoll r{MoveRoll::Kind::D, static_cast<std::int8_t>(wheel_plus), kWhatWheel};
            add_rolls(s, &r, 1);
          }
          relax(id, s);
        }
      }
      continue;
    }
    const Hex p = here.hex;
    const std::optional<Hex> p2 = here.second;
    const int f = here.facing;
    const bool in_zoc_here = m.zoc(p) || (p2 && m.zoc(*p2));
    if (u.in_column) {
      UnitShape sh{p, p2, f, true};
      Hex head = p;
      if (p2 && grid.side_towards(p, *p2) == f) head = *p2;
      for (const Hex& x : column_move_hexes(grid, sh)) {
        MoveStep s;
        s.enters = true;
        int dir = grid.side_towards(head, x);
        s.hex = x;
        if (p2) s.second = head;
        s.facing = dir;
        s.turn = vertex_turn(f, dir);
        Into in{head, dir, x};
        if (!evaluate(s, &in, 1)) continue;
        relax(id, s);
      }
      continue;
    }
    if (!p2) {
      // A single-hex unit: turn in the hex (not in an enemy ZOC), then enter a Front hex. Each
      // neighbour's entry is costed once.
      std::array<MoveStep, kSides> entry{};
      std::array<bool, kSides> can{};
      for (int dir = 0; dir < kSides; ++dir) {
        auto n = m.neighbour(p, dir);
        if (!n) continue;
        MoveStep& s = entry[static_cast<std::size_t>(dir)];
        s.enters = true;
        s.hex = *n;
        Into in{p, dir, *n};
        can[static_cast<std::size_t>(dir)] = evaluate(s, &in, 1);
      }
      for (int nf = 0; nf < kSides; ++nf) {
        if (nf != f && in_zoc_here && !(ride && at_start)) continue;  // 7.23; the caracole turns in it (8.32)
        TurnCost tc = turn_cost(m, p, f, nf);
        if (tc.da) continue;  // 7.14: disrupted there, it stops
        for (int dir : {side_turn(nf, -1), nf}) {
          if (!can[static_cast<std::size_t>(dir)]) continue;
          const MoveStep& e = entry[static_cast<std::size_t>(dir)];
          MoveStep s;
          s.enters = true;
          s.turn = vertex_turn(f, nf);
          s.hex = e.hex;
          s.facing = nf;
          s.mp = tc.mp + e.mp;
          s.stops = e.stops;
          add_rolls(s, tc.rolls.data(), tc.n_rolls);
          add_rolls(s, e.rolls.data(), e.n_rolls);
          relax(id, s);
        }
      }
      continue;
    }
    // A double-sized unit: advance both halves, or pivot on one (10.22).
    for (int dir : {side_turn(f, -1), f}) {
      auto na = m.neighbour(p, dir), nb = m.neighbour(*p2, dir);
      if (!na || !nb) continue;
      MoveStep s;
      s.enters = true;
      s.hex = *na;
      s.second = *nb;
      s.facing = f;
      std::array<Into, 2> in{Into{p, dir, *na}, Into{*p2, dir, *nb}};
      if (!evaluate(s, in.data(), 2)) continue;
      relax(id, s);
    }
    if (!u.disrupted) {
      auto mid = middle_front(grid, p, *p2, f);
      for (int pivot = 0; pivot < 2 && mid; ++pivot) {
        Hex pv = pivot == 0 ? p : *p2, q = pivot == 0 ? *p2 : p;
        int axis = grid.side_towards(pv, *mid);
        auto f2 = double_line_facings(axis);
        int nf = std::abs(vertex_turn(f, f2[0])) == 1 ? f2[0] : f2[1];
        MoveStep s;
        s.enters = true;
        s.front_to_flank = true;
        s.hex = pv;
        s.second = *mid;
        s.facing = nf;
        Into in{q, grid.side_towards(q, *mid), *mid};
        if (!evaluate(s, &in, 1)) continue;
        relax(id, s);
      }
    }
  }

  // The end positions: every settled node, and for a single unit in line a last turn where it may.
  struct End {
    std::uint64_t key;
    int mp, rolls, node, turn_to;  // turn_to: -1 none, else the facing of a last turn
  };
  std::vector<End> ends;
  ends.reserve(pool.size() * 2);
  std::unordered_map<std::uint64_t, int> end_ids;  // double units
  std::vector<int> end_flat;                       // single units: hex x facing
  if (!dbl) end_flat.assign(grid.hex_count() * kSides, -1);
  auto consider = [&](const MoveStep& at, int facing, int mp, int rolls, int node, int turn_to) {
    int* slot = nullptr;
    std::uint64_t k = pos_key(grid, at.hex, at.second, facing);
    if (!dbl)
      slot = &end_flat[grid.index(at.hex) * kSides + static_cast<std::size_t>(facing)];
    else
      slot = &end_ids.try_emplace(k, -1).first->second;
    if (*slot < 0) {
      *slot = static_cast<int>(ends.size());
      ends.push_back(End{k, mp, rolls, node, turn_to});
      return;
    }
    End& e = ends[static_cast<std::size_t>(*slot)];
    if (mp < e.mp || (mp == e.mp && rolls < e.rolls)) e = End{k, mp, rolls, node, turn_to};
  };
  for (std::size_t i = 0; i < pool.size(); ++i) {
    const Node& n = pool[i];
    if (!n.settled) continue;
    consider(n.step, n.step.facing, n.mp, n.rolls, static_cast<int>(i), -1);
  }
  for (std::size_t i = 0; i < pool.size(); ++i) {
    const Node& n = pool[i];
    // A last turn in the hex: single units in line, not in an enemy ZOC, not stopped by a Disruption.
    if (!n.settled || dbl || u.in_column || n.auto_dis || m.zoc(n.step.hex)) continue;
    for (int nf = 0; nf < kSides; ++nf) {
      if (nf == n.step.facing) continue;
      TurnCost tc = turn_cost(m, n.step.hex, n.step.facing, nf);
      if (n.mp + tc.mp > limit) continue;
      consider(n.step, nf, n.mp + tc.mp, n.rolls + tc.n_rolls, static_cast<int>(i), nf);
    }
  }
  std::sort(ends.begin(), ends.end(), [](const End& a, const End& b) {
    return std::make_tuple(a.mp, a.rolls, a.key) < std::make_tuple(b.mp, b.rolls, b.key);
  });
  {
    MoveOption stay;
    stay.hex = s_hex;
    stay.second = u.second;
    stay.facing = s_facing;
    stay.in_column = u.in_column;
    stay.ends_in_zoc = start_zoc;
    out.push_back(stay);
  }
  out.reserve(ends.size() + 1);
  for (const End& e : ends) {
    if (e.key == start) continue;
    const Node& n = pool[static_cast<std::size_t>(e.node)];
    MoveOption o;
    o.hex = n.step.hex;
    o.second = n.step.second;
    o.facing = e.turn_to >= 0 ? e.turn_to : n.step.facing;
    o.in_column = u.in_column;
    if (!m.may_end(o.hex, o.facing, o.in_column) || (o.second && !m.may_end(*o.second, o.facing, o.in_column)))
      continue;
    o.mp = e.mp;
    o.path.resize(static_cast<std::size_t>(n.depth) + (e.turn_to >= 0 ? 1 : 0));
    for (int at = e.node, d = n.depth; pool[static_cast<std::size_t>(at)].has_parent; --d) {
      o.path[static_cast<std::size_t>(d - 1)] = pool[static_cast<std::size_t>(at)].step;
      at = static_cast<int>(pool[static_cast<std::size_t>(at)].parent);
    }
    if (e.turn_to >= 0) {
      TurnCost tc = turn_cost(m, n.step.hex, n.step.facing, e.turn_to);
      MoveStep& t = o.path.back();
      t = MoveStep{};
      t.turn = vertex_turn(n.step.facing, e.turn_to);
      t.hex = n.step.hex;
      t.facing = e.turn_to;
      t.mp = tc.mp;
      add_rolls(t, tc.rolls.data(), tc.n_rolls);
    }
    for (const MoveStep& s : o.path) {
      if (s.enters) ++o.hexes;
      if (s.turn != 0 || s.front_to_flank) o.turned = true;
      o.rolls += s.n_rolls;
      if (has_auto(s)) o.automatic_disruption = true;
    }
    o.ends_in_zoc = m.zoc(o.hex) || (o.second && m.zoc(*o.second));
    o.leaves_zoc = start_zoc && o.hexes > 0 && !(o.path.size() == 1 && o.path[0].wheel);
    o.extended = !ride && o.mp > base_ma;
    {
      const bool over_half = (spent_before + o.mp) * 2 > base_ma;
      Visibility at = seen;
      if (light_by_hex && o.hexes > 0) {
        auto place = fog_drift_place(o, s_hex, u.second);
        at = fog_at(st, place.first, place.second);
      }
      o.drift = o.hexes > 0 && fog_restricts(at, over_half);
    }
    if (o.drift) {
      // A drift roll may stop the unit before its last hex: never plan that in a friend's hex it may only pass (6.55).
      std::size_t last = o.path.size();
      for (std::size_t k = 0; k < o.path.size(); ++k)
        if (o.path[k].enters) last = k;
      if (last > 0 && last < o.path.size()) {
        const MoveStep& before = o.path[last - 1];
        if (!m.may_end(before.hex, before.facing, o.in_column) ||
            (before.second && !m.may_end(*before.second, before.facing, o.in_column)))
          continue;
      }
    }
    out.push_back(std::move(o));
  }
  return out;
}

}  // namespace move_detail

std::string move_option_words(const Battle& st, const MoveOption& o) {
  using namespace move_detail;
  std::string w;
  if (o.path.empty()) return "stay";
  if (o.hexes == 0) {
    w = "turn in " + hex_name(st, o.hex);
  } else {
    w = "to " + hex_name(st, o.hex);
    if (o.second) w += "-" + hex_name(st, *o.second);
  }
  const MapData& map = *st.s->map;
  std::string dir;
  const auto& names = o.in_column ? map.compass_sides : map.compass_vertices;
  for (const auto& [word, v] : names)
    if (v == o.facing) dir = word;
  if (!dir.empty()) w += " facing " + dir;
  w += " (" + std::to_string(o.mp) + " MP";
  if (o.ends_in_zoc) w += ", in an enemy ZOC";
  if (o.rolls) w += ", " + std::to_string(o.rolls) + (o.rolls == 1 ? " Disruption roll" : " Disruption rolls");
  if (o.drift) w += ", may drift in the fog";
  w += ")";
  return w;
}

// ---- carrying a move out

namespace move_detail {

// One roll of a step; the effect on the unit.
Effect roll_one(Ctx& c, int unit, const MoveRoll& r, int plus, const std::string& where) {
  std::string why = std::string(move_roll_words(r)) + " at " + where;
  switch (r.kind) {
    case MoveRoll::Kind::D: return d_roll(c, unit, r.plus + plus, why);
    case MoveRoll::Kind::DA:
      if (c.say.on) c.say(unit_name(c.st, unit) + " is disrupted " + why, move_roll_rule(r));
      return disrupt(c, unit, false, -1, why);
    case MoveRoll::Kind::DH: {
      if (c.say.on) c.say(unit_name(c.st, unit) + " is disrupted " + why, "LotN 6.22");
      Effect e = disrupt(c, unit, false, -1, why);
      if (!present(c.st, unit) || c.st.units[static_cast<std::size_t>(unit)].routed) return e;
      int roll = c.d10("losses " + why + ", " + unit_name(c.st, unit) + ", d10");
      int tq = def(c.st, unit).tq_disrupted;
      if (c.say.on)
        c.say(unit_name(c.st, unit) + " rolls " + std::to_string(roll) + " against disrupted TQ " + std::to_string(tq) +
                  " for losses",
              "LotN 6.22");
      if (roll > tq) {
        Effect h = apply_hits(c, unit, roll - tq, why);
        if (h == Effect::Eliminated) return h;
      }
      return e == Effect::None ? Effect::Disrupted : e;
    }
  }
  return Effect::None;
}

// ---- fog, dusk and dark: drift (LotN Lutzen, Effects of Fog)

// The step a drift makes instead of the intended last one: `way` -1 the
// front-left, +1 the front-right, from where the unit stands now, as it faces
// after the intended step's turn (In Column: the flank hexes beside the front
// hex; a double unit: both halves step that way, variant
// fog.drift_double_units). nullopt: no such step (off the map, a wheel in an
// enemy ZOC, a double unit under the variant's "no").
struct DriftInto {
  Hex from;
  int dir;
  Hex to;
};
struct Drift {
  MoveStep step;
  int n_into = 0;
  std::array<DriftInto, 2> into{};
};
std::optional<Drift> drift_step(Mover& m, const MoveStep& intended, int way) {
  const HexGrid& grid = m.grid;
  const UnitState& u = m.u;
  if (intended.wheel) return std::nullopt;  // 10.23: in the enemy ZOC it could only wheel
  if (u.second && !u.in_column && m.st.s->variant("fog.drift_double_units") == 0) return std::nullopt;
  Drift d;
  MoveStep& s = d.step;
  s.enters = true;
  if (u.in_column) {
    Hex head = u.hex;
    if (u.second && grid.side_towards(u.hex, *u.second) == u.facing) head = *u.second;
    int dir = side_turn(u.facing, way);
    auto x = grid.neighbour(head, dir);
    if (!x) return std::nullopt;
    s.hex = *x;
    if (u.second) s.second = head;
    s.facing = dir;
    s.turn = vertex_turn(u.facing, dir);
    d.into[d.n_into++] = DriftInto{head, dir, *x};
    return d;
  }
  if (!u.second) {
    int nf = intended.facing;
    int dir = way < 0 ? side_turn(nf, -1) : nf;
    auto x = grid.neighbour(u.hex, dir);
    if (!x) return std::nullopt;
    TurnCost tc = turn_cost(m, u.hex, u.facing, nf);
    s.turn = vertex_turn(u.facing, nf);
    s.hex = *x;
    s.facing = nf;
    s.mp = tc.mp;
    add_rolls(s, tc.rolls.data(), tc.n_rolls);
    d.into[d.n_into++] = DriftInto{u.hex, dir, *x};
    return d;
  }
  int dir = way < 0 ? side_turn(u.facing, -1) : u.facing;
  auto a = grid.neighbour(u.hex, dir), b = grid.neighbour(*u.second, dir);
  if (!a || !b) return std::nullopt;
  s.hex = *a;
  s.second = *b;
  s.facing = u.facing;
  d.into[d.n_into++] = DriftInto{u.hex, dir, *a};
  d.into[d.n_into++] = DriftInto{*u.second, dir, *b};
  return d;
}

// Costs a drifted step like a planned one; "" when the unit may take it with
// `bound` MP in all this phase, else why it stops. A cell the data lacks
// throws MissingValue (strict play).
std::string cost_drift(Mover& m, const Board& board, Drift& d, int bound, const HexTest& smoke) {
  const Battle& st = m.st;
  const UnitState& u = m.u;
  const bool lead_hex_only = st.s->variant("movement.double_unit_two_terrains") == 1;
  MoveStep& s = d.step;
  int cost = 0;
  bool all = false;
  for (int i = 0; i < d.n_into; ++i) {
    const DriftInto& x = d.into[static_cast<std::size_t>(i)];
    if (!m.passable(x.to)) return "the way into " + hex_name(st, x.to) + " is blocked";
    Entry e = enter_cost(m.map, m.costs, x.from, x.dir, x.to, smoke && smoke(x.to));
    if (!e.ok && e.missing) throw MissingValue(e.why);
    if (!e.ok) return e.why;
    if (i == 0 || !lead_hex_only) cost = std::max(cost, e.mp);
    all = all || e.all;
    s.stops = s.stops || e.stop;
    add_rolls(s, e.rolls.data(), e.n_rolls);
  }
  s.mp += all ? bound : cost;
  bool z = board.enemy_zoc(s.hex, m.side) || (s.second && board.enemy_zoc(*s.second, m.side));
  if (z && u.disrupted) return "a Disrupted unit may not enter an enemy Zone of Control (LotN 12.23)";
  if (!m.may_end(s.hex, s.facing, u.in_column) || (s.second && !m.may_end(*s.second, s.facing, u.in_column)))
    return "it may not stop in " + hex_name(st, s.hex);
  if (u.mp_spent + s.mp > bound) return "it has not the MP left to enter " + hex_name(st, s.hex);
  return "";
}

}  // namespace

bool move_drifts(const Battle& st, int unit, const MoveOption& option) {
  using namespace move_detail;
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  Visibility seen = unit_visibility(st, unit);  // where it stands as it sets out
  bool enters = std::any_of(option.path.begin(), option.path.end(), [](const MoveStep& s) { return s.enters; });
  if (!enters) return false;
  if (fog_light_by_hex(st)) {  // where it stands to roll
    auto place = fog_drift_place(option, u.hex, u.second);
    seen = fog_at(st, place.first, place.second);
  }
  if (seen == Visibility::Clear) return false;
  // Rules 3: the MP the unit spent earlier in the phase count too (a caracole's approach before its ride-off).
  const int spent = st.rules >= 3 ? u.mp_spent : 0;
  return seen == Visibility::Heavy || (spent + option.mp) * 2 > current_ma(st, unit);
}

MoveReport execute_move(Ctx& c, Board& board, int unit, const MoveOption& option, const MoveHooks& hooks) {
  using namespace move_detail;
  MoveReport rep;
  Battle& st = c.st;
  const HexGrid& grid = st.s->map->grid();
  if (option.path.empty()) {
    rep.completed = true;
    return rep;
  }
  Mover m(st, board, unit, &c.tables, nullptr);
  UnitState& u0 = st.units[static_cast<std::size_t>(unit)];
  const int side = def(st, unit).side;
  const bool start_zoc = board.enemy_zoc(u0.hex, side) || (u0.second && board.enemy_zoc(*u0.second, side));
  bool left = false;
  const int plus = hooks.d_plus;
  const int ma = current_ma(st, unit);
  const Visibility seen = unit_visibility(st, unit);  // where it stands as it sets out
  // The Fog rules: +2 to every terrain Disruption roll (Light: only spending more than half the MA in the phase;
  // rules 3: with the MP spent earlier in it, a caracole's approach before its ride-off). Lützen's setting
  // lutzen.town_light_move "each_hex": each roll by the light of the hex entered.
  const bool over_half = ((st.rules >= 3 ? u0.mp_spent : 0) + option.mp) * 2 > ma;
  const bool light_by_hex = fog_light_by_hex(st);
  const int fog_plus = fog_restricts(seen, over_half) ? 2 : 0;
  const bool drift_on = move_drifts(st, unit, option);
  const int bound = option.extended ? limit_ma(st, unit) : ma;  // a drift never takes the 5th MP unplanned
  int last_enter = -1;
  for (std::size_t i = 0; i < option.path.size(); ++i)
    if (option.path[i].enters) last_enter = static_cast<int>(i);
  std::vector<int> turn_at;  // the index (hexes entered before) of each turn
  int entered = 0;
  bool drifted = false;
  u0.moved = true;
  for (std::size_t at = 0; at < option.path.size(); ++at) {
    MoveStep s = option.path[at];
    UnitState& u = st.units[static_cast<std::size_t>(unit)];
    if (drift_on && static_cast<int>(at) == last_enter) {
      // Before the last hex: the drift roll (units only; leaders move by move_leader).
      const std::string name = c.say.on ? unit_name(st, unit) : std::string();
      int r = c.d10("fog: drift of " + unit_name(st, unit) + " before entering " + hex_name(st, s.hex) + ", d10");
      const char* rule = "LotN Lützen, Effects of Fog";
      if (r >= 7) {
        if (c.say.on) c.say(name + " rolls " + std::to_string(r) + " for drift: it stops where it is", rule);
        rep.stopped = "it stopped in the fog (drift roll " + std::to_string(r) + ")";
        break;
      }
      if (r >= 1) {
        const int way = r <= 3 ? -1 : 1;
        const char* side_words = way < 0 ? "front-left" : "front-right";
        std::optional<Drift> d = drift_step(m, s, way);
        auto same = [&](const MoveStep& x) {
          if (!x.second) return !s.second && x.hex == s.hex;
          return s.second && ((x.hex == s.hex && *x.second == *s.second) || (x.hex == *s.second && *x.second == s.hex));
        };
        if (!d) {
          if (c.say.on)
            c.say(name + " rolls " + std::to_string(r) + " for drift: the " + side_words +
                      " hex is not open to it, it stops where it is",
                  rule);
          rep.stopped = "it stopped in the fog (drift roll " + std::to_string(r) + ")";
          break;
        }
        if (same(d->step)) {
          if (c.say.on)
            c.say(name + " rolls " + std::to_string(r) + " for drift: the " + side_words + " hex, the one intended",
                  rule);
        } else {
          // A friendly unit there: it stops, and both roll d10+2 for Disruption, even if they could stack.
          std::vector<int> friends;
          for (const Hex& h : {d->step.hex, d->step.second.value_or(d->step.hex)})
            for (int o : board.units_at(h))
              if (o != unit && def(st, o).side == side && std::find(friends.begin(), friends.end(), o) == friends.end())
                friends.push_back(o);
          if (!friends.empty()) {
            if (c.say.on)
              c.say(name + " rolls " + std::to_string(r) + " for drift: the " + side_words + " hex, " +
                        hex_name(st, d->step.hex) + ", holds " + unit_name(st, friends[0]) +
                        ": it stops, and both check for Disruption with +2",
                    rule);
            Effect e = d_roll(c, unit, 2, "bumping into " + unit_name(st, friends[0]) + " in the fog");
            if (e != Effect::None) rep.effect = e;
            for (int o : friends) d_roll(c, o, 2, "bumped by " + unit_name(st, unit) + " in the fog");
            board.rebuild();
            rep.stopped = "it bumped into " + unit_name(st, friends[0]) + " in the fog";
            break;
          }
          std::string why = cost_drift(m, board, *d, bound, hooks.dense_smoke);
          if (!why.empty()) {
            if (c.say.on)
              c.say(name + " rolls " + std::to_string(r) + " for drift: the " + side_words + " hex, " +
                        hex_name(st, d->step.hex) + ", but " + why + ": it stops where it is",
                    rule);
            rep.stopped = "it stopped in the fog: " + why;
            break;
          }
          if (c.say.on)
            c.say(name + " rolls " + std::to_string(r) + " for drift: it veers into the " + side_words + " hex, " +
                      hex_name(st, d->step.hex),
                  rule);
          s = d->step;
          drifted = true;
        }
      } else if (c.say.on) {
        c.say(name + " rolls 0 for drift: it enters the hex intended", rule);
      }
    }
    bool smoke_stop = false;
    if (s.enters) {
      // The board may have changed (an Orderly Withdrawal, fire): the step must still be legal.
      std::vector<Hex> fresh;
      for (const Hex& h : {s.hex, s.second.value_or(s.hex)})
        if (h != u.hex && !(u.second && h == *u.second) &&
            std::find(fresh.begin(), fresh.end(), h) == fresh.end())
          fresh.push_back(h);
      std::string problem;
      for (const Hex& h : fresh) {
        if (!m.passable(h)) problem = "the way into " + hex_name(st, h) + " is blocked";
        // the gate: read the cells again (logged), refusing a lost one
        const Hex& from = (u.second && grid.adjacent(*u.second, h) && !grid.adjacent(u.hex, h)) ? *u.second : u.hex;
        int dir = grid.side_towards(from, h);
        if (dir >= 0) {
          const bool smoke = hooks.dense_smoke && hooks.dense_smoke(h);
          Entry e = enter_cost(*st.s->map, m.costs, from, dir, h, smoke);
          if (!e.ok && e.missing) throw MissingValue(e.why);
          if (!e.ok) problem = e.why;
          if (e.ok && smoke) {
            // Dense Smoke the plan did not know of: its row's code now (stop; DA disrupts).
            bool known = false;
            for (int k = 0; k < s.n_rolls; ++k)
              if (s.rolls[static_cast<std::size_t>(k)].what == RDenseSmoke) known = true;
            for (int k = 0; k < e.n_rolls && !known; ++k)
              if (e.rolls[static_cast<std::size_t>(k)].what == RDenseSmoke) add_rolls(s, &e.rolls[static_cast<std::size_t>(k)], 1);
            smoke_stop = true;
          }
        }
      }
      bool z = board.enemy_zoc(s.hex, side) || (s.second && board.enemy_zoc(*s.second, side));
      if (z && u.disrupted) problem = "a Disrupted unit may not enter an enemy Zone of Control (LotN 12.23)";
      if (!problem.empty()) {
        rep.stopped = problem;
        break;
      }
      if (start_zoc && !left && !s.wheel) {
        left = true;
        if (hooks.on_leave_zoc) {
          hooks.on_leave_zoc(unit, u.hex);
          board.rebuild();
          const UnitState& after = st.units[static_cast<std::size_t>(unit)];
          if (!after.on_map || after.routed) {
            rep.stopped = "stopped by fire as it left the enemy Zone of Control";
            break;
          }
        }
      }
    }
    UnitState& v = st.units[static_cast<std::size_t>(unit)];
    if (s.turn != 0 || s.front_to_flank) turn_at.push_back(entered);
    v.hex = s.hex;
    v.second = s.second;
    v.facing = s.facing;
    v.mp_spent += s.mp;
    if (s.enters) {
      ++v.hexes_moved;
      ++entered;
    }
    ++rep.steps;
    board.rebuild();
    if (c.say.on && s.enters)
      c.say(unit_name(st, unit) + " moves to " + hex_name(st, s.hex) + (s.second ? "-" + hex_name(st, *s.second) : ""),
            s.front_to_flank ? "LotN 10.22" : "LotN 6.3");
    Effect worst = Effect::None;
    for (int i = 0; i < s.n_rolls && present(st, unit); ++i) {
      const MoveRoll& r = s.rolls[i];
      const int fog_here = !light_by_hex ? fog_plus : fog_restricts(fog_at(st, s.hex, s.second), over_half) ? 2 : 0;
      int p = r.what == kWhatWheel ? 0 : plus + (r.what < RCount ? fog_here : 0);  // fog: terrain rolls only
      Effect e = roll_one(c, unit, r, p, hex_name(st, s.hex));
      if (e != Effect::None) worst = e;
      if (e == Effect::Routed || e == Effect::Eliminated) break;
    }
    board.rebuild();
    if (worst != Effect::None) {
      rep.effect = worst;
      rep.stopped = std::string("Disruption: it stops") ;
      break;
    }
    if (s.enters && hooks.on_enter) {
      bool go = hooks.on_enter(unit, s.hex);
      board.rebuild();
      if (!go) {
        rep.stopped = "stopped";
        break;
      }
    }
    const UnitState& w = st.units[static_cast<std::size_t>(unit)];
    if (!w.on_map || w.routed) {
      rep.stopped = w.on_map ? "routed" : "eliminated";
      break;
    }
    if (smoke_stop && s.enters) {
      rep.stopped = "it stops in Dense Smoke";
      break;
    }
    if (drifted) {
      rep.stopped = "it drifted in the fog to " + hex_name(st, s.hex);
      break;
    }
  }
  UnitState& u = st.units[static_cast<std::size_t>(unit)];
  rep.completed = rep.stopped.empty();
  if (is_artillery(def(st, unit).arm)) u.art_moved = true;  // the Artillery Usage Chart: moved (or turned) this turn
  // 9.41: turned in the final two hexes of its move.
  int n = entered;
  bool adj_counts = st.s->variant("charge.last_two_hexes_include_adjacent") == 1;
  u.turned_late = false;
  for (int j : turn_at)
    if (n > 0 && (adj_counts ? j >= n - 1 : (j >= n - 2 && j <= n - 1))) u.turned_late = true;
  // Heavy Fog: a Swedish brigade using its third MP rolls as if it used all five (variant fog.extended_ma_roll).
  if (u.on_map && !u.routed && option.extended && u.mp_spent > ma && seen == Visibility::Heavy &&
      st.s->variant("fog.extended_ma_roll") == 1) {
    Effect e = d_roll(c, unit, 0, "the Swedish brigade's extra MP in the fog");
    if (e != Effect::None) rep.effect = e;
    board.rebuild();
  }
  return rep;
}

// ---- Column

std::string column_problem(const Battle& st, const Board& board, int unit) {
  using namespace move_detail;
  const UnitDef& d = def(st, unit);
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  if (!is_infantry(d.arm) || d.arm == Arm::TE) return "only infantry other than tercios forms Column (LotN 10.24)";
  if (u.in_column) return "already In Column";
  if (u.disrupted || u.routed) return "a Disrupted or Routed unit may not form Column (LotN 10.24)";
  if (board.enemy_zoc(u.hex, d.side) || (u.second && board.enemy_zoc(*u.second, d.side)))
    return "a unit in an enemy Zone of Control may not form Column (LotN 10.24)";
  return "";
}

std::vector<int> column_sides(const Battle& st, int unit) {
  using namespace move_detail;
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  if (u.second) {
    int axis = st.s->map->grid().side_towards(u.hex, *u.second);
    return {axis, opposite_side(axis)};
  }
  return {side_turn(u.facing, -1), u.facing};  // the two Front hexsides
}

void form_column(Ctx& c, Board& board, int unit, int side) {
  using namespace move_detail;
  std::string p = column_problem(c.st, board, unit);
  if (!p.empty()) throw UserError(unit_name(c.st, unit) + ": " + p);
  std::vector<int> sides = column_sides(c.st, unit);
  if (std::find(sides.begin(), sides.end(), side) == sides.end())
    throw UserError(unit_name(c.st, unit) + " cannot face that hexside In Column (LotN 10.24)");
  UnitState& u = c.st.units[static_cast<std::size_t>(unit)];
  u.in_column = true;
  u.facing = side;
  board.rebuild();
  if (c.say.on) c.say(unit_name(c.st, unit) + " forms Column", "LotN 10.24");
}

std::string leave_column_problem(const Battle& st, const Board& board, int unit) {
  using namespace move_detail;
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  if (!u.in_column) return "not In Column";
  if (u.disrupted || u.routed) return "a Disrupted or Routed unit stays In Column (LotN 10.26)";
  int side = def(st, unit).side;
  if (board.enemy_zoc(u.hex, side) || (u.second && board.enemy_zoc(*u.second, side)))
    return "a unit in an enemy Zone of Control may not leave Column (LotN 10.26)";
  return "";
}

Effect leave_column(Ctx& c, Board& board, int unit) {
  using namespace move_detail;
  std::string p = leave_column_problem(c.st, board, unit);
  if (!p.empty()) throw UserError(unit_name(c.st, unit) + ": " + p);
  UnitState& u = c.st.units[static_cast<std::size_t>(unit)];
  u.in_column = false;
  // 10.26: it faces where it happens to face: the vertex just clockwise of its hexside;
  // a double unit square to its long side, to the right.
  u.facing = u.second ? side_turn(u.facing, 2) : side_turn(u.facing, 1);
  board.rebuild();
  if (c.say.on) c.say(unit_name(c.st, unit) + " changes from Column to line", "LotN 10.26");
  Effect e = d_roll(c, unit, 0, "changing from Column to line");
  board.rebuild();
  return e;
}

void column_attacked(Ctx& c, Board& board, int unit) {
  UnitState& u = c.st.units[static_cast<std::size_t>(unit)];
  if (!u.on_map || !u.in_column) return;
  u.in_column = false;
  u.facing = u.second ? side_turn(u.facing, 2) : side_turn(u.facing, 1);
  if (c.say.on) c.say(unit_name(c.st, unit) + " is thrown back into line", "LotN 10.27");
  if (!u.disrupted) disrupt(c, unit, false, -1, "attacked In Column");
  board.rebuild();
}

// ---- Orderly Withdrawal

namespace move_detail {

int min_distance(const HexGrid& grid, const Hex& a, const std::optional<Hex>& b, const Hex& to) {
  int d = grid.distance(a, to);
  if (b) d = std::min(d, grid.distance(*b, to));
  return d;
}

std::string ow_problem(const Battle& st, const Board& board, int w, int mover) {
  const UnitState& u = st.units[static_cast<std::size_t>(w)];
  const UnitDef& d = def(st, w);
  if (!u.on_map || u.routed) return "routed";
  if (d.side == def(st, mover).side) return "a friend";
  if (unit_visibility(st, w) == Visibility::Heavy) return "no Orderly Withdrawal in Heavy Fog";
  if (u.in_column) return "In Column (LotN 10.27)";
  if (is_artillery(d.arm)) return "artillery does not withdraw (LotN 6.4)";
  if (u.reaction_fired) return "it used Reaction Fire this phase (LotN 9.42)";
  if (board.enemy_zoc(u.hex, d.side) || (u.second && board.enemy_zoc(*u.second, d.side)))
    return "in an enemy Zone of Control (LotN 6.46)";
  return "";
}

}  // namespace

std::vector<MoveOption> withdrawal_options(const Battle& st, const Board& board, int w, int mover, const Hex& entered,
                                           const HexTest& dense_smoke) {
  using namespace move_detail;
  std::vector<MoveOption> out;
  if (!ow_problem(st, board, w, mover).empty()) return out;
  const UnitState& u = st.units[static_cast<std::size_t>(w)];
  const HexGrid& grid = st.s->map->grid();
  if (min_distance(grid, u.hex, u.second, entered) > 2) return out;
  // 6.41: a higher MA (Disrupted: the Disrupted MA; a Swedish brigade counts its 4).
  int allowance = current_ma(st, w) - current_ma(st, mover);
  if (allowance <= 0) return out;
  Mover m(st, board, w, nullptr, nullptr);
  if (dense_smoke) m.smoke = &dense_smoke;  // 6.44: never into automatic Disruption
  const bool li = is_light_infantry(def(st, w).arm);
  struct S {
    Hex a;
    std::optional<Hex> b;
    int mp;
    std::vector<MoveStep> path;
  };
  std::vector<S> frontier{S{u.hex, u.second, 0, {}}};
  std::vector<std::uint64_t> seen{pos_key(grid, u.hex, u.second, u.facing)};
  while (!frontier.empty()) {
    S cur = frontier.back();
    frontier.pop_back();
    int here = min_distance(grid, cur.a, cur.b, entered);
    for (int dir = 0; dir < kSides; ++dir) {
      auto na = grid.neighbour(cur.a, dir);
      std::optional<Hex> nb;
      if (!na) continue;
      if (cur.b) {
        nb = grid.neighbour(*cur.b, dir);
        if (!nb) continue;
      }
      if (min_distance(grid, *na, nb, entered) <= here) continue;  // away from the approaching unit
      MoveStep s;
      s.enters = true;
      s.hex = *na;
      s.second = nb;
      s.facing = u.facing;
      bool ok = true;
      int cost = 0;
      for (int half = 0; half < (cur.b ? 2 : 1) && ok; ++half) {
        Hex from = half == 0 ? cur.a : *cur.b;
        Hex to = half == 0 ? *na : *nb;
        if (to == cur.a || (cur.b && to == *cur.b)) continue;  // moving into its own other half
        if (!m.passable(to) || board.enemy_zoc(to, m.side)) {
          ok = false;
          break;
        }
        Entry e = enter_cost(m.map, m.costs, from, dir, to, m.in_smoke(to));
        if (!e.ok || e.all || e.stop || e.crosses_deep_or_wall || (e.restricted_ow && !(li && m.map.facts(to).terrain == Terrain::Woods))) {
          ok = false;
          break;
        }
        for (int i = 0; i < e.n_rolls; ++i)
          if (e.rolls[i].kind != MoveRoll::Kind::D) ok = false;  // 6.44: never into automatic Disruption
        add_rolls(s, e.rolls.data(), e.n_rolls);
        cost = std::max(cost, e.mp);
      }
      if (!ok || cur.mp + cost > allowance) continue;
      s.mp = cost;
      std::uint64_t k = pos_key(grid, *na, nb, u.facing);
      if (std::find(seen.begin(), seen.end(), k) != seen.end()) continue;
      seen.push_back(k);
      S next{*na, nb, cur.mp + cost, cur.path};
      next.path.push_back(s);
      if (m.may_end(*na, u.facing, false) && (!nb || m.may_end(*nb, u.facing, false))) {
        MoveOption o;
        o.hex = *na;
        o.second = nb;
        o.facing = u.facing;
        o.mp = next.mp;
        o.path = next.path;
        o.hexes = static_cast<int>(o.path.size());
        for (const MoveStep& st2 : o.path) o.rolls += st2.n_rolls;
        out.push_back(std::move(o));
      }
      frontier.push_back(std::move(next));
    }
  }
  return out;
}

void offer_orderly_withdrawal(Ctx& c, Board& board, int mover, const Hex& entered, const HexTest& dense_smoke) {
  using namespace move_detail;
  Battle& st = c.st;
  if (!present(st, mover)) return;
  const HexGrid& grid = st.s->map->grid();
  const int enemy_side = other(def(st, mover).side);
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    int w = static_cast<int>(i);
    const UnitState& u = st.units[i];
    if (!u.on_map || def(st, w).side != enemy_side || unit_visibility(st, w) == Visibility::Heavy) continue;
    if (min_distance(grid, u.hex, u.second, entered) > 2) continue;
    std::vector<MoveOption> opts = withdrawal_options(st, board, w, mover, entered, dense_smoke);
    if (opts.empty()) continue;
    // The doctrine: light troops, and cavalry guarding guns, withdraw when outmatched; the rest stand.
    const UnitDef& d = def(st, w);
    bool light = is_light_infantry(d.arm) || is_light_cavalry(d.arm);
    bool guards_guns = false;
    if (is_cavalry(d.arm))
      for (int o : board.units_at(u.hex))
        if (o != w && is_artillery(def(st, o).arm)) guards_guns = true;
    bool outmatched = current_sp(st, mover) > current_sp(st, w) ||
                      (is_heavy_cavalry(def(st, mover).arm) && !is_heavy_cavalry(d.arm));
    std::size_t best = 0;
    for (std::size_t k = 1; k < opts.size(); ++k) {
      int dk = min_distance(grid, opts[k].hex, opts[k].second, entered);
      int db = min_distance(grid, opts[best].hex, opts[best].second, entered);
      if (std::make_tuple(-dk, opts[k].rolls, opts[k].mp) < std::make_tuple(-db, opts[best].rolls, opts[best].mp))
        best = k;
    }
    std::string advice = ((light || guards_guns) && outmatched) ? "w" + std::to_string(best) : "stay";
    DecisionRequest req;
    req.side = side_id(st, enemy_side);
    req.side_name = side_name(st, enemy_side);
    req.advice = advice;
    if (!c.decisions.takes_advice()) {
      req.label = "Orderly Withdrawal: " + unit_name(st, w) + " as " + unit_name(st, mover) + " enters " +
                  hex_name(st, entered);
      req.options.push_back({"stay", "stand in " + hex_name(st, u.hex)});
      for (std::size_t k = 0; k < opts.size(); ++k)
        req.options.push_back({"w" + std::to_string(k), "withdraw to " + hex_name(st, opts[k].hex) +
                                                            (opts[k].second ? "-" + hex_name(st, *opts[k].second) : "") +
                                                            " (" + std::to_string(opts[k].mp) + " MP)",
                               move_refs(st, w, opts[k])});
    }
    std::string pick = c.decisions.choose(req);
    if (pick == "stay" || pick.size() < 2) continue;
    std::size_t k = static_cast<std::size_t>(std::stoi(pick.substr(1)));
    if (k >= opts.size()) continue;
    const MoveOption& o = opts[k];
    // The approach came into its Flank or Rear: the D roll whatever the terrain (6.42).
    bool from_flank = false;
    {
      Hex near = u.hex;
      int best_d = INT_MAX;
      for (const auto& n : grid.neighbours(u.hex))
        if (n && grid.distance(*n, entered) < best_d) {
          best_d = grid.distance(*n, entered);
          near = *n;
        }
      Arc arc = arc_of(grid, shape(st, w), near);
      from_flank = arc == Arc::Flank || arc == Arc::Rear;
    }
    bool was_disrupted = u.disrupted;
    const Hex from_hex = u.hex;
    if (c.say.on) c.say(unit_name(st, w) + " withdraws before " + unit_name(st, mover), "LotN 6.41");
    Effect e = Effect::None;
    for (const MoveStep& s : o.path) {
      UnitState& v = st.units[i];
      v.hex = s.hex;
      v.second = s.second;
      board.rebuild();
      if (c.say.on) c.say(unit_name(st, w) + " withdraws to " + hex_name(st, s.hex), "LotN 6.42");
      for (int r = 0; r < s.n_rolls && e == Effect::None; ++r) e = roll_one(c, w, s.rolls[r], 0, hex_name(st, s.hex));
      if (e != Effect::None) break;
    }
    board.rebuild();
    if (e == Effect::None && from_flank && present(st, w) && !st.units[i].routed)
      e = d_roll(c, w, 0, "withdrawing from an approach on its flank or rear");
    if (was_disrupted && present(st, w) && !st.units[i].routed && e == Effect::None)
      d_roll(c, w, 0, "a Disrupted unit's Orderly Withdrawal");  // 6.47
    // 6.58: the leaders stacked with it withdraw with it.
    if (present(st, w))
      for (int l : std::vector<int>(board.leaders_at(from_hex)))
        if (ldef(st, l).side == enemy_side && st.leaders[static_cast<std::size_t>(l)].on_map) {
          st.leaders[static_cast<std::size_t>(l)].hex = st.units[i].hex;
          if (c.say.on) c.say(leader_name(st, l) + " withdraws with " + unit_name(st, w), "LotN 6.58");
        }
    board.rebuild();
  }
  // Leaders alone in a hex (4.42): withdraw, or be caught.
  for (std::size_t i = 0; i < st.leaders.size(); ++i) {
    int l = static_cast<int>(i);
    const LeaderState& ls = st.leaders[i];
    if (!ls.on_map || ldef(st, l).side != enemy_side) continue;
    if (grid.distance(ls.hex, entered) > 2 || board.friend_at(ls.hex, enemy_side)) continue;
    offer_leader_withdrawal(c, board, l, mover, entered);
  }
}

namespace move_detail {

struct LeaderReach {
  Hex hex;
  int mp = 0;
};

// Where a leader can ride within `limit` MP on the Leader column of the
// Terrain Chart, cheapest first, his own hex left out: never into an enemy
// unit, into an enemy ZOC only where a friendly unit stands, and he stops
// there (4.41); +1 MP into a friendly unit's hex (6.57). `allow(from, to,
// entry)` drops a step the caller's rule forbids.
template <typename Allow>
std::vector<LeaderReach> leader_reach(const Battle& st, const Board& board, int leader, int limit, Allow allow) {
  std::vector<LeaderReach> out;
  const LeaderState& l = st.leaders[static_cast<std::size_t>(leader)];
  const int side = ldef(st, leader).side;
  const MapData& map = *st.s->map;
  const HexGrid& grid = map.grid();
  Tables t(*st.s->data, st.s->mode);
  ChartColumn col(t, gout_terrain_column(st, leader));  // Wallenstein in his litter: his own column
  Costs k;
  k.main = k.normal = &col;
  k.road_rate = true;
  k.town_burning = lutzen_town_bars_leaders(st);
  std::unordered_map<std::size_t, int> best;
  using QE = std::pair<int, std::size_t>;
  std::priority_queue<QE, std::vector<QE>, std::greater<QE>> pq;
  best[grid.index(l.hex)] = 0;
  pq.push({0, grid.index(l.hex)});
  while (!pq.empty()) {
    auto [mp, idx] = pq.top();
    pq.pop();
    if (best[idx] != mp) continue;
    Hex h = grid.hex_at(idx);
    if (idx != grid.index(l.hex)) {
      out.push_back(LeaderReach{h, mp});
      if (board.enemy_zoc(h, side)) continue;  // 4.41: he stops there
    }
    for (int dir = 0; dir < kSides; ++dir) {
      auto n = grid.neighbour(h, dir);
      if (!n || board.enemy_at(*n, side)) continue;
      bool friend_here = board.friend_at(*n, side);
      if (board.enemy_zoc(*n, side) && !friend_here) continue;  // 4.41, 6.44 exception 1
      Entry e = enter_cost(map, k, h, dir, *n);
      if (!e.ok || !allow(h, *n, e)) continue;
      int nm = mp + e.mp + (friend_here ? 1 : 0);  // 6.57
      if (nm > limit) continue;
      std::size_t ni = grid.index(*n);
      auto it = best.find(ni);
      if (it != best.end() && it->second <= nm) continue;
      best[ni] = nm;
      pq.push({nm, ni});
    }
  }
  return out;
}

}  // namespace move_detail

std::vector<LeaderWithdrawal> leader_withdrawal_options(const Battle& st, const Board& board, int leader,
                                                        const Hex& entered) {
  using namespace move_detail;
  std::vector<LeaderWithdrawal> out;
  const LeaderState& l = st.leaders[static_cast<std::size_t>(leader)];
  const int side = ldef(st, leader).side;
  if (!l.on_map || leader_visibility(st, leader) == Visibility::Heavy || board.enemy_zoc(l.hex, side)) return out;
  const HexGrid& grid = st.s->map->grid();
  // 6.43: up to 9 MP each time, moving away, into no hex or across no hexside that disrupts but by a roll.
  auto allow = [&](const Hex& from, const Hex& to, const Entry& e) {
    if (grid.distance(to, entered) <= grid.distance(from, entered)) return false;  // away
    for (int r = 0; r < e.n_rolls; ++r)
      if (e.rolls[r].kind != MoveRoll::Kind::D) return false;
    return true;
  };
  for (const LeaderReach& r : leader_reach(st, board, leader, leader_ma(st, leader), allow))
    out.push_back(LeaderWithdrawal{r.hex, r.mp, board.friend_at(r.hex, side)});
  return out;
}

namespace move_detail {

// 4.42: a lone leader who did not withdraw: to the nearest friendly unit, or
// (against cavalry, on 3-9) lost; lost too when no way to a friend is open.
void leader_caught(Ctx& c, Board& board, int leader, int mover) {
  Battle& st = c.st;
  const HexGrid& grid = st.s->map->grid();
  const int side = ldef(st, leader).side;
  LeaderState& l = st.leaders[static_cast<std::size_t>(leader)];
  std::vector<int> seen(grid.hex_count(), 0);
  std::vector<Hex> frontier{l.hex}, next;
  seen[grid.index(l.hex)] = 1;
  std::optional<Hex> found;
  while (!frontier.empty() && !found) {
    next.clear();
    for (const Hex& h : frontier) {
      for (int dir = 0; dir < kSides && !found; ++dir) {
        auto n = grid.neighbour(h, dir);
        if (!n || seen[grid.index(*n)]) continue;
        seen[grid.index(*n)] = 1;
        if (board.enemy_at(*n, side)) continue;
        bool friend_here = board.friend_at(*n, side);
        if (friend_here) {
          found = *n;
          break;
        }
        if (board.enemy_zoc(*n, side)) continue;
        next.push_back(*n);
      }
      if (found) break;
    }
    frontier.swap(next);
  }
  std::string who = leader_name(st, leader);
  if (!found) {
    remove_leader(c, leader, "captured", "caught alone by " + unit_name(st, mover) + " with no way to his troops");
    board.rebuild();
    return;
  }
  if (is_cavalry(def(st, mover).arm)) {
    int r = c.d10("lone leader caught by cavalry, " + who + ", d10");
    if (c.say.on)
      c.say(who + " is caught alone by " + unit_name(st, mover) + ": rolls " + std::to_string(r), "LotN 4.42");
    if (r >= 3) {
      remove_leader(c, leader, "captured", "caught alone by cavalry");
      board.rebuild();
      return;
    }
  }
  l.hex = *found;
  if (c.say.on) c.say(who + " escapes to his troops at " + hex_name(st, *found), "LotN 4.42");
  board.rebuild();
}

}  // namespace move_detail

void offer_leader_withdrawal(Ctx& c, Board& board, int leader, int mover, const Hex& entered) {
  using namespace move_detail;
  Battle& st = c.st;
  const int side = ldef(st, leader).side;
  std::vector<LeaderWithdrawal> opts = leader_withdrawal_options(st, board, leader, entered);
  std::size_t best = 0;
  for (std::size_t k = 1; k < opts.size(); ++k) {
    auto score = [&](const LeaderWithdrawal& o) {
      return std::make_tuple(o.with_friend ? 1 : 0, st.s->map->grid().distance(o.hex, entered), -o.mp);
    };
    if (score(opts[k]) > score(opts[best])) best = k;
  }
  std::string pick = "stay";
  if (!opts.empty()) {
    DecisionRequest req;
    req.side = side_id(st, side);
    req.side_name = side_name(st, side);
    req.advice = "w" + std::to_string(best);  // a lone leader always gets out of the way
    if (!c.decisions.takes_advice()) {
      req.label = "Orderly Withdrawal: " + leader_name(st, leader) + " as " + unit_name(st, mover) + " enters " +
                  hex_name(st, entered);
      req.options.push_back({"stay", "stay in " + hex_name(st, st.leaders[static_cast<std::size_t>(leader)].hex)});
      for (std::size_t k = 0; k < opts.size(); ++k)
        req.options.push_back({"w" + std::to_string(k), "withdraw to " + hex_name(st, opts[k].hex) + " (" +
                                                            std::to_string(opts[k].mp) + " MP)",
                               leader_move_refs(st, leader, opts[k].hex)});
    }
    pick = c.decisions.choose(req);
  }
  if (pick == "stay" || pick.size() < 2) {
    leader_caught(c, board, leader, mover);
    return;
  }
  std::size_t k = static_cast<std::size_t>(std::stoi(pick.substr(1)));
  if (k >= opts.size()) return;
  LeaderState& l = st.leaders[static_cast<std::size_t>(leader)];
  int hexes = st.s->map->grid().distance(l.hex, opts[k].hex);
  l.hex = opts[k].hex;
  board.rebuild();
  if (c.say.on) c.say(leader_name(st, leader) + " withdraws to " + hex_name(st, l.hex), "LotN 6.43");
  // 6.43: more than one hex: d10 above his Initiative finishes him (not when Finished already).
  if (hexes > 1 && l.status != LeaderState::Status::Finished) {
    int r = c.d10("leader's withdrawal, " + leader_name(st, leader) + ", d10");
    if (r > leader_initiative(st, leader)) {
      l.status = LeaderState::Status::Finished;
      if (c.say.on)
        c.say(leader_name(st, leader) + " rolls " + std::to_string(r) + " over his Initiative: Finished", "LotN 6.43");
    }
  }
}

// ---- leaders

struct LeaderTerrain::Impl {
  Tables tables;
  move_detail::ChartColumn col;
  move_detail::Costs costs;
  explicit Impl(const Battle& st) : tables(*st.s->data, st.s->mode), col(tables, "Ldr") {
    costs.main = costs.normal = &col;
    costs.road_rate = true;
    costs.town_burning = lutzen_town_bars_leaders(st);
  }
};

LeaderTerrain::LeaderTerrain(const Battle& st) : st_(&st), impl_(std::make_unique<Impl>(st)) {}
LeaderTerrain::~LeaderTerrain() = default;

bool LeaderTerrain::barred(const Hex& from, int dir, const Hex& to) {
  using namespace move_detail;
  Entry e = enter_cost(*st_->s->map, impl_->costs, from, dir, to);
  return !e.ok && !e.missing;
}

namespace move_detail {

struct LeaderWalk {
  std::vector<Hex> hexes;
  std::vector<int> mp;
};

LeaderWalk leader_walk(const Battle& st, const Board& board, int leader, int mp_used, bool out_of_zoc) {
  LeaderWalk out;
  const LeaderState& l = st.leaders[static_cast<std::size_t>(leader)];
  const LeaderDef& d = ldef(st, leader);
  if (!l.on_map) return out;
  // 4.27: out of an enemy ZOC only the overall commander moves himself (or moves him, 7.23).
  bool start_zoc = board.enemy_zoc(l.hex, d.side);
  if (start_zoc && !d.overall_commander && !out_of_zoc) return out;
  int limit = leader_ma(st, leader) - mp_used;
  if (limit <= 0) return out;
  auto any = [](const Hex&, const Hex&, const Entry&) { return true; };
  for (const LeaderReach& r : leader_reach(st, board, leader, limit, any)) {
    out.hexes.push_back(r.hex);
    out.mp.push_back(r.mp);
  }
  return out;
}

}  // namespace

std::vector<Hex> leader_move_options(const Battle& st, const Board& board, int leader, int mp_used,
                                     bool out_of_zoc) {
  using namespace move_detail;
  return leader_walk(st, board, leader, mp_used, out_of_zoc).hexes;
}

namespace move_detail {

int leader_goes(Ctx& c, Board& board, int leader, const Hex& to, int mp_used, bool out_of_zoc, bool with_line) {
  LeaderWalk w = leader_walk(c.st, board, leader, mp_used, out_of_zoc);
  for (std::size_t i = 0; i < w.hexes.size(); ++i)
    if (w.hexes[i] == to) {
      c.st.leaders[static_cast<std::size_t>(leader)].hex = to;
      board.rebuild();
      if (c.say.on)
        c.say(leader_name(c.st, leader) + (with_line ? " moves with the Line to " : " rides to ") + hex_name(c.st, to),
              with_line ? "LotN 4.5" : "LotN 6.14");
      return w.mp[i];
    }
  return -1;
}

}  // namespace move_detail

int move_leader(Ctx& c, Board& board, int leader, const Hex& to, int mp_used) {
  return move_detail::leader_goes(c, board, leader, to, mp_used, false, false);
}

int move_leader_with_line(Ctx& c, Board& board, int leader, const Hex& to, int mp_used, bool out_of_zoc) {
  return move_detail::leader_goes(c, board, leader, to, mp_used, out_of_zoc, true);
}

// ---- doctrine

int advise_move(const Battle& st, const Board& board, int unit, const std::vector<MoveOption>& options) {
  using namespace move_detail;
  if (options.empty()) return -1;
  const HexGrid& grid = st.s->map->grid();
  const UnitDef& d = def(st, unit);
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  std::vector<int> enemies;
  for (std::size_t i = 0; i < st.units.size(); ++i)
    if (st.units[i].on_map && !st.units[i].routed && st.s->units[i].side != d.side) enemies.push_back(static_cast<int>(i));
  if (enemies.empty()) return 0;
  auto nearest = [&](const Hex& h, const std::optional<Hex>& h2, int* which) {
    int best = INT_MAX;
    for (int e : enemies) {
      const UnitState& eu = st.units[static_cast<std::size_t>(e)];
      int dd = std::min(min_distance(grid, h, h2, eu.hex), eu.second ? min_distance(grid, h, h2, *eu.second) : INT_MAX);
      if (dd < best) {
        best = dd;
        if (which) *which = e;
      }
    }
    return best;
  };
  int now_enemy = -1;
  int now = nearest(u.hex, u.second, &now_enemy);
  // Artillery with a target in range holds; Disrupted units hold back.
  if (is_artillery(d.arm) && now <= std::max(1, d.range)) return 0;
  std::size_t best = 0;
  long best_score = LONG_MIN;
  for (std::size_t k = 0; k < options.size(); ++k) {
    const MoveOption& o = options[k];
    int target = -1;
    int dist = nearest(o.hex, o.second, &target);
    long score = 0;
    if (u.disrupted) {
      score = dist * 10 - o.mp;  // away, cheaply
    } else {
      score = -dist * 10 - o.mp / 2;
      UnitShape mine{o.hex, o.second, o.facing, o.in_column};
      if (target >= 0) {
        const UnitState& tu = st.units[static_cast<std::size_t>(target)];
        Arc a = arc_of(grid, mine, tu.hex);
        if (a == Arc::Front || (tu.second && arc_of(grid, mine, *tu.second) == Arc::Front)) score += 6;
        else if (dist <= 2) score -= 6;
        if (is_cavalry(d.arm) && dist == 1) {
          Arc theirs = tu.routed ? Arc::Front : arc_of(grid, shape(st, target), o.hex);
          if (theirs == Arc::Flank || theirs == Arc::Rear) score += 12;  // cavalry seeks flanks
        }
      }
      // Infantry keeps the line: friends beside it at the end.
      int friends = 0, adj_enemies = 0;
      for (const Hex& h : {o.hex, o.second.value_or(o.hex)})
        for (const auto& n : grid.neighbours(h)) {
          if (!n) continue;
          for (int x : board.units_at(*n)) {
            if (x == unit) continue;
            if (def(st, x).side == d.side) ++friends;
            else if (!st.units[static_cast<std::size_t>(x)].routed) ++adj_enemies;
          }
        }
      if (is_infantry(d.arm)) score += 3 * std::min(friends, 3);
      if (adj_enemies >= 2 && friends == 0) score -= 100;  // never alone against several
      if (is_infantry(d.arm) && o.in_column && dist <= 3) score -= 30;
    }
    score -= 8L * o.rolls;
    if (o.automatic_disruption) score -= 60;
    if (score > best_score) {
      best_score = score;
      best = k;
    }
  }
  return static_cast<int>(best);
}

}  // namespace umpire::lotn
