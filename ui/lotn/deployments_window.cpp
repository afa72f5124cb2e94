// "Lion of the North: deployment rows" (see deployments_window.h). What a row
// is and how it is checked is in data_editors_logic.cpp; this draws it.
#include "ui/lotn/deployments_window.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

#include "lotn/data_tables.h"
#include "ui/windows.h"

namespace umpire::lotnui {

namespace {

constexpr std::size_t kDwNew = static_cast<std::size_t>(-1);

std::string dw_counter_name(const lotn::DataSet& data, const std::string& id) {
  const lotn::CounterDef* d = data.counter(id);
  return d ? d->display_name() : id;
}

void dw_start_new(EditorsState& s) {
  s.row_index = kDwNew;
  s.row_counter.clear();
  s.row_hexes.clear();
  s.row_facing.clear();
  s.row_count = 1;
}

void dw_rows_table(EditorsState& s, DataEditSession& session, const std::string& scenario) {
  const auto rows = session.deployment_rows(scenario);
  if (rows.empty()) {
    ImGui::TextDisabled("No row typed for this scenario yet.");
    return;
  }
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp;
  if (!ImGui::BeginTable("##deployrows", 6, flags)) return;
  ImGui::TableSetupColumn("Counter", ImGuiTableColumnFlags_WidthStretch, 3.0f);
  ImGui::TableSetupColumn("Side", ImGuiTableColumnFlags_WidthStretch, 1.2f);
  ImGui::TableSetupColumn("Count", ImGuiTableColumnFlags_WidthFixed, ImGui::CalcTextSize("Count").x);
  ImGui::TableSetupColumn("Hexes", ImGuiTableColumnFlags_WidthStretch, 2.0f);
  ImGui::TableSetupColumn("Facing", ImGuiTableColumnFlags_WidthFixed, ImGui::CalcTextSize("Facing").x);
  ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed, button_width("Edit") + button_width("Remove") + 8);
  ImGui::TableHeadersRow();
  std::size_t remove = kDwNew;
  for (const auto& [index, row] : rows) {
    ImGui::PushID(static_cast<int>(index));
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    const auto problems = session.row_problems(scenario, row);
    const std::string name = dw_counter_name(session.data(), row.counter) + (row.leader ? " (leader)" : "");
    if (problems.empty()) {
      ImGui::TextWrapped("%s", name.c_str());
    } else {
      text_wrapped_coloured(Palette::warning(), name + " (" + std::to_string(problems.size()) + " to check)");
      if (ImGui::IsItemHovered()) {
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 32);
        for (const auto& p : problems) ImGui::BulletText("%s", p.c_str());
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
      }
    }
    ImGui::TableSetColumnIndex(1);
    ImGui::TextUnformatted(side_words(row.side));
    ImGui::TableSetColumnIndex(2);
    ImGui::Text("%d", row.count);
    ImGui::TableSetColumnIndex(3);
    ImGui::TextWrapped("%s", join_hexes(row.hexes).c_str());
    ImGui::TableSetColumnIndex(4);
    ImGui::TextUnformatted(row.facing.c_str());
    ImGui::TableSetColumnIndex(5);
    if (ImGui::SmallButton("Edit")) {
      s.row_index = index;
      s.side = row.side;
      s.row_counter = row.counter;
      s.row_hexes = join_hexes(row.hexes);
      s.row_facing = row.facing;
      s.row_count = row.count;
    }
    ImGui::SameLine();
    if (ImGui::SmallButton("Remove")) remove = index;
    ImGui::PopID();
  }
  ImGui::EndTable();
  if (remove != kDwNew) {
    session.remove_deployment_row(remove);
    if (s.row_index == remove) dw_start_new(s);
    else if (s.row_index != kDwNew && s.row_index > remove) --s.row_index;
    s.message = "Row removed (not yet saved).";
    s.message_ok = true;
  }
}

