#include "lotn/lines.h"

#include <algorithm>
#include <cctype>
#include <numeric>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "lotn/command.h"
#include "lotn/hex_los.h"

namespace umpire::lotn {

namespace {

// ---- the chart's cell as a composition

// One row of the Line Command Eligibility Chart as the procedure reads it:
// "Cavalry, Light Infantry [b], Regimental Artillery" -> cavalry, light
// infantry (note b), regimental guns. The notes are the chart's: [a] with
// optional 10.35 the line may include Compact LI; [b] with optional 10.35 the
// LI that may share the line with cavalry (variant
// line_command.dispersed_li_with_cavalry).
struct LinesComposition {
  int row = 0;
  std::string words;
  bool heavy_infantry = false, light_infantry = false, cavalry = false, regimental = false;
  bool note_a = false, note_b = false;
  bool lutzen_only = false;
};

std::string lines_lower(std::string s) {
  for (char& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}

std::string lines_trim(const std::string& s) {
  std::size_t b = s.find_first_not_of(' '), e = s.find_last_not_of(' ');
  return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

LinesComposition lines_parse(int row, const std::string& cell) {
  LinesComposition c;
  c.row = row;
  // Take out the notes ("[a]") and the remarks in brackets ("(Lützen only)"), remembering where the notes sit.
  std::string text;
  std::vector<std::pair<std::size_t, char>> notes;  // position in `text` the note follows, its letter
  for (std::size_t i = 0; i < cell.size();) {
    if (cell[i] == '[') {
      std::size_t e = cell.find(']', i);
      if (e == std::string::npos || e != i + 2) throw std::logic_error("Line Command Eligibility Chart: a note in \"" + cell + "\"");
      notes.push_back({text.size(), static_cast<char>(std::tolower(static_cast<unsigned char>(cell[i + 1])))});
      i = e + 1;
    } else if (cell[i] == '(') {
      std::size_t e = cell.find(')', i);
      if (e == std::string::npos) throw std::logic_error("Line Command Eligibility Chart: \"" + cell + "\"");
      std::string remark = lines_lower(cell.substr(i + 1, e - i - 1));
      if (remark.find("only") != std::string::npos && remark.find("tzen") != std::string::npos) c.lutzen_only = true;
      i = e + 1;
    } else {
      text += cell[i++];
    }
  }
  // The terms, split at commas and "and"; each note belongs to the term it follows.
  std::string words;
  std::size_t start = 0;
  auto term_at = [&](std::size_t from, std::size_t to, const std::string& sep) {
    std::string raw = text.substr(from, to - from);
    std::string t = lines_lower(lines_trim(raw));
    bool a = false, b = false;
    for (const auto& [pos, letter] : notes)
      if (pos > from && pos <= to) (letter == 'a' ? a : b) = true;
    if (t == "heavy infantry") {
      c.heavy_infantry = true;
      c.note_a = c.note_a || a;
    } else if (t == "light infantry") {
      c.light_infantry = true;
      c.note_b = c.note_b || b;
    } else if (t == "cavalry") {
      c.cavalry = true;
    } else if (t == "regimental artillery") {
      c.regimental = true;
    } else {
      throw std::logic_error("Line Command Eligibility Chart: no unit kind \"" + t + "\" in \"" + cell + "\"");
    }
    words += t + sep;
  };
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size()) {
      term_at(start, i, "");
      break;
    }
    if (text[i] == ',') {
      term_at(start, i, ", ");
      start = i + 1;
    } else if (text.compare(i, 5, " and ") == 0) {
      term_at(start, i, " and ");
      start = i + 5;
      i += 4;
    }
  }
  c.words = words;
  return c;
}

// The side's four rows of the chart, read through the gate.
std::vector<LinesComposition> lines_compositions(const Battle& st, int side) {
  bool swedes = false;
  for (const UnitDef& d : st.s->units)
    if (d.side == side && d.swedish) {
      swedes = true;
      break;
    }
  const std::string prefix = swedes ? "Swedes " : "Imperialists ";
  Tables tables(*st.s->data, st.s->mode);
  std::vector<LinesComposition> out;
  for (int row = 1; row <= 4; ++row) {
    std::string name = prefix + std::to_string(row);
    Cell cell = tables.need("line_command", name, "units", "Line Commands of " + side_name(st, side));
    LinesComposition c = lines_parse(row, cell.value);
    if (c.lutzen_only && st.s->scenario != "lutzen") continue;
    out.push_back(std::move(c));
  }
  return out;
}

// ---- Breitenfeld's specials, when the scenario's data names them

bool lines_scenario_rule(const Battle& st, const std::string& rule) {
  if (st.s->scenario.empty() || !st.s->data) return false;
  auto it = st.s->data->scenarios.find(st.s->scenario);
  if (it == st.s->data->scenarios.end() || !it->second.document) return false;
  const nlohmann::json& doc = *it->second.document;
  auto rules = doc.find("special_rules");
  if (rules == doc.end() || !rules->is_array()) return false;
  for (const auto& r : *rules)
    if (r.is_object() && r.value("id", std::string()) == rule) return true;
  return false;
}

// The Ad Hoc Tercio Command's tercios and Tilly's Life Guard, as the scenario's counters name them.
constexpr const char* kLinesAdHocTercios[] = {"holstein_te", "wangler_te"};
constexpr const char* kLinesLifeGuard = "tilly_lg";
constexpr const char* kLinesTilly = "tilly";

int lines_unit_by_id(const Battle& st, const std::string& id) {
  for (std::size_t i = 0; i < st.s->units.size(); ++i)
    if (st.s->units[i].id == id) return static_cast<int>(i);
  return -1;
}

// ---- who may be in a Line

bool lines_gun_ok(const UnitState& u, const UnitDef& d) {
  return !is_artillery(d.arm) || (!u.abandoned && !u.captured && u.captured_by < 0);
}

// Whether the unit's kind may be in the composition (its state aside): of the leader's army, and of a kind the row
// lists (with optional 10.35's notes), or the one ad hoc tercio.
bool lines_kind_fits(const Battle& st, const LinesComposition& c, int unit, int army, int ad_hoc) {
  const UnitDef& d = def(st, unit);
  if (d.army != army) return false;
  if (unit == ad_hoc) return true;
  if (is_heavy_infantry(d.arm)) return c.heavy_infantry;
  if (is_cavalry(d.arm)) return c.cavalry;
  if (d.arm == Arm::ArtRegimental) return c.regimental;
  if (is_light_infantry(d.arm)) {
    LiFormation f = li_formation(st, unit);
    if (c.light_infantry) {
      if (f == LiFormation::None || !c.note_b) return true;
      // [b]: which LI may share a Line with cavalry under 10.35.
      bool dispersed_only = st.s->variant("line_command.dispersed_li_with_cavalry") == 1;
      return dispersed_only ? f == LiFormation::Dispersed : f == LiFormation::Compact;
    }
    // [a]: a heavy infantry line may include Compact LI under 10.35.
    return c.heavy_infantry && c.note_a && f == LiFormation::Compact;
  }
  return false;  // Field and Heavy guns never (4.23)
}

// A chain member: on the map, not Routed, a gun neither abandoned nor taken.
bool lines_standing(const Battle& st, int unit) {
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  return u.on_map && !u.routed && lines_gun_ok(u, def(st, unit));
}

// May take part now: standing, and not yet moved or fired this Orders Phase (5.23).
bool lines_can_act(const Battle& st, int unit) {
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  return lines_standing(st, unit) && !u.ordered && !u.moved && !u.fired;
}

void lines_halves(const UnitState& u, Hex out[2], int& n) {
  n = 0;
  out[n++] = u.hex;
  if (u.second) out[n++] = *u.second;
}

// ---- the chain (4.24A)

// Where each unit stands, in axial coordinates, worked out once a call.
struct LinesPos {
  Axial a[2];
  int n = 0;
};

int lines_gap(const LinesPos& p, const LinesPos& q) {
  int best = 1 << 20;
  for (int i = 0; i < p.n; ++i)
    for (int j = 0; j < q.n; ++j) best = std::min(best, axial_distance(p.a[i], q.a[j]));
  return best;
}

struct LinesChain {
  const Battle& st;
  const Board& board;
  const HexGrid& grid;
  const std::vector<LinesPos>& pos;
  const LinesComposition& comp;
  int side, army, ad_hoc;
  bool heavy;
  bool both_gaps;

