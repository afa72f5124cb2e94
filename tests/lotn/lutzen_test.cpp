// Lion of the North: the Lützen special rules (battles/lotn/lutzen_rules.h),
// each checked by hand against the scenario's text: the Fog Table read with
// last turn's condition as the column, the 1000 turn Heavy, the first Clear
// from 1500 ending the rolls, Dusk and Dark, the historical sequence and the
// Early Start; the burning town's smoke, ban and light; the Commanded Musket
// Phase (10.34, 10.45); the Halle Detachment's Historical and Random Arrival;
// Wallenstein's gout.
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>

#include "lotn/effects.h"
#include "lotn/fire.h"
#include "lotn/lutzen_rules.h"
#include "lotn/movement.h"
#include "lotn/sequence.h"
#include "lotn_battle_fixture.h"

using namespace umpire;
using namespace umpire::lotn;
using lotn_test::BattleBuilder;

namespace {

// A small Lützen-like map: the Lützen map's grid and compass (SW is the hexside toward BB+1 in a row), rows 10-30,
// BB 10-36; town hexes 2020 and 2030, a castle at 2022; the Halle road entry 1035 and the entry line 1030-1035.
nlohmann::json lutzen_map_document() {
  return nlohmann::json::parse(R"({
    "format": "lotn-map/1", "id": "lutzen-test", "name": "Lützen test map", "source": "test: synthetic",
    "grid": {"orientation": "rows", "aa_grows": "south", "bb_grows": "west", "offset": "even", "source": "test",
             "sections": [{"prefix": "", "aa": [10, 30], "bb": [10, 36], "source": "test"}]},
    "compass": {"vertices": {"NW": 0, "NE": 1, "E": 2, "SE": 3, "SW": 4, "W": 5},
                "hexsides": {"N": 0, "NE": 1, "SE": 2, "S": 3, "SW": 4, "NW": 5}, "source": "test"},
    "default_hex": {"terrain": "clear", "source": "test"},
    "hexes": [
      {"at": ["2020", "2030"], "terrain": "town", "source": "test"},
      {"at": ["2022"], "terrain": "castle", "source": "test"}
    ],
    "tags": [
      {"kind": "entry", "army": "Imperialist", "name": "Halle detachment", "line": ["1030", "1035"], "source": "test"},
      {"kind": "entry", "army": "Imperialist", "name": "Halle road", "at": ["1035"], "source": "test"}
    ]
  })");
}

std::shared_ptr<const MapData> lutzen_map() {
  static const auto map = std::make_shared<const MapData>(read_map(lutzen_map_document(), "Lützen test map"));
  return map;
}

// A test-mode (or strict) Lützen: the scenario's name, its turns (1000 to 1700, Dusk 1600, Dark 1700), the map
// above and the program's data (its Lützen scenario document: the reinforcement groups).
BattleBuilder lutzen_builder(bool with_data = true) {
  BattleBuilder b;
  b.setup().scenario = "lutzen";
  b.setup().map = lutzen_map();
  if (with_data) b.setup().data = std::shared_ptr<const DataSet>(&lotn_test::program_data(), [](const DataSet*) {});
  b.setup().first_turn = 10 * 60;
  b.setup().last_turn = 17 * 60;
  b.setup().dusk = 16 * 60;
  b.setup().dark = 17 * 60;
  return b;
}

bool lutzen_said(const Battle& st, const std::string& part) {
  for (std::size_t i = 0; i < st.log.size(); ++i)
    if (st.log[i].find(part) != std::string::npos) return true;
  return false;
}

// Answers each decision by a function of it, and keeps every request.
class LutzenRecorder : public DecisionSource {
 public:
  std::function<std::string(const DecisionRequest&)> answer;
  std::vector<DecisionRequest> asked;
  std::string choose(const DecisionRequest& r) override {
    asked.push_back(r);
    return answer ? answer(r) : r.advice;
  }
  std::string by() const override { return "test"; }
};

// The visibility of the turn at `time` after last turn's condition `present` ("" : none yet).
Visibility lutzen_fog_at(lotn_test::BattleRun& run, int time, const std::string& present) {
  run.st->time = time;
  if (!present.empty()) run.st->scenario_state["fog"]["condition"] = present;
  return lutzen_visibility(run.ctx);
}

}  // namespace

TEST_CASE("LotN Lützen fog: the 1000 turn Heavy, the Fog Table by last turn's column, the first Clear from 1500") {
  BattleBuilder b = lutzen_builder();
  b.unit(BattleBuilder::make("s1", "Finland", 0, Arm::HC, 4, 6), "2512", 0);
  auto run = b.run(Mode::Strict);  // the printed Fog Table
  // 1000: Heavy, no roll (variant fog.lutzen_first_turn 0).
  CHECK(lutzen_fog_at(*run, 600, "") == Visibility::Heavy);
  CHECK(run->dice_source.remaining() == 0u);
  CHECK(run->st->scenario_state["fog"]["condition"] == "Heavy");
  // 1030 from Heavy: 0-2 Heavy, 3-7 Light, 8-9 Clear.
  run->dice_source.push(4);
  CHECK(lutzen_fog_at(*run, 630, "") == Visibility::Light);
  CHECK(lutzen_said(*run->st, "Fog for the 1030 turn: d10 4 on the Fog Table, present condition Heavy Fog: Light Fog"));
  // 1100 from Light (as remembered): 0-1 Heavy, 2-3 Light, 4-9 Clear.
  run->dice_source.push(3);
  CHECK(lutzen_fog_at(*run, 660, "") == Visibility::Light);
  run->dice_source.push(4);
  CHECK(lutzen_fog_at(*run, 690, "") == Visibility::Clear);
  // From Clear: 0 Heavy (a face of 10 reads 0), 1-3 Light.
  run->dice_source.push(10);
  CHECK(lutzen_fog_at(*run, 720, "") == Visibility::Heavy);
  run->dice_source.push(1);
  CHECK(lutzen_fog_at(*run, 750, "Clear") == Visibility::Light);
  // A Clear before 1500 does not end the rolls.
  run->dice_source.push(9);
  CHECK(lutzen_fog_at(*run, 870, "Heavy") == Visibility::Clear);
  run->dice_source.push(2);
  CHECK(lutzen_fog_at(*run, 900, "") == Visibility::Light);  // 1500 from Clear: 2 is Light
  // 1530: Clear from Light on a 4: the rolls end; 1600 is Dusk anyway, but 1530's successor rolls no more.
  run->dice_source.push(4);
  CHECK(lutzen_fog_at(*run, 930, "") == Visibility::Clear);
  CHECK(run->st->scenario_state["fog"]["ended"] == true);
  run->st->s = std::make_shared<Setup>(*run->st->s);
  std::const_pointer_cast<Setup>(run->st->s)->dusk = 17 * 60;  // a later dusk, to see the lock hold
  CHECK(lutzen_fog_at(*run, 960, "") == Visibility::Clear);
  CHECK(run->dice_source.remaining() == 0u);
  CHECK(lutzen_said(*run->st, "the first Clear turn ends the fog rolls"));
}

