// The 1631 map's picture (ui/1631/map_picture.h): what the map shows is filled
// from the state in one place — the armies with their commanders and counts,
// the sieges, the ravaged regions, the names the setting asks for, and what a
// side's view says it is.
#include <doctest/doctest.h>

#include "1631/forces.h"
#include "1631/state.h"
#include "games.h"
#include "session/campaign.h"
#include "ui/1631/map_picture.h"
#include "ui/1631/tracks.h"

using namespace umpire;
using namespace umpire::flammesui;

namespace {

std::unique_ptr<Campaign> flammes_picture_campaign(GameRegistry& registry) {
  register_shipped_games(registry);
  return Campaign::create(":memory:", registry, "Picture", flammes::kGameId, Json::object(), 7);
}

const flammes::State& flammes_picture_state(const Campaign& c) {
  return static_cast<const flammes::State&>(*c.state().game);
}

void flammes_apply_ok(Campaign& c, const char* command) { REQUIRE_MESSAGE(c.apply(Json::parse(command)).ok, command); }

}  // namespace

TEST_CASE("the 1631 map picture: an army per side in an area with its best commander and its units (1631 §2.1, §8)") {
  GameRegistry registry;
  auto c = flammes_picture_campaign(registry);
  flammes_apply_ok(*c, R"({"type":"1631.relocate","args":{"piece":"swe_inf_1","area":"stettin","reason":"test"}})");
  flammes_apply_ok(*c, R"({"type":"1631.set_steps","args":{"unit":"swe_inf_1","steps":1,"reason":"test"}})");
  flammes_apply_ok(*c, R"({"type":"1631.set_commander","args":{"commander":"gustav","fresh":false,"reason":"test"}})");
  const auto& s = flammes_picture_state(*c);
  const MapPicture p = truth_picture(s, true);
  const AreaMark* stettin = p.area("stettin");
  REQUIRE(stettin);
  const ArmyMark* swedes = nullptr;
  for (const auto& m : stettin->armies)
    if (!m.neutral && m.side == flammes::Side::Swedish && !m.inside) swedes = &m;
  REQUIRE(swedes);
  CHECK(swedes->commander == "Gustav Adolf");
  CHECK_FALSE(swedes->commander_fresh);
  CHECK(swedes->units == flammes::count_units(s, "stettin", flammes::Side::Swedish, false));
  CHECK(swedes->spent_units >= 1);
  CHECK(swedes->label().find("Gustav Adolf (Spent)") == 0);
  // Every unit on the map is in exactly one army mark.
  int marked = 0, on_map = 0;
  for (const auto& a : p.areas)
    for (const auto& m : a.armies) marked += m.units;
  for (const auto& u : s.units) on_map += u.on_map() ? 1 : 0;
  CHECK(marked == on_map);
}

TEST_CASE(
    "the 1631 map picture: besieged cities, their siege pools and the ravaged regions (1631 §7.10, §9.2, §9.1.3)") {
  GameRegistry registry;
  auto c = flammes_picture_campaign(registry);
  const auto& s = flammes_picture_state(*c);
  const MapPicture p = truth_picture(s, true);
  int besieged = 0;
  for (const auto& a : p.areas) {
    CHECK(a.besieger.has_value() == flammes::besieger(s, a.id).has_value());
    if (const flammes::City* city = s.city(a.id)) {
      CHECK(a.siege_pool == city->siege_pool);
      CHECK(a.marker == city->marker);
    }
    besieged += a.besieger ? 1 : 0;
  }
  CHECK(besieged >= 1);  // Greifswald and Kolberg start besieged (1631 §11)
  for (const auto& r : p.regions) {
    auto it = s.ravaged.find(r.id);
    CHECK(r.ravaged == (it == s.ravaged.end() ? s.map->region(r.id)->ravaged : it->second));
  }
}

TEST_CASE("the 1631 map picture names places in English or German by the setting labels.names (1631 §11)") {
  GameRegistry registry;
  auto c = flammes_picture_campaign(registry);
  const MapPicture english = picture_for(c->state(), "", true);
  const MapPicture german = picture_for(c->state(), "", false);
  REQUIRE(english.area("boehmen"));
  CHECK(english.area("boehmen")->name == "Bohemia");
  CHECK(german.area("boehmen")->name == "B\xc3\xb6hmen");
  CHECK(english.area("boehmen")->other_name == "B\xc3\xb6hmen");
  CHECK(english.area("stettin")->other_name.empty());  // the same in both
  CHECK(english.note.empty());
}

TEST_CASE("a side's view of the 1631 map: everything with open knowledge; umpired, only what the side may know") {
  GameRegistry registry;
  auto c = flammes_picture_campaign(registry);
  CHECK(picture_for(c->state(), "swedish", true).note.find("knowledge") != std::string::npos);
  CHECK(picture_for(c->state(), "swedish", true).note.find("open") != std::string::npos);
  flammes_apply_ok(*c, R"({"type":"core.set_setting","args":{"key":"knowledge","value":1}})");
  const MapPicture p = picture_for(c->state(), "imperial", true);
  CHECK(p.viewer == "imperial");
  CHECK(p.note.find("umpired") != std::string::npos);
  // The Imperials see their own armies exactly, and Gustav Adolf's army at Stettin, one line from Schauenburg's
  // at Garz, only as strong: its units are not counted.
  const auto* stettin = p.area("stettin");
  REQUIRE(stettin);
  REQUIRE(stettin->armies.size() == 1);
  CHECK(stettin->armies.front().strength == "strong");
  CHECK(stettin->armies.front().units == 0);
  CHECK(stettin->armies.front().label().find("strong") != std::string::npos);
  const auto* garz = p.area("garz");
  REQUIRE(garz);
  REQUIRE_FALSE(garz->armies.empty());
  CHECK(garz->armies.front().commander == "Schauenburg");
  CHECK(garz->armies.front().units == 4);
  // The umpire's picture still shows everything.
  CHECK_FALSE(picture_for(c->state(), "", true).area("stettin")->armies.empty());
}

TEST_CASE("the diplomacy thresholds of the 1631 §6.7 table at the Swedish VP") {
  CHECK(diplomacy_thresholds(0)->brandenburg == 8);
  CHECK(diplomacy_thresholds(10)->saxony == 11);
  CHECK(diplomacy_thresholds(11)->brandenburg == 7);
  CHECK(diplomacy_thresholds(25)->brandenburg == 6);  // the rulebook's example: Brandenburg 6, Saxony 9
  CHECK(diplomacy_thresholds(25)->saxony == 9);
  CHECK(diplomacy_thresholds(80)->brandenburg == 1);
  CHECK(diplomacy_thresholds(80)->saxony == 4);
  CHECK(diplomacy_thresholds(-3)->brandenburg == 8);
  CHECK_FALSE(diplomacy_thresholds(81).has_value());
}