  // Whether a gap hex lets the line through it.
  bool gap_clear(const Hex& g) const {
    if (board.enemy_at(g, side)) return false;
    for (int u : board.units_at(g)) {
      const UnitDef& d = def(st, u);
      if (d.side != side) return false;
      if (d.arm == Arm::ArtRegimental || is_light_infantry(d.arm)) continue;  // 4.24A exception
      if (!lines_kind_fits(st, comp, u, army, ad_hoc)) return false;  // a friendly unit of another Line
    }
    if (board.enemy_zoc(g, side) && !board.friend_at(g, side)) return false;  // a friend negates the ZOC
    return true;
  }

  bool linked(int a, int b) const {
    const LinesPos& pa = pos[static_cast<std::size_t>(a)];
    const LinesPos& pb = pos[static_cast<std::size_t>(b)];
    int dist = lines_gap(pa, pb);
    if (dist <= 1) return true;
    if (dist > 2 || heavy) return false;
    for (int i = 0; i < pa.n; ++i)
      for (int j = 0; j < pb.n; ++j) {
        if (axial_distance(pa.a[i], pb.a[j]) != 2) continue;
        // The hexes between them: one on a straight line, two for an offset pair.
        int gaps = 0, clear = 0;
        for (const Axial& step : kAxialSteps) {
          Axial c{pa.a[i].q + step.q, pa.a[i].r + step.r};
          if (axial_distance(c, pb.a[j]) != 1) continue;
          auto h = grid.at(c);
          if (!h) continue;
          ++gaps;
          clear += gap_clear(*h) ? 1 : 0;
        }
        if (gaps > 0 && (both_gaps ? clear == gaps : clear > 0)) return true;
      }
    return false;
  }
};

// A small union-find over positions 0..n-1.
struct LinesSets {
  std::vector<int> parent;
  explicit LinesSets(std::size_t n) : parent(n) { std::iota(parent.begin(), parent.end(), 0); }
  int find(int x) {
    while (at(x) != x) x = at(x) = at(at(x));  // path halving
    return x;
  }
  int& at(int x) { return parent[static_cast<std::size_t>(x)]; }
  void join(int a, int b) { at(find(a)) = find(b); }
};

// Groups `members` (unit ids) by the sets; each group in unit order, groups by their first unit.
std::vector<std::vector<int>> lines_groups(const std::vector<int>& members, LinesSets& sets) {
  std::vector<std::vector<int>> out;
  std::vector<int> root_group(members.size(), -1);
  for (std::size_t i = 0; i < members.size(); ++i) {
    int r = sets.find(static_cast<int>(i));
    int& g = root_group[static_cast<std::size_t>(r)];
    if (g < 0) {
      g = static_cast<int>(out.size());
      out.emplace_back();
    }
    out[static_cast<std::size_t>(g)].push_back(members[i]);
  }
  return out;
}

// ---- Rigid Lines (4.24B): flank-to-flank or front-to-rear, adjacent and facing alike

struct LinesRigid {
  const Battle& st;
  const HexGrid& grid;
  const std::vector<LinesPos>& pos;

