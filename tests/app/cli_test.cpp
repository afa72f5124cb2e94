// The command line as a user meets it: exit codes and messages.
#include <doctest/doctest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <string>

namespace {

struct Run {
  int status = -1;
  std::string output;  // stdout and stderr together
};

Run run(const std::string& args) {
  std::string command = std::string(UMPIRE_BINARY) + " " + args + " 2>&1";
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

std::string temp_dir() {
  char tmpl[] = "/tmp/umpire_cli_XXXXXX";
  REQUIRE(::mkdtemp(tmpl) != nullptr);
  return tmpl;
}

}  // namespace

TEST_CASE("cli: help everywhere, exit 0") {
  CHECK(run("--help").status == 0);
  CHECK(run("new --help").status == 0);
  auto r = run("case run --help");
  CHECK(r.status == 0);
  CHECK(r.output.find("Case files or folders") != std::string::npos);
}

TEST_CASE("cli: user errors exit 1 with a message naming the problem") {
  std::string dir = temp_dir();
  std::string file = dir + "/c.umpire";
  CHECK(run("new " + file + " --seed 7").status == 0);

  auto bad_json = run("apply " + file + " '{\"type\": '");
  CHECK(bad_json.status == 1);
  CHECK(bad_json.output.find("command:1:") != std::string::npos);

  auto refused = run("apply " + file + " '{\"type\": \"core.roll\", \"args\": {\"label\": \"x\", \"dice\": \"lots\"}}'");
  CHECK(refused.status == 1);
  CHECK(refused.output.find("\"lots\" is not dice notation such as 2D6") != std::string::npos);

  auto unknown = run("frobnicate");
  CHECK(unknown.status == 1);

  std::ofstream(dir + "/notes.txt") << "not a campaign\n";
  auto not_campaign = run("info " + dir + "/notes.txt");
  CHECK(not_campaign.status == 1);
  CHECK(not_campaign.output.find("notes.txt: not an Umpire campaign") != std::string::npos);

  auto overwrite = run("new " + file);
  CHECK(overwrite.status == 1);
  CHECK(overwrite.output.find("already exists") != std::string::npos);

  auto nothing = run("undo " + file);
  CHECK(nothing.status == 1);
  CHECK(nothing.output.find("nothing to undo") != std::string::npos);
  std::system(("rm -rf " + dir).c_str());
}

TEST_CASE("cli: manual dice from a file are used and journalled as manual") {
  std::string dir = temp_dir();
  std::string file = dir + "/c.umpire";
  REQUIRE(run("new " + file + " --seed 7").status == 0);
  std::ofstream(dir + "/dice.txt") << "# weather\n6 1\n";
  auto r = run("apply " + file + " '{\"type\": \"core.roll\", \"args\": {\"label\": \"weather\", \"dice\": \"2D6\"}}' --dice " +
               dir + "/dice.txt");
  CHECK(r.status == 0);
  CHECK(r.output.find("weather, 2D6: 6+1 = 7") != std::string::npos);
  auto j = run("journal " + file);
  CHECK(j.output.find("dice (manual): weather, 2D6: 6+1 = 7") != std::string::npos);

  auto short_dice = run("apply " + file + " '{\"type\": \"core.roll\", \"args\": {\"label\": \"morale\", \"dice\": \"2D6\"}}' --dice-values 3");
  CHECK(short_dice.status == 1);
  CHECK(short_dice.output.find("dice needed for \"morale, 2D6\": 2 dice of 6 sides") != std::string::npos);
  std::system(("rm -rf " + dir).c_str());
}
