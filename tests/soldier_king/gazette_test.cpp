// The season's gazette (gazette.h): the public news of a season, the same for
// every player: battles (SK 11.3.1, 11.12, 17.2.8.1), electoral cities (SK 19.1),
// plebiscites and grants (SK 16.1.1, 16.1.2), the Court's judgements (SK 6.3)
// and the spring's events as drawn at the table (SK 17.1, 17.2).
#include <doctest/doctest.h>

#include "core/json_read.h"
#include "report/markdown.h"
#include "report/providers.h"
#include "session/engine.h"
#include "soldier_king/gazette.h"
#include "soldier_king/module.h"
#include "soldier_king/player_report.h"
#include "soldier_king/scenario.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

SkState gz_fresh() {
  static const SkState start = [] {
    Json options = Json::object();
    return *new_campaign(JsonCursor(options, "options"));
  }();
  SkState s = start;
  s.date = GameDate{1741, Season::Summer};
  s.phase = Phase::SeasonEnd;
  return s;
}

CampaignState gz_campaign(const SkState& s) {
  CampaignState cs;
  cs.core.game = kGameId;
  cs.core.name = "Gazette test";
  cs.game = std::make_shared<SkState>(s);
  return cs;
}

std::string gz_gazette(const SkState& s, const std::string& recipient = "argozia") {
  return report::to_markdown(render_gazette(gazette_view(gz_campaign(s), recipient)));
}

bool gz_contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

Battle gz_battle(const std::string& id, const std::string& date, const std::string& status) {
  Battle b;
  b.id = id;
  b.date = date;
  b.box = "kalmsee";
  b.attacker = "bravance";
  b.defenders = {"argozia"};
  b.status = status;
  return b;
}

}  // namespace

TEST_CASE("the gazette is one handout, the same for every active faction, registered as \"gazette\"") {
  register_reports();
  const report::ReportProvider* p = report::report_providers().find(kGameId);
  REQUIRE(p != nullptr);
  const report::Handout* h = nullptr;
  for (const auto* x : p->every_handout())
    if (x->id == "gazette") h = x;
  REQUIRE(h != nullptr);
  SkState s = gz_fresh();
  s.battles = std::vector<Battle>{gz_battle("b1", "Summer 1741", "fought")};
  CampaignState cs = gz_campaign(s);
  auto recipients = h->recipients(cs);
  REQUIRE(recipients.size() == 4);
  std::string first = report::to_markdown(h->write(cs, recipients.front().first));
  for (const auto& [id, name] : recipients) {
    CAPTURE(id);
    CHECK(h->not_ready(cs, id).empty());
    CHECK(report::to_markdown(h->write(cs, id)) == first);
  }
  CHECK(first.find("# The Gazette of the Empire, Summer 1741") == 0);
}

TEST_CASE("SK 11.3.1, 11.12: the season's battles with place, sides and outcome, never the forces") {
  SkState s = gz_fresh();
  Battle won = gz_battle("b1", "Summer 1741", "fought");
  won.result = Json{{"winner", "attacker"}, {"ending", "decided"}};
  won.attacker_intelligence = "Two regiments behind the wall";
  Battle undecided = gz_battle("b2", "Summer 1741", "fought");
  undecided.box = "vellhaven";
  undecided.result = Json{{"winner", ""}};
  Battle withdrawn = gz_battle("b3", "Summer 1741", "withdrawn");
  withdrawn.withdrew_to = "ostmoor";
  Battle earlier = gz_battle("b4", "Spring 1741", "fought");
  earlier.box = "nordstrand";
  Battle pending = gz_battle("b5", "Summer 1741", "pending");
  pending.box = "hohenzell";
  s.battles = std::vector<Battle>{won, undecided, withdrawn, earlier, pending};
  GazetteView v = gazette_view(gz_campaign(s), "hrvatska");
  REQUIRE(v.battles.size() == 3);
  CHECK(v.battles[0].outcome == "Bravance won");
  CHECK(v.battles[1].outcome == "Argozia won");  // no winner on the field: the defender's (SK 11.8)
  CHECK(v.battles[2].outcome == "Argozia withdrew before battle");
  std::string md = gz_gazette(s);
  CHECK(gz_contains(md, "- Kalmsee (Vellmark): Bravance attacked Argozia; Bravance won (SK 11.12)"));
  CHECK_FALSE(gz_contains(md, "Ostmoor"));     // where the defender withdrew to is not public
  CHECK_FALSE(gz_contains(md, "Nordstrand"));  // another season's
  CHECK_FALSE(gz_contains(md, "Hohenzell"));   // not yet fought
  CHECK_FALSE(gz_contains(md, "regiments"));   // nothing of the forces
}

TEST_CASE("SK 19.1: the electoral cities that changed hands between this season's checkpoints, and who holds each") {
  SkState s = gz_fresh();
  s.victory.recording = true;
  s.victory.season = s.date;
  s.victory.checkpoints.push_back(VictoryCheckpoint{"start of Summer 1741", {{"mittelstadt", ""}}});
  s.victory.checkpoints.push_back(VictoryCheckpoint{"end of Argozia's turn", {{"mittelstadt", "argozia"}}});
  s.captors["mittelstadt"] = "argozia";
  GazetteView v = gazette_view(gz_campaign(s), "bravance");
  REQUIRE(v.electoral_changes.size() >= 1);
  CHECK(v.electoral_changes[0].city == "Mittelstadt");
  CHECK(v.electoral_changes[0].to == "Argozia");
  CHECK(v.electoral.size() == 7);
  std::string md = gz_gazette(s);
  CHECK(gz_contains(md, "- Mittelstadt: taken by Argozia, by the end of Argozia's turn"));
  CHECK(gz_contains(md, "| Mittelstadt | Argozia |"));
}

