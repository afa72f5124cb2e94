// Lion of the North as a battle module: a campaign's battle converted into
// the engine and fought to its end by the doctrine (provisional play), its
// result sent back; strict play refusing a lost cell by name; the same battle
// replayed from its decisions; and 200 doctrine-vs-doctrine battles with the
// invariants of the position checked after every step.
#include <doctest/doctest.h>

#include <map>
#include <set>

#include <nlohmann/json.hpp>

#include "core/decisions.h"
#include "core/dice.h"
#include "lotn/battle_state.h"
#include "lotn/data_lookup.h"
#include "lotn/engine.h"
#include "lotn/scenario.h"
#include "lotn/sequence.h"
#include "sessions/battle_module.h"

namespace umpire {
namespace {

using lotn::Battle;

battles::BattleSetup eng_setup(int units_per_side, int mode) {
  battles::BattleSetup s = lotn::bench_setup(units_per_side);
  s.situation = Json{{"lotn", {{"variants", {{"data.mode", mode}}}}}};
  return s;
}

const Battle& eng_of(const GameStatePtr& p) { return static_cast<const Battle&>(*p); }

// What the withdrawal points of each army must be, from the position alone
// (LotN 13.11-13.13): every unit gone (but in pursuit or withdrawn), every gun
// abandoned, every leader killed or captured.
std::vector<int> eng_expected_wp(const Battle& st) {
  std::vector<int> wp(st.s->armies.size(), 0);
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    const lotn::UnitState& u = st.units[i];
    const lotn::UnitDef& d = st.s->units[i];
    int army = d.army;
    if (lotn::is_artillery(d.arm)) {
      if (u.abandoned) wp[static_cast<std::size_t>(army)] += 5;
      if (!u.on_map && u.gone != "in pursuit" && u.gone != "withdrew")
        wp[static_cast<std::size_t>(army)] += u.abandoned ? 5 : lotn::unit_wp(st, static_cast<int>(i));
      continue;
    }
    if (!u.on_map && u.gone != "in pursuit" && u.gone != "withdrew")
      wp[static_cast<std::size_t>(army)] += lotn::unit_wp(st, static_cast<int>(i));
  }
  for (std::size_t l = 0; l < st.leaders.size(); ++l)
    if (!st.leaders[l].on_map && st.leaders[l].box == lotn::LeaderState::Box::None) wp[static_cast<std::size_t>(st.s->leaders[l].army)] += lotn::leader_wp(st, static_cast<int>(l));
  return wp;
}

// The invariants after a step: legal stacks, legal facings, each unit in one
// place (a double-sized unit's halves adjacent), no two units' hexes shared
// against the stacking rules, and the withdrawal points equal to the losses.
std::string eng_invariants(const Battle& st) {
  const lotn::HexGrid& grid = st.s->map->grid();
  std::map<lotn::Hex, std::vector<lotn::StackUnit>> stacks;
  auto key = [](const lotn::Hex& h) { return h; };
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    const lotn::UnitState& u = st.units[i];
    if (!u.on_map) continue;
    const lotn::UnitDef& d = st.s->units[i];
    if (!grid.contains(u.hex)) return d.name + " stands off the map";
    if (u.facing < 0 || u.facing > 5) return d.name + " faces " + std::to_string(u.facing);
    if (u.second && grid.distance(u.hex, *u.second) != 1) return d.name + "'s halves are not adjacent";
    if (u.second && !d.double_sized) return d.name + " is not double-sized but stands in two hexes";
    lotn::StackUnit s;
    s.kind = lotn::stack_kind(d.arm);
    s.sp = lotn::current_sp(st, static_cast<int>(i));
    s.army = st.s->armies[static_cast<std::size_t>(d.army)].id;
    if (!u.routed) s.facing = u.facing;
    s.in_column = u.in_column;
    s.routed = u.routed;
    stacks[key(u.hex)].push_back(s);
    if (u.second) stacks[key(*u.second)].push_back(s);
  }
  for (const auto& [h, units] : stacks) {
    std::string p = lotn::stack_problem(units);
    if (!p.empty()) return "hex " + grid.name(h) + ": " + p;
  }
  if (eng_expected_wp(st) != st.wp) {
    nlohmann::json want = eng_expected_wp(st), got = st.wp;
    return "withdrawal points " + got.dump() + ", the losses make " + want.dump();
  }
  return "";
}

}  // namespace

