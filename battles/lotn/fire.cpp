#include "lotn/fire.h"

#include <algorithm>
#include <climits>
#include <limits>
#include <stdexcept>

#include "lotn/effects.h"
#include "lotn/lutzen_rules.h"
#include "lotn/option_refs.h"
#include "lotn/optional_rules.h"
#include "lotn/shock.h"

namespace umpire::lotn {

namespace {

UnitState& fire_us(Battle& st, int unit) { return st.units[static_cast<std::size_t>(unit)]; }
const UnitState& fire_us(const Battle& st, int unit) { return st.units[static_cast<std::size_t>(unit)]; }

bool fire_at_lutzen(const Battle& st) { return st.s->scenario == "lutzen"; }
bool fire_at_breitenfeld(const Battle& st) { return st.s->scenario == "breitenfeld"; }

// The fire_nation a chart row is named for: the Swedes (and their German allies),
// the Saxons, the Imperialists (every other unit).
const char* fire_nation(const UnitDef& d) { return d.swedish ? "Swedes" : d.saxon ? "Saxons" : "Imperialists"; }
bool fire_imperialist(const UnitDef& d) { return !d.swedish && !d.saxon; }

const char* fire_gun_class(Arm a) {
  return a == Arm::ArtHeavy ? "Heavy" : a == Arm::ArtField ? "Field" : "Regimental";
}

// The Range Effects Table's column for a range, "" beyond the chart.
std::string fire_range_column(int range) {
  if (range <= 1) return "1";
  if (range == 2) return "2";
  if (range <= 4) return "3-4";
  if (range <= 6) return "5-6";
  if (range <= 9) return "7-9";
  if (range <= 13) return "10-13";
  if (range <= 17) return "14-17";
  return "";
}

// The longest range a unit may fire (8.14): the Range Effects Table's row
// labels print musket 2, pistol 1, regimental 7; other guns print their range
// on the counter. Heavy visibility 1, Light 8 (Lützen fog rules), the
// visibility the fire is under (lutzen_fire_visibility: the worse of the two
// hexes'; elsewhere the turn's).
int fire_max_range(const Battle& st, int unit, Visibility seen) {
  const UnitDef& d = def(st, unit);
  int r = 0;
  if (is_artillery(d.arm))
    r = d.range > 0 ? d.range : (d.arm == Arm::ArtRegimental ? 7 : 0);
  else
    r = d.weapon == Weapon::Pistol ? 1 : d.weapon == Weapon::Musket ? 2 : 0;
  if (seen == Visibility::Heavy) r = std::min(r, 1);
  if (seen == Visibility::Light) r = std::min(r, 8);
  return r;
}

// Lützen, the Imperialist's Commanded Muskets set up by the ditch (note [a]):
// "the muskets behind the ditch may fire over the heads of the units IN the
// ditch". An Imperialist light infantry unit (not dismounted dragoons) out of
// the ditch with a ditch hex next to it: units in ditch hexes do not block
// its line of sight.
bool fire_over_ditch(const Battle& st, int unit) {
  const UnitDef& d = def(st, unit);
  if (!fire_at_lutzen(st) || d.arm != Arm::LI || !fire_imperialist(d)) return false;
  const UnitState& u = fire_us(st, unit);
  const MapData& map = *st.s->map;
  if (!u.on_map || map.facts(u.hex).terrain == Terrain::Ditch) return false;
  for (const auto& n : map.grid().neighbours(u.hex))
    if (n && map.facts(*n).terrain == Terrain::Ditch) return true;
  return false;
}

// "NC", "NE", "3L", "2R", "+2", "-1" as a number (L negative); nullopt for
// "-" (may not fire). Anything else is a data error, named.
std::optional<int> fire_read_adjustment(const Cell& cell, const std::string& what) {
  std::string v = cell.value;
  if (v == "-") return std::nullopt;
  if (v == "NC" || v == "NE" || v == "0" || v.empty()) return 0;
  if (v.size() >= 2 && (v.back() == 'L' || v.back() == 'R')) {
    auto n = cell_int(v.substr(0, v.size() - 1));
    if (n) return v.back() == 'L' ? -*n : *n;
  }
  if (auto n = cell_int(v)) return *n;
  throw UserError(what + ": the value \"" + v + "\" is not a column shift or die roll adjustment (" + cell.source +
                  ")");
}

// The half of a Terrain Chart Fire entry ("1L/-1") for small arms or artillery; an entry without a slash serves both.
std::string fire_terrain_part(const std::string& v, bool artillery) {
  auto slash = v.find('/');
  if (slash == std::string::npos) return v;
  return artillery ? v.substr(slash + 1) : v.substr(0, slash);
}

// The Terrain Chart's Fire entry: the small-arms shift (left of the slash) or
// the artillery adjustment (right of it), note c.
int fire_terrain_fire(const Tables& t, const std::string& row, bool artillery, const std::string& purpose) {
  Cell cell = t.need("terrain", row, "Fire", purpose);
  Cell part{fire_terrain_part(cell.value, artillery), cell.provenance, cell.source};
  auto n = fire_read_adjustment(part, "LotN 6.21: Terrain Chart, " + row + ", Fire");
  return n ? *n : 0;
}

const char* fire_terrain_row(Terrain t) {
  switch (t) {
    case Terrain::Clear: return "Clear";
    case Terrain::Woods: return "Woods";
    case Terrain::Town: return "Town";
    case Terrain::Castle: return "Castle";
    case Terrain::Garden: return "Garden";
    case Terrain::Marsh: return "Marsh";
    case Terrain::Ditch: return "Ditch (enter)";
  }
  return "Clear";
}

// The terrain adjustment of fire from `from` into `target` (Terrain Chart
// notes c, h, o, p): the target hex's entry and the hexside the line enters by
// (through a vertex, the side better for the target).
int fire_terrain_adjustment(const Battle& st, const Tables& t, const Hex& from, const Hex& target, bool artillery,
                       const std::string& purpose) {
  const MapData& map = *st.s->map;
  const HexFacts& tf = map.facts(target);
  int total = 0;
  bool firer_in_ditch = map.facts(from).terrain == Terrain::Ditch;
  if (tf.terrain == Terrain::Woods && artillery) {
    // note o: woods give artillery fire no adjustment
  } else if (tf.terrain == Terrain::Ditch && firer_in_ditch) {
    // note h: only a target in the ditch fired on from outside it
  } else {
    total += fire_terrain_fire(t, fire_terrain_row(tf.terrain), artillery, purpose);
  }
  LineTrace back = trace_line(map.grid(), target, from);
  std::optional<int> best;
  for (int side : back.exit_sides) {
    std::uint16_t f = map.side_features(target, side);
    int here = 0;
    auto add = [&](SideFeature k, const char* row) {
      if (f & side_bit(k)) here += fire_terrain_fire(t, row, artillery, purpose);
    };
    add(SideFeature::Stream, "Stream");
    add(SideFeature::DeepStream, "Deep stream");
    if (f & (side_bit(SideFeature::TownWall) | side_bit(SideFeature::CastleWall)))
      here += fire_terrain_fire(t, "Town/Castle wall", artillery, purpose);
    add(SideFeature::GardenWall, "Garden wall");
    if (tf.terrain != Terrain::Ditch) add(SideFeature::Berm, "Berm");  // note p
    add(SideFeature::ElevatedRoad, "Elevated road");
    if (!best || here < *best) best = here;
  }
  return total + (best ? *best : 0);
}

// The units in the target hex in the order the fire reaches them (8.23): the
// combat units first, in the board's order (the first is the top unit), guns last.
std::vector<int> fire_target_stack(const Battle& st, const Board& board, const Hex& hex, int side) {
  std::vector<int> out;
  for (int u : board.units_at(hex))
    if (firing_side(st, u) == side && present(st, u) && !is_artillery(def(st, u).arm)) out.push_back(u);
  for (int u : board.units_at(hex))
    if (firing_side(st, u) == side && present(st, u) && is_artillery(def(st, u).arm) && !fire_us(st, u).abandoned)
      out.push_back(u);
  return out;
}

// 10.35: every fire at a hex holding a Dispersed LI takes -2 to its die roll.
int fire_dispersed_drm(const Battle& st, const std::vector<int>& stack) {
  for (int u : stack)
    if (int v = dispersed_target_drm(st, u)) return v;
  return 0;
}

Occupant fire_occupant_of(const Battle& st, int unit) {
  Arm a = def(st, unit).arm;
  if (is_artillery(a)) return Occupant::Artillery;
  if (is_cavalry(a)) return Occupant::Cavalry;
  return Occupant::Infantry;
}

// Whether the unit may fire Salvo now (8.27), and Double Salvo.
struct FireSalvoRight {
  bool salvo = false, double_salvo = false;
};
FireSalvoRight fire_salvo_right(const Battle& st, int unit, FireOccasion occasion, bool initial_phase, bool zoc_entry) {
  FireSalvoRight r;
  const UnitDef& d = def(st, unit);
  const UnitState& u = fire_us(st, unit);
  if (u.disrupted || unit_visibility(st, unit) == Visibility::Heavy) return r;
  if (dispersed_li(st, unit)) return r;  // 10.35: Dispersed LI never Salvo
  bool swede = d.swedish && (d.arm == Arm::HI || is_light_infantry(d.arm));
  bool imperial = fire_imperialist(d) && d.arm == Arm::HI && fire_at_lutzen(st) && !fire_at_breitenfeld(st);
  if (!swede && !imperial) return r;
  if (occasion == FireOccasion::Reaction) {
    r.salvo = zoc_entry;
    return r;
  }
  if (occasion != FireOccasion::Ordered || !initial_phase) return r;
  r.salvo = u.mp_spent <= (swede ? 2 : 1);
  r.double_salvo = swede && u.mp_spent == 0 && !u.moved;
  return r;
}

int fire_multiple(Volley v) { return v == Volley::DoubleSalvo ? 4 : v == Volley::Salvo ? 2 : 1; }

bool fire_initial_now(const Battle& st) { return st.orders_kind != "momentum"; }

std::string fire_strength_words(const FireOption& o) {
  std::string s;
  if (o.share == FireShare::TercioFront) s = ", front half";
  if (o.share == FireShare::TercioFlank) s = ", flank quarter";
  if (o.share == FireShare::SplitHalf) s = ", half the brigade (split fire)";
  if (o.volley != Volley::Normal) s += std::string(", ") + volley_words(o.volley);
  return s;
}

// One d10-column band of the Small-Arms Fire Table: "<1", "1", "2-3", "9+", as
// the strengths it holds [lo, hi]; nullopt for "-" (no band) or any other text.
std::optional<std::pair<int, int>> fire_band_bounds(const std::string& band) {
  if (band.empty() || band == "-") return std::nullopt;
  if (band[0] == '<') {
    auto n = cell_int(band.substr(1));
    if (!n) return std::nullopt;
    return std::make_pair(std::numeric_limits<int>::min(), *n - 1);
  }
  if (band.back() == '+') {
    auto n = cell_int(band.substr(0, band.size() - 1));
    if (!n) return std::nullopt;
    return std::make_pair(*n, std::numeric_limits<int>::max());
  }
  auto dash = band.find('-');
  if (dash != std::string::npos && dash > 0) {
    auto lo = cell_int(band.substr(0, dash)), hi = cell_int(band.substr(dash + 1));
    if (!lo || !hi) return std::nullopt;
    return std::make_pair(*lo, *hi);
  }
  auto n = cell_int(band);
  if (!n) return std::nullopt;
  return std::make_pair(*n, *n);
}

bool fire_in_band(const std::string& band, int strength) {
  auto b = fire_band_bounds(band);
  return b && strength >= b->first && strength <= b->second;
}

// The column (1-11) whose band holds the strength; a lost band that could hold
// it refuses by name.
int fire_strength_column(const Tables& t, const std::string& weapon, int strength, const std::string& purpose,
                    int pistol_variant) {
  const Grid* g = t.data().grid("fire_small_arms.bands");
  if (!g) throw std::logic_error("no fire_small_arms.bands table");
  std::optional<std::string> lost;
  for (const std::string& col : g->columns) {
    Looked l = t.cell("fire_small_arms.bands", weapon, col, purpose);
    if (!l.ok()) {
      if (!lost) lost = col;
      continue;
    }
    if (fire_in_band(l.cell->value, strength)) {
      int c = std::stoi(col);
      // A25: the printed arrow puts the pistol "9+" over the musket 6-7 column.
      if (weapon == "Pistol" && l.cell->value.back() == '+' && pistol_variant == 1) c = std::max(1, c - 1);
      return c;
    }
  }
  if (lost) t.need("fire_small_arms.bands", weapon, *lost, purpose);  // throws MissingValue
  throw std::logic_error("the Small-Arms Fire Table has no band for strength " + std::to_string(strength));
}

std::string fire_shift_text(int s) { return s == 0 ? "no shift" : std::to_string(s < 0 ? -s : s) + (s < 0 ? "L" : "R"); }

std::string fire_signed_text(int v) { return v >= 0 ? "+" + std::to_string(v) : std::to_string(v); }

// Asks the unit's side whether to take one of `options` or hold.
// `advised`: the doctrine's pick when the caller knows better (-1 hold), else -2: best_fire.
int fire_ask_fire(Ctx& c, int unit, const std::vector<FireOption>& options, const std::string& label,
                  bool advise_hold = false, int advised = -2) {
  if (options.empty()) return -1;
  int best = advise_hold ? -1 : advised != -2 ? advised : best_fire(c.st, options);
  DecisionRequest req;
  int side = firing_side(c.st, unit);
  req.side = side_id(c.st, side);
  req.advice = best >= 0 ? options[static_cast<std::size_t>(best)].id : "hold";
  if (!c.decisions.takes_advice()) {
    req.label = label;
    req.side_name = side_name(c.st, side);
    for (const FireOption& o : options) req.options.push_back({o.id, o.words, fire_refs(c.st, o)});
    req.options.push_back({"hold", "hold fire"});
  } else {
    for (const FireOption& o : options) req.options.push_back({o.id, ""});
    req.options.push_back({"hold", ""});
  }
  std::string pick = c.decisions.choose(req);
  for (std::size_t i = 0; i < options.size(); ++i)
    if (options[i].id == pick) return static_cast<int>(i);
  return -1;
}

bool fire_contains(const std::vector<Hex>& v, const Hex& h) { return std::find(v.begin(), v.end(), h) != v.end(); }

}  // namespace

std::optional<int> small_arms_hits(const std::string& cell) {
  if (cell == "-") return 0;
  return cell_int(cell);
}

std::optional<int> artillery_disruption_number(const std::string& cell) {
  std::string digits;
  for (char ch : cell)
    if (ch >= '0' && ch <= '9') digits += ch;
  if (digits.empty() || digits.size() > 6) return std::nullopt;
  return std::stoi(digits);
}

bool fire_adjustment_readable(const std::string& cell) {
  try {
    fire_read_adjustment(Cell{cell, Provenance::User, ""}, "");
    return true;
  } catch (const UserError&) {
    return false;
  }
}

bool terrain_fire_readable(const std::string& cell) {
  return fire_adjustment_readable(fire_terrain_part(cell, false)) && fire_adjustment_readable(fire_terrain_part(cell, true));
}

bool fire_band_readable(const std::string& band) { return band == "-" || fire_band_bounds(band).has_value(); }

const char* occasion_words(FireOccasion o) {
  switch (o) {
    case FireOccasion::Ordered: return "ordered fire";
    case FireOccasion::Reaction: return "reaction fire";
    case FireOccasion::Barrage: return "barrage";
    case FireOccasion::CommandedMusket: return "Commanded Musket fire";
    case FireOccasion::Caracole: return "caracole fire";
    case FireOccasion::Retreat: return "Retreat Fire";
    case FireOccasion::Creeping: return "Creeping Fire";
  }
  return "";
}

const char* volley_words(Volley v) {
  switch (v) {
    case Volley::Normal: return "";
    case Volley::Salvo: return "Salvo";
    case Volley::DoubleSalvo: return "Double Salvo";
  }
  return "";
}

int firing_side(const Battle& st, int unit) {
  const UnitState& u = fire_us(st, unit);
  return u.captured_by >= 0 ? u.captured_by : def(st, unit).side;
}

std::string fire_problem(const Battle& st, int unit, FireOccasion occasion) {
  const UnitDef& d = def(st, unit);
  const UnitState& u = fire_us(st, unit);
  if (!u.on_map) return "not on the map";
  if (u.routed) return "routed units do not fire (LotN 12.3)";
  if (u.in_column) return "units In Column may not fire (LotN 10.25)";
  if (occasion == FireOccasion::Reaction && u.reaction_fired) return "has used its Reaction Fire this phase (LotN 8.28)";
  if ((occasion == FireOccasion::Ordered || occasion == FireOccasion::Retreat || occasion == FireOccasion::Creeping) &&
      u.fired)
    return "has fired this phase (LotN 5.23)";
  if (is_artillery(d.arm)) {
    if (u.abandoned) return "abandoned (LotN 8.57)";
    if (u.disrupted) return "disrupted guns may not fire (LotN 8.56)";
    if (u.heavy_stuck) return "failed its roll to move: it may not fire this turn (LotN 8.54)";
    bool big = d.arm != Arm::ArtRegimental;
    if (big && u.art_moved) return "field and heavy guns may not move and fire in one turn (LotN 8.51)";
    switch (occasion) {
      case FireOccasion::Barrage:
      case FireOccasion::Reaction: return "";
      case FireOccasion::Ordered: {
        if (!big) return fire_initial_now(st) ? "" : "regimental guns fire only in an Initial Orders Phase (Artillery Usage Table)";
        if (st.orders_kind == "momentum") return "";
        // Usage Table note: Swedish guns in Torstensson's range fire in any of his Orders Phases.
        if (st.active >= 0 && d.swedish && ldef(st, st.active).restriction == LeaderDef::Restriction::Artillery &&
            leader_present(st, st.active) &&
            st.s->map->grid().distance(st.leaders[static_cast<std::size_t>(st.active)].hex, u.hex) <=
                leader_range(st, st.active))
          return "";
        return "field and heavy guns fire in an Orders Phase only when it is Momentum-generated (Artillery Usage Table)";
      }
      default: return "only small arms fire so (LotN 8.3, 10.34)";
    }
  }
  if (d.weapon == Weapon::None) return "has no fire weapon";
  if (fire_sp(st, unit) < 1) return "has no fire strength left";
  switch (occasion) {
    case FireOccasion::Barrage: return "only artillery fires in the Barrage Phase (LotN 8.64)";
    case FireOccasion::CommandedMusket:
      if (!is_light_infantry(d.arm)) return "only light infantry acts in the Commanded Musket Phase (LotN 10.34)";
      return acts_in_commanded_musket_phase(st, unit) ? "" : "Compact light infantry does not act in the Commanded Musket Phase (LotN 10.35)";
    case FireOccasion::Retreat:
      if (!is_infantry(d.arm) || u.disrupted) return "only undisrupted infantry uses Retreat Fire (LotN 8.42)";
      return "";
    case FireOccasion::Creeping:
      if (!is_infantry(d.arm) || u.disrupted) return "only undisrupted infantry uses Creeping Fire (LotN 8.41)";
      return "";
    case FireOccasion::Caracole:
      if (d.arm != Arm::CR || u.disrupted) return "only undisrupted CR caracole (LotN 8.31)";
      if (unit_visibility(st, unit) == Visibility::Heavy) return "no caracole in Heavy Fog (LotN Lützen, Effects of Fog)";
      return "";
    default: return "";
  }
}

std::vector<FireOption> fire_options(const Battle& st, const Board& board, int unit, FireOccasion occasion,
                                     bool zoc_entry) {
  std::vector<FireOption> out;
  if (!fire_problem(st, unit, occasion).empty()) return out;
  const UnitDef& d = def(st, unit);
  const UnitState& u = fire_us(st, unit);
  const MapData& map = *st.s->map;
  const HexGrid& grid = map.grid();
  const int side = firing_side(st, unit);
  const bool art = is_artillery(d.arm);
  const bool flanks = d.arm == Arm::TE || li_fires_through_flanks(st, unit);  // 10.35: not Compact LI
  const int reach = fire_max_range(st, unit, Visibility::Clear);  // the weapon's; the visibility's below, per hex
  if (reach < 1) return out;
  UnitShape sh = shape(st, unit);
  LosVariants lv;
  const bool over_all_infantry = st.s->variant("artillery.los_over_infantry") == 1;
  const bool over_ditch = fire_over_ditch(st, unit);
  OccupantAt occ = [&](const Hex& h) {
    Occupant o = Occupant::None;
    if (over_ditch && map.facts(h).terrain == Terrain::Ditch) return o;  // Lützen: over the heads in the ditch
    for (int x : board.units_at(h)) {
      if (x == unit) continue;
      Occupant k = fire_occupant_of(st, x);
      // the most blocking: cavalry, then guns, then infantry
      if (k == Occupant::Cavalry || o == Occupant::None || (k == Occupant::Artillery && o == Occupant::Infantry)) o = k;
    }
    // A13 variant "nearer_than_target": any infantry between may be fired over, except next to the guns.
    if (art && over_all_infantry && o == Occupant::Infantry && grid.distance(u.hex, h) > 1) return Occupant::None;
    return o;
  };
  std::vector<Hex> halves{u.hex};
  if (u.second) halves.push_back(*u.second);
  std::vector<Hex> seen;
  FireSalvoRight salvo = art ? FireSalvoRight{} : fire_salvo_right(st, unit, occasion, fire_initial_now(st), zoc_entry);
  // 8.17 exception 2: a Swedish double brigade may fire by halves at two of its three Front hexes.
  std::vector<Hex> split_fronts;
  if (!art && occasion == FireOccasion::Ordered && d.swedish && d.arm == Arm::HI && u.second) {
    std::vector<Hex> fronts = facing_sets(grid, sh).front;
    int held = 0;
    for (const Hex& h : fronts) {
      bool enemy = false;
      for (int x : board.units_at(h))
        if (firing_side(st, x) != side && present(st, x) && !(is_artillery(def(st, x).arm) && fire_us(st, x).abandoned))
          enemy = true;
      if (enemy) ++held;
    }
    if (held >= 2 && fire_sp(st, unit) / 2 >= 1) split_fronts = std::move(fronts);
  }
  const bool split_salvo = st.s->variant("fire.split_salvo") == 1;
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    int e = static_cast<int>(i);
    const UnitState& eu = st.units[i];
    if (!eu.on_map || firing_side(st, e) == side) continue;
    if (is_artillery(st.s->units[i].arm) && eu.abandoned) continue;
    std::vector<Hex> targets{eu.hex};
    if (eu.second) targets.push_back(*eu.second);
    for (const Hex& t : targets) {
      if (fire_contains(seen, t)) continue;
      // the nearest half whose arc and Line of Sight reach it
      std::optional<Hex> from;
      int range = INT_MAX;
      bool front = false;
      for (const Hex& h : halves) {
        int dist = grid.distance(h, t);
        if (dist > reach || dist >= range) continue;
        if (st.visibility != Visibility::Clear && dist > fire_max_range(st, unit, lutzen_fire_visibility(st, h, t)))
          continue;
        bool in_front = in_fire_arc(grid, sh, h, t, false);
        if (!in_front && !(flanks && in_fire_arc(grid, sh, h, t, true))) continue;
        if (dist > 1 && !line_of_sight(map, h, t, art ? FireKind::Artillery : FireKind::SmallArms, occ, lv).clear)
          continue;
        from = h;
        range = dist;
        front = in_front;
      }
      if (!from) continue;
      seen.push_back(t);
      FireOption o;
      o.firer = unit;
      o.target = t;
      o.from = *from;
      o.range = range;
      o.artillery = art;
      if (!eu.routed) o.through = arc_of_fire(grid, shape(st, e), t, *from);
      int sp = art ? 0 : fire_sp(st, unit);
      if (d.arm == Arm::TE) {
        o.share = front ? FireShare::TercioFront : FireShare::TercioFlank;
        sp = front ? (sp + 1) / 2 : sp / 4;  // 8.16
        if (!front) {
          std::vector<int> exits = trace_line(grid, *from, t).exit_sides;
          int left = side_turn(sh.facing, -2);
          o.flank_side = std::find(exits.begin(), exits.end(), left) != exits.end() ? left : side_turn(sh.facing, 1);
        }
      }
      if (!art && sp < 1) continue;
      o.strength = sp;
      std::string who;
      for (int x : board.units_at(t))
        if (firing_side(st, x) != side) who += (who.empty() ? "" : " and ") + unit_name(st, x);
      std::string base = hex_name(st, t) + (o.share == FireShare::TercioFlank ? " flank" : "");
      auto push = [&](const FireOption& share, const std::string& key, Volley v) {
        FireOption p = share;
        p.volley = v;
        p.id = key + (v == Volley::Salvo ? " salvo" : v == Volley::DoubleSalvo ? " double salvo" : "");
        p.words = "fire at " + who + " in " + hex_name(st, t) + " (" + std::to_string(range) +
                  (range == 1 ? " hex" : " hexes") + fire_strength_words(p) + ")";
        out.push_back(std::move(p));
      };
      push(o, base, Volley::Normal);
      if (salvo.salvo) push(o, base, Volley::Salvo);
      if (salvo.double_salvo) push(o, base, Volley::DoubleSalvo);
      if (range == 1 && fire_contains(split_fronts, t)) {
        FireOption half = o;
        half.share = FireShare::SplitHalf;
        half.strength = fire_sp(st, unit) / 2;  // halves, rounding down, "even if that means a point is lost"
        push(half, base + " split", Volley::Normal);
        if (split_salvo && salvo.salvo) push(half, base + " split", Volley::Salvo);
        if (split_salvo && salvo.double_salvo) push(half, base + " split", Volley::DoubleSalvo);
      }
    }
  }
  return out;
}

