// What follows a combat that ends an action (1631 §8): the Révolte's suppression roll after an Imperial
// engage into Franken (1631 §10.2), a regroup's second piece and refresh (1631 §6.6).
#include <doctest/doctest.h>

#include "1631/combat_state.h"
#include "1631/module.h"
#include "1631/scenario.h"
#include "core/dice.h"
#include "session/engine.h"

using namespace umpire;
using namespace umpire::flammes;

namespace {

struct AfterCombatRun {
  CampaignState cs;
  std::vector<Event> events;
  const State& st() const { return static_cast<const State&>(*cs.game); }
  int said(const std::string& part) const {
    int n = 0;
    for (const auto& e : events)
      if (e.text.find(part) != std::string::npos) ++n;
    return n;
  }
  // Runs one command; its events are added to those of the earlier ones.
  void run(const std::string& type, Json args, std::vector<int> faces = {}) {
    auto m = module();
    CommandSet commands(m.get());
    ScriptedDice dice(std::move(faces));
    Execution ex = execute(commands, cs, Json{{"type", type}, {"args", std::move(args)}}, dice);
    REQUIRE_MESSAGE(ex.ok, (type + ": " + (ex.reasons.empty() ? "" : ex.reasons[0].describe())));
    cs = ex.outcome.state;
    for (auto& e : ex.outcome.events) events.push_back(e);
  }
};

AfterCombatRun after_combat_start(State s) {
  s.tracks.phase = Phase::Campaign;
  s.tracks.initiative_rolled = true;
  AfterCombatRun r;
  r.cs.core.game = kGameId;
  r.cs.core.name = "After combat";
  r.cs.core.settings = Json::object();
  r.cs.game = std::make_shared<State>(std::move(s));
  return r;
}

// Turn 5, the Révolte Fresh, three League infantry in Erfurt engaging Franken where a Swedish infantry stands.
AfterCombatRun franken_battle() {
  State s = start_state();
  s.tracks.turn = 5;
  s.tracks.action = 1;  // the Swedes have the initiative: action 2 is the Imperials'
  s.tracks.revolte = Revolte::Fresh;
  for (const char* id : {"lea_inf_1", "lea_inf_2", "lea_inf_3"}) s.unit_mut(id).area = "erfurt";
  s.commander_mut("tilly").area = "erfurt", s.commander_mut("tilly").fresh = true;
  Unit& swe = s.unit_mut("swe_inf_1");
  swe.where = Where::Map, swe.area = "franken", swe.inside = false, swe.steps = 2;
  AfterCombatRun r = after_combat_start(std::move(s));
  r.run("1631.engage", Json{{"units", {"lea_inf_1", "lea_inf_2", "lea_inf_3"}},
                            {"commanders", {"tilly"}},
                            {"from", "erfurt"},
                            {"path", {"franken"}}});
  REQUIRE(r.st().action.value("step", "") == "defence");
  r.run("1631.stand", Json::object());
  REQUIRE(find_combat(r.st(), "c1"));
  r.run("1631.send_combat", Json{{"combat", "c1"}});
  return r;
}

Json after_combat_loss(const std::string& unit, int steps) {
  return Json{{"unit", unit}, {"losses", Json::array({Json{{"lost", steps}}})}};
}

}  // namespace

TEST_CASE("1631 §10.2: an Imperial engage won in Franken rolls the suppression once, after the combat") {
  AfterCombatRun r = franken_battle();
  CHECK(r.said("Révolte suppression") == 0);  // not before the combat
  Json result{{"winner", "attacker"}, {"units", Json::array({after_combat_loss("swe_inf_1", 2)})}};
  r.run("1631.record_combat", Json{{"combat", "c1"}, {"result", result}});
  if (!r.st().action.is_null()) r.run("1631.pursuit", Json{{"combat", "c1"}}, {6});
  CHECK(r.st().action.is_null());
  CHECK(r.said("Révolte suppression: 6 + 3 = 9") == 1);
  CHECK(r.st().tracks.revolte == Revolte::Spent);
}

TEST_CASE("1631 §10.2: no suppression roll when the Imperials lost the combat in Franken and left it") {
  AfterCombatRun r = franken_battle();
  Json result{{"winner", "defender"}, {"units", Json::array({after_combat_loss("lea_inf_1", 1)})}};
  r.run("1631.record_combat", Json{{"combat", "c1"}, {"result", result}});
  REQUIRE(!r.st().action.is_null());
  r.run("1631.pursuit", Json{{"combat", "c1"}, {"path", {"erfurt"}}}, {6});
  CHECK(r.st().action.is_null());
  CHECK(r.said("Révolte suppression") == 0);
  CHECK(r.st().tracks.revolte == Revolte::Fresh);
}