TEST_CASE("LotN Lützen fog: Dusk 1600 and 1630 Light, Dark 1700 Heavy; historical sequence; Early Start -3") {
  {
    BattleBuilder b = lutzen_builder();
    b.unit(BattleBuilder::make("s1", "Finland", 0, Arm::HC, 4, 6), "2512", 0);
    auto run = b.run(Mode::Strict);
    CHECK(lutzen_fog_at(*run, 960, "Heavy") == Visibility::Light);
    CHECK(lutzen_fog_at(*run, 990, "Clear") == Visibility::Light);
    CHECK(lutzen_fog_at(*run, 1020, "Clear") == Visibility::Heavy);
    CHECK(run->dice_source.remaining() == 0u);
  }
  {
    BattleBuilder b = lutzen_builder();
    b.variant("fog.lutzen_sequence", 1);
    b.unit(BattleBuilder::make("s1", "Finland", 0, Arm::HC, 4, 6), "2512", 0);
    auto run = b.run(Mode::Strict);
    // Heavy 1000; Light 1030; Clear 1100 and 1130; Light 1200 and 1230; Clear from 1300.
    const std::vector<std::pair<int, Visibility>> want = {
        {600, Visibility::Heavy}, {630, Visibility::Light}, {660, Visibility::Clear}, {690, Visibility::Clear},
        {720, Visibility::Light}, {750, Visibility::Light}, {780, Visibility::Clear}, {930, Visibility::Clear}};
    for (const auto& [t, v] : want) CHECK(lutzen_fog_at(*run, t, "") == v);
  }
  {
    BattleBuilder b = lutzen_builder();
    b.variant("scenario.lutzen_early_start", 1);
    b.setup().first_turn = 9 * 60 + 30;
    b.unit(BattleBuilder::make("s1", "Finland", 0, Arm::HC, 4, 6), "2512", 0);
    auto run = b.run(Mode::Strict);
    run->dice_source.push(9);  // 0930 from Heavy: 9 - 3 = 6, Light
    CHECK(lutzen_fog_at(*run, 570, "") == Visibility::Light);
    CHECK(lutzen_said(*run->st, "d10 9 -3 (Early Start) = 6"));
    run->dice_source.push(2);  // 1000 from Light: 2 - 3 = -1, read as 0: Heavy
    CHECK(lutzen_fog_at(*run, 600, "") == Visibility::Heavy);
    run->dice_source.push(2);  // 1030: no modifier any more, from Heavy 2 is Heavy
    CHECK(lutzen_fog_at(*run, 630, "") == Visibility::Heavy);
    run->dice_source.push(3);
    CHECK(lutzen_fog_at(*run, 660, "") == Visibility::Light);
    CHECK(run->dice_source.remaining() == 0u);
  }
  {
    BattleBuilder b = lutzen_builder();
    b.variant("fog.lutzen_first_turn", 1);  // the 1000 turn rolled, from Heavy
    b.unit(BattleBuilder::make("s1", "Finland", 0, Arm::HC, 4, 6), "2512", 0);
    auto run = b.run(Mode::Strict);
    run->dice_source.push(8);
    CHECK(lutzen_fog_at(*run, 600, "") == Visibility::Clear);
  }
}

TEST_CASE("LotN Lützen is burning: no entry into town, Dense Smoke SW within 2 (castle exempt), the town's light") {
  BattleBuilder b = lutzen_builder();
  b.unit(BattleBuilder::make("s1", "Finland", 0, Arm::HC, 4, 6), "2512", 0);
  auto run = b.run(Mode::Test);
  const Battle& st = *run->st;
  // SW of 2020: 2021 and 2022 (the castle: exempt); of 2030: 2031 and 2032.
  CHECK(dense_smoke(st, run->hex("2021")));
  CHECK_FALSE(dense_smoke(st, run->hex("2022")));
  CHECK(dense_smoke(st, run->hex("2031")));
  CHECK(dense_smoke(st, run->hex("2032")));
  CHECK_FALSE(dense_smoke(st, run->hex("2033")));  // three hexes away
  CHECK_FALSE(dense_smoke(st, run->hex("2019")));  // NE, not SW
  CHECK_FALSE(dense_smoke(st, run->hex("2020")));  // the town itself
  CHECK(lutzen_entry_problem(st, run->hex("2020")).find("no unit may enter a town hex") != std::string::npos);
  CHECK(lutzen_entry_problem(st, run->hex("2021")).empty());
  // The light: in 1600/1630 a non-smoke hex within 5 of a town hex is not Dusk; in 1700 it is Dusk, not Dark.
  run->st->time = 960;
  run->st->visibility = Visibility::Light;
  CHECK(lutzen_lit(st, run->hex("2015")));                 // 5 hexes from 2020
  CHECK_FALSE(lutzen_lit(st, run->hex("2014")));           // 6 from 2020, 16 from 2030
  CHECK_FALSE(lutzen_lit(st, run->hex("2021")));           // smoke
  CHECK(lutzen_hex_visibility(st, run->hex("2015")) == Visibility::Clear);
  CHECK(lutzen_hex_visibility(st, run->hex("2014")) == Visibility::Light);
  CHECK(lutzen_hex_visibility(st, run->hex("2021")) == Visibility::Light);
  CHECK(lutzen_fire_visibility(st, run->hex("2015"), run->hex("2014")) == Visibility::Light);
  run->st->time = 1020;
  run->st->visibility = Visibility::Heavy;
  CHECK(lutzen_hex_visibility(st, run->hex("2015")) == Visibility::Light);
  CHECK(lutzen_hex_visibility(st, run->hex("2014")) == Visibility::Heavy);
  // Another battle on the same map: none of it.
  {
    BattleBuilder other = lutzen_builder();
    other.setup().scenario = "breitenfeld";
    other.unit(BattleBuilder::make("s1", "Finland", 0, Arm::HC, 4, 6), "2512", 0);
    auto run2 = other.run(Mode::Test);
    CHECK_FALSE(dense_smoke(*run2->st, run2->hex("2021")));
    CHECK(lutzen_entry_problem(*run2->st, run2->hex("2020")).empty());
    run2->st->time = 960;
    run2->st->visibility = Visibility::Light;
    CHECK(lutzen_hex_visibility(*run2->st, run2->hex("2015")) == Visibility::Light);
  }
  // Before dusk the light changes nothing.
  run->st->time = 900;
  run->st->visibility = Visibility::Heavy;
  CHECK(lutzen_hex_visibility(st, run->hex("2015")) == Visibility::Heavy);
}

