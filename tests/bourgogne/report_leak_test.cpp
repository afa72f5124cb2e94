// ARCHITECTURE promise 4 for Les Guerres de Bourgogne: its perturbations,
// registered with the leak harness (tests/support/leak_harness.h; run by
// tests/leak). A camp's report must stay byte-identical when what it may not
// see changes: the contents of any enemy stack (GdB 7.1: a unit's SS, a unit
// moved between two enemy stacks, a commander below a garrison), and in the
// umpired game (setting "knowledge") an enemy stack out of sight and the
// enemy's pool; it must change with its own stacks, the tracks and, in the
// open game, an enemy stack moved anywhere. The turn summary is public: no
// unit's SS or place may show in it; the VP and the markers do, and what
// changed in the turn (against the VP and markers as the turn began). Every camp's
// report and summary, in every format, is also searched for the enemy units'
// names and ids (forbidden_strings, view.h).
#include <doctest/doctest.h>

#include <algorithm>

#include "bourgogne/combat_state.h"
#include "bourgogne/forces.h"
#include "bourgogne/module.h"
#include "bourgogne/report.h"
#include "bourgogne/scenario.h"
#include "bourgogne/view.h"
#include "games.h"
#include "report/html.h"
#include "report/markdown.h"
#include "support/leak_harness.h"

using namespace umpire;
using namespace umpire::bourgogne;

