// The Tracks window (GdB 1, 11, 12, 14): the turn and its months, the phase and
// step, both camps' VP, Table 4 (each ally's pointer and its zone), France, the
// conditional reinforcements, the reinforcements still to come and each camp's
// pool.
#include <imgui.h>

#include "bourgogne/forces.h"
#include "bourgogne/turn.h"
#include "ui/bourgogne/bourgogne_ui.h"
#include "ui/bourgogne/map_layers.h"
#include "ui/windows.h"

namespace umpire::bourgogneui {

using namespace bourgogne;

namespace {

void row(const char* name, const std::string& value, const char* rule) {
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(name);
  ImGui::TableNextColumn();
  ImGui::TextWrapped("%s", value.c_str());
  ImGui::TableNextColumn();
  ImGui::TextDisabled("%s", rule);
}

std::string pointer_words(const State& s, Power p) {
  switch (allegiance(s, p)) {
    case Allegiance::Absent: return "not on the table";
    case Allegiance::Neutral: return "neutral";
    case Allegiance::Doubt: return "Doubt, " + std::to_string(s.tracks.pointers.at(p)) + " from neutral";
    case Allegiance::Constant: return "Constant, " + std::to_string(s.tracks.pointers.at(p)) + " from neutral";
  }
  return "";
}

std::string pool_words(const State& s, Camp camp) {
  std::string out;
  for (const auto& u : s.units)
    if (u.where == Where::Pool && camp_of(s, u) == camp) out += (out.empty() ? "" : ", ") + u.name;
  for (const auto& c : s.commanders)
    if (c.where == Where::Pool && camp_of(s, c) == camp) out += (out.empty() ? "" : ", ") + c.name;
  return out.empty() ? "empty" : out;
}

}  // namespace

void draw_tracks_window(GuiContext& ctx) {
  const State* s = game_state(ctx);
  if (!s) return;
  const Tracks& t = s->tracks;
  if (ImGui::BeginTable("##tracksgdb", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("Track", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 9);
    ImGui::TableSetupColumn("Now", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("Rule", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 5);
    row("Turn", std::to_string(t.turn) + " of " + std::to_string(s->scenario->last_turn) + ", " + months(t.turn) +
                    (s->bad_weather() ? " (bad weather)" : ""),
        "GdB 1");
    row("Now", describe_position(*s), "GdB 5");
    for (Camp c : kCamps) row((std::string(camp_name(c)) + " VP").c_str(), std::to_string(t.vp.at(c)), "GdB 12.1");
    for (Power p : {Power::Italy, Power::Savoy, Power::Lorraine, Power::Germany})
      row(power_name(p) == std::string("Germany (Lower Union and Austria)") ? "Germany" : power_name(p),
          pointer_words(*s, p), "GdB 11");
    row("France", t.france ? std::string("with the ") + camp_name(*t.france) + " since turn " +
                                 std::to_string(t.france_turn)
                           : "neutral",
        "GdB 13");
    for (Camp c : kCamps) {
      auto trig = t.conditional_triggered.find(c);
      bool received = t.conditional_received.count(c) && t.conditional_received.at(c);
      row((std::string(camp_name(c)) + " conditional").c_str(),
          received ? "received"
          : trig != t.conditional_triggered.end() ? "triggered on turn " + std::to_string(trig->second)
                                                  : "not triggered",
          "GdB 10.1");
    }
    for (Camp c : kCamps) row((std::string(camp_name(c)) + " pool").c_str(), pool_words(*s, c), "GdB 10.2");
    ImGui::EndTable();
  }
  ImGui::Separator();
  ImGui::TextUnformatted("Reinforcements to come");
  for (const auto& r : s->scenario->reinforcements) {
    int waiting = 0;
    for (const auto& u : s->units) waiting += u.where == Where::Waiting && u.arrival == r.id;
    for (const auto& c : s->commanders) waiting += c.where == Where::Waiting && c.arrival == r.id;
    if (!waiting) continue;
    std::string when = r.turn > 0 ? "turn " + std::to_string(r.turn) : r.kind == "france" ? "if France joins" : "when triggered";
    ImGui::BulletText("%s: %s (%s)", when.c_str(), r.name.c_str(), r.rule.c_str());
  }
}

}  // namespace umpire::bourgogneui
