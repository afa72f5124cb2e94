// Issue 7: the tabletop briefing of each side (SK 11.4-11.10) holds its own
// forces and nothing of the other side's beyond what 11.5.x lets the umpire
// tell: changing anything about the enemy's forces leaves a side's briefing
// byte-identical (the leak test, as for the players' reports).
#include "soldier_king/briefing.h"

#include <doctest/doctest.h>

#include <unistd.h>

#include <cstdio>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <regex>

#include "core/json_read.h"
#include "report/markdown.h"
#include "soldier_king/briefing_field.h"
#include "report/pdf.h"
#include "soldier_king/battles.h"
#include "soldier_king/scenario.h"
#include "soldier_king/attack_position.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

// Arcadia's two columns in Argoziadorf attacked by Argozia's c75 and c8 from
// Argoziaburg, on the five-province map of the conformance cases.
struct Fight {
  SkState s;
  Battle b;
  Fight() {
    s = test::attack_on_argozia_village();
    auto made = battles_of_turn(s);
    REQUIRE(made.size() == 1);
    b = made.front();
  }
  std::string briefing(const std::string& side, const std::string& intel = "") const {
    return report::to_markdown(battle_briefing(s, battle_setup(s, b), side, intel));
  }
};

// Changes something about `owner`'s forces in the battle box: strength,
// morale, quality, type, flags, a name, an officer.
void change_forces(Fight& f, const std::string& owner, std::mt19937& rng) {
  std::vector<Column*> cols;
  for (auto& c : f.s.columns)
    if (c.owner == owner && c.box == f.b.box) cols.push_back(&c);
  REQUIRE(!cols.empty());
  Column& c = *cols[rng() % cols.size()];
  Stand& st = c.stands[rng() % c.stands.size()];
  switch (rng() % 6) {
    case 0: st.sp = 1 + static_cast<int>(rng() % 6); break;
    case 1: st.morale = 2 + static_cast<int>(rng() % 5); break;
    case 2: st.quality = st.quality == Quality::Raw ? Quality::Veteran : Quality::Raw; break;
    case 3: st.shock = !st.shock; break;
    case 4: c.name = "Renamed " + std::to_string(rng() % 1000); break;
    case 5:
      for (auto& o : f.s.officers)
        if (o.column == c.id) o.name = "General " + std::to_string(rng() % 1000);
      break;
  }
}

}  // namespace

// Internal ids: "s286", "c75", "b3", "o12" — a word of a letter and digits.
bool has_internal_id(const std::string& text) {
  static const std::regex id(R"((^|[^A-Za-z0-9_])[bcgos][0-9]+($|[^A-Za-z0-9_]))");
  return std::regex_search(text, id);
}

TEST_CASE("a side's briefing shows its own forces, officers, the field and the timing") {
  Fight f;
  std::string att = f.briefing("attacker", "Two regiments behind the wall of Argoziadorf, guns on the hill.");
  std::string def = f.briefing("defender");
  CHECK(att.find("Battle of Argoziadorf — briefing for Argozia") != std::string::npos);
  CHECK(att.find(f.s.column("c75")->name) != std::string::npos);
  CHECK(att.find("Two regiments behind the wall") != std::string::npos);
  CHECK(att.find("Sunrise 4 a.m., sunset 9 p.m., full dark 10 p.m.") != std::string::npos);  // summer (11.8)
  CHECK(def.find(f.s.column("c95")->name) != std::string::npos);
  CHECK(def.find("Two regiments behind the wall") == std::string::npos);
  CHECK(def.find("came from Argoziaburg by road (SK 11.7)") != std::string::npos);  // the area, not the force
  CHECK(att.find("came from Argoziaburg by road: ") != std::string::npos);           // the attacker: his columns
  CHECK(def.find("What you know of the defender") == std::string::npos);
  // No internal ids: stands by type and number, officers by name.
  CHECK_FALSE(has_internal_id(att));
  CHECK_FALSE(has_internal_id(def));
  for (const auto& o : f.s.officers)
    if (o.box == f.b.box && o.owner == "argozia") CHECK(att.find(o.name) != std::string::npos);
}

