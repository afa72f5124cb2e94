// The map editor's state: the map being edited (its own copy, never the
// campaign's), the tools, the view, the background picture and the messages.
// Drawn by map_editor.cpp (tool bar and files), canvas.cpp and panels.cpp.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "soldier_king/map_edit.h"
#include "ui/map/canvas.h"
#include "ui/map_editor/geometry.h"
#include "ui/map_editor/map_file.h"
#include "ui/map_editor/texture.h"
#include "ui/window_registry.h"

namespace umpire::mapedit {

enum class Tool { Select, AddBox, AddLine, Delete };

// Where the picture lies under the map: its top-left corner in map units and
// map units per picture pixel. Kept by the editor, never in the map file.
struct Background {
  Texture texture;
  Point pos;
  double scale = 1.0;
  float opacity = 0.6f;
  bool show = true;
};

struct EditorState {
  sk::Map map;
  bool has_map = false;  // false until something is loaded: then the campaign's map is shown
  bool dirty = false;    // changed since loaded or saved
  std::vector<sk::Map> undo, redo;

  Tool tool = Tool::Select;
  Selection selected;
  std::string line_from;  // Add line: the first box clicked
  sk::LineType line_type = sk::LineType::Road;
  std::string box_province;  // Add box: the province new boxes go in
  std::string box_name = "New city";

  mapui::CanvasState canvas;  // the view (pan and zoom) and the legend
  bool fit_pending = true;    // fit the view to the map on the next frame
  bool show_names = true;
  bool show_areas = true;
  Background background;

  // Dragging with the Select tool: a box or a province label.
  Selection dragging;
  Point drag_grab;  // map offset from the dragged item to the mouse
  bool drag_moved = false;  // the drag has moved something (one undo step per drag)
  Selection hovered;
  bool reveal = false;  // show the Selected tab on the next frame (a click on the canvas)

  // Text fields: edits while typing in one field make one undo step.
  unsigned typing = 0;
  std::string id_buffer;  // the id being typed for the selection (applied on Enter)
  Selection id_buffer_for;
  std::string new_province_name = "New province";

  sk::MapChecks checks = sk::MapChecks::Rulebook;

  std::string message;
  bool message_error = false;

  // File fields.
  std::string open_path, save_path, picture_path;
  bool save_overwrite = false;
  bool apply_pending = false;  // Apply was pressed: report what the campaign did

  void say(std::string text, bool error) {
    message = std::move(text);
    message_error = error;
  }
  // Applies an edit to a copy of the map; on success keeps it (with undo),
  // else shows the refusal. `record` false: part of a drag already recorded.
  bool edit(const std::function<sk::EditError(sk::Map&)>& f, bool record = true);
  void replace_map(sk::Map m, std::string text);  // a new map: selection and undo reset
  void undo_edit();
  void redo_edit();
};

// The parts of the window.
void draw_canvas(EditorState& s);
void draw_side_panel(EditorState& s);
void draw_selection_panel(EditorState& s);
void draw_provinces_panel(EditorState& s);

// A text field applied while typing; one undo step per visit to the field.
void text_field(EditorState& s, const char* label, const std::string& value,
                const std::function<sk::EditError(sk::Map&, const std::string&)>& apply, bool multiline = false);

// Drawing helpers shared by the canvas and the panels.
unsigned ruler_rgb(const std::string& ruler);  // a King's colour, grey for Imperial
std::string describe_line(const sk::Map& m, std::size_t index);  // "road Altdorf – Bern"

}  // namespace umpire::mapedit