int fire_value(const Battle& st, const FireOption& o) {
  const UnitDef& fd = def(st, o.firer);
  int v = 0;
  if (o.artillery) {
    v = 40 - 3 * o.range + (o.through == Arc::Flank && fd.arm != Arm::ArtRegimental ? 8 : 0);
  } else {
    int s = o.strength * fire_multiple(o.volley);
    int fr = o.volley == Volley::Normal ? (fire_us(st, o.firer).disrupted ? fd.fr_disrupted : fd.fr) : 0;
    v = 10 * s + 5 * fr - (o.range > 1 ? 30 : 0);
  }
  // a target already shaken is worth more
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    const UnitState& t = st.units[i];
    if (!t.on_map || (t.hex != o.target && !(t.second && *t.second == o.target))) continue;
    if (firing_side(st, static_cast<int>(i)) == firing_side(st, o.firer)) continue;
    if (t.disrupted) v += 10;
    if (is_artillery(st.s->units[i].arm)) v -= 5;
  }
  return v;
}

int best_fire(const Battle& st, const std::vector<FireOption>& options) {
  int best = -1, best_v = INT_MIN;
  for (std::size_t i = 0; i < options.size(); ++i) {
    int v = fire_value(st, options[i]);
    if (options[i].share == FireShare::SplitHalf) {
      // a half is worth firing with the best other half it leaves (8.17 exc. 2), and nothing alone
      int partner = INT_MIN;
      for (const FireOption& o : options)
        if (o.share == FireShare::SplitHalf && o.volley == options[i].volley && o.target != options[i].target)
          partner = std::max(partner, fire_value(st, o));
      if (partner == INT_MIN) continue;
      v += partner;
    }
    if (v > best_v) {
      best_v = v;
      best = static_cast<int>(i);
    }
  }
  return best;
}

