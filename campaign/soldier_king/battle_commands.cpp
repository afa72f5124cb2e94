// The Combat and Recovery steps' commands (SK 11, 12.2, 12.4.2, 22.1x; digest
// P-09 to P-14): open the turn's battles, withdraw before battle, send a
// battle to the table, enter its result (with its consequences) and pick the
// combat promotions. The rules are in battles.cpp.
#include "soldier_king/battles.h"
#include "soldier_king/factions.h"
#include "soldier_king/promotion.h"

namespace umpire::sk {

namespace {

using Reasons = std::vector<Reason>;

Reasons need_step(const SkState& s, TurnStep step, const std::string& what) {
  if (s.phase == Phase::PlayerTurn && s.turn.step == step && !s.turn.player.empty()) return {};
  std::string now =
      s.phase == Phase::PlayerTurn ? std::string("the ") + to_string(s.turn.step) + " step" : to_string(s.phase);
  return {{"SK 7.1.2", what + " in the " + to_string(step) + " step of a player turn (now: " + now +
                           "); battles in the Rebel player turn: not yet"}};
}

// The battle named by the args, of this player turn; or the reasons why not.
Reasons need_battle(const SkState& s, const std::string& id) {
  const Battle* b = find_battle(s, id);
  if (!b) return {{"", "there is no battle \"" + id + "\""}};
  if (!of_this_turn(s, *b))
    return {{"SK 11", "battle " + id + " (" + b->date + ") is not a battle of this player turn"}};
  return {};
}

CommandDef open_battles_command() {
  return CommandDef{"sk.open_battles",
                    "Combat step: each box attacked this turn becomes a pending battle, with its cavalry superiority "
                    "(args: none) [SK 11.1, 11.2, G-30]",
                    [](const CampaignState& cs, const JsonCursor& a) {
                      a.only_keys({});
                      const SkState& s = sk_state(cs);
                      Reasons out = need_step(s, TurnStep::Combat, "battles are opened");
                      if (!out.empty()) return out;
                      auto copy = s;
                      std::vector<Event> ignored;
                      if (open_battles(copy, ignored) == 0)
                        out.push_back({"SK 11.1", "no attack of this turn is waiting for its battle"});
                      return out;
                    },
                    [](const CampaignState& cs, const JsonCursor&, Dice&) {
                      auto s = copy_state(cs);
                      std::vector<Event> events;
                      open_battles(*s, events);
                      return Outcome{with_state(cs, s), events};
                    }};
}

CommandDef withdraw_command() {
  return CommandDef{
      "sk.withdraw",
      "The defender withdraws before battle, all his units in the box to one adjacent box he holds that the enemy "
      "did not use this turn; the attacker counts a victory, no promotions; 22.11/22.12 (args: battle, to) "
      "[SK 11.3.1, 11.3.2, 22.11, 22.12, G-27, G-29]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"battle", "to"});
        const SkState& s = sk_state(cs);
        Reasons out = need_step(s, TurnStep::Combat, "a defender withdraws before battle");
        if (!out.empty()) return out;
        std::string id = a["battle"].as_nonempty_string();
        out = need_battle(s, id);
        if (!out.empty()) return out;
        return check_withdrawal(s, battle_at(s, id), a["to"].as_nonempty_string());
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        std::vector<Event> events;
        apply_withdrawal(*s, battle_at(*s, a["battle"].as_string()), a["to"].as_string(), events);
        return Outcome{with_state(cs, s), events};
      }};
}

CommandDef brief_attacker_command() {
  return CommandDef{
      "sk.brief_attacker",
      "Record what the umpire tells the attacker of the defender's position, from the defender's sketch; it goes "
      "into the attacker's briefing (args: battle, text) [SK 11.5.1-11.5.3]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"battle", "text"});
        const SkState& s = sk_state(cs);
        std::string id = a["battle"].as_nonempty_string();
        a["text"].as_string();
        Reasons out = need_battle(s, id);
        if (!out.empty()) return out;
        const Battle& b = battle_at(s, id);
        if (b.status != "pending" && b.status != "at_table")
          out.push_back({"SK 11.5", "battle " + id + " is " + b.status + ": its briefings are past"});
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        Battle& b = battle_at(*s, a["battle"].as_string());
        b.attacker_intelligence = a["text"].as_string();
        std::string level = b.superiority == "attacker"   ? "the basic elements of the position (11.5.1)"
                            : b.superiority == "defender" ? "only the area and the rough location of the main force (11.5.2)"
                                                          : "the area and general information on the main force (11.5.3)";
        return Outcome{with_state(cs, s),
                       {{"Battle " + b.id + ": the umpire's intelligence for the attacker is recorded; the rules allow " +
                             level,
                         "SK 11.5"}}};
      }};
}

