#include "ui/lotn/battle_log_window.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <exception>
#include <map>
#include <set>

#include "lotn/battle_report.h"
#include "lotn/engine.h"
#include "report/export.h"
#include "sessions/battle_papers.h"
#include "ui/lotn/battle_log_logic.h"
#include "ui/windows.h"

namespace umpire::lotnui {

namespace {

using lotn::LogKind;

enum class LogPaper { None, LogMarkdown, LogHtml, ReportPdf };

struct BattleLogUi {
  LogView view;
  std::string search;
  bool show[lotn::kLogKindCount];
  int first_turn = 1, last_turn = 0;  // last 0: the latest turn, following the battle
  // The rows' heights, for the width and the rows they were measured at.
  float measured_width = -1;
  std::size_t measured_rows = static_cast<std::size_t>(-1);
  int measured_builds = -1;
  std::vector<float> heights;
  bool stick_to_end = true;  // the list follows the newest line while the umpire has not scrolled up
  // The rulings expanded to show the tables they read (by their line in the battle's log), and those tables.
  std::set<std::size_t> open;
  bool open_newest = true;  // until the umpire opens or hides one himself: the newest ruling's tables are open
  std::map<std::size_t, RulingTables> tables;
  std::vector<char> has_tables;  // per kept row: the line read a chart
  LogPaper paper = LogPaper::None;
  std::string path;
  std::string message;
  bool message_is_error = false;
  BattleLogUi() { std::fill(std::begin(show), std::end(show), true); }
};

BattleLogUi& battle_log_ui_for(const Campaign& battle) {
  static std::map<const Campaign*, BattleLogUi> all;
  return all[&battle];
}

ImVec4 log_kind_colour(LogKind k) {
  switch (k) {
    case LogKind::Decision: return Palette::warning();
    case LogKind::Rout: return Palette::refusal();
    case LogKind::Withdrawal: return Palette::success();
    case LogKind::Phase: return ImVec4(0.55f, 0.78f, 1.0f, 1.0f);
    default: return ImGui::GetStyleColorVec4(ImGuiCol_Text);
  }
}

void draw_log_filters(BattleLogUi& ui, const lotn::Battle& st) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Show");
  for (int k = 0; k < lotn::kLogKindCount; ++k) {
    const auto kind = static_cast<LogKind>(k);
    std::string label = std::string(lotn::log_kind_title(kind)) + " (" + std::to_string(ui.view.count(kind)) + ")";
    same_line_if_fits(ImGui::CalcTextSize(label.c_str()).x + ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x);
    ImGui::Checkbox(label.c_str(), &ui.show[k]);
  }
  same_line_if_fits(button_width("All") + button_width("None") + ImGui::GetStyle().ItemSpacing.x);
  if (ImGui::SmallButton("All")) std::fill(std::begin(ui.show), std::end(ui.show), true);
  ImGui::SameLine();
  if (ImGui::SmallButton("None")) std::fill(std::begin(ui.show), std::end(ui.show), false);

  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Find");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 14);
  ImGui::InputTextWithHint("##find", "words, a name or a rule (9.25)", &ui.search);
  const int turns = std::max(1, st.turn);
  const bool following = ui.last_turn == 0;
  int last = following ? turns : std::min(ui.last_turn, turns);
  ui.first_turn = std::clamp(ui.first_turn, 1, turns);
  same_line_if_fits(ImGui::GetFontSize() * 22);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Turns");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
  ImGui::SliderInt("##from", &ui.first_turn, 1, turns, "from %d");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
  if (ImGui::SliderInt("##to", &last, 1, turns, "to %d")) ui.last_turn = last >= turns ? 0 : last;
  if (ui.first_turn > last) ui.first_turn = last;

