#include "core/json_read.h"

#include <fstream>
#include <sstream>

namespace umpire {

namespace {

std::string escape_pointer_token(const std::string& key) {
  std::string out;
  for (char c : key) {
    if (c == '~') out += "~0";
    else if (c == '/') out += "~1";
    else out += c;
  }
  return out;
}

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

}  // namespace

JsonError::JsonError(const std::string& source, const std::string& pointer, const std::string& detail)
    : UserError(source + ": at " + pointer + ": " + detail), source_(source), pointer_(pointer), detail_(detail) {}

Json parse_json(const std::string& text, const std::string& source) {
  try {
    return Json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    // nlohmann's byte is 1-based and points just past the offending character.
    std::size_t offset = e.byte > 0 ? e.byte - 1 : 0;
    auto [line, column] = line_column(text, offset);
    std::string what = e.what();
    // Keep nlohmann's explanation but drop its "[json.exception...]" prefix.
    auto pos = what.find("syntax error");
    std::string detail = pos == std::string::npos ? what : what.substr(pos);
    throw UserError(source + ":" + std::to_string(line) + ":" + std::to_string(column) +
                    ": not valid JSON: " + detail);
  }
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

std::int64_t JsonCursor::as_int() const {
  if (value_->is_number_integer()) return value_->get<std::int64_t>();
  if (value_->is_number_unsigned()) {
    auto u = value_->get<std::uint64_t>();
    if (u > static_cast<std::uint64_t>(INT64_MAX)) fail("expected an integer, found a number too large");
    return static_cast<std::int64_t>(u);
  }
  fail_expected("an integer");
}

std::int64_t JsonCursor::as_int(std::int64_t min, std::int64_t max) const {
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
  std::string list;
  for (const char* a : allowed) list += (list.empty() ? "" : ", ") + std::string("\"") + a + "\"";
  if (!value_->is_string()) fail_expected("one of " + list);
  std::string s = value_->get<std::string>();
  for (const char* a : allowed)
    if (s == a) return s;
  fail("expected one of " + list + ", found \"" + s + "\"");
}

}  // namespace umpire
