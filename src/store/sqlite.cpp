#include "store/sqlite.h"

#include <sqlite3.h>

#include <stdexcept>

#include "core/error.h"

namespace umpire::sql {

bool Error::is_damage() const {
  int primary = code_ & 0xff;
  return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB;
}

std::string explain(int code, const std::string& path) {
  std::string sidecars = "SQLite keeps " + path + "-wal and " + path + "-shm beside the campaign while it is open";
  switch (code) {
    case SQLITE_IOERR_SHMOPEN:
    case SQLITE_IOERR_SHMSIZE:
    case SQLITE_IOERR_SHMMAP:
    case SQLITE_READONLY_CANTINIT:
    case SQLITE_READONLY_DIRECTORY:
      return "the campaign's folder cannot be written to (read-only, or the disk is full), and " + sidecars +
             "; the file itself was not changed: copy it to a writable folder";
    case SQLITE_CANTOPEN:
    case SQLITE_CANTOPEN_ISDIR:
    case SQLITE_CANTOPEN_FULLPATH:
      return "the file or its folder cannot be opened for writing (read-only, or missing permissions); " + sidecars;
  }
  switch (code & 0xff) {
    case SQLITE_FULL: return "the disk is full: free some space and try again; nothing was written";
    case SQLITE_READONLY:
      return "the campaign file or its folder is read-only: copy it somewhere writable to change it";
    case SQLITE_BUSY:
    case SQLITE_LOCKED: return "another program kept the campaign busy for too long; try again";
    case SQLITE_IOERR:
      return "the disk reported an error while reading or writing (full, removed, or failing); nothing was "
             "committed";
    case SQLITE_PERM: return "the system refused access to the file";
  }
  return "";
}

Db::Db(const std::string& filename, int flags, const std::string& shown_as)
    : path_(shown_as.empty() ? filename : shown_as) {
  const std::string& path = path_;
  int rc = sqlite3_open_v2(filename.c_str(), &db_, flags, nullptr);
  if (rc != SQLITE_OK) {
    std::string msg = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
    int code = db_ ? sqlite3_extended_errcode(db_) : rc;
    sqlite3_close(db_);
    db_ = nullptr;
    std::string why = explain(code, path);
    throw Error(path + ": cannot open: " + msg + (why.empty() ? "" : " (" + why + ")"), code);
  }
  sqlite3_extended_result_codes(db_, 1);
  sqlite3_busy_timeout(db_, 5000);
}

Db::~Db() {
  if (db_) sqlite3_close(db_);
}

Db::Db(Db&& other) noexcept : db_(other.db_), path_(std::move(other.path_)) { other.db_ = nullptr; }

Db& Db::operator=(Db&& other) noexcept {
  if (this != &other) {
    if (db_) sqlite3_close(db_);
    db_ = other.db_;
    path_ = std::move(other.path_);
    other.db_ = nullptr;
  }
  return *this;
}

void Db::fail(const std::string& what) const { fail(what, db_ ? sqlite3_extended_errcode(db_) : SQLITE_MISUSE); }

void Db::fail(const std::string& what, int code) const {
  std::string msg = db_ ? sqlite3_errmsg(db_) : "no database";
  std::string why = explain(code, path_);
  throw Error(path_ + ": " + what + ": " + msg + (why.empty() ? "" : " (" + why + ")"), code);
}

bool Db::in_transaction() const { return db_ && !sqlite3_get_autocommit(db_); }

void Db::exec(const std::string& sql) {
  char* err = nullptr;
  if (sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &err) != SQLITE_OK) {
    std::string msg = err ? err : "unknown error";
    sqlite3_free(err);
    int code = sqlite3_extended_errcode(db_);
    std::string why = explain(code, path_);
    throw Error(path_ + ": " + msg + (why.empty() ? "" : " (" + why + ")"), code);
  }
}

std::string Db::text_value(const std::string& sql) {
  Stmt s(*this, sql);
  if (!s.step()) return "";
  return s.column_text(0);
}

std::int64_t Db::int_value(const std::string& sql) {
  Stmt s(*this, sql);
  if (!s.step()) return 0;
  return s.column_int(0);
}

Stmt::Stmt(Db& db, const std::string& sql) : db_(&db) {
  if (sqlite3_prepare_v2(db.handle(), sql.c_str(), -1, &stmt_, nullptr) != SQLITE_OK)
    db.fail("cannot prepare \"" + sql.substr(0, 60) + "\"");
}

Stmt::~Stmt() { sqlite3_finalize(stmt_); }

Stmt& Stmt::bind(int index, std::int64_t value) {
  if (sqlite3_bind_int64(stmt_, index, value) != SQLITE_OK) db_->fail("cannot bind a value");
  return *this;
}

Stmt& Stmt::bind(int index, const std::string& value) {
  if (sqlite3_bind_text(stmt_, index, value.data(), static_cast<int>(value.size()), SQLITE_TRANSIENT) != SQLITE_OK)
    db_->fail("cannot bind a value");
  return *this;
}

namespace {

int parameter_index(sqlite3_stmt* stmt, const char* name) {
  int index = sqlite3_bind_parameter_index(stmt, name);
  if (index == 0) throw std::logic_error(std::string("no SQL parameter ") + name + " in " + sqlite3_sql(stmt));
  return index;
}

}  // namespace

Stmt& Stmt::bind(const char* name, std::int64_t value) { return bind(parameter_index(stmt_, name), value); }

Stmt& Stmt::bind(const char* name, const std::string& value) { return bind(parameter_index(stmt_, name), value); }

bool Stmt::has_parameter(const char* name) const { return sqlite3_bind_parameter_index(stmt_, name) != 0; }

bool Stmt::step() {
  int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  db_->fail("database error");
}

void Stmt::run() {
  while (step()) {
  }
}

std::int64_t Stmt::column_int(int index) const { return sqlite3_column_int64(stmt_, index); }

std::string Stmt::column_text(int index) const {
  const unsigned char* t = sqlite3_column_text(stmt_, index);
  int n = sqlite3_column_bytes(stmt_, index);
  return t ? std::string(reinterpret_cast<const char*>(t), static_cast<std::size_t>(n)) : std::string();
}

bool Stmt::column_is_null(int index) const { return sqlite3_column_type(stmt_, index) == SQLITE_NULL; }

Transaction::Transaction(Db& db, Kind kind) : db_(&db) {
  if (db.in_transaction()) {
    nested_ = true;
    return;
  }
  db.exec(kind == Kind::Write ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED");
}

Transaction::~Transaction() {
  if (!done_ && !nested_) sqlite3_exec(db_->handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit() {
  if (!nested_) db_->exec("COMMIT");
  done_ = true;
}

}  // namespace umpire::sql
