#include "lotn/shock.h"

#include "lotn/breitenfeld_rules.h"
#include "lotn/death_star.h"

#include <algorithm>
#include <optional>

#include "lotn/effects.h"
#include "lotn/lutzen_rules.h"
#include "lotn/option_refs.h"
#include "lotn/optional_rules.h"
#include "lotn/pursuit.h"

namespace umpire::lotn {

namespace shock_impl {

UnitState& us(Battle& st, int unit) { return st.units[static_cast<std::size_t>(unit)]; }
const UnitState& us(const Battle& st, int unit) { return st.units[static_cast<std::size_t>(unit)]; }

bool contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// The Clash of Arms Chart's classes (LotN 9.24: LI includes DR, LC includes DG and Croats).
const char* coa_class(Arm a) {
  switch (a) {
    case Arm::TE: return "TE";
    case Arm::HI: return "HI";
    case Arm::LI:
    case Arm::DR: return "LI";
    case Arm::HC: return "HC";
    case Arm::CR: return "CR";
    default: return "LC";
  }
}

const char* arc_word(Arc a) {
  switch (a) {
    case Arc::Flank: return "Flank";
    case Arc::Rear: return "Rear";
    default: return "Front";
  }
}

std::vector<Hex> hexes_of(const Battle& st, int unit) {
  const UnitState& u = us(st, unit);
  std::vector<Hex> out{u.hex};
  if (u.second) out.push_back(*u.second);
  return out;
}

bool adjacent_units(const Battle& st, int a, int b) {
  const HexGrid& grid = st.s->map->grid();
  for (const Hex& x : hexes_of(st, a))
    for (const Hex& y : hexes_of(st, b))
      if (grid.adjacent(x, y)) return true;
  return false;
}

// The angle `attacker` strikes `defender` from; through a vertex the defender
// has the better facing (9.24), so the least of the arcs of the attacker's
// hexes. A Routed defender has no facing (7.16): Front.
Arc attack_arc(const Battle& st, int attacker, int defender) {
  const UnitState& d = us(st, defender);
  if (d.routed) return Arc::Front;
  const HexGrid& grid = st.s->map->grid();
  UnitShape sh = shape(st, defender);
  Arc best = Arc::None;
  for (const Hex& h : hexes_of(st, attacker)) {
    bool adj = grid.adjacent(h, d.hex) || (d.second && grid.adjacent(h, *d.second));
    if (!adj) continue;
    Arc a = arc_of(grid, sh, h);
    if (a == Arc::None) continue;
    if (best == Arc::None || static_cast<int>(a) < static_cast<int>(best)) best = a;
  }
  return best;
}

// Reads cells: throwing MissingValue (the segment, strict) or noting the refusal (a preview).
struct Reader {
  const Tables& t;
  bool throws;
  std::string refusal;

