// "Did you mean ...?": the known words closest to a mistyped one, for the
// refusals of an unknown command, faction or id.
#pragma once

#include <string>
#include <vector>

namespace umpire {

// The known words within a few edits of `word` (case ignored; at most two
// edits, three for long words), closest first, at most `most` of them.
std::vector<std::string> closest_words(const std::string& word, const std::vector<std::string>& known, std::size_t most = 3);

// The word in lower case (ASCII), and whether two words are the same, case ignored.
std::string lowercase(std::string word);
bool same_ignoring_case(const std::string& a, const std::string& b);

// "; did you mean sk.march?" / "; did you mean a, b or c?", or "" when none is close.
std::string did_you_mean(const std::string& word, const std::vector<std::string>& known);

}  // namespace umpire
