#include "dice_battle/dice_battle.h"

#include <algorithm>
#include <cstdlib>
#include <map>

namespace umpire::dice_battle {

namespace {

using battles::BattleResult;
using battles::BattleSetup;

struct DiceBattleState : GameState {
  std::shared_ptr<const BattleSetup> setup;
  std::map<std::string, int> strength;  // unit -> SP left
  int rounds = 0;
  bool over = false;
  std::string winner, ending;
  std::vector<std::string> withdrawn;  // the units that left the field with their side
  std::vector<std::string> audit;

  Json to_json() const override {
    return Json{{"setup", battles::to_json(*setup)},
                {"strength", strength},
                {"rounds", rounds},
                {"over", over},
                {"winner", winner},
                {"ending", ending},
                {"withdrawn", withdrawn},
                {"audit", audit}};
  }
};

const DiceBattleState& of(const GameState& s) { return static_cast<const DiceBattleState&>(s); }

// The attacker is the first side, the defender the second.
const std::string& attacker(const BattleSetup& s) { return s.sides[0].id; }
const std::string& defender(const BattleSetup& s) { return s.sides[1].id; }


// A unit's name; where it is only its type's (Soldier King's stands), with its
// id, so that two regiments of a side can be told apart.
std::string unit_name(const battles::Unit& u) {
  if (!u.name.empty() && u.name != u.type_name) return u.name;
  return (u.type_name.empty() ? std::string("unit") : u.type_name) + " " + u.id;
}

int side_strength(const DiceBattleState& st, const std::string& side) {
  int total = 0;
  for (const auto& u : st.setup->units)
    if (u.side == side) total += st.strength.at(u.id);
  return total;
}

void end(DiceBattleState& st, std::string winner, std::string ending) {
  st.over = true;
  st.winner = std::move(winner);
  st.ending = std::move(ending);
}

// The attacker presses on while he has at least half the defender's strength.
std::string ask_press(const DiceBattleState& st, Decisions& decisions) {
  const BattleSetup& s = *st.setup;
  DecisionRequest r;
  r.label = "round " + std::to_string(st.rounds + 1) + ": " + s.side_name(attacker(s)) + " presses on or withdraws";
  r.side = attacker(s);
  r.side_name = s.side_name(attacker(s));
  r.options = {{"press", "Press the attack"}, {"withdraw", "Withdraw from the field"}};
  r.advice = 2 * side_strength(st, attacker(s)) >= side_strength(st, defender(s)) ? "press" : "withdraw";
  return decisions.choose(r);
}

// Which of the side's units standing takes the loss; the doctrine spreads
// losses onto the strongest. With one unit standing there is nothing to decide.
std::string ask_casualty(const DiceBattleState& st, const std::string& side, Decisions& decisions) {
  DecisionRequest r;
  r.label = "round " + std::to_string(st.rounds) + ": " + st.setup->side_name(side) + " takes the loss on a unit";
  r.side = side;
  r.side_name = st.setup->side_name(side);
  int best = 0;
  for (const auto& u : st.setup->units) {
    int sp = st.strength.at(u.id);
    if (u.side != side || sp == 0) continue;
    r.options.push_back({u.id, unit_name(u) + " (" + std::to_string(sp) + " SP)"});
    if (sp > best) {
      best = sp;
      r.advice = u.id;
    }
  }
  if (r.options.size() == 1) return r.options.front().id;
  return decisions.choose(r);
}

// Each round's die of a side, read back from the account of the rounds
// ("round 2: Red rolls 4, Blue 1; ...").
std::vector<std::pair<int, int>> rolled(const DiceBattleState& st, const std::string& side) {
  const BattleSetup& s = *st.setup;
  const std::string mark = side == attacker(s) ? " rolls " : ", " + s.side_name(defender(s)) + " ";
  std::vector<std::pair<int, int>> out;
  for (const auto& line : st.audit) {
    if (line.rfind("round ", 0) != 0) continue;
    const std::size_t at = line.find(mark, line.find(':'));
    if (at == std::string::npos) continue;
    out.emplace_back(std::atoi(line.c_str() + 6), std::atoi(line.c_str() + at + mark.size()));
  }
  return out;
}

class Module : public battles::BattleModule {
 public:
  std::string id() const override { return kId; }
  std::string title() const override { return "Dice battle (reference engine)"; }

