// The movement step's commands (rulebook 10.2-10.8; digest P-02, P-03, P-05):
// sk.march makes one march of the active player's budget, sk.entrench spends
// marches digging in, and the umpire's sk.set_turn sets the turn tracker by
// hand (digest §6.2).
#include <algorithm>
#include <cstdio>
#include <set>

#include "soldier_king/army.h"
#include "soldier_king/events.h"
#include "soldier_king/factions.h"
#include "soldier_king/movement.h"
#include "soldier_king/turn.h"
#include "soldier_king/supply.h"
#include "soldier_king/state.h"

namespace umpire::sk {

namespace {

using Reasons = std::vector<Reason>;

std::vector<std::string> strings(const JsonCursor& c) {
  std::vector<std::string> out;
  for (const auto& item : c.items()) out.push_back(item.as_nonempty_string());
  return out;
}

Reasons need_movement_step(const SkState& s) {
  if (s.phase == Phase::PlayerTurn && s.turn.step == TurnStep::Movement && !s.turn.player.empty()) return {};
  std::string now = s.phase == Phase::PlayerTurn ? std::string("the ") + step_words(s.turn.step) + " step" : phase_words(s.phase);
  return {{"SK 10.2", "marches are made only in the movement step of a player turn (now: " + now + ")"}};
}

Reasons need_marches(const SkState& s, int cost) {
  if (s.turn.used + cost <= s.turn.marches) return {};
  return {{"SK 10.1", faction_name(s.turn.player) + " has used " + std::to_string(s.turn.used) + " of " +
                          std::to_string(s.turn.marches) + " marches; this needs " + std::to_string(cost)}};
}

struct ColumnMove {
  std::string column;
  std::vector<std::string> path;
  bool infiltrate = false;
  // SK 9.5: the umpire confirms this attack reopens a supply line the force
  // depended on; it needs no supply line and no magazine (G-14).
  bool reopens_supply = false;
};

struct OfficerMove {
  std::string officer;
  std::vector<std::string> path;
};

struct MarchOrder {
  std::string from;
  std::vector<ColumnMove> moves;
  std::vector<OfficerMove> officers;
  std::vector<std::string> entrench;
};

// The march's nested lists, each item an object read here (the schema checks the lists).
std::vector<ColumnMove> moves_from_json(const JsonCursor& c) {
  std::vector<ColumnMove> out;
  for (const auto& m : c.items()) {
    m.only_keys({"column", "path", "infiltrate", "reopens_supply"});
    ColumnMove cm;
    cm.column = m["column"].as_nonempty_string();
    cm.path = strings(m["path"]);
    cm.infiltrate = m.optional("infiltrate") && m["infiltrate"].as_bool();
    cm.reopens_supply = m.optional("reopens_supply") && m["reopens_supply"].as_bool();
    out.push_back(std::move(cm));
  }
  return out;
}

std::vector<OfficerMove> officer_moves_from_json(const JsonCursor& c) {
  std::vector<OfficerMove> out;
  for (const auto& m : c.items()) {
    m.only_keys({"officer", "path"});
    out.push_back(OfficerMove{m["officer"].as_nonempty_string(), strings(m["path"])});
  }
  return out;
}

ArgsOf<MarchOrder> march_args() {
  Json example_move = Json::array({Json{{"column", "c1"}, {"path", {"kalmsee"}}}});
  return ArgsOf<MarchOrder>()
      .field(&MarchOrder::from, arg::id("from", "box", "the box the march starts from").not_empty().eg("vellhaven"))
      .field(&MarchOrder::moves,
             arg::objects("moves", "columns that march: [{column, path: [boxes], infiltrate?, reopens_supply?}]")
                 .optional()
                 .eg(example_move),
             moves_from_json)
      .field(&MarchOrder::officers, arg::objects("officers", "officers that move: [{officer, path: [boxes]}]").optional(),
             officer_moves_from_json)
      .field(&MarchOrder::entrench, arg::ids("entrench", "column", "columns that entrench where they are instead")
                                        .not_empty()
                                        .or_else(Json::array()));
}

// Whether an officer's path goes with a column of this march (P-03.3): the
// same path, or the first part of it ending in a box friendly at the start of
// the turn, where he leaves the troops.
bool moves_with_troops(const SkState& s, const MarchOrder& o, const Officer& officer, const std::vector<std::string>& path) {
  for (const auto& m : o.moves) {
    if (path.empty() || path.size() > m.path.size() || !std::equal(path.begin(), path.end(), m.path.begin())) continue;
    if (path.size() == m.path.size()) return true;
    auto it = s.turn.holders_at_start.find(path.back());
    if (it != s.turn.holders_at_start.end() && it->second == officer.owner) return true;
  }
  return false;
}

// SK 10.2: each column of the march moves once, from the march's box, along a legal path.
Reasons check_column_moves(const SkState& s, const MarchOrder& o, std::set<std::string>& seen) {
  Reasons out;
  std::string from = s.map->box_name(o.from);
  for (const auto& m : o.moves) {
    if (!seen.insert(m.column).second) {
      out.push_back({"SK 10.2", "column " + m.column + " moves only once in a march"});
      continue;
    }
    if (s.garrison(m.column)) {
      out.push_back({"SK 3.4", "garrison " + m.column + " never moves on its own"});
      continue;
    }
    const Column* c = s.column(m.column);
    if (!c) {
      out.push_back({"", "there is no column \"" + m.column + "\""});
      continue;
    }
    if (c->rebel) out.push_back({"SK 17.2.8", c->name + ": Rebels never move"});
    else if (c->owner != s.turn.player)
      out.push_back({"SK 10.2", c->name + " is not a column of " + faction_name(s.turn.player)});
    if (c->box != o.from) {
      out.push_back({"SK 10.2", c->name + " is not in " + from + ", where the march starts"});
      continue;
    }
    for (auto& r : check_column_path(s, *c, m.path, m.infiltrate)) out.push_back(std::move(r));
  }
  return out;
}

// SK 10.8.1: entrenching in the march's box, by columns that do not also move.
Reasons check_march_entrench(const SkState& s, const MarchOrder& o, const std::set<std::string>& moved) {
  Reasons out;
  std::string from = s.map->box_name(o.from);
  for (const auto& id : o.entrench)
    if (moved.count(id)) out.push_back({"SK 10.8.1", "column " + id + " cannot both move and entrench in one march"});
  if (!o.entrench.empty()) {
    for (auto& r : check_entrench(s, o.from, o.entrench)) out.push_back(std::move(r));
    if (entrench_cost(s, o.from) > 1)
      out.push_back({"SK 10.8.1", "entrenching in " + from + ", which is not a recruiting city, takes 2 marches (sk.entrench)"});
  }
  return out;
}

// SK 10.2, 10.7: each officer moves once, from the march's box, with troops or along its own path.
Reasons check_officer_moves(const SkState& s, const MarchOrder& o) {
  Reasons out;
  std::string from = s.map->box_name(o.from);
  std::set<std::string> seen_officers;
  for (const auto& m : o.officers) {
    if (!seen_officers.insert(m.officer).second) {
      out.push_back({"SK 10.7", "officer " + m.officer + " moves only once in a march"});
      continue;
    }
    const Officer* off = s.officer(m.officer);
    if (!off) {
      out.push_back({"", "there is no officer \"" + m.officer + "\""});
      continue;
    }
    if (off->owner != s.turn.player) out.push_back({"SK 10.2", off->name + " is not an officer of " + faction_name(s.turn.player)});
    if (off->box != o.from) {
      out.push_back({"SK 10.2", off->name + " is not in " + from + ", where the march starts"});
      continue;
    }
    if (off->column.empty() && moves_with_troops(s, o, *off, m.path)) continue;
    for (auto& r : check_officer_path(s, *off, m.path)) out.push_back(std::move(r));
  }
  return out;
}

Reasons check_march(const SkState& s, const MarchOrder& o) {
  Reasons out = need_movement_step(s);
  if (!out.empty()) return out;
  if (!s.map->box(o.from)) return {{"", "there is no box \"" + o.from + "\""}};
  for (auto& r : need_marches(s, 1)) out.push_back(r);
  if (o.moves.empty() && o.officers.empty() && o.entrench.empty())
    out.push_back({"", "a march moves or entrenches at least one piece"});
  std::set<std::string> moved;
  for (auto& r : check_column_moves(s, o, moved)) out.push_back(std::move(r));
  for (auto& r : check_march_entrench(s, o, moved)) out.push_back(std::move(r));
  for (auto& r : check_officer_moves(s, o)) out.push_back(std::move(r));
  return out;
}

Outcome apply_march(const CampaignState& cs, const MarchOrder& o);

// P-08: the attacks the march adds (columns ending in a hostile box, with their
// launch boxes) must be matched to supply lines and distinct magazines; the
// whole turn's attacks are checked on the position after the march [SK 9.2,
// 9.4, 9.5, G-28].
Reasons check_march_attacks(const CampaignState& cs, const MarchOrder& o) {
  Outcome after = apply_march(cs, o);
  const SkState& next = sk_state(after.state);
  if (next.turn.attacks.size() == sk_state(cs).turn.attacks.size() &&
      std::none_of(o.moves.begin(), o.moves.end(), [&](const ColumnMove& m) {
        return std::any_of(next.turn.attacks.begin(), next.turn.attacks.end(),
                           [&](const Attack& a) { return a.target == m.path.back(); });
      }))
    return {};
  return check_attacks(next, next.turn.player);
}

const char* mode_rule(MoveMode m) {
  switch (m) {
    case MoveMode::Road:
    case MoveMode::Highway: return "SK 10.3.1";
    case MoveMode::Land: return "SK 10.3.2";
    default: return "SK 10.3.3";
  }
}

// Digs the columns in at `box` for `cost` marches of each (P-05).
void entrench(SkState& s, const std::string& box, const std::vector<std::string>& ids, int cost, std::vector<Event>& events) {
  std::string names;
  double dug = 0;
  for (const auto& id : ids) {
    Column* c = &s.column_at(id);
    c->entrenched = true;
    c->marches += cost;
    dug += digging_frontage(s, *c);  // SK 10.8: their frontage becomes hasty works
    names += (names.empty() ? "" : ", ") + c->name;
  }
  double& works = s.works[box][s.turn.player];
  works += dug;
  char inches[32];
  std::snprintf(inches, sizeof inches, "%g", works);
  events.push_back({names + " entrench in " + s.map->box_name(box) + " (" + std::to_string(cost) + " march" +
                        (cost == 1 ? ", a recruiting city)" : "es)") + ": " + inches + "\" of hasty works",
                    "SK 10.8, 10.8.1"});
}

// The data of a march event: it lets the umpire search the journal for moves
// (evidence for the Court, 6.3).
Json march_data(const SkState& s, const Column& c, const std::string& from, const std::vector<std::string>& path) {
  Json boxes = Json::array({from}), provinces = Json::array();
  for (const auto& b : path) boxes.push_back(b);
  for (const auto& b : boxes)
    if (const CityBox* cb = s.map->box(b.get<std::string>());
        cb && std::find(provinces.begin(), provinces.end(), Json(cb->province)) == provinces.end())
      provinces.push_back(cb->province);
  return Json{{"kind", "march"},
              {"faction", c.owner},
              {"column", c.id},
              {"boxes", boxes},
              {"provinces", provinces},
              {"season", s.date.describe()},
              {"ordinal", s.date.ordinal()}};
}

// A column's move ends in an attack on `to` (SK 10.5): it joins that box's
// attack of this turn, launched from `launch`.
void record_attack(SkState& s, const Column& c, const std::string& to, const std::string& launch, bool reopens_supply,
                   std::vector<Event>& events) {
  auto it = std::find_if(s.turn.attacks.begin(), s.turn.attacks.end(), [&](const Attack& a) { return a.target == to; });
  if (it == s.turn.attacks.end()) {
    Attack a;
    a.target = to;
    s.turn.attacks.push_back(a);
    it = s.turn.attacks.end() - 1;
  }
  it->columns.push_back(c.id);
  it->launches.push_back(launch);
  if (reopens_supply) it->exempt = true;
  events.push_back({c.name + " attacks " + s.map->box_name(to) + " from " + s.map->box_name(launch), "SK 10.5, SK 9.4"});
}

// P-08: each attack gets its own magazine (or none when exempt, 9.5).
void assign_attack_magazines(SkState& s, std::vector<Event>& events) {
  AttackPlan plan = plan_attacks(s, s.turn.player);
  for (std::size_t i = 0; i < s.turn.attacks.size() && i < plan.magazines.size(); ++i) {
    Attack& a = s.turn.attacks[i];
    if (a.magazine.empty() && !plan.magazines[i].empty()) {
      a.magazine = plan.magazines[i];
      std::string where;
      for (const auto& m : s.magazines)
        if (m.id == a.magazine) where = " in " + s.map->box_name(m.box);
      events.push_back({"The attack on " + s.map->box_name(a.target) + " is supplied by the magazine" + where, "SK 9.4"});
    }
  }
}

Outcome apply_march(const CampaignState& cs, const MarchOrder& o) {
  auto s = copy_state(cs);
  std::vector<Event> events;
  ++s->turn.used;
  s->turn.origins.push_back(o.from);
  events.push_back({faction_name(s->turn.player) + "'s march " + std::to_string(s->turn.used) + " of " +
                        std::to_string(s->turn.marches) + ", from " + s->map->box_name(o.from),
                    "SK 10.2"});
  // Every path is judged on the position when the march starts.
  const SkState& before = sk_state(cs);
  for (const auto& m : o.moves) {
    const Column& old = before.column_at(m.column);
    PathPlan plan = plan_column_path(before, old, m.path, m.infiltrate);
    Column* c = &s->column_at(m.column);
    std::string launch = m.path.size() > 1 ? m.path[m.path.size() - 2] : o.from;
    const std::string& to = m.path.back();
    events.push_back({c->name + " marches " + describe_path(before, o.from, m.path, plan), mode_rule(plan.mode),
                      march_data(*s, *c, o.from, m.path)});
    for (const auto& b : plan.infiltrated) events.push_back({c->name + " infiltrates through " + s->map->box_name(b), "SK 10.6"});
    s->move_column(*c, to);
    // G-27: the boxes this column used this turn (started in, passed through, ended in).
    s->turn.boxes_used.insert(o.from);
    s->turn.boxes_used.insert(m.path.begin(), m.path.end());
    ++c->marches;
    if (!plan.infiltrated.empty()) c->infiltrated = true;
    c->entrenched = false;  // 10.8.2
    const CityBox* box = s->map->box(to);
    if (!plan.attack && box && permanent_entrenchment(*s, to) && s->holder(to) == c->owner) {
      c->entrenched = true;
      events.push_back({c->name + " occupies the permanent entrenchment at " + box->name,
                        box->entrenchment ? "SK 10.8.3" : "SK 10.8.3, 17.2.3"});
    }
    if (plan.attack) record_attack(*s, *c, to, launch, m.reopens_supply, events);
  }
  drop_abandoned_works(*s);  // SK 10.8.2: works left by every digger fall into disrepair
  if (!s->turn.attacks.empty()) assign_attack_magazines(*s, events);
  if (!o.entrench.empty()) entrench(*s, o.from, o.entrench, 1, events);
  for (const auto& m : o.officers) {
    const Officer& old = before.officer_at(m.officer);
    bool with = moves_with_troops(before, o, old, m.path);
    PathPlan plan = plan_officer_path(before, old, m.path);
    Officer* off = &s->officer_at(m.officer);
    off->box = m.path.back();
    events.push_back({off->name + (with ? " moves with his troops " : " moves alone ") + describe_path(before, o.from, m.path, plan),
                      "SK 10.7"});
  }
  return Outcome{with_state(cs, s), events};
}

CommandDef march_command() {
  return define<MarchOrder>(
      {.name = "sk.march",
       .summary = "One march of the active player: columns and officers starting in one box move along their paths "
                  "[SK 10.2-10.8]",
       .flags = kPlayerOrder,
       .args = march_args(),
       .check = [](const CampaignState& cs, const MarchOrder& o) {
         Reasons out = check_march(sk_state(cs), o);
         return out.empty() ? check_march_attacks(cs, o) : out;
       },
       .apply = [](const CampaignState& cs, const MarchOrder& o, Dice&) { return apply_march(cs, o); }});
}

// --- sk.entrench ---

struct EntrenchArgs {
  std::string box;
  std::vector<std::string> columns;
};

Reasons check_entrench_order(const SkState& s, const EntrenchArgs& a) {
  Reasons out = need_movement_step(s);
  if (!out.empty()) return out;
  out = check_entrench(s, a.box, a.columns);
  if (s.map->box(a.box))
    for (auto& r : need_marches(s, entrench_cost(s, a.box))) out.push_back(r);
  return out;
}

// SK 10.8.1: 1 march in a recruiting city, 2 elsewhere.
Outcome dig_in(const CampaignState& cs, const EntrenchArgs& a, Dice&) {
  auto s = copy_state(cs);
  int cost = entrench_cost(*s, a.box);
  std::vector<Event> events;
  s->turn.used += cost;
  for (int i = 0; i < cost; ++i) s->turn.origins.push_back(a.box);
  events.push_back({faction_name(s->turn.player) + " spends " + std::to_string(cost) + " march" + (cost == 1 ? "" : "es") +
                        " entrenching (" + std::to_string(s->turn.used) + " of " + std::to_string(s->turn.marches) + " used)",
                    "SK 10.8.1"});
  entrench(*s, a.box, a.columns, cost, events);
  return Outcome{with_state(cs, s), events};
}

CommandDef entrench_command() {
  return define<EntrenchArgs>(
      {.name = "sk.entrench",
       .summary = "Spend marches digging columns in: 1 in a recruiting city, 2 elsewhere, never 2 in Winter "
                  "[SK 10.8, 10.8.1]",
       .flags = kPlayerOrder,
       .args = ArgsOf<EntrenchArgs>()
                   .field(&EntrenchArgs::box, arg::id("box", "box", "where they dig in").not_empty().eg("vellhaven"))
                   .field(&EntrenchArgs::columns, arg::ids("columns", "column", "the columns that entrench")
                                                      .not_empty()
                                                      .eg(Json::array({"c1"}))),
       .check = [](const CampaignState& cs, const EntrenchArgs& a) { return check_entrench_order(sk_state(cs), a); },
       .apply = dig_in});
}

// --- sk.set_turn ---

const std::vector<std::string>& step_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (int i = 0; i <= static_cast<int>(TurnStep::TurnEnd); ++i) out.push_back(to_string(static_cast<TurnStep>(i)));
    return out;
  }();
  return names;
}

