// A command that gives something up waits for the umpire's confirmation in the
// GUI; the command confirmed is the same command, so the journal is unchanged.
#include <doctest/doctest.h>

#include <filesystem>
#include <unistd.h>

#include "campaign/games.h"
#include "ui/app_state.h"

using namespace umpire;

TEST_CASE("gui: advancing with marches unused waits for a click, then applies the same sk.advance") {
  GameRegistry registry;
  register_shipped_games(registry);
  std::string path = (std::filesystem::temp_directory_path() / ("umpire_confirm_" + std::to_string(::getpid()) + ".umpire")).string();
  std::filesystem::remove(path);
  AppState app;
  app.registry = &registry;
  app.campaign = Campaign::create(path, registry, "confirm", "soldier-king", Json::object(), 5);
  auto apply = [&](const Json& c) { REQUIRE(app.campaign->apply(c).ok); };
  apply(Json{{"type", "sk.begin_campaign"}, {"args", Json::object()}});
  apply(Json{{"type", "sk.roll_initiative"}, {"args", Json::object()}});
  apply(Json{{"type", "sk.set_turn"},
             {"args", {{"player", "argozia"}, {"step", "movement"}, {"marches", 2}, {"reason", "test"}}}});
  std::size_t before = app.campaign->journal().size();
  Json advance{{"type", "sk.advance"}, {"args", Json::object()}};
  issue(app, advance);
  CHECK(app.campaign->journal().size() == before);  // nothing applied yet
  CHECK(app.confirm_command == advance);
  CHECK(app.confirm_text.find("2 of 2 marches unused") != std::string::npos);
  issue_confirmed(app);
  CHECK(app.confirm_command.is_null());
  REQUIRE(app.campaign->journal().size() == before + 1);
  CHECK(app.campaign->journal().back().command == advance);
  app.campaign.reset();
  std::filesystem::remove(path);
}
