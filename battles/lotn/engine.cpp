#include "lotn/engine.h"

#include <algorithm>
#include <climits>

#include "core/json_read.h"
#include "lotn/baggage.h"
#include "lotn/battle_data.h"
#include "lotn/battle_report.h"
#include "lotn/command.h"
#include "lotn/convert.h"
#include "lotn/data_variants.h"
#include "lotn/effects.h"
#include "lotn/fire.h"
#include "lotn/movement.h"
#include "lotn/scenario.h"
#include "lotn/sequence.h"
#include "lotn/user_data.h"
#include "lotn/shock.h"

namespace umpire::lotn {

namespace {

using battles::BattleResult;
using battles::BattleSetup;

const Battle& of(const GameState& s) { return static_cast<const Battle&>(s); }

}  // namespace

BattleOptions battle_options_of(const BattleSetup& setup) {
  BattleOptions o;
  if (setup.situation.is_object() && setup.situation.contains("lotn")) {
    const Json& l = setup.situation["lotn"];
    if (l.contains("variants")) o.variants = l["variants"];
    if (l.contains("conversion")) o.conversion = l["conversion"];
    if (l.contains("scenario") && l["scenario"].is_string()) o.scenario = l["scenario"].get<std::string>();
    if (l.contains("entries")) o.entries = l["entries"];
    if (l.contains("maps")) o.maps = l["maps"];
  }
  return o;
}

namespace {

// The rule variants a battle is fought with: the defaults, then the set-up's, then those it holds now.
Json variants_of(const BattleOptions& o, const Json* variants_now) {
  Json variants = default_variant_values();
  for (auto it = o.variants.begin(); it != o.variants.end(); ++it) variants[it.key()] = it.value();
  if (variants_now)
    for (auto it = variants_now->begin(); it != variants_now->end(); ++it) variants[it.key()] = it.value();
  return variants;
}

}  // namespace

std::shared_ptr<const Setup> setup_for(const BattleSetup& setup, const Json* variants_now, const Json* conversion_now) {
  BattleOptions o = battle_options_of(setup);
  Json variants = variants_of(o, variants_now);
  // The conversion's values as the battle stored them at its start (the
  // defaults may change in a later version; a replay must not).
  std::shared_ptr<const DataSet> data = battle_data(o.entries, o.maps);
  if (!o.scenario.empty()) {  // a printed scenario (Breitenfeld, Lützen): refused with all it lacks
    auto s = std::make_shared<Setup>(*scenario_setup(data, o.scenario, variants));
    s->setup = setup;
    for (auto& u : s->units)  // a standalone battle's units are the scenario's counters
      if (setup.unit(u.id)) u.origin = u.id;
    for (auto& l : s->leaders)
      if (setup.leader(l.id)) l.origin = l.id;
    return s;
  }
  const Json& params = conversion_now && conversion_now->contains("values") ? (*conversion_now)["values"] : o.conversion;
  auto s = std::make_shared<Setup>(*convert_setup(setup, params, data, data_mode(variants)));
  s->variants = variants;
  s->mode = data_mode(variants);
  return s;
}

namespace {

// ---- the module

// A facing as the map's compass names it ("NE"), its number when the map names none.
std::string facing_words(const Battle& st, int facing, bool in_column) {
  const auto& names = in_column ? st.s->map->compass_sides : st.s->map->compass_vertices;
  for (const auto& [word, v] : names)
    if (v == facing) return word;
  return (in_column ? "hexside " : "vertex ") + std::to_string(facing);
}

std::vector<std::string> position_lines(const Battle& st) {
  std::vector<std::string> out;
  if (st.s->mode == Mode::Provisional)
    out.push_back("Provisional play: reconstructed values stand in where the rules text lost a table cell; the result "
                  "is marked provisional");
  if (st.s->mode == Mode::Trial) out.push_back(kTrialWords);
  out.push_back("Turn " + std::to_string(st.turn) + ", " + clock_words(st.time) + " (" + visibility_words(st.visibility) +
                "): " + phase_words(st));
  for (std::size_t a = 0; a < st.s->armies.size(); ++a)
    out.push_back(st.s->armies[a].name + ": withdrawal points " + std::to_string(st.wp[a]) + " of " +
                  std::to_string(st.s->armies[a].level));
  for (int side = 0; side < 2; ++side) {
    out.push_back(side_name(st, side) + ":");
    for (std::size_t i = 0; i < st.units.size(); ++i) {
      const UnitDef& d = st.s->units[i];
      if (d.side != side) continue;
      const UnitState& u = st.units[i];
      int id = static_cast<int>(i);
      std::string line = "  " + d.name + " (" + arm_words(d.arm) + "): ";
      if (!u.on_map) {
        line += u.gone == "in pursuit" && u.regrouped > 0 ? "in pursuit, Regrouped" : u.gone;
      } else {
        line += hex_name(st, u.hex) + (u.second ? "-" + hex_name(st, *u.second) : "");
        if (!u.routed) line += " facing " + facing_words(st, u.facing, u.in_column);
        line += ", ";
        if (is_artillery(d.arm))
          line += "guns";
        else if (is_heavy_infantry(d.arm))
          line += std::to_string(fire_sp(st, id)) + "/" + std::to_string(shock_sp(st, id)) + " SP";
        else
          line += std::to_string(current_sp(st, id)) + " SP";
        line += ", TQ " + std::to_string(current_tq(st, id));
        if (u.routed) line += ", routed";
        else if (u.disrupted) line += u.perm_disrupted ? ", disrupted for good" : ", disrupted";
        if (u.abandoned) line += ", abandoned";
        if (u.in_column) line += ", in column";
      }
      out.push_back(line);
    }
    for (std::size_t i = 0; i < st.leaders.size(); ++i) {
      const LeaderDef& d = st.s->leaders[i];
      if (d.side != side) continue;
      const LeaderState& l = st.leaders[i];
      std::string line = "  " + d.name + (d.overall_commander ? " (commander)" : "") + ": ";
      if (!l.on_map)
        line += l.box == LeaderState::Box::InPursuit ? "in the In Pursuit box"
                : l.box == LeaderState::Box::Regrouped ? "in the Regrouped box"
                : l.killed ? "killed" : "captured";
      else
        line += hex_name(st, l.hex) + ", initiative " + std::to_string(leader_initiative(st, static_cast<int>(i))) +
                (l.status == LeaderState::Status::Finished ? ", finished" : "") + (l.wounded ? ", wounded" : "");
      out.push_back(line);
    }
  }
  return out;
}

// The field as the umpire sets it up (situation.lotn.positions): counters
// and leaders placed where they stand on his table instead of the template's
// deployment. {"<counter or leader id>": "1112"} or {"hex": "1112", "facing":
// "NE" or a vertex number, "second": "1212" for a double-sized counter}.
// Throws UserError naming what is wrong.
void place_as_given(Battle& st, const Json& positions) {
  if (!positions.is_object()) throw UserError("the positions of a Lion of the North battle are an object of counter ids");
  const HexGrid& grid = st.s->map->grid();
  auto hex_of = [&](const std::string& id, const Json& v) {
    if (!v.is_string()) throw UserError("the position of " + id + " is not a hex id");
    auto h = grid.parse(v.get<std::string>());
    if (!h) throw UserError("the position of " + id + ": " + v.get<std::string>() + " is not a hex of the battlefield");
    return *h;
  };
  for (auto it = positions.begin(); it != positions.end(); ++it) {
    const std::string& id = it.key();
    const Json& v = it.value();
    const Json& at = v.is_object() && v.contains("hex") ? v["hex"] : v;
    bool found = false;
    for (std::size_t i = 0; i < st.units.size() && !found; ++i) {
      if (st.s->units[i].id != id) continue;
      found = true;
      UnitState& u = st.units[i];
      u.hex = hex_of(id, at);
      u.second.reset();
      if (v.is_object() && v.contains("second")) {
        u.second = hex_of(id, v["second"]);
        if (!st.s->units[i].double_sized || grid.distance(u.hex, *u.second) != 1)
          throw UserError("the position of " + st.s->units[i].name + ": only a double-sized counter stands in two adjacent hexes");
      } else if (st.s->units[i].double_sized) {
        throw UserError("the position of " + st.s->units[i].name + ": a double-sized counter needs its \"second\" hex");
      }
      if (v.is_object() && v.contains("facing")) {
        const Json& f = v["facing"];
        int facing = -1;
        if (f.is_number_integer()) facing = f.get<int>();
        for (const auto& [word, n] : st.s->map->compass_vertices)
          if (f.is_string() && f.get<std::string>() == word) facing = n;
        if (facing < 0 || facing > 5) throw UserError("the facing of " + st.s->units[i].name + " is not a vertex of the compass");
        u.facing = facing;
      }
    }
    for (std::size_t i = 0; i < st.leaders.size() && !found; ++i) {
      if (st.s->leaders[i].id != id) continue;
      found = true;
      st.leaders[i].hex = hex_of(id, at);
    }
    if (!found) throw UserError("the positions name " + id + ", which is no counter or leader of this battle");
  }
}

// ---- the umpire's newer data (lotn.use_data)

struct UseDataArgs {
  std::optional<Json> entries, maps;
};

const ArgsOf<UseDataArgs>& use_data_args() {
  static const ArgsOf<UseDataArgs> args = [] {
    ArgsOf<UseDataArgs> a;
    a.field(&UseDataArgs::entries, arg::any("entries", "the umpire's entries from his printed copy (an "
                                                       "umpire.lotn.entries/1 document; null: none)"));
    a.field(&UseDataArgs::maps, arg::any("maps", "the umpire's maps by map id (lotn-map/1 documents; null: none)"));
    return a;
  }();
  return args;
}

// The battle's Setup on the data the command gives: its set-up's situation with the newer entries and maps.
std::shared_ptr<const Setup> setup_with_data(const Battle& st, const UseDataArgs& a) {
  battles::BattleSetup b = st.s->setup;
  if (!b.situation.is_object()) b.situation = Json::object();
  Json& l = b.situation["lotn"];
  if (!l.is_object()) l = Json::object();
  auto put = [&](const char* key, const std::optional<Json>& v) {
    if (!v) return;
    if (v->is_null())
      l.erase(key);
    else
      l[key] = *v;
  };
  put("entries", a.entries);
  put("maps", a.maps);
  return setup_for(b, &st.s->variants, &st.s->conversion);
}

Json situation_maps(const Setup& s) {
  const Json& sit = s.setup.situation;
  if (sit.is_object() && sit.contains("lotn") && sit["lotn"].is_object() && sit["lotn"].contains("maps"))
    return sit["lotn"]["maps"];
  return Json();
}

std::vector<Reason> use_data_refusals(const CampaignState& cs, const UseDataArgs& a, const battles::BattleModule& m) {
  if (!cs.game) return {{"", "there is no battle to hand the data to"}};
  if (m.over(*cs.game)) return {{"", "the battle is over: its data can no longer change"}};
  const Battle& st = of(*cs.game);
  std::shared_ptr<const Setup> next;
  try {
    next = setup_with_data(st, a);
  } catch (const UserError& e) {
    return {{"", std::string("the battle cannot read the newer data: ") + e.what()}};
  }
  std::vector<Reason> out;
  for (auto& line : data_change_problems(st, *next)) out.push_back({"", std::move(line)});
  return out;
}

CommandDef use_data_command(const battles::BattleModule& m) {
  const battles::BattleModule* self = &m;  // modules live as long as their registry
  return define<UseDataArgs>(
      {.name = kUseDataCommand,
       .summary = "Hand the battle the umpire's newer data (entries from the printed copy, painted maps): only values "
                  "may change, never which counters fight",
       .flags = kUmpireRuling,
       .args = use_data_args(),
       .check = [self](const CampaignState& cs, const UseDataArgs& a) { return use_data_refusals(cs, a, *self); },
       .apply = [](const CampaignState& cs, const UseDataArgs& a, Dice&) {
         const Battle& st = of(*cs.game);
         std::shared_ptr<const Setup> next = setup_with_data(st, a);
         std::string words = data_change_words(*st.s, *next, situation_maps(*st.s), situation_maps(*next));
         auto out = battle_with_data(st, next);
         std::string text = "The battle reads the umpire's newer data from now on (" + words + ")";
         out->log.push_back(text);
         CampaignState cs2 = cs;
         cs2.game = out;
         return Outcome{cs2, {Event{text, ""}}};
       }});
}

class Module : public battles::BattleModule {
 public:
  // {"setup": BattleSetup} as every battle module takes, or a standalone printed scenario (scenario_battle_setup).
  GameStatePtr new_game(const JsonCursor& options, std::uint64_t seed) const override {
    if (!options.value().is_object() || options.has("setup")) return BattleModule::new_game(options, seed);
    Json o = battles::battle_options(scenario_battle_setup(options.value()));
    return BattleModule::new_game(JsonCursor(o, "options"), seed);
  }

