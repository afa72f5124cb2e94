#include "bourgogne/forces.h"

#include <algorithm>

namespace umpire::bourgogne {

bool Stack::army() const {
  return std::any_of(commanders.begin(), commanders.end(), [](const Commander* c) { return c->on_top; });
}

int Stack::ss() const {
  int n = 0;
  for (const Unit* u : units) n += u->ss;
  return n;
}

const Commander* Stack::leader() const {
  const Commander* best = nullptr;
  for (const Commander* c : commanders)
    if (!best || c->now().rank > best->now().rank) best = c;
  return best;
}

Stack stack_of(const State& s, const std::string& zone, Camp camp) {
  Stack st;
  st.camp = camp, st.zone = zone;
  for (const auto& u : s.units)
    if (u.on_map() && u.zone == zone && camp_of(s, u) == camp) st.units.push_back(&u);
  for (const auto& c : s.commanders)
    if (c.on_map() && c.zone == zone && camp_of(s, c) == camp) st.commanders.push_back(&c);
  return st;
}

std::vector<std::string> zones_of(const State& s, Camp camp) {
  std::vector<std::string> out;
  for (const auto& z : s.map->zones)
    if (!stack_of(s, z.id, camp).empty()) out.push_back(z.id);
  return out;
}

namespace {
bool has_units(const State& s, const std::string& zone, Camp camp) {
  for (const auto& u : s.units)
    if (u.on_map() && u.zone == zone && camp_of(s, u) == camp) return true;
  return false;
}

// A power's land is neutral while the power is (GdB 6.1, 11, 13).
bool neutral_land(const State& s, const Zone& z) {
  if (!z.territory || *z.territory == Power::Burgundy || *z.territory == Power::Swiss ||
      *z.territory == Power::British)
    return false;
  return !camp_of(s, *z.territory).has_value();
}
}  // namespace

Control control(const State& s, const std::string& zone) {
  const Zone* z = s.map->zone(zone);
  if (!z) return {};
  bool bur = has_units(s, zone, Camp::Burgundy), swi = has_units(s, zone, Camp::Swiss);
  if (bur && swi) return {ZoneStatus::Disputed, std::nullopt};
  if (bur || swi) return {ZoneStatus::Controlled, bur ? Camp::Burgundy : Camp::Swiss};
  if (neutral_land(s, *z)) return {ZoneStatus::Neutral, std::nullopt};
  if (auto m = s.zone(zone).marker) return {ZoneStatus::Controlled, m};
  if (z->original_camp) return {ZoneStatus::Controlled, z->original_camp};
  if (z->territory)
    if (auto c = camp_of(s, *z->territory)) return {ZoneStatus::Controlled, c};
  return {};
}

std::optional<Camp> controller(const State& s, const std::string& zone) {
  Control c = control(s, zone);
  return c.status == ZoneStatus::Controlled ? c.camp : std::nullopt;
}

std::string entry_ban(const State& s, const std::string& zone) {
  const Zone* z = s.map->zone(zone);
  if (!z) return "there is no zone \"" + zone + "\"";
  if (z->territory == Power::Lorraine && s.tracks.turn < s.scenario->lorraine_entry_turn)
    return "no army may enter Lorraine before turn " + std::to_string(s.scenario->lorraine_entry_turn);
  if (z->territory == Power::France && !s.tracks.france) return "no army may enter France while it is neutral";
  if (neutral_land(s, *z)) return zone_name(s, zone) + " is neutral";
  return "";
}

void score(State& s, Camp camp, int vp, const std::string& why, const std::string& rule, std::vector<Event>& events,
           bool floor_zero) {
  if (vp == 0) return;
  int& total = s.tracks.vp[camp];
  int before = total;
  total += vp;
  if (floor_zero && total < 0) total = 0;
  if (total == before) return;
  std::string n = std::to_string(std::abs(total - before));
  events.push_back({std::string(camp_name(camp)) + (total > before ? " score " : " lose ") + n + " VP: " + why +
                        " (now " + std::to_string(total) + ")",
                    rule});
}

void take_objective(State& s, const std::string& zone, Camp camp, bool ledger, std::vector<Event>& events) {
  const Zone& z = s.map->at(zone);
  ZoneState& zs = s.zone_mut(zone);
  if (!z.objective()) return;
  std::optional<Camp> had = zs.marker;
  if (had == camp) return;  // control does not pass: nothing is taken
  zs.marker = camp;
  std::string name = zone_name(s, zone);
  if (ledger) {
    if (had && *had != camp) score(s, *had, -z.vp, "the loss of " + name, "GdB 12.1", events, false);
    score(s, camp, z.vp, "control of " + name, "GdB 12.1", events, false);
  } else {
    if (zs.vp_holder && *zs.vp_holder != camp) score(s, *zs.vp_holder, -z.vp, "the loss of " + name, "GdB 12.1", events);
    score(s, camp, z.vp, "control of " + name, "GdB 12.1", events);
  }
  zs.vp_holder = camp;
}

void to_pool(Unit& u) {
  u.where = Where::Pool, u.ss = 0, u.zone.clear(), u.moved = false;
}

void to_pool(Commander& c) {
  c.where = Where::Pool, c.zone.clear(), c.on_top = false, c.mp_used = 0;
}

std::string zone_name(const State& s, const std::string& zone) { return s.map->display(zone); }

std::string describe(const Unit& u) {
  if (u.where == Where::Map && u.ss == 1 && u.type != UnitType::Ca) return u.name + " (reduced)";
  return u.name;
}

std::string unit_list(const State& s, const std::vector<std::string>& ids) {
  std::string out;
  for (const auto& id : ids) {
    const Unit* u = s.unit(id);
    out += (out.empty() ? "" : ", ") + (u ? describe(*u) : id);
  }
  return out;
}

}  // namespace umpire::bourgogne