void small_arms_fire(Ctx& c, Board& board, const FireOption& o, FireOccasion occasion, bool initial_phase) {
  Battle& st = c.st;
  const int firer = o.firer;
  const UnitDef& d = def(st, firer);
  const int side = firing_side(st, firer);
  const std::string fname = unit_name(st, firer);
  const std::string purpose = "fire: " + fname + " at " + hex_name(st, o.target);
  (void)initial_phase;

  std::vector<int> stack = fire_target_stack(st, board, o.target, other(side));
  if (stack.empty()) throw std::logic_error("small-arms fire at a hex with no enemy unit");
  for (int t : stack) st.units[static_cast<std::size_t>(t)].attacked = true;  // 10.27
  const int top = stack.front();
  const UnitDef& td = def(st, top);

  // 1. strength and column (8.15-8.17, 8.26, 8.27)
  const int strength = o.strength * fire_multiple(o.volley);
  const std::string weapon = d.weapon == Weapon::Pistol ? "Pistol" : "Musket";
  int column = fire_strength_column(c.tables, weapon, strength, purpose, st.s->variant("fire.pistol_nine_plus"));
  const int base_column = column;

  // 2. column shifts
  std::string shifts;
  auto shift = [&](int s, const std::string& why) {
    if (s == 0) return;
    column += s;
    if (c.say.on) shifts += (shifts.empty() ? "" : ", ") + fire_shift_text(s) + " " + why;
  };
  Cell range_cell = c.tables.need("range_effects", weapon, fire_range_column(o.range), purpose);
  auto range_shift = fire_read_adjustment(range_cell, "LotN 8.24: Range Effects Table, " + weapon);
  if (!range_shift) throw std::logic_error(fname + " may not fire at range " + std::to_string(o.range));
  shift(*range_shift, "for range");
  shift(fire_terrain_adjustment(st, c.tables, o.from, o.target, false, purpose), "for terrain");
  bool armour = td.arm == Arm::CR || (td.arm == Arm::HC && fire_imperialist(td));
  if (st.s->variant("fire.armour") == 1) armour = (td.arm == Arm::CR || td.arm == Arm::HC) && fire_imperialist(td);
  if (armour) shift(-1, "for armour");
  bool penalty = occasion == FireOccasion::Ordered && is_infantry(d.arm) &&
                 (o.volley == Volley::Normal || st.s->variant("fire.salvo_movement_penalty") == 1);
  if (penalty) shift(-fire_us(st, firer).mp_spent, "for the movement points spent (LotN 8.25)");
  if (occasion == FireOccasion::Retreat) shift(-2, "for Retreat Fire (LotN 8.42)");
  if (st.s->map->facts(o.target).windmill && is_light_infantry(td.arm)) shift(-1, "for light infantry at a windmill");
  if (st.s->variant("fire.target_density") == 1)
    throw MissingValue("LotN 8.26: the Small-Arms Fire Table prints no shift for the density of the target hex "
                       "(rule variant fire.target_density)");
  column = std::clamp(column, 1, 11);

  // 3. the roll
  int fr = 0;
  if (o.volley == Volley::Normal) {
    if (occasion == FireOccasion::Caracole && d.arm == Arm::CR && !fire_us(st, firer).disrupted)
      fr = d.fr_caracole;
    else
      fr = fire_us(st, firer).disrupted ? d.fr_disrupted : d.fr;
  }
  int die = c.d10(purpose + ", d10");
  const int dispersed = fire_dispersed_drm(st, stack);  // 10.35
  int roll = die + fr + dispersed;
  std::string row = roll < 0 ? "<0" : roll > 10 ? "10" : std::to_string(roll);
  Cell result = c.tables.need("fire_small_arms.results", row, std::to_string(column), purpose);
  auto read_hits = small_arms_hits(result.value);
  if (!read_hits)
    throw UserError("LotN 8.26: the Small-Arms Fire Table result \"" + result.value + "\" is not a number of hits");
  int hits = *read_hits;
  if (c.say.on)
    c.say(fname + " " + occasion_words(occasion) + (o.volley != Volley::Normal ? std::string(", ") + volley_words(o.volley) : "") +
              " at " + hex_name(st, o.target) + ": strength " + std::to_string(strength) + ", column " +
              std::to_string(base_column) + (shifts.empty() ? "" : " (" + shifts + ")") + " to " +
              std::to_string(column) + "; d10 " + std::to_string(die) +
              (fr ? " " + fire_signed_text(fr) + " Fire Rate" : "") +
              (dispersed ? " " + fire_signed_text(dispersed) + " Dispersed light infantry (LotN 10.35)" : "") + " = " +
              std::to_string(roll) + ": " +
              (hits ? std::to_string(hits) + (hits == 1 ? " hit" : " hits") : "no effect"),
          "LotN 8.26", RulingOf{purpose});

  UnitState& fu = fire_us(st, firer);
  if (occasion == FireOccasion::Reaction)
    fu.reaction_fired = true;
  else
    fu.fired = true;
  if (occasion == FireOccasion::Caracole) fu.caracoled = true;

  if (hits > 0) {
    // 4. hits shared in the stack (8.23): equal shares, the top unit the odd one; guns only when alone
    std::vector<int> takers;
    for (int u : stack)
      if (!is_artillery(def(st, u).arm)) takers.push_back(u);
    if (takers.empty()) takers = stack;
    const int n = static_cast<int>(takers.size());
    const std::string why = fname + "'s fire";
    for (int i = 0; i < n; ++i) {
      int share = hits / n + (i < hits % n ? 1 : 0);
      apply_hits(c, takers[static_cast<std::size_t>(i)], share, why);
    }
    // 5. the Disruption check on a bold result (8.26, 8.23): the top unit, and the next if it disrupts
    if (hits >= 2) {
      for (int u : stack) {
        if (!present(st, u) || is_artillery(def(st, u).arm)) continue;
        int r = c.d6("Disruption check, " + unit_name(st, u) + " (" + std::to_string(hits) + " hits), d6");
        int tq = current_tq(st, u);
        bool fails = r + hits > tq;
        if (c.say.on)
          c.say(unit_name(st, u) + " checks for Disruption: " + std::to_string(r) + " + " + std::to_string(hits) +
                    " hits = " + std::to_string(r + hits) + " against TQ " + std::to_string(tq),
                "LotN 8.26");
        if (!fails) break;
        disrupt(c, u, true, firer, why);
      }
    }
    // 6. leader casualties (4.43)
    leader_casualty_check(c, o.target, other(side), fname + "'s fire hit the hex");
  }
  board.rebuild();
  if (occasion != FireOccasion::Reaction) reaction_fire_on_fired(c, board, firer, o.target);
}