  std::optional<Cell> cell(const std::string& grid, const std::string& row, const std::string& column,
                           const std::string& purpose) {
    if (throws) return t.need(grid, row, column, purpose);
    Looked l = t.cell(grid, row, column, purpose);
    if (!l.ok() && refusal.empty()) refusal = l.refusal;
    return l.cell;
  }
  std::optional<Cell> srd(int a, int d, const std::string& purpose) {
    Looked l = t.srd(a, d, purpose);
    if (!l.ok()) {
      if (throws) throw MissingValue(l.refusal);
      if (refusal.empty()) refusal = l.refusal;
    }
    return l.cell;
  }
};

int cell_number(const Cell& cell, const std::string& what) {
  auto v = cell_int(cell.value);
  if (!v) throw UserError(what + " reads \"" + cell.value + "\", which is not a number");
  return *v;
}

// The charge state of the units in one evaluation.
struct Charges {
  const std::vector<ChargeRoll>* charge = nullptr;
  const std::vector<ChargeRoll>* counter = nullptr;
  bool charged_ok(int u) const { return charge && (*charge)[static_cast<std::size_t>(u)] == ChargeRoll::Success; }
  bool countered_ok(int u) const {
    return counter && (*counter)[static_cast<std::size_t>(u)] == ChargeRoll::Success;
  }
};

// A unit's shock strength (9.1): HI and TE the pike; one whose pikes are gone fights with its muskets (12.14).
int unit_shock_sp(const Battle& st, int u) {
  int sp = shock_sp(st, u);
  if (sp == 0 && is_heavy_infantry(def(st, u).arm)) sp = fire_sp(st, u);
  return sp;
}

const char* superiority_column(const Battle& st, int attacker, const Charges& ch) {
  switch (def(st, attacker).arm) {
    case Arm::HI:
    case Arm::TE: return "HI/TE";
    case Arm::LI:
    case Arm::DR: return "LI";
    case Arm::HC: return ch.charged_ok(attacker) ? "Charging HC" : "HC";
    case Arm::CR: return "CR";
    default: return "LC";
  }
}

const char* superiority_row(const Battle& st, int defender, const Charges& ch) {
  switch (def(st, defender).arm) {
    case Arm::HI:
    case Arm::TE: return "HI or TE";
    case Arm::LI:
    case Arm::DR: return "LI";
    case Arm::HC: return ch.countered_ok(defender) ? "HC Counter-Charge" : "HC/LC";
    case Arm::CR: return ch.countered_ok(defender) ? "CR Counter-Charge" : "CR";
    default: return "HC/LC";  // LC always uses the HC/LC row when defending
  }
}

// The highest Charisma of the side's leaders stacked with any of the units (9.25 THREE).
int stacked_charisma(const Battle& st, const Board& board, const std::vector<int>& units, int side, int* who = nullptr) {
  int best = 0;
  for (int u : units)
    for (const Hex& h : hexes_of(st, u))
      for (int l : board.leaders_at(h)) {
        if (ldef(st, l).side != side || !leader_present(st, l)) continue;
        if (leader_charisma(st, l) > best) {
          best = leader_charisma(st, l);
          if (who) *who = l;
        }
      }
  return best;
}

// Whether an enemy unit not being shocked this segment has the attacker's
// Flank or Rear in its ZOC (9.25 A, exception 3).
bool flank_threatened(const Battle& st, const Board& board, int attacker, const std::vector<int>& shocked) {
  const HexGrid& grid = st.s->map->grid();
  int side = def(st, attacker).side;
  FacingSets sets = facing_sets(grid, shape(st, attacker));
  auto check = [&](const std::vector<Hex>& hexes) {
    for (const Hex& h : hexes)
      for (int e : board.units_at(h)) {
        if (def(st, e).side == side || contains(shocked, e) || !exerts_zoc(st, e)) continue;
        for (const Hex& z : zoc_hexes(st, e))
          for (const Hex& mine : hexes_of(st, attacker))
            if (z == mine) return true;
      }
    return false;
  };
  if (us(st, attacker).in_column) return check(sets.flank);
  return check(sets.flank) || check(sets.rear);
}

// One way of setting the Clash of Arms column: the attacker and defender used and the angle.
struct ColumnOption {
  int attacker = -1, defender = -1;
  Arc arc = Arc::Front;
  int column = 0;
  bool position = false;  // this attacker's angle gives Position Superiority
};

using Picker = std::function<std::size_t(int side, const std::string& label, const std::vector<std::string>& ids,
                                         const std::vector<std::string>& words, std::size_t advice)>;

// Evaluates a combat up to the die roll (9.24, 9.25 ONE to THREE). `pick`
// asks the players where the rules give them a choice; without it the
// doctrine's picks are taken. `shocked`: every defender of the segment (for
// the ZOC exception to Position Superiority).
ShockPreview evaluate(const Battle& st, const Board& board, Reader& rd, const std::vector<int>& attackers,
                      const std::vector<int>& defenders, const Charges& ch, const std::vector<int>& shocked,
                      const Picker* pick, const std::string& purpose) {
  ShockPreview p;
  const HexGrid& grid = st.s->map->grid();
  bool all_li_att = std::all_of(attackers.begin(), attackers.end(),
                                [&](int a) { return is_light_infantry(def(st, a).arm); });
  // Which attackers may give Position Superiority: LI only when only LI attack (10.32) or Compact (10.35), and
  // none whose own Flank or Rear an unshocked enemy threatens (9.25 A, exception 3).
  std::vector<int> capable;
  for (int a : attackers) {
    if (is_light_infantry(def(st, a).arm) && !all_li_att && !li_gives_position(st, a)) continue;
    if (flank_threatened(st, board, a, shocked)) continue;
    capable.push_back(a);
  }
  // The tercio's immunity (10.13): Position Superiority only from HI, HC, CR or LC attacking from two angles.
  auto tercio_flanked = [&](int d) {
    bool seen[4] = {false, false, false, false};
    int angles = 0;
    for (int a : capable) {
      Arm arm = def(st, a).arm;
      if (is_light_infantry(arm) || arm == Arm::DG) continue;
      if (!adjacent_units(st, a, d)) continue;
      Arc arc = attack_arc(st, a, d);
      if (arc == Arc::None) continue;
      if (!seen[static_cast<int>(arc)]) {
        seen[static_cast<int>(arc)] = true;
        ++angles;
      }
    }
    return angles >= 2;
  };
  // The column options.
  std::vector<ColumnOption> options;
  for (int d : defenders)
    for (int a : attackers) {
      if (!adjacent_units(st, a, d)) continue;
      ColumnOption o;
      o.attacker = a;
      o.defender = d;
      o.arc = attack_arc(st, a, d);
      if (o.arc == Arc::None) continue;
      if (def(st, d).arm == Arm::TE)  // 10.14: never against a Death Star, from however many angles
        o.position = contains(capable, a) && tercio_flanked(d) && !death_star_of(st, d);
      else
        o.position = contains(capable, a) && o.arc != Arc::Front && !us(st, d).routed;
      auto cell = rd.cell("clash_of_arms", std::string(coa_class(def(st, d).arm)) + " " + arc_word(o.arc),
                          coa_class(def(st, a).arm), purpose);
      if (!cell) return p;
      o.column = cell_number(*cell, "Clash of Arms Chart");
      options.push_back(o);
    }
  if (options.empty()) {
    p.refusal = "no attacker is adjacent to a defender";
    return p;
  }
  // The defender picks the type (9.24), to his best: the least the attacker can then make of it.
  std::vector<std::string> types;
  for (const auto& o : options) {
    std::string t = coa_class(def(st, o.defender).arm);
    if (std::find(types.begin(), types.end(), t) == types.end()) types.push_back(t);
  }
  auto option_value = [](const ColumnOption& o) { return o.column + (o.position ? 3 : 0); };
  auto best_in = [&](const std::string& type) {
    std::size_t best = options.size();
    for (std::size_t i = 0; i < options.size(); ++i) {
      if (coa_class(def(st, options[i].defender).arm) != type) continue;
      if (best == options.size() || option_value(options[i]) > option_value(options[best])) best = i;
    }
    return best;
  };
  std::string type = types.front();
  if (types.size() > 1) {
    std::size_t advice = 0;
    for (std::size_t i = 1; i < types.size(); ++i)
      if (option_value(options[best_in(types[i])]) < option_value(options[best_in(types[advice])])) advice = i;
    std::size_t chosen = advice;
    if (pick) {
      std::vector<std::string> words;
      for (const auto& t : types) words.push_back("the " + t + " type sets the Clash of Arms column");
      chosen = (*pick)(def(st, defenders.front()).side, "the defender picks the type that sets the Clash of Arms column",
                       types, words, advice);
    }
    type = types[chosen];
  }
  // The attacker picks the angle (and so the unit) within that type (9.24, 9.25 A).
  std::vector<std::size_t> within;
  for (std::size_t i = 0; i < options.size(); ++i)
    if (coa_class(def(st, options[i].defender).arm) == type) within.push_back(i);
  std::size_t chosen = 0;
  {
    std::size_t advice = 0;
    for (std::size_t i = 1; i < within.size(); ++i)
      if (option_value(options[within[i]]) > option_value(options[within[advice]])) advice = i;
    chosen = advice;
    // Only a real choice is asked: two options that differ in column or superiority.
    bool differ = false;
    for (std::size_t i : within)
      if (options[i].column != options[within[0]].column || options[i].position != options[within[0]].position)
        differ = true;
    if (pick && differ) {
      std::vector<std::string> ids, words;
      for (std::size_t k = 0; k < within.size(); ++k) {
        const ColumnOption& o = options[within[k]];
        ids.push_back("u" + std::to_string(o.attacker) + "-" + std::to_string(o.defender));
        words.push_back(unit_name(st, o.attacker) + " against the " + arc_name(o.arc) + " of " +
                        unit_name(st, o.defender) + ": column " + std::to_string(o.column) +
                        (o.position ? ", with Position Superiority" : ""));
      }
      chosen = (*pick)(def(st, attackers.front()).side, "the attacker picks the angle that sets the Clash of Arms column",
                       ids, words, advice);
    }
  }
  const ColumnOption& col = options[within[chosen]];
  p.column_attacker = col.attacker;
  p.column_defender = col.defender;
  p.attacker_type = coa_class(def(st, col.attacker).arm);
  p.defender_type = type;
  p.angle = col.arc;
  p.base_column = col.column;

  // Superiority (9.25 ONE).
  bool all_routed = std::all_of(defenders.begin(), defenders.end(), [&](int d) { return us(st, d).routed; });
  bool in_column = std::any_of(defenders.begin(), defenders.end(), [&](int d) { return us(st, d).in_column; });
  bool by_type = types.size() > 1;
  bool position = false;
  if (all_routed) {
    position = true;
    p.superiority_words = "Attack Superior: every defender is routed (LotN 7.16)";
  } else if (in_column) {
    position = true;
    p.superiority_words = "Attack Superior: a defender is In Column (LotN 10.25)";
  } else if (by_type ? std::any_of(options.begin(), options.end(), [](const ColumnOption& o) { return o.position; })
                     : col.position) {
    position = true;
    const ColumnOption* by = &col;
    if (!col.position)
      for (const auto& o : options)
        if (o.position) {
          by = &o;
          break;
        }
    p.superiority_words = def(st, by->defender).arm == Arm::TE
                              ? "Attack Superior: the tercio " + unit_name(st, by->defender) +
                                    " is attacked from two angles (LotN 10.13)"
                              : "Attack Superior: " + unit_name(st, by->attacker) + " strikes the " +
                                    arc_name(by->arc) + " of " + unit_name(st, by->defender) + " (LotN 9.25)";
  }
  if (position) {
    p.position = true;
    p.superiority = "AS2";
  } else {
    auto cell = rd.cell("superiority", superiority_row(st, col.defender, ch), superiority_column(st, col.attacker, ch),
                        purpose);
    if (!cell) return p;
    p.superiority = cell->value.empty() ? "-" : cell->value;
    if (!superiority_readable(p.superiority))
      throw UserError("Shock Superiority Chart reads \"" + cell->value + "\", which is not AS2, DS2, DS3 or -");
    p.superiority_words = p.superiority == "-" ? "no superiority"
                                               : p.superiority + " by weapons (" + p.attacker_type + " against " +
                                                     p.defender_type + ")";
    if (def(st, col.defender).arm == Arm::TE && col.arc != Arc::Front)
      p.superiority_words += "; a tercio is immune to a single attacker's angle (LotN 10.13)";
  }

  // Strengths (9.25 TWO): successful charges and counter-charges of HC and CR double.
  for (int a : attackers) {
    int sp = unit_shock_sp(st, a);
    if (ch.charged_ok(a) && is_heavy_cavalry(def(st, a).arm)) sp *= 2;
    p.attacker_sp += sp;
  }
  for (int d : defenders) {
    int sp = unit_shock_sp(st, d);
    if (ch.countered_ok(d) && is_heavy_cavalry(def(st, d).arm)) sp *= 2;
    p.defender_sp += sp;
  }
  auto srd = rd.srd(std::max(1, p.attacker_sp), std::max(1, p.defender_sp), purpose);
  if (!srd) return p;
  auto srd_v = parse_shift(srd->value);
  if (!srd_v) throw UserError("Strength Ratio Difference Chart reads \"" + srd->value + "\", which is not a shift");
  p.srd = *srd_v;
  // 2L for any Disrupted attacker (9.25 THREE).
  if (std::any_of(attackers.begin(), attackers.end(), [&](int a) { return us(st, a).disrupted; }))
    p.disrupted_shift = -2;
  // Terrain: the Shock entry of the position best for the defender (Terrain Chart notes d, e, g, p).
  const MapData& map = *st.s->map;
  static const char* kTerrainRows[] = {"Clear", "Woods", "Town", "Castle", "Garden", "Marsh", "Ditch (enter)"};
  std::optional<int> terrain;
  auto consider = [&](const std::string& row) -> bool {
    auto cell = rd.cell("terrain", row, "Shock", purpose);
    if (!cell) return false;
    auto v = parse_shift(cell->value);
    if (!v) throw UserError("Terrain Chart, " + row + ", Shock, reads \"" + cell->value + "\", which is not a shift");
    if (!terrain || *v < *terrain) terrain = *v;
    return true;
  };
  auto all_attackers_in = [&](Terrain t) {
    for (int a : attackers)
      for (const Hex& h : hexes_of(st, a))
        if (map.facts(h).terrain != t) return false;
    return true;
  };
  for (int d : defenders) {
    // 10.14: a Death Star's tercio out of contact with the attackers lends the defence no terrain.
    if (def(st, d).arm == Arm::TE && death_star_of(st, d) &&
        std::none_of(attackers.begin(), attackers.end(), [&](int a) { return adjacent_units(st, a, d); }))
      continue;
    for (const Hex& h : hexes_of(st, d)) {
      Terrain t = map.facts(h).terrain;
      std::string row = kTerrainRows[static_cast<int>(t)];
      if (t == Terrain::Marsh && !all_attackers_in(Terrain::Marsh)) row = "Clear";  // note e
      if (t == Terrain::Ditch && all_attackers_in(Terrain::Ditch)) row = "Clear";   // note g: not into the ditch
      if (!consider(row)) return p;
    }
  }
  // Leaving a ditch (note g): the attacker in the ditch, the defender not.
  bool att_in_ditch = std::any_of(attackers.begin(), attackers.end(),
                                  [&](int a) { return map.facts(us(st, a).hex).terrain == Terrain::Ditch; });
  bool def_in_ditch = std::any_of(defenders.begin(), defenders.end(),
                                  [&](int d) { return map.facts(us(st, d).hex).terrain == Terrain::Ditch; });
  if (att_in_ditch && !def_in_ditch && !consider("Ditch (leave)")) return p;
  // Hexsides the attacks cross: streams, walls and the elevated road; a berm only when every attack crosses one.
  struct SideRow {
    SideFeature f;
    const char* row;
  };
  static const SideRow kSides[] = {{SideFeature::Stream, "Stream"},
                                   {SideFeature::DeepStream, "Deep stream"},
                                   {SideFeature::TownWall, "Town/Castle wall"},
                                   {SideFeature::CastleWall, "Town/Castle wall"},
                                   {SideFeature::GardenWall, "Garden wall"},
                                   {SideFeature::ElevatedRoad, "Elevated road"}};
  bool all_berm = true, any_pair = false;
  for (int a : attackers)
    for (int d : defenders)
      for (const Hex& x : hexes_of(st, a))
        for (const Hex& y : hexes_of(st, d)) {
          if (!grid.adjacent(x, y)) continue;
          any_pair = true;
          if (!map.has_feature(x, y, SideFeature::Berm)) all_berm = false;
          for (const auto& s : kSides)
            if (map.has_feature(x, y, s.f) && !consider(s.row)) return p;
        }
  if (any_pair && all_berm && !consider("Berm")) return p;
  p.terrain_shift = terrain.value_or(0);

  p.raw_column = p.base_column + p.srd + p.disrupted_shift + p.terrain_shift;
  const Grid* crt = rd.t.data().grid("shock_crt");
  int last = crt ? static_cast<int>(crt->columns.size()) : 13;
  p.column = p.raw_column;
  if (st.s->variant("shock.clamp") == 0) p.column = std::clamp(p.raw_column, 1, last);

  // The die roll modifier (9.25 THREE, Cavalry Charge Table).
  int att_side = def(st, attackers.front()).side, def_side = def(st, defenders.front()).side;
  p.drm = stacked_charisma(st, board, attackers, att_side) - stacked_charisma(st, board, defenders, def_side);
  if (std::any_of(attackers.begin(), attackers.end(),
                  [&](int a) { return ch.charged_ok(a) && is_light_cavalry(def(st, a).arm); }))
    p.drm += 2;
  if (std::any_of(defenders.begin(), defenders.end(),
                  [&](int d) { return ch.countered_ok(d) && is_light_cavalry(def(st, d).arm); }))
    p.drm -= 2;
  if (std::any_of(attackers.begin(), attackers.end(), [&](int a) { return def(st, a).arm == Arm::LCrt; })) p.drm += 2;

  p.ok = true;
  double sup = p.superiority == "AS2" ? 3 : p.superiority == "DS2" ? -3 : p.superiority == "DS3" ? -5 : 0;
  p.favour = p.column + sup + p.drm / 2.0;
  p.words = "column " + std::to_string(p.column) + " (Clash of Arms " + std::to_string(p.base_column) + ", " +
            p.attacker_type + " against the " + arc_name(p.angle) + " of " + p.defender_type + "; strengths " +
            std::to_string(p.attacker_sp) + " to " + std::to_string(p.defender_sp) + ", " + srd_text(p.srd);
  if (p.disrupted_shift) p.words += ", 2L for a Disrupted attacker";
  if (p.terrain_shift) p.words += ", terrain " + srd_text(p.terrain_shift);
  if (p.column != p.raw_column) p.words += ", held to the table's edge";
  p.words += "); " + p.superiority_words;
  if (p.drm) p.words += "; die roll " + std::string(p.drm > 0 ? "+" : "") + std::to_string(p.drm);
  return p;
}

}  // namespace shock_impl

const char* charge_roll_words(ChargeRoll r) {
  switch (r) {
    case ChargeRoll::Success: return "succeeded";
    case ChargeRoll::Failed: return "failed";
    case ChargeRoll::Disrupted: return "failed and is disrupted";
    case ChargeRoll::None: return "none";
  }
  return "";
}

std::optional<CrtResult> parse_crt(const std::string& cell) {
  auto open = cell.find('(');
  auto close = cell.find(')');
  if (open == std::string::npos || close == std::string::npos || close < open || close + 1 != cell.size())
    return std::nullopt;
  auto a = cell_int(cell.substr(0, open));
  auto d = cell_int(cell.substr(open + 1, close - open - 1));
  if (!a || !d) return std::nullopt;
  return CrtResult{*a, *d};
}

bool superiority_readable(const std::string& cell) {
  return cell.empty() || cell == "AS2" || cell == "DS2" || cell == "DS3" || cell == "-";
}

std::optional<int> parse_shift(const std::string& cell) {
  if (cell == "NE" || cell == "-" || cell == "0") return 0;
  if (cell.size() < 2) return std::nullopt;
  char dir = cell.back();
  if (dir != 'L' && dir != 'R') return std::nullopt;
  auto n = cell_int(cell.substr(0, cell.size() - 1));
  if (!n || *n < 0) return std::nullopt;
  return dir == 'L' ? -*n : *n;
}

ShockPreview preview(const Battle& st, const Board& board, const Tables& tables, const std::vector<int>& attackers,
                     const std::vector<int>& defenders, const std::vector<int>& charging,
                     const std::vector<int>& counter_charging) {
  ShockPreview p;
  if (attackers.empty() || defenders.empty()) {
    p.refusal = "no attacker or no defender";
    return p;
  }
  std::vector<ChargeRoll> charge(st.units.size(), ChargeRoll::None), counter(st.units.size(), ChargeRoll::None);
  for (int u : charging) charge[static_cast<std::size_t>(u)] = ChargeRoll::Success;
  for (int u : counter_charging) counter[static_cast<std::size_t>(u)] = ChargeRoll::Success;
  shock_impl::Charges ch{&charge, &counter};
  shock_impl::Reader rd{tables, false, {}};
  p = shock_impl::evaluate(st, board, rd, attackers, defenders, ch, defenders, nullptr, "");
  if (!p.ok && p.refusal.empty()) p.refusal = rd.refusal;
  return p;
}

bool dp_disrupts(Ctx& c, int unit, int dp, const std::string& why) {
  int tq = current_tq(c.st, unit);
  if (dp > tq) {
    if (c.say.on)
      c.say(unit_name(c.st, unit) + ": DP " + std::to_string(dp) + " is above its TQ " + std::to_string(tq) + " (" +
                why + ")",
            "LotN 9.25");
    return true;
  }
  if (2 * dp < tq) {
    if (c.say.on)
      c.say(unit_name(c.st, unit) + ": DP " + std::to_string(dp) + " is below half its TQ " + std::to_string(tq) +
                ", no effect (" + why + ")",
            "LotN 9.25");
    return false;
  }
  int r = c.d6("shock: DP " + std::to_string(dp) + " against " + unit_name(c.st, unit) + ", d6");
  bool hit = r + dp > tq;
  if (c.say.on)
    c.say(unit_name(c.st, unit) + ": d6 " + std::to_string(r) + " + DP " + std::to_string(dp) + " = " +
              std::to_string(r + dp) + " against TQ " + std::to_string(tq) + (hit ? ", disrupted" : ", holds") + " (" +
              why + ")",
          "LotN 9.25");
  return hit;
}

// ---- the segment

namespace shock_impl {

// The Cavalry Charge Table's row and column for the unit (9.44).
std::string charge_row(const UnitDef& d) { return d.arm == Arm::HC ? "HC" : d.arm == Arm::CR ? "CR" : "LC, DG"; }
std::string charge_column(const Battle& st, const UnitDef& d) {
  if (d.arm == Arm::LCrt) return "add Croats";
  if (st.s->scenario == "breitenfeld") return "add Breitenfeld";
  if (st.s->scenario == "lutzen") return "add Lützen";
  return st.s->variant("charge.campaign_column") == 1 ? "add Breitenfeld" : "add Lützen";
}

// How many faces of the d10 make the (counter-)charge succeed, for advice: no lookups logged.
int charge_wins(Ctx& c, const Board& board, int u, bool counter_charge) {
  const Battle& st = c.st;
  const UnitDef& d = def(st, u);
  Tables quiet(c.tables.data(), c.tables.mode());
  Looked add = quiet.cell("charge.units", charge_row(d), charge_column(st, d));
  int plus = add.ok() ? cell_int(add.cell->value).value_or(0) : 0;
  int charisma = stacked_charisma(st, board, {u}, d.side);
  return std::clamp(current_tq(st, u) - (plus + (counter_charge ? 1 : 0) - charisma), 0, 10);
}

// The charge or counter-charge roll (9.44, 9.46: +1 to a counter-charge); a
// roll above the TQ disrupts the unit.
ChargeRoll charge_roll(Ctx& c, const Board& board, int u, bool counter_charge) {
  Battle& st = c.st;
  const UnitDef& d = def(st, u);
  std::string row = charge_row(d);
  std::string column = charge_column(st, d);
  std::string purpose = std::string(counter_charge ? "counter-charge: " : "charge: ") + unit_name(st, u);
  Cell add = c.tables.need("charge.units", row, column, purpose);
  int plus = cell_number(add, "Cavalry Charge Table");
  int leader_id = -1;
  int charisma = stacked_charisma(st, board, {u}, d.side, &leader_id);
  int r = c.d10(std::string(counter_charge ? "counter-charge: " : "charge: ") + unit_name(st, u) + " at " +
                hex_name(st, us(st, u).hex) + ", d10");
  int total = r + plus + (counter_charge ? 1 : 0) - charisma;
  int tq = current_tq(st, u);
  ChargeRoll out = total < tq ? ChargeRoll::Success : total == tq ? ChargeRoll::Failed : ChargeRoll::Disrupted;
  const char* outcome_row = out == ChargeRoll::Success ? "less than TQ" : out == ChargeRoll::Failed ? "same as TQ"
                                                                                                    : "greater than TQ";
  c.tables.need("charge.outcome", outcome_row, counter_charge ? "counter-charge" : "charge", purpose);
  if (c.say.on) {
    std::string w = unit_name(st, u) + (counter_charge ? " counter-charges: " : " charges: ") + std::to_string(r);
    if (plus) w += " + " + std::to_string(plus);
    if (counter_charge) w += " + 1";
    if (charisma) w += " - " + std::to_string(charisma) + " (" + leader_name(st, leader_id) + ")";
    w += " = " + std::to_string(total) + " against TQ " + std::to_string(tq) + ": " + charge_roll_words(out);
    c.say(w, "LotN 9.44", RulingOf{purpose});
  }
  if (out == ChargeRoll::Disrupted)
    disrupt(c, u, false, -1, std::string(counter_charge ? "a failed counter-charge" : "a failed charge"));
  return out;
}

struct Combat {
  std::vector<int> attackers, defenders;
  std::vector<std::pair<int, Hex>> defender_at;  // where each defender stood
  std::vector<std::pair<int, Hex>> attacker_at;
  bool over = false;
  ShockPreview calc;
  bool disengaged = false;             // a defender disengaged and held: no advance (9.27)
  std::vector<int> disengage_routed;   // defenders that routed disengaging (9.27)
  std::vector<int> routed;             // units of either side routed by the melee itself
  std::vector<int> pursuers;
  bool caracole = false;               // 9.47: counter-chargers of a caracole attack the CR
};

struct Segment {
  Ctx& c;
  Board& board;
  int leader, side;
  std::vector<ChargeRoll> charge, counter;
  std::vector<Combat> combats;
  std::vector<int> in_combat;       // per unit: combat index or -1
  std::vector<char> pursued;        // per unit: pursued off the map or into the hex
  std::vector<char> rolled;         // per unit: its charge was rolled in the movement segment (9.47)
  // 10.14: the Death Stars formed when the shock was designated, and each unit's (-1 none).
  std::vector<DeathStar> stars;
  std::vector<int> star_of;

