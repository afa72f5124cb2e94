// Lion of the North: baggage trains and looting (LotN 13.2-13.3) and
// Breitenfeld's special rules (the Saxons, Torstensson's guns), on a small
// map with the scenario's tags (an exit zone on the south edge, the Saxon
// looters' stretch of the north edge, a train hex), scripted dice and
// decisions, each result worked by hand in the comments.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/json_read.h"
#include "lotn/baggage.h"
#include "lotn/battle_data.h"
#include "lotn/breitenfeld_rules.h"
#include "lotn/data_check.h"
#include "lotn/data_embedded.h"
#include "lotn/effects.h"
#include "lotn/engine.h"
#include "lotn/scenario.h"
#include "lotn_battle_fixture.h"

using namespace umpire;
using namespace umpire::lotn;
using umpire::lotn_test::BattleBuilder;
using umpire::lotn_test::BattleRun;

namespace {

// The small test map (rows 10-30 north to south, BB 10-30 east to west), with the tags of Breitenfeld's rules:
// Swedish cavalry may ride off the south edge at 3012-3016; Saxons routing off the north edge at 1010-1020 may
// loot; a Swedish train stands in 2828.
std::shared_ptr<const MapData> bfeld_map() {
  static const std::shared_ptr<const MapData> map = std::make_shared<const MapData>(read_map(
      nlohmann::json::parse(R"({
    "format": "lotn-map/1", "id": "bfeld", "name": "baggage test map", "source": "test: synthetic",
    "grid": {"orientation": "rows", "aa_grows": "south", "bb_grows": "west", "offset": "even", "source": "test",
             "sections": [{"prefix": "", "aa": [10, 30], "bb": [10, 30], "source": "test"}]},
    "compass": {"vertices": {"N": 0}, "source": "test"},
    "default_hex": {"terrain": "clear", "source": "test"},
    "tags": [
      {"kind": "retreat_edge", "army": "Swedish", "edge": "north", "source": "test"},
      {"kind": "retreat_edge", "army": "Saxon", "edge": "north", "source": "test"},
      {"kind": "retreat_edge", "army": "Imperialist", "edge": "south", "source": "test"},
      {"kind": "exit", "army": "Swedish", "line": ["3012", "3016"], "source": "test"},
      {"kind": "rout_exit", "army": "Saxon", "line": ["1010", "1020"], "source": "test"},
      {"kind": "baggage", "army": "Swedish", "at": ["2828"], "source": "test"}
    ]
  })"),
      "baggage test map"));
  return map;
}

// Armies: 0 the Swedes, 1 the Saxons (side 0, level 125), 2 the Imperialists.
struct BfeldBattle {
  BattleBuilder b;
  BfeldBattle() {
    b.setup().map = bfeld_map();
    b.setup().scenario = "breitenfeld";
    b.setup().armies.clear();
    b.setup().armies.push_back({"Swedish", "the Swedish army", 0, 605, MapEdge::North});
    b.setup().armies.push_back({"Saxon", "the Saxon army", 0, 125, MapEdge::North});
    b.setup().armies.push_back({"Imperialist", "the Imperialist army", 1, 900, MapEdge::South});
  }
  int swede(const std::string& name, Arm arm, int sp, int tq, const std::string& hex) {
    return b.unit(BattleBuilder::make(name, name, 0, arm, sp, tq), hex, 0);
  }
  int saxon(const std::string& name, Arm arm, int sp, int tq, const std::string& hex) {
    UnitDef d = BattleBuilder::make(name, name, 0, arm, sp, tq);
    d.army = 1;
    d.swedish = false;
    d.saxon = true;
    return b.unit(d, hex, 0);
  }
  int imperial(const std::string& name, Arm arm, int sp, int tq, const std::string& hex) {
    UnitDef d = BattleBuilder::make(name, name, 1, arm, sp, tq);
    d.army = 2;
    return b.unit(d, hex, 3);
  }
  int leader(const std::string& name, int army, const std::string& hex) {
    int l = b.leader(name, army == 2 ? 1 : 0, hex, 9);
    b.setup().leaders[static_cast<std::size_t>(l)].army = army;
    return l;
  }
};

int bfeld_wp(const BattleRun& run, int army) { return run.st->wp[static_cast<std::size_t>(army)]; }

