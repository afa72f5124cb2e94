#include "ui/lotn/hex_painter.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/error.h"
#include "lotn/map_validate.h"
#include "lotn/user_data.h"
#include "ui/lotn/hex_draw.h"
#include "ui/lotn/hex_painter_logic.h"
#include "ui/map/canvas.h"
#include "ui/map_editor/texture.h"
#include "ui/windows.h"

namespace umpire {

namespace lotnui {

namespace {

enum class PaintTool { Terrain, Raise, Lower, Feature, Name, Windmill, Tag };

struct HexPainterState {
  std::vector<PainterMapChoice> maps;
  std::string map_id;
  std::optional<HexPainterDoc> doc;
  std::string pending_map;  // chosen while the open map has unsaved changes
  PaintTool tool = PaintTool::Terrain;
  lotn::Terrain terrain = lotn::Terrain::Woods;
  lotn::SideFeature feature = lotn::SideFeature::Road;
  std::string feature_name, hex_name;
  PainterTagKey tag;
  mapui::CanvasState canvas;
  mapedit::Texture texture;
  std::string texture_tried;  // the picture file last loaded (or that failed)
  std::string picture_edit;   // the path being typed
  std::shared_ptr<const lotn::DataSet> data;
  std::string data_problem;
  std::vector<std::string> armies;
  std::vector<std::string> problems;
  int checked = -1;  // the revision the problems are of
  bool painting = false;
  std::set<std::size_t> stroke_hexes;
  std::optional<lotn::Hex> hovered;
  int hovered_side = -1;
  std::string message;
  bool message_error = false;
};

void painter_say(HexPainterState& s, std::string text, bool error) {
  s.message = std::move(text);
  s.message_error = error;
}

const char* painter_tool_label(PaintTool t) {
  switch (t) {
    case PaintTool::Terrain: return "Terrain";
    case PaintTool::Raise: return "Raise (elevation +1)";
    case PaintTool::Lower: return "Lower (elevation -1)";
    case PaintTool::Feature: return "Hexside feature";
    case PaintTool::Name: return "Hex name";
    case PaintTool::Windmill: return "Windmill";
    case PaintTool::Tag: return "Tag hexes";
  }
  return "";
}

bool painter_drags(PaintTool t) { return t == PaintTool::Terrain || t == PaintTool::Raise || t == PaintTool::Lower; }

const char* painter_tag_words(const std::string& kind) {
  if (kind == "entry") return "entry hexes (reinforcements)";
  if (kind == "exit") return "exit hexes (a special rule)";
  if (kind == "rout_exit") return "rout exit (routed off here)";
  if (kind == "baggage") return "baggage train hexes";
  if (kind == "retreat_edge") return "retreat edge";
  return "tag";
}

void painter_load_data(HexPainterState& s) {
  if (s.data || !s.data_problem.empty()) return;
  try {
    s.data = std::make_shared<const lotn::DataSet>(lotn::data_with(lotn::load_user_data()));
  } catch (const std::exception& e) {
    s.data_problem = e.what();
  }
}

void painter_open(HexPainterState& s, const std::string& id) {
  try {
    s.doc.emplace(HexPainterDoc::open(id));
  } catch (const std::exception& e) {
    painter_say(s, e.what(), true);
    return;
  }
  s.map_id = id;
  s.canvas = mapui::CanvasState();
  s.texture_tried.clear();
  s.picture_edit = s.doc->picture.file;
  s.checked = -1;
  s.painting = false;
  s.hovered.reset();
  s.armies = s.data ? painter_armies(*s.data, s.doc->map()) : std::vector<std::string>{};
  if (s.tag.army.empty() || std::find(s.armies.begin(), s.armies.end(), s.tag.army) == s.armies.end())
    s.tag.army = s.armies.empty() ? std::string() : s.armies.front();
  painter_say(s,
              s.doc->saved() ? "Opened your painted map of " + s.doc->map().name
                             : "Opened the program's schematic map of " + s.doc->map().name +
                                   ": what you paint is saved as your own map, never over the program's",
              false);
}

void painter_texture(HexPainterState& s) {
  const std::string& file = s.doc->picture.file;
  if (file == s.texture_tried) return;
  s.texture_tried = file;
  if (file.empty()) {
    s.texture.release();
    return;
  }
  if (auto e = s.texture.load(file)) painter_say(s, "The picture: " + *e, true);
}

void painter_check(HexPainterState& s) {
  if (!s.doc || !s.data || s.painting || s.checked == s.doc->revision()) return;
  try {
    s.problems = painter_problems(*s.data, *s.doc);
  } catch (const std::exception& e) {
    s.problems = {std::string("The map could not be checked: ") + e.what()};
  }
  s.checked = s.doc->revision();
}

// ---- the top bar

std::string painter_choice_label(const PainterMapChoice& c) {
  return c.name + (c.saved ? " (your painted map)" : " (the program's schematic map)");
}

void painter_map_bar(HexPainterState& s) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Map");
  ImGui::SameLine();
  std::string current = "(choose)";
  for (const auto& c : s.maps)
    if (c.id == s.map_id) current = painter_choice_label(c);
  ImGui::SetNextItemWidth(ImGui::CalcTextSize("Breitenfeld (the program's schematic map)").x + 40);
  if (ImGui::BeginCombo("##painter_map", current.c_str())) {
    for (const auto& c : s.maps)
      if (ImGui::Selectable(painter_choice_label(c).c_str(), c.id == s.map_id) && c.id != s.map_id) {
        if (s.doc && s.doc->dirty()) s.pending_map = c.id;
        else painter_open(s, c.id);
      }
    ImGui::EndCombo();
  }
  if (!s.pending_map.empty()) ImGui::OpenPopup("Discard the changes?");
  if (ImGui::BeginPopup("Discard the changes?")) {
    ImGui::TextColored(Palette::warning(), "The map has unsaved changes; they will be lost.");
    if (ImGui::Button("Discard them")) {
      std::string id = s.pending_map;
      s.pending_map.clear();
      painter_open(s, id);
      ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ImGui::Button("Keep painting")) {
      s.pending_map.clear();
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
  if (!s.doc) return;
  ImGui::SameLine();
  if (ImGui::Button("Save")) {
    try {
      s.doc->save();
      s.maps = painter_maps();
      // The umpire's entries may have changed in the data editors since: read them again for the checks.
      s.data.reset();
      s.data_problem.clear();
      painter_load_data(s);
      s.checked = -1;
      painter_check(s);
      std::string text = "Saved " + lotn::user_map_path(s.map_id).string() +
                         ": battles set up from now on read it";
      if (!s.problems.empty())
        text += "; " + std::to_string(s.problems.size()) + (s.problems.size() == 1 ? " problem remains" : " problems remain") +
                " (Check)";
      painter_say(s, text, false);
    } catch (const std::exception& e) {
      painter_say(s, std::string("Not saved: ") + e.what(), true);
    }
  }
  ImGui::SameLine();
  ImGui::BeginDisabled(!s.doc->can_undo());
  if (ImGui::Button("Undo")) s.doc->undo();
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(!s.doc->can_redo());
  if (ImGui::Button("Redo")) s.doc->redo();
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button("Fit")) s.canvas.fitted = false;
  ImGui::SameLine();
  const lotn::MapData& m = s.doc->map();
  if (s.doc->dirty() || s.doc->picture_dirty) ImGui::TextColored(Palette::warning(), "Unsaved changes.");
  else ImGui::TextDisabled("No unsaved change.");
  ImGui::SameLine();
  if (m.placeholder)
    ImGui::TextDisabled("A placeholder: no battle is fought on it until marked drawn.");
  else
    ImGui::TextDisabled("Drawn from the printed map.");
  if (!s.message.empty()) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(s.message_error ? Palette::refusal() : Palette::success(), "%s", s.message.c_str());
    ImGui::PopTextWrapPos();
  }
}

// ---- the canvas

class HexPainterLayers : public mapui::Layers {
 public:
  explicit HexPainterLayers(HexPainterState& s) : s_(s) {}