namespace {

// Torstensson: a present leader of the side who commands only artillery.
int fire_torstensson(const Battle& st, int side) {
  for (std::size_t i = 0; i < st.leaders.size(); ++i) {
    int l = static_cast<int>(i);
    const LeaderDef& ld = ldef(st, l);
    if (ld.side == side && ld.restriction == LeaderDef::Restriction::Artillery && leader_present(st, l)) return l;
  }
  return -1;
}

// The range band of combined fire: the Range Effects Table's columns, or the example's 7-10 (variant A29).
std::string fire_combined_band(const Battle& st, int range) {
  if (st.s->variant("torstensson.bands") == 1 && range >= 7 && range <= 13) return range <= 10 ? "7-10" : "11-13";
  return fire_range_column(range);
}

// The guns that join `o`'s fire (Torstensson), each asked as it comes within
// 2 hexes of a gun of the group.
std::vector<int> fire_join_combined(Ctx& c, const Board& board, const FireOption& o, FireOccasion occasion) {
  Battle& st = c.st;
  std::vector<int> group;
  std::vector<int> pending = torstensson_candidates(st, board, o, occasion);
  if (pending.empty()) return group;
  const HexGrid& grid = st.s->map->grid();
  std::vector<Hex> at{fire_us(st, o.firer).hex};
  bool grew = true;
  while (grew && !pending.empty()) {
    grew = false;
    for (std::size_t k = 0; k < pending.size(); ++k) {
      int g = pending[k];
      const Hex& h = fire_us(st, g).hex;
      if (std::none_of(at.begin(), at.end(), [&](const Hex& x) { return grid.distance(x, h) <= 2; })) continue;
      pending.erase(pending.begin() + static_cast<std::ptrdiff_t>(k));
      grew = true;
      DecisionRequest req;
      int side = firing_side(st, g);
      req.side = side_id(st, side);
      req.advice = "join";
      if (!c.decisions.takes_advice()) {
        req.label = "combined fire: does " + unit_name(st, g) + " join " + unit_name(st, o.firer) + "'s fire at " +
                    hex_name(st, o.target) + "?";
        req.side_name = side_name(st, side);
        req.options = {{"join", "join the fire (+1)"}, {"hold", "hold fire"}};
      }
      if (c.decisions.choose(req) == "join") {
        group.push_back(g);
        at.push_back(h);
      }
      break;  // the group changed: look again from the nearest
    }
  }
  return group;
}

}  // namespace

