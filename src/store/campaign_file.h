// One SQLite file per campaign (ARCHITECTURE promise 2). It holds metadata, the
// journal of every command with the dice it consumed and the events it caused,
// and snapshots of the state so that opening a long campaign does not replay
// from the start. The store knows nothing of rules: it keeps JSON.
//
// Durability: WAL mode with synchronous=FULL; each command is appended in one
// transaction together with its dice, events and (every N commands) a snapshot.
//
// Several writers: every change to the journal raises the file's generation
// (with who made it), inside the same transaction. A session remembers the
// generation its state was built at and, inside its own write transaction,
// compares it with the file's before it appends: if another process wrote in
// between, the session reloads first (src/session). A writer may also hold the
// campaign's WriterLock so that a second writer is told who has it open.
//
// Battles are child campaigns stored in the same file (schema 3): each has its
// own journal, dice, decisions, snapshots, undo and generation, in the battle_*
// tables. A child CampaignFile shares its parent's connection and lock and
// offers the same journal and snapshot calls, scoped to its battle.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/json_read.h"
#include "store/sqlite.h"
#include "store/writer_lock.h"

namespace umpire {

// 1: meta, journal, snapshot. 2: the generation of the journal. 3: the
// decisions of each command; battles (child campaigns) and their journals.
inline constexpr int kCampaignSchemaVersion = 3;
// PRAGMA application_id of every campaign file: "UMPR".
inline constexpr std::int32_t kCampaignApplicationId = 0x554D5052;

enum class EntryStatus { Active, Undone, Discarded };
const char* to_string(EntryStatus s);

struct JournalRow {
  std::int64_t seq = 0;            // order of issue, from 1
  std::string recorded_at;         // UTC, ISO 8601; for the umpire's eyes only
  Json command;                    // {"type": ..., "args": {...}}
  Json dice = Json::array();       // the rolls it consumed
  Json decisions = Json::array();  // the choices it consumed (empty before schema 3)
  Json events = Json::array();     // what it caused
  std::string dice_source;         // "seeded", "manual", "scripted", ...
  EntryStatus status = EntryStatus::Active;
  // Set when the row's stored JSON cannot be read (a damaged or hand-edited
  // file): what is wrong with it. The row is then listed, never replayed.
  std::string damage;
};

// How a program opens a campaign.
enum class OpenMode {
  Read,    // reads only (info, state, reports): no lock; writing is refused
  Write,   // takes the campaign's WriterLock: a second writer is told who has it
  Shared,  // writes without the lock, alongside another writer (--share)
};

struct Access {
  OpenMode mode = OpenMode::Shared;
  std::string program = "umpire";  // who writes, for the lock and the generation
  int lock_wait_ms = 2000;         // how long to wait for a writer about to let go
};

// The journal's generation: raised by every change to the journal.
struct Generation {
  std::int64_t value = 0;
  long pid = 0;          // the process that made the last change
  std::string program;   // "umpire apply", "umpire gui"
  std::string written_at;
  bool operator==(const Generation& o) const { return value == o.value; }
};

struct Snapshot {
  std::int64_t seq = 0;  // state after every active command up to seq (0 = initial)
  Json state;
};

// A battle of the campaign: a child campaign in the same file.
struct BattleRecord {
  std::string id;          // the campaign's name for it; unique in the file
  std::string engine;      // the engine that fights it
  std::string created_at;  // UTC, ISO 8601
  Json meta;               // a JSON object, the child's metadata()
};

class CampaignFile {
 public:
  // Creates a new campaign file; refuses to overwrite an existing file.
  // ":memory:" gives an in-memory campaign (conformance cases, tests).
  static CampaignFile create(const std::string& path, const Json& metadata, const Json& initial_state,
                             const Access& access = {});
  // Opens an existing campaign. A file that is not a campaign, is damaged, or
  // comes from a newer schema raises a UserError and is left untouched. With
  // OpenMode::Write a campaign another writer holds raises OpenElsewhere.
  static CampaignFile open(const std::string& path, const Access& access = {});
  // Moved, never copied: a second handle on the same rows is made on purpose,
  // with battle().
  CampaignFile(CampaignFile&&) noexcept = default;
  CampaignFile& operator=(CampaignFile&&) noexcept = default;
  CampaignFile(const CampaignFile&) = delete;
  CampaignFile& operator=(const CampaignFile&) = delete;

