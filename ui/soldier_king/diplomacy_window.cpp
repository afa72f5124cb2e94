#include "ui/soldier_king/diplomacy_window.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

#include "soldier_king/diplomacy.h"
#include "ui/map_palette.h"
#include "ui/soldier_king/journal_search.h"
#include "ui/soldier_king/sk_ui.h"

namespace umpire::skui {

namespace {

const char* const kSeasons[] = {"Spring", "Summer", "Autumn", "Winter"};

Json command(const char* type, Json args) { return Json{{"type", type}, {"args", std::move(args)}}; }

// A season picker: year and season.
void season_input(const char* id, SeasonPick& d) {
  ImGui::PushID(id);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
  ImGui::InputInt("##year", &d.year);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
  ImGui::Combo("##season", &d.season, kSeasons, 4);
  ImGui::SameLine();
  ImGui::TextUnformatted(id);
  ImGui::PopID();
}

Json season_json(const SeasonPick& d) { return Json{{"year", d.year}, {"season", kSeasons[std::clamp(d.season, 0, 3)]}}; }
int ordinal(const SeasonPick& d) { return 4 * d.year + std::clamp(d.season, 0, 3); }

// Ticks for a set of factions.
void faction_ticks(const sk::SkState& s, const char* id, std::set<std::string>& chosen, const std::set<std::string>* only = nullptr) {
  ImGui::PushID(id);
  bool first = true;
  for (const auto& f : s.factions) {
    if (!f.active || (only && !only->count(f.id))) continue;
    if (!first) ImGui::SameLine();
    first = false;
    bool on = chosen.count(f.id) > 0;
    if (ImGui::Checkbox(f.name.c_str(), &on)) {
      if (on) chosen.insert(f.id);
      else chosen.erase(f.id);
    }
  }
  ImGui::SameLine();
  ImGui::TextUnformatted(id);
  ImGui::PopID();
}

Json list(const std::set<std::string>& items) { return Json(std::vector<std::string>(items.begin(), items.end())); }

std::string names(const sk::SkState& s, const std::vector<std::string>& factions) {
  std::string out;
  for (const auto& f : factions) out += (out.empty() ? "" : ", ") + faction_name(s, f);
  return out;
}

ImU32 level_colour(sk::Enforceability e) {
  switch (e) {
    case sk::Enforceability::Enforceable: return IM_COL32(70, 160, 80, 255);
    case sk::Enforceability::CourtDiscretion: return IM_COL32(210, 160, 40, 255);
    case sk::Enforceability::NotEnforceable: return IM_COL32(190, 60, 50, 255);
    case sk::Enforceability::NotInForce: break;
  }
  return IM_COL32(90, 90, 90, 255);
}

// 6.2.4, 6.2.5: the treaty's enforceability season by season, from its
// inception to 12 seasons after, with the current season marked.
void timeline(const sk::SkState& s, const sk::Treaty& t) {
  const int first = t.inception.ordinal() - 1, seasons = 14;
  float cell = ImGui::GetFontSize() * 2.8f, h = ImGui::GetFontSize() * 1.4f;
  ImVec2 at = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int i = 0; i < seasons; ++i) {
    int when = first + i;
    sk::EnforceabilityCheck e = sk::enforceability(s, t, when);
    ImVec2 a(at.x + static_cast<float>(i) * cell, at.y), b(a.x + cell - 2, a.y + h);
    dl->AddRectFilled(a, b, level_colour(e.level), 3.0f);
    if (when == s.date.ordinal()) dl->AddRect(ImVec2(a.x - 1, a.y - 1), ImVec2(b.x + 1, b.y + 1), IM_COL32(255, 255, 255, 255), 3.0f, 0, 2.0f);
    const char* season = kSeasons[((when % 4) + 4) % 4];
    std::string label = std::string(season, 2) + std::to_string((when / 4) % 100);
    dl->AddText(ImVec2(a.x + 3, a.y + 2), IM_COL32(255, 255, 255, 255), label.c_str());
  }
  ImGui::Dummy(ImVec2(cell * seasons, h + 2));
  if (ImGui::IsItemHovered()) {
    float x = ImGui::GetIO().MousePos.x - at.x;
    int when = first + static_cast<int>(x / cell);
    ImGui::SetTooltip("%s", sk::enforceability(s, t, when).reason.c_str());
  }
  ImGui::TextDisabled("green: enforceable; amber: at the Court's discretion; red: not enforceable; grey: not in force "
                      "(SK 6.2.4, 6.2.5)");
}

void record_forms(GuiContext& ctx, SkUi& ui, const sk::SkState& s) {
  DiplomacyForms& f = ui.diplomacy;
  if (f.inception.year == 0) f.inception = f.expiry = f.breach = {s.date.year, static_cast<int>(s.date.season)};
  if (ImGui::CollapsingHeader("Record a treaty (SK 6.2)")) {
    ImGui::InputText("Title", &f.title);
    ImGui::InputTextMultiline("Text", &f.text, ImVec2(-1, ImGui::GetTextLineHeight() * 6));
    int words = sk::word_count(f.text);
    ImGui::TextDisabled("%d words (one side of A4 in 12 point is about 600)", words);
    faction_ticks(s, "parties", f.parties);
    faction_ticks(s, "signed by", f.signed_by, &f.parties);
    season_input("inception", f.inception);
    ImGui::Checkbox("Expires", &f.has_expiry);
    if (f.has_expiry) {
      ImGui::SameLine();
      season_input("first season it no longer binds", f.expiry);
    }
    ImGui::InputText("Precedence clause", &f.precedence);
    ImGui::Checkbox("Lodged with the Imperial Court now (SK 6.2.1)", &f.lodged);
    ImGui::Checkbox("It has a clause placing it outside the Court (refused, SK 6.2.2)", &f.outside_court);
    if (ImGui::Button("Record the treaty")) {
      Json args{{"title", f.title},         {"text", f.text},       {"parties", list(f.parties)},
                {"signed_by", list(f.signed_by)}, {"inception", season_json(f.inception)}, {"lodged", f.lodged},
                {"outside_court", f.outside_court}};
      if (f.has_expiry) args["expiry"] = season_json(f.expiry);
      if (!f.precedence.empty()) args["precedence"] = f.precedence;
      issue(ctx, ui, command("sk.record_treaty", args));
    }
  }
  if (ImGui::CollapsingHeader("Record an informal agreement (never binding, SK 6.1)")) {
    faction_ticks(s, "between", f.agreement_parties);
    ImGui::InputTextMultiline("##agreement", &f.agreement, ImVec2(-1, ImGui::GetTextLineHeight() * 3));
    if (ImGui::Button("Record the agreement"))
      issue(ctx, ui, command("sk.record_agreement", {{"parties", list(f.agreement_parties)}, {"text", f.agreement}}));
  }
}

void treaty_details(GuiContext& ctx, SkUi& ui, const sk::SkState& s, const sk::Treaty& t) {
  DiplomacyForms& f = ui.diplomacy;
  ImGui::Text("%s (%s): %s", t.title.c_str(), t.id.c_str(), names(s, t.parties).c_str());
  ImGui::TextWrapped("%s", sk::treaty_status(s, t).c_str());
  timeline(s, t);
  ImGui::BeginChild("text", ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * 5), true);
  ImGui::TextWrapped("%s", t.text.c_str());
  ImGui::EndChild();
  if (!t.lodged && ImGui::Button("Lodge with the Imperial Court (SK 6.2.1)"))
    issue(ctx, ui, command("sk.lodge_treaty", {{"treaty", t.id}}));
  if (!t.terminated && ImGui::TreeNode("Mutual termination (SK 6.2.3)")) {
    std::set<std::string> parties(t.parties.begin(), t.parties.end());
    faction_ticks(s, "signed the termination", f.terminated_by, &parties);
    season_input("from", f.termination);
    if (ImGui::Button("Record the termination"))
      issue(ctx, ui, command("sk.terminate_treaty",
                             {{"treaty", t.id}, {"date", season_json(f.termination)}, {"signed_by", list(f.terminated_by)}}));
    ImGui::TreePop();
  }
  if (t.lodged && ImGui::TreeNode("Bring a case before the Imperial Court (SK 6.3)")) {
    Options plaintiffs;
    for (const auto& p : t.parties) plaintiffs.push_back({p, faction_name(s, p)});
    combo("Plaintiff", f.plaintiff, plaintiffs);
    std::set<std::string> others(t.parties.begin(), t.parties.end());
    others.erase(f.plaintiff);
    faction_ticks(s, "defendants", f.defendants, &others);
    season_input("alleged breach", f.breach);
    sk::EnforceabilityCheck e = sk::enforceability(s, t, ordinal(f.breach));
    ImGui::TextWrapped("At that season: %s [%s]", e.reason.c_str(), e.rule.c_str());
    ImGui::InputTextMultiline("Allegation", &f.allegation, ImVec2(-1, ImGui::GetTextLineHeight() * 3));
    std::string evidence;
    for (int seq : f.evidence) evidence += (evidence.empty() ? "" : ", ") + std::to_string(seq);
    ImGui::Text("Evidence (journal entries): %s", evidence.empty() ? "none; add some from the journal search below" : evidence.c_str());
    if (!f.evidence.empty()) {
      ImGui::SameLine();
      if (ImGui::SmallButton("Clear")) f.evidence.clear();
    }
    if (ImGui::Button("Call the Court")) {
      issue(ctx, ui, command("sk.bring_case", {{"treaty", t.id},
                                               {"plaintiff", f.plaintiff},
                                               {"defendants", list(f.defendants)},
                                               {"breach", season_json(f.breach)},
                                               {"allegation", f.allegation},
                                               {"evidence", f.evidence}}));
    }
    ImGui::TreePop();
  }
}

