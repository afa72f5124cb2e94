#include "ui/lotn/battle_map_logic.h"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "lotn/data_tables.h"
#include "lotn/pursuit.h"
#include "lotn/sequence.h"
#include "ui/lotn/hex_draw.h"

namespace umpire::lotnui {

namespace {

bool bml_starts(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

std::optional<lotn::Hex> bml_hex(const lotn::Battle& st, const std::string& id) {
  return st.s->map->grid().parse(id);
}

int bml_unit(const lotn::Battle& st, const std::string& id) {
  for (std::size_t i = 0; i < st.s->units.size(); ++i)
    if (st.s->units[i].id == id) return static_cast<int>(i);
  return -1;
}

int bml_leader(const lotn::Battle& st, const std::string& id) {
  for (std::size_t i = 0; i < st.s->leaders.size(); ++i)
    if (st.s->leaders[i].id == id) return static_cast<int>(i);
  return -1;
}

// "W2321:2" or "W2321-W2322:2": the hexes and the vertex.
bool bml_move(const lotn::Battle& st, const std::string& text, std::vector<lotn::Hex>& hexes, int& facing) {
  const auto colon = text.rfind(':');
  if (colon == std::string::npos || colon + 1 >= text.size()) return false;
  const std::string v = text.substr(colon + 1);
  if (v.size() != 1 || v[0] < '0' || v[0] > '5') return false;
  const std::string where = text.substr(0, colon);
  std::vector<lotn::Hex> out;
  if (auto h = bml_hex(st, where)) {
    out.push_back(*h);
  } else {
    // A double-sized unit: two ids joined by '-' (an id holds no '-').
    const auto dash = where.find('-');
    if (dash == std::string::npos) return false;
    auto a = bml_hex(st, where.substr(0, dash));
    auto b = bml_hex(st, where.substr(dash + 1));
    if (!a || !b) return false;
    out = {*a, *b};
  }
  hexes = out;
  facing = v[0] - '0';
  return true;
}

// "<hex>[ salvo| flank| split...]" as fire.h writes a fire option's id: the hex and the rest.
bool bml_fire_target(const lotn::Battle& st, const std::string& text, lotn::Hex& hex, std::string& rest) {
  const auto space = text.find(' ');
  auto h = bml_hex(st, text.substr(0, space));
  if (!h) return false;
  hex = *h;
  rest = space == std::string::npos ? "" : text.substr(space + 1);
  return true;
}

// "(2 hexes, ...)" of a fire option's words: the range.
std::string bml_range_words(const std::string& words) {
  const auto open = words.find('(');
  if (open == std::string::npos) return "";
  const auto hexes = words.find(" hex", open);
  if (hexes == std::string::npos) return "";
  return words.substr(open + 1, hexes - open - 1) + (words.compare(hexes, 6, " hexes") == 0 ? " hexes" : " hex");
}

std::string bml_provenance_words(const lotn::Cell& cell) {
  if (cell.provenance == lotn::Provenance::Printed) return "";
  if (!cell.source.empty()) return cell.source;
  return lotn::to_string(cell.provenance);
}

}  // namespace

std::optional<PlacedOption> place_option(const lotn::Battle& st, const DecisionOption& option) {
  PlacedOption p;
  p.id = option.id;
  p.words = option.text.empty() ? option.id : option.text;
  const std::string& id = option.id;
  if (int u = bml_unit(st, id); u >= 0) {
    const lotn::UnitState& us = st.units[static_cast<std::size_t>(u)];
    if (!us.on_map) return std::nullopt;
    p.kind = OptionKind::Unit;
    p.unit = u;
    p.hexes.push_back(us.hex);
    if (us.second) p.hexes.push_back(*us.second);
    return p;
  }
  if (int l = bml_leader(st, id); l >= 0) {
    const lotn::LeaderState& ls = st.leaders[static_cast<std::size_t>(l)];
    if (!ls.on_map) return std::nullopt;
    p.kind = OptionKind::Leader;
    p.leader = l;
    p.hexes.push_back(ls.hex);
    return p;
  }
  if (bml_starts(id, "trump ")) {
    int l = bml_leader(st, id.substr(6));
    if (l < 0 || !st.leaders[static_cast<std::size_t>(l)].on_map) return std::nullopt;
    p.kind = OptionKind::Leader;
    p.leader = l;
    p.hexes.push_back(st.leaders[static_cast<std::size_t>(l)].hex);
    p.mark = "trump";
    return p;
  }
  if (bml_starts(id, "line ")) {
    // "line 1 W2321[ rigid][ 2]": the composition's row, then the hex of the line's first unit.
    const auto a = id.find(' ', 5);
    if (a == std::string::npos) return std::nullopt;
    const auto b = id.find(' ', a + 1);
    auto h = bml_hex(st, id.substr(a + 1, b == std::string::npos ? std::string::npos : b - a - 1));
    if (!h) return std::nullopt;
    p.kind = OptionKind::Line;
    p.hexes.push_back(*h);
    p.mark = "line";
    return p;
  }
  if (bml_starts(id, "caracole ")) {
    const auto at = id.find(" at ");
    if (at == std::string::npos) return std::nullopt;
    auto h = bml_hex(st, id.substr(9, at - 9));
    auto t = bml_hex(st, id.substr(at + 4));
    if (!h || !t) return std::nullopt;
    p.kind = OptionKind::Caracole;
    p.hexes.push_back(*h);
    p.target = *t;
    p.mark = "caracole";
    return p;
  }
  if (bml_starts(id, "retreat fire ")) {
    const auto back = id.find(" back to ");
    if (back == std::string::npos) return std::nullopt;
    lotn::Hex t;
    std::string rest;
    if (!bml_fire_target(st, id.substr(13, back - 13), t, rest)) return std::nullopt;
    auto h = bml_hex(st, id.substr(back + 9));
    if (!h) return std::nullopt;
    p.kind = OptionKind::RetreatFire;
    p.hexes.push_back(*h);
    p.target = t;
    p.mark = "retreat fire";
    return p;
  }
  if (bml_starts(id, "creeping fire ")) {
    const auto step = id.find(" step ");
    if (step == std::string::npos) return std::nullopt;
    lotn::Hex t;
    std::string rest;
    if (!bml_fire_target(st, id.substr(14, step - 14), t, rest)) return std::nullopt;
    if (!bml_move(st, id.substr(step + 6), p.hexes, p.facing)) return std::nullopt;
    p.kind = OptionKind::CreepingFire;
    p.target = t;
    p.mark = "creeping fire";
    return p;
  }
  if (bml_starts(id, "train ")) {
    auto h = bml_hex(st, id.substr(6));
    if (!h) return std::nullopt;
    p.kind = OptionKind::Train;
    p.hexes.push_back(*h);
    p.mark = "baggage";
    return p;
  }
  if (bml_move(st, id, p.hexes, p.facing)) {
    p.kind = OptionKind::Move;
    return p;
  }
  // A fire option: "fire W2321 salvo" (an order's pick) or "W2321 salvo" (fire.h's own question).
  const bool fire_words = bml_starts(p.words, "fire");
  const std::string fire_text = bml_starts(id, "fire ") ? id.substr(5) : fire_words ? id : "";
  if (!fire_text.empty()) {
    lotn::Hex t;
    std::string rest;
    if (!bml_fire_target(st, fire_text, t, rest)) return std::nullopt;
    p.kind = OptionKind::Fire;
    p.hexes.push_back(t);
    p.target = t;
    const std::string range = bml_range_words(p.words);
    p.mark = rest.empty() ? range : range.empty() ? rest : rest + ", " + range;
    return p;
  }
  if (auto h = bml_hex(st, id)) {  // a leader's ride (6.14)
    p.kind = OptionKind::Ride;
    p.hexes.push_back(*h);
    return p;
  }
  return std::nullopt;
}

namespace {

bool bml_word_edge(const std::string& text, std::size_t at) {
  return at >= text.size() || !std::isalnum(static_cast<unsigned char>(text[at]));
}

// The units among `candidates` whose names the text names, longest names first (a name inside a longer one
// is not taken twice), in the order the text names them.
std::vector<int> bml_named_units(const lotn::Battle& st, std::string text, std::vector<int> candidates) {
  std::stable_sort(candidates.begin(), candidates.end(), [&](int a, int b) {
    return lotn::unit_name(st, a).size() > lotn::unit_name(st, b).size();
  });
  std::vector<std::pair<std::size_t, int>> found;
  for (int u : candidates) {
    const std::string name = lotn::unit_name(st, u);
    if (name.empty()) continue;
    for (std::size_t at = text.find(name); at != std::string::npos; at = text.find(name, at + 1)) {
      if ((at > 0 && !bml_word_edge(text, at - 1)) || !bml_word_edge(text, at + name.size())) continue;
      found.push_back({at, u});
      text.replace(at, name.size(), std::string(name.size(), '\x01'));  // taken
      break;
    }
  }
  std::sort(found.begin(), found.end());
  std::vector<int> out;
  for (const auto& f : found) out.push_back(f.second);
  return out;
}

}  // namespace

int shock_attacker(const lotn::Battle& st, const DecisionRequest& request) {
  const std::string prefix = "shock: does ", suffix = " shock?";
  const std::string& l = request.label;
  if (!bml_starts(l, prefix) || l.size() < prefix.size() + suffix.size() ||
      l.compare(l.size() - suffix.size(), suffix.size(), suffix) != 0)
    return -1;
  const std::string name = l.substr(prefix.size(), l.size() - prefix.size() - suffix.size());
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    const int u = static_cast<int>(i);
    if (!st.units[i].on_map || lotn::unit_name(st, u) != name) continue;
    if (!request.side.empty() && lotn::side_id(st, lotn::def(st, u).side) != request.side) continue;
    return u;
  }
  return -1;
}

std::optional<PlacedOption> place_shock_option(const lotn::Battle& st, int attacker, const DecisionOption& option) {
  if (attacker < 0 || attacker >= static_cast<int>(st.units.size())) return std::nullopt;
  const std::string& id = option.id;
  PlacedOption p;
  p.id = id;
  p.words = option.text.empty() ? id : option.text;
  p.kind = OptionKind::Shock;
  p.unit = attacker;
  std::string named;  // the words that name the targets
  bool join = false;
  auto after = [&](const std::string& prefix) {
    if (!bml_starts(p.words, prefix)) return std::string();
    std::string rest = p.words.substr(prefix.size());
    const auto at = rest.find(" at ");
    return at == std::string::npos ? rest : rest.substr(0, at);
  };
  if (id == "shock" || id == "charge") {
    named = after(id + " ");
    p.mark = id;
  } else if ((bml_starts(id, "join") && id.size() > 4) || (bml_starts(id, "charge") && id.size() > 6)) {
    const std::string k = id.substr(bml_starts(id, "join") ? 4 : 6);
    if (!std::all_of(k.begin(), k.end(), [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)); }))
      return std::nullopt;
    join = true;
    named = bml_starts(id, "join") ? after("join the attack on ") : after("charge with the attack on ");
    p.mark = bml_starts(id, "join") ? "join" : "charge, join";
  } else {
    return std::nullopt;  // "hold": no shock
  }
  const int side = lotn::def(st, attacker).side;
  std::vector<int> enemies, in_zoc;
  const auto zoc = lotn::zoc_hexes(st, attacker);
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    const int u = static_cast<int>(i);
    if (!st.units[i].on_map || lotn::def(st, u).side == side) continue;
    enemies.push_back(u);
    if (std::find(zoc.begin(), zoc.end(), st.units[i].hex) != zoc.end() ||
        (st.units[i].second && std::find(zoc.begin(), zoc.end(), *st.units[i].second) != zoc.end()))
      in_zoc.push_back(u);
  }
  // A new attack's targets are in the attacker's ZOC; a joined one's defenders may stand beyond it.
  p.targets = bml_named_units(st, named, join ? enemies : in_zoc);
  if (p.targets.empty() && !join) p.targets = in_zoc;
  if (p.targets.empty()) return std::nullopt;
  for (int t : p.targets) {
    const lotn::UnitState& us = st.units[static_cast<std::size_t>(t)];
    if (std::find(p.hexes.begin(), p.hexes.end(), us.hex) == p.hexes.end()) p.hexes.push_back(us.hex);
  }
  return p;
}

