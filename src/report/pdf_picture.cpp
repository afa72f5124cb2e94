#include <algorithm>
#include <cmath>

#include <cairo-pdf.h>

#include "report/pdf_writer.h"

// Pictures in the PDF: scaled to the text width (or the page height), clipped,
// framed and captioned; their shapes drawn in the picture's coordinates.

namespace umpire::report::pdf_detail {

void Writer::draw(const Picture& pic) {
  bool drawable = std::isfinite(pic.width) && std::isfinite(pic.height) && pic.width > 0 && pic.height > 0;
  if (drawable && pic.page_width > 0 && pic.page_height > 0 && std::isfinite(pic.page_width) &&
      std::isfinite(pic.page_height)) {
    draw_page_picture(pic);
    return;
  }
  LayoutPtr caption;
  double caption_h = 0;
  if (!pic.caption.empty()) {
    caption = layout(pic.caption, {9, false, true}, kTextW);
    pango_layout_set_alignment(caption.get(), PANGO_ALIGN_CENTER);
    caption_h = text_height(caption.get()) + 5;
  }
  if (!drawable) {
    if (!pic.alt_text.empty()) draw(Paragraph{pic.alt_text, true});
  } else {
    double scale = kTextW / pic.width;
    double available = kBottom - kTop - caption_h;
    if (pic.height * scale > available) scale = available / pic.height;
    double w = pic.width * scale, h = pic.height * scale;
    need(h + caption_h);
    if (!fresh_) y_ += 4;
    double x0 = kLeft + (kTextW - w) / 2, y0 = y_;
    draw_picture_at(pic, x0, y0, scale);
    y_ += h;
    fresh_ = false;
  }
  if (caption) {
    y_ += 5;
    set_colour(0x333333);
    flow(caption.get(), kLeft);
  }
  y_ += kParaGap + 4;
}

// The picture's shapes, clipped to its frame, and the frame.
void Writer::draw_picture_at(const Picture& pic, double x0, double y0, double scale) {
  double w = pic.width * scale, h = pic.height * scale;
  cairo_save(cr_);
  cairo_rectangle(cr_, x0, y0, w, h);
  cairo_clip(cr_);
  for (const Shape& shape : pic.shapes) draw_shape(shape, x0, y0, scale);
  cairo_restore(cr_);
  cairo_new_path(cr_);
  set_colour(0x999999);
  cairo_set_line_width(cr_, 0.6);
  cairo_set_dash(cr_, nullptr, 0, 0);
  cairo_rectangle(cr_, x0, y0, w, h);
  cairo_stroke(cr_);
}

// A page of its own, of the picture's page size: the picture at the top
// (scale 1 when it fits page_picture_area), its caption under it, the page
// number in the footer. The pages after it are the document's size again.
void Writer::draw_page_picture(const Picture& pic) {
  end_page();
  page_w_ = pic.page_width;
  page_h_ = pic.page_height;
  cairo_pdf_surface_set_size(surface_, page_w_, page_h_);
  page_open_ = true;
  fresh_ = false;
  ++doc_page_;
  footer();
  double scale = page_picture_scale(pic);
  double w = pic.width * scale, h = pic.height * scale;
  double x0 = (page_w_ - w) / 2, y0 = kPagePictureMargin;
  draw_picture_at(pic, x0, y0, scale);
  if (!pic.caption.empty()) {
    LayoutPtr caption = layout(pic.caption, {9, false, true}, w);
    pango_layout_set_alignment(caption.get(), PANGO_ALIGN_CENTER);
    set_colour(0x333333);
    cairo_move_to(cr_, x0, y0 + h + 5);
    pango_cairo_show_layout(cr_, caption.get());
  }
  end_page();
  page_w_ = kPageW;
  page_h_ = kPageH;
  cairo_pdf_surface_set_size(surface_, kPageW, kPageH);
}

void Writer::draw_shape(const Shape& s, double x0, double y0, double scale) {
  auto px = [&](double x) { return x0 + x * scale; };
  auto py = [&](double y) { return y0 + y * scale; };
  const auto& p = s.points;
  for (const auto& [x, y] : p)
    if (!std::isfinite(x) || !std::isfinite(y)) return;
  double alpha = std::isfinite(s.alpha) ? std::clamp(s.alpha, 0.0, 1.0) : 1.0;

  if (s.kind == Shape::Kind::Text) {
    double size = s.font_size * scale;
    if (p.empty() || s.text.empty() || !std::isfinite(size) || size < 0.5) return;
    LayoutPtr l = layout(one_line(s.text), {size, s.bold}, 0);
    PangoRectangle logical;
    pango_layout_get_extents(l.get(), nullptr, &logical);
    double tx = px(p[0].first) - pu(logical.x) - (s.align_left ? 0 : pu(logical.width) / 2);
    double ty = py(p[0].second) - pu(logical.y) - pu(logical.height) / 2;
    if (s.halo > 0 && std::isfinite(s.halo)) {
      cairo_save(cr_);
      cairo_move_to(cr_, tx, ty);
      pango_cairo_layout_path(cr_, l.get());
      set_colour(0xffffff, alpha);
      cairo_set_line_width(cr_, 2 * s.halo * scale);
      cairo_set_dash(cr_, nullptr, 0, 0);
      cairo_stroke(cr_);
      cairo_restore(cr_);
    }
    cairo_move_to(cr_, tx, ty);
    set_colour(s.rgb, alpha);
    pango_cairo_show_layout(cr_, l.get());
    return;
  }

  bool fillable = true;
  cairo_new_path(cr_);
  switch (s.kind) {
    case Shape::Kind::Line:
    case Shape::Kind::Polyline:
    case Shape::Kind::Polygon: {
      std::size_t min_points = s.kind == Shape::Kind::Polygon ? 3 : 2;
      if (p.size() < min_points) return;
      cairo_move_to(cr_, px(p[0].first), py(p[0].second));
      for (std::size_t i = 1; i < p.size(); ++i) cairo_line_to(cr_, px(p[i].first), py(p[i].second));
      if (s.kind == Shape::Kind::Polygon) cairo_close_path(cr_);
      fillable = s.kind != Shape::Kind::Line;
      break;
    }
    case Shape::Kind::Rect: {
      if (p.size() < 2) return;
      double x = std::min(p[0].first, p[1].first), y = std::min(p[0].second, p[1].second);
      cairo_rectangle(cr_, px(x), py(y), std::abs(p[1].first - p[0].first) * scale,
                      std::abs(p[1].second - p[0].second) * scale);
      break;
    }
    case Shape::Kind::Circle: {
      if (p.size() < 2) return;
      cairo_new_sub_path(cr_);
      cairo_arc(cr_, px(p[0].first), py(p[0].second), std::abs(p[1].first) * scale, 0, 2 * G_PI);
      cairo_close_path(cr_);
      break;
    }
    case Shape::Kind::Text:
      return;
  }
  if (fillable && s.fill) {
    set_colour(s.fill_rgb, alpha);
    cairo_fill_preserve(cr_);
  }
  if (s.width > 0 && std::isfinite(s.width)) {
    set_colour(s.rgb, alpha);
    cairo_set_line_width(cr_, s.width * scale);
    if (s.dashed) {
      double dashes[] = {std::max(4 * s.width, 2.0) * scale, std::max(3 * s.width, 1.5) * scale};
      cairo_set_dash(cr_, dashes, 2, 0);
    } else {
      cairo_set_dash(cr_, nullptr, 0, 0);
    }
    cairo_stroke(cr_);
    cairo_set_dash(cr_, nullptr, 0, 0);
  }
  cairo_new_path(cr_);
}

}  // namespace umpire::report::pdf_detail