  Segment(Ctx& ctx, Board& b, int l)
      : c(ctx), board(b), leader(l), side(ldef(ctx.st, l).side) {
    std::size_t n = c.st.units.size();
    charge.assign(n, ChargeRoll::None);
    counter.assign(n, ChargeRoll::None);
    in_combat.assign(n, -1);
    pursued.assign(n, 0);
    rolled.assign(n, 0);
    star_of.assign(n, -1);
  }

  Battle& st() { return c.st; }
  int side_of(int unit) { return def(c.st, unit).side; }

  // A decision of `who`: the advice when nobody reads the request. `refs`: what each option is about, for the map
  // (option_refs.h), none when empty.
  std::string ask(int who, const std::string& label, const std::vector<std::string>& ids,
                  const std::vector<std::string>& words, const std::string& advice,
                  const std::vector<std::vector<DecisionRef>>& refs = {}) {
    if (c.decisions.takes_advice()) {
      DecisionRequest r;
      r.advice = advice;
      return c.decisions.choose(r);
    }
    DecisionRequest r;
    r.label = label;
    r.side = side_id(st(), who);
    r.side_name = side_name(st(), who);
    for (std::size_t i = 0; i < ids.size(); ++i)
      r.options.push_back({ids[i], words[i], i < refs.size() ? refs[i] : std::vector<DecisionRef>{}});
    r.advice = advice;
    return c.decisions.choose(r);
  }

