// Lion of the North: a campaign's battle converted into the engine (counters,
// leaders, armies, times, the template field and the deployment) and its
// result converted back, for a 1631 combat, a Bourgogne battle, a Soldier
// King battle and the bench's own set-up; the conversion's parameters change
// what is made.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>

#include "core/json_read.h"
#include "lotn/convert.h"
#include "lotn/hex_stacking.h"
#include "lotn/template_map.h"

using namespace umpire;
using namespace umpire::lotn;

namespace {

battles::BattleSetup cv_case_setup(const std::string& rel) {
  std::filesystem::path path = std::filesystem::path(UMPIRE_SOURCE_DIR) / rel;
  Json doc = load_json_file(path);
  return battles::setup_from_json(JsonCursor(doc["defaults"]["options"]["setup"], path.string()));
}

// The 1631 combat engine's own sample (battles/flammes sample_setup): four
// Swedish foot, two horse and a train of guns against three Imperial foot and
// two horse, one of them Spent.
battles::BattleSetup cv_1631_sample() {
  battles::BattleSetup s;
  s.id = "b1";
  s.game = "1631";
  s.profile = "1631/combat";
  s.place = "sample_green";
  s.place_name = "a Green area";
  s.sides = {{"attacker", "Swedes", {"swedish"}, ""}, {"defender", "Imperials", {"imperial"}, ""}};
  auto unit = [&](std::string id, std::string side, std::string nation, std::string arm, int steps) {
    battles::Unit u;
    u.id = std::move(id);
    u.side = std::move(side);
    u.arm = arm;
    u.type = arm;
    u.name = (nation == "swedish" ? "Swedish " : "Imperial ") + arm + " " + u.id.substr(u.id.size() - 1);
    u.strength = steps;
    u.quality = steps == 2 ? "Fresh" : "Spent";
    u.attributes = Json{{"battle", 2}, {"assault", 1}, {"nation", nation}, {"spent", steps == 1}};
    s.units.push_back(u);
  };
  for (int i = 1; i <= 4; ++i) unit("swe_inf_" + std::to_string(i), "attacker", "swedish", "infantry", 2);
  for (int i = 1; i <= 2; ++i) unit("swe_cav_" + std::to_string(i), "attacker", "swedish", "cavalry", 2);
  unit("swe_art_1", "attacker", "swedish", "artillery", 2);
  for (int i = 1; i <= 3; ++i) unit("imp_inf_" + std::to_string(i), "defender", "imperial", "infantry", 2);
  for (int i = 1; i <= 2; ++i) unit("imp_cav_" + std::to_string(i), "defender", "imperial", "cavalry", i);
  battles::Leader gustav, tilly;
  gustav.id = "gustav_adolf";
  gustav.name = "Gustav Adolf";
  gustav.side = "attacker";
  gustav.attributes = Json{{"skill", 2}, {"fresh", true}};
  tilly.id = "tilly";
  tilly.name = "Tilly";
  tilly.side = "defender";
  tilly.attributes = Json{{"skill", 2}, {"fresh", false}};
  s.leaders = {gustav, tilly};
  s.situation = Json{{"combat", "battle"}, {"place_kind", "green"}};
  s.endings = {{"decided", "fought to a decision", "1631 §7.8"}};
  return s;
}

// A Soldier King battle as battle_setup() writes one: V&B stands.
battles::BattleSetup cv_sk_setup() {
  battles::BattleSetup s;
  s.id = "b7";
  s.game = "soldier-king";
  s.profile = "soldier-king/v&b";
  s.place = "mollwitz";
  s.place_name = "Mollwitz";
  s.season = "Spring";
  s.sides = {{"attacker", "Prussia", {"prussia"}, "prussia"}, {"defender", "Austria", {"austria"}, "austria"}};
  s.formations = {{"c1", "1st column", "attacker", "Veteran", Json{{"exhaustion", 8}}},
                  {"c2", "2nd column", "defender", "Raw", Json{{"exhaustion", 6}}}};
  auto stand = [&](std::string id, std::string side, std::string formation, std::string type, std::string arm,
                   int sp, std::string quality, bool light) {
    battles::Unit u;
    u.id = std::move(id);
    u.side = std::move(side);
    u.formation = std::move(formation);
    u.type = type;
    u.type_name = type == "infantry_regiment"          ? "Infantry regiment"
                  : type == "light_infantry_battalion" ? "Light infantry battalion"
                  : type == "heavy_cavalry_brigade"    ? "Heavy cavalry brigade"
                  : type == "dragoon_brigade"          ? "Dragoon brigade"
                  : type == "light_cavalry_regiment"   ? "Light cavalry regiment"
                                                       : "Field battery";
    u.name = u.type_name;
    u.arm = arm;
    u.strength = sp;
    u.quality = quality;
    u.morale = 5;
    if (light) u.flags.push_back("light");
    s.units.push_back(u);
  };
  for (int i = 1; i <= 4; ++i)
    stand("p_inf" + std::to_string(i), "attacker", "c1", "infantry_regiment", "infantry", 3, "Veteran", false);
  stand("p_lt", "attacker", "c1", "light_infantry_battalion", "infantry", 1, "Veteran", true);
  stand("p_hc", "attacker", "c1", "heavy_cavalry_brigade", "cavalry", 3, "Elite", false);
  stand("p_art", "attacker", "c1", "field_battery", "artillery", 1, "Experienced", false);
  for (int i = 1; i <= 3; ++i)
    stand("a_inf" + std::to_string(i), "defender", "c2", "infantry_regiment", "infantry", 3, "Raw", false);
  stand("a_dg", "defender", "c2", "dragoon_brigade", "cavalry", 3, "Raw", false);
  stand("a_lc", "defender", "c2", "light_cavalry_regiment", "cavalry", 1, "Experienced", true);
  s.leaders = {{"fritz", "Frederick", "attacker", "Monarch", "c1", Json::object()},
               {"schwerin", "Schwerin", "attacker", "CC", "c1", Json::object()},
               {"neipperg", "Neipperg", "defender", "CC", "c2", Json::object()}};
  s.field.start_hour = 8;
  s.field.dusk_hour = 19;
  s.situation = Json{{"sunrise", 5}, {"sunset", 19}, {"full_dark", 20}};
  s.endings = {{"decided", "decided", "SK 11.11"}, {"night", "ended by night", "SK 11.9.2"}};
  return s;
}

// The bench's own: ten units of 4 SP a side.
battles::BattleSetup cv_bench_setup() {
  battles::BattleSetup s;
  s.id = "bench";
  s.game = "bench";
  s.place_name = "the bench";
  s.sides = {{"attacker", "Red", {}, ""}, {"defender", "Blue", {}, ""}};
  for (int i = 0; i < 20; ++i) {
    battles::Unit u;
    u.id = "u" + std::to_string(i);
    u.side = i < 10 ? "attacker" : "defender";
    u.type_name = "Foot";
    u.arm = "foot";
    u.strength = 4;
    s.units.push_back(u);
  }
  return s;
}

std::shared_ptr<const Setup> cv_convert(const battles::BattleSetup& s, const Json& params = Json::object()) {
  return convert_setup(s, params, nullptr, Mode::Strict);
}

std::vector<int> cv_counters_of(const Setup& s, const std::string& origin) {
  std::vector<int> out;
  for (std::size_t i = 0; i < s.units.size(); ++i)
    if (s.units[i].origin == origin) out.push_back(static_cast<int>(i));
  return out;
}

int cv_count(const Setup& s, int side) {
  return static_cast<int>(std::count_if(s.units.begin(), s.units.end(), [&](const UnitDef& d) { return d.side == side; }));
}

// The level as 13.15 and the conversion make it, recomputed here.
int cv_expected_level(const Setup& s, int army) {
  long long wp = 0, sp = 0;
  for (const auto& d : s.units)
    if (d.army == army && !is_artillery(d.arm)) {
      wp += static_cast<long long>(d.tq) * d.total_sp();
      sp += d.total_sp();
    }
  const Json& v = s.conversion["values"];
  double avg = static_cast<double>(wp) / static_cast<double>(sp);
  int pct = avg <= v["withdrawal.raw_max_tq"].get<int>()       ? v["withdrawal.raw_pct"].get<int>()
            : avg >= v["withdrawal.veteran_min_tq"].get<int>() ? v["withdrawal.veteran_pct"].get<int>()
                                                               : v["withdrawal.ordinary_pct"].get<int>();
  return static_cast<int>(std::lround(static_cast<double>(pct) * static_cast<double>(wp) / 100.0));
}

// Every counter on the map, in a legal shape and stack, facing the enemy;
// cavalry outside the infantry's frontage, guns in front, every leader with a
// friendly combat unit, one OC a side.
void cv_check_deployment(const Setup& s) {
  auto st = start_battle(std::shared_ptr<const Setup>(&s, [](const Setup*) {}));
  const MapData& map = *s.map;
  const HexGrid& grid = map.grid();
  REQUIRE(st->units.size() == s.units.size());
  std::map<Hex, std::vector<StackUnit>> stacks;
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const UnitDef& d = s.units[i];
    const UnitState& u = st->units[i];
    INFO(d.name << " at " << grid.name(u.hex));
    REQUIRE(grid.contains(u.hex));
    CHECK(d.double_sized == u.second.has_value());
    if (u.second) REQUIRE(grid.contains(*u.second));
    UnitShape sh = shape(*st, static_cast<int>(i));
    CHECK(shape_problem(grid, sh) == "");
    // Facing the enemy: every Front hex lies toward the other army's edge.
    FacingSets f = facing_sets(grid, sh);
    REQUIRE(!f.front.empty());
    double y = grid.centre(u.hex).y;
    for (const Hex& h : f.front) CHECK((d.side == 0 ? grid.centre(h).y < y : grid.centre(h).y > y));
    CHECK(map.facts(u.hex).terrain == Terrain::Clear);
    StackUnit su;
    su.kind = stack_kind(d.arm);
    su.sp = d.total_sp();
    su.army = s.armies[static_cast<std::size_t>(d.army)].id;
    su.facing = u.facing;
    stacks[u.hex].push_back(su);
    if (u.second) stacks[*u.second].push_back(su);
  }
  for (const auto& [h, units] : stacks) {
    INFO("hex " << grid.name(h));
    CHECK(stack_problem(units) == "");
  }
  for (int side = 0; side < 2; ++side) {
    int lo = 1 << 20, hi = -1, gun_row = -1, foot_front = -1;
    for (std::size_t i = 0; i < s.units.size(); ++i) {
      const UnitDef& d = s.units[i];
      const UnitState& u = st->units[i];
      if (d.side != side) continue;
      int ahead = side == 0 ? -u.hex.aa : u.hex.aa;  // larger is nearer the enemy
      if (is_infantry(d.arm)) {
        lo = std::min(lo, u.hex.bb);
        hi = std::max(hi, u.second ? u.second->bb : u.hex.bb);
        foot_front = std::max(foot_front == -1 ? ahead : foot_front, ahead);
      }
      if (is_artillery(d.arm)) gun_row = ahead;
    }
    for (std::size_t i = 0; i < s.units.size(); ++i) {
      const UnitDef& d = s.units[i];
      const UnitState& u = st->units[i];
      if (d.side != side) continue;
      if (is_cavalry(d.arm) && hi >= 0) {
        INFO(d.name << " at " << grid.name(u.hex) << " beside infantry from BB " << lo << " to " << hi);
        CHECK((u.hex.bb < lo || u.hex.bb > hi));
      }
      if (is_artillery(d.arm) && foot_front != -1) CHECK((side == 0 ? -u.hex.aa : u.hex.aa) > foot_front);
    }
    (void)gun_row;
    int ocs = 0;
    for (std::size_t l = 0; l < s.leaders.size(); ++l) {
      if (s.leaders[l].side != side) continue;
      ocs += s.leaders[l].overall_commander;
      const Hex& h = st->leaders[l].hex;
      bool with_unit = false;
      for (std::size_t i = 0; i < s.units.size(); ++i)
        if (s.units[i].side == side &&
            (st->units[i].hex == h || (st->units[i].second && *st->units[i].second == h)))
          with_unit = true;
      INFO(s.leaders[l].name);
      CHECK(with_unit);
    }
    CHECK(ocs == 1);
  }
}

