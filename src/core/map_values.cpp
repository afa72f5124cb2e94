// The values of a map document: ids from names, positions, attributes and
// their checks against the game's schema (map_doc.h).
#include <algorithm>
#include <cmath>
#include <set>

#include <nlohmann/json.hpp>

#include "core/map_doc.h"
#include "core/map_doc_detail.h"

namespace umpire {

namespace map_doc_detail {

std::string lower(std::string s) {
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return s;
}

std::string number_text(double v) {
  if (v == std::floor(v) && std::fabs(v) < 1e15) return std::to_string(static_cast<long long>(v));
  return std::to_string(v);
}

bool id_taken(const MapDoc& d, const std::string& id) {
  return d.graph.node_ix(id) != kNoNode || d.graph.group_ix(id) >= 0;
}

}  // namespace map_doc_detail

static const KindSpec* find_kind(const std::vector<KindSpec>& kinds, const std::string& id) {
  for (const auto& k : kinds)
    if (k.id == id) return &k;
  return nullptr;
}

const KindSpec* MapSchema::node_kind(const std::string& id) const { return find_kind(node_kinds, id); }
const KindSpec* MapSchema::edge_kind(const std::string& id) const { return find_kind(edge_kinds, id); }
const KindSpec* MapSchema::group_kind(const std::string& id) const { return find_kind(group_kinds, id); }
bool MapSchema::grouped(const std::string& node_kind) const {
  return !member_of.empty() &&
         std::find(ungrouped_kinds.begin(), ungrouped_kinds.end(), node_kind) == ungrouped_kinds.end();
}

namespace {

using map_doc_detail::id_taken;
using map_doc_detail::lower;
using map_doc_detail::number_text;

std::string choice_list(const AttrSpec& spec) {
  std::string out;
  for (const auto& c : spec.choices) out += (out.empty() ? "" : ", ") + c.label;
  return out;
}

const AttrChoice* find_choice(const AttrSpec& spec, const std::string& id) {
  for (const auto& c : spec.choices)
    if (c.id == id) return &c;
  return nullptr;
}

std::string what(const AttrSpec& spec) { return "the " + lower(spec.label); }

bool bounded(const AttrSpec& spec) { return spec.max > spec.min; }

EditError check_range(const AttrSpec& spec, double v) {
  if (bounded(spec) && (v < spec.min || v > spec.max))
    return what(spec) + " must be between " + number_text(spec.min) + " and " + number_text(spec.max) + ", not " +
           number_text(v);
  return std::nullopt;
}

EditError check_list(const MapSchema& schema, const MapDoc& d, const AttrSpec& spec, const Json& value) {
  if (!value.is_array()) return what(spec) + " is a list";
  std::set<std::string> seen;
  for (const auto& item : value) {
    if (!item.is_string()) return what(spec) + " lists ids";
    const std::string id = item.get<std::string>();
    if (!seen.insert(id).second) return what(spec) + ": \"" + id + "\" is named twice";
    if (spec.type == AttrType::Choices && !find_choice(spec, id))
      return "\"" + id + "\" is not one of: " + choice_list(spec);
    if (spec.type == AttrType::GroupRefs) {
      const std::int32_t g = d.graph.group_ix(id);
      if (g < 0 || d.graph.groups[static_cast<std::size_t>(g)].kind != spec.refs)
        return "there is no " + schema.group_noun + " \"" + id + "\"";
    }
  }
  if (spec.type == AttrType::Choices && spec.max > 0 &&
      (static_cast<double>(value.size()) < spec.min || static_cast<double>(value.size()) > spec.max)) {
    const std::string count = spec.min == spec.max ? number_text(spec.min)
                                                   : number_text(spec.min) + " to " + number_text(spec.max);
    return what(spec) + " names " + count + " of: " + choice_list(spec) + (spec.meaning.empty() ? "" : " (" + spec.meaning + ")");
  }
  return std::nullopt;
}

}  // namespace

std::string id_from_name(const std::string& name) {
  std::string out;
  bool gap = false;
  for (char ch : name) {
    char c = (ch >= 'A' && ch <= 'Z') ? static_cast<char>(ch - 'A' + 'a') : ch;
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
      if (gap && !out.empty()) out += '_';
      out += c;
      gap = false;
    } else {
      gap = true;
    }
  }
  return out;
}

std::string unique_id(const MapDoc& d, const std::string& name, const std::string& fallback, const std::string& except) {
  std::string base = id_from_name(name);
  if (base.empty()) base = fallback;
  auto free = [&](const std::string& id) { return id == except || !id_taken(d, id); };
  if (free(base)) return base;
  for (int n = 2;; ++n) {
    std::string id = base + "_" + std::to_string(n);
    if (free(id)) return id;
  }
}

std::vector<std::string> string_list(const Json& v) {
  std::vector<std::string> out;
  if (v.is_array())
    for (const auto& s : v)
      if (s.is_string()) out.push_back(s.get<std::string>());
  return out;
}

MapPoint node_pos(const GraphNode& n) {
  const Json& j = n.attributes.json();
  return {j.value("x", 0.0), j.value("y", 0.0)};
}

MapPoint group_label(const GraphGroup& g) {
  const Json& j = g.attributes.json();
  return {j.value("x", 0.0), j.value("y", 0.0)};
}

Json attribute(const GraphAttributes& a, const AttrSpec& spec) {
  const Json& j = a.json();
  auto it = j.find(spec.key);
  return it != j.end() ? *it : Json::parse(spec.default_json);
}

EditError check_value(const MapSchema& schema, const MapDoc& d, const AttrSpec& spec, const Json& value) {
  if (value.is_null()) return std::nullopt;  // absent: the default
  switch (spec.type) {
    case AttrType::Bool:
      if (!value.is_boolean()) return "\"" + spec.label + "\" is yes or no";
      return std::nullopt;
    case AttrType::Int:
      if (!value.is_number_integer()) return what(spec) + " is a whole number";
      return check_range(spec, value.get<double>());
    case AttrType::Number:
      if (!value.is_number() || !std::isfinite(value.get<double>())) return what(spec) + " is a number";
      return check_range(spec, value.get<double>());
    case AttrType::Text:
    case AttrType::LongText:
      if (!value.is_string()) return what(spec) + " is text";
      return std::nullopt;
    case AttrType::Choice: {
      if (!value.is_string()) return what(spec) + " is one of: " + choice_list(spec);
      const std::string id = value.get<std::string>();
      if (id.empty() && !spec.none_label.empty()) return std::nullopt;
      if (!find_choice(spec, id)) return "\"" + id + "\" is not one of: " + choice_list(spec);
      return std::nullopt;
    }
    case AttrType::Choices:
    case AttrType::GroupRefs:
      return check_list(schema, d, spec, value);
  }
  return std::nullopt;
}

}  // namespace umpire
