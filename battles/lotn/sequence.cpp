#include "lotn/sequence.h"

#include <algorithm>
#include <climits>
#include <optional>
#include <set>

#include "lotn/command.h"
#include "lotn/baggage.h"
#include "lotn/breitenfeld_rules.h"
#include "lotn/death_star.h"
#include "lotn/effects.h"
#include "lotn/fire.h"
#include "lotn/lines.h"
#include "lotn/lutzen_rules.h"
#include "lotn/movement.h"
#include "lotn/option_refs.h"
#include "lotn/pursuit.h"
#include "lotn/replacement.h"
#include "lotn/shock.h"

namespace umpire::lotn {

namespace {

using Status = LeaderState::Status;

// ---- small questions

bool eligible_for_activation(const Battle& st, int l) {
  const LeaderState& s = st.leaders[static_cast<std::size_t>(l)];
  // A leader in a Cavalry Pursuit box is activated in his turn too, for his one order there (9.63-9.68).
  return (s.on_map || leader_in_box(st, l)) && s.status == Status::Inactive && !s.activated;
}

bool in_enemy_zoc(const Board& board, const Battle& st, int leader) {
  return board.enemy_zoc(st.leaders[static_cast<std::size_t>(leader)].hex, ldef(st, leader).side);
}

std::string kind_words(const std::string& kind) {
  if (kind == "momentum") return "Momentum";
  if (kind == "trump") return "after a Trump";
  if (kind == "reactivation") return "Re-Activation";
  if (kind == "elite") return "Elite";
  if (kind == "freebie") return "a free phase of the Historical Initiative";
  return "initial";
}

void finish(Ctx& c, int l, const std::string& why, const std::string& rule) {
  LeaderState& s = c.st.leaders[static_cast<std::size_t>(l)];
  s.status = Status::Finished;
  if (c.say.on) c.say(leader_name(c.st, l) + " is Finished" + (why.empty() ? "" : ": " + why), rule);
}

DecisionRequest request(const Battle& st, int side) {
  DecisionRequest r;
  r.side = side_id(st, side);
  r.side_name = side_name(st, side);
  return r;
}

// Whom a leader may order (LotN 4.21, and the restricted leaders' counters:
// a cavalry leader his cavalry, an artillery leader his guns; any leader may
// command artillery, 4.25 exc. 1).
bool may_order(const Battle& st, int leader, int unit) {
  const UnitDef& d = def(st, unit);
  const LeaderDef& ld = ldef(st, leader);
  if (d.side != ld.side || !twain_may_command(st, leader, unit)) return false;  // Breitenfeld: Never the Twain
  switch (ld.restriction) {
    case LeaderDef::Restriction::Cavalry: return is_cavalry(d.arm) || is_artillery(d.arm);
    case LeaderDef::Restriction::Artillery: return is_artillery(d.arm);
    case LeaderDef::Restriction::None: break;
  }
  return true;
}

int units_in_range(const Battle& st, const Board& board, int leader) {
  int n = 0;
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    int u = static_cast<int>(i);
    if (present(st, u) && may_order(st, leader, u) && unit_in_command_range(st, board, leader, u)) ++n;
  }
  return n;
}

// The enemy unit nearest to a unit (not routed), and how far: {-1, INT_MAX} when none.
std::pair<int, int> nearest_enemy(const Battle& st, int unit) {
  const HexGrid& grid = st.s->map->grid();
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  int side = def(st, unit).side, best = INT_MAX, who = -1;
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    const UnitState& e = st.units[i];
    if (!e.on_map || e.routed || st.s->units[i].side == side) continue;
    int dist = grid.distance(u.hex, e.hex);
    if (dist < best) best = dist, who = static_cast<int>(i);
  }
  return {who, best};
}

// ---- the turn's start (T0): visibility and the leaders' markers

void turn_start(Ctx& c) {
  Battle& st = c.st;
  st.visibility = st.time >= st.s->dark ? Visibility::Heavy : st.time >= st.s->dusk ? Visibility::Light : Visibility::Clear;
  if (st.s->scenario == "lutzen") {
    st.visibility = lutzen_visibility(c);  // the fog rolls, dusk and dark (Lützen, Determining Fog)
    wallenstein_gout_turn(c);
  }
  for (auto& l : st.leaders) {
    if (l.on_map || l.box != LeaderState::Box::None) l.status = Status::Inactive;
    l.phases = 0;
    l.activated = l.no_momentum = l.blocked = l.lc_tested = l.lc_eligible = false;
  }
  st.doom = false;
  st.active = -1;
  st.orders_kind.clear();
  st.tie_rating = st.tie_side = -1;
  st.elite_asked = 0;
  if (c.say.on)
    c.say("Turn " + std::to_string(st.turn) + ", " + clock_words(st.time) + ": " + visibility_words(st.visibility),
          st.visibility == Visibility::Clear ? "LotN 3.0" : "LotN Fog and Dusk");
  st.phase = st.visibility == Visibility::Heavy ? Phase::Activation : Phase::Barrage;
  if (st.phase == Phase::Activation) {  // no barrage in the dark: the arrivals now
    Board board(st);
    lutzen_reinforcements(c, board);
  }
}

// ---- activation (T3, T5): Elite phase, designation, Trump and Trump of the Trump

void activate(Ctx& c, int l, const std::string& kind) {
  Battle& st = c.st;
  LeaderState& s = st.leaders[static_cast<std::size_t>(l)];
  s.status = Status::Active;
  if (kind != "elite" && kind != "freebie") s.activated = true;
  // Line Command eligibility lasts through his Momentum phases, not into a Re-Activation (4.25).
  if (kind != "momentum") s.lc_tested = s.lc_eligible = false;
  st.active = l;
  st.orders_kind = kind;
  st.phase = Phase::Orders;
  if (c.say.on)
    c.say(leader_name(st, l) + " is activated (" + kind_words(kind) + ")",
          kind == "elite" ? "LotN 5.5" : kind == "freebie" ? "LotN Breitenfeld, Historical Initiative" : "LotN 5.12");
}

// A side's choice of one of `can` for a phase of his own, or none (-1). The
// advice: the leader whose Command Range reaches the most of his units.
int choose_leader(Ctx& c, const Board& board, int side, const std::vector<int>& can, const std::string& label,
                  const std::string& none_words) {
  const Battle& st = c.st;
  DecisionRequest r = request(st, side);
  int best = -1, best_n = 0;
  for (int l : can) {
    int n = units_in_range(st, board, l);
    if (n > best_n) best = l, best_n = n;
  }
  r.advice = best < 0 ? "none" : ldef(st, best).id;
  if (!c.decisions.takes_advice()) {
    r.label = label;
    r.options.push_back({"none", none_words});
    for (int l : can) r.options.push_back({ldef(st, l).id, leader_name(st, l), leader_refs(st, l)});
  }
  std::string pick = c.decisions.choose(r);
  for (int l : can)
    if (ldef(st, l).id == pick) return l;
  return -1;
}

// The Elite Orders Phase (5.5): a side whose overall commander has the Elite
// rating gives one Orders Phase to him or to one subordinate in his Command
// Range (any subordinate on the first turn) before the first activation.
bool offer_elite(Ctx& c) {
  Battle& st = c.st;
  for (int side = 0; side < 2; ++side) {
    if (st.elite_asked & (1 << side)) continue;
    st.elite_asked = static_cast<std::uint8_t>(st.elite_asked | (1 << side));
    int oc = -1;
    for (std::size_t i = 0; i < st.leaders.size(); ++i)
      if (st.s->leaders[i].side == side && st.s->leaders[i].overall_commander && st.s->leaders[i].elite &&
          leader_present(st, static_cast<int>(i)))
        oc = static_cast<int>(i);
    if (oc < 0) continue;
    Board board(st);
    std::vector<int> can;
    for (std::size_t i = 0; i < st.leaders.size(); ++i) {
      int l = static_cast<int>(i);
      if (ldef(st, l).side != side || !eligible_for_activation(st, l) || leader_in_box(st, l)) continue;
      if (l == oc || st.turn == 1 || command_distance(st, board, oc, st.leaders[i].hex) >= 0) can.push_back(l);
    }
    if (can.empty()) continue;
    int l = choose_leader(c, board, side, can, "Elite Orders Phase of " + leader_name(st, oc) + ": which leader takes it",
                          "no Elite Orders Phase this turn");
    if (l >= 0) {
      activate(c, l, "elite");
      return true;
    }
  }
  return false;
}

// The side that goes first among leaders of equal Initiative on both sides
// (5.12: each rolls, high goes first, then they alternate).
int tie_side(Ctx& c, int rating) {
  Battle& st = c.st;
  if (st.tie_rating != rating) {
    int a = 0, b = 0;
    do {
      a = c.d10("activation tie at Initiative " + std::to_string(rating) + ": " + side_name(st, 0));
      b = c.d10("activation tie at Initiative " + std::to_string(rating) + ": " + side_name(st, 1));
    } while (a == b);
    st.tie_rating = rating;
    st.tie_side = a > b ? 0 : 1;
    if (c.say.on)
      c.say("leaders of Initiative " + std::to_string(rating) + " on both sides: " + side_name(st, 0) + " roll " +
                std::to_string(a) + ", " + side_name(st, 1) + " " + std::to_string(b) + "; " +
                side_name(st, st.tie_side) + " go first",
            "LotN 5.12");
  }
  int side = st.tie_side;
  st.tie_side = other(side);
  return side;
}

