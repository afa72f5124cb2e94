#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "app/case_runner.h"
#include "testgame/testgame.h"

using namespace umpire;

namespace {

std::string write_case(const std::string& text) {
  static int n = 0;
  std::string path = "/tmp/umpire_case_" + std::to_string(::getpid()) + "_" + std::to_string(n++) + ".json";
  std::ofstream(path) << text;
  return path;
}

}  // namespace

TEST_CASE("the case runner fails a case whose expectation is wrong, and says why") {
  GameRegistry reg;
  reg.add(testgame::module());
  std::string path = write_case(R"({
    "name": "wrong on purpose", "rules": ["T 1"], "game": "test-counters",
    "options": {"counters": {"a": 0}},
    "steps": [{"apply": {"type": "test.add", "args": {"counter": "a", "amount": 2}}}],
    "expect": {"game": {"counter.a": 3}}})");
  auto results = run_case_file(path, reg);
  REQUIRE(results.size() == 1);
  CHECK_FALSE(results[0].passed);
  CHECK(results[0].message == "game counter.a: expected 3, found 2");
  std::ostringstream out;
  CHECK(run_cases({path}, reg, out) == 1);
  CHECK(out.str().find("0 passed, 1 failed") != std::string::npos);
  std::remove(path.c_str());
}

TEST_CASE("the case runner reports leftover dice, a refusal that did not happen, and malformed files") {
  GameRegistry reg;
  reg.add(testgame::module());
  std::string leftover = write_case(R"({"name": "x", "rules": [], "dice": [1], "steps": []})");
  CHECK(run_case_file(leftover, reg)[0].message == "1 scripted dice were never rolled");
  std::string not_refused = write_case(R"({"name": "x", "rules": [],
    "steps": [{"apply": {"type": "core.note", "args": {"text": "x"}}, "expect": "refused"}]})");
  CHECK(run_case_file(not_refused, reg)[0].message == "step 1: expected a refusal, but the command was applied");
  std::string malformed = write_case(R"({"name": "x", "rules": [], "stepz": []})");
  auto r = run_case_file(malformed, reg);
  CHECK_FALSE(r[0].passed);
  CHECK(r[0].message.find("unknown field \"stepz\"") != std::string::npos);
  std::string broken = write_case("{ not json");
  CHECK(run_case_file(broken, reg)[0].message.find("not valid JSON") != std::string::npos);
  for (const auto& p : {leftover, not_refused, malformed, broken}) std::remove(p.c_str());
}

TEST_CASE("a refusal step's message says which of the reasons citing its rule is meant") {
  GameRegistry reg;
  reg.add(testgame::module());
  auto refusal = [&](const std::string& extra) {
    std::string path = write_case(R"({"name": "x", "rules": [], "game": "test-counters",
      "options": {"counters": {"a": 0}},
      "steps": [{"apply": {"type": "test.add", "args": {"counter": "a", "amount": -1}}, "expect": "refused")" +
                                  extra + "}]}");
    auto r = run_case_file(path, reg);
    std::remove(path.c_str());
    REQUIRE(r.size() == 1);
    return r[0];
  };
  CHECK(refusal(R"(, "rule": "T 3", "message": "would fall below zero")").passed);
  CHECK(refusal(R"(, "message": "would fall below zero")").passed);
  CaseResult wrong_text = refusal(R"(, "rule": "T 3", "message": "there is no counter")");
  CHECK_FALSE(wrong_text.passed);
  CHECK(wrong_text.message.find("not citing T 3 with a reason containing \"there is no counter\"") != std::string::npos);
  CaseResult other_rule = refusal(R"(, "rule": "T 1", "message": "would fall below zero")");  // the text, another rule
  CHECK_FALSE(other_rule.passed);
  CHECK(other_rule.message.find("refused, but not citing T 1 with a reason") != std::string::npos);
  CaseResult no_rule = refusal(R"(, "rule": "")");  // every reason cites a rule
  CHECK_FALSE(no_rule.passed);
  CHECK(no_rule.message.find("refused, but not citing no rule: ") != std::string::npos);
}

TEST_CASE("a file of a test-only game is skipped by a program without it, and fails there only if unmarked") {
  GameRegistry shipped;  // no test game
  Json marked = parse_json(R"({"test_build_only": true, "defaults": {"game": "test-counters"},
    "cases": [{"name": "a", "rules": [], "steps": []}]})", "test");
  auto skipped = run_case_document(marked, "marked.json", shipped);
  REQUIRE(skipped.size() == 1);
  CHECK(skipped[0].skipped);
  CHECK(skipped[0].message.find("only in the test build") != std::string::npos);

  Json unmarked = marked;
  unmarked.erase("test_build_only");
  auto failed = run_case_document(unmarked, "unmarked.json", shipped);
  REQUIRE(failed.size() == 1);
  CHECK_FALSE(failed[0].skipped);
  CHECK_FALSE(failed[0].passed);  // a mistyped game is still a failure

  GameRegistry with_game;
  with_game.add(testgame::module());
  auto ran = run_case_document(marked, "marked.json", with_game);
  REQUIRE(ran.size() == 1);
  CHECK(ran[0].passed);

  std::ostringstream out;
  std::string path = write_case(marked.dump());
  CHECK(run_cases({path}, shipped, out) == 0);
  CHECK(out.str().find("SKIP " + path) != std::string::npos);
  CHECK(out.str().find("0 passed, 0 failed (1 file of test-only games skipped)") != std::string::npos);
}
