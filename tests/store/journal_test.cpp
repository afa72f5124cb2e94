// The journal and undo/redo at the store and session level: entry statuses,
// the redo branch, snapshots, reopening, and export_copy.
#include <doctest/doctest.h>
#include <sqlite3.h>

#include <filesystem>
#include <string>
#include <vector>

#include "session/campaign.h"
#include "session/engine.h"
#include "store/campaign_file.h"
#include "store/sqlite.h"
#include "store_test_support.h"

using namespace umpire;
using namespace umpire::store_test;

namespace {

std::vector<EntryStatus> statuses(Campaign& c) {
  std::vector<EntryStatus> out;
  for (const auto& r : c.journal()) out.push_back(r.status);
  return out;
}

std::vector<std::string> note_texts(const Campaign& c) {
  std::vector<std::string> out;
  for (const auto& n : c.state().core.notes) out.push_back(n.text);
  return out;
}

// seq -> state of every snapshot stored in the file.
std::vector<std::pair<std::int64_t, Json>> stored_snapshots(const std::string& path) {
  sql::Db db(path, SQLITE_OPEN_READONLY);
  sql::Stmt s(db, "SELECT seq, state FROM snapshot ORDER BY seq");
  std::vector<std::pair<std::int64_t, Json>> out;
  while (s.step()) out.emplace_back(s.column_int(0), parse_json(s.column_text(1), "snapshot"));
  return out;
}

std::vector<std::int64_t> snapshot_seqs(const std::string& path) {
  std::vector<std::int64_t> out;
  for (const auto& [seq, state] : stored_snapshots(path)) out.push_back(seq);
  return out;
}

Json reopened_state(const std::string& path, const GameRegistry& registry) {
  auto c = Campaign::open(path, registry);
  return state_to_json(c->state());
}

void check_same_journal(const std::vector<JournalRow>& a, const std::vector<JournalRow>& b) {
  REQUIRE(a.size() == b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    CAPTURE(i);
    CHECK(a[i].seq == b[i].seq);
    CHECK(a[i].recorded_at == b[i].recorded_at);
    CHECK(a[i].command == b[i].command);
    CHECK(a[i].dice == b[i].dice);
    CHECK(a[i].events == b[i].events);
    CHECK(a[i].dice_source == b[i].dice_source);
    CHECK(a[i].status == b[i].status);
  }
}

constexpr auto A = EntryStatus::Active;
constexpr auto U = EntryStatus::Undone;
constexpr auto D = EntryStatus::Discarded;

}  // namespace

TEST_CASE("appending, undoing and redoing set the entry statuses") {
  TempDir dir;
  std::string path = dir.file("journal.umpire");
  GameRegistry registry;
  auto c = Campaign::create(path, registry, "journal", "", Json::object(), 5);
  CHECK_FALSE(c->can_undo());
  CHECK_FALSE(c->can_redo());
  CHECK_FALSE(c->undo().has_value());
  CHECK_FALSE(c->redo().has_value());

  for (int i = 1; i <= 3; ++i) {
    ApplyResult r = c->apply(note_command(i));
    REQUIRE(r.ok);
    CHECK(r.seq == i);
  }
  CHECK(statuses(*c) == std::vector<EntryStatus>{A, A, A});
  CHECK(c->file().active_count() == 3);
  CHECK(c->can_undo());
  CHECK_FALSE(c->can_redo());

  auto undone = c->undo();
  REQUIRE(undone.has_value());
  CHECK(undone->seq == 3);
  CHECK(undone->command == note_command(3));
  CHECK(statuses(*c) == std::vector<EntryStatus>{A, A, U});
  CHECK(note_texts(*c) == std::vector<std::string>{"note 1", "note 2"});
  CHECK(c->can_redo());
  CHECK(c->file().active_count() == 2);
  CHECK(c->file().last_active()->seq == 2);
  CHECK(c->file().first_undone()->seq == 3);
  CHECK(reopened_state(path, registry) == state_to_json(c->state()));

  auto redone = c->redo();
  REQUIRE(redone.has_value());
  CHECK(redone->seq == 3);
  CHECK(statuses(*c) == std::vector<EntryStatus>{A, A, A});
  CHECK(note_texts(*c) == std::vector<std::string>{"note 1", "note 2", "note 3"});
  CHECK_FALSE(c->can_redo());
  CHECK(reopened_state(path, registry) == state_to_json(c->state()));

  // Undo everything, then redo in order.
  for (int i = 3; i >= 1; --i) CHECK(c->undo()->seq == i);
  CHECK_FALSE(c->can_undo());
  CHECK(statuses(*c) == std::vector<EntryStatus>{U, U, U});
  CHECK(c->state().core.notes.empty());
  CHECK(reopened_state(path, registry) == state_to_json(c->state()));
  for (int i = 1; i <= 3; ++i) CHECK(c->redo()->seq == i);
  CHECK(note_texts(*c) == std::vector<std::string>{"note 1", "note 2", "note 3"});
}

