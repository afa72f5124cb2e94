#include "soldier_king/master_sheet.h"

#include <algorithm>
#include <map>

#include "report/providers.h"
#include "soldier_king/battles.h"
#include "soldier_king/factions.h"
#include "soldier_king/module.h"

namespace umpire::sk {

namespace {

const SkState& sk_of(const CampaignState& cs) { return sk_state(cs); }

std::vector<std::string> split_users(const std::string& users) {
  std::vector<std::string> out;
  std::string cur;
  for (char ch : users + ",") {
    if (ch != ',') {
      if (ch != ' ') cur += ch;
    } else if (!cur.empty()) {
      out.push_back(cur);
      cur.clear();
    }
  }
  return out;
}

std::string commander_of(const SkState& s, const Column& c) {
  for (const auto& o : s.officers)
    if (o.column == c.id) return o.name;
  return "";
}

// "3 Veteran, 2 Raw": the stands by quality, the best first.
std::string qualities(const std::vector<Stand>& stands) {
  std::map<int, int> by;
  for (const auto& st : stands) ++by[static_cast<int>(st.quality)];
  std::string out;
  for (auto it = by.rbegin(); it != by.rend(); ++it)
    out += (out.empty() ? "" : ", ") + std::to_string(it->second) + " " + to_string(static_cast<Quality>(it->first));
  return out;
}

// This player turn's state of a column (SK 9.6, 10.4, 10.6, 10.8).
std::string march_state(const Column& c) {
  std::vector<std::string> parts;
  if (c.marches > 0) parts.push_back(std::to_string(c.marches) + (c.marches == 1 ? " march" : " marches"));
  if (c.infiltrated) parts.push_back("infiltrated");
  if (!c.supplied_at_start) parts.push_back("out of supply at the start of the turn");
  if (c.entrenched) parts.push_back("entrenched");
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : ", ") + p;
  return out;
}

void forces_by_box(const SkState& s, report::Document& doc) {
  // In map order, so the sheet reads like the map's list of boxes.
  std::vector<std::vector<std::string>> rows;
  for (const auto& b : s.map->boxes) {
    for (const auto& c : s.columns)
      if (c.box == b.id)
        rows.push_back({b.name, c.name, faction_name(c.owner), std::to_string(c.stands.size()),
                        std::to_string(total_sp(c.stands)), qualities(c.stands), commander_of(s, c), march_state(c)});
    for (const auto& g : s.garrisons)
      if (g.box == b.id)
        rows.push_back({b.name, "Garrison", faction_name(g.owner), std::to_string(g.stands.size()),
                        std::to_string(total_sp(g.stands)), qualities(g.stands), "", ""});
  }
  std::vector<std::vector<std::string>> unplaced;
  for (const auto& c : s.columns)
    if (c.box.empty() || !s.map->box(c.box))
      unplaced.push_back({c.box.empty() ? "not placed" : c.box, c.name, faction_name(c.owner),
                          std::to_string(c.stands.size()), std::to_string(total_sp(c.stands)), qualities(c.stands),
                          commander_of(s, c), march_state(c)});
  rows.insert(rows.end(), unplaced.begin(), unplaced.end());
  doc.heading(2, "Columns and garrisons by box");
  if (rows.empty())
    doc.paragraph("No column or garrison is on the map.", true);
  else
    doc.table({"Box", "Column", "Faction", "Stands", "SP", "Quality", "Commander", "This turn"}, rows);
}

void magazines(const SkState& s, report::Document& doc) {
  doc.heading(2, "Magazines (SK 9.2)");
  std::vector<std::vector<std::string>> rows;
  for (const auto& f : s.factions)
    for (const auto& m : s.magazines)
      if (m.owner == f.id) {
        std::string users;
        for (const auto& u : split_users(m.users)) users += (users.empty() ? "" : ", ") + faction_name(u);
        rows.push_back({faction_name(m.owner), s.map->box_name(m.box), users});
      }
  if (rows.empty())
    doc.paragraph("No magazine is on the map.", true);
  else
    doc.table({"Faction", "Box", "Shared with (SK 9.2.2)"}, rows);
}

void pending_battles(const SkState& s, report::Document& doc) {
  doc.heading(2, "Battles not yet resolved (SK 11)");
  std::vector<std::vector<std::string>> rows;
  for (const auto& b : s.battles) {
    if (b.status != "pending" && b.status != "at_table") continue;
    std::string columns;
    for (const std::string side : {"attacker", "defender"})
      for (const Column* c : side_columns(s, b, side)) columns += (columns.empty() ? "" : ", ") + c->name;
    rows.push_back({s.map->box_name(b.box), side_name(b, "attacker"), side_name(b, "defender"), columns,
                    b.status == "pending" ? "to send to the table" : "at the table (" + b.engine + ")"});
  }
  for (const auto& rb : s.revolt.battles)
    if (rb.winner.empty())
      rows.push_back({s.map->box_name(rb.box),
                      "the Rebels" + (rb.commander.empty() ? std::string(", no commander named")
                                                           : ", commanded by " + faction_name(rb.commander)),
                      faction_names(rb.factions), "", "Rebel turn (SK 17.2.8)"});
  if (rows.empty())
    doc.paragraph("No battle is waiting.", true);
  else
    doc.table({"Box", "Attacker", "Defender", "Columns", "Where it stands"}, rows);
}

}  // namespace

