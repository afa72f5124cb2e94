// A Soldier King battle stored in the hand-off's /1 forms (a snapshot of a
// file made before /2: tests/fixtures/handoff1) gives what it gave then: the
// same briefings, the same result checks and consequences, the same combat
// promotions (SK 11.4-11.12, 12.2, 12.4.2).
#include <doctest/doctest.h>

#include <fstream>
#include <iterator>

#include "report/html.h"
#include "soldier_king/battles.h"
#include "soldier_king/briefing.h"
#include "soldier_king/state.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

const std::string kDir = std::string(UMPIRE_SOURCE_DIR) + "/tests/fixtures/handoff1/";

std::string read_text(const std::string& name) {
  std::ifstream in(kDir + name, std::ios::binary);
  REQUIRE(in.good());
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

Json read_json(const std::string& name) { return Json::parse(read_text(name)); }

std::shared_ptr<SkState> at_table() {
  Json j = read_json("sk-b350-at-table.state.json");
  return state_from_json(JsonCursor(j["game"], "sk-b350-at-table.state.json", "/game"));
}

// The result the case typed (no "format": the /1 form).
battles::BattleResult typed_result() {
  Json r{{"battle", "b350"},
         {"winner", "attacker"},
         {"ending", "decided"},
         {"retreat_to", "mittel"},
         {"losses",
          Json::array({{{"unit", "s76"}, {"lost", 1}}, {{"unit", "s9"}, {"lost", 1}}, {{"unit", "s96"}, {"lost", 1}}})},
         {"formations", Json::array({{{"formation", "c8"}, {"engaged", true}},
                                     {{"formation", "c95"}, {"engaged", true}, {"reached_exhaustion", true}}})}};
  return battles::result_from_json(JsonCursor(r, "result"));
}

std::vector<std::string> texts(const std::vector<Reason>& reasons) {
  std::vector<std::string> out;
  for (const auto& r : reasons) out.push_back(r.rule + ": " + r.text);
  return out;
}

}  // namespace

TEST_CASE("a /1 set-up from an older file is read with Soldier King's declarations, and briefs as it did") {
  auto s = at_table();
  const Battle& b = battle_at(*s, "b350");
  REQUIRE(b.setup["format"] == "umpire.battle-setup/1");
  battles::BattleSetup setup = stored_setup(*s, b);
  CHECK(setup.profile == "soldier-king/v&b");
  CHECK(setup.endings.size() == 6);
  CHECK(setup.marks.size() == 3);
  CHECK(exhaustion_of(*setup.formation("c95")) == 7);  // SK 12.3: 50% of 14 SP
  CHECK(exhaustion_of(*setup.formation("c75")) == 4);
  CHECK(setup.field.start_hour == 7);  // sunrise 4 + the die's 3 (SK 11.8)
  CHECK(setup.field.dusk_hour == 21);
  CHECK(setup.field.time_of_day == "morning");
  CHECK(setup.arrivals[0].hour == 7);
  CHECK(setup.field.rivers.size() == 1);  // the river line to Mittel (SK 11.4)
  // The /1 set-up briefs as its /2 form does, byte for byte, and as pinned in
  // the fixture (rewritten when the briefing became a table handout: sketch,
  // command, roster cards, stands by number; see tests/fixtures/handoff1).
  Json two = battles::to_json(setup);
  battles::BattleSetup upgraded = battles::setup_from_json(JsonCursor(two, "setup"));
  for (const std::string side : {"attacker", "defender"}) {
    std::string html = report::to_html(battle_briefing(*s, setup, side, ""));
    CHECK(html == report::to_html(battle_briefing(*s, upgraded, side, "")));
    CHECK(html == read_text("b350-" + side + ".html"));
  }
  // Stored again, it is /2 and reads back the same.
  CHECK(two["format"] == "umpire.battle-setup/2");
  CHECK(two["formations"][2]["attributes"]["exhaustion"] == 7);
  CHECK(battles::to_json(battles::setup_from_json(JsonCursor(two, "setup"))) == two);
}

