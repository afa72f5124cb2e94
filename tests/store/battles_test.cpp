// Battles are child campaigns in the campaign's own file: each has its own
// journal (seq from 1), snapshots, undo and generation, and sees none of the
// campaign's rows nor another battle's.
#include <doctest/doctest.h>
#include <signal.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <optional>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "store/campaign_file.h"
#include "store/sqlite.h"
#include "store_test_support.h"

using namespace umpire;
using namespace umpire::store_test;

namespace {

JournalRow row_of(const Json& command) {
  JournalRow row;
  row.command = command;
  return row;
}

Json move(std::int64_t n) { return Json{{"type", "ref.move"}, {"args", {{"n", n}}}}; }

// Take a child by value too: `commands(file.battle("b1"))`.
template <class File>
std::vector<Json> commands(File&& f) {
  std::vector<Json> out;
  for (const auto& r : f.journal()) out.push_back(r.command);
  return out;
}

template <class File>
std::vector<std::int64_t> seqs(File&& f) {
  std::vector<std::int64_t> out;
  for (const auto& r : f.journal()) out.push_back(r.seq);
  return out;
}

// Runs in the forked child: never returns, never touches doctest. Appends moves
// to battle b1, a snapshot every fifth, and reports each once append() returned.
[[noreturn]] void child_moves(const std::string& path, int report_fd) {
  try {
    auto file = CampaignFile::open(path, Access{OpenMode::Shared, "child"});
    auto b = file.battle("b1");
    std::int64_t n = b.active_count();
    for (;;) {
      ++n;
      b.append(row_of(move(n)), n % 5 == 0 ? std::optional<Json>(Json{{"n", n}}) : std::nullopt);
      if (write(report_fd, &n, sizeof n) != static_cast<ssize_t>(sizeof n)) _exit(4);
    }
  } catch (...) {
    _exit(2);
  }
}

// Forks child_moves, kills it after `delay`, returns the last move it reported (0: none).
std::int64_t append_until_killed(const std::string& path, std::chrono::microseconds delay) {
  int fds[2];
  REQUIRE(pipe(fds) == 0);
  pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    close(fds[0]);
    child_moves(path, fds[1]);
  }
  close(fds[1]);
  std::this_thread::sleep_for(delay);
  kill(pid, SIGKILL);
  int status = 0;
  waitpid(pid, &status, 0);
  std::int64_t last = 0, n = 0;
  while (read(fds[0], &n, sizeof n) == static_cast<ssize_t>(sizeof n)) last = n;
  close(fds[0]);
  CHECK_MESSAGE((WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL), "the child stopped before it was killed");
  return last;
}

const Json kSetup = Json{{"sides", Json::array({"red", "blue"})}};

}  // namespace

TEST_CASE("a battle is created with its initial state and listed with its engine and metadata") {
  TempDir dir;
  std::string path = dir.file("c.umpire");
  auto file = CampaignFile::create(path, Json{{"name", "c"}}, Json{{"campaign", true}});
  CHECK(file.battles().empty());
  CHECK_FALSE(file.find_battle("b1").has_value());
  auto b = file.create_battle("b1", "ref", Json{{"box", "vellhaven"}}, kSetup);
  CHECK(b.is_battle());
  CHECK(b.battle_id() == "b1");
  CHECK_FALSE(file.is_battle());
  CHECK(b.path() == file.path());
  CHECK(b.latest_snapshot(1000).seq == 0);
  CHECK(b.latest_snapshot(1000).state == kSetup);
  CHECK(b.journal().empty());
  CHECK(b.metadata() == Json{{"box", "vellhaven"}});
  b.set_metadata("winner", "red");
  CHECK(b.metadata() == Json{{"box", "vellhaven"}, {"winner", "red"}});
  CHECK(file.metadata().at("name") == "c");
  CHECK_FALSE(file.metadata().contains("winner"));
  CHECK(file.latest_snapshot(1000).state == Json{{"campaign", true}});

  auto found = file.find_battle("b1");
  REQUIRE(found.has_value());
  CHECK(found->engine == "ref");
  CHECK(found->meta.at("winner") == "red");
  CHECK_FALSE(found->created_at.empty());
  file.create_battle("a0", "tabletop", Json::object(), Json::object());
  auto all = file.battles();
  REQUIRE(all.size() == 2);
  CHECK(all[0].id == "b1");  // in the order they were created
  CHECK(all[1].id == "a0");
  CHECK(all[1].engine == "tabletop");

  // Reopened, the battle is where it stood.
  b.append(row_of(move(1)));
  auto reopened = CampaignFile::open(path, Access{OpenMode::Write, "test"});
  CHECK(commands((reopened.battle("b1"))) == std::vector<Json>{move(1)});
}

