#include "testgame/testgame.h"

#include <algorithm>
#include <map>
#include <optional>

#include "core/map_graph.h"
#include "report/providers.h"

namespace umpire::testgame {

namespace {

// --- The places: a map graph from the new-game option "map" (MapGraph's JSON)
// and a traveller's place, "at". Kept in their own block; a game without a map
// stores neither, so its state JSON is what it always was.
struct Places {
  std::shared_ptr<const MapGraph> map;  // null: the game has no map
  std::string at;
};

struct CountersState : GameState {
  std::map<std::string, int> counters;
  int turn = 1;
  Places places;
  Json to_json() const override {
    Json j{{"counters", counters}, {"turn", turn}};
    if (places.map) j["places"] = Json{{"map", graph_to_json(*places.map)}, {"at", places.at}};
    return j;
  }
};

// T 9: roads go both ways, a river only downstream (its edge's direction); a
// place marked {"closed": true} may be travelled to but not through.
SearchRules travel_rules(const MapGraph& g) {
  SearchRules r;
  r.may_cross = [&g](const Crossing& c) { return g.edges[static_cast<std::size_t>(c.edge)].kind != "river" || c.forward; };
  r.may_pass = [&g](NodeIx n) { return !g.nodes[static_cast<std::size_t>(n)].attributes.json().value("closed", false); };
  return r;
}

// T 9: the cheapest way, a road costing 2 and a river 1 unless the edge says {"cost": n}.
std::optional<CheapestPath> travel_path(const MapGraph& g, const std::string& from, const std::string& to) {
  SearchRules rules = travel_rules(g);
  auto cost = [&](const Crossing& c) -> std::optional<double> {
    if (!rules.may_cross(c)) return std::nullopt;
    const GraphEdge& e = g.edges[static_cast<std::size_t>(c.edge)];
    return e.attributes.json().value("cost", e.kind == "river" ? 1.0 : 2.0);
  };
  return g.cheapest_path(g.node_ix(from), g.node_ix(to), cost, rules);
}

}  // namespace

std::vector<GraphProblem> check_places(const MapGraph& g) {
  GraphValidation v;
  v.connected = true;
  v.game_checks.push_back([](const MapGraph& graph, std::vector<GraphProblem>& out) {
    for (const auto& e : graph.edges)
      if (e.kind == "river" && !e.directed) out.push_back({true, "the river " + e.a + "–" + e.b + " needs a direction [T 10]"});
  });
  return validate_graph(g, v);
}

namespace {

// T 10: the structural checks, connectedness, and the test game's own: a river has a direction.
void require_usable_places(const MapGraph& g, const std::string& at, const JsonCursor& where) {
  std::string errors;
  for (const auto& p : check_places(g))
    if (p.error) errors += (errors.empty() ? "" : "; ") + p.text;
  if (!g.node(at)) errors += (errors.empty() ? "" : "; ") + ("the traveller starts at \"" + at + "\", which is not a place");
  if (!errors.empty()) where.fail("the map is not usable: " + errors);
}

Places places_from_json(const JsonCursor& c) {
  c.only_keys({"map", "at"});
  Places p;
  p.map = std::make_shared<const MapGraph>(graph_from_json(c["map"]));
  p.at = c["at"].as_nonempty_string();
  require_usable_places(*p.map, p.at, c);
  return p;
}

std::string place_name(const MapGraph& g, const std::string& id) {
  const GraphNode* n = g.node(id);
  return n && !n->name.empty() ? n->name : id;
}

const CountersState& counters_of(const CampaignState& s) { return static_cast<const CountersState&>(*s.game); }

CampaignState with(const CampaignState& s, CountersState next) {
  CampaignState out = s;
  out.game = std::make_shared<const CountersState>(std::move(next));
  return out;
}

std::vector<Reason> check_change(const CampaignState& s, const std::string& name, int low_result) {
  std::vector<Reason> reasons;
  const auto& st = counters_of(s);
  auto it = st.counters.find(name);
  if (it == st.counters.end()) reasons.push_back({"T 1", "there is no counter \"" + name + "\""});
  else if (it->second + low_result < 0) reasons.push_back({"T 3", "counter \"" + name + "\" would fall below zero"});
  return reasons;
}

// The kit's game-module pieces, each in a function of its own: settings, players, next steps.

// Two settings that bend rulings: a counter's maximum (T 7) and the die a roll uses (T 2).
const SettingSchema& settings_schema() {
  static const SettingSchema schema = [] {
    Json doc = Json::parse(R"([
      {"key": "counters.max", "type": "integer", "min": 1, "max": 1000000, "default": 1000000,
       "description": "No counter may exceed this value: an addition past it is refused, a roll stops at it",
       "rule": "T 7", "source": "umpire option: the test rules give no ceiling, so by default it is the largest counter"},
      {"key": "rolls.die", "type": "choice", "default": 6,
       "choices": [{"value": 6, "name": "d6", "label": "a six-sided die"},
                   {"value": 10, "name": "d10", "label": "a ten-sided die"}],
       "description": "The die test.roll adds to a counter", "rule": "T 2",
       "source": "rule T 2 names a D6; the D10 is an umpire's option"}
    ])");
    return settings_schema_from_json(JsonCursor(doc, "test game settings"));
  }();
  return schema;
}

int setting(const CampaignState& s, const std::string& key) {
  return stored_setting(s.core.settings, *find_setting(settings_schema(), key));
}

// T 7: a counter never exceeds the campaign's maximum.
std::vector<Reason> check_maximum(const CampaignState& s, const std::string& name, int amount) {
  const auto& st = counters_of(s);
  auto it = st.counters.find(name);
  if (it == st.counters.end() || it->second + amount <= setting(s, "counters.max")) return {};
  return {{"T 7", "counter \"" + name + "\" would pass its maximum of " + std::to_string(setting(s, "counters.max"))}};
}

// Red plays the odd turns, Blue the even ones.
std::vector<Player> players() { return {{"red", "Red"}, {"blue", "Blue"}}; }

std::vector<NextStep> next_steps(const CountersState& st, int maximum) {
  std::vector<NextStep> out;
  const Player who = players()[st.turn % 2 == 1 ? 0 : 1];
  for (const auto& [name, value] : st.counters)
    if (value >= maximum) {
      Json raise{{"type", "core.set_setting"},
                 {"args", {{"key", "counters.max"}, {"value", std::min(maximum * 2, 1000000)}}}};
      out.push_back(NextStep{"counter " + name + " is at its maximum of " + std::to_string(maximum) +
                                 ": raise the maximum (core.set_setting) or leave it",
                             "T 7", raise, "Double the maximum", "rules"});  // the Rules window
    }
  out.push_back(NextStep{who.name + "'s turn " + std::to_string(st.turn) +
                             ": add to the counters (test.add, test.roll), then advance the turn",
                         "T 4", Json{{"type", "test.next_turn"}, {"args", Json::object()}}, "Next turn", ""});
  return out;
}

// Typed arguments: an id, a ranged integer, an optional text.
struct AddArgs {
  std::string counter;
  int amount = 0;
  std::optional<std::string> why;
};

struct RollArgs {
  std::string counter;
};

// Set-up only (T 5): counters are created before turn 2; `start` defaults to 0.
struct CreateArgs {
  std::string counter;
  int start = 0;
};

Outcome add_to_counter(const CampaignState& s, const AddArgs& a, Dice&) {
  CountersState next = counters_of(s);
  next.counters[a.counter] += a.amount;
  std::string text = a.counter + " is now " + std::to_string(next.counters[a.counter]);
  if (a.why) text += " (" + *a.why + ")";
  return Outcome{with(s, next), {Event{text, "T 1"}}};
}

Outcome roll_into_counter(const CampaignState& s, const RollArgs& a, Dice& dice) {
  CountersState next = counters_of(s);
  int sides = setting(s, "rolls.die");
  int roll = dice.roll("counter " + a.counter + ", D" + std::to_string(sides), 1, sides).total();
  next.counters[a.counter] = std::min(next.counters[a.counter] + roll, setting(s, "counters.max"));  // T 7
  return Outcome{with(s, next), {Event{a.counter + " rolls " + std::to_string(roll), "T 2"}}};
}

std::vector<Reason> check_create(const CampaignState& s, const CreateArgs& a) {
  if (a.counter.empty()) return {{"", "a counter needs a name"}};
  if (counters_of(s).counters.count(a.counter)) return {{"T 5", "there is already a counter \"" + a.counter + "\""}};
  return {};
}

Outcome create_counter(const CampaignState& s, const CreateArgs& a, Dice&) {
  CountersState next = counters_of(s);
  next.counters[a.counter] = a.start;
  return Outcome{with(s, next), {Event{a.counter + " starts at " + std::to_string(a.start), "T 5"}}};
}

// test.travel {to}: the traveller goes the cheapest way (T 9); refused when the game has no map,
// the place is unknown, or no way leads there.
struct TravelArgs {
  std::string to;
};

std::vector<Reason> check_travel(const CampaignState& s, const TravelArgs& a) {
  const Places& p = counters_of(s).places;
  if (!p.map) return {{"T 9", "this game has no map"}};
  if (!p.map->node(a.to)) return {{"T 9", "there is no place \"" + a.to + "\""}};
  if (!travel_path(*p.map, p.at, a.to))
    return {{"T 9", "no way leads from " + place_name(*p.map, p.at) + " to " + place_name(*p.map, a.to) +
                        " (rivers are travelled downstream only, closed places not passed through)"}};
  return {};
}

Outcome travel(const CampaignState& s, const TravelArgs& a, Dice&) {
  CountersState next = counters_of(s);
  const MapGraph& g = *next.places.map;
  auto path = travel_path(g, next.places.at, a.to);
  std::string via;
  for (const auto& id : g.ids(path->nodes)) via += (via.empty() ? "" : " → ") + place_name(g, id);
  next.places.at = a.to;
  return Outcome{with(s, next),
                 {Event{"The traveller goes " + via + " (cost " + std::to_string(static_cast<int>(path->cost)) + ")",
                        "T 9"}}};
}

CommandDef travel_command() {
  return define<TravelArgs>(
      {.name = "test.travel",
       .summary = "Travel to a place the cheapest way",
       .args = ArgsOf<TravelArgs>().field(&TravelArgs::to, arg::id("to", "place", "where the traveller goes").eg("b")),
       .check = check_travel,
       .apply = travel});
}

// The expectations "at" (the traveller's place) and "reachable.<a>.<b>" (a way leads from a to b, T 9).
std::optional<std::optional<std::string>> places_expectation(const CountersState& st, const std::string& key,
                                                             const JsonCursor& expected) {
  const Places& p = st.places;
  if (key == "at") {
    std::string wanted = expected.as_string();
    if (p.at == wanted) return std::optional<std::string>();
    return std::optional<std::string>("expected " + wanted + ", found " + (p.at.empty() ? "no traveller" : p.at));
  }
  if (key.rfind("reachable.", 0) != 0) return std::nullopt;
  if (!p.map) return std::optional<std::string>("this game has no map");
  std::string rest = key.substr(10);
  auto dot = rest.find('.');
  std::string a = rest.substr(0, dot), b = dot == std::string::npos ? "" : rest.substr(dot + 1);
  if (!p.map->node(a) || !p.map->node(b)) return std::optional<std::string>("no place \"" + (p.map->node(a) ? b : a) + "\"");
  bool wanted = expected.as_bool(), actual = travel_path(*p.map, a, b).has_value();
  if (actual == wanted) return std::optional<std::string>();
  return std::optional<std::string>(std::string("expected ") + (wanted ? "a way" : "no way") + " from " + a + " to " + b +
                                    ", found " + (actual ? "one" : "none"));
}

// test.set_places {map}: the umpire replaces the map (T 10); the traveller stays
// where he is when that place is on the new map, else goes to its first place.
struct SetPlacesArgs {
  std::shared_ptr<const MapGraph> map;
};

std::vector<Reason> check_set_places(const CampaignState&, const SetPlacesArgs& a) {
  std::vector<Reason> out;
  if (a.map->nodes.empty()) out.push_back({"T 10", "the map has no places"});
  for (const auto& p : check_places(*a.map))
    if (p.error) out.push_back({"T 10", p.text});
  return out;
}

Outcome set_places(const CampaignState& s, const SetPlacesArgs& a, Dice&) {
  CountersState next = counters_of(s);
  next.places.map = a.map;
  if (!a.map->node(next.places.at)) next.places.at = a.map->nodes.front().id;
  return Outcome{with(s, next),
                 {Event{"The umpire replaces the map (" + std::to_string(a.map->nodes.size()) + " places); the traveller is at " +
                            place_name(*a.map, next.places.at),
                        "T 10"}}};
}

CommandDef set_places_command() {
  Json example{{"nodes", Json::array({Json{{"id", "a"}}, Json{{"id", "b"}}})}, {"edges", Json::array({Json{{"a", "a"}, {"b", "b"}, {"kind", "road"}}})}};
  return define<SetPlacesArgs>(
      {.name = "test.set_places",
       .summary = "Replace the map with another (as the map editor saves it)",
       .flags = kUmpireRuling,
       .args = ArgsOf<SetPlacesArgs>().field(
           &SetPlacesArgs::map, arg::object("map", "the places, their roads and rivers, and regions").eg(example),
           [](const JsonCursor& c) { return std::make_shared<const MapGraph>(graph_from_json(c)); }),
       .check = check_set_places,
       .apply = set_places});
}

std::vector<CommandDef> counter_commands() {
  std::vector<CommandDef> out;
  out.push_back(define<AddArgs>(
      {.name = "test.add",
       .summary = "Add an amount to a counter",
       .args = ArgsOf<AddArgs>()
                   .field(&AddArgs::counter, arg::id("counter", "counter", "the counter to change").eg("a"))
                   .field(&AddArgs::amount, arg::integer("amount", -100, 100, "how much to add (negative takes away)").eg(2))
                   .field(&AddArgs::why, arg::text("why", "a reason, shown in the event")),
       .check =
           [](const CampaignState& s, const AddArgs& a) {
             auto reasons = check_change(s, a.counter, a.amount);
             for (auto& r : check_maximum(s, a.counter, a.amount)) reasons.push_back(r);  // T 7
             return reasons;
           },
       .apply = add_to_counter}));
  out.push_back(define<RollArgs>(
      {.name = "test.roll",
       .summary = "Add a D6 roll to a counter",
       .flags = kPlayerOrder,
       .args = ArgsOf<RollArgs>().field(&RollArgs::counter, arg::id("counter", "counter", "the counter to roll for").eg("a")),
       .check = [](const CampaignState& s, const RollArgs& a) { return check_change(s, a.counter, 1); },
       .apply = roll_into_counter}));
  out.push_back(define<CreateArgs>(
      {.name = "test.create",
       .summary = "Create a counter before the first turn ends",
       .flags = kSetupOnly,
       .args = ArgsOf<CreateArgs>()
                   .field(&CreateArgs::counter, arg::text("counter", "the new counter's name").eg("c"))
                   .field(&CreateArgs::start, arg::integer("start", 0, 1000, "its first value").or_else(0).eg(5)),
       .check = check_create,
       .apply = create_counter}));
  out.push_back(travel_command());
  out.push_back(set_places_command());
  out.push_back(define<NoArgs>({.name = "test.next_turn",
                                .summary = "Advance the turn",
                                .apply = [](const CampaignState& s, const NoArgs&, Dice&) {
                                  CountersState next = counters_of(s);
                                  ++next.turn;
                                  return Outcome{with(s, next), {Event{"Turn " + std::to_string(next.turn), "T 4"}}};
                                }}));
  return out;
}

class Module : public GameModule {
 public:
  std::string id() const override { return kId; }
  std::string title() const override { return "Test counters"; }

