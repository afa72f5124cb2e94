// The Journal window: every command ever issued, newest at the bottom, with
// the dice it rolled and the events it caused. Undone and discarded entries
// stay visible, greyed, because the umpire must be able to see what was taken
// back.
#include <imgui.h>

#include <algorithm>

#include "ui/journal_format.h"
#include "ui/windows.h"

namespace umpire {

namespace {

void text_lines(const std::vector<std::string>& lines) {
  for (const auto& l : lines) ImGui::TextWrapped("%s", l.c_str());
}

// Greys undone and discarded rows for the duration of a scope.
struct StatusColour {
  explicit StatusColour(const JournalRow& row) : grey(row.status != EntryStatus::Active) {
    if (grey) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  }
  ~StatusColour() {
    if (grey) ImGui::PopStyleColor();
  }
  bool grey;
};

std::string command_type(const JournalRow& row) {
  return row.command.is_object() ? row.command.value("type", "?") : "?";
}

void dice_cell(const JournalRow& row) {
  auto dice = dice_lines(row);
  if (!dice.empty() && !row.dice_source.empty() && row.dice_source != "seeded")
    ImGui::TextDisabled("(%s dice)", row.dice_source.c_str());
  text_lines(dice);
}

// The status cell: an entry the rules refuse on replay, and those after it,
// are marked so that the umpire can find them and undo them.
void status_cell(const JournalRow& row, const std::optional<ReplayProblem>& problem) {
  if (problem && row.status == EntryStatus::Active && row.seq >= problem->seq) {
    ImGui::PushStyleColor(ImGuiCol_Text, Palette::refusal());
    ImGui::TextUnformatted(row.seq == problem->seq ? "refused" : "not replayed");
    ImGui::PopStyleColor();
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("%s", row.seq == problem->seq ? problem->why.c_str() : "it comes after the refused entry");
    return;
  }
  ImGui::TextUnformatted(to_string(row.status));
}

void time_text(const JournalRow& row) {
  ImGui::TextUnformatted(short_time(row.recorded_at).c_str());
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", row.recorded_at.c_str());
}

// Wide layout: one column per field.
void draw_row(const JournalRow& row, const std::optional<ReplayProblem>& problem) {
  StatusColour colour(row);
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::Text("%lld", static_cast<long long>(row.seq));
  ImGui::TableNextColumn();
  time_text(row);
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(command_type(row).c_str());
  ImGui::TableNextColumn();
  ImGui::TextWrapped("%s", args_summary(row.command).c_str());
  ImGui::TableNextColumn();
  dice_cell(row);
  ImGui::TableNextColumn();
  text_lines(event_lines(row));
  ImGui::TableNextColumn();
  status_cell(row, problem);
}

// Narrow layout (a small window or a large UI scale): the fields stacked in one cell.
void draw_compact_row(const JournalRow& row, const std::optional<ReplayProblem>& problem) {
  StatusColour colour(row);
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::Text("%lld", static_cast<long long>(row.seq));
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(command_type(row).c_str());
  ImGui::SameLine();
  ImGui::TextDisabled("%s", short_time(row.recorded_at).c_str());
  std::string args = args_summary(row.command);
  if (!args.empty()) ImGui::TextWrapped("%s", args.c_str());
  dice_cell(row);
  text_lines(event_lines(row));
  ImGui::TableNextColumn();
  status_cell(row, problem);
}

// The Command column fits the longest command name: a name is never cut.
float command_width(const std::vector<JournalRow>& rows) {
  float w = ImGui::CalcTextSize("Command").x;
  for (const auto& row : rows) w = std::max(w, ImGui::CalcTextSize(command_type(row).c_str()).x);
  return w + ImGui::GetStyle().CellPadding.x * 2;
}

void setup_columns(bool compact, const std::vector<JournalRow>& rows) {
  const float em = ImGui::GetFontSize();
  ImGui::TableSetupScrollFreeze(0, 1);  // the header stays visible while scrolling
  ImGui::TableSetupColumn("#", ImGuiTableColumnFlags_WidthFixed, em * 1.8f);
  if (compact) {
    ImGui::TableSetupColumn("Command, dice and events", ImGuiTableColumnFlags_WidthStretch, 1.0f);
  } else {
    ImGui::TableSetupColumn("Time", ImGuiTableColumnFlags_WidthFixed, em * 8.2f);
    ImGui::TableSetupColumn("Command", ImGuiTableColumnFlags_WidthFixed, command_width(rows));
    ImGui::TableSetupColumn("Arguments", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn("Dice", ImGuiTableColumnFlags_WidthStretch, 0.8f);
    ImGui::TableSetupColumn("Events", ImGuiTableColumnFlags_WidthStretch, 1.8f);  // what the umpire reads most
  }
  ImGui::TableSetupColumn("Status", ImGuiTableColumnFlags_WidthFixed,
                          ImGui::CalcTextSize("not replayed").x + ImGui::GetStyle().CellPadding.x * 2);
  ImGui::TableHeadersRow();
}

void draw_game_line(AppState& app) {
  const Campaign& c = *app.campaign;
  if (c.module()) {
    ImGui::Text("%s: %s", c.module()->title().c_str(), c.state().core.name.c_str());
  } else {
    ImGui::PushStyleColor(ImGuiCol_Text, Palette::warning());
    ImGui::TextWrapped("Empty campaign: no game is installed yet (Soldier King arrives with the next issue)");
    ImGui::PopStyleColor();
  }
}

}  // namespace

void draw_journal_window(AppState& app) {
  bool open = is_open(app, kJournalWindow);
  place_window_first_use(kJournalWindow);
  if (!ImGui::Begin("Journal", &open)) {
    ImGui::End();
    set_open(app, kJournalWindow, open);
    return;
  }
  draw_game_line(app);
  const auto& problem = app.campaign->replay_problem();
  if (problem) {
    ImGui::PushStyleColor(ImGuiCol_Text, Palette::refusal());
    ImGui::TextWrapped("%s", problem->describe().c_str());
    ImGui::PopStyleColor();
    if (ImGui::Button("Undo the last entry")) undo(app);
  }
  const auto& rows = journal(app);
  if (rows.empty()) ImGui::TextDisabled("No commands yet: roll dice or add a note in the Dice window.");

  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_Resizable |
                                ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingStretchProp;
  // Seven columns need about 55 ems (the fixed ones take 25, and each stretched
  // one wants 10 to hold a few words a line); below that the fields are stacked.
  const bool compact = ImGui::GetContentRegionAvail().x < ImGui::GetFontSize() * 55;
  // A different ID per layout: the table keeps its column widths per ID.
  if (ImGui::BeginTable(compact ? "##journal_compact" : "##journal", compact ? 3 : 7, flags)) {
    setup_columns(compact, rows);
    for (const auto& row : rows) compact ? draw_compact_row(row, problem) : draw_row(row, problem);
    if (app.scroll_journal) {
      ImGui::SetScrollHereY(1.0f);  // newest at the bottom, in view
      app.scroll_journal = false;
    }
    ImGui::EndTable();
  }
  ImGui::End();
  set_open(app, kJournalWindow, open);
}

}  // namespace umpire