TEST_CASE("creating a battle refuses an id already in the file, and a missing battle is named") {
  auto file = CampaignFile::create(":memory:", Json::object(), Json::object());
  auto b = file.create_battle("b1", "ref", Json::object(), kSetup);
  b.append(row_of(move(1)));
  CHECK_THROWS_WITH_AS(file.create_battle("b1", "other", Json::object(), Json::object()),
                       doctest::Contains("already has a battle b1"), UserError);
  CHECK(file.battles().size() == 1);
  CHECK(file.find_battle("b1")->engine == "ref");
  CHECK(file.battle("b1").latest_snapshot(100).state == kSetup);
  CHECK(commands(b) == std::vector<Json>{move(1)});
  CHECK_THROWS_WITH_AS(file.battle("b2"), doctest::Contains("no battle b2"), UserError);
  CHECK_THROWS_WITH_AS(file.retire_battle("b2"), doctest::Contains("no battle b2"), UserError);
  CHECK_THROWS_AS(file.create_battle("", "ref", Json::object(), Json::object()), UserError);
}

TEST_CASE("a battle's journal counts from 1, undoes and redoes on its own, and keeps its own snapshots") {
  auto file = CampaignFile::create(":memory:", Json::object(), Json{{"s", 0}});
  for (int i = 1; i <= 3; ++i) file.append(row_of(note_command(i)));
  auto b = file.create_battle("b1", "ref", Json::object(), Json{{"turn", 0}});
  CHECK(b.append(row_of(move(1))) == 1);
  CHECK(b.append(row_of(move(2)), Json{{"turn", 2}}) == 2);
  CHECK(b.append(row_of(move(3))) == 3);
  CHECK(seqs(b) == std::vector<std::int64_t>{1, 2, 3});
  CHECK(b.active_count() == 3);
  CHECK(b.latest_snapshot(10).seq == 2);
  CHECK(b.latest_snapshot(10).state == Json{{"turn", 2}});
  CHECK(b.latest_snapshot(1).seq == 0);
  CHECK(file.latest_snapshot(10).seq == 0);  // the campaign's snapshots are its own
  CHECK(file.latest_snapshot(10).state == Json{{"s", 0}});

  b.mark_undone(3);
  b.mark_undone(2);
  CHECK(b.last_active()->seq == 1);
  CHECK(b.first_undone()->seq == 2);
  CHECK(b.active_count() == 1);
  CHECK(b.latest_snapshot(10).seq == 0);  // dropped with the entry it followed
  CHECK(b.active_after(0).size() == 1);
  b.mark_active(2);
  CHECK(b.last_active()->seq == 2);
  CHECK(b.first_undone()->seq == 3);
  // A new move ends the battle's redo branch, and only the battle's.
  file.append(row_of(note_command(4)));
  file.mark_undone(4);
  CHECK(b.append(row_of(move(4))) == 4);
  auto rows = b.journal();
  REQUIRE(rows.size() == 4);
  CHECK(rows[2].status == EntryStatus::Discarded);
  CHECK(rows[3].status == EntryStatus::Active);
  CHECK(file.first_undone()->seq == 4);  // the campaign's undone entry is untouched
  CHECK(file.active_count() == 3);
  CHECK(seqs(file) == std::vector<std::int64_t>{1, 2, 3, 4});
  // And the campaign's new command does not discard the battle's undone move.
  b.mark_undone(4);
  file.append(row_of(note_command(5)));
  CHECK(b.first_undone()->seq == 4);
}

