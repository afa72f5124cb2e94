// The Field window places a decision's options by what the engine says they
// are about (DecisionOption::refs, lotn/option_refs.h), not by their words: a
// shock on two enemies of one name, every option of a few doctrine turns of
// Breitenfeld, and the Death Star's moves (optional LotN 10.14-10.15) drawn as
// the formation and chosen by a click.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "../lotn/lotn_battle_fixture.h"
#include "core/decisions.h"
#include "core/dice.h"
#include "lotn/death_star.h"
#include "lotn/engine.h"
#include "lotn/sequence.h"
#include "lotn/shock.h"
#include "ui/lotn/battle_map_logic.h"
#include "ui/lotn/hex_draw.h"

namespace umpire::lotnui {
namespace {

std::string ort_nb(const std::string& id, int side) {
  const lotn::HexGrid& g = lotn_test::small_map()->grid();
  auto n = g.neighbour(*g.parse(id), side);
  REQUIRE(n.has_value());
  return g.name(*n);
}

// Keeps the first request whose label starts with `part`, placed on the map as the position stands when it is
// asked (answering it `reply`, else its advice); gives `pick` to the first request offering it; before the kept
// one the rest take their advice, after it their quietest option.
class OrtKeep : public DecisionSource {
 public:
  const lotn::Battle* st = nullptr;
  std::string part, reply, pick;
  std::optional<DecisionRequest> kept;
  MapOptions placed;
  std::optional<lotn::Battle> position;
  std::string choose(const DecisionRequest& r) override {
    if (!kept && r.label.rfind(part, 0) == 0) {
      kept = r;
      placed = place_options(*st, r);
      position.emplace(*st);
      return reply.empty() ? r.advice : reply;
    }
    if (!pick.empty() && r.option(pick)) return std::exchange(pick, std::string());
    if (kept)  // the rest of the phase passes quietly: no more orders, no fire, no shock
      for (const char* quiet : {"done", "hold", "none", "stay", "no"})
        if (r.option(quiet)) return quiet;
    return r.advice.empty() ? r.options.front().id : r.advice;
  }
  std::string by() const override { return "player"; }
};

const PlacedOption* ort_find(const MapOptions& m, const std::string& id) {
  for (const auto& p : m.placed)
    if (p.id == id) return &p;
  return nullptr;
}

}  // namespace

TEST_CASE("option refs: a shock on two enemies of one name is placed on those two, by the unit asked") {
  lotn_test::BattleBuilder b;
  b.setup().data = std::shared_ptr<const lotn::DataSet>(&lotn_test::test_tables(), [](const lotn::DataSet*) {});
  // Another Gula brigade first in the order of battle, far from the enemy: a name finds it, not the one asked.
  const int other_gula = b.unit(lotn_test::BattleBuilder::make("gula_b", "Gula brigade", 0, lotn::Arm::HI, 6, 7), "2828", 0);
  const int gula = b.unit(lotn_test::BattleBuilder::make("gula", "Gula brigade", 0, lotn::Arm::HI, 6, 7), "2020", 0);
  // Two enemy regiments of one name in its front, a third of the name far off.
  const int pic_a = b.unit(lotn_test::BattleBuilder::make("pic_a", "Piccolomini", 1, lotn::Arm::HC, 5, 6), ort_nb("2020", 0), 3);
  const int pic_b = b.unit(lotn_test::BattleBuilder::make("pic_b", "Piccolomini", 1, lotn::Arm::HC, 5, 6), ort_nb("2020", 5), 3);
  const int pic_far = b.unit(lotn_test::BattleBuilder::make("pic_c", "Piccolomini", 1, lotn::Arm::HC, 5, 6), "1212", 3);
  const int gustav = b.leader("Gustav", 0, "2021", 5);
  b.leader("Tilly", 1, "1010", 5);
  auto run = b.run(lotn::Mode::Test);
  for (auto& u : run->st->units) u.adjacent_at_start = true;
  run->board.rebuild();
  OrtKeep keep;
  keep.st = run->st.get();
  keep.part = "shock: does Gula brigade shock?";
  keep.reply = "hold";
  Decisions decisions(&keep);
  lotn::Ctx c{*run->st, run->dice, decisions, run->say, run->tables};
  lotn::shock_segment(c, run->board, gustav, [](int) { return true; });
  REQUIRE(keep.kept.has_value());
  const DecisionRequest& r = *keep.kept;
  CHECK(has_refs(r));
  // The words name "Piccolomini" twice; the refs say which two.
  const MapOptions m = place_options(*run->st, r);
  CHECK(m.others == std::vector<std::string>{"hold"});
  const PlacedOption* shock = ort_find(m, "shock");
  REQUIRE(shock);
  CHECK(shock->kind == OptionKind::Shock);
  CHECK(shock->unit == gula);
  CHECK(shock->unit != other_gula);
  std::vector<int> targets = shock->targets;
  std::sort(targets.begin(), targets.end());
  CHECK(targets == std::vector<int>{pic_a, pic_b});
  CHECK(std::find(shock->targets.begin(), shock->targets.end(), pic_far) == shock->targets.end());
  CHECK(shock->hexes.size() == 2u);
  CHECK(shock->mark == "shock");
  CHECK(option_short(*run->st, *shock) == "shock");
  // A click on either target's hex finds the shock (and the charge, when the unit may charge).
  for (int t : {pic_a, pic_b}) {
    const auto at = options_at(m, run->unit(t).hex);
    CHECK(std::any_of(at.begin(), at.end(), [&](std::size_t i) { return m.placed[i].id == "shock"; }));
  }
  CHECK(options_at(m, run->unit(pic_far).hex).empty());
  // The same request without refs, placed the older way from the words and the label, takes the wrong ones:
  // the first Gula brigade on the map, and one Piccolomini for the name written once per regiment.
  DecisionRequest words_only = r;
  for (auto& o : words_only.options) o.refs.clear();
  CHECK_FALSE(has_refs(words_only));
  CHECK(shock_attacker(*run->st, words_only) == other_gula);
}

TEST_CASE("option refs: every option with refs of three doctrine turns of Breitenfeld (a Death Star formed) is placed on the map") {
  auto engine = lotn::module();
  Json options{{"scenario", "breitenfeld"}, {"variants", {{"data.mode", 2}, {"optional.death_star", 1}}}};
  GameStatePtr g = engine->new_game(JsonCursor(options, "options"), 3);
  auto st = std::make_shared<lotn::Battle>(static_cast<const lotn::Battle&>(*g));
  const lotn::HexGrid& grid = st->s->map->grid();
  // The three Imperial tercios drawn up as a Death Star (the printed deployment does not place them so).
  for (const auto& [id, hex] : std::vector<std::pair<std::string, std::string>>{
           {"holstein_te", "W3618"}, {"chiesa_te", "W3717"}, {"gallas_te", "W3718"}}) {
    const auto it = std::find_if(st->s->units.begin(), st->s->units.end(), [&](const lotn::UnitDef& d) { return d.id == id; });
    REQUIRE(it != st->s->units.end());
    lotn::UnitState& u = st->units[static_cast<std::size_t>(it - st->s->units.begin())];
    u.hex = *grid.parse(hex);
    u.facing = 0;
  }
  REQUIRE(lotn::death_stars(*st).size() == 1u);

  // Places every request's options at the position as it is when asked, then takes the doctrine's advice.
  struct OrtAll : DecisionSource {
    const lotn::Battle* st = nullptr;
    int requests = 0, with_refs = 0, options = 0, placed = 0;
    std::map<OptionKind, int> kinds;
    std::vector<std::string> failures;
    std::string choose(const DecisionRequest& r) override {
      ++requests;
      if (has_refs(r)) ++with_refs;
      const MapOptions m = place_options(*st, r);
      for (const auto& o : r.options) {
        if (o.refs.empty()) continue;
        ++options;
        const PlacedOption* p = ort_find(m, o.id);
        if (!p) {
          failures.push_back(r.label + ": " + o.id + " not placed");
          continue;
        }
        ++placed;
        ++kinds[p->kind];
        const lotn::HexGrid& gr = st->s->map->grid();
        for (const auto& h : p->hexes)
          if (!gr.contains(h)) failures.push_back(r.label + ": " + o.id + " off the map");
        for (int u : p->targets)
          if (!st->units[static_cast<std::size_t>(u)].on_map) failures.push_back(o.id + ": a target off the map");
        if (p->hexes.empty()) failures.push_back(r.label + ": " + o.id + " has no hex");
      }
      return r.advice.empty() ? r.options.front().id : r.advice;
    }
    std::string by() const override { return "player"; }
  } all;
  all.st = st.get();
  SeededDice seeded(7, 0);
  Dice dice(seeded);
  Decisions decisions(&all);
  for (int steps = 0; steps < 3000 && !engine->over(*st) && st->turn <= 3; ++steps) {
    lotn::Said say{{}, &st->log, true};
    lotn::Tables tables(*st->s->data, st->s->mode);
    lotn::Ctx c{*st, dice, decisions, say, tables};
    lotn::step(c);
  }
  std::string first_failures;
  for (std::size_t i = 0; i < all.failures.size() && i < 10; ++i) first_failures += all.failures[i] + "\n";
  INFO(first_failures);
  CHECK(all.failures.empty());
  CHECK(all.options > 100);
  CHECK(all.placed == all.options);
  // The orders of three turns: units, Lines, moves, fire.
  CHECK(all.kinds[OptionKind::Unit] > 0);
  CHECK(all.kinds[OptionKind::Move] > 0);
  CHECK(all.kinds[OptionKind::Fire] > 0);
  CHECK(all.kinds[OptionKind::DeathStar] > 0);
  MESSAGE(all.requests << " requests, " << all.with_refs << " with refs; " << all.placed << " options placed by refs: "
                       << all.kinds[OptionKind::Unit] << " units, " << all.kinds[OptionKind::Line] << " Lines, "
                       << all.kinds[OptionKind::Move] << " moves, " << all.kinds[OptionKind::Fire] << " fires, "
                       << all.kinds[OptionKind::Shock] << " shocks, " << all.kinds[OptionKind::Leader] << " leaders, "
                       << all.kinds[OptionKind::Ride] << " rides, " << all.kinds[OptionKind::DeathStar]
                       << " Death Star moves");
}

namespace {

// Three tercios of the Imperialists (side 1) facing vertex 0: the front one in 2020, the rear ones across its Rear
// sides 2 and 3; an enemy brigade two hexes before the front one, so that a move of one hex ends beside it.
struct OrtStar {
  lotn_test::BattleBuilder b;
  int front = -1, rear0 = -1, rear1 = -1, enemy = -1, leader = -1;
  OrtStar() {
    b.setup().data = std::shared_ptr<const lotn::DataSet>(&lotn_test::test_tables(), [](const lotn::DataSet*) {});
    b.variant("optional.death_star", 1);
    auto te = [&](const std::string& id, const std::string& name) {
      lotn::UnitDef d = lotn_test::BattleBuilder::make(id, name, 1, lotn::Arm::TE, 4, 9);
      d.swedish = false;
      return d;
    };
    front = b.unit(te("te_a", "Holstein's tercio"), "2020", 0);
    rear0 = b.unit(te("te_b", "Chiesa's tercio"), ort_nb("2020", 2), 0);
    rear1 = b.unit(te("te_c", "Gallas' tercio"), ort_nb("2020", 3), 0);
    enemy = b.unit(lotn_test::BattleBuilder::make("en", "Blue brigade", 0, lotn::Arm::HI, 4, 7),
                   ort_nb(ort_nb("2020", 0), 0), 3);
    leader = b.leader("Tilly", 1, "2220", 5);
    b.setup().leaders[static_cast<std::size_t>(leader)].initiative = 1;
    b.leader("Gustav", 0, "1010", 5);
  }
};

}  // namespace

TEST_CASE("option refs: a Death Star's moves are placed as the formation, the step into line as arrows, and clicked") {
  OrtStar s;
  auto run = s.b.run(lotn::Mode::Test);
  run->begin_orders(s.leader);
  auto star = lotn::death_star_of(*run->st, s.rear0);
  REQUIRE(star);
  const std::vector<lotn::DeathStarMove> moves = lotn::death_star_moves(*run->st, run->board, *star);
  REQUIRE(std::any_of(moves.begin(), moves.end(), [](const lotn::DeathStarMove& m) { return m.line; }));
  OrtKeep keep;
  keep.st = run->st.get();
  keep.part = "Tilly orders Chiesa's tercio";
  keep.reply = "hold";
  keep.pick = "te_b";  // the order: a rear tercio of the formation
  Decisions decisions(&keep);
  lotn::Ctx c{*run->st, run->dice, decisions, run->say, run->tables};
  lotn::step(c);
  REQUIRE(keep.kept.has_value());
  const lotn::Battle& before = *keep.position;  // the position when the order was asked
  const MapOptions& m = keep.placed;
  const lotn::HexGrid& grid = before.s->map->grid();

  std::size_t stars = 0, lines = 0;
  for (const auto& mv : moves) {
    const PlacedOption* p = ort_find(m, mv.id);
    INFO(mv.id);
    REQUIRE(p);
    ++stars;
    CHECK(p->kind == OptionKind::DeathStar);
    CHECK(p->units == std::vector<int>{s.front, s.rear0, s.rear1});
    CHECK(p->places == std::vector<lotn::Hex>{mv.to[0], mv.to[1], mv.to[2]});
    CHECK(p->hexes == std::vector<lotn::Hex>{mv.to[0]});  // clicked where the front tercio ends
    CHECK(p->facing == mv.facing);
    CHECK(p->line == mv.line);
    // The outline: a counter at each place, facing the formation's vertex.
    const auto shapes = formation_shapes(before, *p);
    REQUIRE(shapes.size() == 3u);
    for (std::size_t k = 0; k < 3; ++k) {
      const Vec2 want = hex_centre(grid, mv.to[k]);
      CHECK(mapui::length(shapes[k].centre - want) < 1e-9);
      REQUIRE(shapes[k].front.has_value());
    }
    // The arrows: from each tercio that leaves its hex to its place.
    const auto arrows = formation_arrows(before, *p);
    for (const auto& a : arrows) {
      const auto k = static_cast<std::size_t>(std::find(p->units.begin(), p->units.end(), a.unit) - p->units.begin());
      REQUIRE(k < 3u);
      CHECK(before.units[static_cast<std::size_t>(a.unit)].hex != mv.to[k]);
      CHECK(mapui::length(a.to - hex_centre(grid, mv.to[k])) < 1e-9);
    }
    if (mv.line) {
      ++lines;
      CHECK(p->mark == "into line");
      CHECK(option_short(before, *p).rfind("Death Star into line, face ", 0) == 0);
      CHECK(arrows.size() >= 2u);  // the rear two step up
    }
    // A click in the front tercio's end hex at the vertex faced: this move, unless its twin (the formation's
    // move and its step into line to the same place and facing) shares it, and then the picker asks.
    const auto here = options_at(m, mv.to[0]);
    CHECK(std::find_if(here.begin(), here.end(), [&](std::size_t i) { return m.placed[i].id == mv.id; }) != here.end());
    const bool twin = std::any_of(moves.begin(), moves.end(), [&](const lotn::DeathStarMove& o) {
      return o.id != mv.id && o.to[0] == mv.to[0] && o.facing == mv.facing;
    });
    const int clicked = option_facing(m, here, mv.facing);
    if (twin) {
      CHECK(clicked == -1);
    } else {
      REQUIRE(clicked >= 0);
      CHECK(m.placed[static_cast<std::size_t>(clicked)].id == mv.id);
    }
  }
  CHECK(stars == moves.size());
  CHECK(lines > 0);
  // The tercio's other choices: its fire or hold; none of its own moves (the three move as one).
  for (const auto& p : m.placed) CHECK((p.kind == OptionKind::DeathStar || p.kind == OptionKind::Fire));
}

}  // namespace umpire::lotnui