TEST_CASE("roster cards: each stand with its SP to tick, morale and flags; the column's exhaustion (SK 12.3)") {
  Fight f;
  battles::BattleSetup setup = battle_setup(f.s, f.b);
  std::string att = f.briefing("attacker");
  const battles::Formation& c75 = *setup.formation("c75");
  int ex = exhaustion_of(c75);
  REQUIRE(ex > 0);
  CHECK(att.find("The column: exhausted at " + std::to_string(ex) + " SP lost (SK 12.3)") != std::string::npos);
  const battles::Unit& first = *std::find_if(setup.units.begin(), setup.units.end(),
                                             [](const battles::Unit& u) { return u.formation == "c75"; });
  std::string boxes;
  for (int i = 0; i < first.strength; ++i) boxes += (i > 0 && i % 5 == 0 ? " " : "") + std::string("\u2610");
  CHECK(att.find("| 1 | " + first.type_name + " | " + first.quality + " | " + std::to_string(first.morale)) !=
        std::string::npos);
  CHECK(att.find(boxes) != std::string::npos);
  CHECK(att.find("## Command") != std::string::npos);
}

TEST_CASE("command: with no officer above a DC the senior DC commands as a temporary CC (SK 3.3)") {
  Fight f;
  battles::BattleSetup setup = battle_setup(f.s, f.b);
  bool high = false;
  for (const auto& l : setup.leaders) high |= l.side == "defender" && l.rank != "DC";
  REQUIRE_FALSE(high);  // Arcadia's two columns, no General with them
  std::string def = f.briefing("defender");
  CHECK(def.find("temporary CC (SK 3.3)") != std::string::npos);
  // A General (CC) with them commands: no temporary commander.
  for (auto& o : f.s.officers)
    if (o.owner == "arcadia" && o.rank == Rank::CC) {
      o.box = f.b.box;
      break;
    }
  std::string with_general = f.briefing("defender");
  CHECK(with_general.find("temporary CC (SK 3.3)") == std::string::npos);
  CHECK(with_general.find("(CC): in command") != std::string::npos);
}

TEST_CASE("the briefing has a sketch of the field: the lines, the town blocks, the deployment areas (SK 11.4-11.12)") {
  Fight f;
  battles::BattleSetup setup = battle_setup(f.s, f.b);
  FieldSketch sketch = field_sketch(f.s, setup);
  REQUIRE(sketch.known);
  CHECK(sketch.box_name == "Argoziadorf");
  CHECK(sketch.stone_blocks == (f.s.map->box(f.b.box)->recruiting ? 2 : 1));  // SK 11.12
  CHECK(sketch.lines.size() == f.s.map->lines_at(f.b.box).size());
  REQUIRE(sketch.arrivals.size() == 1);
  CHECK(sketch.arrivals[0].from_name == "Argoziaburg");
  bool came = false;
  for (const auto& l : sketch.lines) came |= l.attackers && l.to_name == "Argoziaburg";
  CHECK(came);
  report::Picture p = field_picture(sketch);
  CHECK(p.width > 0);
  auto has_text = [&](const std::string& words) {
    return std::any_of(p.shapes.begin(), p.shapes.end(),
                       [&](const report::Shape& s) { return s.kind == report::Shape::Kind::Text && s.text == words; });
  };
  CHECK(has_text("Argoziaburg"));
  CHECK(has_text("defender's area (SK 11.5)"));
  CHECK(has_text(std::to_string(setup.situation["min_distance_inches"].get<int>()) + "\""));
  CHECK(has_text(sketch.stone_blocks == 1 ? "town: 1 stone block" : "town: 2 stone blocks"));
  // Both sides draw the same sketch.
  CHECK(report::to_markdown(battle_briefing(f.s, setup, "attacker", "")).find(p.alt_text) != std::string::npos);
  CHECK(report::to_markdown(battle_briefing(f.s, setup, "defender", "")).find(p.alt_text) != std::string::npos);
}

TEST_CASE("leak test: changing the enemy's forces never changes a side's briefing") {
  std::mt19937 rng(1740);
  Fight base;
  const std::string attacker = base.briefing("attacker"), defender = base.briefing("defender");
  for (int i = 0; i < 300; ++i) {
    Fight f;
    for (int k = 0; k < 3; ++k) change_forces(f, "arcadia", rng);
    CHECK(f.briefing("attacker") == attacker);
    Fight g;
    for (int k = 0; k < 3; ++k) change_forces(g, "argozia", rng);
    CHECK(g.briefing("defender") == defender);
  }
  // A visible change does change it: the side's own forces.
  Fight own;
  own.s.column("c75")->stands[0].sp = 1;
  CHECK(own.briefing("attacker") != attacker);
}

namespace {
std::string pdf_text(const report::Document& doc) {
  std::string path = "/tmp/umpire_briefing_" + std::to_string(::getpid()) + ".pdf";
  report::write_pdf(doc, path);
  std::string text;
  FILE* pipe = ::popen(("pdftotext -layout " + path + " - 2>/dev/null").c_str(), "r");
  REQUIRE(pipe != nullptr);
  char buf[4096];
  std::size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, pipe)) > 0) text.append(buf, n);
  ::pclose(pipe);
  std::remove(path.c_str());
  return text;
}
}  // namespace

