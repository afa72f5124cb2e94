// Schema 3: the decisions a command consumed are journaled beside its dice, and
// a file of schema 2 (tests/fixtures/schema2, written by the previous version)
// opens, migrates and replays to the state it had; read only, it is read as it
// stands and left unchanged.
#include <doctest/doctest.h>
#include <sqlite3.h>

#include <filesystem>
#include <string>

#include "session/campaign.h"
#include "session/engine.h"
#include "soldier_king/module.h"
#include "store/campaign_file.h"
#include "store/sqlite.h"
#include "store_test_support.h"

using namespace umpire;
using namespace umpire::store_test;

namespace {

GameRegistry sk_registry() {
  GameRegistry r;
  r.add(sk::module());
  return r;
}

std::string fixture(const std::string& schema, const std::string& name) {
  return std::string(UMPIRE_SOURCE_DIR) + "/tests/fixtures/" + schema + "/" + name;
}

std::int64_t user_version(const std::string& path) {
  sql::Db db(path, SQLITE_OPEN_READONLY);
  return db.int_value("PRAGMA user_version");
}

Json decision(const std::string& label, const std::string& chosen) {
  return Json{{"label", label}, {"options", Json::array({"left", "right"})}, {"chosen", chosen}};
}

}  // namespace

TEST_CASE("a campaign written with schema 2 opens for writing, migrates to 3 and replays to the state it had") {
  TempDir dir;
  auto reg = sk_registry();
  std::string path = dir.file("old.umpire");
  std::filesystem::copy_file(fixture("schema2", "sk-1740.umpire"), path);
  REQUIRE(user_version(path) == 2);
  Json expected = load_json_file(fixture("schema2", "sk-1740.state.json"));

  auto c = Campaign::open(path, reg, Access{OpenMode::Write, "test"});
  CHECK(user_version(path) == 3);
  CHECK(c->file().schema() == 3);
  CHECK_FALSE(c->replay_problem().has_value());
  CHECK(state_to_json(c->state()) == expected);
  auto rows = c->journal();
  REQUIRE(rows.size() == 9);
  for (const auto& r : rows) {
    CAPTURE(r.seq);
    CHECK(r.decisions == Json::array());
    CHECK(r.damage.empty());
  }
  CHECK(rows[3].status == EntryStatus::Discarded);
  CHECK(rows[6].dice_source == "manual");
  CHECK(rows[8].status == EntryStatus::Undone);
  CHECK(c->file().battles().empty());
  // It goes on as a campaign of this version: redo, undo, a new command, reopen.
  REQUIRE(c->can_redo());
  REQUIRE(c->redo().has_value());
  CHECK(c->state().core.notes.size() == 3);
  REQUIRE(c->undo().has_value());
  CHECK(state_to_json(c->state()) == expected);
  REQUIRE(c->apply(note_command(1)).ok);
  Json now = state_to_json(c->state());
  c.reset();
  CHECK(state_to_json(Campaign::open(path, reg)->state()) == now);
}

TEST_CASE("a campaign of schema 2 opened for reading is read as it stands and not migrated") {
  TempDir dir;
  auto reg = sk_registry();
  std::string path = dir.file("old.umpire");
  std::filesystem::copy_file(fixture("schema2", "sk-1740.umpire"), path);
  {
    auto c = Campaign::open(path, reg, Access{OpenMode::Read, "umpire state"});
    CHECK(c->file().schema() == 2);
    CHECK(state_to_json(c->state()) == load_json_file(fixture("schema2", "sk-1740.state.json")));
    auto rows = c->journal();
    REQUIRE(rows.size() == 9);
    for (const auto& r : rows) CHECK(r.decisions == Json::array());
    CHECK(c->file().battles().empty());
    CHECK_FALSE(c->file().find_battle("b1").has_value());
    CHECK_THROWS_WITH_AS(c->file().battle("b1"), doctest::Contains("no battle b1"), UserError);
    CHECK_THROWS_WITH_AS(c->apply(note_command(1)), doctest::Contains("reading only"), UserError);
  }
  CHECK(user_version(path) == 2);
  CHECK(read_bytes(path) == read_bytes(fixture("schema2", "sk-1740.umpire")));
}

TEST_CASE("the schema-1 campaign still opens for reading and for writing") {
  TempDir dir;
  auto reg = sk_registry();
  std::string path = dir.file("older.umpire");
  std::filesystem::copy_file(fixture("schema1", "sk-1740.umpire"), path);
  Json expected = load_json_file(fixture("schema1", "sk-1740.state.json"));
  {
    auto reader = Campaign::open(path, reg, Access{OpenMode::Read, "umpire state"});
    CHECK(reader->file().schema() == 1);
    CHECK(reader->file().generation().value == 0);
    CHECK(state_to_json(reader->state()) == expected);
    for (const auto& r : reader->journal()) CHECK(r.decisions == Json::array());
  }
  CHECK(user_version(path) == 1);
  auto c = Campaign::open(path, reg, Access{OpenMode::Write, "test"});
  CHECK(user_version(path) == kCampaignSchemaVersion);
  CHECK(state_to_json(c->state()) == expected);
  for (const auto& r : c->journal()) CHECK(r.decisions == Json::array());
}

TEST_CASE("decisions round-trip through append and journal") {
  auto file = CampaignFile::create(":memory:", Json{{"name", "d"}}, Json::object());
  JournalRow row;
  row.command = note_command(1);
  row.decisions = Json::array({decision("which unit fires", "left"), decision("charge?", "right")});
  row.dice = Json::array({Json{{"label", "volley"}, {"sides", 6}, {"faces", Json::array({3})}}});
  std::int64_t seq = file.append(row);
  JournalRow plain;
  plain.command = note_command(2);
  file.append(plain);
  auto rows = file.journal();
  REQUIRE(rows.size() == 2);
  CHECK(rows[0].seq == seq);
  CHECK(rows[0].decisions == row.decisions);
  CHECK(rows[0].dice == row.dice);
  CHECK(rows[0].damage.empty());
  CHECK(rows[1].decisions == Json::array());
  CHECK(file.last_active()->decisions == Json::array());
  CHECK(file.active_after(0).front().decisions == row.decisions);
}

TEST_CASE("damaged decisions JSON is reported as damage, like damaged dice") {
  TempDir dir;
  std::string path = dir.file("d.umpire");
  {
    auto file = CampaignFile::create(path, Json::object(), Json::object());
    for (int i = 1; i <= 3; ++i) {
      JournalRow row;
      row.command = note_command(i);
      row.decisions = Json::array({decision("d" + std::to_string(i), "left")});
      file.append(row);
    }
  }
  {
    sql::Db db(path, SQLITE_OPEN_READWRITE);
    db.exec("UPDATE journal SET decisions = '[{\"label\": ' WHERE seq = 2");
    db.exec("UPDATE journal SET decisions = '{\"label\": \"x\"}' WHERE seq = 3");
  }
  auto file = CampaignFile::open(path);
  auto rows = file.journal();
  REQUIRE(rows.size() == 3);
  CHECK(rows[0].damage.empty());
  CHECK(rows[1].damage.find("journal entry 2) decisions") != std::string::npos);
  CHECK(rows[1].damage.find("not valid JSON") != std::string::npos);
  CHECK(rows[1].decisions == Json::array());
  CHECK(rows[1].command == note_command(2));  // the rest of the row is still read
  CHECK(rows[2].damage.find("the recorded decisions are not a JSON array") != std::string::npos);
  CHECK(rows[2].decisions == Json::array());
}
