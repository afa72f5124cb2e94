// Names where ids are taken: a user types "2nd Infantry (Type 2)" or "Kalmsee"
// where a command wants "c8" or "kalmsee". The game lists its pieces
// (GameModule::pieces); a command's id arguments (arg::id / arg::ids of a kind
// the game lists, and in objects the keys named after a kind, and "path" for
// boxes) are turned into ids before the command is applied, so the journal
// keeps ids as it always has. An id stays as it is; a name matches ignoring
// case and must be unique, or unique among the pieces in a box the command
// names (the march's "from") and, for a player's order, of the faction whose
// turn it is (GameModule::acting_faction); a word that is neither but close
// to one gets "did you mean ...".
#pragma once

#include <string>

#include "core/game.h"
#include "session/engine.h"

namespace umpire {

// The id of the piece of `kind` that `text` names (its id, or its unique name,
// case ignored); `text` itself when the game lists no such kind, or when no
// piece is close (the command's own check refuses it then). Throws UserError
// for a name several pieces share, and for a near miss, with the likely ones.
std::string resolve_piece(const GameModule& game, const CampaignState& state, const std::string& kind,
                          const std::string& text);

// The command with every name in its id arguments replaced by the id.
Json resolve_names(const GameModule& game, const CampaignState& state, const CommandSet& commands, Json command);

}  // namespace umpire
