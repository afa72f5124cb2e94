// The conformance cases' vocabulary (tests/cases/bourgogne/README.md): each
// key names one fact of the state, compared with the expected value.
#pragma once

#include <optional>
#include <string>

#include "bourgogne/state.h"

namespace umpire::bourgogne {

std::optional<std::string> check_expectation_bourgogne(const State& s, const std::string& key,
                                                       const JsonCursor& expected);

}  // namespace umpire::bourgogne
