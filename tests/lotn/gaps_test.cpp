// Lion of the North, rules version 3: the stacking check every mover asks
// (LotN 6.5, 6.55, 10.35, 12.36) after a rout and at a return from the
// pursuit boxes; returning cavalry's entry hex and facing (9.64); Lützen's
// town light hex by hex (a setting); the Fog rules counting the MP a caracole
// spent before its ride-off (8.32). Each case with scripted dice and answers,
// and a battle begun under rules version 2 as it was fought.
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lotn/effects.h"
#include "lotn/hex_facing.h"
#include "lotn/hex_stacking.h"
#include "lotn/lutzen_rules.h"
#include "lotn/movement.h"
#include "lotn/pursuit.h"
#include "lotn_battle_fixture.h"
#include "shock_fixture.h"

using namespace umpire;
using namespace umpire::lotn;

namespace {

// ---- the rout blocked in a friend's hex

// A Swedish LC beside an enemy HC; the one hex it may rout to holds a friendly HC, and every other hex around
// both holds a friendly tercio (never entered, 6.55).
struct GapsRout {
  lotn_test::ShockWorld w{false};
  Hex start, friend_hex, cause;
  int lc = -1, hc = -1;
  explicit GapsRout(int rules) {
    w.leader("Gustav Adolf", 0, 0, 6, w.at(12, 12));
    w.leader("Wallenstein", 1, 0, 6, w.at(1, 1));
    start = w.at(6, 6);
    cause = w.beside(start, 0);
    friend_hex = w.beside(start, 3);
    lc = w.unit("Smaland LC", 0, Arm::LC, 4, 6, 4, start, 0, 0);
    hc = w.unit("Vastgota HC", 0, Arm::HC, 3, 6, 4, friend_hex, 0, 0);
    w.unit("Piccolomini", 1, Arm::HC, 4, 7, 5, cause, 3, 0);
    std::vector<Hex> used{start, friend_hex, cause};
    int n = 0;
    auto tercio = [&](const Hex& h) {
      if (std::find(used.begin(), used.end(), h) != used.end()) return;
      used.push_back(h);
      w.unit("Tercio " + std::to_string(++n), 0, Arm::TE, 6, 7, 5, h, 0, 4);
    };
    for (int k = 0; k < 6; ++k) tercio(w.beside(start, k));
    for (int k = 0; k < 6; ++k) tercio(w.beside(friend_hex, k));
    w.start({1});  // the HC passed through holds (6.55)
    w.st->rules = rules;
    w.u(lc).routed = w.u(lc).disrupted = true;
  }
  void rout() { rout_move(*w.ctx, lc, 2, cause, false); }
};

// ---- the pursuit boxes

// Stalhandske in the Regrouped box with the Finland HC (2 SP), Regrouped last turn; Piccolomini's CR on the map.
// The Swedish box's map edge is the Imperial retreat edge.
struct GapsReturn {
  lotn_test::ShockWorld w{true};
  int horse = -1, finland = -1, foe = -1;
  std::vector<Hex> edge;
  std::shared_ptr<MapData> map;
  explicit GapsReturn(int rules, int advanced_li = 0) {
    w.setup->mode = Mode::Provisional;  // the reconstructed Castle row: no cavalry may enter a castle
    w.setup->variants["optional.advanced_li"] = advanced_li;
    map = std::const_pointer_cast<MapData>(w.setup->map);
    horse = w.leader("Stalhandske", 0, 2, 4, w.at(9, 6));
    w.setup->leaders.back().restriction = LeaderDef::Restriction::Cavalry;
    w.leader("Wallenstein", 1, 3, 4, w.at(12, 12));
    finland = w.unit("Finland HC", 0, Arm::HC, 2, 8, 5, w.at(9, 9), 0, 0);
    foe = w.unit("Piccolomini CR", 1, Arm::CR, 4, 8, 3, w.at(8, 2), 0, 0);
    w.start({});
    w.st->rules = rules;
    w.st->turn = 2;
    UnitState& f = w.u(finland);
    f.on_map = false;
    f.gone = "in pursuit";
    f.regrouped = 1;
    LeaderState& l = w.l(horse);
    l.on_map = false;
    l.box = LeaderState::Box::Regrouped;
    edge = pursuit_edge(*w.st, 0);
    REQUIRE(edge.size() >= 6);
  }
  // A Swedish unit standing on the edge.
  int stand(const std::string& name, Arm arm, int sp, const Hex& h, int facing) {
    w.setup->units.push_back(w.setup->units[static_cast<std::size_t>(finland)]);
    UnitDef& d = w.setup->units.back();
    d.id = d.name = name;
    d.arm = arm;
    d.fire_sp = sp;
    d.shock_sp = is_heavy_infantry(arm) ? sp / 2 + 1 : sp;
    UnitState s;
    s.hex = h;
    s.facing = facing;
    w.st->units.push_back(s);
    w.board->rebuild();
    return static_cast<int>(w.st->units.size()) - 1;
  }
  bool may_return_at(const Hex& h) {
    w.board->rebuild();
    std::vector<Hex> hs = return_hexes(*w.st, *w.board, finland);
    return std::find(hs.begin(), hs.end(), h) != hs.end();
  }
};

// ---- Lützen's light

// A Lützen map with one town hex, 2020 (rows 10-30, BB 10-36; SW is the hexside toward BB+1).
std::shared_ptr<const MapData> gaps_lutzen_map() {
  static const auto map = std::make_shared<const MapData>(read_map(nlohmann::json::parse(R"({
    "format": "lotn-map/1", "id": "gaps-lutzen", "name": "Lützen light test map", "source": "test: synthetic",
    "grid": {"orientation": "rows", "aa_grows": "south", "bb_grows": "west", "offset": "even", "source": "test",
             "sections": [{"prefix": "", "aa": [10, 30], "bb": [10, 36], "source": "test"}]},
    "compass": {"vertices": {"NW": 0, "NE": 1, "E": 2, "SE": 3, "SW": 4, "W": 5},
                "hexsides": {"N": 0, "NE": 1, "SE": 2, "S": 3, "SW": 4, "NW": 5}, "source": "test"},
    "default_hex": {"terrain": "clear", "source": "test"},
    "hexes": [{"at": ["2020"], "terrain": "town", "source": "test"},
              {"at": ["2014"], "terrain": "woods", "source": "test"}]
  })"),
                                                                            "Lützen light test map"));
  return map;
}

