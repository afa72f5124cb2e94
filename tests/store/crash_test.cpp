// Crash safety of the campaign file: a child process appends commands as fast as
// it can and is killed with SIGKILL at a random moment, over and over, on the
// same file. After every kill the file must open, pass the integrity check and
// hold exactly the commands that were committed: nothing reported as applied is
// lost, nothing is half-written, nothing is duplicated.
#include <doctest/doctest.h>
#include <signal.h>
#include <sqlite3.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <chrono>
#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <thread>

#include "session/campaign.h"
#include "session/engine.h"
#include "store/campaign_file.h"
#include "store/sqlite.h"
#include "store_test_support.h"

using namespace umpire;
using namespace umpire::store_test;

namespace {

using CommandMaker = Json (*)(std::int64_t);

Json mixed_command(std::int64_t n) { return n % 3 == 0 ? roll_command(n) : note_command(n); }

// Runs in the forked child: never returns, never touches doctest. Opens the
// campaign, continues the numbering from the journal, and reports each number
// on the pipe once apply() has returned (i.e. once the commit is durable).
[[noreturn]] void child_append(const std::string& path, int report_fd, CommandMaker make) {
  try {
    GameRegistry registry;
    auto campaign = Campaign::open(path, registry);
    std::int64_t n = campaign->file().active_count();
    for (;;) {
      ++n;
      ApplyResult r = campaign->apply(make(n));
      if (!r.ok) _exit(3);
      if (write(report_fd, &n, sizeof n) != static_cast<ssize_t>(sizeof n)) _exit(4);
    }
  } catch (...) {
    _exit(2);
  }
}

struct KillOutcome {
  bool reported = false;        // the child reported at least one command
  std::int64_t last_reported = 0;
  int wait_status = 0;
};

// Forks a child that appends, kills it after `delay`, collects its reports.
// The parent must hold no open SQLite connection when calling this.
KillOutcome append_and_kill(const std::string& path, std::chrono::microseconds delay, CommandMaker make) {
  int fds[2];
  REQUIRE(pipe(fds) == 0);
  pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    close(fds[0]);
    child_append(path, fds[1], make);
  }
  close(fds[1]);
  std::this_thread::sleep_for(delay);
  kill(pid, SIGKILL);

  KillOutcome out;
  std::int64_t n = 0;
  std::size_t have = 0;
  char buf[sizeof n];
  for (;;) {
    ssize_t got = read(fds[0], buf + have, sizeof buf - have);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    have += static_cast<std::size_t>(got);
    if (have == sizeof buf) {
      std::memcpy(&n, buf, sizeof n);
      out.reported = true;
      out.last_reported = n;
      have = 0;
    }
  }
  close(fds[0]);
  while (waitpid(pid, &out.wait_status, 0) < 0 && errno == EINTR) {
  }
  return out;
}

// Whether the WAL left by a kill ends in frames of a transaction that never
// wrote its commit frame (a kill in the middle of writing a commit). Frames
// after the last WAL reset share the header's salts; the scan stops at the
// first frame that does not. Informational: recovery must ignore such frames.
bool wal_has_uncommitted_frames(const std::string& path) {
  std::string wal;
  try {
    wal = read_bytes(path + "-wal");
  } catch (const std::exception&) {
    return false;
  }
  auto u32 = [&](std::size_t at) {
    return (std::uint32_t(std::uint8_t(wal[at])) << 24) | (std::uint32_t(std::uint8_t(wal[at + 1])) << 16) |
           (std::uint32_t(std::uint8_t(wal[at + 2])) << 8) | std::uint32_t(std::uint8_t(wal[at + 3]));
  };
  if (wal.size() < 32) return false;
  const std::uint32_t page_size = u32(8), salt1 = u32(16), salt2 = u32(20);
  bool last_is_commit = true;
  for (std::size_t at = 32; at + 24 + page_size <= wal.size(); at += 24 + page_size) {
    if (u32(at + 8) != salt1 || u32(at + 12) != salt2) break;
    last_is_commit = u32(at + 4) != 0;
  }
  return !last_is_commit;
}