// Each campaign unit's SP (from its men) are all in its counters.
void cv_check_sp_conserved(const Setup& s) {
  for (const auto& cu : s.setup.units) {
    const Json& rec = s.conversion["units"][cu.id];
    int sp = 0, guns = 0;
    for (int i : cv_counters_of(s, cu.id)) {
      const UnitDef& d = s.units[static_cast<std::size_t>(i)];
      bool linear = rec["linear"].get<bool>();
      sp += is_artillery(d.arm) ? 0 : linear ? d.fire_sp : d.total_sp();
      guns += d.guns;
      if (is_cavalry(d.arm)) CHECK(d.total_sp() <= 5);
      CHECK(d.tq >= 1);
      CHECK(d.tq_disrupted < d.tq);
      CHECK(d.ma > 0);
    }
    INFO(cu.id);
    CHECK(sp == rec["sp"].get<int>());
    CHECK(guns == rec["guns"].get<int>());
    if (rec["guns"].get<int>() == 0)
      CHECK(sp == static_cast<int>(std::lround(rec["men"].get<double>() / s.conversion["values"]["men.per_sp"].get<int>())));
  }
}

}  // namespace

TEST_CASE("LotN conversion: the settings load, each reconstructed, and the defaults are the proposed ones") {
  const SettingSchema& defs = conversion_settings();
  REQUIRE(defs.size() > 50);
  for (const auto& d : defs) {
    INFO(d.key);
    CHECK(d.source.rfind("reconstructed: ", 0) == 0);
    CHECK(!d.description.empty());
  }
  Json v = default_conversion_values();
  CHECK(v["men.per_sp"] == 100);
  CHECK(v["cavalry.max_squadron_sp"] == 5);
  CHECK(v["tq.raw"] == 5);
  CHECK(v["tq.elite"] == 8);
  CHECK(v["leader.skill2_initiative"] == 5);
  CHECK(v["leader.skill0_range"] == 4);
  CHECK(v["withdrawal.ordinary_pct"] == 35);
  CHECK(conversion_value(Json{{"tq.raw", 4}}, "tq.raw") == 4);
  CHECK_THROWS_AS(conversion_value(Json::object(), "no.such.key"), std::logic_error);
  CHECK(conversion_param_problems(Json{{"no.such", 1}}).size() == 1);
  CHECK(conversion_param_problems(Json{{"cavalry.max_squadron_sp", 99}}).size() == 1);
  CHECK(conversion_param_problems(Json{{"infantry.model", "linear"}}).empty());
}

