#include "lotn/map_validate.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include <nlohmann/json.hpp>

#include "lotn/battle_state.h"
#include "lotn/data_lookup.h"
#include "lotn/hex_facing.h"
#include "lotn/hex_stacking.h"
#include "lotn/scenario.h"

namespace umpire::lotn {

namespace {

using MapValidateJson = nlohmann::json;

std::string map_validate_str(const MapValidateJson& j, const char* key) {
  return j.is_object() && j.contains(key) && j.at(key).is_string() ? j.at(key).get<std::string>() : std::string();
}

std::string map_validate_lower(std::string s) {
  for (auto& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}

// The hex ids written in a sentence ("any hex from 1035 to 1008"): an optional capital prefix, then four digits.
std::vector<std::string> map_validate_ids_in(const std::string& text) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t start = i;
    if (std::isupper(static_cast<unsigned char>(text[i])) && i + 1 < text.size() &&
        std::isdigit(static_cast<unsigned char>(text[i + 1])))
      ++i;
    std::size_t digits = i;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
    if (i - digits == 4 && (start == 0 || !std::isalnum(static_cast<unsigned char>(text[start - 1]))))
      out.push_back(text.substr(start, i - start));
    if (i == start) ++i;
  }
  return out;
}

// A compass word the map gives for a vertex ("NW"), or the vertex's number.
std::string map_validate_facing_word(const MapData& map, int vertex) {
  for (const auto& [word, v] : map.compass_vertices)
    if (v == vertex) return word;
  return "vertex " + std::to_string(vertex);
}

// One unit on the map at the start, as the validators see it.
struct MapValidateUnit {
  std::string name;
  std::string army;
  std::optional<Arm> arm;  // empty: a cavalry counter whose type is not entered
  std::optional<int> sp;   // current SP, when its ratings are readable
  UnitShape shape;
};

// The counter's current SP (its printed strength less the hits its row starts it with), when readable.
std::optional<int> map_validate_sp(const Tables& t, const CounterDef& d, Arm arm, int hits) {
  auto read = [&](const char* field) -> std::optional<int> {
    Looked l = t.rating(d.id, field, "map check: " + d.name);
    if (!l.ok()) return std::nullopt;
    return cell_int(l.cell->value);
  };
  std::optional<int> sp;
  if (arm == Arm::HI || arm == Arm::TE) {
    auto f = read("fire_sp"), s = read("shock_sp");
    if (f && s) sp = *f + *s;
  } else if (!is_artillery(arm)) {
    sp = read("sp");
  } else {
    sp = 0;
  }
  if (sp) sp = std::max(0, *sp - hits);
  return sp;
}

// The verdict on one hex's stack, trying each kind and strength a unit not yet rated could have: the problem when
// every possibility is refused, "" when every one is legal, and `unsure` set when the possibilities disagree.
std::string map_validate_stack(const std::vector<const MapValidateUnit*>& units, bool& unsure) {
  std::vector<std::vector<StackUnit>> options(1);
  for (const MapValidateUnit* u : units) {
    std::vector<StackKind> kinds;
    if (u->arm)
      kinds.push_back(stack_kind(*u->arm));
    else
      kinds = {StackKind::HeavyCavalry, StackKind::LightCavalry};
    std::vector<int> sps = u->sp ? std::vector<int>{*u->sp} : std::vector<int>{1, 4};
    std::vector<std::vector<StackUnit>> next;
    for (const auto& partial : options)
      for (StackKind k : kinds)
        for (int sp : sps) {
          StackUnit s;
          s.kind = k;
          s.sp = sp;
          s.army = u->army;
          s.facing = u->shape.facing;
          auto more = partial;
          more.push_back(s);
          next.push_back(std::move(more));
        }
    options = std::move(next);
  }
  std::string first;
  bool any_ok = false, any_bad = false;
  for (const auto& stack : options) {
    std::string p = stack_problem(stack);
    if (p.empty()) {
      any_ok = true;
    } else {
      any_bad = true;
      if (first.empty()) first = p;
    }
  }
  unsure = any_ok && any_bad;
  return any_ok ? std::string() : first;
}

std::string map_validate_names(const std::vector<const MapValidateUnit*>& units) {
  std::string out;
  for (std::size_t i = 0; i < units.size(); ++i)
    out += (i ? (i + 1 == units.size() ? " and " : ", ") : "") + units[i]->name;
  return out;
}

void map_validate_scenario(const DataSet& data, const ScenarioDef& sd, const MapData& map,
                           std::vector<std::string>& out) {
  const std::string who = sd.name + ": ";
  const MapValidateJson& doc = *sd.document;
  const HexGrid& grid = map.grid();

  // Every hex the scenario names outside its deployment rows (scenario_layout checks those).
  std::vector<NamedHex> named;
  if (doc.contains("deployment"))
    for (const auto& row : doc.at("deployment"))
      if (row.contains("zone")) {
        std::string placement = map_validate_str(row, "placement");
        for (const char* end : {"from", "to"}) {
          std::string id = map_validate_str(row.at("zone"), end);
          if (!id.empty()) named.push_back({id, "the set-up zone " + placement});
        }
      }
  if (doc.contains("reinforcements"))
    for (const auto& g : doc.at("reinforcements"))
      if (g.contains("historical"))
        for (const auto& id : map_validate_ids_in(map_validate_str(g.at("historical"), "entry")))
          named.push_back({id, map_validate_str(g, "group") + " entering " +
                                   map_validate_str(g.at("historical"), "entry")});
  for (const auto& line : check_named_hexes(map, named)) out.push_back(who + "LotN 2.1: " + line);

  ScenarioLayout layout = scenario_layout(data, sd.id);
  for (const auto& line : layout.problems) out.push_back(who + line);

  // The units standing on the map at the start.
  Tables t(data, data.origin == Origin::Test ? Mode::Test : Mode::Provisional);
  std::map<std::string, int> copies, seen;
  for (const auto& p : layout.pieces) ++copies[p.counter];
  std::vector<MapValidateUnit> units;
  for (const auto& p : layout.pieces) {
    int n = ++seen[p.counter];
    if (p.leader || !p.on_map || !p.hex) continue;
    const CounterDef* d = data.counter(p.counter);
    if (!d) continue;
    MapValidateUnit u;
    u.name = copies[p.counter] > 1 ? d->name + " " + std::to_string(n) : d->name;
    u.army = p.side;
    u.arm = arm_from_id(d->type);
    if (!u.arm && d->type == "cavalry") {
      Looked type = t.rating(d->id, "type", "map check: " + d->name);
      if (type.ok()) u.arm = arm_from_id(type.cell->value);
    }
    if (u.arm) u.sp = map_validate_sp(t, *d, *u.arm, p.hits);
    u.shape.hex = *p.hex;
    u.shape.second = p.second;
    u.shape.facing = p.facing;
    units.push_back(std::move(u));
  }

  for (const MapValidateUnit& u : units) {
    std::string where = grid.name(u.shape.hex) + (u.shape.second ? "-" + grid.name(*u.shape.second) : "");
    // LotN 7.11: the facing its row gives must be one the counter can take where it stands.
    if (std::string p = shape_problem(grid, u.shape); !p.empty())
      out.push_back(who + u.name + " in " + where + " cannot face " + map_validate_facing_word(map, u.shape.facing) +
                    ": " + p);
    // LotN 6.23, Terrain Chart note n: no artillery ever enters a ditch hex.
    if (u.arm && is_artillery(*u.arm)) {
      for (const std::optional<Hex>& h : {std::optional<Hex>(u.shape.hex), u.shape.second})
        if (h && map.facts(*h).terrain == Terrain::Ditch)
          out.push_back(who + u.name + " sets up in " + grid.name(*h) +
                        ", a ditch hex: no artillery may ever enter a ditch hex (LotN 6.23, Terrain Chart note n)");
    }
  }

  // The stacks (LotN 6.5): each hex holding more than one unit.
  std::map<Hex, std::vector<const MapValidateUnit*>> at;
  for (const MapValidateUnit& u : units) {
    at[u.shape.hex].push_back(&u);
    if (u.shape.second) at[*u.shape.second].push_back(&u);
  }
  for (const auto& [hex, here] : at) {
    if (here.size() < 2) continue;
    bool unsure = false;
    std::string p = map_validate_stack(here, unsure);
    if (!p.empty())
      out.push_back(who + grid.name(hex) + " holds " + map_validate_names(here) + ": " + p);
    else if (unsure)
      out.push_back(who + grid.name(hex) + " holds " + map_validate_names(here) +
                    ": whether they may stack turns on their strengths or kinds, not all entered yet (LotN 6.51)");
  }

  // LotN 12.33: each side routs toward its retreat edge, which the map tags.
  if (doc.contains("sides"))
    for (const auto& side : doc.at("sides")) {
      std::string id = map_validate_str(side, "id");
      bool tagged = false;
      for (const MapTag* tag : map.tagged("retreat_edge"))
        tagged = tagged || map_validate_lower(tag->army) == id;
      if (!tagged)
        out.push_back(who + "the map tags no retreat edge for the " + map_validate_str(side, "name") +
                      " (LotN 12.33); their routed units would run to the edge the scenario names (" +
                      map_validate_str(side, "retreat_edge") + ")");
    }
}

}  // namespace

