#include "soldier_king/module.h"
#include "soldier_king/map_schema.h"

#include "soldier_king/army.h"
#include "soldier_king/battles.h"
#include "soldier_king/commands.h"
#include "soldier_king/diplomacy.h"
#include "soldier_king/factions.h"
#include "soldier_king/seasons.h"
#include "soldier_king/events.h"
#include "soldier_king/promotion.h"
#include "soldier_king/provinces.h"
#include "soldier_king/recruiting.h"
#include "soldier_king/revolt.h"
#include "soldier_king/victory.h"
#include "soldier_king/turn.h"
#include "soldier_king/intelligence.h"
#include "soldier_king/movement.h"
#include "soldier_king/next_steps.h"
#include "soldier_king/orders_import.h"
#include "soldier_king/orders_sheet.h"
#include "soldier_king/pieces.h"
#include "soldier_king/settings.h"
#include "soldier_king/scenario.h"
#include "soldier_king/state.h"
#include "soldier_king/supply.h"

namespace umpire::sk {

namespace {

std::optional<std::string> compare(const Json& actual, const JsonCursor& expected) {
  if (actual == expected.value()) return std::nullopt;
  return "expected " + expected.value().dump() + ", found " + actual.dump();
}

std::string unknown_expectation(const std::string& key) {
  return "unknown expectation \"" + key + "\" (see tests/cases/soldier_king/README.md)";
}

// "a.b" -> ("a", "b"); no dot -> (r, "").
std::pair<std::string, std::string> split_last(const std::string& r) {
  auto d = r.rfind('.');
  return std::make_pair(r.substr(0, d), d == std::string::npos ? std::string() : r.substr(d + 1));
}

// "column.<id>.<field>", "officer.<id>.<field>", "stand.<id>.<field>".
std::optional<std::string> check_piece(const SkState& s, const std::string& key, const std::string& head,
                                       const std::string& rest, const JsonCursor& expected) {
  auto [id, field] = split_last(rest);
  if (head == "column") {
    auto& mut = const_cast<SkState&>(s);
    const Column* c = mut.column(id);
    if (!c) return expected.is_null() ? std::nullopt : std::optional<std::string>("no column " + id);
    if (field == "box") return compare(c->box, expected);
    if (field == "stands") return compare(static_cast<int>(c->stands.size()), expected);
    if (field == "sp") return compare(total_sp(c->stands), expected);
    if (field == "name") return compare(c->name, expected);
    if (field == "exists") return compare(true, expected);
  } else if (head == "officer") {
    const Officer* o = s.officer(id);
    if (!o) return "no officer " + id;
    if (field == "box") return compare(o->box, expected);
    if (field == "rank") return compare(to_string(o->rank), expected);
    if (field == "column") return compare(o->column, expected);
    if (field == "name") return compare(o->name, expected);
  } else {
    auto place = const_cast<SkState&>(s).find_stand(id);
    if (!place) return expected.is_null() ? std::nullopt : std::optional<std::string>("no stand " + id);
    const Stand& st = place->stand();
    if (field == "quality") return compare(to_string(st.quality), expected);
    if (field == "morale") return compare(st.morale, expected);
    if (field == "sp") return compare(st.sp, expected);
    if (field == "column") return compare(place->column ? place->column->id : "", expected);
    if (field == "garrison") return compare(place->garrison != nullptr, expected);
  }
  return unknown_expectation(key);
}

// "intel.<faction>.<box>" (the level), "intel_text...", "intel_possibly...".
std::optional<std::string> check_intel(const SkState& s, const std::string& head, const std::string& rest,
                                       const JsonCursor& expected) {
  auto [faction, box] = split_last(rest);
  auto it = s.pictures.find(faction);
  if (it == s.pictures.end()) return "no intelligence has been issued to " + faction;
  PlayerPicture p = picture_from_json(JsonCursor(it->second, "picture"));
  for (const auto& b : p.boxes)
    if (b.box == box) {
      if (head == "intel") return compare(to_string(b.level), expected);
      if (head == "intel_possibly") return compare(b.possibly, expected);
      return compare(report_text(b), expected);
    }
  return compare(head == "intel" ? "none" : "", expected);
}

// Case vocabulary: "phase", "date", "column.<id>.box", "column.<id>.stands"
// (count), "column.<id>.sp", "officer.<id>.box", "officer.<id>.rank",
// "stand.<id>.quality", "stand.<id>.morale", "stand.<id>.sp",
// "garrison_stands.<faction>.<box>", "columns.<faction>", "army_maximum.<faction>",
// "army_problems.<faction>" (count), "ruler.<province>", "holder.<box>".
std::optional<std::string> check(const SkState& s, const std::string& key, const JsonCursor& expected) {
  auto dot = key.find('.');
  std::string head = key.substr(0, dot);
  std::string rest = dot == std::string::npos ? "" : key.substr(dot + 1);
  if (key == "phase") return compare(to_string(s.phase), expected);
  if (key == "date") return compare(s.date.describe(), expected);
  if (key == "turn_order") {
    Json order = s.turn_order;
    return compare(order, expected);
  }
  if (key == "turn.player") return compare(s.turn.player, expected);
  if (key == "turn.step") return compare(to_string(s.turn.step), expected);
  if (key == "turn.marches") return compare(s.turn.marches, expected);
  if (key == "turn.used") return compare(s.turn.used, expected);
  if (key == "next_step") return compare(next_step(s), expected);
  if (head == "column" || head == "officer" || head == "stand") return check_piece(s, key, head, rest, expected);
  if (head == "garrison_stands") {
    auto [faction, box] = split_last(rest);
    int n = 0;
    for (const auto& g : s.garrisons)
      if (g.owner == faction && g.box == box) n += static_cast<int>(g.stands.size());
    return compare(n, expected);
  }
  if (head == "columns") return compare(army_size(s, rest), expected);
  if (head == "works") {
    auto [faction, box] = split_last(rest);
    return compare(works_length(s, faction, box), expected);
  }
  if (head == "army_maximum") return compare(army_maximum(s, rest), expected);
  if (head == "army_problems") return compare(static_cast<int>(check_army(s, rest).size()), expected);
  if (head == "ruler") {
    auto it = s.rulers.find(rest);
    return compare(it == s.rulers.end() ? "" : it->second, expected);
  }
  if (head == "holder") return compare(s.holder(rest), expected);
  if (head == "intel" || head == "intel_text" || head == "intel_possibly") return check_intel(s, head, rest, expected);
  if (head == "sympathisers") {
    auto [faction, box] = split_last(rest);
    return compare(sympathiser_boxes(s, faction).count(box) > 0, expected);
  }
  return unknown_expectation(key);
}

class Module : public GameModule {
 public:
  std::string id() const override { return kGameId; }
  std::string title() const override { return "Soldier King"; }
  std::vector<CommandDef> commands() const override {
    auto out = world_commands();
    for (auto& c : umpire_commands()) out.push_back(std::move(c));
    for (auto& c : supply_commands()) out.push_back(std::move(c));
    for (auto& c : movement_commands()) out.push_back(std::move(c));
    for (auto& c : turn_commands()) out.push_back(std::move(c));
    for (auto& c : season_commands()) out.push_back(std::move(c));
    for (auto& list : {event_commands(), revolt_commands(), promotion_commands(), recruiting_commands(),
                       province_commands(), victory_commands(), battle_commands(), diplomacy_commands()})
      for (const auto& c : list) out.push_back(c);
    return out;
  }
  // SK 5.1: pieces are placed freely only before the campaign begins.
  std::optional<Reason> setup_over(const GameState& state) const override {
    const auto& s = static_cast<const SkState&>(state);
    if (s.phase == Phase::Setup) return std::nullopt;
    return Reason{"SK 5.1", "set-up is complete and the campaign has begun"};
  }
  GameStatePtr new_game(const JsonCursor& options, std::uint64_t seed) const override {
    return new_campaign(options, seed);
  }
  GameStatePtr load_state(const JsonCursor& state) const override { return state_from_json(state); }
  std::string status(const GameState& state) const override {
    const auto& s = static_cast<const SkState&>(state);
    switch (s.phase) {
      case Phase::Setup: return "set-up (the war begins with the diplomacy of " + s.date.describe() + ")";
      case Phase::PregameDiplomacy: return s.date.describe() + ", pre-game diplomacy";
      case Phase::SeasonStart: return s.date.describe() + ", start of the season";
      case Phase::SeasonEnd: return s.date.describe() + ", end of the season";
      case Phase::GameOver: return s.date.describe() + ", the game is over";
      case Phase::PlayerTurn: break;
    }
    std::string out = s.date.describe() + ", " + faction_name(s.turn.player) + "'s turn: " + step_words(s.turn.step);
    if (s.turn.step >= TurnStep::Movement && s.turn.marches > 0)
      out += " (" + std::to_string(s.turn.marches - s.turn.used) + " of " + std::to_string(s.turn.marches) + " marches left)";
    return out;
  }
  std::optional<std::string> check_expectation(const GameState& state, const std::string& key,
                                               const JsonCursor& expected) const override {
    return check(static_cast<const SkState&>(state), key, expected);
  }

