#include "bourgogne/movement.h"

#include <algorithm>
#include <functional>
#include <map>
#include <queue>
#include <set>

#include "bourgogne/forces.h"
#include "bourgogne/sequence_marks.h"
#include "bourgogne/settings.h"

namespace umpire::bourgogne {

namespace {

using Reasons = std::vector<Reason>;

// Pieces left or collected along the path: [{zone, pieces: [ids]}] (GdB 7.1).
std::map<std::string, std::vector<std::string>> march_pieces_by_zone(const JsonCursor& c) {
  std::map<std::string, std::vector<std::string>> out;
  for (const auto& item : c.items()) {
    item.only_keys({"zone", "pieces"});
    auto& list = out[item["zone"].as_nonempty_string()];
    for (const auto& id : item["pieces"].as_strings()) list.push_back(id);
  }
  return out;
}

struct MarchArgs {
  std::string from;
  std::vector<std::string> commanders, units, path;
  bool alone = false;
  std::map<std::string, std::vector<std::string>> drop_off, pick_up;
  std::string form, leader;
};

struct RepositionArgs {
  std::string zone, form;
};

bool contains(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

Reasons in_movement_step(const State& s) {
  if (s.tracks.phase == Phase::Over) return {{"GdB 12.2", "the game is over"}};
  if (!s.active() || s.tracks.step != Step::Movement)
    return {{"GdB 5",
             "strategic movement is the acting camp's second step (now: " + std::string(words(s.tracks.step)) + ")"}};
  return {};
}

// GdB 7.1: never across or into Lake Léman or Lake Neuchâtel.
bool lake_between(const Map& m, const std::string& a, const std::string& b) {
  for (const auto& lake : m.lakes)
    for (const auto& [x, y] : lake.blocks)
      if ((x == a && y == b) || (x == b && y == a)) return true;
  return false;
}

std::string mp_words(int n) { return std::to_string(n) + " MP"; }

// The march, done on `s` (a copy); the reasons it is refused, at the first.
Reasons march(const CampaignState& cs, const MarchArgs& a, State& s, std::vector<Event>& events) {
  if (auto r = in_movement_step(s); !r.empty()) return r;
  const Camp camp = *s.active();
  const std::string who = camp_name(camp);
  if (!s.map->zone(a.from)) return {{"", "there is no zone \"" + a.from + "\""}};
  if (a.path.empty()) return {{"", "name the zones of the path, in order"}};
  Stack st = stack_of(s, a.from, camp);
  if (st.empty()) return {{"", "the " + who + " have nothing in " + zone_name(s, a.from)}};

  // The movers: the commanders named (default all of the stack's) and the units (default all that have not marched).
  std::vector<std::string> cmds = a.commanders, units = a.units;
  if (cmds.empty())
    for (const Commander* c : st.commanders) cmds.push_back(c->id);
  if (cmds.empty())
    return {{"GdB 7.1", "a garrison without a commander cannot move: only an army or a commander moves"}};
  for (const auto& id : cmds) {
    const Commander* c = s.commander(id);
    if (!c || !c->on_map() || c->zone != a.from || camp_of(s, *c) != camp)
      return {{"", "\"" + id + "\" is not a " + who + " commander in " + zone_name(s, a.from)}};
  }
  if (a.alone) {
    if (!units.empty()) return {{"", "a commander moving alone takes no units"}};
  } else {
    if (!st.army())
      return {{"GdB 7.1", "the stack in " + zone_name(s, a.from) +
                              " is a garrison: its commanders must first go to the top (2 MP), or move alone"}};
    if (units.empty())
      for (const Unit* u : st.units)
        if (!seq_marked(s, "marched", u->id)) units.push_back(u->id);
    if (units.empty()) return {{"GdB 7.1", "every unit in " + zone_name(s, a.from) + " has moved this phase"}};
  }
  for (const auto& id : units) {
    const Unit* u = s.unit(id);
    if (!u || !u->on_map() || u->zone != a.from || camp_of(s, *u) != camp)
      return {{"", "\"" + id + "\" is not a " + who + " unit in " + zone_name(s, a.from)}};
    if (seq_marked(s, "marched", id)) return {{"GdB 7.1", u->name + " has already moved this phase"}};
  }

  // GdB 7.1: the highest rank leads (a tie: the owner's choice) and the army has his MP.
  const Commander* lead = nullptr;
  for (const auto& id : cmds) {
    const Commander* c = s.commander(id);
    if (!lead || c->now().rank > lead->now().rank) lead = c;
  }
  if (!a.leader.empty()) {
    const Commander* named = s.commander(a.leader);
    if (!named || !contains(cmds, a.leader)) return {{"", "the leader must be one of the commanders who move"}};
    if (named->now().rank < lead->now().rank)
      return {{"GdB 7.1", lead->name + " outranks " + named->name + " and leads"}};
    lead = named;
  }
  const std::string leader_id = lead->id, leader_name = lead->name;
  const int allowance = lead->now().mp - lead->mp_used;
  int left = allowance;
  std::map<std::string, int> spent;  // commander -> MP spent on this march

  const bool ledger = setting(cs, "objective_vp_model") == 1;
  std::string at = a.from, route;
  for (std::size_t i = 0; i < a.path.size(); ++i) {
    const std::string& z = a.path[i];
    const bool last = i + 1 == a.path.size();
    if (!s.map->zone(z)) return {{"", "there is no zone \"" + z + "\""}};
    if (!s.map->adjacent(at, z) || lake_between(*s.map, at, z))
      return {{"GdB 7.1", zone_name(s, z) + " is not adjacent to " + zone_name(s, at)}};
    if (auto ban = entry_ban(s, z); !ban.empty()) return {{"GdB 6.1", ban}};
    int cost = s.map->at(z).entry_cost();
    if (cost > left)
      return {{"GdB 7.1", "entering " + zone_name(s, z) + " costs " + mp_words(cost) + " and " + leader_name + " has " +
                              mp_words(left) + " left"}};
    left -= cost;
    for (const auto& id : cmds) spent[id] += cost;
    const bool had_control = controller(s, z) == camp;
    Stack enemy = stack_of(s, z, other(camp));
    if (!enemy.units.empty()) {
      if (units.empty())
        return {{"GdB 7.1", "a commander alone cannot enter " + zone_name(s, z) + ", held by the enemy"}};
      if (!last) return {{"GdB 7.1", "the army stops in " + zone_name(s, z) + ": an enemy army or garrison is there"}};
      if (a.form == "garrison")
        return {{"GdB 7.1", "an army that stops on an enemy stack stays an army: it will fight (GdB 9)"}};
    }
    for (const auto& id : units) s.unit_mut(id).zone = z;
    for (const auto& id : cmds) s.commander_mut(id).zone = z;
    route += (route.empty() ? "" : ", ") + zone_name(s, z);

    // GdB 7.1: enemy commanders alone are moved to their nearest friendly stack.
    if (enemy.units.empty() && !enemy.commanders.empty()) {
      if (units.empty())
        return {{"GdB 7.1", "a commander alone cannot drive off the enemy commanders in " + zone_name(s, z)}};
      std::string to = nearest_friendly_stack(s, z, other(camp));
      for (const Commander* e : enemy.commanders) {
        Commander& c = s.commander_mut(e->id);
        if (to.empty()) {
          to_pool(c);
          events.push_back({c.name + " has no friendly stack to go to: to the pool", "GdB 7.1"});
          continue;
        }
        Stack there = stack_of(s, to, other(camp));
        c.zone = to;
        c.on_top = !there.commanders.empty() && there.army();
        events.push_back({c.name + ", alone in " + zone_name(s, z) + ", withdraws to " + zone_name(s, to), "GdB 7.1"});
      }
    }
    // GdB 6.1, 12.1: an army passing through or entering an objective takes its control at once.
    if (!units.empty() && enemy.units.empty() && !had_control && s.map->at(z).objective())
      take_objective(s, z, camp, ledger, events);
    if (!units.empty()) {
      // GdB 10.1: the other camp's conditional reinforcement, once a game.
      Camp receiver = other(camp);
      auto tz = s.scenario->trigger_zones.find(receiver);
      if (tz != s.scenario->trigger_zones.end() && contains(tz->second, z) &&
          !s.tracks.conditional_triggered.count(receiver)) {
        s.tracks.conditional_triggered[receiver] = s.tracks.turn;
        events.push_back({std::string("A ") + power_adjective(camp == Camp::Burgundy ? Power::Burgundy : Power::Swiss) +
                              " army in " + zone_name(s, z) + ": the " + camp_name(receiver) +
                              " will receive their conditional reinforcement next turn",
                          "GdB 10.1"});
      }
    }
    // GdB 7.1: units of a friendly garrison taken along when passing.
    if (auto p = a.pick_up.find(z); p != a.pick_up.end()) {
      if (last) return {{"GdB 7.1", "the army ends in " + zone_name(s, z) + ": it merges with the stack there"}};
      for (const auto& id : p->second) {
        const Unit* u = s.unit(id);
        if (!u || !u->on_map() || u->zone != z || camp_of(s, *u) != camp || contains(units, id))
          return {{"", "\"" + id + "\" is not a " + who + " unit waiting in " + zone_name(s, z)}};
        if (seq_marked(s, "marched", id)) return {{"GdB 7.1", u->name + " has already moved this phase"}};
        units.push_back(id);
        events.push_back({u->name + " joins the army in " + zone_name(s, z), "GdB 7.1"});
      }
    }
    // GdB 7.1: units, and commanders at the bottom, left as a garrison on the way, at no cost.
    if (auto d = a.drop_off.find(z); d != a.drop_off.end()) {
      if (last) return {{"GdB 7.1", "the army ends in " + zone_name(s, z) + ": nothing need be dropped there"}};
      Stack resident = stack_of(s, z, camp);
      bool resident_army = false;
      for (const Commander* c : resident.commanders)
        if (!contains(cmds, c->id) && c->on_top) resident_army = true;
      std::vector<std::string> names;
      for (const auto& id : d->second) {
        if (contains(units, id)) {
          units.erase(std::find(units.begin(), units.end(), id));
          s.unit_mut(id).moved = true;
          seq_mark(s, "marched", id);
          names.push_back(s.unit(id)->name);
        } else if (contains(cmds, id)) {
          cmds.erase(std::find(cmds.begin(), cmds.end(), id));
          Commander& c = s.commander_mut(id);
          c.on_top = resident_army;
          c.mp_used += spent[id];
          names.push_back(c.name + (resident_army ? "" : " (at the bottom)"));
        } else {
          return {{"", "\"" + id + "\" does not move with this army"}};
        }
      }
      if (cmds.empty()) return {{"GdB 7.1", "the army cannot go on without a commander"}};
      if (std::find(cmds.begin(), cmds.end(), leader_id) == cmds.end())
        return {{"GdB 7.1", "the leader cannot be left behind: drop the others, or end the move here"}};
      std::string list;
      for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
      events.push_back({"Left in " + zone_name(s, z) + " as a garrison: " + list, "GdB 7.1"});
    }
    at = z;
  }
  for (const auto& [zone, _] : a.drop_off)
    if (!contains(a.path, zone)) return {{"", zone_name(s, zone) + " is not on the path"}};
  for (const auto& [zone, _] : a.pick_up)
    if (!contains(a.path, zone)) return {{"", zone_name(s, zone) + " is not on the path"}};

  // GdB 7.1: at the end every commander sits at the top or at the bottom; a friendly stack there merges.
  bool army = a.form != "garrison";
  Stack end = stack_of(s, at, camp);
  bool merged = end.units.size() > units.size() || end.commanders.size() > cmds.size();
  for (const Commander* c : end.commanders) s.commander_mut(c->id).on_top = army;
  for (const auto& id : cmds) s.commander_mut(id).mp_used += spent[id];
  for (const auto& id : units) {
    s.unit_mut(id).moved = true;
    seq_mark(s, "marched", id);
  }
  std::string mover = units.empty() ? leader_name + " alone"
                                    : leader_name + "'s army (" + std::to_string(stack_of(s, at, camp).ss()) + " SS)";
  events.push_back(
      {mover + " moves from " + zone_name(s, a.from) + " through " + route + ": " + mp_words(allowance - left) +
           " spent, " + mp_words(left) + " left" +
           (merged ? "; it merges with the stack there, now " + std::string(army ? "an army" : "a garrison") : ""),
       "GdB 7.1"});
  if (!stack_of(s, at, other(camp)).units.empty())
    events.push_back({"It stops on the enemy in " + zone_name(s, at) + ": a combat will be fought", "GdB 7.1, 9"});
  return {};
}

Reasons check_march(const CampaignState& cs, const MarchArgs& a) {
  State s = state_of(cs);
  std::vector<Event> events;
  return march(cs, a, s, events);
}

Outcome apply_march(const CampaignState& cs, const MarchArgs& a, Dice&) {
  State s = state_of(cs);
  std::vector<Event> events;
  march(cs, a, s, events);
  return {with_state(cs, std::move(s)), std::move(events)};
}

Reasons check_reposition(const CampaignState& cs, const RepositionArgs& a) {
  const State& s = state_of(cs);
  if (auto r = in_movement_step(s); !r.empty()) return r;
  if (!s.map->zone(a.zone)) return {{"", "there is no zone \"" + a.zone + "\""}};
  Stack st = stack_of(s, a.zone, *s.active());
  if (st.commanders.empty())
    return {
        {"GdB 7.1", "the " + std::string(camp_name(*s.active())) + " have no commander in " + zone_name(s, a.zone)}};
  bool top = a.form == "army";
  bool all_there =
      std::all_of(st.commanders.begin(), st.commanders.end(), [&](const Commander* c) { return c->on_top == top; });
  if (all_there)
    return {{"", "the stack in " + zone_name(s, a.zone) + " is already " + (top ? "an army" : "a garrison")}};
  if (top)
    for (const Commander* c : st.commanders)
      if (c->now().mp - c->mp_used < 2)
        return {{"GdB 7.1", "moving " + c->name + " to the top costs 2 MP; he has " +
                                mp_words(c->now().mp - c->mp_used) + " left"}};
  return {};
}

Outcome apply_reposition(const CampaignState& cs, const RepositionArgs& a, Dice&) {
  State s = state_of(cs);
  Camp camp = *s.active();
  bool top = a.form == "army";
  Stack st = stack_of(s, a.zone, camp);
  std::string names;
  for (const Commander* c : st.commanders) {
    Commander& m = s.commander_mut(c->id);
    names += (names.empty() ? "" : ", ") + m.name;
    if (top && !m.on_top) m.mp_used += 2;
    m.on_top = top;
  }
  // GdB 7.1: going to the top counts as movement (GdB 8).
  if (top)
    for (const Unit* u : st.units) s.unit_mut(u->id).moved = true;
  std::string text = top ? names + " move to the top of the stack in " + zone_name(s, a.zone) +
                               ": it is an army (2 MP each; the move counts for fatigue)"
                         : names + " move to the bottom of the stack in " + zone_name(s, a.zone) + ": it is a garrison";
  return {with_state(cs, std::move(s)), {{text, "GdB 7.1"}}};
}

}  // namespace

std::string nearest_friendly_stack(const State& s, const std::string& from, Camp camp) {
  // Dijkstra by entry cost; a tie goes to the first reached in map order (the owner may correct it).
  std::map<std::string, int> best{{from, 0}};
  using Item = std::pair<int, int>;  // cost, zone index
  std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
  open.push({0, s.map->zone_ix(from)});
  std::set<int> done;
  while (!open.empty()) {
    auto [cost, ix] = open.top();
    open.pop();
    if (ix < 0 || !done.insert(ix).second) continue;
    const std::string& id = s.map->zones[static_cast<std::size_t>(ix)].id;
    if (id != from && !stack_of(s, id, camp).units.empty()) return id;
    for (const auto& n : s.map->neighbours(id)) {
      if (lake_between(*s.map, id, n)) continue;
      int c = cost + s.map->at(n).entry_cost();
      auto it = best.find(n);
      if (it == best.end() || c < it->second) {
        best[n] = c;
        open.push({c, s.map->zone_ix(n)});
      }
    }
  }
  return "";
}

std::vector<Reason> movement_unfinished(const CampaignState& cs) {
  const State& s = state_of(cs);
  if (!s.active() || setting_name(cs, "neutral_zone_occupants") != "must_leave") return {};
  for (const auto& z : zones_of(s, *s.active())) {
    if (entry_ban(s, z).empty()) continue;  // not a neutral land
    Stack st = stack_of(s, z, *s.active());
    if (!st.commanders.empty())
      return {{"GdB 11", "the " + std::string(camp_name(*s.active())) + " must leave " + zone_name(s, z) +
                             ", a neutral land (setting neutral_zone_occupants)"}};
  }
  return {};
}

std::vector<CommandDef> movement_commands() {
  Json eg_drop = Json::array({Json{{"zone", "45"}, {"pieces", {"campobasso", "bur_pi_1"}}}});
  return {
      define<MarchArgs>(
          {.name = "bourgogne.move",
           .summary = "Move an army, or a commander alone, along a path of adjacent zones (GdB 7.1)",
           .flags = kPlayerOrder,
           .args =
               ArgsOf<MarchArgs>()
                   .field(&MarchArgs::from, arg::id("from", "zone", "the zone it starts from").not_empty().eg("54"))
                   .field(&MarchArgs::path, arg::ids("path", "zone", "the zones entered, in order").eg({"45", "37"}))
                   .field(&MarchArgs::commanders,
                          arg::ids("commanders", "commander", "the commanders who move (default: all of the stack)")
                              .or_else(Json::array()))
                   .field(&MarchArgs::units, arg::ids("units", "unit",
                                                      "the units that move (default: all that have "
                                                      "not moved this phase)")
                                                 .or_else(Json::array()))
                   .field(&MarchArgs::alone, arg::flag("alone", "the commanders move without units").or_else(false))
                   .field(&MarchArgs::drop_off,
                          arg::objects("drop_off",
                                       "units, and commanders at the bottom, left as garrisons on the way: "
                                       "[{zone, pieces: [ids]}]")
                              .optional()
                              .eg(eg_drop),
                          march_pieces_by_zone)
                   .field(&MarchArgs::pick_up,
                          arg::objects("pick_up",
                                       "units of friendly garrisons taken along on the way: "
                                       "[{zone, pieces: [ids]}]")
                              .optional(),
                          march_pieces_by_zone)
                   .field(&MarchArgs::form, arg::choice("form", {"army", "garrison", ""},
                                                        "the stack at the end: army (the default) or garrison")
                                                .or_else(std::string()))
                   .field(&MarchArgs::leader,
                          arg::text("leader", "of several commanders of the highest rank, the one who leads")
                              .or_else(std::string())),
           .check = check_march,
           .apply = apply_march}),
      define<RepositionArgs>(
          {.name = "bourgogne.reposition",
           .summary = "Move a stack's commanders to the top (an army: 2 MP) or the bottom (a garrison: free) (GdB 7.1)",
           .flags = kPlayerOrder,
           .args = ArgsOf<RepositionArgs>()
                       .field(&RepositionArgs::zone, arg::id("zone", "zone", "the stack's zone").eg("55"))
                       .field(&RepositionArgs::form,
                              arg::choice("form", {"army", "garrison"}, "top (army) or bottom (garrison)").eg("army")),
           .check = check_reposition,
           .apply = apply_reposition}),
  };
}

std::vector<NextStep> movement_next_steps(const CampaignState& cs) {
  const State& s = state_of(cs);
  if (!s.active() || s.tracks.step != Step::Movement) return {};
  std::vector<NextStep> out;
  Camp camp = *s.active();
  for (const auto& z : zones_of(s, camp)) {
    Stack st = stack_of(s, z, camp);
    if (st.commanders.empty()) continue;
    if (st.army()) {
      out.push_back({.text = std::string(camp_name(camp)) + ": " + st.leader()->name + "'s army in " + zone_name(s, z) +
                             " may move (" + mp_words(st.leader()->now().mp - st.leader()->mp_used) + ")",
                     .rule = "GdB 7.1",
                     .command = Json{{"type", "bourgogne.move"}, {"args", {{"from", z}, {"path", Json::array()}}}},
                     .label = "Move"});
    } else if (!st.units.empty()) {
      out.push_back({.text = std::string(camp_name(camp)) + ": the garrison in " + zone_name(s, z) +
                             " becomes an army if its commanders go to the top (2 MP)",
                     .rule = "GdB 7.1",
                     .command = Json{{"type", "bourgogne.reposition"}, {"args", {{"zone", z}, {"form", "army"}}}},
                     .label = "To the top"});
    }
  }
  return out;
}

}  // namespace umpire::bourgogne
