// Lion of the North trial play (data.mode 2): a printed scenario tried before
// the umpire has typed in what the rules text lost. Placeholder ratings by
// type and side, read through the gate and logged; the schematic map; only
// the printed deployment, the rest listed as off the field; strict and
// provisional play unchanged. Then the standalone scenario battle (new-game
// options {"scenario": ...}), the umpire's data carried by the battle, and
// lotn.use_data handing a running battle newer values.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <map>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "core/decisions.h"
#include "core/dice.h"
#include "core/json_read.h"
#include "lotn/battle_data.h"
#include "lotn/data_check.h"
#include "lotn/data_embedded.h"
#include "lotn/data_variants.h"
#include "lotn/engine.h"
#include "lotn/hex_stacking.h"
#include "lotn/map_data.h"
#include "lotn/scenario.h"
#include "lotn/sequence.h"
#include "lotn/trial_ratings.h"
#include "session/campaign.h"
#include "session/engine.h"

using namespace umpire;
using namespace umpire::lotn;

namespace {

std::shared_ptr<const DataSet> trial_program() {
  static const auto data = std::make_shared<const DataSet>(load_program_data_with_reconstructions());
  return data;
}

bool trial_has_line(const std::vector<std::string>& lines, const std::string& part) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const std::string& l) { return l.find(part) != std::string::npos; });
}

const Battle& trial_of(const GameStatePtr& p) { return static_cast<const Battle&>(*p); }

// The position's invariants: every counter on the map within it and facing a vertex, a double-sized counter's
// halves adjacent, every stack legal.
std::string trial_invariants(const Battle& st) {
  const HexGrid& grid = st.s->map->grid();
  std::map<Hex, std::vector<StackUnit>> stacks;
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    const UnitState& u = st.units[i];
    if (!u.on_map) continue;
    const UnitDef& d = st.s->units[i];
    if (!grid.contains(u.hex)) return d.name + " stands off the map";
    if (u.facing < 0 || u.facing > 5) return d.name + " faces " + std::to_string(u.facing);
    if (u.second && grid.distance(u.hex, *u.second) != 1) return d.name + "'s halves are not adjacent";
    StackUnit s;
    s.kind = stack_kind(d.arm);
    s.sp = current_sp(st, static_cast<int>(i));
    s.army = st.s->armies[static_cast<std::size_t>(d.army)].id;
    if (!u.routed) s.facing = u.facing;
    s.in_column = u.in_column;
    s.routed = u.routed;
    stacks[u.hex].push_back(s);
    if (u.second) stacks[*u.second].push_back(s);
  }
  for (const auto& [h, units] : stacks)
    if (std::string p = stack_problem(units); !p.empty()) return "hex " + grid.name(h) + ": " + p;
  for (std::size_t l = 0; l < st.leaders.size(); ++l)
    if (st.leaders[l].on_map && !grid.contains(st.leaders[l].hex)) return st.s->leaders[l].name + " is off the map";
  return "";
}

Json trial_options(const std::string& scenario, int mode = 2) {
  return Json{{"scenario", scenario}, {"variants", {{"data.mode", mode}}}};
}

// Gula's TQ as the umpire reads it from his printed copy.
Json trial_gula_entry(int tq) {
  return Json{{"format", "umpire.lotn.entries/1"},
              {"counters", Json::array({{{"counter", "gula_b"},
                                         {"field", "tq"},
                                         {"value", tq},
                                         {"source", "user: printed counter sheet"}}})}};
}

const UnitDef* trial_unit(const Setup& s, const std::string& id) {
  for (const auto& u : s.units)
    if (u.id == id) return &u;
  return nullptr;
}

std::string trial_temp(const char* what) {
  return "/tmp/umpire_lotn_trial_" + std::string(what) + "_" + std::to_string(::getpid()) + ".umpire";
}

GameRegistry trial_registry() {
  GameRegistry r;
  r.add(lotn::module());
  return r;
}

}  // namespace