  // An advance after shock into `h`: the unit, then the hex it enters (the Field places it as a move).
  std::vector<DecisionRef> advance_refs(int unit, const Hex& h) {
    std::vector<DecisionRef> out = unit_refs(st(), unit);
    out.push_back(hex_ref(st(), kRefTo, h));
    return out;
  }

  std::vector<int> enemies_in_zoc(int unit) {
    std::vector<int> out;
    int s = def(st(), unit).side;
    for (const Hex& h : zoc_hexes(st(), unit))
      for (int e : board.units_at(h))
        if (def(st(), e).side != s && present(st(), e) && !contains(out, e)) out.push_back(e);
    return out;
  }

  bool charge_eligible(int u) {
    const UnitState& s = us(st(), u);
    if (unit_visibility(st(), u) == Visibility::Heavy) return false;  // no Charge in heavy fog or dark (Lützen, Fog)
    return is_cavalry(def(st(), u).arm) && s.hexes_moved >= 2 && !s.turned_late && !s.started_in_zoc &&
           !s.disrupted && !s.routed && !s.caracoled;
  }

  bool may_attack(int u, const std::function<bool(int)>& may_shock) {
    const UnitDef& d = def(st(), u);
    const UnitState& s = us(st(), u);
    if (d.side != side || !s.on_map || s.routed || s.disrupted || s.in_column || s.caracoled) return false;
    if (is_artillery(d.arm)) return false;
    if (is_light_infantry(d.arm)) {  // 9.22: LI stacked with cavalry takes no part in the shock
      for (int o : board.units_at(s.hex))
        if (o != u && def(st(), o).side == d.side && is_cavalry(def(st(), o).arm)) return false;
    }
    return may_shock(u);
  }

  std::string names(const std::vector<int>& units) {
    std::string out;
    for (std::size_t i = 0; i < units.size(); ++i) {
      if (i) out += i + 1 == units.size() ? " and " : ", ";
      out += unit_name(st(), units[i]);
    }
    return out;
  }

  // The doctrine's tables: no lookups logged for a preview.
  ShockPreview advise(const std::vector<int>& attackers, const std::vector<int>& defenders, bool charging) {
    Tables quiet(c.tables.data(), c.tables.mode());
    std::vector<int> chargers;
    if (charging)
      for (int a : attackers)
        if (charge_eligible(a)) chargers.push_back(a);
    return preview(st(), board, quiet, attackers, defenders, chargers, {});
  }

  // ---- 9.21 designation, with the charges declared (9.43)
  // 10.14: the units a shock on these meets: a Death Star's tercio brings the other two.
  std::vector<int> with_stars(std::vector<int> units) {
    for (std::size_t k = 0; k < units.size(); ++k) {
      int s = star_of[static_cast<std::size_t>(units[k])];
      if (s < 0) continue;
      for (int m : stars[static_cast<std::size_t>(s)].members())
        if (!contains(units, m) && present(st(), m)) units.push_back(m);
    }
    return units;
  }

  // Whether a Death Star's tercio touches none of `foes` (10.14: out of contact, no check and no result).
  bool star_out_of_contact(int u, const std::vector<int>& foes) {
    if (star_of[static_cast<std::size_t>(u)] < 0) return false;
    return std::none_of(foes.begin(), foes.end(), [&](int f) { return adjacent_units(st(), u, f); });
  }

  // 10.14: a Death Star's tercio that shocks brings the other two into its attack, with the enemies in their ZOC
  // that nobody attacks yet (9.22).
  void star_joins(int u, int k, const std::function<bool(int)>& may_shock) {
    int s = star_of[static_cast<std::size_t>(u)];
    if (s < 0) return;
    std::vector<int> joined;
    for (int m : stars[static_cast<std::size_t>(s)].members()) {
      if (m == u || in_combat[static_cast<std::size_t>(m)] >= 0 || !may_attack(m, may_shock)) continue;
      combats[static_cast<std::size_t>(k)].attackers.push_back(m);
      in_combat[static_cast<std::size_t>(m)] = k;
      joined.push_back(m);
      for (int e : with_stars(enemies_in_zoc(m)))
        if (in_combat[static_cast<std::size_t>(e)] < 0) {
          combats[static_cast<std::size_t>(k)].defenders.push_back(e);
          in_combat[static_cast<std::size_t>(e)] = k;
        }
    }
    if (!joined.empty() && c.say.on)
      c.say(names(joined) + " attack" + (joined.size() == 1 ? "s" : "") + " with " + unit_name(st(), u) +
                ", one Death Star",
            "LotN 10.14");
  }

  void designate(const std::function<bool(int)>& may_shock) {
    stars = death_stars(st());
    for (std::size_t s = 0; s < stars.size(); ++s)
      for (int m : stars[s].members()) star_of[static_cast<std::size_t>(m)] = static_cast<int>(s);
    for (std::size_t i = 0; i < st().units.size(); ++i) {
      int u = static_cast<int>(i);
      if (in_combat[i] >= 0 || !may_attack(u, may_shock)) continue;
      std::vector<int> foes = enemies_in_zoc(u);
      if (foes.empty()) continue;
      if (!stars.empty()) foes = with_stars(std::move(foes));
      std::vector<int> fresh, taken;
      for (int e : foes) (in_combat[static_cast<std::size_t>(e)] >= 0 ? taken : fresh).push_back(e);
      bool can_charge = charge_eligible(u);
      // Options: charge / shock the fresh targets, join a combat against a taken one, hold.
      std::vector<std::string> ids, words;
      std::vector<std::vector<DecisionRef>> refs;  // the attacker and its targets, for the map
      const bool read = !c.decisions.takes_advice();
      std::string advice = "hold";
      if (!fresh.empty()) {
        std::vector<int> with{u};  // 10.14: a Death Star's tercio shocks with the other two
        if (int s = star_of[i]; s >= 0)
          for (int m : stars[static_cast<std::size_t>(s)].members())
            if (m != u && in_combat[static_cast<std::size_t>(m)] < 0 && may_attack(m, may_shock)) with.push_back(m);
        ShockPreview pv = advise(with, fresh, can_charge);
        if (can_charge) {
          ids.push_back("charge");
          words.push_back("charge " + names(fresh) + (pv.ok ? " at " + pv.words : std::string()));
          if (read) refs.push_back(shock_refs(st(), u, fresh));
        }
        ids.push_back("shock");
        words.push_back("shock " + names(fresh) + (pv.ok ? " at " + pv.words : std::string()));
        if (read) refs.push_back(shock_refs(st(), u, fresh));
        if (pv.ok && pv.favour >= 7) advice = can_charge ? "charge" : "shock";
      }
      std::vector<int> join_combats;
      for (int e : taken) {
        int k = in_combat[static_cast<std::size_t>(e)];
        if (contains(join_combats, k)) continue;
        if (combats[static_cast<std::size_t>(k)].attackers.empty() || combats[static_cast<std::size_t>(k)].caracole)
          continue;
        join_combats.push_back(k);
        const Combat& cb = combats[static_cast<std::size_t>(k)];
        std::vector<int> att = cb.attackers;
        att.push_back(u);
        ShockPreview pv = advise(att, cb.defenders, can_charge);
        std::string id = "join" + std::to_string(k);
        ids.push_back(id);
        words.push_back("join the attack on " + names(cb.defenders) + (pv.ok ? " at " + pv.words : std::string()));
        if (read) refs.push_back(shock_refs(st(), u, cb.defenders));
        if (can_charge) {
          ids.push_back("charge" + std::to_string(k));
          words.push_back("charge with the attack on " + names(cb.defenders));
          if (read) refs.push_back(shock_refs(st(), u, cb.defenders));
        }
        if (advice == "hold" && pv.ok && pv.favour >= 7) advice = can_charge ? "charge" + std::to_string(k) : id;
      }
      if (ids.empty()) continue;
      ids.push_back("hold");
      words.push_back("do not shock");
      std::string choice = ask(side, "shock: does " + unit_name(st(), u) + " shock?", ids, words, advice, refs);
      if (choice == "hold") continue;
      bool charging = choice.rfind("charge", 0) == 0;
      int k = -1;
      if (choice.rfind("join", 0) == 0) k = std::stoi(choice.substr(4));
      if (choice.rfind("charge", 0) == 0 && choice.size() > 6) k = std::stoi(choice.substr(6));
      if (k < 0) {
        Combat cb;
        cb.attackers.push_back(u);
        cb.defenders = fresh;
        combats.push_back(cb);
        k = static_cast<int>(combats.size()) - 1;
        for (int e : fresh) in_combat[static_cast<std::size_t>(e)] = k;
      } else {
        combats[static_cast<std::size_t>(k)].attackers.push_back(u);
        // 9.22: it must also attack every other enemy in its ZOC that no one attacks.
        for (int e : fresh) {
          combats[static_cast<std::size_t>(k)].defenders.push_back(e);
          in_combat[static_cast<std::size_t>(e)] = k;
        }
      }
      in_combat[i] = k;
      if (charging) charge[i] = ChargeRoll::Failed;  // declared; rolled below
      if (c.say.on)
        c.say(unit_name(st(), u) + (charging ? " charges " : " shocks ") +
                  names(combats[static_cast<std::size_t>(k)].defenders),
              charging ? "LotN 9.43" : "LotN 9.21");
      star_joins(u, k, may_shock);
    }
    for (auto& cb : combats) {
      for (int d : cb.defenders) cb.defender_at.push_back({d, us(st(), d).hex});
      for (int a : cb.attackers) cb.attacker_at.push_back({a, us(st(), a).hex});
    }
  }

