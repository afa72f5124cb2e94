// A campaign's battle fought in an engine, as a child campaign in the same
// file (ARCHITECTURE "battle sessions"). The campaign's game says, through
// GameModule::battle_links, which battles it has, where each was sent and
// whether its result is recorded; this file finds the engines that can take a
// battle, opens or starts a battle's child campaign, and builds the campaign
// command that records the child's result once the umpire has confirmed it.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "session/campaign.h"
#include "sessions/battle_module.h"

namespace umpire::battles {

inline constexpr const char* kTabletop = "tabletop";

// The engines among a registry's modules (a registry may hold games too).
std::vector<const BattleModule*> engines(const GameRegistry& registry);
const BattleModule* find_engine(const GameRegistry& registry, const std::string& id);
// The engines offered for a battle of this game: those of any game and the
// game's own (BattleModule::fights_game).
std::vector<const BattleModule*> engines_for(const GameRegistry& registry, const std::string& game);

struct EngineChoice {
  std::string id, name;
  bool automatic = false;      // it fights by itself (the tabletop does not), so it has odds
  std::vector<Reason> cannot;  // why it cannot take this battle; empty: it can
  int odds_runs = 0;           // its odds' default number of runs (BattleModule::odds_runs), 0: the desk's own
};
// For the Battles desk: the tabletop first (it takes every battle), then every
// engine offered for the battle's game, each with why it cannot take the
// battle when it cannot.
std::vector<EngineChoice> engine_choices(const GameRegistry& engines, const BattleSetup& setup);

// A battle's own seed, from the campaign's and the battle's id: its dice are
// its own, and the same whenever it is started again.
std::uint64_t battle_seed(std::uint64_t campaign_seed, const std::string& battle);

// The child campaign of a battle sent to an engine: opened where it stood, or
// started from the link's set-up the first time. A child started from another
// set-up (the battle was sent again after an undo in the campaign) is kept
// under another name, nothing lost, and a new one started. While the campaign
// has the battle's result recorded, the child is closed (it refuses moves and
// undo); undoing the record in the campaign opens it again. With `start`
// false nothing is written: nullptr when the battle has not started (or would
// start afresh), so that looking at a battle never changes the file.
std::unique_ptr<Campaign> open_battle_session(Campaign& parent, const BattleLink& link, const GameRegistry& engines,
                                              bool start = true);

// Closes the child while the campaign has the battle's result recorded (or
// no longer sends it to an engine), and opens it again when that is undone.
void close_when_recorded(Campaign& child, const BattleLink& link);

// What the battle's next move asks next, given the players' answers so far:
// a dry run that writes nothing (the same seeded dice the move will roll).
// nullopt when the move asks nothing more, or no move is left.
std::optional<DecisionRequest> next_decision(const Campaign& battle, const std::vector<std::string>& answers = {});

// The link of a battle in the campaign now; UserError naming it when there is none.
BattleLink battle_link(const Campaign& parent, const std::string& battle);

// The campaign command that records the child's result, the game's own
// (GameModule::record_result_command); UserError while the battle is not over.
Json record_command(const Campaign& parent, const BattleLink& link, const Campaign& child);

}  // namespace umpire::battles
