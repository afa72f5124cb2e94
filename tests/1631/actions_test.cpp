// The actions as commands (1631 §6, §7.2-§7.5): the state machine's steps,
// alliances (1631 §6.7, §10.8), zero-move engages and the settings they read.
#include <doctest/doctest.h>

#include "1631/action_state.h"
#include "1631/actions.h"
#include "1631/diplomacy.h"
#include "1631/forces.h"
#include "1631/scenario.h"
#include "core/game.h"

using namespace umpire;
using namespace umpire::flammes;

namespace {

struct ActionsWorld {
  CampaignState cs;
  std::vector<Event> last;
  explicit ActionsWorld(State s) { cs.game = std::make_shared<const State>(std::move(s)); }
  const State& st() const { return static_cast<const State&>(*cs.game); }
  static const CommandDef& def(const std::string& name) {
    static const auto defs = action_commands();
    for (const auto& d : defs)
      if (d.name == name) return d;
    throw std::logic_error("no command " + name);
  }
  std::vector<Reason> check(const std::string& name, const Json& args) {
    return def(name).validate(cs, JsonCursor(args, name));
  }
  void apply(const std::string& name, const Json& args, std::vector<int> faces = {}) {
    auto why = check(name, args);
    REQUIRE_MESSAGE(why.empty(), (name + ": " + (why.empty() ? "" : why.front().describe())));
    ScriptedDice source(std::move(faces));
    Dice dice(source);
    Outcome o = def(name).apply(cs, JsonCursor(args, name), dice);
    cs = o.state;
    last = o.events;
  }
};

State campaign_start() {
  State s = start_state();
  s.tracks.phase = Phase::Campaign;
  s.tracks.initiative_rolled = true;
  return s;
}

}  // namespace

TEST_CASE("1631 §6.7, §10.8: Saxony's alliance brings Arnim and the Saxons over; later reserves go to the pool") {
  State s = campaign_start();
  s.tracks.turn = 5;
  std::vector<Event> events;
  ally(s, Allegiance::Saxony, events);
  CHECK(side_of(s, *s.commander("arnim")) == Side::Swedish);
  CHECK(count_units(s, "dresden", Side::Swedish) == 2);
  CHECK(s.unit("sax_inf_2")->where == Where::Track);  // due at S5, this turn's supply phase
  CHECK(s.unit("sax_cav_1")->where == Where::Pool);
  CHECK(s.unit("sax_inf_3")->where == Where::Pool);
}

TEST_CASE("1631 §6.7: two dice when the setting asks for one per power") {
  ActionsWorld w(campaign_start());
  w.cs.core.settings["diplomacy.rolls"] = 1;
  w.apply("1631.diplomacy", Json::object(), {6, 6});
  CHECK(w.st().tracks.brandenburg_allied);
  CHECK(!w.st().tracks.saxony_allied);  // 6 + 0 < 9
}

TEST_CASE("1631 §7.2: the action waits at an area the enemy may intercept into, and records its step") {
  ActionsWorld w(campaign_start());
  w.apply(
      "1631.engage",
      Json{{"units", {"swe_inf_5", "swe_cav_2"}}, {"commanders", {"gustav"}}, {"from", "stettin"}, {"path", {"garz"}}});
  ActionState a = action_state(w.st());
  CHECK(a.step == "interception");
  CHECK(a.at == "garz");
  auto steps = action_next_steps(w.cs);
  REQUIRE(steps.size() == 2);
  CHECK(steps[0].command["type"] == "1631.intercept");
  CHECK(steps[0].command["args"]["from"] == "greifenhagen");
  CHECK(steps[1].command["type"] == "1631.no_interception");
  // The typed state reads back what it wrote.
  CHECK(to_json(action_state_from_json(JsonCursor(w.st().action, "action"))) == w.st().action);
}

TEST_CASE("1631 §7.2: a successful interception lets the attacker fall back; the action ends") {
  State s = campaign_start();
  s.unit_mut("imp_inf_4").area = "kuestrin";  // Küstrin's Imperials may intercept into Garz along the Oder
  s.unit_mut("imp_cav_1").area = "kuestrin";
  ActionsWorld w(std::move(s));
  w.apply("1631.engage", Json{{"units", {"swe_inf_5", "swe_cav_2", "swe_cav_3"}},
                              {"commanders", {"gustav"}},
                              {"from", "stettin"},
                              {"path", {"garz"}}});
  w.apply("1631.intercept", Json{{"from", "kuestrin"}, {"units", {"imp_inf_4", "imp_cav_1"}}}, {3});  // 3 + 1 fewer
  CHECK(action_state(w.st()).step == "attacker_choice");
  CHECK(w.st().unit("imp_inf_4")->area == "garz");
  w.apply("1631.fall_back", Json::object());
  CHECK(w.st().action.is_null());
  CHECK(w.st().unit("swe_inf_5")->area == "stettin");
  CHECK(w.st().tracks.action == 1);
}

