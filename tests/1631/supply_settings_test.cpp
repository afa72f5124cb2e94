// The supply phase's open questions made settings (data/1631/settings.json): each test plays the same
// situation with the setting on and off and expects different results.
#include <doctest/doctest.h>

#include "1631/actions.h"
#include "1631/forces.h"
#include "1631/reserves.h"
#include "1631/scenario.h"
#include "1631/sieges.h"
#include "1631/supply_phase.h"
#include "core/game.h"
#include "supply_fixture.h"

using namespace umpire;
using namespace umpire::flammes;

namespace {

const CommandDef& sup_set_command(const std::string& name) {
  static const auto defs = module()->commands();
  for (const auto& d : defs)
    if (d.name == name) return d;
  throw std::logic_error("no command " + name);
}

CampaignState sup_set_campaign(State s, const std::string& key, int value) {
  CampaignState cs;
  cs.core.game = kGameId;
  cs.core.settings = Json{{key, value}};
  cs.game = std::make_shared<const State>(std::move(s));
  return cs;
}

std::vector<Reason> sup_set_check(const CampaignState& cs, const std::string& name, const Json& args) {
  return sup_set_command(name).validate(cs, JsonCursor(args, name));
}

Outcome sup_set_apply(const CampaignState& cs, const std::string& name, const Json& args, std::vector<int> faces = {}) {
  auto why = sup_set_check(cs, name, args);
  REQUIRE_MESSAGE(why.empty(), (name + ": " + (why.empty() ? "" : why.front().describe())));
  ScriptedDice source(std::move(faces));
  Dice dice(source);
  return sup_set_command(name).apply(cs, JsonCursor(args, name), dice);
}

const State& sup_set_state(const CampaignState& cs) { return static_cast<const State&>(*cs.game); }

}  // namespace

TEST_CASE("1631 §6.6: a regroup refreshes a besieged unit only with the setting regroup.refresh_besieged") {
  State s = start_state();
  s.tracks.phase = Phase::Campaign;
  s.tracks.initiative_rolled = true;
  s.unit_mut("swe_inf_9").steps = 1;  // besieged in Magdeburg
  REQUIRE(besieger(s, "magdeburg") == Side::Imperial);
  Json args{{"moves", Json::array()}, {"refresh", "swe_inf_9"}};
  CHECK(!sup_set_check(sup_set_campaign(s, "regroup.refresh_besieged", 0), "1631.regroup", args).empty());
  CampaignState yes = sup_set_campaign(s, "regroup.refresh_besieged", 1);
  CHECK(sup_set_check(yes, "1631.regroup", args).empty());
  Outcome o = sup_set_apply(yes, "1631.regroup", args);
  CHECK(sup_set_state(o.state).unit("swe_inf_9")->steps == 2);
}

TEST_CASE("1631 §9.2.1: a resumed siege attrition has a new pool, or with sieges.new_pool off the pool it had left") {
  State s = start_state();
  std::vector<Event> events;
  update_sieges(s, events);
  REQUIRE(s.city("magdeburg")->siege_attrition);  // 5 besiegers, 2 besieged
  int formula = s.city("magdeburg")->siege_pool;
  REQUIRE(formula > 1);
  s.city_mut("magdeburg").siege_pool = 1;  // what earlier supply phases left
  // One besieger leaves: the lead falls to 2, siege attrition ends; the city stays besieged.
  s.unit_mut("imp_inf_7").area = "halberstadt";
  update_sieges(s, events);
  REQUIRE(!s.city("magdeburg")->siege_attrition);
  CHECK(s.city("magdeburg")->kept_pool == 1);
  Json saved = s.to_json();
  CHECK(saved["cities"]["magdeburg"]["kept_pool"] == 1);
  CHECK(state_from_json(JsonCursor(saved, "state")).city("magdeburg")->kept_pool == 1);
  // It comes back: siege attrition resumes.
  s.unit_mut("imp_inf_7").area = "magdeburg";
  for (bool fresh_pool : {true, false}) {
    State t = s;
    update_sieges(t, events);
    REQUIRE(t.city("magdeburg")->siege_attrition);
    settle_siege_pools(t, fresh_pool, events);
    CHECK(t.city("magdeburg")->siege_pool == (fresh_pool ? formula : 1));
    CHECK(t.city("magdeburg")->kept_pool == -1);
  }
  SUBCASE("the siege itself ends: nothing is kept") {
    for (const char* id : {"lea_inf_3", "lea_cav_1", "lea_art_1", "imp_inf_8", "imp_inf_7"})
      s.unit_mut(id).area = "halberstadt";
    update_sieges(s, events);
    CHECK(s.city("magdeburg")->kept_pool == -1);
  }
}