// The 1700 turn (Dark: Heavy) at Lützen; the Finland HC (MA 8) in 2016, lit by the town (Dusk: Light). The woods
// in 2014 lie in the dark.
struct GapsLight {
  lotn_test::BattleBuilder b;
  int hc = -1;
  std::unique_ptr<lotn_test::BattleRun> run;
  explicit GapsLight(int setting) {
    b.setup().scenario = "lutzen";
    b.setup().map = gaps_lutzen_map();
    b.setup().data = std::shared_ptr<const DataSet>(&lotn_test::program_data(), [](const DataSet*) {});
    b.setup().first_turn = 10 * 60;
    b.setup().last_turn = 17 * 60;
    b.setup().dusk = 16 * 60;
    b.setup().dark = 17 * 60;
    b.variant("lutzen.town_light_move", setting);
    hc = b.unit(lotn_test::BattleBuilder::make("finland", "Finland HC", 0, Arm::HC, 4, 6), "2016", 0);
    b.unit(lotn_test::BattleBuilder::make("breuner", "Breuner brigade", 1, Arm::HI, 6, 6), "2810", 0);
    run = b.run(Mode::Provisional);
    run->st->time = 17 * 60;
    run->st->visibility = Visibility::Heavy;
  }
  // Where a move stands before it enters its last hex.
  Hex before_last(const MoveOption& o) const {
    Hex at = run->unit(hc).hex, before = at;
    for (const MoveStep& s : o.path)
      if (s.enters) {
        before = at;
        at = s.hex;
      }
    return before;
  }
  // A move of half the MA or less (no drift by the lit hex it sets out from) whose last hex is entered from a
  // dark hex.
  MoveOption out_of_the_light() {
    std::optional<MoveOption> best;
    for (const MoveOption& o : move_options(*run->st, run->board, hc))
      if (o.hexes > 1 && !o.second && o.mp * 2 <= 8 &&
          hex_visibility(*run->st, before_last(o)) == Visibility::Heavy && (!best || o.mp < best->mp))
        best = o;
    REQUIRE(best.has_value());
    return *best;
  }
};

