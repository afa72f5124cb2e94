// The "done when" of Les Guerres de Bourgogne walked through the GUI's own
// paths, without a screen: the campaign scenario set up as the New-campaign
// dialog makes it (ui/app_state.h new_campaign), every command issued through
// the shell's issue() with the dice typed in as the Dice window does (manual
// dice), turn 1 played by the Turn panel's next steps and the Orders window's
// logic (a march clicked on the map, its pieces ticked), a battle sent to the
// built-in procedure from the engine choices and finished by the doctrine in
// the Battle window; then the rulebook's worked turn-9 battle (GdB 9.5
// example; tests/cases/bourgogne_battle/turn9_battle.json) set up with the
// Corrections window, marched into, sent to the engine and fought hot-seat in
// the Battle window with the rulebook's dice typed in and each camp's markers
// chosen behind the curtain; a siege sent to the tabletop, its battle sheets
// printed and its result typed into the Combats window's form; and each
// camp's report printed as the Reports window's Export does. What the frames
// draw is read back from Dear ImGui's text log.
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <regex>
#include <set>

#include <unistd.h>

#include "bourgogne/combat_state.h"
#include "bourgogne/forces.h"
#include "bourgogne/state.h"
#include "games.h"
#include "handoff/handoff.h"
#include "sessions/battle_module.h"
#include "report/export.h"
#include "report/providers.h"
#include "session/campaign.h"
#include "ui/app_state.h"
#include "ui/battles/battle_actions.h"
#include "ui/bourgogne/bourgogne_ui.h"
#include "ui/bourgogne/corrections.h"
#include "ui/bourgogne/orders_logic.h"
#include "ui/bourgogne/result_form.h"
#include "support/imgui_frames.h"

using namespace umpire;
using namespace umpire::bourgogneui;
using umpire::battlesui::OpenBattle;

