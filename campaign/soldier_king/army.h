// Army-level rules: composition (SK 20.1.2, 20.1.3, 20.3.1) and the army
// maximum from recruiting cities (SK 13.2.2, G-08).
#pragma once

#include "soldier_king/state.h"

namespace umpire::sk {

// Every composition problem of a faction's army, each citing its rule.
std::vector<Reason> check_army(const SkState& s, const std::string& faction);

// Columns counted towards army size (garrisons are not columns, G-20).
int army_size(const SkState& s, const std::string& faction);

// Sum over recruiting cities the faction holds: the ruled value where it also
// rules the province, else the captured value (SK 13.2.2, G-08).
int army_maximum(const SkState& s, const std::string& faction);

// SK 10.8: what a column's stands dig when it entrenches: the frontage (inches)
// of its infantry, artillery and dragoon stands; other cavalry digs nothing.
double digging_frontage(const SkState& s, const Column& c);

// SK 10.8, 10.8.2: the hasty works a faction holds in a box (inches), for the
// battle hand-off: what was dug, while any of its entrenched columns remains.
double works_length(const SkState& s, const std::string& faction, const std::string& box);

// SK 10.8.2: works with no entrenched column of their faction left are gone.
// Stands at 0 SP are gone; a column left without stands is dissolved and its
// DC becomes a CC (14.1.1); empty garrisons go, and works no one holds
// (10.8.2). Says so in `events`.
void remove_spent_pieces(SkState& s, std::vector<Event>& events);

void drop_abandoned_works(SkState& s);

// SP lost by stand, as commands take them: [{stand, sp}] (sp 1..100), and the
// argument that takes them, called "losses".
std::vector<std::pair<std::string, int>> losses_from_json(const JsonCursor& c);
ArgSpec losses_arg(std::string meaning);

// Takes SP off stands: (stand id, SP) pairs; returns "s2 -2, s3 -1" (with
// "(gone)" for a stand left at 0; remove_spent_pieces removes it).
std::string take_losses(SkState& s, const std::vector<std::pair<std::string, int>>& losses);
// `loss` SP spread evenly over the stands, largest first (spread_losses), as
// (stand id, SP) pairs; never more than the stands have.
std::vector<std::pair<std::string, int>> default_losses(const std::vector<Stand>& stands, int loss);

}  // namespace umpire::sk