TEST_CASE("LotN conversion: what cannot be converted is refused with the reasons") {
  battles::BattleSetup s = cv_1631_sample();
  CHECK(conversion_problems(s).empty());
  battles::BattleSetup one = s;
  one.sides.pop_back();
  CHECK(!conversion_problems(one).empty());
  battles::BattleSetup weak = s;
  weak.units[0].strength = 0;
  REQUIRE(conversion_problems(weak).size() == 1);
  CHECK(conversion_problems(weak)[0].text.find("Swedish infantry 1") != std::string::npos);
  battles::BattleSetup guns_only = s;
  guns_only.units.erase(std::remove_if(guns_only.units.begin(), guns_only.units.end(),
                                       [](const battles::Unit& u) { return u.side == "attacker" && u.arm != "artillery"; }),
                        guns_only.units.end());
  REQUIRE(conversion_problems(guns_only).size() == 1);
  CHECK(conversion_problems(guns_only)[0].text.find("Swedes") != std::string::npos);
  battles::BattleSetup stray = s;
  stray.units[0].side = "nobody";
  CHECK(conversion_problems(stray).size() == 1);
  CHECK_THROWS_AS(cv_convert(weak), UserError);
  CHECK_THROWS_AS(cv_convert(s, Json{{"cavalry.max_squadron_sp", 0}}), UserError);
}

