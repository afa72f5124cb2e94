#include "soldier_king/briefing.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>

#include "core/error.h"
#include "report/export.h"
#include "report/html.h"
#include "report/pdf.h"
#include "soldier_king/battles.h"
#include "soldier_king/briefing_parts.h"
#include "soldier_king/factions.h"
#include "soldier_king/state.h"

namespace umpire::sk {

using namespace briefing_detail;

BriefingView briefing_view(const battles::BattleSetup& setup, const std::string& side,
                           const std::string& attacker_intelligence, FieldSketch field) {
  BriefingView v;
  v.side = side;
  v.field = std::move(field);
  bool attacker = side == "attacker";
  battles::BattleSetup& own = v.own;
  own.id = setup.id;
  own.game = setup.game;
  own.place = setup.place;
  own.place_name = setup.place_name;
  own.date = setup.date;
  own.season = setup.season;
  own.field = setup.field;  // the field, the zones and the hours are known to both sides (SK 11.4-11.8)
  own.profile = setup.profile;
  own.endings = setup.endings;
  own.marks = setup.marks;
  for (const auto& x : setup.sides)
    if (x.id == side) own.sides.push_back(x);
  for (const auto& f : setup.formations)
    if (f.side == side) own.formations.push_back(f);
  for (const auto& u : setup.units)
    if (u.side == side) own.units.push_back(u);
  for (const auto& l : setup.leaders)
    if (l.side == side) own.leaders.push_back(l);
  // Both sides know the lines the attackers came by (SK 11.7); only the
  // attacker which of its columns came by each.
  for (auto a : setup.arrivals) {
    if (!attacker) a.formations.clear();
    own.arrivals.push_back(std::move(a));
  }
  const Json& sit = setup.situation;
  std::vector<const char*> keys{"superiority", "min_distance_inches", "river",        "sunrise",
                                "sunset",      "full_dark",           "battle_starts"};
  if (!attacker) keys.insert(keys.end(), {"entrenched", "works_inches"});  // his own works (SK 10.8)
  for (const char* key : keys)
    if (sit.contains(key)) own.situation[key] = sit[key];
  if (auto starts = sit.find("start_hours"); starts != sit.end() && starts->is_array()) {
    own.situation["start_hours"] = Json::array();
    for (const auto& x : *starts)
      own.situation["start_hours"].push_back(
          {{"from_name", x.value("from_name", std::string())}, {"hour", x.value("hour", 0)}});
  }
  if (attacker) v.attacker_intelligence = attacker_intelligence;
  return v;
}

report::Document battle_briefing(const SkState& s, const battles::BattleSetup& setup, const std::string& side,
                                 const std::string& attacker_intelligence) {
  return render_briefing(briefing_view(setup, side, attacker_intelligence, field_sketch(s, setup)));
}

report::Document render_briefing(const BriefingView& view) {
  const battles::BattleSetup& setup = view.own;
  const std::string& side = view.side;
  const battles::Side* me = setup.side(side);
  bool attacker = side == "attacker";
  report::Document doc;
  doc.title = "Battle of " + setup.place_name + " — briefing for " + (me ? me->name : side);
  doc.subtitle = setup.date + ", " + (attacker ? "attacking" : "defending");
  // Another player commands a side at the table only for Rebels (17.2.8).
  if (me && !me->commander.empty() &&
      std::find(me->factions.begin(), me->factions.end(), me->commander) == me->factions.end())
    doc.subtitle += "; commanded at the table by " +
                    (me->commander == "umpire" ? std::string("the umpire") : faction_name(me->commander));

  field_section(doc, setup, field_picture(view.field));
  deployment_section(doc, setup, side);
  time_section(doc, setup);
  if (attacker) {
    doc.heading(1, "What you know of the defender");
    const std::string& intel = view.attacker_intelligence;
    doc.paragraph(intel.empty() ? "The umpire gives it at the table, from the defender's sketch (SK 11.5)." : intel,
                  intel.empty());
  }
  doc.heading(1, "Your forces");
  command_section(doc, setup, side, 2);
  doc.heading(2, "Roster cards");
  doc.paragraph(
      "Tick a box for each SP a stand loses, and the column's boxes as its losses mount: at its exhaustion "
      "number the column is exhausted (SK 12.3).",
      true);
  roster_cards(doc, setup, side, 3);
  doc.paragraph(
      "After the battle, give the umpire: the SP each stand lost and how (fire, melee; batteries eliminated "
      "or routed in melee), who won and how it ended, officers killed or captured, and where a beaten side "
      "retreats (SK 11.11, 12.2).",
      true);
  return doc;
}

battles::BattleSetup briefing_setup(const SkState& s, const Battle& b) {
  battles::BattleSetup setup = stored_setup(s, b);
  for (auto& f : setup.formations)
    if (const Column* c = s.column(f.id)) f.name = c->name;
  for (auto& l : setup.leaders)
    if (const Officer* o = s.officer(l.id)) l.name = o->name;
  return setup;
}

std::vector<std::string> export_briefings(const SkState& s, const Battle& b, const std::string& dir) {
  namespace fs = std::filesystem;
  battles::BattleSetup setup = briefing_setup(s, b);
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) throw UserError("cannot create the folder " + dir + ": " + ec.message());
  std::vector<std::string> files;
  auto write = [&](const report::Document& doc, const std::string& who) {
    std::string base = (fs::path(dir) / (report::file_slug(setup.id + " " + setup.place_name + " " + who))).string();
    report::write_pdf(doc, base + ".pdf");
    std::ofstream html(base + ".html", std::ios::binary);
    html << report::to_html(doc);
    if (!html) throw UserError("cannot write " + base + ".html");
    files.push_back(base + ".pdf");
    files.push_back(base + ".html");
  };
  FieldSketch field = field_sketch(s, setup);
  for (const std::string side : {"attacker", "defender"})
    write(render_briefing(briefing_view(setup, side, b.attacker_intelligence, field)), side);
  write(render_umpire_briefing(umpire_briefing_view(s, b)), "umpire");
  return files;
}

