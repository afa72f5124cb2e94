// The turn summary tells what changed in the turn (GdB 5): the VP scored, the
// control markers that changed hands, the battles and sieges of the turn and
// how they ended, Table 4's pointers, France, the reinforcements the schedule
// brings — against how the public tracks and markers stood as the turn began,
// and never a unit's SS or place. A campaign begun before the turn's start was
// kept says so until its next turn.
#include <doctest/doctest.h>

#include <algorithm>

#include "bourgogne/autopilot.h"
#include "bourgogne/module.h"
#include "bourgogne/scenario.h"
#include "bourgogne/summary.h"
#include "report/markdown.h"
#include "session/campaign.h"

using namespace umpire;
using namespace umpire::bourgogne;

namespace {

std::string tsum_text(const State& s, bool umpired) {
  return report::to_markdown(render_summary(summary_view(s, ViewSettings{umpired})));
}

bool tsum_has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

bool tsum_any(const std::vector<std::string>& lines, const std::string& part) {
  return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return tsum_has(l, part); });
}

}  // namespace

TEST_CASE("The turn summary says what changed in the turn, from what both camps may know") {
  State s = start_state();
  TurnChanges quiet = turn_changes(s, ViewSettings{});
  REQUIRE(quiet.known);
  CHECK(quiet.turn == 1);
  CHECK(quiet.vp.empty());
  CHECK(quiet.markers.empty());
  CHECK(quiet.combats.empty());
  CHECK(quiet.allies.empty());
  std::string text = tsum_text(s, false);
  CHECK(tsum_has(text, "What changed in turn 1"));
  CHECK(tsum_has(text, "No VP were scored or lost this turn."));
  CHECK(tsum_has(text, "No objective's control marker changed hands this turn."));

  // The turn goes on: a battle won in Besançon, Bern's marker taken, VP scored, Savoy's pointer moved.
  s.tracks.vp[Camp::Burgundy] += 3;
  s.zone_mut("19").marker = Camp::Burgundy;
  int savoy = s.tracks.pointers.at(Power::Savoy);
  s.tracks.pointers[Power::Savoy] = savoy - 1;
  s.combats = Json::array({Json{{"id", "c1-1"},
                                {"zone", "37"},
                                {"kind", "battle"},
                                {"turn", 1},
                                {"attacker", "burgundy"},
                                {"defender", "swiss"},
                                {"status", "recorded"},
                                {"attacking_units", {"bur_pi_1"}},
                                {"defending_units", {"swi_pi_1"}},
                                {"result", {{"winner", "attacker"}, {"ending", "victory"}}}},
                           Json{{"id", "c0-1"},
                                {"zone", "38"},
                                {"kind", "siege"},
                                {"turn", 0},
                                {"attacker", "swiss"},
                                {"defender", "burgundy"},
                                {"status", "recorded"},
                                {"result", {{"winner", "attacker"}}}}});
  TurnChanges t = turn_changes(s, ViewSettings{true});
  REQUIRE(t.vp.size() == 1);
  CHECK(t.vp[0] == "The Burgundians: 0 to 3 VP (+3, GdB 12.1)");
  REQUIRE(t.markers.size() == 1);
  CHECK(tsum_has(t.markers[0], "Bern (19)"));
  CHECK(tsum_has(t.markers[0], "the Swiss' marker gives way to the Burgundians' marker"));
  REQUIRE(t.combats.size() == 1);  // this turn's only
  CHECK(tsum_has(t.combats[0], "Besançon (37)"));
  CHECK(tsum_has(t.combats[0], "won by the Burgundians"));
  REQUIRE(t.allies.size() == 1);
  CHECK(tsum_has(t.allies[0],
                 "Savoy's pointer moves from square " + std::to_string(savoy) + " to " + std::to_string(savoy - 1)));
  text = tsum_text(s, true);
  CHECK(tsum_has(text, "0 to 3 VP"));
  CHECK_FALSE(tsum_has(text, s.unit("bur_pi_1")->name));  // no force named
  CHECK_FALSE(tsum_has(text, s.unit("swi_pi_1")->name));

  // A campaign begun before the turn's start was kept: said so, nothing made up.
  State old = s;
  old.sequence.erase("turn_start");
  TurnChanges unknown = turn_changes(old, ViewSettings{});
  CHECK_FALSE(unknown.known);
  CHECK(unknown.vp.empty());
  CHECK(tsum_has(tsum_text(old, false), "was not kept"));
}

TEST_CASE("The turn summary's changes start again with each turn; the schedule's reinforcements are told") {
  GameRegistry reg;
  reg.add(module());
  auto c = Campaign::create(":memory:", reg, "summary", kGameId, Json::object(), 3);
  Autopilot autopilot(3);
  auto st = [&]() -> const State& { return static_cast<const State&>(*c->state().game); };
  // To the start of turn 4: Lorraine joins the Swiss on Table 4 and René's army is due (GdB 14).
  while (st().tracks.turn < 4 && st().tracks.phase != Phase::Over) REQUIRE_FALSE(autopilot.play_one(*c).is_null());
  REQUIRE(st().tracks.turn == 4);
  TurnChanges t = turn_changes(st(), ViewSettings{});
  REQUIRE(t.known);
  CHECK(t.turn == 4);
  CHECK(t.vp.empty());  // nothing scored yet this turn, whatever turns 1 to 3 scored
  CHECK(t.combats.empty());
  CHECK(tsum_any(t.allies, "Lorraine joins the Swiss on Table 4"));
  CHECK(tsum_any(t.reinforcements, "René de Lorraine's army (the Swiss)"));
  TurnChanges umpired = turn_changes(st(), ViewSettings{true});
  CHECK(tsum_any(umpired.reinforcements, "due this turn by the schedule"));
  // The VP scored before the turn are in the tracks, not in the turn's changes.
  std::string text = report::to_markdown(render_summary(summary_view_for(c->state(), "burgundy")));
  CHECK(tsum_has(text, "What changed in turn 4"));
  CHECK(tsum_has(text, "No VP were scored or lost this turn."));
}
