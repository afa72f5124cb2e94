#include "core/json_read.h"

#include <fstream>
#include <sstream>

namespace umpire {

namespace {

// Line and column (1-based) of a byte offset in text.
std::pair<std::size_t, std::size_t> line_column(const std::string& text, std::size_t offset) {
  std::size_t line = 1, column = 1;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return {line, column};
}

// Offset of the first '[' or '{' at nesting level `depth` (the outermost is
// level 1), skipping strings; text.size() when there is none.
std::size_t offset_of_depth(const std::string& text, int depth) {
  int level = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++level == depth) return i;
    } else if (c == ']' || c == '}') {
      --level;
    }
  }
  return text.size();
}

struct ParseFailure {
  std::size_t position = 0;  // characters read when the parser stopped
  std::string token;         // the last token read
  int id = 0;                // nlohmann's exception id: 101 syntax, 406 number overflow, ...
  std::string what;
};

// nlohmann's own DOM builder behind a counter of open arrays and objects: the
// parse stops at the first one past the cap, before anything deeper exists.
// nlohmann parses iteratively, so the text's depth never reaches the stack.
class DepthLimitedReader {
 public:
  DepthLimitedReader(Json& root, int max_depth) : dom_(root, /*allow_exceptions=*/false), max_depth_(max_depth) {}

  bool null() { return dom_.null(); }
  bool boolean(bool v) { return dom_.boolean(v); }
  bool number_integer(Json::number_integer_t v) { return dom_.number_integer(v); }
  bool number_unsigned(Json::number_unsigned_t v) { return dom_.number_unsigned(v); }
  bool number_float(Json::number_float_t v, const std::string& s) { return dom_.number_float(v, s); }
  bool string(std::string& v) { return dom_.string(v); }
  bool binary(Json::binary_t& v) { return dom_.binary(v); }
  bool key(std::string& v) { return dom_.key(v); }
  bool start_object(std::size_t n) { return deeper() && dom_.start_object(n); }
  bool end_object() {
    --depth_;
    return dom_.end_object();
  }
  bool start_array(std::size_t n) { return deeper() && dom_.start_array(n); }
  bool end_array() {
    --depth_;
    return dom_.end_array();
  }
  template <class Exception>
  bool parse_error(std::size_t position, const std::string& token, const Exception& e) {
    failure_ = ParseFailure{position, token, e.id, e.what()};
    return false;
  }

  bool too_deep() const { return too_deep_; }
  const ParseFailure& failure() const { return failure_; }

 private:
  bool deeper() {
    if (++depth_ <= max_depth_) return true;
    too_deep_ = true;
    return false;
  }

  nlohmann::detail::json_sax_dom_parser<Json> dom_;
  int max_depth_;
  int depth_ = 0;
  bool too_deep_ = false;
  ParseFailure failure_;
};

}  // namespace

// A JSON pointer token: '~' and '/' escaped (RFC 6901).
std::string escape_pointer_token(const std::string& key) {
  std::string out;
  for (char c : key) {
    if (c == '~') out += "~0";
    else if (c == '/') out += "~1";
    else out += c;
  }
  return out;
}

JsonError::JsonError(const std::string& source, const std::string& pointer, const std::string& detail)
    : UserError(source + ": at " + pointer + ": " + detail), source_(source), pointer_(pointer), detail_(detail) {}

Json parse_json(const std::string& text, const std::string& source, int max_depth) {
  Json root;
  DepthLimitedReader reader(root, max_depth);
  if (Json::sax_parse(text, &reader)) return root;
  auto at = [&](std::size_t offset) {
    auto [line, column] = line_column(text, offset);
    return source + ":" + std::to_string(line) + ":" + std::to_string(column) + ": ";
  };
  if (reader.too_deep())
    throw UserError(at(offset_of_depth(text, max_depth + 1)) + "nested deeper than " + std::to_string(max_depth) +
                    " levels");
  const ParseFailure& f = reader.failure();
  if (f.id == 406) {  // out_of_range: the number does not fit a double
    std::size_t start = f.position >= f.token.size() ? f.position - f.token.size() : 0;
    throw UserError(at(start) + "not valid JSON: the number " + f.token + " is too large");
  }
  // nlohmann's position is 1-based and points just past the offending character.
  std::string detail = f.what;
  auto pos = detail.find("syntax error");
  if (pos != std::string::npos) detail = detail.substr(pos);
  else if (detail.rfind("[json.exception.", 0) == 0 && detail.find("] ") != std::string::npos)
    detail = detail.substr(detail.find("] ") + 2);
  throw UserError(at(f.position > 0 ? f.position - 1 : 0) + "not valid JSON: " + detail);
}

Json load_json_file(const std::filesystem::path& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) throw UserError(path.string() + ": no such file");
  if (std::filesystem::is_directory(path, ec)) throw UserError(path.string() + ": is a folder, not a JSON file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UserError(path.string() + ": cannot be read");
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return parse_json(buffer.str(), path.string());
}

std::string describe_json(const Json& value) {
  switch (value.type()) {
    case Json::value_t::null: return "null";
    case Json::value_t::boolean: return std::string("the boolean ") + (value.get<bool>() ? "true" : "false");
    case Json::value_t::string: {
      std::string s = value.get<std::string>();
      if (s.size() > 40) s = s.substr(0, 37) + "...";
      return "the string \"" + s + "\"";
    }
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float: return "the number " + value.dump();
    case Json::value_t::object: return "an object";
    case Json::value_t::array: return "an array";
    default: return "an unreadable value";
  }
}

JsonCursor::JsonCursor(const Json& value, std::string source, std::string pointer)
    : value_(&value), source_(std::move(source)), pointer_(std::move(pointer)) {}

