// The orders sheet and its text form (campaign/soldier_king/orders_sheet.h)
// and the reader of a filled-in form (orders_import.h), on the marching
// ground of tests/cases/soldier_king/movement.json (AR -road- A -road- B -road-
// C -road- D; highway A-H1-H2-H3, road H1-B; Fort F by road from A; river
// A->R1->R2->R3->R4 with roads R1-B and R3-R4).
#include <doctest/doctest.h>

#include <algorithm>

#include "core/json_read.h"
#include "report/markdown.h"
#include "session/engine.h"
#include "soldier_king/module.h"
#include "soldier_king/orders_import.h"
#include "soldier_king/orders_sheet.h"
#include "soldier_king/scenario.h"
#include "soldier_king/state.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

// Argozia's movement step with 4 marches; c8 (infantry) in A-dorf, c75
// (cavalry) in B-dorf; the other columns stay where the case's set-up put them.
SkState sheet_ground() {
  Json file = load_json_file(std::string(UMPIRE_SOURCE_DIR) + "/tests/cases/soldier_king/movement.json");
  Json options = file["defaults"]["options"];
  SkState s = *new_campaign(JsonCursor(options, "options"));
  s.phase = Phase::PlayerTurn;
  s.date.season = Season::Spring;
  s.turn.player = "argozia";
  s.turn.step = TurnStep::Movement;
  s.turn.marches = 4;
  for (const auto& b : s.map->boxes) s.turn.holders_at_start[b.id] = s.holder(b.id);
  s.move_column(*s.column("c8"), "a");
  s.move_column(*s.column("c75"), "b");
  return s;
}

CampaignState sheet_campaign(const SkState& s) {
  CampaignState cs;
  cs.core.game = kGameId;
  cs.core.name = "Orders test";
  cs.game = std::make_shared<SkState>(s);
  return cs;
}

bool sheet_has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A foreign column (hostile to Argozia, G-07) to move about.
std::string sheet_foreign_column(const SkState& s) {
  for (const auto& c : s.columns)
    if (c.owner != "argozia" && !c.rebel) return c.id;
  return "";
}

std::string sheet_form_head(const SkState& s) { return "faction: Argozia\nseason: " + s.date.describe() + "\n"; }

OrdersDraft read_form(const SkState& s, const std::string& text) { return read_orders_form(s, text); }

// The first problem's line and text ("" when there is none).
std::pair<int, std::string> sheet_first_problem(const OrdersDraft& d) {
  if (d.problems.empty()) return {-1, ""};
  return {d.problems.front().line, d.problems.front().text};
}

}  // namespace

TEST_CASE("orders sheet: each column with its place, its reach in one march (SK 10.3) and the marches (SK 10.1)") {
  SkState s = sheet_ground();
  OrdersView v = orders_view(sheet_campaign(s), "argozia");
  CHECK(v.own_turn);
  CHECK(v.marches == 4);
  const OrdersColumn* c8 = nullptr;
  for (const auto& c : v.columns)
    if (c.id == "c8") c8 = &c;
  REQUIRE(c8 != nullptr);
  CHECK(c8->box == "a");
  auto reaches = [&](const std::string& box) {
    return std::any_of(c8->reach.begin(), c8->reach.end(), [&](const OrdersReach& r) { return r.box == box; });
  };
  // Infantry: 1 box by road, 2 along the highway, 2 downstream (SK 10.3.1, 10.3.3).
  CHECK(reaches("b"));
  CHECK(reaches("h2"));
  CHECK(reaches("r2"));
  CHECK_FALSE(reaches("c"));  // 2 boxes by road
  std::string form = render_orders_form(v);
  CHECK(sheet_has(form, "faction: Argozia\n"));
  CHECK(sheet_has(form, "column: " + s.column("c8")->name + "\nplace: A-dorf\n"));
  CHECK(sheet_has(form, "H2 via H1 (highway)"));
  CHECK(sheet_has(form, "Marches this turn: 4 (SK 10.1), 0 used, 4 left."));
  std::string md = report::to_markdown(render_orders_sheet(v));
  CHECK(sheet_has(md, "Argozia: orders for " + s.date.describe()));
  CHECK(sheet_has(md, "H2 via H1 (highway)"));
  CHECK(sheet_has(md, "Magazines"));

  // Before Argozia's turn the allocation is not known yet, and a column's
  // marches of its last turn do not count (they reset when its turn opens).
  s.turn.player = "arcadia";
  s.column("c8")->marches = 2;
  v = orders_view(sheet_campaign(s), "argozia");
  CHECK_FALSE(v.own_turn);
  CHECK(sheet_has(render_orders_form(v), "rolled at the start of your player turn"));
  for (const auto& c : v.columns)
    if (c.id == "c8") CHECK_FALSE(c.reach.empty());

  // In Winter a column takes part in one march (SK 10.3.4): one march to write.
  s.date.season = Season::Winter;
  v = orders_view(sheet_campaign(s), "argozia");
  CHECK(v.march_limit == 1);
  CHECK(sheet_has(render_orders_form(v), "(SK 10.3.4)"));
  md = report::to_markdown(render_orders_sheet(v));
  CHECK(sheet_has(md, "In Winter each column takes part in only 1 march (SK 10.3.4)."));
  CHECK(sheet_has(md, "1st march: no., boxes"));
  CHECK_FALSE(sheet_has(md, "2nd march"));
}

