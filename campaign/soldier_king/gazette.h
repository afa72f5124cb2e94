// The season's gazette: the public news of a Soldier King season, the same
// handout for every player. It tells only what the whole table knows:
//  - the battles fought (place, sides, outcome; SK 11.12: a victory counts for
//    recruiting, so who won is known), never the forces' composition or losses;
//  - the electoral cities that changed hands (SK 19.1: holding them wins the
//    game, so every player watches them) and who holds each now;
//  - plebiscites and grants of provinces (SK 16.1.1, 16.1.2);
//  - the judgements of the Imperial Court announced this season (public, SK 6.3);
//  - the spring's random events as drawn at the table: who drew, the province
//    and player declared, the card once revealed (SK 17.1, 17.2) — never the
//    hidden card before the reveal, nor where a magazine was placed or which
//    column was struck;
//  - revolts in progress and the Rebel turn's battles (SK 17.2.8).
#pragma once

#include <string>
#include <vector>

#include "report/document.h"
#include "report/providers.h"
#include "soldier_king/diplomacy.h"
#include "soldier_king/state.h"

namespace umpire::sk {

// One King's draw from the event deck, as the table saw it (SK 17.1, 17.2).
struct EventNotice {
  int number = 0;                                 // in draw order
  std::string drawer, province, named, affected;  // names; named/affected "" when none
  bool revealed = false;
  std::string card, event, rule;  // "ace of hearts", "Good Harvest", "SK 17.2.1"; empty while hidden
  std::string status;             // in words: "done", "no effect", "cancelled by a Poor Harvest", "waiting"
  std::string result;             // only in the report of the player it touches (own_side); never in the gazette
};

struct BattleNotice {
  std::string place, province;
  std::string attacker, defender;  // names of the sides
  std::string outcome;             // "Argozia won", "Bravance withdrew before battle", "to be fought"
  std::string rule;
};

struct ElectoralNotice {
  std::string city, holder;  // holder "" when nobody holds it
};

struct ElectoralChange {
  std::string city, from, to, when;  // from/to "" for nobody; when: "by the end of Argozia's turn"
};

struct RulerNotice {
  std::string province, ruler, previous, how;  // how: "plebiscite", "grant", "award"
};

struct GazetteView {
  std::string campaign_name;
  std::string season;  // "Summer 1741"
  std::vector<BattleNotice> battles;
  std::vector<BattleNotice> rebel_battles;
  std::vector<ElectoralChange> electoral_changes;
  std::vector<ElectoralNotice> electoral;
  std::vector<RulerNotice> rulers;
  std::vector<JudgementView> judgements;
  std::vector<EventNotice> events;
  std::string events_season;         // "Spring 1741", "" outside spring
  std::vector<std::string> revolts;  // "Valmorin, since Spring 1741"
  std::string winner;                // the winner's line, "" while the game goes on (SK 19.1)
};

// The spring's draws as the table saw them (no results): shared by the
// gazette and the player's report.
std::vector<EventNotice> public_events(const SkState& s);

// The draws as a table: who drew, the province, the event once revealed, whom
// it affects (or the player named while the card is hidden), its status.
report::Table events_table(const std::vector<EventNotice>& events);

// The gazette of the current season; the same for every recipient.
GazetteView gazette_view(const CampaignState& cs, const std::string& recipient);
report::Document render_gazette(const GazetteView& view);
// Registered with the report providers (player_report.cpp): each active faction receives it.
report::Handout gazette_handout();

}  // namespace umpire::sk
