#include "soldier_king/commands.h"

#include <algorithm>
#include <set>

#include "soldier_king/army.h"
#include "soldier_king/officer_names.h"
#include "soldier_king/state.h"
#include "soldier_king/state_check.h"

namespace umpire::sk {

namespace {

using Reasons = std::vector<Reason>;


std::vector<std::string> string_list(const JsonCursor& c) {
  std::vector<std::string> out;
  for (const auto& item : c.items()) out.push_back(item.as_nonempty_string());
  if (out.empty()) c.fail("expected at least one id");
  return out;
}

// Where each listed stand is now; reasons when one is missing, listed twice,
// not the faction's, or not in the box.
Reasons locate_stands(SkState& s, const std::vector<std::string>& ids, const std::string& owner, const std::string& box,
                      bool any_box) {
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

Reasons need_phase(const SkState& s, Phase p, const std::string& rule, const std::string& what) {
  if (s.phase == p) return {};
  return {Reason{rule, what + " only during " + (p == Phase::Setup ? std::string("set-up") : to_string(p))}};
}

CommandDef place_command() {
  return CommandDef{
      "sk.place", "Set-up: place a column (with its DC) or an officer in a home box (args: piece, box) [SK 5.1]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"piece", "box"});
        const SkState& s = sk_state(cs);
        Reasons out = need_phase(s, Phase::Setup, "SK 5.1", "pieces are placed freely");
        std::string piece = a["piece"].as_string(), box = a["box"].as_string();
        const CityBox* b = s.map->box(box);
        if (!b) return Reasons{{"", "there is no box \"" + box + "\""}};
        std::string owner;
        if (const Column* c = s.column(piece)) owner = c->owner;
        else if (const Officer* o = s.officer(piece)) {
          owner = o->owner;
          if (!o->column.empty())
            out.push_back({"SK 3.3", o->name + " commands " + s.column_at(o->column).name + " and is placed with it"});
        } else {
          return Reasons{{"", "there is no column or officer \"" + piece + "\""}};
        }
        auto homes = s.home_provinces(owner);
        if (std::find(homes.begin(), homes.end(), b->province) == homes.end())
          out.push_back({"SK 5.1", b->name + " is not in a home province of " + s.faction_at(owner).name});
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        std::string piece = a["piece"].as_string(), box = a["box"].as_string();
        std::string name;
        if (Column* c = s->column(piece)) {
          s->move_column(*c, box);
          name = c->name;
        } else {
          Officer* o = &s->officer_at(piece);
          o->box = box;
          name = o->name;
        }
        std::string text = name + " set up in " + s->map->box_name(box);
        return Outcome{with_state(cs, s), {{text, "SK 5.1"}}};
      }};
}

CommandDef rename_command() {
  return CommandDef{
      "sk.rename", "Rename a column or an officer (args: piece, name)",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"piece", "name"});
        const SkState& s = sk_state(cs);
        std::string piece = a["piece"].as_string();
        if (a["name"].as_string().empty()) return Reasons{{"", "a name cannot be empty"}};
        if (!s.column(piece) && !s.officer(piece)) return Reasons{{"", "there is no column or officer \"" + piece + "\""}};
        return Reasons{};
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        std::string piece = a["piece"].as_string(), name = a["name"].as_string(), old;
        if (Column* c = s->column(piece)) old = std::exchange(c->name, name);
        else old = std::exchange(s->officer_at(piece).name, name);
        return Outcome{with_state(cs, s), {{old + " is renamed " + name, ""}}};
      }};
}

