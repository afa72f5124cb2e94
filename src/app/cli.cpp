#include "app/cli.h"

#include <CLI/CLI.hpp>

#include <charconv>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>

#include "app/bench.h"
#include "app/case_runner.h"
#include "app/cli_help.h"
#include "core/json_pointer.h"
#include "core/text_limits.h"
#include "report/export.h"
#include "session/campaign.h"
#include "soldier_king/battles.h"
#include "soldier_king/briefing.h"
#include "ui/gui.h"

namespace umpire {

namespace fs = std::filesystem;

namespace {

std::string data_home() {
  if (const char* x = std::getenv("XDG_DATA_HOME"); x && *x) return x;
  if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.local/share";
  return ".";
}

std::uint64_t fresh_seed() {
  std::random_device rd;
  return (static_cast<std::uint64_t>(rd()) << 32) ^ rd();
}

void print_reasons(const std::vector<Reason>& reasons) {
  std::cerr << "umpire: command refused:\n";
  for (const auto& r : reasons) std::cerr << "  - " << r.describe() << "\n";
}

// A seed is a whole number from 0 to 18446744073709551615; CLI11 would wrap
// -1 and clamp a larger number to the largest silently. 0 means a random seed.
std::uint64_t parse_seed(const std::string& text) {
  std::uint64_t seed = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), seed);
  if (text.empty() || text[0] == '-' || text[0] == '+' || ec == std::errc::result_out_of_range ||
      end != text.data() + text.size() || ec != std::errc())
    throw UserError("--seed: expected a whole number from 0 to 18446744073709551615, found \"" + text + "\"" +
                    (ec == std::errc::result_out_of_range ? ", which is too large" : ""));
  return seed ? seed : fresh_seed();
}

// `@file` reads the command from a file, anything else is the JSON itself.
Json read_command_argument(const std::string& arg) {
  if (!arg.empty() && arg[0] == '@') return load_json_file(arg.substr(1));
  return parse_json(arg, "command");
}

// How each command opens its campaign: readers take no lock; writers hold the
// campaign's lock for the length of the command unless they ask to share it.
Access reading(const std::string& program) { return Access{OpenMode::Read, program}; }
Access writing(const std::string& program, bool share) {
  return Access{share ? OpenMode::Shared : OpenMode::Write, program};
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
  out << "Journal:  " << active << " commands" << (undone ? " (" + std::to_string(undone) + " undone, can be redone)" : "")
      << "\n";
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

// Prints one journal entry; returns false when part of it is damaged (the
// damage is printed in its place, and the listing goes on).
bool print_row(const JournalRow& r, const std::optional<ReplayProblem>& problem, const std::string& file,
               std::ostream& out) {
  std::string where = file + " (journal entry " + std::to_string(r.seq) + ")";
  bool whole = r.command.is_object() && r.command.contains("type") && r.command["type"].is_string();
  out << "#" << r.seq << " " << r.recorded_at << " " << command_type(r.command);
  if (r.status != EntryStatus::Active) out << " (" << to_string(r.status) << ")";
  if (problem && r.status == EntryStatus::Active) {
    if (r.seq == problem->seq) out << " (CANNOT BE REPLAYED: " << problem->why << "; undo it)";
    else if (r.seq > problem->seq) out << " (not replayed: it comes after #" << problem->seq << ")";
  }
  out << "\n    command: " << r.command.dump() << "\n";
  if (!r.damage.empty()) {
    out << "    damaged: " << r.damage << "\n";
    whole = false;
  }
  try {
    for (const auto& roll : dice_rolls_from_json(JsonCursor(r.dice, where, "/dice")))
      out << "    dice (" << r.dice_source << "): " << roll.describe() << "\n";
  } catch (const UserError& e) {
    out << "    damaged dice: " << e.what() << "\n";
    whole = false;
  }
  try {
    for (const auto& e : JsonCursor(r.events, where, "/events").items()) {
      std::string text = e["text"].as_string();
      std::string rule = e.optional("rule") ? e["rule"].as_string() : "";
      out << "    event: " << text << (rule.empty() ? "" : " [" + rule + "]") << "\n";
    }
  } catch (const UserError& e) {
    out << "    damaged events: " << e.what() << "\n";
    whole = false;
  }
  return whole;
}

}  // namespace

std::string sample_campaign_path() { return data_home() + "/umpire/sample-1740.umpire"; }

