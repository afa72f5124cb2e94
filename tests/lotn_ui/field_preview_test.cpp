// The Field as of the decision waiting: a whole Orders Phase is one battle
// move, so the map draws the position the move has reached with the answers
// given so far (BattleModule::partial_move, battles::preview_position, the
// Battle window's position_as_answered), never while the decision is
// curtained, and says so in its header.
#include <doctest/doctest.h>

#include <filesystem>
#include <optional>

#include <unistd.h>

#include "core/decisions.h"
#include "core/dice.h"
#include "lotn/engine.h"
#include "session/campaign.h"
#include "ui/battles/battle_actions.h"
#include "ui/lotn/battle_map_logic.h"

namespace umpire {
namespace {

const lotn::Battle& fpv_of(const GameStatePtr& p) { return static_cast<const lotn::Battle&>(*p); }

// What the move from `st` asks after `answers` (dry run with the seeded dice at `drawn`); nullopt: it asks nothing more.
std::optional<DecisionRequest> fpv_next(const battles::BattleModule& engine, const GameState& st, std::uint64_t drawn,
                                        const std::vector<std::string>& answers) {
  SeededDice seeded(11, drawn);
  Dice dice(seeded);
  ScriptedDecisions so_far(answers, "player");
  Decisions decisions(&so_far);
  try {
    engine.move(st, dice, decisions);
  } catch (const DecisionNeeded& e) {
    return e.request();
  }
  return std::nullopt;
}

// An order's unit, then a move of it to another hex: the answers, the unit, and the hex it was ordered to.
struct FpvOrdered {
  GameStatePtr start;  // the state the move starts from
  std::uint64_t drawn = 0;
  std::vector<std::string> answers;
  int unit = -1;
  lotn::Hex to;
  std::string side;  // the side whose decision waits after the two answers
};

// Fights the bench battle by the doctrine until a leader's orders may move a unit, and answers that unit and a
// move of it to another hex. Every other decision takes the advice.
std::optional<FpvOrdered> fpv_order_a_move(const battles::BattleModule& engine) {
  GameStatePtr st = engine.start(lotn::bench_setup(8), 11);
  std::uint64_t drawn = 0;
  for (int move = 0; move < 200 && !engine.over(*st); ++move) {
    std::vector<std::string> answers;
    for (int asked = 0; asked < 400; ++asked) {
      auto r = fpv_next(engine, *st, drawn, answers);
      if (!r) break;
      const lotn::Battle& b = fpv_of(st);
      // An order: a unit that may move to a hex other than its own.
      if (!answers.empty() || r->option("done")) {
        for (const auto& o : r->options) {
          int unit = -1;
          for (std::size_t i = 0; i < b.units.size(); ++i)
            if (b.s->units[i].id == o.id) unit = static_cast<int>(i);
          if (unit < 0) continue;
          std::vector<std::string> with = answers;
          with.push_back(o.id);
          auto action = fpv_next(engine, *st, drawn, with);
          if (!action) continue;
          for (const auto& a : action->options) {
            auto placed = lotnui::place_option(b, a);
            if (!placed || placed->kind != lotnui::OptionKind::Move || placed->hexes.empty()) continue;
            if (placed->hexes.front() == b.units[static_cast<std::size_t>(unit)].hex) continue;
            with.push_back(a.id);
            auto after = fpv_next(engine, *st, drawn, with);
            if (!after) continue;
            return FpvOrdered{st, drawn, with, unit, placed->hexes.front(), after->side};
          }
        }
      }
      answers.push_back(r->advice);
    }
    SeededDice seeded(11, drawn);
    Dice dice(seeded);
    ScriptedDecisions so_far(answers, "player");
    Decisions decisions(&so_far);
    st = engine.move(*st, dice, decisions).state;
    drawn += dice.faces_drawn();
  }
  return std::nullopt;
}

// A battle of one move asking a secret decision of side x, then an open one of side y.
struct FpvSecretState : GameState {
  int n = 0;
  Json to_json() const override { return Json{{"n", n}}; }
};

class FpvSecretEngine : public battles::BattleModule {
 public:
  std::vector<Reason> cannot_take(const battles::BattleSetup&) const override { return {}; }
  GameStatePtr start(const battles::BattleSetup&, std::uint64_t) const override {
    return std::make_shared<FpvSecretState>();
  }
  Move move(const GameState& s, Dice&, Decisions& d) const override {
    auto st = std::make_shared<FpvSecretState>(static_cast<const FpvSecretState&>(s));
    run(*st, d);
    return {st, {}};
  }
  GameStatePtr partial_move(const GameState& s, Dice&, Decisions& d) const override {
    auto st = std::make_shared<FpvSecretState>(static_cast<const FpvSecretState&>(s));
    try {
      run(*st, d);
    } catch (const DecisionNeeded&) {
      return st;
    }
    return nullptr;
  }
  bool over(const GameState&) const override { return false; }
  battles::BattleResult result(const GameState&) const override { return {}; }
  const battles::BattleSetup& setup(const GameState&) const override {
    static const battles::BattleSetup none;
    return none;
  }
  std::vector<std::string> position(const GameState&) const override { return {}; }
  std::string id() const override { return "fpv_secret"; }
  std::string title() const override { return "secret test"; }
  GameStatePtr load_state(const JsonCursor&) const override { return std::make_shared<FpvSecretState>(); }