  // Adjacent, and facing the same way in the same formation.
  bool alike(int a, int b) const {
    const UnitState& ua = st.units[static_cast<std::size_t>(a)];
    const UnitState& ub = st.units[static_cast<std::size_t>(b)];
    return ua.facing == ub.facing && ua.in_column == ub.in_column &&
           lines_gap(pos[static_cast<std::size_t>(a)], pos[static_cast<std::size_t>(b)]) == 1;
  }
  // Arcs of b's halves as seen from a.
  void arcs(int a, int b, bool& front, bool& flank, bool& rear) const {
    front = flank = rear = false;
    UnitShape sa = shape(st, a);
    Hex hb[2];
    int nb = 0;
    lines_halves(st.units[static_cast<std::size_t>(b)], hb, nb);
    for (int j = 0; j < nb; ++j) switch (arc_of(grid, sa, hb[j])) {
        case Arc::Front: front = true; break;
        case Arc::Flank: flank = true; break;
        case Arc::Rear: rear = true; break;
        case Arc::None: break;
      }
  }
  bool flank_to_flank(int a, int b) const {
    if (!alike(a, b)) return false;
    bool f1, l1, r1, f2, l2, r2;
    arcs(a, b, f1, l1, r1);
    arcs(b, a, f2, l2, r2);
    return l1 && l2 && !f1 && !r1 && !f2 && !r2;
  }
  bool front_to_rear(int a, int b) const {
    if (!alike(a, b)) return false;
    bool f1, l1, r1, f2, l2, r2;
    arcs(a, b, f1, l1, r1);
    arcs(b, a, f2, l2, r2);
    return (f1 && !l1 && !f2) || (f2 && !l2 && !f1);
  }
};

std::string lines_words(const Battle& st, const Line& line) {
  const HexGrid& grid = st.s->map->grid();
  std::string w = "Line Command: " + line.composition_words + ", " + std::to_string(line.units.size()) +
                  (line.units.size() == 1 ? " unit " : " units ");
  const Hex& first = st.units[static_cast<std::size_t>(line.units.front())].hex;
  if (line.units.size() == 1) {
    w += "at " + hex_name(st, first);
  } else {
    // The two ends: the member farthest from the first, and the one farthest from that.
    auto farthest = [&](const Hex& from) {
      Hex best = from;
      int d = -1;
      for (int u : line.units) {
        const Hex& h = st.units[static_cast<std::size_t>(u)].hex;
        int x = grid.distance(from, h);
        if (x > d) d = x, best = h;
      }
      return best;
    };
    Hex a = farthest(first);
    Hex b = farthest(a);
    std::string na = hex_name(st, a), nb = hex_name(st, b);
    if (nb < na) std::swap(na, nb);
    w += "from " + na + " to " + nb;
  }
  w += line.rigid ? " (Rigid Line)" : " (Ragged Line)";
  return w;
}

}  // namespace

// ---- helpers

LiFormation li_formation(const Battle& st, int unit) {
  const UnitDef& d = def(st, unit);
  if (!is_light_infantry(d.arm)) return LiFormation::None;
  int rule = st.s->variant("optional.advanced_li");
  if (rule == 0) return LiFormation::None;
  if (d.arm == Arm::DR) return LiFormation::Dispersed;  // 10.45
  return rule == 1 ? LiFormation::Compact : LiFormation::Dispersed;
}

bool is_overall_commander(const Battle& st, int leader) {
  const LeaderDef& d = ldef(st, leader);
  if (d.overall_commander) return true;
  // Breitenfeld: Johan Georg as the Saxons' overall commander, by variant.
  return st.s->scenario == "breitenfeld" && d.id == "johan_georg" && st.s->variant("saxon.johan_georg_auto_lc") == 1;
}

int overall_commander_of(const Battle& st, int leader) {
  const LeaderDef& d = ldef(st, leader);
  for (std::size_t i = 0; i < st.leaders.size(); ++i) {
    int l = static_cast<int>(i);
    const LeaderDef& o = st.s->leaders[i];
    if (o.side != d.side || o.army != d.army || !leader_present(st, l)) continue;
    if (is_overall_commander(st, l)) return l;
  }
  return -1;
}

bool leader_sees_for_line(const Battle& st, const Board& board, int leader, int unit) {
  const LeaderState& l = st.leaders[static_cast<std::size_t>(leader)];
  const MapData& map = *st.s->map;
  const HexGrid& grid = map.grid();
  int reach = 2;
  if (st.visibility == Visibility::Heavy && st.s->variant("line_command.heavy_fog_reach") == 0) reach = 1;
  Hex halves[2];
  int n = 0;
  lines_halves(st.units[static_cast<std::size_t>(unit)], halves, n);
  OccupantAt occupant = [&](const Hex& h) {
    const auto& at = board.units_at(h);
    if (at.empty()) return Occupant::None;
    Arm a = def(st, at.front()).arm;
    return is_artillery(a) ? Occupant::Artillery : is_cavalry(a) ? Occupant::Cavalry : Occupant::Infantry;
  };
  LosVariants liberal;
  liberal.spine_blocked_by_either = false;  // the Play Note to 8.24: LC LOS "interpreted liberally"
  for (int i = 0; i < n; ++i) {
    int dist = grid.distance(l.hex, halves[i]);
    if (dist > reach) continue;
    if (dist <= 1) return true;
    if (line_of_sight(map, l.hex, halves[i], FireKind::SmallArms, occupant, liberal).clear) return true;
  }
  return false;
}

// ---- requirement 2 (4.25)

bool line_command_eligible(Ctx& c, const Board& board, int leader) {
  const Battle& st = c.st;
  const LeaderDef& d = ldef(st, leader);
  const std::string name = leader_name(st, leader);
  if (is_overall_commander(st, leader)) {
    if (c.say.on) c.say(name + " is the overall commander: he may give Line Commands", "LotN 4.25");
    return true;
  }
  if (d.strategy < 0) {
    if (c.say.on) c.say(name + " has no Strategy rating and never gives Line Commands", "LotN 4.25");
    return false;
  }
  int oc = overall_commander_of(st, leader);
  if (oc >= 0 && leader_present(st, leader) &&
      in_command_range(st, board, oc, st.leaders[static_cast<std::size_t>(leader)].hex, false)) {
    if (c.say.on)
      c.say(name + " is within " + leader_name(st, oc) + "'s Command Range: he may give Line Commands", "LotN 4.25");
    return true;
  }
  if (st.turn == 1) {
    if (c.say.on) c.say("the first turn: " + name + " may give Line Commands", "LotN 4.25");
    return true;
  }
  int roll = c.d10("Line Commands: " + name + "'s Strategy, d10");
  bool ok = roll <= d.strategy;
  if (c.say.on)
    c.say(name + " rolls " + std::to_string(roll) + " against his Strategy of " + std::to_string(d.strategy) +
              (ok ? ": he may give Line Commands this activation" : ": Individual Orders only this activation"),
          "LotN 4.25");
  return ok;
}

// ---- the Lines (4.23, 4.24, requirement 1 of 4.25)

std::vector<Line> line_options(const Battle& st, const Board& board, int leader) {
  std::vector<Line> out;
  if (!leader_present(st, leader)) return out;
  const LeaderDef& ld = ldef(st, leader);
  const int side = ld.side, army = ld.army;
  const HexGrid& grid = st.s->map->grid();
  const bool heavy = st.visibility == Visibility::Heavy;
  const bool both_gaps = st.s->variant("line_command.gap_hexes") == 1;
  const bool lone = st.s->variant("line_command.lone_unit") == 1;

  // Breitenfeld's specials.
  std::vector<int> ad_hoc_tercios;
  int life_guard = -1;
  if (lines_scenario_rule(st, "ad_hoc_tercio")) {
    for (const char* id : kLinesAdHocTercios) {
      int u = lines_unit_by_id(st, id);
      if (u >= 0 && def(st, u).side == side && lines_standing(st, u)) ad_hoc_tercios.push_back(u);
    }
    if (ld.id == kLinesTilly) {
      int u = lines_unit_by_id(st, kLinesLifeGuard);
      if (u >= 0 && def(st, u).side == side && lines_can_act(st, u)) life_guard = u;
    }
  }

  std::vector<LinesPos> pos(st.units.size());
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    const UnitState& u = st.units[i];
    if (!u.on_map || st.s->units[i].side != side) continue;
    pos[i].a[pos[i].n++] = grid.axial(u.hex);
    if (u.second) pos[i].a[pos[i].n++] = grid.axial(*u.second);
  }
  // Whether each unit is within his Command Range (asked once a unit).
  std::vector<signed char> range_cache(st.units.size(), -1);
  auto in_range = [&](int u) {
    signed char& r = range_cache[static_cast<std::size_t>(u)];
    if (r < 0) r = unit_in_command_range(st, board, leader, u, false) ? 1 : 0;
    return r == 1;
  };
  LinesRigid rigid{st, grid, pos};
  std::vector<std::vector<int>> seen;  // the unit sets listed, with rigid, to leave out repeats
  std::vector<bool> seen_rigid;
  std::vector<std::string> ids;