TEST_CASE("1631 §6.2: a zero-move engage is refused when the setting forbids it") {
  State s = campaign_start();
  s.unit_mut("swe_inf_5").area = "greifenhagen";
  s.commander_mut("gustav").area = "greifenhagen";
  ActionsWorld w(std::move(s));
  Json args{{"units", {"swe_inf_5"}}, {"commanders", {"gustav"}}, {"from", "greifenhagen"}};
  CHECK(w.check("1631.engage", args).empty());
  w.cs.core.settings["engage.zero_move"] = 0;
  auto why = w.check("1631.engage", args);
  REQUIRE(!why.empty());
  CHECK(why.front().rule == "1631 §6.2");
}

TEST_CASE("1631 §6.1: units left on the way stay; forced-march losses count them") {
  State s = campaign_start();
  s.tracks.turn = 3;    // not a winter turn
  s.tracks.action = 1;  // the Imperials act second
  ActionsWorld w(std::move(s));
  w.apply("1631.forced_march",
          Json{{"units", {"lea_inf_1", "lea_inf_2"}},
               {"commanders", {"tilly"}},
               {"from", "halberstadt"},
               {"path", {"magdeburg", "burg", "genthin"}},
               {"drop_off", Json::array({Json{{"area", "magdeburg"}, {"pieces", {"lea_inf_2"}}}})},
               {"pick_up", Json::array({Json{{"area", "magdeburg"}, {"pieces", {"lea_inf_3", "lea_cav_1"}}}})}});
  CHECK(w.st().unit("lea_inf_2")->area == "magdeburg");
  CHECK(w.st().unit("lea_inf_3")->area == "genthin");
  // 4 units took part, 2 Road lines and no River: one in three = 1 step, Fresh infantry first.
  int spent = 0;
  for (const char* id : {"lea_inf_1", "lea_inf_2", "lea_inf_3", "lea_cav_1"}) spent += w.st().unit(id)->steps == 1;
  CHECK(spent == 1);
  CHECK(!w.st().commander("tilly")->fresh);
}

TEST_CASE("1631 §6.4: no forced-march loss when more River lines than Road lines were used") {
  State s = campaign_start();
  s.tracks.turn = 3;
  s.tracks.action = 1;
  Json army{"imp_inf_5", "imp_cav_2", "imp_inf_6"};
  SUBCASE("two rivers, then a road: 2 > 1, no loss") {
    ActionsWorld w(s);
    w.apply("1631.forced_march", Json{{"units", army},
                                      {"commanders", {"schauenburg"}},
                                      {"from", "garz"},
                                      {"path", {"kuestrin", "frankfurt", "berlin"}}});
    CHECK(w.st().unit("imp_inf_5")->steps == 2);
    CHECK(w.st().unit("imp_cav_2")->steps == 2);
    CHECK(w.st().unit("imp_inf_5")->area == "berlin");
    CHECK(!w.st().commander("schauenburg")->fresh);
  }
  SUBCASE("two rivers and two roads: one in three of 3 units, 1 step") {
    ActionsWorld w(s);
    w.apply("1631.forced_march", Json{{"units", army},
                                      {"commanders", {"schauenburg"}},
                                      {"from", "garz"},
                                      {"path", {"kuestrin", "frankfurt", "berlin", "brandenburg"}},
                                      {"losses", {"imp_cav_2"}}});
    CHECK(w.st().unit("imp_cav_2")->steps == 1);
    CHECK(w.st().unit("imp_inf_5")->steps == 2);
  }
}

TEST_CASE("1631 §10.7: crossing the Werben ford needs a 4; a failure ends the action where the army stands") {
  State s = campaign_start();
  s.tracks.turn = 3;
  s.tracks.action = 1;
  s.unit_mut("lea_inf_1").area = "havelberg";
  SUBCASE("a 3: the army stays") {
    ActionsWorld w(s);
    w.apply("1631.march", Json{{"units", {"lea_inf_1"}}, {"from", "havelberg"}, {"path", {"werben"}}}, {3});
    CHECK(w.st().unit("lea_inf_1")->area == "havelberg");
    CHECK(w.st().action.is_null());
  }
  SUBCASE("a 4: it crosses, free") {
    ActionsWorld w(s);
    w.apply("1631.march", Json{{"units", {"lea_inf_1"}}, {"from", "havelberg"}, {"path", {"werben"}}}, {4});
    CHECK(w.st().unit("lea_inf_1")->area == "werben");
    CHECK(w.st().action.is_null());
  }
}