void treaties_tab(GuiContext& ctx, SkUi& ui, const sk::SkState& s) {
  DiplomacyForms& f = ui.diplomacy;
  Options parties{{"", "any party"}};
  for (const auto& x : s.factions)
    if (x.active) parties.push_back({x.id, x.name});
  combo("##party", f.filter_party, parties, 9);
  ImGui::SameLine();
  ImGui::Checkbox("in force", &f.filter_in_force);
  ImGui::SameLine();
  ImGui::Checkbox("expiring within", &f.filter_expiring);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5);
  ImGui::InputInt("seasons", &f.expiring_within);
  sk::TreatyFilter filter{f.filter_party, f.filter_in_force, f.filter_expiring ? std::max(0, f.expiring_within) : -1};
  auto list_ = sk::treaties(s, filter);
  if (list_.empty()) ImGui::TextDisabled("No treaty recorded%s.", s.diplomacy.treaties.empty() ? "" : " matches");
  if (!sk::find_treaty(s, f.selected_treaty) && !list_.empty()) f.selected_treaty = list_.front()->id;
  for (const sk::Treaty* t : list_) {
    if (ImGui::Selectable((t->id + "  " + t->title + " — " + names(s, t->parties) + " — " + sk::treaty_status(s, *t)).c_str(),
                          f.selected_treaty == t->id))
      f.selected_treaty = t->id;
  }
  if (const sk::Treaty* t = sk::find_treaty(s, f.selected_treaty)) {
    ImGui::Separator();
    treaty_details(ctx, ui, s, *t);
  }
  if (!s.diplomacy.agreements.empty() && ImGui::TreeNode("Informal agreements (never binding, SK 6.1)")) {
    for (const auto& a : s.diplomacy.agreements)
      ImGui::BulletText("%s, %s: %s", names(s, a.parties).c_str(), a.recorded.describe().c_str(), a.text.c_str());
    ImGui::TreePop();
  }
  ImGui::Separator();
  record_forms(ctx, ui, s);
}

