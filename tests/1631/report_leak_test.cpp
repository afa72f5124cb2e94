// ARCHITECTURE promise 4 for 1631: its perturbations, registered with the leak
// harness (tests/support/leak_harness.h; run by tests/leak). In the umpired
// variant (setting "knowledge") a side's report must stay byte-identical when
// anything it may not see changes (an enemy force far from its troops, the
// steps of units inside an enemy city, an enemy commander's state seen from a
// neighbouring area, the enemy's reserves) and must change with what it may
// see (its own units, an enemy in contact, the tracks); in the open game the
// far enemy is seen too. The turn summary is public: no unit's steps or place
// may show in it, the tracks and the markers do.
#include <doctest/doctest.h>

#include <algorithm>

#include "1631/combat.h"
#include "1631/combat_state.h"
#include "1631/forces.h"
#include "1631/module.h"
#include "1631/report.h"
#include "1631/scenario.h"
#include "1631/view.h"
#include "games.h"
#include "support/leak_harness.h"

using namespace umpire;
using namespace umpire::flammes;

namespace {

using leak::Rng;

State& edit(CampaignState& cs) { return leak::edit<State>(cs); }

Side recipient_side(const std::string& recipient) {
  return recipient == "imperial" ? Side::Imperial : Side::Swedish;
}

using leak::listed;
using leak::pick;

// ---- sample campaigns: the set-up with some units walked about

CampaignState sample(std::uint32_t seed) {
  static const State start = start_state();
  State s = start;
  Rng rng(seed);
  for (auto& u : s.units) {
    if (!u.on_map() || u.inside || rng() % 3 != 0) continue;
    for (int steps = 1 + static_cast<int>(rng() % 3); steps > 0; --steps) {
      auto next = s.map->neighbours(u.area);
      if (!next.empty()) u.area = pick(next, rng);
    }
  }
  for (auto& c : s.commanders)  // each commander joins one of his side's units, or stays
    for (const auto& u : s.units)
      if (u.on_map() && !u.inside && side_of(s, u) == side_of(s, c) && rng() % 4 == 0) {
        c.area = u.area;
        c.inside = false;
        c.fresh = rng() % 2 == 0;
        break;
      }
  for (auto& u : s.units)
    if (u.where == Where::Track && rng() % 2 == 0) u.box = 2 + static_cast<int>(rng() % 8);
  if (seed % 7 == 3) s.tracks.saxony_allied = true;
  s.tracks.diplomacy = static_cast<int>(rng() % 3);
  std::vector<Event> events;
  update_sieges(s, events);
  // A combat waiting to be fought where the Swedes stand: an Imperial field unit comes to meet them.
  for (const auto& u : s.units)
    if (u.on_map() && u.nation == Nation::Swedish && !u.inside && !s.map->at(u.area).strategic()) {
      for (auto& enemy : s.units)
        if (enemy.on_map() && !enemy.inside && enemy.nation == Nation::Imperial && enemy.area != u.area) {
          enemy.area = u.area;
          CombatOpening o;
          o.area = u.area;
          o.attacker = Side::Swedish;
          o.situation = "battle";
          o.attacking_units = {u.id};
          o.defending_units = {enemy.id};
          o.last_line = "road";
          o.trigger = "engage";
          open_combat(s, o, events);
          break;
        }
      break;
    }
  CampaignState cs;
  cs.core.game = kGameId;
  cs.core.seed = seed;
  cs.core.name = "Leak test";
  cs.core.settings = Json{{"knowledge", seed % 4 == 0 ? 0 : 1}};
  if (seed % 5 == 2) cs.core.settings["knowledge.garrisons_watch"] = 1;
  if (seed % 3 == 1) cs.core.settings["labels.names"] = 1;
  cs.game = std::make_shared<const State>(std::move(s));
  return cs;
}

// ---- what a side may or may not see

// Applies `change` to a copy of the state; kept only when the change moved no
// public track and started or ended no siege attrition (those are public:
// the SP and VP markers, 1631 §2.4, §9.2.1).
bool quietly(CampaignState& cs, const std::function<bool(State&)>& change) {
  const auto& before = static_cast<const State&>(*cs.game);
  State s = before;
  if (!change(s)) return false;
  std::vector<Event> events;
  update_sieges(s, events);
  if (!events.empty() || swedish_vp(s) != swedish_vp(before) ||
      supply_points(s, Side::Swedish) != supply_points(before, Side::Swedish) ||
      supply_points(s, Side::Imperial) != supply_points(before, Side::Imperial))
    return false;
  cs.game = std::make_shared<const State>(std::move(s));
  return true;
}

std::vector<std::string> watched(const CampaignState& cs, Side side) {
  ViewSettings v = view_settings(cs);
  return watched_areas(static_cast<const State&>(*cs.game), side, v.garrisons_watch);
}

std::vector<std::string> presence(const CampaignState& cs, Side side) {
  ViewSettings v = view_settings(cs);
  return presence_areas(static_cast<const State&>(*cs.game), side, v.garrisons_watch);
}

bool umpired(const CampaignState& cs) { return view_settings(cs).umpired; }

// Another party's unit in the field where the viewer cannot see it, moved to
// another such area (not a strategic one: those count for VP, 1631 §9.4.1).
bool far_unit_moved(CampaignState& cs, const std::string& recipient, Rng& rng) {
  if (!umpired(cs)) return false;
  Side side = recipient_side(recipient);
  auto seen = watched(cs, side);
  return quietly(cs, [&](State& s) {
    std::vector<Unit*> far;
    for (auto& u : s.units)
      if (u.on_map() && !u.inside && side_of(s, u) != side && !listed(seen, u.area)) far.push_back(&u);
    std::vector<std::string> to;
    for (const auto& a : s.map->areas)
      if (!a.strategic() && !listed(seen, a.id)) to.push_back(a.id);
    if (far.empty() || to.size() < 2) return false;
    Unit& u = *pick(far, rng);
    std::string where = pick(to, rng);
    if (where == u.area || s.map->at(u.area).strategic()) return false;
    u.area = where;
    return true;
  });
}

// A unit's steps, Fresh ↔ Spent.
void flip(Unit& u) { u.steps = u.steps == 2 ? 1 : 2; }

// `which(state, unit)` chooses the units; one of them flips.
leak::Perturb steps_of(std::function<bool(const CampaignState&, const State&, const Unit&, Side)> which) {
  return [which](CampaignState& cs, const std::string& recipient, Rng& rng) {
    Side side = recipient_side(recipient);
    const auto& s0 = static_cast<const State&>(*cs.game);
    std::vector<std::string> ids;
    for (const auto& u : s0.units)
      if (u.on_map() && which(cs, s0, u, side)) ids.push_back(u.id);
    if (ids.empty()) return false;
    flip(edit(cs).unit_mut(pick(ids, rng)));
    return true;
  };
}

bool others(const State& s, const Unit& u, Side side) { return side_of(s, u) != side; }

// An enemy commander seen from a neighbouring area: Fresh ↔ Spent.
bool near_commander_state(CampaignState& cs, const std::string& recipient, Rng& rng) {
  if (!umpired(cs)) return false;
  Side side = recipient_side(recipient);
  auto seen = watched(cs, side), here = presence(cs, side);
  const auto& s0 = static_cast<const State&>(*cs.game);
  std::vector<std::string> ids;
  for (const auto& c : s0.commanders)
    if (!c.dead && side_of(s0, c) != side && listed(seen, c.area) && !listed(here, c.area)) ids.push_back(c.id);
  if (ids.empty()) return false;
  Commander& c = edit(cs).commander_mut(pick(ids, rng));
  c.fresh = !c.fresh;
  return true;
}

// The enemy's reserves and recruits: a unit on the turn track arrives at another box.
bool enemy_reserve_box(CampaignState& cs, const std::string& recipient, Rng& rng) {
  if (!umpired(cs)) return false;
  Side side = recipient_side(recipient);
  const auto& s0 = static_cast<const State&>(*cs.game);
  std::vector<std::string> ids;
  for (const auto& u : s0.units)
    if (u.where == Where::Track && controller(s0, u.nation) == other(side)) ids.push_back(u.id);
  if (ids.empty()) return false;
  Unit& u = edit(cs).unit_mut(pick(ids, rng));
  u.box = u.box % 10 + 1;
  return true;
}

// Visible: one of its own units in the field steps to a neighbouring area.
bool own_unit_moved(CampaignState& cs, const std::string& recipient, Rng& rng) {
  Side side = recipient_side(recipient);
  State& s = edit(cs);
  std::vector<Unit*> own;
  for (auto& u : s.units)
    if (u.on_map() && !u.inside && side_of(s, u) == side && !s.map->neighbours(u.area).empty()) own.push_back(&u);
  if (own.empty()) return false;
  Unit& u = *pick(own, rng);
  u.area = pick(s.map->neighbours(u.area), rng);
  std::vector<Event> events;
  update_sieges(s, events);
  return true;
}

bool diplomacy_moved(CampaignState& cs, const std::string&, Rng& rng) {
  edit(cs).tracks.diplomacy += 1 + static_cast<int>(rng() % 2);
  return true;
}

// Visible to all: a city with a Swedish or Imperial marker changes hands.
bool city_changes_hands(CampaignState& cs, const std::string&, Rng& rng) {
  State& s = edit(cs);
  std::vector<std::string> held;
  for (const auto& [area, city] : s.cities)
    if (city.marker == Marker::Swedish || city.marker == Marker::Imperial) held.push_back(area);
  if (held.empty()) return false;
  City& c = s.city_mut(pick(held, rng));
  c.marker = c.marker == Marker::Swedish ? Marker::Imperial : Marker::Swedish;
  return true;
}

// ---- the combat cards: recipients "c1:attacker", "c1:defender", "c1:umpire"

struct CardRole {
  std::optional<CombatRecord> combat;
  std::string role;
};
CardRole card_role(const CampaignState& cs, const std::string& recipient) {
  const leak::CombatRecipient r = leak::combat_recipient(recipient);
  if (r.combat.empty()) return {};
  return {find_combat(static_cast<const State&>(*cs.game), r.combat), r.role};
}

// One of the combat's units flips Fresh ↔ Spent: the recipient's own side's (`own`) or the other side's.
leak::Perturb card_unit_steps(bool own) {
  return [own](CampaignState& cs, const std::string& recipient, Rng& rng) {
    CardRole r = card_role(cs, recipient);
    if (!r.combat || r.role == "umpire") return false;
    if (!own && !umpired(cs)) return false;  // the open game shows both sides' forces
    std::string role = own ? r.role : (r.role == "attacker" ? "defender" : "attacker");
    auto ids = r.combat->units(role);
    if (ids.empty()) return false;
    Unit& u = edit(cs).unit_mut(pick(ids, rng));
    if (!u.on_map()) return false;
    flip(u);
    return true;
  };
}

leak::Subject flammes_subject() {
  leak::Subject sub;
  sub.game = kGameId;
  sub.module = module();
  sub.sample = sample;
  sub.samples = 60;
  sub.pdf_samples = 2;
  // The report, umpired: what the side may not see.
  sub.add(false, "an enemy unit far from its troops, moved where it cannot see", "report", far_unit_moved, 20, 10);
  sub.add(false, "an enemy unit's steps, far from its troops", "report",
      steps_of([](const CampaignState& cs, const State& s, const Unit& u, Side side) {
        return umpired(cs) && others(s, u, side) && !listed(watched(cs, side), u.area);
      }),
      20, 10);
  sub.add(false, "an enemy unit's steps inside its city, even in contact", "report",
      steps_of([](const CampaignState& cs, const State& s, const Unit& u, Side side) {
        return umpired(cs) && others(s, u, side) && u.inside;
      }),
      20, 0);
  sub.add(false, "an enemy unit's steps, one line from its troops", "report",
      steps_of([](const CampaignState& cs, const State& s, const Unit& u, Side side) {
        return umpired(cs) && others(s, u, side) && !u.inside && listed(watched(cs, side), u.area) &&
               !listed(presence(cs, side), u.area);
      }),
      20, 10);
  sub.add(false, "an enemy commander's state, seen from a neighbouring area", "report", near_commander_state, 10, 5);
  sub.add(false, "the enemy's reserves on the turn track", "report", enemy_reserve_box, 20, 10);
  // What it may see.
  sub.add(true, "its own unit's steps", "report", steps_of([](const CampaignState&, const State& s, const Unit& u, Side side) {
        return side_of(s, u) == side;
      }),
      40, 0);
  sub.add(true, "its own unit moved to a neighbouring area", "report", own_unit_moved, 40, 0);
  sub.add(true, "an enemy unit's steps in contact", "report",
      steps_of([](const CampaignState& cs, const State& s, const Unit& u, Side side) {
        return others(s, u, side) && !u.inside && listed(presence(cs, side), u.area);
      }),
      20, 0);
  sub.add(true, "the open game: an enemy unit's steps far from its troops", "report",
      steps_of([](const CampaignState& cs, const State& s, const Unit& u, Side side) {
        return !umpired(cs) && others(s, u, side) && !listed(watched(cs, side), u.area);
      }),
      5, 0);
  sub.add(true, "the diplomacy track", "report", diplomacy_moved, 40, 0);
  // The turn summary: no unit's steps or place; the tracks and the markers.
  sub.add(false, "summary: any unit's steps", "summary",
      steps_of([](const CampaignState&, const State&, const Unit&, Side) { return true; }), 40, 0);
  sub.add(false, "summary: a unit moved where no track changes", "summary", far_unit_moved, 10, 0);
  sub.add(true, "summary: the diplomacy track", "summary", diplomacy_moved, 40, 0);
  sub.add(true, "summary: a city changes hands", "summary", city_changes_hands, 40, 0);
  // The combat card: in the umpired game a side's card shows its own forces only (the umpire's shows both).
  sub.add(false, "combat card: the enemy's unit in the combat, umpired", "combat_card", card_unit_steps(false), 20, 10);
  sub.add(true, "combat card: its own unit in the combat", "combat_card", card_unit_steps(true), 20, 0);
  return sub;
}

const leak::Registration registration(flammes_subject);

}  // namespace

TEST_CASE("1631's report and summary pass the leak harness in both the open and the umpired game") {
  GameRegistry games;
  register_shipped_games(games);
  const report::ReportProvider* provider = report::report_providers().find(kGameId);
  REQUIRE(provider != nullptr);
  leak::Result r = leak::check_briefly(flammes_subject(), *provider, 24);
  CHECK_MESSAGE(r.ok(), r.summary());
  CHECK(r.checked["report"] > 0);
  CHECK(r.checked["summary"] > 0);
  CHECK(r.checked["combat_card"] > 0);
}
