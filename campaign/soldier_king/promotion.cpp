#include "soldier_king/promotion.h"

#include <algorithm>

#include "soldier_king/factions.h"
#include "soldier_king/recruiting.h"

namespace umpire::sk {

Json to_json(const PromotionState& p) {
  Json recruits = Json::object();
  for (const auto& [faction, b] : p.recruits)
    recruits[faction] = Json{{"year", b.year},
                             {"columns", b.columns},
                             {"cities", b.cities},
                             {"infantry", b.infantry},
                             {"howitzer", b.howitzer}};
  return Json{{"promoted_stands", p.promoted_stands},
              {"trained", p.trained},
              {"victories", p.victories},
              {"recruits", recruits}};
}

PromotionState promotion_state_from_json(const JsonCursor& c) {
  c.only_keys({"promoted_stands", "trained", "victories", "recruits"});
  PromotionState p;
  if (auto list = c.optional("promoted_stands"))
    for (const auto& x : list->items()) p.promoted_stands.insert(x.as_string());
  if (auto t = c.optional("trained"))
    for (const auto& key : t->keys()) p.trained[key] = static_cast<int>((*t)[key].as_int());
  if (auto v = c.optional("victories"))
    for (const auto& key : v->keys()) p.victories[key] = static_cast<int>((*v)[key].as_int(0, 1000));
  if (auto r = c.optional("recruits"))
    for (const auto& key : r->keys()) {
      auto b = (*r)[key];
      b.only_keys({"year", "columns", "cities", "infantry", "howitzer"});
      RecruitBatch batch;
      batch.year = static_cast<int>(b["year"].as_int());
      for (const auto& x : b["columns"].items()) batch.columns.push_back(x.as_string());
      for (const auto& x : b["cities"].items()) batch.cities.push_back(x.as_string());
      batch.infantry = static_cast<int>(b["infantry"].as_int(0, 1000));
      batch.howitzer = b["howitzer"].as_string();
      p.recruits[key] = std::move(batch);
    }
  return p;
}

std::optional<Quality> promotion_target(const Column& c) {
  bool raw = false, experienced = false;
  for (const auto& st : c.stands) {
    raw |= st.quality == Quality::Raw;
    experienced |= st.quality == Quality::Experienced;
  }
  if (raw) return Quality::Experienced;
  if (experienced) return Quality::Veteran;
  return std::nullopt;
}

namespace {
// The stands a promotion of the column would raise.
std::vector<const Stand*> rising(const Column& c, Quality target) {
  Quality from = target == Quality::Experienced ? Quality::Raw : Quality::Experienced;
  std::vector<const Stand*> out;
  for (const auto& st : c.stands)
    if (st.quality == from) out.push_back(&st);
  return out;
}

// A stand that may reach morale 6 as a Veteran: formed infantry or cavalry,
// not light troops, not artillery (12.4.2).
bool may_reach_m6(const Forces& f, const Stand& st) {
  const StandType* t = f.stand_type(st.type);
  return t && t->arm != Arm::Artillery && t->formed && !t->light;
}
}  // namespace

std::vector<Reason> check_promotion(const SkState& s, const Column& c, bool to_veteran) {
  auto target = promotion_target(c);
  if (!target) return {{"SK 12.4", c.name + " is already Veteran; only the umpire makes Elite stands (SK 12.4.3)"}};
  if (*target == Quality::Veteran && !to_veteran)
    return {{"SK 12.4.1", c.name + " is Experienced; training never makes Veterans"}};
  std::vector<Reason> out;
  for (const Stand* st : rising(c, *target))
    if (s.promotion.promoted_stands.count(st->id))
      out.push_back({"SK 12.4", "stand " + st->id + " of " + c.name + " has already been promoted this season"});
  return out;
}

std::string promote_column(SkState& s, Column& c, const std::string& m6_stand) {
  auto target = promotion_target(c);
  if (!target) return c.name + " cannot rise further";
  Quality from = *target == Quality::Experienced ? Quality::Raw : Quality::Experienced;
  std::string m6;
  if (*target == Quality::Veteran) {
    // The owner's choice when it may reach M6, else the first stand that may (G-17).
    for (const auto& st : c.stands)
      if (st.quality == from && may_reach_m6(*s.forces, st) && (m6.empty() || st.id == m6_stand)) m6 = st.id;
  }
  int raised = 0, m6_morale = 0;
  for (auto& st : c.stands) {
    if (st.quality != from) continue;
    st.quality = *target;
    if (*target == Quality::Experienced) {
      // SK 12.4.1: +1 morale (the table's Experienced value, Guards +1).
      st.morale = table_morale(*s.forces, st.type, Quality::Experienced, c.guards).value_or(st.morale + 1);
    } else if (st.id == m6) {
      // SK 12.4.2: exactly one stand M6 (the table's Veteran value, Guards +1, 20.3.1).
      st.morale = std::max(st.morale, table_morale(*s.forces, st.type, Quality::Veteran, c.guards).value_or(6));
      m6_morale = st.morale;
    }
    s.promotion.promoted_stands.insert(st.id);
    ++raised;
  }
  std::string text = c.name + " is promoted to " + to_string(*target) + " (" + std::to_string(raised) + " stand" +
                     (raised == 1 ? "" : "s") + ")";
  if (!m6.empty()) text += "; stand " + m6 + " rises to morale " + std::to_string(m6_morale);
  return text;
}

std::optional<Quality> demotion_target(const Column& c) {
  int top = -1;
  for (const auto& st : c.stands) top = std::max(top, static_cast<int>(st.quality));
  if (top <= static_cast<int>(Quality::Raw)) return std::nullopt;
  return static_cast<Quality>(top - 1);
}

std::string demote_column(SkState& s, Column& c) {
  auto target = demotion_target(c);
  if (!target) return c.name + " is Raw already and cannot be reduced further";
  Quality from = static_cast<Quality>(static_cast<int>(*target) + 1);
  int lowered = 0;
  for (auto& st : c.stands) {
    if (st.quality != from) continue;
    st.quality = *target;
    st.morale = std::min(st.morale, table_morale(*s.forces, st.type, *target, c.guards).value_or(st.morale - 1));
    ++lowered;
  }
  return c.name + " is reduced from " + to_string(from) + " to " + to_string(*target) + " (" + std::to_string(lowered) +
         " stand" + (lowered == 1 ? "" : "s") + ")";
}

namespace {

std::string season_name(int ordinal) {
  return GameDate{ordinal / 4, static_cast<Season>(ordinal % 4)}.describe();
}

// SK 20.3.4, G-22: a PPA battery raised in season S is PT from the start of S+3.
void age_artillery(SkState& s, std::vector<Event>& events) {
  int now = s.date.ordinal();
  int before_war = GameDate{s.start_year - 1, Season::Winter}.ordinal();
  auto age = [&](std::vector<Stand>& stands, const std::string& owner, const std::string& where) {
    std::vector<std::string> ids;
    int raised_in = 0;
    for (auto& st : stands) {
      int raised = st.raised != 0 ? st.raised : before_war;
      if (!st.ppa || now < raised + 3) continue;
      st.ppa = false;
      ids.push_back(st.id);
      raised_in = raised;
    }
    if (ids.empty()) return;
    std::string list;
    for (const auto& id : ids) list += (list.empty() ? "" : ", ") + id;
    events.push_back({faction_name(owner) + ", " + where + ": " + (ids.size() == 1 ? "battery " : "batteries ") + list +
                          " raised in " + (raised_in == before_war ? "the pre-game " + season_name(raised_in)
                                                                   : season_name(raised_in)) +
                          (ids.size() == 1 ? " is" : " are") + " now PT, no longer PPA (two seasons have passed)",
                      "SK 20.3.4", Json{{"stands", ids}}});
  };
  for (auto& c : s.columns) age(c.stands, c.owner, c.name);
  for (auto& g : s.garrisons) age(g.stands, g.owner, "garrison in " + s.map->box_name(g.box));
}

using Reasons = std::vector<Reason>;

Reasons check_own_column(const SkState& s, const Column* c, const std::string& id, const char* rule) {
  if (!c) return {{"", "there is no column \"" + id + "\""}};
  if (s.phase != Phase::PlayerTurn || c->owner != s.turn.player)
    return {{rule, "a side promotes its columns in its own player turn, and this is not " + faction_name(c->owner) + "'s"}};
  return {};
}

struct ColumnArgs {
  std::string column;
};

ArgsOf<ColumnArgs> column_args(const char* meaning) {
  return ArgsOf<ColumnArgs>().field(&ColumnArgs::column, arg::id("column", "column", meaning).eg("c1"));
}

// --- sk.train ---

Reasons check_training(const SkState& s, const ColumnArgs& a) {
  const Column* c = s.column(a.column);
  Reasons out = check_own_column(s, c, a.column, "SK 12.4.1");
  if (!out.empty()) return out;
  if (s.turn.step != TurnStep::Recovery)
    out.push_back({"SK 12.4.1", "training promotions are made in the recovery and promotion phase, not the " +
                                    std::string(step_words(s.turn.step)) + " step"});
  auto used = s.promotion.trained.find(c->owner);
  if (used != s.promotion.trained.end() && used->second == s.date.ordinal())
    out.push_back({"SK 12.4.1", faction_name(c->owner) + " has already promoted one column by training this turn"});
  for (auto& r : check_promotion(s, *c, false)) out.push_back(std::move(r));
  return out;
}

// SK 12.4.1: one column a turn, Raw to Experienced.
Outcome train_column(const CampaignState& cs, const ColumnArgs& a, Dice&) {
  auto s = copy_state(cs);
  Column* c = &s->column_at(a.column);
  s->promotion.trained[c->owner] = s->date.ordinal();
  std::string text = "Training: " + promote_column(*s, *c);
  return Outcome{with_state(cs, s), {{text, "SK 12.4.1", Json{{"column", c->id}}}}};
}

CommandDef train_command() {
  return define<ColumnArgs>(
      {.name = "sk.train",
       .summary = "Promotion by training: in the recovery and promotion phase of its player turn a side promotes one "
                  "column from Raw to Experienced, even if it has not fought; never to Veteran [SK 12.4.1, 12.4]",
       .flags = kPlayerOrder,
       .args = column_args("the Raw column promoted"),
       .check = [](const CampaignState& cs, const ColumnArgs& a) { return check_training(sk_state(cs), a); },
       .apply = train_column});
}

// --- sk.winter_quarters ---

Reasons check_winter_quarters(const SkState& s, const ColumnArgs& a) {
  const Column* c = s.column(a.column);
  Reasons out = check_own_column(s, c, a.column, "SK 12.4.4");
  if (!out.empty()) return out;
  if (s.date.season != Season::Winter)
    out.push_back({"SK 12.4.4", "winter quarters are only in Winter, not in " + std::string(to_string(s.date.season))});
  if (s.turn.step != TurnStep::Movement)
    out.push_back({"SK 12.4.4", "winter-quarters training is done in the movement phase, not the " +
                                    std::string(step_words(s.turn.step)) + " step"});
  if (s.turn.used >= s.turn.marches)
    out.push_back({"SK 12.4.4", faction_name(c->owner) + " has no unused march left (" + std::to_string(s.turn.used) +
                                    " of " + std::to_string(s.turn.marches) + " used)"});
  if (c->marches > 0) out.push_back({"SK 12.4.4", c->name + " has already made its one Winter march this turn (SK 10.3.4)"});
  for (auto& r : check_promotion(s, *c, false)) out.push_back(std::move(r));
  return out;
}

// SK 12.4.4: an unused march drills a column that has not marched.
Outcome drill_in_winter_quarters(const CampaignState& cs, const ColumnArgs& a, Dice&) {
  auto s = copy_state(cs);
  Column* c = &s->column_at(a.column);
  ++s->turn.used;
  c->marches = 1;  // its one Winter march (SK 12.4.4, 10.3.4)
  std::string text = "Winter quarters: " + faction_name(c->owner) + " spends march " + std::to_string(s->turn.used) +
                     " of " + std::to_string(s->turn.marches) + " drilling " + c->name + " in " + s->map->box_name(c->box) +
                     ": " + promote_column(*s, *c);
  return Outcome{with_state(cs, s), {{text, "SK 12.4.4", Json{{"column", c->id}}}}};
}

CommandDef winter_quarters_command() {
  return define<ColumnArgs>(
      {.name = "sk.winter_quarters",
       .summary = "Winter quarters: in the movement phase of a Winter turn, spend one unused march to promote one "
                  "column that has not marched from Raw to Experienced; it counts as having made its one Winter march "
                  "[SK 12.4.4, 10.3.4]",
       .flags = kPlayerOrder,
       .args = column_args("the column that has not marched"),
       .check = [](const CampaignState& cs, const ColumnArgs& a) { return check_winter_quarters(sk_state(cs), a); },
       .apply = drill_in_winter_quarters});
}

}  // namespace

void promotion_season_begins(SkState& s, std::vector<Event>& events) {
  s.promotion.promoted_stands.clear();
  age_artillery(s, events);
  recruiting_season_begins(s, events);
}

void promotion_turn_begins(SkState& s) {
  s.promotion.trained.erase(s.turn.player);
  recruiting_turn_begins(s);
}

std::vector<CommandDef> promotion_commands() { return {train_command(), winter_quarters_command()}; }

}  // namespace umpire::sk
