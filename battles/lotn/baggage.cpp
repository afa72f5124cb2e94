#include "lotn/baggage.h"

#include <algorithm>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "lotn/data_lookup.h"
#include "lotn/effects.h"

namespace umpire::lotn {

namespace {

// 13.14: a destroyed train unit is worth 25 WP to its owner [TEXT].
constexpr int kBagTrainWp = 25;
// 13.33: a looting is worth 10 WP [TEXT].
constexpr int kBagLootWp = 10;
// Breitenfeld, Imperialist Baggage Train; Lützen, Swedish Baggage Train: "A maximum of 4 train burnings" [TEXT].
constexpr int kBagMaxBurnings = 4;
// 13.32: the looting radius, 4 hexes [TEXT].
constexpr int kBagLootReach = 4;

const Json* bag_c(const Battle& st) {
  auto it = st.scenario_state.find("baggage");
  return it == st.scenario_state.end() ? nullptr : &*it;
}

Json& bag(Battle& st) {
  Json& b = st.scenario_state["baggage"];
  if (!b.is_object()) b = Json::object();
  if (!b.contains("trains")) b["trains"] = Json::array();
  if (!b.contains("burnt")) b["burnt"] = Json::object();
  if (!b.contains("orders")) b["orders"] = Json::object();
  if (!b.contains("checked")) b["checked"] = Json::array();
  return b;
}

int bag_army_side(const Battle& st, int army) { return st.s->armies[static_cast<std::size_t>(army)].side; }

const UnitState& bag_us(const Battle& st, int unit) { return st.units[static_cast<std::size_t>(unit)]; }

// The first army of the other side: the owner of the off-map train a raid burns.
int bag_enemy_army(const Battle& st, int side) {
  for (std::size_t a = 0; a < st.s->armies.size(); ++a)
    if (st.s->armies[a].side != side) return static_cast<int>(a);
  return -1;
}

void bag_destroy(Ctx& c, int train, const std::string& why, const std::string& rule) {
  Json& t = bag(c.st)["trains"][static_cast<std::size_t>(train)];
  t["destroyed"] = true;
  int army = t["army"].get<int>();
  if (c.say.on) c.say("the baggage train in " + t["hex"].get<std::string>() + " is destroyed (" + why + ")", rule);
  add_wp(c, army, kBagTrainWp, "a baggage train destroyed");
}

// A path of at most `reach` hexes from `from` to `to` whose hexes between are free of enemy units and enemy ZOC
// (13.32).
bool bag_reaches(const Battle& st, const Board& board, const Hex& from, const Hex& to, int side, int reach) {
  const HexGrid& grid = st.s->map->grid();
  if (grid.distance(from, to) > reach) return false;
  std::vector<Hex> frontier{from}, seen{from}, next;
  for (int step = 1; step <= reach; ++step) {
    next.clear();
    for (const Hex& h : frontier)
      for (const auto& n : grid.neighbours(h)) {
        if (!n || std::find(seen.begin(), seen.end(), *n) != seen.end()) continue;
        if (*n == to) return true;
        seen.push_back(*n);
        if (grid.distance(*n, to) > reach - step) continue;
        if (board.enemy_at(*n, side) || board.enemy_zoc(*n, side)) continue;
        next.push_back(*n);
      }
    frontier.swap(next);
  }
  return false;
}

bool bag_in_tag(const Battle& st, const char* kind, const std::string& army, const Hex& h) {
  for (const MapTag* t : st.s->map->tagged(kind, army))
    if (std::find(t->hexes.begin(), t->hexes.end(), h) != t->hexes.end()) return true;
  return false;
}

std::string bag_train_id(int t) { return "train" + std::to_string(t); }

// 13.34: a Croat unit routed off the map may have looted its own train.
void bag_marauding_croats(Ctx& c, int unit) {
  const Battle& st = c.st;
  const UnitDef& d = def(st, unit);
  int r = c.d10("Marauding Croats: " + unit_name(st, unit) + ", d10");
  bool looted = r > d.tq_disrupted;
  if (c.say.on)
    c.say(unit_name(st, unit) + " routed off the map: " + std::to_string(r) + (looted ? " is above" : " is not above") +
              " its Disrupted TQ " + std::to_string(d.tq_disrupted) +
              (looted ? ": the Croats have looted their own train" : ""),
          "LotN 13.34");
  // Both readings of victory.looting give these 10 WP to the Croats' army: it is the looted and the looting one.
  if (looted) add_wp(c, d.army, kBagLootWp, "Croats looted their own train");
}

// Breitenfeld, Saxon Looters.
void bag_saxon_looters(Ctx& c, int unit) {
  Battle& st = c.st;
  const UnitDef& d = def(st, unit);
  const std::string rule = "LotN Breitenfeld, Saxon Looters";
  std::vector<int> open, guarded;
  Board board(st);
  for (int t = 0; t < train_count(st); ++t) {
    Train tr = train_at(st, t);
    if (tr.destroyed || bag_army_side(st, tr.army) != d.side || tr.army == d.army) continue;
    (train_guard(st, board, t) >= 0 ? guarded : open).push_back(t);
  }
  if (open.empty() && guarded.empty()) {
    if (c.say.on) c.say(unit_name(st, unit) + " routed off the map: no allied train is left to loot", rule);
    return;
  }
  int r = c.d10("Saxon looters: " + unit_name(st, unit) + ", d10");
  if (r % 2 != 0) {
    if (c.say.on) c.say(unit_name(st, unit) + " routed off the map and rolls " + std::to_string(r) + ", odd: it goes home", rule);
    return;
  }
  if (c.say.on) c.say(unit_name(st, unit) + " routed off the map and rolls " + std::to_string(r) + ", even: it tries to loot", rule);
  const std::vector<int>& pool = open.empty() ? guarded : open;
  // The Protestant player picks the train; the doctrine gives up the one whose guard is best (a guarded one
  // survives a roll up to its guard's TQ), else the first.
  std::string advice = bag_train_id(pool.front());
  if (open.empty()) {
    int best = -1;
    for (int t : pool) {
      int tq = current_tq(st, train_guard(st, board, t));
      if (tq > best) {
        best = tq;
        advice = bag_train_id(t);
      }
    }
  }
  DecisionRequest req{"", side_id(st, d.side), side_name(st, d.side), {}, advice};
  if (!c.decisions.takes_advice()) {
    req.label = "which train " + unit_name(st, unit) + " loots (Breitenfeld, Saxon Looters)";
    for (int t : pool) {
      int g = train_guard(st, board, t);
      req.options.push_back({bag_train_id(t), "the train in " + hex_name(st, train_at(st, t).hex) +
                                                  (g >= 0 ? ", guarded by " + unit_name(st, g) : ", unguarded")});
    }
  }
  std::string pick = c.decisions.choose(req);
  int t = std::stoi(pick.substr(5));
  if (std::find(pool.begin(), pool.end(), t) == pool.end()) throw std::logic_error("not a train of the choice");
  if (!open.empty()) {
    bag_destroy(c, t, "looted by " + unit_name(st, unit), rule);
    return;
  }
  int g = train_guard(st, board, t);
  int r2 = c.d10("Saxon looters against the guard " + unit_name(st, g) + ", d10");
  int tq = current_tq(st, g);
  if (r2 > tq) {
    if (c.say.on) c.say(std::to_string(r2) + " beats the TQ " + std::to_string(tq) + " of the guard " + unit_name(st, g), rule);
    bag_destroy(c, t, "looted by " + unit_name(st, unit), rule);
  } else if (c.say.on) {
    c.say(std::to_string(r2) + " does not beat the TQ " + std::to_string(tq) + " of the guard " + unit_name(st, g), rule);
  }
}

}  // namespace

int train_count(const Battle& st) {
  const Json* b = bag_c(st);
  return b && b->contains("trains") ? static_cast<int>((*b)["trains"].size()) : 0;
}

Train train_at(const Battle& st, int train) {
  const Json& t = (*bag_c(st))["trains"][static_cast<std::size_t>(train)];
  Train out;
  out.army = t["army"].get<int>();
  auto h = st.s->map->grid().parse(t["hex"].get<std::string>());
  if (!h) throw std::logic_error("a train's hex is not on the map");
  out.hex = *h;
  out.destroyed = t.value("destroyed", false);
  return out;
}

int add_train(Battle& st, int army, const Hex& hex) {
  Json& trains = bag(st)["trains"];
  trains.push_back(Json{{"army", army}, {"hex", hex_name(st, hex)}, {"destroyed", false}});
  return static_cast<int>(trains.size()) - 1;
}

std::vector<ScenarioTrain> scenario_trains(const DataSet& data, const std::string& scenario) {
  std::vector<ScenarioTrain> out;
  auto it = data.scenarios.find(scenario);
  if (it == data.scenarios.end() || !it->second.document) return out;
  const Json& doc = *it->second.document;
  if (!doc.contains("baggage")) return out;
  for (const Json& b : doc["baggage"]) {
    ScenarioTrain t;
    t.army = b.value("army", "");
    t.name = b.value("name", "");
    t.source = b.value("source", "");
    if (b.contains("hexes"))
      for (const Json& h : b["hexes"]) t.hexes.push_back(h.get<std::string>());
    out.push_back(std::move(t));
  }
  return out;
}

bool scenario_train_given(const DataSet& data, const std::string& scenario, const std::string& name, Mode mode) {
  auto it = data.scenarios.find(scenario);
  if (it == data.scenarios.end() || !it->second.document) return false;
  const Json& doc = *it->second.document;
  const MapData* map = nullptr;
  if (doc.contains("maps") && doc["maps"].size() == 1) map = data.map(doc["maps"][0].get<std::string>());
  for (const ScenarioTrain& t : scenario_trains(data, scenario)) {
    if (t.name != name) continue;
    if (map && !map->tagged("baggage", t.army).empty()) return true;
    auto p = provenance_of(t.source);
    if (p && readable(*p, mode)) return true;
  }
  return false;
}

int place_map_trains(Battle& st) {
  int n = 0;
  const std::vector<ScenarioTrain> reconstructed =
      st.s->scenario.empty() || !st.s->data ? std::vector<ScenarioTrain>{} : scenario_trains(*st.s->data, st.s->scenario);
  const HexGrid& grid = st.s->map->grid();
  for (std::size_t a = 0; a < st.s->armies.size(); ++a) {
    const std::string& army = st.s->armies[a].id;
    std::vector<const MapTag*> tags = st.s->map->tagged("baggage", army);
    for (const MapTag* t : tags)
      for (const Hex& h : t->hexes) {
        add_train(st, static_cast<int>(a), h);
        ++n;
      }
    if (!tags.empty()) continue;  // the map's own train hexes win over the scenario's reconstruction
    // The scenario's train hexes (Breitenfeld: reconstructed, the text lists none), in the modes that read them.
    for (const ScenarioTrain& t : reconstructed) {
      if (t.army != army) continue;
      auto p = provenance_of(t.source);
      if (!p || !readable(*p, st.s->mode)) continue;
      std::string placed;
      for (const std::string& id : t.hexes) {
        auto h = grid.parse(id);
        if (!h) continue;  // a map of another extent: that hex is not on it
        add_train(st, static_cast<int>(a), *h);
        ++n;
        placed += (placed.empty() ? "" : ", ") + hex_name(st, *h);
      }
      if (!placed.empty() && *p != Provenance::Printed && *p != Provenance::Derived && *p != Provenance::User)
        st.lookups.push_back(LookupEntry{t.name + ": its hexes", "LotN 13.21", "the baggage trains on the map", placed,
                                         *p, t.source});
    }
  }
  return n;
}

int train_guard(const Battle& st, const Board& board, int train) {
  Train t = train_at(st, train);
  for (int u : board.units_at(t.hex))
    if (def(st, u).side == bag_army_side(st, t.army) && present(st, u)) return u;
  return -1;
}

// ---- the Destroy Baggage Train order

std::string destroy_train_problem(const Battle& st, int unit) {
  if (!present(st, unit)) return "not on the map";
  const UnitState& u = bag_us(st, unit);
  if (u.routed || u.disrupted) return "only an undisrupted, unrouted unit may be sent against a train (LotN 13.22)";
  int side = def(st, unit).side;
  for (int t = 0; t < train_count(st); ++t) {
    Train tr = train_at(st, t);
    if (!tr.destroyed && bag_army_side(st, tr.army) != side) return "";
  }
  return "no enemy baggage train stands on the map (LotN 13.21)";
}

std::vector<DestroyTrainOption> destroy_train_options(const Battle& st, const Board& board, int unit) {
  std::vector<DestroyTrainOption> out;
  if (!destroy_train_problem(st, unit).empty()) return out;
  const HexGrid& grid = st.s->map->grid();
  int side = def(st, unit).side;
  for (int t = 0; t < train_count(st); ++t) {
    Train tr = train_at(st, t);
    if (tr.destroyed || bag_army_side(st, tr.army) == side) continue;
    out.push_back({t, tr.hex, grid.distance(bag_us(st, unit).hex, tr.hex), train_guard(st, board, t)});
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const DestroyTrainOption& a, const DestroyTrainOption& b) { return a.distance < b.distance; });
  return out;
}