void JsonCursor::fail(const std::string& detail) const { throw JsonError(source_, pointer(), detail); }

void JsonCursor::fail_expected(const std::string& expected) const {
  fail("expected " + expected + ", found " + describe_json(*value_));
}

const JsonCursor& JsonCursor::expect_object() const {
  if (!value_->is_object()) fail_expected("an object");
  return *this;
}

const JsonCursor& JsonCursor::expect_array() const {
  if (!value_->is_array()) fail_expected("an array");
  return *this;
}

bool JsonCursor::has(const std::string& key) const { return value_->is_object() && value_->contains(key); }

JsonCursor JsonCursor::operator[](const std::string& key) const {
  expect_object();
  auto it = value_->find(key);
  if (it == value_->end()) fail("missing required field \"" + key + "\"");
  return JsonCursor(*it, source_, pointer_ + "/" + escape_pointer_token(key));
}

std::optional<JsonCursor> JsonCursor::optional(const std::string& key) const {
  expect_object();
  auto it = value_->find(key);
  if (it == value_->end()) return std::nullopt;
  return JsonCursor(*it, source_, pointer_ + "/" + escape_pointer_token(key));
}

std::vector<std::string> JsonCursor::keys() const {
  expect_object();
  std::vector<std::string> out;
  for (auto it = value_->begin(); it != value_->end(); ++it) out.push_back(it.key());
  return out;
}

void JsonCursor::only_keys(std::initializer_list<const char*> known) const {
  expect_object();
  for (auto it = value_->begin(); it != value_->end(); ++it) {
    bool found = false;
    for (const char* k : known) found = found || it.key() == k;
    if (!found) {
      std::string list;
      for (const char* k : known) list += (list.empty() ? "" : ", ") + std::string(k);
      fail("unknown field \"" + it.key() + "\" (known fields: " + list + ")");
    }
  }
}

std::vector<JsonCursor> JsonCursor::items() const {
  expect_array();
  std::vector<JsonCursor> out;
  out.reserve(value_->size());
  for (std::size_t i = 0; i < value_->size(); ++i)
    out.emplace_back((*value_)[i], source_, pointer_ + "/" + std::to_string(i));
  return out;
}

JsonCursor JsonCursor::at(std::size_t index) const {
  expect_array();
  if (index >= value_->size())
    fail("expected at least " + std::to_string(index + 1) + " elements, found " + std::to_string(value_->size()));
  return JsonCursor((*value_)[index], source_, pointer_ + "/" + std::to_string(index));
}

std::size_t JsonCursor::size() const {
  if (!value_->is_array() && !value_->is_object()) fail_expected("an array or an object");
  return value_->size();
}

std::string JsonCursor::as_string() const {
  if (!value_->is_string()) fail_expected("a string");
  return value_->get<std::string>();
}

std::vector<std::string> JsonCursor::as_strings() const {
  std::vector<std::string> out;
  for (const auto& x : items()) out.push_back(x.as_string());
  return out;
}

std::string JsonCursor::optional_string(const std::string& key) const {
  auto x = optional(key);
  return x ? x->as_string() : std::string();
}

std::string JsonCursor::as_nonempty_string() const {
  std::string s = as_string();
  if (s.empty()) fail("expected a non-empty string, found an empty one");
  return s;
}

bool JsonCursor::as_bool() const {
  if (!value_->is_boolean()) fail_expected("true or false");
  return value_->get<bool>();
}

namespace {

// nlohmann's is_number_integer() is also true for unsigned values, and
// get<int64_t>() of 18446744073709551615 is -1: test the unsigned case first.
bool beyond_int64(const Json& v) {
  return v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(INT64_MAX);
}

}  // namespace

std::int64_t JsonCursor::as_int() const {
  if (beyond_int64(*value_)) fail("expected an integer, found " + describe_json(*value_) + ", which is too large");
  if (value_->is_number_integer()) return value_->get<std::int64_t>();
  fail_expected("an integer");
}

std::int64_t JsonCursor::as_int(std::int64_t min, std::int64_t max) const {
  if (beyond_int64(*value_))
    fail("expected an integer from " + std::to_string(min) + " to " + std::to_string(max) + ", found " +
         describe_json(*value_) + ", which is too large");
  std::int64_t v = as_int();
  if (v < min || v > max)
    fail("expected an integer from " + std::to_string(min) + " to " + std::to_string(max) + ", found " +
         std::to_string(v));
  return v;
}

double JsonCursor::as_number() const {
  if (!value_->is_number()) fail_expected("a number");
  return value_->get<double>();
}

std::string JsonCursor::as_enum(std::initializer_list<const char*> allowed) const {
  return allowed.begin()[as_enum_index(allowed.begin(), allowed.size())];
}

std::size_t JsonCursor::as_enum_index(const char* const* names, std::size_t count) const {
  std::string list;
  for (std::size_t i = 0; i < count; ++i) list += (list.empty() ? "" : ", ") + std::string("\"") + names[i] + "\"";
  if (!value_->is_string()) fail_expected("one of " + list);
  std::string s = value_->get<std::string>();
  for (std::size_t i = 0; i < count; ++i)
    if (s == names[i]) return i;
  fail("expected one of " + list + ", found \"" + s + "\"");
}

int member_int(const Json& object, const char* key, int fallback) {
  auto it = object.find(key);
  return it != object.end() && it->is_number_integer() ? it->get<int>() : fallback;
}

std::string member_string(const Json& object, const char* key) {
  auto it = object.find(key);
  return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

bool member_bool(const Json& object, const char* key) {
  auto it = object.find(key);
  return it != object.end() && it->is_boolean() && it->get<bool>();
}

}  // namespace umpire
