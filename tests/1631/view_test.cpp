// What each side may know (setting "knowledge"), its report and the turn
// summary, on the start of the campaign (1631 §11) and small situations made
// from it. Only the §12 paths of the shipped map are relied on: Halberstadt–
// Magdeburg, Stettin–Garz.
#include <doctest/doctest.h>

#include <algorithm>

#include "1631/forces.h"
#include "1631/report.h"
#include "1631/report_map.h"
#include "1631/scenario.h"
#include "1631/summary.h"
#include "1631/view.h"
#include "games.h"
#include "report/markdown.h"
#include "report/providers.h"

using namespace umpire;
using namespace umpire::flammes;

namespace {

ViewSettings umpired_settings() {
  ViewSettings v;
  v.umpired = true;
  return v;
}

const ForceView* force_at(const std::vector<ForceView>& forces, const std::string& area) {
  for (const auto& f : forces)
    if (f.area_id == area) return &f;
  return nullptr;
}

bool mentions_commander(const std::vector<ForceView>& forces, const std::string& name) {
  for (const auto& f : forces)
    for (const auto* list : {&f.commanders, &f.inside_commanders})
      for (const auto& c : *list)
        if (c.name == name) return true;
  return false;
}

const CityView* city_of(const SideView& v, const std::string& area) {
  for (const auto& c : v.cities)
    if (c.area_id == area) return &c;
  return nullptr;
}

// The Swedish units inside Magdeburg sent to Stettin: no Swedish unit is then
// within one line of Halberstadt.
State magdeburg_emptied() {
  State s = start_state();
  for (auto& u : s.units)
    if (u.area == "magdeburg" && u.nation == Nation::Swedish) u.area = "stettin";
  return s;
}

}  // namespace

TEST_CASE("knowledge open: each side sees every force on the map as it is, as in the boxed game") {
  State s = start_state();
  SideView v = view(s, ViewSettings{}, Side::Swedish);
  CHECK_FALSE(v.umpired);
  const ForceView* tilly = force_at(v.others, "halberstadt");
  REQUIRE(tilly != nullptr);
  CHECK(tilly->exact);
  CHECK(tilly->field.size() == 2);
  REQUIRE(tilly->commanders.size() == 1);
  CHECK(tilly->commanders[0].name == "Tilly");
  CHECK(tilly->commanders[0].state_known);
  CHECK_FALSE(tilly->commanders[0].fresh);  // 1631 §11: the Imperial commanders start Spent
  CHECK(force_at(v.others, "dresden") != nullptr);  // Arnim's neutral Saxons too
  CHECK(force_at(v.others, "dresden")->party == "Saxons (neutral)");
  int own = 0;
  for (const auto& f : v.own) own += static_cast<int>(f.field.size() + f.inside.size());
  CHECK(own == 16);
  CHECK(v.enemy_pool >= 0);
}

TEST_CASE("knowledge umpired: the Swedes see Pappenheim besieging Magdeburg in full, their garrison being inside") {
  State s = start_state();
  SideView v = view(s, umpired_settings(), Side::Swedish);
  const ForceView* f = force_at(v.others, "magdeburg");
  REQUIRE(f != nullptr);
  CHECK(f->exact);
  CHECK(f->field.size() == 5);
  REQUIRE(f->commanders.size() == 1);
  CHECK(f->commanders[0].name == "Pappenheim");
  CHECK(f->commanders[0].state_known);
  const CityView* m = city_of(v, "magdeburg");
  REQUIRE(m != nullptr);
  CHECK(m->ours);
  CHECK(m->besieged_by == "Imperials");
  CHECK(m->siege_attrition);  // 1631 §9.2: 5 besiegers against 2 inside
  CHECK(v.enemy_pool == -1);
  CHECK(v.enemy_reserves.empty());
}

