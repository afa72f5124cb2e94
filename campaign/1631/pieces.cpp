#include "1631/pieces.h"

#include "1631/forces.h"

namespace umpire::flammes {

std::vector<PieceKind> piece_kinds() { return {{"unit", "units"}, {"commander", "commanders"}, {"area", "areas"}}; }

namespace {
void set_owner(PieceRow& row, std::optional<Side> side) {
  if (side) row.faction_id = to_string(*side), row.faction = words(*side);
  else row.faction = "neutral";
}
}  // namespace

std::vector<PieceRow> pieces(const State& s, const std::string& kind) {
  std::vector<PieceRow> out;
  if (kind == "unit") {
    for (const auto& u : s.units) {
      PieceRow row{u.id, u.name};
      set_owner(row, side_of(s, u));
      if (u.on_map()) {
        row.place_id = u.area, row.place = s.map->at(u.area).name;
        row.detail = std::string(u.fresh() ? "Fresh" : "Spent") + (u.inside ? ", inside the city" : "");
      } else if (u.where == Where::Track) {
        row.detail = "arrives at supply box S" + std::to_string(u.box);
      } else {
        row.detail = "in the recruit pool";
      }
      out.push_back(std::move(row));
    }
  } else if (kind == "commander") {
    for (const auto& c : s.commanders) {
      PieceRow row{c.id, c.name};
      set_owner(row, side_of(s, c));
      if (!c.dead) row.place_id = c.area, row.place = s.map->at(c.area).name;
      row.detail = c.dead ? "dead" : std::string(c.fresh ? "Fresh" : "Spent") + ", skill " + std::to_string(c.skill());
      out.push_back(std::move(row));
    }
  } else if (kind == "area") {
    for (const auto& a : s.map->areas) {
      PieceRow row{a.id, a.name};
      if (auto o = owner(s, a.id)) set_owner(row, o);
      const Region* r = s.map->region(a.region);
      row.detail = std::string(words(a.kind)) + (r ? ", " + r->name : "");
      if (a.has_city()) row.detail += ", " + std::to_string(city_vp(s, a.id)) + " VP, " + std::to_string(city_sp(s, a.id)) + " SP";
      out.push_back(std::move(row));
    }
  }
  return out;
}

}  // namespace umpire::flammes
