#include "flammes/combat_1631.h"

#include <algorithm>
#include <map>
#include <set>

#include "flammes/combat_rules.h"
#include "flammes/combat_setup.h"

namespace umpire::flammes_combat {

namespace {

using battles::BattleResult;
using battles::BattleSetup;

// The procedure's steps (battle.move fights one).
inline constexpr const char* kSituationPhase = "situation";         // the defender may choose a Battle (§7.5.2)
inline constexpr const char* kFirePhase = "fire";                   // a Battle: both sides at once
inline constexpr const char* kDefenderFirePhase = "defender_fire";  // an assault: the defender first
inline constexpr const char* kAttackerFirePhase = "attacker_fire";  // then the attacker's survivors
inline constexpr const char* kOverPhase = "over";

using PerSide = std::map<std::string, int>;  // "attacker"/"defender" -> a count

PerSide zero_per_side() { return {{kAttacker, 0}, {kDefender, 0}}; }

struct CombatState : GameState {
  std::shared_ptr<const BattleSetup> setup;
  std::shared_ptr<const std::vector<Fighter>> fighters;  // the set-up's units, read once
  std::string combat;                                    // the combat as fought (after the defender's choice)
  bool battle_chosen = false;                            // the defender chose a Battle instead of a River assault
  std::string phase;
  std::map<std::string, int> steps;  // unit -> steps now
  std::string commander;             // the defending commander whose skill is used ("" none)
  int ignore = 0;                    // the attacker's hits the defender may ignore
  int rounds = 0;
  PerSide rolled = zero_per_side(), suffered = zero_per_side(), unused = zero_per_side(), destroyed = zero_per_side();
  int ignored = 0, fortress_hit = 0;
  std::string winner;
  int criterion = 0;
  std::vector<std::string> audit;