  std::vector<CommandDef> commands() const override { return counter_commands(); }

  std::optional<Reason> setup_over(const GameState& state) const override {
    int turn = static_cast<const CountersState&>(state).turn;
    if (turn == 1) return std::nullopt;
    return Reason{"T 5", "set-up ended with turn 1; this is turn " + std::to_string(turn)};
  }

  GameStatePtr new_game(const JsonCursor& options, std::uint64_t) const override {
    options.only_keys({"counters", "places"});
    auto st = std::make_shared<CountersState>();
    if (auto p = options.optional("places")) st->places = places_from_json(*p);
    if (auto c = options.optional("counters"))
      for (const auto& key : c->keys()) st->counters[key] = static_cast<int>((*c)[key].as_int(0, 1000000));
    return st;
  }

  GameStatePtr load_state(const JsonCursor& state) const override {
    state.only_keys({"counters", "turn", "places"});
    auto st = std::make_shared<CountersState>();
    if (auto p = state.optional("places")) st->places = places_from_json(*p);
    for (const auto& key : state["counters"].keys())
      st->counters[key] = static_cast<int>(state["counters"][key].as_int());
    st->turn = static_cast<int>(state["turn"].as_int(1, 1000000));
    return st;
  }

  std::string status(const GameState& state) const override {
    return "turn " + std::to_string(static_cast<const CountersState&>(state).turn);
  }

