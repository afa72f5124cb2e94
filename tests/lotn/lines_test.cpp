// Lion of the North: Line Commands (LotN 4.23-4.25, 4.29, the Line Command
// Eligibility Chart, optional 10.35, Breitenfeld's Ad Hoc Tercio Command).
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "lotn/command.h"
#include "lotn/lines.h"
#include "lotn_battle_fixture.h"

using namespace umpire;
using namespace umpire::lotn;
using lotn_test::BattleBuilder;
using lotn_test::BattleRun;

namespace {

// The small test map: rows straight, side 1 east (2020 -> 2019), side 4 west (2020 -> 2021); vertex 0 is north.
enum : int { lines_N = 0, lines_NE = 1, lines_SE = 2, lines_S = 3 };
enum : int { lines_sNE = 0, lines_sE = 1, lines_sSE = 2, lines_sSW = 3, lines_sW = 4, lines_sNW = 5 };

// A builder reading the program's chart in strict play (the chart is complete as printed).
BattleBuilder lines_builder() {
  BattleBuilder b;
  b.setup().data = std::shared_ptr<const DataSet>(&lotn_test::program_data(), [](const DataSet*) {});
  return b;
}

UnitDef lines_unit(const std::string& id, int side, Arm arm) {
  return BattleBuilder::make(id, id, side, arm, 6, 6);
}

// A leader with range and strategy set.
int lines_leader(BattleBuilder& b, const std::string& name, int side, const std::string& hex, int range,
                 int strategy = 3, bool oc = false) {
  int l = b.leader(name, side, hex, 5);
  LeaderDef& d = b.setup().leaders[static_cast<std::size_t>(l)];
  d.range = range;
  d.strategy = strategy;
  d.overall_commander = oc;
  d.line_commands = 1;
  return l;
}

Hex lines_step(const BattleRun& run, const Hex& from, int side, int n = 1) {
  Hex h = from;
  for (int i = 0; i < n; ++i) {
    auto x = run.st->s->map->grid().neighbour(h, side);
    REQUIRE(x.has_value());
    h = *x;
  }
  return h;
}

// The Lines as "composition:R|G:unit,unit" strings, to compare whole results.
std::vector<std::string> lines_summary(const BattleRun& run, const std::vector<Line>& lines) {
  std::vector<std::string> out;
  for (const Line& l : lines) {
    std::string s = std::to_string(l.composition) + (l.rigid ? ":G:" : ":R:");
    for (std::size_t i = 0; i < l.units.size(); ++i)
      s += (i ? "," : "") + run.st->s->units[static_cast<std::size_t>(l.units[i])].id;
    out.push_back(s);
  }
  return out;
}

// The Lines as a list doctest can print.
struct LinesOut : std::vector<std::string> {
  friend std::ostream& operator<<(std::ostream& os, const LinesOut& l) {
    os << "{";
    for (std::size_t i = 0; i < l.size(); ++i) os << (i ? ", " : "") << '"' << l[i] << '"';
    return os << "}";
  }
};

LinesOut lines_of(BattleRun& run, int leader) {
  run.board.rebuild();
  LinesOut out;
  for (auto& s : lines_summary(run, line_options(*run.st, run.board, leader))) out.push_back(s);
  return out;
}

bool lines_any_has(const std::vector<std::string>& lines, const std::string& a, const std::string& b) {
  for (const auto& s : lines) {
    auto units = s.substr(4) + ",";
    if (units.find(a + ",") != std::string::npos && units.find(b + ",") != std::string::npos) return true;
  }
  return false;
}

bool lines_logged(const BattleRun& run, const std::string& text) {
  for (const std::string& line : run.st->log)
    if (line.find(text) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("lotn lines: the Swedish compositions of the chart, each with its members") {
  BattleBuilder b = lines_builder();
  // Two brigades with a regimental gun between them, facing north along row 18.
  b.unit(lines_unit("h1", 0, Arm::HI), "1819", lines_N);
  b.unit(lines_unit("g", 0, Arm::ArtRegimental), "1820", lines_N);
  b.unit(lines_unit("h2", 0, Arm::HI), "1821", lines_N);
  // Cavalry and two LI along row 22.
  b.unit(lines_unit("c1", 0, Arm::HC), "2219", lines_N);
  b.unit(lines_unit("l1", 0, Arm::LI), "2220", lines_N);
  b.unit(lines_unit("l2", 0, Arm::LI), "2221", lines_N);
  int gus = lines_leader(b, "Gustavus", 0, "2020", 6, -1, true);
  auto run = b.run(Mode::Strict);
  run->board.rebuild();
  std::vector<Line> lines = line_options(*run->st, run->board, gus);
  CHECK(lines_summary(*run, lines) ==
        std::vector<std::string>{"1:R:h1,h2", "2:G:l1,l2", "3:G:c1,l1,l2", "4:G:h1,g,h2"});
  REQUIRE(lines.size() == 4);
  CHECK(lines[0].composition_words == "heavy infantry");
  CHECK(lines[1].composition_words == "light infantry");
  CHECK(lines[2].composition_words == "cavalry, light infantry, regimental artillery");
  CHECK(lines[3].composition_words == "heavy infantry and regimental artillery");
  CHECK(lines[0].words == "Line Command: heavy infantry, 2 units from 1819 to 1821 (Ragged Line)");
  CHECK(lines[3].words == "Line Command: heavy infantry and regimental artillery, 3 units from 1819 to 1821 (Rigid Line)");
  // Option ids are unique.
  for (std::size_t i = 0; i < lines.size(); ++i)
    for (std::size_t j = i + 1; j < lines.size(); ++j) CHECK(lines[i].id != lines[j].id);
  CHECK(lines[0].id == "line 1 1819");
}

TEST_CASE("lotn lines: the Imperialist compositions; cavalry with light infantry only at Lützen") {
  for (bool lutzen : {false, true}) {
    CAPTURE(lutzen);
    BattleBuilder b = lines_builder();
    if (lutzen) b.setup().scenario = "lutzen";
    b.unit(lines_unit("h1", 1, Arm::TE), "1819", lines_N);
    b.unit(lines_unit("g", 1, Arm::ArtRegimental), "1820", lines_N);
    b.unit(lines_unit("h2", 1, Arm::HI), "1821", lines_N);
    b.unit(lines_unit("c1", 1, Arm::CR), "2218", lines_N);
    b.unit(lines_unit("c2", 1, Arm::LC), "2219", lines_N);
    b.unit(lines_unit("l1", 1, Arm::LI), "2220", lines_N);
    b.unit(lines_unit("l2", 1, Arm::DR), "2221", lines_N);
    int tilly = lines_leader(b, "Tilly", 1, "2020", 6, -1, true);
    auto run = b.run(Mode::Strict);
    std::vector<std::string> expected{"1:R:h1,h2", "2:G:l1,l2", "3:G:c1,c2"};
    if (lutzen) expected.push_back("4:G:c1,c2,l1,l2");
    CHECK(lines_of(*run, tilly) == expected);
    // The Imperialist chart has no row for the regimental gun: it is in no Line, but it does not break one.
    if (lutzen) CHECK(line_options(*run->st, run->board, tilly).back().composition_words == "cavalry and light infantry");
  }
}

TEST_CASE("lotn lines: the synthetic copy of the chart serves battles in test mode") {
  BattleBuilder b;
  b.setup().data = std::shared_ptr<const DataSet>(&lotn_test::test_tables(), [](const DataSet*) {});
  b.unit(lines_unit("h1", 0, Arm::HI), "1819", lines_N);
  b.unit(lines_unit("h2", 0, Arm::HI), "1820", lines_N);
  int l = lines_leader(b, "Horn", 0, "2020", 4);
  auto run = b.run(Mode::Test);
  CHECK(lines_of(*run, l) == std::vector<std::string>{"1:G:h1,h2"});
}

TEST_CASE("lotn lines: field and heavy artillery never take a Line Command, and break a line in a gap") {
  BattleBuilder b = lines_builder();
  b.unit(lines_unit("h1", 0, Arm::HI), "1819", lines_N);
  b.unit(lines_unit("f", 0, Arm::ArtField), "1820", lines_N);
  b.unit(lines_unit("h2", 0, Arm::HI), "1821", lines_N);
  b.unit(lines_unit("h3", 0, Arm::HI), "1822", lines_N);
  b.unit(lines_unit("hv", 0, Arm::ArtHeavy), "1823", lines_N);
  int l = lines_leader(b, "Horn", 0, "2020", 6);
  auto run = b.run(Mode::Strict);
  LinesOut lines = lines_of(*run, l);
  // h1 is cut off by the field gun in the gap; h2-h3 stand flank to flank.
  CHECK(lines == std::vector<std::string>{"1:G:h2,h3"});
  for (const auto& s : lines) {
    CHECK(s.find("f") == std::string::npos);
    CHECK(s.find("hv") == std::string::npos);
  }
  // With a regimental gun in the gap instead, the three brigades are one Line (and Swedes 4 takes the gun).
  run->st->s = std::make_shared<Setup>(*run->st->s);
  const_cast<Setup&>(*run->st->s).units[1].arm = Arm::ArtRegimental;
  CHECK(lines_of(*run, l) == std::vector<std::string>{"1:R:h1,h2,h3", "4:G:h1,f,h2,h3"});
}

TEST_CASE("lotn lines: the two-hex chain and what a gap hex may hold") {
  // h1 at 2018 and h2 at 2020, two hexes apart on a row: the gap is 2019.
  auto make = [](const std::string& what, int variant_gap = 0) {
    BattleBuilder b = lines_builder();
    b.variant("line_command.gap_hexes", variant_gap);
    b.unit(lines_unit("h1", 0, Arm::HI), "2018", lines_N);
    b.unit(lines_unit("h2", 0, Arm::HI), "2020", lines_N);
    if (what == "enemy") b.unit(lines_unit("e", 1, Arm::HI), "2019", lines_S);
    if (what == "cavalry") b.unit(lines_unit("x", 0, Arm::HC), "2019", lines_N);
    if (what == "li") b.unit(lines_unit("x", 0, Arm::LI), "2019", lines_N);
    if (what == "gun") b.unit(lines_unit("x", 0, Arm::ArtRegimental), "2019", lines_N);
    if (what == "saxon") {
      b.setup().armies.push_back({"saxon", "Saxon army", 0, 100, MapEdge::North});
      UnitDef d = lines_unit("x", 0, Arm::HI);
      d.army = 2;
      b.unit(d, "2019", lines_N);
    }
    lines_leader(b, "Horn", 0, "2119", 6);
    return b;
  };
  auto lines_for = [&](const std::string& what) {
    BattleBuilder b = make(what);
    auto run = b.run(Mode::Strict);
    return lines_of(*run, 0);
  };
  CHECK(lines_any_has(lines_for(""), "h1", "h2"));
  CHECK_FALSE(lines_any_has(lines_for("enemy"), "h1", "h2"));
  CHECK_FALSE(lines_any_has(lines_for("cavalry"), "h1", "h2"));  // a friendly unit of another Line
  CHECK_FALSE(lines_any_has(lines_for("saxon"), "h1", "h2"));    // a unit of another army
  CHECK(lines_any_has(lines_for("li"), "h1", "h2"));             // commanded muskets may sit in a gap
  CHECK(lines_any_has(lines_for("gun"), "h1", "h2"));            // so may regimental guns
  CHECK(lines_for("") == std::vector<std::string>{"1:R:h1,h2"});

  SUBCASE("an enemy ZOC in the gap breaks the line unless a friendly unit negates it") {
    for (bool negated : {false, true}) {
      CAPTURE(negated);
      BattleBuilder b = make(negated ? "gun" : "");
      // An enemy brigade north-east of the gap, facing south: 2019 is in its front.
      auto probe = b.run(Mode::Strict);
      Hex enemy_at = lines_step(*probe, probe->hex("2019"), lines_sNE);
      b.unit(lines_unit("e", 1, Arm::HI), probe->st->s->map->grid().name(enemy_at), lines_S);
      auto run = b.run(Mode::Strict);
      run->board.rebuild();
      REQUIRE(run->board.enemy_zoc(run->hex("2019"), 0));
      CHECK(lines_any_has(lines_of(*run, 0), "h1", "h2") == negated);
    }
  }

  SUBCASE("an offset pair has two gap hexes: either clear will do, or both by variant") {
    for (int variant : {0, 1}) {
      CAPTURE(variant);
      BattleBuilder b = lines_builder();
      b.variant("line_command.gap_hexes", variant);
      auto probe = b.run(Mode::Strict);
      const HexGrid& grid = probe->st->s->map->grid();
      Hex a = probe->hex("2020");
      Hex ne = lines_step(*probe, a, lines_sNE);
      Hex e = lines_step(*probe, a, lines_sE);
      Hex far = lines_step(*probe, ne, lines_sE);
      REQUIRE(grid.distance(a, far) == 2);
      REQUIRE(grid.adjacent(e, far));
      b.unit(lines_unit("h1", 0, Arm::HI), "2020", lines_N);
      b.unit(lines_unit("h2", 0, Arm::HI), grid.name(far), lines_N);
      b.unit(lines_unit("x", 0, Arm::HC), grid.name(e), lines_N);  // one gap hex holds another Line's unit
      lines_leader(b, "Horn", 0, "2120", 6);
      auto run = b.run(Mode::Strict);
      CHECK(lines_any_has(lines_of(*run, 0), "h1", "h2") == (variant == 0));
    }
  }

  SUBCASE("three hexes apart is no line; a lone unit is a Line only by variant") {
    for (int lone : {0, 1}) {
      BattleBuilder b = lines_builder();
      b.variant("line_command.lone_unit", lone);
      b.unit(lines_unit("h1", 0, Arm::HI), "2017", lines_N);
      b.unit(lines_unit("h2", 0, Arm::HI), "2020", lines_N);
      lines_leader(b, "Horn", 0, "2118", 6);
      auto run = b.run(Mode::Strict);
      LinesOut lines = lines_of(*run, 0);
      CHECK_FALSE(lines_any_has(lines, "h1", "h2"));
      if (lone == 0) CHECK(lines.empty());
      else CHECK(lines == std::vector<std::string>{"1:R:h1", "1:R:h2"});
    }
  }
}

TEST_CASE("lotn lines: Ragged takes the units in range; Rigid takes the whole line at any distance") {
  // Seven brigades flank to flank along row 20 (2012-2018), the leader at the east end with range 2.
  BattleBuilder b = lines_builder();
  for (int bb = 12; bb <= 18; ++bb)
    b.unit(lines_unit("h" + std::to_string(bb), 0, Arm::HI), "20" + std::to_string(bb), lines_N);
  int l = lines_leader(b, "Horn", 0, "2111", 2);
  auto run = b.run(Mode::Strict);
  CHECK(lines_of(*run, l) == std::vector<std::string>{"1:G:h12,h13,h14,h15,h16,h17,h18"});

  SUBCASE("one brigade turned: a Ragged line in range, and the rigid stretch beyond offered on its own") {
    run->unit(3).facing = lines_NE;  // h15
    LinesOut lines = lines_of(*run, l);
    // In range (path length <= 2 from 2111): h12, h13; the rigid stretch h12-h14 reaches beyond and is offered on
    // its own. The stretch h16-h18 is more than 2 hexes from him (requirement 1).
    CHECK(lines == std::vector<std::string>{"1:R:h12,h13", "1:G:h12,h13,h14"});
    // The leader steps west to 2115 (in range: 2014-2017): both stretches reach beyond his range.
    run->leader(l).hex = run->hex("2115");
    lines = lines_of(*run, l);
    CHECK(lines == std::vector<std::string>{"1:R:h14,h15,h16,h17", "1:G:h12,h13,h14", "1:G:h16,h17,h18"});
  }

  SUBCASE("front to rear: a column of brigades one behind the other") {
    BattleBuilder c = lines_builder();
    auto probe = c.run(Mode::Strict);
    Hex h = probe->hex("2020");
    for (int i = 0; i < 4; ++i) {
      c.unit(lines_unit("r" + std::to_string(i), 0, Arm::HI), probe->st->s->map->grid().name(h), lines_N);
      h = lines_step(*probe, h, lines_sNE);
    }
    int leader = lines_leader(c, "Horn", 0, "2120", 1);
    auto run2 = c.run(Mode::Strict);
    CHECK(lines_of(*run2, leader) == std::vector<std::string>{"1:G:r0,r1,r2,r3"});
    // Turned about one is no longer front to rear: Ragged, range 1 from 2120 reaches r0 only.
    run2->unit(2).facing = lines_S;
    CHECK(lines_of(*run2, leader) == std::vector<std::string>{"1:R:r0", "1:G:r0,r1"});
  }
}

TEST_CASE("lotn lines: double-sized brigades end to end are flank to flank") {
  BattleBuilder b = lines_builder();
  UnitDef a = lines_unit("a", 0, Arm::HI), c = lines_unit("c", 0, Arm::HI);
  a.double_sized = c.double_sized = true;
  b.unit(a, "2020", lines_N, std::string("2019"));
  b.unit(c, "2018", lines_N, std::string("2017"));
  int l = lines_leader(b, "Horn", 0, "2120", 1);  // next to 2020
  auto run = b.run(Mode::Strict);
  const HexGrid& grid = run->st->s->map->grid();
  REQUIRE(shape_problem(grid, shape(*run->st, 0)).empty());
  REQUIRE(shape_problem(grid, shape(*run->st, 1)).empty());
  REQUIRE_FALSE(in_command_range(*run->st, run->board, l, run->hex("2018"), false));
  REQUIRE_FALSE(in_command_range(*run->st, run->board, l, run->hex("2017"), false));
  CHECK(lines_of(*run, l) == std::vector<std::string>{"1:G:a,c"});
  // Facing the other way, the far brigade is out of a Ragged Line beyond his range of 1.
  run->unit(1).facing = lines_S;
  CHECK(lines_of(*run, l) == std::vector<std::string>{"1:R:a"});
  auto lines = line_options(*run->st, run->board, l);
  REQUIRE(lines.size() == 1);
  CHECK(lines[0].words == "Line Command: heavy infantry, 1 unit at 2020 (Ragged Line)");
}

TEST_CASE("lotn lines: a Death Star (one tercio before two) is a Rigid Line (LotN 10.14)") {
  BattleBuilder b = lines_builder();
  auto probe = b.run(Mode::Strict);
  const HexGrid& grid = probe->st->s->map->grid();
  Hex a = probe->hex("2020");
  b.unit(lines_unit("t1", 1, Arm::TE), "2020", lines_N);
  b.unit(lines_unit("t2", 1, Arm::TE), grid.name(lines_step(*probe, a, lines_sE)), lines_N);
  b.unit(lines_unit("t3", 1, Arm::TE), grid.name(lines_step(*probe, a, lines_sNE)), lines_N);
  int l = lines_leader(b, "Wahl", 1, "1010", 1);  // far out of range
  auto run = b.run(Mode::Strict);
  run->leader(l).hex = lines_step(*run, lines_step(*run, a, lines_sW), lines_sW);  // two hexes west of t1
  CHECK(lines_of(*run, l) == std::vector<std::string>{"1:G:t1,t2,t3"});
  run->unit(2).facing = lines_NE;  // the front tercio turned: the formation is gone
  // Ragged: nothing within his range of 1, so only the rear pair, flank to flank, as a Rigid Line.
  CHECK(lines_of(*run, l) == std::vector<std::string>{"1:G:t1,t2"});
}

TEST_CASE("lotn lines: in Heavy Fog or Dark the members must be adjacent") {
  BattleBuilder b = lines_builder();
  b.unit(lines_unit("h1", 0, Arm::HI), "2018", lines_N);
  b.unit(lines_unit("h2", 0, Arm::HI), "2020", lines_N);
  b.unit(lines_unit("h3", 0, Arm::HI), "2021", lines_NE);  // adjacent to h2, not flank to flank (other facing)
  int l = lines_leader(b, "Horn", 0, "2020", 4);             // stacked with h2
  auto run = b.run(Mode::Strict);
  CHECK(lines_of(*run, l) == std::vector<std::string>{"1:R:h1,h2,h3"});
  run->st->visibility = Visibility::Heavy;
  CHECK(lines_of(*run, l) == std::vector<std::string>{"1:R:h2,h3"});
  run->st->visibility = Visibility::Light;
  CHECK(lines_of(*run, l) == std::vector<std::string>{"1:R:h1,h2,h3"});
}

TEST_CASE("lotn lines: requirement 1, the leader within two hexes of the line with a clear line of sight") {
  BattleBuilder b = lines_builder();
  b.unit(lines_unit("h1", 0, Arm::HI), "2018", lines_N);
  b.unit(lines_unit("h2", 0, Arm::HI), "2019", lines_N);
  int cav = b.unit(lines_unit("c", 0, Arm::HC), "1010", lines_N);
  int l = lines_leader(b, "Horn", 0, "2016", 6);  // two hexes east of h1, on the row
  auto run = b.run(Mode::Strict);
  CHECK(lines_of(*run, l) == std::vector<std::string>{"1:G:h1,h2"});
  // A combat unit in the hex between: no line of sight, no Line.
  run->place(cav, "2017");
  CHECK(lines_of(*run, l).empty());
  run->place(cav, "1010");
  // Too far: three hexes.
  run->leader(l).hex = run->hex("2015");
  CHECK(lines_of(*run, l).empty());
  // Heavy Fog limits the sight to one hex (variant line_command.heavy_fog_reach), or not.
  run->leader(l).hex = run->hex("2016");
  run->st->visibility = Visibility::Heavy;
  CHECK(lines_of(*run, l).empty());
  run->leader(l).hex = run->hex("2017");
  CHECK(lines_of(*run, l) == std::vector<std::string>{"1:G:h1,h2"});
  run->leader(l).hex = run->hex("2016");
  run->st->s = std::make_shared<Setup>(*run->st->s);
  const_cast<Setup&>(*run->st->s).variants["line_command.heavy_fog_reach"] = 1;
  CHECK(lines_of(*run, l) == std::vector<std::string>{"1:G:h1,h2"});
}

TEST_CASE("lotn lines: requirement 1 — woods between leader and line block the sight") {
  // 1515 is woods on the small map: leader at 1514, line at 1516-1517 (two hexes along row 15).
  BattleBuilder b = lines_builder();
  b.unit(lines_unit("h1", 0, Arm::HI), "1516", lines_N);
  b.unit(lines_unit("h2", 0, Arm::HI), "1517", lines_N);
  int l = lines_leader(b, "Horn", 0, "1514", 6);
  auto run = b.run(Mode::Strict);
  CHECK(lines_of(*run, l).empty());
  run->leader(l).hex = run->hex("1618");
  CHECK(lines_of(*run, l) == std::vector<std::string>{"1:G:h1,h2"});
}

TEST_CASE("lotn lines: requirement 2 — overall commander, in his range, the first turn, or the Strategy roll") {
  BattleBuilder b = lines_builder();
  b.setup().armies.push_back({"saxon", "Saxon army", 0, 100, MapEdge::North});
  int gus = lines_leader(b, "Gustavus", 0, "2020", 4, -1, true);
  int horn = lines_leader(b, "Horn", 0, "2023", 4, 4);    // 3 hexes from Gustavus
  int baner = lines_leader(b, "Banér", 0, "1010", 4, 4);  // far away
  int bindauf = lines_leader(b, "Bindauf", 0, "2022", 4, -1);
  int arnim = lines_leader(b, "Saxon", 0, "2021", 4, 2);
  b.setup().leaders[static_cast<std::size_t>(arnim)].army = 2;  // a Saxon: Gustavus's range does not serve him
  auto run = b.run(Mode::Strict);
  run->st->turn = 2;
  Ctx& c = run->ctx;

  CHECK(line_command_eligible(c, run->board, gus));
  CHECK(lines_logged(*run, "Gustavus is the overall commander: he may give Line Commands (LotN 4.25)"));
  CHECK(line_command_eligible(c, run->board, horn));
  CHECK(lines_logged(*run, "Horn is within Gustavus's Command Range"));
  CHECK(run->dice_source.remaining() == 0);

  // Out of range: the Strategy roll, d10 <= 4 passes (a face of 10 reads 0).
  run->dice_source.push(4);
  CHECK(line_command_eligible(c, run->board, baner));
  run->dice_source.push(5);
  CHECK_FALSE(line_command_eligible(c, run->board, baner));
  CHECK(lines_logged(*run, "Banér rolls 5 against his Strategy of 4: Individual Orders only this activation (LotN 4.25)"));
  run->dice_source.push(10);
  CHECK(line_command_eligible(c, run->board, baner));
  // The Saxon rolls although he stands in Gustavus's range.
  run->dice_source.push(3);
  CHECK_FALSE(line_command_eligible(c, run->board, arnim));
  CHECK(run->dice_source.remaining() == 0);
  // No Strategy rating: never, with no roll.
  CHECK_FALSE(line_command_eligible(c, run->board, bindauf));
  CHECK(run->dice_source.remaining() == 0);

  // Horn beyond the range once Gustavus is gone: he rolls.
  run->leader(gus).on_map = false;
  run->dice_source.push(9);
  CHECK_FALSE(line_command_eligible(c, run->board, horn));
  CHECK(run->dice_source.remaining() == 0);

  // The first turn: every leader with a Strategy rating, no roll.
  run->st->turn = 1;
  CHECK(line_command_eligible(c, run->board, baner));
  CHECK(line_command_eligible(c, run->board, arnim));
  CHECK_FALSE(line_command_eligible(c, run->board, bindauf));
  CHECK(run->dice_source.remaining() == 0);
}

TEST_CASE("lotn lines: Breitenfeld's Johan Georg rolls for Line Commands unless the variant makes him the Saxon OC") {
  for (int variant : {0, 1}) {
    CAPTURE(variant);
    BattleBuilder b = lines_builder();
    b.setup().scenario = "breitenfeld";
    b.variant("saxon.johan_georg_auto_lc", variant);
    b.setup().armies.push_back({"saxon", "Saxon army", 0, 100, MapEdge::North});
    int gus = lines_leader(b, "Gustavus", 0, "2020", 4, -1, true);
    int jg = lines_leader(b, "Johan Georg", 0, "2021", 4, 2);
    b.setup().leaders[static_cast<std::size_t>(jg)].id = "johan_georg";
    b.setup().leaders[static_cast<std::size_t>(jg)].army = 2;
    auto run = b.run(Mode::Strict);
    run->st->turn = 3;
    CHECK(overall_commander_of(*run->st, jg) == (variant == 1 ? jg : -1));
    CHECK(overall_commander_of(*run->st, gus) == gus);
    if (variant == 0) run->dice_source.push(7);  // next to Gustavus, but he must roll
    CHECK(line_command_eligible(run->ctx, run->board, jg) == (variant == 1));
    CHECK(run->dice_source.remaining() == 0);
  }
}

TEST_CASE("lotn lines: a leader's Command Restriction (4.29) and Torstensson's guns") {
  BattleBuilder b = lines_builder();
  b.unit(lines_unit("h1", 0, Arm::HI), "1819", lines_N);
  b.unit(lines_unit("g", 0, Arm::ArtRegimental), "1820", lines_N);
  b.unit(lines_unit("h2", 0, Arm::HI), "1821", lines_N);
  b.unit(lines_unit("c1", 0, Arm::HC), "2219", lines_N);
  b.unit(lines_unit("c2", 0, Arm::HC), "2220", lines_N);
  int bulach = lines_leader(b, "Bulach", 0, "2020", 6);
  int torst = lines_leader(b, "Torstensson", 0, "2020", 6);
  b.setup().leaders[static_cast<std::size_t>(bulach)].restriction = LeaderDef::Restriction::Cavalry;
  b.setup().leaders[static_cast<std::size_t>(torst)].restriction = LeaderDef::Restriction::Artillery;
  auto run = b.run(Mode::Strict);
  CHECK(lines_of(*run, bulach) == std::vector<std::string>{"3:G:c1,c2"});
  CHECK(lines_of(*run, torst) == std::vector<std::string>{"4:G:g"});
}

TEST_CASE("lotn lines: routed, gone and already moved units take no part; a Line with none is left out") {
  BattleBuilder b = lines_builder();
  b.unit(lines_unit("h1", 0, Arm::HI), "2018", lines_N);
  b.unit(lines_unit("h2", 0, Arm::HI), "2019", lines_N);
  b.unit(lines_unit("h3", 0, Arm::HI), "2020", lines_N);
  int l = lines_leader(b, "Horn", 0, "2119", 4);
  auto run = b.run(Mode::Strict);
  run->unit(0).moved = true;
  CHECK(lines_of(*run, l) == std::vector<std::string>{"1:G:h2,h3"});
  run->unit(1).routed = true;  // h1 and h3 are still two hexes apart, the routed h2 in the gap is of their kind
  CHECK(lines_of(*run, l) == std::vector<std::string>{"1:R:h3"});
  run->unit(2).on_map = false;
  run->unit(2).gone = "eliminated";
  CHECK(lines_of(*run, l).empty());
  // Not a leader on the map: none.
  run->unit(2).on_map = true;
  run->leader(l).on_map = false;
  CHECK(lines_of(*run, l).empty());
}

TEST_CASE("lotn lines: optional 10.35, Compact LI in the brigades' Line and the LI a cavalry Line may take") {
  auto lines_for = [](int advanced, int dispersed_with_cav, Arm li_arm) {
    BattleBuilder b = lines_builder();
    b.variant("optional.advanced_li", advanced);
    b.variant("line_command.dispersed_li_with_cavalry", dispersed_with_cav);
    b.unit(lines_unit("h1", 0, Arm::HI), "1819", lines_N);
    b.unit(lines_unit("h2", 0, Arm::HI), "1820", lines_N);
    b.unit(lines_unit("li", 0, li_arm), "1821", lines_N);
    b.unit(lines_unit("c1", 0, Arm::HC), "1822", lines_N);
    b.unit(lines_unit("c2", 0, Arm::HC), "1823", lines_N);
    int l = lines_leader(b, "Horn", 0, "1921", 6);
    auto run = b.run(Mode::Strict);
    return lines_of(*run, l);
  };
  // Without 10.35: LI with the cavalry, not with the brigades.
  CHECK(lines_for(0, 0, Arm::LI) == std::vector<std::string>{"1:G:h1,h2", "3:G:li,c1,c2"});
  // Compact: with the brigades and (LotN 10.35) with the cavalry.
  CHECK(lines_for(1, 0, Arm::LI) == std::vector<std::string>{"1:G:h1,h2,li", "3:G:li,c1,c2", "4:G:h1,h2"});
  // Dispersed: not with the cavalry by 10.35; by the chart's note b only Dispersed may.
  CHECK(lines_for(2, 0, Arm::LI) == std::vector<std::string>{"1:G:h1,h2", "3:G:c1,c2"});
  CHECK(lines_for(1, 1, Arm::LI) == std::vector<std::string>{"1:G:h1,h2,li", "3:G:c1,c2", "4:G:h1,h2"});
  CHECK(lines_for(2, 1, Arm::LI) == std::vector<std::string>{"1:G:h1,h2", "3:G:li,c1,c2"});
  // Dismounted dragoons are always Dispersed under 10.35.
  CHECK(lines_for(1, 0, Arm::DR) == std::vector<std::string>{"1:G:h1,h2", "3:G:c1,c2"});
  CHECK(lines_for(0, 0, Arm::DR) == std::vector<std::string>{"1:G:h1,h2", "3:G:li,c1,c2"});
}

TEST_CASE("lotn lines: Breitenfeld's Ad Hoc Tercio Command and Tilly's Life Guard") {
  for (bool breitenfeld : {false, true}) {
    CAPTURE(breitenfeld);
    BattleBuilder b = lines_builder();
    if (breitenfeld) b.setup().scenario = "breitenfeld";
    b.unit(lines_unit("c1", 1, Arm::HC), "2018", lines_N);
    b.unit(lines_unit("c2", 1, Arm::HC), "2019", lines_N);
    b.unit(lines_unit("holstein_te", 1, Arm::TE), "2021", lines_N);  // two hexes from c2
    b.unit(lines_unit("chiesa_te", 1, Arm::TE), "2023", lines_N);    // two hexes from Holstein
    b.unit(lines_unit("tilly_lg", 1, Arm::HC), "2224", lines_N);     // away from every line, in Tilly's range
    int tilly = lines_leader(b, "Tilly", 1, "2120", 6, -1, true);
    b.setup().leaders[static_cast<std::size_t>(tilly)].id = "tilly";
    int pappenheim = lines_leader(b, "Pappenheim", 1, "2120", 6, 3);
    auto run = b.run(Mode::Strict);
    LinesOut tilly_lines = lines_of(*run, tilly);
    LinesOut papp_lines = lines_of(*run, pappenheim);
    if (!breitenfeld) {
      CHECK(tilly_lines == std::vector<std::string>{"1:R:holstein_te,chiesa_te", "3:G:c1,c2"});
      CHECK(papp_lines == tilly_lines);
    } else {
      // Holstein's tercio joins the cavalry Line; the Life Guard joins any Line Tilly commands.
      CHECK(tilly_lines ==
            std::vector<std::string>{"1:R:holstein_te,chiesa_te,tilly_lg", "3:R:c1,c2,holstein_te,tilly_lg"});
      CHECK(papp_lines == std::vector<std::string>{"1:R:holstein_te,chiesa_te", "3:R:c1,c2,holstein_te"});
      // Out of Tilly's range the Life Guard stays, unless by variant.
      run->place(4, "1010");
      CHECK(lines_of(*run, tilly) ==
            std::vector<std::string>{"1:R:holstein_te,chiesa_te", "3:R:c1,c2,holstein_te"});
      run->st->s = std::make_shared<Setup>(*run->st->s);
      const_cast<Setup&>(*run->st->s).variants["line_command.life_guard_anywhere"] = 1;
      CHECK(lines_of(*run, tilly) ==
            std::vector<std::string>{"1:R:holstein_te,chiesa_te,tilly_lg", "3:R:c1,c2,holstein_te,tilly_lg"});
    }
  }
}

TEST_CASE("lotn lines: the doctrine picks the Line with the most members not disrupted") {
  BattleBuilder b = lines_builder();
  for (int i = 0; i < 5; ++i) b.unit(lines_unit("u" + std::to_string(i), 0, Arm::HI), "10" + std::to_string(10 + i), 0);
  auto run = b.run(Mode::Strict);
  std::vector<Line> lines(3);
  lines[0].units = {0, 1};
  lines[1].units = {2, 3, 4};
  lines[2].units = {0, 1, 2};
  CHECK(advise_line(*run->st, {}) == -1);
  CHECK(advise_line(*run->st, lines) == 1);  // 3 against 3: the first
  run->unit(3).disrupted = true;
  CHECK(advise_line(*run->st, lines) == 2);
  run->unit(0).disrupted = true;
  run->unit(1).disrupted = true;
  CHECK(advise_line(*run->st, lines) == 1);
}