TEST_CASE("lotn trial: every counter of both scenarios reads a placeholder for each rating the text lost, by type "
          "and side, logged") {
  const DataSet& data = *trial_program();
  REQUIRE_FALSE(trial_rating_sets().empty());
  for (const auto& t : trial_rating_sets())
    for (const auto& [field, cell] : t.values) {
      INFO(t.type << " " << t.side << " " << field);
      CHECK(cell.provenance == Provenance::Placeholder);
      CHECK(cell.source.rfind("reconstructed: ", 0) == 0);
    }
  LookupLog log;
  Tables trial(data, Mode::Trial, &log);
  Tables provisional(data, Mode::Provisional);
  for (const auto& [sid, s] : data.scenarios)
    for (const auto& id : scenario_counters(s)) {
      const CounterDef& d = *data.counter(id);
      CHECK(unreadable_ratings(trial, d).empty());
      for (const auto& f : d.fields) {
        INFO(d.display_name() << ": " << f);
        Looked l = trial.rating(id, f);
        REQUIRE(l.ok());
        auto own = d.values.find(f);
        if (own != d.values.end() && provisional.usable(own->second.provenance)) {
          CHECK(l.cell->value == own->second.value);  // a value the data has is never replaced
        } else {
          CHECK(l.cell->provenance == Provenance::Placeholder);
          CHECK(l.provisional);
          CHECK_FALSE(provisional.rating(id, f).ok());  // provisional play is unchanged
        }
      }
    }
  // Each placeholder read is in the log with its source.
  CHECK(log.provisional());
  CHECK(log.count(Provenance::Placeholder) > 100);
  // By side: a Saxon tercio is not an Imperial one; a commander reads the leader's where his own set has none.
  CHECK(trial.rating("arnim_te", "tq").cell->value == "4");
  CHECK(trial.rating("holstein_te", "tq").cell->value == "7");
  CHECK(trial.rating("tilly", "initiative").cell->value == "5");
  CHECK(trial.rating("horn", "initiative").cell->value == "4");
  CHECK(trial.rating("tilly_lg", "type").cell->value == "HC");
  CHECK(trial.rating("gula_b", "fire_sp").cell->source.find("LotN Scenario 2") != std::string::npos);
}

