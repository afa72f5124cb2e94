// Lion of the North: the battle's papers. Each line of the log split from its
// rule and classified; a battle fought move by move, its log rebuilt with the
// journal's decisions where their moves begin, filtered by kind, words and
// turn; the log document ending with every value the rules text lost, counted;
// the decisive moments picked by their rules; and the final report refused
// before the end and complete after it.
#include <doctest/doctest.h>

#include <algorithm>
#include <variant>

#include <nlohmann/json.hpp>

#include "core/decisions.h"
#include "core/dice.h"
#include "lotn/battle_report.h"
#include "lotn/engine.h"
#include "lotn/sequence.h"
#include "lotn/shock.h"
#include "lotn_battle_fixture.h"
#include "sessions/battle_module.h"

namespace umpire {
namespace {

using lotn::LogKind;

// A bench battle (provisional play) fought to its end by the doctrine, one journal entry a move.
struct PaperFight {
  GameStatePtr state;
  std::vector<battles::JournalMove> moves;
  std::size_t decisions = 0;
  const lotn::Battle& st() const { return static_cast<const lotn::Battle&>(*state); }
};

PaperFight paper_fight(int units_per_side, std::uint64_t seed, int max_moves = 20000) {
  auto engine = lotn::module();
  battles::BattleSetup setup = lotn::bench_setup(units_per_side);
  PaperFight f;
  f.state = engine->start(setup, seed);
  SeededDice seeded(seed, 0);
  Dice dice(seeded);
  DoctrineDecisions doctrine;
  Decisions decisions(&doctrine);
  std::size_t made = 0;
  for (int i = 0; i < max_moves && !engine->over(*f.state); ++i) {
    auto mv = engine->move(*f.state, dice, decisions);
    f.state = mv.state;
    battles::JournalMove jm;
    jm.seq = i + 1;
    jm.command = battles::kMoveCommand;
    jm.events = mv.events;
    const auto& all = decisions.made();
    jm.decisions.assign(all.begin() + static_cast<std::ptrdiff_t>(made), all.end());
    made = all.size();
    f.moves.push_back(std::move(jm));
  }
  f.decisions = made;
  return f;
}

const PaperFight& paper_finished() {
  static const PaperFight f = paper_fight(12, 3);
  return f;
}

std::vector<std::string> paper_headings(const report::Document& doc) {
  std::vector<std::string> out;
  for (const auto& b : doc.blocks)
    if (const auto* h = std::get_if<report::Heading>(&b)) out.push_back(h->text);
  return out;
}

std::string paper_text(const report::Document& doc) {
  std::string out = doc.title + "\n" + doc.subtitle + "\n";
  for (const auto& b : doc.blocks) {
    if (const auto* h = std::get_if<report::Heading>(&b)) out += h->text + "\n";
    if (const auto* p = std::get_if<report::Paragraph>(&b)) out += p->text + "\n";
    if (const auto* l = std::get_if<report::BulletList>(&b))
      for (const auto& i : l->items) out += i + "\n";
    if (const auto* t = std::get_if<report::Table>(&b))
      for (const auto& r : t->rows) {
        for (const auto& c : r) out += c + " | ";
        out += "\n";
      }
  }
  return out;
}

}  // namespace

TEST_CASE("LotN papers: a log line's rule is split off and the line classified by it and by its words") {
  auto [text, rule] = lotn::split_rule("Gula brigade takes 2 hits (fire): 3 SP left (LotN 12.12)");
  CHECK(text == "Gula brigade takes 2 hits (fire): 3 SP left");
  CHECK(rule == "LotN 12.12");
  CHECK(lotn::split_rule("the units that arrived move (LotN Lützen, Imperialist Reinforcements)").second ==
        "LotN Lützen, Imperialist Reinforcements");
  CHECK(lotn::split_rule("The doctrine finished the battle (no winner)").second.empty());  // not a rule
  CHECK(lotn::split_rule("no rule here").first == "no rule here");

  auto turn = lotn::classify_line("Turn 3, 1500: Clear (LotN 3.0)");
  CHECK(turn.kind == LogKind::Phase);
  auto fire = lotn::classify_line(
      "Gula brigade fires at W2321: strength 5, column 4 (1L) to 3; d10 7 = 7: 1 hit (LotN 8.26)");
  CHECK(fire.kind == LogKind::Fire);
  CHECK(fire.has(LogKind::Dice));
  CHECK(fire.has(LogKind::Lookup));
  CHECK_FALSE(fire.has(LogKind::Shock));
  // A hit belongs to the combat its phase is in.
  CHECK(lotn::classify_line("Gula brigade takes 1 hit (fire): 4 SP left (LotN 12.12)", LogKind::Fire).kind == LogKind::Fire);
  CHECK(lotn::classify_line("Gula brigade takes 1 hit (shock): 4 SP left (LotN 12.12)", LogKind::Shock).kind == LogKind::Shock);
  CHECK(lotn::classify_line("Gula brigade takes 1 hit (x): 4 SP left (LotN 12.12)").kind == LogKind::Other);
  CHECK(lotn::classify_line("Gula brigade routs (shock) (LotN 12.3)").kind == LogKind::Rout);
  CHECK(lotn::classify_line("Gula brigade routs to W2321 (LotN 12.33)").kind == LogKind::Rout);
  CHECK(lotn::classify_line("Tilly rides to W2321 (LotN 12.38)").kind == LogKind::Leader);
  CHECK(lotn::classify_line("Tilly killed (shock) (LotN 4.44)").kind == LogKind::Leader);
  CHECK(lotn::classify_line("Red withdrawal points +12 (Gula brigade eliminated): 40 of 90 (LotN 13.1)").kind ==
        LogKind::Withdrawal);
  CHECK(lotn::classify_line("Gula brigade moves to W2321 (LotN 6.1)").kind == LogKind::Movement);
  CHECK(lotn::classify_line("Gula brigade charges Finland (LotN 9.43)").kind == LogKind::Shock);
  auto momentum = lotn::classify_line("Tilly: Momentum roll 4 over 3: he is Finished (LotN 5.31)");
  CHECK(momentum.kind == LogKind::Phase);
  CHECK(momentum.has(LogKind::Dice));
  CHECK(lotn::classify_line("Gula brigade pre-shock check: 3 against TQ 5, holds (LotN 9.23)").has(LogKind::Dice));
  CHECK(lotn::classify_line("Gula brigade checks for Disruption: 5 + 2 hits = 7 against TQ 6 (LotN 8.26)").has(LogKind::Dice));
  CHECK_FALSE(lotn::classify_line("Gula brigade moves to W2321 (LotN 6.1)").has(LogKind::Dice));
  CHECK(lotn::classify_line("something unexplained").kind == LogKind::Other);

  for (int k = 0; k < lotn::kLogKindCount; ++k) {
    auto kind = static_cast<LogKind>(k);
    CHECK(lotn::log_kind_from_id(lotn::log_kind_id(kind)) == kind);
  }
  CHECK_FALSE(lotn::log_kind_from_id("volley").has_value());
}

TEST_CASE("LotN papers: a battle's log holds every line in order with its turn, and each move's decisions where it begins") {
  const PaperFight& f = paper_finished();
  const lotn::Battle& st = f.st();
  REQUIRE(st.phase == lotn::Phase::Over);
  REQUIRE(f.decisions > 20);
  std::vector<lotn::LogEntry> log = lotn::battle_log(st, f.moves);
  std::size_t lines = 0, decisions = 0;
  int turn = 0;
  for (std::size_t i = 0; i < log.size(); ++i) {
    const auto& e = log[i];
    CHECK(e.turn >= turn);  // turns never go back
    turn = e.turn;
    if (e.kind == LogKind::Decision) {
      ++decisions;
      // The next line said is of the same move: the decision is where its move begins.
      std::size_t j = i + 1;
      while (j < log.size() && log[j].kind == LogKind::Decision) ++j;
      if (j < log.size()) CHECK(log[j].move == e.move);
      continue;
    }
    std::string said = e.rule.empty() ? e.text : e.text + " (" + e.rule + ")";
    CHECK(said == st.log[lines]);  // the log's own lines, in order
    CHECK(e.move > 0);             // each found in the journal entry that said it
    ++lines;
  }
  CHECK(lines == st.log.size());
  CHECK(decisions == f.decisions);
  CHECK(turn == st.turn);
  CHECK(log.front().turn == 1);
  CHECK(log.front().text.rfind("Turn 1, ", 0) == 0);
  // Without the journal: the lines alone.
  CHECK(lotn::battle_log(st).size() == st.log.size());

  // Every kind of line the battle said is there: a doctrine battle fires, shocks, moves and routs.
  for (LogKind k : {LogKind::Phase, LogKind::Decision, LogKind::Dice, LogKind::Lookup, LogKind::Fire, LogKind::Shock,
                    LogKind::Movement, LogKind::Withdrawal})
    CHECK_MESSAGE(std::any_of(log.begin(), log.end(), [k](const lotn::LogEntry& e) { return e.has(k); }),
                  lotn::log_kind_id(k));
}

TEST_CASE("LotN papers: the log filtered by kind, by words and by turns") {
  const PaperFight& f = paper_finished();
  std::vector<lotn::LogEntry> log = lotn::battle_log(f.st(), f.moves);
  battles::LogQuery q;
  q.kinds = {"fire"};
  auto fire = lotn::filter_log(log, lotn::log_filter(q));
  REQUIRE_FALSE(fire.empty());
  CHECK(fire.size() < log.size());
  for (auto i : fire) CHECK(log[i].has(LogKind::Fire));
  q.kinds = {"fire", "shock"};
  auto both = lotn::filter_log(log, lotn::log_filter(q));
  CHECK(both.size() > fire.size());
  q.kinds = {"volley"};
  CHECK_THROWS_WITH_AS(lotn::log_filter(q), doctest::Contains("no kind of line \"volley\""), UserError);

  battles::LogQuery words;
  words.text = "lotn 9.25";  // any case, the rule too
  auto shock_rule = lotn::filter_log(log, lotn::log_filter(words));
  REQUIRE_FALSE(shock_rule.empty());
  for (auto i : shock_rule)
    CHECK_MESSAGE((log[i].rule == "LotN 9.25" || log[i].text.find("LotN 9.25") != std::string::npos), log[i].text);

  battles::LogQuery turns;
  turns.first_turn = 2;
  turns.last_turn = 2;
  auto second = lotn::filter_log(log, lotn::log_filter(turns));
  REQUIRE_FALSE(second.empty());
  for (auto i : second) CHECK(log[i].turn == 2);
  turns.first_turn = 3;
  CHECK_THROWS_AS(lotn::log_filter(turns), UserError);
}

TEST_CASE("LotN papers: the log document is headed with the battle and ends with every value the rules text lost") {
  const PaperFight& f = paper_finished();
  const lotn::Battle& st = f.st();
  std::vector<lotn::LogEntry> log = lotn::battle_log(st, f.moves);
  report::Document doc = lotn::log_document(st, log);
  auto heads = paper_headings(doc);
  REQUIRE_FALSE(heads.empty());
  CHECK(heads.front() == "Turn 1, " + lotn::clock_words(st.s->first_turn));
  CHECK(std::find(heads.begin(), heads.end(), "Values the rules text lost") != heads.end());
  std::string text = paper_text(doc);
  CHECK(text.find("Sides: Red against Blue") != std::string::npos);
  CHECK(text.find("Mode: provisional play") != std::string::npos);

  // Provisional play read reconstructions: each is in a table of its chart, and the times add up to every lookup.
  REQUIRE(st.lookups.size() > 0);
  std::vector<lotn::LostValue> lost = lotn::lost_values(st);
  int times = 0;
  for (const auto& v : lost) {
    times += v.times;
    CHECK(v.provenance != lotn::Provenance::Printed);
    CHECK_FALSE(v.source.empty());
  }
  CHECK(times == static_cast<int>(st.lookups.size()));
  CHECK(lost.size() <= st.lookups.size());
  std::size_t after = std::find(heads.begin(), heads.end(), "Values the rules text lost") - heads.begin();
  CHECK(heads.size() > after + 1);  // a heading a chart
  CHECK(text.find(std::to_string(st.lookups.size()) + " value") != std::string::npos);

  // Filtered, it says so and keeps only those lines; the lost values stay whole.
  battles::LogQuery q;
  q.kinds = {"rout"};
  report::Document routs = lotn::log_document(st, log, lotn::log_filter(q));
  std::string rtext = paper_text(routs);
  CHECK(rtext.find("Filtered: only lines of kind rout") != std::string::npos);
  for (const auto& b : routs.blocks)
    if (const auto* t = std::get_if<report::Table>(&b); t && t->header.front() == "Kind")
      for (const auto& r : t->rows) CHECK(r.front().rfind("Rout", 0) == 0);
  CHECK(paper_headings(routs).back() == paper_headings(doc).back());
}

TEST_CASE("LotN papers: the decisive moments are picked by their rules") {
  const PaperFight& f = paper_finished();
  const lotn::Battle& st = f.st();
  // Counters of each side, a big one and a small one on side 1.
  int attacker = -1, big = -1, small = -1, other = -1;
  for (std::size_t i = 0; i < st.s->units.size(); ++i) {
    const auto& d = st.s->units[i];
    int id = static_cast<int>(i);
    if (d.side == 0 && attacker < 0 && !lotn::is_artillery(d.arm)) attacker = id;
    if (d.side == 1 && lotn::big_unit(st, id) && big < 0) big = id;
    if (d.side == 1 && !lotn::big_unit(st, id) && !lotn::is_artillery(d.arm) && small < 0) small = id;
  }
  for (std::size_t i = 0; i < st.s->units.size(); ++i)
    if (st.s->units[i].side == 1 && static_cast<int>(i) != big && static_cast<int>(i) != small && other < 0)
      other = static_cast<int>(i);
  REQUIRE(attacker >= 0);
  REQUIRE(big >= 0);
  REQUIRE(small >= 0);
  REQUIRE(other >= 0);
  auto name = [&](int u) { return st.s->units[static_cast<std::size_t>(u)].name; };
  auto lines = [](std::vector<std::string> said) {
    std::vector<lotn::LogEntry> out;
    lotn::LogKind context = LogKind::Other;
    int turn = 0;
    for (const auto& s : said) {
      auto e = lotn::classify_line(s, context);
      if (s.rfind("Turn ", 0) == 0) ++turn;
      e.turn = turn;
      if (e.kind == LogKind::Fire || e.kind == LogKind::Shock) context = e.kind;
      out.push_back(e);
    }
    return out;
  };

  // A shock after which two enemy units routed broke the line: one moment, its routs not named again.
  auto broke = lotn::decisive_moments(st, lines({"Turn 1, 1400: Clear (LotN 3.0)",
                                                  name(attacker) + " shocks " + name(small) + " (LotN 9.21)",
                                                  name(small) + " routs (shock) (LotN 12.3)",
                                                  name(big) + " routs (shock) (LotN 12.3)",
                                                  "Tilly's Orders Phase (initial) (LotN 5.2)"}));
  REQUIRE(broke.size() == 1);
  CHECK(broke[0].why == "line broken");
  CHECK(broke[0].text.find(name(small) + " and " + name(big)) != std::string::npos);
  CHECK(broke[0].rule == "LotN 9.21");

  // One rout only: no line broken; the big unit's rout is a moment, the small one's is not.
  auto one = lotn::decisive_moments(st, lines({"Turn 1, 1400: Clear (LotN 3.0)",
                                               name(attacker) + " shocks " + name(small) + " (LotN 9.21)",
                                               name(small) + " routs (shock) (LotN 12.3)",
                                               "Turn 2, 1430: Clear (LotN 3.0)",
                                               name(big) + " routs (fire) (LotN 12.3)"}));
  REQUIRE(one.size() == 1);
  CHECK(one[0].why == "rout");
  CHECK(one[0].turn == 2);

  // Eliminations, leader casualties (not the unhurt) and the armies' withdrawal.
  std::string leader = st.s->leaders.front().name;
  auto more = lotn::decisive_moments(
      st, lines({"Turn 1, 1400: Clear (LotN 3.0)", name(other) + " eliminated: its last SP (LotN 12.3)",
                 leader + " unhurt (roll 2) (LotN 4.44)", leader + " wounded (shock, roll 8 over Mortality 5) (LotN 4.44)",
                 "Blue reach 40 withdrawal points, their level is 40: they withdraw (LotN 13.15)",
                 "Red win: the enemy army withdraws (LotN 13.15)"}));
  REQUIRE(more.size() == 4);
  CHECK(more[0].why == "eliminated");
  CHECK(more[1].why == "leader casualty");
  CHECK(more[2].why == "army withdrawal");
  CHECK(more[3].text == "Red win: the enemy army withdraws");
}

TEST_CASE("LotN papers: the final report is refused before the end and names the result, the losses and the leaders") {
  PaperFight early = paper_fight(6, 5, 3);
  REQUIRE(early.st().phase != lotn::Phase::Over);
  CHECK_THROWS_WITH_AS(lotn::final_report(early.st(), lotn::battle_log(early.st())),
                       doctest::Contains("the battle is not over"), UserError);

  const PaperFight& f = paper_finished();
  const lotn::Battle& st = f.st();
  report::Document doc = lotn::final_report(st, lotn::battle_log(st, f.moves));
  auto heads = paper_headings(doc);
  for (const char* h : {"Result", "Withdrawal points", "Losses", "Leaders", "The decisive moments"})
    CHECK_MESSAGE(std::find(heads.begin(), heads.end(), h) != heads.end(), h);
  std::string text = paper_text(doc);
  CHECK(text.find("Provisional: ") != std::string::npos);
  if (st.winner >= 0)
    CHECK(text.find(lotn::side_name(st, st.winner) + " win") != std::string::npos);
  else
    CHECK(text.find("a draw") != std::string::npos);
  CHECK(text.find("The battle ended in turn " + std::to_string(st.turn)) != std::string::npos);
  // The losses of each side as the counters stand.
  for (int side = 0; side < 2; ++side) {
    lotn::SideLosses s = lotn::side_losses(st, side);
    int hits = 0, sp = 0;
    for (std::size_t i = 0; i < st.units.size(); ++i) {
      if (st.s->units[i].side != side) continue;
      sp += st.s->units[i].total_sp();
      hits += st.units[i].gone == "eliminated" ? st.s->units[i].total_sp()
                                               : std::min(st.s->units[i].total_sp(), st.units[i].hits());
    }
    CHECK(s.sp == sp);
    CHECK(s.sp_lost == hits);
    CHECK(text.find(lotn::side_name(st, side) + " | " + std::to_string(s.units) + " | " + std::to_string(s.sp) + " | " +
                    std::to_string(s.sp_lost) + " | ") != std::string::npos);
  }
  for (std::size_t l = 0; l < st.leaders.size(); ++l)
    if (st.leaders[l].killed) CHECK(text.find(st.s->leaders[l].name) != std::string::npos);
  // The campaign's units (the bench is a campaign's battle) and the values the rules text lost.
  CHECK(std::find(heads.begin(), heads.end(), "For the campaign") != heads.end());
  CHECK(heads.back() != "The decisive moments");
}

}  // namespace umpire

