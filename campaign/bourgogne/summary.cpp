#include "bourgogne/summary.h"

#include "bourgogne/forces.h"
#include "bourgogne/report.h"
#include "bourgogne/sequence_marks.h"

namespace umpire::bourgogne {

namespace {

// The camp whose zone it is by the map (GdB 6.1): its original territory's, else its land's start camp.
std::optional<Camp> own_camp_of(const Zone& z) {
  if (z.original_camp) return z.original_camp;
  if (z.territory) return start_camp(*z.territory);
  return std::nullopt;
}

std::string signed_words(int n) { return (n > 0 ? "+" : "") + std::to_string(n); }

std::string marker_words(const Json& m) {
  auto camp = m.is_string() ? camp_from(m.get<std::string>()) : std::nullopt;
  return camp ? std::string("the ") + camp_name(*camp) + "' marker" : std::string("no marker");
}

std::string allegiance_now(const State& s, Power p) {
  switch (allegiance(s, p)) {
    case Allegiance::Constant: return "constant";
    case Allegiance::Doubt: return "in Doubt";
    case Allegiance::Neutral: return "neutral";
    case Allegiance::Absent: break;
  }
  return "off the table";
}

}  // namespace

TurnChanges turn_changes(const State& s, const ViewSettings& settings) {
  TurnChanges t;
  t.turn = s.tracks.turn;
  auto it = s.sequence.find("turn_start");
  if (it == s.sequence.end() || !it->is_object() || it->value("turn", 0) != s.tracks.turn) return t;
  const Json& start = *it;
  t.known = true;
  // The VP (GdB 12.1).
  for (Camp camp : kCamps) {
    int before = start.contains("vp") ? start["vp"].value(to_string(camp), 0) : 0;
    int now = s.tracks.vp.count(camp) ? s.tracks.vp.at(camp) : 0;
    if (now != before)
      t.vp.push_back(std::string("The ") + camp_name(camp) + ": " + std::to_string(before) + " to " +
                     std::to_string(now) + " VP (" + signed_words(now - before) + ", GdB 12.1)");
  }
  // The objectives' control markers (GdB 6.1, 9.5.12).
  const Json markers = start.value("markers", Json::object());
  for (const auto& z : s.map->zones) {
    if (!z.objective() || !markers.contains(z.id)) continue;
    auto m = s.zone(z.id).marker;
    Json now = m ? Json(to_string(*m)) : Json(nullptr);
    if (now != markers[z.id])
      t.markers.push_back(zone_name(s, z.id) + " (" + std::to_string(z.vp) + " VP): " + marker_words(markers[z.id]) +
                          " gives way to " + marker_words(now) + " (GdB 6.1, 9.5.12)");
  }
  // The battles and sieges of the turn: where, between whom, how they ended (GdB 9.5.10-9.5.13).
  for (const auto& c : combat_views(s, std::nullopt)) {
    if (c.turn != s.tracks.turn) continue;
    std::string how = !c.outcome.empty() ? c.outcome
                      : c.status == "retreating" ? "the loser retreats"
                                                 : "not yet fought";
    t.combats.push_back((c.kind.empty() ? "Combat" : c.kind) + " in " + c.place + ": the " +
                        (c.attacker.empty() ? "?" : c.attacker) + " against the " +
                        (c.defender.empty() ? "?" : c.defender) + "; " + how + " (GdB 9.5.10)");
  }
  // Table 4 (GdB 11, 14) and France (GdB 13).
  const Json pointers = start.value("pointers", Json::object());
  for (Power p : kPowers) {
    if (!on_alliance_table(p)) continue;
    auto now = s.tracks.pointers.find(p);
    bool was_on = pointers.contains(to_string(p));
    std::string side = camp_name(start_camp(p).value_or(Camp::Burgundy));
    if (now == s.tracks.pointers.end()) continue;
    if (!was_on) {
      t.allies.push_back(std::string(power_name(p)) + " joins the " + side + " on Table 4, " +
                         allegiance_now(s, p) + " (GdB 11, 14)");
      continue;
    }
    int before = pointers[to_string(p)].get<int>();
    if (before == now->second) continue;
    std::string line = std::string(power_name(p)) + "'s pointer moves from square " + std::to_string(before) +
                       " to " + std::to_string(now->second) + " on the " + side + "' side, now " +
                       allegiance_now(s, p);
    if (allegiance(s, p) == Allegiance::Neutral) line += ": it leaves the war";
    t.allies.push_back(line + " (GdB 9.5.14, 11)");
  }
  if (s.tracks.france && start.value("france", Json()).is_null())
    t.allies.push_back(std::string("France joins the ") + camp_name(*s.tracks.france) + " (GdB 13)");
  // The reinforcements the schedule brings this turn (GdB 10.1, 14); in the open game, whether they came.
  if (s.scenario)
    for (const auto& r : s.scenario->reinforcements) {
      if (r.kind != "scheduled" || r.turn != s.tracks.turn) continue;
      std::string whose = r.camp ? std::string(" (the ") + camp_name(*r.camp) + ")" : "";
      if (settings.umpired) {
        t.reinforcements.push_back(r.name + whose + ": due this turn by the schedule (GdB 10.1, 14)");
        continue;
      }
      bool waiting = false;
      for (const auto& u : s.units) waiting = waiting || (u.where == Where::Waiting && u.arrival == r.id);
      for (const auto& k : s.commanders) waiting = waiting || (k.where == Where::Waiting && k.arrival == r.id);
      t.reinforcements.push_back(r.name + whose + (waiting ? ": due this turn, not yet arrived" : ": arrived") +
                                 " (GdB 10.1, 14)");
    }
  return t;
}

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
  v.changes = turn_changes(s, settings);
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

  const TurnChanges& tc = v.changes;
  doc.heading(1, "What changed in turn " + std::to_string(tc.turn));
  if (!tc.known) {
    doc.paragraph(
        "How things stood when this turn began was not kept (the campaign was begun with an earlier version of the "
        "program): the changes are told from the next turn. The tables below show how things stand now.",
        true);
  } else {
    auto section = [&](const std::string& title, const std::vector<std::string>& lines, const std::string& none) {
      doc.heading(2, title);
      if (lines.empty())
        doc.paragraph(none);
      else
        doc.bullets(lines);
    };
    section("Victory points", tc.vp, "No VP were scored or lost this turn.");
    section("Control markers", tc.markers, "No objective's control marker changed hands this turn.");
    section("Battles and sieges", tc.combats, "No battle or siege was fought this turn.");
    section("Allies (Table 4) and France", tc.allies, "No pointer moved on Table 4 this turn.");
    section("Reinforcements", tc.reinforcements, "The schedule brings no reinforcements this turn.");
  }

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
