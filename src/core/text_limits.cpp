#include "core/text_limits.h"

#include <cstdio>

namespace umpire {

namespace {

struct Scan {
  bool valid_utf8 = true;
  std::size_t characters = 0;
  char32_t first_control = 0;  // the first control character other than a line break or tab
  bool has_line_break_or_tab = false;
  bool blank = true;           // nothing but spaces
};

bool is_control(char32_t c) { return c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0x9f); }

// One pass: decodes UTF-8 (refusing overlong forms, surrogates and values past
// U+10FFFF), counts characters and notes control characters.
Scan scan(const std::string& s) {
  Scan out;
  for (std::size_t i = 0; i < s.size();) {
    auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    unsigned char b = byte(i);
    std::size_t extra = b < 0x80 ? 0 : (b >> 5) == 0x6 ? 1 : (b >> 4) == 0xe ? 2 : (b >> 3) == 0x1e ? 3 : 4;
    if (extra == 4 || i + extra >= s.size()) {
      out.valid_utf8 = false;
      return out;
    }
    char32_t c = extra == 0 ? b : extra == 1 ? (b & 0x1f) : extra == 2 ? (b & 0x0f) : (b & 0x07);
    for (std::size_t k = 1; k <= extra; ++k) {
      if ((byte(i + k) & 0xc0) != 0x80) {
        out.valid_utf8 = false;
        return out;
      }
      c = (c << 6) | (byte(i + k) & 0x3f);
    }
    static constexpr char32_t kSmallest[] = {0, 0x80, 0x800, 0x10000};
    if (c < kSmallest[extra] || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff)) {
      out.valid_utf8 = false;
      return out;
    }
    ++out.characters;
    if (c == '\n' || c == '\t') out.has_line_break_or_tab = true;
    else if (is_control(c) && !out.first_control) out.first_control = c;
    if (c != ' ') out.blank = false;
    i += extra + 1;
  }
  return out;
}

std::string code_point(char32_t c) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(c));
  return buf;
}

bool is_name_key(const std::string& key) {
  return key == "name" || (key.size() > 5 && key.compare(key.size() - 5, 5, "_name") == 0);
}

void check_value(const Json& v, const std::string& pointer, bool name, std::vector<std::string>& out);

void check_string(const std::string& s, const std::string& pointer, bool name, std::vector<std::string>& out) {
  if (auto why = name ? name_problem(s) : text_problem(s)) out.push_back(pointer + ": " + *why);
}

std::string escape_token(const std::string& key) {
  std::string out;
  for (char c : key) out += c == '~' ? std::string("~0") : c == '/' ? std::string("~1") : std::string(1, c);
  return out;
}

void check_value(const Json& v, const std::string& pointer, bool name, std::vector<std::string>& out) {
  if (v.is_string()) {
    check_string(v.get_ref<const std::string&>(), pointer, name, out);
  } else if (v.is_array()) {
    for (std::size_t i = 0; i < v.size(); ++i) check_value(v[i], pointer + "/" + std::to_string(i), false, out);
  } else if (v.is_object()) {
    for (auto it = v.begin(); it != v.end(); ++it) {
      if (auto why = text_problem(it.key())) {
        out.push_back(pointer + ": a member's name: " + *why);
        continue;
      }
      check_value(it.value(), pointer + "/" + escape_token(it.key()), is_name_key(it.key()), out);
    }
  }
}

}  // namespace

std::optional<std::string> name_problem(const std::string& name) {
  Scan s = scan(name);
  if (!s.valid_utf8) return "a name must be valid UTF-8 text";
  if (s.characters > kMaxNameLength)
    return "a name has at most " + std::to_string(kMaxNameLength) + " characters, this one has " +
           std::to_string(s.characters);
  if (s.first_control || s.has_line_break_or_tab)
    return "a name cannot hold a control character (found " +
           code_point(s.first_control ? s.first_control : U'\n') + ")";
  if (s.characters > 0 && s.blank) return "a name needs more than spaces";
  return std::nullopt;
}

std::optional<std::string> text_problem(const std::string& text) {
  Scan s = scan(text);
  if (!s.valid_utf8) return "text must be valid UTF-8";
  if (s.characters > kMaxTextLength)
    return "a text has at most " + std::to_string(kMaxTextLength) + " characters, this one has " +
           std::to_string(s.characters);
  if (s.first_control)
    return "text may hold line breaks and tabs but no other control character (found " + code_point(s.first_control) +
           ")";
  return std::nullopt;
}

std::vector<Reason> check_new_input(const Json& command) {
  if (!command.is_object() || !command.contains("args")) return {};
  std::string type = command.contains("type") && command["type"].is_string() ? command["type"].get<std::string>()
                                                                              : std::string("the command");
  std::vector<std::string> problems;
  check_value(command["args"], "/args", false, problems);
  std::vector<Reason> out;
  for (const auto& p : problems) out.push_back(Reason{"", "bad arguments for " + type + ": at " + p});
  return out;
}

}  // namespace umpire
