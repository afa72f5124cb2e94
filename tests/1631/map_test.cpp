// The shipped 1631 map (data/1631/map.json), a reconstructed draft, against
// what the rulebook states or its numbers imply about the printed map: the
// start's points (1631 §9.1.1, §11), the places the set-up and the example of
// play name (1631 §11, §12), and the example's moves with their line types.
#include <doctest/doctest.h>

#include <cmath>
#include <set>

#include <nlohmann/json.hpp>

#include "1631/map.h"
#include "1631/map_check.h"

using namespace umpire;
using namespace umpire::flammes;

namespace {

const Map& fl_map() { return *shipped_map(); }

int fl_sp(const char* id) { return fl_map().at(id).sp; }
int fl_vp(const char* id) { return fl_map().at(id).vp; }

// The one line between two areas, of the given type.
const Line& fl_only_line(const char* a, const char* b, LineType type) {
  const auto lines = fl_map().lines_between(a, b);
  REQUIRE_MESSAGE(lines.size() == 1, a, "-", b, " has ", lines.size(), " lines");
  const Line& l = fl_map().lines[static_cast<std::size_t>(lines[0])];
  CHECK_MESSAGE(l.type == type, a, "-", b, " is a ", to_string(l.type));
  return l;
}

}  // namespace

TEST_CASE("1631 map: the shipped draft passes the rulebook's checks") {
  const auto issues = check_map(fl_map(), MapChecks::Rulebook);
  for (const auto& i : issues) MESSAGE(i.text);
  CHECK(issues.empty());
  CHECK(fl_map().regions.size() == 13);
  CHECK(fl_map().areas.size() >= 50);
}

TEST_CASE(
    "1631 map: the Swedes' start of 15 SP and 22 VP comes from Stralsund, Stettin and Magdeburg (1631 §9.1.1, §11)") {
  // 15 SP = 12 off the map + the Swedish cities not under siege attrition (Magdeburg is).
  CHECK(fl_sp("stralsund") + fl_sp("stettin") == 3);
  CHECK(fl_vp("stralsund") + fl_vp("stettin") + fl_vp("magdeburg") == 22);
  CHECK(fl_vp("magdeburg") > 6);  // 1631 §10.6: captured, it falls to 6
}

TEST_CASE("1631 map: the Imperials' start of 20 SP is 4 off the map and 16 from their garrisons not under siege") {
  int sp = 0;
  for (const char* id : {"doemitz", "wismar", "rostock", "neu_brandenburg", "demmin", "havelberg", "brandenburg",
                         "garz", "frankfurt", "landsberg"}) {
    CHECK_MESSAGE(fl_map().at(id).has_city(), id);
    sp += fl_sp(id);
  }
  CHECK(sp == 16);
}

TEST_CASE("1631 map: Garz, Landsberg and the fortresses of the example of play (1631 §12)") {
  CHECK(fl_vp("garz") == 3);
  CHECK(fl_sp("garz") == 1);
  CHECK(fl_map().at("landsberg").kind == AreaKind::City);
  CHECK(fl_sp("landsberg") == 1);
  CHECK(fl_map().at("landsberg").region == "neumark");
  for (const char* id : {"magdeburg", "kolberg", "greifswald"})
    CHECK_MESSAGE(fl_map().at(id).kind == AreaKind::Fortress, id);
  CHECK(fl_vp("kolberg") >= 1);
  CHECK(fl_sp("kolberg") >= 1);
  for (const char* id : {"stralsund", "greifswald", "kolberg"}) CHECK_MESSAGE(fl_map().at(id).port, id);
}

TEST_CASE("1631 map: the set-up's areas are in its regions, and only three regions start Ravaged (1631 §11)") {
  const std::pair<const char*, const char*> setup[] = {{"doemitz", "mecklenburg"},   {"wismar", "mecklenburg"},
                                                       {"rostock", "mecklenburg"},   {"neu_brandenburg", "mecklenburg"},
                                                       {"demmin", "vorpommern"},     {"stralsund", "vorpommern"},
                                                       {"greifswald", "vorpommern"}, {"stettin", "vorpommern"},
                                                       {"kolberg", "hinterpommern"}, {"greifenhagen", "hinterpommern"},
                                                       {"havelberg", "prignitz"},    {"brandenburg", "prignitz"},
                                                       {"garz", "mittelmark"},       {"frankfurt", "mittelmark"}};
  for (const auto& [area, region] : setup) CHECK_MESSAGE(fl_map().at(area).region == region, area);
  for (const auto& r : fl_map().regions) {
    const bool ravaged = r.id == "mecklenburg" || r.id == "vorpommern" || r.id == "hinterpommern";
    CHECK_MESSAGE(r.ravaged == (ravaged ? 1 : 0), r.id);
  }
  for (const char* id : {"niedersachsen", "franken", "boehmen", "schlesien"}) {
    CHECK_MESSAGE(fl_map().at(id).strategic(), id);
    CHECK(fl_map().at(id).region.empty());
  }
}

