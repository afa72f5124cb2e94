#include "ui/lotn/battle_log_window.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
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
  float followed = -1;       // the scroll it followed to (the newest ruling's line), -1: the end
  // The rulings expanded to show the tables they read (by their line in the battle's log), and those tables.
  std::set<std::size_t> open;
  bool open_newest = true;  // until the umpire opens or hides one himself: the newest ruling's tables are open
  std::map<std::size_t, RulingTables> tables;
  std::size_t tables_window = 4;  // the rows and columns shown either side of a cell used (fewer when stacked)
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

// The kinds of line, each with its count, and All / None.
void draw_log_kinds(BattleLogUi& ui) {
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
}

// The filter: in a wide window the kinds as checkboxes; in a narrow one (the Battle window's pane) behind a button,
// so that the list keeps the height.
void draw_log_filters(BattleLogUi& ui, const lotn::Battle& st, bool narrow) {
  const float font = ImGui::GetFontSize();
  if (narrow) {
    int shown = 0;
    for (int k = 0; k < lotn::kLogKindCount; ++k) shown += ui.show[k] ? 1 : 0;
    const std::string lines = std::to_string(ui.view.entries.size()) + " lines";
    const std::string label =
        (shown == lotn::kLogKindCount && ui.view.kept.size() == ui.view.entries.size()
             ? "Show: every kind (" + lines + ")"
             : "Show: " + std::to_string(shown) + " of " + std::to_string(lotn::kLogKindCount) + " kinds (" +
                   std::to_string(ui.view.kept.size()) + " of " + lines + ")") +
        "##kinds";
    if (ImGui::Button(label.c_str())) ImGui::OpenPopup("##log kinds");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("The kinds of line the list shows");
    ImGui::SetNextWindowSizeConstraints(ImVec2(font * 24, 0), ImVec2(font * 24, ImGui::GetMainViewport()->Size.y));
    if (ImGui::BeginPopup("##log kinds")) {
      draw_log_kinds(ui);
      ImGui::EndPopup();
    }
    same_line_if_fits(font * 12);
  } else {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Show");
    draw_log_kinds(ui);
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Find");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(narrow ? std::min(font * 9, std::max(font * 5, ImGui::GetContentRegionAvail().x)) : font * 14);
  ImGui::InputTextWithHint("##find", narrow ? "words, 9.25" : "words, a name or a rule (9.25)", &ui.search);
  const int turns = std::max(1, st.turn);
  const bool following = ui.last_turn == 0;
  int last = following ? turns : std::min(ui.last_turn, turns);
  ui.first_turn = std::clamp(ui.first_turn, 1, turns);
  same_line_if_fits(font * 16);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Turns");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(font * 5);
  ImGui::SliderInt("##from", &ui.first_turn, 1, turns, "from %d");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(font * 5);
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
  if (it == ui.tables.end()) it = ui.tables.emplace(*e.line, ruling_tables(st, e, ui.tables_window)).first;
  return it->second;
}

// A source too long for the list: its first words (the whole of it in the tooltip and the exports).
std::string log_source_short(const std::string& source, std::size_t most) {
  if (source.size() <= most) return source;
  std::size_t cut = source.rfind(' ', most);
  if (cut == std::string::npos || cut < most / 2) cut = most;
  return source.substr(0, cut) + " ...";
}

// A ruling's tables under its line, drawn at (x, y) in the list, or only measured: the height they take. Each
// chart's grid, with what it is and the value read beside it when the width leaves room, else under its title.
float ruling_block(const RulingTables& t, float x, float y, float width, bool draw) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float pad = style.CellPadding.x + 2;
  const float gap = style.ItemSpacing.x * 2;
  float h = style.ItemSpacing.y;
  // Text at (at_x, y + at_h) wrapped at `wrap`, its tooltip `tip`: the height it takes.
  auto text_at = [&](const std::string& text, float at_x, float at_h, float wrap, ImVec4 colour,
                     const std::string& tip = {}) {
    const float th = ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap).y;
    if (draw) {
      ImGui::SetCursorPos(ImVec2(at_x, y + at_h));
      ImGui::PushTextWrapPos(at_x + wrap);
      ImGui::PushStyleColor(ImGuiCol_Text, colour);
      ImGui::TextUnformatted(text.c_str());
      ImGui::PopStyleColor();
      ImGui::PopTextWrapPos();
      if (!tip.empty() && ImGui::IsItemHovered()) {
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 32);
        ImGui::TextUnformatted(tip.c_str());
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
      }
    }
    return std::max(th, ImGui::GetTextLineHeight()) + style.ItemSpacing.y;
  };
  const ImVec4 plain = ImGui::GetStyleColorVec4(ImGuiCol_Text);
  const ImVec4 dim = ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled);
  for (const auto& g : t.grids) {
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
    float grid_w = (g.columns_before ? more_w : 0) + (g.columns_after ? more_w : 0);
    for (float w : widths) grid_w += w;
    const std::size_t lines = g.rows.size() + 1 + (g.rows_before ? 1 : 0) + (g.rows_after ? 1 : 0);
    const float grid_h = static_cast<float>(lines) * line;
    // Beside the grid when the words keep a column of their own, else the title above it and the rest under it.
    const bool beside = width - grid_w - gap >= ImGui::GetFontSize() * 10;
    const float tx = beside ? x + grid_w + gap : x, tw = beside ? width - grid_w - gap : width;

    const std::string title = g.title + (g.rule.empty() ? "" : " (" + g.rule + ")") +
                              (g.purpose.empty() || g.purpose_in_line ? "" : ", for " + g.purpose);
    std::string read = "Read: " + g.value + " (" + g.provenance;
    if (!g.source.empty()) read += ": " + log_source_short(g.source, 70);
    read += ")";
    const std::string read_tip = g.source.empty() ? std::string() : g.source;
    float th = 0;  // the words' height, from the top of this chart's block
    th += text_at(title, tx, h + th, tw, Palette::success());
    // A cell this line did not rule with: read, no ruling said; or kept by an older version with the line after it.
    if (!g.note.empty()) th += text_at("(" + g.note + ")", tx, h + th, tw, g.note == kRulingUnsaid ? dim : Palette::warning());
    const float grid_top = beside ? h : h + th;
    if (beside) th += text_at(read, tx, h + th, tw, g.source.empty() ? dim : Palette::warning(), read_tip);
    if (draw) {
      ImDrawList* d = ImGui::GetWindowDrawList();
      const ImVec2 origin = ImGui::GetWindowPos();
      const float sx = origin.x - ImGui::GetScrollX(), sy = origin.y - ImGui::GetScrollY();
      float cy = y + grid_top;
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
    if (beside) {
      h += std::max(th, grid_h) + style.ItemSpacing.y;
    } else {
      h += th + grid_h + style.ItemSpacing.y;
      h += text_at(read, x, h, width, g.source.empty() ? dim : Palette::warning(), read_tip);
    }
  }
  if (!t.dice.empty()) {
    std::string dice = "Dice: ";
    for (std::size_t i = 0; i < t.dice.size(); ++i) dice += (i ? ", " : "") + t.dice[i];
    h += text_at(dice, x, h, width, dim);
  }
  return h;
}

