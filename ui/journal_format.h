// Turning journal rows into the short text the Journal window shows. Pure
// functions, so the wording can be tested without a window.
#pragma once

#include <string>
#include <vector>

#include "store/campaign_file.h"

namespace umpire {

// {"label": "attrition, Kolberg", "dice": "2D6"} -> "label: attrition, Kolberg; dice: 2D6".
// Strings are shown without quotes; nested values as compact JSON; the result
// is cut at `max_chars` with an ellipsis.
std::string args_summary(const Json& command, std::size_t max_chars = 120);
// "2025-03-01T14:05:09Z" -> "2025-03-01 14:05" (the seconds are in the tooltip).
std::string short_time(const std::string& iso);
// One line per roll, via DiceRoll::describe: "attrition, Kolberg, 2D6: 3+5 = 8".
std::vector<std::string> dice_lines(const JournalRow& row);
// One line per event, with its rule citation: "Argozia rolls 4 [SK 7.1.2]".
std::vector<std::string> event_lines(const JournalRow& row);

}  // namespace umpire
