#include "app/cli_help.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <optional>
#include <ostream>

#include "core/suggest.h"
#include "session/engine.h"

namespace umpire {

namespace {

// A string inside '...' for a POSIX shell: each ' becomes '\''.
std::string shell_quoted(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : "; ") + w;
  return out;
}

std::size_t name_width(const std::vector<CommandDef>& commands) {
  std::size_t w = 0;
  for (const auto& c : commands) w = std::max(w, c.name.size());
  return w;
}

void print_list(const std::vector<CommandDef>& commands, std::ostream& out) {
  std::size_t width = name_width(commands);
  for (const auto& c : commands) {
    out << "  " << c.name << std::string(width - c.name.size() + 2, ' ') << c.summary;
    if (auto flags = flag_words(c.flags); !flags.empty()) out << " [" << joined(flags) << "]";
    out << "\n";
  }
}

std::string argument_detail(const ArgSpec& a) {
  std::string d = a.type_name();
  if (!a.required) d += a.fallback.is_null() ? ", optional" : ", optional, default " + a.fallback.dump();
  if (a.type == ArgType::List && a.min_items > 0) d += ", at least " + std::to_string(a.min_items);
  return d;
}

// A game's own commands (after the core's) by the step of play they belong
// to, then the umpire's rulings outside the rules, then any others.
void print_grouped(const std::vector<CommandDef>& own, const GameModule* game, std::ostream& out) {
  std::vector<CommandDef> rest = own;
  auto take = [&rest](const std::string& name) {
    auto it = std::find_if(rest.begin(), rest.end(), [&](const CommandDef& c) { return c.name == name; });
    if (it == rest.end()) return std::optional<CommandDef>();
    CommandDef c = std::move(*it);
    rest.erase(it);
    return std::optional<CommandDef>(std::move(c));
  };
  if (game)
    for (const auto& group : game->command_groups()) {
      std::vector<CommandDef> in;
      for (const auto& name : group.commands)
        if (auto c = take(name)) in.push_back(std::move(*c));
      if (in.empty()) continue;
      out << " " << group.title << ":\n";
      print_list(in, out);
    }
  std::vector<CommandDef> rulings, others;
  for (auto& c : rest) (c.has(kUmpireRuling) ? rulings : others).push_back(std::move(c));
  bool grouped = game && !game->command_groups().empty();
  if (!rulings.empty()) {
    if (grouped) out << " The umpire's rulings outside the rules:\n";
    print_list(rulings, out);
  }
  if (!others.empty()) {
    if (grouped) out << " Other commands:\n";
    print_list(others, out);
  }
}

// A command found among the core's and every registered game's; null when none has it.
const CommandDef* find_command(const std::vector<CommandSet>& sets, const std::string& name) {
  for (const auto& set : sets)
    if (const CommandDef* c = set.find(name)) return c;
  return nullptr;
}

}  // namespace

CLI::App* add_help_subcommand(CLI::App& app, std::string& name) {
  auto* help = app.add_subcommand("help", "List the campaign commands, or explain one: its arguments and an example");
  help->add_option("command", name, "A command, e.g. core.note");
  return help;
}

void print_command_help(const CommandDef& c, std::ostream& out) {
  out << c.name << ": " << c.summary << "\n";
  if (auto flags = flag_words(c.flags); !flags.empty()) out << "Flags: " << joined(flags) << "\n";
  if (c.args.empty()) {
    out << "Arguments: none\n";
  } else {
    out << "Arguments:\n";
    std::size_t width = 0;
    for (const auto& a : c.args) width = std::max(width, a.name.size());
    for (const auto& a : c.args)
      out << "  " << a.name << std::string(width - a.name.size() + 2, ' ') << "(" << argument_detail(a) << ") "
          << a.meaning << "\n";
  }
  Json command{{"type", c.name}, {"args", c.example}};
  out << "Example:\n  " << c.example.dump() << "\n  umpire apply FILE " << shell_quoted(command.dump()) << "\n";
}

void print_command_list(const CommandSet& commands, std::ostream& out) {
  const auto& all = commands.all();
  std::size_t core = CommandSet(nullptr).all().size();
  if (!commands.module() || commands.module()->command_groups().empty() || all.size() < core) {
    print_list(all, out);
    return;
  }
  print_list(std::vector<CommandDef>(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(core)), out);
  print_grouped(std::vector<CommandDef>(all.begin() + static_cast<std::ptrdiff_t>(core), all.end()), commands.module(), out);
}

int run_help(const GameRegistry& registry, const std::string& name, std::ostream& out) {
  std::vector<CommandSet> sets;
  sets.emplace_back(nullptr);
  for (const GameModule* m : registry.all()) sets.emplace_back(m);
  if (!name.empty()) {
    const CommandDef* c = find_command(sets, name);
    if (!c) {
      std::vector<std::string> names;
      for (const auto& set : sets)
        for (const auto& d : set.all()) names.push_back(d.name);
      throw UserError("there is no command \"" + name + "\"" + did_you_mean(name, names) + " (`umpire help` lists them)");
    }
    print_command_help(*c, out);
    return 0;
  }
  out << "Commands every campaign understands:\n";
  print_list(sets.front().all(), out);
  for (std::size_t i = 1; i < sets.size(); ++i) {
    const GameModule* m = sets[i].module();
    out << "\n" << m->title() << " (" << m->id() << "):\n";
    std::vector<CommandDef> own(sets[i].all().begin() + static_cast<std::ptrdiff_t>(sets.front().all().size()),
                                sets[i].all().end());
    print_grouped(own, m, out);
  }
  out << "\n`umpire help COMMAND` explains one: its arguments and an example.\n";
  return 0;
}

}  // namespace umpire
