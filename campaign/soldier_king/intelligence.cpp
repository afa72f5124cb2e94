#include "soldier_king/intelligence.h"

#include <algorithm>
#include <cstring>

#include "core/suggest.h"
#include "soldier_king/army.h"
#include "soldier_king/events.h"
#include "soldier_king/factions.h"
#include "soldier_king/settings.h"

namespace umpire::sk {

const char* to_string(ReportLevel l) {
  switch (l) {
    case ReportLevel::None: return "none";
    case ReportLevel::Inaccurate: return "Inaccurate";
    case ReportLevel::Accurate: return "Accurate";
    case ReportLevel::Comprehensive: return "Comprehensive";
  }
  return "none";
}

namespace {

std::vector<std::string> neighbours(const Map& m, const std::string& box) {
  std::vector<std::string> out;
  for (std::size_t i : m.lines_at(box)) {
    const std::string& other = m.lines[i].other(box);
    if (std::find(out.begin(), out.end(), other) == out.end()) out.push_back(other);
  }
  return out;
}

bool is_cavalry_stand(const SkState& s, const Stand& st) {
  const StandType* t = s.forces->stand_type(st.type);
  return t && t->arm == Arm::Cavalry;
}

// What hostile troops stand in a box, from the scouting faction's side.
struct Hostiles {
  bool any_unit = false;          // any column or garrison
  bool any_cavalry_unit = false;  // any cavalry stand, in a column or a garrison (G-11)
  bool cavalry_column = false;
  bool light_cavalry_column = false;  // a heavy column with light cavalry is not one (14.1.1)
};

Hostiles hostiles_in(const SkState& s, const std::string& box, const std::string& faction) {
  Hostiles h;
  for (const auto& c : s.columns) {
    if (c.box != box || !s.hostile(faction, c.owner)) continue;
    h.any_unit = true;
    if (c.kind != ColumnKind::Infantry) h.cavalry_column = true;
    if (c.kind == ColumnKind::LightCavalry) h.light_cavalry_column = true;
    for (const auto& st : c.stands) h.any_cavalry_unit = h.any_cavalry_unit || is_cavalry_stand(s, st);
  }
  for (const auto& g : s.garrisons) {
    if (g.box != box || !s.hostile(faction, g.owner)) continue;
    h.any_unit = true;
    for (const auto& st : g.stands) h.any_cavalry_unit = h.any_cavalry_unit || is_cavalry_stand(s, st);
  }
  return h;
}

void raise(std::map<std::string, Sighting>& levels, const std::string& box, ReportLevel level, const std::string& via) {
  if (level == ReportLevel::None) return;
  auto& current = levels[box];
  if (level > current.level) current = Sighting{level, via};
}


int rank_order(Rank r) {
  switch (r) {
    case Rank::Monarch: return 0;
    case Rank::Duke: return 0;
    case Rank::CC: return 1;
    case Rank::DC: return 2;
  }
  return 3;
}

}  // namespace

std::set<std::string> sympathiser_boxes(const SkState& s, const std::string& faction) {
  std::set<std::string> out;
  auto ever = s.ever_ruled.find(faction);
  if (ever != s.ever_ruled.end())
    for (const auto& province : ever->second)
      for (const CityBox* b : s.map->boxes_in(province)) out.insert(b->id);
  for (const auto& home : s.home_provinces(faction)) {
    const Province* p = s.map->province(home);
    if (!p) continue;
    for (const auto& adjacent : p->adjacent)
      for (const CityBox* b : s.map->boxes_in(adjacent))
        if (b->recruiting) out.insert(b->id);
  }
  return out;
}

std::map<std::string, Sighting> scout(const SkState& s, const std::string& faction) {
  std::map<std::string, Sighting> levels;
  for (const auto& box : sympathiser_boxes(s, faction)) raise(levels, box, ReportLevel::Inaccurate, "sympathisers");  // SK 8.3.3
  // Troops see their own box fully (G-11); garrisons too, though they do not scout.
  for (const auto& c : s.columns)
    if (c.owner == faction && !c.box.empty()) raise(levels, c.box, ReportLevel::Comprehensive, "own troops");
  for (const auto& g : s.garrisons)
    if (g.owner == faction) raise(levels, g.box, ReportLevel::Comprehensive, "own troops");

  for (const auto& c : s.columns) {
    if (c.owner != faction || c.box.empty()) continue;
    const std::string& at = c.box;
    if (c.kind == ColumnKind::Infantry) {  // SK 8.3.1
      for (const auto& b : neighbours(*s.map, at)) {
        bool cavalry = hostiles_in(s, b, faction).any_cavalry_unit;
        raise(levels, b, cavalry ? ReportLevel::Inaccurate : ReportLevel::Accurate, "infantry at " + s.map->box_name(at));
      }
      continue;
    }
    // SK 8.3.2: cavalry sees adjacent boxes, and two boxes away unless the box
    // in between holds hostile troops.
    for (const auto& m : neighbours(*s.map, at)) {
      Hostiles between = hostiles_in(s, m, faction);
      raise(levels, m, between.light_cavalry_column ? ReportLevel::Accurate : ReportLevel::Comprehensive,
            "cavalry at " + s.map->box_name(at));
      ReportLevel beyond = between.cavalry_column ? ReportLevel::None
                           : between.any_unit     ? ReportLevel::Inaccurate
                                                  : ReportLevel::Accurate;
      for (const auto& b : neighbours(*s.map, m))
        if (b != at) raise(levels, b, beyond, "cavalry at " + s.map->box_name(at) + " through " + s.map->box_name(m));
    }
  }
  return levels;
}

namespace {

// "infantry regiment", "cavalry regiment", "cavalry brigade", "artillery battery":
// the arm and the last word of the stand type's name.
std::string unit_label(const StandType& type) {
  std::string name = type.name;
  auto space = name.rfind(' ');
  std::string noun = lowercase(space == std::string::npos ? name : name.substr(space + 1));
  const char* arm = type.arm == Arm::Infantry ? "infantry" : type.arm == Arm::Cavalry ? "cavalry" : "artillery";
  return std::string(arm) + " " + noun;
}

ForeignForce describe_force(const SkState& s, const std::string& box, const std::string& owner, bool comprehensive) {
  ForeignForce f;
  f.faction = owner;
  const Officer* top = nullptr;
  for (const auto& o : s.officers)
    if (o.owner == owner && o.box == box && (!top || rank_order(o.rank) < rank_order(top->rank))) top = &o;
  if (top) {
    f.commander = top->name;
    f.army = top->army;
  }
  for (const auto& c : s.columns) {
    if (c.owner != owner || c.box != box) continue;
    (c.kind == ColumnKind::Infantry ? f.infantry_columns : f.cavalry_columns)++;
    if (!comprehensive) continue;
    // Every column's commander, the force's own commander too when he leads a column (8.2.3).
    for (const auto& o : s.officers)
      if (o.column == c.id) f.column_commanders.push_back(o.name);
    for (const auto& st : c.stands) {
      const StandType& type = s.forces->stand_type_at(st.type);
      (type.arm == Arm::Infantry ? f.regiments : type.arm == Arm::Cavalry ? f.brigades : f.batteries)++;
      f.units[unit_label(type)]++;
    }
  }
  for (const auto& g : s.garrisons)
    if (g.owner == owner && g.box == box) {
      f.garrison = true;
      if (comprehensive) f.garrison_units += static_cast<int>(g.stands.size());  // G-11
    }
  if (comprehensive) {
    // Permanent works and Fortress markers of the holder (SK 10.8.3, 17.2.3), or hasty works dug (SK 10.8).
    bool dug = works_length(s, owner, box) > 0;
    for (const auto& c : s.columns) dug = dug || (c.owner == owner && c.box == box && c.entrenched);
    f.entrenched = dug || (permanent_entrenchment(s, box) && s.holder(box) == owner);
  }
  return f;
}

// The factions with troops in a box other than the viewer, largest first.
std::vector<std::string> foreign_factions(const SkState& s, const std::string& box, const std::string& viewer) {
  std::map<std::string, int> size;
  for (const auto& c : s.columns)
    if (c.box == box && c.owner != viewer) size[c.owner] += static_cast<int>(c.stands.size());
  for (const auto& g : s.garrisons)
    if (g.box == box && g.owner != viewer) size[g.owner] += static_cast<int>(g.stands.size());
  std::vector<std::string> out;
  for (const auto& [f, n] : size) out.push_back(f);
  std::stable_sort(out.begin(), out.end(), [&](const std::string& a, const std::string& b) { return size[a] > size[b]; });
  return out;
}

}  // namespace

PlayerPicture make_picture(const SkState& s, const std::string& faction, Dice& dice) {
  PlayerPicture p;
  p.faction = faction;
  p.date = s.date;
  int true_on = setting(s, kTrueNationalitySetting);
  for (const auto& [box, sight] : scout(s, faction)) {
    BoxIntel b;
    b.box = box;
    b.level = sight.level;
    b.via = sight.via;
    auto present = foreign_factions(s, box, faction);
    b.troops = !present.empty();
    if (b.level == ReportLevel::Inaccurate && b.troops) {
      // SK 8.2.1, G-11: the nationality may be wrong. One labelled die decides;
      // a wrong report names another faction, chosen by a second die. Both are
      // keyed by what this report is about (date, faction, box), so nothing
      // another faction's report needs can shift them (ARCHITECTURE promise 4).
      std::string where = s.map->box_name(box);
      std::string key = "intelligence|" + s.date.describe() + "|" + faction + "|" + box + "|";
      int roll = dice.keyed_roll("intelligence for " + faction_name(faction) + ", " + where + ": true nationality on " +
                                     std::to_string(true_on) + " or less, D6",
                                 key + "true nationality", 1, 6)
                     .total();
      std::string truth = present.front();
      if (roll <= true_on) {
        b.possibly = truth;
      } else {
        std::vector<std::string> others;
        for (const auto& f : s.factions)
          if (f.active && f.id != truth && f.id != faction) others.push_back(f.id);
        if (others.empty()) b.possibly = truth;
        else if (others.size() == 1) b.possibly = others.front();
        else
          b.possibly = others[static_cast<std::size_t>(
              dice.keyed_roll("intelligence for " + faction_name(faction) + ", " + where +
                                  ": which wrong nationality, D" + std::to_string(others.size()),
                              key + "which wrong nationality", 1, static_cast<int>(others.size()))
                  .total() -
              1)];
      }
    }
    if (b.level >= ReportLevel::Accurate)
      for (const auto& f : present) b.forces.push_back(describe_force(s, box, f, b.level == ReportLevel::Comprehensive));
    p.boxes.push_back(std::move(b));
  }
  std::stable_sort(p.boxes.begin(), p.boxes.end(), [](const BoxIntel& a, const BoxIntel& b) { return a.level > b.level; });
  for (const auto& c : s.columns)
    if (c.owner == faction) p.own_columns.push_back(c);
  for (const auto& o : s.officers)
    if (o.owner == faction) p.own_officers.push_back(o);
  for (const auto& g : s.garrisons)
    if (g.owner == faction) p.own_garrisons.push_back(g);
  return p;
}

namespace {

std::string plural(int n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "10 infantry regiments, 1 cavalry regiment, 3 cavalry brigades, 2 artillery batteries".
std::string units_text(const ForeignForce& f) {
  if (f.units.empty())  // a report issued before the units were kept
    return plural(f.regiments, "infantry regiment", "infantry regiments") + ", " +
           plural(f.brigades, "cavalry brigade", "cavalry brigades") + ", " +
           plural(f.batteries, "artillery battery", "artillery batteries");
  auto rank = [](const std::string& label) {  // the rulebook's order: regiments, brigades, batteries
    for (int i = 0; const char* noun : {" regiment", " battalion", " brigade", " battery"}) {
      if (label.size() >= std::strlen(noun) && label.compare(label.size() - std::strlen(noun), std::string::npos, noun) == 0)
        return i;
      ++i;
    }
    return 4;
  };
  std::vector<std::string> parts;
  for (const char* arm : {"infantry ", "cavalry ", "artillery "}) {
    std::vector<std::pair<std::string, int>> of_arm;
    for (const auto& [label, n] : f.units)
      if (label.rfind(arm, 0) == 0) of_arm.push_back({label, n});
    std::stable_sort(of_arm.begin(), of_arm.end(), [&](const auto& a, const auto& b) { return rank(a.first) < rank(b.first); });
    for (const auto& [label, n] : of_arm) {
      std::string many = label.back() == 'y' ? label.substr(0, label.size() - 1) + "ies" : label + "s";
      parts.push_back(plural(n, label, many));
    }
  }
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : ", ") + p;
  return out;
}

std::string force_text(const ForeignForce& f, bool comprehensive) {
  std::string head = f.army.empty() ? faction_name(f.faction) + " troops" : f.army;
  std::vector<std::string> parts;
  if (f.infantry_columns && f.cavalry_columns)
    parts.push_back(std::to_string(f.infantry_columns) + " infantry and " + std::to_string(f.cavalry_columns) +
                    " cavalry columns");
  else if (f.infantry_columns)
    parts.push_back(plural(f.infantry_columns, "infantry column", "infantry columns"));
  else if (f.cavalry_columns)
    parts.push_back(plural(f.cavalry_columns, "cavalry column", "cavalry columns"));
  if (f.garrison) parts.push_back(comprehensive ? "a garrison of " + plural(f.garrison_units, "unit", "units") : "garrison troops");
  std::string text = head + ": ";
  for (std::size_t i = 0; i < parts.size(); ++i) text += (i ? ", " : "") + parts[i];
  if (comprehensive) {
    text += ", totalling " + units_text(f);
    text += f.commander.empty() ? "" : ", " + f.commander + " commanding";
    text += ".";
    if (!f.column_commanders.empty()) {
      text += " " + and_list(f.column_commanders) + ".";
    }
    text += f.entrenched ? " Entrenched." : " No entrenchments.";
  } else {
    text += f.commander.empty() ? "." : ", " + f.commander + ".";
  }
  return text;
}

}  // namespace

std::string report_text(const BoxIntel& b) {
  if (!b.troops) return "No troops seen.";
  if (b.level == ReportLevel::Inaccurate) return "Troops present, possibly " + faction_people(b.possibly) + ", numbers unknown.";
  std::string text;
  for (const auto& f : b.forces) text += (text.empty() ? "" : " ") + force_text(f, b.level == ReportLevel::Comprehensive);
  return text;
}

// --- JSON -------------------------------------------------------------------

namespace {

ReportLevel level_from_json(const JsonCursor& c) {
  std::string s = c.as_enum({"none", "Inaccurate", "Accurate", "Comprehensive"});
  return s == "Inaccurate" ? ReportLevel::Inaccurate
         : s == "Accurate" ? ReportLevel::Accurate
         : s == "Comprehensive" ? ReportLevel::Comprehensive
                                : ReportLevel::None;
}

Json to_json(const ForeignForce& f) {
  return Json{{"faction", f.faction},
              {"army", f.army},
              {"commander", f.commander},
              {"infantry_columns", f.infantry_columns},
              {"cavalry_columns", f.cavalry_columns},
              {"garrison", f.garrison},
              {"column_commanders", f.column_commanders},
              {"regiments", f.regiments},
              {"brigades", f.brigades},
              {"batteries", f.batteries},
              {"garrison_units", f.garrison_units},
              {"entrenched", f.entrenched},
              {"units", f.units}};
}

ForeignForce force_from_json(const JsonCursor& c) {
  ForeignForce f;
  f.faction = c["faction"].as_string();
  f.army = c["army"].as_string();
  f.commander = c["commander"].as_string();
  f.infantry_columns = static_cast<int>(c["infantry_columns"].as_int(0, 1000));
  f.cavalry_columns = static_cast<int>(c["cavalry_columns"].as_int(0, 1000));
  f.garrison = c["garrison"].as_bool();
  for (const auto& n : c["column_commanders"].items()) f.column_commanders.push_back(n.as_string());
  f.regiments = static_cast<int>(c["regiments"].as_int(0, 10000));
  f.brigades = static_cast<int>(c["brigades"].as_int(0, 10000));
  f.batteries = static_cast<int>(c["batteries"].as_int(0, 10000));
  f.garrison_units = static_cast<int>(c["garrison_units"].as_int(0, 10000));
  f.entrenched = c["entrenched"].as_bool();
  if (auto units = c.optional("units"))  // kept since reports count units as what they are
    for (const auto& key : units->keys()) f.units[key] = static_cast<int>((*units)[key].as_int(0, 10000));
  return f;
}

}  // namespace

Json to_json(const BoxIntel& b) {
  Json forces = Json::array();
  for (const auto& f : b.forces) forces.push_back(to_json(f));
  return {{"box", b.box}, {"level", to_string(b.level)}, {"via", b.via}, {"troops", b.troops},
          {"possibly", b.possibly}, {"forces", forces}};
}

BoxIntel box_intel_from_json(const JsonCursor& b) {
  BoxIntel bi;
  bi.box = b["box"].as_string();
  bi.level = level_from_json(b["level"]);
  bi.via = b["via"].as_string();
  bi.troops = b["troops"].as_bool();
  bi.possibly = b["possibly"].as_string();
  for (const auto& f : b["forces"].items()) bi.forces.push_back(force_from_json(f));
  return bi;
}

Json to_json(const PlayerPicture& p) {
  Json boxes = Json::array(), columns = Json::array(), officers = Json::array(), garrisons = Json::array();
  for (const auto& b : p.boxes) boxes.push_back(to_json(b));
  for (const auto& c : p.own_columns) columns.push_back(to_json(c));
  for (const auto& o : p.own_officers) officers.push_back(to_json(o));
  for (const auto& g : p.own_garrisons) garrisons.push_back(to_json(g));
  return Json{{"faction", p.faction},
              {"date", {{"year", p.date.year}, {"season", to_string(p.date.season)}}},
              {"boxes", boxes},
              {"own_columns", columns},
              {"own_officers", officers},
              {"own_garrisons", garrisons}};
}

LazyJson picture_json(PlayerPicture p) {
  return LazyJson::deferred([p = std::move(p)] { return to_json(p); });
}

PlayerPicture picture_from_json(const JsonCursor& c) {
  PlayerPicture p;
  p.faction = c["faction"].as_string();
  p.date.year = static_cast<int>(c["date"]["year"].as_int());
  std::string season = c["date"]["season"].as_enum({"Spring", "Summer", "Autumn", "Winter"});
  p.date.season = season == "Spring" ? Season::Spring : season == "Summer" ? Season::Summer
                  : season == "Autumn" ? Season::Autumn : Season::Winter;
  for (const auto& b : c["boxes"].items()) p.boxes.push_back(box_intel_from_json(b));
  for (const auto& col : c["own_columns"].items()) p.own_columns.push_back(column_from_json(col));
  for (const auto& o : c["own_officers"].items()) p.own_officers.push_back(officer_from_json(o));
  for (const auto& g : c["own_garrisons"].items()) p.own_garrisons.push_back(garrison_from_json(g));
  return p;
}

}  // namespace umpire::sk