void give_destroy_train_order(Ctx& c, int unit, int train) {
  std::string p = destroy_train_problem(c.st, unit);
  if (!p.empty()) throw std::logic_error(unit_name(c.st, unit) + ": " + p);
  Train tr = train_at(c.st, train);
  if (tr.destroyed || bag_army_side(c.st, tr.army) == def(c.st, unit).side)
    throw std::logic_error("not an enemy train standing");
  bag(c.st)["orders"][std::to_string(unit)] = train;
  if (c.say.on)
    c.say(unit_name(c.st, unit) + " is ordered to destroy the baggage train in " + hex_name(c.st, tr.hex), "LotN 13.23");
}

int destroy_train_target(const Battle& st, int unit) {
  const Json* b = bag_c(st);
  if (!b || !b->contains("orders")) return -1;
  auto it = (*b)["orders"].find(std::to_string(unit));
  return it == (*b)["orders"].end() ? -1 : it->get<int>();
}

std::optional<Hex> destroy_train_goal(const Battle& st, int unit) {
  int t = destroy_train_target(st, unit);
  if (t < 0) return std::nullopt;
  Train tr = train_at(st, t);
  if (tr.destroyed) return std::nullopt;
  return tr.hex;
}

bool destroy_order_leader_ok(const Battle& st, int leader, int unit) {
  return destroy_train_target(st, unit) >= 0 && leader_present(st, leader) && ldef(st, leader).side == def(st, unit).side;
}

