#include "1631/module.h"

#include "1631/actions.h"
#include "1631/combat.h"
#include "1631/expectations.h"
#include "1631/forces.h"
#include "1631/map_check.h"
#include "1631/map_schema.h"
#include "1631/next_steps.h"
#include "1631/pieces.h"
#include "1631/scenario.h"
#include "1631/settings.h"
#include "1631/supply_phase.h"
#include "1631/turn.h"
#include "1631/umpire_commands.h"

namespace umpire::flammes {

namespace {


class Module : public GameModule {
 public:
  std::string id() const override { return kGameId; }
  std::string title() const override { return "1631 Un Empire en Flammes"; }
  std::vector<CommandDef> commands() const override {
    std::vector<CommandDef> out;
    for (auto& list : {sequence_commands(), action_commands(), combat_commands(), supply_commands(), umpire_commands()})
      for (const auto& c : list) out.push_back(c);
    return out;
  }
  // options: {"map": a map file} (umpire new 1631 FILE --map MAP.json), else the shipped draft; the
  // rulebook's one scenario either way. A map the procedures cannot run on is refused.
  GameStatePtr new_game(const JsonCursor& options, std::uint64_t) const override {
    options.only_keys({"map"});
    MapPtr map;
    if (auto m = options.optional("map")) {
      auto read = std::make_shared<Map>(map_from_json(*m));
      std::string errors;
      for (const auto& issue : check_map(*read, MapChecks::Structure))
        if (issue.error) errors += (errors.empty() ? "" : "; ") + issue.text;
      if (!errors.empty()) m->fail("the map is not usable: " + errors);
      map = read;
    }
    return std::make_shared<const State>(start_state(map));
  }
  GameStatePtr load_state(const JsonCursor& state) const override {
    return std::make_shared<const State>(state_from_json(state));
  }
  std::string status(const GameState& state) const override {
    const auto& s = static_cast<const State&>(state);
    std::string turn = "Turn " + std::to_string(s.tracks.turn) + (s.winter() ? " (winter)" : "");
    switch (s.tracks.phase) {
      case Phase::Initiative: return turn + ": initiative";
      case Phase::Supply: return turn + ": supply phase";
      case Phase::Over: return "The game is over" + (s.tracks.result.empty() ? "" : ": " + s.tracks.result);
      case Phase::Campaign: break;
    }
    auto who = acting_side(s);
    int k = s.action.is_null() ? s.tracks.action + 1 : s.tracks.action;
    return turn + ", action " + std::to_string(k) + " of 5: the " + (who ? words(*who) : "nobody") +
           (s.action.is_null() ? " to act" : " acting");
  }
  std::optional<std::string> check_expectation(const GameState& state, const std::string& key,
                                               const JsonCursor& expected) const override {
    return check_expectation_1631(static_cast<const State&>(state), key, expected);
  }
  SettingSchema settings() const override { return setting_defs(); }
  std::vector<Player> players(const CampaignState&) const override {
    return {{"swedish", "Swedes"}, {"imperial", "Imperials"}};
  }
  std::vector<NextStep> next_steps(const CampaignState& state) const override { return flammes::next_steps(state); }
  // A recorded case leaves out the map and the scenario (the set-up it replays from).
  Json case_expectation(const GameState& state) const override {
    return case_expectation_without(state, {"map", "scenario"});
  }
  bool has_battles() const override { return true; }
  std::vector<BattleLink> battle_links(const CampaignState& state) const override { return combat_links(state); }
  Json send_battle_command(const CampaignState&, const std::string& battle, const std::string& engine) const override {
    return send_combat_command(battle, engine);
  }
  Json record_result_command(const CampaignState& state, const std::string& battle, const Json& result) const override {
    return record_combat_command(state, battle, result);
  }
  std::vector<PieceKind> piece_kinds() const override { return flammes::piece_kinds(); }
  std::vector<PieceRow> pieces(const CampaignState& state, const std::string& kind) const override {
    return flammes::pieces(state_of(state), kind);
  }
  std::shared_ptr<const MapSchema> map_schema() const override { return map_schema_1631(); }
  std::string acting_faction(const CampaignState& state) const override {
    auto who = acting_side(state_of(state));
    return who ? to_string(*who) : "";
  }
};

}  // namespace

std::shared_ptr<const GameModule> module() { return std::make_shared<Module>(); }

}  // namespace umpire::flammes
