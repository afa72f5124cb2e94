#include "ui/1631/map_picture.h"

#include <algorithm>

#include "1631/forces.h"
#include "1631/settings.h"
#include "1631/view.h"

namespace umpire::flammesui {

using namespace flammes;

std::string ArmyMark::label() const {
  std::string out;
  if (!commander.empty()) out = commander + (commander_fresh ? "" : " (Spent)");
  if (commanders > 1) out += " +" + std::to_string(commanders - 1);
  if (!strength.empty()) {
    if (!out.empty()) out += " \xc2\xb7 ";
    out += strength;
  }
  if (units > 0) {
    if (!out.empty()) out += " \xc2\xb7 ";
    out += std::to_string(units) + (units == 1 ? " unit" : " units");
    if (spent_units > 0) out += ", " + std::to_string(spent_units) + " Spent";
  }
  if (inside) out += " (inside)";
  return out;
}

const AreaMark* MapPicture::area(const std::string& id) const {
  for (const auto& a : areas)
    if (a.id == id) return &a;
  return nullptr;
}

namespace {

// The armies standing in an area: per side, the field army then the garrison.
std::vector<ArmyMark> armies_in_area(const State& s, const std::string& area) {
  std::vector<ArmyMark> out;
  for (bool inside : {false, true}) {
    for (Side side : {Side::Swedish, Side::Imperial}) {
      ArmyMark m;
      m.side = side;
      m.inside = inside;
      for (const Unit* u : units_in(s, area, side, inside)) {
        ++m.units;
        if (!u->fresh()) ++m.spent_units;
        m.lines.push_back(describe(*u));
      }
      auto cs = commanders_in(s, area, side, inside);
      std::stable_sort(cs.begin(), cs.end(),
                       [](const Commander* a, const Commander* b) { return a->skill() > b->skill(); });
      for (const Commander* c : cs) {
        if (m.commander.empty()) {
          m.commander = c->name;
          m.commander_fresh = c->fresh;
        }
        ++m.commanders;
        m.lines.push_back(c->name + (c->fresh ? " (Fresh, skill " : " (Spent, skill ") + std::to_string(c->skill()) +
                          ")");
      }
      if (m.units > 0 || m.commanders > 0) out.push_back(std::move(m));
    }
    // Saxons not yet allied to the Swedes (1631 §3).
    ArmyMark n;
    n.neutral = true;
    n.inside = inside;
    for (const Unit* u : neutral_units_in(s, area)) {
      if (u->inside != inside) continue;
      ++n.units;
      if (!u->fresh()) ++n.spent_units;
      n.lines.push_back(describe(*u));
    }
    for (const auto& c : s.commanders)
      if (!c.dead && c.area == area && c.inside == inside && !side_of(s, c)) {
        if (n.commander.empty()) {
          n.commander = c.name;
          n.commander_fresh = c.fresh;
        }
        ++n.commanders;
        n.lines.push_back(c.name);
      }
    if (n.units > 0 || n.commanders > 0) out.push_back(std::move(n));
  }
  return out;
}

}  // namespace

MapPicture truth_picture(const State& s, bool english) {
  MapPicture p;
  const Map& m = *s.map;
  for (const auto& r : m.regions) {
    RegionMark rm;
    rm.id = r.id;
    rm.name = english ? r.name : (r.name_de.empty() ? r.name : r.name_de);
    auto it = s.ravaged.find(r.id);
    rm.ravaged = it == s.ravaged.end() ? r.ravaged : it->second;
    rm.areas = m.areas_of(r.id);
    p.regions.push_back(std::move(rm));
  }
  for (const auto& a : m.areas) {
    AreaMark am;
    am.id = a.id;
    am.name = m.display(a.id, english);
    am.other_name = m.display(a.id, !english);
    if (am.other_name == am.name) am.other_name.clear();
    am.kind = a.kind;
    am.x = a.x;
    am.y = a.y;
    am.port = a.port;
    am.region = a.region;
    if (const Region* r = m.region(a.region)) {
      auto it = s.ravaged.find(r->id);
      am.ravaged = it == s.ravaged.end() ? r->ravaged : it->second;
    }
    if (const City* c = s.city(a.id)) {
      am.marker = c->marker;
      am.sacked = c->sacked;
      am.siege_attrition = c->siege_attrition;
      am.siege_pool = c->siege_pool;
      am.vp = city_vp(s, a.id);
      am.sp = city_sp(s, a.id);
      am.besieger = besieger(s, a.id);
    } else {
      am.vp = a.vp;
      am.sp = a.sp;
    }
    am.armies = armies_in_area(s, a.id);
    p.areas.push_back(std::move(am));
  }
  for (const auto& l : m.lines) p.lines.push_back(LineMark{l.a, l.b, l.type, l.river, l.bridge_city});
  return p;
}

namespace {

ArmyMark army_from_view(const ForceView& f, std::optional<Side> side, bool inside) {
  ArmyMark m;
  m.neutral = !side;
  if (side) m.side = *side;
  m.inside = inside;
  const auto& commanders = inside ? f.inside_commanders : f.commanders;
  for (const auto& c : commanders) {
    if (m.commander.empty()) m.commander = c.name, m.commander_fresh = !c.state_known || c.fresh;
    ++m.commanders;
    m.lines.push_back(c.state_known ? c.name + (c.fresh ? " (Fresh, skill " : " (Spent, skill ") +
                                          std::to_string(c.skill) + ")"
                                    : c.name);
  }
  if (!inside && !f.exact) {
    m.strength = f.strength;
    m.lines.push_back(f.strength + " (seen from " + f.seen_from + ")");
  }
  for (const auto& u : inside ? f.inside : f.field) {
    ++m.units;
    if (!u.fresh) ++m.spent_units;
    m.lines.push_back(std::string(words(u.nation)) + " " + words(u.arm) + (u.fresh ? " (Fresh)" : " (Spent)"));
  }
  return m;
}

std::optional<Side> party_side(const std::string& party) {
  if (party == "Swedes") return Side::Swedish;
  if (party == "Imperials") return Side::Imperial;
  return std::nullopt;
}

// The umpired picture: the public map (areas, lines, regions, markers), and
// only what the side's view holds of forces and sieges.
MapPicture view_picture(const State& s, const SideView& v, bool english) {
  MapPicture p = truth_picture(s, english);
  for (auto& a : p.areas) {
    a.armies.clear();
    a.besieger.reset();
    a.siege_attrition = false;
    a.siege_pool = 0;
  }
  auto area_of = [&](const std::string& id) -> AreaMark* {
    for (auto& a : p.areas)
      if (a.id == id) return &a;
    return nullptr;
  };
  for (const auto& c : v.cities)
    if (AreaMark* a = area_of(c.area_id)) {
      a->besieger = party_side(c.besieged_by);
      a->siege_attrition = c.siege_attrition;
      a->siege_pool = c.siege_pool;
    }
  for (const auto* list : {&v.own, &v.others})
    for (const auto& f : *list) {
      AreaMark* a = area_of(f.area_id);
      if (!a) continue;
      std::optional<Side> side = list == &v.own ? std::optional<Side>(v.side) : party_side(f.party);
      ArmyMark field = army_from_view(f, side, false), inside = army_from_view(f, side, true);
      if (field.units > 0 || field.commanders > 0 || !field.strength.empty()) a->armies.push_back(std::move(field));
      if (inside.units > 0 || inside.commanders > 0) a->armies.push_back(std::move(inside));
    }
  return p;
}

}  // namespace

MapPicture picture_for(const CampaignState& cs, const std::string& viewer, bool english) {
  const auto& s = static_cast<const State&>(*cs.game);
  if (viewer.empty()) return truth_picture(s, english);
  const std::string who = viewer == "swedish" ? "the Swedes" : "the Imperials";
  MapPicture p;
  if (setting(cs, "knowledge") == 0) {
    p = truth_picture(s, english);
    p.note = "As " + who + " see it: everything, with the setting \"knowledge\" open (1631 §2.1)";
  } else {
    ViewSettings vs = view_settings(cs);
    vs.english = english;
    p = view_picture(s, view(s, vs, viewer == "swedish" ? Side::Swedish : Side::Imperial), english);
    p.note = "As " + who + " know it (setting \"knowledge\" umpired): their forces, and others only where they watch";
  }
  p.viewer = viewer;
  return p;
}

}  // namespace umpire::flammesui