  lotn::LogFilter f;
  f.kinds = 0;
  for (int k = 0; k < lotn::kLogKindCount; ++k)
    if (ui.show[k]) f.kinds |= lotn::kind_bit(static_cast<LogKind>(k));
  f.text = ui.search;
  f.first_turn = ui.first_turn > 1 ? ui.first_turn : 0;
  f.last_turn = ui.last_turn;
  ui.view.filter = f;
}

const RulingTables& ruling_of(BattleLogUi& ui, const lotn::Battle& st, const lotn::LogEntry& e) {
  auto it = ui.tables.find(*e.line);
  if (it == ui.tables.end()) it = ui.tables.emplace(*e.line, ruling_tables(st, e)).first;
  return it->second;
}

// A ruling's tables under its line, drawn at (x, y) in the list, or only measured: the height they take.
float ruling_block(const RulingTables& t, float x, float y, float width, bool draw) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float pad = style.CellPadding.x + 2;
  float h = style.ItemSpacing.y;
  auto text_at = [&](const std::string& text, float at_x, float wrap, ImVec4 colour) {
    const float th = ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap).y;
    if (draw) {
      ImGui::SetCursorPos(ImVec2(at_x, y + h));
      ImGui::PushTextWrapPos(at_x + wrap);
      ImGui::PushStyleColor(ImGuiCol_Text, colour);
      ImGui::TextUnformatted(text.c_str());
      ImGui::PopStyleColor();
      ImGui::PopTextWrapPos();
    }
    h += std::max(th, ImGui::GetTextLineHeight()) + style.ItemSpacing.y;
  };
  const ImVec4 plain = ImGui::GetStyleColorVec4(ImGuiCol_Text);
  const ImVec4 dim = ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled);
  for (const auto& g : t.grids) {
    text_at(g.title + (g.rule.empty() ? "" : " (" + g.rule + ")") + (g.purpose.empty() ? "" : ", for " + g.purpose), x,
            width, Palette::success());
    // The heading column, then one column a printed column, each as wide as its widest text.
    std::vector<float> widths;
    float head_w = ImGui::CalcTextSize((g.row_label + " \\ " + g.column_label).c_str()).x;
    for (const auto& r : g.rows) head_w = std::max(head_w, ImGui::CalcTextSize(r.c_str()).x);
    widths.push_back(head_w + 2 * pad);
    for (std::size_t j = 0; j < g.columns.size(); ++j) {
      float w = ImGui::CalcTextSize(g.columns[j].c_str()).x;
      for (const auto& row : g.values) w = std::max(w, ImGui::CalcTextSize(row[j].c_str()).x);
      widths.push_back(std::max(w, ImGui::CalcTextSize("-").x) + 2 * pad);
    }
    const float more_w = ImGui::CalcTextSize("...").x + 2 * pad;
    const std::size_t lines = g.rows.size() + 1 + (g.rows_before ? 1 : 0) + (g.rows_after ? 1 : 0);
    if (draw) {
      ImDrawList* d = ImGui::GetWindowDrawList();
      const ImVec2 origin = ImGui::GetWindowPos();
      const float sx = origin.x - ImGui::GetScrollX(), sy = origin.y - ImGui::GetScrollY();
      float cy = y + h;
      auto cell = [&](float cx, float w, const std::string& text, ImVec4 colour, bool used) {
        const ImVec2 a(sx + cx, sy + cy), b(sx + cx + w, sy + cy + line);
        if (used) {
          ImVec4 mark = Palette::warning();
          mark.w *= 0.35f;
          d->AddRectFilled(a, b, ImGui::GetColorU32(mark));
        }
        d->AddRect(a, b, ImGui::GetColorU32(ImGuiCol_Border));
        d->AddText(ImVec2(a.x + pad, a.y + style.ItemSpacing.y / 2), ImGui::GetColorU32(colour), text.c_str());
      };
      auto row_of = [&](const std::string& head, const std::vector<std::string>* values, int row_index) {
        float cx = x;
        cell(cx, widths[0], head, row_index < 0 ? dim : plain, false);
        cx += widths[0];
        if (g.columns_before) {
          cell(cx, more_w, row_index == -1 ? "..." : "", dim, false);
          cx += more_w;
        }
        for (std::size_t j = 0; j < g.columns.size(); ++j) {
          const bool used = row_index == g.used_row && static_cast<int>(j) == g.used_column;
          const std::string text = values ? ((*values)[j].empty() ? "-" : (*values)[j])
                                   : row_index == -2 ? std::string() : g.columns[j];
          cell(cx, widths[j + 1], text, values ? plain : dim, used);
          cx += widths[j + 1];
        }
        if (g.columns_after) cell(cx, more_w, row_index == -1 ? "..." : "", dim, false);
        cy += line;
      };
      row_of(g.row_label + " \\ " + g.column_label, nullptr, -1);
      if (g.rows_before) row_of("...", nullptr, -2);
      for (std::size_t i = 0; i < g.rows.size(); ++i) row_of(g.rows[i], &g.values[i], static_cast<int>(i));
      if (g.rows_after) row_of("...", nullptr, -2);
    }
    h += static_cast<float>(lines) * line + style.ItemSpacing.y;
    std::string read = "Read: " + g.value + " (" + g.provenance + (g.source.empty() ? "" : ": " + g.source) + ")";
    text_at(read, x, width, g.source.empty() ? dim : Palette::warning());
  }
  if (!t.dice.empty()) {
    std::string dice = "Dice: ";
    for (std::size_t i = 0; i < t.dice.size(); ++i) dice += (i ? ", " : "") + t.dice[i];
    text_at(dice, x, width, dim);
  }
  return h;
}