std::string describe_wait(int status) {
  if (WIFSIGNALED(status)) return "killed by signal " + std::to_string(WTERMSIG(status));
  if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
  return "unknown wait status";
}

// Checks the file after a kill; returns the number of journal entries, or -1
// with `problem` set when the journal is not exactly commands 1..K in order.
std::int64_t verify_after_kill(const std::string& path, CommandMaker make, std::string& problem) {
  check_campaign_file(path);  // throws a UserError on any damage
  {
    sql::Db db(path, SQLITE_OPEN_READWRITE);
    std::string integrity = db.text_value("PRAGMA integrity_check");
    if (integrity != "ok") {
      problem = "integrity_check: " + integrity;
      return -1;
    }
  }
  GameRegistry registry;
  auto campaign = Campaign::open(path, registry);
  auto rows = campaign->journal();  // parses every row's JSON: a torn row throws
  const auto k = static_cast<std::int64_t>(rows.size());
  for (std::int64_t i = 0; i < k; ++i) {
    const JournalRow& r = rows[static_cast<std::size_t>(i)];
    std::string at = "journal row " + std::to_string(i + 1) + ": ";
    if (r.seq != i + 1) problem = at + "seq " + std::to_string(r.seq);
    else if (r.status != EntryStatus::Active) problem = at + "status " + to_string(r.status);
    else if (r.command != make(i + 1)) problem = at + "command " + r.command.dump();
    else if (!r.events.is_array() || !r.dice.is_array()) problem = at + "events/dice not arrays";
    if (!problem.empty()) return -1;
  }
  // The state rebuilt on open (snapshot + replay) agrees with the journal.
  const CoreState& core = campaign->state().core;
  if (static_cast<std::int64_t>(core.notes.size() + core.free_rolls.size()) != k) {
    problem = "state holds " + std::to_string(core.notes.size()) + " notes and " +
              std::to_string(core.free_rolls.size()) + " rolls for " + std::to_string(k) + " journal entries";
    return -1;
  }
  if (campaign->file().active_count() != k) {
    problem = "active_count disagrees with the journal";
    return -1;
  }
  return k;
}

// Replays the journal from the initial state with the recorded dice; returns
// the state (as JSON) after each seq, index 0 being the initial state.
std::vector<Json> replay_from_start(CampaignFile& file, const GameRegistry& registry) {
  Snapshot initial = file.latest_snapshot(0);
  REQUIRE(initial.seq == 0);
  CampaignState state = state_from_json(registry, JsonCursor(initial.state, "initial"));
  CommandSet commands(nullptr);
  std::vector<Json> states{state_to_json(state)};
  for (const auto& row : file.active_after(0)) {
    RecordedDice dice(dice_rolls_from_json(JsonCursor(row.dice, "row")));
    Execution ex = execute(commands, state, row.command, dice);
    REQUIRE(ex.ok);
    REQUIRE(dice.all_used());
    state = std::move(ex.outcome.state);
    REQUIRE(row.seq == static_cast<std::int64_t>(states.size()));
    states.push_back(state_to_json(state));
  }
  return states;
}

}  // namespace

