#include "bourgogne/module.h"

#include "bourgogne/combat.h"
#include "bourgogne/expectations.h"
#include "bourgogne/map_schema.h"
#include "bourgogne/pieces.h"
#include "bourgogne/scenario.h"
#include "bourgogne/set_map.h"
#include "bourgogne/settings.h"
#include "bourgogne/turn.h"
#include "bourgogne/umpire_commands.h"

namespace umpire::bourgogne {

namespace {

class Module : public GameModule {
 public:
  std::string id() const override { return kGameId; }
  std::string title() const override { return "Les Guerres de Bourgogne"; }
  std::vector<CommandDef> commands() const override {
    std::vector<CommandDef> out;
    for (auto& list : {sequence_commands(), combat_commands(), umpire_commands(), map_commands()})
      for (const auto& c : list) out.push_back(c);
    return out;
  }
  // options: {"map": a map file} (umpire new bourgogne FILE --map MAP.json), else the shipped draft; the
  // rulebook's campaign scenario either way.
  GameStatePtr new_game(const JsonCursor& options, std::uint64_t) const override {
    options.only_keys({"map"});
    MapPtr map;
    if (auto m = options.optional("map")) {
      auto read = std::make_shared<Map>(map_from_json(*m));
      std::string errors;  // a map the procedures cannot run on is refused
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
    return describe_position(static_cast<const State&>(state));
  }
  std::optional<std::string> check_expectation(const GameState& state, const std::string& key,
                                               const JsonCursor& expected) const override {
    return check_expectation_bourgogne(static_cast<const State&>(state), key, expected);
  }
  SettingSchema settings() const override { return setting_defs(); }
  std::shared_ptr<const MapSchema> map_schema() const override { return map_schema_bourgogne(); }
  std::vector<Player> players(const CampaignState&) const override {
    return {{"burgundy", "Burgundians"}, {"swiss", "Swiss"}};
  }
  std::vector<NextStep> next_steps(const CampaignState& cs) const override {
    const State& s = state_of(cs);
    if (s.tracks.phase == Phase::Over)
      return {{.text = describe_position(s), .rule = "GdB 12.2"}};
    std::vector<NextStep> out = combat_next_steps(cs);
    for (auto& step : sequence_next_steps(cs)) out.push_back(std::move(step));
    return out;
  }
  // A recorded case leaves out the map and the scenario (the set-up it replays from).
  Json case_expectation(const GameState& state) const override {
    return case_expectation_without(state, {"map", "scenario"});
  }
  bool has_battles() const override { return true; }
  std::vector<BattleLink> battle_links(const CampaignState& cs) const override { return combat_links(cs); }
  Json send_battle_command(const CampaignState& cs, const std::string& battle,
                           const std::string& engine) const override {
    return send_combat_command(cs, battle, engine);
  }
  Json record_result_command(const CampaignState& cs, const std::string& battle, const Json& result) const override {
    return record_combat_command(cs, battle, result);
  }
  std::vector<PieceKind> piece_kinds() const override { return bourgogne::piece_kinds(); }
  std::vector<PieceRow> pieces(const CampaignState& cs, const std::string& kind) const override {
    return bourgogne::pieces(state_of(cs), kind);
  }
  std::string acting_faction(const CampaignState& cs) const override {
    auto who = state_of(cs).active();
    return who ? to_string(*who) : "";
  }
};

}  // namespace

std::shared_ptr<const GameModule> module() { return std::make_shared<Module>(); }

}  // namespace umpire::bourgogne
