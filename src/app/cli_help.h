// `umpire help [COMMAND]` and the command list of `umpire info`, printed from
// each command's argument schema (src/core/command.h).
#pragma once

#include <iosfwd>
#include <string>

#include "core/game.h"

namespace CLI {
class App;
}

namespace umpire {

class CommandSet;

// Adds the `help` subcommand to app; `name` receives its optional COMMAND.
CLI::App* add_help_subcommand(CLI::App& app, std::string& name);
// Runs it: with no name, every command of every registered game; with a name,
// that command's summary, flags, arguments and an example. Throws a UserError
// for an unknown command. Returns the exit code.
int run_help(const GameRegistry& registry, const std::string& name, std::ostream& out);

// One command's full help.
void print_command_help(const CommandDef& command, std::ostream& out);
// One line a command: "  sk.march  March a column ... [a player's order]".
void print_command_list(const CommandSet& commands, std::ostream& out);

}  // namespace umpire