namespace {

namespace fs = std::filesystem;

bool gdb_shows(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Dear ImGui without a screen: one frame of a window's contents, its text read back.
struct GdbFrames : test_support::HeadlessFrames {
  GdbFrames(float w, float h) : HeadlessFrames("gdb done when", w, h) {}
};

// The shell around the windows: the campaign made by the New-campaign dialog,
// commands issued as every window issues them, the dice typed in when asked.
struct GdbShell {
  GameRegistry registry;
  AppState app;
  std::string folder;
  std::vector<std::string> shown;
  int face = 1;  // what the umpire rolls at the table for the campaign's dice, unless a step says otherwise
  std::unique_ptr<GuiContext> gui;

  explicit GdbShell(const std::string& name) {
    register_shipped_games(registry);
    app.registry = &registry;
    app.save_config = false;
    folder = (fs::temp_directory_path() / ("umpire_gdb_done_" + name + "_" + std::to_string(::getpid()))).string();
    fs::remove_all(folder);
    fs::create_directories(folder);
  }
  ~GdbShell() {
    gui.reset();
    app.campaign.reset();
    fs::remove_all(folder);
  }
  GdbShell(const GdbShell&) = delete;
  GdbShell& operator=(const GdbShell&) = delete;

  // With UMPIRE_GDB_WALK_KEEP=DIR, a copy of the campaign at this point (File > Save a copy), for screenshots.
  void keep(const std::string& name) {
    const char* dir = std::getenv("UMPIRE_GDB_WALK_KEEP");
    if (!dir || !*dir) return;
    fs::create_directories(dir);
    const std::string to = (fs::path(dir) / (name + ".umpire")).string();
    fs::remove(to);
    REQUIRE(export_campaign(app, to));
  }

  Campaign& campaign() { return *app.campaign; }
  const bourgogne::State& st() { return static_cast<const bourgogne::State&>(*app.campaign->state().game); }
  GuiContext& ctx() {
    if (!gui || &gui->campaign != app.campaign.get())
      gui = std::make_unique<GuiContext>(GuiContext{*app.campaign, [this](const Json& c) { send(c); },
                                                    &app.runner.report(),
                                                    [this](const std::string& w) { shown.push_back(w); }, false,
                                                    &registry});
    gui->dice_pending = app.runner.pending().has_value();
    return *gui;
  }

  // The shell's issue(): a command that gives something up waits for the
  // confirmation modal, which the umpire accepts; dice are typed in the Dice window.
  void send(const Json& command) {
    issue(app, command);
    if (!app.confirm_command.is_null()) issue_confirmed(app);
    for (int i = 0; i < 50 && app.runner.pending(); ++i)
      supply_dice(app, std::vector<int>(static_cast<std::size_t>(app.runner.pending()->request.count), face));
  }
  // Issued, and applied: the report says so.
  void must(const Json& command, const std::string& way) {
    send(command);
    const CommandReport& r = app.runner.report();
    INFO(way << ": " << command.dump());
    REQUIRE_MESSAGE(r.applied, (r.refusals.empty() ? r.error : r.refusals.front()));
  }

  std::optional<NextStep> turn_panel(const std::string& type) {
    for (const auto& step : campaign().module()->next_steps(campaign().state()))
      if (!step.command.is_null() && step.command.value("type", "") == type) return step;
    return std::nullopt;
  }
};

// The Orders window: the order chosen, the stack's zone and its path clicked
// on the map, the pieces ticked among those it offers, the drop-offs ticked.
Json gdb_orders_march(GdbShell& g, const std::vector<std::string>& zones, const std::set<std::string>& pieces,
                         const std::map<std::string, std::set<std::string>>& drop_off = {}) {
  bourgogneui::OrdersDraft d;
  d.command = "bourgogne.move";
  const CommandDef* def = g.campaign().commands().find(d.command);
  REQUIRE(def);
  for (const auto& z : zones) REQUIRE(orders_map_click(d, def, z));
  std::set<std::string> offered;
  for (const auto& p : stack_pieces(g.st(), zones.front(), g.st().active())) offered.insert(p.id);
  for (const auto& id : pieces) {
    INFO(id << " offered in " << zones.front());
    REQUIRE(offered.count(id) == 1);
    (g.st().commander(id) ? d.commanders : d.units).insert(id);
  }
  for (const auto& [zone, left] : drop_off) d.drop_off[zone] = left;
  Json command = order_command(*def, d);
  const auto refusals = g.campaign().validate(command);
  INFO(command.dump());
  REQUIRE_MESSAGE(refusals.empty(), (refusals.empty() ? "" : refusals.front().describe()));
  return command;
}

// The Corrections window: a correction chosen, its counters and zones picked
// from the window's lists (by name), the reason typed.
Json gdb_corrections_window(GdbShell& g, const std::string& type, const std::map<std::string, std::string>& fields) {
  REQUIRE(std::any_of(correction_choices().begin(), correction_choices().end(),
                      [&](const CorrectionChoice& c) { return type == c.command; }));
  const CommandDef* def = g.campaign().commands().find(type);
  REQUIRE(def);
  bourgogneui::OrdersDraft d;
  for (const auto& spec : def->args) {
    auto it = fields.find(spec.name);
    if (it == fields.end()) continue;
    const auto options = correction_options(g.st(), *def, spec);
    if (!options.empty()) {
      INFO(type << ": " << spec.name << " = " << it->second << " offered");
      CHECK(std::any_of(options.begin(), options.end(), [&](const auto& o) { return o.first == it->second; }));
    }
    d.texts[spec.name] = it->second;
  }
  return order_command(*def, d);
}

void gdb_correct(GdbShell& g, const std::string& type, std::map<std::string, std::string> fields) {
  fields["reason"] = "the rulebook's turn-9 battle (GdB 9.5 example)";
  g.must(gdb_corrections_window(g, type, fields), "the Corrections window");
}

// Every counter of a zone to its camp's pool: the zone cleared for a set-up.
void gdb_clear_zone(GdbShell& g, const std::string& zone) {
  std::vector<std::string> here;
  for (const auto& c : g.st().commanders)
    if (c.on_map() && c.zone == zone) here.push_back(c.id);
  for (const auto& u : g.st().units)
    if (u.on_map() && u.zone == zone) here.push_back(u.id);
  for (const auto& id : here) gdb_correct(g, "bourgogne.place", {{"piece", id}, {"zone", "pool"}});
}

const bourgogne::CombatRecord& gdb_combat_at(GdbShell& g, const std::string& zone, int turn) {
  static std::optional<bourgogne::CombatRecord> found;
  found.reset();
  for (const auto& c : bourgogne::combats_of(g.st()))
    if (c.zone == zone && c.turn == turn) found = c;
  std::string listed;
  for (const auto& c : bourgogne::combats_of(g.st())) listed += " | " + c.id + " " + c.zone + " " + c.kind + " " + c.status;
  REQUIRE_MESSAGE(found, "no combat in " << zone << " on turn " << turn << ": " << listed << "; "
                                         << g.campaign().module()->status(*g.campaign().state().game));
  return *found;
}

// The Combats window's engine choices: "Fight in this engine" for the built-in procedure.
OpenBattle& gdb_send_and_start(GdbShell& g, const std::string& combat) {
  const BattleLink link = battles::battle_link(g.campaign(), combat);
  CHECK(link.status == "pending");
  const Json send = battlesui::send_battle(g.ctx(), link, "bourgogne-battle");
  REQUIRE_FALSE(send.is_null());
  g.must(send, "the Combats window's engine choice");
  CHECK(std::find(g.shown.begin(), g.shown.end(), battlesui::kBattleWindow) != g.shown.end());
  // "Start the battle" in the Battle window.
  OpenBattle* b = battlesui::open_battle(g.ctx(), battles::battle_link(g.campaign(), combat), true);
  REQUIRE(b);
  return *b;
}

// The rest of the Turn panel's work for a step: a fatigue roll, a garrison's
// choice, a retreat, each as its button issues it; then the end of the step.
void gdb_turn_panel_until(GdbShell& g, const std::function<bool()>& done, int limit = 80) {
  for (int i = 0; i < limit && !done(); ++i) {
    std::optional<NextStep> step;
    for (const char* type : {"bourgogne.fatigue", "bourgogne.choose_combat", "bourgogne.retreat",
                             "bourgogne.reinforce", "bourgogne.end_step"})
      if (!step) step = g.turn_panel(type);
    if (!step) {
      std::string offered;
      for (const auto& s : g.campaign().module()->next_steps(g.campaign().state())) offered += " | " + s.text;
      FAIL("the Turn panel offers nothing to press:" << offered);
    }
    g.must(step->command, "the Turn panel's \"" + step->label + "\"");
  }
  REQUIRE(done());
}

// The rulebook's worked battle (GdB 9.5 example): the case's set-up ids as the campaign's counters.
const std::map<std::string, std::string>& gdb_case_ids() {
  static const std::map<std::string, std::string> ids{
      {"bur_ga1", "bur_ga_1"}, {"bur_ga2", "bur_ga_2"}, {"bur_cr", "bur_cr_1"}, {"bur_ar", "bur_ar_1"},
      {"bur_cu", "bur_cu_1"},  {"bur_ca", "bur_ca_1"},  {"swi_cr", "swi_cr_1"}, {"swi_cu", "swi_cu_1"},
      {"swi_pi1", "swi_pi_1"}, {"swi_pi2", "swi_pi_2"}, {"swi_pi3", "swi_pi_3"}, {"swi_pi4", "swi_pi_4"},
      {"swi_hb1", "swi_hb_1"}, {"swi_hb2", "swi_hb_2"}};
  return ids;
}

std::string gdb_campaign_words(std::string text) {
  for (const auto& [from, to] : gdb_case_ids()) {
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
      const char next = at + from.size() < text.size() ? text[at + from.size()] : '\0';
      if (std::isalnum(static_cast<unsigned char>(next)) || next == '_') continue;
      text.replace(at, from.size(), to);
    }
  }
  return text;
}

bool gdb_is_markers(const DecisionRequest& r) {
  return r.label.find("tactical markers in secret") != std::string::npos;
}

Json gdb_link_setup(GdbShell& g, const std::string& combat) {
  return battles::battle_link(g.campaign(), combat).setup;
}

Json gdb_worked_battle() {
  std::ifstream in(std::string(UMPIRE_SOURCE_DIR) + "/tests/cases/bourgogne_battle/turn9_battle.json");
  REQUIRE(in.good());
  const Json file = Json::parse(in);
  for (const auto& c : file["cases"])
    if (c["name"].get<std::string>().rfind("round 1", 0) == 0) return c;
  FAIL("no round 1 in turn9_battle.json");
  return nullptr;
}

std::string gdb_pdf_text(const std::string& pdf) {
  const std::string txt = pdf + ".txt";
  const std::string cmd = "pdftotext -layout '" + pdf + "' '" + txt + "' 2>/dev/null";
  if (std::system(cmd.c_str()) != 0) return "";
  std::ifstream in(txt);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

bool gdb_have_pdftotext() { return std::system("command -v pdftotext >/dev/null 2>&1") == 0; }

}  // namespace

TEST_CASE("GdB done when: set up, turn 1, the worked turn-9 battle hot-seat, a doctrine battle, a siege at the table, the reports") {
  GdbShell g("walk");
  // ---- The New-campaign dialog: a file, a name, the game.
  const std::string file = g.folder + "/grandson.umpire";
  REQUIRE(new_campaign(g.app, file, "Les Guerres de Bourgogne", bourgogne::kGameId));
  REQUIRE(g.app.campaign);
  CHECK(g.app.error.empty());
  CHECK(g.st().tracks.turn == 1);
  g.app.dice_mode = DiceMode::Manual;  // the umpire rolls at the table and types the dice in
  GdbFrames frames(1280, 800);

  // ---- Turn 1, the Burgundians: P. de Gingins marches from Grandson by Morat
  // to Bern, leaving the Savoyard crossbowmen in Morat as a garrison (GdB 7.1).
  gdb_turn_panel_until(g, [&] { return g.st().tracks.step == bourgogne::Step::Movement; });
  CHECK(g.st().active() == bourgogne::Camp::Burgundy);
  const Json march = gdb_orders_march(
      g, {"33", "32", "19"}, {"p_de_gingins", "sav_pi_1", "sav_pi_2", "sav_cr_1", "sav_cr_2", "ita_cr_2"},
      {{"32", {"sav_cr_2"}}});
  g.must(march, "the Orders window");
  CHECK(g.st().commander("p_de_gingins")->zone == "19");
  CHECK(g.st().unit("sav_cr_2")->zone == "32");

  // Fatigue and the battles step by the Turn panel; the battle of Bern opens there.
  gdb_turn_panel_until(g, [&] { return g.st().tracks.step == bourgogne::Step::Battles; });
  const bourgogne::CombatRecord bern1 = gdb_combat_at(g, "19", 1);
  CHECK(bern1.kind == "battle");
  std::string desk = frames.frame(g.ctx(), draw_combats_window);
  CHECK(gdb_shows(desk, bern1.name));
  CHECK(gdb_shows(desk, "Fight in this engine"));
  CHECK(gdb_shows(desk, "Send to the table"));

  // ---- A battle resolved by the doctrine: sent to the built-in procedure, the
  // doctrine finishes it in the Battle window, the umpire confirms its result.
  {
    OpenBattle& b = gdb_send_and_start(g, bern1.id);
    battlesui::finish_by_doctrine(b);
    CHECK_FALSE(b.message_is_error);
    const std::string over = frames.frame(g.ctx(), battlesui::draw_battle_window);
    CHECK(gdb_shows(over, "The battle is over after"));
    CHECK(gdb_shows(over, "Confirm and record in the campaign"));
    battlesui::confirm_result(g.ctx(), b, battles::battle_link(g.campaign(), bern1.id));
    INFO((g.app.runner.report().refusals.empty() ? std::string() : g.app.runner.report().refusals.front()));
    CHECK(g.app.runner.report().applied);
    const auto after = bourgogne::find_combat(g.st(), bern1.id);
    REQUIRE(after);
    CHECK((after->status == "recorded" || after->status == "retreating"));
  }
  // The rest of turn 1 by the Turn panel: a retreat, the sieges, the Swiss phase, phase C.
  gdb_turn_panel_until(g, [&] { return g.st().tracks.turn == 2; }, 200);
  MESSAGE("turn 1 played: " << g.campaign().journal().size() << " commands");

  // ---- The worked turn-9 battle (GdB 9.5 example), set up with the Corrections window.
  gdb_correct(g, "bourgogne.set_turn", {{"turn", "9"}, {"phase", "burgundian"}, {"step", "movement"}});
  // Lorraine has served the Swiss since turn 4 (GdB 14): its pointer on Table 4, where it starts.
  gdb_correct(g, "bourgogne.set_pointer", {{"power", "lorraine"}, {"square", "3"}});
  for (const char* zone : {"19", "32", "18", "38"}) gdb_clear_zone(g, zone);
  for (const char* id : {"charles", "bur_ga_1", "bur_ga_2", "bur_cr_1", "bur_ar_1", "bur_cu_1", "bur_ca_1"})
    gdb_correct(g, "bourgogne.place", {{"piece", id}, {"zone", "32"}});
  for (const char* id : {"rene", "swi_cr_1", "swi_cu_1", "swi_pi_1", "swi_pi_2", "swi_pi_3", "swi_pi_4", "swi_hb_1",
                         "swi_hb_2"})
    gdb_correct(g, "bourgogne.place", {{"piece", id}, {"zone", "19"}});
  for (const char* id : {"charles", "rene"})
    gdb_correct(g, "bourgogne.set_commander", {{"commander", id}, {"side", "historical"}, {"form", "army"}});
  for (const auto& [from, id] : gdb_case_ids()) {
    const bourgogne::Unit* u = g.st().unit(id);
    REQUIRE(u);
    const int full = u->type == bourgogne::UnitType::Ca ? 1 : 2;
    const int wanted = id == "swi_hb_2" ? 1 : full;  // the reduced halberdiers of the example (15 SS)
    if (u->ss != wanted) gdb_correct(g, "bourgogne.set_ss", {{"unit", id}, {"ss", std::to_string(wanted)}});
  }
  // And for the siege: a Swiss garrison in Fribourg, a Burgundian army next to it.
  gdb_correct(g, "bourgogne.place", {{"piece", "swi_pi_5"}, {"zone", "18"}});
  gdb_correct(g, "bourgogne.place", {{"piece", "de_blamont"}, {"zone", "38"}});
  gdb_correct(g, "bourgogne.place", {{"piece", "bur_pi_1"}, {"zone", "38"}});
  gdb_correct(g, "bourgogne.set_commander", {{"commander", "de_blamont"}, {"side", "historical"}, {"form", "army"}});
  CHECK(g.st().tracks.turn == 9);

  // Charles marches from Morat into Bern; de Blamont into Fribourg.
  g.must(gdb_orders_march(g, {"32", "19"}, {}), "the Orders window");
  g.must(gdb_orders_march(g, {"38", "18"}, {}), "the Orders window");
  gdb_turn_panel_until(g, [&] { return g.st().tracks.step == bourgogne::Step::Battles; });
  const bourgogne::CombatRecord bern9 = gdb_combat_at(g, "19", 9);
  REQUIRE(bern9.kind == "battle");
  CHECK(bern9.ss_attacker == 11);
  CHECK(bern9.ss_defender == 15);

  // ---- Hot-seat in the Battle window, the rulebook's dice typed in.
  const Json worked = gdb_worked_battle();
  // The example's deployment, unit by unit: the case's set-up in its order, each unit's zone.
  std::ifstream case_in(std::string(UMPIRE_SOURCE_DIR) + "/tests/cases/bourgogne_battle/turn9_battle.json");
  const Json case_file = Json::parse(case_in);
  const Json& case_setup = case_file["defaults"]["options"]["setup"];
  std::vector<std::string> decisions;
  for (const auto& d : worked["decisions"]) decisions.push_back(gdb_campaign_words(d.get<std::string>()));
  std::map<std::string, std::string> deployed;  // campaign id -> zone, and each commander's name -> zone
  {
    std::size_t k = 0;
    for (const char* side : {"defender", "attacker"}) {
      REQUIRE(decisions[k++] == "by_unit");
      for (const auto& u : case_setup["units"])
        if (u["side"] == side) deployed[gdb_case_ids().at(u["id"].get<std::string>())] = decisions[k++];
      for (const auto& l : case_setup["leaders"])
        if (l["side"] == side) deployed[l["name"].get<std::string>()] = decisions[k++];
    }
    decisions.erase(decisions.begin(), decisions.begin() + static_cast<std::ptrdiff_t>(k));
  }
  std::vector<int> dice = worked["dice"].get<std::vector<int>>();
  OpenBattle& b = gdb_send_and_start(g, bern9.id);
  battlesui::set_typed_dice(b, true);
  const battles::BattleSetup setup = battles::setup_from_json(JsonCursor(gdb_link_setup(g, bern9.id), "setup"));
  const std::vector<std::string> every_marker{"Charge", "Rain of arrows", "Harassment", "Battery",
                                             "Ditch",  "Hedge",          "Clash among pikemen", "Cut and thrust"};
  std::size_t next_decision = 0, next_die = 0;
  std::map<std::string, int> placed;  // by side: units placed so far
  int curtains = 0;
  bool kept_reveal = false;
  const std::size_t moves = worked["steps"].size();
  for (int guard = 0; guard < 300 && b.session->journal().size() < moves; ++guard) {
    if (b.session->journal().size() == 4 && !kept_reveal) {
      // After the reveal: no curtain, the shots asked openly.
      g.keep("gdb-revealed");
      kept_reveal = true;
      const std::string revealed = frames.frame(g.ctx(), battlesui::draw_battle_window);
      CHECK_FALSE(gdb_shows(revealed, "Pass the screen"));
    }
    std::string text = frames.frame(g.ctx(), battlesui::draw_battle_window);
    if (b.dice_wanted && !b.waiting) {
      REQUIRE(next_die < dice.size());
      CHECK(gdb_shows(text, "Roll at the table"));
      battlesui::enter_dice(b, {dice[next_die++]});
      CHECK_FALSE(b.message_is_error);
      continue;
    }
    if (!b.waiting) {
      const std::size_t before = b.session->journal().size();
      battlesui::fight_move(b);
      REQUIRE(b.session->journal().size() == before + 1);
      continue;
    }
    if (b.session->journal().size() == 1 && gdb_is_markers(*b.waiting)) g.keep("gdb-curtain");
    const DecisionRequest r = *b.waiting;
    std::string pick;
    if (r.label.find(" deploy (GdB 9.5.2)") != std::string::npos) {
      pick = "by_unit";
    } else if (r.label.find(" place ") != std::string::npos && r.label.find("(unit ") != std::string::npos) {
      // The k-th unit of the side in the set-up's order.
      int k = placed[r.side]++;
      std::string id;
      for (const auto& u : setup.units)
        if (u.side == r.side && k-- == 0) id = u.id;
      REQUIRE(deployed.count(id));
      pick = deployed[id];
    } else if (r.label.find(" place ") != std::string::npos) {
      for (const auto& [who, zone] : deployed)
        if (r.label.find(who) != std::string::npos) pick = zone;
      REQUIRE_FALSE(pick.empty());
    } else {
      REQUIRE(next_decision < decisions.size());
      pick = decisions[next_decision++];
    }
    if (r.secret) {
      // The curtain: whose choice it is, and nothing of its options nor of any camp's markers.
      ++curtains;
      CHECK(gdb_shows(text, "Pass the screen to the " + r.side_name + " player"));
      CHECK(gdb_shows(text, "I am the " + r.side_name + " player"));
      for (const auto& m : every_marker) {
        INFO("curtained for the " << r.side_name << ": " << m);
        CHECK_FALSE(gdb_shows(text, m));
      }
      for (const auto& o : r.options)
        if (o.text.size() > 3) CHECK_FALSE(gdb_shows(text, o.text));
      battlesui::unveil(b);
      const std::string open = frames.frame(g.ctx(), battlesui::draw_battle_window);
      CHECK(gdb_shows(open, r.side_name + " to decide"));
      // The player at the screen: the other camp's answers in this move stay "a secret choice".
      for (const auto& a : b.answered) {
        CHECK(gdb_shows(a, "a secret choice"));
        CHECK(gdb_shows(open, a));
      }
    }
    INFO("decision: " << r.label << " -> " << pick);
    REQUIRE(r.option(pick));
    battlesui::answer(b, pick);
    CHECK_FALSE(b.message_is_error);
  }
  REQUIRE(b.session->journal().size() == moves);
  CHECK(next_die == dice.size());
  CHECK(next_decision == decisions.size());
  CHECK(curtains >= 4);  // each camp's markers, and each camp's announce and reveal
  // The move's events as the rulebook tells it (W4).
  std::vector<std::string> events;
  for (const auto& row : b.session->journal())
    for (const auto& e : row.events) events.push_back(e.value("text", ""));
  // The campaign numbers counters of one kind ("Burgundian Gendarmes 2"); the rulebook does not.
  std::string told;
  const std::regex numbered("(Crossbowmen|Culveriners|Archers|Gendarmes|Cannons|Pikemen|Halberdiers) [0-9]+");
  for (const auto& e : events) told += std::regex_replace(e, numbered, "$1") + "\n";
  for (const auto& step : worked["steps"])
    for (const auto& e : step.value("events", Json::array())) {
      INFO(told);
      CHECK_MESSAGE(gdb_shows(told, e.get<std::string>()), e.get<std::string>());
    }
  // The journal: the umpire's record keeps each secret choice, marked secret; the markers'
  // move tells only how many each camp took.
  int secret_in_journal = 0;
  for (const auto& row : b.session->journal()) {
    bool markers_move = false;
    for (const auto& d : row.decisions)
      if (d.value("secret", false)) {
        ++secret_in_journal;
        CHECK_FALSE(d.value("choice", "").empty());
        markers_move |= d.value("label", "").find("tactical markers in secret") != std::string::npos;
      }
    if (markers_move)
      for (const auto& e : row.events)
        for (const auto& m : every_marker) CHECK_FALSE(gdb_shows(e.value("text", ""), m));
  }
  CHECK(secret_in_journal >= 4);
  // Round 2 begins with a secret announcement: the curtain again.
  CHECK(gdb_shows(frames.frame(g.ctx(), battlesui::draw_battle_window), "Pass the screen"));
  // The rest by the doctrine; the umpire confirms.
  battlesui::finish_by_doctrine(b);
  battlesui::confirm_result(g.ctx(), b, battles::battle_link(g.campaign(), bern9.id));
  CHECK(g.app.runner.report().applied);
  gdb_turn_panel_until(g, [&] { return g.st().tracks.step == bourgogne::Step::Sieges; });

  // ---- A siege at the table: sent, its sheets printed, its result typed into the form.
  const bourgogne::CombatRecord fribourg = gdb_combat_at(g, "18", 9);
  CHECK(fribourg.kind == "siege");
  {
    const BattleLink link = battles::battle_link(g.campaign(), fribourg.id);
    const Json send = battlesui::send_battle(g.ctx(), link, battles::kTabletop);
    g.must(send, "the Combats window's \"Send to the table\"");
  }
  g.keep("gdb-siege");
  std::string table = frames.frame(g.ctx(), draw_combats_window);
  CHECK(gdb_shows(table, "Print the battle sheets"));
  CHECK(gdb_shows(table, "Record the result"));
  const auto sent = bourgogne::find_combat(g.st(), fribourg.id);
  REQUIRE(sent);
  const auto sheets = print_battle_sheets(g.campaign().state(), *sent, g.folder + "/sheets");
  REQUIRE(sheets.size() == 3);
  for (const auto& f : sheets) CHECK(fs::file_size(f) > 1000);
  if (gdb_have_pdftotext()) {
    const std::string burgundian = gdb_pdf_text(sheets[0]), swiss = gdb_pdf_text(sheets[1]), umpire = gdb_pdf_text(sheets[2]);
    CHECK(gdb_shows(burgundian, "Pikemen"));
    CHECK(gdb_shows(umpire, "Swiss"));
    // Each camp's sheet: its own forces only, no enemy counter, no internal id.
    for (const auto& part : {std::string("swi_pi_5"), std::string("bur_pi_1"), std::string("de_blamont")}) {
      CHECK_FALSE(gdb_shows(burgundian, part));
      CHECK_FALSE(gdb_shows(swiss, part));
    }
    CHECK_FALSE(gdb_shows(burgundian, "Swiss Pikemen"));
    CHECK_FALSE(gdb_shows(swiss, "Burgundian Pikemen"));
  } else {
    MESSAGE("pdftotext is not installed: the sheets' text is not checked");
  }
  // The table's results form: the garrison holds (the besieger stopped).
  ResultForm form = result_form_for(g.st(), *sent);
  form.winner = "defender";
  form.ending = "stopped";
  form.final_ss["bur_pi_1"] = 1;
  const Json record = result_form_command(*sent, form);
  CHECK(g.campaign().validate(record).empty());
  g.must(record, "the Combats window's form");
  gdb_turn_panel_until(g, [&] { return bourgogne::find_combat(g.st(), fribourg.id)->status == "recorded"; });
  const std::string done = frames.frame(g.ctx(), draw_combats_window);
  CHECK(gdb_shows(done, fribourg.name + " - recorded"));

  g.keep("gdb-end");
  // ---- Each camp's report, as the Reports window's Export writes it.
  const report::ReportProvider* p = report::report_providers().find(bourgogne::kGameId);
  REQUIRE(p);
  for (const char* camp : {"burgundy", "swiss"}) {
    const std::string out = g.folder + "/report-" + camp + ".pdf";
    report::export_one(*p, g.campaign().state(), camp, report::Format::Pdf, out);
    REQUIRE(fs::exists(out));
    CHECK(fs::file_size(out) > 1000);
    if (gdb_have_pdftotext()) {
      const std::string text = gdb_pdf_text(out);
      CHECK_FALSE(text.empty());
      for (const char* word : {"digest", "G-11", "issue 18"}) CHECK_FALSE(gdb_shows(text, word));
      // The other camp's secret markers are never in a camp's report.
      for (const char* m : {"Clash among pikemen", "Cut and thrust", "Rain of arrows", "Harassment"})
        CHECK_FALSE(gdb_shows(text, std::string("chose ") + m));
    }
  }
}
