// The 1631 Action window's logic (ui/1631/action_logic.h): the map's clicks
// build the army's area and path, the command is read off the command's
// argument schema, and the engine's dry run judges it with the rule.
#include <doctest/doctest.h>

#include "1631/state.h"
#include "games.h"
#include "session/campaign.h"
#include "ui/1631/action_logic.h"

using namespace umpire;
using namespace umpire::flammesui;

namespace {

std::unique_ptr<Campaign> flammes_action_campaign(GameRegistry& registry) {
  register_shipped_games(registry);
  return Campaign::create(":memory:", registry, "Action", flammes::kGameId, Json::object(), 7);
}

}  // namespace

TEST_CASE(
    "the 1631 Action window's clicks: the army's area first, then the path; the last area clicked again is taken "
    "back") {
  FlammesUi ui;
  CHECK(action_map_click(ui, "stettin"));
  CHECK(ui.draft.from == "stettin");
  CHECK(action_map_click(ui, "stettin"));  // its own area: nothing added
  CHECK(ui.draft.path.empty());
  action_map_click(ui, "garz");
  action_map_click(ui, "greifenhagen");
  CHECK(ui.draft.path == std::vector<std::string>{"garz", "greifenhagen"});
  action_map_click(ui, "greifenhagen");
  CHECK(ui.draft.path == std::vector<std::string>{"garz"});
  ui.draft.picking = false;
  CHECK_FALSE(action_map_click(ui, "landsberg"));
  CHECK(ui.draft.path == std::vector<std::string>{"garz"});
}

TEST_CASE("the 1631 Action window reads the arguments off the schema: a list of units, the area from, the path") {
  CommandDef def;
  def.name = "1631.example";
  def.args = {arg::ids("units", "unit", "the units"),      arg::ids("commanders", "commander", "the commanders"),
              arg::id("from", "area", "where they start"), arg::ids("path", "area", "the areas in turn"),
              arg::flag("evade", "evade").or_else(false),  arg::text("note", "a note").optional()};
  ActionDraft d;
  d.from = "stettin";
  d.units = {"swe_inf_2", "swe_inf_1"};
  d.commanders = {"gustav"};
  d.path = {"garz", "greifenhagen"};
  const Json c = draft_command(def, d);
  CHECK(c["type"] == "1631.example");
  CHECK(c["args"]["units"] == Json::array({"swe_inf_1", "swe_inf_2"}));
  CHECK(c["args"]["commanders"] == Json::array({"gustav"}));
  CHECK(c["args"]["from"] == "stettin");
  CHECK(c["args"]["path"] == Json::array({"garz", "greifenhagen"}));
  CHECK(c["args"]["evade"] == false);
  CHECK_FALSE(c["args"].contains("note"));  // optional and left empty
  d.texts["note"] = "by the river";
  CHECK(draft_command(def, d)["args"]["note"] == "by the river");
}

TEST_CASE("the 1631 Action window builds 1631.relocate from the map and the engine's dry run judges it") {
  GameRegistry registry;
  auto c = flammes_action_campaign(registry);
  const CommandDef* relocate = c->commands().find("1631.relocate");
  REQUIRE(relocate);
  ActionDraft d;
  d.command = relocate->name;
  d.from = "stralsund";
  d.path = {"greifswald", "stettin"};  // the last area clicked is where it goes
  d.piece = "swe_inf_1";
  Json command = draft_command(*relocate, d);
  // The reason is typed in the window: without it the command is malformed and refused.
  CHECK_FALSE(c->validate(command).empty());
  d.texts["reason"] = "test";
  command = draft_command(*relocate, d);
  CHECK(command["args"]["area"] == "stettin");
  CHECK(command["args"]["inside"] == false);
  CHECK(c->validate(command).empty());
  REQUIRE(c->apply(command).ok);
  CHECK(static_cast<const flammes::State&>(*c->state().game).unit("swe_inf_1")->area == "stettin");
  // The pieces offered in an area: the side's, or everyone's.
  const auto& s = static_cast<const flammes::State&>(*c->state().game);
  bool found = false;
  for (const auto& p : army_pieces(s, "stettin", flammes::Side::Swedish)) found |= p.id == "swe_inf_1";
  CHECK(found);
  for (const auto& p : army_pieces(s, "stettin", flammes::Side::Imperial)) CHECK(p.id != "swe_inf_1");
}

TEST_CASE("the 1631 Action window judges 1631.pass with its rule: refused before the initiative, allowed after") {
  GameRegistry registry;
  auto c = flammes_action_campaign(registry);
  const CommandDef* pass = c->commands().find("1631.pass");
  REQUIRE(pass);
  ActionDraft d;
  const Json command = draft_command(*pass, d);
  CHECK(command["args"] == Json::object());
  const auto refusals = c->validate(command);
  REQUIRE_FALSE(refusals.empty());
  CHECK(refusals.front().rule.find("1631 \xc2\xa7") == 0);
  REQUIRE(c->apply(Json::parse(R"({"type":"1631.initiative","args":{}})")).ok);
  CHECK(c->validate(command).empty());
}

TEST_CASE("the 1631 Action window waits for the army's area before it judges a march, then speaks in words") {
  GameRegistry registry;
  auto c = flammes_action_campaign(registry);
  const CommandDef* march = c->commands().find("1631.march");
  REQUIRE(march);
  FlammesUi ui;
  CHECK(ui.draft.command == "1631.pass");
  ui.draft.command = march->name;
  formui::FormVerdict v = formui::judge_form(*c, *march, draft_command(*march, ui.draft));
  CHECK(v.refusals.empty());
  CHECK_FALSE(v.allowed());
  REQUIRE(v.owed.size() == 1);
  CHECK(v.owed.front() == "the area the army starts from");
  REQUIRE(action_map_click(ui, "stettin"));
  action_map_click(ui, "garz");
  v = formui::judge_form(*c, *march, draft_command(*march, ui.draft));
  CHECK(v.owed.empty());
  CHECK_FALSE(v.refusals.empty());  // no initiative yet: the rule refuses it
  for (const auto& r : v.refusals) {
    INFO(r.describe());
    CHECK(r.text.find("/args") == std::string::npos);
  }
}
