// Typed commands (src/core/command.h): the schema reads the arguments, a
// malformed one is refused in one place with a message naming it, the schema
// prints, and the flags are honoured.
#include <doctest/doctest.h>

#include <sstream>

#include "app/cli_help.h"
#include "session/campaign.h"
#include "session/engine.h"
#include "testgame/testgame.h"

using namespace umpire;

namespace {

// Every kind of argument in one struct.
struct Everything {
  std::string who;
  std::string mood;
  int dice = 0;
  bool loud = false;
  std::vector<std::string> boxes;
  Json detail;
  std::optional<std::string> note;
  std::optional<int> bonus;
};

ArgsOf<Everything> everything_args() {
  return ArgsOf<Everything>()
      .field(&Everything::who, arg::id("who", "faction", "the faction").eg("argozia"))
      .field(&Everything::mood, arg::choice("mood", {"calm", "angry"}, "how it feels").eg("calm"))
      .field(&Everything::dice, arg::integer("dice", 1, 6, "how many dice").eg(2))
      .field(&Everything::loud, arg::flag("loud", "shout it").or_else(false))
      .field(&Everything::boxes, arg::ids("boxes", "box", "where").not_empty().at_least(1).eg(Json::array({"b1"})))
      .field(&Everything::detail, arg::object("detail", "anything more").or_else(Json::object()))
      .field(&Everything::note, arg::text("note", "a note"))
      .field(&Everything::bonus, arg::integer("bonus", 0, 3, "a bonus"));
}

// A game with one command taking every kind of argument, recording what it read.
class Module : public GameModule {
 public:
  std::string id() const override { return "args-test"; }
  std::string title() const override { return "Arguments test"; }
  std::vector<CommandDef> commands() const override {
    return {define<Everything>({.name = "t.all",
                                .summary = "Take every kind of argument",
                                .flags = kPlayerOrder,
                                .args = everything_args(),
                                .check = [](const CampaignState&, const Everything& a) {
                                  std::vector<Reason> out;
                                  if (a.who != "argozia") out.push_back({"T 9", "there is no faction \"" + a.who + "\""});
                                  return out;
                                },
                                .apply = [](const CampaignState& s, const Everything& a, Dice&) {
                                  std::string text = a.who + " " + a.mood + " " + std::to_string(a.dice) +
                                                     (a.loud ? " loud" : "") + " " + std::to_string(a.boxes.size()) +
                                                     (a.note ? " " + *a.note : "") +
                                                     (a.bonus ? " +" + std::to_string(*a.bonus) : "");
                                  return Outcome{s, {Event{text, "T 9", a.detail}}};
                                }})};
  }
  GameStatePtr new_game(const JsonCursor&, std::uint64_t) const override { return std::make_shared<Empty>(); }
  GameStatePtr load_state(const JsonCursor&) const override { return std::make_shared<Empty>(); }
  std::string status(const GameState&) const override { return ""; }
  std::optional<std::string> check_expectation(const GameState&, const std::string&, const JsonCursor&) const override {
    return std::nullopt;
  }

 private:
  struct Empty : GameState {
    Json to_json() const override { return Json::object(); }
  };
};

Json all_args() { return Json{{"who", "argozia"}, {"mood", "calm"}, {"dice", 2}, {"boxes", {"b1"}}}; }

// The engine's one refusal for a malformed `args`.
std::string refusal(Json args) {
  static Module module;
  static CommandSet set(&module);
  CampaignState s;
  s.game = module.new_game(JsonCursor(Json::object(), "t"), 1);
  auto reasons = validate(set, s, Json{{"type", "t.all"}, {"args", std::move(args)}});
  REQUIRE(reasons.size() == 1);
  return reasons[0].describe();
}

Json with(Json args, const std::string& key, Json value) {
  args[key] = std::move(value);
  return args;
}

}  // namespace

TEST_CASE("the schema reads the struct once: required, optional, fallback") {
  Json full = all_args();
  Everything a = everything_args().read(JsonCursor(full, "t"));
  CHECK(a.who == "argozia");
  CHECK(a.mood == "calm");
  CHECK(a.dice == 2);
  CHECK_FALSE(a.loud);  // the fallback
  CHECK(a.boxes == std::vector<std::string>{"b1"});
  CHECK(a.detail == Json::object());
  CHECK_FALSE(a.note.has_value());
  CHECK_FALSE(a.bonus.has_value());

  full["loud"] = true;
  full["note"] = "hello";
  full["bonus"] = 3;
  full["detail"] = Json{{"x", 1}};
  a = everything_args().read(JsonCursor(full, "t"));
  CHECK(a.loud);
  CHECK(a.note == "hello");
  CHECK(a.bonus == 3);
  CHECK(a.detail == Json{{"x", 1}});
}