// A Trump attempt (5.41, 5.42): d10 at or under the trumping leader's Initiative.
bool trump_roll(Ctx& c, int t) {
  int roll = c.d10("Trump: " + leader_name(c.st, t));
  bool ok = roll <= leader_initiative(c.st, t);
  if (c.say.on)
    c.say(leader_name(c.st, t) + " tries to Trump: d10 " + std::to_string(roll) + " against Initiative " +
              std::to_string(leader_initiative(c.st, t)) + (ok ? ", success" : ", failure"),
          "LotN 5.4");
  return ok;
}

// A Trump by a leader, as a decision's option (5.41, 5.42).
std::string trump_id(const Battle& st, int l) { return "trump " + ldef(st, l).id; }
DecisionOption trump_option(const Battle& st, int l) {
  return {trump_id(st, l),
          "Trump with " + leader_name(st, l) + " (Initiative " + std::to_string(leader_initiative(st, l)) + ")",
          leader_refs(st, l)};
}

// The trumps one side may attempt: its leaders eligible for activation with an
// Initiative above (`at_least`: at or above) `rating`.
std::vector<int> trumpers(const Battle& st, int side, int rating, bool at_least) {
  std::vector<int> out;
  for (std::size_t i = 0; i < st.leaders.size(); ++i) {
    int l = static_cast<int>(i);
    if (ldef(st, l).side != side || !eligible_for_activation(st, l) || !lutzen_may_trump(st, l) || leader_in_box(st, l))
      continue;
    int ini = leader_initiative(st, l);
    if (ini > rating || (at_least && ini == rating)) out.push_back(l);
  }
  return out;
}

// The other side's answer to a successful Trump or Momentum (5.42): a leader
// id that tries, or -1. Advice: a leader of Initiative 5 or more tries.
int ask_counter_trump(Ctx& c, int side, const std::vector<int>& can, const std::string& label) {
  if (can.empty()) return -1;
  const Battle& st = c.st;
  DecisionRequest r = request(st, side);
  r.advice = "no";
  int best = -1;
  for (int l : can)
    if (best < 0 || leader_initiative(st, l) > leader_initiative(st, best)) best = l;
  if (best >= 0 && leader_initiative(st, best) >= 5) r.advice = trump_id(st, best);
  if (!c.decisions.takes_advice()) {
    r.label = label;
    r.options.push_back({"no", "no Trump"});
    for (int l : can)
      r.options.push_back(trump_option(st, l));
  }
  std::string pick = c.decisions.choose(r);
  for (int l : can)
    if (pick == trump_id(st, l)) return l;
  return -1;
}

bool entering(Ctx& c, Board& board, int m, const Hex& entered);
HexTest smoke_of(const Battle& st);

// T9 (Lützen): units that arrived this turn without a leader move once, as
// under a Line Command, when every leader is Finished; never into an enemy
// ZOC (Lützen, Imperialist Reinforcements). Each move is its side's decision,
// and draws Reaction Fire and Orderly Withdrawal as an ordered move does.
void leaderless_arrivals(Ctx& c, const std::vector<int>& units) {
  Battle& st = c.st;
  Board board(st);
  for (int u : units) {
    if (!present(st, u)) continue;
    std::vector<MoveOption> all = move_options(st, board, u, nullptr, smoke_of(st));
    std::vector<MoveOption> opts;
    for (auto& o : all)
      if (!o.ends_in_zoc) opts.push_back(std::move(o));
    if (opts.size() <= 1) continue;  // "stay" alone
    const int side = def(st, u).side;
    DecisionRequest r = request(st, side);
    int m = advise_move(st, board, u, opts);
    r.advice = m > 0 ? move_id(st, opts[static_cast<std::size_t>(m)]) : "hold";
    if (!c.decisions.takes_advice()) {
      r.label = unit_name(st, u) + " arrived without a leader: its one move";
      r.options.push_back({"hold", "stay where it entered"});
      for (std::size_t k = 1; k < opts.size(); ++k)
        r.options.push_back({move_id(st, opts[k]), "move " + move_option_words(st, opts[k]), move_refs(st, u, opts[k])});
    }
    std::string pick = c.decisions.choose(r);
    for (std::size_t k = 1; k < opts.size(); ++k)
      if (pick == move_id(st, opts[k])) {
        MoveHooks hooks;
        hooks.on_enter = [&](int mover, const Hex& entered) { return entering(c, board, mover, entered); };
        hooks.dense_smoke = smoke_of(st);
        execute_move(c, board, u, opts[k], hooks);
        board.rebuild();
        break;
      }
  }
}

// Breitenfeld's Historical Initiative, the "Freebie Threebie" (Breitenfeld
// special rules): on the 1400 turn, instead of the Elite phase, the
// Imperialists have three Orders Phases treated as Elite phases, no leader
// more than two of them; a leader given one may roll Momentum for another (a
// failure has no effect, a 9 is no Die Roll of Doom); the Swedes may not
// Trump them. They count toward each leader's three phases.
bool freebie_turn(const Battle& st) { return st.s->scenario == "breitenfeld" && st.turn == 1; }
int freebie_side(const Battle& st) { return st.s->side_id[0] == "imperialists" ? 0 : 1; }
int freebies_used(const Battle& st) {
  if (!st.scenario_state.contains("freebie")) return 0;
  const Json& f = st.scenario_state["freebie"];
  return f.contains("used") ? f["used"].get<int>() : 0;
}
int freebies_of(const Battle& st, int l) {
  if (!st.scenario_state.contains("freebie")) return 0;
  const Json& f = st.scenario_state["freebie"];
  const std::string& id = ldef(st, l).id;
  return f.contains("by") && f["by"].contains(id) ? f["by"][id].get<int>() : 0;
}
bool freebie_for(const Battle& st, int l) {
  return freebies_used(st) < 3 && freebies_of(st, l) < 2 && leader_present(st, l) &&
         st.leaders[static_cast<std::size_t>(l)].phases < 3;
}
void count_freebie(Battle& st, int l) {
  Json& f = st.scenario_state["freebie"];
  f["used"] = freebies_used(st) + 1;
  f["by"][ldef(st, l).id] = freebies_of(st, l) + 1;
}

// The Imperialists' choice of a leader for their next free phase, or none (which ends them).
bool offer_freebie(Ctx& c) {
  Battle& st = c.st;
  if (!freebie_turn(st) || st.scenario_state.contains("freebie_done") || freebies_used(st) >= 3) return false;
  const int side = freebie_side(st);
  Board board(st);
  std::vector<int> can;
  for (std::size_t i = 0; i < st.leaders.size(); ++i)
    if (st.s->leaders[i].side == side && eligible_for_activation(st, static_cast<int>(i)) && freebie_for(st, static_cast<int>(i)))
      can.push_back(static_cast<int>(i));
  if (can.empty()) {
    st.scenario_state["freebie_done"] = true;
    return false;
  }
  int l = choose_leader(c, board, side, can,
                        "Historical Initiative: free Orders Phase " + std::to_string(freebies_used(st) + 1) + " of 3",
                        "no more free phases");
  if (l >= 0) {
    count_freebie(st, l);
    activate(c, l, "freebie");
    return true;
  }
  st.scenario_state["freebie_done"] = true;
  return false;
}