  Json to_json() const override {
    return Json{{"setup", battles::to_json(*setup)},
                {"combat", combat},
                {"battle_chosen", battle_chosen},
                {"phase", phase},
                {"steps", steps},
                {"commander", commander},
                {"ignore", ignore},
                {"rounds", rounds},
                {"rolled", rolled},
                {"suffered", suffered},
                {"unused", unused},
                {"destroyed", destroyed},
                {"ignored", ignored},
                {"fortress_hit", fortress_hit},
                {"winner", winner},
                {"criterion", criterion},
                {"audit", audit}};
  }
};

const CombatState& of(const GameState& s) { return static_cast<const CombatState&>(s); }

Combat combat_of(const CombatState& st) {
  Combat c = Combat::battle;
  parse_combat(st.combat, c);
  return c;
}

const std::string& other_side(const std::string& side) {
  static const std::string a = kAttacker, d = kDefender;
  return side == kAttacker ? d : a;
}

std::string side_name(const CombatState& st, const std::string& side) { return st.setup->side_name(side); }

// "the Swedes" reads well for a people's name; a name as given is used as is.
std::string possessive(const std::string& name) { return name + (!name.empty() && name.back() == 's' ? "'" : "'s"); }

std::string state_word(int steps) { return steps >= 2 ? "Fresh" : steps == 1 ? "Spent" : "destroyed"; }

std::vector<FighterView> views(const CombatState& st, const std::string& side) {
  std::vector<FighterView> out;
  for (const auto& f : *st.fighters)
    if (f.side == side) out.push_back({f.id, f.arm, f.battle, f.assault, st.steps.at(f.id)});
  return out;
}

std::string unit_name(const CombatState& st, const std::string& id) { return fighter_name(*st.setup->unit(id)); }

struct Said {
  std::vector<Event> events;
  std::vector<std::string>* audit;
  void operator()(const std::string& text, const std::string& rule) {
    events.push_back({text, rule});
    audit->push_back(rule.empty() ? text : text + " [" + rule + "]");
  }
};

// ---- the defender's choices

double hit_chance(int need) { return (7 - need) / 6.0; }

double expected_hits(const std::vector<FighterView>& side, Combat c) {
  double e = 0;
  for (const auto& u : side) e += fire_dice(u, c) * hit_chance(needs(u, c));
  return e;
}

// The doctrine fights a Battle when it expects more of it: its own hits less
// the attacker's hits its best commander does not ignore, each way (1631 §7.5.2).
std::string advise_situation(const CombatState& st) {
  auto def = views(st, kDefender), att = views(st, kAttacker);
  int skill = 0;
  for (const auto& c : read_commanders(*st.setup, kDefender)) skill = std::max(skill, c.skill);
  auto net = [&](Combat c) { return expected_hits(def, c) - std::max(0.0, expected_hits(att, c) - skill); };
  return net(Combat::battle) > net(Combat::river_assault) ? "battle" : "river_assault";
}

void choose_situation(CombatState& st, Decisions& decisions, Said& say) {
  std::string def = side_name(st, kDefender);
  DecisionRequest r;
  r.label = "the " + def + " fight the River assault or choose a Battle instead (1631 §7.5.2)";
  r.side = kDefender;
  r.side_name = def;
  r.options = {{"river_assault", "Fight the River assault"}, {"battle", "Fight a Battle instead"}};
  r.advice = advise_situation(st);
  std::string choice = decisions.choose(r);
  st.battle_chosen = choice == "battle";
  st.combat = choice;
  st.phase = st.battle_chosen ? kFirePhase : kDefenderFirePhase;
  say(st.battle_chosen ? "The " + def + " choose to fight a Battle instead of the River assault"
                       : "The " + def + " fight the River assault",
      "1631 §7.5.2");
}

// Before the first fire of a Battle or River assault: the defending commander
// whose current skill ignores the attacker's hits (1631 §7.7); the doctrine
// takes the best.
void choose_commander(CombatState& st, Decisions& decisions, Said& say) {
  std::string def = side_name(st, kDefender), att = side_name(st, kAttacker);
  auto commanders = read_commanders(*st.setup, kDefender);
  if (commanders.empty()) {
    say("The " + def + " have no commander: none of the " + possessive(att) + " hits is ignored", "1631 §7.7");
    return;
  }
  std::string chosen = commanders.front().id;
  if (commanders.size() > 1) {
    DecisionRequest r;
    r.label = "the " + def + " choose the commander whose skill ignores the " + possessive(att) + " hits (1631 §7.7)";
    r.side = kDefender;
    r.side_name = def;
    int best = -1;
    for (const auto& c : commanders) {
      r.options.push_back({c.id, c.name + " (skill " + std::to_string(c.skill) + ")"});
      if (c.skill > best) {
        best = c.skill;
        r.advice = c.id;
      }
    }
    chosen = decisions.choose(r);
  }
  for (const auto& c : commanders)
    if (c.id == chosen) {
      st.commander = c.id;
      st.ignore = c.skill;
      say(c.name + "'s skill of " + std::to_string(c.skill) + ": the " + def + " ignore up to " +
              std::to_string(c.skill) + " of the " + possessive(att) + " hits",
          "1631 §7.7");
    }
}

// ---- fire

std::string join(const std::vector<std::string>& parts) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? ", " : "") + parts[i];
  return out;
}