std::vector<int> torstensson_candidates(const Battle& st, const Board& board, const FireOption& o,
                                        FireOccasion occasion) {
  std::vector<int> out;
  if (!o.artillery || (occasion != FireOccasion::Barrage && occasion != FireOccasion::Ordered)) return out;
  const UnitDef& d = def(st, o.firer);
  if (!d.swedish || d.arm == Arm::ArtRegimental || fire_us(st, o.firer).captured_by >= 0) return out;
  const int side = firing_side(st, o.firer);
  const int tor = fire_torstensson(st, side);
  if (tor < 0) return out;
  const HexGrid& grid = st.s->map->grid();
  const Hex& th = st.leaders[static_cast<std::size_t>(tor)].hex;
  const int reach = leader_range(st, tor);
  auto in_range = [&](int g) { return grid.distance(th, fire_us(st, g).hex) <= reach; };
  if (!in_range(o.firer)) return out;
  const std::string band = fire_combined_band(st, o.range);
  std::vector<std::pair<int, int>> near;  // distance to the firer, gun
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    int g = static_cast<int>(i);
    if (g == o.firer || st.s->units[i].arm != d.arm || !st.s->units[i].swedish) continue;
    const UnitState& gu = st.units[i];
    if (!gu.on_map || gu.captured_by >= 0 || !in_range(g)) continue;
    if (occasion == FireOccasion::Barrage && gu.art_fired) continue;  // joined another gun's barrage
    if (!fire_problem(st, g, occasion).empty()) continue;
    bool reaches = false;
    for (const FireOption& x : fire_options(st, board, g, occasion))
      if (x.target == o.target && fire_combined_band(st, x.range) == band) reaches = true;
    if (reaches) near.push_back({grid.distance(fire_us(st, o.firer).hex, gu.hex), g});
  }
  std::sort(near.begin(), near.end());
  for (const auto& [dist, g] : near) out.push_back(g);
  return out;
}

namespace {

// 8.66: the second d6 after an adjusted 4. Another 4 is an explosion: an Exploded Gun marker, or, on a gun that
// has one, the gun's end.
void fire_exploding_gun_check(Ctx& c, int gun) {
  Battle& st = c.st;
  const std::string gname = unit_name(st, gun);
  int r = c.d6("Exploding Guns: " + gname + ", d6");
  UnitState& gu = fire_us(st, gun);
  if (r != kExplodingGunFace) {
    if (c.say.on)
      c.say(gname + " rolled an adjusted 4: the check for an exploding gun rolls " + std::to_string(r) + ", no explosion",
            "LotN 8.66");
    return;
  }
  if (!gu.exploded_gun) {
    gu.exploded_gun = true;
    if (c.say.on)
      c.say(gname + " rolled an adjusted 4: the check for an exploding gun rolls 4, a gun explodes; an Exploded Gun "
                    "marker is placed (-2 to its fire from now on)",
            "LotN 8.66");
    return;
  }
  if (c.say.on)
    c.say(gname + " rolled an adjusted 4: the check for an exploding gun rolls 4, a second explosion; the guns are "
                  "eliminated",
          "LotN 8.66");
  eliminate(c, gun, "eliminated", "a second exploding gun (LotN 8.66)");
}

}  // namespace

void artillery_fire(Ctx& c, Board& board, const FireOption& o, FireOccasion occasion) {
  Battle& st = c.st;
  const int gun = o.firer;
  const UnitDef& d = def(st, gun);
  const int side = firing_side(st, gun);
  const std::string gname = unit_name(st, gun);
  const std::string purpose = "artillery: " + gname + " at " + hex_name(st, o.target);
  std::vector<int> stack = fire_target_stack(st, board, o.target, other(side));
  if (stack.empty()) throw std::logic_error("artillery fire at a hex with no enemy unit");
  // Breitenfeld, Torstensson: guns combining their fire with this one.
  const std::vector<int> combined = fire_join_combined(c, board, o, occasion);
  const int top = stack.front();
  const UnitDef& td = def(st, top);
  const bool regimental = d.arm == Arm::ArtRegimental;

  // 1. the column (8.62): d10 on the firer's row
  const Grid* sel = c.tables.data().grid("fire_artillery.selector");
  if (!sel) throw std::logic_error("no fire_artillery.selector table");
  std::string row = std::string(fire_nation(d)) + " " + fire_gun_class(d.arm);
  if (!sel->row_index(row))
    throw MissingValue("LotN 8.62: the Artillery Fire Table has no row for " + std::string(fire_nation(d)) + " " +
                       arm_words(d.arm) + " (" + gname + ")");
  int face = c.d10(purpose + ", d10 for the column");
  std::string column;
  std::optional<std::string> lost;
  for (const std::string& col : sel->columns) {
    Looked l = c.tables.cell("fire_artillery.selector", row, col, purpose);
    if (!l.ok()) {
      if (!lost) lost = col;
      continue;
    }
    if (fire_in_band(l.cell->value, face)) {
      column = col;
      break;
    }
  }
  if (column.empty()) {
    if (lost) c.tables.need("fire_artillery.selector", row, *lost, purpose);  // throws, naming the cell
    throw std::logic_error("the Artillery Fire Table row " + row + " has no column for " + std::to_string(face));
  }

  // 2. the d6 and its adjustments
  int die = c.d6(purpose + ", d6");
  int drm = 0;
  std::string adj;
  auto add = [&](int v, const std::string& why) {
    if (v == 0) return;
    drm += v;
    if (c.say.on) adj += (adj.empty() ? "" : ", ") + fire_signed_text(v) + " " + why;
  };
  Cell range_cell = c.tables.need("range_effects", fire_gun_class(d.arm), fire_range_column(o.range), purpose);
  auto range_drm = fire_read_adjustment(range_cell, std::string("LotN 8.24: Range Effects Table, ") + fire_gun_class(d.arm));
  if (!range_drm) throw std::logic_error(gname + " may not fire at range " + std::to_string(o.range));
  add(*range_drm, "range");
  add(fire_terrain_adjustment(st, c.tables, o.from, o.target, true, purpose), "terrain");
  if (!regimental) {  // 8.65: ranks and flank, never for regimental guns
    bool alone = board.units_at(o.target).size() == 1;
    if (is_light_infantry(td.arm) && alone && !compact_li(st, top)) add(-2, "light infantry's few ranks");
    if (is_artillery(td.arm) && alone) add(-1, "guns' few ranks");
    if (td.arm == Arm::HI && fire_imperialist(td) && fire_at_lutzen(st)) add(1, "Imperial brigade's ranks");
    if (td.arm == Arm::TE) add(2, "tercio's ranks");
    if (o.through == Arc::Flank && !fire_us(st, top).routed) add(2, "flank fire");
  } else if (occasion == FireOccasion::Ordered) {
    int moved = st.s->variant("artillery.regimental_move_drm") == 1 ? fire_us(st, gun).hexes_moved : fire_us(st, gun).mp_spent;
    add(-moved, "for moving (LotN 8.53)");
  }
  if (lutzen_fire_visibility(st, o.from, o.target) == Visibility::Light && o.range > 3)
    add(-1, "dusk or light fog beyond 3 hexes");
  if (!combined.empty())
    add(static_cast<int>(combined.size()),
        "Torstensson's combined fire of " + std::to_string(combined.size() + 1) + " guns (LotN Breitenfeld)");
  add(fire_dispersed_drm(st, stack), "Dispersed light infantry (LotN 10.35)");
  add(exploded_gun_drm(st, gun), "Exploded Gun (LotN 8.66)");
  int total = die + drm;
  std::string rrow = total < 0 ? "<0" : total > 8 ? "9+" : std::to_string(total);
  Cell result = c.tables.need("fire_artillery.results", rrow, column, purpose);
  std::optional<int> number;
  if (result.value != "-") {
    number = artillery_disruption_number(result.value);
    if (!number)
      throw UserError("LotN 8.63: the Artillery Fire Table result \"" + result.value + "\" is not a Disruption Number");
  }
  if (c.say.on)
    c.say(gname + " " + occasion_words(occasion) + " at " + hex_name(st, o.target) + ": d10 " + std::to_string(face) +
              " picks column " + column + "; d6 " + std::to_string(die) + (adj.empty() ? "" : " (" + adj + ")") +
              " = " + std::to_string(total) + ": " + (number ? "Disruption Number " + std::to_string(*number) : "no effect"),
          "LotN 8.62", RulingOf{purpose});

  UnitState& gu = fire_us(st, gun);
  gu.art_fired = true;
  if (occasion == FireOccasion::Reaction)
    gu.reaction_fired = true;
  else
    gu.fired = true;
  for (int g : combined) {
    fire_us(st, g).art_fired = true;
    fire_us(st, g).fired = true;
  }

  if (number) {
    // 3. the Disruption Number (8.63): one roll against the target's TQ, every unit in the hex
    int r = c.d6(purpose + ", Disruption roll, d6");
    int tq = current_tq(st, top);
    bool disrupts = r + *number > tq;
    if (c.say.on)
      c.say(unit_name(st, top) + " rolls " + std::to_string(r) + " + " + std::to_string(*number) + " = " +
                std::to_string(r + *number) + " against TQ " + std::to_string(tq) +
                (disrupts ? ": disrupted" : ": no effect"),
            "LotN 8.63");
    const std::string why = gname + "'s fire";
    if (disrupts) {
      for (int u : stack) {
        if (!present(st, u)) continue;
        if (is_artillery(def(st, u).arm) || !fire_us(st, u).disrupted)
          disrupt(c, u, true, gun, why);  // a disrupted gun is abandoned (8.57)
        else
          apply_hits(c, u, 1, why + ", already disrupted");  // stays disrupted and loses 1 SP
      }
    }
    // 4. regimental hits (8.63 exception): a printed 3 or more
    if (regimental && *number >= 3 && present(st, top)) apply_hits(c, top, 1, why + " (regimental hit)");
    // 5. leader casualties only when the target was disrupted (4.43)
    if (disrupts) leader_casualty_check(c, o.target, other(side), why + " disrupted the hex");
  }
  // 6. Exploding Guns (optional 8.66): an adjusted 4 calls for a second d6; another 4 is an explosion
  if (total == kExplodingGunFace && exploding_guns_in_play(st)) fire_exploding_gun_check(c, gun);
  board.rebuild();
  if (occasion != FireOccasion::Reaction && present(st, gun)) reaction_fire_on_fired(c, board, gun, o.target);
}