namespace {

// A "to" ref: the hex and the facing there.
struct BmlPlace {
  lotn::Hex hex;
  int facing = -1;
};

// "1 hex", "2 hexes".
std::string bml_hexes_words(int n) { return std::to_string(n) + (n == 1 ? " hex" : " hexes"); }

// The hexes a unit on the map stands in.
void bml_add_unit_hexes(const lotn::Battle& st, int u, std::vector<lotn::Hex>& hexes) {
  const lotn::UnitState& us = st.units[static_cast<std::size_t>(u)];
  for (const std::optional<lotn::Hex>& h : {std::optional<lotn::Hex>(us.hex), us.second})
    if (h && std::find(hexes.begin(), hexes.end(), *h) == hexes.end()) hexes.push_back(*h);
}

}  // namespace

bool has_refs(const DecisionRequest& request) {
  return std::any_of(request.options.begin(), request.options.end(),
                     [](const DecisionOption& o) { return !o.refs.empty(); });
}

std::optional<PlacedOption> place_by_refs(const lotn::Battle& st, const DecisionOption& option) {
  if (option.refs.empty()) return std::nullopt;
  PlacedOption p;
  p.id = option.id;
  p.words = option.text.empty() ? option.id : option.text;
  const std::string& id = option.id;
  std::vector<int> units, leaders;
  std::vector<BmlPlace> to;
  std::optional<lotn::Hex> at, from;
  for (const DecisionRef& r : option.refs) {
    if (r.role == "unit" || r.role == "target") {
      const int u = bml_unit(st, r.id);
      if (u < 0 || !st.units[static_cast<std::size_t>(u)].on_map) return std::nullopt;
      (r.role == "unit" ? units : p.targets).push_back(u);
    } else if (r.role == "leader") {
      const int l = bml_leader(st, r.id);
      if (l < 0 || !st.leaders[static_cast<std::size_t>(l)].on_map) return std::nullopt;
      leaders.push_back(l);
    } else if (r.role == "to" || r.role == "at" || r.role == "from") {
      auto h = bml_hex(st, r.id);
      if (!h) return std::nullopt;
      if (r.role == "to") to.push_back({*h, r.facing});
      else (r.role == "at" ? at : from) = *h;
    }
    // A role this map does not know says nothing to it.
  }
  if (!units.empty()) p.unit = units.front();
  if (!leaders.empty()) p.leader = leaders.front();
  if (!p.targets.empty()) {  // a shock, a charge, a join, a counter-charge: arrows from the unit to its targets
    if (p.unit < 0) return std::nullopt;
    p.kind = OptionKind::Shock;
    for (int t : p.targets) bml_add_unit_hexes(st, t, p.hexes);
    if (id == "counter") p.mark = "counter-charge";
    else if (id == "charge" || id == "shock") p.mark = id;
    else if (bml_starts(id, "join")) p.mark = "join";
    else if (bml_starts(id, "charge")) p.mark = "charge, join";
    else p.mark = id;
    return p;
  }
  if (bml_starts(id, "death star ")) {  // each tercio and its place
    if (units.size() != 3 || to.size() != 3) return std::nullopt;
    p.kind = OptionKind::DeathStar;
    p.units = units;
    for (const auto& t : to) p.places.push_back(t.hex);
    p.hexes = {to.front().hex};
    p.facing = to.front().facing;
    p.line = id.size() > 5 && id.compare(id.size() - 5, 5, " line") == 0;
    p.mark = p.line ? "into line" : "Death Star";
    return p;
  }
  for (const auto& t : to) p.hexes.push_back(t.hex);
  if (at && !to.empty()) {  // fire, then a move (or a move, then fire)
    p.target = *at;
    if (bml_starts(id, "caracole ")) {
      p.kind = OptionKind::Caracole;
      p.mark = "caracole";
    } else if (bml_starts(id, "retreat fire ")) {
      p.kind = OptionKind::RetreatFire;
      p.mark = "retreat fire";
    } else {
      p.kind = OptionKind::CreepingFire;
      p.facing = to.front().facing;
      p.mark = "creeping fire";
    }
    return p;
  }
  if (at) {
    p.hexes = {*at};
    if (bml_starts(id, "train ")) {
      p.kind = OptionKind::Train;
      p.mark = "baggage";
      return p;
    }
    p.kind = OptionKind::Fire;
    p.target = *at;
    // What the id says after the hex ("salvo", "flank split"), and the range from the firer's hex.
    std::string rest = bml_starts(id, "fire ") ? id.substr(5) : id;
    const std::string name = lotn::hex_name(st, *at);
    rest = bml_starts(rest, name + " ") ? rest.substr(name.size() + 1) : "";
    const std::string range = from ? bml_hexes_words(st.s->map->grid().distance(*from, *at)) : "";
    p.mark = rest.empty() ? range : range.empty() ? rest : rest + ", " + range;
    return p;
  }
  if (!to.empty()) {
    p.facing = to.front().facing;
    p.kind = p.facing >= 0 ? OptionKind::Move : OptionKind::Ride;
    return p;
  }
  if (!units.empty()) {
    if (units.size() == 1 && !bml_starts(id, "line ")) {
      p.kind = OptionKind::Unit;
      bml_add_unit_hexes(st, p.unit, p.hexes);
      return p;
    }
    // A Line: clicked where its first unit stands (the hex its id names); its units drawn on hover.
    p.kind = OptionKind::Line;
    p.units = units;
    p.hexes = {st.units[static_cast<std::size_t>(units.front())].hex};
    p.mark = "line";
    return p;
  }
  if (p.leader >= 0) {
    p.kind = OptionKind::Leader;
    p.hexes = {st.leaders[static_cast<std::size_t>(p.leader)].hex};
    if (bml_starts(id, "trump ")) p.mark = "trump";
    return p;
  }
  return std::nullopt;
}

