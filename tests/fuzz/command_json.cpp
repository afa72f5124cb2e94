// Fuzz target: an umpire's command (or an array of up to 8 commands applied in
// turn) through validate and, when legal, execute with the seeded dice, on two
// fixed Soldier King states built once: a new 1740 campaign just after
// sk.begin_campaign, and the same campaign in Argozia's movement step of
// Spring 1740 with intelligence issued (so every faction's report is written).
#include <vector>

#include "fuzz_support.h"
#include "session/engine.h"

namespace {

using namespace umpire;

const CommandSet& commands() {
  static const CommandSet set(fuzz::registry().find("soldier-king"));
  return set;
}

CampaignState step(const CampaignState& from, const Json& command) {
  SeededDice dice(from.core.seed, from.core.dice_drawn);
  Execution ex = execute(commands(), from, command, dice);
  if (!ex.ok) throw std::logic_error("fuzz set-up command refused: " + command.dump());
  return ex.outcome.state;
}

const std::vector<CampaignState>& states() {
  static const std::vector<CampaignState> all = [] {
    CampaignState start = new_campaign_state(fuzz::registry(), "Fuzz", "soldier-king", Json::object(), 1740);
    CampaignState begun = step(start, {{"type", "sk.begin_campaign"}, {"args", Json::object()}});
    CampaignState moving = step(begun, {{"type", "sk.set_turn"},
                                        {"args",
                                         {{"player", "argozia"},
                                          {"step", "movement"},
                                          {"marches", 4},
                                          {"reason", "fuzz set-up"},
                                          {"season", "Spring"}}}});
    moving = step(moving, {{"type", "sk.issue_intelligence"}, {"args", Json::object()}});
    return std::vector<CampaignState>{begun, moving};
  }();
  return all;
}

void run(CampaignState state, const std::vector<Json>& sequence) {
  bool changed = false;
  for (const auto& command : sequence) {
    try {
      (void)validate(commands(), state, command);
      SeededDice dice(state.core.seed, state.core.dice_drawn);
      Execution ex = execute(commands(), state, command, dice);
      if (!ex.ok) continue;
      state = std::move(ex.outcome.state);
      changed = true;
    } catch (const UserError& e) {
      fuzz::refused(e);
      // Refused with a message: what a bad command should get.
    }
  }
  if (changed) fuzz::read_state(state);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<Json> sequence;
  try {
    Json doc = parse_json(fuzz::text_of(data, size), "fuzz command");
    if (doc.is_array() && doc.size() <= 8)
      for (const auto& c : doc) sequence.push_back(c);
    else
      sequence.push_back(doc);
  } catch (const UserError& e) {
    fuzz::refused(e);
    return 0;
  }
  for (const auto& state : states()) run(state, sequence);
  return 0;
}
