// Revolts and Rebels (SK 17.2.8-17.2.8.4, 9.2.3; digest P-20, G-13): the
// hooks the turn tracker calls, the replacements' arithmetic and placement,
// Rebels at 0 SP, the state's round trip and the Season window's queries.
#include <doctest/doctest.h>

#include <algorithm>

#include "soldier_king/factions.h"
#include "soldier_king/revolt.h"
#include "soldier_king/scenario.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

// Four home provinces and Cleve with two recruiting cities: Mittel (ruled 3)
// and Kleinstadt (ruled 1), then a plain village.
constexpr const char* kMap = R"MAP({"format": "umpire.soldier-king.map/1", "name": "Revolt (test)", "source": "made for the revolt tests", "width": 800, "height": 500, "seating_ring": ["argozia", "arcadia", "bravance", "hrvatska"], "provinces": [{"id": "home_ar", "name": "Argozia Home", "ruler": "argozia", "recruiting_value": 2, "label": {"x": 80, "y": 40}, "adjacent": []}, {"id": "home_arc", "name": "Arcadia Home", "ruler": "arcadia", "recruiting_value": 2, "label": {"x": 230, "y": 40}, "adjacent": []}, {"id": "home_bra", "name": "Bravance Home", "ruler": "bravance", "recruiting_value": 2, "label": {"x": 380, "y": 40}, "adjacent": []}, {"id": "home_hrv", "name": "Hrvatska Home", "ruler": "hrvatska", "recruiting_value": 2, "label": {"x": 530, "y": 40}, "adjacent": []}, {"id": "cleve", "name": "Cleve", "ruler": null, "recruiting_value": 4, "label": {"x": 300, "y": 450}, "adjacent": []}], "boxes": [{"id": "ar", "name": "Argoziaburg", "province": "home_ar", "x": 80, "y": 100, "recruiting": {"ruled": 2, "captured": 1}}, {"id": "arc", "name": "Arcadiaburg", "province": "home_arc", "x": 230, "y": 100, "recruiting": {"ruled": 2, "captured": 1}}, {"id": "bra", "name": "Bravanceburg", "province": "home_bra", "x": 380, "y": 100, "recruiting": {"ruled": 2, "captured": 1}}, {"id": "hrv", "name": "Hrvatskaburg", "province": "home_hrv", "x": 530, "y": 100, "recruiting": {"ruled": 2, "captured": 1}}, {"id": "mittel", "name": "Mittel", "province": "cleve", "x": 300, "y": 300, "recruiting": {"ruled": 3, "captured": 1}}, {"id": "klein", "name": "Kleinstadt", "province": "cleve", "x": 400, "y": 300, "recruiting": {"ruled": 1, "captured": 1}}, {"id": "dorf", "name": "Dorf", "province": "cleve", "x": 350, "y": 400}], "lines": [{"a": "ar", "b": "mittel", "type": "road"}, {"a": "mittel", "b": "klein", "type": "road"}, {"a": "klein", "b": "dorf", "type": "road"}, {"a": "arc", "b": "klein", "type": "road"}, {"a": "bra", "b": "dorf", "type": "road"}, {"a": "hrv", "b": "dorf", "type": "road"}]})MAP";

SkState base() {
  Json options{{"map", Json::parse(kMap)}, {"map_checks", "structure"}};
  SkState s = *new_campaign(JsonCursor(options, "options"));
  s.phase = Phase::SeasonStart;
  s.date = GameDate{1740, Season::Spring};
  s.start_step = StartStep::Events;
  return s;
}

std::vector<const Column*> rebels_in(const SkState& s, const std::string& box) {
  std::vector<const Column*> out;
  for (const auto& c : s.columns)
    if (c.box == box && c.owner == kRebels) out.push_back(&c);
  return out;
}

void remove(SkState& s, const std::string& id) {
  s.columns.erase(std::remove_if(s.columns.begin(), s.columns.end(), [&](const Column& c) { return c.id == id; }),
                  s.columns.end());
}

bool has_event(const std::vector<Event>& events, const std::string& part) {
  return std::any_of(events.begin(), events.end(), [&](const Event& e) { return e.text.find(part) != std::string::npos; });
}

}  // namespace