TEST_CASE("LotN conversion of the 1631 sample: 3,000-man units into brigades, tercios, squadrons and guns") {
  auto sp = cv_convert(cv_1631_sample());
  const Setup& s = *sp;
  CHECK(s.side_id[0] == "attacker");
  CHECK(s.side_name[1] == "Imperials");
  // Swedish foot: 30 SP into two double brigades of 10/5, Swedish.
  auto inf = cv_counters_of(s, "swe_inf_1");
  REQUIRE(inf.size() == 2);
  for (int i : inf) {
    const UnitDef& d = s.units[static_cast<std::size_t>(i)];
    CHECK(d.arm == Arm::HI);
    CHECK(d.double_sized);
    CHECK(d.fire_sp == 10);
    CHECK(d.shock_sp == 5);
    CHECK(d.swedish);
    CHECK(d.ma == 4);
    CHECK(d.ma_extended == 5);
    CHECK(d.fr == 1);
    CHECK(d.tq == 7);
    CHECK(d.tq_disrupted == 6);
  }
  CHECK(s.units[static_cast<std::size_t>(inf[1])].name == "Swedish infantry 1, 2nd brigade");
  // Swedish horse: six HC squadrons of 5, MA 8.
  auto cav = cv_counters_of(s, "swe_cav_1");
  REQUIRE(cav.size() == 6);
  for (int i : cav) {
    CHECK(s.units[static_cast<std::size_t>(i)].arm == Arm::HC);
    CHECK(s.units[static_cast<std::size_t>(i)].total_sp() == 5);
    CHECK(s.units[static_cast<std::size_t>(i)].ma == 8);
  }
  // 12 demi-cannon: four Heavy counters of 3 guns.
  auto guns = cv_counters_of(s, "swe_art_1");
  REQUIRE(guns.size() == 4);
  for (int i : guns) {
    CHECK(s.units[static_cast<std::size_t>(i)].arm == Arm::ArtHeavy);
    CHECK(s.units[static_cast<std::size_t>(i)].guns == 3);
  }
  // Imperial foot: tercios; the Spent horse: 2,010 men, 20 SP, CR squadrons, TQ one less.
  for (int i : cv_counters_of(s, "imp_inf_1")) CHECK(s.units[static_cast<std::size_t>(i)].arm == Arm::TE);
  auto spent = cv_counters_of(s, "imp_cav_1");
  REQUIRE(spent.size() == 4);
  for (int i : spent) {
    CHECK(s.units[static_cast<std::size_t>(i)].arm == Arm::CR);
    CHECK(s.units[static_cast<std::size_t>(i)].tq == 6);
    CHECK(s.units[static_cast<std::size_t>(i)].fr_caracole == 2);
  }
  CHECK(s.conversion["units"]["imp_cav_1"]["sp"] == 20);
  CHECK(cv_count(s, 0) == 4 * 2 + 2 * 6 + 4);
  CHECK(cv_count(s, 1) == 3 * 2 + 4 + 6);
  cv_check_sp_conserved(s);
  // Levels: the Swedes all TQ 7 (veteran, 40% of 1260); the Imperials average 6.9 (ordinary, 35% of 960).
  REQUIRE(s.armies.size() == 2);
  CHECK(s.armies[0].level == 504);
  CHECK(s.armies[1].level == 336);
  CHECK(s.armies[0].level == cv_expected_level(s, 0));
  CHECK(s.armies[1].level == cv_expected_level(s, 1));
  // Leaders: Gustav Adolf is the Swedish OC (skill 2); Tilly is Spent (Initiative 4); subordinates generated.
  int swedish_leaders = 0;
  for (const auto& l : s.leaders) {
    if (l.origin == "gustav_adolf") {
      CHECK(l.overall_commander);
      CHECK(l.initiative == 5);
      CHECK(l.range == 6);
      CHECK(l.line_commands == 2);
    }
    if (l.origin == "tilly") CHECK(l.initiative == 4);
    swedish_leaders += l.side == 0;
  }
  CHECK(swedish_leaders == 1 + 3);  // 24 counters: three subordinates
  CHECK(s.conversion["tags"].empty());
  cv_check_deployment(s);
}

