// The limits on names and text apply to new input only: a journal an earlier
// version wrote, with a longer note, still opens, replays, undoes and redoes.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>

#include <unistd.h>

#include "core/text_limits.h"
#include "session/campaign.h"

using namespace umpire;

namespace {

Json note(const std::string& text) { return Json{{"type", "core.note"}, {"args", {{"text", text}}}}; }

}  // namespace

TEST_CASE("an old journal with a 10 MB note and a control character still replays; new input is refused") {
  GameRegistry registry;
  std::string path = "/tmp/umpire_limits_" + std::to_string(::getpid()) + ".umpire";
  std::remove(path.c_str());
  const std::string big(10'000'000, 'y');
  {
    auto c = Campaign::create(path, registry, "old", "", Json::object(), 7);
    // What an earlier Umpire appended: no limits were checked then.
    for (const Json& command : {note(big), Json{{"type", "core.rename"}, {"args", {{"name", "bell\a"}}}}}) {
      JournalRow row;
      row.command = command;
      row.dice = Json::array();
      row.events = Json::array();
      c->file().append(row, std::nullopt);
    }
  }
  auto c = Campaign::open(path, registry);
  REQUIRE(c->state().core.notes.size() == 1);
  CHECK(c->state().core.notes[0].text.size() == big.size());
  CHECK(c->state().core.name == "bell\a");
  REQUIRE(c->undo().has_value());
  REQUIRE(c->redo().has_value());
  CHECK(c->state().core.name == "bell\a");

  auto r = c->apply(note(big));
  CHECK_FALSE(r.ok);
  REQUIRE(r.reasons.size() == 1);
  CHECK(r.reasons[0].describe() ==
        "bad arguments for core.note: at /args/text: a text has at most 20000 characters, this one has 10000000");
  CHECK(c->validate(note(big)).size() == 1);
  CHECK(c->validate(note(std::string(kMaxTextLength, 'z'))).empty());
  CHECK(c->journal().size() == 2);
  CHECK(c->apply(note("a new note")).ok);
  c.reset();
  std::remove(path.c_str());
}
