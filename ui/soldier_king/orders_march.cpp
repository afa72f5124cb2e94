// The Orders window's movement step (SK 10): the origin box, the columns and
// officers there with the path each takes, entrenching, magazine moves by
// river (SK 9.2.1) and the button that issues the march.
#include <imgui.h>

#include <algorithm>

#include "soldier_king/turn.h"
#include "ui/command_runner.h"
#include "ui/soldier_king/orders_panels.h"
#include "ui/windows.h"

namespace umpire::skui {

namespace {

std::string column_label(const sk::SkState& s, const sk::Column& c) {
  std::string dc = officer_of(s, c.id);
  return c.name + ", " + std::to_string(sk::total_sp(c.stands)) + " SP" + (dc.empty() ? "" : ", " + dc);
}

std::string path_text(const sk::SkState& s, const std::string& from, const std::vector<std::string>& path) {
  std::string out = box_name(s, from);
  std::string at = from;
  for (const auto& b : path) {
    out += " → " + box_name(s, b) + " (" + line_kinds(s, at, b) + ")";
    at = b;
  }
  return out;
}

void verdict_text(const PathVerdict& v) {
  if (v.empty) ImGui::TextDisabled("%s", v.text.c_str());
  else ImGui::TextColored(v.legal ? Palette::success() : Palette::refusal(), "%s%s", v.legal ? "Legal: " : "", v.text.c_str());
}

// The path editor of one piece: route on the map, a combo of the end's
// neighbours, undo and clear.
void path_editor(const sk::SkState& s, MarchDraft& d, std::vector<std::string>& path, const std::string& id) {
  bool routing = d.routing == id;
  if (ImGui::RadioButton("Route on map", routing)) d.routing = routing ? "" : id;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Click boxes on the map to add them; click the last box again to remove it");
  ImGui::SameLine();
  const std::string end = path.empty() ? d.from : path.back();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
  if (ImGui::BeginCombo("##add", "add a box…")) {
    for (const auto& n : neighbours(s, end))
      if (ImGui::Selectable((box_name(s, n) + "  (" + line_kinds(s, end, n) + ")").c_str())) path.push_back(n);
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  ImGui::BeginDisabled(path.empty());
  if (ImGui::SmallButton("Undo")) path.pop_back();
  ImGui::SameLine();
  if (ImGui::SmallButton("Clear")) path.clear();
  ImGui::EndDisabled();
  ImGui::TextWrapped("Path: %s", path.empty() ? "(none)" : path_text(s, d.from, path).c_str());
}

void supply_of(const sk::SkState& s, const sk::Column& c) {
  sk::SupplyResult r = sk::column_supply(s, c);
  if (r.supplied) {
    std::string line;
    for (const auto& b : r.path) line += (line.empty() ? "" : " → ") + box_name(s, b);
    ImGui::TextColored(Palette::success(), "In supply from magazine %s: %s", r.magazine.c_str(), line.c_str());
  } else {
    ImGui::TextColored(Palette::refusal(), "Out of supply: %s (SK 9.3)", r.why.c_str());
  }
}

void attacks_list(const sk::SkState& s) {
  if (s.turn.attacks.empty()) {
    ImGui::TextDisabled("No attacks this turn yet (SK 9.4)");
    return;
  }
  ImGui::TextUnformatted("Attacks this turn (SK 9.4):");
  for (const auto& a : s.turn.attacks) {
    std::string columns;
    for (const auto& c : a.columns) {
      const sk::Column* col = s.column(c);
      columns += (columns.empty() ? "" : ", ") + (col ? col->name : c);
    }
    std::string mag = a.exempt ? "reopens a blocked supply line (SK 9.5), no magazine"
                      : a.magazine.empty() ? "no magazine assigned" : "magazine " + a.magazine;
    bullet_wrapped(box_name(s, a.target) + ": " + columns + " — " + mag);
  }
}

// The origin box: the map's selection while nothing is drafted, else the draft's.
void origin(const sk::SkState& s, SkUi& ui) {
  MarchDraft& d = ui.orders;
  auto boxes = boxes_with_pieces(s, s.turn.player);
  auto has = [&](const std::string& b) { return std::find(boxes.begin(), boxes.end(), b) != boxes.end(); };
  if (d.empty() && has(ui.selected_box) && d.from != ui.selected_box) d.from = ui.selected_box;
  if (!has(d.from)) {
    d.clear_pieces();
    d.from = boxes.empty() ? "" : boxes.front();
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("From");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 14);
  if (ImGui::BeginCombo("##from", d.from.empty() ? "(no pieces)" : box_name(s, d.from).c_str())) {
    for (const auto& b : boxes) {
      std::string label = box_name(s, b) + "  (" + std::to_string(columns_in(s, s.turn.player, b).size()) + " col.)";
      if (ImGui::Selectable(label.c_str(), b == d.from) && b != d.from) {
        d.clear_pieces();
        d.from = b;
        ui.selected_box = b;
      }
    }
    ImGui::EndCombo();
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("The box the march starts from (SK 10.2): one march moves pieces from one box");
}

void tick_column(MarchDraft& d, const std::string& id, bool ticked) {
  if (ticked) {
    d.columns.push_back(PieceOrder{id, {}, false, false});
    d.entrench.erase(id);
    d.routing = d.focus = id;
    return;
  }
  d.columns.erase(std::remove_if(d.columns.begin(), d.columns.end(), [&](const PieceOrder& p) { return p.id == id; }),
                  d.columns.end());
  if (d.routing == id) d.routing.clear();
}

// The columns in the origin box: tick to move, click the name to show its
// range and supply line on the map, tick "entrench" for those staying.
// False when there are none.
bool column_table(const sk::SkState& s, MarchDraft& d) {
  const int limit = sk::march_limit(s);
  auto cols = columns_in(s, s.turn.player, d.from);
  if (cols.empty()) {
    ImGui::TextDisabled("No columns of %s here", faction_name(s, s.turn.player).c_str());
    return false;
  }
  if (ImGui::BeginTable("##columns", 4, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV)) {
    ImGui::TableSetupColumn("Move", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("Column", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("Marches", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("Entrench", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableHeadersRow();
    for (const sk::Column* c : cols) {
      ImGui::PushID(c->id.c_str());
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      bool ticked = d.column(c->id) != nullptr;
      if (ImGui::Checkbox("##move", &ticked)) tick_column(d, c->id, ticked);
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("Move this column in the march");
      ImGui::TableNextColumn();
      bool hovered = false;
      if (wrapped_selectable(column_label(s, *c), d.focus == c->id, &hovered)) d.focus = d.focus == c->id ? "" : c->id;
      if (hovered)
        ImGui::SetTooltip("%s (%s)\nClick: its range and supply line on the map", column_label(s, *c).c_str(), kind_name(c->kind));
      ImGui::TableNextColumn();
      ImVec4 mc = c->marches >= limit ? Palette::refusal() : ImGui::GetStyleColorVec4(ImGuiCol_Text);
      ImGui::TextColored(mc, "%d/%d%s", c->marches, limit, c->entrenched ? " entr." : "");
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("Marches it took part in this turn, of its limit (SK 10.4, 10.3.4)");
      ImGui::TableNextColumn();
      if (!ticked) {
        bool dig = d.entrench.count(c->id) > 0;
        if (ImGui::Checkbox("##dig", &dig)) {
          if (dig) d.entrench.insert(c->id);
          else d.entrench.erase(c->id);
        }
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Entrench here (SK 10.8): it stays and digs in");
      }
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
  return true;
}

// The orders of each ticked column: its path, infiltration, the verdict; then
// the focused column's supply.
void column_orders(const sk::SkState& s, MarchDraft& d) {
  for (auto& o : d.columns) {
    const sk::Column* c = s.column(o.id);
    if (!c) continue;
    ImGui::PushID(o.id.c_str());
    ImGui::Spacing();
    ImGui::TextColored(faction_text_colour(c->owner), "%s", c->name.c_str());
    ImGui::SameLine();
    ImGui::TextDisabled("(%s)", kind_name(c->kind));
    ImGui::Indent();
    path_editor(s, d, o.path, c->id);
    if (c->kind == sk::ColumnKind::LightCavalry) {
      ImGui::Checkbox("infiltrate (light cavalry, SK 10.6)", &o.infiltrate);
      if (c->infiltrated) {
        ImGui::SameLine();
        ImGui::TextDisabled("(already infiltrated this turn)");
      }
    }
    PathVerdict v = judge_column(s, d.from, o);
    verdict_text(v);
    if (v.plan.attack) {
      ImGui::TextColored(Palette::warning(), "Attack on %s (SK 10.5)", box_name(s, o.path.back()).c_str());
      ImGui::Checkbox("reopens a blocked supply line (SK 9.5, umpire confirms)", &o.reopens_supply);
    }
    ImGui::Unindent();
    ImGui::PopID();
  }
  if (const sk::Column* f = s.column(d.focus); f && f->box == d.from) {
    ImGui::Spacing();
    ImGui::Text("%s:", f->name.c_str());
    ImGui::SameLine();
    supply_of(s, *f);
    text_disabled_wrapped(
        "On the map: green boxes it reaches in one march (red: an attack), its supply line dashed purple");
  }
}

void column_rows(const sk::SkState& s, MarchDraft& d) {
  if (column_table(s, d)) column_orders(s, d);
}

void officer_rows(const sk::SkState& s, MarchDraft& d) {
  auto officers = loose_officers_in(s, s.turn.player, d.from);
  if (officers.empty()) return;
  ImGui::TextUnformatted("Officers without a column (SK 10.7):");
  for (const sk::Officer* off : officers) {
    ImGui::PushID(off->id.c_str());
    PieceOrder* o = d.officer(off->id);
    bool ticked = o != nullptr;
    if (ImGui::Checkbox((std::string(sk::rank_title(off->rank)) + " " + off->name).c_str(), &ticked)) {
      if (ticked) {
        d.officers.push_back(PieceOrder{off->id, {}, false, false});
        d.routing = off->id;
      } else {
        d.officers.erase(std::remove_if(d.officers.begin(), d.officers.end(), [&](const PieceOrder& p) { return p.id == off->id; }),
                         d.officers.end());
        if (d.routing == off->id) d.routing.clear();
      }
      o = d.officer(off->id);
    }
    if (o) {
      ImGui::Indent();
      path_editor(s, d, o->path, off->id);
      verdict_text(judge_officer(s, d, *o));
      ImGui::Unindent();
    }
    ImGui::PopID();
  }
}

void magazine_rows(GuiContext& ctx, const sk::SkState& s, SkUi& ui) {
  MarchDraft& d = ui.orders;
  std::vector<const sk::Magazine*> here;
  for (const auto& m : s.magazines)
    if (m.owner == s.turn.player && m.box == d.from) here.push_back(&m);
  if (here.empty()) {
    if (d.routing == "magazine") d.routing.clear();
    return;
  }
  if (std::none_of(here.begin(), here.end(), [&](const sk::Magazine* m) { return m->id == d.magazine; })) {
    d.magazine.clear();
    d.magazine_path.clear();
  }
  ImGui::Separator();
  if (d.magazine.empty()) {
    for (const sk::Magazine* m : here) {
      ImGui::PushID(m->id.c_str());
      if (ImGui::Button(("Move magazine " + m->id + "…").c_str())) {
        d.magazine = m->id;
        d.magazine_path.clear();
        d.routing = "magazine";
      }
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("By river: one box upstream or two downstream; a whole march (SK 9.2.1)");
      ImGui::PopID();
    }
    return;
  }
  ImGui::Text("Magazine %s by river (SK 9.2.1, a whole march):", d.magazine.c_str());
  ImGui::PushID("magazine");
  bool routing = d.routing == "magazine";
  if (ImGui::RadioButton("Route on map", routing)) d.routing = routing ? "" : "magazine";
  ImGui::SameLine();
  const std::string end = d.magazine_path.empty() ? d.from : d.magazine_path.back();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
  if (ImGui::BeginCombo("##add", "add a box…")) {
    for (const auto& n : river_neighbours(s, end))
      if (ImGui::Selectable((box_name(s, n) + "  (" + line_kinds(s, end, n) + ")").c_str())) d.magazine_path.push_back(n);
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  ImGui::BeginDisabled(d.magazine_path.empty());
  if (ImGui::SmallButton("Undo")) d.magazine_path.pop_back();
  ImGui::EndDisabled();
  ImGui::TextWrapped("Path: %s", d.magazine_path.empty() ? "(none)" : path_text(s, d.from, d.magazine_path).c_str());
  ImGui::BeginDisabled(d.magazine_path.empty() || ctx.dice_pending);
  if (ImGui::Button("Move magazine") && issue(ctx, ui, move_magazine_command(d.magazine, d.magazine_path))) {
    d.magazine.clear();
    d.magazine_path.clear();
    d.routing.clear();
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button("Cancel")) {
    d.magazine.clear();
    d.magazine_path.clear();
    if (d.routing == "magazine") d.routing.clear();
  }
  ImGui::PopID();
}

}  // namespace

void movement_step(GuiContext& ctx, const sk::SkState& s, SkUi& ui) {
  MarchDraft& d = ui.orders;
  const sk::Turn& t = s.turn;
  const bool left = t.used < t.marches;
  ImGui::TextColored(left ? ImGui::GetStyleColorVec4(ImGuiCol_Text) : Palette::warning(), "%s", march_counter(t).c_str());
  ImGui::SameLine();
  ImGui::ProgressBar(t.marches ? static_cast<float>(t.used) / static_cast<float>(t.marches) : 0.0f, ImVec2(-1, 0),
                     (std::to_string(t.used) + " used").c_str());
  attacks_list(s);
  ImGui::Separator();
  origin(s, ui);
  if (d.from.empty()) return;
  column_rows(s, d);
  officer_rows(s, d);
  if (!d.entrench.empty()) {
    int cost = sk::entrench_cost(s, d.from);
    auto reasons = sk::check_entrench(s, d.from, std::vector<std::string>(d.entrench.begin(), d.entrench.end()));
    if (reasons.empty())
      ImGui::TextColored(Palette::success(), "Entrenching here: %d march%s (SK 10.8.1)", cost, cost == 1 ? "" : "es");
    for (const auto& r : reasons) ImGui::TextColored(Palette::refusal(), "%s", r.describe().c_str());
  }
  ImGui::Spacing();
  const bool any_path_missing =
      std::any_of(d.columns.begin(), d.columns.end(), [](const PieceOrder& o) { return o.path.empty(); }) ||
      std::any_of(d.officers.begin(), d.officers.end(), [](const PieceOrder& o) { return o.path.empty(); });
  ImGui::BeginDisabled(d.empty() || any_path_missing || ctx.dice_pending);
  const bool moving = !d.columns.empty() || !d.officers.empty();
  if (moving || d.entrench.empty() || sk::entrench_cost(s, d.from) == 1) {
    if (ImGui::Button("Execute march") && issue(ctx, ui, march_command(s, d))) d.clear_pieces();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Issues one sk.march from %s", box_name(s, d.from).c_str());
  } else {
    int cost = sk::entrench_cost(s, d.from);
    if (ImGui::Button(("Entrench (" + std::to_string(cost) + " marches)").c_str()) &&
        issue(ctx, ui, entrench_command(d.from, d.entrench)))
      d.clear_pieces();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Issues sk.entrench: 2 marches at once outside a recruiting city (SK 10.8.1)");
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(d.empty());
  if (ImGui::Button("Clear orders")) d.clear_pieces();
  ImGui::EndDisabled();
  magazine_rows(ctx, s, ui);
}

}  // namespace umpire::skui