TEST_CASE("leak test, printed: the attacker's briefing PDF holds the same text whatever the defender's forces") {
  std::mt19937 rng(11);
  Fight base;
  std::string before = pdf_text(battle_briefing(base.s, battle_setup(base.s, base.b), "attacker", ""));
  CHECK(before.find("briefing for Argozia") != std::string::npos);
  CHECK(before.find(base.s.column("c75")->name) != std::string::npos);
  for (int i = 0; i < 3; ++i) {
    Fight f;
    for (int k = 0; k < 4; ++k) change_forces(f, "arcadia", rng);
    CHECK(pdf_text(battle_briefing(f.s, battle_setup(f.s, f.b), "attacker", "")) == before);
  }
}

TEST_CASE("the umpire's copy holds both sides and the result sheet; the briefings and it are written as PDF and HTML") {
  Fight f;
  battles::BattleSetup setup = battle_setup(f.s, f.b);
  f.b.id = "b7";
  setup.id = "b7";
  f.b.setup = battles::to_json(setup);
  f.b.attacker_intelligence = "Guns on the hill.";
  std::string umpire = report::to_markdown(umpire_briefing(f.s, f.b));
  CHECK(umpire.find("umpire's copy") != std::string::npos);
  CHECK(umpire.find(f.s.column("c75")->name) != std::string::npos);  // the attacker's column
  CHECK(umpire.find(f.s.column("c95")->name) != std::string::npos);  // the defender's
  CHECK(umpire.find("Guns on the hill.") != std::string::npos);
  CHECK(umpire.find("# Result sheet") != std::string::npos);
  CHECK(umpire.find("Losses — Attacker: Argozia") != std::string::npos);
  CHECK(umpire.find("Losses — Defender: Arcadia") != std::string::npos);
  CHECK(umpire.find("Fought well (SK 22.13)") != std::string::npos);
  CHECK(umpire.find("Reached exhaustion (SK 12.4.2)") != std::string::npos);
  CHECK(umpire.find("withdrew before battle") == std::string::npos);  // sk.withdraw, not a result (SK 11.3.1)
  for (const auto& box : retreat_destinations(f.s, f.b, "defender"))
    CHECK(umpire.find(f.s.map->box_name(box)) != std::string::npos);
  CHECK_FALSE(has_internal_id(umpire));
  // Officers renamed after the battle went to the table are printed by their new
  // names; a name an older version gave is pointed out to the umpire.
  for (auto& o : f.s.officers)
    if (o.column == "c75") o.name = "Major General of the Guards";
  umpire = report::to_markdown(umpire_briefing(f.s, f.b));
  CHECK(umpire.find("Officers still under the names an earlier version") != std::string::npos);
  CHECK(report::to_markdown(battle_briefing(f.s, briefing_setup(f.s, f.b), "attacker", ""))
            .find("Major General of the Guards") != std::string::npos);

  std::string dir = (std::filesystem::temp_directory_path() / ("umpire_briefings_" + std::to_string(::getpid()))).string();
  auto files = export_briefings(f.s, f.b, dir);
  REQUIRE(files.size() == 6);
  CHECK(files[0].find("b7-argoziadorf-attacker.pdf") != std::string::npos);
  CHECK(files[4].find("b7-argoziadorf-umpire.pdf") != std::string::npos);
  for (const auto& file : files) CHECK(std::filesystem::file_size(file) > 500);
  std::ifstream html(files[1]);
  std::string text((std::istreambuf_iterator<char>(html)), std::istreambuf_iterator<char>());
  CHECK(text.find("Guns on the hill.") != std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST_CASE("the umpire's copy is no player's handout: the briefing's recipients are the two sides only") {
  Fight f;
  f.b.id = "b7";
  battles::BattleSetup setup = battle_setup(f.s, f.b);
  f.b.setup = battles::to_json(setup);
  f.b.status = "at_table";
  CampaignState cs;
  cs.core.game = kGameId;
  f.s.battles.push_back(f.b);
  Battle fought = f.b;  // a battle already fought: its briefings were for its own game night
  fought.id = "b6";
  fought.status = "fought";
  f.s.battles.push_back(fought);
  cs.game = std::make_shared<SkState>(f.s);
  report::Handout h = briefing_handout();
  auto recipients = h.recipients(cs);
  REQUIRE(recipients.size() == 2);
  CHECK(recipients[0].first == f.b.id + ":attacker");
  CHECK(recipients[1].first == f.b.id + ":defender");
  CHECK(recipients[0].second.find(f.b.id) == std::string::npos);  // named by place and date
  CHECK(h.not_ready(cs, f.b.id + ":umpire") != "");
}
