// A thin RAII layer over the SQLite C API: a connection and prepared statements
// whose failures become UserErrors naming the campaign file.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/error.h"

struct sqlite3;
struct sqlite3_stmt;

namespace umpire::sql {

// A failure of SQLite itself, with its extended result code, so that callers can
// tell a damaged file from a full disk or a read-only folder.
class Error : public UserError {
 public:
  Error(const std::string& message, int code) : UserError(message), code_(code) {}
  int code() const { return code_; }
  // The file's bytes are not a valid database (SQLITE_CORRUPT, SQLITE_NOTADB).
  bool is_damage() const;

 private:
  int code_;
};

// What an SQLite result code means for the umpire, in words: "the disk is full",
// "the folder is read-only (SQLite must create FILE-shm and FILE-wal beside the
// campaign)". Empty for codes that need no explanation beyond SQLite's own.
std::string explain(int code, const std::string& path);

class Db {
 public:
  Db() = default;
  // flags are SQLite's SQLITE_OPEN_* flags. `shown_as` names the file in
  // messages when `path` is a URI ("file:...?immutable=1").
  Db(const std::string& path, int flags, const std::string& shown_as = "");
  ~Db();
  Db(Db&& other) noexcept;
  Db& operator=(Db&& other) noexcept;
  Db(const Db&) = delete;
  Db& operator=(const Db&) = delete;

  sqlite3* handle() const { return db_; }
  const std::string& path() const { return path_; }
  void exec(const std::string& sql);
  // Runs a statement that yields one text or integer value (e.g. a PRAGMA).
  std::string text_value(const std::string& sql);
  std::int64_t int_value(const std::string& sql);
  [[noreturn]] void fail(const std::string& what) const;
  [[noreturn]] void fail(const std::string& what, int code) const;
  bool in_transaction() const;

 private:
  sqlite3* db_ = nullptr;
  std::string path_;
};

class Stmt {
 public:
  Stmt(Db& db, const std::string& sql);
  ~Stmt();
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;

  Stmt& bind(int index, std::int64_t value);
  Stmt& bind(int index, const std::string& value);
  // By name (":seq"); a name the statement does not use is a programming error.
  Stmt& bind(const char* name, std::int64_t value);
  Stmt& bind(const char* name, const std::string& value);
  // Whether the statement uses the named parameter.
  bool has_parameter(const char* name) const;
  bool step();  // true while a row is available
  void run();   // steps to completion
  std::int64_t column_int(int index) const;
  std::string column_text(int index) const;
  bool column_is_null(int index) const;

 private:
  Db* db_;
  sqlite3_stmt* stmt_ = nullptr;
};

// BEGIN IMMEDIATE (a write transaction: it waits for other writers, up to the
// busy timeout) or BEGIN DEFERRED (a read transaction: one consistent view of
// the file while other processes write) on construction, ROLLBACK on
// destruction unless committed. Inside a transaction already open on the same
// connection it does nothing: the outer one commits or rolls back.
class Transaction {
 public:
  enum class Kind { Write, Read };
  explicit Transaction(Db& db, Kind kind = Kind::Write);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  void commit();

 private:
  Db* db_;
  bool nested_ = false;
  bool done_ = false;
};

}  // namespace umpire::sql