  SettingSchema settings() const override { return setting_defs(); }
  // The values live in SkState::settings, where every ruling reads them
  // (sk::setting) and where campaigns have always kept them.
  int setting_value(const CampaignState& state, const SettingDef& def) const override {
    return setting(sk_state(state), def.key);
  }
  CampaignState with_setting(const CampaignState& state, const SettingDef& def, int value) const override {
    auto s = copy_state(state);
    s->settings[def.key] = value;
    return with_state(state, s);
  }
  std::vector<Player> players(const CampaignState& state) const override { return sk::players(sk_state(state)); }
  std::vector<NextStep> next_steps(const CampaignState& state) const override {
    return sk::next_steps(sk_state(state));
  }
  // A recorded case leaves out the map, the forces and the settings (the
  // set-up it replays from) and the issued pictures (long, and pinned by the
  // intelligence tests).
  Json case_expectation(const GameState& state) const override {
    return case_expectation_without(state, {"map", "forces", "settings", "pictures", "sightings", "options"});
  }
  std::vector<CliCommand> cli_commands() const override { return {briefing_cli_command()}; }
  std::optional<SampleCampaign> sample() const override {
    return SampleCampaign{"Soldier King 1740 (sample)", Json::object()};
  }
  std::shared_ptr<const MapSchema> map_schema() const override { return sk::map_schema(); }
  std::optional<std::string> orders_form(const CampaignState& state, const std::string& player) const override {
    return render_orders_form(orders_view(state, player));  // from the player's view, as every handout (promise 4)
  }
  std::optional<OrdersDraft> read_orders(const CampaignState& state, const std::string& text) const override {
    return read_orders_form(sk_state(state), text);
  }
  bool has_battles() const override { return true; }
  std::vector<BattleLink> battle_links(const CampaignState& state) const override {
    return sk::battle_links(sk_state(state));
  }
  Json send_battle_command(const CampaignState&, const std::string& battle, const std::string& engine) const override {
    return sk::send_battle_command(battle, engine);
  }
  Json record_result_command(const CampaignState& state, const std::string& battle, const Json& result) const override {
    return sk::record_result_command(sk_state(state), battle, result);
  }
  std::string undecided_winner(const CampaignState&, const std::string&) const override {
    return sk::kUndecidedWinner;  // SK 11.8
  }
  std::optional<std::string> confirmation(const CampaignState& state, const Json& command) const override {
    return sk::confirmation(sk_state(state), command);
  }
  std::vector<PieceKind> piece_kinds() const override { return sk::piece_kinds(); }
  std::vector<PieceRow> pieces(const CampaignState& state, const std::string& kind) const override {
    return sk::pieces(sk_state(state), kind);
  }
  std::vector<CommandGroup> command_groups() const override { return sk::command_groups(); }
  std::string acting_faction(const CampaignState& state) const override { return sk_state(state).turn.player; }
};

}  // namespace

std::shared_ptr<const GameModule> module() { return std::make_shared<Module>(); }

}  // namespace umpire::sk
