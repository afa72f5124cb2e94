#include "soldier_king/battles.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <map>
#include <set>

#include "soldier_king/army.h"
#include "soldier_king/factions.h"
#include "soldier_king/movement.h"
#include "soldier_king/promotion.h"
#include "soldier_king/settings.h"

namespace umpire::sk {

// ---- serialisation (state.cpp calls these)

Json to_json(const Battle& b) {
  Json attacking = Json::array();
  for (const auto& a : b.attacking) attacking.push_back({{"column", a.column}, {"from", a.from}, {"by", a.by}});
  return Json{{"id", b.id},
              {"date", b.date},
              {"box", b.box},
              {"attacker", b.attacker},
              {"attacking", attacking},
              {"defenders", b.defenders},
              {"attacker_cavalry", b.attacker_cavalry},
              {"defender_cavalry", b.defender_cavalry},
              {"superiority", b.superiority},
              {"status", b.status},
              {"withdrew_to", b.withdrew_to},
              {"setup", b.setup},
              {"attacker_intelligence", b.attacker_intelligence},
              {"result", b.result},
              {"consequences", b.consequences},
              {"promotions", b.promotions}};
}

Battle battle_from_json(const JsonCursor& c) {
  c.only_keys({"id", "date", "box", "attacker", "attacking", "defenders", "attacker_cavalry", "defender_cavalry",
               "superiority", "status", "withdrew_to", "setup", "attacker_intelligence", "result", "consequences",
               "promotions"});
  Battle b;
  b.id = c["id"].as_nonempty_string();
  b.date = c["date"].as_string();
  b.box = c["box"].as_nonempty_string();
  b.attacker = c["attacker"].as_nonempty_string();
  for (const auto& x : c["attacking"].items()) {
    x.only_keys({"column", "from", "by"});
    b.attacking.push_back(BattleColumn{x["column"].as_nonempty_string(), x["from"].as_string(), x["by"].as_string()});
  }
  for (const auto& x : c["defenders"].items()) b.defenders.push_back(x.as_nonempty_string());
  b.attacker_cavalry = static_cast<int>(c["attacker_cavalry"].as_int(0, 1000000));
  b.defender_cavalry = static_cast<int>(c["defender_cavalry"].as_int(0, 1000000));
  b.superiority = c["superiority"].as_enum({"attacker", "defender", "neither"});
  b.status = c["status"].as_enum({"pending", "withdrawn", "at_table", "fought"});
  b.withdrew_to = c["withdrew_to"].as_string();
  if (auto x = c.optional("attacker_intelligence")) b.attacker_intelligence = x->as_string();
  if (!c["setup"].is_null()) b.setup = c["setup"].expect_object().value();
  if (!c["result"].is_null()) b.result = c["result"].expect_object().value();
  for (const auto& x : c["consequences"].items()) b.consequences.push_back(x.as_string());
  for (const auto& side : c["promotions"].keys())
    for (const auto& x : c["promotions"][side].items()) b.promotions[side].push_back(x.as_string());
  return b;
}

namespace {

using Reasons = std::vector<Reason>;

bool contains(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

std::string other_side(const std::string& side) { return side == "attacker" ? "defender" : "attacker"; }

// The kind of line joining two boxes an attack came by: an attack never
// enters a hostile box by river (10.5), so a road or highway when there is one.
std::string line_kind(const SkState& s, const std::string& from, const std::string& to) {
  std::string found;
  for (std::size_t i : s.map->lines_at(to)) {
    const Line& l = s.map->lines[i];
    if (l.other(to) != from) continue;
    if (l.type != LineType::River) return to_string(l.type);
    found = to_string(l.type);
  }
  return found;
}

std::vector<std::string> neighbours(const SkState& s, const std::string& box) {
  std::vector<std::string> out;
  for (std::size_t i : s.map->lines_at(box)) {
    const std::string& o = s.map->lines[i].other(box);
    if (!contains(out, o)) out.push_back(o);
  }
  return out;
}

bool adjacent(const SkState& s, const std::string& a, const std::string& b) { return contains(neighbours(s, a), b); }

// Whether `owner`'s troops are enemies of a side made of `factions`.
bool enemy_of(const SkState& s, const std::vector<std::string>& factions, const std::string& owner) {
  if (contains(factions, owner)) return false;
  return std::any_of(factions.begin(), factions.end(), [&](const std::string& f) { return s.hostile(f, owner); });
}

bool rebels_in(const std::vector<std::string>& factions) { return contains(factions, kRebels); }

const StandType* stand_type(const SkState& s, const Stand& st) { return s.forces->stand_type(st.type); }

Arm arm_of(const SkState& s, const Stand& st) {
  const StandType* t = stand_type(s, st);
  return t ? t->arm : Arm::Infantry;
}

const char* arm_name(Arm a) { return a == Arm::Cavalry ? "cavalry" : a == Arm::Artillery ? "artillery" : "infantry"; }

const char* rank_name(Rank r) {
  switch (r) {
    case Rank::Monarch:
      return "Monarch";
    case Rank::Duke:
      return "Duke";
    case Rank::CC:
      return "CC";
    case Rank::DC:
      return "DC";
  }
  return "DC";
}

std::string plural(int n, const std::string& word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

// SK 22.12, 22.13: -1 morale, never below M3 (a stand already at M3 or less keeps it).
bool lower_morale(Stand& st) {
  if (st.morale <= 3) return false;
  --st.morale;
  return true;
}

}  // namespace

// ---- cavalry superiority

int adjusted_cavalry(const Forces& f, const std::vector<Stand>& stands) {
  int total = 0;
  for (const auto& st : stands) {
    const StandType* t = f.stand_type(st.type);
    if (!t || t->arm != Arm::Cavalry) continue;
    total += st.sp * st.morale * (t->light ? 2 : 1);  // 11.2: light cavalry doubled; dragoons not (G-15)
  }
  return total;
}

std::string superiority(int attacker, int defender) {
  if (attacker > 0 && attacker >= 2 * defender) return "attacker";
  if (defender > 0 && defender >= 2 * attacker) return "defender";
  return "neither";
}

// ---- sides

std::vector<std::string> side_factions(const Battle& b, const std::string& side) {
  return side == "attacker" ? std::vector<std::string>{b.attacker} : b.defenders;
}

std::string side_name(const Battle& b, const std::string& side) {
  std::vector<std::string> names;
  for (const auto& f : side_factions(b, side)) names.push_back(faction_name(f));
  return and_list(names);
}

std::vector<const Column*> side_columns(const SkState& s, const Battle& b, const std::string& side) {
  std::vector<const Column*> out;
  if (side == "attacker") {
    for (const auto& a : b.attacking)
      if (const Column* c = s.column(a.column); c && c->box == b.box) out.push_back(c);
  } else {
    for (const auto& c : s.columns)
      if (c.box == b.box && contains(b.defenders, c.owner)) out.push_back(&c);
  }
  return out;
}

std::vector<const Garrison*> side_garrisons(const SkState& s, const Battle& b, const std::string& side) {
  std::vector<const Garrison*> out;
  if (side == "attacker") return out;
  for (const auto& g : s.garrisons)
    if (g.box == b.box && contains(b.defenders, g.owner)) out.push_back(&g);
  return out;
}

namespace {

std::vector<Stand> side_stands(const SkState& s, const Battle& b, const std::string& side) {
  std::vector<Stand> out;
  for (const Column* c : side_columns(s, b, side)) out.insert(out.end(), c->stands.begin(), c->stands.end());
  for (const Garrison* g : side_garrisons(s, b, side)) out.insert(out.end(), g->stands.begin(), g->stands.end());
  return out;
}

int side_sp(const SkState& s, const Battle& b, const std::string& side) { return total_sp(side_stands(s, b, side)); }

}  // namespace

// ---- the battles of the turn

std::vector<Battle> battles_of_turn(const SkState& s) {
  std::vector<Battle> out;
  if (s.turn.player.empty()) return out;
  for (const auto& a : s.turn.attacks) {
    Battle b;
    b.date = s.date.describe();
    b.box = a.target;
    b.attacker = s.turn.player;
    for (std::size_t i = 0; i < a.columns.size(); ++i) {
      const Column* c = s.column(a.columns[i]);
      if (!c || c->box != a.target) continue;  // gone (attrition, 9.6.2) before the battle
      std::string from = i < a.launches.size() ? a.launches[i] : "";
      b.attacking.push_back(BattleColumn{c->id, from, line_kind(s, from, a.target)});
    }
    auto defend = [&](const std::string& owner) {
      if (owner != b.attacker && s.hostile(b.attacker, owner) && !contains(b.defenders, owner))
        b.defenders.push_back(owner);
    };
    for (const auto& c : s.columns)
      if (c.box == a.target) defend(c.owner);
    for (const auto& g : s.garrisons)
      if (g.box == a.target) defend(g.owner);
    if (b.attacking.empty() || b.defenders.empty()) continue;
    b.attacker_cavalry = adjusted_cavalry(*s.forces, side_stands(s, b, "attacker"));
    b.defender_cavalry = adjusted_cavalry(*s.forces, side_stands(s, b, "defender"));
    b.superiority = superiority(b.attacker_cavalry, b.defender_cavalry);
    out.push_back(std::move(b));
  }
  return out;
}

const Battle* find_battle(const SkState& s, const std::string& id) {
  for (const auto& b : s.battles)
    if (b.id == id) return &b;
  return nullptr;
}

Battle* find_battle(SkState& s, const std::string& id) {
  for (auto& b : s.battles)
    if (b.id == id) return &b;
  return nullptr;
}

const Battle& battle_at(const SkState& s, const std::string& id) {
  if (const Battle* b = find_battle(s, id)) return *b;
  throw UserError("there is no battle \"" + id + "\"");
}

Battle& battle_at(SkState& s, const std::string& id) {
  if (Battle* b = find_battle(s, id)) return *b;
  throw UserError("there is no battle \"" + id + "\"");
}

bool of_this_turn(const SkState& s, const Battle& b) {
  return s.phase == Phase::PlayerTurn && b.date == s.date.describe() && b.attacker == s.turn.player;
}

namespace {
bool opened(const SkState& s, const Battle& b) {
  return std::any_of(s.battles.begin(), s.battles.end(),
                     [&](const Battle& x) { return of_this_turn(s, x) && x.box == b.box; });
}
}  // namespace

int open_battles(SkState& s, std::vector<Event>& events) {
  int made = 0;
  for (auto& b : battles_of_turn(s)) {
    if (opened(s, b)) continue;
    b.id = s.new_id("b");
    s.battles.push_back(b);
    ++made;
    events.push_back({"Battle " + b.id + " at " + s.map->box_name(b.box) + ": " + battle_line(s, s.battles.back()),
                      "SK 11.1, SK 11.2"});
  }
  return made;
}

// ---- withdrawal before battle

std::vector<Reason> check_withdrawal(const SkState& s, const Battle& b, const std::string& to) {
  Reasons out;
  std::string defender = side_name(b, "defender");
  if (b.status != "pending")
    return {{"SK 11.3.1", "battle " + b.id + " is " + (b.status == "at_table" ? "at the table" : b.status) +
                              ": the defender withdraws before battle or not at all"}};
  if (rebels_in(b.defenders)) return {{"SK 17.2.8.1", "Rebels never retreat"}};
  if (b.superiority == "attacker")
    return {{"SK 11.2", faction_name(b.attacker) + " has cavalry superiority of 2 to 1 (" +
                            std::to_string(b.attacker_cavalry) + " to " + std::to_string(b.defender_cavalry) +
                            "): the battle must be fought; " + defender + " may withdraw only on the tabletop"}};
  if (!s.map->box(to)) return {{"", "there is no box \"" + to + "\""}};
  std::string name = s.map->box_name(to), here = s.map->box_name(b.box);
  if (to == b.box || !adjacent(s, b.box, to))
    out.push_back({"SK 11.3.1", name + " is not adjacent to " + here + " (joined by a line)"});
  if (!contains(b.defenders, s.holder(to)))
    out.push_back(
        {"SK 11.3.1",
         name + " is not held by " + defender + " (" +
             (s.holder(to).empty() ? std::string("nobody holds it") : "held by " + faction_name(s.holder(to))) + ")"});
  if (of_this_turn(s, b) && s.turn.boxes_used.count(to))
    out.push_back(
        {"G-27", faction_name(b.attacker) + "'s columns used " + name +
                     " this turn (started, passed through or ended there): it is not open to the withdrawal"});
  for (const auto& f : b.defenders)
    if (holds_hostile_troops(s, f, to)) {
      out.push_back(
          {"SK 11.3.1", name + " holds troops hostile to " + faction_name(f) + ": it is not controlled by him"});
      break;
    }
  return out;
}

std::vector<std::string> withdrawal_destinations(const SkState& s, const Battle& b) {
  std::vector<std::string> out;
  for (const auto& n : neighbours(s, b.box))
    if (check_withdrawal(s, b, n).empty()) out.push_back(n);
  return out;
}

bool withdrawal_penalty(const SkState& s, const Battle& b) {
  if (setting(s, kOptional22) == 0) return false;
  int retreater = b.defender_cavalry, attacker = b.attacker_cavalry;
  if (setting(s, kSuperiority2to1) != 0) return attacker > 0 && retreater < 2 * attacker;  // G-29 option
  return retreater < attacker;  // G-29 default: simple comparison
}

namespace {

struct Moved {
  std::vector<std::string> names;
  std::set<std::string> pieces;  // column and garrison ids
};

// Moves every column, garrison and unattached officer of `factions` in `from`
// to `to`, out of their works.
Moved move_force(SkState& s, const std::vector<std::string>& factions, const std::string& from, const std::string& to) {
  Moved m;
  auto& names = m.names;
  for (auto& c : s.columns)
    if (c.box == from && contains(factions, c.owner)) {
      s.move_column(c, to);
      c.entrenched = false;  // 10.8.2
      names.push_back(c.name);
      m.pieces.insert(c.id);
    }
  for (auto& g : s.garrisons)
    if (g.box == from && contains(factions, g.owner)) {
      g.box = to;
      names.push_back("the garrison " + g.id);
      m.pieces.insert(g.id);
    }
  for (auto& o : s.officers)
    if (o.box == from && o.column.empty() && contains(factions, o.owner)) {
      o.box = to;
      names.push_back(o.name);
    }
  drop_abandoned_works(s);
  return m;
}

void add_victory(SkState& s, const std::vector<std::string>& factions, const std::string& rule, const std::string& why,
                 std::vector<std::string>& said, std::vector<Event>& events) {
  for (const auto& f : factions) {
    if (f == kRebels) continue;  // the tally feeds a King's or Duke's recruiting (13.1.2)
    int n = ++s.promotion.victories[f];
    std::string text = faction_name(f) + " counts a victory for next winter's recruiting (" +
                       (n == 1 ? std::string("1 victory") : std::to_string(n) + " victories") + " this year)" + why;
    said.push_back(text);
    events.push_back({text, rule});
  }
}

}  // namespace

void apply_withdrawal(SkState& s, Battle& b, const std::string& to, std::vector<Event>& events) {
  std::vector<std::string> said;
  bool penalty = withdrawal_penalty(s, b);
  Moved moved = move_force(s, b.defenders, b.box, to);
  std::string text = side_name(b, "defender") + " withdraws before battle from " + s.map->box_name(b.box) + " to " +
                     s.map->box_name(to) + ": " + and_list(moved.names);
  said.push_back(text);
  events.push_back({text, "SK 11.3.1"});
  add_victory(s, {b.attacker}, "SK 11.3.1", "; no combat promotions", said, events);
  std::string cav =
      " (cavalry " + std::to_string(b.defender_cavalry) + " to " + std::to_string(b.attacker_cavalry) + ")";
  if (setting(s, kOptional22) == 0) {
    // the optional rules are off: no morale effect
  } else if (penalty) {
    int n = 0;
    for (auto& c : s.columns)
      if (moved.pieces.count(c.id)) {
        for (auto& st : c.stands) n += lower_morale(st);
        c.exhaustion_steps = std::min(2, c.exhaustion_steps + 1);  // exhaustion levels drop accordingly (P-12)
      }
    for (auto& g : s.garrisons)
      if (moved.pieces.count(g.id))
        for (auto& st : g.stands) n += lower_morale(st);
    std::string t = "Withdrawal with cavalry inferiority" + cav + ": -1 morale on every stand, never below M3 (" +
                    plural(n, "stand") + " lowered); the columns' exhaustion levels drop one step";
    said.push_back(t);
    events.push_back({t, "SK 22.12"});
  } else {
    std::string t = "Withdrawal without cavalry inferiority" + cav + ": no morale penalty";
    said.push_back(t);
    events.push_back({t, "SK 22.11"});
  }
  battles::BattleResult r;
  r.battle = b.id;
  r.winner = "attacker";
  r.ending = battles::Ending::WithdrewBefore;
  r.retreat_to = to;
  r.engine = "";
  r.notes = "withdrawal before battle (SK 11.3.1)";
  b.result = battles::to_json(r);
  b.status = "withdrawn";
  b.withdrew_to = to;
  b.consequences = said;
}

// ---- the set-up

Quality majority_quality(const std::vector<Stand>& stands) {
  std::array<int, 3> sp{0, 0, 0};
  for (const auto& st : stands)
    if (st.quality != Quality::Elite) sp[static_cast<int>(st.quality)] += st.sp;
  if (sp[0] + sp[1] + sp[2] == 0) return Quality::Veteran;  // only Elite stands: the Veteran number (12.3.4) [D]
  int best = 0;
  for (int i = 1; i < 3; ++i)
    if (sp[i] > sp[best]) best = i;  // ties: the lower quality [D]
  return static_cast<Quality>(best);
}

namespace {
// G-33: the SP a column had when the player turn began (0 when unknown).
int baseline_sp(const SkState& s, const std::string& column) {
  auto it = s.turn.sp_at_start.find(column);
  return it == s.turn.sp_at_start.end() ? 0 : it->second;
}
}  // namespace

int exhaustion_number(const Forces& f, const std::vector<Stand>& stands, int steps, int baseline_sp) {
  int level = std::max(0, static_cast<int>(majority_quality(stands)) - steps);  // P-12: 60 -> 50 -> 40%, floor 40%
  int pct = f.exhaustion[static_cast<std::size_t>(level)];
  return (std::max(total_sp(stands), baseline_sp) * pct + 50) / 100;
}

namespace {

struct Daylight {
  int sunrise, sunset, full_dark;
};

Daylight daylight(Season season) {  // P-11 table (11.8, 11.9)
  switch (season) {
    case Season::Winter:
      return {7, 16, 17};
    case Season::Spring:
      return {5, 19, 20};
    case Season::Summer:
      return {4, 21, 22};
    case Season::Autumn:
      return {6, 19, 20};
  }
  return {5, 19, 20};
}

void add_units(const SkState& s, battles::BattleSetup& u, const std::string& side, const std::string& formation,
               const std::vector<Stand>& stands) {
  for (const auto& st : stands) {
    const StandType* t = stand_type(s, st);
    battles::Unit x;
    x.id = st.id;
    x.side = side;
    x.formation = formation;
    x.type = st.type;
    x.type_name = t ? t->name : st.type;
    x.arm = arm_name(arm_of(s, st));
    x.strength = st.sp;
    x.quality = to_string(st.quality);
    x.morale = st.morale;
    if (st.bg) x.flags.push_back("BG");
    if (st.ppa) x.flags.push_back("PPA");
    if (st.efd) x.flags.push_back("EFD");
    if (st.shock) x.flags.push_back("shock");
    if (st.sharpshooter) x.flags.push_back("sharpshooter");
    if (t && t->light) x.flags.push_back("light");
    u.units.push_back(std::move(x));
  }
}

}  // namespace

battles::BattleSetup battle_setup(const SkState& s, const Battle& b) {
  battles::BattleSetup u;
  u.id = b.id;
  u.game = kGameId;
  u.place = b.box;
  u.place_name = s.map->box_name(b.box);
  u.date = b.date;
  u.season = to_string(s.date.season);
  const CityBox* box = s.map->box(b.box);
  u.terrain = box ? box->battlefield : "";
  u.sides.push_back(battles::Side{"attacker", side_name(b, "attacker"), {b.attacker}, b.attacker});
  // The defender's commander: the first defending faction (for Rebels another
  // player commands, 17.2.8: not yet).
  u.sides.push_back(battles::Side{"defender", side_name(b, "defender"), b.defenders, b.defenders.front()});
  for (const std::string side : {"attacker", "defender"}) {
    for (const Column* c : side_columns(s, b, side)) {
      u.formations.push_back(battles::Formation{c->id, c->name, side, to_string(majority_quality(c->stands)),
                                                exhaustion_number(*s.forces, c->stands, c->exhaustion_steps,
                                                                  baseline_sp(s, c->id))});
      add_units(s, u, side, c->id, c->stands);
    }
    for (const Garrison* g : side_garrisons(s, b, side)) {
      u.formations.push_back(battles::Formation{g->id, "Garrison of " + faction_name(g->owner), side,
                                                to_string(majority_quality(g->stands)),
                                                exhaustion_number(*s.forces, g->stands)});
      add_units(s, u, side, g->id, g->stands);
    }
    auto factions = side_factions(b, side);
    for (const auto& o : s.officers)
      if (o.box == b.box && contains(factions, o.owner))
        u.leaders.push_back(battles::Leader{o.id, o.name, side, rank_name(o.rank), o.column});
  }
  for (const auto& a : b.attacking) {
    auto it = std::find_if(u.arrivals.begin(), u.arrivals.end(),
                           [&](const battles::Arrival& x) { return x.from == a.from && x.by == a.by; });
    if (it == u.arrivals.end()) {
      u.arrivals.push_back(battles::Arrival{"attacker", {}, a.from, a.by, s.map->box_name(a.from)});
      it = u.arrivals.end() - 1;
    }
    it->formations.push_back(a.column);
  }
  // P-10: what the umpire tells the attacker and how close he may deploy (11.5.1-11.5.3).
  std::string intel = b.superiority == "attacker" ? "high" : b.superiority == "defender" ? "low" : "medium";
  int distance = b.superiority == "attacker" ? 8 : b.superiority == "defender" ? 12 : 10;
  std::string deployment = b.superiority == "attacker"   ? "SK 11.5.1"
                           : b.superiority == "defender" ? "SK 11.5.2"
                                                         : "SK 11.5.3";
  Daylight d = daylight(s.date.season);
  double works = 0;
  for (const auto& f : b.defenders) works += works_length(s, f, b.box);
  bool entrenched = false;
  for (const Column* c : side_columns(s, b, "defender")) entrenched |= c->entrenched;
  bool river = false;
  for (std::size_t i : s.map->lines_at(b.box)) river |= s.map->lines[i].type == LineType::River;
  u.situation = Json{
      {"superiority", b.superiority},
      {"attacker_cavalry", b.attacker_cavalry},
      {"defender_cavalry", b.defender_cavalry},
      {"intelligence", intel},
      {"min_distance_inches", distance},
      {"deployment", deployment},
      {"sunrise", d.sunrise},
      {"sunset", d.sunset},
      {"full_dark", d.full_dark},
      {"night_turns_max", 3},
      {"start",
       "each arrival starts at sunrise + D6, rolled at the table (SK 11.8); the battle starts "
       "at the earliest (G-32)"},
      {"entrenched", entrenched},
      {"works_inches", works},
      {"river", river},
      {"exhaustion_baseline", "each column's SP when the player turn began, before this turn's attrition (G-33)"}};
  return u;
}

// ---- retreat and result checks

namespace {

Reasons retreat_reasons(const SkState& s, const Battle& b, const std::string& side, const std::string& to) {
  Reasons out;
  auto factions = side_factions(b, side);
  std::string name = s.map->box_name(to);
  if (to == b.box || !adjacent(s, b.box, to))
    out.push_back({"SK 11.11", name + " is not adjacent to " + s.map->box_name(b.box) + " (joined by a line)"});
  for (const auto& c : s.columns)
    if (c.box == to && enemy_of(s, factions, c.owner)) {
      out.push_back({"SK 11.11", name + " holds enemy columns (" + c.name + " of " + faction_name(c.owner) + ")"});
      break;
    }
  const CityBox* box = s.map->box(to);
  std::string holder = s.holder(to);
  if (box && box->recruiting && !holder.empty() && enemy_of(s, factions, holder))
    out.push_back({"SK 11.11", name + " is a recruiting city held by the enemy (" + faction_name(holder) + ")"});
  if (side == "defender")
    for (const auto& a : b.attacking)
      if (a.from == to) {
        out.push_back({"SK 11.11", "enemy columns came from " + name + " to join the battle"});
        break;
      }
  return out;
}

bool friendly_held(const SkState& s, const Battle& b, const std::string& side, const std::string& box) {
  return contains(side_factions(b, side), s.holder(box));
}

}  // namespace

std::vector<std::string> retreat_destinations(const SkState& s, const Battle& b, const std::string& side) {
  std::vector<std::string> all, friendly;
  for (const auto& n : neighbours(s, b.box))
    if (retreat_reasons(s, b, side, n).empty()) {
      all.push_back(n);
      if (friendly_held(s, b, side, n)) friendly.push_back(n);
    }
  return friendly.empty() ? all : friendly;
}

std::vector<Reason> check_battle_result(const SkState& s, const Battle& b, const battles::BattleResult& r) {
  Reasons out;
  if (b.setup.is_null()) return {{"SK 11.4", "battle " + b.id + " has not been sent to the table (sk.send_to_table)"}};
  battles::BattleSetup setup = battles::setup_from_json(JsonCursor(b.setup, "battle " + b.id + " set-up"));
  for (auto& reason : battles::check_result(setup, r)) {
    if (reason.rule.empty()) reason.rule = "G-10";
    out.push_back(std::move(reason));
  }
  if (r.ending == battles::Ending::WithdrewBefore)
    out.push_back({"SK 11.3.1", "a withdrawal before battle is made with sk.withdraw, not entered as a result"});
  if (r.winner != "attacker" && r.winner != "defender") {
    out.push_back(
        {"SK 11.11", "a battle has a winner, \"attacker\" or \"defender\": the side that retreats or concedes loses"});
    return out;
  }
  const std::string loser = other_side(r.winner);
  auto losers = side_factions(b, loser);
  std::string loser_name = side_name(b, loser);
  static const std::set<std::string> causes = {"", "fire", "melee", "eliminated_in_melee", "routed_by_melee"};
  for (const auto& l : r.losses)
    if (!causes.count(l.cause))
      out.push_back({"G-10", "unknown cause \"" + l.cause + "\" for " + l.unit +
                                 ": fire, melee, eliminated_in_melee, routed_by_melee or none"});
  for (const auto& id : r.leaders_killed)
    if (contains(r.leaders_captured, id))
      out.push_back({"G-10", "officer " + id + " cannot be both killed and captured"});
  // Retreat (11.11, 17.2.8.1, G-26).
  if (rebels_in(losers)) {
    if (!r.retreat_to.empty()) out.push_back({"SK 17.2.8.1", "Rebels never retreat"});
  } else if (r.ending == battles::Ending::Destroyed) {
    if (!r.retreat_to.empty())
      out.push_back({"SK 11.11", "a destroyed (or surrendered) force does not retreat: leave retreat_to empty"});
  } else {
    auto candidates = retreat_destinations(s, b, loser);
    std::vector<std::string> names;
    for (const auto& c : candidates) names.push_back(s.map->box_name(c));
    if (candidates.empty()) {
      out.push_back({"G-26", loser_name + " has no legal retreat from " + s.map->box_name(b.box) +
                                 " (11.11): the umpire rules; the suggested default is that it surrenders (enter the "
                                 "ending \"destroyed\")"});
    } else if (r.retreat_to.empty()) {
      out.push_back({"SK 11.11", "the beaten side retreats: give retreat_to, one of " + and_list(names, " or ")});
    } else if (!s.map->box(r.retreat_to)) {
      out.push_back({"", "there is no box \"" + r.retreat_to + "\""});
    } else if (!contains(candidates, r.retreat_to)) {
      Reasons why = retreat_reasons(s, b, loser, r.retreat_to);
      if (why.empty())
        why.push_back(
            {"SK 11.11", s.map->box_name(r.retreat_to) +
                             " is not friendly-held, and a friendly-held box is open: " + and_list(names, " or ")});
      for (auto& w : why) out.push_back(std::move(w));
    }
  }
  // Fought well (22.13).
  if (!r.fought_well.empty()) {
    if (setting(s, kOptional22) == 0)
      out.push_back(
          {"SK 22.1",
           "the optional rules 22.x are not in force (setting battles.optional_22): no stand \"fought well\""});
    else if (r.ending != battles::Ending::Conceded)
      out.push_back({"SK 22.13", "stands \"fought well\" only when their side concedes during the battle"});
    for (const auto& id : r.fought_well)
      if (const battles::Unit* u = setup.unit(id); u && u->side != loser)
        out.push_back({"SK 22.13", "stand " + id + " did not fight for the conceding side"});
  }
  return out;
}

// ---- consequences

int recovered_infantry_cavalry(int lost, bool winner) {
  // 12.2: the winner recovers 2/3, the loser 1/2, rounded half up on the side's total (G-09).
  return winner ? (4 * lost + 3) / 6 : (lost + 1) / 2;
}

int recovered_artillery_melee(int lost) { return (lost + 1) / 2; }  // 12.2: halves up (G-09)

namespace {

// Gives `recovered` SP back to the stands that lost them, largest loss first.
std::map<std::string, int> distribute(std::vector<std::pair<std::string, int>> losses, int recovered) {
  std::stable_sort(losses.begin(), losses.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  std::map<std::string, int> out;
  for (const auto& [unit, lost] : losses) {
    int back = std::min(lost, recovered);
    out[unit] += back;
    recovered -= back;
  }
  return out;
}

}  // namespace

void apply_battle_result(SkState& s, Battle& b, const battles::BattleResult& r, std::vector<Event>& events) {
  battles::BattleSetup setup = battles::setup_from_json(JsonCursor(b.setup, "battle " + b.id + " set-up"));
  std::vector<std::string> said;
  auto say = [&](const std::string& text, const std::string& rule) {
    said.push_back(text);
    events.push_back({text, rule});
  };
  const std::string winner = r.winner, loser = other_side(r.winner);
  const bool destroyed = r.ending == battles::Ending::Destroyed;
  say("Battle of " + s.map->box_name(b.box) + ": " + side_name(b, winner) + " defeats " + side_name(b, loser) + " (" +
          battles::to_string(r.ending) + ", " + (r.engine.empty() ? std::string("tabletop") : r.engine) + ")",
      "SK 11.11, SK 11.12");

  // Losses and recovery (12.2, P-13, G-09), per side and category.
  std::map<std::string, int> net;  // stand -> SP finally lost
  for (const std::string side : {"attacker", "defender"}) {
    bool won = side == winner;
    std::vector<std::pair<std::string, int>> foot_horse, guns_full, guns_half;
    std::map<std::string, std::pair<int, int>> art;  // unit -> (full, half)
    for (const auto& l : r.losses) {
      const battles::Unit* u = setup.unit(l.unit);
      if (!u || u->side != side || l.lost == 0) continue;
      net[l.unit] += l.lost;
      if (u->arm != "artillery") {
        foot_horse.push_back({l.unit, l.lost});
      } else {
        bool half = l.cause == "eliminated_in_melee" || (!won && l.cause == "routed_by_melee");
        (half ? art[l.unit].second : art[l.unit].first) += l.lost;
      }
    }
    // One entry per stand, in the result's order.
    std::map<std::string, int> fh;
    std::vector<std::pair<std::string, int>> fh_list;
    for (const auto& [unit, lost] : foot_horse) fh[unit] += lost;
    for (const auto& [unit, lost] : foot_horse)
      if (fh.count(unit)) {
        fh_list.push_back({unit, fh[unit]});
        fh.erase(unit);
      }
    int lost_fh = 0, lost_full = 0, lost_half = 0;
    for (const auto& [unit, lost] : fh_list) lost_fh += lost;
    for (const auto& [unit, pair] : art) {
      lost_full += pair.first;
      lost_half += pair.second;
      if (pair.second > 0) guns_half.push_back({unit, pair.second});
    }
    if (lost_fh + lost_full + lost_half == 0) continue;
    if (destroyed && side == loser) {
      say(side_name(b, side) + " is destroyed: no recovery", "SK 12.2");
      continue;
    }
    int back_fh = recovered_infantry_cavalry(lost_fh, won), back_half = recovered_artillery_melee(lost_half);
    for (const auto& [unit, back] : distribute(fh_list, back_fh)) net[unit] -= back;
    for (const auto& [unit, pair] : art) net[unit] -= pair.first;
    for (const auto& [unit, back] : distribute(guns_half, back_half)) net[unit] -= back;
    std::string text = "Recovery, " + side_name(b, side) + (won ? " (winner)" : " (loser)") + ": ";
    std::vector<std::string> parts;
    if (lost_fh > 0)
      parts.push_back("infantry and cavalry lost " + std::to_string(lost_fh) + " SP, " + std::to_string(back_fh) +
                      " recovered (" + (won ? "2/3" : "1/2") + ", halves up)");
    if (lost_full > 0) parts.push_back("artillery lost " + std::to_string(lost_full) + " SP to fire, all recovered");
    if (lost_half > 0)
      parts.push_back("artillery lost " + std::to_string(lost_half) + " SP " +
                      (won ? "eliminated in melee" : "eliminated or routed by melee") + ", " +
                      std::to_string(back_half) + " recovered (half, halves up)");
    say(text + and_list(parts, "; "), "SK 12.2");
  }
  for (const auto& [id, lost] : net) {
    if (lost <= 0) continue;
    auto place = s.find_stand(id);
    if (!place) continue;
    Stand& st = place->stand();
    st.sp = std::max(0, st.sp - lost);
  }
  // Stands at 0 SP are removed, then empty columns (their DC becomes a CC, 14.1.1).
  auto sweep = [&](std::vector<Stand>& stands, const std::string& where) {
    for (auto it = stands.begin(); it != stands.end();) {
      if (it->sp > 0 || !setup.unit(it->id)) {
        ++it;
        continue;
      }
      say("Stand " + it->id + " of " + where + " is eliminated (0 SP after recovery)", "SK 12.2");
      it = stands.erase(it);
    }
  };
  for (auto& c : s.columns) sweep(c.stands, c.name);
  for (auto& g : s.garrisons) sweep(g.stands, "the garrison " + g.id);
  // Destroyed: every unit of the beaten side in the box is gone (G-26's surrender).
  if (destroyed) {
    auto losers = side_factions(b, loser);
    for (auto& c : s.columns)
      if (c.box == b.box && contains(losers, c.owner) && !c.stands.empty()) {
        say(c.name + " of " + faction_name(c.owner) + " is destroyed or surrenders", "G-26");
        c.stands.clear();
      }
    for (auto& g : s.garrisons)
      if (g.box == b.box && contains(losers, g.owner) && !g.stands.empty()) {
        say("The garrison " + g.id + " of " + faction_name(g.owner) + " is destroyed or surrenders", "G-26");
        g.stands.clear();
      }
  }
  // Officers killed and captured, before the beaten side moves.
  for (const auto* list : {&r.leaders_killed, &r.leaders_captured}) {
    bool killed = list == &r.leaders_killed;
    for (const auto& id : *list) {
      auto it = std::find_if(s.officers.begin(), s.officers.end(), [&](const Officer& o) { return o.id == id; });
      if (it == s.officers.end()) continue;
      std::string text =
          it->name + " of " + faction_name(it->owner) +
          (killed ? " is killed"
                  : " is captured by " + side_name(b, it->owner == b.attacker ? "defender" : "attacker") +
                        " and removed from play (exchange or ransom: not yet)");
      if (!it->column.empty())
        if (const Column* c = s.column(it->column))
          text += "; " + c->name + " has lost its commander (the umpire appoints another, sk.create_officer)";
      if (it->rank == Rank::Monarch || it->rank == Rank::Duke)
        text += "; the succession is not yet ruled by the program";
      say(text, "G-10");
      s.officers.erase(it);
    }
  }
  if (destroyed) {
    auto losers = side_factions(b, loser);
    for (const auto& o : s.officers)
      if (o.box == b.box && contains(losers, o.owner))
        say(o.name + " of " + faction_name(o.owner) + " is captured with his troops and removed from play", "G-26");
    s.officers.erase(std::remove_if(s.officers.begin(), s.officers.end(),
                                    [&](const Officer& o) { return o.box == b.box && contains(losers, o.owner); }),
                     s.officers.end());
  }
  {
    std::vector<Event> removed;
    remove_spent_pieces(s, removed);
    for (const auto& e : removed) say(e.text, e.rule);
  }

  // 22.13: the conceding side loses 1 morale, except stands that fought well; 22.14: marching off costs nothing more.
  if (setting(s, kOptional22) != 0 && r.ending == battles::Ending::Conceded) {
    int n = 0;
    std::set<std::string> lowered;
    for (const auto& u : setup.units) {
      if (u.side != loser || contains(r.fought_well, u.id)) continue;
      if (auto place = s.find_stand(u.id); place && lower_morale(place->stand())) {
        ++n;
        if (place->column) lowered.insert(place->column->id);
      }
    }
    for (const auto& id : lowered)  // exhaustion levels drop accordingly (P-12)
      if (Column* c = s.column(id)) c->exhaustion_steps = std::min(2, c->exhaustion_steps + 1);
    say(side_name(b, loser) + " conceded: -1 morale on every stand, never below M3, except the " +
            plural(static_cast<int>(r.fought_well.size()), "stand") + " that fought well (" + plural(n, "stand") +
            " lowered); their columns' exhaustion levels drop one step",
        "SK 22.13");
  } else if (setting(s, kOptional22) != 0 && r.ending == battles::Ending::MarchedOff) {
    say(side_name(b, loser) + " marched off without conceding: no penalty beyond its losses", "SK 22.14");
  }

  // Victory (11.12, G-31).
  add_victory(s, side_factions(b, winner), "SK 11.12", "", said, events);

  // Retreat (11.11) or the Rebels' fate.
  if (!r.retreat_to.empty()) {
    Moved moved = move_force(s, side_factions(b, loser), b.box, r.retreat_to);
    if (!moved.names.empty())
      say(side_name(b, loser) + " retreats to " + s.map->box_name(r.retreat_to) + ": " + and_list(moved.names), "SK 11.11");
  } else if (rebels_in(side_factions(b, loser)) && !destroyed) {
    say("Rebels never retreat: what becomes of the beaten Rebels (17.2.8.1, 17.2.8.2) is not yet applied",
        "SK 17.2.8.1");
  }
  say("Whoever alone has units in " + s.map->box_name(b.box) + " at the end of the turn captures it", "SK 15.1");
  b.result = battles::to_json(r);
  b.status = "fought";
  b.consequences = said;
}

// ---- combat promotions

std::string column_side(const Battle& b, const std::string& column) {
  if (b.setup.is_null()) return "";
  for (const auto& f : b.setup["formations"])
    if (f["id"] == column) return f["side"].get<std::string>();
  return "";
}

int promotions_allowed(const Battle& b, const std::string& side) {
  if (b.status != "fought" || b.result.is_null()) return 0;
  std::string winner = b.result["winner"].get<std::string>();
  if (winner.empty()) return 0;
  auto mine = side_factions(b, side), theirs = side_factions(b, other_side(side));
  if (side != winner) return 1;                         // 12.4.2: the loser picks one
  if (rebels_in(theirs) && !rebels_in(mine)) return 1;  // 17.2.8.2: a player beating Rebels picks one
  return 2;                                             // the winner two (winning Rebels too)
}

int promotions_left(const Battle& b, const std::string& side) {
  auto it = b.promotions.find(side);
  int used = it == b.promotions.end() ? 0 : static_cast<int>(it->second.size());
  return std::max(0, promotions_allowed(b, side) - used);
}

namespace {

struct Outcome3 {
  bool engaged = false, exhaustion = false, collapse = false;
};

Outcome3 outcome_of(const Battle& b, const std::string& column) {
  Outcome3 o;
  if (b.result.is_null()) return o;
  for (const auto& f : b.result["formations"])
    if (f["formation"] == column) {
      o.engaged = f["engaged"].get<bool>();
      o.exhaustion = f["reached_exhaustion"].get<bool>();
      o.collapse = f["morale_collapse"].get<bool>();
    }
  // A column that took casualties was engaged (12.4.2) even if not marked so.
  for (const auto& u : b.setup["units"])
    if (u["formation"] == column)
      for (const auto& l : b.result["losses"])
        if (l["unit"] == u["id"] && l["lost"].get<int>() > 0) o.engaged = true;
  return o;
}

bool raw_free(const Column& c) {
  return std::none_of(c.stands.begin(), c.stands.end(), [](const Stand& st) { return st.quality == Quality::Raw; });
}

}  // namespace

std::vector<Reason> check_combat_promotion(const SkState& s, const Battle& b, const std::string& column,
                                           const std::string& m6_stand) {
  if (b.status == "withdrawn")
    return {{"SK 11.3.1", "a withdrawal before battle does not count as a victory for promoting troops"}};
  if (b.status != "fought") return {{"SK 12.4.2", "battle " + b.id + " has no result yet"}};
  std::string side = column_side(b, column);
  if (side.empty()) return {{"SK 12.4.2", "column " + column + " did not take part in battle " + b.id}};
  const Column* c = s.column(column);
  if (!c && s.garrison(column)) return {{"SK 12.4.2", column + " is a garrison: combat promotions go to columns"}};
  if (!c) return {{"SK 12.4.2", "column " + column + " no longer exists"}};
  Reasons out;
  std::string who = side_name(b, side) + (b.result["winner"] == side ? " (winner)" : " (loser)");
  if (promotions_left(b, side) == 0)
    out.push_back(
        {"SK 12.4.2", who + " has picked its " + plural(promotions_allowed(b, side), "column") + " for this battle"});
  auto it = b.promotions.find(side);
  if (it != b.promotions.end() && contains(it->second, column))
    out.push_back({"SK 12.4.2", c->name + " was already picked for this battle"});
  auto target = promotion_target(*c);
  Outcome3 o = outcome_of(b, column);
  if (target == Quality::Experienced && !o.engaged)
    out.push_back({"SK 12.4.2",
                   c->name + " was not engaged (it neither caused nor took casualties): no promotion to Experienced"});
  if (target == Quality::Veteran) {
    if (rebels_in(side_factions(b, side))) {
      out.push_back({"SK 17.2.8.2", "Rebels are never promoted to Veteran"});
    } else {
      bool all_experienced = true;
      for (const auto& f : b.setup["formations"])
        if (f["side"] == side)
          if (const Column* other = s.column(f["id"].get<std::string>())) all_experienced &= raw_free(*other);
      if (all_experienced && !o.engaged)
        out.push_back({"SK 12.4.2", c->name + " was not engaged: no promotion to Veteran"});
      if (!all_experienced && !(o.engaged && o.exhaustion && !o.collapse))
        out.push_back({"SK 12.4.2",
                       "not every column of " + side_name(b, side) + " present is Experienced: " + c->name +
                           " rises to Veteran only if engaged and it went into exhaustion without a morale collapse"});
    }
  }
  for (auto& r : check_promotion(s, *c, true)) out.push_back(std::move(r));
  if (!m6_stand.empty()) {
    bool found = std::any_of(c->stands.begin(), c->stands.end(), [&](const Stand& st) { return st.id == m6_stand; });
    if (!found)
      out.push_back({"", "stand " + m6_stand + " is not in " + c->name});
    else if (target != Quality::Veteran)
      out.push_back({"SK 12.4.2", "a stand rises to morale 6 only when its column becomes Veteran"});
  }
  return out;
}

// ---- queries

std::string battle_line(const SkState& s, const Battle& b) {
  auto describe = [&](const std::string& side) {
    int cols = static_cast<int>(side_columns(s, b, side).size());
    int gars = static_cast<int>(side_garrisons(s, b, side).size());
    std::string text = side_name(b, side) + " (" + plural(cols, "column");
    if (gars > 0) text += " and " + plural(gars, "garrison");
    return text + ", " + std::to_string(side_sp(s, b, side)) + " SP, cavalry " +
           std::to_string(side == "attacker" ? b.attacker_cavalry : b.defender_cavalry) + ")";
  };
  std::string sup = b.superiority == "neither" ? std::string("neither side has 2:1 cavalry superiority")
                                               : side_name(b, b.superiority) + " has 2:1 cavalry superiority";
  std::string text = describe("attacker") + " attacks " + describe("defender") + "; " + sup;
  if (b.status == "pending") {
    if (rebels_in(b.defenders))
      text += "; Rebels never withdraw";
    else if (b.superiority == "attacker")
      text += "; no withdrawal before battle (11.2)";
    else {
      std::vector<std::string> names;
      for (const auto& d : withdrawal_destinations(s, b)) names.push_back(s.map->box_name(d));
      text +=
          names.empty() ? "; withdrawal allowed, but no box is open to it" : "; may withdraw to " + and_list(names, " or ");
    }
  }
  return text;
}

std::vector<BattleSummary> open_battle_summaries(const SkState& s) {
  std::vector<BattleSummary> out;
  for (const auto& b : s.battles)
    if (of_this_turn(s, b) && (b.status == "pending" || b.status == "at_table"))
      out.push_back(BattleSummary{b.id, b.box, b.status, s.map->box_name(b.box) + ": " + battle_line(s, b),
                                  b.status == "pending" && !withdrawal_destinations(s, b).empty()});
  return out;
}

std::string battles_waiting(const SkState& s) {
  std::vector<std::string> parts;
  int unopened = 0;
  for (const auto& b : battles_of_turn(s)) unopened += !opened(s, b);
  if (unopened > 0) parts.push_back(plural(unopened, "battle") + " to open (sk.open_battles)");
  for (const auto& b : s.battles) {
    if (!of_this_turn(s, b)) continue;
    if (b.status == "pending")
      parts.push_back(b.id + " at " + s.map->box_name(b.box) + ": " +
                      (withdrawal_destinations(s, b).empty() || b.superiority == "attacker"
                           ? std::string("send to the table (sk.send_to_table)")
                           : std::string("the defender may withdraw (sk.withdraw), else send to the table (sk.send_to_table)")));
    else if (b.status == "at_table")
      parts.push_back(b.id + " at " + s.map->box_name(b.box) + ": enter the result (sk.battle_result)");
  }
  return and_list(parts, "; ");
}

std::vector<PromotionChoice> promotions_available(const SkState& s) {
  std::vector<PromotionChoice> out;
  for (const auto& b : s.battles) {
    if (!of_this_turn(s, b) || b.status != "fought") continue;
    for (const std::string side : {"attacker", "defender"}) {
      int left = promotions_left(b, side);
      if (left == 0) continue;
      PromotionChoice p{b.id, side, left, {}};
      for (const auto& f : b.setup["formations"]) {
        std::string id = f["id"].get<std::string>();
        if (f["side"] == side && s.column(id) && check_combat_promotion(s, b, id, "").empty()) p.columns.push_back(id);
      }
      out.push_back(std::move(p));
    }
  }
  return out;
}

}  // namespace umpire::sk