// ---- the caracole's ride-off in the fog

// Reiters (CR, MA 8) beside Wahl's tercio, facing it, having spent `spent` MP on the caracole's approach; Light
// visibility (Dusk).
struct GapsCaracole {
  lotn_test::BattleBuilder b;
  int cr = -1, wahl = -1;
  std::unique_ptr<lotn_test::BattleRun> run;
  Hex target;
  GapsCaracole(int rules, int spent) {
    b.setup().data = std::shared_ptr<const DataSet>(&lotn_test::test_tables(), [](const DataSet*) {});
    b.rules(rules);
    auto d = lotn_test::BattleBuilder::make("reiters", "Reiters", 0, Arm::CR, 4, 6);
    d.fr_caracole = 1;
    cr = b.unit(d, "2020", 0);
    wahl = b.unit(lotn_test::BattleBuilder::make("wahl", "Wahl's tercio", 1, Arm::HI, 6, 6), "2019", 0);
    run = b.run(Mode::Test);
    run->st->visibility = Visibility::Light;
    const HexGrid& grid = run->st->s->map->grid();
    target = run->unit(wahl).hex;
    // The tercio faces the reiters; the reiters face it.
    for (int f = 0; f < 6; ++f) {
      run->unit(wahl).facing = f;
      if (arc_of(grid, shape(*run->st, wahl), run->unit(cr).hex) == Arc::Front) break;
    }
    for (int f = 0; f < 6; ++f) {
      run->unit(cr).facing = f;
      if (arc_of(grid, shape(*run->st, cr), target) == Arc::Front) break;
    }
    UnitState& u = run->unit(cr);
    u.moved = u.fired = u.caracoled = true;
    u.mp_spent = spent;
    run->board.rebuild();
  }
  // A ride-off of at most half the MA 8 that, with the approach's MP, spends more than half of it.
  std::optional<MoveOption> ride() {
    const int spent = run->unit(cr).mp_spent;
    for (const MoveOption& o : ride_off_options(*run->st, run->board, cr, target))
      if (o.hexes > 0 && o.mp * 2 <= 8 && (spent + o.mp) * 2 > 8) return o;
    return std::nullopt;
  }
};

// ---- the Halle Detachment's entry

// A Lützen map with the Halle Detachment's entry line, 1030-1035.
std::shared_ptr<const MapData> gaps_halle_map() {
  static const auto map = std::make_shared<const MapData>(read_map(nlohmann::json::parse(R"({
    "format": "lotn-map/1", "id": "gaps-halle", "name": "Halle entry test map", "source": "test: synthetic",
    "grid": {"orientation": "rows", "aa_grows": "south", "bb_grows": "west", "offset": "even", "source": "test",
             "sections": [{"prefix": "", "aa": [10, 30], "bb": [10, 36], "source": "test"}]},
    "compass": {"vertices": {"NW": 0, "NE": 1, "E": 2, "SE": 3, "SW": 4, "W": 5},
                "hexsides": {"N": 0, "NE": 1, "SE": 2, "S": 3, "SW": 4, "NW": 5}, "source": "test"},
    "default_hex": {"terrain": "clear", "source": "test"},
    "hexes": [{"at": ["2020"], "terrain": "town", "source": "test"}],
    "tags": [
      {"kind": "entry", "army": "Imperialist", "name": "Halle detachment", "line": ["1030", "1035"], "source": "test"},
      {"kind": "entry", "army": "Imperialist", "name": "Halle road", "at": ["1035"], "source": "test"}
    ]
  })"),
                                                                            "Halle entry test map"));
  return map;
}

