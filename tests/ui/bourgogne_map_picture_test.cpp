// The strategic map's picture (ui/bourgogne/map_picture.h): each camp's stack
// with its form and strength for the umpire, and, for a camp, the enemy's
// stacks without their contents (GdB 7.1: the opponent may not inspect a stack).
#include <doctest/doctest.h>

#include "bourgogne/state.h"
#include "games.h"
#include "session/campaign.h"
#include "ui/bourgogne/map_picture.h"

using namespace umpire;
namespace bui = umpire::bourgogneui;

namespace {
std::unique_ptr<Campaign> bourgogne_picture_campaign(GameRegistry& registry) {
  register_shipped_games(registry);
  return Campaign::create(":memory:", registry, "Picture", bourgogne::kGameId, Json::object(), 7);
}
}  // namespace

TEST_CASE("Bourgogne map picture: the umpire sees every stack whole") {
  GameRegistry registry;
  auto c = bourgogne_picture_campaign(registry);
  bui::MapPicture p = bui::picture_for(c->state(), "");
  const bui::ZoneMark* bern = p.zone("19");
  REQUIRE(bern);
  REQUIRE(bern->stacks.size() == 1);
  CHECK(bern->stacks[0].army);
  CHECK(bern->stacks[0].ss == 12);
  CHECK(bern->stacks[0].leader == "Scharnachthal");
  CHECK(bern->marker == bourgogne::Camp::Swiss);
  CHECK(bern->fv == 2);
  CHECK(bern->stacks[0].label() == "Scharnachthal · army, 12 SS");
}

TEST_CASE("Bourgogne map picture: a camp sees the enemy's stacks, never what they hold (GdB 7.1)") {
  GameRegistry registry;
  auto c = bourgogne_picture_campaign(registry);
  bui::MapPicture p = bui::picture_for(c->state(), "burgundy");
  const bui::ZoneMark* bern = p.zone("19");
  REQUIRE(bern);
  REQUIRE(bern->stacks.size() == 1);
  CHECK(bern->stacks[0].ss == -1);
  CHECK(bern->stacks[0].lines.empty());
  CHECK(bern->stacks[0].label() == "Scharnachthal · army");
  const bui::ZoneMark* beaune = p.zone("54");
  REQUIRE(beaune);
  CHECK(beaune->stacks[0].ss == 9);  // his own
  CHECK_FALSE(beaune->stacks[0].lines.empty());
}

TEST_CASE("Bourgogne map picture: in the umpired game a camp sees the enemy only in or next to its own zones") {
  GameRegistry registry;
  auto c = bourgogne_picture_campaign(registry);
  REQUIRE(c->apply(Json::parse(R"({"type": "core.set_setting", "args": {"key": "knowledge", "value": "umpired"}})")).ok);
  bui::MapPicture p = bui::picture_for(c->state(), "burgundy");
  const bui::ZoneMark* bern = p.zone("19");
  REQUIRE(bern);
  CHECK(bern->stacks.empty());  // Bern is far from every Burgundian stack
  CHECK(p.note.find("only those in or next to") != std::string::npos);
  const bui::ZoneMark* beaune = p.zone("54");
  REQUIRE(beaune);
  REQUIRE(beaune->stacks.size() == 1);
  CHECK(beaune->stacks[0].ss == 9);
}
