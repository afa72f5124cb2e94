// The map pages of a faction's report: a full page on the paper of the setting
// reports.map_paper, every box named in print-legible type, the lines told
// apart, a legend, the faction's knowledge (report levels, the foreign forces
// last seen and when, SK 8.1-8.2) and its own columns; a second page around its
// columns when they are close together. And the memory of sightings behind it.
#include <doctest/doctest.h>

#include <array>
#include <cstdio>
#include <set>

#include <unistd.h>

#include "core/dice.h"
#include "report/html.h"
#include "report/markdown.h"
#include "report/pdf.h"
#include "soldier_king/intelligence.h"
#include "soldier_king/map_page_layout.h"
#include "soldier_king/province_areas.h"
#include "soldier_king/report_map.h"
#include "soldier_king/scenario.h"
#include "soldier_king/settings.h"
#include "soldier_king/sightings.h"
#include "support/shell.h"

using umpire::test::shell;

using namespace umpire;
using namespace umpire::sk;

namespace {

SkState start() {
  static const SkState s = [] {
    Json options = Json::object();
    return *new_campaign(JsonCursor(options, "options"));
  }();
  return s;
}

PlayerPicture picture_of(const SkState& s, const std::string& faction) {
  SeededDice source(7, 0);
  Dice dice(source);
  return make_picture(s, faction, dice);
}

std::vector<report::Picture> pages_of(const SkState& s, const std::string& faction) {
  PlayerPicture p = picture_of(s, faction);
  return map_pages(p, *s.map, map_knowledge(s, faction, p));
}

std::vector<const report::Shape*> texts(const report::Picture& pic) {
  std::vector<const report::Shape*> out;
  for (const auto& sh : pic.shapes)
    if (sh.kind == report::Shape::Kind::Text) out.push_back(&sh);
  return out;
}

bool has_text(const report::Picture& pic, const std::string& text) {
  for (const auto* t : texts(pic))
    if (t->text == text) return true;
  return false;
}

void move_columns(SkState& s, const std::string& faction, const std::string& to) {
  for (auto& c : s.columns)
    if (c.owner == faction) c.box = to;
  for (auto& o : s.officers)
    if (o.owner == faction && !o.column.empty()) o.box = to;
}

}  // namespace

TEST_CASE("SK map page: a landscape A4 page, or US Letter with the setting reports.map_paper") {
  SkState s = start();
  auto pages = pages_of(s, "argozia");
  REQUIRE(!pages.empty());
  CHECK(pages[0].page_width == report::kA4Height);
  CHECK(pages[0].page_height == report::kA4Width);
  s.settings[kMapPaper] = 1;
  pages = pages_of(s, "argozia");
  CHECK(pages[0].page_width == report::kLetterHeight);
  CHECK(pages[0].page_height == report::kLetterWidth);
  REQUIRE(setting_def(kMapPaper));
  CHECK(setting_def(kMapPaper)->type == SettingType::Choice);
}

TEST_CASE("SK map page: every box is named, and no text prints under 7 pt") {
  SkState s = start();
  for (int paper : {0, 1}) {
    s.settings[kMapPaper] = paper;
    auto pages = pages_of(s, "arcadia");
    for (const auto& page : pages) {
      double scale = report::page_picture_scale(page);
      CHECK(scale == doctest::Approx(1.0));  // drawn in printed points
      for (const auto* t : texts(page)) CHECK(t->font_size * scale >= kMapMinLabelPt);
    }
    for (const auto& box : s.map->boxes) CHECK_MESSAGE(has_text(pages[0], box.name), box.name);
    for (const auto& p : s.map->provinces)
      CHECK(has_text(pages[0], map_page::upper(p.name) + " " + std::to_string(p.recruiting_value)));
  }
}