MapOptions place_options(const lotn::Battle& st, const DecisionRequest& request) {
  MapOptions out;
  // A request whose options say what they are about is placed by their refs; an older one by its ids and words
  // (a shock designation's by the attacker its label names).
  const bool by_refs = has_refs(request);
  const int attacker = by_refs ? -1 : shock_attacker(st, request);
  for (const auto& o : request.options) {
    std::optional<PlacedOption> p = by_refs         ? place_by_refs(st, o)
                                    : attacker >= 0 ? place_shock_option(st, attacker, o)
                                                    : place_option(st, o);
    if (p) {
      p->advice = o.id == request.advice;
      out.placed.push_back(std::move(*p));
    } else {
      out.others.push_back(o.id);
    }
  }
  return out;
}

std::vector<std::size_t> options_at(const MapOptions& options, const lotn::Hex& hex) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < options.placed.size(); ++i)
    for (const auto& h : options.placed[i].hexes)
      if (h == hex) {
        out.push_back(i);
        break;
      }
  return out;
}

int option_facing(const MapOptions& options, const std::vector<std::size_t>& at_hex, int vertex) {
  int found = -1;
  for (std::size_t i : at_hex) {
    const PlacedOption& p = options.placed[i];
    if (p.facing != vertex ||
        (p.kind != OptionKind::Move && p.kind != OptionKind::CreepingFire && p.kind != OptionKind::DeathStar))
      continue;
    if (found >= 0) return -1;  // two moves into the hex face the same way (one and two hexes): ask
    found = static_cast<int>(i);
  }
  return found;
}

