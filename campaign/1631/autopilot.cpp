#include "1631/autopilot.h"

#include "1631/forces.h"
#include "1631/turn.h"
#include "session/campaign.h"

namespace umpire::flammes {

std::size_t Autopilot::pick(std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_); }

// A random army of the acting side, a random kind of action and a random walk from its area.
Json Autopilot::random_action(const CampaignState& cs) {
  const auto& s = state_of(cs);
  Side side = *acting_side(s);
  std::vector<std::string> areas;
  for (const auto& a : s.map->areas)
    if (count_units(s, a.id, side, false) > 0) areas.push_back(a.id);
  if (areas.empty()) return nullptr;
  std::string from = areas[pick(areas.size())];
  Json units = Json::array(), commanders = Json::array();
  for (const Unit* u : units_in(s, from, side, false))
    if (pick(4) != 0) units.push_back(u->id);
  for (const Commander* c : commanders_in(s, from, side, false)) commanders.push_back(c->id);
  if (units.empty()) units.push_back(units_in(s, from, side, false).front()->id);
  static const char* const kinds[] = {"march", "march", "engage", "engage", "forced_march", "regroup", "diplomacy"};
  std::string kind = kinds[pick(7)];
  if (kind == "diplomacy") return Json{{"type", "1631.diplomacy"}, {"args", Json::object()}};
  Json path = Json::array();
  std::string at = from;
  std::size_t length = 1 + pick(kind == "forced_march" || kind == "regroup" ? 4 : 2);
  for (std::size_t i = 0; i < length; ++i) {
    auto next = s.map->neighbours(at);
    if (next.empty()) break;
    at = next[pick(next.size())];
    path.push_back(at);
  }
  if (kind == "regroup")
    return Json{{"type", "1631.regroup"},
                {"args", {{"moves", Json::array({Json{{"piece", units[0]}, {"path", path}}})}}}};
  return Json{{"type", "1631." + kind},
              {"args", {{"units", units}, {"commanders", commanders}, {"from", from}, {"path", path}}}};
}

Json Autopilot::play_one(Campaign& c) {
  std::vector<Json> ready;
  for (const auto& step : c.module()->next_steps(c.state()))
    if (!step.command.is_null() && c.validate(step.command).empty()) ready.push_back(step.command);
  const auto& s = state_of(c.state());
  if (s.tracks.phase == Phase::Campaign && s.action.is_null())
    for (int tries = 0; tries < 12; ++tries) {
      Json action = random_action(c.state());
      if (!action.is_null() && c.validate(action).empty()) {
        ready.push_back(action);
        ready.push_back(action);  // an action twice as likely as a pass
        break;
      }
    }
  if (ready.empty()) return nullptr;
  Json command = ready[pick(ready.size())];
  if (!c.apply(command).ok) return nullptr;
  return command;
}

}  // namespace umpire::flammes
