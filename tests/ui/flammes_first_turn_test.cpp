// The rulebook's first turn (1631 §12) played through the 1631 GUI's own paths,
// without a screen: every action built by the Action window's logic from map
// clicks and ticks (ui/1631/action_logic.h) and judged live before it is issued,
// each reaction, combat and supply step taken from the Turn panel's next steps
// as their buttons issue them, the tabletop's results entered in the Combats
// window's form (ui/1631/combat_form.h), the rulebook's dice scripted. Each
// command the GUI makes must be the command of the conformance case
// tests/cases/1631/rulebook_turn1.json, and the case's checks must hold.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>

#include "1631/combat_state.h"
#include "1631/state.h"
#include "1631/turn.h"
#include "core/dice.h"
#include "games.h"
#include "session/campaign.h"
#include "ui/1631/action_logic.h"
#include "ui/1631/combat_form.h"
#include "ui/1631/supply_forms.h"

using namespace umpire;
using namespace umpire::flammesui;

namespace {

struct FirstTurnGui {
  GameRegistry registry;
  std::unique_ptr<Campaign> campaign;
  FlammesUi ui;
  std::string last_target;  // the area the last action entered: where its reactions stand

  const flammes::State& st() const { return static_cast<const flammes::State&>(*campaign->state().game); }

  // The Action window: the command chosen, the army's area clicked, its pieces ticked
  // (only those the window offers there), the path clicked, the other fields typed.
  Json action_window(const CommandDef& def, const Json& args) {
    ui.draft = ActionDraft{};
    ActionDraft& d = ui.draft;
    d.command = def.name;
    const std::string from = args.value("from", last_target);
    REQUIRE(action_map_click(ui, from));
    std::optional<flammes::Side> side = flammes::acting_side(st());
    if (def.name == "1631.evade" || def.name == "1631.pursuit") side.reset();
    std::set<std::string> offered;
    for (const auto& p : army_pieces(st(), from, side)) offered.insert(p.id);
    for (const auto& spec : def.args) {
      if (!args.contains(spec.name)) continue;
      const Json& v = args[spec.name];
      switch (draft_field(spec)) {
        case DraftField::Units:
        case DraftField::Commanders:
          for (const auto& id : v) {
            INFO(def.name << ": " << id.get<std::string>() << " offered in " << from);
            CHECK(offered.count(id.get<std::string>()) == 1);
            (draft_field(spec) == DraftField::Units ? d.units : d.commanders).insert(id.get<std::string>());
          }
          break;
        case DraftField::Path:
          for (const auto& a : v) REQUIRE(action_map_click(ui, a.get<std::string>()));
          break;
        case DraftField::Losses:
          for (const auto& id : v) toggle_loss(d, id.get<std::string>());
          break;
        case DraftField::Piece: d.piece = v.get<std::string>(); break;
        case DraftField::From: CHECK(v == d.from); break;
        case DraftField::Area: REQUIRE(action_map_click(ui, v.get<std::string>())); break;
        case DraftField::Typed:
          if (v.is_boolean())
            d.flags[spec.name] = v.get<bool>();
          else if (v.is_number_integer())
            d.numbers[spec.name] = v.get<int>();
          else
            d.texts[spec.name] = v.is_string() ? v.get<std::string>() : v.dump();
          break;
      }
    }
    if (!d.path.empty()) last_target = d.path.back();
    return draft_command(def, d);
  }

  // The Turn panel: the next step whose button issues exactly this command.
  std::optional<Json> turn_panel(const Json& wanted) const {
    for (const auto& step : campaign->module()->next_steps(campaign->state()))
      if (step.command == wanted) return step.command;
    return std::nullopt;
  }

  // The Combats window's form for a combat fought at the table, filled as the umpire enters the result sheet.
  Json combats_window_form(const Json& args) const {
    const auto combat = flammes::find_combat(st(), args["combat"].get<std::string>());
    REQUIRE(combat);
    TabletopForm form;
    form.winner = args["result"].value("winner", "");
    for (const auto& u : args["result"]["units"]) {
      const auto listed = tabletop_form_units(*combat);
      CHECK(std::find(listed.begin(), listed.end(), u["unit"].get<std::string>()) != listed.end());
      form.lost[u["unit"].get<std::string>()] = u["losses"][0]["lost"].get<int>();
    }
    form.hits_on_attacker = args["hits"].value("attacker", 0);
    form.hits_on_defender = args["hits"].value("defender", 0);
    return tabletop_record_command(*combat, form);
  }