  void background(const mapui::Frame& f) override {
    const lotn::MapData& map = s_.doc->map();
    draw_hex_map(f, map);
    const PainterPicture& p = s_.doc->picture;
    if (p.show && s_.texture.loaded()) {
      // The scale is per pixel of the picture's file; a picture halved to fit the graphics card is as large.
      const double k = p.scale * std::pow(2.0, s_.texture.halvings());
      const mapui::Vec2 from{p.x, p.y}, to{p.x + s_.texture.width() * k, p.y + s_.texture.height() * k};
      const int alpha = static_cast<int>(std::clamp(p.opacity, 0.0f, 1.0f) * 255);
      f.draw->AddImage(reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(s_.texture.id())), f.at(from),
                       f.at(to), ImVec2(0, 0), ImVec2(1, 1), IM_COL32(255, 255, 255, alpha));
    }
  }

  void overlay(const mapui::Frame& f, const std::vector<mapui::NodeView>&) override {
    const lotn::MapData& map = s_.doc->map();
    const lotn::HexGrid& grid = map.grid();
    if (s_.tool == PaintTool::Tag)
      for (const lotn::MapTag& t : map.tags)
        if (t.kind == s_.tag.kind && t.army == s_.tag.army && t.name == s_.tag.name)
          for (const lotn::Hex& h : t.hexes) draw_hex_outline(f, grid, h, IM_COL32(255, 200, 60, 255), 2.0f, IM_COL32(255, 200, 60, 90));
    if (!s_.hovered) return;
    if (s_.tool == PaintTool::Feature && s_.hovered_side >= 0) {
      auto [a, b] = side_segment(grid, *s_.hovered, s_.hovered_side);
      f.draw->AddLine(f.at(a), f.at(b), IM_COL32(255, 200, 60, 255), 5.0f);
      draw_hex_outline(f, grid, *s_.hovered, IM_COL32(255, 200, 60, 160), 1.5f);
    } else {
      draw_hex_outline(f, grid, *s_.hovered, IM_COL32(255, 200, 60, 255), 2.5f);
    }
  }

