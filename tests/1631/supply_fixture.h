// Shared by the supply phase's tests: the rulebook's situation after turn 1
// (1631 §12) and a way to check and apply the phase's commands.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>

#include "1631/forces.h"
#include "1631/module.h"
#include "1631/scenario.h"
#include "1631/supply.h"

namespace umpire::flammes::supply_fixture {

// The rulebook's situation at the end of turn 1's campaign phase (1631 §12).
inline State supply_after_turn_one() {
  State s = start_state();
  auto put = [&](const char* id, const char* area, bool inside = false) {
    Unit& u = s.unit_mut(id);
    u.area = area, u.inside = inside;
  };
  for (const char* id : {"swe_inf_5", "swe_inf_6"}) put(id, "garz");
  for (const char* id : {"swe_inf_7", "swe_inf_8", "swe_cav_2", "swe_cav_3", "swe_art_3"}) put(id, "landsberg");
  s.commander_mut("gustav").area = "landsberg";
  s.city_mut("garz").marker = Marker::Swedish;
  for (const char* id : {"imp_inf_5", "imp_inf_6", "imp_cav_2", "imp_art_1", "lea_inf_1", "lea_inf_2"})
    put(id, "frankfurt");
  s.commander_mut("schauenburg").area = "frankfurt";
  s.commander_mut("tilly").area = "frankfurt";
  Unit& cav = s.unit_mut("imp_cav_1");
  cav.steps = 1;
  lose_step(cav);
  put("imp_inf_4", "landsberg", true);
  put("imp_inf_2", "neu_brandenburg");
  s.unit_mut("swe_inf_7").steps = 1;
  std::vector<Event> events;
  update_sieges(s, events);
  s.tracks.phase = Phase::Supply;
  s.tracks.action = 5;
  s.supply = to_json(SupplyStep{});
  return s;
}

inline CampaignState supply_campaign(State s) {
  CampaignState cs;
  cs.core.game = kGameId;
  cs.game = std::make_shared<const State>(std::move(s));
  return cs;
}

inline const State& game(const CampaignState& cs) { return static_cast<const State&>(*cs.game); }

inline const CommandDef& supply_command(const std::string& name) {
  static const auto commands = module()->commands();
  auto it = std::find_if(commands.begin(), commands.end(), [&](const CommandDef& c) { return c.name == name; });
  REQUIRE(it != commands.end());
  return *it;
}

inline std::vector<Reason> refusals(const CampaignState& cs, const std::string& name, Json args) {
  return supply_command(name).validate(cs, JsonCursor(args, "args"));
}

inline bool cites(const std::vector<Reason>& reasons, const std::string& rule) {
  return std::any_of(reasons.begin(), reasons.end(), [&](const Reason& r) { return r.rule == rule; });
}

// Applies a legal command with the given dice; every die must be used.
inline CampaignState supply_apply(const CampaignState& cs, const std::string& name, Json args,
                                  std::vector<int> faces = {}) {
  auto reasons = refusals(cs, name, args);
  for (const auto& r : reasons) FAIL_CHECK(name << ": " << r.describe());
  REQUIRE(reasons.empty());
  ScriptedDice source(faces);
  Dice dice(source);
  Outcome out = supply_command(name).apply(cs, JsonCursor(args, "args"), dice);
  CHECK(source.remaining() == 0);
  return out.state;
}

}  // namespace umpire::flammes::supply_fixture