TEST_CASE("1631 §9.2.1: the setting sieges.new_pool is read by the commands' outcome") {
  State s = start_state();
  s.tracks.phase = Phase::Campaign;
  s.tracks.initiative_rolled = true;
  std::vector<Event> events;
  update_sieges(s, events);
  s.city_mut("magdeburg").siege_pool = 1;
  s.unit_mut("imp_inf_7").area = "halberstadt";
  update_sieges(s, events);
  REQUIRE(s.city("magdeburg")->kept_pool == 1);
  Json back{{"piece", "imp_inf_7"}, {"area", "magdeburg"}, {"reason", "test"}};
  for (int value : {0, 1}) {
    Outcome o = sup_set_apply(sup_set_campaign(s, "sieges.new_pool", value), "1631.relocate", back);
    const City& c = *sup_set_state(o.state).city("magdeburg");
    CHECK(c.siege_attrition);
    CHECK(c.siege_pool == (value ? 2 * city_sp(s, "magdeburg") : 1));
  }
}

TEST_CASE("1631 §9.3: Saxon recruits go to a Saxon city the Imperials hold only with the setting off") {
  State s = start_state();
  s.tracks.saxony_allied = true;
  s.city_mut("leipzig").marker = Marker::Imperial;
  Unit& u = s.unit_mut("sax_inf_3");
  u.where = Where::Track, u.box = 2, u.recruit = true, u.area.clear();
  auto free = placements(s, u, true, true);
  auto any = placements(s, u, true, false);
  CHECK(std::find(free.begin(), free.end(), "leipzig") == free.end());
  CHECK(std::find(any.begin(), any.end(), "leipzig") != any.end());
  CHECK(std::find(free.begin(), free.end(), "dresden") != free.end());
  // The command reads the setting.
  s.tracks.turn = 2;
  s.tracks.phase = Phase::Supply;
  SupplyStep p;
  p.step = "S3";
  s.supply = to_json(p);
  Json place{{"place", Json{{"sax_inf_3", "leipzig"}}}};
  CHECK(!sup_set_check(sup_set_campaign(s, "reserves.saxon_recruits_free_cities", 1), "1631.reserves", place).empty());
  CHECK(sup_set_check(sup_set_campaign(s, "reserves.saxon_recruits_free_cities", 0), "1631.reserves", place).empty());
}

TEST_CASE("1631 §6.7.1: Imperial moves into Saxon areas after the alliance count only with the setting on") {
  for (int value : {1, 0}) {
    State s = start_state();
    s.tracks.phase = Phase::Campaign;
    s.tracks.initiative_rolled = true;
    s.tracks.turn = 3;
    s.tracks.action = 1;  // the Imperials' action
    s.tracks.saxony_allied = true;
    Unit& u = s.unit_mut("imp_inf_5");
    u.where = Where::Map, u.area = "frankfurt", u.inside = false, u.steps = 2;
    int before = s.tracks.diplomacy;  // Lübben is hostile once Saxony allied: an engage enters it
    Outcome o = sup_set_apply(sup_set_campaign(s, "diplomacy.imperial_saxon_after_alliance", value), "1631.engage",
                              Json{{"units", {"imp_inf_5"}}, {"from", "frankfurt"}, {"path", {"luebben"}}});
    CHECK(sup_set_state(o.state).tracks.diplomacy == before + value);
  }
}
