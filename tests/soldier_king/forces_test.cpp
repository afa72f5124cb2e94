// SK 4.2.1, 3.3.2, 14.1.1, 20.x: stand data, column limits, the starting armies.
#include <doctest/doctest.h>

#include "soldier_king/army.h"
#include <algorithm>

#include "soldier_king/factions.h"
#include "soldier_king/scenario.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

const Forces& forces() {
  static const Forces f = forces_from_json(JsonCursor(default_forces(), "data/soldier_king/forces.json"));
  return f;
}

Column column_of(ColumnKind kind, std::vector<std::string> types) {
  Column c;
  c.name = "Test column";
  c.kind = kind;
  for (auto& t : types) c.stands.push_back(Stand{"s", t, 3, Quality::Experienced, 5});
  return c;
}

std::vector<std::string> rules_of(const std::vector<Reason>& reasons) {
  std::vector<std::string> out;
  for (const auto& r : reasons) out.push_back(r.rule);
  return out;
}

}  // namespace

TEST_CASE("SK 4.2.1: quality gives morale; light troops and artillery are never Elite") {
  CHECK(table_morale(forces(), "infantry_regiment", Quality::Raw, false) == 4);
  CHECK(table_morale(forces(), "infantry_regiment", Quality::Experienced, false) == 5);
  CHECK(table_morale(forces(), "infantry_regiment", Quality::Veteran, false) == 6);
  CHECK(table_morale(forces(), "infantry_regiment", Quality::Elite, false) == 7);
  CHECK(table_morale(forces(), "light_infantry_battalion", Quality::Raw, false) == 3);
  CHECK(table_morale(forces(), "light_infantry_battalion", Quality::Veteran, false) == 5);
  CHECK(table_morale(forces(), "heavy_cavalry_brigade", Quality::Elite, false) == 7);
  CHECK(table_morale(forces(), "light_cavalry_regiment", Quality::Experienced, false) == 4);
  CHECK(table_morale(forces(), "field_battery", Quality::Raw, false) == 4);
  CHECK(table_morale(forces(), "field_battery", Quality::Experienced, false) == 4);  // G-16: the table, not 12.3.2
  CHECK(table_morale(forces(), "field_battery", Quality::Veteran, false) == 5);
  CHECK_FALSE(table_morale(forces(), "light_infantry_battalion", Quality::Elite, false).has_value());
  CHECK_FALSE(table_morale(forces(), "light_cavalry_regiment", Quality::Elite, false).has_value());
  CHECK_FALSE(table_morale(forces(), "howitzer_battery", Quality::Elite, false).has_value());
  CHECK(forces().exhaustion == std::array<int, 3>{40, 50, 60});
}

TEST_CASE("SK 20.3.1: Guards raise infantry and cavalry morale by one, not artillery") {
  CHECK(table_morale(forces(), "infantry_regiment", Quality::Veteran, true) == 7);
  CHECK(table_morale(forces(), "heavy_cavalry_brigade", Quality::Veteran, true) == 7);
  CHECK(table_morale(forces(), "field_battery", Quality::Veteran, true) == 5);
}

TEST_CASE("SK 3.3.2, 14.1.1: column size and mixing limits") {
  std::vector<std::string> nine(9, "infantry_regiment");
  CHECK(rules_of(check_column(forces(), column_of(ColumnKind::Infantry, nine))) == std::vector<std::string>{"SK 3.3.2"});
  CHECK(check_column(forces(), column_of(ColumnKind::Infantry, std::vector<std::string>(8, "infantry_regiment"))).empty());
  CHECK(rules_of(check_column(forces(), column_of(ColumnKind::Infantry, {"infantry_regiment"}))) ==
        std::vector<std::string>{"SK 3.3.2"});
  CHECK(rules_of(check_column(forces(), column_of(ColumnKind::Infantry, {"infantry_regiment", "field_battery", "field_battery",
                                                                         "heavy_battery"}))) ==
        std::vector<std::string>{"SK 14.1.1"});
  CHECK(rules_of(check_column(forces(), column_of(ColumnKind::Infantry, {"field_battery", "heavy_battery"}))) ==
        std::vector<std::string>{"SK 14.1.1"});
  CHECK(check_column(forces(), column_of(ColumnKind::Infantry, {"infantry_regiment", "field_battery"})).empty());
  CHECK(rules_of(check_column(forces(), column_of(ColumnKind::Infantry, {"infantry_regiment", "heavy_cavalry_brigade"}))) ==
        std::vector<std::string>{"SK 14.1.1"});
  CHECK(rules_of(check_column(forces(), column_of(ColumnKind::HeavyCavalry, std::vector<std::string>(6, "heavy_cavalry_brigade")))) ==
        std::vector<std::string>{"SK 3.3.2"});
  CHECK(rules_of(check_column(forces(), column_of(ColumnKind::HeavyCavalry, {"heavy_cavalry_brigade", "field_battery"}))) ==
        std::vector<std::string>{"SK 14.1.1"});
  CHECK(rules_of(check_column(forces(), column_of(ColumnKind::LightCavalry, {"light_cavalry_regiment", "heavy_cavalry_brigade"}))) ==
        std::vector<std::string>{"SK 14.1.1"});
  // Light cavalry may join a heavy cavalry column, which stays heavy (14.1.1).
  CHECK(check_column(forces(), column_of(ColumnKind::HeavyCavalry, {"heavy_cavalry_brigade", "light_cavalry_regiment"})).empty());
}

