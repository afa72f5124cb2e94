#include "bourgogne/summary.h"

#include "bourgogne/report.h"

namespace umpire::bourgogne {

namespace {

// The camp whose zone it is by the map (GdB 6.1): its original territory's, else its land's start camp.
std::optional<Camp> own_camp_of(const Zone& z) {
  if (z.original_camp) return z.original_camp;
  if (z.territory) return start_camp(*z.territory);
  return std::nullopt;
}

}  // namespace

SummaryView summary_view(const State& s, const ViewSettings& settings) {
  SummaryView v;
  v.umpired = settings.umpired;
  v.map_reconstructed = map_is_reconstructed(*s.map);
  v.tracks = tracks_view(s);
  for (const auto& z : s.map->zones) {
    if (!z.objective()) continue;
    ZoneView zv = public_zone(s, z.id);
    auto marker = s.zone(z.id).marker;
    auto own = own_camp_of(z);
    if (marker && own && marker != own) v.taken.push_back(zv.name + ", held by the " + camp_name(*marker));
    v.objectives.push_back(std::move(zv));
  }
  v.combats = combat_views(s, std::nullopt);
  v.schedule = reinforcement_schedule(s);
  return v;
}

SummaryView summary_view_for(const CampaignState& cs, const std::string&) {
  SummaryView v = summary_view(state_of(cs), view_settings(cs));
  v.campaign_name = cs.core.name;
  return v;
}

report::Document render_summary(const SummaryView& v) {
  report::Document doc;
  doc.title = "Turn summary: turn " + std::to_string(v.tracks.turn) + " of " + std::to_string(v.tracks.last_turn);
  doc.subtitle = (v.campaign_name.empty() ? std::string("Les Guerres de Bourgogne") : v.campaign_name) +
                 " — public, for both camps";
  doc.paragraph(v.tracks.position + ".");
  doc.paragraph(
      "What both camps know: the tracks, Table 4, the control markers on the map and where battles and "
      "sieges were fought and how they ended. Which units fought and where the stacks stand are told only "
      "to their own camp: stacks cannot be examined by the opponent (GdB 7.1)" +
          std::string(v.umpired ? "; setting \"knowledge\": umpired." : "."),
      true);
  if (v.map_reconstructed) doc.paragraph(reconstructed_map_banner(), true);
  doc.heading(1, "The tracks");
  doc.blocks.push_back(tracks_table(v.tracks));
  doc.heading(2, "Table 4: the allies (GdB 11)");
  doc.blocks.push_back(alliance_table(v.tracks));

  doc.heading(1, "Battles and sieges (GdB 9)");
  if (v.combats.empty()) {
    doc.paragraph("No battle or siege to tell of.");
  } else {
    report::Table t{{"Turn", "Place", "Kind", "Attacker", "Defender", "Outcome"}, {}};
    for (const auto& c : v.combats)
      t.rows.push_back({c.turn > 0 ? std::to_string(c.turn) : "—", c.place, c.kind.empty() ? "—" : c.kind,
                        c.attacker.empty() ? "—" : c.attacker, c.defender.empty() ? "—" : c.defender,
                        !c.outcome.empty() ? c.outcome
                        : c.status.empty() ? "—"
                                           : c.status});
    doc.blocks.push_back(t);
  }

  doc.heading(1, "Objectives and their control markers (GdB 6.1, 12.1)");
  report::Table objectives = objectives_table(v.objectives);
  objectives.header.pop_back();  // control now depends on who stands there: not public
  for (auto& row : objectives.rows) row.pop_back();
  if (objectives.rows.empty())
    doc.paragraph("The map has no objective.");
  else
    doc.blocks.push_back(objectives);
  doc.heading(2, "Objectives in the other camp's hands");
  if (v.taken.empty())
    doc.paragraph("Every objective's marker shows its own camp.");
  else
    doc.bullets(v.taken);

  doc.heading(1, "Reinforcements (GdB 10.1, 14)");
  doc.blocks.push_back(schedule_table(v.schedule));
  return doc;
}

report::Handout summary_handout() {
  // Each camp receives its copy (the same text), as it does its report.
  return report::make_handout("summary", "Turn summary", summary_view_for, render_summary);
}

}  // namespace umpire::bourgogne
