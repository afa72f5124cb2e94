// `umpire lotn check`: the status of the Lion of the North data (charts,
// counters, scenarios), per scenario and per mode (lotn/data_check.h).
// `umpire lotn start`: a printed scenario set up (lotn/scenario.h), or what
// stops it, item by item.
#include <iostream>
#include <memory>

#include <nlohmann/json.hpp>

#include "app/cli_common.h"
#include "lotn/data_check.h"
#include "lotn/scenario.h"

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
  check->add_option("--mode", args->mode, "Only this mode: strict, provisional or trial")
      ->check(CLI::IsMember({"strict", "provisional", "trial"}));
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
                   if (args->mode == "trial") o.mode = lotn::Mode::Trial;
                   o.list_counters = !args->brief;
                   if (!o.scenario.empty() && !data.scenarios.count(o.scenario)) {
                     std::cerr << lotn::check_report(data, o);
                     return 1;
                   }
                   std::cout << lotn::check_report(data, o);
                   return 0;
                 }});

  struct StartArgs {
    std::string scenario, entries, map;
    bool provisional = false, trial = false;
  };
  auto start_args = std::make_shared<StartArgs>();
  auto* start = lotn->add_subcommand(
      "start", "Set up a printed scenario, or say exactly what the data lacks for it (each counter rating, chart cell, "
               "deployment row and map)");
  start->add_option("scenario", start_args->scenario, "breitenfeld or lutzen")->required();
  start->add_flag("--provisional", start_args->provisional,
                  "Provisional play: the reconstructions of lost chart cells stand in (the battle is marked "
                  "provisional)");
  auto* trial_flag = start->add_flag(
      "--trial", start_args->trial,
      "Trial play: placeholders for every value the rules text lost, the schematic map and only the printed "
      "deployment; for trying the program, not for a result");
  trial_flag->excludes("--provisional");
  start->add_option("--entries", start_args->entries,
                    "The umpire's entries from the printed copy (a JSON file), read over the data");
  start->add_option("--map", start_args->map,
                    "A map drawn from the printed map (a lotn-map/1 file), in place of the shipped map of its id");
  out.push_back({start, [start_args] {
                   auto data = std::make_shared<lotn::DataSet>(lotn::load_program_data_with_reconstructions());
                   if (!start_args->entries.empty()) lotn::apply_entries_file(*data, start_args->entries);
                   if (!start_args->map.empty()) {
                     auto map = std::make_shared<const lotn::MapData>(lotn::load_map_file(start_args->map));
                     data->maps[map->id] = map;
                   }
                   nlohmann::json variants = nlohmann::json::object();
                   if (start_args->provisional) variants["data.mode"] = 1;
                   if (start_args->trial) variants["data.mode"] = 2;
                   lotn::Mode mode = lotn::scenario_mode(*data, variants);
                   auto missing = lotn::scenario_missing(*data, start_args->scenario, mode);
                   if (!missing.empty()) {
                     std::cerr << lotn::scenario_refusal(*data, start_args->scenario, mode, missing) << "\n";
                     return 1;
                   }
                   auto setup = lotn::scenario_setup(data, start_args->scenario, variants);
                   std::cout << lotn::scenario_summary(*setup) << "\n";
                   return 0;
                 }});
}

}  // namespace umpire
