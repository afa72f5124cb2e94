// One SQLite file per campaign (ARCHITECTURE promise 2). It holds metadata, the
// journal of every command with the dice it consumed and the events it caused,
// and snapshots of the state so that opening a long campaign does not replay
// from the start. The store knows nothing of rules: it keeps JSON.
//
// Durability: WAL mode with synchronous=FULL; each command is appended in one
// transaction together with its dice, events and (every N commands) a snapshot.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/json_read.h"
#include "store/sqlite.h"

namespace umpire {

inline constexpr int kCampaignSchemaVersion = 1;
// PRAGMA application_id of every campaign file: "UMPR".
inline constexpr std::int32_t kCampaignApplicationId = 0x554D5052;

enum class EntryStatus { Active, Undone, Discarded };
const char* to_string(EntryStatus s);

struct JournalRow {
  std::int64_t seq = 0;          // order of issue, from 1
  std::string recorded_at;       // UTC, ISO 8601; for the umpire's eyes only
  Json command;                  // {"type": ..., "args": {...}}
  Json dice = Json::array();     // the rolls it consumed
  Json events = Json::array();   // what it caused
  std::string dice_source;       // "seeded", "manual", "scripted", ...
  EntryStatus status = EntryStatus::Active;
};

struct Snapshot {
  std::int64_t seq = 0;  // state after every active command up to seq (0 = initial)
  Json state;
};

class CampaignFile {
 public:
  // Creates a new campaign file; refuses to overwrite an existing file.
  // ":memory:" gives an in-memory campaign (conformance cases, tests).
  static CampaignFile create(const std::string& path, const Json& metadata, const Json& initial_state);
  // Opens an existing campaign. A file that is not a campaign, is damaged, or
  // comes from a newer schema raises a UserError and is left untouched.
  static CampaignFile open(const std::string& path);

  const std::string& path() const { return db_.path(); }
  Json metadata();
  void set_metadata(const std::string& key, const Json& value);

  // Appends one command in one transaction: undone entries become discarded
  // (a new command ends the redo branch), the row is inserted and, if given,
  // the snapshot after it is stored. Returns the new row's seq.
  std::int64_t append(const JournalRow& row, const std::optional<Json>& snapshot_after = std::nullopt);

  std::vector<JournalRow> journal();                       // every row, in seq order
  std::vector<JournalRow> active_after(std::int64_t seq);  // active rows with seq > given
  std::optional<JournalRow> last_active();
  std::optional<JournalRow> first_undone();
  std::int64_t active_count();

  // Undo: the row becomes undone and snapshots at or after it are dropped.
  void mark_undone(std::int64_t seq);
  // Redo: the row becomes active again.
  void mark_active(std::int64_t seq);

  // The newest snapshot at or before seq.
  Snapshot latest_snapshot(std::int64_t max_seq);
  void put_snapshot(std::int64_t seq, const Json& state);

  // Writes a consistent copy of the whole campaign to another file.
  void export_copy(const std::string& path);

 private:
  explicit CampaignFile(sql::Db db) : db_(std::move(db)) {}
  JournalRow read_row(sql::Stmt& s);
  std::vector<JournalRow> rows(const std::string& where, std::int64_t param);
  sql::Db db_;
};

// Checks a file before anything touches it; throws a UserError describing why it
// cannot be opened as a campaign. Exposed for `umpire info` and the tests.
void check_campaign_file(const std::string& path);

}  // namespace umpire