void activation(Ctx& c) {
  Battle& st = c.st;
  if (!st.doom && offer_freebie(c)) return;
  if (!st.doom && !freebie_turn(st) && st.elite_asked != 3 && offer_elite(c)) return;
  // 5.25: a leader held in an enemy ZOC, free again, is activated before any higher-rated leader.
  if (!st.doom) {
    Board board(st);
    int freed = -1;
    for (std::size_t i = 0; i < st.leaders.size(); ++i) {
      int l = static_cast<int>(i);
      if (st.leaders[i].blocked && leader_present(st, l) && st.leaders[i].status == Status::Inactive &&
          !in_enemy_zoc(board, st, l) && (freed < 0 || leader_initiative(st, l) < leader_initiative(st, freed)))
        freed = l;
    }
    // ... but after any lower-rated leader still to go.
    for (std::size_t i = 0; i < st.leaders.size() && freed >= 0; ++i)
      if (eligible_for_activation(st, static_cast<int>(i)) &&
          leader_initiative(st, static_cast<int>(i)) < leader_initiative(st, freed))
        freed = -1;
    if (freed >= 0) {
      st.leaders[static_cast<std::size_t>(freed)].blocked = false;
      if (c.say.on) c.say(leader_name(st, freed) + " is free of the enemy's ZOC and goes next", "LotN 5.25");
      activate(c, freed, "initial");
      return;
    }
  }
  std::vector<int> eligible;
  for (std::size_t i = 0; i < st.leaders.size(); ++i)
    if (eligible_for_activation(st, static_cast<int>(i))) eligible.push_back(static_cast<int>(i));
  if (st.doom || eligible.empty()) {
    // T9 before 3R, once a turn: Lützen's arrivals without a leader.
    if (!(st.scenario_state.contains("leaderless_turn") && st.scenario_state["leaderless_turn"] == st.turn)) {
      std::vector<int> alone = lutzen_leaderless_arrivals(st);
      if (!alone.empty()) {
        st.scenario_state["leaderless_turn"] = st.turn;
        if (c.say.on) c.say("the units that arrived without a leader move", "LotN Lützen, Imperialist Reinforcements");
        leaderless_arrivals(c, alone);
        return;
      }
    }
    if (c.say.on) c.say(st.doom ? "no more activations this turn (the Die Roll of Doom)" : "every leader has had his activation",
                        st.doom ? "LotN 5.33" : "LotN 5.11");
    st.active = -1;
    st.phase = Phase::Rout;
    return;
  }
  int rating = INT_MAX;
  for (int l : eligible) rating = std::min(rating, leader_initiative(st, l));
  bool has[2] = {false, false};
  for (int l : eligible)
    if (leader_initiative(st, l) == rating) has[ldef(st, l).side] = true;
  int side = has[0] && has[1] ? tie_side(c, rating) : has[0] ? 0 : 1;
  std::vector<int> tied;
  for (int l : eligible)
    if (leader_initiative(st, l) == rating && ldef(st, l).side == side) tied.push_back(l);
  int d = tied.front();
  if (tied.size() > 1) {
    DecisionRequest r = request(st, side);
    r.advice = ldef(st, d).id;
    if (!c.decisions.takes_advice()) {
      r.label = "which leader of Initiative " + std::to_string(rating) + " goes first";
      for (int l : tied) r.options.push_back({ldef(st, l).id, leader_name(st, l), leader_refs(st, l)});
    }
    std::string pick = c.decisions.choose(r);
    for (int l : tied)
      if (ldef(st, l).id == pick) d = l;
  }
  // The designated leader's side: activate him, pass, or Trump (5.41).
  std::vector<int> trump = trumpers(st, side, rating, false);
  DecisionRequest r = request(st, side);
  r.advice = "activate";
  if (!c.decisions.takes_advice()) {
    r.label = leader_name(st, d) + " (Initiative " + std::to_string(rating) + ") is next";
    r.options.push_back({"activate", "activate " + leader_name(st, d)});
    r.options.push_back({"pass", "pass: " + leader_name(st, d) + " is Finished"});
    for (int l : trump)
      r.options.push_back(trump_option(st, l));
  }
  std::string pick = c.decisions.choose(r);
  if (pick == "pass") {
    finish(c, d, "his side passes", "LotN 5.15");
    return;
  }
  int t = -1;
  for (int l : trump)
    if (pick == trump_id(st, l)) t = l;
  if (t < 0) {
    activate(c, d, "initial");
    return;
  }
  if (!trump_roll(c, t)) {
    finish(c, t, "his Trump failed", "LotN 5.44");
    activate(c, d, "initial");
    return;
  }
  // Passed over by the Trump: still eligible, but no Momentum this turn (5.44).
  st.leaders[static_cast<std::size_t>(d)].no_momentum = true;
  int u = ask_counter_trump(c, other(side), trumpers(st, other(side), leader_initiative(st, t), true),
                            "Trump the Trump of " + leader_name(st, t) + "?");
  if (u >= 0) {
    if (trump_roll(c, u)) {
      // The first trumper, trumped in his turn: passed over or Finished (variant activation.trumped_trumper).
      if (st.s->variant("activation.trumped_trumper") == 1)
        finish(c, t, "his Trump was trumped", "LotN 5.42");
      else
        st.leaders[static_cast<std::size_t>(t)].no_momentum = true;
      activate(c, u, "trump");
      return;
    }
    finish(c, u, "his Trump failed", "LotN 5.44");
  }
  activate(c, t, "trump");
}

// ---- the Orders Phase (T7)

// The hexes of Dense Smoke (Lützen burning): the movement's test, empty where nothing burns.
HexTest smoke_of(const Battle& st) {
  if (st.s->scenario != "lutzen") return {};
  return [&st](const Hex& h) { return dense_smoke(st, h); };
}

// A Caracole (8.3): the move to a hex in the target's ZOC, and the target.
struct Caracole {
  std::size_t move = 0;  // index into UnitChoices::moves
  Hex target;
  std::string id;        // "caracole 1213 at 1314"
};

// The optional fires (8.41, 8.42), when their variants are on: the fire and the step with it.
struct RetreatFire {
  FireOption fire;
  RetreatStep back;
  std::string id;  // "retreat fire 1213 back to 1011"
};
struct CreepingFire {
  FireOption fire;
  MoveOption step;
  std::string id;  // "creeping fire 1214 step 1213:2"
};

struct UnitChoices {
  std::vector<MoveOption> moves;
  std::vector<FireOption> fires;
  std::vector<Caracole> caracoles;
  std::vector<RetreatFire> retreats;
  std::vector<CreepingFire> creeps;
  std::vector<DestroyTrainOption> trains;  // 13.23: the enemy trains it may be ordered against
  bool rally = false, recover = false;
  std::optional<DeathStar> formation;      // 10.14: a Death Star's tercio moves only with the formation ...
  std::vector<DeathStarMove> star;         // ... by these moves
};

struct PhaseCtx {
  Ctx& c;
  Board& board;
  int leader;
  int side;
  int mp_used = 0;             // the leader's own MP this phase (6.14)
  bool rode = false;           // the doctrine rides once a phase at most
  std::vector<char> doctrine_holds;  // units the doctrine holds this phase: not advised again
  // The doctrine's pick for a unit, worked out while choosing the next order
  // (the position does not change before the unit's own decision).
  int pending_unit = -1;
  std::string pending_action;
  UnitChoices pending_choices;  // and what that unit may do, worked out for it
  std::vector<CaracoleCounter> caracole_counters;  // counter-charges against caracoles: the shock segment's attacks
};

std::string move_option_id(const Battle& st, const MoveOption& o) {
  std::string id = hex_name(st, o.hex);
  if (o.second) id += "-" + hex_name(st, *o.second);
  return id + ":" + std::to_string(o.facing);
}

// The doctrine's action for a unit (its option id), or "hold".
std::string advise_action(const PhaseCtx& p, int unit, const UnitChoices& ch, bool by_line = false) {
  const std::vector<MoveOption>& moves = ch.moves;
  const std::vector<FireOption>& fires = ch.fires;
  const Battle& st = p.c.st;
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  if (u.routed) return !by_line && rally_problem(st, p.board, p.leader, unit).empty() ? "rally" : "hold";
  if (!by_line && u.disrupted && !u.perm_disrupted && recovery_problem(st, p.board, p.leader, unit).empty())
    return "recover";
  int f = best_fire(st, fires);
  const UnitDef& d = def(st, unit);
  if (f >= 0 && (is_artillery(d.arm) || fires[static_cast<std::size_t>(f)].range <= 2)) return "fire " + fires[static_cast<std::size_t>(f)].id;
  // An army near its withdrawal level (four fifths of it) keeps what it has: no advance; a unit
  // within two hexes of the enemy draws back from the nearest.
  const Army& army = st.s->armies[static_cast<std::size_t>(d.army)];
  if (st.wp[static_cast<std::size_t>(d.army)] * 5 >= army.level * 4) {
    const HexGrid& grid = st.s->map->grid();
    auto [near, near_d] = nearest_enemy(st, unit);
    if (near < 0 || near_d > 2) return "hold";
    const Hex& e = st.units[static_cast<std::size_t>(near)].hex;
    std::size_t best = 0;
    for (std::size_t k = 1; k < moves.size(); ++k)
      if (grid.distance(moves[k].hex, e) > grid.distance(moves[best].hex, e) && moves[k].rolls == 0) best = k;
    return best > 0 ? move_option_id(st, moves[best]) : "hold";
  }
  if (ch.formation) {  // 10.14: the Death Star moves as one
    int m = advise_death_star_move(st, p.board, *ch.formation, ch.star);
    if (m >= 0) return ch.star[static_cast<std::size_t>(m)].id;
    return f >= 0 ? "fire " + fires[static_cast<std::size_t>(f)].id : "hold";
  }
  if (!ch.caracoles.empty()) return ch.caracoles.front().id;  // the reiters' way: ride up, fire, ride off
  if (!moves.empty()) {
    int m = advise_move(st, p.board, unit, moves);
    if (m > 0) return move_option_id(st, moves[static_cast<std::size_t>(m)]);
  }
  if (f >= 0) return "fire " + fires[static_cast<std::size_t>(f)].id;
  return "hold";
}