TEST_CASE("LotN Lützen Commanded Musket Phase: none in fog, the high roll first, LI and dismounted dragoons only") {
  BattleBuilder b = lutzen_builder(false);
  b.setup().data = std::shared_ptr<const DataSet>(&lotn_test::test_tables(), [](const DataSet*) {});  // move costs
  int s_cm = b.unit(BattleBuilder::make("s_cm", "Swedish Commanded Muskets", 0, Arm::LI, 2, 5), "2515", 1);
  int i_hi = b.unit(BattleBuilder::make("i_hi", "Kehrans brigade", 1, Arm::HI, 6, 6), "2514", 4);
  int i_far = b.unit(BattleBuilder::make("i_far", "Imperial Commanded Muskets", 1, Arm::LI, 2, 5), "1225", 3);
  int i_dr = b.unit(BattleBuilder::make("i_dr", "Trcka Dragoons", 1, Arm::DR, 2, 5), "1228", 3);
  int s_hc = b.unit(BattleBuilder::make("s_hc", "Finland", 0, Arm::HC, 4, 6), "2810", 0);
  auto run = b.run(Mode::Test);
  LutzenRecorder rec;
  Decisions decisions(&rec);
  Ctx ctx{*run->st, run->dice, decisions, run->say, run->tables};

  // Light visibility: no phase, no roll.
  run->st->visibility = Visibility::Light;
  commanded_musket_phase(ctx, run->board);
  CHECK(rec.asked.empty());
  CHECK(lutzen_said(*run->st, "No Commanded Musket Phase in Light Fog"));

  run->st->visibility = Visibility::Clear;
  run->dice_source.push(5);  // a tie, rolled again
  run->dice_source.push(5);
  run->dice_source.push(2);  // Swedes 2, Imperialists 7: the Imperialists first
  run->dice_source.push(7);
  // The Imperialists move their far muskets a hex (a move without rolls), then stop; the Swedes hold fire.
  std::vector<MoveOption> moves = move_options(*run->st, run->board, i_far);
  std::string move;
  for (std::size_t i = 1; i < moves.size() && move.empty(); ++i)
    if (moves[i].rolls == 0 && moves[i].hexes == 1) move = move_id(*run->st, moves[i]);
  REQUIRE_FALSE(move.empty());
  int step = 0;
  rec.answer = [&](const DecisionRequest& r) -> std::string {
    switch (step++) {
      case 0: return "i_far";
      case 1: return move;
      case 2: return "done";
      case 3: return "s_cm";
      case 4: return "hold";
      default: return r.advice;
    }
  };
  commanded_musket_phase(ctx, run->board);
  CHECK(run->dice_source.remaining() == 0u);
  REQUIRE(rec.asked.size() >= 5u);
  // The Imperialists first: their commanded muskets and dismounted dragoons, not the brigade.
  CHECK(rec.asked[0].side == "imperialists");
  std::vector<std::string> ids;
  for (const auto& o : rec.asked[0].options) ids.push_back(o.id);
  CHECK(ids == std::vector<std::string>{"i_far", "i_dr", "done"});
  CHECK(rec.asked[0].advice == "done");  // neither can fire: hold
  CHECK(run->unit(i_far).moved);
  CHECK(run->unit(i_far).hex != run->hex("1225"));
  // Having acted, it is not offered again.
  for (const auto& o : rec.asked[2].options) CHECK(o.id != "i_far");
  // The Swedes: their commanded muskets next to the brigade; the advice is to fire.
  CHECK(rec.asked[3].side == "swedes");
  CHECK(rec.asked[3].advice == "s_cm");
  CHECK(rec.asked[3].options.size() == 2u);  // s_cm and done: the cavalry does not act
  CHECK(rec.asked[4].advice.find("fire ") != std::string::npos);
  CHECK_FALSE(run->unit(s_cm).fired);
  CHECK_FALSE(run->unit(s_cm).moved);
  (void)i_hi;
  (void)i_dr;
  (void)s_hc;
}

TEST_CASE("LotN Lützen Halle Detachment: Historical Arrival at 1200 by two adjacent hexes, Group B at 1700 by 1035") {
  BattleBuilder b = lutzen_builder();
  int bat = b.unit(BattleBuilder::make("batthyanyi_cav", "Batthyanyi", 1, Arm::HC, 4, 5), "2510", 3);
  int bre = b.unit(BattleBuilder::make("bredow_cav", "Bredow", 1, Arm::HC, 4, 5), "2510", 3);
  int lam = b.unit(BattleBuilder::make("lamboy_cav", "Lamboy", 1, Arm::HC, 4, 5), "2510", 3);
  int gil = b.unit(BattleBuilder::make("gil_de_haes_hi", "Gil de Haes", 1, Arm::HI, 5, 4), "2510", 3);
  b.unit(BattleBuilder::make("s1", "Finland", 0, Arm::HC, 4, 6), "2812", 0);
  int pap = b.leader("pappenheim", 1, "2510", 3);
  b.setup().leaders[static_cast<std::size_t>(pap)].id = "pappenheim";
  auto run = b.run(Mode::Strict);
  for (int u : {bat, bre, lam, gil}) {
    run->unit(u).on_map = false;
    run->unit(u).gone = "not yet arrived";
  }
  run->leader(pap).on_map = false;
  run->board.rebuild();

  auto groups = lutzen_groups(*run->st);
  REQUIRE(groups.size() == 4u);
  CHECK(groups[0].name == "Group A");
  CHECK(groups[0].units == std::vector<int>{bat, bre, lam});
  CHECK(groups[0].leader == pap);
  CHECK(groups[0].historical == 12 * 60);
  CHECK_FALSE(groups[0].road_only);
  CHECK(groups[1].units == std::vector<int>{gil});
  CHECK(groups[1].historical == 17 * 60);
  CHECK(groups[1].road_only);

  // 1130, the turn after Group A's last asterisked result: its entry is recorded (in secret), all west by a pair.
  run->st->time = 11 * 60 + 30;
  run->answers.push("west");
  run->answers.push("1033 1032");
  lutzen_reinforcements(run->ctx, run->board);
  CHECK(run->answers.remaining() == 0u);
  CHECK_FALSE(run->unit(bat).on_map);

  run->st->time = 12 * 60;
  lutzen_reinforcements(run->ctx, run->board);  // no decision: as recorded
  // One cavalry unit a hex (LotN 6.51): two enter, the third waits.
  CHECK(run->unit(bat).on_map);
  CHECK(hex_name(*run->st, run->unit(bat).hex) == "1033");
  CHECK(hex_name(*run->st, run->unit(bre).hex) == "1032");
  CHECK_FALSE(run->unit(lam).on_map);
  CHECK(run->unit(lam).gone == "not yet arrived");
  CHECK(run->leader(pap).on_map);
  CHECK(hex_name(*run->st, run->leader(pap).hex) == "1033");
  CHECK_FALSE(lutzen_may_trump(*run->st, pap));
  CHECK_FALSE(run->unit(gil).on_map);
  // The hexes clear: the waiting unit enters.
  run->unit(bat).hex = run->hex("1533");
  run->board.rebuild();
  CHECK(lutzen_place_arrivals(run->ctx, run->board) == 1);
  CHECK(hex_name(*run->st, run->unit(lam).hex) == "1033");

  // The next turn the group does not arrive again; Pappenheim may Trump.
  run->st->time = 12 * 60 + 30;
  lutzen_reinforcements(run->ctx, run->board);
  CHECK(lutzen_may_trump(*run->st, pap));

  // 1700: Group B by the Halle road, with no leader (it moves in T9), In Column if the Imperialist wishes.
  CHECK(groups[1].may_column);
  CHECK_FALSE(groups[0].may_column);
  run->st->time = 17 * 60;
  run->answers.push("column");
  lutzen_reinforcements(run->ctx, run->board);
  CHECK(run->answers.remaining() == 0u);
  CHECK(run->unit(gil).on_map);
  CHECK(hex_name(*run->st, run->unit(gil).hex) == "1035");
  CHECK(run->unit(gil).in_column);
  CHECK(run->unit(gil).facing == 3);  // the map's S hexside
  CHECK(lutzen_leaderless_arrivals(*run->st) == std::vector<int>{gil});

  // T9: once every leader is Finished, the sequence gives the leaderless arrivals their one move, then 3R.
  for (auto& l : run->st->leaders) {
    l.status = LeaderState::Status::Finished;
    l.activated = true;
  }
  run->st->phase = Phase::Activation;
  Board now(*run->st);
  std::optional<MoveOption> step_to;
  for (const auto& o : move_options(*run->st, now, gil))
    if (o.hexes >= 1 && !o.ends_in_zoc && !step_to) step_to = o;
  REQUIRE(step_to.has_value());
  run->answers.push(move_id(*run->st, *step_to));
  lotn::step(run->ctx);
  CHECK(run->answers.remaining() == 0u);
  CHECK(run->unit(gil).hex == step_to->hex);
  CHECK(run->st->phase == Phase::Activation);
  lotn::step(run->ctx);  // not a second time: the 3R Phase
  CHECK(run->st->phase == Phase::Rout);
}