 private:
  HexPainterState& s_;
};

// What the tool does to one hex; `first`: the click that starts a stroke.
void painter_apply(HexPainterState& s, const lotn::Hex& hex, bool first) {
  HexPainterDoc& d = *s.doc;
  const std::size_t index = d.map().grid().index(hex);
  if (painter_drags(s.tool)) {
    if (!s.stroke_hexes.insert(index).second) return;  // once a stroke
  } else if (!first) {
    return;
  }
  switch (s.tool) {
    case PaintTool::Terrain: d.paint_terrain(hex, s.terrain); break;
    case PaintTool::Raise: d.change_elevation(hex, +1); break;
    case PaintTool::Lower: d.change_elevation(hex, -1); break;
    case PaintTool::Feature:
      if (s.hovered_side >= 0 && !d.toggle_feature(hex, s.hovered_side, s.feature, s.feature_name))
        painter_say(s, "That hexside is the map's edge: a feature lies between two hexes of the map", true);
      break;
    case PaintTool::Name: d.set_name(hex, s.hex_name); break;
    case PaintTool::Windmill: d.toggle_windmill(hex); break;
    case PaintTool::Tag:
      if (s.tag.army.empty()) painter_say(s, "Choose the army the tag is for", true);
      else d.toggle_tag_hex(s.tag, hex);
      break;
  }
}

void painter_canvas(HexPainterState& s) {
  const lotn::MapData& map = s.doc->map();
  const lotn::HexGrid& grid = map.grid();
  mapui::CanvasOptions options;
  options.world = map_bounds(grid);
  options.margin = 24;
  mapui::Frame f = mapui::begin_canvas("##hex_painter_canvas", s.canvas, options);
  s.hovered.reset();
  s.hovered_side = -1;
  if (f.hovered && !f.panning) {
    s.hovered = hex_at_point(grid, f.mouse_world);
    if (s.hovered) s.hovered_side = nearest_side(grid, *s.hovered, f.mouse_world);
  }
  mapui::Scene scene;
  scene.background = 0x46464a;
  scene.legend = map_legend(map);
  scene.pick_edges = false;
  HexPainterLayers layers(s);
  mapui::CanvasResult r = mapui::draw_canvas(f, s.canvas, scene, layers);

  const bool down = ImGui::IsMouseDown(ImGuiMouseButton_Left);
  if (r.clicked && s.hovered) {
    s.painting = true;
    s.stroke_hexes.clear();
    s.doc->begin_stroke();
    painter_apply(s, *s.hovered, true);
  } else if (s.painting && down && s.hovered) {
    painter_apply(s, *s.hovered, false);
  }
  if (s.painting && !down) {
    s.doc->end_stroke();
    s.painting = false;
  }
}

// ---- the side panel

void painter_terrain_palette(HexPainterState& s) {
  for (int t = 0; t < lotn::kTerrainCount; ++t) {
    const auto terrain = static_cast<lotn::Terrain>(t);
    const unsigned rgb = terrain_rgb(terrain);
    ImGui::PushID(t);
    const ImVec4 colour((rgb >> 16 & 0xff) / 255.0f, (rgb >> 8 & 0xff) / 255.0f, (rgb & 0xff) / 255.0f, 1.0f);
    if (ImGui::ColorButton("##swatch", colour, ImGuiColorEditFlags_NoTooltip, ImVec2(18, 18))) s.terrain = terrain;
    ImGui::SameLine();
    if (ImGui::Selectable(terrain_words(terrain), s.terrain == terrain, 0, ImVec2(110, 0))) s.terrain = terrain;
    ImGui::PopID();
    if (t % 2 == 0 && t + 1 < lotn::kTerrainCount) ImGui::SameLine(170);
  }
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("Click or drag over hexes. Dense Smoke is not painted: it follows the town hexes.");
  ImGui::PopTextWrapPos();
}

void painter_feature_tool(HexPainterState& s) {
  ImGui::SetNextItemWidth(200);
  if (ImGui::BeginCombo("Feature", feature_words(s.feature))) {
    for (int k = 0; k < lotn::kSideFeatureCount; ++k) {
      const auto f = static_cast<lotn::SideFeature>(k);
      if (ImGui::Selectable(feature_words(f), s.feature == f)) s.feature = f;
    }
    ImGui::EndCombo();
  }
  ImGui::SetNextItemWidth(200);
  ImGui::InputTextWithHint("Name##feature", "e.g. Floßgraben (optional)", &s.feature_name);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("Click inside a hex near the hexside: the feature is added there, or taken away if it is "
                      "there. A road joins the two hexes it crosses; a wall belongs to the hex clicked in (units "
                      "may fire through it into that hex, LotN 8.24).");
  ImGui::PopTextWrapPos();
}

void painter_tag_tool(HexPainterState& s) {
  static const char* kinds[] = {"entry", "exit", "rout_exit", "baggage"};
  ImGui::SetNextItemWidth(220);
  if (ImGui::BeginCombo("Kind", painter_tag_words(s.tag.kind))) {
    for (const char* k : kinds)
      if (ImGui::Selectable(painter_tag_words(k), s.tag.kind == k)) s.tag.kind = k;
    ImGui::EndCombo();
  }
  ImGui::SetNextItemWidth(220);
  if (ImGui::BeginCombo("Army", s.tag.army.empty() ? "(none)" : s.tag.army.c_str())) {
    for (const auto& a : s.armies)
      if (ImGui::Selectable(a.c_str(), s.tag.army == a)) s.tag.army = a;
    ImGui::EndCombo();
  }
  ImGui::SetNextItemWidth(220);
  ImGui::InputTextWithHint("Name##tag", "what it is for", &s.tag.name);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("Click a hex to add it to this tag (kind, army and name), or to take it out.");
  ImGui::PopTextWrapPos();
  const lotn::MapData& map = s.doc->map();
  if (ImGui::BeginChild("##tags", ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * 5.5f), true)) {
    for (std::size_t i = 0; i < map.tags.size(); ++i) {
      const lotn::MapTag& t = map.tags[i];
      if (t.kind == "retreat_edge") continue;
      const bool chosen = t.kind == s.tag.kind && t.army == s.tag.army && t.name == s.tag.name;
      std::string label = std::string(painter_tag_words(t.kind)) + ", " + t.army + (t.name.empty() ? "" : ": " + t.name) +
                          " (" + std::to_string(t.hexes.size()) + ")##" + std::to_string(i);
      if (ImGui::Selectable(label.c_str(), chosen)) s.tag = PainterTagKey{t.kind, t.army, t.name};
    }
  }
  ImGui::EndChild();
}