// Pappenheim's dismounted dragoons (3 SP, Group A) arriving at 1200 by 1033 and 1032, where a Croat and a
// brigade of their own stand, facing as arrivals face.
struct GapsHalle {
  lotn_test::BattleBuilder b;
  int dragoons = -1;
  std::unique_ptr<lotn_test::BattleRun> run;
  GapsHalle(int rules, int advanced_li) {
    b.setup().scenario = "lutzen";
    b.setup().map = gaps_halle_map();
    b.setup().data = std::shared_ptr<const DataSet>(&lotn_test::program_data(), [](const DataSet*) {});
    b.setup().first_turn = 10 * 60;
    b.setup().last_turn = 17 * 60;
    b.setup().dusk = 16 * 60;
    b.setup().dark = 17 * 60;
    b.rules(rules);
    b.variant("optional.advanced_li", advanced_li);
    dragoons = b.unit(lotn_test::BattleBuilder::make("pappenheim_dg", "Pappenheim's dragoons", 1, Arm::DR, 3, 5),
                      "2510", 3);
    b.unit(lotn_test::BattleBuilder::make("isolano_lcrt", "Isolano's Croats", 1, Arm::LCrt, 2, 5), "1033", 3);
    b.unit(lotn_test::BattleBuilder::make("grana_hi", "Grana brigade", 1, Arm::HI, 5, 4), "1032", 3);
    b.unit(lotn_test::BattleBuilder::make("s1", "Finland", 0, Arm::HC, 4, 6), "2812", 0);
    run = b.run(Mode::Strict);
    run->unit(dragoons).on_map = false;
    run->unit(dragoons).gone = "not yet arrived";
    run->board.rebuild();
  }
  void arrive() {
    run->st->time = 11 * 60 + 30;  // Group A's entry recorded: west, by 1033 and 1032
    run->answers.push("west");
    run->answers.push("1033 1032");
    lutzen_reinforcements(run->ctx, run->board);
    run->st->time = 12 * 60;
    lutzen_reinforcements(run->ctx, run->board);
  }
};