TEST_CASE("a new command after undo discards the redo branch") {
  TempDir dir;
  std::string path = dir.file("branch.umpire");
  GameRegistry registry;
  auto c = Campaign::create(path, registry, "branch", "", Json::object(), 6);
  for (int i = 1; i <= 4; ++i) REQUIRE(c->apply(note_command(i)).ok);
  c->undo();
  c->undo();
  CHECK(statuses(*c) == std::vector<EntryStatus>{A, A, U, U});

  ApplyResult r = c->apply(note_command(10));
  REQUIRE(r.ok);
  CHECK(r.seq == 5);
  CHECK(statuses(*c) == std::vector<EntryStatus>{A, A, D, D, A});
  CHECK_FALSE(c->can_redo());
  CHECK_FALSE(c->redo().has_value());
  CHECK(note_texts(*c) == std::vector<std::string>{"note 1", "note 2", "note 10"});
  CHECK(c->file().active_after(0).size() == 3);

  // Undo and redo now move only along the new branch.
  CHECK(c->undo()->seq == 5);
  CHECK(statuses(*c) == std::vector<EntryStatus>{A, A, D, D, U});
  CHECK(c->undo()->seq == 2);
  CHECK(statuses(*c) == std::vector<EntryStatus>{A, U, D, D, U});
  CHECK(c->file().first_undone()->seq == 2);
  CHECK(c->redo()->seq == 2);
  CHECK(c->redo()->seq == 5);
  CHECK_FALSE(c->redo().has_value());
  CHECK(statuses(*c) == std::vector<EntryStatus>{A, A, D, D, A});
  CHECK(note_texts(*c) == std::vector<std::string>{"note 1", "note 2", "note 10"});

  // Discarded entries stay discarded across a reopen.
  Json state = state_to_json(c->state());
  c.reset();
  auto again = Campaign::open(path, registry);
  CHECK(state_to_json(again->state()) == state);
  CHECK(statuses(*again) == std::vector<EntryStatus>{A, A, D, D, A});
  CHECK_FALSE(again->can_redo());
}

TEST_CASE("redo replays the recorded dice; re-issuing after undo rolls the same dice") {
  TempDir dir;
  std::string path = dir.file("dice.umpire");
  GameRegistry registry;
  auto c = Campaign::create(path, registry, "dice", "", Json::object(), 424242);
  REQUIRE(c->apply(roll_command(1)).ok);
  ApplyResult first = c->apply(roll_command(2));
  REQUIRE(first.ok);
  REQUIRE(first.dice.size() == 1);
  Json after = state_to_json(c->state());

  c->undo();
  CHECK(c->state().core.free_rolls.size() == 1);
  auto redone = c->redo();
  REQUIRE(redone.has_value());
  CHECK(dice_rolls_from_json(JsonCursor(redone->dice, "redo")) == first.dice);
  CHECK(state_to_json(c->state()) == after);
  CHECK(redone->dice_source == "seeded");

  c->undo();
  ApplyResult again = c->apply(roll_command(2));
  REQUIRE(again.ok);
  CHECK(again.dice == first.dice);  // undo cannot fish for a better roll
  CHECK(state_to_json(c->state()) == after);
  CHECK(reopened_state(path, registry) == after);
}