namespace {

// "b3:attacker" -> the battle and the side, or a reason it is none.
struct Recipient {
  const Battle* battle = nullptr;
  std::string side, why;
};

Recipient recipient(const CampaignState& cs, const std::string& id) {
  Recipient r;
  auto colon = id.rfind(':');
  r.side = colon == std::string::npos ? "" : id.substr(colon + 1);
  std::string battle = colon == std::string::npos ? id : id.substr(0, colon);
  r.battle = find_battle(sk_state(cs), battle);
  if (r.side != "attacker" && r.side != "defender")
    r.why = "a briefing is for \"<battle>:attacker\" or \"<battle>:defender\", not \"" + id + "\"";
  else if (!r.battle)
    r.why = "there is no battle \"" + battle + "\"";
  else if (r.battle->setup.is_null())
    r.why = "battle " + battle + " has not been sent to the table (sk.send_to_table)";
  return r;
}

BriefingView briefing_view_of(const CampaignState& cs, const std::string& id) {
  Recipient r = recipient(cs, id);
  if (!r.why.empty()) throw UserError("cannot write the briefing: " + r.why);
  const SkState& s = sk_state(cs);
  battles::BattleSetup setup = briefing_setup(s, *r.battle);
  FieldSketch field = field_sketch(s, setup);
  return briefing_view(setup, r.side, r.battle->attacker_intelligence, std::move(field));
}

}  // namespace

report::Handout briefing_handout() {
  report::Handout h = report::make_handout("briefing", "Battle briefing", briefing_view_of, render_briefing);
  h.recipients = [](const CampaignState& cs) {
    report::Recipients out;
    // The battles at the table now: a fought battle's briefings were for its
    // own game night (`umpire briefing` still writes them).
    for (const auto& b : sk_state(cs).battles) {
      if (b.setup.is_null() || b.status != "at_table") continue;
      for (const std::string side : {"attacker", "defender"})
        out.emplace_back(b.id + ":" + side, "Battle of " + sk_state(cs).map->box_name(b.box) + ", " + b.date + ", " +
                                                side + ": " + side_name(b, side));
    }
    return out;
  };
  h.not_ready = [](const CampaignState& cs, const std::string& id) { return recipient(cs, id).why; };
  return h;
}

}  // namespace umpire::sk
