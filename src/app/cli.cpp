#include "app/cli.h"

#include <iostream>
#include <random>

#include "app/cli_common.h"
#include "app/cli_help.h"

namespace umpire {

std::uint64_t fresh_seed() {
  std::random_device rd;
  return (static_cast<std::uint64_t>(rd()) << 32) ^ rd();
}

ScriptedDecisions players_choices(const std::string& list) {
  std::vector<std::string> choices;
  std::string word;
  for (char c : list + ",") {
    if (c != ',') {
      word += c;
    } else if (!word.empty()) {
      choices.push_back(word);
      word.clear();
    }
  }
  return ScriptedDecisions(choices, "player");
}

void print_reasons(const std::vector<Reason>& reasons) {
  std::cerr << "umpire: command refused:\n";
  for (const auto& r : reasons) std::cerr << "  - " << r.describe() << "\n";
}

bool refresh_handouts(Campaign& c, const report::ReportProvider& provider) {
  if (provider.refresh_command.is_null()) return true;
  ApplyResult r = c.apply(provider.refresh_command);
  if (!r.ok) {
    print_reasons(r.reasons);
    return false;
  }
  for (const auto& e : r.events) std::cout << e.text << "\n";
  return true;
}

void print_info(Campaign& c, std::ostream& out) {
  const auto& s = c.state();
  out << "Campaign: " << s.core.name << "\n";
  out << "File:     " << c.path() << "\n";
  out << "Game:     " << (c.module() ? c.module()->title() : "none (an empty campaign: no game is installed yet)")
      << "\n";
  if (c.module() && s.game) out << "Status:   " << c.module()->status(*s.game) << "\n";
  auto journal = c.journal();
  std::size_t active = 0, undone = 0;
  for (const auto& r : journal) {
    active += r.status == EntryStatus::Active;
    undone += r.status == EntryStatus::Undone;
  }
  out << "Journal:  " << active << " commands"
      << (undone ? " (" + std::to_string(undone) + " undone, can be redone)" : "") << "\n";
  if (const auto& p = c.replay_problem()) out << "Problem:  " << p->describe() << "\n";
  if (auto holder = WriterLock::holder(c.path())) out << "Open in:  " << holder->describe() << "\n";
  out << "Dice:     seeded (seed " << s.core.seed << "), " << s.core.dice_drawn << " dice rolled\n";
  out << "Notes:    " << s.core.notes.size() << "\n";
  out << "Commands (`umpire help COMMAND` explains one):\n";
  print_command_list(c.commands(), out);
}

// A journal entry's command type; a damaged entry (edited or corrupted by
// hand) is listed as such rather than stopping the listing.
std::string command_type(const Json& command) {
  if (command.is_object() && command.contains("type") && command["type"].is_string())
    return command["type"].get<std::string>();
  return "(damaged: the command has no type)";
}

namespace {

// Every subcommand adds itself to the app (cli_*.cpp); the one parsed runs,
// and with none the desktop program starts.
int dispatch(CLI::App& app, int argc, char** argv, const GameRegistry& registry) {
  app.require_subcommand(0, 1);
  app.set_help_all_flag("--help-all", "Every command's help");
  CliSubcommand gui = add_gui_command(app, registry);
  CliSubcommands subcommands;
  add_campaign_commands(app, registry, subcommands);
  add_output_commands(app, registry, subcommands);
  add_battle_commands(app, registry, subcommands);
  add_orders_commands(app, registry, subcommands);
  add_case_commands(app, registry, subcommands);
  add_program_commands(app, registry, subcommands);
  add_lotn_commands(app, subcommands);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : 1;
  }
  for (const auto& s : subcommands)
    if (s.app->parsed()) return s.run();
  return gui.run();  // gui, or no command at all
}

}  // namespace

int run_cli(int argc, char** argv, const GameRegistry& registry) {
  CLI::App app{"Umpire: the umpire's assistant for club wargame campaigns"};
  try {
    return dispatch(app, argc, argv, registry);
  } catch (const UserError& e) {
    std::cerr << "umpire: " << e.what() << "\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "umpire: internal error: " << e.what() << "\n";
    return 2;
  }
}

}  // namespace umpire