TEST_CASE("LotN Lützen Halle Detachment: Random Arrival by the table, -3 in Heavy Fog, asterisked results by 1035") {
  BattleBuilder b = lutzen_builder();
  b.variant("lutzen.arrival", 1);
  int bat = b.unit(BattleBuilder::make("batthyanyi_cav", "Batthyanyi", 1, Arm::HC, 4, 5), "2510", 3);
  b.unit(BattleBuilder::make("s1", "Finland", 0, Arm::HC, 4, 6), "2812", 0);
  auto run = b.run(Mode::Strict);
  run->unit(bat).on_map = false;
  run->unit(bat).gone = "not yet arrived";
  run->board.rebuild();
  // 1000: no row, no roll.
  run->st->time = 600;
  lutzen_reinforcements(run->ctx, run->board);
  CHECK_FALSE(run->unit(bat).on_map);
  // 1030, Group A "0*": a 3 fails in clear weather...
  run->st->time = 630;
  run->st->visibility = Visibility::Clear;
  run->dice_source.push(3);
  lutzen_reinforcements(run->ctx, run->board);
  CHECK_FALSE(run->unit(bat).on_map);
  // ... 1100 "0-1*": in Heavy Fog a 4 - 3 = 1 brings it in, by the Halle road (no choice of hexes).
  run->st->time = 660;
  run->st->visibility = Visibility::Heavy;
  run->dice_source.push(4);
  lutzen_reinforcements(run->ctx, run->board);
  CHECK(run->unit(bat).on_map);
  CHECK(hex_name(*run->st, run->unit(bat).hex) == "1035");
  CHECK(run->dice_source.remaining() == 0u);
  CHECK(lutzen_said(*run->st, "rolls 4 -3 (Heavy Fog) = 1 against 0-1* on the Random Arrival Table: it arrives by the Halle road"));

  // The lost rows refuse in strict play, naming the cell.
  BattleBuilder b2 = lutzen_builder();
  b2.variant("lutzen.arrival", 1);
  int bat2 = b2.unit(BattleBuilder::make("batthyanyi_cav", "Batthyanyi", 1, Arm::HC, 4, 5), "2510", 3);
  auto run2 = b2.run(Mode::Strict);
  run2->unit(bat2).on_map = false;
  run2->unit(bat2).gone = "not yet arrived";
  run2->board.rebuild();
  run2->st->time = 13 * 60;
  run2->answers.push("west");  // the entry, recorded late (it was due at 1130)
  run2->answers.push("1033 1032");
  CHECK_THROWS_AS(lutzen_reinforcements(run2->ctx, run2->board), MissingValue);
}