TEST_CASE("two battles do not see each other's rows") {
  auto file = CampaignFile::create(":memory:", Json::object(), Json::object());
  auto a = file.create_battle("a", "ref", Json::object(), Json{{"who", "a"}});
  auto b = file.create_battle("b", "ref", Json::object(), Json{{"who", "b"}});
  a.append(row_of(move(1)));
  a.append(row_of(move(2)), Json{{"who", "a2"}});
  b.append(row_of(move(10)));
  CHECK(commands(a) == std::vector<Json>{move(1), move(2)});
  CHECK(commands(b) == std::vector<Json>{move(10)});
  CHECK(b.append(row_of(move(11))) == 2);
  CHECK(b.latest_snapshot(5).state == Json{{"who", "b"}});
  CHECK(a.latest_snapshot(5).state == Json{{"who", "a2"}});
  a.mark_undone(2);
  CHECK(b.last_active()->seq == 2);
  CHECK(b.first_undone() == std::nullopt);
  CHECK(a.first_undone()->seq == 2);
  CHECK(file.journal().empty());
  CHECK(file.active_count() == 0);
}

TEST_CASE("a battle's generation is its own: moves do not look like outside changes to the campaign") {
  auto file = CampaignFile::create(":memory:", Json::object(), Json::object(), Access{OpenMode::Shared, "umpire gui"});
  auto b = file.create_battle("b1", "ref", Json::object(), Json::object());
  Generation campaign0 = file.generation();
  Generation battle0 = b.generation();
  CHECK(battle0.value == 0);
  b.append(row_of(move(1)));
  b.mark_undone(1);
  b.mark_active(1);
  CHECK(file.generation() == campaign0);
  Generation battle1 = b.generation();
  CHECK(battle1.value == 3);
  CHECK(battle1.program == "umpire gui");
  CHECK(battle1.pid == getpid());
  CHECK_FALSE(battle1.written_at.empty());
  file.append(row_of(note_command(1)));
  file.mark_undone(1);
  CHECK(file.generation().value == campaign0.value + 2);
  CHECK(b.generation() == battle1);
  auto other = file.create_battle("b2", "ref", Json::object(), Json::object());
  other.append(row_of(move(1)));
  CHECK(b.generation() == battle1);
  CHECK(other.generation().value == 1);
}

TEST_CASE("retiring a battle keeps its rows under the first free new id") {
  TempDir dir;
  std::string path = dir.file("c.umpire");
  auto file = CampaignFile::create(path, Json::object(), Json::object());
  auto b = file.create_battle("b1", "ref", Json{{"setup", 1}}, Json{{"turn", 0}});
  b.append(row_of(move(1)), Json{{"turn", 1}});
  b.append(row_of(move(2)));
  b.mark_undone(2);
  CHECK(file.retire_battle("b1") == "b1~1");
  CHECK_FALSE(file.find_battle("b1").has_value());
  // Sent again with another set-up: a fresh battle under the old id.
  auto again = file.create_battle("b1", "ref", Json{{"setup", 2}}, Json{{"turn", 0}});
  CHECK(again.journal().empty());
  again.append(row_of(move(7)));
  CHECK(file.retire_battle("b1") == "b1~2");
  file.create_battle("b1", "ref", Json{{"setup", 3}}, Json::object());

  auto reopened = CampaignFile::open(path);
  std::vector<std::string> ids;
  for (const auto& r : reopened.battles()) ids.push_back(r.id);
  CHECK(ids == std::vector<std::string>{"b1~1", "b1~2", "b1"});
  auto first = reopened.battle("b1~1");
  CHECK(first.metadata() == Json{{"setup", 1}});
  CHECK(commands(first) == std::vector<Json>{move(1), move(2)});
  CHECK(first.first_undone()->seq == 2);
  CHECK(first.latest_snapshot(5).state == Json{{"turn", 1}});
  CHECK(first.generation().value == 3);  // the generation moves with it
  CHECK(commands((reopened.battle("b1~2"))) == std::vector<Json>{move(7)});
  CHECK(reopened.battle("b1").journal().empty());
  sql::Db db(path, SQLITE_OPEN_READONLY);
  CHECK(db.int_value("SELECT count(*) FROM battle_journal WHERE battle = 'b1'") == 0);
  CHECK(db.int_value("SELECT count(*) FROM battle_snapshot WHERE battle = 'b1~1'") == 2);
}

TEST_CASE("retiring works in an in-memory campaign too") {
  auto file = CampaignFile::create(":memory:", Json::object(), Json::object());
  auto b = file.create_battle("b", "ref", Json::object(), Json{{"turn", 0}});
  b.append(row_of(move(1)), Json{{"turn", 1}});
  CHECK(file.retire_battle("b") == "b~1");
  auto retired = file.battle("b~1");
  CHECK(commands(retired) == std::vector<Json>{move(1)});
  CHECK(retired.latest_snapshot(1).state == Json{{"turn", 1}});
  // The old child's handle no longer finds its battle, and says so.
  CHECK_THROWS_WITH_AS(b.generation(), doctest::Contains("battle b is no longer"), UserError);
}