void painter_retreat_edges(HexPainterState& s) {
  HexPainterDoc& d = *s.doc;
  const lotn::MapData& map = d.map();
  const auto& sections = map.grid().sections();
  ImGui::TextUnformatted("Retreat edges (LotN 12.33)");
  for (const auto& army : s.armies) {
    const lotn::MapTag* tag = nullptr;
    for (const lotn::MapTag* t : map.tagged("retreat_edge", army)) tag = t;
    int edge = tag && tag->edge ? static_cast<int>(*tag->edge) : -1;
    int section = tag ? tag->section : 0;
    ImGui::PushID(army.c_str());
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(army.c_str());
    ImGui::SameLine(110);
    ImGui::SetNextItemWidth(90);
    if (ImGui::BeginCombo("##edge", edge < 0 ? "(none)" : lotn::kMapEdgeIds[edge])) {
      for (int e = 0; e < 4; ++e)
        if (ImGui::Selectable(lotn::kMapEdgeIds[e], e == edge)) d.set_retreat_edge(army, section, static_cast<lotn::MapEdge>(e));
      ImGui::EndCombo();
    }
    if (sections.size() > 1) {
      ImGui::SameLine();
      ImGui::SetNextItemWidth(110);
      std::string label = "section " + sections[static_cast<std::size_t>(section)].prefix;
      if (ImGui::BeginCombo("##section", label.c_str())) {
        for (std::size_t k = 0; k < sections.size(); ++k)
          if (ImGui::Selectable(("section " + sections[k].prefix).c_str(), static_cast<int>(k) == section))
            d.set_retreat_edge(army, static_cast<int>(k), edge < 0 ? lotn::MapEdge::North : static_cast<lotn::MapEdge>(edge));
        ImGui::EndCombo();
      }
    }
    ImGui::PopID();
  }
}

