// Lion of the North tests: a small battle built by hand on an open test map,
// with scripted dice and decisions, read through the synthetic test tables
// (mode Test) or the program's data (strict, for printed cells only).
//
//   lotn_test::BattleBuilder b;
//   int gula = b.unit(b.hi("gula", "Gula brigade", 0, 5), "2020", 2);
//   lotn_test::BattleRun run = b.run(lotn::Mode::Test);
//   run.dice.push(4);           // a d10 face (10 reads 0)
//   run.answers.push("2019");   // a decision
//   small_arms_fire(run.ctx, run.board, ...);
//
// The map's hexes are AABB with AA and BB 10-30, rows straight, all clear;
// side k of a hex is the k-th hexside clockwise from the one just right of
// straight up (side 1 faces east: 2020 -> 2019).
#pragma once

#include <doctest/doctest.h>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/decisions.h"
#include "core/dice.h"
#include "lotn/battle_state.h"
#include "lotn/data_lookup.h"
#include "lotn/data_variants.h"
#include "lotn/map_data.h"

namespace umpire::lotn_test {

// An open map, 21 x 21 hexes, with one woods hex (1515) and one windmill (1212).
inline std::shared_ptr<const lotn::MapData> small_map() {
  static const std::shared_ptr<const lotn::MapData> map = std::make_shared<const lotn::MapData>(lotn::read_map(
      nlohmann::json::parse(R"({
    "format": "lotn-map/1", "id": "small", "name": "small test map", "source": "test: synthetic",
    "grid": {"orientation": "rows", "aa_grows": "south", "bb_grows": "west", "offset": "even", "source": "test",
             "sections": [{"prefix": "", "aa": [10, 30], "bb": [10, 30], "source": "test"}]},
    "compass": {"vertices": {"N": 0}, "source": "test"},
    "default_hex": {"terrain": "clear", "source": "test"},
    "hexes": [
      {"at": ["1515"], "terrain": "woods", "source": "test"},
      {"at": ["1212"], "windmill": true, "source": "test"}
    ]
  })"),
      "small test map"));
  return map;
}

// The synthetic tables of tests/lotn/tables_test (mode Test).
inline const lotn::DataSet& test_tables() {
  static const lotn::DataSet data = [] {
    std::vector<std::filesystem::path> files;
    for (const auto& e :
         std::filesystem::directory_iterator(std::filesystem::path(UMPIRE_SOURCE_DIR) / "tests/lotn/tables_test"))
      if (e.path().extension() == ".json") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    return lotn::load_test_tables(files);
  }();
  return data;
}

// The synthetic Shock and Terrain charts alone (the shock and fog tests' battles).
inline const lotn::DataSet& shock_tables() {
  static const lotn::DataSet data = lotn::load_test_tables(
      {std::filesystem::path(UMPIRE_SOURCE_DIR) / "tests/lotn/tables_test/shock.json",
       std::filesystem::path(UMPIRE_SOURCE_DIR) / "tests/lotn/tables_test/terrain.json"});
  return data;
}

// The program's data (strict play reads only what the rules text prints).
inline const lotn::DataSet& program_data() {
  static const lotn::DataSet data = lotn::load_program_data();
  return data;
}

// A battle being fought in a test: the state, dice, decisions, words and the data gate.
struct BattleRun {
  std::shared_ptr<lotn::Battle> st;
  ScriptedDice dice_source;
  Dice dice{dice_source};
  ScriptedDecisions answers;
  Decisions decisions{&answers};
  lotn::Said say;
  lotn::LookupLog lookups;
  lotn::Tables tables;
  lotn::Ctx ctx;
  lotn::Board board;

  BattleRun(std::shared_ptr<lotn::Battle> battle, lotn::Mode mode)
      : st(std::move(battle)),
        tables(mode == lotn::Mode::Test ? test_tables() : program_data(), mode, &lookups),
        ctx{*st, dice, decisions, say, tables},
        board(*st) {
    say.log = &st->log;
  }
  lotn::UnitState& unit(int u) { return st->units[static_cast<std::size_t>(u)]; }
  lotn::LeaderState& leader(int l) { return st->leaders[static_cast<std::size_t>(l)]; }
  lotn::Hex hex(const std::string& id) const {
    auto h = st->s->map->grid().parse(id);
    REQUIRE_MESSAGE(h.has_value(), "no hex " << id);
    return *h;
  }
  // The leader's initial Orders Phase of the 1400 turn about to be fought, he activated.
  void begin_orders(int l) {
    st->phase = lotn::Phase::Orders;
    st->time = 14 * 60;
    st->active = l;
    st->orders_kind = "initial";
    leader(l).status = lotn::LeaderState::Status::Active;
    leader(l).activated = true;
  }
  // Moves a unit (its single hex) and rebuilds the board.
  void place(int u, const std::string& id) {
    unit(u).hex = hex(id);
    board.rebuild();
  }
  // Whether the lookup log read this cell ("die roll 3, column 6") of a grid whose title starts so.
  bool looked_up(const std::string& title_start, const std::string& cell) const {
    for (const auto& e : lookups.entries())
      if (e.what.rfind(title_start, 0) == 0 && e.what.find(": " + cell) != std::string::npos) return true;
    return false;
  }
};

