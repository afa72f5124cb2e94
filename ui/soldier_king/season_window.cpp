#include "ui/soldier_king/season_window.h"

#include <imgui.h>

#include <algorithm>

#include "soldier_king/events.h"
#include "soldier_king/promotion.h"
#include "soldier_king/provinces.h"
#include "soldier_king/recruiting.h"
#include "soldier_king/revolt.h"
#include "soldier_king/seasons.h"
#include "soldier_king/victory.h"
#include "soldier_king/turn.h"
#include "ui/map_palette.h"
#include "ui/soldier_king/sk_ui.h"
#include "ui/windows.h"

namespace umpire::skui {

namespace {


// A section heading (ImGui 1.89 has no SeparatorText).
void section(const char* title) {
  ImGui::Spacing();
  ImGui::Separator();
  ImGui::TextUnformatted(title);
}

Json command(const char* type, Json args = Json::object()) { return Json{{"type", type}, {"args", std::move(args)}}; }

void faction_text(const sk::SkState& s, const std::string& f) {
  ImGui::TextColored(faction_text_colour(f), "%s", faction_name(s, f).c_str());
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
    ImGui::PushID(province.c_str());
    ImGui::Text("%s", s.map->province_name(province).c_str());
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
      ImGui::Text("%s:", s.map->province_name(province).c_str());
      ImGui::SameLine();
      combo("##box", box, boxes);
      ImGui::SameLine();
      if (ImGui::Button("Place"))
        issue(ctx, ui, command("sk.spring_magazine", {{"faction", f.id}, {"province", province}, {"box", box}}));
      ImGui::PopID();
    }
  }
  if (!any) ImGui::TextDisabled("Every ruler has placed his spring magazines.");
}

// The columns in a province, optionally only one faction's and only cavalry.
Options columns_in(const sk::SkState& s, const std::string& province, const std::string& owner, bool cavalry_only) {
  Options out;
  for (const auto& c : s.columns) {
    if (!s.map->in_province(c.box, province) || c.rebel || (!owner.empty() && c.owner != owner)) continue;
    const sk::CityBox* b = s.map->box(c.box);
    if (cavalry_only && c.kind == sk::ColumnKind::Infantry) continue;
    out.push_back({c.id, c.name + " (" + faction_name(s, c.owner) + ", " + b->name + ")"});
  }
  return out;
}

Options boxes_in(const sk::SkState& s, const std::string& province) {
  Options out;
  for (const auto* b : s.map->boxes_in(province)) out.push_back({b->id, b->name});
  return out;
}

// The waiting event's choice (17.2.1-17.2.7): a box, a column, or the SP lost.
void event_choice(GuiContext& ctx, SkUi& ui, const sk::SkState& s, std::size_t index) {
  const sk::EventDraw& d = s.events.draws[index];
  SeasonForms& f = ui.season;
  ImGui::PushID(static_cast<int>(index));
  if (d.event == "good_harvest" || d.event == "fortress") {
    combo("##box", f.event_box, boxes_in(s, d.province));
    ImGui::SameLine();
    bool harvest = d.event == "good_harvest";
    if (ImGui::Button(harvest ? "Place the magazine" : "Place the marker"))
      issue(ctx, ui, command(harvest ? "sk.event_magazine" : "sk.event_fortress", {{"box", f.event_box}}));
  } else if (d.event == "drillmaster" || d.event == "typhus" || d.event == "equine_encephalitis") {
    combo("##column", f.event_column, columns_in(s, d.province, "", d.event == "equine_encephalitis"));
    ImGui::SameLine();
    const char* type = d.event == "drillmaster" ? "sk.event_drill" : d.event == "typhus" ? "sk.event_typhus" : "sk.event_equine";
    if (ImGui::Button(d.event == "drillmaster" ? "Promote" : "Strike this column"))
      issue(ctx, ui, command(type, {{"column", f.event_column}}));
  } else if (d.event == "poor_harvest") {
    ImGui::Text("%s loses %d SP in the province; allocate them:", faction_name(s, d.affected).c_str(), d.roll);
    Json losses = Json::array();
    for (const auto& c : s.columns) {
      if (!s.map->in_province(c.box, d.province) || c.owner != d.affected) continue;
      for (const auto& st : c.stands) {
        int& n = f.event_losses[st.id];
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
        ImGui::InputInt((c.name + " " + stand_type_name(s, st.type) + " " + st.id + " (" + std::to_string(st.sp) + " SP)").c_str(), &n);
        n = std::clamp(n, 0, st.sp);
        if (n > 0) losses.push_back({{"stand", st.id}, {"sp", n}});
      }
    }
    if (ImGui::Button("Apply the losses"))
      issue(ctx, ui, command("sk.event_losses", {{"draw", static_cast<int>(index) + 1}, {"losses", losses}}));
  }
  ImGui::PopID();
}

