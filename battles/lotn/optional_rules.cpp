#include "lotn/optional_rules.h"

#include "lotn/lines.h"

namespace umpire::lotn {

bool exploding_guns_in_play(const Battle& st) { return st.s->variant("optional.exploding_guns") == 1; }

int exploded_gun_drm(const Battle& st, int gun) {
  const UnitState& u = st.units[static_cast<std::size_t>(gun)];
  return u.exploded_gun ? -2 : 0;
}

bool dispersed_li(const Battle& st, int unit) { return li_formation(st, unit) == LiFormation::Dispersed; }
bool compact_li(const Battle& st, int unit) { return li_formation(st, unit) == LiFormation::Compact; }

bool li_fires_through_flanks(const Battle& st, int unit) {
  return is_light_infantry(st.s->units[static_cast<std::size_t>(unit)].arm) && !compact_li(st, unit);
}

bool li_shock_disruption_routs(const Battle& st, int unit) {
  if (!is_light_infantry(st.s->units[static_cast<std::size_t>(unit)].arm)) return false;
  switch (li_formation(st, unit)) {
    case LiFormation::Compact: return false;
    case LiFormation::Dispersed: return true;
    case LiFormation::None: break;
  }
  return current_sp(st, unit) == 1;
}

bool li_gives_position(const Battle& st, int unit) { return compact_li(st, unit); }

int dispersed_target_drm(const Battle& st, int unit) { return dispersed_li(st, unit) ? -2 : 0; }

bool acts_in_commanded_musket_phase(const Battle& st, int unit) {
  if (!is_light_infantry(st.s->units[static_cast<std::size_t>(unit)].arm)) return false;
  return li_formation(st, unit) != LiFormation::Compact;
}

// 10.34 holds the phase at Lützen; the Sequence of Play holds it at Breitenfeld under 10.35. A battle of neither
// scenario (a campaign's) holds it under 10.35 as Breitenfeld does: the rule is the formation's, not the field's.
bool commanded_musket_phase_held(const Battle& st) {
  if (st.s->scenario == "lutzen") return true;
  return st.s->variant("optional.advanced_li") != 0;
}

}  // namespace umpire::lotn