namespace {

// The sample campaign (Soldier King 1740): created on first use so that the
// GUI always has something to show. A sample an older Umpire wrote that this
// version cannot replay (its rules changed) is set aside, never deleted, and
// a fresh one made.
std::string ensure_sample(const GameRegistry& registry) {
  std::string path = sample_campaign_path();
  if (fs::exists(path)) {
    try {
      if (auto c = Campaign::open(path, registry, reading("umpire")); c->replay_problem())
        throw UserError(c->replay_problem()->describe());
    } catch (const UserError& e) {
      std::string aside = path + ".unreadable";
      for (int n = 2; fs::exists(aside); ++n) aside = path + ".unreadable-" + std::to_string(n);
      fs::rename(path, aside);
      std::cerr << "umpire: the sample campaign could not be opened (" << e.what() << "); it is kept as " << aside
                << " and a new sample is made\n";
    }
  }
  if (!fs::exists(path)) {
    fs::create_directories(fs::path(path).parent_path());
    const GameModule* sk = registry.find("soldier-king");
    Campaign::create(path, registry, sk ? "Soldier King 1740 (sample)" : "Sample (empty campaign: no game is installed yet)",
                     sk ? "soldier-king" : "", Json::object(), fresh_seed());
  }
  return path;
}

int dispatch(CLI::App& app, int argc, char** argv, const GameRegistry& registry) {
  app.require_subcommand(0, 1);
  app.set_help_all_flag("--help-all", "Every command's help");

  // gui
  auto* gui = app.add_subcommand("gui", "Start the desktop program (the default with no command)");
  std::string gui_file;
  bool gui_sample = false;
  gui->add_option("campaign", gui_file, "Campaign file to open");
  gui->add_flag("--sample", gui_sample, "Open the built-in sample campaign");

  // new
  auto* cmd_new = app.add_subcommand("new", "Create a campaign file");
  std::string new_file, new_game, new_name, new_options = "{}";
  std::string new_seed;
  std::vector<std::string> new_args;
  cmd_new->add_option("game_and_file", new_args, "[GAME] FILE: the game (e.g. soldier-king) and the new campaign file")
      ->required()
      ->expected(1, 2);
  cmd_new->add_option("--game", new_game, "Game (default: none, an empty campaign)");
  cmd_new->add_option("--name", new_name, "Campaign name (default: the file name)");
  cmd_new->add_option("--seed", new_seed, "Seed for the dice (default: random)");
  cmd_new->add_option("--options", new_options, "Game options as JSON");
  std::string new_map;
  cmd_new->add_option("--map", new_map, "A map file (JSON) instead of the game's shipped map");

  auto* cmd_info = app.add_subcommand("info", "Describe a campaign");
  std::string info_file;
  cmd_info->add_option("campaign", info_file, "Campaign file")->required();

  auto* cmd_apply = app.add_subcommand("apply", "Apply a command given as JSON (or @file.json)");
  std::string apply_file, apply_command, apply_dice, apply_dice_values;
  bool apply_dry = false;
  cmd_apply->add_option("campaign", apply_file, "Campaign file")->required();
  cmd_apply->add_option("command", apply_command, "{\"type\": ..., \"args\": {...}} or @file.json")->required();
  cmd_apply->add_option("--dice", apply_dice, "Read dice faces typed by the umpire from this file");
  cmd_apply->add_option("--dice-values", apply_dice_values, "Dice faces given inline, e.g. \"3 5\"");
  cmd_apply->add_flag("--dry-run", apply_dry, "Only validate");
  bool share = false;
  const char* share_help = "Write even while another program has the campaign open (each sees the other's commands)";
  cmd_apply->add_flag("--share", share, share_help);

  auto* cmd_undo = app.add_subcommand("undo", "Undo the last command");
  std::string undo_file;
  cmd_undo->add_option("campaign", undo_file, "Campaign file")->required();
  cmd_undo->add_flag("--share", share, share_help);
  auto* cmd_redo = app.add_subcommand("redo", "Redo the last undone command");
  std::string redo_file;
  cmd_redo->add_option("campaign", redo_file, "Campaign file")->required();
  cmd_redo->add_flag("--share", share, share_help);

  auto* cmd_journal = app.add_subcommand("journal", "List every command with its dice and events");
  std::string journal_file;
  bool journal_json = false;
  cmd_journal->add_option("campaign", journal_file, "Campaign file")->required();
  cmd_journal->add_flag("--json", journal_json, "Print JSON lines");

  auto* cmd_state = app.add_subcommand("state", "Print the campaign's current state as JSON (the umpire's truth)");
  std::string state_file, state_pointer;
  cmd_state->add_option("campaign", state_file, "Campaign file")->required();
  cmd_state->add_option("--at", state_pointer, "Only the part at this JSON pointer, e.g. /game/columns/0");

  auto* cmd_report = app.add_subcommand("report", "Write players' reports: one faction, or every faction (--all)");
  std::string report_file, report_faction, report_out;
  std::vector<std::string> report_formats;
  bool report_all = false, report_refresh = false;
  cmd_report->add_option("campaign", report_file, "Campaign file")->required();
  cmd_report->add_option("--faction", report_faction, "The faction whose report to write");
  cmd_report->add_flag("--all", report_all, "Every faction: one PDF with all reports plus one file per faction");
  cmd_report->add_option("--format", report_formats, "md, html or pdf (with --all: may be repeated; default pdf)");
  cmd_report->add_option("--out", report_out, "The file to write (with --all: the folder to write into)")->required();
  cmd_report->add_flag("--refresh", report_refresh,
                       "First bring every faction's information up to date (Soldier King: issue intelligence now; journalled)");
  cmd_report->add_flag("--share", share, share_help + std::string(" (with --refresh)"));

  auto* cmd_brief = app.add_subcommand("briefing", "Write both sides' tabletop briefings of a battle (Soldier King)");
  std::string brief_file, brief_battle, brief_out;
  cmd_brief->add_option("campaign", brief_file, "Campaign file")->required();
  cmd_brief->add_option("--battle", brief_battle, "The battle, e.g. b350 (sent to the table with sk.send_to_table)")->required();
  cmd_brief->add_option("--out", brief_out, "The folder to write the PDF and HTML files into")->required();

  auto* cmd_case = app.add_subcommand("case", "Conformance cases");
  cmd_case->require_subcommand(1);
  auto* cmd_case_run = cmd_case->add_subcommand("run", "Run case files (or folders of them)");
  std::vector<std::string> case_files;
  cmd_case_run->add_option("files", case_files, "Case files or folders")->required();
  auto* cmd_case_record = cmd_case->add_subcommand(
      "record", "Write a regression case from a campaign: its journal with its dice, and its final state");
  std::string record_file, record_out, record_name;
  cmd_case_record->add_option("campaign", record_file, "Campaign file")->required();
  cmd_case_record->add_option("--out", record_out, "The case file to write")->required();
  cmd_case_record->add_option("--name", record_name, "The case's name (default: the campaign's)");

  auto* cmd_shot = app.add_subcommand("screenshot", "Render the GUI headless for N frames and write a PNG");
  std::string shot_out, shot_campaign, shot_size = "1280x800";
  int shot_frames = 3;
  std::vector<std::string> shot_show;
  cmd_shot->add_option("out", shot_out, "PNG file to write")->required();
  cmd_shot->add_option("--frames", shot_frames, "Frames to render first")->check(CLI::Range(1, 10000));
  cmd_shot->add_option("--campaign", shot_campaign, "Campaign to show (default: the sample)");
  cmd_shot->add_option("--size", shot_size, "Window size WIDTHxHEIGHT");
  cmd_shot->add_option("--show", shot_show, "Windows to open (journal, dice, settings, ...)");

  auto* cmd_bench = app.add_subcommand("bench", "Print durability and replay figures");
  int bench_commands = 10000;
  cmd_bench->add_option("--commands", bench_commands, "Journal length for the replay figures")
      ->check(CLI::Range(100, 1000000));
  std::string bench_only;
  cmd_bench->add_option("--only", bench_only, "Run one part: core, sk-supply or sk-replay");

  std::string help_name;
  auto* cmd_help = add_help_subcommand(app, help_name);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : 1;
  }