// SK 17.1-17.2: each King declares a province and draws; all cards are
// revealed together; the effects with a choice wait for it.
void random_events(GuiContext& ctx, SkUi& ui, const sk::SkState& s) {
  if (s.phase != sk::Phase::SeasonStart || s.start_step != sk::StartStep::Events) return;
  section("Random events (SK 17)");
  ImGui::TextDisabled("%d cards left in the deck", sk::cards_left(s));
  auto draws = sk::event_draws(s);
  if (!draws.empty() && ImGui::BeginTable("draws", 4, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingStretchProp)) {
    float king = ImGui::CalcTextSize("King").x;  // as wide as the longest name: a name is never cut
    for (const auto& d : draws) king = std::max(king, ImGui::CalcTextSize(faction_name(s, d.drawer).c_str()).x);
    ImGui::TableSetupColumn("King", ImGuiTableColumnFlags_WidthFixed, king);
    ImGui::TableSetupColumn("Province", ImGuiTableColumnFlags_WidthStretch, 1.1f);  // the affected King in brackets
    ImGui::TableSetupColumn("Event", ImGuiTableColumnFlags_WidthStretch, 1.1f);
    ImGui::TableSetupColumn("What happened", ImGuiTableColumnFlags_WidthStretch, 2.2f);
    ImGui::TableHeadersRow();
    for (const auto& d : draws) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      faction_text(s, d.drawer);
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s (%s)", s.map->province_name(d.province).c_str(), faction_name(s, d.affected).c_str());
      ImGui::TableNextColumn();
      if (d.revealed) {
        ImGui::TextWrapped("%s [%s]", d.event_name.c_str(), d.rule.c_str());
        text_disabled_wrapped(d.card_name);
      } else {
        text_disabled_wrapped("hidden until every King has drawn");
      }
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", !d.needs.empty() ? d.needs.c_str() : d.result.c_str());
    }
    ImGui::EndTable();
  }
  std::string king = sk::next_drawer(s);
  if (!king.empty()) {
    Options provinces, affected{{"", "(default: umpire's ruling)"}};
    for (const auto& p : s.map->provinces) provinces.push_back({p.id, p.name});
    // On as few lines as the window's width allows, never past its edge.
    const float em = ImGui::GetFontSize(), combo_width = em * 14 + ImGui::GetFrameHeight();
    faction_text(s, king);
    ImGui::SameLine();
    ImGui::TextUnformatted("declares");
    same_line_if_fits(combo_width);
    combo("##province", ui.season.event_province, provinces);
    for (const auto& f : sk::players_with_troops(s, ui.season.event_province)) affected.push_back({f, faction_name(s, f)});
    same_line_if_fits(ImGui::CalcTextSize("affecting").x);
    ImGui::TextUnformatted("affecting");
    same_line_if_fits(combo_width);
    combo("##affected", ui.season.event_affected, affected);
    same_line_if_fits(button_width("Draw"));
    if (ImGui::Button("Draw")) {
      Json args{{"faction", king}, {"province", ui.season.event_province}};
      if (!ui.season.event_affected.empty()) args["affected"] = ui.season.event_affected;
      issue(ctx, ui, command("sk.draw_event", args));
    }
  }
  for (std::size_t i = 0; i < s.events.draws.size(); ++i)
    if (s.events.draws[i].status == "waiting") {
      event_choice(ctx, ui, s, i);
      break;
    }
}

// SK 17.2.8: revolts in progress, and the Rebel turn's battles.
void rebels(GuiContext& ctx, SkUi& ui, const sk::SkState& s) {
  auto revolts = sk::revolts_in_progress(s);
  if (revolts.empty()) return;
  section("Revolts (SK 17.2.8)");
  for (const auto& r : revolts) bullet_wrapped(r.text);
  if (s.phase != sk::Phase::SeasonStart || s.start_step != sk::StartStep::Rebels) return;
  for (const auto& b : sk::rebel_battles(s)) {
    ImGui::PushID(b.box.c_str());
    ImGui::TextWrapped("%s", b.text.c_str());
    if (b.needs.empty()) {
      ImGui::PopID();
      continue;
    }
    Options commanders, winners{{"rebels", "Rebels"}};
    for (const auto& f : s.turn_order)
      if (std::find(b.factions.begin(), b.factions.end(), f) == b.factions.end()) commanders.push_back({f, faction_name(s, f)});
    for (const auto& f : b.factions) winners.push_back({f, faction_name(s, f)});
    if (b.commander.empty()) {
      ImGui::TextUnformatted("Rebels commanded by");
      ImGui::SameLine();
      combo("##commander", ui.season.rebel_commander[b.box], commanders);
      ImGui::SameLine();
      if (ImGui::Button("Name"))
        issue(ctx, ui, command("sk.rebel_commander", {{"box", b.box}, {"faction", ui.season.rebel_commander[b.box]}}));
    } else {
      // The battle goes through the hand-off like any other (SK 17.2.8.1): briefings, the result form,
      // recovery, retreat and promotions, in the Battles window.
      ImGui::TextWrapped("Rebels commanded by %s. Open the battle, then send it to the table and record its result in "
                         "the Battles window.", faction_name(s, b.commander).c_str());
      if (ImGui::Button("Open the battles")) issue(ctx, ui, command("sk.open_battles", Json::object()));
    }
    ImGui::PopID();
  }
}

