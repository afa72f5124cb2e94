// Following a JSON pointer through a document with a message, not an
// exception from the JSON library, when it leads nowhere.
#pragma once

#include <string>

#include "core/json_read.h"

namespace umpire {

// The value at a JSON pointer ("/game/columns/0"), or a UserError saying
// where the pointer leaves the document: a missing member, an index past the
// end or not a plain number ("-1", "01"), or a step into a string or number.
const Json& value_at_pointer(const Json& doc, const std::string& pointer);

}  // namespace umpire