  if (*cmd_help) return run_help(registry, help_name, std::cout);
  if (*cmd_new) {
    if (new_args.size() == 2) {
      if (!new_game.empty() && new_game != new_args[0])
        throw UserError("the game is given twice: \"" + new_args[0] + "\" and --game " + new_game);
      new_game = new_args[0];
    }
    new_file = new_args.back();
    std::string name = new_name.empty() ? fs::path(new_file).stem().string() : new_name;
    if (auto why = name_problem(name)) throw UserError((new_name.empty() ? "the campaign's name (from the file name): " : "--name: ") + *why);
    if (name.empty()) throw UserError("--name: a campaign needs a name");
    Json options = parse_json(new_options, "--options");
    if (!options.is_object()) throw UserError("--options: expected a JSON object such as {\"start_year\": 1740}");
    if (!new_map.empty()) options["map"] = load_json_file(new_map);
    auto c = Campaign::create(new_file, registry, name, new_game, options, new_seed.empty() ? fresh_seed() : parse_seed(new_seed));
    std::cout << "Created " << new_file << "\n";
    print_info(*c, std::cout);
    return 0;
  }
  if (*cmd_info) {
    auto c = Campaign::open(info_file, registry, reading("umpire info"));
    print_info(*c, std::cout);
    return 0;
  }
  if (*cmd_apply) {
    auto c = Campaign::open(apply_file, registry,
                            apply_dry ? reading("umpire apply") : writing("umpire apply", share));
    Json command = read_command_argument(apply_command);
    if (apply_dry) {
      auto reasons = c->validate(command);
      if (!reasons.empty()) {
        print_reasons(reasons);
        return 1;
      }
      std::cout << "legal\n";
      return 0;
    }
    ApplyResult r;
    if (!apply_dice.empty() || !apply_dice_values.empty()) {
      std::vector<int> faces;
      if (!apply_dice.empty()) faces = read_dice_file(apply_dice);
      std::istringstream inline_faces(apply_dice_values);
      for (std::string w; inline_faces >> w;) {
        try {
          faces.push_back(std::stoi(w));
        } catch (const std::exception&) {
          throw UserError("--dice-values: \"" + w + "\" is not a die face");
        }
      }
      ScriptedDice manual(faces, "manual");
      r = c->apply(command, manual);
      if (r.ok && manual.remaining() > 0)
        std::cerr << "umpire: note: " << manual.remaining() << " dice given were not needed\n";
    } else {
      r = c->apply(command);
    }
    if (!r.ok) {
      print_reasons(r.reasons);
      return 1;
    }
    if (r.reloaded) std::cout << "note: " << *r.reloaded << "; the command was judged against it as it is now\n";
    std::cout << "#" << r.seq << " applied\n";
    for (const auto& d : r.dice) std::cout << "  dice: " << d.describe() << "\n";
    for (const auto& e : r.events) std::cout << "  " << e.text << (e.rule.empty() ? "" : " [" + e.rule + "]") << "\n";
    return 0;
  }
  if (*cmd_undo || *cmd_redo) {
    bool is_undo = cmd_undo->parsed();
    auto c = Campaign::open(is_undo ? undo_file : redo_file, registry,
                            writing(is_undo ? "umpire undo" : "umpire redo", share));
    auto row = is_undo ? c->undo() : c->redo();
    if (!row) {
      std::cerr << "umpire: nothing to " << (is_undo ? "undo" : "redo") << "\n";
      return 1;
    }
    std::cout << (is_undo ? "Undone" : "Redone") << " #" << row->seq << " " << command_type(row->command) << "\n";
    return 0;
  }
  if (*cmd_journal) {
    auto c = Campaign::open(journal_file, registry, reading("umpire journal"));
    std::vector<std::int64_t> damaged;
    for (const auto& r : c->journal()) {
      if (journal_json) {
        Json line{{"seq", r.seq},         {"recorded_at", r.recorded_at}, {"status", to_string(r.status)},
                  {"command", r.command}, {"dice", r.dice},               {"dice_source", r.dice_source},
                  {"events", r.events}};
        if (!r.damage.empty()) line["damage"] = r.damage;
        const auto& p = c->replay_problem();
        if (p && r.status == EntryStatus::Active && r.seq >= p->seq) {
          line["replayed"] = false;
          line["why_not"] = r.seq == p->seq ? p->why : "it comes after #" + std::to_string(p->seq);
        }
        std::cout << line.dump() << "\n";
      } else if (!print_row(r, c->replay_problem(), journal_file, std::cout)) {
        damaged.push_back(r.seq);
      }
    }
    if (damaged.empty()) return 0;
    std::string list;
    for (auto seq : damaged) list += (list.empty() ? "#" : ", #") + std::to_string(seq);
    throw UserError(journal_file + ": damaged journal " + (damaged.size() == 1 ? "entry " : "entries ") + list +
                    " (listed above)");
  }
  if (*cmd_state) {
    auto c = Campaign::open(state_file, registry, reading("umpire state"));
    Json state = state_to_json(c->state());
    if (state_pointer.empty()) {
      std::cout << state.dump(2) << "\n";
      return 0;
    }
    try {
      std::cout << value_at_pointer(state, state_pointer).dump(2) << "\n";
    } catch (const UserError& e) {
      throw UserError(std::string("--at: ") + e.what());
    }
    return 0;
  }
  if (*cmd_report) {
    auto c = Campaign::open(report_file, registry,
                            report_refresh ? writing("umpire report", share) : reading("umpire report"));
    const report::ReportProvider* provider = report::report_providers().find(c->state().core.game);
    if (!provider) throw UserError("this campaign's game has no player reports");
    if (report_all == !report_faction.empty())
      throw UserError("give either --faction F or --all");
    // Everything that can be checked is checked before --refresh journals
    // the refresh and rolls its dice.
    std::vector<report::Format> formats;
    for (const auto& f : report_formats) formats.push_back(report::format_from_string(f));
    if (formats.empty()) formats.push_back(report::Format::Pdf);
    if (report_all) {
      report::check_report_folder(*provider, c->state(), report_out);
    } else {
      if (formats.size() != 1) throw UserError("--format: give one format for one faction's report");
      bool known = false;
      for (const auto& [id, name] : provider->factions(c->state())) known = known || id == report_faction;
      std::string why = provider->not_ready(c->state(), report_faction);
      if (!known && !why.empty()) throw UserError("cannot write the report: " + why);
      report::check_report_file(report_out);
    }
    if (report_refresh && !provider->refresh_command.is_null()) {
      ApplyResult r = c->apply(provider->refresh_command);
      if (!r.ok) {
        print_reasons(r.reasons);
        return 1;
      }
      for (const auto& e : r.events) std::cout << e.text << "\n";
    }
    if (report_all) {
      auto result = report::export_all(*provider, c->state(), report_out, formats);
      std::cout << "Wrote " << result.files.size() << " files to " << result.folder << "\n";
      for (const auto& f : result.files) std::cout << "  " << f << "\n";
      for (const auto& skipped : result.skipped) std::cout << "  skipped " << skipped << "\n";
      return 0;
    }
    report::export_one(*provider, c->state(), report_faction, formats.front(), report_out);
    std::cout << "Wrote " << report_out << "\n";
    return 0;
  }
  if (*cmd_brief) {
    auto c = Campaign::open(brief_file, registry, reading("umpire briefing"));
    if (c->state().core.game != sk::kGameId) throw UserError("briefings are written for Soldier King battles only (for now)");
    const sk::Battle* b = sk::find_battle(sk::sk_state(c->state()), brief_battle);
    if (!b) throw UserError("there is no battle \"" + brief_battle + "\" in " + brief_file);
    if (b->setup.is_null()) throw UserError("battle " + brief_battle + " has not been sent to the table (sk.send_to_table)");
    auto files = sk::export_briefings(battles::setup_from_json(JsonCursor(b->setup, brief_battle)),
                                      b->attacker_intelligence, brief_out);
    for (const auto& f : files) std::cout << "Wrote " << f << "\n";
    return 0;
  }
  if (*cmd_case_run) return run_cases(case_files, registry, std::cout) == 0 ? 0 : 1;
  if (*cmd_case_record) {
    auto c = Campaign::open(record_file, registry, reading("umpire case record"));
    std::string name = record_name.empty() ? "replay of " + fs::path(record_file).filename().string() : record_name;
    Json kase = record_case(*c, name);
    std::ofstream out(record_out, std::ios::binary);
    out << format_recorded_case(kase);
    if (!out) throw UserError("cannot write " + record_out);
    std::cout << "Wrote " << record_out << ": " << kase["steps"].size() << " steps, " << kase["dice"].size() << " dice\n";
    return 0;
  }
  if (*cmd_bench) return run_bench(bench_commands, bench_only, std::cout);
  if (*cmd_shot) {
    GuiOptions o;
    if (std::sscanf(shot_size.c_str(), "%dx%d", &o.width, &o.height) != 2 || o.width < 320 || o.height < 200)
      throw UserError("--size: expected WIDTHxHEIGHT such as 1280x800, found \"" + shot_size + "\"");
    o.campaign_path = shot_campaign.empty() ? ensure_sample(registry) : shot_campaign;
    o.screenshot_frames = shot_frames;
    o.screenshot_path = shot_out;
    o.show_windows = shot_show;
    if (!display_available()) throw UserError("no display: run under xvfb-run -a to take a screenshot headless");
    return run_gui(o, registry);
  }

  // gui, or no command at all.
  GuiOptions o;
  o.campaign_path = gui_sample ? ensure_sample(registry) : gui_file;
  if (!display_available()) {
    std::cout << "umpire: no display is available, so the desktop program cannot start.\n"
              << "Here is what it would show:\n\n";
    std::string path = o.campaign_path.empty() ? ensure_sample(registry) : o.campaign_path;
    auto c = Campaign::open(path, registry, reading("umpire"));
    print_info(*c, std::cout);
    std::cout << "\n(Run it on a desktop, or take a picture with: xvfb-run -a umpire screenshot out.png)\n";
    return 0;
  }
  return run_gui(o, registry);
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