  SettingSchema settings() const override { return settings_schema(); }
  std::vector<Player> players(const CampaignState&) const override { return testgame::players(); }
  std::shared_ptr<const MapSchema> map_schema() const override { return testgame::map_schema(); }
  std::vector<NextStep> next_steps(const CampaignState& state) const override {
    return testgame::next_steps(counters_of(state), setting(state, "counters.max"));
  }

  std::optional<std::string> check_expectation(const GameState& state, const std::string& key,
                                               const JsonCursor& expected) const override {
    const auto& st = static_cast<const CountersState&>(state);
    if (auto r = places_expectation(st, key, expected)) return *r;
    int actual = 0;
    if (key == "turn") {
      actual = st.turn;
    } else if (key.rfind("counter.", 0) == 0) {
      auto it = st.counters.find(key.substr(8));
      if (it == st.counters.end()) return "no counter \"" + key.substr(8) + "\"";
      actual = it->second;
    } else {
      return "unknown expectation \"" + key + "\" (known: turn, counter.<name>, at, reachable.<a>.<b>)";
    }
    int wanted = static_cast<int>(expected.as_int());
    if (actual != wanted) return "expected " + std::to_string(wanted) + ", found " + std::to_string(actual);
    return std::nullopt;
  }
};

}  // namespace

