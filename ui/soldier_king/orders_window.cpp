// The Orders window: the active player's marches (SK 10), magazine moves
// (9.2.1), the start-of-turn supply check and the attrition after movement
// (9.6), and the overlay the map draws for them.
#include "ui/soldier_king/orders_window.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "soldier_king/turn.h"
#include "ui/command_runner.h"
#include "ui/map_palette.h"
#include "ui/windows.h"

namespace umpire::skui {

namespace {

// The overlay's colours (0xRRGGBB): the range, the drafted routes, the supply line.
constexpr unsigned kRange = 0x1e963c;
constexpr unsigned kRangeAttack = 0xc8281e;
constexpr unsigned kPathLegal = 0x147832;
constexpr unsigned kPathRefused = 0xc81e1e;
constexpr unsigned kPathPending = 0xe67800;
constexpr unsigned kSupplyLine = 0x7828aa;

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
    std::string mag = a.exempt ? "reopens a blocked supply line (9.5), no magazine"
                      : a.magazine.empty() ? "no magazine assigned" : "magazine " + a.magazine;
    ImGui::BulletText("%s: %s — %s", box_name(s, a.target).c_str(), columns.c_str(), mag.c_str());
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
void column_rows(const sk::SkState& s, MarchDraft& d) {
  const int limit = sk::march_limit(s);
  auto cols = columns_in(s, s.turn.player, d.from);
  if (cols.empty()) {
    ImGui::TextDisabled("No columns of %s here", faction_name(s, s.turn.player).c_str());
    return;
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
      if (ImGui::Selectable(column_label(s, *c).c_str(), d.focus == c->id)) d.focus = d.focus == c->id ? "" : c->id;
      if (ImGui::IsItemHovered())
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
  // The orders of each ticked column.
  for (auto& o : d.columns) {
    const sk::Column* c = s.column(o.id);
    if (!c) continue;
    ImGui::PushID(o.id.c_str());
    ImGui::Spacing();
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(rgba(faction_rgb(c->owner))), "%s", c->name.c_str());
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
      ImGui::Checkbox("reopens a blocked supply line (9.5, umpire confirms)", &o.reopens_supply);
    }
    ImGui::Unindent();
    ImGui::PopID();
  }
  if (const sk::Column* f = s.column(d.focus); f && f->box == d.from) {
    ImGui::Spacing();
    ImGui::Text("%s:", f->name.c_str());
    ImGui::SameLine();
    supply_of(s, *f);
    ImGui::TextDisabled("On the map: green boxes it reaches in one march (red: an attack), its supply line dashed purple");
  }
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

void supply_step(GuiContext& ctx, const sk::SkState& s, SkUi& ui) {
  ImGui::TextWrapped("Supply at the start of the turn, before any movement (SK 9.6):");
  ImGui::BeginDisabled(ctx.dice_pending);
  if (ImGui::Button("Check supply")) issue(ctx, ui, supply_check_command());
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Issues sk.supply_check: records which columns trace supply now");
  if (s.turn.supply_checked) {
    ImGui::SameLine();
    ImGui::TextColored(Palette::success(), "checked");
  }
  if (!ImGui::BeginTable("##supply", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_Resizable))
    return;
  ImGui::TableSetupColumn("Column", ImGuiTableColumnFlags_WidthStretch, 1.0f);
  ImGui::TableSetupColumn("Box", ImGuiTableColumnFlags_WidthStretch, 0.7f);
  ImGui::TableSetupColumn("Supply", ImGuiTableColumnFlags_WidthStretch, 1.6f);
  ImGui::TableHeadersRow();
  const sk::SupplyPass pass(s, s.turn.player);  // one pass for all the player's columns
  for (const auto& c : s.columns) {
    if (c.owner != s.turn.player || c.box.empty()) continue;
    sk::SupplyResult r = pass.at(c.box);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(c.name.c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(box_name(s, c.box).c_str());
    ImGui::TableNextColumn();
    ImGui::PushStyleColor(ImGuiCol_Text, r.supplied ? Palette::success() : Palette::refusal());
    const char* start = !s.turn.supply_checked ? "" : c.supplied_at_start ? " (recorded: in supply)" : " (recorded: out)";
    if (r.supplied) ImGui::TextWrapped("supplied (magazine %s)%s", r.magazine.c_str(), start);
    else ImGui::TextWrapped("not supplied: %s%s", r.why.c_str(), start);
    ImGui::PopStyleColor();
  }
  ImGui::EndTable();
}

// The allocation form: a column's stand and its new strength (sk.set_strength).
void allocation_form(GuiContext& ctx, const sk::SkState& s, SkUi& ui) {
  MarchDraft& d = ui.orders;
  ImGui::TextUnformatted("Allocate the losses (umpire's choice, SK 9.6.2):");
  const sk::Column* col = s.column(d.alloc_column);
  if (col && col->owner != s.turn.player) col = nullptr;
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16);
  if (ImGui::BeginCombo("Column##alloc", col ? (col->name + " in " + box_name(s, col->box)).c_str() : "pick a column")) {
    for (const auto& c : s.columns)
      if (c.owner == s.turn.player && !c.box.empty() &&
          ImGui::Selectable((c.name + " in " + box_name(s, c.box)).c_str(), c.id == d.alloc_column)) {
        d.alloc_column = c.id;
        d.alloc_stand.clear();
      }
    ImGui::EndCombo();
  }
  if (!col) return;
  const sk::Stand* stand = nullptr;
  for (const auto& st : col->stands)
    if (st.id == d.alloc_stand) stand = &st;
  auto stand_label = [&](const sk::Stand& st) {
    return st.id + " " + stand_type_name(s, st.type) + " (" + std::to_string(st.sp) + " SP)";
  };
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16);
  if (ImGui::BeginCombo("Stand##alloc", stand ? stand_label(*stand).c_str() : "pick a stand")) {
    for (const auto& st : col->stands)
      if (ImGui::Selectable(stand_label(st).c_str(), st.id == d.alloc_stand)) {
        d.alloc_stand = st.id;
        d.alloc_sp = std::max(1, st.sp - 1);
      }
    ImGui::EndCombo();
  }
  if (!stand) return;
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
  ImGui::InputInt("new SP", &d.alloc_sp);
  d.alloc_sp = std::clamp(d.alloc_sp, 1, 10);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 14);
  ImGui::InputText("reason##alloc", d.alloc_reason, sizeof d.alloc_reason);
  ImGui::BeginDisabled(ctx.dice_pending || d.alloc_reason[0] == '\0');
  if (ImGui::Button("Set strength")) issue(ctx, ui, set_strength_command(stand->id, d.alloc_sp, d.alloc_reason));
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Issues sk.set_strength (1-10 SP; a stand lost entirely is removed otherwise)");
}

