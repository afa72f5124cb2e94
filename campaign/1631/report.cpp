#include "1631/report.h"

#include <algorithm>

#include "1631/combat_card.h"
#include "1631/report_map.h"
#include "1631/summary.h"
#include "report/providers.h"

namespace umpire::flammes {

namespace {

std::string joined(const std::vector<std::string>& xs, const char* sep = ", ") {
  std::string out;
  for (const auto& x : xs) out += (out.empty() ? "" : sep) + x;
  return out;
}

std::string plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

std::string commander_text(const CommanderView& c) {
  if (!c.state_known) return c.name;
  return c.name + " (" + (c.fresh ? "Fresh" : "Spent") + ", skill " + std::to_string(c.skill) + ")";
}

std::string commanders_text(const std::vector<CommanderView>& cs) {
  std::vector<std::string> out;
  for (const auto& c : cs) out.push_back(commander_text(c));
  return out.empty() ? "—" : joined(out);
}

// Counters numbered per nation and arm share their words (1631 §11):
// "Swedish Infantry 5, 6, 7; Swedish Cavalry 2".
std::string names_compact(const std::vector<std::string>& names) {
  std::string out, last;
  for (const auto& n : names) {
    auto space = n.rfind(' ');
    bool numbered = space != std::string::npos && space + 1 < n.size() &&
                    n.find_first_not_of("0123456789", space + 1) == std::string::npos;
    std::string words = numbered ? n.substr(0, space) : n;
    if (numbered && words == last) {
      out += ", " + n.substr(space + 1);
      continue;
    }
    out += (out.empty() ? "" : "; ") + n;
    last = numbered ? words : std::string();
  }
  return out;
}

// "Fresh: Swedish Infantry 1, 2; Swedish Cavalry 1. Spent: Swedish Infantry 3".
std::string units_text(const std::vector<UnitView>& us) {
  if (us.empty()) return "—";
  std::vector<std::string> fresh, spent;
  for (const auto& u : us) (u.fresh ? fresh : spent).push_back(u.name);
  std::string out;
  if (!fresh.empty()) out = "Fresh: " + names_compact(fresh);
  if (!spent.empty()) out += (out.empty() ? "" : ". ") + std::string("Spent: ") + names_compact(spent);
  return out;
}

std::string allied(bool yes) { return yes ? "a Swedish ally (1631 §6.7)" : "neutral"; }

}  // namespace

report::Table tracks_table(const TracksView& t) {
  report::Table table{{"Track", "Now"}, {}};
  table.rows.push_back({"Turn", std::to_string(t.turn) + " of " + std::to_string(t.last_turn) +
                                    (t.winter ? ", a winter turn (1631 §10.5)" : "")});
  table.rows.push_back({"Phase", t.phase});
  table.rows.push_back({"Initiative (1631 §5)", t.initiative});
  table.rows.push_back({"Swedish victory points", std::to_string(t.vp)});
  table.rows.push_back({"Swedish supply points", std::to_string(t.sp_swedes)});
  table.rows.push_back({"Imperial supply points", std::to_string(t.sp_imperials)});
  table.rows.push_back({"Diplomacy track (1631 §6.7.1)", (t.diplomacy > 0 ? "+" : "") + std::to_string(t.diplomacy)});
  table.rows.push_back({"Brandenburg", allied(t.brandenburg_allied)});
  table.rows.push_back({"Saxony", allied(t.saxony_allied)});
  table.rows.push_back({"Habsburg Panic (1631 §10.1)",
                        t.panic_turn > 0 ? "happened in turn " + std::to_string(t.panic_turn) : "not yet"});
  table.rows.push_back({"Révolte (1631 §10.2)", t.revolte});
  if (t.magdeburg_reduced)
    table.rows.push_back({"Magdeburg (1631 §10.6)", "taken by the Imperials: worth 6 VP for the rest of the game"});
  if (!t.vp_history.empty()) {
    std::vector<std::string> vps;
    for (int vp : t.vp_history) vps.push_back(std::to_string(vp));
    table.rows.push_back({"Swedish VP after each supply phase (1631 §9.4.2)", joined(vps)});
  }
  if (!t.result.empty()) table.rows.push_back({"Result", t.result});
  return table;
}

std::string combat_outcome(const CombatView& c) {
  std::string out = c.winner.empty() ? (c.status.empty() ? "not recorded" : c.status) : "won by the " + c.winner;
  if (c.captured) out += "; the city taken";
  if (c.sacked) out += " and sacked";
  return out;
}

namespace {

void tracks_section(const SideView& v, report::Document& doc) {
  doc.heading(1, "The tracks (1631 §2.4)");
  doc.blocks.push_back(tracks_table(v.tracks));
}

void own_section(const SideView& v, report::Document& doc) {
  doc.heading(1, "Your forces");
  if (v.own.empty()) {
    doc.paragraph("You have no unit or commander on the map.");
  } else {
    report::Table t{{"Where", "Region", "Commanders", "In the field", "Inside the city"}, {}};
    int units = 0, fresh = 0;
    for (const auto& f : v.own) {
      t.rows.push_back({f.area, f.region.empty() ? "strategic area" : f.region,
                        commanders_text(f.commanders) +
                            (f.inside_commanders.empty() ? "" : "; inside: " + commanders_text(f.inside_commanders)),
                        units_text(f.field), units_text(f.inside)});
      for (const auto* list : {&f.field, &f.inside})
        for (const auto& u : *list) ++units, fresh += u.fresh;
    }
    doc.blocks.push_back(t);
    doc.paragraph(plural(units, "unit", "units") + " on the map: " + std::to_string(fresh) + " Fresh, " +
                  std::to_string(units - fresh) + " Spent (1631 §2.1).");
  }
  doc.heading(2, "Reserves and recruits on the turn track (1631 §9.3)");
  std::vector<std::string> items;
  for (const auto& r : v.reserves) {
    std::vector<std::string> names;
    for (const auto& u : r.units) names.push_back(u.name);
    items.push_back("S" + std::to_string(r.box) + ": " + names_compact(names));
  }
  items.push_back("In the recruit pool (1631 §7.7, §9.1.4): " + plural(v.pool, "unit", "units"));
  doc.bullets(items);
}

void open_enemy_section(const SideView& v, report::Document& doc) {
  doc.paragraph("The game is played open (setting \"knowledge\": open): both sides see every force on the map.",
                true);
  doc.heading(1, "The other forces on the map");
  if (v.others.empty()) {
    doc.paragraph("No other force stands on the map.");
  } else {
    report::Table t{{"Where", "Whose", "Commanders", "In the field", "Inside the city"}, {}};
    for (const auto& f : v.others)
      t.rows.push_back({f.area, f.party,
                        commanders_text(f.commanders) +
                            (f.inside_commanders.empty() ? "" : "; inside: " + commanders_text(f.inside_commanders)),
                        units_text(f.field), units_text(f.inside)});
    doc.blocks.push_back(t);
  }
  std::vector<std::string> items;
  for (const auto& r : v.enemy_reserves) {
    std::vector<std::string> names;
    for (const auto& u : r.units) names.push_back(u.name);
    items.push_back("S" + std::to_string(r.box) + ": " + names_compact(names));
  }
  if (v.enemy_pool >= 0) items.push_back("In the recruit pool: " + plural(v.enemy_pool, "unit", "units"));
  doc.heading(2, std::string("The ") + words(other(v.side)) + "' reserves and recruits (1631 §9.3)");
  doc.bullets(items);
}

void umpired_enemy_section(const SideView& v, report::Document& doc) {
  doc.heading(1, "What you know of the other forces");
  doc.paragraph(
      "The umpire tells you only what your troops can see (setting \"knowledge\": umpired): the forces in the field "
      "in the areas where you have units or which you besiege, and one line away from them. In the same area you "
      "see every unit as it is; one line away only the commanders and whether the force is strong (" +
      plural(v.strong, "unit", "units") + " or more, setting \"knowledge.strong\") or weak. Troops inside a city "
      "show as its garrison marker only.",
      true);
  doc.paragraph("Your troops watch: " + (v.watched.empty() ? std::string("nowhere") : joined(v.watched)) + ".");
  report::Table contact{{"Where", "Whose", "Commanders", "In the field"}, {}};
  report::Table afar{{"Where", "Whose", "Seen from", "Commanders", "Strength"}, {}};
  for (const auto& f : v.others) {
    if (f.exact)
      contact.rows.push_back({f.area, f.party, commanders_text(f.commanders), units_text(f.field)});
    else
      afar.rows.push_back({f.area, f.party, f.seen_from, commanders_text(f.commanders), f.strength});
  }
  doc.heading(2, "In contact (the same area)");
  if (contact.rows.empty()) doc.paragraph("No other force in the field stands where you are.");
  else doc.blocks.push_back(contact);
  doc.heading(2, "Seen from a neighbouring area");
  if (afar.rows.empty()) doc.paragraph("No other force in the field stands one line from your troops.");
  else doc.blocks.push_back(afar);
}

std::string siege_text(const CityView& c) {
  std::vector<std::string> parts;
  if (!c.besieged_by.empty()) parts.push_back("besieged by the " + c.besieged_by);
  if (c.siege_attrition) parts.push_back("siege attrition, pool " + std::to_string(c.siege_pool));
  return parts.empty() ? "—" : joined(parts, "; ");
}

void cities_section(const SideView& v, report::Document& doc) {
  doc.heading(1, "Cities and their markers (1631 §3.1)");
  report::Table t{{"City", "Kind", "VP", "SP", "Marker", "Siege (1631 §7.10, §9.2.1)"}, {}};
  for (const auto& c : v.cities)
    t.rows.push_back({c.name + (c.ours ? " (yours)" : ""), c.kind, std::to_string(c.vp), std::to_string(c.sp),
                      c.marker + (c.sacked ? ", sacked (1631 §7.9.2)" : ""), siege_text(c)});
  if (t.rows.empty()) doc.paragraph("No city carries a marker.");
  else doc.blocks.push_back(t);
  if (v.umpired)
    doc.paragraph("A siege is shown where your troops see the besiegers; its attrition where the city is yours or "
                  "you besiege it.",
                  true);
  doc.heading(2, "Ravaged regions (1631 §9.1.3)");
  if (v.ravaged.empty()) doc.paragraph("No region is ravaged.");
  else doc.bullets(v.ravaged);
}

void combats_section(const SideView& v, report::Document& doc) {
  doc.heading(1, v.umpired ? "Your combats (1631 §7)" : "Combats (1631 §7)");
  if (v.combats.empty()) {
    doc.paragraph(v.umpired ? "You have fought no combat." : "No combat has been fought.");
    return;
  }
  report::Table t{{"Turn", "Place", "Situation", v.umpired ? "You were" : "Attacker", "Outcome", "Forces"}, {}};
  for (const auto& c : v.combats) {
    std::string forces;
    if (!c.attacking.empty()) forces = "attacking: " + joined(c.attacking);
    if (!c.defending.empty()) forces += (forces.empty() ? "" : "; ") + std::string("defending: ") + joined(c.defending);
    t.rows.push_back({c.turn > 0 ? std::to_string(c.turn) : "—", c.place, c.situation.empty() ? "—" : c.situation,
                      v.umpired ? (c.role.empty() ? "—" : "the " + c.role) : (c.attacker.empty() ? "—" : c.attacker),
                      combat_outcome(c), forces.empty() ? "—" : forces});
  }
  doc.blocks.push_back(t);
}

}  // namespace

report::Document render_report(const SideView& v) {
  report::Document doc;
  doc.title = v.side_name + ": report, turn " + std::to_string(v.tracks.turn);
  doc.subtitle = (v.campaign_name.empty() ? std::string("1631 Un Empire en Flammes") : v.campaign_name) +
                 " — for the eyes of the " + v.side_name + " only";
  doc.paragraph("Turn " + std::to_string(v.tracks.turn) + (v.tracks.winter ? " (winter)" : "") + ", " + v.tracks.phase +
                ". Everything below is as it stands now.");
  tracks_section(v, doc);
  own_section(v, doc);
  if (v.umpired) umpired_enemy_section(v, doc);
  else open_enemy_section(v, doc);
  cities_section(v, doc);
  combats_section(v, doc);
  doc.picture(map_page(v));  // the map page ends the report
  return doc;
}

namespace {

report::Recipients both_sides(const CampaignState&) {
  return {{to_string(Side::Swedish), words(Side::Swedish)}, {to_string(Side::Imperial), words(Side::Imperial)}};
}

std::string no_side(const CampaignState&, const std::string& recipient) {
  if (recipient == to_string(Side::Swedish) || recipient == to_string(Side::Imperial)) return "";
  return "there is no side \"" + recipient + "\" (swedish or imperial)";
}

std::string period_of(const CampaignState& cs) {
  return "Turn " + std::to_string(state_of(cs).tracks.turn);
}

}  // namespace

void register_reports() {
  report::ReportProvider p;
  p.game_id = kGameId;
  p.turn_report = report::make_handout("report", "Report", side_view, render_report);
  p.turn_report.recipients = both_sides;
  p.turn_report.not_ready = no_side;
  report::Handout summary = summary_handout();
  summary.recipients = both_sides;
  summary.not_ready = no_side;
  p.handouts.push_back(std::move(summary));
  p.handouts.push_back(combat_card_handout());  // 1631 §7.5-§7.9: a card per side and the umpire's, for the tabletop
  p.period = period_of;
  p.moment = [](const CampaignState& cs) {
    const auto& s = state_of(cs);
    switch (s.tracks.phase) {
      case Phase::Initiative: return period_of(cs) + ", initiative";
      case Phase::Supply: return period_of(cs) + ", supply phase";
      case Phase::Over: return period_of(cs) + ", the game over";
      case Phase::Campaign: break;
    }
    return period_of(cs) + ", action " + std::to_string(std::max(1, s.tracks.action));
  };
  report::report_providers().add(std::move(p));
}

}  // namespace umpire::flammes
