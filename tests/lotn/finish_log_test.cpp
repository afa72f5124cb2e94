// Lion of the North: a finish by the doctrine in the battle log. A finish is
// one journal entry of many steps; the log places each step's decisions where
// that step began, not all of them where the finish began. A battle saved
// before the steps were kept still places them where the finish began.
#include <doctest/doctest.h>

#include <map>

#include <nlohmann/json.hpp>

#include "core/decisions.h"
#include "core/dice.h"
#include "core/json_read.h"
#include "lotn/battle_report.h"
#include "lotn/engine.h"
#include "lotn/sequence.h"
#include "sessions/battle_module.h"

namespace umpire {
namespace {

// A bench battle: three moves one journal entry each, then the rest as one finish.
struct FinishFight {
  GameStatePtr state;
  std::vector<battles::JournalMove> moves;
  std::size_t finish_first_line = 0;  // the log's length when the finish began
  const lotn::Battle& st() const { return static_cast<const lotn::Battle&>(*state); }
};

FinishFight finish_fight() {
  auto engine = lotn::module();
  FinishFight f;
  f.state = engine->start(lotn::bench_setup(10), 5);
  SeededDice seeded(5, 0);
  Dice dice(seeded);
  DoctrineDecisions doctrine;
  for (int i = 0; i < 3; ++i) {
    Decisions decisions(&doctrine);
    auto mv = engine->move(*f.state, dice, decisions);
    f.state = mv.state;
    f.moves.push_back({i + 1, battles::kMoveCommand, mv.events, decisions.made()});
  }
  f.finish_first_line = f.st().log.size();
  Decisions decisions(&doctrine);
  battles::JournalMove finish{4, battles::kFinishCommand, {}, {}};
  for (int i = 0; i < 20000 && !engine->over(*f.state); ++i) {
    auto mv = engine->move(*f.state, dice, decisions);
    f.state = mv.state;
    finish.events.insert(finish.events.end(), mv.events.begin(), mv.events.end());
  }
  finish.decisions = decisions.made();
  f.moves.push_back(std::move(finish));
  return f;
}

// Where each decision of the journal entry `seq` stands: the log line said next after it.
std::map<std::size_t, int> finish_decision_lines(const std::vector<lotn::LogEntry>& log, std::int64_t seq) {
  std::map<std::size_t, int> at;
  for (std::size_t i = 0; i < log.size(); ++i) {
    if (log[i].kind != lotn::LogKind::Decision || log[i].move != seq) continue;
    std::size_t j = i + 1;
    while (j < log.size() && !log[j].line) ++j;
    ++at[j < log.size() ? *log[j].line : SIZE_MAX];
  }
  return at;
}

}  // namespace

TEST_CASE("LotN log: a finish's decisions stand where each of its steps began, an older battle's where it began") {
  const FinishFight f = finish_fight();
  const lotn::Battle& st = f.st();
  REQUIRE(st.phase == lotn::Phase::Over);
  const std::size_t finish_decisions = f.moves.back().decisions.size();
  REQUIRE(finish_decisions > 50);

  std::vector<lotn::LogEntry> log = lotn::battle_log(st, f.moves);
  std::size_t decisions = 0;
  for (const auto& e : log) decisions += e.kind == lotn::LogKind::Decision;
  std::size_t journal = 0;
  for (const auto& m : f.moves) journal += m.decisions.size();
  CHECK(decisions == journal);

  // Spread over the finish: at many lines, none before the finish began, and each step's decisions before the
  // first line that step said (the step marks kept with the battle).
  auto at = finish_decision_lines(log, 4);
  CHECK(at.size() > 10);
  CHECK(at.begin()->first >= f.finish_first_line);
  std::size_t marked = 0;
  for (const auto& s : st.steps)
    if (s.line >= f.finish_first_line) {
      marked += s.decisions;
      CHECK(at.count(s.line) == 1);
    }
  CHECK(marked == finish_decisions);
  // The three single moves are unchanged: their decisions before their first line.
  for (std::int64_t seq = 1; seq <= 3; ++seq)
    CHECK(finish_decision_lines(log, seq).size() == (f.moves[static_cast<std::size_t>(seq - 1)].decisions.empty() ? 0 : 1));

  // The marks are stored with the battle.
  auto engine = lotn::module();
  const Json stored = st.to_json();
  auto loaded = engine->load_state(JsonCursor(stored, "battle"));
  CHECK(static_cast<const lotn::Battle&>(*loaded).steps == st.steps);

  // A battle saved before the marks were kept: the finish's decisions where it began.
  Json old = stored;
  old.erase("steps");
  auto older = engine->load_state(JsonCursor(old, "battle"));
  REQUIRE(static_cast<const lotn::Battle&>(*older).steps.size() == 0);
  auto old_at = finish_decision_lines(lotn::battle_log(static_cast<const lotn::Battle&>(*older), f.moves), 4);
  REQUIRE(old_at.size() == 1);
  CHECK(old_at.begin()->first == f.finish_first_line);
}

}  // namespace umpire