// The lines: turn, kind, words and rule, in columns; only the rows in view are drawn.
// A ruling that read a chart has a "table" button: its tables open under it.

void draw_log_lines(BattleLogUi& ui, const lotn::Battle& st, bool rebuilt) {
  const float line = ImGui::GetTextLineHeightWithSpacing();
  // The room left in the window (the newest lines and a ruling's tables show without scrolling the window too).
  const float height = std::max(line * 10, ImGui::GetContentRegionAvail().y);
  ImGui::BeginChild("##lines", ImVec2(0, height), true, ImGuiWindowFlags_HorizontalScrollbar);
  const ImGuiStyle& style = ImGui::GetStyle();
  const float gap = style.ItemSpacing.x;
  const float x0 = ImGui::GetCursorPosX();
  const float turn_w = ImGui::CalcTextSize("T88 8888").x;
  const float kind_w = ImGui::CalcTextSize("Withdrawal").x;
  const float avail = ImGui::GetContentRegionAvail().x;
  const float rule_w = std::max(ImGui::CalcTextSize("LotN 12.35").x, avail * 0.18f);
  const float text_w = std::max(ImGui::GetFontSize() * 10, avail - turn_w - kind_w - rule_w - 3 * gap);
  const float x_kind = x0 + turn_w + gap, x_text = x_kind + kind_w + gap, x_rule = x_text + text_w + gap;
  const auto& entries = ui.view.entries;
  const auto& kept = ui.view.kept;
  const bool measure =
      rebuilt || ui.measured_width != avail || ui.measured_rows != kept.size() || ui.measured_builds != ui.view.builds;
  const float table_w = std::max(ImGui::GetFontSize() * 20, text_w + rule_w + gap);
  if (rebuilt) ui.tables.clear();
  // A row's height without its tables: its words, or its rule with the table button under it.
  auto row_height = [&](const lotn::LogEntry& e, bool tables) {
    float rule_h = ImGui::CalcTextSize(e.rule.c_str(), nullptr, false, rule_w).y;
    if (tables) rule_h += style.ItemSpacing.y + ImGui::GetFrameHeight();
    const float h = std::max(ImGui::CalcTextSize(e.text.c_str(), nullptr, false, text_w).y, rule_h);
    return std::max(h, ImGui::GetTextLineHeight()) + style.ItemSpacing.y;
  };
  if (measure && ui.open_newest) {
    ui.open.clear();
    for (auto k = kept.rbegin(); k != kept.rend(); ++k) {
      const lotn::LogEntry& e = entries[*k];
      if (e.line && !lotn::ruling_cells(st, *e.line).empty()) {
        ui.open.insert(*e.line);
        break;
      }
    }
  }
  if (measure) {
    ui.heights.clear();
    ui.has_tables.clear();
    for (std::size_t i : kept) {
      const lotn::LogEntry& e = entries[i];
      const bool tables = e.line && !lotn::ruling_cells(st, *e.line).empty();
      ui.has_tables.push_back(tables);
      float h = row_height(e, tables);
      if (tables && ui.open.count(*e.line)) h += ruling_block(ruling_of(ui, st, e), x_text, 0, table_w, false);
      ui.heights.push_back(h);
    }
    ui.measured_width = avail;
    ui.measured_rows = kept.size();
    ui.measured_builds = ui.view.builds;
  }
  if (kept.empty()) ImGui::TextDisabled(entries.empty() ? "The log is empty: no move has been fought." : "No line is kept by the filter.");
  const float top = ImGui::GetCursorPosY();
  VisibleRows rows = visible_rows(ui.heights, ImGui::GetScrollY() - top, ImGui::GetWindowHeight());
  float y = top + rows.above;
  for (std::size_t r = rows.first; r < rows.last; y += ui.heights[r], ++r) {
    const lotn::LogEntry& e = entries[kept[r]];
    ImGui::SetCursorPos(ImVec2(x0, y));
    if (e.turn > 0)
      ImGui::TextDisabled("T%d %s", e.turn, e.clock.c_str());
    else
      ImGui::TextDisabled("start");
    ImGui::SetCursorPos(ImVec2(x_kind, y));
    ImGui::TextColored(log_kind_colour(e.kind), "%s", lotn::log_kind_title(e.kind));
    ImGui::SetCursorPos(ImVec2(x_text, y));
    ImGui::PushTextWrapPos(x_text + text_w);
    ImGui::TextUnformatted(e.text.c_str());
    ImGui::PopTextWrapPos();
    if (ImGui::IsItemHovered() && (e.has(LogKind::Dice) || e.has(LogKind::Lookup) || e.move > 0)) {
      std::string tip;
      if (e.has(LogKind::Dice)) tip += "A die is rolled. ";
      if (e.has(LogKind::Lookup)) tip += "A chart is read. ";
      if (e.move > 0) tip += "Journal entry #" + std::to_string(e.move) + " of the battle.";
      ImGui::SetTooltip("%s", tip.c_str());
    }
    float rule_h = 0;
    if (!e.rule.empty()) {
      ImGui::SetCursorPos(ImVec2(x_rule, y));
      ImGui::PushTextWrapPos(x_rule + rule_w);
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.55f, 0.78f, 1.0f, 1.0f));
      ImGui::TextUnformatted(e.rule.c_str());
      ImGui::PopStyleColor();
      ImGui::PopTextWrapPos();
      rule_h = ImGui::CalcTextSize(e.rule.c_str(), nullptr, false, rule_w).y + style.ItemSpacing.y;
    }
    if (r < ui.has_tables.size() && ui.has_tables[r]) {
      const bool open = ui.open.count(*e.line) > 0;
      ImGui::SetCursorPos(ImVec2(x_rule, y + rule_h));
      ImGui::PushID(static_cast<int>(*e.line));
      if (ImGui::SmallButton(open ? "hide table" : "table")) {
        if (open) ui.open.erase(*e.line);
        else ui.open.insert(*e.line);
        ui.open_newest = false;
        ui.measured_width = -1;  // measured again next frame
      }
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("The chart this ruling read: the row and column used and its value");
      ImGui::PopID();
      if (open) ruling_block(ruling_of(ui, st, e), x_text, y + row_height(e, true), table_w, true);
    }
  }
  ImGui::SetCursorPos(ImVec2(x0, top + rows.total));
  ImGui::Dummy(ImVec2(1, 1));
  // Follow the newest line while the umpire is at the end of the list (again once the rows were measured anew).
  if (measure && ui.stick_to_end)
    ImGui::SetScrollHereY(1.0f);
  else
    ui.stick_to_end = ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - line;
  ImGui::EndChild();
}

