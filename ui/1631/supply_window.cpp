// The Supply phase window (1631 §9): what the phase works with, gathered in
// one place — each side's SP, the sieges (siege attrition and its pool), the
// regions' ravaged levels, the reserves and recruits on the turn track, and
// the steps of the phase (the game's next steps, each with its command's
// button, as in the Turn panel).
#include <imgui.h>

#include <map>

#include "1631/forces.h"
#include "1631/supply.h"
#include "ui/1631/flammes_ui.h"
#include "ui/1631/supply_forms.h"
#include "ui/kit_windows.h"
#include "ui/windows.h"

namespace umpire::flammesui {

using namespace flammes;

namespace {

void supply_heading(const char* text) {
  ImGui::Spacing();
  ImGui::Separator();
  ImGui::TextUnformatted(text);
}

void sieges_table(const State& s, bool english) {
  std::vector<std::string> besieged;
  for (const auto& [area, city] : s.cities)
    if (besieger(s, area) || city.siege_attrition) besieged.push_back(area);
  supply_heading("Sieges (1631 §7.10, §9.2)");
  if (besieged.empty()) {
    text_disabled_wrapped("No city is besieged.");
    return;
  }
  if (!ImGui::BeginTable("sieges1631", 4, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) return;
  ImGui::TableSetupColumn("City");
  ImGui::TableSetupColumn("Besieger");
  ImGui::TableSetupColumn("Difference");
  ImGui::TableSetupColumn("Attrition");
  ImGui::TableHeadersRow();
  for (const auto& area : besieged) {
    const City& c = *s.city(area);
    const auto by = besieger(s, area);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(area_name(s, area, english).c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(by ? words(*by) : "-");
    ImGui::TableNextColumn();
    ImGui::Text("%d", siege_difference(s, area));
    ImGui::TableNextColumn();
    if (c.siege_attrition)
      ImGui::Text("pool %d", c.siege_pool);
    else
      ImGui::TextDisabled("none");
  }
  ImGui::EndTable();
}

void ravaged_list(const State& s, bool english) {
  supply_heading("Ravaged regions (1631 §9.1.3)");
  std::string once, twice;
  for (const auto& r : s.map->regions) {
    auto it = s.ravaged.find(r.id);
    const int level = it == s.ravaged.end() ? r.ravaged : it->second;
    std::string& list = level >= 2 ? twice : once;
    if (level > 0) list += (list.empty() ? "" : ", ") + region_name(s, r.id, english);
  }
  ImGui::TextWrapped("Ravaged: %s", once.empty() ? "none" : once.c_str());
  ImGui::TextWrapped("Ravaged twice: %s", twice.empty() ? "none" : twice.c_str());
}

void track_units(const State& s) {
  supply_heading("Reserves and recruits on the turn track (1631 §2.4.1)");
  std::map<int, std::vector<std::string>> boxes;
  int pool = 0;
  for (const auto& u : s.units) {
    if (u.where == Where::Track) boxes[u.box].push_back(u.name);
    if (u.where == Where::Pool) ++pool;
  }
  if (boxes.empty()) text_disabled_wrapped("None.");
  for (const auto& [box, names] : boxes) {
    std::string line = "S" + std::to_string(box) + ": ";
    for (std::size_t k = 0; k < names.size(); ++k) line += (k ? ", " : "") + names[k];
    bullet_wrapped(line);
  }
  ImGui::Text("In the pool: %d units", pool);
}

// A command built by a form, judged live (its refusals with their rules), and its button.
void judged_button(GuiContext& ctx, FlammesUi& ui, const Json& command, const char* label) {
  const auto refusals = ctx.campaign.validate(command);
  for (const auto& r : refusals) text_wrapped_coloured(Palette::refusal(), r.describe());
  ImGui::BeginDisabled(!refusals.empty() || ctx.dice_pending);
  if (ImGui::Button(label)) issue(ctx, ui, command);
  ImGui::EndDisabled();
}

// The umpire's choices of the supply of the forces (S1): the arms recruited and the Spent units refreshed, for
// either side.
void recruit_and_refresh(GuiContext& ctx, FlammesUi& ui, const State& s) {
  static std::map<std::string, SupplyForms> forms;  // by campaign file
  SupplyForms& form = forms[ctx.campaign.path()];
  supply_heading("Recruit and refresh (1631 §9.1.4, §9.1.5)");
  for (Side side : {Side::Swedish, Side::Imperial}) {
    if (side == Side::Imperial) ImGui::SameLine();
    if (ImGui::RadioButton(words(side), form.side == side) && form.side != side) {
      form.side = side;
      form.refresh.clear();
    }
  }
  // One arm a line: the three side by side do not fit the work pane at 1280x800.
  const float w = ImGui::GetFontSize() * 6;
  ImGui::SetNextItemWidth(w);
  ImGui::InputInt("infantry to recruit", &form.infantry);
  ImGui::SetNextItemWidth(w);
  ImGui::InputInt("cavalry to recruit", &form.cavalry);
  ImGui::SetNextItemWidth(w);
  ImGui::InputInt("artillery to recruit", &form.artillery);
  form.infantry = std::max(0, form.infantry), form.cavalry = std::max(0, form.cavalry);
  form.artillery = std::max(0, form.artillery);
  if (form.infantry + form.cavalry + form.artillery > 0) judged_button(ctx, ui, recruit_command(form), "Recruit");
  const auto spent = spent_units(s, form.side);
  if (spent.empty()) {
    text_disabled_wrapped("No Spent unit to refresh.");
    return;
  }
  ImGui::TextUnformatted("Spent units to refresh:");
  const bool english = english_names(ctx.campaign.state());
  for (const Unit* u : spent) {
    bool on = form.refresh.count(u->id) > 0;
    const std::string label = u->name + ", " + area_name(s, u->area, english) + "##refresh" + u->id;
    if (ImGui::Checkbox(label.c_str(), &on)) {
      if (on)
        form.refresh.insert(u->id);
      else
        form.refresh.erase(u->id);
    }
  }
  if (!form.refresh.empty()) judged_button(ctx, ui, refresh_command(s, form), "Refresh the units ticked");
}

}  // namespace

void draw_supply_window(GuiContext& ctx) {
  const State* s = game_state(ctx);
  if (!s) return;
  FlammesUi& ui = ui_for(ctx.campaign);
  const bool english = english_names(ctx.campaign.state());
  if (s->tracks.phase != Phase::Supply)
    text_disabled_wrapped("The supply phase follows the fifth action of the turn (1631 §4, §9); now: " +
                          ctx.campaign.module()->status(*s) + ".");
  ImGui::Text("SP: Swedes %d, Imperials %d (1631 §9.1.1)", supply_points(*s, Side::Swedish),
              supply_points(*s, Side::Imperial));
  if (s->tracks.phase == Phase::Supply) {
    // The umpire's choices first: the steps below (refresh by default, attrition) follow them.
    if (!s->supply.is_null() && supply_step(*s).step == "S1") recruit_and_refresh(ctx, ui, *s);
    supply_heading("Steps");
    const auto steps = ctx.campaign.module()->next_steps(ctx.campaign.state());
    if (steps.empty()) text_disabled_wrapped("The supply phase's steps are not written yet.");
    for (std::size_t k = 0; k < steps.size(); ++k) {
      ImGui::PushID(static_cast<int>(k));
      bullet_wrapped(steps[k].text + (steps[k].rule.empty() ? "" : " (" + steps[k].rule + ")"));
      if (!steps[k].command.is_null()) {
        const std::string label = (steps[k].label.empty() ? std::string("Do it") : steps[k].label) + "##supplystep";
        ImGui::BeginDisabled(ctx.dice_pending);
        if (ImGui::Button(label.c_str())) issue(ctx, ui, steps[k].command);
        ImGui::EndDisabled();
      }
      ImGui::PopID();
    }
  }
  sieges_table(*s, english);
  ravaged_list(*s, english);
  track_units(*s);
  draw_command_feedback(ctx, ui.last_issued);
}

}  // namespace umpire::flammesui