std::shared_ptr<const GameModule> module() { return std::make_shared<Module>(); }

const MapGraph* places_map(const CampaignState& s) {
  if (!s.game) return nullptr;
  return counters_of(s).places.map.get();
}

// ---- the players' reports

namespace {

// What a counter's player may know (T 8): its own counter and the turn.
struct CounterView {
  std::string player;
  int value = 0;
  int turn = 1;
};

CounterView counter_view(const CampaignState& s, const std::string& player) {
  const auto& st = counters_of(s);
  return CounterView{player, st.counters.at(player), st.turn};
}

report::Document render_counter(const CounterView& v) {
  report::Document doc;
  doc.title = "Counter " + v.player + ", turn " + std::to_string(v.turn);
  // A named block, not a temporary: GCC 12 at -O2 warns (wrongly) that the
  // variant's other alternatives may be used uninitialised in the temporary.
  const report::Paragraph line{"Your counter stands at " + std::to_string(v.value) + " (T 8)."};
  doc.blocks.push_back(line);
  return doc;
}

}  // namespace

void register_reports() {
  report::ReportProvider p;
  p.game_id = kId;
  p.turn_report = report::make_handout("counter", "Counter report", counter_view, render_counter);
  p.turn_report.recipients = [](const CampaignState& s) {
    report::Recipients out;
    for (const auto& [name, value] : counters_of(s).counters) out.emplace_back(name, "Counter " + name);
    return out;
  };
  p.turn_report.not_ready = [](const CampaignState& s, const std::string& player) {
    return counters_of(s).counters.count(player) ? std::string() : "there is no counter \"" + player + "\"";
  };
  p.period = [](const CampaignState& s) { return "turn " + std::to_string(counters_of(s).turn); };
  report::report_providers().add(std::move(p));
}

}  // namespace umpire::testgame
