// The strategic map of Les Guerres de Bourgogne (GdB 6.1, 7.1): numbered
// strategic zones (SZ) joined by shared borders or single junction points. The
// printed map is not in the rulebook: data/bourgogne/map.json is a reconstructed
// draft, every value with its source, which the umpire corrects in the map
// editor from a printed copy. Read once into typed records over a MapGraph (the
// kit's searches and editor work on the graph; the rules read the records).
//
// The file:
//   {"name", "source", "width", "height",
//    "zones": [{"id" (its number as printed, "19"), "name", "terrain": "normal|mountain",
//               "vp": 0..3 (0: not an objective), "rp": recruitment points, "fv": 1|2,
//               "territory": power id or "" (whose land it is: GdB 6.1, 13),
//               "original_camp": "burgundy|swiss|" (original territory: GdB 6.1),
//               "rr": power ids whose flag and arms mark it a placement zone for reinforcements
//                     and replacements (GdB 10.3),
//               "x", "y", "source"}],
//    "links": [{"a", "b", "kind": "border|junction", "source"}],
//    "lakes": [{"id", "name", "x", "y", "rx", "ry", "source",
//               "blocks": [["a", "b"], ...] (zone pairs the lake keeps apart: never joined, GdB 7.1)}]}
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bourgogne/powers.h"
#include "core/json_read.h"
#include "core/map_graph.h"

namespace umpire::bourgogne {

enum class Terrain { Normal, Mountain };
enum class LinkKind { Border, Junction };

const char* to_string(Terrain t);  // "normal", "mountain"
const char* to_string(LinkKind k);  // "border", "junction"

struct Zone {
  std::string id;    // "19"
  std::string name;  // "Bern"
  Terrain terrain = Terrain::Normal;
  int vp = 0;  // an objective's victory points (GdB 12.1); 0: not an objective
  int rp = 0;  // recruitment points (GdB 10.2)
  int fv = 1;  // fortification value (GdB 9.4): every zone has a walled town or castle
  std::optional<Power> territory;      // whose land (GdB 6.1); nullopt: nobody's
  std::optional<Camp> original_camp;   // original territory (GdB 6.1)
  std::vector<Power> rr;               // placement zone of these powers' reinforcements (GdB 10.3)
  double x = 0, y = 0;
  std::string source;
  bool objective() const { return vp > 0; }
  int entry_cost() const { return terrain == Terrain::Mountain ? 2 : 1; }  // GdB 7.1
};

struct Link {
  std::string a, b;
  LinkKind kind = LinkKind::Border;
  std::string source;
};

struct Lake {
  std::string id, name;
  double x = 0, y = 0, rx = 40, ry = 20;
  std::vector<std::pair<std::string, std::string>> blocks;
  std::string source;
};

class Map {
 public:
  std::string name, source;
  double width = 1400, height = 1000;
  std::vector<Zone> zones;
  std::vector<Link> links;
  std::vector<Lake> lakes;

  // Builds the lookups and the graph; call once after filling.
  void index();
  const Zone* zone(const std::string& id) const;  // nullptr when unknown
  const Zone& at(const std::string& id) const;     // throws std::out_of_range naming the id
  int zone_ix(const std::string& id) const;        // -1 when unknown
  // The zones one link away, each once, in link order.
  const std::vector<std::string>& neighbours(const std::string& id) const;
  bool adjacent(const std::string& a, const std::string& b) const;
  // The zones of a power's territory, in map order.
  std::vector<std::string> territory_of(Power p) const;
  // "Bern (19)"; the id alone when the map has no such zone.
  std::string display(const std::string& id) const;
  const MapGraph& graph() const { return graph_; }

 private:
  std::vector<std::vector<std::string>> neighbours_;
  std::vector<std::string> none_;
  MapGraph graph_;
};

using MapPtr = std::shared_ptr<const Map>;

// Reads a map file; raises JsonError naming the place for a malformed one (a
// link or a lake naming a zone the map lacks, a zone twice). The game's checks
// (what the rulebook says of the map) are map_check.h's.
Map map_from_json(const JsonCursor& c);
Json to_json(const Map& m);
// The shipped draft (data/bourgogne/map.json).
MapPtr shipped_map();

}  // namespace umpire::bourgogne
