#include "soldier_king/gazette.h"

#include "soldier_king/battles.h"
#include "soldier_king/events.h"
#include "soldier_king/factions.h"
#include "soldier_king/player_report.h"
#include "soldier_king/victory.h"

namespace umpire::sk {

namespace {

// A draw's status as the table knows it. "no effect" is told as "resolved":
// why an event had no effect (no troops there, a lone column) is not public.
std::string public_status(const std::string& status) {
  if (status == "hidden") return "card not yet revealed";
  if (status == "revealed") return "revealed, to be resolved";
  if (status == "waiting") return "revealed, waiting for the affected player's choice";
  if (status == "cancelled") return "cancelled by a Poor Harvest (SK 17.2.5)";
  return "resolved";
}

// The winner of a fought battle: the result's side, the defender when no one
// won on the field (SK 11.8).
std::string battle_winner(const Battle& b) {
  std::string winner;
  if (b.result.is_object() && b.result.contains("winner") && b.result["winner"].is_string())
    winner = b.result["winner"].get<std::string>();
  return winner.empty() ? std::string(kUndecidedWinner) : winner;
}

BattleNotice battle_notice(const SkState& s, const Battle& b) {
  BattleNotice n;
  n.place = s.map->box_name(b.box);
  const CityBox* box = s.map->box(b.box);
  n.province = box ? s.map->province_name(box->province) : "";
  n.attacker = side_name(b, "attacker");
  n.defender = side_name(b, "defender");
  if (b.status == "fought") {
    n.outcome = side_name(b, battle_winner(b)) + " won";
    n.rule = "SK 11.12";
  } else if (b.status == "withdrawn") {
    n.outcome = n.defender + " withdrew before battle";
    n.rule = "SK 11.3.1";
  } else {
    n.outcome = "to be fought";
    n.rule = "SK 11.4";
  }
  return n;
}

}  // namespace

std::vector<EventNotice> public_events(const SkState& s) {
  std::vector<EventNotice> out;
  if (s.date.season != Season::Spring) return out;  // the events are drawn in spring (SK 17.1)
  // Before this spring's events step the draws kept are last spring's.
  if (s.phase == Phase::SeasonStart && s.start_step == StartStep::Magazines) return out;
  for (const auto& d : event_draws(s)) {
    EventNotice n;
    n.number = d.number;
    n.drawer = faction_name(d.drawer);
    n.province = s.map->province_name(d.province);
    n.named = d.named.empty() ? "" : faction_name(d.named);
    n.revealed = d.revealed;
    if (d.revealed) {  // the cards stay hidden until every King has drawn (SK 17.2)
      n.affected = d.affected.empty() ? "" : faction_name(d.affected);
      n.card = d.card_name;
      n.event = d.event_name;
      n.rule = d.rule;
    }
    n.status = public_status(d.status);
    out.push_back(std::move(n));
  }
  return out;
}

GazetteView gazette_view(const CampaignState& cs, const std::string&) {
  const SkState& s = sk_state(cs);
  GazetteView v;
  v.campaign_name = cs.core.name;
  v.season = s.date.describe();
  const std::string season = s.date.describe();
  for (const auto& b : s.battles)
    if (b.date == season && (b.status == "fought" || b.status == "withdrawn")) v.battles.push_back(battle_notice(s, b));
  if (!s.revolt.revolts.empty())  // the Rebel turn of this season (SK 17.2.8.1)
    for (const auto& rb : s.revolt.battles) {
      if (rb.winner.empty()) continue;
      BattleNotice n;
      n.place = s.map->box_name(rb.box);
      n.province = s.map->province_name(rb.province);
      n.attacker = "the Rebels of " + n.province;
      n.defender = faction_names(rb.factions);
      n.outcome = rb.winner == "rebels" ? "the Rebels won" : faction_name(rb.winner) + " won";
      n.rule = "SK 17.2.8.1";
      v.rebel_battles.push_back(std::move(n));
    }
  // Electoral cities (SK 19.1): who holds each, and the changes between this
  // season's checkpoints and since the last one.
  std::map<std::string, std::string> names;
  for (const auto& c : electoral_cities(s)) {
    v.electoral.push_back({c.name, c.holder.empty() ? "" : faction_name(c.holder)});
    names[c.box] = c.name;
  }
  const auto& cps = season_checkpoints(s);
  auto compare = [&](const std::map<std::string, std::string>& before, const std::map<std::string, std::string>& after,
                     const std::string& when) {
    for (const auto& [box, name] : names) {
      auto b = before.find(box);
      auto a = after.find(box);
      std::string from = b == before.end() ? "" : b->second, to = a == after.end() ? "" : a->second;
      if (from != to)
        v.electoral_changes.push_back(
            {name, from.empty() ? "" : faction_name(from), to.empty() ? "" : faction_name(to), when});
    }
  };
  for (std::size_t i = 1; i < cps.size(); ++i) compare(cps[i - 1].holders, cps[i].holders, "by the " + cps[i].when);
  if (!cps.empty()) {
    std::map<std::string, std::string> now;
    for (const auto& c : electoral_cities(s)) now[c.box] = c.holder;
    compare(cps.back().holders, now, "since the " + cps.back().when);
  }
  for (const auto& r : s.ruler_changes)
    if (r.date.ordinal() == s.date.ordinal())
      v.rulers.push_back({s.map->province_name(r.province), faction_name(r.ruler),
                          r.previous.empty() ? "" : faction_name(r.previous), r.how});
  // Every judgement is public (SK 6.3): the ones announced this season.
  for (auto& j : faction_diplomacy(s, "").judgements)
    if (j.announced.ordinal() == s.date.ordinal()) v.judgements.push_back(std::move(j));
  v.events = public_events(s);
  if (!v.events.empty()) v.events_season = season;
  for (const auto& r : s.revolt.revolts) {
    GameDate since{r.started / 4, static_cast<Season>(r.started % 4)};
    v.revolts.push_back(s.map->province_name(r.province) + ", since " + since.describe());
  }
  v.winner = victory_winner_line(s);
  return v;
}

namespace {

std::string battle_line(const BattleNotice& n) {
  return n.place + (n.province.empty() || n.province == n.place ? "" : " (" + n.province + ")") + ": " + n.attacker +
         " attacked " + n.defender + "; " + n.outcome + " (" + n.rule + ")";
}

}  // namespace

report::Document render_gazette(const GazetteView& v) {
  report::Document doc;
  doc.title = "The Gazette of the Empire, " + v.season;
  doc.subtitle = v.campaign_name + " — public news for every player";
  auto& out = doc.blocks;
  out.push_back(report::Paragraph{"What every court in the Empire knows of " + v.season +
                                  ": the battles fought, the electoral cities, the provinces that changed ruler, the "
                                  "judgements of the Imperial Court and the events of the season."});
  if (!v.winner.empty()) out.push_back(report::Paragraph{v.winner + " (SK 19.1)."});

  out.push_back(report::Heading{2, "Battles"});
  if (v.battles.empty() && v.rebel_battles.empty()) {
    out.push_back(report::Paragraph{"No battle was fought this season."});
  } else {
    report::BulletList list;
    for (const auto& b : v.battles) list.items.push_back(battle_line(b));
    for (const auto& b : v.rebel_battles) list.items.push_back(battle_line(b));
    out.push_back(list);
  }
  if (!v.revolts.empty()) {
    out.push_back(report::Heading{3, "Revolts (SK 17.2.8)"});
    out.push_back(report::BulletList{v.revolts});
  }

  out.push_back(report::Heading{2, "The electoral cities (SK 19.1)"});
  if (v.electoral_changes.empty()) {
    out.push_back(report::Paragraph{"No electoral city changed hands this season."});
  } else {
    report::BulletList list;
    for (const auto& c : v.electoral_changes)
      list.items.push_back(c.city + ": " + (c.to.empty() ? "no longer held" : "taken by " + c.to) +
                           (c.from.empty() ? "" : " from " + c.from) + ", " + c.when);
    out.push_back(list);
  }
  report::Table held{{"Electoral city", "Held by"}, {}};
  for (const auto& c : v.electoral) held.rows.push_back({c.city, c.holder.empty() ? "nobody" : c.holder});
  if (!held.rows.empty()) out.push_back(held);

  out.push_back(report::Heading{2, "Provinces (SK 16.1)"});
  if (v.rulers.empty()) {
    out.push_back(report::Paragraph{"No province changed ruler this season."});
  } else {
    report::BulletList list;
    for (const auto& r : v.rulers) {
      std::string was = r.previous.empty() ? "it had no ruler" : "formerly " + r.previous;
      if (r.how == "plebiscite")
        list.items.push_back("Plebiscite in " + r.province + ": " + r.ruler + " becomes its ruler (" + was +
                             ", SK 16.1.1)");
      else if (r.how == "grant")
        list.items.push_back(r.previous + " grants " + r.province + " to " + r.ruler + " (SK 16.1.2)");
      else
        list.items.push_back("The umpire awards " + r.province + " to " + r.ruler + " (" + was + ", SK 16.1.2)");
    }
    out.push_back(list);
  }

  out.push_back(report::Heading{2, "The Imperial Court (SK 6.3)"});
  if (v.judgements.empty()) {
    out.push_back(report::Paragraph{"The Court announced no judgement this season."});
  } else {
    for (const auto& j : v.judgements) {
      out.push_back(report::Paragraph{j.treaty_title + ": " + faction_name(j.plaintiff) + " against " +
                                      faction_names(j.defendants) + ", alleged breach in " + j.breach.describe() +
                                      ": " + (j.breach_found ? "breach found. " : "no breach. ") + j.judgement});
      if (!j.punishments.empty()) out.push_back(report::BulletList{j.punishments});
    }
  }

  out.push_back(report::Heading{2, "Events of the season (SK 17)"});
  if (v.events.empty()) {
    out.push_back(
        report::Paragraph{"No random event drawn this season (the Kings draw them at the start of spring, SK 17.1)."});
  } else {
    out.push_back(events_table(v.events));
  }
  return doc;
}

report::Table events_table(const std::vector<EventNotice>& events) {
  report::Table t{{"Drawn by", "Province", "Event", "Affects", "Status"}, {}};
  for (const auto& e : events)
    t.rows.push_back(
        {e.drawer, e.province, e.revealed ? e.event + " (" + e.card + ", " + e.rule + ")" : "hidden card",
         e.revealed ? (e.affected.empty() ? "nobody" : e.affected) : (e.named.empty() ? "" : e.named + " (named)"),
         e.status});
  return t;
}

report::Handout gazette_handout() {
  report::Handout h = report::make_handout("gazette", "Gazette", gazette_view, render_gazette);
  to_each_active_faction(h);
  return h;
}

}  // namespace umpire::sk
