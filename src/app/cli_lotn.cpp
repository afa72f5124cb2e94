// `umpire lotn check`: the status of the Lion of the North data (charts,
// counters, scenarios), per scenario and per mode (lotn/data_check.h).
#include <iostream>
#include <memory>

#include "app/cli_common.h"
#include "lotn/data_check.h"

namespace umpire {

void add_lotn_commands(CLI::App& app, CliSubcommands& out) {
  auto* lotn = app.add_subcommand("lotn", "Lion of the North: the state of its charts, counters and scenarios");
  lotn->require_subcommand(1);
  struct Args {
    std::string scenario, mode, entries;
    bool brief = false;
  };
  auto args = std::make_shared<Args>();
  auto* check = lotn->add_subcommand(
      "check", "Which chart cells, counter ratings and deployment rows the rules text lacks, and what that blocks");
  check->add_option("--scenario", args->scenario, "Only this scenario: breitenfeld or lutzen");
  check->add_option("--mode", args->mode, "Only this mode: strict or provisional")
      ->check(CLI::IsMember({"strict", "provisional"}));
  check->add_option("--entries", args->entries,
                    "The umpire's entries from the printed copy (a JSON file), checked over the data");
  check->add_flag("--brief", args->brief, "Count the counters lacking ratings without listing them");
  out.push_back({check, [args] {
                   lotn::DataSet data = lotn::load_program_data_with_reconstructions();
                   if (!args->entries.empty()) lotn::apply_entries_file(data, args->entries);
                   lotn::CheckOptions o;
                   o.scenario = args->scenario;
                   if (args->mode == "strict") o.mode = lotn::Mode::Strict;
                   if (args->mode == "provisional") o.mode = lotn::Mode::Provisional;
                   o.list_counters = !args->brief;
                   if (!o.scenario.empty() && !data.scenarios.count(o.scenario)) {
                     std::cerr << lotn::check_report(data, o);
                     return 1;
                   }
                   std::cout << lotn::check_report(data, o);
                   return 0;
                 }});
}

}  // namespace umpire
