#include "report/markdown.h"

#include <algorithm>
#include <cctype>
#include <string_view>
#include <type_traits>

namespace umpire::report {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
  return s;
}

std::vector<std::string_view> split_lines(std::string_view s) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  for (;;) {
    std::size_t nl = s.find('\n', start);
    if (nl == std::string_view::npos) {
      lines.push_back(s.substr(start));
      break;
    }
    lines.push_back(s.substr(start, nl - start));
    start = nl + 1;
  }
  return lines;
}

// '&' only needs escaping where it would start an entity ("&amp;", "&#38;").
bool starts_entity(std::string_view s, std::size_t amp) {
  std::size_t i = amp + 1;
  std::size_t n = 0;
  while (i < s.size() && (std::isalnum(static_cast<unsigned char>(s[i])) || s[i] == '#')) ++i, ++n;
  return n > 0 && i < s.size() && s[i] == ';';
}

// Escapes the characters that would start inline markup. `extra` lists more
// characters to escape in this context ('|' in tables, '#' in headings).
std::string escape_inline(std::string_view s, std::string_view extra = {}) {
  std::string out;
  out.reserve(s.size() + 8);
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    bool esc = c == '\\' || c == '`' || c == '*' || c == '_' || c == '[' || c == ']' || c == '<' ||
               c == '~' || extra.find(c) != std::string_view::npos ||
               (c == '&' && starts_entity(s, i));
    if (esc) out += '\\';
    out += c;
  }
  return out;
}

// One line of running text: inline escapes plus what would make the line a
// block of its own (a heading, quote, list item, rule or setext underline).
std::string escape_line(std::string_view line) {
  line = trim(line);
  std::string out = escape_inline(line);
  if (out.empty()) return out;
  char c = out.front();
  if (c == '#' || c == '>' || c == '+' || c == '-' || c == '=') return "\\" + out;
  std::size_t d = 0;
  while (d < out.size() && std::isdigit(static_cast<unsigned char>(out[d]))) ++d;
  if (d > 0 && d < out.size() && (out[d] == '.' || out[d] == ')')) out.insert(d, "\\");
  return out;
}

// Multi-line text: lines joined by hard line breaks (a backslash at the end),
// empty lines dropped so the text stays one block.
std::string escape_text(std::string_view text, std::string_view continuation_indent = {}) {
  std::string out;
  for (std::string_view line : split_lines(text)) {
    std::string escaped = escape_line(line);
    if (escaped.empty()) continue;
    if (!out.empty()) {
      out += "\\\n";
      out += continuation_indent;
    }
    out += escaped;
  }
  return out;
}

// A single-line context (heading, table cell): newlines become spaces.
std::string one_line(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c == '\n' || c == '\r' || c == '\t') c = ' ';
  return std::string(trim(out));
}

std::string emphasised(const std::string& escaped) { return escaped.empty() ? escaped : "*" + escaped + "*"; }

std::string heading_line(int markers, std::string_view text) {
  return std::string(static_cast<std::size_t>(markers), '#') + " " + escape_inline(one_line(text), "#");
}

std::string table_cell(std::string_view text) {
  std::string cell = escape_inline(one_line(text), "|");
  return cell.empty() ? " " : " " + cell + " ";
}

std::string table_block(const Table& t) {
  std::size_t columns = t.header.size();
  for (const auto& row : t.rows) columns = std::max(columns, row.size());
  if (columns == 0) return {};
  auto row_line = [&](const std::vector<std::string>& cells) {
    std::string line = "|";
    for (std::size_t i = 0; i < columns; ++i) line += table_cell(i < cells.size() ? cells[i] : "") + "|";
    return line;
  };
  std::string out = row_line(t.header) + "\n|";
  for (std::size_t i = 0; i < columns; ++i) out += " --- |";
  for (const auto& row : t.rows) out += "\n" + row_line(row);
  return out;
}

constexpr std::string_view kPictureNote = "(map picture in the PDF and HTML versions)";

std::string block_text(const Block& block) {
  return std::visit(
      [](const auto& b) -> std::string {
        using T = std::decay_t<decltype(b)>;
        if constexpr (std::is_same_v<T, Heading>) {
          return heading_line(clamp_level(b.level) + 1, b.text);
        } else if constexpr (std::is_same_v<T, Paragraph>) {
          std::string text = escape_text(b.text);
          return b.emphasis ? emphasised(text) : text;
        } else if constexpr (std::is_same_v<T, BulletList>) {
          std::string out;
          for (const auto& item : b.items) {
            if (!out.empty()) out += "\n";
            out += "- " + escape_text(item, "  ");
          }
          return out;
        } else if constexpr (std::is_same_v<T, Table>) {
          return table_block(b);
        } else if constexpr (std::is_same_v<T, Picture>) {
          std::string caption = emphasised(escape_text(b.caption));
          std::string out = caption.empty() ? std::string(kPictureNote) : caption + " " + std::string(kPictureNote);
          std::string alt = escape_text(b.alt_text);
          if (!alt.empty()) out += "\n\n" + alt;
          return out;
        } else {
          static_assert(std::is_same_v<T, PageBreak>);
          return "---";
        }
      },
      block);
}

}  // namespace

std::string to_markdown(const Document& doc) {
  std::vector<std::string> parts;
  if (!one_line(doc.title).empty()) parts.push_back(heading_line(1, doc.title));
  if (std::string sub = emphasised(escape_text(doc.subtitle)); !sub.empty()) parts.push_back(sub);
  for (const Block& block : doc.blocks) {
    std::string text = block_text(block);
    if (!text.empty()) parts.push_back(std::move(text));
  }
  std::string out;
  for (const auto& part : parts) {
    if (!out.empty()) out += "\n\n";
    out += part;
  }
  out += "\n";
  return out;
}

}  // namespace umpire::report
