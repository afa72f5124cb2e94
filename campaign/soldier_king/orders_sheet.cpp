#include "soldier_king/orders_sheet.h"

#include <algorithm>
#include <map>

#include "soldier_king/factions.h"
#include "soldier_king/player_report.h"
#include "soldier_king/movement.h"
#include "soldier_king/state.h"

namespace umpire::sk {

namespace {

// The lines a march uses, in words: "road", "highway", "road/highway", "downstream".
std::string reach_by_words(const PathPlan& plan) {
  if (plan.mode == MoveMode::RiverUp || plan.mode == MoveMode::RiverDown) return to_string(plan.mode);
  bool road = false, highway = false;
  for (LineType t : plan.legs) (t == LineType::Highway ? highway : road) = true;
  return road && highway ? "road/highway" : highway ? "highway" : "road";
}

bool may_use_magazine(const Magazine& m, const std::string& faction) {
  std::string users = "," + m.users + ",";
  users.erase(std::remove(users.begin(), users.end(), ' '), users.end());
  return users.find("," + faction + ",") != std::string::npos;
}

// The faction's own troops and nothing else, its columns as they will be when
// its turn opens (SK 7.1.2: marches and infiltration reset) unless its turn is
// running: what march_range judges the sheet's reach on (promise 4).
SkState own_troops_only(const SkState& s, const std::string& faction, bool own_turn) {
  SkState own = s;
  own.columns.clear();
  for (const auto& c : s.columns)
    if (c.owner == faction && !c.rebel) {
      own.columns.push_back(c);
      if (!own_turn) own.columns.back().marches = 0, own.columns.back().infiltrated = false;
    }
  own.garrisons.clear();
  for (const auto& g : s.garrisons)
    if (g.owner == faction) own.garrisons.push_back(g);
  own.officers.clear();
  for (const auto& o : s.officers)
    if (o.owner == faction) own.officers.push_back(o);
  return own;
}

// "Ostmoor (road)", "Kalmsee via Ostmoor (highway)".
std::string reach_words(const Map& map, const OrdersReach& r) {
  std::string out = map.box_name(r.box);
  for (std::size_t i = 0; i + 1 < r.path.size(); ++i) out += (i ? ", " : " via ") + map.box_name(r.path[i]);
  return out + " (" + r.by + ")";
}

// `whole`: each box's words kept on one line of the form (form_comment splits only between them).
std::string reach_list(const Map& map, const OrdersColumn& c, bool whole = false) {
  std::string out;
  for (const auto& r : c.reach) {
    std::string words = reach_words(map, r);
    if (whole) std::replace(words.begin(), words.end(), ' ', '\x1f');
    out += (out.empty() ? "" : "; ") + words;
  }
  return out;
}

std::string place_name(const Map& map, const std::string& box) {
  return box.empty() ? "not placed" : map.box_name(box);
}

std::string marches_words(const OrdersView& v) {
  std::string limit = v.winter ? "In Winter each column takes part in only 1 march (SK 10.3.4)."
                               : "Each column takes part in at most 2 marches (SK 10.4).";
  if (v.own_turn && v.marches > 0)
    return "Marches this turn: " + std::to_string(v.marches) + " (SK 10.1), " + std::to_string(v.used) + " used, " +
           std::to_string(v.marches - v.used) + " left. " + limit;
  return "Marches this turn: rolled at the start of your player turn, from 2 to 6 (SK 10.1). " + limit;
}

const char* kMarchRules =
    "A march moves any of your columns and officers that start in one box, each along its own path (SK 10.2). "
    "Infantry moves 1 box by road or 2 along a highway, never both in one march; cavalry 2 by road or highway "
    "(SK 10.3.1, 10.3.2); on a river 1 box upstream or 2 downstream, never mixed with roads (SK 10.3.3). "
    "Where each column can go is listed for one march from where it stands. Hostile troops are not shown there: "
    "a march stops in the first box holding them, and one that ends there attacks (SK 10.5); light cavalry may pass "
    "through one such box by infiltrating (SK 10.6).";

// Wraps `text` into comment lines of at most `width` characters, each starting with `lead`.
void form_comment(std::string& out, const std::string& lead, const std::string& raw, std::size_t width = 100) {
  // A rule's number stays with its "SK": the words are split at spaces, and "SK 10.4" is kept whole.
  std::string text = raw;
  for (std::size_t at = 0; (at = text.find("SK ", at)) != std::string::npos;) text[at + 2] = '\x1f';
  auto put = [&](std::string l) {
    std::replace(l.begin(), l.end(), '\x1f', ' ');
    out += l + "\n";
  };
  std::string line = lead;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    std::string word = text.substr(start, end - start);
    if (line.size() > lead.size() && line.size() + 1 + word.size() > width) {
      put(line);
      line = lead + "  ";
    }
    line += (line.size() > lead.size() && line.back() != ' ' ? " " : "") + word;
    start = end + 1;
  }
  put(line);
}

}  // namespace