class BattleBuilder {
 public:
  BattleBuilder() {
    setup_->map = small_map();
    setup_->title = "test battle";
    setup_->variants = lotn::default_variant_values();
    setup_->side_id[0] = "swedes";
    setup_->side_id[1] = "imperialists";
    setup_->side_name[0] = "the Swedes";
    setup_->side_name[1] = "the Imperialists";
    setup_->armies.push_back({"swedish", "Swedish army", 0, 100, lotn::MapEdge::North});
    setup_->armies.push_back({"imperial", "Imperial army", 1, 100, lotn::MapEdge::South});
  }

  lotn::Setup& setup() { return *setup_; }
  void variant(const std::string& key, int value) { setup_->variants[key] = value; }
  // The engine's rules version the battle is begun under (an older battle's: lotn::kRulesVersion).
  void rules(int version) { rules_ = version; }

  // Counters: plain ratings a test can adjust.
  static lotn::UnitDef make(const std::string& id, const std::string& name, int side, lotn::Arm arm, int sp, int tq) {
    lotn::UnitDef d;
    d.id = id;
    d.name = name;
    d.side = side;
    d.army = side;
    d.arm = arm;
    d.fire_sp = sp;
    d.shock_sp = lotn::is_heavy_infantry(arm) ? sp / 2 + 1 : lotn::is_artillery(arm) ? 0 : sp;
    d.tq = tq;
    d.tq_disrupted = tq - 1;
    d.ma = lotn::is_cavalry(arm) ? 8 : 4;
    d.ma_disrupted = 2;
    d.weapon = lotn::is_artillery(arm) ? lotn::Weapon::None
               : lotn::is_cavalry(arm) ? lotn::Weapon::Pistol
                                       : lotn::Weapon::Musket;
    if (lotn::is_artillery(arm)) {
      d.fire_sp = 0;
      d.range = arm == lotn::Arm::ArtRegimental ? 7 : 12;
      d.guns = 2;
    }
    d.swedish = side == 0;
    return d;
  }

  int unit(const lotn::UnitDef& d, const std::string& hex_id, int facing, std::optional<std::string> second = {}) {
    setup_->units.push_back(d);
    lotn::UnitState u;
    u.hex = hex(hex_id);
    if (second) u.second = hex(*second);
    u.facing = facing;
    units_.push_back(u);
    return static_cast<int>(units_.size()) - 1;
  }

  int leader(const std::string& name, int side, const std::string& hex_id, int mortality) {
    lotn::LeaderDef d;
    d.id = name;
    d.name = name;
    d.side = side;
    d.army = side;
    d.initiative = 3;
    d.range = 4;
    d.charisma = 1;
    d.mortality = mortality;
    setup_->leaders.push_back(d);
    lotn::LeaderState l;
    l.hex = hex(hex_id);
    leaders_.push_back(l);
    return static_cast<int>(leaders_.size()) - 1;
  }

  std::shared_ptr<lotn::Battle> battle(lotn::Mode mode) {
    setup_->mode = mode;
    auto st = std::make_shared<lotn::Battle>();
    st->s = setup_;
    st->rules = rules_;
    st->units = units_;
    st->leaders = leaders_;
    st->wp.assign(setup_->armies.size(), 0);
    st->phase = lotn::Phase::Orders;
    st->orders_kind = "initial";
    return st;
  }
  std::unique_ptr<BattleRun> run(lotn::Mode mode) { return std::make_unique<BattleRun>(battle(mode), mode); }

  lotn::Hex hex(const std::string& id) const {
    auto h = setup_->map->grid().parse(id);
    REQUIRE_MESSAGE(h.has_value(), "no hex " << id);
    return *h;
  }

 private:
  std::shared_ptr<lotn::Setup> setup_ = std::make_shared<lotn::Setup>();
  std::vector<lotn::UnitState> units_;
  std::vector<lotn::LeaderState> leaders_;
  int rules_ = lotn::kRulesVersion;
};

}  // namespace umpire::lotn_test
