#include "report/html.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string_view>
#include <type_traits>

namespace umpire::report {
namespace {

std::string escape(std::string_view s) {
  std::string out;
  out.reserve(s.size() + 16);
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      case '\r': break;
      default: out += c;
    }
  }
  return out;
}

// Escaped text with '\n' as <br>.
std::string escape_lines(std::string_view s) {
  std::string out;
  std::size_t start = 0;
  for (;;) {
    std::size_t nl = s.find('\n', start);
    out += escape(s.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start));
    if (nl == std::string_view::npos) break;
    out += "<br>\n";
    start = nl + 1;
  }
  return out;
}

// A number for SVG: fixed, at most two decimals, no trailing zeros, '.' as the
// decimal point whatever the locale.
std::string num(double v) {
  if (!std::isfinite(v)) v = 0;
  v = std::round(v * 100.0) / 100.0;
  if (v == 0) v = 0;  // no "-0"
  char buf[64];
  auto res = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, 2);
  std::string s(buf, res.ptr);
  if (s.find('.') != std::string::npos) {
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
  }
  return s;
}

std::string colour(unsigned rgb) {
  static const char* hex = "0123456789abcdef";
  std::string s = "#";
  for (int shift = 20; shift >= 0; shift -= 4) s += hex[(rgb >> shift) & 0xfu];
  return s;
}

double clamp01(double v) { return std::isfinite(v) ? std::clamp(v, 0.0, 1.0) : 1.0; }

std::string points_attr(const std::vector<std::pair<double, double>>& pts) {
  std::string s;
  for (const auto& [x, y] : pts) {
    if (!s.empty()) s += ' ';
    s += num(x) + "," + num(y);
  }
  return s;
}

// Stroke and fill attributes shared by every shape but text.
std::string paint_attrs(const Shape& sh, bool fillable) {
  double alpha = clamp01(sh.alpha);
  std::string a;
  if (sh.width > 0 && std::isfinite(sh.width)) {
    a += " stroke=\"" + colour(sh.rgb) + "\" stroke-width=\"" + num(sh.width) + "\"";
    if (alpha < 1) a += " stroke-opacity=\"" + num(alpha) + "\"";
    if (sh.dashed)
      a += " stroke-dasharray=\"" + num(std::max(4 * sh.width, 2.0)) + " " + num(std::max(3 * sh.width, 1.5)) + "\"";
  } else {
    a += " stroke=\"none\"";
  }
  if (fillable && sh.fill) {
    a += " fill=\"" + colour(sh.fill_rgb) + "\"";
    if (alpha < 1) a += " fill-opacity=\"" + num(alpha) + "\"";
  } else {
    a += " fill=\"none\"";
  }
  return a;
}

std::string svg_shape(const Shape& sh) {
  const auto& p = sh.points;
  switch (sh.kind) {
    case Shape::Kind::Line:
      if (p.size() < 2) return {};
      if (p.size() == 2)
        return "<line x1=\"" + num(p[0].first) + "\" y1=\"" + num(p[0].second) + "\" x2=\"" + num(p[1].first) +
               "\" y2=\"" + num(p[1].second) + "\"" + paint_attrs(sh, false) + "/>";
      return "<polyline points=\"" + points_attr(p) + "\"" + paint_attrs(sh, false) + "/>";
    case Shape::Kind::Polyline:
      if (p.size() < 2) return {};
      return "<polyline points=\"" + points_attr(p) + "\"" + paint_attrs(sh, true) + "/>";
    case Shape::Kind::Polygon:
      if (p.size() < 3) return {};
      return "<polygon points=\"" + points_attr(p) + "\"" + paint_attrs(sh, true) + "/>";
    case Shape::Kind::Rect: {
      if (p.size() < 2) return {};
      double x = std::min(p[0].first, p[1].first), y = std::min(p[0].second, p[1].second);
      double w = std::abs(p[1].first - p[0].first), h = std::abs(p[1].second - p[0].second);
      return "<rect x=\"" + num(x) + "\" y=\"" + num(y) + "\" width=\"" + num(w) + "\" height=\"" + num(h) + "\"" +
             paint_attrs(sh, true) + "/>";
    }
    case Shape::Kind::Circle: {
      if (p.size() < 2) return {};
      return "<circle cx=\"" + num(p[0].first) + "\" cy=\"" + num(p[0].second) + "\" r=\"" +
             num(std::abs(p[1].first)) + "\"" + paint_attrs(sh, true) + "/>";
    }
    case Shape::Kind::Text: {
      if (p.empty() || sh.text.empty()) return {};
      double alpha = clamp01(sh.alpha);
      std::string s = "<text x=\"" + num(p[0].first) + "\" y=\"" + num(p[0].second) +
                      "\" text-anchor=\"" + (sh.align_left ? "start" : "middle") +
                      "\" dominant-baseline=\"central\" font-size=\"" + num(sh.font_size) +
                      "\" fill=\"" + colour(sh.rgb) + "\"";
      if (alpha < 1) s += " fill-opacity=\"" + num(alpha) + "\"";
      if (sh.bold) s += " font-weight=\"bold\"";
      if (sh.halo > 0 && std::isfinite(sh.halo))  // as the PDF: a white outline under the letters
        s += " stroke=\"#ffffff\" stroke-width=\"" + num(2 * sh.halo) + "\" paint-order=\"stroke\"";
      // One line: the PDF centres a single line too.
      std::string text = sh.text;
      std::replace(text.begin(), text.end(), '\n', ' ');
      return s + ">" + escape(text) + "</text>";
    }
  }
  return {};
}

