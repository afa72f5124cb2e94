#include "soldier_king/battles.h"

#include <set>

#include "soldier_king/battles_internal.h"
#include "soldier_king/factions.h"
#include "soldier_king/settings.h"

// The Soldier King checks of a battle result entered at the table (SK 11.11,
// 17.2.8.1, 22.13): the winner, the causes of loss, the retreat, "fought well".

namespace umpire::sk {

using namespace battle_detail;

namespace {

Reasons retreat_reasons(const SkState& s, const Battle& b, const std::string& side, const std::string& to) {
  Reasons out;
  auto factions = side_factions(b, side);
  std::string name = s.map->box_name(to);
  if (to == b.box || !adjacent(s, b.box, to))
    out.push_back({"SK 11.11", name + " is not adjacent to " + s.map->box_name(b.box) + " (joined by a line)"});
  for (const auto& c : s.columns)
    if (c.box == to && enemy_of(s, factions, c.owner)) {
      out.push_back({"SK 11.11", name + " holds enemy columns (" + c.name + " of " + faction_name(c.owner) + ")"});
      break;
    }
  const CityBox* box = s.map->box(to);
  std::string holder = s.holder(to);
  if (box && box->recruiting && !holder.empty() && enemy_of(s, factions, holder))
    out.push_back({"SK 11.11", name + " is a recruiting city held by the enemy (" + faction_name(holder) + ")"});
  if (side == "defender")
    for (const auto& a : b.attacking)
      if (a.from == to) {
        out.push_back({"SK 11.11", "enemy columns came from " + name + " to join the battle"});
        break;
      }
  return out;
}

bool friendly_held(const SkState& s, const Battle& b, const std::string& side, const std::string& box) {
  return contains(side_factions(b, side), s.holder(box));
}

}  // namespace

std::vector<std::string> retreat_destinations(const SkState& s, const Battle& b, const std::string& side) {
  std::vector<std::string> all, friendly;
  if (rebels_in(side_factions(b, side))) return all;  // Rebels never retreat (17.2.8.1): beaten, they are dispersed
  for (const auto& n : neighbours(s, b.box))
    if (retreat_reasons(s, b, side, n).empty()) {
      all.push_back(n);
      if (friendly_held(s, b, side, n)) friendly.push_back(n);
    }
  return friendly.empty() ? all : friendly;
}

std::vector<Reason> check_battle_result(const SkState& s, const Battle& b, const battles::BattleResult& r) {
  Reasons out;
  if (b.setup.is_null()) return {{"SK 11.4", "battle " + b.id + " has not been sent to the table (sk.send_to_table)"}};
  battles::BattleSetup setup = stored_setup(s, b);
  for (auto& reason : battles::check_result(setup, r)) out.push_back(std::move(reason));
  if (r.ending == kWithdrewBefore)
    out.push_back({"SK 11.3.1", "a withdrawal before battle is made with sk.withdraw, not entered as a result"});
  if (r.winner != "attacker" && r.winner != "defender") {
    out.push_back(
        {"SK 11.11", "a battle has a winner, \"attacker\" or \"defender\": the side that retreats or concedes loses"});
    return out;
  }
  const std::string loser = other_side(r.winner);
  auto losers = side_factions(b, loser);
  std::string loser_name = side_name(b, loser);
  static const std::set<std::string> causes = {"", "fire", "melee", "eliminated_in_melee", "routed_by_melee"};
  for (const auto& u : r.units)
    for (const auto& l : u.losses)
      if (!causes.count(l.cause))
        out.push_back({"", "unknown cause \"" + l.cause + "\" for " + u.unit +
                               ": fire, melee, eliminated_in_melee, routed_by_melee or none"});
  auto captured = r.leaders_with("captured");
  for (const auto& id : r.leaders_with("killed"))
    if (contains(captured, id)) out.push_back({"", "officer " + id + " cannot be both killed and captured"});
  // Retreat (11.11, 17.2.8.1; with no legal retreat the umpire rules).
  if (rebels_in(losers)) {
    if (!r.retreat_to.empty()) out.push_back({"SK 17.2.8.1", "Rebels never retreat"});
  } else if (r.ending == kDestroyed) {
    if (!r.retreat_to.empty())
      out.push_back({"SK 11.11", "a destroyed (or surrendered) force does not retreat: leave retreat_to empty"});
  } else {
    auto candidates = retreat_destinations(s, b, loser);
    std::vector<std::string> names;
    for (const auto& c : candidates) names.push_back(s.map->box_name(c));
    if (candidates.empty()) {
      out.push_back({"SK 11.11", loser_name + " has no legal retreat from " + s.map->box_name(b.box) +
                                     ", and SK 11.11 does not say what follows: the umpire rules; the suggested "
                                     "default is that it surrenders (enter the ending \"destroyed\")"});
    } else if (r.retreat_to.empty()) {
      out.push_back({"SK 11.11", "the beaten side retreats: give retreat_to, one of " + and_list(names, " or ")});
    } else if (!s.map->box(r.retreat_to)) {
      out.push_back({"", "there is no box \"" + r.retreat_to + "\""});
    } else if (!contains(candidates, r.retreat_to)) {
      Reasons why = retreat_reasons(s, b, loser, r.retreat_to);
      if (why.empty())
        why.push_back(
            {"SK 11.11", s.map->box_name(r.retreat_to) +
                             " is not friendly-held, and a friendly-held box is open: " + and_list(names, " or ")});
      for (auto& w : why) out.push_back(std::move(w));
    }
  }
  // Fought well (22.13).
  if (auto well = r.marked(kFoughtWell); !well.empty()) {
    if (setting(s, kOptional22) == 0)
      out.push_back(
          {"SK 22.1",
           "the optional rules SK 22.11-22.14 are not in force (setting battles.optional_22): no stand \"fought well\""});
    else if (r.ending != kConceded)
      out.push_back({"SK 22.13", "stands \"fought well\" only when their side concedes during the battle"});
    for (const auto& id : well)
      if (const battles::Unit* u = setup.unit(id); u && u->side != loser)
        out.push_back({"SK 22.13", "stand " + id + " did not fight for the conceding side"});
  }
  return out;
}

}  // namespace umpire::sk
