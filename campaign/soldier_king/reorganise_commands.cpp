// Soldier King's reorganisation of the armies: moving stands between columns
// and forming new ones (SK 14.1, 14.1.1), garrisons (SK 3.4), consolidation
// (SK 14.1.2, 14.2), and the umpire's rulings on a stand's quality (SK 4.1,
// 12.4.3) and strength. Each refusal cites the rule.
#include <algorithm>
#include <set>

#include "soldier_king/army.h"
#include "soldier_king/commands.h"
#include "soldier_king/officer_names.h"
#include "soldier_king/state.h"
#include "soldier_king/supply.h"

namespace umpire::sk {

namespace {

using Reasons = std::vector<Reason>;

// Stands are listed by id, at least one, none empty.
ArgSpec stand_list(std::string name, std::string meaning) {
  return arg::ids(std::move(name), "stand", std::move(meaning)).not_empty().at_least(1);
}

// Where each listed stand is now; reasons when one is missing, listed twice,
// not the faction's, or not in the box.
Reasons locate_stands(SkState& s, const std::vector<std::string>& ids, const std::string& owner,
                      const std::string& box, bool any_box) {
  Reasons out;
  std::set<std::string> seen;
  for (const auto& id : ids) {
    if (!seen.insert(id).second) {
      out.push_back({"", "stand " + id + " is listed twice"});
      continue;
    }
    auto place = s.find_stand(id);
    if (!place) {
      out.push_back({"", "there is no stand " + id});
      continue;
    }
    if (place->owner() != owner) out.push_back({"SK 14.1", "stand " + id + " belongs to another faction"});
    else if (!any_box && place->box() != box)
      out.push_back({"SK 14.1", "stand " + id + " is in " + s.map->box_name(place->box()) + ", not " + s.map->box_name(box) +
                                    " (stands are reorganised within one box unless the umpire allows it)"});
    if (place->column && place->column->rebel) out.push_back({"SK 14.1.1", "Rebels never reorganise"});
  }
  return out;
}

// Takes the listed stands out of their columns and garrisons. Columns left
// empty are dissolved and their DC becomes a CC (SK 14.1.1); empty garrisons go.
std::vector<Stand> take_stands(SkState& s, const std::vector<std::string>& ids, std::vector<Event>& events) {
  std::vector<Stand> taken;
  for (const auto& id : ids) {
    auto place = s.find_stand(id);
    taken.push_back(place->stand());
    auto& list = place->column ? place->column->stands : place->garrison->stands;
    list.erase(list.begin() + static_cast<std::ptrdiff_t>(place->index));
  }
  remove_spent_pieces(s, events);
  return taken;
}

// Checks every column touched by taking `ids` out (a column may be emptied
// entirely, but not left below its minimum), with the rule.
Reasons check_sources(SkState trial, const std::vector<std::string>& ids, const std::string& except_column) {
  Reasons out;
  std::set<std::string> touched;
  for (const auto& id : ids)
    if (auto p = trial.find_stand(id); p && p->column && p->column->id != except_column) touched.insert(p->column->id);
  std::vector<Event> ignored;
  take_stands(trial, ids, ignored);
  for (const auto& c : trial.columns)
    if (touched.count(c.id))
      for (auto& r : check_column(*trial.forces, c)) out.push_back(std::move(r));
  return out;
}

// --- sk.move_stands ---

struct MoveStandsArgs {
  std::vector<std::string> stands;
  std::string to;
  bool across_boxes = false;
};

Reasons check_move_stands(SkState s, const MoveStandsArgs& a) {
  const Column* to = s.column(a.to);
  if (!to) return {{"", "there is no column \"" + a.to + "\""}};
  if (to->rebel) return {{"SK 14.1.1", "Rebels never reorganise"}};
  Reasons out = locate_stands(s, a.stands, to->owner, to->box, a.across_boxes);
  if (!out.empty()) return out;
  for (const auto& id : a.stands)
    if (auto p = s.stand_at(id); p.column && p.column->id == to->id) return {{"", "stand " + id + " is already in " + to->name}};
  Column after = *to;
  for (const auto& id : a.stands) after.stands.push_back(s.stand_at(id).stand());
  out = check_column(*s.forces, after);
  for (auto& r : check_sources(s, a.stands, to->id)) out.push_back(std::move(r));
  return out;
}

Outcome move_stands(const CampaignState& cs, const MoveStandsArgs& a, Dice&) {
  auto s = copy_state(cs);
  std::vector<Event> events;
  auto moved = take_stands(*s, a.stands, events);
  Column* to = &s->column_at(a.to);
  for (auto& st : moved) to->stands.push_back(st);
  std::string rule = a.across_boxes ? "SK 14.1 (umpire's discretion)" : "SK 14.1";
  events.insert(events.begin(),
                Event{std::to_string(moved.size()) + (moved.size() == 1 ? " stand joins " : " stands join ") + to->name, rule});
  return Outcome{with_state(cs, s), events};
}

CommandDef move_stands_command() {
  return define<MoveStandsArgs>(
      {.name = "sk.move_stands",
       .summary = "Reorganise: move stands into another column in the same box [SK 14.1, 14.1.1]",
       .flags = kPlayerOrder,
       .args = ArgsOf<MoveStandsArgs>()
                   .field(&MoveStandsArgs::stands, stand_list("stands", "the stands to move").eg(Json::array({"s3"})))
                   .field(&MoveStandsArgs::to, arg::id("to", "column", "the column they join").eg("c2"))
                   .field(&MoveStandsArgs::across_boxes,
                          arg::flag("across_boxes", "the umpire allows stands from other boxes").or_else(false)),
       .check = [](const CampaignState& cs, const MoveStandsArgs& a) { return check_move_stands(sk_state(cs), a); },
       .apply = move_stands});
}

// --- sk.form_column ---

struct FormColumnArgs {
  std::string owner, box, kind, name;
  std::vector<std::string> stands;
  std::optional<std::string> commander;
};

ColumnKind column_kind(const std::string& kind) {
  return kind == "infantry" ? ColumnKind::Infantry : kind == "heavy_cavalry" ? ColumnKind::HeavyCavalry : ColumnKind::LightCavalry;
}

// SK 3.3: a column's commander is a DC or CC of its army, in its box, without a column.
Reasons check_commander(const SkState& s, const FormColumnArgs& a) {
  const Officer* o = s.officer(*a.commander);
  if (!o) return {{"", "there is no officer \"" + *a.commander + "\""}};
  if (o->owner != a.owner || o->box != a.box || !o->column.empty() || (o->rank != Rank::DC && o->rank != Rank::CC))
    return {{"SK 3.3", o->name + " cannot take command: a column's commander is a DC or CC of its army, in its box, without a column"}};
  return {};
}

Reasons check_form_column(SkState s, const FormColumnArgs& a) {
  if (!s.faction(a.owner)) return {{"", s.no_faction(a.owner)}};
  if (!s.map->box(a.box)) return {{"", "there is no box \"" + a.box + "\""}};
  Reasons out = locate_stands(s, a.stands, a.owner, a.box, false);
  if (a.name.empty()) out.push_back({"", "a column needs a name"});
  if (!out.empty()) return out;
  Column c;
  c.name = a.name;
  c.kind = column_kind(a.kind);
  for (const auto& id : a.stands) c.stands.push_back(s.stand_at(id).stand());
  out = check_column(*s.forces, c);
  for (auto& r : check_sources(s, a.stands, "")) out.push_back(std::move(r));
  if (a.commander)
    for (auto& r : check_commander(s, a)) out.push_back(std::move(r));
  return out;
}

Outcome form_column(const CampaignState& cs, const FormColumnArgs& a, Dice&) {
  auto s = copy_state(cs);
  std::vector<Event> events;
  Column c;
  c.id = s->new_id("c");
  c.name = a.name;
  c.owner = a.owner;
  c.kind = column_kind(a.kind);
  c.box = a.box;
  c.stands = take_stands(*s, a.stands, events);
  events.insert(events.begin(), Event{c.name + " is formed in " + s->map->box_name(c.box) + " from " +
                                          std::to_string(c.stands.size()) + " stands",
                                      "SK 14.1"});
  if (a.commander) {
    Officer* o = &s->officer_at(*a.commander);
    o->rank = Rank::DC;
    o->column = c.id;
    events.push_back({o->name + " takes command of " + c.name, "SK 3.3"});
  } else {
    Officer dc{s->new_id("o"), new_officer_name(*s, c.owner, cs.core.seed, c.name), c.owner, Rank::DC, c.box, c.id};
    events.push_back({dc.name + " is appointed to command it (rename him as you wish)", "SK 3.3"});
    s->officers.push_back(dc);
  }
  s->columns.push_back(std::move(c));
  return Outcome{with_state(cs, s), events};
}

CommandDef form_column_command() {
  return define<FormColumnArgs>(
      {.name = "sk.form_column",
       .summary = "Reorganise: form a new column from stands in one box [SK 14.1, 14.1.1]",
       .flags = kPlayerOrder,
       .args = ArgsOf<FormColumnArgs>()
                   .field(&FormColumnArgs::owner, arg::id("owner", "faction", "whose column it is").eg("argozia"))
                   .field(&FormColumnArgs::box, arg::id("box", "box", "where it forms").eg("vellhaven"))
                   .field(&FormColumnArgs::kind, arg::choice("kind", {"infantry", "heavy_cavalry", "light_cavalry"},
                                                            "what kind of column")
                                                     .eg("infantry"))
                   .field(&FormColumnArgs::name, arg::text("name", "its name").eg("Second Infantry"))
                   .field(&FormColumnArgs::stands, stand_list("stands", "the stands it is formed from").eg(Json::array({"s3", "s4"})))
                   .field(&FormColumnArgs::commander,
                          arg::id("commander", "officer", "a DC or CC in the box to command it (default: a new DC)")),
       .check = [](const CampaignState& cs, const FormColumnArgs& a) { return check_form_column(sk_state(cs), a); },
       .apply = form_column});
}

// --- sk.detach_garrison ---

struct DetachArgs {
  std::string column;
  std::vector<std::string> stands;
};

Reasons check_detach(SkState s, const DetachArgs& a) {
  const Column* c = s.column(a.column);
  if (!c) return {{"", "there is no column \"" + a.column + "\""}};
  if (c->box.empty()) return {{"SK 5.1", c->name + " has not been set up yet"}};
  Reasons out = locate_stands(s, a.stands, c->owner, c->box, false);
  for (const auto& id : a.stands)
    if (auto p = s.find_stand(id); p && (!p->column || p->column->id != c->id)) out.push_back({"", "stand " + id + " is not in " + c->name});
  if (!out.empty()) return out;
  if (c->stands.size() < a.stands.size() + 2)
    out.push_back({"SK 3.4", c->name + " must keep at least 2 units when it detaches a garrison"});
  return out;
}

Outcome detach_garrison(const CampaignState& cs, const DetachArgs& a, Dice&) {
  auto s = copy_state(cs);
  const Column* c = &s->column_at(a.column);
  std::string owner = c->owner, box = c->box, name = c->name;
  std::vector<Event> events;
  auto stands = take_stands(*s, a.stands, events);
  Garrison* g = nullptr;
  for (auto& existing : s->garrisons)
    if (existing.owner == owner && existing.box == box) g = &existing;
  if (!g) {
    s->garrisons.push_back(Garrison{s->new_id("g"), owner, box, {}});
    g = &s->garrisons.back();
  }
  for (auto& st : stands) g->stands.push_back(st);
  events.insert(events.begin(), Event{name + " detaches " + std::to_string(stands.size()) + " stand" +
                                          (stands.size() == 1 ? "" : "s") + " as the garrison of " + s->map->box_name(box),
                                      "SK 3.4"});
  return Outcome{with_state(cs, s), events};
}

CommandDef detach_garrison_command() {
  return define<DetachArgs>(
      {.name = "sk.detach_garrison",
       .summary = "Detach stands from a column as a garrison in its box [SK 3.4]",
       .flags = kPlayerOrder,
       .args = ArgsOf<DetachArgs>()
                   .field(&DetachArgs::column, arg::id("column", "column", "the column they leave").eg("c1"))
                   .field(&DetachArgs::stands, stand_list("stands", "the stands that stay as the garrison").eg(Json::array({"s3"}))),
       .check = [](const CampaignState& cs, const DetachArgs& a) { return check_detach(sk_state(cs), a); },
       .apply = detach_garrison});
}

// --- sk.consolidate ---

// SK 14.1.2: the largest stand consolidation may make of each formed type.
int consolidated_maximum(const std::string& type) {
  if (type == "infantry_regiment") return 4;
  if (type == "heavy_cavalry_brigade" || type == "dragoon_brigade") return 3;
  return 0;  // light troops, light cavalry regiments and batteries are not consolidated
}

struct ConsolidateArgs {
  std::string stand, into;
  bool across_boxes = false;
};

Reasons check_consolidate(SkState s, const ConsolidateArgs& a) {
  if (a.stand == a.into) return {{"", "a stand cannot be consolidated with itself"}};
  auto into = s.find_stand(a.into);
  if (!into) return {{"", "there is no stand \"" + a.into + "\""}};
  Reasons out = locate_stands(s, {a.stand}, into->owner(), into->box(), a.across_boxes);
  if (into->column && into->column->rebel) out.push_back({"SK 14.1.1", "Rebels never reorganise"});
  if (!out.empty()) return out;
  const Stand& donor = s.stand_at(a.stand).stand();
  const Stand& keeper = into->stand();
  int maximum = consolidated_maximum(keeper.type);
  if (donor.type != keeper.type || maximum == 0)
    return {{"SK 14.1.2", "only formed infantry regiments, and cavalry brigades, consolidate, each with its own kind"}};
  if (donor.sp >= 2)
    out.push_back({"SK 14.1.2", "stand " + a.stand + " has " + std::to_string(donor.sp) + " SP; only stands below 2 SP are consolidated"});
  if (donor.sp + keeper.sp > maximum)
    out.push_back({"SK 14.1.2", "the consolidated stand would have " + std::to_string(donor.sp + keeper.sp) + " SP; at most " +
                                    std::to_string(maximum)});
  for (auto& r : check_sources(s, {a.stand}, "")) out.push_back(std::move(r));
  return out;
}

Outcome consolidate(const CampaignState& cs, const ConsolidateArgs& a, Dice&) {
  auto s = copy_state(cs);
  std::vector<Event> events;
  Stand donor = take_stands(*s, {a.stand}, events).front();
  SkState::StandPlace into = s->stand_at(a.into);
  Stand& keeper = into.stand();
  // The majority of the converged unit's SP decides its rating; a tie takes
  // the lower rating (a default: the rulebook does not say).
  Quality q = keeper.sp > donor.sp   ? keeper.quality
              : donor.sp > keeper.sp ? donor.quality
                                     : std::min(keeper.quality, donor.quality);
  keeper.sp += donor.sp;
  keeper.quality = q;
  keeper.morale = *table_morale(*s->forces, keeper.type, q, into.column && into.column->guards);
  keeper.shock = keeper.shock || donor.shock;
  events.insert(events.begin(), Event{"stand " + a.stand + " is consolidated into " + a.into + ": " +
                                          std::to_string(keeper.sp) + " SP, " + to_string(q),
                                      "SK 14.1.2"});
  return Outcome{with_state(cs, s), events};
}

CommandDef consolidate_command() {
  return define<ConsolidateArgs>(
      {.name = "sk.consolidate",
       .summary = "Consolidate a stand below 2 SP into another of its type in the box [SK 14.1.2, 14.2]",
       .flags = kPlayerOrder,
       .args = ArgsOf<ConsolidateArgs>()
                   .field(&ConsolidateArgs::stand, arg::id("stand", "stand", "the weak stand, which goes").eg("s3"))
                   .field(&ConsolidateArgs::into, arg::id("into", "stand", "the stand that takes its SP").eg("s4"))
                   .field(&ConsolidateArgs::across_boxes,
                          arg::flag("across_boxes", "the umpire allows stands in different boxes").or_else(false)),
       .check = [](const CampaignState& cs, const ConsolidateArgs& a) { return check_consolidate(sk_state(cs), a); },
       .apply = consolidate});
}

// --- sk.set_quality ---

struct QualityArgs {
  std::string stand;
  Quality quality = Quality::Raw;
  std::string reason;
};

ArgSpec quality_spec() {
  return arg::choice("quality", {"raw", "experienced", "veteran", "elite"}, "the stand's new quality").eg("veteran");
}

Reasons check_quality(SkState s, const QualityArgs& a) {
  if (a.reason.empty()) return {{"SK 4.1", "an umpire's ruling on quality records its reason"}};
  auto place = s.find_stand(a.stand);
  if (!place) return {{"", "there is no stand \"" + a.stand + "\""}};
  const StandType* t = &s.forces->stand_type_at(place->stand().type);
  if (!t->allows(a.quality))
    return {{"SK 4.2.1", t->name + " may never be " + to_string(a.quality) + " (light troops and artillery never become Elite)"}};
  if (place->stand().quality == a.quality) return {{"", "the stand is already " + std::string(to_string(a.quality))}};
  return {};
}

Outcome set_quality(const CampaignState& cs, const QualityArgs& a, Dice&) {
  auto s = copy_state(cs);
  SkState::StandPlace place = s->stand_at(a.stand);
  Stand& st = place.stand();
  bool guards = place.column && place.column->guards;
  bool up = static_cast<int>(a.quality) > static_cast<int>(st.quality);
  st.quality = a.quality;
  st.morale = *table_morale(*s->forces, st.type, a.quality, guards);
  std::string text = s->forces->stand_type_at(st.type).name + " " + st.id + " is " + (up ? "promoted" : "demoted") + " to " +
                     to_string(a.quality) + " (M" + std::to_string(st.morale) + "): " + a.reason;
  return Outcome{with_state(cs, s), {{text, up ? "SK 4.1" : "SK 4.1, 12.4.3"}}};
}

CommandDef set_quality_command() {
  return define<QualityArgs>(
      {.name = "sk.set_quality",
       .summary = "Umpire's ruling: promote or demote a stand [SK 4.1, 12.4.3]",
       .flags = kUmpireRuling,
       .args = ArgsOf<QualityArgs>()
                   .field(&QualityArgs::stand, arg::id("stand", "stand", "the stand").eg("s3"))
                   .field(&QualityArgs::quality, quality_spec(), quality_from_json)
                   .field(&QualityArgs::reason, arg::text("reason", "why, recorded with the event").eg("held the bridge at Kalmsee")),
       .check = [](const CampaignState& cs, const QualityArgs& a) { return check_quality(sk_state(cs), a); },
       .apply = set_quality});
}

// --- sk.set_strength ---

struct StrengthArgs {
  std::string stand;
  int sp = 0;
  std::string reason;
};

Outcome set_strength(const CampaignState& cs, const StrengthArgs& a, Dice&) {
  auto s = copy_state(cs);
  Stand& st = s->stand_at(a.stand).stand();
  int old = std::exchange(st.sp, a.sp);
  std::vector<Event> events{
      {"Umpire sets stand " + st.id + " from " + std::to_string(old) + " to " + std::to_string(st.sp) + " SP: " + a.reason, ""}};
  note_strength_change(*s, a.stand, old - a.sp);  // counts against attrition still owed (SK 9.6.2)
  if (st.sp == 0) remove_spent_pieces(*s, events);
  return Outcome{with_state(cs, s), events};
}

CommandDef set_strength_command() {
  return define<StrengthArgs>(
      {.name = "sk.set_strength",
       .summary = "Umpire's override: set a stand's strength points, with the reason; 0 removes the stand",
       .flags = kUmpireRuling,
       .args = ArgsOf<StrengthArgs>()
                   .field(&StrengthArgs::stand, arg::id("stand", "stand", "the stand").eg("s3"))
                   .field(&StrengthArgs::sp, arg::integer("sp", 0, 10, "its strength points; 0 removes it").eg(2))
                   .field(&StrengthArgs::reason, arg::text("reason", "why, recorded with the event").eg("attrition losses, SK 9.6.2")),
       .check = [](const CampaignState& cs, const StrengthArgs& a) {
         if (a.reason.empty()) return Reasons{{"", "an umpire's override records its reason"}};
         if (!sk_state(cs).has_stand(a.stand)) return Reasons{{"", "there is no stand \"" + a.stand + "\""}};
         return Reasons{};
       },
       .apply = set_strength});
}

}  // namespace

std::vector<CommandDef> reorganise_commands() {
  return {move_stands_command(),  form_column_command(),  detach_garrison_command(), consolidate_command(),
          set_quality_command(), set_strength_command()};
}

}  // namespace umpire::sk
