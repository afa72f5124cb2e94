#include "soldier_king/battles.h"

#include <algorithm>
#include <map>
#include <set>

#include "soldier_king/army.h"
#include "soldier_king/battles_internal.h"
#include "soldier_king/factions.h"
#include "soldier_king/revolt.h"
#include "soldier_king/settings.h"

// The consequences of a checked battle result (SK 11.11-11.13, 12.1, 12.2,
// 22.13, 22.14): losses after recovery, removals, the officers, the
// concession, the victory tally and the retreat.

namespace umpire::sk {

using namespace battle_detail;

int recovered_infantry_cavalry(int lost, bool winner) {
  // 12.2: the winner recovers 2/3, the loser 1/2, rounded half up on the side's total (umpire's ruling: 12.2
  // does not say how these fractions round).
  return winner ? (4 * lost + 3) / 6 : (lost + 1) / 2;
}

// SK 12.2, its last sentence: "If an odd number of artillery losses still remain, round to the nearest whole number,
// rounding halves up": half of an odd loss (n/2 = k.5) is rounded up, so k + 1 SP are recovered.
int recovered_artillery_melee(int lost) { return (lost + 1) / 2; }

namespace {

// Gives `recovered` SP back to the stands that lost them, in proportion to each
// stand's own losses (SK 12.2: the side recovers a share of "his" losses, so each
// stand gets that share of what it lost, never more). The whole SP that do not
// divide evenly go to the stands with the largest fractions left over, then the
// larger loss, then the result's order.
std::map<std::string, int> distribute(const std::vector<std::pair<std::string, int>>& losses, int recovered) {
  std::map<std::string, int> out;
  int total = 0;
  for (const auto& [unit, lost] : losses) total += lost;
  if (total <= 0 || recovered <= 0) return out;
  recovered = std::min(recovered, total);
  struct Share {
    std::size_t order;
    int lost, whole, left;  // left: the fraction left over, in 1/total
  };
  std::vector<Share> shares;
  int given = 0;
  for (std::size_t i = 0; i < losses.size(); ++i) {
    int lost = losses[i].second;
    shares.push_back({i, lost, lost * recovered / total, lost * recovered % total});
    given += shares.back().whole;
  }
  std::vector<Share> by_left = shares;
  std::stable_sort(by_left.begin(), by_left.end(), [](const Share& a, const Share& b) {
    return a.left != b.left ? a.left > b.left : a.lost > b.lost;
  });
  for (std::size_t i = 0; given < recovered && i < by_left.size(); ++i, ++given) ++shares[by_left[i].order].whole;
  for (const auto& sh : shares) out[losses[sh.order].first] += sh.whole;
  return out;
}

// What the consequences of one result work on: the battle keeps the lines it
// said (its consequences), the journal keeps them as events.
struct Aftermath {
  SkState& s;
  Battle& b;
  const battles::BattleResult& r;
  const battles::BattleSetup& setup;
  std::string winner, loser;
  bool destroyed;
  std::vector<std::string> said;
  std::vector<Event>& events;