  std::vector<Reason> cannot_take(const BattleSetup& s) const override {
    std::vector<Reason> out;
    if (s.sides.size() != 2)
      out.push_back({"", "it fights two sides, and this battle has " + std::to_string(s.sides.size())});
    for (const auto& side : s.sides)
      if (s.strength(side.id) == 0) out.push_back({"", s.side_name(side.id) + " has no strength on the field"});
    if (!s.endings.empty())
      for (const char* e : {"decided", "night"})
        if (!s.ending(e)) out.push_back({"", std::string("the campaign has no ending \"") + e + "\" for its battles"});
    return out;
  }

  GameStatePtr start(const BattleSetup& s, std::uint64_t) const override {
    auto st = std::make_shared<DiceBattleState>();
    st->setup = std::make_shared<const BattleSetup>(s);
    for (const auto& u : s.units) st->strength[u.id] = u.strength;
    return st;
  }

  Move move(const GameState& state, Dice& dice, Decisions& decisions) const override {
    auto st = std::make_shared<DiceBattleState>(of(state));
    const BattleSetup& s = *st->setup;
    std::vector<Event> events;
    if (ask_press(*st, decisions) == "withdraw") {
      for (const auto& u : s.units)
        if (u.side == attacker(s) && st->strength[u.id] > 0) st->withdrawn.push_back(u.id);
      end(*st, defender(s), "decided");
      events.push_back({s.side_name(attacker(s)) + " withdraws: " + s.side_name(defender(s)) + " holds the field", ""});
      st->audit.push_back(events.back().text);
      return {st, events};
    }
    ++st->rounds;
    std::string round = "round " + std::to_string(st->rounds);
    int a = dice.d6(round + ", " + s.side_name(attacker(s)) + ", D6");
    int d = dice.d6(round + ", " + s.side_name(defender(s)) + ", D6");
    std::vector<std::string> losers;
    if (a <= d) losers.push_back(attacker(s));
    if (d <= a) losers.push_back(defender(s));
    std::string text = round + ": " + s.side_name(attacker(s)) + " rolls " + std::to_string(a) + ", " +
                       s.side_name(defender(s)) + " " + std::to_string(d);
    for (const auto& side : losers) {
      std::string unit = ask_casualty(*st, side, decisions);
      --st->strength[unit];
      text += "; " + s.side_name(side) + " loses 1 SP from " + unit_name(*s.unit(unit));
    }
    int left_a = side_strength(*st, attacker(s)), left_d = side_strength(*st, defender(s));
    if (left_a == 0 || left_d == 0)
      end(*st, left_a > 0 ? attacker(s) : left_d > 0 ? defender(s) : "", "decided");
    else if (st->rounds >= kRounds)
      end(*st, "", "night");
    events.push_back({text, ""});
    st->audit.push_back(text);
    if (st->over && st->ending == "night") st->audit.push_back("Darkness ends the battle undecided");
    return {st, events};
  }

  bool over(const GameState& state) const override { return of(state).over; }
  const BattleSetup& setup(const GameState& state) const override { return *of(state).setup; }

  BattleResult result(const GameState& state) const override {
    const auto& st = of(state);
    BattleResult r;
    r.battle = st.setup->id;
    r.engine = kId;
    r.winner = st.winner;
    r.ending = st.over ? st.ending : "";
    r.rounds = st.rounds;
    for (const auto& u : st.setup->units) {
      battles::UnitOutcome o;
      o.unit = u.id;
      int lost = u.strength - st.strength.at(u.id);
      if (lost > 0) o.losses.push_back({lost, ""});
      o.eliminated = u.strength > 0 && st.strength.at(u.id) == 0;
      o.retreated = std::find(st.withdrawn.begin(), st.withdrawn.end(), u.id) != st.withdrawn.end();
      r.units.push_back(o);
    }
    r.audit = st.audit;
    return r;
  }

  std::vector<std::string> position(const GameState& state) const override {
    const auto& st = of(state);
    std::vector<std::string> out;
    for (const auto& side : st.setup->sides) {
      std::string line = st.setup->side_name(side.id) + " (" + std::to_string(side_strength(st, side.id)) + " SP):";
      for (const auto& u : st.setup->units)
        if (u.side == side.id)
          line += std::string(line.back() == ':' ? " " : ", ") + unit_name(u) + " " +
                  std::to_string(st.strength.at(u.id)) + " SP";
      out.push_back(line);
    }
    out.push_back(std::to_string(st.rounds) + " of " + std::to_string(kRounds) + " rounds fought");
    return out;
  }