TEST_CASE("1631 map: the example of play's moves run on lines of the types it names (1631 §12)") {
  // Gustav's Engage Stettin -> Garz: one Oder river line.
  CHECK(fl_only_line("stettin", "garz", LineType::River).river == "Oder");
  // Schauenburg evades two areas to Frankfurt through Küstrin; Frankfurt -> Garz is one Engage of two river lines.
  CHECK(fl_map().lines_between("garz", "frankfurt").empty());
  fl_only_line("garz", "kuestrin", LineType::River);
  fl_only_line("kuestrin", "frankfurt", LineType::River);
  // Garz -> Greifenhagen over Garz's Oder bridge: a river assault.
  const Line& oder = fl_only_line("garz", "greifenhagen", LineType::Bridge);
  CHECK(oder.bridge_city == "garz");
  CHECK(oder.river == "Oder");
  fl_only_line("greifenhagen", "landsberg", LineType::Road);
  // Tilly's forced march: Halberstadt, Magdeburg, the Elbe bridge, one move, the Havel bridge, Brandenburg, Berlin,
  // Frankfurt.
  fl_only_line("halberstadt", "magdeburg", LineType::Road);
  const Line& elbe = fl_only_line("magdeburg", "burg", LineType::Bridge);
  CHECK(elbe.bridge_city == "magdeburg");
  CHECK(elbe.river == "Elbe");
  fl_only_line("burg", "genthin", LineType::Road);
  const Line& havel = fl_only_line("genthin", "brandenburg", LineType::Bridge);
  CHECK(havel.bridge_city == "brandenburg");
  CHECK(havel.river == "Havel");
  fl_only_line("brandenburg", "berlin", LineType::Road);
  fl_only_line("berlin", "frankfurt", LineType::Road);
  // The Imperial regroup moves a unit from Demmin into Neu Brandenburg.
  CHECK_FALSE(fl_map().lines_between("demmin", "neu_brandenburg").empty());
  // The Werben crossing: two ford lines (1631 §10.7).
  int fords = 0;
  for (int l : fl_map().lines_of("werben")) fords += fl_map().lines[static_cast<std::size_t>(l)].type == LineType::Ford;
  CHECK(fords == 2);
}

TEST_CASE("1631 map: every value says where it comes from") {
  auto sourced = [](const std::string& s) { return s.rfind("1631 §", 0) == 0 || s.rfind("reconstructed: ", 0) == 0; };
  CHECK(sourced(fl_map().source));
  for (const auto& r : fl_map().regions) CHECK_MESSAGE(sourced(r.source), r.id);
  for (const auto& a : fl_map().areas) CHECK_MESSAGE(sourced(a.source), a.id);
  for (const auto& l : fl_map().lines) CHECK_MESSAGE(sourced(l.source), l.a, "-", l.b);
}

TEST_CASE("1631 map: areas lie on the drawing, apart enough for their labels, with ids from their names") {
  const Map& m = fl_map();
  for (std::size_t i = 0; i < m.areas.size(); ++i) {
    const Area& a = m.areas[i];
    CHECK_MESSAGE((a.x > 0 && a.x < m.width && a.y > 0 && a.y < m.height), a.id);
    for (char ch : a.id) CHECK_MESSAGE(((ch >= 'a' && ch <= 'z') || ch == '_'), a.id);
    for (std::size_t j = i + 1; j < m.areas.size(); ++j) {
      const Area& b = m.areas[j];
      CHECK_MESSAGE(std::hypot(a.x - b.x, a.y - b.y) >= 60, a.id, " and ", b.id);
    }
  }
  CHECK(m.at("doemitz").name == "Dömitz");
  CHECK(m.at("boehmen").name_en == "Bohemia");
  CHECK(m.region("hinterpommern")->name == "Eastern Pomerania");
  CHECK(m.region("hinterpommern")->name_de == "Hinterpommern");
}
