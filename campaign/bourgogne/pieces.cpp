#include "bourgogne/pieces.h"

#include "bourgogne/forces.h"

namespace umpire::bourgogne {

std::vector<PieceKind> piece_kinds() { return {{"unit", "units"}, {"commander", "commanders"}, {"zone", "zones"}}; }

namespace {
void set_owner(PieceRow& row, std::optional<Camp> camp) {
  if (camp) row.faction_id = to_string(*camp), row.faction = camp_name(*camp);
  else row.faction = "neutral";
}

std::string elsewhere(const State& s, Where w, const std::string& arrival) {
  switch (w) {
    case Where::Pool: return "in the pool";
    case Where::Removed: return "out of the game";
    case Where::Waiting: {
      const Reinforcement* r = s.scenario->reinforcement(arrival);
      if (!r) return "not yet in play";
      if (r->turn > 0) return "arrives on turn " + std::to_string(r->turn) + " (" + r->name + ")";
      return "to come: " + r->name;
    }
    case Where::Map: break;
  }
  return "";
}
}  // namespace

std::vector<PieceRow> pieces(const State& s, const std::string& kind) {
  std::vector<PieceRow> out;
  if (kind == "unit") {
    for (const auto& u : s.units) {
      PieceRow row{u.id, u.name};
      set_owner(row, camp_of(s, u));
      if (u.on_map()) {
        row.place_id = u.zone, row.place = zone_name(s, u.zone);
        row.detail = std::string(type_name(u.type)) + ", " +
                     (u.type == UnitType::Ca ? "CF " + std::to_string(u.cf())
                                             : std::string(u.full() ? "full" : "reduced") + ", CF " + std::to_string(u.cf()));
      } else {
        row.detail = elsewhere(s, u.where, u.arrival);
      }
      out.push_back(std::move(row));
    }
  } else if (kind == "commander") {
    for (const auto& c : s.commanders) {
      PieceRow row{c.id, c.name};
      set_owner(row, camp_of(s, c));
      if (c.on_map()) {
        row.place_id = c.zone, row.place = zone_name(s, c.zone);
        row.detail = std::string(c.is_historical ? "historical" : "anonymous") + ", " +
                     std::to_string(c.now().rank) + " stars, TC " + std::to_string(c.now().tc) + ", " +
                     (c.on_top ? "leads an army" : "with a garrison");
      } else {
        row.detail = elsewhere(s, c.where, c.arrival);
      }
      out.push_back(std::move(row));
    }
  } else if (kind == "zone") {
    for (const auto& z : s.map->zones) {
      PieceRow row{z.id, zone_name(s, z.id)};
      Control c = control(s, z.id);
      if (c.status == ZoneStatus::Controlled) set_owner(row, c.camp);
      else row.faction = c.status == ZoneStatus::Disputed ? "disputed" : c.status == ZoneStatus::Neutral ? "neutral" : "";
      row.detail = std::string(z.terrain == Terrain::Mountain ? "mountain, " : "") + "FV " + std::to_string(z.fv) +
                   (z.objective() ? ", objective " + std::to_string(z.vp) + " VP" : "") +
                   (z.territory ? std::string(", ") + power_name(*z.territory) : "");
      out.push_back(std::move(row));
    }
  }
  return out;
}

}  // namespace umpire::bourgogne
