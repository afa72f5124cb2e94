// 1631 §7.5-§7.9: the combat card in a bundle — each side's card in that side's
// folder, the umpire's card in the umpire's folder under its own name, never in a side's.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include <unistd.h>

#include "1631/module.h"
#include "1631/scenario.h"
#include "games.h"
#include "report/bundle.h"
#include "report/providers.h"

using namespace umpire;
using namespace umpire::flammes;

namespace {

CampaignState card_bundle_apply(const CampaignState& cs, const std::string& name, Json args) {
  static const auto defs = module()->commands();
  for (const auto& d : defs)
    if (d.name == name) {
      auto why = d.validate(cs, JsonCursor(args, name));
      REQUIRE_MESSAGE(why.empty(), (name + ": " + (why.empty() ? "" : why.front().describe())));
      ScriptedDice source(std::vector<int>{});
      Dice dice(source);
      return d.apply(cs, JsonCursor(args, name), dice).state;
    }
  FAIL("no command " << name);
  return cs;
}

}  // namespace

TEST_CASE("1631 §7.6: the umpire's combat card goes to the umpire's folder of a bundle, never to a side's") {
  GameRegistry games;
  register_shipped_games(games);
  const report::ReportProvider* p = report::report_providers().find(kGameId);
  REQUIRE(p != nullptr);
  CampaignState cs;
  cs.core.game = kGameId;
  cs.core.name = "Breitenfeld";
  State s = start_state();
  s.tracks.phase = Phase::Campaign;
  s.tracks.initiative_rolled = true;
  cs.game = std::make_shared<const State>(std::move(s));
  cs = card_bundle_apply(cs, "1631.relocate", {{"piece", "swe_inf_5"}, {"area", "greifenhagen"}, {"reason", "t"}});
  cs = card_bundle_apply(cs, "1631.open_combat",
                         {{"area", "greifenhagen"}, {"attacker", "swedish"}, {"situation", "battle"}, {"reason", "t"}});
  namespace fs = std::filesystem;
  std::string dir = (fs::temp_directory_path() / ("umpire_1631_card_bundle_" + std::to_string(::getpid()))).string();
  fs::remove_all(dir);
  report::Bundle b = report::write_bundle(*p, cs, dir);
  bool umpire_card = false;
  for (const auto& f : b.umpire_files) {
    std::string name = fs::path(f).filename().string();
    CHECK(name.find("unsent") == std::string::npos);
    umpire_card = umpire_card || name == "combat-card-greifenhagen-turn-1-umpire.pdf";
  }
  CHECK(umpire_card);
  REQUIRE(b.players.size() == 2);
  for (const auto& pl : b.players) {
    bool own_card = false;
    for (const auto& f : pl.files) {
      std::string name = fs::path(f).filename().string();
      CHECK(name.find("umpire") == std::string::npos);
      own_card = own_card || name.rfind("combat-card-", 0) == 0;
    }
    CHECK(own_card);
  }
  fs::remove_all(dir);
}
