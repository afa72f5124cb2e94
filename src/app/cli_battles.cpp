// The subcommands of a campaign's battles: list them with the engines that can
// take each (battles), fight one sent to an engine from the command line
// (battle: show, move with the players' choices, finish by the doctrine, undo,
// record the result once confirmed), and the odds of an automatic engine.
#include <algorithm>
#include <cctype>
#include <tuple>
#include <iostream>
#include <thread>

#include "app/cli_common.h"
#include "report/export.h"
#include "sessions/battle_papers.h"
#include "sessions/battle_session.h"
#include "sessions/odds.h"

namespace umpire {

namespace {

battles::BattleSetup setup_of(const BattleLink& link) {
  if (link.setup.is_null()) throw UserError("battle " + link.name + " has no set-up yet");
  return battles::setup_from_json(JsonCursor(link.setup, "battle " + link.id + " set-up"));
}

void print_battles(Campaign& c, const GameRegistry& registry) {
  auto links = c.module() ? c.module()->battle_links(c.state()) : std::vector<BattleLink>{};
  if (links.empty()) {
    std::cout << "No battles.\n";
    return;
  }
  for (const auto& l : links) {
    std::cout << l.id << "  " << l.name << ": " << l.status << (l.engine.empty() ? "" : " (" + l.engine + ")") << "\n";
    if (l.status != "pending" || l.setup.is_null()) continue;
    for (const auto& e : battles::engine_choices(registry, setup_of(l))) {
      std::cout << "    " << (e.cannot.empty() ? "can  " : "cannot ") << e.id << ": " << e.name;
      for (const auto& r : e.cannot) std::cout << "; " << r.describe();
      std::cout << "\n";
    }
  }
}

struct BattleArgs {
  std::string file, battle, choose;
  std::vector<std::string> set;  // KEY=VALUE: the battle's settings (its engine's rule options)
  bool move = false, finish = false, undo = false, record = false, share = false;
  // The battle's papers: its log and its final report, written to `out`.
  std::string log, report, out, kinds, text, turns;
};

// "3", "2-5", "4-", "-6" -> the first and last turn (0: unbounded).
std::pair<int, int> turns_of(const std::string& text) {
  auto number = [&](const std::string& part) {
    if (part.empty()) return 0;
    if (!std::all_of(part.begin(), part.end(), [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)); }) ||
        part.size() > 4)
      throw UserError("--turns: a turn or a range of turns (3, 2-5, 4-), not \"" + text + "\"");
    return std::stoi(part);
  };
  auto dash = text.find('-');
  if (dash == std::string::npos) return {number(text), number(text)};
  return {number(text.substr(0, dash)), number(text.substr(dash + 1))};
}

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> out;
  std::string item;
  for (char ch : text + ",") {
    if (ch == ',') {
      if (!item.empty()) out.push_back(item);
      item.clear();
    } else if (ch != ' ') {
      item += ch;
    }
  }
  return out;
}

// --log and --report: the battle's papers, when its engine keeps them.
void write_papers(const BattleArgs& a, Campaign& child) {
  const auto& engine = dynamic_cast<const battles::BattleModule&>(*child.module());
  const GameState& state = *child.state().game;
  std::vector<battles::JournalMove> moves = battles::journal_moves(child);
  if (!a.log.empty()) {
    battles::LogQuery q;
    q.kinds = split_commas(a.kinds);
    q.text = a.text;
    if (!a.turns.empty()) std::tie(q.first_turn, q.last_turn) = turns_of(a.turns);
    auto doc = engine.log_document(state, moves, q);
    if (!doc) throw UserError("--log: " + engine.title() + " keeps no battle log");
    report::check_report_file(a.out);
    report::write_document(*doc, report::format_from_string(a.log), a.out);
    std::cout << "Wrote the battle log to " << a.out << "\n";
  }
  if (!a.report.empty()) {
    auto doc = engine.final_report(state, moves);
    if (!doc) throw UserError("--report: " + engine.title() + " prints no final report");
    report::check_report_file(a.out);
    report::write_document(*doc, report::format_from_string(a.report), a.out);
    std::cout << "Wrote the final report to " << a.out << "\n";
  }
}

// The decision the next move asks first, found by a dry run with no answers.
void print_waiting(Campaign& child) {
  if (!child.validate(Json{{"type", battles::kMoveCommand}, {"args", Json::object()}}).empty()) return;
  auto r = battles::next_decision(child);
  if (!r) {
    std::cout << "The next move asks no decision.\n";
    return;
  }
  std::cout << "Waiting for " << (r->side_name.empty() ? "the umpire" : r->side_name) << ": " << r->label << "\n";
  for (const auto& o : r->options) std::cout << "    " << o.id << ": " << o.text << "\n";
  std::cout << "(umpire battle FILE --battle ID --move --choose " << r->options.front().id << ",...)\n";
}