TEST_CASE("LotN engine: a campaign battle is fought to its end by the doctrine in provisional play, and its result goes back") {
  auto engine = lotn::module();
  battles::BattleSetup setup = eng_setup(24, 1);
  REQUIRE(engine->cannot_take(setup).empty());
  battles::BattleResult r = battles::resolve(*engine, setup, 7);
  CHECK(r.engine == "lotn");
  CHECK(r.rounds >= 1);
  CHECK_FALSE(r.ending.empty());
  int lost = 0;
  for (const auto& u : setup.units) lost += r.lost(u.id);
  CHECK(lost > 0);  // the armies met
  MESSAGE("winner '" << r.winner << "', ending " << r.ending << ", turns " << r.rounds << ", strength lost " << lost);
}

TEST_CASE("LotN engine: strict play stops at the first lost cell and names it") {
  auto engine = lotn::module();
  battles::BattleSetup setup = eng_setup(24, 0);
  GameStatePtr st = engine->start(setup, 1);
  SeededDice seeded(5, 0);
  Dice dice(seeded);
  DoctrineDecisions doctrine;
  Decisions decisions(&doctrine);
  std::string refused;
  for (int i = 0; i < 5000 && refused.empty() && !engine->over(*st); ++i) {
    try {
      st = engine->move(*st, dice, decisions).state;
    } catch (const lotn::MissingValue& e) {
      refused = e.what();
    }
  }
  REQUIRE_FALSE(refused.empty());
  CHECK(refused.find("LotN") != std::string::npos);
  CHECK(refused.find("no value") != std::string::npos);
}

TEST_CASE("LotN engine: the same battle replays identically from its decisions and dice") {
  auto engine = lotn::module();
  battles::BattleSetup setup = eng_setup(12, 1);
  auto fight = [&](DecisionSource& source, std::vector<Decision>* made) {
    GameStatePtr st = engine->start(setup, 3);
    SeededDice seeded(11, 0);
    Dice dice(seeded);
    Decisions decisions(&source);
    for (int i = 0; i < 20000 && !engine->over(*st); ++i) st = engine->move(*st, dice, decisions).state;
    if (made) *made = decisions.made();
    return st;
  };
  DoctrineDecisions doctrine;
  std::vector<Decision> made;
  GameStatePtr first = fight(doctrine, &made);
  REQUIRE(engine->over(*first));
  REQUIRE(made.size() > 50);
  RecordedDecisions recorded(made);
  GameStatePtr again = fight(recorded, nullptr);
  CHECK(recorded.all_used());
  CHECK(first->to_json() == again->to_json());
  // And from its stored state: the battle loads back to the same position.
  Json stored = first->to_json();
  GameStatePtr loaded = engine->load_state(JsonCursor(stored, "battle"));
  CHECK(loaded->to_json() == stored);
}