UnitChoices choices_of(const PhaseCtx& p, int unit) {
  const Battle& st = p.c.st;
  UnitChoices ch;
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  if (u.routed) {
    ch.rally = rally_problem(st, p.board, p.leader, unit).empty() && saxon_may_rally(st, unit);
    return ch;
  }
  if (saxon_may_move(st, unit)) ch.moves = move_options(st, p.board, unit, nullptr, smoke_of(st));  // Saxon Hesitancy
  if (destroy_train_problem(st, unit).empty()) ch.trains = destroy_train_options(st, p.board, unit);
  if (fire_problem(st, unit, FireOccasion::Ordered).empty())
    ch.fires = fire_options(st, p.board, unit, FireOccasion::Ordered);
  // The Caracole (8.32): the cheapest move to each hex beside an enemy in whose ZOC it lies, with a MP left to leave.
  if (def(st, unit).arm == Arm::CR && caracole_problem(st, p.board, unit).empty()) {
    const HexGrid& grid = st.s->map->grid();
    const int ma = current_ma(st, unit);
    for (std::size_t k = 1; k < ch.moves.size(); ++k) {
      const MoveOption& o = ch.moves[k];
      if (o.hexes == 0 || o.second || o.mp >= ma) continue;
      for (const auto& n : grid.neighbours(o.hex)) {
        if (!n || !p.board.enemy_at(*n, def(st, unit).side)) continue;
        if (!caracole_hex_problem(st, p.board, unit, o.hex, *n).empty()) continue;
        // 8.31: MP enough to turn and ride off after the fire (rules version 1: one MP left).
        if (st.rules >= 2 && !ride_off_possible(st, p.board, unit, o, *n, smoke_of(st)))
          continue;
        std::string id = "caracole " + hex_name(st, o.hex) + " at " + hex_name(st, *n);
        auto same = std::find_if(ch.caracoles.begin(), ch.caracoles.end(), [&](const Caracole& x) { return x.id == id; });
        if (same == ch.caracoles.end())
          ch.caracoles.push_back({k, *n, id});
        else if (o.mp < ch.moves[same->move].mp)
          same->move = k;
      }
    }
  }
  if (st.s->variant("optional.retreat_fire") != 0 && retreat_fire_problem(st, p.board, unit).empty())
    for (const auto& f : retreat_fire_options(st, p.board, unit))
      for (const auto& b : retreat_fire_steps(st, p.board, unit))
        ch.retreats.push_back({f, b, "retreat fire " + f.id + " back to " + hex_name(st, b.hex)});
  if (st.s->variant("optional.creeping_fire") != 0 && creeping_fire_problem(st, p.board, unit).empty())
    for (const auto& f : creeping_fire_options(st, p.board, unit))
      for (const auto& m : creeping_fire_steps(st, p.board, unit, f.target))
        ch.creeps.push_back({f, m, "creeping fire " + f.id + " step " + move_option_id(st, m)});
  ch.recover = u.disrupted && recovery_problem(st, p.board, p.leader, unit).empty();
  // 10.14-10.15: a tercio of a Death Star does not move on its own; the three move as one.
  if ((ch.formation = death_star_of(st, unit))) {
    if (ch.moves.size() > 1) ch.moves.resize(1);
    ch.retreats.clear();
    ch.creeps.clear();
    ch.trains.clear();
    ch.star = death_star_moves(p.c.st, p.board, *ch.formation);
  }
  return ch;
}

// The units the leader may order now, the doctrine's first.
std::vector<int> orderable(const PhaseCtx& p) {
  const Battle& st = p.c.st;
  std::vector<int> out;
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    int u = static_cast<int>(i);
    if (!present(st, u) || st.units[i].ordered || !may_order(st, p.leader, u)) continue;
    if (unit_in_command_range(st, p.board, p.leader, u)) out.push_back(u);
  }
  return out;
}

// The doctrine's ride (6.14): to the hex whence his Command Range (counted
// plainly, hex by hex) reaches the most of his units not yet ordered, never
// beside an enemy; only when that is more than from where he stands.
std::optional<Hex> best_ride(const PhaseCtx& p, const std::vector<Hex>& to) {
  const Battle& st = p.c.st;
  const HexGrid& grid = st.s->map->grid();
  const int range = command_range(st, p.leader);
  auto score = [&](const Hex& h) {
    int n = 0;
    for (std::size_t i = 0; i < st.units.size(); ++i) {
      const UnitState& u = st.units[i];
      if (!u.on_map || u.ordered || !may_order(st, p.leader, static_cast<int>(i))) continue;
      if (grid.distance(h, u.hex) <= range) ++n;
    }
    return n;
  };
  int best = score(st.leaders[static_cast<std::size_t>(p.leader)].hex);
  std::optional<Hex> pick;
  for (const Hex& h : to) {
    bool exposed = false;
    for (const auto& n : grid.neighbours(h))
      if (n && p.board.enemy_at(*n, p.side)) exposed = true;
    if (exposed || p.board.enemy_zoc(h, p.side)) continue;
    int sc = score(h);
    if (sc > best) best = sc, pick = h;
  }
  return pick;
}

void ride(PhaseCtx& p) {
  Ctx& c = p.c;
  const Battle& st = c.st;
  std::vector<Hex> to = leader_move_options(st, p.board, p.leader, p.mp_used);
  DecisionRequest r = request(st, p.side);
  std::optional<Hex> best = best_ride(p, to);
  r.advice = best ? hex_name(st, *best) : "stay";
  p.rode = true;
  if (!c.decisions.takes_advice()) {
    r.label = leader_name(st, p.leader) + " rides (" + std::to_string(leader_ma(st, p.leader) - p.mp_used) + " MP left)";
    r.options.push_back({"stay", "stay in " + hex_name(st, st.leaders[static_cast<std::size_t>(p.leader)].hex)});
    for (const Hex& h : to) r.options.push_back({hex_name(st, h), "to " + hex_name(st, h), leader_move_refs(st, p.leader, h)});
  }
  std::string pick = c.decisions.choose(r);
  for (const Hex& h : to)
    if (hex_name(st, h) == pick) {
      int mp = move_leader(c, p.board, p.leader, h, p.mp_used);
      if (mp > 0) p.mp_used += mp;
    }
}

// Fire after moving (8.25), when the unit may.
void fire_after_move(PhaseCtx& p, int unit) {
  Ctx& c = p.c;
  Battle& st = c.st;
  if (!present(st, unit) || st.units[static_cast<std::size_t>(unit)].routed) return;
  if (!fire_problem(st, unit, FireOccasion::Ordered).empty()) return;
  std::vector<FireOption> fires = fire_options(st, p.board, unit, FireOccasion::Ordered);
  if (fires.empty()) return;
  int f = best_fire(st, fires);
  DecisionRequest r = request(st, p.side);
  r.advice = f >= 0 ? "fire " + fires[static_cast<std::size_t>(f)].id : "none";
  if (!c.decisions.takes_advice()) {
    r.label = unit_name(st, unit) + " may fire after its move";
    r.options.push_back({"none", "no fire"});
    for (const auto& o : fires) r.options.push_back({"fire " + o.id, o.words, fire_refs(st, o)});
  }
  std::string pick = c.decisions.choose(r);
  for (const auto& o : fires)
    if (pick == "fire " + o.id) {
      resolve_fire(c, p.board, o, FireOccasion::Ordered);
      return;
    }
}

// What a hex entered in a move calls for (MoveHooks::on_enter): the enemy's
// Reaction Fire (8.21), then their Orderly Withdrawals (6.4). False: the
// mover is routed or gone, and stops.
bool entering(Ctx& c, Board& board, int m, const Hex& entered) {
  const Battle& st = c.st;
  reaction_fire_on_enter(c, board, m, entered);
  if (!present(st, m) || st.units[static_cast<std::size_t>(m)].routed) return false;
  offer_orderly_withdrawal(c, board, m, entered, smoke_of(st));
  return present(st, m) && !st.units[static_cast<std::size_t>(m)].routed;
}
bool entering(PhaseCtx& p, int m, const Hex& entered) { return entering(p.c, p.board, m, entered); }

void do_move(PhaseCtx& p, int unit, const MoveOption& o, bool by_line = false) {
  Ctx& c = p.c;
  Battle& st = c.st;
  UnitState& u = st.units[static_cast<std::size_t>(unit)];
  if (is_artillery(def(st, unit).arm) && !imperial_heavy_may_move(c, unit)) return;
  // The active leader stacked with the unit he orders goes with it (4.26); under a Line Command he moves with the
  // Line when it has moved (4.5, line_leader_move), from rules version 2.
  LeaderState& ls = st.leaders[static_cast<std::size_t>(p.leader)];
  bool rides_along = (ls.hex == u.hex || (u.second && ls.hex == *u.second)) &&
                     !(by_line && st.rules >= 2);
  MoveHooks hooks;
  hooks.on_enter = [&p](int m, const Hex& entered) { return entering(p, m, entered); };
  hooks.on_leave_zoc = [&](int m, const Hex& left) { reaction_fire_on_leave(c, p.board, m, left); };
  hooks.dense_smoke = smoke_of(st);
  MoveReport rep = execute_move(c, p.board, unit, o, hooks);
  if (c.say.on && !rep.completed && !rep.stopped.empty())
    c.say(unit_name(st, unit) + " stops in " + hex_name(st, u.hex) + ": " + rep.stopped, "LotN 6.1");
  if (rides_along && ls.on_map && present(st, unit)) {
    ls.hex = u.hex;
    p.board.rebuild();
  }
  if (present(st, unit)) looting_check(c, p.board, unit);  // 13.32
  if (!o.extended) fire_after_move(p, unit);
}

