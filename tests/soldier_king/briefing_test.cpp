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

#include "core/json_read.h"
#include "report/markdown.h"
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
    return report::to_markdown(battle_briefing(battle_setup(s, b), side, intel));
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

TEST_CASE("a side's briefing shows its own forces, officers, the field and the timing") {
  Fight f;
  std::string att = f.briefing("attacker", "Two regiments behind the wall of Argoziadorf, guns on the hill.");
  std::string def = f.briefing("defender");
  CHECK(att.find("Battle of Argoziadorf — briefing for Argozia") != std::string::npos);
  CHECK(att.find(f.s.column("c75")->name) != std::string::npos);
  CHECK(att.find("| " + f.s.column("c95")->stands[0].id + " |") == std::string::npos);  // names repeat across armies; ids do not
  CHECK(att.find("Two regiments behind the wall") != std::string::npos);
  CHECK(att.find("Sunrise 4 a.m., sunset 9 p.m., full dark 10 p.m.") != std::string::npos);  // summer (11.8)
  CHECK(def.find(f.s.column("c95")->name) != std::string::npos);
  CHECK(def.find("| " + f.s.column("c75")->stands[0].id + " |") == std::string::npos);
  CHECK(def.find("| " + f.s.column("c95")->stands[0].id + " |") != std::string::npos);
  CHECK(def.find("Two regiments behind the wall") == std::string::npos);
  CHECK(def.find("came from Argoziaburg by road") != std::string::npos);  // the deployment area, not the force
  CHECK(def.find("What you know of the defender") == std::string::npos);
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
  std::string before = pdf_text(battle_briefing(battle_setup(base.s, base.b), "attacker", ""));
  CHECK(before.find("briefing for Argozia") != std::string::npos);
  CHECK(before.find(base.s.column("c75")->stands[0].id) != std::string::npos);
  for (int i = 0; i < 3; ++i) {
    Fight f;
    for (int k = 0; k < 4; ++k) change_forces(f, "arcadia", rng);
    CHECK(pdf_text(battle_briefing(battle_setup(f.s, f.b), "attacker", "")) == before);
  }
}

TEST_CASE("both briefings are written as PDF and HTML beside each other") {
  Fight f;
  battles::BattleSetup setup = battle_setup(f.s, f.b);
  setup.id = "b7";
  std::string dir = (std::filesystem::temp_directory_path() / ("umpire_briefings_" + std::to_string(::getpid()))).string();
  auto files = export_briefings(setup, "Guns on the hill.", dir);
  REQUIRE(files.size() == 4);
  CHECK(files[0].find("b7-argoziadorf-attacker.pdf") != std::string::npos);
  for (const auto& file : files) CHECK(std::filesystem::file_size(file) > 500);
  std::ifstream html(files[1]);
  std::string text((std::istreambuf_iterator<char>(html)), std::istreambuf_iterator<char>());
  CHECK(text.find("Guns on the hill.") != std::string::npos);
  std::filesystem::remove_all(dir);
}
