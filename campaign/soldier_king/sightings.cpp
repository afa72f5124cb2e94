#include "soldier_king/sightings.h"

namespace umpire::sk {

Json to_json(const Sightings& s) {
  Json out = Json::object();
  for (const auto& [box, seen] : s) out[box] = Json{{"date", to_json(seen.date)}, {"report", to_json(seen.report)}};
  return out;
}

Sightings sightings_from_json(const JsonCursor& c) {
  Sightings out;
  for (const auto& box : c.keys()) {
    const JsonCursor e = c[box];
    e.only_keys({"date", "report"});
    LastSighting seen{game_date_from_json(e["date"]), box_intel_from_json(e["report"])};
    if (seen.report.box != box) e["report"]["box"].fail("the report is for another box than its key");
    out.emplace(box, std::move(seen));
  }
  return out;
}

Sightings last_sightings(const SkState& s, const std::string& faction) {
  auto it = s.sightings.find(faction);
  if (it == s.sightings.end()) return {};
  return sightings_from_json(JsonCursor(it->second.get(), "remembered sightings of " + faction));
}

Sightings sightings_after(Sightings memory, const PlayerPicture& picture) {
  for (const auto& b : picture.boxes) {
    if (b.troops)
      memory[b.box] = LastSighting{picture.date, b};
    else
      memory.erase(b.box);
  }
  return memory;
}

void remember_sightings(SkState& s, const PlayerPicture& issued) {
  Sightings after = sightings_after(last_sightings(s, issued.faction), issued);
  if (after.empty() && !s.sightings.count(issued.faction)) return;
  s.sightings[issued.faction] = to_json(after);
}

PlayerPicture issue_picture(SkState& s, const std::string& faction, Dice& dice) {
  PlayerPicture p = make_picture(s, faction, dice);
  remember_sightings(s, p);
  s.pictures[faction] = picture_json(p);
  return p;
}

}  // namespace umpire::sk