bool destroy_order_may_attack(const Battle& st, const Board& board, int unit, int target) {
  int t = destroy_train_target(st, unit);
  if (t < 0) return true;
  Train tr = train_at(st, t);
  if (tr.destroyed) return false;
  const auto& there = board.units_at(tr.hex);
  return std::find(there.begin(), there.end(), target) != there.end();
}

bool destroy_train(Ctx& c, Board& board, int unit) {
  Battle& st = c.st;
  int t = destroy_train_target(st, unit);
  if (t < 0 || !present(st, unit) || bag_us(st, unit).routed) return false;
  Train tr = train_at(st, t);
  if (tr.destroyed || !st.s->map->grid().adjacent(bag_us(st, unit).hex, tr.hex) || train_guard(st, board, t) >= 0)
    return false;
  int r = c.d10("destroy the baggage train: " + unit_name(st, unit) + ", d10");
  int tq = current_tq(st, unit);
  if (c.say.on)
    c.say(unit_name(st, unit) + " falls on the baggage train in " + hex_name(st, tr.hex) + ": " + std::to_string(r) +
              " against its TQ " + std::to_string(tq),
          "LotN 13.24");
  if (r <= tq) {
    bag_destroy(c, t, "by " + unit_name(st, unit), "LotN 13.24");
  } else {
    loot(c, unit, t, "it fell to looting instead of destroying the train");
    board.rebuild();
  }
  return true;
}

