#include "1631/supply.h"

#include <algorithm>
#include <map>

#include "1631/forces.h"
#include "1631/settings.h"

namespace umpire::flammes {

bool SupplyStep::side_done(Side side) const {
  return std::find(supplied.begin(), supplied.end(), side) != supplied.end();
}

int SupplyStep::marker(Side side) const {
  auto it = attrition.find(side);
  return it == attrition.end() ? 0 : it->second;
}

SupplyStep supply_step(const State& s) {
  SupplyStep p;
  if (s.supply.is_null()) return p;
  JsonCursor c(s.supply, "supply");
  c.only_keys({"step", "attrition", "looted", "recruited", "supplied", "sieges", "evading"});
  p.step = c["step"].as_string();
  for (const char* side : {"swedish", "imperial"}) {
    Json name = side;
    Side sd = side_from(JsonCursor(name, "side"));
    if (c.has("attrition") && c["attrition"].has(side))
      p.attrition[sd] = static_cast<int>(c["attrition"][side].as_int());
    if (c.has("recruited") && c["recruited"].has(side))
      p.recruited[sd] = static_cast<int>(c["recruited"][side].as_int(0, 99));
  }
  if (c.has("looted")) p.looted = c["looted"].as_strings();
  if (c.has("supplied"))
    for (const auto& v : c["supplied"].items()) p.supplied.push_back(side_from(v));
  if (c.has("sieges")) p.sieges = c["sieges"].as_strings();
  p.evading = c.optional_string("evading");
  return p;
}

Json to_json(const SupplyStep& p) {
  Json j{{"step", p.step}};
  if (!p.attrition.empty()) {
    j["attrition"] = Json::object();
    for (const auto& [side, n] : p.attrition) j["attrition"][to_string(side)] = n;
  }
  j["looted"] = p.looted;
  j["recruited"] = Json::object();
  for (const auto& [side, n] : p.recruited) j["recruited"][to_string(side)] = n;
  j["supplied"] = Json::array();
  for (Side side : p.supplied) j["supplied"].push_back(to_string(side));
  j["sieges"] = p.sieges;
  if (!p.evading.empty()) j["evading"] = p.evading;
  return j;
}

const char* step_words(const std::string& step) {
  if (step == "S0") return "its start (1631 §9, §10.2, §10.4)";
  if (step == "S1") return "the supply of the forces (1631 §9.1)";
  if (step == "S2") return "the sieges (1631 §9.2)";
  if (step == "S3") return "the reserves and recruits (1631 §9.3)";
  return "the victory check (1631 §9.4)";
}

std::vector<Reason> check_supply_at(const State& s, const std::string& step) {
  if (s.tracks.phase != Phase::Supply) return {{"1631 §9", "this is done in the supply phase, which has not begun"}};
  SupplyStep p = supply_step(s);
  if (p.step != step)
    return {{"1631 §9", std::string("the supply phase is at ") + step_words(p.step) + ", not " + step_words(step)}};
  return {};
}

Outcome supply_outcome(const CampaignState& cs, State s, SupplyStep p, std::vector<Event> events) {
  if (s.tracks.phase == Phase::Supply) s.supply = to_json(p);
  return outcome_of(cs, std::move(s), std::move(events));
}

bool under_siege_attrition(const State& s, const Unit& u) {
  if (!u.on_map() || !u.inside) return false;
  const City* c = s.city(u.area);
  return c && c->siege_attrition;
}

// Neutral (not allied) Saxon units need no supply (1631 §9.1.2): they are on neither side, and neither side's
// SP could pay for them. A fixed reading, not a setting: the other reading has no track to draw on.
int unit_need(const State& s, const Unit& u, Side side) {
  if (!u.on_map() || side_of(s, u) != side || under_siege_attrition(s, u)) return 0;  // 1631 §9.1.2
  const Area& a = s.map->at(u.area);
  if (a.strategic()) return 1;                          // 1631 §10.3
  if (u.nation == Nation::Swedish && a.port) return 1;  // 1631 §9.1.2: the anchor
  return 2;
}

int supply_need(const State& s, Side side) {
  int need = 0;
  for (const auto& u : s.units) need += unit_need(s, u, side);
  return need;
}

std::string need_words(const State& s, Side side) {
  int ones = 0, twos = 0;
  for (const auto& u : s.units) {
    int n = unit_need(s, u, side);
    ones += n == 1;
    twos += n == 2;
  }
  return std::to_string(ones) + (ones == 1 ? " unit" : " units") + " at 1 SP, " + std::to_string(twos) + " at 2 SP";
}

int recruit_cost(Arm arm) { return arm == Arm::Infantry ? 4 : 6; }

std::vector<const Unit*> recruitable(const State& s, Side side) {
  std::vector<const Unit*> out;
  for (const auto& u : s.units)
    if (u.where == Where::Pool && side_of(s, u) == side) out.push_back(&u);  // 1631 §10.8: Saxons once allied
  return out;
}

std::vector<const Unit*> refreshable(const State& s, Side side) {
  std::vector<const Unit*> out;
  for (const auto& u : s.units)
    if (u.on_map() && u.steps == 1 && side_of(s, u) == side && !under_siege_attrition(s, u)) out.push_back(&u);
  return out;
}

std::vector<const Unit*> attrition_eligible(const State& s, const CampaignState& cs, Side side) {
  bool spare = setting_on(cs, "supply.attrition_spares_besieged");
  std::vector<const Unit*> out;
  for (const auto& u : s.units)
    if (u.on_map() && side_of(s, u) == side && !(spare && under_siege_attrition(s, u))) out.push_back(&u);
  return out;
}

std::vector<std::string> largest_armies(const std::vector<const Unit*>& eligible) {
  std::map<std::string, int> count;
  std::vector<std::string> order;
  for (const Unit* u : eligible)
    if (!count[u->area]++) order.push_back(u->area);
  int most = 0;
  for (const auto& [area, n] : count) most = std::max(most, n);
  std::vector<std::string> out;
  for (const auto& area : order)
    if (count[area] == most) out.push_back(area);
  return out;
}

std::vector<std::string> besieging_armies(const State& s, Side side, const std::vector<const Unit*>& eligible) {
  std::vector<std::string> out;
  for (const Unit* u : eligible)
    if (!u->inside && besieger(s, u->area) == side && std::find(out.begin(), out.end(), u->area) == out.end())
      out.push_back(u->area);
  return out;
}

namespace {

int total_steps(const std::vector<const Unit*>& units) {
  int n = 0;
  for (const Unit* u : units) n += u->steps;
  return n;
}

bool in_areas(const Unit* u, const std::vector<std::string>& areas) {
  return std::find(areas.begin(), areas.end(), u->area) != areas.end();
}

// The eligible units that may take a step: no artillery with the setting
// "losses.artillery_non_combat" off (1631 §7.7, §9.1.6). The armies' sizes still count it.
std::vector<const Unit*> attrition_takers(const CampaignState& cs, const std::vector<const Unit*>& eligible) {
  bool artillery = artillery_non_combat(cs);
  std::vector<const Unit*> out;
  for (const Unit* u : eligible)
    if (takes_non_combat_loss(*u, artillery)) out.push_back(u);
  return out;
}

}  // namespace

std::vector<Reason> check_attrition_allocation(const State& s, const CampaignState& cs, Side side, int losses,
                                               const std::vector<std::string>& allocation) {
  auto eligible = attrition_eligible(s, cs, side);
  auto takers = attrition_takers(cs, eligible);
  int due = std::min(losses, total_steps(takers));
  if (static_cast<int>(allocation.size()) != due)
    return {{"1631 §9.1.6", "the " + std::string(words(side)) + " take " + std::to_string(due) +
                                " attrition step losses; the allocation names " + std::to_string(allocation.size())}};
  std::map<std::string, int> taken;
  auto largest = largest_armies(eligible);
  auto besieging = besieging_armies(s, side, eligible);
  for (std::size_t i = 0; i < allocation.size(); ++i) {
    const std::string& id = allocation[i];
    auto it = std::find_if(eligible.begin(), eligible.end(), [&](const Unit* u) { return u->id == id; });
    if (it == eligible.end())
      return {{"1631 §9.1.6", "\"" + id + "\" is not a unit of the " + words(side) +
                                  " that can take an attrition loss (units under siege attrition are spared)"}};
    if (std::find(takers.begin(), takers.end(), *it) == takers.end())
      return {{"1631 §9.1.6, §7.7", (*it)->name + " is artillery: it takes no attrition loss (setting "
                                                  "\"losses.artillery_non_combat\" off)"}};
    if (++taken[id] > (*it)->steps)
      return {{"1631 §9.1.6", (*it)->name + " has only " + std::to_string((*it)->steps) + " steps to lose"}};
    bool largest_takes = std::any_of(takers.begin(), takers.end(), [&](const Unit* u) { return in_areas(u, largest); });
    if (i == 0 && largest_takes && !in_areas(*it, largest))
      return {{"1631 §9.1.6", "the first attrition loss falls on a unit of the largest army (" +
                                  s.map->at(largest.front()).name + "), not " + (*it)->name}};
    bool besieger_left = false;  // a unit of a besieging army still has a step after the first loss
    for (const Unit* u : takers)
      besieger_left = besieger_left || (in_areas(u, besieging) && u->steps > (u->id == allocation[0] ? 1 : 0));
    if (i == 1 && besieger_left && !in_areas(*it, besieging))
      return {{"1631 §9.1.6", "the second attrition loss falls on a unit of an army besieging an enemy city (" +
                                  s.map->at(besieging.front()).name + "), not " + (*it)->name}};
  }
  return {};
}

std::vector<std::string> default_attrition_allocation(const State& s, const CampaignState& cs, Side side, int losses) {
  auto eligible = attrition_eligible(s, cs, side);
  auto takers = attrition_takers(cs, eligible);
  std::map<std::string, int> left;
  for (const Unit* u : takers) left[u->id] = u->steps;
  // The unit of `areas` (any area when empty) that best takes a loss: Fresh
  // infantry or cavalry, then Fresh artillery, then Spent units.
  auto pick = [&](const std::vector<std::string>& areas) -> std::string {
    const Unit* best = nullptr;
    auto rank = [&](const Unit* u) { return (left[u->id] == 2 ? 0 : 2) + (u->arm == Arm::Artillery ? 1 : 0); };
    for (const Unit* u : eligible) {
      if (left[u->id] == 0 || (!areas.empty() && !in_areas(u, areas))) continue;
      if (!best || rank(u) < rank(best)) best = u;
    }
    if (!best) return "";
    --left[best->id];
    return best->id;
  };
  std::vector<std::string> out;
  int due = std::min(losses, total_steps(takers));
  auto largest = largest_armies(eligible);
  auto besieging = besieging_armies(s, side, eligible);
  for (int i = 0; i < due; ++i) {
    std::string id = i == 0 ? pick(largest) : i == 1 && !besieging.empty() ? pick(besieging) : "";
    if (id.empty()) id = pick({});
    out.push_back(id);
  }
  return out;
}

}  // namespace umpire::flammes
