// Les Guerres de Bourgogne: the steps of the battle and siege procedure
// (GdB 9.5.2–9.5.10), each one move of the engine. Each step reads and
// changes a copy of the state, asks the camps' decisions (the doctrine's
// advice on each) and rolls labelled dice.
#pragma once

#include "bourgogne/tactical_state.h"

namespace umpire::bourgogne_battle {

// The steps, in order (BattleState::phase).
inline constexpr const char* kDeploy = "deploy";         // 9.5.2 (a siege is deployed at the start)
inline constexpr const char* kMarkers = "markers";       // 9.5.3, secret
inline constexpr const char* kEvent = "event";           // 9.5.4
inline constexpr const char* kReveal = "reveal";         // 9.5.5, secret until both camps have chosen
inline constexpr const char* kFire = "fire";             // 9.5.6
inline constexpr const char* kMelee = "melee";           // 9.5.7 and its results, 9.5.8
inline constexpr const char* kMovement = "movement";     // 9.5.9
inline constexpr const char* kContinue = "continue";     // 9.5.10
inline constexpr const char* kSiegeFire = "siege_fire";  // 9.5.6 in a siege: the FV reset and the cannon
inline constexpr const char* kAssault = "assault";       // 9.5.7–9.5.8 in a siege
inline constexpr const char* kOver = "over";

void deploy(BattleState& st, Decisions& decisions, Said& say);
void choose_markers(BattleState& st, Decisions& decisions, Said& say);
void random_event(BattleState& st, Dice& dice, Decisions& decisions, Said& say);
void reveal_markers(BattleState& st, Decisions& decisions, Said& say);
void fire(BattleState& st, Dice& dice, Decisions& decisions, Said& say);
void melee(BattleState& st, Dice& dice, Decisions& decisions, Said& say);
void tactical_movement(BattleState& st, Decisions& decisions, Said& say);
void continue_or_stop(BattleState& st, Decisions& decisions, Said& say);
void siege_fire(BattleState& st, Dice& dice, Decisions& decisions, Said& say);
void assault(BattleState& st, Dice& dice, Decisions& decisions, Said& say);

// ---- the rules the steps share (tactical_results.cpp)

// The column of Table 3 for A against D, rounded for the defender (GdB 9.5.7)
// or, in a siege under the default setting, for the besieger.
int column_for(int a, int d, bool round_for_attacker);
// The fire distance from a shooter's place to a target's place (GdB 9.1).
int fire_distance(int side, const Place& from, const Place& to);
// The advantage modifier of a melee and its name (GdB 9.3.4), 0 and "" when none.
int advantage(const BattleState& st, int side, const Place& from, const Place& to, std::string* name);
// Removes `loss` SS from `side`'s units at `p`: the weakest CF first, Pi
// first under a Clash (GdB 9.6). Losses beyond the SS present are lost.
void take_losses(BattleState& st, const Place& p, int side, int loss, bool clash, Decisions& decisions, Said& say,
                 const std::string& why);
// A "*" for `side`'s commanders at `p`: one die, on a 1 the lowest-ranked historical one falls (GdB 9.6).
void star_check(BattleState& st, const Place& p, int side, Dice& dice, Decisions& decisions, Said& say);
// The fire die of 1: each historical commander at the target's zone rolls (GdB 9.1).
void fire_commander_checks(BattleState& st, const Place& p, Dice& dice, Decisions& decisions, Said& say);
// R for `side`'s units at `p` (GdB 9.6). Returns whether a unit moved.
bool retreat(BattleState& st, const Place& p, int side, Decisions& decisions, Said& say);
// Commanders left without a unit of their camp go to another zone of their camp or to the pool (GdB 9.6).
void stranded_commanders(BattleState& st, Decisions& decisions, Said& say);
// A unit's name in the procedure's words: "Swiss Pikemen (2 SS)".
std::string unit_words(const BattleState& st, int unit);
// Units of `side` at `p` that can shoot there (not yet fired), with the RoF the weather leaves.
int effective_rof(const BattleState& st, int unit);

}  // namespace umpire::bourgogne_battle