// A Swedish regroup of two pieces, Stettin to Pasewalk and to Stargard, a refresh at Stralsund; the Imperial cavalry at
// Anklam intercepts the first piece.
AfterCombatRun intercepted_regroup(Json settings = Json::object(), const char* second = "stargard") {
  State s = start_state();
  auto place = [&](const char* id, const char* area, int steps) {
    Unit& u = s.unit_mut(id);
    u.where = Where::Map, u.area = area, u.inside = false, u.steps = steps;
  };
  for (auto& u : s.units)
    if (u.on_map() && (u.area == "pasewalk" || u.area == "anklam" || u.area == "prenzlau")) u.where = Where::Pool;
  place("swe_cav_2", "stettin", 2);
  place("swe_inf_8", "stettin", 2);
  place("swe_inf_7", "stralsund", 1);
  place("imp_cav_1", "anklam", 2);
  AfterCombatRun r = after_combat_start(std::move(s));
  r.cs.core.settings = std::move(settings);
  r.run("1631.regroup", Json{{"moves", Json::array({Json{{"piece", "swe_cav_2"}, {"path", {"pasewalk"}}},
                                                    Json{{"piece", "swe_inf_8"}, {"path", {second}}}})},
                             {"refresh", "swe_inf_7"}});
  CHECK(r.said("Swedish Cavalry 2 regroups from Stettin to Pasewalk") == 1);
  REQUIRE(r.st().action.value("step", "") == "interception");
  r.run("1631.intercept", Json{{"from", "anklam"}, {"units", {"imp_cav_1"}}}, {6});
  REQUIRE(r.st().action.value("step", "") == "attacker_choice");
  return r;
}

TEST_CASE(
    "1631 §6.6: a regroup whose first piece is intercepted and fights still moves its second piece and refreshes") {
  AfterCombatRun r = intercepted_regroup();
  r.run("1631.fight_interceptors", Json::object());
  REQUIRE(find_combat(r.st(), "c1"));
  r.run("1631.send_combat", Json{{"combat", "c1"}});
  Json result{{"winner", "attacker"}, {"units", Json::array({after_combat_loss("imp_cav_1", 2)})}};
  r.run("1631.record_combat", Json{{"combat", "c1"}, {"result", result}});
  if (!r.st().action.is_null() && r.st().action.value("step", "") == "combat")
    r.run("1631.pursuit", Json{{"combat", "c1"}});
  CHECK(r.st().action.is_null());
  CHECK(r.st().unit("swe_inf_8")->area == "stargard");  // the second piece moved after the combat
  CHECK(r.st().unit("swe_inf_7")->steps == 2);          // and the refresh was made
  CHECK(r.said("Swedish Infantry 7 is Fresh again") == 1);
}

TEST_CASE("1631 §7.2, §6.6: falling back ends the regroup, or only its first piece's move with the setting off") {
  AfterCombatRun ends = intercepted_regroup();
  ends.run("1631.fall_back", Json::object());
  CHECK(ends.st().action.is_null());
  CHECK(ends.st().unit("swe_cav_2")->area == "stettin");
  CHECK(ends.st().unit("swe_inf_8")->area == "stettin");
  CHECK(ends.st().unit("swe_inf_7")->steps == 2);  // the refresh comes at the action's end either way
  AfterCombatRun goes_on = intercepted_regroup(Json{{"interception.fall_back_ends_action", 0}});
  goes_on.run("1631.fall_back", Json::object());
  CHECK(goes_on.st().action.is_null());
  CHECK(goes_on.st().unit("swe_cav_2")->area == "stettin");
  CHECK(goes_on.st().unit("swe_inf_8")->area == "stargard");
  CHECK(goes_on.st().unit("swe_inf_7")->steps == 2);
}

TEST_CASE("1631 §6.6: a regroup's second piece whose way the interceptors now block does not move") {
  AfterCombatRun r = intercepted_regroup(Json{{"interception.fall_back_ends_action", 0}}, "pasewalk");
  r.run("1631.fall_back", Json::object());  // the Imperial cavalry stays in Pasewalk
  CHECK(r.st().action.is_null());
  CHECK(r.st().unit("swe_inf_8")->area == "stettin");
  CHECK(r.said("Swedish Infantry 8 cannot regroup now") == 1);
  CHECK(r.st().unit("swe_inf_7")->steps == 2);
}
