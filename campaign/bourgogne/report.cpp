#include "bourgogne/report.h"

#include "bourgogne/battle_sheet.h"

#include <algorithm>

#include "bourgogne/report_map.h"
#include "bourgogne/summary.h"
#include "report/providers.h"

namespace umpire::bourgogne {

namespace {

std::string joined_words(const std::vector<std::string>& xs, const char* sep = ", ") {
  std::string out;
  for (const auto& x : xs) out += (out.empty() ? "" : sep) + x;
  return out;
}

std::string count_of(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string commander_text(const CommanderView& c, bool full) {
  std::string out = c.name + " (" + stars(c.rank);
  if (full) out += ", TC " + std::to_string(c.tc) + ", " + std::to_string(c.mp) + " MP";
  return out + ")";
}

std::string unit_text(const UnitView& u) {
  std::string out = u.name;
  if (!u.ca_side.empty())
    out += " (" + u.ca_side + ", CF " + std::to_string(u.cf) + ")";
  else
    out += u.ss >= 2 ? " (full, CF " + std::to_string(u.cf) + ")" : " (reduced, CF " + std::to_string(u.cf) + ")";
  if (u.moved) out += ", moved";
  return out;
}

std::string form_text(const StackView& st) { return st.army ? "army" : "garrison"; }

// "the Burgundians'", "the Swiss".
std::string camp_possessive(const std::string& camp) {
  return camp.back() == 's' && camp != "Swiss" ? camp + "'" : camp;
}

}  // namespace

std::string reconstructed_map_banner() {
  return "The strategic map is a reconstruction: the rulebook does not print it, so the zones' places, borders, "
         "terrain and values are a draft until the umpire corrects them from a printed map (map editor).";
}

report::Table tracks_table(const TracksView& t) {
  report::Table table{{"Track", "Now"}, {}};
  table.rows.push_back({"Turn", std::to_string(t.turn) + " of " + std::to_string(t.last_turn) + " (" + t.months + ")" +
                                    (t.bad_weather ? ", bad weather (GdB 1)" : "")});
  table.rows.push_back({"Where the game stands", t.position});
  table.rows.push_back({"Burgundian victory points (GdB 12.1)", std::to_string(t.vp_burgundy)});
  table.rows.push_back({"Swiss victory points (GdB 12.1)", std::to_string(t.vp_swiss)});
  if (!t.vp_record.empty()) {
    std::vector<std::string> turns;
    for (std::size_t i = 0; i < t.vp_record.size(); ++i)
      turns.push_back("turn " + std::to_string(i + 1) + ": " + std::to_string(t.vp_record[i].first) + "–" +
                      std::to_string(t.vp_record[i].second));
    table.rows.push_back({"VP recorded at the end of each turn, Burgundians–Swiss (GdB 12.1)", joined_words(turns)});
  }
  if (t.victory_levels.size() >= 3)
    table.rows.push_back({"Victory after turn " + std::to_string(t.last_turn) + " (GdB 12.2)",
                          "crushing " + std::to_string(t.victory_levels[0]) + "+, decisive " +
                              std::to_string(t.victory_levels[1]) + "+, marginal " +
                              std::to_string(t.victory_levels[2]) + "+ VP"});
  table.rows.push_back({"France (GdB 13)", t.france});
  if (!t.result.empty()) table.rows.push_back({"Result", t.result});
  return table;
}

report::Table alliance_table(const TracksView& t) {
  report::Table table{{"Ally", "Serves", "Pointer (squares from neutral)", "Now", "VP to the other camp if neutral"},
                      {}};
  for (const auto& p : t.pointers)
    table.rows.push_back({p.power, p.camp, p.allegiance == "not yet on the table" ? "—" : std::to_string(p.squares),
                          p.allegiance, p.neutral_vp > 0 ? std::to_string(p.neutral_vp) : "—"});
  return table;
}

report::Table objectives_table(const std::vector<ZoneView>& zones) {
  report::Table table{{"Objective", "VP", "FV", "Control marker", "Control now (GdB 6.1)"}, {}};
  for (const auto& z : zones) {
    if (z.vp <= 0) continue;
    table.rows.push_back({z.name + (z.mountain ? " (mountain)" : ""), std::to_string(z.vp), std::to_string(z.fv),
                          z.marker.empty() ? "none" : z.marker, z.control});
  }
  return table;
}

report::Table schedule_table(const std::vector<ReinforcementView>& schedule) {
  report::Table table{{"Reinforcement (GdB 14)", "Camp", "When", "Enters at"}, {}};
  for (const auto& r : schedule)
    table.rows.push_back({r.name, r.camp.empty() ? "the camp France joins" : r.camp, r.when,
                          r.zones.empty() ? "its placement zones (GdB 10.3)" : joined_words(r.zones, " or ")});
  return table;
}

namespace {

void own_section(const CampView& v, report::Document& doc) {
  doc.heading(1, "Your stacks");
  if (v.own.empty()) {
    doc.paragraph("You have no unit or commander on the map.");
  } else {
    report::Table t{{"Zone", "Form (GdB 7.1)", "SS", "Commanders", "Units"}, {}};
    int ss = 0;
    for (const auto& st : v.own) {
      std::vector<std::string> cs, us;
      for (const auto& c : st.commanders) cs.push_back(commander_text(c, true) + (c.on_top ? ", on top" : ", below"));
      for (const auto& u : st.units) us.push_back(unit_text(u));
      t.rows.push_back({st.zone, form_text(st) + (st.leader ? ", led by " + st.leader->name : ""),
                        std::to_string(st.ss), cs.empty() ? "—" : joined_words(cs, "; "),
                        us.empty() ? "—" : joined_words(us, "; ")});
      ss += st.ss;
    }
    doc.blocks.push_back(t);
    doc.paragraph(count_of(static_cast<int>(v.own.size()), "stack", "stacks") + ", " + std::to_string(ss) +
                  " SS on the map (GdB 2).");
  }
  doc.heading(2, "Off the map");
  std::vector<std::string> items;
  for (const auto& w : v.waiting) items.push_back("To come: " + w);
  if (!v.conditional.empty()) items.push_back("Your conditional reinforcement (GdB 10.1): " + v.conditional);
  items.push_back("In your pool (GdB 8, 9.6; replacements come from it, GdB 10.2): " +
                  (v.pool.empty() ? std::string("nothing") : joined_words(v.pool)));
  if (v.rp_left > 0) items.push_back("Recruitment points left this phase (GdB 10.2): " + std::to_string(v.rp_left));
  if (!v.removed.empty()) items.push_back("Removed with an ally turned neutral (GdB 11): " + joined_words(v.removed));
  doc.bullets(items);
}

void enemy_section(const CampView& v, report::Document& doc) {
  doc.heading(1, "The " + camp_possessive(v.enemy_name) + " stacks as you see them");
  if (v.umpired) {
    doc.paragraph(
        "The umpire tells you only what your troops can see (setting \"knowledge\": umpired): the enemy's "
        "stacks in the zones where you have a stack and in the zones next to them, each as an army or a "
        "garrison with the commander on top of an army. Their contents are never shown: stacks cannot be "
        "examined by the opponent (GdB 7.1).",
        true);
    doc.paragraph("Your troops see: " + (v.watched.empty() ? std::string("nothing") : joined_words(v.watched)) + ".");
  } else {
    doc.paragraph(
        "The game is played open (setting \"knowledge\": open): you see every stack where it stands, as "
        "an army or a garrison with the commander on top of an army, never its contents (GdB 7.1).",
        true);
  }
  if (v.enemy.empty()) {
    doc.paragraph(v.umpired ? "No enemy stack stands where your troops can see." : "No enemy stack is on the map.");
  } else {
    report::Table t{{"Zone", "Form (GdB 7.1)", "On top"}, {}};
    if (v.umpired) t.header.push_back("Seen from");
    for (const auto& st : v.enemy) {
      std::vector<std::string> row{st.zone, form_text(st), st.leader ? commander_text(*st.leader, false) : "—"};
      if (v.umpired) row.push_back(st.seen_from.empty() ? "your stack in the zone" : st.seen_from);
      t.rows.push_back(std::move(row));
    }
    doc.blocks.push_back(t);
  }
  if (v.enemy_pool >= 0)
    doc.paragraph("In the " + camp_possessive(v.enemy_name) + " pool: " + count_of(v.enemy_pool, "unit", "units") +
                  ".");
}

void zones_section(const CampView& v, report::Document& doc) {
  doc.heading(1, "Objectives (GdB 6.1, 12.1)");
  report::Table t = objectives_table(v.zones);
  if (t.rows.empty())
    doc.paragraph("The map has no objective.");
  else
    doc.blocks.push_back(t);
  if (v.umpired)
    doc.paragraph("Control is shown as it stands where your troops see; elsewhere as the marker or the land shows it.",
                  true);
  std::vector<std::string> disputed;
  for (const auto& z : v.zones)
    if (z.control == "disputed") disputed.push_back(z.name);
  if (!disputed.empty()) doc.paragraph("Disputed zones (GdB 6.1): " + joined_words(disputed) + ".");
}

void combats_section(const CampView& v, report::Document& doc) {
  doc.heading(1, v.umpired ? "Your battles and sieges (GdB 9)" : "Battles and sieges (GdB 9)");
  if (v.combats.empty()) {
    doc.paragraph(v.umpired ? "You have no battle or siege to tell of." : "No battle or siege to tell of.");
    return;
  }
  report::Table t{{"Turn", "Place", "Kind", "Attacker", "Defender", "Outcome", "Your forces"}, {}};
  for (const auto& c : v.combats)
    t.rows.push_back({c.turn > 0 ? std::to_string(c.turn) : "—", c.place, c.kind.empty() ? "—" : c.kind,
                      c.attacker.empty() ? "—" : c.attacker, c.defender.empty() ? "—" : c.defender,
                      !c.outcome.empty() ? c.outcome
                      : c.status.empty() ? "—"
                                         : c.status,
                      c.own_forces.empty() ? "—" : joined_words(c.own_forces)});
  doc.blocks.push_back(t);
}

}  // namespace

report::Document render_report(const CampView& v) {
  report::Document doc;
  doc.title = v.camp_name + ": report, turn " + std::to_string(v.tracks.turn);
  doc.subtitle = (v.campaign_name.empty() ? std::string("Les Guerres de Bourgogne") : v.campaign_name) +
                 " — for the eyes of the " + v.camp_name + " only";
  doc.paragraph(v.tracks.position + ". Everything below is as it stands now.");
  if (v.map_reconstructed) doc.paragraph(reconstructed_map_banner(), true);
  doc.heading(1, "The tracks");
  doc.blocks.push_back(tracks_table(v.tracks));
  doc.heading(2, "Table 4: the allies (GdB 11)");
  doc.blocks.push_back(alliance_table(v.tracks));
  own_section(v, doc);
  enemy_section(v, doc);
  zones_section(v, doc);
  combats_section(v, doc);
  doc.heading(1, "Reinforcements (GdB 10.1, 14)");
  doc.blocks.push_back(schedule_table(v.schedule));
  doc.picture(map_page(v));  // the map page ends the report
  return doc;
}

namespace {

report::Recipients both_camps(const CampaignState&) {
  return {{to_string(Camp::Burgundy), camp_name(Camp::Burgundy)}, {to_string(Camp::Swiss), camp_name(Camp::Swiss)}};
}

std::string no_camp(const CampaignState&, const std::string& recipient) {
  if (camp_from(recipient)) return "";
  return "there is no camp \"" + recipient + "\" (burgundy or swiss)";
}

std::string period_of(const CampaignState& cs) { return "Turn " + std::to_string(state_of(cs).tracks.turn); }

}  // namespace

void register_reports() {
  report::ReportProvider p;
  p.game_id = kGameId;
  p.turn_report = report::make_handout("report", "Report", camp_view_for, render_report);
  p.turn_report.recipients = both_camps;
  p.turn_report.not_ready = no_camp;
  report::Handout summary = summary_handout();
  summary.recipients = both_camps;
  summary.not_ready = no_camp;
  p.handouts.push_back(std::move(summary));
  p.handouts.push_back(battle_sheet_handout());  // the tabletop's battle sheets (GdB 9.5)
  p.period = period_of;
  p.moment = [](const CampaignState& cs) {
    const State& s = state_of(cs);
    if (s.tracks.phase == Phase::Over) return period_of(cs) + ", the game over";
    std::string phase = s.tracks.phase == Phase::Burgundian ? "the Burgundian phase"
                        : s.tracks.phase == Phase::Swiss    ? "the Swiss phase"
                                                            : "both camps";
    return period_of(cs) + ", " + phase + ", " + words(s.tracks.step);
  };
  report::report_providers().add(std::move(p));
}

}  // namespace umpire::bourgogne
