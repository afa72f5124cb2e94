// The umpire's own commands for Soldier King: settings, relations between
// factions (G-07), army names (8.2.2), relocating a piece (the umpire records
// positions; digest §6.2 force-allow), and issuing intelligence (8.1).
#include <algorithm>

#include "soldier_king/commands.h"
#include "soldier_king/factions.h"
#include "soldier_king/intelligence.h"
#include "soldier_king/settings.h"
#include "soldier_king/state.h"

namespace umpire::sk {

namespace {

using Reasons = std::vector<Reason>;


bool known_faction(const SkState& s, const std::string& id) { return id == kRebels || s.faction(id) != nullptr; }

CommandDef set_setting_command() {
  return CommandDef{
      "sk.set_setting", "Change a campaign setting (args: key, value); a wrong key lists the known ones",
      [](const CampaignState&, const JsonCursor& a) {
        a.only_keys({"key", "value"});
        const SettingDef* d = setting_def(a["key"].as_string());
        if (!d) {
          std::string known;
          for (const auto& def : setting_defs()) known += (known.empty() ? "" : ", ") + def.key;
          return Reasons{{"", "there is no setting \"" + a["key"].as_string() + "\" (known: " + known + ")"}};
        }
        a["value"].as_int(d->min, d->max);
        return Reasons{};
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        std::string key = a["key"].as_string();
        int value = static_cast<int>(a["value"].as_int());
        s->settings[key] = value;
        return Outcome{with_state(cs, s), {{"Setting " + key + " = " + std::to_string(value), ""}}};
      }};
}

CommandDef set_relation_command() {
  return CommandDef{
      "sk.set_relation",
      "How one faction's troops count for another: hostile, neutral or allied (args: faction, other, relation, both?) [G-07, 8.3.2]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"faction", "other", "relation", "both"});
        const SkState& s = sk_state(cs);
        a["relation"].as_enum({"hostile", "neutral", "allied"});
        std::string f = a["faction"].as_string(), o = a["other"].as_string();
        Reasons out;
        for (const auto& id : {f, o})
          if (!known_faction(s, id)) out.push_back({"", "there is no faction \"" + id + "\""});
        if (f == o) out.push_back({"", "a faction's relation to itself is not set"});
        if (f == kRebels || o == kRebels) out.push_back({"SK 17.2.8", "Rebels are hostile to everyone"});
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        std::string f = a["faction"].as_string(), o = a["other"].as_string(), r = a["relation"].as_string();
        bool both = !a.optional("both") || a["both"].as_bool();
        s->relations[f][o] = r;
        if (both) s->relations[o][f] = r;
        std::string text = both ? faction_name(f) + " and " + faction_name(o) + " are now " + r
                                : faction_name(o) + "'s troops now count as " + r + " for " + faction_name(f);
        return Outcome{with_state(cs, s), {{text, "G-07"}}};
      }};
}

CommandDef name_army_command() {
  return CommandDef{
      "sk.name_army", "Name the army an officer commands, as reports will call it (args: officer, army; empty to clear) [SK 8.2.2]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"officer", "army"});
        const SkState& s = sk_state(cs);
        a["army"].as_string();
        if (!s.officer(a["officer"].as_string())) return Reasons{{"", "there is no officer \"" + a["officer"].as_string() + "\""}};
        return Reasons{};
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        Officer* o = &s->officer_at(a["officer"].as_string());
        o->army = a["army"].as_string();
        std::string text = o->army.empty() ? o->name + " commands no named army" : o->name + " commands the " + o->army;
        return Outcome{with_state(cs, s), {{text, "SK 8.2.2"}}};
      }};
}

CommandDef relocate_command() {
  return CommandDef{
      "sk.relocate",
      "Umpire's correction: put a column (with its DC), an officer or a garrison in any box, with the reason (args: piece, box, reason) [digest §6.2]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"piece", "box", "reason"});
        const SkState& s = sk_state(cs);
        std::string piece = a["piece"].as_string();
        if (a["reason"].as_string().empty()) return Reasons{{"", "an umpire's correction records its reason"}};
        if (!s.map->box(a["box"].as_string())) return Reasons{{"", "there is no box \"" + a["box"].as_string() + "\""}};
        if (!s.column(piece) && !s.officer(piece) && !s.garrison(piece))
          return Reasons{{"", "there is no column, officer or garrison \"" + piece + "\""}};
        if (const Officer* o = s.officer(piece); o && !o->column.empty())
          return Reasons{{"SK 3.3", o->name + " commands " + s.column_at(o->column).name + " and moves with it"}};
        return Reasons{};
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        std::string piece = a["piece"].as_string(), box = a["box"].as_string(), name;
        if (Column* c = s->column(piece)) {
          s->move_column(*c, box);
          name = c->name;
        } else if (Officer* o = s->officer(piece)) {
          o->box = box;
          name = o->name;
        } else {
          for (auto& g : s->garrisons)
            if (g.id == piece) g.box = box;
          name = "garrison " + piece;
        }
        std::string text = "Umpire puts " + name + " in " + s->map->box_name(box) + ": " + a["reason"].as_string();
        return Outcome{with_state(cs, s), {{text, ""}}};
      }};
}

CommandDef issue_intelligence_command() {
  return CommandDef{
      "sk.issue_intelligence",
      "Issue intelligence reports now, to one faction or every active one (args: faction?) [SK 8.1-8.3.3]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"faction"});
        const SkState& s = sk_state(cs);
        if (auto f = a.optional("faction")) {
          const Faction* fac = s.faction(f->as_string());
          if (!fac) return Reasons{{"", "there is no faction \"" + f->as_string() + "\""}};
          if (!fac->active) return Reasons{{"SK 18.1.2", fac->name + " is not an active duchy"}};
        }
        return Reasons{};
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice& dice) {
        auto s = copy_state(cs);
        std::vector<std::string> who;
        if (auto f = a.optional("faction")) who.push_back(f->as_string());
        else
          for (const auto& fac : s->factions)
            if (fac.active) who.push_back(fac.id);
        std::vector<Event> events;
        for (const auto& f : who) {
          PlayerPicture p = make_picture(*s, f, dice);
          int reports = 0;
          for (const auto& b : p.boxes) reports += b.troops;
          s->pictures[f] = picture_json(p);
          events.push_back({"Intelligence issued to " + faction_name(f) + " for " + s->date.describe() + ": " +
                                std::to_string(p.boxes.size()) + " boxes reported, foreign troops seen in " +
                                std::to_string(reports),
                            "SK 8.1"});
        }
        return Outcome{with_state(cs, s), events};
      }};
}

}  // namespace

std::vector<CommandDef> umpire_commands() {
  return {set_setting_command(), set_relation_command(), name_army_command(), relocate_command(),
          issue_intelligence_command()};
}

}  // namespace umpire::sk
