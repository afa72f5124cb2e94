// Winter recruiting (SK 13, 20.1.2, 20.1.3, 20.2, 20.3.2; digest P-15, G-21):
// capacity by year of war plus last year's victories, one new Raw column per
// friendly recruiting city, the army maximum, the type cycle, howitzers.
//
// The victory tally (PromotionState::victories) counts the battles a faction
// has won since its last winter recruiting phase (13.1.2, 11.12). It resets
// when that phase is over: when the next player turn of the Winter begins, or,
// for the last player of the Winter, when spring begins. Battles it wins later
// in the same Winter (defending in other players' turns) count for next winter.
#pragma once

#include <string>
#include <vector>

#include "core/game.h"
#include "soldier_king/state.h"

namespace umpire::sk {

// SK 13.1.1: the base recruiting number of the k-th winter of the war
// (1, 2, 3, 2, 2, then 1); 0 before the war.
int base_recruiting(int war_winter);

// Everything that limits a faction's recruiting now (P-15). Outside its
// Winter recruiting phase it describes the Winter of the current year.
struct RecruitingCapacity {
  int war_winter = 0;  // k = year - start year + 1 (digest §1)
  int base = 0;        // base recruiting number for k (13.1.1)
  int victories = 0;   // battles won since the last recruiting (13.1.2)
  int capacity = 0;    // base + victories
  int recruited = 0;   // columns raised this Winter
  int cities = 0;      // recruiting cities that may still raise a column (13.2.1, 13.3)
  int maximum = 0;     // army maximum (13.2.2)
  int columns = 0;     // army size now (garrisons excluded, G-20)
  int room = 0;        // max(0, maximum - columns): never forces disbanding (13.2.2)
  int allowed = 0;     // columns that may still be raised: min(capacity - recruited, cities, room), at least 0
};
RecruitingCapacity recruiting_capacity(const SkState& s, const std::string& faction);

// The recruiting cities where the faction may raise a column now: held by it,
// no hostile troops in them, none raised there this Winter (13.2.1, 13.3).
std::vector<std::string> recruiting_cities_held(const SkState& s, const std::string& faction);

// The type of the next infantry column of this Winter's batch (20.1.3, 20.2).
int next_infantry_type(const SkState& s, const std::string& faction);

// Whether one more light cavalry column keeps light cavalry at most half of
// all cavalry columns (20.1.2), now or once the rest of this winter's batch is
// raised as heavy cavalry: a batch is judged as a batch (20.2), whatever the
// order its recruits are entered in.
bool light_cavalry_allowed(const SkState& s, const std::string& faction);
// What is wrong with this winter's batch as it stands, for the end of the
// recruiting phase: light cavalry recruited beyond half the cavalry (20.1.2, 20.2).
std::vector<Reason> batch_problems(const SkState& s, const std::string& faction);

// The batteries the faction may convert to howitzers now: empty when it has
// converted one this Winter or has fewer than 3 non-howitzer field or heavy
// batteries (20.3.2). Ignores the phase.
std::vector<std::string> howitzer_candidates(const SkState& s, const std::string& faction);

// Why the faction cannot recruit (or convert a howitzer) now: not its Winter
// turn's recovery and promotion phase (13.1).
std::vector<Reason> check_recruiting_phase(const SkState& s, const std::string& faction, const char* rule);

// Hooks (called from promotion.cpp): the batch and the tally of the faction
// whose recruiting phase is over are reset.
void recruiting_turn_begins(SkState& s);
void recruiting_season_begins(SkState& s, std::vector<Event>& events);

std::vector<CommandDef> recruiting_commands();

}  // namespace umpire::sk
