// The subcommands that write what a campaign shows: players' reports, the
// umpire's next steps, and the games' own subcommands (Soldier King's briefing).
#include <algorithm>
#include <iostream>
#include <map>
#include <memory>

#include "app/cli_common.h"
#include "report/export.h"

namespace umpire {

namespace {

struct ReportArgs {
  std::string file, faction, out;
  std::vector<std::string> formats;
  bool all = false, refresh = false, share = false;
};

int run_report(const ReportArgs& a, const GameRegistry& registry) {
  auto c = Campaign::open(a.file, registry, a.refresh ? writing("umpire report", a.share) : reading("umpire report"));
  const report::ReportProvider* provider = report::report_providers().find(c->state().core.game);
  if (!provider) throw UserError("this campaign's game has no player reports");
  if (a.all == !a.faction.empty()) throw UserError("give either --faction F or --all");
  // Everything that can be checked is checked before --refresh journals
  // the refresh and rolls its dice.
  std::vector<report::Format> formats;
  for (const auto& f : a.formats) formats.push_back(report::format_from_string(f));
  if (formats.empty()) formats.push_back(report::Format::Pdf);
  if (a.all) {
    report::check_report_folder(*provider, c->state(), a.out);
  } else {
    if (formats.size() != 1) throw UserError("--format: give one format for one faction's report");
    bool known = false;
    for (const auto& [id, name] : provider->factions(c->state())) known = known || id == a.faction;
    std::string why = provider->not_ready(c->state(), a.faction);
    if (!known && !why.empty()) throw UserError("cannot write the report: " + why);
    report::check_report_file(a.out);
  }
  if (a.refresh && !provider->refresh_command.is_null()) {
    ApplyResult r = c->apply(provider->refresh_command);
    if (!r.ok) {
      print_reasons(r.reasons);
      return 1;
    }
    for (const auto& e : r.events) std::cout << e.text << "\n";
  }
  if (a.all) {
    auto result = report::export_all(*provider, c->state(), a.out, formats);
    std::cout << "Wrote " << result.files.size() << " files to " << result.folder << "\n";
    for (const auto& f : result.files) std::cout << "  " << f << "\n";
    for (const auto& skipped : result.skipped) std::cout << "  skipped " << skipped << "\n";
    return 0;
  }
  report::export_one(*provider, c->state(), a.faction, formats.front(), a.out);
  std::cout << "Wrote " << a.out << "\n";
  return 0;
}

CliSubcommand add_report(CLI::App& app, const GameRegistry& registry) {
  auto a = std::make_shared<ReportArgs>();
  auto* cmd = app.add_subcommand("report", "Write players' reports: one faction, or every faction (--all)");
  cmd->add_option("campaign", a->file, "Campaign file")->required();
  cmd->add_option("--faction", a->faction, "The faction whose report to write");
  cmd->add_flag("--all", a->all, "Every faction: one PDF with all reports plus one file per faction");
  cmd->add_option("--format", a->formats, "md, html or pdf (with --all: may be repeated; default pdf)");
  cmd->add_option("--out", a->out, "The file to write (with --all: the folder to write into)")->required();
  cmd->add_flag(
      "--refresh", a->refresh,
      "First bring every faction's information up to date (Soldier King: issue intelligence now; journalled)");
  cmd->add_flag("--share", a->share, kShareHelp + std::string(" (with --refresh)"));
  return {cmd, [a, &registry] { return run_report(*a, registry); }};
}

// What the umpire does next, in words, each with its rule and the command
// that does it, ready to paste.
void print_next_steps(Campaign& c, std::ostream& out) {
  const auto& s = c.state();
  const GameModule* m = c.module();
  if (!m || !s.game) {
    out << "This campaign has no game, so there is nothing to do but keep notes (core.note) and roll dice "
           "(core.roll).\n";
    return;
  }
  out << "Status:  " << m->status(*s.game) << "\n";
  std::string names;
  for (const auto& p : m->players(s)) names += (names.empty() ? "" : ", ") + p.name;
  if (!names.empty()) out << "Players: " << names << "\n";
  auto steps = m->next_steps(s);
  if (steps.empty()) out << "Nothing is waiting.\n";
  for (const auto& step : steps) {
    out << "Next:    " << step.text << (step.rule.empty() ? "" : " [" + step.rule + "]") << "\n";
    if (step.command.is_null()) continue;
    auto reasons = c.validate(step.command);
    out << "  " << (reasons.empty() ? "do it:  " : "not yet: ") << "umpire apply " << c.path() << " '"
        << step.command.dump() << "'\n";
    for (const auto& r : reasons) out << "           - " << r.describe() << "\n";
  }
}

CliSubcommand add_next(CLI::App& app, const GameRegistry& registry) {
  auto file = std::make_shared<std::string>();
  auto* cmd =
      app.add_subcommand("next", "Say what the umpire must do next, with the rule and the command that does it");
  cmd->add_option("campaign", *file, "Campaign file")->required();
  return {cmd, [file, &registry] {
            auto c = Campaign::open(*file, registry, reading("umpire next"));
            print_next_steps(*c, std::cout);
            return 0;
          }};
}

// A game's own subcommand. Two games may offer one of the same name (each its
// own briefing): the options are the union, and the campaign's game runs it.
struct GameCommand {
  std::string summary;
  std::vector<CliOption> options;
  std::map<std::string, const GameModule*> games;  // by game id
};

int run_game_command(const std::string& name, const GameCommand& gc, std::map<std::string, std::string> args,
                     const GameRegistry& registry) {
  auto c = Campaign::open(args.at("campaign"), registry, reading("umpire " + name));
  auto it = gc.games.find(c->state().core.game);
  if (it == gc.games.end()) {
    std::string titles;
    for (const auto& [id, m] : gc.games) titles += (titles.empty() ? "" : ", ") + m->title();
    throw UserError("\"" + name + "\" is a command of " + titles + "; this campaign is " +
                    (c->module() ? "a " + c->module()->title() + " campaign" : "an empty campaign"));
  }
  for (const auto& cmd : it->second->cli_commands())
    if (cmd.name == name) {
      for (auto a = args.begin(); a != args.end();) a = a->second.empty() ? args.erase(a) : std::next(a);
      for (const auto& o : cmd.options)
        if (o.required && !args.count(o.name)) throw UserError(o.name + " is required");
      return cmd.run(c->state(), args, std::cout);
    }
  return 1;  // not reached: the game listed the command
}

void add_game_commands(CLI::App& app, const GameRegistry& registry, CliSubcommands& out) {
  std::map<std::string, GameCommand> commands;
  std::vector<std::string> order;
  for (const GameModule* m : registry.all())
    for (const auto& cmd : m->cli_commands()) {
      auto [it, fresh] = commands.try_emplace(cmd.name);
      if (fresh) order.push_back(cmd.name), it->second.summary = cmd.summary;
      it->second.games[m->id()] = m;
      for (const auto& o : cmd.options) {
        auto& opts = it->second.options;
        if (std::none_of(opts.begin(), opts.end(), [&](const CliOption& x) { return x.name == o.name; }))
          opts.push_back(o);
      }
    }
  for (const auto& name : order) {
    auto gc = std::make_shared<GameCommand>(commands[name]);
    auto args = std::make_shared<std::map<std::string, std::string>>();
    auto* cmd = app.add_subcommand(name, gc->summary);
    cmd->add_option("campaign", (*args)["campaign"], "Campaign file")->required();
    for (const auto& o : gc->options) {
      auto* opt = cmd->add_option(o.name, (*args)[o.name], o.help);
      // Required by every game that offers the command: CLI11 says so itself.
      if (o.required && gc->games.size() == 1) opt->required();
    }
    out.push_back({cmd, [name, gc, args, &registry] { return run_game_command(name, *gc, *args, registry); }});
  }
}

}  // namespace

void add_output_commands(CLI::App& app, const GameRegistry& registry, CliSubcommands& out) {
  out.push_back(add_report(app, registry));
  out.push_back(add_next(app, registry));
  add_game_commands(app, registry, out);
}

}  // namespace umpire