// One roll for each face needed, all the side's dice of that face together
// (1631 §7.6). Returns the hits scored.
int roll_fire(CombatState& st, const std::string& side, Dice& dice, Said& say) {
  Combat c = combat_of(st);
  std::string who = possessive(side_name(st, side)) + (is_assault(c) ? " assault fire" : " battle fire");
  std::map<int, std::pair<int, std::vector<std::string>>> by_need;
  for (const auto& u : views(st, side))
    if (int n = fire_dice(u, c); n > 0) {
      auto& g = by_need[needs(u, c)];
      g.first += n;
      g.second.push_back(unit_name(st, u.id));
    }
  if (by_need.empty()) {
    say(who + ": no dice to roll", "1631 §7.6");
    return 0;
  }
  int hits = 0;
  std::vector<std::string> parts;
  for (const auto& [need, group] : by_need) {
    std::string dice_words = std::to_string(group.first) + (group.first == 1 ? " die" : " dice");
    std::string need_words = need >= 6 ? "on a 6" : "on " + std::to_string(need) + "+";
    DiceRoll roll = dice.roll(who + ", " + dice_words + " hitting " + need_words, group.first, 6);
    int scored =
        static_cast<int>(std::count_if(roll.faces.begin(), roll.faces.end(), [&](int f) { return f >= need; }));
    hits += scored;
    std::vector<std::string> faces;
    for (int f : roll.faces) faces.push_back(std::to_string(f));
    parts.push_back(dice_words + " hitting " + need_words + " (" + join(group.second) + ") roll " + join(faces) + ": " +
                    std::to_string(scored) + (scored == 1 ? " hit" : " hits"));
  }
  st.rolled[side] += hits;
  say(who + ": " + join(parts) +
          (parts.size() > 1 ? "; " + std::to_string(hits) + (hits == 1 ? " hit" : " hits") + " in all" : ""),
      "1631 §7.6");
  return hits;
}

// ---- hit allocation (1631 §7.7)

// The doctrine destroys a unit where the order allows, else weakens the unit
// with the most dice; the set-up's order breaks ties.
std::string advise_target(const CombatState& st, const std::vector<FighterView>& side,
                          const std::vector<std::string>& legal) {
  std::string best;
  int best_score = -1;
  for (const auto& u : side) {
    if (std::find(legal.begin(), legal.end(), u.id) == legal.end()) continue;
    int score = (u.steps == 1 ? 1000 : 0) + 10 * fire_dice(u, combat_of(st)) + (u.arm == Arm::infantry ? 1 : 0);
    if (score > best_score) {
      best_score = score;
      best = u.id;
    }
  }
  return best;
}

// The hits `from` scored on `to`: the ignored ones first, then one at a time
// on a legal target the inflicting side chooses; those beyond the steps left
// are unused but counted.
void allocate(CombatState& st, const std::string& from, int hits, int ignore, Decisions& decisions, Said& say,
              const std::string& ignore_why) {
  const std::string& to = other_side(from);
  std::string by = side_name(st, from), on = side_name(st, to);
  int ignored = std::min(ignore, hits);
  if (ignored > 0) {
    st.ignored += ignored;
    say("The " + on + " ignore " + std::to_string(ignored) + " of the " + possessive(by) + " " + std::to_string(hits) +
            (hits == 1 ? " hit" : " hits") + " (" + ignore_why + ")",
        "1631 §7.7");
  }
  int counted = hits - ignored;
  st.suffered[to] += counted;
  if (counted == 0) return;
  std::set<std::string> hit;
  std::vector<std::string> results;
  for (int i = 0; i < counted; ++i) {
    auto side = views(st, to);
    auto legal = legal_targets(side, hit);
    if (legal.empty()) {
      int left = counted - i;
      st.unused[to] += left;
      results.push_back(std::to_string(left) + (left == 1 ? " hit" : " hits") + " beyond their steps, unused");
      break;
    }
    std::string target = legal.front();
    if (legal.size() > 1) {
      DecisionRequest r;
      if (!decisions.takes_advice()) {  // else the answer is the advice: no words to build
        r.label = "the " + by + " allocate hit " + std::to_string(i + 1) + " of " + std::to_string(counted) +
                  " on the " + on + " (1631 §7.7)";
        r.side = from;
        r.side_name = by;
        for (const auto& u : side)
          if (std::find(legal.begin(), legal.end(), u.id) != legal.end())
            r.options.push_back({u.id, unit_name(st, u.id) + " (" + state_word(u.steps) + ")"});
      }
      r.advice = advise_target(st, side, legal);
      target = decisions.choose(r);
    }
    int before = st.steps[target]--;
    hit.insert(target);
    if (st.steps[target] == 0) ++st.destroyed[to];
    results.push_back(unit_name(st, target) + " " + state_word(before) + " → " + state_word(before - 1));
  }
  say("The " + possessive(by) + " " + std::to_string(counted) + (counted == 1 ? " hit" : " hits") + " on the " + on +
          ": " + join(results),
      "1631 §7.7");
}