std::string vertex_words(const lotn::MapData& map, int vertex, bool in_column) {
  for (const auto& [w, v] : in_column ? map.compass_sides : map.compass_vertices)
    if (v == vertex) return w;
  return std::string(in_column ? "hexside " : "vertex ") + std::to_string(vertex);
}

std::string option_short(const lotn::Battle& st, const PlacedOption& o) {
  switch (o.kind) {
    case OptionKind::Move:
    case OptionKind::CreepingFire: {
      std::string s = "face " + vertex_words(*st.s->map, o.facing, false);
      if (o.hexes.size() == 2) s = hex_name(st, o.hexes[0]) + "-" + hex_name(st, o.hexes[1]) + ", " + s;
      if (o.kind == OptionKind::CreepingFire) s += ", fire at " + hex_name(st, *o.target);
      return s;
    }
    case OptionKind::Fire: return "fire" + (o.mark.empty() ? std::string() : ": " + o.mark);
    case OptionKind::Unit: return "order " + lotn::unit_name(st, o.unit);
    case OptionKind::Leader: return (o.mark.empty() ? "" : o.mark + " ") + lotn::leader_name(st, o.leader);
    case OptionKind::Ride: return (o.unit >= 0 ? "to " : "ride to ") + hex_name(st, o.hexes.front());
    case OptionKind::Shock: return o.mark;
    case OptionKind::DeathStar:
      return std::string(o.line ? "Death Star into line" : "Death Star") + ", face " +
             vertex_words(*st.s->map, o.facing, false);
    default: return o.words;
  }
}

