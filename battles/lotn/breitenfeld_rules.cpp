#include "lotn/breitenfeld_rules.h"

#include <algorithm>
#include <climits>

#include <nlohmann/json.hpp>

#include "lotn/effects.h"
#include "lotn/pursuit.h"

namespace umpire::lotn {

namespace {

bool bf_on(const Battle& st) { return st.s->scenario == "breitenfeld"; }

const Json* bf_state_c(const Battle& st) {
  auto it = st.scenario_state.find("saxons");
  return it == st.scenario_state.end() ? nullptr : &*it;
}

Json& bf_state(Battle& st) {
  Json& s = st.scenario_state["saxons"];
  if (!s.is_object()) s = Json::object();
  if (!s.contains("withdrawn")) s["withdrawn"] = false;
  if (!s.contains("with_swedes")) s["with_swedes"] = Json::array();
  if (!s.contains("shocked")) s["shocked"] = Json::array();
  return s;
}

bool bf_listed(const Battle& st, const char* key, int unit) {
  const Json* s = bf_state_c(st);
  if (!s || !s->contains(key)) return false;
  const Json& list = (*s)[key];
  return std::find(list.begin(), list.end(), Json(unit)) != list.end();
}

bool bf_saxon_leader(const Battle& st, int leader) {
  int sax = saxon_army(st);
  return sax >= 0 && ldef(st, leader).army == sax;
}

int bf_edge_distance(const Battle& st, int unit) {
  const HexGrid& grid = st.s->map->grid();
  int best = INT_MAX;
  for (const Hex& h : retreat_hexes(st, def(st, unit).army))
    best = std::min(best, grid.distance(h, st.units[static_cast<std::size_t>(unit)].hex));
  return best;
}

}  // namespace

int saxon_army(const Battle& st) {
  for (std::size_t i = 0; i < st.s->units.size(); ++i)
    if (st.s->units[i].saxon) return st.s->units[i].army;
  return -1;
}

// ---- the Saxon army's withdrawal

bool saxons_withdrawn(const Battle& st) {
  const Json* s = bf_state_c(st);
  return s && s->value("withdrawn", false);
}

bool army_withdrawal_ends_game(const Battle& st, int army) { return !(bf_on(st) && army == saxon_army(st)); }

bool saxon_with_swedes(const Battle& st, int unit) { return bf_listed(st, "with_swedes", unit); }

bool saxon_may_rally(const Battle& st, int unit) {
  return !(bf_on(st) && def(st, unit).saxon && saxons_withdrawn(st) && !saxon_with_swedes(st, unit));
}

void saxon_withdrawal(Ctx& c, Board& board) {
  Battle& st = c.st;
  if (!bf_on(st) || saxons_withdrawn(st)) return;
  const int sax = saxon_army(st);
  if (sax < 0) return;
  const Army& army = st.s->armies[static_cast<std::size_t>(sax)];
  const int wp = st.wp[static_cast<std::size_t>(sax)];
  if (wp < army.level) return;
  const std::string rule = "LotN Breitenfeld, Army Withdrawal and Victory";
  bf_state(st)["withdrawn"] = true;
  if (c.say.on)
    c.say(army.name + " withdraw with " + std::to_string(wp) + " withdrawal points of " + std::to_string(army.level) +
              ": every Saxon unit routs and runs off the map; the battle goes on",
          rule);
  const HexGrid& grid = st.s->map->grid();
  const int swedes = army.side;
  std::vector<int> saxons;
  for (std::size_t i = 0; i < st.units.size(); ++i)
    if (st.s->units[i].army == sax && present(st, static_cast<int>(i))) saxons.push_back(static_cast<int>(i));

  // Never the Twain: TQ-7 Saxon cavalry within a Swedish leader's Command Range may stay with the Swedes.
  std::vector<int> routers;
  for (int u : saxons) {
    const UnitDef& d = def(st, u);
    const UnitState& us = st.units[static_cast<std::size_t>(u)];
    int by = -1;
    if (is_cavalry(d.arm) && d.tq == 7 && !us.routed)
      for (std::size_t l = 0; l < st.leaders.size() && by < 0; ++l) {
        int li = static_cast<int>(l);
        const LeaderDef& ld = ldef(st, li);
        if (ld.side == swedes && ld.army != sax && leader_present(st, li) &&
            grid.distance(st.leaders[l].hex, us.hex) <= leader_range(st, li))
          by = li;
      }
    if (by >= 0) {
      DecisionRequest req{"", side_id(st, swedes), side_name(st, swedes), {}, "stay"};
      if (!c.decisions.takes_advice()) {
        req.label = unit_name(st, u) + " is within " + leader_name(st, by) +
                    "'s range as the Saxons withdraw (Breitenfeld, Swedes and Saxons)";
        req.options = {{"stay", "It stays and fights under Swedish command"}, {"go", "It routs with the Saxons"}};
      }
      if (c.decisions.choose(req) == "stay") {
        bf_state(st)["with_swedes"].push_back(u);
        if (c.say.on) c.say(unit_name(st, u) + " stays and fights under Swedish command", "LotN Breitenfeld, Swedes and Saxons");
        continue;
      }
    }
    routers.push_back(u);
  }
  // The routers nearest their Retreat Edge run first, so that they do not run through one another.
  std::stable_sort(routers.begin(), routers.end(),
                   [&](int a, int b) { return bf_edge_distance(st, a) < bf_edge_distance(st, b); });
  for (int u : routers) {
    if (!present(st, u)) continue;
    if (is_artillery(def(st, u).arm)) {  // guns cannot rout: their crews leave them (8.55)
      while (present(st, u) && !st.units[static_cast<std::size_t>(u)].abandoned)
        disrupt(c, u, false, -1, "the Saxon army withdraws");
    } else if (!st.units[static_cast<std::size_t>(u)].routed) {
      rout(c, u, -1, "the Saxon army withdraws");
    }
  }
  // Saxon cavalry and leaders in the pursuit boxes go home with their army (rules version 2, LotN 9.63-9.68).
  if (pursuit_boxes_on(st))
    for (std::size_t i = 0; i < st.units.size(); ++i) {
      UnitState& us = st.units[i];
      if (st.s->units[i].army != sax || us.on_map || us.gone != "in pursuit") continue;
      us.gone = "withdrew";
      us.regrouped = 0;
      if (c.say.on) c.say(unit_name(st, static_cast<int>(i)) + ", off the map in pursuit, goes with the Saxon army", rule);
    }
  for (std::size_t l = 0; l < st.leaders.size(); ++l) {
    LeaderState& ls = st.leaders[l];
    const bool boxed = pursuit_boxes_on(st) && ls.box != LeaderState::Box::None;
    if (ldef(st, static_cast<int>(l)).army != sax || (!ls.on_map && !boxed)) continue;
    ls.on_map = false;
    ls.box = LeaderState::Box::None;
    ls.status = LeaderState::Status::Finished;
    if (c.say.on) c.say(leader_name(st, static_cast<int>(l)) + " leaves the field with the Saxon army", rule);
  }
  board.rebuild();
}

// ---- Never the Twain

bool twain_may_command(const Battle& st, int leader, int unit) {
  if (!bf_on(st)) return true;
  bool saxon_leader = bf_saxon_leader(st, leader);
  bool saxon_unit = def(st, unit).saxon;
  if (saxon_unit && saxon_with_swedes(st, unit)) return !saxon_leader;
  return saxon_leader == saxon_unit;
}

// ---- Saxon Hesitancy

bool saxon_may_move(const Battle& st, int unit) {
  if (!bf_on(st) || !def(st, unit).saxon || st.s->variant("saxon.hesitancy") == 0) return true;
  if (st.time != st.s->first_turn) return true;
  return bf_listed(st, "shocked", unit);
}

void saxon_shock_attacked(Battle& st, int unit, int attacker) {
  if (!bf_on(st) || !def(st, unit).saxon || st.time != st.s->first_turn) return;
  if (def(st, attacker).side == def(st, unit).side || bf_listed(st, "shocked", unit)) return;
  bf_state(st)["shocked"].push_back(unit);
}

// ---- Saxon Cut-Out

int saxon_cut_out(Ctx& c, Board& board, int leader) {
  Battle& st = c.st;
  if (!bf_on(st) || !bf_saxon_leader(st, leader) || !st.leaders[static_cast<std::size_t>(leader)].killed) return 0;
  const std::string rule = "LotN Breitenfeld, Saxon Cut-Out";
  const HexGrid& grid = st.s->map->grid();
  const Hex where = st.leaders[static_cast<std::size_t>(leader)].hex;
  const int range = leader_range(st, leader);
  std::vector<int> in_range;
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    int u = static_cast<int>(i);
    if (!st.s->units[i].saxon || !present(st, u) || st.units[i].routed) continue;
    if (grid.distance(where, st.units[i].hex) <= range) in_range.push_back(u);
  }
  if (c.say.on && !in_range.empty())
    c.say("the Saxons within " + leader_name(st, leader) + "'s range may run home on his death", rule);
  int routed = 0;
  for (int u : in_range) {
    if (!present(st, u) || st.units[static_cast<std::size_t>(u)].routed) continue;  // an earlier router ran into it
    int r = c.d10("Saxon Cut-Out: " + unit_name(st, u) + ", d10");
    int tq = current_tq(st, u);
    if (c.say.on)
      c.say(unit_name(st, u) + ": " + std::to_string(r) + " against TQ " + std::to_string(tq) +
                (r >= tq ? ", it routs" : ", it holds"),
            rule);
    if (r >= tq) {
      rout(c, u, -1, "its leader " + leader_name(st, leader) + " is killed");
      ++routed;
    }
  }
  board.rebuild();
  return routed;
}

// ---- Torstensson

bool torstensson_gun_may_fire(const Battle& st, int leader, int unit) {
  if (leader < 0 || !leader_present(st, leader) || !present(st, unit)) return false;
  const LeaderDef& ld = ldef(st, leader);
  const UnitDef& d = def(st, unit);
  if (ld.restriction != LeaderDef::Restriction::Artillery || ld.side != d.side || !d.swedish) return false;
  if (d.arm != Arm::ArtField && d.arm != Arm::ArtHeavy) return false;
  return st.s->map->grid().distance(st.leaders[static_cast<std::size_t>(leader)].hex,
                                    st.units[static_cast<std::size_t>(unit)].hex) <= leader_range(st, leader);
}

}  // namespace umpire::lotn
