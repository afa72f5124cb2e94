// "Lion of the North: charts": each chart as a grid, the printed and derived
// cells locked, the lost ones highlighted, a click on one to type it from the
// printed copy; the chart's plausibility warnings under it.
#include "ui/lotn/charts_window.h"

#include <imgui.h>

#include <algorithm>

#include "ui/windows.h"

namespace umpire::lotnui {

namespace {

// Charts of words (the Charge tables, the Line Command chart) wrap; charts of numbers keep their columns narrow.
bool charts_wordy(const lotn::Grid& g) {
  for (const auto& [at, cell] : g.cells)
    if (cell.value.size() > 18) return true;
  return false;
}

void charts_grid(EditorsState& s, DataEditSession& session, const lotn::Grid& g, float height) {
  const bool wordy = charts_wordy(g);
  ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_ScrollY | ImGuiTableFlags_RowBg;
  flags |= wordy ? ImGuiTableFlags_SizingStretchProp : (ImGuiTableFlags_ScrollX | ImGuiTableFlags_SizingFixedFit);
  if (!ImGui::BeginTable("chart", static_cast<int>(g.columns.size()) + 1, flags, ImVec2(0, height))) return;
  ImGui::TableSetupScrollFreeze(1, 1);
  std::string corner = g.row_label.empty() ? std::string() : g.row_label;
  if (!g.column_label.empty()) corner += (corner.empty() ? "" : " \\ ") + g.column_label;
  ImGui::TableSetupColumn(corner.c_str(), wordy ? ImGuiTableColumnFlags_WidthFixed : ImGuiTableColumnFlags_None);
  const float narrow = ImGui::CalcTextSize("00(00)").x + ImGui::GetStyle().CellPadding.x * 2;
  for (const auto& c : g.columns)
    ImGui::TableSetupColumn(c.c_str(), wordy ? ImGuiTableColumnFlags_WidthStretch : ImGuiTableColumnFlags_WidthFixed,
                            wordy ? 1.0f : std::max(narrow, ImGui::CalcTextSize(c.c_str()).x));
  ImGui::TableHeadersRow();
  for (std::size_t r = 0; r < g.rows.size(); ++r) {
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    ImGui::TextUnformatted(g.rows[r].c_str());
    for (std::size_t c = 0; c < g.columns.size(); ++c) {
      ImGui::TableSetColumnIndex(static_cast<int>(c) + 1);
      EditCell cell = chart_cell(g, r, c);
      if (wordy && cell.locked) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(cell.value.c_str());
        ImGui::PopTextWrapPos();
        continue;
      }
      const std::string key = g.id + "/" + g.rows[r] + "/" + g.columns[c];
      const std::string row = g.rows[r], column = g.columns[c];
      draw_edit_cell(s, key, cell, g.title + ": " + g.cell_name(row, column), [&](const std::string& value) {
        return session.type_cell(g.id, row, column, value);
      });
    }
  }
  ImGui::EndTable();
}

}  // namespace

void draw_charts_window(EditorsState& s) {
  DataEditSession* session = editors_session(s);
  if (!session) {
    text_wrapped_coloured(Palette::refusal(), s.load_error);
    return;
  }
  const lotn::DataSet& data = session->data();
  auto charts = chart_list(data);
  if (charts.empty()) return;
  if (!data.grid(s.chart)) s.chart = charts.front().first;
  const lotn::Grid& g = *data.grid(s.chart);

  ImGui::SetNextItemWidth(std::min(ImGui::GetContentRegionAvail().x, ImGui::GetFontSize() * 22));
  if (ImGui::BeginCombo("##chart", g.title.c_str())) {
    for (const auto& [id, title] : charts) {
      ChartCounts n = chart_counts(*data.grid(id));
      std::string label = title + (n.missing ? " (" + std::to_string(n.missing) + " missing)" : "") + "##" + id;
      if (ImGui::Selectable(label.c_str(), id == s.chart)) {
        s.chart = id;
        s.editing.clear();
      }
    }
    ImGui::EndCombo();
  }
  same_line_if_fits(button_width("Save") + button_width("Revert") + ImGui::CalcTextSize("Your entries are saved").x + 24);
  draw_save_bar(s);

  const lotn::Grid& chart = *data.grid(s.chart);
  ChartCounts n = chart_counts(chart);
  std::string counts = chart.rule + ". " + std::to_string(n.typed) + (n.typed == 1 ? " cell" : " cells") +
                       " typed, " + std::to_string(n.missing) + " still missing";
  if (n.reconstructed) counts += " (" + std::to_string(n.reconstructed) + " with a reconstruction for provisional play)";
  ImGui::TextWrapped("%s.", counts.c_str());
  draw_cell_legend();

  auto warnings = chart_warnings(data, s.chart);
  const float line = ImGui::GetTextLineHeightWithSpacing();
  // A warning wraps over two lines at 1280 wide: room for three of them, the rest scroll.
  const float below = warnings.empty() ? 0.0f : (std::min(3.0f, static_cast<float>(warnings.size())) * 2 + 1) * line + 8;
  const float height = std::max(ImGui::GetContentRegionAvail().y - below, 6 * line);
  charts_grid(s, *session, chart, height);
  if (!warnings.empty()) {
    ImGui::BeginChild("warnings", ImVec2(0, 0), false);
    ImGui::TextColored(Palette::warning(), "To check against your printed copy (%zu):", warnings.size());
    for (const auto& w : warnings) {
      ImGui::Bullet();
      ImGui::SameLine();
      text_wrapped_coloured(Palette::warning(), w);
    }
    ImGui::EndChild();
  }
}

}  // namespace umpire::lotnui