TEST_CASE("LotN conversion of the 1631 engine's battle case and of the Bourgogne battle case") {
  auto f = cv_convert(cv_case_setup("tests/cases/flammes/battle.json"));
  CHECK(cv_count(*f, 0) == 2 + 6);
  cv_check_sp_conserved(*f);
  cv_check_deployment(*f);
  battles::BattleSetup gdb = cv_case_setup("tests/cases/bourgogne_battle/turn9_battle.json");
  REQUIRE(conversion_problems(gdb).empty());
  auto b = cv_convert(gdb);
  const Setup& s = *b;
  std::map<std::string, std::set<Arm>> arms;
  for (const auto& d : s.units) arms[s.setup.unit(d.origin)->arm].insert(d.arm);
  CHECK(arms["gendarmes"] == std::set<Arm>{Arm::HC});
  CHECK(arms["crossbowmen"] == std::set<Arm>{Arm::LI});
  CHECK(arms["archers"] == std::set<Arm>{Arm::LI});
  CHECK(arms["culveriners"] == std::set<Arm>{Arm::LI});
  CHECK(arms["cannons"] == std::set<Arm>{Arm::ArtField});
  if (arms.count("pikemen")) CHECK(arms["pikemen"] == std::set<Arm>{Arm::TE});
  if (arms.count("halberdiers")) CHECK(arms["halberdiers"] == std::set<Arm>{Arm::HI});
  // 2 strength points of foot: 1,000 men, 10 SP, in light companies of at most 4.
  auto cr = cv_counters_of(s, "bur_cr");
  int total = 0;
  for (int i : cr) {
    CHECK(s.units[static_cast<std::size_t>(i)].total_sp() <= 4);
    total += s.units[static_cast<std::size_t>(i)].total_sp();
  }
  CHECK(total == 10);
  cv_check_sp_conserved(s);
  cv_check_deployment(s);
  CHECK(s.armies[0].level == cv_expected_level(s, 0));
  CHECK(s.armies[1].level == cv_expected_level(s, 1));
}

TEST_CASE("LotN conversion of a Soldier King battle: linear infantry, an anachronistic conversion") {
  auto sp = cv_convert(cv_sk_setup());
  const Setup& s = *sp;
  REQUIRE(s.conversion["tags"].size() == 1);
  CHECK(s.conversion["tags"][0] == "anachronistic-conversion");
  // A regiment of 3 V&B SP: 1,500 men, 15 SP, one double brigade 15 / 8 (the bayonet).
  auto reg = cv_counters_of(s, "p_inf1");
  REQUIRE(reg.size() == 1);
  const UnitDef& d = s.units[static_cast<std::size_t>(reg[0])];
  CHECK(d.arm == Arm::HI);
  CHECK(d.double_sized);
  CHECK(d.fire_sp == 15);
  CHECK(d.shock_sp == 8);
  CHECK(d.fr == 2);
  CHECK(d.tq == 7);
  // Light infantry: TQ one lower; heavy cavalry 750 horse: squadrons of at most 5; dragoons DG; Raw TQ 5.
  for (int i : cv_counters_of(s, "p_lt")) {
    CHECK(s.units[static_cast<std::size_t>(i)].arm == Arm::LI);
    CHECK(s.units[static_cast<std::size_t>(i)].tq == 6);
  }
  auto hc = cv_counters_of(s, "p_hc");
  REQUIRE(hc.size() == 2);
  CHECK(s.units[static_cast<std::size_t>(hc[0])].tq == 8);
  for (int i : cv_counters_of(s, "a_dg")) CHECK(s.units[static_cast<std::size_t>(i)].arm == Arm::DG);
  for (int i : cv_counters_of(s, "a_lc")) CHECK(s.units[static_cast<std::size_t>(i)].arm == Arm::LC);
  for (int i : cv_counters_of(s, "a_inf1")) CHECK(s.units[static_cast<std::size_t>(i)].tq == 5);
  auto bat = cv_counters_of(s, "p_art");
  REQUIRE(!bat.empty());
  CHECK(s.units[static_cast<std::size_t>(bat[0])].arm == Arm::ArtField);
  // Times: from 08:00 to full dark at 20:00, dusk the two turns before.
  CHECK(s.first_turn == 8 * 60);
  CHECK(s.last_turn == 20 * 60);
  CHECK(s.dark == 20 * 60);
  CHECK(s.dusk == 19 * 60);
  // The Monarch commands; the raw Austrians withdraw at 20%.
  for (const auto& l : s.leaders)
    if (l.origin == "fritz") CHECK(l.overall_commander);
  CHECK(s.armies[1].level == cv_expected_level(s, 1));
  long long austrian = 0;
  for (const auto& u : s.units)
    if (u.side == 1 && !is_artillery(u.arm)) austrian += static_cast<long long>(u.tq) * u.total_sp();
  CHECK(s.armies[1].level == static_cast<int>(std::lround(0.20 * static_cast<double>(austrian))));
  cv_check_sp_conserved(s);
  cv_check_deployment(s);
  // Every counter's name is its own, as the log must tell them apart: four regiments of one column by number.
  std::set<std::string> names;
  for (const auto& u : s.units) CHECK_MESSAGE(names.insert(u.name).second, "two counters named " << u.name);
  CHECK(s.units[static_cast<std::size_t>(reg[0])].name == "Infantry regiment no. 1, 1st column");
  CHECK(s.units[static_cast<std::size_t>(hc[1])].name == "Heavy cavalry brigade, 1st column, 2nd squadron");
  battles::BattleSetup twins = cv_sk_setup();  // both sides' columns called alike: the side tells them apart
  twins.formations[1].name = "1st column";
  auto tw = cv_convert(twins);
  CHECK(tw->units[static_cast<std::size_t>(cv_counters_of(*tw, "a_inf1")[0])].name ==
        "Infantry regiment no. 1, 1st column (Austria)");
  CHECK(tw->units[static_cast<std::size_t>(cv_counters_of(*tw, "p_inf1")[0])].name ==
        "Infantry regiment no. 1, 1st column (Prussia)");
  // The same battle as pike and shot: no tag, brigades of musket and pike.
  auto pike = cv_convert(cv_sk_setup(), Json{{"infantry.model", "pike"}});
  CHECK(pike->conversion["tags"].empty());
  const UnitDef& p = pike->units[static_cast<std::size_t>(cv_counters_of(*pike, "p_inf1")[0])];
  CHECK(p.fire_sp + p.shock_sp == 15);
  CHECK(p.fire_sp == 10);
}

