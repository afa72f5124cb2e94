// Promotion off the battlefield and winter recruiting (SK 12.4, 13, 20.3.2, 20.3.4).
#include <doctest/doctest.h>

#include <algorithm>

#include "soldier_king/army.h"
#include "soldier_king/promotion.h"
#include "soldier_king/recruiting.h"
#include "soldier_king/scenario.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

std::shared_ptr<SkState> campaign() {
  Json options = Json::object();
  return new_campaign(JsonCursor(options, "options"));
}

// A Raw column of Argozia from a Rule 21 template.
Column raw_column(SkState& s, const std::string& tmpl, bool guards = false) {
  return make_column(s, *s.faction("argozia"), *s.forces->column_template(tmpl), "Test column", Quality::Raw, guards);
}

int count_morale(const Column& c, int m) {
  int n = 0;
  for (const auto& st : c.stands) n += st.morale == m;
  return n;
}

}  // namespace

TEST_CASE("promote_column: Raw to Experienced takes each stand's Experienced morale from the table") {
  auto s = campaign();
  Column c = raw_column(*s, "infantry_2");  // 4 regiments, a light battalion, a field battery
  REQUIRE(promotion_target(c) == Quality::Experienced);
  CHECK(check_promotion(*s, c, false).empty());
  std::string text = promote_column(*s, c);
  CHECK(text == "Test column is promoted to experienced (6 stands)");
  for (const auto& st : c.stands) CHECK(st.quality == Quality::Experienced);
  CHECK(c.stands[0].morale == 5);  // formed infantry 4 -> 5
  CHECK(c.stands[4].morale == 4);  // light infantry 3 -> 4
  CHECK(c.stands[5].morale == 4);  // artillery stays M4 (G-16: the table)
  CHECK(c.stands[5].ppa);          // SK 12.3: promotion never changes PPA
  for (const auto& st : c.stands) CHECK(s->promotion.promoted_stands.count(st.id) == 1);
}

TEST_CASE("promote_column: Guards get +1 morale on infantry and cavalry, never on artillery") {
  auto s = campaign();
  Column c = raw_column(*s, "infantry_1", true);
  promote_column(*s, c);
  CHECK(c.stands[0].morale == 6);
  CHECK(c.stands[4].morale == 4);
}

TEST_CASE("promote_column: a mixed column raises only its Raw stands") {
  auto s = campaign();
  Column c = raw_column(*s, "infantry_1");
  c.stands[1].quality = Quality::Experienced;
  c.stands[1].morale = 5;
  promote_column(*s, c);
  CHECK(s->promotion.promoted_stands.count(c.stands[1].id) == 0);
  CHECK(c.stands[1].morale == 5);
  CHECK(c.stands[0].morale == 5);
}

TEST_CASE("promote_column: Experienced to Veteran makes exactly one formed stand M6, the others keep their morale") {
  auto s = campaign();
  Column c = raw_column(*s, "infantry_2");
  promote_column(*s, c);
  s->promotion.promoted_stands.clear();  // a new season
  REQUIRE(promotion_target(c) == Quality::Veteran);
  CHECK_FALSE(check_promotion(*s, c, false).empty());  // training never makes Veterans (12.4.1)
  CHECK(check_promotion(*s, c, false).front().rule == "SK 12.4.1");
  CHECK(check_promotion(*s, c, true).empty());
  std::string text = promote_column(*s, c);
  CHECK(text == "Test column is promoted to veteran (6 stands); stand " + c.stands[0].id + " rises to morale 6");
  for (const auto& st : c.stands) CHECK(st.quality == Quality::Veteran);
  CHECK(count_morale(c, 6) == 1);
  CHECK(c.stands[0].morale == 6);
  CHECK(c.stands[1].morale == 5);
  CHECK(c.stands[4].morale == 4);  // light infantry never above 5, keeps its 4
  CHECK(c.stands[5].morale == 4);  // artillery keeps its morale
  CHECK(promotion_target(c) == std::nullopt);
  CHECK(check_promotion(*s, c, true).front().rule == "SK 12.4");
}

TEST_CASE("promote_column: the owner chooses the M6 stand, never a light or artillery stand") {
  auto s = campaign();
  Column c = raw_column(*s, "infantry_2");
  for (auto& st : c.stands) {
    st.quality = Quality::Experienced;
    st.morale = *table_morale(*s->forces, st.type, Quality::Experienced, false);
  }
  promote_column(*s, c, c.stands[2].id);
  CHECK(c.stands[2].morale == 6);
  CHECK(count_morale(c, 6) == 1);

  Column light = raw_column(*s, "light_cavalry");  // a dragoon brigade and two light regiments
  for (auto& st : light.stands) st.quality = Quality::Experienced;
  light.stands[0].morale = 5;
  light.stands[1].morale = light.stands[2].morale = 4;
  promote_column(*s, light, light.stands[1].id);  // a light regiment may not: the dragoons rise instead
  CHECK(count_morale(light, 6) == 1);
  CHECK(light.stands[0].morale == 6);
  CHECK(light.stands[1].morale == 4);
  CHECK(light.stands[2].morale == 4);
}

