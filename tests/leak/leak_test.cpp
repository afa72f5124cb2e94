// The leak harness (tests/support/leak_harness.h): every registered game's
// every handout passes it, every game with handouts is registered with it,
// and it catches a leak planted in a provider and a writer blind to changes.
// The test game is its second user: each counter is a player's, who may see
// its own counter and the turn (T 5), never another's.
#include <doctest/doctest.h>

#include "games.h"
#include "session/engine.h"
#include "support/leak_harness.h"
#include "testgame/testgame.h"

using namespace umpire;

namespace {

// Changes go through the test game's own commands, as the umpire would make them.
bool run(CampaignState& cs, const Json& command) {
  CommandSet commands(testgame::module().get());
  SeededDice source(cs.core.seed, cs.core.dice_drawn);
  Execution ex = execute(commands, cs, command, source);
  if (ex.ok) cs = ex.outcome.state;
  return ex.ok;
}

Json add(const std::string& counter, int amount) {
  return Json{{"type", "test.add"}, {"args", {{"counter", counter}, {"amount", amount}}}};
}

std::vector<std::string> counters(const CampaignState& cs) {
  const Json state = cs.game->to_json();
  std::vector<std::string> out;
  for (const auto& [name, value] : state["counters"].items()) out.push_back(name);
  return out;
}

CampaignState counters_sample(std::uint32_t seed) {
  leak::Rng rng(seed);
  Json options = {{"counters", {{"red", rng() % 50}, {"green", rng() % 50}, {"blue", rng() % 50}}}};
  CampaignState cs;
  cs.core.game = testgame::kId;
  cs.core.seed = seed;
  cs.core.name = "Counters";
  cs.game = testgame::module()->new_game(JsonCursor(options, "options"), seed);
  return cs;
}

leak::Subject counters_subject() {
  leak::Subject sub;
  sub.game = testgame::kId;
  sub.module = testgame::module();
  sub.sample = counters_sample;
  sub.samples = 20;
  auto other = [](CampaignState& cs, const std::string& player, leak::Rng& rng, bool roll) {
    std::vector<std::string> others;
    for (const auto& c : counters(cs))
      if (c != player) others.push_back(c);
    const std::string& c = others[rng() % others.size()];
    return run(
        cs, roll ? Json{{"type", "test.roll"}, {"args", {{"counter", c}}}} : add(c, 1 + static_cast<int>(rng() % 5)));
  };
  sub.perturbations.push_back(leak::Perturbation{
      "another player's counter", "counter", false,
      [other](CampaignState& cs, const std::string& p, leak::Rng& rng) { return other(cs, p, rng, false); }, 40, 20});
  sub.perturbations.push_back(leak::Perturbation{
      "another player's roll", "counter", false,
      [other](CampaignState& cs, const std::string& p, leak::Rng& rng) { return other(cs, p, rng, true); }, 40, 20});
  sub.perturbations.push_back(leak::Perturbation{"its own counter", "counter", true,
                                                 [](CampaignState& cs, const std::string& p, leak::Rng& rng) {
                                                   return run(cs, add(p, 1 + static_cast<int>(rng() % 5)));
                                                 },
                                                 40});
  sub.perturbations.push_back(
      leak::Perturbation{"the turn", "counter", true,
                         [](CampaignState& cs, const std::string&, leak::Rng&) {
                           return run(cs, {{"type", "test.next_turn"}, {"args", Json::object()}});
                         },
                         40});
  return sub;
}

const leak::Registration registration(counters_subject);

// Registers the shipped games' and the test game's providers.
void register_all() {
  GameRegistry games;
  register_shipped_games(games);
  testgame::register_reports();
}

// ---- providers that must fail

// Every counter and the turn, in each player's report: the leak the harness
// must catch (a view holding a copy of the truth).
struct EveryCounter {
  std::string player;
  Json truth;
};

EveryCounter every_counter(const CampaignState& s, const std::string& player) {
  return EveryCounter{player, s.game->to_json()};
}

report::Document render_every_counter(const EveryCounter& v) {
  report::Document doc;
  doc.title = "Counter " + v.player;
  doc.blocks.push_back(report::Paragraph{"All counters: " + v.truth.dump()});
  return doc;
}

// A writer that ignores its view: it cannot leak, and proves nothing.
report::Document render_nothing(const EveryCounter& v) {
  report::Document doc;
  doc.title = "Counter " + v.player.substr(0, 0);
  return doc;
}

report::ReportProvider counters_provider(report::Document (*render)(const EveryCounter&)) {
  report::ReportProvider p;
  p.game_id = testgame::kId;
  p.turn_report = report::make_handout("counter", "Counter report", every_counter, render);
  p.turn_report.recipients = [](const CampaignState& s) {
    report::Recipients out;
    for (const auto& c : counters(s)) out.emplace_back(c, c);
    return out;
  };
  p.turn_report.not_ready = [](const CampaignState&, const std::string&) { return std::string(); };
  return p;
}

}  // namespace

