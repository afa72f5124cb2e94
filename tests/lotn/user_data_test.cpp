// The umpire's own data: saved in his data folder, read back, and read over the program's data.
#include <doctest/doctest.h>

#include <filesystem>

#include "core/json_read.h"
#include "lotn/data_lookup.h"
#include "lotn/engine.h"
#include "lotn/user_data.h"
#include "support/data_home.h"

namespace umpire::lotn {

TEST_CASE("lotn user data: nothing saved reads as no entries; a saved entry is read back and over the program's data") {
  test::DataHome home{"lotn_user"};
  CHECK(user_entries_path() == home.dir / "umpire" / "lotn" / "entries.json");
  UserData none = load_user_data();
  CHECK(none.empty());
  CHECK_FALSE(std::filesystem::exists(user_data_dir()));  // asking creates nothing

  nlohmann::json entries = empty_entries();
  entries["counters"].push_back({{"counter", "gula_b"}, {"field", "tq"}, {"value", 8}, {"source", "user: printed counter"}});
  entries["cells"].push_back(
      {{"grid", "shock_crt"}, {"row", "5"}, {"column", "4"}, {"value", "2(2)"}, {"source", "user: printed copy"}});
  save_user_entries(entries);
  UserData back = load_user_data();
  CHECK_FALSE(back.empty());
  CHECK(back.entries == entries);
  CHECK_FALSE(std::filesystem::exists(user_entries_path().string() + ".saving"));

  DataSet data = data_with(back);
  Tables strict(data, Mode::Strict, nullptr);
  Looked cell = strict.cell("shock_crt", "5", "4");
  REQUIRE(cell.ok());
  CHECK(cell.cell->provenance == Provenance::User);
}

}  // namespace umpire::lotn

namespace umpire::lotn {

TEST_CASE("lotn stand-alone battles offered by the New dialog: both scenarios in each play, the umpire's data copied in") {
  test::DataHome home{"lotn_user"};
  auto engine = module();
  auto plain = engine->new_battle_choices();
  REQUIRE(plain.size() == 6);
  CHECK(plain.front().name == "Breitenfeld, 1631, trial play");
  CHECK(plain.front().options["variants"]["data.mode"] == 2);
  CHECK_FALSE(plain.front().options.contains("entries"));  // nothing saved: the program's data
  // The first choice (the default) starts a battle.
  auto state = engine->new_game(JsonCursor(plain.front().options, "options"), 1);
  REQUIRE(state);
  CHECK_FALSE(engine->over(*state));

  nlohmann::json entries = empty_entries();
  entries["counters"].push_back({{"counter", "gula_b"}, {"field", "tq"}, {"value", 8}, {"source", "user: printed counter"}});
  save_user_entries(entries);
  auto with_mine = engine->new_battle_choices();
  REQUIRE(with_mine.size() == 6);
  for (const auto& c : with_mine) {
    CAPTURE(c.name);
    REQUIRE(c.options.contains("entries"));
    CHECK(c.options["entries"] == entries);  // copied into the battle: it keeps them whatever the file holds later
  }
}

}  // namespace umpire::lotn
