// Fire (GdB 9.1, 9.5.6), melee (GdB 9.2, 9.5.7, 9.5.8) and the siege's fire and assault (GdB 9.4).
#include <algorithm>
#include <string_view>

#include "bourgogne/tactical_procedure.h"

namespace umpire::bourgogne_battle {

namespace {

using Sz = std::size_t;

const Counter& counter(const BattleState& st, int u) { return st.s->counters[static_cast<Sz>(u)]; }
Piece& piece(BattleState& st, int u) { return st.pieces[static_cast<Sz>(u)]; }
const Piece& piece(const BattleState& st, int u) { return st.pieces[static_cast<Sz>(u)]; }

// Whether a shot of `u` may go over the zones between it and the target: Archers over anything (GdB 9.1),
// the others only over empty lines (ca_fire_over_occupied lets the cannon shoot over them too).
bool line_clear(const BattleState& st, int u, const Place& from, const Place& to, const Occupancy& occ) {
  const auto& c = counter(st, u);
  if (c.kind == kAr || (c.cannon() && st.s->options.ca_fire_over_occupied)) return true;
  int side = piece(st, u).side;
  auto row = [&](const Place& p) { return p.half == side ? tables().row[p.zone] : 5 - tables().row[p.zone]; };
  int a = row(from), b = row(to);
  if (std::max(a, b) - std::min(a, b) < 2) return true;
  for (int r = std::min(a, b) + 1; r < std::max(a, b); ++r) {
    Place q = r <= 2 ? Place{side, tables().line_of_row[r]} : Place{other(side), tables().line_of_row[5 - r]};
    if (occ.any(q) > 0) return false;
  }
  return true;
}

// The shots of `u`, appended to `out` as (u, target).
void add_targets_of(const BattleState& st, int u, const Occupancy& occ, std::vector<std::pair<int, int>>& out) {
  int rof = effective_rof(st, u);
  if (rof <= 0 || !fighting(st, u)) return;
  const Place& from = piece(st, u).place;
  for (std::size_t t = 0; t < st.pieces.size(); ++t) {
    int ti = static_cast<int>(t);
    if (st.pieces[t].side == piece(st, u).side || !fighting(st, ti)) continue;
    int d = fire_distance(piece(st, u).side, from, st.pieces[t].place);
    if (d >= 1 && d <= rof && line_clear(st, u, from, st.pieces[t].place, occ)) out.push_back({u, ti});
  }
}

// The doubling marker of a shooter's arm (GdB 9.3.3, fn5).
const char* doubling_marker(const Counter& c) {
  if (c.type == "Ar") return "rain_of_arrows";
  if (c.type == "Cr" || c.type == "Cu") return "harassment";
  if (c.type == "Ca") return "battery";
  return "";
}

void shoot(BattleState& st, int u, int t, Dice& dice, Decisions& decisions, Said& say) {
  const auto& c = counter(st, u);
  int side = piece(st, u).side;
  int cf = current_cf(st, u);
  Place tp = piece(st, t).place;
  // The labels and the words only when someone reads them (Said::on): a seeded die ignores its label.
  int die = dice.d6(say.on ? "fire: " + c.name + " at " + counter(st, t).name + " (GdB 9.1)" : std::string("fire"));
  std::string head = say.on ? c.name + " (CF " + std::to_string(cf) + ") fires at " + counter(st, t).name +
                                  " in the " + zone_name(st, tp) + ": rolls " + std::to_string(die)
                            : std::string();
  if (die > cf) {
    if (say.on) say(head + ", a miss", "GdB 9.1");
    return;
  }
  int loss = 1;
  std::string why;
  const char* m = doubling_marker(c);
  if (*m && revealed(st, side, m)) {
    if (std::string_view(m) != "battery" && revealed(st, other(side), "hedge")) {
      why = "; " + marker_name(m) + " is cancelled by the Hedge";
    } else {
      loss = 2;
      why = "; " + marker_name(m) + " doubles it";
    }
  }
  int before = piece(st, t).ss;
  int lost = std::min(loss, before);
  piece(st, t).ss -= lost;
  if (piece(st, t).ss == 0) piece(st, t).place = {};
  if (say.on)
    say(head + ", a hit" + why + ": " + counter(st, t).name +
            (piece(st, t).ss == 0 ? " is eliminated" : " is reduced") + (loss > before ? " (the excess is lost)" : ""),
        !*m || why.empty() ? "GdB 9.1" : "GdB 9.1, 9.3.3");
  if (die == 1) fire_commander_checks(st, tp, dice, decisions, say);
  if (st.phase != "over") stranded_commanders(st, decisions, say);
}

std::string shot_id(const BattleState& st, int u, int t) { return counter(st, u).id + ">" + counter(st, t).id; }

}  // namespace

// GdB 9.5.6: single shots, the attacker first, alternating; a camp with no
// shooter left (or that stops firing) lets the other fire the rest in a row.
void fire(BattleState& st, Dice& dice, Decisions& decisions, Said& say) {
  std::vector<bool> fired(st.pieces.size(), false);
  bool done[2] = {false, false};
  int turn = 0;
  int shots = 0;
  auto options_of = [&](int side) {
    std::vector<std::pair<int, int>> out;
    const Occupancy occ = occupancy(st);  // the lines a shot goes over, counted once for every shooter
    for (std::size_t u = 0; u < st.pieces.size(); ++u)
      if (!fired[u] && st.pieces[u].side == side && counter(st, static_cast<int>(u)).shooter())
        add_targets_of(st, static_cast<int>(u), occ, out);
    return out;
  };
  while (st.phase != "over") {
    auto opts = done[turn] ? std::vector<std::pair<int, int>>{} : options_of(turn);
    if (opts.empty()) {
      done[turn] = true;
      if (done[other(turn)] || options_of(other(turn)).empty()) break;
      turn = other(turn);
      continue;
    }
    DecisionRequest r;
    const bool words = !decisions.takes_advice();  // else the answer is the advice: no options to list
    if (words) {
      r.label = "round " + std::to_string(st.round) + ": the " + side_name(st, turn) +
                " fire a shot or stop firing (GdB 9.5.6)";
      r.side = kSideIds[turn];
      r.side_name = side_name(st, turn);
      r.options.push_back({"stop", "Fire no more this round"});
    }
    std::pair<int, int> best{-1, -1};
    // The doctrine: a shot its marker doubles at a whole unit, the strongest (2 SS eliminate it, fn5);
    // any other at the weakest, to finish it; the surest shooter.
    // Which shooters' hits the turn's revealed markers double (as shoot() reads them), looked up once.
    const bool hedge = revealed(st, other(turn), "hedge");
    const bool arrows = !hedge && revealed(st, turn, "rain_of_arrows");
    const bool harass = !hedge && revealed(st, turn, "harassment");
    const bool battery = revealed(st, turn, "battery");
    auto doubled = [&](int u) {
      switch (counter(st, u).kind) {
        case kAr: return arrows;
        case kCr:
        case kCu: return harass;
        case kCa: return battery;
        default: return false;
      }
    };
    auto key = [&](std::pair<int, int> o) {
      int ss = piece(st, o.second).ss, cf = current_cf(st, o.second);
      bool twice = doubled(o.first);
      return std::make_tuple(twice ? ss : -ss, twice ? cf : -cf, current_cf(st, o.first));
    };
    decltype(key(opts.front())) best_key{};
    for (auto o : opts) {
      if (words)
        r.options.push_back({shot_id(st, o.first, o.second), counter(st, o.first).name + " at " +
                                                               unit_words(st, o.second) + " in the " +
                                                               zone_name(st, piece(st, o.second).place)});
      auto k = key(o);
      if (best.first < 0 || k > best_key) {
        best = o;
        best_key = k;
      }
    }
    r.advice = shot_id(st, best.first, best.second);
    std::string choice = decisions.choose(r);
    if (choice == "stop") {
      done[turn] = true;
      say("The " + side_name(st, turn) + " fire no more this round", "GdB 9.5.6");
    } else {
      for (auto o : opts)
        if (choice == r.advice ? o == best : shot_id(st, o.first, o.second) == choice) {
          fired[static_cast<Sz>(o.first)] = true;
          shoot(st, o.first, o.second, dice, decisions, say);
          ++shots;
        }
      if (check_end(st, say)) return;
    }
    if (!done[other(turn)]) turn = other(turn);
  }
  if (shots == 0 && st.phase != "over") say("No shot is fired this round", "GdB 9.5.6");
  if (st.phase != "over") st.phase = "melee";
}

namespace {

struct MeleeSide {
  int side = 0;
  Place place;
  std::vector<int> units;
  bool charge = false;
  int strength = 0;
};

bool has_type(const BattleState& st, const std::vector<int>& units, const char* type) {
  for (int u : units)
    if (counter(st, u).type == type) return true;
  return false;
}

bool has_mounted(const BattleState& st, const std::vector<int>& units) {
  for (int u : units)
    if (counter(st, u).mounted()) return true;
  return false;
}

std::vector<int> side_units_at(const BattleState& st, const Place& p, int side) {
  std::vector<int> out;
  for (int u : units_at(st, p))
    if (piece(st, u).side == side) out.push_back(u);
  return out;
}

int strength_of(const BattleState& st, const std::vector<int>& units, bool charge) {
  int total = 0;
  for (int u : units) total += current_cf(st, u) * (charge && counter(st, u).mounted() ? 2 : 1);
  return total;
}

// The doctrine's advance after combat: the shock troops (Gendarmes, Chevaliers, Pikemen, Halberdiers) take
// the ground; the shooters keep theirs, unless no shock troop is there to take it; enemy cannon left in the
// zone are always taken, by the shooters if need be.
std::vector<bool> advance_doctrine(const BattleState& st, const std::vector<int>& movers, bool guns_there) {
  std::vector<bool> in(movers.size(), false);
  bool shock = false;
  for (std::size_t i = 0; i < movers.size(); ++i) {
    in[i] = !counter(st, movers[i]).shooter();
    shock = shock || in[i];
  }
  if (!shock && guns_there) in.assign(movers.size(), true);
  return in;
}

// One melee: `side` attacks from `from` into `to` (GdB 9.2, 9.5.7, 9.5.8, 9.6).
void resolve_melee(BattleState& st, int side, const Place& from, const Place& to, Dice& dice, Decisions& decisions,
                   Said& say) {
  const Options& o = st.s->options;
  MeleeSide a{side, from, side_units_at(st, from, side)}, d{other(side), to, side_units_at(st, to, other(side))};
  std::string mod_name;
  int mod = advantage(st, side, from, to, &mod_name);
  // An attack from the rear is one from the 2nd or 3rd line of the enemy camp
  // (GdB 9.3.4); Table 3's +3 from a wing is not one, so a Ditch still cancels its Charge (GdB 9.3.3).
  bool rear = mod >= 3 && (from.zone == kL2 || from.zone == kL3);
  std::vector<std::string> notes;
  for (MeleeSide* m : {&a, &d}) {
    if (!revealed(st, m->side, "charge")) continue;
    bool mounted = false;
    for (int u : m->units) mounted = mounted || counter(st, u).mounted();
    if (!mounted) {
      notes.push_back("the " + side_name(st, m->side) + "' Charge has no Gendarmes or Chevaliers here");
    } else if (m == &d && !o.charge_usable_by_defender) {
      notes.push_back("the " + side_name(st, m->side) + "' Charge serves only the attacker");
    } else if (revealed(st, other(m->side), "ditch") && !(m == &a && rear)) {
      notes.push_back("the " + side_name(st, m->side) + "' Charge is cancelled by the Ditch");
    } else {
      m->charge = true;
      notes.push_back("the " + side_name(st, m->side) + "' Charge doubles their Gendarmes and Chevaliers");
    }
  }
  a.strength = strength_of(st, a.units, a.charge);
  d.strength = strength_of(st, d.units, d.charge);
  int col = column_for(a.strength, d.strength, false);
  const auto& t = tables();
  std::string head;
  if (say.on) {
    head = "Melee: the " + side_name(st, side) + " attack from the " + zone_name(st, from) + " into the " +
           zone_name(st, to) + ", " + std::to_string(a.strength) + " against " + std::to_string(d.strength) +
           ": column " + t.column_names[static_cast<Sz>(col)];
    if (!notes.empty()) head += " (" + join_words(notes) + ")";
    head += mod ? ", " + mod_name + " +" + std::to_string(mod) : ", no modifier";
  }
  int die = dice.d6(say.on ? "melee: the " + side_name(st, side) + " from the " + zone_name(st, from) + " into the " +
                                 zone_name(st, to) + " (GdB 9.5.7)"
                           : std::string("melee"));
  int row = std::min(6, die + mod);  // modified_die_cap: above 6 reads 6
  T3Cell ca = t.table3[static_cast<Sz>(row - 1)][static_cast<Sz>(col)][0];
  T3Cell cd = t.table3[static_cast<Sz>(row - 1)][static_cast<Sz>(col)][1];
  auto cell_text = [](const T3Cell& c) {
    return std::to_string(c.loss) + (c.star ? "*" : "") + (c.retreat ? "R" : "");
  };
  if (say.on)
    say(head + "; rolls " + std::to_string(die) + (mod ? " (" + std::to_string(row) + ")" : "") + ": " +
            cell_text(ca) + " / " + cell_text(cd),
        "GdB 9.5.7, T3");
  // Clash among pikemen: Pi of each camp in the melee; Cut and thrust cancels it (GdB 9.3.3).
  bool clash = false;
  if ((revealed(st, a.side, "clash") || revealed(st, d.side, "clash"))) {
    if (!has_type(st, a.units, "Pi") || !has_type(st, d.units, "Pi")) {
      say("Clash among pikemen has no Pikemen of each camp here: no effect", "GdB 9.3.3");
    } else {
      bool cut = false;
      for (const MeleeSide* m : {&a, &d})
        if (revealed(st, m->side, "cut_and_thrust"))
          cut = cut || (o.cut_and_thrust_own_hb ? has_type(st, m->units, "Hb")
                                                : has_type(st, a.units, "Hb") || has_type(st, d.units, "Hb"));
      if (cut)
        say("Cut and thrust cancels the Clash among pikemen", "GdB 9.3.3");
      else
        clash = true;
    }
  }
  T3Cell* cells[2] = {&ca, &cd};
  for (int k = 0; k < 2; ++k) {
    const MeleeSide& m = k == 0 ? a : d;
    T3Cell& c = *cells[k];
    bool combo = revealed(st, m.side, "ditch") && revealed(st, m.side, "hedge");
    int loss = c.loss;
    if (clash && o.clash_double_then_reduce) loss *= 2;
    if (combo) loss = std::max(0, loss - 1);
    if (clash && !o.clash_double_then_reduce) loss *= 2;
    if (combo && c.retreat) say("Ditch and Hedge together cancel the " + side_name(st, m.side) + "' R", "GdB 9.3.3");
    if (combo) c.retreat = false;
    if (loss != c.loss)
      say("The " + side_name(st, m.side) + "' loss becomes " + std::to_string(loss) + " SS" +
              (clash ? " (Clash among pikemen" + std::string(combo ? ", Ditch and Hedge)" : ")")
                     : " (Ditch and Hedge)"),
          "GdB 9.3.3");
    c.loss = loss;
  }
  // Losses at once on both zones, then "*", then R, then the stranded commanders (GdB 9.6).
  take_losses(st, from, a.side, ca.loss, clash, decisions, say, "melee");
  take_losses(st, to, d.side, cd.loss, clash, decisions, say, "melee");
  if (ca.star) star_check(st, from, a.side, dice, decisions, say);
  if (st.phase != "over" && cd.star) star_check(st, to, d.side, dice, decisions, say);
  if (st.phase == "over") return;
  bool attacker_fell_back = false;
  if (ca.retreat) attacker_fell_back = retreat(st, from, a.side, decisions, say) && a.side == 0;
  if (cd.retreat) retreat(st, to, d.side, decisions, say);
  stranded_commanders(st, decisions, say);
  if (st.phase == "over" || check_end(st, say)) return;
  if (attacker_fell_back && o.end_on_attacker_retreat && !st.s->siege) {
    st.phase = "over";
    st.winner = 1;
    st.ending = "stopped";
    say("The " + side_name(st, 0) + " retreat after the combat: the battle ends and the " + side_name(st, 1) + " win",
        "GdB 9.5.10");
    return;
  }
  // Advance after combat (GdB 9.2, 9.6): into a zone left with no enemy unit but cannon; never the cannon.
  // The attacker advances with every unit, with those he chooses, or with none.
  bool empty = true;
  for (int u : side_units_at(st, to, d.side)) empty = empty && counter(st, u).cannon();
  std::vector<int> movers;
  for (int u : side_units_at(st, from, a.side))
    if (!counter(st, u).cannon()) movers.push_back(u);
  if (!empty || movers.empty()) return;
  bool guns_there = !side_units_at(st, to, d.side).empty();
  std::vector<bool> doctrine_in = advance_doctrine(st, movers, guns_there);
  int advised = static_cast<int>(std::count(doctrine_in.begin(), doctrine_in.end(), true));
  DecisionRequest r;
  const bool words = !decisions.takes_advice();  // else the answer is the advice: no options to list
  if (words) {
    r.label = "the " + side_name(st, side) + " advance into the " + zone_name(st, to) + " or stay (GdB 9.2)";
    r.side = kSideIds[side];
    r.side_name = side_name(st, side);
    r.options = {{"advance", "Advance after combat"}, {"stay", "Stay"}};
    if (movers.size() > 1) r.options.push_back({"choose", "Choose which units advance"});
  }
  r.advice = advised == 0 ? "stay" : advised == static_cast<int>(movers.size()) ? "advance" : "choose";
  std::string how = decisions.choose(r);
  if (how == "stay") return;
  std::vector<int> going;
  for (std::size_t i = 0; i < movers.size(); ++i) {
    if (how == "choose" && !words) {
      if (!doctrine_in[i]) continue;  // the advice, taken without asking
    } else if (how == "choose") {
      DecisionRequest q;
      q.label = "the " + side_name(st, side) + " choose whether " + unit_words(st, movers[i]) + " advances into the " +
                zone_name(st, to) + " (GdB 9.2)";
      q.side = kSideIds[side];
      q.side_name = side_name(st, side);
      q.options = {{"advance", "Advance"}, {"stay", "Stay in the " + zone_name(st, from)}};
      q.advice = doctrine_in[i] ? "advance" : "stay";
      if (decisions.choose(q) != "advance") continue;
    }
    going.push_back(movers[i]);
  }
  if (going.empty()) {
    if (say.on) say("No unit of the " + side_name(st, side) + " advances into the " + zone_name(st, to), "GdB 9.2");
    return;
  }
  std::vector<std::string> names;
  for (int u : going) {
    piece(st, u).place = to;
    if (say.on) names.push_back(counter(st, u).name);
  }
  if (side_units_at(st, from, a.side).empty())
    for (int c : chiefs_at(st, from))
      if (st.chiefs[static_cast<Sz>(c)].side == a.side) st.chiefs[static_cast<Sz>(c)].place = to;
  if (say.on) say(join_words(names) + " advance into the " + zone_name(st, to), "GdB 9.2");
  for (int u : side_units_at(st, to, d.side)) {  // the cannon left there is captured (GdB 9.6)
    piece(st, u).side = a.side;
    piece(st, u).ca_owner = camp_of(st, a.side);
    st.captured.push_back(counter(st, u).id);
    say(counter(st, u).name + " is captured: its counter flips to the " + side_name(st, a.side) + "' side", "GdB 9.6");
  }
  stranded_commanders(st, decisions, say);
}

std::string melee_id(const Place& from, const Place& to) { return place_id(from) + " > " + place_id(to); }

// The doctrine's worth of a melee, 0 when it would not fight it; the best is fought. It reckons the
// column with the revealed Charge that would count, and the modifier, and never attacks at 1/2. The
// Swiss press with their pikes and halberds: a column of them attacks at 1/1 or better, or at 2/3 with
// any modifier (they ignore R, T3); anyone else at 1/1 or better, or at 2/3 from a flank or the rear
// (GdB 9.3.4); the Burgundians' shooters do their work by fire and attack alone only at 3/2 or better.
int melee_doctrine_score(const BattleState& st, int side, const std::vector<int>& mine, const std::vector<int>& theirs,
                         int mod) {
  auto charges = [&](int who, const std::vector<int>& units, bool attacking) {
    if (!revealed(st, who, "charge") || !has_mounted(st, units)) return false;
    if (!attacking && !st.s->options.charge_usable_by_defender) return false;
    return !revealed(st, other(who), "ditch") || (attacking && mod >= 3);
  };
  int a = strength_of(st, mine, charges(side, mine, true));
  int d = strength_of(st, theirs, charges(other(side), theirs, false));
  int col = column_for(a, d, false);
  int score = 2 * col + mod;
  bool column = has_type(st, mine, "Pi") || has_type(st, mine, "Hb");
  bool shooters_only = true;
  for (int u : mine) shooters_only = shooters_only && counter(st, u).shooter();
  int needed = camp_of(st, side) == "swiss" && column ? 3 : 4;
  if (shooters_only && camp_of(st, side) == "burgundy") needed = 6;
  return col >= 1 && score >= needed ? score + 1 : 0;
}

}  // namespace

// GdB 9.5.7: the attacker may fight one melee (melees_per_round: one from each
// attacking zone); defender_may_melee lets the defender fight one after.
void melee(BattleState& st, Dice& dice, Decisions& decisions, Said& say) {
  const Options& o = st.s->options;
  std::vector<int> sides{0};
  if (o.defender_may_melee) sides.push_back(1);
  for (int side : sides) {
    std::vector<Place> used;
    while (st.phase != "over") {
      std::vector<std::pair<Place, Place>> pairs;
      Occupancy occ = occupancy(st);
      for (int h = 0; h < 2; ++h)
        for (int z = 0; z < kRZ; ++z) {
          Place from{h, z};
          if (occ.of(side, from) == 0) continue;
          if (std::find(used.begin(), used.end(), from) != used.end()) continue;
          for (int h2 = 0; h2 < 2; ++h2)
            for (int z2 = 0; z2 < kRZ; ++z2) {
              Place to{h2, z2};
              if (occ.of(other(side), to) > 0 && move_cost(from, to) >= 0) pairs.push_back({from, to});
            }
        }
      if (pairs.empty()) break;
      DecisionRequest r;
      const bool words = !decisions.takes_advice();  // else the answer is the advice: no options to list
      if (words) {
        r.label = "round " + std::to_string(st.round) + ": the " + side_name(st, side) +
                  " choose a melee or none (GdB 9.5.7)";
        r.side = kSideIds[side];
        r.side_name = side_name(st, side);
        r.options.push_back({"none", "No melee"});
      }
      r.advice = "none";
      int best = 0;
      std::size_t advised = pairs.size();
      for (std::size_t i = 0; i < pairs.size(); ++i) {
        const auto& [from, to] = pairs[i];
        auto mine = side_units_at(st, from, side), theirs = side_units_at(st, to, other(side));
        int mod = advantage(st, side, from, to, nullptr);
        if (words) {
          int a = strength_of(st, mine, false);
          int d = strength_of(st, theirs, false);
          r.options.push_back({melee_id(from, to), "from the " + zone_name(st, from) + " into the " +
                                                       zone_name(st, to) + " (" + std::to_string(a) + " against " +
                                                       std::to_string(d) + ")"});
        }
        int score = melee_doctrine_score(st, side, mine, theirs, mod);
        if (score > best) {
          best = score;
          advised = i;
        }
      }
      if (advised < pairs.size()) r.advice = melee_id(pairs[advised].first, pairs[advised].second);
      std::string choice = decisions.choose(r);
      if (choice == "none") break;
      for (std::size_t i = 0; i < pairs.size(); ++i)
        if (choice == r.advice ? i == advised : melee_id(pairs[i].first, pairs[i].second) == choice) {
          const auto& [from, to] = pairs[i];
          used.push_back(from);
          st.melee_this_round = true;
          resolve_melee(st, side, from, to, dice, decisions, say);
        }
      if (o.one_melee_per_round) break;
    }
  }
  if (st.phase != "over") st.phase = "movement";
}

// ---- the siege (GdB 9.4)

void siege_fire(BattleState& st, Dice& dice, Decisions& decisions, Said& say) {
  st.fv = st.s->fv;  // restored every round (fn10)
  say("Round " + std::to_string(st.round) + ": the fortification value is " + std::to_string(st.fv), "GdB 9.5.10");
  if (camp_of(st, 0) != "burgundy") {
    say("Only a Burgundian besieger's cannon fire at the walls: no fire", "GdB 9.4");
  } else {
    int guns = 0;
    for (std::size_t u = 0; u < st.pieces.size(); ++u) {
      int ui = static_cast<int>(u);
      if (st.pieces[u].side != 0 || !fighting(st, ui) || !counter(st, ui).cannon() ||
          st.pieces[u].ca_owner != "burgundy")
        continue;
      ++guns;
      int cf = current_cf(st, ui);
      int die = dice.d6("siege fire: " + counter(st, ui).name + " at the walls (GdB 9.4)");
      bool hit = die <= cf;
      if (hit && st.fv > 0) --st.fv;
      say(counter(st, ui).name + " (CF " + std::to_string(cf) + ") fires at the walls: rolls " + std::to_string(die) +
              (hit ? ", a hit: the FV is " + std::to_string(st.fv) : ", a miss"),
          "GdB 9.4");
      if (die == 1 && st.s->options.siege_fire_commander_check)
        fire_commander_checks(st, {1, kL1}, dice, decisions, say);
      if (st.phase == "over") return;
    }
    if (guns == 0) say("The besiegers have no Burgundian cannon to fire", "GdB 9.4");
  }
  st.phase = "assault";
}

void assault(BattleState& st, Dice& dice, Decisions& decisions, Said& say) {
  Place a_place{0, kL1}, d_place{1, kL1};
  int a = strength_of(st, side_units_at(st, a_place, 0), false);
  int d = strength_of(st, side_units_at(st, d_place, 1), false);
  const auto& t = tables();
  int col = column_for(a, d, st.s->options.siege_round_for_besieger);
  int shifted = std::max(0, col - st.fv);  // never past 1/2 (GdB 9.4)
  int die = dice.d6("assault: the " + side_name(st, 0) + " against the walls (GdB 9.5.7)");
  T3Cell ca = t.table3[static_cast<Sz>(die - 1)][static_cast<Sz>(shifted)][0];
  T3Cell cd = t.table3[static_cast<Sz>(die - 1)][static_cast<Sz>(shifted)][1];
  auto cell_text = [](const T3Cell& c) { return std::to_string(c.loss) + (c.star ? "*" : ""); };
  say("Assault: " + std::to_string(a) + " against " + std::to_string(d) + ", column " +
          t.column_names[static_cast<Sz>(col)] +
          (st.fv ? ", shifted " + std::to_string(col - shifted) + " left by the FV of " + std::to_string(st.fv) +
                       " to " + t.column_names[static_cast<Sz>(shifted)]
                 : "") +
          "; rolls " + std::to_string(die) + ": " + cell_text(ca) + " / " + cell_text(cd) + " (R is ignored)",
      "GdB 9.4, 9.5.7, T3");
  take_losses(st, a_place, 0, ca.loss, false, decisions, say, "assault");
  take_losses(st, d_place, 1, cd.loss, false, decisions, say, "assault");
  if (ca.star) star_check(st, a_place, 0, dice, decisions, say);
  if (st.phase != "over" && cd.star) star_check(st, d_place, 1, dice, decisions, say);
  if (st.phase == "over") return;
  stranded_commanders(st, decisions, say);
  if (st.phase == "over" || check_end(st, say)) return;
  st.phase = "continue";
}

}  // namespace umpire::bourgogne_battle
