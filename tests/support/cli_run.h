// Runs the shipped `umpire` binary as a user would, for the tests of the
// command line: its exit status and what it printed (stdout and stderr).
#pragma once

#include <doctest/doctest.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

namespace umpire::test {

struct Run {
  int status = -1;
  std::string output;  // stdout and stderr together
};

// Runs `binary` (the shipped umpire by default; UMPIRE_TESTGAME_CLI has the
// test game and the reference battle engine).
inline Run run(const std::string& args, const std::string& binary = UMPIRE_BINARY) {
  std::string command = binary + " " + args + " 2>&1";
  Run r;
  FILE* pipe = ::popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::array<char, 4096> buf{};
  std::size_t n;
  while ((n = std::fread(buf.data(), 1, buf.size(), pipe)) > 0) r.output.append(buf.data(), n);
  int raw = ::pclose(pipe);
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  return r;
}

}  // namespace umpire::test