TEST_CASE("orders sheet: another faction's troops, even on the column's road, leave it byte-identical (promise 4)") {
  SkState s = sheet_ground();
  std::string foreign = sheet_foreign_column(s);
  REQUIRE_FALSE(foreign.empty());
  std::string form = render_orders_form(orders_view(sheet_campaign(s), "argozia"));
  std::string md = report::to_markdown(render_orders_sheet(orders_view(sheet_campaign(s), "argozia")));
  for (const char* box : {"b", "h1", "r1", "ar"}) {
    SkState moved = s;
    moved.move_column(*moved.column(foreign), box);
    CHECK(render_orders_form(orders_view(sheet_campaign(moved), "argozia")) == form);
    CHECK(report::to_markdown(render_orders_sheet(orders_view(sheet_campaign(moved), "argozia"))) == md);
  }
  // Its own columns do show.
  SkState own = s;
  own.move_column(*own.column("c8"), "c");
  CHECK(render_orders_form(orders_view(sheet_campaign(own), "argozia")) != form);
}

TEST_CASE("orders import: a filled-in form becomes the marches the rules accept, in order (round trip)") {
  SkState s = sheet_ground();
  std::string form = render_orders_form(orders_view(sheet_campaign(s), "argozia"));
  std::string c8 = s.column("c8")->name, c75 = s.column("c75")->name;
  auto fill = [&](std::string text, const std::string& column, const std::string& orders) {
    std::string at = ": " + column + "\n";
    std::size_t where = text.find(at);
    REQUIRE(where != std::string::npos);
    std::size_t blank = text.find("\n\n", where);
    REQUIRE(blank != std::string::npos);
    return text.insert(blank + 1, orders);
  };
  // Numbered marches are made first, in their order; unnumbered ones after them.
  std::string filled = fill(form, c8, "march: A-dorf -> b-dorf   # by road\n");
  filled = fill(filled, c75, "march 1: B-dorf -> H1\n");
  OrdersDraft d = read_form(s, filled);
  for (const auto& p : d.problems) MESSAGE(p.describe());
  REQUIRE(d.problems.empty());
  CHECK(d.player == "argozia");
  REQUIRE(d.commands.size() == 2);
  CHECK(d.commands[0].command["args"]["from"] == "b");
  CHECK(d.commands[0].command["args"]["moves"][0]["path"] == Json::array({"h1"}));
  CHECK(d.commands[1].command["args"]["from"] == "a");
  CHECK(d.commands[1].summary.rfind("March from A-dorf: " + c8 + " A-dorf → B-dorf", 0) == 0);

  // Two marches of c8; c75 joins its second from B-dorf (one march, SK 10.2), then digs in.
  filled = fill(form, c8, "march 1: A-dorf -> B-dorf\nmarch 2: C-stadt\n");
  filled = fill(filled, c75, "march 2: B-dorf -> C-stadt\nentrench\n");
  d = read_form(s, filled);
  REQUIRE(d.problems.empty());
  REQUIRE(d.commands.size() == 3);
  CHECK(d.commands[1].command["args"]["moves"].size() == 2);  // one march, two columns (SK 10.2)
  CHECK(d.commands[2].command["type"] == "sk.entrench");
  CHECK(d.commands[2].command["args"]["box"] == "c");
  // The rules accept the marches, one after the other, on the state.
  CommandSet commands(module().get());
  CampaignState cs = sheet_campaign(s);
  for (std::size_t i = 0; i < 2; ++i) {
    SeededDice dice(1, 0);
    Execution ex = execute(commands, cs, d.commands[i].command, dice);
    for (const auto& r : ex.reasons) INFO(r.describe());
    REQUIRE(ex.ok);
    cs = ex.outcome.state;
  }
  CHECK(sk_state(cs).column("c8")->box == "c");
  CHECK(sk_state(cs).column("c75")->box == "c");
  // Cavalry alone carries no tools: the rules, not the reader, refuse it (SK 10.8).
  SeededDice dice(1, 0);
  CHECK_FALSE(execute(commands, cs, d.commands[2].command, dice).ok);

  // An officer without a column marches with the troops of his box, in their march (SK 10.7).
  Officer* king = nullptr;
  for (auto& o : s.officers)
    if (o.owner == "argozia" && o.column.empty() && !king) king = &o;
  REQUIRE(king != nullptr);
  king->box = "a";
  form = render_orders_form(orders_view(sheet_campaign(s), "argozia"));
  REQUIRE(sheet_has(form, "officer: " + king->name + "\nplace: A-dorf\n"));
  filled = fill(form, c8, "march 1: B-dorf\n");
  filled = fill(filled, king->name, "march 1: B-dorf\n");
  d = read_form(s, filled);
  REQUIRE(d.problems.empty());
  REQUIRE(d.commands.size() == 1);
  CHECK(d.commands[0].command["args"]["officers"][0]["officer"] == king->id);
  SeededDice king_dice(1, 0);
  Execution with_troops = execute(commands, sheet_campaign(s), d.commands[0].command, king_dice);
  REQUIRE(with_troops.ok);
  CHECK(sk_state(with_troops.outcome.state).officer(king->id)->box == "b");
  d = read_form(s, fill(form, king->name, "entrench\n"));
  REQUIRE(d.problems.size() == 1);
  CHECK(sheet_has(d.problems[0].describe(), "an officer only marches (SK 10.7)"));

  // An unfilled form is no orders at all.
  d = read_form(s, form);
  CHECK(d.problems.empty());
  CHECK(d.commands.empty());
}

