// The Soldier King map (rulebook rule 2; digest §1.2): provinces, city boxes
// and transport lines. The original map is not in the rulebook (G-01): the
// shipped map is reconstructed, and an umpire who owns the original enters it
// with the map editor. A map is data: loaded from JSON, validated, immutable.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/json_read.h"
#include "core/map_graph.h"

namespace umpire::sk {

inline constexpr const char* kMapFormat = "umpire.soldier-king.map/1";

struct Point {
  double x = 0, y = 0;
};

struct Province {
  std::string id, name;
  std::string ruler;            // initial ruler (a King's id), or "" for an Imperial province
  int recruiting_value = 0;     // the province box's number (SK 2.1.2)
  Point label;                  // where the province box is drawn
  std::vector<std::string> adjacent;  // provinces sharing a border (SK 8.3.3)
  std::string source;
};

struct Recruiting {
  int ruled = 0;     // added to the army maximum of the ruler (SK 13.2.2)
  int captured = 0;  // added when merely captured
};

struct CityBox {
  std::string id, name, province;
  Point pos;
  std::optional<Recruiting> recruiting;  // recruiting city (SK 2.1.1)
  bool electoral = false;                // crown (SK 19.1)
  bool entrenchment = false;             // permanent entrenchment (SK 10.8.3)
  std::string battlefield;               // notes for the 12'x12' table (SK 11.4)
  std::string source;
};

enum class LineType { Road, Highway, River };
const char* to_string(LineType t);

struct Line {
  std::string a, b;
  LineType type = LineType::Road;
  std::string downstream;  // rivers: the endpoint the river flows toward
  std::string source;
  const std::string& other(const std::string& end) const { return end == a ? b : a; }
};

// The map's records are the file format (to_json writes them as read). For
// searches and lookups the map is also a MapGraph: box i is node i, line i is
// edge i (kind "road", "highway" or "river", a river pointing downstream),
// province i is group i (its boxes in map order). The graph is built by
// index(), which map_from_json calls; a map built or edited field by field is
// indexed on its first search (graph()), or by calling index() when done. A
// copy does not take the index along: copies are made to be edited (the map
// editor's undo, map_edit), and the copy indexes itself when it is searched.
// A map in a campaign state is immutable (MapPtr) and indexed when read, so
// the lazy path is only taken by maps built in code; the program is single-
// threaded, so the lazy build needs no lock.
struct Map {
  std::string name;
  std::string source;
  double width = 1600, height = 1100;
  std::vector<std::string> seating_ring;  // the Kings clockwise (SK 7.1.2, G-06)
  std::vector<Province> provinces;
  std::vector<CityBox> boxes;
  std::vector<Line> lines;

  const Province* province(const std::string& id) const;
  const CityBox* box(const std::string& id) const;
  // The same, for an id that must be on the map: a UserError naming it otherwise.
  const Province& province_at(const std::string& id) const;
  const CityBox& box_at(const std::string& id) const;
  // The box's name, or the id itself when the map has no such box.
  std::string box_name(const std::string& id) const;
  std::string province_name(const std::string& id) const;  // the id itself when there is no such province
  // Indices into `lines` of the lines touching a box, in line order (from the graph).
  std::vector<std::size_t> lines_at(const std::string& box_id) const;
  std::vector<const CityBox*> boxes_in(const std::string& province_id) const;
  std::vector<const CityBox*> recruiting_cities_in(const std::string& province_id) const;  // in map order
  bool in_province(const std::string& box_id, const std::string& province_id) const;  // false for no such box
  bool reconstructed() const { return source.rfind("reconstructed", 0) == 0; }

  // The map as a graph (see above). Rebuilt when the counts of boxes, lines or
  // provinces no longer match; any other change in place needs index() again
  // (map_edit's functions drop the index themselves).
  const MapGraph& graph() const;
  void index();                        // builds the graph now
  void drop_index() { graph_.graph.reset(); }
  NodeIx box_ix(const std::string& id) const { return graph().node_ix(id); }  // the box's node, kNoNode if none

 private:
  // The index, which a copy does not take along (moves do).
  struct Cache {
    std::shared_ptr<const MapGraph> graph;
    Cache() = default;
    Cache(const Cache&) {}
    Cache& operator=(const Cache&) {
      graph.reset();
      return *this;
    }
    Cache(Cache&&) noexcept = default;
    Cache& operator=(Cache&&) noexcept = default;
    ~Cache() = default;
  };
  mutable Cache graph_;
  bool fresh() const;
};

// The graph of a map as it is now (Map::graph() caches this).
MapGraph build_graph(const Map& m);

using MapPtr = std::shared_ptr<const Map>;

// Reads a map. A malformed file (wrong types, unknown fields, a river without a
// direction) raises a JsonError naming the place; the map's consistency is
// checked separately by validate_map.
Map map_from_json(const JsonCursor& c);
Json to_json(const Map& m);

struct MapProblem {
  bool error = true;  // false: a warning that does not stop the map being used
  std::string text;   // names the province, box or line
};

// How strictly a map is checked. `Rulebook` (the default) demands the
// rulebook's counts: 20 provinces, 2 per King, 12 Imperial, 7 electoral cities,
// Dupanen and Bern apart. `Structure` keeps every structural check (a box in a
// province, ruled >= captured, rivers with a direction, a connected graph, no
// line to a province box) but allows a smaller or variant map: test maps, or a
// club's house map. A campaign's choice is its option "map_checks".
enum class MapChecks { Rulebook, Structure };
MapChecks map_checks_from_json(const JsonCursor& c);  // "rulebook" | "structure"

std::vector<MapProblem> validate_map(const Map& m, MapChecks checks = MapChecks::Rulebook);

// validate_map's errors as one UserError (warnings are ignored).
void require_valid_map(const Map& m, const std::string& source, MapChecks checks = MapChecks::Rulebook);

}  // namespace umpire::sk