void painter_paint_tab(HexPainterState& s) {
  for (PaintTool t : {PaintTool::Terrain, PaintTool::Raise, PaintTool::Lower, PaintTool::Feature, PaintTool::Name,
                      PaintTool::Windmill, PaintTool::Tag}) {
    if (ImGui::RadioButton(painter_tool_label(t), s.tool == t)) s.tool = t;
    if (t == PaintTool::Terrain || t == PaintTool::Lower || t == PaintTool::Name) ImGui::SameLine(190);
  }
  ImGui::Separator();
  switch (s.tool) {
    case PaintTool::Terrain: painter_terrain_palette(s); break;
    case PaintTool::Raise:
    case PaintTool::Lower:
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextDisabled("Click or drag: each hex goes a level up or down (0 to 9). Elevation only blocks lines "
                          "of sight (LotN 6.26, 8.24).");
      ImGui::PopTextWrapPos();
      break;
    case PaintTool::Feature: painter_feature_tool(s); break;
    case PaintTool::Name:
      ImGui::SetNextItemWidth(220);
      ImGui::InputTextWithHint("Name##hex", "e.g. Podelwitz", &s.hex_name);
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextDisabled("Click a hex to give it this name (empty: no name).");
      ImGui::PopTextWrapPos();
      break;
    case PaintTool::Windmill:
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextDisabled("Click a hex to put a windmill there or take it away (Lützen: LI there get 1L when "
                          "fired on).");
      ImGui::PopTextWrapPos();
      break;
    case PaintTool::Tag: painter_tag_tool(s); break;
  }
  ImGui::Separator();
  painter_retreat_edges(s);
  ImGui::Separator();
  HexPainterDoc& d = *s.doc;
  ImGui::PushTextWrapPos(0.0f);
  if (d.map().placeholder) {
    ImGui::TextDisabled("%zu hexes still hold the schematic terrain. When every hex is painted from your printed "
                        "map, mark it drawn: the rest is then taken as clear, as printed.",
                        d.reconstructed_hexes());
    if (ImGui::Button("Mark as drawn from the printed map")) d.mark_drawn();
  } else {
    ImGui::TextDisabled("Marked as drawn from the printed map: battles are fought on it.");
  }
  ImGui::PopTextWrapPos();
}

