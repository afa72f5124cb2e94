// A test position several Soldier King tests share: the five-province map of
// the conformance cases (tests/cases/soldier_king/seasons.json), Argozia's
// Summer player turn at its Combat step: Arcadia's c95 and c103 in Argozia
// Village, attacked by Argozia's c75 and c8 from Argozia Town.
#pragma once

#include <string>

#include "core/json_read.h"
#include "soldier_king/scenario.h"
#include "soldier_king/state.h"

namespace umpire::sk::test {

inline constexpr const char* kAttackedBox = "argozia_village";

inline SkState attack_on_argozia_village() {
  static const Json file = load_json_file(std::string(UMPIRE_SOURCE_DIR) + "/tests/cases/soldier_king/seasons.json");
  SkState s = *new_campaign(JsonCursor(file["defaults"]["options"], "options"));
  s.phase = Phase::PlayerTurn;
  s.date.season = Season::Summer;
  s.turn.player = "argozia";
  s.turn.step = TurnStep::Combat;
  s.move_column(*s.column("c95"), kAttackedBox);
  s.move_column(*s.column("c103"), kAttackedBox);
  Attack a;
  a.target = kAttackedBox;
  for (const char* c : {"c75", "c8"}) {
    s.move_column(*s.column(c), a.target);
    a.columns.push_back(c);
    a.launches.push_back("argozia_town");
  }
  s.turn.attacks.push_back(a);
  return s;
}

}  // namespace umpire::sk::test
