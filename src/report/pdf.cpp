#include "report/pdf.h"

#include <cairo-pdf.h>
#include <cairo.h>
#include <glib.h>
#include <pango/pangocairo.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>
#include <string_view>
#include <type_traits>

#include "core/error.h"

namespace umpire::report {
namespace {

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

double pu(int pango_units) { return static_cast<double>(pango_units) / PANGO_SCALE; }
int to_pu(double points) { return static_cast<int>(std::lround(points * PANGO_SCALE)); }

struct Rgb {
  double r, g, b;
};
Rgb rgb(unsigned c) {
  return {((c >> 16) & 0xffu) / 255.0, ((c >> 8) & 0xffu) / 255.0, (c & 0xffu) / 255.0};
}

// Pango wants valid UTF-8 without NULs: invalid bytes become U+FFFD.
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

// The file cairo writes into; remembers the first write error.
struct Sink {
  std::FILE* file = nullptr;
  int error = 0;
};

cairo_status_t write_to_sink(void* closure, const unsigned char* data, unsigned int length) {
  auto* sink = static_cast<Sink*>(closure);
  if (sink->error != 0) return CAIRO_STATUS_WRITE_ERROR;
  if (std::fwrite(data, 1, length, sink->file) != length) {
    sink->error = errno != 0 ? errno : EIO;
    return CAIRO_STATUS_WRITE_ERROR;
  }
  return CAIRO_STATUS_SUCCESS;
}

class Writer {
 public:
  Writer(cairo_surface_t* surface, cairo_t* cr) : surface_(surface), cr_(cr), ctx_(pango_cairo_create_context(cr)) {
    pango_cairo_context_set_resolution(ctx_.get(), 72);
    cairo_font_options_t* options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    pango_cairo_context_set_font_options(ctx_.get(), options);
    cairo_font_options_destroy(options);
    cairo_set_line_join(cr_, CAIRO_LINE_JOIN_ROUND);
    cairo_set_line_cap(cr_, CAIRO_LINE_CAP_ROUND);
  }

  void document(const Document& doc) {
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
    for (const Block& block : doc.blocks) std::visit([this](const auto& b) { draw(b); }, block);
  }

  void finish() {
    if (!page_open_ && pages_shown_ == 0) begin_page();  // never a PDF without pages
    end_page();
  }

 private:
  // --- pages -----------------------------------------------------------------

  void begin_page() {
    page_open_ = true;
    fresh_ = true;
    ++doc_page_;
    y_ = kTop;
    footer();
    if (doc_page_ > 1 && !running_title_.empty()) running_header();
  }

  void end_page() {
    if (!page_open_) return;
    cairo_show_page(cr_);
    ++pages_shown_;
    page_open_ = false;
  }

  void new_page() {
    end_page();
    begin_page();
  }

  // Moves to a new page unless `height` more fits on this one (or the page is
  // still empty: then it can only be drawn here).
  void need(double height) {
    if (!page_open_) begin_page();
    if (!fresh_ && y_ + height > kBottom) new_page();
  }

  void footer() {
    LayoutPtr l = layout("Page " + std::to_string(doc_page_), {kSmallSize}, 0);
    double w = text_width(l.get());
    set_colour(0x555555);
    cairo_move_to(cr_, (kPageW - w) / 2, kPageH - kMargin + 16);
    pango_cairo_show_layout(cr_, l.get());
  }

