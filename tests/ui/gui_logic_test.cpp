// The GUI shell's logic that needs no window: settings and recent files, the
// manual-dice command path, the journal's wording, the file browser's listing
// and the screenshot helpers.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "session/campaign.h"
#include "ui/command_runner.h"
#include "ui/config.h"
#include "ui/file_dialog.h"
#include "ui/journal_format.h"
#include "ui/screenshot.h"

using namespace umpire;
namespace fs = std::filesystem;

namespace {

// A fresh folder under /tmp, removed at the end of the test.
struct Scratch {
  explicit Scratch(const std::string& name)
      : path(fs::temp_directory_path() / ("umpire_ui_" + std::to_string(::getpid()) + "_" + name)) {
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~Scratch() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  fs::path path;
};

// A game whose one command rolls twice (2D6, then 1D6): manual dice must be
// asked for twice and the command re-run with all faces.
struct EmptyState : GameState {
  Json to_json() const override { return Json::object(); }
};

class TwoRollGame : public GameModule {
 public:
  std::string id() const override { return "two-rolls"; }
  std::string title() const override { return "Two rolls"; }
  std::vector<CommandDef> commands() const override {
    return {CommandDef{"two.roll", "Roll 2D6 then 1D6",
                       [](const CampaignState&, const JsonCursor&) { return std::vector<Reason>{}; },
                       [](const CampaignState& s, const JsonCursor&, Dice& dice) {
                         int a = dice.two_d6("march, Kolberg, 2D6");
                         int b = dice.d6("weather, D6");
                         return Outcome{s, {Event{"total " + std::to_string(a + b), "T 9"}}};
                       }}};
  }
  GameStatePtr new_game(const JsonCursor&, std::uint64_t) const override { return std::make_shared<EmptyState>(); }
  GameStatePtr load_state(const JsonCursor&) const override { return std::make_shared<EmptyState>(); }
  std::string status(const GameState&) const override { return "ready"; }
  std::optional<std::string> check_expectation(const GameState&, const std::string& key,
                                               const JsonCursor&) const override {
    return "unknown expectation " + key;
  }
};

GameRegistry two_roll_registry() {
  GameRegistry r;
  r.add(std::make_shared<TwoRollGame>());
  return r;
}

}  // namespace

TEST_CASE("settings: missing file gives defaults, save and load round-trip") {
  Scratch scratch("settings");
  const fs::path& dir = scratch.path;
  std::ostringstream warnings;
  GuiSettings s = load_settings((dir / "none.json").string(), warnings);
  CHECK(s == GuiSettings{});
  CHECK(warnings.str().empty());

  s.ui_scale = 1.5f;
  s.dice_mode = "manual";
  s.recent = {"/a.umpire", "/b.umpire"};
  s.open_windows = {"journal"};
  std::string path = (dir / "sub" / "settings.json").string();
  REQUIRE(save_settings(path, s, warnings));
  CHECK(load_settings(path, warnings) == s);
  CHECK(warnings.str().empty());
}

TEST_CASE("settings: a malformed file or field falls back to defaults with a warning") {
  Scratch scratch("malformed");
  const fs::path& dir = scratch.path;
  std::string path = (dir / "settings.json").string();
  std::ostringstream warnings;

  std::ofstream(path) << "{ not json";
  CHECK(load_settings(path, warnings) == GuiSettings{});
  CHECK(warnings.str().find("using default settings") != std::string::npos);

  std::ofstream(path, std::ios::trunc) << R"({"ui_scale": "big", "recent": [1, 2], "dice_mode": "loaded",
                                              "open_windows": ["dice"]})";
  std::ostringstream w2;
  GuiSettings s = load_settings(path, w2);
  CHECK(s.ui_scale == 1.0f);
  CHECK(s.recent.empty());
  CHECK(s.dice_mode == "seeded");
  CHECK(s.open_windows == std::vector<std::string>{"dice"});  // the good field survives
  CHECK(w2.str().find("ui_scale") != std::string::npos);

  std::ofstream(path, std::ios::trunc) << R"({"ui_scale": 9})";
  CHECK(load_settings(path, w2).ui_scale == kMaxUiScale);

  // Nesting past the JSON depth cap, and a number too large for any type, are
  // warnings that say what and where, like any other malformed file.
  std::ofstream(path, std::ios::trunc) << "{\"recent\": " << std::string(100000, '[') << std::string(100000, ']') << "}";
  std::ostringstream w3;
  CHECK(load_settings(path, w3) == GuiSettings{});
  CHECK(w3.str().find(path + ":1:") != std::string::npos);
  CHECK(w3.str().find("nested deeper than") != std::string::npos);
  std::ofstream(path, std::ios::trunc) << R"({"ui_scale": 1e400})";
  std::ostringstream w4;
  CHECK(load_settings(path, w4) == GuiSettings{});
  CHECK(w4.str().find("the number 1e400 is too large") != std::string::npos);
}

