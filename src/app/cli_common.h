// What the command line's subcommands share: how each opens its campaign,
// how a refusal is printed, and the table entry a subcommand adds to.
// Each cli_*.cpp adds its subcommands to the CLI11 app and returns what to
// run when one of them is chosen.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "report/providers.h"
#include "session/campaign.h"

namespace umpire {

// One subcommand: its CLI11 node (parsed() says whether it was chosen) and
// what it does, returning the exit code.
struct CliSubcommand {
  CLI::App* app = nullptr;
  std::function<int()> run;
};
using CliSubcommands = std::vector<CliSubcommand>;

// How each command opens its campaign: readers take no lock; writers hold the
// campaign's lock for the length of the command unless they ask to share it.
inline Access reading(const std::string& program) { return Access{OpenMode::Read, program}; }
inline Access writing(const std::string& program, bool share) {
  return Access{share ? OpenMode::Shared : OpenMode::Write, program};
}
inline constexpr const char* kShareHelp =
    "Write even while another program has the campaign open (each sees the other's commands)";

std::uint64_t fresh_seed();
// The players' choices given on the command line, "press,s3": answers in order.
ScriptedDecisions players_choices(const std::string& list);
void print_reasons(const std::vector<Reason>& reasons);
// `--refresh` of `umpire report` and `umpire bundle`: applies the game's
// refresh command (issuing intelligence) and prints its events; false, with
// the reasons printed, when the rules refuse it.
bool refresh_handouts(Campaign& c, const report::ReportProvider& provider);
void print_info(Campaign& c, std::ostream& out);
// A journal entry's command type, or "(damaged: ...)".
std::string command_type(const Json& command);

// The subcommands, by file, in the order --help lists them.
void add_campaign_commands(CLI::App& app, const GameRegistry& registry, CliSubcommands& out);  // new .. state
void add_output_commands(CLI::App& app, const GameRegistry& registry, CliSubcommands& out);    // report, next, games'
void add_battle_commands(CLI::App& app, const GameRegistry& registry, CliSubcommands& out);    // battles, battle, odds
void add_orders_commands(CLI::App& app, const GameRegistry& registry, CliSubcommands& out);    // orders sheet|import
void add_case_commands(CLI::App& app, const GameRegistry& registry, CliSubcommands& out);      // case run|record
void add_program_commands(CLI::App& app, const GameRegistry& registry, CliSubcommands& out);   // screenshot, bench, help
void add_lotn_commands(CLI::App& app, CliSubcommands& out);                                     // lotn check
// `bundle` (cli_bundle.cpp), listed after `report`.
CliSubcommand add_bundle_command(CLI::App& app, const GameRegistry& registry);
// `gui`, also what runs when no subcommand is given.
CliSubcommand add_gui_command(CLI::App& app, const GameRegistry& registry);

}  // namespace umpire
