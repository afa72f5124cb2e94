// Lion of the North on game night, as one story: the umpire types a few values
// the rules text lost (a row of the Shock CRT, three Swedish counters' TQ) and
// paints a corner of the Breitenfeld map over a picture of his printed copy;
// two players then fight three turns of Breitenfeld hot-seat in trial play on
// the schematic map with his data in it, every ruling of the log citing its
// rule and the hand-over screen hiding each side's decision from the other;
// last, a Soldier King battle sent to the engine is set to provisional play
// from the Battle window, watched by the doctrine to its end in that window,
// and its result recorded in the campaign. The windows are drawn headless and
// the buttons' actions are the named functions of ui/battles/battle_actions.h.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "games.h"
#include "lotn/battle_report.h"
#include "lotn/battle_state.h"
#include "lotn/data_lookup.h"
#include "lotn/user_data.h"
#include "sessions/battle_papers.h"
#include "soldier_king/state.h"
#include "support/argoziadorf.h"
#include "support/data_home.h"
#include "support/imgui_frames.h"
#include "sessions/battle_session.h"
#include "ui/battles/battle_actions.h"
#include "ui/command_runner.h"
#include "ui/games_ui.h"
#include "ui/lotn/data_editors_logic.h"
#include "ui/lotn/hex_painter_logic.h"
#include "ui/map_editor/image_file.h"

using namespace umpire;
using namespace umpire::battlesui;

namespace {

struct NightFrames : test_support::HeadlessFrames {
  NightFrames() : HeadlessFrames("game night test") {}
};

bool night_has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A picture of the printed map: a small TGA (what a scanner may give), grey with a darker band.
std::string night_picture(const std::filesystem::path& dir) {
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "breitenfeld_scan.tga").string();
  const int w = 64, h = 40;
  std::ofstream f(path, std::ios::binary);
  const unsigned char header[18] = {0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, w, 0, h, 0, 24, 0x20};
  f.write(reinterpret_cast<const char*>(header), sizeof header);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const char grey = static_cast<char>(y > 15 && y < 20 ? 90 : 200);
      const char px[3] = {grey, grey, grey};
      f.write(px, 3);
    }
  return path;
}

const lotn::Battle& night_battle(const Campaign& c) {
  const auto* st = dynamic_cast<const lotn::Battle*>(c.state().game.get());
  REQUIRE(st);
  return *st;
}

lotn::Hex night_hex(const lotn::MapData& map, const std::string& id) {
  auto h = map.grid().parse(id);
  REQUIRE_MESSAGE(h.has_value(), "no hex " << id);
  return *h;
}

// The words of a decision's options: none may be drawn behind the hand-over screen.
std::vector<std::string> night_option_words(const DecisionRequest& r) {
  std::vector<std::string> out;
  for (const auto& o : r.options) out.push_back(o.text.empty() ? o.id : o.text);
  return out;
}

}  // namespace