  std::vector<CommandDef> commands() const override {
    std::vector<CommandDef> out = BattleModule::commands();
    out.push_back(use_data_command(*this));
    return out;
  }

  std::string id() const override { return kEngineId; }
  std::string title() const override { return kEngineTitle; }
  std::optional<BattleSetup> bench_setup() const override { return lotn::bench_setup(60); }
  // A doctrine battle takes a third of a second: 200 runs give the shares within a few percent in a minute.
  int odds_runs() const override { return 200; }

  // Breitenfeld and Lützen, in each play, with the umpire's own data (his entries and painted maps, user_data.h)
  // copied into the battle, which keeps them.
  std::vector<battles::NewBattleChoice> new_battle_choices() const override {
    UserData user;
    try {
      user = load_user_data();
    } catch (const std::exception&) {
      user = UserData{};  // an unreadable file: the editors say why; the battles start from the program's data
      user.entries = empty_entries();
    }
    struct Play {
      int mode;
      const char* name;
      const char* about;
    };
    const Play plays[] = {
        {2, "trial play",
         "Trial play: placeholders for every value the rules text lost, the schematic map where no map is painted, "
         "and only the printed deployment; for trying the program, not for a result."},
        {1, "provisional play",
         "Provisional play: reconstructions stand in for lost chart cells; counters, deployment rows and the map "
         "must have been typed in or painted. The result is marked provisional."},
        {0, "strict play",
         "Strict play: only printed values and those you typed in from your printed copy; refused with all it "
         "still lacks."}};
    std::vector<battles::NewBattleChoice> out;
    for (const char* scenario : {"breitenfeld", "lutzen"}) {
      for (const Play& p : plays) {
        Json options = {{"scenario", scenario}, {"variants", {{"data.mode", p.mode}}}};
        if (!user.empty()) {
          options["entries"] = user.entries;
          Json maps = Json::object();
          for (const auto& [id, doc] : user.maps) maps[id] = doc;
          options["maps"] = maps;
        }
        std::string title = std::string(scenario) == "breitenfeld" ? "Breitenfeld, 1631" : "Lützen, 1632";
        std::string about = p.about;
        if (!user.empty()) about += " With your entries and painted maps.";
        out.push_back({title + ", " + p.name, about, options});
      }
    }
    return out;
  }