namespace {

using leak::Rng;

State& gdb_edit(CampaignState& cs) { return leak::edit<State>(cs); }

const State& gdb_state(const CampaignState& cs) { return static_cast<const State&>(*cs.game); }

Camp gdb_camp(const std::string& recipient) { return camp_from(recipient).value_or(Camp::Burgundy); }

bool gdb_umpired(const CampaignState& cs) { return view_settings(cs).umpired; }

// ---- sample campaigns: the set-up with stacks scattered over the map

CampaignState gdb_sample(std::uint32_t seed) {
  static const State start = start_state();
  State s = start;
  Rng rng(seed);
  std::vector<std::string> zones;
  for (const auto& z : s.map->zones) zones.push_back(z.id);
  // A third of the units go somewhere else; some of the waiting arrive; a few go to the pool.
  for (auto& u : s.units) {
    if (u.where == Where::Waiting && rng() % 3 == 0)
      u.where = Where::Map, u.zone = leak::pick(zones, rng), u.ss = 2;
    else if (u.on_map() && rng() % 3 == 0)
      u.zone = leak::pick(zones, rng);
    if (u.on_map() && rng() % 8 == 0) to_pool(u);
    if (u.on_map() && u.type != UnitType::Ca && rng() % 4 == 0) u.ss = 1;
  }
  // Each commander joins one of his camp's units, on top (an army) or below (a garrison).
  for (auto& c : s.commanders)
    for (const auto& u : s.units)
      if (u.on_map() && camp_of(s, u) == camp_of(s, c) && rng() % 4 == 0) {
        c.where = Where::Map;
        c.zone = u.zone;
        c.on_top = rng() % 3 != 0;
        c.is_historical = rng() % 5 != 0;
        break;
      }
  // A battle where a Burgundian stack stands, against a Swiss unit brought there: recorded, or still to be
  // fought (then each camp has its battle sheet, GdB 9.5).
  if (seed % 2 == 0) {
    CombatRecord c;
    for (const auto& u : s.units)
      if (u.on_map() && camp_of(s, u) == Camp::Burgundy && (c.zone.empty() || u.zone == c.zone))
        c.zone = u.zone, c.attacking_units.push_back(u.id);
    for (auto& u : s.units)
      if (u.on_map() && camp_of(s, u) == Camp::Swiss && c.defending_units.size() < 2) {
        u.zone = c.zone;
        c.defending_units.push_back(u.id);
      }
    c.id = "c1-1", c.name = "Battle of " + zone_name(s, c.zone) + ", turn 1", c.turn = 1;
    c.phase = Phase::Burgundian, c.step = Step::Battles, c.kind = "battle", c.attacker = Camp::Burgundy;
    for (const auto& id : c.attacking_units) c.ss_attacker += s.unit(id)->ss;
    for (const auto& id : c.defending_units) c.ss_defender += s.unit(id)->ss;
    c.status = seed % 4 == 0 ? "open" : "recorded";
    if (c.status == "recorded") c.winner = rng() % 2 ? "attacker" : "defender", c.ending = "victory";
    put_combat(s, c);
  }
  s.tracks.vp[Camp::Burgundy] = static_cast<int>(rng() % 12);
  s.tracks.vp[Camp::Swiss] = static_cast<int>(rng() % 12);
  CampaignState cs;
  cs.core.game = kGameId;
  cs.core.seed = seed;
  cs.core.name = "Leak test";
  cs.core.settings = Json{{"knowledge", seed % 3 == 0 ? 0 : 1}};
  cs.game = std::make_shared<const State>(std::move(s));
  return cs;
}

// ---- what a camp may not see

// One of `which` units' SS flips (2 <-> 1); never a cannon's (1 SS only).
leak::Perturb gdb_ss_of(std::function<bool(const CampaignState&, const State&, const Unit&, Camp)> which) {
  return [which](CampaignState& cs, const std::string& recipient, Rng& rng) {
    const State& s0 = gdb_state(cs);
    std::vector<std::string> ids;
    for (const auto& u : s0.units)
      if (u.on_map() && u.type != UnitType::Ca && which(cs, s0, u, gdb_camp(recipient))) ids.push_back(u.id);
    if (ids.empty()) return false;
    Unit& u = gdb_edit(cs).unit_mut(leak::pick(ids, rng));
    u.ss = u.ss == 2 ? 1 : 2;
    return true;
  };
}

bool gdb_enemy(const State& s, const Unit& u, Camp camp) { return camp_of(s, u) == other(camp); }

// An enemy unit from a stack of two units or more to another zone where the enemy has a stack:
// the stacks stand where they stood, only their contents change (GdB 7.1).
bool gdb_between_enemy_stacks(CampaignState& cs, const std::string& recipient, Rng& rng) {
  Camp enemy = other(gdb_camp(recipient));
  const State& s0 = gdb_state(cs);
  std::vector<std::string> zones = zones_of(s0, enemy), from, to;
  for (const auto& z : zones) {
    Stack st = stack_of(s0, z, enemy);
    if (st.units.size() >= 2) from.push_back(z);
    if (!st.units.empty()) to.push_back(z);
  }
  if (from.empty() || to.size() < 2) return false;
  std::string a = leak::pick(from, rng), b = leak::pick(to, rng);
  if (a == b) return false;
  State& s = gdb_edit(cs);
  s.unit_mut(stack_of(s, a, enemy).units.back()->id).zone = b;
  return true;
}

// An enemy commander who does not top an army (below a garrison, or below another): his side flips.
bool gdb_hidden_commander(CampaignState& cs, const std::string& recipient, Rng& rng) {
  Camp enemy = other(gdb_camp(recipient));
  const State& s0 = gdb_state(cs);
  std::vector<std::string> ids;
  for (const auto& c : s0.commanders)
    if (c.on_map() && camp_of(s0, c) == enemy && !c.on_top && !stack_of(s0, c.zone, enemy).units.empty())
      ids.push_back(c.id);
  if (ids.empty()) return false;
  Commander& c = gdb_edit(cs).commander_mut(leak::pick(ids, rng));
  c.is_historical = !c.is_historical;
  return true;
}

// Umpired: an enemy unit where the camp sees nothing moves to another zone it does not see.
bool gdb_far_unit_moved(CampaignState& cs, const std::string& recipient, Rng& rng) {
  if (!gdb_umpired(cs)) return false;
  Camp camp = gdb_camp(recipient);
  const State& s0 = gdb_state(cs);
  auto seen = watched_zones(s0, camp);
  std::vector<std::string> ids, to;
  for (const auto& u : s0.units)
    if (u.on_map() && gdb_enemy(s0, u, camp) && !leak::listed(seen, u.zone)) ids.push_back(u.id);
  for (const auto& z : s0.map->zones)
    if (!leak::listed(seen, z.id)) to.push_back(z.id);
  if (ids.empty() || to.size() < 2) return false;
  State& s = gdb_edit(cs);
  Unit& u = s.unit_mut(leak::pick(ids, rng));
  std::string where = leak::pick(to, rng);
  if (where == u.zone) return false;
  u.zone = where;
  return true;
}

// Umpired: a unit of the enemy's on the map goes to its pool where the camp does not see it
// (its stack keeps another unit: no stack vanishes).
bool gdb_enemy_pool(CampaignState& cs, const std::string& recipient, Rng& rng) {
  if (!gdb_umpired(cs)) return false;
  Camp camp = gdb_camp(recipient), enemy = other(camp);
  const State& s0 = gdb_state(cs);
  auto seen = watched_zones(s0, camp);
  std::vector<std::string> ids;
  for (const auto& u : s0.units)
    if (u.on_map() && gdb_enemy(s0, u, camp) && !leak::listed(seen, u.zone) &&
        stack_of(s0, u.zone, enemy).units.size() >= 2)
      ids.push_back(u.id);
  if (ids.empty()) return false;
  to_pool(gdb_edit(cs).unit_mut(leak::pick(ids, rng)));
  return true;
}

// ---- what it may see

// The open game: an enemy unit moves to a zone where nobody stands.
bool gdb_open_enemy_moved(CampaignState& cs, const std::string& recipient, Rng& rng) {
  if (gdb_umpired(cs)) return false;
  Camp camp = gdb_camp(recipient);
  const State& s0 = gdb_state(cs);
  std::vector<std::string> ids, empty;
  for (const auto& u : s0.units)
    if (u.on_map() && gdb_enemy(s0, u, camp)) ids.push_back(u.id);
  for (const auto& z : s0.map->zones)
    if (stack_of(s0, z.id, Camp::Burgundy).empty() && stack_of(s0, z.id, Camp::Swiss).empty()) empty.push_back(z.id);
  if (ids.empty() || empty.empty()) return false;
  gdb_edit(cs).unit_mut(leak::pick(ids, rng)).zone = leak::pick(empty, rng);
  return true;
}

bool gdb_vp_moved(CampaignState& cs, const std::string&, Rng& rng) {
  gdb_edit(cs).tracks.vp[rng() % 2 ? Camp::Burgundy : Camp::Swiss] += 1 + static_cast<int>(rng() % 3);
  return true;
}

// An objective's control marker turns (GdB 6.1): on the map for all to see.
bool gdb_marker_turned(CampaignState& cs, const std::string&, Rng& rng) {
  const State& s0 = gdb_state(cs);
  std::vector<std::string> objectives;
  for (const auto& z : s0.map->zones)
    if (z.objective()) objectives.push_back(z.id);
  if (objectives.empty()) return false;
  State& s = gdb_edit(cs);
  ZoneState& z = s.zone_mut(leak::pick(objectives, rng));
  z.marker = z.marker == Camp::Swiss ? Camp::Burgundy : Camp::Swiss;
  return true;
}

// The VP as the turn began (the summary tells the turn's change against them): public, on the track.
bool gdb_turn_start_vp(CampaignState& cs, const std::string&, Rng& rng) {
  const State& s0 = gdb_state(cs);
  if (!s0.sequence.contains("turn_start")) return false;
  State& s = gdb_edit(cs);
  s.sequence["turn_start"]["vp"][rng() % 2 ? "burgundy" : "swiss"] = -1 - static_cast<int>(rng() % 3);
  return true;
}

// One of the battle's units' SS flips: the sheet's own camp's (`own`) or the enemy's. Never the umpire's sheet.
leak::Perturb gdb_sheet_ss(bool own) {
  return [own](CampaignState& cs, const std::string& recipient, Rng& rng) {
    const auto [combat, role] = leak::combat_recipient(recipient);
    if (role != "attacker" && role != "defender") return false;
    auto c = find_combat(gdb_state(cs), combat);
    if (!c) return false;
    std::vector<std::string> ids;
    for (const auto& id : c->units(own ? role : (role == "attacker" ? "defender" : "attacker")))
      if (const Unit* u = gdb_state(cs).unit(id); u && u->on_map() && u->type != UnitType::Ca) ids.push_back(id);
    if (ids.empty()) return false;
    Unit& u = gdb_edit(cs).unit_mut(leak::pick(ids, rng));
    u.ss = u.ss == 2 ? 1 : 2;
    return true;
  };
}

leak::Subject bourgogne_subject() {
  leak::Subject sub;
  sub.game = kGameId;
  sub.module = module();
  sub.sample = gdb_sample;
  sub.samples = 45;
  sub.pdf_samples = 2;
  // The report: a stack's contents, in both modes (GdB 7.1).
  sub.add(false, "an enemy unit's SS, in any stack", "report",
      gdb_ss_of([](const CampaignState&, const State& s, const Unit& u, Camp camp) { return gdb_enemy(s, u, camp); }),
      40, 20);
  sub.add(false, "an enemy unit moved between two enemy stacks", "report", gdb_between_enemy_stacks, 20, 10);
  sub.add(false, "an enemy commander below the top of his stack", "report", gdb_hidden_commander, 10, 5);
  // The umpired game: what stands out of sight.
  sub.add(false, "an enemy unit out of sight moved where the camp does not see", "report", gdb_far_unit_moved, 15, 5);
  sub.add(false, "a unit of the enemy's, out of sight, to its pool", "report", gdb_enemy_pool, 10, 5);
  // What it may see.
  sub.add(true, "its own unit's SS", "report",
      gdb_ss_of([](const CampaignState&, const State& s, const Unit& u, Camp camp) { return camp_of(s, u) == camp; }),
      40, 0);
  sub.add(true, "the open game: an enemy unit moved to an empty zone", "report", gdb_open_enemy_moved, 10, 0);
  sub.add(true, "the VP", "report", gdb_vp_moved, 40, 0);
  // The turn summary: public facts only.
  sub.add(false, "summary: any unit's SS", "summary",
      gdb_ss_of([](const CampaignState&, const State&, const Unit&, Camp) { return true; }), 40, 0);
  sub.add(false, "summary: an enemy stack's contents", "summary", gdb_between_enemy_stacks, 20, 0);
  sub.add(true, "summary: the VP", "summary", gdb_vp_moved, 40, 0);
  sub.add(true, "summary: an objective's marker", "summary", gdb_marker_turned, 20, 0);
  sub.add(true, "summary: the VP as the turn began", "summary", gdb_turn_start_vp, 20, 0);
  sub.add(false, "summary: an enemy unit out of sight moved where the camp does not see", "summary",
          gdb_far_unit_moved, 10, 0);
  // The battle sheet: a camp's sheet shows its own forces only, whatever the setting (GdB 7.1).
  sub.add(false, "battle sheet: an enemy unit's SS in the battle", "battle_sheet", gdb_sheet_ss(false), 10, 5);
  sub.add(true, "battle sheet: its own unit's SS in the battle", "battle_sheet", gdb_sheet_ss(true), 10, 0);
  return sub;
}

const leak::Registration gdb_registration(bourgogne_subject);

}  // namespace

