// Revolts and Rebels (SK 17.2.8-17.2.8.4, 9.2.3, 9.4; digest §2.7, P-20,
// G-13, G-02): Rebel columns raised in a province's recruiting cities, the
// Rebel player turn, the replacements while the revolt lasts, and its end.
//
// The umpire's commands (revolt_commands):
//   sk.start_revolt {province, reason}         a revolt breaks out (the umpire's override of the Revolt card)
//   sk.rebel_commander {box, faction}          who commands the Rebels in a battle of the Rebel turn (G-13)
//   sk.rebel_battle {box, winner, rebel_columns_destroyed?, promote?, veteran?, m6_stand?}
//                                              the older form: the result of a Rebel battle, its dispersal and
//                                              promotions (17.2.8.2), kept for the journals that hold it
// The Rebel turn's battles are otherwise battles like any other (battles.h):
// sk.open_battles, sk.send_to_table, sk.battle_result, sk.combat_promotion.
#pragma once

#include <string>
#include <vector>

#include "core/game.h"
#include "soldier_king/state.h"

namespace umpire::sk {

// A Revolt card was drawn for `province` (17.2.8): Rebel columns appear in its
// recruiting cities; unguarded magazines there are looted (9.2.3). A revolt
// already in progress there gets the new columns too.
void start_revolt(SkState& s, const std::string& province, std::vector<Event>& events);
// The same, recording why (the umpire's reason, or "Revolt card").
void start_revolt(SkState& s, const std::string& province, const std::string& reason, std::vector<Event>& events);

// Whether any revolt is in progress (a Rebel turn is due at the start of each season, G-13).
bool revolt_active(const SkState& s);

// The Rebel player turn begins (digest §2.7): replacements, then the battles
// the Rebels fight in every city where they share the box with player columns.
void begin_rebel_turn(SkState& s, std::vector<Event>& events);

// Why the Rebel turn cannot end yet ("" when it may).
std::string rebels_waiting(const SkState& s);
// What the Rebel turn still offers that does not hold it up: the combat
// promotions to pick ("" when none), for the turn tracker.
std::string rebel_turn_offers(const SkState& s);

// A battle of the Rebel turn fought or withdrawn from through the battles'
// hand-off (sk.battle_result, sk.withdraw): its Rebel battle records the winner
// ("rebels" or the first player faction of the winning side). Nothing for other battles.
void settle_rebel_battle(SkState& s, const Battle& b);
// The battle (sk.open_battles) of the running Rebel turn in `box`; null when none was opened.
const Battle* opened_rebel_battle(const SkState& s, const std::string& box);

// End of a season (17.2.8.3): a revolt with no Rebel column left is over.
void end_season_revolts(SkState& s, std::vector<Event>& events);

// The umpire's commands (revolt_commands.cpp).
std::vector<CommandDef> revolt_commands();

// ---- Shared by the rules and the commands.

// A Rebel column: raised by a revolt, or owned by the Rebels.
bool is_rebel(const Column& c);
Revolt* find_revolt(SkState& s, const std::string& province);
const Revolt* find_revolt(const SkState& s, const std::string& province);
// The battle the Rebels fight in `box` this Rebel turn; null when none.
const RebelBattle* find_rebel_battle(const SkState& s, const std::string& box);
// The same for the apply of a command whose check found the battle: a UserError when there is none.
RebelBattle& rebel_battle_at(SkState& s, const std::string& box);
// Takes the column off the map (no losses or replacements are counted).
void remove_column(SkState& s, const std::string& id);

// ---- Queries for the Season window.

// Whether the Rebel player turn is running (the start of a season, its Rebel step).
bool rebel_turn_running(const SkState& s);

// The Rebel columns of a province on the map (0-SP ones included: they count as destroyed).
std::vector<const Column*> rebel_columns(const SkState& s, const std::string& province);

// One revolt in progress, for display.
struct RevoltSummary {
  std::string province, name;        // the province's id and name
  std::string started;               // "Spring 1741"
  std::string reason;
  int rebel_turns = 0;               // Rebel turns held so far
  std::vector<std::string> columns;  // the Rebel columns on the map (ids), with strength
  int lost = 0;                      // Rebel columns lost since the latest Rebel turn began
  int replacements_due = 0;          // what the next Rebel turn places: lost / 2 (G-13); 0 before the first
  std::string text;                  // one line: "Cleve, since Spring 1741: 3 Rebel columns, ..."
};
std::vector<RevoltSummary> revolts_in_progress(const SkState& s);

// One battle of the running Rebel turn, for display.
struct RebelBattleSummary {
  std::string box, box_name, province;
  std::vector<std::string> factions;        // the player factions attacked
  std::vector<std::string> player_columns;  // their columns in the box
  std::vector<std::string> rebel_columns;   // the Rebel columns in the box
  std::string commander, winner;            // "" until named / recorded
  std::string needs;                        // what the umpire does next; "" when the result is recorded
  std::string text;                         // one line
};
std::vector<RebelBattleSummary> rebel_battles(const SkState& s);

}  // namespace umpire::sk
