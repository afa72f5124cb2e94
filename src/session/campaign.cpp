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

// "umpire apply (PID 4711)": who made the file's last change.
std::string writer_of(const Generation& g) {
  std::string who = g.program.empty() ? "another program" : g.program;
  if (g.pid > 0) who += " (PID " + std::to_string(g.pid) + ")";
  return who;
}

}  // namespace

std::string ReplayProblem::describe() const {
  std::string s = "journal entry #" + std::to_string(seq) + (command_type.empty() ? "" : " (" + command_type + ")") +
                  " cannot be replayed: " + why + ". The campaign is shown as it stood before it; undo it";
  if (later > 0) s += " and the " + std::to_string(later) + (later == 1 ? " entry" : " entries") + " after it";
  return s + " (Edit > Undo, or umpire undo FILE) to go on";
}

Campaign::Campaign(CampaignFile file, const GameRegistry& registry, const GameModule* module, CampaignState state)
    : file_(std::move(file)), registry_(&registry), module_(module), commands_(module), state_(std::move(state)) {}

std::unique_ptr<Campaign> Campaign::create(const std::string& path, const GameRegistry& registry,
                                           const std::string& name, const std::string& game, const Json& options,
                                           std::uint64_t seed, const Access& access) {
  CampaignState initial = new_campaign_state(registry, name, game, options, seed);
  Json meta{{"name", name}, {"game", game}, {"created_by", "Umpire " + version_string()}, {"options", options}};
  CampaignFile file = CampaignFile::create(path, meta, state_to_json(initial), access);
  const GameModule* module = game.empty() ? nullptr : registry.find(game);
  std::unique_ptr<Campaign> c(new Campaign(std::move(file), registry, module, std::move(initial)));
  c->generation_ = c->file_.generation();
  return c;
}

std::unique_ptr<Campaign> Campaign::open(const std::string& path, const GameRegistry& registry,
                                         const Access& access) {
  CampaignFile file = CampaignFile::open(path, access);
  // Only the game is read from the initial state here: rebuild() loads (and
  // checks) the state itself, from the newest snapshot, and refuses a game
  // this Umpire does not know.
  Snapshot snap = file.latest_snapshot(0);
  std::string game = JsonCursor(snap.state, path + " (initial state)")["core"]["game"].as_string();
  const GameModule* module = game.empty() ? nullptr : registry.find(game);
  std::unique_ptr<Campaign> c(new Campaign(std::move(file), registry, module, CampaignState{}));
  c->rebuild();
  return c;
}

std::optional<std::string> Campaign::replay_row(const CampaignState& from, const JournalRow& row,
                                                CampaignState& to) const {
  if (!row.damage.empty()) return row.damage;
  std::string where = path() + " (journal entry " + std::to_string(row.seq) + ")";
  try {
    RecordedDice dice(dice_rolls_from_json(JsonCursor(row.dice, where, "/dice")));
    RecordedDecisions decisions(decisions_from_json(JsonCursor(row.decisions, where, "/decisions")));
    Execution ex = execute(commands_, from, row.command, dice, &decisions);
    if (!ex.ok) {
      std::string why;
      for (const auto& r : ex.reasons) why += (why.empty() ? "" : "; ") + r.describe();
      return "the rules of this version refuse it: " + why;
    }
    if (!dice.all_used()) return "it rolled more dice than the rules now ask for";
    if (!decisions.all_used()) return "it took more decisions than the rules now ask for";
    to = std::move(ex.outcome.state);
    return std::nullopt;
  } catch (const UserError& e) {
    return e.what();
  }
}

void Campaign::rebuild() {
  // One consistent view of the file, even while another process writes.
  auto t = file_.transaction(sql::Transaction::Kind::Read);
  Generation generation = file_.generation();
  auto last = file_.last_active();
  Snapshot snap = file_.latest_snapshot(last ? last->seq : 0);
  CampaignState s = state_from_json(*registry_, JsonCursor(snap.state, path() + " (snapshot " +
                                                                          std::to_string(snap.seq) + ")"));
  std::optional<ReplayProblem> problem;
  auto rows = file_.active_after(snap.seq);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    CampaignState next;
    if (auto why = replay_row(s, rows[i], next)) {
      problem = ReplayProblem{rows[i].seq, rows[i].command.value("type", ""), *why,
                              static_cast<std::int64_t>(rows.size() - i - 1)};
      break;
    }
    s = std::move(next);
  }
  t.commit();
  state_ = std::move(s);
  generation_ = generation;
  problem_ = std::move(problem);
}

std::optional<std::string> Campaign::catch_up() {
  Generation now = file_.generation();
  if (now == generation_) return std::nullopt;
  rebuild();
  return writer_of(now) + " changed the campaign since it was loaded";
}

std::optional<std::string> Campaign::reload_if_changed() {
  if (file_.generation() == generation_) return std::nullopt;
  rebuild();
  return writer_of(generation_) + " changed the campaign; it was reloaded (" +
         std::to_string(file_.active_count()) + " commands)";
}

std::optional<Reason> Campaign::refused_while_broken() const {
  if (!problem_) return std::nullopt;
  return Reason{"", "no new command until the journal replays: " + problem_->describe()};
}

// New input meets the limits on names and text; replay_row does not check them,
// so a journal an earlier version wrote with a longer note still replays.
std::vector<Reason> Campaign::validate(const Json& command) const {
  if (closed_) return {{"", *closed_}};
  if (auto r = refused_while_broken()) return {*r};
  if (auto limits = check_new_input(command); !limits.empty()) return limits;
  return umpire::validate(commands_, state_, command);
}