TEST_CASE("LotN Lützen Wallenstein's gout: MA 4, his column, Charisma 0; one healthy turn, chosen once") {
  BattleBuilder b = lutzen_builder();
  int w = b.leader("wallenstein", 1, "2010", 3);
  int h = b.leader("holck", 1, "2012", 3);
  b.setup().leaders[static_cast<std::size_t>(w)].ma = 4;
  b.setup().leaders[static_cast<std::size_t>(w)].charisma = 0;
  b.setup().leaders[static_cast<std::size_t>(h)].ma = 9;
  int d1 = b.unit(BattleBuilder::make("i1", "Kehrans brigade", 1, Arm::HI, 6, 6), "2110", 0);
  int d2 = b.unit(BattleBuilder::make("i2", "Breuner brigade", 1, Arm::HI, 6, 6), "2112", 0);
  auto run = b.run(Mode::Test);
  run->st->time = 11 * 60;
  CHECK(is_wallenstein(*run->st, w));
  CHECK_FALSE(is_wallenstein(*run->st, h));
  CHECK(gout_ma(*run->st, w) == 4);
  CHECK(gout_charisma(*run->st, w) == 0);
  CHECK(std::string(gout_terrain_column(*run->st, w)) == "W/Instn");
  CHECK(std::string(gout_terrain_column(*run->st, h)) == "Ldr");
  CHECK(gout_ma(*run->st, h) == 9);

  // The doctrine keeps him in his litter while his men stand; two shaken units near him: ride.
  {
    LutzenRecorder rec;
    Decisions decisions(&rec);
    Ctx ctx{*run->st, run->dice, decisions, run->say, run->tables};
    rec.answer = [](const DecisionRequest&) { return std::string("carried"); };
    wallenstein_gout_turn(ctx);
    REQUIRE(rec.asked.size() == 1u);
    CHECK(rec.asked[0].advice == "carried");
    run->unit(d1).disrupted = true;
    run->unit(d2).routed = true;
    wallenstein_gout_turn(ctx);
    REQUIRE(rec.asked.size() == 2u);
    CHECK(rec.asked[1].advice == "ride");
    CHECK_FALSE(wallenstein_healthy(*run->st));
  }
  run->st->time = 11 * 60 + 30;
  run->answers.push("ride");
  wallenstein_gout_turn(run->ctx);
  CHECK(wallenstein_healthy(*run->st));
  CHECK(gout_ma(*run->st, w) == 9);
  CHECK(gout_charisma(*run->st, w) == 3);
  CHECK(leader_ma(*run->st, w) == 9);        // what the leader's ride and withdrawal read
  CHECK(leader_charisma(*run->st, w) == 3);  // what rally, recovery and shock read
  CHECK(std::string(gout_terrain_column(*run->st, w)) == "Ldr");
  run->st->visibility = Visibility::Heavy;
  CHECK(gout_ma(*run->st, w) == 5);  // halved, rounding up
  run->st->visibility = Visibility::Clear;
  // The next turn: gouty again, and never asked again.
  run->st->time = 12 * 60;
  wallenstein_gout_turn(run->ctx);  // no answer queued: asking would fail
  CHECK_FALSE(wallenstein_healthy(*run->st));
  CHECK(gout_ma(*run->st, w) == 4);
  CHECK(gout_charisma(*run->st, w) == 0);
}

namespace {

// Whether a move option enters the hex on its way or ends there.
bool lutzen_option_enters(const MoveOption& o, const Hex& h) {
  if (o.hex == h || (o.second && *o.second == h)) return true;
  for (const MoveStep& s : o.path)
    if (s.enters && (s.hex == h || (s.second && *s.second == h))) return true;
  return false;
}

// A battle on the Lützen test map, Lützen or not (`lutzen`), in provisional play (the Town row's costs): a
// Swedish horse east of the town (2019), two Swedish brigades out of the way (`friends`) and a leader.
std::unique_ptr<lotn_test::BattleRun> lutzen_burning_run(bool lutzen, int* hc, int* leader, int* friends) {
  static const DataSet data = load_program_data_with_reconstructions();
  BattleBuilder b = lutzen_builder(false);
  b.setup().data = std::shared_ptr<const DataSet>(&data, [](const DataSet*) {});
  if (!lutzen) b.setup().scenario = "";
  *hc = b.unit(BattleBuilder::make("s1", "Finland", 0, Arm::HC, 4, 6), "2019", 0);
  friends[0] = b.unit(BattleBuilder::make("s2", "Yellow brigade", 0, Arm::HI, 6, 6), "2810", 0);
  friends[1] = b.unit(BattleBuilder::make("s3", "Blue brigade", 0, Arm::HI, 6, 6), "2812", 0);
  b.unit(BattleBuilder::make("i1", "Kehrans brigade", 1, Arm::HI, 6, 6), "2815", 0);
  *leader = b.leader("horn", 0, "2119", 3);
  return b.run(Mode::Provisional);
}

}  // namespace

TEST_CASE("LotN Lützen is burning: moves, leaders' moves and routs never enter a town hex") {
  int hc = -1, ldr = -1, friends[2] = {-1, -1};
  auto open = lutzen_burning_run(false, &hc, &ldr, friends);
  auto lutzen = lutzen_burning_run(true, &hc, &ldr, friends);
  const Hex town = lutzen->hex("2020");
  // Another battle on the same map enters the town (the Town row's cost); Lützen's never does.
  std::vector<MoveOption> free_moves = move_options(*open->st, open->board, hc);
  CHECK(std::any_of(free_moves.begin(), free_moves.end(), [&](const MoveOption& o) { return lutzen_option_enters(o, town); }));
  std::vector<MoveOption> moves = move_options(*lutzen->st, lutzen->board, hc);
  CHECK(moves.size() > 5u);
  CHECK_FALSE(std::any_of(moves.begin(), moves.end(), [&](const MoveOption& o) { return lutzen_option_enters(o, town); }));
  // A leader's own move.
  std::vector<Hex> free_rides = leader_move_options(*open->st, open->board, ldr);
  CHECK(std::find(free_rides.begin(), free_rides.end(), town) != free_rides.end());
  std::vector<Hex> rides = leader_move_options(*lutzen->st, lutzen->board, ldr);
  CHECK_FALSE(rides.empty());
  CHECK(std::find(rides.begin(), rides.end(), town) == rides.end());
  CHECK(move_leader(lutzen->ctx, lutzen->board, ldr, town) == -1);
  // A rout away from 2018, east of the horse: the hexes 2 from 2018 are the town and two more, where friends
  // stand. Elsewhere it runs into the empty town (LotN 12.33: an empty hex before a friend's); at Lützen it
  // runs through a friend's hex instead and on (LotN 6.55).
  const HexGrid& grid = lutzen->st->s->map->grid();
  const Hex from = lutzen->hex("2019"), away = lutzen->hex("2018");
  std::vector<Hex> others;
  for (const auto& n : grid.neighbours(from))
    if (n && *n != town && grid.distance(*n, away) == 2) others.push_back(*n);
  REQUIRE(others.size() == 2u);
  for (auto* run : {open.get(), lutzen.get()}) {
    run->unit(friends[0]).hex = others[0];
    run->unit(friends[1]).hex = others[1];
    run->unit(hc).routed = true;
    run->board.rebuild();
  }
  rout_move(open->ctx, hc, 1, away, false);
  CHECK(open->unit(hc).hex == town);
  rout_move(lutzen->ctx, hc, 1, away, false);
  CHECK(lutzen->unit(hc).on_map);
  CHECK(lutzen->unit(hc).hex != town);
  CHECK(lutzen->unit(hc).hex != lutzen->hex("2019"));
}

