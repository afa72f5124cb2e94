// A campaign file never becomes unopenable because of one journal entry: an
// entry the rules refuse on replay, or whose stored JSON is damaged, is shown
// and marked, the campaign opens as it stood before it, and undo (from the
// program and the command line) removes it. And a file written by the earlier
// schema opens, migrates and replays to the state that version computed.
#include <doctest/doctest.h>
#include <sqlite3.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <string>

#include "session/campaign.h"
#include "session/engine.h"
#include "soldier_king/module.h"
#include "soldier_king/state.h"
#include "store/campaign_file.h"
#include "store/sqlite.h"
#include "store_test_support.h"
#include "support/cli_run.h"

using namespace umpire;
using namespace umpire::store_test;
using umpire::test::Run;
using umpire::test::run;

namespace {

GameRegistry registry() {
  GameRegistry r;
  r.add(sk::module());
  return r;
}

const Json kBegin = Json{{"type", "sk.begin_campaign"}, {"args", Json::object()}};

// Appends a row as it stands, past the rules: what two unco-ordinated writers
// of an earlier version could leave in a file.
void append_unchecked(Campaign& c, const Json& command) {
  JournalRow row;
  row.command = command;
  c.file().append(row);
}


}  // namespace

TEST_CASE("an entry the rules refuse on replay is marked, blocks new commands, and can be undone") {
  TempDir dir;
  auto reg = registry();
  std::string path = dir.file("sk.umpire");
  {
    auto c = Campaign::create(path, reg, "sk", sk::kGameId, Json::object(), 7);
    REQUIRE(c->apply(kBegin).ok);
    append_unchecked(*c, kBegin);  // a second begin: refused on replay
    append_unchecked(*c, note_command(1));
  }
  auto c = Campaign::open(path, reg);  // before: "journal entry 2: the recorded command is refused"
  REQUIRE(c->replay_problem().has_value());
  const ReplayProblem& p = *c->replay_problem();
  CHECK(p.seq == 2);
  CHECK(p.command_type == "sk.begin_campaign");
  CHECK(p.later == 1);
  CHECK(p.describe().find("undo it and the 1 entry after it") != std::string::npos);
  CHECK(c->state().core.notes.empty());  // the state stops before entry 2
  CHECK(c->status_line().find("#2 cannot be replayed") != std::string::npos);

  // No new command, no redo, until it is undone.
  ApplyResult r = c->apply(note_command(2));
  CHECK_FALSE(r.ok);
  REQUIRE_FALSE(r.reasons.empty());
  CHECK(r.reasons[0].text.find("journal entry #2") != std::string::npos);
  CHECK_FALSE(c->validate(note_command(2)).empty());
  CHECK_FALSE(c->can_redo());

  REQUIRE(c->undo().has_value());  // the note after it
  REQUIRE(c->replay_problem().has_value());
  REQUIRE(c->undo().has_value());  // the refused entry
  CHECK_FALSE(c->replay_problem().has_value());
  CHECK(c->apply(note_command(3)).ok);
  CHECK_FALSE(Campaign::open(path, reg)->replay_problem().has_value());
}

TEST_CASE("a journal entry whose stored JSON is damaged is marked, not fatal") {
  TempDir dir;
  auto reg = registry();
  std::string path = dir.file("c.umpire");
  {
    auto c = Campaign::create(path, reg, "c", "", Json::object(), 1);
    for (int i = 1; i <= 3; ++i) REQUIRE(c->apply(note_command(i)).ok);
  }
  {
    sql::Db db(path, SQLITE_OPEN_READWRITE);
    db.exec("UPDATE journal SET command = '{\"type\": \"core.note\", \"args\": {\"text\": ' WHERE seq = 2");
  }
  auto c = Campaign::open(path, reg);
  REQUIRE(c->replay_problem().has_value());
  CHECK(c->replay_problem()->seq == 2);
  CHECK(c->replay_problem()->why.find("not valid JSON") != std::string::npos);
  CHECK(c->state().core.notes.size() == 1);
  auto rows = c->journal();
  REQUIRE(rows.size() == 3);
  CHECK_FALSE(rows[1].damage.empty());
}

