// The Orders window's logic (ui/bourgogne/orders_logic.h): the step's order
// built from map clicks and ticks, read off the command's argument schema,
// and judged by the command's own check (GdB 7.1, 8, 10).
#include <doctest/doctest.h>

#include "bourgogne/state.h"
#include "games.h"
#include "session/campaign.h"
#include "ui/bourgogne/orders_logic.h"

namespace {

std::unique_ptr<umpire::Campaign> bourgogne_orders_campaign(umpire::GameRegistry& registry) {
  umpire::register_shipped_games(registry);
  return umpire::Campaign::create(":memory:", registry, "Orders", umpire::bourgogne::kGameId, umpire::Json::object(),
                                  7);
}

const umpire::bourgogne::State& bourgogne_orders_state(const umpire::Campaign& c) {
  return static_cast<const umpire::bourgogne::State&>(*c.state().game);
}

}  // namespace

TEST_CASE("Bourgogne orders: a march's arguments come from the map and the ticks (GdB 7.1)") {
  umpire::GameRegistry registry;
  auto c = bourgogne_orders_campaign(registry);
  const umpire::CommandDef* move = c->commands().find("bourgogne.move");
  REQUIRE(move);
  CHECK(umpire::bourgogneui::wants_path(*move));
  for (const auto& spec : move->args) {
    if (spec.name == "from") CHECK(umpire::bourgogneui::order_field(spec) == umpire::bourgogneui::OrderField::From);
    if (spec.name == "path") CHECK(umpire::bourgogneui::order_field(spec) == umpire::bourgogneui::OrderField::Path);
    if (spec.name == "drop_off")
      CHECK(umpire::bourgogneui::order_field(spec) == umpire::bourgogneui::OrderField::DropOff);
    if (spec.name == "units") CHECK(umpire::bourgogneui::order_field(spec) == umpire::bourgogneui::OrderField::Units);
    if (spec.name == "commanders")
      CHECK(umpire::bourgogneui::order_field(spec) == umpire::bourgogneui::OrderField::Commanders);
  }
  umpire::bourgogneui::OrdersDraft d;
  CHECK(umpire::bourgogneui::orders_map_click(d, move, "54"));
  CHECK(umpire::bourgogneui::orders_map_click(d, move, "54"));  // the stack's own zone again: nothing added
  CHECK(umpire::bourgogneui::orders_map_click(d, move, "45"));
  CHECK(umpire::bourgogneui::orders_map_click(d, move, "37"));
  CHECK(d.path == std::vector<std::string>{"45", "37"});
  CHECK(umpire::bourgogneui::orders_map_click(d, move, "37"));  // the last zone again: taken back
  CHECK(d.path == std::vector<std::string>{"45"});
  d.units.insert("bur_pi_1");
  const umpire::Json cmd = umpire::bourgogneui::order_command(*move, d);
  CHECK(cmd["type"] == "bourgogne.move");
  CHECK(cmd["args"]["from"] == "54");
  CHECK(cmd["args"]["path"] == umpire::Json::array({"45"}));
  CHECK(cmd["args"]["units"] == umpire::Json::array({"bur_pi_1"}));
  CHECK_FALSE(cmd["args"].contains("commanders"));  // an optional list left empty is left out
  CHECK_FALSE(cmd["args"].contains("drop_off"));    // nothing left on the way
  d.path.push_back("37");
  d.drop_off["45"].insert("bur_pi_2");
  d.drop_off["99"].insert("bur_pi_3");  // a zone no longer on the path drops nothing
  umpire::Json dropped = umpire::bourgogneui::order_command(*move, d)["args"]["drop_off"];
  CHECK(dropped == umpire::Json::array({umpire::Json{{"zone", "45"}, {"pieces", {"bur_pi_2"}}}}));
  d.path.pop_back();
  d.picking = false;
  CHECK_FALSE(umpire::bourgogneui::orders_map_click(d, move, "55"));
  CHECK(d.path == std::vector<std::string>{"45"});
}

TEST_CASE("Bourgogne orders: an order on one zone takes the zone clicked, and a fatigue roll its losses in order") {
  umpire::GameRegistry registry;
  auto c = bourgogne_orders_campaign(registry);
  const umpire::CommandDef* reposition = c->commands().find("bourgogne.reposition");
  const umpire::CommandDef* fatigue = c->commands().find("bourgogne.fatigue");
  REQUIRE(reposition);
  REQUIRE(fatigue);
  CHECK_FALSE(umpire::bourgogneui::wants_path(*reposition));
  umpire::bourgogneui::OrdersDraft d;
  d.command = "bourgogne.reposition";
  umpire::bourgogneui::orders_map_click(d, reposition, "54");
  umpire::bourgogneui::orders_map_click(d, reposition, "55");  // another zone replaces it
  d.texts["form"] = "garrison";
  umpire::Json cmd = umpire::bourgogneui::order_command(*reposition, d);
  CHECK(cmd["args"] == umpire::Json{{"zone", "55"}, {"form", "garrison"}});
  d.command = "bourgogne.fatigue";
  d.texts.clear();
  umpire::bourgogneui::toggle_order_loss(d, "a");
  umpire::bourgogneui::toggle_order_loss(d, "b");
  umpire::bourgogneui::toggle_order_loss(d, "c");
  umpire::bourgogneui::toggle_order_loss(d, "a");  // taken back
  cmd = umpire::bourgogneui::order_command(*fatigue, d);
  CHECK(cmd["args"]["zone"] == "55");
  CHECK(cmd["args"]["losses"] == umpire::Json::array({"b", "c"}));
}

