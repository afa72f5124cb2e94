#pragma once

#include <optional>
#include <string>

#include "1631/state.h"

namespace umpire::flammes {

// Checks one named expectation of a conformance case; nullopt when it holds.
std::optional<std::string> check_expectation_1631(const State& s, const std::string& key, const JsonCursor& expected);

}  // namespace umpire::flammes
