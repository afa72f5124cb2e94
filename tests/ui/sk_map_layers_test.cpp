// The Soldier King layers on the shared map canvas, in one headless Dear ImGui
// frame (no window, no GPU): the scene has a node per province label and city
// box, a group per province, an edge per line; placed labels never overlap;
// zooming in names more cities.
#include <doctest/doctest.h>

#include <imgui.h>

#include "games.h"
#include "soldier_king/battles.h"
#include "soldier_king/scenario.h"
#include "support/argoziadorf.h"
#include "ui/map/canvas.h"
#include "ui/soldier_king/map_draw.h"
#include "ui/soldier_king/map_view.h"
#include "ui/soldier_king/sk_ui.h"
#include "ui/soldier_king/windows.h"

using namespace umpire;
using namespace umpire::skui;

namespace {

// A Dear ImGui context with its default font; each frame has one window filling the display.
struct Headless {
  Headless(float w, float h) {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(w, h);
    io.IniFilename = nullptr;
    unsigned char* pixels = nullptr;
    int tw = 0, th = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &tw, &th);
  }
  ~Headless() { ImGui::DestroyContext(); }
  Headless(const Headless&) = delete;
  Headless& operator=(const Headless&) = delete;

  template <class F>
  void frame(F f) {
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImGui::GetIO().DisplaySize);
    ImGui::Begin("map test");
    f();
    ImGui::End();
    ImGui::EndFrame();
  }
};

struct Drawn {
  mapui::Scene scene;
  mapui::CanvasResult result;
  SkMapLayers::Drawn marks;  // the boxes given a battle mark, a magazine
};

Drawn draw_once(const sk::SkState& s, mapui::CanvasState& state, const std::string& viewer, const std::string& selected) {
  mapui::CanvasOptions options;
  options.world = map_bounds(*s.map);
  mapui::Frame f = mapui::begin_canvas("##map", state, options);
  SkMapView view;
  view.state = &s;
  view.viewer = viewer;
  view.selected = selected;
  SkMapLayers layers(view);
  Drawn d;
  d.scene = layers.scene(f);
  d.result = mapui::draw_canvas(f, state, d.scene, layers);
  d.marks = layers.drawn();
  return d;
}

Drawn draw(Headless& ui, const sk::SkState& s, mapui::CanvasState& state, const std::string& viewer,
           const std::string& selected) {
  Drawn d;
  ui.frame([&] { d = draw_once(s, state, viewer, selected); });
  return d;
}

// Labels placed by the canvas (not the fallbacks drawn without a label) never overlap.
bool labels_overlap(const std::vector<mapui::NodeView>& nodes) {
  for (std::size_t i = 0; i < nodes.size(); ++i)
    for (std::size_t j = i + 1; j < nodes.size(); ++j)
      if (nodes[i].labelled && nodes[j].labelled && nodes[i].rect.overlaps(nodes[j].rect)) return true;
  return false;
}

int labelled_cities(const Drawn& d, std::size_t provinces) {
  int n = 0;
  for (std::size_t i = provinces; i < d.result.nodes.size(); ++i) n += d.result.nodes[i].labelled ? 1 : 0;
  return n;
}

}  // namespace

