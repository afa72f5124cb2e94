// The subcommands about the program rather than one campaign: the desktop
// program (gui, and what runs with no subcommand), screenshots, conformance
// cases and benchmarks; and the sample campaign the GUI opens on first use.
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include "app/bench.h"
#include "app/cli_help.h"
#include "app/case_runner.h"
#include "app/cli.h"
#include "app/cli_common.h"
#include "ui/gui.h"

namespace umpire {

namespace fs = std::filesystem;

namespace {

std::string data_home() {
  if (const char* x = std::getenv("XDG_DATA_HOME"); x && *x) return x;
  if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.local/share";
  return ".";
}

// The sample campaign: the first registered game that offers one (or an empty
// campaign when none does), created on first use so that the GUI always has
// something to show. A sample an older Umpire wrote that this version cannot
// replay (its rules changed) is set aside, never deleted, and a fresh one made.
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
    const GameModule* game = registry.sample_game();
    std::optional<SampleCampaign> sample = game ? game->sample() : std::nullopt;
    Campaign::create(path, registry, sample ? sample->name : "Sample (empty campaign: no game is installed yet)",
                     game ? game->id() : "", sample ? sample->options : Json::object(), fresh_seed());
  }
  return path;
}

struct GuiArgs {
  std::string file;
  bool sample = false;
};

int run_gui_command(const GuiArgs& a, const GameRegistry& registry) {
  GuiOptions o;
  o.campaign_path = a.sample ? ensure_sample(registry) : a.file;
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

struct ShotArgs {
  std::string out, campaign, size = "1280x800";
  int frames = 3;
  std::vector<std::string> show;
  bool odds = false;
  std::string view_as;
  std::vector<std::string> answers;
};

int run_screenshot(const ShotArgs& a, const GameRegistry& registry) {
  GuiOptions o;
  if (std::sscanf(a.size.c_str(), "%dx%d", &o.width, &o.height) != 2 || o.width < 320 || o.height < 200)
    throw UserError("--size: expected WIDTHxHEIGHT such as 1280x800, found \"" + a.size + "\"");
  o.campaign_path = a.campaign.empty() ? ensure_sample(registry) : a.campaign;
  o.screenshot_frames = a.frames;
  o.screenshot_path = a.out;
  o.show_windows = a.show;
  o.screenshot_odds = a.odds;
  o.view_as = a.view_as;
  o.battle_answers = a.answers;
  if (!display_available()) throw UserError("no display: run under xvfb-run -a to take a screenshot headless");
  return run_gui(o, registry);
}

struct RecordArgs {
  std::string file, out, name;
};

int run_record(const RecordArgs& a, const GameRegistry& registry) {
  auto c = Campaign::open(a.file, registry, reading("umpire case record"));
  std::string name = a.name.empty() ? "replay of " + fs::path(a.file).filename().string() : a.name;
  Json kase = record_case(*c, name);
  std::ofstream out(a.out, std::ios::binary);
  out << format_recorded_case(kase);
  if (!out) throw UserError("cannot write " + a.out);
  std::cout << "Wrote " << a.out << ": " << kase["steps"].size() << " steps, " << kase["dice"].size() << " dice\n";
  return 0;
}

}  // namespace

std::string sample_campaign_path() { return data_home() + "/umpire/sample-1740.umpire"; }

CliSubcommand add_gui_command(CLI::App& app, const GameRegistry& registry) {
  auto a = std::make_shared<GuiArgs>();
  auto* cmd = app.add_subcommand("gui", "Start the desktop program (the default with no command)");
  cmd->add_option("campaign", a->file, "Campaign file to open");
  cmd->add_flag("--sample", a->sample, "Open the built-in sample campaign");
  return {cmd, [a, &registry] { return run_gui_command(*a, registry); }};
}

void add_case_commands(CLI::App& app, const GameRegistry& registry, CliSubcommands& out) {
  auto* cmd = app.add_subcommand("case", "Conformance cases");
  cmd->require_subcommand(1);
  auto files = std::make_shared<std::vector<std::string>>();
  auto* run = cmd->add_subcommand("run", "Run case files (or folders of them)");
  run->add_option("files", *files, "Case files or folders")->required();
  out.push_back({run, [files, &registry] { return run_cases(*files, registry, std::cout) == 0 ? 0 : 1; }});
  auto a = std::make_shared<RecordArgs>();
  auto* record = cmd->add_subcommand(
      "record", "Write a regression case from a campaign: its journal with its dice, and its final state");
  record->add_option("campaign", a->file, "Campaign file")->required();
  record->add_option("--out", a->out, "The case file to write")->required();
  record->add_option("--name", a->name, "The case's name (default: the campaign's)");
  out.push_back({record, [a, &registry] { return run_record(*a, registry); }});
}

void add_program_commands(CLI::App& app, const GameRegistry& registry, CliSubcommands& out) {
  auto shot = std::make_shared<ShotArgs>();
  auto* cmd = app.add_subcommand("screenshot", "Render the GUI headless for N frames and write a PNG");
  cmd->add_option("out", shot->out, "PNG file to write")->required();
  cmd->add_option("--frames", shot->frames, "Frames to render first")->check(CLI::Range(1, 10000));
  cmd->add_option("--campaign", shot->campaign, "Campaign to show (default: the sample)");
  cmd->add_option("--size", shot->size, "Window size WIDTHxHEIGHT");
  cmd->add_option("--show", shot->show, "Windows to open (journal, dice, settings, ...)");
  cmd->add_flag("--odds", shot->odds, "Compute the odds of the battles shown, as if the umpire had asked");
  cmd->add_option("--view-as", shot->view_as, "Show the map as one faction sees it (its id or name)");
  cmd->add_option("--answer", shot->answers,
                  "With --show battle: the players' answers to the move being made, in order, before the picture");
  out.push_back({cmd, [shot, &registry] { return run_screenshot(*shot, registry); }});

  auto commands = std::make_shared<int>(10000);
  auto only = std::make_shared<std::string>();
  auto battle_runs = std::make_shared<int>(20000);
  auto* bench = app.add_subcommand("bench", "Print durability and replay figures");
  bench->add_option("--commands", *commands, "Journal length for the replay figures")->check(CLI::Range(100, 1000000));
  bench->add_option("--only", *only, "Run one part: core, sk-supply, sk-replay, battles, bundle, 1631 or bourgogne");
  bench->add_option("--battle-runs", *battle_runs, "Battles each engine resolves for its figures (fewer to profile)")
      ->check(CLI::Range(1, 10000000));
  out.push_back({bench, [commands, only, battle_runs, &registry] {
                   return run_bench(*commands, *only, registry, std::cout, *battle_runs);
                 }});

  auto help_name = std::make_shared<std::string>();
  CLI::App* help = add_help_subcommand(app, *help_name);
  out.push_back({help, [help_name, &registry] { return run_help(registry, *help_name, std::cout); }});
}

}  // namespace umpire