void print_position(Campaign& child) {
  const auto& engine = dynamic_cast<const battles::BattleModule&>(*child.module());
  std::cout << child.status_line() << "\n";
  for (const auto& line : engine.position(*child.state().game)) std::cout << "  " << line << "\n";
  if (child.closed())
    std::cout << "Closed: " << *child.closed() << "\n";
  else if (!engine.over(*child.state().game))
    print_waiting(child);
}

int report(const ApplyResult& r) {
  if (!r.ok) {
    print_reasons(r.reasons);
    return 1;
  }
  for (const auto& d : r.decisions) std::cout << "  decision: " << d.describe() << "\n";
  for (const auto& d : r.dice) std::cout << "  dice: " << d.describe() << "\n";
  for (const auto& e : r.events) std::cout << "  " << e.text << (e.rule.empty() ? "" : " [" + e.rule + "]") << "\n";
  return 0;
}

int run_battle(const BattleArgs& a, const GameRegistry& registry) {
  const bool papers = !a.log.empty() || !a.report.empty();
  if (papers && a.out.empty()) throw UserError(std::string(a.log.empty() ? "--report" : "--log") + " needs --out PATH");
  if (!a.log.empty() && !a.report.empty()) throw UserError("--log and --report: one at a time (each is written to --out)");
  if (!papers && (!a.kinds.empty() || !a.text.empty() || !a.turns.empty() || !a.out.empty()))
    throw UserError("--out, --kind, --grep and --turns go with --log (or --out with --report)");
  if (!a.log.empty()) report::format_from_string(a.log);  // refused before anything is fought
  if (!a.report.empty()) report::format_from_string(a.report);
  if (papers) report::check_report_file(a.out);
  bool writes = a.move || a.finish || a.undo || a.record || !a.set.empty();
  auto parent = Campaign::open(a.file, registry, writes ? writing("umpire battle", a.share) : reading("umpire battle"));
  BattleLink link = battles::battle_link(*parent, a.battle);
  if (!writes && !parent->file().find_battle(link.id)) {
    const auto* engine = battles::find_engine(registry, link.engine);
    std::cout << "Battle " << link.name << " has not started in the " << (engine ? engine->title() : link.engine)
              << ": its first --move starts it.\n";
    if (papers) throw UserError(std::string(a.log.empty() ? "--report" : "--log") + ": the battle has not started");
    return 0;
  }
  auto child = battles::open_battle_session(*parent, link, registry);
  int code = 0;
  // The battle's own settings first (a rule option of its engine, its data mode...), as the kit's command.
  for (const auto& kv : a.set) {
    auto eq = kv.find('=');
    if (eq == std::string::npos || eq == 0) throw UserError("--set: KEY=VALUE, not \"" + kv + "\"");
    std::string key = kv.substr(0, eq), text = kv.substr(eq + 1);
    Json value = text;
    if (!text.empty() && std::all_of(text.begin(), text.end(), [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)) || ch == '-'; }))
      value = std::stoi(text);
    code = report(child->apply(Json{{"type", "core.set_setting"}, {"args", {{"key", key}, {"value", value}}}}));
    if (code != 0) return code;
  }
  if (a.undo) {
    auto row = child->undo();
    std::cout << (row ? "Undone: move #" + std::to_string(row->seq) : std::string("Nothing to undo")) << "\n";
  } else if (a.move) {
    ScriptedDecisions players = players_choices(a.choose);
    try {
      code = report(child->apply(Json{{"type", battles::kMoveCommand}, {"args", Json::object()}}, players));
    } catch (const DecisionNeeded& e) {
      std::cout << "The move needs one more choice (nothing was recorded):\n  " << e.request().describe() << "\n";
      return 1;
    }
  } else if (a.finish) {
    code = report(child->apply(Json{{"type", battles::kFinishCommand}, {"args", Json::object()}}));
  } else if (a.record) {
    code = report(parent->apply(battles::record_command(*parent, link, *child)));
    if (code == 0) std::cout << "The result of battle " << link.name << " is recorded in the campaign.\n";
    if (code == 0 && papers) write_papers(a, *child);
    return code;
  }
  print_position(*child);
  if (code == 0 && papers) write_papers(a, *child);
  return code;
}

struct OddsArgs {
  std::string file, battle, engine, seed = "1";
  int runs = 0, threads = 0;  // runs 0: the engine's own default, else 1000
};