TEST_CASE("knowledge umpired: Tilly at Halberstadt, one line from Magdeburg's garrison, is seen as weak, no more") {
  State s = start_state();
  SideView v = view(s, umpired_settings(), Side::Swedish);
  const ForceView* f = force_at(v.others, "halberstadt");
  REQUIRE(f != nullptr);
  CHECK_FALSE(f->exact);
  CHECK(f->strength == "weak");  // 2 units, fewer than 4 (setting "knowledge.strong")
  CHECK(f->field.empty());
  CHECK(f->seen_from == "Magdeburg");
  REQUIRE(f->commanders.size() == 1);
  CHECK(f->commanders[0].name == "Tilly");
  CHECK_FALSE(f->commanders[0].state_known);
  ViewSettings two = umpired_settings();
  two.strong = 2;
  CHECK(force_at(view(s, two, Side::Swedish).others, "halberstadt")->strength == "strong");
}

TEST_CASE("knowledge umpired: with no Swedish unit within one line of Halberstadt the Swedes do not see Tilly") {
  State s = magdeburg_emptied();
  SideView v = view(s, umpired_settings(), Side::Swedish);
  CHECK(force_at(v.others, "halberstadt") == nullptr);
  CHECK_FALSE(mentions_commander(v.others, "Tilly"));
  // Nor Pappenheim: Magdeburg holds the Swedish marker alone, and a marker is no unit.
  CHECK_FALSE(mentions_commander(v.others, "Pappenheim"));
  CHECK(city_of(v, "magdeburg")->besieged_by.empty());
  CHECK(std::find(v.watched.begin(), v.watched.end(), "Halberstadt") == v.watched.end());
  // Unless the umpire lets garrisons watch (setting "knowledge.garrisons_watch").
  ViewSettings watch = umpired_settings();
  watch.garrisons_watch = true;
  SideView w = view(s, watch, Side::Swedish);
  REQUIRE(force_at(w.others, "magdeburg") != nullptr);
  CHECK(force_at(w.others, "magdeburg")->exact);
  CHECK(force_at(w.others, "halberstadt") != nullptr);
  CHECK(city_of(w, "magdeburg")->besieged_by == "Imperials");
}

TEST_CASE("knowledge umpired: the Imperials at Garz see Gustav Adolf's army at Stettin as strong") {
  State s = start_state();
  SideView v = view(s, umpired_settings(), Side::Imperial);
  const ForceView* f = force_at(v.others, "stettin");
  REQUIRE(f != nullptr);
  CHECK_FALSE(f->exact);
  CHECK(f->strength == "strong");  // 7 units
  CHECK(f->commanders.size() == 1);
  CHECK(f->commanders[0].name == "Gustav Adolf");
  // Their own forces, exactly: Schauenburg's four units at Garz.
  const ForceView* own = force_at(v.own, "garz");
  REQUIRE(own != nullptr);
  CHECK(own->field.size() == 4);
  CHECK(own->commanders[0].state_known);
}

TEST_CASE("knowledge umpired: units inside a city show as its marker only, even to the besiegers in the area") {
  State s = start_state();
  for (auto& u : s.units)
    if (u.area == "garz") u.inside = true;
  s.commander_mut("schauenburg").inside = true;
  s.unit_mut("swe_inf_5").area = "garz";
  SideView v = view(s, umpired_settings(), Side::Swedish);
  CHECK(force_at(v.others, "garz") == nullptr);
  CHECK_FALSE(mentions_commander(v.others, "Schauenburg"));
  const CityView* garz = city_of(v, "garz");
  REQUIRE(garz != nullptr);
  CHECK(garz->marker == "Imperial");
  CHECK(garz->besieged_by == "Swedes");
  // Open: the garrison as it is.
  const ForceView* open = force_at(view(s, ViewSettings{}, Side::Swedish).others, "garz");
  REQUIRE(open != nullptr);
  CHECK(open->inside.size() == 4);
}

TEST_CASE("labels.names: the areas in English where the lexicon gives a name, or in German (1631 §11)") {
  State s = start_state();
  s.unit_mut("swe_inf_1").area = "schlesien";
  ViewSettings english, german;
  german.english = false;
  CHECK(force_at(view(s, english, Side::Swedish).own, "schlesien")->area == "Silesia");
  CHECK(force_at(view(s, german, Side::Swedish).own, "schlesien")->area == "Schlesien");
}