void punishments(GuiContext& ctx, SkUi& ui, const sk::SkState& s, const sk::CourtCase& c) {
  DiplomacyForms& f = ui.diplomacy;
  ImGui::TextUnformatted("Punishments (SK 6.3.1; the Court must be restrained, SK 6.4):");
  for (const auto& p : c.punishments) ImGui::BulletText("%s", p.text.c_str());
  Options columns, stands, receivers{{c.plaintiff, faction_name(s, c.plaintiff)}}, places;
  for (const auto& col : s.columns)
    if (std::find(c.defendants.begin(), c.defendants.end(), col.owner) != c.defendants.end()) {
      columns.push_back({col.id, col.name + " (" + faction_name(s, col.owner) + ")"});
      for (const auto& st : col.stands) stands.push_back({st.id, stand_type_name(s, st.type) + " " + st.id + " of " + col.name});
    }
  combo("##demote", f.punish_column, columns, 18);
  ImGui::SameLine();
  if (ImGui::Button("Reduce one training level")) issue(ctx, ui, command("sk.punish_demote", {{"case", c.id}, {"column", f.punish_column}}));
  ImGui::SameLine();
  if (ImGui::Button("The column changes sides"))
    issue(ctx, ui, command("sk.punish_defect", {{"case", c.id}, {"column", f.punish_column}, {"to", c.plaintiff}}));
  combo("##stand", f.punish_stand, stands, 18);
  ImGui::SameLine();
  if (ImGui::Button("The regiment changes sides"))
    issue(ctx, ui, command("sk.punish_defect", {{"case", c.id}, {"stand", f.punish_stand}, {"to", c.plaintiff}}));
  for (const auto& p : s.map->provinces) places.push_back({"p:" + p.id, "Province " + p.name});
  for (const auto& b : s.map->boxes) places.push_back({"b:" + b.id, b.name});
  combo("##place", f.punish_place, places, 18);
  receivers.push_back({"neutral", "declared neutral"});
  receivers.push_back({"independent", "declared independent"});
  ImGui::SameLine();
  combo("##to", f.punish_to, receivers, 10);
  ImGui::SameLine();
  if (ImGui::Button("Cede") && f.punish_place.size() > 2) {
    bool province = f.punish_place[0] == 'p';
    issue(ctx, ui, command("sk.punish_cede", {{"case", c.id}, {province ? "province" : "box", f.punish_place.substr(2)}, {"to", f.punish_to}}));
  }
  ImGui::InputText("##other", &f.punish_other);
  ImGui::SameLine();
  if (ImGui::Button("Another penalty")) issue(ctx, ui, command("sk.punish_other", {{"case", c.id}, {"text", f.punish_other}}));
}

