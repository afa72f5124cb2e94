#include "ui/reports/reports_window.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cfloat>
#include <exception>
#include <type_traits>
#include <variant>
#include <vector>

#include "report/bundle.h"
#include "report/export.h"
#include "report/issues.h"
#include "report/providers.h"
#include "ui/command_runner.h"
#include "ui/reports/preview.h"
#include "ui/windows.h"

namespace umpire {

namespace reports {

namespace {

constexpr report::Format kFormats[] = {report::Format::Markdown, report::Format::Html, report::Format::Pdf};
constexpr const char* kFormatNames[] = {"Markdown", "HTML", "PDF"};

// What the window keeps between frames, reset when another campaign is opened.
struct ReportsUi {
  std::string campaign_path;
  std::string faction;
  int format = 2;  // PDF
  std::string path, auto_path;      // auto_path: the last default offered (replaced while unedited)
  std::string folder;
  std::string message;              // the last export, in green
  std::vector<std::string> written; // files written by "Print all"
  std::vector<std::string> skipped;
  std::string error;                // in red
  DocumentCache cache;
  // The issues found in `folder`, read again when the folder changes or
  // something is written (never every frame).
  std::vector<report::IssueOnDisk> issues;
  std::string issues_of;  // the folder `issues` was read from
};

void read_issues(ReportsUi& ui) {
  ui.issues = report::find_issues(ui.folder);
  ui.issues_of = ui.folder;
}

ReportsUi& ui_for(const Campaign& campaign) {
  static ReportsUi ui;
  if (ui.campaign_path != campaign.path()) {
    ui = ReportsUi{};
    ui.campaign_path = campaign.path();
    ui.folder = default_output_folder(campaign.path());
  }
  return ui;
}

// Colours of the preview.
ImU32 colour(unsigned rgb, double alpha) {
  const int a = std::clamp(static_cast<int>(alpha * 255 + 0.5), 0, 255);
  return IM_COL32((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff, a);
}
ImVec4 heading_colour() { return ImVec4(0.55f, 0.78f, 1.0f, 1.0f); }

// Text one step larger than the rest (the shell has one font: it is scaled).
void scaled_text(const std::string& text, float scale, const ImVec4& col) {
  ImGui::SetWindowFontScale(scale);
  ImGui::PushStyleColor(ImGuiCol_Text, col);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
  ImGui::SetWindowFontScale(1.0f);
}

void draw_heading(const report::Heading& h) {
  const int level = report::clamp_level(h.level);
  ImGui::Spacing();
  scaled_text(h.text, level == 1 ? 1.22f : level == 2 ? 1.12f : 1.0f, heading_colour());
  if (level == 1) ImGui::Separator();
}

void draw_paragraph(const report::Paragraph& p) {
  if (p.emphasis) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped("%s", p.text.c_str());
  if (p.emphasis) ImGui::PopStyleColor();
}

void draw_bullets(const report::BulletList& list) {
  for (const auto& item : list.items) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s", item.c_str());
  }
}

void draw_table(const report::Table& t, int index) {
  std::size_t columns = t.header.size();
  for (const auto& r : t.rows) columns = std::max(columns, r.size());
  if (columns == 0) return;
  columns = std::min<std::size_t>(columns, 64);  // Dear ImGui's limit
  ImGui::PushID(index);
  if (ImGui::BeginTable("##table", static_cast<int>(columns),
                        ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    for (std::size_t c = 0; c < columns; ++c)
      ImGui::TableSetupColumn(c < t.header.size() ? t.header[c].c_str() : "");
    ImGui::TableHeadersRow();
    for (const auto& row : t.rows) {
      ImGui::TableNextRow();
      for (std::size_t c = 0; c < columns && c < row.size(); ++c) {
        ImGui::TableSetColumnIndex(static_cast<int>(c));
        ImGui::TextWrapped("%s", row[c].c_str());
      }
    }
    ImGui::EndTable();
  }
  ImGui::PopID();
}

void draw_shape(ImDrawList* draw, const report::Shape& s, ImVec2 origin, float scale) {
  if (s.points.empty()) return;
  auto at = [&](std::size_t i) {
    return ImVec2(origin.x + static_cast<float>(s.points[i].first) * scale,
                  origin.y + static_cast<float>(s.points[i].second) * scale);
  };
  const ImU32 stroke = colour(s.rgb, s.alpha);
  const ImU32 fill = colour(s.fill_rgb, s.alpha);
  const bool stroked = s.width > 0;  // a fill with no outline (the map's province areas)
  const float width = std::max(1.0f, static_cast<float>(s.width) * scale);
  std::vector<ImVec2> pts;
  for (std::size_t i = 0; i < s.points.size(); ++i) pts.push_back(at(i));
  using Kind = report::Shape::Kind;
  switch (s.kind) {
    case Kind::Line:
    case Kind::Polyline:
    case Kind::Polygon: {
      if (pts.size() < 2) return;
      const bool closed = s.kind == Kind::Polygon;
      if (s.fill && pts.size() >= 3) draw->AddConvexPolyFilled(pts.data(), static_cast<int>(pts.size()), fill);
      if (s.dashed) {
        const std::size_t n = closed ? pts.size() : pts.size() - 1;
        for (std::size_t i = 0; i < n; ++i) {
          const ImVec2 a = pts[i], b = pts[(i + 1) % pts.size()];
          for (const auto& d : dashes(a.x, a.y, b.x, b.y, std::max(3.0f, width * 3)))
            draw->AddLine(ImVec2(d.first.first, d.first.second), ImVec2(d.second.first, d.second.second), stroke,
                          width);
        }
      } else if (stroked) {
        draw->AddPolyline(pts.data(), static_cast<int>(pts.size()), stroke, closed ? ImDrawFlags_Closed : 0, width);
      }
      return;
    }
    case Kind::Rect: {
      if (pts.size() < 2) return;
      if (s.fill) draw->AddRectFilled(pts[0], pts[1], fill);
      if (stroked) draw->AddRect(pts[0], pts[1], stroke, 0.0f, 0, width);
      return;
    }
    case Kind::Circle: {
      const float radius = pts.size() > 1 ? static_cast<float>(s.points[1].first) * scale : 0.0f;
      if (radius <= 0) return;
      if (s.fill) draw->AddCircleFilled(pts[0], radius, fill);
      if (stroked) draw->AddCircle(pts[0], radius, stroke, 0, width);
      return;
    }
    case Kind::Text: {
      if (s.text.empty()) return;
      const float size = text_pixels(s.font_size, scale, ImGui::GetFontSize() * 0.6f);
      ImFont* font = ImGui::GetFont();
      ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0.0f, s.text.c_str());
      const float left = s.align_left ? pts[0].x : pts[0].x - extent.x / 2;  // the legend's text starts at its point
      draw->AddText(font, size, ImVec2(left, pts[0].y - extent.y / 2), stroke, s.text.c_str());
      return;
    }
  }
}

void draw_picture(const report::Picture& p) {
  const float avail = ImGui::GetContentRegionAvail().x;
  // The window's width, but never taller than the preview: the whole picture fits in view.
  PictureFit fit = fit_picture(p.width, p.height, avail, ImGui::GetWindowHeight() - ImGui::GetFrameHeightWithSpacing());
  if (fit.scale > 0) {
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(origin, ImVec2(origin.x + fit.width, origin.y + fit.height), IM_COL32(250, 248, 240, 255));
    draw->PushClipRect(origin, ImVec2(origin.x + fit.width, origin.y + fit.height), true);
    for (const auto& shape : p.shapes) draw_shape(draw, shape, origin, fit.scale);
    draw->PopClipRect();
    ImGui::Dummy(ImVec2(fit.width, fit.height));
  }
  if (!p.caption.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", p.caption.c_str());
    ImGui::PopStyleColor();
  }
}

void draw_document(const report::Document& doc) {
  scaled_text(doc.title, 1.35f, heading_colour());
  if (!doc.subtitle.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", doc.subtitle.c_str());
    ImGui::PopStyleColor();
  }
  int index = 0;
  for (const auto& block : doc.blocks) {
    ++index;
    std::visit(
        [&](const auto& b) {
          using T = std::decay_t<decltype(b)>;
          if constexpr (std::is_same_v<T, report::Heading>) draw_heading(b);
          else if constexpr (std::is_same_v<T, report::Paragraph>) draw_paragraph(b);
          else if constexpr (std::is_same_v<T, report::BulletList>) draw_bullets(b);
          else if constexpr (std::is_same_v<T, report::Table>) draw_table(b, index);
          else if constexpr (std::is_same_v<T, report::Picture>) draw_picture(b);
          else {
            ImGui::Spacing();
            ImGui::TextDisabled("- page break -");
            ImGui::Separator();
          }
        },
        block);
    ImGui::Spacing();
  }
}

std::string name_of(const std::vector<std::pair<std::string, std::string>>& factions, const std::string& id) {
  for (const auto& f : factions)
    if (f.first == id) return f.second;
  return id;
}

// Runs an export, turning any failure into the red message.
template <class F>
void guarded(ReportsUi& ui, F&& f) {
  ui.error.clear();
  ui.message.clear();
  try {
    f();
  } catch (const std::exception& e) {
    ui.error = e.what();
  }
}

void toolbar(GuiContext& ctx, const report::ReportProvider& p, ReportsUi& ui,
             const std::vector<std::pair<std::string, std::string>>& factions) {
  if (!p.refresh_command.is_null()) {
    if (ImGui::Button("Issue intelligence now") && ctx.issue) ctx.issue(p.refresh_command);
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("Brings every faction's information up to date: %s",
                        p.refresh_command.value("type", std::string("?")).c_str());
    ImGui::SameLine();
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Faction");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
  if (ImGui::BeginCombo("##faction", name_of(factions, ui.faction).c_str())) {
    for (const auto& f : factions)
      if (ImGui::Selectable(f.second.c_str(), f.first == ui.faction)) ui.faction = f.first;
    ImGui::EndCombo();
  }
  if (p.period || p.moment) {
    ImGui::SameLine();
    ImGui::TextDisabled("%s", p.issue_moment(ctx.campaign.state()).c_str());
  }
  // What became of the refresh command, when it was the last one issued.
  const CommandReport* r = ctx.last_report;
  if (r && !r->empty() && !p.refresh_command.is_null() && r->type == p.refresh_command.value("type", std::string())) {
    if (!r->error.empty()) ImGui::TextColored(Palette::refusal(), "%s", r->error.c_str());
    for (const auto& refusal : r->refusals) ImGui::TextColored(Palette::refusal(), "%s", refusal.c_str());
    if (r->applied) ImGui::TextColored(Palette::success(), "Intelligence issued (journal #%lld)", static_cast<long long>(r->seq));
  }
}

void export_panel(GuiContext& ctx, const report::ReportProvider& p, ReportsUi& ui, const std::string& faction_name,
                  bool ready) {
  const CampaignState& state = ctx.campaign.state();
  if (ctx.dice_pending)
    ImGui::TextColored(Palette::warning(), "Dice are still pending: the reports may be incomplete");
  const float label_w = ImGui::GetFontSize() * 7;
  // One faction.
  std::string period = p.period ? p.period(state) : std::string();
  std::string offered = default_export_path(ctx.campaign.path(), state.core.name, faction_name, period,
                                            kFormats[ui.format]);
  if (ui.path.empty() || ui.path == ui.auto_path) ui.path = offered;
  ui.auto_path = offered;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Format");
  ImGui::SameLine(label_w);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
  ImGui::Combo("##format", &ui.format, kFormatNames, IM_ARRAYSIZE(kFormatNames));
  ImGui::SameLine();
  const float button_w = ImGui::CalcTextSize("Print all...").x + ImGui::GetStyle().FramePadding.x * 2;
  ImGui::SetNextItemWidth(std::max(ImGui::GetFontSize() * 8,
                                   ImGui::GetContentRegionAvail().x - button_w - ImGui::GetStyle().ItemSpacing.x));
  ImGui::InputTextWithHint("##path", "file to write", &ui.path);
  ImGui::SameLine();
  ImGui::BeginDisabled(!ready || ui.path.empty());
  if (ImGui::Button("Export...", ImVec2(button_w, 0)))
    guarded(ui, [&] {
      report::export_one(p, state, ui.faction, kFormats[ui.format], ui.path);
      ui.written.clear();
      ui.skipped.clear();
      ui.message = "Wrote " + ui.path;
    });
  ImGui::EndDisabled();
  // Every faction.
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Output folder");
  ImGui::SameLine(label_w);
  ImGui::SetNextItemWidth(std::max(ImGui::GetFontSize() * 8,
                                   ImGui::GetContentRegionAvail().x - button_w - ImGui::GetStyle().ItemSpacing.x));
  ImGui::InputTextWithHint("##folder", "folder for every faction's reports", &ui.folder);
  ImGui::SameLine();
  ImGui::BeginDisabled(ui.folder.empty());
  if (ImGui::Button("Print all...", ImVec2(button_w, 0)))
    guarded(ui, [&] {
      ui.written.clear();
      ui.skipped.clear();
      auto result = report::export_all(p, state, ui.folder,
                                       {report::Format::Pdf, report::Format::Html, report::Format::Markdown});
      ui.written = result.files;
      ui.skipped = result.skipped;
      ui.message = result.unchanged ? "The same issue is already in " + result.folder
                                    : "Wrote " + std::to_string(result.files.size()) + " files to " + result.folder;
      read_issues(ui);
    });
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("One PDF with every faction's report, and a PDF, an HTML and a Markdown file per faction");
  ImGui::Dummy(ImVec2(0, 0));  // the bundle's button under the folder, after the labels
  ImGui::SameLine(label_w);
  ImGui::BeginDisabled(ui.folder.empty());
  if (ImGui::Button("Bundle for every player..."))
    guarded(ui, [&] {
      ui.written.clear();
      ui.skipped.clear();
      auto b = report::write_bundle(p, state, ui.folder);
      for (const auto& pl : b.players) {
        if (!pl.zip.empty()) ui.written.push_back(pl.zip);
        for (const auto& why : pl.skipped) ui.skipped.push_back(pl.name + ": " + why);
      }
      ui.written.insert(ui.written.end(), b.umpire_files.begin(), b.umpire_files.end());
      ui.message = (b.unchanged ? "The same bundle is already in " : "Wrote the bundle of " + b.moment + " to ") +
                   b.folder;
      read_issues(ui);
    });
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("For each player a folder and a zip of every handout he receives (PDF, HTML, Markdown), and "
                      "the umpire's master sheet in its own folder");

  if (!ui.error.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, Palette::refusal());
    ImGui::TextWrapped("%s", ui.error.c_str());
    ImGui::PopStyleColor();
  }
  if (!ui.message.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, Palette::success());
    ImGui::TextWrapped("%s", ui.message.c_str());
    ImGui::PopStyleColor();
  }
  if (!ui.written.empty() || !ui.skipped.empty()) {
    const std::string label = std::to_string(ui.written.size()) + " files written, " +
                              std::to_string(ui.skipped.size()) + " factions skipped###printed";
    if (ImGui::TreeNode(label.c_str())) {
      for (const auto& f : ui.written) ImGui::BulletText("%s", f.c_str());
      for (const auto& s : ui.skipped) {
        ImGui::Bullet();
        ImGui::TextColored(Palette::warning(), "skipped %s", s.c_str());
      }
      ImGui::TreePop();
    }
  }
}

// The issues written for this faction, found in the output folder: its
// moment, what kind, and where.
void past_issues(ReportsUi& ui, const std::string& faction_name) {
  if (ui.issues_of != ui.folder) read_issues(ui);
  std::vector<const report::IssueOnDisk*> mine;
  for (const auto& issue : ui.issues)
    if (std::find(issue.label.players.begin(), issue.label.players.end(), faction_name) != issue.label.players.end())
      mine.push_back(&issue);
  const std::string label = "Past issues for " + faction_name + " (" + std::to_string(mine.size()) + ")###past";
  if (!ImGui::TreeNodeEx(label.c_str(), ImGuiTreeNodeFlags_DefaultOpen)) return;
  if (ImGui::SmallButton("Look again")) read_issues(ui);
  if (mine.empty()) ImGui::TextDisabled("None in %s", ui.folder.c_str());
  for (const auto* issue : mine) {
    ImGui::BulletText("%s (%s)", issue->label.moment.c_str(),
                      issue->label.kind == "bundle" ? "bundle" : "reports of every faction");
    ImGui::SameLine();
    ImGui::TextDisabled("%s", issue->folder.c_str());
  }
  ImGui::TreePop();
}

}  // namespace

void draw_reports_window(GuiContext& ctx) {
  const CampaignState& state = ctx.campaign.state();
  const report::ReportProvider* p = report::report_providers().find(state.core.game);
  if (!p) {
    ImGui::TextDisabled("This campaign's game has no player reports.");
    return;
  }
  ReportsUi& ui = ui_for(ctx.campaign);
  auto factions = p->factions(state);
  if (factions.empty()) {
    ImGui::TextDisabled("No faction receives reports now.");
    return;
  }
  if (std::none_of(factions.begin(), factions.end(), [&](const auto& f) { return f.first == ui.faction; }))
    ui.faction = factions.front().first;

  toolbar(ctx, *p, ui, factions);
  const std::string not_ready = p->not_ready(state, ui.faction);
  ImGui::Separator();
  export_panel(ctx, *p, ui, name_of(factions, ui.faction), not_ready.empty());
  past_issues(ui, name_of(factions, ui.faction));
  ImGui::Separator();

  if (!not_ready.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, Palette::warning());
    ImGui::TextWrapped("%s: %s", name_of(factions, ui.faction).c_str(), not_ready.c_str());
    ImGui::PopStyleColor();
    return;
  }
  // The preview, built once per faction and state of the campaign.
  const report::Document* doc = nullptr;
  std::string failure;
  try {
    const std::int64_t length = ctx.campaign.file().active_count();
    doc = &ui.cache.get(ui.faction, length, state.game, [&] { return p->report(state, ui.faction); });
  } catch (const std::exception& e) {
    failure = e.what();
  }
  if (!doc) {
    ImGui::PushStyleColor(ImGuiCol_Text, Palette::refusal());
    ImGui::TextWrapped("The report could not be built: %s", failure.c_str());
    ImGui::PopStyleColor();
    return;
  }
  // An opaque page: the windows behind must not show through the preview.
  ImVec4 page = ImGui::GetStyleColorVec4(ImGuiCol_WindowBg);
  page.w = 1.0f;
  ImGui::PushStyleColor(ImGuiCol_ChildBg, page);
  ImGui::BeginChild("##preview", ImVec2(0, 0), true);
  ImGui::PushTextWrapPos(0.0f);
  draw_document(*doc);
  ImGui::PopTextWrapPos();
  ImGui::EndChild();
  ImGui::PopStyleColor();
}

}  // namespace reports

void register_reports_window(WindowRegistry& registry, const std::string& game_id) {
  GameWindow w{game_id, "reports", "Reports", reports::draw_reports_window};
  w.set_place(kMainPane);
  registry.add(std::move(w));
}

}  // namespace umpire