CommandDef create_officer_command() {
  return CommandDef{
      "sk.create_officer",
      "Add an officer from the pool: a CC, or a DC to command a column without one (args: owner, rank cc|dc, name, box, column?) [SK 3.3, G-21]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"owner", "rank", "name", "box", "column"});
        const SkState& s = sk_state(cs);
        Reasons out;
        std::string owner = a["owner"].as_string(), rank = a["rank"].as_enum({"cc", "dc"});
        if (!s.faction(owner)) return Reasons{{"", "there is no faction \"" + owner + "\""}};
        if (a["name"].as_string().empty()) out.push_back({"", "an officer needs a name"});
        if (!s.map->box(a["box"].as_string())) out.push_back({"", "there is no box \"" + a["box"].as_string() + "\""});
        if (auto col = a.optional("column")) {
          const Column* c = s.column(col->as_string());
          if (rank != "dc") out.push_back({"SK 3.3", "only a DC commands a column"});
          if (!c) out.push_back({"", "there is no column \"" + col->as_string() + "\""});
          else {
            if (c->owner != owner) out.push_back({"", c->name + " belongs to another faction"});
            if (c->box != a["box"].as_string()) out.push_back({"SK 3.3", "a DC joins his column in its box, " + s.map->box_name(c->box)});
            for (const auto& o : s.officers)
              if (o.column == c->id) out.push_back({"SK 3.3", c->name + " is already commanded by " + o.name});
          }
        }
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        Officer o{s->new_id("o"), a["name"].as_string(), a["owner"].as_string(),
                  a["rank"].as_string() == "cc" ? Rank::CC : Rank::DC, a["box"].as_string(),
                  a.optional("column") ? a["column"].as_string() : ""};
        std::string text = std::string(rank_title(o.rank)) + " " + o.name + " joins the army of " +
                           s->faction_at(o.owner).name + " in " + s->map->box_name(o.box);
        s->officers.push_back(o);
        return Outcome{with_state(cs, s), {{text, "SK 3.3"}}};
      }};
}

CommandDef move_stands_command() {
  return CommandDef{
      "sk.move_stands",
      "Reorganise: move stands into another column in the same box (args: stands, to, across_boxes?) [SK 14.1, 14.1.1]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"stands", "to", "across_boxes"});
        SkState s = sk_state(cs);
        auto ids = string_list(a["stands"]);
        const Column* to = s.column(a["to"].as_string());
        if (!to) return Reasons{{"", "there is no column \"" + a["to"].as_string() + "\""}};
        if (to->rebel) return Reasons{{"SK 14.1.1", "Rebels never reorganise"}};
        bool across = a.optional("across_boxes") && a["across_boxes"].as_bool();
        Reasons out = locate_stands(s, ids, to->owner, to->box, across);
        if (!out.empty()) return out;
        for (const auto& id : ids)
          if (auto p = s.stand_at(id); p.column && p.column->id == to->id)
            return Reasons{{"", "stand " + id + " is already in " + to->name}};
        Column after = *to;
        for (const auto& id : ids) after.stands.push_back(s.stand_at(id).stand());
        out = check_column(*s.forces, after);
        for (auto& r : check_sources(s, ids, to->id)) out.push_back(std::move(r));
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        auto ids = string_list(a["stands"]);
        std::string to_id = a["to"].as_string();
        std::vector<Event> events;
        auto moved = take_stands(*s, ids, events);
        Column* to = &s->column_at(to_id);
        for (auto& st : moved) to->stands.push_back(st);
        std::string rule = a.optional("across_boxes") && a["across_boxes"].as_bool() ? "SK 14.1 (umpire's discretion)" : "SK 14.1";
        events.insert(events.begin(), Event{std::to_string(moved.size()) + (moved.size() == 1 ? " stand joins " : " stands join ") +
                                                to->name,
                                            rule});
        return Outcome{with_state(cs, s), events};
      }};
}