TEST_CASE("SK 16.1.1: a plebiscite is recorded by its command and told in the season's gazette") {
  SkState s = gz_fresh();
  s.phase = Phase::PlayerTurn;
  s.turn.player = "argozia";
  s.turn.step = TurnStep::Plebiscite;
  // Midlands: a column in each recruiting city (Mittelstadt, Kornburg).
  s.move_column(s.columns[0], "mittelstadt");
  s.move_column(s.columns[1], "kornburg");
  REQUIRE(s.columns[1].owner == "argozia");
  CommandSet commands(module().get());
  SeededDice dice(1, 0);
  Execution ex =
      execute(commands, gz_campaign(s),
              Json{{"type", "sk.plebiscite"}, {"args", {{"faction", "argozia"}, {"province", "midlands"}}}}, dice);
  REQUIRE(ex.ok);
  const SkState& after = sk_state(ex.outcome.state);
  REQUIRE(after.ruler_changes.size() == 1);
  CHECK(after.ruler_changes[0].how == "plebiscite");
  // Kept in the campaign file, and absent from a file made before.
  Json j = after.to_json();
  auto back = state_from_json(JsonCursor(j, "state"));
  CHECK(back->ruler_changes.size() == 1);
  CHECK(back->ruler_changes[0].province == "midlands");
  CHECK_FALSE(s.to_json().contains("ruler_changes"));
  std::string md = report::to_markdown(render_gazette(gazette_view(ex.outcome.state, "hrvatska")));
  CHECK(gz_contains(md, "- Plebiscite in Midlands: Argozia becomes its ruler (it had no ruler, SK 16.1.1)"));
  // Next season's gazette no longer tells it.
  SkState later = after;
  later.date = later.date.next();
  CHECK(gazette_view(gz_campaign(later), "hrvatska").rulers.empty());
}

TEST_CASE("SK 6.3: the judgements announced this season are in the gazette") {
  SkState s = gz_fresh();
  Treaty t;
  t.id = "t1";
  t.title = "Treaty of the Oaks";
  t.text = "The secret clauses.";
  t.parties = t.signed_by = {"argozia", "bravance"};
  s.diplomacy.treaties.push_back(t);
  CourtCase c;
  c.id = "case1";
  c.treaty = "t1";
  c.plaintiff = "argozia";
  c.defendants = {"bravance"};
  c.breach = c.convened = c.announced = s.date;
  c.judged = true;
  c.breach_found = true;
  c.judgement = "Bravance broke the treaty.";
  CourtCase old = c;
  old.id = "case2";
  old.announced = GameDate{1740, Season::Autumn};
  old.judgement = "An old judgement.";
  CourtCase open = c;
  open.id = "case3";
  open.judged = false;
  open.judgement = "Not yet judged.";
  s.diplomacy.cases = std::vector<CourtCase>{c, old, open};
  std::string md = gz_gazette(s);
  CHECK(gz_contains(md,
                    "Treaty of the Oaks: Argozia against Bravance, alleged breach in Summer 1741: breach found. "
                    "Bravance broke the treaty."));
  CHECK_FALSE(gz_contains(md, "An old judgement"));
  CHECK_FALSE(gz_contains(md, "Not yet judged"));
  CHECK_FALSE(gz_contains(md, "secret clauses"));
}

TEST_CASE("SK 17.1, 17.2: the spring's draws as the table saw them; a hidden card and every result stay out") {
  SkState s = gz_fresh();
  s.date = GameDate{1741, Season::Spring};
  EventDraw revealed;
  revealed.drawer = revealed.affected = "argozia";
  revealed.province = "vellmark";
  revealed.card = "AH";
  revealed.event = "good_harvest";
  revealed.revealed = true;
  revealed.status = "done";
  revealed.result = "Good Harvest in Vellmark: Argozia places an extra magazine in Vellhaven (m435)";
  EventDraw hidden;
  hidden.drawer = "arcadia";
  hidden.province = "aurelia";
  hidden.named = "bravance";
  hidden.card = "AS";
  hidden.event = "revolt";
  s.events.draws = {revealed, hidden};
  std::string md = gz_gazette(s);
  CHECK(gz_contains(md, "| Argozia | Vellmark | Good Harvest (ace of hearts, SK 17.2.1) | Argozia | resolved |"));
  CHECK(gz_contains(md, "| Arcadia | Aurelia | hidden card | Bravance (named) | card not yet revealed |"));
  CHECK_FALSE(gz_contains(md, "Revolt"));
  CHECK_FALSE(gz_contains(md, "Vellhaven"));
  // Before this spring's events step, the draws kept are last spring's: none told.
  SkState before = s;
  before.phase = Phase::SeasonStart;
  before.start_step = StartStep::Magazines;
  CHECK(gazette_view(gz_campaign(before), "argozia").events.empty());
  // "no effect" is told as "resolved": why is not public.
  s.events.draws[0].status = "no effect";
  CHECK(gz_gazette(s) == md);
}