void court_tab(GuiContext& ctx, SkUi& ui, const sk::SkState& s) {
  DiplomacyForms& f = ui.diplomacy;
  std::string waiting = sk::court_waiting(s);
  if (!waiting.empty()) ImGui::TextColored(ImVec4(1.0f, 0.75f, 0.2f, 1.0f), "%s", waiting.c_str());
  if (s.diplomacy.cases.empty()) ImGui::TextDisabled("No case has been brought before the Imperial Court.");
  for (const auto& c : s.diplomacy.cases) {
    const sk::Treaty* t = sk::find_treaty(s, c.treaty);
    std::string line = c.id + "  " + faction_name(s, c.plaintiff) + " v. " + names(s, c.defendants) + " — " +
                       (t ? t->title : c.treaty) + ", breach " + c.breach.describe() + " — " + sk::case_status(c);
    if (ImGui::Selectable(line.c_str(), f.selected_case == c.id)) f.selected_case = c.id;
  }
  if (!sk::find_case(s, f.selected_case) && !s.diplomacy.cases.empty()) f.selected_case = s.diplomacy.cases.back().id;
  const sk::CourtCase* c = sk::find_case(s, f.selected_case);
  if (!c) return;
  ImGui::Separator();
  ImGui::TextWrapped("Allegation: %s", c->allegation.c_str());
  ImGui::Text("Enforceability at the breach: %s (%d seasons after the inception)", c->enforceability.c_str(), c->elapsed);
  ImGui::Text("The Court: %s", c->members.empty() ? "no member (the umpire decides alone, SK 6.3)" : names(s, c->members).c_str());
  if (!c->evidence.empty()) {
    std::string ev;
    for (int seq : c->evidence) ev += (ev.empty() ? "#" : ", #") + std::to_string(seq);
    ImGui::Text("Evidence: journal entries %s", ev.c_str());
  }
  if (!c->judged) {
    Options chiefs{{"umpire", "the umpire (Lord Chief Justice)"}};
    for (const auto& m : c->members) chiefs.push_back({m, faction_name(s, m)});
    combo("##chief", f.chief, chiefs, 16);
    ImGui::SameLine();
    if (ImGui::Button("Chief Justice")) issue(ctx, ui, command("sk.court_chief_justice", {{"case", c->id}, {"chief", f.chief}}));
    for (const auto& m : c->members) {
      ImGui::PushID(m.c_str());
      auto v = std::find_if(c->votes.begin(), c->votes.end(), [&](const sk::Vote& x) { return x.member == m; });
      ImGui::Text("%s: %s", faction_name(s, m).c_str(), v == c->votes.end() ? "not voted" : v->breach ? "breach" : "no breach");
      if (v == c->votes.end()) {
        ImGui::SameLine();
        if (ImGui::SmallButton("breach")) issue(ctx, ui, command("sk.court_vote", {{"case", c->id}, {"member", m}, {"vote", "breach"}}));
        ImGui::SameLine();
        if (ImGui::SmallButton("no breach")) issue(ctx, ui, command("sk.court_vote", {{"case", c->id}, {"member", m}, {"vote", "no_breach"}}));
      }
      ImGui::PopID();
    }
    sk::Tally tl = sk::tally(*c);
    ImGui::Text("Votes: %d breach, %d no breach%s", tl.breach, tl.no_breach, tl.hung() && !c->members.empty() ? " (hung: the Chief Justice's casting vote)" : "");
    ImGui::InputTextMultiline("Judgement", &f.judgement, ImVec2(-1, ImGui::GetTextLineHeight() * 3));
    Options casting{{"", "(no casting vote)"}, {"breach", "casting vote: breach"}, {"no_breach", "casting vote: no breach"}};
    combo("##casting", f.casting_vote, casting, 14);
    if (c->members.empty()) {
      ImGui::SameLine();
      combo("##finding", f.finding, {{"breach", "finding: breach"}, {"no_breach", "finding: no breach"}}, 12);
    }
    ImGui::SameLine();
    if (ImGui::Button("Announce the judgement")) {
      Json args{{"case", c->id}, {"text", f.judgement}};
      if (!f.casting_vote.empty()) args["casting_vote"] = f.casting_vote;
      if (c->members.empty()) args["finding"] = f.finding;
      if (!tl.not_voted.empty()) args["abstaining"] = tl.not_voted;
      issue(ctx, ui, command("sk.court_judgement", args));
    }
  } else {
    ImGui::TextWrapped("Judgement (%s): %s — %s", c->announced.describe().c_str(), c->breach_found ? "breach found" : "no breach",
                       c->judgement.c_str());
    if (c->breach_found) punishments(ctx, ui, s, *c);
  }
}