TEST_CASE("SK map page: no label covers another label or a box, on any King's pages") {
  SkState s = start();
  for (const char* king : {"argozia", "arcadia", "bravance", "hrvatska"}) {
    move_columns(s, king, s.map->boxes[10].id);  // a second page too
    auto pages = pages_of(s, king);
    REQUIRE(pages.size() == 2);
    for (const auto& page : pages) {
      std::vector<map_page::Rect> labels, symbols;
      for (const auto& sh : page.shapes) {
        if (sh.kind == report::Shape::Kind::Rect && sh.fill && sh.rgb == 0x1a1a1a)  // a box's symbol
          symbols.push_back({sh.points[0].first, sh.points[0].second, sh.points[1].first, sh.points[1].second});
        if (sh.kind != report::Shape::Kind::Text || sh.align_left) continue;  // the title and the legend
        double w = map_page::label_width(sh.text, sh.font_size, sh.bold), h = sh.font_size;
        labels.push_back({sh.points[0].first - w / 2, sh.points[0].second - h / 2, sh.points[0].first + w / 2,
                          sh.points[0].second + h / 2});
      }
      int overlaps = 0;
      for (std::size_t i = 0; i < labels.size(); ++i) {
        for (std::size_t j = i + 1; j < labels.size(); ++j) overlaps += labels[i].overlap(labels[j]) > 2.0;
        for (const auto& b : symbols) overlaps += labels[i].overlap(b) > 2.0;
      }
      CHECK(symbols.size() > 10);
      CHECK_MESSAGE(overlaps <= 1, king);  // one crowded spot at most
    }
  }
}

TEST_CASE("SK map page: a legend of the rulers, the lines, the report levels and the troops") {
  SkState s = start();
  auto page = pages_of(s, "hrvatska").front();
  for (const char* row : {"Rulers (SK 16.1)",
                          "Argozia",
                          "Arcadia",
                          "Bravance",
                          "Hrvatska",
                          "Imperial, unruled",
                          "highway",
                          "road",
                          "river, arrow",
                          "downstream",
                          "Your reports (SK 8.2)",
                          "no report",
                          "Inaccurate",
                          "Accurate",
                          "Comprehensive",
                          "recruiting city",
                          "electoral city",
                          "foreign troops seen",
                          "this season",
                          "seen earlier, with",
                          "the season",
                          "your columns,",
                          "named in bold"})
    CHECK_MESSAGE(has_text(page, row), row);
}

TEST_CASE("SK map page: rivers carry an arrowhead for their flow, highways are cased, roads dashed") {
  SkState s = start();
  auto page = pages_of(s, "argozia").front();
  int rivers = 0;
  for (const auto& l : s.map->lines) rivers += l.type == LineType::River && !l.downstream.empty();
  int heads = 0, dashed = 0, white = 0;
  for (const auto& sh : page.shapes) {
    if (sh.kind == report::Shape::Kind::Polygon && sh.fill && sh.fill_rgb == 0x1f6fc5) ++heads;
    if (sh.kind == report::Shape::Kind::Line && sh.dashed && sh.rgb == 0x6b4423) ++dashed;
    if (sh.kind == report::Shape::Kind::Line && sh.rgb == 0xffffff) ++white;
  }
  CHECK(heads >= rivers);  // the legend's arrow too
  CHECK(dashed >= 1);
  CHECK(white >= 1);
}

TEST_CASE("SK map page: own columns by name; a second page enlarges them when they stand close together") {
  SkState s = start();
  const std::string box = s.map->boxes.front().id;
  move_columns(s, "argozia", box);
  auto pages = pages_of(s, "argozia");
  REQUIRE(pages.size() == 2);
  std::string name;
  for (const auto& c : s.columns)
    if (c.owner == "argozia") name = c.name;
  CHECK(has_text(pages[1], s.map->box_name(box)));
  CHECK(pages[1].page_width == pages[0].page_width);
  // Columns at opposite ends of the map: the whole map is their region.
  SkState spread = start();
  bool first = true;
  for (auto& c : spread.columns)
    if (c.owner == "argozia") {
      c.box = first ? spread.map->boxes.front().id : spread.map->boxes.back().id;
      first = !first;
    }
  auto one = pages_of(spread, "argozia");
  CHECK(one.size() == 1);
}