TEST_CASE("orders import: every line it cannot read is named with its number and what was expected") {
  SkState s = sheet_ground();
  std::string c8 = s.column("c8")->name;
  std::string head = sheet_form_head(s);
  struct Case {
    std::string text;
    int line;
    std::string says;
  };
  const Case cases[] = {
      {"column: " + c8 + "\n", 1, "expected \"faction: NAME\" before the first column"},
      {"faction: Argozya\n", 1, "did you mean Argozia"},
      {head + "faction: Argozia\n", 3, "the faction is given twice (line 1)"},
      {"faction: Argozia\nseason: Winter 1700\n", 2, "the campaign is in " + s.date.describe()},
      {head + "march: A-dorf -> B-dorf\n", 3, "belongs under a column or an officer"},
      {head + "column: 2nd Infantery\n", 3, "there is no column \"2nd Infantery\" of Argozia"},
      {head + "column: " + c8 + "\nmrach: B-dorf\n", 4, "did you mean march"},
      {head + "column: " + c8 + "\nplace: B-dorf\n", 4, "but it is in A-dorf now"},
      {head + "column: " + c8 + "\nmarch: A-dorf -> Bdorf\n", 4,
       "there is no box \"Bdorf\" on the map; did you mean B-dorf"},
      {head + "column: " + c8 + "\nmarch: A-dorf -> -> B-dorf\n", 4, "expected a box name between the arrows"},
      {head + "column: " + c8 + "\nmarch:\n", 4, "expected the boxes of the march"},
      {head + "column: " + c8 + "\nmarch A-dorf\n", 4, "expected \"column: NAME\""},
      {head + "column: " + c8 + "\nmarch: A-dorf\n", 4, "names no box to go to"},
      {head + "column: " + c8 + "\nmarch 0: B-dorf\n", 4, "march numbers start at 1"},
      {head + "column: " + c8 + "\nstay 2\n", 4, "\"stay\" takes no number"},
      {head + "column: " + c8 + "\nentrench: A-dorf\n", 4, "takes nothing after it"},
      {head + "column: " + c8 + "\nstay\nmarch: B-dorf\n", 4, "\"stay\", but line 5 gives"},
      {head + "column: " + c8 + "\n\ncolumn: " + c8 + "\n", 5, "already has its orders at line 3"},
      {head + "column: " + c8 + "\nmarch: B-dorf\nmarch 1: C-stadt\n", 5, "would be made before the one on line 4"},
      {head + "column: " + c8 + "\nmarch 1: B-dorf\ncolumn: " + s.column("c75")->name + "\nmarch 1: C-stadt\n", 6,
       "march 1 starts from A-dorf (line 4)"},
      {head + "column: " + c8 + "\nentrench 1\nmarch 1: B-dorf\n", 5, "number 1 is digging in (line 4)"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.text);
    OrdersDraft d = read_form(s, c.text);
    auto [line, text] = sheet_first_problem(d);
    CHECK(line == c.line);
    CHECK_MESSAGE(sheet_has(text, c.says), text);
  }
  // A form with no faction line at all says so for the file as a whole.
  OrdersDraft none = read_form(s, "# nothing\n");
  REQUIRE(none.problems.size() == 1);
  CHECK(none.problems[0].line == 0);
  // An officer commanding a column moves with it (SK 10.7).
  std::string commander;
  for (const auto& o : s.officers)
    if (o.column == "c8") commander = o.name;
  if (!commander.empty()) {
    OrdersDraft d = read_form(s, head + "officer: " + commander + "\nmarch: B-dorf\n");
    CHECK(sheet_first_problem(d).first == 3);
    CHECK(sheet_has(sheet_first_problem(d).second, "moves with it (SK 10.7)"));
  }
}

