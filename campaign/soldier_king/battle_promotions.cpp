#include "soldier_king/battles.h"

#include <algorithm>

#include "soldier_king/battles_internal.h"
#include "soldier_king/factions.h"
#include "soldier_king/promotion.h"

// Combat promotions after a battle (SK 12.4.2, 17.2.8.2).

namespace umpire::sk {

using namespace battle_detail;

std::string column_side(const Battle& b, const std::string& column) {
  if (b.setup.is_null()) return "";
  for (const auto& f : b.setup["formations"])
    if (f["id"] == column) return f["side"].get<std::string>();
  return "";
}

int promotions_allowed(const Battle& b, const std::string& side) {
  if (b.status != "fought" || b.result.is_null()) return 0;
  std::string winner = b.result["winner"].get<std::string>();
  if (winner.empty()) return 0;
  auto mine = side_factions(b, side), theirs = side_factions(b, other_side(side));
  if (side != winner) return 1;                         // 12.4.2: the loser picks one
  if (rebels_in(theirs) && !rebels_in(mine)) return 1;  // 17.2.8.2: a player beating Rebels picks one
  return 2;                                             // the winner two (winning Rebels too)
}

int promotions_left(const Battle& b, const std::string& side) {
  auto it = b.promotions.find(side);
  int used = it == b.promotions.end() ? 0 : static_cast<int>(it->second.size());
  return std::max(0, promotions_allowed(b, side) - used);
}

namespace {

struct Outcome3 {
  bool engaged = false, exhaustion = false, collapse = false;
};

Outcome3 outcome_of(const SkState& s, const Battle& b, const std::string& column) {
  Outcome3 o;
  if (b.result.is_null()) return o;
  battles::BattleResult r = stored_result(b);
  battles::BattleSetup setup = stored_setup(s, b);
  if (const battles::FormationOutcome* f = r.formation(column)) o.engaged = f->engaged;
  o.exhaustion = r.has_mark(column, kReachedExhaustion);
  o.collapse = r.has_mark(column, kMoraleCollapse);
  // A column that took casualties was engaged (12.4.2) even if not marked so.
  o.engaged = o.engaged || engaged_by_losses(setup, r, column);
  return o;
}

bool raw_free(const Column& c) {
  return std::none_of(c.stands.begin(), c.stands.end(), [](const Stand& st) { return st.quality == Quality::Raw; });
}

}  // namespace

std::vector<Reason> check_combat_promotion(const SkState& s, const Battle& b, const std::string& column,
                                           const std::string& m6_stand) {
  if (b.status == "withdrawn")
    return {{"SK 11.3.1", "a withdrawal before battle does not count as a victory for promoting troops"}};
  if (b.status != "fought") return {{"SK 12.4.2", "battle " + b.id + " has no result yet"}};
  std::string side = column_side(b, column);
  if (side.empty()) return {{"SK 12.4.2", "column " + column + " did not take part in battle " + b.id}};
  const Column* c = s.column(column);
  if (!c && s.garrison(column)) return {{"SK 12.4.2", column + " is a garrison: combat promotions go to columns"}};
  if (!c) return {{"SK 12.4.2", "column " + column + " no longer exists"}};
  Reasons out;
  std::string who = side_name(b, side) + (b.result["winner"] == side ? " (winner)" : " (loser)");
  if (promotions_left(b, side) == 0)
    out.push_back(
        {"SK 12.4.2", who + " has picked its " + plural(promotions_allowed(b, side), "column") + " for this battle"});
  auto it = b.promotions.find(side);
  if (it != b.promotions.end() && contains(it->second, column))
    out.push_back({"SK 12.4.2", c->name + " was already picked for this battle"});
  auto target = promotion_target(*c);
  Outcome3 o = outcome_of(s, b, column);
  if (target == Quality::Experienced && !o.engaged)
    out.push_back({"SK 12.4.2",
                   c->name + " was not engaged (it neither caused nor took casualties): no promotion to Experienced"});
  if (target == Quality::Veteran) {
    if (rebels_in(side_factions(b, side))) {
      out.push_back({"SK 17.2.8.2", "Rebels are never promoted to Veteran"});
    } else {
      bool all_experienced = true;
      for (const auto& f : b.setup["formations"])
        if (f["side"] == side)
          if (const Column* other = s.column(f["id"].get<std::string>())) all_experienced &= raw_free(*other);
      if (all_experienced && !o.engaged)
        out.push_back({"SK 12.4.2", c->name + " was not engaged: no promotion to Veteran"});
      if (!all_experienced && !(o.engaged && o.exhaustion && !o.collapse))
        out.push_back({"SK 12.4.2",
                       "not every column of " + side_name(b, side) + " present is Experienced: " + c->name +
                           " rises to Veteran only if engaged and it went into exhaustion without a morale collapse"});
    }
  }
  for (auto& r : check_promotion(s, *c, true)) out.push_back(std::move(r));
  if (!m6_stand.empty()) {
    bool found = std::any_of(c->stands.begin(), c->stands.end(), [&](const Stand& st) { return st.id == m6_stand; });
    if (!found)
      out.push_back({"", "stand " + m6_stand + " is not in " + c->name});
    else if (target != Quality::Veteran)
      out.push_back({"SK 12.4.2", "a stand rises to morale 6 only when its column becomes Veteran"});
  }
  return out;
}

std::vector<PromotionChoice> promotions_available(const SkState& s) {
  std::vector<PromotionChoice> out;
  for (const auto& b : s.battles) {
    if (!of_this_turn(s, b) || b.status != "fought") continue;
    for (const std::string side : {"attacker", "defender"}) {
      int left = promotions_left(b, side);
      if (left == 0) continue;
      PromotionChoice p{b.id, side, left, {}};
      bool any_left = false;  // beaten Rebels are dispersed (17.2.8.2): nothing of theirs is left to pick
      for (const auto& f : b.setup["formations"]) {
        std::string id = f["id"].get<std::string>();
        if (f["side"] != side || !s.column(id)) continue;
        any_left = true;
        if (check_combat_promotion(s, b, id, "").empty()) p.columns.push_back(id);
      }
      if (any_left || !rebels_in(side_factions(b, side))) out.push_back(std::move(p));
    }
  }
  return out;
}

std::string promotions_offered(const SkState& s, bool name_none) {
  std::string out;
  for (const auto& p : promotions_available(s)) {
    if (p.left <= 0 || (p.columns.empty() && !name_none)) continue;
    const Battle* b = find_battle(s, p.battle);
    std::string who = (b ? side_name(*b, p.side) : p.side) + " " + std::to_string(p.left) + " combat promotion" +
                      (p.left == 1 ? "" : "s");
    std::string names;
    for (const auto& id : p.columns)
      if (const Column* c = s.column(id)) names += (names.empty() ? "" : ", ") + c->name;
    out += (out.empty() ? "" : ", ") + who +
           (p.columns.empty() ? " (none of its columns qualifies)"
                              : " (sk.combat_promotion, battle " + p.battle + ": " + names + ")");
  }
  return out;
}

}  // namespace umpire::sk
