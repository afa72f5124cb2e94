#include "store/campaign_file.h"

#include <sqlite3.h>

#include <chrono>
#include <ctime>
#include <filesystem>

#include <sys/statvfs.h>
#include <unistd.h>

#include "core/error.h"
#include "store/clock.h"

namespace umpire {

namespace {

// Migrations: migration[i] takes a file from schema i to schema i+1. A new file
// is made by running them all from 0, so the same code path creates and upgrades.
const char* const kMigrations[] = {
    // 0 -> 1
    R"sql(
      CREATE TABLE meta(
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL            -- JSON
      );
      CREATE TABLE journal(
        seq         INTEGER PRIMARY KEY,  -- order of issue
        recorded_at TEXT NOT NULL,
        command     TEXT NOT NULL,        -- JSON {"type", "args"}
        dice        TEXT NOT NULL,        -- JSON array of rolls consumed
        events      TEXT NOT NULL,        -- JSON array of events caused
        dice_source TEXT NOT NULL,
        status      TEXT NOT NULL CHECK(status IN ('active', 'undone', 'discarded'))
      );
      CREATE INDEX journal_status ON journal(status, seq);
      CREATE TABLE snapshot(
        seq   INTEGER PRIMARY KEY,        -- state after the active commands up to seq
        state TEXT NOT NULL               -- JSON
      );
    )sql",
    // 1 -> 2: the journal's generation, raised by every change to the journal,
    // so that a writer can tell that another process wrote since it loaded.
    R"sql(
      CREATE TABLE generation(
        id         INTEGER PRIMARY KEY CHECK(id = 1),
        value      INTEGER NOT NULL,
        pid        INTEGER,               -- who made the last change
        program    TEXT,
        written_at TEXT
      );
      INSERT INTO generation(id, value) VALUES(1, 0);
    )sql",
    // 2 -> 3: the decisions a command consumed, journaled like its dice; and
    // battles, child campaigns with a journal, snapshots and a generation of
    // their own. A battle's rows live beside the campaign's in tables keyed by
    // the battle, so that its seq counts from 1 and a rename (retire_battle)
    // carries them along.
    R"sql(
      ALTER TABLE journal ADD COLUMN decisions TEXT NOT NULL DEFAULT '[]';  -- JSON array of choices consumed
      CREATE TABLE battle(
        id         TEXT PRIMARY KEY,
        engine     TEXT NOT NULL,
        meta       TEXT NOT NULL,         -- JSON object: the battle's metadata
        created_at TEXT NOT NULL,
        generation INTEGER NOT NULL DEFAULT 0,  -- as the generation table, for this battle only
        pid        INTEGER,
        program    TEXT,
        written_at TEXT
      );
      CREATE TABLE battle_journal(
        battle      TEXT NOT NULL REFERENCES battle(id) ON UPDATE CASCADE,
        seq         INTEGER NOT NULL,     -- order of issue within the battle, from 1
        recorded_at TEXT NOT NULL,
        command     TEXT NOT NULL,
        dice        TEXT NOT NULL,
        decisions   TEXT NOT NULL,
        events      TEXT NOT NULL,
        dice_source TEXT NOT NULL,
        status      TEXT NOT NULL CHECK(status IN ('active', 'undone', 'discarded')),
        PRIMARY KEY(battle, seq)
      );
      CREATE INDEX battle_journal_status ON battle_journal(battle, status, seq);
      CREATE TABLE battle_snapshot(
        battle TEXT NOT NULL REFERENCES battle(id) ON UPDATE CASCADE,
        seq    INTEGER NOT NULL,
        state  TEXT NOT NULL,
        PRIMARY KEY(battle, seq)
      );
    )sql",
};
constexpr int kMigrationCount = sizeof(kMigrations) / sizeof(kMigrations[0]);
static_assert(kMigrationCount == kCampaignSchemaVersion);

