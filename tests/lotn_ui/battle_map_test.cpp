// The battle map's logic (ui/lotn/battle_map_logic.h): the decision's options
// placed on the hex map, the counters' shapes and the selection's values with
// their provenance, on a small battle built by hand.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>

#include "../lotn/lotn_battle_fixture.h"
#include "lotn/hex_facing.h"
#include "lotn/sequence.h"
#include "ui/lotn/battle_map_logic.h"
#include "ui/lotn/hex_draw.h"

namespace umpire::lotnui {
namespace {

struct BmtBattle {
  lotn_test::BattleBuilder b;
  int gula = -1, blue = -1, pic = -1, gustav = -1;
  std::shared_ptr<lotn::Battle> st;
  BmtBattle() {
    gula = b.unit(lotn_test::BattleBuilder::make("gula", "Gula brigade", 0, lotn::Arm::HI, 6, 7), "2020", 0);
    const lotn::HexGrid& g = b.setup().map->grid();
    const int axis = g.side_towards(b.hex("2222"), b.hex("2223"));
    lotn::UnitDef bd = lotn_test::BattleBuilder::make("blue", "Blue brigade", 0, lotn::Arm::HI, 8, 6);
    bd.double_sized = true;
    blue = b.unit(bd, "2222", lotn::double_line_facings(axis)[0], std::string("2223"));
    pic = b.unit(lotn_test::BattleBuilder::make("pic", "Piccolomini", 1, lotn::Arm::HC, 5, 6), "1820", 3);
    gustav = b.leader("Gustav", 0, "2020", 2);
    st = b.battle(lotn::Mode::Test);
  }
  lotn::Hex hex(const std::string& id) const { return b.hex(id); }
};

const PlacedOption* bmt_find(const MapOptions& m, const std::string& id) {
  for (const auto& p : m.placed)
    if (p.id == id) return &p;
  return nullptr;
}

}  // namespace

TEST_CASE("battle map: a decision's options are placed where they are on the map") {
  BmtBattle t;
  DecisionRequest r;
  r.label = "Gustav's orders";
  r.options = {{"gula", "Gula brigade"},
               {"line 1 2020", "Line Command: heavy infantry, 2 units from 2020"},
               {"1920:0", "move to 1920 facing N"},
               {"1920:1", "move to 1920 facing vertex 1"},
               {"2122-2123:0", "move to 2122-2123"},
               {"fire 1820 salvo", "fire at Piccolomini in 1820 (2 hexes, 6 SP)"},
               {"1820 flank", "fire at Piccolomini in 1820 (2 hexes)"},
               {"caracole 1921 at 1820", "caracole"},
               {"retreat fire 1820 back to 2120", "retreat fire"},
               {"creeping fire 1820 step 1920:1", "creeping fire"},
               {"Gustav", "Gustav"},
               {"trump Gustav", "trump with Gustav"},
               {"2121", "ride to 2121"},
               {"train 1515", "destroy the baggage train"},
               {"done", "no more orders"},
               {"rally", "rally"},
               {"line", "out of column"},
               {"column 2", "form column"}};
  r.advice = "1920:1";
  const MapOptions m = place_options(*t.st, r);
  CHECK(m.others == std::vector<std::string>{"done", "rally", "line", "column 2"});
  REQUIRE(m.placed.size() == r.options.size() - 4);

  const PlacedOption* unit = bmt_find(m, "gula");
  REQUIRE(unit);
  CHECK(unit->kind == OptionKind::Unit);
  CHECK(unit->unit == t.gula);
  CHECK(unit->hexes == std::vector<lotn::Hex>{t.hex("2020")});

  const PlacedOption* line = bmt_find(m, "line 1 2020");
  REQUIRE(line);
  CHECK(line->kind == OptionKind::Line);
  CHECK(line->hexes == std::vector<lotn::Hex>{t.hex("2020")});

  const PlacedOption* move = bmt_find(m, "1920:1");
  REQUIRE(move);
  CHECK(move->kind == OptionKind::Move);
  CHECK(move->facing == 1);
  CHECK(move->advice);
  CHECK_FALSE(bmt_find(m, "1920:0")->advice);

  const PlacedOption* dbl = bmt_find(m, "2122-2123:0");
  REQUIRE(dbl);
  CHECK(dbl->kind == OptionKind::Move);
  CHECK(dbl->hexes == std::vector<lotn::Hex>{t.hex("2122"), t.hex("2123")});
  CHECK(dbl->facing == 0);

  const PlacedOption* fire = bmt_find(m, "fire 1820 salvo");
  REQUIRE(fire);
  CHECK(fire->kind == OptionKind::Fire);
  CHECK(fire->target == t.hex("1820"));
  CHECK(fire->mark == "salvo, 2 hexes");
  const PlacedOption* bare = bmt_find(m, "1820 flank");  // fire.h's own question: no "fire " before the hex
  REQUIRE(bare);
  CHECK(bare->kind == OptionKind::Fire);
  CHECK(bare->mark == "flank, 2 hexes");

  const PlacedOption* car = bmt_find(m, "caracole 1921 at 1820");
  REQUIRE(car);
  CHECK(car->kind == OptionKind::Caracole);
  CHECK(car->hexes == std::vector<lotn::Hex>{t.hex("1921")});
  CHECK(car->target == t.hex("1820"));
  const PlacedOption* ret = bmt_find(m, "retreat fire 1820 back to 2120");
  REQUIRE(ret);
  CHECK(ret->hexes == std::vector<lotn::Hex>{t.hex("2120")});
  CHECK(ret->target == t.hex("1820"));
  const PlacedOption* creep = bmt_find(m, "creeping fire 1820 step 1920:1");
  REQUIRE(creep);
  CHECK(creep->kind == OptionKind::CreepingFire);
  CHECK(creep->hexes == std::vector<lotn::Hex>{t.hex("1920")});
  CHECK(creep->facing == 1);

  CHECK(bmt_find(m, "Gustav")->kind == OptionKind::Leader);
  CHECK(bmt_find(m, "Gustav")->leader == t.gustav);
  CHECK(bmt_find(m, "trump Gustav")->leader == t.gustav);
  CHECK(bmt_find(m, "2121")->kind == OptionKind::Ride);
  CHECK(bmt_find(m, "train 1515")->kind == OptionKind::Train);

  // The options in a hex, and a click at a vertex telling apart the moves that differ by their facing.
  const auto at1920 = options_at(m, t.hex("1920"));
  REQUIRE(at1920.size() == 3);  // two moves and the creeping fire's step
  const int facing0 = option_facing(m, at1920, 0);
  REQUIRE(facing0 >= 0);
  CHECK(m.placed[static_cast<std::size_t>(facing0)].id == "1920:0");
  CHECK(option_facing(m, at1920, 1) == -1);  // the move and the creeping fire both face vertex 1: ask
  CHECK(option_facing(m, at1920, 4) == -1);
  CHECK(options_at(m, t.hex("1820")).size() == 2);
  CHECK(options_at(m, t.hex("2020")).size() == 4);  // the unit, the line, the leader and his trump
  CHECK(options_at(m, t.hex("1111")).empty());

  // Not places: an unknown unit id, a hex off the map.
  CHECK_FALSE(place_option(*t.st, {"nobody", "nobody"}).has_value());
  CHECK_FALSE(place_option(*t.st, {"0101:2", "off the map"}).has_value());
  CHECK_FALSE(place_option(*t.st, {"fire 0101", "fire at nothing"}).has_value());
}

TEST_CASE("battle map: counters face their vertex, a double-sized one lies across both hexes") {
  BmtBattle t;
  const lotn::HexGrid& g = t.st->s->map->grid();
  const CounterShape single = counter_shape(*t.st, t.gula);
  REQUIRE(single.front.has_value());
  const Vec2 c = hex_centre(g, t.hex("2020"));
  CHECK(single.centre.x == doctest::Approx(c.x));
  // Facing vertex 0 on a map of rows: straight up.
  CHECK(single.front->x == doctest::Approx(0.0).epsilon(1e-9));
  CHECK(single.front->y == doctest::Approx(-1.0));
  CHECK(single.corners[0].y < c.y);
  CHECK(single.corners[1].y < c.y);
  CHECK(single.corners[2].y > c.y);
  CHECK(mapui::length(single.corners[0] - single.corners[1]) == doctest::Approx(2 * kCounterHalf));

  const CounterShape dbl = counter_shape(*t.st, t.blue);
  const Vec2 mid = midpoint(hex_centre(g, t.hex("2222")), hex_centre(g, t.hex("2223")));
  CHECK(dbl.centre.x == doctest::Approx(mid.x));
  CHECK(dbl.centre.y == doctest::Approx(mid.y));
  // Its front is its long side, square to the line through both hexes.
  CHECK(mapui::length(dbl.corners[0] - dbl.corners[1]) == doctest::Approx(1 + 2 * kCounterHalf));
  const Vec2 axis = hex_centre(g, t.hex("2223")) - hex_centre(g, t.hex("2222"));
  CHECK(std::abs(axis.x * dbl.front->x + axis.y * dbl.front->y) < 1e-9);

  // A stacked counter sits a little up and right; a Routed one has no facing (LotN 7.16).
  const CounterShape second = counter_shape(*t.st, t.gula, 1);
  CHECK(second.centre.x > single.centre.x);
  CHECK(second.centre.y < single.centre.y);
  t.st->units[static_cast<std::size_t>(t.gula)].routed = true;
  CHECK_FALSE(counter_shape(*t.st, t.gula).front.has_value());

  // In Column (10.24): the front is the hexside faced.
  t.st->units[static_cast<std::size_t>(t.gula)].routed = false;
  t.st->units[static_cast<std::size_t>(t.gula)].in_column = true;
  const CounterShape col = counter_shape(*t.st, t.gula);
  const Vec2 side = side_midpoint(g, t.hex("2020"), 0) - c;
  CHECK(col.front->x == doctest::Approx(side.x / mapui::length(side)));
  CHECK(col.front->y == doctest::Approx(side.y / mapui::length(side)));
}

TEST_CASE("battle map: the stack in a hex, the counter's numbers and markers") {
  BmtBattle t;
  const lotn::Board board(*t.st);
  const HexStack s = stack_at(*t.st, board, t.hex("2020"));
  CHECK(s.units == std::vector<int>{t.gula});
  CHECK(s.leaders == std::vector<int>{t.gustav});
  CHECK(stack_at(*t.st, board, t.hex("2223")).units == std::vector<int>{t.blue});
  CHECK(counter_code(*t.st, t.gula) == "HI");
  CHECK(counter_numbers(*t.st, t.gula) == std::to_string(lotn::current_sp(*t.st, t.gula)) + "-7");
  auto& u = t.st->units[static_cast<std::size_t>(t.gula)];
  CHECK(unit_markers(*t.st, t.gula).empty());
  u.disrupted = true;
  u.musket_hits = 2;
  CHECK(unit_markers(*t.st, t.gula) == std::vector<std::string>{"Disrupted", "2 hits"});
  CHECK(counter_numbers(*t.st, t.gula) == std::to_string(lotn::current_sp(*t.st, t.gula)) + "-6");
}

TEST_CASE("battle map: the selection's values, each not printed with where it comes from") {
  BmtBattle t;
  // A converted battle: every rating comes from the conversion.
  auto values = unit_values(*t.st, t.gula);
  auto line = [&](const std::vector<ValueLine>& v, const std::string& label) -> const ValueLine& {
    auto it = std::find_if(v.begin(), v.end(), [&](const ValueLine& l) { return l.label == label; });
    REQUIRE_MESSAGE(it != v.end(), "no line " << label);
    return *it;
  };
  CHECK(line(values, "TQ").value == "7");
  CHECK(line(values, "TQ").provenance.find("converted from") == 0);
  CHECK(line(values, "Where").provenance.empty());
  CHECK(line(values, "Where").value == "2020, facing N");
  t.st->units[static_cast<std::size_t>(t.gula)].disrupted = true;
  CHECK(line(unit_values(*t.st, t.gula), "TQ").value == "6 (printed 7)");
  t.st->units[static_cast<std::size_t>(t.gula)].disrupted = false;

  // A scenario's counters: a printed value has no note, a typed or reconstructed one says its source.
  auto data = std::make_shared<lotn::DataSet>();
  lotn::CounterDef c;
  c.id = "gula";
  c.name = "Gula";
  c.type = "HI";
  c.fields = {"tq", "ma", "fire_sp"};
  c.values["tq"] = lotn::Cell{"7", lotn::Provenance::Printed, "rule 2.2"};
  c.values["ma"] = lotn::Cell{"4", lotn::Provenance::User, "user: from my printed counter"};
  c.values["fire_sp"] = lotn::Cell{"6", lotn::Provenance::Placeholder, "reconstructed: a brigade's musket SP"};
  data->units["gula"] = c;
  lotn::LeaderDef gd = lotn::ldef(*t.st, t.gustav);
  auto setup = std::make_shared<lotn::Setup>(*t.st->s);
  setup->scenario = "test";
  setup->data = data;
  setup->units[static_cast<std::size_t>(t.gula)].id = "gula.2";  // a second copy of the counter
  t.st->s = setup;
  CHECK(counter_of(*t.st, "gula.2") == "gula");
  CHECK(counter_of(*t.st, "pic").empty());
  values = unit_values(*t.st, t.gula);
  CHECK(line(values, "TQ").provenance.empty());
  CHECK(line(values, "MA").provenance == "user: from my printed counter");
  CHECK(line(values, "Musket SP").provenance == "reconstructed: a brigade's musket SP");
  // One note per distinct source, naming the values it covers.
  const ProvenanceNotes notes = provenance_notes(values);
  REQUIRE(notes.number.size() == values.size());
  CHECK(notes.number[static_cast<std::size_t>(&line(values, "TQ") - values.data())] == 0);
  const int ma_note = notes.number[static_cast<std::size_t>(&line(values, "MA") - values.data())];
  REQUIRE(ma_note > 0);
  CHECK(notes.notes[static_cast<std::size_t>(ma_note - 1)] == "MA not printed: user: from my printed counter");
  const auto same = provenance_notes({{"A", "1", "x"}, {"B", "2", ""}, {"C", "3", "x"}, {"D", "4", "y"}, {"E", "5", "x"}});
  CHECK(same.number == std::vector<int>{1, 0, 1, 2, 1});
  CHECK(same.notes == std::vector<std::string>{"A, C and E not printed: x", "D not printed: y"});
  const auto leader = leader_values(*t.st, t.gustav);
  CHECK(line(leader, "Initiative").value == "3");
  CHECK(line(leader, "Where").value == "2020");
  // A leader who followed his cavalry off the map is in its box (LotN 9.66).
  t.st->leaders[static_cast<std::size_t>(t.gustav)].on_map = false;
  t.st->leaders[static_cast<std::size_t>(t.gustav)].box = lotn::LeaderState::Box::InPursuit;
  CHECK(line(leader_values(*t.st, t.gustav), "Where").value == "in the In Pursuit box (off the map)");
}

TEST_CASE("battle map: the header says the turn, the phase, the visibility and whose decision it is") {
  BmtBattle t;
  t.st->turn = 3;
  t.st->time = 15 * 60;
  t.st->active = t.gustav;
  DecisionRequest r;
  r.side_name = "the Swedes";
  HeaderWords h = header_words(*t.st, &r);
  CHECK(h.turn == "Turn 3, " + lotn::clock_words(15 * 60));
  CHECK(h.phase.find("Gustav's Orders Phase") == 0);
  CHECK(h.visibility.empty());
  CHECK(h.decider == "the Swedes to decide");
  t.st->visibility = lotn::Visibility::Heavy;
  r.side_name.clear();
  h = header_words(*t.st, &r);
  CHECK(h.visibility == "Visibility: heavy fog or dark");
  CHECK(h.decider == "The umpire decides");
  CHECK(header_words(*t.st, nullptr).decider.empty());
  t.st->log.push_back("one");
  t.st->log.push_back("two");
  t.st->log.push_back("three");
  CHECK(last_rulings(*t.st, 2) == std::vector<std::string>{"two", "three"});
  CHECK(last_rulings(*t.st, 5).size() == 3);
}

}  // namespace umpire::lotnui