  const std::string& path() const { return db_->path(); }
  const Access& access() const { return access_; }
  // The campaign file's schema as read (below kCampaignSchemaVersion only for
  // an old file opened for reading, which is not migrated).
  int schema() const { return schema_; }

  // One transaction over several calls: Write waits for other writers and
  // keeps them out until it ends; Read gives one consistent view of the file.
  // The calls below join an open transaction instead of starting their own.
  // A child's transaction is its parent's: they share one connection.
  sql::Transaction transaction(sql::Transaction::Kind kind) { return sql::Transaction(*db_, kind); }
  // A child's generation is its battle's own: a move in a battle does not
  // raise the campaign's, nor a campaign command the battle's.
  Generation generation();
  // A child's metadata is its battle's meta object; set_metadata sets one key.
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

  // Writes a consistent copy of the whole file (the campaign and its battles)
  // to another file.
  void export_copy(const std::string& path);

  // Battles (child campaigns). Called on the campaign, not on a child. A file
  // of a schema before 3 (read where it cannot be migrated) has none.
  std::vector<BattleRecord> battles();  // in the order they were created
  std::optional<BattleRecord> find_battle(const std::string& id);
  // The battle row and its initial state (snapshot 0), in one transaction.
  // Refuses an id already in the file.
  CampaignFile create_battle(const std::string& id, const std::string& engine, const Json& meta,
                             const Json& initial_state);
  // The child campaign of a battle; a UserError naming it when there is none.
  // It has the parent's access: a parent opened for reading gives children
  // that refuse to write.
  CampaignFile battle(const std::string& id);
  // Renames a battle, its journal and snapshots to the first free "<id>~<n>"
  // (n from 1), so that a battle set up afresh under the same id loses
  // nothing. Returns the new id.
  std::string retire_battle(const std::string& id);
  bool is_battle() const { return !battle_.empty(); }
  const std::string& battle_id() const { return battle_; }

 private:
  // Where a file's journal calls read and write: the campaign's own tables, or
  // a battle's rows in the battle_* tables. `where` is an SQL condition that
  // may use the :battle parameter, which bind_scope binds.
  struct Scope {
    const char* journal;
    const char* snapshot;
    const char* where;
    const char* key_columns;  // prefix of the INSERT column list
    const char* key_values;   // and of its VALUES
    const char* generation_table;
    const char* generation_value;
    const char* generation_where;
  };
  CampaignFile(std::shared_ptr<sql::Db> db, Access access, std::shared_ptr<WriterLock> lock, int schema,
               std::string battle = "")
      : db_(std::move(db)),
        access_(std::move(access)),
        lock_(std::move(lock)),
        schema_(schema),
        battle_(std::move(battle)) {}
  const Scope& scope() const;
  void bind_scope(sql::Stmt& s) const;
  std::string in_battle() const;  // "battle B, " in a child's messages
  JournalRow read_row(sql::Stmt& s);
  std::vector<JournalRow> rows(const std::string& where, std::int64_t seq = 0);
  void require_writable() const;
  void require_campaign(const char* what) const;
  void raise_generation();
  Json battle_meta();
  std::shared_ptr<sql::Db> db_;  // shared by the campaign and its children
  Access access_;
  std::shared_ptr<WriterLock> lock_;  // the campaign's; a child keeps it alive
  int schema_ = kCampaignSchemaVersion;
  std::string battle_;  // empty for the campaign itself
};

// Checks a file before anything touches it; throws a UserError describing why it
// cannot be opened as a campaign. Exposed for `umpire info` and the tests.
void check_campaign_file(const std::string& path);
// The same for a file on a read-only medium, read as immutable.
void check_campaign_file(const std::string& path, bool immutable);
// The campaign's folder is on a read-only filesystem.
bool on_read_only_medium(const std::string& path);

}  // namespace umpire
