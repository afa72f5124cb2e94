#include "sessions/battle_module.h"

#include <algorithm>

namespace umpire::battles {

namespace {

std::vector<Reason> refuse_when_over(const BattleModule& m, const CampaignState& cs) {
  if (cs.game && m.over(*cs.game))
    return {{"", "the battle is over: its result waits for the umpire to confirm it in the campaign"}};
  return {};
}

CampaignState with_game(const CampaignState& cs, GameStatePtr game) {
  CampaignState out = cs;
  out.game = std::move(game);
  return out;
}

Outcome one_move(const BattleModule& m, const CampaignState& cs, Dice& dice, Decisions& decisions) {
  BattleModule::Move mv = m.move(*cs.game, dice, decisions);
  return Outcome{with_game(cs, std::move(mv.state)), std::move(mv.events)};
}

// The rest of the battle by the doctrine: every decision takes the engine's
// advice, and the journal records each one, so a replay checks them.
Outcome finish(const BattleModule& m, const CampaignState& cs, Dice& dice, Decisions& decisions) {
  decisions.follow_doctrine();
  Outcome out{cs, {}};
  int moves = 0;
  while (!m.over(*out.state.game)) {
    if (++moves > m.max_moves())
      throw UserError(m.title() + " did not end the battle within " + std::to_string(m.max_moves()) + " moves");
    BattleModule::Move mv = m.move(*out.state.game, dice, decisions);
    out.state.game = std::move(mv.state);
    for (auto& e : mv.events) out.events.push_back(std::move(e));
  }
  BattleResult r = m.result(*out.state.game);
  out.events.push_back(
      {"The doctrine finished the battle after " + std::to_string(moves) + (moves == 1 ? " move" : " moves") + ": " +
           (r.winner.empty() ? std::string("no winner") : m.setup(*out.state.game).side_name(r.winner) + " wins"),
       ""});
  return out;
}

}  // namespace

std::optional<std::string> BattleModule::engine_expectation(const GameState&, const std::string& key,
                                                            const JsonCursor&) const {
  return "unknown expectation \"" + key + "\" (known: over, winner, ending, rounds, lost, eliminated)";
}

std::vector<CommandDef> BattleModule::commands() const {
  const BattleModule* self = this;  // modules live as long as their registry
  return {
      define<NoArgs>({.name = kMoveCommand,
                      .summary = "Fight the next move of the battle; the players decide what it asks of them",
                      .check = [self](const CampaignState& cs, const NoArgs&) { return refuse_when_over(*self, cs); },
                      .decide = [self](const CampaignState& cs, const NoArgs&, Dice& dice,
                                       Decisions& decisions) { return one_move(*self, cs, dice, decisions); }}),
      define<NoArgs>({.name = kFinishCommand,
                      .summary = "Resolve the rest of the battle automatically: every decision by the doctrine",
                      .check = [self](const CampaignState& cs, const NoArgs&) { return refuse_when_over(*self, cs); },
                      .decide = [self](const CampaignState& cs, const NoArgs&, Dice& dice,
                                       Decisions& decisions) { return finish(*self, cs, dice, decisions); }})};
}

GameStatePtr preview_position(const BattleModule& engine, const GameState& state, Dice& dice,
                              const std::vector<std::string>& answers, const std::string& viewer_side) {
  if (answers.empty() || engine.over(state)) return nullptr;
  ScriptedDecisions so_far(answers, "player");
  Decisions decisions(&so_far);
  GameStatePtr out;
  try {
    out = engine.partial_move(state, dice, decisions);
  } catch (const DiceNeeded&) {
    return nullptr;  // the next roll is made at the table: the position stays as it was
  } catch (const UserError&) {
    return nullptr;  // the move refuses (a lost chart cell in strict play): the window says why
  }
  if (!out) return nullptr;
  // A secret answer of the other side shows in the position it led to: withheld, as its options are.
  for (const Decision& d : decisions.made())
    if (d.secret && d.side != viewer_side) return nullptr;
  return out;
}

Json battle_options(const BattleSetup& setup) { return Json{{"setup", to_json(setup)}}; }

GameStatePtr BattleModule::new_game(const JsonCursor& options, std::uint64_t seed) const {
  options.only_keys({"setup"});
  BattleSetup setup = setup_from_json(options["setup"]);
  std::vector<Reason> why = cannot_take(setup);
  if (!why.empty()) {
    // A few reasons on one line; a long list (a printed scenario's missing data) one a line.
    std::string text;
    for (const auto& r : why)
      text += why.size() > 3 ? "\n  - " + r.describe() : (text.empty() ? "" : "; ") + r.describe();
    throw UserError(title() + " cannot fight battle " + setup.id + ":" + (why.size() > 3 ? "" : " ") + text);
  }
  return start(setup, seed);
}

std::string BattleModule::status(const GameState& state) const {
  const BattleSetup& s = setup(state);
  std::string where = s.place_name.empty() ? s.place : s.place_name;
  BattleResult r = result(state);
  std::string out = "battle at " + where + (s.date.empty() ? "" : ", " + s.date);
  if (!over(state)) return out + ": " + std::to_string(r.rounds) + " " + round_word() + (r.rounds == 1 ? "" : "s") + " fought";
  const Ending* e = s.ending(r.ending);
  return out + ": over (" + (e && !e->name.empty() ? e->name : r.ending) + "), " +
         (r.winner.empty() ? std::string("no winner") : s.side_name(r.winner) + " wins");
}

std::vector<NextStep> BattleModule::next_steps(const CampaignState& cs) const {
  if (!cs.game) return {};
  if (over(*cs.game))
    return {{"The battle is over: confirm its result in the campaign's Battles window", "", nullptr, "", ""}};
  return {{"Fight the next move", "", Json{{"type", kMoveCommand}, {"args", Json::object()}}, "Next move", ""},
          {"Or let the doctrine resolve the rest of the battle", "",
           Json{{"type", kFinishCommand}, {"args", Json::object()}}, "Finish by doctrine", ""}};
}

std::optional<std::string> BattleModule::check_expectation(const GameState& state, const std::string& key,
                                                           const JsonCursor& expected) const {
  BattleResult r = result(state);
  auto differ = [](const Json& want, const Json& got) -> std::optional<std::string> {
    if (want == got) return std::nullopt;
    return "expected " + want.dump() + ", found " + got.dump();
  };
  if (key == "over") return differ(expected.value(), over(state));
  if (key == "winner") return differ(expected.value(), r.winner);
  if (key == "ending") return differ(expected.value(), r.ending);
  if (key == "rounds") return differ(expected.value(), r.rounds);
  if (key == "lost") {
    for (const auto& unit : expected.keys()) {
      if (!setup(state).unit(unit)) return "no unit \"" + unit + "\" in the battle";
      if (auto d = differ(expected[unit].value(), r.lost(unit))) return unit + ": " + *d;
    }
    return std::nullopt;
  }
  if (key == "eliminated") {
    std::vector<std::string> got;
    for (const auto& u : r.units)
      if (u.eliminated) got.push_back(u.unit);
    std::vector<std::string> want = expected.as_strings();
    std::sort(got.begin(), got.end());
    std::sort(want.begin(), want.end());
    return differ(Json(want), Json(got));
  }
  return engine_expectation(state, key, expected);
}

BattleResult resolve(const BattleModule& engine, const BattleSetup& setup, std::uint64_t seed, bool narrated) {
  return resolve_from(engine, engine.start(setup, seed), seed, narrated);
}

BattleResult resolve_from(const BattleModule& engine, GameStatePtr state, std::uint64_t seed, bool narrated) {
  SeededDice source(seed, 0);
  Decisions decisions = Decisions::advice_only(narrated);
  for (int moves = 0; !engine.over(*state); ++moves) {
    if (moves >= engine.max_moves())
      throw UserError(engine.title() + " did not end the battle within " + std::to_string(engine.max_moves()) +
                      " moves");
    Dice dice(source);
    state = engine.move(*state, dice, decisions).state;
  }
  return engine.result(*state);
}

}  // namespace umpire::battles
