// Promotion off the battlefield and the artillery's ageing (SK 12.4, 12.4.1,
// 12.4.4, 20.3.4; digest P-14, P-16, G-17, G-22): the training promotion of
// every player turn, winter-quarters training, the once-per-season limit, and
// PPA batteries becoming PT.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "soldier_king/state.h"

namespace umpire::sk {

// The level a column would rise to by promotion: Raw -> Experienced while any
// of its stands is Raw, else Experienced -> Veteran; nullopt when it cannot
// rise (already Veteran or Elite).
std::optional<Quality> promotion_target(const Column& c);

// Why the column cannot be promoted one level now (12.4, 12.4.1, 17.2.4):
// `to_veteran` says whether this kind of promotion may make Veterans
// (Drillmaster and some combat promotions may, training never does).
std::vector<Reason> check_promotion(const SkState& s, const Column& c, bool to_veteran);

// Promotes the column one level (12.4.1, 12.4.2): Raw stands become
// Experienced with their table morale; Experienced -> Veteran makes every
// Experienced stand Veteran, one formed infantry or cavalry stand (never light
// troops or artillery: `m6_stand` when it may, else the first that may) rising
// to its Veteran table morale, 6 (7 in Guards), while the others keep theirs
// (12.4.2, 20.3.1, G-16, G-17). PPA is never changed (12.3). Records the stands
// as promoted this season and returns what happened, in words.
std::string promote_column(SkState& s, Column& c, const std::string& m6_stand = "");

// The level a column would fall to by demotion (6.3.1), the inverse of
// promotion_target: its stands of the highest level drop one (Elite ->
// Veteran, Veteran -> Experienced, Experienced -> Raw); nullopt when every
// stand is Raw already.
std::optional<Quality> demotion_target(const Column& c);

// Reduces the column one training level (the Imperial Court's punishment,
// 6.3.1): every stand of its highest level drops one level, to the table morale
// of its new quality (Guards +1, 20.3.1) but never above the morale it has now
// (the inverse of promote_column, which raises to the table morale). PPA and
// the other flags are unchanged. Returns what happened, in words; nothing
// changes when every stand is Raw.
std::string demote_column(SkState& s, Column& c);

// A new season begins: the once-per-season promotion limit is lifted (12.4)
// and PPA batteries old enough become PT (20.3.4, G-22).
void promotion_season_begins(SkState& s, std::vector<Event>& events);

// A player turn begins: its one training promotion is available again (12.4.1).
void promotion_turn_begins(SkState& s);

std::vector<CommandDef> promotion_commands();

}  // namespace umpire::sk
