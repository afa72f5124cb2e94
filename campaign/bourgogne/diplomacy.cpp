#include "bourgogne/diplomacy.h"

#include <algorithm>
#include <cstdlib>

#include "bourgogne/forces.h"
#include "bourgogne/sequence_marks.h"
#include "bourgogne/settings.h"

namespace umpire::bourgogne {

namespace {

using Reasons = std::vector<Reason>;

// The ally turned neutral: the other camp scores at once (GdB 11, 12.1).
void turns_neutral(const CampaignState& cs, State& s, Power ally, Camp was, std::vector<Event>& events) {
  events.push_back({std::string(power_name(ally)) + " turns neutral: its units leave the game at the diplomacy step, "
                                                    "its lands are neutral",
                    "GdB 11"});
  seq_mark(s, "neutral_this_turn", to_string(ally));
  int vp = neutral_vp(cs, s, ally);
  if (vp > 0) score(s, other(was), vp, std::string(power_name(ally)) + " neutralised", "GdB 11, 12.1", events);
}

int level_of(const std::vector<int>& levels, int vp) {
  // levels: crushing, decisive, marginal thresholds (GdB 12.2); 3 crushing .. 0 none.
  for (std::size_t i = 0; i < levels.size(); ++i)
    if (vp >= levels[i]) return static_cast<int>(levels.size() - i);
  return 0;
}

const char* level_words(int level) {
  switch (level) {
    case 3: return "crushing victory";
    case 2: return "decisive victory";
    case 1: return "marginal victory";
    default: return "tied game";
  }
}

bool controls_land(const CampaignState& cs, const State& s, Power land, Camp camp) {
  auto zones = s.map->territory_of(land);
  if (zones.empty()) return false;
  bool any = setting_name(cs, "france_control_test") == "any";
  int held = 0;
  for (const auto& z : zones)
    if (controller(s, z) == camp) ++held;
  return any ? held > 0 : held == static_cast<int>(zones.size());
}

// ---- bourgogne.france: France's intervention rolled (GdB 13)

Reasons check_france(const CampaignState& cs, const NoArgs&) {
  const State& s = state_of(cs);
  if (s.tracks.phase != Phase::Communal || s.tracks.step != Step::Diplomacy)
    return {{"GdB 13", "France's intervention is rolled at the diplomacy step"}};
  if (!setting_on(cs, "france_optional"))
    return {{"GdB 13", "the optional rule of France is off (setting france_optional)"}};
  if (france_conditions(cs, s).empty())
    return {{"GdB 13", "France may intervene from turn " + std::to_string(s.scenario->france_from_turn) +
                           ", when the Burgundians control Lorraine or the Swiss control Savoy (not now, or rolled "
                           "already)"}};
  return {};
}

Outcome apply_france(const CampaignState& cs, const NoArgs&, Dice& dice) {
  State s = state_of(cs);
  std::vector<Event> events;
  for (Camp joins : france_conditions(cs, s)) {
    bool for_swiss = joins == Camp::Swiss;
    std::string cond = for_swiss ? "the Burgundians control Lorraine" : "the Swiss control Savoy";
    int die = dice.d6(std::string("France's intervention for the ") + camp_name(joins) + " (" + cond + ")");
    seq_set(s, "france_rolled", to_string(joins), s.tracks.turn);
    bool yes = for_swiss ? die >= 5 : die == 6;
    events.push_back({cond + ": France rolls " + std::to_string(die) + (for_swiss ? " (5 or more" : " (6") +
                          " to intervene): " + (yes ? "France joins the " + std::string(camp_name(joins)) : "no"),
                      "GdB 13"});
    if (yes) {
      s.tracks.france = joins, s.tracks.france_turn = s.tracks.turn;
      events.push_back({"The French (de Craon, Gendarmes, franc-archers) enter in " +
                            zone_name(s, s.scenario->french_zone) + " at the " + camp_name(joins) +
                            "' reinforcements next turn; France's lands are open",
                        "GdB 13"});
      break;
    }
  }
  return {with_state(cs, std::move(s)), std::move(events)};
}

}  // namespace

int neutral_vp(const CampaignState& cs, const State& s, Power ally) {
  if ((ally == Power::Lorraine || ally == Power::Germany) && setting_name(cs, "lorraine_germany_neutral_vp") == "none")
    return 0;
  auto it = s.scenario->neutral_vp.find(ally);
  return it == s.scenario->neutral_vp.end() ? 0 : it->second;
}

void allies_lose_heart(const CampaignState& cs, State& s, Camp loser, std::vector<Event>& events) {
  for (Power p : kPowers) {
    if (!on_alliance_table(p) || start_camp(p) != loser) continue;
    auto it = s.tracks.pointers.find(p);
    if (it == s.tracks.pointers.end() || it->second <= 0) continue;
    it->second -= 1;
    const char* zone = it->second <= 0 ? "neutral" : allegiance(s, p) == Allegiance::Doubt ? "in doubt" : "constant";
    events.push_back({std::string(power_name(p)) + " loses heart: its pointer moves 1 square toward neutral (" +
                          std::to_string(it->second) + " left, " + zone + ")",
                      "GdB 9.5.14"});
    if (it->second <= 0) turns_neutral(cs, s, p, loser, events);
  }
}

void charles_falls(State& s, std::vector<Event>& events) {
  s.tracks.winner = Camp::Swiss;
  s.tracks.result = "Swiss victory: Charles the Bold has fallen";
  s.tracks.phase = Phase::Over;
  events.push_back({"Charles the Bold has fallen: the Swiss win the game at once", "GdB 12.2"});
}

void begin_diplomacy(const CampaignState& cs, State& s, std::vector<Event>& events) {
  bool commanders_go = setting_on(cs, "ally_neutral_commanders_removed");
  bool must_leave = setting_name(cs, "neutral_zone_occupants") == "must_leave";
  for (Power p : kPowers) {
    if (!on_alliance_table(p) || allegiance(s, p) != Allegiance::Neutral) continue;
    std::vector<std::string> gone;
    for (auto& u : s.units)
      if (u.power == p && u.where != Where::Removed && !(u.type == UnitType::Ca && u.ca_owner)) {
        if (u.where == Where::Map || u.where == Where::Pool) gone.push_back(u.name);
        to_pool(u);
        u.where = Where::Removed;
      }
    if (commanders_go)
      for (auto& c : s.commanders)
        if (c.power == p && c.where != Where::Removed) {
          if (c.where == Where::Map || c.where == Where::Pool) gone.push_back(c.name);
          to_pool(c);
          c.where = Where::Removed;
        }
    if (!gone.empty()) {
      std::string list;
      for (const auto& n : gone) list += (list.empty() ? "" : ", ") + n;
      events.push_back({std::string(power_name(p)) + " is neutral: out of the game: " + list +
                            (commanders_go ? "" : " (its commanders stay: setting ally_neutral_commanders_removed)"),
                        "GdB 11"});
    }
    for (const auto& z : s.map->territory_of(p))
      for (Camp camp : kCamps)
        if (!stack_of(s, z, camp).empty())
          events.push_back({std::string("The ") + camp_name(camp) + " in " + zone_name(s, z) + ", now neutral land, " +
                                (must_leave ? "must leave it at their next movement"
                                            : "may stay, and may leave, but not come back") +
                                " (setting neutral_zone_occupants)",
                            "GdB 11"});
  }
  seq_erase(s, "neutral_this_turn");
  // GdB 13 [reconstructed order]: when both conditions hold, the one held longer rolls first.
  if (setting_on(cs, "france_optional") && !s.tracks.france)
    for (Camp joins : kCamps) {
      Power land = joins == Camp::Swiss ? Power::Lorraine : Power::Savoy;
      std::string key = to_string(joins);
      if (controls_land(cs, s, land, other(joins))) {
        if (!seq_count(s, "france_since", key)) seq_set(s, "france_since", key, s.tracks.turn);
      } else if (s.sequence.contains("france_since")) {
        s.sequence["france_since"].erase(key);
      }
    }
}

std::vector<Camp> france_conditions(const CampaignState& cs, const State& s) {
  std::vector<Camp> out;
  if (!setting_on(cs, "france_optional") || s.tracks.france || s.tracks.turn < s.scenario->france_from_turn) return out;
  bool once = setting_name(cs, "france_rolls_each_turn") == "once";
  for (Camp joins : kCamps) {
    Power land = joins == Camp::Swiss ? Power::Lorraine : Power::Savoy;
    if (!controls_land(cs, s, land, other(joins))) continue;
    int rolled = seq_count(s, "france_rolled", to_string(joins));
    if (rolled == s.tracks.turn || (once && rolled > 0)) continue;
    out.push_back(joins);
  }
  std::stable_sort(out.begin(), out.end(), [&](Camp a, Camp b) {
    int sa = seq_count(s, "france_since", to_string(a)), sb = seq_count(s, "france_since", to_string(b));
    return sa && sb ? sa < sb : sa != 0 && sb == 0;
  });
  return out;
}

void decide_victory(const CampaignState& cs, State& s, std::vector<Event>& events) {
  if (s.tracks.winner || !s.tracks.result.empty()) return;
  const auto& levels = s.scenario->victory_levels;
  int bur = s.tracks.vp[Camp::Burgundy], swi = s.tracks.vp[Camp::Swiss];
  std::optional<Camp> winner;
  int level = 0;
  if (setting_name(cs, "victory_mode") == "net_difference") {
    // The camp ahead wins at the level its lead reaches; a lead under the lowest level is a tied game.
    int lead = std::abs(bur - swi);
    level = level_of(levels, lead);
    if (level > 0) winner = bur > swi ? Camp::Burgundy : Camp::Swiss;
  } else {
    int lb = level_of(levels, bur), ls = level_of(levels, swi);
    if (lb != ls)
      winner = lb > ls ? Camp::Burgundy : Camp::Swiss;
    else if (lb > 0 && bur != swi)
      winner = bur > swi ? Camp::Burgundy : Camp::Swiss;
    if (winner) level = std::max(lb, ls);
  }
  std::string score = " (Burgundians " + std::to_string(bur) + " VP, Swiss " + std::to_string(swi) + " VP)";
  s.tracks.winner = winner;
  if (winner) {
    std::string name = *winner == Camp::Burgundy ? "Burgundian " : "Swiss ";
    s.tracks.result = name + level_words(level);
  } else {
    s.tracks.result = "Tied game";
  }
  events.push_back({"The game ends: " + s.tracks.result + score + " (setting victory_mode)", "GdB 12.2"});
}

std::vector<CommandDef> diplomacy_commands() {
  return {
      define(Command<NoArgs>{.name = "bourgogne.france",
                             .summary = "Roll for France's intervention at the diplomacy step (optional rule, GdB 13)",
                             .check = check_france,
                             .apply = apply_france})};
}

std::vector<NextStep> diplomacy_next_steps(const CampaignState& cs) {
  const State& s = state_of(cs);
  if (s.tracks.phase != Phase::Communal || s.tracks.step != Step::Diplomacy) return {};
  if (france_conditions(cs, s).empty()) return {};
  return {{.text = "France may intervene: roll for it",
           .rule = "GdB 13",
           .command = Json{{"type", "bourgogne.france"}, {"args", Json::object()}},
           .label = "Roll for France"}};
}

std::vector<Reason> diplomacy_unfinished(const CampaignState& cs) {
  const State& s = state_of(cs);
  if (s.tracks.phase != Phase::Communal || s.tracks.step != Step::Diplomacy) return {};
  if (!france_conditions(cs, s).empty()) return {{"GdB 13", "France's intervention must be rolled first"}};
  return {};
}

}  // namespace umpire::bourgogne