TEST_CASE("LotN Lützen is burning: the town's light at dusk and in the dark, hex by hex") {
  BattleBuilder b = lutzen_builder();
  // Lit: 2016 and 2018 (within 5 of the town 2020, no smoke); dark: 2012 and 2010.
  int lit_hc = b.unit(BattleBuilder::make("s1", "Finland", 0, Arm::HC, 4, 6), "2016", 0);
  int dark_hc = b.unit(BattleBuilder::make("s2", "Småland", 0, Arm::HC, 4, 6), "2012", 0);
  int lit_hi = b.unit(BattleBuilder::make("s3", "Yellow brigade", 0, Arm::HI, 6, 6), "1816", 0);
  int dark_hi = b.unit(BattleBuilder::make("s4", "Blue brigade", 0, Arm::HI, 6, 6), "1812", 0);
  b.unit(BattleBuilder::make("i1", "Kehrans brigade", 1, Arm::HI, 6, 6), "1818", 0);
  b.unit(BattleBuilder::make("i2", "Breuner brigade", 1, Arm::HI, 6, 6), "1810", 0);
  int lit_l = b.leader("horn", 0, "2017", 3);
  int dark_l = b.leader("banér", 0, "2011", 3);
  b.setup().leaders[static_cast<std::size_t>(lit_l)].ma = 9;
  b.setup().leaders[static_cast<std::size_t>(dark_l)].ma = 9;
  auto run = b.run(Mode::Provisional);
  Battle& st = *run->st;
  // Whether the unit, turned to any facing, could fire at the hex.
  auto reaches = [&](int u, const std::string& target) {
    int keep = run->unit(u).facing;
    bool any = false;
    for (int f = 0; f < 6; ++f) {
      run->unit(u).facing = f;
      run->board.rebuild();
      for (const FireOption& o : fire_options(st, run->board, u, FireOccasion::Ordered))
        if (o.target == run->hex(target)) any = true;
    }
    run->unit(u).facing = keep;
    run->board.rebuild();
    return any;
  };
  // The 1700 turn, Dark (Heavy): the lit hexes are Dusk (Light).
  st.time = 17 * 60;
  st.visibility = Visibility::Heavy;
  CHECK(unit_visibility(st, lit_hc) == Visibility::Light);
  CHECK(unit_visibility(st, dark_hc) == Visibility::Heavy);
  CHECK(current_ma(st, lit_hc) == 8);
  CHECK(current_ma(st, dark_hc) == 4);  // halved in the dark
  CHECK(leader_ma(st, lit_l) == 9);
  CHECK(leader_ma(st, dark_l) == 5);
  CHECK(reaches(lit_hi, "1818"));         // 2 hexes, both lit: a musket's range
  CHECK_FALSE(reaches(dark_hi, "1810"));  // 2 hexes in the dark: 1 hex only
  // Every move in the dark drifts; in the light only one spending more than half the MA.
  for (const MoveOption& o : move_options(st, run->board, dark_hc))
    if (o.hexes > 0) CHECK(o.drift);
  bool short_move = false, long_move = false;
  for (const MoveOption& o : move_options(st, run->board, lit_hc)) {
    if (o.hexes == 0) continue;
    CHECK(o.drift == (o.mp * 2 > 8));
    (o.drift ? long_move : short_move) = true;
  }
  CHECK(short_move);
  CHECK(long_move);
  // The 1600 turn, Dusk (Light): the lit hexes are Clear.
  st.time = 16 * 60;
  st.visibility = Visibility::Light;
  CHECK(unit_visibility(st, lit_hc) == Visibility::Clear);
  CHECK(unit_visibility(st, dark_hc) == Visibility::Light);
  for (const MoveOption& o : move_options(st, run->board, lit_hc)) CHECK_FALSE(o.drift);
  bool dusk_drift = false;
  for (const MoveOption& o : move_options(st, run->board, dark_hc)) dusk_drift = dusk_drift || o.drift;
  CHECK(dusk_drift);
  CHECK(reaches(dark_hi, "1810"));
  // Before dusk (a Heavy Fog turn) the town lights nothing.
  st.time = 11 * 60;
  st.visibility = Visibility::Heavy;
  CHECK(unit_visibility(st, lit_hc) == Visibility::Heavy);
  CHECK(current_ma(st, lit_hc) == 4);
  CHECK_FALSE(reaches(lit_hi, "1818"));
}

TEST_CASE("LotN Lützen Halle Detachment: the entry recorded in secret before 1130, split west, held back and east") {
  BattleBuilder b = lutzen_builder();
  int bat = b.unit(BattleBuilder::make("batthyanyi_cav", "Batthyanyi", 1, Arm::HC, 4, 5), "2510", 3);
  int bre = b.unit(BattleBuilder::make("bredow_cav", "Bredow", 1, Arm::HC, 4, 5), "2510", 3);
  int lam = b.unit(BattleBuilder::make("lamboy_cav", "Lamboy", 1, Arm::HC, 4, 5), "2510", 3);
  b.unit(BattleBuilder::make("s1", "Finland", 0, Arm::HC, 4, 6), "2812", 0);
  int pap = b.leader("pappenheim", 1, "2510", 3);
  b.setup().leaders[static_cast<std::size_t>(pap)].id = "pappenheim";
  auto run = b.run(Mode::Strict);
  for (int u : {bat, bre, lam}) {
    run->unit(u).on_map = false;
    run->unit(u).gone = "not yet arrived";
  }
  run->leader(pap).on_map = false;
  run->board.rebuild();
  LutzenRecorder rec;
  Decisions decisions(&rec);
  Ctx ctx{*run->st, run->dice, decisions, run->say, run->tables};
  auto said_since = [&](std::size_t from, const std::string& part) {
    for (std::size_t i = from; i < run->st->log.size(); ++i)
      if (run->st->log[i].find(part) != std::string::npos) return true;
    return false;
  };

  // 1100: not yet (Group A's last asterisked turn).
  run->st->time = 11 * 60;
  lutzen_reinforcements(ctx, run->board);
  CHECK(rec.asked.empty());

  // 1130: recorded, each question secret and the Imperialist's.
  std::vector<std::string> script{"split", "1033 1032", "west", "east", "held"};
  std::size_t k = 0;
  rec.answer = [&](const DecisionRequest&) { return script.at(k++); };
  std::size_t log_from = run->st->log.size();
  run->st->time = 11 * 60 + 30;
  lutzen_reinforcements(ctx, run->board);
  REQUIRE(rec.asked.size() == 5u);
  for (const DecisionRequest& r : rec.asked) {
    CHECK(r.secret);
    CHECK(r.side == "imperialists");
  }
  CHECK(rec.asked[0].advice == "west");
  std::vector<std::string> hows;
  for (const auto& o : rec.asked[0].options) hows.push_back(o.id);
  CHECK(hows == std::vector<std::string>{"west", "east", "split"});
  CHECK(rec.asked[1].advice == "1035 1034");  // the free pair nearest the Halle road
  CHECK(rec.asked[2].label.find("Batthyanyi") != std::string::npos);
  for (const DecisionRequest& r : rec.asked) CHECK(r.label.find("1033") == std::string::npos);
  // What is said: that he recorded it, nothing of where.
  CHECK(said_since(log_from, "The Imperialist records in secret how Group A will enter"));
  CHECK_FALSE(said_since(log_from, "1033"));
  CHECK_FALSE(said_since(log_from, "east"));
  CHECK_FALSE(said_since(log_from, "held"));
  CHECK(run->st->scenario_state["halle"]["recorded"]["Group A"]["west"] == "1033 1032");
  CHECK_FALSE(run->unit(bat).on_map);

  // 1200: the group arrives; nothing asked again. Batthyanyi enters west with Pappenheim; the others wait unsaid.
  log_from = run->st->log.size();
  run->st->time = 12 * 60;
  lutzen_reinforcements(ctx, run->board);
  CHECK(rec.asked.size() == 5u);
  CHECK(run->unit(bat).on_map);
  CHECK(hex_name(*run->st, run->unit(bat).hex) == "1033");
  CHECK(run->leader(pap).on_map);
  CHECK_FALSE(run->unit(bre).on_map);
  CHECK_FALSE(run->unit(lam).on_map);
  CHECK(said_since(log_from, "Group A: 2 units come on in the 1230 turn, as the Imperialist recorded"));
  CHECK_FALSE(said_since(log_from, "east"));
  CHECK_FALSE(said_since(log_from, "waits to enter"));
  CHECK(lutzen_place_arrivals(ctx, run->board) == 0);  // after an Orders Phase: still not theirs

  // 1230: Lamboy by the recorded pair (1033 is Batthyanyi's: 1032), Bredow by the north edge east of the
  // stream (the line's row beyond its east end).
  run->st->time = 12 * 60 + 30;
  lutzen_reinforcements(ctx, run->board);
  CHECK(rec.asked.size() == 5u);
  CHECK(run->unit(lam).on_map);
  CHECK(hex_name(*run->st, run->unit(lam).hex) == "1032");
  CHECK(run->unit(bre).on_map);
  CHECK(hex_name(*run->st, run->unit(bre).hex) == "1029");

  // An older battle, never asked at 1130, records as the group arrives.
  BattleBuilder b2 = lutzen_builder();
  int bat2 = b2.unit(BattleBuilder::make("batthyanyi_cav", "Batthyanyi", 1, Arm::HC, 4, 5), "2510", 3);
  auto run2 = b2.run(Mode::Strict);
  run2->unit(bat2).on_map = false;
  run2->unit(bat2).gone = "not yet arrived";
  run2->board.rebuild();
  run2->st->time = 12 * 60;
  run2->answers.push("east");
  lutzen_reinforcements(run2->ctx, run2->board);
  CHECK(run2->answers.remaining() == 0u);
  CHECK_FALSE(run2->unit(bat2).on_map);
  run2->st->time = 12 * 60 + 30;
  lutzen_reinforcements(run2->ctx, run2->board);
  CHECK(hex_name(*run2->st, run2->unit(bat2).hex) == "1029");
}