// The first area next to `area` along a road or river, whatever the map (the shipped map is a draft).
std::string land_neighbour(const State& s, const std::string& area) {
  for (const auto& n : s.map->neighbours(area))
    for (int l : s.map->lines_between(area, n))
      if ((s.map->lines[l].type == LineType::Road || s.map->lines[l].type == LineType::River) &&
          !s.map->at(n).strategic())
        return n;
  return "";
}

TEST_CASE("1631 §10.2: an Imperial engage into Franken rolls to suppress the Révolte: d6 + the units") {
  State s = campaign_start();
  s.tracks.turn = 5;
  s.tracks.action = 1;
  s.tracks.revolte = Revolte::Fresh;
  std::string from = land_neighbour(s, "franken");
  REQUIRE(!from.empty());
  for (const char* id : {"lea_inf_1", "lea_inf_2", "lea_inf_3"}) s.unit_mut(id).area = from;
  ActionsWorld w(std::move(s));
  w.apply("1631.engage",
          Json{{"units", {"lea_inf_1", "lea_inf_2", "lea_inf_3"}}, {"from", from}, {"path", {"franken"}}}, {6});
  CHECK(w.st().tracks.revolte == Revolte::Spent);  // 6 + 3 = 9
  CHECK(w.st().action.is_null());
}

TEST_CASE("1631 §6.7.1: Imperial moves into a Saxon area raise the diplomacy track once per action") {
  State s = campaign_start();
  s.tracks.turn = 3;
  s.tracks.action = 1;
  s.unit_mut("lea_inf_3").area = "boehmen";
  ActionsWorld w(std::move(s));
  w.apply("1631.march", Json{{"units", {"lea_inf_3"}}, {"from", "boehmen"}, {"path", {"dresden"}}});
  CHECK(w.st().tracks.diplomacy == 1);
}

TEST_CASE("1631 §7.2: with the setting off, nobody intercepts into the engage's target") {
  ActionsWorld w(campaign_start());
  w.cs.core.settings["interception.into_target"] = 0;
  w.apply(
      "1631.engage",
      Json{{"units", {"swe_inf_5", "swe_cav_2"}}, {"commanders", {"gustav"}}, {"from", "stettin"}, {"path", {"garz"}}});
  CHECK(action_state(w.st()).step == "defence");
}

TEST_CASE("1631 §10.5: with the setting off, winter losses count only the units that arrive") {
  State s = campaign_start();  // turn 1: winter
  s.tracks.action = 1;
  Json march{{"units", {"imp_inf_5", "imp_cav_2", "imp_inf_6"}},
             {"from", "garz"},
             {"path", {"kuestrin", "frankfurt"}},
             {"drop_off", Json::array({Json{{"area", "kuestrin"}, {"pieces", {"imp_inf_6"}}}})}};
  SUBCASE("off: 2 arrive, one in three of 2 is 0") {
    ActionsWorld w(s);
    w.cs.core.settings["attrition.count_dropped"] = 0;
    w.apply("1631.march", march);
    CHECK(w.st().unit("imp_inf_5")->steps == 2);
    CHECK(w.st().unit("imp_cav_2")->steps == 2);
  }
  SUBCASE("on: 3 took part, 1 step") {
    ActionsWorld w(s);
    w.apply("1631.march", march);
    CHECK(w.st().unit("imp_inf_5")->steps == 1);
  }
}

TEST_CASE("1631 §7.10: a besieged garrison with a Fresh commander sallies against the besiegers: a Battle") {
  State s = campaign_start();
  s.commander_mut("gustav").area = "magdeburg";
  s.commander_mut("gustav").inside = true;
  ActionsWorld w(std::move(s));
  w.apply("1631.engage",
          Json{{"units", {"swe_inf_9", "swe_inf_10"}}, {"commanders", {"gustav"}}, {"from", "magdeburg"}});
  CHECK(action_state(w.st()).step == "defence");
  auto why = w.check("1631.withdraw", Json::object());  // the Imperials have no city there
  REQUIRE(!why.empty());
  CHECK(why.front().rule == "1631 §7.4");
  w.apply("1631.stand", Json::object());
  CHECK(action_state(w.st()).step == "combat");
  CHECK(action_state(w.st()).situation == "battle");
  CHECK(w.st().combats.size() == 1);
}