  void say(const std::string& text, const std::string& rule) {
    said.push_back(text);
    events.push_back({text, rule});
  }
};

// One side's losses by recovery category (12.2): infantry and cavalry (one
// entry per stand, in the result's order), artillery by cause.
struct SideLosses {
  std::vector<std::pair<std::string, int>> foot_horse;
  std::map<std::string, std::pair<int, int>> art;  // unit -> (lost to fire, lost in melee and recovered by half)
  int lost_fh = 0, lost_full = 0, lost_half = 0;
};

// SK 12.2: the victor's guns recover half "if his guns were eliminated in melee", the loser's also when "routed as
// a result of melee". A battery's loss typed as plain "melee" counts as eliminated in melee when the battery lost
// all its SP or the result says it was eliminated, as routed by melee when the result says it routed.
bool recovers_half(const battles::UnitOutcome& o, const battles::Unit& u, const battles::Loss& l, bool won) {
  bool melee = l.cause == "melee";
  bool eliminated = l.cause == "eliminated_in_melee" || (melee && (o.eliminated || o.lost() >= u.strength));
  bool routed = l.cause == "routed_by_melee" || (melee && o.routed);
  return eliminated || (!won && routed);
}

// Collects the side's losses and adds them to `net` (stand -> SP finally lost).
SideLosses losses_of_side(const Aftermath& a, const std::string& side, std::map<std::string, int>& net) {
  bool won = side == a.winner;
  SideLosses out;
  std::vector<std::pair<std::string, int>> foot_horse;
  for (const auto& o : a.r.units) {
    const battles::Unit* u = a.setup.unit(o.unit);
    if (!u || u->side != side) continue;
    for (const auto& l : o.losses) {
      if (l.lost == 0) continue;
      net[o.unit] += l.lost;
      if (u->arm != "artillery")
        foot_horse.push_back({o.unit, l.lost});
      else
        (recovers_half(o, *u, l, won) ? out.art[o.unit].second : out.art[o.unit].first) += l.lost;
    }
  }
  std::map<std::string, int> fh;
  for (const auto& [unit, lost] : foot_horse) fh[unit] += lost;
  for (const auto& [unit, lost] : foot_horse)
    if (fh.count(unit)) {
      out.foot_horse.push_back({unit, fh[unit]});
      fh.erase(unit);
    }
  for (const auto& [unit, lost] : out.foot_horse) out.lost_fh += lost;
  for (const auto& [unit, pair] : out.art) {
    out.lost_full += pair.first;
    out.lost_half += pair.second;
  }
  return out;
}

// Takes what the side recovers off `net` and says so (12.2).
void recover_side(Aftermath& a, const std::string& side, const SideLosses& l, std::map<std::string, int>& net) {
  bool won = side == a.winner;
  int back_fh = recovered_infantry_cavalry(l.lost_fh, won), back_half = 0;
  auto shares = distribute(l.foot_horse, back_fh);
  for (const auto& [unit, lost] : l.foot_horse) {
    int back = shares.count(unit) ? shares.at(unit) : 0;
    net[unit] -= back;
    a.b.recovered[unit] = {lost, back, "infantry_cavalry"};
  }
  // Guns: each battery gets back what it lost to fire, and half of what it lost in melee, rounded for that
  // battery (so a battery routed by melee keeps at least 1 SP and stays in play).
  for (const auto& [unit, pair] : l.art) {
    int half = recovered_artillery_melee(pair.second);
    net[unit] -= pair.first + half;
    back_half += half;
    if (pair.second > 0) a.b.recovered[unit] = {pair.second, half, "guns_melee"};
  }
  std::string text = "Recovery, " + side_name(a.b, side) + (won ? " (winner)" : " (loser)") + ": ";
  std::vector<std::string> parts;
  if (l.lost_fh > 0)
    parts.push_back("infantry and cavalry lost " + std::to_string(l.lost_fh) + " SP, " + std::to_string(back_fh) +
                    " recovered (" + (won ? "2/3" : "1/2") + ", halves up)");
  if (l.lost_full > 0) parts.push_back("artillery lost " + std::to_string(l.lost_full) + " SP to fire, all recovered");
  if (l.lost_half > 0)
    parts.push_back("artillery lost " + std::to_string(l.lost_half) + " SP " +
                    (won ? "eliminated in melee" : "eliminated or routed by melee") + ", " +
                    std::to_string(back_half) + " recovered (half, halves up)");
  a.say(text + and_list(parts, "; "), "SK 12.2");
}

// Stands at 0 SP after recovery are removed (their empty columns go later,
// with remove_spent_pieces: the DC becomes a CC, 14.1.1).
void remove_eliminated_stands(Aftermath& a) {
  auto sweep = [&](std::vector<Stand>& stands, const std::string& where) {
    for (auto it = stands.begin(); it != stands.end();) {
      if (it->sp > 0 || !a.setup.unit(it->id)) {
        ++it;
        continue;
      }
      const StandType* t = a.s.forces->stand_type(it->type);
      a.say((t ? t->name : std::string("A stand")) + " of " + where + " is eliminated (0 SP after recovery)", "SK 12.2");
      it = stands.erase(it);
    }
  };
  for (auto& c : a.s.columns) sweep(c.stands, c.name);
  for (auto& g : a.s.garrisons) sweep(g.stands, "the garrison of " + a.s.map->box_name(g.box));
}

// Losses and recovery (12.2), per side and category; a destroyed loser
// recovers nothing.
void recover_after_battle(Aftermath& a) {
  std::map<std::string, int> net;  // stand -> SP finally lost
  for (const std::string side : {"attacker", "defender"}) {
    SideLosses l = losses_of_side(a, side, net);
    if (l.lost_fh + l.lost_full + l.lost_half == 0) continue;
    if (a.destroyed && side == a.loser) {
      a.say(side_name(a.b, side) + " is destroyed: no recovery", "SK 12.2");
      continue;
    }
    if (side == a.loser && rebels_in(side_factions(a.b, side))) {
      a.say("The beaten Rebels are dispersed: no recovery", "SK 17.2.8.2");
      continue;
    }
    recover_side(a, side, l, net);
  }
  for (const auto& [id, lost] : net) {
    if (lost <= 0) continue;
    auto place = a.s.find_stand(id);
    if (!place) continue;
    Stand& st = place->stand();
    st.sp = std::max(0, st.sp - lost);
  }
  remove_eliminated_stands(a);
}

// Destroyed: every unit of the beaten side in the box is gone (no legal retreat, SK 11.11: the umpire's ruling
// that it surrenders).
void destroy_beaten_force(Aftermath& a) {
  auto losers = side_factions(a.b, a.loser);
  for (auto& c : a.s.columns)
    if (c.box == a.b.box && contains(losers, c.owner) && !c.stands.empty()) {
      a.say(c.name + " of " + faction_name(c.owner) + " is destroyed or surrenders (no legal retreat: umpire's ruling)",
            "SK 11.11");
      c.stands.clear();
    }
  for (auto& g : a.s.garrisons)
    if (g.box == a.b.box && contains(losers, g.owner) && !g.stands.empty()) {
      a.say("The garrison " + g.id + " of " + faction_name(g.owner) +
                " is destroyed or surrenders (no legal retreat: umpire's ruling)",
            "SK 11.11");
      g.stands.clear();
    }
}

// Officers killed and captured, before the beaten side moves.
void remove_fallen_officers(Aftermath& a) {
  for (const std::string fate : {"killed", "captured"}) {
    bool killed = fate == "killed";
    for (const auto& id : a.r.leaders_with(fate)) {
      auto it = std::find_if(a.s.officers.begin(), a.s.officers.end(), [&](const Officer& o) { return o.id == id; });
      if (it == a.s.officers.end()) continue;
      std::string text =
          it->name + " of " + faction_name(it->owner) +
          (killed ? " is killed"
                  : " is captured by " + side_name(a.b, it->owner == a.b.attacker ? "defender" : "attacker") +
                        " and removed from play (exchange or ransom: not yet)");
      if (!it->column.empty())
        if (const Column* c = a.s.column(it->column))
          text += "; " + c->name + " has lost its commander (the umpire appoints another, sk.create_officer)";
      if (it->rank == Rank::Monarch || it->rank == Rank::Duke)
        text += "; the succession is not yet ruled by the program";
      a.say(text, "umpire's ruling");
      a.s.officers.erase(it);
    }
  }
}

// Soldier King has no rule for a wounded officer: an engine may report one; he stays in play.
void note_wounded_officers(Aftermath& a) {
  for (const auto& id : a.r.leaders_with("wounded"))
    for (const auto& o : a.s.officers)
      if (o.id == id)
        a.say(o.name + " of " + faction_name(o.owner) + " is wounded and stays in play (Soldier King has no rule for "
              "wounded officers: umpire's ruling)", "umpire's ruling");
}

// A destroyed force's officers are captured with it (umpire's ruling, SK 11.11).
void capture_officers_with_force(Aftermath& a) {
  auto losers = side_factions(a.b, a.loser);
  const std::string& box = a.b.box;
  for (const auto& o : a.s.officers)
    if (o.box == box && contains(losers, o.owner))
      a.say(o.name + " of " + faction_name(o.owner) + " is captured with his troops and removed from play (umpire's ruling)",
            "SK 11.11");
  a.s.officers.erase(std::remove_if(a.s.officers.begin(), a.s.officers.end(),
                                    [&](const Officer& o) { return o.box == box && contains(losers, o.owner); }),
                     a.s.officers.end());
}

// 22.13: the conceding side loses 1 morale, except stands that fought well;
// 22.14: marching off costs nothing more.
void apply_concession(Aftermath& a) {
  if (setting(a.s, kOptional22) == 0) return;
  if (a.r.ending == kConceded) {
    int n = 0;
    std::set<std::string> lowered;
    for (const auto& u : a.setup.units) {
      if (u.side != a.loser || a.r.has_mark(u.id, kFoughtWell)) continue;
      if (auto place = a.s.find_stand(u.id); place && lower_morale(place->stand())) {
        ++n;
        if (place->column) lowered.insert(place->column->id);
      }
    }
    for (const auto& id : lowered)  // exhaustion levels drop accordingly: one step (SK 22.13)
      if (Column* c = a.s.column(id)) c->exhaustion_steps = std::min(2, c->exhaustion_steps + 1);
    a.say(side_name(a.b, a.loser) + " conceded: -1 morale on every stand, never below M3, except the " +
              plural(static_cast<int>(a.r.marked(kFoughtWell).size()), "stand") + " that fought well (" +
              plural(n, "stand") + " lowered); their columns' exhaustion levels drop one step",
          "SK 22.13");
  } else if (a.r.ending == kMarchedOff) {
    a.say(side_name(a.b, a.loser) + " marched off without conceding: no penalty beyond its losses", "SK 22.14");
  }
}

// SK 17.2.8.1: "Rebels never retreat from battle"; 17.2.8.2: "Defeated Rebels are dispersed (remove any Rebel
// columns forced out of the box)": beaten, every Rebel column of the battle's box is forced out, so removed.
void disperse_beaten_rebels(Aftermath& a) {
  std::vector<std::string> gone;
  for (const auto& c : a.s.columns)
    if (c.box == a.b.box && is_rebel(c)) gone.push_back(c.id);
  for (const auto& id : gone) {
    const Column& c = a.s.column_at(id);
    a.say(c.name + (c.stands.empty() ? " is destroyed" : " is forced out of the box and dispersed") +
              " (Rebels never retreat)",
          "SK 17.2.8.2");
    remove_column(a.s, id);
  }
}

// Retreat (11.11) or the Rebels' fate.
void retreat_beaten_side(Aftermath& a) {
  const std::string& to = a.r.retreat_to;
  if (!to.empty()) {
    Moved moved = move_force(a.s, side_factions(a.b, a.loser), a.b.box, to);
    if (!moved.names.empty())
      a.say(side_name(a.b, a.loser) + " retreats to " + a.s.map->box_name(to) + ": " + and_list(moved.names),
            "SK 11.11");
  } else if (rebels_in(side_factions(a.b, a.loser))) {
    disperse_beaten_rebels(a);
  }
}

// Where it was fought, in words: "tabletop", or the engine's name.
std::string engine_words(const battles::BattleResult& r) {
  if (r.engine.empty() || r.engine == "tabletop") return "tabletop";
  return "fought in " + (r.engine_name.empty() ? std::string("a built-in engine") : r.engine_name);
}

}  // namespace

void apply_battle_result(SkState& s, Battle& b, const battles::BattleResult& r, std::vector<Event>& events) {
  battles::BattleSetup setup = stored_setup(s, b);
  Aftermath a{s, b, r, setup, r.winner, other_side(r.winner), r.ending == kDestroyed, {}, events};
  bool rebels_won = rebels_in(side_factions(b, a.winner));  // "the Rebels defeat"
  a.say("Battle of " + s.map->box_name(b.box) + ": " + side_name(b, a.winner) +
            (rebels_won ? " defeat " : " defeats ") + side_name(b, a.loser) + " (" + r.ending + ", " + engine_words(r) +
            ")",
        "SK 11.11, SK 11.12");
  recover_after_battle(a);
  if (a.destroyed) destroy_beaten_force(a);
  remove_fallen_officers(a);
  note_wounded_officers(a);
  if (a.destroyed) capture_officers_with_force(a);
  {
    std::vector<Event> removed;
    remove_spent_pieces(s, removed);
    for (const auto& e : removed) a.say(e.text, e.rule);
  }
  apply_concession(a);
  add_victory(s, side_factions(b, a.winner), "SK 11.12", "", a.said, events);  // SK 11.12: the winner of the battle
  retreat_beaten_side(a);
  // The Rebel turn has no turn end of its own: SK 15.1's capture comes at the end of the next player turn.
  if (b.attacker != kRebels)
    a.say("Whoever alone has units in " + s.map->box_name(b.box) + " at the end of the turn captures it", "SK 15.1");
  b.result = battles::to_json(r);
  b.status = "fought";
  b.consequences = a.said;
}

}  // namespace umpire::sk
