// Files that are not (or no longer) campaigns: each gives a clear message that
// names the file, and none of them is ever modified by the attempt to open it.
#include <doctest/doctest.h>
#include <sqlite3.h>

#include <filesystem>
#include <string>

#include "session/campaign.h"
#include "store/campaign_file.h"
#include "store/sqlite.h"
#include "store_test_support.h"

using namespace umpire;
using namespace umpire::store_test;
namespace fs = std::filesystem;

namespace {

// The message of the UserError that opening `path` as a campaign raises, or ""
// when it opens.
std::string campaign_open_error(const std::string& path) {
  try {
    GameRegistry registry;
    Campaign::open(path, registry);
  } catch (const UserError& e) {
    return e.what();
  }
  return "";
}

std::string check_error(const std::string& path) {
  try {
    check_campaign_file(path);
  } catch (const UserError& e) {
    return e.what();
  }
  return "";
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Opening fails with a message naming the file and containing `phrase`, the
// same through every entry point.
void expect_refused(const std::string& path, const std::string& phrase) {
  CAPTURE(path);
  CAPTURE(phrase);
  std::string msg = campaign_open_error(path);
  CAPTURE(msg);
  CHECK(contains(msg, phrase));
  CHECK(contains(msg, path));
  CHECK(check_error(path) == msg);
  CHECK_THROWS_WITH_AS(CampaignFile::open(path), doctest::Contains(phrase.c_str()), UserError);
}

void create_campaign(const std::string& path, int notes) {
  GameRegistry registry;
  auto c = Campaign::create(path, registry, "good", "", Json::object(), 99);
  for (int i = 1; i <= notes; ++i) REQUIRE(c->apply(note_command(i)).ok);
}

// A plain SQLite database with a table, no application_id.
void create_plain_sqlite(const std::string& path) {
  sql::Db db(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
  db.exec("CREATE TABLE addresses(name TEXT, town TEXT); INSERT INTO addresses VALUES('Fritz', 'Potsdam');");
}

bool sidecars_absent(const std::string& path) {
  return !fs::exists(path + "-wal") && !fs::exists(path + "-shm") && !fs::exists(path + "-journal");
}

}  // namespace

TEST_CASE("a file that is not an SQLite database is refused and left alone") {
  TempDir dir;
  std::string path = dir.file("letter.umpire");
  std::string bytes = "Dear Sir, this is a letter about the campaign, not a campaign file.\n";
  for (int i = 0; i < 200; ++i) bytes += "More text that is certainly not a database page. ";
  write_bytes(path, bytes);
  expect_refused(path, "not an Umpire campaign");
  CHECK(read_bytes(path) == bytes);
  CHECK(sidecars_absent(path));

  SUBCASE("shorter than an SQLite header") {
    std::string tiny = dir.file("tiny.umpire");
    write_bytes(tiny, "SQLite");
    expect_refused(tiny, "not an Umpire campaign");
    CHECK(read_bytes(tiny) == "SQLite");
  }
}

TEST_CASE("an empty file is refused") {
  TempDir dir;
  std::string path = dir.file("empty.umpire");
  write_bytes(path, "");
  expect_refused(path, "empty");
  expect_refused(path, "not an Umpire campaign");
  CHECK(fs::file_size(path) == 0);
  CHECK(sidecars_absent(path));
}

TEST_CASE("an SQLite database that is not a campaign is refused and left alone") {
  TempDir dir;
  std::string path = dir.file("addresses.db");
  create_plain_sqlite(path);
  std::string before = read_bytes(path);
  expect_refused(path, "an SQLite database, but not an Umpire campaign");
  CHECK(read_bytes(path) == before);
  CHECK(sidecars_absent(path));
  // Still a good database for its owner.
  sql::Db db(path, SQLITE_OPEN_READONLY);
  CHECK(db.text_value("SELECT town FROM addresses") == "Potsdam");
}

TEST_CASE("a truncated campaign file is reported as damaged") {
  TempDir dir;
  std::string path = dir.file("truncated.umpire");
  create_campaign(path, 300);
  // Closing the last connection checkpoints the WAL into the main file and
  // removes it: everything is in the file we are about to cut.
  REQUIRE(sidecars_absent(path));
  {
    GameRegistry registry;
    auto c = Campaign::open(path, registry);  // open + close once more: a second checkpoint
    REQUIRE(c->file().active_count() == 300);
  }
  REQUIRE(sidecars_absent(path));
  auto size = fs::file_size(path);
  REQUIRE(size > 8 * 4096);
  fs::resize_file(path, size / 2);
  std::string before = read_bytes(path);

  std::string msg = campaign_open_error(path);
  MESSAGE("truncated campaign: " << msg);
  expect_refused(path, "the campaign file is damaged");
  CHECK(contains(msg, "restore it from a backup"));
  CHECK(read_bytes(path) == before);
  CHECK(sidecars_absent(path));
}

TEST_CASE("a campaign cut just after its header is reported as damaged") {
  TempDir dir;
  std::string path = dir.file("stub.umpire");
  create_campaign(path, 300);
  fs::resize_file(path, 100);  // the SQLite header survives, no page does
  std::string before = read_bytes(path);
  std::string msg = campaign_open_error(path);
  MESSAGE("campaign cut to 100 bytes: " << msg);
  CHECK(contains(msg, path));
  CHECK(contains(msg, "damaged"));
  CHECK(read_bytes(path) == before);
}

TEST_CASE("a campaign from a newer schema is refused and not changed") {
  TempDir dir;
  std::string path = dir.file("future.umpire");
  create_campaign(path, 5);
  {
    sql::Db db(path, SQLITE_OPEN_READWRITE);
    db.exec("PRAGMA user_version=" + std::to_string(kCampaignSchemaVersion + 1));
  }
  REQUIRE(sidecars_absent(path));
  std::string before = read_bytes(path);
  expect_refused(path, "newer Umpire");
  std::string msg = campaign_open_error(path);
  CHECK(contains(msg, "schema " + std::to_string(kCampaignSchemaVersion + 1)));
  CHECK(contains(msg, "the file was not changed"));
  CHECK(read_bytes(path) == before);
  CHECK(sidecars_absent(path));
  sql::Db db(path, SQLITE_OPEN_READONLY);
  CHECK(db.int_value("PRAGMA user_version") == kCampaignSchemaVersion + 1);
}

TEST_CASE("a missing file and a directory are refused") {
  TempDir dir;
  std::string missing = dir.file("nowhere.umpire");
  expect_refused(missing, "no such file");
  CHECK_FALSE(fs::exists(missing));  // opening never creates a campaign

  std::string folder = dir.file("folder.umpire");
  fs::create_directory(folder);
  expect_refused(folder, "not a file");
  CHECK(fs::is_empty(folder));
}

TEST_CASE("Campaign::create refuses to overwrite an existing file") {
  TempDir dir;
  GameRegistry registry;

  std::string campaign = dir.file("existing.umpire");
  create_campaign(campaign, 3);
  std::string campaign_bytes = read_bytes(campaign);
  CHECK_THROWS_WITH_AS(Campaign::create(campaign, registry, "again", "", Json::object(), 1),
                       doctest::Contains("already exists"), UserError);
  CHECK(read_bytes(campaign) == campaign_bytes);
  {
    auto c = Campaign::open(campaign, registry);
    CHECK(c->state().core.name == "good");
    CHECK(c->file().active_count() == 3);
  }

  std::string other = dir.file("notes.txt");
  write_bytes(other, "my notes");
  try {
    Campaign::create(other, registry, "again", "", Json::object(), 1);
    FAIL("create overwrote a file");
  } catch (const UserError& e) {
    CHECK(contains(e.what(), other));
    CHECK(contains(e.what(), "already exists"));
  }
  CHECK(read_bytes(other) == "my notes");
}

TEST_CASE("opening good and bad campaigns side by side never modifies the bad ones") {
  TempDir dir;
  std::string good = dir.file("good.umpire");
  create_campaign(good, 20);

  std::string text = dir.file("text.umpire");
  write_bytes(text, std::string(5000, 'x'));
  std::string empty = dir.file("empty.umpire");
  write_bytes(empty, "");
  std::string plain = dir.file("plain.db");
  create_plain_sqlite(plain);
  std::string future = dir.file("future.umpire");
  create_campaign(future, 2);
  {
    sql::Db db(future, SQLITE_OPEN_READWRITE);
    db.exec("PRAGMA user_version=" + std::to_string(kCampaignSchemaVersion + 1));
  }
  std::string cut = dir.file("cut.umpire");
  create_campaign(cut, 300);
  fs::resize_file(cut, fs::file_size(cut) / 2);

  const std::vector<std::string> bad{text, empty, plain, future, cut};
  std::vector<std::string> before;
  for (const auto& p : bad) before.push_back(read_bytes(p));

  GameRegistry registry;
  auto open_good = Campaign::open(good, registry);  // a campaign held open meanwhile
  for (int round = 0; round < 3; ++round) {
    for (const auto& p : bad) {
      CAPTURE(p);
      CHECK_FALSE(campaign_open_error(p).empty());
      // A fresh good campaign opened and used between the attempts.
      auto again = Campaign::open(good, registry);
      REQUIRE(again->apply(note_command(100 + round)).ok);
    }
  }
  for (std::size_t i = 0; i < bad.size(); ++i) {
    CAPTURE(bad[i]);
    CHECK(read_bytes(bad[i]) == before[i]);
    CHECK(sidecars_absent(bad[i]));
  }
  open_good.reset();
  auto reopened = Campaign::open(good, registry);
  CHECK(reopened->file().active_count() == 20 + 3 * static_cast<std::int64_t>(bad.size()));
}

TEST_CASE("campaigns truncated at various points are all reported as damaged") {
  TempDir dir;
  std::string original = dir.file("original.umpire");
  create_campaign(original, 300);
  const auto size = fs::file_size(original);
  const std::string bytes = read_bytes(original);
  for (std::uintmax_t keep : {size / 8, size / 4, size / 3, size / 2, size * 3 / 4, size - 4096, size - 1000}) {
    CAPTURE(keep);
    std::string path = dir.file("cut-" + std::to_string(keep) + ".umpire");
    write_bytes(path, bytes.substr(0, keep));
    std::string msg = campaign_open_error(path);
    MESSAGE(keep << "/" << size << ": " << msg);
    CHECK(contains(msg, path));
    CHECK(contains(msg, "damaged"));
    CHECK(read_bytes(path) == bytes.substr(0, keep));
  }
}