  // ---- 9.44 the charge (and counter-charge) roll
  ChargeRoll roll_charge(int u, bool counter_charge) { return charge_roll(c, board, u, counter_charge); }

  // 9.47: the counter-chargers of a caracole, their charge already rolled and
  // successful, attack the CR, which defends (before the designation: no one
  // else attacks or is attacked by them this segment).
  void caracole_combats(const std::vector<CaracoleCounter>& list) {
    for (const CaracoleCounter& cc : list) {
      const UnitState& a = us(st(), cc.unit);
      const UnitState& d = us(st(), cc.cr);
      if (!present(st(), cc.unit) || !present(st(), cc.cr) || a.routed || d.routed) continue;
      if (in_combat[static_cast<std::size_t>(cc.unit)] >= 0 || !adjacent_units(st(), cc.unit, cc.cr)) continue;
      int k = in_combat[static_cast<std::size_t>(cc.cr)];
      if (k < 0) {
        Combat cb;
        cb.caracole = true;
        cb.defenders.push_back(cc.cr);
        combats.push_back(cb);
        k = static_cast<int>(combats.size()) - 1;
        in_combat[static_cast<std::size_t>(cc.cr)] = k;
      }
      combats[static_cast<std::size_t>(k)].attackers.push_back(cc.unit);
      in_combat[static_cast<std::size_t>(cc.unit)] = k;
      charge[static_cast<std::size_t>(cc.unit)] = ChargeRoll::Success;
      rolled[static_cast<std::size_t>(cc.unit)] = 1;
      if (c.say.on)
        c.say(unit_name(st(), cc.unit) + " charges " + unit_name(st(), cc.cr) + ", having counter-charged its caracole",
              "LotN 9.47");
    }
  }

  void charges() {
    for (std::size_t i = 0; i < charge.size(); ++i)
      if (charge[i] != ChargeRoll::None && !rolled[i]) {
        charge[i] = roll_charge(static_cast<int>(i), false);
      }
  }

  // ---- 9.46, 9.48 counter-charges: the defender decides after seeing the charges.
  void counter_charges() {
    const HexGrid& grid = st().s->map->grid();
    (void)grid;
    for (auto& cb : combats) {
      for (int d : cb.defenders) {
        const UnitState& s = us(st(), d);
        // 8.33: a caracoling CR never counter-charges.
        if (!is_cavalry(def(st(), d).arm) || s.disrupted || s.routed || s.reaction_fired || s.caracoled || !s.on_map)
          continue;
        if (unit_visibility(st(), d) == Visibility::Heavy) continue;  // no Counter-charge in heavy fog or dark
        std::vector<int> zoc = enemies_in_zoc(d);
        bool reach = std::any_of(cb.attackers.begin(), cb.attackers.end(), [&](int a) { return contains(zoc, a); });
        if (!reach) continue;
        // 9.48 play note: a successful charge on its flank or rear with a failed one on its front bars it.
        bool flank_ok = false, front_failed = false;
        for (int a : cb.attackers) {
          ChargeRoll r = charge[static_cast<std::size_t>(a)];
          if (r == ChargeRoll::None || !adjacent_units(st(), a, d)) continue;
          Arc arc = attack_arc(st(), a, d);
          if (arc != Arc::Front && r == ChargeRoll::Success) flank_ok = true;
          if (arc == Arc::Front && r != ChargeRoll::Success) front_failed = true;
        }
        if (flank_ok && front_failed) continue;
        // Advice: counter-charge when the roll succeeds at least half the time.
        const UnitDef& dd = def(st(), d);
        int wins = charge_wins(c, board, d, true);  // faces r with r + mods < TQ
        std::string advice = wins >= 5 ? "counter" : "stand";
        std::vector<int> met;  // the attackers it meets, for the map
        for (int a : cb.attackers)
          if (contains(zoc, a)) met.push_back(a);
        std::string choice = ask(dd.side, "shock: does " + unit_name(st(), d) + " counter-charge?",
                                 {"counter", "stand"},
                                 {"counter-charge (succeeds on " + std::to_string(wins) + " in 10)", "stand"}, advice,
                                 {c.decisions.takes_advice() ? std::vector<DecisionRef>{} : shock_refs(st(), d, met)});
        if (choice == "counter") counter[static_cast<std::size_t>(d)] = roll_charge(d, true);
      }
    }
  }

  bool against_charge(const Combat& cb) {
    for (int a : cb.attackers)
      if (charge[static_cast<std::size_t>(a)] != ChargeRoll::None) return true;
    for (int d : cb.defenders)
      if (counter[static_cast<std::size_t>(d)] != ChargeRoll::None) return true;
    return false;
  }

  // ---- 9.26 disengage
  bool legal_retreat(int u, const Hex& to) {
    const MapData& map = *st().s->map;
    const UnitState& s = us(st(), u);
    if (!board.units_at(to).empty()) return false;
    if (board.enemy_zoc(to, def(st(), u).side)) return false;
    if (!lutzen_entry_problem(st(), to).empty()) return false;  // Lützen burning
    int side_to = map.grid().side_towards(s.hex, to);
    std::uint16_t f = map.side_features(s.hex, side_to);
    std::uint16_t blocking = side_bit(SideFeature::Stream) | side_bit(SideFeature::DeepStream) |
                             side_bit(SideFeature::Berm) | side_bit(SideFeature::ElevatedRoad) |
                             side_bit(SideFeature::TownWall) | side_bit(SideFeature::CastleWall) |
                             side_bit(SideFeature::GardenWall);
    if (f & blocking) return false;  // a hexside that adds to the cost
    static const char* kRows[] = {"Clear", "Woods", "Town", "Castle", "Garden", "Marsh", "Ditch (enter)"};
    const UnitDef& d = def(st(), u);
    std::string column = d.arm == Arm::TE                                  ? "TE"
                         : d.arm == Arm::HI                                ? "HI"
                         : is_light_infantry(d.arm)                        ? (compact_li(st(), u) ? "HI" : "LI")  // 10.35
                         : is_heavy_cavalry(d.arm)                         ? "HC"
                                                                           : "LC";
    Cell cost = c.tables.need("terrain", kRows[static_cast<int>(map.facts(to).terrain)], column,
                              "disengage: " + unit_name(st(), u) + " into " + hex_name(st(), to));
    return cost.value == "1";
  }

  // Offers the defender's retreat; returns true when it retreated (and then rolls for the rout).
  bool offer_disengage(Combat& cb, int u) {
    const UnitState& s = us(st(), u);
    if (!s.on_map || s.routed || s.second) return false;  // a double unit cannot step back a hex here
    if (against_charge(cb)) return false;                 // 9.26 exception 1
    board.rebuild();
    const HexGrid& grid = st().s->map->grid();
    FacingSets sets = facing_sets(grid, shape(st(), u));
    std::vector<Hex> to;
    for (const Hex& h : sets.rear)
      if (legal_retreat(u, h)) to.push_back(h);
    for (const Hex& h : sets.flank)
      if (legal_retreat(u, h)) to.push_back(h);
    if (to.empty()) return false;
    int tqd = def(st(), u).tq_disrupted;
    std::vector<std::string> ids{"stay"}, words{"stand disrupted"};
    std::vector<std::vector<DecisionRef>> refs{{}};  // the unit and where it steps back, for the map
    for (const Hex& h : to) {
      ids.push_back(grid.name(h));
      words.push_back("disengage to " + hex_name(st(), h) + " (routs on a roll above " + std::to_string(tqd) + ")");
      if (!c.decisions.takes_advice()) {
        refs.push_back(unit_refs(st(), u));
        refs.back().push_back(hex_ref(st(), kRefTo, h));
      }
    }
    std::string advice = tqd >= 6 ? ids[1] : "stay";
    std::string choice =
        ask(def(st(), u).side, "shock: does " + unit_name(st(), u) + " disengage?", ids, words, advice, refs);
    if (choice == "stay") return false;
    auto dest = grid.parse(choice);
    if (!dest) return false;
    us(st(), u).hex = *dest;
    if (c.say.on)
      c.say(unit_name(st(), u) + " disengages to " + hex_name(st(), *dest), "LotN 9.26",
            RulingOf{"disengage: " + unit_name(st(), u) + " into " + hex_name(st(), *dest)});
    board.rebuild();
    int r = c.d10("disengage: " + unit_name(st(), u) + ", d10");
    if (r > tqd) {
      if (c.say.on)
        c.say(unit_name(st(), u) + " rolls " + std::to_string(r) + " above its disrupted TQ " + std::to_string(tqd) +
                  " and routs",
              "LotN 9.26");
      int cause = cb.attackers.empty() ? -1 : cb.attackers.front();
      rout(c, u, cause, "disengaging from shock");
      cb.disengage_routed.push_back(u);
    } else {
      cb.disengaged = true;
    }
    board.rebuild();
    return true;
  }

