#include "lotn/effects.h"

#include "lotn/baggage.h"
#include "lotn/breitenfeld_rules.h"
#include "lotn/lutzen_rules.h"

#include <algorithm>
#include <climits>

namespace umpire::lotn {

namespace {

UnitState& us(Battle& st, int unit) { return st.units[static_cast<std::size_t>(unit)]; }

// One hit on a heavy infantry unit: #3, #6, #9... off the pike, the others off
// the musket (12.12); a component at 0 passes it to the other (12.14 variant).
void heavy_hit(Battle& st, int unit) {
  const UnitDef& d = def(st, unit);
  UnitState& u = us(st, unit);
  int nth = u.hits() + 1;
  bool pike = nth % 3 == 0;
  bool pass = st.s->variant("hits.zero_component_other") == 1;
  if (pike && u.pike_hits >= d.shock_sp && pass) pike = false;
  if (!pike && u.musket_hits >= d.fire_sp && pass) pike = true;
  if (pike)
    ++u.pike_hits;
  else
    ++u.musket_hits;
}

int distance_to(const HexGrid& grid, const Hex& h, const std::vector<Hex>& targets) {
  int best = INT_MAX;
  for (const Hex& t : targets) best = std::min(best, grid.distance(h, t));
  return best;
}

}  // namespace

const char* effect_words(Effect e) {
  switch (e) {
    case Effect::None: return "no effect";
    case Effect::Disrupted: return "disrupted";
    case Effect::Routed: return "routed";
    case Effect::Eliminated: return "eliminated";
  }
  return "";
}

void add_wp(Ctx& c, int army, int points, const std::string& why) {
  if (points == 0) return;
  c.st.wp[static_cast<std::size_t>(army)] += points;
  if (c.say.on)
    c.say(c.st.s->armies[static_cast<std::size_t>(army)].name + " withdrawal points +" + std::to_string(points) + " (" +
              why + "): " + std::to_string(c.st.wp[static_cast<std::size_t>(army)]) + " of " +
              std::to_string(c.st.s->armies[static_cast<std::size_t>(army)].level),
          "LotN 13.1");
}

void eliminate(Ctx& c, int unit, const std::string& how, const std::string& why) {
  Battle& st = c.st;
  UnitState& u = us(st, unit);
  if (!u.on_map) return;
  const UnitDef& d = def(st, unit);
  Hex where = u.hex;
  int wp = unit_wp(st, unit);
  if (is_artillery(d.arm) && u.abandoned) wp = 5;  // the other 5 were counted when it was abandoned (13.12)
  u.on_map = false;
  u.gone = how;
  if (c.say.on) c.say(unit_name(st, unit) + " " + how + (why.empty() ? "" : ": " + why), "LotN 12.3");
  if (how != "in pursuit") add_wp(c, d.army, wp, unit_name(st, unit) + " " + how);
  // 12.38: a leader with the unit moves up to 3 hexes to a friendly unit, else he is lost.
  Board board(st);
  for (int l : std::vector<int>(board.leaders_at(where))) {
    if (ldef(st, l).side != d.side) continue;
    const HexGrid& grid = st.s->map->grid();
    std::optional<Hex> best;
    int best_d = INT_MAX;
    for (std::size_t i = 0; i < st.units.size(); ++i) {
      const UnitState& f = st.units[i];
      if (!f.on_map || st.s->units[i].side != d.side) continue;
      int dist = grid.distance(where, f.hex);
      if (dist <= 3 && dist < best_d) {
        best_d = dist;
        best = f.hex;
      }
    }
    if (best) {
      st.leaders[static_cast<std::size_t>(l)].hex = *best;
      if (c.say.on) c.say(leader_name(st, l) + " rides to " + hex_name(st, *best), "LotN 12.38");
    } else {
      remove_leader(c, l, "captured", "no friendly unit within 3 hexes of " + hex_name(st, where));
    }
  }
}

Effect apply_hits(Ctx& c, int unit, int hits, const std::string& why) {
  Battle& st = c.st;
  UnitState& u = us(st, unit);
  const UnitDef& d = def(st, unit);
  if (!u.on_map || hits <= 0) return Effect::None;
  if (is_artillery(d.arm)) {  // 8.55: a hit disrupts a gun; a disrupted gun hit again is abandoned
    Effect e = Effect::None;
    for (int i = 0; i < hits && !u.abandoned; ++i) {
      if (!u.disrupted) {
        u.disrupted = true;
        e = Effect::Disrupted;
        if (c.say.on) c.say(unit_name(st, unit) + " disrupted by a hit (" + why + ")", "LotN 8.55");
      } else {
        u.abandoned = true;
        e = Effect::Routed;
        if (c.say.on) c.say(unit_name(st, unit) + " abandoned (" + why + ")", "LotN 8.55");
        add_wp(c, d.army, 5, unit_name(st, unit) + " abandoned");
      }
    }
    return e;
  }
  for (int i = 0; i < hits; ++i) {
    if (is_heavy_infantry(d.arm))
      heavy_hit(st, unit);
    else
      ++u.musket_hits;
  }
  if (c.say.on)
    c.say(unit_name(st, unit) + " takes " + std::to_string(hits) + (hits == 1 ? " hit" : " hits") + " (" + why +
              "): " + std::to_string(current_sp(st, unit)) + " SP left",
          "LotN 12.12");
  if (u.hits() >= d.total_sp()) {
    eliminate(c, unit, "eliminated", why);
    return Effect::Eliminated;
  }
  if (is_heavy_infantry(d.arm) && !u.perm_disrupted && 2 * u.hits() > d.total_sp()) {
    u.perm_disrupted = true;  // 12.13: more than half its SP lost, disrupted for good
    bool was = u.disrupted;
    u.disrupted = true;
    if (c.say.on) c.say(unit_name(st, unit) + " has lost more than half its strength: permanently disrupted", "LotN 12.13");
    if (!was) return Effect::Disrupted;
  }
  return Effect::None;
}

Effect disrupt(Ctx& c, int unit, bool combat, int cause, const std::string& why) {
  Battle& st = c.st;
  UnitState& u = us(st, unit);
  const UnitDef& d = def(st, unit);
  if (!u.on_map) return Effect::None;
  if (is_artillery(d.arm)) {
    if (u.abandoned) return Effect::None;
    if (!u.disrupted) {
      u.disrupted = true;
      if (c.say.on) c.say(unit_name(st, unit) + " disrupted (" + why + ")", "LotN 8.55");
      return Effect::Disrupted;
    }
    u.abandoned = true;
    if (c.say.on) c.say(unit_name(st, unit) + " abandoned (" + why + ")", "LotN 8.55");
    add_wp(c, d.army, 5, unit_name(st, unit) + " abandoned");
    return Effect::Routed;
  }
  if (u.routed) {  // 12.39
    eliminate(c, unit, "eliminated", "disrupted while routed: " + why);
    return Effect::Eliminated;
  }
  if (combat && d.saxon && d.tq <= 3 && !u.disrupted) {  // Breitenfeld: Saxon Courage
    if (c.say.on) c.say(unit_name(st, unit) + " is a Saxon unit of TQ " + std::to_string(d.tq) + ": it routs", "LotN Breitenfeld, Saxon Courage");
    return rout(c, unit, cause, why);
  }
  if (u.disrupted) return rout(c, unit, cause, why);  // 12.31
  u.disrupted = true;
  if (c.say.on) c.say(unit_name(st, unit) + " disrupted (" + why + ")", "LotN 12.2");
  return Effect::Disrupted;
}

Effect rout(Ctx& c, int unit, int cause, const std::string& why, bool shock_li_exception) {
  Battle& st = c.st;
  UnitState& u = us(st, unit);
  const UnitDef& d = def(st, unit);
  if (!u.on_map) return Effect::None;
  if (is_artillery(d.arm)) return disrupt(c, unit, true, cause, why);
  u.routed = true;
  u.disrupted = true;
  u.in_column = false;
  if (c.say.on) c.say(unit_name(st, unit) + " routs (" + why + ")", "LotN 12.3");
  bool li_exception = shock_li_exception && is_light_infantry(d.arm);  // the caller applies 10.33 (and 10.35)
  if (is_infantry(d.arm) && !li_exception) {  // 12.32: routing infantry loses 1 SP at once
    ++u.musket_hits;
    if (u.hits() >= d.total_sp()) {
      eliminate(c, unit, "eliminated", "lost its last SP routing");
      return Effect::Eliminated;
    }
  }
  std::optional<Hex> away;
  int hexes = 2;
  if (cause >= 0 && present(st, cause))
    away = us(st, cause).hex;
  else
    hexes = st.s->variant("rout.without_cause_hexes");
  rout_move(c, unit, hexes, away, false);
  return u.on_map ? Effect::Routed : Effect::Eliminated;
}

int rout_move(Ctx& c, int unit, int hexes, std::optional<Hex> away_from, bool rout_phase) {
  Battle& st = c.st;
  const HexGrid& grid = st.s->map->grid();
  const UnitDef& d = def(st, unit);
  int side = d.side;
  std::vector<Hex> edge = retreat_hexes(st, d.army);
  if (rout_phase && is_infantry(d.arm)) {  // 12.35: 1 SP each rout move
    UnitState& u = us(st, unit);
    ++u.musket_hits;
    if (c.say.on) c.say(unit_name(st, unit) + " loses 1 SP in its rout", "LotN 12.35");
    if (u.hits() >= d.total_sp()) {
      eliminate(c, unit, "eliminated", "lost its last SP routing");
      return 0;
    }
  }
  int moved = 0;
  std::optional<Hex> before_last, before_last_second;  // where it stood before its last hex (6.55)
  // Rules 2: the hexes this rout has left, never entered again (it runs, it does not pace to and fro along a
  // line of equal distance), and its Retreat Edge is where it leaves the map whatever it runs from (12.33, 12.36).
  const bool runs_on = st.rules >= 2;
  std::vector<Hex> left;
  // Rules 3: where the rout ends is judged by the stacking check of every mover, and a rout blocked in a
  // friend's hex does not stop there either (6.55).
  const bool stacks_checked = st.rules >= 3;
  const StackVariants stacking = stack_variants(st);
  for (int step = 0; step <= hexes; ++step) {
    UnitState& u = us(st, unit);
    if (!u.on_map) break;
    Board board(st);
    const Hex here = u.hex;
    // 6.55: a rout that ends in a friend's hex goes one hex further, through
    // the friend; when it cannot, it stays where it was and loses 2 SP.
    bool extra = step == hexes;
    if (extra) {
      bool shared = false;
      if (stacks_checked)  // the one stacking check of every mover (Routed units never stack, 12.36)
        shared = !end_stack_problem(st, board, unit, here, u.facing, false, stacking).empty();
      else
        for (int o : board.units_at(here))
          if (o != unit) shared = true;
      if (!shared) break;
    }
    // Off the map through its Retreat Edge (12.36).
    bool on_edge = std::find(edge.begin(), edge.end(), here) != edge.end();
    if (on_edge && (!away_from || runs_on)) {
      eliminate(c, unit, "routed off the map", "through its Retreat Edge");
      unit_left_map(c, unit, here);  // what leaving there does: looters, raids on the trains (13.3, the scenarios)
      return moved + 1;
    }
    int here_goal = away_from ? -grid.distance(here, *away_from) : distance_to(grid, here, edge);
    std::optional<Hex> best;
    int best_cat = 99, best_goal = INT_MAX;
    for (const auto& n : grid.neighbours(here)) {
      if (!n || (u.second && *n == *u.second)) continue;
      if (runs_on && std::find(left.begin(), left.end(), *n) != left.end()) continue;
      bool enemy = board.enemy_at(*n, side);
      if (enemy || !lutzen_entry_problem(st, *n).empty()) continue;  // Lützen burning: never into the town
      bool tercio = false, routed_friend = false, friendly = false;
      for (int o : board.units_at(*n)) {
        if (o == unit) continue;
        friendly = true;
        if (def(st, o).arm == Arm::TE) tercio = true;
        if (us(st, o).routed) routed_friend = true;
      }
      if (tercio || (extra && friendly)) continue;
      bool zoc = board.enemy_zoc(*n, side);
      if (zoc && !friendly) continue;  // 12.33: never an enemy-controlled hex without a friend in it
      int cat = !friendly ? (zoc ? 3 : 1) : (zoc ? 3 : 2);
      (void)routed_friend;
      int goal = away_from ? -grid.distance(*n, *away_from) : distance_to(grid, *n, edge);
      if (goal > here_goal) continue;  // it runs, it does not wander back
      if (cat < best_cat || (cat == best_cat && goal < best_goal)) {
        best_cat = cat;
        best_goal = goal;
        best = *n;
      }
    }
    if (!best && extra) {
      if (before_last) {
        u.hex = *before_last;
        if (u.second) u.second = before_last_second;
        --moved;
      }
      if (c.say.on)
        c.say(unit_name(st, unit) + " cannot rout on through its friends and stays in " + hex_name(st, u.hex) +
                  ", losing 2 SP",
              "LotN 6.55");
      apply_hits(c, unit, 2, "its rout blocked by its friends");
      break;
    }
    if (!best && stacks_checked && moved > 0 && !u.second &&
        !end_stack_problem(st, board, unit, here, u.facing, false, stacking).empty()) {
      // 6.55: blocked in a friend's hex, it does not stop there: it stays in the last hex of its rout it may
      // end in (where it set out, at worst) and loses 2 SP, one for each hex it could not rout.
      Hex back = left.front();
      for (auto it = left.rbegin(); it != left.rend(); ++it)
        if (end_stack_problem(st, board, unit, *it, u.facing, false, stacking).empty()) {
          back = *it;
          break;
        }
      u.hex = back;
      if (c.say.on)
        c.say(unit_name(st, unit) + " is blocked in " + hex_name(st, here) + ", where it may not stop beside " +
                  unit_name(st, board.units_at(here).front() == unit ? board.units_at(here).back()
                                                                      : board.units_at(here).front()) +
                  ": it stays in " + hex_name(st, back) + ", losing 2 SP",
              "LotN 6.55");
      apply_hits(c, unit, 2, "its rout blocked by its friends");
      break;
    }
    if (!best) {
      if (rout_phase) {  // 12.35: 1 SP per MP it could not spend
        int lost = hexes - step;
        if (c.say.on)
          c.say(unit_name(st, unit) + " is blocked in its rout and loses " + std::to_string(lost) + " SP", "LotN 12.35");
        apply_hits(c, unit, lost, "blocked in its rout");
      }
      break;
    }
    // 6.55: a routed friend in the way is eliminated; a friend passed through rolls for Disruption.
    for (int o : std::vector<int>(board.units_at(*best))) {
      if (o == unit || def(st, o).side != side) continue;
      if (us(st, o).routed)
        eliminate(c, o, "eliminated", unit_name(st, unit) + " routed through it");
      else
        d_roll(c, o, 0, unit_name(st, unit) + " routed through its hex");
    }
    UnitState& mover = us(st, unit);
    if (!mover.on_map) break;
    before_last = mover.hex;
    before_last_second = mover.second;
    left.push_back(mover.hex);
    if (mover.second) mover.second = mover.hex;  // a double unit's rear half follows
    mover.hex = *best;
    ++moved;
    if (c.say.on) c.say(unit_name(st, unit) + " routs to " + hex_name(st, *best), "LotN 12.33");
  }
  return moved;
}

Effect d_roll(Ctx& c, int unit, int plus, const std::string& why) {
  if (!present(c.st, unit)) return Effect::None;
  int r = c.d10("Disruption check, " + unit_name(c.st, unit) + " (" + why + "), d10") + plus;
  int tq = current_tq(c.st, unit);
  if (c.say.on)
    c.say(unit_name(c.st, unit) + " checks for Disruption (" + why + "): " + std::to_string(r) +
              (plus ? " with +" + std::to_string(plus) : std::string()) + " against TQ " + std::to_string(tq),
          "LotN 12.21");
  if (r > tq) return disrupt(c, unit, false, -1, why);
  return Effect::None;
}

void remove_leader(Ctx& c, int leader, const std::string& fate, const std::string& why) {
  Battle& st = c.st;
  LeaderState& l = st.leaders[static_cast<std::size_t>(leader)];
  if (!l.on_map) return;
  l.on_map = false;
  l.status = LeaderState::Status::Finished;
  if (fate == "captured")
    l.captured = true;
  else
    l.killed = true;
  if (c.say.on) c.say(leader_name(st, leader) + " " + fate + " (" + why + ")", "LotN 4.44");
  add_wp(c, ldef(st, leader).army, leader_wp(st, leader), leader_name(st, leader) + " " + fate);
  if (fate == "killed") {
    Board board(st);
    saxon_cut_out(c, board, leader);  // Breitenfeld: the Saxon units he led may rout
  }
}

void leader_casualty_check(Ctx& c, const Hex& hex, int side, const std::string& why) {
  Battle& st = c.st;
  Board board(st);
  std::vector<int> here;
  for (int l : board.leaders_at(hex))
    if (ldef(st, l).side == side) here.push_back(l);
  if (here.size() > 1 && st.s->variant("leader.check_each_in_hex") == 0) here.resize(1);
  for (int l : here) {
    int r = c.d10("leader casualty, " + leader_name(st, l) + ", d10");
    const LeaderDef& d = ldef(st, l);
    LeaderState& ls = st.leaders[static_cast<std::size_t>(l)];
    bool nine = st.s->variant("leader.nine_always_kills") == 1;
    if ((r == 9 && nine) || (r > d.mortality && ls.wounded)) {
      remove_leader(c, l, "killed", why + ", casualty roll " + std::to_string(r));
    } else if (r > d.mortality) {
      ls.wounded = true;
      if (c.say.on)
        c.say(leader_name(st, l) + " wounded (" + why + ", roll " + std::to_string(r) + " over Mortality " +
                  std::to_string(d.mortality) + ")",
              "LotN 4.44");
    } else if (c.say.on) {
      c.say(leader_name(st, l) + " unhurt (roll " + std::to_string(r) + ")", "LotN 4.44");
    }
  }
}

namespace {

std::string order_problem(const Battle& st, const Board& board, int leader, int unit) {
  const LeaderState& l = st.leaders[static_cast<std::size_t>(leader)];
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  if (!u.on_map || !l.on_map) return "not on the map";
  if (def(st, unit).side != ldef(st, leader).side) return "not the leader's unit";
  int dist = st.s->map->grid().distance(l.hex, u.hex);
  if (dist > leader_range(st, leader)) return "beyond the leader's Command Range";
  (void)board;
  return "";
}

int attempt_distance(const Battle& st, int leader, int unit) {
  return st.s->map->grid().distance(st.leaders[static_cast<std::size_t>(leader)].hex,
                                    st.units[static_cast<std::size_t>(unit)].hex);
}

}  // namespace

std::string recovery_problem(const Battle& st, const Board& board, int leader, int unit) {
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  if (!u.disrupted || u.routed) return "not disrupted";
  if (is_artillery(def(st, unit).arm) && u.abandoned) return "abandoned";
  if (u.perm_disrupted) return "permanently disrupted (LotN 12.13)";
  if (u.rallied) return "rallied this turn (LotN 12.42)";
  if (board.enemy_zoc(u.hex, def(st, unit).side)) return "in an enemy Zone of Control (LotN 12.41)";
  return order_problem(st, board, leader, unit);
}

std::string rally_problem(const Battle& st, const Board& board, int leader, int unit) {
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  if (!u.routed) return "not routed";
  if (board.enemy_zoc(u.hex, def(st, unit).side)) return "in an enemy-controlled hex (LotN 12.42)";
  return order_problem(st, board, leader, unit);
}

bool recover(Ctx& c, int leader, int unit) {
  Battle& st = c.st;
  int dist = attempt_distance(st, leader, unit);
  bool ok = dist <= 1;
  if (!ok) {
    int r = c.d10("recovery, " + unit_name(st, unit) + ", d10");
    int total = r + dist - leader_charisma(st, leader);
    ok = total <= def(st, unit).tq_disrupted;
    if (c.say.on)
      c.say(leader_name(st, leader) + " tries to recover " + unit_name(st, unit) + ": " + std::to_string(r) + " + " +
                std::to_string(dist) + " hexes - Charisma " + std::to_string(leader_charisma(st, leader)) + " = " +
                std::to_string(total) + " against disrupted TQ " + std::to_string(def(st, unit).tq_disrupted),
            "LotN 12.41");
  }
  if (ok) {
    us(st, unit).disrupted = false;
    if (c.say.on) c.say(unit_name(st, unit) + " recovers from Disruption", "LotN 12.41");
  }
  return ok;
}

bool rally(Ctx& c, int leader, int unit) {
  Battle& st = c.st;
  int dist = attempt_distance(st, leader, unit);
  bool ok = dist <= 1;
  if (!ok) {
    int r = c.d10("rally, " + unit_name(st, unit) + ", d10");
    int total = r + dist - leader_charisma(st, leader);
    ok = total <= 1;
    if (c.say.on)
      c.say(leader_name(st, leader) + " tries to rally " + unit_name(st, unit) + ": " + std::to_string(r) + " + " +
                std::to_string(dist) + " hexes - Charisma " + std::to_string(leader_charisma(st, leader)) + " = " +
                std::to_string(total) + " against TQ 1",
            "LotN 12.42");
  }
  if (ok) {
    UnitState& u = us(st, unit);
    u.routed = false;
    u.disrupted = true;
    u.rallied = true;
    if (c.say.on) c.say(unit_name(st, unit) + " rallies: disrupted, with a Rallied marker", "LotN 12.42");
  }
  return ok;
}

}  // namespace umpire::lotn