TEST_CASE("promote_column: a Guards Veteran's one formed stand reaches the Guards' Veteran morale") {
  auto s = campaign();
  Column c = raw_column(*s, "heavy_cavalry", true);
  for (auto& st : c.stands) {
    st.quality = Quality::Experienced;
    st.morale = 6;
  }
  promote_column(*s, c);
  CHECK(count_morale(c, 7) == 1);
  CHECK(count_morale(c, 6) == 2);
}

TEST_CASE("check_promotion: a stand promoted this season cannot be promoted again (12.4)") {
  auto s = campaign();
  Column c = raw_column(*s, "infantry_1");
  s->promotion.promoted_stands.insert(c.stands[3].id);
  auto reasons = check_promotion(*s, c, false);
  REQUIRE(reasons.size() == 1);
  CHECK(reasons[0].rule == "SK 12.4");
}

TEST_CASE("recruiting capacity over the first six winters of the war: 1, 2, 3, 2, 2, 1, then 1; plus victories") {
  CHECK(base_recruiting(0) == 0);
  int expected[] = {1, 2, 3, 2, 2, 1, 1, 1};
  for (int k = 1; k <= 8; ++k) CHECK(base_recruiting(k) == expected[k - 1]);

  auto s = campaign();
  s->phase = Phase::PlayerTurn;
  s->turn.player = "argozia";
  s->turn.step = TurnStep::Recovery;
  for (int k = 1; k <= 6; ++k) {
    s->date = GameDate{s->start_year + k - 1, Season::Winter};
    RecruitingCapacity r = recruiting_capacity(*s, "argozia");
    CAPTURE(k);
    CHECK(r.war_winter == k);
    CHECK(r.base == expected[k - 1]);
    CHECK(r.victories == 0);
    CHECK(r.capacity == expected[k - 1]);
  }
  s->promotion.victories["argozia"] = 2;
  RecruitingCapacity r = recruiting_capacity(*s, "argozia");
  CHECK(r.capacity == 3);
  CHECK(r.victories == 2);
  // The shipped map: Argozia's army is at its maximum or above, so it may raise nothing (13.2.2).
  CHECK(r.columns == 12);
  CHECK(r.maximum == army_maximum(*s, "argozia"));
  CHECK(r.room == std::max(0, r.maximum - 12));
  CHECK(r.allowed == std::max(0, std::min({3, r.cities, r.room})));
  CHECK(next_infantry_type(*s, "argozia") == 1);
  s->promotion.recruits["argozia"] = RecruitBatch{s->date.year, {"c1", "c2", "c3", "c4", "c5"}, {}, 5, ""};
  CHECK(next_infantry_type(*s, "argozia") == 2);
  s->promotion.recruits["argozia"].year = s->date.year - 1;  // last winter's batch does not count
  CHECK(next_infantry_type(*s, "argozia") == 1);
}

TEST_CASE("howitzer candidates: field and heavy batteries, once a winter, only with at least 3") {
  auto s = campaign();
  s->date = GameDate{1740, Season::Winter};
  auto all = howitzer_candidates(*s, "argozia");
  CHECK(all.size() == 11);  // 9 field batteries and 2 heavy (20.1.3: two Type 4 columns)
  s->promotion.recruits["argozia"] = RecruitBatch{1740, {}, {}, 0, all.front()};
  CHECK(howitzer_candidates(*s, "argozia").empty());
}

TEST_CASE("PPA artillery becomes PT at the start of the third season after it was raised (G-22)") {
  auto s = campaign();
  Column c = raw_column(*s, "infantry_1");
  c.owner = "argozia";
  c.box = s->columns.front().box;
  c.stands[4].raised = GameDate{1740, Season::Winter}.ordinal();
  REQUIRE(c.stands[4].ppa);
  s->columns.push_back(c);
  std::vector<Event> events;
  for (auto d : {GameDate{1741, Season::Spring}, GameDate{1741, Season::Summer}}) {
    s->date = d;
    promotion_season_begins(*s, events);
    CHECK(s->columns.back().stands[4].ppa);
  }
  CHECK(events.empty());
  s->date = GameDate{1741, Season::Autumn};
  promotion_season_begins(*s, events);
  CHECK_FALSE(s->columns.back().stands[4].ppa);
  REQUIRE(events.size() == 1);
  CHECK(events[0].rule == "SK 20.3.4");
}

TEST_CASE("a stand's raised season is saved only when set, and read back") {
  Stand st;
  st.id = "s1";
  st.type = "field_battery";
  st.sp = 1;
  st.morale = 4;
  CHECK_FALSE(to_json(st).contains("raised"));
  st.raised = GameDate{1742, Season::Winter}.ordinal();
  Json j = to_json(st);
  CHECK(stand_from_json(JsonCursor(j, "stand")).raised == st.raised);
}
