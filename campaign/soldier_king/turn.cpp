#include "soldier_king/turn.h"

#include <algorithm>

#include "soldier_king/factions.h"
#include "soldier_king/intelligence.h"
#include "soldier_king/battles.h"
#include "soldier_king/diplomacy.h"
#include "soldier_king/events.h"
#include "soldier_king/recruiting.h"
#include "soldier_king/promotion.h"
#include "soldier_king/provinces.h"
#include "soldier_king/revolt.h"
#include "soldier_king/seasons.h"
#include "soldier_king/victory.h"
#include "soldier_king/settings.h"
#include "soldier_king/sightings.h"
#include "soldier_king/supply.h"

namespace umpire::sk {

namespace {

using Reasons = std::vector<Reason>;

std::vector<std::string> participants(const SkState& s) {
  std::vector<std::string> out;
  for (const auto& f : s.factions)
    if (f.active) out.push_back(f.id);
  return out;
}

void begin_player_turn(SkState& s, std::vector<Event>& events) {
  if (s.turn_index >= s.turn_order.size())  // sk.advance refuses this; the load check keeps the index in range
    throw UserError("there is no player " + std::to_string(s.turn_index + 1) + " in the turn order");
  open_player_turn(s, s.turn_order[s.turn_index]);
  events.push_back({s.date.describe() + ": " + faction_name(s.turn.player) + "'s player turn begins", "SK 7.1.2"});
}

bool events_on(const SkState& s) { return setting(s, kEventsOff) == 0; }

// The first player turn of the season, after the start-of-season checkpoint (G-19).
void begin_first_player_turn(SkState& s, std::vector<Event>& events) {
  victory_checkpoint(s, events);
  s.turn_index = 0;
  begin_player_turn(s, events);
}

// After the spring events (or at the start of any other season): the Rebel
// turn while a revolt lasts (G-13), else the first player turn.
void after_events(SkState& s, std::vector<Event>& events) {
  if (revolt_active(s)) {
    s.start_step = StartStep::Rebels;
    events.push_back({s.date.describe() + ": the Rebel player turn", "SK 17.2.8"});
    begin_rebel_turn(s, events);
  } else {
    begin_first_player_turn(s, events);
  }
}

// The end of a season (digest §2.6): winter's magazines go, finished revolts
// end, and a non-winter season may have been won.
void end_season(SkState& s, std::vector<Event>& events) {
  if (s.date.season == Season::Winter && !s.magazines.empty()) {
    events.push_back({"End of winter: all " + std::to_string(s.magazines.size()) + " magazines are removed from the board",
                      "SK 9.2.4"});
    s.magazines.clear();
  }
  end_season_revolts(s, events);
  victory_season_ends(s, events);
}

}  // namespace

void open_player_turn(SkState& s, const std::string& player) {
  int chain = s.turn.chain;
  s.phase = Phase::PlayerTurn;
  s.turn = Turn{};
  s.turn.player = player;
  s.turn.chain = chain;
  for (const auto& b : s.map->boxes) s.turn.holders_at_start[b.id] = s.holder(b.id);
  for (const auto& c : s.columns) s.turn.sp_at_start[c.id] = total_sp(c.stands);  // G-33
  for (auto& c : s.columns)
    if (c.owner == player) {
      c.marches = 0;
      c.infiltrated = false;
    }
  promotion_turn_begins(s);
}

int march_allocation(bool first, int previous, int d6) {
  int m = first ? (d6 == 1 ? 2 : d6) : previous + (d6 <= 2 ? -1 : d6 <= 4 ? 0 : 1);
  return std::clamp(m, 2, 6);
}

std::vector<std::string> clockwise_from(const SkState& s, const std::string& first) {
  std::vector<std::string> ring;
  for (const auto& k : s.map->seating_ring)
    if (const Faction* f = s.faction(k); f && f->active) ring.push_back(k);
  for (const auto& d : duchies())
    if (const Faction* f = s.faction(d.id); f && f->active) ring.push_back(d.id);
  auto it = std::find(ring.begin(), ring.end(), first);
  if (it == ring.end()) return ring;
  std::rotate(ring.begin(), it, ring.end());
  return ring;
}

std::vector<std::string> capture_boxes(SkState& s) {
  std::vector<std::string> changed;
  for (const auto& b : s.map->boxes) {
    std::set<std::string> present;
    for (const auto& c : s.columns)
      if (c.box == b.id) present.insert(c.owner);
    for (const auto& g : s.garrisons)
      if (g.box == b.id) present.insert(g.owner);
    if (present.size() != 1) continue;  // empty, or shared (allies: unchanged, G-08)
    if (present.count(kRebels)) continue;  // in the hands of Rebels: nobody captures it (9.4, G-13)
    const std::string& faction = *present.begin();
    if (s.holder(b.id) == faction) continue;
    auto ruler = s.rulers.find(b.province);
    if (ruler != s.rulers.end() && ruler->second == faction) s.captors.erase(b.id);  // back to its ruler
    else s.captors[b.id] = faction;
    changed.push_back(b.id);
  }
  return changed;
}

namespace {
// SK 17.2.2: with Healthy Troops, a march must have started in the event's
// province (when the player has marched at all and has pieces there).
bool healthy_march_made(const SkState& s) {
  auto h = s.healthy_troops.find(s.turn.player);
  if (h == s.healthy_troops.end() || s.turn.used == 0) return true;
  bool pieces = std::any_of(s.columns.begin(), s.columns.end(), [&](const Column& c) {
    return c.owner == s.turn.player && s.map->in_province(c.box, h->second);
  });
  return !pieces || std::any_of(s.turn.origins.begin(), s.turn.origins.end(),
                                [&](const std::string& box) { return s.map->in_province(box, h->second); });
}

// Whether either attrition procedure is in force (G-05: each is a setting).
bool attrition_switched_on(const SkState& s) {
  return setting(s, kAttritionTableOff) == 0 || setting(s, kAttritionBoxRollOff) == 0;
}
}  // namespace

namespace {
// What the recovery and promotion step offers (SK 12, 13; recovery itself is
// applied with each battle's result, 12.2).
std::string recovery_step_hint(const SkState& s) {
  std::string out = promotions_offered(s, true);
  out += (out.empty() ? "" : "; ") + std::string("one training promotion of a Raw column (sk.train)");
  if (s.date.season == Season::Winter) {
    RecruitingCapacity cap = recruiting_capacity(s, s.turn.player);
    out += "; winter recruiting: " + std::to_string(cap.allowed) + " new column" + (cap.allowed == 1 ? "" : "s") +
           " may be raised now (sk.recruit) and one battery converted to howitzers (sk.convert_howitzer)";
  }
  return out;
}
}  // namespace

std::string next_step(const SkState& s) {
  switch (s.phase) {
    case Phase::Setup: return "Place the armies, then begin the campaign (sk.begin_campaign)";
    case Phase::PregameDiplomacy:
      return s.turn_order.empty() ? "Record the pre-game diplomacy, then roll initiative (sk.roll_initiative)"
                                  : "Advance to " + GameDate{s.start_year, Season::Spring}.describe() + " (sk.advance)";
    case Phase::SeasonStart: {
      std::string first = "advance to " + faction_name(s.turn_order.front()) + "'s player turn";
      if (s.start_step == StartStep::Rebels && !revolt_active(s)) return s.date.describe() + " begins: " + first;
      if (s.start_step == StartStep::Rebels) {
        std::string wait = rebels_waiting(s);
        std::string offers = rebel_turn_offers(s);
        std::string now = !wait.empty() ? wait : offers.empty() ? first : offers + "; then " + first;
        return s.date.describe() + ", the Rebel turn: " + now + " [SK 17.2.8]";
      }
      if (s.start_step == StartStep::Events) {
        std::string wait = events_waiting(s);
        return s.date.describe() + ", random events: " + (wait.empty() ? "all resolved; " + first : wait) + " [SK 17]";
      }
      std::string due = spring_magazines_due_text(s);
      std::string then = events_on(s) ? std::string("advance to the random events") : first;
      return s.date.describe() + " begins: " +
             (due.empty() ? std::string("") : "spring magazines to place (sk.spring_magazine): " + due + "; then ") +
             then;
    }
    case Phase::SeasonEnd: {
      std::string court = court_waiting(s);  // judgements are announced before the next season (6.3)
      return "End " + s.date.describe() + " (sk.advance)" + (court.empty() ? "" : "; first the Imperial Court: " + court);
    }
    case Phase::GameOver: return "The game is over";
    case Phase::PlayerTurn: break;
  }
  std::string who = faction_name(s.turn.player) + ": ";
  switch (s.turn.step) {
    case TurnStep::Intelligence: return who + "issue intelligence reports to every player (sk.advance) [SK 8.1]";
    case TurnStep::Plebiscite: return who + plebiscite_step_hint(s) + " [SK 16.1.1]";
    case TurnStep::Supply:
      return who + (s.turn.supply_checked ? "supply checked; advance to the march roll [SK 9.6]"
                                          : "check supply at the start of the turn (sk.supply_check) [SK 9.6]");
    case TurnStep::Marches: return who + "roll marches (sk.advance) [SK 10.1]";
    case TurnStep::Movement:
      return who + "execute the written orders (sk.march, sk.entrench), " + std::to_string(s.turn.marches - s.turn.used) + " of " +
             std::to_string(s.turn.marches) + " marches left" +
             (s.date.season == Season::Winter
                  ? "; a march not used may train a Raw column in winter quarters (sk.winter_quarters) [SK 12.4.4]"
                  : "") +
             "; advance when done [SK 10]";
    case TurnStep::PostMovement:
      if (!s.turn.attrition_owed.empty())
        return who + std::to_string(attrition_owed_sp(s)) + " SP still to allocate (" + attrition_owed_text(s) +
               "): sk.allocate_attrition spreads them over the stands [SK 9.6.2]";
      return who + (s.turn.attrition_done || !attrition_switched_on(s)
                        ? "attrition done; advance [SK 9.6.2]"
                        : "supply, foraging and attrition after movement (sk.attrition) [SK 9.6, 9.6.1, 9.6.2]");
    case TurnStep::Combat: {
      std::string wait = battles_waiting(s);
      return who + (wait.empty() ? "no battle is waiting; advance" : wait) + " [SK 11]";
    }
    case TurnStep::Recovery: return who + recovery_step_hint(s) + "; then advance [SK 12, 13]";
    case TurnStep::Reorganisation: return who + "reorganise (sk.move_stands, sk.form_column...), then advance [SK 14]";
    case TurnStep::TurnEnd: return who + "end the turn: boxes are captured (sk.advance) [SK 15.1]";
  }
  return "";
}

namespace {

Reasons check_initiative(const CampaignState& cs, const NoArgs&) {
  const SkState& s = sk_state(cs);
  if (s.phase != Phase::PregameDiplomacy)
    return Reasons{{"SK 7.1.2", "initiative is rolled once, after set-up, before the first spring (umpire's ruling)"}};
  if (!s.turn_order.empty()) return Reasons{{"SK 7.1.2", "the turn order is fixed for the whole game (umpire's ruling)"}};
  return Reasons{};
}

// SK 7.1.2: each player a D6, ties for highest re-rolled; the order runs clockwise from the winner.
Outcome roll_initiative(const CampaignState& cs, const NoArgs&, Dice& dice) {
  auto s = copy_state(cs);
  std::vector<Event> events;
  std::vector<std::string> tied = participants(*s);
  for (int round = 1; tied.size() > 1; ++round) {
    int best = 0;
    std::vector<std::string> top;
    for (const auto& f : tied) {
      int roll = dice.d6(std::string(round == 1 ? "initiative, " : "initiative re-roll, ") + faction_name(f) + ", D6");
      if (round == 1) s->faction_mut(f)->initiative = roll;
      events.push_back({faction_name(f) + " rolls " + std::to_string(roll) + " for initiative" +
                            (round > 1 ? " (re-roll " + std::to_string(round - 1) + ")" : ""),
                        "SK 7.1.2"});
      if (roll > best) {
        best = roll;
        top.clear();
      }
      if (roll == best) top.push_back(f);
    }
    tied = top;
  }
  s->turn_order = clockwise_from(*s, tied.front());
  std::string order;
  for (const auto& f : s->turn_order) order += (order.empty() ? "" : ", ") + faction_name(f);
  events.push_back({"Turn order, clockwise from the winner: " + order, "SK 7.1.2"});
  return Outcome{with_state(cs, s), events};
}

CommandDef roll_initiative_command() {
  return define<NoArgs>({.name = "sk.roll_initiative",
                         .summary = "Roll initiative for the turn order: each player a D6, ties for highest re-rolled, "
                                    "then clockwise [SK 7.1.2]",
                         .check = check_initiative,
                         .apply = roll_initiative});
}

Reasons check_advance(const CampaignState& cs, const NoArgs&) {
  const SkState& s = sk_state(cs);
  if (s.phase == Phase::Setup) return Reasons{{"SK 5.1", "set-up must be completed first (sk.begin_campaign)"}};
  if (s.phase == Phase::GameOver) return Reasons{{"SK 19.1", "the game is over"}};
  if (s.phase == Phase::SeasonStart && s.start_step == StartStep::Events && !events_waiting(s).empty())
    return Reasons{{"SK 17.2", "every event takes effect before the first player turn: " + events_waiting(s)}};
  if (s.phase == Phase::SeasonStart && s.start_step == StartStep::Rebels && !rebels_waiting(s).empty())
    return Reasons{{"SK 17.2.8", rebels_waiting(s)}};
  if (s.phase == Phase::PregameDiplomacy && s.turn_order.empty())
    return Reasons{{"SK 7.1.2", "roll initiative first (sk.roll_initiative)"}};
  if (s.phase == Phase::SeasonStart && s.turn_order.empty())  // a turn was set by hand before initiative
    return Reasons{{"SK 7.1.2", "there is no turn order (initiative was never rolled): set the player turn by "
                                "hand (sk.set_turn)"}};
  if (s.phase == Phase::PlayerTurn && s.turn.step == TurnStep::Movement && s.turn.used > s.turn.marches)
    return Reasons{{"SK 10.1", "more marches were spent than allocated"}};
  if (s.phase == Phase::PlayerTurn && s.turn.step == TurnStep::Movement && !healthy_march_made(s))
    return Reasons{{"SK 17.2.2", "with Healthy Troops at least one march must move pieces from " +
                                     s.map->province_name(s.healthy_troops.at(s.turn.player))}};
  if (s.phase == Phase::PlayerTurn && s.turn.step == TurnStep::Combat && !battles_waiting(s).empty())
    return Reasons{{"SK 7.1.4", "every battle of the turn is fought before recovery: " + battles_waiting(s)}};
  if (s.phase == Phase::PlayerTurn && s.turn.step == TurnStep::Supply && !s.turn.supply_checked)
    return Reasons{{"SK 9.6", "check supply at the start of the turn first (sk.supply_check)"}};
  if (s.phase == Phase::PlayerTurn && s.turn.step == TurnStep::PostMovement && !s.turn.attrition_done &&
      attrition_switched_on(s))
    return Reasons{{"SK 9.6.2", "roll attrition after movement first (sk.attrition)"}};
  if (s.phase == Phase::PlayerTurn && s.turn.step == TurnStep::Recovery)
    if (auto batch = batch_problems(s, s.turn.player); !batch.empty()) return batch;  // judged as a batch (20.2)
  if (s.phase == Phase::PlayerTurn && s.turn.step == TurnStep::PostMovement && s.attrition_ledger &&
      !s.turn.attrition_owed.empty())
    return Reasons{{"SK 9.6.2", std::to_string(attrition_owed_sp(s)) + " SP of attrition still to allocate before "
                                "any battle (" + attrition_owed_text(s) + "): sk.allocate_attrition"}};
  return Reasons{};
}

// SK 7.1: the season ends (which may end the game, SK 19) and the next begins.
void begin_next_season(SkState& s, std::vector<Event>& events) {
  if (s.phase == Phase::SeasonEnd) {
    end_season(s, events);
    if (s.phase == Phase::GameOver) return;
  }
  s.date = s.phase == Phase::PregameDiplomacy ? GameDate{s.start_year, Season::Spring} : s.date.next();
  s.healthy_troops.clear();  // the event lasts one spring (SK 17.2.2)
  s.spring_magazines.clear();
  s.phase = Phase::SeasonStart;
  events.push_back({s.date.describe() + " begins", "SK 7.1"});
  victory_season_begins(s);
  promotion_season_begins(s, events);
  if (s.date.season == Season::Spring) {
    s.start_step = StartStep::Magazines;
    events.push_back({"Spring: each ruler places one magazine per ruled province (sk.spring_magazine)", "SK 9.2"});
  } else {
    s.start_step = StartStep::Rebels;
    if (revolt_active(s)) {
      events.push_back({s.date.describe() + ": the Rebel player turn", "SK 17.2.8"});
      begin_rebel_turn(s, events);
    }
  }
}

// The start of a season: spring magazines, the random events, the Rebel turn, then the first player turn.
void advance_season_start(SkState& s, std::vector<Event>& events) {
  if (s.start_step == StartStep::Magazines && events_on(s)) {
    s.start_step = StartStep::Events;
    events.push_back({"Spring: the random events; each King draws a card in turn order", "SK 17.1"});
    begin_spring_events(s, events);
  } else if (s.start_step == StartStep::Magazines || s.start_step == StartStep::Events) {
    after_events(s, events);
  } else {
    begin_first_player_turn(s, events);
  }
}

// SK 10.1: the player's marches, chained on the previous player's.
void roll_marches(SkState& s, Dice& dice, std::vector<Event>& events) {
  Turn& t = s.turn;
  bool first = s.turn_index == 0;
  int previous = first ? 0 : t.chain;
  int roll = dice.d6("marches, " + faction_name(t.player) + ", D6");
  t.chain = march_allocation(first, previous, roll);
  t.marches = t.chain;
  t.used = 0;
  events.push_back({faction_name(t.player) + " rolls " + std::to_string(roll) + ": " + std::to_string(t.marches) +
                        " marches" +
                        (first ? " (first player of the season)" : " (previous player had " + std::to_string(previous) + ")"),
                    "SK 10.1"});
  // SK 17.2.2: Healthy Troops add one march after the clamp (the only way to
  // 7); the chain passes on the clamped value.
  if (auto h = s.healthy_troops.find(t.player); h != s.healthy_troops.end()) {
    ++t.marches;
    events.push_back({"Healthy Troops: " + faction_name(t.player) + " has " + std::to_string(t.marches) +
                          " marches; at least one must move pieces from " + s.map->province_name(h->second),
                      "SK 17.2.2"});
  }
}

// SK 15.1: boxes are captured; the next player's turn begins, or the season's last turn is over.
void end_player_turn(SkState& s, std::vector<Event>& events) {
  for (const auto& b : capture_boxes(s))
    events.push_back({faction_name(s.holder(b)) + " captures " + s.map->box_name(b), "SK 15.1"});
  victory_checkpoint(s, events);
  if (s.turn_index + 1 < s.turn_order.size()) {
    ++s.turn_index;
    begin_player_turn(s, events);  // keeps the chain the next roll adjusts
  } else {
    s.phase = Phase::SeasonEnd;
    s.turn = Turn{};
    events.push_back({s.date.describe() + ": every player has had his turn", "SK 7.1"});
  }
}

// SK 7.1.2: the step's own work, then the next step of the player turn.
void advance_player_turn(SkState& s, Dice& dice, std::vector<Event>& events) {
  Turn& t = s.turn;
  switch (t.step) {
    case TurnStep::Intelligence:
      for (const auto& f : participants(s)) issue_picture(s, f, dice);
      events.push_back({"Intelligence issued to every player", "SK 8.1"});
      break;
    case TurnStep::Marches: roll_marches(s, dice, events); break;
    case TurnStep::TurnEnd: end_player_turn(s, events); return;
    default: break;
  }
  t.step = static_cast<TurnStep>(static_cast<int>(t.step) + 1);
  events.push_back({faction_name(t.player) + ": " + step_words(t.step) + " step", "SK 7.1.2"});
  if (t.step == TurnStep::Combat) open_battles(s, events);  // SK 11.1, 7.1.4
}

// SK 7: the next step of the sequence of play.
Outcome advance(const CampaignState& cs, const NoArgs&, Dice& dice) {
  auto s = copy_state(cs);
  std::vector<Event> events;
  switch (s->phase) {
    case Phase::Setup:
    case Phase::GameOver: break;
    case Phase::PregameDiplomacy:
    case Phase::SeasonEnd: begin_next_season(*s, events); break;
    case Phase::SeasonStart: advance_season_start(*s, events); break;
    case Phase::PlayerTurn: advance_player_turn(*s, dice, events); break;
  }
  return Outcome{with_state(cs, s), events};
}

CommandDef advance_command() {
  return define<NoArgs>({.name = "sk.advance",
                         .summary = "Do the next step of the sequence of play (the Season window says which) [SK 7]",
                         .check = check_advance,
                         .apply = advance});
}

struct HealthyTroopsArgs {
  std::string faction, province;
};

Reasons check_healthy_troops(const SkState& s, const HealthyTroopsArgs& a) {
  Reasons out;
  const Faction* f = s.faction(a.faction);
  if (!f || !f->active) out.push_back({"", "there is no active faction \"" + a.faction + "\""});
  if (!s.map->province(a.province)) out.push_back({"", "there is no province \"" + a.province + "\""});
  if (s.date.season != Season::Spring || (s.phase != Phase::SeasonStart && s.phase != Phase::PlayerTurn))
    out.push_back({"SK 17.2", "random events take effect in spring, before the players' turns"});
  else if (s.phase == Phase::PlayerTurn && f) {
    auto pos = std::find(s.turn_order.begin(), s.turn_order.end(), f->id);
    std::size_t index = static_cast<std::size_t>(pos - s.turn_order.begin());
    if (index < s.turn_index || (index == s.turn_index && s.turn.step > TurnStep::Marches))
      out.push_back({"SK 17.2.2", f->name + "'s marches are already rolled this spring"});
  }
  return out;
}

// SK 17.2.2: one more march this spring.
Outcome record_healthy_troops(const CampaignState& cs, const HealthyTroopsArgs& a, Dice&) {
  auto s = copy_state(cs);
  s->healthy_troops[a.faction] = a.province;
  return Outcome{with_state(cs, s), {{"Healthy Troops in " + s->map->province_at(a.province).name + ": " +
                                          faction_name(a.faction) + " will have one more march this spring",
                                      "SK 17.2.2"}}};
}

CommandDef healthy_troops_command() {
  return define<HealthyTroopsArgs>(
      {.name = "sk.healthy_troops",
       .summary = "Umpire's override: record Healthy Troops for this spring by hand (the event deck records it "
                  "itself): the faction gets one more march [SK 17.2.2]",
       .flags = kUmpireRuling,
       .args = ArgsOf<HealthyTroopsArgs>()
                   .field(&HealthyTroopsArgs::faction,
                          arg::id("faction", "faction", "the active faction that gets one more march").eg("argozia"))
                   .field(&HealthyTroopsArgs::province, arg::id("province", "province", "the province of the event").eg("vellmark")),
       .check = [](const CampaignState& cs, const HealthyTroopsArgs& a) { return check_healthy_troops(sk_state(cs), a); },
       .apply = record_healthy_troops});
}

}  // namespace

std::vector<CommandDef> turn_commands() {
  return {roll_initiative_command(), advance_command(), healthy_troops_command()};
}

}  // namespace umpire::sk
