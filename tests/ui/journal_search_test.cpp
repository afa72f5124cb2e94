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