void painter_picture_tab(HexPainterState& s) {
  HexPainterDoc& d = *s.doc;
  PainterPicture& p = d.picture;
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("A picture of your printed map (PNG or JPEG) drawn over the hexes to paint from. Its "
                      "settings are saved with the map, in your data folder.");
  ImGui::PopTextWrapPos();
  ImGui::SetNextItemWidth(-70);
  const bool enter = ImGui::InputTextWithHint("##picture_file", "the picture's file", &s.picture_edit,
                                              ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  if (ImGui::Button("Load") || enter) {
    const bool first = p.file.empty() || !s.texture.loaded();
    p.file = s.picture_edit;
    s.texture_tried.clear();
    s.texture_tried = p.file;
    if (auto e = s.texture.load(p.file)) {
      painter_say(s, "The picture: " + *e, true);
    } else {
      const double k = std::pow(2.0, s.texture.halvings());
      if (first) p = picture_fitted(d.map().grid(), p, static_cast<int>(s.texture.width() * k), static_cast<int>(s.texture.height() * k));
      painter_say(s, "Loaded the picture " + p.file, false);
    }
    d.picture_dirty = true;
  }
  if (!s.texture.loaded()) {
    ImGui::TextDisabled("No picture loaded.");
    return;
  }
  const double k = std::pow(2.0, s.texture.halvings());
  const int w = static_cast<int>(s.texture.width() * k), h = static_cast<int>(s.texture.height() * k);
  ImGui::Text("%d x %d pixels", w, h);
  bool changed = ImGui::Checkbox("Show the picture", &p.show);
  ImGui::SetNextItemWidth(200);
  changed |= ImGui::SliderFloat("Opacity", &p.opacity, 0.05f, 1.0f, "%.2f");
  double pos[2] = {p.x, p.y};
  ImGui::SetNextItemWidth(200);
  if (ImGui::DragScalarN("Top-left (hexes)", ImGuiDataType_Double, pos, 2, 0.02f, nullptr, nullptr, "%.2f")) {
    p.x = pos[0];
    p.y = pos[1];
    changed = true;
  }
  double per_hex = 1.0 / p.scale, lo = 2, hi = 2000;
  ImGui::SetNextItemWidth(200);
  if (ImGui::DragScalar("Pixels a hex", ImGuiDataType_Double, &per_hex, 0.1f, &lo, &hi, "%.1f")) {
    p.scale = 1.0 / std::clamp(per_hex, lo, hi);
    changed = true;
  }
  if (ImGui::Button("Fit the picture to the map")) {
    p = picture_fitted(d.map().grid(), p, w, h);
    changed = true;
  }
  ImGui::SameLine();
  if (ImGui::Button("Remove")) {
    p.file.clear();
    s.picture_edit.clear();
    changed = true;
  }
  if (changed) d.picture_dirty = true;
}

void painter_check_tab(HexPainterState& s) {
  if (!s.data) {
    ImGui::TextColored(Palette::refusal(), "The program's data could not be read: %s", s.data_problem.c_str());
    return;
  }
  std::string scenarios;
  for (const auto& id : lotn::scenarios_on_map(*s.data, s.map_id))
    scenarios += (scenarios.empty() ? "" : ", ") + s.data->scenarios.at(id).name;
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("Checked for %s: every hex the scenario names is on the map; the set-up is legal on it "
                      "(stacking, no artillery in the ditch, the zones, facings); every side has a retreat edge.",
                      scenarios.empty() ? "no scenario" : scenarios.c_str());
  if (s.problems.empty()) ImGui::TextColored(Palette::success(), "No problem found.");
  for (const auto& p : s.problems) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s", p.c_str());  // BulletText does not wrap
  }
  ImGui::PopTextWrapPos();
}