bool drawable(const Picture& pic) {
  return std::isfinite(pic.width) && std::isfinite(pic.height) && pic.width > 0 && pic.height > 0;
}

bool page_picture(const Picture& pic) {
  return pic.page_width > 0 && pic.page_height > 0 && std::isfinite(pic.page_width) && std::isfinite(pic.page_height);
}

// The CSS page a page picture prints on: "page-842x595".
std::string page_name(const Picture& pic) {
  return "page-" + num(std::round(pic.page_width)) + "x" + num(std::round(pic.page_height));
}

// The print styles of the documents' page pictures: each on a page of its
// own size, as in the PDF. Only written when there are some, so that the
// HTML of documents without any stays as it was.
std::string page_picture_styles(const std::vector<Document>& docs) {
  std::vector<std::string> seen;
  std::string out;
  for (const Document& doc : docs)
    for (const Block& b : doc.blocks) {
      const Picture* pic = std::get_if<Picture>(&b);
      if (!pic || !page_picture(*pic) || !drawable(*pic)) continue;
      std::string name = page_name(*pic);
      if (std::find(seen.begin(), seen.end(), name) != seen.end()) continue;
      seen.push_back(name);
      double h = pic->page_height - 2 * kPagePictureMargin - kPagePictureCaptionRoom - 12;  // a browser's caption is taller
      out += "@page " + name + " { size: " + num(std::round(pic->page_width)) + "pt " +
             num(std::round(pic->page_height)) + "pt; margin: " + num(kPagePictureMargin) + "pt; }\n";
      out += "figure." + name + " { page: " + name + "; page-break-before: always; break-before: page; margin: 0; }\n";
      out += "@media print { figure." + name + " svg { max-height: " + num(h) + "pt; border: none; } }\n";
    }
  return out.empty() ? out : "<style>\n" + out + "</style>\n";
}

std::string figure(const Picture& pic) {
  // A page picture prints on a page of its own, as in the PDF.
  std::string out = page_picture(pic) ? "<figure class=\"page-picture " + page_name(pic) + "\">\n" : "<figure>\n";
  if (drawable(pic)) {
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + num(pic.width) + " " + num(pic.height) +
           "\" preserveAspectRatio=\"xMidYMid meet\" role=\"img\" aria-label=\"" +
           escape(pic.alt_text.empty() ? pic.caption : pic.alt_text) +
           "\" font-family=\"DejaVu Sans, Verdana, sans-serif\" stroke-linejoin=\"round\" stroke-linecap=\"round\">\n";
    for (const Shape& sh : pic.shapes) {
      std::string s = svg_shape(sh);
      if (!s.empty()) out += s + "\n";
    }
    out += "</svg>\n";
  } else if (!pic.alt_text.empty()) {
    out += "<p class=\"alt\">" + escape_lines(pic.alt_text) + "</p>\n";
  }
  if (!pic.caption.empty()) out += "<figcaption>" + escape_lines(pic.caption) + "</figcaption>\n";
  out += "</figure>\n";
  return out;
}

std::string table(const Table& t) {
  std::size_t columns = t.header.size();
  for (const auto& row : t.rows) columns = std::max(columns, row.size());
  if (columns == 0) return {};
  auto row_html = [&](const std::vector<std::string>& cells, const char* tag) {
    std::string r = "<tr>";
    for (std::size_t i = 0; i < columns; ++i)
      r += std::string("<") + tag + ">" + (i < cells.size() ? escape_lines(cells[i]) : "") + "</" + tag + ">";
    return r + "</tr>\n";
  };
  std::string out = "<table>\n";
  if (!t.header.empty()) out += "<thead>\n" + row_html(t.header, "th") + "</thead>\n";
  out += "<tbody>\n";
  for (const auto& row : t.rows) out += row_html(row, "td");
  out += "</tbody>\n</table>\n";
  return out;
}

