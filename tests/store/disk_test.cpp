// A read-only medium or a full disk is said as it is, never as a damaged file
// to be restored from a backup; nothing committed is lost. These tests mount
// a small tmpfs (they need root, as CI and the project's machines run; they
// say so and check nothing where mounting is not allowed).
#include <doctest/doctest.h>
#include <sys/mount.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "session/campaign.h"
#include "store_test_support.h"

using namespace umpire;
using namespace umpire::store_test;

namespace {

struct Tmpfs {
  std::string dir;
  bool ok = false;
  Tmpfs(const std::string& where, const std::string& size) : dir(where) {
    std::filesystem::create_directories(dir);
    ok = mount("tmpfs", dir.c_str(), "tmpfs", 0, ("size=" + size).c_str()) == 0;
    if (!ok) MESSAGE("cannot mount a tmpfs here (not root?): the disk tests check nothing");
  }
  bool remount_read_only() {
    return mount("tmpfs", dir.c_str(), "tmpfs", MS_REMOUNT | MS_RDONLY, nullptr) == 0;
  }
  ~Tmpfs() {
    if (ok) umount2(dir.c_str(), MNT_DETACH);
  }
};

std::string message_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const UserError& e) {
    return e.what();
  }
  return "";
}

void fill(const std::string& path) {
  std::ofstream out(path, std::ios::binary);
  std::string block(4096, 'x');
  while (out.write(block.data(), static_cast<std::streamsize>(block.size()))) {
  }
}

}  // namespace

TEST_CASE("a campaign on a read-only medium is read, and writing it is refused as read-only, not damaged") {
  TempDir dir;
  Tmpfs fs(dir.file("mnt"), "4m");
  if (!fs.ok) return;
  GameRegistry reg;
  std::string path = fs.dir + "/c.umpire";
  {
    auto c = Campaign::create(path, reg, "c", "", Json::object(), 1);
    REQUIRE(c->apply(note_command(1)).ok);
  }
  REQUIRE(fs.remount_read_only());
  std::unique_ptr<Campaign> c;
  REQUIRE_NOTHROW(c = Campaign::open(path, reg, Access{OpenMode::Read, "umpire state"}));
  CHECK(c->state().core.notes.size() == 1);
  CHECK(c->path() == path);
  for (OpenMode mode : {OpenMode::Write, OpenMode::Shared}) {
    std::string msg = message_of([&] { Campaign::open(path, reg, Access{mode, "umpire apply"}); });
    CHECK(msg.find("read-only medium") != std::string::npos);
    CHECK(msg.find("damaged") == std::string::npos);
    CHECK(msg.find("backup") == std::string::npos);
  }
}

TEST_CASE("a full disk is reported as full, and the commands committed before it are kept") {
  TempDir dir;
  Tmpfs fs(dir.file("mnt"), "400k");
  if (!fs.ok) return;
  GameRegistry reg;
  std::string path = fs.dir + "/c.umpire";
  auto c = Campaign::create(path, reg, "c", "", Json::object(), 1);
  REQUIRE(c->apply(note_command(1)).ok);
  fill(fs.dir + "/filler");
  // Notes up to the length limit, until the disk refuses one.
  Json big{{"type", "core.note"}, {"args", {{"text", std::string(15000, 'y')}}}};
  std::string msg;
  for (int i = 0; i < 200 && msg.empty(); ++i) msg = message_of([&] {
      if (!c->apply(big).ok) throw UserError("refused");
    });
  REQUIRE_FALSE(msg.empty());
  CHECK(msg.find("full") != std::string::npos);
  CHECK(msg.find("damaged") == std::string::npos);
  CHECK(msg.find("backup") == std::string::npos);
  c.reset();
  // A second program meets the full disk on open, and is told so too.
  std::string open_msg = message_of([&] { Campaign::open(path, reg); });
  if (!open_msg.empty()) {
    CHECK(open_msg.find("damaged") == std::string::npos);
    CHECK(open_msg.find("backup") == std::string::npos);
  }
  std::filesystem::remove(fs.dir + "/filler");
  auto reopened = Campaign::open(path, reg);
  REQUIRE(reopened->state().core.notes.size() == 1);
  CHECK(reopened->state().core.notes[0].text == note_text(1));
  CHECK(reopened->apply(note_command(2)).ok);
}
