// The action state machine (1631 §6, §7.1-§7.5): an army moves area by area,
// stopping where the other side may intercept; an engage reaches its target
// and the defender reacts; then the combat situation opens a combat, gives an
// automatic victory, lays a siege or ends the action. The commands
// (actions.cpp, reactions.cpp) call these after their checks.
#pragma once

#include <string>
#include <vector>

#include "1631/action_state.h"
#include "1631/movement_rules.h"

namespace umpire::flammes {

// The settings the machine reads (data/1631/settings.json), read once per command.
struct ActionRules {
  bool zero_move_engage = true;
  bool single_river = true;
  bool strategic_march_into_enemy = true;
  bool reactions_into_strategic = false;
  bool intercept_regroup = true;
  bool neutral_automatic = true;
  bool diplomacy_two_rolls = false;
  bool intercept_into_target = true;    // an interception may be made into the engage's target area
  bool count_dropped = true;            // winter and forced-march losses count units left or collected on the way
  bool diplomacy_once = true;           // each diplomacy-track movement effect counts once per action
  bool engage_takes_minor_city = true;  // an engage into an unmarked minor city with no enemy takes it
  bool saxons_trigger_panic = false;    // allied Saxon units entering Schlesien bring the Habsburg Panic (1631 §10.1)
  bool forced_withdrawal_limit = true;  // a forced withdrawal (1631 §10.8) keeps the limit of 4 (1631 §7.4)
  bool collect_commanders = true;       // an army collects commanders on its route, not only units (1631 §6.1)
  bool forced_march_before_combat = true;  // an intercepted forced march takes its losses before the combat (1631 §6.4)
  bool lone_commanders = true;             // lone commanders are overrun and evade when an enemy enters (1631 §6.5)
  bool intercept_needs_commander = false;     // an interception needs a commander with its units (1631 §7.2)
  bool evasion_declared = false;              // the evade test counts only the units that leave (1631 §7.3)
  MoveReadings readings;                      // areas, bridges and evasions (area_status.h)
  bool imperial_saxon_after_alliance = true;  // Imperial moves into Saxon areas count once Saxony allied (§6.7.1)
  bool artillery_non_combat = true;           // artillery takes forced-march, winter and evasion losses (1631 §7.7)
  bool sp_back_at_once = true;                // a city's SP return when its siege attrition ends (1631 §9.2.1)
};
ActionRules action_rules(const CampaignState& cs);

// Moves on from where the action stands until the next window, the end of the
// movement, or the target. Stores the action (or ends it) before returning.
void advance(State& s, ActionState& a, const ActionRules& rules, Dice& dice, std::vector<Event>& events);
// 1631 §6.6: a regroup's next piece (each moves separately) starts its move; false when none is left.
bool move_next_piece(State& s, ActionState& a, const ActionRules& rules, Dice& dice, std::vector<Event>& events);
// After an overrun's evasion (1631 §6.5): the interception window of the
// area, then the movement goes on.
void resume_after_overrun(State& s, ActionState& a, const ActionRules& rules, Dice& dice, std::vector<Event>& events);
// Whether the other side may try an interception into the area the army has just entered (1631 §7.2).
bool interception_possible(const State& s, const ActionState& a, const ActionRules& rules);
// The areas an interception may come from, with the units that may take part.
// With `rules.intercept_needs_commander`, only areas where a free commander stands too.
std::vector<std::string> interception_sources(const State& s, const ActionState& a, const ActionRules& rules);
// 1631 §6.4, §10.5: the mover's losses once its movement ends (also before a
// combat an interception brings): winter attrition and the forced march's
// losses; the forced march makes every commander who moved Spent.
// `before_combat`: an interception's combat follows; with
// `rules.forced_march_before_combat` off the forced march's losses wait for
// the end of the action (end_action), winter's do not (1631 §10.5).
void movement_attrition(State& s, ActionState& a, const ActionRules& rules, std::vector<Event>& events,
                        bool before_combat = false);
// 1631 §7.5: the combat situation at the engage's target (or where an
// interception is fought), once the defender has reacted.
void combat_situation(State& s, ActionState& a, const ActionRules& rules, Dice& dice, std::vector<Event>& events);
// 1631 §7.5: every defender evaded: the attacker wins without a fight.
void evaded_victory(State& s, ActionState& a, const ActionRules& rules, Dice& dice, std::vector<Event>& events);
// 1631 §7.5.1: the Imperials besiege the neutral city the Swedes evaded from; over land they may
// then assault it (the siege choice), over a bridge the action ends.
void besiege_neutral(State& s, ActionState& a, const ActionRules& rules, Dice& dice, std::vector<Event>& events);
// Ends the action: the forced march's losses when they waited for the end of
// the action (1631 §6.4, setting "forced_march.losses_before_combat"), the
// Révolte's suppression roll after an Imperial engage in Franken (1631 §10.2),
// then finish_action.
void end_action(State& s, ActionState& a, const ActionRules& rules, Dice& dice, std::vector<Event>& events);
// 1631 §10.2: the suppression roll after an Imperial engage into or within
// Franken, while the Révolte is in play; the combat procedure calls it too,
// after a combat there. `units`: the Imperial units taking part.
void revolte_suppression(State& s, int units, Dice& dice, std::vector<Event>& events);
// 1631 §6.7.1: the diplomacy track's movement effects, once per action each.
void note_entry(State& s, ActionState& a, const ActionRules& rules, Side mover, const std::string& area,
                std::vector<Event>& events);
// The best current skill of a force's commanders; -1 for none (1631 §7.2).
int best_skill(const State& s, const std::vector<std::string>& commanders);
// The defenders at the target: the other side's units in the field (and a
// neutral power's, for an Imperial attacker), and its commanders there.
std::vector<std::string> field_defenders(const State& s, const ActionState& a);
std::vector<std::string> field_commanders(const State& s, const ActionState& a);
// Moves a piece (unit or commander id) to an area, in the field.
void put(State& s, const std::string& id, const std::string& area, bool inside = false);
std::string piece_name(const State& s, const std::string& id);
std::string names(const State& s, const std::vector<std::string>& ids);
// "Gustav Adolf with 4 Swedish Infantry (Fresh), ..." or just the units.
std::string force_words(const State& s, const std::vector<std::string>& commanders,
                        const std::vector<std::string>& units);

}  // namespace umpire::flammes
