// Helpers shared by the store tests: a fresh temporary directory that is removed
// afterwards, whole-file reads for byte comparisons, and command builders.
#pragma once

#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>

#include "core/json_read.h"

namespace umpire::store_test {

class TempDir {
 public:
  TempDir() {
    char tmpl[] = "/tmp/umpire-store-test-XXXXXX";
    if (!mkdtemp(tmpl)) throw std::runtime_error("mkdtemp failed");
    path_ = tmpl;
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  const std::filesystem::path& path() const { return path_; }
  std::string file(const std::string& name) const { return (path_ / name).string(); }

 private:
  std::filesystem::path path_;
};

inline std::string read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

inline void write_bytes(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (!out) throw std::runtime_error("cannot write " + path);
}

inline std::string note_text(std::int64_t n) { return "note " + std::to_string(n); }

inline Json note_command(std::int64_t n) {
  return Json{{"type", "core.note"}, {"args", {{"text", note_text(n)}}}};
}

inline Json roll_command(std::int64_t n) {
  return Json{{"type", "core.roll"}, {"args", {{"label", "roll " + std::to_string(n)}, {"dice", "2D6"}}}};
}

}  // namespace umpire::store_test
