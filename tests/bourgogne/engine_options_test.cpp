// The campaign's settings reach the battle engine as its set-up's options
// (GdB 9.5): every value a setting may take, as the campaign writes it, is one
// the engine "bourgogne-battle" takes.
#include <doctest/doctest.h>

#include "bourgogne/settings.h"
#include "bourgogne/tactical_engine.h"

TEST_CASE("every value of every setting is an option the Bourgogne battle engine takes") {
  auto engine = umpire::bourgogne_battle::module();
  int tried = 0;
  for (const auto& d : umpire::bourgogne::setting_defs()) {
    for (int v = d.min; v <= d.max; ++v) {
      umpire::CampaignState cs;
      cs.core.settings = umpire::Json{{d.key, v}};
      umpire::battles::BattleSetup setup = umpire::bourgogne_battle::sample_setup();
      setup.situation["options"] = umpire::bourgogne::battle_options(cs);
      auto why = engine->cannot_take(setup);
      CAPTURE(d.key);
      CAPTURE(v);
      CHECK_MESSAGE(why.empty(), (why.empty() ? "" : why.front().text));
      ++tried;
    }
  }
  CHECK(tried > 40);
}