TEST_CASE("the combats' records are read defensively; a side sees its own, the summary every one without names") {
  State s = start_state();
  s.combats = Json::array();
  s.combats.push_back(Json{{"area", "garz"},
                           {"status", "fought"},
                           {"turn", 1},
                           {"attacker", "swedish"},
                           {"situation", "battle"},
                           {"winner", "swedish"},
                           {"captured", true},
                           {"attacking_units", {"swe_inf_5", "swe_cav_2"}},
                           {"attacking_commanders", {"gustav"}},
                           {"defending_units", {"imp_inf_5"}}});
  s.combats.push_back(Json{{"area", "halberstadt"}, {"status", "pending"}});  // no sides recorded
  s.combats.push_back(Json{{"area", "atlantis"}, {"status", "fought"}});     // no such area
  s.combats.push_back(Json{{"status", "fought"}});
  s.combats.push_back(7);
  SideView swedes = view(s, umpired_settings(), Side::Swedish);
  REQUIRE(swedes.combats.size() == 1);
  const CombatView& c = swedes.combats[0];
  CHECK(c.place == "Garz");
  CHECK(c.role == "attacker");
  CHECK(c.situation == "Battle");
  CHECK(c.winner == "Swedes");
  CHECK(c.attacking == std::vector<std::string>{"Gustav Adolf", "Swedish Infantry 5", "Swedish Cavalry 2"});
  CHECK(c.defending == std::vector<std::string>{"Imperial Infantry 5"});
  CHECK(view(s, umpired_settings(), Side::Imperial).combats.at(0).role == "defender");
  CHECK(view(s, ViewSettings{}, Side::Swedish).combats.size() == 2);  // open: every one that has a place

  SummaryView pub = summary_view(s, umpired_settings());
  REQUIRE(pub.combats.size() == 2);
  CHECK(pub.combats[0].attacking.empty());
  std::string md = report::to_markdown(render_summary(pub));
  CHECK(md.find("Garz") != std::string::npos);
  CHECK(md.find("won by the Swedes; the city taken") != std::string::npos);
  CHECK(md.find("Swedish Infantry 5") == std::string::npos);
  CHECK(md.find("Gustav Adolf") == std::string::npos);
  std::string open = report::to_markdown(render_summary(summary_view(s, ViewSettings{})));
  CHECK(open.find("attacking: Gustav Adolf, Swedish Infantry 5") != std::string::npos);
}

TEST_CASE("a side's report names every piece and area by its name, never by its id") {
  State s = start_state();
  for (bool umpired : {false, true}) {
    ViewSettings settings;
    settings.umpired = umpired;
    for (Side side : {Side::Swedish, Side::Imperial}) {
      SideView v = view(s, settings, side);
      v.campaign_name = "Leipzig road";
      std::string md = report::to_markdown(render_report(v));
      CAPTURE(md);
      for (const auto& u : s.units) CHECK(md.find(u.id) == std::string::npos);
      for (const auto& c : s.commanders) CHECK(md.find(c.id + " ") == std::string::npos);
      CHECK(md.find("neu_brandenburg") == std::string::npos);
      CHECK(md.find(std::string("for the eyes of the ") + words(side) + " only") != std::string::npos);
      CHECK(md.find("Swedish victory points | 22") != std::string::npos);
      CHECK(md.find("Imperial supply points | 20") != std::string::npos);
    }
  }
}

TEST_CASE("the umpired report tells the Swedes of Pappenheim in full and of Tilly only that he is weak") {
  State s = start_state();
  std::string md = report::to_markdown(render_report(view(s, umpired_settings(), Side::Swedish)));
  CHECK(md.find("| Magdeburg | Imperials | Pappenheim (Spent, skill 1) | Fresh: League Infantry 3") !=
        std::string::npos);
  CHECK(md.find("| Halberstadt | Imperials | Magdeburg | Tilly | weak |") != std::string::npos);
  CHECK(md.find("League Infantry 1") == std::string::npos);  // Tilly's
  CHECK(md.find("Gustav Adolf (Fresh, skill 2)") != std::string::npos);
  CHECK(md.find("setting \"knowledge\": umpired") != std::string::npos);
  std::string open = report::to_markdown(render_report(view(s, ViewSettings{}, Side::Swedish)));
  CHECK(open.find("League Infantry 1") != std::string::npos);
  CHECK(open.find("setting \"knowledge\": open") != std::string::npos);
}

