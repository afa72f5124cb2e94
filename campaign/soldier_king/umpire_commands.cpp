// The umpire's own commands for Soldier King: settings, relations between
// factions (SK 8.3.2), army names (SK 8.2.2), relocating a piece (the umpire
// records positions and may put any piece anywhere), and issuing intelligence
// (SK 8.1).
#include <algorithm>

#include "soldier_king/commands.h"
#include "soldier_king/factions.h"
#include "soldier_king/intelligence.h"
#include "soldier_king/settings.h"
#include "soldier_king/sightings.h"
#include "soldier_king/state.h"

namespace umpire::sk {

namespace {

using Reasons = std::vector<Reason>;

bool known_faction(const SkState& s, const std::string& id) { return id == kRebels || s.faction(id) != nullptr; }

// --- sk.set_setting ---

struct SetSettingArgs {
  std::string key;
  std::int64_t value = 0;
};

Reasons check_setting(const SetSettingArgs& a) {
  const SettingDef* d = setting_def(a.key);
  if (!d) {
    std::string known;
    for (const auto& def : setting_defs()) known += (known.empty() ? "" : ", ") + def.key;
    return {{"", "there is no setting \"" + a.key + "\" (known: " + known + ")"}};
  }
  if (a.value < d->min || a.value > d->max)
    return {{"", "the setting " + a.key + " takes an integer from " + std::to_string(d->min) + " to " +
                     std::to_string(d->max) + ", found " + std::to_string(a.value)}};
  return {};
}

Outcome change_setting(const CampaignState& cs, const SetSettingArgs& a, Dice&) {
  auto s = copy_state(cs);
  int value = static_cast<int>(a.value);
  s->settings[a.key] = value;
  return Outcome{with_state(cs, s), {{"Setting " + a.key + " = " + std::to_string(value), ""}}};
}

CommandDef set_setting_command() {
  return define<SetSettingArgs>(
      {.name = "sk.set_setting",
       .summary = "Change a campaign setting; a wrong key lists the known ones",
       .flags = kUmpireRuling,
       .args = ArgsOf<SetSettingArgs>()
                   .field(&SetSettingArgs::key, arg::id("key", "setting", "the setting, e.g. events.off").eg("events.off"))
                   .field(&SetSettingArgs::value, arg::integer("value", INT64_MIN, INT64_MAX,
                                                               "its new value, within the setting's own range")
                                                      .eg(1)),
       .check = [](const CampaignState&, const SetSettingArgs& a) { return check_setting(a); },
       .apply = change_setting});
}

// --- sk.set_relation ---

struct RelationArgs {
  std::string faction, other, relation;
  bool both = true;
};

Reasons check_relation(const SkState& s, const RelationArgs& a) {
  Reasons out;
  for (const auto& id : {a.faction, a.other})
    if (!known_faction(s, id)) out.push_back({"", s.no_faction(id)});
  if (a.faction == a.other) out.push_back({"", "a faction's relation to itself is not set"});
  if (a.faction == kRebels || a.other == kRebels) out.push_back({"SK 17.2.8", "Rebels are hostile to everyone"});
  return out;
}

Outcome set_relation(const CampaignState& cs, const RelationArgs& a, Dice&) {
  auto s = copy_state(cs);
  s->relations[a.faction][a.other] = a.relation;
  if (a.both) s->relations[a.other][a.faction] = a.relation;
  std::string text = a.both ? faction_name(a.faction) + " and " + faction_name(a.other) + " are now " + a.relation
                            : faction_name(a.other) + "'s troops now count as " + a.relation + " for " +
                                  faction_name(a.faction);
  return Outcome{with_state(cs, s), {{text, "SK 6.1"}}};
}

CommandDef set_relation_command() {
  return define<RelationArgs>(
      {.name = "sk.set_relation",
       .summary = "How one faction's troops count for another: hostile, neutral or allied [SK 8.3.2]",
       .flags = kUmpireRuling,
       .args = ArgsOf<RelationArgs>()
                   .field(&RelationArgs::faction, arg::id("faction", "faction", "the faction whose view is set").eg("argozia"))
                   .field(&RelationArgs::other, arg::id("other", "faction", "the faction whose troops it sees").eg("arcadia"))
                   .field(&RelationArgs::relation, arg::choice("relation", {"hostile", "neutral", "allied"},
                                                               "how they count").eg("allied"))
                   .field(&RelationArgs::both, arg::flag("both", "set it both ways").or_else(true)),
       .check = [](const CampaignState& cs, const RelationArgs& a) { return check_relation(sk_state(cs), a); },
       .apply = set_relation});
}

// --- sk.name_army ---

struct NameArmyArgs {
  std::string officer, army;
};

Outcome name_army(const CampaignState& cs, const NameArmyArgs& a, Dice&) {
  auto s = copy_state(cs);
  Officer* o = &s->officer_at(a.officer);
  o->army = a.army;
  std::string text = o->army.empty() ? o->name + " commands no named army" : o->name + " commands the " + o->army;
  return Outcome{with_state(cs, s), {{text, "SK 8.2.2"}}};
}

CommandDef name_army_command() {
  return define<NameArmyArgs>(
      {.name = "sk.name_army",
       .summary = "Name the army an officer commands, as reports will call it [SK 8.2.2]",
       .flags = kUmpireRuling,
       .args = ArgsOf<NameArmyArgs>()
                   .field(&NameArmyArgs::officer, arg::id("officer", "officer", "the commanding officer").eg("o85"))
                   .field(&NameArmyArgs::army, arg::text("army", "the army's name; empty to clear it").eg("Army of the Rhine")),
       .check = [](const CampaignState& cs, const NameArmyArgs& a) {
         if (!sk_state(cs).officer(a.officer)) return Reasons{{"", "there is no officer \"" + a.officer + "\""}};
         return Reasons{};
       },
       .apply = name_army});
}

// --- sk.relocate ---

struct RelocateArgs {
  std::string piece, box, reason;
};

Reasons check_relocate(const SkState& s, const RelocateArgs& a) {
  if (a.reason.empty()) return {{"", "an umpire's correction records its reason"}};
  if (!s.map->box(a.box)) return {{"", "there is no box \"" + a.box + "\""}};
  if (!s.column(a.piece) && !s.officer(a.piece) && !s.garrison(a.piece))
    return {{"", "there is no column, officer or garrison \"" + a.piece + "\""}};
  if (const Officer* o = s.officer(a.piece); o && !o->column.empty())
    return {{"SK 3.3", o->name + " commands " + s.column_at(o->column).name + " and moves with it"}};
  return {};
}

// The umpire's correction: the piece is put in the box, whatever the rules of movement say.
Outcome relocate_piece(const CampaignState& cs, const RelocateArgs& a, Dice&) {
  auto s = copy_state(cs);
  std::string name;
  if (Column* c = s->column(a.piece)) {
    s->move_column(*c, a.box);
    name = c->name;
  } else if (Officer* o = s->officer(a.piece)) {
    o->box = a.box;
    name = o->name;
  } else {
    for (auto& g : s->garrisons)
      if (g.id == a.piece) g.box = a.box;
    name = "garrison " + a.piece;
  }
  std::string text = "Umpire puts " + name + " in " + s->map->box_name(a.box) + ": " + a.reason;
  return Outcome{with_state(cs, s), {{text, ""}}};
}

CommandDef relocate_command() {
  return define<RelocateArgs>(
      {.name = "sk.relocate",
       .summary = "Umpire's correction: put a column (with its DC), an officer or a garrison in any box, with the reason",
       .flags = kUmpireRuling,
       .args = ArgsOf<RelocateArgs>()
                   .field(&RelocateArgs::piece, arg::id("piece", "column, officer or garrison", "the piece to move").eg("c1"))
                   .field(&RelocateArgs::box, arg::id("box", "box", "where it goes").eg("ostmoor"))
                   .field(&RelocateArgs::reason, arg::text("reason", "why, recorded with the event")
                                                     .eg("the column was left behind by mistake")),
       .check = [](const CampaignState& cs, const RelocateArgs& a) { return check_relocate(sk_state(cs), a); },
       .apply = relocate_piece});
}

// --- sk.issue_intelligence ---

struct IntelligenceArgs {
  std::optional<std::string> faction;
};

Reasons check_intelligence(const SkState& s, const IntelligenceArgs& a) {
  if (!a.faction) return {};
  const Faction* fac = s.faction(*a.faction);
  if (!fac) return {{"", s.no_faction(*a.faction)}};
  if (!fac->active) return {{"SK 18.1.2", fac->name + " is not an active duchy"}};
  return {};
}

// SK 8.1: each faction's picture of the others' troops, rolled now.
Outcome issue_intelligence(const CampaignState& cs, const IntelligenceArgs& a, Dice& dice) {
  auto s = copy_state(cs);
  std::vector<std::string> who;
  if (a.faction) who.push_back(*a.faction);
  else
    for (const auto& fac : s->factions)
      if (fac.active) who.push_back(fac.id);
  std::vector<Event> events;
  for (const auto& f : who) {
    PlayerPicture p = issue_picture(*s, f, dice);
    int reports = 0;
    for (const auto& b : p.boxes) reports += b.troops;
    events.push_back({"Intelligence issued to " + faction_name(f) + " for " + s->date.describe() + ": " +
                          std::to_string(p.boxes.size()) + " boxes reported, foreign troops seen in " +
                          std::to_string(reports),
                      "SK 8.1"});
  }
  return Outcome{with_state(cs, s), events};
}

CommandDef issue_intelligence_command() {
  return define<IntelligenceArgs>(
      {.name = "sk.issue_intelligence",
       .summary = "Issue intelligence reports now, to one faction or every active one [SK 8.1-8.3.3]",
       .args = ArgsOf<IntelligenceArgs>().field(
           &IntelligenceArgs::faction, arg::id("faction", "faction", "only this faction (default: every active one)").eg("argozia")),
       .check = [](const CampaignState& cs, const IntelligenceArgs& a) { return check_intelligence(sk_state(cs), a); },
       .apply = issue_intelligence});
}

}  // namespace

std::vector<CommandDef> umpire_commands() {
  return {set_setting_command(), set_relation_command(), name_army_command(), relocate_command(),
          issue_intelligence_command()};
}

}  // namespace umpire::sk
