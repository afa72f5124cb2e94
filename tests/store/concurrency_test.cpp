// Two writers on one campaign: a writer whose state is stale reloads inside its
// write transaction before it appends, a window that holds a campaign notices
// the others' commands, a second writer is told who has the campaign open,
// and processes racing each other never lose a command, duplicate a die or
// leave a file that cannot be opened.
#include <doctest/doctest.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "session/campaign.h"
#include "session/engine.h"
#include "soldier_king/module.h"
#include "soldier_king/state.h"
#include "store/campaign_file.h"
#include "store/sqlite.h"
#include "store_test_support.h"

using namespace umpire;
using namespace umpire::store_test;

namespace {

GameRegistry registry() {
  GameRegistry r;
  r.add(sk::module());
  return r;
}

const Json kBegin = Json{{"type", "sk.begin_campaign"}, {"args", Json::object()}};

Access shared(const std::string& program) { return Access{OpenMode::Shared, program, 2000}; }

std::vector<std::string> note_texts(const Campaign& c) {
  std::vector<std::string> out;
  for (const auto& n : c.state().core.notes) out.push_back(n.text);
  return out;
}

Json full_replay(const std::string& path, const GameRegistry& reg) {
  // The state from the initial snapshot and every active command, ignoring
  // later snapshots: what a snapshot must agree with.
  CampaignFile file = CampaignFile::open(path, Access{OpenMode::Read, "test"});
  CampaignState s = state_from_json(reg, JsonCursor(file.latest_snapshot(0).state, "initial"));
  CommandSet commands(s.core.game.empty() ? nullptr : reg.find(s.core.game));
  for (const auto& row : file.active_after(0)) {
    RecordedDice dice(dice_rolls_from_json(JsonCursor(row.dice, "row")));
    Execution ex = execute(commands, s, row.command, dice);
    REQUIRE(ex.ok);
    s = std::move(ex.outcome.state);
  }
  return state_to_json(s);
}

// Runs `body` in a forked child that exits 0 when it returns normally, 1 on
// an exception; the parent collects the exit codes.
template <class F>
pid_t spawn(F&& body) {
  pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    int code = 0;
    try {
      body();
    } catch (const std::exception& e) {
      auto* se = dynamic_cast<const sql::Error*>(&e);
      std::fprintf(stderr, "child: %s (code %d)\n", e.what(), se ? se->code() : 0);
      code = 1;
    }
    std::fflush(nullptr);
    _exit(code);
  }
  return pid;
}

int wait_for(pid_t pid) {
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : 100 + WTERMSIG(status);
}

}  // namespace

TEST_CASE("a writer whose state is stale reloads before it appends: no command is lost") {
  TempDir dir;
  auto reg = registry();
  std::string path = dir.file("c.umpire");
  Campaign::create(path, reg, "c", "", Json::object(), 1);
  auto gui = Campaign::open(path, reg, shared("umpire gui"));
  auto cli = Campaign::open(path, reg, shared("umpire apply"));

  REQUIRE(cli->apply(note_command(1)).ok);
  ApplyResult r = gui->apply(note_command(2));  // the GUI still holds the state before note 1
  REQUIRE(r.ok);
  REQUIRE(r.reloaded.has_value());
  CHECK(r.reloaded->find("umpire apply (PID") != std::string::npos);
  CHECK(note_texts(*gui) == std::vector<std::string>{note_text(1), note_text(2)});

  auto reopened = Campaign::open(path, reg, shared("test"));
  CHECK(note_texts(*reopened) == std::vector<std::string>{note_text(1), note_text(2)});
  CHECK(reopened->file().active_count() == 2);
}

TEST_CASE("a snapshot written after an outside change holds every command") {
  TempDir dir;
  auto reg = registry();
  std::string path = dir.file("c.umpire");
  Campaign::create(path, reg, "c", "", Json::object(), 1);
  auto gui = Campaign::open(path, reg, shared("umpire gui"));
  auto cli = Campaign::open(path, reg, shared("umpire apply"));
  for (int i = 1; i < Campaign::kSnapshotInterval; ++i) REQUIRE(cli->apply(note_command(i)).ok);
  // The GUI's command is the 100th: its snapshot must be of the fresh state.
  REQUIRE(gui->apply(note_command(Campaign::kSnapshotInterval)).ok);

  sql::Db db(path, SQLITE_OPEN_READONLY);
  sql::Stmt s(db, "SELECT seq, state FROM snapshot WHERE seq > 0");
  REQUIRE(s.step());
  CHECK(s.column_int(0) == Campaign::kSnapshotInterval);
  Json snapshot = parse_json(s.column_text(1), "snapshot");
  CHECK(snapshot["core"]["notes"].size() == static_cast<std::size_t>(Campaign::kSnapshotInterval));
  CHECK(snapshot == full_replay(path, reg));
  CHECK(state_to_json(Campaign::open(path, reg)->state()) == snapshot);
}