TEST_CASE("cli: a refused entry is shown by info and journal, and umpire undo removes it") {
  TempDir dir;
  auto reg = registry();
  std::string path = dir.file("sk.umpire");
  {
    auto c = Campaign::create(path, reg, "sk", sk::kGameId, Json::object(), 7);
    REQUIRE(c->apply(kBegin).ok);
    append_unchecked(*c, kBegin);
  }
  Run info = run("info " + path);
  CHECK(info.status == 0);
  CHECK(info.output.find("journal entry #2 (sk.begin_campaign) cannot be replayed") != std::string::npos);
  Run journal = run("journal " + path);
  CHECK(journal.status == 0);
  CHECK(journal.output.find("CANNOT BE REPLAYED") != std::string::npos);
  Run refused = run("apply " + path + " '{\"type\": \"core.note\", \"args\": {\"text\": \"x\"}}'");
  CHECK(refused.status == 1);
  CHECK(refused.output.find("journal entry #2") != std::string::npos);
  Run undo = run("undo " + path);
  CHECK(undo.status == 0);
  CHECK(undo.output.find("Undone #2 sk.begin_campaign") != std::string::npos);
  CHECK(run("apply " + path + " '{\"type\": \"core.note\", \"args\": {\"text\": \"x\"}}'").status == 0);
}

TEST_CASE("cli: a second writer is refused while another holds the campaign, and let in with --share") {
  TempDir dir;
  auto reg = registry();
  std::string path = dir.file("c.umpire");
  Campaign::create(path, reg, "c", "", Json::object(), 1);
  auto gui = Campaign::open(path, reg, Access{OpenMode::Write, "umpire gui", 100});
  std::string note = " '{\"type\": \"core.note\", \"args\": {\"text\": \"from the command line\"}}'";
  Run refused = run("apply " + path + note);
  CHECK(refused.status == 1);
  CHECK(refused.output.find("is open elsewhere (PID " + std::to_string(getpid()) + ", umpire gui") !=
        std::string::npos);
  CHECK(refused.output.find("--share") != std::string::npos);
  CHECK(run("info " + path).output.find("Open in:  PID " + std::to_string(getpid())) != std::string::npos);
  CHECK(run("state " + path).status == 0);  // readers are let in

  Run shared = run("apply --share " + path + note);
  CHECK(shared.status == 0);
  REQUIRE(gui->reload_if_changed().has_value());
  REQUIRE(gui->state().core.notes.size() == 1);
  CHECK(gui->state().core.notes[0].text == "from the command line");
  REQUIRE(gui->apply(note_command(2)).ok);
  CHECK(Campaign::open(path, reg)->state().core.notes.size() == 2);
}

TEST_CASE("a campaign written with schema 1 opens, migrates and replays to the state it had") {
  TempDir dir;
  auto reg = registry();
  std::string fixtures = std::string(UMPIRE_SOURCE_DIR) + "/tests/fixtures/schema1/";
  std::string path = dir.file("old.umpire");
  std::filesystem::copy_file(fixtures + "sk-1740.umpire", path);
  {
    sql::Db db(path, SQLITE_OPEN_READONLY);
    REQUIRE(db.int_value("PRAGMA user_version") == 1);
  }
  auto c = Campaign::open(path, reg);
  CHECK_FALSE(c->replay_problem().has_value());
  Json expected = load_json_file(fixtures + "sk-1740.state.json");
  CHECK(state_to_json(c->state()) == expected);
  {
    sql::Db db(path, SQLITE_OPEN_READONLY);
    CHECK(db.int_value("PRAGMA user_version") == kCampaignSchemaVersion);
  }
  auto rows = c->journal();
  REQUIRE(rows.size() == 5);
  CHECK(rows[3].status == EntryStatus::Discarded);  // undone, then a new command ended the redo branch
  // It goes on as a campaign of this version: a new command, undo, reopen.
  REQUIRE(c->apply(note_command(1)).ok);
  CHECK(state_to_json(Campaign::open(path, reg)->state()) == state_to_json(c->state()));
  REQUIRE(c->undo().has_value());
  CHECK(state_to_json(c->state()) == expected);
}