TEST_CASE("LotN game night: typed values and a painted corner of the map, three turns hot-seat with every ruling "
          "explained, and a campaign battle watched to its end in the Battle window") {
  test::DataHome home{"lotn_game_night"};
  GameRegistry registry;
  register_shipped_games(registry);
  WindowRegistry windows;
  register_shipped_game_windows(windows);
  const GameWindow* field = windows.find("lotn", "field");
  const GameWindow* log_window = windows.find("lotn", "battle_log");
  REQUIRE(field);
  REQUIRE(log_window);
  NightFrames ui;

  // ---- The umpire types a row of the Shock CRT and three Swedish counters' TQ from his printed copy.
  std::vector<std::pair<std::string, std::string>> typed_ratings;  // (counter, value)
  std::vector<std::string> typed_columns;
  {
    lotnui::DataEditSession s = lotnui::DataEditSession::load();
    const lotn::Grid* crt = s.data().grid("shock_crt");
    REQUIRE(crt);
    const auto row = std::find(crt->rows.begin(), crt->rows.end(), "5");
    REQUIRE(row != crt->rows.end());
    const std::size_t r = static_cast<std::size_t>(row - crt->rows.begin());
    for (std::size_t col = 0; col < crt->columns.size(); ++col) {
      lotnui::EditCell cell = lotnui::chart_cell(*crt, r, col);
      if (cell.locked) continue;
      CHECK(s.type_cell("shock_crt", "5", crt->columns[col], "2(1)") == "");
      typed_columns.push_back(crt->columns[col]);
    }
    CHECK(typed_columns.size() >= 3u);  // the row is lost but for its locked cells
    CHECK_FALSE(s.type_cell("shock_crt", "5", typed_columns.front(), "two").empty());  // the CRT's reader refuses it
    for (const auto& row_of : lotnui::counter_sheet(s.data(), "breitenfeld", "swedish")) {
      if (typed_ratings.size() == 3) break;
      const auto f = std::find(row_of.fields.begin(), row_of.fields.end(), "tq");
      if (row_of.kind == "leader" || f == row_of.fields.end()) continue;
      const auto& cell = row_of.values[static_cast<std::size_t>(f - row_of.fields.begin())];
      if (cell.locked || cell.state == lotnui::CellState::User) continue;
      const std::string value = std::to_string(6 + static_cast<int>(typed_ratings.size()) % 2);
      REQUIRE(s.type_rating(row_of.counter, "tq", value) == "");
      typed_ratings.push_back({row_of.counter, value});
    }
    REQUIRE(typed_ratings.size() == 3u);
    CHECK(s.save().empty());
  }

  // ---- He paints a corner of the map over the picture of his copy: woods, a rise and a stream.
  const lotn::Hex wood1 = [] {
    lotnui::HexPainterDoc d = lotnui::HexPainterDoc::open("breitenfeld");
    return night_hex(d.map(), "W1505");
  }();
  {
    lotnui::HexPainterDoc doc = lotnui::HexPainterDoc::open("breitenfeld");
    mapedit::RgbaImage scan;
    const std::string picture = night_picture(home.dir / "scans");
    REQUIRE_FALSE(mapedit::load_image_rgba(picture, scan).has_value());
    CHECK(scan.width == 64);
    doc.picture = lotnui::picture_fitted(doc.map().grid(), doc.picture, scan.width, scan.height);
    doc.picture.file = picture;
    doc.picture_dirty = true;
    const auto before = lotnui::painter_problems(lotn::data_with(lotn::load_user_data()), doc);
    doc.begin_stroke();  // one drag over three hexes
    for (const char* id : {"W1505", "W1506", "W1605"}) CHECK(doc.paint_terrain(night_hex(doc.map(), id), lotn::Terrain::Woods));
    doc.end_stroke();
    CHECK(doc.change_elevation(night_hex(doc.map(), "W1606"), +1));
    CHECK(doc.toggle_feature(night_hex(doc.map(), "W1506"), 1, lotn::SideFeature::Stream, "Lober"));
    CHECK(lotnui::painter_problems(lotn::data_with(lotn::load_user_data()), doc) == before);
    doc.save();
  }
  lotn::UserData user = lotn::load_user_data();
  REQUIRE(user.maps.count("breitenfeld"));
  REQUIRE(lotnui::load_picture_settings("breitenfeld"));
  CHECK(lotnui::load_picture_settings("breitenfeld")->file.find("breitenfeld_scan.tga") != std::string::npos);

  // ---- Two players fight Breitenfeld hot-seat in trial play, with his data.
  const battles::BattleModule* engine = battles::find_engine(registry, "lotn");
  REQUIRE(engine);
  Json options;
  for (const auto& choice : engine->new_battle_choices())
    if (night_has(choice.name, "Breitenfeld") && night_has(choice.name, "trial")) options = choice.options;
  REQUIRE(options.is_object());
  const std::string path = "/tmp/umpire_game_night_" + std::to_string(::getpid()) + ".umpire";
  std::filesystem::remove(path);
  {
    auto campaign = Campaign::create(path, registry, "Breitenfeld", "lotn", options, 1631);
    const lotn::Battle& at_start = night_battle(*campaign);
    // His values are the battle's, as his.
    lotn::Tables tables(*at_start.s->data, lotn::Mode::Provisional, nullptr);
    for (const auto& [counter, value] : typed_ratings) {
      lotn::Looked tq = tables.rating(counter, "tq");
      REQUIRE(tq.ok());
      CHECK(tq.cell->provenance == lotn::Provenance::User);
      CHECK(tq.cell->value == value);
    }
    lotn::Looked crt = tables.cell("shock_crt", "5", typed_columns.front());
    REQUIRE(crt.ok());
    CHECK(crt.cell->provenance == lotn::Provenance::User);
    CHECK(at_start.s->map->facts(wood1).terrain == lotn::Terrain::Woods);
    CHECK(at_start.s->map->placeholder);  // the rest of it is still the schematic map

    // The battle says what strict play would still need, with the data it holds.
    const GameWindow* battle_data = windows.find("lotn", "battle_data");
    REQUIRE(battle_data);
    GuiContext data_ctx{*campaign, [](const Json&) {}, nullptr, nullptr, false, &registry};
    const std::string needs = ui.frame(data_ctx, battle_data->draw);
    CHECK(night_has(needs, "What strict play still needs ("));
    CHECK(night_has(needs, "Use my saved entries and maps in this battle"));

    GuiContext ctx{*campaign, [](const Json&) {}, nullptr, nullptr, false, &registry};
    OpenBattle* b = own_battle(ctx);
    REQUIRE(b);
    CHECK(b->hand_over);
    int handovers = 0, answered = 0, own_choices = 0;
    for (int step = 0; step < 20000; ++step) {
      const lotn::Battle& st = night_battle(*campaign);
      if (st.turn > 3 || engine->over(st)) break;
      std::string screen = ui.frame(ctx, draw_battle_window);
      if (!b->waiting) {
        fight_move(*b);  // a move that asks nothing
        continue;
      }
      if (handing_over(*b)) {
        ++handovers;
        CHECK(night_has(screen, "Hand the screen to the " + b->waiting->side_name + " player"));
        for (const auto& words : night_option_words(*b->waiting)) CHECK_FALSE(night_has(screen, words));
        GuiContext behind{*campaign, [](const Json&) {}, nullptr, nullptr, false, &registry};
        attach_own_battle(behind);
        CHECK(behind.decision == nullptr);  // nor does the map get it
        ui.frame(behind, field->draw);
        take_screen(*b);
        continue;
      }
      // The side at the screen sees its options on the map and answers; now and then not as the doctrine would.
      GuiContext at_screen{*campaign, [](const Json&) {}, nullptr, nullptr, false, &registry};
      attach_own_battle(at_screen);
      REQUIRE(at_screen.decision);
      ui.frame(at_screen, field->draw);
      std::string pick = b->waiting->advice;
      if (++answered % 7 == 0)
        for (const auto& o : b->waiting->options)
          if (o.id != pick) {
            pick = o.id;
            ++own_choices;
            break;
          }
      at_screen.answer(pick);
      CHECK_FALSE(b->message_is_error);
    }
    const lotn::Battle& st = night_battle(*campaign);
    CHECK(st.turn == 4);  // three whole turns fought
    CHECK(handovers >= 3);
    CHECK(own_choices > 0);
    MESSAGE("three turns hot-seat: " << answered << " decisions, " << handovers << " hand-overs, "
                                     << campaign->journal().size() << " moves");

    // Every ruling explained: each die rolled and each chart read cites its rule, and the players' answers are theirs.
    auto moves = battles::journal_moves(*campaign);
    int rulings = 0, by_players = 0;
    for (const auto& m : moves)
      for (const auto& d : m.decisions) by_players += d.by == "player";
    CHECK(by_players == answered);
    for (const auto& e : lotn::battle_log(st, moves)) {
      if (!e.has(lotn::LogKind::Dice) && !e.has(lotn::LogKind::Lookup)) continue;
      ++rulings;
      CHECK_MESSAGE(night_has(e.rule, "LotN"), "a ruling without its rule: " << e.text);
    }
    CHECK(rulings > 20);
    GuiContext reading{*campaign, [](const Json&) {}, nullptr, nullptr, false, &registry};
    attach_own_battle(reading);
    CHECK(night_has(ui.frame(reading, log_window->draw), "LotN"));
  }
  std::filesystem::remove(path);

  // ---- A Soldier King battle sent to the engine, set to provisional play, watched to its end.
  const std::string sk_path = "/tmp/umpire_game_night_sk_" + std::to_string(::getpid()) + ".umpire";
  {
    auto c = test::argoziadorf_at_combat(registry, sk_path);
    CommandReport report;
    GuiContext ctx{*c, nullptr, &report, [](const std::string&) {}, false, &registry};
    ctx.issue = [&](const Json& command) {
      ApplyResult r = c->apply(command);
      report = CommandReport{};
      report.type = command.value("type", "");
      report.applied = r.ok;
      for (const auto& x : r.reasons) report.refusals.push_back(x.describe());
    };
    BattleLink link = battles::battle_link(*c, "b350");
    Json send = send_battle(ctx, link, "lotn");
    REQUIRE_FALSE(send.is_null());
    ctx.issue(send);
    REQUIRE(report.applied);
    OpenBattle* b = open_battle(ctx, battles::battle_link(*c, "b350"), true);
    REQUIRE(b);
    std::string first = ui.frame(ctx, draw_battle_window);
    CHECK(night_has(first, "The battle's rules and play"));
    // Watched in strict play, it stops at the first value the text lost, naming the setting.
    b->watching = true;
    for (int i = 0; i < 200 && b->watching; ++i) watch_move(*b);
    CHECK_FALSE(b->watching);
    CHECK(b->message_is_error);
    CHECK(night_has(b->message, "setting data.mode"));
    // The setting, as the section's Set button issues it.
    play(*b, Json{{"type", "core.set_setting"}, {"args", {{"key", "data.mode"}, {"value", 1}}}});
    CHECK_FALSE(b->message_is_error);
    const auto& lotn_engine = dynamic_cast<const battles::BattleModule&>(*b->session->module());
    b->watching = true;
    int watched = 0;
    for (; watched < 3000 && b->watching; ++watched) {
      watch_move(*b);
      if (watched % 25 == 0) ui.frame(ctx, draw_battle_window);  // the Field drawn in the window as it goes
    }
    REQUIRE(lotn_engine.over(*b->session->state().game));
    std::string over = ui.frame(ctx, draw_battle_window);
    CHECK(night_has(over, "Confirm and record in the campaign"));
    CHECK(night_has(over, "The battle is over after "));
    CHECK((night_has(over, " turns: ") || night_has(over, " turn: ")));
    CHECK(night_has(over, "Provisional: "));
    CHECK(night_has(over, "times a value the rules text lost was read from a reconstruction"));
    confirm_result(ctx, *b, battles::battle_link(*c, "b350"));
    REQUIRE_MESSAGE(report.applied, (report.refusals.empty() ? "" : report.refusals.front()));
    CHECK(battles::battle_link(*c, "b350").status == "recorded");
    MESSAGE("the campaign battle: " << watched << " moves watched");
  }
  std::filesystem::remove(sk_path);
}