// The Caracole's ride-off (8.31, 8.32): after its fire the CR turns, paying
// for it, and leaves the enemy ZOC at no extra cost with the MP it has left,
// forwards (ride_off_options); the exit draws reaction fire (7.25), a hex
// entered the reaction fire of the enemies whose Front it is, as on the way
// in. Its side's decision among the moves, the doctrine riding back out of
// reach (advise_ride_off).
void caracole_ride_off(PhaseCtx& p, int cr, const Hex& target) {
  Ctx& c = p.c;
  Battle& st = c.st;
  const UnitState& u = st.units[static_cast<std::size_t>(cr)];
  std::vector<MoveOption> all = ride_off_options(st, p.board, cr, target, smoke_of(st));
  std::vector<MoveOption> opts;
  for (auto& o : all)
    if (o.hexes > 0) opts.push_back(std::move(o));
  if (opts.empty()) {
    if (c.say.on) c.say(unit_name(st, cr) + " has no way to ride off and stays in " + hex_name(st, u.hex), "LotN 8.31");
    return;
  }
  DecisionRequest r = request(st, p.side);
  int best = advise_ride_off(st, p.board, cr, target, opts);
  r.advice = move_option_id(st, opts[static_cast<std::size_t>(best >= 0 ? best : 0)]);
  if (!c.decisions.takes_advice()) {
    r.label = unit_name(st, cr) + " rides off after its caracole (" +
              std::to_string(std::max(0, current_ma(st, cr) - u.mp_spent)) + " MP left, LotN 8.32)";
    for (const auto& o : opts)
      r.options.push_back({move_option_id(st, o), "ride off " + move_option_words(st, o), move_refs(st, cr, o)});
  }
  std::string pick = c.decisions.choose(r);
  for (const auto& o : opts)
    if (pick == move_option_id(st, o)) {
      MoveHooks hooks;
      hooks.on_enter = [&](int m, const Hex& entered) {
        reaction_fire_on_enter(c, p.board, m, entered);
        return present(st, m) && !st.units[static_cast<std::size_t>(m)].routed;
      };
      hooks.on_leave_zoc = [&](int m, const Hex& left) { reaction_fire_on_leave(c, p.board, m, left); };
      hooks.dense_smoke = smoke_of(st);
      MoveReport rep = execute_move(c, p.board, cr, o, hooks);
      if (c.say.on && present(st, cr))
        c.say(unit_name(st, cr) + (rep.completed ? " rides off to " : " rides off but stops in ") + hex_name(st, u.hex) +
                  (rep.completed || rep.stopped.empty() ? "" : ": " + rep.stopped),
              "LotN 8.32");
      p.board.rebuild();
      if (present(st, cr)) looting_check(c, p.board, cr);  // 13.32
      return;
    }
}

// The Caracole (8.31-8.37): the CR rides to the hex, each enemy whose Front
// it enters fires or tries a counter-charge, then it fires; unless a
// counter-charge succeeded it turns and rides off with the MP it has left
// (caracole_ride_off; a battle begun under rules version 1: one hex, away
// from the target, where it may end; the exit draws reaction fire); else it stays, and the counter-charger attacks
// it in the shock segment.
void caracole(PhaseCtx& p, int cr, const MoveOption& to, const Hex& target) {
  Ctx& c = p.c;
  Battle& st = c.st;
  const HexGrid& grid = st.s->map->grid();
  MoveHooks hooks;
  hooks.on_enter = [&](int m, const Hex& entered) {
    if (entered == to.hex) return true;  // the caracole's own reactions below
    reaction_fire_on_enter(c, p.board, m, entered);
    return present(st, m) && !st.units[static_cast<std::size_t>(m)].routed;
  };
  MoveReport rep = execute_move(c, p.board, cr, to, hooks);
  UnitState& u = st.units[static_cast<std::size_t>(cr)];
  if (!rep.completed || !present(st, cr) || u.routed || u.disrupted) return;
  std::vector<int> free = caracole_reactions(c, p.board, cr, to.hex);
  if (!present(st, cr) || u.routed) return;
  std::vector<int> countered = caracole_countercharges(c, p.board, cr, to.hex, free);
  for (int k : countered) p.caracole_counters.push_back({k, cr});
  if (!caracole_fire(c, p.board, cr, target, !countered.empty())) return;
  if (!countered.empty() || !present(st, cr) || u.routed) return;
  if (st.rules >= 2) {
    caracole_ride_off(p, cr, target);
    return;
  }
  // Off again (a battle of rules version 1): the free neighbour farthest from the target, out of
  // enemy ZOC where one is.
  std::optional<Hex> best;
  int best_key = INT_MIN;
  for (const auto& n : grid.neighbours(u.hex)) {
    if (!n || !p.board.units_at(*n).empty()) continue;
    int key = grid.distance(*n, target) * 2 - (p.board.enemy_zoc(*n, def(st, cr).side) ? 1 : 0);
    if (key > best_key) best_key = key, best = *n;
  }
  if (!best) {
    if (c.say.on) c.say(unit_name(st, cr) + " finds no way to ride off and stays in " + hex_name(st, u.hex), "LotN 8.33");
    return;
  }
  reaction_fire_on_leave(c, p.board, cr, u.hex);
  if (!present(st, cr) || u.routed) return;
  UnitShape sh = shape(st, cr);
  for (int v = 0; v < 6; ++v) {
    sh.facing = v;
    if (arc_of(grid, sh, *best) == Arc::Front) break;
  }
  u.facing = sh.facing;
  u.hex = *best;
  p.board.rebuild();
  if (c.say.on) c.say(unit_name(st, cr) + " rides off to " + hex_name(st, *best), "LotN 8.33");
}

// One unit's Individual Order (5.22): its action. Returns whether an order was spent.
bool order_unit(PhaseCtx& p, int unit, bool by_line = false) {
  Ctx& c = p.c;
  Battle& st = c.st;
  // The doctrine worked out this unit's choices when it advised it, in this same position.
  UnitChoices ch = p.pending_unit == unit && !by_line ? std::move(p.pending_choices) : choices_of(p, unit);
  if (by_line) ch.rally = ch.recover = false;  // never by a Line Command (5.22)
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  std::string column = u.in_column ? leave_column_problem(st, p.board, unit) : column_problem(st, p.board, unit);
  std::vector<int> column_sides_now = !u.in_column && column.empty() ? lotn::column_sides(st, unit) : std::vector<int>{};
  DecisionRequest r = request(st, p.side);
  r.advice = p.pending_unit == unit ? p.pending_action : advise_action(p, unit, ch, by_line);
  p.pending_unit = -1;
  if (!c.decisions.takes_advice()) {
    r.label = leader_name(st, p.leader) + (by_line ? "'s Line Command: " : " orders ") + unit_name(st, unit) +
              " in " + hex_name(st, u.hex);
    r.options.push_back({"hold", by_line ? "stays where it is" : "no order after all"});
    if (ch.rally) r.options.push_back({"rally", "rally (LotN 12.42)"});
    if (ch.recover) r.options.push_back({"recover", "recover from Disruption (LotN 12.41)"});
    for (std::size_t k = 1; k < ch.moves.size(); ++k)
      r.options.push_back({move_option_id(st, ch.moves[k]), "move " + move_option_words(st, ch.moves[k]),
                           move_refs(st, unit, ch.moves[k])});
    for (const auto& f : ch.fires) r.options.push_back({"fire " + f.id, f.words, fire_refs(st, f)});
    for (const auto& k : ch.star) r.options.push_back({k.id, k.words + " (LotN 10.14)", death_star_refs(st, k)});
    for (const auto& k : ch.caracoles) {
      std::vector<DecisionRef> refs = move_refs(st, unit, ch.moves[k.move]);
      refs.push_back(hex_ref(st, kRefAt, k.target));
      r.options.push_back({k.id, "caracole: ride " + move_option_words(st, ch.moves[k.move]) + ", fire at " +
                                     hex_name(st, k.target) + " and ride off (LotN 8.3)", std::move(refs)});
    }
    if (!by_line)  // Retreat Fire by an Individual Order only (8.42)
      for (const auto& k : ch.retreats) {
        std::vector<DecisionRef> refs = fire_refs(st, k.fire);
        refs.push_back(hex_ref(st, kRefTo, k.back.hex));
        if (k.back.second) refs.push_back(hex_ref(st, kRefTo, *k.back.second));
        r.options.push_back({k.id, "Retreat Fire: " + k.fire.words + ", then back to " + hex_name(st, k.back.hex) + " (LotN 8.42)",
                             std::move(refs)});
      }
    for (const auto& k : ch.creeps) {
      std::vector<DecisionRef> refs = move_refs(st, unit, k.step);
      refs.push_back(hex_ref(st, kRefFrom, k.fire.from));
      refs.push_back(hex_ref(st, kRefAt, k.fire.target));
      r.options.push_back({k.id, "Creeping Fire: " + k.fire.words + ", then " + move_option_words(st, k.step) + " (LotN 8.41)",
                           std::move(refs)});
    }
    if (!by_line)  // Destroy Baggage Train by an Individual Order only (13.23)
      for (const auto& k : ch.trains) {
        std::vector<DecisionRef> refs = unit_refs(st, unit);
        refs.push_back(hex_ref(st, kRefAt, k.hex));
        r.options.push_back({"train " + hex_name(st, k.hex), "go and destroy the baggage train in " + hex_name(st, k.hex) +
                                                             " (" + std::to_string(k.distance) + " hexes, LotN 13.23)",
                             std::move(refs)});
      }
    for (int s : column_sides_now) r.options.push_back({"column " + std::to_string(s), "form column (LotN 10.24)"});
    if (u.in_column && column.empty()) r.options.push_back({"line", "leave column (LotN 10.26)"});
  }
  std::string pick = c.decisions.choose(r);
  st.units[static_cast<std::size_t>(unit)].ordered = true;
  if (pick == "hold") {  // no order after all: none spent, the unit may still be ordered
    st.units[static_cast<std::size_t>(unit)].ordered = false;
    return false;
  }
  if (pick == "rally") {
    rally(c, p.leader, unit);
  } else if (pick == "recover") {
    recover(c, p.leader, unit);
  } else if (pick == "line") {
    leave_column(c, p.board, unit);
  } else if (pick.rfind("column ", 0) == 0) {
    form_column(c, p.board, unit, std::stoi(pick.substr(7)));
  } else if (pick.rfind("fire ", 0) == 0) {
    for (const auto& f : ch.fires)
      if (pick == "fire " + f.id) resolve_fire(c, p.board, f, FireOccasion::Ordered);
    if (ch.formation) death_star_others_fire(c, p.board, *ch.formation, unit);  // 10.14: one order for the three
  } else if (pick.rfind("death star ", 0) == 0) {
    for (const auto& k : ch.star)
      if (pick == k.id) {
        death_star_move(c, p.board, k, [&p](int m, const MoveOption& o) { do_move(p, m, o); });
        break;
      }
  } else if (pick.rfind("retreat fire ", 0) == 0 && !by_line) {
    for (const auto& k : ch.retreats)
      if (pick == k.id) {
        retreat_fire(c, p.board, k.fire, k.back);
        break;
      }
  } else if (pick.rfind("creeping fire ", 0) == 0) {
    for (const auto& k : ch.creeps)
      if (pick == k.id) {
        creeping_fire(c, p.board, k.fire, k.step, [&p](int m, const Hex& entered) { return entering(p, m, entered); });
        break;
      }
  } else if (pick.rfind("train ", 0) == 0 && !by_line) {
    for (const auto& k : ch.trains)
      if (pick == "train " + hex_name(st, k.hex)) {
        give_destroy_train_order(c, unit, k.train);
        break;
      }
  } else if (pick.rfind("caracole ", 0) == 0) {
    for (const auto& k : ch.caracoles)
      if (pick == k.id) {
        caracole(p, unit, ch.moves[k.move], k.target);
        break;
      }
  } else {
    for (std::size_t k = 1; k < ch.moves.size(); ++k)
      if (pick == move_option_id(st, ch.moves[k])) {
        do_move(p, unit, ch.moves[k], by_line);
        break;
      }
  }
  p.board.rebuild();
  return true;
}