TEST_CASE("1631 §7.3: the next steps offer an evasion whose prefilled path is legal") {
  ActionsWorld w(campaign_start());
  w.apply("1631.engage", Json{{"units", {"swe_inf_5", "swe_inf_6", "swe_cav_2"}},
                              {"commanders", {"gustav"}},
                              {"from", "stettin"},
                              {"path", {"garz"}}});
  w.apply("1631.no_interception", Json::object());
  auto steps = action_next_steps(w.cs);
  std::vector<std::string> types;
  for (const auto& step : steps) types.push_back(step.command["type"].get<std::string>());
  CHECK(types == std::vector<std::string>{"1631.evade", "1631.withdraw", "1631.stand"});
  CHECK(w.check("1631.evade", steps[0].command["args"]).empty());
}

TEST_CASE("1631 §4, §6: between actions the acting side's choices are listed, with diplomacy for the Swedes") {
  ActionsWorld w(campaign_start());
  auto steps = action_next_steps(w.cs);
  REQUIRE(steps.size() == 3);
  CHECK(steps[1].command["type"] == "1631.diplomacy");
  CHECK(steps[2].command["type"] == "1631.pass");
}

TEST_CASE("1631 §7.5: the field force evades but a garrison stays inside: the city is besieged, no automatic victory") {
  State s = campaign_start();
  s.unit_mut("imp_inf_5").inside = true;
  ActionsWorld w(std::move(s));
  w.apply("1631.engage", Json{{"units", {"swe_inf_5", "swe_inf_6", "swe_cav_2"}},
                              {"commanders", {"gustav"}},
                              {"from", "stettin"},
                              {"path", {"garz"}}});
  w.apply("1631.no_interception", Json::object());
  w.apply("1631.evade", Json{{"path", {"kuestrin", "frankfurt"}}}, {6});
  CHECK(w.st().unit("imp_cav_2")->area == "frankfurt");
  CHECK(w.st().unit("imp_inf_5")->area == "garz");
  CHECK(action_state(w.st()).step == "siege_choice");
}

TEST_CASE(
    "1631 §6.5, §7.5: a lone commander at the target evades without a test and becomes Spent; the marker is besieged") {
  State s = campaign_start();
  for (const char* id : {"imp_inf_5", "imp_inf_6", "imp_cav_2", "imp_art_1"}) s.unit_mut(id).area = "frankfurt";
  s.commander_mut("schauenburg").fresh = true;
  ActionsWorld w(std::move(s));
  w.apply("1631.engage",
          Json{{"units", {"swe_inf_5"}}, {"commanders", {"gustav"}}, {"from", "stettin"}, {"path", {"garz"}}});
  w.apply("1631.no_interception", Json::object());
  CHECK(!w.check("1631.stand", Json::object()).empty());
  w.apply("1631.evade", Json{{"path", {"kuestrin"}}});  // no die
  CHECK(w.st().commander("schauenburg")->area == "kuestrin");
  CHECK(!w.st().commander("schauenburg")->fresh);
  CHECK(action_state(w.st()).step == "siege_choice");
}

TEST_CASE("1631 §10.8: with the automatic policy off the umpire decides for neutral Saxons outside Dresden") {
  State s = campaign_start();
  s.tracks.turn = 3;
  s.tracks.action = 1;
  std::string from = land_neighbour(s, "wittenberg");
  REQUIRE(!from.empty());
  for (const char* id : {"sax_inf_1", "sax_art_1"}) s.unit_mut(id).area = "wittenberg";
  s.commander_mut("arnim").area = "wittenberg";
  s.commander_mut("pappenheim").fresh = true;
  for (const char* id : {"pappenheim", "lea_inf_3", "lea_cav_1"}) {
    if (s.unit(id))
      s.unit_mut(id).area = from;
    else
      s.commander_mut(id).area = from;
  }
  ActionsWorld w(std::move(s));
  w.cs.core.settings["neutral.automatic"] = 0;
  w.apply("1631.engage", Json{{"units", {"lea_inf_3", "lea_cav_1"}},
                              {"commanders", {"pappenheim"}},
                              {"from", from},
                              {"path", {"wittenberg"}}});
  CHECK(action_state(w.st()).step == "defence");
  w.apply("1631.withdraw", Json::object());
  CHECK(w.st().unit("sax_inf_1")->inside);
  CHECK(action_state(w.st()).step == "siege_choice");
}

