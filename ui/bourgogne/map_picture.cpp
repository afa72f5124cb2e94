#include "ui/bourgogne/map_picture.h"

#include "bourgogne/forces.h"
#include "bourgogne/view.h"

namespace umpire::bourgogneui {

using namespace bourgogne;

std::string StackMark::label() const {
  std::string out = leader.empty() ? "" : leader + " · ";
  out += army ? "army" : "garrison";
  if (ss >= 0) out += ", " + std::to_string(ss) + " SS";
  return out;
}

const ZoneMark* MapPicture::zone(const std::string& id) const {
  for (const auto& z : zones)
    if (z.id == id) return &z;
  return nullptr;
}

namespace {

StackMark stack_mark(const Stack& st) {
  StackMark m;
  m.camp = st.camp, m.army = st.army(), m.ss = st.ss();
  if (m.army)
    if (const Commander* c = st.leader()) m.leader = c->name;
  for (const Commander* c : st.commanders)
    m.lines.push_back(c->name + (c->is_historical ? "" : " (anonymous)") + ", " + std::to_string(c->now().rank) +
                      " stars, TC " + std::to_string(c->now().tc));
  for (const Unit* u : st.units) m.lines.push_back(describe(*u) + ", CF " + std::to_string(u->cf()));
  return m;
}

}  // namespace

MapPicture truth_picture(const State& s) {
  MapPicture p;
  p.reconstructed = s.map->source.rfind("reconstructed", 0) == 0 || s.map->source.rfind("placeholder", 0) == 0;
  for (const auto& z : s.map->zones) {
    ZoneMark m;
    m.id = z.id, m.name = zone_name(s, z.id), m.x = z.x, m.y = z.y;
    m.mountain = z.terrain == Terrain::Mountain, m.vp = z.vp, m.fv = z.fv;
    Control c = control(s, z.id);
    m.controller = c.status == ZoneStatus::Controlled ? c.camp : std::nullopt;
    m.disputed = c.status == ZoneStatus::Disputed, m.neutral = c.status == ZoneStatus::Neutral;
    m.marker = s.zone(z.id).marker;
    m.territory = z.territory ? power_name(*z.territory) : "";
    for (Camp camp : kCamps) {
      Stack st = stack_of(s, z.id, camp);
      if (!st.empty()) m.stacks.push_back(stack_mark(st));
    }
    p.zones.push_back(std::move(m));
  }
  for (const auto& l : s.map->links) p.links.push_back({l.a, l.b, l.kind == LinkKind::Junction});
  for (const auto& k : s.map->lakes) p.lakes.push_back({k.name, k.x, k.y, k.rx, k.ry});
  return p;
}

namespace {

StackMark stack_mark(const StackView& v) {
  StackMark m;
  m.camp = camp_from(v.camp_id).value_or(Camp::Burgundy);
  m.army = v.army;
  if (v.leader) m.leader = v.leader->name;
  if (!v.exact) return m;
  m.ss = v.ss;
  for (const auto& c : v.commanders)
    m.lines.push_back(c.name + ", " + std::to_string(c.rank) + " stars, TC " + std::to_string(c.tc));
  for (const auto& u : v.units)
    m.lines.push_back(u.name + (u.ss == 1 ? " (reduced)" : "") + ", CF " + std::to_string(u.cf));
  return m;
}

}  // namespace

// A camp's picture is drawn from its view (campaign/bourgogne/view.h), never
// from the state: the enemy's stacks as it sees them (GdB 7.1; in the umpired
// game only near its own), the control of zones it does not see as their
// marker or land show it.
MapPicture picture_for(const CampaignState& cs, const std::string& viewer) {
  const State& s = state_of(cs);
  MapPicture p = truth_picture(s);
  auto camp = camp_from(viewer);
  if (!camp) return p;
  CampView v = camp_view(s, view_settings(cs), *camp);
  p.viewer = viewer;
  for (auto& z : p.zones) {
    z.stacks.clear();
    for (const auto& zv : v.zones) {
      if (zv.id != z.id) continue;
      z.controller = camp_from(zv.control_camp);
      z.disputed = zv.control == "disputed", z.neutral = zv.control == "neutral";
    }
    for (const auto& st : v.own)
      if (st.zone_id == z.id) z.stacks.push_back(stack_mark(st));
    for (const auto& st : v.enemy)
      if (st.zone_id == z.id) z.stacks.push_back(stack_mark(st));
  }
  p.note = std::string("As the ") + camp_name(*camp) +
           " see it: the enemy's stacks show their form, never their contents" +
           (v.umpired ? "; only those in or next to the zones they occupy" : "");
  return p;
}

}  // namespace umpire::bourgogneui
