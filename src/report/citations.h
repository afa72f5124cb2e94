// Rule citations kept whole where the PDF wraps text: a game's tag and its
// rule number ("1631 §9.1.2", "SK 9.6.2") never end up on two lines.
#pragma once

#include <string>
#include <string_view>

namespace umpire::report {

// The text with the space between a rule citation's tag (2 to 6 capitals or
// digits: "1631", "SK") and its number ("§9.1.2", "9.6.2": "§" and digits, or
// digits with at least one dot) made a no-break space (U+00A0). A number's own
// characters never offer a line break (Unicode line breaking keeps "§9.1.2"
// whole). Anything else is unchanged.
std::string keep_citations_together(std::string_view text);

}  // namespace umpire::report