EntryStatus status_from_text(const std::string& s, const std::string& path) {
  if (s == "active") return EntryStatus::Active;
  if (s == "undone") return EntryStatus::Undone;
  if (s == "discarded") return EntryStatus::Discarded;
  throw UserError(path + ": damaged journal: unknown status \"" + s + "\"");
}

void configure(sql::Db& db, bool in_memory = false) {
  if (!in_memory) {  // an in-memory database has neither a WAL nor a disk to sync
    db.exec("PRAGMA journal_mode=WAL");
    db.exec("PRAGMA synchronous=FULL");
  }
  db.exec("PRAGMA foreign_keys=ON");
}

void migrate(sql::Db& db, int from) {
  sql::Transaction t(db);  // joins the caller's transaction when there is one
  for (int v = from; v < kCampaignSchemaVersion; ++v) db.exec(kMigrations[v]);
  db.exec("PRAGMA application_id=" + std::to_string(kCampaignApplicationId));
  db.exec("PRAGMA user_version=" + std::to_string(kCampaignSchemaVersion));
  t.commit();
}

}  // namespace

const char* to_string(EntryStatus s) {
  switch (s) {
    case EntryStatus::Active: return "active";
    case EntryStatus::Undone: return "undone";
    case EntryStatus::Discarded: return "discarded";
  }
  return "active";
}

bool on_read_only_medium(const std::string& path) {
  std::filesystem::path dir = std::filesystem::absolute(path).parent_path();
  struct statvfs st {};
  return statvfs(dir.c_str(), &st) == 0 && (st.f_flag & ST_RDONLY);
}

namespace {

// A campaign on a read-only medium (a write-protected stick, a CD, a
// read-only share) cannot have the -wal and -shm files SQLite needs beside it;
// nothing can write there either, so it is read as immutable.
sql::Db connect(const std::string& path, bool immutable) {
  if (!immutable) return sql::Db(path, SQLITE_OPEN_READWRITE);
  std::string uri = "file:";
  for (char c : std::filesystem::absolute(path).string()) {
    if (c == '%' || c == '?' || c == '#') {
      char buf[4];
      std::snprintf(buf, sizeof buf, "%%%02X", static_cast<unsigned char>(c));
      uri += buf;
    } else {
      uri += c;
    }
  }
  return sql::Db(uri + "?immutable=1", SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, path);
}

}  // namespace

void check_campaign_file(const std::string& path) { check_campaign_file(path, false); }

