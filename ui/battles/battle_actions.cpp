#include "ui/battles/battle_actions.h"

#include <algorithm>

#include "session/engine.h"
#include "ui/command_runner.h"

namespace umpire::battlesui {

namespace {

const Json kMove{{"type", battles::kMoveCommand}, {"args", Json::object()}};
const Json kFinish{{"type", battles::kFinishCommand}, {"args", Json::object()}};

void said(OpenBattle& b, std::string text, bool error) {
  b.message = std::move(text);
  b.message_is_error = error;
}

std::string reasons_text(const ApplyResult& r) {
  std::string why;
  for (const auto& x : r.reasons) why += (why.empty() ? "" : "; ") + x.describe();
  return why.empty() ? "refused" : why;
}

// The state changed or the answers were dropped: what the next move asks is
// worked out afresh.
void forget_waiting(OpenBattle& b) {
  b.answers.clear();
  b.answered.clear();
  b.waiting.reset();
  b.waiting_for = nullptr;
  b.command = nullptr;
  b.unveiled = false;
  b.faces.clear();
  b.dice_wanted.reset();
  work_out_waiting(b);
}

}  // namespace

Json send_battle(GuiContext& ctx, const BattleLink& link, const std::string& engine) {
  const GameModule* game = ctx.campaign.module();
  if (!game) return nullptr;
  Json command = game->send_battle_command(ctx.campaign.state(), link.id, engine);
  if (!command.is_null() && engine != battles::kTabletop) {
    desk_for(ctx.campaign).selected = link.id;
    if (ctx.show) ctx.show(kBattleWindow);
  }
  return command;
}

void work_out_waiting(OpenBattle& b) {
  if (!b.session || b.waiting_for == b.session->state().game || !b.command.is_null()) return;
  b.waiting.reset();
  b.dice_wanted.reset();
  b.waiting_for = b.session->state().game;
  try {
    if (!b.typed_dice) {
      b.waiting = battles::next_decision(*b.session, b.answers);
      return;
    }
    // The same dry run with the faces typed so far: it stops at the first
    // decision or at the first roll still to make at the table.
    if (!b.session->validate(kMove).empty()) return;
    ScriptedDecisions so_far(b.answers, "player");
    ScriptedDice typed(b.faces, "manual");
    execute(b.session->commands(), b.session->state(), kMove, typed, &so_far);
  } catch (const DecisionNeeded& e) {
    b.waiting = e.request();
  } catch (const DiceNeeded& e) {
    b.dice_wanted = e.request();
  } catch (const std::exception& e) {
    said(b, e.what(), true);
  }
}

void fight_move(OpenBattle& b) {
  if (!b.session) return;
  ScriptedDecisions players(b.answers, "player");
  try {
    const Json& move = b.command.is_null() ? kMove : b.command;
    ApplyResult r;
    if (b.typed_dice) {
      ScriptedDice typed(b.faces, "manual");
      r = b.session->apply(move, typed, &players);
    } else {
      r = b.session->apply(move, players);
    }
    if (r.ok) said(b, r.events.empty() ? "Move made." : r.events.back().text, false);
    else said(b, reasons_text(r), true);
  } catch (const DecisionNeeded& e) {
    // Another decision in the same move: nothing is written until every one is answered.
    b.waiting = e.request();
    b.dice_wanted.reset();
    b.waiting_for = b.session->state().game;
    return;
  } catch (const DiceNeeded& e) {
    // A roll at the table: the move runs again once its faces are typed in.
    b.dice_wanted = e.request();
    b.waiting.reset();
    b.waiting_for = b.session->state().game;
    return;
  } catch (const std::exception& e) {
    said(b, e.what(), true);
  }
  forget_waiting(b);
}

void set_typed_dice(OpenBattle& b, bool on) {
  if (b.typed_dice == on) return;
  b.typed_dice = on;
  forget_waiting(b);
}

void enter_dice(OpenBattle& b, const std::vector<int>& faces) {
  if (!b.dice_wanted) return;
  if (auto problem = check_faces(faces, *b.dice_wanted)) {
    said(b, *problem, true);
    return;
  }
  b.faces.insert(b.faces.end(), faces.begin(), faces.end());
  b.dice_wanted.reset();
  fight_move(b);
}

void play(OpenBattle& b, const Json& command) {
  if (!b.session) return;
  b.answers.clear();
  b.answered.clear();
  b.faces.clear();
  b.dice_wanted.reset();
  b.command = command;
  fight_move(b);
}

void answer(OpenBattle& b, const std::string& option) {
  if (!b.waiting || curtained(b)) return;
  const DecisionOption* o = b.waiting->option(option);
  if (!o) return;
  b.last_side = b.waiting->side;
  b.answers.push_back(option);
  b.answered.push_back(answered_words(*b.waiting, option));
  b.unveiled = false;
  fight_move(b);
}

void unveil(OpenBattle& b) {
  b.unveiled = true;
  if (b.waiting) b.handed_to = b.waiting->side;  // the secret's player is at the screen: no hand-over as well
}

bool handing_over(const OpenBattle& b) {
  if (!b.hand_over || !b.waiting || b.waiting->side.empty() || b.last_side.empty()) return false;
  return b.waiting->side != b.last_side && b.waiting->side != b.handed_to;
}

void take_screen(OpenBattle& b) {
  if (b.waiting) b.handed_to = b.waiting->side;
}

bool curtained(const OpenBattle& b) {
  return b.waiting && ((b.waiting->secret && !b.unveiled) || handing_over(b));
}

void watch_move(OpenBattle& b) {
  if (!b.session) return;
  const auto& engine = dynamic_cast<const battles::BattleModule&>(*b.session->module());
  if (engine.over(*b.session->state().game) || b.session->closed()) {
    b.watching = false;
    return;
  }
  try {
    DoctrineDecisions doctrine;
    ApplyResult r = b.session->apply(kMove, doctrine);
    if (r.ok) {
      said(b, r.events.empty() ? "Move made." : r.events.back().text, false);
    } else {
      said(b, reasons_text(r), true);
      b.watching = false;
    }
  } catch (const std::exception& e) {
    said(b, e.what(), true);
    b.watching = false;
  }
  b.last_side.clear();  // the doctrine moved: nobody is at the screen for a side
  forget_waiting(b);
  if (engine.over(*b.session->state().game)) b.watching = false;
}

std::string answered_words(const DecisionRequest& r, const std::string& option) {
  std::string who = r.side_name.empty() ? "The umpire" : r.side_name;
  if (r.secret) return who + ": a secret choice (shown once the rules reveal it)";
  const DecisionOption* o = r.option(option);
  return who + ": " + (!o ? option : o->text.empty() ? o->id : o->text);
}

GameStatePtr position_as_answered(OpenBattle& b) {
  if (!b.session || !b.waiting || curtained(b) || b.answers.empty() || !b.command.is_null()) return nullptr;
  const GameStatePtr& now = b.session->state().game;
  if (b.preview_for == now && b.preview_answers == b.answers && b.preview_faces == b.faces) return b.preview;
  b.preview_for = now;
  b.preview_answers = b.answers;
  b.preview_faces = b.faces;
  b.preview = nullptr;
  const auto* engine = dynamic_cast<const battles::BattleModule*>(b.session->module());
  if (!engine || !now) return nullptr;
  SeededDice seeded(b.session->state().core.seed, b.session->state().core.dice_drawn);
  ScriptedDice typed(b.faces, "manual");
  Dice dice = b.typed_dice ? Dice(typed) : Dice(seeded);
  b.preview = battles::preview_position(*engine, *now, dice, b.answers, b.waiting->side);
  return b.preview;
}

void take_back_answers(OpenBattle& b) { forget_waiting(b); }

void undo_move(OpenBattle& b) {
  try {
    if (b.session->undo()) said(b, "The last move was undone.", false);
  } catch (const std::exception& e) {
    said(b, e.what(), true);
  }
  forget_waiting(b);
}

void redo_move(OpenBattle& b) {
  try {
    if (b.session->redo()) said(b, "The move was made again.", false);
  } catch (const std::exception& e) {
    said(b, e.what(), true);
  }
  forget_waiting(b);
}

void finish_by_doctrine(OpenBattle& b) {
  try {
    ApplyResult r = b.session->apply(kFinish);
    if (r.ok) said(b, r.events.empty() ? "The doctrine finished the battle." : r.events.back().text, false);
    else said(b, reasons_text(r), true);
  } catch (const std::exception& e) {
    said(b, e.what(), true);
  }
  forget_waiting(b);
}

void confirm_result(GuiContext& ctx, OpenBattle& b, const BattleLink& link) {
  try {
    Json command = battles::record_command(ctx.campaign, link, *b.session);
    b.issued = command.value("type", "");
    if (ctx.issue) ctx.issue(command);
  } catch (const std::exception& e) {
    said(b, e.what(), true);
  }
}

void start_odds(GuiContext& ctx, const BattleLink& link) {
  OddsPanel& p = desk_for(ctx.campaign).odds[link.id];
  p.odds.reset();
  p.error.clear();
  const battles::BattleModule* engine = ctx.registry ? battles::find_engine(*ctx.registry, p.engine) : nullptr;
  if (!engine || link.setup.is_null()) {
    p.error = "No engine to compute the odds with.";
    return;
  }
  try {
    battles::BattleSetup setup = battles::setup_from_json(JsonCursor(link.setup, "battle " + link.name + " set-up"));
    std::string undecided = ctx.campaign.module()->undecided_winner(ctx.campaign.state(), link.id);
    p.job = std::make_unique<battles::OddsJob>(*engine, std::move(setup),
                                               battles::battle_seed(ctx.campaign.state().core.seed, link.id), p.runs,
                                               0, undecided);
  } catch (const std::exception& e) {
    p.error = e.what();
  }
}

void collect_odds(OddsPanel& p) {
  if (!p.job || !p.job->ready()) return;
  try {
    p.odds = p.job->get();
  } catch (const std::exception& e) {
    p.error = e.what();
  }
  p.job.reset();
}

}  // namespace umpire::battlesui