// The doctrine's next order: the unit nearest the enemy whose advised action
// is not to hold (those that hold are not asked again this phase).
std::string advise_order(PhaseCtx& p, const std::vector<int>& can) {
  const Battle& st = p.c.st;
  std::vector<std::pair<int, int>> by_distance;
  for (int u : can)
    if (!p.doctrine_holds[static_cast<std::size_t>(u)]) by_distance.push_back({nearest_enemy(st, u).second, u});
  std::sort(by_distance.begin(), by_distance.end());
  for (const auto& [dist, u] : by_distance) {
    (void)dist;
    UnitChoices ch = choices_of(p, u);
    std::string a = advise_action(p, u, ch);
    if (a == "hold") {
      p.doctrine_holds[static_cast<std::size_t>(u)] = 1;
      continue;
    }
    p.pending_unit = u;
    p.pending_action = a;
    p.pending_choices = std::move(ch);
    return def(st, u).id;
  }
  return "done";
}

// A leader moving with the Line (4.5): where he ends, or "stay"; his side's
// decision, the doctrine keeping him with the Line (advise_line_leader).
// `anywhere`: a leader the overall commander's Line Command moves.
void line_leader_move(PhaseCtx& p, int leader, const std::vector<int>& members, bool anywhere) {
  Ctx& c = p.c;
  Battle& st = c.st;
  if (!leader_present(st, leader) || members.empty()) return;
  const int used = leader == p.leader ? p.mp_used : 0;
  std::vector<Hex> to = line_leader_hexes(st, p.board, leader, members, used, anywhere);
  if (to.empty()) return;
  DecisionRequest r = request(st, p.side);
  int best = advise_line_leader(st, p.board, leader, members, to);
  r.advice = best >= 0 ? hex_name(st, to[static_cast<std::size_t>(best)]) : "stay";
  if (!c.decisions.takes_advice()) {
    const Hex& here = st.leaders[static_cast<std::size_t>(leader)].hex;
    r.label = leader == p.leader
                  ? leader_name(st, leader) + " moves with his Line (" + std::to_string(leader_ma(st, leader) - used) +
                        " MP; he ends within his Command Range of one of its units, LotN 4.5)"
                  : leader_name(st, leader) + " moves with " + leader_name(st, p.leader) + "'s Line Command (" +
                        std::to_string(leader_ma(st, leader)) + " MP, LotN 4.5)";
    r.options.push_back({"stay", "stay in " + hex_name(st, here)});
    for (const Hex& h : to) r.options.push_back({hex_name(st, h), "to " + hex_name(st, h), leader_move_refs(st, leader, h)});
  }
  std::string pick = c.decisions.choose(r);
  for (const Hex& h : to)
    if (hex_name(st, h) == pick) {
      int mp = move_leader_with_line(c, p.board, leader, h, used, anywhere);
      if (mp > 0 && leader == p.leader) p.mp_used += mp;
      break;
    }
}

// A Line Command (4.23): each member in turn moves, fires or stays; then,
// when a member moved, the leader moving with his Line and the leaders the
// overall commander's Line Command takes along (4.5).
void line_command(PhaseCtx& p, const Line& line) {
  Ctx& c = p.c;
  Battle& st = c.st;
  if (c.say.on) c.say(leader_name(st, p.leader) + ": " + line.words, "LotN 4.23");
  // 4.5 (rules version 2): the leaders the overall commander's Line may take along, as it sets out.
  const bool leaders_move = st.rules >= 2;
  std::vector<int> stacked = leaders_move ? line_stacked_leaders(st, p.leader, line) : std::vector<int>{};
  bool moved = false;
  for (int u : line.units) {
    if (!present(st, u) || st.units[static_cast<std::size_t>(u)].ordered || st.units[static_cast<std::size_t>(u)].routed)
      continue;
    if (!leader_present(st, p.leader)) break;
    p.pending_unit = -1;
    order_unit(p, u, true);
    st.units[static_cast<std::size_t>(u)].ordered = true;  // a member that stayed still took part in the Line's order
    moved = moved || st.units[static_cast<std::size_t>(u)].moved;
  }
  if (!leaders_move || !moved) return;
  p.board.rebuild();
  std::vector<int> members = line_members_now(st, line);
  line_leader_move(p, p.leader, members, false);
  for (int l : stacked) line_leader_move(p, l, members, true);
}

// Whether a unit the leader's range reaches stands beside an enemy (5.46: he may have it attack).
bool will_attack(const PhaseCtx& p) {
  const Battle& st = p.c.st;
  const HexGrid& grid = st.s->map->grid();
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    const UnitState& u = st.units[i];
    int id = static_cast<int>(i);
    if (!u.on_map || u.routed || st.s->units[i].side != p.side || is_artillery(st.s->units[i].arm)) continue;
    bool beside = false;
    for (const auto& n : grid.neighbours(u.hex))
      if (n && p.board.enemy_at(*n, p.side)) beside = true;
    if (beside && may_order(st, p.leader, id) && unit_in_command_range(st, p.board, p.leader, id)) return true;
  }
  return false;
}

// 5.46 for the doctrine: when its advice is to stop, an order it can give
// (the first unit with a move or a fire), kept as the pending pick. Returns
// whether he may stop after all: no unit of his can do anything (5.47).
bool force_order(PhaseCtx& p, const std::vector<int>& can, const std::string& advice) {
  if (advice != "done") return false;
  const Battle& st = p.c.st;
  for (int u : can) {
    UnitChoices ch = choices_of(p, u);
    std::string a = ch.moves.size() > 1 ? move_option_id(st, ch.moves[1])
                    : !ch.star.empty()  ? ch.star.front().id
                    : !ch.fires.empty() ? "fire " + ch.fires.front().id
                    : ch.rally          ? "rally"
                    : ch.recover        ? "recover"
                                        : "";
    if (a.empty()) continue;
    p.pending_unit = u;
    p.pending_action = a;
    p.pending_choices = std::move(ch);
    return false;
  }
  return true;
}

