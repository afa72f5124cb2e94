// The Tracks window (1631 §2.4): the turn (and winter), the initiative, the
// action in the turn and whose it is, the Swedish VP, both SP markers, the
// diplomacy track with the thresholds at the current VP (1631 §6.7), the
// alliances, the Révolte and the Habsburg Panic.
#include <imgui.h>

#include "1631/forces.h"
#include "1631/turn.h"
#include "ui/1631/flammes_ui.h"
#include "ui/1631/tracks.h"
#include "ui/windows.h"

namespace umpire::flammesui {

using namespace flammes;

std::optional<DiplomacyThresholds> diplomacy_thresholds(int vp) {
  if (vp > 80) return std::nullopt;
  const int row = vp <= 10 ? 0 : (vp - 1) / 10;  // 0-10, 11-20, ... 71-80
  return DiplomacyThresholds{8 - row, 11 - row};
}

namespace {

void track_row(const char* name, const std::string& value, const char* rule) {
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(name);
  ImGui::TableNextColumn();
  ImGui::TextWrapped("%s", value.c_str());
  ImGui::TableNextColumn();
  ImGui::TextDisabled("%s", rule);
}

// What a power's threshold means with the track: the d6 face needed.
std::string needs(int threshold, int track) {
  const int face = threshold - track;
  std::string out = std::to_string(threshold);
  if (face > 6) return out + " (impossible with a d6)";
  if (face <= 1) return out + " (any roll)";
  return out + " (a roll of " + std::to_string(face) + "+)";
}

std::string revolte_words(const Tracks& t) {
  switch (t.revolte) {
    case Revolte::OnTrack: return "on the turn track, box S" + std::to_string(t.revolte_box);
    case Revolte::Fresh: return "in Franken, Fresh (since turn " + std::to_string(t.revolte_turn) + ")";
    case Revolte::Spent: return "in Franken, Spent (since turn " + std::to_string(t.revolte_turn) + ")";
    case Revolte::Removed: return "removed";
  }
  return "";
}

const char* phase_words(Phase p) {
  switch (p) {
    case Phase::Initiative: return "initiative";
    case Phase::Campaign: return "campaign phase";
    case Phase::Supply: return "supply phase";
    case Phase::Over: return "the game is over";
  }
  return "";
}

}  // namespace

void draw_tracks_window(GuiContext& ctx) {
  const State* sp = game_state(ctx);
  if (!sp) return;
  const State& s = *sp;
  const Tracks& t = s.tracks;
  const int vp = swedish_vp(s);
  if (!ImGui::BeginTable("tracks1631", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) return;
  ImGui::TableSetupColumn("Track", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 7.5f);
  ImGui::TableSetupColumn("Now", ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn("Rule", ImGuiTableColumnFlags_WidthFixed, ImGui::CalcTextSize("1631 §9.4.2").x + 4);
  track_row("Turn",
            std::to_string(t.turn) + " of " + std::to_string(s.scenario ? s.scenario->last_turn : 10) +
                (s.winter() ? ", winter" : "") + "; " + phase_words(t.phase),
            "1631 §4");
  std::string initiative =
      t.initiative_rolled || t.phase != Phase::Initiative ? std::string(words(t.initiative)) : "not yet decided";
  if (const std::string why = automatic_initiative(s); !why.empty() && t.phase == Phase::Initiative)
    initiative += " (" + why + ")";
  track_row("Initiative", initiative, "1631 §5");
  if (t.phase == Phase::Campaign) {
    const auto who = acting_side(s);
    const int k = s.action.is_null() ? t.action + 1 : t.action;
    track_row("Action",
              std::to_string(k) + " of " + std::to_string(kActionsPerTurn) + ": the " + (who ? words(*who) : "nobody") +
                  (s.action.is_null() ? " to act" : " acting (" + s.action.value("kind", std::string()) + ")"),
              "1631 §4");
  }
  track_row("Swedish VP", std::to_string(vp) + " (strategic areas " + std::to_string(strategic_vp(s)) + ")",
            "1631 §9.4.1");
  track_row("SP",
            "Swedes " + std::to_string(supply_points(s, Side::Swedish)) + ", Imperials " +
                std::to_string(supply_points(s, Side::Imperial)),
            "1631 §9.1.1");
  std::string diplomacy = (t.diplomacy > 0 ? "+" : "") + std::to_string(t.diplomacy);
  if (t.brandenburg_allied && t.saxony_allied)
    diplomacy += "; both powers have joined the Swedes";
  else if (auto th = diplomacy_thresholds(vp)) {
    diplomacy += "; at " + std::to_string(vp) + " VP";
    if (!t.brandenburg_allied) diplomacy += ", Brandenburg needs " + needs(th->brandenburg, t.diplomacy);
    if (!t.saxony_allied) diplomacy += ", Saxony needs " + needs(th->saxony, t.diplomacy);
  } else {
    diplomacy += "; above 80 VP the table gives no threshold";
  }
  track_row("Diplomacy", diplomacy, "1631 §6.7");
  track_row("Alliances",
            std::string("Brandenburg ") + (t.brandenburg_allied ? "allied to the Swedes" : "neutral") + ", Saxony " +
                (t.saxony_allied ? "allied to the Swedes" : "neutral"),
            "1631 §6.7");
  track_row("Révolte", revolte_words(t), "1631 §10.2");
  track_row("Panic", t.panic_turn ? "happened in turn " + std::to_string(t.panic_turn) : std::string("not yet"),
            "1631 §10.1");
  if (t.magdeburg_reduced) track_row("Magdeburg", "taken by the Imperials: 6 VP for good", "1631 §10.6");
  if (!t.vp_history.empty()) {
    std::string h;
    for (std::size_t k = 0; k < t.vp_history.size(); ++k) h += (k ? ", " : "") + std::to_string(t.vp_history[k]);
    track_row("VP history", h + " (after each supply phase)", "1631 §9.4.2");
  }
  if (!t.result.empty()) track_row("Result", t.result, "1631 §9.4.2");
  ImGui::EndTable();
}

}  // namespace umpire::flammesui
