#include "soldier_king/battles.h"

#include <algorithm>

#include "soldier_king/army.h"
#include "soldier_king/battles_internal.h"
#include "soldier_king/factions.h"
#include "soldier_king/revolt.h"

// Soldier King's battles: what they are (serialisation, sides, the battles of
// the turn) and the queries the desks ask. The withdrawal before battle, the
// set-up handed to the table, the result's checks, its consequences and the
// combat promotions are in the battle_*.cpp files beside this one.

namespace umpire::sk {

// ---- serialisation (state.cpp calls these)

Json to_json(const Battle& b) {
  Json attacking = Json::array();
  for (const auto& a : b.attacking) attacking.push_back({{"column", a.column}, {"from", a.from}, {"by", a.by}});
  Json out{{"id", b.id},
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
  if (b.engine != "tabletop") out["engine"] = b.engine;  // absent: the tabletop, as in files from before engines
  if (!b.recovered.empty()) {  // absent: nothing recorded stand by stand, as in files from before
    Json rec = Json::object();
    for (const auto& [stand, r] : b.recovered) rec[stand] = {{"lost", r.lost}, {"back", r.back}, {"kind", r.kind}};
    out["recovered"] = rec;
  }
  return out;
}

Battle battle_from_json(const JsonCursor& c) {
  c.only_keys({"id", "date", "box", "attacker", "attacking", "defenders", "attacker_cavalry", "defender_cavalry",
               "superiority", "status", "withdrew_to", "setup", "attacker_intelligence", "result", "consequences",
               "promotions", "engine", "recovered"});
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
  if (auto e = c.optional("engine")) b.engine = e->as_nonempty_string();
  if (auto x = c.optional("attacker_intelligence")) b.attacker_intelligence = x->as_string();
  if (!c["setup"].is_null()) b.setup = c["setup"].expect_object().value();
  if (!c["result"].is_null()) b.result = c["result"].expect_object().value();
  for (const auto& x : c["consequences"].items()) b.consequences.push_back(x.as_string());
  for (const auto& side : c["promotions"].keys())
    for (const auto& x : c["promotions"][side].items()) b.promotions[side].push_back(x.as_string());
  if (auto rec = c.optional("recovered"))
    for (const auto& stand : rec->keys()) {
      const JsonCursor x = (*rec)[stand];
      x.only_keys({"lost", "back", "kind"});
      Battle::Recovered r;
      r.lost = static_cast<int>(x["lost"].as_int(0, 1000));
      r.back = static_cast<int>(x["back"].as_int(0, r.lost));
      r.kind = x["kind"].as_enum({"infantry_cavalry", "guns_melee"});
      b.recovered[stand] = r;
    }
  return b;
}

namespace battle_detail {

bool contains(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

std::string other_side(const std::string& side) { return side == "attacker" ? "defender" : "attacker"; }

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

std::string plural(int n, const std::string& word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

// SK 22.12, 22.13: -1 morale, never below M3 (a stand already at M3 or less keeps it).
bool lower_morale(Stand& st) {
  if (st.morale <= 3) return false;
  --st.morale;
  return true;
}

std::vector<Stand> side_stands(const SkState& s, const Battle& b, const std::string& side) {
  std::vector<Stand> out;
  for (const Column* c : side_columns(s, b, side)) out.insert(out.end(), c->stands.begin(), c->stands.end());
  for (const Garrison* g : side_garrisons(s, b, side)) out.insert(out.end(), g->stands.begin(), g->stands.end());
  return out;
}

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

}  // namespace battle_detail

using namespace battle_detail;

namespace {

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

int side_sp(const SkState& s, const Battle& b, const std::string& side) { return total_sp(side_stands(s, b, side)); }

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

// ---- the battles of the turn

namespace {

// The defending side's cavalry, the attacker's, and the superiority (11.2).
void weigh_cavalry(const SkState& s, Battle& b) {
  b.attacker_cavalry = adjusted_cavalry(*s.forces, side_stands(s, b, "attacker"));
  b.defender_cavalry = adjusted_cavalry(*s.forces, side_stands(s, b, "defender"));
  b.superiority = superiority(b.attacker_cavalry, b.defender_cavalry);
}

// The battles of the Rebel turn (17.2.8.1): in every city listed at its start
// where Rebels share the box with player columns and no result is recorded
// yet, the Rebels attack every player whose columns are there. They are in the
// city already (once placed, Rebels never move, 17.2.8): they come by no line.
std::vector<Battle> rebel_turn_battles(const SkState& s) {
  std::vector<Battle> out;
  for (const auto& rb : s.revolt.battles) {
    if (!rb.winner.empty()) continue;
    Battle b;
    b.date = s.date.describe();
    b.box = rb.box;
    b.attacker = kRebels;
    for (const auto& c : s.columns)
      if (c.box == rb.box && is_rebel(c) && total_sp(c.stands) > 0)
        b.attacking.push_back(BattleColumn{c.id, "", ""});
    auto present = [&](const std::string& f) {
      return std::any_of(s.columns.begin(), s.columns.end(),
                         [&](const Column& c) { return c.box == rb.box && c.owner == f; });
    };
    for (const auto& f : rb.factions)
      if (present(f)) b.defenders.push_back(f);
    if (b.attacking.empty() || b.defenders.empty()) continue;
    weigh_cavalry(s, b);
    out.push_back(std::move(b));
  }
  return out;
}

}  // namespace

std::vector<Battle> battles_of_turn(const SkState& s) {
  if (rebel_turn_running(s)) return rebel_turn_battles(s);
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
    weigh_cavalry(s, b);
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
  if (b.date != s.date.describe()) return false;
  if (rebel_turn_running(s)) return b.attacker == kRebels;  // Rebels attack only in their own turn (they never move)
  return s.phase == Phase::PlayerTurn && b.attacker == s.turn.player;
}

bool battle_detail::opened(const SkState& s, const Battle& b) {
  return std::any_of(s.battles.begin(), s.battles.end(),
                     [&](const Battle& x) { return of_this_turn(s, x) && x.box == b.box; });
}

int open_battles(SkState& s, std::vector<Event>& events) {
  int made = 0;
  for (auto& b : battles_of_turn(s)) {
    if (opened(s, b)) continue;
    b.id = s.new_id("b");
    s.battles.push_back(b);
    ++made;
    events.push_back({"Battle " + b.id + " at " + s.map->box_name(b.box) + ": " + battle_line(s, s.battles.back()),
                      b.attacker == kRebels ? "SK 17.2.8.1, SK 11.2" : "SK 11.1, SK 11.2"});
  }
  return made;
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
      text += "; no withdrawal before battle (SK 11.2)";
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
    else if (b.status == "at_table" && b.engine != "tabletop")
      parts.push_back(b.id + " at " + s.map->box_name(b.box) +
                      ": fight it in the Battle window (umpire battle), then record its result");
    else if (b.status == "at_table")
      parts.push_back(b.id + " at " + s.map->box_name(b.box) + ": enter the result (sk.battle_result)");
  }
  return and_list(parts, "; ");
}

}  // namespace umpire::sk
