#include "soldier_king/movement.h"

#include <algorithm>
#include <optional>
#include <set>

namespace umpire::sk {

const char* to_string(MoveMode m) {
  switch (m) {
    case MoveMode::Road: return "road";
    case MoveMode::Highway: return "highway";
    case MoveMode::Land: return "road/highway";
    case MoveMode::RiverUp: return "upstream";
    case MoveMode::RiverDown: return "downstream";
  }
  return "road";
}

bool holds_hostile_troops(const SkState& s, const std::string& faction, const std::string& box) {
  for (const auto& c : s.columns)
    if (c.box == box && s.hostile(faction, c.owner)) return true;
  for (const auto& g : s.garrisons)
    if (g.box == box && !g.stands.empty() && s.hostile(faction, g.owner)) return true;
  return false;
}

bool holds_hostile_light_cavalry(const SkState& s, const std::string& faction, const std::string& box) {
  auto light = [&](const std::vector<Stand>& stands) {
    for (const auto& st : stands)
      if (const StandType* t = s.forces->stand_type(st.type); t && t->light && t->arm == Arm::Cavalry) return true;
    return false;
  };
  for (const auto& c : s.columns)
    if (c.box == box && s.hostile(faction, c.owner) && (c.kind == ColumnKind::LightCavalry || light(c.stands))) return true;
  for (const auto& g : s.garrisons)
    if (g.box == box && s.hostile(faction, g.owner) && light(g.stands)) return true;
  return false;
}

int march_limit(const SkState& s) { return s.date.season == Season::Winter ? 1 : 2; }

namespace {

bool is_river(MoveMode m) { return m == MoveMode::RiverUp || m == MoveMode::RiverDown; }

// The line kinds joining two boxes, river ones by the direction of travel.
struct LegLines {
  bool road = false, highway = false, up = false, down = false;
  bool any() const { return road || highway || up || down; }
  bool land() const { return road || highway; }
  bool river() const { return up || down; }
};

LegLines leg_lines(const Map& m, const std::string& from, const std::string& to) {
  LegLines out;
  const MapGraph& g = m.graph();
  const NodeIx f = g.node_ix(from), t = g.node_ix(to);
  if (f == kNoNode || t == kNoNode || f == t) return out;
  for (EdgeIx e : g.incident(f)) {
    if (g.other(e, f) != t) continue;
    const Line& l = m.lines[static_cast<std::size_t>(e)];
    switch (l.type) {
      case LineType::Road: out.road = true; break;
      case LineType::Highway: out.highway = true; break;
      case LineType::River: (l.downstream == to ? out.down : out.up) = true; break;
    }
  }
  return out;
}

// The line a leg uses under a way of moving, if it has one.
std::optional<LineType> leg_line(const LegLines& l, MoveMode m) {
  switch (m) {
    case MoveMode::Road:
      if (l.road) return LineType::Road;
      break;
    case MoveMode::Highway:
      if (l.highway) return LineType::Highway;
      break;
    case MoveMode::Land:
      if (l.highway) return LineType::Highway;
      if (l.road) return LineType::Road;
      break;
    case MoveMode::RiverUp:
      if (l.up) return LineType::River;
      break;
    case MoveMode::RiverDown:
      if (l.down) return LineType::River;
      break;
  }
  return std::nullopt;
}

// Who moves: a column (infantry or cavalry) or an officer alone.
struct Mover {
  std::string owner, start;
  bool officer = false;
  ColumnKind kind = ColumnKind::Infantry;
};

std::vector<MoveMode> modes_for(const Mover& m) {
  if (m.officer || m.kind != ColumnKind::Infantry)
    return {MoveMode::Land, MoveMode::RiverUp, MoveMode::RiverDown};
  return {MoveMode::Road, MoveMode::Highway, MoveMode::RiverUp, MoveMode::RiverDown};
}

// The farthest a mover goes in one march along one way of moving, the rule and its words.
struct Reach {
  std::size_t boxes;
  const char* rule;
  const char* text;
};

Reach reach(const Mover& m, MoveMode mode) {
  if (m.officer) {
    switch (mode) {
      case MoveMode::RiverUp: return {2, "SK 10.7", "an officer alone moves at most 2 boxes upstream"};
      case MoveMode::RiverDown: return {3, "SK 10.7", "an officer alone moves at most 3 boxes downstream"};
      default: return {3, "SK 10.7", "an officer alone moves at most 3 boxes by road or highway"};
    }
  }
  switch (mode) {
    case MoveMode::Road: return {1, "SK 10.3.1", "infantry moves only 1 box along a road"};
    case MoveMode::Highway: return {2, "SK 10.3.1", "infantry moves at most 2 boxes along a highway"};
    case MoveMode::Land: return {2, "SK 10.3.2", "cavalry moves at most 2 boxes by road or highway"};
    case MoveMode::RiverUp: return {1, "SK 10.3.3", "a column moves only 1 box upstream"};
    case MoveMode::RiverDown: return {2, "SK 10.3.3", "a column moves at most 2 boxes downstream"};
  }
  return {1, "SK 10.3", ""};
}

// Reasons that do not depend on the way of moving: bad boxes.
std::vector<Reason> check_boxes(const SkState& s, const std::vector<std::string>& path) {
  std::vector<Reason> out;
  if (path.empty()) out.push_back({"", "a path names at least one box to move to"});
  for (const auto& b : path)
    if (!s.map->box(b)) out.push_back({"", "there is no box \"" + b + "\""});
  return out;
}

// Why no way of moving fits the lines of the path at all.
std::vector<Reason> structure_reasons(const SkState& s, const Mover& m, const std::vector<std::string>& path,
                                      const std::vector<LegLines>& legs) {
  std::string prev = m.start;
  for (std::size_t i = 0; i < legs.size(); ++i) {
    if (!legs[i].any())
      return {{"SK 10.2", s.map->box_name(prev) + " and " + s.map->box_name(path[i]) + " are not joined by a transport line"}};
    prev = path[i];
  }
  bool land = std::all_of(legs.begin(), legs.end(), [](const LegLines& l) { return l.land(); });
  bool river = std::all_of(legs.begin(), legs.end(), [](const LegLines& l) { return l.river(); });
  if (land) return {{"SK 10.3.1", "an infantry column may not move along both a road and a highway in one march"}};
  if (river)
    return {{"SK 10.3.3", "a march on a river goes either upstream or downstream, never both (umpire's ruling)"}};
  return {{"SK 10.3.3", "river movement and road or highway movement never mix in one march"}};
}

// Tries each way of moving with `check(mode, legs)` giving that way's
// reasons; returns the first legal plan, else the closest refusal.
template <typename Check>
PathPlan best_plan(const SkState& s, const Mover& m, const std::vector<std::string>& path, Check check) {
  PathPlan out;
  out.reasons = check_boxes(s, path);
  if (!out.reasons.empty()) return out;
  std::vector<LegLines> legs;
  std::string prev = m.start;
  for (const auto& b : path) {
    legs.push_back(leg_lines(*s.map, prev, b));
    prev = b;
  }
  std::optional<PathPlan> best;
  for (MoveMode mode : modes_for(m)) {
    PathPlan plan;
    plan.mode = mode;
    bool fits = true;
    for (const auto& l : legs) {
      auto t = leg_line(l, mode);
      if (!t) {
        fits = false;
        break;
      }
      plan.legs.push_back(*t);
    }
    if (!fits) continue;
    Reach r = reach(m, mode);
    if (path.size() > r.boxes) plan.reasons.push_back({r.rule, r.text});
    check(plan);
    if (plan.reasons.empty()) return plan;
    if (!best || plan.reasons.size() < best->reasons.size()) best = plan;
  }
  if (best) return *best;
  out.reasons = structure_reasons(s, m, path, legs);
  return out;
}

}  // namespace

PathPlan plan_column_path(const SkState& s, const Column& column, const std::vector<std::string>& path, bool infiltrate) {
  Mover m{column.owner, column.box, false, column.kind};
  std::vector<Reason> common;
  int limit = march_limit(s);
  if (column.marches >= limit)
    common.push_back(limit == 1 ? Reason{"SK 10.3.4", column.name + " has already taken part in a march this Winter turn"}
                                : Reason{"SK 10.4", column.name + " has already taken part in 2 marches this turn"});
  bool light = column.kind == ColumnKind::LightCavalry;
  if (infiltrate && !light) common.push_back({"SK 10.6", "only a light cavalry column may make an infiltration move"});
  PathPlan plan = best_plan(s, m, path, [&](PathPlan& p) {
    for (std::size_t i = 0; i + 1 < path.size(); ++i) {
      const std::string& b = path[i];
      if (!holds_hostile_troops(s, column.owner, b)) continue;
      std::string name = s.map->box_name(b);
      if (!infiltrate) {
        p.reasons.push_back({"SK 10.5", column.name + " must stop in " + name + ", which holds hostile troops"});
        continue;
      }
      p.infiltrated.push_back(b);
      if (!light) continue;  // refused above
      if (is_river(p.mode)) p.reasons.push_back({"SK 10.6", "an infiltration move is never made by river"});
      if (holds_hostile_light_cavalry(s, column.owner, b))
        p.reasons.push_back({"SK 10.6", column.name + " may not infiltrate through " + name + ", which holds hostile light cavalry"});
    }
    if (p.infiltrated.size() > 1)
      p.reasons.push_back({"SK 10.6", "an infiltration move passes through only one box holding hostile troops"});
    if (!p.infiltrated.empty() && column.infiltrated)
      p.reasons.push_back({"SK 10.6", column.name + " has already made its infiltration move this turn"});
    const std::string& last = path.back();
    if (holds_hostile_troops(s, column.owner, last)) {
      p.attack = true;
      if (is_river(p.mode))
        p.reasons.push_back({"SK 10.5", "a column may not enter " + s.map->box_name(last) + ", which holds hostile troops, along a river"});
      if (!p.infiltrated.empty())
        p.reasons.push_back({"SK 10.6", "an infiltration move may not end in a box holding hostile troops"});
    }
    for (const auto& r : common) p.reasons.push_back(r);
  });
  if (plan.legs.empty())  // refused before any way of moving fitted
    for (const auto& r : common) plan.reasons.push_back(r);
  return plan;
}

std::vector<Reason> check_column_path(const SkState& s, const Column& column, const std::vector<std::string>& path,
                                      bool infiltrate) {
  return plan_column_path(s, column, path, infiltrate).reasons;
}

PathPlan plan_officer_path(const SkState& s, const Officer& officer, const std::vector<std::string>& path) {
  Mover m{officer.owner, officer.box, true, ColumnKind::Infantry};
  std::vector<Reason> common;
  if (!officer.column.empty()) {
    const Column* c = s.column(officer.column);
    common.push_back({"SK 10.7", officer.name + " commands " + (c ? c->name : officer.column) + " and moves with it"});
  }
  for (const auto& b : path) {
    if (!s.map->box(b)) continue;
    auto it = s.turn.holders_at_start.find(b);
    if (it == s.turn.holders_at_start.end() || it->second != officer.owner)
      common.push_back({"SK 10.7", "an officer moving alone passes only through boxes that were friendly at the start of the turn; " +
                                       s.map->box_name(b) + " was not"});
  }
  PathPlan plan = best_plan(s, m, path, [&](PathPlan& p) {
    for (const auto& r : common) p.reasons.push_back(r);
  });
  if (plan.legs.empty())
    for (const auto& r : common) plan.reasons.push_back(r);
  return plan;
}

std::vector<Reason> check_officer_path(const SkState& s, const Officer& officer, const std::vector<std::string>& path) {
  return plan_officer_path(s, officer, path).reasons;
}

int entrench_cost(const SkState& s, const std::string& box) {
  const CityBox* b = s.map->box(box);
  return b && b->recruiting ? 1 : 2;
}

std::vector<Reason> check_entrench(const SkState& s, const std::string& box, const std::vector<std::string>& columns) {
  std::vector<Reason> out;
  const CityBox* b = s.map->box(box);
  if (!b) return {{"", "there is no box \"" + box + "\""}};
  if (columns.empty()) return {{"", "name at least one column to entrench"}};
  int cost = entrench_cost(s, box);
  int limit = march_limit(s);
  if (cost > limit)
    out.push_back({"SK 10.8.1", "in Winter a column takes only one march (SK 10.3.4), so it cannot dig in for 2 marches "
                                "outside a recruiting city"});
  bool infantry = false;
  std::set<std::string> seen;
  for (const auto& id : columns) {
    if (!seen.insert(id).second) {
      out.push_back({"", "column " + id + " is listed twice"});
      continue;
    }
    if (s.garrison(id)) {
      out.push_back({"SK 10.8", "garrison " + id + " is not a column; only columns entrench"});
      continue;
    }
    const Column* c = s.column(id);
    if (!c) {
      out.push_back({"", "there is no column \"" + id + "\""});
      continue;
    }
    if (c->owner != s.turn.player) out.push_back({"SK 10.2", c->name + " is not a column of the player whose turn it is"});
    if (c->box != box) out.push_back({"SK 10.8", c->name + " is not in " + b->name});
    if (c->entrenched) out.push_back({"SK 10.8", c->name + " is already entrenched"});
    if (cost <= limit && c->marches + cost > limit)
      out.push_back({limit == 1 ? "SK 10.3.4" : "SK 10.4",
                     c->name + " has taken part in " + std::to_string(c->marches) + " march(es); entrenching here takes " +
                         std::to_string(cost) + " and a column takes part in at most " + std::to_string(limit) +
                         " per turn"});
    if (c->kind == ColumnKind::Infantry) infantry = true;
  }
  if (!infantry)
    out.push_back({"SK 10.8", "entrenching needs an infantry column among the entrenching columns (cavalry carries no tools)"});
  return out;
}

std::vector<std::string> joined_boxes(const Map& map, const std::string& box) {
  std::vector<std::string> out;
  for (std::size_t i : map.lines_at(box)) {
    const std::string& other = map.lines[i].other(box);
    if (other != box && std::find(out.begin(), out.end(), other) == out.end()) out.push_back(other);
  }
  return out;
}

std::vector<MarchReach> march_range(const SkState& s, const Column& column, bool infiltrate) {
  std::vector<MarchReach> out;
  std::set<std::string> reached;
  auto consider = [&](const std::vector<std::string>& path) {
    if (reached.count(path.back())) return;
    PathPlan plan = plan_column_path(s, column, path, infiltrate);
    if (!plan.reasons.empty()) return;
    reached.insert(path.back());
    out.push_back(MarchReach{path.back(), path, std::move(plan)});
  };
  if (column.box.empty() || !s.map->box(column.box)) return out;
  auto first = joined_boxes(*s.map, column.box);
  for (const auto& a : first) consider({a});
  for (const auto& a : first)
    for (const auto& b : joined_boxes(*s.map, a))
      if (b != column.box && b != a) consider({a, b});
  return out;
}

std::string describe_path(const SkState& s, const std::string& from, const std::vector<std::string>& path,
                          const PathPlan& plan) {
  std::string out = s.map->box_name(from);
  for (std::size_t i = 0; i < path.size(); ++i) {
    out += " → " + s.map->box_name(path[i]);
    if (i >= plan.legs.size()) continue;
    out += std::string(" (") + to_string(plan.legs[i]);
    if (is_river(plan.mode)) out += std::string(", ") + to_string(plan.mode);
    out += ")";
  }
  return out;
}

}  // namespace umpire::sk
