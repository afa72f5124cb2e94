// Editing a Soldier King map (G-01): the operations of the map editor as plain
// functions on a Map value, so they are tested without a window. Each returns
// an error message and leaves the map unchanged, or applies and returns
// nothing. They keep the map readable by map_from_json (ids of lowercase
// letters, digits and underscores; names not empty; values 0..99) but allow
// states validate_map objects to, since a map is built one step at a time
// (a province without boxes, a box without lines).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "soldier_king/map.h"

namespace umpire::sk {

using EditError = std::optional<std::string>;  // the refusal, or nothing when applied

// An empty map named `name`: the default drawing area and the four Kings in
// the seating ring (argozia, arcadia, bravance, hrvatska).
Map new_map(const std::string& name);

// "Sankt Pölten am See" -> "sankt_p_lten_am_see": lowercase letters and digits,
// anything else one underscore, none at either end; "" when nothing is left.
std::string id_from_name(const std::string& name);
// id_from_name(name), with "_2", "_3"... when a province or box already has it
// (`fallback` when the name gives no id); `except` is an id that may be reused
// (a box's own id when it is renamed).
std::string unique_id(const Map& m, const std::string& name, const std::string& fallback,
                      const std::string& except = "");

// --- The map itself.
EditError set_map_name(Map& m, const std::string& name);
EditError set_map_size(Map& m, double width, double height);  // at least 100 x 100
// The four Kings once each, clockwise round the map (SK 7.1.2, G-06).
EditError set_seating_ring(Map& m, const std::vector<std::string>& ring);

// --- Provinces. `id_out`, when given, receives the new province's id.
EditError add_province(Map& m, const std::string& name, Point label, std::string* id_out = nullptr);
EditError rename_province(Map& m, const std::string& id, const std::string& name);
EditError set_province_id(Map& m, const std::string& id, const std::string& new_id);  // boxes and borders follow
EditError set_province_ruler(Map& m, const std::string& id, const std::string& ruler);  // "" = Imperial
EditError set_province_recruiting_value(Map& m, const std::string& id, int value);
EditError set_province_label(Map& m, const std::string& id, Point label);
EditError set_province_source(Map& m, const std::string& id, const std::string& source);
// Refused while boxes remain in it; its borders go with it.
EditError delete_province(Map& m, const std::string& id);
// Marks two provinces as sharing a border, or not; both lists are kept in step.
EditError set_adjacent(Map& m, const std::string& a, const std::string& b, bool adjacent);
bool is_adjacent(const Map& m, const std::string& a, const std::string& b);
// Makes every two provinces joined by a line adjacent (never removes a border:
// provinces may touch without a line). Returns how many borders were added.
int suggest_adjacency(Map& m);

// --- City boxes.
EditError add_box(Map& m, const std::string& name, const std::string& province, Point pos,
                  std::string* id_out = nullptr);
EditError move_box(Map& m, const std::string& id, Point pos);
EditError delete_box(Map& m, const std::string& id);  // and every line touching it
EditError rename_box(Map& m, const std::string& id, const std::string& name);  // the id stays
EditError set_box_id(Map& m, const std::string& id, const std::string& new_id);  // lines follow
EditError set_box_province(Map& m, const std::string& id, const std::string& province);
// Nothing: not a recruiting city. Values 0..99; ruled >= captured is left to validate_map.
EditError set_box_recruiting(Map& m, const std::string& id, std::optional<Recruiting> recruiting);
EditError set_box_electoral(Map& m, const std::string& id, bool electoral);
EditError set_box_entrenchment(Map& m, const std::string& id, bool entrenchment);
EditError set_box_battlefield(Map& m, const std::string& id, const std::string& battlefield);
EditError set_box_source(Map& m, const std::string& id, const std::string& source);

// --- Transport lines, named by their index in m.lines.
// A river needs `downstream`, one of its ends; other lines must not have one.
// Refused: unknown boxes, a box joined to itself, a second line of the same
// type between the same two boxes.
EditError add_line(Map& m, const std::string& a, const std::string& b, LineType type,
                   const std::string& downstream = "");
EditError delete_line(Map& m, std::size_t index);
EditError reverse_river(Map& m, std::size_t index);  // the other end becomes downstream
// A road, highway or river; a line becoming a river flows toward its end b.
EditError set_line_type(Map& m, std::size_t index, LineType type);
EditError set_line_source(Map& m, std::size_t index, const std::string& source);

}  // namespace umpire::sk