TEST_CASE("a result typed on a /1 set-up is checked and applied as before; a stored /1 result promotes as before") {
  auto s = at_table();
  Battle& b = battle_at(*s, "b350");
  // The checks: the same refusals as the case's (SK 11.11 retreat, SK 22.13 fought well).
  battles::BattleResult r = typed_result();
  CHECK(check_battle_result(*s, b, r).empty());
  battles::BattleResult no_retreat = r;
  no_retreat.retreat_to = "";
  CHECK(texts(check_battle_result(*s, b, no_retreat)) ==
        std::vector<std::string>{"SK 11.11: the beaten side retreats: give retreat_to, one of Mittel"});
  battles::BattleResult well = r;
  well.unit_outcome("s96").marks.push_back(kFoughtWell);
  CHECK(texts(check_battle_result(*s, b, well)) ==
        std::vector<std::string>{"SK 22.13: stands \"fought well\" only when their side concedes during the battle"});

  std::vector<Event> events;
  apply_battle_result(*s, b, r, events);
  // What the program said then (tests/fixtures/handoff1, the stored battle's consequences).
  CHECK(b.consequences ==
        std::vector<std::string>{
            "Battle of Argoziadorf: Argozia defeats Arcadia (decided, tabletop)",
            "Recovery, Argozia (winner): infantry and cavalry lost 2 SP, 1 recovered (2/3, halves up)",
            "Recovery, Arcadia (loser): infantry and cavalry lost 1 SP, 1 recovered (1/2, halves up)",
            "Argozia counts a victory for next winter's recruiting (1 victory this year)",
            "Arcadia retreats to Mittel: 2nd Infantry (Type 2) and 2nd Heavy Cavalry",
            "Whoever alone has units in Argoziadorf at the end of the turn captures it"});
  CHECK(b.result["format"] == "umpire.battle-result/2");

  // SK 12.4.2 read from the result stored now (/2) and from the one stored then (/1).
  auto picks = [&] {
    std::vector<std::string> out;
    for (const std::string c : {"c75", "c8", "c95", "c162"})
      for (const auto& t : texts(check_combat_promotion(*s, b, c, ""))) out.push_back(c + " " + t);
    return out;
  };
  std::vector<std::string> now = picks();
  b.result = read_json("b350-result-v1.json");
  REQUIRE(b.result["format"] == "umpire.battle-result/1");
  CHECK(picks() == now);
  CHECK(promotions_allowed(b, "attacker") == 2);
  CHECK(promotions_allowed(b, "defender") == 1);
  // c95 went into exhaustion without a morale collapse: Veteran though c162 is Raw;
  // c162 was not engaged; c8 was engaged but not exhausted while c75 is Raw.
  std::string all;
  for (const auto& t : now) all += t + "\n";
  CHECK(all.find("c95 ") == std::string::npos);
  CHECK(all.find("c162 SK 12.4.2: 2nd Heavy Cavalry was not engaged") != std::string::npos);
  CHECK(all.find("c8 SK 12.4.2: not every column of Argozia present is Experienced") != std::string::npos);
  CHECK(all.find("c75 ") == std::string::npos);  // engaged: s76 lost 1 SP
}

TEST_CASE("an engine's result: a column whose stands lost SP was engaged, one at its exhaustion number exhausted") {
  auto s = at_table();
  const Battle& b = battle_at(*s, "b350");
  battles::BattleSetup setup = stored_setup(*s, b);
  battles::BattleResult r;
  r.battle = "b350";
  r.engine = "reference";
  r.winner = "attacker";
  r.ending = kDecided;
  r.unit_outcome("s96").losses.push_back({3, "fire"});  // c95 (exhaustion 7)
  r.unit_outcome("s97").losses.push_back({3, "melee"});
  r.unit_outcome("s98").losses.push_back({1, ""});
  r.unit_outcome("s76").losses.push_back({1, "fire"});  // c75 (exhaustion 4)
  r.formation_outcome("c75").engaged = true;
  auto said = mark_engaged_and_exhausted(setup, r);
  CHECK(said == std::vector<std::string>{
                    "2nd Infantry (Type 2) was engaged: its stands lost 7 SP (SK 12.4.2)",
                    "2nd Infantry (Type 2) reached exhaustion: 7 SP lost, its exhaustion number is 7 (SK 12.3)"});
  CHECK(r.audit == said);
  CHECK(r.formation("c95")->engaged);
  CHECK(r.has_mark("c95", kReachedExhaustion));
  CHECK_FALSE(r.has_mark("c75", kReachedExhaustion));   // 1 SP of 4
  CHECK(r.formation("c8") == nullptr);                  // lost nothing: the engine's word stands
  CHECK(mark_engaged_and_exhausted(setup, r).empty());  // said once
  CHECK(battles::check_result(setup, r).empty());
}