void update_destroy_train_orders(Ctx& c, const Board& board) {
  Battle& st = c.st;
  if (!bag_c(st)) return;
  Json& orders = bag(st)["orders"];
  const HexGrid& grid = st.s->map->grid();
  std::vector<std::string> done;
  for (auto it = orders.begin(); it != orders.end(); ++it) {
    int unit = std::stoi(it.key());
    std::string why;
    if (!present(st, unit))
      why = "it is off the map";
    else if (bag_us(st, unit).routed)
      why = "it routed";
    else if (train_at(st, it->get<int>()).destroyed) {
      const UnitDef& d = def(st, unit);
      for (std::size_t l = 0; l < st.leaders.size() && why.empty(); ++l) {
        int li = static_cast<int>(l);
        if (ldef(st, li).side == d.side && leader_present(st, li) &&
            grid.distance(st.leaders[l].hex, bag_us(st, unit).hex) <= leader_range(st, li))
          why = "its train is destroyed and it is back within " + leader_name(st, li) + "'s range";
      }
    }
    if (!why.empty()) {
      done.push_back(it.key());
      if (c.say.on) c.say("the Destroy Baggage Train order of " + unit_name(st, unit) + " ends: " + why, "LotN 13.23");
    }
  }
  for (const auto& k : done) orders.erase(k);
  (void)board;
}

