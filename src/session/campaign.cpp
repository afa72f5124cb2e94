#include "session/campaign.h"

#include "core/text_limits.h"

namespace umpire {

namespace {

Json events_to_json(const std::vector<Event>& events) {
  Json out = Json::array();
  for (const auto& e : events) out.push_back(to_json(e));
  return out;
}

std::string version_string() { return "0.1.0"; }

}  // namespace

Campaign::Campaign(CampaignFile file, const GameRegistry& registry, const GameModule* module, CampaignState state)
    : file_(std::move(file)), registry_(&registry), module_(module), commands_(module), state_(std::move(state)) {}

std::unique_ptr<Campaign> Campaign::create(const std::string& path, const GameRegistry& registry,
                                           const std::string& name, const std::string& game, const Json& options,
                                           std::uint64_t seed) {
  CampaignState initial = new_campaign_state(registry, name, game, options, seed);
  Json meta{{"name", name}, {"game", game}, {"created_by", "Umpire " + version_string()}, {"options", options}};
  CampaignFile file = CampaignFile::create(path, meta, state_to_json(initial));
  const GameModule* module = game.empty() ? nullptr : registry.find(game);
  return std::unique_ptr<Campaign>(new Campaign(std::move(file), registry, module, std::move(initial)));
}

std::unique_ptr<Campaign> Campaign::open(const std::string& path, const GameRegistry& registry) {
  CampaignFile file = CampaignFile::open(path);
  Snapshot snap = file.latest_snapshot(0);
  CampaignState initial = state_from_json(registry, JsonCursor(snap.state, path + " (initial state)"));
  const GameModule* module = initial.core.game.empty() ? nullptr : registry.find(initial.core.game);
  std::unique_ptr<Campaign> c(new Campaign(std::move(file), registry, module, std::move(initial)));
  c->rebuild();
  return c;
}

CampaignState Campaign::replay_row(const CampaignState& from, const JournalRow& row) const {
  std::string where = path() + " (journal entry " + std::to_string(row.seq) + ")";
  RecordedDice dice(dice_rolls_from_json(JsonCursor(row.dice, where, "/dice")));
  Execution ex = execute(commands_, from, row.command, dice);
  if (!ex.ok) {
    std::string why;
    for (const auto& r : ex.reasons) why += (why.empty() ? "" : "; ") + r.describe();
    throw UserError(where + ": the recorded command is refused by this version of the rules: " + why);
  }
  if (!dice.all_used())
    throw UserError(where + ": the recorded command rolled more dice than the rules now ask for");
  return std::move(ex.outcome.state);
}

void Campaign::rebuild() {
  auto last = file_.last_active();
  Snapshot snap = file_.latest_snapshot(last ? last->seq : 0);
  CampaignState s = state_from_json(*registry_, JsonCursor(snap.state, path() + " (snapshot " +
                                                                          std::to_string(snap.seq) + ")"));
  for (const auto& row : file_.active_after(snap.seq)) s = replay_row(s, row);
  state_ = std::move(s);
}

// New input meets the limits on names and text; replay_row does not check them,
// so a journal an earlier version wrote with a longer note still replays.
std::vector<Reason> Campaign::validate(const Json& command) const {
  if (auto limits = check_new_input(command); !limits.empty()) return limits;
  return umpire::validate(commands_, state_, command);
}

ApplyResult Campaign::apply(const Json& command, DiceSource& source) {
  ApplyResult result;
  result.reasons = check_new_input(command);
  if (!result.reasons.empty()) return result;
  Execution ex = execute(commands_, state_, command, source);
  if (!ex.ok) {
    result.reasons = std::move(ex.reasons);
    return result;
  }
  JournalRow row;
  row.command = command;
  row.dice = to_json(ex.dice);
  row.events = events_to_json(ex.outcome.events);
  row.dice_source = ex.dice.empty() ? "" : source.name();
  std::optional<Json> snapshot;
  if ((file_.active_count() + 1) % kSnapshotInterval == 0) snapshot = state_to_json(ex.outcome.state);
  result.seq = file_.append(row, snapshot);
  state_ = std::move(ex.outcome.state);
  result.ok = true;
  result.events = std::move(ex.outcome.events);
  result.dice = std::move(ex.dice);
  return result;
}

ApplyResult Campaign::apply(const Json& command) {
  SeededDice dice(state_.core.seed, state_.core.dice_drawn);
  return apply(command, dice);
}

bool Campaign::can_undo() { return file_.last_active().has_value(); }
bool Campaign::can_redo() { return file_.first_undone().has_value(); }

std::optional<JournalRow> Campaign::undo() {
  auto last = file_.last_active();
  if (!last) return std::nullopt;
  file_.mark_undone(last->seq);
  rebuild();
  return last;
}

std::optional<JournalRow> Campaign::redo() {
  auto row = file_.first_undone();
  if (!row) return std::nullopt;
  state_ = replay_row(state_, *row);
  file_.mark_active(row->seq);
  return row;
}

std::string Campaign::status_line() const {
  std::string s = state_.core.name;
  if (module_ && state_.game) s += " — " + module_->title() + ": " + module_->status(*state_.game);
  else s += " — empty campaign (no game yet)";
  return s;
}

}  // namespace umpire
