#include "1631/summary.h"

#include "1631/forces.h"
#include "1631/report.h"

namespace umpire::flammes {

SummaryView summary_view(const State& s, const ViewSettings& settings) {
  const bool en = settings.english;
  SummaryView v;
  v.umpired = settings.umpired;
  v.tracks = tracks_view(s);
  for (const auto& a : s.map->areas) {
    const City* city = s.city(a.id);
    if (!city || city->marker == Marker::None) continue;
    v.cities.push_back(public_city(s, a.id, en));
  }
  v.ravaged = ravaged_regions(s, en);
  v.combats = combat_views(s, en, std::nullopt, !settings.umpired);
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
  doc.subtitle = (v.campaign_name.empty() ? std::string("1631 Un Empire en Flammes") : v.campaign_name) +
                 " — public, for both sides";
  doc.paragraph("Turn " + std::to_string(v.tracks.turn) + (v.tracks.winter ? " (winter)" : "") + ", " +
                v.tracks.phase + ".");
  doc.paragraph(v.umpired ? "What both sides know: the tracks, the markers on the map and where combats were fought "
                            "and who won them. Which forces fought is told only to their sides (setting "
                            "\"knowledge\": umpired)."
                          : "The game is played open (setting \"knowledge\": open): the forces that fought are named.",
                true);
  doc.heading(1, "The tracks (1631 §2.4)");
  doc.blocks.push_back(tracks_table(v.tracks));

  doc.heading(1, "Combats (1631 §7)");
  if (v.combats.empty()) {
    doc.paragraph("No combat has been fought.");
  } else {
    report::Table t{{"Turn", "Place", "Situation", "Attacker", "Outcome"}, {}};
    if (!v.umpired) t.header.push_back("Forces");
    for (const auto& c : v.combats) {
      std::vector<std::string> row{c.turn > 0 ? std::to_string(c.turn) : "—", c.place,
                                   c.situation.empty() ? "—" : c.situation, c.attacker.empty() ? "—" : c.attacker,
                                   combat_outcome(c)};
      if (!v.umpired) {
        std::string forces;
        using Named = std::pair<const char*, const std::vector<std::string>*>;
        for (const auto& [label, names] : {Named{"attacking: ", &c.attacking}, Named{"defending: ", &c.defending}}) {
          if (names->empty()) continue;
          std::string list;
          for (const auto& n : *names) list += (list.empty() ? "" : ", ") + n;
          forces += (forces.empty() ? "" : "; ") + std::string(label) + list;
        }
        row.push_back(forces.empty() ? "—" : forces);
      }
      t.rows.push_back(std::move(row));
    }
    doc.blocks.push_back(t);
  }

  doc.heading(1, "Cities and their markers (1631 §3.1)");
  report::Table cities{{"City", "Kind", "VP", "SP", "Marker"}, {}};
  for (const auto& c : v.cities)
    cities.rows.push_back({c.name, c.kind, std::to_string(c.vp), std::to_string(c.sp),
                           c.marker + (c.sacked ? ", sacked (1631 §7.9.2)" : "")});
  if (cities.rows.empty()) doc.paragraph("No city carries a marker.");
  else doc.blocks.push_back(cities);
  doc.heading(2, "Ravaged regions (1631 §9.1.3)");
  if (v.ravaged.empty()) doc.paragraph("No region is ravaged.");
  else doc.bullets(v.ravaged);
  return doc;
}

report::Handout summary_handout() {
  // Each side receives its copy (the same text), as it does its report.
  return report::make_handout("summary", "Turn summary", summary_view_for, render_summary);
}

}  // namespace umpire::flammes