void check_campaign_file(const std::string& path, bool immutable) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::exists(path, ec)) throw UserError(path + ": no such file");
  if (!fs::is_regular_file(path, ec)) throw UserError(path + ": not a file");
  auto size = fs::file_size(path, ec);
  if (size == 0) throw UserError(path + ": the file is empty, not an Umpire campaign");
  // Everything below goes through SQLite. Never read the file with a stream
  // of our own: closing any descriptor of a file drops every POSIX lock this
  // process holds on it (fcntl semantics), including the locks of a
  // connection this process already has open on the same campaign, and the
  // other processes would then read and write past it.
  //
  // Read-write so that a WAL left by a killed program can be read, but nothing is
  // written: a read-only look at the schema and an integrity check.
  sql::Db db = connect(path, immutable);
  std::int64_t page_size = 0;
  try {
    db.int_value("PRAGMA schema_version");  // reads the header: SQLITE_NOTADB for any other file
    page_size = db.int_value("PRAGMA page_size");
  } catch (const sql::Error& e) {
    if ((e.code() & 0xff) == SQLITE_NOTADB)
      throw UserError(path + ": not an Umpire campaign (the file is not an SQLite database)");
    if (!e.is_damage()) throw UserError(path + ": cannot be opened: " + e.what());
    throw UserError(path + ": the campaign file is damaged (" + std::string(sqlite3_errmsg(db.handle())) +
                    "); restore it from a backup");
  }
  // SQLite writes the main file in whole pages. A file cut short in the middle
  // of a page can pass the integrity check (SQLite reads the missing bytes as
  // zeros) and only fail later as garbled JSON, so catch it here. Not while a
  // WAL is pending: SQLite recovers a torn checkpoint from it.
  std::error_code wal_ec;
  auto wal_size = fs::file_size(path + "-wal", wal_ec);
  bool wal_pending = !wal_ec && wal_size > 0;
  if (!wal_pending && (size < 100 || page_size < 512 || size % static_cast<std::uintmax_t>(page_size) != 0))
    throw UserError(path + ": the campaign file is damaged (its size, " + std::to_string(size) +
                    " bytes, is not a whole number of database pages: it was probably cut short); "
                    "restore it from a backup");
  std::string integrity;
  try {
    sql::Stmt s(db, "PRAGMA integrity_check");
    while (s.step()) {
      std::string line = s.column_text(0);
      if (line == "ok") continue;
      if (integrity.size() < 400) integrity += (integrity.empty() ? "" : "; ") + line;
    }
  } catch (const sql::Error& e) {
    // Only a file whose bytes are not a database is damaged. A folder that is
    // read-only or a full disk stops SQLite from making FILE-shm beside the
    // campaign; that is said as it is, with no talk of backups.
    if (!e.is_damage()) throw UserError(path + ": cannot be opened: " + e.what());
    throw UserError(path + ": the campaign file is damaged (" + std::string(sqlite3_errmsg(db.handle())) +
                    "); restore it from a backup");
  }
  if (!integrity.empty())
    throw UserError(path + ": the campaign file is damaged (" + integrity + "); restore it from a backup");
  auto app_id = db.int_value("PRAGMA application_id");
  auto version = db.int_value("PRAGMA user_version");
  if (app_id != kCampaignApplicationId)
    throw UserError(path + ": an SQLite database, but not an Umpire campaign");
  if (version > kCampaignSchemaVersion)
    throw UserError(path + ": this campaign was written by a newer Umpire (campaign schema " +
                    std::to_string(version) + "); this program reads schemas up to " +
                    std::to_string(kCampaignSchemaVersion) + ". Update Umpire to open it; the file was not changed.");
  if (version < 1) throw UserError(path + ": an Umpire campaign with no schema version; it is damaged");
}