// The lines: turn, kind, words and rule, in columns; only the rows in view are drawn.
// A ruling that read a chart has a "table" button: its tables open under it.

void draw_log_lines(BattleLogUi& ui, const lotn::Battle& st, bool rebuilt) {
  const float line = ImGui::GetTextLineHeightWithSpacing();
  // The room left in its own window (the newest lines and a ruling's tables show without scrolling the window
  // too); drawn in a longer window (the Battle window's section, below its fold) the room of a ruling's tables.
  const float room = ImGui::GetContentRegionAvail().y;
  const bool scrolling = ImGui::GetScrollMaxY() > 0;  // a window with more in it than it shows: a section of it
  const float height =
      room >= line * 6 && !scrolling ? room : std::max(line * 12, ImGui::GetMainViewport()->Size.y * 0.45f);
  ImGui::BeginChild("##lines", ImVec2(0, height), true, ImGuiWindowFlags_HorizontalScrollbar);
  const ImGuiStyle& style = ImGui::GetStyle();
  const float gap = style.ItemSpacing.x;
  const float x0 = ImGui::GetCursorPosX();
  const float avail = ImGui::GetContentRegionAvail().x;
  // Side by side in a wide window; in the Battle window's pane the words take the full width under a head line.
  const LogColumns cols = log_columns(avail, ImGui::CalcTextSize("T88 8888").x, ImGui::CalcTextSize("Withdrawal").x,
                                      ImGui::CalcTextSize("LotN 12.35").x, button_width("hide table"), gap,
                                      ImGui::GetFontSize() * 22);
  const float x_kind = x0 + cols.x_kind, x_text = x0 + cols.x_text, x_rule = x0 + cols.x_rule;
  const float x_button = x0 + cols.x_button, text_w = cols.text_w, rule_w = cols.rule_w;
  const auto& entries = ui.view.entries;
  const auto& kept = ui.view.kept;
  const bool measure =
      rebuilt || ui.measured_width != avail || ui.measured_rows != kept.size() || ui.measured_builds != ui.view.builds;
  const float table_x = x0 + cols.table_x, table_w = cols.table_w;
  // Stacked in a narrow pane: a ruling's charts two rows and columns either side of the cell, to keep them short.
  const std::size_t window = cols.stacked ? 2 : 4;
  if (rebuilt || window != ui.tables_window) ui.tables.clear();
  ui.tables_window = window;
  // Stacked: the head line's height (the turn, kind, rule and table button), the words start under it.
  auto head_height = [&](const lotn::LogEntry& e, bool tables) {
    if (!cols.stacked) return 0.0f;
    float h = std::max(ImGui::GetTextLineHeight(), ImGui::CalcTextSize(e.rule.c_str(), nullptr, false, rule_w).y);
    if (tables) h = std::max(h, ImGui::GetFrameHeight());
    return h + style.ItemSpacing.y;
  };
  // A row's height without its tables: its words, or its rule with the table button under it.
  auto row_height = [&](const lotn::LogEntry& e, bool tables) {
    const float words = ImGui::CalcTextSize(e.text.c_str(), nullptr, false, text_w).y;
    if (cols.stacked) return head_height(e, tables) + std::max(words, ImGui::GetTextLineHeight()) + style.ItemSpacing.y;
    float rule_h = ImGui::CalcTextSize(e.rule.c_str(), nullptr, false, rule_w).y;
    if (tables) rule_h += style.ItemSpacing.y + ImGui::GetFrameHeight();
    const float h = std::max(words, rule_h);
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
      if (tables && ui.open.count(*e.line)) h += ruling_block(ruling_of(ui, st, e), table_x, 0, table_w, false);
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
    const bool tables = r < ui.has_tables.size() && ui.has_tables[r];
    ImGui::SetCursorPos(ImVec2(x_text, y + head_height(e, tables)));
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
      if (!cols.stacked) rule_h = ImGui::CalcTextSize(e.rule.c_str(), nullptr, false, rule_w).y + style.ItemSpacing.y;
    }
    if (tables) {
      const bool open = ui.open.count(*e.line) > 0;
      ImGui::SetCursorPos(ImVec2(x_button, y + rule_h));
      ImGui::PushID(static_cast<int>(*e.line));
      if (ImGui::SmallButton(open ? "hide table" : "table")) {
        if (open) ui.open.erase(*e.line);
        else ui.open.insert(*e.line);
        ui.open_newest = false;
        ui.measured_width = -1;  // measured again next frame
      }
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("The chart this ruling read: the row and column used and its value");
      ImGui::PopID();
      if (open) ruling_block(ruling_of(ui, st, e), table_x, y + row_height(e, true), table_w, true);
    }
  }
  ImGui::SetCursorPos(ImVec2(x0, top + rows.total));
  ImGui::Dummy(ImVec2(1, 1));
  // Follow the newest line while the umpire is at the end of the list (again once the rows were measured anew);
  // when the newest ruling's tables are open and the end would hide its line, from its line.
  if (measure && ui.stick_to_end) {
    std::vector<char> opened;
    for (std::size_t r = 0; r < kept.size(); ++r) {
      const lotn::LogEntry& e = entries[kept[r]];
      opened.push_back(e.line && ui.open.count(*e.line) ? 1 : 0);
    }
    ui.followed = ui.open_newest ? follow_scroll(ui.heights, opened, top, ImGui::GetWindowHeight()) : -1;
    if (ui.followed >= 0) ImGui::SetScrollY(ui.followed);
    else ImGui::SetScrollHereY(1.0f);
  } else {
    ui.stick_to_end = ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - line ||
                      (ui.followed >= 0 && std::abs(ImGui::GetScrollY() - ui.followed) < 1);
  }
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
  const bool narrow = ImGui::GetContentRegionAvail().x < ImGui::GetFontSize() * 44;
  draw_log_filters(ui, *st, narrow);
  bool rebuilt = ui.view.refresh(*st, [&ctx] { return battles::journal_moves(ctx.campaign); });
  if (narrow) {  // the count is on the kinds' button
    same_line_if_fits(ImGui::CalcTextSize("Export:").x + button_width("Markdown...") + button_width("HTML...") +
                      2 * ImGui::GetStyle().ItemSpacing.x);
  } else {
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%zu of %zu lines", ui.view.kept.size(), ui.view.entries.size());
  }
  const char* markdown = narrow ? "Markdown...###md" : "Export Markdown...###md";
  const char* html = narrow ? "HTML...###html" : "Export HTML...###html";
  const char* pdf = narrow ? "Report (PDF)...###pdf" : "Print the report (PDF)...###pdf";
  if (narrow) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("Export:");
    ImGui::SameLine();
  } else {
    same_line_if_fits(button_width("Export Markdown..."));
  }
  offer_log_paper(ctx, ui, *st, markdown, LogPaper::LogMarkdown);
  same_line_if_fits(button_width(narrow ? "HTML..." : "Export HTML..."));
  offer_log_paper(ctx, ui, *st, html, LogPaper::LogHtml);
  if (st->phase == lotn::Phase::Over) {
    same_line_if_fits(button_width(narrow ? "Report (PDF)..." : "Print the report (PDF)..."));
    offer_log_paper(ctx, ui, *st, pdf, LogPaper::ReportPdf);
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