TEST_CASE("orders import: a magazine moves by river in a march of its own (SK 9.2.1)") {
  SkState s = sheet_ground();
  s.magazines.push_back(Magazine{"m9", "argozia", "r1", ""});
  std::string form = render_orders_form(orders_view(sheet_campaign(s), "argozia"));
  REQUIRE(sheet_has(form, "\nmagazine: R1\n"));
  auto under = [&](const std::string& head, const std::string& orders) {
    std::string text = form;
    std::size_t at = text.find(head);
    REQUIRE(at != std::string::npos);
    return text.insert(text.find("\n\n", at) + 1, orders);
  };
  OrdersDraft d = read_form(s, under("magazine: R1\n", "march 2: R1 -> R2 -> R3\n"));
  REQUIRE(d.problems.empty());
  REQUIRE(d.commands.size() == 1);
  CHECK(d.commands[0].command ==
        Json{{"type", "sk.move_magazine"}, {"args", {{"magazine", "m9"}, {"path", {"r2", "r3"}}}}});
  CHECK(d.commands[0].summary == "Magazine march 2: R1 → R2 → R3 by river");
  CommandSet commands(module().get());
  SeededDice dice(1, 0);
  Execution ex = execute(commands, sheet_campaign(s), d.commands[0].command, dice);
  for (const auto& r : ex.reasons) INFO(r.describe());
  CHECK(ex.ok);

  std::string c8 = s.column("c8")->name;
  std::string shared = under("magazine: R1\n", "march 1: R2\n");
  shared.insert(shared.find("\n\n", shared.find("column: " + c8 + "\n")) + 1, "march 1: B-dorf\n");
  d = read_form(s, shared);
  REQUIRE_FALSE(d.problems.empty());
  CHECK(sheet_has(d.problems[0].describe(), "a magazine moves in a march of its own (SK 9.2.1)"));
  d = read_form(s, under("magazine: R1\n", "entrench\n"));
  REQUIRE_FALSE(d.problems.empty());
  CHECK(sheet_has(d.problems[0].describe(), "a magazine only moves by river (SK 9.2.1)"));
  d = read_form(s, sheet_form_head(s) + "magazine: Kalmsee\n");
  REQUIRE_FALSE(d.problems.empty());
  CHECK(d.problems[0].line == 3);
  CHECK(sheet_has(d.problems[0].text, "Argozia has no magazine in \"Kalmsee\""));
}