  // The Supply window's forms: the side chosen, the arms counted, the Spent units ticked (only those it lists).
  Json supply_window_form(const std::string& type, const Json& args) const {
    SupplyForms form;
    form.side = args["side"] == "imperial" ? flammes::Side::Imperial : flammes::Side::Swedish;
    if (type == "1631.recruit") {
      for (const auto& arm : args["units"]) {
        form.infantry += arm == "infantry";
        form.cavalry += arm == "cavalry";
        form.artillery += arm == "artillery";
      }
      return recruit_command(form);
    }
    std::set<std::string> listed;
    for (const auto* u : spent_units(st(), form.side)) listed.insert(u->id);
    for (const auto& id : args["units"]) {
      if (!listed.count(id.get<std::string>())) return nullptr;  // not Spent: the window has no box to tick
      form.refresh.insert(id.get<std::string>());
    }
    return refresh_command(st(), form);
  }

  // The command the GUI issues for the case's step, and the way it took.
  std::pair<Json, std::string> gui_command(const Json& wanted) {
    const std::string type = wanted["type"].get<std::string>();
    const CommandDef* def = campaign->commands().find(type);
    REQUIRE(def);
    bool action = false;
    for (const auto& c : action_choices())
      action |= type == c.command && type != "1631.evade" && type != "1631.pursuit";
    if (action) return {action_window(*def, wanted["args"]), "the Action window"};
    if (type == "1631.record_combat") return {combats_window_form(wanted["args"]), "the Combats window's form"};
    if (type == "1631.send_combat") {
      const Json send = campaign->module()->send_battle_command(campaign->state(), wanted["args"]["combat"],
                                                                wanted["args"]["engine"]);
      return {send, "the Combats window's engine choice"};
    }
    if (auto step = turn_panel(wanted)) return {*step, "the Turn panel"};
    if (type == "1631.recruit" || type == "1631.refresh")
      return {supply_window_form(type, wanted["args"]), "the Supply window"};
    // A reaction whose path or losses differ from the step's prefilled ones: the Action window, by map clicks.
    for (const auto& c : action_choices())
      if (type == c.command) return {action_window(*def, wanted["args"]), "the Action window (a reaction)"};
    std::string offered;
    for (const auto& step : campaign->module()->next_steps(campaign->state())) offered += " | " + step.command.dump();
    return {nullptr, "nowhere; the Turn panel offers" + offered};
  }
};

// The units and commanders ticked are a set: the window lists them in its own order.
Json ticked_as_sets(Json command) {
  for (const char* key : {"units", "commanders"}) {
    Json& list = command["args"][key];
    if (list.is_array()) std::sort(list.begin(), list.end());
    if (list.is_null()) command["args"].erase(key);
  }
  return command;
}

Json read_rulebook_case() {
  std::ifstream in(std::string(UMPIRE_SOURCE_DIR) + "/tests/cases/1631/rulebook_turn1.json");
  REQUIRE(in.good());
  return Json::parse(in)["cases"][0];
}

}  // namespace

TEST_CASE("the rulebook's first turn (1631 §12) played in the 1631 GUI ends as the conformance case does") {
  const Json rulebook = read_rulebook_case();
  FirstTurnGui gui;
  register_shipped_games(gui.registry);
  gui.campaign = Campaign::create(":memory:", gui.registry, "Turn 1", flammes::kGameId, Json::object(), 1);
  ScriptedDice dice(rulebook["dice"].get<std::vector<int>>());
  int by_action_window = 0, by_turn_panel = 0, by_form = 0;
  int n = 0;
  for (const auto& step : rulebook["steps"]) {
    ++n;
    const Json& wanted = step["apply"];
    auto [command, way] = gui.gui_command(wanted);
    INFO("step " << n << ": " << wanted.dump() << " by " << way << " -> " << command.dump());
    if (step.value("expect", "ok") == "refused") {
      // The window judges it live: refused with its rule, the button disabled. A command no window builds
      // (a siege roll the Turn panel does not offer, a Fresh unit to refresh) is not offered at all.
      if (command.is_null()) continue;
      REQUIRE(ticked_as_sets(command) == ticked_as_sets(wanted));
      const auto refusals = gui.campaign->validate(command);
      REQUIRE_FALSE(refusals.empty());
      CHECK(refusals.front().rule == step["rule"].get<std::string>());
      continue;
    }
    REQUIRE(ticked_as_sets(command) == ticked_as_sets(wanted));
    // Judged live as the window shows it, before the button is pressed.
    CHECK(gui.campaign->validate(command).empty());
    const ApplyResult r = gui.campaign->apply(command, dice);
    REQUIRE(r.ok);
    const Json events = step.value("events", Json::array());
    for (const auto& e : events) {
      bool found = false;
      for (const auto& x : r.events) found |= x.text.find(e.get<std::string>()) != std::string::npos;
      CHECK_MESSAGE(found, e.get<std::string>());
    }
    const Json checks = step.value("check", Json::object()).value("game", Json::object());
    for (const auto& [key, value] : checks.items()) {
      const auto failure = gui.campaign->module()->check_expectation(*gui.campaign->state().game, key,
                                                                     JsonCursor(value, "rulebook_turn1.json"));
      CHECK_MESSAGE(!failure, key << ": " << failure.value_or(""));
    }
    by_action_window += way.rfind("the Action window", 0) == 0;
    by_turn_panel += way == "the Turn panel";
    by_form += way == "the Combats window's form";
  }
  CHECK(dice.remaining() == 0);
  CHECK(by_action_window >= 6);  // four engages, the forced march, the regroup, and the reactions clicked
  CHECK(by_form == 2);           // Greifenhagen and Landsberg at the table
  CHECK(by_turn_panel > 10);
  MESSAGE("Action window " << by_action_window << ", Turn panel " << by_turn_panel << ", Combats form " << by_form);
}