void write_log_paper(GuiContext& ctx, BattleLogUi& ui, const lotn::Battle& st) {
  ui.message.clear();
  ui.message_is_error = false;
  try {
    report::check_report_file(ui.path);
    if (ui.paper == LogPaper::ReportPdf) {
      report::write_document(lotn::final_report(st, ui.view.entries), report::Format::Pdf, ui.path);
      ui.message = "Printed the final report to " + ui.path;
    } else {
      report::write_document(lotn::log_document(st, ui.view.entries, ui.view.filter),
                             ui.paper == LogPaper::LogMarkdown ? report::Format::Markdown : report::Format::Html, ui.path);
      ui.message = "Wrote the battle log (" + std::to_string(ui.view.kept.size()) + " lines) to " + ui.path;
    }
  } catch (const std::exception& e) {
    ui.message = e.what();
    ui.message_is_error = true;
  }
  (void)ctx;
}

void draw_log_paper_popup(GuiContext& ctx, BattleLogUi& ui, const lotn::Battle& st) {
  if (!ImGui::BeginPopup("##paper")) return;
  const bool report = ui.paper == LogPaper::ReportPdf;
  ImGui::TextUnformatted(report ? "Print the final report as a PDF" : "Export the battle log");
  if (!report)
    ImGui::TextDisabled("The lines the filter keeps (%zu of %zu), then the values the rules text lost.",
                        ui.view.kept.size(), ui.view.entries.size());
  ImGui::SetNextItemWidth(std::min(ImGui::GetFontSize() * 36, ImGui::GetMainViewport()->Size.x * 0.6f));
  ImGui::InputTextWithHint("##path", "file to write", &ui.path);
  ImGui::BeginDisabled(ui.path.empty());
  if (ImGui::Button(report ? "Print" : "Write")) {
    write_log_paper(ctx, ui, st);
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button("Cancel")) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

void offer_log_paper(GuiContext& ctx, BattleLogUi& ui, const lotn::Battle& st, const char* label, LogPaper paper) {
  if (!ImGui::Button(label)) return;
  ui.paper = paper;
  const report::Format f = paper == LogPaper::LogMarkdown ? report::Format::Markdown
                           : paper == LogPaper::LogHtml   ? report::Format::Html
                                                       : report::Format::Pdf;
  ui.path = default_paper_path(ctx.campaign.path(), st.s->title, paper == LogPaper::ReportPdf ? "report" : "log", f);
  ImGui::OpenPopup("##paper");
}

}  // namespace