  void running_header() {
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

  // --- text ------------------------------------------------------------------

  LayoutPtr layout(std::string_view text, TextStyle style, double width) {
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
    std::string clean = valid_utf8(text);
    pango_layout_set_text(l.get(), clean.c_str(), static_cast<int>(clean.size()));
    return l;
  }

  static double text_width(PangoLayout* l) {
    PangoRectangle logical;
    pango_layout_get_extents(l, nullptr, &logical);
    return pu(logical.width);
  }
  static double text_height(PangoLayout* l) {
    PangoRectangle logical;
    pango_layout_get_extents(l, nullptr, &logical);
    return pu(logical.height);
  }

  // Height of the first `n` lines (to keep a paragraph's start together).
  static double lines_height(PangoLayout* l, int n) {
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

  void set_colour(unsigned c, double alpha = 1.0) {
    Rgb k = rgb(c);
    cairo_set_source_rgba(cr_, k.r, k.g, k.b, alpha);
  }

  // Draws a wrapped layout at x from y_, line by line, continuing on new pages.
  void flow(PangoLayout* l, double x) {
    need(lines_height(l, 2));
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
    y_ = base + pu(last_bottom - offset);
  }

  // --- blocks ----------------------------------------------------------------

  void title_block(const Document& doc) {
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

  void draw(const Heading& h) {
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

  void draw(const Paragraph& p) {
    LayoutPtr l = layout(p.text, {kBodySize, false, p.emphasis}, kTextW);
    pango_layout_set_spacing(l.get(), to_pu(kLeading));
    set_colour(0x111111);
    flow(l.get(), kLeft);
    y_ += kParaGap;
  }

  void draw(const BulletList& list) {
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

  void draw(const Table& t) {
    constexpr double pad_x = 4, pad_y = 2.5;
    std::size_t columns = t.header.size();
    for (const auto& row : t.rows) columns = std::max(columns, row.size());
    if (columns == 0) return;

    // Column widths: natural widths if they fit; otherwise the widest columns
    // are capped at a common width (never below their longest word) so that
    // narrow columns keep their natural width and only long text wraps.
    std::vector<double> natural(columns, 0), minimum(columns, 0);
    LayoutPtr body_probe = layout("", {kTableSize}, 0), head_probe = layout("", {kTableSize, true}, 0);
    auto measure = [&](const std::vector<std::string>& cells, PangoLayout* probe) {
      for (std::size_t c = 0; c < cells.size(); ++c) {
        std::string text = valid_utf8(cells[c]);
        std::size_t start = 0;
        while (start <= text.size()) {  // each line of the cell
          std::size_t nl = std::min(text.find('\n', start), text.size());
          std::string line = text.substr(start, nl - start);
          pango_layout_set_text(probe, line.c_str(), static_cast<int>(line.size()));
          natural[c] = std::max(natural[c], text_width(probe) + 2 * pad_x);
          std::size_t w = 0;
          while (w < line.size()) {  // each word of the line
            std::size_t end = line.find(' ', w);
            if (end == std::string::npos) end = line.size();
            if (end > w) {
              pango_layout_set_text(probe, line.c_str() + w, static_cast<int>(end - w));
              minimum[c] = std::max(minimum[c], text_width(probe) + 2 * pad_x);
            }
            w = end + 1;
          }
          start = nl + 1;
        }
      }
    };
    measure(t.header, head_probe.get());
    for (const auto& row : t.rows) measure(row, body_probe.get());
    for (std::size_t c = 0; c < columns; ++c) {
      natural[c] = std::max(natural[c], 2 * pad_x + 6);
      // A very long word may break inside: no column claims more than its share.
      minimum[c] = std::min({std::max(minimum[c], 2 * pad_x + 6), natural[c], kTextW / static_cast<double>(columns)});
    }
    std::vector<double> widths = natural;
    auto capped_total = [&](double cap) {
      double total = 0;
      for (std::size_t c = 0; c < columns; ++c) total += std::min(natural[c], std::max(minimum[c], cap));
      return total;
    };
    if (capped_total(kTextW) > kTextW) {
      double total_min = capped_total(0);
      if (total_min >= kTextW) {
        for (std::size_t c = 0; c < columns; ++c) widths[c] = minimum[c] * kTextW / total_min;
      } else {
        double lo = 0, hi = kTextW;  // capped_total(lo) <= kTextW < capped_total(hi)
        for (int i = 0; i < 40; ++i) {
          double mid = (lo + hi) / 2;
          (capped_total(mid) > kTextW ? hi : lo) = mid;
        }
        for (std::size_t c = 0; c < columns; ++c) widths[c] = std::min(natural[c], std::max(minimum[c], lo));
      }
    }

    struct Row {
      std::vector<LayoutPtr> cells;
      double height = 0;
    };
    auto make_row = [&](const std::vector<std::string>& cells, bool bold) {
      Row r;
      for (std::size_t c = 0; c < columns; ++c) {
        r.cells.push_back(layout(c < cells.size() ? cells[c] : "", {kTableSize, bold}, widths[c] - 2 * pad_x));
        r.height = std::max(r.height, text_height(r.cells.back().get()) + 2 * pad_y);
      }
      return r;
    };
    auto draw_row = [&](const Row& r, unsigned background) {
      double x = kLeft;
      if (background != 0xffffff) {
        set_colour(background);
        double total = 0;
        for (double w : widths) total += w;
        cairo_rectangle(cr_, kLeft, y_, total, r.height);
        cairo_fill(cr_);
      }
      for (std::size_t c = 0; c < columns; ++c) {
        set_colour(0x111111);
        cairo_move_to(cr_, x + pad_x, y_ + pad_y);
        pango_cairo_show_layout(cr_, r.cells[c].get());
        set_colour(0x555555);
        cairo_set_line_width(cr_, 0.6);
        cairo_rectangle(cr_, x, y_, widths[c], r.height);
        cairo_stroke(cr_);
        x += widths[c];
      }
      y_ += r.height;
      fresh_ = false;
    };

    std::optional<Row> header;
    if (!t.header.empty()) header = make_row(t.header, true);
    double header_h = header ? header->height : 0;
    // A row taller than a page (a huge cell) cannot stay whole: it is split
    // between lines, each cell continuing on the next page.
    auto draw_split_row = [&](const Row& r, unsigned background) {
      std::vector<int> from(columns, 0);  // layout y where each cell continues
      for (bool done = false; !done;) {
        double room = kBottom - y_ - 2 * pad_y;
        std::vector<int> next = from;
        double used = 0;
        done = true;
        for (std::size_t c = 0; c < columns; ++c) {
          PangoLayoutIter* it = pango_layout_get_iter(r.cells[c].get());
          bool drew = false;
          do {
            int top = 0, bottom = 0;
            pango_layout_iter_get_line_yrange(it, &top, &bottom);
            if (top < from[c]) continue;
            if (pu(bottom - from[c]) > room && (drew || !fresh_)) {
              next[c] = top;
              done = false;
              break;
            }
            next[c] = bottom;
            drew = true;
            used = std::max(used, pu(bottom - from[c]));
          } while (pango_layout_iter_next_line(it));
          pango_layout_iter_free(it);
        }
        double x = kLeft, height = used + 2 * pad_y;
        for (std::size_t c = 0; c < columns; ++c) {
          set_colour(background);
          cairo_rectangle(cr_, x, y_, widths[c], height);
          cairo_fill(cr_);
          PangoLayoutIter* it = pango_layout_get_iter(r.cells[c].get());
          set_colour(0x111111);
          do {
            int top = 0, bottom = 0;
            pango_layout_iter_get_line_yrange(it, &top, &bottom);
            if (top < from[c] || bottom > next[c]) continue;
            PangoRectangle logical;
            pango_layout_iter_get_line_extents(it, nullptr, &logical);
            cairo_move_to(cr_, x + pad_x + pu(logical.x), y_ + pad_y + pu(pango_layout_iter_get_baseline(it) - from[c]));
            pango_cairo_show_layout_line(cr_, pango_layout_iter_get_line_readonly(it));
          } while (pango_layout_iter_next_line(it));
          pango_layout_iter_free(it);
          set_colour(0x555555);
          cairo_set_line_width(cr_, 0.6);
          cairo_rectangle(cr_, x, y_, widths[c], height);
          cairo_stroke(cr_);
          x += widths[c];
        }
        y_ += height;
        fresh_ = false;
        from = next;
        if (!done) {
          new_page();
          if (header) draw_row(*header, 0xe4e4e4);
        }
      }
    };

    bool first = true;
    bool shade = false;
    for (const auto& cells : t.rows) {
      Row r = make_row(cells, false);
      if (r.height > kBottom - kTop - header_h) {
        need(header_h + 4 * 12);
        if (first && header) draw_row(*header, 0xe4e4e4);
        first = false;
        draw_split_row(r, shade ? 0xf4f4f4 : 0xffffff);
        shade = !shade;
        continue;
      }
      if (first) {
        need(header_h + r.height);
        if (header) draw_row(*header, 0xe4e4e4);
        first = false;
      } else if (y_ + r.height > kBottom) {  // the row goes whole to the next page
        new_page();
        if (header) draw_row(*header, 0xe4e4e4);
      }
      draw_row(r, shade ? 0xf4f4f4 : 0xffffff);
      shade = !shade;
    }
    if (first && header) {  // a table with a header only
      need(header_h);
      draw_row(*header, 0xe4e4e4);
    }
    y_ += kParaGap + 4;
  }

  void draw(const Picture& pic) {
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

  // The next page starts when something is drawn: a break at the end of a
  // document leaves no blank page.
  void draw(const PageBreak&) {
    if (page_open_ && !fresh_) end_page();
  }

  void draw_shape(const Shape& s, double x0, double y0, double scale) {
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

  cairo_surface_t* surface_;
  cairo_t* cr_;
  ContextPtr ctx_;
  std::string running_title_;
  int pages_shown_ = 0;  // pages finished in the file
  int doc_page_ = 0;     // number of the current page within its document
  bool page_open_ = false;
  bool fresh_ = true;    // nothing drawn in the body of the current page yet
  double y_ = kTop;
};

[[noreturn]] void fail(const std::string& path, const std::string& reason) {
  throw UserError("cannot write the PDF file '" + path + "': " + reason);
}

}  // namespace

void write_pdf(const std::vector<Document>& docs, const std::string& path) {
  Sink sink;
  errno = 0;
  sink.file = std::fopen(path.c_str(), "wb");
  if (sink.file == nullptr) fail(path, std::strerror(errno != 0 ? errno : EIO));
  std::string problem;
  {
    std::unique_ptr<cairo_surface_t, SurfaceDestroy> surface(
        cairo_pdf_surface_create_for_stream(write_to_sink, &sink, kPageW, kPageH));
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) {
      problem = cairo_status_to_string(cairo_surface_status(surface.get()));
    } else {
      std::string title;
      for (const Document& doc : docs) {
        if (doc.title.empty()) continue;
        if (!title.empty()) title += "; ";
        title += one_line(doc.title);
      }
      title = valid_utf8(title);
      if (!title.empty()) cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE, title.c_str());
      cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "Umpire");
      std::unique_ptr<cairo_t, CairoDestroy> cr(cairo_create(surface.get()));
      try {
        Writer writer(surface.get(), cr.get());
        for (const Document& doc : docs) writer.document(doc);
        writer.finish();
      } catch (...) {
        cr.reset();
        surface.reset();
        std::fclose(sink.file);
        std::remove(path.c_str());
        throw;
      }
      cr.reset();
      cairo_surface_finish(surface.get());
      if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS)
        problem = cairo_status_to_string(cairo_surface_status(surface.get()));
    }
  }
  if (sink.error != 0) problem = std::strerror(sink.error);
  if (std::fclose(sink.file) != 0 && problem.empty()) problem = std::strerror(errno != 0 ? errno : EIO);
  if (!problem.empty()) {
    std::remove(path.c_str());
    fail(path, problem);
  }
}

void write_pdf(const Document& doc, const std::string& path) { write_pdf(std::vector<Document>{doc}, path); }

}  // namespace umpire::report
