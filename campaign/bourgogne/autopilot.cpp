#include "bourgogne/autopilot.h"

#include <algorithm>

#include "bourgogne/combat_event.h"
#include "bourgogne/combat_setup.h"
#include "bourgogne/combat_state.h"
#include "bourgogne/forces.h"
#include "bourgogne/state.h"
#include "session/campaign.h"
#include "sessions/battle_session.h"

namespace umpire::bourgogne {

namespace {

bool is_type(const Json& command, const char* type) { return command["type"].get<std::string>() == type; }

}  // namespace

Autopilot::Autopilot(std::uint64_t seed, const GameRegistry* engines)
    : rng_(static_cast<std::mt19937::result_type>(seed)), engines_(engines) {}

Autopilot::~Autopilot() = default;

Json Autopilot::play_one(Campaign& c) { return play(c).command; }

std::size_t Autopilot::pick(std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_); }

// A random army of the acting camp marching a random walk of one to three zones (GdB 7.1);
// sometimes only part of its units go. The rules' dry run decides whether it may.
Json Autopilot::random_march(const Campaign& c) {
  const State& s = state_of(c.state());
  if (!s.active() || s.tracks.step != Step::Movement) return nullptr;
  std::vector<std::string> armies;
  for (const auto& z : zones_of(s, *s.active()))
    if (Stack st = stack_of(s, z, *s.active()); st.army()) armies.push_back(z);
  if (armies.empty()) return nullptr;
  std::string from = armies[pick(armies.size())];
  Json path = Json::array();
  std::string at = from;
  std::vector<std::string> seen{from};
  for (std::size_t i = 0, n = 1 + pick(3); i < n; ++i) {
    std::vector<std::string> next;
    for (const auto& z : s.map->neighbours(at))
      if (std::find(seen.begin(), seen.end(), z) == seen.end()) next.push_back(z);
    if (next.empty()) break;
    at = next[pick(next.size())];
    seen.push_back(at);
    path.push_back(at);
  }
  if (path.empty()) return nullptr;
  Json args{{"from", from}, {"path", path}};
  if (pick(4) == 0) {  // part of the stack: the rest stays behind as a garrison
    Json units = Json::array();
    for (const Unit* u : stack_of(s, from, *s.active()).units)
      if (!u->moved && pick(2) == 0) units.push_back(u->id);
    if (!units.empty()) args["units"] = units;
  }
  return Json{{"type", "bourgogne.move"}, {"args", args}};
}

// The table's results form for a combat sent to the tabletop (GdB 9.5.10): a random winner, each
// counter's SS at the end within what it began with, the winner keeping at least one unit; the loser's
// retreat is left to bourgogne.retreat. A siege ends with the garrison eliminated or the besieger
// stopped (GdB 9.4). Returns the first form the record's checks accept, null when none.
Json Autopilot::table_result(const Campaign& c) {
  const State& s = state_of(c.state());
  for (const auto& combat : phase_combats(s)) {
    if (combat.status != "sent" || combat.engine != "tabletop") continue;
    auto ss_now = [&](const std::string& id) {
      const Unit* u = s.unit(id);
      return u ? u->ss : 0;
    };
    // The random event rolled when it was sent (GdB T2): the ally at arms keeps its SS, a betraying
    // ally fights for the other side, and a force that was only that ally fights no combat.
    auto event = combat_event_from_json(combat.event);
    auto struck = [&](const std::string& id) {
      return event && !event->power.empty() &&
             std::find(event->units.begin(), event->units.end(), id) != event->units.end();
    };
    if (event && event->no_combat) {
      Json unchanged = Json::object();
      for (const char* side : {"attacker", "defender"})
        for (const auto& id : combat.units(side)) unchanged[id] = ss_now(id);
      Json form{{"type", "bourgogne.record_combat"},
                {"args",
                 {{"combat", combat.id},
                  {"result", {{"winner", "defender"}, {"ending", "no_combat"}}},
                  {"final_ss", unchanged}}}};
      if (c.validate(form).empty()) return form;
      continue;
    }
    auto form_for = [&](const std::string& winner, bool loser_wiped) {
      Json final_ss = Json::object();
      for (const char* side : {"attacker", "defender"}) {
        std::vector<std::string> ids;  // the units that fought on this side
        for (const char* own : {"attacker", "defender"})
          for (const auto& id : combat.units(own)) {
            bool betrays = struck(id) && event->name == "betrayal";
            if ((own == std::string(side)) != betrays) ids.push_back(id);
          }
        bool winning = side == winner;
        bool kept = false;
        for (const auto& id : ids) {
          int start = ss_now(id);
          bool at_arms = struck(id) && event->name == "arms at the ready";
          int end = at_arms ? start
                    : (!winning && loser_wiped) || winner.empty() ? 0
                                                                  : static_cast<int>(pick(start + 1));
          kept = kept || end > 0;
          final_ss[id] = end;
        }
        if (winning && !kept && !ids.empty()) final_ss[ids.front()] = ss_now(ids.front());
      }
      Json result{{"winner", winner}};
      if (winner.empty())
        result["ending"] = "mutual_wipeout";
      else if (combat.kind == "siege" && winner == "defender") {
        result["ending"] = "stopped";
        result["details"] = {{"besieger_stopped", true}};
      } else {
        result["ending"] = "victory";
        if (combat.kind == "siege") result["details"] = {{"garrison_eliminated", true}};
      }
      // Now and then a historical commander of the loser falls (GdB 9.6); Charles the Bold's fall ends the game.
      std::string loser = winner == "attacker" ? "defender" : "attacker";
      if (!winner.empty() && pick(6) == 0)
        for (const auto& id : combat.commanders(loser))
          if (const Commander* k = s.commander(id); k && k->is_historical && (id != "charles" || pick(8) == 0)) {
            result["leaders"] = Json::array({Json{{"leader", id}, {"fate", "killed"}}});
            if (id == "charles") result["ending"] = "charles_killed";
            break;
          }
      return Json{{"type", "bourgogne.record_combat"},
                  {"args", {{"combat", combat.id}, {"result", result}, {"final_ss", final_ss}}}};
    };
    std::vector<Json> forms;
    std::string winner = pick(2) == 0 ? "attacker" : "defender";
    if (pick(12) == 0) forms.push_back(form_for("", true));
    forms.push_back(form_for(winner, combat.kind == "siege" && winner == "attacker"));
    forms.push_back(form_for("attacker", true));
    for (const auto& f : forms)
      if (c.validate(f).empty()) return f;
  }
  return nullptr;
}

