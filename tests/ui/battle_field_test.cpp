// A battle's field in the Battle window (ui/battles/field_view.h): the
// picture's pure layout (sides' colours, the world a fit shows, badges in a
// place, hands' tiles never naming a hidden item), the reference engine's
// picture, and the Battle window drawing it over the attack on Argoziadorf
// sent to the reference engine. With UMPIRE_FIELD_SHOT_CAMPAIGN set, the
// campaign of the last case is kept at that path for a screenshot:
//   umpire_testgame_cli screenshot --campaign PATH --show battle out.png
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <cstdlib>
#include <filesystem>
#include <set>

#include <unistd.h>

#include "dice_battle/dice_battle.h"
#include "games.h"
#include "support/argoziadorf.h"
#include "ui/battles/battle_actions.h"
#include "ui/battles/field_layout.h"
#include "ui/map/palette.h"

using namespace umpire;
using namespace umpire::battlesui;
using battles::FieldPicture;
using battles::HandItem;

namespace {

FieldPicture two_by_two_field() {
  FieldPicture f;
  f.places = {{"a.line", "Red line", 0, 1.2, "attacker", "line"},
              {"a.rz", "Red retreat", 1.6, 1.2, "attacker", "retreat"},
              {"d.line", "Blue line", 0, 0, "defender", "line"},
              {"d.rz", "Blue retreat", 1.6, 0, "defender", "retreat"}};
  f.pieces = {{"p1", "Swiss Pikemen", "defender", "d.line", "Pi 2", {}},
              {"p2", "Gendarmes", "attacker", "a.line", "Ga 1", {"reduced", "in retreat"}},
              {"p3", "Archers", "attacker", "", "Ar 0", {"eliminated"}}};
  f.hands = {{"attacker", "tactical markers", {HandItem::shown("Ambush", "GdB 9.5.7"), HandItem::hidden()}}};
  return f;
}

}  // namespace

TEST_CASE("battle field: the first two sides get two clear colours, in the set-up's order") {
  auto c = side_colours({"attacker", "defender", "ally"});
  CHECK(c.at("attacker") == side_rgb(0));
  CHECK(c.at("defender") == side_rgb(1));
  CHECK(c.at("attacker") != c.at("defender"));
  CHECK(c.at("ally") != c.at("attacker"));
  // Told apart by hue, not by lightness: the first is a red, the second a blue.
  auto red = [](unsigned rgb) { return static_cast<int>((rgb >> 16) & 0xff); };
  auto blue = [](unsigned rgb) { return static_cast<int>(rgb & 0xff); };
  CHECK(red(side_rgb(0)) - blue(side_rgb(0)) > 80);
  CHECK(blue(side_rgb(1)) - red(side_rgb(1)) > 80);
  // White or black ink on each badge colour reads (WCAG 4.5).
  for (std::size_t i = 0; i < 5; ++i) CHECK(mapui::contrast_ratio(side_rgb(i), mapui::ink_on(side_rgb(i))) >= 4.5);
}

TEST_CASE("battle field: a fit of the field's world puts every place inside the canvas") {
  FieldPicture f = two_by_two_field();
  mapui::Rect world = field_world(f);
  CHECK(world.x0 == 0);
  CHECK(world.x1 == doctest::Approx(1.6));
  CHECK(world.y1 == doctest::Approx(1.2));
  const mapui::Vec2 size{800, 300}, pos{10, 20};
  const double margin = 60;
  mapui::Camera cam = mapui::fit(world, size, margin);
  for (const auto& p : f.places) {
    mapui::Vec2 s = cam.to_screen(mapui::Vec2{p.x, p.y}, pos, size);
    CHECK(s.x >= pos.x + margin - 1e-6);
    CHECK(s.x <= pos.x + size.x - margin + 1e-6);
    CHECK(s.y >= pos.y + margin - 1e-6);
    CHECK(s.y <= pos.y + size.y - margin + 1e-6);
  }
  // Places in one row still give the camera a world of some height.
  FieldPicture row;
  row.places = {{"x", "X", 0, 0, "", ""}, {"y", "Y", 3, 0, "", ""}};
  CHECK(field_world(row).height() >= 1);
  FieldPicture one;
  one.places = {{"x", "X", 5, 5, "", ""}};
  CHECK(field_world(one).width() >= 1);
}

