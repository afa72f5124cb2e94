#include "ui/lotn/hex_painter_logic.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <limits>
#include <memory>
#include <system_error>

#include "core/error.h"
#include "core/json_read.h"
#include "lotn/data_embedded.h"
#include "lotn/map_validate.h"
#include "lotn/map_write.h"
#include "lotn/user_data.h"

namespace umpire::lotnui {

namespace fs = std::filesystem;
using lotn::Hex;
using lotn::HexFacts;
using lotn::MapData;
using lotn::MapTag;
using lotn::SideFeature;

namespace {

constexpr std::size_t kPainterUndoDepth = 200;

// The program's map documents (data/lotn/maps, compiled in), by id.
std::vector<nlohmann::json> painter_program_docs() {
  std::vector<nlohmann::json> out;
  for (const auto& f : lotn::data::embedded_maps()) out.push_back(nlohmann::json::parse(f.text()));
  return out;
}

bool painter_is_wall(SideFeature f) {
  return f == SideFeature::TownWall || f == SideFeature::CastleWall || f == SideFeature::GardenWall;
}

// A tag's source once the umpire has changed its hexes: painted, keeping what it said before.
std::string painter_tag_source(const std::string& old) {
  if (old.empty() || old.rfind(lotn::kPaintedSource, 0) == 0) return lotn::kPaintedSource;
  return std::string(lotn::kPaintedSource) + "; before: " + old;
}

}  // namespace

// ---- the maps to paint

std::vector<PainterMapChoice> painter_maps() {
  std::vector<PainterMapChoice> out;
  std::error_code ec;
  for (const auto& doc : painter_program_docs()) {
    PainterMapChoice c;
    c.id = doc.value("id", std::string());
    c.name = doc.value("name", c.id);
    c.saved = fs::exists(lotn::user_map_path(c.id), ec);
    out.push_back(std::move(c));
  }
  return out;
}

// ---- the picture

nlohmann::json picture_to_json(const PainterPicture& p) {
  return {{"format", "umpire.lotn.map-picture/1"},
          {"file", p.file},
          {"offset", {p.x, p.y}},
          {"scale", p.scale},
          {"opacity", p.opacity},
          {"show", p.show}};
}

PainterPicture picture_from_json(const nlohmann::json& j) {
  PainterPicture p;
  if (!j.is_object()) return p;
  if (j.contains("file") && j["file"].is_string()) p.file = j["file"].get<std::string>();
  if (j.contains("offset") && j["offset"].is_array() && j["offset"].size() == 2 && j["offset"][0].is_number() &&
      j["offset"][1].is_number()) {
    p.x = j["offset"][0].get<double>();
    p.y = j["offset"][1].get<double>();
  }
  if (j.contains("scale") && j["scale"].is_number() && j["scale"].get<double>() > 0) p.scale = j["scale"].get<double>();
  if (j.contains("opacity") && j["opacity"].is_number())
    p.opacity = std::clamp(j["opacity"].get<float>(), 0.0f, 1.0f);
  if (j.contains("show") && j["show"].is_boolean()) p.show = j["show"].get<bool>();
  return p;
}

fs::path picture_settings_path(const std::string& map_id) {
  return lotn::user_data_dir() / "map_pictures" / (map_id + ".json");
}

std::optional<PainterPicture> load_picture_settings(const std::string& map_id) {
  std::error_code ec;
  fs::path path = picture_settings_path(map_id);
  if (!fs::exists(path, ec)) return std::nullopt;
  return picture_from_json(load_json_file(path));
}

void save_picture_settings(const std::string& map_id, const PainterPicture& p) {
  lotn::save_json_whole(picture_settings_path(map_id), picture_to_json(p));
}

PainterPicture picture_fitted(const lotn::HexGrid& grid, PainterPicture p, int width_px, int height_px) {
  if (width_px <= 0 || height_px <= 0) return p;
  double x0 = std::numeric_limits<double>::max(), y0 = x0, x1 = -x0, y1 = -x0;
  for (const Hex& h : grid.all_hexes()) {
    auto c = grid.centre(h);
    x0 = std::min(x0, c.x);
    y0 = std::min(y0, c.y);
    x1 = std::max(x1, c.x);
    y1 = std::max(y1, c.y);
  }
  // The hexes reach 0.58 beyond their centres (a corner).
  const double pad = 0.58;
  x0 -= pad;
  y0 -= pad;
  x1 += pad;
  y1 += pad;
  p.scale = std::max((x1 - x0) / width_px, (y1 - y0) / height_px);
  p.x = (x0 + x1) / 2 - width_px * p.scale / 2;
  p.y = (y0 + y1) / 2 - height_px * p.scale / 2;
  return p;
}

// ---- the document

HexPainterDoc::HexPainterDoc(MapData map, nlohmann::json base, bool saved)
    : map_(std::move(map)), base_(std::move(base)), saved_(saved) {}

HexPainterDoc HexPainterDoc::open(const std::string& map_id) {
  lotn::UserData user = lotn::load_user_data();
  std::optional<HexPainterDoc> doc;
  if (auto it = user.maps.find(map_id); it != user.maps.end()) {
    doc.emplace(lotn::read_map(it->second, lotn::user_map_path(map_id).string()), it->second, true);
  } else {
    for (const auto& d : painter_program_docs())
      if (d.value("id", std::string()) == map_id) doc.emplace(lotn::read_map(d, "data/lotn/maps/" + map_id + ".json"), d, false);
  }
  if (!doc) throw UserError("there is no Lion of the North map \"" + map_id + "\"");
  if (auto p = load_picture_settings(map_id)) doc->picture = *p;
  return std::move(*doc);
}

void HexPainterDoc::begin_stroke() {
  in_stroke_ = true;
  stroke_recorded_ = false;
}

void HexPainterDoc::end_stroke() {
  in_stroke_ = false;
  stroke_recorded_ = false;
}

void HexPainterDoc::remember() {
  if (in_stroke_ && stroke_recorded_) return;
  undo_.push_back(map_);
  if (undo_.size() > kPainterUndoDepth) undo_.erase(undo_.begin());
  redo_.clear();
  stroke_recorded_ = in_stroke_;
}

void HexPainterDoc::changed() {
  dirty_ = true;
  ++revision_;
}

bool HexPainterDoc::paint_terrain(const Hex& hex, lotn::Terrain terrain) {
  if (!map_.grid().contains(hex)) return false;
  const HexFacts& f = map_.facts(hex);
  if (f.terrain == terrain && f.source == lotn::kPaintedSource) return false;
  remember();
  map_.facts(hex).terrain = terrain;
  map_.facts(hex).source = lotn::kPaintedSource;
  changed();
  return true;
}

bool HexPainterDoc::change_elevation(const Hex& hex, int delta) {
  if (!map_.grid().contains(hex)) return false;
  int level = std::clamp(map_.facts(hex).elevation + delta, 0, 9);
  if (level == map_.facts(hex).elevation) return false;
  remember();
  map_.facts(hex).elevation = level;
  map_.facts(hex).source = lotn::kPaintedSource;
  changed();
  return true;
}

bool HexPainterDoc::set_name(const Hex& hex, const std::string& name) {
  if (!map_.grid().contains(hex) || map_.facts(hex).name == name) return false;
  remember();
  map_.facts(hex).name = name;
  map_.facts(hex).source = lotn::kPaintedSource;
  changed();
  return true;
}

bool HexPainterDoc::toggle_windmill(const Hex& hex) {
  if (!map_.grid().contains(hex)) return false;
  remember();
  map_.facts(hex).windmill = !map_.facts(hex).windmill;
  map_.facts(hex).source = lotn::kPaintedSource;
  changed();
  return true;
}

void HexPainterDoc::rebuild_without_hexside(std::size_t record) {
  // The map's hexside bits are its own: read it again from its document without the record.
  nlohmann::json doc = lotn::map_to_json(map_, base_);
  doc["hexsides"].erase(record);
  map_ = lotn::read_map(doc, "the map being painted");
}

bool HexPainterDoc::toggle_feature(const Hex& hex, int side, SideFeature feature, const std::string& name) {
  if (!map_.grid().contains(hex)) return false;
  std::optional<Hex> other = map_.grid().neighbour(hex, side);
  if (!other) return false;
  if (map_.has_feature(hex, *other, feature)) {
    for (std::size_t i = 0; i < map_.hexsides.size(); ++i) {
      const lotn::HexsideRecord& r = map_.hexsides[i];
      if (r.kind == feature && ((r.a == hex && r.b == *other) || (r.a == *other && r.b == hex))) {
        remember();
        rebuild_without_hexside(i);
        changed();
        return true;
      }
    }
    return false;
  }
  lotn::HexsideRecord r;
  r.a = hex;
  r.b = *other;
  r.kind = feature;
  if (painter_is_wall(feature)) r.belongs_to = hex;
  r.name = name;
  r.source = lotn::kPaintedSource;
  remember();
  map_.add_hexside(std::move(r));
  changed();
  return true;
}

bool HexPainterDoc::toggle_tag_hex(const PainterTagKey& key, const Hex& hex) {
  if (!map_.grid().contains(hex) || key.kind == "retreat_edge") return false;
  auto known = std::find(std::begin(lotn::kMapTagKinds), std::end(lotn::kMapTagKinds), key.kind);
  if (known == std::end(lotn::kMapTagKinds)) return false;
  for (std::size_t i = 0; i < map_.tags.size(); ++i) {
    MapTag& t = map_.tags[i];
    if (t.kind != key.kind || t.army != key.army || t.name != key.name) continue;
    remember();
    auto at = std::find(t.hexes.begin(), t.hexes.end(), hex);
    if (at != t.hexes.end()) {
      t.hexes.erase(at);
      if (t.hexes.empty()) map_.tags.erase(map_.tags.begin() + static_cast<std::ptrdiff_t>(i));
      else t.source = painter_tag_source(t.source);
    } else {
      t.hexes.push_back(hex);
      t.source = painter_tag_source(t.source);
    }
    changed();
    return true;
  }
  remember();
  MapTag t;
  t.kind = key.kind;
  t.army = key.army;
  t.name = key.name;
  t.hexes = {hex};
  t.source = lotn::kPaintedSource;
  map_.tags.push_back(std::move(t));
  changed();
  return true;
}

bool HexPainterDoc::set_retreat_edge(const std::string& army, int section, lotn::MapEdge edge) {
  if (army.empty() || section < 0 || section >= static_cast<int>(map_.grid().sections().size())) return false;
  for (MapTag& t : map_.tags) {
    if (t.kind != "retreat_edge" || t.army != army) continue;
    if (t.section == section && t.edge == edge) return false;
    remember();
    t.section = section;
    t.edge = edge;
    t.hexes = map_.edge_hexes(section, edge);
    t.source = painter_tag_source(t.source);
    changed();
    return true;
  }
  remember();
  MapTag t;
  t.kind = "retreat_edge";
  t.army = army;
  t.section = section;
  t.edge = edge;
  t.hexes = map_.edge_hexes(section, edge);
  t.source = lotn::kPaintedSource;
  map_.tags.push_back(std::move(t));
  changed();
  return true;
}

std::size_t HexPainterDoc::reconstructed_hexes() const {
  std::size_t n = 0;
  for (const Hex& h : map_.grid().all_hexes()) n += map_.facts(h).source.rfind("reconstructed:", 0) == 0;
  return n;
}

bool HexPainterDoc::mark_drawn() {
  if (!map_.placeholder && map_.source == lotn::kPaintedSource && reconstructed_hexes() == 0) return false;
  remember();
  map_.placeholder = false;
  map_.source = lotn::kPaintedSource;
  for (const Hex& h : map_.grid().all_hexes())
    if (map_.facts(h).source.rfind("reconstructed:", 0) == 0) map_.facts(h).source = lotn::kPaintedSource;
  changed();
  return true;
}

void HexPainterDoc::undo() {
  if (undo_.empty()) return;
  redo_.push_back(std::move(map_));
  map_ = std::move(undo_.back());
  undo_.pop_back();
  changed();
}

void HexPainterDoc::redo() {
  if (redo_.empty()) return;
  undo_.push_back(std::move(map_));
  map_ = std::move(redo_.back());
  redo_.pop_back();
  changed();
}

nlohmann::json HexPainterDoc::to_json() const { return lotn::map_to_json(map_, base_); }

void HexPainterDoc::save() {
  nlohmann::json doc = to_json();
  lotn::read_map(doc, "the map being saved");  // refuses a map that would not read back
  lotn::save_user_map(map_.id, doc);
  if (!picture.file.empty() || picture_dirty) save_picture_settings(map_.id, picture);
  base_ = std::move(doc);
  saved_ = true;
  dirty_ = false;
  picture_dirty = false;
}

std::vector<std::string> painter_problems(const lotn::DataSet& data, const HexPainterDoc& doc) {
  return lotn::map_problems(data, std::make_shared<const MapData>(doc.map()));
}

std::vector<std::string> painter_armies(const lotn::DataSet& data, const MapData& map) {
  std::vector<std::string> out;
  auto add = [&](std::string army) {
    if (army.empty()) return;
    army[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(army[0])));
    if (std::find(out.begin(), out.end(), army) == out.end()) out.push_back(army);
  };
  for (const auto& id : lotn::scenarios_on_map(data, map.id)) {
    const auto& doc = *data.scenarios.at(id).document;
    if (doc.contains("sides"))
      for (const auto& side : doc.at("sides"))
        if (side.contains("id") && side.at("id").is_string()) add(side.at("id").get<std::string>());
  }
  for (const MapTag& t : map.tags) add(t.army);
  return out;
}

