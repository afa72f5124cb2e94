#include "bourgogne/fatigue.h"

#include <algorithm>

#include "bourgogne/forces.h"
#include "bourgogne/sequence_marks.h"
#include "bourgogne/settings.h"

namespace umpire::bourgogne {

namespace data {
const char* fatigue_json();
}

namespace {

struct FatigueTable {
  std::vector<int> min_ss;
  std::vector<std::string> labels;
  std::vector<std::vector<int>> rows;  // modified die 1..6 -> losses per column
  int bad_weather = 1, garrison = -1, moved = 1;
};

const FatigueTable& fatigue_table() {
  static const FatigueTable table = [] {
    const std::string source = "data/bourgogne/fatigue.json";
    Json doc = parse_json(data::fatigue_json(), source);
    JsonCursor c(doc, source);
    c.only_keys({"format", "source", "columns", "rows", "modifiers"});
    if (c["format"].as_string() != "umpire.bourgogne.fatigue/1") c["format"].fail("unknown fatigue table format");
    FatigueTable t;
    for (const auto& col : c["columns"].items()) {
      col.only_keys({"label", "min_ss"});
      t.labels.push_back(col["label"].as_string());
      t.min_ss.push_back(static_cast<int>(col["min_ss"].as_int()));
    }
    for (const auto& row : c["rows"].items()) {
      row.only_keys({"die", "losses"});
      if (row["die"].as_int() != static_cast<int>(t.rows.size()) + 1) row["die"].fail("rows go 1, 2, ... 6");
      std::vector<int> losses;
      for (const auto& v : row["losses"].items()) losses.push_back(static_cast<int>(v.as_int()));
      if (losses.size() != t.min_ss.size()) row["losses"].fail("one loss per column");
      t.rows.push_back(losses);
    }
    if (t.rows.size() != 6) c["rows"].fail("six rows, 1 and less to 6 and more");
    JsonCursor m = c["modifiers"];
    m.only_keys({"bad_weather", "garrison", "moved", "source"});
    t.bad_weather = static_cast<int>(m["bad_weather"].as_int());
    t.garrison = static_cast<int>(m["garrison"].as_int());
    t.moved = static_cast<int>(m["moved"].as_int());
    return t;
  }();
  return table;
}

std::size_t column_of(int ss) {
  const auto& t = fatigue_table();
  std::size_t col = 0;
  for (std::size_t i = 0; i < t.min_ss.size(); ++i)
    if (ss >= t.min_ss[i]) col = i;
  return col;
}

std::string mark_of(const std::string& zone, Camp camp) { return zone + ":" + to_string(camp); }

struct FatigueArgs {
  std::string zone, camp;
  std::vector<std::string> losses;
};

Camp fatigue_camp(const State& s, const FatigueArgs& a) {
  auto c = camp_from(a.camp);
  return c ? *c : s.active().value_or(Camp::Burgundy);
}

std::vector<Reason> check_fatigue(const CampaignState& cs, const FatigueArgs& a) {
  const State& s = state_of(cs);
  if (s.tracks.phase == Phase::Over) return {{"GdB 12.2", "the game is over"}};
  if (!s.active() || s.tracks.step != Step::Fatigue)
    return {{"GdB 5",
             "fatigue and desertion is the acting camp's third step (now: " + std::string(words(s.tracks.step)) + ")"}};
  Camp camp = fatigue_camp(s, a);
  if (!s.map->zone(a.zone)) return {{"", "there is no zone \"" + a.zone + "\""}};
  if (camp != *s.active() && setting_name(cs, "fatigue_scope") != "all")
    return {{"GdB 8", "only the acting camp's stacks roll (setting fatigue_scope)"}};
  Stack st = stack_of(s, a.zone, camp);
  if (st.ss() < 1)
    return {{"GdB 8", "the " + std::string(camp_name(camp)) + " have no units in " + zone_name(s, a.zone)}};
  if (seq_marked(s, "fatigue_rolled", mark_of(a.zone, camp)))
    return {{"GdB 8", "the stack in " + zone_name(s, a.zone) + " has rolled for fatigue this phase"}};
  for (const auto& id : a.losses) {
    const Unit* u = s.unit(id);
    if (!u || !u->on_map() || u->zone != a.zone || camp_of(s, *u) != camp)
      return {{"", "\"" + id + "\" is not a unit of the stack in " + zone_name(s, a.zone)}};
  }
  return {};
}

// The unit that loses the next SS by default: the weakest combat factor now, a reduced unit before a full one,
// then the counter order.
Unit* default_loser(State& s, const std::string& zone, Camp camp) {
  Unit* best = nullptr;
  for (auto& u : s.units) {
    if (!u.on_map() || u.zone != zone || camp_of(s, u) != camp || u.ss < 1) continue;
    if (!best || u.cf() < best->cf() || (u.cf() == best->cf() && u.ss < best->ss)) best = &u;
  }
  return best;
}

Outcome apply_fatigue(const CampaignState& cs, const FatigueArgs& a, Dice& dice) {
  State s = state_of(cs);
  Camp camp = fatigue_camp(s, a);
  Stack st = stack_of(s, a.zone, camp);
  int ss = st.ss(), mod = fatigue_modifier(s, a.zone, camp);
  std::string where = std::string(camp_name(camp)) + " in " + zone_name(s, a.zone);
  int die = dice.d6("Fatigue and desertion: the " + where);
  int modified = std::clamp(die + mod, 1, 6);
  int losses = std::min(fatigue_losses(modified, ss), ss);
  std::vector<Event> events;
  std::string sign = mod > 0 ? "+" + std::to_string(mod) : std::to_string(mod);
  events.push_back({"Fatigue and desertion, the " + where + " (" + std::to_string(ss) + " SS, column " +
                        fatigue_column(ss) + "): die " + std::to_string(die) + (mod ? " " + sign : "") + " = " +
                        std::to_string(die + mod) + ", " + std::to_string(losses) + " SS lost",
                    "GdB 8, T1"});
  std::size_t next = 0;
  for (int i = 0; i < losses; ++i) {
    Unit* u = nullptr;
    while (next < a.losses.size() && !u) {
      Unit& named = s.unit_mut(a.losses[next++]);
      if (named.on_map() && named.ss > 0) u = &named;
    }
    if (!u) u = default_loser(s, a.zone, camp);
    if (!u) break;
    if (u->ss <= 1) {
      to_pool(*u);
      events.push_back({u->name + " is eliminated: to the " + camp_name(camp) + "' pool", "GdB 8"});
    } else {
      u->ss -= 1;
      events.push_back({u->name + " is reduced", "GdB 8"});
    }
  }
  seq_mark(s, "fatigue_rolled", mark_of(a.zone, camp));
  return {with_state(cs, std::move(s)), std::move(events)};
}

}  // namespace

int fatigue_losses(int modified_die, int ss) {
  if (ss < 1) return 0;
  const auto& t = fatigue_table();
  int row = std::clamp(modified_die, 1, 6) - 1;
  return t.rows[static_cast<std::size_t>(row)][column_of(ss)];
}

std::string fatigue_column(int ss) { return fatigue_table().labels[column_of(ss)]; }

int fatigue_modifier(const State& s, const std::string& zone, Camp camp) {
  const auto& t = fatigue_table();
  Stack st = stack_of(s, zone, camp);
  int m = 0;
  if (s.bad_weather()) m += t.bad_weather;
  if (!st.army()) m += t.garrison;
  if (std::any_of(st.units.begin(), st.units.end(), [](const Unit* u) { return u->moved; })) m += t.moved;
  return m;
}

std::vector<std::pair<std::string, Camp>> fatigue_due(const CampaignState& cs) {
  const State& s = state_of(cs);
  std::vector<std::pair<std::string, Camp>> out;
  if (!s.active() || s.tracks.step != Step::Fatigue) return out;
  std::vector<Camp> camps{*s.active()};
  if (setting_name(cs, "fatigue_scope") == "all") camps.push_back(other(*s.active()));
  for (Camp camp : camps)
    for (const auto& z : zones_of(s, camp))
      if (stack_of(s, z, camp).ss() >= 1 && !seq_marked(s, "fatigue_rolled", mark_of(z, camp)))
        out.push_back({z, camp});
  return out;
}

std::vector<Reason> fatigue_unfinished(const CampaignState& cs) {
  auto due = fatigue_due(cs);
  if (due.empty()) return {};
  const State& s = state_of(cs);
  return {{"GdB 8", "the " + std::string(camp_name(due.front().second)) + " in " + zone_name(s, due.front().first) +
                        " must still roll for fatigue and desertion"}};
}

std::vector<CommandDef> fatigue_commands() {
  return {define<FatigueArgs>(
      {.name = "bourgogne.fatigue",
       .summary = "Roll a stack's fatigue and desertion on Table 1 and take its losses (GdB 8)",
       .flags = kPlayerOrder,
       .args = ArgsOf<FatigueArgs>()
                   .field(&FatigueArgs::zone, arg::id("zone", "zone", "the stack's zone").eg("54"))
                   .field(&FatigueArgs::camp,
                          arg::choice("camp", {"burgundy", "swiss", ""}, "whose stack (default: the acting camp's)")
                              .or_else(std::string()))
                   .field(&FatigueArgs::losses,
                          arg::ids("losses", "unit",
                                   "the owner's order: each unit named takes one SS lost, in order (name one twice to "
                                   "eliminate it); the rest by default from the weakest combat factor, reduced first")
                              .or_else(Json::array())),
       .check = check_fatigue,
       .apply = apply_fatigue})};
}

std::vector<NextStep> fatigue_next_steps(const CampaignState& cs) {
  const State& s = state_of(cs);
  std::vector<NextStep> out;
  for (const auto& [zone, camp] : fatigue_due(cs))
    out.push_back(
        {.text = std::string(camp_name(camp)) + ": the stack in " + zone_name(s, zone) + " (" +
                 std::to_string(stack_of(s, zone, camp).ss()) + " SS) rolls for fatigue and desertion",
         .rule = "GdB 8",
         .command = Json{{"type", "bourgogne.fatigue"}, {"args", {{"zone", zone}, {"camp", to_string(camp)}}}},
         .label = "Roll fatigue"});
  return out;
}

}  // namespace umpire::bourgogne