TEST_CASE("a battle of a campaign opened for reading refuses to write") {
  TempDir dir;
  std::string path = dir.file("c.umpire");
  {
    auto file = CampaignFile::create(path, Json::object(), Json::object());
    file.create_battle("b1", "ref", Json{{"k", 1}}, Json::object()).append(row_of(move(1)));
  }
  auto reader = CampaignFile::open(path, Access{OpenMode::Read, "umpire state"});
  auto b = reader.battle("b1");
  CHECK(b.access().mode == OpenMode::Read);
  CHECK(commands(b) == std::vector<Json>{move(1)});
  CHECK_THROWS_WITH_AS(b.append(row_of(move(2))), doctest::Contains("reading only"), UserError);
  CHECK_THROWS_WITH_AS(b.mark_undone(1), doctest::Contains("reading only"), UserError);
  CHECK_THROWS_WITH_AS(b.set_metadata("k", 2), doctest::Contains("reading only"), UserError);
  CHECK_THROWS_WITH_AS(b.put_snapshot(1, Json::object()), doctest::Contains("reading only"), UserError);
  CHECK_THROWS_WITH_AS(reader.create_battle("b2", "ref", Json::object(), Json::object()),
                       doctest::Contains("reading only"), UserError);
  CHECK_THROWS_WITH_AS(reader.retire_battle("b1"), doctest::Contains("reading only"), UserError);
  CHECK(commands(b) == std::vector<Json>{move(1)});
  CHECK(b.metadata() == Json{{"k", 1}});
}

TEST_CASE("a battle keeps the campaign's lock alive and writes through the campaign's connection") {
  TempDir dir;
  std::string path = dir.file("c.umpire");
  std::optional<CampaignFile> child;
  {
    auto file = CampaignFile::create(path, Json::object(), Json::object(), Access{OpenMode::Write, "umpire gui"});
    child.emplace(file.create_battle("b1", "ref", Json::object(), Json::object()));
  }
  // The campaign's handle is gone; its battle still holds the lock.
  CHECK(WriterLock::holder(path).has_value());
  CHECK_THROWS_AS(CampaignFile::open(path, Access{OpenMode::Write, "umpire apply", 100}), OpenElsewhere);
  child->append(row_of(move(1)));
  child.reset();
  CHECK_FALSE(WriterLock::holder(path).has_value());
  auto file = CampaignFile::open(path, Access{OpenMode::Write, "umpire apply", 100});
  CHECK(commands((file.battle("b1"))) == std::vector<Json>{move(1)});
}

TEST_CASE("a battle's append is one transaction: a failure part-way leaves nothing behind") {
  TempDir dir;
  std::string path = dir.file("c.umpire");
  auto file = CampaignFile::create(path, Json::object(), Json::object());
  auto b = file.create_battle("b1", "ref", Json::object(), Json{{"turn", 0}});
  b.append(row_of(move(1)));
  b.append(row_of(move(2)));
  b.mark_undone(2);
  Generation before = b.generation();
  {
    // The snapshot after the next move fails once its row is written.
    sql::Db db(path, SQLITE_OPEN_READWRITE);
    db.exec(
        "CREATE TRIGGER fail_snapshot BEFORE INSERT ON battle_snapshot WHEN NEW.seq = 3 "
        "BEGIN SELECT RAISE(ABORT, 'no room for the snapshot'); END");
  }
  CHECK_THROWS_AS(b.append(row_of(move(3)), Json{{"turn", 3}}), UserError);
  CHECK(commands(b) == std::vector<Json>{move(1), move(2)});
  CHECK(b.first_undone()->seq == 2);  // the redo branch was not ended either
  CHECK(b.generation() == before);
  CHECK(b.latest_snapshot(10).seq == 0);
  {
    // A move appended inside a transaction that is rolled back is gone too.
    auto t = b.transaction(sql::Transaction::Kind::Write);
    b.append(row_of(move(4)));
  }
  CHECK(commands(b) == std::vector<Json>{move(1), move(2)});
  {
    sql::Db db(path, SQLITE_OPEN_READWRITE);
    db.exec("DROP TRIGGER fail_snapshot");
  }
  CHECK(b.append(row_of(move(3)), Json{{"turn", 3}}) == 3);
  CHECK(b.latest_snapshot(10).seq == 3);
  CHECK(b.journal()[1].status == EntryStatus::Discarded);
}

