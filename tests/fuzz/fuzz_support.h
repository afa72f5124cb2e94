// Shared by the fuzz targets (tests/fuzz/*.cpp): the shipped game registry and
// the read-only operations every target runs on a state it managed to load.
// A target catches UserError only (an expected refusal of bad input); any other
// exception escaping, a crash or a sanitizer report is a finding.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "core/game.h"

namespace umpire::fuzz {

// The games this build ships (Soldier King), registered once.
const GameRegistry& registry();

// The input as text (JSON inputs may hold any bytes; the parser judges them).
std::string text_of(const std::uint8_t* data, std::size_t size);

// Reads the state the way a window or the command line does: its JSON, its
// status line, and each faction's report (Markdown and HTML) where one can be
// written.
void read_state(const CampaignState& state);

// Called with each expected refusal; prints it when UMPIRE_FUZZ_VERBOSE is set
// (to see how far a seed gets).
void refused(const UserError& e);

}  // namespace umpire::fuzz