TEST_CASE("each kind of malformed argument is refused in one place, naming the argument") {
  CHECK(refusal(with(all_args(), "colour", "red")) ==
        "bad arguments for t.all: at /args: unknown field \"colour\" (known fields: who, mood, dice, loud, boxes, "
        "detail, note, bonus)");
  Json missing = all_args();
  missing.erase("dice");
  CHECK(refusal(missing) == "bad arguments for t.all: at /args: missing required field \"dice\" (how many dice)");
  missing.erase("who");  // every missing argument at once, each with what it is
  CHECK(refusal(missing).find("missing required fields \"who\" (") != std::string::npos);
  CHECK(refusal(missing).find(", \"dice\" (how many dice)") != std::string::npos);
  CHECK(refusal(with(all_args(), "who", 7)) ==
        "bad arguments for t.all: at /args/who: expected a string, found the number 7");
  CHECK(refusal(with(all_args(), "dice", 7)) == "bad arguments for t.all: at /args/dice: expected an integer from 1 to 6, found 7");
  CHECK(refusal(with(all_args(), "dice", "two")) ==
        "bad arguments for t.all: at /args/dice: expected an integer, found the string \"two\"");
  CHECK(refusal(with(all_args(), "mood", "sad")) ==
        "bad arguments for t.all: at /args/mood: expected one of \"calm\", \"angry\", found \"sad\"");
  CHECK(refusal(with(all_args(), "loud", 1)) == "bad arguments for t.all: at /args/loud: expected true or false, found the number 1");
  CHECK(refusal(with(all_args(), "boxes", Json::array())) == "bad arguments for t.all: at /args/boxes: expected at least one id");
  CHECK(refusal(with(all_args(), "boxes", Json::array({""}))) ==
        "bad arguments for t.all: at /args/boxes/0: expected a non-empty string, found an empty one");
  CHECK(refusal(with(all_args(), "detail", 3)) == "bad arguments for t.all: at /args/detail: expected an object, found the number 3");
  CHECK(refusal(with(all_args(), "bonus", -1)) == "bad arguments for t.all: at /args/bonus: expected an integer from 0 to 3, found -1");
  // A well-formed command reaches the command's own check.
  CHECK(refusal(with(all_args(), "who", "nobody")) == "there is no faction \"nobody\" [T 9]");
}

TEST_CASE("a schema that does not fit its field is caught when the command is declared") {
  struct Bad {
    bool flag = false;
    std::string word;
  };
  CHECK_THROWS_AS(ArgsOf<Bad>().field(&Bad::flag, arg::integer("flag", 0, 1, "not a bool")), std::logic_error);
  CHECK_THROWS_AS(ArgsOf<Bad>().field(&Bad::word, arg::text("word", "optional without a default").optional()),
                  std::logic_error);
  struct Small {
    int n = 0;
  };
  CHECK_THROWS_AS(ArgsOf<Small>().field(&Small::n, arg::integer("n", 0, std::int64_t{1} << 40, "too wide for an int")),
                  std::logic_error);
}

TEST_CASE("the schema prints: each argument's name, type and meaning, and an example") {
  Module module;
  CommandDef def = module.commands().front();
  CHECK(def.example == all_args());
  std::ostringstream out;
  print_command_help(def, out);
  CHECK(out.str() ==
        "t.all: Take every kind of argument\n"
        "Flags: a player's order\n"
        "Arguments:\n"
        "  who     (faction id) the faction\n"
        "  mood    (one of calm, angry) how it feels\n"
        "  dice    (integer from 1 to 6) how many dice\n"
        "  loud    (true or false, optional, default false) shout it\n"
        "  boxes   (list of box ids, at least 1) where\n"
        "  detail  (object, optional, default {}) anything more\n"
        "  note    (text, optional) a note\n"
        "  bonus   (integer from 0 to 3, optional) a bonus\n"
        "Example:\n"
        "  {\"boxes\":[\"b1\"],\"dice\":2,\"mood\":\"calm\",\"who\":\"argozia\"}\n"
        "  umpire apply FILE '{\"args\":{\"boxes\":[\"b1\"],\"dice\":2,\"mood\":\"calm\",\"who\":\"argozia\"},"
        "\"type\":\"t.all\"}'\n");
}

