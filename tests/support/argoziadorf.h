// The battle the battle-session tests fight: the attack on Argoziadorf of the
// conformance cases (tests/cases/soldier_king/battles.json, case 9), a
// Soldier King campaign brought to the Combat step with battle b350 pending.
#pragma once

#include <doctest/doctest.h>

#include <filesystem>
#include <memory>
#include <string>

#include "session/campaign.h"

namespace umpire::test {

// `path`: a file (removed first) or ":memory:"; `registry` has Soldier King.
inline std::unique_ptr<Campaign> argoziadorf_at_combat(const GameRegistry& registry, const std::string& path) {
  if (path != ":memory:") std::filesystem::remove(path);
  Json file = load_json_file(std::string(UMPIRE_SOURCE_DIR) + "/tests/cases/soldier_king/battles.json");
  const Json& kase = file["cases"][9];
  auto c = Campaign::create(path, registry, "Battles", "soldier-king", file["defaults"]["options"], 3);
  for (int i = 0; i < 10; ++i) {
    ApplyResult r = c->apply(kase["steps"][i]["apply"]);
    REQUIRE_MESSAGE(r.ok, kase["steps"][i]["apply"].dump());
  }
  return c;
}

}  // namespace umpire::test
