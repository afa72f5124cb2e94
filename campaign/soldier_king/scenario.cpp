#include "soldier_king/scenario.h"

#include <algorithm>
#include <cmath>

#include "soldier_king/data_files.h"
#include "soldier_king/factions.h"
#include "soldier_king/officer_names.h"
#include "soldier_king/settings.h"

namespace umpire::sk {

const Json& default_map() {
  static const Json j = parse_json(data::map_json(), "data/soldier_king/map.json");
  return j;
}

const Json& default_forces() {
  static const Json j = parse_json(data::forces_json(), "data/soldier_king/forces.json");
  return j;
}

std::vector<int> infantry_type_cycle(int n) {
  std::vector<int> out;
  for (int i = 0; i < n; ++i) out.push_back(i % 4 + 1);
  return out;
}

std::string ordinal_name(int n) {
  int mod100 = n % 100;
  const char* suffix = (mod100 >= 11 && mod100 <= 13) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
  return std::to_string(n) + suffix;
}

// A stand of the template's type, with the flags the rules give it.
Stand make_stand(SkState& s, const std::string& type, Quality q, bool guards, bool ducal, bool rebel) {
  const StandType* t = s.forces->stand_type(type);
  Stand st;
  st.id = s.new_id("s");
  st.type = type;
  st.sp = t->sp;
  st.quality = q;
  st.morale = table_morale(*s.forces, type, q, guards).value_or(*t->morale[0]);
  st.bg = t->arm == Arm::Infantry && t->formed && !rebel;                  // SK 20.3.6
  st.efd = t->arm == Arm::Infantry && (ducal || (rebel && t->formed));    // SK 20.3.5
  st.ppa = t->arm == Arm::Artillery && q == Quality::Raw;                  // SK 4.2.1, G-22
  st.sharpshooter = guards && type == "light_infantry_battalion";          // SK 20.3.1
  return st;
}

Column make_column(SkState& s, const Faction& f, const ColumnTemplate& t, const std::string& name, Quality q,
                   bool guards) {
  Column c;
  c.id = s.new_id("c");
  c.name = name;
  c.owner = f.id;
  c.kind = t.kind;
  c.infantry_type = t.infantry_type;
  c.guards = guards;
  c.rebel = t.rebel;
  for (const auto& [type, count] : t.stands)
    for (int i = 0; i < count; ++i) c.stands.push_back(make_stand(s, type, q, guards, !f.king, t.rebel));
  if (guards && c.kind == ColumnKind::Infantry)  // SK 20.3.1: one regiment may be rated shock
    for (auto& st : c.stands)
      if (st.type == "infantry_regiment") {
        st.shock = true;
        break;
      }
  return c;
}

void raise_starting_army(SkState& s, const Faction& f, int n, bool howitzers, std::uint64_t seed) {
  const Forces& data = *s.forces;
  int cavalry = static_cast<int>(std::lround(n * data.cavalry_share));
  int light = cavalry / 2;  // SK 20.1.2: at most half the cavalry columns
  int heavy = cavalry - light;
  int infantry = n - cavalry;
  Quality base = f.king ? Quality::Experienced : Quality::Raw;  // SK 3.2
  // Guards (SK 3.2, 20.3.1): a King's first infantry and first heavy cavalry
  // column; a Duke's first infantry column. Guards are Veteran.
  int guards_left = f.king ? 2 : 1;
  std::vector<std::string> dcs;

  auto add = [&](const ColumnTemplate& t, const std::string& label, int number) {
    bool guards = guards_left > 0 && number == 1 && (t.kind == ColumnKind::Infantry || (f.king && t.kind == ColumnKind::HeavyCavalry));
    if (guards) --guards_left;
    std::string name = guards ? "Guards " + label : ordinal_name(number) + " " + label;
    if (t.kind == ColumnKind::Infantry) name += " (Type " + std::to_string(t.infantry_type) + ")";
    Column c = make_column(s, f, t, name, guards ? Quality::Veteran : base, guards);
    Officer dc{s.new_id("o"), new_officer_name(s, f.id, seed, name), f.id, Rank::DC, "", c.id};  // not from the column's name
    s.columns.push_back(std::move(c));
    s.officers.push_back(std::move(dc));
  };

  auto types = infantry_type_cycle(infantry);  // SK 20.1.3
  for (int i = 0; i < infantry; ++i) add(*data.infantry_template(types[static_cast<std::size_t>(i)], false), "Infantry", i + 1);
  for (int i = 0; i < heavy; ++i) add(*data.column_template("heavy_cavalry"), "Heavy Cavalry", i + 1);
  for (int i = 0; i < light; ++i) add(*data.column_template("light_cavalry"), "Light Cavalry", i + 1);

  if (howitzers) {  // SK 20.3.2: one in three field and heavy batteries
    int batteries = 0;
    for (const auto& c : s.columns)
      if (c.owner == f.id)
        for (const auto& st : c.stands) batteries += st.type == "field_battery" || st.type == "heavy_battery";
    int convert = batteries / 3;
    for (auto& c : s.columns)
      if (c.owner == f.id)
        for (auto& st : c.stands)
          if (convert > 0 && st.type == "field_battery") {
            st.type = "howitzer_battery";
            --convert;
          }
  }

  // Officers (SK 3.3): a King has the Monarch and two CCs; a Duke himself and a
  // CC unless his state has fewer than 6 columns.
  if (f.king) {
    // The Generals are named like the DCs (names.json), not "1st General of ...";
    // a campaign made before keeps its set-up's names (the file holds its first state).
    s.officers.push_back(Officer{s.new_id("o"), "King of " + f.name, f.id, Rank::Monarch, "", ""});
    for (int i = 0; i < 2; ++i) {
      std::string id = s.new_id("o");
      s.officers.push_back(Officer{id, new_general_name(s, f.id, seed), f.id, Rank::CC, "", ""});
    }
  } else {
    s.officers.push_back(Officer{s.new_id("o"), "Duke of " + f.name, f.id, Rank::Duke, "", ""});
    if (n >= 6) {
      std::string id = s.new_id("o");
      s.officers.push_back(Officer{id, new_general_name(s, f.id, seed), f.id, Rank::CC, "", ""});
    }
  }
}

void auto_place(SkState& s, const std::string& faction) {
  // Recruiting cities of the home provinces first, the richest first; then the
  // other boxes. Columns are dealt out in turn so the army starts spread.
  std::vector<const CityBox*> boxes;
  for (const auto& p : s.home_provinces(faction))
    for (const CityBox* b : s.map->boxes_in(p)) boxes.push_back(b);
  if (boxes.empty()) return;
  std::stable_sort(boxes.begin(), boxes.end(), [](const CityBox* a, const CityBox* b) {
    int ra = a->recruiting ? a->recruiting->ruled : 0, rb = b->recruiting ? b->recruiting->ruled : 0;
    return ra > rb;
  });
  std::size_t recruiting = 0;
  while (recruiting < boxes.size() && boxes[recruiting]->recruiting) ++recruiting;
  std::size_t spread = recruiting > 0 ? recruiting : boxes.size();
  std::size_t next = 0;
  for (auto& c : s.columns) {
    if (c.owner != faction || !c.box.empty()) continue;
    c.box = boxes[next % spread]->id;
    ++next;
  }
  for (auto& o : s.officers) {
    if (o.owner != faction || !o.box.empty()) continue;
    if (!o.column.empty()) o.box = s.column(o.column)->box;
    else o.box = boxes.front()->id;  // the Monarch or Duke and the CCs in the capital
  }
}

std::shared_ptr<SkState> new_campaign(const JsonCursor& options, std::uint64_t seed) {
  options.only_keys({"start_year", "duchies", "howitzers", "placement", "map", "forces", "map_checks"});
  auto s = std::make_shared<SkState>();
  s->start_year = options.optional("start_year") ? static_cast<int>(options["start_year"].as_int()) : 1740;
  if (s->start_year != 1740 && s->start_year != 1700 && s->start_year != 1760)
    options["start_year"].fail("the campaign starts in 1700, 1740 or 1760 [SK 7.1.2]");
  s->date = GameDate{s->start_year - 1, Season::Winter};  // the pre-game diplomacy season (5.2)
  s->phase = Phase::Setup;
  s->invented_officer_names = true;
  s->attrition_ledger = true;

  if (auto m = options.optional("map")) s->map = std::make_shared<const Map>(map_from_json(*m));
  else s->map = std::make_shared<const Map>(map_from_json(JsonCursor(default_map(), "data/soldier_king/map.json")));
  MapChecks checks = options.optional("map_checks") ? map_checks_from_json(options["map_checks"]) : MapChecks::Rulebook;
  require_valid_map(*s->map, options.optional("map") ? "the map given" : "data/soldier_king/map.json", checks);
  if (auto f = options.optional("forces")) s->forces = std::make_shared<const Forces>(forces_from_json(*f));
  else s->forces = std::make_shared<const Forces>(forces_from_json(JsonCursor(default_forces(), "data/soldier_king/forces.json")));

  std::vector<std::string> active;
  if (auto d = options.optional("duchies"))
    for (const auto& item : d->items()) {
      std::string id = item.as_string();
      const FactionInfo* info = faction_info(id);
      if (!info || info->king) item.fail("\"" + id + "\" is not one of the Imperial duchies of SK 18.1.1");
      if (!s->map->province(id)) item.fail("the map has no province \"" + id + "\" for this duchy");
      active.push_back(id);
    }
  bool howitzers = options.optional("howitzers") ? options["howitzers"].as_bool() : false;
  std::string placement = options.optional("placement") ? options["placement"].as_enum({"auto", "manual"}) : "auto";

  for (const auto& k : kings()) s->factions.push_back(Faction{k.id, k.name, true, true});
  for (const auto& d : duchies()) {
    bool on = std::find(active.begin(), active.end(), d.id) != active.end();
    s->factions.push_back(Faction{d.id, d.name, false, on});
  }
  // Rule: each King rules his two home provinces; active duchies their own (G-34).
  for (const auto& p : s->map->provinces)
    if (!p.ruler.empty()) s->rulers[p.id] = p.ruler;
  for (const auto& f : s->factions) {
    if (!f.active) continue;
    if (!f.king) s->rulers[f.id] = f.id;
    for (const auto& p : s->home_provinces(f.id)) s->ever_ruled[f.id].insert(p);
    raise_starting_army(*s, f, faction_info(f.id)->start_columns, howitzers, seed);
    if (placement == "auto") auto_place(*s, f.id);
  }
  for (const auto& d : setting_defs()) s->settings[d.key] = d.default_value;  // the campaign keeps its values
  s->options = options.value();
  s->options.erase("map");  // kept in the state itself, not twice
  s->options.erase("forces");
  return s;
}

}  // namespace umpire::sk
