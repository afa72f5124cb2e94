#include "1631/map_check.h"

#include <algorithm>
#include <set>
#include <unordered_map>

namespace umpire::flammes {

namespace {

const char* const kDash = "\xe2\x80\x93";  // "Stettin–Garz"

// The map's lookups for the checks, built from the records alone (a map being
// checked may have duplicate ids or lines naming no area, which index() is not for).
struct CheckedMap {
  const Map& m;
  std::unordered_map<std::string, int> area_ix, region_ix;
  std::vector<std::vector<int>> lines_of;  // per area, the lines with both ends known

  explicit CheckedMap(const Map& map) : m(map), lines_of(map.areas.size()) {
    for (std::size_t i = 0; i < m.areas.size(); ++i) area_ix.emplace(m.areas[i].id, static_cast<int>(i));
    for (std::size_t i = 0; i < m.regions.size(); ++i) region_ix.emplace(m.regions[i].id, static_cast<int>(i));
    for (std::size_t i = 0; i < m.lines.size(); ++i) {
      const Line& l = m.lines[i];
      const Area *a = area(l.a), *b = area(l.b);
      if (!a || !b || a == b) continue;
      lines_of[static_cast<std::size_t>(ix(l.a))].push_back(static_cast<int>(i));
      lines_of[static_cast<std::size_t>(ix(l.b))].push_back(static_cast<int>(i));
    }
  }
  int ix(const std::string& id) const {
    auto it = area_ix.find(id);
    return it == area_ix.end() ? -1 : it->second;
  }
  const Area* area(const std::string& id) const {
    const int i = ix(id);
    return i < 0 ? nullptr : &m.areas[static_cast<std::size_t>(i)];
  }
  const Region* region(const std::string& id) const {
    auto it = region_ix.find(id);
    return it == region_ix.end() ? nullptr : &m.regions[static_cast<std::size_t>(it->second)];
  }
  std::string name(const std::string& id) const {
    const Area* a = area(id);
    return a ? a->name : "\"" + id + "\"";
  }
  std::string region_name(const std::string& id) const {
    const Region* r = region(id);
    return r ? r->name : "\"" + id + "\"";
  }
  std::string line_name(std::size_t i) const {
    const Line& l = m.lines[i];
    return std::string(words(l.type)) + " " + name(l.a) + kDash + name(l.b);
  }
  const std::string& other(int line, const std::string& from) const {
    const Line& l = m.lines[static_cast<std::size_t>(line)];
    return l.a == from ? l.b : l.a;
  }
  // The lines between two areas whose type is one of `types`.
  std::vector<int> between(const std::string& a, const std::string& b, std::initializer_list<LineType> types) const {
    std::vector<int> out;
    const int i = ix(a);
    if (i < 0) return out;
    for (int line : lines_of[static_cast<std::size_t>(i)])
      if (other(line, a) == b &&
          std::find(types.begin(), types.end(), m.lines[static_cast<std::size_t>(line)].type) != types.end())
        out.push_back(line);
    return out;
  }
  // The areas one line of one of `types` from `a`, each once.
  std::vector<std::string> next_to(const std::string& a, std::initializer_list<LineType> types) const {
    std::vector<std::string> out;
    const int i = ix(a);
    if (i < 0) return out;
    for (int line : lines_of[static_cast<std::size_t>(i)]) {
      const std::string& b = other(line, a);
      if (std::find(types.begin(), types.end(), m.lines[static_cast<std::size_t>(line)].type) != types.end() &&
          std::find(out.begin(), out.end(), b) == out.end())
        out.push_back(b);
    }
    return out;
  }
};

MapIssue on_area(std::string text, const std::string& id, bool error = true) {
  return {error, std::move(text), MapTarget::node(id)};
}
MapIssue on_line(std::string text, std::size_t line, bool error = true) {
  return {error, std::move(text), MapTarget::of_edge(static_cast<EdgeIx>(line))};
}
MapIssue on_region(std::string text, const std::string& id, bool error = true) {
  return {error, std::move(text), MapTarget::group(id)};
}
MapIssue on_map(std::string text, bool error = true) { return {error, std::move(text), {}}; }

std::string kind_words(const Area& a) {
  switch (a.kind) {
    case AreaKind::Green: return "a green area";
    case AreaKind::City: return "a city";
    case AreaKind::Fortress: return "a fortress";
    case AreaKind::Strategic: return "a strategic area";
  }
  return "an area";
}

void check_ids(const CheckedMap& c, std::vector<MapIssue>& out) {
  const Map& m = c.m;
  if (m.areas.empty()) out.push_back(on_map("the map has no areas (1631 §2.2.1)"));
  std::set<std::string> seen;
  for (const auto& a : m.areas)
    if (!seen.insert(a.id).second) out.push_back(on_area("two areas have the id \"" + a.id + "\"", a.id));
  std::set<std::string> regions;
  for (const auto& r : m.regions) {
    if (!regions.insert(r.id).second)
      out.push_back(on_region("two regions have the id \"" + r.id + "\"", r.id));
    else if (seen.count(r.id))
      out.push_back(on_region("the region " + r.name + " has the id \"" + r.id + "\" of the area " + c.name(r.id) +
                                  ": areas and regions need different ids",
                              r.id));
  }
}

void check_lines(const CheckedMap& c, std::vector<MapIssue>& out) {
  const Map& m = c.m;
  std::set<std::tuple<std::string, std::string, LineType>> seen;
  for (std::size_t i = 0; i < m.lines.size(); ++i) {
    const Line& l = m.lines[i];
    bool known = true;
    for (const std::string* end : {&l.a, &l.b})
      if (!c.area(*end)) {
        out.push_back(on_line("the " + c.line_name(i) + " names \"" + *end + "\", which is no area of the map", i));
        known = false;
      }
    if (!known) continue;
    if (l.a == l.b) {
      out.push_back(on_line("the " + c.line_name(i) + " joins " + c.name(l.a) + " to itself", i));
      continue;
    }
    if (!seen.insert({std::min(l.a, l.b), std::max(l.a, l.b), l.type}).second)
      out.push_back(on_line(
          "there are two " + std::string(words(l.type)) + " lines between " + c.name(l.a) + " and " + c.name(l.b), i));
    if (l.type != LineType::Bridge) {
      if (!l.bridge_city.empty())
        out.push_back(on_line("the " + c.line_name(i) + " is connected to " + c.name(l.bridge_city) +
                                  ", but only a bridge is connected to a city (1631 §2.2.1)",
                              i));
      continue;
    }
    if (l.bridge_city.empty()) {
      out.push_back(on_line("the " + c.line_name(i) + " is connected to no city, so no city controls it (1631 §2.2.1)",
                            i, false));
      continue;
    }
    const Area* city = c.area(l.bridge_city);
    if ((l.bridge_city != l.a && l.bridge_city != l.b) || !city || !city->has_city())
      out.push_back(on_line("the " + c.line_name(i) + " is connected to " + c.name(l.bridge_city) +
                                ", which is not a city at one of its ends (1631 §2.2.1)",
                            i));
  }
}

void check_connected(const CheckedMap& c, std::vector<MapIssue>& out) {
  const Map& m = c.m;
  if (m.areas.empty()) return;
  std::vector<char> reached(m.areas.size(), 0);
  std::vector<int> queue{0};
  reached[0] = 1;
  while (!queue.empty()) {
    const int at = queue.back();
    queue.pop_back();
    const std::string& id = m.areas[static_cast<std::size_t>(at)].id;
    for (int line : c.lines_of[static_cast<std::size_t>(at)]) {
      const int next = c.ix(c.other(line, id));
      if (next >= 0 && !reached[static_cast<std::size_t>(next)]) {
        reached[static_cast<std::size_t>(next)] = 1;
        queue.push_back(next);
      }
    }
  }
  std::string cut;
  std::string first;
  for (std::size_t i = 0; i < m.areas.size(); ++i)
    if (!reached[i]) {
      cut += (cut.empty() ? "" : ", ") + m.areas[i].name;
      if (first.empty()) first = m.areas[i].id;
    }
  if (!cut.empty())
    out.push_back(on_area("the map is not connected: no line leads from " + m.areas[0].name + " to " + cut, first));
}

void check_areas(const CheckedMap& c, std::vector<MapIssue>& out) {
  std::set<std::string> used;
  for (const auto& a : c.m.areas) {
    if (a.strategic()) {
      if (!a.region.empty())
        out.push_back(on_area("the strategic area " + a.name + " is in the region " + c.region_name(a.region) +
                                  ", but a strategic area is in no region (1631 §2.2.2)",
                              a.id));
    } else if (a.region.empty()) {
      out.push_back(on_area(a.name + " is in no region: each area is in one of the regions (1631 §2.2.3)", a.id));
    } else if (!c.region(a.region)) {
      out.push_back(on_area(a.name + " names a region \"" + a.region + "\" the map does not have", a.id));
    }
    used.insert(a.region);
    if (!a.has_city()) {
      if (a.vp != 0 || a.sp != 0)
        out.push_back(on_area(
            a.name + " is " + kind_words(a) + ": only a city has victory and supply points (1631 §2.2.1)", a.id));
      if (a.port)
        out.push_back(on_area(a.name + " is " + kind_words(a) +
                                  ": a supply port is a city, where Swedish recruits join its garrison (1631 §9.3)",
                              a.id));
      if (a.printed_marker)
        out.push_back(
            on_area(a.name + " is " + kind_words(a) + ": only a city has a printed marker (1631 §2.2.1)", a.id));
    } else if (a.printed_marker && a.allegiance == Allegiance::Minor) {
      out.push_back(on_area(a.name + " is a minor state's city: only Brandenburg and Saxon cities have a printed "
                                     "marker (1631 §2.2.1)",
                            a.id));
    }
  }
  for (const auto& r : c.m.regions)
    if (!used.count(r.id)) out.push_back(on_region("the region " + r.name + " has no areas", r.id, false));
}

// --- The rulebook's map.

struct NamedArea {
  const char* id;
  const char* name;    // as printed
  const char* region;  // "" when the rulebook does not say
  bool city;           // the set-up puts a garrison there
  const char* why;
};

// The places the set-up and the rules name (1631 §10, §11, §12).
constexpr NamedArea kNamed[] = {
    {"doemitz", "Dömitz", "mecklenburg", true, "the set-up puts an Imperial garrison there (1631 §11)"},
    {"wismar", "Wismar", "mecklenburg", true, "the set-up puts an Imperial garrison there (1631 §11)"},
    {"rostock", "Rostock", "mecklenburg", true, "the set-up puts an Imperial garrison there (1631 §11)"},
    {"neu_brandenburg", "Neu Brandenburg", "mecklenburg", true,
     "the set-up puts an Imperial garrison there (1631 §11)"},
    {"demmin", "Demmin", "vorpommern", true, "the set-up puts an Imperial garrison there (1631 §11)"},
    {"stralsund", "Stralsund", "vorpommern", true, "the set-up puts a Swedish garrison there (1631 §11)"},
    {"greifswald", "Greifswald", "vorpommern", true, "the set-up puts a besieged Imperial garrison there (1631 §11)"},
    {"stettin", "Stettin", "vorpommern", true, "the set-up puts a Swedish garrison there (1631 §11)"},
    {"kolberg", "Kolberg", "hinterpommern", true, "the set-up puts a besieged Imperial garrison there (1631 §11)"},
    {"greifenhagen", "Greifenhagen", "hinterpommern", false, "the set-up puts Imperial units there (1631 §11)"},
    {"havelberg", "Havelberg", "prignitz", true, "the set-up puts an Imperial garrison there (1631 §11)"},
    {"brandenburg", "Brandenburg", "prignitz", true, "the set-up puts an Imperial garrison there (1631 §11)"},
    {"garz", "Garz", "mittelmark", true, "the set-up puts an Imperial garrison there (1631 §11)"},
    {"frankfurt", "Frankfurt", "mittelmark", true, "the set-up puts an Imperial garrison there (1631 §11)"},
    {"landsberg", "Landsberg", "neumark", true, "its Imperial garrison withdraws into it (1631 §12)"},
    {"magdeburg", "Magdeburg", "", true, "its Swedish garrison is besieged (1631 §10.6, §12)"},
    {"halberstadt", "Halberstadt", "", false, "Tilly marches from there (1631 §12)"},
    {"berlin", "Berlin", "", false, "Tilly marches through it (1631 §12)"},
    {"dresden", "Dresden", "", true, "Arnim withdraws into its garrison (1631 §10.8)"},
    {"werben", "Werben", "", false, "the Werben crossing is there (1631 §10.7)"},
};

constexpr const char* kNamedRegions[][2] = {{"mecklenburg", "Mecklenburg"},     {"vorpommern", "Vorpommern"},
                                            {"hinterpommern", "Hinterpommern"}, {"prignitz", "Prignitz"},
                                            {"mittelmark", "Mittelmark"},       {"neumark", "Neumark"},
                                            {"mittelelbe", "Mittelelbe"},       {"sachsen", "Sachsen"}};

constexpr const char* kStrategic[][3] = {{"niedersachsen", "Niedersachsen", "Lower Saxony"},
                                         {"franken", "Franken", "Franconia"},
                                         {"boehmen", "Böhmen", "Bohemia"},
                                         {"schlesien", "Schlesien", "Silesia"}};

// The Imperial garrisons of the set-up not under siege, whose SP count at the start (1631 §11).
constexpr const char* kImperialSupplied[] = {"doemitz",   "wismar",      "rostock", "neu_brandenburg", "demmin",
                                             "havelberg", "brandenburg", "garz",    "frankfurt",       "landsberg"};

int sum_of(const CheckedMap& c, std::initializer_list<const char*> ids, int Area::*field) {
  int sum = 0;
  for (const char* id : ids)
    if (const Area* a = c.area(id)) sum += a->*field;
  return sum;
}

void check_named(const CheckedMap& c, std::vector<MapIssue>& out) {
  for (const auto& [id, name, english] : kStrategic) {
    const Area* a = c.area(id);
    if (!a)
      out.push_back(on_map(std::string("the map should have the strategic area ") + name + " (" + english + ", id \"" +
                           id + "\") (1631 §2.2.2)"));
    else if (!a->strategic())
      out.push_back(on_area(a->name + " should be a strategic area (1631 §2.2.2)", a->id));
  }
  for (const auto& a : c.m.areas)
    if (a.strategic() &&
        std::none_of(std::begin(kStrategic), std::end(kStrategic), [&](const auto& s) { return a.id == s[0]; }))
      out.push_back(on_area(a.name + " is a strategic area, but the rulebook has four: Lower Saxony, Franconia, "
                                     "Bohemia and Silesia (1631 §2.2.2)",
                            a.id));
  if (c.m.regions.size() != 13)
    out.push_back(
        on_map("the map should have thirteen regions, not " + std::to_string(c.m.regions.size()) + " (1631 §2.2.3)"));
  for (const auto& [id, name] : kNamedRegions)
    if (!c.region(id))
      out.push_back(on_map(std::string("the map should have the region ") + name + " (id \"" + id +
                           "\") (1631 §2.2.3, §11, §12)"));
  for (const auto& r : c.m.regions) {
    const bool ravaged = r.id == "mecklenburg" || r.id == "vorpommern" || r.id == "hinterpommern";
    if (ravaged && r.ravaged != 1)
      out.push_back(on_region(r.name + " should start Ravaged once (1631 §11)", r.id));
    else if (!ravaged && r.ravaged != 0)
      out.push_back(on_region(r.name + " should start unravaged: only Mecklenburg, Vorpommern and Hinterpommern "
                                       "start Ravaged (1631 §11)",
                              r.id));
  }
  for (const auto& n : kNamed) {
    const Area* a = c.area(n.id);
    if (!a) {
      out.push_back(on_map(std::string("the map should have ") + n.name + " (id \"" + n.id + "\"): " + n.why));
      continue;
    }
    if (n.city && !a->has_city()) out.push_back(on_area(a->name + " should be a city or a fortress: " + n.why, a->id));
    if (*n.region && a->region != n.region)
      out.push_back(on_area(a->name + " should be in " + c.region_name(n.region) + " (1631 §11, §12)", a->id));
    const std::string region = n.region;
    if ((region == "prignitz" || region == "mittelmark") && a->allegiance != Allegiance::Brandenburg)
      out.push_back(on_area(a->name + " should be a Brandenburg area: the set-up lists " + c.region_name(n.region) +
                                " as Brandenburg's (1631 §11)",
                            a->id));
  }
  if (const Area* d = c.area("dresden"); d && d->allegiance != Allegiance::Saxony)
    out.push_back(on_area("Dresden should be a Saxon city (1631 §10.8)", d->id));
}

void check_values(const CheckedMap& c, std::vector<MapIssue>& out) {
  if (int sp = sum_of(c, {"stralsund", "stettin"}, &Area::sp); sp != 3)
    out.push_back(on_area("Stralsund and Stettin should give 3 SP together, not " + std::to_string(sp) +
                              ": the Swedes start with 15 SP, 12 of them off the map (1631 §9.1.1, §11)",
                          "stralsund"));
  if (int vp = sum_of(c, {"stralsund", "stettin", "magdeburg"}, &Area::vp); vp != 22)
    out.push_back(on_area("Stralsund, Stettin and Magdeburg should be worth 22 VP together, not " + std::to_string(vp) +
                              ": the Swedes start with 22 VP (1631 §11)",
                          "magdeburg"));
  if (const Area* m = c.area("magdeburg"); m && m->vp <= 6)
    out.push_back(on_area(
        "Magdeburg should be worth more than 6 VP: captured by the Imperials it falls to 6 (1631 §10.6)", m->id));
  int imperial = 0;
  std::string names;
  for (const char* id : kImperialSupplied) {
    if (const Area* a = c.area(id)) imperial += a->sp;
    names += (names.empty() ? "" : ", ") + c.name(id);
  }
  if (imperial != 16)
    out.push_back(on_map("the Imperial garrisons not under siege at the start (" + names +
                         ") should give 16 SP together, not " + std::to_string(imperial) +
                         ": the Imperials start with 20 SP, 4 of them off the map (1631 §9.1.1, §11)"));
  if (const Area* g = c.area("garz"); g && (g->vp != 3 || g->sp != 1))
    out.push_back(on_area("Garz should be worth 3 VP and 1 SP (1631 §12)", g->id));
  if (const Area* l = c.area("landsberg")) {
    if (l->kind != AreaKind::City)
      out.push_back(on_area("Landsberg should be a city, not " + kind_words(*l) +
                                ": its garrison ignores only a city's first hit (1631 §7.7, §12)",
                            l->id));
    if (l->sp != 1) out.push_back(on_area("Landsberg should give 1 SP (1631 §12)", l->id));
  }
  for (const char* id : {"magdeburg", "kolberg", "greifswald"})
    if (const Area* a = c.area(id); a && a->kind != AreaKind::Fortress)
      out.push_back(
          on_area(a->name + " should be a fortress: its surrender roll counts the fortress (1631 §9.2.2, §12)", a->id));
  if (const Area* k = c.area("kolberg"); k && (k->vp < 1 || k->sp < 1))
    out.push_back(on_area("Kolberg should be worth at least 1 VP and 1 SP: its capture raises both (1631 §12)", k->id));
  for (const char* id : {"stralsund", "greifswald", "kolberg"})
    if (const Area* a = c.area(id); a && !a->port)
      out.push_back(on_area(a->name + " should be a Swedish supply port (anchor): its units are supplied as in a "
                                      "coastal area (1631 §9.1.2, §12)",
                            a->id));
  for (const auto& a : c.m.areas)
    if (a.has_city() && a.allegiance != Allegiance::Minor && !a.printed_marker)
      out.push_back(on_area(a.name + " is a " + (a.allegiance == Allegiance::Saxony ? "Saxon" : "Brandenburg") +
                                " city: it should have its printed marker (1631 §2.2.1)",
                            a.id));
}

void check_werben(const CheckedMap& c, std::vector<MapIssue>& out) {
  int at_werben = 0;
  for (std::size_t i = 0; i < c.m.lines.size(); ++i) {
    const Line& l = c.m.lines[i];
    if (l.type != LineType::Ford) continue;
    if (l.a == "werben" || l.b == "werben")
      ++at_werben;
    else
      out.push_back(on_line("the " + c.line_name(i) +
                                " does not touch Werben: the only fords are the Werben "
                                "crossing's (1631 §10.7)",
                            i));
  }
  if (c.area("werben") && at_werben != 2)
    out.push_back(on_area("Werben should have two ford lines, not " + std::to_string(at_werben) +
                              ": the Werben crossing is two black parallel lines (1631 §10.7)",
                          "werben"));
}

constexpr std::initializer_list<LineType> kMoves = {LineType::Road, LineType::River};

// One Engage: one road or river line, or two river lines (1631 §6.2).
bool one_engage(const CheckedMap& c, const std::string& a, const std::string& b) {
  if (!c.between(a, b, kMoves).empty()) return true;
  for (const auto& x : c.next_to(a, {LineType::River}))
    if (!c.between(x, b, {LineType::River}).empty()) return true;
  return false;
}

void check_example_paths(const CheckedMap& c, std::vector<MapIssue>& out) {
  auto known = [&](std::initializer_list<const char*> ids) {
    return std::all_of(ids.begin(), ids.end(), [&](const char* id) { return c.area(id) != nullptr; });
  };
  if (known({"stettin", "garz"}) && !one_engage(c, "stettin", "garz"))
    out.push_back(
        on_area("Garz should be one Engage from Stettin: one road or river line, or two river lines "
                "(1631 §6.2, §12)",
                "garz"));
  if (known({"garz", "frankfurt"})) {
    bool two = false;
    for (const auto& x : c.next_to("garz", kMoves))
      if (x != "stettin" && x != "stralsund" && x != "magdeburg" && !c.between(x, "frankfurt", kMoves).empty())
        two = true;
    if (!two)
      out.push_back(
          on_area("Frankfurt should be two moves from Garz through an area without a Swedish garrison: "
                  "Schauenburg evades there (1631 §7.3, §12)",
                  "frankfurt"));
    if (!one_engage(c, "frankfurt", "garz"))
      out.push_back(
          on_area("Garz should be one Engage from Frankfurt: one road or river line, or two river lines "
                  "(1631 §6.2, §12)",
                  "frankfurt"));
  }
  if (known({"garz", "greifenhagen"}) && c.between("garz", "greifenhagen", {LineType::Bridge}).empty())
    out.push_back(
        on_area("Garz and Greifenhagen should be joined by a bridge: the Swedes' attack there is a river "
                "assault (1631 §7.5, §12)",
                "greifenhagen"));
  if (known({"greifenhagen", "landsberg"}) && !one_engage(c, "greifenhagen", "landsberg"))
    out.push_back(
        on_area("Landsberg should be one Engage from Greifenhagen, within an evasion's two moves "
                "(1631 §7.3, §12)",
                "landsberg"));
  if (known({"halberstadt", "magdeburg"}) && c.between("halberstadt", "magdeburg", kMoves).empty())
    out.push_back(
        on_area("Halberstadt and Magdeburg should be one road or river line apart: Tilly's forced march "
                "(1631 §12)",
                "halberstadt"));
  if (known({"magdeburg", "brandenburg"})) {
    bool found = false;
    for (const auto& x : c.next_to("magdeburg", {LineType::Bridge})) {
      bool elbe = false;
      for (int l : c.between("magdeburg", x, {LineType::Bridge}))
        elbe = elbe || c.m.lines[static_cast<std::size_t>(l)].bridge_city == "magdeburg";
      if (!elbe) continue;
      for (const auto& y : c.next_to(x, kMoves))
        for (int l : c.between(y, "brandenburg", {LineType::Bridge}))
          found = found || c.m.lines[static_cast<std::size_t>(l)].bridge_city == "brandenburg";
    }
    if (!found)
      out.push_back(
          on_area("Tilly's forced march should be possible as written: over Magdeburg's Elbe bridge, one "
                  "move, then over Brandenburg's Havel bridge into Brandenburg (1631 §12)",
                  "magdeburg"));
  }
  for (const auto& [a, b] : {std::pair<const char*, const char*>{"brandenburg", "berlin"}, {"berlin", "frankfurt"}})
    if (known({a, b}) && c.between(a, b, kMoves).empty())
      out.push_back(on_area(c.name(a) + " and " + c.name(b) +
                                " should be one road or river line apart: Tilly's "
                                "forced march (1631 §12)",
                            a));
}

}  // namespace

std::vector<MapIssue> check_map(const Map& m, MapChecks level) {
  const CheckedMap c(m);
  std::vector<MapIssue> out;
  check_ids(c, out);
  check_lines(c, out);
  check_connected(c, out);
  check_areas(c, out);
  if (level == MapChecks::Rulebook) {
    check_named(c, out);
    check_values(c, out);
    check_werben(c, out);
    check_example_paths(c, out);
  }
  return out;
}

bool has_error(const std::vector<MapIssue>& issues) {
  return std::any_of(issues.begin(), issues.end(), [](const MapIssue& i) { return i.error; });
}

}  // namespace umpire::flammes
