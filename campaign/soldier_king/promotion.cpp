#include "soldier_king/promotion.h"

namespace umpire::sk {

Json to_json(const PromotionState&) { return Json::object(); }
PromotionState promotion_state_from_json(const JsonCursor&) { return PromotionState{}; }

void promotion_season_begins(SkState&, std::vector<Event>&) {}
void promotion_turn_begins(SkState&) {}

std::vector<CommandDef> promotion_commands() { return {}; }

}  // namespace umpire::sk
