#include "1631/movement_rules.h"

#include <algorithm>

#include "1631/area_status.h"
#include "1631/forces.h"

namespace umpire::flammes {

namespace {

const char* kind_words(MoveKind k) {
  switch (k) {
    case MoveKind::Engage: return "an engage";
    case MoveKind::March: return "a march";
    case MoveKind::ForcedMarch: return "a forced march";
    case MoveKind::Regroup: return "a regroup";
    case MoveKind::Interception: return "an interception";
  }
  return "a move";
}

int allowance(MoveKind k) {
  switch (k) {
    case MoveKind::Engage: return 2;
    case MoveKind::March: return 2;
    case MoveKind::ForcedMarch: return 4;
    case MoveKind::Regroup: return 4;
    case MoveKind::Interception: return 1;
  }
  return 0;
}

const char* allowance_rule(MoveKind k) {
  switch (k) {
    case MoveKind::Engage: return "1631 §6.2";
    case MoveKind::March: return "1631 §6.3";
    case MoveKind::ForcedMarch: return "1631 §6.4";
    case MoveKind::Regroup: return "1631 §6.6";
    case MoveKind::Interception: return "1631 §7.2";
  }
  return "1631 §6.1";
}

}  // namespace

Route check_route(const State& s, Side side, MoveKind kind, const std::string& from,
                  const std::vector<std::string>& path, const RouteRules& rules) {
  Route r;
  const Map& m = *s.map;
  std::string at = from;
  std::string target = kind == MoveKind::Engage && !path.empty() ? path.back() : "";
  for (std::size_t i = 0; i < path.size(); ++i) {
    const std::string& to = path[i];
    bool last = i + 1 == path.size();
    if (!m.area(to)) {
      r.reasons.push_back({"", "there is no area \"" + to + "\""});
      return r;
    }
    if (m.lines_between(at, to).empty()) {
      r.reasons.push_back(
          {"1631 §6.1", m.at(at).name + " and " + m.at(to).name + " are not joined by a movement line"});
      return r;
    }
    int line = line_used(s, at, to, side, last ? target : "", rules.readings);
    if (line < 0) {
      r.reasons.push_back({"1631 §6.1.1", std::string("the bridge from ") + m.at(at).name + " to " + m.at(to).name +
                                              " is connected to a neutral city, or to a hostile city the " +
                                              words(side) + " do not besiege: it may not be crossed"});
      return r;
    }
    const Line& l = m.lines[line];
    r.lines.push_back(line);
    r.moves += move_cost(l.type);
    if (l.type == LineType::Road) ++r.roads;
    if (l.type == LineType::River) ++r.rivers;
    if (l.type == LineType::Ford) ++r.fords;
    r.last_line = to_string(l.type);
    const Area& a = m.at(to);
    // 1631 §6.1.2, §10.3: strategic areas are entered only by engage or march.
    if (a.strategic() && kind != MoveKind::Engage && kind != MoveKind::March)
      r.reasons.push_back({"1631 §6.1.2", a.name + " is a strategic area: only an engage or a march enters it, not " +
                                              std::string(kind_words(kind))});
    // 1631 §6.1.1, §6.3, §7.10: hostile areas only as an engage's target, or a city the side besieges.
    bool hostile = !passable(s, to, side, rules.readings);
    bool strategic_ok =
        a.strategic() && kind == MoveKind::March && rules.strategic_march_into_enemy && !enemy_marker_in(s, to, side);
    bool overrun = (kind == MoveKind::Engage || kind == MoveKind::March || kind == MoveKind::ForcedMarch) &&
                   !(kind == MoveKind::Engage && last) && may_overrun(s, side, to, line, rules.army_units);
    if (hostile && !(kind == MoveKind::Engage && last) && kind != MoveKind::Interception && !strategic_ok && !overrun)
      r.reasons.push_back({"1631 §6.1.1", a.name + " is hostile to the " + words(side) +
                                              ": only an engage's last move enters it, or an overrun (4 to 1 in "
                                              "units, no enemy garrison, not over a bridge, 1631 §6.5)"});
    at = to;
  }
  // The allowance (1631 §6.2-§6.6): bridges and passed fords are free.
  int most = allowance(kind);
  if (r.moves > most)
    r.reasons.push_back({allowance_rule(kind), std::string(kind_words(kind)) + " makes at most " +
                                                   std::to_string(most) + " moves (bridges free); this route makes " +
                                                   std::to_string(r.moves)});
  if (kind == MoveKind::Engage) {
    // 1631 §6.2: one Road or River move, or two River moves.
    if (r.moves == 2 && r.rivers != 2)
      r.reasons.push_back({"1631 §6.2", "an engage makes two moves only if both are along rivers"});
    if (r.moves == 1 && r.rivers == 1 && !rules.single_river)
      r.reasons.push_back({"1631 §6.2",
                           "in this campaign an engage along a river makes two River moves "
                           "(setting \"engage.single_river\")"});
  }
  return r;
}

bool may_overrun(const State& s, Side side, const std::string& area, int line, int army_units) {
  int enemies = count_units(s, area, other(side));
  if (enemies == 0 || army_units < 4 * enemies) return false;
  if (enemy_marker_in(s, area, side)) return false;
  LineType t = s.map->lines[line].type;
  return t != LineType::Bridge && t != LineType::Ford;
}

std::vector<Reason> check_evasion(const State& s, Side side, const std::string& from,
                                  const std::vector<std::string>& path, const EvasionLimits& limits,
                                  const MoveReadings& r) {
  const Map& m = *s.map;
  std::vector<Reason> out;
  if (path.empty()) {
    if (m.area(from) && m.at(from).strategic()) return {};  // 1631 §6.1.2: evaders may stay in a strategic area
    return {{"1631 §7.3", "an evasion leaves the area (only in a strategic area may the evaders stay)"}};
  }
  std::string at = from;
  int moves = 0;
  for (const auto& to : path) {
    if (!m.area(to)) return {{"", "there is no area \"" + to + "\""}};
    if (m.lines_between(at, to).empty())
      return {{"1631 §6.1", m.at(at).name + " and " + m.at(to).name + " are not joined by a movement line"}};
    int line = line_used(s, at, to, side, "", r, true);
    if (line < 0)
      return {{"1631 §7.3", "evaders may not cross the bridge from " + m.at(at).name + " to " + m.at(to).name +
                                ": it is connected to a neutral city or a hostile city their side does not besiege"}};
    moves += move_cost(s.map->lines[line].type);
    const Area& a = m.at(to);
    if (a.strategic())
      out.push_back({"1631 §6.1.2", "evaders may not enter " + a.name +
                                        ", a strategic area (only an engage or a "
                                        "march enters one)"});
    // 1631 §7.3; a city the evaders' side besieges is passable to it (1631 §7.10; setting "evasion.into_besieged").
    bool besieging = r.evade_into_besieged && besieged_by(s, to, side);
    if ((enemy_units_in(s, to, side) || enemy_marker_in(s, to, side)) && !besieging)
      out.push_back({"1631 §7.3", "evaders may not enter " + a.name + ": enemy units or an enemy garrison are there" +
                                      (besieged_by(s, to, side) ? " (setting \"evasion.into_besieged\")" : "")});
    if (to == limits.attacker_left && !limits.may_return && !limits.must_return)
      out.push_back({"1631 §7.3", "evaders may not enter " + a.name + ", the area the attacker has just left"});
    at = to;
  }
  if (moves > limits.moves)
    out.push_back({"1631 §7.3", "an evasion makes at most " + std::to_string(limits.moves) +
                                    " moves (bridges "
                                    "free); this one makes " +
                                    std::to_string(moves)});
  if (limits.must_return && !limits.attacker_left.empty() &&
      std::find(path.begin(), path.end(), limits.attacker_left) == path.end())
    out.push_back(
        {"1631 §7.9.2", "a losing river-assault attacker must go back to " + m.at(limits.attacker_left).name});
  return out;
}

bool can_evade(const State& s, Side side, const std::string& from, const EvasionLimits& limits, const MoveReadings& r) {
  return legal_evasion(s, side, from, limits, r).has_value();
}

std::optional<std::vector<std::string>> legal_evasion(const State& s, Side side, const std::string& from,
                                                      const EvasionLimits& limits, const MoveReadings& r) {
  if (check_evasion(s, side, from, {}, limits, r).empty()) return std::vector<std::string>{};
  // Breadth-first over paths of up to `moves` counted moves (bridges free, so bounded by the map's size).
  std::vector<std::vector<std::string>> frontier{{}};
  std::size_t guard = s.map->areas.size() + 2;
  while (!frontier.empty() && guard-- > 0) {
    std::vector<std::vector<std::string>> next;
    for (const auto& p : frontier) {
      const std::string& at = p.empty() ? from : p.back();
      for (const auto& n : s.map->neighbours(at)) {
        if (n == from || std::find(p.begin(), p.end(), n) != p.end()) continue;
        auto q = p;
        q.push_back(n);
        auto why = check_evasion(s, side, from, q, limits, r);
        if (why.empty()) return q;
        // Only the must-return clause can be mended by going further; every other reason stays.
        bool only_end =
            std::all_of(why.begin(), why.end(), [](const Reason& why_r) { return why_r.rule == "1631 §7.9.2"; });
        if (only_end) next.push_back(std::move(q));
      }
    }
    frontier = std::move(next);
  }
  return std::nullopt;
}

}  // namespace umpire::flammes