TEST_CASE("lotn trial: Breitenfeld and Lützen set up on the schematic map with only the printed deployment; "
          "strict and provisional still refuse") {
  auto data = trial_program();
  CHECK(scenario_missing(*data, "breitenfeld", Mode::Trial).empty());
  CHECK(scenario_missing(*data, "lutzen", Mode::Trial).empty());
  // Strict and provisional play are as they were: every item named.
  auto strict = scenario_missing(*data, "breitenfeld", Mode::Strict);
  auto provisional = scenario_missing(*data, "breitenfeld", Mode::Provisional);
  CHECK(provisional.size() == 82);  // not the Swedish train: its reconstructed hexes are read (baggage.h)
  CHECK(trial_has_line(provisional, "no deployment row places Tilly's Life Guard"));
  CHECK(trial_has_line(provisional, "LotN 2.2: Gula (King's Own) brigade [B] lacks its musket SP"));
  CHECK(trial_has_line(provisional, "LotN 2.1: the rules text has no map of Breitenfeld"));
  CHECK(scenario_refusal(*data, "breitenfeld", Mode::Strict, strict).find("Trial play (placeholders") !=
        std::string::npos);
  CHECK_THROWS_WITH_AS(scenario_setup(data, "breitenfeld", Json{{"data.mode", 1}}),
                       doctest::Contains("cannot be set up for provisional play: 82 things are missing"), UserError);

  auto b = scenario_setup(data, "breitenfeld", Json{{"data.mode", 2}});
  CHECK(b->mode == Mode::Trial);
  CHECK(b->map->placeholder);
  std::string summary = scenario_summary(*b);
  CHECK(summary.find("Breitenfeld, 17 September 1631: 47 units and 15 leaders on the map (0 units and 4 leaders to come or in reserve)") == 0);
  CHECK(summary.find("; trial play\nTrial play: placeholders for every value the rules text lost") != std::string::npos);
  CHECK(summary.find("Not on the field (the Swedes): Wolf Henrik von Baudisson; Monro's musketeers") !=
        std::string::npos);
  CHECK(summary.find("(no deployment row in the rules text; LotN Scenario 1)") != std::string::npos);
  CHECK(summary.find("Not on the field (the Imperialists and Catholic League): Wangler's tercio") != std::string::npos);
  // Only the printed rows: no counter of a missing row is in the battle.
  CHECK(trial_unit(*b, "monro_li") == nullptr);
  CHECK(trial_unit(*b, "gula_b") != nullptr);

  auto st = start_scenario(b);
  bool banner = false, listed = false;
  for (const auto& line : st->log.to_vector()) {
    banner |= line.find("Trial play: placeholders") == 0;
    listed |= line.find("Not on the field (the Saxons): the Elector's Life Guard") == 0;
  }
  CHECK(banner);
  CHECK(listed);
  // The set-up read the placeholders through the gate: logged with the battle.
  bool gula_logged = false;
  for (const auto& e : st->lookups)
    gula_logged |= e.what == "Gula (King's Own) brigade [B]: musket SP" && e.provenance == Provenance::Placeholder;
  CHECK(gula_logged);

  // Lützen: the schematic map has room in the ditch for 12 of the 15 Commanded Muskets; the other 3 stay out.
  auto l = scenario_setup(data, "lutzen", Json{{"data.mode", 2}});
  std::string lsum = scenario_summary(*l);
  CHECK(lsum.find("3 of the 15 Imperialist Commanded Muskets (the schematic map has room for 12 where they set up, any hex in "
                  "the ditch") != std::string::npos);
  CHECK(lsum.find("Not on the field (the Swedes):") != std::string::npos);
  CHECK(start_scenario(l)->units.size() == l->units.size());

  // The data check in trial play.
  CheckOptions o;
  o.scenario = "breitenfeld";
  o.mode = Mode::Trial;
  std::string report = check_report(*data, o);
  CHECK(report.find("Trial play: nothing missing") != std::string::npos);
}

TEST_CASE("lotn trial: a doctrine battle fights three turns of Breitenfeld and of Lützen, the position legal") {
  auto engine = lotn::module();
  for (const char* scenario : {"breitenfeld", "lutzen"}) {
    INFO(scenario);
    battles::BattleSetup setup = scenario_battle_setup(trial_options(scenario));
    GameStatePtr st = engine->start(setup, 1);
    REQUIRE(trial_invariants(trial_of(st)).empty());
    SeededDice seeded(7, 0);
    Dice dice(seeded);
    Decisions decisions = Decisions::advice_only(true);
    int steps = 0;
    std::string broken;
    while (!engine->over(*st) && trial_of(st).turn <= 3 && steps < 20000 && broken.empty()) {
      st = engine->move(*st, dice, decisions).state;
      ++steps;
      broken = trial_invariants(trial_of(st));
    }
    INFO("step " << steps << ": " << phase_words(trial_of(st)));
    CHECK(broken.empty());
    CHECK((engine->over(*st) || trial_of(st).turn == 4));
    CHECK(steps > 30);
    // The result is marked provisional, as in provisional play.
    battles::BattleResult r = engine->result(*st);
    CHECK(r.details["provisional"] == true);
    bool position_banner = false;
    for (const auto& line : engine->position(*st)) position_banner |= line.find("Trial play:") == 0;
    CHECK(position_banner);
  }
}