void draw_battle_log(GuiContext& ctx) {
  const auto* st = dynamic_cast<const lotn::Battle*>(ctx.campaign.state().game.get());
  if (!st) {
    ImGui::TextDisabled("No Lion of the North battle is open.");
    return;
  }
  BattleLogUi& ui = battle_log_ui_for(ctx.campaign);
  draw_log_filters(ui, *st);
  bool rebuilt = ui.view.refresh(*st, [&ctx] { return battles::journal_moves(ctx.campaign); });
  ImGui::AlignTextToFramePadding();
  ImGui::TextDisabled("%zu of %zu lines", ui.view.kept.size(), ui.view.entries.size());
  same_line_if_fits(button_width("Export Markdown..."));
  offer_log_paper(ctx, ui, *st, "Export Markdown...", LogPaper::LogMarkdown);
  same_line_if_fits(button_width("Export HTML..."));
  offer_log_paper(ctx, ui, *st, "Export HTML...", LogPaper::LogHtml);
  if (st->phase == lotn::Phase::Over) {
    same_line_if_fits(button_width("Print the report (PDF)..."));
    offer_log_paper(ctx, ui, *st, "Print the report (PDF)...", LogPaper::ReportPdf);
  }
  draw_log_paper_popup(ctx, ui, *st);
  if (!ui.message.empty())
    text_wrapped_coloured(ui.message_is_error ? Palette::refusal() : Palette::success(), ui.message);
  draw_log_lines(ui, *st, rebuilt);
}

}  // namespace umpire::lotnui

namespace umpire {

void register_lotn_log_windows(WindowRegistry& registry) {
  GameWindow w;
  w.game_id = lotn::kEngineId;
  w.name = "battle_log";
  w.title = "Battle log";
  w.draw = [](GuiContext& ctx) { lotnui::draw_battle_log(ctx); };
  w.set_place(kTurnPane);  // a battle of its own: the Field takes the main pane, the Battle window the work pane
  registry.add(std::move(w));
}

}  // namespace umpire
