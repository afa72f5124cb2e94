#include "ui/1631/action_logic.h"

#include <algorithm>

#include "1631/forces.h"

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

DraftField draft_field(const ArgSpec& spec) {
  if (spec.type == ArgType::List && spec.item == ArgType::Id) {
    if (spec.kind == "unit") return spec.name == "losses" ? DraftField::Losses : DraftField::Units;
    if (spec.kind == "commander") return DraftField::Commanders;
    if (spec.kind == "area") return DraftField::Path;
  }
  if (spec.type == ArgType::Id) {
    if (spec.kind == "area") return spec.name == "from" ? DraftField::From : DraftField::Area;
    if (spec.kind == "unit" || spec.kind == "commander") return DraftField::Piece;
  }
  return DraftField::Typed;
}

bool action_map_click(FlammesUi& ui, const std::string& area) {
  ActionDraft& d = ui.draft;
  if (!d.picking) return false;
  if (d.from.empty()) {
    d.from = area;
    d.units.clear();
    d.commanders.clear();
    d.piece.clear();
    d.losses.clear();
  } else if (!d.path.empty() && d.path.back() == area) {
    d.path.pop_back();
  } else if (d.path.empty() && area == d.from) {
    return true;  // the army's own area again: nothing to add
  } else {
    d.path.push_back(area);
  }
  return true;
}

void toggle_loss(ActionDraft& d, const std::string& unit) {
  auto it = std::find(d.losses.begin(), d.losses.end(), unit);
  if (it == d.losses.end())
    d.losses.push_back(unit);
  else
    d.losses.erase(it);
}

namespace {

Json typed_value(const ArgSpec& spec, const ActionDraft& d) {
  switch (spec.type) {
    case ArgType::Bool: {
      auto it = d.flags.find(spec.name);
      if (it != d.flags.end()) return it->second;
      return spec.fallback.is_null() ? Json(false) : spec.fallback;
    }
    case ArgType::Integer: {
      auto it = d.numbers.find(spec.name);
      if (it != d.numbers.end()) return it->second;
      return spec.fallback.is_null() ? Json(nullptr) : spec.fallback;
    }
    default: break;
  }
  auto it = d.texts.find(spec.name);
  if (it == d.texts.end() || it->second.empty()) return nullptr;
  if (spec.type == ArgType::Text || spec.type == ArgType::Id || spec.type == ArgType::Choice) return it->second;
  // Any other shape is typed as JSON; what does not parse is passed as text, for validate to name.
  Json parsed = Json::parse(it->second, nullptr, false);
  return parsed.is_discarded() ? Json(it->second) : parsed;
}

}  // namespace

Json draft_command(const CommandDef& def, const ActionDraft& d) {
  Json args = Json::object();
  for (const auto& spec : def.args) {
    Json v = nullptr;
    switch (draft_field(spec)) {
      case DraftField::Units: v = Json(std::vector<std::string>(d.units.begin(), d.units.end())); break;
      case DraftField::Losses: v = Json(d.losses); break;
      case DraftField::Commanders: v = Json(std::vector<std::string>(d.commanders.begin(), d.commanders.end())); break;
      case DraftField::Path: v = Json(d.path); break;
      case DraftField::From:
        if (!d.from.empty()) v = d.from;
        break;
      case DraftField::Area:
        if (!d.path.empty()) v = d.path.back();
        break;
      case DraftField::Piece:
        if (!d.piece.empty()) v = d.piece;
        break;
      case DraftField::Typed: v = typed_value(spec, d); break;
    }
    // An optional list left empty is left out, as is any optional value not given.
    if (v.is_null() || (!spec.required && v.is_array() && v.empty())) continue;
    args[spec.name] = std::move(v);
  }
  return Json{{"type", def.name}, {"args", std::move(args)}};
}

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