  // ---- 9.23 pre-shock checks, all at once
  void pre_shock() {
    int plus_all = st().s->variant("preshock.charge_plus_one");
    bool moved_cav = st().s->variant("preshock.moved_cavalry_checks") == 1;
    std::vector<std::pair<int, int>> checks;  // unit, +dr
    std::vector<int> owner;                   // combat of each check
    for (std::size_t k = 0; k < combats.size(); ++k) {
      Combat& cb = combats[k];
      bool targets_check = false;
      int target_plus = 0;
      for (int a : cb.attackers) {
        const UnitDef& d = def(st(), a);
        const UnitState& s = us(st(), a);
        ChargeRoll r = charge[static_cast<std::size_t>(a)];
        if (r != ChargeRoll::None) {  // charging cavalry: its target checks, not itself
          targets_check = true;
          if (r == ChargeRoll::Success || plus_all == 1) target_plus = 1;
          continue;
        }
        bool moved_adjacent = s.moved && !s.adjacent_at_start;
        bool must = false;
        if (is_infantry(d.arm)) must = moved_adjacent;
        else if (d.arm == Arm::CR) must = moved_adjacent && !s.caracoled;
        else if (is_cavalry(d.arm)) must = moved_adjacent && moved_cav;
        if (must && star_out_of_contact(a, cb.defenders)) must = false;  // 10.14: only the tercios in contact
        if (must) {
          checks.push_back({a, 0});
          owner.push_back(static_cast<int>(k));
          targets_check = true;
        }
      }
      if (!targets_check) continue;
      for (int d : cb.defenders) {
        if (counter[static_cast<std::size_t>(d)] != ChargeRoll::None) continue;  // counter-chargers do not check
        if (star_out_of_contact(d, cb.attackers)) continue;                      // 10.14: only those in contact
        checks.push_back({d, target_plus});
        owner.push_back(static_cast<int>(k));
      }
    }
    // The rolls are simultaneous: all rolled, then applied.
    std::vector<int> rolls;
    for (const auto& [u, plus] : checks)
      rolls.push_back(c.d10("pre-shock check: " + unit_name(st(), u) + ", d10"));
    for (std::size_t i = 0; i < checks.size(); ++i) {
      auto [u, plus] = checks[i];
      Combat& cb = combats[static_cast<std::size_t>(owner[i])];
      int tq = current_tq(st(), u);
      int total = rolls[i] + plus;
      bool fails = total > tq;
      if (c.say.on)
        c.say(unit_name(st(), u) + " pre-shock check: " + std::to_string(rolls[i]) +
                  (plus ? " + 1 against a charge" : "") + " against TQ " + std::to_string(tq) +
                  (fails ? ", fails" : ", holds"),
              "LotN 9.23");
      if (!fails) continue;
      bool defender = contains(cb.defenders, u);
      int cause = defender ? cb.attackers.front() : cb.defenders.front();
      Effect e = disrupt(c, u, true, cause, "pre-shock check");
      if (defender && e == Effect::Disrupted) offer_disengage(cb, u);
    }
    board.rebuild();
    for (auto& cb : combats) prune(cb);
  }

  // Drops units no longer in the fight; a combat with no attacker or no defender left is over.
  void prune(Combat& cb) {
    auto gone = [&](int u, const std::vector<std::pair<int, Hex>>& at) {
      const UnitState& s = us(st(), u);
      if (!s.on_map) return true;
      for (const auto& [v, h] : at)
        if (v == u && h != s.hex) return true;
      return false;
    };
    std::erase_if(cb.defenders, [&](int d) { return gone(d, cb.defender_at); });
    std::erase_if(cb.attackers, [&](int a) { return gone(a, cb.attacker_at) || us(st(), a).routed; });
    if (cb.defenders.empty() || cb.attackers.empty()) cb.over = true;
  }

  std::vector<int> all_defenders() {
    std::vector<int> out;
    for (const auto& cb : combats)
      if (!cb.over) out.insert(out.end(), cb.defenders.begin(), cb.defenders.end());
    return out;
  }

  // ---- 9.24 and 9.25 ONE to THREE, for every combat before any is resolved
  void columns() {
    std::vector<int> shocked = all_defenders();
    Charges ch{&charge, &counter};
    Picker pick = [this](int who, const std::string& label, const std::vector<std::string>& ids,
                         const std::vector<std::string>& words, std::size_t advice) -> std::size_t {
      std::string choice = ask(who, "shock: " + label, ids, words, ids[advice]);
      for (std::size_t i = 0; i < ids.size(); ++i)
        if (ids[i] == choice) return i;
      return advice;
    };
    for (auto& cb : combats) {
      if (cb.over) continue;
      Reader rd{c.tables, true, {}};
      std::string purpose = "shock: " + names(cb.attackers) + " against " + names(cb.defenders);
      cb.calc = evaluate(st(), board, rd, cb.attackers, cb.defenders, ch, shocked, &pick, purpose);
      if (!cb.calc.ok) throw MissingValue(cb.calc.refusal.empty() ? rd.refusal : cb.calc.refusal);
      if (c.say.on)
        c.say(names(cb.attackers) + " against " + names(cb.defenders) + ": " + cb.calc.words, "LotN 9.24",
              RulingOf{purpose});
    }
  }

  // ---- 9.25 THREE to FIVE and 12.37, combat by combat
  struct Outcome {
    int unit;
    int dp;
    bool disrupts;
    bool would_rout;
  };

  bool routs_if_disrupted(int u) {
    const UnitState& s = us(st(), u);
    const UnitDef& d = def(st(), u);
    if (s.disrupted || s.routed) return true;
    if (li_shock_disruption_routs(st(), u)) return true;  // 10.33, 10.35
    if (d.saxon && d.tq <= 3) return true;                                  // Saxon Courage
    return false;
  }

  void resolve(Combat& cb) {
    prune(cb);
    if (cb.over) return;
    const ShockPreview& p = cb.calc;
    std::string purpose = "shock: " + names(cb.attackers) + " against " + names(cb.defenders);
    const Grid* crt = c.tables.data().grid("shock_crt");
    if (!crt) throw std::logic_error("Lion of the North has no Shock Combat Results Table");
    if (p.column < 1 || p.column > static_cast<int>(crt->columns.size()))
      throw MissingValue("LotN 9.25: column " + std::to_string(p.column) +
                         " is beyond the Shock Combat Results Table (rule variant shock.clamp: refuse)");
    int r = c.d10(purpose + ", d10");
    int dr = r + p.drm;
    int lo = cell_int(crt->rows.front()).value_or(0), hi = cell_int(crt->rows.back()).value_or(9);
    int row = dr;
    if (dr < lo || dr > hi) {
      if (st().s->variant("shock.clamp") != 0)
        throw MissingValue("LotN 9.25: die roll " + std::to_string(dr) +
                           " is beyond the Shock Combat Results Table (rule variant shock.clamp: refuse)");
      row = std::clamp(dr, lo, hi);
    }
    Cell cell = c.tables.need("shock_crt", std::to_string(row), std::to_string(p.column), purpose);
    auto res = parse_crt(cell.value);
    if (!res) throw UserError("Shock Combat Results Table reads \"" + cell.value + "\", which is not a(d)");
    int a_dp = res->attacker, d_dp = res->defender;
    if (p.superiority == "AS2") d_dp *= 2;
    if (p.superiority == "DS2") a_dp *= 2;
    if (p.superiority == "DS3") a_dp *= 3;
    // 10.32: a DP# inflicted solely by LI is halved, unless LI fight only LI.
    bool att_li = std::all_of(cb.attackers.begin(), cb.attackers.end(),
                              [&](int a) { return is_light_infantry(def(st(), a).arm); });
    bool def_li = std::all_of(cb.defenders.begin(), cb.defenders.end(),
                              [&](int d) { return is_light_infantry(def(st(), d).arm); });
    bool halved_d = att_li && !def_li, halved_a = def_li && !att_li;
    if (halved_d) d_dp /= 2;
    if (halved_a) a_dp /= 2;
    if (c.say.on) {
      std::string w = purpose + ": die roll " + std::to_string(r);
      if (p.drm) w += (p.drm > 0 ? " + " : " - ") + std::to_string(std::abs(p.drm));
      if (row != dr) w += " (read as " + std::to_string(row) + ")";
      w += ", column " + std::to_string(p.column) + ": " + cell.value;
      if (p.superiority != "-") w += ", " + p.superiority;
      if (halved_d || halved_a) w += ", halved for light infantry (LotN 10.32)";
      w += ": attacker DP " + std::to_string(a_dp) + ", defender DP " + std::to_string(d_dp);
      c.say(w, "LotN 9.25", RulingOf{purpose});
    }
    // Each unit against its own TQ (9.25 FIVE).
    std::vector<Outcome> out;
    // 10.14: a Death Star's result falls only on its tercios in contact with the enemy.
    for (int a : cb.attackers)
      if (!star_out_of_contact(a, cb.defenders)) out.push_back({a, a_dp, dp_disrupts(c, a, a_dp, purpose), false});
    for (int d : cb.defenders)
      if (!star_out_of_contact(d, cb.attackers)) out.push_back({d, d_dp, dp_disrupts(c, d, d_dp, purpose), false});
    for (auto& o : out) o.would_rout = o.disrupts && routs_if_disrupted(o.unit);
    // 12.37 mutual rout: every unit of both sides would rout.
    bool all_rout = std::all_of(out.begin(), out.end(), [](const Outcome& o) { return o.would_rout; });
    std::vector<int> spared;  // stay Disrupted, losing 1 SP, instead of routing
    if (all_rout) {
      int top[2] = {0, 0}, low_tq[2] = {99, 99};
      for (const auto& o : out) {
        int s = contains(cb.attackers, o.unit) ? 0 : 1;
        top[s] = std::max(top[s], o.dp);
        low_tq[s] = std::min(low_tq[s], current_tq(st(), o.unit));
      }
      int routs = -1;  // 0 attackers, 1 defenders, -1 neither
      if (top[0] != top[1]) routs = top[0] > top[1] ? 0 : 1;
      else if (low_tq[0] != low_tq[1]) routs = low_tq[0] < low_tq[1] ? 0 : 1;
      for (const auto& o : out) {
        int s = contains(cb.attackers, o.unit) ? 0 : 1;
        if (s != routs) spared.push_back(o.unit);
      }
      if (c.say.on)
        c.say(std::string("both sides would rout: ") +
                  (routs < 0 ? "neither does; every unit stays disrupted and loses 1 SP"
                             : (routs == 0 ? "the attackers rout" : "the defenders rout") +
                                   std::string(", the other side stays disrupted and loses 1 SP each")),
              "LotN 12.37");
    }
    for (const auto& o : out) {
      if (!o.disrupts || !present(st(), o.unit)) continue;
      bool defender = contains(cb.defenders, o.unit);
      int cause = defender ? cb.attackers.front() : cb.defenders.front();
      if (contains(spared, o.unit)) {
        us(st(), o.unit).disrupted = true;
        apply_hits(c, o.unit, 1, "mutual rout (LotN 12.37)");
        continue;
      }
      Effect e;
      if (li_shock_disruption_routs(st(), o.unit) && !us(st(), o.unit).routed) {
        if (c.say.on) {
          if (current_sp(st(), o.unit) == 1)
            c.say(unit_name(st(), o.unit) + " is light infantry of 1 SP: it routs, losing nothing", "LotN 10.33");
          else
            c.say(unit_name(st(), o.unit) + " is Dispersed light infantry: it routs, losing nothing", "LotN 10.35, 10.33");
        }
        e = rout(c, o.unit, cause, "shock", true);
      } else {
        e = disrupt(c, o.unit, true, cause, "shock");
      }
      if (e == Effect::Routed || e == Effect::Eliminated) cb.routed.push_back(o.unit);
      if (defender && e == Effect::Disrupted) offer_disengage(cb, o.unit);
    }
    board.rebuild();
  }

