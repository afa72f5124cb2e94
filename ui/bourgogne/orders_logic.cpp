#include "ui/bourgogne/orders_logic.h"

#include "bourgogne/forces.h"
#include "bourgogne/reinforcements.h"

namespace umpire::bourgogneui {

using bourgogne::Camp;
using bourgogne::State;

const std::vector<OrderChoice>& order_choices() {
  static const std::vector<OrderChoice> choices{
      {"bourgogne.move", "Move (GdB 7.1)"},
      {"bourgogne.reposition", "Reposition the commanders (GdB 7.1)"},
      {"bourgogne.reinforce", "Reinforcement enters (GdB 10.1)"},
      {"bourgogne.replace", "Replacement from the pool (GdB 10.2)"},
      {"bourgogne.recall", "Recall a commander (GdB 10)"},
      {"bourgogne.fatigue", "Fatigue roll (GdB 8)"},
  };
  return choices;
}

OrdersDraft first_orders_draft() {
  OrdersDraft d;
  d.command = "bourgogne.move";
  return d;
}

const formui::FormKinds& order_kinds() {
  static const formui::FormKinds kinds{"zone", false, true, true};
  return kinds;
}

OrderField order_field(const ArgSpec& spec) {
  switch (formui::form_field(spec, order_kinds())) {
    case formui::FormField::Units: return OrderField::Units;
    case formui::FormField::Losses: return OrderField::Losses;
    case formui::FormField::Commanders: return OrderField::Commanders;
    case formui::FormField::Path: return OrderField::Path;
    case formui::FormField::DropOff: return OrderField::DropOff;
    case formui::FormField::From: return OrderField::From;
    case formui::FormField::Place: return OrderField::Zone;
    case formui::FormField::Piece:  // not in Bourgogne's kinds: chosen in the window
    case formui::FormField::Typed: break;
  }
  return OrderField::Typed;
}

bool wants_path(const CommandDef& def) { return formui::takes_path(def, order_kinds()); }

bool orders_map_click(OrdersDraft& d, const CommandDef* def, const std::string& zone) {
  if (!def) return false;
  return formui::form_map_click(d, formui::clicks_make_path(def, order_kinds()), zone);
}

Json order_command(const CommandDef& def, const OrdersDraft& d) { return formui::form_command(def, d, order_kinds()); }

std::vector<StackPiece> stack_pieces(const State& s, const std::string& zone, std::optional<Camp> camp) {
  std::vector<StackPiece> out;
  for (const auto& c : s.commanders)
    if (c.on_map() && c.zone == zone && (!camp || bourgogne::camp_of(s, c) == camp))
      out.push_back(StackPiece{c.id, c.name + (c.on_top ? " (on top)" : " (at the bottom)"), true});
  for (const auto& u : s.units)
    if (u.on_map() && u.zone == zone && (!camp || bourgogne::camp_of(s, u) == camp))
      out.push_back(StackPiece{u.id, bourgogne::describe(u) + (u.moved ? ", moved" : ""), false});
  return out;
}

std::vector<std::pair<std::string, std::string>> order_options(const State& s, const ArgSpec& spec, Camp camp) {
  std::vector<std::pair<std::string, std::string>> out;
  if (spec.name == "group") {
    for (const auto* r : bourgogne::reinforcements_due(s, camp)) {
      std::string zones;
      for (const auto& z : bourgogne::group_zones(s, *r))
        zones += (zones.empty() ? "" : ", ") + bourgogne::zone_name(s, z);
      out.emplace_back(r->id, r->name + (zones.empty() ? "" : " - enters in " + zones));
    }
  } else if (spec.type == ArgType::Id && spec.kind == "unit") {
    for (const auto& u : s.units)
      if (u.where == bourgogne::Where::Pool && bourgogne::camp_of(s, u) == camp)
        out.emplace_back(u.id, u.name + " (" + std::to_string(u.rp_full) + " RP full, " + std::to_string(u.rp_reduced) +
                                   " RP reduced)");
  } else if (spec.type == ArgType::Id && spec.kind == "commander") {
    for (const auto& c : s.commanders)
      if (c.where == bourgogne::Where::Pool && bourgogne::camp_of(s, c) == camp) out.emplace_back(c.id, c.name);
  }
  return out;
}

}  // namespace umpire::bourgogneui