TEST_CASE("Les Guerres de Bourgogne's report and summary pass the leak harness, open and umpired") {
  GameRegistry games;
  register_shipped_games(games);
  const report::ReportProvider* provider = report::report_providers().find(kGameId);
  REQUIRE(provider != nullptr);
  leak::Result r = leak::check_briefly(bourgogne_subject(), *provider, 18);
  CHECK_MESSAGE(r.ok(), r.summary());
  CHECK(r.checked["report"] > 0);
  CHECK(r.checked["summary"] > 0);
}

TEST_CASE("GdB 7.1: no camp's report or summary, in any format, names an enemy unit it may not know") {
  GameRegistry games;
  register_shipped_games(games);
  const report::ReportProvider* provider = report::report_providers().find(kGameId);
  REQUIRE(provider != nullptr);
  int checked = 0, sheets = 0;
  for (std::uint32_t seed = 0; seed < 12; ++seed) {
    CampaignState cs = gdb_sample(seed);
    for (Camp camp : kCamps) {
      auto forbidden = forbidden_strings(gdb_state(cs), view_settings(cs), camp);
      REQUIRE_FALSE(forbidden.empty());
      std::vector<const report::Handout*> handouts{&provider->turn_report};
      for (const auto& h : provider->handouts) handouts.push_back(&h);
      for (const auto* h : handouts) {
        // A battle sheet goes to a camp's side of a combat ("c1-1:attacker"); the others to the camp.
        std::vector<std::string> recipients;
        if (h->id == "battle_sheet") {
          for (const auto& r : h->recipients(cs))
            if (r.first.find(":umpire") == std::string::npos &&
                h->players_of(cs, r.first) == std::vector<std::string>{to_string(camp)})
              recipients.push_back(r.first);
        } else {
          recipients.push_back(to_string(camp));
          ++checked;
        }
        for (const auto& recipient : recipients) {
          report::Document doc = h->write(cs, recipient);
          std::string text = report::to_markdown(doc) + report::to_html(doc);
          auto leaks = leaked_strings(text, forbidden);
          CHECK_MESSAGE(leaks.empty(), h->id << " for " << recipient << ", seed " << seed << ": " << leaks.front());
          if (h->id == "battle_sheet") ++sheets;
        }
      }
    }
  }
  CHECK(checked == 12 * 2 * 2);
  CHECK(sheets == 3 * 2);  // seeds 0, 4, 8 have a battle to fight: a sheet for each camp
}

