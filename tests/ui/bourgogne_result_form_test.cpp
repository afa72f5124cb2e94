// The table's results form of a battle or siege (ui/bourgogne/result_form.h):
// its defaults read off the counters, and the bourgogne.record_combat it makes
// (GdB 9.5.10, 9.6, 9.5.11).
#include <doctest/doctest.h>

#include "bourgogne/combat_state.h"
#include "bourgogne/state.h"
#include "games.h"
#include "session/campaign.h"
#include "ui/bourgogne/result_form.h"

namespace {

std::unique_ptr<umpire::Campaign> bourgogne_form_campaign(umpire::GameRegistry& registry) {
  umpire::register_shipped_games(registry);
  return umpire::Campaign::create(":memory:", registry, "Form", umpire::bourgogne::kGameId, umpire::Json::object(), 7);
}

// A battle record drawn by hand: the Burgundians of Beaune (54) against the Swiss of Bern (19).
umpire::bourgogne::CombatRecord bourgogne_form_record(const umpire::bourgogne::State& s) {
  umpire::bourgogne::CombatRecord c;
  c.id = "c1-1";
  c.name = "Battle of Beaune (54), turn 1";
  c.zone = "54";
  c.attacker = umpire::bourgogne::Camp::Burgundy;
  for (const auto& u : s.units) {
    if (!u.on_map()) continue;
    if (u.zone == "54") c.attacking_units.push_back(u.id);
    if (u.zone == "19") c.defending_units.push_back(u.id);
  }
  for (const auto& k : s.commanders) {
    if (!k.on_map()) continue;
    if (k.zone == "54") c.attacking_commanders.push_back(k.id);
    if (k.zone == "19") c.defending_commanders.push_back(k.id);
  }
  return c;
}

}  // namespace

TEST_CASE("Bourgogne results form: every counter starts at its SS now, a cannon with its owner (GdB 9.6)") {
  umpire::GameRegistry registry;
  auto c = bourgogne_form_campaign(registry);
  const auto& s = static_cast<const umpire::bourgogne::State&>(*c->state().game);
  const auto record = bourgogne_form_record(s);
  REQUIRE_FALSE(record.attacking_units.empty());
  REQUIRE_FALSE(record.defending_units.empty());
  const umpire::bourgogneui::ResultForm f = umpire::bourgogneui::result_form_for(s, record);
  CHECK(f.final_ss.size() == record.attacking_units.size() + record.defending_units.size());
  for (const auto& [id, ss] : f.final_ss) CHECK(ss == s.unit(id)->ss);
  for (const auto& [id, owner] : f.ca_owner) {
    CHECK(s.unit(id)->type == umpire::bourgogne::UnitType::Ca);
    CHECK((owner == "burgundy" || owner == "swiss"));
  }
  CHECK(f.retreat.empty());
}

TEST_CASE("Bourgogne results form: the record command carries the table's form (GdB 9.5.10)") {
  umpire::GameRegistry registry;
  auto c = bourgogne_form_campaign(registry);
  const auto& s = static_cast<const umpire::bourgogne::State&>(*c->state().game);
  const auto record = bourgogne_form_record(s);
  umpire::bourgogneui::ResultForm f = umpire::bourgogneui::result_form_for(s, record);
  f.winner = "defender";
  f.final_ss[record.attacking_units.front()] = 0;
  f.in_rz.insert(record.attacking_units.back());
  REQUIRE_FALSE(record.attacking_commanders.empty());
  f.killed.insert(record.attacking_commanders.front());
  f.retreat = "55";
  const umpire::Json cmd = umpire::bourgogneui::result_form_command(record, f);
  CHECK(cmd["type"] == "bourgogne.record_combat");
  const umpire::Json& a = cmd["args"];
  CHECK(a["combat"] == "c1-1");
  CHECK(a["result"]["winner"] == "defender");
  CHECK(a["result"]["ending"] == "victory");
  CHECK(a["final_ss"][record.attacking_units.front()] == 0);
  CHECK(a["result"]["details"]["in_rz"] == umpire::Json::array({record.attacking_units.back()}));
  CHECK(a["result"]["leaders"] ==
        umpire::Json::array({umpire::Json{{"leader", record.attacking_commanders.front()}, {"fate", "killed"}}}));
  CHECK_FALSE(a["result"]["details"].contains("to_pool"));
  CHECK(a["retreat"] == "55");
  // A mutual wipe-out: nobody lost, nobody retreats.
  f.winner = "";
  CHECK(umpire::bourgogneui::result_form_retreats(s, record, f, true).empty());
  f.retreat.clear();
  CHECK_FALSE(umpire::bourgogneui::result_form_command(record, f)["args"].contains("retreat"));
}
