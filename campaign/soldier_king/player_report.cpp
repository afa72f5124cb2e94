#include "soldier_king/player_report.h"

#include <algorithm>
#include <map>

#include "report/providers.h"
#include "soldier_king/briefing.h"
#include "soldier_king/factions.h"
#include "soldier_king/orders_sheet.h"
#include "soldier_king/gazette.h"
#include "soldier_king/master_sheet.h"
#include "soldier_king/report_map.h"
#include "soldier_king/state.h"

namespace umpire::sk {

namespace {

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
    for (const auto& a : d.agreements)
      items.push_back(faction_list(a.parties) + ", " + a.recorded.describe() + ": " + a.text);
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

namespace {

// The stands in order, identical neighbours counted: "3 × Infantry regiment 3-5 Experienced (BG); ...".
std::string stands_text(const Forces& forces, const std::vector<Stand>& stands) {
  std::string out;
  for (std::size_t i = 0; i < stands.size();) {
    std::string text = stand_text(forces, stands[i]);
    std::size_t n = 1;
    while (i + n < stands.size() && stand_text(forces, stands[i + n]) == text) ++n;
    out += (out.empty() ? "" : "; ") + (n > 1 ? std::to_string(n) + " × " : std::string()) + text;
    i += n;
  }
  return out;
}

std::string column_title(const Column& c) {
  return c.name + (c.guards && c.name.find("Guards") == std::string::npos ? " (Guards)" : "");
}

std::string plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

void items_or(std::vector<report::Block>& out, const std::vector<std::string>& items, const std::string& none) {
  if (items.empty())
    out.push_back(report::Paragraph{none});
  else
    out.push_back(report::BulletList{items});
}

// The faction's own side (own_side.h), section by section.
void forces_section(const OwnSide& own, const Forces& forces, std::vector<report::Block>& out) {
  out.push_back(report::Heading{2, "Your forces"});
  std::string turn = own.turn_running
                         ? "Your turn: " + std::to_string(own.marches_used) + " of " +
                               plural(own.marches_allowed, "march", "marches") +
                               " used (SK 10.1); a column may take "
                               "part in at most " +
                               plural(own.column_march_limit, "march", "marches") + " this turn (SK 10.4)."
                         : "Marches are counted in your own turn (SK 10.1, 10.4); a column may take part in at most " +
                               plural(own.column_march_limit, "march", "marches") + " a turn this season.";
  out.push_back(report::Paragraph{"As they stand now: " + own.moment + ". " + turn});
  if (own.columns.empty()) {
    out.push_back(report::Paragraph{"You have no column."});
  } else {
    // The marches taken this turn only in the faction's own turn (SK 10.4).
    report::Table cols{{"Column", "Where", "Commander", "SP", "Quality"}, {}};
    if (own.turn_running) cols.header.push_back("Marches");
    cols.header.push_back("Supply");
    for (const auto& c : own.columns) {
      std::string where = c.box_name + (c.works.empty() ? "" : "; " + c.works);
      std::string supply = c.supply;
      if (c.attrition_owed > 0)
        supply +=
            (supply.empty() ? "" : "; ") + std::to_string(c.attrition_owed) + " SP of attrition to take off (SK 9.6.2)";
      std::vector<std::string> row{column_title(c.column), where, c.commander, std::to_string(c.sp), c.quality};
      if (own.turn_running) row.push_back(c.marches);
      row.push_back(supply);
      cols.rows.push_back(std::move(row));
    }
    out.push_back(cols);
    out.push_back(report::Paragraph{"Supply as found " + own.supply_when + ".", true});
    out.push_back(report::Heading{3, "The columns' stands (SP-morale quality)"});
    report::Table stands{{"Column", "Kind", "Stands"}, {}};
    for (const auto& c : own.columns)
      stands.rows.push_back({c.column.name, kind_words(c.column), stands_text(forces, c.column.stands)});
    out.push_back(stands);
  }
  if (!own.officers.empty()) {
    out.push_back(report::Heading{3, "General officers"});
    out.push_back(report::BulletList{own.officers});
  }
  out.push_back(report::Heading{3, "Garrisons"});
  if (own.garrisons.empty()) {
    out.push_back(report::Paragraph{"You have no garrison."});
  } else {
    report::Table g{{"Where", "SP", "Quality", "Stands"}, {}};
    for (const auto& gar : own.garrisons)
      g.rows.push_back({gar.box_name, std::to_string(gar.sp), gar.quality, stands_text(forces, gar.stands)});
    out.push_back(g);
  }
}

void supply_section(const OwnSide& own, std::vector<report::Block>& out) {
  out.push_back(report::Heading{2, "Magazines (SK 9.2)"});
  if (own.magazines.empty()) {
    out.push_back(
        report::Paragraph{"You have no magazine on the board: no attack may be made, and no supply line "
                          "traced (SK 9.2, 9.3)."});
    return;
  }
  std::vector<std::string> items;
  std::vector<int> counts;
  int own_count = 0;
  for (const auto& m : own.magazines) {
    own_count += m.owner.empty();
    std::string text = m.owner.empty()
                           ? m.box_name + (m.users.empty() ? "" : ", shared with " + m.users + " (SK 9.2.2)")
                           : m.box_name + ": " + m.owner + "'s, which you may use (SK 9.2.2)";
    auto same = std::find(items.begin(), items.end(), text);
    if (same != items.end()) {
      ++counts[static_cast<std::size_t>(same - items.begin())];
      continue;
    }
    items.push_back(text);
    counts.push_back(1);
  }
  for (std::size_t i = 0; i < items.size(); ++i)
    if (counts[i] > 1) items[i] = std::to_string(counts[i]) + " magazines in " + items[i];
  out.push_back(report::BulletList{items});
  out.push_back(report::Paragraph{"Your " + plural(own_count, "magazine allows", "magazines allow") + " at most " +
                                  plural(own_count, "attack", "attacks") +
                                  " a turn, each supplied by its own magazine "
                                  "(SK 9.2, 9.4)."});
}

void works_section(const OwnSide& own, std::vector<report::Block>& out) {
  out.push_back(report::Heading{2, "Entrenchments"});
  std::vector<std::string> items;
  for (const auto& w : own.works) items.push_back(w.box_name + ": " + w.text);
  items_or(out, items, "None of your columns is entrenched (SK 10.8).");
  if (!own.fortresses.empty()) {
    out.push_back(report::Paragraph{"Fortress markers on the map (permanent entrenchments, SK 17.2.3):"});
    out.push_back(report::BulletList{own.fortresses});
  }
}

void holdings_section(const OwnSide& own, std::vector<report::Block>& out) {
  out.push_back(report::Heading{2, "Holdings"});
  std::vector<std::string> items;
  auto list = [](const std::vector<std::string>& xs) { return xs.empty() ? std::string("none") : and_list(xs); };
  items.push_back("Provinces you rule (SK 16.1): " + list(own.provinces_ruled));
  if (!own.boxes_captured.empty()) items.push_back("Boxes you have captured (SK 15.1): " + list(own.boxes_captured));
  if (!own.boxes_lost.empty()) items.push_back("Boxes of your provinces held by others: " + list(own.boxes_lost));
  items.push_back("Recruiting cities you hold, with what each adds to your army maximum (SK 13.2.2): " +
                  list(own.recruiting_cities));
  items.push_back("Electoral cities you hold (SK 19.1): " + std::to_string(own.electoral_held.size()) + " of " +
                  std::to_string(own.electoral_total) +
                  (own.electoral_held.empty() ? "" : ": " + and_list(own.electoral_held)));
  out.push_back(report::BulletList{items});
  out.push_back(report::Heading{3, "Army and recruiting"});
  out.push_back(report::BulletList{
      {"Army size: " + plural(own.army_columns, "column", "columns") + " of a maximum of " +
           std::to_string(own.army_maximum) + " (garrisons not counted, SK 13.2.2)",
       "Battles won since your last winter recruiting: " + std::to_string(own.victories) +
           "; each adds one column to your recruiting in Winter " + std::to_string(own.next_winter) + " (SK 13.1.2)",
       "Base recruiting number for Winter " + std::to_string(own.next_winter) + ": " +
           std::to_string(own.base_recruiting) + " (SK 13.1.1); recruiting capacity " +
           std::to_string(own.base_recruiting + own.victories) +
           ", one column at most in each recruiting city you hold free of enemy troops (SK 13.1, 13.2.1, 13.3)"}});
}

void battles_section(const OwnSide& own, std::vector<report::Block>& out) {
  out.push_back(report::Heading{2, "Your battles"});
  if (own.battles.empty()) {
    out.push_back(report::Paragraph{"You fought no battle in the last four seasons."});
    return;
  }
  report::Table t{{"Season", "Place", "You were", "Against", "Outcome", "Details"}, {}};
  for (const auto& b : own.battles) t.rows.push_back({b.date, b.place, b.side, b.opponents, b.outcome, b.details});
  out.push_back(t);
}

void events_section(const OwnSide& own, std::vector<report::Block>& out) {
  out.push_back(report::Heading{2, "Events of the season (SK 17)"});
  if (own.events.empty()) {
    out.push_back(
        report::Paragraph{"No random event drawn this season (the Kings draw them at the start of spring, SK 17.1)."});
    return;
  }
  std::vector<std::string> yours;
  for (const auto& e : own.events)
    if (!e.result.empty()) yours.push_back(e.result);
  out.push_back(events_table(own.events));
  if (!yours.empty()) {
    out.push_back(report::Heading{3, "The events that touch you"});
    out.push_back(report::BulletList{yours});
  }
}

// Intelligence, grouped by province, the best-informed provinces first (8.3).
void intelligence_section(const PlayerPicture& picture, const Map& map, std::vector<report::Block>& out) {
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
}

// The own side as far as a picture alone tells it (player_report without a view).
OwnSide own_from_picture(const PlayerPicture& picture, const Map& map) {
  OwnSide own;
  own.moment = picture.date.describe();
  for (const auto& c : picture.own_columns) {
    OwnColumn o;
    o.column = c;
    for (const auto& off : picture.own_officers)
      if (off.column == c.id) o.commander = off.name;
    o.box_name = c.box.empty() ? "not placed" : map.box_name(c.box);
    o.sp = total_sp(c.stands);
    own.columns.push_back(std::move(o));
  }
  for (const auto& g : picture.own_garrisons)
    own.garrisons.push_back({map.box_name(g.box), g.stands, total_sp(g.stands), ""});
  for (const auto& o : picture.own_officers)
    if (o.column.empty())
      own.officers.push_back(std::string(rank_title(o.rank)) + " " + o.name + ", at " +
                             (o.box.empty() ? "not placed" : map.box_name(o.box)) +
                             (o.army.empty() ? "" : ", commanding the " + o.army));
  return own;
}

}  // namespace

report::Document render_player_report(const PlayerView& v) {
  const PlayerPicture& picture = v.picture;
  report::Document doc;
  doc.title = faction_name(picture.faction) + ": intelligence and forces, " + picture.date.describe();
  doc.subtitle = v.campaign_name + " — for the eyes of " + faction_name(picture.faction) + " only";
  auto& out = doc.blocks;
  out.push_back(report::Paragraph{"Season: " + picture.date.describe() +
                                  ". Intelligence as issued at the start of the "
                                  "turn (SK 8.1); your own side as it stands now."});
  intelligence_section(picture, *v.map, out);
  forces_section(v.own, *v.forces, out);
  supply_section(v.own, out);
  works_section(v.own, out);
  holdings_section(v.own, out);
  battles_section(v.own, out);
  events_section(v.own, out);
  diplomacy_section(v.diplomacy, out);
  add_map_pages(doc, picture, *v.map, v.map_knowledge);  // the map pages end the report
  return doc;
}

report::Document player_report(const PlayerPicture& picture, const Map& map, const Forces& forces,
                               const std::string& campaign_name, const FactionDiplomacy& diplomacy) {
  PlayerView v;
  v.picture = picture;
  v.diplomacy = diplomacy;
  v.own = own_from_picture(picture, map);
  v.campaign_name = campaign_name;
  v.map = MapPtr(MapPtr(), &map);  // not owned: the caller's, for this call only
  v.forces = ForcesPtr(ForcesPtr(), &forces);
  return render_player_report(v);
}

PlayerView player_view(const CampaignState& cs, const std::string& faction) {
  const SkState& s = sk_state(cs);
  PlayerView v;
  v.picture = picture_from_json(JsonCursor(s.pictures.at(faction), "issued intelligence"));
  v.diplomacy = faction_diplomacy(s, faction);
  v.own = own_side(s, faction);
  v.campaign_name = cs.core.name;
  v.map = s.map;
  v.forces = s.forces;
  v.map_knowledge = map_knowledge(s, faction, v.picture);
  return v;
}

void to_each_active_faction(report::Handout& h) {
  h.recipients = [](const CampaignState& cs) {
    report::Recipients out;
    for (const auto& f : sk_state(cs).factions)
      if (f.active) out.emplace_back(f.id, f.name);
    return out;
  };
  h.not_ready = [](const CampaignState& cs, const std::string& faction) -> std::string {
    const SkState& s = sk_state(cs);
    return s.faction(faction) ? "" : s.no_faction(faction);
  };
}

void register_reports() {
  report::ReportProvider p;
  p.game_id = kGameId;
  p.turn_report = report::make_handout("report", "Report", player_view, render_player_report);
  to_each_active_faction(p.turn_report);
  p.turn_report.not_ready = [](const CampaignState& cs, const std::string& faction) -> std::string {
    const SkState& s = sk_state(cs);
    if (!s.faction(faction)) return s.no_faction(faction);
    if (!s.pictures.count(faction))
      return "no intelligence has been issued to " + faction_name(faction) + " yet (sk.issue_intelligence)";
    return "";
  };
  p.handouts.push_back(briefing_handout());
  p.handouts.push_back(orders_handout());
  p.handouts.push_back(gazette_handout());
  p.period = [](const CampaignState& cs) { return sk_state(cs).date.describe(); };
  p.refresh_command = Json{{"type", "sk.issue_intelligence"}, {"args", Json::object()}};
  report::report_providers().add(std::move(p));
  register_bundle_hooks();
}

}  // namespace umpire::sk