TEST_CASE("LotN conversion of the bench's battle and of a battle of sixty units a side") {
  auto b = cv_convert(cv_bench_setup());
  CHECK(cv_count(*b, 0) == 20);  // 4 x 500 men = 20 SP: two brigades of 10
  for (const auto& d : b->units) {
    CHECK(d.arm == Arm::HI);
    CHECK(d.fire_sp == 7);
    CHECK(d.shock_sp == 3);
  }
  cv_check_sp_conserved(*b);
  cv_check_deployment(*b);
  // Sixty 1631 units a side: the field widens and the armies deploy in several lines.
  battles::BattleSetup big = cv_1631_sample();
  big.units.clear();
  for (int i = 0; i < 120; ++i) {
    battles::Unit u;
    u.id = "u" + std::to_string(i);
    u.side = i < 60 ? "attacker" : "defender";
    u.arm = i % 3 == 0 ? "cavalry" : i % 10 == 1 ? "artillery" : "infantry";
    u.name = u.arm + " " + u.id;
    u.strength = 2;
    u.attributes = Json{{"nation", i < 60 ? "swedish" : "imperial"}, {"spent", false}};
    big.units.push_back(u);
  }
  auto g = cv_convert(big);
  const GridSection& sec = g->map->grid().sections().front();
  CHECK(sec.bb_max - sec.bb_min + 1 > 36);
  CHECK(g->conversion["map"]["width"].get<int>() == sec.bb_max - sec.bb_min + 1);
  cv_check_sp_conserved(*g);
  cv_check_deployment(*g);
}

TEST_CASE("LotN template battlefield: a placeholder, the same for the same battle, retreat edges for both armies") {
  TemplateSpec spec;
  spec.id = "b12";
  spec.armies = {{"attacker", 0}, {"defender", 1}};
  MapData a = template_map(spec), b = template_map(spec);
  CHECK(a.placeholder);
  CHECK(a.source.rfind("reconstructed: ", 0) == 0);
  CHECK(a.grid().hex_count() == 36u * 24u);
  auto terrain = [](const MapData& m) {
    std::vector<int> t;
    for (const Hex& h : m.grid().all_hexes()) t.push_back(static_cast<int>(m.facts(h).terrain));
    return t;
  };
  CHECK(terrain(a) == terrain(b));
  CHECK(a.hexsides.size() == b.hexsides.size());
  auto woods = terrain(a);
  CHECK(std::count(woods.begin(), woods.end(), static_cast<int>(Terrain::Woods)) >= 3);
  CHECK(std::count(woods.begin(), woods.end(), static_cast<int>(Terrain::Town)) == 2);
  CHECK(!a.hexsides.empty());
  for (const auto& r : a.hexsides) CHECK(r.kind == SideFeature::Stream);
  bool differs = false;
  for (const char* id : {"b1", "b2", "b3", "c9"}) {
    TemplateSpec other = spec;
    other.id = id;
    differs = differs || terrain(template_map(other)) != terrain(a);
  }
  CHECK(differs);
  // No terrain in the deployment zones.
  for (const Hex& h : a.grid().all_hexes())
    if (h.aa <= spec.zone_rows[1] || h.aa > spec.depth - spec.zone_rows[0])
      CHECK(a.facts(h).terrain == Terrain::Clear);
  REQUIRE(a.tagged("retreat_edge", "attacker").size() == 1);
  REQUIRE(a.tagged("retreat_edge", "defender").size() == 1);
  CHECK(a.tagged("retreat_edge", "attacker")[0]->edge == MapEdge::South);
  CHECK(a.tagged("retreat_edge", "defender")[0]->hexes.size() == 36u);
  TemplateSpec open = spec;
  open.features = false;
  auto t = terrain(template_map(open));
  CHECK(std::all_of(t.begin(), t.end(), [](int x) { return x == static_cast<int>(Terrain::Clear); }));
}

