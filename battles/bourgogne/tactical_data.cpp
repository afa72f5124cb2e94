#include "bourgogne/tactical_data.h"

#include "core/json_read.h"

namespace umpire::bourgogne_battle {

namespace data {
const char* battle_json();
}

int zone_index(const std::string& id) {
  for (int z = 0; z < kZoneCount; ++z)
    if (id == kZoneIds[z]) return z;
  return -1;
}

namespace {

int read_zone(const JsonCursor& c) {
  int z = zone_index(c.as_string());
  if (z < 0) throw JsonError(c.source(), c.pointer(), "a tactical zone (L1, L2, L3, WL, WR, RZ)");
  return z;
}

// "4*R" -> {4, star, R}; "R" -> {0, false, true}; "0" -> nothing.
T3Cell read_t3_cell(const std::string& text, const JsonCursor& where) {
  T3Cell cell;
  std::size_t i = 0;
  while (i < text.size() && text[i] >= '0' && text[i] <= '9') cell.loss = cell.loss * 10 + (text[i++] - '0');
  for (; i < text.size(); ++i) {
    if (text[i] == '*')
      cell.star = true;
    else if (text[i] == 'R')
      cell.retreat = true;
    else
      throw JsonError(where.source(), where.pointer(), "a Table 3 cell like \"4*R\"");
  }
  return cell;
}

std::vector<AdvantageRow> read_modifiers(const JsonCursor& c) {
  std::vector<AdvantageRow> out;
  for (const auto& r : c.items())
    out.push_back({read_zone(r["from"]), read_zone(r["to"]), static_cast<int>(r["modifier"].as_int(0, 6)),
                   r["name"].as_string()});
  return out;
}

TacticalTables load_tables() {
  Json doc = parse_json(data::battle_json(), "data/bourgogne/battle.json");
  JsonCursor root(doc, "data/bourgogne/battle.json");
  TacticalTables t;
  auto t3 = root["table_3"];
  for (std::size_t c = 0; c < kColumnCount; ++c) t.column_names[c] = t3["column_names"].at(c).as_string();
  if (t3["rows"].size() != 6) throw JsonError(t3.source(), t3["rows"].pointer(), "six rows (die 1 to 6)");
  for (std::size_t r = 0; r < 6; ++r)
    for (std::size_t c = 0; c < kColumnCount; ++c) {
      auto cell = t3["rows"].at(r).at(c);
      std::string text = cell.as_string();
      auto slash = text.find('/');
      if (slash == std::string::npos) throw JsonError(cell.source(), cell.pointer(), "\"attacker/defender\"");
      t.table3[r][c][0] = read_t3_cell(text.substr(0, slash), cell);
      t.table3[r][c][1] = read_t3_cell(text.substr(slash + 1), cell);
    }
  for (const auto& r : root["table_2"]["results"].items())
    t.event_names[static_cast<std::size_t>(r["die"].as_int(1, 6))] = r["name"].as_string();
  for (const auto& m : root["markers"]["kinds"].items())
    t.markers.push_back({m["id"].as_string(), m["name"].as_string(), m["camp"].as_string(), m["used_in"].as_string()});
  auto map = root["tactical_map"];
  for (int a = 0; a < kZoneCount; ++a)
    for (int b = 0; b < kZoneCount; ++b) t.own[a][b] = t.cross[a][b] = -1;
  for (const auto& e : map["own_edges"].items()) {
    int a = read_zone(e.at(0)), b = read_zone(e.at(1));
    t.own[a][b] = t.own[b][a] = static_cast<int>(e.at(2).as_int(1, 9));
  }
  for (const auto& e : map["cross_edges"].items()) {
    int a = read_zone(e.at(0)), b = read_zone(e.at(1));
    t.cross[a][b] = t.cross[b][a] = static_cast<int>(e.at(2).as_int(1, 9));
  }
  for (int z = 0; z < kZoneCount; ++z) t.retreat_path[z] = t.retreat_own[z] = -1;
  for (const auto& k : map["retreat_path"].keys()) t.retreat_path[zone_index(k)] = read_zone(map["retreat_path"][k]);
  for (const auto& k : map["retreat_toward_own_half"].keys())
    t.retreat_own[zone_index(k)] = read_zone(map["retreat_toward_own_half"][k]);
  auto fire = root["fire"];
  for (int z = 0; z < kZoneCount; ++z) t.row[z] = -1;
  for (const auto& k : fire["rows"].keys()) t.row[zone_index(k)] = static_cast<int>(fire["rows"][k].as_int(0, 2));
  for (int r = 0; r < 3; ++r) t.line_of_row[r] = read_zone(fire["line_of_row"][std::to_string(r)]);
  t.sec_9_3_4 = read_modifiers(root["advantage_modifiers"]["sec_9_3_4"]);
  t.table_3 = read_modifiers(root["advantage_modifiers"]["table_3"]);
  return t;
}

}  // namespace

const MarkerKind* TacticalTables::marker(const std::string& id) const {
  for (const auto& m : markers)
    if (m.id == id) return &m;
  return nullptr;
}

std::vector<std::string> TacticalTables::camp_markers(const std::string& camp) const {
  std::vector<std::string> out;
  for (const auto& m : markers)
    if (m.camp == "general" || m.camp == camp) out.push_back(m.id);
  return out;
}

const TacticalTables& tables() {
  static const TacticalTables t = load_tables();
  return t;
}

}  // namespace umpire::bourgogne_battle
