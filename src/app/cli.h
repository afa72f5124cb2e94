// The command line: `umpire new|info|apply|undo|redo|journal|state|report|next|
// case run|case record|gui|screenshot|bench` and the games' own subcommands
// (GameModule::cli_commands). Exit codes: 0 ok, 1 user error (with a
// message), 2 internal.
#pragma once

#include "core/game.h"

namespace umpire {

int run_cli(int argc, char** argv, const GameRegistry& registry);

// Where the built-in sample campaign lives ($XDG_DATA_HOME/umpire/sample-1740.umpire).
std::string sample_campaign_path();

}  // namespace umpire
