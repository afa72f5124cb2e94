// Limits on the names and free text a command carries, in one place. They
// keep a campaign file fast to open (a 10 MB note made every later command
// slow) and its text printable (no control characters in a report). Soldier
// King's treaties have their own word limit on top (SK 6.1).
//
// The limits apply to input the umpire gives now (Campaign::validate and
// Campaign::apply), never to commands replayed from the journal: a file an
// earlier version wrote, whose journal holds a longer note, still opens.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"

namespace umpire {

inline constexpr std::size_t kMaxNameLength = 80;     // characters
inline constexpr std::size_t kMaxTextLength = 20000;  // characters

// What is wrong with a name (a campaign's, an officer's, a column's ...), or
// nullopt: not valid UTF-8, only spaces, longer than kMaxNameLength
// characters, or holding a control character. An empty name passes here; the
// command that needs one says so.
std::optional<std::string> name_problem(const std::string& name);
// What is wrong with free text (a note, a reason, an allegation), or nullopt:
// not valid UTF-8, longer than kMaxTextLength characters, or holding a control
// character other than a line break or a tab.
std::optional<std::string> text_problem(const std::string& text);

// Every string in a command's arguments meets the limits: a member named
// "name" or "..._name" is a name, every other string (and every member key)
// is free text. Each refusal names the command and the argument's JSON pointer.
std::vector<Reason> check_new_input(const Json& command);

}  // namespace umpire
