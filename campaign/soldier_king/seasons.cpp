#include "soldier_king/seasons.h"

#include "soldier_king/factions.h"
#include "soldier_king/supply.h"

namespace umpire::sk {

std::vector<std::string> spring_magazines_due(const SkState& s, const std::string& faction) {
  std::vector<std::string> out;
  auto placed = s.spring_magazines.find(faction);
  for (const auto& [province, ruler] : s.rulers)
    if (ruler == faction && (placed == s.spring_magazines.end() || !placed->second.count(province)))
      out.push_back(province);
  return out;
}

std::string spring_magazines_due_text(const SkState& s) {
  std::string due;
  if (s.date.season != Season::Spring) return due;
  for (const auto& f : s.factions)
    if (f.active)
      if (auto left = spring_magazines_due(s, f.id); !left.empty())
        due += (due.empty() ? "" : ", ") + f.name + " " + std::to_string(left.size());
  return due;
}

namespace {

using Reasons = std::vector<Reason>;

struct SpringMagazineArgs {
  std::string faction, province, box;
};

Reasons check_spring_magazine(const SkState& s, const SpringMagazineArgs& a) {
  Reasons out;
  const Faction* f = s.faction(a.faction);
  if (!f || !f->active) return {{"", "there is no active faction \"" + a.faction + "\""}};
  const Province* p = s.map->province(a.province);
  if (!p) return {{"", "there is no province \"" + a.province + "\""}};
  if (s.date.season != Season::Spring || s.phase != Phase::SeasonStart || s.start_step != StartStep::Magazines)
    out.push_back({"SK 9.2", "magazines are received at the beginning of each spring game turn, before the random events"});
  auto ruler = s.rulers.find(a.province);
  if (ruler == s.rulers.end() || ruler->second != a.faction)
    out.push_back({"SK 9.2", f->name + " does not rule " + p->name + ": one magazine comes from each province a player rules"});
  else if (s.spring_magazines.count(a.faction) && s.spring_magazines.at(a.faction).count(a.province))
    out.push_back({"SK 9.2", f->name + " has already received " + p->name + "'s magazine this spring"});
  const CityBox* b = s.map->box(a.box);
  if (!b) out.push_back({"", "there is no box \"" + a.box + "\""});
  else if (b->province != a.province)
    out.push_back({"SK 9.2", b->name + " is not in " + p->name + ": the magazine is placed in a city box of its province"});
  else
    for (auto& r : check_magazine_placement(s, a.faction, a.box)) out.push_back(std::move(r));
  return out;
}

// SK 9.2: one magazine each spring from each province a player rules.
Outcome receive_spring_magazine(const CampaignState& cs, const SpringMagazineArgs& a, Dice&) {
  auto s = copy_state(cs);
  Magazine m;
  m.id = s->new_id("m");
  m.owner = a.faction;
  m.box = a.box;
  s->magazines.push_back(m);
  s->spring_magazines[a.faction].insert(a.province);
  // Remembered for a Poor Harvest in the province (SK 17.2.5).
  if (s->events.spring_magazine_date != s->date.ordinal()) {
    s->events.spring_magazine_ids.clear();
    s->events.spring_magazine_date = s->date.ordinal();
  }
  s->events.spring_magazine_ids[a.province] = m.id;
  std::string text = faction_name(a.faction) + " receives the magazine of " + s->map->province_at(a.province).name +
                     " and places it in " + s->map->box_name(m.box) + " (" + m.id + ")";
  return Outcome{with_state(cs, s), {{text, "SK 9.2", Json{{"magazine", m.id}, {"box", m.box}}}}};
}

CommandDef spring_magazine_command() {
  return define<SpringMagazineArgs>(
      {.name = "sk.spring_magazine",
       .summary = "Spring: a ruler places the magazine of one of his provinces in a city box of that province [SK 9.2]",
       .flags = kPlayerOrder,
       .args = ArgsOf<SpringMagazineArgs>()
                   .field(&SpringMagazineArgs::faction, arg::id("faction", "faction", "the ruler").eg("argozia"))
                   .field(&SpringMagazineArgs::province, arg::id("province", "province", "a province he rules").eg("vellmark"))
                   .field(&SpringMagazineArgs::box, arg::id("box", "box", "a city box of that province").eg("vellhaven")),
       .check = [](const CampaignState& cs, const SpringMagazineArgs& a) { return check_spring_magazine(sk_state(cs), a); },
       .apply = receive_spring_magazine});
}

}  // namespace

std::vector<CommandDef> season_commands() { return {spring_magazine_command()}; }

}  // namespace umpire::sk
