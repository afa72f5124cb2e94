#include "lotn/trial_ratings.h"

#include <nlohmann/json.hpp>

#include "core/json_read.h"
#include "lotn/data_embedded.h"

namespace umpire::lotn {

namespace {


std::vector<TrialRatings> trial_read_sets() {
  const auto& f = data::reconstructions_file();
  Json doc = parse_json(f.text(), f.path);
  std::vector<TrialRatings> out;
  JsonCursor root(doc, f.path);
  auto section = root.optional("trial_ratings");
  if (!section) return out;
  section->only_keys({"source", "counters"});
  for (const auto& e : (*section)["counters"].items()) {
    e.only_keys({"type", "side", "values"});
    TrialRatings t;
    t.type = e["type"].as_nonempty_string();
    t.side = e.optional_string("side");
    for (const auto& field : e["values"].keys()) {
      JsonCursor v = e["values"][field];
      v.only_keys({"value", "source"});
      Cell cell;
      cell.value = data_value_text(v["value"]);
      cell.source = v["source"].as_nonempty_string();
      if (provenance_of(cell.source) != Provenance::Placeholder)
        v["source"].fail("a trial rating is a reconstruction: \"reconstructed: ...\"");
      cell.provenance = Provenance::Placeholder;
      t.values[field] = std::move(cell);
    }
    out.push_back(std::move(t));
  }
  return out;
}

}  // namespace

const std::vector<TrialRatings>& trial_rating_sets() {
  static const std::vector<TrialRatings> sets = trial_read_sets();
  return sets;
}

std::vector<std::string> trial_types(const CounterDef& d) {
  if (!d.leader) return {d.type};
  if (d.overall_commander) return {"commander", "leader"};
  return {"leader"};
}

std::optional<Cell> trial_rating(const CounterDef& d, const std::string& field) {
  const auto& sets = trial_rating_sets();
  for (const auto& type : trial_types(d))
    for (const std::string& side : {d.side, std::string()})
      for (const auto& t : sets) {
        if (t.type != type || t.side != side) continue;
        auto it = t.values.find(field);
        if (it != t.values.end()) return it->second;
      }
  return std::nullopt;
}

}  // namespace umpire::lotn
