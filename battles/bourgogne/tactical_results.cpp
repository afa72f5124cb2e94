// The results of combat (GdB 9.6, T3) and the geometry the fire and the melee share.
#include <algorithm>

#include "bourgogne/tactical_procedure.h"

namespace umpire::bourgogne_battle {

int column_for(int a, int d, bool round_for_attacker) {
  if (d <= 0) return kColumnCount - 1;
  if (round_for_attacker) {  // the next column up (GdB 9.5.7, a siege)
    if (2 * a <= d) return 0;
    if (3 * a <= 2 * d) return 1;
    if (a <= d) return 2;
    if (2 * a <= 3 * d) return 3;
    return 4;
  }
  if (a >= 2 * d) return 4;  // the highest column the ratio reaches (T3)
  if (2 * a >= 3 * d) return 3;
  if (a >= d) return 2;
  if (3 * a >= 2 * d) return 1;
  return 0;
}

namespace {
// A place's row on the axis of `side`'s fire: its own 3rd line 0 ... the enemy 3rd line 5 (GdB 9.1).
int row_of(const TacticalTables& t, int side, const Place& p) {
  int r = t.row[p.zone];
  return p.half == side ? r : 5 - r;
}
}  // namespace

int fire_distance(int side, const Place& from, const Place& to) {
  if (from == to) return 0;
  const TacticalTables& t = tables();
  int a = row_of(t, side, from), b = row_of(t, side, to);
  return a == b ? 1 : std::abs(a - b);
}

int advantage(const BattleState& st, int side, const Place& from, const Place& to, std::string* name) {
  if (name) name->clear();
  // Every case is "in the opposing camp" (T3): both zones in the enemy half.
  if (from.half == side || to.half == side) return 0;
  const auto& rows = st.s->options.table_3_modifiers ? tables().table_3 : tables().sec_9_3_4;
  for (const auto& r : rows)
    if (r.from == from.zone && r.to == to.zone) {
      if (name) *name = r.name;
      return r.modifier;
    }
  return 0;
}

std::string unit_words(const BattleState& st, int unit) {
  const auto& c = st.s->counters[static_cast<std::size_t>(unit)];
  return c.name + " (" + std::to_string(st.pieces[static_cast<std::size_t>(unit)].ss) + " SS, CF " +
         std::to_string(current_cf(st, unit)) + ")";
}

int effective_rof(const BattleState& st, int unit) {
  const auto& c = st.s->counters[static_cast<std::size_t>(unit)];
  if (!c.shooter()) return 0;
  int rof = c.rof;
  if (st.weather.empty()) return rof;
  bool gun = c.kind == kCa || c.kind == kCu;
  if (st.weather == "rain") {  // GdB 9.3.2: no gun fires; Archers 2
    if (gun) return 0;
    if (c.kind == kAr) rof = std::min(rof, 2);
  } else if (st.weather == "snow") {
    if (gun || c.kind == kAr) rof = std::min(rof, 1);
  }
  return rof;
}

namespace {

int loss_cf(const BattleState& st, int unit) {
  return st.s->options.loss_order_current ? current_cf(st, unit) : printed_cf(st, unit);
}

// The unit that takes the next SS: the weakest CF, the owner choosing among
// different units of equal CF; under a Clash the Pikemen first (GdB 9.6).
int next_casualty(const BattleState& st, const Place& p, int side, bool clash, Decisions& decisions,
                  const std::string& why) {
  std::vector<int> pool;
  for (int u : units_at(st, p))
    if (st.pieces[static_cast<std::size_t>(u)].side == side) pool.push_back(u);
  if (pool.empty()) return -1;
  bool owner_picks_any = false;
  if (clash) {
    std::vector<int> pikes;
    for (int u : pool)
      if (st.s->counters[static_cast<std::size_t>(u)].type == "Pi") pikes.push_back(u);
    if (!pikes.empty())
      pool = pikes;
    else
      owner_picks_any = !st.s->options.clash_rest_weakest_first;  // GdB 9.3.3 "as the players wish"
  }
  std::vector<int> tied;
  if (owner_picks_any) {
    tied = pool;
  } else {
    int low = 1000;
    for (int u : pool) low = std::min(low, loss_cf(st, u));
    for (int u : pool)
      if (loss_cf(st, u) == low) tied.push_back(u);
  }
  // Ties between units alike (same type and SS) are no choice.
  std::vector<int> distinct;
  for (int u : tied) {
    bool seen = false;
    for (int v : distinct)
      seen = seen ||
             (st.s->counters[static_cast<std::size_t>(u)].type == st.s->counters[static_cast<std::size_t>(v)].type &&
              st.pieces[static_cast<std::size_t>(u)].ss == st.pieces[static_cast<std::size_t>(v)].ss);
    if (!seen) distinct.push_back(u);
  }
  if (distinct.size() == 1) return distinct.front();
  DecisionRequest r;
  if (!decisions.takes_advice()) {  // else the answer is the advice: no words to build
    r.label = "the " + side_name(st, side) + " choose which unit loses 1 SS (" + why + ", GdB 9.6)";
    r.side = kSideIds[side];
    r.side_name = side_name(st, side);
    for (int u : distinct) r.options.push_back({st.s->counters[static_cast<std::size_t>(u)].id, unit_words(st, u)});
  }
  // The doctrine keeps its strongest: the lowest CF, then a reduced unit (it is eliminated, not weakened).
  int best = distinct.front();
  for (int u : distinct)
    if (std::make_pair(current_cf(st, u), -st.pieces[static_cast<std::size_t>(u)].ss) <
        std::make_pair(current_cf(st, best), -st.pieces[static_cast<std::size_t>(best)].ss))
      best = u;
  r.advice = st.s->counters[static_cast<std::size_t>(best)].id;
  std::string id = decisions.choose(r);
  for (int u : distinct)
    if (st.s->counters[static_cast<std::size_t>(u)].id == id) return u;
  return distinct.front();
}

}  // namespace

void take_losses(BattleState& st, const Place& p, int side, int loss, bool clash, Decisions& decisions, Said& say,
                 const std::string& why) {
  int lost = 0;
  std::vector<std::string> hit;
  for (; lost < loss; ++lost) {
    int u = next_casualty(st, p, side, clash, decisions, why);
    if (u < 0) break;
    auto& piece = st.pieces[static_cast<std::size_t>(u)];
    piece.ss -= 1;
    const auto& name = st.s->counters[static_cast<std::size_t>(u)].name;
    if (piece.ss == 0) {
      piece.place = {};
      if (say.on) hit.push_back(name + " eliminated");
    } else if (say.on) {
      hit.push_back(name + " reduced");
    }
  }
  if (loss <= 0 || !say.on) return;
  std::string text = "The " + side_name(st, side) + " in the " + zone_name(st, p) + " lose " + std::to_string(loss) +
                     " SS (" + why + "): " + (hit.empty() ? std::string("no unit there") : join_words(hit));
  if (lost < loss && lost > 0) text += "; the rest of the loss is ignored";
  say(text, "GdB 9.6");
}

namespace {

void eliminate_chief(BattleState& st, int chief, Decisions& decisions, Said& say) {
  flip_commander(st, chief, decisions, say);
}

}  // namespace

void star_check(BattleState& st, const Place& p, int side, Dice& dice, Decisions& decisions, Said& say) {
  std::vector<int> hist;
  for (int c : chiefs_at(st, p))
    if (st.chiefs[static_cast<std::size_t>(c)].side == side && st.chiefs[static_cast<std::size_t>(c)].historical)
      hist.push_back(c);
  if (hist.empty()) {
    if (say.on)
      say("\"*\" for the " + side_name(st, side) + ": no historical commander in the " + zone_name(st, p), "GdB 9.6");
    return;
  }
  int die = dice.d6(say.on ? "\"*\": the " + side_name(st, side) + "' commanders in the " + zone_name(st, p) +
                                 " (GdB 9.6)"
                           : std::string("*"));
  if (die != 1) {
    if (say.on)
      say("\"*\" for the " + side_name(st, side) + ": rolls " + std::to_string(die) + ", no commander falls", "GdB 9.6");
    return;
  }
  int low = 100;
  for (int c : hist) low = std::min(low, rank_now(st, c));
  std::vector<int> lowest;
  for (int c : hist)
    if (rank_now(st, c) == low) lowest.push_back(c);
  int chosen = lowest.front();
  if (lowest.size() > 1) {
    DecisionRequest r;
    r.label = "the " + side_name(st, side) + " choose which commander of equal rank falls (GdB 9.6)";
    r.side = kSideIds[side];
    r.side_name = side_name(st, side);
    for (int c : lowest) r.options.push_back({st.s->commanders[static_cast<std::size_t>(c)].id, chief_name(st, c)});
    r.advice = r.options.front().id;
    for (int c : lowest)  // the doctrine keeps Charles the Bold when it may
      if (!st.s->commanders[static_cast<std::size_t>(c)].charles) {
        r.advice = st.s->commanders[static_cast<std::size_t>(c)].id;
        break;
      }
    std::string id = decisions.choose(r);
    for (int c : lowest)
      if (st.s->commanders[static_cast<std::size_t>(c)].id == id) chosen = c;
  }
  say("\"*\" for the " + side_name(st, side) + ": rolls 1", "GdB 9.6");
  eliminate_chief(st, chosen, decisions, say);
}

void fire_commander_checks(BattleState& st, const Place& p, Dice& dice, Decisions& decisions, Said& say) {
  for (int c : chiefs_at(st, p)) {
    if (!st.chiefs[static_cast<std::size_t>(c)].historical || st.phase == "over") continue;
    int die = dice.d6(say.on ? "fire die of 1: " + chief_name(st, c) + " rolls (GdB 9.1)" : std::string("fire die of 1"));
    if (die == 1)
      eliminate_chief(st, c, decisions, say);
    else if (say.on)
      say(chief_name(st, c) + " rolls " + std::to_string(die) + " and is unharmed", "GdB 9.1");
  }
}

bool retreat(BattleState& st, const Place& p, int side, Decisions& decisions, Said& say) {
  std::vector<int> group, stay;
  for (int u : units_at(st, p)) {
    if (st.pieces[static_cast<std::size_t>(u)].side != side) continue;
    const auto& c = st.s->counters[static_cast<std::size_t>(u)];
    (c.swiss || c.cannon() ? stay : group).push_back(u);
  }
  if (group.empty() && stay.empty()) {
    say("R for the " + side_name(st, side) + " in the " + zone_name(st, p) + ": no unit is left to retreat", "GdB 9.6");
    return false;
  }
  if (group.empty()) {
    say("R for the " + side_name(st, side) + " in the " + zone_name(st, p) +
            ": ignored (Swiss units and cannon never retreat)",
        "GdB 9.6");
    return false;
  }
  const auto& t = tables();
  Place to;
  if (p.half == side || st.s->options.retreat_toward_enemy_rear) {
    to = {p.half, t.retreat_path[p.zone]};
  } else if (t.retreat_own[p.zone] >= 0) {
    to = {p.half, t.retreat_own[p.zone]};
  } else {  // the enemy's 1st line or a wing: back across to the facing zone of one's own half
    for (int z = 0; z < kZoneCount; ++z)
      if (t.cross[p.zone][z] >= 0) to = {side, z};
  }
  std::vector<std::string> names;
  for (int u : group)
    if (say.on) names.push_back(st.s->counters[static_cast<std::size_t>(u)].name);
  if (to.half != side && to.zone == kRZ) {
    for (int u : group) {
      st.pieces[static_cast<std::size_t>(u)].ss = 0;
      st.pieces[static_cast<std::size_t>(u)].place = {};
    }
    say("R: " + join_words(names) + " retreat into the " + zone_name(st, to) + " and are eliminated", "GdB 9.6");
    stranded_commanders(st, decisions, say);
    return true;
  }
  bool blocked = false;
  for (int u : units_at(st, to)) blocked = blocked || st.pieces[static_cast<std::size_t>(u)].side != side;
  if (blocked) {
    say("R: the " + zone_name(st, to) + " holds enemy units: " + join_words(names) + " stay and lose 1 SS more" +
            (st.s->options.blocked_loss_per_group ? "" : " each"),
        "GdB 9.6");
    if (st.s->options.blocked_loss_per_group) {
      take_losses(st, p, side, 1, false, decisions, say, "blocked retreat");
    } else {
      for (int u : group) {
        auto& piece = st.pieces[static_cast<std::size_t>(u)];
        if (piece.ss > 0 && --piece.ss == 0) piece.place = {};
      }
      say("The blocked " + join_words(names) + " lose 1 SS each", "GdB 9.6");
    }
    return false;
  }
  for (int u : group) st.pieces[static_cast<std::size_t>(u)].place = to;
  std::vector<int> chiefs;  // the commanders an R concerns: his camp's, not Swiss (they ignore it)
  for (int c : chiefs_at(st, p))
    if (st.chiefs[static_cast<std::size_t>(c)].side == side && !st.s->commanders[static_cast<std::size_t>(c)].swiss)
      chiefs.push_back(c);
  if (stay.empty())  // the units and their commanders retreat (GdB 9.6)
    for (int c : chiefs) st.chiefs[static_cast<std::size_t>(c)].place = to;
  say("R: " + join_words(names) + " retreat to the " + zone_name(st, to) +
          (to.zone == kRZ ? " and take no further part" : ""),
      "GdB 9.6");
  if (stay.empty() || st.rules < 2) return true;  // version 1 left them with the units that stay
  // Some units stay (Swiss units, cannon): a commander may retreat with those that go or stay with
  // those that stay; he is never left alone either way (GdB 9.6).
  std::vector<std::string> stayers;
  for (int u : stay) stayers.push_back(st.s->counters[static_cast<std::size_t>(u)].name);
  for (int c : chiefs) {
    DecisionRequest r;
    r.label = "the " + side_name(st, side) + " decide whether " + chief_name(st, c) + " retreats with " +
              join_words(names) + " to the " + zone_name(st, to) + " or stays in the " + zone_name(st, p) +
              " (GdB 9.6)";
    r.side = kSideIds[side];
    r.side_name = side_name(st, side);
    r.options = {{"follow", "Retreat with them to the " + zone_name(st, to)},
                 {"stay", "Stay with " + join_words(stayers)}};
    // The doctrine keeps its commanders out of the enemy's reach: the zone just beaten stays in contact.
    r.advice = "follow";
    if (decisions.choose(r) != "follow") {
      say(chief_name(st, c) + " stays in the " + zone_name(st, p) + " with " + join_words(stayers), "GdB 9.6");
      continue;
    }
    st.chiefs[static_cast<std::size_t>(c)].place = to;
    say(chief_name(st, c) + " retreats with them to the " + zone_name(st, to), "GdB 9.6");
  }
  return true;
}

void stranded_commanders(BattleState& st, Decisions& decisions, Said& say) {
  for (std::size_t i = 0; i < st.chiefs.size() && st.phase != "over"; ++i) {
    auto& ch = st.chiefs[i];
    if (ch.pool || !ch.place.on()) continue;
    int side = ch.side;
    Occupancy occ = occupancy(st);
    if (occ.of(side, ch.place) > 0) continue;
    std::vector<Place> places;
    for (int h = 0; h < 2; ++h)
      for (int z = 0; z < kRZ; ++z)
        if (occ.of(side, {h, z}) > 0) places.push_back({h, z});
    std::string name = chief_name(st, static_cast<int>(i));
    if (places.empty()) {
      const auto& c = st.s->commanders[i];
      if (!st.s->options.stranded_to_pool_as_is && ch.historical) {
        ch.historical = false;
        ch.killed = true;
      }
      ch.pool = true;
      ch.place = {};
      st.to_pool.push_back(c.id);
      say(name + " has no unit of his camp left in the battle: eliminated without a roll, to the pool", "GdB 9.6");
      if (c.charles && st.s->options.charles_any_cause) {
        st.phase = "over";
        st.ending = "charles_killed";
        st.winner = camp_of(st, 0) == "swiss" ? 0 : 1;
        say("Charles the Bold has fallen: the Swiss win the game at once", "GdB 12.2");
        return;
      }
      if (st.army[side] == static_cast<int>(i)) {
        st.army[side] = -1;
        elect_army_commander(st, side, &decisions, say);
      }
      continue;
    }
    DecisionRequest r;
    const bool words = !decisions.takes_advice();  // else the answer is the advice: no words to build
    if (words) {
      r.label =
          "the " + side_name(st, side) + " move " + name + ", left without a unit, to a zone of their units (GdB 9.6)";
      r.side = kSideIds[side];
      r.side_name = side_name(st, side);
    }
    int best = -1;
    for (const auto& q : places) {
      if (words) r.options.push_back({place_id(q), zone_name(st, q)});
      int strength = 0;
      for (int u : units_at(st, q)) strength += current_cf(st, u);
      if (strength > best) {
        best = strength;
        r.advice = place_id(q);
      }
    }
    Place to = place_from_id(decisions.choose(r));
    ch.place = to;
    say(name + ", left without a unit, joins the " + zone_name(st, to), "GdB 9.6");
  }
}

}  // namespace umpire::bourgogne_battle
