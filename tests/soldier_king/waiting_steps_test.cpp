// What waits on the umpire whatever the step of play: `umpire next` and the
// Turn panel list the Imperial Court's open cases (SK 6.3) beside the step.
#include <doctest/doctest.h>

#include "session/campaign.h"
#include "soldier_king/module.h"
#include "soldier_king/next_steps.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

void apply(Campaign& c, const Json& cmd) {
  ApplyResult r = c.apply(cmd);
  std::string why;
  for (const auto& x : r.reasons) why += x.text + "; ";
  REQUIRE_MESSAGE(r.ok, cmd.dump() << ": " << why);
}

bool lists(const std::vector<NextStep>& steps, const std::string& text) {
  for (const auto& s : steps)
    if (s.text.find(text) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("SK 6.3: an open case before the Imperial Court is listed beside the step of play until it is judged") {
  GameRegistry registry;
  registry.add(module());
  auto c = Campaign::create(":memory:", registry, "court", kGameId, Json::object(), 17);
  apply(*c, {{"type", "sk.begin_campaign"}, {"args", Json::object()}});
  apply(*c, {{"type", "sk.record_treaty"},
             {"args",
              {{"title", "Alliance of the Rivers"},
               {"text", "We shall march together."},
               {"parties", {"argozia", "arcadia"}},
               {"signed_by", {"argozia", "arcadia"}},
               {"inception", {{"year", 1739}, {"season", "Winter"}}},
               {"lodged", true}}}});
  CHECK(next_steps(sk_state(c->state())).size() == 1);
  apply(*c, {{"type", "sk.bring_case"},
             {"args",
              {{"treaty", "t1"},
               {"plaintiff", "argozia"},
               {"defendants", {"arcadia"}},
               {"breach", {{"year", 1739}, {"season", "Winter"}}},
               {"allegation", "Arcadia did not march"}}}});
  apply(*c, {{"type", "sk.court_vote"}, {"args", {{"case", "case1"}, {"member", "bravance"}, {"vote", "breach"}}}});
  auto steps = next_steps(sk_state(c->state()));
  REQUIRE(steps.size() == 2);
  CHECK(steps[1].text ==
        "The Imperial Court's case on Alliance of the Rivers (case1): 1 of 2 votes cast (sk.court_vote); the judgement "
        "is due in Winter 1739 (sk.court_judgement)");
  CHECK(steps[1].rule == "SK 6.3");
  apply(*c, {{"type", "sk.court_vote"}, {"args", {{"case", "case1"}, {"member", "hrvatska"}, {"vote", "no_breach"}}}});
  apply(*c, {{"type", "sk.court_judgement"},
             {"args", {{"case", "case1"}, {"text", "No breach."}, {"casting_vote", "no_breach"}}}});
  CHECK_FALSE(lists(next_steps(sk_state(c->state())), "Imperial Court"));
}