  auto add = [&](const LinesComposition& comp, const std::vector<int>& chain, bool is_rigid) {
    // Requirement 1: within 2 hexes of a unit of the Line, in sight.
    bool sees = false;
    for (int u : chain)
      if (leader_sees_for_line(st, board, leader, u)) {
        sees = true;
        break;
      }
    if (!sees) return;
    Line line;
    line.composition = comp.row;
    line.composition_words = comp.words;
    line.rigid = is_rigid;
    for (int u : chain) {
      if (!lines_can_act(st, u)) continue;
      if (!is_rigid && !in_range(u)) continue;
      if (ld.restriction == LeaderDef::Restriction::Artillery && !is_artillery(def(st, u).arm)) continue;
      line.units.push_back(u);
    }
    if (ld.restriction == LeaderDef::Restriction::Cavalry &&
        std::none_of(line.units.begin(), line.units.end(), [&](int u) { return is_cavalry(def(st, u).arm); }))
      return;  // 4.29
    if (life_guard >= 0 && std::find(line.units.begin(), line.units.end(), life_guard) == line.units.end() &&
        (st.s->variant("line_command.life_guard_anywhere") == 1 || in_range(life_guard))) {
      line.units.push_back(life_guard);
      std::sort(line.units.begin(), line.units.end());
    }
    if (line.units.empty()) return;
    for (std::size_t i = 0; i < seen.size(); ++i)
      if (seen[i] == line.units && seen_rigid[i] == is_rigid) return;
    seen.push_back(line.units);
    seen_rigid.push_back(is_rigid);
    std::string base = "line " + std::to_string(comp.row) + " " +
                       hex_name(st, st.units[static_cast<std::size_t>(line.units.front())].hex);
    if (is_rigid) base += " rigid";
    line.id = base;
    for (int k = 2; std::find(ids.begin(), ids.end(), line.id) != ids.end(); ++k) line.id = base + " " + std::to_string(k);
    ids.push_back(line.id);
    line.words = lines_words(st, line);
    out.push_back(std::move(line));
  };

