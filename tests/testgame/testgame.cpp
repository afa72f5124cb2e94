#include "testgame/testgame.h"

#include <map>

#include "core/map_graph.h"

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

// T 5: roads go both ways, a river only downstream (its edge's direction); a
// place marked {"closed": true} may be travelled to but not through.
SearchRules travel_rules(const MapGraph& g) {
  SearchRules r;
  r.may_cross = [&g](const Crossing& c) { return g.edges[static_cast<std::size_t>(c.edge)].kind != "river" || c.forward; };
  r.may_pass = [&g](NodeIx n) { return !g.nodes[static_cast<std::size_t>(n)].attributes.json().value("closed", false); };
  return r;
}

// T 5: the cheapest way, a road costing 2 and a river 1 unless the edge says {"cost": n}.
std::optional<CheapestPath> travel_path(const MapGraph& g, const std::string& from, const std::string& to) {
  SearchRules rules = travel_rules(g);
  auto cost = [&](const Crossing& c) -> std::optional<double> {
    if (!rules.may_cross(c)) return std::nullopt;
    const GraphEdge& e = g.edges[static_cast<std::size_t>(c.edge)];
    return e.attributes.json().value("cost", e.kind == "river" ? 1.0 : 2.0);
  };
  return g.cheapest_path(g.node_ix(from), g.node_ix(to), cost, rules);
}

// T 6: the structural checks, connectedness, and the test game's own: a river has a direction.
void check_places(const MapGraph& g, const std::string& at, const JsonCursor& where) {
  GraphValidation v;
  v.connected = true;
  v.game_checks.push_back([](const MapGraph& graph, std::vector<GraphProblem>& out) {
    for (const auto& e : graph.edges)
      if (e.kind == "river" && !e.directed) out.push_back({true, "the river " + e.a + "–" + e.b + " needs a direction [T 6]"});
  });
  std::string errors;
  for (const auto& p : validate_graph(g, v))
    if (p.error) errors += (errors.empty() ? "" : "; ") + p.text;
  if (!g.node(at)) errors += (errors.empty() ? "" : "; ") + ("the traveller starts at \"" + at + "\", which is not a place");
  if (!errors.empty()) where.fail("the map is not usable: " + errors);
}

Places places_from_json(const JsonCursor& c) {
  c.only_keys({"map", "at"});
  Places p;
  p.map = std::make_shared<const MapGraph>(graph_from_json(c["map"]));
  p.at = c["at"].as_nonempty_string();
  check_places(*p.map, p.at, c);
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

// test.travel {to}: the traveller goes the cheapest way (T 5); refused when the game has no map,
// the place is unknown, or no way leads there.
std::vector<Reason> check_travel(const CampaignState& s, const JsonCursor& a) {
  a.only_keys({"to"});
  const Places& p = counters_of(s).places;
  std::string to = a["to"].as_string();
  if (!p.map) return {{"T 5", "this game has no map"}};
  if (!p.map->node(to)) return {{"T 5", "there is no place \"" + to + "\""}};
  if (!travel_path(*p.map, p.at, to))
    return {{"T 5", "no way leads from " + place_name(*p.map, p.at) + " to " + place_name(*p.map, to) +
                        " (rivers are travelled downstream only, closed places not passed through)"}};
  return {};
}

CommandDef travel_command() {
  return CommandDef{"test.travel", "Travel to a place the cheapest way (args: to)", check_travel,
                    [](const CampaignState& s, const JsonCursor& a, Dice&) {
                      CountersState next = counters_of(s);
                      const MapGraph& g = *next.places.map;
                      auto path = travel_path(g, next.places.at, a["to"].as_string());
                      std::string via;
                      for (const auto& id : g.ids(path->nodes)) via += (via.empty() ? "" : " → ") + place_name(g, id);
                      next.places.at = a["to"].as_string();
                      return Outcome{with(s, next), {Event{"The traveller goes " + via + " (cost " +
                                                               std::to_string(static_cast<int>(path->cost)) + ")", "T 5"}}};
                    }};
}

// The expectations "at" (the traveller's place) and "reachable.<a>.<b>" (a way leads from a to b, T 5).
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

class Module : public GameModule {
 public:
  std::string id() const override { return kId; }
  std::string title() const override { return "Test counters"; }

  std::vector<CommandDef> commands() const override {
    std::vector<CommandDef> out;
    out.push_back(CommandDef{
        "test.add", "Add an amount to a counter (args: counter, amount)",
        [](const CampaignState& s, const JsonCursor& a) {
          a.only_keys({"counter", "amount"});
          return check_change(s, a["counter"].as_string(), static_cast<int>(a["amount"].as_int(-100, 100)));
        },
        [](const CampaignState& s, const JsonCursor& a, Dice&) {
          CountersState next = counters_of(s);
          std::string name = a["counter"].as_string();
          int amount = static_cast<int>(a["amount"].as_int());
          next.counters[name] += amount;
          return Outcome{with(s, next), {Event{name + " is now " + std::to_string(next.counters[name]), "T 1"}}};
        }});
    out.push_back(CommandDef{
        "test.roll", "Add a D6 roll to a counter (args: counter)",
        [](const CampaignState& s, const JsonCursor& a) {
          a.only_keys({"counter"});
          return check_change(s, a["counter"].as_string(), 1);
        },
        [](const CampaignState& s, const JsonCursor& a, Dice& dice) {
          CountersState next = counters_of(s);
          std::string name = a["counter"].as_string();
          int roll = dice.d6("counter " + name + ", D6");
          next.counters[name] += roll;
          return Outcome{with(s, next), {Event{name + " rolls " + std::to_string(roll), "T 2"}}};
        }});
    out.push_back(travel_command());
    out.push_back(CommandDef{
        "test.next_turn", "Advance the turn",
        [](const CampaignState&, const JsonCursor& a) {
          a.only_keys({});
          return std::vector<Reason>{};
        },
        [](const CampaignState& s, const JsonCursor&, Dice&) {
          CountersState next = counters_of(s);
          ++next.turn;
          return Outcome{with(s, next), {Event{"Turn " + std::to_string(next.turn), "T 4"}}};
        }});
    return out;
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

}  // namespace umpire::testgame