CampaignFile CampaignFile::create(const std::string& path, const Json& metadata, const Json& initial_state,
                                  const Access& access) {
  if (path != ":memory:" && std::filesystem::exists(path))
    throw UserError(path + ": already exists; choose another name (a campaign is never overwritten)");
  if (access.mode == OpenMode::Read) throw UserError(path + ": a campaign cannot be created for reading only");
  WriterLock lock;
  if (access.mode == OpenMode::Write && path != ":memory:")
    lock = WriterLock::acquire(path, access.program, access.lock_wait_ms);
  auto db = std::make_shared<sql::Db>(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
  configure(*db, path == ":memory:");
  migrate(*db, 0);
  CampaignFile file(std::move(db), access, std::make_shared<WriterLock>(std::move(lock)), kCampaignSchemaVersion);
  sql::Transaction t(*file.db_);
  Json meta = metadata;
  meta["created_at"] = now_utc();
  for (auto it = meta.begin(); it != meta.end(); ++it) file.set_metadata(it.key(), it.value());
  file.put_snapshot(0, initial_state);
  t.commit();
  return file;
}

CampaignFile CampaignFile::open(const std::string& path, const Access& access) {
  bool read_only_medium = on_read_only_medium(path);
  if (read_only_medium && access.mode != OpenMode::Read)
    throw UserError(path + ": cannot be changed: it is on a read-only medium (a write-protected drive or a "
                           "read-only share). It can still be read (info, state, reports); copy it to a writable "
                           "folder to go on with it");
  check_campaign_file(path, read_only_medium);
  // The lock before the connection: a writer that finds the campaign taken
  // leaves without touching it.
  WriterLock lock;
  if (access.mode == OpenMode::Write) lock = WriterLock::acquire(path, access.program, access.lock_wait_ms);
  auto db = std::make_shared<sql::Db>(connect(path, read_only_medium));
  if (!read_only_medium) configure(*db);
  // A reader leaves the file as it is: an older schema is read as it stands
  // (info, state and reports of an old file do not change it).
  if (access.mode != OpenMode::Read && db->int_value("PRAGMA user_version") < kCampaignSchemaVersion) {
    // Read the version again inside the write transaction that migrates, so
    // that two programs opening an old file at once migrate it once.
    sql::Transaction t(*db);
    auto version = static_cast<int>(db->int_value("PRAGMA user_version"));
    if (version < kCampaignSchemaVersion) migrate(*db, version);
    t.commit();
  }
  auto schema = static_cast<int>(db->int_value("PRAGMA user_version"));
  return CampaignFile(std::move(db), access, std::make_shared<WriterLock>(std::move(lock)), schema);
}

const CampaignFile::Scope& CampaignFile::scope() const {
  static const Scope kCampaign{"journal", "snapshot", "1", "", "", "generation", "value", "id = 1"};
  static const Scope kBattle{"battle_journal", "battle_snapshot", "battle = :battle", "battle, ", ":battle, ",
                             "battle",         "generation",      "id = :battle"};
  return is_battle() ? kBattle : kCampaign;
}

void CampaignFile::bind_scope(sql::Stmt& s) const {
  if (s.has_parameter(":battle")) s.bind(":battle", battle_);
}

std::string CampaignFile::in_battle() const { return is_battle() ? "battle " + battle_ + ", " : std::string(); }

void CampaignFile::require_writable() const {
  if (access_.mode == OpenMode::Read)
    throw UserError(path() + ": opened for reading only; this change was not made");
}

Generation CampaignFile::generation() {
  if (!is_battle() && schema_ < 2) return Generation{};  // an old file read where it cannot be migrated
  const Scope& sc = scope();
  sql::Stmt s(*db_, std::string("SELECT ") + sc.generation_value + ", pid, program, written_at FROM " +
                        sc.generation_table + " WHERE " + sc.generation_where);
  bind_scope(s);
  if (!s.step()) {
    if (is_battle()) throw UserError(path() + ": the battle " + battle_ + " is no longer in the campaign");
    throw UserError(path() + ": damaged: the campaign has no journal generation");
  }
  Generation g;
  g.value = s.column_int(0);
  g.pid = static_cast<long>(s.column_int(1));
  g.program = s.column_text(2);
  g.written_at = s.column_text(3);
  return g;
}

void CampaignFile::raise_generation() {
  const Scope& sc = scope();
  sql::Stmt s(*db_, std::string("UPDATE ") + sc.generation_table + " SET " + sc.generation_value + " = " +
                        sc.generation_value + " + 1, pid = :pid, program = :program, written_at = :at WHERE " +
                        sc.generation_where);
  bind_scope(s);
  s.bind(":pid", static_cast<std::int64_t>(getpid())).bind(":program", access_.program).bind(":at", now_utc()).run();
}

Json CampaignFile::metadata() {
  if (is_battle()) return battle_meta();
  Json out = Json::object();
  sql::Stmt s(*db_, "SELECT key, value FROM meta ORDER BY key");
  while (s.step())
    out[s.column_text(0)] =
        parse_json(s.column_text(1), path() + " (metadata " + s.column_text(0) + ")", kMaxStoredJsonDepth);
  return out;
}

void CampaignFile::set_metadata(const std::string& key, const Json& value) {
  require_writable();
  if (is_battle()) {
    sql::Transaction t(*db_);
    Json meta = battle_meta();
    meta[key] = value;
    sql::Stmt(*db_, "UPDATE battle SET meta = ? WHERE id = ?").bind(1, meta.dump()).bind(2, battle_).run();
    t.commit();
    return;
  }
  sql::Stmt s(*db_, "INSERT INTO meta(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value");
  s.bind(1, key).bind(2, value.dump()).run();
}

std::int64_t CampaignFile::append(const JournalRow& row, const std::optional<Json>& snapshot_after) {
  require_writable();
  const Scope& sc = scope();
  std::string journal = sc.journal;
  sql::Transaction t(*db_);
  {
    sql::Stmt discard(*db_,
                      "UPDATE " + journal + " SET status = 'discarded' WHERE " + sc.where + " AND status = 'undone'");
    bind_scope(discard);
    discard.run();
  }
  // The next seq of this journal: a battle's count from 1 of their own.
  std::int64_t seq = 1;
  {
    sql::Stmt next(*db_, "SELECT coalesce(max(seq), 0) + 1 FROM " + journal + " WHERE " + sc.where);
    bind_scope(next);
    if (next.step()) seq = next.column_int(0);
  }
  sql::Stmt s(*db_, "INSERT INTO " + journal + "(" + sc.key_columns +
                        "seq, recorded_at, command, dice, decisions, events, dice_source, status) VALUES(" +
                        sc.key_values + ":seq, :at, :command, :dice, :decisions, :events, :source, 'active')");
  bind_scope(s);
  s.bind(":seq", seq)
      .bind(":at", row.recorded_at.empty() ? now_utc() : row.recorded_at)
      .bind(":command", row.command.dump())
      .bind(":dice", row.dice.dump())
      .bind(":decisions", row.decisions.dump())
      .bind(":events", row.events.dump())
      .bind(":source", row.dice_source)
      .run();
  if (snapshot_after) put_snapshot(seq, *snapshot_after);
  raise_generation();
  t.commit();
  return seq;
}

JournalRow CampaignFile::read_row(sql::Stmt& s) {
  JournalRow r;
  r.seq = s.column_int(0);
  std::string where = path() + " (" + in_battle() + "journal entry " + std::to_string(r.seq) + ")";
  r.recorded_at = s.column_text(1);
  r.dice_source = s.column_text(5);
  r.status = status_from_text(s.column_text(6), path());
  // A row whose JSON cannot be read is kept and described, not thrown: the
  // campaign still opens up to it, and the umpire can see it and undo it.
  try {
    r.command = parse_json(s.column_text(2), where + " command", kMaxStoredJsonDepth);
    r.dice = parse_json(s.column_text(3), where + " dice", kMaxStoredJsonDepth);
    r.decisions = parse_json(s.column_text(7), where + " decisions", kMaxStoredJsonDepth);
    r.events = parse_json(s.column_text(4), where + " events", kMaxStoredJsonDepth);
    if (!r.command.is_object()) throw UserError(where + ": the recorded command is not a JSON object");
    if (!r.dice.is_array()) throw UserError(where + ": the recorded dice are not a JSON array");
    if (!r.decisions.is_array()) throw UserError(where + ": the recorded decisions are not a JSON array");
    if (!r.events.is_array()) throw UserError(where + ": the recorded events are not a JSON array");
  } catch (const UserError& e) {
    r.damage = e.what();
    if (!r.command.is_object()) r.command = Json::object();
    if (!r.dice.is_array()) r.dice = Json::array();
    if (!r.decisions.is_array()) r.decisions = Json::array();
    if (!r.events.is_array()) r.events = Json::array();
  }
  return r;
}

// `where` continues the scope's condition and may use :seq.
std::vector<JournalRow> CampaignFile::rows(const std::string& where, std::int64_t seq) {
  const Scope& sc = scope();
  // Before schema 3 (an old file read as it is) no command had decisions.
  const char* decisions = is_battle() || schema_ >= 3 ? "decisions" : "'[]'";
  sql::Stmt s(*db_, std::string("SELECT seq, recorded_at, command, dice, events, dice_source, status, ") + decisions +
                        " FROM " + sc.journal + " WHERE " + sc.where + " " + where);
  bind_scope(s);
  if (s.has_parameter(":seq")) s.bind(":seq", seq);
  std::vector<JournalRow> out;
  while (s.step()) out.push_back(read_row(s));
  return out;
}

std::vector<JournalRow> CampaignFile::journal() { return rows("ORDER BY seq"); }

std::vector<JournalRow> CampaignFile::active_after(std::int64_t seq) {
  return rows("AND status = 'active' AND seq > :seq ORDER BY seq", seq);
}

std::optional<JournalRow> CampaignFile::last_active() {
  auto r = rows("AND status = 'active' ORDER BY seq DESC LIMIT 1");
  if (r.empty()) return std::nullopt;
  return r.front();
}

std::optional<JournalRow> CampaignFile::first_undone() {
  auto r = rows("AND status = 'undone' ORDER BY seq ASC LIMIT 1");
  if (r.empty()) return std::nullopt;
  return r.front();
}

std::int64_t CampaignFile::active_count() {
  const Scope& sc = scope();
  sql::Stmt s(*db_,
              std::string("SELECT count(*) FROM ") + sc.journal + " WHERE " + sc.where + " AND status = 'active'");
  bind_scope(s);
  return s.step() ? s.column_int(0) : 0;
}

void CampaignFile::mark_undone(std::int64_t seq) {
  require_writable();
  const Scope& sc = scope();
  sql::Transaction t(*db_);
  sql::Stmt undo(*db_, std::string("UPDATE ") + sc.journal + " SET status = 'undone' WHERE " + sc.where +
                           " AND seq = :seq AND status = 'active'");
  bind_scope(undo);
  undo.bind(":seq", seq).run();
  sql::Stmt drop(*db_,
                 std::string("DELETE FROM ") + sc.snapshot + " WHERE " + sc.where + " AND seq >= :seq AND seq > 0");
  bind_scope(drop);
  drop.bind(":seq", seq).run();
  raise_generation();
  t.commit();
}

void CampaignFile::mark_active(std::int64_t seq) {
  require_writable();
  const Scope& sc = scope();
  sql::Transaction t(*db_);
  sql::Stmt redo(*db_, std::string("UPDATE ") + sc.journal + " SET status = 'active' WHERE " + sc.where +
                           " AND seq = :seq AND status = 'undone'");
  bind_scope(redo);
  redo.bind(":seq", seq).run();
  raise_generation();
  t.commit();
}

Snapshot CampaignFile::latest_snapshot(std::int64_t max_seq) {
  const Scope& sc = scope();
  sql::Stmt s(*db_, std::string("SELECT seq, state FROM ") + sc.snapshot + " WHERE " + sc.where +
                        " AND seq <= :seq ORDER BY seq DESC LIMIT 1");
  bind_scope(s);
  s.bind(":seq", max_seq);
  if (!s.step())
    throw UserError(path() + ": damaged: the " + (is_battle() ? "battle " + battle_ : "campaign") +
                    " has no initial state");
  Snapshot snap;
  snap.seq = s.column_int(0);
  snap.state = parse_json(s.column_text(1), path() + " (" + in_battle() + "snapshot " + std::to_string(snap.seq) + ")",
                          kMaxStoredJsonDepth);
  return snap;
}

void CampaignFile::put_snapshot(std::int64_t seq, const Json& state) {
  require_writable();
  const Scope& sc = scope();
  sql::Stmt s(*db_, std::string("INSERT OR REPLACE INTO ") + sc.snapshot + "(" + sc.key_columns +
                        "seq, state) VALUES(" + sc.key_values + ":seq, :state)");
  bind_scope(s);
  s.bind(":seq", seq).bind(":state", state.dump()).run();
}

void CampaignFile::export_copy(const std::string& path) {
  if (std::filesystem::exists(path)) throw UserError(path + ": already exists; choose another name");
  sql::Stmt(*db_, "VACUUM INTO ?").bind(1, path).run();
}

}  // namespace umpire