HexStack stack_at(const lotn::Battle& st, const lotn::Board& board, const lotn::Hex& hex) {
  HexStack s;
  for (int u : board.units_at(hex))
    if (lotn::present(st, u)) s.units.push_back(u);
  for (int l : board.leaders_at(hex))
    if (st.leaders[static_cast<std::size_t>(l)].on_map) s.leaders.push_back(l);
  // Routed units under the others, then by the set-up's order.
  std::stable_sort(s.units.begin(), s.units.end(), [&](int a, int b) {
    return st.units[static_cast<std::size_t>(a)].routed > st.units[static_cast<std::size_t>(b)].routed;
  });
  return s;
}

std::string counter_code(const lotn::Battle& st, int unit) {
  const lotn::Arm a = lotn::def(st, unit).arm;
  switch (a) {
    case lotn::Arm::ArtHeavy: return "HA";
    case lotn::Arm::ArtField: return "FA";
    case lotn::Arm::ArtRegimental: return "RA";
    case lotn::Arm::LCrt: return "Cr";
    default: return lotn::arm_id(a);
  }
}

std::string counter_numbers(const lotn::Battle& st, int unit) {
  const lotn::UnitDef& d = lotn::def(st, unit);
  if (lotn::is_artillery(d.arm)) return std::to_string(d.guns > 0 ? d.guns : 0) + "g " + std::to_string(lotn::current_tq(st, unit));
  return std::to_string(lotn::current_sp(st, unit)) + "-" + std::to_string(lotn::current_tq(st, unit));
}

