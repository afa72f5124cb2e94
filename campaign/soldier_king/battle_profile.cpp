#include "soldier_king/battles.h"

#include <algorithm>

#include "soldier_king/battles_internal.h"

// Soldier King's side of the hand-off (SK 11.3.1-11.13, 12.3, 12.4.2, 22.13,
// 22.14): the endings and marks it declares in every set-up, the battlefield
// in words, the reading of a stored set-up or result in either form, and what
// it reads from an engine's result that the engine did not say.

namespace umpire::sk {

using namespace battle_detail;

std::vector<battles::Ending> battle_endings() {
  return {{kDecided, "decided", "SK 11.11"},        {kConceded, "conceded", "SK 22.13"},
          {kMarchedOff, "marched off", "SK 22.14"}, {kWithdrewBefore, "withdrew before battle", "SK 11.3.1"},
          {kNight, "ended by night", "SK 11.9.2"},  {kDestroyed, "destroyed (no legal retreat)", "SK 11.11"}};
}

std::vector<battles::Mark> battle_marks() {
  return {{kFoughtWell, "fought well", "SK 22.13", "unit"},
          {kReachedExhaustion, "reached exhaustion", "SK 12.4.2", "formation"},
          {kMoraleCollapse, "morale collapse", "SK 12.4.2", "formation"}};
}

int exhaustion_of(const battles::Formation& f) {
  auto it = f.attributes.find("exhaustion");
  return it != f.attributes.end() && it->is_number_integer() ? it->get<int>() : 0;
}

namespace {

int hour_in(const Json& sit, const char* key) {
  auto it = sit.find(key);
  return it != sit.end() && it->is_number_integer() ? it->get<int>() : -1;
}

// The deployment zones in words (SK 11.5, 11.5.1-11.5.3, 11.7).
std::vector<battles::Zone> zones_of(const battles::BattleSetup& setup) {
  const Json& sit = setup.situation;
  std::vector<battles::Zone> out{
      {"defender",
       "the defender's area, at least 1' from every table edge and 2' from the attacker's baseline (SK 11.5)"}};
  if (sit.contains("min_distance_inches") && sit.contains("deployment"))
    out.push_back({"attacker", "no closer than " + std::to_string(sit["min_distance_inches"].get<int>()) +
                                   "\" to the defender's furthest-forward troops (" +
                                   sit["deployment"].get<std::string>() + ")"});
  for (const auto& a : setup.arrivals)
    out.push_back({a.side, "a deployment area for the attackers who came from " +
                               (a.from_name.empty() ? a.from : a.from_name) + " by " + a.by + " (SK 11.7)"});
  return out;
}

// The rivers of the box: each river line at it (SK 11.4: impassable on the
// table except at two or more well-spaced crossings, placed at the table).
std::vector<battles::River> rivers_of(const SkState& s, const std::string& box) {
  std::vector<battles::River> out;
  for (std::size_t i : s.map->lines_at(box)) {
    const Line& l = s.map->lines[i];
    if (l.type == LineType::River) out.push_back({"the river to " + s.map->box_name(l.other(box)), {}});
  }
  return out;
}

}  // namespace

void declare_battle(const SkState& s, battles::BattleSetup& setup) {
  setup.profile = kBattleProfile;
  setup.endings = battle_endings();
  setup.marks = battle_marks();
  const Json& sit = setup.situation;
  battles::Battlefield& f = setup.field;
  f.rivers = rivers_of(s, setup.place);
  f.zones = zones_of(setup);
  f.dusk_hour = hour_in(sit, "sunset");          // SK 11.9.1: dusk is the sunset hour
  f.start_hour = hour_in(sit, "battle_starts");  // the earliest attacking force (SK 11.8)
  f.time_of_day = f.start_hour < 0 ? "" : f.start_hour < 12 ? "morning" : "afternoon";
  if (auto starts = sit.find("start_hours"); starts != sit.end() && starts->is_array())
    for (const auto& x : *starts)
      for (auto& a : setup.arrivals)
        if (a.from == x.value("from", std::string()) && a.by == x.value("by", std::string()))
          a.hour = x.value("hour", -1);
}

battles::BattleSetup stored_setup(const SkState& s, const Battle& b) {
  if (b.setup.is_null()) throw UserError("battle " + b.id + " has not been sent to the table (sk.send_to_table)");
  battles::BattleSetup setup = battles::setup_from_json(JsonCursor(b.setup, "battle " + b.id + " set-up"));
  if (setup.profile.empty()) declare_battle(s, setup);  // a set-up of the /1 form, from an older file
  return setup;
}

battles::BattleResult stored_result(const Battle& b) {
  return battles::result_from_json(JsonCursor(b.result, "battle " + b.id + " result"));
}

bool engaged_by_losses(const battles::BattleSetup& setup, const battles::BattleResult& r,
                       const std::string& formation) {
  for (const auto& u : r.units)
    if (const battles::Unit* x = setup.unit(u.unit); x && x->formation == formation && u.lost() > 0) return true;
  return false;
}

int formation_lost(const battles::BattleSetup& setup, const battles::BattleResult& r, const std::string& formation) {
  int n = 0;
  for (const auto& u : r.units)
    if (const battles::Unit* x = setup.unit(u.unit); x && x->formation == formation) n += u.lost();
  return n;
}

std::vector<std::string> mark_engaged_and_exhausted(const battles::BattleSetup& setup, battles::BattleResult& r) {
  std::vector<std::string> said;
  for (const auto& f : setup.formations) {
    int lost = formation_lost(setup, r, f.id);
    if (lost == 0) continue;
    battles::FormationOutcome& o = r.formation_outcome(f.id);
    if (!o.engaged) {
      o.engaged = true;
      said.push_back(f.name + " was engaged: its stands lost " + std::to_string(lost) + " SP (SK 12.4.2)");
    }
    int ex = exhaustion_of(f);
    if (ex > 0 && lost >= ex && !contains(o.marks, kReachedExhaustion)) {
      o.marks.push_back(kReachedExhaustion);
      said.push_back(f.name + " reached exhaustion: " + std::to_string(lost) + " SP lost, its exhaustion number is " +
                     std::to_string(ex) + " (SK 12.3)");
    }
  }
  for (const auto& line : said) r.audit.push_back(line);
  return said;
}

}  // namespace umpire::sk
