// Every command of every registered game has a schema that documents it, and
// its example parses against that schema and reaches the command's own check:
// the guard that keeps each schema, its example and its reader together.
#include <doctest/doctest.h>

#include <set>

#include "games.h"
#include "session/campaign.h"
#include "session/engine.h"
#include "sessions/battle_module.h"
#include "testgame/testgame.h"

using namespace umpire;

namespace {

GameRegistry all_games() {
  GameRegistry r;
  register_shipped_games(r);
  r.add(testgame::module());
  return r;
}

// Commands whose example is abbreviated (a whole map file does not fit on a
// help page): their example passes the schema but not the command's reader.
const std::set<std::string> kAbbreviated = {"sk.set_map"};

void check_documented(const CommandDef& c) {
  INFO(c.name);
  CHECK_FALSE(c.summary.empty());
  // The schema prints the arguments; a summary that lists them would drift.
  CHECK(c.summary.find("(args:") == std::string::npos);
  CHECK(c.summary.find("digest") == std::string::npos);
  std::set<std::string> names;
  for (const auto& a : c.args) {
    INFO(a.name);
    CHECK(names.insert(a.name).second);
    CHECK_FALSE(a.meaning.empty());
    CHECK_FALSE(a.type_name().empty());
    if (a.required) CHECK_FALSE(a.example.is_null());  // so the example command is whole
  }
  CHECK_NOTHROW(check_args(c.args, JsonCursor(c.example, "example of " + c.name, "/args")));
}

}  // namespace

TEST_CASE("every command of every game has a schema and an example that parses against it") {
  GameRegistry reg = all_games();
  std::size_t commands = 0;
  for (const GameModule* m : reg.all()) {
    CommandSet set(m);
    // A battle engine starts from a battle's set-up: its own bench battle.
    Json options = Json::object();
    if (const auto* engine = dynamic_cast<const battles::BattleModule*>(m)) {
      auto setup = engine->bench_setup();
      REQUIRE_MESSAGE(setup.has_value(), m->id() << " has no set-up to start from");
      options = battles::battle_options(*setup);
    }
    CampaignState state = new_campaign_state(reg, "examples", m->id(), options, 1740);
    std::set<std::string> names;
    for (const auto& c : set.all()) {
      ++commands;
      CHECK_MESSAGE(names.insert(c.name).second, m->id() << " declares the command " << c.name << " twice");
      check_documented(c);
      Json command{{"type", c.name}, {"args", c.example}};
      std::vector<Reason> reasons;
      try {
        reasons = validate(set, state, command);
      } catch (const std::exception& e) {
        FAIL_CHECK(c.name << ": validating its example threw: " << e.what());
      }
      if (kAbbreviated.count(c.name)) continue;
      for (const auto& r : reasons) {
        INFO(c.name);
        CHECK(r.text.rfind("bad arguments", 0) != 0);
      }
    }
  }
  CHECK(commands > 60);
}
