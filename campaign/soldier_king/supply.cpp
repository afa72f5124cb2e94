#include "soldier_king/supply.h"

#include <algorithm>
#include <deque>
#include <functional>
#include <map>
#include <set>
#include <unordered_map>

#include "soldier_king/factions.h"

namespace umpire::sk {

std::vector<Reason> check_magazine_placement(const SkState& s, const std::string& owner, const std::string& box) {
  std::vector<Reason> out;
  auto troops = hostile_troops(s, owner, box);
  if (!troops.empty())
    out.push_back({"SK 9.2", "a magazine is not placed in a box holding hostile troops (umpire's ruling): " +
                                 faction_name(troops.front()) + " troops are in " + s.map->box_name(box)});
  std::string h = s.holder(box);
  if (!h.empty() && h != owner && s.hostile(owner, h))
    out.push_back({"SK 9.2", "a magazine is not placed in a box held by an enemy (umpire's ruling): " +
                                 s.map->box_name(box) + " is held by " + faction_name(h)});
  return out;
}

namespace {

bool on(const SkState& s, const char* key) { return setting(s, key) != 0; }

// Why a box blocks the supply line, given the hostile troops there (9.3, 9.4).
std::string block_text(const SkState& s, const std::string& faction, const std::string& box,
                       const std::vector<std::string>& troops);

}  // namespace

// The factions with troops hostile to one faction, box by box: one look at
// every column and garrison instead of one per box a search takes.
class TroopIndex {
 public:
  TroopIndex(const SkState& s, const std::string& faction) {
    std::map<std::string, std::set<std::string>> at;
    for (const auto& c : s.columns)
      if (s.hostile(faction, c.owner)) at[c.box].insert(c.owner);
    for (const auto& g : s.garrisons)
      if (s.hostile(faction, g.owner)) at[g.box].insert(g.owner);
    for (auto& [box, owners] : at) troops_[box] = {owners.begin(), owners.end()};
  }
  const std::vector<std::string>& at(const std::string& box) const {
    static const std::vector<std::string> none;
    auto it = troops_.find(box);
    return it == troops_.end() ? none : it->second;
  }

 private:
  std::unordered_map<std::string, std::vector<std::string>> troops_;
};

// The supply line's rules as the map graph's search rules: any transport line
// in either direction (9.3); every box but the line's own start must be
// passable (9.4). What blocks a box is worked out once per box.
class SupplyRules {
 public:
  SupplyRules(const SkState& s, std::string faction)
      : s_(s), faction_(std::move(faction)), troops_(s, faction_), known_(s.map->boxes.size(), 0), why_(s.map->boxes.size()) {}
  const std::string& why(NodeIx n) const {
    auto i = static_cast<std::size_t>(n);
    if (!known_[i]) {
      const std::string& box = s_.map->boxes[i].id;
      why_[i] = block_text(s_, faction_, box, troops_.at(box));
      known_[i] = 1;
    }
    return why_[i];
  }
  SearchRules rules() const {
    SearchRules r;
    r.may_pass = [this](NodeIx n) { return why(n).empty(); };
    return r;
  }
  const TroopIndex& troops() const { return troops_; }