TEST_CASE("LotN conversion: the parameters change what is made") {
  battles::BattleSetup s = cv_1631_sample();
  auto base = cv_convert(s);
  auto small = cv_convert(s, Json{{"cavalry.max_squadron_sp", 3}});
  CHECK(cv_counters_of(*base, "swe_cav_1").size() == 6);
  CHECK(cv_counters_of(*small, "swe_cav_1").size() == 10);
  auto fewer = cv_convert(s, Json{{"men.1631_unit", 2000}});
  CHECK(fewer->conversion["units"]["swe_inf_1"]["sp"] == 20);
  auto harder = cv_convert(s, Json{{"withdrawal.veteran_pct", 50}});
  CHECK(harder->armies[0].level == 630);
  CHECK(harder->armies[1].level == base->armies[1].level);
  auto hc = cv_convert(s, Json{{"cavalry.1631_imperial", "hc"}});
  for (int i : cv_counters_of(*hc, "imp_cav_2")) CHECK(hc->units[static_cast<std::size_t>(i)].arm == Arm::HC);
  auto brigades = cv_convert(s, Json{{"infantry.1631_imperial", "brigade"}});
  for (int i : cv_counters_of(*brigades, "imp_inf_1")) CHECK(brigades->units[static_cast<std::size_t>(i)].arm == Arm::HI);
  auto open = cv_convert(s, Json{{"map.kind", "open"}});
  for (const Hex& h : open->map->grid().all_hexes()) CHECK(open->map->facts(h).terrain == Terrain::Clear);
  CHECK(open->conversion["values"]["map.kind"] == 0);
  auto late = cv_convert(s, Json{{"time.start_hour", 17}});
  CHECK(late->first_turn == 17 * 60);
  CHECK(late->last_turn == 19 * 60);
  auto short_day = cv_convert(s, Json{{"time.start_hour", 18}, {"time.min_turns", 4}});
  CHECK(short_day->last_turn == 18 * 60 + 3 * 30);
}

TEST_CASE("LotN conversion of the result: losses back per campaign unit, fates, winner and details") {
  battles::BattleSetup setup = cv_1631_sample();
  auto s = cv_convert(setup);
  auto st = start_battle(s);
  CHECK(st->time == s->first_turn);
  REQUIRE(st->wp.size() == 2);
  auto counters = [&](const char* origin) { return cv_counters_of(*s, origin); };
  // swe_inf_1: 5 hits of its 30 SP (a sixth): no step lost.
  st->units[static_cast<std::size_t>(counters("swe_inf_1")[0])].musket_hits = 3;
  st->units[static_cast<std::size_t>(counters("swe_inf_1")[0])].pike_hits = 2;
  // swe_inf_2: both brigades eliminated: destroyed.
  for (int i : counters("swe_inf_2")) {
    st->units[static_cast<std::size_t>(i)].on_map = false;
    st->units[static_cast<std::size_t>(i)].gone = "eliminated";
  }
  // imp_cav_2: two of its six squadrons gone (a third): one step.
  st->units[static_cast<std::size_t>(counters("imp_cav_2")[0])].on_map = false;
  st->units[static_cast<std::size_t>(counters("imp_cav_2")[0])].gone = "routed off the map";
  st->units[static_cast<std::size_t>(counters("imp_cav_2")[1])].on_map = false;
  st->units[static_cast<std::size_t>(counters("imp_cav_2")[1])].gone = "eliminated";
  // imp_cav_1: a squadron in pursuit (not a loss) and one still routed at the end.
  st->units[static_cast<std::size_t>(counters("imp_cav_1")[0])].on_map = false;
  st->units[static_cast<std::size_t>(counters("imp_cav_1")[0])].gone = "in pursuit";
  st->units[static_cast<std::size_t>(counters("imp_cav_1")[1])].routed = true;
  // Two of the four Swedish gun counters captured: 6 of 12 guns, one step.
  for (int k = 0; k < 2; ++k) {
    auto& g = st->units[static_cast<std::size_t>(counters("swe_art_1")[static_cast<std::size_t>(k)])];
    g.captured = true;
    g.captured_by = 1;
  }
  for (std::size_t l = 0; l < s->leaders.size(); ++l) {
    if (s->leaders[l].origin == "tilly") st->leaders[l].killed = true;
    if (s->leaders[l].origin == "gustav_adolf") st->leaders[l].wounded = true;
  }
  st->wp = {120, 400};
  st->winner = 0;
  st->ending = "withdrawal";
  st->turn = 7;
  battles::BattleResult r = convert_result(*st);
  CHECK(r.battle == "b1");
  CHECK(r.engine == "lotn");
  CHECK(r.winner == "attacker");
  CHECK(r.ending == "decided");
  CHECK(r.rounds == 7);
  CHECK(r.lost("swe_inf_1") == 0);
  CHECK(r.details["units"]["swe_inf_1"]["sp_lost"] == 5);
  CHECK(r.details["units"]["swe_inf_1"]["men_lost"] == 500);
  CHECK(r.lost("swe_inf_2") == 2);
  REQUIRE(r.unit("swe_inf_2"));
  CHECK(r.unit("swe_inf_2")->eliminated);
  CHECK(r.lost("imp_cav_2") == 1);
  CHECK_FALSE(r.unit("imp_cav_2")->eliminated);
  CHECK(r.lost("imp_cav_1") == 0);
  CHECK(r.unit("imp_cav_1")->dispersed);
  CHECK(r.unit("imp_cav_1")->routed);
  CHECK(r.details["units"]["imp_cav_1"]["sp_in_pursuit"] == 5);
  CHECK(r.details["units"]["imp_cav_1"]["sp_dispersed"] == 5);
  CHECK(r.lost("swe_art_1") == 1);
  CHECK(r.unit("swe_art_1")->captured);
  CHECK(r.details["units"]["swe_art_1"]["guns_captured"] == 6);
  CHECK(r.lost("imp_inf_1") == 0);
  CHECK(r.leaders_with("killed") == std::vector<std::string>{"tilly"});
  CHECK(r.leaders_with("wounded") == std::vector<std::string>{"gustav_adolf"});
  CHECK(r.details["wp"] == Json::array({120, 400}));
  CHECK(r.details["levels"] == Json::array({504, 336}));
  CHECK(r.details["conversion"]["men.1631_unit"] == 3000);
  CHECK(r.details["provisional"] == false);
  CHECK(r.details["provenance"]["placeholder"] == 0);
  CHECK(battles::check_result(setup, r).empty());
  // A placeholder lookup makes the result provisional and is counted.
  LookupEntry e;
  e.what = "Shock Combat Results Table: die roll 3, column 6";
  e.provenance = Provenance::Placeholder;
  st->lookups.push_back(e);
  battles::BattleResult r2 = convert_result(*st);
  CHECK(r2.details["provenance"]["placeholder"] == 1);
  CHECK(r2.details["provisional"] == true);
  // The same hits under a lower step threshold cost swe_inf_1 a step.
  auto s3 = cv_convert(setup, Json{{"result.1631_step_pct", 10}});
  auto st3 = start_battle(s3);
  st3->units[static_cast<std::size_t>(cv_counters_of(*s3, "swe_inf_1")[0])].musket_hits = 5;
  CHECK(convert_result(*st3).lost("swe_inf_1") == 1);
  CHECK(convert_result(*st3).winner == "");
  CHECK(convert_result(*st3).ending == "");
}

