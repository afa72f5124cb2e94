#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>

#include <unistd.h>

#include "core/json_pointer.h"
#include "core/json_read.h"

using namespace umpire;

namespace {

std::string message_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const UserError& e) {
    return e.what();
  }
  return "(no error)";
}

}  // namespace

TEST_CASE("malformed JSON names the file, line and column") {
  std::string msg = message_of([] { parse_json("{\n  \"a\": 1,\n  \"b\": ]\n}", "data/map.json"); });
  CHECK(msg.rfind("data/map.json:3:8: not valid JSON: syntax error", 0) == 0);
}

TEST_CASE("a wrong type names the file, the JSON path, what was expected and what was found") {
  Json doc = parse_json(R"({"provinces": [{"name": "Tarn", "recruiting": "two"}]})", "data/map.json");
  JsonCursor root(doc, "data/map.json");
  auto province = root["provinces"].at(0);
  CHECK(province["name"].as_string() == "Tarn");
  CHECK(message_of([&] { province["recruiting"].as_int(); }) ==
        "data/map.json: at /provinces/0/recruiting: expected an integer, found the string \"two\"");
}

TEST_CASE("a missing field is named, never defaulted") {
  Json doc = parse_json(R"({"provinces": [{"name": "Tarn"}]})", "m.json");
  JsonCursor root(doc, "m.json");
  CHECK(message_of([&] { root["provinces"].at(0)["recruiting"]; }) ==
        "m.json: at /provinces/0: missing required field \"recruiting\"");
  CHECK_FALSE(root["provinces"].at(0).optional("recruiting").has_value());
}

TEST_CASE("ranges, enums, unknown fields and array bounds") {
  Json doc = parse_json(R"({"value": 9, "quality": "Superb", "extra": 1, "list": [1]})", "x.json");
  JsonCursor root(doc, "x.json");
  CHECK(message_of([&] { root["value"].as_int(1, 3); }) == "x.json: at /value: expected an integer from 1 to 3, found 9");
  CHECK(message_of([&] { root["quality"].as_enum({"Raw", "Veteran"}); }) ==
        "x.json: at /quality: expected one of \"Raw\", \"Veteran\", found \"Superb\"");
  CHECK(message_of([&] { root.only_keys({"value", "quality", "list"}); }) ==
        "x.json: at /: unknown field \"extra\" (known fields: value, quality, list)");
  CHECK(message_of([&] { root["list"].at(3); }) == "x.json: at /list: expected at least 4 elements, found 1");
  CHECK(message_of([&] { root["value"].as_string(); }) == "x.json: at /value: expected a string, found the number 9");
  CHECK(message_of([&] { root["value"].items(); }) == "x.json: at /value: expected an array, found the number 9");
  CHECK(message_of([&] { root["list"]["a"]; }) == "x.json: at /list: expected an object, found an array");
}

TEST_CASE("JSON pointer tokens are escaped in messages") {
  Json doc = parse_json(R"({"a/b": {"c~d": true}})", "x.json");
  JsonCursor root(doc, "x.json");
  CHECK(message_of([&] { root["a/b"]["c~d"].as_int(); }) ==
        "x.json: at /a~1b/c~0d: expected an integer, found the boolean true");
}

TEST_CASE("files: missing, a folder, and malformed content") {
  CHECK(message_of([] { load_json_file("/nonexistent/umpire.json"); }) == "/nonexistent/umpire.json: no such file");
  CHECK(message_of([] { load_json_file("/tmp"); }) == "/tmp: is a folder, not a JSON file");
  std::string path = "/tmp/umpire_json_test_" + std::to_string(::getpid()) + ".json";
  {
    std::ofstream f(path);
    f << "{\"a\": tru}";
  }
  CHECK(message_of([&] { load_json_file(path); }).rfind(path + ":1:", 0) == 0);
  std::remove(path.c_str());
}

TEST_CASE("a list of strings and an optional string member") {
  Json doc = Json::parse(R"({"parties": ["argozia", "arcadia"], "bad": ["argozia", 3], "name": "Cleve"})");
  JsonCursor c(doc, "case.json");
  CHECK(c["parties"].as_strings() == std::vector<std::string>{"argozia", "arcadia"});
  CHECK_THROWS_WITH_AS(c["bad"].as_strings(), doctest::Contains("/bad/1"), JsonError);
  CHECK(c.optional_string("name") == "Cleve");
  CHECK(c.optional_string("missing").empty());
}

namespace {

std::string nested(std::size_t depth, const std::string& inner = "1") {
  return std::string(depth, '[') + inner + std::string(depth, ']');
}

}  // namespace

