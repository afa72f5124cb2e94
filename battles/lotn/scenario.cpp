#include "lotn/scenario.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <map>
#include <optional>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "lotn/baggage.h"
#include "lotn/data_variants.h"

namespace umpire::lotn {

namespace {

// ---- reading the scenario document

std::string scen_lower(std::string s) {
  for (auto& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}

std::string scen_str(const Json& j, const char* key) {
  return j.is_object() && j.contains(key) && j.at(key).is_string() ? j.at(key).get<std::string>() : std::string();
}

std::vector<std::string> scen_strings(const Json& j, const char* key) {
  std::vector<std::string> out;
  if (j.is_object() && j.contains(key) && j.at(key).is_array())
    for (const auto& v : j.at(key))
      if (v.is_string()) out.push_back(v.get<std::string>());
  return out;
}

// "1400" -> 840 (minutes after midnight); -1 for anything else.
int scen_time(const std::string& hhmm) {
  if (hhmm.size() != 4 || !std::all_of(hhmm.begin(), hhmm.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return -1;
  return std::stoi(hhmm.substr(0, 2)) * 60 + std::stoi(hhmm.substr(2));
}

// The scenario's sides in its document's order: id, name ("Swedes").
struct ScenSide {
  std::string id, name, facing, retreat_edge;
  int level = 0;
  int side = 0;  // the player: 1 for the Imperialists, 0 for the Swedes and their allies
};

std::vector<ScenSide> scen_sides(const Json& doc) {
  std::vector<ScenSide> out;
  if (!doc.contains("sides")) return out;
  for (const auto& j : doc.at("sides")) {
    ScenSide s;
    s.id = scen_str(j, "id");
    s.name = scen_str(j, "name");
    s.facing = scen_str(j, "facing");
    s.retreat_edge = scen_str(j, "retreat_edge");
    if (j.contains("withdrawal_level") && j.at("withdrawal_level").contains("value"))
      s.level = j.at("withdrawal_level").at("value").get<int>();
    s.side = s.id == "imperialist" ? 1 : 0;
    out.push_back(s);
  }
  return out;
}

std::string scen_side_name(const std::vector<ScenSide>& sides, const std::string& id) {
  for (const auto& s : sides)
    if (s.id == id) return s.name;
  return id;
}

// ---- where each counter goes

// One counter or leader of the scenario: deployed by a row, arriving later, or a replacement leader.
struct ScenPiece {
  bool leader = false;
  std::string counter;  // the counter's or leader's id in data/lotn
  std::string side;     // the scenario side ("swedish")
  int row = -1;         // its deployment row; -1 when it starts off the map
  int nth = 0;          // which of the row's counters
  std::optional<Hex> hex, second;
  int facing = 0;
  bool on_map = false;
  int hits = 0;              // hits it starts with (the row's "start")
  std::string hits_variant;  // the rule variant that may fold the hits into the printed strength
  bool dropped = false;      // trial play: no room for it on the schematic map (not in the battle)
};

struct ScenPlan {
  const MapData* map = nullptr;
  std::string map_id;
  std::vector<ScenPiece> pieces;      // in order: the rows' counters and leaders, then arrivals, then replacements
  std::vector<std::string> problems;  // rows the engine cannot place, hexes not on the map
  std::vector<std::string> choices;   // placements the text leaves to the player, as made
  std::vector<std::string> off_field;  // trial play: counters of printed rows the schematic map has no room for
};

// "W2816-W2821" for a list of hexes in a row, else "W2816, W2818".
std::string scen_hex_list(const std::vector<std::string>& hexes) {
  auto number = [](const std::string& id) {  // "W2816" -> 2816
    std::size_t digits = id.find_first_of("0123456789");
    return digits == std::string::npos ? -1 : std::atoi(id.c_str() + digits);
  };
  bool run = hexes.size() >= 3;
  for (std::size_t i = 1; run && i < hexes.size(); ++i)
    run = hexes[i].size() == hexes[0].size() && hexes[i][0] == hexes[0][0] &&
          number(hexes[i]) == number(hexes[i - 1]) + 1;
  if (run) return hexes.front() + "-" + hexes.back();
  std::string out;
  for (std::size_t i = 0; i < hexes.size(); ++i) out += (i ? ", " : "") + hexes[i];
  return out;
}

std::string scen_counter_name(const DataSet& data, const std::string& id) {
  const CounterDef* d = data.counter(id);
  return d ? d->name : id;
}

// `mode`: in trial play a zone on the schematic map with too few hexes takes the counters it has room for; the rest
// stay out of the battle (ScenPlan::off_field).
ScenPlan scen_plan(const DataSet& data, const ScenarioDef& s, Mode mode) {
  ScenPlan plan;
  const Json& doc = *s.document;
  std::vector<ScenSide> sides = scen_sides(doc);
  std::vector<std::string> maps = scen_strings(doc, "maps");
  if (maps.size() != 1) {
    plan.problems.push_back("LotN 2.1: " + s.name + " names " + std::to_string(maps.size()) +
                            " maps; the set-up needs the one map its hexes are on");
  } else {
    plan.map_id = maps.front();
    plan.map = data.map(plan.map_id);
    if (!plan.map)
      plan.problems.push_back("LotN 2.1: there is no map \"" + plan.map_id + "\" for " + s.name +
                              " (draw it from the printed map)");
  }

  const Json& rows = doc.at("deployment");
  // Per row: its pieces' indices; rows whose counters cannot go one (or k) a hex alone wait for the rows sharing
  // their hexes.
  std::vector<std::vector<std::size_t>> row_pieces(rows.size());
  std::vector<std::vector<Hex>> row_hexes(rows.size());
  std::vector<bool> row_ok(rows.size(), false);
  std::vector<std::size_t> zone_rows;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const Json& row = rows[r];
    bool leader = row.contains("leader");
    std::string id = scen_str(row, leader ? "leader" : "counter");
    std::string side = scen_str(row, "side");
    int count = row.contains("count") ? row.at("count").get<int>() : 1;
    std::vector<std::string> hex_ids = scen_strings(row, "hexes");
    std::string what = scen_counter_name(data, id);
    std::string where = s.rule + ", " + scen_side_name(sides, side);
    int facing = 0;
    if (plan.map) {
      std::string word = scen_str(row, "facing");
      auto v = plan.map->vertex_for(word);
      if (!v)
        plan.problems.push_back("LotN 2.1: " + plan.map->name + " gives no vertex for the direction \"" + word +
                                "\" that " + what + " faces (" + where + ")");
      else
        facing = *v;
    }
    for (int k = 0; k < count; ++k) {
      ScenPiece p;
      p.leader = leader;
      p.counter = id;
      p.side = side;
      p.row = static_cast<int>(r);
      p.nth = k;
      p.facing = facing;
      p.on_map = true;
      if (row.contains("start") && row.at("start").contains("hits")) {
        p.hits = row.at("start").at("hits").get<int>();
        std::string src = scen_str(row.at("start"), "source");
        auto at = src.find("rule variant ");
        if (at != std::string::npos) {
          std::string key = src.substr(at + 13);
          key = key.substr(0, key.find_first_of(") ,;"));
          p.hits_variant = key;
        }
      }
      row_pieces[r].push_back(plan.pieces.size());
      plan.pieces.push_back(p);
    }
    if (hex_ids.empty() && row.contains("zone") && plan.map) {
      zone_rows.push_back(r);  // placed once every row with hexes stands
      continue;
    }
    if (hex_ids.empty()) {
      plan.problems.push_back(where + ": " + std::to_string(count) + " " + what + " set up in " +
                              scen_str(row, "placement") +
                              ", not in given hexes: this set-up cannot place them (enter their hexes)");
      continue;
    }
    if (!plan.map) continue;
    std::vector<NamedHex> named;
    for (const auto& h : hex_ids) named.push_back({h, what + ", " + where});
    auto bad = check_named_hexes(*plan.map, named);
    for (const auto& b : bad) plan.problems.push_back("LotN 2.1: " + b);
    if (!bad.empty()) continue;
    for (const auto& h : hex_ids) row_hexes[r].push_back(*plan.map->grid().parse(h));

    const CounterDef* d = data.counter(id);
    std::size_t n = static_cast<std::size_t>(count), nh = row_hexes[r].size();
    auto& ps = row_pieces[r];
    if (leader) {
      plan.pieces[ps[0]].hex = row_hexes[r][0];
      row_ok[r] = true;
    } else if (d && d->double_sized && nh == 2 * n) {
      // A double-sized counter takes two hexes, side by side.
      for (std::size_t k = 0; k < n; ++k) {
        Hex a = row_hexes[r][2 * k], b = row_hexes[r][2 * k + 1];
        if (!plan.map->grid().adjacent(a, b)) {
          plan.problems.push_back(where + ": " + what + " is double-sized, but " + hex_ids[2 * k] + " and " +
                                  hex_ids[2 * k + 1] + " are not adjacent on " + plan.map->name);
          break;
        }
        plan.pieces[ps[k]].hex = a;
        plan.pieces[ps[k]].second = b;
      }
      row_ok[r] = true;
    } else if (d && d->double_sized) {
      plan.problems.push_back(where + ": " + what + " is double-sized and needs two hexes a counter; the row gives " +
                              std::to_string(nh) + " for " + std::to_string(n));
      row_ok[r] = true;  // said: not shared out with other rows
    } else if (n % nh == 0) {
      // One a hex, or k in each hex ("two in each hex"), in the row's order.
      std::size_t per = n / nh;
      for (std::size_t k = 0; k < n; ++k) plan.pieces[ps[k]].hex = row_hexes[r][k / per];
      row_ok[r] = true;
    }
  }

  // Rows that share their hexes with others ("Field (4) and Heavy (2): W2816-W2821", one gun a hex): the text
  // leaves which hex holds which to the player. The set-up fills the hexes in the rows' order.
  std::vector<bool> pooled(rows.size(), false);
  for (std::size_t r = 0; r < rows.size(); ++r) {
    if (row_ok[r] || pooled[r] || row_hexes[r].empty()) continue;
    std::vector<std::size_t> group;
    for (std::size_t q = 0; q < rows.size(); ++q)
      if (!row_ok[q] && !pooled[q] && row_hexes[q] == row_hexes[r] &&
          scen_str(rows[q], "side") == scen_str(rows[r], "side") && !rows[q].contains("leader"))
        group.push_back(q);
    std::size_t total = 0;
    for (auto q : group) total += row_pieces[q].size();
    std::size_t nh = row_hexes[r].size();
    std::vector<std::string> hex_ids = scen_strings(rows[r], "hexes");
    std::string where = s.rule + ", " + scen_side_name(sides, scen_str(rows[r], "side"));
    std::string names;
    for (std::size_t i = 0; i < group.size(); ++i) {
      std::string id = scen_str(rows[group[i]], "counter");
      names += (i ? (i + 1 == group.size() ? " and " : ", ") : "") + std::string(scen_counter_name(data, id)) + " (" +
               std::to_string(row_pieces[group[i]].size()) + ")";
    }
    for (auto q : group) pooled[q] = true;
    if (total % nh != 0) {
      plan.problems.push_back(where + ": " + names + " are " + std::to_string(total) + " counters for the " +
                              std::to_string(nh) + " hexes " + scen_hex_list(hex_ids) +
                              ": this set-up cannot share them out (enter a hex for each)");
      continue;
    }
    std::size_t per = total / nh, k = 0;
    std::string placed;
    for (auto q : group) {
      std::size_t first = k;
      for (auto pi : row_pieces[q]) plan.pieces[pi].hex = row_hexes[r][k++ / per];
      std::string id = scen_str(rows[q], "counter");
      placed += (placed.empty() ? "" : "; ") + scen_counter_name(data, id) + " in " +
                scen_hex_list(std::vector<std::string>(hex_ids.begin() + static_cast<long>(first / per),
                                                       hex_ids.begin() + static_cast<long>((k - 1) / per + 1)));
    }
    plan.choices.push_back(where + ": the text places " + names + " in " + scen_hex_list(hex_ids) +
                           " without saying which hex holds which; set up in the order listed: " + placed);
  }

  // Rows set up in a zone ("any hex in the ditch or directly behind it, between 2712 and 2535"): the player's
  // choice; the set-up takes the zone's hexes in order from its first end, the terrain's first, then those behind.
  for (std::size_t r : zone_rows) {
    const Json& row = rows[r];
    const Json& zone = row.at("zone");
    const HexGrid& grid = plan.map->grid();
    std::string what = scen_counter_name(data, scen_str(row, "counter"));
    std::string where = s.rule + ", " + scen_side_name(sides, scen_str(row, "side"));
    auto from = grid.parse(scen_str(zone, "from")), to = grid.parse(scen_str(zone, "to"));
    auto terrain = std::find(std::begin(kTerrainIds), std::end(kTerrainIds), scen_str(zone, "terrain"));
    std::optional<int> behind;
    if (zone.contains("or_behind")) behind = plan.map->side_for(scen_str(zone, "or_behind"));
    if (!from || !to || terrain == std::end(kTerrainIds) || (zone.contains("or_behind") && !behind)) {
      plan.problems.push_back("LotN 2.1: " + plan.map->name + " cannot show the zone where " + what + " set up (" +
                              where + ": " + scen_str(row, "placement") + ")");
      continue;
    }
    Terrain kind = static_cast<Terrain>(terrain - std::begin(kTerrainIds));
    int lo = std::min(from->bb, to->bb), hi = std::max(from->bb, to->bb);
    std::vector<Hex> in, back;
    for (const Hex& h : grid.all_hexes())
      if (h.section == from->section && h.bb >= lo && h.bb <= hi && plan.map->facts(h).terrain == kind) in.push_back(h);
    std::stable_sort(in.begin(), in.end(),
                     [&](const Hex& a, const Hex& b) { return std::abs(a.bb - from->bb) < std::abs(b.bb - from->bb); });
    if (behind)
      for (const Hex& h : in)
        if (auto n = grid.neighbour(h, *behind);
            n && plan.map->facts(*n).terrain != kind && std::find(back.begin(), back.end(), *n) == back.end())
          back.push_back(*n);
    in.insert(in.end(), back.begin(), back.end());
    std::vector<Hex> free;
    for (const Hex& h : in)
      if (std::none_of(plan.pieces.begin(), plan.pieces.end(),
                       [&](const ScenPiece& p) { return !p.leader && (p.hex == h || p.second == h); }))
        free.push_back(h);
    auto ps = row_pieces[r];
    if (free.size() < ps.size() && mode == Mode::Trial && plan.map->placeholder) {
      plan.off_field.push_back("Not on the field (the " + scen_side_name(sides, scen_str(row, "side")) + "): " +
                               std::to_string(ps.size() - free.size()) + " of the " + std::to_string(ps.size()) + " " +
                               what + " (the schematic map has room for " + std::to_string(free.size()) +
                               " where they set up, " + scen_str(row, "placement") + "; " + s.rule + ")");
      for (std::size_t k = free.size(); k < ps.size(); ++k) plan.pieces[ps[k]].dropped = true;
      ps.resize(free.size());
    }
    if (free.size() < ps.size()) {
      plan.problems.push_back("LotN 2.1: " + plan.map->name + " has " + std::to_string(free.size()) +
                              " free hexes for the " + std::to_string(ps.size()) + " " + what + " that set up in " +
                              scen_str(row, "placement") + " (" + where + ")");
      continue;
    }
    std::string placed;
    for (std::size_t k = 0; k < ps.size(); ++k) {
      plan.pieces[ps[k]].hex = free[k];
      placed += (k ? ", " : "") + grid.name(free[k]);
    }
    plan.choices.push_back(where + ": " + std::to_string(ps.size()) + " " + what + " set up in " +
                           scen_str(row, "placement") + "; the player's choice, made in order from " +
                           scen_str(zone, "from") + ": " + placed);
  }

  // Counters still to come and the replacement leaders start off the map.
  auto has_leader = [&](const std::string& id) {
    return std::any_of(plan.pieces.begin(), plan.pieces.end(),
                       [&](const ScenPiece& p) { return p.leader && p.counter == id; });
  };
  if (doc.contains("reinforcements"))
    for (const auto& g : doc.at("reinforcements")) {
      std::string side = scen_str(g, "side");
      std::string l = scen_str(g, "leader");
      if (!l.empty() && !has_leader(l)) plan.pieces.push_back(ScenPiece{true, l, side, -1, 0, {}, {}, 0, false, 0, {}, false});
      for (const auto& c : scen_strings(g, "counters"))
        plan.pieces.push_back(ScenPiece{false, c, side, -1, 0, {}, {}, 0, false, 0, {}, false});
    }
  if (doc.contains("replacements"))
    for (const auto& g : doc.at("replacements"))
      for (const auto& l : scen_strings(g, "leaders"))
        if (!has_leader(l))
          plan.pieces.push_back(ScenPiece{true, l, scen_str(g, "side"), -1, 0, {}, {}, 0, false, 0, {}, false});
  plan.pieces.erase(std::remove_if(plan.pieces.begin(), plan.pieces.end(), [](const ScenPiece& p) { return p.dropped; }),
                    plan.pieces.end());
  return plan;
}

// The map's terrain in this mode: a schematic stand-in is no map (provisional play has no reconstruction of it).
std::optional<std::string> scen_map_problem(const MapData& map, Mode mode) {
  auto p = provenance_of(map.source);
  if (!map.placeholder && p && readable(*p, mode)) return std::nullopt;
  if (map.placeholder && mode == Mode::Trial) return std::nullopt;  // trying the program: the stand-in will do
  if (map.placeholder)
    return "LotN 2.1: the rules text has no map of " + map.name +
           ": the map here is a schematic stand-in (every hex clear but the few the text places), which only trial "
           "play reads; draw its terrain from the printed map";
  return "LotN 2.1: " + map.name + " is not a map " + to_string(mode) + " play reads (its source: " + map.source + ")";
}

std::string scen_join(const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? (i + 1 == items.size() ? " and " : ", ") : "") + items[i];
  return out;
}

// ---- ratings

const char* scen_rule(const CounterDef& d) { return d.leader ? "LotN 4.1" : "LotN 2.2"; }

bool scen_has(const CounterDef& d, const std::string& field) {
  return std::find(d.fields.begin(), d.fields.end(), field) != d.fields.end();
}

int scen_int(const Tables& t, const CounterDef& d, const std::string& field, const std::string& purpose) {
  Cell c = t.need_rating(d.id, field, purpose);
  if (auto v = cell_int(c.value)) return *v;
  throw UserError(std::string(scen_rule(d)) + ": the " + rating_label(field) + " of " + d.display_name() + " reads \"" +
                  c.value + "\", which is not a number");
}

// "yes"/"true", "no"/"false"/"none" (any case); nullopt for other words.
std::optional<bool> scen_yes_word(const std::string& value) {
  std::string v = scen_lower(value);
  if (v == "yes" || v == "true") return true;
  if (v == "no" || v == "false" || v == "none") return false;
  return std::nullopt;
}

// "musket", "pistol", "none" (any case); nullopt for other words.
std::optional<Weapon> scen_weapon_word(const std::string& value) {
  std::string w = scen_lower(value);
  if (w == "musket") return Weapon::Musket;
  if (w == "pistol") return Weapon::Pistol;
  if (w == "none") return Weapon::None;
  return std::nullopt;
}

bool scen_yes(const Tables& t, const CounterDef& d, const std::string& field, const std::string& purpose) {
  std::string v = scen_lower(t.need_rating(d.id, field, purpose).value);
  if (auto yes = scen_yes_word(v)) return *yes;
  throw UserError(std::string(scen_rule(d)) + ": the " + rating_label(field) + " of " + d.display_name() + " reads \"" +
                  v + "\", not yes or no");
}

// The counter's printed ratings, each read through the gate (a refused one throws MissingValue naming it).
UnitDef scen_unit(const Tables& t, const CounterDef& d) {
  const std::string purpose = "set-up: " + d.name;
  UnitDef u;
  std::string type = d.type;
  if (type == "cavalry") type = t.need_rating(d.id, "type", purpose).value;  // a counter of unknown kind
  auto arm = arm_from_id(type);
  if (!arm || (d.type == "cavalry" && !is_cavalry(*arm)))
    throw UserError(std::string(scen_rule(d)) + ": " + d.display_name() + " is of type \"" + type +
                    "\", which is not a unit type of LotN 2.2" + (d.type == "cavalry" ? " for cavalry" : ""));
  u.arm = *arm;
  u.double_sized = d.double_sized;
  u.swedish = d.side == "swedish";
  u.saxon = d.side == "saxon";
  u.tq = scen_int(t, d, "tq", purpose);
  u.ma = scen_int(t, d, "ma", purpose);
  if (is_artillery(u.arm)) {
    u.range = scen_int(t, d, "range", purpose);
    u.tq_disrupted = u.tq - 1;  // the "Artillery Disrupted, TQ-1" marker: a gun has no Disrupted side
    u.ma_disrupted = u.ma;
    u.weapon = Weapon::None;
    return u;
  }
  if (u.arm == Arm::HI || u.arm == Arm::TE) {
    u.fire_sp = scen_int(t, d, "fire_sp", purpose);
    u.shock_sp = scen_int(t, d, "shock_sp", purpose);
  } else {
    u.fire_sp = u.shock_sp = scen_int(t, d, "sp", purpose);
  }
  u.tq_disrupted = scen_int(t, d, "tq_disrupted", purpose);
  u.ma_disrupted = scen_int(t, d, "ma_disrupted", purpose);
  if (scen_has(d, "ma_extended")) u.ma_extended = scen_int(t, d, "ma_extended", purpose);
  u.fr = scen_int(t, d, "fr", purpose);
  u.fr_disrupted = scen_int(t, d, "fr_disrupted", purpose);
  if (u.arm == Arm::CR && scen_has(d, "fr_caracole")) u.fr_caracole = scen_int(t, d, "fr_caracole", purpose);
  std::string w = scen_lower(t.need_rating(d.id, "weapon", purpose).value);
  if (auto weapon = scen_weapon_word(w))
    u.weapon = *weapon;
  else
    throw UserError(std::string(scen_rule(d)) + ": the weapon of " + d.display_name() + " reads \"" + w +
                    "\": musket, pistol or none");
  return u;
}

LeaderDef scen_leader(const Tables& t, const CounterDef& d) {
  const std::string purpose = "set-up: " + d.name;
  LeaderDef l;
  l.initiative = scen_int(t, d, "initiative", purpose);
  l.elite = scen_yes(t, d, "elite", purpose);
  l.line_commands = scen_int(t, d, "line_commands", purpose);
  l.range = scen_int(t, d, "command_range", purpose);
  std::string strategy = t.need_rating(d.id, "strategy", purpose).value;
  l.strategy = strategy == "none" ? -1 : scen_int(t, d, "strategy", purpose);  // none printed: never LC out of range
  l.charisma = scen_int(t, d, "charisma", purpose);
  l.mortality = scen_int(t, d, "mortality", purpose);
  l.ma = scen_int(t, d, "ma", purpose);
  l.overall_commander = d.overall_commander;
  l.restriction = d.restriction == "cavalry"     ? LeaderDef::Restriction::Cavalry
                  : d.restriction == "artillery" ? LeaderDef::Restriction::Artillery
                                                 : LeaderDef::Restriction::None;
  return l;
}

// Hits allocated as LotN 12.12 does: HI/TE hits #3, #6, ... off the pike, the others off the musket.
void scen_hits(Arm arm, int hits, int& musket, int& pike) {
  if (arm == Arm::HI || arm == Arm::TE) {
    pike = hits / 3;
    musket = hits - pike;
  } else {
    musket = hits;
    pike = 0;
  }
}

// Whether the start hits become the printed strength (Lützen's Gula by default: "printed 7/4, base strength 11").
bool scen_folded(const ScenPiece& p, const Json& variants) {
  return p.hits > 0 && !p.hits_variant.empty() && rule_variant(variants, p.hits_variant) == 0;
}

Json scen_variants(const Json& given) {
  Json out = default_variant_values();
  if (given.is_null()) return out;
  if (!given.is_object()) throw UserError("the rule variants are an object of variants and values");
  for (auto it = given.begin(); it != given.end(); ++it) {
    const SettingDef* d = find_setting(rule_variants(), it.key());
    if (!d) throw UserError("there is no Lion of the North rule variant \"" + it.key() + "\"");
    SettingValue v = read_setting_value(*d, it.value());
    if (!v.problem.empty()) throw UserError(d->rule + ": " + v.problem);
    out[d->key] = v.value;
  }
  return out;
}

MapEdge scen_edge_word(const std::string& text, MapEdge fallback) {
  std::string w = scen_lower(text.substr(0, text.find(' ')));
  for (int e = 0; e < 4; ++e)
    if (w == kMapEdgeIds[e]) return static_cast<MapEdge>(e);
  return fallback;
}

}  // namespace

std::string rating_problem(const CounterDef& d, const std::string& field, const std::string& value) {
  if (value.empty()) return "a rating is not empty";
  if (field == "type") {
    auto arm = arm_from_id(value);
    if (!arm || !is_cavalry(*arm)) return "a cavalry counter's type is HC, CR, LC, LCrt or DG";
    return "";
  }
  if (field == "weapon") return scen_weapon_word(value) ? "" : "a weapon is musket, pistol or none";
  if (field == "elite") return scen_yes_word(value) ? "" : "Elite is yes or no";
  if (field == "strategy" && value == "none") return "";
  if (!cell_int(value)) return "the " + rating_label(field) + " of " + d.display_name() + " is a whole number";
  return "";
}

// ---- what is missing

std::vector<std::string> scenario_missing(const DataSet& data, const std::string& scenario, Mode mode) {
  auto it = data.scenarios.find(scenario);
  if (it == data.scenarios.end()) {
    std::string known;
    for (const auto& [id, s] : data.scenarios) known += (known.empty() ? "" : ", ") + id;
    return {"There is no scenario \"" + scenario + "\"" + (known.empty() ? "" : " (the scenarios: " + known + ")")};
  }
  const ScenarioDef& s = it->second;
  Tables t(data, mode);
  std::vector<ScenSide> sides = scen_sides(*s.document);
  std::vector<std::string> out;

  // The deployment: rows the text names but does not print (trial play leaves their counters off the field), then
  // rows this set-up cannot place.
  for (const auto& m : s.missing_units)
    if (mode != Mode::Trial && !scenario_train_given(data, scenario, m.name, mode))  // a train the map or data places
      out.push_back(s.rule + ", " + scen_side_name(sides, m.side) + ": no deployment row places " + m.name + ": " +
                  m.why + "; enter it from the scenario book");
  ScenPlan plan = scen_plan(data, s, mode);
  out.insert(out.end(), plan.problems.begin(), plan.problems.end());

  // The counters: each one lacking ratings, naming them.
  for (const auto& id : scenario_counters(s)) {
    const CounterDef* d = data.counter(id);
    if (!d) continue;
    auto lacking = unreadable_ratings(t, *d);
    if (lacking.empty()) continue;
    out.push_back(std::string(scen_rule(*d)) + ": " + d->display_name() + (d->leader ? " lacks his " : " lacks its ") +
                  scen_join(lacking) + "; enter " + (lacking.size() == 1 ? "it" : "them") +
                  " from the printed counter");
  }

  // The charts: each missing cell, a line a chart row.
  for (const auto& id : scenario_grids(data, s)) {
    const Grid& g = data.grids.at(id);
    GridStatus st = grid_status(g, mode);
    if (!st.missing) continue;
    for (const auto& line : missing_cell_lines(g, st)) out.push_back(g.rule + ": " + g.title + " lacks " + line);
  }

  // The map's terrain.
  if (plan.map)
    if (auto problem = scen_map_problem(*plan.map, mode)) out.push_back(*problem);

  // Whatever the data check blocks that the lines above did not name.
  if (out.empty()) out = play_blockers(data, scenario, mode);
  return out;
}

std::string scenario_refusal(const DataSet& data, const std::string& scenario, Mode mode,
                             const std::vector<std::string>& missing) {
  auto it = data.scenarios.find(scenario);
  if (it == data.scenarios.end()) return scenario_missing(data, scenario, mode).front();  // "There is no scenario"
  std::string title = it->second.name + " (" + it->second.rule + ")";
  std::string out = title + " cannot be set up for " + to_string(mode) + " play: " + std::to_string(missing.size()) +
                    (missing.size() == 1 ? " thing is" : " things are") + " missing.";
  for (const auto& line : missing) out += "\n  " + line;
  if (mode == Mode::Strict) {
    std::size_t provisional = scenario_missing(data, scenario, Mode::Provisional).size();
    out += "\nProvisional play (the reconstructions of lost chart cells) would still lack " +
           std::to_string(provisional) + " of them: the counters, the deployment and the map have no reconstruction.";
  }
  if (mode != Mode::Trial && mode != Mode::Test && data.origin == Origin::Program &&
      scenario_missing(data, scenario, Mode::Trial).empty())
    out += "\nTrial play (placeholders for every value the rules text lost, the schematic map and only the printed "
           "deployment) can set it up, for trying the program, not for a result.";
  return out;
}

std::vector<std::string> scenario_not_on_field(const DataSet& data, const std::string& scenario, Mode mode) {
  auto it = data.scenarios.find(scenario);
  if (it == data.scenarios.end()) return {};
  const ScenarioDef& s = it->second;
  ScenPlan plan = scen_plan(data, s, mode);
  std::vector<std::string> out;
  for (const auto& side : scen_sides(*s.document)) {
    std::string names;
    for (const auto& m : s.missing_units) {
      if (m.side != side.id || scenario_train_given(data, scenario, m.name, mode)) continue;
      bool placed = !m.counter.empty() && std::any_of(plan.pieces.begin(), plan.pieces.end(),
                                                      [&](const ScenPiece& p) { return p.counter == m.counter; });
      if (!placed) names += (names.empty() ? "" : "; ") + m.name;
    }
    if (!names.empty())
      out.push_back("Not on the field (the " + side.name + "): " + names + " (no deployment row in the rules text; " +
                    s.rule + ")");
  }
  out.insert(out.end(), plan.off_field.begin(), plan.off_field.end());
  return out;
}

Mode scenario_mode(const DataSet& data, const Json& variants) {
  return data.origin == Origin::Test ? Mode::Test : data_mode(variants);
}

// ---- the set-up

std::shared_ptr<const Setup> scenario_setup(std::shared_ptr<const DataSet> data, const std::string& scenario,
                                            const Json& variants) {
  if (!data) throw std::logic_error("a scenario is set up from a data set");
  Json values = scen_variants(variants);
  Mode mode = scenario_mode(*data, values);
  auto missing = scenario_missing(*data, scenario, mode);
  if (!missing.empty()) throw UserError(scenario_refusal(*data, scenario, mode, missing));
  const ScenarioDef& sd = data->scenarios.at(scenario);
  const Json& doc = *sd.document;
  ScenPlan plan = scen_plan(*data, sd, mode);
  Tables t(*data, mode);

  auto s = std::make_shared<Setup>();
  s->scenario = scenario;
  s->title = sd.name;
  s->data = data;
  s->map = data->maps.at(plan.map_id);
  s->mode = mode;
  s->variants = values;

  // Sides: the Swedes with their allies, then the Imperialists.
  std::vector<ScenSide> sides = scen_sides(doc);
  s->side_id[0] = "swedes";
  s->side_id[1] = "imperialists";
  for (int side = 0; side < 2; ++side) {
    std::vector<std::string> names;
    for (const auto& x : sides)
      if (x.side == side) names.push_back(x.name);
    s->side_name[side] = "the " + scen_join(names);
  }

  // Armies: each side's first army at its side's index, then the allies (Breitenfeld's Saxons), as a campaign's
  // battle orders them.
  std::vector<const ScenSide*> order;
  for (int side = 0; side < 2; ++side)
    for (const auto& x : sides)
      if (x.side == side) {
        order.push_back(&x);
        break;
      }
  for (const auto& x : sides)
    if (std::find(order.begin(), order.end(), &x) == order.end()) order.push_back(&x);
  std::map<std::string, int> army_of;
  for (const ScenSide* x : order) {
    Army a;
    a.id = x->id;
    a.retreat_edge = scen_edge_word(x->retreat_edge, x->side == 0 ? MapEdge::North : MapEdge::South);
    for (const MapTag* tag : s->map->tagged("retreat_edge"))
      if (scen_lower(tag->army) == x->id) {
        a.id = tag->army;  // as the map tags it: retreat_hexes() finds the army's edge by it
        if (tag->edge) a.retreat_edge = *tag->edge;
      }
    a.name = "the " + x->name;
    a.side = x->side;
    a.level = x->level;
    army_of[x->id] = static_cast<int>(s->armies.size());
    s->armies.push_back(a);
  }

  // Counters and leaders, in the plan's order; a counter set up more than once is numbered.
  std::map<std::string, int> copies, seen;
  for (const auto& p : plan.pieces) ++copies[p.counter];
  for (const auto& p : plan.pieces) {
    const CounterDef& d = *data->counter(p.counter);
    int n = ++seen[p.counter];
    std::string id = copies[p.counter] > 1 ? p.counter + "." + std::to_string(n) : p.counter;
    std::string name = copies[p.counter] > 1 ? d.name + " " + std::to_string(n) : d.name;
    int army = army_of.count(p.side) ? army_of[p.side] : 0;
    if (p.leader) {
      LeaderDef l = scen_leader(t, d);
      l.id = id;
      l.name = name;
      l.side = s->armies[static_cast<std::size_t>(army)].side;
      l.army = army;
      s->leaders.push_back(l);
    } else {
      UnitDef u = scen_unit(t, d);
      u.id = id;
      u.name = name;
      u.side = s->armies[static_cast<std::size_t>(army)].side;
      u.army = army;
      if (scen_folded(p, values)) {  // the hits are the printed strength (and its WP) from the start
        int musket = 0, pike = 0;
        scen_hits(u.arm, p.hits, musket, pike);
        u.fire_sp = std::max(0, u.fire_sp - musket);
        u.shock_sp = (u.arm == Arm::HI || u.arm == Arm::TE) ? std::max(0, u.shock_sp - pike) : u.fire_sp;
      }
      s->units.push_back(u);
    }
  }

  // Time: 30-minute turns from the first to the last; dusk (Light Fog) and dark (Heavy Fog) as the scenario says.
  const Json& turns = doc.at("turns");
  s->first_turn = scen_time(scen_str(turns, "first"));
  s->last_turn = scen_time(scen_str(turns, "last"));
  s->dusk = s->dark = s->last_turn + 30;
  if (doc.contains("light"))
    for (const auto& l : doc.at("light")) {
      std::string condition = scen_str(l, "condition");
      // Breitenfeld 1900: Dark by default, Dusk by the rule variant.
      if (scen_str(l, "source").find("light.breitenfeld_1900") != std::string::npos &&
          rule_variant(values, "light.breitenfeld_1900") == 1)
        condition = "Light Fog";
      for (const auto& turn : scen_strings(l, "turns")) {
        int at = scen_time(turn);
        if (condition == "Light Fog") s->dusk = std::min(s->dusk, at);
        if (condition == "Heavy Fog") s->dark = std::min(s->dark, at);
      }
    }
  s->dusk = std::min(s->dusk, s->dark);
  return s;
}

ScenarioDeployment scenario_deployment(const Setup& s) {
  if (s.scenario.empty() || !s.data) throw std::logic_error("not a scenario's set-up");
  const ScenarioDef& sd = s.data->scenarios.at(s.scenario);
  ScenPlan plan = scen_plan(*s.data, sd, s.mode);
  ScenarioDeployment out;
  out.at.units.assign(s.units.size(), UnitState{});
  out.at.leaders.assign(s.leaders.size(), LeaderState{});
  out.at.wing.assign(s.units.size(), -1);
  out.start_hits.assign(s.units.size(), 0);
  out.choices = plan.choices;
  // A counter or leader off the map still names a hex of it (the first), so that the battle's state is stored and
  // read back.
  const Hex first = s.map->grid().all_hexes().front();
  for (auto& st : out.at.units) st.hex = first;
  for (auto& st : out.at.leaders) st.hex = first;
  std::size_t u = 0, l = 0;
  for (const auto& p : plan.pieces) {
    if (p.leader) {
      if (l >= s.leaders.size()) throw std::logic_error("the scenario's leaders do not match its set-up");
      LeaderState& st = out.at.leaders[l++];
      st.on_map = p.on_map && p.hex.has_value();
      if (p.hex) st.hex = *p.hex;
      continue;
    }
    if (u >= s.units.size()) throw std::logic_error("the scenario's counters do not match its set-up");
    UnitState& st = out.at.units[u];
    st.on_map = p.on_map && p.hex.has_value();
    if (!st.on_map) st.gone = "not yet arrived";
    if (p.hex) st.hex = *p.hex;
    st.second = p.second;
    st.facing = p.facing;
    if (p.hits > 0 && !scen_folded(p, s.variants)) {
      scen_hits(s.units[u].arm, p.hits, st.musket_hits, st.pike_hits);
      out.start_hits[u] = p.hits;
    }
    ++u;
  }
  if (u != s.units.size() || l != s.leaders.size())
    throw std::logic_error("the scenario's counters do not match its set-up");
  return out;
}

ScenarioLayout scenario_layout(const DataSet& data, const std::string& scenario) {
  auto it = data.scenarios.find(scenario);
  if (it == data.scenarios.end()) throw std::logic_error("no scenario \"" + scenario + "\"");
  ScenPlan plan = scen_plan(data, it->second, Mode::Strict);  // the printed set-up: every counter placed
  ScenarioLayout out;
  out.map = plan.map;
  out.problems = plan.problems;
  out.choices = plan.choices;
  const Json& rows = it->second.document->at("deployment");
  for (const auto& p : plan.pieces) {
    ScenarioPlacement x;
    x.counter = p.counter;
    x.side = p.side;
    x.leader = p.leader;
    x.on_map = p.on_map && p.hex.has_value();
    x.hex = p.hex;
    x.second = p.second;
    x.facing = p.facing;
    x.hits = p.hits;
    x.zone = p.row >= 0 && rows[static_cast<std::size_t>(p.row)].contains("zone");
    out.pieces.push_back(std::move(x));
  }
  return out;
}

std::shared_ptr<Battle> start_scenario(std::shared_ptr<const Setup> s) {
  auto st = std::make_shared<Battle>();
  st->s = std::move(s);
  const Setup& setup = *st->s;
  ScenarioDeployment d = scenario_deployment(setup);
  st->units = std::move(d.at.units);
  st->leaders = std::move(d.at.leaders);
  st->wp.assign(setup.armies.size(), 0);
  st->time = setup.first_turn;
  st->turn = 1;
  st->phase = Phase::TurnStart;
  if (setup.mode == Mode::Trial) {
    st->log.push_back(std::string(kTrialWords));
    for (const auto& line : scenario_not_on_field(*setup.data, setup.scenario, setup.mode)) st->log.push_back(line);
  }
  for (const auto& c : d.choices) st->log.push_back(c);
  // The ratings read at the set-up that were not printed, derived or entered (examples, reconstructions,
  // synthetic values) go to the battle's lookups, as any lookup does.
  LookupLog log;
  Tables t(*setup.data, setup.mode, &log);
  std::map<std::string, bool> read;
  const ScenarioDef& sd = setup.data->scenarios.at(setup.scenario);
  for (const auto& p : scen_plan(*setup.data, sd, setup.mode).pieces) {
    if (read[p.counter]) continue;
    read[p.counter] = true;
    const CounterDef& c = *setup.data->counter(p.counter);
    if (p.leader)
      scen_leader(t, c);
    else
      scen_unit(t, c);
  }
  for (const auto& e : log.entries()) st->lookups.push_back(e);
  return st;
}

std::string scenario_summary(const Setup& s) {
  std::size_t units = 0, leaders = 0;
  ScenarioDeployment d = scenario_deployment(s);
  for (const auto& u : d.at.units) units += u.on_map;
  for (const auto& l : d.at.leaders) leaders += l.on_map;
  std::string out =
      s.title + ": " + std::to_string(units) + " units and " + std::to_string(leaders) + " leaders on the map";
  if (units < s.units.size() || leaders < s.leaders.size())
    out += " (" + std::to_string(s.units.size() - units) + " units and " + std::to_string(s.leaders.size() - leaders) +
           " leaders to come or in reserve)";
  out += "; armies:";
  for (std::size_t a = 0; a < s.armies.size(); ++a)
    out += std::string(a ? "," : "") + " " + s.armies[a].name + " (withdraws at " + std::to_string(s.armies[a].level) +
           ")";
  auto hhmm = [](int m) {
    std::string h = std::to_string(m / 60), mm = std::to_string(m % 60);
    return (h.size() < 2 ? "0" + h : h) + (mm.size() < 2 ? "0" + mm : mm);
  };
  out += "; turns " + hhmm(s.first_turn) + " to " + hhmm(s.last_turn) + "; " + to_string(s.mode) + " play";
  if (s.mode == Mode::Trial) {
    out += std::string("\n") + kTrialWords;
    for (const auto& line : scenario_not_on_field(*s.data, s.scenario, s.mode)) out += "\n" + line;
  }
  return out;
}

}  // namespace umpire::lotn