namespace {

// What a unit that has just fired could do had it not (a tercio's other
// shares, a split brigade's other half, the creeping step): the question asked
// with its fired mark off, which is then put back.
template <typename Ask>
auto as_if_not_fired(Battle& st, int unit, Ask ask) {
  UnitState& u = fire_us(st, unit);
  const bool was = u.fired;
  u.fired = false;
  auto out = ask();
  u.fired = was;
  return out;
}

}  // namespace

void resolve_fire(Ctx& c, Board& board, const FireOption& option, FireOccasion occasion) {
  if (option.artillery) {
    artillery_fire(c, board, option, occasion);
    return;
  }
  Battle& st = c.st;
  small_arms_fire(c, board, option, occasion, fire_initial_now(st));
  if (option.share == FireShare::SplitHalf && occasion == FireOccasion::Ordered) {
    // 8.17 exception 2: the other half, at another Front hex, with the same volley.
    const int br = option.firer;
    if (!present(st, br) || fire_us(st, br).routed) return;
    std::vector<FireOption> all =
        as_if_not_fired(st, br, [&] { return fire_options(st, board, br, FireOccasion::Ordered); });
    std::vector<FireOption> opts;
    for (FireOption& o : all)
      if (o.share == FireShare::SplitHalf && o.volley == option.volley && o.target != option.target)
        opts.push_back(std::move(o));
    std::string label;
    if (!c.decisions.takes_advice()) label = "split fire: " + unit_name(st, br) + " fires its other half";
    int best = -1, best_v = INT_MIN;  // the other half alone: its own worth
    for (std::size_t i = 0; i < opts.size(); ++i)
      if (int v = fire_value(st, opts[i]); v > best_v) {
        best_v = v;
        best = static_cast<int>(i);
      }
    int pick = fire_ask_fire(c, br, opts, label, false, best);
    if (pick >= 0) small_arms_fire(c, board, opts[static_cast<std::size_t>(pick)], occasion, fire_initial_now(st));
    return;
  }
  const int te = option.firer;
  if (def(st, te).arm != Arm::TE || occasion != FireOccasion::Ordered) return;
  // 8.16: the tercio's other shares, each at a target of its own.
  std::vector<int> used{option.share == FireShare::TercioFront ? -2 : option.flank_side};
  for (int round = 0; round < 2; ++round) {
    if (!present(st, te) || fire_us(st, te).routed) return;
    std::vector<FireOption> all =
        as_if_not_fired(st, te, [&] { return fire_options(st, board, te, FireOccasion::Ordered); });
    // the next share not yet fired, front first
    std::optional<int> share;
    for (const FireOption& o : all) {
      int key = o.share == FireShare::TercioFront ? -2 : o.flank_side;
      if (std::find(used.begin(), used.end(), key) == used.end() && (!share || key == -2)) share = key;
    }
    if (!share) return;
    used.push_back(*share);
    std::vector<FireOption> opts;
    for (FireOption& o : all)
      if ((o.share == FireShare::TercioFront ? -2 : o.flank_side) == *share) opts.push_back(std::move(o));
    std::string label;
    if (!c.decisions.takes_advice())
      label = "tercio fire: " + unit_name(st, te) + (*share == -2 ? " fires its front half" : " fires through a flank");
    int pick = fire_ask_fire(c, te, opts, label);
    if (pick >= 0) small_arms_fire(c, board, opts[static_cast<std::size_t>(pick)], occasion, fire_initial_now(st));
  }
}

namespace {

// Lets `reactor` fire at `mover`'s hex if it may (a decision of its side).
void fire_offer_reaction(Ctx& c, Board& board, int reactor, int mover, bool zoc_entry, int max_range_allowed,
                    const std::string& why, bool advise_hold = false) {
  Battle& st = c.st;
  if (!present(st, mover) || fire_us(st, mover).routed) return;
  std::vector<Hex> mover_hexes{fire_us(st, mover).hex};
  if (fire_us(st, mover).second) mover_hexes.push_back(*fire_us(st, mover).second);
  std::vector<FireOption> all = fire_options(st, board, reactor, FireOccasion::Reaction, zoc_entry);
  std::vector<FireOption> opts;
  for (FireOption& o : all)
    if (fire_contains(mover_hexes, o.target) && o.range <= max_range_allowed) opts.push_back(std::move(o));
  if (opts.empty()) return;
  std::string label;
  if (!c.decisions.takes_advice())
    label = "reaction fire: " + unit_name(st, reactor) + " at " + unit_name(st, mover) + " (" + why + ")";
  int pick = fire_ask_fire(c, reactor, opts, label, advise_hold);
  if (pick < 0) {
    if (c.say.on) c.say(unit_name(st, reactor) + " holds its fire", "LotN 8.21");
    return;
  }
  resolve_fire(c, board, opts[static_cast<std::size_t>(pick)], FireOccasion::Reaction);
}

}  // namespace

void reaction_fire_on_enter(Ctx& c, Board& board, int mover, const Hex& entered) {
  Battle& st = c.st;
  const int mside = firing_side(st, mover);
  const HexGrid& grid = st.s->map->grid();
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    int r = static_cast<int>(i);
    if (!present(st, mover) || fire_us(st, mover).routed) return;
    if (!st.units[i].on_map || firing_side(st, r) == mside) continue;
    const UnitState& ru = st.units[i];
    if (grid.distance(ru.hex, entered) > 2 && !(ru.second && grid.distance(*ru.second, entered) <= 2)) continue;
    if (!fire_problem(st, r, FireOccasion::Reaction).empty()) continue;
    bool triggered = false;
    if (is_artillery(st.s->units[i].arm))
      triggered = fire_contains(facing_sets(grid, shape(st, r)).front, entered);  // guns have no ZOC: their Front hexes
    else
      triggered = fire_contains(zoc_hexes(st, r), entered);
    if (!triggered) continue;
    fire_offer_reaction(c, board, r, mover, true, INT_MAX, "entering " + hex_name(st, entered));
  }
}

void reaction_fire_on_leave(Ctx& c, Board& board, int mover, const Hex& left) {
  Battle& st = c.st;
  const int mside = firing_side(st, mover);
  const HexGrid& grid = st.s->map->grid();
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    int r = static_cast<int>(i);
    if (!present(st, mover) || fire_us(st, mover).routed) return;
    if (!st.units[i].on_map || firing_side(st, r) == mside || is_artillery(st.s->units[i].arm)) continue;
    const UnitState& ru = st.units[i];
    if (grid.distance(ru.hex, left) > 2 && !(ru.second && grid.distance(*ru.second, left) <= 2)) continue;
    if (!fire_problem(st, r, FireOccasion::Reaction).empty()) continue;
    if (!fire_contains(zoc_hexes(st, r), left)) continue;
    fire_offer_reaction(c, board, r, mover, false, INT_MAX, "leaving " + hex_name(st, left));
  }
}

void reaction_fire_on_fired(Ctx& c, Board& board, int firer, const Hex& target) {
  Battle& st = c.st;
  if (!present(st, firer)) return;
  const int fside = firing_side(st, firer);
  int reach = st.s->variant("fire.reaction_range") == 1 ? INT_MAX : 1;  // A9
  std::vector<int> there = board.units_at(target);
  for (int r : there) {
    if (!present(st, r) || firing_side(st, r) == fside) continue;
    if (!fire_problem(st, r, FireOccasion::Reaction).empty()) continue;
    fire_offer_reaction(c, board, r, firer, false, reach, "fired upon");
  }
}