TEST_CASE("a revolt raises the cities' ruled values in Rebel columns, cycling Type 1, Type 2, cavalry") {
  SkState s = base();
  std::vector<Event> events;
  start_revolt(s, "cleve", events);
  REQUIRE(revolt_active(s));
  auto m = rebels_in(s, "mittel"), k = rebels_in(s, "klein");
  REQUIRE(m.size() == 3);
  REQUIRE(k.size() == 1);
  CHECK(m[0]->infantry_type == 1);
  CHECK(m[1]->infantry_type == 2);
  CHECK(m[2]->kind == ColumnKind::LightCavalry);
  CHECK(k[0]->infantry_type == 1);  // the cycle goes on across the province's batch
  CHECK(k[0]->name == "Rebels of Cleve, 4th column");
  for (const Column* c : m) {
    CHECK(c->rebel);
    for (const auto& st : c->stands) {
      CHECK(st.quality == Quality::Raw);
      CHECK_FALSE(st.bg);
    }
  }
  CHECK(rebels_in(s, "dorf").empty());
}

TEST_CASE("replacements: one per two Rebel columns lost, from the second Rebel turn, where the shortfall is largest") {
  SkState s = base();
  std::vector<Event> events;
  start_revolt(s, "cleve", events);
  begin_rebel_turn(s, events);  // the first Rebel turn: no replacements
  CHECK(s.revolt.revolts[0].rebel_turns == 1);
  CHECK(rebels_in(s, "mittel").size() == 3);

  // Lose three: two in Mittel and the one in Kleinstadt -> floor(3/2) = 1.
  auto m = rebels_in(s, "mittel");
  std::string keep = m[2]->id, a = m[0]->id, b = m[1]->id, k = rebels_in(s, "klein")[0]->id;
  remove(s, a);
  remove(s, b);
  remove(s, k);
  auto due = revolts_in_progress(s);
  REQUIRE(due.size() == 1);
  CHECK(due[0].lost == 3);
  CHECK(due[0].replacements_due == 1);
  events.clear();
  begin_rebel_turn(s, events);
  CHECK(has_event(events, "lost 3 columns since the last Rebel turn: 1 replacement"));
  // Mittel is short by 2, Kleinstadt by 1: the new column goes to Mittel.
  auto now = rebels_in(s, "mittel");
  REQUIRE(now.size() == 2);
  CHECK(now[1]->name == "Rebels of Cleve, 5th column");
  CHECK(now[1]->infantry_type == 2);  // the fifth of the cycle
  CHECK(rebels_in(s, "klein").empty());
  CHECK(s.revolt.revolts[0].lost == 3);

  // One lost: no replacement.
  remove(s, keep);
  events.clear();
  begin_rebel_turn(s, events);
  CHECK(has_event(events, "no replacement"));
  CHECK(rebels_in(s, "mittel").size() == 1);
}

TEST_CASE("replacement ties go to the first city in map order; a full province takes none") {
  SkState s = base();
  std::vector<Event> events;
  start_revolt(s, "cleve", events);
  begin_rebel_turn(s, events);
  auto m = rebels_in(s, "mittel");
  std::string a = m[0]->id, b = m[1]->id;
  remove(s, a);
  remove(s, b);
  remove(s, rebels_in(s, "klein")[0]->id);
  // Lost 3 -> 1; Mittel short 2, Kleinstadt short 1 -> Mittel. Then lose two more.
  begin_rebel_turn(s, events);
  REQUIRE(rebels_in(s, "mittel").size() == 2);
  std::string c = rebels_in(s, "mittel")[0]->id, d = rebels_in(s, "mittel")[1]->id;
  remove(s, c);
  remove(s, d);
  // Lost 2 -> 1; Mittel short 3, Kleinstadt short 1 -> Mittel.
  begin_rebel_turn(s, events);
  CHECK(rebels_in(s, "mittel").size() == 1);

  // A full province: the replacement finds no room.
  SkState full = base();
  start_revolt(full, "cleve", events);
  begin_rebel_turn(full, events);
  Faction rebels{kRebels, "Rebels", true, true};
  std::string lost1 = rebels_in(full, "mittel")[0]->id;
  remove(full, lost1);
  full.revolt.revolts[0].columns.push_back("gone");  // a second loss the revolt counted
  Column extra = make_column(full, rebels, *full.forces->column_template("rebel_cavalry"), "extra", Quality::Raw, false);
  extra.box = "mittel";  // Mittel is full again
  full.columns.push_back(extra);
  events.clear();
  begin_rebel_turn(full, events);
  CHECK(has_event(events, "has room for more Rebels"));
}

