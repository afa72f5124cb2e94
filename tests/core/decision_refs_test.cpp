// Refs on a decision's options (core/decisions.h, DecisionRef): what an option
// is about, for a screen. They travel with the request (copies, DecisionNeeded)
// and change nothing of how a decision is described, answered or journaled.
#include <doctest/doctest.h>

#include "core/decisions.h"

using namespace umpire;

namespace {

DecisionRequest drt_move() {
  DecisionRequest r;
  r.label = "Tilly orders Holstein's tercio";
  r.side = "imperialists";
  r.options = {{"hold", "no order after all"},
               {"W2521:0", "move to W2521 facing N", {{"unit", "holstein"}, {"to", "W2521", 0}}},
               {"fire W2619", "fire at Gula brigade", {{"unit", "holstein"}, {"from", "W2520"}, {"at", "W2619"}}}};
  r.advice = "W2521:0";
  return r;
}

}  // namespace

TEST_CASE("decision refs: an option's refs are kept in order and read by role; {id, text} options have none") {
  const DecisionRequest r = drt_move();
  CHECK(r.options[0].refs.empty());
  REQUIRE(r.options[1].refs.size() == 2);
  CHECK(r.options[1].refs[1] == DecisionRef{"to", "W2521", 0});
  CHECK(r.options[2].refs[1].facing == -1);  // none given: no facing
  CHECK(r.options[2].ref_ids("unit") == std::vector<std::string>{"holstein"});
  CHECK(r.options[2].ref_ids("at") == std::vector<std::string>{"W2619"});
  CHECK(r.options[2].ref_ids("target").empty());
}

TEST_CASE("decision refs: they survive copying and DecisionNeeded; describe and the answers are unchanged") {
  DecisionRequest bare = drt_move();
  for (auto& o : bare.options) o.refs.clear();
  const DecisionRequest with = drt_move();
  // describe() gives the ids and words only: the message of a refusal is the same with or without refs.
  CHECK(with.describe() == bare.describe());
  CHECK(with.describe().find("W2520") == std::string::npos);

  const DecisionRequest copy = with;
  REQUIRE(copy.options.size() == 3);
  CHECK(copy.options[1].refs == with.options[1].refs);

  ScriptedDecisions none({}, "player");
  Decisions asked(&none);
  try {
    asked.choose(with);
    FAIL("no DecisionNeeded");
  } catch (const DecisionNeeded& e) {
    REQUIRE(e.request().options.size() == 3);
    CHECK(e.request().options[2].refs == with.options[2].refs);
    CHECK(std::string(e.what()) == "a decision is needed: " + bare.describe());
  }

  // Answered by id, recorded by id, exactly as without refs; an unknown id still refused.
  ScriptedDecisions script({"fire W2619", "W2619"});
  Decisions d(&script);
  CHECK(d.choose(with) == "fire W2619");
  CHECK_THROWS_WITH_AS(d.choose(with), doctest::Contains("\"W2619\" is not one of the options"), UserError);
  REQUIRE(d.made().size() == 1);
  CHECK(d.made()[0] == Decision{with.label, "imperialists", "fire W2619", "script"});
  ScriptedDecisions again({"fire W2619"});
  Decisions d2(&again);
  CHECK(d2.choose(bare) == "fire W2619");
  CHECK(to_json(d2.made()) == to_json(d.made()));  // the journal's entry is the same

  // The doctrine takes the advice, with or without refs.
  DoctrineDecisions doctrine;
  CHECK(doctrine.choose(with) == "W2521:0");
  CHECK(Decisions::advice_only().choose(with) == "W2521:0");
}