CommandDef form_column_command() {
  return CommandDef{
      "sk.form_column",
      "Reorganise: form a new column from stands in one box (args: owner, box, kind, name, stands, commander?) [SK 14.1, 14.1.1]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"owner", "box", "kind", "name", "stands", "commander"});
        SkState s = sk_state(cs);
        std::string owner = a["owner"].as_string(), box = a["box"].as_string();
        std::string kind = a["kind"].as_enum({"infantry", "heavy_cavalry", "light_cavalry"});
        if (!s.faction(owner)) return Reasons{{"", "there is no faction \"" + owner + "\""}};
        if (!s.map->box(box)) return Reasons{{"", "there is no box \"" + box + "\""}};
        auto ids = string_list(a["stands"]);
        Reasons out = locate_stands(s, ids, owner, box, false);
        if (a["name"].as_string().empty()) out.push_back({"", "a column needs a name"});
        if (!out.empty()) return out;
        Column c;
        c.name = a["name"].as_string();
        c.kind = kind == "infantry" ? ColumnKind::Infantry : kind == "heavy_cavalry" ? ColumnKind::HeavyCavalry : ColumnKind::LightCavalry;
        for (const auto& id : ids) c.stands.push_back(s.stand_at(id).stand());
        out = check_column(*s.forces, c);
        for (auto& r : check_sources(s, ids, "")) out.push_back(std::move(r));
        if (auto cmd = a.optional("commander")) {
          const Officer* o = s.officer(cmd->as_string());
          if (!o) out.push_back({"", "there is no officer \"" + cmd->as_string() + "\""});
          else if (o->owner != owner || o->box != box || !o->column.empty() || (o->rank != Rank::DC && o->rank != Rank::CC))
            out.push_back({"SK 3.3", o->name + " cannot take command: a column's commander is a DC or CC of its army, in its box, without a column"});
        }
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        auto ids = string_list(a["stands"]);
        std::vector<Event> events;
        Column c;
        c.id = s->new_id("c");
        c.name = a["name"].as_string();
        c.owner = a["owner"].as_string();
        std::string kind = a["kind"].as_string();
        c.kind = kind == "infantry" ? ColumnKind::Infantry : kind == "heavy_cavalry" ? ColumnKind::HeavyCavalry : ColumnKind::LightCavalry;
        c.box = a["box"].as_string();
        c.stands = take_stands(*s, ids, events);
        events.insert(events.begin(), Event{c.name + " is formed in " + s->map->box_name(c.box) + " from " +
                                                std::to_string(c.stands.size()) + " stands", "SK 14.1"});
        if (auto cmd = a.optional("commander")) {
          Officer* o = &s->officer_at(cmd->as_string());
          o->rank = Rank::DC;
          o->column = c.id;
          events.push_back({o->name + " takes command of " + c.name, "SK 3.3"});
        } else {
          Officer dc{s->new_id("o"), new_officer_name(*s, c.owner, cs.core.seed, c.name), c.owner, Rank::DC, c.box, c.id};
          events.push_back({dc.name + " is appointed to command it (rename him as you wish)", "G-21"});
          s->officers.push_back(dc);
        }
        s->columns.push_back(std::move(c));
        return Outcome{with_state(cs, s), events};
      }};
}

CommandDef detach_garrison_command() {
  return CommandDef{
      "sk.detach_garrison",
      "Detach stands from a column as a garrison in its box (args: column, stands) [SK 3.4]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"column", "stands"});
        SkState s = sk_state(cs);
        const Column* c = s.column(a["column"].as_string());
        if (!c) return Reasons{{"", "there is no column \"" + a["column"].as_string() + "\""}};
        if (c->box.empty()) return Reasons{{"SK 5.1", c->name + " has not been set up yet"}};
        auto ids = string_list(a["stands"]);
        Reasons out = locate_stands(s, ids, c->owner, c->box, false);
        for (const auto& id : ids)
          if (auto p = s.find_stand(id); p && (!p->column || p->column->id != c->id))
            out.push_back({"", "stand " + id + " is not in " + c->name});
        if (!out.empty()) return out;
        if (c->stands.size() < ids.size() + 2)
          out.push_back({"SK 3.4", c->name + " must keep at least 2 units when it detaches a garrison"});
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        auto ids = string_list(a["stands"]);
        const Column* c = &s->column_at(a["column"].as_string());
        std::string owner = c->owner, box = c->box, name = c->name;
        std::vector<Event> events;
        auto stands = take_stands(*s, ids, events);
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
      }};
}

