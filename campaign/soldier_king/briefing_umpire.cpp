#include <algorithm>

#include "soldier_king/battles.h"
#include "soldier_king/briefing.h"
#include "soldier_king/briefing_parts.h"
#include "soldier_king/factions.h"
#include "soldier_king/revolt.h"

// The umpire's copy of a battle's briefings: both sides, what decided the
// deployment (SK 11.2, 11.5.1-11.5.3), the retreats open to each side (SK
// 11.11) and the result sheet, laid out like the Battles window's result form,
// to fill in at the table. Not a player's handout: never registered as one.

namespace umpire::sk {

using namespace briefing_detail;

namespace {

constexpr const char* kBox = "\u2610";

std::string capital(std::string words) {
  if (!words.empty() && words[0] >= 'a' && words[0] <= 'z') words[0] = static_cast<char>(words[0] - 'a' + 'A');
  return words;
}

std::string box(const std::string& words) { return std::string(kBox) + " " + words; }

bool has_rebels(const battles::BattleSetup& setup, const std::string& side) {
  const battles::Side* x = setup.side(side);
  return x && std::find(x->factions.begin(), x->factions.end(), kRebels) != x->factions.end();
}

std::string side_title(const battles::BattleSetup& setup, const std::string& side) {
  return std::string(side == "attacker" ? "Attacker" : "Defender") + ": " + setup.side_name(side);
}

// The sides at a glance: who plays each, what it has on the table, its cavalry (SK 11.2).
void sides_table(report::Document& doc, const battles::BattleSetup& setup) {
  const Json& sit = setup.situation;
  report::Table t{{"Side", "Played by", "Columns", "Stands", "SP", "Adjusted cavalry (SK 11.2)"}, {}};
  for (const std::string side : {"attacker", "defender"}) {
    const battles::Side* x = setup.side(side);
    std::string player = x ? player_words(*x) : "";
    int columns = 0, stands = 0;
    for (const auto& f : setup.formations) columns += f.side == side;
    for (const auto& u : setup.units) stands += u.side == side;
    t.rows.push_back({side_title(setup, side), player, std::to_string(columns), std::to_string(stands),
                      std::to_string(setup.strength(side)),
                      std::to_string(sit.value(side == "attacker" ? "attacker_cavalry" : "defender_cavalry", 0))});
  }
  doc.blocks.emplace_back(std::move(t));
}

std::string retreat_line(const std::vector<std::string>& boxes, bool rebels) {
  if (rebels) return "none: beaten Rebels are dispersed (SK 17.2.8.2)";
  if (boxes.empty()) return "no box qualifies: the umpire rules (SK 11.11)";
  std::vector<std::string> ticks;
  for (const auto& b : boxes) ticks.push_back(box(b));
  return join(ticks, "   ");
}

// SK 11.11-11.13, 12.2, 12.4.2, 22.13, 22.14: what the result form asks, on paper.
void result_sheet(report::Document& doc, const UmpireBriefingView& v) {
  const battles::BattleSetup& setup = v.setup;
  doc.page_break();
  doc.heading(1, "Result sheet");
  doc.paragraph(
      "Fill in at the table, then type it into the result form of the Battles window (sk.battle_result). "
      "Tick one box where there is a choice.",
      true);
  std::vector<std::string> endings;
  for (const auto& e : setup.endings)
    if (e.id != kWithdrewBefore)  // made with sk.withdraw, before the battle (SK 11.3.1)
      endings.push_back(box(e.name + (e.rule.empty() ? "" : " (" + e.rule + ")")));
  report::Table outcome{{"Outcome", "At the table"}, {}};
  outcome.rows.push_back(
      {"Winner (SK 11.11)", box(side_title(setup, "attacker")) + "   " + box(side_title(setup, "defender"))});
  outcome.rows.push_back({"Ending", join(endings, "\n")});
  outcome.rows.push_back(
      {"Retreat of the beaten attacker (SK 11.11)", retreat_line(v.attacker_retreats, v.attacker_rebels)});
  outcome.rows.push_back(
      {"Retreat of the beaten defender (SK 11.11)", retreat_line(v.defender_retreats, v.defender_rebels)});
  outcome.rows.push_back({"Turns played (SK 11.13)", ""});
  doc.blocks.emplace_back(std::move(outcome));

  std::vector<const battles::Mark*> unit_marks, formation_marks;
  for (const auto& m : setup.marks) (m.of == "unit" ? unit_marks : formation_marks).push_back(&m);
  auto numbers = stand_numbers(setup);
  for (const std::string side : {"attacker", "defender"}) {
    doc.heading(2, "Losses — " + side_title(setup, side));
    for (const auto& f : setup.formations) {
      if (f.side != side) continue;
      doc.heading(3, f.name);
      std::vector<std::string> header{"No.", "Stand", "SP", "SP lost", "How"};
      for (const auto* m : unit_marks) header.push_back(capital(m->name) + " (" + m->rule + ")");
      report::Table t{header, {}};
      for (const auto& u : setup.units) {
        if (u.formation != f.id) continue;
        std::string how = box("fire") + "  " + box("melee");
        if (u.arm == "artillery") how += "\n" + box("eliminated in melee") + "  " + box("routed by melee");
        std::vector<std::string> row{std::to_string(numbers[u.id]), u.type_name, std::to_string(u.strength), "", how};
        for (std::size_t i = 0; i < unit_marks.size(); ++i) row.push_back(kBox);
        t.rows.push_back(std::move(row));
      }
      doc.blocks.emplace_back(std::move(t));
    }
  }

  doc.heading(2, "Columns (SK 12.3, 12.4.2)");
  std::vector<std::string> header{"Column", "Side", "Exhausted at", "Engaged"};
  for (const auto* m : formation_marks) header.push_back(capital(m->name) + " (" + m->rule + ")");
  report::Table cols{header, {}};
  for (const auto& f : setup.formations) {
    int ex = exhaustion_of(f);
    std::vector<std::string> row{f.name, setup.side_name(f.side), ex > 0 ? std::to_string(ex) + " SP lost" : "-", kBox};
    for (std::size_t i = 0; i < formation_marks.size(); ++i) row.push_back(kBox);
    cols.rows.push_back(std::move(row));
  }
  doc.blocks.emplace_back(std::move(cols));

  if (!setup.leaders.empty()) {
    doc.heading(2, "Officers killed or captured");
    report::Table officers{{"Officer", "Rank", "Side", "Killed", "Captured"}, {}};
    for (const auto& l : setup.leaders)
      officers.rows.push_back({l.name, rank_words(l.rank), setup.side_name(l.side), kBox, kBox});
    doc.blocks.emplace_back(std::move(officers));
  }
  doc.heading(2, "Notes");
  std::string lines;
  for (int i = 0; i < 5; ++i) lines += (i ? "\n\n" : "") + std::string(92, '_');
  doc.paragraph(lines);
}

// Names an older version gave officers ("Major General of the 2nd Infantry",
// "1st General of Argozia"): the umpire may rename them (sk.rename) before printing.
bool placeholder_name(const std::string& name) {
  auto starts = [&](const std::string& p) { return name.rfind(p, 0) == 0; };
  return starts("Major General of the ") || starts("1st General of ") || starts("2nd General of ") ||
         starts("General of ");
}

}  // namespace

UmpireBriefingView umpire_briefing_view(const SkState& s, const Battle& b) {
  UmpireBriefingView v;
  v.setup = briefing_setup(s, b);
  v.attacker_intelligence = b.attacker_intelligence;
  v.field = field_sketch(s, v.setup);
  for (const auto& x : retreat_destinations(s, b, "attacker")) v.attacker_retreats.push_back(s.map->box_name(x));
  for (const auto& x : retreat_destinations(s, b, "defender")) v.defender_retreats.push_back(s.map->box_name(x));
  v.attacker_rebels = has_rebels(v.setup, "attacker");
  v.defender_rebels = has_rebels(v.setup, "defender");
  return v;
}

report::Document render_umpire_briefing(const UmpireBriefingView& v) {
  const battles::BattleSetup& setup = v.setup;
  report::Document doc;
  doc.title = "Battle of " + setup.place_name + " — umpire's copy";
  doc.subtitle = setup.date + ": " + setup.side_name("attacker") + " attacks " + setup.side_name("defender") +
                 ". Both sides' forces: not for the players.";
  field_section(doc, setup, field_picture(v.field));
  doc.heading(1, "The sides");
  sides_table(doc, setup);
  std::string sup = setup.situation.value("superiority", std::string("neither"));
  doc.paragraph(sup == "neither" ? "Neither side has 2:1 cavalry superiority (SK 11.2)."
                                 : setup.side_name(sup) + " (" + sup + ") has 2:1 cavalry superiority (SK 11.2).");
  deployment_section(doc, setup, "");
  doc.heading(2, "What you tell the attacker (SK 11.5)");
  doc.paragraph(v.attacker_intelligence.empty() ? "Not written yet: write it in the Battles window (sk.brief_attacker)."
                                                : v.attacker_intelligence,
                v.attacker_intelligence.empty());
  time_section(doc, setup);
  std::vector<std::string> unnamed;
  for (const auto& l : setup.leaders)
    if (placeholder_name(l.name)) unnamed.push_back(l.name);
  if (!unnamed.empty())
    doc.paragraph("Officers still under the names an earlier version of the program gave them: " + join(unnamed, ", ") +
                      ". Rename them (sk.rename) and print again to give the players names.",
                  true);
  for (const std::string side : {"attacker", "defender"}) {
    doc.heading(1, side_title(setup, side));
    command_section(doc, setup, side, 2);
    roster_cards(doc, setup, side, 2);
  }
  result_sheet(doc, v);
  return doc;
}

report::Document umpire_briefing(const SkState& s, const Battle& b) {
  return render_umpire_briefing(umpire_briefing_view(s, b));
}

}  // namespace umpire::sk
