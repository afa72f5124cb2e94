// Soldier King's battles as the kit's Battles desk, engines and odds see them
// (GameModule::battle_links): each battle with where it was sent, its set-up
// and result in the hand-off's form, the command that sends it and the one
// that records an engine's result.
#include "soldier_king/battles.h"

namespace umpire::sk {

namespace {

std::string link_status(const Battle& b) {
  if (b.status == "pending") return "pending";
  if (b.status == "at_table") return "sent";
  if (b.status == "fought") return "recorded";
  return "closed";  // withdrawn before battle (SK 11.3.1): there is nothing to fight
}

}  // namespace

std::vector<BattleLink> battle_links(const SkState& s) {
  std::vector<BattleLink> out;
  for (const auto& b : s.battles) {
    BattleLink l;
    l.id = b.id;
    l.name = s.map->box_name(b.box) + ", " + b.date;
    l.status = link_status(b);
    l.engine = b.status == "pending" ? "" : b.engine;
    if (!b.setup.is_null() && l.status != "sent") {
      l.setup = b.setup;  // a battle over: as stored (the hand-off's readers read every form)
    } else if (!b.setup.is_null()) {
      l.setup = battles::to_json(stored_setup(s, b));
    } else if (b.status == "pending" && of_this_turn(s, b) && !side_columns(s, b, "attacker").empty()) {
      // As it would be sent now, without the start times it rolls (SK 11.8).
      l.setup = battles::to_json(battle_setup(s, b));
    }
    l.result = b.result;
    out.push_back(std::move(l));
  }
  return out;
}

Json send_battle_command(const std::string& battle, const std::string& engine) {
  return Json{{"type", "sk.send_to_table"}, {"args", {{"battle", battle}, {"engine", engine}}}};
}

// An engine says what happened on the field; Soldier King adds what its rules
// read that an engine does not say: engagement and exhaustion from the losses
// (SK 12.4.2, 12.3), the defender as the winner of a battle no one won on the
// field (SK 11.8) and, when the umpire has not chosen one, the first box the
// beaten side may retreat to (SK 11.11), which he may change before recording.
Json record_result_command(const SkState& s, const std::string& battle, const Json& result) {
  const Battle* b = find_battle(s, battle);
  if (!b) throw UserError("there is no battle \"" + battle + "\"");
  battles::BattleSetup setup = stored_setup(s, *b);
  Json typed = result;
  if (!typed.contains("format")) typed["format"] = battles::kResultFormat;
  battles::BattleResult r = battles::result_from_json(JsonCursor(typed, "the engine's result"));
  mark_engaged_and_exhausted(setup, r);
  if (r.winner.empty()) {
    r.winner = kUndecidedWinner;  // SK 11.8
    r.audit.push_back("No winner on the field: the defender holds it, the attacker has lost (SK 11.8)");
  }
  if (r.retreat_to.empty()) {
    auto boxes = retreat_destinations(s, *b, r.winner == "attacker" ? "defender" : "attacker");
    if (!boxes.empty()) r.retreat_to = boxes.front();
  }
  return Json{{"type", "sk.battle_result"}, {"args", {{"battle", battle}, {"result", battles::to_json(r)}}}};
}

}  // namespace umpire::sk
