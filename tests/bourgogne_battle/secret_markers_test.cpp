// What the players see of the hidden markers (GdB 9.5.3, 9.5.5): the position
// both players share at one screen names no marker a camp holds, only how
// many, until the reveal; the secret decisions are recorded as secret.
#include <doctest/doctest.h>

#include "bourgogne/tactical_data.h"
#include "bourgogne/tactical_engine.h"

using namespace umpire;

namespace {

struct SecretRun {
  GameStatePtr state;
  std::vector<Event> events;
  std::vector<Decision> made;
};

SecretRun secret_move(const battles::BattleModule& engine, const GameState& state, std::vector<int> faces,
                      std::vector<std::string> choices) {
  ScriptedDice source(faces);
  Dice dice(source);
  ScriptedDecisions answers(choices);
  Decisions decisions(&answers);
  auto mv = engine.move(state, dice, decisions);
  CHECK(source.remaining() == 0);
  CHECK(answers.remaining() == 0);
  return {mv.state, mv.events, decisions.made()};
}

std::string gdb_all_lines(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

}  // namespace

TEST_CASE("the position names no hidden marker of either camp before the reveal (GdB 9.5.3)") {
  auto engine = bourgogne_battle::module();
  auto setup = bourgogne_battle::sample_setup();
  GameStatePtr st = engine->start(setup, 1);
  st = secret_move(*engine, *st, {}, {"doctrine", "rene", "doctrine"}).state;
  auto markers = secret_move(*engine, *st, {}, {"ditch+hedge", "charge+rain_of_arrows+harassment+battery"});
  for (const auto& d : markers.made) CHECK(d.secret);
  st = markers.state;
  st = secret_move(*engine, *st, {3}, {}).state;  // the event: nothing
  std::string before = gdb_all_lines(engine->position(*st));
  std::string events;
  for (const auto& e : markers.events) events += e.text + "\n";
  for (const auto& m : bourgogne_battle::tables().markers) {
    CAPTURE(m.name);
    CHECK(before.find(m.name) == std::string::npos);
    CHECK(events.find(m.name) == std::string::npos);
  }
  CHECK(before.find("holds 2 markers") != std::string::npos);
  CHECK(before.find("holds 4 markers") != std::string::npos);
  // The reveal: counts and choices are secret decisions; afterwards the revealed ones are named, the rest still not.
  auto reveal = secret_move(*engine, *st, {}, {"1", "2", "ditch", "charge+rain_of_arrows"});
  for (const auto& d : reveal.made) CHECK(d.secret);
  std::string after = gdb_all_lines(engine->position(*reveal.state));
  CHECK(after.find("Ditch") != std::string::npos);
  CHECK(after.find("Charge and Rain of arrows") != std::string::npos);
  CHECK(after.find("Hedge") == std::string::npos);
  CHECK(after.find("Battery") == std::string::npos);
  CHECK(after.find("Harassment") == std::string::npos);
}

TEST_CASE("a secret decision's JSON says so; an open one is written as before") {
  Decision open{"label", "attacker", "stop", "player"};
  CHECK_FALSE(to_json(open).contains("secret"));
  Decision hidden{"label", "defender", "ditch", "player", true};
  Json j = to_json(hidden);
  CHECK(j.at("secret") == true);
  CHECK(decision_from_json(JsonCursor(j, "test")) == hidden);
  CHECK(decision_from_json(JsonCursor(to_json(open), "test")) == open);
}
