#include "ui/1631/action_logic.h"

#include "1631/forces.h"
#include "ui/1631/flammes_ui.h"

namespace umpire::flammesui {

using namespace flammes;

const std::vector<ActionChoice>& action_choices() {
  static const std::vector<ActionChoice> choices{
      {"1631.engage", "Engage"},
      {"1631.march", "March"},
      {"1631.forced_march", "Forced march"},
      {"1631.regroup", "Regroup"},
      {"1631.diplomacy", "Diplomacy"},
      {"1631.pass", "Pass"},
      // The reactions whose path and losses are clicked on the map (1631 §7.3, §7.9).
      {"1631.evade", "Evade (reaction)"},
      {"1631.pursuit", "Pursuit (the loser's evasion)"},
      {"1631.relocate", "Relocate (umpire's correction)"},
  };
  return choices;
}

ActionDraft first_action_draft() {
  ActionDraft d;
  d.command = "1631.pass";
  return d;
}

const formui::FormKinds& action_kinds() {
  static const formui::FormKinds kinds{"area", true, false, false};
  return kinds;
}

DraftField draft_field(const ArgSpec& spec) {
  switch (formui::form_field(spec, action_kinds())) {
    case formui::FormField::Units: return DraftField::Units;
    case formui::FormField::Losses: return DraftField::Losses;
    case formui::FormField::Commanders: return DraftField::Commanders;
    case formui::FormField::Path: return DraftField::Path;
    case formui::FormField::From: return DraftField::From;
    case formui::FormField::Place: return DraftField::Area;
    case formui::FormField::Piece: return DraftField::Piece;
    case formui::FormField::DropOff:  // not in 1631's kinds: typed
    case formui::FormField::Typed: break;
  }
  return DraftField::Typed;
}

bool action_map_click(FlammesUi& ui, const std::string& area) {
  return formui::form_map_click(ui.draft, true, area);
}

Json draft_command(const CommandDef& def, const ActionDraft& d) { return formui::form_command(def, d, action_kinds()); }

std::vector<ArmyPiece> army_pieces(const State& s, const std::string& area, std::optional<Side> side) {
  std::vector<ArmyPiece> out;
  for (const auto& u : s.units)
    if (u.on_map() && u.area == area && (!side || side_of(s, u) == side))
      out.push_back(ArmyPiece{u.id, describe(u) + (u.inside ? ", inside" : ""), false});
  for (const auto& c : s.commanders)
    if (!c.dead && c.area == area && (!side || side_of(s, c) == side))
      out.push_back(ArmyPiece{c.id, c.name + (c.fresh ? " (Fresh)" : " (Spent)") + (c.inside ? ", inside" : ""), true});
  return out;
}

}  // namespace umpire::flammesui