TEST_CASE("Soldier King map layers: the scene, placed labels that never overlap, names growing with the zoom") {
  auto s = sk::new_campaign(JsonCursor(Json::object(), "options"));
  const sk::Map& m = *s->map;
  Headless ui(900, 640);
  mapui::CanvasState state;

  SkMapLayers layers(SkMapView{s.get(), "", nullptr, "", 13, {}});
  for (const auto& b : m.boxes) CHECK(layers.box_of(layers.node_of_box(b.id)) == b.id);
  CHECK(layers.node_of_box("no such box") == -1);
  CHECK(layers.province_of(0) == m.provinces[0].id);
  CHECK(layers.box_of(0).empty());

  const std::string selected = m.boxes.back().id;
  Drawn fitted = draw(ui, *s, state, "", selected);
  CHECK(fitted.scene.nodes.size() == m.provinces.size() + m.boxes.size());
  CHECK(fitted.scene.edges.size() == m.lines.size());
  CHECK(fitted.scene.groups.size() == m.provinces.size());
  CHECK_FALSE(fitted.scene.legend.empty());
  CHECK(state.fitted);
  CHECK_FALSE(labels_overlap(fitted.result.nodes));
  // The selection carries its name whatever it covers.
  const int sel = layers.node_of_box(selected);
  CHECK(fitted.result.nodes[static_cast<std::size_t>(sel)].labelled);
  CHECK(fitted.result.nodes[static_cast<std::size_t>(sel)].selected);
  for (std::size_t i = 0; i < m.provinces.size(); ++i) CHECK(fitted.result.nodes[i].visible);

  // Zoomed in about the middle: more of the visible cities are named.
  const int at_fit = labelled_cities(fitted, m.provinces.size());
  state.camera.scale *= 3;
  state.moved = true;
  Drawn zoomed = draw(ui, *s, state, "", "");
  CHECK_FALSE(labels_overlap(zoomed.result.nodes));
  int visible = 0;
  for (std::size_t i = m.provinces.size(); i < zoomed.result.nodes.size(); ++i)
    visible += zoomed.result.nodes[i].visible ? 1 : 0;
  const int named = labelled_cities(zoomed, m.provinces.size());
  CHECK(named * 10 >= visible * 7);  // at three times the fit, most visible cities are named
  CHECK(visible > 5);
  CHECK(at_fit < static_cast<int>(m.boxes.size()));  // at the fit some names had to give way...
  CHECK(at_fit * 4 > static_cast<int>(m.boxes.size()));  // ...but not most of them

  // A player's view has the same map: the same nodes, lines and provinces.
  Drawn player = draw(ui, *s, state, s->factions.front().id, "");
  CHECK(player.scene.nodes.size() == fitted.scene.nodes.size());
  CHECK(player.scene.edges.size() == fitted.scene.edges.size());
}

TEST_CASE("Soldier King map: the legend names every symbol the map draws") {
  auto s = sk::new_campaign(JsonCursor(Json::object(), "options"));
  std::vector<std::string> texts;
  for (const auto& e : sk_legend(*s)) texts.push_back(e.text);
  auto listed = [&](const std::string& words) {
    return std::any_of(texts.begin(), texts.end(),
                       [&](const std::string& t) { return t.find(words) != std::string::npos; });
  };
  for (const char* symbol : {"Road", "Highway", "River", "Recruiting city", "Electoral city", "Permanent entrenchment",
                             "Fortress marker", "Hasty works", "Columns in the box", "Garrison stands",
                             "Officers alone", "Monarch", "reported", "Magazine", "Battle not yet decided", "Imperial"})
    CHECK_MESSAGE(listed(symbol), symbol);
  for (const auto& f : s->factions)
    if (f.active) CHECK_MESSAGE(listed(f.name), f.name);
}

namespace {

// A box of the map other than the battle's.
std::string outsider_box(const sk::SkState& s) {
  for (const auto& b : s.map->boxes)
    if (b.id != s.battles->front().box) return b.id;
  return "";
}

}  // namespace