TEST_CASE("lotn standalone scenario: new_game takes {\"scenario\": ...}, {\"setup\": ...} still works") {
  auto engine = lotn::module();
  Json options = trial_options("breitenfeld");
  GameStatePtr g = engine->new_game(JsonCursor(options, "options"), 3);
  const Battle& st = trial_of(g);
  const battles::BattleSetup& setup = engine->setup(*g);
  CHECK(setup.id == "breitenfeld");
  CHECK(setup.place_name == "Breitenfeld");
  CHECK(setup.date == "17 September 1631");
  REQUIRE(setup.sides.size() == 2);
  CHECK(setup.sides[0].id == "swedes");
  CHECK(setup.sides[0].name == "Swedes and Saxons");
  CHECK(setup.sides[1].name == "Imperialists and Catholic League");
  CHECK(setup.units.size() == st.s->units.size());
  const battles::Unit* gula = setup.unit("gula_b");
  REQUIRE(gula != nullptr);
  CHECK(gula->name == "Gula (King's Own) brigade");
  CHECK(gula->strength == 14);  // the trial placeholder 9/5
  CHECK(gula->arm == "foot");
  CHECK(setup.leader("gustavus") != nullptr);
  CHECK(st.s->mode == Mode::Trial);
  // A move, then the result names the scenario's counters as the battle's units.
  SeededDice seeded(3, 0);
  Dice dice(seeded);
  Decisions decisions = Decisions::advice_only(false);
  GameStatePtr next = engine->move(*g, dice, decisions).state;
  CHECK(trial_of(next).phase != Phase::TurnStart);
  battles::BattleResult r = engine->result(*next);
  CHECK(r.battle == "breitenfeld");
  CHECK(std::any_of(r.units.begin(), r.units.end(), [](const battles::UnitOutcome& o) { return o.unit == "gula_b"; }));
  // Stored and loaded back, the same.
  Json stored = g->to_json();
  CHECK(engine->load_state(JsonCursor(stored, "battle"))->to_json() == stored);

  // Strict: refused with every item; an unknown option is named.
  Json strict = trial_options("breitenfeld", 0);
  CHECK_THROWS_WITH_AS(engine->new_game(JsonCursor(strict, "options"), 3),
                       doctest::Contains("cannot be set up for strict play"), UserError);
  Json wrong = Json{{"scenario", "breitenfeld"}, {"colour", "red"}};
  CHECK_THROWS_AS(engine->new_game(JsonCursor(wrong, "options"), 3), JsonError);
  // The campaign's set-up as before.
  Json bench = battles::battle_options(bench_setup(6));
  GameStatePtr b = engine->new_game(JsonCursor(bench, "options"), 3);
  CHECK(trial_of(b).s->scenario.empty());
  CHECK(trial_of(b).s->units.size() >= 12);
}

TEST_CASE("lotn battle data: a battle carries the umpire's entries; they are read as his, and built once") {
  auto engine = lotn::module();
  Json options = trial_options("breitenfeld");
  options["entries"] = trial_gula_entry(8);
  std::size_t builds = battle_data_builds();
  GameStatePtr g = engine->new_game(JsonCursor(options, "options"), 3);
  const Battle& st = trial_of(g);
  REQUIRE(trial_unit(*st.s, "gula_b") != nullptr);
  CHECK(trial_unit(*st.s, "gula_b")->tq == 8);  // the umpire's, not the placeholder 7
  CHECK(trial_unit(*st.s, "gula_b")->tq_disrupted == 6);  // still the placeholder
  Looked tq = Tables(*st.s->data, st.s->mode).rating("gula_b", "tq");
  CHECK(tq.cell->provenance == Provenance::User);
  for (const auto& e : st.lookups) CHECK(e.what != "Gula (King's Own) brigade [B]: TQ");  // a user value: not logged
  // The battle remembers it: its stored set-up carries the entries, and it loads back with them.
  Json stored = g->to_json();
  CHECK(stored["setup"]["situation"]["lotn"]["entries"] == trial_gula_entry(8));
  GameStatePtr loaded = engine->load_state(JsonCursor(stored, "battle"));
  CHECK(trial_unit(*trial_of(loaded).s, "gula_b")->tq == 8);
  // The same entries: the data set is shared, not read again by a move or a load.
  std::size_t after_start = battle_data_builds();
  CHECK(after_start <= builds + 1);
  SeededDice seeded(3, 0);
  Dice dice(seeded);
  Decisions decisions = Decisions::advice_only(false);
  GameStatePtr s = g;
  for (int i = 0; i < 5; ++i) s = engine->move(*s, dice, decisions).state;
  engine->load_state(JsonCursor(stored, "battle"));
  CHECK(battle_data_builds() == after_start);
  CHECK(trial_of(loaded).s->data == st.s->data);
  // A malformed entry is refused in words.
  Json bad = trial_options("breitenfeld");
  bad["entries"] = Json{{"format", "umpire.lotn.entries/1"},
                        {"counters", Json::array({{{"counter", "nobody"}, {"field", "tq"}, {"value", 5},
                                                   {"source", "user: printed copy"}}})}};
  CHECK_THROWS_WITH_AS(engine->new_game(JsonCursor(bad, "options"), 3), doctest::Contains("no such counter"),
                       UserError);
}

