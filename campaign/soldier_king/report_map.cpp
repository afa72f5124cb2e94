#include "soldier_king/report_map.h"

#include <algorithm>
#include <map>

#include "soldier_king/factions.h"

namespace umpire::sk {

namespace {

using report::Shape;

unsigned level_fill(ReportLevel l) {
  switch (l) {
    case ReportLevel::None: return 0xffffff;
    case ReportLevel::Inaccurate: return 0xf6e7a1;
    case ReportLevel::Accurate: return 0xf3b77c;
    case ReportLevel::Comprehensive: return 0x9fd39a;
  }
  return 0xffffff;
}

}  // namespace

report::Picture knowledge_map(const PlayerPicture& picture, const Map& map) {
  report::Picture pic;
  pic.width = map.width;
  pic.height = map.height;
  pic.caption = "What " + faction_name(picture.faction) + " knows, " + picture.date.describe() +
                ": boxes coloured by report (pale yellow Inaccurate, orange Accurate, green Comprehensive); "
                "a red ring marks foreign troops seen; circles are your own columns.";
  pic.alt_text = "Map of " + map.name + " with " + std::to_string(picture.boxes.size()) + " boxes reported";
  // Sizes in printed points times k: the picture is scaled to a page about 500
  // points wide, so shapes drawn in map units are sized relative to that.
  const double k = std::max(map.width, map.height * 1.4) / 500.0;
  for (const auto& l : map.lines) {
    const CityBox* a = map.box(l.a);
    const CityBox* b = map.box(l.b);
    if (!a || !b) continue;
    Shape s = Shape::line(a->pos.x, a->pos.y, b->pos.x, b->pos.y);
    s.rgb = l.type == LineType::River ? 0x3b7dd8 : l.type == LineType::Highway ? 0xc0392b : 0x8b5a2b;
    s.width = (l.type == LineType::Highway ? 1.2 : 0.7) * k;
    s.dashed = l.type == LineType::Road;
    pic.shapes.push_back(s);
  }
  std::map<std::string, const BoxIntel*> intel;
  for (const auto& b : picture.boxes) intel[b.box] = &b;
  std::map<std::string, int> own;
  for (const auto& c : picture.own_columns)
    if (!c.box.empty()) ++own[c.box];
  const FactionInfo* fi = faction_info(picture.faction);
  for (const auto& box : map.boxes) {
    auto it = intel.find(box.id);
    ReportLevel level = it == intel.end() ? ReportLevel::None : it->second->level;
    Shape r = Shape::rect(box.pos.x - 5 * k, box.pos.y - 3.5 * k, box.pos.x + 5 * k, box.pos.y + 3.5 * k);
    r.rgb = 0x333333;
    r.fill = true;
    r.fill_rgb = level_fill(level);
    r.width = (box.recruiting ? 0.8 : 0.4) * k;
    pic.shapes.push_back(r);
    if (it != intel.end() && it->second->troops) {
      Shape ring = Shape::circle(box.pos.x, box.pos.y, 7.5 * k);
      ring.rgb = 0xd62728;
      ring.width = 1.0 * k;
      pic.shapes.push_back(ring);
    }
    if (auto o = own.find(box.id); o != own.end()) {
      Shape dot = Shape::circle(box.pos.x + 5 * k, box.pos.y - 3.5 * k, 3.5 * k);
      dot.rgb = 0x222222;
      dot.fill = true;
      dot.fill_rgb = fi ? fi->rgb : 0x555555;
      pic.shapes.push_back(dot);
      Shape n = Shape::label(box.pos.x + 5 * k, box.pos.y - 3.5 * k, std::to_string(o->second));
      n.rgb = 0xffffff;
      n.font_size = 4.5 * k;
      pic.shapes.push_back(n);
    }
    Shape label = Shape::label(box.pos.x, box.pos.y + 6.5 * k, box.name);
    label.font_size = 3.8 * k;
    label.rgb = 0x222222;
    pic.shapes.push_back(label);
  }
  return pic;
}

}  // namespace umpire::sk
