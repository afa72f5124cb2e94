#include "soldier_king/victory.h"

#include <algorithm>
#include <set>

#include "soldier_king/factions.h"

namespace umpire::sk {

namespace {

using Reasons = std::vector<Reason>;

constexpr int kToWin = 4;      // SK 19.1: four or more of the seven
constexpr int kCouncil = 5;    // SK 18.2: a cabal of Dukes needs five
const char* const kCouncilWinner = "council";

std::string number_word(int n) {
  static const char* const words[] = {"none", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"};
  return n >= 0 && n < 10 ? words[n] : std::to_string(n);
}

int electoral_total(const SkState& s) {
  return static_cast<int>(std::count_if(s.map->boxes.begin(), s.map->boxes.end(), [](const CityBox& b) { return b.electoral; }));
}

// "of the seven electoral cities"
std::string of_the(const SkState& s) { return "of the " + number_word(electoral_total(s)) + " electoral cities"; }

std::map<std::string, int> counts_at(const VictoryCheckpoint& cp) {
  std::map<std::string, int> out;
  for (const auto& [box, holder] : cp.holders)
    if (!holder.empty()) ++out[holder];
  return out;
}

// The factions holding four or more at every one of the checkpoints.
std::vector<std::string> leaders_of(const std::vector<VictoryCheckpoint>& cps) {
  if (cps.empty()) return {};
  std::vector<std::string> out;
  for (const auto& [faction, n] : counts_at(cps.front())) {
    // An init-capture: clang before 16 cannot capture a structured binding.
    bool all = std::all_of(cps.begin(), cps.end(), [&faction = faction](const VictoryCheckpoint& cp) {
      auto c = counts_at(cp);
      return c.count(faction) && c.at(faction) >= kToWin;
    });
    if (all) out.push_back(faction);
  }
  return out;
}

int least_held(const std::vector<VictoryCheckpoint>& cps, const std::string& faction) {
  int least = 1000;
  for (const auto& cp : cps) {
    auto c = counts_at(cp);
    least = std::min(least, c.count(faction) ? c.at(faction) : 0);
  }
  return least;
}

// Electoral cities the dukes hold together at a checkpoint.
int held_together(const VictoryCheckpoint& cp, const std::vector<std::string>& dukes) {
  int n = 0;
  for (const auto& [box, holder] : cp.holders)
    if (std::find(dukes.begin(), dukes.end(), holder) != dukes.end()) ++n;
  return n;
}

std::string names_held(const SkState& s, const VictoryCheckpoint& cp, const std::string& faction) {
  std::vector<std::string> names;
  for (const auto& b : s.map->boxes)
    if (auto it = cp.holders.find(b.id); it != cp.holders.end() && it->second == faction) names.push_back(b.name);
  return and_list(names);
}

bool recorded_this_season(const SkState& s) {
  return s.victory.recording && s.victory.season.ordinal() == s.date.ordinal() && !s.victory.checkpoints.empty();
}

bool active_duke(const SkState& s, const std::string& id) {
  const Faction* f = s.faction(id);
  return f && f->active && !f->king;
}

Json checkpoints_json(const std::vector<VictoryCheckpoint>& cps) {
  Json out = Json::array();
  for (const auto& cp : cps) out.push_back(Json{{"when", cp.when}, {"holders", cp.holders}});
  return out;
}

std::vector<VictoryCheckpoint> checkpoints_from_json(const JsonCursor& c) {
  std::vector<VictoryCheckpoint> out;
  for (const auto& item : c.items()) {
    item.only_keys({"when", "holders"});
    VictoryCheckpoint cp;
    cp.when = item["when"].as_string();
    for (const auto& box : item["holders"].keys()) cp.holders[box] = item["holders"][box].as_string();
    out.push_back(cp);
  }
  return out;
}

std::vector<std::string> strings_from_json(const JsonCursor& c) {
  std::vector<std::string> out;
  for (const auto& item : c.items()) out.push_back(item.as_string());
  return out;
}

}  // namespace

Json to_json(const VictoryState& v) {
  Json disputes = Json::array();
  for (const auto& d : v.disputes) disputes.push_back(Json{{"king", d.king}, {"grounds", d.grounds}});
  Json cabal = nullptr;
  if (v.cabal)
    cabal = Json{{"season", to_json(v.cabal->season)},
                 {"checkpoints", checkpoints_json(v.cabal->checkpoints)},
                 {"dukes", v.cabal->dukes}};
  return Json{{"recording", v.recording},
              {"season", to_json(v.season)},
              {"checkpoints", checkpoints_json(v.checkpoints)},
              {"winner", v.winner},
              {"won", to_json(v.won)},
              {"council", v.council},
              {"cabal", cabal},
              {"proclaimed", v.proclaimed},
              {"disputes", disputes},
              {"rulings", v.rulings}};
}

VictoryState victory_state_from_json(const JsonCursor& c) {
  c.only_keys({"recording", "season", "checkpoints", "winner", "won", "council", "cabal", "proclaimed", "disputes",
               "rulings"});
  VictoryState v;
  if (auto x = c.optional("recording")) v.recording = x->as_bool();
  if (auto x = c.optional("season")) v.season = game_date_from_json(*x);
  if (auto x = c.optional("checkpoints")) v.checkpoints = checkpoints_from_json(*x);
  if (auto x = c.optional("winner")) v.winner = x->as_string();
  if (auto x = c.optional("won")) v.won = game_date_from_json(*x);
  if (auto x = c.optional("council")) v.council = strings_from_json(*x);
  if (auto x = c.optional("cabal"); x && !x->is_null()) {
    x->only_keys({"season", "checkpoints", "dukes"});
    CouncilClaim claim;
    claim.season = game_date_from_json((*x)["season"]);
    claim.checkpoints = checkpoints_from_json((*x)["checkpoints"]);
    claim.dukes = strings_from_json((*x)["dukes"]);
    v.cabal = claim;
  }
  if (auto x = c.optional("proclaimed")) v.proclaimed = strings_from_json(*x);
  if (auto x = c.optional("disputes"))
    for (const auto& d : x->items()) {
      d.only_keys({"king", "grounds"});
      v.disputes.push_back({d["king"].as_string(), d["grounds"].as_string()});
    }
  if (auto x = c.optional("rulings")) v.rulings = strings_from_json(*x);
  return v;
}

// ---- Queries

std::vector<ElectoralCity> electoral_cities(const SkState& s) {
  std::vector<ElectoralCity> out;
  for (const auto& b : s.map->boxes)
    if (b.electoral) out.push_back({b.id, b.name, s.holder(b.id)});
  return out;
}

std::map<std::string, int> electoral_counts(const SkState& s) {
  std::map<std::string, int> out;
  for (const auto& c : electoral_cities(s))
    if (!c.holder.empty()) ++out[c.holder];
  return out;
}

const std::vector<VictoryCheckpoint>& season_checkpoints(const SkState& s) {
  static const std::vector<VictoryCheckpoint> none;
  return recorded_this_season(s) ? s.victory.checkpoints : none;
}

std::vector<std::string> victory_leaders(const SkState& s) { return leaders_of(season_checkpoints(s)); }

std::string victory_winner_line(const SkState& s) {
  const VictoryState& v = s.victory;
  if (v.winner.empty()) return "";
  if (v.winner == kCouncilWinner)
    return "The Imperial Council of " + faction_names(v.council) + " won the game in " + v.won.describe() + " [SK 18.2]";
  return faction_name(v.winner) + " won the game in " + v.won.describe() + ", elected Emperor [" +
         (is_king(v.winner) ? "SK 19.1" : "SK 18.2") + "]";
}

std::string victory_leader_line(const SkState& s) {
  if (!s.victory.winner.empty()) return victory_winner_line(s);
  const auto& cps = season_checkpoints(s);
  std::string season = s.date.describe();
  if (cps.empty()) return "No victory checkpoint recorded yet in " + season + " [SK 19.1]";
  std::string n = std::to_string(cps.size()) + (cps.size() == 1 ? " checkpoint" : " checkpoints");
  auto leaders = leaders_of(cps);
  if (s.date.season == Season::Winter) {
    std::string who = leaders.empty() ? "" : " (" + faction_names(leaders) + " has held four or more at every checkpoint)";
    return season + " never completes the victory condition" + who + " [SK 19.1]";
  }
  if (!leaders.empty())
    return faction_names(leaders) + " has held four or more " + of_the(s) + " at all " + n + " of " + season +
           " so far: he wins if he holds four at every checkpoint to the season's end [SK 19.1]";
  std::string most;
  int best = 0;
  for (const auto& [f, count] : counts_at(cps.back()))
    if (count > best) {
      best = count;
      most = faction_name(f) + " " + std::to_string(count);
    }
  return "Nobody has held four " + of_the(s) + " at every checkpoint of " + season + " so far (" + n +
         (most.empty() ? "" : "; most at the last: " + most) + ") [SK 19.1]";
}

std::string council_line(const SkState& s) {
  const VictoryState& v = s.victory;
  if (!v.winner.empty()) return "";
  if (!v.proclaimed.empty()) {
    std::vector<std::string> kings;
    for (const auto& d : v.disputes) kings.push_back(faction_name(d.king));
    return faction_names(v.proclaimed) + " have proclaimed the Imperial Council; " +
           (kings.empty() ? std::string("no King disputes it yet") : "disputed by " + and_list(kings)) +
           "; the umpire rules (sk.rule_council) [SK 18.2]";
  }
  if (v.cabal)
    return faction_names(v.cabal->dukes) + " held five " + of_the(s) + " throughout " + v.cabal->season.describe() +
           ": they may proclaim the Imperial Council (sk.proclaim_council) until the end of " +
           v.cabal->season.next().describe() + " [SK 18.2]";
  return "";
}

// ---- The hooks called by the turn tracker

void victory_season_begins(SkState& s) {
  s.victory.recording = true;
  s.victory.season = s.date;
  s.victory.checkpoints.clear();
}

void victory_checkpoint(SkState& s, std::vector<Event>& events) {
  VictoryState& v = s.victory;
  // A season set by the umpire's sk.set_turn starts its own record.
  if (!v.recording || v.season.ordinal() != s.date.ordinal()) victory_season_begins(s);
  VictoryCheckpoint cp;
  cp.when = s.phase == Phase::PlayerTurn ? "end of " + faction_name(s.turn.player) + "'s turn"
                                         : "start of " + s.date.describe();
  for (const auto& c : electoral_cities(s)) cp.holders[c.box] = c.holder;
  auto before = leaders_of(v.checkpoints);
  v.checkpoints.push_back(cp);
  std::string at = "Victory checkpoint (" + cp.when + ", " + s.date.describe() + "): ";
  for (const auto& [faction, n] : counts_at(cp))
    if (n >= kToWin)
      events.push_back({at + faction_name(faction) + " holds " + number_word(n) + " " + of_the(s) + " (" +
                            names_held(s, cp, faction) + ")",
                        "SK 19.1"});
  auto now = counts_at(cp);
  for (const auto& faction : before)
    if (!now.count(faction) || now.at(faction) < kToWin)
      events.push_back({at + faction_name(faction) + " holds only " + number_word(now.count(faction) ? now.at(faction) : 0) +
                            " " + of_the(s) + ": no victory for him in " + s.date.describe(),
                        "SK 19.1"});
}

void victory_season_ends(SkState& s, std::vector<Event>& events) {
  VictoryState& v = s.victory;
  if (!v.winner.empty()) return;
  std::string season = s.date.describe();
  // A cabal's right to proclaim lasts to the end of the season after the one
  // it held (G-19, default); a proclamation awaiting the umpire stays.
  if (v.cabal && v.proclaimed.empty() && v.cabal->season.ordinal() < s.date.ordinal()) {
    events.push_back({faction_names(v.cabal->dukes) + " did not proclaim the Imperial Council: their claim from " +
                          v.cabal->season.describe() +
                          " lapses (it lasts to the end of the next season: umpire's ruling)",
                      "SK 18.2"});
    v.cabal.reset();
  }
  if (!recorded_this_season(s)) return;  // a season with no checkpoint does not count
  auto leaders = leaders_of(v.checkpoints);
  if (s.date.season == Season::Winter) {
    for (const auto& f : leaders)
      events.push_back({faction_name(f) + " held four or more " + of_the(s) + " throughout " + season +
                            ", but a winter game turn never completes the victory condition",
                        "SK 19.1"});
    return;
  }
  if (!leaders.empty()) {
    const std::string& f = leaders.front();  // four of seven: only one faction can
    v.winner = f;
    v.won = s.date;
    s.phase = Phase::GameOver;
    bool king = is_king(f);
    events.push_back({faction_name(f) + " has held " + number_word(least_held(v.checkpoints, f)) + " " + of_the(s) + " (" +
                          names_held(s, v.checkpoints.back(), f) + ") throughout " + season +
                          " and wins the game: " + (king ? "he is elected Emperor" : "a single Duke is crowned Emperor"),
                      king ? "SK 19.1" : "SK 18.2", Json{{"winner", f}, {"season", season}}});
    return;
  }
  // The cabal (18.2): the active Dukes holding electoral cities this season.
  if (!v.proclaimed.empty()) return;
  std::set<std::string> seen;
  for (const auto& cp : v.checkpoints)
    for (const auto& [box, holder] : cp.holders)
      if (active_duke(s, holder)) seen.insert(holder);
  std::vector<std::string> dukes(seen.begin(), seen.end());
  if (dukes.size() < 2) return;
  bool held = std::all_of(v.checkpoints.begin(), v.checkpoints.end(),
                          [&](const VictoryCheckpoint& cp) { return held_together(cp, dukes) >= kCouncil; });
  if (!held) return;
  v.cabal = CouncilClaim{s.date, v.checkpoints, dukes};
  events.push_back({faction_names(dukes) + " together held five " + of_the(s) + " throughout " + season +
                        ": they may proclaim themselves the Imperial Council (sk.proclaim_council) until the end of " +
                        s.date.next().describe() + "; the Kings may dispute its legality",
                    "SK 18.2", Json{{"dukes", dukes}, {"season", season}}});
}

// ---- Commands

namespace {

Reasons game_running(const SkState& s) {
  if (s.phase == Phase::Setup) return {{"SK 5.1", "set-up must be completed first"}};
  if (s.phase == Phase::GameOver) return {{"SK 19.1", "the game is over"}};
  return {};
}

// --- sk.proclaim_council ---

struct ProclaimArgs {
  std::vector<std::string> dukes;
};

// SK 18.2: the cabal held five electoral cities together at every checkpoint.
Reasons check_cabal(const SkState& s, const std::vector<std::string>& dukes) {
  const VictoryState& v = s.victory;
  if (!v.cabal)
    return {{"SK 18.2", "no cabal of Dukes has held five " + of_the(s) + " at every checkpoint of a complete non-winter game turn"}};
  for (const auto& cp : v.cabal->checkpoints) {
    int n = held_together(cp, dukes);
    if (n < kCouncil)
      return {{"SK 18.2", "together they held only " + number_word(n) + " " + of_the(s) + " at the " + cp.when + " in " +
                              v.cabal->season.describe() + ": the Council needs five throughout"}};
  }
  return {};
}

Reasons check_proclamation(const SkState& s, const ProclaimArgs& a) {
  Reasons out = game_running(s);
  if (!out.empty()) return out;
  const VictoryState& v = s.victory;
  if (!v.proclaimed.empty())
    return {{"SK 18.2", faction_names(v.proclaimed) + " have already proclaimed the Council: the umpire rules "
                                                      "on it first (sk.rule_council)"}};
  std::set<std::string> distinct(a.dukes.begin(), a.dukes.end());
  if (distinct.size() != a.dukes.size()) out.push_back({"", "a Duke is named twice"});
  if (distinct.size() < 2) out.push_back({"SK 18.2", "the Imperial Council is a cabal of two or more Dukes"});
  for (const auto& d : distinct)
    if (!active_duke(s, d)) out.push_back({"SK 18.2", "\"" + d + "\" is not an active Duke: only Dukes sit in the Imperial Council"});
  for (auto& r : check_cabal(s, a.dukes)) out.push_back(std::move(r));
  return out;
}

Outcome proclaim_council(const CampaignState& cs, const ProclaimArgs& a, Dice&) {
  auto s = copy_state(cs);
  s->victory.proclaimed = a.dukes;
  s->victory.disputes.clear();
  std::string text = faction_names(a.dukes) + " proclaim themselves the Imperial Council, having held five " + of_the(*s) +
                     " throughout " + s->victory.cabal->season.describe() +
                     "; the Kings may dispute its legality (sk.dispute_council) and the umpire rules (sk.rule_council)";
  return Outcome{with_state(cs, s), {{text, "SK 18.2", Json{{"dukes", a.dukes}}}}};
}

CommandDef proclaim_council_command() {
  return define<ProclaimArgs>(
      {.name = "sk.proclaim_council",
       .summary = "Two or more active Dukes who together held five of the seven electoral cities at every checkpoint "
                  "of the last qualifying non-winter season proclaim themselves the Imperial Council; the umpire then "
                  "rules on it [SK 18.2]",
       .flags = kPlayerOrder,
       .args = ArgsOf<ProclaimArgs>().field(
           &ProclaimArgs::dukes,
           arg::ids("dukes", "faction", "the Dukes who proclaim themselves").eg(Json::array({"bravance", "hrvatska"}))),
       .check = [](const CampaignState& cs, const ProclaimArgs& a) { return check_proclamation(sk_state(cs), a); },
       .apply = proclaim_council});
}

// --- sk.dispute_council ---

struct DisputeArgs {
  std::string king, grounds;
};

Reasons check_dispute(const SkState& s, const DisputeArgs& a) {
  Reasons out = game_running(s);
  if (!out.empty()) return out;
  const Faction* f = s.faction(a.king);
  if (!f || !f->active) return {{"", "there is no active faction \"" + a.king + "\""}};
  if (!f->king) out.push_back({"SK 18.2", f->name + " is not a King: the Soldier Kings dispute the Council"});
  if (s.victory.proclaimed.empty()) out.push_back({"SK 18.2", "no Imperial Council has been proclaimed (sk.proclaim_council)"});
  if (a.grounds.empty()) out.push_back({"", "a dispute records its grounds"});
  return out;
}

CommandDef dispute_council_command() {
  return define<DisputeArgs>(
      {.name = "sk.dispute_council",
       .summary = "A King disputes the legality of the proclaimed Imperial Council, with his grounds [SK 18.2]",
       .flags = kPlayerOrder,
       .args = ArgsOf<DisputeArgs>()
                   .field(&DisputeArgs::king, arg::id("king", "faction", "the King who disputes it").eg("argozia"))
                   .field(&DisputeArgs::grounds,
                          arg::text("grounds", "his grounds").eg("Kleverburg was not held at the last checkpoint")),
       .check = [](const CampaignState& cs, const DisputeArgs& a) { return check_dispute(sk_state(cs), a); },
       .apply = [](const CampaignState& cs, const DisputeArgs& a, Dice&) {
         auto s = copy_state(cs);
         s->victory.disputes.push_back({a.king, a.grounds});
         std::string text = faction_name(a.king) + " refuses to recognise the Imperial Council of " +
                            faction_names(s->victory.proclaimed) + ": " + a.grounds;
         return Outcome{with_state(cs, s), {{text, "SK 18.2"}}};
       }});
}

// --- sk.rule_council ---

struct RulingArgs {
  bool upheld = false;
  std::string reason;
};

// SK 18.2: upheld, the Council wins the game; rejected, its claim is spent and play goes on.
Outcome rule_on_council(const CampaignState& cs, const RulingArgs& a, Dice&) {
  auto s = copy_state(cs);
  VictoryState& v = s->victory;
  std::string council = faction_names(v.proclaimed);
  std::vector<Event> events;
  if (a.upheld) {
    v.winner = kCouncilWinner;
    v.council = v.proclaimed;
    v.won = s->date;
    s->phase = Phase::GameOver;
    events.push_back({"The umpire upholds the Imperial Council of " + council + " (" + a.reason +
                          "): the Council wins the game in " + s->date.describe(),
                      "SK 18.2", Json{{"winner", kCouncilWinner}, {"council", v.council}}});
  } else {
    v.rulings.push_back(s->date.describe() + ": the Imperial Council of " + council + " rejected: " + a.reason);
    events.push_back(
        {"The umpire rejects the Imperial Council of " + council + " (" + a.reason + "); its claim is spent and play goes on",
         "SK 18.2"});
    v.cabal.reset();
    v.disputes.clear();
  }
  v.proclaimed.clear();
  return Outcome{with_state(cs, s), events};
}

CommandDef rule_council_command() {
  return define<RulingArgs>(
      {.name = "sk.rule_council",
       .summary = "The umpire rules on the proclaimed Imperial Council: upheld, the Council wins the game; rejected, "
                  "play goes on [SK 18.2]",
       .args = ArgsOf<RulingArgs>()
                   .field(&RulingArgs::upheld, arg::flag("upheld", "true: the Council wins the game; false: play goes on").eg(false))
                   .field(&RulingArgs::reason, arg::text("reason", "the umpire's reason").eg("the dispute is upheld")),
       .check = [](const CampaignState& cs, const RulingArgs& a) {
         const SkState& s = sk_state(cs);
         Reasons out = game_running(s);
         if (!out.empty()) return out;
         if (s.victory.proclaimed.empty())
           out.push_back({"SK 18.2", "no Imperial Council has been proclaimed (sk.proclaim_council)"});
         if (a.reason.empty()) out.push_back({"", "the umpire's ruling records its reason"});
         return out;
       },
       .apply = rule_on_council});
}

}  // namespace

std::vector<CommandDef> victory_commands() {
  return {proclaim_council_command(), dispute_council_command(), rule_council_command()};
}

}  // namespace umpire::sk
