#include "1631/pursuit.h"

#include <algorithm>

#include "1631/area_status.h"
#include "1631/combat_result.h"
#include "1631/forces.h"

namespace umpire::flammes {

namespace {

using Reasons = std::vector<Reason>;

bool pursuit_listed(const std::vector<std::string>& ids, const std::string& id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

std::vector<std::string> pursuit_alive(const State& s, const std::vector<std::string>& ids) {
  std::vector<std::string> out;
  for (const auto& id : ids)
    if (const Unit* u = s.unit(id); u && u->on_map()) out.push_back(id);
  return out;
}

// The loser's own choice of who loses a step, else the program's: a Fresh unit
// first (it is not destroyed), infantry and cavalry before artillery; no
// artillery at all with the setting "losses.artillery_non_combat" off (1631 §7.7).
std::string pursuit_pick_loss(const State& s, const std::vector<std::string>& pool, bool artillery) {
  std::string best;
  int best_rank = 99;
  for (const auto& id : pool) {
    const Unit* u = s.unit(id);
    if (!u || !u->on_map() || !takes_non_combat_loss(*u, artillery)) continue;
    int rank = (u->fresh() ? 0 : 2) + (u->arm == Arm::Artillery ? 1 : 0);
    if (rank < best_rank) best = id, best_rank = rank;
  }
  return best;
}

// Takes `n` step losses from `pool`, the loser's named units first.
void pursuit_take_losses(State& s, int n, const std::vector<std::string>& pool, const std::vector<std::string>& named,
                         bool artillery, std::size_t& cursor, const std::string& why, const std::string& rule,
                         Reasons* problems, std::vector<Event>& events) {
  for (int i = 0; i < n; ++i) {
    std::string id;
    if (cursor < named.size()) {
      id = named[cursor++];
      const Unit* u = s.unit(id);
      if (!u || !pursuit_listed(pool, id) || !u->on_map()) {
        if (problems)
          problems->push_back({rule, (u ? u->name : "\"" + id + "\"") + " cannot take a step of " + why +
                                         ": it is not one of the loser's units still standing"});
        id = pursuit_pick_loss(s, pool, artillery);
      } else if (!takes_non_combat_loss(*u, artillery)) {
        if (problems)
          problems->push_back({rule + ", 1631 §7.7", u->name + " cannot take a step of " + why +
                                                         ": artillery takes none (setting "
                                                         "\"losses.artillery_non_combat\" off)"});
        id = pursuit_pick_loss(s, pool, artillery);
      }
    } else {
      id = pursuit_pick_loss(s, pool, artillery);
    }
    if (id.empty()) {  // nobody left to lose it; or only artillery, which the setting spares
      for (const auto& left : pool)
        if (const Unit* u = s.unit(left); u && u->on_map() && !takes_non_combat_loss(*u, artillery)) {
          events.push_back(artillery_spared("The pursuit (" + why + ")", n - i, rule + ", 1631 §7.7"));
          break;
        }
      return;
    }
    Unit& u = s.unit_mut(id);
    std::string before = describe(u);
    bool destroyed = lose_step(u);
    events.push_back({before + (destroyed ? " is destroyed" : " becomes Spent") + " (" + why + ")", rule});
  }
}

std::string pursuit_area_name(const State& s, const std::string& id) {
  return s.map->area(id) ? s.map->at(id).name : id;
}

}  // namespace

std::vector<std::string> default_evasion(const State& s, Side side, const std::string& from,
                                         const EvasionLimits& limits, const MoveReadings& readings) {
  if (limits.must_return) return {limits.attacker_left};
  for (const auto& a : s.map->neighbours(from))
    if (check_evasion(s, side, from, {a}, limits, readings).empty()) return {a};
  for (const auto& a : s.map->neighbours(from))
    for (const auto& b : s.map->neighbours(a))
      if (b != from && check_evasion(s, side, from, {a, b}, limits, readings).empty()) return {a, b};
  return {};
}

PursuitPlan pursuit_plan(const State& s, const CombatRecord& c, const PursuitSettings& set) {
  PursuitPlan p;
  if (c.winner.empty()) {
    p.kind = "none";
    return p;
  }
  p.loser = c.winner == "attacker" ? "defender" : "attacker";
  int lost_units = p.loser == "attacker" ? c.destroyed_attacker : c.destroyed_defender;
  int lost_foot = p.loser == "attacker" ? c.destroyed_foot_attacker : c.destroyed_foot_defender;
  std::string fought = c.fought.empty() ? c.situation : c.fought;
  p.limits.attacker_left = c.came_from;
  std::vector<std::string> force = pursuit_alive(s, c.units(p.loser));
  if (fought == "battle") {  // 1631 §7.9.1
    p.kind = "battle";
    p.artillery_lost = lost_units > 0;
    p.extra_losses = lost_foot;
    p.capture = true;
    p.evasion = true;
    p.limits.may_return = p.loser == "attacker";
    if (c.trigger == "relief" && p.loser == "attacker" && !set.relief_loss_literal) {
      // A beaten relief: the garrison's survivors go back inside (setting "combat.relief_loss_literal").
      p.garrison_stays = true;
      std::erase_if(force, [&](const std::string& id) { return pursuit_listed(c.garrison_units, id); });
    }
  } else if (fought == "siege_assault") {  // the first 1631 §7.9.2
    if (c.winner == "attacker") {
      p.kind = "siege_won";
      p.artillery_lost = lost_units > 0;
      p.extra_losses = lost_foot;
      p.capture = true;
      p.sack_roll = true;
      p.evasion = true;
    } else {
      p.kind = "siege_held";
      p.extra_losses = lost_units;
    }
  } else {  // the second 1631 §7.9.2: a River assault
    if (c.winner == "attacker") {
      p.kind = "river_won";
      p.evasion = true;
      p.may_garrison = true;
      p.besiege_choice = true;
    } else {
      p.kind = "river_held";
      p.evasion = true;
      p.back_across = true;
      p.limits.must_return = true;
      p.limits.may_return = true;
    }
  }
  if (p.evasion) p.evaders = force;
  return p;
}

void apply_pursuit(State& s, CombatRecord& c, const PursuitChoice& ch, Dice* dice, const PursuitSettings& set,
                   Reasons* problems, std::vector<Event>& events) {
  PursuitPlan p = pursuit_plan(s, c, set);
  const std::string where = s.map->at(c.area).name;
  if (p.kind == "none") {
    c.status = "closed";
    return;
  }
  Side loser = c.side(p.loser), victor = other(loser);
  if (set.pursuit_on_table) {  // the losses recorded are after the pursuit: only the moves and the rest follow
    p.artillery_lost = false;
    p.extra_losses = 0;
    events.push_back(
        {"The pursuit's losses were taken at the table (setting \"combat.pursuit_on_table\")", "1631 §7.9"});
  }
  std::vector<std::string> force = pursuit_alive(s, c.units(p.loser));
  std::size_t cursor = 0;
  // Artillery and extra losses (1631 §7.9.1; after a held siege the attacker's, the first 1631 §7.9.2).
  if (p.artillery_lost)
    for (const auto& id : force) {
      Unit& u = s.unit_mut(id);
      if (u.arm != Arm::Artillery || !u.on_map()) continue;
      std::string name = describe(u);
      u.steps = 1;
      lose_step(u);
      events.push_back({name + " is lost in the pursuit: the loser lost a unit", "1631 §7.9.1"});
    }
  std::string extra_rule = p.kind == "battle" ? "1631 §7.9.1" : "1631 §7.9.2";
  pursuit_take_losses(s, p.extra_losses, pursuit_alive(s, force), ch.losses, set.artillery_non_combat, cursor,
                      "an extra loss for each unit destroyed", extra_rule, problems, events);
  // The loser's commanders become Spent (1631 §7.9, §8).
  std::vector<std::string> chiefs;
  for (const auto& id : c.commanders(p.loser))
    if (Commander* k = s.commander(id) ? &s.commander_mut(id) : nullptr; k && !k->dead) {
      make_spent(s, *k);
      chiefs.push_back(id);
    }
  if (!chiefs.empty())
    events.push_back({"The " + c.side_words(p.loser) + "' commanders at " + where + " become Spent", "1631 §8"});
  // After a won River assault, beaten defenders may withdraw into their city (1631 §7.4: 4 units at most).
  std::vector<std::string> evaders = pursuit_alive(s, p.evaders);
  if (!ch.garrison.empty()) {
    if (!p.may_garrison) {
      if (problems) problems->push_back({"1631 §7.9", "only beaten River-assault defenders withdraw into a city"});
    } else if (owner(s, c.area) != loser) {
      if (problems) problems->push_back({"1631 §7.4", where + " has no city with a " + words(loser) + " marker"});
    } else {
      int inside = count_units(s, c.area, loser, true);
      for (const auto& id : ch.garrison) {
        if (!pursuit_listed(evaders, id)) {
          if (problems) problems->push_back({"1631 §7.4", "\"" + id + "\" is not one of the beaten defenders"});
          continue;
        }
        Unit& u = s.unit_mut(id);
        std::erase(evaders, id);
        if (inside >= 4 && set.garrison_limit) {  // setting "pursuit.garrison_limit"
          std::string name = describe(u);
          u.steps = 1;
          lose_step(u);
          events.push_back({name + " is destroyed: no room in the city (4 units)", "1631 §7.4"});
          continue;
        }
        ++inside;
        u.inside = true;
        events.push_back({describe(u) + " withdraws into " + where, "1631 §7.9.2"});
      }
    }
  }
  // The evasion (1631 §7.3), then one step in three units (1631 §7.9).
  if (p.evasion) {
    std::vector<std::string> path = ch.path;
    if (path.empty() && p.back_across) path = {c.came_from};
    bool stay = path.empty() && s.map->at(c.area).strategic();
    bool moved = false;
    if (!path.empty()) {
      Reasons why = check_evasion(s, loser, c.area, path, p.limits, set.readings);
      if (problems)
        for (auto& r : why) problems->push_back(r);
      if (p.back_across && path != std::vector<std::string>{c.came_from} && problems)
        problems->push_back({"1631 §7.9.2", "a beaten River-assault attacker evades back across the bridge, to " +
                                                pursuit_area_name(s, c.came_from)});
      moved = true;
    } else if (!stay && (!evaders.empty() || !chiefs.empty()) && can_evade(s, loser, c.area, p.limits, set.readings) &&
               problems) {
      problems->push_back({"1631 §7.9", "the loser can evade: name the areas it enters (\"path\")"});
    }
    int e = static_cast<int>(evaders.size());
    if (moved || stay) {
      std::string to = moved ? path.back() : c.area;
      for (const auto& id : evaders) {
        Unit& u = s.unit_mut(id);
        u.area = to, u.inside = false;
      }
      for (const auto& id : chiefs)
        if (Commander& k = s.commander_mut(id); !k.dead && (k.area == c.area)) {
          bool garrisoned = evaders.empty() && count_units(s, c.area, loser, true) > 0;
          if (garrisoned)
            k.inside = true;
          else
            k.area = to, k.inside = false;
        }
      if (e > 0)
        events.push_back(
            {unit_list(s, evaders) + (moved ? " evade to " + pursuit_area_name(s, to) : " stay in " + where),
             "1631 §7.3"});
      pursuit_take_losses(s, set.pursuit_on_table ? 0 : e / 3, evaders, ch.losses, set.artillery_non_combat, cursor,
                          "one step in three units evading", "1631 §7.3", problems, events);
    } else if (e > 0 || !chiefs.empty()) {
      // No legal evasion: beaten River-assault defenders withdraw into their city while there is room
      // (1631 §7.4, the second 1631 §7.9.2); the others are destroyed, and so are their commanders (1631 §7.3).
      int room = !p.may_garrison || owner(s, c.area) != loser ? 0
                 : set.garrison_limit                         ? 4 - count_units(s, c.area, loser, true)
                                                              : static_cast<int>(evaders.size());
      for (const auto& id : evaders) {
        Unit& u = s.unit_mut(id);
        if (room > 0) {
          --room;
          u.inside = true;
          events.push_back({describe(u) + " cannot evade and withdraws into " + where, "1631 §7.4"});
          continue;
        }
        std::string name = describe(u);
        u.steps = 1;
        lose_step(u);
        events.push_back({name + " cannot evade from " + where + " and is destroyed", "1631 §7.3"});
      }
      // Commanders with no unit left to evade join their side's garrison, if it holds the city (1631 §7.4).
      bool garrisoned = owner(s, c.area) == loser && count_units(s, c.area, loser, true) > 0;
      for (const auto& id : chiefs) {
        Commander& k = s.commander_mut(id);
        if (k.dead) continue;
        if (garrisoned && (evaders.empty() || p.may_garrison))
          k.inside = true;
        else
          commander_killed(s, k, set.gustav_death_immediate, events);
      }
    }
  }
  // Capture (1631 §7.9.1, §7.11) and the sack (the first 1631 §7.9.2).
  const City* city = s.city(c.area);
  bool hostile =
      city && (owner(s, c.area) == loser || (c.automatic && set.capture_unmarked && city->marker == Marker::None) ||
               // a neutral city beside the combat (setting "combat.capture_neutral"; 1631 §7.9.1 says "hostile")
               (set.capture_neutral && city->marker != Marker::None && !owner(s, c.area) &&
                area_status(s, c.area, victor) == AreaStatus::Neutral) ||
               // 1631 §7.5.1: the neutral city the Imperials besieged and assaulted
               (city->besieged_neutral && (c.fought.empty() ? c.situation : c.fought) == "siege_assault" &&
                c.attacker == Side::Imperial && c.winner == "attacker"));
  if (p.capture && hostile && s.tracks.phase != Phase::Over) {
    if (count_units(s, c.area, loser, true) > 0) {
      events.push_back({where + " is not taken: the " + c.side_words(p.loser) + " hold it" +
                            (p.garrison_stays ? " (setting \"combat.relief_loss_literal\" off)" : ""),
                        "1631 §7.10"});
    } else {
      int sp_before = city_sp(s, c.area);
      bool sacked = false;
      // The fortress's extra hit on the attacker (1631 §7.7) counts unless the setting says no.
      bool drop_extra = !set.sack_counts_fortress_hit && s.map->at(c.area).kind == AreaKind::Fortress;
      int hits = drop_extra ? std::max(0, c.hits_on_attacker - 1) : c.hits_on_attacker;
      if (p.sack_roll && sp_before > 1 && dice) {
        int roll = dice->d6("sack of " + where + ": sacked on a roll up to the " + std::to_string(hits) +
                            " hits the attacker suffered");
        sacked = roll <= hits;
        events.push_back({"Sack of " + where + ": rolls " + std::to_string(roll) + " against " + std::to_string(hits) +
                              (drop_extra ? " (the fortress's extra hit not counted: setting "
                                            "\"combat.sack_counts_fortress_hit\")"
                                          : "") +
                              (sacked ? ": sacked" : ": not sacked"),
                          "1631 §7.9.2"});
      } else if (p.sack_roll) {
        events.push_back({where + " gives " + std::to_string(sp_before) + " SP: no sack roll", "1631 §7.9.2"});
      }
      // Units the victor had inside step out (none in a Battle); the loser's leave with the evasion.
      capture_city(s, c.area, victor, sacked, events);
      if (sacked) {
        std::vector<std::string> spent;
        if (set.sack_refresh_army) {
          for (const auto& id : pursuit_alive(s, c.units(c.winner)))
            if (!s.unit(id)->fresh()) spent.push_back(id);
        } else {  // any Spent unit of the attacker's side (setting "combat.sack_refresh_army" off)
          for (const Unit& u : s.units)
            if (u.on_map() && !u.fresh() && side_of(s, u) == victor) spent.push_back(u.id);
        }
        std::vector<std::string> chosen;
        for (const auto& id : ch.refresh) {
          if (!pursuit_listed(spent, id)) {
            if (problems)
              problems->push_back({"1631 §7.9.2", "\"" + id + "\" is not a Spent unit of the assaulting " +
                                                      (set.sack_refresh_army ? "army" : "side")});
          } else if (!pursuit_listed(chosen, id)) {
            chosen.push_back(id);
          }
        }
        if (ch.refresh.empty()) chosen = spent;
        if (static_cast<int>(chosen.size()) > sp_before) chosen.resize(static_cast<std::size_t>(sp_before));
        for (const auto& id : chosen) s.unit_mut(id).steps = 2;
        if (!chosen.empty())
          events.push_back({unit_list(s, chosen) + " refreshed by the sack (up to " + std::to_string(sp_before) +
                                " units, the city's SP)",
                            "1631 §7.9.2"});
      }
    }
  }
  if (p.besiege_choice) {
    std::string text = ch.besiege ? "The " + c.side_words(c.winner) + " besiege " + where + " (not taken)"
                                  : "The " + c.side_words(c.winner) + " do not besiege " + where;
    if (city) events.push_back({text, "1631 §7.9.2"}), c.log.push_back(text);
  } else if (!ch.besiege && problems) {
    problems->push_back({"1631 §7.9.2", "only the winner of a River assault chooses whether to besiege"});
  }
  c.status = "closed";
}

}  // namespace umpire::flammes