CommandDef send_to_table_command() {
  return CommandDef{
      "sk.send_to_table",
      "Send a pending battle to the table: the set-up (sides, columns as formations with their exhaustion numbers, "
      "stands, leaders, arrivals, deployment and daylight) is recorded for the briefings or an engine, and each "
      "attacking force's start time is rolled (sunrise + D6, 11.8) "
      "(args: battle) [SK 11.4-11.9, P-10, P-11, G-10]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"battle"});
        const SkState& s = sk_state(cs);
        Reasons out = need_step(s, TurnStep::Combat, "battles are fought");
        if (!out.empty()) return out;
        std::string id = a["battle"].as_nonempty_string();
        out = need_battle(s, id);
        if (!out.empty()) return out;
        const Battle& b = battle_at(s, id);
        if (b.status != "pending")
          out.push_back(
              {"SK 11.4", "battle " + id + " is " + (b.status == "at_table" ? "already at the table" : b.status)});
        else if (side_columns(s, b, "attacker").empty() ||
                 (side_columns(s, b, "defender").empty() && side_garrisons(s, b, "defender").empty()))
          out.push_back({"SK 11.1", "one side of battle " + id + " has no troops left in " + s.map->box_name(b.box)});
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice& dice) {
        auto s = copy_state(cs);
        Battle& b = battle_at(*s, a["battle"].as_string());
        battles::BattleSetup setup = battle_setup(*s, b);
        std::vector<Event> events;
        // SK 11.8: each attacking force (one per line of arrival) starts at
        // sunrise + D6; the battle at the earliest (G-32).
        int sunrise = setup.situation["sunrise"].get<int>(), first = 99;
        Json starts = Json::array();
        for (const auto& arrival : setup.arrivals) {
          std::string from = arrival.from_name.empty() ? arrival.from : arrival.from_name;
          int roll = dice.d6("start time of the attack from " + from + ", D6");
          int hour = sunrise + roll;
          first = std::min(first, hour);
          starts.push_back({{"from", arrival.from}, {"from_name", from}, {"by", arrival.by}, {"roll", roll}, {"hour", hour}});
          events.push_back({"The attackers from " + from + " start at " + std::to_string(hour) + ":00 (sunrise " +
                                std::to_string(sunrise) + ":00 + " + std::to_string(roll) + ")",
                            "SK 11.8"});
        }
        setup.situation["start_hours"] = starts;
        if (!starts.empty()) setup.situation["battle_starts"] = first;
        b.setup = battles::to_json(setup);
        b.status = "at_table";
        std::string text = "Battle " + b.id + " at " + s->map->box_name(b.box) +
                           " goes to the table: " + std::to_string(setup.formations.size()) + " formations, " +
                           std::to_string(setup.units.size()) + " stands; the attacker deploys at least " +
                           std::to_string(setup.situation["min_distance_inches"].get<int>()) +
                           "\" from the defender (" + setup.situation["deployment"].get<std::string>() + ")";
        events.insert(events.begin(), {text, "SK 11.4, " + setup.situation["deployment"].get<std::string>()});
        return Outcome{with_state(cs, s), events};
      }};
}

CommandDef battle_result_command() {
  return CommandDef{
      "sk.battle_result",
      "Enter a battle's result (umpire.battle-result/1: winner, ending, losses with cause, formation outcomes, "
      "leaders killed/captured, retreat_to, fought_well) and apply it: recovery, losses, 22.13, the victory tally, "
      "the retreat, officers (args: battle, result) [SK 11.11-11.13, 12.2, 22.13, 22.14, G-09, G-10, G-26]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"battle", "result"});
        const SkState& s = sk_state(cs);
        Reasons out = need_step(s, TurnStep::Combat, "battle results are entered");
        if (!out.empty()) return out;
        std::string id = a["battle"].as_nonempty_string();
        out = need_battle(s, id);
        if (!out.empty()) return out;
        const Battle& b = battle_at(s, id);
        if (b.status == "fought" || b.status == "withdrawn")
          return Reasons{{"SK 11.12", "battle " + id + " already has its result"}};
        if (b.status != "at_table")
          return Reasons{{"SK 11.4", "battle " + id + " has not been sent to the table (sk.send_to_table)"}};
        return check_battle_result(s, b, battles::result_from_json(a["result"]));
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        std::vector<Event> events;
        apply_battle_result(*s, battle_at(*s, a["battle"].as_string()), battles::result_from_json(a["result"]),
                            events);
        return Outcome{with_state(cs, s), events};
      }};
}

CommandDef combat_promotion_command() {
  return CommandDef{
      "sk.combat_promotion",
      "Recovery step: a column that fought in a battle of this turn rises one level; the winner picks 2 columns, "
      "the loser 1 (a player beating Rebels 1); m6_stand? names the stand that reaches morale 6 "
      "(args: battle, column, m6_stand?) [SK 12.4.2, 17.2.8.2]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"battle", "column", "m6_stand"});
        const SkState& s = sk_state(cs);
        Reasons out = need_step(s, TurnStep::Recovery, "combat promotions are made");
        if (!out.empty()) return out;
        std::string id = a["battle"].as_nonempty_string();
        out = need_battle(s, id);
        if (!out.empty()) return out;
        std::string m6 = a.optional("m6_stand") ? a["m6_stand"].as_string() : "";
        return check_combat_promotion(s, battle_at(s, id), a["column"].as_nonempty_string(), m6);
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        Battle& b = battle_at(*s, a["battle"].as_string());
        std::string column = a["column"].as_string();
        std::string m6 = a.optional("m6_stand") ? a["m6_stand"].as_string() : "";
        std::string side = column_side(b, column);
        std::string text = promote_column(*s, *s->column(column), m6);
        b.promotions[side].push_back(column);
        b.consequences.push_back("Combat promotion: " + text);
        return Outcome{with_state(cs, s), {{"Combat promotion after battle " + b.id + ": " + text, "SK 12.4.2"}}};
      }};
}

}  // namespace

std::vector<CommandDef> battle_commands() {
  return {open_battles_command(), withdraw_command(), brief_attacker_command(), send_to_table_command(), battle_result_command(),
          combat_promotion_command()};
}

}  // namespace umpire::sk