TEST_CASE("Soldier King map: a battle not yet decided is marked on its box, for the umpire and the sides only") {
  GameRegistry registry;
  register_shipped_games(registry);
  auto c = test::argoziadorf_at_combat(registry, ":memory:");
  const sk::SkState& s = sk::sk_state(c->state());
  REQUIRE(s.battles->size() == 1);
  const sk::Battle& b = s.battles->front();
  REQUIRE(b.status == "pending");
  CHECK(pending_battle_boxes(s, "") == std::set<std::string>{b.box});
  // The box's tooltip and the inspector say what it is.
  const auto told = pending_battles(s, "");
  REQUIRE(told.size() == 1);
  CHECK(told.front().box == b.box);
  CHECK(told.front().text == b.id + ": Argozia attacks Arcadia, not yet sent to the table (SK 11)");

  Headless ui(900, 640);
  mapui::CanvasState state;
  CHECK(draw(ui, s, state, "", "").marks.battles == std::set<std::string>{b.box});  // the umpire
  CHECK(draw(ui, s, state, b.attacker, "").marks.battles == std::set<std::string>{b.box});
  CHECK(draw(ui, s, state, b.defenders.front(), "").marks.battles == std::set<std::string>{b.box});
  // A King with no troops in it is not told of it.
  std::string outsider;
  for (const auto& f : s.factions)
    if (f.active && f.id != b.attacker && std::find(b.defenders.begin(), b.defenders.end(), f.id) == b.defenders.end())
      outsider = f.id;
  REQUIRE(!outsider.empty());
  CHECK(draw(ui, s, state, outsider, "").marks.battles.empty());

  // A Rebel turn's battle (SK 17.2.8.1) is marked until its winner is recorded.
  sk::SkState rebel = s;
  rebel.revolt.battles.push_back(sk::RebelBattle{outsider_box(s), "", {outsider}, "", ""});
  CHECK(pending_battle_boxes(rebel, outsider) == std::set<std::string>{outsider_box(s)});
  CHECK(pending_battle_boxes(rebel, b.attacker) == std::set<std::string>{b.box});
  CHECK(pending_battle_boxes(rebel, "").size() == 2);
  rebel.revolt.battles.back().winner = "rebels";
  CHECK(pending_battle_boxes(rebel, outsider).empty());

  // Once decided, no mark.
  sk::SkState decided = s;
  decided.battles.mut().front().status = "fought";
  CHECK(pending_battle_boxes(decided, "").empty());
  CHECK(draw(ui, decided, state, "", "").marks.battles.empty());
}

TEST_CASE("Soldier King map: a player's view shows his magazines, not another King's") {
  auto s = sk::new_campaign(JsonCursor(Json::object(), "options"));
  REQUIRE(s->map->boxes.size() > 2);
  const std::string a = s->factions[0].id, b = s->factions[1].id;
  s->magazines.push_back(sk::Magazine{"m1", a, s->map->boxes[0].id, ""});
  s->magazines.push_back(sk::Magazine{"m2", b, s->map->boxes[1].id, ""});
  Headless ui(900, 640);
  mapui::CanvasState state;
  CHECK(draw(ui, *s, state, "", "").marks.magazines ==
        std::set<std::string>{s->map->boxes[0].id, s->map->boxes[1].id});
  CHECK(draw(ui, *s, state, a, "").marks.magazines == std::set<std::string>{s->map->boxes[0].id});
  CHECK(draw(ui, *s, state, b, "").marks.magazines == std::set<std::string>{s->map->boxes[1].id});
}

TEST_CASE("Soldier King's player views: every active faction, and the switch the map and inspector read") {
  GameRegistry registry;
  register_shipped_games(registry);
  WindowRegistry windows;
  register_soldier_king_windows(windows);
  const PlayerViews* views = windows.player_views(sk::kGameId);
  REQUIRE(views);
  CHECK(windows.player_views("testgame") == nullptr);
  auto c = test::argoziadorf_at_combat(registry, ":memory:");
  const sk::SkState& s = sk::sk_state(c->state());
  auto players = views->players(*c);
  std::size_t active = 0;
  for (const auto& f : s.factions) active += f.active ? 1 : 0;
  CHECK(players.size() == active);
  REQUIRE(!players.empty());
  CHECK(players.front().first == s.factions.front().id);
  CHECK(players.front().second == s.factions.front().name);
  views->show_as(*c, players.back().first);
  CHECK(ui_for(*c).viewer == players.back().first);
  views->show_as(*c, "");
  CHECK(ui_for(*c).viewer.empty());
}
