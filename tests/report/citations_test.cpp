// Rule citations are never split over two lines where the PDF wraps text
// ("1631" at the end of a line and "§9.1.2" on the next), in paragraphs,
// bullets and table cells, for every game.
#include <doctest/doctest.h>

#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <string>

#include "report/citations.h"
#include "report/document.h"
#include "report/pdf.h"

using namespace umpire::report;

namespace {

// The PDF's text as pdftotext lays it out, no-break spaces read as spaces.
std::string citations_pdf_text(const Document& doc) {
  std::string path =
      (std::filesystem::temp_directory_path() / ("umpire_citations_" + std::to_string(::getpid()) + ".pdf")).string();
  write_pdf(doc, path);
  std::string text;
  FILE* pipe = ::popen(("pdftotext -layout '" + path + "' - 2>/dev/null").c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::array<char, 4096> buf{};
  std::size_t n;
  while ((n = std::fread(buf.data(), 1, buf.size(), pipe)) > 0) text.append(buf.data(), n);
  ::pclose(pipe);
  std::filesystem::remove(path);
  for (std::size_t at = text.find("\xC2\xA0"); at != std::string::npos; at = text.find("\xC2\xA0", at))
    text.replace(at, 2, " ");
  return text;
}

// How many times `tag` is not followed on its line by " " and its number (the number went to another line).
int citations_split(const std::string& text, const std::string& tag, const std::string& number) {
  int n = 0;
  for (std::size_t at = text.find(tag); at != std::string::npos; at = text.find(tag, at + 1))
    n += text.compare(at + tag.size(), number.size() + 1, " " + number) != 0;
  return n;
}

int citations_count(const std::string& text, const std::string& tag) {
  int n = 0;
  for (std::size_t at = text.find(tag); at != std::string::npos; at = text.find(tag, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("citations: the space between a game's tag and its rule number becomes a no-break space") {
  const std::string nb = "\xC2\xA0";
  CHECK(keep_citations_together("see 1631 §9.1.2 now") == "see 1631" + nb + "§9.1.2 now");
  CHECK(keep_citations_together("SK 9.6.2, SK §11.5") == "SK" + nb + "9.6.2, SK" + nb + "§11.5");
  CHECK(keep_citations_together("(1631 §7.5, §7.9.2)") == "(1631" + nb + "§7.5, §7.9.2)");
  // Not citations: left alone.
  CHECK(keep_citations_together("SP 12 and VP 25") == "SP 12 and VP 25");
  CHECK(keep_citations_together("turn 4.5 of Tilly 3.2") == "turn 4.5 of Tilly 3.2");
  CHECK(keep_citations_together("ABCDEFG 9.1") == "ABCDEFG 9.1");
  CHECK(keep_citations_together("1631 §") == "1631 §");
  CHECK(keep_citations_together("") == "");
}

TEST_CASE("citations: a PDF paragraph, bullet or narrow table cell never ends a line with a citation's tag") {
  // Citations at every offset: somewhere a line would break between the tag and the number.
  std::string text;
  for (int i = 0; i < 60; ++i) text += std::string(static_cast<std::size_t>(i % 9 + 1), 'w') + " 1631 §9.1.2 SK 9.6.2 ";
  Document doc;
  doc.title = "Citations";
  doc.paragraph(text);
  doc.bullets({text});
  std::string filler;
  for (int i = 0; i < 60; ++i) filler += "a long explanation ";
  Table t{{"Rule", "What"}, {}};
  for (int i = 0; i < 12; ++i)
    t.rows.push_back({std::string(static_cast<std::size_t>(i + 1), 'r') + " 1631 §9.1.2 and SK 9.6.2", filler});
  doc.table(t.header, t.rows);
  std::string pdf = citations_pdf_text(doc);
  REQUIRE(citations_count(pdf, "1631") >= 120);
  CHECK(citations_split(pdf, "1631", "§9.1.2") == 0);
  CHECK(citations_split(pdf, "SK", "9.6.2") == 0);
}
