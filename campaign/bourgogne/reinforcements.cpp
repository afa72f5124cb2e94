#include "bourgogne/reinforcements.h"

#include <algorithm>

#include "bourgogne/forces.h"
#include "bourgogne/sequence_marks.h"
#include "bourgogne/settings.h"

namespace umpire::bourgogne {

namespace {

using Reasons = std::vector<Reason>;

bool has(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

Power national(Camp c) { return c == Camp::Burgundy ? Power::Burgundy : Power::Swiss; }

bool enemy_units_in(const State& s, const std::string& zone, Camp camp) {
  return !stack_of(s, zone, other(camp)).units.empty();
}

std::vector<Unit*> waiting_units(State& s, const std::string& group) {
  std::vector<Unit*> out;
  for (auto& u : s.units)
    if (u.where == Where::Waiting && u.arrival == group) out.push_back(&u);
  return out;
}

bool waiting_any(const State& s, const std::string& group) {
  for (const auto& u : s.units)
    if (u.where == Where::Waiting && u.arrival == group) return true;
  for (const auto& c : s.commanders)
    if (c.where == Where::Waiting && c.arrival == group) return true;
  return false;
}

// The group's power for its placement zones: its first piece's.
Power group_power(const State& s, const Reinforcement& r) {
  for (const auto& c : s.commanders)
    if (c.arrival == r.id) return c.power;
  for (const auto& u : s.units)
    if (u.arrival == r.id) return u.power;
  return r.camp ? national(*r.camp) : Power::France;
}

std::optional<Camp> group_camp(const State& s, const Reinforcement& r) {
  return r.kind == "france" ? s.tracks.france : r.camp;
}

Reasons in_rr_step(const State& s) {
  if (s.tracks.phase == Phase::Over) return {{"GdB 12.2", "the game is over"}};
  if (!s.active() || s.tracks.step != Step::Reinforcements)
    return {{"GdB 5", "reinforcements and replacements are the acting camp's first step (now: " +
                          std::string(words(s.tracks.step)) + ")"}};
  return {};
}

std::string zones_words(const State& s, const std::vector<std::string>& zones) {
  std::string out;
  for (const auto& z : zones) out += (out.empty() ? "" : ", ") + zone_name(s, z);
  return out;
}

// ---- bourgogne.reinforce

struct ReinforceArgs {
  std::string group, zone, form;
  std::vector<std::string> units;
};

Reasons check_reinforce(const CampaignState& cs, const ReinforceArgs& a) {
  const State& s = state_of(cs);
  if (auto r = in_rr_step(s); !r.empty()) return r;
  Camp camp = *s.active();
  const Reinforcement* r = s.scenario->reinforcement(a.group);
  if (!r) return {{"", "there is no reinforcement \"" + a.group + "\""}};
  auto due = reinforcements_due(s, camp);
  if (std::find(due.begin(), due.end(), r) == due.end())
    return {{"GdB 10.1", r->name + " is not due to the " + camp_name(camp) + " now"}};
  auto zones = group_zones(s, *r);
  if (!has(zones, a.zone)) return {{"GdB 10.3", r->name + " enters in " + zones_words(s, zones)}};
  if (!free_for(s, a.zone, camp))
    return {{"GdB 10.3", "a reinforcement is never placed where the enemy holds a marker, an army or a garrison: " +
                             zone_name(s, a.zone)}};
  if (r->together && !a.units.empty()) return {{"GdB 14", r->name + " enters together, as one stack"}};
  for (const auto& id : a.units) {
    const Unit* u = s.unit(id);
    if (!u || u->where != Where::Waiting || u->arrival != r->id)
      return {{"", "\"" + id + "\" is not a unit of " + r->name + " still waiting"}};
  }
  return {};
}

Outcome apply_reinforce(const CampaignState& cs, const ReinforceArgs& a, Dice&) {
  State s = state_of(cs);
  Camp camp = *s.active();
  const Reinforcement& r = *s.scenario->reinforcement(a.group);
  std::vector<Event> events;
  if (r.id == "lorraine" || group_power(s, r) == Power::Lorraine) lorraine_joins(s, events);
  std::vector<std::string> names;
  for (Unit* u : waiting_units(s, r.id)) {
    if (!a.units.empty() && !has(a.units, u->id)) continue;
    u->where = Where::Map, u->zone = a.zone, u->ss = u->type == UnitType::Ca ? 1 : 2, u->arrival.clear();
    if (u->type == UnitType::Ca) u->ca_owner = camp;
    names.push_back(u->name);
  }
  bool commanders = false;
  for (auto& c : s.commanders)
    if (c.where == Where::Waiting && c.arrival == r.id) {
      c.where = Where::Map, c.zone = a.zone, c.arrival.clear(), commanders = true;
      names.insert(names.begin(), c.name);
    }
  // GdB 7.1, 14: the group enters as an army (Charles the Bold's: "as a single army") unless its owner says
  // garrison; a stack already there merges into the same form.
  if (commanders) {
    bool top = a.form != "garrison";
    for (auto& c : s.commanders)
      if (c.on_map() && c.zone == a.zone && camp_of(s, c) == camp) c.on_top = top;
  }
  if (r.kind == "conditional" && !waiting_any(s, r.id)) s.tracks.conditional_received[camp] = true;
  std::string list;
  for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
  events.push_back({r.name + " enters in " + zone_name(s, a.zone) + ": " + list, r.rule.empty() ? "GdB 10.1" : r.rule});
  return {with_state(cs, std::move(s)), std::move(events)};
}

// ---- bourgogne.replace: a unit bought back from the pool (GdB 10.2)

struct ReplaceArgs {
  std::string unit, zone, side;
};

int replace_cost(const Unit& u, const std::string& side) {
  if (u.type == UnitType::Ca) return u.rp_full;  // GdB 3: one side only
  return side == "reduced" ? u.rp_reduced : u.rp_full;
}

// GdB 9.6, 10.2, 10.3: a captured cannon enters at its captor's placement zones.
std::vector<std::string> unit_zones(const State& s, const Unit& u, Camp camp) {
  if (u.type == UnitType::Ca && camp_of(s, u.power) != camp) return placement_zones(s, national(camp));
  return placement_zones(s, u.power);
}

Reasons check_replace(const CampaignState& cs, const ReplaceArgs& a) {
  const State& s = state_of(cs);
  if (auto r = in_rr_step(s); !r.empty()) return r;
  Camp camp = *s.active();
  const Unit* u = s.unit(a.unit);
  if (!u) return {{"", "there is no unit \"" + a.unit + "\""}};
  if (u->where != Where::Pool || camp_of(s, *u) != camp)
    return {{"GdB 10.2", "replacements come only from the " + std::string(camp_name(camp)) + "' pool: " + u->name +
                             " is not in it"}};
  int cost = replace_cost(*u, a.side), left = rp_left(s, camp);
  if (cost > left)
    return {{"GdB 10.2", u->name + (a.side == "reduced" ? " (reduced)" : "") + " costs " + std::to_string(cost) +
                             " RP; the " + camp_name(camp) + " have " + std::to_string(left) + " left"}};
  auto zones = unit_zones(s, *u, camp);
  if (!has(zones, a.zone)) return {{"GdB 10.3", u->name + " enters in " + zones_words(s, zones)}};
  if (!free_for(s, a.zone, camp))
    return {{"GdB 10.3", "a replacement is never placed where the enemy holds a marker, an army or a garrison: " +
                             zone_name(s, a.zone)}};
  return {};
}

void spend(State& s, Camp camp, int cost) {
  seq_set(s, "rp_spent", to_string(camp), seq_count(s, "rp_spent", to_string(camp)) + cost);
  s.tracks.rp_left[camp] = rp_left(s, camp);
}

Outcome apply_replace(const CampaignState& cs, const ReplaceArgs& a, Dice&) {
  State s = state_of(cs);
  Camp camp = *s.active();
  Unit& u = s.unit_mut(a.unit);
  int cost = replace_cost(u, a.side);
  u.where = Where::Map, u.zone = a.zone, u.ss = u.type == UnitType::Ca ? 1 : (a.side == "reduced" ? 1 : 2);
  spend(s, camp, cost);
  std::string text = u.name + (u.ss == 1 && u.type != UnitType::Ca ? " (reduced)" : "") + " is bought back for " +
                     std::to_string(cost) + " RP and enters in " + zone_name(s, a.zone) + " (" +
                     std::to_string(rp_left(s, camp)) + " RP left)";
  return {with_state(cs, std::move(s)), {{text, "GdB 10.2"}}};
}

// ---- bourgogne.recall: a commander back from the pool (GdB 10.2, setting commander_replacement_cost_rp)

struct RecallArgs {
  std::string commander, zone;
};

Reasons check_recall(const CampaignState& cs, const RecallArgs& a) {
  const State& s = state_of(cs);
  if (auto r = in_rr_step(s); !r.empty()) return r;
  Camp camp = *s.active();
  const Commander* c = s.commander(a.commander);
  if (!c) return {{"", "there is no commander \"" + a.commander + "\""}};
  if (c->where != Where::Pool || camp_of(s, *c) != camp)
    return {{"GdB 10.2", c->name + " is not in the " + std::string(camp_name(camp)) + "' pool"}};
  int cost = setting(cs, "commander_replacement_cost_rp"), left = rp_left(s, camp);
  if (cost > left)
    return {{"GdB 10.2", c->name + " costs " + std::to_string(cost) + " RP (setting commander_replacement_cost_rp); " +
                             std::to_string(left) + " left"}};
  auto zones = placement_zones(s, c->power);
  if (!has(zones, a.zone)) return {{"GdB 10.3", c->name + " enters in " + zones_words(s, zones)}};
  if (!free_for(s, a.zone, camp)) return {{"GdB 10.3", zone_name(s, a.zone) + " is held by the enemy"}};
  return {};
}

Outcome apply_recall(const CampaignState& cs, const RecallArgs& a, Dice&) {
  State s = state_of(cs);
  Camp camp = *s.active();
  int cost = setting(cs, "commander_replacement_cost_rp");
  Stack st = stack_of(s, a.zone, camp);
  Commander& c = s.commander_mut(a.commander);
  // He joins the stack there in its form; alone or over a garrison without commanders, at the top.
  c.on_top = st.commanders.empty() ? true : st.army();
  c.where = Where::Map, c.zone = a.zone;
  if (cost > 0) spend(s, camp, cost);
  std::string text = c.name + " returns from the pool on his " + (c.is_historical ? "historical" : "anonymous") +
                     " side in " + zone_name(s, a.zone) + (cost > 0 ? " for " + std::to_string(cost) + " RP" : "");
  return {with_state(cs, std::move(s)), {{text, "GdB 10.2"}}};
}

}  // namespace

int rp_available(const State& s, Camp camp) {
  Camp enemy = other(camp);
  int total = 0;
  for (const auto& z : s.map->zones) {
    if (z.rp <= 0 || !z.territory) continue;
    Power p = *z.territory;
    // Excluded: the enemy's national territory, and a land the enemy holds by a marker, an army or a garrison.
    if (p == national(enemy) || z.original_camp == enemy) continue;
    if (s.zone(z.id).marker == enemy || enemy_units_in(s, z.id, camp)) continue;
    auto serves = camp_of(s, p);
    if (serves == camp || (serves == enemy && controller(s, z.id) == camp)) total += z.rp;
  }
  return total;
}

int rp_left(const State& s, Camp camp) {
  return std::max(0, rp_available(s, camp) - seq_count(s, "rp_spent", to_string(camp)));
}

std::vector<const Reinforcement*> reinforcements_due(const State& s, Camp camp) {
  std::vector<const Reinforcement*> out;
  int turn = s.tracks.turn;
  for (const auto& r : s.scenario->reinforcements) {
    if (group_camp(s, r) != camp || !waiting_any(s, r.id)) continue;
    bool due = false;
    if (r.kind == "scheduled") due = r.turn <= turn;
    if (r.kind == "conditional") {
      auto it = s.tracks.conditional_triggered.find(camp);
      due = it != s.tracks.conditional_triggered.end() && it->second < turn;
    }
    if (r.kind == "france") due = s.tracks.france_turn < turn;
    if (due) out.push_back(&r);
  }
  return out;
}

std::vector<std::string> placement_zones(const State& s, Power p) {
  if (p == Power::British) return {s.scenario->british_zone};
  if (p == Power::France) return {s.scenario->french_zone};
  std::vector<std::string> out;
  for (const auto& z : s.map->zones)
    if (std::find(z.rr.begin(), z.rr.end(), p) != z.rr.end()) out.push_back(z.id);
  // Reconstructed: a map that marks no placement zone for the power places in its lands.
  if (out.empty()) out = s.map->territory_of(p);
  return out;
}

std::vector<std::string> group_zones(const State& s, const Reinforcement& r) {
  if (!r.zones.empty()) return r.zones;
  return placement_zones(s, group_power(s, r));
}

bool free_for(const State& s, const std::string& zone, Camp camp) {
  if (!s.map->zone(zone)) return false;
  if (enemy_units_in(s, zone, camp) || s.zone(zone).marker == other(camp)) return false;
  return control(s, zone).status != ZoneStatus::Neutral;
}

void lorraine_joins(State& s, std::vector<Event>& events) {
  if (s.tracks.pointers.count(Power::Lorraine)) return;
  auto it = s.scenario->start_pointer.find(Power::Lorraine);
  int square = it == s.scenario->start_pointer.end() ? s.scenario->constant_squares + 1 : it->second;
  s.tracks.pointers[Power::Lorraine] = square;
  events.push_back(
      {"Lorraine joins the Swiss: its pointer is put on Table 4, " + std::to_string(square) + " squares from neutral",
       "GdB 14"});
}

void close_replacements(State& s, std::vector<Event>& events) {
  if (auto camp = s.active()) {
    int left = rp_left(s, *camp);
    if (left > 0 && s.tracks.turn > 1)
      events.push_back(
          {"The " + std::string(camp_name(*camp)) + " lose their " + std::to_string(left) + " unspent RP", "GdB 10.2"});
    s.tracks.rp_left.erase(*camp);
  }
  seq_erase(s, "rp_spent");
}

std::vector<Reason> reinforcements_unfinished(const CampaignState& cs) {
  const State& s = state_of(cs);
  if (!s.active() || s.tracks.step != Step::Reinforcements) return {};
  for (const Reinforcement* r : reinforcements_due(s, *s.active()))
    for (const auto& z : group_zones(s, *r))
      if (free_for(s, z, *s.active()))
        return {{"GdB 10.1", r->name + " must enter first (in " + zones_words(s, group_zones(s, *r)) + ")"}};
  return {};
}

std::vector<NextStep> reinforcement_next_steps(const CampaignState& cs) {
  const State& s = state_of(cs);
  std::vector<NextStep> out;
  if (!s.active() || s.tracks.step != Step::Reinforcements) return out;
  Camp camp = *s.active();
  for (const Reinforcement* r : reinforcements_due(s, camp)) {
    std::vector<std::string> free;
    for (const auto& z : group_zones(s, *r))
      if (free_for(s, z, camp)) free.push_back(z);
    if (free.empty()) {
      out.push_back(
          {.text = r->name + " waits: every zone where it may enter is held by the enemy", .rule = "GdB 10.1"});
      continue;
    }
    out.push_back(
        {.text = std::string(camp_name(camp)) + ": " + r->name + " enters in one of " + zones_words(s, free),
         .rule = "GdB 10.1",
         .command = Json{{"type", "bourgogne.reinforce"}, {"args", {{"group", r->id}, {"zone", free.front()}}}},
         .label = "Place"});
  }
  int left = rp_left(s, camp);
  for (const auto& u : s.units) {
    if (u.where != Where::Pool || camp_of(s, u) != camp || replace_cost(u, "reduced") > left) continue;
    std::string zone;
    for (const auto& z : unit_zones(s, u, camp))
      if (zone.empty() && free_for(s, z, camp)) zone = z;
    if (zone.empty()) continue;
    out.push_back(
        {.text = std::string(camp_name(camp)) + ": " + std::to_string(left) +
                 " RP to spend on units of the pool (unspent RP are lost)",
         .rule = "GdB 10.2",
         .command =
             Json{{"type", "bourgogne.replace"},
                  {"args",
                   {{"unit", u.id}, {"zone", zone}, {"side", replace_cost(u, "full") > left ? "reduced" : "full"}}}},
         .label = "Buy back"});
    break;
  }
  return out;
}

std::vector<CommandDef> reinforcement_commands() {
  return {
      define<ReinforceArgs>(
          {.name = "bourgogne.reinforce",
           .summary = "Place a reinforcement due now in one of its zones (GdB 10.1, 10.3, 14)",
           .flags = kPlayerOrder,
           .args = ArgsOf<ReinforceArgs>()
                       .field(&ReinforceArgs::group, arg::text("group", "the reinforcement").eg("charles"))
                       .field(&ReinforceArgs::zone, arg::id("zone", "zone", "where it enters").eg("12"))
                       .field(&ReinforceArgs::units,
                              arg::ids("units", "unit",
                                       "a reinforcement that need not enter together: the units placed there "
                                       "(default: all)")
                                  .or_else(Json::array()))
                       .field(&ReinforceArgs::form, arg::choice("form", {"army", "garrison", ""},
                                                                "with commanders: an army (the default) or a garrison")
                                                        .or_else(std::string())),
           .check = check_reinforce,
           .apply = apply_reinforce}),
      define<ReplaceArgs>(
          {.name = "bourgogne.replace",
           .summary = "Buy a unit back from the camp's pool with RP, full or reduced (GdB 10.2)",
           .flags = kPlayerOrder,
           .args = ArgsOf<ReplaceArgs>()
                       .field(&ReplaceArgs::unit, arg::id("unit", "unit", "the unit in the pool").eg("swi_pi_1"))
                       .field(&ReplaceArgs::zone, arg::id("zone", "zone", "where it enters").eg("19"))
                       .field(&ReplaceArgs::side,
                              arg::choice("side", {"full", "reduced"}, "full (the front price) or reduced (the back)")
                                  .or_else(std::string("full"))),
           .check = check_replace,
           .apply = apply_replace}),
      define<RecallArgs>(
          {.name = "bourgogne.recall",
           .summary = "Bring a commander back from the camp's pool (GdB 10.2, setting commander_replacement_cost_rp)",
           .flags = kPlayerOrder,
           .args = ArgsOf<RecallArgs>()
                       .field(&RecallArgs::commander, arg::id("commander", "commander", "the commander").eg("diesbach"))
                       .field(&RecallArgs::zone, arg::id("zone", "zone", "where he enters").eg("19")),
           .check = check_recall,
           .apply = apply_recall}),
  };
}

}  // namespace umpire::bourgogne