TEST_CASE("lotn battle data: lotn.use_data is journaled and replays; refused when it changes the order of battle") {
  GameRegistry reg = trial_registry();
  std::string path = trial_temp("use_data");
  std::filesystem::remove(path);
  Json final_state;
  const Json move{{"type", battles::kMoveCommand}, {"args", Json::object()}};
  {
    auto c = Campaign::create(path, reg, "Breitenfeld", kEngineId, trial_options("breitenfeld"), 11);
    DoctrineDecisions doctrine;
    REQUIRE(c->apply(move, doctrine).ok);
    CHECK(trial_unit(*trial_of(c->state().game).s, "gula_b")->tq == 7);
    // Newer data: Gula's TQ from the printed copy.
    ApplyResult r = c->apply(Json{{"type", kUseDataCommand}, {"args", {{"entries", trial_gula_entry(9)}}}});
    REQUIRE(r.ok);
    REQUIRE_FALSE(r.events.empty());
    CHECK(r.events.front().text == "The battle reads the umpire's newer data from now on (1 counter rating)");
    const Battle& st = trial_of(c->state().game);
    CHECK(trial_unit(*st.s, "gula_b")->tq == 9);
    CHECK(st.log.to_vector().back() == r.events.front().text);
    REQUIRE(c->apply(move, doctrine).ok);
    // Data the scenario cannot be set up on is refused in words: here Lützen's map, on which Breitenfeld's hexes
    // are not, as Breitenfeld's.
    Json lutzen_map = parse_json(
        [] {
          for (const auto& f : data::embedded_maps())
            if (std::string(f.path).find("lutzen") != std::string::npos) return std::string(f.text());
          return std::string();
        }(),
        "lutzen map");
    lutzen_map["id"] = "breitenfeld";
    ApplyResult off = c->apply(Json{{"type", kUseDataCommand}, {"args", {{"maps", {{"breitenfeld", lutzen_map}}}}}});
    CHECK_FALSE(off.ok);
    REQUIRE_FALSE(off.reasons.empty());
    CHECK(off.reasons.front().text.find("the battle cannot read the newer data: Breitenfeld, 17 September 1631 (LotN "
                                        "Scenario 1) cannot be set up for trial play") == 0);
    final_state = state_to_json(c->state());
  }
  // Replayed from the file: the same battle, Gula's TQ 9.
  auto reopened = Campaign::open(path, reg);
  CHECK_FALSE(reopened->replay_problem().has_value());
  CHECK(state_to_json(reopened->state()) == final_state);
  CHECK(trial_unit(*trial_of(reopened->state().game).s, "gula_b")->tq == 9);
  std::filesystem::remove(path);
}