CounterShape counter_shape(const lotn::Battle& st, int unit, int stacked) {
  const lotn::HexGrid& grid = st.s->map->grid();
  const lotn::UnitState& u = st.units[static_cast<std::size_t>(unit)];
  CounterShape c;
  const Vec2 a = hex_centre(grid, u.hex);
  c.centre = u.second ? midpoint(a, hex_centre(grid, *u.second)) : a;
  c.centre = c.centre + Vec2{0.07 * stacked, -0.07 * stacked};
  // The front's direction, then the half-depth (along it) and the half-width (across it).
  double angle = 0;
  if (!u.routed) {
    const auto o = grid.spec().orientation;
    angle = u.in_column ? side_angle(o, u.facing) : vertex_angle(o, u.facing);
    c.front = Vec2{std::cos(angle), std::sin(angle)};
  } else if (u.second) {
    const Vec2 axis = hex_centre(grid, *u.second) - a;
    angle = std::atan2(axis.y, axis.x) - 1.5707963267948966;  // lying along its two hexes
  } else {
    angle = -1.5707963267948966;  // upright
  }
  double depth = kCounterHalf, width = kCounterHalf;
  if (u.second) {
    const double half_long = 0.5 + kCounterHalf;  // from one centre to the other, and half a counter beyond each
    const Vec2 axis = hex_centre(grid, *u.second) - a;
    const Vec2 f{std::cos(angle), std::sin(angle)};
    const bool along = std::abs(axis.x * f.x + axis.y * f.y) > 0.5 * mapui::length(axis);
    if (along) depth = half_long;
    else width = half_long;
  }
  const Vec2 f{std::cos(angle), std::sin(angle)};
  const Vec2 r{-f.y, f.x};  // to the front's right on the screen (y down)
  c.corners = {c.centre + f * depth - r * width, c.centre + f * depth + r * width, c.centre - f * depth + r * width,
               c.centre - f * depth - r * width};
  return c;
}

CounterShape counter_shape_at(const lotn::HexGrid& grid, const lotn::Hex& hex, int vertex) {
  CounterShape c;
  c.centre = hex_centre(grid, hex);
  const double angle = vertex_angle(grid.spec().orientation, vertex);
  const Vec2 f{std::cos(angle), std::sin(angle)};
  const Vec2 r{-f.y, f.x};
  c.front = f;
  c.corners = {c.centre + f * kCounterHalf - r * kCounterHalf, c.centre + f * kCounterHalf + r * kCounterHalf,
               c.centre - f * kCounterHalf + r * kCounterHalf, c.centre - f * kCounterHalf - r * kCounterHalf};
  return c;
}

std::vector<CounterShape> formation_shapes(const lotn::Battle& st, const PlacedOption& option) {
  std::vector<CounterShape> out;
  if (option.kind != OptionKind::DeathStar) return out;
  for (const lotn::Hex& h : option.places) out.push_back(counter_shape_at(st.s->map->grid(), h, option.facing));
  return out;
}

std::vector<Arrow> formation_arrows(const lotn::Battle& st, const PlacedOption& option) {
  std::vector<Arrow> out;
  if (option.kind != OptionKind::DeathStar) return out;
  const lotn::HexGrid& grid = st.s->map->grid();
  for (std::size_t k = 0; k < option.units.size() && k < option.places.size(); ++k) {
    const int u = option.units[k];
    if (st.units[static_cast<std::size_t>(u)].hex == option.places[k]) continue;  // stays in its hex (it may turn)
    out.push_back({counter_shape(st, u).centre, hex_centre(grid, option.places[k]), u});
  }
  return out;
}

std::vector<std::string> unit_markers(const lotn::Battle& st, int unit) {
  const lotn::UnitState& u = st.units[static_cast<std::size_t>(unit)];
  std::vector<std::string> out;
  if (u.routed) out.push_back(u.rallied ? "Routed (rallied)" : "Routed");
  else if (u.perm_disrupted) out.push_back("Disrupted (permanently)");
  else if (u.disrupted) out.push_back("Disrupted");
  if (u.in_column) out.push_back("In Column");
  if (u.hits() > 0) out.push_back(std::to_string(u.hits()) + (u.hits() == 1 ? " hit" : " hits"));
  if (u.abandoned) out.push_back("abandoned");
  if (u.exploded_gun) out.push_back("Exploded Gun (-2)");  // optional LotN 8.66
  if (u.captured_by >= 0) out.push_back("recrewed by " + lotn::side_name(st, u.captured_by));
  if (u.moved) out.push_back("moved");
  if (u.fired) out.push_back("fired");
  return out;
}