TEST_CASE("the 1631 Action window builds a reaction by map clicks: the evasion from Garz, its path and its losses") {
  const Json rulebook = read_rulebook_case();
  FirstTurnGui gui;
  register_shipped_games(gui.registry);
  gui.campaign = Campaign::create(":memory:", gui.registry, "Turn 1", flammes::kGameId, Json::object(), 1);
  ScriptedDice dice(rulebook["dice"].get<std::vector<int>>());
  for (int k = 0; k < 3; ++k) REQUIRE(gui.campaign->apply(rulebook["steps"][k]["apply"], dice).ok);
  const CommandDef* evade = gui.campaign->commands().find("1631.evade");
  REQUIRE(evade);
  // Schauenburg's army at Garz is everyone's to tick here, though the Swedes act.
  bool offered = false;
  for (const auto& p : army_pieces(gui.st(), "garz", std::nullopt)) offered |= p.id == "imp_inf_5";
  CHECK(offered);
  gui.last_target = "garz";
  const Json command = gui.action_window(*evade, Json{{"path", {"kuestrin", "frankfurt"}}, {"losses", {"imp_inf_5"}}});
  CHECK(command["args"]["path"] == Json::array({"kuestrin", "frankfurt"}));
  CHECK(command["args"]["losses"] == Json::array({"imp_inf_5"}));
  CHECK_FALSE(command["args"].contains("units"));  // none ticked: all evade
  CHECK(gui.campaign->validate(command).empty());
  // A path clicked past the evasion's reach is refused with its rule, live.
  Json too_far = command;
  too_far["args"]["path"] = Json::array({"kuestrin", "frankfurt", "berlin"});
  const auto refusals = gui.campaign->validate(too_far);
  REQUIRE_FALSE(refusals.empty());
  CHECK(refusals.front().rule.rfind("1631 \xc2\xa7", 0) == 0);
  const ApplyResult r = gui.campaign->apply(command, dice);
  REQUIRE(r.ok);
  CHECK(gui.st().commander("schauenburg")->area == "frankfurt");
}

TEST_CASE("the 1631 losses ticked in the Action window keep their order; a second tick takes one back") {
  ActionDraft d;
  toggle_loss(d, "swe_inf_6");
  toggle_loss(d, "swe_inf_5");
  toggle_loss(d, "swe_cav_2");
  CHECK(d.losses == std::vector<std::string>{"swe_inf_6", "swe_inf_5", "swe_cav_2"});
  toggle_loss(d, "swe_inf_5");
  CHECK(d.losses == std::vector<std::string>{"swe_inf_6", "swe_cav_2"});
  CommandDef def;
  def.name = "1631.example";
  def.args = {arg::ids("units", "unit", "the units").or_else(Json::array()),
              arg::ids("losses", "unit", "the losses").or_else(Json::array())};
  d.units = {"swe_inf_5", "swe_inf_6"};
  const Json c = draft_command(def, d);
  CHECK(c["args"]["units"] == Json::array({"swe_inf_5", "swe_inf_6"}));
  CHECK(c["args"]["losses"] == Json::array({"swe_inf_6", "swe_cav_2"}));
}
