#include "soldier_king/next_steps.h"

#include <algorithm>
#include <ostream>

#include "handoff/handoff.h"
#include "soldier_king/battles.h"
#include "soldier_king/briefing.h"
#include "soldier_king/diplomacy.h"
#include "soldier_king/factions.h"
#include "soldier_king/revolt.h"
#include "soldier_king/turn.h"

namespace umpire::sk {

namespace {

Json command(const char* type) { return Json{{"type", type}, {"args", Json::object()}}; }

// Where the step's work is done: the window the Turn panel offers to open.
const char* work_window(const SkState& s) {
  switch (s.phase) {
    case Phase::Setup:
      return "army";
    case Phase::PregameDiplomacy:
      return "diplomacy";
    case Phase::SeasonStart: {
      // The Rebel turn's battles, once opened, are fought from the Battles window.
      std::string wait = rebel_turn_running(s) ? battles_waiting(s) : "";
      return !wait.empty() && wait.find("sk.open_battles") == std::string::npos ? "battles" : "season";
    }
    case Phase::SeasonEnd:
      return "diplomacy";
    case Phase::GameOver:
      return "season";
    case Phase::PlayerTurn:
      break;
  }
  switch (s.turn.step) {
    case TurnStep::Plebiscite:
    case TurnStep::Recovery:
      return "season";
    case TurnStep::Supply:
    case TurnStep::Movement:
    case TurnStep::PostMovement:
      return "orders";
    case TurnStep::Combat:
      return "battles";
    case TurnStep::Reorganisation:
      return "army";
    default:
      return "";
  }
}

// For the first battle of this turn still waiting to be sent to the table
// (SK 11.4), in the Combat step or the Rebel turn: its sk.send_to_table, or
// first, in the Rebel turn, the naming of the player who commands the Rebels
// (SK 17.2.8.1; the first player not in the battle, for the umpire to change).
// Null when there is none.
Json first_pending_battle(const SkState& s, std::string& label) {
  bool combat = (s.phase == Phase::PlayerTurn && s.turn.step == TurnStep::Combat) || rebel_turn_running(s);
  if (!combat) return nullptr;
  for (const auto& summary : open_battle_summaries(s)) {
    if (summary.status != "pending") continue;
    const Battle* b = find_battle(s, summary.battle);
    const RebelBattle* rb = b && b->attacker == kRebels ? find_rebel_battle(s, b->box) : nullptr;
    if (rb && rb->commander.empty()) {
      std::string other;
      for (const auto& f : s.factions)
        if (f.active && other.empty() && std::find(b->defenders.begin(), b->defenders.end(), f.id) == b->defenders.end())
          other = f.id;
      label = "Name the Rebels' commander";
      return Json{{"type", "sk.rebel_commander"}, {"args", {{"box", b->box}, {"faction", other}}}};
    }
    label = "Send to the table";
    return Json{{"type", "sk.send_to_table"}, {"args", {{"battle", summary.battle}}}};
  }
  return nullptr;
}

// The one command that does the step, with its button; sk.advance unless the
// step has a command of its own (the same choice the Turn window made).
void step_command(const SkState& s, const std::string& words, NextStep& step) {
  if (s.phase == Phase::GameOver) return;
  if (s.phase == Phase::Setup) {
    step.command = command("sk.begin_campaign"), step.label = "Begin campaign";
    if (step.rule.empty()) step.rule = "SK 5.1, 20";
  } else if (s.phase == Phase::PregameDiplomacy && s.turn_order.empty()) {
    step.command = command("sk.roll_initiative"), step.label = "Roll initiative";
    if (step.rule.empty()) step.rule = "SK 7.1.2";
  } else if (s.phase == Phase::PlayerTurn && s.turn.step == TurnStep::Supply && !s.turn.supply_checked) {
    step.command = command("sk.supply_check"), step.label = "Check supply";
  } else if (s.phase == Phase::PlayerTurn && s.turn.step == TurnStep::PostMovement && !s.turn.attrition_done &&
             words.find("sk.attrition") != std::string::npos) {
    step.command = command("sk.attrition"), step.label = "Roll attrition";
  } else if (s.phase == Phase::PlayerTurn && s.turn.step == TurnStep::PostMovement && !s.turn.attrition_owed.empty()) {
    step.command = command("sk.allocate_attrition"), step.label = "Allocate attrition";
    if (step.rule.empty()) step.rule = "SK 9.6.2";
  } else if (rebel_turn_running(s) && battles_waiting(s).find("sk.open_battles") != std::string::npos) {
    step.command = command("sk.open_battles"), step.label = "Open the battles";  // the Rebel turn's (17.2.8.1)
  } else if (std::string label; !(step.command = first_pending_battle(s, label)).is_null()) {
    step.label = label;
    if (step.rule.empty()) step.rule = "SK 11.4";
  } else {
    step.command = command("sk.advance"), step.label = "Advance";
    if (step.rule.empty()) step.rule = "SK 7";  // the sequence of play
  }
}

// What waits on the umpire whatever the step of play: the Imperial Court's
// open cases (judged before the season after they were called, SK 6.3) and a
// proclaimed Imperial Council awaiting his ruling (SK 18.2).
std::vector<NextStep> waiting_across_steps(const SkState& s) {
  std::vector<NextStep> out;
  for (const auto& c : s.diplomacy.cases.get()) {
    if (c.judged) continue;
    const Treaty* t = find_treaty(s, c.treaty);
    NextStep n;
    n.text = "The Imperial Court's case on " + (t ? t->title : c.treaty) + " (" + c.id + "): " +
             std::to_string(c.votes.size()) + " of " + std::to_string(c.members.size()) +
             " votes cast (sk.court_vote); the judgement is due in " + c.convened.describe() + " (sk.court_judgement)";
    n.rule = "SK 6.3";
    n.window = "diplomacy";
    out.push_back(std::move(n));
  }
  if (!s.victory.proclaimed.empty()) {
    std::string dukes;
    for (const auto& d : s.victory.proclaimed) dukes += (dukes.empty() ? "" : ", ") + faction_name(d);
    NextStep n;
    n.text = "The Imperial Council proclaimed by " + dukes + " awaits the umpire's ruling (sk.rule_council)";
    n.rule = "SK 18.2";
    out.push_back(std::move(n));
  }
  return out;
}

}  // namespace

std::vector<NextStep> next_steps(const SkState& s) {
  NextStep step;
  std::string words = next_step(s);
  step.text = words;
  // The tracker's words end with the rule in brackets: "... (sk.supply_check) [SK 9.6]".
  if (auto open = words.rfind(" ["); open != std::string::npos && words.back() == ']') {
    step.rule = words.substr(open + 2, words.size() - open - 3);
    step.text = words.substr(0, open);
  }
  step_command(s, words, step);
  step.window = work_window(s);
  std::vector<NextStep> out{step};
  for (auto& owed : waiting_across_steps(s)) out.push_back(std::move(owed));
  return out;
}

std::vector<Player> players(const SkState& s) {
  std::vector<Player> out;
  for (const auto& f : s.factions)
    if (f.active) out.push_back(Player{f.id, f.name});
  return out;
}

CliCommand briefing_cli_command() {
  CliCommand c;
  c.name = "briefing";
  c.summary = "Write both sides' tabletop briefings of a battle and the umpire's copy with the result sheet (Soldier King)";
  c.options = {{"--battle", "The battle, e.g. b350 (sent to the table with sk.send_to_table)", true},
               {"--out", "The folder to write the PDF and HTML files into", true}};
  c.run = [](const CampaignState& state, const std::map<std::string, std::string>& args, std::ostream& out) {
    const std::string& id = args.at("--battle");
    const Battle* b = find_battle(sk_state(state), id);
    if (!b) throw UserError("there is no battle \"" + id + "\" in " + args.at("campaign"));
    if (b->setup.is_null()) throw UserError("battle " + id + " has not been sent to the table (sk.send_to_table)");
    auto files = export_briefings(sk_state(state), *b, args.at("--out"));
    for (const auto& f : files) out << "Wrote " << f << "\n";
    return 0;
  };
  return c;
}

}  // namespace umpire::sk
