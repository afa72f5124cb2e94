// Lion of the North: a battle map drawn on the kit's canvas (ui/map/canvas.h).
// The geometry of the hexes in world units (one unit = the distance between
// two neighbouring centres, as HexGrid::centre gives them), for both grid
// orientations: corners (vertex k as the grid numbers it), hexsides, the hex
// under a point, the vertex or side nearest a point; then the drawing of a
// lotn::MapData: terrain fills with a legend, elevation shading and contours,
// the hexside features (roads, bridges, streams, deep streams, walls, berms,
// the elevated road), tag marks and hex ids when zoomed in.
//
// The geometry functions need no Dear ImGui context (tests/lotn_ui/); the draw
// functions take the canvas Frame of the frame being drawn.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "lotn/map_data.h"
#include "ui/map/canvas.h"

namespace umpire::lotnui {

using mapui::Rect;
using mapui::Vec2;

// ---- geometry (world units: neighbouring centres are 1 apart, x right, y down)

// The distance from a hex's centre to a corner (1/sqrt 3) and to a hexside's middle (1/2).
inline constexpr double kHexRadius = 0.57735026918962576;
inline constexpr double kHexApothem = 0.5;

Vec2 hex_centre(const lotn::HexGrid& grid, const lotn::Hex& hex);
// The direction (radians, y down, 0 = to the right) of vertex `vertex` seen
// from the centre: vertex 0 straight up with "rows", up-right with "columns",
// then clockwise.
double vertex_angle(lotn::GridOrientation orientation, int vertex);
// The direction of the middle of side `side` (between vertex side and side+1).
double side_angle(lotn::GridOrientation orientation, int side);
// Corner k is vertex k (HexGrid's numbering), clockwise on the screen.
std::array<Vec2, 6> hex_corners(const lotn::HexGrid& grid, const lotn::Hex& hex);
Vec2 vertex_point(const lotn::HexGrid& grid, const lotn::Hex& hex, int vertex);
Vec2 side_midpoint(const lotn::HexGrid& grid, const lotn::Hex& hex, int side);
// The hexside's two ends: vertex `side` and vertex `side + 1`.
std::pair<Vec2, Vec2> side_segment(const lotn::HexGrid& grid, const lotn::Hex& hex, int side);
// The hex whose area holds `world`, if it is printed on the map.
std::optional<lotn::Hex> hex_at_point(const lotn::HexGrid& grid, Vec2 world);
// The vertex (side) of `hex` nearest to `world`: 0..5.
int nearest_vertex(const lotn::HexGrid& grid, const lotn::Hex& hex, Vec2 world);
int nearest_side(const lotn::HexGrid& grid, const lotn::Hex& hex, Vec2 world);
// The rectangle holding every hex of the map, corners included.
Rect map_bounds(const lotn::HexGrid& grid);
// The middle of a double-sized unit (or of any two hexes).
Vec2 midpoint(Vec2 a, Vec2 b);

// ---- colours and words (0xRRGGBB)

unsigned terrain_rgb(lotn::Terrain terrain);
const char* terrain_words(lotn::Terrain terrain);  // "clear", "woods", "town"...
// The fill of a hex: its terrain darkened a step per level of elevation.
unsigned hex_fill_rgb(const lotn::HexFacts& facts);
const char* feature_words(lotn::SideFeature feature);  // "road", "deep stream", "town wall"...

// How a hexside feature is drawn: across the side (a road, from centre to
// centre) or along it; a colour, a width in pixels at the fit, dashed or not.
struct FeatureStyle {
  unsigned rgb = 0;
  float width = 2;
  bool across = false;  // a road joins the two centres; everything else lies on the hexside
  bool dashed = false;
  int order = 0;        // drawn in ascending order (streams under roads, bridges last)
};
FeatureStyle feature_style(lotn::SideFeature feature);

// The terrain and features a map has (for its legend), in the order of the
// enums; the elevations it uses, lowest first.
struct MapContents {
  std::vector<lotn::Terrain> terrains;
  std::vector<lotn::SideFeature> features;
  std::vector<int> elevations;
};
MapContents map_contents(const lotn::MapData& map);

// The hex id's text is drawn when a hex is at least this many pixels across.
inline constexpr double kIdsFromPixels = 44;
bool show_hex_ids(double pixels_per_unit);

// ---- drawing

struct HexDrawOptions {
  bool terrain = true;
  bool elevation = true;  // shading, contours between levels and the level's number when zoomed in
  bool features = true;
  bool tags = true;       // retreat edges, entry, exit and baggage hexes as small marks
  bool grid_lines = true;
  int ids = -1;           // -1: when zoomed in enough (show_hex_ids); 0 never; 1 always
};

// The whole map (only the hexes in view), under anything the caller draws next.
void draw_hex_map(const mapui::Frame& f, const lotn::MapData& map, const HexDrawOptions& options = {});
// One hex's outline, filled translucent when fill_alpha > 0.
void draw_hex_outline(const mapui::Frame& f, const lotn::HexGrid& grid, const lotn::Hex& hex, ImU32 colour,
                      float thickness, ImU32 fill = 0);
// A hex filled (a highlight, a tint).
void fill_hex(const mapui::Frame& f, const lotn::HexGrid& grid, const lotn::Hex& hex, ImU32 fill);
// One hexside feature on the hexside of `hex` across `side`.
void draw_side_feature(const mapui::Frame& f, const lotn::HexGrid& grid, const lotn::Hex& hex, int side,
                       lotn::SideFeature feature);
// Legend entries for what the map has (terrain swatches, feature lines, elevation).
std::vector<mapui::LegendEntry> map_legend(const lotn::MapData& map);

}  // namespace umpire::lotnui
