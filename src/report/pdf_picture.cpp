#include <algorithm>
#include <cmath>

#include "report/pdf_writer.h"

// Pictures in the PDF: scaled to the text width (or the page height), clipped,
// framed and captioned; their shapes drawn in the picture's coordinates.

namespace umpire::report::pdf_detail {

void Writer::draw(const Picture& pic) {
  bool drawable = std::isfinite(pic.width) && std::isfinite(pic.height) && pic.width > 0 && pic.height > 0;
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
    LayoutPtr l = layout(one_line(s.text), {size}, 0);
    PangoRectangle logical;
    pango_layout_get_extents(l.get(), nullptr, &logical);
    set_colour(s.rgb, alpha);
    cairo_move_to(cr_, px(p[0].first) - pu(logical.x) - pu(logical.width) / 2,
                  py(p[0].second) - pu(logical.y) - pu(logical.height) / 2);
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
