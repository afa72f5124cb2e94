#include "store/sqlite.h"

#include <sqlite3.h>

#include "core/error.h"

namespace umpire::sql {

Db::Db(const std::string& path, int flags) : path_(path) {
  int rc = sqlite3_open_v2(path.c_str(), &db_, flags, nullptr);
  if (rc != SQLITE_OK) {
    std::string msg = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
    sqlite3_close(db_);
    db_ = nullptr;
    throw UserError(path + ": cannot open: " + msg);
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

void Db::fail(const std::string& what) const {
  throw UserError(path_ + ": " + what + ": " + (db_ ? sqlite3_errmsg(db_) : "no database"));
}

void Db::exec(const std::string& sql) {
  char* err = nullptr;
  if (sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &err) != SQLITE_OK) {
    std::string msg = err ? err : "unknown error";
    sqlite3_free(err);
    throw UserError(path_ + ": " + msg);
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

Transaction::Transaction(Db& db) : db_(&db) { db.exec("BEGIN IMMEDIATE"); }

Transaction::~Transaction() {
  if (!done_) sqlite3_exec(db_->handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit() {
  db_->exec("COMMIT");
  done_ = true;
}

}  // namespace umpire::sql
