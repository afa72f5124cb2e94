#include "ui/lotn/data_editors.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <exception>

#include "lotn/user_data.h"
#include "ui/windows.h"

namespace umpire::lotnui {

namespace {

ImU32 editors_tint(const ImVec4& c, float alpha) { return ImGui::GetColorU32(ImVec4(c.x, c.y, c.z, alpha)); }

std::string editors_label(const EditCell& c) {
  switch (c.state) {
    case CellState::Missing: return "?";
    case CellState::Placeholder: return "~" + c.value;
    case CellState::Example: return c.value + "*";
    default: return c.value;
  }
}

}  // namespace

void note_drawn(EditorsState& s, const std::string& name) {
  if (!s.drawn) return;
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  (*s.drawn)[name] = DrawnRect{a.x, a.y, b.x, b.y};
}

DataEditSession* editors_session(EditorsState& s) {
  if (s.session) return &*s.session;
  if (!s.load_error.empty()) return nullptr;
  try {
    s.session.emplace(DataEditSession::load());
  } catch (const std::exception& e) {
    s.load_error = std::string("Your entries could not be read (") + lotn::user_entries_path().string() + "): " + e.what();
    return nullptr;
  }
  return &*s.session;
}

DataEditSession* draw_scenario_side_head(EditorsState& s, const char* id, const std::function<void()>& on_change) {
  DataEditSession* session = editors_session(s);
  if (!session) {
    text_wrapped_coloured(Palette::refusal(), s.load_error);
    return nullptr;
  }
  const lotn::DataSet& data = session->data();
  if (!data.scenarios.count(s.scenario)) {
    if (data.scenarios.empty()) return nullptr;
    s.scenario = data.scenarios.begin()->first;
  }
  for (const auto& [scenario, sc] : data.scenarios) {
    const std::string label = sc.name.substr(0, sc.name.find(','));  // "Breitenfeld"
    if (ImGui::RadioButton((label + "##" + id).c_str(), s.scenario == scenario)) {
      s.scenario = scenario;
      on_change();
    }
    note_drawn(s, "scenario:" + scenario);
    ImGui::SameLine();
  }
  auto sides = scenario_sides(data, s.scenario);
  if (std::find(sides.begin(), sides.end(), s.side) == sides.end()) s.side = sides.empty() ? "" : sides.front();
  ImGui::TextDisabled("|");
  for (const auto& side : sides) {
    ImGui::SameLine();
    if (ImGui::RadioButton((std::string(side_words(side)) + "##" + id).c_str(), s.side == side)) {
      s.side = side;
      on_change();
    }
    note_drawn(s, "side:" + side);
  }
  same_line_if_fits(button_width("Save") + button_width("Revert") + ImGui::CalcTextSize("Your entries are saved").x + 24);
  draw_save_bar(s);
  return session;
}

void draw_save_bar(EditorsState& s) {
  DataEditSession* session = editors_session(s);
  if (!session) return;
  const bool changed = session->changed();
  if (!changed) ImGui::BeginDisabled();
  if (ImGui::Button("Save")) {
    try {
      auto problems = session->save();
      if (problems.empty()) {
        s.message = "Saved in " + lotn::user_entries_path().string() + ". A battle reads them when it is handed new data.";
        s.message_ok = true;
      } else {
        s.message = "Not saved: " + problems.front() +
                    (problems.size() > 1 ? " (and " + std::to_string(problems.size() - 1) + " more)" : "");
        s.message_ok = false;
      }
    } catch (const std::exception& e) {
      s.message = std::string("Not saved: ") + e.what();
      s.message_ok = false;
    }
    s.editing.clear();
  }
  note_drawn(s, "button:Save");
  ImGui::SameLine();
  if (ImGui::Button("Revert")) {
    session->revert();
    s.editing.clear();
    s.message = "Back to your entries as last saved.";
    s.message_ok = true;
  }
  note_drawn(s, "button:Revert");
  if (!changed) ImGui::EndDisabled();
  ImGui::SameLine();
  if (changed)
    ImGui::TextColored(Palette::warning(), "Unsaved entries");
  else
    ImGui::TextDisabled("Your entries are saved");
  if (!s.message.empty()) text_wrapped_coloured(s.message_ok ? Palette::success() : Palette::refusal(), s.message);
}

void draw_cell_legend() {
  struct Piece {
    const char* text;
    int colour;  // 0 grey, 1 warning, 2 success
  };
  const Piece pieces[] = {{"Plain: printed (locked).", 0},
                          {"? missing.", 1},
                          {"~ reconstruction (provisional play only).", 0},
                          {"* worked example.", 0},
                          {"Green: typed by you.", 2}};
  bool first = true;
  for (const Piece& p : pieces) {
    if (!first) same_line_if_fits(ImGui::CalcTextSize(p.text).x + 8);
    first = false;
    if (p.colour == 1)
      ImGui::TextColored(Palette::warning(), "%s", p.text);
    else if (p.colour == 2)
      ImGui::TextColored(Palette::success(), "%s", p.text);
    else
      ImGui::TextDisabled("%s", p.text);
  }
}

void draw_edit_cell(EditorsState& s, const std::string& key, const EditCell& cell, const std::string& where,
                    const std::function<std::string(const std::string&)>& commit) {
  ImGui::PushID(key.c_str());
  switch (cell.state) {
    case CellState::Missing: ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, editors_tint(Palette::warning(), 0.40f)); break;
    case CellState::Placeholder:
      ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, editors_tint(Palette::warning(), 0.15f));
      break;
    case CellState::User: ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, editors_tint(Palette::success(), 0.30f)); break;
    default: break;
  }
  if (!cell.locked && s.editing == key) {
    ImGui::SetNextItemWidth(std::max(70.0f, ImGui::GetContentRegionAvail().x));
    if (s.focus) {
      ImGui::SetKeyboardFocusHere();
      s.focus = false;
    }
    const bool enter = ImGui::InputText("##edit", &s.buffer, ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll);
    note_drawn(s, "edit:" + key);
    if (enter) {
      std::string why = commit(s.buffer);
      if (why.empty()) {
        s.message = s.buffer.empty() ? where + ": your value removed" : where + ": " + s.buffer + " typed";
        s.message_ok = true;
        s.editing.clear();
      } else {
        s.message = why;
        s.message_ok = false;
        s.focus = true;
      }
    } else if (ImGui::IsItemActive() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
      s.editing.clear();
    } else if (ImGui::IsItemDeactivated()) {
      s.editing.clear();  // clicked elsewhere: nothing taken
    }
    ImGui::PopID();
    return;
  }
  const std::string label = editors_label(cell);
  if (cell.locked) {
    if (cell.state == CellState::Derived)
      ImGui::TextDisabled("%s", label.c_str());
    else
      ImGui::TextUnformatted(label.c_str());
  } else if (ImGui::Selectable(label.c_str(), false)) {
    s.editing = key;
    s.buffer = cell.state == CellState::User || cell.state == CellState::Example ? cell.value : "";
    s.focus = true;
  }
  note_drawn(s, "cell:" + key);
  if (ImGui::IsItemHovered()) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30);
    ImGui::TextUnformatted(where.c_str());
    std::string what = std::string(state_word(cell.state));
    if (!cell.value.empty()) what = cell.value + ": " + what;
    ImGui::TextUnformatted(what.c_str());
    if (!cell.source.empty()) ImGui::TextDisabled("%s", cell.source.c_str());
    if (!cell.note.empty()) ImGui::TextDisabled("%s", cell.note.c_str());
    if (cell.locked)
      ImGui::TextDisabled("Locked: the rules text gives it.");
    else if (cell.state == CellState::User)
      ImGui::TextDisabled("Click to change it; clear it and press Enter to remove it.");
    else
      ImGui::TextDisabled("Click to type it from your printed copy, then press Enter.");
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
  ImGui::PopID();
}

}  // namespace umpire::lotnui
