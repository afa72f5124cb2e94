#include "session/engine.h"

#include "core/setting_command.h"
#include "core/suggest.h"

namespace umpire {

CommandSet::CommandSet(const GameModule* module) : module_(module), commands_(core_commands()) {
  commands_.push_back(set_setting_command(module));  // core, but it needs the game's schema
  if (module)
    for (auto& c : module->commands()) commands_.push_back(std::move(c));
}

const CommandDef* CommandSet::find(const std::string& name) const {
  for (const auto& c : commands_)
    if (c.name == name) return &c;
  return nullptr;
}

namespace {

// Finds the command and checks its shape; fills reasons on failure.
const CommandDef* lookup(const CommandSet& commands, const Json& command, std::vector<Reason>& reasons) {
  if (!command.is_object() || !command.contains("type") || !command["type"].is_string()) {
    reasons.push_back({"", "a command is an object {\"type\": ..., \"args\": {...}}, found " + describe_json(command)});
    return nullptr;
  }
  for (auto it = command.begin(); it != command.end(); ++it)
    if (it.key() != "type" && it.key() != "args") {
      reasons.push_back({"", "unknown field \"" + it.key() + "\" in a command (known fields: type, args)"});
      return nullptr;
    }
  std::string type = command["type"].get<std::string>();
  const CommandDef* def = commands.find(type);
  if (!def) {
    std::vector<std::string> names;
    for (const auto& c : commands.all()) names.push_back(c.name);
    reasons.push_back({"", "unknown command \"" + type + "\" for this campaign" + did_you_mean(type, names)});
    return nullptr;
  }
  return def;
}

const Json& args_of(const Json& command) {
  static const Json empty = Json::object();
  auto it = command.find("args");
  return it == command.end() ? empty : *it;
}

}  // namespace

std::vector<Reason> validate(const CommandSet& commands, const CampaignState& state, const Json& command) {
  std::vector<Reason> reasons;
  const CommandDef* def = lookup(commands, command, reasons);
  if (!def) return reasons;
  JsonCursor args(args_of(command), "command " + def->name, "/args");
  try {
    args.expect_object();
    // Flags the engine honours for every game, before the command's own check.
    if (def->has(kSetupOnly) && commands.module() && state.game)
      if (auto over = commands.module()->setup_over(*state.game))
        return {Reason{over->rule, def->name + " is for the set-up only: " + over->text}};
    return def->validate(state, args);
  } catch (const JsonError& e) {
    return {Reason{"", "bad arguments for " + def->name + ": at " + e.pointer() + ": " + e.detail()}};
  }
}

Execution execute(const CommandSet& commands, const CampaignState& state, const Json& command, DiceSource& source,
                  DecisionSource* decider) {
  Execution ex;
  ex.reasons = validate(commands, state, command);
  if (!ex.reasons.empty()) return ex;
  const CommandDef* def = commands.find(command["type"].get<std::string>());
  JsonCursor args(args_of(command), "command " + def->name, "/args");
  Dice dice(source);
  if (def->decide) {
    Decisions decisions(decider);
    ex.outcome = def->decide(state, args, dice, decisions);
    ex.decisions = decisions.made();
  } else {
    ex.outcome = def->apply(state, args, dice);
  }
  ex.dice = dice.rolls();
  ex.outcome.state.core.dice_drawn = state.core.dice_drawn + dice.faces_drawn();
  ex.ok = true;
  return ex;
}

Json state_to_json(const CampaignState& state) {
  return Json{{"core", to_json(state.core)}, {"game", state.game ? state.game->to_json() : Json(nullptr)}};
}

CampaignState state_from_json(const GameRegistry& registry, const JsonCursor& c) {
  c.only_keys({"core", "game"});
  CampaignState s;
  s.core = core_state_from_json(c["core"]);
  if (!s.core.game.empty()) {
    const GameModule* module = registry.find(s.core.game);
    if (!module) c["core"]["game"].fail("this Umpire does not know the game \"" + s.core.game + "\"");
    s.game = module->load_state(c["game"]);
  }
  return s;
}

CampaignState new_campaign_state(const GameRegistry& registry, const std::string& name, const std::string& game,
                                 const Json& options, std::uint64_t seed) {
  CampaignState s;
  s.core.name = name;
  s.core.game = game;
  s.core.seed = seed;
  if (!game.empty()) {
    const GameModule* module = registry.find(game);
    if (!module) {
      std::string known;
      for (const auto* m : registry.all()) known += (known.empty() ? "" : ", ") + m->id();
      throw UserError("unknown game \"" + game + "\"" + (known.empty() ? "" : " (known games: " + known + ")"));
    }
    s.game = module->new_game(JsonCursor(options, "game options"), seed);
  }
  return s;
}

}  // namespace umpire