// The orders of a phase (4.2, 5.2): up to his Initiative in Individual
// Orders, or up to his Line Command rating in Line Commands, never both.
void give_orders(PhaseCtx& p) {
  Ctx& c = p.c;
  Battle& st = c.st;
  const int io_limit = leader_initiative(st, p.leader);
  const int lc_limit = ldef(st, p.leader).line_commands;
  LeaderState& me = st.leaders[static_cast<std::size_t>(p.leader)];
  // The Lines he may command, as they stand when the phase begins (4.25).
  std::vector<Line> lines;
  if (lc_limit > 0 && (!me.lc_tested || me.lc_eligible)) lines = line_options(st, p.board, p.leader);
  int ios = 0, lcs = 0;
  while ((lcs == 0 || lcs < lc_limit) && (ios == 0 || ios < io_limit)) {
    if (!leader_present(st, p.leader) || me.status == Status::Finished) break;
    if (lcs == 0 && ios >= io_limit) break;
    std::vector<int> can = lcs == 0 ? orderable(p) : std::vector<int>{};
    static const std::vector<Line> no_lines;
    const std::vector<Line>& offered = ios == 0 ? lines : no_lines;  // never mixed with Individual Orders (5.21)
    DecisionRequest r = request(st, p.side);
    p.pending_unit = -1;
    bool rides = lcs == 0 && leader_ma(st, p.leader) > p.mp_used &&
                 (ldef(st, p.leader).overall_commander || !in_enemy_zoc(p.board, st, p.leader));
    // The doctrine: a Line Command when it moves more units than his Individual Orders would.
    int best_line = advise_line(st, offered);
    if (best_line >= 0 && static_cast<int>(offered[static_cast<std::size_t>(best_line)].units.size()) > std::min(io_limit, 2))
      r.advice = offered[static_cast<std::size_t>(best_line)].id;
    else if (rides && !p.rode && best_ride(p, leader_move_options(st, p.board, p.leader, p.mp_used)))
      r.advice = "leader";
    else
      r.advice = lcs > 0 ? "done" : advise_order(p, can);
    // 9.66(b): instead of giving orders, a leader may go after his side's cavalry In Pursuit (not one who
    // trumped: he must give orders, 5.46). The doctrine sends an idle one.
    const bool to_box = ios == 0 && lcs == 0 && st.orders_kind != "trump" && pursuit_boxes_on(st) &&
                        !box_units(st, p.side, LeaderState::Box::InPursuit).empty() &&
                        pursuit_box_problem(st, p.board, p.leader).empty();
    if (to_box && advise_pursuit_box(st, p.board, p.leader, r.advice == "done")) {
      r.advice = "pursuit";
      p.pending_unit = -1;
    }
    // 5.46: a leader who trumped may not pass: an order, or units of his in range to attack. When
    // none of his units can do anything, the Trump is ignored (5.47) and he may stop.
    bool may_stop = true;
    if (st.orders_kind == "trump" && ios == 0 && lcs == 0 && !will_attack(p)) {
      may_stop = force_order(p, can, r.advice);
      if (!may_stop && r.advice == "done") r.advice = def(st, p.pending_unit).id;
      if (may_stop && c.say.on)
        c.say(leader_name(st, p.leader) + " can give no order after his Trump: it is ignored", "LotN 5.47");
    }
    if (!c.decisions.takes_advice()) {
      r.label = leader_name(st, p.leader) + ": " +
                (lcs > 0   ? "Line Command " + std::to_string(lcs + 1) + " of " + std::to_string(lc_limit)
                 : ios > 0 ? "order " + std::to_string(ios + 1) + " of " + std::to_string(io_limit)
                           : "his orders");
      if (may_stop) r.options.push_back({"done", "no more orders"});
      for (int u : can)
        r.options.push_back({def(st, u).id, unit_name(st, u) + " in " + hex_name(st, st.units[static_cast<std::size_t>(u)].hex),
                             unit_refs(st, u)});
      for (const auto& l : offered) r.options.push_back({l.id, l.words, line_refs(st, l)});
      if (rides) r.options.push_back({"leader", leader_name(st, p.leader) + " rides"});
      if (to_box)
        r.options.push_back({"pursuit", leader_name(st, p.leader) + " goes into the In Pursuit box instead of giving orders (LotN 9.66)"});
    }
    std::string pick = c.decisions.choose(r);
    if (pick == "done" && may_stop) break;
    if (pick == "pursuit" && to_box) {
      enter_pursuit_box(c, p.board, p.leader, "instead of giving orders");
      break;
    }
    if (pick == "leader" && rides) {
      ride(p);
      continue;
    }
    const Line* line = nullptr;
    for (const auto& l : offered)
      if (l.id == pick) line = &l;
    if (line) {
      if (!me.lc_tested) {
        me.lc_tested = true;
        me.lc_eligible = line_command_eligible(c, p.board, p.leader);
      }
      if (!me.lc_eligible) {
        if (c.say.on) c.say(leader_name(st, p.leader) + " may give only Individual Orders this activation", "LotN 4.25");
        lines.clear();
        continue;
      }
      Line chosen = *line;
      line_command(p, chosen);
      ++lcs;
      p.board.rebuild();
      lines = lcs < lc_limit ? line_options(st, p.board, p.leader) : std::vector<Line>{};
      continue;
    }
    int unit = -1;
    for (int u : can)
      if (def(st, u).id == pick) unit = u;
    if (unit < 0) break;
    if (order_unit(p, unit)) ++ios;
  }
}

void orders_phase(Ctx& c) {
  Battle& st = c.st;
  const int l = st.active;
  LeaderState& ls = st.leaders[static_cast<std::size_t>(l)];
  ls.phases += 1;
  Board board(st);
  begin_phase_marks(st, board);
  const int side = ldef(st, l).side;
  if (c.say.on)
    c.say(leader_name(st, l) + "'s Orders Phase (" + kind_words(st.orders_kind) + ", his " + std::to_string(ls.phases) +
              (ls.phases == 1 ? "st" : ls.phases == 2 ? "nd" : "rd") + " this turn)",
          "LotN 5.2");
  PhaseCtx p{c, board, l, side, 0, false, std::vector<char>(st.units.size(), 0), -1, {}, {}, {}};
  // 13.24: units under a Destroy Baggage Train order that reached their train try it first.
  for (std::size_t i = 0; i < st.units.size(); ++i)
    if (st.s->units[i].side == side && present(st, static_cast<int>(i)) && destroy_train_target(st, static_cast<int>(i)) >= 0)
      destroy_train(c, board, static_cast<int>(i));
  if (leader_in_box(st, l)) {  // a leader in a Cavalry Pursuit box gives his one order there (9.63-9.68)
    box_orders(c, l);
    st.phase = Phase::Activation;
    return;
  }
  const bool blocked = !ldef(st, l).overall_commander && in_enemy_zoc(board, st, l);
  if (blocked) {
    if (c.say.on) c.say(leader_name(st, l) + " begins the phase in an enemy ZOC and gives no orders", "LotN 4.27");
  } else {
    give_orders(p);
  }
  if (leader_present(st, l)) {
    shock_segment(
        c, board, l,
        [&](int unit) {
          const UnitState& u = st.units[static_cast<std::size_t>(unit)];
          return u.ordered || (leader_present(st, l) && may_order(st, l, unit) && unit_in_command_range(st, board, l, unit));
        },
        p.caracole_counters);
  }
  update_destroy_train_orders(c, board);  // 13.23
  lutzen_place_arrivals(c, board);        // Lützen: arrivals that waited for their hex
  // 10.27: a unit In Column shocked or fired on by small arms this phase is back in line, Disrupted.
  for (std::size_t i = 0; i < st.units.size(); ++i)
    if (st.units[i].on_map && st.units[i].in_column && st.units[i].attacked) column_attacked(c, board, static_cast<int>(i));
  // Where next: an Elite phase leaves the leader Inactive (5.5); a Finished or
  // fallen leader has no Momentum.
  if (st.orders_kind == "elite") {
    if (leader_present(st, l)) ls.status = Status::Inactive;
    st.active = -1;
    st.phase = Phase::Activation;
  } else if (st.orders_kind == "freebie") {
    // Back to Inactive; he may roll Momentum for another free phase.
    if (leader_present(st, l)) ls.status = Status::Inactive;
    st.phase = leader_present(st, l) && freebie_for(st, l) ? Phase::Momentum : Phase::Activation;
    if (st.phase == Phase::Activation) st.active = -1;
  } else if (!leader_present(st, l) || ls.status == Status::Finished) {
    st.phase = Phase::Activation;
  } else if (blocked) {
    // Not Finished for being held (5.25): he waits, to go first once free of the ZOC.
    ls.status = Status::Inactive;
    ls.blocked = true;
    st.active = -1;
    st.phase = Phase::Activation;
  } else {
    st.phase = Phase::Momentum;
  }
}

// ---- Momentum (T8, 5.3)

// Momentum after a free phase (Breitenfeld): success gives him another, a failure has no effect, a 9 is no doom.
void freebie_momentum(Ctx& c) {
  Battle& st = c.st;
  const int l = st.active;
  st.phase = Phase::Activation;
  st.active = -1;
  const int side = ldef(st, l).side, ini = leader_initiative(st, l);
  DecisionRequest r = request(st, side);
  r.advice = units_in_range(st, Board(st), l) > 0 ? "roll" : "finish";
  if (!c.decisions.takes_advice()) {
    r.label = leader_name(st, l) + ": Momentum for another free phase (d10 at or under " + std::to_string(ini) + ")";
    r.options = {{"roll", "roll for Momentum"}, {"finish", "no"}};
  }
  if (c.decisions.choose(r) == "finish") return;
  int roll = c.d10("Momentum for a free phase: " + leader_name(st, l));
  if (roll > ini) {
    if (c.say.on)
      c.say(leader_name(st, l) + ": Momentum roll " + std::to_string(roll) + " over " + std::to_string(ini) +
                ", no effect in a free phase",
            "LotN Breitenfeld, Historical Initiative");
    return;
  }
  count_freebie(st, l);
  activate(c, l, "freebie");
}