bool gaps_log_has(const Battle& st, const std::string& part) {
  for (std::size_t i = 0; i < st.log.size(); ++i)
    if (st.log[i].find(part) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("LotN 6.55, 12.36 (rules 3): a rout blocked in a friend's hex does not stop there; it stays where it may and loses 2 SP") {
  GapsRout r(kRulesVersion);
  r.rout();
  INFO(r.w.all_text());
  CHECK(r.w.u(r.lc).hex == r.start);
  CHECK(r.w.u(r.lc).hits() == 2);
  CHECK(r.w.said_rule("LotN 6.55"));
  CHECK(r.w.said_text("Smaland LC is blocked in "));
  CHECK(r.w.said_text("where it may not stop beside Vastgota HC"));
  CHECK(r.w.said_text("Vastgota HC checks for Disruption (Smaland LC routed through its hex)"));
  CHECK(r.w.faces->remaining() == 0u);
  Board after(*r.w.st);
  CHECK(end_stack_problem(*r.w.st, after, r.lc, r.w.u(r.lc).hex, 0, false).empty());
}

TEST_CASE("LotN 6.55 (rules 2): a battle begun before rules version 3 leaves the blocked rout in its friend's hex") {
  GapsRout r(2);
  r.rout();
  CHECK(r.w.u(r.lc).hex == r.friend_hex);
  CHECK(r.w.u(r.lc).hits() == 0);
  CHECK(r.w.faces->remaining() == 0u);
}

TEST_CASE("LotN 6.51, 10.35: the one stacking check of every mover counts Dispersed light infantry under the optional rule") {
  for (int formation : {0, 1, 2}) {
    CAPTURE(formation);
    lotn_test::ShockWorld w(false);
    w.setup->variants["optional.advanced_li"] = formation;
    w.leader("Gustav Adolf", 0, 0, 6, w.at(12, 12));
    w.leader("Wallenstein", 1, 0, 6, w.at(1, 1));
    int a = w.unit("Monro's musketeers", 0, Arm::LI, 1, 6, 4, w.at(6, 6), 2, 0);
    int b = w.unit("Ramsay's musketeers", 0, Arm::LI, 1, 6, 4, w.at(6, 8), 2, 0);
    w.start({});
    std::string p = end_stack_problem(*w.st, *w.board, b, w.at(6, 6), 2, false);
    CHECK(p.empty() == (formation != 2));  // two LI of 1 SP: legal unless Dispersed (one unit a hex)
    if (formation == 2) CHECK(p.find("LotN 10.35") != std::string::npos);
    CHECK(stack_variants(*w.st).dispersed_li_rule == (formation != 0));
    // Its own hex is never a problem.
    CHECK(end_stack_problem(*w.st, *w.board, a, w.at(6, 6), 2, false).empty());
  }
}

TEST_CASE("LotN 9.64 (rules 3): the returning cavalry's player chooses where it enters and how it faces") {
  GapsReturn t(kRulesVersion);
  const Hex at = t.edge[4];
  t.w.answers.rules = {{"Finland HC returns from pursuit: where it enters", hex_name(*t.w.st, at)},
                       {"its facing", "face 2"}};
  int placed = return_cavalry(*t.w.ctx, t.horse, true);
  INFO(t.w.all_text());
  CHECK(placed == 1);
  CHECK(t.w.u(t.finland).on_map);
  CHECK(t.w.u(t.finland).hex == at);
  CHECK(t.w.u(t.finland).facing == 2);
  const DecisionRequest* q = t.w.answers.find("Finland HC returns from pursuit at ");
  REQUIRE(q != nullptr);
  CHECK(q->label.find(": its facing (LotN 9.64)") != std::string::npos);
  CHECK(q->side == "swedes");
  CHECK(q->options.size() == 6u);
  for (const auto& o : q->options) CHECK(o.id.rfind("face ", 0) == 0);
  // The doctrine's advice: its Front toward the nearest enemy, the CR.
  REQUIRE(q->advice.rfind("face ", 0) == 0);
  UnitShape sh;
  sh.hex = at;
  sh.facing = std::stoi(q->advice.substr(5));
  const HexGrid& grid = t.w.grid();
  const Hex cr = t.w.u(t.foe).hex;
  int nearest = 99;
  for (const Hex& f : facing_sets(grid, sh).front) nearest = std::min(nearest, grid.distance(f, cr));
  CHECK(nearest < grid.distance(at, cr));
}

TEST_CASE("LotN 9.64 (rules 2): a battle begun before rules version 3 faces its returning cavalry into the map unasked") {
  GapsReturn t(2);
  int placed = return_cavalry(*t.w.ctx, t.horse, true);
  CHECK(placed == 1);
  CHECK(t.w.answers.find("its facing") == nullptr);
  CHECK(t.w.answers.find("returns from pursuit: where it enters") != nullptr);
}

TEST_CASE("LotN 9.64, 6.51, 10.35 (rules 3): returning cavalry enters where it could legally stand: terrain, enemies, stacking") {
  GapsReturn t(kRulesVersion);
  Board& board = *t.w.board;
  // A castle (no cavalry, the reconstructed Castle row), a brigade (heavy infantry never stacks), an HC of 2 SP
  // (two heavy cavalry of 4 SP in all stack, 6.51[5]), light cavalry (never with heavy, 6.51[5]).
  t.map->facts(t.edge[0]).terrain = Terrain::Castle;
  t.stand("Yellow brigade", Arm::HI, 4, t.edge[1], 3);
  int hc = t.stand("Vastgota HC", Arm::HC, 2, t.edge[2], 4);
  t.stand("Ostgota LC", Arm::LC, 1, t.edge[3], 3);
  CHECK_FALSE(terrain_entry_problem(*t.w.st, board, t.finland, t.edge[0]).empty());
  CHECK_FALSE(t.may_return_at(t.edge[0]));
  CHECK_FALSE(t.may_return_at(t.edge[1]));
  CHECK(t.may_return_at(t.edge[2]));
  CHECK_FALSE(t.may_return_at(t.edge[3]));
  CHECK(t.may_return_at(t.edge[5]));
  // Before rules version 3 only a free hex was offered, the castle among them.
  std::vector<Hex> old = entry_hexes(*t.w.st, board, 0);
  CHECK(std::find(old.begin(), old.end(), t.edge[0]) != old.end());
  CHECK(std::find(old.begin(), old.end(), t.edge[2]) == old.end());
  // Entering beside the HC it takes the HC's facing, its only choice (6.53).
  t.w.answers.rules = {{"where it enters", hex_name(*t.w.st, t.edge[2])}};
  CHECK(return_cavalry(*t.w.ctx, t.horse, true) == 1);
  CHECK(t.w.u(t.finland).hex == t.edge[2]);
  CHECK(t.w.u(t.finland).facing == t.w.u(hc).facing);
  const DecisionRequest* q = t.w.answers.find("its facing");
  REQUIRE(q != nullptr);
  REQUIRE(q->options.size() == 1u);
  CHECK(q->options[0].id == "face 4");
  CHECK(q->options[0].text.find("LotN 6.53") != std::string::npos);
  // Optional 10.35: a light infantry unit of 3 SP stacks with cavalry (6.51[2]) unless it is Dispersed.
  for (int formation : {0, 1, 2}) {
    CAPTURE(formation);
    GapsReturn li(kRulesVersion, formation);
    li.stand("Monro's musketeers", Arm::LI, 3, li.edge[6], 1);
    CHECK(li.may_return_at(li.edge[6]) == (formation != 2));
  }
}

TEST_CASE("LotN 9.64, 9.65 (rules 3): with no hex it may enter, returning cavalry waits in the box; or is lost (pursuit.return_blocked)") {
  for (int blocked : {0, 1}) {
    CAPTURE(blocked);
    GapsReturn t(kRulesVersion);
    t.w.setup->variants["pursuit.return_blocked"] = blocked;
    for (const Hex& h : t.edge) t.map->facts(h).terrain = Terrain::Castle;
    CHECK(return_hexes(*t.w.st, *t.w.board, t.finland).empty());
    int placed = return_cavalry(*t.w.ctx, t.horse, true);
    INFO(t.w.all_text());
    CHECK(placed == 0);
    CHECK_FALSE(t.w.u(t.finland).on_map);
    if (blocked == 0) {
      CHECK(in_regrouped_box(*t.w.st, t.finland));
      CHECK(t.w.said_text("Finland HC waits in the Regrouped box: no hex of the map edge it may enter"));
      CHECK(t.w.st->wp[0] == 0);
    } else {
      CHECK_FALSE(in_regrouped_box(*t.w.st, t.finland));
      CHECK(t.w.u(t.finland).gone == "eliminated");
      CHECK(t.w.said_text("Finland HC finds no hex of the map edge it may enter and is lost"));
      CHECK(t.w.st->wp[0] > 0);
    }
  }
}

TEST_CASE("LotN Lützen, Is Lützen Burning? (lutzen.town_light_move): a move out of the light drifts by the hex it rolls in") {
  // The hex it sets out from (the default): lit, Light; half the MA 8 or less: no drift.
  {
    GapsLight t(0);
    CHECK(unit_visibility(*t.run->st, t.hc) == Visibility::Light);
    MoveOption o = t.out_of_the_light();
    CHECK_FALSE(o.drift);
    CHECK_FALSE(move_drifts(*t.run->st, t.hc, o));
    MoveReport rep = execute_move(t.run->ctx, t.run->board, t.hc, o);
    CHECK(rep.completed);
    CHECK(t.run->unit(t.hc).hex == o.hex);
  }
  // Each hex by its own light: before its last hex it stands in the dark (Heavy): it rolls, and a 7-9 stops it.
  {
    GapsLight t(1);
    MoveOption o = t.out_of_the_light();
    const Hex before = t.before_last(o);
    CHECK(o.drift);
    CHECK(move_drifts(*t.run->st, t.hc, o));
    t.run->dice_source.push(8);
    MoveReport rep = execute_move(t.run->ctx, t.run->board, t.hc, o);
    INFO(rep.stopped);
    CHECK_FALSE(rep.completed);
    CHECK(t.run->unit(t.hc).hex == before);
    CHECK(gaps_log_has(*t.run->st, "Finland HC rolls 8 for drift: it stops where it is"));
  }
}

TEST_CASE("LotN 8.32, Effects of Fog (rules 3): the caracole's ride-off counts the whole phase's MP for the drift") {
  // Approach 3 MP and a ride-off of 2 to 4: more than half the MA 8; the ride-off alone is not.
  for (int rules : {2, kRulesVersion}) {
    CAPTURE(rules);
    GapsCaracole t(rules, 3);
    std::optional<MoveOption> o = t.ride();
    REQUIRE(o.has_value());
    CHECK(o->drift);  // the options always counted the approach
    CHECK(move_drifts(*t.run->st, t.cr, *o) == (rules >= 3));
    t.run->dice_source.push(9);  // 9: it stops where it is
    MoveReport rep = execute_move(t.run->ctx, t.run->board, t.cr, *o);
    if (rules >= 3) {
      CHECK_FALSE(rep.completed);
      CHECK(gaps_log_has(*t.run->st, "Reiters rolls 9 for drift: it stops where it is"));
      CHECK(t.run->dice_source.remaining() == 0u);
    } else {
      CHECK(rep.completed);
      CHECK(t.run->dice_source.remaining() == 1u);
    }
  }
  // Approach and ride-off within half the MA: no roll.
  GapsCaracole low(kRulesVersion, 1);
  bool short_ride = false;
  for (const MoveOption& o : ride_off_options(*low.run->st, low.run->board, low.cr, low.target))
    if (o.hexes > 0 && (1 + o.mp) * 2 <= 8) {
      short_ride = true;
      CHECK_FALSE(o.drift);
      CHECK_FALSE(move_drifts(*low.run->st, low.cr, o));
    }
  CHECK(short_ride);
}

TEST_CASE("LotN 6.51, 10.35, 10.45 (rules 3): the Halle Detachment's entry keeps the Dispersed limit; a battle of rules 2 did not") {
  // Off: the dragoons (light infantry) stack with the Croats (6.51[2]); Dispersed (10.45: dismounted dragoons
  // always are, under 10.35) 3 SP exceed 10.35's 2, and the brigade's hex is closed to them: they wait.
  for (int advanced_li : {0, 2}) {
    CAPTURE(advanced_li);
    GapsHalle t(kRulesVersion, advanced_li);
    t.arrive();
    CHECK(t.run->answers.remaining() == 0u);
    CHECK(t.run->unit(t.dragoons).on_map == (advanced_li == 0));
    if (advanced_li == 2) CHECK(t.run->unit(t.dragoons).gone == "not yet arrived");
    if (advanced_li == 0) CHECK(hex_name(*t.run->st, t.run->unit(t.dragoons).hex) == "1033");
  }
  GapsHalle old(2, 2);
  old.arrive();
  CHECK(old.run->unit(old.dragoons).on_map);
  CHECK(hex_name(*old.run->st, old.run->unit(old.dragoons).hex) == "1033");
}

TEST_CASE("LotN Lützen, Is Lützen Burning? (lutzen.town_light_move): a terrain roll in a dark hex takes the Fog's +2") {
  // From lit 2015 one hex into the dark woods of 2014 (3 MP, not half the MA 8), rolling 5 against TQ 6.
  for (int setting : {0, 1}) {
    CAPTURE(setting);
    GapsLight t(setting);
    Battle& st = *t.run->st;
    t.run->unit(t.hc).hex = t.run->hex("2015");
    t.run->board.rebuild();
    REQUIRE(unit_visibility(st, t.hc) == Visibility::Light);
    const Hex woods = t.run->hex("2014");
    REQUIRE(hex_visibility(st, woods) == Visibility::Heavy);
    std::optional<MoveOption> into;
    for (const MoveOption& o : move_options(st, t.run->board, t.hc))
      if (o.hex == woods && o.hexes == 1 && (!into || o.mp < into->mp)) into = o;
    REQUIRE(into.has_value());
    REQUIRE(into->mp * 2 <= 8);
    REQUIRE(into->rolls == 1);
    CHECK_FALSE(into->drift);  // it stands in the light before its last hex
    t.run->dice_source.push(5);
    execute_move(t.run->ctx, t.run->board, t.hc, *into);
    CHECK(t.run->dice_source.remaining() == 0u);
    CHECK(t.run->unit(t.hc).disrupted == (setting == 1));  // 5 + 2 = 7 above TQ 6
    CHECK(gaps_log_has(st, "with +2") == (setting == 1));
  }
}