void barrage_phase(Ctx& c, Board& board) {
  Battle& st = c.st;
  if (st.visibility == Visibility::Heavy) {
    if (c.say.on) c.say("no Artillery Barrage in heavy fog or dark", "LotN Lützen, Effects of Fog");
    return;
  }
  for (auto& u : st.units) u.reaction_fired = false;  // a phase of its own
  std::vector<int> guns[2];
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    int g = static_cast<int>(i);
    if (is_artillery(st.s->units[i].arm) && fire_problem(st, g, FireOccasion::Barrage).empty())
      guns[firing_side(st, g)].push_back(g);
  }
  std::size_t next[2] = {0, 0};
  int side = 0;  // the Swedes (side 0) fire first (8.64)
  while (next[0] < guns[0].size() || next[1] < guns[1].size()) {
    if (next[side] >= guns[side].size()) {
      side = other(side);
      continue;
    }
    int g = guns[side][next[side]++];
    // a gun that joined another's combined fire has fired its barrage
    if (fire_problem(st, g, FireOccasion::Barrage).empty() && !fire_us(st, g).art_fired) {
      std::vector<FireOption> opts = fire_options(st, board, g, FireOccasion::Barrage);
      std::string label;
      if (!c.decisions.takes_advice()) label = "barrage: " + unit_name(st, g) + " fires or holds";
      int pick = fire_ask_fire(c, g, opts, label);
      if (pick >= 0) artillery_fire(c, board, opts[static_cast<std::size_t>(pick)], FireOccasion::Barrage);
    }
    side = other(side);
  }
}

bool imperial_heavy_may_move(Ctx& c, int gun) {
  Battle& st = c.st;
  const UnitDef& d = def(st, gun);
  if (d.arm != Arm::ArtHeavy || !fire_imperialist(d)) return true;
  UnitState& u = fire_us(st, gun);
  if (u.heavy_stuck) return false;
  if (u.heavy_rolled) return true;
  int r = c.d10("Imperial heavy gun " + unit_name(st, gun) + " tries to move, d10");
  u.heavy_rolled = true;
  bool ok = r >= 6;
  if (!ok) u.heavy_stuck = true;
  if (c.say.on)
    c.say(unit_name(st, gun) + " rolls " + std::to_string(r) +
              (ok ? ": it may move" : ": it stays put and may not fire this turn"),
          "LotN 8.54");
  return ok;
}

std::string caracole_problem(const Battle& st, const Board& board, int cr) {
  const UnitDef& d = def(st, cr);
  const UnitState& u = fire_us(st, cr);
  if (d.arm != Arm::CR) return "only CR caracole (LotN 8.31)";
  if (!u.on_map || u.routed || u.disrupted) return "only undisrupted CR caracole (LotN 8.31)";
  if (unit_visibility(st, cr) == Visibility::Heavy) return "no caracole in heavy fog or dark (LotN Lützen, Effects of Fog)";
  if (u.started_in_zoc) return "began the phase in an enemy ZOC (LotN 8.33)";
  if (u.caracoled) return "has caracoled this turn (LotN 8.33)";
  if (u.fired) return "has fired this phase (LotN 5.23)";
  (void)board;
  return "";
}

std::string caracole_hex_problem(const Battle& st, const Board& board, int cr, const Hex& hex, const Hex& target) {
  if (std::string p = caracole_problem(st, board, cr); !p.empty()) return p;
  const HexGrid& grid = st.s->map->grid();
  if (!grid.adjacent(hex, target)) return "the caracole is fired from a hex next to the target (LotN 8.31)";
  const int side = firing_side(st, cr);
  for (int t : board.units_at(target))
    if (firing_side(st, t) != side && fire_contains(zoc_hexes(st, t), hex)) return "";
  return "the hex must be in the target's ZOC (LotN 8.32)";
}

std::vector<int> caracole_reactions(Ctx& c, Board& board, int cr, const Hex& entered) {
  Battle& st = c.st;
  const HexGrid& grid = st.s->map->grid();
  const int side = firing_side(st, cr);
  std::vector<int> may_charge;
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    int r = static_cast<int>(i);
    const UnitState& ru = st.units[i];
    if (!ru.on_map || ru.routed || firing_side(st, r) == side) continue;
    if (grid.distance(ru.hex, entered) > 1 && !(ru.second && grid.distance(*ru.second, entered) <= 1)) continue;
    if (!fire_contains(facing_sets(grid, shape(st, r)).front, entered)) continue;
    if (!present(st, cr) || fire_us(st, cr).routed) {
      may_charge.clear();
      return may_charge;
    }
    bool before = ru.reaction_fired;
    // 8.37: fire or counter-charge; the doctrine holds its fire to counter-charge when that is the better bet.
    bool charge_instead = caracole_countercharge_advised(c, board, r, entered);
    fire_offer_reaction(c, board, r, cr, true, INT_MAX, "caracoling into " + hex_name(st, entered), charge_instead);
    if (!st.units[i].reaction_fired || before) may_charge.push_back(r);
  }
  return may_charge;
}

bool caracole_fire(Ctx& c, Board& board, int cr, const Hex& target, bool countercharged) {
  Battle& st = c.st;
  if (!present(st, cr) || fire_us(st, cr).routed) return false;
  // a CR disrupted by the reaction fire still fires, with its ordinary (disrupted) rate
  FireOccasion occasion = countercharged || fire_us(st, cr).disrupted ? FireOccasion::Ordered : FireOccasion::Caracole;
  std::vector<FireOption> opts = fire_options(st, board, cr, FireOccasion::Ordered);
  for (const FireOption& o : opts)
    if (o.target == target && o.volley == Volley::Normal) {
      small_arms_fire(c, board, o, occasion, fire_initial_now(st));
      if (present(st, cr)) fire_us(st, cr).caracoled = true;
      return true;
    }
  return false;
}

int advise_ride_off(const Battle& st, const Board& board, int cr, const Hex& target,
                    const std::vector<MoveOption>& options) {
  (void)board;
  const HexGrid& grid = st.s->map->grid();
  const int side = firing_side(st, cr);
  int pick = -1;
  long best = LONG_MIN;
  for (std::size_t k = 0; k < options.size(); ++k) {
    const MoveOption& o = options[k];
    if (o.hexes == 0) continue;
    int nearest = INT_MAX;
    for (std::size_t i = 0; i < st.units.size(); ++i) {
      const UnitState& e = st.units[i];
      if (!e.on_map || e.routed || firing_side(st, static_cast<int>(i)) == side) continue;
      nearest = std::min(nearest, grid.distance(o.hex, e.hex));
      if (e.second) nearest = std::min(nearest, grid.distance(o.hex, *e.second));
    }
    long score = 100L * std::min(nearest, 4);
    if (o.ends_in_zoc) score -= 300;
    if (o.automatic_disruption) score -= 500;
    score -= 40L * o.rolls;
    if (arc_of(grid, UnitShape{o.hex, std::nullopt, o.facing, false}, target) == Arc::Front) score += 10;
    score -= o.mp;
    if (score > best) best = score, pick = static_cast<int>(k);
  }
  return pick;
}

// ---- optional Retreat Fire (8.42)

std::vector<RetreatStep> retreat_fire_steps(const Battle& st, const Board& board, int unit) {
  std::vector<RetreatStep> out;
  const MapData& map = *st.s->map;
  const HexGrid& grid = map.grid();
  const UnitState& u = fire_us(st, unit);
  const UnitShape sh = shape(st, unit);
  const std::vector<Hex> rear = facing_sets(grid, sh).rear;
  const std::uint16_t passable = side_bit(SideFeature::Road);
  auto open = [&](const Hex& from, int side, std::optional<Hex>& to) {
    auto n = grid.neighbour(from, side);
    if (!n || !fire_contains(rear, *n) || !board.units_at(*n).empty()) return false;
    if (map.facts(*n).terrain != Terrain::Clear) return false;
    if (map.side_features(from, side) & static_cast<std::uint16_t>(~passable)) return false;
    to = n;
    return true;
  };
  if (st.s->variant("optional.retreat_fire") == 2)
    for (const Hex& h : rear)
      if (!board.units_at(h).empty() || map.facts(h).terrain != Terrain::Clear) return out;
  for (int k = 0; k < 6; ++k) {
    std::optional<Hex> a, b;
    if (!open(u.hex, k, a)) continue;
    if (u.second && !open(*u.second, k, b)) continue;
    out.push_back({*a, b});
  }
  if (st.s->variant("optional.retreat_fire") == 2 && !out.empty()) {
    // every Rear hex reached with no feature to cross: each rear hex next to a half must be open across its side
    for (const Hex& h : rear) {
      bool ok = false;
      for (const Hex& from : {u.hex, u.second.value_or(u.hex)})
        if (grid.adjacent(from, h) &&
            !(map.side_features(from, grid.side_towards(from, h)) & static_cast<std::uint16_t>(~passable)))
          ok = true;
      if (!ok) return {};
    }
  }
  return out;
}

