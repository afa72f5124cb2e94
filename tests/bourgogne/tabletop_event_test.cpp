// The random event of a battle sent to the tabletop (GdB 9.5.4, T2, fn3, fn4;
// the tabletop hand-off): rolled by the program with the campaign's dice when
// the battle is sent (setting "tabletop_event"), kept on the combat's record
// and in its set-up, printed on both camps' battle sheets and the umpire's, and
// read again when the table's result is recorded: an ally at arms took no part
// and stood in its RZ, a betraying ally fought for the other camp, a force that
// was only that ally fought no combat. When the table rolls it, the results
// form enters it. A send recorded before the program rolled events rolls
// nothing when its campaign is replayed.
#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>

#include "bourgogne/autopilot.h"
#include "bourgogne/battle_sheet.h"
#include "bourgogne/combat.h"
#include "bourgogne/combat_event.h"
#include "bourgogne/combat_setup.h"
#include "bourgogne/combat_state.h"
#include "bourgogne/module.h"
#include "bourgogne/scenario.h"
#include "bourgogne/sequence_marks.h"
#include "core/dice.h"
#include "report/markdown.h"
#include "session/campaign.h"
#include "session/engine.h"

using namespace umpire;
using namespace umpire::bourgogne;

namespace {

void tev_put(State& s, const std::string& id, const std::string& zone, bool top = true) {
  if (s.unit(id)) {
    Unit& u = s.unit_mut(id);
    if (!u.on_map()) u.ss = u.type == UnitType::Ca ? 1 : 2;
    u.where = Where::Map, u.zone = zone;
  } else {
    Commander& c = s.commander_mut(id);
    c.where = Where::Map, c.zone = zone, c.on_top = top;
  }
}

// Turn 3, the fatigue step of `phase` done: the armies in Auxonne (45) about to fight.
CampaignState tev_campaign(State s, Phase phase, Json settings = Json::object()) {
  s.tracks.turn = 3, s.tracks.phase = phase, s.tracks.step = Step::Fatigue;
  for (const auto& z : s.map->zones)
    for (Camp camp : kCamps) seq_mark(s, "fatigue_rolled", z.id + ":" + to_string(camp));
  CampaignState cs;
  cs.core.game = kGameId;
  cs.core.name = "Event test";
  cs.core.settings = std::move(settings);
  cs.game = std::make_shared<State>(std::move(s));
  return cs;
}

// The Swiss attack Auxonne with Scharnachthal; the German ally, in Doubt, marches with them.
State tev_swiss_with_germans(bool only_germans = false) {
  State s = start_state();
  tev_put(s, "scharnachthal", "45");
  if (!only_germans)
    for (auto id : {"swi_pi_1", "swi_pi_2", "swi_hb_1", "swi_hb_2", "swi_cr_1"}) tev_put(s, id, "45");
  for (auto id : {"ger_pi_1", "ger_pi_2"}) tev_put(s, id, "45");
  for (auto id : {"de_blamont", "bur_ga_1", "bur_ar_1", "bur_pi_1", "bur_pi_2"}) tev_put(s, id, "45");
  s.tracks.pointers[Power::Germany] = 1;  // in Doubt (GdB 11)
  return s;
}

struct TevRun {
  bool ok = false;
  std::vector<Reason> reasons;
  CampaignState cs;
  std::vector<Event> events;
  std::vector<DiceRoll> dice;
  const State& st() const { return static_cast<const State&>(*cs.game); }
  bool refused_by(const std::string& rule) const {
    for (const auto& r : reasons)
      if (r.rule == rule) return true;
    return false;
  }
  bool said(const std::string& part) const {
    for (const auto& e : events)
      if (e.text.find(part) != std::string::npos) return true;
    return false;
  }
};

TevRun tev_do(const CampaignState& cs, const std::string& type, Json args, std::vector<int> faces = {}) {
  auto m = module();
  CommandSet commands(m.get());
  ScriptedDice dice(std::move(faces));
  Execution ex = execute(commands, cs, Json{{"type", type}, {"args", std::move(args)}}, dice);
  TevRun r;
  r.ok = ex.ok;
  r.reasons = ex.reasons;
  r.cs = ex.ok ? ex.outcome.state : cs;
  r.events = ex.outcome.events;
  r.dice = ex.dice;
  return r;
}

TevRun tev_into_battles(const CampaignState& cs) {
  TevRun r = tev_do(cs, "bourgogne.end_step", Json::object());
  REQUIRE(r.ok);
  REQUIRE(find_combat(r.st(), "c3-1"));
  return r;
}

std::string tev_sheet(const CampaignState& cs, const std::string& recipient) {
  return report::to_markdown(render_battle_sheet(battle_sheet_view(cs, recipient)));
}

bool tev_has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("GdB 9.5.4, T2: the program rolls a tabletop battle's event as it sends it, when the setting says so") {
  TevRun r = tev_into_battles(tev_campaign(tev_swiss_with_germans(), Phase::Swiss));
  // The turn panel's command: to the table with the event rolled by the program (the default).
  auto steps = module()->next_steps(r.cs);
  REQUIRE(steps.size() >= 2);
  CHECK(steps[0].command == send_combat_command(r.cs, "c3-1", "tabletop"));
  CHECK(steps[0].command["args"]["event"] == "program");
  CHECK_FALSE(steps[1].command["args"].contains("event"));  // the engine rolls its own
  CHECK(module()->send_battle_command(r.cs, "c3-1", "tabletop") == steps[0].command);
  // Before it is sent, the sheets say who will roll it.
  CHECK(tev_has(tev_sheet(r.cs, "c3-1:umpire"), "rolled by the program when the battle is sent"));

  TevRun sent = tev_do(r.cs, "bourgogne.send_combat", steps[0].command["args"], {1});
  REQUIRE(sent.ok);
  REQUIRE(sent.dice.size() == 1);  // the event's die, with the campaign's dice
  CHECK(sent.dice[0].label.find("random event") != std::string::npos);
  auto c = find_combat(sent.st(), "c3-1");
  REQUIRE(c);
  auto e = combat_event_from_json(c->event);
  REQUIRE(e);
  CHECK(e->die == 1);
  CHECK(e->name == "arms at the ready");  // no Campobasso: the Swiss ally only waits
  CHECK(e->power == "germany");
  CHECK(e->units == std::vector<std::string>{"ger_pi_1", "ger_pi_2"});
  CHECK_FALSE(e->no_combat);
  CHECK(c->setup["situation"]["event"]["die"] == 1);  // the set-up hands it on (the engine's convention)
  CHECK(sent.said("Arms at the ready"));

  // Every sheet prints it: the umpire's and both camps'; the Burgundians' does not name the German counters.
  std::string umpire = tev_sheet(sent.cs, "c3-1:umpire"), swiss = tev_sheet(sent.cs, "c3-1:attacker"),
              burgundians = tev_sheet(sent.cs, "c3-1:defender");
  for (const auto* sheet : {&umpire, &swiss, &burgundians}) {
    CHECK(tev_has(*sheet, "The random event"));
    CHECK(tev_has(*sheet, "1: arms at the ready (Germany"));
  }
  const std::string german = sent.st().unit("ger_pi_1")->name;  // "Alsatian Pikemen 1"
  CHECK(tev_has(swiss, german));
  CHECK_FALSE(tev_has(burgundians, german));

  // The result is read with it (GdB T2): the Germans took no part, stood in the Swiss RZ.
  Json burgundian_win{{"winner", "defender"}, {"ending", "victory"}};
  Json swiss_gone{{"swi_pi_1", 0}, {"swi_pi_2", 0}, {"swi_hb_1", 0}, {"swi_hb_2", 0}, {"swi_cr_1", 0}};
  TevRun lost =
      tev_do(sent.cs, "bourgogne.record_combat",
             {{"combat", "c3-1"}, {"result", burgundian_win}, {"final_ss", [&] {
                                                                 Json f = swiss_gone;
                                                                 f["ger_pi_1"] =
                                                                     1;  // a German lost an SS: it was not in the fight
                                                                 return f;
                                                               }()}});
  CHECK(lost.refused_by("GdB T2"));
  TevRun won = tev_do(sent.cs, "bourgogne.record_combat",
                      {{"combat", "c3-1"}, {"result", burgundian_win}, {"final_ss", swiss_gone}});
  CHECK_MESSAGE(won.ok, (won.reasons.empty() ? "" : won.reasons.front().describe()));
  // Without the event the same form is refused: the Germans would still stand outside their RZ.
  State plain = static_cast<const State&>(*sent.cs.game);
  CombatRecord pc = *find_combat(plain, "c3-1");
  pc.event = nullptr;
  put_combat(plain, pc);
  CampaignState no_event = sent.cs;
  no_event.game = std::make_shared<State>(plain);
  CHECK_FALSE(tev_do(no_event, "bourgogne.record_combat",
                     {{"combat", "c3-1"}, {"result", burgundian_win}, {"final_ss", swiss_gone}})
                  .ok);
}

TEST_CASE("GdB fn3: a force that was only the waiting ally's fights no combat; the defender wins") {
  TevRun r = tev_into_battles(tev_campaign(tev_swiss_with_germans(true), Phase::Swiss));
  TevRun sent = tev_do(r.cs, "bourgogne.send_combat", {{"combat", "c3-1"}, {"event", "program"}}, {1});
  REQUIRE(sent.ok);
  auto e = combat_event_from_json(find_combat(sent.st(), "c3-1")->event);
  REQUIRE(e);
  CHECK(e->no_combat);
  CHECK(tev_has(tev_sheet(sent.cs, "c3-1:defender"), "no combat is fought"));
  TevRun fought = tev_do(sent.cs, "bourgogne.record_combat",
                         {{"combat", "c3-1"},
                          {"result", {{"winner", "attacker"}, {"ending", "victory"}}},
                          {"final_ss", {{"bur_ga_1", 0}, {"bur_ar_1", 0}, {"bur_pi_1", 0}, {"bur_pi_2", 0}}}});
  CHECK(fought.refused_by("GdB fn3"));
  TevRun none = tev_do(sent.cs, "bourgogne.record_combat",
                       {{"combat", "c3-1"}, {"result", {{"winner", "defender"}, {"ending", "no_combat"}}}});
  CHECK_MESSAGE(none.ok, (none.reasons.empty() ? "" : none.reasons.front().describe()));
  // And with any other event, "no combat" is refused.
  TevRun rain = tev_do(r.cs, "bourgogne.send_combat", {{"combat", "c3-1"}, {"event", "program"}}, {6});
  REQUIRE(rain.ok);
  CHECK(combat_event_from_json(find_combat(rain.st(), "c3-1")->event)->name == "rain");  // turn 3: clement
  CHECK(tev_do(rain.cs, "bourgogne.record_combat",
               {{"combat", "c3-1"}, {"result", {{"winner", "defender"}, {"ending", "no_combat"}}}})
            .refused_by("GdB T2 fn3"));
}

TEST_CASE("GdB T2, fn4: Campobasso turns a 1 into betrayal; tied allies roll off; a 5 rolls its wing") {
  State s = start_state();
  for (auto id : {"de_blamont", "campobasso", "bur_pi_1", "bur_pi_2", "ita_pi_1", "sav_pi_1"}) tev_put(s, id, "45");
  for (auto id : {"scharnachthal", "swi_pi_1", "swi_hb_1"}) tev_put(s, id, "45");
  s.tracks.pointers[Power::Italy] = 1, s.tracks.pointers[Power::Savoy] = 2;  // both in Doubt, 2 SS each
  TevRun r = tev_into_battles(tev_campaign(s, Phase::Burgundian));
  // Savoy and Italy tie on 2 SS: Savoy rolls 3, Italy 5 (GdB fn4).
  TevRun sent = tev_do(r.cs, "bourgogne.send_combat", {{"combat", "c3-1"}, {"event", "program"}}, {1, 3, 5});
  REQUIRE(sent.ok);
  CHECK(sent.dice.size() == 3);
  auto e = combat_event_from_json(find_combat(sent.st(), "c3-1")->event);
  REQUIRE(e);
  CHECK(e->name == "betrayal");
  CHECK(e->power == "italy");
  CHECK(e->tie_rolls.size() == 1);
  // The Italians fought for the Swiss: with the Burgundians' own all gone, the Swiss win with them standing.
  TevRun rec = tev_do(sent.cs, "bourgogne.record_combat",
                      {{"combat", "c3-1"},
                       {"result", {{"winner", "defender"}, {"ending", "victory"}}},
                       {"final_ss", {{"bur_pi_1", 0}, {"bur_pi_2", 0}, {"sav_pi_1", 0}}}});
  CHECK_MESSAGE(rec.ok, (rec.reasons.empty() ? "" : rec.reasons.front().describe()));
  // A 5: the second die names the Swiss wing.
  TevRun wing = tev_do(r.cs, "bourgogne.send_combat", {{"combat", "c3-1"}, {"event", "program"}}, {5, 4});
  REQUIRE(wing.ok);
  e = combat_event_from_json(find_combat(wing.st(), "c3-1")->event);
  CHECK(e->second == 4);
  CHECK(tev_has(tev_sheet(wing.cs, "c3-1:attacker"), "right wing"));
}

TEST_CASE("The event is rolled only for a battle going to the table; a send of old rolls no dice") {
  TevRun r = tev_into_battles(tev_campaign(tev_swiss_with_germans(), Phase::Swiss));
  CHECK(tev_do(r.cs, "bourgogne.send_combat", {{"combat", "c3-1"}, {"engine", kCombatEngine}, {"event", "program"}})
            .refused_by("GdB 9.5.4"));
  // A command recorded before the program rolled events: no event argument, no die, no event.
  TevRun old = tev_do(r.cs, "bourgogne.send_combat", {{"combat", "c3-1"}, {"engine", "tabletop"}});
  REQUIRE(old.ok);
  CHECK(old.dice.empty());
  CHECK(find_combat(old.st(), "c3-1")->event.is_null());
  CHECK(tev_has(tev_sheet(old.cs, "c3-1:umpire"), "rolled at the table"));
}

TEST_CASE("Setting \"tabletop_event\": table: the form enters the event the table rolled") {
  TevRun r = tev_into_battles(tev_campaign(tev_swiss_with_germans(), Phase::Swiss, Json{{"tabletop_event", 1}}));
  Json send = send_combat_command(r.cs, "c3-1", "tabletop");
  CHECK_FALSE(send["args"].contains("event"));
  TevRun sent = tev_do(r.cs, "bourgogne.send_combat", send["args"]);
  REQUIRE(sent.ok);
  CHECK(sent.dice.empty());
  std::string umpire = tev_sheet(sent.cs, "c3-1:umpire");
  CHECK(tev_has(umpire, "rolled at the table"));
  CHECK(tev_has(umpire, "for a 5 the second die"));  // what the form asks of it, in words
  CHECK_FALSE(tev_has(umpire, "details.event"));      // never the command's field names
  Json swiss_gone{{"swi_pi_1", 0}, {"swi_pi_2", 0}, {"swi_hb_1", 0}, {"swi_hb_2", 0}, {"swi_cr_1", 0}};
  Json result{{"winner", "defender"}, {"ending", "victory"}, {"details", {{"event", {{"die", 1}}}}}};
  CHECK(tev_do(sent.cs, "bourgogne.record_combat",
               {{"combat", "c3-1"},
                {"result", {{"winner", "defender"}, {"ending", "victory"}, {"details", {{"event", {{"die", 7}}}}}}},
                {"final_ss", swiss_gone}})
            .refused_by("GdB 9.5.4, T2"));
  TevRun rec =
      tev_do(sent.cs, "bourgogne.record_combat", {{"combat", "c3-1"}, {"result", result}, {"final_ss", swiss_gone}});
  CHECK_MESSAGE(rec.ok, (rec.reasons.empty() ? "" : rec.reasons.front().describe()));
  auto e = combat_event_from_json(find_combat(rec.st(), "c3-1")->event);
  REQUIRE(e);
  CHECK(e->by == "table");
  CHECK(e->name == "arms at the ready");
  CHECK(rec.said("Arms at the ready"));
}

TEST_CASE("A campaign file whose battles went to the table before the program rolled events replays unchanged") {
  GameRegistry reg;
  reg.add(module());
  std::string path =
      (std::filesystem::temp_directory_path() / ("umpire_bourgogne_old_send_" + std::to_string(::getpid()) + ".umpire"))
          .string();
  std::filesystem::remove(path);
  Json before, after_new;
  {
    auto c = Campaign::create(path, reg, "old send", kGameId, Json::object(), 5);
    Autopilot autopilot(5);
    // Played until a battle waits to be sent.
    Json send;
    for (int i = 0; i < 3000 && send.is_null(); ++i) {
      for (const auto& step : c->module()->next_steps(c->state()))
        if (!step.command.is_null() && step.command["type"] == "bourgogne.send_combat" &&
            step.command["args"].contains("event"))
          send = step.command;
      if (send.is_null()) REQUIRE_FALSE(autopilot.play_one(*c).is_null());
    }
    REQUIRE_FALSE(send.is_null());
    // Sent as an older program sent it: no event argument; it rolls nothing.
    Json old = send;
    old["args"].erase("event");
    ApplyResult a = c->apply(old);
    REQUIRE(a.ok);
    CHECK(a.dice.empty());
    before = c->state().game->to_json();
    // Undone and sent as the program sends it now: the event is rolled.
    REQUIRE(c->undo());
    ApplyResult b = c->apply(send);
    REQUIRE(b.ok);
    CHECK(b.dice.size() >= 1);
    after_new = c->state().game->to_json();
    REQUIRE(c->undo());
    REQUIRE(c->apply(old).ok);
  }
  auto reopened = Campaign::open(path, reg);
  CHECK_FALSE(reopened->replay_problem().has_value());
  CHECK(reopened->state().game->to_json() == before);
  CHECK(before != after_new);
  reopened.reset();
  std::filesystem::remove(path);
}