TEST_CASE("export_copy carries the battles") {
  TempDir dir;
  std::string path = dir.file("c.umpire");
  std::string copy = dir.file("copy.umpire");
  auto file = CampaignFile::create(path, Json::object(), Json::object());
  auto b = file.create_battle("b1", "ref", Json{{"box", "x"}}, Json{{"turn", 0}});
  b.append(row_of(move(1)), Json{{"turn", 1}});
  file.retire_battle("b1");
  file.create_battle("b1", "ref", Json::object(), Json::object()).append(row_of(move(2)));
  file.export_copy(copy);
  auto c = CampaignFile::open(copy);
  REQUIRE(c.battles().size() == 2);
  auto old = c.battle("b1~1");
  CHECK(old.metadata() == Json{{"box", "x"}});
  CHECK(commands(old) == std::vector<Json>{move(1)});
  CHECK(old.latest_snapshot(1).state == Json{{"turn", 1}});
  CHECK(commands((c.battle("b1"))) == std::vector<Json>{move(2)});
}

TEST_CASE("a battle survives SIGKILLs during its moves: every reported move is kept once, none half-written") {
  TempDir dir;
  std::string path = dir.file("c.umpire");
  Generation campaign_generation;
  {
    auto file = CampaignFile::create(path, Json::object(), Json::object());
    file.append(row_of(note_command(1)));
    file.create_battle("b1", "ref", Json::object(), Json{{"n", 0}});
    campaign_generation = file.generation();
  }
  std::mt19937 rng(1740);
  std::uniform_int_distribution<int> delay_us(2000, 30000);
  std::int64_t reported = 0;
  for (int round = 0; round < 25; ++round) {
    CAPTURE(round);
    std::int64_t last = append_until_killed(path, std::chrono::microseconds(delay_us(rng)));
    if (last > 0) reported = last;
    REQUIRE_NOTHROW(check_campaign_file(path));
    auto file = CampaignFile::open(path, Access{OpenMode::Read, "test"});
    auto b = file.battle("b1");
    auto rows = b.journal();
    auto count = static_cast<std::int64_t>(rows.size());
    CHECK(count >= reported);      // nothing reported is lost
    CHECK(count <= reported + 1);  // at most the one committed as it was killed
    for (std::int64_t i = 0; i < count; ++i) {
      CHECK(rows[static_cast<std::size_t>(i)].seq == i + 1);
      CHECK(rows[static_cast<std::size_t>(i)].command == move(i + 1));
    }
    CHECK(b.generation().value == count);
    Snapshot snap = b.latest_snapshot(count);
    CHECK(snap.seq == count / 5 * 5);
    CHECK(snap.state == Json{{"n", snap.seq}});
    CHECK(file.generation() == campaign_generation);
    CHECK(file.journal().size() == 1);
    reported = count;
  }
  CHECK(reported > 0);
}

TEST_CASE("a battle's damaged journal entry is listed with its damage, naming the battle") {
  TempDir dir;
  std::string path = dir.file("c.umpire");
  {
    auto file = CampaignFile::create(path, Json::object(), Json::object());
    auto b = file.create_battle("b1", "ref", Json::object(), Json::object());
    JournalRow row = row_of(move(1));
    row.decisions = Json::array({Json{{"label", "charge?"}, {"chosen", "yes"}}});
    b.append(row);
    b.append(row_of(move(2)));
    sql::Db db(path, SQLITE_OPEN_READWRITE);
    db.exec("UPDATE battle_journal SET decisions = '[{' WHERE seq = 2");
  }
  auto file = CampaignFile::open(path);
  auto rows = file.battle("b1").journal();
  REQUIRE(rows.size() == 2);
  CHECK(rows[0].damage.empty());
  CHECK(rows[0].decisions.at(0).at("chosen") == "yes");
  CHECK(rows[1].damage.find("(battle b1, journal entry 2) decisions") != std::string::npos);
  CHECK(rows[1].command == move(2));
}