// ---- the victor (1631 §7.8)

int steps_before(const CombatState& st, const std::string& side) {
  int total = 0;
  for (const auto& f : *st.fighters)
    if (f.side == side && f.arm != Arm::artillery) total += f.steps;
  return total;
}

void decide(CombatState& st, Said& say) {
  VictorInput in;
  const std::string sides[2] = {kAttacker, kDefender};
  for (int i = 0; i < 2; ++i) {
    in.steps[i] = steps_before(st, sides[i]);
    in.hits_suffered[i] = st.suffered[sides[i]];
    in.destroyed[i] = st.destroyed[sides[i]];
  }
  in.both_over_next = both_over_next(*st.setup);
  Victor v = decide_victor(in);
  st.winner = sides[v.winner];
  st.criterion = v.criterion;
  st.phase = kOverPhase;
  std::string w = side_name(st, st.winner), l = side_name(st, other_side(st.winner));
  int wi = v.winner, li = 1 - v.winner;
  std::string text;
  switch (v.criterion) {
    case 1:
      if (in.hits_suffered[wi] > in.steps[wi]) {  // both over: the defender wins
        text = "Both sides took more hits than they had steps: the defender, the " + w + ", wins";
        break;
      }
      text = "The " + l + " took more hits (" + std::to_string(in.hits_suffered[li]) + ") than they had steps (" +
             std::to_string(in.steps[li]) + "): the " + w + " win";
      break;
    case 2:
      text = "The " + w + " destroyed more units (" + std::to_string(in.destroyed[li]) + " to " +
             std::to_string(in.destroyed[wi]) + "): the " + w + " win";
      break;
    case 3:
      text = "The " + w + " caused more hits that counted (" + std::to_string(in.hits_suffered[li]) + " to " +
             std::to_string(in.hits_suffered[wi]) + "): the " + w + " win";
      break;
    default:
      text = "Neither side destroyed more units or caused more hits that counted (" +
             std::to_string(in.hits_suffered[1]) + " to " + std::to_string(in.hits_suffered[0]) +
             "): the defender, the " + w + ", wins";
  }
  say(text + " (criterion " + std::to_string(v.criterion) + ")", "1631 §7.8");
}

// ---- the moves

void battle_fire(CombatState& st, Decisions& decisions, Dice& dice, Said& say) {
  choose_commander(st, decisions, say);
  // Both sides roll at once, from their states before the combat.
  int a = roll_fire(st, kAttacker, dice, say);
  int d = roll_fire(st, kDefender, dice, say);
  std::string why = st.commander.empty() ? "" : st.setup->leader(st.commander)->name + "'s skill";
  allocate(st, kAttacker, a, st.ignore, decisions, say, why);
  allocate(st, kDefender, d, 0, decisions, say, "");
  st.rounds = 1;
  decide(st, say);
}

void defender_fire(CombatState& st, Decisions& decisions, Dice& dice, Said& say) {
  Combat c = combat_of(st);
  if (c == Combat::river_assault) choose_commander(st, decisions, say);
  int d = roll_fire(st, kDefender, dice, say);
  st.fortress_hit = fortress_extra_hit(c, read_place_kind(*st.setup));
  if (st.fortress_hit > 0) say("The Fortress adds 1 hit on the " + side_name(st, kAttacker), "1631 §7.7");
  allocate(st, kDefender, d + st.fortress_hit, 0, decisions, say, "");
  st.phase = kAttackerFirePhase;
}

void attacker_fire(CombatState& st, Decisions& decisions, Dice& dice, Said& say) {
  Combat c = combat_of(st);
  // The attacker's survivors roll in their new states (1631 §7.6).
  int a = roll_fire(st, kAttacker, dice, say);
  std::string place = read_place_kind(*st.setup);
  int ignore = c == Combat::siege_assault ? hits_ignored(c, place, 0) : st.ignore;
  std::string why = c == Combat::siege_assault
                        ? (place == "fortress" ? "a Fortress ignores the first two" : "a City ignores the first")
                    : st.commander.empty() ? ""
                                           : st.setup->leader(st.commander)->name + "'s skill";
  allocate(st, kAttacker, a, ignore, decisions, say, why);
  st.rounds = 1;
  decide(st, say);
}

