// Soldier King's commands for the world: set-up placement (SK 5.1), names,
// officers (SK 3.3), the campaign's map, and the end of set-up. The
// reorganisation of columns is in reorganise_commands.cpp. Each refusal cites
// the rule.
#include "soldier_king/commands.h"

#include <algorithm>

#include "soldier_king/army.h"
#include "soldier_king/officer_names.h"
#include "soldier_king/state.h"
#include "soldier_king/state_check.h"

namespace umpire::sk {

namespace {

using Reasons = std::vector<Reason>;

// --- sk.place (set-up only: the engine refuses it afterwards, SK 5.1) ---

struct PlaceArgs {
  std::string piece, box;
};

Reasons check_placement(const SkState& s, const PlaceArgs& a) {
  Reasons out;
  const CityBox* b = s.map->box(a.box);
  if (!b) return {{"", "there is no box \"" + a.box + "\""}};
  std::string owner;
  if (const Column* c = s.column(a.piece)) {
    owner = c->owner;
  } else if (const Officer* o = s.officer(a.piece)) {
    owner = o->owner;
    if (!o->column.empty())
      out.push_back({"SK 3.3", o->name + " commands " + s.column_at(o->column).name + " and is placed with it"});
  } else {
    return {{"", "there is no column or officer \"" + a.piece + "\""}};
  }
  auto homes = s.home_provinces(owner);
  if (std::find(homes.begin(), homes.end(), b->province) == homes.end())
    out.push_back({"SK 5.1", b->name + " is not in a home province of " + s.faction_at(owner).name});
  return out;
}

Outcome place_piece(const CampaignState& cs, const PlaceArgs& a, Dice&) {
  auto s = copy_state(cs);
  std::string name;
  if (Column* c = s->column(a.piece)) {
    s->move_column(*c, a.box);
    name = c->name;
  } else {
    Officer* o = &s->officer_at(a.piece);
    o->box = a.box;
    name = o->name;
  }
  return Outcome{with_state(cs, s), {{name + " set up in " + s->map->box_name(a.box), "SK 5.1"}}};
}

CommandDef place_command() {
  return define<PlaceArgs>(
      {.name = "sk.place",
       .summary = "Set-up: place a column (with its DC) or an officer in a home box [SK 5.1]",
       .flags = kSetupOnly,
       .args = ArgsOf<PlaceArgs>()
                   .field(&PlaceArgs::piece, arg::id("piece", "column or officer", "the piece to place").eg("c1"))
                   .field(&PlaceArgs::box, arg::id("box", "box", "a box in one of its faction's home provinces").eg("ostmoor")),
       .check = [](const CampaignState& cs, const PlaceArgs& a) { return check_placement(sk_state(cs), a); },
       .apply = place_piece});
}

// --- sk.rename ---

struct RenameArgs {
  std::string piece, name;
};

CommandDef rename_command() {
  return define<RenameArgs>(
      {.name = "sk.rename",
       .summary = "Rename a column or an officer",
       .args = ArgsOf<RenameArgs>()
                   .field(&RenameArgs::piece, arg::id("piece", "column or officer", "the piece to rename").eg("c1"))
                   .field(&RenameArgs::name, arg::text("name", "its new name").eg("Leibgarde")),
       .check = [](const CampaignState& cs, const RenameArgs& a) {
         const SkState& s = sk_state(cs);
         if (a.name.empty()) return Reasons{{"", "a name cannot be empty"}};
         if (!s.column(a.piece) && !s.officer(a.piece))
           return Reasons{{"", "there is no column or officer \"" + a.piece + "\""}};
         return Reasons{};
       },
       .apply = [](const CampaignState& cs, const RenameArgs& a, Dice&) {
         auto s = copy_state(cs);
         std::string old;
         if (Column* c = s->column(a.piece)) old = std::exchange(c->name, a.name);
         else old = std::exchange(s->officer_at(a.piece).name, a.name);
         return Outcome{with_state(cs, s), {{old + " is renamed " + a.name, ""}}};
       }});
}

// --- sk.create_officer ---

struct CreateOfficerArgs {
  std::string owner, rank, name, box;
  std::optional<std::string> column;
};

// SK 3.3: a DC commands one column, joining it in its box.
Reasons check_new_commander(const SkState& s, const CreateOfficerArgs& a) {
  Reasons out;
  const Column* c = s.column(*a.column);
  if (a.rank != "dc") out.push_back({"SK 3.3", "only a DC commands a column"});
  if (!c) {
    out.push_back({"", "there is no column \"" + *a.column + "\""});
    return out;
  }
  if (c->owner != a.owner) out.push_back({"", c->name + " belongs to another faction"});
  if (c->box != a.box) out.push_back({"SK 3.3", "a DC joins his column in its box, " + s.map->box_name(c->box)});
  for (const auto& o : s.officers)
    if (o.column == c->id) out.push_back({"SK 3.3", c->name + " is already commanded by " + o.name});
  return out;
}

Reasons check_create_officer(const SkState& s, const CreateOfficerArgs& a) {
  if (!s.faction(a.owner)) return {{"", s.no_faction(a.owner)}};
  Reasons out;
  if (a.name.empty()) out.push_back({"", "an officer needs a name"});
  if (!s.map->box(a.box)) out.push_back({"", "there is no box \"" + a.box + "\""});
  if (a.column)
    for (auto& r : check_new_commander(s, a)) out.push_back(std::move(r));
  return out;
}

Outcome create_officer(const CampaignState& cs, const CreateOfficerArgs& a, Dice&) {
  auto s = copy_state(cs);
  Officer o{s->new_id("o"), a.name, a.owner, a.rank == "cc" ? Rank::CC : Rank::DC, a.box, a.column.value_or("")};
  std::string text = std::string(rank_title(o.rank)) + " " + o.name + " joins the army of " + s->faction_at(o.owner).name +
                     " in " + s->map->box_name(o.box);
  s->officers.push_back(o);
  return Outcome{with_state(cs, s), {{text, "SK 3.3"}}};
}

CommandDef create_officer_command() {
  return define<CreateOfficerArgs>(
      {.name = "sk.create_officer",
       .summary = "Add an officer from the pool: a CC, or a DC to command a column without one [SK 3.3]",
       .args = ArgsOf<CreateOfficerArgs>()
                   .field(&CreateOfficerArgs::owner, arg::id("owner", "faction", "whose officer he is").eg("argozia"))
                   .field(&CreateOfficerArgs::rank, arg::choice("rank", {"cc", "dc"}, "his rank").eg("cc"))
                   .field(&CreateOfficerArgs::name, arg::text("name", "his name").eg("von Kessel"))
                   .field(&CreateOfficerArgs::box, arg::id("box", "box", "where he joins the army").eg("vellhaven"))
                   .field(&CreateOfficerArgs::column, arg::id("column", "column", "the column a DC takes command of")),
       .check = [](const CampaignState& cs, const CreateOfficerArgs& a) { return check_create_officer(sk_state(cs), a); },
       .apply = create_officer});
}

// --- sk.set_map ---

struct SetMapArgs {
  std::shared_ptr<const Map> map;
};

// Nothing on the board may be left in a box or province the new map lacks.
Reasons pieces_off_the_map(const SkState& s, const Map& m) {
  Reasons out;
  for (const auto& c : s.columns)
    if (!c.box.empty() && !m.box(c.box)) out.push_back({"", c.name + " is in " + c.box + ", which the new map lacks"});
  for (const auto& o : s.officers)
    if (!o.box.empty() && !m.box(o.box)) out.push_back({"", o.name + " is in " + o.box + ", which the new map lacks"});
  for (const auto& g : s.garrisons)
    if (!m.box(g.box)) out.push_back({"", "a garrison is in " + g.box + ", which the new map lacks"});
  for (const auto& [box, faction] : s.captors)
    if (!m.box(box)) out.push_back({"", "captured box " + box + " is missing from the new map"});
  for (const auto& [province, faction] : s.rulers)
    if (!m.province(province)) out.push_back({"", "ruled province " + province + " is missing from the new map"});
  return out;
}

Reasons check_new_map(const SkState& s, const std::shared_ptr<const Map>& m) {
  Reasons out;
  for (const auto& p : validate_map(*m, s.map_checks()))
    if (p.error) out.push_back({"SK 2.1", "the map: " + p.text});
  for (auto& r : pieces_off_the_map(s, *m)) out.push_back(std::move(r));
  if (!out.empty()) return out;
  // Everything else the state names on the map (magazines, works, Fortress
  // markers, revolts, open battles, ...) must be on the new map too: the
  // campaign must still load (the load check, state_check.h).
  SkState next = s;
  next.map = m;
  const Json none;
  try {
    check_state_references(next, JsonCursor(none, "the new map"));
  } catch (const JsonError& e) {
    out.push_back({"", "with the new map, " + e.detail()});
  }
  return out;
}

Outcome replace_map(const CampaignState& cs, const SetMapArgs& a, Dice&) {
  auto s = copy_state(cs);
  s->map = a.map;
  std::string text = "The umpire replaces the map with \"" + s->map->name + "\" (" + std::to_string(s->map->boxes.size()) +
                     " boxes, " + std::to_string(s->map->lines.size()) + " lines)";
  return Outcome{with_state(cs, s), {{text, "SK 2.1"}}};
}

CommandDef set_map_command() {
  Json example{{"format", "umpire.soldier-king.map/1"}, {"name", "..."}, {"provinces", Json::array()},
               {"boxes", Json::array()}, {"lines", Json::array()}};
  return define<SetMapArgs>(
      {.name = "sk.set_map",
       .summary = "Umpire's correction: replace the campaign's map, e.g. with the original map entered in the editor",
       .flags = kUmpireRuling,
       .args = ArgsOf<SetMapArgs>().field(
           &SetMapArgs::map,
           arg::object("map", "a whole map file (umpire.soldier-king.map/1), as the map editor saves it").eg(example),
           [](const JsonCursor& c) { return std::make_shared<const Map>(map_from_json(c)); }),
       .check = [](const CampaignState& cs, const SetMapArgs& a) { return check_new_map(sk_state(cs), a.map); },
       .apply = replace_map});
}

// --- sk.begin_campaign (set-up only) ---

Reasons check_begin(const SkState& s) {
  Reasons out;
  int unplaced = 0;
  for (const auto& c : s.columns) unplaced += c.box.empty();
  for (const auto& o : s.officers) unplaced += o.box.empty();
  if (unplaced) out.push_back({"SK 5.1", std::to_string(unplaced) + " pieces have not been set up"});
  for (const auto& f : s.factions)
    if (f.active)
      for (auto& r : check_army(s, f.id)) out.push_back(std::move(r));
  return out;
}

CommandDef begin_campaign_command() {
  return define<NoArgs>(
      {.name = "sk.begin_campaign",
       .summary = "End set-up: every piece placed and every army composed legally [SK 5.1, 20]",
       .flags = kSetupOnly,
       .check = [](const CampaignState& cs, const NoArgs&) { return check_begin(sk_state(cs)); },
       .apply = [](const CampaignState& cs, const NoArgs&, Dice&) {
         auto s = copy_state(cs);
         s->phase = Phase::PregameDiplomacy;
         return Outcome{with_state(cs, s),
                        {{"Set-up is complete. " + s->date.describe() + ": the pre-game diplomacy season", "SK 5.2"}}};
       }});
}

}  // namespace

std::vector<CommandDef> world_commands() {
  std::vector<CommandDef> out{place_command(), rename_command(), create_officer_command()};
  for (auto& c : reorganise_commands()) out.push_back(std::move(c));
  out.push_back(set_map_command());
  out.push_back(begin_campaign_command());
  return out;
}

}  // namespace umpire::sk
