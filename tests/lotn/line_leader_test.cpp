// Lion of the North: leaders moving with their Line (LotN 4.5, 4.26, 7.23),
// step by step on the small test map with scripted decisions: the leader who
// gave the Line Command chooses where he ends (or stays), within his Command
// Range of one of its units and by the leader's movement rules; the doctrine
// keeps him with the Line; a Line Command never moves another leader, except
// the overall commander's moving a leader stacked with one of its units,
// where he wishes and out of an enemy ZOC; a battle begun under the engine's
// rules version 1 keeps the older play.
#include <doctest/doctest.h>

#include <algorithm>
#include <deque>

#include <nlohmann/json.hpp>

#include "core/json_read.h"
#include "lotn/engine.h"
#include "lotn/hex_facing.h"
#include "lotn/lines.h"
#include "lotn/lotn_battle_fixture.h"
#include "lotn/movement.h"
#include "lotn/sequence.h"

namespace umpire {
namespace {


// The scripted answers first, then the advice; every request kept.
class LlAnswers : public DecisionSource {
 public:
  std::deque<std::string> first;
  std::vector<DecisionRequest> asked;
  // Answers the request whose label starts so with the given choice ("" : its advice), wherever it comes.
  std::vector<std::pair<std::string, std::string>> by_label;
  std::string choose(const DecisionRequest& r) override {
    asked.push_back(r);
    for (const auto& [label, choice] : by_label)
      if (r.label.rfind(label, 0) == 0) return choice.empty() ? r.advice : choice;
    if (!first.empty()) {
      std::string a = first.front();
      first.pop_front();
      return a;
    }
    return r.advice;
  }
  std::string by() const override { return "script"; }
  const DecisionRequest* find(const std::string& label_start) const {
    for (const auto& r : asked)
      if (r.label.rfind(label_start, 0) == 0) return &r;
    return nullptr;
  }
};

// Two Swedish brigades in a Line (1112 and 1012, facing vertex 2), their overall commander beside them in 1113,
// a lone Imperialist brigade far off in 2828.
struct LlBattle {
  lotn_test::BattleBuilder b;
  int red = -1, second = -1, blue = -1, oc = -1;
  LlBattle() {
    b.setup().data = std::shared_ptr<const lotn::DataSet>(&lotn_test::test_tables(), [](const lotn::DataSet*) {});
    red = b.unit(lotn_test::BattleBuilder::make("gula", "Gula brigade", 0, lotn::Arm::HI, 6, 6), "1112", 2);
    second = b.unit(lotn_test::BattleBuilder::make("bla", "Bla brigade", 0, lotn::Arm::HI, 6, 6), "1012", 2);
    blue = b.unit(lotn_test::BattleBuilder::make("wahl", "Wahl's tercio", 1, lotn::Arm::HI, 6, 6), "2828", 5);
    oc = b.leader("Gustavus", 0, "1113", 5);
    lotn::LeaderDef& d = b.setup().leaders[static_cast<std::size_t>(oc)];
    d.initiative = 2;
    d.overall_commander = true;
    d.line_commands = 1;
  }
  std::unique_ptr<lotn_test::BattleRun> orders(int leader) {
    auto r = b.run(lotn::Mode::Test);
    r->begin_orders(leader);
    return r;
  }
};

// The Line of both brigades, and each member's one-hex move ahead keeping its facing (their option ids).
struct LlPlan {
  std::string line;
  std::vector<std::string> moves;
};
LlPlan ll_plan(lotn_test::BattleRun& r, int leader) {
  LlPlan out;
  for (const auto& l : lotn::line_options(*r.st, r.board, leader))
    if (l.units.size() == 2 && out.line.empty()) {
      out.line = l.id;
      for (int u : l.units)
        for (const auto& o : lotn::move_options(*r.st, r.board, u))
          if (o.hexes == 1 && o.facing == r.unit(u).facing) {
            out.moves.push_back(lotn::move_id(*r.st, o));
            break;
          }
    }
  return out;
}

std::string ll_log(const lotn::Battle& st) {
  std::string out;
  for (const auto& line : st.log) out += line + "\n";
  return out;
}

}  // namespace

TEST_CASE("lotn line leader: the leader who gave the Line Command chooses where he ends, within his range of one of "
          "its units (LotN 4.5)") {
  LlBattle t;
  // An Imperialist brigade three hexes off the Line's left: its ZOC holds hexes the leader may not stop in alone.
  int near = t.b.unit(lotn_test::BattleBuilder::make("pap", "Pappenheim's brigade", 1, lotn::Arm::HI, 6, 6), "1016", 1);
  auto r = t.orders(t.oc);
  LlPlan plan = ll_plan(*r, t.oc);
  REQUIRE(plan.moves.size() == 2u);
  LlAnswers answers;
  answers.first = {plan.line, plan.moves[0], plan.moves[1]};
  answers.by_label.push_back({"Gustavus moves with his Line", "stay"});
  Decisions decisions(&answers);
  lotn::Ctx ctx{*r->st, r->dice, decisions, r->say, r->tables};
  for (int i = 0; i < 20; ++i) r->dice_source.push(9);  // no reaction fire reaches; a roll, if any, high
  lotn::step(ctx);
  INFO(ll_log(*r->st));
  const DecisionRequest* q = answers.find("Gustavus moves with his Line");
  REQUIRE(q != nullptr);
  CHECK(q->label.find("LotN 4.5") != std::string::npos);
  REQUIRE(q->options.size() > 2);
  CHECK(q->options.front().id == "stay");
  CHECK(q->options.front().text == "stay in 1113");
  CHECK(r->leader(t.oc).hex == r->hex("1113"));  // he stayed

  // Every hex offered: a hex his own move reaches, within 4 (his range) of a brigade where it now stands; his move
  // reaches farther (MA 9), and those hexes are not offered; never a hex in the enemy ZOC with no friend in it.
  r->board.rebuild();
  const lotn::HexGrid& grid = r->st->s->map->grid();
  std::vector<lotn::Hex> reach = lotn::leader_move_options(*r->st, r->board, t.oc, 0);
  auto near_line = [&](const lotn::Hex& h) {
    return grid.distance(h, r->unit(t.red).hex) <= 4 || grid.distance(h, r->unit(t.second).hex) <= 4;
  };
  std::size_t offered = 0;
  for (std::size_t k = 1; k < q->options.size(); ++k) {
    auto h = grid.parse(q->options[k].id);
    REQUIRE(h.has_value());
    CHECK(std::find(reach.begin(), reach.end(), *h) != reach.end());
    CHECK(near_line(*h));
    CHECK_FALSE((r->board.enemy_zoc(*h, 0) && !r->board.friend_at(*h, 0)));
    ++offered;
  }
  CHECK(std::any_of(reach.begin(), reach.end(), [&](const lotn::Hex& h) { return !near_line(h); }));
  std::size_t in_range = 0;
  for (const lotn::Hex& h : reach) in_range += near_line(h) ? 1 : 0;
  CHECK(offered <= in_range);  // on an open map the path is the plain distance, unless the enemy's ZOC bars it
  CHECK(offered >= 10);
  // The enemy's ZOC: a hex within range he could reach were it not for the ZOC.
  bool zoc_left_out = false;
  for (const lotn::Hex& h : lotn::zoc_hexes(*r->st, near))
    if (near_line(h) && r->board.units_at(h).empty())
      zoc_left_out |= std::none_of(q->options.begin(), q->options.end(),
                                   [&](const DecisionOption& o) { return o.id == grid.name(h); });
  CHECK(zoc_left_out);
}

TEST_CASE("lotn line leader: he moves to the hex chosen; the doctrine keeps him with the Line, never beside an enemy") {
  LlBattle t;
  auto r = t.orders(t.oc);
  LlPlan plan = ll_plan(*r, t.oc);
  REQUIRE(plan.moves.size() == 2u);
  LlAnswers answers;
  answers.first = {plan.line, plan.moves[0], plan.moves[1]};
  answers.by_label.push_back({"Gustavus moves with his Line", ""});  // the advice
  Decisions decisions(&answers);
  lotn::Ctx ctx{*r->st, r->dice, decisions, r->say, r->tables};
  lotn::step(ctx);
  std::string log = ll_log(*r->st);
  INFO(log);
  const DecisionRequest* q = answers.find("Gustavus moves with his Line");
  REQUIRE(q != nullptr);
  REQUIRE(q->advice != "stay");
  const lotn::HexGrid& grid = r->st->s->map->grid();
  // The advice: the hex nearest the Line (a brigade's own), whence his range covers both.
  auto advised = grid.parse(q->advice);
  REQUIRE(advised.has_value());
  CHECK(r->leader(t.oc).hex == *advised);
  int nearest = std::min(grid.distance(*advised, r->unit(t.red).hex), grid.distance(*advised, r->unit(t.second).hex));
  CHECK(nearest == 0);
  CHECK(log.find("Gustavus moves with the Line to " + q->advice + " (LotN 4.5)") != std::string::npos);

  // advise_line_leader itself: a hex beside an enemy is never the advice, however near the Line.
  r->board.rebuild();
  std::vector<int> members{t.red, t.second};
  lotn::Hex front = r->unit(t.red).hex;
  std::optional<lotn::Hex> beside;
  for (const auto& n : grid.neighbours(front))
    if (n && r->board.units_at(*n).empty() && !beside) beside = *n;
  REQUIRE(beside.has_value());
  r->unit(t.blue).hex = *beside;  // the enemy now stands beside the red brigade's hex
  r->board.rebuild();
  lotn::Hex away = r->hex("1315");
  int pick = lotn::advise_line_leader(*r->st, r->board, t.oc, members, {front, away});
  CHECK(pick != 0);
}

TEST_CASE("lotn line leader: under a Line Command he no longer rides along with the brigade he is stacked with; "
          "a battle begun under rules version 1 does") {
  for (int older = 0; older < 2; ++older) {
    INFO((older ? "rules version 1" : "rules version 2"));
    LlBattle t;
    if (older) t.b.rules(1);
    auto r = t.orders(t.oc);
    r->leader(t.oc).hex = r->hex("1112");  // stacked with the red brigade
    r->board.rebuild();
    LlPlan plan = ll_plan(*r, t.oc);
    REQUIRE(plan.moves.size() == 2u);
    LlAnswers answers;
    answers.first = {plan.line, plan.moves[0], plan.moves[1]};
    answers.by_label.push_back({"Gustavus moves with his Line", "stay"});
    Decisions decisions(&answers);
    lotn::Ctx ctx{*r->st, r->dice, decisions, r->say, r->tables};
    lotn::step(ctx);
    INFO(ll_log(*r->st));
    CHECK(r->unit(t.red).hex != r->hex("1112"));
    if (older) {
      CHECK(answers.find("Gustavus moves with his Line") == nullptr);
      CHECK(r->leader(t.oc).hex == r->unit(t.red).hex);  // carried along, as before the rule
    } else {
      CHECK(answers.find("Gustavus moves with his Line") != nullptr);
      CHECK(r->leader(t.oc).hex == r->hex("1112"));  // he stayed
    }
  }
}

TEST_CASE("lotn line leader: a Line Command never moves another leader, but the overall commander's moves one stacked "
          "with its unit, where he wishes, out of an enemy ZOC (LotN 4.5, 7.23)") {
  for (int by_oc = 0; by_oc < 2; ++by_oc) {
    INFO((by_oc ? "the overall commander's Line Command" : "a subordinate's Line Command"));
    LlBattle t;
    int horn = t.b.leader("Horn", 0, "1012", 5);  // stacked with the Bla brigade
    if (!by_oc) {
      // Horn is the one who commands now; Gustavus (not the overall commander in this run) stands with the Bla
      // brigade instead, and stays there.
      t.b.setup().leaders[static_cast<std::size_t>(t.oc)].overall_commander = false;
      t.b.setup().leaders[static_cast<std::size_t>(horn)].line_commands = 1;
    }
    const int giver = by_oc ? t.oc : horn;
    const int carried = by_oc ? horn : t.oc;
    auto r = t.orders(giver);
    r->leader(giver).hex = r->hex("1113");
    r->leader(carried).hex = r->hex("1012");
    // An Imperialist brigade whose ZOC holds 1012 (not 1112): the Bla brigade and the leader with it are in it.
    const lotn::HexGrid& grid = r->st->s->map->grid();
    bool placed = false;
    for (const auto& n : grid.neighbours(r->hex("1012"))) {
      if (!n || placed || !r->board.units_at(*n).empty() || grid.distance(*n, r->hex("1112")) <= 1) continue;
      for (int f = 0; f < 6 && !placed; ++f) {
        r->unit(t.blue).hex = *n;
        r->unit(t.blue).facing = f;
        r->board.rebuild();
        placed = r->board.enemy_zoc(r->hex("1012"), 0) && !r->board.enemy_zoc(r->hex("1112"), 0);
      }
    }
    REQUIRE(placed);
    REQUIRE_FALSE(r->board.enemy_zoc(r->hex("1113"), 0));  // the leader who commands may give orders (4.27)
    CHECK(lotn::leader_move_options(*r->st, r->board, carried, 0).empty());  // alone he may not leave the ZOC
    // The Line: both brigades; only the red one can move (the Bla brigade is held in the ZOC).
    std::vector<lotn::Line> lines = lotn::line_options(*r->st, r->board, giver);
    const lotn::Line* both = nullptr;
    for (const auto& l : lines)
      if (l.units.size() == 2 && !both) both = &l;
    REQUIRE(both != nullptr);
    std::string red_move;
    for (const auto& o : lotn::move_options(*r->st, r->board, t.red))
      if (o.hexes == 1 && o.facing == r->unit(t.red).facing) red_move = lotn::move_id(*r->st, o);
    REQUIRE_FALSE(red_move.empty());
    LlAnswers answers;
    answers.first = {both->id};
    answers.by_label.push_back({lotn::leader_name(*r->st, giver) + "'s Line Command: Gula", red_move});
    answers.by_label.push_back({lotn::leader_name(*r->st, giver) + "'s Line Command: Bla", "hold"});
    answers.by_label.push_back({lotn::leader_name(*r->st, giver) + " moves with his Line", "stay"});
    answers.by_label.push_back({"Horn moves with Gustavus's Line Command", "1315"});
    for (int i = 0; i < 20; ++i) r->dice_source.push(9);
    Decisions decisions(&answers);
    lotn::Ctx ctx{*r->st, r->dice, decisions, r->say, r->tables};
    lotn::step(ctx);
    std::string log = ll_log(*r->st);
    INFO(log);
    CHECK(r->unit(t.red).moved);
    const DecisionRequest* carried_q = answers.find(lotn::leader_name(*r->st, carried) + " moves with");
    if (!by_oc) {
      CHECK(carried_q == nullptr);
      CHECK(r->leader(carried).hex == r->hex("1012"));
    } else {
      REQUIRE(carried_q != nullptr);
      // Where he wishes: no range is asked of him.
      CHECK(std::any_of(carried_q->options.begin(), carried_q->options.end(),
                        [](const DecisionOption& o) { return o.id == "1315"; }));
      CHECK(r->leader(carried).hex == r->hex("1315"));
      CHECK(log.find("Horn moves with the Line to 1315 (LotN 4.5)") != std::string::npos);
    }
  }
}

TEST_CASE("lotn line leader: a battle stored before the rule replays on the older rules; a new one plays the rule") {
  auto engine = lotn::module();
  Json options{{"scenario", "breitenfeld"}, {"variants", {{"data.mode", 2}}}};
  GameStatePtr g = engine->new_game(JsonCursor(options, "options"), 3);
  CHECK(static_cast<const lotn::Battle&>(*g).rules == lotn::kRulesVersion);
  // Stored by the version before these rules: rules version 1.
  Json stored = g->to_json();
  stored["rules"] = 1;
  GameStatePtr old = engine->load_state(JsonCursor(stored, "battle"));
  CHECK(static_cast<const lotn::Battle&>(*old).rules == 1);
  auto fight = [&](GameStatePtr st, DecisionSource& source, std::vector<Decision>* made) {
    SeededDice seeded(5, 0);
    Dice dice(seeded);
    Decisions decisions(&source);
    for (int i = 0; i < 400 && !engine->over(*st) && static_cast<const lotn::Battle&>(*st).turn <= 2; ++i)
      st = engine->move(*st, dice, decisions).state;
    if (made) *made = decisions.made();
    return st;
  };
  // The older battle fights on as it was fought: its leaders are never asked where they end with their Lines,
  // and its journal of decisions replays it exactly.
  DoctrineDecisions doctrine;
  std::vector<Decision> made;
  GameStatePtr a = fight(old, doctrine, &made);
  REQUIRE(made.size() > 20);
  RecordedDecisions recorded(made);
  GameStatePtr b = fight(engine->load_state(JsonCursor(stored, "battle")), recorded, nullptr);
  CHECK(recorded.all_used());
  CHECK(a->to_json()["units"] == b->to_json()["units"]);
  CHECK(a->to_json()["leaders"] == b->to_json()["leaders"]);
  auto asks_line_leader = [](const std::vector<Decision>& ds) {
    return std::any_of(ds.begin(), ds.end(),
                       [](const Decision& d) { return d.label.find("moves with his Line") != std::string::npos; });
  };
  CHECK_FALSE(asks_line_leader(made));
  // The same battle begun now asks its leaders where they end with their Lines.
  std::vector<Decision> made_now;
  fight(g, doctrine, &made_now);
  CHECK(asks_line_leader(made_now));
  // A battle stored now keeps its rules version when loaded.
  CHECK(static_cast<const lotn::Battle&>(*engine->load_state(JsonCursor(g->to_json(), "battle"))).rules ==
        lotn::kRulesVersion);
}

}  // namespace umpire