namespace umpire::lotnui {

TEST_CASE("option refs: each kind of option read from its refs alone, whatever its words say") {
  lotn_test::BattleBuilder b;
  const int gula = b.unit(lotn_test::BattleBuilder::make("gula", "Gula brigade", 0, lotn::Arm::HI, 6, 7), "2020", 0);
  const int pic = b.unit(lotn_test::BattleBuilder::make("pic", "Piccolomini", 1, lotn::Arm::HC, 5, 6), "1820", 3);
  const int gustav = b.leader("Gustav", 0, "2020", 2);
  auto st = b.battle(lotn::Mode::Test);
  const lotn::HexGrid& grid = st->s->map->grid();
  auto at = [&](const std::string& id) { return *grid.parse(id); };
  DecisionRequest r;
  r.label = "a request whose words say nothing of where";
  r.options = {{"hold", "no order after all"},
               {"gula", "the first one", {{"unit", "gula"}}},
               {"1920:1", "forward", {{"unit", "gula"}, {"to", "1920", 1}}},
               {"fire 1820 salvo", "a volley", {{"unit", "gula"}, {"from", "2020"}, {"at", "1820"}}},
               {"caracole 1921 at 1820", "ride up", {{"unit", "gula"}, {"to", "1921", 5}, {"at", "1820"}}},
               {"retreat fire 1820 back to 2120", "fire and back", {{"unit", "gula"}, {"to", "2120"}, {"at", "1820"}}},
               {"creeping fire 1820 step 1920:1", "fire and on", {{"unit", "gula"}, {"to", "1920", 1}, {"at", "1820"}}},
               {"train 1515", "the wagons", {{"unit", "gula"}, {"at", "1515"}}},
               {"trump Gustav", "him", {{"leader", "Gustav"}}},
               {"2121", "there", {{"leader", "Gustav"}, {"to", "2121"}}},
               {"line 1 2020", "the Line", {{"unit", "gula"}, {"unit", "pic"}}},
               {"charge", "at them", {{"unit", "gula"}, {"target", "pic"}}},
               {"ghost", "a unit not in the battle", {{"unit", "nobody"}}},
               {"nowhere", "a hex off the map", {{"to", "9999"}}},
               {"colour", "a role the map does not know, and a hex", {{"banner", "red"}, {"to", "1919"}}},
               {"face 2", "a unit back from pursuit faces SE", {{"to", "2219", 2}}}};
  r.advice = "1920:1";
  const MapOptions m = place_options(*st, r);
  CHECK(m.others == std::vector<std::string>{"hold", "ghost", "nowhere"});
  auto find = [&](const std::string& id) {
    const PlacedOption* p = ort_find(m, id);
    REQUIRE_MESSAGE(p, id);
    return *p;
  };
  CHECK(find("gula").kind == OptionKind::Unit);
  CHECK(find("gula").hexes == std::vector<lotn::Hex>{at("2020")});
  const PlacedOption move = find("1920:1");
  CHECK(move.kind == OptionKind::Move);
  CHECK(move.unit == gula);
  CHECK(move.facing == 1);
  CHECK(move.advice);
  const PlacedOption fire = find("fire 1820 salvo");
  CHECK(fire.kind == OptionKind::Fire);
  CHECK(fire.target == at("1820"));
  CHECK(fire.mark == "salvo, 2 hexes");  // the range counted from the firer's hex, not read in the words
  CHECK(find("caracole 1921 at 1820").kind == OptionKind::Caracole);
  CHECK(find("caracole 1921 at 1820").hexes == std::vector<lotn::Hex>{at("1921")});
  CHECK(find("retreat fire 1820 back to 2120").kind == OptionKind::RetreatFire);
  CHECK(find("retreat fire 1820 back to 2120").target == at("1820"));
  const PlacedOption creep = find("creeping fire 1820 step 1920:1");
  CHECK(creep.kind == OptionKind::CreepingFire);
  CHECK(creep.facing == 1);
  CHECK(find("train 1515").kind == OptionKind::Train);
  CHECK(find("trump Gustav").kind == OptionKind::Leader);
  CHECK(find("trump Gustav").leader == gustav);
  CHECK(find("trump Gustav").mark == "trump");
  CHECK(find("2121").kind == OptionKind::Ride);
  CHECK(option_short(*st, find("2121")) == "ride to 2121");
  const PlacedOption line = find("line 1 2020");
  CHECK(line.kind == OptionKind::Line);
  CHECK(line.units == std::vector<int>{gula, pic});
  CHECK(line.hexes == std::vector<lotn::Hex>{at("2020")});
  const PlacedOption charge = find("charge");
  CHECK(charge.kind == OptionKind::Shock);
  CHECK(charge.unit == gula);
  CHECK(charge.targets == std::vector<int>{pic});
  CHECK(charge.mark == "charge");
  CHECK(find("colour").kind == OptionKind::Ride);
  // An entry from off the map (9.64): the hex and the facing, no unit; a click at the vertex chooses it.
  const PlacedOption face = find("face 2");
  CHECK(face.kind == OptionKind::Move);
  CHECK(face.unit == -1);
  CHECK(face.facing == 2);
  const int face_click = option_facing(m, options_at(m, at("2219")), 2);
  REQUIRE(face_click >= 0);
  CHECK(m.placed[static_cast<std::size_t>(face_click)].id == "face 2");
  // A click in 1920 at vertex 1: the move and the creeping fire's step both face it, so the picker asks.
  CHECK(option_facing(m, options_at(m, at("1920")), 1) == -1);

  // A leader off the map: his option has no place.
  st->leaders[static_cast<std::size_t>(gustav)].on_map = false;
  CHECK_FALSE(place_by_refs(*st, DecisionOption{"trump Gustav", "him", {{"leader", "Gustav"}}}));
  CHECK_FALSE(place_by_refs(*st, DecisionOption{"done", "no more orders"}));
}

}  // namespace umpire::lotnui
