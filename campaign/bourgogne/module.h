// Les Guerres de Bourgogne as a game of the program (GameModule): its commands,
// settings, players (the two camps), next steps, pieces and battles.
#pragma once

#include <memory>

#include "core/game.h"

namespace umpire::bourgogne {

std::shared_ptr<const GameModule> module();

}  // namespace umpire::bourgogne
