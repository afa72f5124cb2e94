#include "ui/bourgogne/orders_logic.h"

#include <algorithm>

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

OrderField order_field(const ArgSpec& spec) {
  if (spec.type == ArgType::List && spec.item == ArgType::Id) {
    if (spec.kind == "unit") return spec.name == "losses" ? OrderField::Losses : OrderField::Units;
    if (spec.kind == "commander") return OrderField::Commanders;
    if (spec.kind == "zone") return OrderField::Path;
  }
  if (spec.name == "drop_off" && spec.type == ArgType::List) return OrderField::DropOff;
  if (spec.type == ArgType::Id && spec.kind == "zone") return spec.name == "from" ? OrderField::From : OrderField::Zone;
  return OrderField::Typed;
}

bool wants_path(const CommandDef& def) {
  return std::any_of(def.args.begin(), def.args.end(),
                     [](const ArgSpec& a) { return order_field(a) == OrderField::Path; });
}

bool orders_map_click(OrdersDraft& d, const CommandDef* def, const std::string& zone) {
  if (!d.picking || !def) return false;
  if (!wants_path(*def)) {
    // One zone: the stack's, or where a piece enters; another zone replaces it.
    if (d.from != zone) {
      d.from = zone;
      d.units.clear(), d.commanders.clear(), d.losses.clear();
    }
    return true;
  }
  if (d.from.empty()) {
    d.from = zone;
    d.units.clear(), d.commanders.clear(), d.losses.clear(), d.path.clear(), d.drop_off.clear();
  } else if (!d.path.empty() && d.path.back() == zone) {
    d.path.pop_back();
  } else if (!(d.path.empty() && zone == d.from)) {
    d.path.push_back(zone);
  }
  return true;
}

void toggle_order_loss(OrdersDraft& d, const std::string& unit) {
  auto it = std::find(d.losses.begin(), d.losses.end(), unit);
  if (it == d.losses.end())
    d.losses.push_back(unit);
  else
    d.losses.erase(it);
}

namespace {

Json order_typed_value(const ArgSpec& spec, const OrdersDraft& d) {
  if (spec.type == ArgType::Bool) {
    auto it = d.flags.find(spec.name);
    if (it != d.flags.end()) return it->second;
    return spec.fallback.is_null() ? Json(false) : spec.fallback;
  }
  auto it = d.texts.find(spec.name);
  if (it == d.texts.end() || it->second.empty()) return nullptr;
  if (spec.type == ArgType::Text || spec.type == ArgType::Id || spec.type == ArgType::Choice) return it->second;
  if (spec.type == ArgType::Integer) {
    Json parsed = Json::parse(it->second, nullptr, false);
    return parsed.is_number_integer() ? parsed : Json(it->second);
  }
  // Any other shape (drop-offs, pick-ups) is typed as JSON; what does not parse goes as text, for the check to name.
  Json parsed = Json::parse(it->second, nullptr, false);
  return parsed.is_discarded() ? Json(it->second) : parsed;
}

}  // namespace

Json order_command(const CommandDef& def, const OrdersDraft& d) {
  Json args = Json::object();
  const bool path = wants_path(def);
  for (const auto& spec : def.args) {
    Json v = nullptr;
    switch (order_field(spec)) {
      case OrderField::Units: v = Json(std::vector<std::string>(d.units.begin(), d.units.end())); break;
      case OrderField::Losses: v = Json(d.losses); break;
      case OrderField::Commanders: v = Json(std::vector<std::string>(d.commanders.begin(), d.commanders.end())); break;
      case OrderField::Path: v = Json(d.path); break;
      case OrderField::DropOff:
        // GdB 7.1: garrisons left on the way, in the path's order (a zone taken back off the path drops nothing).
        v = Json::array();
        for (const auto& z : d.path) {
          auto it = d.drop_off.find(z);
          if (it != d.drop_off.end() && !it->second.empty())
            v.push_back(Json{{"zone", z}, {"pieces", std::vector<std::string>(it->second.begin(), it->second.end())}});
        }
        break;
      case OrderField::From:
        if (!d.from.empty()) v = d.from;
        break;
      case OrderField::Zone:
        if (path && !d.path.empty())
          v = d.path.back();
        else if (!path && !d.from.empty())
          v = d.from;
        break;
      case OrderField::Typed: v = order_typed_value(spec, d); break;
    }
    if (v.is_null() || (!spec.required && v.is_array() && v.empty())) continue;
    args[spec.name] = std::move(v);
  }
  return Json{{"type", def.name}, {"args", std::move(args)}};
}

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
