#include "bourgogne/umpire_commands.h"

#include "bourgogne/combat.h"
#include "bourgogne/forces.h"
#include "bourgogne/turn.h"

namespace umpire::bourgogne {

namespace {

using Reasons = std::vector<Reason>;
Reasons need_reason(const std::string& reason) {
  if (reason.empty()) return {{"", "an umpire's correction records its reason"}};
  return {};
}

Outcome corrected(const CampaignState& cs, State s, const std::string& text, const std::string& reason) {
  return {with_state(cs, std::move(s)), {{"Umpire " + text + ": " + reason, ""}}};
}

// ---- bourgogne.place: a unit or commander into a zone, the pool, or out of the game

struct PlaceArgs {
  std::string piece, zone, reason;
};

Reasons check_place(const CampaignState& cs, const PlaceArgs& a) {
  const State& s = state_of(cs);
  if (auto r = need_reason(a.reason); !r.empty()) return r;
  if (!s.unit(a.piece) && !s.commander(a.piece)) return {{"", "there is no unit or commander \"" + a.piece + "\""}};
  if (a.zone != "pool" && a.zone != "removed" && !s.map->zone(a.zone))
    return {{"", "there is no zone \"" + a.zone + "\" (a zone's number, \"pool\" or \"removed\")"}};
  return {};
}

Outcome place(const CampaignState& cs, const PlaceArgs& a, Dice&) {
  State s = state_of(cs);
  std::string where = a.zone == "pool"      ? "in the pool"
                      : a.zone == "removed" ? "out of the game"
                                            : "in " + zone_name(s, a.zone);
  std::string name;
  if (s.unit(a.piece)) {
    Unit& u = s.unit_mut(a.piece);
    if (a.zone == "pool") {
      to_pool(u);
    } else if (a.zone == "removed") {
      to_pool(u);
      u.where = Where::Removed;
    } else {
      if (u.where != Where::Map) u.ss = u.type == UnitType::Ca ? 1 : 2;  // from the pool or the turn track: full
      u.where = Where::Map, u.zone = a.zone, u.arrival.clear();
    }
    name = u.name;
  } else {
    Commander& c = s.commander_mut(a.piece);
    if (a.zone == "pool" || a.zone == "removed") {
      to_pool(c);
      if (a.zone == "removed") c.where = Where::Removed;
    } else {
      // He joins his camp's stack there in its form (GdB 7.1).
      Stack st = stack_of(s, a.zone, camp_of(s, c).value_or(Camp::Burgundy));
      c.on_top = st.commanders.empty() ? true : st.army();
      c.where = Where::Map, c.zone = a.zone, c.arrival.clear();
    }
    name = c.name;
  }
  return corrected(cs, std::move(s), "puts " + name + " " + where, a.reason);
}

// ---- bourgogne.set_ss

struct SsArgs {
  std::string unit, reason;
  int ss = 2;
};

Outcome set_ss(const CampaignState& cs, const SsArgs& a, Dice&) {
  State s = state_of(cs);
  Unit& u = s.unit_mut(a.unit);
  if (a.ss == 0) {
    to_pool(u);
    return corrected(cs, std::move(s), "eliminates " + u.name + " (to the pool)", a.reason);
  }
  u.ss = a.ss;
  return corrected(cs, std::move(s), "makes " + u.name + (a.ss == 2 ? " full" : " reduced"), a.reason);
}

// ---- bourgogne.set_control: an objective's control marker

struct ControlArgs {
  std::string zone, camp, reason;
};

Outcome set_control(const CampaignState& cs, const ControlArgs& a, Dice&) {
  State s = state_of(cs);
  ZoneState& z = s.zone_mut(a.zone);
  z.marker = camp_from(a.camp);
  std::string text = z.marker ? std::string("puts a ") + camp_name(*z.marker) + " control marker on "
                              : std::string("takes the control marker off ");
  return corrected(cs, std::move(s), text + zone_name(s, a.zone), a.reason);
}

// ---- bourgogne.set_vp

struct VpArgs {
  std::string camp, reason;
  int vp = 0;
};

Outcome set_vp(const CampaignState& cs, const VpArgs& a, Dice&) {
  State s = state_of(cs);
  Camp c = *camp_from(a.camp);
  s.tracks.vp[c] = a.vp;
  return corrected(cs, std::move(s), std::string("sets the ") + camp_name(c) + "' VP at " + std::to_string(a.vp),
                   a.reason);
}

// ---- bourgogne.set_pointer: an ally's square on Table 4

struct PointerArgs {
  std::string power, reason;
  int square = 0;
  bool off = false;
};

Outcome set_pointer(const CampaignState& cs, const PointerArgs& a, Dice&) {
  State s = state_of(cs);
  Power p = *power_from(a.power);
  std::string text;
  if (a.off) {
    s.tracks.pointers.erase(p);
    text = std::string("takes ") + power_name(p) + " off Table 4";
  } else {
    s.tracks.pointers[p] = a.square;
    text = std::string("puts ") + power_name(p) + "'s pointer " + std::to_string(a.square) + " squares from neutral";
  }
  return corrected(cs, std::move(s), text, a.reason);
}

// ---- bourgogne.set_commander: his side and his place in the stack

struct CommanderArgs {
  std::string commander, side, form, reason;
};

Outcome set_commander(const CampaignState& cs, const CommanderArgs& a, Dice&) {
  State s = state_of(cs);
  Commander& c = s.commander_mut(a.commander);
  std::string text;
  if (!a.side.empty()) {
    c.is_historical = a.side == "historical";
    text = "turns " + c.name + " to his " + a.side + " side";
  }
  if (!a.form.empty() && c.on_map()) {
    // GdB 7.1: one stack a camp in a zone, so every commander of it moves.
    bool top = a.form == "army";
    Camp camp = camp_of(s, c).value_or(Camp::Burgundy);
    for (auto& m : s.commanders)
      if (m.on_map() && m.zone == c.zone && camp_of(s, m) == camp) m.on_top = top;
    text += std::string(text.empty() ? "" : ", and ") + "makes the stack in " + zone_name(s, c.zone) + " " +
            (top ? "an army" : "a garrison");
  }
  return corrected(cs, std::move(s), text, a.reason);
}

// ---- bourgogne.set_turn

struct TurnArgs {
  int turn = 1;
  std::string phase, step, reason;
};

Outcome set_turn(const CampaignState& cs, const TurnArgs& a, Dice&) {
  State s = state_of(cs);
  Json p = a.phase, st = a.step;
  s.tracks.turn = a.turn;
  static constexpr const char* kPhaseIds[] = {"burgundian", "swiss", "communal", "over"};
  static constexpr const char* kStepIds[] = {"reinforcements", "movement",  "fatigue", "battles",
                                             "sieges",         "diplomacy", "record",  "end"};
  s.tracks.phase = JsonCursor(p, "phase").as_enum_of<Phase>(kPhaseIds);
  s.tracks.step = JsonCursor(st, "step").as_enum_of<Step>(kStepIds);
  Outcome out = corrected(cs, s, "sets the game at " + describe_position(s), a.reason);
  // The battle and siege steps open their combats on entering (GdB 9), as when the sequence reaches them.
  if (s.tracks.step == Step::Battles || s.tracks.step == Step::Sieges) {
    open_combats(cs, s, s.tracks.step, out.events);
    out.state = with_state(cs, std::move(s));
  }
  return out;
}

Reasons check_ids(const CampaignState& cs, const std::string& reason, const std::string& unit, const std::string& zone,
                  const std::string& commander) {
  const State& s = state_of(cs);
  if (auto r = need_reason(reason); !r.empty()) return r;
  if (!unit.empty() && !s.unit(unit)) return {{"", "there is no unit \"" + unit + "\""}};
  if (!zone.empty() && !s.map->zone(zone)) return {{"", "there is no zone \"" + zone + "\""}};
  if (!commander.empty() && !s.commander(commander)) return {{"", "there is no commander \"" + commander + "\""}};
  return {};
}

}  // namespace

std::vector<CommandDef> umpire_commands() {
  auto reason = [] { return arg::text("reason", "why, recorded with the event").eg("the umpire's ruling"); };
  return {
      define<PlaceArgs>(
          {.name = "bourgogne.place",
           .summary = "Umpire's correction: put a unit or commander in a zone, the pool, or out of the game",
           .flags = kUmpireRuling,
           .args = ArgsOf<PlaceArgs>()
                       .field(&PlaceArgs::piece, arg::id("piece", "unit", "the unit or commander").eg("swi_pi_1"))
                       .field(&PlaceArgs::zone, arg::text("zone", "a zone's number, \"pool\" or \"removed\"").eg("19"))
                       .field(&PlaceArgs::reason, reason()),
           .check = check_place,
           .apply = place}),
      define<SsArgs>({.name = "bourgogne.set_ss",
                      .summary = "Umpire's correction: a unit's strength (2 full, 1 reduced, 0 to the pool)",
                      .flags = kUmpireRuling,
                      .args = ArgsOf<SsArgs>()
                                  .field(&SsArgs::unit, arg::id("unit", "unit", "the unit").eg("swi_pi_1"))
                                  .field(&SsArgs::ss, arg::integer("ss", 0, 2, "2 full, 1 reduced, 0 eliminated").eg(1))
                                  .field(&SsArgs::reason, reason()),
                      .check = [](const CampaignState& cs, const SsArgs& a) -> Reasons {
                        if (auto r = check_ids(cs, a.reason, a.unit, "", ""); !r.empty()) return r;
                        const Unit* u = state_of(cs).unit(a.unit);
                        if (u->type == UnitType::Ca && a.ss == 2) return {{"GdB 3", "a cannon has 1 SS only"}};
                        return {};
                      },
                      .apply = set_ss}),
      define<ControlArgs>(
          {.name = "bourgogne.set_control",
           .summary = "Umpire's correction: an objective zone's control marker (or none)",
           .flags = kUmpireRuling,
           .args = ArgsOf<ControlArgs>()
                       .field(&ControlArgs::zone, arg::id("zone", "zone", "the zone").eg("37"))
                       .field(&ControlArgs::camp,
                              arg::choice("camp", {"burgundy", "swiss", "none"}, "whose marker").eg("swiss"))
                       .field(&ControlArgs::reason, reason()),
           .check = [](const CampaignState& cs, const ControlArgs& a) -> Reasons {
             if (auto r = check_ids(cs, a.reason, "", a.zone, ""); !r.empty()) return r;
             if (!state_of(cs).map->at(a.zone).objective() && a.camp != "none")
               return {{"GdB 6.1", "only an objective zone carries a control marker"}};
             return {};
           },
           .apply = set_control}),
      define<VpArgs>(
          {.name = "bourgogne.set_vp",
           .summary = "Umpire's correction: a camp's VP",
           .flags = kUmpireRuling,
           .args = ArgsOf<VpArgs>()
                       .field(&VpArgs::camp, arg::choice("camp", {"burgundy", "swiss"}, "the camp").eg("swiss"))
                       .field(&VpArgs::vp, arg::integer("vp", -999, 999, "the VP").eg(4))
                       .field(&VpArgs::reason, reason()),
           .check = [](const CampaignState& cs, const VpArgs& a) { return check_ids(cs, a.reason, "", "", ""); },
           .apply = set_vp}),
      define<PointerArgs>(
          {.name = "bourgogne.set_pointer",
           .summary = "Umpire's correction: an ally's pointer on Table 4, in squares from neutral (0: neutral)",
           .flags = kUmpireRuling,
           .args = ArgsOf<PointerArgs>()
                       .field(&PointerArgs::power,
                              arg::choice("power", {"italy", "savoy", "lorraine", "germany"}, "the ally").eg("savoy"))
                       .field(&PointerArgs::square, arg::integer("square", 0, 20, "squares from neutral").or_else(0))
                       .field(&PointerArgs::off, arg::flag("off", "take it off the table").or_else(false))
                       .field(&PointerArgs::reason, reason()),
           .check = [](const CampaignState& cs, const PointerArgs& a) -> Reasons {
             if (auto r = check_ids(cs, a.reason, "", "", ""); !r.empty()) return r;
             const State& s = state_of(cs);
             if (a.square > s.scenario->constant_squares + s.scenario->doubt_squares)
               return {{"GdB 11", "Table 4 has " +
                                      std::to_string(s.scenario->constant_squares + s.scenario->doubt_squares) +
                                      " squares on each side of neutral"}};
             return {};
           },
           .apply = set_pointer}),
      define<CommanderArgs>(
          {.name = "bourgogne.set_commander",
           .summary = "Umpire's correction: a commander's side (historical or anonymous) or his stack's form",
           .flags = kUmpireRuling,
           .args = ArgsOf<CommanderArgs>()
                       .field(&CommanderArgs::commander, arg::id("commander", "commander", "the commander").eg("rene"))
                       .field(&CommanderArgs::side,
                              arg::choice("side", {"historical", "anonymous", ""}, "his side").or_else(std::string()))
                       .field(&CommanderArgs::form, arg::choice("form", {"army", "garrison", ""},
                                                                "his stack: army (commanders on top) or "
                                                                "garrison (at the bottom)")
                                                        .or_else(std::string()))
                       .field(&CommanderArgs::reason, reason()),
           .check = [](const CampaignState& cs, const CommanderArgs& a) -> Reasons {
             if (auto r = check_ids(cs, a.reason, "", "", a.commander); !r.empty()) return r;
             if (a.side.empty() && a.form.empty()) return {{"", "say his side, his stack's form, or both"}};
             return {};
           },
           .apply = set_commander}),
      define<TurnArgs>(
          {.name = "bourgogne.set_turn",
           .summary = "Umpire's correction: where the game stands (turn, phase, step)",
           .flags = kUmpireRuling,
           .args =
               ArgsOf<TurnArgs>()
                   .field(&TurnArgs::turn, arg::integer("turn", 1, 12, "the turn").eg(9))
                   .field(
                       &TurnArgs::phase,
                       arg::choice("phase", {"burgundian", "swiss", "communal", "over"}, "the phase").eg("burgundian"))
                   .field(&TurnArgs::step, arg::choice("step",
                                                       {"reinforcements", "movement", "fatigue", "battles", "sieges",
                                                        "diplomacy", "record", "end"},
                                                       "the step")
                                               .eg("movement"))
                   .field(&TurnArgs::reason, reason()),
           .check = [](const CampaignState& cs, const TurnArgs& a) { return check_ids(cs, a.reason, "", "", ""); },
           .apply = set_turn}),
  };
}

}  // namespace umpire::bourgogne
