#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>

#include <unistd.h>

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
