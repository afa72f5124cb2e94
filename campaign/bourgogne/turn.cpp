#include "bourgogne/turn.h"

#include "bourgogne/combat.h"
#include "bourgogne/diplomacy.h"
#include "bourgogne/fatigue.h"
#include "bourgogne/forces.h"
#include "bourgogne/movement.h"
#include "bourgogne/reinforcements.h"
#include "bourgogne/sequence_marks.h"

namespace umpire::bourgogne {

namespace {
constexpr const char* kMonths[] = {"",
                                   "Sep–Oct 1474",
                                   "Nov 1474–Feb 1475",
                                   "Mar–Apr 1475",
                                   "May–Jun 1475",
                                   "Jul–Aug 1475",
                                   "Sep–Oct 1475",
                                   "Nov 1475–Feb 1476",
                                   "Mar–Apr 1476",
                                   "May–Jun 1476",
                                   "Jul–Aug 1476",
                                   "Sep–Oct 1476",
                                   "Nov 1476–Feb 1477"};

const char* step_rule(Step s) {
  switch (s) {
    case Step::Reinforcements: return "GdB 10";
    case Step::Movement: return "GdB 7.1";
    case Step::Fatigue: return "GdB 8";
    case Step::Battles: return "GdB 9, 9.5";
    case Step::Sieges: return "GdB 9.4";
    case Step::Diplomacy: return "GdB 11, 13";
    case Step::Record: return "GdB 12.1";
    case Step::End: return "GdB 5";
  }
  return "GdB 5";
}
}  // namespace

void mark_turn_start(State& s) {
  Json markers = Json::object();
  for (const auto& z : s.map->zones)
    if (z.objective()) {
      auto m = s.zone(z.id).marker;
      markers[z.id] = m ? Json(to_string(*m)) : Json(nullptr);
    }
  Json pointers = Json::object();
  for (const auto& [p, square] : s.tracks.pointers) pointers[to_string(p)] = square;
  Json vp = Json::object();
  for (const auto& [camp, n] : s.tracks.vp) vp[to_string(camp)] = n;
  s.sequence["turn_start"] = Json{{"turn", s.tracks.turn},
                                  {"vp", vp},
                                  {"markers", markers},
                                  {"pointers", pointers},
                                  {"france", s.tracks.france ? Json(to_string(*s.tracks.france)) : Json(nullptr)}};
}

std::string months(int turn) { return turn >= 1 && turn <= 12 ? kMonths[turn] : "turn " + std::to_string(turn); }

std::pair<Phase, Step> following(const State& s) {
  Phase p = s.tracks.phase;
  Step st = s.tracks.step;
  if (p == Phase::Over) return {p, st};
  if (p == Phase::Communal) {
    if (st == Step::Diplomacy) return {p, Step::Record};
    if (st == Step::Record) return {p, Step::End};
    if (s.tracks.turn >= s.scenario->last_turn) return {Phase::Over, Step::End};
    return {Phase::Burgundian, Step::Reinforcements};
  }
  if (st != Step::Sieges) return {p, static_cast<Step>(static_cast<int>(st) + 1)};
  if (p == Phase::Burgundian) {
    // GdB 14: no reinforcements or replacements on turn 1.
    return {Phase::Swiss, s.tracks.turn == 1 ? Step::Movement : Step::Reinforcements};
  }
  return {Phase::Communal, Step::Diplomacy};
}

std::string describe_position(const State& s) {
  std::string turn = "Turn " + std::to_string(s.tracks.turn) + " (" + months(s.tracks.turn) + ")";
  switch (s.tracks.phase) {
    case Phase::Over: return "The game is over" + (s.tracks.result.empty() ? "" : ": " + s.tracks.result);
    case Phase::Communal: return turn + ", both camps: " + words(s.tracks.step);
    case Phase::Burgundian:
    case Phase::Swiss: break;
  }
  return turn + ", the " + camp_name(*s.active()) + "' phase: " + words(s.tracks.step);
}

namespace {

std::vector<Reason> check_end_step(const CampaignState& cs, const NoArgs&) {
  const State& s = state_of(cs);
  if (s.tracks.phase == Phase::Over) return {{"GdB 12.2", "the game is over"}};
  if (s.tracks.step == Step::Battles || s.tracks.step == Step::Sieges) return combats_unfinished(s);
  if (auto r = reinforcements_unfinished(cs); !r.empty()) return r;
  if (s.tracks.step == Step::Movement) return movement_unfinished(cs);
  if (s.tracks.step == Step::Fatigue) return fatigue_unfinished(cs);
  return diplomacy_unfinished(cs);
}

// Enters the step after the current one, doing what happens on entering it.
void advance(const CampaignState& cs, State& s, std::vector<Event>& events) {
  auto [phase, step] = following(s);
  // GdB 10.2: RP unspent at the end of the step are lost.
  if (s.tracks.step == Step::Reinforcements && s.active()) close_replacements(s, events);
  bool new_turn = phase == Phase::Burgundian && s.tracks.phase == Phase::Communal;
  if (new_turn) {
    // GdB 5: a new turn; the phase's marks of movement are cleared (C3).
    for (auto& u : s.units) u.moved = false;
    for (auto& c : s.commanders) c.mp_used = 0;
    s.tracks.turn += 1;
    mark_turn_start(s);
  } else if (phase != s.tracks.phase) {
    for (auto& u : s.units) u.moved = false;
    for (auto& c : s.commanders) c.mp_used = 0;
  }
  if (phase != s.tracks.phase) seq_erase(s, "marched"), seq_erase(s, "fatigue_rolled");
  s.tracks.phase = phase, s.tracks.step = step;
  if (phase == Phase::Over) {
    events.push_back({"The last turn is over", "GdB 12.2"});
    decide_victory(cs, s, events);
    return;
  }
  // GdB 14: Lorraine joins the Swiss on turn 4, its pointer on Table 4.
  if (new_turn && s.tracks.turn >= s.scenario->lorraine_turn) lorraine_joins(s, events);
  if (step == Step::Reinforcements && s.active()) s.tracks.rp_left[*s.active()] = rp_available(s, *s.active());
  if (step == Step::Diplomacy) begin_diplomacy(cs, s, events);
  if (step == Step::Record) s.tracks.vp_record.push_back(s.tracks.vp);
  if (step == Step::Battles || step == Step::Sieges) open_combats(cs, s, step, events);
  events.push_back({describe_position(s), step_rule(step)});
}

Outcome end_step(const CampaignState& cs, const NoArgs&, Dice&) {
  State s = state_of(cs);
  std::vector<Event> events;
  advance(cs, s, events);
  // The bookkeeping steps of phase C need nobody: they follow at once.
  while (s.tracks.phase == Phase::Communal && (s.tracks.step == Step::Record || s.tracks.step == Step::End))
    advance(cs, s, events);
  return {with_state(cs, std::move(s)), std::move(events)};
}

}  // namespace

std::vector<CommandDef> sequence_commands() {
  std::vector<CommandDef> out = {
      define(Command<NoArgs>{.name = "bourgogne.end_step",
                             .summary = "End the current step of the sequence and begin the next (GdB 5)",
                             .check = check_end_step,
                             .apply = end_step}),
  };
  for (auto& list : {reinforcement_commands(), movement_commands(), fatigue_commands(), diplomacy_commands()})
    for (const auto& c : list) out.push_back(c);
  return out;
}

std::vector<NextStep> sequence_next_steps(const CampaignState& cs) {
  const State& s = state_of(cs);
  if (s.tracks.phase == Phase::Over) return {};
  std::vector<NextStep> out;
  for (auto& list : {reinforcement_next_steps(cs), movement_next_steps(cs), fatigue_next_steps(cs),
                     diplomacy_next_steps(cs)})
    for (const auto& n : list) out.push_back(n);
  if (!check_end_step(cs, {}).empty()) return out;
  out.push_back({.text = describe_position(s) + ": when it is done, end the step",
           .rule = step_rule(s.tracks.step),
           .command = Json{{"type", "bourgogne.end_step"}, {"args", Json::object()}},
           .label = "End the step"});
  return out;
}

}  // namespace umpire::bourgogne