TEST_CASE("battle field: at the least scale no two places' boxes overlap, and the camera never goes below it") {
  // Two places side by side (1 unit apart in x) and one below (2 units in y).
  const std::vector<mapui::Vec2> points{{0, 0}, {1, 0}, {0, 2}};
  const std::vector<mapui::Vec2> extents{{120, 40}, {80, 60}, {100, 200}};
  const double s = least_scale(points, extents, 6);
  // The first two side by side need (120 + 80) / 2 + 6 = 106 pixels over 1 unit; the others less.
  CHECK(s == doctest::Approx(106));
  auto rect = [&](std::size_t i, double scale) {
    return mapui::Rect::around(points[i] * scale, extents[i].x / 2, extents[i].y / 2);
  };
  for (std::size_t i = 0; i < points.size(); ++i)
    for (std::size_t k = i + 1; k < points.size(); ++k) CHECK_FALSE(rect(i, s).overlaps(rect(k, s)));
  CHECK(rect(0, s * 0.9).overlaps(rect(1, s * 0.9)));  // the least: any less and those two overlap
  CHECK(least_scale({{0, 0}}, {{50, 50}}, 6) == 0);
  mapui::Camera roomy = fit_field(mapui::Rect{0, 0, 1, 2}, mapui::Vec2{2000, 2000}, mapui::Vec2{10, 10}, s);
  CHECK(roomy.scale > s);  // a big canvas: the plain fit
  mapui::Camera tight = fit_field(mapui::Rect{0, 0, 1, 2}, mapui::Vec2{300, 200}, mapui::Vec2{10, 10}, s);
  CHECK(tight.scale == doctest::Approx(s));
  CHECK(tight.zoom() == doctest::Approx(1));
  // Margins per axis: wide boxes keep room left and right without shrinking the field's height.
  mapui::Camera wide = fit_field(mapui::Rect{0, 0, 4, 1}, mapui::Vec2{1000, 300}, mapui::Vec2{200, 50}, 0);
  CHECK(wide.scale == doctest::Approx(150));  // (1000 - 400) / 4 = 150, (300 - 100) / 1 = 200
  mapui::Vec2 right = wide.to_screen(mapui::Vec2{4, 1}, mapui::Vec2{0, 0}, mapui::Vec2{1000, 300});
  CHECK(right.x == doctest::Approx(800));
}

TEST_CASE("battle field: badges wrap into rows inside their place's box, never overlapping") {
  const std::vector<double> widths{40, 40, 40, 90, 20};
  BadgeLayout l = lay_out_badges(widths, 16, 130, 3, 5, mapui::Vec2{60, 30});
  REQUIRE(l.at.size() == widths.size());
  std::vector<mapui::Rect> rects;
  for (std::size_t i = 0; i < widths.size(); ++i)
    rects.push_back(mapui::Rect{l.at[i].x, l.at[i].y, l.at[i].x + widths[i], l.at[i].y + 16});
  for (std::size_t i = 0; i < rects.size(); ++i) {
    CHECK(rects[i].x0 >= 5 - 1e-9);
    CHECK(rects[i].y0 >= 5 - 1e-9);
    CHECK(rects[i].x1 <= l.box.x - 5 + 1e-9);
    CHECK(rects[i].y1 <= l.box.y - 5 + 1e-9);
    for (std::size_t k = i + 1; k < rects.size(); ++k) CHECK_FALSE(rects[i].overlaps(rects[k]));
  }
  CHECK(l.at[0].y == l.at[2].y);  // three of 40 fit a row of 130
  CHECK(l.at[3].y > l.at[2].y);   // the wide one starts the second row
  // An empty place keeps its least box; a badge wider than a row has a row of its own.
  BadgeLayout empty = lay_out_badges({}, 16, 130, 3, 5, mapui::Vec2{60, 30});
  CHECK(empty.at.empty());
  CHECK(empty.box.x == 60);
  CHECK(empty.box.y == 30);
  BadgeLayout wide = lay_out_badges({200}, 16, 130, 3, 5, mapui::Vec2{60, 30});
  CHECK(wide.box.x == 210);
}