std::string block_html(const Block& block) {
  return std::visit(
      [](const auto& b) -> std::string {
        using T = std::decay_t<decltype(b)>;
        if constexpr (std::is_same_v<T, Heading>) {
          std::string tag = "h" + std::to_string(clamp_level(b.level) + 1);
          return "<" + tag + ">" + escape(b.text) + "</" + tag + ">\n";
        } else if constexpr (std::is_same_v<T, Paragraph>) {
          if (b.emphasis) return "<p class=\"emphasis\"><em>" + escape_lines(b.text) + "</em></p>\n";
          return "<p>" + escape_lines(b.text) + "</p>\n";
        } else if constexpr (std::is_same_v<T, BulletList>) {
          if (b.items.empty()) return {};
          std::string out = "<ul>\n";
          for (const auto& item : b.items) out += "<li>" + escape_lines(item) + "</li>\n";
          return out + "</ul>\n";
        } else if constexpr (std::is_same_v<T, Table>) {
          return table(b);
        } else if constexpr (std::is_same_v<T, Picture>) {
          return figure(b);
        } else {
          static_assert(std::is_same_v<T, PageBreak>);
          return "<div class=\"page-break\"></div>\n";
        }
      },
      block);
}

constexpr std::string_view kStyle = R"(
@page { size: A4; margin: 18mm 18mm 20mm 18mm; }
html { background: #fff; color: #111; }
body {
  font-family: "DejaVu Serif", Georgia, Cambria, "Times New Roman", serif;
  font-size: 11pt; line-height: 1.45;
  max-width: 46em; margin: 2em auto; padding: 0 1.5em;
}
h1, h2, h3, h4, figcaption, th, .subtitle {
  font-family: "DejaVu Sans", Verdana, "Helvetica Neue", Arial, sans-serif;
}
h1 { font-size: 1.7em; margin: 0 0 0.1em 0; }
h2 { font-size: 1.3em; margin: 1.2em 0 0.4em 0; }
h3 { font-size: 1.12em; margin: 1em 0 0.3em 0; }
h4 { font-size: 1em; margin: 0.9em 0 0.3em 0; }
h2, h3, h4 { page-break-after: avoid; break-after: avoid; }
header { border-bottom: 1.5px solid #333; margin-bottom: 1em; padding-bottom: 0.3em; }
.subtitle { color: #444; font-style: italic; margin: 0; }
p { margin: 0.5em 0; }
ul { margin: 0.5em 0; padding-left: 1.6em; }
table { border-collapse: collapse; margin: 0.7em 0; font-size: 0.92em; }
th, td { border: 1px solid #555; padding: 0.2em 0.55em; text-align: left; vertical-align: top; }
th { background: #e6e6e6; font-weight: bold; }
thead { display: table-header-group; }
tr { page-break-inside: avoid; break-inside: avoid; }
figure { margin: 1em 0; page-break-inside: avoid; break-inside: avoid; }
figure svg { display: block; width: 100%; height: auto; max-height: 240mm; border: 1px solid #999; }
figcaption { font-size: 0.88em; font-style: italic; color: #333; margin-top: 0.35em; text-align: center; }
.page-break { page-break-after: always; break-after: page; }
.new-page { page-break-before: always; break-before: page; }
@media screen {
  .new-page { border-top: 3px double #888; margin-top: 3em; padding-top: 1.5em; }
  .page-break { border-top: 1px dashed #aaa; margin: 1.5em 0; }
}
@media print {
  body { max-width: none; margin: 0; padding: 0; }
}
)";

std::string article(const Document& doc, bool new_page) {
  std::string out = new_page ? "<article class=\"document new-page\">\n" : "<article class=\"document\">\n";
  if (!doc.title.empty() || !doc.subtitle.empty()) {
    out += "<header>\n";
    if (!doc.title.empty()) out += "<h1>" + escape(doc.title) + "</h1>\n";
    if (!doc.subtitle.empty()) out += "<p class=\"subtitle\">" + escape_lines(doc.subtitle) + "</p>\n";
    out += "</header>\n";
  }
  // A page break at the very end would leave a blank printed page.
  std::size_t end = doc.blocks.size();
  while (end > 0 && std::holds_alternative<PageBreak>(doc.blocks[end - 1])) --end;
  for (std::size_t i = 0; i < end; ++i) out += block_html(doc.blocks[i]);
  return out + "</article>\n";
}

}  // namespace

std::string to_html(const std::vector<Document>& docs) {
  std::string title;
  for (const Document& doc : docs) {
    if (doc.title.empty()) continue;
    if (!title.empty()) title += "; ";
    title += doc.title;
  }
  if (title.empty()) title = "Report";
  std::string out =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" +
      escape(title) + "</title>\n<style>" + std::string(kStyle) + "</style>\n" + page_picture_styles(docs) +
      "</head>\n<body>\n";
  for (std::size_t i = 0; i < docs.size(); ++i) out += article(docs[i], i > 0);
  return out + "</body>\n</html>\n";
}

std::string to_html(const Document& doc) { return to_html(std::vector<Document>{doc}); }

}  // namespace umpire::report