int run_odds(const OddsArgs& a, const GameRegistry& registry) {
  auto c = Campaign::open(a.file, registry, reading("umpire odds"));
  BattleLink link = battles::battle_link(*c, a.battle);
  std::string engine_id = a.engine.empty() ? link.engine : a.engine;
  if (engine_id.empty() || engine_id == battles::kTabletop) {
    auto all = battles::engines_for(registry, setup_of(link).game);
    if (all.empty()) throw UserError("this Umpire has no engine that resolves battles by itself");
    if (a.engine.empty() && all.size() == 1)
      engine_id = all.front()->id();
    else
      throw UserError("--engine: which engine's odds? (" + std::to_string(all.size()) + " engines)");
  }
  const auto* engine = battles::find_engine(registry, engine_id);
  if (!engine) throw UserError("--engine: this Umpire has no engine \"" + engine_id + "\"");
  std::uint64_t seed = std::stoull(a.seed);
  const int runs = a.runs > 0 ? a.runs : engine->odds_runs() > 0 ? engine->odds_runs() : 1000;
  battles::Odds odds = battles::compute_odds(*engine, setup_of(link), seed, runs, a.threads, nullptr,
                                             c->module()->undecided_winner(c->state(), link.id));
  std::cout << "Odds of battle " << link.name << " in " << engine->title() << " (for the umpire only):\n";
  for (const auto& line : odds.lines()) std::cout << "  " << line << "\n";
  return 0;
}

CliSubcommand add_battles_list(CLI::App& app, const GameRegistry& registry) {
  auto file = std::make_shared<std::string>();
  auto* cmd = app.add_subcommand("battles", "List a campaign's battles and the engines that can take each");
  cmd->add_option("campaign", *file, "Campaign file")->required();
  return {cmd, [file, &registry] {
            auto c = Campaign::open(*file, registry, reading("umpire battles"));
            print_battles(*c, registry);
            return 0;
          }};
}

CliSubcommand add_battle(CLI::App& app, const GameRegistry& registry) {
  auto a = std::make_shared<BattleArgs>();
  auto* cmd = app.add_subcommand("battle", "Fight a battle sent to an engine: show it, move, finish, undo, record");
  cmd->add_option("campaign", a->file, "Campaign file")->required();
  cmd->add_option("--battle", a->battle, "The battle (umpire battles FILE lists them)")->required();
  cmd->add_flag("--move", a->move, "Fight the next move, the players' choices given with --choose");
  cmd->add_option("--choose", a->choose, "The players' choices for the move, in order: press,a1");
  cmd->add_flag("--finish", a->finish, "Resolve the rest of the battle by the doctrine");
  cmd->add_flag("--undo", a->undo, "Undo the battle's last move");
  cmd->add_flag("--record", a->record, "Record the finished battle's result in the campaign");
  cmd->add_option("--set", a->set,
                  "Change one of the battle's settings before anything else: KEY=VALUE (its engine's rule options; "
                  "Lion of the North: data.mode=provisional to play with the reconstructed table values)");
  cmd->add_option("--log", a->log,
                  "Write the battle log (every phase, decision, die and table lookup with its rule, and the values the "
                  "rules text lost) to --out: md, html or pdf")
      ->check(CLI::IsMember({"md", "html", "pdf"}));
  cmd->add_option("--kind", a->kinds,
                  "With --log: only these kinds of line, by commas (Lion of the North: phase, decision, dice, lookup, "
                  "fire, shock, movement, rout, leader, withdrawal, other)");
  cmd->add_option("--grep", a->text, "With --log: only the lines containing this text (any case)");
  cmd->add_option("--turns", a->turns, "With --log: only these turns: 3, 2-5, 4-");
  cmd->add_option("--report", a->report,
                  "Write the final report of a battle that is over (result, withdrawal points, losses, leaders, the "
                  "decisive moments) to --out: pdf, md or html")
      ->check(CLI::IsMember({"md", "html", "pdf"}));
  cmd->add_option("--out", a->out, "The file --log or --report writes");
  cmd->add_flag("--share", a->share, kShareHelp);
  return {cmd, [a, &registry] { return run_battle(*a, registry); }};
}

CliSubcommand add_odds(CLI::App& app, const GameRegistry& registry) {
  auto a = std::make_shared<OddsArgs>();
  auto* cmd = app.add_subcommand("odds", "Win, draw and loss shares of a battle in an automatic engine (umpire only)");
  cmd->add_option("campaign", a->file, "Campaign file")->required();
  cmd->add_option("--battle", a->battle, "The battle")->required();
  cmd->add_option("--runs", a->runs,
                  "Battles fought by the doctrine (default 1000, or the engine's own: Lion of the North 200)")
      ->check(CLI::Range(1, 10000000));
  cmd->add_option("--engine", a->engine, "The engine (default: the one the battle was sent to, or the only one)");
  cmd->add_option("--seed", a->seed, "Seed of the runs' dice (default 1): the same seed gives the same odds")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--threads", a->threads, "Worker threads (default: one per core)")->check(CLI::Range(0, 256));
  return {cmd, [a, &registry] { return run_odds(*a, registry); }};
}

}  // namespace

void add_battle_commands(CLI::App& app, const GameRegistry& registry, CliSubcommands& out) {
  out.push_back(add_battles_list(app, registry));
  out.push_back(add_battle(app, registry));
  out.push_back(add_odds(app, registry));
}

}  // namespace umpire