TEST_CASE("LotN conversion of a Soldier King result: V&B SP lost per stand, by night") {
  battles::BattleSetup setup = cv_sk_setup();
  auto s = cv_convert(setup);
  auto st = start_battle(s);
  // A linear regiment of 15 men-SP (printed 15 / 8): 12 hits are 12/23 of it, about 8 men-SP: 2 of its 3 V&B SP.
  int reg = cv_counters_of(*s, "p_inf1")[0];
  st->units[static_cast<std::size_t>(reg)].musket_hits = 8;
  st->units[static_cast<std::size_t>(reg)].pike_hits = 4;
  // The light cavalry regiment (1 SP, 250 horse, 3 SP of LotN): gone.
  for (int i : cv_counters_of(*s, "a_lc")) {
    st->units[static_cast<std::size_t>(i)].on_map = false;
    st->units[static_cast<std::size_t>(i)].gone = "eliminated";
  }
  st->ending = "nightfall";
  st->turn = 24;
  battles::BattleResult r = convert_result(*st);
  CHECK(r.lost("p_inf1") == 2);
  CHECK(r.details["units"]["p_inf1"]["sp_lost"] == 8);
  CHECK(r.lost("a_lc") == 1);
  CHECK(r.unit("a_lc")->eliminated);
  CHECK(r.lost("p_inf2") == 0);
  CHECK(r.winner == "");
  CHECK(r.ending == "night");
  REQUIRE(r.formation("c1"));
  CHECK(r.formation("c1")->engaged);
  CHECK(r.details["tags"][0] == "anachronistic-conversion");
  CHECK(battles::check_result(setup, r).empty());
}

TEST_CASE("LotN conversion: a 1631 side's Saxons are an allied army of their own, withdrawing at 20%") {
  battles::BattleSetup s = cv_1631_sample();
  for (int i = 1; i <= 2; ++i) {
    battles::Unit u;
    u.id = "sax_inf_" + std::to_string(i);
    u.name = "Saxon infantry " + std::to_string(i);
    u.side = "attacker";
    u.arm = "infantry";
    u.strength = 2;
    u.attributes = Json{{"nation", "saxon"}, {"spent", false}};
    s.units.push_back(u);
  }
  battles::Leader jg;
  jg.id = "johann_georg";
  jg.name = "Johann Georg";
  jg.side = "attacker";
  jg.attributes = Json{{"skill", 0}, {"fresh", true}, {"nation", "saxon"}};
  s.leaders.push_back(jg);
  auto c = cv_convert(s);
  REQUIRE(c->armies.size() == 3);
  CHECK(c->armies[2].id == "attacker.saxons");
  CHECK(c->armies[2].side == 0);
  // 6,000 musketeers: 60 SP, four tercios of 15 at TQ 4.
  auto sax = cv_counters_of(*c, "sax_inf_1");
  REQUIRE(sax.size() == 4);
  for (int i : sax) {
    const UnitDef& d = c->units[static_cast<std::size_t>(i)];
    CHECK(d.arm == Arm::TE);
    CHECK(d.total_sp() == 15);
    CHECK(d.tq == 4);
    CHECK(d.army == 2);
  }
  CHECK(c->armies[2].level == 96);  // 20% of 2 x 60 x 4 = 480
  CHECK(c->armies[0].level == 504);  // the Swedes alone
  for (const auto& l : c->leaders)
    if (l.origin == "johann_georg") CHECK(l.army == 2);
  REQUIRE(c->map->tagged("retreat_edge", "attacker.saxons").size() == 1);
  cv_check_deployment(*c);
  cv_check_sp_conserved(*c);
  auto one = cv_convert(s, Json{{"army.allies_separate", 0}});
  CHECK(one->armies.size() == 2);
  CHECK(one->armies[0].level == cv_expected_level(*one, 0));
}
