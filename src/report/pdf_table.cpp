#include <algorithm>
#include <optional>

#include "report/citations.h"
#include "report/pdf_writer.h"

// Tables in the PDF: the column widths, then the rows. A table that fits on a
// page is kept together on one (it starts on a new page rather than split); a
// longer one splits between rows, each row kept whole and the header repeated
// on the next page, except a row taller than a page.

namespace umpire::report::pdf_detail {

namespace {

constexpr double kPadX = 4, kPadY = 2.5;
constexpr unsigned kHeaderShade = 0xe4e4e4, kRowShade = 0xf4f4f4, kNoShade = 0xffffff;

}  // namespace

// Column widths: natural widths if they fit; otherwise the widest columns
// are capped at a common width (never below their longest word) so that
// narrow columns keep their natural width and only long text wraps.
std::vector<double> Writer::column_widths(const Table& t, std::size_t columns) {
  std::vector<double> natural(columns, 0), minimum(columns, 0);
  LayoutPtr body_probe = layout("", {kTableSize}, 0), head_probe = layout("", {kTableSize, true}, 0);
  auto measure = [&](const std::vector<std::string>& cells, PangoLayout* probe) {
    for (std::size_t c = 0; c < cells.size(); ++c) {
      std::string text = keep_citations_together(valid_utf8(cells[c]));  // as layout() wraps it
      std::size_t start = 0;
      while (start <= text.size()) {  // each line of the cell
        std::size_t nl = std::min(text.find('\n', start), text.size());
        std::string line = text.substr(start, nl - start);
        pango_layout_set_text(probe, line.c_str(), static_cast<int>(line.size()));
        natural[c] = std::max(natural[c], text_width(probe) + 2 * kPadX);
        std::size_t w = 0;
        while (w < line.size()) {  // each word of the line
          std::size_t end = line.find(' ', w);
          if (end == std::string::npos) end = line.size();
          if (end > w) {
            pango_layout_set_text(probe, line.c_str() + w, static_cast<int>(end - w));
            minimum[c] = std::max(minimum[c], text_width(probe) + 2 * kPadX);
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
    natural[c] = std::max(natural[c], 2 * kPadX + 6);
    // A very long word may break inside: no column claims more than its share.
    minimum[c] = std::min({std::max(minimum[c], 2 * kPadX + 6), natural[c], kTextW / static_cast<double>(columns)});
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
  return widths;
}

Writer::TableRow Writer::make_row(const std::vector<std::string>& cells, bool bold,
                                  const std::vector<double>& widths) {
  TableRow r;
  for (std::size_t c = 0; c < widths.size(); ++c) {
    r.cells.push_back(layout(c < cells.size() ? cells[c] : "", {kTableSize, bold}, widths[c] - 2 * kPadX));
    r.height = std::max(r.height, text_height(r.cells.back().get()) + 2 * kPadY);
  }
  return r;
}

void Writer::draw_row(const TableRow& r, unsigned background, const std::vector<double>& widths) {
  double x = kLeft;
  if (background != kNoShade) {
    set_colour(background);
    double total = 0;
    for (double w : widths) total += w;
    cairo_rectangle(cr_, kLeft, y_, total, r.height);
    cairo_fill(cr_);
  }
  for (std::size_t c = 0; c < widths.size(); ++c) {
    set_colour(0x111111);
    cairo_move_to(cr_, x + kPadX, y_ + kPadY);
    pango_cairo_show_layout(cr_, r.cells[c].get());
    set_colour(0x555555);
    cairo_set_line_width(cr_, 0.6);
    cairo_rectangle(cr_, x, y_, widths[c], r.height);
    cairo_stroke(cr_);
    x += widths[c];
  }
  y_ += r.height;
  fresh_ = false;
}

// A row taller than a page (a huge cell) cannot stay whole: it is split
// between lines, each cell continuing on the next page.
void Writer::draw_split_row(const TableRow& r, unsigned background, const std::vector<double>& widths,
                            const TableRow* header) {
  std::size_t columns = widths.size();
  std::vector<int> from(columns, 0);  // layout y where each cell continues
  for (bool done = false; !done;) {
    double room = kBottom - y_ - 2 * kPadY;
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
    double x = kLeft, height = used + 2 * kPadY;
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
        cairo_move_to(cr_, x + kPadX + pu(logical.x), y_ + kPadY + pu(pango_layout_iter_get_baseline(it) - from[c]));
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
      if (header) draw_row(*header, kHeaderShade, widths);
    }
  }
}

double Writer::table_height(const Table& t) {
  std::size_t columns = t.header.size();
  for (const auto& row : t.rows) columns = std::max(columns, row.size());
  if (columns == 0) return 0;
  std::vector<double> widths = column_widths(t, columns);
  double h = t.header.empty() ? 0 : make_row(t.header, true, widths).height;
  for (const auto& cells : t.rows) h += make_row(cells, false, widths).height;
  return h;
}

// As draw(const Heading&) lays it out: its gap before, its text, 5 after.
void Writer::keep_with_table(const Heading& h, const Table& t) {
  static constexpr double sizes[] = {15, 12.5, 11};
  static constexpr double before[] = {10, 8, 6};
  int level = clamp_level(h.level);
  LayoutPtr l = layout(one_line(h.text), {sizes[level - 1], true}, kTextW);
  double heading = (fresh_ ? 0 : before[level - 1]) + text_height(l.get()) + 5;
  double total = heading + table_height(t);
  if (total <= kBottom - kTop) need(total);
}

void Writer::draw(const Table& t) {
  std::size_t columns = t.header.size();
  for (const auto& row : t.rows) columns = std::max(columns, row.size());
  if (columns == 0) return;
  std::vector<double> widths = column_widths(t, columns);

  std::optional<TableRow> header;
  if (!t.header.empty()) header = make_row(t.header, true, widths);
  const TableRow* head = header ? &*header : nullptr;
  double header_h = header ? header->height : 0;
  std::vector<TableRow> rows;
  rows.reserve(t.rows.size());
  double total_h = header_h;
  for (const auto& cells : t.rows) {
    rows.push_back(make_row(cells, false, widths));
    total_h += rows.back().height;
  }
  // Kept together when it fits on a page: need() moves it to the next page
  // when it does not fit on what is left of this one.
  if (total_h <= kBottom - kTop) need(total_h);
  bool first = true;
  bool shade = false;
  for (TableRow& r : rows) {
    if (r.height > kBottom - kTop - header_h) {
      need(header_h + 4 * 12);
      if (first && head) draw_row(*head, kHeaderShade, widths);
      first = false;
      draw_split_row(r, shade ? kRowShade : kNoShade, widths, head);
      shade = !shade;
      continue;
    }
    if (first) {
      need(header_h + r.height);
      if (head) draw_row(*head, kHeaderShade, widths);
      first = false;
    } else if (y_ + r.height > kBottom) {  // the row goes whole to the next page
      new_page();
      if (head) draw_row(*head, kHeaderShade, widths);
    }
    draw_row(r, shade ? kRowShade : kNoShade, widths);
    shade = !shade;
  }
  if (first && head) {  // a table with a header only
    need(header_h);
    draw_row(*head, kHeaderShade, widths);
  }
  y_ += kParaGap + 4;
}

}  // namespace umpire::report::pdf_detail
