// The random-event deck (SK 17.1; digest §1.12, P-19, G-12): 16 cards, two per
// event, red cards for the good events and black for the bad; 50 % rounded
// half up; the default spread of losses over stands; serialisation.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>

#include "soldier_king/events.h"

using namespace umpire;
using namespace umpire::sk;

TEST_CASE("the event deck: 16 cards, two per event, by suit colour (SK 17.1, digest 1.12)") {
  auto deck = full_deck();
  CHECK(deck.size() == 16);
  CHECK(std::set<std::string>(deck.begin(), deck.end()).size() == 16);
  std::map<std::string, int> per_event;
  for (const auto& card : deck) {
    std::string e = card_event(card);
    REQUIRE(!e.empty());
    ++per_event[e];
    bool red = card[1] == 'H' || card[1] == 'D';
    bool good = e == "good_harvest" || e == "healthy_troops" || e == "fortress" || e == "drillmaster";
    CHECK_MESSAGE(red == good, card);
  }
  CHECK(per_event.size() == 8);
  for (const auto& [e, n] : per_event) CHECK_MESSAGE(n == 2, e);
  CHECK(card_event("AH") == "good_harvest");
  CHECK(card_event("AS") == "revolt");
  CHECK(card_event("KS") == "poor_harvest");
  CHECK(card_event("JC") == "equine_encephalitis");
  CHECK(card_event("QC") == "typhus");
  CHECK(card_event("2H").empty());
  CHECK(card_name("JD") == "knave of diamonds");
  CHECK(deck.front() == "AH");
  CHECK(deck.back() == "AC");
  REQUIRE(event_kind("fortress"));
  CHECK(event_kind("fortress")->rule == "SK 17.2.3");
}

TEST_CASE("50 % of SP is rounded half up (G-12)") {
  CHECK(half_rounded_up(0) == 0);
  CHECK(half_rounded_up(1) == 1);
  CHECK(half_rounded_up(2) == 1);
  CHECK(half_rounded_up(5) == 3);
  CHECK(half_rounded_up(9) == 5);
  CHECK(half_rounded_up(14) == 7);
}

TEST_CASE("losses spread evenly over the stands, largest first") {
  auto stands = [](std::vector<int> sps) {
    std::vector<Stand> out;
    for (int sp : sps) {
      Stand st;
      st.sp = sp;
      out.push_back(st);
    }
    return out;
  };
  CHECK(spread_losses(stands({3, 3, 3}), 5) == std::vector<int>{2, 2, 1});
  CHECK(spread_losses(stands({1, 3, 3, 1}), 5) == std::vector<int>{1, 2, 1, 1});
  CHECK(spread_losses(stands({3, 1, 1}), 3) == std::vector<int>{1, 1, 1});
  CHECK(spread_losses(stands({3, 1}), 3) == std::vector<int>{2, 1});
  CHECK(spread_losses(stands({2, 1}), 9) == std::vector<int>{2, 1});  // never more than there is
  CHECK(spread_losses(stands({}), 2).empty());
}

TEST_CASE("the events state survives a round trip through JSON") {
  EventsState e;
  e.deck = {"AH", "QS"};
  EventDraw d;
  d.drawer = "arcadia";
  d.province = "cleve";
  d.named = "bravance";
  d.affected = "bravance";
  d.card = "QC";
  d.event = "typhus";
  d.revealed = true;
  d.status = "waiting";
  d.typhus = {"bravance|mittel"};
  d.roll = 3;
  e.draws.push_back(d);
  e.fortresses["mittel"] = 2;
  e.spring_magazine_ids["cleve"] = "m12";
  e.spring_magazine_date = 4 * 1740;
  Json j = to_json(e);
  EventsState back = events_state_from_json(JsonCursor(j, "events"));
  CHECK(to_json(back) == j);
  CHECK(back.draws.at(0).typhus == std::vector<std::string>{"bravance|mittel"});
  CHECK(events_state_from_json(JsonCursor(Json::object(), "events")).deck.empty());
}
