#include "handoff/engine.h"

namespace umpire::battles {

BattleResult Tabletop::fight(const BattleSetup& setup, Dice&, Decisions&) const {
  throw UserError("battle " + setup.id + " is fought on the tabletop: print the briefings, then type its result in");
}

EngineRegistry::EngineRegistry() { add(std::make_shared<Tabletop>()); }

void EngineRegistry::add(std::shared_ptr<const Engine> engine) {
  for (auto& e : engines_)
    if (e->id() == engine->id()) {
      e = std::move(engine);
      return;
    }
  engines_.push_back(std::move(engine));
}

const Engine* EngineRegistry::find(const std::string& id) const {
  for (const auto& e : engines_)
    if (e->id() == id) return e.get();
  return nullptr;
}

std::vector<const Engine*> EngineRegistry::able(const BattleSetup& setup) const {
  std::vector<const Engine*> out;
  for (const auto& e : engines_)
    if (e->cannot_take(setup).empty()) out.push_back(e.get());
  return out;
}

}  // namespace umpire::battles
