// Issue 12 (ARCHITECTURE promise 4): a generated officer's name says nothing
// about the column he commands. An Accurate report names commanders (SK 8.2.2)
// and a Comprehensive one its column commanders (8.2.3); a name such as "Major
// General of the Guards Infantry (Type 1)" told the reader which column it was.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "report/markdown.h"
#include "session/engine.h"
#include "soldier_king/intelligence.h"
#include "soldier_king/module.h"
#include "soldier_king/officer_names.h"
#include "soldier_king/player_report.h"
#include "soldier_king/scenario.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

SkState fresh(std::uint64_t seed) {
  Json options{{"duchies", {"cleve", "banst"}}};
  return *new_campaign(JsonCursor(options, "options"), seed);
}

CampaignState wrap(const SkState& s, std::uint64_t seed) {
  CampaignState cs;
  cs.core.game = kGameId;
  cs.core.seed = seed;
  cs.game = std::make_shared<SkState>(s);
  return cs;
}

CampaignState run(const CampaignState& cs, const Json& command) {
  CommandSet commands(module().get());
  SeededDice dice(cs.core.seed, cs.core.dice_drawn);
  Execution ex = execute(commands, cs, command, dice);
  std::string why;
  for (const auto& r : ex.reasons) why += r.describe() + "; ";
  INFO(command.dump());
  REQUIRE_MESSAGE(ex.ok, why);
  return ex.outcome.state;
}

std::string report_of(const CampaignState& cs, const std::string& faction) {
  CampaignState issued = run(cs, Json{{"type", "sk.issue_intelligence"}, {"args", Json::object()}});
  const SkState& s = sk_state(issued);
  PlayerPicture p = picture_from_json(JsonCursor(s.pictures.at(faction), "issued"));
  return report::to_markdown(player_report(p, *s.map, *s.forces, "names"));
}

const Column& column_of(const SkState& s, const std::string& id) {
  for (const auto& c : s.columns)
    if (c.id == id) return c;
  FAIL("no column " << id);
  return s.columns.front();
}

}  // namespace

TEST_CASE("no generated officer's name contains a column's name or what kind of column it is") {
  for (std::uint64_t seed : {1ULL, 2ULL, 77ULL, 123456789ULL}) {
    SkState s = fresh(seed);
    int dcs = 0;
    for (const auto& o : s.officers) {
      if (o.rank != Rank::DC) continue;
      ++dcs;
      CAPTURE(o.name);
      for (const auto& c : s.columns) CHECK(o.name.find(c.name) == std::string::npos);
      for (const char* word : {"Infantry", "Cavalry", "Guards", "Type", "Light", "Heavy", "1st", "2nd", "3rd"})
        CHECK(o.name.find(word) == std::string::npos);
      const auto& list = officer_surnames(o.owner);
      CHECK(std::any_of(list.begin(), list.end(), [&](const std::string& n) { return o.name == "Major General " + n; }));
      // No two officers of a faction share a name.
      CHECK(std::count_if(s.officers.begin(), s.officers.end(),
                          [&](const Officer& x) { return x.owner == o.owner && x.name == o.name; }) == 1);
    }
    CHECK(dcs == static_cast<int>(s.columns.size()));
  }
  // The commander of a given column is not the same man in every campaign:
  // the campaign's seed, which no player knows, chooses the names.
  std::set<std::string> guards_commanders;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    SkState s = fresh(seed);
    for (const auto& o : s.officers)
      if (o.rank == Rank::DC && o.owner == "argozia" && column_of(s, o.column).name == "Guards Infantry (Type 1)")
        guards_commanders.insert(o.name);
  }
  CHECK(guards_commanders.size() >= 6);
  // The same seed gives the same names (replay and a re-created campaign agree).
  CHECK(fresh(5).officers.front().name == fresh(5).officers.front().name);
}

