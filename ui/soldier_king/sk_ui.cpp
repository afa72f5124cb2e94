#include "ui/soldier_king/sk_ui.h"

#include "ui/map/palette.h"
#include "ui/map_palette.h"

#include <imgui.h>

#include <algorithm>
#include <map>
#include <memory>

#include "soldier_king/battles.h"
#include "soldier_king/factions.h"
#include "ui/command_runner.h"
#include "ui/kit_windows.h"
#include "ui/windows.h"

namespace umpire::skui {

SkUi& ui_for(const Campaign& campaign) { return ui_state_for<SkUi>(campaign); }

const sk::SkState* game_state(GuiContext& ctx) {
  return static_cast<const sk::SkState*>(game_state_of(ctx, sk::kGameId, "Soldier King campaigns"));
}

bool issue(GuiContext& ctx, SkUi& ui, const Json& command) {
  ui.last_issued = command.value("type", "");
  ctx.issue(command);
  return ctx.last_report && ctx.last_report->type == ui.last_issued && ctx.last_report->applied;
}

void combo(const char* id, std::string& value, const Options& options, float width_em) {
  if (options.empty()) {
    value.clear();
    ImGui::TextDisabled("(none)");
    return;
  }
  auto it = std::find_if(options.begin(), options.end(), [&](const auto& o) { return o.first == value; });
  if (it == options.end()) {
    it = options.begin();
    value = it->first;
  }
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * width_em);
  if (ImGui::BeginCombo(id, it->second.c_str())) {
    for (const auto& o : options)
      if (ImGui::Selectable(o.second.c_str(), o.first == value)) value = o.first;
    ImGui::EndCombo();
  }
}

void advance_button(GuiContext& ctx, SkUi& ui) {
  Json advance{{"type", "sk.advance"}, {"args", Json::object()}};
  auto reasons = ctx.campaign.validate(advance);
  ImGui::BeginDisabled(!reasons.empty() || ctx.dice_pending);
  if (ImGui::Button("Advance")) issue(ctx, ui, advance);
  ImGui::EndDisabled();
  if (!reasons.empty() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::BeginTooltip();
    for (const auto& r : reasons) ImGui::Text("%s%s", r.text.c_str(), r.rule.empty() ? "" : (" [" + r.rule + "]").c_str());
    ImGui::EndTooltip();
  }
}

void stand_quality_cells(const sk::Stand& st) {
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(to_string(st.quality));
  ImGui::TableNextColumn();
  ImGui::Text("M%d", st.morale);
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(stand_flags(st).c_str());
}

void draw_last_report(const GuiContext& ctx, const SkUi& ui) { draw_command_feedback(ctx, ui.last_issued); }

unsigned faction_rgb(const std::string& faction) {
  const sk::FactionInfo* f = faction.empty() ? nullptr : sk::faction_info(faction);
  return f ? f->rgb : 0x8c8c8c;
}

unsigned faction_text_rgb(const std::string& faction) {
  return mapui::readable_on(faction_rgb(faction), mapui::kDarkWindow, 4.5);
}

ImVec4 faction_text_colour(const std::string& faction) {
  return ImGui::ColorConvertU32ToFloat4(rgba(faction_text_rgb(faction)));
}

unsigned rgba(unsigned rgb, int alpha) { return mapdraw::rgba(rgb, alpha); }

