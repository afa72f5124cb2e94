#include "1631/area_status.h"

#include "1631/forces.h"

namespace umpire::flammes {

const char* words(AreaStatus a) {
  switch (a) {
    case AreaStatus::Friendly: return "friendly";
    case AreaStatus::Allied: return "allied";
    case AreaStatus::Open: return "open";
    case AreaStatus::Neutral: return "neutral";
    case AreaStatus::Hostile: return "hostile";
  }
  return "?";
}

bool enemy_units_in(const State& s, const std::string& area, Side side) {
  return count_units(s, area, other(side)) > 0;
}

bool enemy_marker_in(const State& s, const std::string& area, Side side) {
  auto held = owner(s, area);
  return held && *held != side;
}

bool besieged_by(const State& s, const std::string& area, Side side) { return besieger(s, area) == side; }

AreaStatus area_status(const State& s, const std::string& area, Side side, const MoveReadings& r) {
  if (enemy_units_in(s, area, side)) return AreaStatus::Hostile;  // 1631 §6.1.1
  const Area& a = s.map->at(area);
  if (const City* c = s.city(area); c && c->marker != Marker::None) {
    switch (c->marker) {
      case Marker::Swedish: return side == Side::Swedish ? AreaStatus::Friendly : AreaStatus::Hostile;
      case Marker::Imperial: return side == Side::Imperial ? AreaStatus::Friendly : AreaStatus::Hostile;
      case Marker::PrintedSaxon:
        if (!s.tracks.saxony_allied) return AreaStatus::Neutral;
        return side == Side::Swedish ? AreaStatus::Allied : AreaStatus::Hostile;
      case Marker::PrintedBrandenburg:
        if (!s.tracks.brandenburg_allied) return AreaStatus::Neutral;
        return side == Side::Swedish ? AreaStatus::Allied : AreaStatus::Hostile;
      case Marker::None: break;
    }
  }
  bool allied = a.allegiance == Allegiance::Saxony        ? s.tracks.saxony_allied
                : a.allegiance == Allegiance::Brandenburg ? s.tracks.brandenburg_allied
                                                          : false;
  // 1631 §3.1, §6.1.1: the rulebook names friendly, allied, neutral and hostile areas, not the minor states'
  // (setting "movement.minor_open": open by default, or neutral).
  if (a.allegiance == Allegiance::Minor) return r.minor_open || a.strategic() ? AreaStatus::Open : AreaStatus::Neutral;
  if (!allied) return AreaStatus::Neutral;
  return side == Side::Swedish ? AreaStatus::Allied : AreaStatus::Hostile;  // 1631 §6.7
}

bool passable(const State& s, const std::string& area, Side side, const MoveReadings& r) {
  if (area_status(s, area, side, r) != AreaStatus::Hostile) return true;
  // 1631 §7.10: a hostile city the side already besieges: only the besieged
  // garrison (inside) and the side's own besiegers are there.
  if (!besieged_by(s, area, side)) return false;
  return count_units(s, area, other(side), false) == 0;
}

bool line_open(const State& s, int line, Side side, const std::string& engage_target, const MoveReadings& r,
               bool evasion) {
  const Line& l = s.map->lines[line];
  if (l.type != LineType::Bridge || l.bridge_city.empty()) return true;
  const std::string& city = l.bridge_city;
  if (!s.map->area(city)) return true;
  AreaStatus st = area_status(s, city, side, r);
  // Setting "bridges.neutral_units": a neutral power's units in the city's area make its bridge a neutral city's.
  if (r.neutral_units_bridges && st != AreaStatus::Hostile && !neutral_units_in(s, city).empty())
    st = AreaStatus::Neutral;
  // 1631 §6.1.1: only the Imperials, engaging the neutral city itself, cross its bridge.
  if (st == AreaStatus::Neutral) return side == Side::Imperial && engage_target == city;
  // 1631 §7.3 closes a hostile city's bridge to evaders; setting "bridges.hostile_city" to every move (1631 §7.10
  // opens it to the side besieging the city).
  if (st == AreaStatus::Hostile && enemy_marker_in(s, city, side) && (evasion || r.hostile_city_bridges))
    return besieged_by(s, city, side) || engage_target == city;  // 1631 §7.10
  return true;
}

int move_cost(LineType t) { return t == LineType::Road || t == LineType::River ? 1 : 0; }

int line_used(const State& s, const std::string& a, const std::string& b, Side side, const std::string& engage_target,
              const MoveReadings& r, bool evasion) {
  int best = -1;
  for (int l : s.map->lines_between(a, b)) {
    if (!line_open(s, l, side, engage_target, r, evasion)) continue;
    if (best < 0 || move_cost(s.map->lines[l].type) < move_cost(s.map->lines[best].type)) best = l;
  }
  return best;
}

bool locked_in(const State& s, const Unit& u) {
  if (!u.on_map() || !u.inside) return false;
  auto by = besieger(s, u.area);
  return by && side_of(s, u) != by;
}

bool locked_in(const State& s, const Commander& c) {
  if (c.dead || !c.inside) return false;
  auto by = besieger(s, c.area);
  return by && side_of(s, c) != by;
}

}  // namespace umpire::flammes