OrdersView orders_view(const CampaignState& cs, const std::string& faction) {
  const SkState& s = sk_state(cs);
  const Faction* f = s.faction(faction);
  if (!f) throw UserError(s.no_faction(faction));
  OrdersView v;
  v.faction = f->id;
  v.faction_name = f->name;
  v.campaign_name = cs.core.name;
  v.season = s.date.describe();
  v.winter = s.date.season == Season::Winter;
  v.march_limit = march_limit(s);
  v.own_turn = s.phase == Phase::PlayerTurn && s.turn.player == faction;
  if (v.own_turn && s.turn.marches > 0) v.marches = s.turn.marches, v.used = s.turn.used;
  v.map = s.map;
  const SkState own = own_troops_only(s, faction, v.own_turn);
  for (const auto& c : own.columns) {
    OrdersColumn oc;
    oc.id = c.id, oc.name = c.name, oc.box = c.box, oc.kind = kind_words(c) + (c.guards ? ", Guards" : "");
    for (const auto& o : own.officers)
      if (o.column == c.id) oc.commander = o.name;
    oc.stands = static_cast<int>(c.stands.size());
    oc.sp = total_sp(c.stands);
    oc.light_cavalry = c.kind == ColumnKind::LightCavalry;
    oc.entrenched = c.entrenched;
    oc.marches_taken = c.marches;
    for (const auto& r : march_range(own, c, false))
      oc.reach.push_back(OrdersReach{r.box, r.path, reach_by_words(r.plan)});
    v.columns.push_back(std::move(oc));
  }
  for (const auto& o : own.officers)
    if (o.column.empty()) v.officers.push_back(OrdersOfficer{o.id, o.name, rank_title(o.rank), o.box});
  for (const auto& m : s.magazines)
    if (m.owner == faction)
      v.magazines.push_back(OrdersMagazine{m.id, m.box, ""});
    else if (may_use_magazine(m, faction))
      v.magazines.push_back(OrdersMagazine{m.id, m.box, faction_name(m.owner)});
  return v;
}

