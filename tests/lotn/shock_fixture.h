// Lion of the North tests: a shock battle built by hand on a blank 12 x 12 map
// of clear hexes (AA and BB 1-12), the Swedes (side 0, retreating south) and
// the Imperialists (side 1, north), read from the program's data in strict
// play or from the synthetic shock tables (mode Test), with scripted dice and
// answers chosen by the words of a decision's label. Used by the shock, fog
// and pursuit tests.
//
//   lotn_test::ShockWorld b(true);                  // strict, program data
//   int king = b.leader("Gustav Adolf", 0, 5, 6, b.at(12, 12));
//   int hc = b.unit("Finland HC", 0, Arm::HC, 2, 8, 5, b.at(6, 7), 3);
//   b.answers.rules = {{"does Finland HC shock", "charge"}};
//   b.start({1, 1, 10, 6});                          // d10 faces; 0 typed as 10
//   shock_segment(*b.ctx, *b.board, king, [](int) { return true; });
#pragma once

#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/decisions.h"
#include "core/dice.h"
#include "lotn/battle_state.h"
#include "lotn/data_lookup.h"
#include "lotn/data_variants.h"
#include "lotn/map_data.h"
#include "lotn_battle_fixture.h"

namespace umpire::lotn_test {

inline const lotn::DataSet& shock_world_program_data() {
  static const lotn::DataSet data = lotn::load_program_data();
  return data;
}

// Answers by the words of the label: the first rule whose fragment the label holds (an empty fragment holds
// in every label) and whose option is offered; any other decision takes the doctrine's advice. Keeps every
// decision asked.
class LabelAnswers : public DecisionSource {
 public:
  std::vector<std::pair<std::string, std::string>> rules;  // label fragment -> option id
  std::vector<DecisionRequest> asked;
  std::string choose(const DecisionRequest& r) override {
    asked.push_back(r);
    for (const auto& [key, id] : rules)
      if (r.label.find(key) != std::string::npos && r.option(id)) return id;
    return r.advice;
  }
  std::string by() const override { return "script"; }
  // The first decision asked whose label holds `fragment`.
  const DecisionRequest* find(const std::string& fragment) const {
    for (const auto& r : asked)
      if (r.label.find(fragment) != std::string::npos) return &r;
    return nullptr;
  }
  // How many decisions asked offered the option `id`.
  int offered(const std::string& id) const {
    int n = 0;
    for (const auto& r : asked)
      if (r.option(id)) ++n;
    return n;
  }
};

// The battle: define leaders and units, then start() with the dice; units are placed as `placed` holds them.
struct ShockWorld {
  std::shared_ptr<lotn::Setup> setup = std::make_shared<lotn::Setup>();
  std::shared_ptr<lotn::Battle> st;
  std::unique_ptr<ScriptedDice> faces;
  std::unique_ptr<Dice> dice;
  LabelAnswers answers;
  std::unique_ptr<Decisions> decisions;
  lotn::Said said;
  std::unique_ptr<lotn::Tables> tables;
  std::unique_ptr<lotn::Ctx> ctx;
  std::unique_ptr<lotn::Board> board;
  std::vector<lotn::UnitState> placed;
  std::vector<lotn::Hex> leader_at;

  // strict: the program's data in strict play; else the synthetic shock tables (mode Test).
  explicit ShockWorld(bool strict) {
    lotn::GridSpec spec;
    spec.sections.push_back(lotn::GridSection{"", 1, 12, 1, 12, 0, 0});
    auto map = std::make_shared<lotn::MapData>(lotn::HexGrid(spec));
    map->id = "test";
    setup->map = map;
    if (strict) {
      setup->data = std::shared_ptr<const lotn::DataSet>(&shock_world_program_data(), [](const lotn::DataSet*) {});
      setup->mode = lotn::Mode::Strict;
    } else {
      setup->data = std::shared_ptr<const lotn::DataSet>(&shock_tables(), [](const lotn::DataSet*) {});
      setup->mode = lotn::Mode::Test;
    }
    setup->variants = lotn::default_variant_values();
    setup->armies = {lotn::Army{"swedes", "the Swedish army", 0, 100, lotn::MapEdge::South},
                     lotn::Army{"imperialists", "the Imperial army", 1, 100, lotn::MapEdge::North}};
    setup->side_id[0] = "swedes";
    setup->side_id[1] = "imperialists";
    setup->side_name[0] = "the Swedes";
    setup->side_name[1] = "the Imperialists";
  }