// The player's own columns that training could promote now (12.4.1).
Options trainable(const sk::SkState& s, bool unmarched_only) {
  Options out;
  for (const auto& c : s.columns)
    if (c.owner == s.turn.player && !c.box.empty() && sk::check_promotion(s, c, false).empty() &&
        (!unmarched_only || c.marches == 0))
      out.push_back({c.id, c.name + " (" + box_name(s, c.box) + ")"});
  return out;
}

// SK 12.4.1, 12.4.4, 13, 20.3.2: training every turn, winter quarters, and
// the winter's recruiting and howitzers.
void promotion_and_recruiting(GuiContext& ctx, SkUi& ui, const sk::SkState& s) {
  if (s.phase != sk::Phase::PlayerTurn) return;
  SeasonForms& f = ui.season;
  bool winter = s.date.season == sk::Season::Winter;
  if (s.turn.step == sk::TurnStep::Movement && winter) {
    section("Winter quarters (SK 12.4.4)");
    ImGui::TextDisabled("Each march not used may train one Raw column that has not marched.");
    combo("##quarters", f.quarters_column, trainable(s, true));
    ImGui::SameLine();
    if (ImGui::Button("Train in winter quarters")) issue(ctx, ui, command("sk.winter_quarters", {{"column", f.quarters_column}}));
  }
  if (s.turn.step != sk::TurnStep::Recovery) return;
  section("Training (SK 12.4.1)");
  combo("##train", f.train_column, trainable(s, false));
  ImGui::SameLine();
  if (ImGui::Button("Train")) issue(ctx, ui, command("sk.train", {{"column", f.train_column}}));
  if (!winter) return;
  section("Winter recruiting (SK 13, 20.2)");
  sk::RecruitingCapacity cap = sk::recruiting_capacity(s, s.turn.player);
  ImGui::Text("Winter %d of the war: base %d + %d victories = %d; raised %d", cap.war_winter, cap.base, cap.victories,
              cap.capacity, cap.recruited);
  ImGui::Text("Recruiting cities free: %d; army %d of %d (room %d)", cap.cities, cap.columns, cap.maximum, cap.room);
  ImGui::Text("May still raise: %d (next infantry column: Type %d)", cap.allowed, sk::next_infantry_type(s, s.turn.player));
  Options cities;
  for (const auto& c : sk::recruiting_cities_held(s, s.turn.player)) cities.push_back({c, box_name(s, c)});
  combo("##city", f.recruit_city, cities);
  ImGui::SameLine();
  const char* kinds[] = {"Infantry", "Heavy cavalry", "Light cavalry"};
  const char* kind_ids[] = {"infantry", "heavy_cavalry", "light_cavalry"};
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9);
  ImGui::Combo("##kind", &f.recruit_kind, kinds, 3);
  ImGui::SameLine();
  ImGui::BeginDisabled(cap.allowed <= 0);
  if (ImGui::Button("Recruit"))
    issue(ctx, ui, command("sk.recruit", {{"city", f.recruit_city}, {"kind", kind_ids[std::clamp(f.recruit_kind, 0, 2)]}}));
  ImGui::EndDisabled();
  Options batteries;
  for (const auto& id : sk::howitzer_candidates(s, s.turn.player)) {
    std::string where;
    for (const auto& c : s.columns)
      for (const auto& st : c.stands)
        if (st.id == id) where = stand_type_name(s, st.type) + " " + id + " of " + c.name;
    batteries.push_back({id, where.empty() ? id : where});
  }
  if (!batteries.empty()) {
    ImGui::TextUnformatted("Howitzers (SK 20.3.2):");
    ImGui::SameLine();
    combo("##battery", f.howitzer_stand, batteries);
    ImGui::SameLine();
    if (ImGui::Button("Convert")) issue(ctx, ui, command("sk.convert_howitzer", {{"stand", f.howitzer_stand}}));
  }
}

void header(GuiContext& ctx, SkUi& ui, const sk::SkState& s) {
  ImGui::TextWrapped("%s", ctx.campaign.module()->status(s).c_str());
  if (s.phase == sk::Phase::SeasonStart) {
    const std::string step = std::string("(step: ") + sk::to_string(s.start_step) + ")";
    same_line_if_fits(ImGui::CalcTextSize(step.c_str()).x);
    ImGui::TextDisabled("%s", step.c_str());
  }
  ImGui::TextWrapped("Next: %s", sk::next_step(s).c_str());
  if (ctx.dice_pending) ImGui::TextColored(ImVec4(1.0f, 0.75f, 0.2f, 1.0f), "Dice are pending: type them in the Dice window.");
  advance_button(ctx, ui);
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
  random_events(ctx, ui, *s);
  rebels(ctx, ui, *s);
  plebiscites(ctx, ui, *s);
  promotion_and_recruiting(ctx, ui, *s);
  electoral_panel(*s);
}

}  // namespace umpire::skui
