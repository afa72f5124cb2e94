// Reading JSON data and case files with messages that name the file, the JSON
// path, what was expected and what was found. Never a silent default: a value
// is either read, reported missing, or explicitly optional at the call site.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/error.h"

namespace umpire {

using Json = nlohmann::json;

// Thrown for any malformed or wrong value; what() is the full message.
class JsonError : public UserError {
 public:
  JsonError(const std::string& source, const std::string& pointer, const std::string& detail);
  const std::string& source() const { return source_; }
  const std::string& pointer() const { return pointer_; }
  const std::string& detail() const { return detail_; }

 private:
  std::string source_, pointer_, detail_;
};

// The deepest nesting accepted in JSON the umpire gives: commands, --options,
// case files, data and map files. Real documents nest a dozen levels; the cap
// keeps every recursive walk over a parsed value (dump, copy, compare) far
// from the stack's limit.
inline constexpr int kMaxJsonDepth = 100;
// The deepest nesting accepted in JSON read back from a campaign file. A state
// embeds input documents (the game options, a battle's result) a few levels
// down, so what Umpire wrote may be a little deeper than any input it took.
inline constexpr int kMaxStoredJsonDepth = 2 * kMaxJsonDepth;

// Parses text without recursion. Every failure is a UserError naming the
// source, the line and the column: a syntax error, a number too large for a
// double (1e400), or nesting deeper than max_depth levels.
Json parse_json(const std::string& text, const std::string& source, int max_depth = kMaxJsonDepth);
// Reads and parses a file; a missing or unreadable file is a UserError.
Json load_json_file(const std::filesystem::path& path);

// A JSON pointer token for an object key: '~' and '/' escaped (RFC 6901).
std::string escape_pointer_token(const std::string& key);

// A describable kind of a JSON value, for messages: "a string \"two\"".
std::string describe_json(const Json& value);

// A position inside a parsed document. Cheap to copy; refers to the document,
// which must outlive it.
class JsonCursor {
 public:
  JsonCursor(const Json& value, std::string source, std::string pointer = "");

  const Json& value() const { return *value_; }
  const std::string& source() const { return source_; }
  const std::string& pointer() const { return pointer_.empty() ? root_ : pointer_; }

  // Object access.
  bool has(const std::string& key) const;
  JsonCursor operator[](const std::string& key) const;          // required member
  std::optional<JsonCursor> optional(const std::string& key) const;
  std::vector<std::string> keys() const;
  // Members not in `known` are an error: catches misspelt field names.
  void only_keys(std::initializer_list<const char*> known) const;

  // Array access.
  std::vector<JsonCursor> items() const;
  JsonCursor at(std::size_t index) const;
  std::size_t size() const;

  // Scalars; each throws a JsonError naming what was expected.
  std::string as_string() const;
  std::string as_nonempty_string() const;
  // An array of strings.
  std::vector<std::string> as_strings() const;
  // An optional string member: "" when absent.
  std::string optional_string(const std::string& key) const;
  bool as_bool() const;
  std::int64_t as_int() const;
  std::int64_t as_int(std::int64_t min, std::int64_t max) const;
  double as_number() const;
  // One of a fixed set of words.
  std::string as_enum(std::initializer_list<const char*> allowed) const;
  // The same, for an enum whose values are numbered as `names` lists them:
  // as_enum_of<AreaKind>(kAreaKinds) with kAreaKinds = {"green", "city", ...}.
  template <class E, std::size_t N>
  E as_enum_of(const char* const (&names)[N]) const {
    return static_cast<E>(as_enum_index(names, N));
  }
  std::size_t as_enum_index(const char* const* names, std::size_t count) const;

  bool is_object() const { return value_->is_object(); }
  bool is_array() const { return value_->is_array(); }
  bool is_null() const { return value_->is_null(); }
  bool is_string() const { return value_->is_string(); }

  const JsonCursor& expect_object() const;
  const JsonCursor& expect_array() const;

  [[noreturn]] void fail(const std::string& detail) const;
  [[noreturn]] void fail_expected(const std::string& expected) const;

 private:
  const Json* value_;
  std::string source_;
  std::string pointer_;
  static inline const std::string root_ = "/";
};

// Lenient reads of a member of a document an editor holds (a map's
// attributes, which may be anything while the umpire edits them): the member
// when it is there with that type, else the fallback.
int member_int(const Json& object, const char* key, int fallback);
std::string member_string(const Json& object, const char* key);
bool member_bool(const Json& object, const char* key);

}  // namespace umpire
