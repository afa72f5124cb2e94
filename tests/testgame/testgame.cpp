#include "testgame/testgame.h"

#include <algorithm>
#include <map>

namespace umpire::testgame {

namespace {

struct CountersState : GameState {
  std::map<std::string, int> counters;
  int turn = 1;
  Json to_json() const override { return Json{{"counters", counters}, {"turn", turn}}; }
};

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

// Two settings that bend rulings: a counter's maximum (T 5) and the die a roll uses (T 2).
const SettingSchema& settings_schema() {
  static const SettingSchema schema = [] {
    Json doc = Json::parse(R"([
      {"key": "counters.max", "type": "integer", "min": 1, "max": 1000000, "default": 1000000,
       "description": "No counter may exceed this value: an addition past it is refused, a roll stops at it",
       "rule": "T 5", "source": "umpire option: the test rules give no ceiling, so by default it is the largest counter"},
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

// T 5: a counter never exceeds the campaign's maximum.
std::vector<Reason> check_maximum(const CampaignState& s, const std::string& name, int amount) {
  const auto& st = counters_of(s);
  auto it = st.counters.find(name);
  if (it == st.counters.end() || it->second + amount <= setting(s, "counters.max")) return {};
  return {{"T 5", "counter \"" + name + "\" would pass its maximum of " + std::to_string(setting(s, "counters.max"))}};
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
                             "T 5", raise, "Double the maximum", "rules"});  // the Rules window
    }
  out.push_back(NextStep{who.name + "'s turn " + std::to_string(st.turn) +
                             ": add to the counters (test.add, test.roll), then advance the turn",
                         "T 4", Json{{"type", "test.next_turn"}, {"args", Json::object()}}, "Next turn", ""});
  return out;
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
          int amount = static_cast<int>(a["amount"].as_int(-100, 100));
          auto reasons = check_change(s, a["counter"].as_string(), amount);
          for (auto& r : check_maximum(s, a["counter"].as_string(), amount)) reasons.push_back(r);  // T 5
          return reasons;
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
          int sides = setting(s, "rolls.die");
          int roll = dice.roll("counter " + name + ", D" + std::to_string(sides), 1, sides).total();
          next.counters[name] = std::min(next.counters[name] + roll, setting(s, "counters.max"));  // T 5
          return Outcome{with(s, next), {Event{name + " rolls " + std::to_string(roll), "T 2"}}};
        }});
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
    options.only_keys({"counters"});
    auto st = std::make_shared<CountersState>();
    if (auto c = options.optional("counters"))
      for (const auto& key : c->keys()) st->counters[key] = static_cast<int>((*c)[key].as_int(0, 1000000));
    return st;
  }

  GameStatePtr load_state(const JsonCursor& state) const override {
    state.only_keys({"counters", "turn"});
    auto st = std::make_shared<CountersState>();
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
  std::vector<NextStep> next_steps(const CampaignState& state) const override {
    return testgame::next_steps(counters_of(state), setting(state, "counters.max"));
  }

  std::optional<std::string> check_expectation(const GameState& state, const std::string& key,
                                               const JsonCursor& expected) const override {
    const auto& st = static_cast<const CountersState&>(state);
    int actual = 0;
    if (key == "turn") {
      actual = st.turn;
    } else if (key.rfind("counter.", 0) == 0) {
      auto it = st.counters.find(key.substr(8));
      if (it == st.counters.end()) return "no counter \"" + key.substr(8) + "\"";
      actual = it->second;
    } else {
      return "unknown expectation \"" + key + "\" (known: turn, counter.<name>)";
    }
    int wanted = static_cast<int>(expected.as_int());
    if (actual != wanted) return "expected " + std::to_string(wanted) + ", found " + std::to_string(actual);
    return std::nullopt;
  }
};

}  // namespace

std::shared_ptr<const GameModule> module() { return std::make_shared<Module>(); }

}  // namespace umpire::testgame