TEST_CASE("snapshots are written every kSnapshotInterval commands and dropped on undo") {
  const std::int64_t N = Campaign::kSnapshotInterval;
  TempDir dir;
  std::string path = dir.file("snapshots.umpire");
  GameRegistry registry;
  auto c = Campaign::create(path, registry, "snapshots", "", Json::object(), 31337);
  std::vector<Json> states{state_to_json(c->state())};  // state after seq i
  const std::int64_t total = 2 * N + N / 2;
  for (std::int64_t i = 1; i <= total; ++i) {
    REQUIRE(c->apply(i % 4 == 0 ? roll_command(i) : note_command(i)).ok);
    states.push_back(state_to_json(c->state()));
  }
  CHECK(snapshot_seqs(path) == std::vector<std::int64_t>{0, N, 2 * N});
  for (const auto& [seq, state] : stored_snapshots(path)) {
    CAPTURE(seq);
    CHECK(state == states[static_cast<std::size_t>(seq)]);
  }
  CHECK(c->file().latest_snapshot(2 * N - 1).seq == N);
  CHECK(c->file().latest_snapshot(total).seq == 2 * N);
  CHECK(reopened_state(path, registry) == states.back());

  // Undo back to the snapshotted command: its snapshot survives until that
  // command itself is undone.
  while (c->file().last_active()->seq > 2 * N) c->undo();
  CHECK(snapshot_seqs(path) == std::vector<std::int64_t>{0, N, 2 * N});
  CHECK(state_to_json(c->state()) == states[2 * N]);
  c->undo();
  CHECK(snapshot_seqs(path) == std::vector<std::int64_t>{0, N});
  CHECK(state_to_json(c->state()) == states[2 * N - 1]);
  CHECK(reopened_state(path, registry) == states[2 * N - 1]);

  // Redo: state moves forward again; reopening agrees whether or not a snapshot exists.
  c->redo();
  c->redo();
  CHECK(state_to_json(c->state()) == states[2 * N + 1]);
  CHECK(reopened_state(path, registry) == states[2 * N + 1]);
  for (const auto& [seq, state] : stored_snapshots(path)) CHECK(state == states[static_cast<std::size_t>(seq)]);

  // Undo below the first interval as well, then branch: the snapshot count
  // follows the active commands, stored at the new entry's seq.
  while (c->file().last_active()->seq > N - 1) c->undo();
  CHECK(snapshot_seqs(path) == std::vector<std::int64_t>{0});
  CHECK(state_to_json(c->state()) == states[N - 1]);
  ApplyResult r = c->apply(note_command(9999));
  REQUIRE(r.ok);
  CHECK(r.seq == total + 1);
  CHECK(c->file().active_count() == N);
  CHECK(snapshot_seqs(path) == std::vector<std::int64_t>{0, total + 1});
  Json branched = state_to_json(c->state());
  CHECK(stored_snapshots(path).back().second == branched);
  CHECK(c->file().journal()[static_cast<std::size_t>(N)].status == EntryStatus::Discarded);
  CHECK(reopened_state(path, registry) == branched);

  // One more command after the branch snapshot: reopen = snapshot + replay.
  REQUIRE(c->apply(roll_command(10000)).ok);
  CHECK(reopened_state(path, registry) == state_to_json(c->state()));
}