// "Bravance columns entered Cleve, Summer 1741": moves from the journal, for evidence.
void journal_tab(GuiContext& ctx, SkUi& ui, const sk::SkState& s) {
  DiplomacyForms& f = ui.diplomacy;
  Options factions{{"", "any faction"}}, provinces{{"", "any province"}}, boxes{{"", "any box"}};
  for (const auto& x : s.factions) factions.push_back({x.id, x.name});
  for (const auto& p : s.map->provinces) provinces.push_back({p.id, p.name});
  for (const auto& b : s.map->boxes)
    if (f.search_province.empty() || b.province == f.search_province) boxes.push_back({b.id, b.name});
  combo("##faction", f.search_faction, factions, 9);
  ImGui::SameLine();
  combo("##province", f.search_province, provinces, 10);
  ImGui::SameLine();
  combo("##box", f.search_box, boxes, 10);
  if (f.search_from.year == 0) f.search_from = f.search_to = {s.date.year, static_cast<int>(s.date.season)};
  season_input("from", f.search_from);
  season_input("to", f.search_to);
  MoveQuery q{f.search_faction, f.search_province, f.search_box, ordinal(f.search_from), ordinal(f.search_to)};
  // The journal is read from the file only when the campaign or the query changed, not every frame.
  if (f.search_state != ctx.campaign.state().game || !(f.search_query == q)) {
    f.search_hits = find_moves(ctx.campaign.journal(), q);
    f.search_state = ctx.campaign.state().game;
    f.search_query = q;
  }
  const auto& hits = f.search_hits;
  ImGui::Text("%zu moves found", hits.size());
  for (const auto& h : hits) {
    ImGui::PushID(static_cast<int>(h.seq));
    bool in = std::find(f.evidence.begin(), f.evidence.end(), h.seq) != f.evidence.end();
    if (ImGui::SmallButton(in ? "in evidence" : "add to evidence") && !in) f.evidence.push_back(static_cast<int>(h.seq));
    ImGui::SameLine();
    ImGui::Text("#%lld %s: %s", static_cast<long long>(h.seq), h.season.c_str(), h.text.c_str());
    ImGui::PopID();
  }
}

}  // namespace

void draw_diplomacy_window(GuiContext& ctx) {
  const sk::SkState* s = game_state(ctx);
  if (!s) return;
  SkUi& ui = ui_for(ctx.campaign);
  draw_last_report(ctx, ui);
  if (ImGui::BeginTabBar("diplomacy")) {
    if (ImGui::BeginTabItem("Treaties")) {
      treaties_tab(ctx, ui, *s);
      ImGui::EndTabItem();
    }
    // The first time, open on the Court when it owes a judgement or a punishment.
    bool court_first = !ui.diplomacy.tab_chosen && !sk::court_waiting(*s).empty();
    ui.diplomacy.tab_chosen = true;
    if (ImGui::BeginTabItem("Imperial Court", nullptr, court_first ? ImGuiTabItemFlags_SetSelected : 0)) {
      court_tab(ctx, ui, *s);
      ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem("Journal search")) {
      journal_tab(ctx, ui, *s);
      ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
  }
}

}  // namespace umpire::skui
