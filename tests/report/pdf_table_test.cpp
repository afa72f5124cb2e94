// Tables in the PDF are never split when they fit on a page (the players'
// roster cards and the result sheet go to the table whole), and a heading
// stays with the table it names; a table longer than a page splits between
// rows with its header repeated.
#include <doctest/doctest.h>

#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "report/document.h"
#include "report/pdf.h"

using namespace umpire::report;

namespace {

// The text of each page of the PDF (pdftotext separates pages by form feeds).
std::vector<std::string> pages_of(const Document& doc) {
  std::string path =
      (std::filesystem::temp_directory_path() / ("umpire_pdf_table_" + std::to_string(::getpid()) + ".pdf")).string();
  write_pdf(doc, path);
  std::string text;
  FILE* pipe = ::popen(("pdftotext -layout '" + path + "' - 2>/dev/null").c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::array<char, 4096> buf{};
  std::size_t n;
  while ((n = std::fread(buf.data(), 1, buf.size(), pipe)) > 0) text.append(buf.data(), n);
  ::pclose(pipe);
  std::filesystem::remove(path);
  std::vector<std::string> pages;
  std::size_t start = 0;
  for (std::size_t ff = text.find('\f'); ff != std::string::npos; ff = text.find('\f', start)) {
    pages.push_back(text.substr(start, ff - start));
    start = ff + 1;
  }
  if (start < text.size()) pages.push_back(text.substr(start));
  return pages;
}

// The page (0-based) whose text holds `words`, or -1.
int page_with(const std::vector<std::string>& pages, const std::string& words) {
  for (std::size_t i = 0; i < pages.size(); ++i)
    if (pages[i].find(words) != std::string::npos) return static_cast<int>(i);
  return -1;
}

Table roster(int rows) {
  Table t{{"No.", "Stand name", "SP"}, {}};
  for (int i = 1; i <= rows; ++i) t.rows.push_back({std::to_string(i), "Stand number " + std::to_string(i), "3"});
  return t;
}

}  // namespace

TEST_CASE("PDF: a table that fits on a page is kept whole on one, with the heading that names it") {
  // Wherever the running text ends on the page, the card is drawn whole.
  for (int lines = 20; lines <= 36; lines += 2) {
    CAPTURE(lines);
    Document doc;
    doc.title = "Keeping tables whole";
    for (int i = 0; i < lines; ++i) doc.paragraph("A line of running text, number " + std::to_string(i) + ".");
    doc.heading(2, "The roster card");
    doc.blocks.emplace_back(roster(20));
    auto pages = pages_of(doc);
    int first = page_with(pages, "Stand number 1 ");
    REQUIRE(first >= 0);
    CHECK(page_with(pages, "Stand number 20") == first);  // not split
    CHECK(page_with(pages, "The roster card") == first);  // its heading with it
  }
}

TEST_CASE("PDF: a table longer than a page splits between rows, its header repeated on each page") {
  Document doc;
  doc.title = "A long table";
  doc.blocks.emplace_back(roster(150));
  auto pages = pages_of(doc);
  REQUIRE(pages.size() >= 3);
  for (const auto& page : pages) CHECK(page.find("Stand name") != std::string::npos);
  for (int i = 1; i <= 150; ++i) CHECK(page_with(pages, "Stand number " + std::to_string(i) + " ") >= 0);
}