// Whether the built-in procedure can fight the combat as it would be sent now.
bool Autopilot::engine_takes(const Campaign& c, const std::string& combat) const {
  const battles::BattleModule* engine = engines_ ? battles::find_engine(*engines_, kCombatEngine) : nullptr;
  if (!engine) return false;
  for (const auto& link : c.module()->battle_links(c.state()))
    if (link.id == combat && !link.setup.is_null())
      return engine->cannot_take(battles::setup_from_json(JsonCursor(link.setup, "setup"))).empty();
  return false;
}

// A combat sent to the engine: its child battle, opened (or started) as the Battle window
// opens it, fought one move at a time with every decision, secret markers included, taken by
// the doctrine, now and then the rest at once ("Let the doctrine finish"); once it is over,
// its result is recorded in the campaign through the seam, as the umpire confirms it.
std::optional<Autopilot::Played> Autopilot::play_battle(Campaign& c) {
  const State& s = state_of(c.state());
  for (const auto& combat : phase_combats(s)) {
    if (combat.status != "sent" || combat.engine != kCombatEngine) continue;
    BattleLink link = battles::battle_link(c, combat.id);
    if (!battle_ || battle_combat_ != combat.id) {
      battle_ = battles::open_battle_session(c, link, *engines_);
      battle_combat_ = combat.id;
    }
    const auto& engine = dynamic_cast<const battles::BattleModule&>(*battle_->module());
    if (engine.over(*battle_->state().game)) {
      Json record = battles::record_command(c, link, *battle_);
      bool ok = c.apply(record).ok;
      battles::close_when_recorded(*battle_, battles::battle_link(c, combat.id));
      battle_.reset();
      battle_combat_.clear();
      if (!ok) return Played{};
      return Played{record, nullptr, combat.id};
    }
    Json command{{"type", pick(6) == 0 ? battles::kFinishCommand : battles::kMoveCommand}, {"args", Json::object()}};
    DoctrineDecisions doctrine;
    if (!battle_->apply(command, doctrine).ok) return Played{};
    return Played{command, battle_.get(), combat.id};
  }
  battle_.reset();
  battle_combat_.clear();
  return std::nullopt;
}

Autopilot::Played Autopilot::play(Campaign& c) {
  if (engines_)
    if (auto fought = play_battle(c)) return *fought;
  const State& s = state_of(c.state());
  std::vector<Json> ready;
  Json end_step;
  for (const auto& step : c.module()->next_steps(c.state())) {
    Json command = step.command;
    if (command.is_null()) continue;
    // A combat goes to the tabletop, or to the engine when the autopilot has it and it takes the combat.
    if (is_type(command, "bourgogne.send_combat") && command["args"]["engine"] != "tabletop" &&
        !engine_takes(c, command["args"]["combat"].get<std::string>()))
      continue;
    if (is_type(command, "bourgogne.retreat"))
      if (auto combat = find_combat(s, command["args"]["combat"].get<std::string>());
          combat && !combat->retreat_options.empty())
        command["args"]["zone"] = combat->retreat_options[pick(combat->retreat_options.size())];
    if (!c.validate(command).empty()) continue;
    if (is_type(command, "bourgogne.end_step"))
      end_step = command;
    else
      ready.push_back(command);
  }
  if (Json form = table_result(c); !form.is_null()) ready.push_back(form);
  for (int tries = 0; tries < 12; ++tries) {
    Json march = random_march(c);
    if (!march.is_null() && c.validate(march).empty()) {
      ready.push_back(march);
      ready.push_back(march);  // a march twice as likely as anything else
      break;
    }
  }
  // The step ends once its work is done, or now and then in the movement step (armies may stay).
  // A step that keeps offering work past 60 commands is ended (a guard: none should).
  std::string where = std::to_string(s.tracks.turn) + to_string(s.tracks.phase) + to_string(s.tracks.step);
  step_commands_ = where == step_ ? step_commands_ + 1 : 0;
  step_ = where;
  bool end_now = ready.empty() ||
                 (!end_step.is_null() && ((s.tracks.step == Step::Movement && pick(6) == 0) || step_commands_ > 60));
  Json command = end_now ? end_step : ready[pick(ready.size())];
  if (command.is_null() || !c.apply(command).ok) return {};
  return {command, nullptr, ""};
}

}  // namespace umpire::bourgogne
