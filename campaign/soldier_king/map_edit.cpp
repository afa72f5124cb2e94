#include "soldier_king/map_edit.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "soldier_king/factions.h"

namespace umpire::sk {

namespace {

Province* find_province(Map& m, const std::string& id) {
  for (auto& p : m.provinces)
    if (p.id == id) return &p;
  return nullptr;
}

CityBox* find_box(Map& m, const std::string& id) {
  for (auto& b : m.boxes)
    if (b.id == id) return &b;
  return nullptr;
}

bool id_taken(const Map& m, const std::string& id) { return m.province(id) || m.box(id); }

bool is_id(const std::string& id) {
  if (id.empty()) return false;
  for (char ch : id)
    if (!((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_')) return false;
  return true;
}

bool blank(const std::string& s) { return s.find_first_not_of(" \t\r\n") == std::string::npos; }

EditError no_province(const std::string& id) { return "there is no province \"" + id + "\""; }
EditError no_box(const std::string& id) { return "there is no box \"" + id + "\""; }

// A new id for a province or box: well formed and unused.
EditError check_new_id(const Map& m, const std::string& new_id) {
  if (!is_id(new_id)) return "an id is lowercase letters, digits and underscores, not \"" + new_id + "\"";
  if (id_taken(m, new_id)) return "the id \"" + new_id + "\" is already used by a province or box";
  return std::nullopt;
}

EditError check_value(int v, const char* what) {
  if (v < 0 || v > 99) return std::string(what) + " must be between 0 and 99, not " + std::to_string(v);
  return std::nullopt;
}

void rename_in(std::vector<std::string>& list, const std::string& from, const std::string& to) {
  for (auto& s : list)
    if (s == from) s = to;
}

void erase_from(std::vector<std::string>& list, const std::string& value) {
  list.erase(std::remove(list.begin(), list.end(), value), list.end());
}

bool same_line(const Line& l, const std::string& a, const std::string& b, LineType type) {
  return l.type == type && ((l.a == a && l.b == b) || (l.a == b && l.b == a));
}

}  // namespace

Map new_map(const std::string& name) {
  Map m;
  m.name = blank(name) ? "New map" : name;
  m.source = "entered in the map editor";
  for (const auto& k : kings()) m.seating_ring.push_back(k.id);
  return m;
}

std::string id_from_name(const std::string& name) {
  std::string out;
  bool gap = false;
  for (char ch : name) {
    char c = (ch >= 'A' && ch <= 'Z') ? static_cast<char>(ch - 'A' + 'a') : ch;
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
      if (gap && !out.empty()) out += '_';
      out += c;
      gap = false;
    } else {
      gap = true;
    }
  }
  return out;
}

std::string unique_id(const Map& m, const std::string& name, const std::string& fallback, const std::string& except) {
  std::string base = id_from_name(name);
  if (base.empty()) base = fallback;
  auto free = [&](const std::string& id) { return id == except || !id_taken(m, id); };
  if (free(base)) return base;
  for (int n = 2;; ++n) {
    std::string id = base + "_" + std::to_string(n);
    if (free(id)) return id;
  }
}

// Every edit drops the map's index (Map::graph): it is rebuilt from the
// edited records when the map is next searched.

// --- The map itself.

EditError set_map_name(Map& m, const std::string& name) {
  m.drop_index();
  if (blank(name)) return std::string("a map needs a name");
  m.name = name;
  return std::nullopt;
}

EditError set_map_size(Map& m, double width, double height) {
  m.drop_index();
  if (!(width >= 100 && height >= 100) || !std::isfinite(width) || !std::isfinite(height))
    return std::string("the map must be at least 100 x 100 units");
  m.width = width;
  m.height = height;
  return std::nullopt;
}

EditError set_seating_ring(Map& m, const std::vector<std::string>& ring) {
  m.drop_index();
  std::set<std::string> seen(ring.begin(), ring.end());
  bool ok = ring.size() == kings().size() && seen.size() == ring.size();
  for (const auto& k : ring) ok = ok && is_king(k);
  if (!ok) return std::string("the seating ring names the four Kings once each [SK 7.1.2]");
  m.seating_ring = ring;
  return std::nullopt;
}

// --- Provinces.

EditError add_province(Map& m, const std::string& name, Point label, std::string* id_out) {
  m.drop_index();
  if (blank(name)) return std::string("a province needs a name");
  Province p;
  p.id = unique_id(m, name, "province");
  p.name = name;
  p.label = label;
  if (id_out) *id_out = p.id;
  m.provinces.push_back(std::move(p));
  return std::nullopt;
}

EditError rename_province(Map& m, const std::string& id, const std::string& name) {
  m.drop_index();
  Province* p = find_province(m, id);
  if (!p) return no_province(id);
  if (blank(name)) return std::string("a province needs a name");
  p->name = name;
  return std::nullopt;
}

EditError set_province_id(Map& m, const std::string& id, const std::string& new_id) {
  m.drop_index();
  Province* p = find_province(m, id);
  if (!p) return no_province(id);
  if (new_id == id) return std::nullopt;
  if (auto e = check_new_id(m, new_id)) return e;
  p->id = new_id;
  for (auto& q : m.provinces) rename_in(q.adjacent, id, new_id);
  for (auto& b : m.boxes)
    if (b.province == id) b.province = new_id;
  return std::nullopt;
}

EditError set_province_ruler(Map& m, const std::string& id, const std::string& ruler) {
  m.drop_index();
  Province* p = find_province(m, id);
  if (!p) return no_province(id);
  if (!ruler.empty() && !is_king(ruler)) return "\"" + ruler + "\" is not one of the four Kings";
  p->ruler = ruler;
  return std::nullopt;
}

EditError set_province_recruiting_value(Map& m, const std::string& id, int value) {
  m.drop_index();
  Province* p = find_province(m, id);
  if (!p) return no_province(id);
  if (auto e = check_value(value, "a recruiting value")) return e;
  p->recruiting_value = value;
  return std::nullopt;
}

EditError set_province_label(Map& m, const std::string& id, Point label) {
  m.drop_index();
  Province* p = find_province(m, id);
  if (!p) return no_province(id);
  p->label = label;
  return std::nullopt;
}

EditError set_province_source(Map& m, const std::string& id, const std::string& source) {
  m.drop_index();
  Province* p = find_province(m, id);
  if (!p) return no_province(id);
  p->source = source;
  return std::nullopt;
}

EditError delete_province(Map& m, const std::string& id) {
  m.drop_index();
  const Province* p = m.province(id);
  if (!p) return no_province(id);
  auto boxes = m.boxes_in(id);
  if (!boxes.empty())
    return "province " + p->name + " still has " + std::to_string(boxes.size()) +
           (boxes.size() == 1 ? " box" : " boxes") + "; delete or move them first";
  for (auto& q : m.provinces) erase_from(q.adjacent, id);
  m.provinces.erase(std::remove_if(m.provinces.begin(), m.provinces.end(), [&](const Province& q) { return q.id == id; }),
                    m.provinces.end());
  return std::nullopt;
}

bool is_adjacent(const Map& m, const std::string& a, const std::string& b) {
  const Province* p = m.province(a);
  return p && std::find(p->adjacent.begin(), p->adjacent.end(), b) != p->adjacent.end();
}

EditError set_adjacent(Map& m, const std::string& a, const std::string& b, bool adjacent) {
  m.drop_index();
  Province* pa = find_province(m, a);
  Province* pb = find_province(m, b);
  if (!pa) return no_province(a);
  if (!pb) return no_province(b);
  if (a == b) return "province " + pa->name + " cannot border itself";
  erase_from(pa->adjacent, b);
  erase_from(pb->adjacent, a);
  if (adjacent) {
    pa->adjacent.push_back(b);
    pb->adjacent.push_back(a);
    std::sort(pa->adjacent.begin(), pa->adjacent.end());
    std::sort(pb->adjacent.begin(), pb->adjacent.end());
  }
  return std::nullopt;
}

int suggest_adjacency(Map& m) {
  m.drop_index();
  int added = 0;
  for (const auto& l : m.lines) {
    const CityBox* a = m.box(l.a);
    const CityBox* b = m.box(l.b);
    if (!a || !b || a->province == b->province) continue;
    if (!m.province(a->province) || !m.province(b->province)) continue;
    if (is_adjacent(m, a->province, b->province) && is_adjacent(m, b->province, a->province)) continue;
    std::string pa = a->province, pb = b->province;  // copies: set_adjacent reorders the lists
    set_adjacent(m, pa, pb, true);
    ++added;
  }
  return added;
}

// --- City boxes.

EditError add_box(Map& m, const std::string& name, const std::string& province, Point pos, std::string* id_out) {
  m.drop_index();
  if (blank(name)) return std::string("a box needs a name");
  if (province.empty()) return std::string("choose a province for the box first (add one if there is none)");
  if (!m.province(province)) return no_province(province);
  CityBox b;
  b.id = unique_id(m, name, "box");
  b.name = name;
  b.province = province;
  b.pos = pos;
  if (id_out) *id_out = b.id;
  m.boxes.push_back(std::move(b));
  return std::nullopt;
}

EditError move_box(Map& m, const std::string& id, Point pos) {
  m.drop_index();
  CityBox* b = find_box(m, id);
  if (!b) return no_box(id);
  b->pos = pos;
  return std::nullopt;
}

EditError delete_box(Map& m, const std::string& id) {
  m.drop_index();
  if (!m.box(id)) return no_box(id);
  m.lines.erase(std::remove_if(m.lines.begin(), m.lines.end(), [&](const Line& l) { return l.a == id || l.b == id; }),
                m.lines.end());
  m.boxes.erase(std::remove_if(m.boxes.begin(), m.boxes.end(), [&](const CityBox& b) { return b.id == id; }),
                m.boxes.end());
  return std::nullopt;
}

EditError rename_box(Map& m, const std::string& id, const std::string& name) {
  m.drop_index();
  CityBox* b = find_box(m, id);
  if (!b) return no_box(id);
  if (blank(name)) return std::string("a box needs a name");
  b->name = name;
  return std::nullopt;
}

EditError set_box_id(Map& m, const std::string& id, const std::string& new_id) {
  m.drop_index();
  CityBox* b = find_box(m, id);
  if (!b) return no_box(id);
  if (new_id == id) return std::nullopt;
  if (auto e = check_new_id(m, new_id)) return e;
  b->id = new_id;
  for (auto& l : m.lines) {
    if (l.a == id) l.a = new_id;
    if (l.b == id) l.b = new_id;
    if (l.downstream == id) l.downstream = new_id;
  }
  return std::nullopt;
}

EditError set_box_province(Map& m, const std::string& id, const std::string& province) {
  m.drop_index();
  CityBox* b = find_box(m, id);
  if (!b) return no_box(id);
  if (!m.province(province)) return no_province(province);
  b->province = province;
  return std::nullopt;
}

EditError set_box_recruiting(Map& m, const std::string& id, std::optional<Recruiting> recruiting) {
  m.drop_index();
  CityBox* b = find_box(m, id);
  if (!b) return no_box(id);
  if (recruiting) {
    if (auto e = check_value(recruiting->ruled, "the ruled value")) return e;
    if (auto e = check_value(recruiting->captured, "the captured value")) return e;
  }
  b->recruiting = recruiting;
  return std::nullopt;
}

EditError set_box_electoral(Map& m, const std::string& id, bool electoral) {
  m.drop_index();
  CityBox* b = find_box(m, id);
  if (!b) return no_box(id);
  b->electoral = electoral;
  return std::nullopt;
}

EditError set_box_entrenchment(Map& m, const std::string& id, bool entrenchment) {
  m.drop_index();
  CityBox* b = find_box(m, id);
  if (!b) return no_box(id);
  b->entrenchment = entrenchment;
  return std::nullopt;
}

EditError set_box_battlefield(Map& m, const std::string& id, const std::string& battlefield) {
  m.drop_index();
  CityBox* b = find_box(m, id);
  if (!b) return no_box(id);
  b->battlefield = battlefield;
  return std::nullopt;
}

EditError set_box_source(Map& m, const std::string& id, const std::string& source) {
  m.drop_index();
  CityBox* b = find_box(m, id);
  if (!b) return no_box(id);
  b->source = source;
  return std::nullopt;
}

// --- Transport lines.

EditError add_line(Map& m, const std::string& a, const std::string& b, LineType type, const std::string& downstream) {
  m.drop_index();
  if (!m.box(a)) return no_box(a);
  if (!m.box(b)) return no_box(b);
  if (a == b) return "a line joins two different boxes, not " + m.box(a)->name + " to itself";
  for (const auto& l : m.lines)
    if (same_line(l, a, b, type))
      return "there is already a " + std::string(to_string(type)) + " between " + m.box(a)->name + " and " + m.box(b)->name;
  if (type == LineType::River) {
    if (downstream != a && downstream != b)
      return std::string("a river needs its downstream end, one of the two boxes it joins [SK 10.3.3]");
  } else if (!downstream.empty()) {
    return std::string("only rivers have a downstream end");
  }
  Line l;
  l.a = a;
  l.b = b;
  l.type = type;
  l.downstream = type == LineType::River ? downstream : "";
  m.lines.push_back(std::move(l));
  return std::nullopt;
}

EditError delete_line(Map& m, std::size_t index) {
  m.drop_index();
  if (index >= m.lines.size()) return "there is no line " + std::to_string(index);
  m.lines.erase(m.lines.begin() + static_cast<std::ptrdiff_t>(index));
  return std::nullopt;
}

EditError reverse_river(Map& m, std::size_t index) {
  m.drop_index();
  if (index >= m.lines.size()) return "there is no line " + std::to_string(index);
  Line& l = m.lines[index];
  if (l.type != LineType::River) return "only a river has a direction; this is a " + std::string(to_string(l.type));
  l.downstream = l.downstream == l.b ? l.a : l.b;
  return std::nullopt;
}

EditError set_line_type(Map& m, std::size_t index, LineType type) {
  m.drop_index();
  if (index >= m.lines.size()) return "there is no line " + std::to_string(index);
  Line& l = m.lines[index];
  if (l.type == type) return std::nullopt;
  for (std::size_t i = 0; i < m.lines.size(); ++i)
    if (i != index && same_line(m.lines[i], l.a, l.b, type))
      return "there is already a " + std::string(to_string(type)) + " between these two boxes";
  l.type = type;
  l.downstream = type == LineType::River ? l.b : "";
  return std::nullopt;
}

EditError set_line_source(Map& m, std::size_t index, const std::string& source) {
  m.drop_index();
  if (index >= m.lines.size()) return "there is no line " + std::to_string(index);
  m.lines[index].source = source;
  return std::nullopt;
}

}  // namespace umpire::sk
