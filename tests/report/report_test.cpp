// The report layer: Markdown, HTML and PDF writers for per-player reports.
#include <doctest/doctest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <tuple>
#include <vector>

#include "core/error.h"
#include "report/html.h"
#include "report/markdown.h"
#include "report/pdf.h"

using namespace umpire::report;

namespace {

std::size_t count(const std::string& haystack, const std::string& needle) {
  std::size_t n = 0;
  for (std::size_t at = haystack.find(needle); at != std::string::npos; at = haystack.find(needle, at + 1)) ++n;
  return n;
}

std::string run(const std::string& command) {
  std::string out;
  FILE* pipe = ::popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::array<char, 4096> buf{};
  std::size_t n;
  while ((n = std::fread(buf.data(), 1, buf.size(), pipe)) > 0) out.append(buf.data(), n);
  int status = ::pclose(pipe);
  CHECK_MESSAGE(status == 0, command);
  return out;
}

struct TempDir {
  std::filesystem::path path;
  TempDir() {
    std::string templ = (std::filesystem::temp_directory_path() / "umpire-report-XXXXXX").string();
    REQUIRE(::mkdtemp(templ.data()) != nullptr);
    path = templ;
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
};

// A small map: provinces, a river, roads, towns and an army.
Picture sample_map() {
  Picture pic;
  pic.width = 400;
  pic.height = 240;
  pic.caption = "Silesia at the end of turn 7 (what your scouts have seen)";
  pic.alt_text = "Breslau and Glogau on the Oder; the Prussian army stands at Liegnitz.";
  using K = Shape::Kind;
  Shape background = Shape::rect(0, 0, 400, 240);
  background.fill = true;
  background.fill_rgb = 0xf3efe0;
  background.width = 0;
  pic.shapes.push_back(background);
  Shape province = Shape::of(K::Polygon, {{20, 20}, {190, 30}, {210, 130}, {120, 220}, {30, 180}});
  province.fill = true;
  province.fill_rgb = 0xdfe8c8;
  province.rgb = 0x556b2f;
  pic.shapes.push_back(province);
  Shape other = Shape::of(K::Polygon, {{190, 30}, {380, 20}, {385, 220}, {120, 220}, {210, 130}});
  other.fill = true;
  other.fill_rgb = 0xe8dcc8;
  other.rgb = 0x8b6b3f;
  pic.shapes.push_back(other);
  Shape river = Shape::of(K::Polyline, {{60, 0}, {110, 60}, {180, 90}, {260, 110}, {330, 170}, {400, 200}});
  river.rgb = 0x2f6fbf;
  river.width = 3;
  pic.shapes.push_back(river);
  Shape road = Shape::line(90, 150, 300, 70);
  road.rgb = 0x7a4a1a;
  road.width = 1.5;
  road.dashed = true;
  pic.shapes.push_back(road);
  for (auto [x, y, name] : {std::tuple{90.0, 150.0, "Liegnitz"}, {300.0, 70.0, "Breslau"}, {150.0, 75.0, "Glogau"}}) {
    Shape town = Shape::circle(x, y, 6);
    town.fill = true;
    town.fill_rgb = 0xffffff;
    town.width = 1.5;
    pic.shapes.push_back(town);
    pic.shapes.push_back(Shape::label(x, y - 14, name, 11));
  }
  Shape army = Shape::of(K::Polygon, {{80, 170}, {100, 170}, {90, 185}});
  army.fill = true;
  army.fill_rgb = 0x1f3f8f;
  army.rgb = 0x1f3f8f;
  army.alpha = 0.8;
  pic.shapes.push_back(army);
  return pic;
}

Document sample_report(const std::string& king, int rows) {
  Document doc;
  doc.title = "Report for the King of " + king;
  doc.subtitle = "Soldier King campaign \u2014 turn 7, spring 1741";
  doc.heading(1, "Intelligence");
  doc.paragraph("Your hussars rode out from Liegnitz on the 3rd. They report enemy columns on the Oder "
                "road and fresh entrenchments before Breslau. Peasants speak of a great magazine at "
                "Glogau, but the scouts could not get close enough to count the wagons.");
  doc.paragraph("Reports marked (inaccurate) may name the wrong nationality.", true);
  doc.bullets({"Breslau: 4 columns, entrenched", "Glogau: magazine, garrison unknown",
               "Oder crossings: the bridge at Ohlau is down; the river can be forded below Brieg only "
               "in dry weather"});
  doc.picture(sample_map());
  doc.heading(2, "Your columns");
  std::vector<std::vector<std::string>> table_rows;
  for (int i = 1; i <= rows; ++i)
    table_rows.push_back({std::to_string(i) + ". " + king + " column " + std::to_string(i),
                          i % 3 == 0 ? "Liegnitz" : "Glogau road", std::to_string(4 + i % 9),
                          i % 7 == 0 ? "Out of supply since turn 5; forage in the hills or fall back on the "
                                       "magazine at Schweidnitz"
                                     : "In supply"});
  doc.table({"Column", "Where", "Stands", "Supply"}, table_rows);
  doc.heading(3, "Orders");
  doc.paragraph("Orders for turn 8 are due to the umpire by Friday evening.");
  return doc;
}

}  // namespace

TEST_CASE("report: Markdown of a small document") {
  Document doc;
  doc.title = "Report for Prussia";
  doc.subtitle = "Spring 1741";
  doc.heading(1, "Intelligence")
      .paragraph("Scouts report *cavalry* near Breslau.\nThe roads are mud.")
      .bullets({"Army of Silesia: 12 columns", "Magazine at Glogau"})
      .table({"Column", "Strength"}, {{"Guards | Foot", "12"}, {"Hussars"}});
  Picture pic;
  pic.width = 10;
  pic.height = 10;
  pic.caption = "Silesia";
  pic.alt_text = "Breslau and Glogau on the Oder.";
  doc.picture(pic).paragraph("Orders are due Friday.", true).heading(3, "Losses").page_break();

  CHECK(to_markdown(doc) ==
        "# Report for Prussia\n"
        "\n"
        "*Spring 1741*\n"
        "\n"
        "## Intelligence\n"
        "\n"
        "Scouts report \\*cavalry\\* near Breslau.\\\n"
        "The roads are mud.\n"
        "\n"
        "- Army of Silesia: 12 columns\n"
        "- Magazine at Glogau\n"
        "\n"
        "| Column | Strength |\n"
        "| --- | --- |\n"
        "| Guards \\| Foot | 12 |\n"
        "| Hussars | |\n"
        "\n"
        "*Silesia* (map picture in the PDF and HTML versions)\n"
        "\n"
        "Breslau and Glogau on the Oder.\n"
        "\n"
        "*Orders are due Friday.*\n"
        "\n"
        "#### Losses\n"
        "\n"
        "---\n");
  CHECK(to_markdown(doc) == to_markdown(doc));  // deterministic
}

TEST_CASE("report: Markdown escapes table cells and line starts") {
  Document doc;
  doc.table({"a|b", "c\nd"}, {{"|", "x\\|y"}, {"`code`", "<b>"}});
  doc.paragraph("1741. A year\n- not a list\n# not a heading\nAT&amp;T & co");
  CHECK(to_markdown(doc) ==
        "| a\\|b | c d |\n"
        "| --- | --- |\n"
        "| \\| | x\\\\\\|y |\n"
        "| \\`code\\` | \\<b> |\n"
        "\n"
        "1741\\. A year\\\n"
        "\\- not a list\\\n"
        "\\# not a heading\\\n"
        "AT\\&amp;T & co\n");
}

TEST_CASE("report: HTML escapes text and is self-contained") {
  Document doc;
  doc.title = "<script>alert('x')</script> & co";
  doc.paragraph("Fish & \"chips\" <b>");
  doc.table({"<th>"}, {{"a & b"}});
  std::string html = to_html(doc);
  CHECK(html.rfind("<!DOCTYPE html>", 0) == 0);
  CHECK(html.find("<script>") == std::string::npos);
  CHECK(html.find("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co") != std::string::npos);
  CHECK(html.find("<p>Fish &amp; &quot;chips&quot; &lt;b&gt;</p>") != std::string::npos);
  CHECK(html.find("<th>&lt;th&gt;</th>") != std::string::npos);
  CHECK(html.find("<td>a &amp; b</td>") != std::string::npos);
  CHECK(html.find("<style>") != std::string::npos);
  CHECK(html.find("http://") == html.find("http://www.w3.org/2000/svg"));  // nothing fetched
  CHECK(html.find("<link") == std::string::npos);
  CHECK(html == to_html(doc));
}

TEST_CASE("report: HTML draws pictures as SVG and starts each document on a new page") {
  Document first = sample_report("Prussia", 3);
  Document second = sample_report("Austria", 2);
  second.blocks.clear();
  second.paragraph("Nothing to report.");
  std::string html = to_html(std::vector<Document>{first, second});
  CHECK(count(html, "<svg ") == 1);
  CHECK(count(html, "</svg>") == 1);
  CHECK(html.find("<polygon points=\"20,20 190,30 210,130 120,220 30,180\"") != std::string::npos);
  CHECK(html.find("<circle cx=\"90\" cy=\"150\" r=\"6\"") != std::string::npos);
  CHECK(html.find(">Liegnitz</text>") != std::string::npos);
  CHECK(html.find("stroke-dasharray") != std::string::npos);
  CHECK(html.find("<figcaption>Silesia at the end of turn 7") != std::string::npos);
  CHECK(html.find("page-break-before: always") != std::string::npos);
  CHECK(count(html, "<article class=\"document new-page\">") == 1);
  CHECK(count(html, "<article class=\"document\">") == 1);
  CHECK(html.find("<h1>Report for the King of Austria") > html.find("new-page\">"));
  CHECK(html.find("<td>3. Prussia column 3</td>") != std::string::npos);
  // Text inside the SVG is escaped too.
  Document doc;
  Picture pic;
  pic.width = pic.height = 10;
  pic.shapes.push_back(Shape::label(5, 5, "<A&B>"));
  doc.picture(pic);
  CHECK(to_html(doc).find(">&lt;A&amp;B&gt;</text>") != std::string::npos);
}

TEST_CASE("report: PDF of two documents with a long table and a picture") {
  TempDir dir;
  std::string path = (dir.path / "reports.pdf").string();
  std::vector<Document> docs{sample_report("Prussia", 80), sample_report("Austria", 5)};
  docs[1].paragraph("Emphasis on the last line: the Austrian report ends here.");
  write_pdf(docs, path);
  REQUIRE(std::filesystem::file_size(path) > 1000);

  std::string text = run("pdftotext -layout '" + path + "' - 2>&1");
  CHECK(text.find("Report for the King of Prussia") != std::string::npos);
  CHECK(text.find("Report for the King of Austria") != std::string::npos);
  CHECK(text.find("great magazine") != std::string::npos);
  CHECK(text.find("80. Prussia column 80") != std::string::npos);  // the table's last row
  CHECK(text.find("Silesia at the end of turn 7") != std::string::npos);
  CHECK(text.find("Liegnitz") != std::string::npos);
  CHECK(text.find("the Austrian report ends here") != std::string::npos);
  CHECK(text.find("Page 2") != std::string::npos);
  CHECK(text.find("Page 1") < text.find("Report for the King of Austria"));

  std::string info = run("pdfinfo '" + path + "' 2>&1");
  auto at = info.find("Pages:");
  REQUIRE(at != std::string::npos);
  int pages = std::atoi(info.c_str() + at + 6);
  CHECK(pages > 2);
  CHECK(info.find("595 x 842 pts") != std::string::npos);

  // The umpire may keep a sample to look at.
  if (const char* keep = std::getenv("UMPIRE_REPORT_SAMPLE")) write_pdf(docs, keep);

  // A single document and an empty document are fine too.
  write_pdf(Document{}, (dir.path / "empty.pdf").string());
  std::string empty_info = run("pdfinfo '" + (dir.path / "empty.pdf").string() + "' 2>&1");
  REQUIRE(empty_info.find("Pages:") != std::string::npos);
  CHECK(std::atoi(empty_info.c_str() + empty_info.find("Pages:") + 6) == 1);
}

TEST_CASE("report: PDF to a path that cannot be written is a UserError naming the path") {
  Document doc = sample_report("Prussia", 2);
  const std::string bad = "/nonexistent/dir/x.pdf";
  try {
    write_pdf(doc, bad);
    FAIL("no error");
  } catch (const umpire::UserError& e) {
    CHECK(std::string(e.what()).find(bad) != std::string::npos);
  }
  if (::geteuid() != 0) {  // root writes anywhere
    TempDir dir;
    ::chmod(dir.path.c_str(), 0500);
    std::string path = (dir.path / "x.pdf").string();
    CHECK_THROWS_AS(write_pdf(doc, path), umpire::UserError);
    ::chmod(dir.path.c_str(), 0700);
  }
  TempDir dir;  // a folder where a file is expected
  CHECK_THROWS_AS(write_pdf(doc, dir.path.string()), umpire::UserError);
}

TEST_CASE("report: PDF and HTML survive awkward input") {
  Document doc;
  doc.title = "Awkward \xff\xfe input\nwith a newline";
  std::string long_text;
  for (int i = 0; i < 900; ++i) long_text += "word" + std::to_string(i) + " ";
  long_text += "LASTWORD";
  doc.paragraph(long_text);  // longer than a page: flows on
  doc.page_break().page_break();
  doc.heading(7, "Level clamped").heading(-1, "Also clamped");
  std::string tall_cell;
  for (int i = 0; i < 120; ++i) tall_cell += "line " + std::to_string(i) + "\n";
  doc.table({}, {{"no header", tall_cell}, {std::string(300, 'x')}});  // a row taller than a page
  doc.table({"only a header"}, {});
  doc.table({}, {});
  Picture tall;
  tall.width = 100;
  tall.height = 1000;  // scaled down to fit a page
  tall.shapes.push_back(Shape::circle(50, 500, 40));
  tall.shapes.push_back(Shape::of(Shape::Kind::Polygon, {{0, 0}}));  // too few points: skipped
  tall.shapes.push_back(Shape::label(50, 100, "TALL", 0));
  tall.caption = "A tall picture";
  doc.picture(tall);
  Picture broken;
  broken.width = std::nan("");
  broken.height = -3;
  broken.alt_text = "Broken picture alt text";
  doc.picture(broken);
  doc.bullets({});

  TempDir dir;
  std::string path = (dir.path / "awkward.pdf").string();
  write_pdf(doc, path);
  std::string text = run("pdftotext '" + path + "' - 2>&1");
  CHECK(text.find("LASTWORD") != std::string::npos);
  CHECK(text.find("A tall picture") != std::string::npos);
  CHECK(text.find("Broken picture alt text") != std::string::npos);
  CHECK(text.find("only a header") != std::string::npos);

  // Page breaks take effect when something follows: none at the end of a
  // document, none twice in a row.
  Document short_doc;
  short_doc.title = "Short";
  short_doc.paragraph("One").page_break().page_break().paragraph("Two").page_break();
  std::string short_path = (dir.path / "short.pdf").string();
  write_pdf(std::vector<Document>{short_doc, short_doc}, short_path);
  std::string info = run("pdfinfo '" + short_path + "' 2>&1");
  REQUIRE(info.find("Pages:") != std::string::npos);
  CHECK(std::atoi(info.c_str() + info.find("Pages:") + 6) == 4);
  CHECK(count(to_html(short_doc), "class=\"page-break\"") == 2);

  std::string html = to_html(doc);
  CHECK(html.find("<h4>Level clamped</h4>") != std::string::npos);
  CHECK(html.find("<h2>Also clamped</h2>") != std::string::npos);
  CHECK(html.find("Broken picture alt text") != std::string::npos);
  CHECK(to_markdown(doc).find("#### Level clamped") != std::string::npos);
}