TEST_CASE("the store keeps rows, statuses and snapshots as given") {
  TempDir dir;
  std::string path = dir.file("store.umpire");
  Json initial{{"turn", 0}};
  {
    CampaignFile f = CampaignFile::create(path, Json{{"name", "raw"}}, initial);
    CHECK(f.metadata()["name"] == "raw");
    CHECK(f.metadata().contains("created_at"));
    CHECK(f.latest_snapshot(0).state == initial);
    JournalRow row;
    row.command = Json{{"type", "x.move"}, {"args", {{"to", "Kolberg"}}}};
    row.dice = Json::array({Json{{"label", "march"}, {"sides", 6}, {"faces", {3}}}});
    row.events = Json::array({Json{{"text", "moved"}, {"rule", "SK 1"}}});
    row.dice_source = "manual";
    row.recorded_at = "2024-01-02T03:04:05Z";
    CHECK(f.append(row) == 1);
    CHECK(f.append(row, Json{{"turn", 2}}) == 2);
    CHECK(f.append(row) == 3);
    f.set_metadata("name", "renamed");
  }
  CampaignFile f = CampaignFile::open(path);
  CHECK(f.metadata()["name"] == "renamed");
  auto rows = f.journal();
  REQUIRE(rows.size() == 3);
  CHECK(rows[1].command["args"]["to"] == "Kolberg");
  CHECK(rows[1].dice[0]["faces"][0] == 3);
  CHECK(rows[1].events[0]["rule"] == "SK 1");
  CHECK(rows[1].dice_source == "manual");
  CHECK(rows[1].recorded_at == "2024-01-02T03:04:05Z");
  CHECK(f.latest_snapshot(1).seq == 0);
  CHECK(f.latest_snapshot(5).seq == 2);
  CHECK(f.latest_snapshot(5).state == Json{{"turn", 2}});

  f.mark_undone(3);
  f.mark_undone(2);
  CHECK(f.latest_snapshot(5).seq == 0);  // snapshot 2 described an undone command
  CHECK(f.active_count() == 1);
  CHECK(f.first_undone()->seq == 2);
  f.mark_active(2);
  CHECK(f.active_after(0).size() == 2);
  CHECK(f.first_undone()->seq == 3);
  f.mark_undone(1);  // only the status changes
  CHECK(to_string(f.journal()[0].status) == std::string("undone"));
  f.mark_active(1);
  f.append(rows[0]);  // ends the redo branch: 3 becomes discarded
  rows = f.journal();
  REQUIRE(rows.size() == 4);
  CHECK(to_string(rows[2].status) == std::string("discarded"));
  f.mark_active(3);  // a discarded entry cannot come back
  CHECK(f.journal()[2].status == EntryStatus::Discarded);
}

TEST_CASE("export_copy writes a campaign that opens with the same journal and state") {
  TempDir dir;
  std::string path = dir.file("original.umpire");
  GameRegistry registry;
  auto c = Campaign::create(path, registry, "exported", "", Json::object(), 2718);
  for (int i = 1; i <= 150; ++i) REQUIRE(c->apply(i % 3 == 0 ? roll_command(i) : note_command(i)).ok);
  REQUIRE(c->apply(Json{{"type", "core.rename"}, {"args", {{"name", "Exported"}}}}).ok);
  c->undo();
  c->undo();
  c->redo();
  for (int i = 0; i < 3; ++i) c->undo();  // leaves undone entries in the copy

  std::string copy = dir.file("copy.umpire");
  c->file().export_copy(copy);
  CHECK_NOTHROW(check_campaign_file(copy));
  auto exported = Campaign::open(copy, registry);
  check_same_journal(exported->journal(), c->journal());
  CHECK(state_to_json(exported->state()) == state_to_json(c->state()));
  CHECK(exported->file().metadata() == c->file().metadata());
  CHECK(stored_snapshots(copy) == stored_snapshots(path));
  CHECK(exported->can_redo() == c->can_redo());

  // The copy is independent of the original.
  REQUIRE(exported->apply(note_command(5000)).ok);
  CHECK(exported->file().journal().size() == c->journal().size() + 1);
  CHECK(c->can_redo());

  // It never overwrites.
  exported.reset();
  std::string before = read_bytes(copy);
  CHECK_THROWS_WITH_AS(c->file().export_copy(copy), doctest::Contains("already exists"), UserError);
  CHECK(read_bytes(copy) == before);
}
