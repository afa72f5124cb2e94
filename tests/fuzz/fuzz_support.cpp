#include "fuzz_support.h"

#include <cstdio>
#include <cstdlib>

#include "dice_battle/dice_battle.h"
#include "games.h"
#include "report/html.h"
#include "report/markdown.h"
#include "report/providers.h"
#include "session/engine.h"

namespace umpire::fuzz {

const GameRegistry& registry() {
  static const GameRegistry games = [] {
    GameRegistry r;
    register_shipped_games(r);
    r.add(dice_battle::module());  // the reference engine: battles stored in a campaign file, decisions in cases
    return r;
  }();
  return games;
}

std::string text_of(const std::uint8_t* data, std::size_t size) {
  return std::string(reinterpret_cast<const char*>(data), size);
}

void read_state(const CampaignState& state) {
  (void)state_to_json(state).dump();
  if (!state.game) return;
  const GameModule* module = registry().find(state.core.game);
  if (module) (void)module->status(*state.game);
  const report::ReportProvider* provider = report::report_providers().find(state.core.game);
  if (!provider) return;
  (void)provider->period(state);
  for (const auto& [id, name] : provider->factions(state)) {
    if (!provider->not_ready(state, id).empty()) continue;
    report::Document doc = provider->report(state, id);
    (void)report::to_markdown(doc);
    (void)report::to_html(doc);
  }
}

void refused(const UserError& e) {
  static const bool verbose = std::getenv("UMPIRE_FUZZ_VERBOSE") != nullptr;
  if (verbose) std::fprintf(stderr, "refused: %s\n", e.what());
}

}  // namespace umpire::fuzz
