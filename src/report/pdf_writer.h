// Internal to the PDF writer (pdf.cpp, pdf_writer.cpp, pdf_table.cpp,
// pdf_picture.cpp): the page geometry, the text helpers and the Writer that
// lays a Document's blocks out on A4 pages. The public interface is pdf.h.
#pragma once

#include <cairo.h>
#include <glib-object.h>
#include <pango/pangocairo.h>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "report/document.h"

namespace umpire::report::pdf_detail {

// Page geometry in PDF points (A4).
constexpr double kPageW = 595, kPageH = 842, kMargin = 50;
constexpr double kLeft = kMargin, kRight = kPageW - kMargin;
constexpr double kTop = kMargin, kBottom = kPageH - kMargin;
constexpr double kTextW = kRight - kLeft;
constexpr const char* kFont = "DejaVu Sans";

constexpr double kBodySize = 10;
constexpr double kTableSize = 9;
constexpr double kSmallSize = 8;
constexpr double kParaGap = 6;
constexpr double kLeading = 1.5;  // extra space between the lines of running text

double pu(int pango_units);
int to_pu(double points);

struct Rgb {
  double r, g, b;
};
Rgb rgb(unsigned c);

// Pango wants valid UTF-8 without NULs: invalid bytes become U+FFFD.
std::string valid_utf8(std::string_view s);
std::string one_line(std::string_view s);

struct GObjectUnref {
  void operator()(gpointer p) const { g_object_unref(p); }
};
using LayoutPtr = std::unique_ptr<PangoLayout, GObjectUnref>;
using ContextPtr = std::unique_ptr<PangoContext, GObjectUnref>;
struct SurfaceDestroy {
  void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
struct CairoDestroy {
  void operator()(cairo_t* c) const { cairo_destroy(c); }
};

struct TextStyle {
  double size = kBodySize;
  bool bold = false;
  bool italic = false;
};

// Lays out and draws the documents, one page after another, on a cairo PDF
// surface. Pages and running text are in pdf_writer.cpp, tables in
// pdf_table.cpp, pictures in pdf_picture.cpp.
class Writer {
 public:
  Writer(cairo_surface_t* surface, cairo_t* cr);
  void document(const Document& doc);
  void finish();

 private:
  // A table row: one layout per cell, and the row's height.
  struct TableRow {
    std::vector<LayoutPtr> cells;
    double height = 0;
  };

  // pages
  void begin_page();
  void end_page();
  void new_page();
  // Moves to a new page unless `height` more fits on this one (or the page is
  // still empty: then it can only be drawn here).
  void need(double height);
  void footer();
  void running_header();

  // text
  LayoutPtr layout(std::string_view text, TextStyle style, double width);
  static double text_width(PangoLayout* l);
  static double text_height(PangoLayout* l);
  // Height of the first `n` lines (to keep a paragraph's start together).
  static double lines_height(PangoLayout* l, int n);
  void set_colour(unsigned c, double alpha = 1.0);
  // Draws a wrapped layout at x from y_, line by line, continuing on new pages.
  void flow(PangoLayout* l, double x);

  // blocks
  void title_block(const Document& doc);
  void draw(const Heading& h);
  void draw(const Paragraph& p);
  void draw(const BulletList& list);
  void draw(const Table& t);
  void draw(const Picture& pic);
  void draw(const PageBreak&);

  // tables
  // Moves to a new page unless the heading and the table after it fit on what
  // is left of this one, when the two fit on a page at all.
  void keep_with_table(const Heading& h, const Table& t);
  double table_height(const Table& t);
  std::vector<double> column_widths(const Table& t, std::size_t columns);
  TableRow make_row(const std::vector<std::string>& cells, bool bold, const std::vector<double>& widths);
  void draw_row(const TableRow& r, unsigned background, const std::vector<double>& widths);
  void draw_split_row(const TableRow& r, unsigned background, const std::vector<double>& widths,
                      const TableRow* header);

  // pictures
  void draw_picture_at(const Picture& pic, double x0, double y0, double scale);
  void draw_page_picture(const Picture& pic);
  void draw_shape(const Shape& s, double x0, double y0, double scale);

  cairo_surface_t* surface_;
  cairo_t* cr_;
  ContextPtr ctx_;
  std::string running_title_;
  int pages_shown_ = 0;  // pages finished in the file
  int doc_page_ = 0;     // number of the current page within its document
  bool page_open_ = false;
  bool fresh_ = true;  // nothing drawn in the body of the current page yet
  double y_ = kTop;
  double page_w_ = kPageW, page_h_ = kPageH;  // the current page's size (a page picture's may differ)
};

}  // namespace umpire::report::pdf_detail