// ---- looting

void loot(Ctx& c, int unit, int train, const std::string& why) {
  Battle& st = c.st;
  Train tr = train_at(st, train);
  const UnitDef& d = def(st, unit);
  if (c.say.on) c.say(unit_name(st, unit) + " loots the baggage train in " + hex_name(st, tr.hex) + " (" + why + ")", "LotN 13.33");
  eliminate(c, unit, "looted", "it left the battle with its plunder");
  Json& orders = bag(st)["orders"];
  orders.erase(std::to_string(unit));
  int to = st.s->variant("victory.looting") == 1 ? d.army : tr.army;
  add_wp(c, to, kBagLootWp, unit_name(st, unit) + " looted a baggage train");
}

bool looting_check(Ctx& c, Board& board, int unit) {
  Battle& st = c.st;
  if (!present(st, unit) || train_count(st) == 0) return false;
  const UnitDef& d = def(st, unit);
  const UnitState& u = bag_us(st, unit);
  if (is_artillery(d.arm) && (u.abandoned || u.captured_by >= 0)) return false;
  bool once = st.s->variant("baggage.loot_check_once") == 1;
  for (int t = 0; t < train_count(st); ++t) {
    Train tr = train_at(st, t);
    if (tr.destroyed || bag_army_side(st, tr.army) == d.side) continue;
    if (train_guard(st, board, t) >= 0) continue;
    if (!bag_reaches(st, board, u.hex, tr.hex, d.side, kBagLootReach)) continue;
    std::string key = std::to_string(unit) + ":" + std::to_string(t);
    Json& checked = bag(st)["checked"];
    if (once) {
      if (std::find(checked.begin(), checked.end(), key) != checked.end()) continue;
      checked.push_back(key);
    }
    int plus = 0;
    if (d.swedish || (is_infantry(d.arm) && !d.saxon)) plus -= 1;  // all Swedes; Imperialist infantry
    if (d.arm == Arm::LCrt) plus += 2;
    if (u.routed) plus += 1;
    int r = c.d10("looting check: " + unit_name(st, unit) + " near the baggage train in " + hex_name(st, tr.hex) + ", d10");
    int total = r + plus;
    bool loots = total > d.tq;
    if (c.say.on)
      c.say(unit_name(st, unit) + " comes within " + std::to_string(kBagLootReach) + " hexes of the baggage train in " +
                hex_name(st, tr.hex) + ": " + std::to_string(r) + (plus >= 0 ? "+" : "") + std::to_string(plus) +
                " = " + std::to_string(total) + " against its TQ " + std::to_string(d.tq) +
                (loots ? ": it loots" : ": it keeps its order"),
            "LotN 13.32");
    if (loots) {
      loot(c, unit, t, "it could not resist the plunder");
      board.rebuild();
      return true;
    }
  }
  return false;
}

