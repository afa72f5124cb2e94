#include "report/citations.h"

namespace umpire::report {

namespace {

bool cite_digit(char c) { return c >= '0' && c <= '9'; }
bool cite_tag_char(char c) { return cite_digit(c) || (c >= 'A' && c <= 'Z'); }
bool cite_word_char(char c) { return cite_tag_char(c) || (c >= 'a' && c <= 'z'); }

// Whether a rule number starts at `at`: "§" and a digit, or digits, a dot and a digit.
bool rule_number_at(std::string_view t, std::size_t at) {
  if (t.compare(at, 2, "\xC2\xA7") == 0) return at + 2 < t.size() && cite_digit(t[at + 2]);
  std::size_t i = at;
  while (i < t.size() && cite_digit(t[i])) ++i;
  return i > at && i + 1 < t.size() && t[i] == '.' && cite_digit(t[i + 1]);
}

// Whether the word ending just before `space` is a citation's tag: 2 to 6 capitals or digits.
bool citation_tag_before(std::string_view t, std::size_t space) {
  std::size_t start = space;
  while (start > 0 && cite_tag_char(t[start - 1])) --start;
  std::size_t n = space - start;
  if (n < 2 || n > 6) return false;
  return start == 0 || !cite_word_char(t[start - 1]);
}

}  // namespace

std::string keep_citations_together(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == ' ' && i > 0 && rule_number_at(text, i + 1) && citation_tag_before(text, i))
      out += "\xC2\xA0";
    else
      out += text[i];
  }
  return out;
}

}  // namespace umpire::report
