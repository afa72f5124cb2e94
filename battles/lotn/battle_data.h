// Lion of the North: the data a battle is fought with. The program's data with
// its reconstructions, then the umpire's own entries and maps over it
// (user_data.h data_with), as the battle carries them in its situation
// ({"lotn": {"entries": umpire.lotn.entries/1, "maps": {map id: lotn-map/1}}}):
// a battle remembers the data it used and replays the same whatever the
// umpire's files hold later. `lotn.use_data` (engine.h) hands a running battle
// newer data when it changes only values.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "lotn/battle_state.h"

namespace umpire::lotn {

// The data set for these entries and maps (null or empty: the program's data with its reconstructions), shared by
// every battle and move that carries the same: built once per content, not on every move. Throws UserError naming
// what is wrong with an entry or a map.
std::shared_ptr<const DataSet> battle_data(const nlohmann::json& entries, const nlohmann::json& maps);

// How many data sets battle_data has built since the program started (for the tests of its cache).
std::size_t battle_data_builds();

// Why a running battle cannot take the Setup `next` built from newer data, in words (empty: it changes only values
// such as ratings, chart cells and terrain): a counter or leader would join or leave the battle, or one on the map
// would stand in a hex the new map does not have.
std::vector<std::string> data_change_problems(const Battle& st, const Setup& next);

// The battle on the newer data: the same counters and leaders where they stand (their hexes by name on the new map).
std::shared_ptr<Battle> battle_with_data(const Battle& st, std::shared_ptr<const Setup> next);

// What the newer data changes, in words: "3 counter ratings, 12 chart cells and the map of Breitenfeld" ("no value"
// when nothing differs); the maps by the documents the battle carried before and carries after.
std::string data_change_words(const Setup& before, const Setup& after, const nlohmann::json& maps_before,
                              const nlohmann::json& maps_after);

}  // namespace umpire::lotn