  // A leader of the side's army (the Imperialists' is army 1), standing in `h` when the battle starts.
  int leader(const std::string& name, int side, int initiative, int range, const lotn::Hex& h) {
    lotn::LeaderDef d;
    d.id = d.name = name;
    d.side = d.army = side;
    d.initiative = initiative;
    d.range = range;
    setup->leaders.push_back(d);
    leader_at.push_back(h);
    return static_cast<int>(setup->leaders.size()) - 1;
  }

  lotn::Hex at(int aa, int bb) const { return lotn::Hex{0, aa, bb}; }
  const lotn::HexGrid& grid() const { return setup->map->grid(); }
  lotn::Hex beside(const lotn::Hex& h, int side) const { return *grid().neighbour(h, side); }

  // A unit adjacent at the start of the phase: fire SP `sp`; shock SP `sp`, or `hi_shock` for heavy infantry;
  // MA 6, 3 Disrupted.
  int unit(const std::string& name, int side, lotn::Arm arm, int sp, int tq, int tq_disrupted, const lotn::Hex& h,
           int facing, int hi_shock) {
    lotn::UnitDef d;
    d.id = d.name = name;
    d.side = d.army = side;
    d.arm = arm;
    d.fire_sp = sp;
    d.shock_sp = lotn::is_heavy_infantry(arm) ? hi_shock : sp;
    d.tq = tq;
    d.tq_disrupted = tq_disrupted;
    d.ma = 6;
    d.ma_disrupted = 3;
    setup->units.push_back(d);
    lotn::UnitState u;
    u.hex = h;
    u.facing = facing;
    u.adjacent_at_start = true;
    placed.push_back(u);
    return static_cast<int>(setup->units.size()) - 1;
  }
  lotn::UnitState& placed_unit(int i) { return placed[static_cast<std::size_t>(i)]; }

  // Faces of the dice in order: a d10 read 0 is typed as 10.
  void start(const std::vector<int>& dice_faces) {
    st = std::make_shared<lotn::Battle>();
    st->s = setup;
    st->units = placed;
    st->leaders.resize(setup->leaders.size());
    for (std::size_t i = 0; i < leader_at.size(); ++i) st->leaders[i].hex = leader_at[i];
    st->wp = {0, 0};
    faces = std::make_unique<ScriptedDice>(dice_faces);
    dice = std::make_unique<Dice>(*faces);
    decisions = std::make_unique<Decisions>(&answers);
    said.log = &st->log;
    tables = std::make_unique<lotn::Tables>(*setup->data, setup->mode);
    ctx = std::make_unique<lotn::Ctx>(lotn::Ctx{*st, *dice, *decisions, said, *tables});
    board = std::make_unique<lotn::Board>(*st);
  }

  lotn::UnitState& u(int i) { return st->units[static_cast<std::size_t>(i)]; }
  lotn::LeaderState& l(int i) { return st->leaders[static_cast<std::size_t>(i)]; }

  bool said_text(const std::string& fragment) const {
    for (const auto& e : said.events)
      if (e.text.find(fragment) != std::string::npos) return true;
    return false;
  }
  bool said_rule(const std::string& fragment) const {
    for (const auto& e : said.events)
      if (e.rule.find(fragment) != std::string::npos) return true;
    return false;
  }
  // Every line said, with its rule where it names one.
  std::string all_text() const {
    std::string out;
    for (const auto& e : said.events) out += e.text + (e.rule.empty() ? "" : " (" + e.rule + ")") + "\n";
    return out;
  }
};

}  // namespace umpire::lotn_test
