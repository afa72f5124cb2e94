// "Lion of the North: counters": every unit and leader of a scenario's side with
// its ratings, the missing ones highlighted, a click on one to type it from the
// printed counter; the sheet's consistency with the printed totals at the top.
#include "ui/lotn/counters_window.h"

#include <imgui.h>

#include <algorithm>

#include "lotn/data_tables.h"
#include "ui/windows.h"

namespace umpire::lotnui {

namespace {

// The ratings of the rows, each once: a unit's strengths, quality, movement and fire in the counters' order.
std::vector<std::string> counters_fields(const std::vector<SheetRow>& rows, bool leaders) {
  static const std::vector<std::string> kOrder = {"type", "fire_sp", "shock_sp", "sp", "tq", "tq_disrupted", "ma",
                                                  "ma_disrupted", "ma_extended", "fr", "fr_disrupted", "fr_caracole",
                                                  "weapon", "range"};
  std::vector<std::string> out;
  for (const auto& r : rows) {
    if ((r.kind == "leader") != leaders) continue;
    for (const auto& f : r.fields)
      if (std::find(out.begin(), out.end(), f) == out.end()) out.push_back(f);
  }
  if (!leaders) {
    auto rank = [&](const std::string& f) {
      auto it = std::find(kOrder.begin(), kOrder.end(), f);
      return static_cast<std::size_t>(it - kOrder.begin());
    };
    std::stable_sort(out.begin(), out.end(), [&](const std::string& a, const std::string& b) { return rank(a) < rank(b); });
  }
  return out;
}

void counters_table(EditorsState& s, DataEditSession& session, const std::vector<SheetRow>& rows, bool leaders,
                    float height) {
  auto fields = counters_fields(rows, leaders);
  if (fields.empty()) return;
  ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollX |
                          ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit;
  const int first = leaders ? 1 : 2;  // the name, and a unit's type
  if (!ImGui::BeginTable(leaders ? "leaders" : "units", static_cast<int>(fields.size()) + first, flags,
                         ImVec2(0, height)))
    return;
  ImGui::TableSetupScrollFreeze(1, 1);
  float name_width = ImGui::CalcTextSize(leaders ? "Leader" : "Unit").x;
  for (const auto& r : rows)
    if ((r.kind == "leader") == leaders)
      name_width = std::max(name_width, ImGui::CalcTextSize((r.name + " (00)").c_str()).x);
  ImGui::TableSetupColumn(leaders ? "Leader" : "Unit", ImGuiTableColumnFlags_WidthFixed,
                          std::min(name_width, ImGui::GetFontSize() * 18));
  if (!leaders) ImGui::TableSetupColumn("Type");
  const float narrow = ImGui::CalcTextSize("musket").x + ImGui::GetStyle().CellPadding.x * 2;
  for (const auto& f : fields) {
    std::string label = lotn::rating_label(f);
    ImGui::TableSetupColumn(label.c_str(), ImGuiTableColumnFlags_WidthFixed,
                            std::max(narrow, ImGui::CalcTextSize(label.c_str()).x));
  }
  ImGui::TableHeadersRow();
  for (const auto& r : rows) {
    if ((r.kind == "leader") != leaders) continue;
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    std::string name = r.name + (r.copies > 1 ? " (" + std::to_string(r.copies) + ")" : "");
    if (r.placed)
      ImGui::TextUnformatted(name.c_str());
    else
      ImGui::TextDisabled("%s", name.c_str());
    if (ImGui::IsItemHovered()) {
      ImGui::BeginTooltip();
      ImGui::TextUnformatted(name.c_str());
      if (r.copies > 1) ImGui::TextDisabled("%d counters of this kind in the scenario", r.copies);
      if (!r.placed) ImGui::TextDisabled("Named in the scenario, but its printed deployment lacks it");
      ImGui::EndTooltip();
    }
    if (!leaders) {
      ImGui::TableSetColumnIndex(1);
      ImGui::TextUnformatted(r.kind.c_str());
    }
    for (std::size_t i = 0; i < fields.size(); ++i) {
      ImGui::TableSetColumnIndex(static_cast<int>(i) + first);
      auto at = std::find(r.fields.begin(), r.fields.end(), fields[i]);
      if (at == r.fields.end()) continue;  // its counter has no such rating
      const EditCell& cell = r.values[static_cast<std::size_t>(at - r.fields.begin())];
      const std::string counter = r.counter, field = fields[i];
      draw_edit_cell(s, counter + "/" + field, cell, r.name + ": " + lotn::rating_label(field),
                     [&](const std::string& value) { return session.type_rating(counter, field, value); });
    }
  }
  ImGui::EndTable();
}

void counters_checks(const std::vector<SheetCheck>& checks, const std::string& side) {
  for (const auto& c : checks) {
    if (c.side != side) continue;
    ImGui::Bullet();
    ImGui::SameLine();
    switch (c.status) {
      case SheetCheck::Status::Agrees: text_wrapped_coloured(Palette::success(), c.text); break;
      case SheetCheck::Status::Differs: text_wrapped_coloured(Palette::warning(), c.text); break;
      case SheetCheck::Status::Incomplete: text_disabled_wrapped(c.text); break;
    }
  }
}

}  // namespace

void draw_counters_window(EditorsState& s) {
  DataEditSession* session = draw_scenario_side_head(s, "cw", [&s] { s.editing.clear(); });
  if (!session) return;
  const lotn::DataSet& data = session->data();

  auto checks = sheet_checks(data, s.scenario);
  if (std::any_of(checks.begin(), checks.end(), [&](const SheetCheck& c) { return c.side == s.side; })) {
    ImGui::TextUnformatted("Against the printed totals (warnings only):");
    counters_checks(checks, s.side);
  }
  auto rows = counter_sheet(data, s.scenario, s.side);
  std::size_t missing = 0, typed = 0;
  for (const auto& r : rows)
    for (std::size_t i = 0; i < r.values.size(); ++i) {
      if (r.values[i].state == CellState::Missing || r.values[i].state == CellState::Placeholder) ++missing;
      if (session->typed_rating(r.counter, r.fields[i])) ++typed;
    }
  ImGui::Text("%zu ratings typed, %zu still missing on this side's counters.", typed, missing);
  draw_cell_legend();

  std::size_t n_leaders = 0;
  for (const auto& r : rows) n_leaders += r.kind == "leader" ? 1 : 0;
  const float line = ImGui::GetTextLineHeightWithSpacing() + 2;
  const float room = ImGui::GetContentRegionAvail().y;
  float leaders_h = std::min(room * 0.4f, (static_cast<float>(n_leaders) + 1.5f) * line);
  if (n_leaders) counters_table(s, *session, rows, true, leaders_h);
  counters_table(s, *session, rows, false, std::max(ImGui::GetContentRegionAvail().y, 6 * line));
}

}  // namespace umpire::lotnui
