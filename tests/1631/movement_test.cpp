// The movement rules (1631 §6.1-§6.6, §7.3, §7.10, §10.7) and the owner's losses.
#include <doctest/doctest.h>

#include "1631/area_status.h"
#include "1631/attrition.h"
#include "1631/diplomacy.h"
#include "1631/forces.h"
#include "1631/movement_rules.h"
#include "1631/scenario.h"

using namespace umpire;
using namespace umpire::flammes;

namespace {

bool refused_by(const std::vector<Reason>& reasons, const std::string& rule) {
  for (const auto& r : reasons)
    if (r.rule.find(rule) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("1631 §6.1.1: areas are friendly, neutral, open or hostile by marker, allegiance and units") {
  State s = start_state();
  CHECK(area_status(s, "stettin", Side::Swedish) == AreaStatus::Friendly);
  CHECK(area_status(s, "garz", Side::Swedish) == AreaStatus::Hostile);
  CHECK(area_status(s, "berlin", Side::Swedish) == AreaStatus::Neutral);
  CHECK(area_status(s, "burg", Side::Imperial) == AreaStatus::Open);
  CHECK(area_status(s, "greifenhagen", Side::Swedish) == AreaStatus::Hostile);  // Imperial units, no marker
  s.tracks.brandenburg_allied = true;
  CHECK(area_status(s, "berlin", Side::Swedish) == AreaStatus::Allied);
  CHECK(area_status(s, "berlin", Side::Imperial) == AreaStatus::Hostile);  // 1631 §6.7
}

TEST_CASE("1631 §6.1: a march's bridges are free; road, road and two bridges make 2 moves") {
  State s = start_state();
  // Magdeburg (besieged by the Imperials) → Burg (bridge) → Genthin (road) → Brandenburg (bridge): 1 counted move.
  Route r = check_route(s, Side::Imperial, MoveKind::March, "magdeburg", {"burg", "genthin", "brandenburg"});
  CHECK(r.reasons.empty());
  CHECK(r.moves == 1);
  Route r2 =
      check_route(s, Side::Imperial, MoveKind::March, "halberstadt", {"magdeburg", "burg", "genthin", "brandenburg"});
  CHECK(r2.reasons.empty());
  CHECK(r2.moves == 2);
  Route r3 = check_route(s, Side::Imperial, MoveKind::March, "halberstadt",
                         {"magdeburg", "burg", "genthin", "brandenburg", "berlin"});
  CHECK(refused_by(r3.reasons, "1631 §6.3"));
}

TEST_CASE("1631 §6.4, §7.10: Tilly's forced march to Frankfurt passes besieged Magdeburg and its bridge: 4 moves") {
  State s = start_state();
  Route r = check_route(s, Side::Imperial, MoveKind::ForcedMarch, "halberstadt",
                        {"magdeburg", "burg", "genthin", "brandenburg", "berlin", "frankfurt"});
  CHECK(r.reasons.empty());
  CHECK(r.moves == 4);
  CHECK(r.roads == 4);
  CHECK(r.rivers == 0);
}

TEST_CASE("1631 §6.1.1: a march may not enter a hostile area; an engage's last move may") {
  State s = start_state();
  CHECK(refused_by(check_route(s, Side::Swedish, MoveKind::March, "stettin", {"garz"}).reasons, "1631 §6.1.1"));
  CHECK(check_route(s, Side::Swedish, MoveKind::Engage, "stettin", {"garz"}).reasons.empty());
}

TEST_CASE("1631 §6.2: an engage makes one Road or River move, or two River moves") {
  State s = start_state();
  s.unit_mut("imp_inf_5").area = "halberstadt";  // clear Garz and Küstrin of Imperials
  s.unit_mut("imp_inf_6").area = "halberstadt";
  s.unit_mut("imp_cav_2").area = "halberstadt";
  s.unit_mut("imp_art_1").area = "halberstadt";
  s.city_mut("garz").marker = Marker::Swedish;
  CHECK(check_route(s, Side::Swedish, MoveKind::Engage, "garz", {"kuestrin", "frankfurt"}).reasons.empty());
  // Garz → Greifenhagen (bridge) → Landsberg (road): one Road move after a bridge.
  CHECK(check_route(s, Side::Swedish, MoveKind::Engage, "garz", {"greifenhagen", "landsberg"}).reasons.size() == 1);
  // Greifenhagen's Imperial units make it hostile: no engage through it.
  s.unit_mut("imp_inf_4").area = "halberstadt";
  s.unit_mut("imp_cav_1").area = "halberstadt";
  CHECK(check_route(s, Side::Swedish, MoveKind::Engage, "garz", {"greifenhagen", "landsberg"}).reasons.empty());
  // Stettin → Garz → Küstrin → Frankfurt: three moves.
  CHECK(
      refused_by(check_route(s, Side::Swedish, MoveKind::Engage, "stettin", {"garz", "kuestrin", "frankfurt"}).reasons,
                 "1631 §6.2"));
}

TEST_CASE("1631 §6.1.1: no bridge connected to a hostile city the mover does not besiege") {
  State s = start_state();
  s.unit_mut("imp_inf_4").area = "halberstadt";
  s.unit_mut("imp_cav_1").area = "halberstadt";
  // Greifenhagen → Garz is a bridge of Garz (Imperial): the Swedes cross it only to engage Garz itself.
  CHECK(refused_by(check_route(s, Side::Swedish, MoveKind::March, "greifenhagen", {"garz"}).reasons, "1631 §6.1.1"));
}

TEST_CASE("1631 §6.1.2: forced marches and regroups do not enter strategic areas; marches and engages do") {
  State s = start_state();
  CHECK(refused_by(check_route(s, Side::Imperial, MoveKind::ForcedMarch, "halberstadt", {"niedersachsen"}).reasons,
                   "1631 §6.1.2"));
  CHECK(refused_by(check_route(s, Side::Imperial, MoveKind::Regroup, "halberstadt", {"niedersachsen"}).reasons,
                   "1631 §6.1.2"));
  CHECK(check_route(s, Side::Imperial, MoveKind::March, "halberstadt", {"niedersachsen"}).reasons.empty());
}

TEST_CASE("1631 §7.3: evaders go up to 2 moves, not back where the attacker came from, not into the enemy") {
  State s = start_state();
  // The Swedes came from Stettin into Garz: Schauenburg may go to Frankfurt by Küstrin.
  EvasionLimits limits{"stettin"};
  CHECK(check_evasion(s, Side::Imperial, "garz", {"kuestrin", "frankfurt"}, limits).empty());
  CHECK(refused_by(check_evasion(s, Side::Imperial, "garz", {"stettin"}, limits), "1631 §7.3"));
  CHECK(refused_by(check_evasion(s, Side::Imperial, "garz", {"kuestrin", "frankfurt", "berlin"}, limits), "1631 §7.3"));
  CHECK(refused_by(check_evasion(s, Side::Imperial, "garz", {}, limits), "1631 §7.3"));
  CHECK(can_evade(s, Side::Imperial, "garz", limits));
}

TEST_CASE("1631 §7.3: a force hemmed in has no legal evasion; in a strategic area it may stay") {
  State s = start_state();
  // A Swedish unit in every area next to Greifenhagen: its Imperials have nowhere to go.
  int k = 11;
  for (const auto& n : s.map->neighbours("greifenhagen")) {
    Unit& u = s.unit_mut("swe_inf_" + std::to_string(k++));
    u.where = Where::Map, u.steps = 2, u.area = n;
  }
  CHECK(!can_evade(s, Side::Imperial, "greifenhagen", {}));
  CHECK(can_evade(s, Side::Imperial, "franken", {}));
}

TEST_CASE("1631 §7.10: units inside a besieged city are locked in") {
  State s = start_state();
  CHECK(locked_in(s, *s.unit("swe_inf_9")));
  CHECK(!locked_in(s, *s.unit("lea_inf_3")));
}

TEST_CASE("1631 §6.7: the diplomacy table: 25 VP, Brandenburg needs 6 and Saxony 9") {
  CHECK(brandenburg_needs(25) == 6);
  CHECK(saxony_needs(25) == 9);
  CHECK(brandenburg_needs(10) == 8);
  CHECK(saxony_needs(0) == 11);
  CHECK(brandenburg_needs(80) == 1);
  CHECK(saxony_needs(85) == 3);
  CHECK(saxony_needs(85, false) == 4);
}

TEST_CASE("1631 §10.5: winter losses fall on Fresh infantry first unless the owner names units") {
  State s = start_state();
  std::vector<std::string> army{"swe_art_3", "swe_cav_2", "swe_inf_5", "swe_inf_6"};
  std::vector<Event> events;
  take_losses(s, army, 2, {}, "Winter attrition", "1631 §10.5", events);
  CHECK(s.unit("swe_inf_5")->steps == 1);
  CHECK(s.unit("swe_inf_6")->steps == 1);
  CHECK(s.unit("swe_cav_2")->steps == 2);
  take_losses(s, army, 1, {"swe_art_3"}, "Winter attrition", "1631 §10.5", events);
  CHECK(s.unit("swe_art_3")->steps == 1);
  CHECK(!check_losses(s, army, {"imp_inf_4"}, "1631 §10.5").empty());
}