  for (const LinesComposition& comp : lines_compositions(st, side)) {
    // With the Ad Hoc Tercio Command, a cavalry row is read once per tercio that might join it.
    std::vector<int> tercio_runs{-1};
    if (comp.cavalry && !ad_hoc_tercios.empty()) tercio_runs = ad_hoc_tercios;
    for (int ad_hoc : tercio_runs) {
      std::vector<int> members;
      for (std::size_t i = 0; i < st.units.size(); ++i) {
        int u = static_cast<int>(i);
        if (st.s->units[i].side == side && lines_standing(st, u) && lines_kind_fits(st, comp, u, army, ad_hoc))
          members.push_back(u);
      }
      if (members.empty()) continue;
      LinesChain chain{st, board, grid, pos, comp, side, army, ad_hoc, heavy, both_gaps};
      LinesSets sets(members.size());
      for (std::size_t i = 0; i < members.size(); ++i)
        for (std::size_t j = i + 1; j < members.size(); ++j)
          if (chain.linked(members[i], members[j])) sets.join(static_cast<int>(i), static_cast<int>(j));
      for (const std::vector<int>& group : lines_groups(members, sets)) {
        if (group.size() < 2 && !lone) continue;  // 4.24A: within two hexes of another unit of the Line
        // Rigid stretches: flank-to-flank links, then front-to-rear links.
        std::vector<std::vector<int>> stretches;
        bool whole = false;
        if (group.size() >= 2)
          for (int kind = 0; kind < 2 && !whole; ++kind) {
            LinesSets rs(group.size());
            for (std::size_t i = 0; i < group.size(); ++i)
              for (std::size_t j = i + 1; j < group.size(); ++j) {
                bool link = kind == 0 ? rigid.flank_to_flank(group[i], group[j]) : rigid.front_to_rear(group[i], group[j]);
                if (link) rs.join(static_cast<int>(i), static_cast<int>(j));
              }
            for (auto& s : lines_groups(group, rs)) {
              if (s.size() == group.size()) whole = true;
              else if (s.size() >= 2) stretches.push_back(std::move(s));
            }
          }
        if (whole) {
          add(comp, group, true);
          continue;
        }
        add(comp, group, false);
        // A rigid stretch is offered on its own when it reaches beyond his range.
        for (const auto& s : stretches) {
          bool beyond = std::any_of(s.begin(), s.end(),
                                    [&](int u) { return lines_can_act(st, u) && !in_range(u); });
          if (beyond) add(comp, s, true);
        }
      }
    }
  }
  return out;
}

int advise_line(const Battle& st, const std::vector<Line>& lines) {
  int best = -1, best_count = -1;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    int n = 0;
    for (int u : lines[i].units) n += st.units[static_cast<std::size_t>(u)].disrupted ? 0 : 1;
    if (n > best_count) best = static_cast<int>(i), best_count = n;
  }
  return best;
}

}  // namespace umpire::lotn