bool dark_text_on(unsigned rgb) {
  double r = (rgb >> 16) & 0xff, g = (rgb >> 8) & 0xff, b = rgb & 0xff;
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

std::string faction_name(const sk::SkState& s, const std::string& id) {
  if (id.empty()) return "Imperial";
  if (const sk::Faction* f = s.faction(id)) return f->name;
  if (id == sk::kRebels) return "Rebels";
  return id;
}

std::string box_name(const sk::SkState& s, const std::string& id) {
  return id.empty() ? "(not placed)" : s.map->box_name(id);
}

const char* kind_name(sk::ColumnKind k) {
  switch (k) {
    case sk::ColumnKind::Infantry: return "Infantry";
    case sk::ColumnKind::HeavyCavalry: return "Heavy cavalry";
    case sk::ColumnKind::LightCavalry: return "Light cavalry";
  }
  return "";
}

std::string stand_type_name(const sk::SkState& s, const std::string& type) {
  const sk::StandType* t = s.forces->stand_type(type);
  return t ? t->name : type;
}

std::string stand_flags(const sk::Stand& st) {
  std::string out;
  auto add = [&out](bool on, const char* name) {
    if (!on) return;
    if (!out.empty()) out += " ";
    out += name;
  };
  add(st.ppa, "PPA");
  add(st.efd, "EFD");
  add(st.bg, "BG");
  add(st.shock, "shock");
  add(st.sharpshooter, "sharpshooter");
  return out;
}

std::string officer_of(const sk::SkState& s, const std::string& column) {
  for (const auto& o : s.officers)
    if (o.column == column) return o.name;
  return "";
}

bool sees(const std::string& viewer, const std::string& owner) { return viewer.empty() || viewer == owner; }

std::vector<BoxForces> forces_in_box(const sk::SkState& s, const std::string& box, const std::string& viewer) {
  std::map<std::string, BoxForces> by_owner;
  for (const auto& c : s.columns)
    if (c.box == box && sees(viewer, c.owner)) {
      BoxForces& f = by_owner[c.owner];
      f.columns.push_back(&c);
      f.column_sp += sk::total_sp(c.stands);
    }
  for (const auto& g : s.garrisons)
    if (g.box == box && sees(viewer, g.owner)) {
      BoxForces& f = by_owner[g.owner];
      f.garrisons.push_back(&g);
      f.garrison_stands += static_cast<int>(g.stands.size());
      f.garrison_sp += sk::total_sp(g.stands);
    }
  for (const auto& o : s.officers)
    if (o.box == box && sees(viewer, o.owner)) by_owner[o.owner].officers.push_back(&o);
  std::vector<BoxForces> out;
  for (const auto& f : s.factions)  // the state's order first, then anyone else (Rebels)
    if (auto it = by_owner.find(f.id); it != by_owner.end()) {
      it->second.owner = f.id;
      out.push_back(std::move(it->second));
      by_owner.erase(it);
    }
  for (auto& [owner, f] : by_owner) {
    f.owner = owner;
    out.push_back(std::move(f));
  }
  return out;
}

std::vector<PendingBattle> pending_battles(const sk::SkState& s, const std::string& viewer) {
  std::vector<PendingBattle> out;
  auto fights = [&](const std::vector<std::string>& sides) {
    return viewer.empty() || std::find(sides.begin(), sides.end(), viewer) != sides.end();
  };
  for (const auto& b : *s.battles) {
    if (b.status != "pending" && b.status != "at_table") continue;
    std::vector<std::string> sides = b.defenders;
    sides.push_back(b.attacker);
    if (!fights(sides)) continue;
    const std::string who = sk::side_name(b, "attacker") + " attacks " + sk::side_name(b, "defender");
    const std::string where = b.status == "at_table" ? ", at the table" : ", not yet sent to the table";
    out.push_back({b.box, b.id + ": " + who + where + " (SK 11)"});
  }
  for (const auto& b : s.revolt.battles) {
    if (!b.winner.empty() || !fights(b.factions)) continue;
    std::string sides;
    for (const auto& f : b.factions) sides += (sides.empty() ? "" : " and ") + faction_name(s, f);
    out.push_back({b.box, "The Rebels attack " + sides + ", the winner not yet recorded (SK 17.2.8.1)"});
  }
  return out;
}

std::set<std::string> pending_battle_boxes(const sk::SkState& s, const std::string& viewer) {
  std::set<std::string> out;
  for (const auto& b : pending_battles(s, viewer)) out.insert(b.box);
  return out;
}

std::optional<sk::PlayerPicture> picture_of(const sk::SkState& s, const std::string& viewer) {
  if (viewer.empty()) return std::nullopt;
  auto it = s.pictures.find(viewer);
  if (it == s.pictures.end() || it->second->is_null()) return std::nullopt;
  try {
    return sk::picture_from_json(JsonCursor(it->second, "intelligence of " + viewer));
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

const sk::BoxIntel* intel_at(const sk::PlayerPicture* picture, const std::string& box) {
  if (!picture) return nullptr;
  for (const auto& b : picture->boxes)
    if (b.box == box) return &b;
  return nullptr;
}

const std::vector<FactionPicture>& issued_pictures(SkUi& ui, const CampaignState& state) {
  if (ui.pictures_state == state.game && ui.pictures_state) return ui.pictures;
  ui.pictures_state = state.game;
  ui.pictures.clear();
  if (!state.game) return ui.pictures;
  const sk::SkState& s = sk::sk_state(state);
  for (const auto& f : s.factions)
    if (f.active) ui.pictures.push_back(FactionPicture{f.id, picture_of(s, f.id)});
  return ui.pictures;
}

std::vector<std::string> knowledge_of_box(const sk::SkState& s, const std::vector<FactionPicture>& pictures,
                                          const std::string& box) {
  std::vector<std::string> out;
  for (const auto& fp : pictures) {
    std::string line = faction_name(s, fp.faction) + ": ";
    if (!fp.picture) {
      out.push_back(line + "no intelligence issued");
      continue;
    }
    const sk::BoxIntel* intel = intel_at(&*fp.picture, box);
    if (!intel || intel->level == sk::ReportLevel::None) line += "none";
    else {
      line += sk::to_string(intel->level);
      if (!intel->via.empty()) line += " via " + intel->via;
    }
    if (fp.picture->date.ordinal() != s.date.ordinal()) line += " (" + fp.picture->date.describe() + ")";
    out.push_back(line);
  }
  return out;
}

std::string view_note(const sk::SkState& s, const sk::PlayerPicture* picture) {
  if (!picture)
    return "(no intelligence has been issued to this faction yet: this view shows only its own forces)";
  (void)s;
  return "(own forces now; foreign forces as reported in " + picture->date.describe() + ", SK 8.1)";
}

}  // namespace umpire::skui
