// A new Soldier King campaign (digest §2.1 SETUP): the map, the four Kings'
// armies of 12 columns (3.2, 20.1.2, 20.1.3, 20.3.x), optional active duchies
// (18.1.1), officers (3.3), ownership (15.1, 16.1) and, by default, a set-up
// placement in the home provinces (5.1) that the umpire can change by command.
#pragma once

#include "soldier_king/state.h"

namespace umpire::sk {

// Options (all optional):
//   "start_year": 1740 (default), 1700 or 1760 (7.1.2)
//   "duchies": ["cleve", ...] active duchies (18.1.2); default none
//   "howitzers": true converts one battery in three to howitzers (20.3.2); default false
//   "placement": "auto" (default: spread over home recruiting cities) or "manual" (unplaced)
//   "map": a map JSON object instead of the shipped reconstructed map
//   "map_checks": "rulebook" (default) or "structure" for a smaller or variant map
//   "forces": a forces JSON object instead of the shipped data
// `seed` (the campaign's dice seed) chooses the generated officers' names.
std::shared_ptr<SkState> new_campaign(const JsonCursor& options, std::uint64_t seed = 0);

// The shipped data (data/soldier_king/*.json, compiled in).
const Json& default_map();
const Json& default_forces();

// The standard army of n columns for a faction (3.2, 20.1.2, 20.1.3, 20.3.1,
// 20.3.2, 20.3.5, 20.3.6); adds columns and officers to the state, the
// divisional commanders named by new_officer_name with the campaign's seed.
void raise_starting_army(SkState& s, const Faction& f, int columns, bool howitzers, std::uint64_t seed = 0);

// A stand of the type with the flags the rules give it (20.3.1, 20.3.5,
// 20.3.6, G-22); `ducal` and `rebel` say whose troops they are.
Stand make_stand(SkState& s, const std::string& type, Quality q, bool guards, bool ducal, bool rebel);
// A column of the template for faction `f` (f.king false makes Ducal troops), every stand of quality q.
Column make_column(SkState& s, const Faction& f, const ColumnTemplate& t, const std::string& name, Quality q,
                   bool guards);

// Places every unplaced piece of a faction in its home provinces (5.1).
void auto_place(SkState& s, const std::string& faction);

// "1st", "2nd", "3rd", "4th", "11th", ...
std::string ordinal_name(int n);

// Infantry types for n infantry columns (20.1.3): 7 -> {1,2,3,4,1,2,3}.
std::vector<int> infantry_type_cycle(int n);

}  // namespace umpire::sk
