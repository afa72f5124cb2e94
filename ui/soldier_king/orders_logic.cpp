#include "ui/soldier_king/orders_logic.h"

#include <algorithm>
#include <map>

namespace umpire::skui {

namespace {

PieceOrder* find_order(std::vector<PieceOrder>& v, const std::string& id) {
  auto it = std::find_if(v.begin(), v.end(), [&](const PieceOrder& o) { return o.id == id; });
  return it == v.end() ? nullptr : &*it;
}

std::string reasons_text(const std::vector<Reason>& reasons) {
  std::string out;
  for (const auto& r : reasons) out += (out.empty() ? "" : "\n") + r.describe();
  return out;
}

Json strings(const std::vector<std::string>& v) {
  Json out = Json::array();
  for (const auto& x : v) out.push_back(x);
  return out;
}

}  // namespace

void MarchDraft::clear_pieces() {
  columns.clear();
  officers.clear();
  entrench.clear();
  routing.clear();
  focus.clear();
}

PieceOrder* MarchDraft::column(const std::string& id) { return find_order(columns, id); }
PieceOrder* MarchDraft::officer(const std::string& id) { return find_order(officers, id); }
PieceOrder* MarchDraft::piece(const std::string& id) {
  PieceOrder* p = column(id);
  return p ? p : officer(id);
}

std::vector<std::string> neighbours(const sk::SkState& s, const std::string& box) {
  return sk::joined_boxes(*s.map, box);
}

std::string line_kinds(const sk::SkState& s, const std::string& a, const std::string& b) {
  std::string out;
  for (std::size_t i : s.map->lines_at(a)) {
    const sk::Line& l = s.map->lines[i];
    if (l.other(a) != b) continue;
    std::string kind = sk::to_string(l.type);
    if (l.type == sk::LineType::River) kind += l.downstream == b ? " downstream" : " upstream";
    out += (out.empty() ? "" : "/") + kind;
  }
  return out;
}

std::vector<std::string> river_neighbours(const sk::SkState& s, const std::string& box) {
  std::vector<std::string> out;
  for (std::size_t i : s.map->lines_at(box)) {
    const sk::Line& l = s.map->lines[i];
    if (l.type == sk::LineType::River && std::find(out.begin(), out.end(), l.other(box)) == out.end())
      out.push_back(l.other(box));
  }
  return out;
}

std::vector<std::string> boxes_with_pieces(const sk::SkState& s, const std::string& faction) {
  std::set<std::string> held;
  for (const auto& c : s.columns)
    if (c.owner == faction && !c.box.empty()) held.insert(c.box);
  for (const auto& o : s.officers)
    if (o.owner == faction && !o.box.empty()) held.insert(o.box);
  std::vector<std::string> out;
  for (const auto& b : s.map->boxes)
    if (held.count(b.id)) out.push_back(b.id);
  return out;
}

std::vector<const sk::Column*> columns_in(const sk::SkState& s, const std::string& faction, const std::string& box) {
  std::vector<const sk::Column*> out;
  for (const auto& c : s.columns)
    if (c.owner == faction && c.box == box && !box.empty()) out.push_back(&c);
  return out;
}

std::vector<const sk::Officer*> loose_officers_in(const sk::SkState& s, const std::string& faction, const std::string& box) {
  std::vector<const sk::Officer*> out;
  for (const auto& o : s.officers)
    if (o.owner == faction && o.box == box && !box.empty() && o.column.empty()) out.push_back(&o);
  return out;
}

bool click_path(const sk::SkState& s, const std::string& from, std::vector<std::string>& path, const std::string& box) {
  if (box.empty() || !s.map->box(box)) return false;
  if (!path.empty() && path.back() == box) {
    path.pop_back();
    return true;
  }
  if (auto it = std::find(path.begin(), path.end(), box); it != path.end()) {
    path.erase(it + 1, path.end());
    return true;
  }
  const std::string& end = path.empty() ? from : path.back();
  if (box == from) {  // back to the start: the path is cleared
    if (path.empty()) return false;
    path.clear();
    return true;
  }
  auto next = neighbours(s, end);
  if (std::find(next.begin(), next.end(), box) == next.end()) return false;
  path.push_back(box);
  return true;
}

bool click_draft(const sk::SkState& s, MarchDraft& d, const std::string& box) {
  if (d.routing.empty() || d.from.empty()) return false;
  if (d.routing == "magazine") return click_path(s, d.from, d.magazine_path, box);
  PieceOrder* p = d.piece(d.routing);
  return p && click_path(s, d.from, p->path, box);
}

PathVerdict judge_column(const sk::SkState& s, const std::string& from, const PieceOrder& o) {
  PathVerdict v;
  const sk::Column* c = s.column(o.id);
  if (!c) {
    v.text = "there is no column \"" + o.id + "\"";
    v.empty = false;
    return v;
  }
  if (o.path.empty()) {
    v.text = "no path yet: click boxes on the map or pick a neighbour";
    return v;
  }
  v.empty = false;
  v.plan = sk::plan_column_path(s, *c, o.path, o.infiltrate);
  v.legal = v.plan.reasons.empty();
  v.text = v.legal ? sk::describe_path(s, from, o.path, v.plan) : reasons_text(v.plan.reasons);
  return v;
}

PathVerdict judge_officer(const sk::SkState& s, const MarchDraft& d, const PieceOrder& o) {
  PathVerdict v;
  const sk::Officer* off = s.officer(o.id);
  if (!off) {
    v.empty = false;
    v.text = "there is no officer \"" + o.id + "\"";
    return v;
  }
  if (o.path.empty()) {
    v.text = "no path yet";
    return v;
  }
  v.empty = false;
  for (const auto& m : d.columns) {
    if (o.path.size() > m.path.size() || !std::equal(o.path.begin(), o.path.end(), m.path.begin())) continue;
    bool with = o.path.size() == m.path.size();
    if (!with) {
      auto it = s.turn.holders_at_start.find(o.path.back());
      with = it != s.turn.holders_at_start.end() && it->second == off->owner;
    }
    if (with) {
      const sk::Column* c = s.column(m.id);
      v.legal = true;
      v.text = "with " + (c ? c->name : m.id) + (o.path.size() < m.path.size() ? ", leaving it at " + s.map->box_name(o.path.back()) : "") +
               " (SK 10.7)";
      return v;
    }
  }
  v.plan = sk::plan_officer_path(s, *off, o.path);
  v.legal = v.plan.reasons.empty();
  v.text = v.legal ? sk::describe_path(s, d.from, o.path, v.plan) : reasons_text(v.plan.reasons);
  return v;
}

std::vector<Reach> column_range(const sk::SkState& s, const sk::Column& c, bool infiltrate) {
  std::vector<Reach> out;
  for (auto& r : sk::march_range(s, c, infiltrate)) out.push_back(Reach{r.box, std::move(r.path), r.plan.attack});
  return out;
}

Json march_command(const sk::SkState& s, const MarchDraft& d) {
  Json args = Json::object();
  args["from"] = d.from;
  if (!d.columns.empty()) {
    Json moves = Json::array();
    for (const auto& o : d.columns) {
      Json m{{"column", o.id}, {"path", strings(o.path)}};
      if (o.infiltrate) m["infiltrate"] = true;
      if (o.reopens_supply && judge_column(s, d.from, o).plan.attack) m["reopens_supply"] = true;
      moves.push_back(std::move(m));
    }
    args["moves"] = std::move(moves);
  }
  if (!d.officers.empty()) {
    Json officers = Json::array();
    for (const auto& o : d.officers)
      if (!o.path.empty()) officers.push_back(Json{{"officer", o.id}, {"path", strings(o.path)}});
    if (!officers.empty()) args["officers"] = std::move(officers);
  }
  if (!d.entrench.empty()) args["entrench"] = strings(std::vector<std::string>(d.entrench.begin(), d.entrench.end()));
  return Json{{"type", "sk.march"}, {"args", std::move(args)}};
}

Json entrench_command(const std::string& box, const std::set<std::string>& columns) {
  return Json{{"type", "sk.entrench"}, {"args", {{"box", box}, {"columns", strings(std::vector<std::string>(columns.begin(), columns.end()))}}}};
}

Json move_magazine_command(const std::string& magazine, const std::vector<std::string>& path) {
  return Json{{"type", "sk.move_magazine"}, {"args", {{"magazine", magazine}, {"path", strings(path)}}}};
}

Json supply_check_command() { return Json{{"type", "sk.supply_check"}, {"args", Json::object()}}; }

Json attrition_command(const std::string& box) {
  Json args = Json::object();
  if (!box.empty()) args["box"] = box;
  return Json{{"type", "sk.attrition"}, {"args", std::move(args)}};
}

Json set_strength_command(const std::string& stand, int sp, const std::string& reason) {
  return Json{{"type", "sk.set_strength"}, {"args", {{"stand", stand}, {"sp", sp}, {"reason", reason}}}};
}

Json allocate_attrition_command(const std::string& column, const std::string& box) {
  Json args = Json::object();
  if (!column.empty()) args["column"] = column;
  else if (!box.empty()) args["box"] = box;
  return Json{{"type", "sk.allocate_attrition"}, {"args", std::move(args)}};
}

std::string march_counter(const sk::Turn& t) {
  if (t.used >= t.marches) return "All " + std::to_string(t.marches) + " marches used";
  int left = t.marches - t.used;
  return "March " + std::to_string(t.used + 1) + " of " + std::to_string(t.marches) + " (" + std::to_string(left) +
         " remaining)";
}

}  // namespace umpire::skui