// ---- leaving the map

int trains_burnt(const Battle& st, int army) {
  const Json* b = bag_c(st);
  if (!b || !b->contains("burnt")) return 0;
  return (*b)["burnt"].value(st.s->armies[static_cast<std::size_t>(army)].id, 0);
}

std::string exit_problem(const Battle& st, int unit, const Hex& exit) {
  if (!present(st, unit)) return "not on the map";
  const UnitDef& d = def(st, unit);
  const UnitState& u = bag_us(st, unit);
  if (u.routed) return "a routed unit leaves only by its Retreat Edge (LotN 12.36)";
  if (!is_cavalry(d.arm) || d.saxon) return "only cavalry raids the enemy's train off the map (the scenario's baggage rule)";
  if (!st.s->map->on_map_edge(exit) || !bag_in_tag(st, "exit", st.s->armies[static_cast<std::size_t>(d.army)].id, exit))
    return "units leave the map by choice only where the scenario's baggage rule lets them";
  int owner = bag_enemy_army(st, d.side);
  if (owner < 0 || trains_burnt(st, owner) >= kBagMaxBurnings) return "the 4 train burnings are done (the scenario's baggage rule)";
  return "";
}

void unit_left_map(Ctx& c, int unit, const Hex& exit, bool pursued_off) {
  Battle& st = c.st;
  const UnitDef& d = def(st, unit);
  if (bag_us(st, unit).on_map) {  // by choice: a raid on the off-map train
    std::string p = exit_problem(st, unit, exit);
    if (!p.empty()) throw std::logic_error(unit_name(st, unit) + " may not leave by " + hex_name(st, exit) + ": " + p);
    const std::string rule = st.s->scenario == "lutzen" ? "LotN Lützen, Swedish Baggage Train"
                             : st.s->scenario == "breitenfeld" ? "LotN Breitenfeld, Imperialist Baggage Train"
                                                                : "LotN 13.21";
    int owner = bag_enemy_army(st, d.side);
    eliminate(c, unit, "off the map", "it rode off by " + hex_name(st, exit) + " to burn the enemy's train; it never returns");
    Json& burnt = bag(st)["burnt"];
    const std::string& key = st.s->armies[static_cast<std::size_t>(owner)].id;
    burnt[key] = burnt.value(key, 0) + 1;
    if (c.say.on)
      c.say(unit_name(st, unit) + " burns a baggage train unit of " + st.s->armies[static_cast<std::size_t>(owner)].name +
                " (" + std::to_string(burnt[key].get<int>()) + " of " + std::to_string(kBagMaxBurnings) + ")",
            rule);
    add_wp(c, owner, kBagTrainWp, "a baggage train burnt off the map");
    return;
  }
  if (bag_us(st, unit).gone != "routed off the map") return;
  if (d.arm == Arm::LCrt && !pursued_off) bag_marauding_croats(c, unit);
  if (st.s->scenario == "breitenfeld" && d.saxon &&
      bag_in_tag(st, "rout_exit", st.s->armies[static_cast<std::size_t>(d.army)].id, exit))
    bag_saxon_looters(c, unit);
}

}  // namespace umpire::lotn