TEST_CASE("recent files: newest first, no duplicates, at most ten") {
  GuiSettings s;
  for (int i = 0; i < 12; ++i) add_recent(s, "/c/" + std::to_string(i) + ".umpire");
  CHECK(s.recent.size() == kMaxRecentFiles);
  CHECK(s.recent.front() == "/c/11.umpire");
  add_recent(s, "/c/5.umpire");
  CHECK(s.recent.front() == "/c/5.umpire");
  CHECK(std::count(s.recent.begin(), s.recent.end(), "/c/5.umpire") == 1);
  CHECK(s.recent.size() == kMaxRecentFiles);

  Scratch scratch("recent");
  const fs::path& dir = scratch.path;
  std::ofstream(dir / "real.umpire") << "x";
  GuiSettings t;
  add_recent(t, (dir / "real.umpire").string());
  add_recent(t, (dir / "gone.umpire").string());
  CHECK(most_recent_existing(t) == (dir / "real.umpire").string());
  CHECK(most_recent_existing(GuiSettings{}).empty());
}

TEST_CASE("typed faces are checked against the request") {
  DiceRequest r{"attrition, Kolberg, 2D6", 2, 6};
  CHECK_FALSE(check_faces({3, 5}, r));
  CHECK(check_faces({3}, r));
  CHECK(check_faces({0, 5}, r));
  CHECK(check_faces({3, 7}, r));
}

TEST_CASE("manual dice: a free roll waits for the faces, then applies with them") {
  GameRegistry reg;
  auto c = Campaign::create(":memory:", reg, "t", "", Json::object(), 3);
  CommandRunner runner;
  Json roll = {{"type", "core.roll"}, {"args", {{"label", "attrition, Kolberg"}, {"dice", "2D6"}}}};
  runner.issue(*c, roll, DiceMode::Manual);
  REQUIRE(runner.pending());
  CHECK(runner.pending()->request.label == "attrition, Kolberg, 2D6");
  CHECK(runner.pending()->request.count == 2);
  CHECK(c->journal().empty());  // nothing is written while dice are missing
  CHECK_FALSE(runner.take_changed());

  runner.supply(*c, {3, 5});
  CHECK_FALSE(runner.pending());
  CHECK(runner.report().applied);
  CHECK(runner.take_changed());
  auto rows = c->journal();
  REQUIRE(rows.size() == 1);
  CHECK(rows[0].dice_source == "manual");
  CHECK(dice_lines(rows[0]) == std::vector<std::string>{"attrition, Kolberg, 2D6: 3+5 = 8"});
}

TEST_CASE("manual dice: a command rolling twice is re-run with every face typed so far") {
  GameRegistry reg = two_roll_registry();
  auto c = Campaign::create(":memory:", reg, "t", "two-rolls", Json::object(), 3);
  CommandRunner runner;
  Json cmd = {{"type", "two.roll"}, {"args", Json::object()}};
  runner.issue(*c, cmd, DiceMode::Manual);
  REQUIRE(runner.pending());
  CHECK(runner.pending()->request.count == 2);

  runner.supply(*c, {6, 6});
  REQUIRE(runner.pending());
  CHECK(runner.pending()->request.label == "weather, D6");
  CHECK(runner.pending()->faces == std::vector<int>{6, 6});
  CHECK(c->journal().empty());

  runner.supply(*c, {2});
  CHECK_FALSE(runner.pending());
  REQUIRE(runner.report().applied);
  CHECK(runner.report().lines.back() == "total 14 [T 9]");
  CHECK(c->journal().at(0).dice.size() == 2);
}

