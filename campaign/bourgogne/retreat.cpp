#include "bourgogne/retreat.h"

#include "bourgogne/forces.h"

namespace umpire::bourgogne {

std::vector<std::string> retreat_zones(const State& s, const std::string& zone, Camp camp, bool into_uncontrolled) {
  std::vector<std::string> controlled, free;
  for (const auto& n : s.map->neighbours(zone)) {
    if (!entry_ban(s, n).empty()) continue;  // neutral, France while neutral, Lorraine before its turn (GdB 9.7)
    Control c = control(s, n);
    if (c.status == ZoneStatus::Controlled && c.camp == camp)
      controlled.push_back(n);
    else if (c.status == ZoneStatus::Uncontrolled)
      free.push_back(n);
  }
  if (!controlled.empty() || !into_uncontrolled) return controlled;
  return free;
}

void retreat_stack(State& s, const std::string& from, const std::string& to, Camp camp, std::vector<Event>& events) {
  Stack there = stack_of(s, to, camp);
  std::vector<std::string> moved;
  bool with_commander = false;
  for (auto& u : s.units)
    if (u.on_map() && u.zone == from && camp_of(s, u) == camp) u.zone = to, moved.push_back(u.id);
  for (auto& c : s.commanders)
    if (c.on_map() && c.zone == from && camp_of(s, c) == camp) c.zone = to, with_commander = true;
  // GdB 9.7: a stack joined gives its form; else an army while a commander is there.
  bool army = there.empty() ? with_commander : there.army();
  for (auto& c : s.commanders)
    if (c.on_map() && c.zone == to && camp_of(s, c) == camp) c.on_top = army;
  std::string text = std::string("The ") + camp_name(camp) + " retreat from " + zone_name(s, from) + " to " +
                     zone_name(s, to) + " (" + unit_list(s, moved) + ")";
  if (!there.empty())
    text += std::string(", joining the ") + (there.army() ? "army" : "garrison") + " there";
  else
    text += army ? ", an army" : ", a garrison";
  events.push_back({text, "GdB 9.5.11, 9.7"});
}

void eliminate_stack(State& s, const std::string& zone, Camp camp, std::vector<Event>& events) {
  std::vector<std::string> lost;
  for (auto& u : s.units)
    if (u.on_map() && u.zone == zone && camp_of(s, u) == camp) lost.push_back(u.id);
  std::string text = unit_list(s, lost);
  for (auto& u : s.units)
    if (u.on_map() && u.zone == zone && camp_of(s, u) == camp) to_pool(u);
  for (auto& c : s.commanders)
    if (c.on_map() && c.zone == zone && camp_of(s, c) == camp) {
      text += (text.empty() ? "" : ", ") + c.name;
      to_pool(c);
    }
  events.push_back({std::string("The ") + camp_name(camp) + " have no zone to retreat to from " + zone_name(s, zone) +
                        ": eliminated, to their pool (" + text + ")",
                    "GdB 9.5.11"});
}

}  // namespace umpire::bourgogne
