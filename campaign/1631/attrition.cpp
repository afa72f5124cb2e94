#include "1631/attrition.h"

#include <algorithm>
#include <map>

#include "1631/forces.h"

namespace umpire::flammes {

std::vector<Reason> check_losses(const State& s, const std::vector<std::string>& candidates,
                                 const std::vector<std::string>& named, const std::string& rule, bool artillery) {
  std::vector<Reason> out;
  for (const auto& id : named) {
    const Unit* u = s.unit(id);
    if (!u)
      out.push_back({"", "there is no unit \"" + id + "\""});
    else if (std::find(candidates.begin(), candidates.end(), id) == candidates.end())
      out.push_back({rule, u->name + " is not with the army: only its units take these losses"});
    else if (!takes_non_combat_loss(*u, artillery))
      out.push_back({rule + ", 1631 §7.7", u->name + " is artillery: it takes no step loss outside combat (setting "
                                                     "\"losses.artillery_non_combat\" off)"});
  }
  return out;
}

namespace {

// The default order: lower is first to lose a step.
int loss_rank(const Unit& u) {
  int arm = u.arm == Arm::Infantry ? 0 : u.arm == Arm::Cavalry ? 1 : 2;
  return (u.fresh() ? 0 : 3) + arm;
}

}  // namespace

void take_losses(State& s, const std::vector<std::string>& candidates, int n, const std::vector<std::string>& named,
                 const std::string& why, const std::string& rule, std::vector<Event>& events, bool artillery) {
  if (n <= 0) return;
  std::vector<std::string> hit;
  int spared = 0;  // losses left to artillery alone, the setting off
  std::size_t next_named = 0;
  std::map<std::string, int> taken;
  for (int k = 0; k < n; ++k) {
    std::string pick;
    while (next_named < named.size() && pick.empty()) {
      const std::string& id = named[next_named++];
      const Unit* u = s.unit(id);
      if (u && u->on_map() && takes_non_combat_loss(*u, artillery) &&
          std::find(candidates.begin(), candidates.end(), id) != candidates.end())
        pick = id;
    }
    if (pick.empty()) {
      const Unit* best = nullptr;
      for (const auto& id : candidates) {
        const Unit* u = s.unit(id);
        if (!u || !u->on_map() || !takes_non_combat_loss(*u, artillery)) continue;
        auto better = [&](const Unit* a, const Unit* b) {  // fewer losses so far, then the default order
          if (taken[a->id] != taken[b->id]) return taken[a->id] < taken[b->id];
          return loss_rank(*a) < loss_rank(*b);
        };
        if (!best || better(u, best)) best = u;
      }
      if (!best) {  // nobody left to lose a step; artillery, when the setting spares it
        for (const auto& id : candidates)
          if (const Unit* u = s.unit(id); u && u->on_map() && !takes_non_combat_loss(*u, artillery)) spared = n - k;
        break;
      }
      pick = best->id;
    }
    ++taken[pick];
    Unit& u = s.unit_mut(pick);
    bool gone = lose_step(u);
    hit.push_back(u.name + (gone ? " is destroyed" : " becomes Spent"));
  }
  std::string text = why + ": " + std::to_string(n) + (n == 1 ? " step lost" : " steps lost");
  if (!hit.empty()) {
    text += " (";
    for (std::size_t i = 0; i < hit.size(); ++i) text += (i ? ", " : "") + hit[i];
    text += ")";
  }
  events.push_back({text, rule});
  if (spared > 0) events.push_back(artillery_spared(why, spared, rule + ", 1631 §7.7"));
}

}  // namespace umpire::flammes
