#include "ui/bourgogne/map_picture.h"

#include "bourgogne/forces.h"

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

MapPicture picture_for(const CampaignState& cs, const std::string& viewer) {
  const State& s = state_of(cs);
  MapPicture p = truth_picture(s);
  auto camp = camp_from(viewer);
  if (!camp) return p;
  p.viewer = viewer;
  // GdB 7.1: the opponent may not inspect a stack: its form and its leader
  // show, never what it holds.
  for (auto& z : p.zones)
    for (auto& st : z.stacks)
      if (st.camp != *camp) st.ss = -1, st.lines.clear();
  p.note = std::string("As the ") + camp_name(*camp) + " see it: the enemy's stacks show their form, never their contents";
  return p;
}

}  // namespace umpire::bourgogneui