TEST_CASE("an example with a quote is still one shell word") {
  CommandDef def = core_commands().front();  // core.note
  def.example = Json{{"text", "Argozia's turn"}};
  std::ostringstream out;
  print_command_help(def, out);
  CHECK(out.str().find("umpire apply FILE '{\"args\":{\"text\":\"Argozia'\\''s turn\"},\"type\":\"core.note\"}'") !=
        std::string::npos);
}

TEST_CASE("the test game's typed commands: a range, an optional argument, a fallback, a set-up only flag") {
  GameRegistry reg;
  reg.add(testgame::module());
  auto c = Campaign::create(":memory:", reg, "t", testgame::kId, Json{{"counters", {{"a", 1}}}}, 1);
  auto cmd = [](const std::string& type, Json args) { return Json{{"type", type}, {"args", std::move(args)}}; };

  CHECK(c->validate(cmd("test.add", {{"counter", "a"}, {"amount", 101}}))[0].text ==
        "bad arguments for test.add: at /args/amount: expected an integer from -100 to 100, found 101");
  auto added = c->apply(cmd("test.add", {{"counter", "a"}, {"amount", 2}, {"why", "a bonus"}}));
  REQUIRE(added.ok);
  CHECK(added.events.at(0).text == "a is now 3 (a bonus)");

  auto created = c->apply(cmd("test.create", {{"counter", "b"}}));
  REQUIRE(created.ok);
  CHECK(created.events.at(0).text == "b starts at 0");  // the fallback
  REQUIRE(c->apply(cmd("test.next_turn", Json::object())).ok);
  auto late = c->validate(cmd("test.create", {{"counter", "c"}, {"start", 5}}));
  REQUIRE(late.size() == 1);
  CHECK(late[0].describe() == "test.create is for the set-up only: set-up ended with turn 1; this is turn 2 [T 5]");
  // Not a set-up command, so not refused after the set-up.
  CHECK(c->validate(cmd("test.add", {{"counter", "b"}, {"amount", 1}})).empty());
}

TEST_CASE("flag words and the engine's module") {
  CHECK(flag_words(kNoFlags).empty());
  CHECK(flag_words(kUmpireRuling | kSetupOnly | kPlayerOrder) ==
        std::vector<std::string>{"umpire's ruling outside the rules", "set-up only", "a player's order"});
  CommandSet empty(nullptr);
  CHECK(empty.module() == nullptr);
  REQUIRE(empty.find("core.roll") != nullptr);
  CHECK(empty.find("core.roll")->has(kUmpireRuling));
  CHECK_FALSE(empty.find("core.note")->has(kSetupOnly));
}

TEST_CASE("a command not yet typed still has its schema checked first") {
  CommandDef legacy{"t.legacy", "An old command", [](const CampaignState&, const JsonCursor& a) {
                      return std::vector<Reason>{{"", "old check saw " + a["n"].value().dump()}};
                    },
                    nullptr};
  CommandDef def = with_schema(legacy, {arg::integer("n", 0, 9, "a digit").eg(4)}, kUmpireRuling);
  CHECK(def.example == Json{{"n", 4}});
  CHECK(def.has(kUmpireRuling));
  CampaignState s;
  Json bad{{"n", 10}};
  CHECK_THROWS_WITH_AS(def.validate(s, JsonCursor(bad, "command t.legacy", "/args")),
                       "command t.legacy: at /args/n: expected an integer from 0 to 9, found 10", JsonError);
  Json good{{"n", 4}};
  CHECK(def.validate(s, JsonCursor(good, "command t.legacy", "/args"))[0].text == "old check saw 4");
}

TEST_CASE("the test game's schema prints: a fallback, a range and the set-up only flag") {
  auto game = testgame::module();
  CommandSet set(game.get());
  const CommandDef* create = set.find("test.create");
  REQUIRE(create != nullptr);
  std::ostringstream out;
  print_command_help(*create, out);
  CHECK(out.str() ==
        "test.create: Create a counter before the first turn ends\n"
        "Flags: set-up only\n"
        "Arguments:\n"
        "  counter  (text) the new counter's name\n"
        "  start    (integer from 0 to 1000, optional, default 0) its first value\n"
        "Example:\n"
        "  {\"counter\":\"c\",\"start\":5}\n"
        "  umpire apply FILE '{\"args\":{\"counter\":\"c\",\"start\":5},\"type\":\"test.create\"}'\n");
  std::ostringstream list;
  print_command_list(set, list);
  CHECK(list.str().find("  test.add          Add an amount to a counter\n") != std::string::npos);
  CHECK(list.str().find("  test.roll         Add a D6 roll to a counter [a player's order]\n") != std::string::npos);
}