Json details_of(const CombatState& st) {
  PerSide counted = {{kAttacker, st.suffered.at(kDefender)}, {kDefender, st.suffered.at(kAttacker)}};
  return Json{{"combat", st.combat},          {"battle_chosen", st.battle_chosen},
              {"commander", st.commander},    {"hits_rolled", st.rolled},
              {"hits_ignored", st.ignored},   {"fortress_hit", st.fortress_hit},
              {"hits_suffered", st.suffered}, {"hits_counted", counted},
              {"hits_unused", st.unused},     {"units_destroyed", st.destroyed},
              {"criterion", st.criterion}};
}

PerSide read_per_side(const JsonCursor& c) {
  c.only_keys({kAttacker, kDefender});
  return {{kAttacker, static_cast<int>(c[kAttacker].as_int(0, 100000))},
          {kDefender, static_cast<int>(c[kDefender].as_int(0, 100000))}};
}

class Module : public battles::BattleModule {
 public:
  std::string id() const override { return kEngineId; }
  std::string title() const override { return kEngineTitle; }

  std::vector<Reason> cannot_take(const BattleSetup& s) const override { return convention_problems(s); }

  std::string fights_game() const override { return kGame; }
  std::optional<BattleSetup> bench_setup() const override { return sample_setup(); }
  bool start_reads_seed() const override { return false; }

  GameStatePtr start(const BattleSetup& s, std::uint64_t) const override {
    auto st = std::make_shared<CombatState>();
    st->setup = std::make_shared<const BattleSetup>(s);
    st->fighters = std::make_shared<const std::vector<Fighter>>(read_fighters(s));
    for (const auto& u : s.units) st->steps[u.id] = u.strength;
    Combat c = read_combat(s);
    st->combat = combat_word(c);
    if (c == Combat::river_assault && defender_may_choose_battle(s))
      st->phase = kSituationPhase;
    else
      st->phase = c == Combat::battle ? kFirePhase : kDefenderFirePhase;
    return st;
  }

  Move move(const GameState& state, Dice& dice, Decisions& decisions) const override {
    auto st = std::make_shared<CombatState>(of(state));
    Said say{{}, &st->audit};
    if (st->phase == kSituationPhase)
      choose_situation(*st, decisions, say);
    else if (st->phase == kFirePhase)
      battle_fire(*st, decisions, dice, say);
    else if (st->phase == kDefenderFirePhase)
      defender_fire(*st, decisions, dice, say);
    else if (st->phase == kAttackerFirePhase)
      attacker_fire(*st, decisions, dice, say);
    return {st, std::move(say.events)};
  }

  bool over(const GameState& state) const override { return of(state).phase == kOverPhase; }
  const BattleSetup& setup(const GameState& state) const override { return *of(state).setup; }

  BattleResult result(const GameState& state) const override {
    const auto& st = of(state);
    BattleResult r;
    r.battle = st.setup->id;
    r.engine = kEngineId;
    r.engine_name = kEngineTitle;
    bool done = st.phase == kOverPhase;
    r.winner = done ? st.winner : "";
    r.ending = done ? "decided" : "";
    r.rounds = st.rounds;
    for (const auto& u : st.setup->units) {
      battles::UnitOutcome o;
      o.unit = u.id;
      int lost = u.strength - st.steps.at(u.id);
      if (lost > 0) o.losses.push_back({lost, "hits"});
      o.eliminated = st.steps.at(u.id) == 0;
      r.units.push_back(o);
    }
    r.audit = st.audit;
    r.details = details_of(st);
    return r;
  }

