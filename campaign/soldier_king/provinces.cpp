#include "soldier_king/provinces.h"

#include <algorithm>

#include "soldier_king/factions.h"

namespace umpire::sk {

namespace {

using Reasons = std::vector<Reason>;

// Whether a column (a garrison does not count, G-20) of `faction` is in `box`.
bool column_in(const SkState& s, const std::string& faction, const std::string& box) {
  return std::any_of(s.columns.begin(), s.columns.end(),
                     [&](const Column& c) { return c.owner == faction && c.box == box; });
}

bool garrison_in(const SkState& s, const std::string& faction, const std::string& box) {
  return std::any_of(s.garrisons.begin(), s.garrisons.end(),
                     [&](const Garrison& g) { return g.owner == faction && g.box == box; });
}

std::string ruler_of(const SkState& s, const std::string& province) {
  auto it = s.rulers.find(province);
  return it == s.rulers.end() ? "" : it->second;
}

}  // namespace

std::vector<std::string> recruiting_cities(const SkState& s, const std::string& province) {
  std::vector<std::string> out;
  for (const CityBox* b : s.map->recruiting_cities_in(province)) out.push_back(b->id);
  return out;
}

std::vector<Reason> plebiscite_problems(const SkState& s, const std::string& faction, const std::string& province) {
  const Faction* f = s.faction(faction);
  if (!f || !f->active) return {{"", "there is no active faction \"" + faction + "\""}};
  const Province* p = s.map->province(province);
  if (!p) return {{"", "there is no province \"" + province + "\""}};
  Reasons out;
  if (s.phase != Phase::PlayerTurn)
    out.push_back({"SK 16.1.1", "plebiscites are held by a player at the beginning of his player turn, before any movement"});
  else if (s.turn.player != faction)
    out.push_back({"SK 16.1.1", "a plebiscite is held at the beginning of the player's own turn: this is " +
                                    faction_name(s.turn.player) + "'s player turn"});
  else if (s.turn.step != TurnStep::Plebiscite)
    out.push_back({"SK 16.1.1", std::string("plebiscites are held in the Plebiscite step, before any movement; this is the ") +
                                    step_words(s.turn.step) + " step"});
  if (ruler_of(s, province) == faction) out.push_back({"SK 16.1.1", f->name + " already rules " + p->name});
  auto cities = recruiting_cities(s, province);
  if (cities.empty()) {
    out.push_back({"SK 16.1.1", p->name + " has no recruiting city, so the plebiscite's condition is empty: the umpire "
                                "decides (sk.grant with from \"\")"});
    return out;
  }
  for (const auto& box : cities)
    if (!column_in(s, faction, box))
      out.push_back({"SK 16.1.1", f->name + " has no column in " + s.map->box_name(box) +
                                      (garrison_in(s, faction, box) ? " (a garrison does not count, SK 16.1.1)" : "") +
                                      ": a plebiscite needs a column in every recruiting city of " + p->name});
  return out;
}

std::vector<std::string> plebiscite_possible(const SkState& s, const std::string& faction) {
  std::vector<std::string> out;
  for (const auto& p : s.map->provinces)
    if (plebiscite_problems(s, faction, p.id).empty()) out.push_back(p.id);
  return out;
}

std::string plebiscite_step_hint(const SkState& s) {
  std::vector<std::string> names;
  for (const auto& p : plebiscite_possible(s, s.turn.player)) names.push_back(s.map->province_name(p));
  if (names.empty()) return "no plebiscite is possible; advance";
  return "he may hold a plebiscite in " + and_list(names) + " (sk.plebiscite), then advance";
}

std::vector<std::string> take_rule(SkState& s, const std::string& faction, const std::string& province) {
  std::vector<std::string> kept;
  s.rulers[province] = faction;
  for (const auto& b : s.map->boxes) {
    if (b.province != province) continue;
    auto captor = s.captors.find(b.id);
    if (captor != s.captors.end()) {
      if (captor->second == faction) s.captors.erase(captor);  // his capture becomes simple rule
      else kept.push_back(b.id);                                // stays with its captor until retaken (G-08)
    }
    // At the beginning of his turn the new holdings are those movement starts from.
    if (s.phase == Phase::PlayerTurn && s.turn.step <= TurnStep::Plebiscite && !s.turn.holders_at_start.empty())
      s.turn.holders_at_start[b.id] = s.holder(b.id);
  }
  s.ever_ruled[faction].insert(province);
  return kept;
}

namespace {

// The events of a change of ruler: captured boxes kept, sympathisers, magazine.
void rule_events(const SkState& s, const std::string& faction, const std::string& province,
                 const std::vector<std::string>& kept, std::vector<Event>& events) {
  std::string name = s.map->province_name(province);
  for (const auto& b : kept)
    events.push_back({s.map->box_name(b) + " stays with its captor " + faction_name(s.captors.at(b)) + " until retaken",
                      "SK 15.1"});
  events.push_back({"The boxes of " + name + " hold " + faction_name(faction) + "'s civilian sympathisers for good",
                    "SK 8.3.3"});
  events.push_back({faction_name(faction) + " receives the magazine of " + name + " each spring", "SK 9.2"});
}

// --- sk.plebiscite ---

struct PlebisciteArgs {
  std::string faction, province;
};

// SK 16.1.1: a column in every recruiting city of the province makes its player the ruler.
Outcome hold_plebiscite(const CampaignState& cs, const PlebisciteArgs& a, Dice&) {
  auto s = copy_state(cs);
  std::string before = ruler_of(*s, a.province);
  std::vector<std::string> cities;
  for (const auto& b : recruiting_cities(*s, a.province)) cities.push_back(s->map->box_name(b));
  auto kept = take_rule(*s, a.faction, a.province);
  s->ruler_changes.push_back(RulerChange{s->date, a.province, a.faction, before, "plebiscite"});
  std::vector<Event> events;
  events.push_back({"Plebiscite in " + s->map->province_name(a.province) + ": " + faction_name(a.faction) +
                        ", with columns in every recruiting city (" + and_list(cities) + "), becomes its ruler (" +
                        (before.empty() ? std::string("it had none") : "formerly " + faction_name(before)) + ")",
                    "SK 16.1.1", Json{{"province", a.province}, {"ruler", a.faction}, {"previous", before}}});
  rule_events(*s, a.faction, a.province, kept, events);
  return Outcome{with_state(cs, s), events};
}

CommandDef plebiscite_command() {
  return define<PlebisciteArgs>(
      {.name = "sk.plebiscite",
       .summary = "Plebiscite: at the beginning of his player turn, before any movement, a player with a column (not a "
                  "garrison) in every recruiting city of a province becomes its ruler [SK 16.1.1]",
       .flags = kPlayerOrder,
       .args = ArgsOf<PlebisciteArgs>()
                   .field(&PlebisciteArgs::faction, arg::id("faction", "faction", "the player who holds every recruiting city").eg("argozia"))
                   .field(&PlebisciteArgs::province, arg::id("province", "province", "the province").eg("cleve")),
       .check = [](const CampaignState& cs, const PlebisciteArgs& a) {
         return plebiscite_problems(sk_state(cs), a.faction, a.province);
       },
       .apply = hold_plebiscite});
}

// --- sk.grant ---

struct GrantArgs {
  std::string from, to, province;
};

// SK 16.1.2: a ruler grants a province he rules; "" is the umpire's award of
// an unruled province without recruiting cities.
Reasons check_grant(const SkState& s, const GrantArgs& a) {
  const Province* p = s.map->province(a.province);
  if (!p) return {{"", "there is no province \"" + a.province + "\""}};
  const Faction* receiver = s.faction(a.to);
  if (!receiver || !receiver->active) return {{"", "there is no active faction \"" + a.to + "\""}};
  Reasons out;
  if (s.phase == Phase::Setup)
    out.push_back({"SK 16.1", "the provinces are ruled as at the start of the game until set-up is complete"});
  if (s.phase == Phase::GameOver) out.push_back({"SK 19.1", "the game is over"});
  std::string ruler = ruler_of(s, a.province);
  if (a.from.empty()) {
    if (!ruler.empty()) out.push_back({"SK 16.1.2", p->name + " is ruled by " + faction_name(ruler) + ": only he may grant it"});
    else if (!recruiting_cities(s, a.province).empty())
      out.push_back({"SK 16.1.2", p->name + " has recruiting cities: a player comes to rule it by plebiscite (SK 16.1.1) "
                                  "or by its ruler's grant, not by the umpire's award"});
  } else {
    const Faction* giver = s.faction(a.from);
    if (!giver || !giver->active) return {{"", "there is no active faction \"" + a.from + "\""}};
    if (ruler != a.from)
      out.push_back({"SK 16.1.2", giver->name + " does not rule " + p->name + ": a player grants a province he rules"});
  }
  if (ruler == a.to) out.push_back({"SK 16.1.2", receiver->name + " already rules " + p->name});
  return out;
}

Outcome grant_province(const CampaignState& cs, const GrantArgs& a, Dice&) {
  auto s = copy_state(cs);
  std::string before = ruler_of(*s, a.province);
  auto kept = take_rule(*s, a.to, a.province);
  s->ruler_changes.push_back(RulerChange{s->date, a.province, a.to, before, a.from.empty() ? "award" : "grant"});
  std::vector<Event> events;
  std::string name = s->map->province_name(a.province);
  std::string text = a.from.empty() ? "The umpire awards " + name + ", which has no recruiting city, to " + faction_name(a.to)
                                    : faction_name(a.from) + " grants " + name + " to " + faction_name(a.to);
  events.push_back({text + ", who now rules it", a.from.empty() ? "SK 16.1.1" : "SK 16.1.2",
                    Json{{"province", a.province}, {"ruler", a.to}, {"previous", a.from}}});
  rule_events(*s, a.to, a.province, kept, events);
  if (!a.from.empty()) events.push_back({"Its boxes still hold " + faction_name(a.from) + "'s sympathisers", "SK 8.3.3"});
  return Outcome{with_state(cs, s), events};
}

CommandDef grant_command() {
  return define<GrantArgs>(
      {.name = "sk.grant",
       .summary = "Direct grant: a ruler gives a province he rules to another player, at any time; from \"\" is the "
                  "umpire's award of an unruled province without recruiting cities [SK 16.1.2]",
       .flags = kPlayerOrder,
       .args = ArgsOf<GrantArgs>()
                   .field(&GrantArgs::from, arg::id("from", "faction", "the ruler who gives it; \"\" for the umpire's award").eg("argozia"))
                   .field(&GrantArgs::to, arg::id("to", "faction", "the player who receives it").eg("arcadia"))
                   .field(&GrantArgs::province, arg::id("province", "province", "the province").eg("greifenau")),
       .check = [](const CampaignState& cs, const GrantArgs& a) { return check_grant(sk_state(cs), a); },
       .apply = grant_province});
}

}  // namespace

std::vector<CommandDef> province_commands() { return {plebiscite_command(), grant_command()}; }

}  // namespace umpire::sk