TEST_CASE("campaign file survives 200 SIGKILLs during appends") {
  TempDir dir;
  const std::string path = dir.file("crash.umpire");
  {
    GameRegistry registry;
    Campaign::create(path, registry, "crash", "", Json::object(), 20240611);
  }

  std::mt19937 rng(0xC0FFEE);  // fixed: the sequence of delays is reproducible
  std::uniform_int_distribution<int> delay_us(0, 30000);

  constexpr int kKills = 200;
  std::int64_t committed = 0;  // highest number known to be durable
  int landed_extra = 0;        // kills where the in-flight commit had landed before its report
  int no_progress = 0;         // kills before the child appended anything
  int torn_commits = 0;        // kills that left uncommitted frames in the WAL
  auto started = std::chrono::steady_clock::now();

  for (int kill_no = 1; kill_no <= kKills; ++kill_no) {
    CAPTURE(kill_no);
    auto delay = std::chrono::microseconds(delay_us(rng));
    KillOutcome ko = append_and_kill(path, delay, note_command);
    INFO("child " << describe_wait(ko.wait_status));
    REQUIRE(WIFSIGNALED(ko.wait_status));
    REQUIRE(WTERMSIG(ko.wait_status) == SIGKILL);

    if (wal_has_uncommitted_frames(path)) ++torn_commits;
    std::int64_t reported = ko.reported ? ko.last_reported : committed;
    REQUIRE(reported >= committed);

    std::string problem;
    std::int64_t k = -1;
    try {
      k = verify_after_kill(path, note_command, problem);
    } catch (const UserError& e) {
      problem = std::string("cannot open after kill: ") + e.what();
    }
    INFO(problem);
    REQUIRE(k >= 0);
    // Nothing reported as applied is lost; at most the one in-flight commit
    // (durable, but killed before it could report) is there in addition.
    REQUIRE(k >= reported);
    REQUIRE(k <= reported + 1);
    if (k == reported + 1) ++landed_extra;
    if (k == committed) ++no_progress;
    committed = k;
  }

  auto elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started);
  MESSAGE("crash test: " << kKills << " kills, " << committed << " notes committed, " << landed_extra
                         << " kills after a commit but before its report, " << no_progress
                         << " kills before any append, " << torn_commits
                         << " kills mid-commit (uncommitted frames left in the WAL), " << elapsed.count() << " ms");
  CHECK(committed > 0);
}

TEST_CASE("snapshots written between kills agree with a full replay") {
  TempDir dir;
  const std::string path = dir.file("snapshots.umpire");
  GameRegistry registry;
  Campaign::create(path, registry, "snapshots", "", Json::object(), 77);

  // Longer runs than the crash test, so the journal passes several snapshot
  // intervals; commands mix notes and dice rolls so replay consumes dice.
  std::mt19937 rng(12345);
  std::uniform_int_distribution<int> delay_us(20000, 120000);
  const std::int64_t target = 3 * Campaign::kSnapshotInterval + 50;
  std::int64_t committed = 0;
  for (int kill_no = 1; kill_no <= 200 && committed < target; ++kill_no) {
    CAPTURE(kill_no);
    KillOutcome ko = append_and_kill(path, std::chrono::microseconds(delay_us(rng)), mixed_command);
    REQUIRE(WIFSIGNALED(ko.wait_status));
    std::string problem;
    std::int64_t k = verify_after_kill(path, mixed_command, problem);
    INFO(problem);
    REQUIRE(k >= 0);
    REQUIRE(k >= (ko.reported ? ko.last_reported : committed));
    committed = k;
  }
  REQUIRE(committed >= target);

  CampaignFile file = CampaignFile::open(path);
  std::vector<Json> states = replay_from_start(file, registry);
  REQUIRE(static_cast<std::int64_t>(states.size()) == committed + 1);

  // Every stored snapshot is exactly the replayed state at its seq.
  sql::Db db(path, SQLITE_OPEN_READWRITE);
  sql::Stmt s(db, "SELECT seq, state FROM snapshot ORDER BY seq");
  std::vector<std::int64_t> seqs;
  while (s.step()) {
    std::int64_t seq = s.column_int(0);
    seqs.push_back(seq);
    REQUIRE(seq >= 0);
    REQUIRE(seq <= committed);
    CHECK(parse_json(s.column_text(1), "snapshot") == states[static_cast<std::size_t>(seq)]);
  }
  std::vector<std::int64_t> expected_seqs{0};
  for (std::int64_t q = Campaign::kSnapshotInterval; q <= committed; q += Campaign::kSnapshotInterval)
    expected_seqs.push_back(q);
  CHECK(seqs == expected_seqs);

  // Opening (newest snapshot + replay of the rest) equals the full replay.
  auto campaign = Campaign::open(path, registry);
  CHECK(state_to_json(campaign->state()) == states.back());
  const CoreState& core = campaign->state().core;
  CHECK(static_cast<std::int64_t>(core.notes.size() + core.free_rolls.size()) == campaign->file().active_count());
}