  std::vector<std::string> position(const GameState& state) const override {
    const auto& st = of(state);
    const BattleSetup& s = *st.setup;
    Combat c = combat_of(st);
    std::string place = s.place_name.empty() ? s.place : s.place_name;
    std::string kind = read_place_kind(s);
    std::string line = combat_name(c) + (place.empty() ? "" : " at " + place);
    if (!kind.empty())
      line += " (" + std::string(kind == "green" ? "Green" : kind == "city" ? "City" : "Fortress") + ")";
    if (s.situation.is_object() && s.situation.contains("river") && s.situation.at("river").is_string())
      line += ", across the " + s.situation.at("river").get<std::string>();
    if (st.battle_chosen) line += ", chosen by the defender instead of a River assault";
    std::vector<std::string> out{line};
    for (const std::string side : {kAttacker, kDefender}) {
      std::vector<std::string> leaders, units;
      for (const auto& l : read_commanders(s, side))
        leaders.push_back(l.name + " (skill " + std::to_string(l.skill) + (l.id == st.commander ? ", used" : "") + ")");
      for (const auto& u : s.units)
        if (u.side == side) {
          const Json& a = u.attributes;
          std::string flags;
          for (const auto& f : u.flags) flags += ", " + f;
          units.push_back(fighter_name(u) + " " + state_word(st.steps.at(u.id)) + " (" +
                          std::to_string(a.value("battle", 0)) + "/" + std::to_string(a.value("assault", 0)) + flags +
                          ")");
        }
      out.push_back(side_name(st, side) + " (" + side + ")" + (leaders.empty() ? "" : ", " + join(leaders)) + ": " +
                    (units.empty() ? std::string("no unit") : join(units)));
    }
    if (st.rounds > 0 || st.phase == kAttackerFirePhase)
      out.push_back("Hits that counted: " + side_name(st, kAttacker) + " took " +
                    std::to_string(st.suffered.at(kAttacker)) + ", " + side_name(st, kDefender) + " took " +
                    std::to_string(st.suffered.at(kDefender)) +
                    (st.ignored ? " (" + std::to_string(st.ignored) + " ignored)" : ""));
    std::string att = side_name(st, kAttacker), def = side_name(st, kDefender);
    if (st.phase == kSituationPhase)
      out.push_back("Next: the " + def + " fight the River assault or choose a Battle instead (1631 §7.5.2)");
    else if (st.phase == kFirePhase)
      out.push_back("Next: both sides fire at once (1631 §7.6)");
    else if (st.phase == kDefenderFirePhase)
      out.push_back("Next: the " + def + " fire first (1631 §7.6)");
    else if (st.phase == kAttackerFirePhase)
      out.push_back("Next: the " + att + " fire with their survivors (1631 §7.6)");
    else
      out.push_back("Over: the " + side_name(st, st.winner) + " win (1631 §7.8, criterion " +
                    std::to_string(st.criterion) + ")");
    return out;
  }

  std::optional<std::string> engine_expectation(const GameState& state, const std::string& key,
                                                const JsonCursor& expected) const override {
    const auto& st = of(state);
    auto differ = [](const Json& want, const Json& got) -> std::optional<std::string> {
      if (want == got) return std::nullopt;
      return "expected " + want.dump() + ", found " + got.dump();
    };
    if (key == "phase") return differ(expected.value(), st.phase);
    if (key == "steps") {
      for (const auto& unit : expected.keys()) {
        auto it = st.steps.find(unit);
        if (it == st.steps.end()) return "no unit \"" + unit + "\" in the battle";
        if (auto d = differ(expected[unit].value(), it->second)) return unit + ": " + *d;
      }
      return std::nullopt;
    }
    Json details = details_of(st);
    if (details.contains(key)) return differ(expected.value(), details.at(key));
    return "unknown expectation \"" + key +
           "\" (known: over, winner, ending, rounds, lost, eliminated, phase, steps, combat, battle_chosen, "
           "commander, hits_rolled, hits_ignored, fortress_hit, hits_suffered, hits_counted, hits_unused, "
           "units_destroyed, criterion)";
  }

