#include "ui/soldier_king/season_window.h"

#include <imgui.h>

#include "soldier_king/provinces.h"
#include "soldier_king/seasons.h"
#include "soldier_king/victory.h"
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

// SK 19.1: the seven electoral cities and who holds each, always in view,
// with who is on course to win this season (P-23, G-19).
void electoral_panel(const sk::SkState& s) {
  section("Electoral cities (SK 19.1)");
  if (ImGui::BeginTable("electoral", 2, ImGuiTableFlags_SizingStretchProp)) {
    for (const auto& city : sk::electoral_cities(s)) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(city.name.c_str());
      ImGui::TableNextColumn();
      if (city.holder.empty()) ImGui::TextDisabled("nobody");
      else faction_text(s, city.holder);
    }
    ImGui::EndTable();
  }
  std::string line;
  for (const auto& [f, n] : sk::electoral_counts(s))
    if (!f.empty()) line += (line.empty() ? "" : ", ") + faction_name(s, f) + " " + std::to_string(n);
  ImGui::TextDisabled("Held now: %s", line.empty() ? "none" : line.c_str());
  ImGui::TextWrapped("%s", sk::victory_leader_line(s).c_str());
  if (std::string council = sk::council_line(s); !council.empty()) ImGui::TextWrapped("%s", council.c_str());
}

// The game is won (19.1, 18.2): a banner over everything else.
void victory_banner(const sk::SkState& s) {
  std::string line = sk::victory_winner_line(s);
  if (line.empty()) return;
  ImVec4 gold(0.95f, 0.78f, 0.25f, 1.0f);
  ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0.25f, 0.18f, 0.05f, 1.0f));
  ImGui::BeginChild("banner", ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * 3.5f), true);
  ImGui::PushStyleColor(ImGuiCol_Text, gold);
  ImGui::SetWindowFontScale(1.3f);
  ImGui::TextWrapped("%s", line.c_str());
  ImGui::SetWindowFontScale(1.0f);
  ImGui::PopStyleColor();
  ImGui::EndChild();
  ImGui::PopStyleColor();
}

// SK 16.1.1: at the start of his turn a player may hold plebiscites.
void plebiscites(GuiContext& ctx, SkUi& ui, const sk::SkState& s) {
  if (s.phase != sk::Phase::PlayerTurn || s.turn.step != sk::TurnStep::Plebiscite) return;
  section("Plebiscites (SK 16.1.1)");
  auto possible = sk::plebiscite_possible(s, s.turn.player);
  if (possible.empty()) ImGui::TextDisabled("%s may hold no plebiscite now.", faction_name(s, s.turn.player).c_str());
  for (const auto& province : possible) {
    const sk::Province* p = s.map->province(province);
    ImGui::PushID(province.c_str());
    ImGui::Text("%s", p ? p->name.c_str() : province.c_str());
    ImGui::SameLine();
    if (ImGui::Button("Hold plebiscite"))
      issue(ctx, ui, command("sk.plebiscite", {{"faction", s.turn.player}, {"province", province}}));
    ImGui::PopID();
  }
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
  victory_banner(*s);
  header(ctx, ui, *s);
  draw_last_report(ctx, ui);
  spring_magazines(ctx, ui, *s);
  plebiscites(ctx, ui, *s);
  electoral_panel(*s);
}

}  // namespace umpire::skui
