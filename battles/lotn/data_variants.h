// Lion of the North rule variants (data/lotn/rule_variants.json): each
// question the rulebook leaves open or words two ways, as a named setting of
// the kit (core/settings.h) with its default, the rule it bends and why. A
// battle stores the values it is fought with (variant_values), so that a
// replay reads the same rules; "data.mode" is how the battle treats values the
// rules text lacks (strict; provisional when the umpire opts in; trial, to try
// the program on a printed scenario before the lost values are entered).
#pragma once

#include <string>

#include <nlohmann/json_fwd.hpp>

#include "core/settings.h"
#include "lotn/data_lookup.h"

namespace umpire::lotn {

const SettingSchema& rule_variants();
// Every variant's default, as a settings object {"key": value, ...} to store with a battle.
nlohmann::json default_variant_values();
// A variant's value in a stored settings object (the default when it has none);
// std::logic_error for a key that is not a variant.
int rule_variant(const nlohmann::json& values, const std::string& key);
// The data mode a battle's stored variants choose: strict (0), provisional (1) or trial (2).
Mode data_mode(const nlohmann::json& values);

}  // namespace umpire::lotn