TEST_CASE("every registered game's handouts pass the leak harness") {
  register_all();
  std::vector<leak::Subject> subjects = leak::registered_subjects();
  for (const auto& provider : report::report_providers().all()) {
    CAPTURE(provider.game_id);
    bool registered = false;
    for (const auto& s : subjects) registered = registered || s.game == provider.game_id;
    CHECK_MESSAGE(registered, "a game with handouts has no leak subject");
  }
  for (const auto& subject : subjects) {
    CAPTURE(subject.game);
    const report::ReportProvider* provider = report::report_providers().find(subject.game);
    REQUIRE(provider != nullptr);
    leak::Result r = leak::check(subject, *provider);
    CHECK_MESSAGE(r.ok(), r.summary());
    for (const report::Handout* h : provider->every_handout()) CHECK(r.checked[h->id] > 0);
  }
}

TEST_CASE("a player sees its own counter and the turn, never another's") {
  register_all();
  const report::ReportProvider& p = *report::report_providers().find(testgame::kId);
  CampaignState s = counters_sample(3);
  REQUIRE(run(s, add("red", 7)));
  CHECK(p.factions(s).size() == 3);
  CHECK(p.not_ready(s, "red").empty());
  CHECK(p.not_ready(s, "mauve") == "there is no counter \"mauve\"");
  report::Document doc = p.report(s, "red");
  CHECK(doc.title == "Counter red, turn 1");
}

TEST_CASE("the harness catches a provider that prints another player's counter") {
  leak::Subject subject = counters_subject();
  subject.samples = 3;
  leak::Result r = leak::check(subject, counters_provider(render_every_counter));
  REQUIRE_FALSE(r.ok());
  bool red = false;
  for (const auto& f : r.failures) {
    CHECK(f.handout == "counter");
    CHECK_FALSE(f.visible);
    CHECK((f.perturbation == "another player's counter" || f.perturbation == "another player's roll"));
    red = red || (f.recipient == "red" && f.format == "markdown");
  }
  CHECK(red);
  CHECK(r.summary().find("handout \"counter\" for red leaks \"another player's counter\" (sample 1, markdown)") !=
        std::string::npos);
}

TEST_CASE("the harness catches a writer that shows no change it should") {
  leak::Subject subject = counters_subject();
  subject.samples = 2;
  subject.pdf_samples = 0;
  leak::Result r = leak::check(subject, counters_provider(render_nothing));
  REQUIRE_FALSE(r.ok());
  int blind = 0;
  for (const auto& f : r.failures) blind += f.visible && f.perturbation == "its own counter";
  CHECK(blind == 2 * 3 * 2);  // two samples, three players, Markdown and HTML
  CHECK(r.summary().find("did not change under the visible \"its own counter\"") != std::string::npos);
}

TEST_CASE("the harness says what a subject fails to prove") {
  register_all();
  leak::Subject subject = counters_subject();
  subject.samples = 2;
  subject.pdf_samples = 0;
  subject.perturbations.erase(subject.perturbations.begin() + 2, subject.perturbations.end());  // no visible ones
  auto never = [](CampaignState&, const std::string&, leak::Rng&) { return false; };
  subject.perturbations.push_back(leak::Perturbation{"never", "counter", false, never});
  leak::Result r = leak::check(subject, *report::report_providers().find(testgame::kId));
  CHECK(r.failures.empty());
  CHECK(r.summary().find("handout \"counter\" has no visible perturbation") != std::string::npos);
  CHECK(r.summary().find("perturbation \"never\" applied 0 times, fewer than 1") != std::string::npos);
  CHECK(r.summary().find("perturbation \"another player's counter\" applied 6 times, fewer than 40") !=
        std::string::npos);
}