TEST_CASE("SK 8.1 sightings: a box seen with troops is remembered with its season until a report sees it empty") {
  SkState s = start();
  PlayerPicture p;
  p.faction = "argozia";
  p.date = {1740, Season::Spring};
  BoxIntel seen;
  seen.box = s.map->boxes[3].id;
  seen.level = ReportLevel::Accurate;
  seen.troops = true;
  seen.forces.push_back(ForeignForce{"arcadia", "", "", 2, 1, false, {}, 0, 0, 0, 0, {}, false});
  BoxIntel other = seen;
  other.box = s.map->boxes[4].id;
  p.boxes = {seen, other};
  remember_sightings(s, p);
  Sightings mem = last_sightings(s, "argozia");
  REQUIRE(mem.size() == 2);
  CHECK(mem.at(seen.box).date.season == Season::Spring);
  CHECK(mem.at(seen.box).report.forces.at(0).infantry_columns == 2);

  // Summer: the first box seen empty, the second not reported at all.
  PlayerPicture later = p;
  later.date = {1740, Season::Summer};
  BoxIntel empty = seen;
  empty.troops = false;
  empty.forces.clear();
  later.boxes = {empty};
  remember_sightings(s, later);
  mem = last_sightings(s, "argozia");
  CHECK(mem.count(seen.box) == 0);
  REQUIRE(mem.count(other.box) == 1);
  CHECK(mem.at(other.box).date.season == Season::Spring);
  CHECK(last_sightings(s, "arcadia").empty());  // each faction its own

  // On the map: the older sighting with its season.
  auto pages = map_pages(later, *s.map, map_knowledge(s, "argozia", later));
  CHECK(has_text(pages[0], "Arcadia: 2 inf, 1 cav cols (Spring 1740)"));

  // Stored and read back; a state without sightings writes none.
  Json j = s.to_json();
  REQUIRE(j.contains("sightings"));
  auto back = state_from_json(JsonCursor(j, "state"));
  CHECK(last_sightings(*back, "argozia").size() == 1);
  CHECK(!start().to_json().contains("sightings"));
  // A remembered sighting must be of a faction and a box of the campaign.
  Json bad = j;
  bad["sightings"]["nobody"] = bad["sightings"]["argozia"];
  CHECK_THROWS(state_from_json(JsonCursor(bad, "state")));
  bad = j;
  bad["sightings"]["argozia"]["atlantis"] = bad["sightings"]["argozia"][other.box];
  CHECK_THROWS(state_from_json(JsonCursor(bad, "state")));
}

TEST_CASE("SK map page: the issued intelligence remembers what it saw") {
  SkState s = start();
  // An Arcadian column next to Argozia's army, where Argozia's troops see it.
  std::string box;
  for (const auto& c : s.columns)
    if (c.owner == "argozia") box = c.box;
  for (auto& c : s.columns)
    if (c.owner == "arcadia") {
      c.box = box;
      break;
    }
  PlayerPicture p = picture_of(s, "argozia");
  remember_sightings(s, p);
  Sightings mem = last_sightings(s, "argozia");
  REQUIRE(mem.count(box) == 1);
  auto page = map_pages(p, *s.map, map_knowledge(s, "argozia", p)).front();
  CHECK(has_text(page, "Arcadia: 1 inf col"));
}

