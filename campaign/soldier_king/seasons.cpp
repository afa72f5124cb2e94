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

namespace {

using Reasons = std::vector<Reason>;

CommandDef spring_magazine_command() {
  return CommandDef{
      "sk.spring_magazine",
      "Spring: a ruler places the magazine of one of his provinces in a city box of that province "
      "(args: faction, province, box) [SK 9.2, G-23]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"faction", "province", "box"});
        const SkState& s = sk_state(cs);
        std::string faction = a["faction"].as_string(), province = a["province"].as_string(), box = a["box"].as_string();
        Reasons out;
        const Faction* f = s.faction(faction);
        if (!f || !f->active) return Reasons{{"", "there is no active faction \"" + faction + "\""}};
        const Province* p = s.map->province(province);
        if (!p) return Reasons{{"", "there is no province \"" + province + "\""}};
        if (s.date.season != Season::Spring || s.phase != Phase::SeasonStart || s.start_step != StartStep::Magazines)
          out.push_back({"SK 9.2", "magazines are received at the beginning of each spring game turn, before the random events"});
        auto ruler = s.rulers.find(province);
        if (ruler == s.rulers.end() || ruler->second != faction)
          out.push_back({"SK 9.2", f->name + " does not rule " + p->name + ": one magazine comes from each province a player rules"});
        else if (s.spring_magazines.count(faction) && s.spring_magazines.at(faction).count(province))
          out.push_back({"SK 9.2", f->name + " has already received " + p->name + "'s magazine this spring"});
        const CityBox* b = s.map->box(box);
        if (!b) out.push_back({"", "there is no box \"" + box + "\""});
        else if (b->province != province)
          out.push_back({"SK 9.2", b->name + " is not in " + p->name + ": the magazine is placed in a city box of its province"});
        else
          for (auto& r : check_magazine_placement(s, faction, box)) out.push_back(std::move(r));
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        std::string faction = a["faction"].as_string(), province = a["province"].as_string();
        Magazine m;
        m.id = s->new_id("m");
        m.owner = faction;
        m.box = a["box"].as_string();
        s->magazines.push_back(m);
        s->spring_magazines[faction].insert(province);
        // Remembered for a Poor Harvest in the province (17.2.5).
        if (s->events.spring_magazine_date != s->date.ordinal()) {
          s->events.spring_magazine_ids.clear();
          s->events.spring_magazine_date = s->date.ordinal();
        }
        s->events.spring_magazine_ids[province] = m.id;
        std::string text = faction_name(faction) + " receives the magazine of " + s->map->province_at(province).name +
                           " and places it in " + s->map->box_name(m.box) + " (" + m.id + ")";
        return Outcome{with_state(cs, s), {{text, "SK 9.2", Json{{"magazine", m.id}, {"box", m.box}}}}};
      }};
}

}  // namespace

std::vector<CommandDef> season_commands() { return {spring_magazine_command()}; }

}  // namespace umpire::sk