 private:
  const SkState& s_;
  const std::string faction_;
  TroopIndex troops_;
  mutable std::vector<char> known_;
  mutable std::vector<std::string> why_;
};

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

namespace {

std::string block_text(const SkState& s, const std::string& faction, const std::string& box,
                       const std::vector<std::string>& troops) {
  std::string h = supply_holder(s, box);
  if (h == kRebels) return "in Rebel hands";
  if (!h.empty() && h != faction) {
    auto f = s.relations.find(faction);
    bool allied = f != s.relations.end() && f->second.count(h) && f->second.at(h) == "allied";
    if (!(allied && on(s, kAlliedBoxesPassable))) return "held by " + faction_name(h);  // 9.4, G-14
  }
  if (std::find(troops.begin(), troops.end(), kRebels) != troops.end()) return "in Rebel hands";  // 9.4, G-13
  if (!troops.empty()) {
    std::string names;
    for (const auto& t : troops) names += (names.empty() ? "" : " and ") + faction_name(t);
    return names + " troops there";
  }
  return "";
}

}  // namespace

std::string supply_block(const SkState& s, const std::string& faction, const std::string& box) {
  return block_text(s, faction, box, hostile_troops(s, faction, box));
}

// Breadth-first from the magazine's box, stopping at the target.
std::optional<std::vector<std::string>> supply_path(const SkState& s, const std::string& faction,
                                                    const std::string& target_box, const Magazine& m) {
  const MapGraph& g = s.map->graph();
  NodeIx target = g.node_ix(target_box), start = g.node_ix(m.box);
  if (target == kNoNode || start == kNoNode) return std::nullopt;
  if (!hostile_troops(s, faction, target_box).empty()) return std::nullopt;  // 9.3: not into an enemy-held box
  const SupplyRules rules(s, faction);
  SearchTree t = g.reach(start, rules.rules(), target);
  if (!t.reached(target)) return std::nullopt;
  return g.ids(t.path_to(target));
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
  return SupplyPass(s, faction, box).at(box);
}

// One breadth-first search per usable magazine, in their order, each over the
// boxes no earlier magazine reached (MapGraph::reach_from, FirstListed): a box
// is supplied by the first magazine whose line reaches it, along that
// magazine's own line, as when each magazine was searched in turn.
SupplyPass::SupplyPass(const SkState& s, const std::string& faction) : SupplyPass(s, faction, std::string()) {}

SupplyPass::SupplyPass(const SkState& s, const std::string& faction, const std::string& only)
    : s_(&s), faction_(faction), mags_(usable_magazines(s, faction)), rules_(std::make_shared<SupplyRules>(s, faction_)) {
  const MapGraph& g = s.map->graph();
  std::vector<NodeIx> starts;
  for (const Magazine* m : mags_) starts.push_back(g.node_ix(m->box));
  NodeIx stop = only.empty() ? kNoNode : g.node_ix(only);
  tree_ = g.reach_from(starts, rules_->rules(), SourceOrder::FirstListed, stop);
}

SupplyResult SupplyPass::at(const std::string& box) const {
  const SkState& s = *s_;
  const MapGraph& g = s.map->graph();
  SupplyResult r;
  if (mags_.empty()) {
    r.why = "no magazine";
    return r;
  }
  NodeIx n = g.node_ix(box);
  const auto& troops = rules_->troops().at(box);
  if (n != kNoNode && troops.empty() && tree_.reached(n)) {
    r.supplied = true;
    r.magazine = mags_[static_cast<std::size_t>(tree_.source[static_cast<std::size_t>(n)])]->id;
    r.path = g.ids(tree_.path_to(n));
    return r;
  }
  if (!troops.empty()) {
    r.why = faction_name(troops.front()) + " troops in " + s.map->box_name(box) + " itself";
    return r;
  }
  auto blocked = blocks_toward(n);
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

// Name only the blocks that matter: those the box can be reached from
// without going back through boxes a line already reaches (not dead ends).
std::map<std::string, std::string> SupplyPass::blocks_toward(NodeIx box) const {
  std::map<std::string, std::string> out;
  if (box == kNoNode) return out;
  const MapGraph& g = s_->map->graph();
  std::vector<char> toward(g.nodes.size(), 0);
  toward[static_cast<std::size_t>(box)] = 1;
  std::deque<NodeIx> queue{box};
  while (!queue.empty()) {
    NodeIx at = queue.front();
    queue.pop_front();
    auto i = static_cast<std::size_t>(at);
    if (at != box && tree_.refused[i]) {
      out.emplace(g.nodes[i].id, rules_->why(at));
      continue;
    }
    for (EdgeIx e : g.incident(at)) {
      NodeIx next = g.other(e, at);
      if (next == kNoNode) continue;
      auto j = static_cast<std::size_t>(next);
      if (!tree_.passed[j] && !toward[j]) {
        toward[j] = 1;
        queue.push_back(next);
      }
    }
  }
  return out;
}

SupplyResult column_supply(const SkState& s, const Column& column) { return box_supply(s, column.owner, column.box); }

SupplyResult SupplyPasses::column(const Column& c) {
  auto it = passes_.find(c.owner);
  if (it == passes_.end()) it = passes_.emplace(c.owner, SupplyPass(*s_, c.owner)).first;
  return it->second.at(c.box);
}

namespace {

using Magazines = std::vector<const Magazine*>;

// The magazines (indices into `mags`) that may supply one attack, with the
// reasons it can have none (SK 9.4): a launch box that traces no supply line;
// with one common magazine per attack (not setting supply.attack_any_magazine),
// none reaching every launch box; the magazine the player named unable to.
std::vector<std::size_t> attack_candidates(const SkState& s, const std::string& faction, const Attack& at,
                                           const Magazines& mags, bool any, std::vector<Reason>& reasons) {
  std::vector<std::size_t> out;
  std::string target = s.map->box_name(at.target);
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
      reasons.push_back({"SK 9.4", "the attack on " + target + " is launched from " + s.map->box_name(l) +
                                       ", which traces no supply line: " + r.why});
    }
  }
  if (launch_failed) return out;
  if (any) {
    out.assign(reach_any.begin(), reach_any.end());
  } else {
    for (std::size_t i = 0; i < mags.size(); ++i) {
      bool all = std::all_of(launches.begin(), launches.end(),
                             [&](const std::string& l) { return traces_supply(s, faction, l, *mags[i]); });
      if (all) out.push_back(i);
    }
    if (out.empty()) {
      reasons.push_back({"SK 9.4", "no single magazine reaches every box the attack on " + target +
                                       " is launched from (one common magazine: setting supply.attack_any_magazine is "
                                       "off)"});
      return out;
    }
  }
  if (!at.magazine.empty()) {
    out.erase(std::remove_if(out.begin(), out.end(), [&](std::size_t i) { return mags[i]->id != at.magazine; }),
              out.end());
    if (out.empty()) reasons.push_back({"SK 9.4", "magazine " + at.magazine + " cannot supply the attack on " + target});
  }
  return out;
}

// Maximum bipartite matching (augmenting paths): each attack its own magazine
// (9.2, 9.4). Fills plan.magazines; a reason when some attack is left without.
void match_magazines(const SkState& s, const Magazines& mags, const std::vector<std::vector<std::size_t>>& candidates,
                     const std::vector<bool>& needs, AttackPlan& plan) {
  const auto& attacks = s.turn.attacks;
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
}

}  // namespace

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
    if (attacks[a].exempt) continue;  // 9.5: it reopens its own supply line (umpire confirmed, G-14)
    needs[a] = true;
    candidates[a] = attack_candidates(s, faction, attacks[a], mags, any, plan.reasons);
  }
  if (!plan.reasons.empty()) return plan;
  match_magazines(s, mags, candidates, needs, plan);
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
