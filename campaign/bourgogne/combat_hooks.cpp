// INTERIM definitions of combat_hooks.h until the sequence's diplomacy and
// victory land (then this file goes).
#include "bourgogne/combat_hooks.h"

#include "bourgogne/forces.h"
#include "bourgogne/settings.h"

namespace umpire::bourgogne {

void allies_lose_heart(const CampaignState& cs, State& s, Camp loser, std::vector<Event>& events) {
  for (Power p : kPowers) {
    if (!on_alliance_table(p) || start_camp(p) != loser) continue;
    auto it = s.tracks.pointers.find(p);
    if (it == s.tracks.pointers.end() || it->second <= 0) continue;
    it->second -= 1;
    events.push_back({std::string(power_name(p)) + "'s pointer moves 1 square toward neutral" +
                          (it->second == 0 ? ": " + std::string(power_name(p)) + " turns neutral" : ""),
                      "GdB 9.5.14, 11"});
    if (it->second != 0) continue;
    int vp = s.scenario->neutral_vp.count(p) ? s.scenario->neutral_vp.at(p) : 0;
    if ((p == Power::Lorraine || p == Power::Germany) && setting_name(cs, "lorraine_germany_neutral_vp") == "none")
      vp = 0;
    score(s, other(loser), vp, std::string(power_name(p)) + " turned neutral", "GdB 11, 12.1", events);
  }
}

void charles_falls(State& s, std::vector<Event>& events) {
  s.tracks.phase = Phase::Over;
  s.tracks.winner = Camp::Swiss;
  s.tracks.result = "Swiss victory: Charles the Bold has fallen";
  events.push_back({"Charles the Bold has fallen: the game is over, the Swiss win", "GdB 12.2"});
}

}  // namespace umpire::bourgogne
