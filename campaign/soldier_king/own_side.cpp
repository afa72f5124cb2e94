#include "soldier_king/own_side.h"

#include <algorithm>
#include <cstdio>
#include <regex>

#include "handoff/handoff.h"
#include "soldier_king/army.h"
#include "soldier_king/battles.h"
#include "soldier_king/events.h"
#include "soldier_king/factions.h"
#include "soldier_king/movement.h"
#include "soldier_king/recruiting.h"
#include "soldier_king/revolt.h"
#include "soldier_king/supply.h"
#include "soldier_king/victory.h"

namespace umpire::sk {

namespace {

std::string capitalised(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

std::string quality_of(const std::vector<Stand>& stands) {
  return stands.empty() ? std::string() : capitalised(to_string(majority_quality(stands)));
}

std::string inches(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", x);
  return buf;
}

// An event's result as the umpire recorded it, without the pieces' internal
// ids: "(m435)", "(s158 -2, s159 -2)", "s437 (3 SP)", "garrison g436".
std::string without_ids(std::string text) {
  static const std::regex id_list(R"( \((?:[smgc]\d+)(?:[^()]*)\))");
  static const std::regex stand_sp(R"(\b[sg]\d+ \((\d+) SP\))");
  static const std::regex garrison(R"(\bgarrison g\d+)");
  text = std::regex_replace(text, id_list, "");
  text = std::regex_replace(text, stand_sp, "a stand of $1 SP");
  return std::regex_replace(text, garrison, "a garrison");
}

// The moment the report is written at: "Summer 1741, your turn (movement)".
std::string moment_of(const SkState& s, const std::string& faction) {
  std::string when = s.date.describe() + ", ";
  if (s.phase != Phase::PlayerTurn) return when + phase_words(s.phase);
  std::string whose = s.turn.player == faction ? "your turn" : faction_name(s.turn.player) + "'s turn";
  return when + whose + " (" + step_words(s.turn.step) + ")";
}

// SK 9.6: the supply the umpire found at the faction's own supply check, the
// foraging open to a column out of supply (9.6.1), and nothing traced now:
// a trace made now would tell where hostile troops stand that the player may
// not see (they block supply lines, 9.4).
std::string supply_text(const SkState& s, const Column& c, bool any_magazine) {
  if (c.box.empty()) return "";
  if (c.supplied_at_start) return "In supply";
  std::string why = any_magazine ? "no supply line reaches a magazine you may use (SK 9.3, 9.4)"
                                 : "you have no magazine on the board (SK 9.2)";
  int feeds = foraging_capacity(s, c.box);
  std::string forage = feeds > 0 ? "; it may forage in " + s.map->box_name(c.box) + ", which feeds " +
                                       std::to_string(feeds) + (feeds == 1 ? " column" : " columns") + " (SK 9.6.1)"
                                 : "; no foraging here (not a recruiting city): attrition if still out of supply after "
                                   "movement (SK 9.6.2)";
  return "Out of supply: " + why + forage;
}

std::string works_text(const SkState& s, const std::string& faction, const Column& c) {
  if (!c.entrenched || c.box.empty()) return "";
  if (permanent_entrenchment(s, c.box)) return "Entrenched (permanent works, SK 10.8.3)";
  return "Entrenched (hasty works, " + inches(works_length(s, faction, c.box)) + " in, SK 10.8)";
}

// The battles of the last four seasons the faction fought, newest first.
std::vector<OwnBattle> own_battles(const SkState& s, const std::string& faction) {
  std::vector<std::string> seasons;
  GameDate d = s.date;
  for (int i = 0; i < 4; ++i) {
    seasons.push_back(d.describe());
    d = d.season == Season::Spring ? GameDate{d.year - 1, Season::Winter}
                                   : GameDate{d.year, static_cast<Season>(static_cast<int>(d.season) - 1)};
  }
  std::vector<OwnBattle> out;
  for (auto it = s.battles.rbegin(); it != s.battles.rend(); ++it) {
    const Battle& b = *it;
    if (std::find(seasons.begin(), seasons.end(), b.date) == seasons.end()) continue;
    bool attacker = b.attacker == faction;
    bool defender = std::find(b.defenders.begin(), b.defenders.end(), faction) != b.defenders.end();
    if (!attacker && !defender) continue;
    OwnBattle o;
    o.date = b.date;
    o.place = s.map->box_name(b.box);
    o.side = attacker ? "attacker" : "defender";
    std::string enemy = attacker ? "defender" : "attacker";
    o.opponents = side_name(b, enemy);
    if (b.status == "withdrawn") {
      o.outcome = attacker ? "the defender withdrew before battle" : "withdrew before battle";
      o.details = attacker ? "SK 11.3.1" : "to " + s.map->box_name(b.withdrew_to) + " (SK 11.3.1)";
    } else if (b.status != "fought" || b.result.is_null() || b.setup.is_null()) {
      o.outcome = b.status == "at_table" ? "at the table" : "to be fought";
    } else {
      battles::BattleSetup setup = stored_setup(s, b);
      battles::BattleResult r = stored_result(b);
      std::string winner = r.winner.empty() ? kUndecidedWinner : r.winner;
      o.outcome = winner == o.side ? "won" : "lost";
      std::string ending = r.ending;
      for (const auto& e : battle_endings())
        if (e.id == r.ending) ending = e.name + " (" + e.rule + ")";
      int own_lost = 0, enemy_lost = 0;
      for (const auto& u : r.units)
        if (const battles::Unit* x = setup.unit(u.unit)) (x->side == o.side ? own_lost : enemy_lost) += u.lost();
      o.details = capitalised(ending) + "; SP lost: your side " + std::to_string(own_lost) + ", the enemy " +
                  std::to_string(enemy_lost);
      if (!r.retreat_to.empty()) o.details += "; the beaten side retreated to " + s.map->box_name(r.retreat_to);
    }
    out.push_back(std::move(o));
  }
  // The Rebel turn of this season (SK 17.2.8.1), as recorded by the Rebel
  // battle form (a battle fought through the Battles desk is in s.battles).
  if (revolt_active(s))
    for (const auto& rb : s.revolt.battles) {
      if (rb.winner.empty() || std::find(rb.factions.begin(), rb.factions.end(), faction) == rb.factions.end())
        continue;
      OwnBattle o;
      o.date = s.date.describe();
      o.place = s.map->box_name(rb.box);
      o.side = "defender";
      o.opponents = "the Rebels of " + s.map->province_name(rb.province);
      o.outcome = rb.winner == faction ? "won" : "lost";
      o.details = "SK 17.2.8.1";
      out.push_back(std::move(o));
    }
  return out;
}

void holdings(const SkState& s, const std::string& faction, OwnSide& v) {
  for (const auto& p : s.map->provinces)
    if (auto it = s.rulers->find(p.id); it != s.rulers->end() && it->second == faction)
      v.provinces_ruled.push_back(p.name);
  for (const auto& b : s.map->boxes) {
    std::string holder = s.holder(b.id);
    auto ruler = s.rulers->find(b.province);
    bool rules = ruler != s.rulers->end() && ruler->second == faction;
    auto captor = s.captors->find(b.id);
    if (captor != s.captors->end() && captor->second == faction && !rules)
      v.boxes_captured.push_back(b.name + " (" + s.map->province_name(b.province) + ")");
    if (rules && holder != faction)
      v.boxes_lost.push_back(b.name +
                             (holder.empty() ? " (held by nobody)" : " (captured by " + faction_name(holder) + ")"));
    if (holder == faction && b.recruiting)
      v.recruiting_cities.push_back(b.name +
                                    (rules ? " (ruled, " + std::to_string(b.recruiting->ruled)
                                           : " (captured, " + std::to_string(b.recruiting->captured)) +
                                    ")");
  }
  for (const auto& c : electoral_cities(s)) {
    ++v.electoral_total;
    if (c.holder == faction) v.electoral_held.push_back(c.name);
  }
}

}  // namespace

OwnSide own_side(const SkState& s, const std::string& faction) {
  OwnSide v;
  v.moment = moment_of(s, faction);
  v.turn_running = s.phase == Phase::PlayerTurn && s.turn.player == faction;
  v.column_march_limit = march_limit(s);
  if (v.turn_running) {
    v.marches_allowed = s.turn.marches;
    v.marches_used = s.turn.used;
    v.supply_when = s.turn.supply_checked
                        ? "at the supply check of this turn (SK 9.6)"
                        : "at the supply check of your last turn; this turn's is still to come (SK 9.6)";
  } else {
    v.supply_when = "at the supply check of your last turn (SK 9.6)";
  }
  bool any_magazine = !usable_magazines(s, faction).empty();
  for (const auto& c : s.columns) {
    if (c.owner != faction) continue;
    OwnColumn o;
    o.column = c;
    for (const auto& off : s.officers)
      if (off.column == c.id) o.commander = off.name;
    o.box_name = c.box.empty() ? "not placed" : s.map->box_name(c.box);
    o.sp = total_sp(c.stands);
    o.quality = quality_of(c.stands);
    if (v.turn_running) o.marches = std::to_string(c.marches) + " of " + std::to_string(v.column_march_limit);
    o.supply = supply_text(s, c, any_magazine);
    o.works = works_text(s, faction, c);
    if (v.turn_running)
      for (const auto& owed : s.turn.attrition_owed)
        if (owed.column == c.id) o.attrition_owed += owed.sp;
    v.columns.push_back(std::move(o));
  }
  for (const auto& g : s.garrisons)
    if (g.owner == faction)
      v.garrisons.push_back({s.map->box_name(g.box), g.stands, total_sp(g.stands), quality_of(g.stands)});
  for (const auto& o : s.officers)
    if (o.owner == faction && o.column.empty())
      v.officers.push_back(std::string(rank_title(o.rank)) + " " + o.name + ", at " +
                           (o.box.empty() ? "not placed" : s.map->box_name(o.box)) +
                           (o.army.empty() ? "" : ", commanding the " + o.army));
  for (const Magazine* m : usable_magazines(s, faction)) {
    OwnMagazine o;
    o.box_name = s.map->box_name(m->box);
    if (m->owner == faction) {
      std::vector<std::string> users;
      std::string list = m->users;
      for (std::size_t start = 0; start <= list.size();) {
        std::size_t comma = list.find(',', start);
        std::string item = list.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        item.erase(0, item.find_first_not_of(' '));
        item.erase(item.find_last_not_of(' ') + 1);
        if (!item.empty()) users.push_back(faction_name(item));
        if (comma == std::string::npos) break;
        start = comma + 1;
      }
      o.users = and_list(users);
    } else {
      o.owner = faction_name(m->owner);  // it lets this faction use it; its other users are not this report's
    }
    v.magazines.push_back(std::move(o));
  }
  // Entrenchments: the faction's hasty works (10.8), the permanent ones its
  // columns stand in (10.8.3), and every Fortress marker (17.2.3, public).
  for (const auto& [box, by] : s.works)
    if (auto it = by.find(faction); it != by.end() && it->second > 0)
      v.works.push_back({s.map->box_name(box), "hasty works, " + inches(it->second) + " inches (SK 10.8)"});
  std::set<std::string> permanent;
  for (const auto& c : s.columns)
    if (c.owner == faction && !c.box.empty() && permanent_entrenchment(s, c.box)) permanent.insert(c.box);
  for (const auto& box : permanent) {
    const CityBox* b = s.map->box(box);
    int markers = fortress_markers(s, box);
    std::vector<std::string> parts;
    if (b && b->entrenchment) parts.push_back("marked on the map (SK 10.8.3)");
    if (markers > 0)
      parts.push_back(std::to_string(markers) + " Fortress marker" + (markers == 1 ? "" : "s") + " (SK 17.2.3)" +
                      (fortress_forts(s, box) ? ", half the works may be Forts" : ""));
    std::string text = "your columns stand on a permanent entrenchment: " + and_list(parts);
    v.works.push_back({s.map->box_name(box), text});
  }
  for (const auto& [box, n] : s.events.fortresses)
    if (n > 0)
      v.fortresses.push_back(s.map->box_name(box) + (n == 1 ? "" : " (" + std::to_string(n) + " markers)") +
                             (fortress_forts(s, box) ? ": half the works may be Forts" : ""));
  holdings(s, faction, v);
  // SK 13.1.1, 13.1.2, 13.2.2: the army and next winter's recruiting. The
  // recruiting cities that may raise a column are not counted here: SK 13.3
  // excludes those with hostile troops, which the player may not see.
  v.army_columns = army_size(s, faction);
  v.army_maximum = army_maximum(s, faction);
  if (auto it = s.promotion.victories.find(faction); it != s.promotion.victories.end()) v.victories = it->second;
  v.next_winter = s.date.year;
  v.base_recruiting = base_recruiting(v.next_winter - s.start_year + 1);
  // The spring's events: each draw's public face, and the result of those
  // that touch this faction (it is the affected player, SK 17.2).
  v.events = public_events(s);
  if (!v.events.empty()) v.events_season = s.date.describe();
  auto draws = event_draws(s);
  for (auto& e : v.events)
    for (const auto& d : draws)
      if (d.number == e.number && d.revealed && d.affected == faction && !d.result.empty())
        e.result = without_ids(d.result);
  v.battles = own_battles(s, faction);
  return v;
}

}  // namespace umpire::sk
