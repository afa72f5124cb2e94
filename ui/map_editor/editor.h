// The map editor's state: the game's schema, the map being edited (its own
// copy, never the campaign's), the tools, the view, the background picture and
// the messages. Drawn by map_editor.cpp (tool bar and files), canvas.cpp,
// panels.cpp and properties.cpp; the edits are core/map_doc.h's.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/map_doc.h"
#include "ui/map/canvas.h"
#include "ui/map_editor/geometry.h"
#include "ui/map_editor/map_file.h"
#include "ui/map_editor/texture.h"
#include "ui/window_registry.h"

namespace umpire::mapedit {

enum class Tool { Select, AddNode, AddEdge, Delete };

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
  MapSchemaPtr schema;  // the game's; set by use()
  std::string game;     // the game it belongs to
  MapDoc map;
  bool has_map = false;  // false until something is loaded: then the campaign's map is shown
  bool dirty = false;    // changed since loaded or saved
  std::vector<MapDoc> undo, redo;

  Tool tool = Tool::Select;
  Selection selected;
  std::string edge_from;  // Add way: the first node clicked
  std::string edge_kind;  // Add way: the kind drawn
  std::string node_kind;  // Add node: the kind placed
  std::string node_group;  // Add node: the group (schema.member_of) new nodes go in
  std::string node_name = "New place";

  mapui::CanvasState canvas;  // the view (pan and zoom) and the legend
  bool fit_pending = true;    // fit the view to the map on the next frame
  bool show_names = true;
  bool show_areas = true;
  Background background;

  // Dragging with the Select tool: a node or a group's label.
  Selection dragging;
  Point drag_grab;  // map offset from the dragged item to the mouse
  bool drag_moved = false;  // the drag has moved something (one undo step per drag)
  Selection hovered;
  bool reveal = false;  // show the Selected tab on the next frame (a click on the canvas)

  // Text fields: edits while typing in one field make one undo step.
  unsigned typing = 0;
  std::string id_buffer;  // the id being typed for the selection (applied on Enter)
  Selection id_buffer_for;
  std::string new_group_name = "New group";
  std::string group_kind;  // the kind of group Add adds

  std::string checks;  // the check level (one of schema->check_levels)

  std::string message;
  bool message_error = false;

  // File fields.
  std::string open_path, save_path, picture_path;
  bool save_overwrite = false;

  // Takes a game's schema; a different game starts afresh.
  void use(const std::string& game_id, MapSchemaPtr s);
  void say(std::string text, bool error) {
    message = std::move(text);
    message_error = error;
  }
  // Applies an edit to a copy of the map; on success keeps it (with undo),
  // else shows the refusal. `record` false: part of a drag already recorded.
  bool edit(const std::function<EditError(MapDoc&)>& f, bool record = true);
  void replace_map(MapDoc m, std::string text);  // a new map: selection and undo reset
  void undo_edit();
  void redo_edit();
  std::vector<MapIssue> problems() const;  // the game's checks at the chosen level
};

// The parts of the window.
void draw_canvas(EditorState& s);
void draw_side_panel(EditorState& s);
void draw_selection_panel(EditorState& s);
void draw_groups_panel(EditorState& s);

// A text field applied while typing; one undo step per visit to the field.
void text_field(EditorState& s, const char* label, const std::string& value,
                const std::function<EditError(MapDoc&, const std::string&)>& apply, bool multiline = false);
// The widgets of a record's attributes as the schema lists them; `set` applies one.
void attribute_fields(EditorState& s, const std::vector<AttrSpec>& specs, const GraphAttributes& values,
                      const std::function<EditError(MapDoc&, const std::string& key, const Json& value)>& set);

// Names shared by the canvas and the panels.
std::string kind_label(const std::vector<KindSpec>& kinds, const std::string& kind);  // the kind's label, or its id
std::string node_name(const MapDoc& d, const std::string& id);  // the id itself when there is no such node
std::string group_name(const MapDoc& d, const std::string& id);
unsigned group_rgb(const EditorState& s, const GraphGroup& g);

}  // namespace umpire::mapedit
