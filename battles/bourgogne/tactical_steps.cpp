// The steps around the fighting: deployment (GdB 9.5.2), the markers (9.5.3,
// 9.5.5), the random event (9.5.4, T2), tactical movement (9.5.9) and the
// attacker's choice to go on (9.5.10).
#include <algorithm>
#include <functional>

#include "bourgogne/tactical_procedure.h"

namespace umpire::bourgogne_battle {

namespace {

using Sz = std::size_t;
const Counter& unit_of(const BattleState& st, int u) { return st.s->counters[static_cast<Sz>(u)]; }

std::vector<int> side_units(const BattleState& st, int side) {
  std::vector<int> out;
  for (std::size_t u = 0; u < st.pieces.size(); ++u)
    if (st.pieces[u].side == side && st.pieces[u].ss > 0) out.push_back(static_cast<int>(u));
  return out;
}

// The doctrine's deployment: the melee units in the 1st line, the short-range
// shooters on the wings, the Archers in the 2nd line, shooters moved into the
// 1st line while its minimum is not met.
std::vector<int> doctrine_deployment(const BattleState& st, int side, int minimum) {
  std::vector<int> zones(st.pieces.size(), -1);
  int wing = 0, l1 = 0;
  auto units = side_units(st, side);
  for (int u : units) {
    const auto& c = unit_of(st, u);
    if (!c.shooter()) {
      zones[static_cast<Sz>(u)] = kL1;
      l1 += st.pieces[static_cast<Sz>(u)].ss;
    } else if (c.type == "Ar") {
      zones[static_cast<Sz>(u)] = kL2;
    } else {
      zones[static_cast<Sz>(u)] = (wing++ % 2) ? kWR : kWL;
    }
  }
  for (int pass = 0; pass < 2 && l1 < minimum; ++pass)
    for (int u : units)
      if (l1 < minimum && zones[static_cast<Sz>(u)] != kL1 && (pass == 1 || unit_of(st, u).type != "Ar")) {
        zones[static_cast<Sz>(u)] = kL1;
        l1 += st.pieces[static_cast<Sz>(u)].ss;
      }
  return zones;
}

void deploy_side(BattleState& st, int side, Decisions& decisions, Said& say) {
  auto units = side_units(st, side);
  int total = 0;
  for (int u : units) total += st.pieces[static_cast<Sz>(u)].ss;
  int minimum = (total + 1) / 3;  // round(SS / 3): SS / 3 never ends in .5 (GdB 9.5.2)
  st.ss_at_start[side] = total;
  st.l1_minimum[side] = minimum;
  auto plan = doctrine_deployment(st, side, minimum);
  std::string name = side_name(st, side);
  DecisionRequest how;
  if (!decisions.takes_advice()) {  // the words only for a choice someone sees or records
    how.label = "the " + name + " deploy (GdB 9.5.2): the doctrine's deployment or each unit in turn";
    how.side = kSideIds[side];
    how.side_name = name;
    std::vector<std::string> words;
    for (int u : units) words.push_back(unit_of(st, u).name + " " + kZoneIds[plan[static_cast<Sz>(u)]]);
    how.options = {{"doctrine", "As the doctrine proposes: " + join_words(words)}, {"by_unit", "Place each unit"}};
  }
  how.advice = "doctrine";
  bool by_unit = decisions.choose(how) == "by_unit";
  int l1 = 0, left = total, placed = 0;
  for (int u : units) {
    int ss = st.pieces[static_cast<Sz>(u)].ss;
    int zone = plan[static_cast<Sz>(u)];
    if (by_unit) {
      DecisionRequest r;
      r.label = "the " + name + " place " + unit_of(st, u).name + " (unit " + std::to_string(placed + 1) + " of " +
                std::to_string(units.size()) + ") (GdB 9.5.2)";
      r.side = kSideIds[side];
      r.side_name = name;
      bool forced = l1 + (left - ss) < minimum;  // the 1st line needs this unit for its minimum
      for (int z = 0; z < kRZ; ++z)
        if (!forced || z == kL1) r.options.push_back({kZoneIds[z], zone_name(st, {side, z})});
      r.advice = forced ? "L1" : kZoneIds[zone];
      zone = zone_index(decisions.choose(r));
    }
    st.pieces[static_cast<Sz>(u)].place = {side, zone};
    if (zone == kL1) l1 += ss;
    left -= ss;
    ++placed;
  }
  for (std::size_t c = 0; c < st.chiefs.size(); ++c) {
    if (st.s->commanders[c].side != side || st.chiefs[c].pool) continue;
    int zone = kL1;
    if (by_unit) {
      DecisionRequest r;
      r.label = "the " + name + " place " + chief_name(st, static_cast<int>(c)) + " (GdB 9.5.2)";
      r.side = kSideIds[side];
      r.side_name = name;
      for (int z = 0; z < kRZ; ++z) r.options.push_back({kZoneIds[z], zone_name(st, {side, z})});
      r.advice = "L1";
      zone = zone_index(decisions.choose(r));
    }
    st.chiefs[c].place = {side, zone};
  }
  std::vector<std::string> per_zone;
  for (int z = 0; z < kRZ && say.on; ++z) {
    std::vector<std::string> here;
    for (int u : units_at(st, {side, z})) here.push_back(unit_of(st, u).name);
    for (int c : chiefs_at(st, {side, z})) here.push_back(chief_name(st, c));
    if (!here.empty()) per_zone.push_back(std::string(kZoneIds[z]) + ": " + join_words(here));
  }
  if (say.on)
    say("The " + name + " deploy " + std::to_string(total) + " SS, at least " + std::to_string(minimum) +
          " in the 1st line (" + std::to_string(l1) + "): " + join_words(per_zone),
      "GdB 9.5.2");
  elect_army_commander(st, side, &decisions, say);
}

}  // namespace

void deploy(BattleState& st, Decisions& decisions, Said& say) {
  deploy_side(st, 1, decisions, say);  // the defender first (GdB 9.5.2)
  deploy_side(st, 0, decisions, say);
  bool eligible = st.ss_at_start[0] >= 10 && st.ss_at_start[1] >= 10;
  say(std::string("Both camps have ") + (eligible ? "10 SS or more: the victor scores 2 VP" : "not both 10 SS: no VP"),
      "GdB 9.5.13");
  st.phase = kMarkers;
}

// ---- markers

namespace {

// Every way of taking `k` of `items`, in their order, joined with "+".
void combinations(const std::vector<std::string>& items, std::size_t k, std::vector<std::vector<std::string>>& out) {
  std::vector<std::string> pick;
  std::function<void(std::size_t)> rec = [&](std::size_t from) {
    if (pick.size() == k) {
      out.push_back(pick);
      return;
    }
    for (std::size_t i = from; i < items.size(); ++i) {
      pick.push_back(items[i]);
      rec(i + 1);
      pick.pop_back();
    }
  };
  rec(0);
}

std::string joined_id(const std::vector<std::string>& ids) {
  std::string out;
  for (const auto& id : ids) out += (out.empty() ? "" : "+") + id;
  return out;
}

// How well a marker fits the camp's force (the doctrine).
int marker_fit(const BattleState& st, int side, const std::string& m) {
  int own[kUnitKinds] = {}, foe[kUnitKinds] = {};  // by UnitKind: Ar Cr Cu Ca Ga Ch Hb Pi
  for (std::size_t u = 0; u < st.pieces.size(); ++u) {
    if (st.pieces[u].ss <= 0 || st.s->counters[u].kind < 0) continue;
    (st.pieces[u].side == side ? own : foe)[st.s->counters[u].kind] += st.pieces[u].ss;
  }
  bool rain = st.weather == "rain";
  if (m == "charge") return 3 * (own[4] + own[5]);
  if (m == "rain_of_arrows") return 3 * own[0];
  if (m == "harassment") return 2 * (own[1] + (rain ? 0 : own[2]));
  if (m == "battery") return rain ? 0 : 2 * own[3];
  if (m == "clash") return own[7] && foe[7] ? own[7] - foe[7] + 2 : 0;
  if (m == "cut_and_thrust") return own[6] && foe[7] ? 2 * foe[7] : 0;
  if (m == "ditch") return 2 * (foe[4] + foe[5]);
  if (m == "hedge") return foe[0] + foe[1] + foe[2] + foe[3];
  return 0;
}

std::vector<std::string> best_fitting(const BattleState& st, int side, const std::vector<std::string>& from,
                                      std::size_t k) {
  std::vector<std::pair<int, std::size_t>> fit;  // (-fit, position): the best first, the camp's order on a tie
  for (std::size_t i = 0; i < from.size(); ++i) fit.push_back({-marker_fit(st, side, from[i]), i});
  std::sort(fit.begin(), fit.end());
  std::vector<bool> taken(from.size(), false);
  for (std::size_t i = 0; i < std::min(k, fit.size()); ++i) taken[fit[i].second] = true;
  std::vector<std::string> ordered;  // back in the camp's order
  for (std::size_t i = 0; i < from.size(); ++i)
    if (taken[i]) ordered.push_back(from[i]);
  return ordered;
}

}  // namespace

// GdB 9.5.3: each camp takes TC markers of its 7, secretly.
void choose_markers(BattleState& st, Decisions& decisions, Said& say) {
  for (int side : {1, 0}) {
    auto mine = tables().camp_markers(camp_of(st, side));
    std::size_t k = std::min<std::size_t>(static_cast<std::size_t>(std::max(0, tc_of(st, side))), mine.size());
    if (k == 0) {
      say("The " + side_name(st, side) + " have no TC: they take no marker", "GdB 9.5.3");
      continue;
    }
    DecisionRequest r;
    std::vector<std::vector<std::string>> combos;
    const bool words = !decisions.takes_advice();  // else the answer is the advice: no options to list
    if (words) {
      r.label =
          "the " + side_name(st, side) + " choose " + std::to_string(k) + " tactical markers in secret (GdB 9.5.3)";
      r.side = kSideIds[side];
      r.side_name = side_name(st, side);
      r.secret = true;
      combinations(mine, k, combos);
      for (const auto& c : combos) r.options.push_back({joined_id(c), marker_list(c)});
    }
    std::vector<std::string> best = best_fitting(st, side, mine, k);
    r.advice = joined_id(best);
    std::string choice = decisions.choose(r);
    if (!words) st.held[side] = best;
    for (const auto& c : combos)
      if (joined_id(c) == choice) st.held[side] = c;
    if (say.on) say("The " + side_name(st, side) + " take " + std::to_string(k) + " markers in secret", "GdB 9.5.3");
  }
  st.phase = kEvent;
}

// GdB 9.5.5: the defender announces how many, then the attacker; the defender
// reveals, then the attacker. All four are secret until both camps have chosen.
void reveal_markers(BattleState& st, Decisions& decisions, Said& say) {
  int count[2] = {0, 0};
  for (int side : {1, 0}) {
    int most = std::min<int>(2, static_cast<int>(st.held[side].size()));
    if (most == 0) continue;
    DecisionRequest r;
    const bool words = !decisions.takes_advice();
    if (words) {
      r.label = "round " + std::to_string(st.round) + ": the " + side_name(st, side) +
                " announce how many markers they reveal (GdB 9.5.5)";
      r.side = kSideIds[side];
      r.side_name = side_name(st, side);
      r.secret = true;
    }
    int useful = 0;
    for (const auto& m : st.held[side]) useful += marker_fit(st, side, m) > 0 ? 1 : 0;
    for (int n = 0; n <= most && words; ++n) r.options.push_back({std::to_string(n), std::to_string(n)});
    r.advice = std::to_string(std::min(most, useful));
    count[side] = std::stoi(decisions.choose(r));
  }
  for (int side : {1, 0}) {
    if (count[side] == 0) continue;
    DecisionRequest r;
    std::vector<std::vector<std::string>> combos;
    const bool words = !decisions.takes_advice();
    if (words) {
      r.label = "round " + std::to_string(st.round) + ": the " + side_name(st, side) + " reveal " +
                std::to_string(count[side]) + (count[side] == 1 ? " marker" : " markers") + " (GdB 9.5.5)";
      r.side = kSideIds[side];
      r.side_name = side_name(st, side);
      r.secret = true;
      combinations(st.held[side], static_cast<std::size_t>(count[side]), combos);
      for (const auto& c : combos) r.options.push_back({joined_id(c), marker_list(c)});
    }
    std::vector<std::string> best = best_fitting(st, side, st.held[side], static_cast<std::size_t>(count[side]));
    r.advice = joined_id(best);
    std::string choice = decisions.choose(r);
    if (!words) st.revealed[side] = best;
    for (const auto& c : combos)
      if (joined_id(c) == choice) st.revealed[side] = c;
    for (const auto& m : st.revealed[side])
      st.held[side].erase(std::find(st.held[side].begin(), st.held[side].end(), m));
  }
  for (int side = 1; side >= 0 && say.on; --side)
    say("The " + side_name(st, side) + " announce " + std::to_string(count[side]) +
            (count[side] ? " and reveal " + marker_list(st.revealed[side]) : "") + "; they hold " +
            std::to_string(st.held[side].size()) + " hidden",
        "GdB 9.5.5");
  st.phase = kFire;
}

// ---- the random event (GdB 9.5.4, T2)

namespace {

// A power's name for the players (the contract's display names).
std::string power_name(const std::string& id) {
  static const std::pair<const char*, const char*> names[] = {{"burgundy", "Burgundy"},
                                                              {"british", "British"},
                                                              {"savoy", "Savoy"},
                                                              {"italy", "Italy"},
                                                              {"swiss", "Swiss Confederacy"},
                                                              {"lorraine", "Lorraine"},
                                                              {"germany", "Germany (Lower Union and Austria)"},
                                                              {"france", "France"}};
  for (const auto& [k, v] : names)
    if (id == k) return v;
  return id;
}

// Betrayal: the power's commanders go over with its units, who fight for the other camp until the end of
// the combat rounds (GdB T2, fn3); they do not take command of it. The camp they leave names a new army
// commander if he was one of them and discards the markers above his TC (GdB 9.3.3).
void turncoat_commanders(BattleState& st, const std::string& power, const Place& to, Decisions& decisions, Said& say) {
  std::vector<std::string> names;
  bool army_left = false;
  for (std::size_t c = 0; c < st.chiefs.size(); ++c) {
    auto& ch = st.chiefs[c];
    if (ch.side != 0 || ch.pool || !ch.place.on() || st.s->commanders[c].power != power) continue;
    ch.side = 1;
    ch.place = to;
    names.push_back(chief_name(st, static_cast<int>(c)));
    army_left = army_left || st.army[0] == static_cast<int>(c);
  }
  if (names.empty()) return;
  say(join_words(names) + (names.size() == 1 ? " goes" : " go") + " over with them to the " + zone_name(st, to),
      "GdB T2, fn3");
  if (!army_left) return;
  st.army[0] = -1;
  elect_army_commander(st, 0, &decisions, say);
  trim_markers(st, 0, decisions, say);
}

void arms_at_the_ready(BattleState& st, Dice& dice, Decisions& decisions, Said& say) {
  // Eligible: allies of the active camp in Doubt with units in the battle; never France (GdB 13).
  std::vector<std::string> powers;
  for (const auto& p : st.s->allies_in_doubt) {
    if (p == "france" || p == camp_of(st, 0)) continue;
    int ss = 0;
    for (std::size_t u = 0; u < st.pieces.size(); ++u)
      if (st.pieces[u].side == 0 && st.s->counters[u].power == p && st.pieces[u].ss > 0) ss += st.pieces[u].ss;
    if (ss > 0) powers.push_back(p);
  }
  if (powers.empty()) {
    say("No ally of the " + side_name(st, 0) + " in Doubt is in the battle: nothing happens", "GdB T2");
    return;
  }
  auto ss_of = [&](const std::string& p) {
    int ss = 0;
    for (std::size_t u = 0; u < st.pieces.size(); ++u)
      if (st.pieces[u].side == 0 && st.s->counters[u].power == p) ss += st.pieces[u].ss;
    return ss;
  };
  int fewest = 1000;
  for (const auto& p : powers) fewest = std::min(fewest, ss_of(p));
  std::vector<std::string> tied;
  for (const auto& p : powers)
    if (ss_of(p) == fewest) tied.push_back(p);
  while (tied.size() > 1) {  // fn4: the higher die; ties roll again (ally_tie_break)
    int high = 0;
    std::vector<int> faces;
    for (const auto& p : tied)
      faces.push_back(dice.d6("event: the ally " + power_name(p) + " rolls to break the tie (GdB fn4)"));
    for (int f : faces) high = std::max(high, f);
    std::vector<std::string> next;
    for (std::size_t i = 0; i < tied.size(); ++i)
      if (faces[i] == high) next.push_back(tied[i]);
    tied = next;
  }
  std::string power = tied.front();
  bool campobasso = false;
  for (std::size_t c = 0; c < st.chiefs.size(); ++c)
    campobasso = campobasso || (st.s->commanders[c].campobasso && !st.chiefs[c].pool && st.chiefs[c].place.on());
  std::vector<int> units;
  for (std::size_t u = 0; u < st.pieces.size(); ++u)
    if (st.pieces[u].side == 0 && st.s->counters[u].power == power && st.pieces[u].ss > 0)
      units.push_back(static_cast<int>(u));
  bool only_them = side_ss(st, 0) == ss_of(power);
  std::vector<Place> free_zones;
  for (int z = 0; z < kRZ; ++z)
    if (units_at(st, {1, z}).empty()) free_zones.push_back({1, z});
  bool betrayal = campobasso && camp_of(st, 0) == "burgundy" && !free_zones.empty();
  if (campobasso && camp_of(st, 0) == "burgundy" && free_zones.empty())
    say("Campobasso would betray, but no zone of the " + side_name(st, 1) + " is free: arms at the ready", "GdB T2");
  if (betrayal) {
    DecisionRequest r;
    r.label = "the " + side_name(st, 1) + " place the betraying units in a free zone of their half (GdB T2)";
    r.side = kSideIds[1];
    r.side_name = side_name(st, 1);
    for (const auto& q : free_zones) r.options.push_back({kZoneIds[q.zone], zone_name(st, q)});
    r.advice = r.options.front().id;
    Place to{1, zone_index(decisions.choose(r))};
    for (int u : units) {
      st.pieces[static_cast<Sz>(u)].side = 1;
      st.pieces[static_cast<Sz>(u)].place = to;
      st.changed_camp.push_back(st.s->counters[static_cast<Sz>(u)].id);
    }
    st.event_name = "betrayal";
    say("Betrayal: the units of " + power_name(power) + " change camp and take the " + zone_name(st, to),
        "GdB T2, fn3");
    if (st.rules >= 2) turncoat_commanders(st, power, to, decisions, say);
  } else {
    for (int u : units) st.pieces[static_cast<Sz>(u)].place = {0, kRZ};
    st.event_name = "arms at the ready";
    say("Arms at the ready: the units of " + power_name(power) + " go to the " + zone_name(st, {0, kRZ}) +
            " and take no part",
        "GdB T2");
  }
  if (only_them) {
    st.phase = "over";
    st.winner = 1;
    st.ending = "no_combat";
    say("The " + side_name(st, 0) + "' force was only the units of " + power_name(power) + ": no combat, the " +
            side_name(st, 1) + " win",
        "GdB fn3");
  }
}

void depleted_wing(BattleState& st, Dice& dice, Decisions& decisions, Said& say) {
  int second =
      st.s->has_event && st.s->event_second ? st.s->event_second : dice.d6("event: which wing is depleted (GdB T2)");
  st.event_second = second;
  Place wing{1, second % 2 == 0 ? kWR : kWL};
  auto here = units_at(st, wing);
  if (here.empty()) {
    say("Depleted wing: the second die " + std::to_string(second) + " names the " + zone_name(st, wing) +
            ", which is empty: no effect",
        "GdB T2");
    return;
  }
  Place to{1, kL3};
  if (!st.s->options.depleted_to_third_line) {
    DecisionRequest r;
    r.label = "the " + side_name(st, 1) + " send the depleted wing to the 2nd or the 3rd line (GdB T2)";
    r.side = kSideIds[1];
    r.side_name = side_name(st, 1);
    r.options = {{"L2", zone_name(st, {1, kL2})}, {"L3", zone_name(st, {1, kL3})}};
    r.advice = "L3";
    to.zone = zone_index(decisions.choose(r));
  }
  for (int u : here) st.pieces[static_cast<Sz>(u)].place = to;
  for (int c : chiefs_at(st, wing)) st.chiefs[static_cast<Sz>(c)].place = to;
  say("Depleted wing: the second die " + std::to_string(second) + " names the " + zone_name(st, wing) +
          "; its units go to the " + zone_name(st, to),
      "GdB T2");
}

}  // namespace

void random_event(BattleState& st, Dice& dice, Decisions& decisions, Said& say) {
  int die = st.s->has_event ? st.s->event_die : dice.d6("event (GdB T2)");
  st.event_die = die;
  st.event_name = tables().event_names[static_cast<Sz>(die)];
  say("Random event: " + std::to_string(die) + (st.s->has_event ? " (rolled before the battle)" : ""), "GdB 9.5.4, T2");
  if (die == 1) {
    arms_at_the_ready(st, dice, decisions, say);
  } else if (die == 5) {
    st.event_name = "depleted wing";
    depleted_wing(st, dice, decisions, say);
  } else if (die == 6) {
    st.weather = st.s->bad_weather ? "snow" : "rain";
    st.event_name = st.weather;
    say(st.weather == "snow" ? "Snow for the whole battle: guns and Archers fire at RoF 1"
                             : "Rain for the whole battle: no gun fires, Archers fire at RoF 2",
        "GdB 9.3.2");
  } else {
    st.event_name = "nothing";
    say("Nothing happens", "GdB T2");
  }
  if (st.phase == "over") return;
  st.round = 1;
  st.phase = kReveal;
  check_end(st, say);
}

// ---- tactical movement (GdB 9.5.9)

namespace {

// The places `side` may reach from `from` within `mp` (GdB 7.2, 9.5.9): its
// own half, enemy zones with no enemy unit but cannon, never the enemy RZ; no
// way through a zone it may not enter; nothing leaves a retreat zone.
std::vector<std::pair<Place, int>> reachable(const BattleState& st, int side, const Place& from, int mp) {
  std::vector<std::pair<Place, int>> out;
  if (from.in_rz()) return out;
  bool enter[2][kZoneCount];
  for (int h = 0; h < 2; ++h)
    for (int z = 0; z < kZoneCount; ++z) enter[h][z] = !(h != side && z == kRZ);
  for (std::size_t u = 0; u < st.pieces.size(); ++u) {
    const auto& p = st.pieces[u];
    if (p.ss > 0 && p.place.on() && p.side != side && !st.s->counters[u].cannon())
      enter[p.place.half][p.place.zone] = false;
  }
  int best[2][kZoneCount];
  for (auto& h : best)
    for (int& v : h) v = 1000;
  best[from.half][from.zone] = 0;
  for (bool changed = true; changed;) {  // costs are positive: this settles within a few passes
    changed = false;
    for (int h = 0; h < 2; ++h)
      for (int z = 0; z < kRZ; ++z) {  // nothing moves on from a retreat zone
        if (best[h][z] >= mp) continue;
        for (int h2 = 0; h2 < 2; ++h2)
          for (int z2 = 0; z2 < kZoneCount; ++z2) {
            int c = move_cost({h, z}, {h2, z2});
            if (c < 0 || best[h][z] + c > mp || !enter[h2][z2] || best[h][z] + c >= best[h2][z2]) continue;
            best[h2][z2] = best[h][z] + c;
            changed = true;
          }
      }
  }
  for (int h = 0; h < 2; ++h)
    for (int z = 0; z < kZoneCount; ++z)
      if (best[h][z] < 1000 && !(Place{h, z} == from)) out.push_back({{h, z}, best[h][z]});
  return out;
}

bool has_target_from(const BattleState& st, int unit, const Place& p) {
  int rof = effective_rof(st, unit);
  int side = st.pieces[static_cast<Sz>(unit)].side;
  for (std::size_t t = 0; t < st.pieces.size(); ++t)
    if (st.pieces[t].side != side && fighting(st, static_cast<int>(t))) {
      int d = fire_distance(side, p, st.pieces[t].place);
      if (d >= 1 && d <= rof) return true;
    }
  return false;
}

void move_side(BattleState& st, int side, Decisions& decisions, Said& say) {
  int tc = tc_of(st, side);
  int moved = 0;
  const bool swiss_column = camp_of(st, side) == "swiss";
  std::vector<bool> unit_done(st.pieces.size(), false), chief_done(st.chiefs.size(), false);
  // Without words (Decisions::takes_advice) only the doctrine's candidates are looked at, and the
  // movement ends when it advises none: the listed path would then have chosen "done" too.
  const bool words = !decisions.takes_advice();
  for (;;) {
    DecisionRequest r;
    if (words) {
      r.label = "round " + std::to_string(st.round) + ": the " + side_name(st, side) + " move a unit (" +
                std::to_string(moved) + " of " + std::to_string(tc) + " moved) or a commander, or end (GdB 9.5.9)";
      r.side = kSideIds[side];
      r.side_name = side_name(st, side);
      r.options.push_back({"done", "End the movement"});
    }
    r.advice = "done";
    for (std::size_t u = 0; u < st.pieces.size() && moved < tc && (words || r.advice == "done"); ++u) {
      int ui = static_cast<int>(u);
      if (unit_done[u] || st.pieces[u].side != side || !fighting(st, ui) || st.s->counters[u].cannon()) continue;
      // The doctrine: a shooter with no target moves where it has one, in its own half; the Swiss bring
      // their pikes and halberds from the rear lines into the 1st line, to press in one column.
      const bool seeks = st.s->counters[u].shooter() && !has_target_from(st, ui, st.pieces[u].place);
      const bool presses = swiss_column && (st.s->counters[u].type == "Pi" || st.s->counters[u].type == "Hb") &&
                           st.pieces[u].place.half == side &&
                           (st.pieces[u].place.zone == kL2 || st.pieces[u].place.zone == kL3);
      if (!words && !seeks && !presses) continue;
      for (const auto& [q, cost] : reachable(st, side, st.pieces[u].place, st.s->counters[u].mp)) {
        const bool advised = r.advice == "done" && ((seeks && q.half == side && q.zone != kRZ &&
                                                     has_target_from(st, ui, q)) ||
                                                    (presses && q == Place{side, kL1}));
        if (!words && !advised) continue;
        std::string id = st.s->counters[u].id + ">" + place_id(q);
        if (words)
          r.options.push_back(
              {id, st.s->counters[u].name + " to the " + zone_name(st, q) + " (" + std::to_string(cost) + " MP)"});
        if (advised) r.advice = id;
      }
    }
    for (std::size_t c = 0; c < st.chiefs.size() && words; ++c) {
      if (chief_done[c] || st.chiefs[c].side != side || st.chiefs[c].pool || !st.chiefs[c].place.on()) continue;
      for (const auto& [q, cost] : reachable(st, side, st.chiefs[c].place, mp_now(st, static_cast<int>(c)))) {
        bool units_there = false;
        for (int u : units_at(st, q)) units_there = units_there || st.pieces[static_cast<Sz>(u)].side == side;
        if (!units_there) continue;  // a commander goes where his camp's units are
        r.options.push_back({st.s->commanders[c].id + ">" + place_id(q),
                             chief_name(st, static_cast<int>(c)) + " to the " + zone_name(st, q)});
      }
    }
    if (words ? r.options.size() == 1 : r.advice == "done") break;
    std::string choice = decisions.choose(r);
    if (choice == "done") break;
    auto gt = choice.find('>');
    std::string who = choice.substr(0, gt);
    Place to = place_from_id(choice.substr(gt + 1));
    for (std::size_t u = 0; u < st.pieces.size(); ++u)
      if (st.s->counters[u].id == who) {
        if (say.on)
          say(st.s->counters[u].name + " moves from the " + zone_name(st, st.pieces[u].place) + " to the " +
                zone_name(st, to),
            "GdB 9.5.9");
        st.pieces[u].place = to;
        unit_done[u] = true;
        ++moved;
        for (int e : units_at(st, to)) {  // ca_capture_by_tactical_move (GdB 9.6)
          auto& p = st.pieces[static_cast<Sz>(e)];
          if (p.side == side || !st.s->options.ca_capture_by_move) continue;
          p.side = side;
          p.ca_owner = camp_of(st, side);
          st.captured.push_back(st.s->counters[static_cast<Sz>(e)].id);
          if (say.on)
            say(st.s->counters[static_cast<Sz>(e)].name + " is captured: its counter flips to the " +
                  side_name(st, side) + "' side",
              "GdB 9.6");
        }
      }
    for (std::size_t c = 0; c < st.chiefs.size(); ++c)
      if (st.s->commanders[c].id == who) {
        if (say.on) say(chief_name(st, static_cast<int>(c)) + " moves to the " + zone_name(st, to), "GdB 9.5.9");
        st.chiefs[c].place = to;
        chief_done[c] = true;
      }
  }
  stranded_commanders(st, decisions, say);
}

}  // namespace

void tactical_movement(BattleState& st, Decisions& decisions, Said& say) {
  move_side(st, 0, decisions, say);  // the attacker first (GdB 9.5.9)
  if (st.phase != "over") move_side(st, 1, decisions, say);
  if (st.phase == "over" || check_end(st, say)) return;
  st.phase = kContinue;
}

// GdB 9.5.10: revealed markers are spent; the attacker goes on or stops (and loses).
void continue_or_stop(BattleState& st, Decisions& decisions, Said& say) {
  if (check_end(st, say)) return;
  st.revealed[0].clear();
  st.revealed[1].clear();
  DecisionRequest r;
  if (!decisions.takes_advice()) {
    r.label = "round " + std::to_string(st.round) + ": the " + side_name(st, 0) +
              (st.s->siege ? " go on with the siege or stop (GdB 9.5.10)" : " fight another round or stop (GdB 9.5.10)");
    r.side = kSideIds[0];
    r.side_name = side_name(st, 0);
    r.options = {{"continue", "Another round"},
                 {"stop", st.s->siege ? "Stop and leave" : "Stop (and lose the battle)"}};
  }
  int mine = side_ss(st, 0), theirs = side_ss(st, 1);
  // The doctrine withdraws when losing badly: half the enemy's SS, or weaker than him with less than half
  // its own at the start; when from the third round on a round saw no melee (a battle it will not seek);
  // or after eight rounds without a decision.
  bool stalled = !st.s->siege && !st.melee_this_round && st.round >= 3;
  bool beaten = 2 * mine < theirs || (mine < theirs && 2 * mine < st.ss_at_start[0]);
  r.advice = beaten || stalled || st.round >= 8 ? "stop" : "continue";
  if (decisions.choose(r) == "stop") {
    st.phase = "over";
    st.winner = 1;
    st.ending = "stopped";
    st.besieger_stopped = st.s->siege;
    say("The " + side_name(st, 0) + " stop: the " + side_name(st, 1) + " win", "GdB 9.5.10");
    return;
  }
  ++st.round;
  st.melee_this_round = false;
  st.phase = st.s->siege ? kSiegeFire : kReveal;
  if (say.on) say("Round " + std::to_string(st.round) + " begins", "GdB 9.5.10");
}

}  // namespace umpire::bourgogne_battle