TEST_CASE("Bourgogne orders: the pieces offered are the acting camp's in the zone clicked") {
  umpire::GameRegistry registry;
  auto c = bourgogne_orders_campaign(registry);
  const auto& s = bourgogne_orders_state(*c);
  const auto burgundians = umpire::bourgogneui::stack_pieces(s, "54", umpire::bourgogne::Camp::Burgundy);
  REQUIRE_FALSE(burgundians.empty());
  bool a_commander = false, a_unit = false;
  for (const auto& p : burgundians) (p.commander ? a_commander : a_unit) = true;
  CHECK(a_commander);
  CHECK(a_unit);
  CHECK(umpire::bourgogneui::stack_pieces(s, "54", umpire::bourgogne::Camp::Swiss).empty());
  CHECK(umpire::bourgogneui::stack_pieces(s, "54", std::nullopt).size() == burgundians.size());
}

TEST_CASE("Bourgogne orders: a replacement offers the camp's pool, with its RP costs (GdB 10.2)") {
  umpire::GameRegistry registry;
  auto c = bourgogne_orders_campaign(registry);
  const umpire::CommandDef* replace = c->commands().find("bourgogne.replace");
  REQUIRE(replace);
  const umpire::ArgSpec* unit_arg = nullptr;
  for (const auto& spec : replace->args)
    if (spec.name == "unit") unit_arg = &spec;
  REQUIRE(unit_arg);
  CHECK(umpire::bourgogneui::order_field(*unit_arg) == umpire::bourgogneui::OrderField::Typed);
  const auto& s0 = bourgogne_orders_state(*c);
  std::string victim;
  for (const auto& u : s0.units)
    if (u.on_map() && u.zone == "54") victim = u.id;
  REQUIRE_FALSE(victim.empty());
  CHECK(umpire::bourgogneui::order_options(s0, *unit_arg, umpire::bourgogne::Camp::Burgundy).empty());
  REQUIRE(c->apply(umpire::Json{{"type", "bourgogne.place"},
                                {"args", {{"piece", victim}, {"zone", "pool"}, {"reason", "test"}}}})
              .ok);
  const auto& s1 = bourgogne_orders_state(*c);
  const auto offered = umpire::bourgogneui::order_options(s1, *unit_arg, umpire::bourgogne::Camp::Burgundy);
  REQUIRE(offered.size() == 1);
  CHECK(offered[0].first == victim);
  CHECK(offered[0].second.find("RP full") != std::string::npos);
  CHECK(umpire::bourgogneui::order_options(s1, *unit_arg, umpire::bourgogne::Camp::Swiss).empty());
}

TEST_CASE("Bourgogne orders: the live judgement waits for the order's required fields, then speaks in words") {
  umpire::GameRegistry registry;
  auto c = bourgogne_orders_campaign(registry);
  const umpire::CommandDef* move = c->commands().find("bourgogne.move");
  REQUIRE(move);
  umpire::bourgogneui::OrdersDraft d = umpire::bourgogneui::first_orders_draft();
  CHECK(d.command == "bourgogne.move");
  // Before the first click: nothing refused, only what is still to give, in the schema's words.
  umpire::formui::FormVerdict v =
      umpire::formui::judge_form(*c, *move, umpire::bourgogneui::order_command(*move, d));
  CHECK(v.refusals.empty());
  CHECK_FALSE(v.allowed());
  REQUIRE(v.owed.size() == 1);
  CHECK(v.owed.front() == "the zone it starts from");
  // The stack's zone clicked: now the rules judge it, and no refusal is the engine's raw argument error.
  REQUIRE(umpire::bourgogneui::orders_map_click(d, move, "54"));
  v = umpire::formui::judge_form(*c, *move, umpire::bourgogneui::order_command(*move, d));
  CHECK(v.owed.empty());
  for (const auto& r : v.refusals) {
    INFO(r.describe());
    CHECK(r.text.find("/args") == std::string::npos);
    CHECK(r.text.find("bad arguments") == std::string::npos);
  }
  // An argument the check finds malformed is named by its meaning, without the pointer.
  const umpire::Reason worded = umpire::formui::form_words(
      *move, umpire::Reason{"", "bad arguments for bourgogne.move: at /args/from: expected a non-empty string"});
  CHECK(worded.text == "The zone it starts from: expected a non-empty string");
  CHECK(umpire::formui::form_words(*move, umpire::Reason{"GdB 7.1", "too far"}).describe() == "too far [GdB 7.1]");
}