TEST_CASE("two sk.begin_campaign from two writers: the second is refused and the file still opens") {
  TempDir dir;
  auto reg = registry();
  std::string path = dir.file("sk.umpire");
  Campaign::create(path, reg, "sk", sk::kGameId, Json::object(), 7);
  auto a = Campaign::open(path, reg, shared("umpire gui"));
  auto b = Campaign::open(path, reg, shared("umpire apply"));
  REQUIRE(a->apply(kBegin).ok);
  ApplyResult r = b->apply(kBegin);
  CHECK_FALSE(r.ok);
  REQUIRE(r.reasons.size() >= 2);
  CHECK(r.reasons[0].text.find("changed the campaign since it was loaded") != std::string::npos);

  auto reopened = Campaign::open(path, reg);
  CHECK_FALSE(reopened->replay_problem().has_value());
  CHECK(reopened->file().active_count() == 1);
}

TEST_CASE("two stale writers rolling seeded dice draw different dice, in sequence") {
  TempDir dir;
  auto reg = registry();
  std::string path = dir.file("c.umpire");
  Campaign::create(path, reg, "c", "", Json::object(), 99);
  auto a = Campaign::open(path, reg, shared("a"));
  auto b = Campaign::open(path, reg, shared("b"));
  ApplyResult ra = a->apply(roll_command(1));
  ApplyResult rb = b->apply(roll_command(2));
  REQUIRE(ra.ok);
  REQUIRE(rb.ok);
  SeededDice expected(99, 2);  // b's dice come after a's two
  CHECK(rb.dice.at(0).faces == expected.faces({"x", 2, 6}));
  CHECK(b->state().core.dice_drawn == 4);
  CHECK(state_to_json(Campaign::open(path, reg)->state()) == state_to_json(b->state()));
}

TEST_CASE("a window that holds a campaign notices a change made elsewhere and reloads") {
  TempDir dir;
  auto reg = registry();
  std::string path = dir.file("c.umpire");
  Campaign::create(path, reg, "c", "", Json::object(), 1);
  auto gui = Campaign::open(path, reg, Access{OpenMode::Write, "umpire gui", 100});
  CHECK_FALSE(gui->reload_if_changed().has_value());
  {
    auto cli = Campaign::open(path, reg, shared("umpire apply"));
    REQUIRE(cli->apply(note_command(1)).ok);
  }
  auto changed = gui->reload_if_changed();
  REQUIRE(changed.has_value());
  CHECK(changed->find("umpire apply") != std::string::npos);
  CHECK(note_texts(*gui) == std::vector<std::string>{note_text(1)});
  CHECK_FALSE(gui->reload_if_changed().has_value());

  // An undo elsewhere is noticed too.
  {
    auto cli = Campaign::open(path, reg, shared("umpire undo"));
    REQUIRE(cli->undo().has_value());
  }
  REQUIRE(gui->reload_if_changed().has_value());
  CHECK(gui->state().core.notes.empty());
}

TEST_CASE("undo after a change made elsewhere reloads and undoes nothing") {
  TempDir dir;
  auto reg = registry();
  std::string path = dir.file("c.umpire");
  Campaign::create(path, reg, "c", "", Json::object(), 1);
  auto gui = Campaign::open(path, reg, shared("umpire gui"));
  REQUIRE(gui->apply(note_command(1)).ok);
  auto cli = Campaign::open(path, reg, shared("umpire apply"));
  REQUIRE(cli->apply(note_command(2)).ok);
  CHECK_THROWS_WITH_AS(gui->undo(), doctest::Contains("nothing was undone"), UserError);
  CHECK(note_texts(*gui) == std::vector<std::string>{note_text(1), note_text(2)});
  REQUIRE(gui->undo().has_value());  // now it knows what it undoes
  CHECK(note_texts(*gui) == std::vector<std::string>{note_text(1)});
}

TEST_CASE("a second writer is told who has the campaign open, unless it shares") {
  TempDir dir;
  auto reg = registry();
  std::string path = dir.file("c.umpire");
  Campaign::create(path, reg, "c", "", Json::object(), 1);
  {
    auto gui = Campaign::open(path, reg, Access{OpenMode::Write, "umpire gui", 100});
    CHECK(std::filesystem::exists(lock_path_of(path)));
    std::string pid = "PID " + std::to_string(getpid());
    try {
      Campaign::open(path, reg, Access{OpenMode::Write, "umpire apply", 100});
      FAIL("a second writer opened a locked campaign");
    } catch (const OpenElsewhere& e) {
      CHECK(std::string(e.what()).find("open elsewhere (" + pid + ", umpire gui") != std::string::npos);
      CHECK(e.holder().program == "umpire gui");
    }
    auto holder = WriterLock::holder(path);
    REQUIRE(holder.has_value());
    CHECK(holder->pid == getpid());
    // Readers and writers that share are let in.
    CHECK_NOTHROW(Campaign::open(path, reg, Access{OpenMode::Read, "umpire state"}));
    auto cli = Campaign::open(path, reg, shared("umpire apply"));
    CHECK(cli->apply(note_command(1)).ok);
    // A reader cannot write.
    auto reader = Campaign::open(path, reg, Access{OpenMode::Read, "umpire state"});
    CHECK_THROWS_WITH_AS(reader->apply(note_command(2)), doctest::Contains("reading only"), UserError);
  }
  // Closed: the lock is gone and the next writer takes it.
  CHECK_FALSE(std::filesystem::exists(lock_path_of(path)));
  CHECK_FALSE(WriterLock::holder(path).has_value());
  CHECK_NOTHROW(Campaign::open(path, reg, Access{OpenMode::Write, "umpire apply", 100}));
}

