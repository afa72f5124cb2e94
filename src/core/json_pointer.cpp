#include "core/json_pointer.h"

#include <vector>

namespace umpire {

const Json& value_at_pointer(const Json& doc, const std::string& pointer) {
  Json::json_pointer ptr;
  try {
    ptr = Json::json_pointer(pointer);
  } catch (const nlohmann::json::exception&) {
    throw UserError("\"" + pointer + "\" is not a JSON pointer such as /game/columns/0");
  }
  std::vector<std::string> tokens;
  for (; !ptr.empty(); ptr.pop_back()) tokens.push_back(ptr.back());
  const Json* at = &doc;
  std::string walked;
  for (auto it = tokens.rbegin(); it != tokens.rend(); ++it) {
    const std::string& token = *it;
    std::string here = walked.empty() ? "/" : walked;
    if (at->is_object()) {
      auto member = at->find(token);
      if (member == at->end()) throw UserError("nothing at " + pointer + ": " + here + " has no member \"" + token + "\"");
      at = &*member;
    } else if (at->is_array()) {
      // An index is a plain decimal number: no sign, no leading zero, and few
      // enough digits to be a size.
      bool plain = !token.empty() && token.size() <= 18 && token.find_first_not_of("0123456789") == std::string::npos &&
                   (token == "0" || token[0] != '0');
      std::size_t index = plain ? std::stoull(token) : 0;
      if (!plain || index >= at->size())
        throw UserError("nothing at " + pointer + ": " + here + " is " +
                        (at->empty() ? std::string("an empty list")
                                     : "a list indexed 0 to " + std::to_string(at->size() - 1)) +
                        ", with no element \"" + token + "\"");
      at = &(*at)[index];
    } else {
      throw UserError("nothing at " + pointer + ": " + here + " is " + describe_json(*at) + ", which has no parts");
    }
    walked += "/" + escape_pointer_token(token);
  }
  return *at;
}

}  // namespace umpire
