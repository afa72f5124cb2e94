// Lion of the North: the hex painter's document and tools, without Dear ImGui
// (tested in tests/lotn_ui/hex_painter_test.cpp). The umpire paints a battle
// map from his printed copy over a picture of it: terrain and elevation per
// hex, the features of each hexside, names and windmills, the scenarios'
// tags (retreat edges, entry, exit and rout-exit hexes, baggage hexes), with
// undo and redo; the map is saved in his data folder (user_data.h,
// save_user_map), never over the program's files, and read by every battle
// set up afterwards (data_with). Painted facts say "user: painted from the
// printed map".
//
// The picture's settings (its file, where it lies, its scale and opacity)
// cannot go in the map file, whose reader refuses keys it does not know, nor
// beside it in the maps folder, every file of which is read as a map: they are
// kept in the data folder's map_pictures/<map id>.json.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lotn/data_tables.h"
#include "lotn/map_data.h"

namespace umpire::lotnui {

// ---- the maps to paint

struct PainterMapChoice {
  std::string id, name;
  bool saved = false;  // the umpire has a painted map of this id in his data folder
};
// The program's battle maps (Breitenfeld, Lützen), each saying whether the umpire has painted his own.
std::vector<PainterMapChoice> painter_maps();

// ---- the picture under the map

struct PainterPicture {
  std::string file;      // a PNG or JPEG of the printed map
  double x = 0, y = 0;   // its top-left corner on the map, in map units (neighbouring hex centres 1 apart)
  double scale = 0.02;   // map units per picture pixel
  float opacity = 0.5f;  // 0..1
  bool show = true;
  bool operator==(const PainterPicture&) const = default;
};
nlohmann::json picture_to_json(const PainterPicture& p);
// Missing or malformed fields keep their defaults; opacity is clamped to 0..1 and the scale kept positive.
PainterPicture picture_from_json(const nlohmann::json& j);
std::filesystem::path picture_settings_path(const std::string& map_id);
// Nothing when no settings were saved; throws UserError naming the file when it cannot be read.
std::optional<PainterPicture> load_picture_settings(const std::string& map_id);
void save_picture_settings(const std::string& map_id, const PainterPicture& p);

// The scale and place that fit a picture of this many pixels over the map's hexes (the map centred in it).
PainterPicture picture_fitted(const lotn::HexGrid& grid, PainterPicture p, int width_px, int height_px);

// ---- the document

// One tag the Tag tool adds hexes to, known by its kind, army and name.
struct PainterTagKey {
  std::string kind = "entry";  // entry, exit, rout_exit, baggage (retreat edges: set_retreat_edge)
  std::string army;
  std::string name;
};

class HexPainterDoc {
 public:
  // A map with the document it was read from (for its notes and grid sections' sources).
  HexPainterDoc(lotn::MapData map, nlohmann::json base, bool saved);

  // The umpire's saved map of this id if there is one, else the program's; with the saved picture settings.
  // Throws UserError naming the file when the saved map cannot be read.
  static HexPainterDoc open(const std::string& map_id);

  const lotn::MapData& map() const { return map_; }
  bool dirty() const { return dirty_; }
  bool saved() const { return saved_; }  // read from (or saved to) the umpire's data folder
  // Counts the map's changes (undo and redo included): what was checked at one revision holds until the next.
  int revision() const { return revision_; }

  // One paint stroke (a drag over many hexes) is one undo step.
  void begin_stroke();
  void end_stroke();

  // The tools. Each returns whether the map changed.
  bool paint_terrain(const lotn::Hex& hex, lotn::Terrain terrain);
  bool change_elevation(const lotn::Hex& hex, int delta);  // levels 0..9 (LotN 6.26)
  // Adds the feature on the hexside of `hex` across `side`, or takes it away if it is there. A wall belongs to
  // `hex` (LotN 8.24 exception 2). `name` names a new one ("Floßgraben"). False when the side is off the map.
  bool toggle_feature(const lotn::Hex& hex, int side, lotn::SideFeature feature, const std::string& name = "");
  bool set_name(const lotn::Hex& hex, const std::string& name);
  bool toggle_windmill(const lotn::Hex& hex);
  // Adds the hex to the tag (made with its first hex), or takes it out (a tag left with no hex is removed).
  bool toggle_tag_hex(const PainterTagKey& tag, const lotn::Hex& hex);
  // The army's retreat edge (LotN 12.33): the edge of one section of the map.
  bool set_retreat_edge(const std::string& army, int section, lotn::MapEdge edge);
  // The umpire says the whole map is drawn from his printed copy: no longer a placeholder; its source, and that
  // of every hex still "reconstructed", becomes "user: painted from the printed map".
  bool mark_drawn();

  bool can_undo() const { return !undo_.empty(); }
  bool can_redo() const { return !redo_.empty(); }
  void undo();
  void redo();

  PainterPicture picture;
  bool picture_dirty = false;

  // The map as saved: a lotn-map/1 document read_map reads back the same.
  nlohmann::json to_json() const;
  // Saves the map (and the picture settings, when a picture is chosen) in the umpire's data folder. Throws
  // UserError (a JsonError) when the map would not read back, or the folder cannot be written.
  void save();

  // The hexes still reconstructed (placeholder terrain not yet painted or confirmed).
  std::size_t reconstructed_hexes() const;

 private:
  // Records the map before a change (once per stroke).
  void remember();
  void changed();
  void rebuild_without_hexside(std::size_t record);

  lotn::MapData map_;
  nlohmann::json base_;
  bool saved_ = false, dirty_ = false;
  bool in_stroke_ = false, stroke_recorded_ = false;
  int revision_ = 0;
  std::vector<lotn::MapData> undo_, redo_;
};

// The validators (map_validate.h) on the map being painted, over `data` (the program's data with the umpire's
// entries: lotn::data_with(lotn::load_user_data())).
std::vector<std::string> painter_problems(const lotn::DataSet& data, const HexPainterDoc& doc);

// The armies the map's tags name, as the tags spell them ("Swedish", "Saxon", "Imperialist"): the sides of the
// scenarios fought on the map (data/lotn/scenarios), then any other army a tag already names.
std::vector<std::string> painter_armies(const lotn::DataSet& data, const lotn::MapData& map);

// A hex's facts in words for the status line: "2519 (ditch, level 1, windmill): source ...".
std::string hex_summary(const lotn::MapData& map, const lotn::Hex& hex);

}  // namespace umpire::lotnui
