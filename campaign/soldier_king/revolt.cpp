#include "soldier_king/revolt.h"

#include <algorithm>
#include <set>

#include "soldier_king/battles.h"
#include "soldier_king/factions.h"
#include "soldier_king/promotion.h"
#include "soldier_king/scenario.h"

namespace umpire::sk {

// ---- Serialisation

Json to_json(const RevoltState& x) {
  Json revolts = Json::array();
  for (const auto& r : x.revolts)
    revolts.push_back(Json{{"province", r.province},
                           {"started", r.started},
                           {"reason", r.reason},
                           {"rebel_turns", r.rebel_turns},
                           {"raised", r.raised},
                           {"columns", r.columns},
                           {"lost", r.lost}});
  Json battles = Json::array();
  for (const auto& b : x.battles)
    battles.push_back(Json{{"box", b.box},
                           {"province", b.province},
                           {"factions", b.factions},
                           {"commander", b.commander},
                           {"winner", b.winner}});
  return Json{{"revolts", revolts}, {"battles", battles}};
}

namespace {
int optional_int(const JsonCursor& c, const char* key) {
  auto x = c.optional(key);
  return x ? static_cast<int>(x->as_int(0, 1000000)) : 0;
}
}  // namespace

RevoltState revolt_state_from_json(const JsonCursor& c) {
  RevoltState x;
  if (auto list = c.optional("revolts"))
    for (const auto& r : list->items()) {
      r.only_keys({"province", "started", "reason", "rebel_turns", "raised", "columns", "lost"});
      Revolt v;
      v.province = r["province"].as_nonempty_string();
      v.started = optional_int(r, "started");
      v.reason = r.optional_string("reason");
      v.rebel_turns = optional_int(r, "rebel_turns");
      v.raised = optional_int(r, "raised");
      if (auto cols = r.optional("columns")) v.columns = cols->as_strings();
      v.lost = optional_int(r, "lost");
      x.revolts.push_back(std::move(v));
    }
  if (auto list = c.optional("battles"))
    for (const auto& b : list->items()) {
      b.only_keys({"box", "province", "factions", "commander", "winner"});
      RebelBattle v;
      v.box = b["box"].as_nonempty_string();
      v.province = b.optional_string("province");
      if (auto f = b.optional("factions")) v.factions = f->as_strings();
      v.commander = b.optional_string("commander");
      v.winner = b.optional_string("winner");
      x.battles.push_back(std::move(v));
    }
  return x;
}

// ---- Helpers

namespace {

using Reasons = std::vector<Reason>;

std::string date_of(int ordinal) {
  if (ordinal <= 0) return "";
  return GameDate{ordinal / 4, static_cast<Season>(ordinal % 4)}.describe();
}

int rebels_in(const SkState& s, const std::string& box) {
  int n = 0;
  for (const auto& c : s.columns) n += c.box == box && is_rebel(c) && total_sp(c.stands) > 0;
  return n;
}

std::vector<std::string> player_factions_in(const SkState& s, const std::string& box) {
  std::vector<std::string> out;
  for (const auto& c : s.columns)
    if (c.box == box && !is_rebel(c) && std::find(out.begin(), out.end(), c.owner) == out.end()) out.push_back(c.owner);
  return out;
}

std::string commander_name(const std::string& commander) {
  return commander == "umpire" ? std::string("the umpire") : faction_name(commander);
}

// The type cycle of 17.2.8.4: Type 1 infantry, Type 2 infantry, cavalry, ...
const char* kCycle[] = {"rebel_infantry_1", "rebel_infantry_2", "rebel_cavalry"};

// Raises the revolt's next Rebel column in `box` (17.2.8.4, 20.3.5, 20.3.6:
// Raw, formed infantry EFD without battalion guns); nullptr when the forces
// data lack the template.
Column* raise_rebel_column(SkState& s, Revolt& r, const std::string& box, std::vector<Event>& events) {
  const char* id = kCycle[r.raised % 3];
  const ColumnTemplate* t = s.forces->column_template(id);
  ++r.raised;
  if (!t) {
    events.push_back({"The forces data have no Rebel column template \"" + std::string(id) + "\": no column is raised",
                      "SK 17.2.8.4"});
    return nullptr;
  }
  Faction rebels{kRebels, "Rebels", true, true};  // a "King" here only means not Ducal (20.3.5)
  Column c = make_column(s, rebels, *t, "Rebels of " + s.map->province_name(r.province) + ", " + ordinal_name(r.raised) + " column",
                         Quality::Raw, false);
  c.rebel = true;
  c.box = box;
  s.columns.push_back(std::move(c));
  r.columns.push_back(s.columns.back().id);
  return &s.columns.back();
}

std::string template_name(const SkState& s, int raised_index) {
  const ColumnTemplate* t = s.forces->column_template(kCycle[raised_index % 3]);
  return t ? t->name : kCycle[raised_index % 3];
}


// Rebel columns at 0 SP count as destroyed: they leave the map.
std::vector<std::string> remove_spent_rebels(SkState& s, const std::string& province, std::vector<Event>& events) {
  std::vector<std::string> gone;
  for (const auto& c : s.columns)
    if (is_rebel(c) && s.map->in_province(c.box, province) && total_sp(c.stands) <= 0) gone.push_back(c.id);
  for (const auto& id : gone) {
    events.push_back({s.column_at(id).name + " has no strength left and is removed", "SK 17.2.8.2"});
    remove_column(s, id);
  }
  return gone;
}

// How many of the revolt's counted columns are gone (or at 0 SP) since the latest count.
int lost_since_count(const SkState& s, const Revolt& r) {
  int lost = 0;
  for (const auto& id : r.columns) {
    const Column* c = s.column(id);
    lost += !c || total_sp(c->stands) <= 0;
  }
  return lost;
}

// The battles of the Rebel turn in one revolt's province: every recruiting
// city where Rebels share the box with player columns (17.2.8, 17.2.8.1).
void list_battles(SkState& s, const Revolt& r, std::vector<Event>& events) {
  for (const CityBox* b : s.map->recruiting_cities_in(r.province)) {
    if (rebels_in(s, b->id) == 0 || find_rebel_battle(s, b->id)) continue;
    auto factions = player_factions_in(s, b->id);
    if (factions.empty()) continue;
    RebelBattle battle;
    battle.box = b->id;
    battle.province = r.province;
    battle.factions = factions;
    std::string who;
    for (const auto& f : factions) who += (who.empty() ? "" : " and ") + faction_name(f);
    events.push_back({"The Rebels in " + b->name + " attack " + who +
                          "; another player commands them (sk.rebel_commander), then the battle is opened and fought "
                          "like any other (sk.open_battles, sk.send_to_table, sk.battle_result)",
                      "SK 17.2.8.1", Json{{"box", b->id}}});
    s.revolt.battles.push_back(std::move(battle));
  }
}

// What a battle of the Rebel turn waits for: its Rebels' commander, and the
// hand-off every battle goes through (battles.h).
std::string rebel_battle_needs(const SkState& s, const RebelBattle& rb, const std::string& who) {
  std::string where = s.map->box_name(rb.box);
  std::string by = rb.commander.empty() ? "" : " (commanded by " + commander_name(rb.commander) + ")";
  std::string head = "the Rebels" + by + " attack " + who + " in " + where + ": ";
  const Battle* b = opened_rebel_battle(s, rb.box);
  std::string next;
  if (!b)
    next = "open the battle (sk.open_battles)";
  else if (b->status == "pending")
    next = "send battle " + b->id + " to the table (sk.send_to_table)" +
           (withdrawal_destinations(s, *b).empty() || b->superiority == "attacker"
                ? std::string("")
                : std::string(", unless the defender withdraws (sk.withdraw)"));
  else if (b->status == "at_table" && b->engine != "tabletop")
    next = "fight battle " + b->id + " in the Battle window (umpire battle), then record its result";
  else if (b->status == "at_table")
    next = "enter the result of battle " + b->id + " (sk.battle_result)";
  else
    return "";
  if (rb.commander.empty())
    return head + "name a player not in the battle to command them (sk.rebel_commander), then " + next;
  return head + next;
}

// Replacements at a Rebel turn from the second on (17.2.8.3, G-13): one per
// two lost, each in the city with the largest shortfall below its ruled
// value, ties in map order.
void place_replacements(SkState& s, Revolt& r, int lost, std::vector<Event>& events) {
  int due = lost / 2;
  std::string pname = s.map->province_name(r.province);
  if (due == 0) {
    events.push_back({"The Rebels of " + pname + " lost " + std::to_string(lost) +
                          " columns since the last Rebel turn: no replacement (one per two lost)",
                      "SK 17.2.8.3"});
    return;
  }
  events.push_back({"The Rebels of " + pname + " lost " + std::to_string(lost) + " columns since the last Rebel turn: " +
                        std::to_string(due) + " replacement" + (due == 1 ? "" : "s") + " (one per two lost)",
                    "SK 17.2.8.3"});
  auto cities = s.map->recruiting_cities_in(r.province);
  for (int i = 0; i < due; ++i) {
    const CityBox* best = nullptr;
    int best_short = 0;
    for (const CityBox* b : cities) {
      int shortfall = b->recruiting->ruled - rebels_in(s, b->id);
      if (shortfall > best_short) {
        best = b;
        best_short = shortfall;
      }
    }
    if (!best) {
      events.push_back({"No city of " + pname + " has room for more Rebels (as many as its ruled value): " +
                            std::to_string(due - i) + " replacement" + (due - i == 1 ? "" : "s") + " not placed",
                        "SK 17.2.8.3"});
      return;
    }
    std::string type = template_name(s, r.raised);
    if (Column* c = raise_rebel_column(s, r, best->id, events))
      events.push_back({c->name + " (" + type + ", Raw) appears in " + best->name +
                            ", the city with the largest shortfall (umpire's ruling); the umpire may relocate it to "
                            "another city of " + pname + " with room (sk.relocate)",
                        "SK 17.2.8.3, SK 17.2.8.4", Json{{"column", c->id}, {"box", best->id}}});
  }
}

}  // namespace

// ---- The hooks

void start_revolt(SkState& s, const std::string& province, std::vector<Event>& events) {
  start_revolt(s, province, "Revolt card", events);
}

void start_revolt(SkState& s, const std::string& province, const std::string& reason, std::vector<Event>& events) {
  std::string pname = s.map->province_name(province);
  Revolt* r = find_revolt(s, province);
  bool fresh = r == nullptr;
  if (fresh) {
    Revolt v;
    v.province = province;
    v.started = s.date.ordinal();
    v.reason = reason;
    s.revolt.revolts.push_back(std::move(v));
    r = &s.revolt.revolts.back();
  }
  auto cities = s.map->recruiting_cities_in(province);
  int total = 0;
  std::string where;
  for (const CityBox* b : cities) {
    total += b->recruiting->ruled;
    where += (where.empty() ? "" : ", ") + b->name + " " + std::to_string(b->recruiting->ruled);
  }
  events.push_back({"Revolt in " + pname + (fresh ? "" : " (a revolt already in progress there)") + ": " +
                        std::to_string(total) + " Rebel columns appear in its recruiting cities, as many in each as its "
                        "ruled value (" + (where.empty() ? "none" : where) + "), whether or not player columns are there" +
                        (reason.empty() ? "" : " — " + reason),
                    "SK 17.2.8, SK 17.2.8.1", Json{{"province", province}}});
  for (const CityBox* b : cities) {
    // 9.2.3: a magazine with no troops to guard it is looted when the Rebels appear.
    bool troops = std::any_of(s.columns.begin(), s.columns.end(), [&](const Column& c) { return c.box == b->id; }) ||
                  std::any_of(s.garrisons.begin(), s.garrisons.end(), [&](const Garrison& g) { return g.box == b->id; });
    std::vector<std::string> raised;
    for (int i = 0; i < b->recruiting->ruled; ++i) {
      std::string type = template_name(s, r->raised);
      if (Column* c = raise_rebel_column(s, *r, b->id, events)) {
        raised.push_back(c->id);
        events.push_back({c->name + " (" + type + ", Raw) appears in " + b->name, "SK 17.2.8.4",
                          Json{{"column", c->id}, {"box", b->id}}});
      }
    }
    std::vector<std::string> magazines;
    for (const auto& m : s.magazines)
      if (m.box == b->id) magazines.push_back(m.id);
    if (troops || magazines.empty()) continue;
    s.magazines.erase(std::remove_if(s.magazines.begin(), s.magazines.end(), [&](const Magazine& m) { return m.box == b->id; }),
                      s.magazines.end());
    std::string mags;
    for (const auto& m : magazines) mags += (mags.empty() ? "" : ", ") + m;
    std::string text = "The Rebels loot and eat the unguarded magazine in " + b->name + " (" + mags + "): it is removed";
    if (!raised.empty()) {
      std::string home = raised.back();
      text += ", and " + s.column_at(home).name + ", satiated, goes home";
      r->columns.erase(std::remove(r->columns.begin(), r->columns.end(), home), r->columns.end());
      remove_column(s, home);  // not a loss in battle: no replacement for it
    }
    events.push_back({text, "SK 9.2.3", Json{{"box", b->id}}});
  }
  // Raised while the Rebel turn is running (the umpire's override): the new
  // Rebels attack in this turn too.
  if (rebel_turn_running(s)) {
    if (fresh) r->rebel_turns = 1;
    list_battles(s, *r, events);
  }
}

bool revolt_active(const SkState& s) { return !s.revolt.revolts.empty(); }

bool rebel_turn_running(const SkState& s) {
  return s.phase == Phase::SeasonStart && s.start_step == StartStep::Rebels && revolt_active(s);
}

void begin_rebel_turn(SkState& s, std::vector<Event>& events) {
  s.revolt.battles.clear();
  for (auto& r : s.revolt.revolts) {
    ++r.rebel_turns;
    int lost = lost_since_count(s, r);
    remove_spent_rebels(s, r.province, events);
    r.columns.clear();
    for (const Column* c : rebel_columns(s, r.province)) r.columns.push_back(c->id);
    r.lost = lost;
    if (r.rebel_turns >= 2) place_replacements(s, r, lost, events);
    list_battles(s, r, events);
  }
  if (s.revolt.battles.empty())
    events.push_back({"The Rebels share no city with player columns: no battle this Rebel turn (Rebels never move)",
                      "SK 17.2.8"});
}

std::string rebels_waiting(const SkState& s) {
  std::string out;
  for (const auto& b : rebel_battles(s))
    if (!b.needs.empty()) out += (out.empty() ? "" : "; ") + b.needs;
  return out;
}

std::string rebel_turn_offers(const SkState& s) {
  std::string out = promotions_offered(s, false);
  return out.empty() ? out : out + " (SK 12.4.2, 17.2.8.2)";
}

const Battle* opened_rebel_battle(const SkState& s, const std::string& box) {
  if (!rebel_turn_running(s)) return nullptr;
  for (const auto& b : s.battles)
    if (b.box == box && b.attacker == kRebels && of_this_turn(s, b)) return &b;
  return nullptr;
}

void settle_rebel_battle(SkState& s, const Battle& b) {
  if (b.attacker != kRebels || !rebel_turn_running(s)) return;
  std::string winner = b.status == "withdrawn" ? "attacker" : b.result.is_null() ? "" : b.result.value("winner", "");
  if (winner.empty()) return;
  for (auto& rb : s.revolt.battles)
    if (rb.box == b.box) rb.winner = winner == "attacker" ? std::string(kRebels) : b.defenders.front();
}

void end_season_revolts(SkState& s, std::vector<Event>& events) {
  std::vector<std::string> over;
  for (const auto& r : s.revolt.revolts) {
    remove_spent_rebels(s, r.province, events);
    if (rebel_columns(s, r.province).empty()) over.push_back(r.province);
  }
  for (const auto& p : over) {
    events.push_back({"The revolt in " + s.map->province_name(p) + " is over: no Rebel column is left on the map at the end of " +
                          s.date.describe(),
                      "SK 17.2.8.3", Json{{"province", p}}});
    s.revolt.revolts.erase(std::remove_if(s.revolt.revolts.begin(), s.revolt.revolts.end(),
                                          [&](const Revolt& r) { return r.province == p; }),
                           s.revolt.revolts.end());
    s.revolt.battles.erase(std::remove_if(s.revolt.battles.begin(), s.revolt.battles.end(),
                                          [&](const RebelBattle& b) { return b.province == p; }),
                           s.revolt.battles.end());
  }
}

// ---- Queries

std::vector<const Column*> rebel_columns(const SkState& s, const std::string& province) {
  std::vector<const Column*> out;
  for (const auto& c : s.columns)
    if (is_rebel(c) && s.map->in_province(c.box, province)) out.push_back(&c);
  return out;
}

std::vector<RevoltSummary> revolts_in_progress(const SkState& s) {
  std::vector<RevoltSummary> out;
  for (const auto& r : s.revolt.revolts) {
    RevoltSummary v;
    v.province = r.province;
    v.name = s.map->province_name(r.province);
    v.started = date_of(r.started);
    v.reason = r.reason;
    v.rebel_turns = r.rebel_turns;
    std::string cols;
    for (const Column* c : rebel_columns(s, r.province)) {
      v.columns.push_back(c->id);
      cols += (cols.empty() ? "" : ", ") + c->name + " in " + s.map->box_name(c->box) + " (" +
              std::to_string(total_sp(c->stands)) + " SP)";
    }
    v.lost = lost_since_count(s, r);
    v.replacements_due = r.rebel_turns >= 1 ? v.lost / 2 : 0;
    v.text = v.name + (v.started.empty() ? "" : ", since " + v.started) + ": " + std::to_string(v.columns.size()) +
             " Rebel columns" + (cols.empty() ? "" : " (" + cols + ")") + "; " + std::to_string(r.rebel_turns) +
             " Rebel turns held; " + std::to_string(v.lost) + " lost since the last Rebel turn, " +
             std::to_string(v.replacements_due) + " replacements due at the next [SK 17.2.8.3]";
    out.push_back(std::move(v));
  }
  return out;
}

std::vector<RebelBattleSummary> rebel_battles(const SkState& s) {
  std::vector<RebelBattleSummary> out;
  for (const auto& b : s.revolt.battles) {
    RebelBattleSummary v;
    v.box = b.box;
    v.box_name = s.map->box_name(b.box);
    v.province = b.province;
    v.factions = b.factions;
    v.commander = b.commander;
    v.winner = b.winner;
    for (const auto& c : s.columns)
      if (c.box == b.box) (is_rebel(c) ? v.rebel_columns : v.player_columns).push_back(c.id);
    std::string who;
    for (const auto& f : b.factions) who += (who.empty() ? "" : " and ") + faction_name(f);
    if (b.winner.empty()) v.needs = rebel_battle_needs(s, b, who);
    v.text = "Rebels against " + who + " in " + v.box_name + ": " +
             (b.winner.empty() ? (b.commander.empty() ? "no commander yet" : "commanded by " + commander_name(b.commander))
                               : faction_name(b.winner) + " won");
    out.push_back(std::move(v));
  }
  return out;
}

// ---- Shared with the revolt commands (revolt_commands.cpp).

bool is_rebel(const Column& c) { return c.rebel || c.owner == kRebels; }

Revolt* find_revolt(SkState& s, const std::string& province) {
  for (auto& r : s.revolt.revolts)
    if (r.province == province) return &r;
  return nullptr;
}
const Revolt* find_revolt(const SkState& s, const std::string& province) {
  for (const auto& r : s.revolt.revolts)
    if (r.province == province) return &r;
  return nullptr;
}

// For the apply of a command whose validation found the battle: never null.
RebelBattle& rebel_battle_at(SkState& s, const std::string& box) {
  for (auto& b : s.revolt.battles)
    if (b.box == box) return b;
  throw UserError("the Rebels fight no battle in \"" + box + "\"");
}

const RebelBattle* find_rebel_battle(const SkState& s, const std::string& box) {
  for (const auto& b : s.revolt.battles)
    if (b.box == box) return &b;
  return nullptr;
}

void remove_column(SkState& s, const std::string& id) {
  s.columns.erase(std::remove_if(s.columns.begin(), s.columns.end(), [&](const Column& c) { return c.id == id; }),
                  s.columns.end());
}

}  // namespace umpire::sk