TEST_CASE("the 1631 provider writes each side's report and one summary the same for both sides") {
  GameRegistry games;
  register_shipped_games(games);
  const report::ReportProvider* p = report::report_providers().find(kGameId);
  REQUIRE(p != nullptr);
  CampaignState cs;
  cs.core.game = kGameId;
  cs.core.name = "Breitenfeld";
  cs.game = std::make_shared<const State>(start_state());
  CHECK(p->factions(cs) == report::Recipients{{"swedish", "Swedes"}, {"imperial", "Imperials"}});
  CHECK(p->not_ready(cs, "swedish").empty());
  CHECK(p->not_ready(cs, "saxon") == "there is no side \"saxon\" (swedish or imperial)");
  CHECK(p->report(cs, "imperial").title == "Imperials: report, turn 1");
  CHECK(p->issue_moment(cs) == "Turn 1, initiative");
  REQUIRE(p->handouts.size() == 2);  // the summary and the combat cards
  CHECK(p->handouts[1].id == "combat_card");
  const report::Handout& summary = p->handouts[0];
  CHECK(summary.id == "summary");
  CHECK_FALSE(summary.to_every_player);  // each side its own copy, not both copies to each
  CHECK(report::to_markdown(summary.write(cs, "swedish")) == report::to_markdown(summary.write(cs, "imperial")));
  cs.core.settings = Json{{"knowledge", 1}};
  CHECK(report::to_markdown(p->report(cs, "swedish")).find("setting \"knowledge\": umpired") != std::string::npos);
}

namespace {
bool picture_says(const report::Picture& p, const std::string& text) {
  for (const auto& s : p.shapes)
    if (s.kind == report::Shape::Kind::Text && s.text == text) return true;
  return false;
}
}  // namespace

TEST_CASE("the report's map page shows the forces as the side knows them, on a landscape page of its own") {
  State s = start_state();
  report::Picture open = map_page(view(s, ViewSettings{}, Side::Swedish));
  CHECK(open.page_width > open.page_height);
  CHECK(picture_says(open, "Tilly: 2 units"));
  CHECK(picture_says(open, "Gustav Adolf: 7 units"));
  CHECK(picture_says(open, "2 units in the city"));  // Magdeburg's garrison
  report::Picture seen = map_page(view(s, umpired_settings(), Side::Swedish));
  CHECK(picture_says(seen, "Tilly: weak"));
  CHECK(picture_says(seen, "Pappenheim: 5 units"));
  report::Picture unseen = map_page(view(magdeburg_emptied(), umpired_settings(), Side::Swedish));
  CHECK_FALSE(picture_says(unseen, "Tilly: weak"));
  CHECK_FALSE(picture_says(unseen, "Pappenheim: 5 units"));
  report::Document doc = render_report(view(s, umpired_settings(), Side::Swedish));
  CHECK(std::holds_alternative<report::Picture>(doc.blocks.back()));
}

TEST_CASE("1631 §7.5.1: the Imperials' assault on a neutral city names its power as the defender, not the Swedes") {
  State s = start_state();
  s.combats = Json::array();
  s.combats.push_back(Json{{"area", "berlin"},
                           {"status", "recorded"},
                           {"turn", 3},
                           {"attacker", "imperial"},
                           {"situation", "siege_assault"},
                           {"winner", "defender"},
                           {"defender_name", "Brandenburgers"}});
  SideView imperials = view(s, ViewSettings{}, Side::Imperial);
  REQUIRE(imperials.combats.size() == 1);
  CHECK(imperials.combats[0].defender == "Brandenburgers");
  CHECK(imperials.combats[0].winner == "Brandenburgers");
  SideView swedes = view(s, ViewSettings{}, Side::Swedish);
  REQUIRE(swedes.combats.size() == 1);
  CHECK(swedes.combats[0].role.empty());  // the Swedes took no part
}
