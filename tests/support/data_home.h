// A test's own data folder: XDG_DATA_HOME points at a fresh temporary folder
// (named by `tag` and the process) while the object lives, then is put back and
// the folder removed, so the umpire's saved data (battles/lotn/user_data.h) is
// never read or written by a test.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <string>

#include <unistd.h>

namespace umpire::test {

class DataHome {
 public:
  explicit DataHome(const std::string& tag)
      : dir(std::filesystem::temp_directory_path() / ("umpire_" + tag + "_" + std::to_string(::getpid()))) {
    std::filesystem::remove_all(dir);
    if (const char* v = std::getenv("XDG_DATA_HOME")) {
      had_ = true;
      old_ = v;
    }
    ::setenv("XDG_DATA_HOME", dir.c_str(), 1);
  }
  ~DataHome() {
    if (had_) ::setenv("XDG_DATA_HOME", old_.c_str(), 1);
    else ::unsetenv("XDG_DATA_HOME");
    std::filesystem::remove_all(dir);
  }
  DataHome(const DataHome&) = delete;
  DataHome& operator=(const DataHome&) = delete;

  const std::filesystem::path dir;

 private:
  std::string old_;
  bool had_ = false;
};

}  // namespace umpire::test
