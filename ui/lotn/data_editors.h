// Lion of the North: what the charts and counters windows share, one editing
// session of the umpire's entries (data_editors_logic.h), loaded when a window
// is first drawn, saved and reverted from either window.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "ui/lotn/data_editors_logic.h"

namespace umpire::lotnui {

// A widget's rectangle on the screen, in pixels (the tests' hook below).
struct DrawnRect {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

struct EditorsState {
  std::optional<DataEditSession> session;
  std::string load_error;  // the umpire's entries could not be read
  std::string message;     // the last refusal, save or revert
  bool message_ok = false;
  // The cell being typed into: its key ("chart/row/column", "counter/field") and the text so far.
  std::string editing;
  std::string buffer;
  bool focus = false;
  // The charts window's table; the counters window's scenario and side.
  std::string chart;
  std::string scenario = "breitenfeld", side;
  // The deployment row being typed: its index in the entries (npos: a new row) and its fields as typed.
  std::size_t row_index = static_cast<std::size_t>(-1);
  std::string row_counter, row_hexes, row_facing;
  int row_count = 1;
  // For the tests that click the windows (tests/lotn_ui/editor_clicks_test.cpp): when set, where each widget was
  // drawn, by its name ("cell:<key>", "button:Save", "combo:counter", "counter:<id>", ...), as last drawn.
  std::map<std::string, DrawnRect>* drawn = nullptr;
};

// Notes the last widget's rectangle under `name` when the state keeps them (EditorsState::drawn).
void note_drawn(EditorsState& s, const std::string& name);

// The session, loaded on first use (nullptr, and the reason in load_error, when it cannot be).
DataEditSession* editors_session(EditorsState& s);

// Save and Revert, and the last message. Shared by both windows.
void draw_save_bar(EditorsState& s);

// The head of a window that edits one scenario's side (the counter sheet, the deployment rows): the session (or
// its load error, drawn, and nullptr), the scenario and side chosen by radio buttons (`on_change` called when
// either changes), then Save and Revert. `id` keeps the buttons' ids apart from another window's.
DataEditSession* draw_scenario_side_head(EditorsState& s, const char* id, const std::function<void()>& on_change);

// One cell of a chart or the counter sheet: plain when locked, amber when
// missing, marked when a reconstruction or typed; a click starts typing, Enter
// hands the text to `commit` (a refusal comes back in words), Escape leaves it.
// `where` names the cell in the tooltip.
void draw_edit_cell(EditorsState& s, const std::string& key, const EditCell& cell, const std::string& where,
                    const std::function<std::string(const std::string&)>& commit);

// The legend of the cells' colours and marks.
void draw_cell_legend();

}  // namespace umpire::lotnui