  std::vector<Reason> cannot_take(const BattleSetup& setup) const override {
    BattleOptions o = battle_options_of(setup);
    if (o.scenario.empty()) return conversion_problems(setup);
    // A printed scenario: everything its data still lacks in the mode asked for, each line with its rule.
    Json variants = variants_of(o, nullptr);
    std::vector<Reason> out;
    std::shared_ptr<const DataSet> data;
    try {
      data = battle_data(o.entries, o.maps);
    } catch (const UserError& e) {
      return {{"", std::string("the umpire's data in the battle: ") + e.what()}};
    }
    for (auto& line : scenario_missing(*data, o.scenario, scenario_mode(*data, variants)))
      out.push_back({"", std::move(line)});
    return out;
  }

  GameStatePtr start(const BattleSetup& setup, std::uint64_t) const override {
    std::shared_ptr<const Setup> s = setup_for(setup, nullptr, nullptr);
    std::shared_ptr<Battle> st = s->scenario.empty() ? start_battle(s) : start_scenario(s);
    place_map_trains(*st);  // the baggage trains the map places (13.2)
    if (setup.situation.is_object() && setup.situation.contains("lotn") && setup.situation["lotn"].contains("positions"))
      place_as_given(*st, setup.situation["lotn"]["positions"]);
    return st;
  }
  bool start_reads_seed() const override { return false; }

