// The movement rules under the settings' other readings (data/1631/settings.json, area_status.h MoveReadings):
// minor states' areas, bridges of hostile cities and cities with neutral units, evasions into a besieged city.
#include <doctest/doctest.h>

#include "1631/area_status.h"
#include "1631/forces.h"
#include "1631/movement_rules.h"
#include "1631/scenario.h"

using namespace umpire;
using namespace umpire::flammes;

namespace {

bool readings_refused_by(const std::vector<Reason>& reasons, const std::string& rule) {
  for (const auto& r : reasons)
    if (r.rule == rule) return true;
  return false;
}

void readings_place(State& s, const std::string& unit, const std::string& area) {
  Unit& u = s.unit_mut(unit);
  u.where = Where::Map, u.area = area, u.inside = false, u.steps = 2;
}

}  // namespace

TEST_CASE("1631 §6.1.1: with movement.minor_open off an unmarked minor area is neutral, a strategic one stays open") {
  State s = start_state();
  MoveReadings neutral;
  neutral.minor_open = false;
  CHECK(area_status(s, "burg", Side::Imperial) == AreaStatus::Open);
  CHECK(area_status(s, "burg", Side::Imperial, neutral) == AreaStatus::Neutral);
  CHECK(area_status(s, "franken", Side::Swedish, neutral) == AreaStatus::Open);
  CHECK(area_status(s, "stettin", Side::Swedish, neutral) == AreaStatus::Friendly);  // a marker decides first
  // Dessau's bridge to Zerbst: open to a march, closed when Dessau is neutral, but not to an Imperial engage of it.
  readings_place(s, "swe_inf_5", "zerbst");
  CHECK(check_route(s, Side::Swedish, MoveKind::March, "zerbst", {"dessau"}).reasons.empty());
  RouteRules rules;
  rules.readings = neutral;
  CHECK(readings_refused_by(check_route(s, Side::Swedish, MoveKind::March, "zerbst", {"dessau"}, rules).reasons,
                            "1631 §6.1.1"));
  CHECK(check_route(s, Side::Imperial, MoveKind::Engage, "zerbst", {"dessau"}, rules).reasons.empty());
}

TEST_CASE("1631 §6.1.1, §7.3: with bridges.hostile_city off a hostile city's bridge still stops evaders") {
  State s = start_state();
  readings_place(s, "imp_inf_4", "landsberg");
  readings_place(s, "imp_cav_1", "landsberg");
  s.commander_mut("tott").area = "garz";
  MoveReadings open;
  open.hostile_city_bridges = false;
  RouteRules rules;
  rules.readings = open;
  CHECK(readings_refused_by(check_route(s, Side::Swedish, MoveKind::Regroup, "garz", {"greifenhagen"}).reasons,
                            "1631 §6.1.1"));
  CHECK(check_route(s, Side::Swedish, MoveKind::Regroup, "garz", {"greifenhagen"}, rules).reasons.empty());
  EvasionLimits limits{"stettin"};
  CHECK(readings_refused_by(check_evasion(s, Side::Swedish, "garz", {"greifenhagen"}, limits, open), "1631 §7.3"));
}

TEST_CASE("1631 §6.1.1: with bridges.neutral_units on a neutral unit in Dessau closes its bridge") {
  State s = start_state();
  readings_place(s, "sax_inf_1", "dessau");
  MoveReadings closed;
  closed.neutral_units_bridges = true;
  RouteRules rules;
  rules.readings = closed;
  CHECK(check_route(s, Side::Swedish, MoveKind::March, "zerbst", {"dessau"}).reasons.empty());
  CHECK(readings_refused_by(check_route(s, Side::Swedish, MoveKind::March, "zerbst", {"dessau"}, rules).reasons,
                            "1631 §6.1.1"));
  // Without the Saxon unit, the reading changes nothing.
  readings_place(s, "sax_inf_1", "dresden");
  CHECK(check_route(s, Side::Swedish, MoveKind::March, "zerbst", {"dessau"}, rules).reasons.empty());
}

TEST_CASE("1631 §7.3, §7.10: with evasion.into_besieged off the Imperials may not evade into besieged Magdeburg") {
  State s = start_state();
  REQUIRE(besieged_by(s, "magdeburg", Side::Imperial));
  EvasionLimits limits{"quedlinburg"};
  MoveReadings shut;
  shut.evade_into_besieged = false;
  CHECK(check_evasion(s, Side::Imperial, "halberstadt", {"magdeburg"}, limits).empty());
  CHECK(readings_refused_by(check_evasion(s, Side::Imperial, "halberstadt", {"magdeburg"}, limits, shut), "1631 §7.3"));
}