TEST_CASE("SK map page: every box lies in an area of its own province") {
  SkState s = start();
  ProvinceAreas areas = province_areas(*s.map, 130);
  CHECK(!areas.borders.empty());
  for (const auto& box : s.map->boxes) {
    bool found = false;
    for (const auto& cell : areas.cells) {
      if (cell.province != box.province) continue;
      // Inside the convex polygon: on the same side of every edge.
      bool in = true;
      double sign = 0;
      for (std::size_t i = 0; i < cell.polygon.size() && in; ++i) {
        Point a = cell.polygon[i], b = cell.polygon[(i + 1) % cell.polygon.size()];
        double c = (b.x - a.x) * (box.pos.y - a.y) - (b.y - a.y) * (box.pos.x - a.x);
        if (sign == 0)
          sign = c;
        else if (c * sign < 0)
          in = false;
      }
      found = found || in;
    }
    CHECK_MESSAGE(found, box.name);
  }
}

TEST_CASE("SK map page: the HTML report draws it as SVG on its own page; Markdown keeps its words") {
  SkState s = start();
  move_columns(s, "argozia", s.map->boxes.front().id);
  report::Document doc;
  doc.title = "Report";
  PlayerPicture p = picture_of(s, "argozia");
  add_map_pages(doc, p, *s.map, map_knowledge(s, "argozia", p));
  REQUIRE(doc.blocks.size() == 2);
  std::string html = report::to_html(doc);
  std::size_t svgs = 0;
  for (std::size_t at = html.find("<svg"); at != std::string::npos; at = html.find("<svg", at + 1)) ++svgs;
  CHECK(svgs == 2);
  CHECK(html.find("<figure class=\"page-picture page-842x595\">") != std::string::npos);
  CHECK(html.find("@page page-842x595 { size: 842pt 595pt;") != std::string::npos);
  CHECK(html.find(">Vellhaven</text>") != std::string::npos);
  CHECK(html.find("paint-order=\"stroke\"") != std::string::npos);
  std::string md = report::to_markdown(doc);
  CHECK(md.find("Map of ") != std::string::npos);
  CHECK(md.find("Enlarged map around Argozia's columns") != std::string::npos);
}

TEST_CASE("SK map page: the printed PDF: landscape pages after the A4 text, every word at 7 pt or more") {
  SkState s = start();
  move_columns(s, "argozia", s.map->boxes.front().id);
  s.settings[kMapPaper] = 1;
  report::Document doc;
  doc.title = "Report";
  doc.paragraph("The text of the report, on A4.");
  PlayerPicture p = picture_of(s, "argozia");
  add_map_pages(doc, p, *s.map, map_knowledge(s, "argozia", p));
  doc.paragraph("After the map, A4 again.");
  std::string path = "/tmp/umpire_map_page_" + std::to_string(::getpid()) + ".pdf";
  report::write_pdf(doc, path);
  std::string info = shell("pdfinfo -f 1 -l 4 " + path + " 2>/dev/null");
  CHECK(info.find("Page    1 size:  595 x 842 pts (A4)") != std::string::npos);
  CHECK(info.find("Page    2 size:  792 x 612 pts (letter)") != std::string::npos);
  CHECK(info.find("Page    3 size:  792 x 612 pts (letter)") != std::string::npos);
  CHECK(info.find("Page    4 size:  595 x 842 pts (A4)") != std::string::npos);
  // pdftotext's word boxes are 1.163 times the type size for DejaVu Sans.
  std::string words = shell("pdftotext -f 2 -l 3 -bbox " + path + " - 2>/dev/null");
  int count = 0;
  double smallest = 100;
  for (std::size_t at = words.find("<word "); at != std::string::npos; at = words.find("<word ", at + 1)) {
    auto attr = [&](const char* name) {
      std::size_t k = words.find(name, at);
      return std::stod(words.substr(k + std::string(name).size() + 2));
    };
    smallest = std::min(smallest, (attr("yMax") - attr("yMin")) / 1.163);
    ++count;
  }
  CHECK(count > 300);
  CHECK(smallest >= kMapMinLabelPt - 0.01);
  std::string text = shell("pdftotext -f 2 -l 2 " + path + " - 2>/dev/null");
  for (const auto& box : s.map->boxes) CHECK_MESSAGE(text.find(box.name) != std::string::npos, box.name);
  std::remove(path.c_str());
}
