// States share their unchanged parts (core/cow.h): a command must never change
// the state it was applied to, nor any earlier state (the undo history, the
// GUI's cached views). Checked on every command of the two-year regression case.
#include <doctest/doctest.h>

#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "core/dice.h"
#include "core/json_read.h"
#include "session/campaign.h"
#include "session/engine.h"
#include "soldier_king/module.h"
#include "soldier_king/state.h"

using namespace umpire;

namespace {

Json two_years_case() {
  const std::string path = std::string(UMPIRE_SOURCE_DIR) + "/tests/cases/soldier_king/two_years.json";
  std::ifstream in(path, std::ios::binary);
  REQUIRE_MESSAGE(in.good(), path);
  std::stringstream text;
  text << in.rdbuf();
  return parse_json(text.str(), path);
}

std::size_t digest(const CampaignState& s) { return std::hash<std::string>{}(state_to_json(s).dump()); }

}  // namespace

TEST_CASE("no Soldier King command of the two-year case changes the state it was applied to, or any earlier one") {
  const Json kase = two_years_case();
  GameRegistry registry;
  registry.add(sk::module());
  std::vector<int> faces;
  for (const auto& f : kase["dice"]) faces.push_back(f.get<int>());
  ScriptedDice scripted(faces);
  const auto seed = kase["seed"].get<std::uint64_t>();
  auto campaign = Campaign::create(":memory:", registry, "sharing", sk::kGameId, Json::object(), seed);
  for (const auto& step : kase["steps"]) REQUIRE(campaign->apply(step["apply"], scripted).ok);

  // Replay the journal as opening the campaign does, keeping every state.
  CommandSet commands(registry.find(sk::kGameId));
  std::vector<CampaignState> states{new_campaign_state(registry, "sharing", sk::kGameId, Json::object(), seed)};
  std::vector<std::size_t> digests{digest(states.back())};
  int checked = 0;
  for (const auto& row : campaign->journal()) {
    const CampaignState& before = states.back();
    RecordedDice dice(dice_rolls_from_json(JsonCursor(row.dice, "journal", "/dice")));
    Execution ex = execute(commands, before, row.command, dice);
    REQUIRE(ex.ok);
    INFO(row.command.dump());
    CHECK(digest(before) == digests.back());  // the state it was applied to is as it was
    states.push_back(std::move(ex.outcome.state));
    digests.push_back(digest(states.back()));
    ++checked;
  }
  CHECK(checked > 400);
  CHECK(state_to_json(states.back()) == state_to_json(campaign->state()));
  // No later command reached back into an earlier state.
  for (std::size_t i = 0; i < states.size(); ++i) {
    INFO("state " << i);
    CHECK(digest(states[i]) == digests[i]);
  }
}