void momentum(Ctx& c) {
  Battle& st = c.st;
  if (st.orders_kind == "freebie") {
    freebie_momentum(c);
    return;
  }
  const int l = st.active;
  LeaderState& ls = st.leaders[static_cast<std::size_t>(l)];
  st.phase = Phase::Activation;
  Board board(st);
  std::string why;
  if (in_enemy_zoc(board, st, l)) why = "he stands in an enemy ZOC";
  else if (ls.no_momentum) why = "he may not use Momentum this turn";
  else if (ls.phases >= 3) why = "he has had three Orders Phases";
  if (!why.empty()) {
    finish(c, l, why, "LotN 5.31");
    return;
  }
  const int side = ldef(st, l).side;
  const int ini = leader_initiative(st, l);
  DecisionRequest r = request(st, side);
  r.advice = ini >= 3 && units_in_range(st, board, l) > 0 ? "roll" : "finish";
  if (!c.decisions.takes_advice()) {
    r.label = leader_name(st, l) + ": Momentum (d10 at or under " + std::to_string(ini) + ")";
    r.options = {{"roll", "roll for Momentum"}, {"finish", "stop: he is Finished"}};
  }
  if (c.decisions.choose(r) == "finish") {
    finish(c, l, "", "LotN 5.31");
    return;
  }
  int roll = c.d10("Momentum: " + leader_name(st, l));
  if (roll == 9) {
    int again = c.d10("the Die Roll of Doom: " + leader_name(st, l));
    finish(c, l, "", "LotN 5.33");
    if (again == 9) {
      st.doom = true;
      if (c.say.on) c.say("Momentum roll 9, then 9: the Die Roll of Doom ends the activations of this turn", "LotN 5.33");
    } else if (again <= 1) {
      if (c.say.on)
        c.say("Momentum roll 9, then " + std::to_string(again) + ": " + side_name(st, other(side)) + " re-activate a leader",
              "LotN 5.33");
      std::vector<int> can;
      for (std::size_t i = 0; i < st.leaders.size(); ++i)
        if (st.s->leaders[i].side == other(side) && leader_present(st, static_cast<int>(i))) can.push_back(static_cast<int>(i));
      if (can.empty()) return;
      DecisionRequest q = request(st, other(side));
      int best = can.front();
      for (int k : can)
        if (leader_initiative(st, k) > leader_initiative(st, best)) best = k;
      q.advice = ldef(st, best).id;
      if (!c.decisions.takes_advice()) {
        q.label = "Re-Activation: which leader";
        for (int k : can) q.options.push_back({ldef(st, k).id, leader_name(st, k), leader_refs(st, k)});
      }
      std::string pick = c.decisions.choose(q);
      for (int k : can)
        if (ldef(st, k).id == pick) {
          LeaderState& ks = st.leaders[static_cast<std::size_t>(k)];
          // A Finished leader re-activated may not use Momentum after it (5.34).
          if (ks.status == Status::Finished) ks.no_momentum = true;
          activate(c, k, "reactivation");
        }
    } else if (c.say.on) {
      c.say("Momentum roll 9, then " + std::to_string(again) + ": no effect beyond the failure", "LotN 5.33");
    }
    return;
  }
  if (roll > ini) {
    finish(c, l, "Momentum roll " + std::to_string(roll) + " over " + std::to_string(ini), "LotN 5.32");
    return;
  }
  if (c.say.on) c.say(leader_name(st, l) + " gains Momentum: d10 " + std::to_string(roll) + " at or under " + std::to_string(ini), "LotN 5.32");
  int u = ask_counter_trump(c, other(side), trumpers(st, other(side), ini, true),
                            "Trump the Momentum of " + leader_name(st, l) + "?");
  if (u >= 0) {
    if (trump_roll(c, u)) {
      finish(c, l, "his Momentum was trumped", "LotN 5.44");
      activate(c, u, "trump");
      return;
    }
    finish(c, u, "his Trump failed", "LotN 5.44");
  }
  activate(c, l, "momentum");
}

// ---- 3R (T10) and Army Withdrawal (T11)

void three_r(Ctx& c) {
  Battle& st = c.st;
  for (auto& u : st.units) {
    u.rallied = u.caracoled = false;
    u.art_moved = u.art_fired = u.heavy_rolled = u.heavy_stuck = false;
  }
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    int u = static_cast<int>(i);
    if (!present(st, u) || !st.units[i].routed) continue;
    rout_move(c, u, current_ma(st, u), std::nullopt, true);
    if (present(st, u)) {
      Board board(st);
      looting_check(c, board, u);  // 13.32
    }
  }
  replace_leaders(c);  // 4.46-4.47: the leaders killed or captured this turn
  for (auto& l : st.leaders)
    if ((l.on_map || l.box != LeaderState::Box::None) && l.status == Status::Finished) l.status = Status::Active;
  st.active = -1;
  st.phase = Phase::Withdrawal;
}

// The army of a side whose withdrawal loses the battle: the overall
// commander's (the first army of the side when it has none).
int main_army(const Battle& st, int side) {
  for (const auto& l : st.s->leaders)
    if (l.side == side && l.overall_commander) return l.army;
  for (std::size_t a = 0; a < st.s->armies.size(); ++a)
    if (st.s->armies[a].side == side) return static_cast<int>(a);
  return -1;
}

void army_withdrawal(Ctx& c) {
  Battle& st = c.st;
  {
    Board board(st);
    saxon_withdrawal(c, board);  // Breitenfeld: the Saxons rout off, the battle goes on
  }
  bool lost[2] = {false, false};
  for (std::size_t a = 0; a < st.s->armies.size(); ++a) {
    const Army& army = st.s->armies[a];
    if (st.wp[a] < army.level || !army_withdrawal_ends_game(st, static_cast<int>(a))) continue;
    const bool main = static_cast<int>(a) == main_army(st, army.side);
    bool on_field = false;  // a second army already gone is not withdrawn again
    for (std::size_t i = 0; i < st.units.size(); ++i)
      if (st.s->units[i].army == static_cast<int>(a) && st.units[i].on_map) on_field = true;
    if (!main && !on_field) continue;
    if (c.say.on)
      c.say(army.name + " reach " + std::to_string(st.wp[a]) + " withdrawal points, their level is " +
                std::to_string(army.level) + ": they withdraw",
            "LotN 13.15");
    if (main) {
      lost[army.side] = true;
      continue;
    }
    // A second army of a side (an ally's contingent) leaves the field; the battle goes on. Its cavalry in the
    // Pursuit boxes goes with it.
    for (std::size_t i = 0; i < st.units.size(); ++i)
      if (st.s->units[i].army == static_cast<int>(a) &&
          (st.units[i].on_map || (pursuit_boxes_on(st) && st.units[i].gone == "in pursuit"))) {
        st.units[i].on_map = false;
        st.units[i].gone = "withdrew";
        st.units[i].regrouped = 0;
      }
  }
  if (lost[0] || lost[1]) {
    st.phase = Phase::Over;
    if (lost[0] && lost[1]) {
      st.winner = -1;
      st.ending = "both_withdrew";
      if (c.say.on) c.say("both armies withdraw in the same phase: a draw", "LotN 13.15");
    } else {
      st.winner = lost[0] ? 1 : 0;
      st.ending = "withdrawal";
      if (c.say.on) c.say(side_name(st, st.winner) + " win: the enemy army withdraws", "LotN 13.15");
    }
    return;
  }
  if (st.time >= st.s->last_turn) {
    st.phase = Phase::Over;
    st.winner = -1;
    st.ending = "nightfall";
    if (c.say.on) {
      std::string w;
      for (std::size_t a = 0; a < st.s->armies.size(); ++a)
        w += (a ? ", " : "") + st.s->armies[a].name + " " + std::to_string(st.wp[a]) + " of " + std::to_string(st.s->armies[a].level);
      c.say("night ends the battle with neither army withdrawn: a draw (withdrawal points " + w + ")", "LotN 13.16");
    }
    return;
  }
  st.time += 30;
  st.turn += 1;
  st.phase = Phase::TurnStart;
}

}  // namespace

std::string clock_words(int minutes) {
  std::string h = std::to_string(minutes / 60), m = std::to_string(minutes % 60);
  return (h.size() < 2 ? "0" + h : h) + (m.size() < 2 ? "0" + m : m);
}

std::string move_id(const Battle& st, const MoveOption& option) { return move_option_id(st, option); }

std::string phase_words(const Battle& st) {
  switch (st.phase) {
    case Phase::TurnStart: return "the turn begins";
    case Phase::Barrage: return "the Artillery Barrage Phase";
    case Phase::Activation: return "the next leader's activation";
    case Phase::Orders:
      return st.active >= 0 ? leader_name(st, st.active) + "'s Orders Phase (" + kind_words(st.orders_kind) + ")" : "an Orders Phase";
    case Phase::Momentum: return st.active >= 0 ? leader_name(st, st.active) + "'s Momentum" : "Momentum";
    case Phase::Rout: return "the 3R Phase";
    case Phase::Withdrawal: return "the Army Withdrawal Phase";
    case Phase::Over: return "the battle is over";
  }
  return "";
}

void step(Ctx& c) {
  Battle& st = c.st;
  switch (st.phase) {
    case Phase::TurnStart: turn_start(c); break;
    case Phase::Barrage: {
      Board board(st);
      barrage_phase(c, board);
      commanded_musket_phase(c, board);  // Lützen (10.34)
      lutzen_reinforcements(c, board);   // Lützen: the Halle Detachment
      st.phase = Phase::Activation;
      break;
    }
    case Phase::Activation: activation(c); break;
    case Phase::Orders: orders_phase(c); break;
    case Phase::Momentum: momentum(c); break;
    case Phase::Rout: three_r(c); break;
    case Phase::Withdrawal: army_withdrawal(c); break;
    case Phase::Over: break;
  }
}

}  // namespace umpire::lotn
