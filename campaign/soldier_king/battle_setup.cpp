#include "soldier_king/battles.h"

#include <algorithm>
#include <array>

#include "soldier_king/army.h"
#include "soldier_king/battles_internal.h"
#include "soldier_king/factions.h"
#include "soldier_king/revolt.h"

// The set-up Soldier King hands to the table (SK 11.4-11.9, 12.3): the sides,
// formations, units, leaders and arrivals, and the situation the umpire reads.

namespace umpire::sk {

using namespace battle_detail;

Quality majority_quality(const std::vector<Stand>& stands) {
  std::array<int, 3> sp{0, 0, 0};
  for (const auto& st : stands)
    if (st.quality != Quality::Elite) sp[static_cast<int>(st.quality)] += st.sp;
  if (sp[0] + sp[1] + sp[2] == 0) return Quality::Veteran;  // only Elite stands: the Veteran number (12.3.4) [D]
  int best = 0;
  for (int i = 1; i < 3; ++i)
    if (sp[i] > sp[best]) best = i;  // ties: the lower quality [D]
  return static_cast<Quality>(best);
}

namespace {
// The SP a column had when the player turn began (0 when unknown): exhaustion is
// not recalculated for this turn's attrition (SK 9.6.2).
int baseline_sp(const SkState& s, const std::string& column) {
  auto it = s.turn.sp_at_start.find(column);
  return it == s.turn.sp_at_start.end() ? 0 : it->second;
}
}  // namespace

int exhaustion_number(const Forces& f, const std::vector<Stand>& stands, int steps, int baseline_sp) {
  // SK 22.12, 22.13: each drop is one step, 60 -> 50 -> 40%, never below 40%.
  int level = std::max(0, static_cast<int>(majority_quality(stands)) - steps);
  int pct = f.exhaustion[static_cast<std::size_t>(level)];
  return (std::max(total_sp(stands), baseline_sp) * pct + 50) / 100;
}


namespace {

const StandType* stand_type(const SkState& s, const Stand& st) { return s.forces->stand_type(st.type); }

Arm arm_of(const SkState& s, const Stand& st) {
  const StandType* t = stand_type(s, st);
  return t ? t->arm : Arm::Infantry;
}

const char* arm_name(Arm a) { return a == Arm::Cavalry ? "cavalry" : a == Arm::Artillery ? "artillery" : "infantry"; }

const char* rank_name(Rank r) {
  switch (r) {
    case Rank::Monarch:
      return "Monarch";
    case Rank::Duke:
      return "Duke";
    case Rank::CC:
      return "CC";
    case Rank::DC:
      return "DC";
  }
  return "DC";
}

struct Daylight {
  int sunrise, sunset, full_dark;
};

Daylight daylight(Season season) {  // SK 11.8, 11.9
  switch (season) {
    case Season::Winter:
      return {7, 16, 17};
    case Season::Spring:
      return {5, 19, 20};
    case Season::Summer:
      return {4, 21, 22};
    case Season::Autumn:
      return {6, 19, 20};
  }
  return {5, 19, 20};
}

void add_units(const SkState& s, battles::BattleSetup& u, const std::string& side, const std::string& formation,
               const std::vector<Stand>& stands) {
  for (const auto& st : stands) {
    const StandType* t = stand_type(s, st);
    battles::Unit x;
    x.id = st.id;
    x.side = side;
    x.formation = formation;
    x.type = st.type;
    x.type_name = t ? t->name : st.type;
    x.name = x.type_name;
    x.arm = arm_name(arm_of(s, st));
    x.strength = st.sp;
    x.quality = to_string(st.quality);
    x.morale = st.morale;
    if (st.bg) x.flags.push_back("BG");
    if (st.ppa) x.flags.push_back("PPA");
    if (st.efd) x.flags.push_back("EFD");
    if (st.shock) x.flags.push_back("shock");
    if (st.sharpshooter) x.flags.push_back("sharpshooter");
    if (t && t->light) x.flags.push_back("light");
    u.units.push_back(std::move(x));
  }
}


}  // namespace

battles::BattleSetup battle_setup(const SkState& s, const Battle& b) {
  battles::BattleSetup u;
  u.id = b.id;
  u.game = kGameId;
  u.place = b.box;
  u.place_name = s.map->box_name(b.box);
  u.date = b.date;
  u.season = to_string(s.date.season);
  const CityBox* box = s.map->box(b.box);
  u.field.terrain = box ? box->battlefield : "";
  // Attacking Rebels are commanded by the player the umpire named, one not in
  // the battle (17.2.8.1, sk.rebel_commander); defending Rebels, in a player's
  // turn, by whoever the umpire seats there.
  bool rebels_attack = b.attacker == kRebels;
  const RebelBattle* rb = rebels_attack ? find_rebel_battle(s, b.box) : nullptr;
  std::string attacker_commander = rb && !rb->commander.empty() ? rb->commander : b.attacker;
  u.sides.push_back(battles::Side{"attacker", side_name(b, "attacker"), {b.attacker}, attacker_commander});
  // The defender's commander: the first defending faction.
  u.sides.push_back(battles::Side{"defender", side_name(b, "defender"), b.defenders, b.defenders.front()});
  for (const std::string side : {"attacker", "defender"}) {
    for (const Column* c : side_columns(s, b, side)) {
      // The SP at the start of the player turn (9.6.2); the Rebel turn has no attrition.
      int ex = exhaustion_number(*s.forces, c->stands, c->exhaustion_steps, rebels_attack ? 0 : baseline_sp(s, c->id));
      u.formations.push_back(battles::Formation{c->id, c->name, side, to_string(majority_quality(c->stands)),
                                                Json{{"exhaustion", ex}}});
      add_units(s, u, side, c->id, c->stands);
    }
    for (const Garrison* g : side_garrisons(s, b, side)) {
      u.formations.push_back(battles::Formation{g->id, "Garrison of " + faction_name(g->owner), side,
                                                to_string(majority_quality(g->stands)),
                                                Json{{"exhaustion", exhaustion_number(*s.forces, g->stands)}}});
      add_units(s, u, side, g->id, g->stands);
    }
    auto factions = side_factions(b, side);
    for (const auto& o : s.officers)
      if (o.box == b.box && contains(factions, o.owner))
        u.leaders.push_back(battles::Leader{o.id, o.name, side, rank_name(o.rank), o.column, Json::object()});
  }
  for (const auto& a : b.attacking) {
    if (a.from.empty()) continue;  // Rebels rising in the city: no line of arrival (17.2.8)
    auto it = std::find_if(u.arrivals.begin(), u.arrivals.end(),
                           [&](const battles::Arrival& x) { return x.from == a.from && x.by == a.by; });
    if (it == u.arrivals.end()) {
      u.arrivals.push_back(battles::Arrival{"attacker", {}, a.from, a.by, s.map->box_name(a.from), -1});
      it = u.arrivals.end() - 1;
    }
    it->formations.push_back(a.column);
  }
  // What the umpire tells the attacker and how close he may deploy (SK 11.5.1-11.5.3).
  std::string intel = b.superiority == "attacker" ? "high" : b.superiority == "defender" ? "low" : "medium";
  int distance = b.superiority == "attacker" ? 8 : b.superiority == "defender" ? 12 : 10;
  std::string deployment = b.superiority == "attacker"   ? "SK 11.5.1"
                           : b.superiority == "defender" ? "SK 11.5.2"
                                                         : "SK 11.5.3";
  Daylight d = daylight(s.date.season);
  double works = 0;
  for (const auto& f : b.defenders) works += works_length(s, f, b.box);
  bool entrenched = false;
  for (const Column* c : side_columns(s, b, "defender")) entrenched |= c->entrenched;
  bool river = false;
  for (std::size_t i : s.map->lines_at(b.box)) river |= s.map->lines[i].type == LineType::River;
  u.situation = Json{
      {"superiority", b.superiority},
      {"attacker_cavalry", b.attacker_cavalry},
      {"defender_cavalry", b.defender_cavalry},
      {"intelligence", intel},
      {"min_distance_inches", distance},
      {"deployment", deployment},
      {"sunrise", d.sunrise},
      {"sunset", d.sunset},
      {"full_dark", d.full_dark},
      {"night_turns_max", 3},
      {"start",
       "each arrival starts at sunrise + D6, rolled at the table (SK 11.8); the battle starts "
       "at the earliest (umpire's ruling)"},
      {"entrenched", entrenched},
      {"works_inches", works},
      {"river", river},
      {"exhaustion_baseline", "each column's SP when the player turn began, before this turn's attrition (SK 9.6.2)"}};
  if (rebels_attack) {
    // SK 17.2.8: the Rebels are in the city already and come by no line; SK 11.8's
    // start times are for attackers arriving: the battle starts at sunrise (umpire's ruling).
    u.situation["start"] =
        "the Rebels are in the city already (SK 17.2.8): the battle starts at sunrise (umpire's ruling)";
    u.situation["battle_starts"] = d.sunrise;
    u.situation["exhaustion_baseline"] = "each column's SP now (the Rebel turn has no attrition)";
  }
  declare_battle(s, u);
  return u;
}

}  // namespace umpire::sk
