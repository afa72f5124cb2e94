// The fast path of automatic resolution (Decisions::advice_only: no request's
// words built, nothing recorded, and for the odds no event's words either)
// must fight every battle exactly as the recorded path (a doctrine source that
// records each choice with its label, as a journaled finish does). Many seeds
// and set-ups that reach the rarer steps: sieges, the events, the settings.
#include <doctest/doctest.h>

#include "bourgogne/tactical_engine.h"
#include "flammes/combat_1631.h"
#include "session/campaign.h"

using namespace umpire;

namespace {

// The recorded path: every decision asked of a doctrine source and recorded,
// with the label and options the players would see.
battles::BattleResult gdb_recorded_run(const battles::BattleModule& e, const battles::BattleSetup& s,
                                       std::uint64_t seed, std::size_t& made) {
  GameStatePtr st = e.start(s, seed);
  SeededDice source(seed, 0);
  DoctrineDecisions doctrine;
  Decisions decisions(&doctrine);
  for (int moves = 0; !e.over(*st); ++moves) {
    REQUIRE(moves < e.max_moves());
    Dice dice(source);
    st = e.move(*st, dice, decisions).state;
  }
  for (const auto& d : decisions.made()) {
    CHECK_FALSE(d.label.empty());
    CHECK(d.by == "doctrine");
  }
  made += decisions.made().size();
  return e.result(*st);
}

Json gdb_without_audit(battles::BattleResult r) {
  r.audit.clear();
  return battles::to_json(r);
}

// Both ways for `seeds` seeds: the same winner, ending, rounds, losses, leaders
// and details; narrated, the same audit too. Returns the decisions recorded.
std::size_t gdb_compare(const battles::BattleModule& e, const battles::BattleSetup& s, int seeds) {
  REQUIRE(e.cannot_take(s).empty());
  std::size_t made = 0;
  for (int seed = 1; seed <= seeds; ++seed) {
    CAPTURE(seed);
    battles::BattleResult recorded = gdb_recorded_run(e, s, static_cast<std::uint64_t>(seed), made);
    battles::BattleResult narrated = battles::resolve(e, s, static_cast<std::uint64_t>(seed), true);
    battles::BattleResult quiet = battles::resolve(e, s, static_cast<std::uint64_t>(seed), false);
    CHECK(battles::to_json(narrated) == battles::to_json(recorded));
    CHECK(gdb_without_audit(quiet) == gdb_without_audit(recorded));
    CHECK(quiet.winner == recorded.winner);
    CHECK(quiet.rounds == recorded.rounds);
    CHECK_FALSE(recorded.audit.empty());
  }
  return made;
}

battles::BattleSetup gdb_variant(const Json& situation_patch) {
  battles::BattleSetup s = bourgogne_battle::sample_setup();
  s.situation.merge_patch(situation_patch);
  return s;
}

}  // namespace

TEST_CASE("the doctrine's fast path fights the sample battle as the recorded path, seed by seed (GdB 9.5)") {
  auto e = bourgogne_battle::module();
  CHECK(gdb_compare(*e, bourgogne_battle::sample_setup(), 300) > 300);
}

TEST_CASE("the fast path matches the recorded path under the other settings, in bad weather and in sieges") {
  auto e = bourgogne_battle::module();
  SUBCASE("every setting away from its default") {
    gdb_compare(*e,
                gdb_variant(Json{{"options",
                                  {{"melees_per_round", "one_per_attacking_tz"},
                                   {"defender_may_melee", true},
                                   {"advantage_modifiers", "table_3"},
                                   {"clash_combo_order", "reduce_then_double"},
                                   {"charge_usable_by_defender", false},
                                   {"cut_and_thrust_requires_own_hb", false},
                                   {"loss_order_basis", "printed_full"},
                                   {"clash_remaining_losses", "owner_choice"},
                                   {"retreat_blocked_extra_loss", "per_unit"},
                                   {"depleted_wing_destination", "defender_choice"},
                                   {"ca_fire_over_occupied", true},
                                   {"ca_capture_by_tactical_move", false},
                                   {"stranded_historical_commander", "flip_first"},
                                   {"battle_end_on_attacker_R", true},
                                   {"retreat_in_enemy_half", "own_half"}}}}),
                150);
  }
  SUBCASE("bad weather") { gdb_compare(*e, gdb_variant(Json{{"bad_weather", true}}), 100); }
  SUBCASE("a siege") {
    gdb_compare(*e, gdb_variant(Json{{"kind", "siege"}, {"fv", 2}, {"options", {{"siege_fire_commander_check", true}}}}),
                100);
  }
  SUBCASE("the depleted wing, the defender choosing its line") {
    gdb_compare(*e,
                gdb_variant(Json{{"event", {{"die", 5}, {"second", 1}}},
                                 {"options", {{"depleted_wing_destination", "defender_choice"}}}}),
                60);
  }
  SUBCASE("arms at the ready and Campobasso's betrayal") {
    battles::BattleSetup s = gdb_variant(Json{{"event", {{"die", 1}}}, {"allies_in_doubt", {"italy"}}});
    for (std::size_t u = 0; u < 4; ++u) s.units[u].attributes["power"] = "italy";
    gdb_compare(*e, s, 60);
    battles::Leader campobasso = s.leaders.front();
    campobasso.id = "campobasso";
    campobasso.name = "Campobasso";
    campobasso.attributes["charles"] = false;
    campobasso.attributes["campobasso"] = true;
    campobasso.attributes["rank"] = 1;
    s.leaders.push_back(campobasso);
    gdb_compare(*e, s, 60);
  }
}

TEST_CASE("a journaled finish by the doctrine gives what the odds' quiet resolve gives for the same seed") {
  GameRegistry reg;
  reg.add(bourgogne_battle::module());
  auto e = bourgogne_battle::module();
  for (std::uint64_t seed : {1u, 2u, 3u, 5u, 8u}) {
    CAPTURE(seed);
    auto c = Campaign::create(":memory:", reg, "Bern", bourgogne_battle::kEngineId,
                              battles::battle_options(bourgogne_battle::sample_setup()), seed);
    ApplyResult r = c->apply(Json{{"type", battles::kFinishCommand}, {"args", Json::object()}});
    REQUIRE(r.ok);
    CHECK(r.decisions.size() > 10);  // the journal still records every choice, with its label
    for (const auto& d : r.decisions) CHECK_FALSE(d.label.empty());
    battles::BattleResult journaled =
        static_cast<const battles::BattleModule&>(*reg.find(bourgogne_battle::kEngineId)).result(*c->state().game);
    battles::BattleResult quiet = battles::resolve(*e, bourgogne_battle::sample_setup(), seed, false);
    CHECK(gdb_without_audit(quiet) == gdb_without_audit(journaled));
  }
}

TEST_CASE("the 1631 engine's fast path fights its sample as the recorded path (1631 §7.5)") {
  auto e = flammes_combat::module();
  gdb_compare(*e, flammes_combat::sample_setup(), 200);
}