CommandDef set_quality_command() {
  return CommandDef{
      "sk.set_quality",
      "Umpire's ruling: promote or demote a stand (args: stand, quality, reason) [SK 4.1, 12.4.3]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"stand", "quality", "reason"});
        SkState s = sk_state(cs);
        Quality q = quality_from_json(a["quality"]);
        if (a["reason"].as_string().empty()) return Reasons{{"SK 4.1", "an umpire's ruling on quality records its reason"}};
        auto place = s.find_stand(a["stand"].as_string());
        if (!place) return Reasons{{"", "there is no stand \"" + a["stand"].as_string() + "\""}};
        const StandType* t = &s.forces->stand_type_at(place->stand().type);
        if (!t->allows(q))
          return Reasons{{"SK 4.2.1", t->name + " may never be " + to_string(q) + " (light troops and artillery never become Elite)"}};
        if (place->stand().quality == q) return Reasons{{"", "the stand is already " + std::string(to_string(q))}};
        return Reasons{};
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        SkState::StandPlace place = s->stand_at(a["stand"].as_string());
        Stand& st = place.stand();
        Quality q = quality_from_json(a["quality"]);
        bool guards = place.column && place.column->guards;
        bool up = static_cast<int>(q) > static_cast<int>(st.quality);
        st.quality = q;
        st.morale = *table_morale(*s->forces, st.type, q, guards);
        std::string text = s->forces->stand_type_at(st.type).name + " " + st.id + " is " + (up ? "promoted" : "demoted") +
                           " to " + to_string(q) + " (M" + std::to_string(st.morale) + "): " + a["reason"].as_string();
        return Outcome{with_state(cs, s), {{text, up ? "SK 4.1" : "SK 4.1, 12.4.3"}}};
      }};
}

CommandDef set_strength_command() {
  return CommandDef{
      "sk.set_strength",
      "Umpire's override: set a stand's strength points, with the reason; 0 removes the stand (args: stand, sp, "
      "reason) [digest §6.2]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"stand", "sp", "reason"});
        a["sp"].as_int(0, 10);
        if (a["reason"].as_string().empty()) return Reasons{{"", "an umpire's override records its reason"}};
        if (!sk_state(cs).has_stand(a["stand"].as_string()))
          return Reasons{{"", "there is no stand \"" + a["stand"].as_string() + "\""}};
        return Reasons{};
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        Stand& st = s->stand_at(a["stand"].as_string()).stand();
        int old = std::exchange(st.sp, static_cast<int>(a["sp"].as_int()));
        std::vector<Event> events{{"Umpire sets stand " + st.id + " from " + std::to_string(old) + " to " +
                                       std::to_string(st.sp) + " SP: " + a["reason"].as_string(),
                                   ""}};
        if (st.sp == 0) remove_spent_pieces(*s, events);
        return Outcome{with_state(cs, s), events};
      }};
}

CommandDef set_map_command() {
  return CommandDef{
      "sk.set_map",
      "Umpire's correction: replace the campaign's map, e.g. with the original map entered in the editor (args: map) [G-01]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"map"});
        const SkState& s = sk_state(cs);
        Map m = map_from_json(a["map"]);
        Reasons out;
        for (const auto& p : validate_map(m, s.map_checks()))
          if (p.error) out.push_back({"G-01", "the map: " + p.text});
        // Nothing on the board may be left in a box that no longer exists.
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
        if (!out.empty()) return out;
        // Everything else the state names on the map (magazines, works, Fortress
        // markers, revolts, open battles, ...) must be on the new map too: the
        // campaign must still load (the load check, state_check.h).
        SkState next = s;
        next.map = std::make_shared<const Map>(std::move(m));
        const Json none;
        try {
          check_state_references(next, JsonCursor(none, "the new map"));
        } catch (const JsonError& e) {
          out.push_back({"", "with the new map, " + e.detail()});
        }
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        s->map = std::make_shared<const Map>(map_from_json(a["map"]));
        std::string text = "The umpire replaces the map with \"" + s->map->name + "\" (" +
                           std::to_string(s->map->boxes.size()) + " boxes, " + std::to_string(s->map->lines.size()) + " lines)";
        return Outcome{with_state(cs, s), {{text, "G-01"}}};
      }};
}

// SK 14.1.2: the largest stand consolidation may make of each formed type.
int consolidated_maximum(const std::string& type) {
  if (type == "infantry_regiment") return 4;
  if (type == "heavy_cavalry_brigade" || type == "dragoon_brigade") return 3;
  return 0;  // light troops, light cavalry regiments and batteries are not consolidated
}