std::vector<std::string> scenarios_on_map(const DataSet& data, const std::string& map_id) {
  std::vector<std::string> out;
  for (const auto& [id, sd] : data.scenarios) {
    if (!sd.document || !sd.document->contains("maps")) continue;
    for (const auto& m : sd.document->at("maps"))
      if (m.is_string() && m.get<std::string>() == map_id) {
        out.push_back(id);
        break;
      }
  }
  return out;
}

std::vector<std::string> map_problems(const DataSet& data, const std::string& map_id) {
  const MapData* map = data.map(map_id);
  if (!map) return {"there is no map \"" + map_id + "\""};
  std::vector<std::string> out;
  for (const auto& id : scenarios_on_map(data, map_id)) map_validate_scenario(data, data.scenarios.at(id), *map, out);
  // The same line twice (two rows naming one missing hex) is said once.
  std::vector<std::string> once;
  std::set<std::string> said;
  for (auto& line : out)
    if (said.insert(line).second) once.push_back(std::move(line));
  return once;
}

std::vector<std::string> map_problems(const DataSet& data, std::shared_ptr<const MapData> map) {
  DataSet with = data;
  std::string id = map->id;
  with.maps[id] = std::move(map);
  return map_problems(with, id);
}

}  // namespace umpire::lotn
