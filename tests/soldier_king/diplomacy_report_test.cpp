// Issue 8: each faction's report lists the treaties it is party to, with
// their text; the Imperial Court's judgements are public and in every report;
// a treaty's text never reaches a faction that is not a party (leak test).
#include <doctest/doctest.h>

#include "report/markdown.h"
#include "session/campaign.h"
#include "soldier_king/diplomacy.h"
#include "soldier_king/module.h"
#include "soldier_king/player_report.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

struct World {
  GameRegistry registry;
  std::unique_ptr<Campaign> c;
  World() {
    registry.add(module());
    c = Campaign::create(":memory:", registry, "diplomacy", kGameId, Json::object(), 17);
    apply({{"type", "sk.begin_campaign"}, {"args", Json::object()}});
    apply({{"type", "sk.issue_intelligence"}, {"args", Json::object()}});
  }
  void apply(const Json& cmd) {
    ApplyResult r = c->apply(cmd);
    std::string why;
    for (const auto& x : r.reasons) why += x.text + "; ";
    REQUIRE_MESSAGE(r.ok, cmd.dump() << ": " << why);
  }
  std::string report(const std::string& faction) {
    const SkState& s = sk_state(c->state());
    PlayerPicture p = picture_from_json(JsonCursor(s.pictures.at(faction), "picture"));
    return report::to_markdown(player_report(p, *s.map, *s.forces, "test", faction_diplomacy(s, faction)));
  }
  void treaty(const std::string& title, const std::string& text) {
    apply({{"type", "sk.record_treaty"},
           {"args",
            {{"title", title},
             {"text", text},
             {"parties", {"argozia", "arcadia"}},
             {"signed_by", {"argozia", "arcadia"}},
             {"inception", {{"year", 1739}, {"season", "Winter"}}},
             {"lodged", true}}}});
  }
};

}  // namespace

TEST_CASE("a treaty reaches only its parties' reports; a judgement reaches every report") {
  World w;
  const std::string bravance_before = w.report("bravance"), hrvatska_before = w.report("hrvatska");
  w.treaty("Secret alliance", "We the undersigned promise to ally to make war upon the King of Bravance, clause QX-17.");
  CHECK(w.report("argozia").find("clause QX-17") != std::string::npos);
  CHECK(w.report("arcadia").find("clause QX-17") != std::string::npos);
  CHECK(w.report("argozia").find("Secret alliance (t1)") != std::string::npos);
  // Leak test: a treaty between others leaves a non-party's report byte-identical.
  CHECK(w.report("bravance") == bravance_before);
  CHECK(w.report("hrvatska") == hrvatska_before);

  w.apply({{"type", "sk.bring_case"},
           {"args",
            {{"treaty", "t1"},
             {"plaintiff", "argozia"},
             {"defendants", {"arcadia"}},
             {"breach", {{"year", 1739}, {"season", "Winter"}}},
             {"allegation", "Arcadia did not march"}}}});
  w.apply({{"type", "sk.court_vote"}, {"args", {{"case", "case1"}, {"member", "bravance"}, {"vote", "breach"}}}});
  w.apply({{"type", "sk.court_vote"}, {"args", {{"case", "case1"}, {"member", "hrvatska"}, {"vote", "no_breach"}}}});
  w.apply({{"type", "sk.court_judgement"},
           {"args", {{"case", "case1"}, {"text", "Arcadia failed its ally: judgement JX-4."}, {"casting_vote", "breach"}}}});
  for (const char* f : {"argozia", "arcadia", "bravance", "hrvatska"}) {
    std::string r = w.report(f);
    CHECK_MESSAGE(r.find("judgement JX-4") != std::string::npos, f);
    CHECK_MESSAGE(r.find("Secret alliance") != std::string::npos, f);  // the judgement names the treaty's title
  }
  CHECK(w.report("bravance").find("clause QX-17") == std::string::npos);  // but never its text
  CHECK(w.report("hrvatska").find("clause QX-17") == std::string::npos);
}