TEST_CASE("1631 §6.5: an overrun counts the units still with the army as it enters the area") {
  State s = campaign_start();
  s.tracks.turn = 3;
  s.tracks.action = 1;
  s.unit_mut("swe_inf_5").area = "genthin";  // one Swedish unit in Genthin, no marker there
  ActionsWorld w(std::move(s));
  Json army{"lea_inf_3", "lea_cav_1", "lea_art_1", "imp_inf_7", "imp_inf_8"};
  Json args{{"units", army}, {"from", "magdeburg"}, {"path", {"burg", "genthin"}}};
  CHECK(w.check("1631.march", args).empty());  // 5 against 1
  args["drop_off"] = Json::array({Json{{"area", "burg"}, {"pieces", {"imp_inf_7", "imp_inf_8"}}}});
  auto why = w.check("1631.march", args);  // 3 against 1
  REQUIRE(!why.empty());
  CHECK(why.front().rule == "1631 §6.5");
}

TEST_CASE("1631 §7.4, §10.8: Arnim's army withdraws into Dresden up to 4 units, or all with the setting off") {
  for (bool limit : {true, false}) {
    State s = campaign_start();
    s.tracks.turn = 3;
    s.tracks.action = 1;
    std::string from = land_neighbour(s, "dresden");
    REQUIRE(!from.empty());
    for (const char* id : {"sax_inf_1", "sax_art_1", "sax_inf_2", "sax_cav_1", "sax_inf_3"}) {
      Unit& u = s.unit_mut(id);
      u.where = Where::Map, u.area = "dresden", u.inside = false, u.steps = 2, u.box = 0;
    }
    s.commander_mut("pappenheim").fresh = true;
    for (const char* id : {"lea_inf_3", "lea_cav_1"}) s.unit_mut(id).area = from;
    s.commander_mut("pappenheim").area = from;
    ActionsWorld w(std::move(s));
    w.cs.core.settings["withdrawal.forced_limit"] = limit ? 1 : 0;
    w.apply("1631.engage", Json{{"units", {"lea_inf_3", "lea_cav_1"}},
                                {"commanders", {"pappenheim"}},
                                {"from", from},
                                {"path", {"dresden"}}});
    int inside = 0, gone = 0;
    for (const char* id : {"sax_inf_1", "sax_art_1", "sax_inf_2", "sax_cav_1", "sax_inf_3"})
      inside += w.st().unit(id)->on_map() && w.st().unit(id)->inside ? 1 : 0, gone += w.st().unit(id)->on_map() ? 0 : 1;
    CHECK(inside == (limit ? 4 : 5));
    CHECK(gone == (limit ? 1 : 0));
  }
}

TEST_CASE("1631 §10.1: allied Saxons entering Schlesien bring the Habsburg Panic only with panic.saxons_trigger") {
  for (bool saxons : {false, true}) {
    State s = campaign_start();
    std::vector<Event> events;
    ally(s, Allegiance::Saxony, events);
    for (auto& u : s.units)
      if (u.on_map() && (u.area == "goerlitz" || u.area == "schlesien")) u.where = Where::Pool;
    s.unit_mut("sax_inf_1").area = "goerlitz";
    ActionsWorld w(std::move(s));
    w.cs.core.settings["panic.saxons_trigger"] = saxons ? 1 : 0;
    w.apply("1631.march", Json{{"units", {"sax_inf_1"}}, {"from", "goerlitz"}, {"path", {"schlesien"}}});
    REQUIRE(w.st().unit("sax_inf_1")->area == "schlesien");
    CHECK((w.st().tracks.panic_turn != 0) == saxons);
  }
}

TEST_CASE(
    "1631 §7.2: with interception.needs_commander the prefilled interception brings the commanders, and is legal") {
  for (int needs : {0, 1}) {
    ActionsWorld w(campaign_start());
    w.cs.core.settings["interception.needs_commander"] = needs;
    w.apply("1631.march", Json{{"units", {"swe_inf_5", "swe_inf_6"}},
                               {"commanders", {"gustav"}},
                               {"from", "stettin"},
                               {"path", {"pasewalk", "anklam"}}});
    REQUIRE(action_state(w.st()).step == "interception");
    auto steps = action_next_steps(w.cs);
    REQUIRE(!steps.empty());
    const Json& args = steps[0].command["args"];
    CHECK(args["from"] == "demmin");
    CHECK(args.contains("commanders") == (needs == 1));
    CHECK(w.check("1631.intercept", args).empty());
    // Without Savelli the Imperials in Demmin may intercept only when no commander is needed.
    Json alone{{"from", "demmin"}, {"units", {"imp_inf_2"}}};
    CHECK(w.check("1631.intercept", alone).empty() == (needs == 0));
  }
}
