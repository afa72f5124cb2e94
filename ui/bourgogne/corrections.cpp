#include "ui/bourgogne/corrections.h"

#include <cctype>

#include "bourgogne/forces.h"
#include "bourgogne/powers.h"

namespace umpire::bourgogneui {

namespace {

std::string correction_where(const bourgogne::State& s, bourgogne::Where where, const std::string& zone) {
  switch (where) {
    case bourgogne::Where::Map: return "in " + bourgogne::zone_name(s, zone);
    case bourgogne::Where::Pool: return "in the pool";
    case bourgogne::Where::Waiting: return "not yet in play";
    case bourgogne::Where::Removed: return "out of the game";
  }
  return "";
}

std::string correction_camp(std::optional<bourgogne::Camp> camp) { return camp ? bourgogne::camp_name(*camp) : "neutral"; }

void correction_add_units(const bourgogne::State& s, std::vector<std::pair<std::string, std::string>>& out) {
  for (const auto& u : s.units)
    out.emplace_back(u.id, bourgogne::describe(u) + " (" + correction_camp(bourgogne::camp_of(s, u)) +
                               "): " + correction_where(s, u.where, u.zone));
}

void correction_add_commanders(const bourgogne::State& s, std::vector<std::pair<std::string, std::string>>& out) {
  for (const auto& c : s.commanders)
    out.emplace_back(c.id, c.name + " (" + correction_camp(bourgogne::camp_of(s, c)) +
                               ", commander): " + correction_where(s, c.where, c.zone));
}

}  // namespace

const std::vector<CorrectionChoice>& correction_choices() {
  static const std::vector<CorrectionChoice> choices{
      {"bourgogne.place", "Put a counter in a zone, the pool or out of the game"},
      {"bourgogne.set_ss", "A unit's strength"},
      {"bourgogne.set_commander", "A commander's side or his stack's form"},
      {"bourgogne.set_control", "A zone's control marker"},
      {"bourgogne.set_vp", "A camp's VP"},
      {"bourgogne.set_pointer", "An ally's pointer on Table 4"},
      {"bourgogne.set_turn", "Where the game stands (turn, phase, step)"},
  };
  return choices;
}

std::vector<std::pair<std::string, std::string>> correction_options(const bourgogne::State& s, const CommandDef& def,
                                                                     const ArgSpec& spec) {
  std::vector<std::pair<std::string, std::string>> out;
  if (spec.name == "piece") {
    correction_add_commanders(s, out);
    correction_add_units(s, out);
  } else if (spec.name == "unit") {
    correction_add_units(s, out);
  } else if (spec.name == "commander") {
    correction_add_commanders(s, out);
  } else if (spec.name == "zone") {
    for (const auto& z : s.map->zones) out.emplace_back(z.id, bourgogne::zone_name(s, z.id));
    if (def.name == "bourgogne.place") {
      out.emplace_back("pool", "its camp's pool");
      out.emplace_back("removed", "out of the game");
    }
  } else if (spec.type == ArgType::Choice) {
    for (const auto& c : spec.choices) {
      std::string words = c.empty() ? "(unchanged)" : c;
      if (c == "burgundy" || c == "swiss")
        words = bourgogne::camp_name(c == "burgundy" ? bourgogne::Camp::Burgundy : bourgogne::Camp::Swiss);
      else if (!words.empty())
        words[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(words[0])));
      out.emplace_back(c, words);
    }
  }
  return out;
}

}  // namespace umpire::bourgogneui
