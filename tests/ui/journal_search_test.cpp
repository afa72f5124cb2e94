#include "ui/soldier_king/journal_search.h"

#include <doctest/doctest.h>

#include "session/campaign.h"
#include "soldier_king/module.h"
#include "soldier_king/state.h"

using namespace umpire;

TEST_CASE("the journal is searched for a faction's moves into a province or box in a range of seasons") {
  GameRegistry registry;
  registry.add(sk::module());
  auto c = Campaign::create(":memory:", registry, "search", "soldier-king", Json::object(), 3);
  auto apply = [&](const Json& cmd) {
    ApplyResult r = c->apply(cmd);
    REQUIRE_MESSAGE(r.ok, cmd.dump());
  };
  apply({{"type", "sk.begin_campaign"}, {"args", Json::object()}});
  apply({{"type", "sk.set_turn"},
         {"args", {{"player", "argozia"}, {"step", "movement"}, {"marches", 2}, {"reason", "test"}, {"season", "Summer"}}}});
  const sk::SkState& s = sk::sk_state(c->state());
  const sk::Column* col = s.column("c8");
  REQUIRE(col != nullptr);
  std::string from = col->box, to;
  for (const auto& l : s.map->lines)
    if ((l.a == from || l.b == from) && l.type == sk::LineType::Road) to = l.other(from);
  REQUIRE(!to.empty());
  std::string province = s.map->box(to)->province;
  int summer = sk::GameDate{1739, sk::Season::Summer}.ordinal();
  apply({{"type", "sk.march"}, {"args", {{"from", from}, {"moves", Json::array({{{"column", "c8"}, {"path", {to}}}})}}}});

  auto rows = c->journal();
  auto hits = skui::find_moves(rows, {"argozia", province, "", summer, summer});
  REQUIRE(hits.size() == 1);
  CHECK(hits[0].column == "c8");
  CHECK(hits[0].season == "Summer 1739");
  CHECK(hits[0].seq == 3);
  CHECK(skui::find_moves(rows, {"argozia", "", to, 0, INT_MAX}).size() == 1);
  CHECK(skui::find_moves(rows, {"arcadia", province, "", 0, INT_MAX}).empty());
  CHECK(skui::find_moves(rows, {"argozia", province, "", summer + 1, INT_MAX}).empty());
  c->undo();
  CHECK(skui::find_moves(c->journal(), {"argozia", province, "", 0, INT_MAX}).empty());  // undone moves are not evidence
}

TEST_CASE("the journal search skips damaged events instead of throwing") {
  JournalRow row;
  row.seq = 1;
  row.status = EntryStatus::Active;
  row.command = Json{{"type", "sk.march"}};
  row.events = Json::parse(R"([1, "x", {"data": 5}, {"text": 3, "data": {"kind": "march", "ordinal": "soon"}},
                               {"text": 3, "data": {"kind": 7}},
                               {"text": 3, "data": {"kind": "march", "ordinal": 18446744073709551615}},
                               {"text": 3, "data": {"kind": "march", "ordinal": 5, "faction": 2, "season": [1]}}])");
  std::vector<JournalRow> rows{row};
  std::vector<skui::MoveHit> hits;
  CHECK_NOTHROW(hits = skui::find_moves(rows, {"", "", "", 0, INT_MAX}));
  REQUIRE(hits.size() == 1);  // the last one is a march; its damaged words read as empty
  CHECK(hits[0].season.empty());
  row.events = Json::object();
  rows = {row};
  CHECK(skui::find_moves(rows, {"", "", "", 0, INT_MAX}).empty());
}
