// The report document model: what the umpire hands a player, independent of
// the format it is printed (PDF), mailed (Markdown) or viewed (HTML) in.
//
// A Document is a title, an optional subtitle and a flat list of blocks. Text is
// plain UTF-8 (never markup); each writer escapes it for its own format. The
// document title is the top heading; Heading levels 1..3 sit below it.
#pragma once

#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace umpire::report {

struct Heading {
  int level = 1;  // 1..3 (clamped by the writers)
  std::string text;
};

struct Paragraph {
  std::string text;  // plain UTF-8; '\n' is a line break
  bool emphasis = false;
};

struct BulletList {
  std::vector<std::string> items;
};

struct Table {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;  // rows may be shorter than the header
};

// One element of a Picture, in picture units (the picture is scaled as a whole,
// line widths and font sizes included).
struct Shape {
  enum class Kind { Line, Polyline, Polygon, Rect, Circle, Text };
  Kind kind = Kind::Line;
  // Line: two points (more: drawn as a polyline). Rect: top-left + bottom-right.
  // Circle: centre + (radius, 0). Text: anchor (the centre of the text).
  std::vector<std::pair<double, double>> points;
  unsigned rgb = 0;     // stroke colour (text colour for Text), 0xRRGGBB
  double alpha = 1.0;   // opacity of stroke and fill
  double width = 1.0;   // stroke width
  bool fill = false;    // Polygon, Rect, Circle (and closed Polyline)
  unsigned fill_rgb = 0xffffff;
  std::string text;     // Text only
  double font_size = 10;
  bool dashed = false;
  bool bold = false;  // Text only
  // Text only: a white outline of this width around the letters (0: none), so
  // that a label stays legible over areas and lines.
  double halo = 0;
  bool align_left = false;  // Text only: the anchor is the middle of the text's left end, not its centre

  // Conveniences (designated or partial aggregate initialisation trips
  // -Wmissing-field-initializers): set the geometry, then the style fields.
  static Shape of(Kind kind, std::vector<std::pair<double, double>> points) {
    Shape s;
    s.kind = kind;
    s.points = std::move(points);
    return s;
  }
  static Shape line(double x0, double y0, double x1, double y1) { return of(Kind::Line, {{x0, y0}, {x1, y1}}); }
  static Shape rect(double left, double top, double right, double bottom) {
    return of(Kind::Rect, {{left, top}, {right, bottom}});
  }
  static Shape circle(double cx, double cy, double radius) { return of(Kind::Circle, {{cx, cy}, {radius, 0}}); }
  static Shape label(double cx, double cy, std::string text, double size = 10) {
    Shape s = of(Kind::Text, {{cx, cy}});
    s.text = std::move(text);
    s.font_size = size;
    return s;
  }
};

// Vector graphics, scaled to fit the text width (PDF) or the page (HTML).
//
// A page picture (page_width and page_height set, in points) is printed on a
// page of its own of that size, whatever the size of the document's other
// pages (a map on A4 or Letter, portrait or landscape). It is drawn at scale 1
// (one picture unit is one printed point) when it fits page_picture_area();
// a larger one is scaled down to fit (page_picture_scale()). Its caption is
// printed under it.
struct Picture {
  double width = 0;
  double height = 0;
  std::vector<Shape> shapes;
  std::string caption;
  std::string alt_text;  // what the picture shows, for Markdown and screen readers
  double page_width = 0, page_height = 0;  // a page of its own (points); 0: in the text
};

// Paper sizes in points.
inline constexpr double kA4Width = 595, kA4Height = 842;
inline constexpr double kLetterWidth = 612, kLetterHeight = 792;
// A page picture's margins and the room kept under it for its caption (points).
inline constexpr double kPagePictureMargin = 30, kPagePictureCaptionRoom = 34;

struct PictureArea {
  double width = 0, height = 0;
};
// The room a page picture of this page size is drawn at scale 1 in.
inline PictureArea page_picture_area(double page_width, double page_height) {
  return {page_width - 2 * kPagePictureMargin, page_height - 2 * kPagePictureMargin - kPagePictureCaptionRoom};
}
// The scale a page picture is printed at: 1, or less when it does not fit.
inline double page_picture_scale(const Picture& p) {
  PictureArea a = page_picture_area(p.page_width, p.page_height);
  double s = 1;
  if (p.width > a.width) s = a.width / p.width;
  if (p.height * s > a.height) s = a.height / p.height;
  return s;
}

struct PageBreak {};

using Block = std::variant<Heading, Paragraph, BulletList, Table, Picture, PageBreak>;

struct Document {
  std::string title;
  std::string subtitle;
  std::vector<Block> blocks;

  // Conveniences for building a document in order.
  Document& heading(int level, std::string text) {
    blocks.emplace_back(Heading{level, std::move(text)});
    return *this;
  }
  Document& paragraph(std::string text, bool emphasis = false) {
    blocks.emplace_back(Paragraph{std::move(text), emphasis});
    return *this;
  }
  Document& bullets(std::vector<std::string> items) {
    blocks.emplace_back(BulletList{std::move(items)});
    return *this;
  }
  Document& table(std::vector<std::string> header, std::vector<std::vector<std::string>> rows) {
    blocks.emplace_back(Table{std::move(header), std::move(rows)});
    return *this;
  }
  Document& picture(Picture p) {
    blocks.emplace_back(std::move(p));
    return *this;
  }
  Document& page_break() {
    blocks.emplace_back(PageBreak{});
    return *this;
  }
};

// The heading level a writer uses, 1..3.
inline int clamp_level(int level) { return level < 1 ? 1 : (level > 3 ? 3 : level); }

}  // namespace umpire::report