ApplyResult Campaign::apply_with(const Json& command, DiceSource* source, DecisionSource* decisions) {
  ApplyResult result;
  if (closed_) {
    result.reasons = {{"", *closed_}};
    return result;
  }
  result.reasons = check_new_input(command);
  if (!result.reasons.empty()) return result;
  // The write transaction first: from here no other process writes until it
  // ends, so the state checked below is the state the command is appended to.
  auto t = file_.transaction(sql::Transaction::Kind::Write);
  result.reloaded = catch_up();
  if (auto r = refused_while_broken()) {
    result.reasons = {*r};
    return result;
  }
  SeededDice seeded(state_.core.seed, state_.core.dice_drawn);  // the fresh state's position
  DiceSource& dice = source ? *source : seeded;
  Execution ex = execute(commands_, state_, command, dice, decisions);
  if (!ex.ok) {
    if (result.reloaded)
      result.reasons.push_back({"", *result.reloaded + "; it was reloaded and the command judged against it"});
    for (auto& r : ex.reasons) result.reasons.push_back(std::move(r));
    return result;
  }
  JournalRow row;
  row.command = command;
  row.dice = to_json(ex.dice);
  row.events = events_to_json(ex.outcome.events);
  row.dice_source = ex.dice.empty() ? "" : dice.name();
  row.decisions = to_json(ex.decisions);
  std::optional<Json> snapshot;
  if ((file_.active_count() + 1) % kSnapshotInterval == 0) snapshot = state_to_json(ex.outcome.state);
  result.seq = file_.append(row, snapshot);
  Generation after = file_.generation();
  t.commit();
  state_ = std::move(ex.outcome.state);
  generation_ = after;
  result.ok = true;
  result.events = std::move(ex.outcome.events);
  result.dice = std::move(ex.dice);
  result.decisions = std::move(ex.decisions);
  return result;
}

ApplyResult Campaign::apply(const Json& command, DiceSource& source, DecisionSource* decisions) {
  return apply_with(command, &source, decisions);
}

ApplyResult Campaign::apply(const Json& command) { return apply_with(command, nullptr, nullptr); }

ApplyResult Campaign::apply(const Json& command, DecisionSource& decisions) {
  return apply_with(command, nullptr, &decisions);
}

void Campaign::refuse_when_closed() const {
  if (closed_) throw UserError(*closed_);
}

std::unique_ptr<Campaign> Campaign::start_child(const std::string& id, const GameRegistry& registry,
                                                const std::string& game, const Json& options, std::uint64_t seed) {
  CampaignState initial = new_campaign_state(registry, state_.core.name + ", battle " + id, game, options, seed);
  Json meta{{"game", game}, {"created_by", "Umpire " + version_string()}, {"options", options}};
  CampaignFile child = file_.create_battle(id, game, meta, state_to_json(initial));
  std::unique_ptr<Campaign> c(new Campaign(std::move(child), registry, registry.find(game), std::move(initial)));
  c->generation_ = c->file_.generation();
  return c;
}

std::unique_ptr<Campaign> Campaign::open_child(const std::string& id, const GameRegistry& registry) {
  auto record = file_.find_battle(id);
  if (!record) return nullptr;
  const GameModule* module = registry.find(record->engine);
  if (!module)
    throw UserError("battle " + id + " is fought in \"" + record->engine + "\", which this Umpire does not have");
  std::unique_ptr<Campaign> c(new Campaign(file_.battle(id), registry, module, CampaignState{}));
  c->rebuild();
  return c;
}

bool Campaign::can_undo() { return file_.last_active().has_value(); }
bool Campaign::can_redo() { return !problem_ && file_.first_undone().has_value(); }

std::optional<JournalRow> Campaign::undo() {
  refuse_when_closed();
  std::optional<JournalRow> last;
  {
    auto t = file_.transaction(sql::Transaction::Kind::Write);
    if (auto who = catch_up())
      throw UserError(*who + "; it has been reloaded and nothing was undone. Look at the journal, and undo again "
                             "if you still want to");
    last = file_.last_active();
    if (!last) return std::nullopt;
    file_.mark_undone(last->seq);
    t.commit();
  }
  rebuild();
  return last;
}

std::optional<JournalRow> Campaign::redo() {
  refuse_when_closed();
  auto t = file_.transaction(sql::Transaction::Kind::Write);
  if (auto who = catch_up())
    throw UserError(*who + "; it has been reloaded and nothing was redone. Look at the journal, and redo again "
                           "if you still want to");
  if (problem_) throw UserError("nothing can be redone while " + problem_->describe());
  auto row = file_.first_undone();
  if (!row) return std::nullopt;
  CampaignState next;
  if (auto why = replay_row(state_, *row, next))
    throw UserError("journal entry #" + std::to_string(row->seq) + " cannot be redone: " + *why);
  file_.mark_active(row->seq);
  Generation after = file_.generation();
  t.commit();
  state_ = std::move(next);
  generation_ = after;
  return row;
}

std::string Campaign::status_line() const {
  std::string s = state_.core.name;
  if (module_ && state_.game) s += " — " + module_->title() + ": " + module_->status(*state_.game);
  else s += " — empty campaign (no game yet)";
  if (problem_) s += " — journal entry #" + std::to_string(problem_->seq) + " cannot be replayed: undo it";
  return s;
}

}  // namespace umpire
