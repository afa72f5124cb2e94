// The Journal window: every command ever issued, newest at the bottom, with
// the dice it rolled and the events it caused. Undone and discarded entries
// stay visible, greyed, because the umpire must be able to see what was taken
// back.
#include <imgui.h>

#include "ui/journal_format.h"
#include "ui/windows.h"

namespace umpire {

namespace {

void text_lines(const std::vector<std::string>& lines) {
  for (const auto& l : lines) ImGui::TextWrapped("%s", l.c_str());
}

void draw_row(const JournalRow& row) {
  const bool active = row.status == EntryStatus::Active;
  if (!active) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::Text("%lld", static_cast<long long>(row.seq));
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(short_time(row.recorded_at).c_str());
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", row.recorded_at.c_str());
  ImGui::TableNextColumn();
  std::string type = row.command.is_object() ? row.command.value("type", "?") : "?";
  ImGui::TextUnformatted(type.c_str());
  ImGui::TableNextColumn();
  ImGui::TextWrapped("%s", args_summary(row.command).c_str());
  ImGui::TableNextColumn();
  auto dice = dice_lines(row);
  if (!dice.empty() && !row.dice_source.empty() && row.dice_source != "seeded")
    ImGui::TextDisabled("(%s)", row.dice_source.c_str());
  text_lines(dice);
  ImGui::TableNextColumn();
  text_lines(event_lines(row));
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(to_string(row.status));
  if (!active) ImGui::PopStyleColor();
}

void draw_game_line(AppState& app) {
  const Campaign& c = *app.campaign;
  if (c.module()) {
    ImGui::Text("%s: %s", c.module()->title().c_str(), c.state().core.name.c_str());
  } else {
    ImGui::TextColored(Palette::warning(),
                       "Empty campaign: no game is installed yet (Soldier King arrives with the next issue)");
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
  const auto& rows = journal(app);
  if (rows.empty()) ImGui::TextDisabled("No commands yet: roll dice or add a note in the Dice window.");

  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_Resizable |
                                ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingStretchProp;
  if (ImGui::BeginTable("##journal", 7, flags)) {
    const float em = ImGui::GetFontSize();
    ImGui::TableSetupScrollFreeze(0, 1);  // the header stays visible while scrolling
    ImGui::TableSetupColumn("#", ImGuiTableColumnFlags_WidthFixed, em * 1.8f);
    ImGui::TableSetupColumn("Time", ImGuiTableColumnFlags_WidthFixed, em * 8.2f);
    ImGui::TableSetupColumn("Command", ImGuiTableColumnFlags_WidthFixed, em * 5.2f);
    ImGui::TableSetupColumn("Arguments", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn("Dice", ImGuiTableColumnFlags_WidthStretch, 1.1f);
    ImGui::TableSetupColumn("Events", ImGuiTableColumnFlags_WidthStretch, 1.1f);
    ImGui::TableSetupColumn("Status", ImGuiTableColumnFlags_WidthFixed, em * 4.0f);
    ImGui::TableHeadersRow();
    for (const auto& row : rows) draw_row(row);
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
