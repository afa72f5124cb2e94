// Orders by e-mail on the command line: `umpire orders sheet` writes a
// player's form (and the printed sheet), `umpire orders import` reads a
// filled-in one, names the lines it cannot read, judges each draft command
// and applies them one by one when asked.
#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "support/cli_run.h"

using umpire::test::run;

namespace {

std::string orders_temp_dir() {
  char tmpl[] = "/tmp/umpire_cli_orders_XXXXXX";
  REQUIRE(::mkdtemp(tmpl) != nullptr);
  return tmpl;
}

std::string orders_slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void orders_spit(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

bool orders_contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A 1740 campaign in Argozia's movement step with 3 marches.
void argozia_moves(const std::string& file) {
  REQUIRE(run("new soldier-king " + file + " --seed 3").status == 0);
  for (const char* type : {"sk.begin_campaign", "sk.roll_initiative", "sk.advance"})
    REQUIRE(run("apply " + file + " '{\"type\": \"" + type + "\", \"args\": {}}'").status == 0);
  REQUIRE(run("apply " + file + " '{\"type\": \"sk.advance\", \"args\": {}}' --confirm").status == 0);
  REQUIRE(
      run("apply " + file +
          " '{\"type\": \"sk.set_turn\", \"args\": {\"player\": \"argozia\", \"step\": \"movement\", \"marches\": 3, "
          "\"reason\": \"test\"}}'")
          .status == 0);
}

// The first box the form says the column can reach in one march.
std::string orders_first_reach(const std::string& form, const std::string& column) {
  std::size_t at = form.find("column: " + column + "\n");
  REQUIRE(at != std::string::npos);
  std::size_t list = form.find("# In one march: ", at);
  REQUIRE(list != std::string::npos);
  list += std::string("# In one march: ").size();
  return form.substr(list, form.find(" (", list) - list);
}

// The form with `orders` written on the empty line under the column.
std::string orders_fill(std::string form, const std::string& column, const std::string& orders) {
  std::size_t at = form.find("column: " + column + "\n");
  std::size_t blank = form.find("\n\n", at);
  return form.insert(blank + 1, orders);
}

}  // namespace

TEST_CASE("cli: orders sheet writes the form; orders import names bad lines, judges the drafts and applies them") {
  std::string dir = orders_temp_dir();
  std::string file = dir + "/sk.umpire", form_path = dir + "/argozia.txt";
  argozia_moves(file);
  auto sheet = run("orders sheet " + file + " --faction Argozia --out " + form_path);
  CHECK(sheet.status == 0);
  std::string form = orders_slurp(form_path);
  const std::string column = "Guards Infantry (Type 1)";
  CHECK(orders_contains(form, "faction: Argozia\n"));
  CHECK(orders_contains(form, "column: " + column + "\nplace: Vellhaven\n"));
  CHECK(orders_contains(form, "Marches this turn: 3 (SK 10.1)"));
  std::string to = orders_first_reach(form, column);

  // A line it cannot read: its file and line, what was expected; nothing applied.
  std::string bad = orders_fill(form, column, "mrach: " + to + "\n");
  orders_spit(dir + "/bad.txt", bad);
  auto refused = run("orders import " + file + " " + dir + "/bad.txt --apply");
  CHECK(refused.status == 1);
  CHECK(orders_contains(refused.output, dir + "/bad.txt:"));
  CHECK(orders_contains(refused.output, "did you mean march?"));
  CHECK(orders_contains(refused.output, "Nothing was applied"));

  // The drafts, each judged, nothing recorded.
  orders_spit(dir + "/filled.txt", orders_fill(form, column, "march 1: Vellhaven -> " + to + "\n"));
  auto drafts = run("orders import " + file + " " + dir + "/filled.txt");
  CHECK(drafts.status == 0);
  CHECK(orders_contains(drafts.output, "Orders of Argozia"));
  CHECK(orders_contains(drafts.output, "1. March 1 from Vellhaven: " + column + " Vellhaven → " + to));
  CHECK(orders_contains(drafts.output, "\"type\":\"sk.march\""));
  CHECK(orders_contains(drafts.output, "legal now"));
  auto json = run("orders import " + file + " " + dir + "/filled.txt --json");
  CHECK(json.status == 0);
  CHECK(json.output.rfind("{\"args\":{\"from\":\"vellhaven\"", 0) == 0);

  // Reviewed one by one: quitting applies nothing; then applied.
  orders_spit(dir + "/quit.txt", "q\n");
  auto quit = run("orders import " + file + " " + dir + "/filled.txt --review < " + dir + "/quit.txt");
  CHECK(orders_contains(quit.output, "apply it?"));
  CHECK(orders_contains(quit.output, "0 of 1 applied"));
  // A march the rules refuse: its refusal is shown and nothing after it is applied.
  orders_spit(dir + "/far.txt", orders_fill(form, column, "march 1: Naerhof\n"));
  auto far = run("orders import " + file + " " + dir + "/far.txt --apply");
  CHECK(far.status == 1);
  CHECK(orders_contains(far.output, "refused: Vellhaven and Naerhof are not joined by a transport line [SK 10.2]"));
  CHECK(orders_contains(far.output, "Stopped at 1 of 1; 0 applied"));
  auto applied = run("orders import " + file + " " + dir + "/filled.txt --apply");
  CHECK(applied.status == 0);
  CHECK(orders_contains(applied.output, "1 of 1 applied"));
  CHECK(orders_contains(run("list " + file + " columns --faction Argozia").output,
                        "Guards Infantry (Type 1)  Argozia  " + to));
  // The same form again is out of date: the column is no longer where it says.
  auto again = run("orders import " + file + " " + dir + "/filled.txt --apply");
  CHECK(again.status == 1);
  CHECK(orders_contains(again.output, "but it is in " + to + " now"));
  CHECK(orders_contains(again.output, "Nothing was applied"));

  // The printed sheet.
  CHECK(run("orders sheet " + file + " --faction argozia --format pdf --out " + dir + "/argozia.pdf").status == 0);
  CHECK(orders_slurp(dir + "/argozia.pdf").rfind("%PDF", 0) == 0);
  CHECK(run("orders sheet " + file + " --faction argozia --format md --out " + dir + "/argozia.md").status == 0);
  CHECK(orders_contains(orders_slurp(dir + "/argozia.md"), "Argozia: orders for Spring 1740"));
  auto typo = run("orders sheet " + file + " --faction Argozya --out " + dir + "/x.txt");
  CHECK(typo.status == 1);
  CHECK(orders_contains(typo.output, "Argozia"));
  // A campaign whose game has no orders forms says so.
  REQUIRE(run("new --empty " + dir + "/empty.umpire").status == 0);
  auto none = run("orders import " + dir + "/empty.umpire " + dir + "/filled.txt");
  CHECK(none.status == 1);
  CHECK(orders_contains(none.output, "reads no orders forms"));
  CHECK(orders_contains(run("orders sheet " + dir + "/empty.umpire --faction x --out " + dir + "/e.txt").output,
                        "no orders sheets"));
  std::system(("rm -rf " + dir).c_str());
}
