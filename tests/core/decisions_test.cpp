// Decisions are journaled inputs like dice: asked with a label and options,
// answered by a player, a doctrine, a script or the journal.
#include <doctest/doctest.h>

#include "core/decisions.h"

using namespace umpire;

namespace {

DecisionRequest charge() {
  DecisionRequest r;
  r.label = "round 1: Red charges or holds";
  r.side = "attacker";
  r.options = {{"charge", "Charge"}, {"hold", "Hold"}};
  r.advice = "hold";
  return r;
}

}  // namespace

TEST_CASE("a scripted answer is checked against the options and recorded with who chose") {
  ScriptedDecisions script({"charge", "gallop"});
  Decisions d(&script);
  CHECK(d.choose(charge()) == "charge");
  CHECK_THROWS_WITH_AS(d.choose(charge()), doctest::Contains("\"gallop\" is not one of the options"), UserError);
  REQUIRE(d.made().size() == 1);
  CHECK(d.made()[0] == Decision{"round 1: Red charges or holds", "attacker", "charge", "script"});
}

TEST_CASE("with no answer yet the request comes back to the caller with its options") {
  ScriptedDecisions none({}, "player");
  Decisions d(&none);
  try {
    d.choose(charge());
    FAIL("no DecisionNeeded");
  } catch (const DecisionNeeded& e) {
    CHECK(e.request().options.size() == 2);
    CHECK(std::string(e.what()).find("charge (Charge) or hold (Hold)") != std::string::npos);
  }
  Decisions no_source;
  CHECK_THROWS_AS(no_source.choose(charge()), DecisionNeeded);
}

TEST_CASE("the doctrine takes the advice; on replay the journal answers and must match the labels") {
  Decisions auto_(nullptr);
  auto_.follow_doctrine();
  CHECK(auto_.choose(charge()) == "hold");
  CHECK(auto_.made()[0].by == "doctrine");

  RecordedDecisions journal(auto_.made());
  Decisions replay(&journal);
  replay.follow_doctrine();  // a replayed finish still reads the journal
  CHECK(replay.choose(charge()) == "hold");
  CHECK(replay.made() == auto_.made());
  CHECK(journal.all_used());

  RecordedDecisions other({Decision{"round 9: something else", "", "hold", "player"}});
  Decisions mismatch(&other);
  CHECK_THROWS_WITH_AS(mismatch.choose(charge()), doctest::Contains("the rules changed"), UserError);
}

TEST_CASE("decisions round-trip through the journal's JSON") {
  std::vector<Decision> made{{"a", "attacker", "charge", "player"}, {"b", "", "hold", "doctrine"}};
  Json j = to_json(made);
  CHECK(decisions_from_json(JsonCursor(j, "test")) == made);
  Json bad = Json::array({Json{{"label", "a"}, {"choice", ""}}});
  CHECK_THROWS_AS(decisions_from_json(JsonCursor(bad, "test")), JsonError);
}