TEST_CASE("the leak harness catches a camp's report that shows the enemy's stacks' contents") {
  GameRegistry games;
  register_shipped_games(games);
  // A planted leak: the report written from the enemy's view (its stacks whole).
  report::ReportProvider leaky;
  leaky.game_id = kGameId;
  leaky.turn_report = report::make_handout(
      "report", "Report",
      [](const CampaignState& cs, const std::string& recipient) {
        return camp_view_for(cs, to_string(other(gdb_camp(recipient))));
      },
      render_report);
  leaky.turn_report.recipients = [](const CampaignState&) {
    return report::Recipients{{"burgundy", "Burgundians"}, {"swiss", "Swiss"}};
  };
  leaky.turn_report.not_ready = [](const CampaignState&, const std::string&) { return std::string(); };
  leak::Subject subject = bourgogne_subject();
  subject.samples = 6;
  subject.pdf_samples = 0;
  std::erase_if(subject.perturbations, [](const leak::Perturbation& p) { return p.handout != "report" || p.visible; });
  for (auto& p : subject.perturbations) p.at_least = 0, p.seen_by_others_at_least = 0;
  leak::Result r = leak::check(subject, leaky);
  CHECK_FALSE(r.failures.empty());
  // And the forbidden strings see it too.
  CampaignState cs = gdb_sample(1);
  report::Document doc = leaky.turn_report.write(cs, "swiss");
  CHECK_FALSE(leaked_strings(report::to_markdown(doc), forbidden_strings(gdb_state(cs), view_settings(cs), Camp::Swiss))
                  .empty());
}
