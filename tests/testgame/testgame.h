// A tiny game that exists only to exercise the game-module seam: counters that
// commands add to, with dice and rule citations like a real game. Not shipped.
#pragma once

#include <vector>

#include "core/game.h"
#include "core/map_schema.h"

namespace umpire::testgame {

inline constexpr const char* kId = "test-counters";

std::shared_ptr<const GameModule> module();

// The players' reports: each counter is a player's, who sees its own counter
// and the turn, never the others' counters (the leak harness's second game).
void register_reports();

// The places (T 9, T 10): the campaign's map (null when it has none), the test
// game's checks of a map, and the map editor's schema for it (map_schema.cpp):
// places, roads and rivers (a river points downstream), regions of places.
const MapGraph* places_map(const CampaignState& s);
std::vector<GraphProblem> check_places(const MapGraph& g);
MapSchemaPtr map_schema();

}  // namespace umpire::testgame