  // The field (the Battle window draws it): each side's line and reserve, the
  // first unit standing in the line and the others behind it; each side's
  // hand is its dice, those rolled shown, those of the rounds to come face down.
  std::optional<battles::FieldPicture> field(const GameState& state) const override {
    const auto& st = of(state);
    const BattleSetup& s = *st.setup;
    battles::FieldPicture f;
    const double row[2] = {1.2, 0};  // the attacker below, the defender above
    for (std::size_t i = 0; i < 2; ++i) {
      const std::string& side = s.sides[i].id;
      f.places.push_back({side + ".line", s.side_name(side) + " line", 0, row[i], side, "line"});
      f.places.push_back({side + ".reserve", s.side_name(side) + " reserve", 1.6, row[i], side, "reserve"});
      f.links.push_back({side + ".line", side + ".reserve", "move"});
    }
    f.links.push_back({attacker(s) + ".line", defender(s) + ".line", "dice"});
    std::map<std::string, bool> line_taken;
    for (const auto& u : s.units) {
      battles::FieldPicture::Piece p{u.id, unit_name(u), u.side, "", "", {}};
      const int sp = st.strength.at(u.id);
      p.badge = (u.type_name.empty() ? u.id : u.type_name.substr(0, 4)) + " " + std::to_string(sp);
      const bool withdrawn = std::find(st.withdrawn.begin(), st.withdrawn.end(), u.id) != st.withdrawn.end();
      if (sp == 0) {
        p.states.push_back("eliminated");
      } else if (withdrawn) {
        p.states.push_back("withdrawn");
      } else {
        if (sp < u.strength) p.states.push_back("reduced");
        p.place = u.side + (line_taken[u.side] ? ".reserve" : ".line");
        line_taken[u.side] = true;
      }
      f.pieces.push_back(std::move(p));
    }
    for (const auto& side : s.sides) {
      battles::FieldPicture::Hand h{side.id, "dice", {}};
      for (const auto& [round, die] : rolled(st, side.id))
        h.items.push_back(battles::HandItem::shown("Round " + std::to_string(round) + ": " + std::to_string(die)));
      for (int r = st.rounds; r < kRounds && !st.over; ++r) h.items.push_back(battles::HandItem::hidden());
      f.hands.push_back(std::move(h));
    }
    if (st.over) {
      const battles::Ending* e = s.ending(st.ending);
      f.step = "Over: " + (e && !e->name.empty() ? e->name : st.ending);
    } else {
      f.step = "Round " + std::to_string(st.rounds + 1) + " of " + std::to_string(kRounds) + ": " +
               s.side_name(attacker(s)) + " presses on or withdraws";
    }
    for (auto it = st.audit.rbegin(); it != st.audit.rend() && f.dice.empty(); ++it)
      if (it->rfind("round ", 0) == 0) f.dice = "R" + it->substr(1, it->find(';') - 1);
    f.notes.push_back("Darkness ends the battle after round " + std::to_string(kRounds) + ".");
    return f;
  }

  GameStatePtr load_state(const JsonCursor& c) const override {
    c.only_keys({"setup", "strength", "rounds", "over", "winner", "ending", "withdrawn", "audit"});
    auto st = std::make_shared<DiceBattleState>();
    st->setup = std::make_shared<const BattleSetup>(battles::setup_from_json(c["setup"]));
    for (const auto& u : st->setup->units)
      st->strength[u.id] = static_cast<int>(c["strength"][u.id].as_int(0, u.strength));
    st->rounds = static_cast<int>(c["rounds"].as_int(0, kRounds));
    st->over = c["over"].as_bool();
    st->winner = c["winner"].as_string();
    st->ending = c["ending"].as_string();
    st->withdrawn = c["withdrawn"].as_strings();
    st->audit = c["audit"].as_strings();
    return st;
  }
};

}  // namespace

std::shared_ptr<const battles::BattleModule> module() { return std::make_shared<Module>(); }

BattleSetup sample_setup() {
  BattleSetup s;
  s.id = "b1";
  s.game = "test";
  s.place = "ford";
  s.place_name = "the Ford";
  s.sides = {{"attacker", "Red", {"red"}, "Red's player"}, {"defender", "Blue", {"blue"}, "Blue's player"}};
  auto unit = [](std::string id, std::string side, int sp) {
    battles::Unit u;
    u.id = std::move(id);
    u.side = std::move(side);
    u.type = "foot";
    u.type_name = "Foot";
    u.arm = "foot";
    u.strength = sp;
    return u;
  };
  s.units = {unit("a1", "attacker", 3), unit("a2", "attacker", 2), unit("d1", "defender", 4)};
  s.endings = {{"decided", "fought to a decision", ""}, {"night", "darkness ended it", ""}};
  return s;
}

}  // namespace umpire::dice_battle