bool bfeld_logged(const Battle& st, const std::string& part) {
  for (const std::string& line : st.log)
    if (line.find(part) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("LotN 13.23-13.24: a Destroy Baggage Train order, the guard, the roll at or under the TQ destroys it") {
  BfeldBattle t;
  int cav = t.imperial("Pappenheim cuirassiers", Arm::HC, 4, 7, "2020");
  int guard = t.swede("Taupadel dragoons", Arm::DG, 2, 5, "2018");
  int other = t.swede("Smaland horse", Arm::HC, 4, 6, "1520");
  int tilly = t.leader("Tilly", 2, "1020");      // far away: any Imperial leader may order the unit (13.23)
  int papp = t.leader("Pappenheim", 2, "2122");  // within 4 hexes of 2019
  int gustav = t.leader("Gustavus", 0, "1010");
  auto run = t.b.run(Mode::Test);
  int train = add_train(*run->st, 0, run->hex("2018"));
  run->board.rebuild();

  CHECK(destroy_train_problem(*run->st, cav) == "");
  auto opts = destroy_train_options(*run->st, run->board, cav);
  REQUIRE(opts.size() == 1);
  CHECK(opts[0].train == train);
  CHECK(opts[0].distance == 2);
  CHECK(opts[0].guard == guard);
  CHECK(destroy_train_options(*run->st, run->board, other).empty());  // its own side's train
  run->unit(cav).disrupted = true;
  CHECK(destroy_train_problem(*run->st, cav).find("LotN 13.22") != std::string::npos);
  run->unit(cav).disrupted = false;

  give_destroy_train_order(run->ctx, cav, train);
  CHECK(destroy_train_target(*run->st, cav) == train);
  REQUIRE(destroy_train_goal(*run->st, cav).has_value());
  CHECK(*destroy_train_goal(*run->st, cav) == run->hex("2018"));
  CHECK_FALSE(destroy_train_goal(*run->st, other).has_value());
  CHECK(destroy_order_leader_ok(*run->st, tilly, cav));
  CHECK_FALSE(destroy_order_leader_ok(*run->st, gustav, cav));
  CHECK(destroy_order_may_attack(*run->st, run->board, cav, guard));
  CHECK_FALSE(destroy_order_may_attack(*run->st, run->board, cav, other));

  // Adjacent, but guarded: no roll.
  run->place(cav, "2019");
  CHECK_FALSE(destroy_train(run->ctx, run->board, cav));
  update_destroy_train_orders(run->ctx, run->board);  // its train stands: the order goes on
  CHECK(destroy_train_target(*run->st, cav) == train);
  // The guard is driven off: 7 is not above TQ 7, the train is destroyed, 25 WP to the Swedes (13.14).
  run->place(guard, "2516");
  run->dice_source.push(7);
  CHECK(destroy_train(run->ctx, run->board, cav));
  CHECK(train_at(*run->st, train).destroyed);
  CHECK(bfeld_wp(*run, 0) == 25);
  CHECK(run->dice_source.remaining() == 0);
  // Its train gone, the unit may fight no one; the order ends once it is back in a commander's range.
  CHECK_FALSE(destroy_order_may_attack(*run->st, run->board, cav, guard));
  CHECK_FALSE(destroy_train_goal(*run->st, cav).has_value());
  CHECK(destroy_train_target(*run->st, cav) == train);
  update_destroy_train_orders(run->ctx, run->board);
  CHECK(destroy_train_target(*run->st, cav) == -1);
  (void)papp;
}

TEST_CASE("LotN 13.24, 13.33: a roll above the TQ loots instead; the 10 WP go by the variant") {
  for (int variant : {0, 1}) {
    BfeldBattle t;
    t.b.variant("victory.looting", variant);
    int cav = t.imperial("Pappenheim cuirassiers", Arm::HC, 4, 7, "2019");
    auto run = t.b.run(Mode::Test);
    int train = add_train(*run->st, 0, run->hex("2018"));
    run->board.rebuild();
    give_destroy_train_order(run->ctx, cav, train);
    run->dice_source.push(8);  // 8 > TQ 7: it loots
    CHECK(destroy_train(run->ctx, run->board, cav));
    CHECK_FALSE(train_at(*run->st, train).destroyed);  // looted trains are not destroyed
    CHECK_FALSE(present(*run->st, cav));
    CHECK(run->unit(cav).gone == "looted");
    CHECK(destroy_train_target(*run->st, cav) == -1);
    // Its own WP: TQ 7 x 4 SP = 28 to the Imperialists; the looting's 10 to the Swedes (0) or the Imperialists (1).
    CHECK(bfeld_wp(*run, 2) == 28 + (variant == 1 ? 10 : 0));
    CHECK(bfeld_wp(*run, 0) == (variant == 0 ? 10 : 0));
  }
}

TEST_CASE("LotN 13.32: units within 4 hexes of an unguarded enemy train check for looting, with the modifiers") {
  BfeldBattle t;
  int inf = t.imperial("Tilly's tercio", Arm::HI, 8, 5, "2020");
  int croat = t.imperial("Isolano's Croats", Arm::LCrt, 3, 4, "2117");
  int far = t.imperial("Fürstenberg cuirassiers", Arm::HC, 4, 6, "1020");
  auto run = t.b.run(Mode::Test);
  add_train(*run->st, 0, run->hex("2016"));  // 4 hexes from the tercio in 2020, 1 or 2 from the Croats
  run->board.rebuild();
  const HexGrid& g = run->st->s->map->grid();
  REQUIRE(g.distance(run->hex("2020"), run->hex("2016")) == 4);
  REQUIRE(g.distance(run->hex("2117"), run->hex("2016")) <= 4);
  REQUIRE(g.distance(run->hex("1020"), run->hex("2016")) > 4);

  // Imperialist infantry: 6 - 1 = 5, not above TQ 5: it keeps its order.
  run->dice_source.push(6);
  CHECK_FALSE(looting_check(run->ctx, run->board, inf));
  CHECK(present(*run->st, inf));
  // Once a train (variant baggage.loot_check_once): no second roll; none for a unit beyond 4 hexes.
  CHECK_FALSE(looting_check(run->ctx, run->board, inf));
  CHECK_FALSE(looting_check(run->ctx, run->board, far));
  CHECK(run->dice_source.remaining() == 0);
  // A routed Croat: 2 + 2 + 1 = 5 above TQ 4: it loots (its 3 x 4 = 12 WP and the looting's 10).
  run->unit(croat).routed = true;
  run->unit(croat).disrupted = true;
  run->dice_source.push(2);
  CHECK(looting_check(run->ctx, run->board, croat));
  CHECK(run->unit(croat).gone == "looted");
  CHECK(bfeld_wp(*run, 2) == 12);
  CHECK(bfeld_wp(*run, 0) == 10);
  CHECK(bfeld_logged(*run->st, "2+3 = 5 against its TQ 4: it loots"));
}

TEST_CASE("LotN 13.32: no check for a guarded train, nor by a path only through enemy units") {
  // A train in the corner hex 1010, every hex around it held by a (routed, so ZOC-less) Swedish unit; a second
  // train (the map's baggage tag) in 2828, guarded.
  const HexGrid& g = bfeld_map()->grid();
  BfeldBattle t;
  int inf = t.imperial("Tilly's tercio", Arm::HI, 8, 5, "1212");
  std::vector<int> blockers;
  for (const auto& n : g.neighbours(*g.parse("1010")))
    if (n) blockers.push_back(t.swede("blocker " + g.name(*n), Arm::LI, 2, 4, g.name(*n)));
  int guard = t.swede("train guard", Arm::LI, 2, 4, "2828");
  int near = t.imperial("Wangler's tercio", Arm::HI, 8, 5, "2628");
  auto run = t.b.run(Mode::Test);
  REQUIRE(g.distance(run->hex("1212"), run->hex("1010")) <= 4);
  for (int u : blockers) run->unit(u).routed = true;
  add_train(*run->st, 0, run->hex("1010"));
  REQUIRE(place_map_trains(*run->st) == 1);
  CHECK(train_count(*run->st) == 2);
  CHECK(train_guard(*run->st, run->board, 1) == guard);
  run->board.rebuild();
  CHECK_FALSE(looting_check(run->ctx, run->board, inf));   // no die is rolled (the script is empty)
  CHECK_FALSE(looting_check(run->ctx, run->board, near));  // 2 hexes from 2828, but guarded
  // A blocker leaves: the path opens and the tercio rolls (9 - 1 = 8 above 5: it loots).
  int opened = blockers.front();
  for (int u : blockers)
    if (g.distance(run->unit(u).hex, run->hex("1212")) < g.distance(run->unit(opened).hex, run->hex("1212"))) opened = u;
  run->unit(opened).on_map = false;
  run->board.rebuild();
  run->dice_source.push(9);
  CHECK(looting_check(run->ctx, run->board, inf));
  CHECK(run->unit(inf).gone == "looted");
}

TEST_CASE("LotN 13.34: a Croat routed off the map loots its own train above its Disrupted TQ, unless pursued off") {
  BfeldBattle t;
  int croat = t.imperial("Isolano's Croats", Arm::LCrt, 3, 4, "3020");  // Disrupted TQ 3
  int croat2 = t.imperial("Forgach's Croats", Arm::LCrt, 3, 4, "3022");
  auto run = t.b.run(Mode::Test);
  eliminate(run->ctx, croat, "routed off the map", "a test");
  CHECK(bfeld_wp(*run, 2) == 12);
  run->dice_source.push(4);  // 4 > 3: looted; 10 more to the Imperialists
  unit_left_map(run->ctx, croat, run->hex("3020"));
  CHECK(bfeld_wp(*run, 2) == 22);
  CHECK(bfeld_wp(*run, 0) == 0);
  // 3 is not above 3: nothing.
  eliminate(run->ctx, croat2, "routed off the map", "a test");
  run->dice_source.push(3);
  unit_left_map(run->ctx, croat2, run->hex("3022"));
  CHECK(bfeld_wp(*run, 2) == 34);
  CHECK(run->dice_source.remaining() == 0);
  // Pursued off the map by enemy cavalry: no roll at all.
  BfeldBattle t2;
  int croat3 = t2.imperial("Isolano's Croats", Arm::LCrt, 3, 4, "3020");
  auto run2 = t2.b.run(Mode::Test);
  eliminate(run2->ctx, croat3, "routed off the map", "a test");
  unit_left_map(run2->ctx, croat3, run2->hex("3020"), true);
  CHECK(bfeld_wp(*run2, 2) == 12);
}

TEST_CASE("LotN Breitenfeld, Saxon Looters: an even roll loots a Swedish train; a guarded one needs a roll above the guard's TQ") {
  BfeldBattle t;
  int a = t.saxon("Saxon foot A", Arm::HI, 6, 3, "1015");
  int b = t.saxon("Saxon foot B", Arm::HI, 6, 3, "1016");
  int c = t.saxon("Saxon foot C", Arm::HI, 6, 3, "1025");  // outside the Lober stretch
  int d = t.saxon("Saxon horse D", Arm::HC, 3, 3, "1012");
  int e = t.saxon("Saxon horse E", Arm::HC, 3, 3, "1013");
  int guard = t.swede("train guard", Arm::LI, 2, 5, "2828");
  auto run = t.b.run(Mode::Test);
  int open = add_train(*run->st, 0, run->hex("2525"));
  int guarded = add_train(*run->st, 0, run->hex("2828"));
  run->board.rebuild();
  auto off = [&](int u, const std::string& hex) {
    eliminate(run->ctx, u, "routed off the map", "a test");
    unit_left_map(run->ctx, u, run->hex(hex));
  };
  // Odd: it goes home.
  run->dice_source.push(3);
  off(a, "1015");
  CHECK_FALSE(train_at(*run->st, open).destroyed);
  CHECK(bfeld_wp(*run, 0) == 0);
  // Even: the unguarded train is looted and destroyed, 25 WP to the Swedes.
  run->dice_source.push(4);
  run->answers.push("train" + std::to_string(open));
  off(b, "1016");
  CHECK(train_at(*run->st, open).destroyed);
  CHECK(bfeld_wp(*run, 0) == 25);
  // Off the map outside W1010-E1039: no roll.
  off(c, "1025");
  CHECK(run->dice_source.remaining() == 0);
  // Only a guarded train left: even (10 reads 0), then 5 is not above the guard's TQ 5.
  run->dice_source.push(10);
  run->answers.push("train" + std::to_string(guarded));
  run->dice_source.push(5);
  off(d, "1012");
  CHECK_FALSE(train_at(*run->st, guarded).destroyed);
  // Even, then 6 above 5: the guards are blown away, the train destroyed.
  run->dice_source.push(2);
  run->answers.push("train" + std::to_string(guarded));
  run->dice_source.push(6);
  off(e, "1013");
  CHECK(train_at(*run->st, guarded).destroyed);
  CHECK(bfeld_wp(*run, 0) == 50);
  CHECK(run->dice_source.remaining() == 0);
  CHECK(run->answers.remaining() == 0);
  // The Saxons' own WP: 3 x 10 for each foot (6 musket + 4 pike), 3 x 3 for each horse.
  CHECK(bfeld_wp(*run, 1) == 3 * 30 + 2 * 9);
  (void)guard;
}

TEST_CASE("LotN Breitenfeld, Imperialist Baggage Train: Swedish cavalry off W4202-W4218 burns a train, at most 4") {
  BfeldBattle t;
  std::vector<int> horse;
  for (int i = 0; i < 5; ++i) horse.push_back(t.swede("Swedish horse " + std::to_string(i), Arm::HC, 4, 6, "3014"));
  int saxon = t.saxon("Saxon horse", Arm::HC, 3, 7, "3013");
  int foot = t.swede("Swedish foot", Arm::HI, 8, 6, "3012");
  auto run = t.b.run(Mode::Test);
  CHECK(exit_problem(*run->st, horse[0], run->hex("3014")) == "");
  CHECK(exit_problem(*run->st, horse[0], run->hex("3020")) != "");  // outside the exit zone
  CHECK(exit_problem(*run->st, saxon, run->hex("3013")) != "");     // not Saxons
  CHECK(exit_problem(*run->st, foot, run->hex("3012")) != "");      // only cavalry
  for (int i = 0; i < 4; ++i) {
    REQUIRE(exit_problem(*run->st, horse[static_cast<std::size_t>(i)], run->hex("3014")) == "");
    unit_left_map(run->ctx, horse[static_cast<std::size_t>(i)], run->hex("3014"));
    CHECK(run->unit(horse[static_cast<std::size_t>(i)]).gone == "off the map");
  }
  // Each: 6 x 4 = 24 to the Swedes (it counts as eliminated), 25 to the Imperialists.
  CHECK(bfeld_wp(*run, 0) == 4 * 24);
  CHECK(bfeld_wp(*run, 2) == 4 * 25);
  CHECK(trains_burnt(*run->st, 2) == 4);
  CHECK(exit_problem(*run->st, horse[4], run->hex("3014")).find("4 train burnings") != std::string::npos);
  CHECK_THROWS_AS(unit_left_map(run->ctx, horse[4], run->hex("3014")), std::logic_error);
}

TEST_CASE("LotN Breitenfeld: the Saxon army withdraws at 125 WP; TQ-7 cavalry may stay with the Swedes") {
  BfeldBattle t;
  int guard = t.saxon("Elector's Life Guard", Arm::HC, 3, 7, "1520");  // 2 hexes from Gustavus
  int arnim = t.saxon("Arnim's cavalry", Arm::HC, 3, 7, "2528");        // 10 hexes from any Swede leader
  int foot = t.saxon("Saxon foot", Arm::HI, 6, 3, "1420");
  int gustav = t.leader("Gustavus", 0, "1518");
  int elector = t.leader("Johan Georg", 1, "2020");
  auto run = t.b.run(Mode::Test);
  run->st->wp[1] = 124;
  saxon_withdrawal(run->ctx, run->board);
  CHECK_FALSE(saxons_withdrawn(*run->st));
  CHECK_FALSE(run->unit(foot).routed);
  run->st->wp[1] = 125;
  run->answers.push("stay");
  saxon_withdrawal(run->ctx, run->board);
  CHECK(saxons_withdrawn(*run->st));
  CHECK(run->answers.remaining() == 0);
  CHECK(saxon_with_swedes(*run->st, guard));
  CHECK_FALSE(run->unit(guard).routed);
  CHECK(twain_may_command(*run->st, gustav, guard));
  CHECK(saxon_may_rally(*run->st, guard));
  CHECK(run->unit(arnim).routed);
  CHECK(run->unit(foot).routed);
  CHECK_FALSE(saxon_may_rally(*run->st, foot));
  // The foot lost 1 SP routing and ran 2 hexes north: from row 14 to row 12.
  CHECK(run->unit(foot).musket_hits == 1);
  CHECK(run->unit(foot).hex.aa == 12);
  CHECK_FALSE(run->leader(elector).on_map);
  CHECK_FALSE(run->leader(elector).killed);
  CHECK(army_withdrawal_ends_game(*run->st, 0));
  CHECK_FALSE(army_withdrawal_ends_game(*run->st, 1));
  CHECK(bfeld_wp(*run, 1) == 125);  // the leaders are removed, not killed
  // Once only.
  saxon_withdrawal(run->ctx, run->board);
  CHECK(run->answers.remaining() == 0);
}

TEST_CASE("LotN Breitenfeld: the Saxon cavalry and leader in the pursuit boxes go home with the Saxon army") {
  BfeldBattle t;
  int pursuer = t.saxon("Saxon horse", Arm::HC, 3, 6, "2528");
  int foot = t.saxon("Saxon foot", Arm::HI, 6, 3, "1420");
  int boxed = t.leader("Bindauf", 1, "2020");
  auto run = t.b.run(Mode::Test);
  run->unit(pursuer).on_map = false;
  run->unit(pursuer).gone = "in pursuit";
  run->leader(boxed).on_map = false;
  run->leader(boxed).box = LeaderState::Box::InPursuit;
  run->board.rebuild();
  run->st->wp[1] = 125;
  saxon_withdrawal(run->ctx, run->board);
  REQUIRE(saxons_withdrawn(*run->st));
  CHECK(run->unit(foot).routed);
  CHECK(run->unit(pursuer).gone == "withdrew");
  CHECK(run->leader(boxed).box == LeaderState::Box::None);
  CHECK_FALSE(run->leader(boxed).on_map);
  CHECK(bfeld_wp(*run, 1) == 125);  // going home is no loss
}

TEST_CASE("LotN Breitenfeld, Never the Twain: no Swedish leader commands Saxons, nor a Saxon leader Swedes") {
  BfeldBattle t;
  int sax = t.saxon("Saxon foot", Arm::HI, 6, 3, "1420");
  int swe = t.swede("Swedish foot", Arm::HI, 8, 6, "1422");
  int gustav = t.leader("Gustavus", 0, "1518");
  int arnim = t.leader("Arnim", 1, "2020");
  auto run = t.b.run(Mode::Test);
  CHECK(twain_may_command(*run->st, gustav, swe));
  CHECK_FALSE(twain_may_command(*run->st, gustav, sax));
  CHECK(twain_may_command(*run->st, arnim, sax));
  CHECK_FALSE(twain_may_command(*run->st, arnim, swe));
}

TEST_CASE("LotN Breitenfeld, Saxon Hesitancy: no Saxon moves in 1400 unless shock-attacked") {
  BfeldBattle t;
  int a = t.saxon("Saxon foot A", Arm::HI, 6, 3, "1420");
  int b = t.saxon("Saxon foot B", Arm::HI, 6, 3, "1422");
  int swe = t.swede("Swedish foot", Arm::HI, 8, 6, "1424");
  int imp = t.imperial("Tilly's tercio", Arm::TE, 8, 6, "1620");
  auto run = t.b.run(Mode::Test);
  run->st->time = 14 * 60;
  CHECK_FALSE(saxon_may_move(*run->st, a));
  CHECK(saxon_may_move(*run->st, swe));
  saxon_shock_attacked(*run->st, a, swe);  // not an Imperialist: nothing
  CHECK_FALSE(saxon_may_move(*run->st, a));
  saxon_shock_attacked(*run->st, a, imp);
  CHECK(saxon_may_move(*run->st, a));
  CHECK_FALSE(saxon_may_move(*run->st, b));
  run->st->time = 14 * 60 + 30;
  CHECK(saxon_may_move(*run->st, b));
  BfeldBattle t2;
  t2.b.variant("saxon.hesitancy", 0);
  int c = t2.saxon("Saxon foot", Arm::HI, 6, 3, "1420");
  auto run2 = t2.b.run(Mode::Test);
  run2->st->time = 14 * 60;
  CHECK(saxon_may_move(*run2->st, c));
}

TEST_CASE("LotN Breitenfeld, Saxon Cut-Out: a Saxon leader killed, his units in range rout on a roll at or above TQ") {
  BfeldBattle t;
  int bindauf = t.leader("Bindauf", 1, "2020");  // range 4
  int a = t.saxon("Saxon horse A", Arm::HC, 3, 3, "2022");
  int b = t.saxon("Saxon horse B", Arm::HC, 3, 5, "2018");
  int far = t.saxon("Saxon horse C", Arm::HC, 3, 2, "2028");
  int swe = t.swede("Swedish horse", Arm::HC, 4, 2, "2021");
  int gustav = t.leader("Gustavus", 0, "2530");
  auto run = t.b.run(Mode::Test);
  // Not a Saxon leader, or not killed: nothing.
  CHECK(saxon_cut_out(run->ctx, run->board, gustav) == 0);
  CHECK(saxon_cut_out(run->ctx, run->board, bindauf) == 0);
  run->dice_source.push(3);  // A: 3 >= TQ 3, routs
  run->dice_source.push(4);  // B: 4 < TQ 5, holds
  remove_leader(run->ctx, bindauf, "killed", "a test");  // the Cut-Out follows at once
  CHECK(run->dice_source.remaining() == 0);
  CHECK(run->unit(a).routed);
  CHECK_FALSE(run->unit(b).routed);
  CHECK_FALSE(run->unit(far).routed);
  CHECK_FALSE(run->unit(swe).routed);
}

TEST_CASE("LotN Breitenfeld, Artillery Usage Table note: Swedish field and heavy guns in Torstensson's range fire in his phases") {
  BfeldBattle t;
  int torsten = t.leader("Torstensson", 0, "2020");
  int gustav = t.leader("Gustavus", 0, "2021");
  int field = t.swede("Swedish field guns", Arm::ArtField, 1, 5, "2024");
  int heavy_far = t.swede("Swedish heavy guns", Arm::ArtHeavy, 1, 5, "2025");
  int regimental = t.swede("regimental guns", Arm::ArtRegimental, 1, 5, "2022");
  int imp = t.imperial("Imperial field guns", Arm::ArtField, 1, 5, "2120");
  t.b.setup().leaders[static_cast<std::size_t>(torsten)].restriction = LeaderDef::Restriction::Artillery;
  auto run = t.b.run(Mode::Test);
  CHECK(torstensson_gun_may_fire(*run->st, torsten, field));        // 4 hexes: in range 4
  CHECK_FALSE(torstensson_gun_may_fire(*run->st, torsten, heavy_far));  // 5 hexes
  CHECK_FALSE(torstensson_gun_may_fire(*run->st, torsten, regimental));
  CHECK_FALSE(torstensson_gun_may_fire(*run->st, torsten, imp));
  CHECK_FALSE(torstensson_gun_may_fire(*run->st, gustav, field));
  run->leader(torsten).wounded = true;  // range 3
  CHECK_FALSE(torstensson_gun_may_fire(*run->st, torsten, field));
}

TEST_CASE("LotN Breitenfeld: the printed map's tags, W4202-W4218 for the raid, W1010-E1039 for the Saxon looters") {
  auto map = lotn_test::program_data().map("breitenfeld");
  REQUIRE(map != nullptr);
  BfeldBattle t;
  t.b.setup().map = std::make_shared<const MapData>(*map);
  int in = t.swede("Swedish horse", Arm::HC, 4, 6, "W4210");
  int out = t.swede("Swedish horse 2", Arm::HC, 4, 6, "W4220");
  int sax_in = t.saxon("Saxon foot", Arm::HI, 6, 3, "W1005");
  int sax_out = t.saxon("Saxon foot 2", Arm::HI, 6, 3, "E1030");
  auto run = t.b.run(Mode::Test);
  add_train(*run->st, 0, run->hex("W1520"));
  CHECK(exit_problem(*run->st, in, run->hex("W4210")) == "");
  CHECK(exit_problem(*run->st, out, run->hex("W4220")) != "");
  eliminate(run->ctx, sax_out, "routed off the map", "a test");
  unit_left_map(run->ctx, sax_out, run->hex("E1030"));  // outside the stretch: no roll
  eliminate(run->ctx, sax_in, "routed off the map", "a test");
  run->dice_source.push(1);  // odd: it goes home
  unit_left_map(run->ctx, sax_in, run->hex("W1005"));
  CHECK(run->dice_source.remaining() == 0);
  CHECK(bfeld_logged(*run->st, "Saxon foot routed off the map and rolls 1, odd: it goes home"));
}

namespace {

// Breitenfeld as the New dialog starts it (trial play unless `mode` says), with the umpire's maps if any.
std::shared_ptr<const Battle> bfeld_scenario(int mode, const nlohmann::json& maps = nlohmann::json()) {
  nlohmann::json options{{"scenario", "breitenfeld"}, {"variants", {{"data.mode", mode}}}};
  if (!maps.is_null()) options["maps"] = maps;
  GameStatePtr g = lotn::module()->new_game(JsonCursor(options, "options"), 3);
  return std::static_pointer_cast<const Battle>(g);
}

nlohmann::json bfeld_program_map() {
  for (const auto& f : data::embedded_maps())
    if (std::string(f.path).find("breitenfeld") != std::string::npos) return parse_json(f.text(), f.path);
  FAIL("no Breitenfeld map");
  return {};
}

// The trains of one army, by hex name.
std::vector<std::string> bfeld_trains_of(const Battle& st, const std::string& army) {
  std::vector<std::string> out;
  for (int k = 0; k < train_count(st); ++k) {
    Train tr = train_at(st, k);
    if (st.s->armies[static_cast<std::size_t>(tr.army)].id == army) out.push_back(hex_name(st, tr.hex));
  }
  return out;
}

}  // namespace

TEST_CASE("LotN Breitenfeld, baggage: the reconstructed trains behind the Swedes and the Saxons, read in trial play") {
  auto st = bfeld_scenario(2);
  CHECK(bfeld_trains_of(*st, "Swedish") == std::vector<std::string>{"W1215", "W1217", "W1219", "W1221"});
  CHECK(bfeld_trains_of(*st, "Saxon") == std::vector<std::string>{"E1237", "E1239"});
  CHECK(bfeld_trains_of(*st, "Imperialist").empty());  // Tilly's train is off the map (the raid)
  const HexGrid& grid = st->s->map->grid();
  Board board(*st);
  for (int k = 0; k < train_count(*st); ++k) {
    Train tr = train_at(*st, k);
    INFO(hex_name(*st, tr.hex));
    CHECK(st->s->map->facts(tr.hex).terrain == Terrain::Clear);
    CHECK(board.units_at(tr.hex).empty());
    CHECK(tr.hex.aa == 12);  // two hexes in from the north edge, the army's retreat edge (row 10)
    // Behind the army: north of every unit of its army.
    for (std::size_t i = 0; i < st->units.size(); ++i)
      if (st->s->units[i].army == tr.army && st->units[i].on_map) CHECK(st->units[i].hex.aa > tr.hex.aa);
  }
  // The battle logs the reconstruction it read, as it logs a placeholder cell.
  int logged = 0;
  for (const auto& e : st->lookups)
    if (e.what.find("baggage train: its hexes") != std::string::npos) {
      CHECK(e.provenance == Provenance::Placeholder);
      CHECK(e.source.rfind("reconstructed: ", 0) == 0);
      ++logged;
    }
  CHECK(logged == 2);
  // Looting runs at Breitenfeld: an Imperialist unit within 4 hexes of the unguarded Swedish train checks.
  auto run_st = std::make_shared<Battle>(*st);
  int imp = -1;
  for (std::size_t i = 0; i < run_st->units.size() && imp < 0; ++i)
    if (run_st->s->units[i].side == 1 && run_st->units[i].on_map && !is_artillery(run_st->s->units[i].arm))
      imp = static_cast<int>(i);
  REQUIRE(imp >= 0);
  run_st->units[static_cast<std::size_t>(imp)].hex = *grid.parse("W1419");
  run_st->units[static_cast<std::size_t>(imp)].second.reset();
  ScriptedDice dice_source({9});
  Dice dice(dice_source);
  ScriptedDecisions answers;
  Decisions decisions(&answers);
  Said say;
  say.log = &run_st->log;
  Tables tables(*run_st->s->data, run_st->s->mode);
  Ctx ctx{*run_st, dice, decisions, say, tables};
  Board run_board(*run_st);
  CHECK(looting_check(ctx, run_board, imp));  // 9 is above any TQ: it loots
  CHECK(dice_source.remaining() == 0);
}

TEST_CASE("LotN Breitenfeld, baggage: the umpire's map's own train tag wins; strict play still lacks the hexes") {
  nlohmann::json map = bfeld_program_map();
  map["tags"].push_back({{"kind", "baggage"}, {"army", "Swedish"}, {"at", {"W1330"}}, {"source", "user: printed map"}});
  auto st = bfeld_scenario(2, nlohmann::json{{"breitenfeld", map}});
  CHECK(bfeld_trains_of(*st, "Swedish") == std::vector<std::string>{"W1330"});
  CHECK(bfeld_trains_of(*st, "Saxon") == std::vector<std::string>{"E1237", "E1239"});  // untagged: reconstructed
  int logged = 0;
  for (const auto& e : st->lookups) logged += e.what.find("baggage train: its hexes") != std::string::npos ? 1 : 0;
  CHECK(logged == 1);

  // Strict play reads no reconstruction: the Swedish train's hexes are still missing, named; provisional play reads
  // them; a map that tags the train gives them in strict play too.
  auto program = std::make_shared<const DataSet>(load_program_data_with_reconstructions());
  auto has = [](const std::vector<std::string>& lines, const std::string& part) {
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.find(part) != std::string::npos; });
  };
  CHECK(has(scenario_missing(*program, "breitenfeld", Mode::Strict), "no deployment row places the Swedish baggage train"));
  CHECK_FALSE(has(scenario_missing(*program, "breitenfeld", Mode::Provisional), "the Swedish baggage train"));
  auto painted = battle_data(nlohmann::json(), nlohmann::json{{"breitenfeld", map}});
  CHECK_FALSE(has(scenario_missing(*painted, "breitenfeld", Mode::Strict), "the Swedish baggage train"));
  // Strict play still refuses Breitenfeld in words (its counters and map), and loads nothing half-way.
  CHECK_THROWS_WITH_AS(bfeld_scenario(0), doctest::Contains("cannot be set up for strict play"), UserError);

  // `umpire lotn check` lists them as reconstructed.
  CheckOptions o;
  o.scenario = "breitenfeld";
  std::string report = check_report(*program, o);
  CHECK(report.find("  Baggage: the Swedish baggage train in W1215, W1217, W1219, W1221 (reconstructed, read in "
                    "provisional and trial play; a map's own baggage tag for the Swedish army places it instead): "
                    "reconstructed: ") != std::string::npos);
  CHECK(report.find("  Baggage: the Saxon baggage train in E1237, E1239 (reconstructed") != std::string::npos);
}