std::string retreat_fire_problem(const Battle& st, const Board& board, int unit) {
  if (st.s->variant("optional.retreat_fire") == 0) return "Retreat Fire is an optional rule not in play (LotN 8.42)";
  const UnitDef& d = def(st, unit);
  const UnitState& u = fire_us(st, unit);
  if (!u.on_map || u.routed) return "not on the map or routed";
  if (!is_infantry(d.arm) || u.disrupted) return "only undisrupted infantry uses Retreat Fire (LotN 8.42)";
  if (u.in_column) return "units In Column may not fire (LotN 10.25)";
  if (unit_visibility(st, unit) == Visibility::Heavy)
    return "no Retreat Fire in heavy fog or dark (LotN Lützen, Effects of Fog)";
  if (!u.started_in_zoc) return "it must begin the phase in an enemy ZOC (LotN 8.42)";
  if (u.moved || u.fired || u.mp_spent > 0) return "it has moved or fired this phase (LotN 8.42)";
  if (!board.enemy_zoc(u.hex, d.side) && !(u.second && board.enemy_zoc(*u.second, d.side)))
    return "it must be in an enemy ZOC (LotN 8.42)";
  if (retreat_fire_steps(st, board, unit).empty())
    return "its rear must be unoccupied clear terrain with nothing to cross (LotN 8.42)";
  if (retreat_fire_options(st, board, unit).empty()) return "no enemy in its Front hexes to fire at (LotN 8.42)";
  return "";
}

std::vector<FireOption> retreat_fire_options(const Battle& st, const Board& board, int unit) {
  std::vector<FireOption> out;
  const std::vector<Hex> front = facing_sets(st.s->map->grid(), shape(st, unit)).front;
  for (FireOption& o : fire_options(st, board, unit, FireOccasion::Retreat))
    if (o.volley == Volley::Normal && o.share != FireShare::TercioFlank && fire_contains(front, o.target))
      out.push_back(std::move(o));
  return out;
}

bool retreat_fire(Ctx& c, Board& board, const FireOption& option, const RetreatStep& to) {
  Battle& st = c.st;
  const int unit = option.firer;
  const Hex from = fire_us(st, unit).hex;
  const std::optional<Hex> from2 = fire_us(st, unit).second;
  small_arms_fire(c, board, option, FireOccasion::Retreat, fire_initial_now(st));  // its target may fire back
  if (!present(st, unit) || fire_us(st, unit).routed) return false;
  reaction_fire_on_leave(c, board, unit, from);
  if (!present(st, unit) || fire_us(st, unit).routed) return false;
  bool still = false;
  for (const RetreatStep& s : retreat_fire_steps(st, board, unit))
    if (s.hex == to.hex && s.second == to.second) still = true;
  if (!still) {
    if (c.say.on) c.say(unit_name(st, unit) + " cannot back out: its way is no longer open", "LotN 8.42");
    return false;
  }
  // leaders stacked with it go with it (6.58)
  std::vector<int> leaders;
  for (int l : board.leaders_at(from))
    if (ldef(st, l).side == def(st, unit).side) leaders.push_back(l);
  if (from2)
    for (int l : board.leaders_at(*from2))
      if (ldef(st, l).side == def(st, unit).side) leaders.push_back(l);
  UnitState& u = fire_us(st, unit);
  u.hex = to.hex;
  u.second = to.second;
  u.moved = true;
  u.mp_spent += 1;
  u.hexes_moved += 1;
  for (int l : leaders) {
    LeaderState& ls = st.leaders[static_cast<std::size_t>(l)];
    ls.hex = (from2 && ls.hex == *from2 && to.second) ? *to.second : to.hex;
  }
  board.rebuild();
  if (c.say.on) c.say(unit_name(st, unit) + " backs to " + hex_name(st, to.hex) + ", keeping its facing", "LotN 8.42");
  reaction_fire_on_enter(c, board, unit, to.hex);
  return true;
}

// ---- optional Creeping Fire (8.41)

namespace {

bool fire_creeper(const Battle& st, int unit) {
  const UnitDef& d = def(st, unit);
  if (!d.swedish) return false;
  if (d.arm == Arm::HI) return true;
  // Breitenfeld's Ramsay and Hamilton, "more shock-oriented" LI (the scenario's Swedish note b)
  return is_light_infantry(d.arm) && fire_at_breitenfeld(st) &&
         (d.id.rfind("ramsay_li", 0) == 0 || d.id.rfind("hamilton_li", 0) == 0);
}

bool fire_enemy_in(const Battle& st, const Board& board, const Hex& h, int side) {
  for (int x : board.units_at(h))
    if (firing_side(st, x) != side && present(st, x)) return true;
  return false;
}

}  // namespace

std::vector<MoveOption> creeping_fire_steps(const Battle& st, const Board& board, int unit, const Hex& target) {
  std::vector<MoveOption> out;
  const HexGrid& grid = st.s->map->grid();
  for (MoveOption& m : move_options(st, board, unit)) {
    if (m.hexes != 1 || m.mp > 1 || m.in_column) continue;
    bool next = grid.distance(m.hex, target) == 1 || (m.second && grid.distance(*m.second, target) == 1);
    if (next) out.push_back(std::move(m));
  }
  return out;
}

std::vector<FireOption> creeping_fire_options(const Battle& st, const Board& board, int unit) {
  std::vector<FireOption> out;
  for (FireOption& o : fire_options(st, board, unit, FireOccasion::Creeping))
    if (o.range == 2 && o.volley == Volley::Normal && !creeping_fire_steps(st, board, unit, o.target).empty())
      out.push_back(std::move(o));
  return out;
}

std::string creeping_fire_problem(const Battle& st, const Board& board, int unit) {
  if (st.s->variant("optional.creeping_fire") == 0) return "Creeping Fire is an optional rule not in play (LotN 8.41)";
  const UnitState& u = fire_us(st, unit);
  if (!u.on_map || u.routed) return "not on the map or routed";
  if (!fire_creeper(st, unit)) return "only Swedish heavy infantry uses Creeping Fire (LotN 8.41)";
  if (u.disrupted) return "Disrupted units may not use Creeping Fire (LotN 8.41)";
  if (u.in_column) return "units In Column may not fire (LotN 10.25)";
  if (unit_visibility(st, unit) == Visibility::Heavy)
    return "no Creeping Fire in heavy fog or dark (LotN Lützen, Effects of Fog)";
  if (u.moved || u.fired || u.mp_spent > 0) return "it must begin the phase 2 hexes from the enemy, unmoved (LotN 8.41)";
  if (creeping_fire_options(st, board, unit).empty())
    return "no enemy 2 hexes away to fire at with a one-hex step toward it (LotN 8.41)";
  return "";
}

int creeping_fire(Ctx& c, Board& board, const FireOption& first, const MoveOption& step,
                  const std::function<bool(int unit, const Hex& entered)>& on_enter) {
  Battle& st = c.st;
  const int unit = first.firer;
  const int side = firing_side(st, unit);
  const Hex target = first.target;
  auto standing = [&] { return present(st, unit) && !fire_us(st, unit).routed; };
  small_arms_fire(c, board, first, FireOccasion::Creeping, fire_initial_now(st));
  int fires = 1;
  if (!standing()) return fires;
  // The enemy may withdraw now, after the fire and before the step.
  offer_orderly_withdrawal(c, board, unit, fire_us(st, unit).hex);
  board.rebuild();
  const bool withdrew = !fire_enemy_in(st, board, target, side);
  MoveHooks hooks;
  hooks.on_enter = on_enter ? on_enter : std::function<bool(int, const Hex&)>([&](int u, const Hex& h) {
    reaction_fire_on_enter(c, board, u, h);
    return present(st, u) && !fire_us(st, u).routed;
  });
  MoveOption go = step;
  if (withdrew && st.s->variant("optional.creeping_fire") == 2) {
    // into the vacated hex itself
    std::vector<MoveOption> all = as_if_not_fired(st, unit, [&] { return move_options(st, board, unit); });
    const MoveOption* best = nullptr;
    for (const MoveOption& m : all)
      if (m.hex == target && m.hexes <= 2 && (!best || m.mp < best->mp)) best = &m;
    if (best) go = *best;
  }
  MoveReport rep = execute_move(c, board, unit, go, hooks);
  if (withdrew) {
    if (c.say.on) c.say(unit_name(st, unit) + " advances and stops: the enemy withdrew", "LotN 8.41");
    return fires;
  }
  if (!rep.completed || !standing() || !fire_enemy_in(st, board, target, side)) return fires;
  // The second fire, at the target now adjacent.
  std::vector<FireOption> again =
      as_if_not_fired(st, unit, [&] { return fire_options(st, board, unit, FireOccasion::Creeping); });
  for (const FireOption& o : again)
    if (o.target == target && o.volley == Volley::Normal && o.share != FireShare::SplitHalf) {
      small_arms_fire(c, board, o, FireOccasion::Creeping, fire_initial_now(st));
      ++fires;
      break;
    }
  return fires;
}

}  // namespace umpire::lotn