TEST_CASE("LotN engine: 200 doctrine battles keep the position legal after every step") {
  auto engine = lotn::module();
  battles::BattleSetup setup = eng_setup(8, 1);
  // Begun late in the day: half the battles fight on into dusk and the dark (fog drift, bumping).
  setup.situation["lotn"]["conversion"] = Json{{"time.start_hour", 17}};
  GameStatePtr start = engine->start(setup, 1);
  int decided = 0, nightfall = 0;
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    GameStatePtr st = start;
    SeededDice seeded(seed, 0);
    Dice dice(seeded);
    Decisions decisions = Decisions::advice_only(false);
    int steps = 0;
    std::string broken;
    while (!engine->over(*st) && steps < 20000 && broken.empty()) {
      st = engine->move(*st, dice, decisions).state;
      ++steps;
      broken = eng_invariants(eng_of(st));
    }
    INFO("seed " << seed << ", step " << steps << ", " << lotn::phase_words(eng_of(st)));
    if (!broken.empty()) {
      // The battle again with its words, to show what broke.
      GameStatePtr w = start;
      SeededDice again(seed, 0);
      Dice wd(again);
      Decisions told = Decisions::advice_only(true);
      std::string before;
      for (int i = 0; i < steps; ++i) {
        if (i == steps - 1)
          for (const auto& line : engine->position(*w)) before += line + "\n";
        w = engine->move(*w, wd, told).state;
      }
      INFO(before);
      const auto& log = eng_of(w).log;
      std::string tail;
      for (std::size_t i = log.size() > 40 ? log.size() - 40 : 0; i < log.size(); ++i) tail += log[i] + "\n";
      INFO(tail);
      INFO(broken);
      CHECK(broken.empty());
      break;
    }
    REQUIRE(engine->over(*st));
    if (eng_of(st).ending == "nightfall") ++nightfall;
    else ++decided;
  }
  MESSAGE(decided << " battles decided, " << nightfall << " ended by night");
  CHECK(decided > 0);
}

}  // namespace umpire

namespace umpire {

TEST_CASE("LotN engine: Breitenfeld in strict play is refused with every item its data still lacks") {
  auto engine = lotn::module();
  battles::BattleSetup s;
  s.id = "breitenfeld";
  s.game = "lotn";
  s.sides = {{"swedes", "the Swedes", {}, ""}, {"imperialists", "the Imperialists", {}, ""}};
  s.situation = Json{{"lotn", {{"scenario", "breitenfeld"}}}};
  std::vector<Reason> why = engine->cannot_take(s);
  std::vector<std::string> missing =
      lotn::scenario_missing(lotn::load_program_data_with_reconstructions(), "breitenfeld", lotn::Mode::Strict);
  REQUIRE(why.size() == missing.size());
  CHECK(why.size() > 50);
  bool rating = false, chart = false;
  for (const auto& r : why) {
    if (r.text.find("Gula") != std::string::npos) rating = true;
    if (r.text.find("Shock Combat Results Table") != std::string::npos) chart = true;
  }
  CHECK(rating);
  CHECK(chart);
  try {
    engine->start(s, 1);
    FAIL("strict Breitenfeld started");
  } catch (const UserError& e) {
    std::string text = e.what();
    for (const auto& line : missing) CHECK(text.find(line) != std::string::npos);
  }
  // Provisional play still lacks what has no reconstruction: the counters, the deployment, the map.
  s.situation["lotn"]["variants"] = Json{{"data.mode", 1}};
  std::vector<Reason> still = engine->cannot_take(s);
  CHECK_FALSE(still.empty());
  CHECK(still.size() < why.size());
}

}  // namespace umpire

namespace umpire {

TEST_CASE("LotN engine: the result counts an ally's withdrawn troops as gone from the field, not lost") {
  auto engine = lotn::module();
  battles::BattleSetup setup = eng_setup(8, 1);
  GameStatePtr started = engine->start(setup, 1);
  auto st = std::make_shared<Battle>(eng_of(started));
  const std::string origin = st->s->units[0].origin;
  REQUIRE_FALSE(origin.empty());
  st->units[0].on_map = false;
  st->units[0].gone = "withdrew";
  battles::BattleResult r = engine->result(*st);
  CHECK(r.lost(origin) == 0);
  const battles::UnitOutcome* o = r.unit(origin);
  REQUIRE(o != nullptr);
  CHECK_FALSE(o->eliminated);
  st->units[0].gone = "eliminated";
  CHECK(engine->result(*st).lost(origin) > 0);
}

}  // namespace umpire
