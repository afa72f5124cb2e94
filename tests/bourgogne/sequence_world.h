// A campaign of Les Guerres de Bourgogne for the sequence's tests: the
// rulebook's set-up on the shipped map, with links and zone values a test adds
// (the shipped map's geography is a draft), and the sequence's commands
// checked and applied with scripted dice.
#pragma once

#include <doctest/doctest.h>

#include <stdexcept>

#include "bourgogne/scenario.h"
#include "bourgogne/state.h"
#include "bourgogne/turn.h"
#include "core/game.h"

namespace bseq_test {

using namespace umpire;
using namespace umpire::bourgogne;

// The set-up, with these links added and zones changed by `edit`.
template <class Edit>
State bseq_state(const std::vector<std::pair<std::string, std::string>>& links, Edit edit) {
  State s = start_state();
  Map m = *s.map;
  for (const auto& [a, b] : links) m.links.push_back(Link{a, b, LinkKind::Border, "test"});
  for (auto& z : m.zones) edit(z);
  m.index();
  s.map = std::make_shared<const Map>(std::move(m));
  return s;
}
inline State bseq_state(const std::vector<std::pair<std::string, std::string>>& links = {}) {
  return bseq_state(links, [](Zone&) {});
}

// Moves a counter somewhere on the map (for set-ups).
inline void bseq_put(State& s, const std::string& id, const std::string& zone, bool top = true) {
  if (s.unit(id)) {
    Unit& u = s.unit_mut(id);
    u.where = Where::Map, u.zone = zone, u.arrival.clear();
    if (u.ss == 0) u.ss = u.type == UnitType::Ca ? 1 : 2;
    return;
  }
  Commander& c = s.commander_mut(id);
  c.where = Where::Map, c.zone = zone, c.on_top = top, c.arrival.clear();
}

inline void bseq_at(State& s, int turn, Phase p, Step st) {
  s.tracks.turn = turn, s.tracks.phase = p, s.tracks.step = st;
}

struct BseqWorld {
  CampaignState cs;
  std::vector<Event> last;
  explicit BseqWorld(State s) { cs.game = std::make_shared<const State>(std::move(s)); }
  const State& st() const { return static_cast<const State&>(*cs.game); }
  static const CommandDef& def(const std::string& name) {
    static const auto defs = sequence_commands();
    for (const auto& d : defs)
      if (d.name == name) return d;
    throw std::logic_error("no command " + name);
  }
  std::vector<Reason> check(const std::string& name, const Json& args) {
    return def(name).validate(cs, JsonCursor(args, name));
  }
  // The first refusal's rule and text, "" when allowed.
  std::string refusal(const std::string& name, const Json& args) {
    auto why = check(name, args);
    return why.empty() ? "" : why.front().describe();
  }
  void apply(const std::string& name, const Json& args, std::vector<int> faces = {}) {
    auto why = check(name, args);
    REQUIRE_MESSAGE(why.empty(), (name + ": " + (why.empty() ? "" : why.front().describe())));
    ScriptedDice source(std::move(faces));
    Dice dice(source);
    Outcome o = def(name).apply(cs, JsonCursor(args, name), dice);
    cs = o.state;
    last = o.events;
  }
  bool said(const std::string& part) const {
    for (const auto& e : last)
      if (e.text.find(part) != std::string::npos) return true;
    return false;
  }
};

}  // namespace bseq_test
