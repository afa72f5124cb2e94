// The start of a 1631 campaign (1631 §11): the map, the counters where the
// set-up puts them, the cities' markers and sieges, the regions' ravaged
// levels, and the start of turn 1.
#pragma once

#include "1631/state.h"

namespace umpire::flammes {

// The campaign as the rulebook sets it up, on `map` (the shipped draft when null).
State start_state(MapPtr map = nullptr);

// The counters' names, numbered per nation and arm: "Swedish Infantry 3".
std::string counter_name(Nation n, Arm a, int number);

}  // namespace umpire::flammes