  // ---- 9.3 advance after combat
  void advance_into(int u, const Hex& to) {
    UnitState& s = us(st(), u);
    const HexGrid& grid = st().s->map->grid();
    int dir = grid.side_towards(s.hex, to);
    if (s.second) {
      // A double unit advances straight ahead: both halves across the same side.
      int dir2 = grid.side_towards(*s.second, to);
      if (dir < 0 && dir2 >= 0) {
        std::swap(s.hex, *s.second);
        dir = dir2;
      }
      auto other = grid.neighbour(*s.second, dir);
      if (!other || (!board.units_at(*other).empty() && !contains(board.units_at(*other), u))) return;
      s.hex = to;
      s.second = *other;
    } else {
      s.hex = to;
    }
    if (c.say.on) c.say(unit_name(st(), u) + " advances to " + hex_name(st(), to), "LotN 9.31");
    board.rebuild();
    if (!s.second && !s.routed) {  // 9.32: a single-hex unit may turn one vertex
      std::vector<std::string> ids{"keep", "left", "right"};
      std::vector<std::string> words{"keep its facing", "turn one vertex left", "turn one vertex right"};
      std::string choice = ask(def(st(), u).side, "shock: " + unit_name(st(), u) + " turns after advancing?", ids,
                               words, "keep");
      if (choice == "left") s.facing = (s.facing + 5) % 6;
      if (choice == "right") s.facing = (s.facing + 1) % 6;
    }
  }

  void advance(Combat& cb) {
    std::vector<int> star_advanced;  // 10.15: one tercio of a Death Star advances, no more
    // 9.27: a defender that disengaged and held bars the advance.
    if (!cb.disengaged) {
      for (const auto& [d, h] : cb.defender_at) {
        if (us(st(), d).on_map && us(st(), d).hex == h) continue;
        if (!board.units_at(h).empty()) continue;
        std::vector<int> can;
        const HexGrid& grid = st().s->map->grid();
        for (const auto& [a, at] : cb.attacker_at) {
          const UnitState& s = us(st(), a);
          if (!s.on_map || s.disrupted || s.routed || s.hex != at || pursued[static_cast<std::size_t>(a)]) continue;
          const auto& here = board.units_at(s.hex);
          if (is_light_infantry(def(st(), a).arm) &&
              std::any_of(here.begin(), here.end(), [&](int o) { return is_cavalry(def(st(), o).arm); }))
            continue;  // 9.22: LI stacked with cavalry never advances
          if (!grid.adjacent(s.hex, h) && !(s.second && grid.adjacent(*s.second, h))) continue;
          if (star_of[static_cast<std::size_t>(a)] >= 0 && contains(star_advanced, star_of[static_cast<std::size_t>(a)]))
            continue;
          can.push_back(a);
        }
        if (can.empty()) continue;
        // 9.34: the unit with Superiority, else the highest TQ; a tie is the player's.
        std::stable_sort(can.begin(), can.end(),
                         [&](int x, int y) { return current_tq(st(), x) > current_tq(st(), y); });
        int who = can.front();
        if (cb.calc.superiority == "AS2" && contains(can, cb.calc.column_attacker)) {
          who = cb.calc.column_attacker;
        } else if (can.size() > 1 && current_tq(st(), can[0]) == current_tq(st(), can[1])) {
          std::vector<std::string> ids, words;
          std::vector<std::vector<DecisionRef>> refs;
          for (int a : can)
            if (current_tq(st(), a) == current_tq(st(), can[0])) {
              ids.push_back("u" + std::to_string(a));
              words.push_back(unit_name(st(), a) + " advances");
              refs.push_back(advance_refs(a, h));
            }
          std::string choice = ask(side_of(who), "shock: which unit advances into " + hex_name(st(), h) + "?", ids,
                                   words, ids.front(), refs);
          who = std::stoi(choice.substr(1));
        }
        // A disengaging defender that routed: the attacker may advance (9.27); otherwise it must (9.31).
        if (contains(cb.disengage_routed, d)) {
          std::string choice = ask(side_of(who), "shock: does " + unit_name(st(), who) + " advance into " +
                                                     hex_name(st(), h) + "?",
                                   {"advance", "stay"}, {"advance", "stay"}, "advance",
                                   {advance_refs(who, h), {}});  // "stay": a button, not a place on the map
          if (choice != "advance") continue;
        }
        if (star_of[static_cast<std::size_t>(who)] >= 0) star_advanced.push_back(star_of[static_cast<std::size_t>(who)]);
        advance_into(who, h);
      }
    }
    // 9.31 exception: victorious counter-chargers advance into the hexes their attackers left.
    for (const auto& [a, h] : cb.attacker_at) {
      if (us(st(), a).on_map && us(st(), a).hex == h) continue;
      if (!board.units_at(h).empty()) continue;
      for (int d : cb.defenders) {
        const UnitState& s = us(st(), d);
        if (counter[static_cast<std::size_t>(d)] != ChargeRoll::Success || !s.on_map || s.disrupted || s.routed) continue;
        if (!st().s->map->grid().adjacent(s.hex, h)) continue;
        advance_into(d, h);
        break;
      }
    }
  }

  // ---- 9.6 pursuit
  const char* pursuit_column(int u) {
    switch (def(st(), u).arm) {
      case Arm::HC: return "HC";
      case Arm::CR: return st().s->variant("pursuit.cr_column") == 1 ? "LC" : "HC";
      case Arm::DG: return st().s->variant("pursuit.dg_column") == 1 ? "HC" : "LC";
      case Arm::LCrt: return "LC Croats";
      default: return "LC";
    }
  }

  static std::pair<int, int> range_of(const std::string& text) {
    auto dash = text.find('-');
    if (dash == std::string::npos) {
      int v = cell_int(text).value_or(-1);
      return {v, v};
    }
    return {cell_int(text.substr(0, dash)).value_or(-1), cell_int(text.substr(dash + 1)).value_or(-1)};
  }