TEST_CASE("SK 20.1.3: infantry types cycle 1-2-3-4") {
  CHECK(infantry_type_cycle(1) == std::vector<int>{1});
  CHECK(infantry_type_cycle(3) == std::vector<int>{1, 2, 3});
  CHECK(infantry_type_cycle(7) == std::vector<int>{1, 2, 3, 4, 1, 2, 3});
}

TEST_CASE("the 1740 set-up: four Kings of 12 columns, legal armies, placed at home") {
  Json options = Json::object();
  auto s = new_campaign(JsonCursor(options, "options"));
  for (const auto& k : kings()) {
    CAPTURE(k.id);
    CHECK(army_size(*s, k.id) == 12);
    CHECK(check_army(*s, k.id).empty());
    int guards = 0, monarchs = 0, ccs = 0, dcs = 0;
    for (const auto& c : s->columns)
      if (c.owner == k.id) {
        guards += c.guards;
        CHECK_FALSE(c.box.empty());
        auto homes = s->home_provinces(k.id);
        CHECK(std::find(homes.begin(), homes.end(), s->map->box(c.box)->province) != homes.end());
        for (const auto& st : c.stands) {
          CHECK(st.quality == (c.guards ? Quality::Veteran : Quality::Experienced));  // SK 3.2
          const StandType* t = s->forces->stand_type(st.type);
          CHECK(st.bg == (t->arm == Arm::Infantry && t->formed));  // SK 20.3.6
          CHECK_FALSE(st.efd);                                     // Kings' infantry is not EFD
          CHECK_FALSE(st.ppa);                                     // G-22: Experienced artillery is PT
        }
      }
    for (const auto& o : s->officers)
      if (o.owner == k.id) {
        monarchs += o.rank == Rank::Monarch;
        ccs += o.rank == Rank::CC;
        dcs += o.rank == Rank::DC;
      }
    CHECK(guards == 2);  // SK 3.2, 20.3.1
    CHECK(monarchs == 1);
    CHECK(ccs == 2);   // SK 3.3
    CHECK(dcs == 12);  // one per column
    CHECK(army_maximum(*s, k.id) >= 8);
  }
  int heavy_batteries = 0;
  for (const auto& c : s->columns)
    for (const auto& st : c.stands) heavy_batteries += st.type == "heavy_battery";
  CHECK(heavy_batteries == 4 * 2);  // 9 infantry columns: Types 1,2,3,4,1,2,3,4,1 -> two Type 4
}

TEST_CASE("SK 18.1.1: an active duchy is Raw, EFD, with one Guards column and its officers") {
  Json options{{"duchies", {"cleve", "dupanen"}}};
  auto s = new_campaign(JsonCursor(options, "options"));
  CHECK(army_size(*s, "cleve") == 8);
  CHECK(army_size(*s, "dupanen") == 4);
  CHECK(army_size(*s, "bern") == 0);
  CHECK(check_army(*s, "cleve").empty());
  int guards = 0, officers = 0;
  for (const auto& c : s->columns)
    if (c.owner == "cleve") {
      guards += c.guards;
      for (const auto& st : c.stands) {
        CHECK(st.quality == (c.guards ? Quality::Veteran : Quality::Raw));
        if (s->forces->stand_type(st.type)->arm == Arm::Infantry) CHECK(st.efd);  // SK 20.3.5
        if (s->forces->stand_type(st.type)->arm == Arm::Artillery && !c.guards) CHECK(st.ppa);
      }
    }
  for (const auto& o : s->officers) officers += o.owner == "dupanen" && o.rank != Rank::DC;
  CHECK(guards == 1);
  CHECK(officers == 1);  // fewer than 6 columns: only the Duke (SK 3.3)
  CHECK(s->rulers.at("cleve") == "cleve");
}

TEST_CASE("SK 20.3.2: howitzers convert one battery in three") {
  Json options{{"howitzers", true}};
  auto s = new_campaign(JsonCursor(options, "options"));
  int howitzers = 0, guns = 0;
  for (const auto& c : s->columns)
    if (c.owner == "argozia")
      for (const auto& st : c.stands) {
        howitzers += st.type == "howitzer_battery";
        guns += st.type == "field_battery" || st.type == "heavy_battery" || st.type == "howitzer_battery";
      }
  CHECK(howitzers == guns / 3);
}

TEST_CASE("set-up options are checked") {
  Json bad_year{{"start_year", 1745}};
  CHECK_THROWS_WITH_AS(new_campaign(JsonCursor(bad_year, "options")),
                       "options: at /start_year: the campaign starts in 1700, 1740 or 1760 [SK 7.1.2]", JsonError);
  Json bad_duchy{{"duchies", {"argozia"}}};
  CHECK_THROWS_AS(new_campaign(JsonCursor(bad_duchy, "options")), JsonError);
}