std::string counter_of(const lotn::Battle& st, const std::string& id) {
  if (st.s->scenario.empty() || !st.s->data) return "";
  if (st.s->data->counter(id)) return id;
  const auto dot = id.rfind('.');
  if (dot != std::string::npos && st.s->data->counter(id.substr(0, dot))) return id.substr(0, dot);
  return "";
}

namespace {

// Where a rating of a scenario's counter comes from ("" printed), or, for a
// campaign's battle, the conversion that made it.
std::string bml_origin_of(const lotn::Battle& st, const std::string& id, const std::string& origin,
                          const std::string& field) {
  if (!st.s->scenario.empty()) {
    const std::string counter = counter_of(st, id);
    if (counter.empty()) return "not on a counter of the data";
    const lotn::CounterDef* c = st.s->data->counter(counter);
    auto it = c->values.find(field);
    if (it == c->values.end()) return "";  // not rated on the counter: nothing read
    return bml_provenance_words(it->second);
  }
  std::string from = "the campaign's unit";
  if (const battles::Unit* u = st.s->setup.unit(origin)) from = u->name.empty() ? u->type_name : u->name;
  else if (!origin.empty()) {
    for (const auto& l : st.s->setup.leaders)
      if (l.id == origin) from = l.name;
  }
  return "converted from " + from + " by the battle's conversion settings (the rules give no conversion)";
}

std::string bml_now(int now, int printed) {
  return now == printed ? std::to_string(printed) : std::to_string(now) + " (printed " + std::to_string(printed) + ")";
}

}  // namespace

std::vector<ValueLine> unit_values(const lotn::Battle& st, int unit) {
  const lotn::UnitDef& d = lotn::def(st, unit);
  const lotn::UnitState& u = st.units[static_cast<std::size_t>(unit)];
  auto from = [&](const std::string& field) { return bml_origin_of(st, d.id, d.origin, field); };
  std::vector<ValueLine> out;
  std::string type = lotn::arm_words(d.arm);
  if (d.double_sized) type += ", double-sized";
  out.push_back({"Type", type, ""});
  out.push_back({"Army", st.s->armies[static_cast<std::size_t>(d.army)].name, ""});
  if (lotn::is_artillery(d.arm)) {
    out.push_back({"Guns", std::to_string(d.guns), from("guns")});
    out.push_back({"Range", std::to_string(d.range), from("range")});
  } else if (d.arm == lotn::Arm::HI || d.arm == lotn::Arm::TE) {
    out.push_back({"Musket SP", bml_now(lotn::fire_sp(st, unit), d.fire_sp), from("fire_sp")});
    out.push_back({"Pike SP", bml_now(lotn::shock_sp(st, unit), d.shock_sp), from("shock_sp")});
  } else {
    out.push_back({"SP", bml_now(lotn::current_sp(st, unit), d.fire_sp), from("sp")});
  }
  out.push_back({"TQ", bml_now(lotn::current_tq(st, unit), d.tq), from(u.disrupted && !u.routed ? "tq_disrupted" : "tq")});
  if (!lotn::is_artillery(d.arm)) out.push_back({"TQ disrupted", std::to_string(d.tq_disrupted), from("tq_disrupted")});
  out.push_back({"MA", bml_now(lotn::current_ma(st, unit), d.ma), from("ma")});
  if (d.ma_extended > 0) out.push_back({"MA extended (LotN 6.12)", std::to_string(d.ma_extended), from("ma_extended")});
  if (!lotn::is_artillery(d.arm)) {
    out.push_back({"MA disrupted", std::to_string(d.ma_disrupted), from("ma_disrupted")});
    out.push_back({"Fire rate", std::to_string(d.fr), from("fr")});
    out.push_back({"Fire rate disrupted", std::to_string(d.fr_disrupted), from("fr_disrupted")});
    if (d.fr_caracole != 0) out.push_back({"Fire rate, caracole", std::to_string(d.fr_caracole), from("fr_caracole")});
    out.push_back({"Weapon",
                   d.weapon == lotn::Weapon::Musket ? "musket" : d.weapon == lotn::Weapon::Pistol ? "pistol" : "none",
                   from("weapon")});
  }
  std::string where = u.on_map ? hex_name(st, u.hex) + (u.second ? "-" + hex_name(st, *u.second) : "") : u.gone;
  if (u.on_map && !u.routed)
    where += u.in_column ? ", In Column facing " + vertex_words(*st.s->map, u.facing, true)
                         : ", facing " + vertex_words(*st.s->map, u.facing, false);
  out.push_back({"Where", where, ""});
  std::string state;
  for (const auto& m : unit_markers(st, unit)) state += (state.empty() ? "" : ", ") + m;
  if (!state.empty()) out.push_back({"State", state, ""});
  return out;
}

