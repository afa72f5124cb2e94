// Limits on names and free text in new commands.
#include <doctest/doctest.h>

#include "core/text_limits.h"

using namespace umpire;

TEST_CASE("names: at most 80 characters (not bytes), no control characters, valid UTF-8, not only spaces") {
  CHECK_FALSE(name_problem("Maréchal de Saxe").has_value());
  CHECK_FALSE(name_problem("").has_value());  // the command that needs a name says so
  CHECK_FALSE(name_problem(std::string(kMaxNameLength, 'a')).has_value());
  std::string accented;
  for (std::size_t i = 0; i < kMaxNameLength; ++i) accented += "é";  // 160 bytes, 80 characters
  CHECK_FALSE(name_problem(accented).has_value());
  CHECK(name_problem(accented + "e") == "a name has at most 80 characters, this one has 81");
  CHECK(name_problem("bell\a") == "a name cannot hold a control character (found U+0007)");
  CHECK(name_problem("two\nlines") == "a name cannot hold a control character (found U+000A)");
  CHECK(name_problem("tab\tbed").has_value());
  CHECK(name_problem("del\x7f").has_value());
  CHECK(name_problem("c1\xc2\x85").has_value());  // U+0085, a C1 control
  CHECK(name_problem("   ") == "a name needs more than spaces");
  CHECK(name_problem("bad\xff") == "a name must be valid UTF-8 text");
  CHECK(name_problem("\xc0\xaf").has_value());        // overlong '/'
  CHECK(name_problem("\xed\xa0\x80").has_value());    // a surrogate
  CHECK(name_problem("cut\xe2\x82").has_value());     // truncated sequence
  CHECK_FALSE(name_problem("\xf0\x9f\x8f\xb0").has_value());  // U+1F3F0, four bytes
}

TEST_CASE("free text: at most 20,000 characters; line breaks and tabs but no other control characters") {
  CHECK_FALSE(text_problem("line one\nline two\twith a tab").has_value());
  CHECK_FALSE(text_problem(std::string(kMaxTextLength, 'x')).has_value());
  CHECK(text_problem(std::string(kMaxTextLength + 1, 'x')) == "a text has at most 20000 characters, this one has 20001");
  CHECK(text_problem("escape\x1b[2J") ==
        "text may hold line breaks and tabs but no other control character (found U+001B)");
  CHECK(text_problem("\r\n").has_value());
  CHECK(text_problem("bad\xfe") == "text must be valid UTF-8");
}

TEST_CASE("a new command's every string meets the limits, each refusal naming the command and the argument") {
  CHECK(check_new_input(Json{{"type", "core.note"}, {"args", {{"text", "fine"}}}}).empty());
  CHECK(check_new_input(Json::parse(R"("not even an object")")).empty());  // the engine explains that one
  auto r = check_new_input(Json{{"type", "sk.rename"}, {"args", {{"piece", "c1"}, {"name", std::string(81, 'n')}}}});
  REQUIRE(r.size() == 1);
  CHECK(r[0].describe() == "bad arguments for sk.rename: at /args/name: a name has at most 80 characters, this one has 81");
  // Nested strings, list items, "..._name" members and member names are checked too.
  Json deep = Json::parse(R"({"type": "x.y", "args": {"sides": [{"place_name": "a\u0007"}], "list": ["ok", "\u001b"],
                              "a\u0001": 1}})");
  r = check_new_input(deep);
  REQUIRE(r.size() == 3);
  CHECK(r[0].text.find("at /args: a member's name: text may hold") != std::string::npos);
  CHECK(r[1].text.find("at /args/list/1: text may hold") != std::string::npos);
  CHECK(r[2].text.find("at /args/sides/0/place_name: a name cannot hold") != std::string::npos);
}