  Move move(const GameState& state, Dice& dice, Decisions& decisions) const override {
    auto st = std::make_shared<Battle>(of(state));
    LookupLog lookups;
    Said say{{}, &st->log, decisions.narrated(), &lookups};
    // A narrated move keeps every chart cell it reads with the line it ruled (the log window's tables): the
    // ruling that claims it (Said with RulingOf), else as read, no ruling said (LookupLog::settle).
    const std::size_t first_line = st->log.size();
    if (decisions.narrated()) lookups.keep_cells([log = &st->log] { return log->size(); });
    Tables tables(*st->s->data, st->s->mode, &lookups);
    Ctx c{*st, dice, decisions, say, tables};
    const std::size_t made = decisions.made().size();
    step(c);
    if (decisions.made().size() > made) st->steps.push_back({first_line, decisions.made().size() - made});
    lookups.settle(first_line, st->log.size(), st->cells.empty() ? 0 : st->cells.back().line);
    for (const auto& e : lookups.entries())
      if (e.provenance == Provenance::Placeholder || e.provenance == Provenance::Example ||
          e.provenance == Provenance::Synthetic)
        st->lookups.push_back(e);
    for (const auto& r : lookups.cells()) st->cells.push_back(r);
    return {st, std::move(say.events)};
  }