TEST_CASE("LotN Lützen settings: held back for lutzen.held_back_turns, east of the Floßgraben by the map's tag, "
          "leaders in the burning town by lutzen.town_bars_leaders") {
  // The test map with the tag naming the north-edge hexes east of the stream.
  nlohmann::json doc = lutzen_map_document();
  doc["tags"].push_back({{"kind", "entry"}, {"army", "Imperialist"}, {"name", kLutzenEastEntry},
                         {"line", {"1012", "1010"}}, {"source", "test"}});
  BattleBuilder b = lutzen_builder();
  b.setup().map = std::make_shared<const MapData>(read_map(doc, "Lützen test map"));
  b.setup().variants["lutzen.held_back_turns"] = 2;
  int bat = b.unit(BattleBuilder::make("batthyanyi_cav", "Batthyanyi", 1, Arm::HC, 4, 5), "2510", 3);
  int bre = b.unit(BattleBuilder::make("bredow_cav", "Bredow", 1, Arm::HC, 4, 5), "2510", 3);
  int lam = b.unit(BattleBuilder::make("lamboy_cav", "Lamboy", 1, Arm::HC, 4, 5), "2510", 3);
  auto run = b.run(Mode::Strict);
  for (int u : {bat, bre, lam}) {
    run->unit(u).on_map = false;
    run->unit(u).gone = "not yet arrived";
  }
  run->board.rebuild();
  LutzenRecorder rec;
  Decisions decisions(&rec);
  Ctx ctx{*run->st, run->dice, decisions, run->say, run->tables};
  std::vector<std::string> script{"split", "1033 1032", "west", "east", "held"};
  std::size_t k = 0;
  rec.answer = [&](const DecisionRequest&) { return script.at(k++); };
  run->st->time = 11 * 60 + 30;
  lutzen_reinforcements(ctx, run->board);
  REQUIRE(rec.asked.size() == 5u);
  bool says_two_turns = false;
  for (const auto& o : rec.asked[4].options) says_two_turns = says_two_turns || o.text == "west of the Floßgraben, held back 2 turns";
  CHECK(says_two_turns);
  run->st->time = 12 * 60;
  lutzen_reinforcements(ctx, run->board);
  CHECK(run->unit(bat).on_map);
  CHECK(lutzen_said(*run->st, "Group A: 1 unit comes on in the 1230 turn, as the Imperialist recorded"));
  CHECK(lutzen_said(*run->st, "Group A: 1 unit comes on in the 1300 turn, as the Imperialist recorded"));
  run->st->time = 12 * 60 + 30;
  lutzen_reinforcements(ctx, run->board);
  REQUIRE(run->unit(bre).on_map);
  CHECK(hex_name(*run->st, run->unit(bre).hex) == "1012");  // the tag's first hex, not the row beyond the line
  CHECK_FALSE(run->unit(lam).on_map);                      // held back two turns
  run->st->time = 13 * 60;
  lutzen_reinforcements(ctx, run->board);
  CHECK(run->unit(lam).on_map);

  // The burning town: leaders ride into it when the setting says the ban is for units only.
  int hc = -1, ldr = -1, friends[2] = {-1, -1};
  auto barred = lutzen_burning_run(true, &hc, &ldr, friends);
  auto open = lutzen_burning_run(true, &hc, &ldr, friends);
  const_cast<Setup&>(*open->st->s).variants["lutzen.town_bars_leaders"] = 0;
  const Hex town = open->hex("2020");
  std::vector<Hex> rides = leader_move_options(*open->st, open->board, ldr);
  CHECK(std::find(rides.begin(), rides.end(), town) != rides.end());
  std::vector<Hex> barred_rides = leader_move_options(*barred->st, barred->board, ldr);
  CHECK(std::find(barred_rides.begin(), barred_rides.end(), town) == barred_rides.end());
  std::vector<MoveOption> moves = move_options(*open->st, open->board, hc);  // units still may not
  CHECK_FALSE(std::any_of(moves.begin(), moves.end(), [&](const MoveOption& o) { return lutzen_option_enters(o, town); }));
}

