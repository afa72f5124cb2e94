// A scripted two-year campaign on the shipped map (issue 6): an "autopilot
// umpire" walks the 1740 scenario from the pre-game diplomacy to Spring 1742
// with the campaign's seeded dice — spring magazines, random events, marches,
// supply and attrition, training and winter recruiting — through the same
// commands the GUI issues. Then the campaign file is reopened (state = replay
// of the journal) and must reproduce the state exactly, and a second run with
// the same seed must write the same journal.
#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>
#include <map>

#include "session/campaign.h"
#include "session/engine.h"
#include "soldier_king/module.h"
#include "soldier_king/seasons.h"
#include "soldier_king/state.h"
#include "soldier_king/turn.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

Json cmd(const std::string& type, Json args = Json::object()) { return Json{{"type", type}, {"args", std::move(args)}}; }

struct Autopilot {
  GameRegistry registry;
  std::unique_ptr<Campaign> campaign;
  std::map<std::string, int> applied;  // command type -> times applied
  int refusals_seen = 0;

  Autopilot(const std::string& path, std::uint64_t seed) {
    registry.add(module());
    campaign = Campaign::create(path, registry, "two years", kGameId, Json::object(), seed);
  }
  const SkState& s() const { return sk_state(campaign->state()); }

  // Applies the command if it is legal; true when applied.
  bool attempt(const Json& c) {
    if (!campaign->validate(c).empty()) {
      ++refusals_seen;
      return false;
    }
    ApplyResult r = campaign->apply(c);
    if (r.ok) ++applied[c["type"].get<std::string>()];
    return r.ok;
  }
  // Applies a command that must be legal now.
  void must(const Json& c) {
    auto reasons = campaign->validate(c);
    std::string why;
    for (const auto& r : reasons) why += r.rule + " " + r.text + "; ";
    INFO(c.dump() << " at " << next_step(s()));
    REQUIRE_MESSAGE(reasons.empty(), why);
    REQUIRE(campaign->apply(c).ok);
    ++applied[c["type"].get<std::string>()];
  }

  void place_spring_magazines() {
    std::vector<std::pair<std::string, std::string>> due;
    for (const auto& f : s().factions)
      for (const auto& p : spring_magazines_due(s(), f.id)) due.emplace_back(f.id, p);
    for (const auto& [faction, province] : due) {
      std::vector<std::string> boxes;
      for (const auto* b : s().map->boxes_in(province)) boxes.push_back(b->id);
      for (const auto& box : boxes)
        if (attempt(cmd("sk.spring_magazine", {{"faction", faction}, {"province", province}, {"box", box}}))) break;
    }
  }

  // The umpire carries out one march: the first of the player's columns that
  // can step to a neighbouring box without meeting hostile troops.
  void one_march() {
    std::string player = s().turn.player;
    std::vector<std::pair<std::string, std::string>> tries;  // column, to
    for (const auto& c : s().columns) {
      if (c.owner != player || c.box.empty() || c.marches > 0) continue;
      for (const auto& l : s().map->lines) {
        if (l.a != c.box && l.b != c.box) continue;
        std::string to = l.other(c.box);
        bool hostile = false;
        for (const auto& o : s().columns) hostile |= o.box == to && s().hostile(player, o.owner);
        if (!hostile) tries.emplace_back(c.id, to);
      }
    }
    for (const auto& [column, to] : tries) {
      std::string from = s().column(column)->box;
      if (attempt(cmd("sk.march", {{"from", from}, {"moves", Json::array({{{"column", column}, {"path", {to}}}})}})))
        return;
    }
  }

  void player_step() {
    const Turn& t = s().turn;
    switch (t.step) {
      case TurnStep::Supply: must(cmd("sk.supply_check")); break;
      case TurnStep::Movement:
        if (t.used < t.marches) one_march();
        break;
      case TurnStep::PostMovement:
        if (next_step(s()).find("sk.attrition") != std::string::npos) must(cmd("sk.attrition"));
        break;
      default: break;
    }
    must(cmd("sk.advance"));
  }

  // One step of the sequence of play, as an umpire at the Season and Turn windows would.
  void step() {
    switch (s().phase) {
      case Phase::Setup: must(cmd("sk.begin_campaign")); return;
      case Phase::PregameDiplomacy:
        must(cmd(s().turn_order.empty() ? "sk.roll_initiative" : "sk.advance"));
        return;
      case Phase::SeasonStart:
        if (s().start_step == StartStep::Magazines) place_spring_magazines();
        must(cmd("sk.advance"));
        return;
      case Phase::PlayerTurn: player_step(); return;
      case Phase::SeasonEnd: must(cmd("sk.advance")); return;
      case Phase::GameOver: FAIL("the game ended"); return;
    }
  }

  void run_until(const GameDate& date) {
    for (int guard = 0; guard < 5000; ++guard) {
      if (s().phase == Phase::SeasonStart && s().date.ordinal() == date.ordinal()) return;
      step();
    }
    FAIL("the campaign did not reach " << date.describe());
  }
};

std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("umpire_" + name + "_" + std::to_string(::getpid()) + ".umpire"))
      .string();
}

}  // namespace

TEST_CASE("two years of the 1740 scenario, played by an autopilot umpire, replay exactly") {
  std::string path = temp_path("two_years");
  std::filesystem::remove(path);
  Json final_state;
  std::size_t journal_size = 0;
  {
    Autopilot a(path, 1740);
    a.run_until(GameDate{1742, Season::Spring});
    const SkState& s = a.s();
    CHECK(s.date.describe() == "Spring 1742");
    CHECK(s.magazines.empty());  // removed at the end of winter (9.2.4), none placed yet
    CHECK(a.applied["sk.spring_magazine"] == 2 * 8);  // two springs, one per ruled province
    CHECK(a.applied["sk.supply_check"] == 8 * 4);     // eight seasons, four players
    CHECK(a.applied["sk.march"] >= 8 * 4);            // at least one march a player turn
    final_state = state_to_json(a.campaign->state());
    journal_size = a.campaign->journal().size();
  }
  // State = replay of the journal: reopening reproduces it exactly.
  {
    GameRegistry registry;
    registry.add(module());
    auto reopened = Campaign::open(path, registry);
    CHECK(state_to_json(reopened->state()) == final_state);
    CHECK(reopened->journal().size() == journal_size);
  }
  // The same seed and the same umpire write the same campaign.
  {
    std::string again = temp_path("two_years_again");
    std::filesystem::remove(again);
    Autopilot b(again, 1740);
    b.run_until(GameDate{1742, Season::Spring});
    CHECK(state_to_json(b.campaign->state()) == final_state);
    std::filesystem::remove(again);
  }
  std::filesystem::remove(path);
}
