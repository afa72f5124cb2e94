// The 1631 map (1631 §2.2): areas joined by movement lines, grouped in regions.
// The printed map is not in the rulebook: data/1631/map.json is a reconstructed
// draft, every value with its source, which the umpire corrects in the map
// editor from a printed copy. Read once into typed records over a MapGraph (the
// kit's searches and editor work on the graph; the rules read the records).
//
// The file:
//   {"name", "source", "width", "height",
//    "regions": [{"id", "name", "name_de", "ravaged": 0..2 (at the start), "source"}],
//    "areas": [{"id", "name" (German, as printed), "name_en", "kind": "green|city|fortress|strategic",
//               "vp", "sp", "region" ("" for a strategic area), "allegiance": "minor|brandenburg|saxony",
//               "port": bool (anchor), "printed_marker": bool, "x", "y", "source"}],
//    "lines": [{"a", "b", "type": "road|river|bridge|ford", "river" (name, optional),
//               "bridge_city" (a bridge's city area, optional), "source"}]}
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/json_read.h"
#include "core/map_graph.h"

namespace umpire::flammes {

enum class AreaKind { Green, City, Fortress, Strategic };
enum class Allegiance { Minor, Brandenburg, Saxony };
enum class LineType { Road, River, Bridge, Ford };

const char* to_string(AreaKind k);    // "green", ...
const char* to_string(Allegiance a);  // "minor", ...
const char* to_string(LineType t);    // "road", ...
const char* words(AreaKind k);        // "Fortress"
const char* words(LineType t);        // "bridge"
AreaKind area_kind_from(const JsonCursor& c);
Allegiance allegiance_from(const JsonCursor& c);
LineType line_type_from(const JsonCursor& c);

struct Area {
  std::string id;       // "stettin"
  std::string name;     // "Stettin": the printed (German) name
  std::string name_en;  // "Stettin"; the English name where it differs (1631 §11 lexicon)
  AreaKind kind = AreaKind::Green;
  int vp = 0, sp = 0;   // the city's victory and supply points (1631 §2.2.1)
  std::string region;   // "" for a strategic area
  Allegiance allegiance = Allegiance::Minor;
  bool port = false;            // anchor: a Swedish supply port (1631 §9.1.2)
  bool printed_marker = false;  // a Saxon or Brandenburg city's printed marker (1631 §3.1)
  double x = 0, y = 0;
  std::string source;
  bool has_city() const { return kind == AreaKind::City || kind == AreaKind::Fortress; }
  bool strategic() const { return kind == AreaKind::Strategic; }
};

struct Line {
  std::string a, b;
  LineType type = LineType::Road;
  std::string river;        // "Oder"
  std::string bridge_city;  // the city a bridge is connected to (1631 §2.2.1), "" when none
  std::string source;
};

struct Region {
  std::string id, name, name_de;
  int ravaged = 0;  // at the start of the game (1631 §11)
  std::string source;
};

class Map {
 public:
  std::string name, source;
  double width = 1600, height = 1100;
  std::vector<Region> regions;
  std::vector<Area> areas;
  std::vector<Line> lines;

  // Builds the lookups and the graph; call once after filling.
  void index();
  const Area* area(const std::string& id) const;  // nullptr when unknown
  const Area& at(const std::string& id) const;     // throws std::out_of_range naming the id
  const Region* region(const std::string& id) const;
  int area_ix(const std::string& id) const;  // -1 when unknown
  // The lines touching an area (indices into lines).
  const std::vector<int>& lines_of(const std::string& id) const;
  // The lines joining two areas (there may be a road and a bridge).
  std::vector<int> lines_between(const std::string& a, const std::string& b) const;
  const std::string& other_end(int line, const std::string& from) const;
  // The areas one line away, each once, in line order.
  std::vector<std::string> neighbours(const std::string& id) const;
  // The areas of a region, in map order.
  std::vector<std::string> areas_of(const std::string& region) const;
  // "Stettin", or with the English name where the setting asks for it.
  const std::string& display(const std::string& id, bool english = false) const;
  const MapGraph& graph() const { return graph_; }

 private:
  std::vector<std::vector<int>> lines_of_;
  std::vector<int> no_lines_;
  MapGraph graph_;
};

using MapPtr = std::shared_ptr<const Map>;

// Reads a map file; raises JsonError naming the place for a malformed one. The
// game's checks (what the rules need of a map) are map_check.h's.
Map map_from_json(const JsonCursor& c);
Json to_json(const Map& m);
// The shipped draft (data/1631/map.json).
MapPtr shipped_map();

}  // namespace umpire::flammes
