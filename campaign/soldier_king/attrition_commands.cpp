// Allocating the attrition rolled after movement (SK 9.6.2: "the umpire
// spreads the loss over the units"). sk.attrition records what each column
// (the out-of-supply dice) and each box (the per-box roll) must lose in
// Turn::attrition_owed; sk.allocate_attrition takes it off the stands in one
// command: every loss still owed, or one column's or box's, spread evenly over
// the stands largest first unless the umpire names the stands.
#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "soldier_king/army.h"
#include "soldier_king/factions.h"
#include "soldier_king/supply.h"

namespace umpire::sk {

namespace {

using Reasons = std::vector<Reason>;
using Losses = std::vector<std::pair<std::string, int>>;

struct AllocateArgs {
  std::optional<std::string> column, box;
  std::optional<Losses> losses;
};

bool matches(const OwedLoss& o, const AllocateArgs& a) {
  if (a.column) return o.column == *a.column;
  if (a.box) return o.box == *a.box;
  return true;
}

// The stands an owed loss falls on: the column's, or (the per-box roll) every
// column of the faction in the box, and its garrison there when garrisons roll.
std::vector<Stand> stands_owing(const SkState& s, const OwedLoss& o) {
  std::vector<Stand> out;
  if (!o.column.empty()) {
    if (const Column* c = s.column(o.column)) out = c->stands;
    return out;
  }
  for (const auto& c : s.columns)
    if (c.owner == o.faction && c.box == o.box && !c.rebel) out.insert(out.end(), c.stands.begin(), c.stands.end());
  if (setting(s, kBoxRollGarrisons) != 0)
    for (const auto& g : s.garrisons)
      if (g.owner == o.faction && g.box == o.box) out.insert(out.end(), g.stands.begin(), g.stands.end());
  return out;
}

std::string owed_name(const SkState& s, const OwedLoss& o) {
  if (const Column* c = o.column.empty() ? nullptr : s.column(o.column)) return c->name;
  return faction_name(o.faction) + "'s troops in " + s.map->box_name(o.box);
}

Reasons check_named_losses(const SkState& s, const OwedLoss& o, const Losses& losses) {
  Reasons out;
  std::map<std::string, int> sp_of;  // the stands in scope and their SP
  for (const auto& st : stands_owing(s, o)) sp_of[st.id] = st.sp;
  std::set<std::string> seen;
  int sum = 0;
  for (const auto& [id, sp] : losses) {
    sum += sp;
    if (!seen.insert(id).second) out.push_back({"", "stand " + id + " is listed twice"});
    if (!s.has_stand(id)) out.push_back({"", "there is no stand \"" + id + "\""});
    else if (!sp_of.count(id)) out.push_back({"SK 9.6.2", "stand " + id + " is not one of " + owed_name(s, o) + "'s"});
    else if (sp > sp_of[id]) out.push_back({"SK 9.6.2", "stand " + id + " has only " + std::to_string(sp_of[id]) + " SP"});
  }
  if (sum > o.sp)
    out.push_back({"SK 9.6.2", "the losses total " + std::to_string(sum) + " SP; " + owed_name(s, o) + " owes " +
                                   std::to_string(o.sp)});
  return out;
}

Reasons check_allocate(const SkState& s, const AllocateArgs& a) {
  if (a.column && a.box) return {{"", "name a column or a box, not both"}};
  if (a.column && !s.column(*a.column)) return {{"", "there is no column \"" + *a.column + "\""}};
  if (a.box && !s.map->box(*a.box)) return {{"", "there is no box \"" + *a.box + "\""}};
  std::vector<const OwedLoss*> owed;
  for (const auto& o : s.turn.attrition_owed)
    if (matches(o, a)) owed.push_back(&o);
  if (owed.empty())
    return {{"SK 9.6.2", s.turn.attrition_owed.empty()
                             ? "no attrition is waiting to be allocated"
                             : "no attrition is waiting to be allocated there; " + attrition_owed_text(s)}};
  if (a.losses) {
    if (!a.column && !a.box) return {{"", "name the column or the box whose losses these stands take"}};
    if (owed.size() > 1)
      return {{"", "several losses are owed in " + s.map->box_name(*a.box) + ": name the column (" +
                       attrition_owed_text(s) + ")"}};
    return check_named_losses(s, *owed.front(), *a.losses);
  }
  return {};
}

Outcome allocate(const CampaignState& cs, const AllocateArgs& a, Dice&) {
  auto s = copy_state(cs);
  std::vector<Event> events;
  std::vector<OwedLoss> left;
  for (const auto& o : s->turn.attrition_owed) {
    if (!matches(o, a)) {
      left.push_back(o);
      continue;
    }
    std::string who = owed_name(*s, o);
    Losses losses = a.losses ? *a.losses : default_losses(stands_owing(*s, o), o.sp);
    int taken = 0;
    for (const auto& l : losses) taken += l.second;
    std::string text = take_losses(*s, losses);
    std::string head = who + " loses " + std::to_string(taken) + " SP to attrition (" + o.cause + ")";
    if (taken == 0) events.push_back({who + ": no stand left to lose the " + std::to_string(o.sp) + " SP owed", "SK 9.6.2"});
    else events.push_back({head + ": " + text, "SK 9.6.2", Json{{"column", o.column}, {"box", o.box}, {"sp", taken}}});
    OwedLoss rest = o;
    rest.sp -= taken;
    // Named stands may take part of it; a default spread takes all there is.
    if (a.losses && rest.sp > 0) left.push_back(rest);
    else if (rest.sp > 0)
      events.push_back({who + " had only " + std::to_string(taken) + " SP: the other " + std::to_string(rest.sp) +
                            " are not lost", "SK 9.6.2"});
  }
  s->turn.attrition_owed = left;
  remove_spent_pieces(*s, events);
  int owed = attrition_owed_sp(*s);
  events.push_back({owed == 0 ? "Every attrition loss of the turn is allocated"
                              : std::to_string(owed) + " SP of attrition still to allocate: " + attrition_owed_text(*s),
                    "SK 9.6.2"});
  return Outcome{with_state(cs, s), events};
}

}  // namespace

int attrition_owed_sp(const SkState& s) {
  int n = 0;
  for (const auto& o : s.turn.attrition_owed) n += o.sp;
  return n;
}

std::string attrition_owed_text(const SkState& s) {
  std::string out;
  for (const auto& o : s.turn.attrition_owed)
    out += (out.empty() ? "" : ", ") + std::to_string(o.sp) + " SP in " + owed_name(s, o);
  return out;
}

void note_strength_change(SkState& s, const std::string& stand, int lost) {
  if (lost <= 0 || s.turn.attrition_owed.empty()) return;
  auto place = s.find_stand(stand);
  if (!place) return;
  std::string column = place->column ? place->column->id : "", box = place->box(), owner = place->owner();
  auto owes = [&](const OwedLoss& o) {
    return o.column.empty() ? o.box == box && o.faction == owner : o.column == column;
  };
  for (auto& o : s.turn.attrition_owed) {
    if (lost == 0) break;
    if (!owes(o)) continue;
    int take = std::min(lost, o.sp);
    o.sp -= take;
    lost -= take;
  }
  std::erase_if(s.turn.attrition_owed, [](const OwedLoss& o) { return o.sp <= 0; });
}

CommandDef allocate_attrition_command() {
  return define<AllocateArgs>(
      {.name = "sk.allocate_attrition",
       .summary = "After movement: take the attrition rolled off the stands, every loss still owed or one column's "
                  "or box's; by default spread evenly over the stands, largest first, or as the umpire names them "
                  "[SK 9.6.2]",
       .args = ArgsOf<AllocateArgs>()
                   .field(&AllocateArgs::column, arg::id("column", "column", "only this column's loss (out of supply)").eg("c8"))
                   .field(&AllocateArgs::box, arg::id("box", "box", "only the losses owed in this box"))
                   .field(&AllocateArgs::losses,
                          losses_arg("the SP each stand loses, at most what is owed (default: an even spread "
                                     "over the stands, largest first)")
                              .optional(),
                          [](const JsonCursor& c) { return std::optional(losses_from_json(c)); }),
       .check = [](const CampaignState& cs, const AllocateArgs& a) { return check_allocate(sk_state(cs), a); },
       .apply = allocate});
}

}  // namespace umpire::sk
