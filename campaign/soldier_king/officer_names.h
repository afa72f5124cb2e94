// Names for the officers the program creates (SK 3.3, G-21): the divisional
// commanders raised at set-up, on recruiting and with a column formed without a
// commander. A name is the title and a surname from the faction's list in
// data/soldier_king/names.json, chosen from (campaign seed, faction, how many
// officers the faction has): never from the column he commands, so that a
// report naming him (SK 8.2.2) tells a player nothing more (ARCHITECTURE
// promise 4). Renaming the column does not rename him; the umpire may (sk.rename).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "soldier_king/state.h"

namespace umpire::sk {

// The shipped list for the faction ("other" for a faction without one of its own).
const std::vector<std::string>& officer_surnames(const std::string& faction);

// A new divisional commander's name for the faction, "Major General von Hagenau";
// not the name of any officer the faction has now. In a campaign made by an
// earlier version (SkState::invented_officer_names unset) the earlier name,
// "Major General of the <column>", so that its journal replays as recorded.
std::string new_officer_name(const SkState& s, const std::string& faction, std::uint64_t campaign_seed,
                             const std::string& column_name);

// A General's (CC's) name for the faction at set-up (SK 3.3), "General von
// Saldern": a surname from the same list that no officer of the faction bears
// yet, chosen from (campaign seed, faction, how many officers it has).
std::string new_general_name(const SkState& s, const std::string& faction, std::uint64_t campaign_seed);

}  // namespace umpire::sk