std::string issue_moment(const SkState& s) {
  const std::string date = s.date.describe();
  switch (s.phase) {
    case Phase::PlayerTurn: {
      const std::string who = faction_name(s.turn.player);
      // Intelligence is issued at the start of a player turn (SK 8.1): an issue
      // printed before his marches is for the turn he is about to play.
      if (s.turn.step < TurnStep::Movement) return date + ", before " + who + "'s turn";
      return date + ", " + who + "'s turn, " + step_words(s.turn.step);
    }
    default: return date + ", " + phase_words(s.phase);
  }
}

report::Document master_sheet(const CampaignState& cs) {
  const SkState& s = sk_of(cs);
  report::Document doc;
  doc.title = "Umpire's master sheet";
  doc.subtitle = cs.core.name + " - " + issue_moment(s) + " - for the umpire only, never for a player";
  forces_by_box(s, doc);
  magazines(s, doc);
  pending_battles(s, doc);
  return doc;
}

std::vector<std::string> briefing_players(const SkState& s, const std::string& recipient) {
  auto colon = recipient.rfind(':');
  if (colon == std::string::npos) return {};
  const Battle* b = find_battle(s, recipient.substr(0, colon));
  const std::string side = recipient.substr(colon + 1);
  if (!b || (side != "attacker" && side != "defender")) return {};
  std::vector<std::string> out;
  for (const auto& f : side_factions(*b, side)) {
    if (f != kRebels) {
      if (const Faction* fa = s.faction(f); fa && fa->active) out.push_back(f);
      continue;
    }
    // In the Rebel turn the Rebels are played by the commander the umpire
    // named (SK 17.2.8.1); defending in a player's turn, by whoever he seats.
    if (b->attacker != kRebels) continue;
    for (const auto& rb : s.revolt.battles)
      if (rb.box == b->box && !rb.commander.empty() && std::find(out.begin(), out.end(), rb.commander) == out.end())
        out.push_back(rb.commander);
  }
  return out;
}

void register_bundle_hooks() {
  report::ReportProvider* p = report::report_providers().edit(kGameId);
  if (!p) return;
  p->moment = [](const CampaignState& cs) { return issue_moment(sk_of(cs)); };
  p->master_sheet = master_sheet;
  for (auto& h : p->handouts)
    if (h.id == "briefing")
      h.players_of = [](const CampaignState& cs, const std::string& r) { return briefing_players(sk_of(cs), r); };
}

}  // namespace umpire::sk