TEST_CASE("Rebels at 0 SP count as lost and leave the map; a revolt with none left ends with the season") {
  SkState s = base();
  std::vector<Event> events;
  start_revolt(s, "cleve", events);
  begin_rebel_turn(s, events);
  for (auto& c : s.columns)
    if (c.owner == kRebels && c.box == "mittel")
      for (auto& st : c.stands) st.sp = 0;
  CHECK(revolts_in_progress(s)[0].lost == 3);
  end_season_revolts(s, events);
  CHECK(rebels_in(s, "mittel").empty());
  REQUIRE(revolt_active(s));  // Kleinstadt still holds one
  for (auto& c : s.columns)
    if (c.owner == kRebels)
      for (auto& st : c.stands) st.sp = 0;
  events.clear();
  end_season_revolts(s, events);
  CHECK_FALSE(revolt_active(s));
  CHECK(has_event(events, "The revolt in Cleve is over"));
  CHECK(rebels_in(s, "klein").empty());
}

TEST_CASE("the Rebel turn lists battles where player columns share a recruiting city; a revolt raised during it joins") {
  SkState s = base();
  s.date.season = Season::Summer;
  s.start_step = StartStep::Rebels;  // the Rebel step of a summer, no revolt yet
  Column* argozian = nullptr;
  for (auto& c : s.columns)
    if (c.owner == "argozia") {
      argozian = &c;
      break;
    }
  REQUIRE(argozian);
  s.move_column(*argozian, "klein");
  std::string argozian_id = argozian->id;  // the pointer does not survive new columns
  std::vector<Event> events;
  start_revolt(s, "cleve", events);  // the umpire's override in the Rebel step
  REQUIRE(rebel_turn_running(s));
  REQUIRE(s.revolt.battles.size() == 1);
  CHECK(s.revolt.battles[0].box == "klein");
  CHECK(s.revolt.battles[0].factions == std::vector<std::string>{"argozia"});
  CHECK(s.revolt.revolts[0].rebel_turns == 1);
  auto battles = rebel_battles(s);
  REQUIRE(battles.size() == 1);
  CHECK(battles[0].needs.find("sk.rebel_commander") != std::string::npos);
  CHECK(battles[0].player_columns == std::vector<std::string>{argozian_id});
  CHECK(battles[0].rebel_columns.size() == 1);
  CHECK(rebels_waiting(s).find("Kleinstadt") != std::string::npos);
  s.revolt.battles[0].commander = "arcadia";
  CHECK(rebel_battles(s)[0].needs.find("sk.open_battles") != std::string::npos);  // the battles' hand-off
  s.revolt.battles[0].winner = "argozia";
  CHECK(rebels_waiting(s).empty());
}

TEST_CASE("the revolt state survives the campaign file") {
  SkState s = base();
  std::vector<Event> events;
  start_revolt(s, "cleve", events);
  s.revolt.battles.push_back(RebelBattle{"mittel", "cleve", {"argozia", "arcadia"}, "bravance", ""});
  Json j = to_json(s.revolt);
  RevoltState back = revolt_state_from_json(JsonCursor(j, "revolt"));
  CHECK(to_json(back) == j);
  REQUIRE(back.revolts.size() == 1);
  CHECK(back.revolts[0].raised == 4);
  CHECK(back.revolts[0].started == GameDate{1740, Season::Spring}.ordinal());
  CHECK(revolt_state_from_json(JsonCursor(Json::object(), "revolt")).revolts.empty());  // an older file
  auto summary = revolts_in_progress(s);
  REQUIRE(summary.size() == 1);
  CHECK(summary[0].started == "Spring 1740");
  CHECK(summary[0].columns.size() == 4);
}
