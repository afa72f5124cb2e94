// A thin RAII layer over the SQLite C API: a connection and prepared statements
// whose failures become UserErrors naming the campaign file.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

struct sqlite3;
struct sqlite3_stmt;

namespace umpire::sql {

class Db {
 public:
  Db() = default;
  // flags are SQLite's SQLITE_OPEN_* flags.
  Db(const std::string& path, int flags);
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
  bool step();  // true while a row is available
  void run();   // steps to completion
  std::int64_t column_int(int index) const;
  std::string column_text(int index) const;
  bool column_is_null(int index) const;

 private:
  Db* db_;
  sqlite3_stmt* stmt_ = nullptr;
};

// BEGIN IMMEDIATE on construction, ROLLBACK on destruction unless committed.
class Transaction {
 public:
  explicit Transaction(Db& db);
  ~Transaction();
  void commit();

 private:
  Db* db_;
  bool done_ = false;
};

}  // namespace umpire::sql
