#include "sessions/battle_session.h"

#include "core/mix.h"

namespace umpire::battles {

std::vector<const BattleModule*> engines(const GameRegistry& registry) {
  std::vector<const BattleModule*> out;
  for (const auto* m : registry.all())
    if (const auto* e = dynamic_cast<const BattleModule*>(m)) out.push_back(e);
  return out;
}

const BattleModule* find_engine(const GameRegistry& registry, const std::string& id) {
  return dynamic_cast<const BattleModule*>(registry.find(id));
}

std::vector<const BattleModule*> engines_for(const GameRegistry& registry, const std::string& game) {
  std::vector<const BattleModule*> out;
  for (const auto* e : engines(registry))
    if (e->fights_game().empty() || e->fights_game() == game) out.push_back(e);
  return out;
}

std::vector<EngineChoice> engine_choices(const GameRegistry& registry, const BattleSetup& setup) {
  std::vector<EngineChoice> out{
      {kTabletop, "Tabletop (miniatures): print the briefings, type the result in", false, {}, 0}};
  for (const auto* e : engines_for(registry, setup.game))
    out.push_back({e->id(), e->title(), true, e->cannot_take(setup), e->odds_runs()});
  return out;
}

std::uint64_t battle_seed(std::uint64_t campaign_seed, const std::string& battle) {
  return mix64(campaign_seed ^ hash_text(battle));
}

std::optional<DecisionRequest> next_decision(const Campaign& battle, const std::vector<std::string>& answers) {
  const Json move{{"type", kMoveCommand}, {"args", Json::object()}};
  if (!battle.validate(move).empty()) return std::nullopt;
  ScriptedDecisions so_far(answers, "player");
  SeededDice dice(battle.state().core.seed, battle.state().core.dice_drawn);
  try {
    execute(battle.commands(), battle.state(), move, dice, &so_far);
  } catch (const DecisionNeeded& e) {
    return e.request();
  }
  return std::nullopt;
}

BattleLink battle_link(const Campaign& parent, const std::string& battle) {
  if (parent.module())
    for (auto& l : parent.module()->battle_links(parent.state()))
      if (l.id == battle) return l;
  throw UserError("the campaign has no battle \"" + battle + "\"");
}

namespace {

std::string closed_reason(const BattleLink& link) {
  if (link.status == "recorded")
    return "the result of battle " + link.name + " is recorded in the campaign; undo that there to fight on";
  if (link.status != "sent") return "battle " + link.name + " is not being fought in an engine now";
  return "";
}

}  // namespace

std::unique_ptr<Campaign> open_battle_session(Campaign& parent, const BattleLink& link, const GameRegistry& registry,
                                              bool start) {
  if (link.engine.empty() || link.engine == kTabletop)
    throw UserError("battle " + link.name + " is not sent to an engine (it is fought on the tabletop)");
  if (!find_engine(registry, link.engine))
    throw UserError("battle " + link.name + " was sent to \"" + link.engine + "\", which this Umpire does not have");
  Json options{{"setup", link.setup}};
  std::unique_ptr<Campaign> child = parent.open_child(link.id, registry);
  if (child) {
    Json meta = child->file().metadata();
    if (meta.value("game", "") != link.engine || meta.value("options", Json()) != options) {
      if (!start) return nullptr;
      parent.file().retire_battle(link.id);  // sent again with another set-up: the old fight is kept
      child.reset();
    }
  }
  if (!child && !start) return nullptr;
  if (!child)
    child = parent.start_child(link.id, registry, link.engine, options, battle_seed(parent.state().core.seed, link.id));
  close_when_recorded(*child, link);
  return child;
}

void close_when_recorded(Campaign& child, const BattleLink& link) {
  std::string why = closed_reason(link);
  child.close_for(why.empty() ? std::nullopt : std::optional<std::string>(why));
}

Json record_command(const Campaign& parent, const BattleLink& link, const Campaign& child) {
  const auto* engine = dynamic_cast<const BattleModule*>(child.module());
  if (!engine || !child.state().game) throw UserError("battle " + link.name + " has no engine");
  if (!engine->over(*child.state().game)) throw UserError("battle " + link.name + " is not over yet");
  Json cmd =
      parent.module()->record_result_command(parent.state(), link.id, to_json(engine->result(*child.state().game)));
  if (cmd.is_null()) throw UserError(parent.module()->title() + " cannot record a battle's result");
  return cmd;
}

}  // namespace umpire::battles
