// Soldier King's pieces, command groups and confirmations as the kit reads them.
#include <doctest/doctest.h>

#include <set>

#include "soldier_king/module.h"
#include "soldier_king/pieces.h"
#include "soldier_king/scenario.h"

using namespace umpire;
using namespace umpire::sk;

TEST_CASE("every Soldier King command is in one group of the sequence of play, or is an umpire's ruling") {
  auto m = module();
  std::set<std::string> grouped;
  for (const auto& g : command_groups())
    for (const auto& name : g.commands) {
      CAPTURE(name);
      CHECK(grouped.insert(name).second);  // in one group only
    }
  std::set<std::string> names;
  for (const auto& c : m->commands()) {
    names.insert(c.name);
    CAPTURE(c.name);
    CHECK((grouped.count(c.name) || c.has(kUmpireRuling)));
  }
  for (const auto& name : grouped) {
    CAPTURE(name);
    CHECK(names.count(name));  // no group names a command that is gone
  }
}

TEST_CASE("pieces of every kind, with names and places; unplaced pieces say so") {
  Json options = Json::object();
  auto s = new_campaign(JsonCursor(options, "options"));
  for (const auto& k : piece_kinds()) {
    CAPTURE(k.kind);
    auto rows = pieces(*s, k.kind);
    if (k.kind == "magazine" || k.kind == "battle") continue;  // none before play
    REQUIRE_FALSE(rows.empty());
    for (const auto& r : rows) {
      CHECK_FALSE(r.id.empty());
      CHECK_FALSE(r.name.empty());
    }
  }
  auto columns = pieces(*s, "column");
  CHECK(columns.front().faction == "Argozia");
  CHECK(columns.front().place == s->map->box_name(s->columns.front().box));
  CHECK(pieces(*s, "no such kind").empty());
}
