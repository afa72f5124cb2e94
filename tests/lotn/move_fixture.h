// Lion of the North tests: a small hand-built battle on a copy of the
// Breitenfeld placeholder map (all Clear until a test paints terrain), read in
// strict mode from the program's own data, with scripted dice and decisions.
#pragma once

#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "lotn/battle_state.h"
#include "lotn/data_variants.h"
#include "lotn_test_maps.h"

namespace umpire::lotn_test {

inline const lotn::DataSet& move_program_data() {
  static const lotn::DataSet data = lotn::load_program_data();
  return data;
}

// The Breitenfeld grid: vertex 0 is N, then NE, SE, S, SW, NW clockwise; side
// k lies between vertex k and k+1 (side 0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW).
enum : int { N = 0, NE = 1, SE = 2, S = 3, SW = 4, NW = 5 };
enum : int { sNE = 0, sE = 1, sSE = 2, sSW = 3, sW = 4, sNW = 5 };

struct MoveWorld {
  std::shared_ptr<lotn::MapData> map;
  std::shared_ptr<lotn::Setup> setup;
  std::shared_ptr<lotn::Battle> st;
  ScriptedDice dice_source;
  Dice dice{dice_source};
  ScriptedDecisions decision_source;
  Decisions decisions{&decision_source};
  lotn::Said said;
  lotn::LookupLog lookups;
  std::unique_ptr<lotn::Tables> tables;

  explicit MoveWorld(bool on_lutzen = false) {
    map = std::make_shared<lotn::MapData>(on_lutzen ? lutzen() : breitenfeld());
    setup = std::make_shared<lotn::Setup>();
    setup->map = map;
    setup->data = std::shared_ptr<const lotn::DataSet>(&move_program_data(), [](const lotn::DataSet*) {});
    setup->mode = lotn::Mode::Strict;
    setup->variants = lotn::default_variant_values();
    setup->armies = {lotn::Army{"swedes", "the Swedish army", 0, 100, lotn::MapEdge::North},
                     lotn::Army{"imperialists", "the Imperial army", 1, 100, lotn::MapEdge::South}};
    setup->side_id[0] = "swedes";
    setup->side_id[1] = "imperialists";
    setup->side_name[0] = "the Swedes";
    setup->side_name[1] = "the Imperialists";
    st = std::make_shared<lotn::Battle>();
    st->s = setup;
    st->wp = {0, 0};
    st->phase = lotn::Phase::Orders;
    said.log = &st->log;
    tables = std::make_unique<lotn::Tables>(move_program_data(), lotn::Mode::Strict, &lookups);
  }

  const lotn::HexGrid& grid() const { return map->grid(); }
  lotn::Hex at(const std::string& id) const { return hex(map->grid(), id); }
  lotn::Hex step(const lotn::Hex& h, int side, int n = 1) const {
    lotn::Hex out = h;
    for (int i = 0; i < n; ++i) {
      auto x = map->grid().neighbour(out, side);
      REQUIRE(x.has_value());
      out = *x;
    }
    return out;
  }
  void paint(const lotn::Hex& h, lotn::Terrain t) { map->facts(h).terrain = t; }

  // A unit: ma, disrupted ma, tq (disrupted tq one less), SP.
  int add(const std::string& name, int side, lotn::Arm arm, const lotn::Hex& h, int facing, int ma, int tq, int sp,
          std::optional<lotn::Hex> second = std::nullopt) {
    lotn::UnitDef d;
    d.id = name;
    d.name = name;
    d.side = side;
    d.army = side;
    d.arm = arm;
    d.double_sized = second.has_value();
    d.fire_sp = sp;
    d.shock_sp = lotn::is_heavy_infantry(arm) ? sp / 2 : sp;
    d.tq = tq;
    d.tq_disrupted = tq - 1;
    d.ma = ma;
    d.ma_disrupted = std::max(1, ma - 2);
    setup->units.push_back(d);
    lotn::UnitState u;
    u.hex = h;
    u.second = second;
    u.facing = facing;
    st->units.push_back(u);
    return static_cast<int>(st->units.size()) - 1;
  }
  int add_leader(const std::string& name, int side, const lotn::Hex& h, int range, bool oc = false) {
    lotn::LeaderDef d;
    d.id = name;
    d.name = name;
    d.side = side;
    d.army = side;
    d.initiative = 3;
    d.range = range;
    d.charisma = 1;
    d.mortality = 5;
    d.overall_commander = oc;
    setup->leaders.push_back(d);
    lotn::LeaderState l;
    l.hex = h;
    st->leaders.push_back(l);
    return static_cast<int>(st->leaders.size()) - 1;
  }
  lotn::UnitState& unit(int u) { return st->units[static_cast<std::size_t>(u)]; }
  lotn::Ctx ctx() { return lotn::Ctx{*st, dice, decisions, said, *tables}; }
};

}  // namespace umpire::lotn_test