  // The same step as move() on a copy, kept as it stood when it asked the decision it has no answer for.
  GameStatePtr partial_move(const GameState& state, Dice& dice, Decisions& decisions) const override {
    auto st = std::make_shared<Battle>(of(state));
    Said say{{}, &st->log, decisions.narrated()};
    Tables tables(*st->s->data, st->s->mode);
    Ctx c{*st, dice, decisions, say, tables};
    try {
      step(c);
    } catch (const DecisionNeeded&) {
      return st;
    }
    return nullptr;  // the step asked nothing more
  }

  bool over(const GameState& state) const override { return of(state).phase == Phase::Over; }
  BattleResult result(const GameState& state) const override {
    BattleResult r = convert_result(of(state));
    r.engine = kEngineId;
    r.engine_name = kEngineTitle;
    return r;
  }
  const BattleSetup& setup(const GameState& state) const override { return of(state).s->setup; }
  std::vector<std::string> position(const GameState& state) const override { return position_lines(of(state)); }
  // No FieldPicture: the Battle window shows the battle on its hex map (the "Field" window of ui/lotn).
  int max_moves() const override { return 20000; }
  const char* round_word() const override { return "turn"; }  // the half-hour game turns (LotN 3.0)
  // The battle log and the final report (battle_report.h).
  std::shared_ptr<const report::Document> log_document(const GameState& state, const std::vector<battles::JournalMove>& moves,
                                                       const battles::LogQuery& query) const override {
    return std::make_shared<const report::Document>(lotn::log_document(of(state), battle_log(of(state), moves), log_filter(query)));
  }
  std::shared_ptr<const report::Document> final_report(const GameState& state,
                                                       const std::vector<battles::JournalMove>& moves) const override {
    return std::make_shared<const report::Document>(lotn::final_report(of(state), battle_log(of(state), moves)));
  }

  GameStatePtr load_state(const JsonCursor& c) const override {
    BattleSetup setup = battles::setup_from_json(c["setup"]);
    Json variants = c["variants"].value();
    Json conversion = c["conversion"].value();
    return load_battle(c, setup_for(setup, &variants, &conversion));
  }

  // The rule variants and the data mode are the battle's settings: they live in
  // its state (the procedures read them there), changed by the kit's command.
  SettingSchema settings() const override { return rule_variants(); }
  int setting_value(const CampaignState& cs, const SettingDef& d) const override {
    if (!cs.game) return d.default_value;
    return stored_setting(of(*cs.game).s->variants, d);
  }
  CampaignState with_setting(const CampaignState& cs, const SettingDef& d, int value) const override {
    CampaignState out = cs;
    if (!cs.game) return out;
    if (!of(*cs.game).s->scenario.empty()) {
      // A printed scenario is set up again by the new values (the mode decides which counters fight and their
      // ratings): refused when it could not be, or would change which counters are in the battle.
      const Battle& now = of(*cs.game);
      Json variants = now.s->variants;
      variants[d.key] = value;
      std::shared_ptr<const Setup> next;
      try {
        next = setup_for(now.s->setup, &variants, &now.s->conversion);
      } catch (const UserError& e) {
        throw UserError(d.description + ": this battle cannot change to that: " + e.what());
      }
      auto problems = data_change_problems(now, *next);
      if (!problems.empty()) {
        std::string text = d.description + ": this battle cannot change to that:";
        for (const auto& p : problems) text += "\n  " + p;
        throw UserError(text);
      }
      out.game = battle_with_data(now, next);
      return out;
    }
    auto st = std::make_shared<Battle>(of(*cs.game));
    auto s = std::make_shared<Setup>(*st->s);
    s->variants[d.key] = value;
    s->mode = data_mode(s->variants);
    st->s = s;
    out.game = st;
    return out;
  }