namespace umpire {

// ---- a ruling's chart cells, credited to the line that says it

namespace {

// Keeps the cells the run reads as a narrated move does (engine.cpp's move): the reads, the rulings that claim
// them, the move settled and its cells kept with the battle.
struct CreditRun {
  std::unique_ptr<lotn_test::BattleRun> run;
  std::size_t first_line = 0;
  explicit CreditRun(std::unique_ptr<lotn_test::BattleRun> r) : run(std::move(r)) {
    run->lookups.keep_cells([log = &run->st->log] { return log->size(); });
    run->say.reads = &run->lookups;
    first_line = run->st->log.size();
  }
  const lotn::Battle& settle() {
    run->lookups.settle(first_line, run->st->log.size());
    for (const auto& c : run->lookups.cells()) run->st->cells.push_back(c);
    return *run->st;
  }
};

// Answers by the words of the label; any other decision takes the doctrine's advice.
class CreditAnswers : public DecisionSource {
 public:
  std::vector<std::pair<std::string, std::string>> rules;  // label fragment -> option id
  std::string choose(const DecisionRequest& r) override {
    for (const auto& [key, id] : rules)
      if (r.label.find(key) != std::string::npos && r.option(id)) return id;
    return r.advice;
  }
  std::string by() const override { return "script"; }
};

std::string credit_dump(const lotn::Battle& st) {
  std::string out;
  for (std::size_t i = 0; i < st.log.size(); ++i) out += std::to_string(i) + ": " + st.log[i] + "\n";
  for (const auto& c : st.cells)
    out += "cell " + c.grid + " [" + c.row + ", " + c.column + "] for \"" + c.purpose + "\" under line " +
           std::to_string(c.line) + " (" + lotn::to_string(c.credit) + ")\n";
  return out;
}

std::size_t credit_line_with(const lotn::Battle& st, const std::string& words) {
  for (std::size_t i = 0; i < st.log.size(); ++i)
    if (st.log[i].find(words) != std::string::npos) return i;
  return st.log.size();
}

}  // namespace

TEST_CASE("LotN papers: a ruling's line claims the chart cells its procedure read; a silent read goes under no unrelated line") {
  lotn_test::BattleBuilder b;
  CreditRun cr(b.run(lotn::Mode::Test));
  lotn_test::BattleRun& run = *cr.run;
  const std::string shock = "shock: Yellow brigade against Red brigade";
  run.say("Yellow brigade moves to 2019", "LotN 6.1");                                   // line 0
  run.tables.need("superiority", "HI or TE", "HI/TE", shock);                            // read for the column, silent
  run.tables.need("terrain", "Clear", "HI", "disengage: Red brigade into 2021");        // read, never ruled on
  run.say("Green brigade moves to 2520", "LotN 6.1");                                   // line 1: another's
  run.tables.need("shock_crt", "3", "4", shock);
  run.say(shock + ": die roll 3, column 4: 1(1)", "LotN 9.25", lotn::RulingOf{shock});  // line 2: the ruling
  run.tables.need("shock_crt", "5", "4", shock);                                         // after its ruling
  run.say("Red brigade: DP 1 is below half its TQ 7, no effect", "LotN 9.25");          // line 3
  const lotn::Battle& st = cr.settle();
  INFO(credit_dump(st));
  REQUIRE(st.cells.size() == 4);
  // The unrelated line said next after the silent reads shows none of them.
  CHECK(lotn::ruling_cells(st, 1).empty());
  CHECK(lotn::ruling_cells(st, 3).empty());
  // The ruling: the Superiority read before the line said between, and its CRT cell, then the read after it.
  const auto ruled = lotn::ruling_cells(st, 2);
  REQUIRE(ruled.size() == 3);
  CHECK(ruled[0].grid == "superiority");
  CHECK(ruled[0].credit == lotn::Credit::Ruling);
  CHECK(ruled[1].grid == "shock_crt");
  CHECK(ruled[1].row == "3");
  CHECK(ruled[1].credit == lotn::Credit::Ruling);
  CHECK(ruled[2].row == "5");
  CHECK(ruled[2].credit == lotn::Credit::Unsaid);
  // The read no ruling claimed: read, no ruling said, under the line said before it.
  const auto before = lotn::ruling_cells(st, 0);
  REQUIRE(before.size() == 1);
  CHECK(before[0].grid == "terrain");
  CHECK(before[0].credit == lotn::Credit::Unsaid);
  // The cells stay in the order of their lines (ruling_cells halves).
  for (std::size_t i = 1; i < st.cells.size(); ++i) CHECK(st.cells[i - 1].line <= st.cells[i].line);
}

TEST_CASE("LotN papers: a read in a move that says nothing goes under the log's last line, or the first line to come") {
  lotn_test::BattleBuilder b;
  {
    CreditRun cr(b.run(lotn::Mode::Test));
    cr.run->tables.need("superiority", "LI", "HI/TE", "a preview");
    const lotn::Battle& st = cr.settle();
    REQUIRE(st.cells.size() == 1);
    CHECK(st.cells[0].line == 0);
    CHECK(st.cells[0].credit == lotn::Credit::Unsaid);
  }
  {
    auto r = b.run(lotn::Mode::Test);
    r->st->log.push_back("Turn 1400 begins");
    r->st->log.push_back("Yellow brigade moves to 2019 (LotN 6.1)");
    CreditRun cr(std::move(r));
    cr.run->tables.need("superiority", "LI", "HI/TE", "a preview");
    const lotn::Battle& st = cr.settle();
    REQUIRE(st.cells.size() == 1);
    CHECK(st.cells[0].line == 1);
    // A move whose first line follows the read: it goes under that line.
    CreditRun next(std::make_unique<lotn_test::BattleRun>(cr.run->st, lotn::Mode::Test));
    next.run->tables.need("superiority", "LI", "HI/TE", "another preview");
    next.run->say("Green brigade moves to 2520", "LotN 6.1");
    const lotn::Battle& st2 = next.settle();
    REQUIRE(st2.cells.size() == 2);
    CHECK(st2.cells[1].line == 2);
    CHECK(st2.cells[1].credit == lotn::Credit::Unsaid);
  }
}

TEST_CASE("LotN papers: a battle kept by an older version goes on with its cells in the order of their lines") {
  // Its last cell was kept with the line to come (2, not yet said); a move that says nothing reads a cell.
  lotn_test::BattleBuilder b;
  auto r = b.run(lotn::Mode::Test);
  r->st->log.push_back("Turn 1400 begins");
  r->st->log.push_back("Yellow brigade fires (LotN 8.2)");
  r->st->cells.push_back({"superiority", "LI", "HI/TE", "AS2", lotn::Provenance::Synthetic, "test", 2, "a fire"});
  r->lookups.keep_cells([log = &r->st->log] { return log->size(); });
  r->tables.need("superiority", "HI or TE", "HI/TE", "a preview");
  r->lookups.settle(2, 2, r->st->cells.back().line);
  REQUIRE(r->lookups.cells().size() == 1);
  CHECK(r->lookups.cells()[0].line == 2);
  CHECK(r->lookups.cells()[0].credit == lotn::Credit::Unsaid);
}

TEST_CASE("LotN papers: in a scripted shock the disengage a defender declined is not credited to the next combat's CRT line") {
  lotn_test::BattleBuilder b;
  using lotn_test::BattleBuilder;
  lotn::UnitDef red = BattleBuilder::make("red", "Red brigade", 1, lotn::Arm::HI, 4, 2);
  red.tq_disrupted = 1;
  b.unit(red, "2020", 0);
  const lotn::HexGrid& grid = b.setup().map->grid();
  auto beside = [&](const std::string& id) { return grid.name(*grid.neighbour(b.hex(id), 0)); };
  const int yellow = b.unit(BattleBuilder::make("yellow", "Yellow brigade", 0, lotn::Arm::HI, 4, 7), beside("2020"),
                            lotn::side_turn(0, 3));
  b.unit(BattleBuilder::make("blue", "Blue brigade", 1, lotn::Arm::HI, 4, 7), "2026", 0);
  const int green = b.unit(BattleBuilder::make("green", "Green brigade", 0, lotn::Arm::HI, 4, 7), beside("2026"),
                           lotn::side_turn(0, 3));
  b.leader("Gustav Adolf", 0, "3030", 5);
  b.leader("Wallenstein", 1, "1010", 5);
  CreditRun cr(b.run(lotn::Mode::Test));
  lotn_test::BattleRun& run = *cr.run;
  for (auto& u : run.st->units) u.adjacent_at_start = true;  // no pre-shock checks
  run.board.rebuild();
  CreditAnswers answers;
  answers.rules = {{"does Yellow brigade shock", "shock"}, {"does Green brigade shock", "shock"},
                   {"does Red brigade disengage", "stay"}};
  Decisions decisions(&answers);
  lotn::Ctx c{*run.st, run.dice, decisions, run.say, run.tables};
  // Every synthetic CRT cell is 1(1): the die rolls 0 and 0; Red brigade's DP 1 against its TQ 2 rolls a d6 (6,
  // disrupted) and it is offered the retreat (the terrain of the hexes behind it read), which it declines.
  run.dice_source.push(10);
  run.dice_source.push(6);
  run.dice_source.push(10);
  lotn::shock_segment(c, run.board, 0, [&](int u) { return u == yellow || u == green; });
  const lotn::Battle& st = cr.settle();
  INFO(credit_dump(st));
  CHECK(run.dice_source.remaining() == 0u);
  REQUIRE(st.units[0].disrupted);
  const std::size_t second_crt = credit_line_with(st, "shock: Green brigade against Blue brigade: die roll");
  REQUIRE(second_crt < st.log.size());
  const std::size_t first_crt = credit_line_with(st, "shock: Yellow brigade against Red brigade: die roll");
  REQUIRE(first_crt < second_crt);
  // The retreat's reads were made between the two CRT lines, for no ruling.
  int declined = 0;
  for (const auto& cell : st.cells) {
    if (cell.purpose.rfind("disengage: Red brigade", 0) != 0) continue;
    ++declined;
    CHECK(cell.credit == lotn::Credit::Unsaid);
    CHECK(cell.line > first_crt);
    CHECK(cell.line < second_crt);
    CHECK(st.log[cell.line].find("Red brigade") != std::string::npos);
  }
  CHECK(declined > 0);
  // The second combat's CRT line shows its own cell only.
  const auto second = lotn::ruling_cells(st, second_crt);
  REQUIRE(second.size() == 1);
  CHECK(second[0].grid == "shock_crt");
  CHECK(second[0].purpose == "shock: Green brigade against Blue brigade");
  // Every ruling's cells were read for the combat its line names.
  for (const auto& cell : st.cells) {
    if (cell.credit != lotn::Credit::Ruling) continue;
    const std::string subject = cell.purpose.substr(cell.purpose.find(": ") + 2);
    CHECK_MESSAGE(st.log[cell.line].find(subject) != std::string::npos, cell.purpose << " under " << st.log[cell.line]);
  }
}

}  // namespace umpire
