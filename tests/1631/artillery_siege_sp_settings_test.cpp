// Two readings made settings (data/1631/settings.json): whether artillery takes step losses outside combat
// ("losses.artillery_non_combat", 1631 §7.7) and when a lifted siege attrition gives its SP back
// ("sieges.sp_back_at_once", 1631 §9.2.1). Each test plays the same situation with the setting on and off.
#include <doctest/doctest.h>

#include <algorithm>

#include "1631/actions.h"
#include "1631/attrition.h"
#include "1631/forces.h"
#include "1631/scenario.h"
#include "1631/supply.h"
#include "core/game.h"
#include "supply_fixture.h"

using namespace umpire;
using namespace umpire::flammes;

namespace {

const CommandDef& artsp_command(const std::string& name) {
  static const auto defs = module()->commands();
  for (const auto& d : defs)
    if (d.name == name) return d;
  throw std::logic_error("no command " + name);
}

CampaignState artsp_campaign(State s, const std::string& key, int value) {
  CampaignState cs;
  cs.core.game = kGameId;
  cs.core.settings = Json{{key, value}};
  cs.game = std::make_shared<const State>(std::move(s));
  return cs;
}

std::vector<Reason> artsp_check(const CampaignState& cs, const std::string& name, const Json& args) {
  return artsp_command(name).validate(cs, JsonCursor(args, name));
}

Outcome artsp_apply(const CampaignState& cs, const std::string& name, const Json& args, std::vector<int> faces = {}) {
  auto why = artsp_check(cs, name, args);
  REQUIRE_MESSAGE(why.empty(), (name + ": " + (why.empty() ? "" : why.front().describe())));
  ScriptedDice source(std::move(faces));
  Dice dice(source);
  return artsp_command(name).apply(cs, JsonCursor(args, name), dice);
}

const State& artsp_state(const CampaignState& cs) { return static_cast<const State&>(*cs.game); }

bool artsp_said(const std::vector<Event>& events, const std::string& words) {
  return std::any_of(events.begin(), events.end(), [&](const Event& e) {
    return e.text.find(words) != std::string::npos && e.rule.find("losses.artillery_non_combat") != std::string::npos;
  });
}

}  // namespace

TEST_CASE("1631 §7.7: non-combat losses fall on artillery too, or with losses.artillery_non_combat off never") {
  State s = start_state();
  std::vector<std::string> army{"swe_inf_5", "swe_art_3"};
  for (const auto& id : army) s.unit_mut(id).area = "garz", s.unit_mut(id).inside = false;
  SUBCASE("on: the third step falls on the artillery") {
    std::vector<Event> events;
    take_losses(s, army, 3, {}, "Winter attrition", "1631 §10.5", events, true);
    CHECK(!s.unit("swe_inf_5")->on_map());  // one step each, then the infantry's second
    CHECK(s.unit("swe_art_3")->steps == 1);
    CHECK(!artsp_said(events, "not taken"));
  }
  SUBCASE("off: the infantry takes two, the third is not taken") {
    std::vector<Event> events;
    take_losses(s, army, 3, {}, "Winter attrition", "1631 §10.5", events, false);
    CHECK(!s.unit("swe_inf_5")->on_map());
    CHECK(s.unit("swe_art_3")->steps == 2);
    CHECK(artsp_said(events, "Winter attrition: 1 step loss is not taken: only artillery is left"));
  }
  SUBCASE("off: the owner may not name the artillery") {
    CHECK(check_losses(s, army, {"swe_art_3"}, "1631 §10.5", true).empty());
    auto why = check_losses(s, army, {"swe_art_3"}, "1631 §10.5", false);
    REQUIRE(why.size() == 1);
    CHECK(why.front().rule == "1631 §10.5, 1631 §7.7");
  }
}

TEST_CASE("1631 §6.4, §7.7: the forced march command reads losses.artillery_non_combat") {
  State s = start_state();
  s.tracks.phase = Phase::Campaign;
  s.tracks.initiative_rolled = true;
  s.tracks.turn = 3;    // not a winter turn
  s.tracks.action = 1;  // the Imperials act second
  for (const char* id : {"imp_inf_5", "imp_cav_2", "imp_art_1"}) {
    Unit& u = s.unit_mut(id);
    u.where = Where::Map, u.area = "garz", u.inside = false, u.steps = 2;
  }
  s.commander_mut("schauenburg").area = "garz";
  // Two River and two Road lines: one in three of 3 units, 1 step, which the owner puts on the artillery.
  Json args{{"units", {"imp_inf_5", "imp_cav_2", "imp_art_1"}},
            {"commanders", {"schauenburg"}},
            {"from", "garz"},
            {"path", {"kuestrin", "frankfurt", "berlin", "brandenburg"}},
            {"losses", {"imp_art_1"}}};
  Outcome on = artsp_apply(artsp_campaign(s, "losses.artillery_non_combat", 1), "1631.forced_march", args);
  CHECK(artsp_state(on.state).unit("imp_art_1")->steps == 1);
  auto why = artsp_check(artsp_campaign(s, "losses.artillery_non_combat", 0), "1631.forced_march", args);
  REQUIRE(!why.empty());
  CHECK(why.front().rule.find("1631 §7.7") != std::string::npos);
  // Off, by default: the loss falls on the infantry, never the artillery.
  args.erase("losses");
  Outcome off = artsp_apply(artsp_campaign(s, "losses.artillery_non_combat", 0), "1631.forced_march", args);
  CHECK(artsp_state(off.state).unit("imp_art_1")->steps == 2);
  CHECK(artsp_state(off.state).unit("imp_inf_5")->steps == 1);
}