TEST_CASE("lotn battle data: newer data that changes which counters fight, or leaves one off the map, is refused") {
  auto engine = lotn::module();
  auto validate = [&](const GameStatePtr& g, const Json& args) {
    CampaignState cs;
    cs.game = g;
    for (const auto& def : engine->commands())
      if (def.name == kUseDataCommand) return def.validate(cs, JsonCursor(args, "args"));
    FAIL("no lotn.use_data command");
    return std::vector<Reason>{};
  };
  auto program_map = [](const std::string& id) {
    for (const auto& f : data::embedded_maps())
      if (std::string(f.path).find(id) != std::string::npos) return parse_json(f.text(), f.path);
    return Json();
  };
  // Lützen in trial play: the schematic map's ditch has room for 12 of the 15 Commanded Muskets. A map with a
  // longer ditch would bring the other three into the battle: refused.
  Json lutzen_options = trial_options("lutzen");
  GameStatePtr lutzen = engine->new_game(JsonCursor(lutzen_options, "options"), 3);
  Json ditch = program_map("lutzen");
  ditch["hexes"].push_back({{"at", {"2525", "2526"}}, {"terrain", "ditch"}, {"source", "user: printed map"}});
  auto refused = validate(lutzen, Json{{"maps", {{"lutzen", ditch}}}});
  REQUIRE(refused.size() >= 2);
  CHECK(refused[0].text ==
        "the newer data changes which counters are in the battle, which a battle keeps from its start (start a new "
        "battle to fight with them)");
  // The Commanded Muskets are numbered across their rows: 1 + 4 + 12 in the battle, three more with the new map.
  CHECK(refused.size() == 4);
  CHECK(refused[1].text == "Imperialist Commanded Muskets 18 would join the battle");
  // Values pass: Gula's TQ at Breitenfeld.
  Json options = trial_options("breitenfeld");
  GameStatePtr g = engine->new_game(JsonCursor(options, "options"), 3);
  CHECK(validate(g, Json{{"entries", trial_gula_entry(6)}}).empty());
  // A map without the East section's column 22 leaves a Saxon standing there off the field: refused.
  auto moved = std::make_shared<Battle>(trial_of(g));
  std::size_t saxon = 0;
  while (moved->s->units[saxon].side != 0 || !moved->s->units[saxon].saxon) ++saxon;
  moved->units[saxon].hex = *moved->s->map->grid().parse("E2522");
  moved->units[saxon].second.reset();
  Json narrow = program_map("breitenfeld");
  narrow["grid"]["sections"][1]["bb"] = {23, 43};
  auto off = validate(moved, Json{{"maps", {{"breitenfeld", narrow}}}});
  REQUIRE(off.size() == 2);
  CHECK(off[0].text == "the newer map would leave counters of the battle off the field, which new data may not do");
  CHECK(off[1].text == moved->s->units[saxon].name + " stands in E2522, which is not on Breitenfeld");
  CHECK(validate(g, Json{{"maps", {{"breitenfeld", narrow}}}}).empty());  // where it stood, it stays on
  // A malformed entry.
  auto bad = validate(g, Json{{"entries", {{"format", "umpire.lotn.entries/1"}, {"cells", "none"}}}});
  REQUIRE_FALSE(bad.empty());
  CHECK(bad.front().text.find("the battle cannot read the newer data") == 0);
  // The mode is the battle's setting: changing a trial scenario battle to strict play is refused in words.
  const Battle& st = trial_of(g);
  Json variants = st.s->variants;
  variants["data.mode"] = 0;
  CHECK_THROWS_AS(setup_for(st.s->setup, &variants, &st.s->conversion), UserError);
  CampaignState cs;
  cs.game = g;
  const SettingSchema schema = engine->settings();
  const SettingDef* mode = find_setting(schema, "data.mode");
  REQUIRE(mode != nullptr);
  CHECK_THROWS_WITH_AS(engine->with_setting(cs, *mode, 0), doctest::Contains("this battle cannot change to that"),
                       UserError);
  CampaignState same = engine->with_setting(cs, *mode, 2);
  CHECK(trial_of(same.game).s->mode == Mode::Trial);
}