namespace {

// The Lützen test map with a ditch along row 15 (BB 10-36) instead of the town.
std::shared_ptr<const MapData> lutzen_ditch_map() {
  static const auto map = [] {
    nlohmann::json doc = nlohmann::json::parse(R"({
    "format": "lotn-map/1", "id": "lutzen-ditch-test", "name": "Lützen ditch test map", "source": "test: synthetic",
    "grid": {"orientation": "rows", "aa_grows": "south", "bb_grows": "west", "offset": "even", "source": "test",
             "sections": [{"prefix": "", "aa": [10, 30], "bb": [10, 36], "source": "test"}]},
    "compass": {"vertices": {"NW": 0, "NE": 1, "E": 2, "SE": 3, "SW": 4, "W": 5},
                "hexsides": {"N": 0, "NE": 1, "SE": 2, "S": 3, "SW": 4, "NW": 5}, "source": "test"},
    "default_hex": {"terrain": "clear", "source": "test"},
    "hexes": [{"at": [], "terrain": "ditch", "source": "test"}]
  })");
    for (int bb = 10; bb <= 36; ++bb) doc["hexes"][0]["at"].push_back("15" + std::to_string(bb));
    return std::make_shared<const MapData>(read_map(doc, "Lützen ditch test map"));
  }();
  return map;
}

// Whether the unit, turned to any facing, could fire at the hex.
bool lutzen_reaches(lotn_test::BattleRun& run, int u, const std::string& target) {
  int keep = run.unit(u).facing;
  bool any = false;
  for (int f = 0; f < 6; ++f) {
    run.unit(u).facing = f;
    run.board.rebuild();
    for (const FireOption& o : fire_options(*run.st, run.board, u, FireOccasion::Ordered))
      if (o.target == run.hex(target)) any = true;
  }
  run.unit(u).facing = keep;
  run.board.rebuild();
  return any;
}

}  // namespace

TEST_CASE("LotN Lützen ditch muskets fire over the heads of the units in the ditch; Wallenstein's litter column") {
  static const DataSet data = load_program_data_with_reconstructions();
  auto build = [&](const std::string& scenario, Arm behind_arm, int* behind, int* wallenstein) {
    BattleBuilder b = lutzen_builder(false);
    b.setup().scenario = scenario;
    b.setup().map = lutzen_ditch_map();
    b.setup().data = std::shared_ptr<const DataSet>(&data, [](const DataSet*) {});
    *behind = b.unit(BattleBuilder::make("i_cm", "Commanded Muskets", 1, behind_arm, 2, 5), "1420", 3);
    for (const char* h : {"1519", "1520", "1521"})
      b.unit(BattleBuilder::make(std::string("i_") + h, std::string("Brigade ") + h, 1, Arm::HI, 6, 6), h, 3);
    b.unit(BattleBuilder::make("s1", "Finland", 0, Arm::HC, 4, 6), "1620", 0);
    *wallenstein = b.leader("wallenstein", 1, "1430", 3);
    b.setup().leaders[static_cast<std::size_t>(*wallenstein)].ma = 4;
    auto run = b.run(Mode::Provisional);
    run->st->time = 11 * 60;
    return run;
  };
  int cm = -1, w = -1;
  {
    auto run = build("lutzen", Arm::LI, &cm, &w);
    CHECK(lutzen_reaches(*run, cm, "1620"));  // over the brigades in the ditch
    // Out of the ditch, the brigades block as ever: a brigade behind the ditch does not fire over them.
    auto hi = build("lutzen", Arm::HI, &cm, &w);
    CHECK_FALSE(lutzen_reaches(*hi, cm, "1620"));
    // Nor the muskets anywhere else.
    auto other = build("", Arm::LI, &cm, &w);
    CHECK_FALSE(lutzen_reaches(*other, cm, "1620"));
  }
  // Wallenstein carried: his own column (the reconstruction: no ditch for a litter); on his healthy turn the leader's.
  auto run = build("lutzen", Arm::LI, &cm, &w);
  auto into_ditch = [&](const std::vector<Hex>& hexes) {
    return std::any_of(hexes.begin(), hexes.end(), [&](const Hex& h) { return hex_name(*run->st, h).rfind("15", 0) == 0; });
  };
  std::vector<Hex> litter = leader_move_options(*run->st, run->board, w);
  CHECK_FALSE(litter.empty());
  CHECK_FALSE(into_ditch(litter));
  run->answers.push("ride");
  wallenstein_gout_turn(run->ctx);
  REQUIRE(wallenstein_healthy(*run->st));
  CHECK(into_ditch(leader_move_options(*run->st, run->board, w)));
}

TEST_CASE("LotN Lützen leaderless arrivals: their one move draws Orderly Withdrawal as an ordered move does") {
  BattleBuilder b = lutzen_builder();
  int gil = b.unit(BattleBuilder::make("gil_de_haes_hi", "Gil de Haes", 1, Arm::HI, 5, 4), "1035", 3);
  UnitDef cm = BattleBuilder::make("s_cm", "Swedish Commanded Muskets", 0, Arm::LI, 2, 5);
  cm.ma = 6;  // more than the brigade's 4: it may withdraw (LotN 6.41)
  int s_cm = b.unit(cm, "1535", 0);
  auto run = b.run(Mode::Strict);
  run->st->time = 12 * 60;
  run->st->visibility = Visibility::Clear;
  run->st->scenario_state["halle"]["entered"]["gil_de_haes_hi"] = run->st->time;
  REQUIRE(lutzen_leaderless_arrivals(*run->st) == std::vector<int>{gil});
  run->st->phase = Phase::Activation;
  // Its move: to a hex 2 from the muskets, out of their ZOC.
  std::optional<MoveOption> to;
  for (const auto& o : move_options(*run->st, run->board, gil))
    if (o.hexes >= 1 && !o.ends_in_zoc && !o.drift &&
        run->st->s->map->grid().distance(o.hex, run->unit(s_cm).hex) == 2 && !to)
      to = o;
  REQUIRE(to.has_value());
  LutzenRecorder rec;
  Decisions decisions(&rec);
  Ctx ctx{*run->st, run->dice, decisions, run->say, run->tables};
  const std::string move = move_id(*run->st, *to);
  rec.answer = [&](const DecisionRequest& r) {
    if (r.label.find("arrived without a leader") != std::string::npos) return move;
    return r.option("stay") ? std::string("stay") : r.advice;
  };
  lotn::step(ctx);
  CHECK(run->unit(gil).hex == to->hex);
  bool offered = false;
  for (const DecisionRequest& r : rec.asked)
    if (r.label.rfind("Orderly Withdrawal: Swedish Commanded Muskets", 0) == 0) {
      offered = true;
      CHECK(r.side == "swedes");
    }
  CHECK(offered);
}