TEST_CASE("a killed writer leaves no lock behind") {
  TempDir dir;
  auto reg = registry();
  std::string path = dir.file("c.umpire");
  Campaign::create(path, reg, "c", "", Json::object(), 1);
  pid_t child = fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    auto c = Campaign::open(path, reg, Access{OpenMode::Write, "umpire gui", 100});
    for (;;) pause();
  }
  // Wait until the child holds the lock, then kill it.
  for (int i = 0; i < 500 && !WriterLock::holder(path); ++i) usleep(10000);
  REQUIRE(WriterLock::holder(path).has_value());
  kill(child, SIGKILL);
  wait_for(child);
  CHECK_FALSE(WriterLock::holder(path).has_value());
  CHECK_NOTHROW(Campaign::open(path, reg, Access{OpenMode::Write, "umpire apply", 100}));
}

TEST_CASE("two processes applying at once, many times, lose nothing and duplicate no die") {
  TempDir dir;
  auto reg = registry();
  std::string path = dir.file("c.umpire");
  Campaign::create(path, reg, "c", "", Json::object(), 5);
  const int per_child = 60;
  auto writer = [&](const std::string& who) {
    return [&, who] {
      // Half the time a long-lived campaign (as the GUI holds it), half the
      // time a fresh open per command (as the command line does).
      auto held = Campaign::open(path, reg, shared(who));
      for (int i = 0; i < per_child; ++i) {
        std::unique_ptr<Campaign> fresh;
        Campaign& c = i % 2 ? *held : *(fresh = Campaign::open(path, reg, shared(who)));
        Json note{{"type", "core.note"}, {"args", {{"text", who + " " + std::to_string(i)}}}};
        if (!c.apply(note).ok) throw std::runtime_error("note refused");
        if (!c.apply(roll_command(i)).ok) throw std::runtime_error("roll refused");
      }
    };
  };
  pid_t a = spawn(writer("a"));
  pid_t b = spawn(writer("b"));
  CHECK(wait_for(a) == 0);
  CHECK(wait_for(b) == 0);

  auto c = Campaign::open(path, reg);
  CHECK_FALSE(c->replay_problem().has_value());
  CHECK(c->file().active_count() == 4 * per_child);
  // Every note, each writer's in its own order.
  for (const std::string who : {"a", "b"}) {
    int next = 0;
    for (const auto& n : c->state().core.notes)
      if (n.text.rfind(who + " ", 0) == 0) CHECK(n.text == who + " " + std::to_string(next++));
    CHECK(next == per_child);
  }
  // Every roll drew the next two dice of the seeded stream: none twice.
  CHECK(c->state().core.dice_drawn == 4u * per_child);
  SeededDice stream(5, 0);
  for (const auto& roll : c->state().core.free_rolls) CHECK(roll.faces == stream.faces({"x", 2, 6}));
  CHECK(state_to_json(c->state()) == full_replay(path, reg));
}

TEST_CASE("two processes racing sk.begin_campaign: exactly one wins and the file opens, both orders") {
  auto reg = registry();
  for (int round = 0; round < 12; ++round) {
    CAPTURE(round);
    TempDir dir;
    std::string path = dir.file("sk.umpire");
    Campaign::create(path, reg, "sk", sk::kGameId, Json::object(), 3);
    // Both load the campaign before either applies, as two windows would.
    int ready[2];
    REQUIRE(pipe(ready) == 0);
    auto racer = [&](const char* who) {
      return [&, who] {
        auto c = Campaign::open(path, reg, shared(who));
        char go;
        if (read(ready[0], &go, 1) != 1) throw std::runtime_error("no start signal");
        ApplyResult r = c->apply(kBegin);
        _exit(r.ok ? 0 : 3);
      };
    };
    pid_t first = spawn(racer(round % 2 ? "a" : "b"));
    pid_t second = spawn(racer(round % 2 ? "b" : "a"));
    usleep(100000);  // both have loaded
    REQUIRE(write(ready[1], "gg", 2) == 2);
    int x = wait_for(first), y = wait_for(second);
    close(ready[0]);
    close(ready[1]);
    CHECK(((x == 0 && y == 3) || (x == 3 && y == 0)));
    auto c = Campaign::open(path, reg);
    CHECK_FALSE(c->replay_problem().has_value());
    CHECK(c->file().active_count() == 1);
  }
}