TEST_CASE("battle field: a hidden item of a hand carries no name and shows only as a marker") {
  HandItem h = HandItem::hidden();
  CHECK(h.is_hidden());
  CHECK(h.name().empty());
  CHECK(h.note().empty());
  CHECK(tile_text(h) == "a marker");
  HandItem s = HandItem::shown("Ambush", "GdB 9.5.7");
  CHECK_FALSE(s.is_hidden());
  CHECK(tile_text(s) == "Ambush");
  FieldPicture f = two_by_two_field();
  CHECK(hand_summary(f.hands[0], "Burgundians") == "Burgundians: 2 tactical markers: 1 shown, 1 face down");
  CHECK(hand_summary({"defender", "", {}}, "Swiss") == "Swiss: no markers");
}

TEST_CASE("battle field: a place's tooltip names whose half it is and its pieces with their states") {
  FieldPicture f = two_by_two_field();
  std::map<std::string, std::string> names{{"attacker", "Burgundians"}, {"defender", "Swiss"}};
  auto lines = place_lines(f, *f.place("a.line"), names);
  REQUIRE(lines.size() == 3);
  CHECK(lines[0] == "Red line");
  CHECK(lines[1] == "Burgundians: line");
  CHECK(lines[2] == "Burgundians: Gendarmes (Ga 1), reduced, in retreat");
  CHECK(place_lines(f, *f.place("d.rz"), names).back() == "No piece here");
  auto off = pieces_off_field(f);
  REQUIRE(off.size() == 1);
  CHECK(off[0]->id == "p3");
  CHECK(badge_text(FieldPicture::Piece{"x", "Culveriners", "a", "", "", {}}) == "Culv.");
}

TEST_CASE("battle field: the reference engine's field, its line and reserve per side, its dice as hands") {
  auto engine = dice_battle::module();
  battles::BattleSetup setup = dice_battle::sample_setup();
  GameStatePtr start = engine->start(setup, 1);
  auto f = engine->field(*start);
  REQUIRE(f);
  CHECK(f->places.size() == 4);
  for (const auto& side : setup.sides) {
    int places = 0;
    for (const auto& p : f->places) places += p.side == side.id ? 1 : 0;
    CHECK(places == 2);
  }
  // Every piece standing is in a place of its own side's half.
  for (const auto& p : f->pieces) {
    const FieldPicture::Place* at = f->place(p.place);
    REQUIRE(at);
    CHECK(at->side == p.side);
  }
  CHECK(f->place("attacker.line"));
  CHECK(pieces_in(*f, "attacker.line").size() == 1);
  CHECK(pieces_in(*f, "attacker.reserve").size() == 1);
  CHECK(f->step == "Round 1 of 6: Red presses on or withdraws");
  CHECK(f->dice.empty());
  REQUIRE(f->hands.size() == 2);
  for (const auto& h : f->hands) {
    CHECK(h.items.size() == static_cast<std::size_t>(dice_battle::kRounds));
    for (const auto& i : h.items) CHECK(i.name().empty());
  }
}

