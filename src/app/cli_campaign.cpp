// The subcommands that make, change and read one campaign: new, info, apply,
// undo, redo, journal, state.
#include <charconv>
#include <filesystem>
#include <iostream>
#include <memory>
#include <sstream>

#include "app/cli_common.h"
#include "core/json_pointer.h"
#include "core/text_limits.h"
#include "session/names.h"

namespace umpire {

namespace fs = std::filesystem;

namespace {

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

struct NewArgs {
  std::string game, name, options = "{}", seed, map;
  std::vector<std::string> game_and_file;
  bool empty = false;
};

// `umpire new FILE` with no game: which games there are, rather than a
// campaign that can do nothing but notes and dice.
[[noreturn]] void ask_for_game(const GameRegistry& registry) {
  std::string games;
  for (const auto* m : registry.all())
    if (m->sample()) games += "\n  " + m->id() + "  (" + m->title() + ")";
  throw UserError("which game? umpire new GAME FILE, with one of:" + (games.empty() ? std::string(" (none)") : games) +
                  "\n(an empty campaign, with only notes and dice: umpire new --empty FILE)");
}

int run_new(const NewArgs& a, const GameRegistry& registry) {
  std::string game = a.game;
  if (a.game_and_file.size() == 2) {
    if (!game.empty() && game != a.game_and_file[0])
      throw UserError("the game is given twice: \"" + a.game_and_file[0] + "\" and --game " + game);
    game = a.game_and_file[0];
  }
  if (game.empty() && !a.empty) ask_for_game(registry);
  if (!game.empty() && a.empty) throw UserError("--empty: a campaign of " + game + " is not an empty one");
  std::string file = a.game_and_file.back();
  std::string name = a.name.empty() ? fs::path(file).stem().string() : a.name;
  if (auto why = name_problem(name))
    throw UserError((a.name.empty() ? "the campaign's name (from the file name): " : "--name: ") + *why);
  if (name.empty()) throw UserError("--name: a campaign needs a name");
  Json options = parse_json(a.options, "--options");
  if (!options.is_object()) throw UserError("--options: expected a JSON object such as {\"start_year\": 1740}");
  if (!a.map.empty()) options["map"] = load_json_file(a.map);
  auto c = Campaign::create(file, registry, name, game, options, a.seed.empty() ? fresh_seed() : parse_seed(a.seed));
  std::cout << "Created " << file << "\n";
  print_info(*c, std::cout);
  return 0;
}

CliSubcommand add_new(CLI::App& app, const GameRegistry& registry) {
  auto a = std::make_shared<NewArgs>();
  auto* cmd = app.add_subcommand("new", "Create a campaign file");
  cmd->add_option("game_and_file", a->game_and_file,
                  "[GAME] FILE: the game (e.g. soldier-king) and the new campaign file")
      ->required()
      ->expected(1, 2);
  cmd->add_option("--game", a->game, "Game (umpire new FILE lists them)");
  cmd->add_flag("--empty", a->empty, "An empty campaign: no game, only notes and dice");
  cmd->add_option("--name", a->name, "Campaign name (default: the file name)");
  cmd->add_option("--seed", a->seed, "Seed for the dice (default: random)");
  cmd->add_option("--options", a->options, "Game options as JSON");
  cmd->add_option("--map", a->map, "A map file (JSON) instead of the game's shipped map");
  return {cmd, [a, &registry] { return run_new(*a, registry); }};
}

CliSubcommand add_info(CLI::App& app, const GameRegistry& registry) {
  auto file = std::make_shared<std::string>();
  auto* cmd = app.add_subcommand("info", "Describe a campaign");
  cmd->add_option("campaign", *file, "Campaign file")->required();
  return {cmd, [file, &registry] {
            auto c = Campaign::open(*file, registry, reading("umpire info"));
            print_info(*c, std::cout);
            return 0;
          }};
}

struct ApplyArgs {
  std::string file, command, dice, dice_values, choose;
  bool dry = false, share = false, confirm = false;
};

std::vector<int> manual_faces(const ApplyArgs& a) {
  std::vector<int> faces;
  if (!a.dice.empty()) faces = read_dice_file(a.dice);
  std::istringstream inline_faces(a.dice_values);
  for (std::string w; inline_faces >> w;) {
    try {
      faces.push_back(std::stoi(w));
    } catch (const std::exception&) {
      throw UserError("--dice-values: \"" + w + "\" is not a die face");
    }
  }
  return faces;
}

int run_apply(const ApplyArgs& a, const GameRegistry& registry) {
  auto c = Campaign::open(a.file, registry, a.dry ? reading("umpire apply") : writing("umpire apply", a.share));
  Json command = read_command_argument(a.command);
  std::optional<std::string> confirm;
  if (const GameModule* m = c->module()) {
    command = resolve_names(*m, c->state(), c->commands(), command);  // the journal keeps ids
    confirm = m->confirmation(c->state(), command);
  }
  if (a.dry) {
    auto reasons = c->validate(command);
    if (!reasons.empty()) {
      print_reasons(reasons);
      return 1;
    }
    std::cout << "legal\n";
    if (confirm) std::cout << "note: " << *confirm << "; applying it needs --confirm\n";
    return 0;
  }
  if (confirm && !a.confirm) throw UserError(*confirm + ". Add --confirm to do it (nothing was recorded)");
  ApplyResult r;
  ScriptedDecisions players = players_choices(a.choose);
  try {
    if (!a.dice.empty() || !a.dice_values.empty()) {
      ScriptedDice manual(manual_faces(a), "manual");
      r = c->apply(command, manual, &players);
      if (r.ok && manual.remaining() > 0)
        std::cerr << "umpire: note: " << manual.remaining() << " dice given were not needed\n";
    } else {
      r = c->apply(command, players);
    }
  } catch (const DecisionNeeded& e) {
    throw UserError(std::string(e.what()) + "; give the choices with --choose (nothing was recorded)");
  }
  if (r.ok && players.remaining() > 0)
    std::cerr << "umpire: note: " << players.remaining() << " choices given were not needed\n";
  if (!r.ok) {
    print_reasons(r.reasons);
    return 1;
  }
  if (r.reloaded) std::cout << "note: " << *r.reloaded << "; the command was judged against it as it is now\n";
  std::cout << "#" << r.seq << " applied\n";
  for (const auto& d : r.decisions) std::cout << "  decision: " << d.describe() << "\n";
  for (const auto& d : r.dice) std::cout << "  dice: " << d.describe() << "\n";
  for (const auto& e : r.events) std::cout << "  " << e.text << (e.rule.empty() ? "" : " [" + e.rule + "]") << "\n";
  return 0;
}

CliSubcommand add_apply(CLI::App& app, const GameRegistry& registry) {
  auto a = std::make_shared<ApplyArgs>();
  auto* cmd = app.add_subcommand("apply", "Apply a command given as JSON (or @file.json)");
  cmd->add_option("campaign", a->file, "Campaign file")->required();
  cmd->add_option("command", a->command, "{\"type\": ..., \"args\": {...}} or @file.json")->required();
  cmd->add_option("--dice", a->dice, "Read dice faces typed by the umpire from this file");
  cmd->add_option("--dice-values", a->dice_values, "Dice faces given inline, e.g. \"3 5\"");
  cmd->add_option("--choose", a->choose, "The players' choices for a command that asks decisions, in order: press,a1");
  cmd->add_flag("--dry-run", a->dry, "Only validate");
  cmd->add_flag("--confirm", a->confirm, "Do it even though it gives something up (unused marches): the program says what");
  cmd->add_flag("--share", a->share, kShareHelp);
  return {cmd, [a, &registry] { return run_apply(*a, registry); }};
}

// undo and redo: the same but for the direction.
CliSubcommand add_undo_redo(CLI::App& app, const GameRegistry& registry, bool is_undo) {
  struct Args {
    std::string file;
    bool share = false;
  };
  auto a = std::make_shared<Args>();
  auto* cmd =
      app.add_subcommand(is_undo ? "undo" : "redo", is_undo ? "Undo the last command" : "Redo the last undone command");
  cmd->add_option("campaign", a->file, "Campaign file")->required();
  cmd->add_flag("--share", a->share, kShareHelp);
  return {cmd, [a, &registry, is_undo] {
            auto c = Campaign::open(a->file, registry, writing(is_undo ? "umpire undo" : "umpire redo", a->share));
            auto row = is_undo ? c->undo() : c->redo();
            if (!row) {
              std::cerr << "umpire: nothing to " << (is_undo ? "undo" : "redo") << "\n";
              return 1;
            }
            std::cout << (is_undo ? "Undone" : "Redone") << " #" << row->seq << " " << command_type(row->command)
                      << "\n";
            return 0;
          }};
}

CliSubcommand add_state(CLI::App& app, const GameRegistry& registry) {
  struct Args {
    std::string file, pointer;
  };
  auto a = std::make_shared<Args>();
  auto* cmd = app.add_subcommand("state", "Print the campaign's current state as JSON (the umpire's truth)");
  cmd->add_option("campaign", a->file, "Campaign file")->required();
  cmd->add_option("--at", a->pointer, "Only the part at this JSON pointer, e.g. /game/columns/0");
  return {cmd, [a, &registry] {
            auto c = Campaign::open(a->file, registry, reading("umpire state"));
            Json state = state_to_json(c->state());
            if (a->pointer.empty()) {
              std::cout << state.dump(2) << "\n";
              return 0;
            }
            try {
              std::cout << value_at_pointer(state, a->pointer).dump(2) << "\n";
            } catch (const UserError& e) {
              throw UserError(std::string("--at: ") + e.what());
            }
            return 0;
          }};
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
    if (r.seq == problem->seq)
      out << " (CANNOT BE REPLAYED: " << problem->why << "; undo it)";
    else if (r.seq > problem->seq)
      out << " (not replayed: it comes after #" << problem->seq << ")";
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

Json journal_line(const JournalRow& r, const std::optional<ReplayProblem>& p) {
  Json line{{"seq", r.seq},
            {"recorded_at", r.recorded_at},
            {"status", to_string(r.status)},
            {"command", r.command},
            {"dice", r.dice},
            {"dice_source", r.dice_source},
            {"events", r.events}};
  if (!r.damage.empty()) line["damage"] = r.damage;
  if (p && r.status == EntryStatus::Active && r.seq >= p->seq) {
    line["replayed"] = false;
    line["why_not"] = r.seq == p->seq ? p->why : "it comes after #" + std::to_string(p->seq);
  }
  return line;
}

CliSubcommand add_journal(CLI::App& app, const GameRegistry& registry) {
  struct Args {
    std::string file;
    bool json = false;
  };
  auto a = std::make_shared<Args>();
  auto* cmd = app.add_subcommand("journal", "List every command with its dice and events");
  cmd->add_option("campaign", a->file, "Campaign file")->required();
  cmd->add_flag("--json", a->json, "Print JSON lines");
  return {cmd, [a, &registry] {
            auto c = Campaign::open(a->file, registry, reading("umpire journal"));
            std::vector<std::int64_t> damaged;
            for (const auto& r : c->journal()) {
              if (a->json)
                std::cout << journal_line(r, c->replay_problem()).dump() << "\n";
              else if (!print_row(r, c->replay_problem(), a->file, std::cout))
                damaged.push_back(r.seq);
            }
            if (damaged.empty()) return 0;
            std::string list;
            for (auto seq : damaged) list += (list.empty() ? "#" : ", #") + std::to_string(seq);
            throw UserError(a->file + ": damaged journal " + (damaged.size() == 1 ? "entry " : "entries ") + list +
                            " (listed above)");
          }};
}

}  // namespace

void add_campaign_commands(CLI::App& app, const GameRegistry& registry, CliSubcommands& out) {
  out.push_back(add_new(app, registry));
  out.push_back(add_info(app, registry));
  out.push_back(add_apply(app, registry));
  out.push_back(add_undo_redo(app, registry, true));
  out.push_back(add_undo_redo(app, registry, false));
  out.push_back(add_journal(app, registry));
  out.push_back(add_state(app, registry));
}

}  // namespace umpire