TEST_CASE("refusals and errors land in the report; seeded mode never asks") {
  GameRegistry reg;
  auto c = Campaign::create(":memory:", reg, "t", "", Json::object(), 3);
  CommandRunner runner;
  runner.issue(*c, {{"type", "core.note"}, {"args", {{"text", ""}}}}, DiceMode::Manual);
  CHECK_FALSE(runner.report().applied);
  CHECK(runner.report().refusals == std::vector<std::string>{"a note needs some text"});

  runner.issue(*c, {{"type", "no.such"}}, DiceMode::Seeded);
  CHECK_FALSE(runner.report().applied);
  CHECK((!runner.report().refusals.empty() || !runner.report().error.empty()));

  runner.issue(*c, {{"type", "core.roll"}, {"args", {{"label", "x"}, {"dice", "3D6"}}}}, DiceMode::Seeded);
  CHECK_FALSE(runner.pending());
  CHECK(runner.report().applied);

  // A new command drops a pending one: the umpire moved on.
  runner.issue(*c, {{"type", "core.roll"}, {"args", {{"label", "x"}, {"dice", "D6"}}}}, DiceMode::Manual);
  REQUIRE(runner.pending());
  runner.issue(*c, {{"type", "core.note"}, {"args", {{"text", "hi"}}}}, DiceMode::Manual);
  CHECK_FALSE(runner.pending());
}

TEST_CASE("journal wording") {
  CHECK(args_summary({{"type", "core.roll"}, {"args", {{"label", "a"}, {"dice", "2D6"}}}}) == "dice: 2D6; label: a");
  CHECK(args_summary({{"type", "x"}}) == "");
  CHECK(args_summary({{"args", {{"text", std::string(200, 'n')}}}}, 10) == "text: nnnn...");
  CHECK(short_time("2025-03-01T14:05:09Z") == "2025-03-01 14:05");
  CHECK(short_time("yesterday") == "yesterday");
  JournalRow row;
  row.events = Json::array({{{"text", "Argozia rolls 4"}, {"rule", "SK 7.1.2"}}, {{"text", "note"}, {"rule", ""}}});
  CHECK(event_lines(row) == std::vector<std::string>{"Argozia rolls 4 [SK 7.1.2]", "note"});
  row.dice = Json::array({"garbage"});
  CHECK(dice_lines(row).at(0).find("unreadable") != std::string::npos);
}

TEST_CASE("the file browser lists folders first, then campaign files") {
  Scratch scratch("browse");
  const fs::path& dir = scratch.path;
  fs::create_directories(dir / "zeta");
  fs::create_directories(dir / ".hidden");
  std::ofstream(dir / "b.umpire") << "x";
  std::ofstream(dir / "a.umpire") << "x";
  std::ofstream(dir / "notes.txt") << "x";
  std::string error;
  auto entries = list_campaign_dir(dir.string(), error);
  CHECK(error.empty());
  CHECK(entries == std::vector<DirEntry>{{"zeta", true}, {"a.umpire", false}, {"b.umpire", false}});
  list_campaign_dir((dir / "missing").string(), error);
  CHECK_FALSE(error.empty());
  CHECK(with_campaign_extension("/x/spring") == "/x/spring.umpire");
  CHECK(with_campaign_extension("/x/spring.umpire") == "/x/spring.umpire");
}

TEST_CASE("screenshot helpers: flip and distinct colours") {
  Image img{1, 2, {1, 2, 3, 255, 9, 9, 9, 255}};
  CHECK(count_distinct_colours(img) == 2);
  flip_rows(img);
  CHECK(img.rgba == std::vector<unsigned char>{9, 9, 9, 255, 1, 2, 3, 255});
  Image blank{2, 1, {7, 7, 7, 255, 7, 7, 7, 255}};
  CHECK(count_distinct_colours(blank) == 1);
}