std::string hex_summary(const MapData& map, const Hex& hex) {
  const HexFacts& f = map.facts(hex);
  std::string out = map.grid().name(hex) + " (" + lotn::kTerrainIds[static_cast<int>(f.terrain)];
  if (f.elevation) out += ", level " + std::to_string(f.elevation);
  if (f.windmill) out += ", windmill";
  out += ")";
  if (!f.name.empty()) out += " " + f.name;
  std::string sides;
  for (int side = 0; side < lotn::kSides; ++side) {
    auto bits = map.side_features(hex, side);
    for (int k = 0; k < lotn::kSideFeatureCount; ++k)
      if (bits & (1u << k)) {
        std::string word = lotn::kSideFeatureIds[k];
        std::replace(word.begin(), word.end(), '_', ' ');
        if (sides.find(word) == std::string::npos) sides += (sides.empty() ? "" : ", ") + word;
      }
  }
  if (!sides.empty()) out += "; hexsides: " + sides;
  for (const MapTag& t : map.tags)
    if (std::find(t.hexes.begin(), t.hexes.end(), hex) != t.hexes.end()) {
      std::string kind = t.kind;
      std::replace(kind.begin(), kind.end(), '_', ' ');
      out += "; " + kind + (t.army.empty() ? "" : " (" + t.army + ")");
    }
  return out + ". Source: " + f.source;
}

}  // namespace umpire::lotnui