  std::optional<std::string> engine_expectation(const GameState& state, const std::string& key,
                                                 const JsonCursor& expected) const override {
    const Battle& st = of(state);
    auto differ = [](const Json& want, const Json& got) -> std::optional<std::string> {
      if (want == got) return std::nullopt;
      return "expected " + want.dump() + ", found " + got.dump();
    };
    if (key == "phase") return differ(expected.value(), phase_id(st.phase));
    if (key == "turn") return differ(expected.value(), st.turn);
    if (key == "wp") return differ(expected.value(), st.wp);
    if (key == "provisional") return differ(expected.value(), !st.lookups.empty());
    if (key == "active")
      return differ(expected.value(), st.active >= 0 ? st.s->leaders[static_cast<std::size_t>(st.active)].id : "");
    if (key == "time") return differ(expected.value(), clock_words(st.time));
    if (key == "visibility") return differ(expected.value(), visibility_words(st.visibility));
    // Counters and leaders as they stand: only the fields the case names are compared.
    if (key == "units" || key == "leaders") {
      const Json want = expected.value();
      if (!want.is_object()) return "\"" + key + "\" is an object of " + (key == "units" ? "counter" : "leader") + " ids";
      for (auto it = want.begin(); it != want.end(); ++it) {
        Json got = Json::object();
        bool found = false;
        if (key == "units") {
          for (std::size_t i = 0; i < st.units.size() && !found; ++i) {
            if (st.s->units[i].id != it.key()) continue;
            found = true;
            const UnitState& u = st.units[i];
            int id = static_cast<int>(i);
            got["on_map"] = u.on_map;
            got["gone"] = u.gone;
            got["hex"] = u.on_map ? hex_name(st, u.hex) : "";
            got["second"] = u.on_map && u.second ? hex_name(st, *u.second) : "";
            got["facing"] = facing_words(st, u.facing, u.in_column);
            got["in_column"] = u.in_column;
            got["disrupted"] = u.disrupted;
            got["routed"] = u.routed;
            got["hits"] = u.hits();
            got["sp"] = current_sp(st, id);
            got["tq"] = current_tq(st, id);
          }
        } else {
          for (std::size_t i = 0; i < st.leaders.size() && !found; ++i) {
            if (st.s->leaders[i].id != it.key()) continue;
            found = true;
            const LeaderState& l = st.leaders[i];
            got["on_map"] = l.on_map;
            got["hex"] = l.on_map ? hex_name(st, l.hex) : "";
            got["status"] = l.status == LeaderState::Status::Inactive ? "inactive"
                            : l.status == LeaderState::Status::Active ? "active"
                                                                        : "finished";
            got["activated"] = l.activated;
            got["phases"] = l.phases;
            got["no_momentum"] = l.no_momentum;
            got["initiative"] = leader_initiative(st, static_cast<int>(i));
            got["killed"] = l.killed;
            got["wounded"] = l.wounded;
            got["captured"] = l.captured;
          }
        }
        if (!found) return it.key() + " is no " + (key == "units" ? "counter" : "leader") + " of this battle";
        if (!it.value().is_object()) return "the expectation of " + it.key() + " is not an object";
        for (auto f = it.value().begin(); f != it.value().end(); ++f) {
          if (!got.contains(f.key()))
            return it.key() + ": unknown field \"" + f.key() + "\" (known: " + [&] {
              std::string k;
              for (auto g = got.begin(); g != got.end(); ++g) k += (k.empty() ? "" : ", ") + g.key();
              return k;
            }() + ")";
          if (got[f.key()] != f.value())
            return it.key() + " " + f.key() + ": expected " + f.value().dump() + ", found " + got[f.key()].dump();
        }
      }
      return std::nullopt;
    }
    if (key == "log_contains") {
      for (const auto& want : expected.as_strings()) {
        bool found = false;
        for (const auto& line : st.log)
          if (line.find(want) != std::string::npos) found = true;
        if (!found) return "no log line contains \"" + want + "\"";
      }
      return std::nullopt;
    }
    return "unknown expectation \"" + key + "\" (known: over, winner, ending, rounds, lost, eliminated, phase, turn, wp, "
           "provisional, log_contains, active, time, visibility, units, leaders)";
  }
};

}  // namespace

battles::BattleSetup scenario_battle_setup(const Json& options) {
  JsonCursor c(options, "options");
  c.only_keys({"scenario", "variants", "entries", "maps"});
  std::string scenario = c["scenario"].as_nonempty_string();
  Json lotn = Json{{"scenario", scenario}};
  for (const char* key : {"variants", "entries", "maps"})
    if (options.contains(key) && !options[key].is_null()) lotn[key] = options[key];
  BattleSetup b;
  b.id = scenario;
  b.game = kEngineId;
  b.place = scenario;
  b.situation = Json{{"lotn", lotn}};
  std::shared_ptr<const Setup> s = setup_for(b, nullptr, nullptr);  // refused with all the data lacks
  // "Breitenfeld, 17 September 1631": the place, then the date.
  const std::string& title = s->title;
  auto comma = title.find(", ");
  b.place_name = title.substr(0, comma);
  if (comma != std::string::npos) b.date = title.substr(comma + 2);
  for (int side = 0; side < 2; ++side) {
    std::string name = s->side_name[side];
    if (name.rfind("the ", 0) == 0) name = name.substr(4);
    b.sides.push_back({s->side_id[side], name, {}, ""});
  }
  for (const auto& d : s->units) {
    battles::Unit u;
    u.id = d.id;
    u.name = d.name;
    u.side = s->side_id[d.side];
    u.arm = is_artillery(d.arm) ? "guns" : is_cavalry(d.arm) ? "horse" : "foot";
    u.type = arm_id(d.arm);
    u.type_name = arm_words(d.arm);
    u.strength = is_artillery(d.arm) ? 1 : std::max(1, d.total_sp());  // a gun counter: one
    b.units.push_back(u);
  }
  for (const auto& d : s->leaders) {
    battles::Leader l;
    l.id = d.id;
    l.name = d.name;
    l.side = s->side_id[d.side];
    l.rank = d.overall_commander ? "commander" : "";
    b.leaders.push_back(l);
  }
  return b;
}

battles::BattleSetup bench_setup(int units_per_side) {
  // Campaign units of a generic game, a strength point each: each becomes one
  // or two counters by the conversion's defaults (foot a brigade, horse a
  // squadron or two, guns a battery), about `units_per_side` counters a side.
  BattleSetup s;
  s.id = "bench";
  s.game = "bench";
  s.place_name = "the bench";
  s.sides = {{"attacker", "Red", {}, ""}, {"defender", "Blue", {}, ""}};
  // Provisional play: the bench fights with the reconstructions of the lost cells.
  s.situation = Json{{"lotn", {{"variants", {{"data.mode", 1}}}}}};
  const char* arms[] = {"foot", "foot", "horse", "foot", "foot", "horse", "foot", "guns"};
  for (int side = 0; side < 2; ++side)
    for (int i = 0; i < units_per_side; ++i) {
      battles::Unit u;
      u.side = side == 0 ? "attacker" : "defender";
      u.id = u.side.substr(0, 1) + std::to_string(i);
      u.arm = arms[i % 8];
      u.type_name = u.arm == "guns" ? "Artillery" : u.arm == "horse" ? "Horse" : "Foot";
      u.name = s.sides[static_cast<std::size_t>(side)].name + " " + u.type_name + " " + std::to_string(i + 1);
      u.strength = 1;
      s.units.push_back(u);
    }
  return s;
}

std::shared_ptr<const battles::BattleModule> module() {
  static const auto m = std::make_shared<const Module>();
  return m;
}

}  // namespace umpire::lotn
