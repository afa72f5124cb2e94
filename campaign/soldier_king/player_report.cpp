#include "soldier_king/player_report.h"

#include <algorithm>
#include <map>

#include "report/providers.h"
#include "soldier_king/briefing.h"
#include "soldier_king/factions.h"
#include "soldier_king/report_map.h"
#include "soldier_king/state.h"

namespace umpire::sk {

namespace {

std::string kind_text(const Column& c) {
  switch (c.kind) {
    case ColumnKind::Infantry: return "Infantry, Type " + std::to_string(c.infantry_type);
    case ColumnKind::HeavyCavalry: return "Heavy cavalry";
    case ColumnKind::LightCavalry: return "Light cavalry";
  }
  return "";
}

std::string stand_text(const Forces& f, const Stand& s) {
  const StandType* t = f.stand_type(s.type);
  std::string q = to_string(s.quality);
  q[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(q[0])));
  std::string text = (t ? t->name : s.type) + " " + std::to_string(s.sp) + "-" + std::to_string(s.morale) + " " + q;
  std::vector<std::string> flags;
  if (s.ppa) flags.push_back("PPA");
  if (s.efd) flags.push_back("EFD");
  if (s.bg) flags.push_back("BG");
  if (s.shock) flags.push_back("shock");
  if (s.sharpshooter) flags.push_back("sharpshooters");
  if (!flags.empty()) {
    text += " (";
    for (std::size_t i = 0; i < flags.size(); ++i) text += (i ? ", " : "") + flags[i];
    text += ")";
  }
  return text;
}

}  // namespace

namespace {

std::string faction_list(const std::vector<std::string>& factions) {
  std::string out;
  for (const auto& f : factions) out += (out.empty() ? "" : ", ") + faction_name(f);
  return out;
}

// SK 6: the treaties the faction is a party to (their text only to their
// parties), its informal agreements, and every judgement of the Imperial
// Court (public, 6.3).
void diplomacy_section(const FactionDiplomacy& d, std::vector<report::Block>& out) {
  if (d.treaties.empty() && d.agreements.empty() && d.judgements.empty()) return;
  out.push_back(report::Heading{2, "Treaties and the Imperial Court"});
  for (const auto& t : d.treaties) {
    out.push_back(report::Heading{3, t.title + " (" + t.id + ")"});
    std::vector<std::string> facts{"Parties: " + faction_list(t.parties) + "; signed by " + faction_list(t.signed_by),
                                   "From " + t.inception.describe() +
                                       (t.expiry ? " until the season before " + t.expiry->describe() : std::string()),
                                   "Status: " + t.status};
    if (!t.precedence.empty()) facts.push_back("Precedence: " + t.precedence);
    out.push_back(report::BulletList{facts});
    out.push_back(report::Paragraph{t.text, true});
  }
  if (!d.agreements.empty()) {
    out.push_back(report::Heading{3, "Informal agreements (never binding, SK 6.1)"});
    std::vector<std::string> items;
    for (const auto& a : d.agreements) items.push_back(faction_list(a.parties) + ", " + a.recorded.describe() + ": " + a.text);
    out.push_back(report::BulletList{items});
  }
  if (!d.judgements.empty()) {
    out.push_back(report::Heading{3, "Judgements of the Imperial Court (public, SK 6.3)"});
    for (const auto& j : d.judgements) {
      std::string line = j.treaty_title + ": " + faction_name(j.plaintiff) + " against " + faction_list(j.defendants) +
                         ", alleged breach in " + j.breach.describe() + "; announced " + j.announced.describe() + ": " +
                         (j.breach_found ? "breach found. " : "no breach. ") + j.judgement;
      out.push_back(report::Paragraph{line, false});
      if (!j.punishments.empty()) out.push_back(report::BulletList{j.punishments});
    }
  }
}

}  // namespace