 private:
  static void run(FpvSecretState& st, Decisions& d) {
    DecisionRequest hidden;
    hidden.label = "where the detachment enters";
    hidden.side = "x";
    hidden.secret = true;
    hidden.options = {{"1", "north"}, {"2", "south"}};
    hidden.advice = "1";
    st.n += std::stoi(d.choose(hidden));
    DecisionRequest open;
    open.label = "the other side's move";
    open.side = "y";
    open.options = {{"go", "go"}};
    open.advice = "go";
    d.choose(open);
    st.n += 10;
  }
};

}  // namespace

TEST_CASE("Field as ordered so far: never the position a secret answer of the other side led to") {
  FpvSecretEngine engine;
  FpvSecretState start;
  SeededDice s1(1, 0), s2(1, 0), s3(1, 0);
  Dice d1(s1), d2(s2), d3(s3);
  // The other side (y) is at the screen: its decision waits after x's secret answer; nothing of it shows.
  CHECK_FALSE(battles::preview_position(engine, start, d1, {"2"}, "y"));
  // The secret's own side sees what it chose.
  GameStatePtr own = battles::preview_position(engine, start, d2, {"2"}, "x");
  REQUIRE(own);
  CHECK(static_cast<const FpvSecretState&>(*own).n == 2);
  // Every decision answered: the move asks nothing more, there is no partial position.
  CHECK_FALSE(battles::preview_position(engine, start, d3, {"2", "go"}, "y"));
}

TEST_CASE("Field as ordered so far: after a unit's order and its move, the position has the unit where it was ordered") {
  auto engine = lotn::module();
  auto ordered = fpv_order_a_move(*engine);
  REQUIRE(ordered);
  const lotn::Battle& start = fpv_of(ordered->start);
  const auto u = static_cast<std::size_t>(ordered->unit);
  REQUIRE(start.units[u].hex != ordered->to);

  SeededDice seeded(11, ordered->drawn);
  Dice dice(seeded);
  GameStatePtr preview = battles::preview_position(*engine, *ordered->start, dice, ordered->answers, ordered->side);
  REQUIRE(preview);
  const lotn::Battle& now = fpv_of(preview);
  CHECK(now.units[u].hex == ordered->to);
  CHECK(now.units[u].hex != start.units[u].hex);
  // The state itself is untouched: the preview is a copy.
  CHECK(fpv_of(ordered->start).units[u].hex == start.units[u].hex);

  // No answers yet: nothing to preview (the map draws the state).
  SeededDice seeded2(11, ordered->drawn);
  Dice dice2(seeded2);
  CHECK_FALSE(battles::preview_position(*engine, *ordered->start, dice2, {}, ordered->side));

  // Only the unit's order given: the unit has not moved yet, the position is still a copy of the start's.
  SeededDice seeded3(11, ordered->drawn);
  Dice dice3(seeded3);
  std::vector<std::string> first(ordered->answers.begin(), ordered->answers.end() - 1);
  GameStatePtr before_move = battles::preview_position(*engine, *ordered->start, dice3, first, ordered->side);
  REQUIRE(before_move);
  CHECK(fpv_of(before_move).units[u].hex == start.units[u].hex);

  // The header says the map shows the position as ordered so far.
  DecisionRequest waiting;
  waiting.label = "orders";
  waiting.side_name = "Blue";
  CHECK(lotnui::header_words(now, &waiting, true).as_of.find("As ordered so far") == 0);
  CHECK(lotnui::header_words(now, &waiting, false).as_of.empty());
}

TEST_CASE("Field as ordered so far: the Battle window gives the position only while the decision is not curtained") {
  GameRegistry registry;
  registry.add(lotn::module());
  const std::string path = "/tmp/umpire_field_preview_" + std::to_string(::getpid()) + ".umpire";
  std::filesystem::remove(path);
  auto campaign = Campaign::create(path, registry, "Bench", lotn::kEngineId, battles::battle_options(lotn::bench_setup(8)), 11);
  REQUIRE(campaign);
  battlesui::OpenBattle b;
  b.session = std::shared_ptr<Campaign>(campaign.get(), [](Campaign*) {});
  b.hand_over = true;
  // The doctrine plays the campaign until a decision of an order waits; then a unit and its move are answered.
  bool found = false;
  for (int step = 0; step < 400 && !found; ++step) {
    battlesui::work_out_waiting(b);
    if (!b.waiting) {  // a move that asks nothing
      battlesui::fight_move(b);
      continue;
    }
    const GameStatePtr held = b.session->state().game;
    const lotn::Battle& st = fpv_of(held);
    if (b.answers.empty() && b.waiting->option("done")) {
      for (const auto& o : b.waiting->options) {
        int unit = -1;
        for (std::size_t i = 0; i < st.units.size(); ++i)
          if (st.s->units[i].id == o.id) unit = static_cast<int>(i);
        if (unit < 0) continue;
        battlesui::take_screen(b);
        battlesui::answer(b, o.id);
        if (!b.waiting) break;
        for (const auto& a : b.waiting->options) {
          auto placed = lotnui::place_option(st, a);
          if (!placed || placed->kind != lotnui::OptionKind::Move || placed->hexes.empty() ||
              placed->hexes.front() == st.units[static_cast<std::size_t>(unit)].hex)
            continue;
          battlesui::take_screen(b);
          battlesui::answer(b, a.id);
          if (!b.waiting || b.answers.size() != 2) break;
          battlesui::take_screen(b);
          GameStatePtr shown = battlesui::position_as_answered(b);
          REQUIRE(shown);
          CHECK(fpv_of(shown).units[static_cast<std::size_t>(unit)].hex == placed->hexes.front());
          CHECK(battlesui::position_as_answered(b) == shown);  // kept, not worked out every frame
          // Handed over to the other side: nothing of the position as answered.
          b.handed_to.clear();
          b.last_side = b.waiting->side == "x" ? "y" : "x";
          REQUIRE(battlesui::curtained(b));
          CHECK_FALSE(battlesui::position_as_answered(b));
          battlesui::take_screen(b);
          CHECK(battlesui::position_as_answered(b) == shown);
          found = true;
          break;
        }
        break;
      }
      if (found) break;
      battlesui::take_back_answers(b);
    }
    battlesui::watch_move(b);
  }
  CHECK(found);
  campaign.reset();
  std::filesystem::remove(path);
}

}  // namespace umpire
