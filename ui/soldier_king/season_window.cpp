#include "ui/soldier_king/season_window.h"

#include <imgui.h>

#include "soldier_king/seasons.h"
#include "soldier_king/turn.h"
#include "ui/map_palette.h"
#include "ui/soldier_king/sk_ui.h"

namespace umpire::skui {

namespace {

using Options = std::vector<std::pair<std::string, std::string>>;  // value, label

// A combo over `options`; keeps `value` one of them (the first when it is not).
void choose(const char* id, std::string& value, const Options& options) {
  if (options.empty()) {
    value.clear();
    ImGui::TextDisabled("(none)");
    return;
  }
  const std::pair<std::string, std::string>* current = nullptr;
  for (const auto& o : options)
    if (o.first == value) current = &o;
  if (!current) {
    current = &options.front();
    value = current->first;
  }
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 14);
  if (ImGui::BeginCombo(id, current->second.c_str())) {
    for (const auto& o : options)
      if (ImGui::Selectable(o.second.c_str(), o.first == value)) value = o.first;
    ImGui::EndCombo();
  }
}

// A section heading (ImGui 1.89 has no SeparatorText).
void section(const char* title) {
  ImGui::Spacing();
  ImGui::Separator();
  ImGui::TextUnformatted(title);
}

Json command(const char* type, Json args = Json::object()) { return Json{{"type", type}, {"args", std::move(args)}}; }

void faction_text(const sk::SkState& s, const std::string& f) {
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(rgba(faction_rgb(f))), "%s", faction_name(s, f).c_str());
}

// SK 19.1: the seven electoral cities and who holds each, always in view.
void electoral_cities(const sk::SkState& s) {
  section("Electoral cities (SK 19.1)");
  std::map<std::string, int> held;
  if (ImGui::BeginTable("electoral", 2, ImGuiTableFlags_SizingStretchProp)) {
    for (const auto& b : s.map->boxes) {
      if (!b.electoral) continue;
      std::string h = s.holder(b.id);
      ++held[h];
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(b.name.c_str());
      ImGui::TableNextColumn();
      if (h.empty()) ImGui::TextDisabled("nobody");
      else faction_text(s, h);
    }
    ImGui::EndTable();
  }
  std::string line;
  for (const auto& [f, n] : held)
    if (!f.empty()) line += (line.empty() ? "" : ", ") + faction_name(s, f) + " " + std::to_string(n);
  ImGui::TextDisabled("Held now: %s (four through a whole spring, summer or autumn win)", line.empty() ? "none" : line.c_str());
}

// SK 9.2: each ruler places one magazine per ruled province in a city box of it.
void spring_magazines(GuiContext& ctx, SkUi& ui, const sk::SkState& s) {
  if (s.date.season != sk::Season::Spring || s.start_step != sk::StartStep::Magazines) return;
  section("Spring magazines (SK 9.2)");
  bool any = false;
  for (const auto& f : s.factions) {
    if (!f.active) continue;
    for (const auto& province : sk::spring_magazines_due(s, f.id)) {
      any = true;
      ImGui::PushID((f.id + province).c_str());
      Options boxes;
      for (const auto& b : s.map->boxes)
        if (b.province == province) boxes.push_back({b.id, b.name});
      std::string& box = ui.season.magazine_box[f.id + "/" + province];
      faction_text(s, f.id);
      ImGui::SameLine();
      const sk::Province* p = s.map->province(province);
      ImGui::Text("%s:", p ? p->name.c_str() : province.c_str());
      ImGui::SameLine();
      choose("##box", box, boxes);
      ImGui::SameLine();
      if (ImGui::Button("Place"))
        issue(ctx, ui, command("sk.spring_magazine", {{"faction", f.id}, {"province", province}, {"box", box}}));
      ImGui::PopID();
    }
  }
  if (!any) ImGui::TextDisabled("Every ruler has placed his spring magazines.");
}

void header(GuiContext& ctx, SkUi& ui, const sk::SkState& s) {
  ImGui::Text("%s", ctx.campaign.module()->status(s).c_str());
  if (s.phase == sk::Phase::SeasonStart) {
    ImGui::SameLine();
    ImGui::TextDisabled("(step: %s)", sk::to_string(s.start_step));
  }
  ImGui::TextWrapped("Next: %s", sk::next_step(s).c_str());
  if (ctx.dice_pending) ImGui::TextColored(ImVec4(1.0f, 0.75f, 0.2f, 1.0f), "Dice are pending: type them in the Dice window.");
  bool can_advance = s.phase != sk::Phase::Setup && s.phase != sk::Phase::GameOver &&
                     !(s.phase == sk::Phase::PregameDiplomacy && s.turn_order.empty());
  ImGui::BeginDisabled(ctx.dice_pending || !can_advance);
  if (ImGui::Button("Advance")) issue(ctx, ui, command("sk.advance"));
  ImGui::EndDisabled();
}

}  // namespace

void draw_season_window(GuiContext& ctx) {
  const sk::SkState* s = game_state(ctx);
  if (!s) return;
  SkUi& ui = ui_for(ctx.campaign);
  header(ctx, ui, *s);
  draw_last_report(ctx, ui);
  spring_magazines(ctx, ui, *s);
  electoral_cities(*s);
}

}  // namespace umpire::skui