TEST_CASE("1631 §9.1.6, §7.7: supply attrition spares artillery only with losses.artillery_non_combat off") {
  State s = supply_fixture::supply_after_turn_one();
  for (int value : {1, 0}) {
    CampaignState cs = artsp_campaign(s, "losses.artillery_non_combat", value);
    auto all = default_attrition_allocation(s, cs, Side::Swedish, 1000);  // more than every step
    bool artillery =
        std::any_of(all.begin(), all.end(), [&](const std::string& id) { return s.unit(id)->arm == Arm::Artillery; });
    CHECK(artillery == (value == 1));
    CHECK(check_attrition_allocation(s, cs, Side::Swedish, 1000, all).empty());
  }
  // The largest army (Landsberg) takes the first loss; off, naming its artillery is refused.
  CampaignState off = artsp_campaign(s, "losses.artillery_non_combat", 0);
  auto one = default_attrition_allocation(s, off, Side::Swedish, 1);
  REQUIRE(one.size() == 1);
  auto why = check_attrition_allocation(s, off, Side::Swedish, 1, {"swe_art_3"});
  REQUIRE(why.size() == 1);
  CHECK(why.front().rule == "1631 §9.1.6, §7.7");
  CHECK(check_attrition_allocation(s, artsp_campaign(s, "losses.artillery_non_combat", 1), Side::Swedish, 1,
                                   {"swe_art_3"})
            .empty());
}

TEST_CASE(
    "1631 §9.2.1: a lifted siege attrition gives its SP back at once, or with sieges.sp_back_at_once off at "
    "the next supply phase") {
  State s = start_state();
  s.tracks.phase = Phase::Campaign;
  s.tracks.initiative_rolled = true;
  std::vector<Event> events;
  update_sieges(s, events);
  REQUIRE(s.city("magdeburg")->siege_attrition);  // 5 besiegers, 2 besieged
  REQUIRE(owner(s, "magdeburg") == Side::Swedish);
  int besieged_sp = supply_points(s, Side::Swedish);
  int sp = city_sp(s, "magdeburg");
  REQUIRE(sp > 0);
  // One besieger leaves: the lead falls to 2, siege attrition ends.
  Json away{{"piece", "imp_inf_7"}, {"area", "halberstadt"}, {"reason", "test"}};
  Outcome now = artsp_apply(artsp_campaign(s, "sieges.sp_back_at_once", 1), "1631.relocate", away);
  CHECK(!artsp_state(now.state).city("magdeburg")->siege_attrition);
  CHECK(!artsp_state(now.state).city("magdeburg")->sp_withheld);
  CHECK(supply_points(artsp_state(now.state), Side::Swedish) == besieged_sp + sp);
  CHECK(!artsp_state(now.state).to_json()["cities"]["magdeburg"].contains("sp_withheld"));

  CampaignState later = artsp_apply(artsp_campaign(s, "sieges.sp_back_at_once", 0), "1631.relocate", away).state;
  const State& l = artsp_state(later);
  CHECK(!l.city("magdeburg")->siege_attrition);
  CHECK(l.city("magdeburg")->sp_withheld);
  CHECK(supply_points(l, Side::Swedish) == besieged_sp);
  // The marker is stored, and read back.
  Json saved = l.to_json();
  CHECK(saved["cities"]["magdeburg"]["sp_withheld"] == true);
  CHECK(state_from_json(JsonCursor(saved, "state")).city("magdeburg")->sp_withheld);
  // The next supply phase's SP step gives them back.
  State at_supply = l;
  at_supply.tracks.phase = Phase::Supply;
  at_supply.tracks.action = 5;
  at_supply.supply = to_json(SupplyStep{});
  Outcome s0 = artsp_apply(artsp_campaign(at_supply, "sieges.sp_back_at_once", 0), "1631.supply_start", Json::object());
  CHECK(!artsp_state(s0.state).city("magdeburg")->sp_withheld);
  CHECK(supply_points(artsp_state(s0.state), Side::Swedish) == besieged_sp + sp);
  CHECK(std::any_of(s0.events.begin(), s0.events.end(),
                    [](const Event& e) { return e.text.find("Magdeburg's SP return") != std::string::npos; }));
}
