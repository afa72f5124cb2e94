// Treaties and the Imperial Court (SK 6.1-6.4; digest P-22, G-18): the
// enforceability window's arithmetic, the queries the Diplomacy window and the
// reports use, demotion, and the state's JSON round trip.
#include <doctest/doctest.h>

#include "soldier_king/diplomacy.h"
#include "soldier_king/promotion.h"
#include "soldier_king/scenario.h"
#include "soldier_king/settings.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

SkState base() {
  Json options = Json::object();
  SkState s = *new_campaign(JsonCursor(options, "options"));
  s.date = GameDate{1740, Season::Summer};
  s.phase = Phase::PlayerTurn;
  return s;
}

int ord(int year, Season season) { return GameDate{year, season}.ordinal(); }

Treaty lodged_treaty(const std::string& id, GameDate inception) {
  Treaty t;
  t.id = id;
  t.title = "Non-aggression " + id;
  t.text = "We the undersigned promise not to attack one another.";
  t.words = word_count(t.text);
  t.parties = {"argozia", "arcadia"};
  t.signed_by = t.parties;
  t.inception = inception;
  t.recorded = inception;
  t.lodged = inception;
  return t;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("diplomacy: the window by seasons elapsed (6.2.4, G-18)") {
  CHECK(enforceability_window(0) == Enforceability::Enforceable);
  CHECK(enforceability_window(5) == Enforceability::Enforceable);
  CHECK(enforceability_window(6) == Enforceability::CourtDiscretion);
  CHECK(enforceability_window(7) == Enforceability::CourtDiscretion);
  CHECK(enforceability_window(10) == Enforceability::CourtDiscretion);
  CHECK(enforceability_window(11) == Enforceability::NotEnforceable);
  CHECK(enforceability_window(40) == Enforceability::NotEnforceable);
  // Seasons elapsed are differences of ordinals across the year's turn.
  CHECK(ord(1741, Season::Spring) - ord(1739, Season::Winter) == 5);
  CHECK(ord(1742, Season::Summer) - ord(1739, Season::Winter) == 10);
  CHECK(std::string(to_string(Enforceability::CourtDiscretion)) == "court_discretion");
}

TEST_CASE("diplomacy: a treaty binds once lodged, from its inception, until its termination or expiry") {
  SkState s = base();
  Treaty t = lodged_treaty("t1", GameDate{1739, Season::Winter});
  t.lodged = GameDate{1740, Season::Spring};
  CHECK(enforceability(s, t, ord(1739, Season::Autumn)).level == Enforceability::NotInForce);  // before inception
  CHECK(enforceability(s, t, ord(1739, Season::Autumn)).rule == "SK 6.2");
  auto before_lodging = enforceability(s, t, ord(1739, Season::Winter));
  CHECK(before_lodging.level == Enforceability::NotInForce);
  CHECK(before_lodging.rule == "SK 6.2.1");
  s.settings[kLodgedAfterBreach] = 1;
  CHECK(enforceability(s, t, ord(1739, Season::Winter)).level == Enforceability::Enforceable);
  s.settings[kLodgedAfterBreach] = 0;
  // Lodged in the breach's own season counts.
  CHECK(enforceability(s, t, ord(1740, Season::Spring)).level == Enforceability::Enforceable);
  auto e = enforceability(s, t, ord(1741, Season::Summer));
  CHECK(e.level == Enforceability::CourtDiscretion);
  CHECK(e.elapsed == 6);
  CHECK(contains(e.reason, "6 seasons after its inception (Winter 1739)"));
  CHECK(enforceability(s, t, ord(1742, Season::Autumn)).level == Enforceability::NotEnforceable);

  Treaty unlodged = t;
  unlodged.lodged.reset();
  CHECK(enforceability(s, unlodged, ord(1740, Season::Spring)).rule == "SK 6.2.1");

  Treaty cleves = t;
  cleves.expiry = GameDate{1741, Season::Summer};  // "before Summer 1741"
  CHECK(enforceability(s, cleves, ord(1741, Season::Spring)).level == Enforceability::Enforceable);
  CHECK(enforceability(s, cleves, ord(1741, Season::Summer)).level == Enforceability::NotInForce);

  Treaty ended = t;
  ended.terminated = GameDate{1740, Season::Autumn};
  CHECK(enforceability(s, ended, ord(1740, Season::Summer)).level == Enforceability::Enforceable);
  CHECK(enforceability(s, ended, ord(1740, Season::Autumn)).rule == "SK 6.2.3");
}

TEST_CASE("diplomacy: words, treaty filters and status") {
  CHECK(word_count("") == 0);
  CHECK(word_count("  We the\tundersigned\n promise ") == 4);
  SkState s = base();
  s.diplomacy.treaties.push_back(lodged_treaty("t1", GameDate{1739, Season::Winter}));
  Treaty t2 = lodged_treaty("t2", GameDate{1739, Season::Winter});
  t2.parties = {"bravance", "hrvatska"};
  t2.expiry = GameDate{1741, Season::Spring};
  s.diplomacy.treaties.push_back(t2);
  Treaty t3 = lodged_treaty("t3", GameDate{1739, Season::Winter});
  t3.lodged.reset();
  s.diplomacy.treaties.push_back(t3);
  CHECK(treaties(s).size() == 3);
  CHECK(treaties(s, TreatyFilter{"argozia", false, -1}).size() == 2);
  CHECK(treaties(s, TreatyFilter{"", true, -1}).size() == 2);
  auto expiring = treaties(s, TreatyFilter{"", false, 3});
  REQUIRE(expiring.size() == 1);
  CHECK(expiring[0]->id == "t2");
  CHECK(treaties(s, TreatyFilter{"", false, 2}).empty());
  CHECK(treaty_status(s, *find_treaty(s, "t1")) == "lodged Winter 1739, enforceable (2 seasons after its inception)");
  CHECK(contains(treaty_status(s, *find_treaty(s, "t3")), "not lodged"));
  CHECK(contains(treaty_status(s, *find_treaty(s, "t2")), "expires at the start of Spring 1741"));
}

TEST_CASE("diplomacy: the Court, the docket and what a faction may see") {
  SkState s = base();
  s.diplomacy.treaties.push_back(lodged_treaty("t1", GameDate{1739, Season::Winter}));
  Treaty secret = lodged_treaty("t2", GameDate{1739, Season::Winter});
  secret.parties = {"bravance", "hrvatska"};
  secret.text = "Bravance and Hrvatska will share Cleves.";
  s.diplomacy.treaties.push_back(secret);
  CHECK(court_members(s, s.diplomacy.treaties[0]) == std::vector<std::string>{"bravance", "hrvatska"});

  CourtCase c;
  c.id = "case1";
  c.treaty = "t2";
  c.plaintiff = "bravance";
  c.defendants = {"hrvatska"};
  c.breach = GameDate{1740, Season::Spring};
  c.convened = s.date;
  c.enforceability = "enforceable";
  c.members = court_members(s, secret);
  s.diplomacy.cases.push_back(c);
  CHECK(case_status(s.diplomacy.cases[0]) == "open");
  CHECK(contains(court_waiting(s), "before the end of Summer 1740"));
  s.diplomacy.cases[0].votes.push_back(Vote{"argozia", true});
  CHECK(case_status(s.diplomacy.cases[0]) == "voting");
  Tally t = tally(s.diplomacy.cases[0]);
  CHECK(t.breach == 1);
  CHECK(t.not_voted == std::vector<std::string>{"arcadia"});
  CHECK_FALSE(t.hung());
  s.diplomacy.cases[0].votes.push_back(Vote{"arcadia", false});
  CHECK(tally(s.diplomacy.cases[0]).hung());
  s.diplomacy.cases[0].judged = true;
  s.diplomacy.cases[0].breach_found = true;
  s.diplomacy.cases[0].judgement = "Hrvatska marched first.";
  s.diplomacy.cases[0].announced = s.date;
  CHECK(case_status(s.diplomacy.cases[0]) == "judged");
  CHECK(contains(court_waiting(s), "must be punished"));
  s.diplomacy.cases[0].punishments.push_back(Punishment{"other", "", "", "a fine", s.date});
  CHECK(case_status(s.diplomacy.cases[0]) == "punished");
  CHECK(court_waiting(s).empty());

  // Argozia sees its own treaty with its text and the public judgement, never t2's text.
  FactionDiplomacy view = faction_diplomacy(s, "argozia");
  REQUIRE(view.treaties.size() == 1);
  CHECK(view.treaties[0].id == "t1");
  CHECK(view.treaties[0].text == "We the undersigned promise not to attack one another.");
  REQUIRE(view.judgements.size() == 1);
  CHECK(view.judgements[0].judgement == "Hrvatska marched first.");
  CHECK(view.judgements[0].punishments == std::vector<std::string>{"a fine"});
  std::string everything;
  for (const auto& tv : view.treaties) everything += tv.text + tv.title + tv.status;
  for (const auto& j : view.judgements) everything += j.judgement + j.treaty_title;
  CHECK_FALSE(contains(everything, "share Cleves"));
  FactionDiplomacy party = faction_diplomacy(s, "hrvatska");
  REQUIRE(party.treaties.size() == 1);
  CHECK(party.treaties[0].text == "Bravance and Hrvatska will share Cleves.");
}

TEST_CASE("diplomacy: a column reduced one training level (6.3.1), the inverse of promotion") {
  SkState s = base();
  Column* guards = s.column("c1");  // Argozia's Guards Infantry, Veteran
  REQUIRE(guards);
  REQUIRE(guards->guards);
  CHECK(demotion_target(*guards) == Quality::Experienced);
  std::string text = demote_column(s, *guards);
  CHECK(contains(text, "reduced from veteran to experienced"));
  for (const auto& st : guards->stands) {
    CHECK(st.quality == Quality::Experienced);
    CHECK(st.morale <= table_morale(*s.forces, st.type, Quality::Experienced, true).value());
  }
  Column* line = s.column("c8");
  demote_column(s, *line);
  for (const auto& st : line->stands) CHECK(st.quality == Quality::Raw);
  CHECK_FALSE(demotion_target(*line).has_value());
  CHECK(contains(demote_column(s, *line), "cannot be reduced"));
  // Promotion brings it back.
  CHECK(promotion_target(*line) == Quality::Experienced);
}

TEST_CASE("diplomacy: the state's JSON round trip") {
  SkState s = base();
  Treaty t = lodged_treaty("t1", GameDate{1739, Season::Winter});
  t.expiry = GameDate{1741, Season::Summer};
  t.precedence = "over any other";
  t.terminated = GameDate{1740, Season::Autumn};
  t.terminated_by = t.parties;
  s.diplomacy.treaties.push_back(t);
  Treaty bare = lodged_treaty("t2", GameDate{1740, Season::Spring});
  bare.lodged.reset();
  s.diplomacy.treaties.push_back(bare);
  s.diplomacy.agreements.push_back(Agreement{"a1", {"argozia", "bravance"}, "no war this year", s.date});
  CourtCase c;
  c.id = "case1";
  c.treaty = "t1";
  c.plaintiff = "argozia";
  c.defendants = {"arcadia"};
  c.breach = GameDate{1740, Season::Spring};
  c.allegation = "marched on Argoziaburg";
  c.evidence = {12, 14};
  c.convened = s.date;
  c.enforceability = "court_discretion";
  c.elapsed = 6;
  c.members = {"bravance", "hrvatska"};
  c.chief_justice = "hrvatska";
  c.votes = {Vote{"bravance", true}, Vote{"hrvatska", false}};
  c.judged = true;
  c.breach_found = true;
  c.casting_vote = "breach";
  c.judgement = "guilty";
  c.announced = s.date;
  c.late = "war";
  c.punishments.push_back(Punishment{"cede", "arcadia_home", "neutral", "ceded", s.date});
  s.diplomacy.cases.push_back(c);

  Json once = to_json(s.diplomacy);
  DiplomacyState back = diplomacy_state_from_json(JsonCursor(once, "diplomacy"));
  CHECK(to_json(back) == once);
  CHECK(back.treaties[0].expiry->season == Season::Summer);
  CHECK_FALSE(back.treaties[1].lodged.has_value());
  CHECK(back.cases[0].votes[1].breach == false);

  // And through the whole state, as the campaign file stores it.
  Json whole = s.to_json();
  auto loaded = state_from_json(JsonCursor(whole, "state"));
  CHECK(to_json(loaded->diplomacy) == once);
  // An older state without the key loads with no diplomacy.
  whole.erase("diplomacy");
  CHECK(state_from_json(JsonCursor(whole, "state"))->diplomacy.treaties.empty());
}
