// The kit's battle windows, for every game with battles (GameModule::
// battle_links): the engines that can take a pending battle (the tabletop
// always) with why the others cannot, the odds of an automatic engine on
// worker threads, and the Battle window where a battle sent to an engine is
// fought at one screen: both players see the table, each answers the
// decisions asked of his side, the umpire may undo a move or let the
// doctrine finish, and confirms the result before it is recorded back into
// the campaign.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/dice.h"
#include "sessions/battle_session.h"
#include "sessions/odds.h"
#include "ui/map/canvas.h"
#include "ui/window_registry.h"

namespace umpire::battlesui {

inline constexpr const char* kBattleWindow = "battle";

// One battle fought in an engine, as the window holds it between frames.
struct OpenBattle {
  // The battle's child campaign (owned), or a campaign that is itself a battle
  // (a stand-alone battle: the shell owns it, the pointer does not).
  std::shared_ptr<Campaign> session;
  std::vector<std::string> answers;       // the players' answers so far for the move being made
  std::vector<std::string> answered;      // the same in words, for the window: "Arcadia: Press the attack"
  std::optional<DecisionRequest> waiting;  // what the move asks next
  Json command = nullptr;                 // the command being answered: an engine window's; null: the next move
  GameStatePtr waiting_for;               // the state `waiting` was worked out for
  // A secret decision (DecisionRequest::secret) is curtained until the player
  // whose it is says he is at the screen; every answer draws the curtain again.
  bool unveiled = false;
  // The dice rolled at the table and typed in (the umpire's choice in the
  // window) instead of the battle's seeded dice: the faces typed so far for
  // the move being made, and the roll it waits for.
  bool typed_dice = false;
  std::vector<int> faces;
  std::optional<DiceRequest> dice_wanted;
  std::vector<int> dice_fields;  // the window's fields for the roll wanted
  std::string issued;                     // the type of the record command sent to the campaign
  std::string message;                    // the last thing done, or why not
  bool message_is_error = false;
  mapui::CanvasState field_canvas;        // the field's camera, when the engine draws one (field_view.h)
  // Hot-seat: before a decision of the other side than the one that answered
  // last, a hand-over screen shows nothing of it until its player says he is
  // at the screen (handed_to: the side that did). On by default for a
  // stand-alone battle (two players at one screen), the umpire's choice for a
  // campaign's battle.
  bool hand_over = false;
  std::string last_side;  // the side that answered last ("" for none or the umpire)
  std::string handed_to;  // the side whose player said he is at the screen
  // The position as of the decision waiting (battles::preview_position), worked
  // out once per state and answers, not every frame.
  GameStatePtr preview;
  GameStatePtr preview_for;
  std::vector<std::string> preview_answers;
  std::vector<int> preview_faces;
  // Watching the doctrine play: one move every `pace` seconds until stopped or over.
  bool watching = false;
  float pace = 1.0f;
  double next_watch_move = 0;  // ImGui time of the next move
};

struct OddsPanel {
  std::unique_ptr<battles::OddsJob> job;
  std::string engine;
  int runs = 2000;
  std::string runs_engine;  // the engine `runs` was last set for (its own default when it has one)
  std::optional<battles::Odds> odds;
  std::string error;
};

struct BattleDesk {
  std::string campaign_path;  // the campaign the rest belongs to; another resets it
  std::string selected;       // the battle shown in the Battle window
  std::map<std::string, OpenBattle> open;  // by battle id
  std::map<std::string, OddsPanel> odds;   // by battle id
  OpenBattle own;                          // a stand-alone battle: the campaign itself
};

BattleDesk& desk_for(const Campaign& campaign);

// For pictures of the windows (screenshot --odds): an odds panel computes its
// odds as soon as it is drawn, and waits for them, as if the umpire had
// pressed "Compute odds" long enough ago.
void compute_odds_when_shown(bool on);
// For pictures of a move half answered (screenshot --answer): the first battle
// drawn takes these answers, in order, as if the players had clicked them.
void answer_when_shown(std::vector<std::string> answers);
std::vector<std::string> take_answers_when_shown();

// The engines for a battle not yet sent: a "Send" button for each that can
// take it, the reasons for each that cannot, and the odds panel for the
// automatic ones. For a game's own Battles window: returns the command of the
// button pressed (the game's send_battle_command) for the window to issue, or
// null; a battle sent to an engine is shown in the Battle window.
Json draw_engine_choices(GuiContext& ctx, const BattleLink& link);

// The battle's child campaign, opened on first use and kept; refreshed when
// the campaign's link says it was recorded or opened again. Null (with the
// reason in the desk's message) when it cannot be opened.
// With `start` false a battle not yet started is not started (nothing is
// written by looking at it): null, with no message.
OpenBattle* open_battle(GuiContext& ctx, const BattleLink& link, bool start = false);

// The Battle window (every game): its battles in engines, and the selected
// one, with the engine's own windows (registered in game_windows() under the
// engine's id) drawn inside it over the battle's child campaign: what they
// issue is played in the battle like a move, its decisions asked the same way.

GameWindow battle_window();
void draw_battle_window(GuiContext& ctx);

// A campaign that is itself a battle (`umpire new lotn ...`, a battle module's
// own campaign): its OpenBattle, over the campaign without owning it; null for
// a campaign of any other game.
OpenBattle* own_battle(GuiContext& ctx);
// For the shell's windows of such a campaign (the engine's own windows, drawn
// as windows of their own rather than inside the Battle window): the decision
// waiting and its answer, and its commands played in the battle like a move.
void attach_own_battle(GuiContext& ctx);

}  // namespace umpire::battlesui