void painter_panel(HexPainterState& s) {
  if (ImGui::BeginTabBar("##painter_tabs")) {
    if (ImGui::BeginTabItem("Paint")) {
      painter_paint_tab(s);
      ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem("Picture")) {
      painter_picture_tab(s);
      ImGui::EndTabItem();
    }
    const std::string check = "Check (" + std::to_string(s.problems.size()) + ")###check";
    if (ImGui::BeginTabItem(check.c_str())) {
      painter_check_tab(s);
      ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
  }
}

HexPainterState* g_painter_drawn = nullptr;  // the painter drawn last (the tests' hook)

void draw_hex_painter(HexPainterState& s) {
  g_painter_drawn = &s;
  painter_load_data(s);
  if (s.maps.empty()) s.maps = painter_maps();
  if (!s.doc && s.map_id.empty() && !s.maps.empty()) painter_open(s, s.maps.back().id);
  painter_map_bar(s);
  if (!s.doc) return;
  painter_texture(s);
  painter_check(s);

  const float panel = std::clamp(ImGui::GetContentRegionAvail().x * 0.32f, 330.0f, 420.0f);
  const float status = ImGui::GetTextLineHeightWithSpacing() * 3.4f;
  const ImVec2 room = ImGui::GetContentRegionAvail();
  if (ImGui::BeginChild("##painter_canvas_pane", ImVec2(std::max(100.0f, room.x - panel - 8), room.y), true,
                        ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse))
    painter_canvas(s);
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginGroup();
  if (ImGui::BeginChild("##painter_panel", ImVec2(panel, room.y - status - 4), true)) painter_panel(s);
  ImGui::EndChild();
  if (ImGui::BeginChild("##painter_status", ImVec2(panel, status), true)) {
    ImGui::PushTextWrapPos(0.0f);
    if (s.hovered) ImGui::TextUnformatted(hex_summary(s.doc->map(), *s.hovered).c_str());
    else ImGui::TextDisabled("Right or middle drag pans, the wheel zooms.");
    ImGui::PopTextWrapPos();
  }
  ImGui::EndChild();
  ImGui::EndGroup();
}

}  // namespace

std::optional<std::pair<float, float>> painter_hex_on_screen(const std::string& hex_id) {
  const HexPainterState* s = g_painter_drawn;
  if (!s || !s->doc || !s->canvas.fitted) return std::nullopt;
  const lotn::HexGrid& grid = s->doc->map().grid();
  const auto hex = grid.parse(hex_id);
  if (!hex) return std::nullopt;
  const mapui::Vec2 at = s->canvas.camera.to_screen(hex_centre(grid, *hex), s->canvas.last_pos, s->canvas.last_size);
  return std::make_pair(static_cast<float>(at.x), static_cast<float>(at.y));
}

int painter_terrain_of(const std::string& hex_id) {
  const HexPainterState* s = g_painter_drawn;
  if (!s || !s->doc) return -1;
  const auto hex = s->doc->map().grid().parse(hex_id);
  return hex ? static_cast<int>(s->doc->map().facts(*hex).terrain) : -1;
}

}  // namespace lotnui

void register_hex_painter_window(WindowRegistry& registry) {
  auto state = std::make_shared<lotnui::HexPainterState>();
  GameWindow w;
  w.game_id = kEveryGame;
  w.name = "lotn_hex_painter";
  w.title = "Lion of the North: hex painter";
  // The whole screen, as the map editor: painting a map is a mode of its own.
  w.set_place(kWholeScreen);
  w.draw = [state](GuiContext&) { lotnui::draw_hex_painter(*state); };
  registry.add(std::move(w));
}

}  // namespace umpire