TEST_CASE("a faction's list runs out gracefully: the names go on, each still unique") {
  SkState s = fresh(3);
  std::set<std::string> names;
  for (int i = 0; i < 100; ++i) {
    std::string n = new_officer_name(s, "cleve", 3, "1st Infantry (Type 1)");
    CHECK(names.insert(n).second);
    s.officers.push_back(Officer{s.new_id("o"), n, "cleve", Rank::DC, "", ""});
  }
  CHECK(names.count("Major General " + officer_surnames("cleve").front() + " II") == 1);
}

TEST_CASE("a campaign made by an earlier version keeps its naming, so that its journal replays as recorded") {
  SkState s = fresh(3);
  CHECK(s.invented_officer_names);
  CHECK(s.to_json().at("officer_names") == "invented");
  Json old = s.to_json();
  old.erase("officer_names");  // as an earlier version wrote it
  auto loaded = state_from_json(JsonCursor(old, "old state"));
  CHECK_FALSE(loaded->invented_officer_names);
  CHECK(new_officer_name(*loaded, "argozia", 3, "Grenadiers") == "Major General of the Grenadiers");
  CHECK_FALSE(loaded->to_json().contains("officer_names"));  // and it is written back as it was
}

TEST_CASE("a Comprehensive report is the same whatever hidden name a newly formed column is given") {
  const std::uint64_t seed = 41;
  SkState base = fresh(seed);
  // A Bravance infantry column with Argozian cavalry next to it: Comprehensive, column commanders named (8.2.3).
  Column* target = nullptr;
  for (auto& c : base.columns)
    if (c.owner == "bravance" && c.kind == ColumnKind::Infantry && c.stands.size() >= 5) {
      target = &c;
      break;
    }
  REQUIRE(target);
  std::string x = target->box, y;
  for (std::size_t i : base.map->lines_at(x)) y = base.map->lines[i].other(x);
  REQUIRE(!y.empty());
  Column* cavalry = nullptr;
  for (auto& c : base.columns)
    if (c.owner == "argozia" && c.kind == ColumnKind::HeavyCavalry) cavalry = &c;
  REQUIRE(cavalry);
  cavalry->box = y;
  for (auto& o : base.officers)
    if (o.column == cavalry->id) o.box = y;
  REQUIRE(scout(base, "argozia")[x].level == ReportLevel::Comprehensive);
  std::vector<std::string> regiments;
  for (const auto& st : target->stands)
    if (st.type == "infantry_regiment" && regiments.size() < 2) regiments.push_back(st.id);
  auto formed = [&](const std::string& name) {
    return run(wrap(base, seed), Json{{"type", "sk.form_column"},
                                      {"args",
                                       {{"owner", "bravance"},
                                        {"box", x},
                                        {"kind", "infantry"},
                                        {"name", name},
                                        {"stands", regiments}}}});
  };
  std::string a = report_of(formed("Secret Flank Guard"), "argozia");
  std::string b = report_of(formed("2nd Reserve"), "argozia");
  CHECK(a.find("Secret Flank Guard") == std::string::npos);
  CHECK(a == b);
  // The report does name the new commander: the test looks where a name would show.
  CampaignState after = formed("Secret Flank Guard");
  const Officer& appointed = sk_state(after).officers.back();
  CHECK(appointed.column == sk_state(after).columns.back().id);
  CHECK(a.find(appointed.name) != std::string::npos);
}

TEST_CASE("renaming a column does not rename its commander") {
  SkState s = fresh(9);
  const Column& c = s.columns.front();
  std::string commander;
  for (const auto& o : s.officers)
    if (o.column == c.id) commander = o.name;
  REQUIRE(!commander.empty());
  CampaignState after = run(wrap(s, 9), Json{{"type", "sk.rename"}, {"args", {{"piece", c.id}, {"name", "Leib-Regiment"}}}});
  for (const auto& o : sk_state(after).officers)
    if (o.column == c.id) CHECK(o.name == commander);
}