struct SetTurnArgs {
  std::string player, step;
  int marches = 0;
  std::string reason;
  std::optional<std::string> season;
};

Reasons check_set_turn(const SkState& s, const SetTurnArgs& a) {
  Reasons out;
  if (a.reason.empty()) out.push_back({"", "an umpire's override records its reason"});
  const Faction* f = s.faction(a.player);
  if (!f) out.push_back({"", s.no_faction(a.player)});
  else if (!f->active) out.push_back({"SK 18.1.2", f->name + " is not an active duchy"});
  const auto& names = step_names();
  if (std::find(names.begin(), names.end(), a.step) == names.end())
    out.push_back({"", "there is no turn step \"" + a.step + "\""});
  return out;
}

Outcome set_turn(const CampaignState& cs, const SetTurnArgs& a, Dice&) {
  auto s = copy_state(cs);
  const auto& names = step_names();
  if (a.season)
    for (Season x : {Season::Spring, Season::Summer, Season::Autumn, Season::Winter})
      if (*a.season == to_string(x)) s->date.season = x;
  open_player_turn(*s, a.player);
  s->turn.step = static_cast<TurnStep>(std::find(names.begin(), names.end(), a.step) - names.begin());
  s->turn.marches = a.marches;
  std::string text = "Umpire sets the turn: " + (a.season ? s->date.describe() + ", " : "") + faction_name(a.player) + ", " +
                     step_words(s->turn.step) + " step, " + std::to_string(s->turn.marches) + " marches: " + a.reason;
  return Outcome{with_state(cs, s), {{text, ""}}};
}

