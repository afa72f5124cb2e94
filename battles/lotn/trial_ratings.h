// Lion of the North trial play (data.mode "trial"): the placeholder ratings a
// counter or leader reads when the rules text lost its own, by its type and
// side, from the "trial_ratings" section of data/lotn/provisional.json. Each
// value is a reconstruction ("reconstructed: ..."), read through the data gate
// (data_lookup.h) as a placeholder and logged; strict and provisional play
// never read them, and a value the umpire enters replaces them.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "lotn/data_tables.h"

namespace umpire::lotn {

// One set of placeholder ratings: a counter type ("HI", "cavalry", "ArtField"; "leader", "commander" for
// leaders) and a side ("swedish", "saxon", "imperialist"; "" for every side without a set of its own).
struct TrialRatings {
  std::string type, side;
  std::map<std::string, Cell> values;  // by field, each a placeholder
};

// The sets as compiled in, in the file's order. Throws UserError naming the file and JSON path of a malformed one.
const std::vector<TrialRatings>& trial_rating_sets();

// The placeholder for a counter's rating: its type's set for its side, else its type's set for every side (a
// commander: then the leader's); nullopt when no set gives the field.
std::optional<Cell> trial_rating(const CounterDef& d, const std::string& field);

// The sets a counter reads from, best first ("commander" and "leader" for an overall commander).
std::vector<std::string> trial_types(const CounterDef& d);

}  // namespace umpire::lotn
