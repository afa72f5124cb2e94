#include "soldier_king/supply.h"

#include <algorithm>
#include <deque>
#include <functional>
#include <map>
#include <set>

#include "soldier_king/factions.h"

namespace umpire::sk {

std::vector<Reason> check_magazine_placement(const SkState& s, const std::string& owner, const std::string& box) {
  std::vector<Reason> out;
  auto troops = hostile_troops(s, owner, box);
  if (!troops.empty())
    out.push_back({"G-23", "a magazine is not placed in a box holding hostile troops: " + faction_name(troops.front()) +
                               " troops are in " + s.map->box_name(box)});
  std::string h = s.holder(box);
  if (!h.empty() && h != owner && s.hostile(owner, h))
    out.push_back({"G-23", "a magazine is not placed in a box held by an enemy: " + s.map->box_name(box) +
                               " is held by " + faction_name(h)});
  return out;
}

namespace {

bool on(const SkState& s, const char* key) { return setting(s, key) != 0; }

// Breadth-first search from the magazine's box to the target; `blocked`
// collects the boxes that stopped it, with why, and `reached` the boxes the
// line could pass through.
std::optional<std::vector<std::string>> search(const SkState& s, const std::string& faction, const std::string& target,
                                               const Magazine& m, std::map<std::string, std::string>* blocked,
                                               std::set<std::string>* reached = nullptr) {
  if (!s.map->box(target) || !s.map->box(m.box)) return std::nullopt;
  if (!hostile_troops(s, faction, target).empty()) return std::nullopt;  // 9.3: not into an enemy-held box
  const LineIndex lines(*s.map);
  std::map<std::string, std::string> parent{{m.box, ""}};
  std::deque<std::string> queue{m.box};
  while (!queue.empty()) {
    std::string at = queue.front();
    queue.pop_front();
    if (at == target) {
      std::vector<std::string> path;
      for (std::string b = at; !b.empty(); b = parent[b]) path.push_back(b);
      std::reverse(path.begin(), path.end());
      return path;
    }
    // Every box after the magazine's own, except the target, must be passable.
    if (at != m.box) {
      std::string why = supply_block(s, faction, at);
      if (!why.empty()) {
        if (blocked) blocked->emplace(at, why);
        continue;
      }
    }
    if (reached) reached->insert(at);
    for (std::size_t i : lines.at(at)) {
      const std::string& next = s.map->lines[i].other(at);
      if (parent.emplace(next, at).second) queue.push_back(next);
    }
  }
  return std::nullopt;
}

}  // namespace

std::string supply_holder(const SkState& s, const std::string& box) {
  if (!s.turn.player.empty() && !s.turn.holders_at_start.empty()) {
    auto it = s.turn.holders_at_start.find(box);
    return it == s.turn.holders_at_start.end() ? "" : it->second;
  }
  return s.holder(box);
}

std::vector<std::string> hostile_troops(const SkState& s, const std::string& faction, const std::string& box) {
  std::set<std::string> out;
  for (const auto& c : s.columns)
    if (c.box == box && s.hostile(faction, c.owner)) out.insert(c.owner);
  for (const auto& g : s.garrisons)
    if (g.box == box && s.hostile(faction, g.owner)) out.insert(g.owner);
  return {out.begin(), out.end()};
}

std::string supply_block(const SkState& s, const std::string& faction, const std::string& box) {
  std::string h = supply_holder(s, box);
  if (h == kRebels) return "in Rebel hands";
  if (!h.empty() && h != faction) {
    auto f = s.relations.find(faction);
    bool allied = f != s.relations.end() && f->second.count(h) && f->second.at(h) == "allied";
    if (!(allied && on(s, kAlliedBoxesPassable))) return "held by " + faction_name(h);  // 9.4, G-14
  }
  auto troops = hostile_troops(s, faction, box);
  if (std::find(troops.begin(), troops.end(), kRebels) != troops.end()) return "in Rebel hands";  // 9.4, G-13
  if (!troops.empty()) {
    std::string names;
    for (const auto& t : troops) names += (names.empty() ? "" : " and ") + faction_name(t);
    return names + " troops there";
  }
  return "";
}

std::optional<std::vector<std::string>> supply_path(const SkState& s, const std::string& faction,
                                                    const std::string& target_box, const Magazine& m) {
  return search(s, faction, target_box, m, nullptr);
}

bool traces_supply(const SkState& s, const std::string& faction, const std::string& target_box, const Magazine& m) {
  return supply_path(s, faction, target_box, m).has_value();
}

std::vector<const Magazine*> usable_magazines(const SkState& s, const std::string& faction) {
  std::vector<const Magazine*> out;
  for (const auto& m : s.magazines) {
    bool user = false;
    std::string users = m.users;
    std::size_t start = 0;
    while (start <= users.size()) {
      std::size_t comma = users.find(',', start);
      std::string item = users.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
      item.erase(0, item.find_first_not_of(' '));
      item.erase(item.find_last_not_of(' ') + 1);
      if (item == faction) user = true;
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
    if (m.owner == faction || user) out.push_back(&m);
  }
  return out;
}

SupplyResult box_supply(const SkState& s, const std::string& faction, const std::string& box) {
  SupplyResult r;
  auto mags = usable_magazines(s, faction);
  if (mags.empty()) {
    r.why = "no magazine";
    return r;
  }
  std::map<std::string, std::string> blocked;
  std::set<std::string> reached;
  for (const Magazine* m : mags)
    if (auto path = search(s, faction, box, *m, &blocked, &reached)) {
      r.supplied = true;
      r.magazine = m->id;
      r.path = *path;
      return r;
    }
  // Name only the blocks that matter: those the box can be reached from
  // without going back through boxes a line already reaches (not dead ends).
  const LineIndex lines(*s.map);
  std::set<std::string> toward{box};
  std::deque<std::string> queue{box};
  while (!queue.empty()) {
    std::string at = queue.front();
    queue.pop_front();
    if (blocked.count(at) && at != box) continue;
    for (std::size_t i : lines.at(at)) {
      const std::string& next = s.map->lines[i].other(at);
      if (!reached.count(next) && toward.insert(next).second) queue.push_back(next);
    }
  }
  for (auto it = blocked.begin(); it != blocked.end();) it = toward.count(it->first) ? std::next(it) : blocked.erase(it);
  auto troops = hostile_troops(s, faction, box);
  if (!troops.empty()) {
    r.why = faction_name(troops.front()) + " troops in " + s.map->box_name(box) + " itself";
    return r;
  }
  if (blocked.empty()) {
    r.why = "no transport line joins " + s.map->box_name(box) + " to a magazine";
    return r;
  }
  r.why = "every route blocked at ";
  bool first = true;
  for (const auto& [b, why] : blocked) {
    r.why += (first ? "" : ", ") + s.map->box_name(b) + " (" + why + ")";
    first = false;
  }
  return r;
}

SupplyResult column_supply(const SkState& s, const Column& column) { return box_supply(s, column.owner, column.box); }

AttackPlan plan_attacks(const SkState& s, const std::string& faction) {
  AttackPlan plan;
  const auto& attacks = s.turn.attacks;
  plan.magazines.assign(attacks.size(), "");
  auto mags = usable_magazines(s, faction);
  bool any = on(s, kAttackAnyMagazine);
  // Candidates: for each attack, the magazines that may supply it.
  std::vector<std::vector<std::size_t>> candidates(attacks.size());
  std::vector<bool> needs(attacks.size(), false);
  for (std::size_t a = 0; a < attacks.size(); ++a) {
    const Attack& at = attacks[a];
    std::string target = s.map->box_name(at.target);
    if (at.exempt) continue;  // 9.5: it reopens its own supply line (umpire confirmed, G-14)
    needs[a] = true;
    std::set<std::string> launches(at.launches.begin(), at.launches.end());
    bool launch_failed = false;
    std::set<std::size_t> reach_any;
    for (const auto& l : launches) {
      bool reached = false;
      for (std::size_t i = 0; i < mags.size(); ++i)
        if (traces_supply(s, faction, l, *mags[i])) {
          reached = true;
          reach_any.insert(i);
        }
      if (!reached) {
        launch_failed = true;
        SupplyResult r = box_supply(s, faction, l);
        plan.reasons.push_back({"SK 9.4", "the attack on " + target + " is launched from " + s.map->box_name(l) +
                                              ", which traces no supply line: " + r.why});
      }
    }
    if (launch_failed) continue;
    if (any) {
      candidates[a].assign(reach_any.begin(), reach_any.end());
    } else {
      for (std::size_t i = 0; i < mags.size(); ++i) {
        bool all = std::all_of(launches.begin(), launches.end(),
                               [&](const std::string& l) { return traces_supply(s, faction, l, *mags[i]); });
        if (all) candidates[a].push_back(i);
      }
      if (candidates[a].empty()) {
        plan.reasons.push_back({"G-28", "no single magazine reaches every box the attack on " + target +
                                            " is launched from (SK 9.4)"});
        continue;
      }
    }
    if (!at.magazine.empty()) {
      auto& c = candidates[a];
      c.erase(std::remove_if(c.begin(), c.end(), [&](std::size_t i) { return mags[i]->id != at.magazine; }), c.end());
      if (c.empty())
        plan.reasons.push_back({"SK 9.4", "magazine " + at.magazine + " cannot supply the attack on " + target});
    }
  }
  if (!plan.reasons.empty()) return plan;
  // Maximum bipartite matching (augmenting paths): each attack its own magazine (9.2, 9.4).
  std::vector<int> owner_of(mags.size(), -1);
  std::function<bool(std::size_t, std::vector<bool>&)> augment = [&](std::size_t a, std::vector<bool>& seen) {
    for (std::size_t i : candidates[a]) {
      if (seen[i]) continue;
      seen[i] = true;
      if (owner_of[i] < 0 || augment(static_cast<std::size_t>(owner_of[i]), seen)) {
        owner_of[i] = static_cast<int>(a);
        return true;
      }
    }
    return false;
  };
  std::vector<std::string> unmatched;
  for (std::size_t a = 0; a < attacks.size(); ++a) {
    if (!needs[a]) continue;
    std::vector<bool> seen(mags.size(), false);
    if (!augment(a, seen)) unmatched.push_back(s.map->box_name(attacks[a].target));
  }
  for (std::size_t i = 0; i < mags.size(); ++i)
    if (owner_of[i] >= 0) plan.magazines[static_cast<std::size_t>(owner_of[i])] = mags[i]->id;
  if (!unmatched.empty()) {
    int n = static_cast<int>(std::count(needs.begin(), needs.end(), true));
    std::string list;
    for (const auto& u : unmatched) list += (list.empty() ? "" : ", ") + u;
    plan.reasons.push_back({"SK 9.2", std::to_string(n) + " attacks need " + std::to_string(n) +
                                          " different magazines, but no magazine is left for the attack on " + list +
                                          " (each attack is supplied by a different magazine, SK 9.4)"});
  }
  return plan;
}

std::vector<Reason> check_attacks(const SkState& s, const std::string& faction) {
  return plan_attacks(s, faction).reasons;
}

int foraging_capacity(const SkState& s, const std::string& box) {
  const CityBox* b = s.map->box(box);
  if (!b || !b->recruiting) return 0;
  return s.date.season == Season::Winter ? b->recruiting->captured : b->recruiting->ruled;
}

int attrition_dice(Season season) {
  switch (season) {
    case Season::Winter: return 3;
    case Season::Autumn: return 1;
    default: return 2;
  }
}

int out_of_supply_loss(const SkState& s, const std::vector<int>& faces) {
  int total = 0;
  if (!on(s, kAttritionPerDie)) {
    for (int f : faces) total += f;
    return std::max(0, total - 2);
  }
  bool clamp_sum = on(s, kAttritionClampSum);
  for (int f : faces) total += clamp_sum ? f - 2 : std::max(0, f - 2);
  return std::max(0, total);
}

BoxRoll box_roll(const SkState& s, const std::string& faction, const std::string& box) {
  BoxRoll r;
  bool any_marched = false, all_marched = true, raw = false;
  for (const auto& c : s.columns) {
    if (c.owner != faction || c.box != box) continue;
    ++r.columns;
    if (c.marches > 0) any_marched = true;
    else all_marched = false;
    for (const auto& st : c.stands)
      if (st.quality == Quality::Raw) raw = true;
  }
  if (on(s, kBoxRollGarrisons))
    for (const auto& g : s.garrisons) {
      if (g.owner != faction || g.box != box) continue;
      ++r.columns;
      all_marched = false;
      for (const auto& st : g.stands)
        if (st.quality == Quality::Raw) raw = true;
    }
  if (r.columns == 0) {
    r.dice = 0;
    return r;
  }
  r.dice = on(s, kBoxRollDiePerColumn) ? r.columns : 1;
  if (r.columns == 1) {
    r.modifier -= 1;
    r.terms.push_back("-1 only one column");
  }
  if (r.columns > 2) {
    r.modifier += r.columns - 2;
    r.terms.push_back("+" + std::to_string(r.columns - 2) + " for columns beyond the second");
  }
  if (on(s, kBoxRollAllMarched) ? all_marched : any_marched) {
    r.modifier += 1;
    r.terms.push_back("+1 marched this turn");
  }
  if (!raw) {
    r.modifier -= 1;
    r.terms.push_back("-1 no Raw troops");
  }
  return r;
}

int box_roll_loss(const BoxRoll& r, const std::vector<int>& faces) {
  int total = r.modifier;
  for (int f : faces) total += f;
  return std::max(0, total);
}

}  // namespace umpire::sk