std::vector<ValueLine> leader_values(const lotn::Battle& st, int leader) {
  const lotn::LeaderDef& d = lotn::ldef(st, leader);
  const lotn::LeaderState& l = st.leaders[static_cast<std::size_t>(leader)];
  auto from = [&](const std::string& field) { return bml_origin_of(st, d.id, d.origin, field); };
  std::vector<ValueLine> out;
  std::string role = d.overall_commander ? "overall commander" : "leader";
  if (d.elite) role += ", elite";
  if (d.restriction == lotn::LeaderDef::Restriction::Cavalry) role += ", commands cavalry only";
  if (d.restriction == lotn::LeaderDef::Restriction::Artillery) role += ", commands artillery only";
  out.push_back({"Role", role, ""});
  out.push_back({"Army", st.s->armies[static_cast<std::size_t>(d.army)].name, ""});
  out.push_back({"Initiative", bml_now(lotn::leader_initiative(st, leader), d.initiative), from("initiative")});
  out.push_back({"Line Commands", std::to_string(d.line_commands), from("line_commands")});
  out.push_back({"Command Range", bml_now(lotn::leader_range(st, leader), d.range), from("command_range")});
  out.push_back({"Strategy", d.strategy < 0 ? "none" : std::to_string(d.strategy), from("strategy")});
  out.push_back({"Charisma", bml_now(lotn::leader_charisma(st, leader), d.charisma), from("charisma")});
  out.push_back({"Mortality", std::to_string(d.mortality), from("mortality")});
  out.push_back({"MA", bml_now(lotn::leader_ma(st, leader), d.ma), from("ma")});
  std::string status = l.status == lotn::LeaderState::Status::Active     ? "active"
                       : l.status == lotn::LeaderState::Status::Finished ? "finished"
                                                                          : "not yet activated";
  if (l.wounded) status += ", wounded";
  if (l.killed) status += ", killed";
  if (l.captured) status += ", captured";
  if (l.phases > 0) status += ", " + std::to_string(l.phases) + " Orders Phase" + (l.phases == 1 ? "" : "s") + " this turn";
  out.push_back({"Status", status, ""});
  out.push_back({"Where", l.on_map                  ? hex_name(st, l.hex)
                          : lotn::leader_in_box(st, leader) ? lotn::leader_box_words(st, leader) + " (off the map)"
                                                            : "off the map",
                  ""});
  return out;
}

ProvenanceNotes provenance_notes(const std::vector<ValueLine>& lines) {
  ProvenanceNotes out;
  std::vector<std::string> sources;
  std::vector<std::vector<std::string>> labels;
  for (const auto& l : lines) {
    if (l.provenance.empty()) {
      out.number.push_back(0);
      continue;
    }
    auto it = std::find(sources.begin(), sources.end(), l.provenance);
    if (it == sources.end()) {
      sources.push_back(l.provenance);
      labels.emplace_back();
      it = sources.end() - 1;
    }
    const auto k = static_cast<std::size_t>(it - sources.begin());
    labels[k].push_back(l.label);
    out.number.push_back(static_cast<int>(k) + 1);
  }
  for (std::size_t k = 0; k < sources.size(); ++k) {
    std::string names;
    for (std::size_t i = 0; i < labels[k].size(); ++i)
      names += (i == 0 ? "" : i + 1 == labels[k].size() ? " and " : ", ") + labels[k][i];
    out.notes.push_back(names + " not printed: " + sources[k]);
  }
  return out;
}

HeaderWords header_words(const lotn::Battle& st, const DecisionRequest* waiting, bool as_ordered) {
  HeaderWords h;
  h.turn = "Turn " + std::to_string(st.turn) + ", " + lotn::clock_words(st.time);
  std::string phase = lotn::phase_words(st);
  if (!phase.empty()) phase[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(phase[0])));
  h.phase = phase;
  if (st.visibility != lotn::Visibility::Clear)
    h.visibility = std::string("Visibility: ") + lotn::visibility_words(st.visibility);
  if (waiting) h.decider = waiting->side_name.empty() ? "The umpire decides" : waiting->side_name + " to decide";
  if (as_ordered && waiting)
    h.as_of = "As ordered so far: the counters stand where this phase's orders have taken them; the orders are "
              "recorded once the phase is done";
  return h;
}

std::vector<std::string> last_rulings(const lotn::Battle& st, std::size_t n) {
  std::vector<std::string> out;
  const std::size_t size = st.log.size();
  for (std::size_t i = size > n ? size - n : 0; i < size; ++i) out.push_back(st.log[i]);
  return out;
}

}  // namespace umpire::lotnui