namespace {

void columns_section(const OrdersView& v, report::Document& doc) {
  const Map& map = *v.map;
  doc.heading(2, "Columns");
  if (v.columns.empty()) {
    doc.paragraph("You have no columns.");
    return;
  }
  report::Table summary{{"Column", "Where", "Kind", "Commander", "Stands, SP", "Marches taken"}, {}};
  for (const auto& c : v.columns)
    summary.rows.push_back({c.name, place_name(map, c.box) + (c.entrenched ? " (entrenched)" : ""), c.kind,
                            c.commander.empty() ? "none" : c.commander,
                            std::to_string(c.stands) + ", " + std::to_string(c.sp) + " SP",
                            std::to_string(v.own_turn ? c.marches_taken : 0) + " of " + std::to_string(v.march_limit)});
  doc.blocks.emplace_back(std::move(summary));

  doc.heading(2, "Where each column can go in one march");
  report::Table reach{{"Column", "From", "In one march (SK 10.3; the boxes on the way after \"via\")"}, {}};
  for (const auto& c : v.columns) {
    std::string list = reach_list(map, c);
    if (c.box.empty())
      list = "not on the map";
    else if (list.empty())
      list = "nowhere: it has taken part in all the marches it may this turn";
    if (c.light_cavalry && !c.box.empty()) list += ". Light cavalry: may infiltrate (SK 10.6)";
    reach.rows.push_back({c.name, place_name(map, c.box), list});
  }
  doc.blocks.emplace_back(std::move(reach));
}

void officers_and_magazines(const OrdersView& v, report::Document& doc) {
  const Map& map = *v.map;
  if (!v.officers.empty()) {
    doc.heading(2, "General officers");
    doc.paragraph(
        "An officer without a column moves with a march of his box, or alone up to 3 boxes by road or "
        "highway (2 upstream, 3 downstream) through boxes you held at the start of the turn (SK 10.7).");
    report::Table t{{"Officer", "Where"}, {}};
    for (const auto& o : v.officers) t.rows.push_back({o.rank + " " + o.name, place_name(map, o.box)});
    doc.blocks.emplace_back(std::move(t));
  }
  doc.heading(2, "Magazines");
  if (v.magazines.empty()) {
    doc.paragraph("You have no magazines.");
    return;
  }
  report::Table t{{"Magazine in", "Province", "Whose"}, {}};
  for (const auto& m : v.magazines)
    t.rows.push_back({place_name(map, m.box), m.box.empty() ? "" : map.province_name(map.box_at(m.box).province),
                      m.owner_name.empty() ? "yours" : m.owner_name + "'s, which you may use (SK 9.2.2)"});
  doc.blocks.emplace_back(std::move(t));
}

// Room to write, on a page of its own: two lines a march for each column and
// officer, wide enough for a path (no-break spaces hold the width).
void orders_table(const OrdersView& v, report::Document& doc) {
  const Map& map = *v.map;
  if (v.columns.empty() && v.officers.empty()) return;
  doc.page_break();
  doc.heading(2, "Orders");
  doc.paragraph(
      "Write each march as its number and the boxes it goes through, e.g. \"2: Ostmoor, Kalmsee\". Columns "
      "and officers marching together from one box share a number; marches are made in their numbers' "
      "order. A column with no orders stays where it is. The umpire can also send this sheet as a text "
      "form to fill in and return by e-mail.");
  const std::string blank = "\u00a0\n\u00a0";
  std::string room;
  for (int i = 0; i < 24; ++i) room += "\u00a0";
  room += "\n\u00a0";
  std::vector<std::string> header{"Column or officer, at"};
  for (int i = 1; i <= v.march_limit; ++i) header.push_back(std::string(i == 1 ? "1st" : "2nd") + " march: no., boxes");
  header.push_back("Or: stay, entrench");
  report::Table orders{header, {}};
  auto row = [&](const std::string& name, const std::string& box, bool entrench) {
    std::vector<std::string> cells{name + ", " + place_name(map, box)};
    for (int i = 0; i < v.march_limit; ++i) cells.push_back(room);
    cells.push_back(entrench ? blank : "stays or moves with troops");
    orders.rows.push_back(std::move(cells));
  };
  for (const auto& c : v.columns) row(c.name, c.box, true);
  for (const auto& o : v.officers) row(o.name, o.box, false);
  doc.blocks.emplace_back(std::move(orders));
}

}  // namespace

report::Document render_orders_sheet(const OrdersView& v) {
  report::Document doc;
  doc.title = v.faction_name + ": orders for " + v.season;
  doc.subtitle = v.campaign_name + " — for the eyes of " + v.faction_name + " only";
  doc.paragraph(marches_words(v));
  doc.paragraph(kMarchRules);
  columns_section(v, doc);
  officers_and_magazines(v, doc);
  orders_table(v, doc);
  return doc;
}

