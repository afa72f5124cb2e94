// Soldier King's battles, campaign side (SK 10.5, 11.1-11.13, 12.1-12.4.2,
// 15.1, 22.1x): the battles of a player turn, cavalry superiority, withdrawal
// before battle, the set-up handed to the table (battles::BattleSetup, with
// Soldier King's endings, marks and attributes declared in it), the result's
// Soldier King checks and its consequences (recovery, removal, concession,
// victory tally, retreat, officers), and combat promotions. Pure functions, in
// battles.cpp (the battles of the turn, sides, queries), battle_withdrawal.cpp,
// battle_setup.cpp, battle_profile.cpp (Soldier King's side of the hand-off),
// battle_result_check.cpp, battle_result_apply.cpp and battle_promotions.cpp;
// the commands are in battle_commands.cpp.
//
// The Rebel player turn's battles are battles like these (17.2.8.1): the
// Rebels attack, by no line, commanded by the player of sk.rebel_commander;
// beaten Rebels, in either turn, are dispersed (17.2.8.2).
//
// Not yet: what follows when no retreat is legal (SK 11.11 does not say: the
// umpire rules); captured officers' exchange or ransom.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "handoff/handoff.h"
#include "soldier_king/state.h"

namespace umpire::sk {

inline constexpr const char* kSuperiority2to1 = "battles.superiority_2to1";

// ---- cavalry superiority (11.2)

// Adjusted cavalry strength: the sum over cavalry stands of SP x morale, light
// cavalry doubled; dragoons count as cavalry, not doubled.
int adjusted_cavalry(const Forces& f, const std::vector<Stand>& stands);
// "attacker" when attacker >= 2 x defender (and > 0), "defender" likewise,
// else "neither".
std::string superiority(int attacker, int defender);

// ---- the battles of the turn (11.1, 7.1.4)

// One battle per box the active player attacked this turn, with the attacking
// columns still there, the defending factions (every faction hostile to the
// attacker with units in the box) and the cavalry superiority; ids not yet
// given. Boxes with no attacker or no defender left make no battle.
std::vector<Battle> battles_of_turn(const SkState& s);
// In the Rebel turn: one per Rebel battle with no result yet, the Rebels
// attacking the players' columns in the city (17.2.8.1).
// Creates in s.battles, as "pending", the battles of this turn not yet made
// (the Combat step begins; sk.open_battles in the Rebel turn); returns how many.
int open_battles(SkState& s, std::vector<Event>& events);

const Battle* find_battle(const SkState& s, const std::string& id);
Battle* find_battle(SkState& s, const std::string& id);
// The same, for an id a command's validation checked: a UserError naming it otherwise.
const Battle& battle_at(const SkState& s, const std::string& id);
Battle& battle_at(SkState& s, const std::string& id);
// Battles of the running player turn (this date, this attacker), or of the
// running Rebel turn (this date, the Rebels attacking).
bool of_this_turn(const SkState& s, const Battle& b);

// The columns and garrisons of a battle's side in its box now: "attacker" the
// attacking columns, "defender" every column and garrison of the defenders.
std::vector<const Column*> side_columns(const SkState& s, const Battle& b, const std::string& side);
std::vector<const Garrison*> side_garrisons(const SkState& s, const Battle& b, const std::string& side);
// The factions of a side.
std::vector<std::string> side_factions(const Battle& b, const std::string& side);
std::string side_name(const Battle& b, const std::string& side);  // "Argozia", "Arcadia and Bravance"

// ---- withdrawal before battle (11.3.1, 11.3.2, 22.11, 22.12)

// Why the defender may not withdraw from this battle to `to` now (empty: he may).
std::vector<Reason> check_withdrawal(const SkState& s, const Battle& b, const std::string& to);
// The boxes the defender may withdraw to (empty when the attacker has 2:1 or
// no box qualifies).
std::vector<std::string> withdrawal_destinations(const SkState& s, const Battle& b);
// Whether the 22.12 penalty applies to a withdrawal: the retreater has
// cavalry inferiority (simple comparison, or 2:1 with the setting battles.superiority_2to1).
bool withdrawal_penalty(const SkState& s, const Battle& b);
// Moves the defender's units out, credits the attacker's victory, applies
// 22.12 when in force. The battle becomes "withdrawn".
void apply_withdrawal(SkState& s, Battle& b, const std::string& to, std::vector<Event>& events);

// ---- the set-up handed to the table (11.4-11.9, 12.3)

// The exhaustion number of a column (12.3, 12.3.5): its total SP x the
// exhaustion % of the quality holding the most SP (ties: the lower quality;
// Elite stands count with that majority), rounded half up.
// `steps`: levels dropped by 22.12/22.13 penalties; `baseline_sp`: the SP the
// number is taken of when larger than the stands' SP now (the SP before this
// turn's attrition: exhaustion is not recalculated before the battle, SK 9.6.2).
int exhaustion_number(const Forces& f, const std::vector<Stand>& stands, int steps = 0, int baseline_sp = 0);
Quality majority_quality(const std::vector<Stand>& stands);
battles::BattleSetup battle_setup(const SkState& s, const Battle& b);

// ---- Soldier King's side of the hand-off (battle_profile.cpp)

inline constexpr const char* kBattleProfile = "soldier-king/v&b";
// The endings Soldier King understands (BattleResult::ending).
inline constexpr const char* kDecided = "decided";                 // SK 11.11: the side that retreats loses
inline constexpr const char* kConceded = "conceded";               // SK 22.13
inline constexpr const char* kMarchedOff = "marched_off";          // SK 22.14
inline constexpr const char* kWithdrewBefore = "withdrew_before";  // SK 11.3.1
inline constexpr const char* kNight = "night";                     // SK 11.9.2
inline constexpr const char* kDestroyed = "destroyed";             // no legal retreat (SK 11.11)
// The marks it reads from a result: a stand that fought well (SK 22.13); a
// column that reached exhaustion, or whose morale collapsed (SK 12.4.2).
inline constexpr const char* kFoughtWell = "fought_well";
inline constexpr const char* kReachedExhaustion = "reached_exhaustion";
inline constexpr const char* kMoraleCollapse = "morale_collapse";
std::vector<battles::Ending> battle_endings();
std::vector<battles::Mark> battle_marks();
// A formation's exhaustion number (SK 12.3), from its attributes (0: none).
int exhaustion_of(const battles::Formation& f);
// Declares in a set-up what is Soldier King's: the profile, endings and marks,
// and the battlefield in words from the situation (rivers, deployment zones,
// dusk and start hours, each arrival's hour once rolled).
void declare_battle(const SkState& s, battles::BattleSetup& setup);
// The set-up and result stored in a battle, read in either form; a set-up of
// the older form (from a file made before) gets the declarations it lacked.
battles::BattleSetup stored_setup(const SkState& s, const Battle& b);
battles::BattleResult stored_result(const Battle& b);
// SK 12.4.2: a column is engaged when it inflicted or suffered casualties;
// here, when its stands lost SP in the result.
bool engaged_by_losses(const battles::BattleSetup& setup, const battles::BattleResult& r, const std::string& formation);
int formation_lost(const battles::BattleSetup& setup, const battles::BattleResult& r, const std::string& formation);
// What Soldier King reads from an engine's result that an engine does not say
// in Soldier King's words: a column whose stands lost SP was engaged (SK
// 12.4.2); one whose loss reaches its exhaustion number reached exhaustion
// (SK 12.3). Adds them to the result (and its audit) and returns what it added.
// For results an engine computed: a result typed from the tabletop keeps what
// the umpire ticked.
std::vector<std::string> mark_engaged_and_exhausted(const battles::BattleSetup& setup, battles::BattleResult& r);

// ---- result entry and consequences (11.11-11.13, 12.1, 12.2, 22.13, 22.14)

// The boxes the side may retreat to (11.11): adjacent, no enemy columns, not an
// enemy-held recruiting city, not a box enemy columns came from to join the
// battle; only friendly-held boxes if any candidate is friendly-held. None for
// Rebels: they never retreat (17.2.8.1).
std::vector<std::string> retreat_destinations(const SkState& s, const Battle& b, const std::string& side);
// The Soldier King checks of a result for this battle (after check_result).
std::vector<Reason> check_battle_result(const SkState& s, const Battle& b, const battles::BattleResult& r);

// Recovery of one side's losses (12.2, halves rounded up): what is recovered from
// `lost` SP of infantry and cavalry, or of artillery lost in melee.
int recovered_infantry_cavalry(int lost, bool winner);
int recovered_artillery_melee(int lost);
// Applies a checked result: losses after recovery, removals, 22.13, tally,
// retreat, officers. The battle becomes "fought".
void apply_battle_result(SkState& s, Battle& b, const battles::BattleResult& r, std::vector<Event>& events);

// ---- combat promotions (12.4.2, 17.2.8.2)

// How many columns the side may still pick (winner 2, loser 1; a player
// beating Rebels 1; none after a withdrawal before battle).
int promotions_allowed(const Battle& b, const std::string& side);
int promotions_left(const Battle& b, const std::string& side);
std::vector<Reason> check_combat_promotion(const SkState& s, const Battle& b, const std::string& column,
                                           const std::string& m6_stand);
// The side ("attacker"/"defender") a column fought on in the battle, or "".
std::string column_side(const Battle& b, const std::string& column);

// ---- for the Battles desk and the next-step text

struct BattleSummary {
  std::string battle, box, status;
  std::string text;  // one line: sides, SP, superiority, withdrawal allowed?
  bool withdrawal_allowed = false;
};
// The battles of this turn still pending or at the table, one line each.
std::vector<BattleSummary> open_battle_summaries(const SkState& s);
std::string battle_line(const SkState& s, const Battle& b);
// What the Combat step still waits for ("" when every battle of the turn is
// withdrawn or fought).
std::string battles_waiting(const SkState& s);
// Combat promotions still available in this turn's fought battles: per battle
// and side, the picks left and the columns that qualify now.
struct PromotionChoice {
  std::string battle, side;
  int left = 0;
  std::vector<std::string> columns;
};
std::vector<PromotionChoice> promotions_available(const SkState& s);
// The same in words: "Argozia 2 combat promotions (sk.combat_promotion,
// battle b12: 2nd Infantry, 7th Infantry)"; a side none of whose columns
// qualifies is named only with name_none. "" when nothing is offered.
std::string promotions_offered(const SkState& s, bool name_none);

// ---- the kit's view of the battles (battle_links.cpp)

std::vector<BattleLink> battle_links(const SkState& s);
Json send_battle_command(const std::string& battle, const std::string& engine);
// SK 11.8: there are no multi-day battles; an attacker who has not taken the
// field by nightfall has lost: a battle no one won on the field is the defender's.
inline constexpr const char* kUndecidedWinner = "defender";
// sk.battle_result for an engine's result (the hand-off's JSON), completed
// with what Soldier King reads that an engine does not say.
Json record_result_command(const SkState& s, const std::string& battle, const Json& result);

std::vector<CommandDef> battle_commands();

}  // namespace umpire::sk
