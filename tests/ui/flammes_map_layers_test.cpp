// The 1631 layers on the shared map canvas, in one headless Dear ImGui frame:
// a node per area, an edge per line, a group per region; the
// army markers are part of an area's node, so no placed name covers them;
// the action being built is an overlay from the army's area along its path.
#include <doctest/doctest.h>

#include <imgui.h>

#include "1631/state.h"
#include "games.h"
#include "session/campaign.h"
#include "ui/1631/map_layers.h"
#include "ui/1631/map_picture.h"
#include "ui/map/canvas.h"

using namespace umpire;
using namespace umpire::flammesui;

namespace {

struct FlammesHeadless {
  FlammesHeadless() {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(1280, 800);
    io.IniFilename = nullptr;
    unsigned char* pixels = nullptr;
    int tw = 0, th = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &tw, &th);
  }
  ~FlammesHeadless() { ImGui::DestroyContext(); }
  FlammesHeadless(const FlammesHeadless&) = delete;
  FlammesHeadless& operator=(const FlammesHeadless&) = delete;
};

}  // namespace

TEST_CASE("the 1631 map layers: every area, line and region on the canvas, army markers inside the nodes, the path") {
  GameRegistry registry;
  register_shipped_games(registry);
  auto c = Campaign::create(":memory:", registry, "Layers", flammes::kGameId, Json::object(), 3);
  const auto& s = static_cast<const flammes::State&>(*c->state().game);
  const MapPicture picture = truth_picture(s, true);
  FlammesHeadless headless;
  mapui::CanvasState canvas;
  ImGui::NewFrame();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImGui::GetIO().DisplaySize);
  ImGui::Begin("1631 map test");
  std::vector<mapui::Vec2> points;
  for (const auto& a : picture.areas) points.push_back(mapui::Vec2{a.x, a.y});
  mapui::CanvasOptions options;
  options.world = mapui::bounds_of(points);
  mapui::Frame f = mapui::begin_canvas("##map1631test", canvas, options);
  MapView view;
  view.picture = &picture;
  view.selected = "stettin";
  view.from = "stettin";
  view.path = {"garz", "greifenhagen"};
  FlammesLayers layers(view);
  const mapui::Scene scene = layers.scene(f);
  mapui::CanvasResult r = mapui::draw_canvas(f, canvas, scene, layers);
  ImGui::End();
  ImGui::EndFrame();

  CHECK(scene.nodes.size() == picture.areas.size());
  std::size_t regions_on_map = 0;
  for (const auto& reg : picture.regions) regions_on_map += reg.areas.empty() ? 0 : 1;
  CHECK(scene.groups.size() == regions_on_map);
  CHECK(scene.edges.size() == s.map->lines.size());
  CHECK(layers.area_of(layers.node_of("garz")) == "garz");
  CHECK(layers.area_of(-1).empty());
  CHECK(scene.selected_node == layers.node_of("stettin"));
  REQUIRE(scene.overlays.size() == 1);
  CHECK(scene.overlays[0].nodes ==
        std::vector<int>{layers.node_of("stettin"), layers.node_of("garz"), layers.node_of("greifenhagen")});
  CHECK(scene.overlays[0].path.size() == 3);
  // An area with an army: every size of its node, the last (drawn without a name) too, is wider than the
  // same area's symbol alone, since it holds the army markers beside it.
  const AreaMark* stettin = picture.area("stettin");
  REQUIRE(stettin);
  REQUIRE_FALSE(stettin->armies.empty());
  const mapui::SceneNode& node = scene.nodes[static_cast<std::size_t>(layers.node_of("stettin"))];
  const mapui::SceneNode* empty = nullptr;
  for (const auto& a : picture.areas)
    if (a.armies.empty() && a.kind == stettin->kind)
      empty = &scene.nodes[static_cast<std::size_t>(layers.node_of(a.id))];
  REQUIRE(empty);
  CHECK(node.sizes.back().x > empty->sizes.back().x);
  // Placed names never overlap each other.
  std::vector<mapui::Rect> placed;
  for (const auto& v : r.nodes)
    if (v.labelled) placed.push_back(v.rect);
  for (std::size_t i = 0; i < placed.size(); ++i)
    for (std::size_t j = i + 1; j < placed.size(); ++j) CHECK_FALSE(placed[i].grown(-1).overlaps(placed[j].grown(-1)));
  CHECK(flammes_legend().size() >= 10);
}