CommandDef set_turn_command() {
  return define<SetTurnArgs>(
      {.name = "sk.set_turn",
       .summary = "Umpire's override: start a player turn by hand at a step, with its marches and the reason; "
                  "holdings are recorded as at the turn's start; a season corrects the calendar's season too",
       .flags = kUmpireRuling,
       .args = ArgsOf<SetTurnArgs>()
                   .field(&SetTurnArgs::player, arg::id("player", "faction", "whose turn it is").eg("argozia"))
                   .field(&SetTurnArgs::step, arg::text("step", "the turn step to start at, e.g. movement").eg("movement"))
                   .field(&SetTurnArgs::marches, arg::integer("marches", 0, 7, "the marches the turn has").eg(3))
                   .field(&SetTurnArgs::reason, arg::text("reason", "why, recorded with the event").eg("replaying a turn played on paper"))
                   .field(&SetTurnArgs::season, arg::choice("season", {"Spring", "Summer", "Autumn", "Winter"},
                                                            "corrects the calendar's season")),
       .check = [](const CampaignState& cs, const SetTurnArgs& a) { return check_set_turn(sk_state(cs), a); },
       .apply = set_turn});
}

}  // namespace

std::vector<CommandDef> movement_commands() { return {march_command(), entrench_command(), set_turn_command()}; }

}  // namespace umpire::sk