  void pursue(Combat& cb) {
    bool any_unit = st().s->variant("pursuit.any_routed_unit") == 1;
    // The units of the other side this combat routed.
    std::vector<int> fled;
    for (int d : cb.routed)
      if (contains(cb.defenders, d) && present(st(), d) && us(st(), d).routed) fled.push_back(d);
    for (int a : cb.routed)
      if (contains(cb.attackers, a) && present(st(), a) && us(st(), a).routed) fled.push_back(a);
    if (fled.empty()) return;
    static const char* kRows[] = {"Break Off", "Pursue Off Map and Eliminate", "Eliminate and Break Off"};
    for (int fleeing : fled) {
      bool was_defender = contains(cb.defenders, fleeing);
      const std::vector<int>& winners = was_defender ? cb.attackers : cb.defenders;
      const std::vector<int>& losers = was_defender ? cb.defenders : cb.attackers;
      if (!any_unit && !is_cavalry(def(st(), fleeing).arm)) continue;
      for (int p : winners) {
        const UnitState& s = us(st(), p);
        bool charged = was_defender ? charge[static_cast<std::size_t>(p)] != ChargeRoll::None
                                    : counter[static_cast<std::size_t>(p)] != ChargeRoll::None;
        if (!charged || !is_cavalry(def(st(), p).arm) || !s.on_map || s.disrupted || s.routed) continue;
        if (unit_visibility(st(), p) == Visibility::Heavy) continue;  // no Pursuit in heavy fog or dark (Lützen, Fog)
        if (!present(st(), fleeing)) break;
        // 9.61 exception 3: one cavalry unit against two, only one routed.
        if (losers.size() > 1 && !std::all_of(losers.begin(), losers.end(), [&](int l) {
              return !present(st(), l) || us(st(), l).routed;
            }))
          continue;
        board.rebuild();
        if (board.enemy_zoc(s.hex, def(st(), p).side)) continue;  // exception 4
        std::string column = pursuit_column(p);
        std::string purpose = "pursuit: " + unit_name(st(), p) + " after " + unit_name(st(), fleeing);
        std::pair<int, int> ranges[3];
        for (int k = 0; k < 3; ++k)
          ranges[k] = range_of(c.tables.need("pursuit", kRows[k], column, purpose).value);
        int plus = is_infantry(def(st(), fleeing).arm) ? 5 : 0;
        // A cavalry leader in range: his Charisma added or taken away, the player's choice before rolling.
        int best_leader = -1;
        for (std::size_t l = 0; l < st().leaders.size(); ++l) {
          int li = static_cast<int>(l);
          const LeaderDef& ld = ldef(st(), li);
          if (ld.side != def(st(), p).side || !leader_present(st(), li)) continue;
          if (ld.restriction == LeaderDef::Restriction::Artillery) continue;
          if (st().s->map->grid().distance(st().leaders[l].hex, s.hex) > leader_range(st(), li)) continue;
          if (best_leader < 0 || ld.charisma > ldef(st(), best_leader).charisma) best_leader = li;
        }
        int ch = best_leader >= 0 ? ldef(st(), best_leader).charisma : 0;
        auto result_of = [&](int total) {
          total = std::clamp(total, 0, 9);
          for (int k = 0; k < 3; ++k)
            if (total >= ranges[k].first && total <= ranges[k].second) return k;
          return 0;
        };
        auto worth = [&](int mod) {
          static const int kScore[] = {0, 1, 3};  // the doctrine: keep the horse, but kill the fleeing
          int sum = 0;
          for (int f = 0; f < 10; ++f) sum += kScore[result_of(f + plus + mod)];
          return sum;
        };
        int mod = 0;
        if (ch > 0) {
          std::vector<std::string> ids{"none", "add", "subtract"};
          std::vector<std::string> words{"no leader's Charisma",
                                         "add " + leader_name(st(), best_leader) + "'s Charisma " + std::to_string(ch),
                                         "subtract " + leader_name(st(), best_leader) + "'s Charisma " + std::to_string(ch)};
          int w0 = worth(0), w1 = worth(ch), w2 = worth(-ch);
          std::string advice = w1 > w0 && w1 >= w2 ? "add" : w2 > w0 ? "subtract" : "none";
          std::string choice = ask(def(st(), p).side, "shock: " + purpose + ", the leader's Charisma", ids, words, advice);
          mod = choice == "add" ? ch : choice == "subtract" ? -ch : 0;
        }
        int r = c.d10(purpose + ", d10");
        int total = std::clamp(r + plus + mod, 0, 9);
        int k = result_of(r + plus + mod);
        if (c.say.on)
          c.say(purpose + ": " + std::to_string(r) + (plus ? " + 5 for infantry" : "") +
                    (mod ? (mod > 0 ? " + " : " - ") + std::to_string(std::abs(mod)) + " Charisma" : std::string()) +
                    " = " + std::to_string(total) + ", " + column + " column: " + kRows[k],
                "LotN 9.62", RulingOf{purpose});
        cb.pursuers.push_back(p);
        Hex vacated = us(st(), fleeing).hex;
        if (k == 0) {
          // Break Off: the fleeing unit has run already; the pursuer may advance into the hex it left.
          continue;
        }
        for (const auto& [u, h] : (was_defender ? cb.defender_at : cb.attacker_at))
          if (u == fleeing) vacated = h;
        eliminate(c, fleeing, "eliminated", "caught in the pursuit by " + unit_name(st(), p));
        board.rebuild();
        if (k == 1) {
          pursued[static_cast<std::size_t>(p)] = 1;
          // 9.66(a): the leaders whose range reaches it, counted before it goes; one stacked with it asked first.
          std::vector<int> stacked, others;
          for (int l : leaders_reaching(st(), board, p))
            (st().leaders[static_cast<std::size_t>(l)].hex == us(st(), p).hex ? stacked : others).push_back(l);
          offer_pursuit_leaders(c, board, p, stacked);
          eliminate(c, p, "in pursuit", "pursues off the map (LotN 9.62)");
          if (pursuit_boxes_on(st())) {
            // In the In Pursuit box, Disrupted after its charge (9.49); not eliminated, no WP (9.65).
            us(st(), p).disrupted = true;
            if (c.say.on)
              c.say(unit_name(st(), p) + " goes to the In Pursuit box, Disrupted after the charge: not eliminated, no withdrawal points",
                    "LotN 9.49, 9.65");
            offer_pursuit_leaders(c, board, p, others);
          }
        } else if (board.units_at(vacated).empty() && st().s->map->grid().adjacent(us(st(), p).hex, vacated) &&
                   !us(st(), p).second) {
          pursued[static_cast<std::size_t>(p)] = 1;
          advance_into(p, vacated);
        }
        board.rebuild();
        break;
      }
    }
  }

  // ---- 9.49 post-charge Disruption
  void post_charge() {
    bool include_failed = st().s->variant("postcharge.include_failed") == 1;
    bool routed_exempt = st().s->variant("postcharge.routed_exempt") == 1;
    std::vector<int> involved;
    auto add = [&](int u) {
      if (!contains(involved, u)) involved.push_back(u);
    };
    for (const auto& cb : combats) {
      bool any_charge = false;
      for (const auto& [a, h] : cb.attacker_at) {
        ChargeRoll r = charge[static_cast<std::size_t>(a)];
        if (r == ChargeRoll::None || (r != ChargeRoll::Success && !include_failed)) continue;
        any_charge = true;
        add(a);
      }
      for (const auto& [d, h] : cb.defender_at) {
        ChargeRoll r = counter[static_cast<std::size_t>(d)];
        if (r != ChargeRoll::None && (r == ChargeRoll::Success || include_failed)) add(d);
      }
      if (any_charge)
        for (const auto& [d, h] : cb.defender_at)
          if (is_cavalry(def(st(), d).arm)) add(d);
      for (int p : cb.pursuers) add(p);
    }
    for (int u : involved) {
      UnitState& s = us(st(), u);
      if (!s.on_map) continue;
      if (s.routed && routed_exempt) continue;
      if (!s.disrupted) {
        s.disrupted = true;
        if (c.say.on) c.say(unit_name(st(), u) + " is disrupted after the charge", "LotN 9.49");
        continue;
      }
      if (s.routed) {
        disrupt(c, u, false, -1, "post-charge Disruption");
        continue;
      }
      // Already Disrupted: it retreats two hexes keeping its facing; short of that it routs.
      board.rebuild();
      const HexGrid& grid = st().s->map->grid();
      int moved = 0;
      for (; moved < 2; ++moved) {
        FacingSets sets = facing_sets(grid, shape(st(), u));
        std::optional<Hex> to;
        for (const Hex& h : sets.rear)
          if (!s.second && board.units_at(h).empty() && !board.enemy_zoc(h, def(st(), u).side) &&
              lutzen_entry_problem(st(), h).empty()) {
            to = h;
            break;
          }
        if (!to) break;
        s.hex = *to;
        board.rebuild();
      }
      if (c.say.on)
        c.say(unit_name(st(), u) + " was already disrupted: it falls back " + std::to_string(moved) +
                  (moved == 1 ? " hex" : " hexes") + (moved < 2 ? " and routs" : ""),
              "LotN 9.49");
      if (moved < 2) s.routed = true;
    }
    board.rebuild();
  }
};

}  // namespace shock_impl

bool caracole_countercharge_advised(Ctx& c, const Board& board, int unit, const Hex& entered) {
  using namespace shock_impl;
  const Battle& st = c.st;
  const UnitDef& dd = def(st, unit);
  const UnitState& s = us(st, unit);
  if (unit_visibility(st, unit) == Visibility::Heavy || !is_cavalry(dd.arm) || !s.on_map || s.routed || s.disrupted ||
      s.reaction_fired || s.caracoled)
    return false;
  const std::vector<Hex> zoc = zoc_hexes(st, unit);
  if (std::find(zoc.begin(), zoc.end(), entered) == zoc.end()) return false;
  return charge_wins(c, board, unit, true) >= 5;
}

std::vector<int> caracole_countercharges(Ctx& c, Board& board, int cr, const Hex& entered,
                                         const std::vector<int>& candidates) {
  using namespace shock_impl;
  Battle& st = c.st;
  std::vector<int> out;
  const int cside = def(st, cr).side;
  for (int d : candidates) {
    if (!present(st, cr) || us(st, cr).routed) break;
    const UnitDef& dd = def(st, d);
    const UnitState& s = us(st, d);
    if (dd.side == cside || !is_cavalry(dd.arm) || !s.on_map || s.routed || s.disrupted) continue;
    if (unit_visibility(st, d) == Visibility::Heavy) continue;  // no counter-charge in heavy fog or dark (Fog)
    if (s.reaction_fired || s.caracoled) continue;  // 8.37: fire or counter-charge, not both; 8.33
    const std::vector<Hex> zoc = zoc_hexes(st, d);
    if (std::find(zoc.begin(), zoc.end(), entered) == zoc.end()) continue;  // 9.48: only an enemy in its ZOC
    int wins = charge_wins(c, board, d, true);
    // Advice: counter-charge when it succeeds at least half the time (success also spoils the caracole's fire).
    DecisionRequest r;
    r.advice = wins >= 5 ? "counter" : "stand";
    if (!c.decisions.takes_advice()) {
      r.label = "caracole: does " + unit_name(st, d) + " counter-charge " + unit_name(st, cr) + " at " +
                hex_name(st, entered) + "?";
      r.side = side_id(st, dd.side);
      r.side_name = side_name(st, dd.side);
      r.options = {{"counter", "counter-charge (succeeds on " + std::to_string(wins) + " in 10)"},
                   {"stand", "let the caracole go on"}};
    }
    if (c.decisions.choose(r) != "counter") continue;
    ChargeRoll roll = charge_roll(c, board, d, true);
    board.rebuild();
    if (roll == ChargeRoll::Success) {
      out.push_back(d);
      if (c.say.on)
        c.say(unit_name(st, cr) + " is counter-charged: it fires with its ordinary Fire Rate and stays in " +
                  hex_name(st, entered),
              "LotN 9.47");
    }
  }
  return out;
}

void shock_segment(Ctx& c, Board& board, int leader, const std::function<bool(int unit)>& may_shock) {
  shock_segment(c, board, leader, may_shock, {});
}

void shock_segment(Ctx& c, Board& board, int leader, const std::function<bool(int unit)>& may_shock,
                   const std::vector<CaracoleCounter>& caracole_counters) {
  board.rebuild();
  shock_impl::Segment seg(c, board, leader);
  seg.caracole_combats(caracole_counters);
  seg.designate(may_shock);
  if (seg.combats.empty()) return;
  for (const auto& cb : seg.combats)
    for (int d : cb.defenders) {
      c.st.units[static_cast<std::size_t>(d)].attacked = true;  // 10.27
      if (!cb.attackers.empty()) saxon_shock_attacked(c.st, d, cb.attackers.front());  // Breitenfeld: Hesitancy ends
    }
  seg.charges();
  seg.counter_charges();
  seg.pre_shock();
  seg.columns();
  for (auto& cb : seg.combats) seg.resolve(cb);
  board.rebuild();
  for (auto& cb : seg.combats) seg.pursue(cb);
  for (auto& cb : seg.combats) seg.advance(cb);
  seg.post_charge();
  board.rebuild();
}

}  // namespace umpire::lotn
