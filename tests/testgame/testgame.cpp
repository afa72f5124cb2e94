#include "testgame/testgame.h"

#include <map>

#include "report/providers.h"

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

// ---- the players' reports

namespace {

// What a counter's player may know (T 5): its own counter and the turn.
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
  doc.blocks.push_back(report::Paragraph{"Your counter stands at " + std::to_string(v.value) + " (T 5)."});
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