void attrition_step(GuiContext& ctx, const sk::SkState& s, SkUi& ui) {
  MarchDraft& d = ui.orders;
  ImGui::TextWrapped("Attrition after movement: foraging, out-of-supply dice and the per-box roll (SK 9.6, 9.6.1, 9.6.2):");
  std::vector<std::string> boxes;
  for (const auto& b : s.map->boxes)
    if (!columns_in(s, s.turn.player, b.id).empty()) boxes.push_back(b.id);
  ImGui::BeginDisabled(ctx.dice_pending || s.turn.attrition_done);
  if (ImGui::Button("Roll attrition (every box)")) issue(ctx, ui, attrition_command());
  if (s.turn.attrition_done) {
    ImGui::SameLine();
    ImGui::TextColored(Palette::success(), "rolled this turn");
  }
  if (ImGui::BeginTable("##attrition", 5, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV)) {
    ImGui::TableSetupColumn("Box");
    ImGui::TableSetupColumn("Columns");
    ImGui::TableSetupColumn("Out of supply");
    ImGui::TableSetupColumn("Foraging");
    ImGui::TableSetupColumn("");
    ImGui::TableHeadersRow();
    const sk::SupplyPass pass(s, s.turn.player);
    for (const auto& b : boxes) {
      auto cols = columns_in(s, s.turn.player, b);
      int out = 0;
      for (const sk::Column* c : cols)
        if (!pass.at(c->box).supplied) ++out;
      ImGui::PushID(b.c_str());
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(box_name(s, b).c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%d", static_cast<int>(cols.size()));
      ImGui::TableNextColumn();
      if (out) ImGui::TextColored(Palette::refusal(), "%d", out);
      else ImGui::TextDisabled("0");
      ImGui::TableNextColumn();
      int cap = sk::foraging_capacity(s, b);
      if (cap) ImGui::Text("feeds %d", cap);
      else ImGui::TextDisabled("none");
      ImGui::TableNextColumn();
      if (s.turn.attrition_done || s.turn.attrition_rolled.count(b)) ImGui::TextDisabled("rolled");
      else if (ImGui::SmallButton("Roll")) issue(ctx, ui, attrition_command(b));
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
  ImGui::EndDisabled();
  const CommandReport* r = ctx.last_report;
  if (r && r->type == "sk.attrition" && r->applied && r->seq != d.attrition_seq) {
    d.attrition_seq = r->seq;
    d.attrition_lines = r->lines;
  }
  if (!d.attrition_lines.empty()) {
    ImGui::Separator();
    ImGui::TextUnformatted("Results:");
    for (const auto& line : d.attrition_lines) ImGui::TextWrapped("%s", line.c_str());
  }
  ImGui::Separator();
  allocation_form(ctx, s, ui);
}


}  // namespace


bool orders_live(const SkUi& ui) { return ImGui::GetFrameCount() - ui.orders.drawn_frame <= 2; }

void add_orders_overlays(const sk::SkState& s, const SkUi& ui, const std::function<int(const std::string&)>& node_of,
                         mapui::Scene& scene) {
  if (!orders_live(ui) || s.phase != sk::Phase::PlayerTurn) return;
  // The draft is the active player's: another faction's view of the map never shows it.
  if (!ui.viewer.empty() && ui.viewer != s.turn.player) return;
  const MarchDraft& d = ui.orders;
  const bool movement = s.turn.step == sk::TurnStep::Movement;
  const sk::Column* focus = s.column(d.focus);
  if (focus && focus->owner != s.turn.player) focus = nullptr;
  auto at = [&](const std::string& box) {
    const sk::CityBox* b = s.map->box(box);
    return b ? mapui::Vec2{b->pos.x, b->pos.y} : mapui::Vec2{};
  };
  auto route = [&](const std::vector<std::string>& path, unsigned rgb, float thick) {
    mapui::Overlay o;
    o.path.push_back(at(d.from));
    for (const auto& b : path) o.path.push_back(at(b));
    o.rgb = rgb;
    o.thickness = thick;
    o.line = mapui::Overlay::Line::Arrows;
    scene.overlays.push_back(std::move(o));
  };
  using Mark = mapui::LegendEntry::Mark;
  if (focus && !focus->box.empty()) {
    // Its supply line, dashed, from the magazine to the column.
    sk::SupplyResult r = sk::column_supply(s, *focus);
    if (r.supplied && r.path.size() > 1) {
      mapui::Overlay o;
      for (const auto& b : r.path) o.path.push_back(at(b));
      o.rgb = kSupplyLine;
      o.alpha = 230;
      o.line = mapui::Overlay::Line::Dashed;
      o.ring_at_start = true;
      scene.overlays.push_back(std::move(o));
      scene.legend.push_back({Mark::Dashed, kSupplyLine, 3.0f, "Supply line (ring: the magazine)", {}});
    }
    // Its range for one march: boxes it may enter, and those where it would attack.
    if (movement) {
      bool infiltrate = false;
      for (const auto& c : d.columns)
        if (c.id == focus->id) infiltrate = c.infiltrate;
      mapui::Overlay reach, attack;
      reach.rgb = kRange;
      attack.rgb = kRangeAttack;
      reach.alpha = attack.alpha = 255;
      for (const auto& to : column_range(s, *focus, infiltrate))
        if (int n = node_of(to.box); n >= 0) (to.attack ? attack : reach).nodes.push_back(n);
      scene.overlays.push_back(std::move(reach));
      scene.overlays.push_back(std::move(attack));
      scene.legend.push_back({Mark::Swatch, kRange, 0, "In range of one march", {}});
      scene.legend.push_back({Mark::Swatch, kRangeAttack, 0, "In range, attacking", {}});
    }
  }
  if (!movement || d.from.empty()) return;
  // The piece being routed last, on top.
  for (int pass = 0; pass < 2; ++pass)
    for (const auto& o : d.columns) {
      if (o.path.empty() || (d.routing == o.id) != (pass == 1)) continue;
      PathVerdict v = judge_column(s, d.from, o);
      route(o.path, v.legal ? kPathLegal : kPathRefused, pass == 1 ? 6.0f : 4.5f);
    }
  for (const auto& o : d.officers) {
    if (o.path.empty()) continue;
    PathVerdict v = judge_officer(s, d, o);
    route(o.path, v.legal ? kPathLegal : kPathRefused, 3.0f);
  }
  if (!d.magazine_path.empty()) route(d.magazine_path, kPathPending, 4.5f);
  scene.legend.push_back({Mark::Line, kPathLegal, 4.0f, "Route drafted (legal)", {}});
  scene.legend.push_back({Mark::Line, kPathRefused, 4.0f, "Route drafted (refused)", {}});
}

bool orders_map_click(const sk::SkState& s, SkUi& ui, const std::string& box) {
  if (!orders_live(ui) || s.phase != sk::Phase::PlayerTurn || s.turn.step != sk::TurnStep::Movement) return false;
  return click_draft(s, ui.orders, box);
}

// The umpire records where a player places a magazine (9.2); the spring
// allowance itself arrives with the seasons issue. The box is the map's selection.
void magazine_placement(GuiContext& ctx, const sk::SkState& s, SkUi& ui) {
  if (!ImGui::CollapsingHeader("Place a magazine (SK 9.2)")) return;
  static std::string owner;
  static char reason[120] = "spring magazine";
  if (owner.empty() || !s.faction(owner)) owner = s.turn.player.empty() ? s.factions.front().id : s.turn.player;
  if (ImGui::BeginCombo("Owner", faction_name(s, owner).c_str())) {
    for (const auto& f : s.factions)
      if (f.active && ImGui::Selectable(f.name.c_str(), f.id == owner)) owner = f.id;
    ImGui::EndCombo();
  }
  ImGui::Text("Box: %s", ui.selected_box.empty() ? "(click a box on the map)" : box_name(s, ui.selected_box).c_str());
  ImGui::InputText("Reason", reason, sizeof reason);
  ImGui::BeginDisabled(ui.selected_box.empty());
  if (ImGui::Button("Place magazine"))
    issue(ctx, ui, Json{{"type", "sk.place_magazine"}, {"args", {{"owner", owner}, {"box", ui.selected_box}, {"reason", reason}}}});
  ImGui::EndDisabled();
  int n = 0;
  for (const auto& m : s.magazines)
    if (m.owner == owner) ++n;
  ImGui::SameLine();
  ImGui::TextDisabled("%s has %d on the board", faction_name(s, owner).c_str(), n);
}

void draw_orders_window(GuiContext& ctx) {
  const sk::SkState* s = game_state(ctx);
  if (!s) return;
  SkUi& ui = ui_for(ctx.campaign);
  ui.orders.drawn_frame = ImGui::GetFrameCount();
  magazine_placement(ctx, *s, ui);
  if (s->phase != sk::Phase::PlayerTurn || s->turn.player.empty()) {
    ImGui::TextWrapped("No player turn is running (%s).", s->phase == sk::Phase::Setup ? "set-up" : sk::to_string(s->phase));
    ImGui::TextWrapped("Next: %s", sk::next_step(*s).c_str());
    draw_last_report(ctx, ui);
    return;
  }
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(rgba(faction_rgb(s->turn.player))), "%s", faction_name(*s, s->turn.player).c_str());
  ImGui::SameLine();
  ImGui::Text("- step: %s", sk::to_string(s->turn.step));
  switch (s->turn.step) {
    case sk::TurnStep::Movement: movement_step(ctx, *s, ui); break;
    case sk::TurnStep::Supply: supply_step(ctx, *s, ui); break;
    case sk::TurnStep::PostMovement: attrition_step(ctx, *s, ui); break;
    default:
      ImGui::TextWrapped("Orders are given in the movement step; supply is checked in the supply step and attrition "
                         "after movement.");
      ImGui::TextWrapped("Next: %s", sk::next_step(*s).c_str());
      break;
  }
  if (s->turn.step != sk::TurnStep::Movement && s->turn.step != sk::TurnStep::Supply &&
      s->turn.step != sk::TurnStep::PostMovement)
    return;
  ImGui::Separator();
  ImGui::TextDisabled("Next: %s", sk::next_step(*s).c_str());
  draw_last_report(ctx, ui);
}

}  // namespace umpire::skui
