#include "report/pdf_writer.h"

#include <cairo-pdf.h>

#include <algorithm>
#include <cmath>
#include <variant>

#include "report/citations.h"

namespace umpire::report::pdf_detail {

double pu(int pango_units) { return static_cast<double>(pango_units) / PANGO_SCALE; }
int to_pu(double points) { return static_cast<int>(std::lround(points * PANGO_SCALE)); }

Rgb rgb(unsigned c) {
  return {((c >> 16) & 0xffu) / 255.0, ((c >> 8) & 0xffu) / 255.0, (c & 0xffu) / 255.0};
}

std::string valid_utf8(std::string_view s) {
  std::string clean;
  clean.reserve(s.size());
  for (char c : s)
    if (c != '\0' && c != '\r') clean += c;
  if (g_utf8_validate(clean.data(), static_cast<gssize>(clean.size()), nullptr)) return clean;
  gchar* fixed = g_utf8_make_valid(clean.data(), static_cast<gssize>(clean.size()));
  std::string out(fixed);
  g_free(fixed);
  return out;
}

std::string one_line(std::string_view s) {
  std::string out(s);
  std::replace(out.begin(), out.end(), '\n', ' ');
  std::replace(out.begin(), out.end(), '\t', ' ');
  return out;
}

Writer::Writer(cairo_surface_t* surface, cairo_t* cr) : surface_(surface), cr_(cr), ctx_(pango_cairo_create_context(cr)) {
  pango_cairo_context_set_resolution(ctx_.get(), 72);
  cairo_font_options_t* options = cairo_font_options_create();
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options(ctx_.get(), options);
  cairo_font_options_destroy(options);
  cairo_set_line_join(cr_, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap(cr_, CAIRO_LINE_CAP_ROUND);
}

void Writer::document(const Document& doc) {
  end_page();
  doc_page_ = 0;
  running_title_ = valid_utf8(one_line(doc.title));
  begin_page();
  if (!running_title_.empty()) {
    std::string link = "page=" + std::to_string(pages_shown_ + 1);
    cairo_pdf_surface_add_outline(surface_, CAIRO_PDF_OUTLINE_ROOT, running_title_.c_str(), link.c_str(),
                                  static_cast<cairo_pdf_outline_flags_t>(0));
  }
  title_block(doc);
  for (std::size_t i = 0; i < doc.blocks.size(); ++i) {
    const Block& block = doc.blocks[i];
    if (i + 1 < doc.blocks.size() && std::holds_alternative<Heading>(block) &&
        std::holds_alternative<Table>(doc.blocks[i + 1]))
      keep_with_table(std::get<Heading>(block), std::get<Table>(doc.blocks[i + 1]));  // pdf_table.cpp
    std::visit([this](const auto& b) { draw(b); }, block);
  }
}

void Writer::finish() {
  if (!page_open_ && pages_shown_ == 0) begin_page();  // never a PDF without pages
  end_page();
}

// ---- pages

void Writer::begin_page() {
  page_open_ = true;
  fresh_ = true;
  ++doc_page_;
  y_ = kTop;
  footer();
  if (doc_page_ > 1 && !running_title_.empty()) running_header();
}

void Writer::end_page() {
  if (!page_open_) return;
  cairo_show_page(cr_);
  ++pages_shown_;
  page_open_ = false;
}

void Writer::new_page() {
  end_page();
  begin_page();
}

// Moves to a new page unless `height` more fits on this one (or the page is
// still empty: then it can only be drawn here).
void Writer::need(double height) {
  if (!page_open_) begin_page();
  if (!fresh_ && y_ + height > kBottom) new_page();
}

void Writer::footer() {
  LayoutPtr l = layout("Page " + std::to_string(doc_page_), {kSmallSize}, 0);
  double w = text_width(l.get());
  set_colour(0x555555);
  double from_bottom = page_w_ == kPageW && page_h_ == kPageH ? kMargin - 16 : kPagePictureMargin - 6;
  cairo_move_to(cr_, (page_w_ - w) / 2, page_h_ - from_bottom);
  pango_cairo_show_layout(cr_, l.get());
}

void Writer::running_header() {
  LayoutPtr l = layout(running_title_, {kSmallSize, false, true}, kTextW);
  pango_layout_set_ellipsize(l.get(), PANGO_ELLIPSIZE_END);
  set_colour(0x555555);
  cairo_move_to(cr_, kLeft, kMargin - 30);
  pango_cairo_show_layout(cr_, l.get());
  cairo_set_line_width(cr_, 0.5);
  set_colour(0xaaaaaa);
  cairo_move_to(cr_, kLeft, kMargin - 14);
  cairo_line_to(cr_, kRight, kMargin - 14);
  cairo_stroke(cr_);
}

// ---- text

LayoutPtr Writer::layout(std::string_view text, TextStyle style, double width) {
  LayoutPtr l(pango_layout_new(ctx_.get()));
  PangoFontDescription* font = pango_font_description_new();
  pango_font_description_set_family(font, kFont);
  pango_font_description_set_absolute_size(font, style.size * PANGO_SCALE);
  pango_font_description_set_weight(font, style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_style(font, style.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
  pango_layout_set_font_description(l.get(), font);
  pango_font_description_free(font);
  if (width > 0) {
    pango_layout_set_width(l.get(), to_pu(width));
    pango_layout_set_wrap(l.get(), PANGO_WRAP_WORD_CHAR);
  }
  std::string clean = keep_citations_together(valid_utf8(text));  // a rule number is never split from its game
  pango_layout_set_text(l.get(), clean.c_str(), static_cast<int>(clean.size()));
  return l;
}

double Writer::text_width(PangoLayout* l) {
  PangoRectangle logical;
  pango_layout_get_extents(l, nullptr, &logical);
  return pu(logical.width);
}

double Writer::text_height(PangoLayout* l) {
  PangoRectangle logical;
  pango_layout_get_extents(l, nullptr, &logical);
  return pu(logical.height);
}

// Height of the first `n` lines (to keep a paragraph's start together).
double Writer::lines_height(PangoLayout* l, int n) {
  PangoLayoutIter* it = pango_layout_get_iter(l);
  int top = 0, bottom = 0, first_top = 0;
  int i = 0;
  do {
    pango_layout_iter_get_line_yrange(it, &top, &bottom);
    if (i == 0) first_top = top;
  } while (++i < n && pango_layout_iter_next_line(it));
  pango_layout_iter_free(it);
  return pu(bottom - first_top);
}

void Writer::set_colour(unsigned c, double alpha) {
  Rgb k = rgb(c);
  cairo_set_source_rgba(cr_, k.r, k.g, k.b, alpha);
}

// Draws a wrapped layout at x from y_, line by line, continuing on new pages.
void Writer::flow(PangoLayout* l, double x) {
  // The caller's colour: a new page's running header and footer set their own.
  cairo_pattern_t* colour = cairo_pattern_reference(cairo_get_source(cr_));
  need(lines_height(l, 2));
  cairo_set_source(cr_, colour);
  PangoLayoutIter* it = pango_layout_get_iter(l);
  double base = y_;
  int offset = 0, last_bottom = 0;
  bool first = true;
  do {
    int top = 0, bottom = 0;
    pango_layout_iter_get_line_yrange(it, &top, &bottom);
    if (first) offset = top, first = false;
    if (!fresh_ && base + pu(bottom - offset) > kBottom) {
      new_page();
      cairo_set_source(cr_, colour);
      base = y_;
      offset = top;
    }
    PangoRectangle logical;
    pango_layout_iter_get_line_extents(it, nullptr, &logical);
    cairo_move_to(cr_, x + pu(logical.x), base + pu(pango_layout_iter_get_baseline(it) - offset));
    pango_cairo_show_layout_line(cr_, pango_layout_iter_get_line_readonly(it));
    fresh_ = false;
    last_bottom = bottom;
  } while (pango_layout_iter_next_line(it));
  pango_layout_iter_free(it);
  cairo_pattern_destroy(colour);
  y_ = base + pu(last_bottom - offset);
}

// ---- blocks

void Writer::title_block(const Document& doc) {
  if (doc.title.empty() && doc.subtitle.empty()) return;
  if (!doc.title.empty()) {
    LayoutPtr t = layout(one_line(doc.title), {18, true}, kTextW);
    set_colour(0x111111);
    flow(t.get(), kLeft);
  }
  if (!doc.subtitle.empty()) {
    y_ += 3;
    LayoutPtr s = layout(doc.subtitle, {11, false, true}, kTextW);
    set_colour(0x444444);
    flow(s.get(), kLeft);
  }
  y_ += 5;
  set_colour(0x333333);
  cairo_set_line_width(cr_, 1.2);
  cairo_move_to(cr_, kLeft, y_);
  cairo_line_to(cr_, kRight, y_);
  cairo_stroke(cr_);
  y_ += 14;
}

void Writer::draw(const Heading& h) {
  static constexpr double sizes[] = {15, 12.5, 11};
  static constexpr double before[] = {10, 8, 6};
  int level = clamp_level(h.level);
  LayoutPtr l = layout(one_line(h.text), {sizes[level - 1], true}, kTextW);
  double gap = fresh_ ? 0 : before[level - 1];
  // Keep the heading with the start of what follows it.
  need(gap + text_height(l.get()) + 3 * 14);
  if (!fresh_) y_ += gap;
  set_colour(0x111111);
  flow(l.get(), kLeft);
  y_ += 5;
}

void Writer::draw(const Paragraph& p) {
  LayoutPtr l = layout(p.text, {kBodySize, false, p.emphasis}, kTextW);
  pango_layout_set_spacing(l.get(), to_pu(kLeading));
  set_colour(0x111111);
  flow(l.get(), kLeft);
  y_ += kParaGap;
}

void Writer::draw(const BulletList& list) {
  constexpr double indent = 16;
  for (const std::string& item : list.items) {
    LayoutPtr l = layout(item, {kBodySize}, kTextW - indent);
    pango_layout_set_spacing(l.get(), to_pu(kLeading));
    need(lines_height(l.get(), 2));  // as flow() will: the bullet stays with its text
    LayoutPtr bullet = layout("\u2022", {kBodySize}, 0);
    set_colour(0x111111);
    cairo_move_to(cr_, kLeft + 4,
                  y_ + pu(pango_layout_get_baseline(l.get()) - pango_layout_get_baseline(bullet.get())));
    pango_cairo_show_layout(cr_, bullet.get());
    flow(l.get(), kLeft + indent);
    y_ += 2;
  }
  y_ += kParaGap - 2;
}

// The next page starts when something is drawn: a break at the end of a
// document leaves no blank page.
void Writer::draw(const PageBreak&) {
  if (page_open_ && !fresh_) end_page();
}

}  // namespace umpire::report::pdf_detail