CommandDef consolidate_command() {
  return CommandDef{
      "sk.consolidate",
      "Consolidate a stand below 2 SP into another of its type in the box (args: stand, into, across_boxes?) [SK 14.1.2, 14.2]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"stand", "into", "across_boxes"});
        SkState s = sk_state(cs);
        std::string donor_id = a["stand"].as_string(), into_id = a["into"].as_string();
        if (donor_id == into_id) return Reasons{{"", "a stand cannot be consolidated with itself"}};
        auto into = s.find_stand(into_id);
        if (!into) return Reasons{{"", "there is no stand \"" + into_id + "\""}};
        bool across = a.optional("across_boxes") && a["across_boxes"].as_bool();
        Reasons out = locate_stands(s, {donor_id}, into->owner(), into->box(), across);
        if (into->column && into->column->rebel) out.push_back({"SK 14.1.1", "Rebels never reorganise"});
        if (!out.empty()) return out;
        const Stand& donor = s.stand_at(donor_id).stand();
        const Stand& keeper = into->stand();
        int maximum = consolidated_maximum(keeper.type);
        if (donor.type != keeper.type || maximum == 0)
          return Reasons{{"SK 14.1.2", "only formed infantry regiments, and cavalry brigades, consolidate, each with its own kind"}};
        if (donor.sp >= 2) out.push_back({"SK 14.1.2", "stand " + donor_id + " has " + std::to_string(donor.sp) +
                                                           " SP; only stands below 2 SP are consolidated"});
        if (donor.sp + keeper.sp > maximum)
          out.push_back({"SK 14.1.2", "the consolidated stand would have " + std::to_string(donor.sp + keeper.sp) +
                                          " SP; at most " + std::to_string(maximum)});
        for (auto& r : check_sources(s, {donor_id}, "")) out.push_back(std::move(r));
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        std::string donor_id = a["stand"].as_string(), into_id = a["into"].as_string();
        std::vector<Event> events;
        Stand donor = take_stands(*s, {donor_id}, events).front();
        SkState::StandPlace into = s->stand_at(into_id);
        Stand& keeper = into.stand();
        // The majority of the converged unit's SP decides its rating; a tie
        // takes the lower rating (digest P-17, a default).
        Quality q = keeper.sp > donor.sp   ? keeper.quality
                    : donor.sp > keeper.sp ? donor.quality
                                           : std::min(keeper.quality, donor.quality);
        keeper.sp += donor.sp;
        keeper.quality = q;
        keeper.morale = *table_morale(*s->forces, keeper.type, q, into.column && into.column->guards);
        keeper.shock = keeper.shock || donor.shock;
        events.insert(events.begin(), Event{"stand " + donor_id + " is consolidated into " + into_id + ": " +
                                                std::to_string(keeper.sp) + " SP, " + to_string(q),
                                            "SK 14.1.2"});
        return Outcome{with_state(cs, s), events};
      }};
}

CommandDef begin_campaign_command() {
  return CommandDef{
      "sk.begin_campaign", "End set-up: every piece placed and every army composed legally [SK 5.1, 20]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({});
        const SkState& s = sk_state(cs);
        Reasons out = need_phase(s, Phase::Setup, "SK 5.1", "set-up ends");
        int unplaced = 0;
        for (const auto& c : s.columns) unplaced += c.box.empty();
        for (const auto& o : s.officers) unplaced += o.box.empty();
        if (unplaced) out.push_back({"SK 5.1", std::to_string(unplaced) + " pieces have not been set up"});
        for (const auto& f : s.factions)
          if (f.active)
            for (auto& r : check_army(s, f.id)) out.push_back(std::move(r));
        return out;
      },
      [](const CampaignState& cs, const JsonCursor&, Dice&) {
        auto s = copy_state(cs);
        s->phase = Phase::PregameDiplomacy;
        return Outcome{with_state(cs, s),
                       {{"Set-up is complete. " + s->date.describe() + ": the pre-game diplomacy season", "SK 5.2"}}};
      }};
}

}  // namespace

std::vector<CommandDef> world_commands() {
  return {place_command(),        rename_command(),          create_officer_command(), move_stands_command(),
          form_column_command(),  detach_garrison_command(), consolidate_command(),    set_quality_command(),
          set_strength_command(), set_map_command(),
          begin_campaign_command()};
}

}  // namespace umpire::sk