TEST_CASE("JSON nested deeper than the cap is refused with its line and column, without recursion") {
  CHECK(parse_json(nested(kMaxJsonDepth), "x.json").is_array());
  CHECK(message_of([] { parse_json(nested(kMaxJsonDepth + 1), "x.json"); }) ==
        "x.json:1:" + std::to_string(kMaxJsonDepth + 1) + ": nested deeper than " + std::to_string(kMaxJsonDepth) +
            " levels");
  // 100,000 deep (the audit's case) is refused, not a stack overflow; objects count as levels too.
  std::string deep;
  for (int i = 0; i < 100000; ++i) deep += "{\"a\":";
  deep += "1" + std::string(100000, '}');
  CHECK(message_of([&] { parse_json("{\"ok\": \"[[[[\",\n \"x\": " + deep + "}", "state"); })
            .rfind("state:2:", 0) == 0);
  CHECK(message_of([&] { parse_json(deep, "state"); }).find("nested deeper than") != std::string::npos);
  // Brackets inside strings are not nesting.
  CHECK(parse_json("[\"" + std::string(500, '[') + "\\\"" + std::string(500, '{') + "\"]", "x.json").size() == 1);
  // Stored documents get a larger cap (a state embeds the options a few levels down).
  CHECK(parse_json(nested(kMaxJsonDepth + 5), "snapshot", kMaxStoredJsonDepth).is_array());
}

TEST_CASE("a number too large for any JSON number type is a clear error with its position, not an internal one") {
  CHECK(message_of([] { parse_json("{\"a\":\n  [1, 1e400]}", "case.json"); }) ==
        "case.json:2:7: not valid JSON: the number 1e400 is too large");
  CHECK(message_of([] { parse_json("-1e999", "command"); }) == "command:1:1: not valid JSON: the number -1e999 is too large");
}

TEST_CASE("an unsigned integer past the signed range is a number too large, never -1") {
  Json doc = parse_json(R"({"a": 18446744073709551615, "b": 9223372036854775808, "c": 9223372036854775807, "d": -3})",
                        "x.json");
  JsonCursor root(doc, "x.json");
  CHECK(message_of([&] { root["a"].as_int(); }) ==
        "x.json: at /a: expected an integer, found the number 18446744073709551615, which is too large");
  CHECK(message_of([&] { root["b"].as_int(1, 3); }) ==
        "x.json: at /b: expected an integer from 1 to 3, found the number 9223372036854775808, which is too large");
  CHECK(root["c"].as_int() == INT64_MAX);
  CHECK(root["d"].as_int() == -3);
  CHECK(message_of([&] { root["a"].as_int(0, 10); }).find("-1") == std::string::npos);
}

TEST_CASE("a JSON pointer that leaves the document says where, for any index however written") {
  Json doc = parse_json(R"({"game": {"columns": [{"id": "c1"}, {"id": "c2"}], "none": []}, "name": "x"})", "state");
  CHECK(value_at_pointer(doc, "/game/columns/1/id") == "c2");
  CHECK(value_at_pointer(doc, "") == doc);
  CHECK(message_of([&] { value_at_pointer(doc, "/game/columns/2"); }) ==
        "nothing at /game/columns/2: /game/columns is a list indexed 0 to 1, with no element \"2\"");
  for (std::string index : {"999999999999999999999", "-1", "01", "x", "-", "1e3", " 1"})
    CHECK(message_of([&] { value_at_pointer(doc, "/game/columns/" + index); }) ==
          "nothing at /game/columns/" + index + ": /game/columns is a list indexed 0 to 1, with no element \"" + index +
              "\"");
  CHECK(message_of([&] { value_at_pointer(doc, "/game/none/0"); }) ==
        "nothing at /game/none/0: /game/none is an empty list, with no element \"0\"");
  CHECK(message_of([&] { value_at_pointer(doc, "/name/0"); }) ==
        "nothing at /name/0: /name is the string \"x\", which has no parts");
  CHECK(message_of([&] { value_at_pointer(doc, "/game/rows"); }) ==
        "nothing at /game/rows: /game has no member \"rows\"");
  CHECK(message_of([&] { value_at_pointer(doc, "game"); }) ==
        "\"game\" is not a JSON pointer such as /game/columns/0");
}

TEST_CASE("as_enum_of numbers a word as its list does, and names the list when the word is not in it") {
  enum class Kind { Green, City, Fortress };
  static constexpr const char* kKinds[] = {"green", "city", "fortress"};
  Json doc = Json::parse(R"({"a": "city", "b": "castle", "c": 3})");
  JsonCursor c(doc, "kinds.json");
  CHECK(c["a"].as_enum_of<Kind>(kKinds) == Kind::City);
  CHECK_THROWS_WITH(c["b"].as_enum_of<Kind>(kKinds),
                    doctest::Contains("expected one of \"green\", \"city\", \"fortress\", found \"castle\""));
  CHECK_THROWS_WITH(c["c"].as_enum_of<Kind>(kKinds), doctest::Contains("/c"));
  CHECK(member_int(doc, "c", 7) == 3);
  CHECK(member_int(doc, "a", 7) == 7);  // not a number: the fallback
  CHECK(member_string(doc, "a") == "city");
  CHECK(member_string(doc, "c").empty());
  CHECK_FALSE(member_bool(doc, "a"));
}
