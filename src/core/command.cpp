#include "core/command.h"

namespace umpire {

namespace {

std::string joined(const std::vector<std::string>& words, const std::string& sep) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : sep) + w;
  return out;
}

std::string item_name(const ArgSpec& s) {
  switch (s.item) {
    case ArgType::Id: return s.kind + " ids";
    case ArgType::Object: return "objects";
    case ArgType::Integer: return "integers from " + std::to_string(s.min) + " to " + std::to_string(s.max);
    default: return "strings";
  }
}

ArgSpec spec(std::string name, ArgType type, std::string meaning) {
  ArgSpec s;
  s.name = std::move(name);
  s.type = type;
  s.meaning = std::move(meaning);
  return s;
}

}  // namespace

std::string ArgSpec::type_name() const {
  switch (type) {
    case ArgType::Text: return "text";
    case ArgType::Id: return kind + " id";
    case ArgType::Choice: return "one of " + joined(choices, ", ");
    case ArgType::Integer:
      if (min == std::numeric_limits<std::int64_t>::min() && max == std::numeric_limits<std::int64_t>::max())
        return "integer";
      if (max == std::numeric_limits<std::int64_t>::max()) return "integer, at least " + std::to_string(min);
      return "integer from " + std::to_string(min) + " to " + std::to_string(max);
    case ArgType::Number: return "number";
    case ArgType::Bool: return "true or false";
    case ArgType::List: return "list of " + item_name(*this);
    case ArgType::Object: return "object";
    case ArgType::Any: return "JSON value";
  }
  return "?";
}

namespace arg {
ArgSpec text(std::string name, std::string meaning) { return spec(std::move(name), ArgType::Text, std::move(meaning)); }
ArgSpec id(std::string name, std::string kind, std::string meaning) {
  ArgSpec s = spec(std::move(name), ArgType::Id, std::move(meaning));
  s.kind = std::move(kind);
  return s;
}
ArgSpec choice(std::string name, std::vector<std::string> choices, std::string meaning) {
  ArgSpec s = spec(std::move(name), ArgType::Choice, std::move(meaning));
  s.choices = std::move(choices);
  return s;
}
ArgSpec integer(std::string name, std::int64_t min, std::int64_t max, std::string meaning) {
  ArgSpec s = spec(std::move(name), ArgType::Integer, std::move(meaning));
  s.min = min;
  s.max = max;
  return s;
}
ArgSpec number(std::string name, std::string meaning) { return spec(std::move(name), ArgType::Number, std::move(meaning)); }
ArgSpec flag(std::string name, std::string meaning) { return spec(std::move(name), ArgType::Bool, std::move(meaning)); }
ArgSpec texts(std::string name, std::string meaning) { return spec(std::move(name), ArgType::List, std::move(meaning)); }
ArgSpec ids(std::string name, std::string kind, std::string meaning) {
  ArgSpec s = spec(std::move(name), ArgType::List, std::move(meaning));
  s.item = ArgType::Id;
  s.kind = std::move(kind);
  return s;
}
ArgSpec objects(std::string name, std::string meaning) {
  ArgSpec s = spec(std::move(name), ArgType::List, std::move(meaning));
  s.item = ArgType::Object;
  return s;
}
ArgSpec integers(std::string name, std::int64_t min, std::int64_t max, std::string meaning) {
  ArgSpec s = spec(std::move(name), ArgType::List, std::move(meaning));
  s.item = ArgType::Integer;
  s.min = min;
  s.max = max;
  return s;
}
ArgSpec object(std::string name, std::string meaning) { return spec(std::move(name), ArgType::Object, std::move(meaning)); }
ArgSpec any(std::string name, std::string meaning) { return spec(std::move(name), ArgType::Any, std::move(meaning)); }
}  // namespace arg

// The messages are JsonCursor's own, so a command moved onto a schema refuses
// malformed input in the words it always used.
void check_arg(const ArgSpec& s, const JsonCursor& v) {
  switch (s.type) {
    case ArgType::Text:
    case ArgType::Id:
      if (s.nonempty) v.as_nonempty_string();
      else v.as_string();
      break;
    case ArgType::Choice: {
      std::vector<std::string> quoted;
      for (const auto& c : s.choices) quoted.push_back("\"" + c + "\"");
      if (!v.is_string()) v.fail_expected("one of " + joined(quoted, ", "));
      std::string word = v.as_string();
      for (const auto& c : s.choices)
        if (c == word) return;
      v.fail("expected one of " + joined(quoted, ", ") + ", found \"" + word + "\"");
    }
    case ArgType::Integer:
      if (s.min == std::numeric_limits<std::int64_t>::min() && s.max == std::numeric_limits<std::int64_t>::max())
        v.as_int();
      else
        v.as_int(s.min, s.max);
      break;
    case ArgType::Number: v.as_number(); break;
    case ArgType::Bool: v.as_bool(); break;
    case ArgType::List: {
      auto items = v.items();
      for (const auto& item : items) {
        if (s.item == ArgType::Object) item.expect_object();
        else if (s.item == ArgType::Integer) item.as_int(s.min, s.max);
        else if (s.nonempty) item.as_nonempty_string();
        else item.as_string();
      }
      if (items.size() < s.min_items)
        v.fail(s.min_items == 1 ? "expected at least one " + std::string(s.item == ArgType::Id ? "id" : "item")
                                : "expected at least " + std::to_string(s.min_items) + " items");
      break;
    }
    case ArgType::Object: v.expect_object(); break;
    case ArgType::Any: break;
  }
}

void check_args(const std::vector<ArgSpec>& specs, const JsonCursor& args) {
  args.expect_object();
  for (const auto& key : args.keys()) {
    bool known = false;
    for (const auto& s : specs) known = known || s.name == key;
    if (!known) {
      std::vector<std::string> names;
      for (const auto& s : specs) names.push_back(s.name);
      args.fail("unknown field \"" + key + "\" (known fields: " + joined(names, ", ") + ")");
    }
  }
  // Every missing argument at once, with what each is, so one refusal says all that is owed.
  std::vector<std::string> missing;
  for (const auto& s : specs)
    if (s.required && !args.optional(s.name)) missing.push_back("\"" + s.name + "\" (" + s.meaning + ")");
  if (missing.size() == 1) args.fail("missing required field " + missing.front());
  if (!missing.empty()) args.fail("missing required fields " + joined(missing, ", "));
  for (const auto& s : specs)
    if (auto v = args.optional(s.name)) check_arg(s, *v);
}

Json example_args(const std::vector<ArgSpec>& specs) {
  Json out = Json::object();
  for (const auto& s : specs)
    if (!s.example.is_null()) out[s.name] = s.example;
  return out;
}

std::vector<std::string> flag_words(unsigned flags) {
  std::vector<std::string> out;
  if (flags & kUmpireRuling) out.push_back("umpire's ruling outside the rules");
  if (flags & kSetupOnly) out.push_back("set-up only");
  if (flags & kPlayerOrder) out.push_back("a player's order");
  return out;
}

CommandDef with_schema(CommandDef legacy, std::vector<ArgSpec> args, unsigned flags, Json example) {
  legacy.flags = flags;
  legacy.example = example.is_null() ? example_args(args) : std::move(example);
  legacy.args = std::move(args);
  auto specs = legacy.args;
  auto old = std::move(legacy.validate);
  legacy.validate = [specs, old](const CampaignState& s, const JsonCursor& a) {
    check_args(specs, a);
    return old(s, a);
  };
  return legacy;
}

}  // namespace umpire