std::string render_orders_form(const OrdersView& v) {
  const Map& map = *v.map;
  std::string out;
  out += "# Soldier King orders: " + v.faction_name + ", " + v.season + " (" + v.campaign_name + ")\n";
  out += "# For the eyes of " + v.faction_name + " only. Lines starting with # are notes and are not read.\n";
  out += "#\n";
  form_comment(out, "# ", marches_words(v));
  form_comment(out, "# ", kMarchRules);
  out += "#\n";
  // The examples name boxes of this map: the first column's first two-box march, or any two joined boxes.
  std::string ex_from = "Vellhaven", ex_via = "Ostmoor", ex_to = "Kalmsee";
  bool found = false;
  for (const auto& col : v.columns)
    for (const auto& r : col.reach)
      if (r.path.size() == 2 && !found) {
        ex_from = map.box_name(col.box), ex_via = map.box_name(r.path[0]), ex_to = map.box_name(r.path[1]);
        found = true;
      }
  auto shown = [](const std::string& text) {  // UTF-8 characters
    std::size_t n = 0;
    for (unsigned char ch : text) n += (ch & 0xC0) != 0x80;
    return n;
  };
  // Each order, and what it does, in two aligned columns.
  const std::vector<std::pair<std::string, std::vector<std::string>>> orders{
      {"march: " + ex_from + " -> " + ex_via + " -> " + ex_to,
       {"a march from where it stands (the first box may be left out)"}},
      {"march 2: " + ex_via + " -> " + ex_to,
       {"numbered: columns and officers with the same number march",
        "together from one box (SK 10.2); numbers are made in order,",
        "unnumbered marches after them, each a march of its own"}},
      {"infiltrate: A -> B -> C", {"light cavalry passing through hostile troops (SK 10.6)"}},
      {"entrench", {"dig in where it stands (SK 10.8; 1 march in a recruiting", "city, 2 elsewhere)"}},
      {"stay", {"no orders: it stays where it is (the same as no line)"}}};
  std::size_t width = 0;
  for (const auto& [order, what] : orders) width = std::max(width, shown(order) + 2);
  out += "# Write each column's orders on the empty lines under it, one a line, in the order they are made:\n";
  for (const auto& [order, what] : orders)
    for (std::size_t i = 0; i < what.size(); ++i)
      out += "#   " + (i ? std::string(width, ' ') : order + std::string(width - shown(order), ' ')) + what[i] + "\n";
  out += "# Names may be written in any case. Keep the column:, officer:, magazine: and place: lines.\n";
  out += "\n";
  out += "faction: " + v.faction_name + "\n";
  out += "season: " + v.season + "\n";
  for (const auto& c : v.columns) {
    out += "\ncolumn: " + c.name + "\n";
    out += c.box.empty() ? "# Not on the map yet: it has no march to make.\n" : "place: " + map.box_name(c.box) + "\n";
    std::string about = c.kind + "; " + std::to_string(c.stands) + " stands, " + std::to_string(c.sp) + " SP" +
                        (c.commander.empty() ? "" : "; commanded by " + c.commander) +
                        (c.entrenched ? "; entrenched" : "");
    form_comment(out, "# ", about);
    if (v.own_turn && c.marches_taken > 0)
      out += "# Marches taken this turn: " + std::to_string(c.marches_taken) + " of " + std::to_string(v.march_limit) +
             "\n";
    std::string reach = reach_list(map, c, true);
    if (!c.box.empty()) form_comment(out, "# ", "In one march: " + (reach.empty() ? std::string("nowhere") : reach));
    out += "# Orders (one a line below; none: it stays):\n\n";
  }
  for (const auto& o : v.officers) {
    out += "\nofficer: " + o.name + "\n";
    out += o.box.empty() ? "# Not on the map yet.\n" : "place: " + map.box_name(o.box) + "\n";
    out += "# " + o.rank + " without a column: marches with troops of his box, or alone (SK 10.7)\n";
    out += "# Orders (one a line below; none: he stays):\n\n";
  }
  // SK 9.2.1: the faction's own magazines move by river, each in a march of its own.
  std::map<std::string, int> in_box;
  for (const auto& m : v.magazines)
    if (m.owner_name.empty()) ++in_box[m.box];
  std::map<std::string, int> nth;
  for (const auto& m : v.magazines) {
    if (!m.owner_name.empty() || m.box.empty()) continue;
    int k = ++nth[m.box];
    out += "\nmagazine: " + map.box_name(m.box) + (in_box[m.box] > 1 ? " (" + std::to_string(k) + ")" : "") + "\n";
    out += "# Moves by river only, 1 box upstream or 2 downstream, and takes a whole march (SK 9.2.1)\n";
    out += "# Orders (one a line below; none: it stays):\n\n";
  }
  for (const auto& m : v.magazines)
    if (!m.owner_name.empty())
      out += "\n# " + m.owner_name + "'s magazine in " + place_name(map, m.box) + " is yours to use (SK 9.2.2).\n";
  return out;
}

report::Handout orders_handout() {
  report::Handout h = report::make_handout("orders", "Orders sheet", orders_view, render_orders_sheet);
  to_each_active_faction(h);
  return h;
}

}  // namespace umpire::sk
