// core.set_setting: the one command that changes a campaign setting of any
// game, validated against the game's schema (GameModule::settings()) and
// stored where the game keeps its values (GameModule::with_setting).
#pragma once

#include "core/game.h"

namespace umpire {

// `module` is the campaign's game, or null for an empty campaign (which has
// no settings, and says so).
CommandDef set_setting_command(const GameModule* module);

// Why {key, value} cannot be set (unknown key, wrong type, out of range); the
// reasons name the setting by its description and cite the rule it bends.
std::vector<Reason> check_set_setting(const GameModule* module, const std::string& key, const Json& value);

// Sets a validated value; the event says what changed and cites the rule.
Outcome apply_set_setting(const GameModule& module, const CampaignState& state, const SettingDef& def, int value);

}  // namespace umpire