  GameStatePtr load_state(const JsonCursor& c) const override {
    c.only_keys({"setup", "combat", "battle_chosen", "phase", "steps", "commander", "ignore", "rounds", "rolled",
                 "suffered", "unused", "destroyed", "ignored", "fortress_hit", "winner", "criterion", "audit"});
    auto st = std::make_shared<CombatState>();
    st->setup = std::make_shared<const BattleSetup>(battles::setup_from_json(c["setup"]));
    st->fighters = std::make_shared<const std::vector<Fighter>>(read_fighters(*st->setup));
    st->combat = c["combat"].as_enum({"battle", "river_assault", "siege_assault"});
    st->battle_chosen = c["battle_chosen"].as_bool();
    st->phase = c["phase"].as_enum({kSituationPhase, kFirePhase, kDefenderFirePhase, kAttackerFirePhase, kOverPhase});
    for (const auto& u : st->setup->units) st->steps[u.id] = static_cast<int>(c["steps"][u.id].as_int(0, u.strength));
    st->commander = c["commander"].as_string();
    st->ignore = static_cast<int>(c["ignore"].as_int(0, 9));
    st->rounds = static_cast<int>(c["rounds"].as_int(0, 1));
    st->rolled = read_per_side(c["rolled"]);
    st->suffered = read_per_side(c["suffered"]);
    st->unused = read_per_side(c["unused"]);
    st->destroyed = read_per_side(c["destroyed"]);
    st->ignored = static_cast<int>(c["ignored"].as_int(0, 100000));
    st->fortress_hit = static_cast<int>(c["fortress_hit"].as_int(0, 1));
    st->winner = c["winner"].as_string();
    st->criterion = static_cast<int>(c["criterion"].as_int(0, 4));
    st->audit = c["audit"].as_strings();
    return st;
  }
};

}  // namespace

std::shared_ptr<const battles::BattleModule> module() { return std::make_shared<Module>(); }

BattleSetup sample_setup() {
  BattleSetup s;
  s.id = "b1";
  s.game = kGame;
  s.place = "sample_green";
  s.place_name = "a Green area";
  s.sides = {{kAttacker, "Swedes", {"swedish"}, ""}, {kDefender, "Imperials", {"imperial"}, ""}};
  auto unit = [&](std::string id, std::string side, std::string nation, std::string arm, int battle, int assault,
                  int steps) {
    battles::Unit u;
    u.id = std::move(id);
    u.side = std::move(side);
    u.arm = arm;
    u.name = (nation == "swedish" ? "Swedish " : "Imperial ") + arm + " " + u.id.substr(u.id.size() - 1);
    u.strength = steps;
    u.attributes = Json{{"battle", battle}, {"assault", assault}, {"nation", nation}, {"spent", steps == 1}};
    s.units.push_back(u);
  };
  for (int i = 1; i <= 4; ++i) unit("swe_inf_" + std::to_string(i), kAttacker, "swedish", "infantry", 2, 1, 2);
  for (int i = 1; i <= 2; ++i) unit("swe_cav_" + std::to_string(i), kAttacker, "swedish", "cavalry", 2, 1, 2);
  unit("swe_art_1", kAttacker, "swedish", "artillery", 1, 2, 2);
  for (int i = 1; i <= 3; ++i) unit("imp_inf_" + std::to_string(i), kDefender, "imperial", "infantry", 2, 1, 2);
  for (int i = 1; i <= 2; ++i) unit("imp_cav_" + std::to_string(i), kDefender, "imperial", "cavalry", 2, 1, i);
  battles::Leader gustav, tilly;
  gustav.id = "gustav_adolf";
  gustav.name = "Gustav Adolf";
  gustav.side = kAttacker;
  gustav.attributes = Json{{"skill", 2}};
  tilly.id = "tilly";
  tilly.name = "Tilly";
  tilly.side = kDefender;
  tilly.attributes = Json{{"skill", 2}};
  s.leaders = {gustav, tilly};
  s.situation = Json{{"combat", "battle"}, {"place_kind", "green"}};
  s.endings = {{"decided", "fought to a decision", "1631 §7.8"}};
  return s;
}

}  // namespace umpire::flammes_combat