report::Document player_report(const PlayerPicture& picture, const Map& map, const Forces& forces,
                               const std::string& campaign_name, const FactionDiplomacy& diplomacy) {
  report::Document doc;
  doc.title = faction_name(picture.faction) + ": intelligence and forces, " + picture.date.describe();
  doc.subtitle = campaign_name + " — for the eyes of " + faction_name(picture.faction) + " only";
  auto& out = doc.blocks;
  out.push_back(report::Paragraph{"Season: " + picture.date.describe() + "."});

  // Intelligence, grouped by province, the best-informed provinces first (8.3).
  out.push_back(report::Heading{2, "Intelligence"});
  std::map<std::string, std::vector<const BoxIntel*>> by_province;
  for (const auto& b : picture.boxes) {
    const CityBox* box = map.box(b.box);
    by_province[box ? box->province : ""].push_back(&b);
  }
  std::vector<std::string> provinces;
  for (const auto& [p, list] : by_province) provinces.push_back(p);
  auto best = [&](const std::string& p) {
    ReportLevel l = ReportLevel::None;
    for (const auto* b : by_province[p]) l = std::max(l, b->level);
    return l;
  };
  std::stable_sort(provinces.begin(), provinces.end(),
                   [&](const std::string& a, const std::string& b) { return best(a) > best(b); });
  if (provinces.empty()) out.push_back(report::Paragraph{"No reports this turn."});
  for (const auto& p : provinces) {
    out.push_back(report::Heading{3, map.province_name(p)});
    report::Table t{{"Box", "Report", "Source", "What is known"}, {}};
    auto list = by_province[p];
    std::stable_sort(list.begin(), list.end(), [&](const BoxIntel* a, const BoxIntel* b) {
      return a->level != b->level ? a->level > b->level : map.box_name(a->box) < map.box_name(b->box);
    });
    for (const auto* b : list) t.rows.push_back({map.box_name(b->box), to_string(b->level), b->via, report_text(*b)});
    out.push_back(t);
  }

  // The faction's own forces.
  out.push_back(report::Heading{2, "Your forces"});
  report::Table cols{{"Column", "Where", "Kind", "Commander", "Stands (SP-morale)"}, {}};
  for (const auto& c : picture.own_columns) {
    std::string commander;
    for (const auto& o : picture.own_officers)
      if (o.column == c.id) commander = o.name;
    std::string stands;
    for (const auto& s : c.stands) stands += (stands.empty() ? "" : "; ") + stand_text(forces, s);
    cols.rows.push_back({c.name + (c.guards ? " (Guards)" : ""), c.box.empty() ? "not placed" : map.box_name(c.box),
                         kind_text(c), commander, stands});
  }
  out.push_back(cols);
  report::BulletList officers;
  for (const auto& o : picture.own_officers)
    if (o.column.empty())
      officers.items.push_back(std::string(rank_title(o.rank)) + " " + o.name + ", at " +
                               (o.box.empty() ? "not placed" : map.box_name(o.box)) +
                               (o.army.empty() ? "" : ", commanding the " + o.army));
  if (!officers.items.empty()) {
    out.push_back(report::Heading{3, "General officers"});
    out.push_back(officers);
  }
  if (!picture.own_garrisons.empty()) {
    out.push_back(report::Heading{3, "Garrisons"});
    report::Table g{{"Where", "Stands"}, {}};
    for (const auto& gar : picture.own_garrisons) {
      std::string stands;
      for (const auto& s : gar.stands) stands += (stands.empty() ? "" : "; ") + stand_text(forces, s);
      g.rows.push_back({map.box_name(gar.box), stands});
    }
    out.push_back(g);
  }
  diplomacy_section(diplomacy, out);
  out.push_back(report::Paragraph{"Magazines, supply lines, entrenchments and the victories counted for next winter: "
                                  "not yet in this report.",
                                  true});
  return doc;
}

PlayerView player_view(const CampaignState& cs, const std::string& faction) {
  const SkState& s = sk_state(cs);
  PlayerView v;
  v.picture = picture_from_json(JsonCursor(s.pictures.at(faction), "issued intelligence"));
  v.diplomacy = faction_diplomacy(s, faction);
  v.campaign_name = cs.core.name;
  v.map = s.map;
  v.forces = s.forces;
  v.map_knowledge = map_knowledge(s, faction, v.picture);
  return v;
}

report::Document render_player_report(const PlayerView& v) {
  report::Document doc = player_report(v.picture, *v.map, *v.forces, v.campaign_name, v.diplomacy);
  add_map_pages(doc, v.picture, *v.map, v.map_knowledge);  // the map pages end the report
  return doc;
}

void register_reports() {
  report::ReportProvider p;
  p.game_id = kGameId;
  p.turn_report = report::make_handout("report", "Report", player_view, render_player_report);
  p.turn_report.recipients = [](const CampaignState& cs) {
    report::Recipients out;
    for (const auto& f : sk_state(cs).factions)
      if (f.active) out.emplace_back(f.id, f.name);
    return out;
  };
  p.turn_report.not_ready = [](const CampaignState& cs, const std::string& faction) -> std::string {
    const SkState& s = sk_state(cs);
    if (!s.faction(faction)) return s.no_faction(faction);
    if (!s.pictures.count(faction))
      return "no intelligence has been issued to " + faction_name(faction) + " yet (sk.issue_intelligence)";
    return "";
  };
  p.handouts.push_back(briefing_handout());
  p.period = [](const CampaignState& cs) { return sk_state(cs).date.describe(); };
  p.refresh_command = Json{{"type", "sk.issue_intelligence"}, {"args", Json::object()}};
  report::report_providers().add(std::move(p));
}

}  // namespace umpire::sk