TEST_CASE("battle field: the reference engine's field after a round (a loss, the dice shown) and a withdrawal") {
  auto engine = dice_battle::module();
  battles::BattleSetup setup = dice_battle::sample_setup();
  GameStatePtr start = engine->start(setup, 1);
  // Round 1: Red rolls 2, Blue 5: Red loses a point from a1, the doctrine's choice (its strongest).
  ScriptedDice faces({2, 5});
  Dice dice(faces);
  ScriptedDecisions answers({"press", "a1"});
  Decisions decisions(&answers);
  auto round = engine->move(*start, dice, decisions);
  auto f = engine->field(*round.state);
  REQUIRE(f);
  CHECK(f->dice == "Round 1: Red rolls 2, Blue 5");
  CHECK(f->step == "Round 2 of 6: Red presses on or withdraws");
  REQUIRE(f->hands.size() == 2);
  REQUIRE(f->hands[0].items.size() == 6);
  CHECK(f->hands[0].items[0].name() == "Round 1: 2");
  CHECK(f->hands[1].items[0].name() == "Round 1: 5");
  CHECK(f->hands[0].items[1].is_hidden());
  const auto line = pieces_in(*f, "attacker.line");
  REQUIRE(line.size() == 1);
  CHECK(line[0]->badge == "Foot 2");
  CHECK(line[0]->states == std::vector<std::string>{"reduced"});
  // Red withdraws: its units leave the field, the battle is over, no die is left face down.
  ScriptedDecisions withdraw({"withdraw"});
  Decisions decided(&withdraw);
  auto after = engine->move(*round.state, dice, decided);
  auto g = engine->field(*after.state);
  REQUIRE(g);
  CHECK(g->step == "Over: fought to a decision");
  CHECK(pieces_off_field(*g).size() == 2);
  CHECK(pieces_in(*g, "attacker.line").empty());
  for (const auto& h : g->hands)
    for (const auto& i : h.items) CHECK_FALSE(i.is_hidden());
}

TEST_CASE("battle field: the Battle window draws the reference engine's field above the decisions") {
  GameRegistry reg;
  register_shipped_games(reg);
  reg.add(dice_battle::module());
  const char* keep = std::getenv("UMPIRE_FIELD_SHOT_CAMPAIGN");
  const std::string path = keep ? keep : "/tmp/umpire_battle_field_" + std::to_string(::getpid()) + ".umpire";
  {
    auto c = test::argoziadorf_at_combat(reg, path);
    std::vector<std::string> shown;
    GuiContext ctx{*c,      [&](const Json& command) { REQUIRE(c->apply(command).ok); },
                   nullptr, [&](const std::string& name) { shown.push_back(name); },
                   false,   &reg};
    BattleLink link = battles::battle_link(*c, "b350");
    Json send = send_battle(ctx, link, dice_battle::kId);
    REQUIRE_FALSE(send.is_null());
    REQUIRE(c->apply(send).ok);
    OpenBattle* b = open_battle(ctx, battles::battle_link(*c, "b350"), true);
    REQUIRE(b);
    // The attacker presses on: the first round is fought, its casualties by the doctrine.
    const std::size_t before = b->session->journal().size();
    for (int i = 0; i < 10 && b->session->journal().size() == before; ++i) {
      work_out_waiting(*b);
      if (!b->waiting) {
        fight_move(*b);
        break;
      }
      answer(*b, b->waiting->advice.empty() ? b->waiting->options.front().id : b->waiting->advice);
    }
    REQUIRE(b->session->journal().size() == before + 1);

    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(1280, 800);
    io.IniFilename = nullptr;
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
    std::string text;
    for (int frame = 0; frame < 2; ++frame) {
      io.DeltaTime = 1.0f / 60;
      ImGui::NewFrame();
      ImGui::SetNextWindowPos(ImVec2(0, 0));
      ImGui::SetNextWindowSize(io.DisplaySize);
      ImGui::Begin("battle field test", nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoTitleBar);
      ImGui::LogToBuffer(0);
      draw_battle_window(ctx);
      text = GImGui->LogBuffer.c_str();
      ImGui::LogFinish();
      GImGui->LogBuffer.clear();
      ImGui::End();
      ImGui::Render();
    }
    ImGui::DestroyContext();
    auto has = [&](const std::string& part) { return text.find(part) != std::string::npos; };
    CHECK(has("Round 2 of 6: Argozia presses on or withdraws"));
    CHECK(has("Last dice: Round 1: Argozia rolls"));
    CHECK(has("Argozia: 6 dice: 1 shown, 5 face down"));
    CHECK(has("[Round 1: "));
    CHECK(has("[a marker]"));
    CHECK(has("Darkness ends the battle after round 6."));
    // The field comes before the decision.
    CHECK(text.find("Last dice") < text.find("Argozia to decide"));
  }
  if (!keep) std::filesystem::remove(path);
}
