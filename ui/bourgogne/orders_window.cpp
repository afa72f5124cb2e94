// The Orders window: the acting camp's step built by clicking. The umpire
// chooses the order (a march, a repositioning, a reinforcement, a replacement,
// a recall, a fatigue roll), clicks the stack's zone on the map and then its
// path zone by zone, ticks the units and commanders, and sees at once whether
// the rules allow it: the command's own check (a dry run) gives the refusals
// with their rules. "Issue" sends it through the GUI's command runner.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

#include "bourgogne/forces.h"
#include "bourgogne/reinforcements.h"
#include "ui/command_form.h"
#include "ui/bourgogne/bourgogne_ui.h"
#include "ui/bourgogne/orders_logic.h"
#include "ui/kit_windows.h"
#include "ui/windows.h"

namespace umpire::bourgogneui {

namespace {

void order_combo(GuiContext& ctx, OrdersDraft& d) {
  const char* shown = d.command.c_str();
  for (const auto& c : order_choices())
    if (d.command == c.command) shown = c.label;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Order");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(std::min(ImGui::GetFontSize() * 19, ImGui::GetContentRegionAvail().x));
  if (ImGui::BeginCombo("##ordergdb", shown)) {
    for (const auto& c : order_choices()) {
      const CommandDef* def = ctx.campaign.commands().find(c.command);
      if (!def) continue;
      if (ImGui::Selectable(c.label, d.command == c.command)) {
        d.command = c.command;
        d.path.clear(), d.losses.clear(), d.texts.clear(), d.flags.clear();
      }
      if (ImGui::IsItemHovered() && !def->summary.empty()) ImGui::SetTooltip("%s", def->summary.c_str());
    }
    ImGui::EndCombo();
  }
}

// The stack's zone, its pieces with checkboxes, the losses' order and the path.
void stack_and_path(const bourgogne::State& s, const CommandDef& def, OrdersDraft& d) {
  bool wants_pieces = false, wants_losses = false, wants_zone = false;
  for (const auto& spec : def.args) {
    const OrderField f = order_field(spec);
    wants_pieces |= f == OrderField::Units || f == OrderField::Commanders;
    wants_losses |= f == OrderField::Losses;
    wants_zone |= f == OrderField::From || f == OrderField::Zone;
  }
  const bool path = wants_path(def);
  if (!wants_zone) return;
  ImGui::Separator();
  if (d.from.empty()) {
    text_disabled_wrapped(!d.picking ? "Tick \"Clicks on the map build the order\" to click the zone."
                          : path     ? "Click the zone of the stack that moves on the map."
                                     : "Click the zone on the map.");
    return;
  }
  ImGui::AlignTextToFramePadding();
  ImGui::Text("%s %s", path ? "Stack in" : "Zone:", bourgogne::zone_name(s, d.from).c_str());
  ImGui::SameLine();
  if (ImGui::SmallButton("Another zone")) {
    d.clear_map();
    return;
  }
  if (wants_pieces || wants_losses) {
    // The acting camp's pieces; a fatigue roll may be the other camp's stack (phase C): then everyone's.
    std::optional<bourgogne::Camp> camp = s.active();
    if (d.command == "bourgogne.fatigue") camp.reset();
    const auto pieces = stack_pieces(s, d.from, camp);
    if (pieces.empty()) text_disabled_wrapped("No piece of the acting camp stands here.");
    if (wants_pieces) {
      text_disabled_wrapped("Tick the pieces that move (none ticked: the command's default).");
      formui::draw_piece_ticks(pieces, d, "##stackgdb");
    }
    if (wants_losses && !pieces.empty()) formui::draw_loss_ticks(pieces, d, "##lossesgdb");
  }
  if (!path) return;
  formui::draw_path_line(d, [&](const std::string& z) { return bourgogne::zone_name(s, z); });
  const bool drops = std::any_of(def.args.begin(), def.args.end(),
                                 [](const ArgSpec& a) { return order_field(a) == OrderField::DropOff; });
  // GdB 7.1: units (and commanders at the bottom) left as garrisons on the way, zone by zone.
  if (drops && !d.path.empty() && ImGui::TreeNode("Garrisons left on the way")) {
    const auto pieces = stack_pieces(s, d.from, s.active());
    for (const auto& z : d.path) {
      ImGui::PushID(z.c_str());
      ImGui::TextUnformatted(("In " + bourgogne::zone_name(s, z)).c_str());
      std::set<std::string>& left = d.drop_off[z];
      for (const auto& p : pieces) {
        const std::set<std::string>& moving = p.commander ? d.commanders : d.units;
        if (!moving.empty() && !moving.count(p.id)) continue;  // only what marches
        bool on = left.count(p.id) > 0;
        if (ImGui::Checkbox((p.name + "##drop" + p.id).c_str(), &on))
          on ? void(left.insert(p.id)) : void(left.erase(p.id));
      }
      ImGui::PopID();
    }
    ImGui::TreePop();
  }
  formui::draw_path_buttons(d, "zone", "zones");
}

// The arguments the map does not give: chosen from the state's lists, or typed.
void other_fields(const bourgogne::State& s, const CommandDef& def, OrdersDraft& d) {
  bool any = false;
  const bourgogne::Camp camp = s.active().value_or(bourgogne::Camp::Burgundy);
  for (const auto& spec : def.args) {
    if (order_field(spec) != OrderField::Typed) continue;
    if (!any) ImGui::Separator();
    any = true;
    ImGui::PushID(spec.name.c_str());
    const std::string label = formui::field_label(spec);
    auto options = order_options(s, spec, camp);
    if (spec.name == "leader" && !d.from.empty())  // of the stack's commanders, the one who leads (GdB 7.1)
      for (const auto& p : stack_pieces(s, d.from, s.active()))
        if (p.commander) options.emplace_back(p.id, p.name);
    if (!options.empty() || spec.name == "group" || spec.name == "leader" ||
        (spec.type == ArgType::Id && spec.kind != "zone")) {
      std::string& v = d.texts[spec.name];
      std::string shown = v.empty() ? "(choose)" : v;
      for (const auto& [id, words] : options)
        if (id == v) shown = words;
      ImGui::SetNextItemWidth(std::max(ImGui::GetFontSize() * 8,
                                       ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(label.c_str()).x - 12));
      if (ImGui::BeginCombo(label.c_str(), shown.c_str())) {
        for (const auto& [id, words] : options)
          if (ImGui::Selectable((words + "##" + id).c_str(), v == id)) v = id;
        if (options.empty()) ImGui::TextDisabled("None now.");
        if (!spec.required && !v.empty() && ImGui::Selectable("(none)")) v.clear();
        ImGui::EndCombo();
      }
    } else if (spec.type == ArgType::Bool) {
      bool& v = d.flags.try_emplace(spec.name, spec.fallback.is_boolean() && spec.fallback.get<bool>()).first->second;
      ImGui::Checkbox(label.c_str(), &v);
    } else if (spec.type == ArgType::Choice) {
      std::string& v = d.texts[spec.name];
      if (v.empty() && spec.fallback.is_string()) v = spec.fallback.get<std::string>();
      ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
      if (ImGui::BeginCombo(label.c_str(), v.empty() ? "(default)" : v.c_str())) {
        for (const auto& c : spec.choices)
          if (ImGui::Selectable(c.empty() ? "(default)" : c.c_str(), v == c)) v = c;
        ImGui::EndCombo();
      }
    } else {
      ImGui::SetNextItemWidth(std::max(ImGui::GetFontSize() * 8,
                                       ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(label.c_str()).x - 12));
      ImGui::InputText(label.c_str(), &d.texts[spec.name]);
    }
    if (ImGui::IsItemHovered() && !spec.meaning.empty())
      ImGui::SetTooltip("%s (%s)", spec.meaning.c_str(), spec.type_name().c_str());
    ImGui::PopID();
  }
}

}  // namespace

void draw_orders_window(GuiContext& ctx) {
  const bourgogne::State* s = game_state(ctx);
  if (!s) return;
  BourgogneUi& ui = ui_for(ctx.campaign);
  OrdersDraft& d = ui.orders;
  if (const auto camp = s->active())
    ImGui::TextWrapped("The %s act: %s", bourgogne::camp_name(*camp), ctx.campaign.module()->status(*s).c_str());
  else
    text_disabled_wrapped("No camp acts alone now (" + ctx.campaign.module()->status(*s) + ").");
  if (const auto camp = s->active(); camp && s->tracks.step == bourgogne::Step::Reinforcements)
    text_disabled_wrapped("Replacement points left: " + std::to_string(bourgogne::rp_left(*s, *camp)) + " (GdB 10.2)");
  order_combo(ctx, d);
  ImGui::Checkbox("Clicks on the map build the order", &d.picking);
  const CommandDef* def = ctx.campaign.commands().find(d.command);
  if (!def) {
    text_disabled_wrapped("This order is not available.");
    return;
  }
  if (!def->summary.empty()) text_disabled_wrapped(def->summary);
  // Judged live, once its required arguments are given: the command's own check on the campaign
  // as it is (nothing rolled or written).
  const Json command = order_command(*def, d);
  const formui::FormVerdict verdict = formui::judge_form(ctx.campaign, *def, command);
  formui::draw_form_verdict(verdict, "The rules allow this order.");
  ImGui::BeginDisabled(!verdict.allowed() || ctx.dice_pending);
  if (ImGui::Button("Issue")) {
    ui.last_issued = command.value("type", "");
    ctx.issue(command);
    if (ctx.last_report && ctx.last_report->type == ui.last_issued && ctx.last_report->applied)
      d.clear_map();
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button("Clear")) d.restart(d.command);
  draw_command_feedback(ctx, ui.last_issued);
  stack_and_path(*s, *def, d);
  other_fields(*s, *def, d);
  if (ImGui::TreeNode("The command")) {
    text_disabled_wrapped(command.dump());
    ImGui::TreePop();
  }
}

}  // namespace umpire::bourgogneui