void dw_row_form(EditorsState& s, DataEditSession& session, const std::string& scenario) {
  const lotn::DataSet& data = session.data();
  const bool editing = s.row_index != kDwNew;
  ImGui::TextUnformatted(editing ? "Change the row" : "A new row");
  // The counters this side's printed deployment lacks (and the row's own when editing one).
  std::vector<UnplacedCounter> offered;
  for (auto& u : unplaced_counters(session.program(), scenario))
    if (u.side == s.side) offered.push_back(std::move(u));
  if (!s.row_counter.empty() &&
      std::none_of(offered.begin(), offered.end(), [&](const UnplacedCounter& u) { return u.id == s.row_counter; }))
    offered.push_back({s.row_counter, dw_counter_name(data, s.row_counter), s.side, data.leaders.count(s.row_counter) > 0});
  const float font = ImGui::GetFontSize();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Counter");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(std::min(font * 22, ImGui::GetContentRegionAvail().x));
  const std::string shown = s.row_counter.empty() ? std::string("choose...") : dw_counter_name(data, s.row_counter);
  const bool counters_open = ImGui::BeginCombo("##counter", shown.c_str());
  note_drawn(s, "combo:counter");
  if (counters_open) {
    if (offered.empty()) ImGui::TextDisabled("This side's printed deployment places every counter it names.");
    for (const auto& u : offered) {
      if (ImGui::Selectable((u.name + (u.leader ? " (leader)" : "")).c_str(), s.row_counter == u.id)) s.row_counter = u.id;
      note_drawn(s, "counter:" + u.id);
    }
    ImGui::EndCombo();
  }
  const bool leader = data.leaders.count(s.row_counter) > 0;
  if (!leader) {
    same_line_if_fits(font * 9);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Count");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(font * 5);
    ImGui::InputInt("##count", &s.row_count);
    s.row_count = std::clamp(s.row_count, 1, 100);
  } else {
    s.row_count = 1;
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Hexes");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(std::min(font * 18, ImGui::GetContentRegionAvail().x));
  ImGui::InputTextWithHint("##hexes", "W2410 W2411", &s.row_hexes);
  note_drawn(s, "input:hexes");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("The hexes as the printed row gives them; a double-sized counter's two hexes side by side");
  same_line_if_fits(font * 12);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Facing");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(font * 5);
  const bool facings_open = ImGui::BeginCombo("##facing", s.row_facing.empty() ? "..." : s.row_facing.c_str());
  note_drawn(s, "combo:facing");
  if (facings_open) {
    for (const auto& w : compass_words(data, scenario)) {
      if (ImGui::Selectable(w.c_str(), s.row_facing == w)) s.row_facing = w;
      note_drawn(s, "facing:" + w);
    }
    ImGui::EndCombo();
  }
  const bool take = ImGui::Button(editing ? "Change the row" : "Add the row");
  note_drawn(s, "button:row");
  if (take) {
    DeploymentRow row;
    row.scenario = scenario;
    row.side = s.side;
    row.counter = s.row_counter;
    row.leader = leader;
    row.count = s.row_count;
    row.hexes = split_hexes(s.row_hexes);
    row.facing = s.row_facing;
    const std::string why = session.set_deployment_row(s.row_index, row);
    if (why.empty()) {
      s.message = std::string(editing ? "Row changed" : "Row added") + " (not yet saved).";
      s.message_ok = true;
      dw_start_new(s);
    } else {
      s.message = "Not taken: " + why;
      s.message_ok = false;
    }
  }
  if (editing) {
    ImGui::SameLine();
    if (ImGui::Button("Cancel")) dw_start_new(s);
  }
}

}  // namespace

void draw_deployments_window(EditorsState& s) {
  DataEditSession* session = draw_scenario_side_head(s, "dw", [&s] { dw_start_new(s); });
  if (!session) return;
  text_disabled_wrapped(
      "The rows of the set-up the rules text lost, typed from your printed copy: which counter, how many, the hexes "
      "they stand in and the way they face. Each is checked on the scenario's map as it is typed (the hexes, the "
      "stacks, the facings: LotN 2.1, 6.5, 7.11); a battle set up with your entries places them.");
  dw_rows_table(s, *session, s.scenario);
  ImGui::Separator();
  dw_row_form(s, *session, s.scenario);
  ImGui::Separator();
  const auto& problems = session->deployment_problems(s.scenario);
  if (problems.empty()) {
    text_wrapped_coloured(Palette::success(), "The set-up stands on the map as typed: nothing to check.");
    return;
  }
  ImGui::Text("The set-up on the map: %zu to check (yours and the printed rows')", problems.size());
  ImGui::BeginChild("##dwproblems", ImVec2(0, std::max(ImGui::GetContentRegionAvail().y, ImGui::GetFontSize() * 6)), true);
  for (const auto& p : problems) {
    ImGui::Bullet();
    ImGui::SameLine();
    ImGui::TextWrapped("%s", p.c_str());
  }
  ImGui::EndChild();
}

}  // namespace umpire::lotnui
