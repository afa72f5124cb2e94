// Lion of the North: the Lützen scenario's special rules (lutzen_rules.h).
#include "lotn/lutzen_rules.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>
#include <optional>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "lotn/fire.h"
#include "lotn/hex_stacking.h"
#include "lotn/movement.h"
#include "lotn/optional_rules.h"
#include "lotn/sequence.h"

namespace umpire::lotn {

namespace {

const char* const kLutzenFogRule = "LotN Lützen, Determining Fog";
const char* const kLutzenDarkRule = "LotN Lützen, Duration of Game and Dark";
const char* const kLutzenBurningRule = "LotN Lützen, Is Lützen Burning?";
const char* const kLutzenHalleRule = "LotN Lützen, Imperialist Reinforcements";
const char* const kLutzenGoutRule = "LotN Lützen, Wallenstein's Gout";

const char* lutzen_condition_id(Visibility v) {
  switch (v) {
    case Visibility::Heavy: return "Heavy";
    case Visibility::Light: return "Light";
    default: return "Clear";
  }
}
Visibility lutzen_condition_from(const std::string& id) {
  if (id == "Heavy") return Visibility::Heavy;
  if (id == "Light") return Visibility::Light;
  return Visibility::Clear;
}
const char* lutzen_fog_words(Visibility v) {
  switch (v) {
    case Visibility::Heavy: return "Heavy Fog";
    case Visibility::Light: return "Light Fog";
    default: return "Clear";
  }
}

// A chart range as printed: "0", "0-2", "0-1*", "NO".
struct LutzenRange {
  bool no = true;
  int lo = 0, hi = -1;
  bool star = false;
  bool readable = true;  // the text is one of the forms above
  bool holds(int r) const { return !no && r >= lo && r <= hi; }
};
LutzenRange lutzen_range(std::string v) {
  LutzenRange out;
  if (v.empty() || v == "NO") return out;
  if (v.back() == '*') {
    out.star = true;
    v.pop_back();
  }
  std::size_t dash = v.find('-');
  out.no = false;
  out.lo = std::atoi(v.substr(0, dash).c_str());
  out.hi = dash == std::string::npos ? out.lo : std::atoi(v.substr(dash + 1).c_str());
  out.readable = cell_int(v.substr(0, dash)).has_value() && (dash == std::string::npos || cell_int(v.substr(dash + 1)).has_value());
  return out;
}

// The printed historical fog (Determining Fog): Heavy 1000; Light 1030; Clear 1100 and 1130; Light 1200, 1230;
// Clear from 1300 to dark. Before 1000 (Early Start) the dawn's fog, Heavy.
Visibility lutzen_historical_fog(int time) {
  if (time <= 10 * 60) return Visibility::Heavy;
  if (time == 10 * 60 + 30) return Visibility::Light;
  if (time < 12 * 60) return Visibility::Clear;
  if (time < 13 * 60) return Visibility::Light;
  return Visibility::Clear;
}

// What the burning town does to each hex of a map, worked out once a map.
struct LutzenMapFacts {
  std::shared_ptr<const MapData> map;  // held so that the address is not reused
  std::vector<std::uint8_t> town, smoke, lit;
};

const LutzenMapFacts& lutzen_facts(const Battle& st) {
  // The movement asks hex by hex: the last map's facts without the lock (facts are never dropped).
  thread_local const MapData* last_map = nullptr;
  thread_local const LutzenMapFacts* last_facts = nullptr;
  if (last_map == st.s->map.get() && last_facts) return *last_facts;
  static std::mutex mutex;
  static std::map<const MapData*, std::unique_ptr<LutzenMapFacts>> cache;
  std::lock_guard<std::mutex> lock(mutex);
  auto& slot = cache[st.s->map.get()];
  if (slot) {
    last_map = st.s->map.get();
    last_facts = slot.get();
    return *slot;
  }
  auto f = std::make_unique<LutzenMapFacts>();
  f->map = st.s->map;
  const MapData& map = *st.s->map;
  const HexGrid& grid = map.grid();
  std::vector<Hex> all = grid.all_hexes();
  std::size_t n = 0;
  for (const Hex& h : all) n = std::max(n, grid.index(h) + 1);
  f->town.assign(n, 0);
  f->smoke.assign(n, 0);
  f->lit.assign(n, 0);
  std::vector<Hex> towns;
  for (const Hex& h : all)
    if (map.facts(h).terrain == Terrain::Town) {
      towns.push_back(h);
      f->town[grid.index(h)] = 1;
    }
  if (!towns.empty()) {
    std::optional<int> sw = map.side_for("SW");
    if (!sw)
      throw UserError(std::string(kLutzenBurningRule) + ": the map " + map.name +
                      " names no SW hexside in its compass, so its Dense Smoke hexes cannot be found");
    for (const Hex& t : towns) {
      Hex at = t;
      for (int k = 1; k <= 2; ++k) {
        auto next = grid.neighbour(at, *sw);
        if (!next) break;
        at = *next;
        Terrain tr = map.facts(at).terrain;
        if (tr != Terrain::Town && tr != Terrain::Castle) f->smoke[grid.index(at)] = 1;
      }
    }
    for (const Hex& h : all) {
      if (f->smoke[grid.index(h)]) continue;
      for (const Hex& t : towns)
        if (grid.distance(h, t) <= 5) {
          f->lit[grid.index(h)] = 1;
          break;
        }
    }
  }
  slot = std::move(f);
  last_map = st.s->map.get();
  last_facts = slot.get();
  return *slot;
}

Json& lutzen_state(Battle& st, const char* key) {
  if (!st.scenario_state.is_object()) st.scenario_state = Json::object();
  Json& j = st.scenario_state[key];
  if (!j.is_object()) j = Json::object();
  return j;
}

}  // namespace

bool chart_range_readable(const std::string& cell) { return lutzen_range(cell).readable; }

bool is_lutzen(const Battle& st) { return st.s && st.s->scenario == "lutzen"; }

// ---- visibility

Visibility lutzen_visibility(Ctx& c) {
  Battle& st = c.st;
  const Setup& s = *st.s;
  if (!is_lutzen(st)) return st.visibility;
  const std::string when = clock_words(st.time);
  if (st.time >= s.dark) {
    if (c.say.on) c.say("The " + when + " turn is Dark: Heavy Fog", kLutzenDarkRule);
    return Visibility::Heavy;
  }
  if (st.time >= s.dusk) {
    if (c.say.on) c.say("The " + when + " turn is Dusk: Light Fog", kLutzenDarkRule);
    return Visibility::Light;
  }
  Json& fog = lutzen_state(st, "fog");
  auto remember = [&](Visibility v) {
    fog["condition"] = lutzen_condition_id(v);
    fog["time"] = st.time;
    return v;
  };
  if (s.variant("fog.lutzen_sequence") == 1) {
    Visibility v = lutzen_historical_fog(st.time);
    if (c.say.on) c.say("Fog for the " + when + " turn, as it was historically: " + lutzen_fog_words(v), kLutzenFogRule);
    return remember(v);
  }
  if (fog.value("ended", false)) {
    if (c.say.on) c.say("Fog for the " + when + " turn: Clear (the fog has lifted for good)", kLutzenFogRule);
    return remember(Visibility::Clear);
  }
  const bool first = st.time <= s.first_turn;
  const bool early = s.variant("scenario.lutzen_early_start") == 1;
  if (first && !early && s.variant("fog.lutzen_first_turn") == 0) {
    if (c.say.on) c.say("The " + when + " turn starts in Heavy Fog", kLutzenFogRule);
    return remember(Visibility::Heavy);
  }
  // The column: last turn's condition (before the first roll, the morning's Heavy Fog).
  Visibility present = first || !fog.contains("condition")
                           ? Visibility::Heavy
                           : lutzen_condition_from(fog.value("condition", std::string("Heavy")));
  const char* column = lutzen_condition_id(present);
  int die = c.d10("fog: the " + when + " turn, d10");
  int modifier = early && st.time <= 10 * 60 ? -3 : 0;
  int r = std::max(0, die + modifier);
  std::optional<Visibility> got;
  for (Visibility v : {Visibility::Heavy, Visibility::Light, Visibility::Clear}) {
    Cell cell = c.tables.need("fog", lutzen_condition_id(v), column, "fog for the " + when + " turn");
    if (lutzen_range(cell.value).holds(r)) got = v;
  }
  if (!got)
    throw std::logic_error("the Fog Table has no row for a roll of " + std::to_string(r) + " in column " + column);
  if (c.say.on) {
    std::string text = "Fog for the " + when + " turn: d10 " + std::to_string(die);
    if (modifier) text += " -3 (Early Start) = " + std::to_string(die + modifier);
    if (die + modifier < 0) text += ", read as 0";
    text += " on the Fog Table, present condition " + std::string(lutzen_fog_words(present)) + ": " +
            lutzen_fog_words(*got);
    c.say(text, kLutzenFogRule, RulingOf{"fog for the " + when + " turn"});
  }
  if (*got == Visibility::Clear && st.time >= 15 * 60) {
    fog["ended"] = true;
    if (c.say.on) c.say("From the 1500 turn the first Clear turn ends the fog rolls: Clear until dusk", kLutzenFogRule);
  }
  return remember(*got);
}

bool lutzen_lit(const Battle& st, const Hex& h) {
  if (!is_lutzen(st) || !st.s->map->grid().contains(h)) return false;
  return lutzen_facts(st).lit[st.s->map->grid().index(h)] != 0;
}

Visibility lutzen_hex_visibility(const Battle& st, const Hex& h) {
  if (!is_lutzen(st)) return st.visibility;
  const Setup& s = *st.s;
  if (st.time >= s.dusk && st.time < s.dark && lutzen_lit(st, h)) return Visibility::Clear;
  if (st.time >= s.dark && lutzen_lit(st, h)) return Visibility::Light;
  return st.visibility;
}

Visibility lutzen_fire_visibility(const Battle& st, const Hex& from, const Hex& target) {
  return std::max(lutzen_hex_visibility(st, from), lutzen_hex_visibility(st, target));
}

// ---- the burning town

bool dense_smoke(const Battle& st, const Hex& h) {
  if (!is_lutzen(st) || !st.s->map->grid().contains(h)) return false;
  return lutzen_facts(st).smoke[st.s->map->grid().index(h)] != 0;
}

std::string lutzen_entry_problem(const Battle& st, const Hex& h) {
  if (!is_lutzen(st) || !st.s->map->grid().contains(h)) return "";
  if (st.s->map->facts(h).terrain != Terrain::Town) return "";
  return "Lützen is burning: no unit may enter a town hex (" + std::string(kLutzenBurningRule) + ")";
}

bool lutzen_town_bars_leaders(const Battle& st) { return is_lutzen(st) && st.s->variant("lutzen.town_bars_leaders") != 0; }

// ---- the Commanded Musket Phase

bool commanded_musket(const Battle& st, int unit) {
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  return present(st, unit) && !u.routed && acts_in_commanded_musket_phase(st, unit);  // 10.35: not Compact LI
}

namespace {

struct CmChoice {
  std::string id, words;
  int value = -1;  // a fire's worth (fire_value), -1 for anything else
  int turn = 0;    // vertices turned before the fire
  FireOption fire;
  bool is_fire = false, is_move = false;
  MoveOption move;
};

std::vector<CmChoice> cm_choices(Battle& st, Board& board, int unit) {
  std::vector<CmChoice> out;
  UnitState& u = st.units[static_cast<std::size_t>(unit)];
  const int facing = u.facing;
  for (int turn : {0, 1, -1}) {
    if (turn != 0 && u.in_column) break;
    if (turn != 0) {
      u.facing = side_turn(facing, turn);
      board.rebuild();
    }
    for (const FireOption& o : fire_options(st, board, unit, FireOccasion::CommandedMusket)) {
      CmChoice ch;
      std::string turn_id = turn == 0 ? "" : turn > 0 ? "turn +1 " : "turn -1 ";
      ch.id = turn_id + "fire " + o.id;
      ch.words = (turn == 0 ? "" : turn > 0 ? "turn one vertex right and " : "turn one vertex left and ") + o.words;
      ch.value = fire_value(st, o);
      ch.turn = turn;
      ch.fire = o;
      ch.is_fire = true;
      out.push_back(std::move(ch));
    }
  }
  if (u.facing != facing) {
    u.facing = facing;
    board.rebuild();
  }
  std::vector<MoveOption> moves = move_options(st, board, unit);
  for (std::size_t i = 1; i < moves.size(); ++i) {
    CmChoice ch;
    ch.id = move_id(st, moves[i]);
    ch.words = move_option_words(st, moves[i]);
    ch.is_move = true;
    ch.move = moves[i];
    out.push_back(std::move(ch));
  }
  return out;
}

int cm_best(const std::vector<CmChoice>& choices) {
  int best = -1;
  for (std::size_t i = 0; i < choices.size(); ++i)
    if (choices[i].is_fire && (best < 0 || choices[i].value > choices[static_cast<std::size_t>(best)].value))
      best = static_cast<int>(i);
  return best;
}

void cm_act(Ctx& c, Board& board, int unit, std::vector<CmChoice> choices) {
  Battle& st = c.st;
  const int side = def(st, unit).side;
  int best = cm_best(choices);
  DecisionRequest req;
  req.side = side_id(st, side);
  req.advice = best >= 0 ? choices[static_cast<std::size_t>(best)].id : "hold";
  if (!c.decisions.takes_advice()) {
    req.label = "Commanded Musket Phase: " + unit_name(st, unit) + " in " + hex_name(st, st.units[static_cast<std::size_t>(unit)].hex) +
                " moves or fires";
    req.side_name = side_name(st, side);
    for (const auto& ch : choices) req.options.push_back({ch.id, ch.words});
    req.options.push_back({"hold", "hold"});
  }
  std::string pick = c.decisions.choose(req);
  if (pick == "hold") return;
  auto it = std::find_if(choices.begin(), choices.end(), [&](const CmChoice& ch) { return ch.id == pick; });
  if (it == choices.end()) throw UserError("Commanded Musket Phase: \"" + pick + "\" is not an action of " + unit_name(st, unit));
  UnitState& u = st.units[static_cast<std::size_t>(unit)];
  if (it->is_fire) {
    if (it->turn != 0) {
      u.facing = side_turn(u.facing, it->turn);
      board.rebuild();
      if (c.say.on)
        c.say(unit_name(st, unit) + " turns one vertex to fire", "LotN 10.34");
    }
    resolve_fire(c, board, it->fire, FireOccasion::CommandedMusket);
    return;
  }
  MoveHooks hooks;
  hooks.on_enter = [&c, &board, &st](int m, const Hex& entered) {
    reaction_fire_on_enter(c, board, m, entered);
    if (!present(st, m) || st.units[static_cast<std::size_t>(m)].routed) return false;
    offer_orderly_withdrawal(c, board, m, entered);
    return present(st, m) && !st.units[static_cast<std::size_t>(m)].routed;
  };
  hooks.on_leave_zoc = [&c, &board](int m, const Hex& left) { reaction_fire_on_leave(c, board, m, left); };
  MoveReport rep = execute_move(c, board, unit, it->move, hooks);
  if (c.say.on && !rep.completed && !rep.stopped.empty())
    c.say(unit_name(st, unit) + " stops in " + hex_name(st, u.hex) + ": " + rep.stopped, "LotN 6.1");
}

void cm_side(Ctx& c, Board& board, int side) {
  Battle& st = c.st;
  std::vector<char> acted(st.units.size(), 0);
  for (;;) {
    std::vector<int> units;
    std::vector<std::vector<CmChoice>> all;
    int advised = -1, advised_value = -1;
    for (std::size_t i = 0; i < st.units.size(); ++i) {
      int u = static_cast<int>(i);
      if (acted[i] || def(st, u).side != side || !commanded_musket(st, u)) continue;
      std::vector<CmChoice> ch = cm_choices(st, board, u);
      if (ch.empty()) continue;
      int b = cm_best(ch);
      if (b >= 0 && ch[static_cast<std::size_t>(b)].value > advised_value) {
        advised_value = ch[static_cast<std::size_t>(b)].value;
        advised = static_cast<int>(units.size());
      }
      units.push_back(u);
      all.push_back(std::move(ch));
    }
    if (units.empty()) return;
    DecisionRequest req;
    req.side = side_id(st, side);
    req.advice = advised >= 0 ? def(st, units[static_cast<std::size_t>(advised)]).id : "done";
    if (!c.decisions.takes_advice()) {
      req.label = "Commanded Musket Phase: which of " + side_name(st, side) + "'s commanded muskets acts next";
      req.side_name = side_name(st, side);
      for (int u : units)
        req.options.push_back({def(st, u).id, unit_name(st, u) + " in " + hex_name(st, st.units[static_cast<std::size_t>(u)].hex)});
      req.options.push_back({"done", "no more"});
    }
    std::string pick = c.decisions.choose(req);
    if (pick == "done") return;
    std::size_t k = 0;
    while (k < units.size() && def(st, units[k]).id != pick) ++k;
    if (k == units.size()) throw UserError("Commanded Musket Phase: \"" + pick + "\" may not act now");
    acted[static_cast<std::size_t>(units[k])] = 1;
    cm_act(c, board, units[k], std::move(all[k]));
  }
}

}  // namespace

void commanded_musket_phase(Ctx& c, Board& board) {
  Battle& st = c.st;
  if (!commanded_musket_phase_held(st)) return;  // Lützen; with optional 10.35 Breitenfeld too
  if (st.visibility != Visibility::Clear) {
    if (c.say.on)
      c.say(std::string("No Commanded Musket Phase in ") + lutzen_fog_words(st.visibility) + " (or Dusk and Dark)",
            "LotN 10.34");
    return;
  }
  // A phase of its own: the last Orders Phase's marks are off.
  begin_phase_marks(st, board);
  int first = 0;
  for (;;) {
    int a = c.d10("Commanded Musket Phase: " + side_name(st, 0) + ", d10");
    int b = c.d10("Commanded Musket Phase: " + side_name(st, 1) + ", d10");
    if (a != b) {
      first = a > b ? 0 : 1;
      if (c.say.on)
        c.say("Commanded Musket Phase: " + side_name(st, 0) + " roll " + std::to_string(a) + ", " +
                  side_name(st, 1) + " " + std::to_string(b) + ": " + side_name(st, first) + " go first",
              "LotN 10.34");
      break;
    }
    if (c.say.on) c.say("Commanded Musket Phase: both roll " + std::to_string(a) + ", rolled again", "LotN 10.34");
  }
  cm_side(c, board, first);
  cm_side(c, board, other(first));
}

// ---- the Halle Detachment

std::vector<LutzenGroup> lutzen_groups(const Battle& st) {
  std::vector<LutzenGroup> out;
  if (!is_lutzen(st) || !st.s->data) return out;
  auto it = st.s->data->scenarios.find("lutzen");
  if (it == st.s->data->scenarios.end() || !it->second.document) return out;
  const Json& doc = *it->second.document;
  if (!doc.contains("reinforcements")) return out;
  for (const Json& g : doc.at("reinforcements")) {
    LutzenGroup grp;
    grp.name = g.value("group", std::string());
    grp.column = g.value("table_column", grp.name);
    for (const Json& cj : g.value("counters", Json::array())) {
      std::string id = cj.get<std::string>();
      for (std::size_t i = 0; i < st.s->units.size(); ++i) {
        const std::string& uid = st.s->units[i].id;
        if (uid == id || uid.rfind(id + ".", 0) == 0) grp.units.push_back(static_cast<int>(i));
      }
    }
    std::string leader = g.value("leader", std::string());
    for (std::size_t i = 0; !leader.empty() && i < st.s->leaders.size(); ++i)
      if (st.s->leaders[i].id == leader) grp.leader = static_cast<int>(i);
    if (g.contains("historical")) {
      std::string t = g.at("historical").value("turn", std::string());
      if (t.size() == 4) grp.historical = std::atoi(t.substr(0, 2).c_str()) * 60 + std::atoi(t.substr(2).c_str());
      grp.road_only = g.at("historical").value("entry", std::string()) == "1035";
    }
    grp.may_column = g.value("in_column", false);
    out.push_back(std::move(grp));
  }
  return out;
}

namespace {

bool halle_waiting(const Battle& st, int unit) {
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  return !u.on_map && u.gone == "not yet arrived";
}

// The map's entry hexes: the Halle road (1035) and the line 1008-1035, from the 1035 end.
void halle_entries(const Battle& st, std::vector<Hex>& road, std::vector<Hex>& line) {
  const MapData& map = *st.s->map;
  for (const MapTag* t : map.tagged("entry")) {
    if (t->name == kLutzenEastEntry) continue;
    if (t->hexes.size() == 1 && road.empty()) road = t->hexes;
    if (t->hexes.size() > line.size()) line = t->hexes;
  }
  auto h1035 = map.grid().parse("1035");
  if (!line.empty() && h1035 && line.front() == *h1035) return;
  std::reverse(line.begin(), line.end());
}

// The north-edge hexes east of the Floßgraben: the map's entry tag of that
// name (the shipped map's is reconstructed; the umpire's painted map sets its
// own), else the entry line's row beyond its east end (1008), from the stream
// outward, by the rule's "any hex between 1035 and 1008".
std::vector<Hex> halle_east(const Battle& st, const std::vector<Hex>& line) {
  std::vector<Hex> out;
  for (const MapTag* t : st.s->map->tagged("entry"))
    if (t->name == kLutzenEastEntry) return t->hexes;
  if (line.size() < 2) return out;
  const HexGrid& grid = st.s->map->grid();
  const Hex& a = line[line.size() - 2];
  const Hex& b = line.back();
  if (grid.distance(a, b) != 1) return out;
  const int dir = grid.side_towards(a, b);
  for (auto n = grid.neighbour(b, dir); n; n = grid.neighbour(*n, dir)) out.push_back(*n);
  return out;
}

// The pairs of adjacent entry hexes of the line, from the 1035 end.
std::vector<std::pair<Hex, Hex>> halle_pairs(const Battle& st, const std::vector<Hex>& line) {
  std::vector<std::pair<Hex, Hex>> pairs;
  const HexGrid& hg = st.s->map->grid();
  for (std::size_t i = 0; i + 1 < line.size(); ++i)
    if (hg.distance(line[i], line[i + 1]) == 1) pairs.push_back({line[i], line[i + 1]});
  return pairs;
}

std::string halle_pair_id(const Battle& st, const std::pair<Hex, Hex>& p) {
  return hex_name(st, p.first) + " " + hex_name(st, p.second);
}

// Whether a hex is free for an arrival: no enemy, no unit, and (`zoc`) no enemy ZOC.
bool halle_open(const Board& board, const Hex& h, int side, bool zoc) {
  return !board.enemy_at(h, side) && (!zoc || !board.enemy_zoc(h, side)) && board.units_at(h).empty();
}

// The doctrine's pair: the free pair nearest 1035, out of enemy ZOC first.
std::string halle_pair_advice(const Battle& st, const Board& board, int side,
                              const std::vector<std::pair<Hex, Hex>>& pairs, bool* clear = nullptr) {
  if (clear) *clear = false;
  for (bool zoc : {true, false})
    for (const auto& p : pairs)
      if (halle_open(board, p.first, side, zoc) && halle_open(board, p.second, side, zoc)) {
        if (clear) *clear = zoc;
        return halle_pair_id(st, p);
      }
  return pairs.empty() ? "" : halle_pair_id(st, pairs.front());
}

int halle_row_time(const std::string& row) {
  if (row.size() != 4) return -1;
  return std::atoi(row.substr(0, 2).c_str()) * 60 + std::atoi(row.substr(2).c_str());
}

// The turn before whose Orders Phase the Imperialist records the group's entry
// (Location of Arrival #2): the turn after its column's last asterisked
// result; for a column without one, its Historical Arrival turn; -1 for a
// group that enters only by the Halle road (Group B's Historical Arrival).
int halle_record_time(Ctx& c, const LutzenGroup& g) {
  const Battle& st = c.st;
  if (g.road_only && st.s->variant("lutzen.arrival") != 1) return -1;
  const auto& grids = c.tables.data().grids;
  auto it = grids.find("arrival_lutzen");
  int last_star = -1;
  if (it != grids.end() && it->second.column_index(g.column)) {
    for (const std::string& row : it->second.rows) {
      Looked l = c.tables.cell("arrival_lutzen", row, g.column, "when " + g.name + "'s entry is recorded");
      if (!l.ok()) break;  // the lost rows: none beyond
      if (lutzen_range(l.cell->value).star) last_star = halle_row_time(row);
    }
  }
  if (last_star >= 0) return last_star + 30;
  return g.historical;
}

// Location of Arrival #2-#4: the Imperialist records, in secret, how the group
// will enter: all by two adjacent hexes of the line ("west"), all by the north
// edge east of the Floßgraben a turn late ("east"), or unit by unit
// ("split": west, held back a turn west of the stream, or east). The advice:
// west by the free pair nearest 1035; east when every pair is in an enemy ZOC
// and an east hex is not.
void halle_record(Ctx& c, const Board& board, const LutzenGroup& g, const std::vector<Hex>& line,
                  const std::vector<Hex>& east) {
  Battle& st = c.st;
  const int side = def(st, g.units.front()).side;
  std::vector<std::pair<Hex, Hex>> pairs = halle_pairs(st, line);
  bool west_clear = false;
  const std::string pair_advice = halle_pair_advice(st, board, side, pairs, &west_clear);
  bool east_clear = false;
  for (const Hex& h : east) east_clear = east_clear || halle_open(board, h, side, true);
  auto ask = [&](const std::string& label, const std::vector<DecisionOption>& options, const std::string& advice) {
    DecisionRequest req;
    req.side = side_id(st, side);
    req.advice = advice;
    req.secret = true;
    if (!c.decisions.takes_advice()) {
      req.label = label;
      req.side_name = side_name(st, side);
      req.options = options;
    }
    std::string pick = c.decisions.choose(req);
    if (!c.decisions.takes_advice() && !req.option(pick))
      throw UserError("The Halle Detachment: \"" + pick + "\" is not an option of \"" + label + "\"");
    return pick;
  };
  std::vector<DecisionOption> hows{{"west", "all by two adjacent hexes between 1035 and 1008"}};
  if (!east.empty()) {
    hows.push_back({"east", "all by the north edge east of the Floßgraben, a turn after they may arrive"});
    hows.push_back({"split", "unit by unit: west, held back, or east of the Floßgraben"});
  }
  const std::string how = ask("The Halle Detachment: how " + g.name + " will enter, recorded in secret", hows,
                              !west_clear && east_clear ? "east" : "west");
  Json rec = Json{{"turn", st.time}, {"how", how}};
  if (how != "east" && !pairs.empty()) {
    std::vector<DecisionOption> options;
    for (const auto& p : pairs) options.push_back({halle_pair_id(st, p), halle_pair_id(st, p)});
    rec["west"] = ask("The Halle Detachment: the two adjacent hexes " + g.name + " will enter by, recorded in secret",
                      options, pair_advice);
  }
  if (how == "split") {
    const int held = std::max(1, st.s->variant("lutzen.held_back_turns"));
    const std::string held_back_words = "west of the Floßgraben, held back " +
                                        (held == 1 ? std::string("a turn") : std::to_string(held) + " turns");
    for (int u : g.units) {
      if (!halle_waiting(st, u)) continue;
      rec["units"][def(st, u).id] =
          ask("The Halle Detachment: how " + unit_name(st, u) + " will enter, recorded in secret",
              {{"west", "west of the Floßgraben, with the group"},
               {"held", held_back_words},
               {"east", "by the north edge east of the Floßgraben, a turn late"}},
              "west");
    }
  }
  lutzen_state(st, "halle")["recorded"][g.name] = rec;
  if (c.say.on) c.say("The Imperialist records in secret how " + g.name + " will enter", kLutzenHalleRule);
}

}  // namespace

void lutzen_reinforcements(Ctx& c, Board& board) {
  Battle& st = c.st;
  if (!is_lutzen(st)) return;
  Json& halle = lutzen_state(st, "halle");
  const bool random = st.s->variant("lutzen.arrival") == 1;
  const std::string when = clock_words(st.time);
  std::vector<Hex> road, line;
  halle_entries(st, road, line);
  const std::vector<Hex> east = halle_east(st, line);
  // Before this turn's Orders Phases: the entries due to be recorded (an older battle records them late).
  for (const LutzenGroup& g : lutzen_groups(st)) {
    if (halle.contains(g.name) || g.units.empty()) continue;
    if (halle.contains("recorded") && halle["recorded"].contains(g.name)) continue;
    bool waiting = false;
    for (int u : g.units) waiting = waiting || halle_waiting(st, u);
    if (!waiting) continue;
    const int at = halle_record_time(c, g);
    if (at >= 0 && st.time >= at) halle_record(c, board, g, line, east);
  }
  for (const LutzenGroup& g : lutzen_groups(st)) {
    if (halle.contains(g.name)) continue;
    bool waiting = false;
    for (int u : g.units) waiting = waiting || halle_waiting(st, u);
    if (!waiting) continue;  // set up at the start (Loyers, Hatzfield by their source option)
    bool arrives = false, by_road = false;
    if (!random) {
      if (g.historical != st.time) continue;
      arrives = true;
      by_road = g.road_only;
      if (c.say.on) c.say("The Halle Detachment: " + g.name + " arrives in the " + when + " turn (Historical Arrival)", kLutzenHalleRule);
    } else {
      const Grid& grid = c.tables.data().grids.at("arrival_lutzen");
      if (std::find(grid.rows.begin(), grid.rows.end(), when) == grid.rows.end()) continue;  // no roll this turn
      Cell cell = c.tables.need("arrival_lutzen", when, g.column, "arrival of " + g.name + " in the " + when + " turn");
      LutzenRange range = lutzen_range(cell.value);
      if (range.no) continue;
      int die = c.d10("Halle Detachment: " + g.name + " in the " + when + " turn, d10");
      int modifier = st.visibility == Visibility::Heavy ? -3 : 0;
      int r = std::max(0, die + modifier);
      arrives = range.holds(r);
      by_road = range.star;
      if (c.say.on) {
        std::string text = "The Halle Detachment: " + g.name + " rolls " + std::to_string(die);
        if (modifier) text += " -3 (Heavy Fog) = " + std::to_string(die + modifier);
        if (die + modifier < 0) text += ", read as 0";
        text += " against " + cell.value + " on the Random Arrival Table: " +
                (arrives ? std::string("it arrives") + (by_road ? " by the Halle road, 1035" : "") : "not yet");
        c.say(text, kLutzenHalleRule, RulingOf{"arrival of " + g.name + " in the " + when + " turn"});
      }
    }
    if (!arrives) continue;
    std::vector<Hex> entry;
    const Json* recorded = halle.contains("recorded") && halle["recorded"].contains(g.name) ? &halle["recorded"][g.name]
                                                                                            : nullptr;
    Json late = Json::object();
    if (by_road) {
      entry = road;
    } else if (recorded) {
      // As the Imperialist recorded: the pair west of the stream now; east of it, or held back, a turn later.
      const std::string how = recorded->value("how", std::string("west"));
      if (recorded->contains("west")) {
        std::vector<std::pair<Hex, Hex>> pairs = halle_pairs(st, line);
        const std::string pick = recorded->at("west").get<std::string>();
        for (const auto& p : pairs)
          if (halle_pair_id(st, p) == pick) entry = {p.first, p.second};
      }
      if (entry.empty()) entry = line.empty() ? road : line;
      std::map<int, int> later;  // the turn -> the units coming on then
      for (int u : g.units) {
        if (!halle_waiting(st, u)) continue;
        std::string plan = how;
        if (how == "split") plan = recorded->contains("units") ? recorded->at("units").value(def(st, u).id, "west") : "west";
        if (plan == "west") continue;
        // East of the stream: a turn late; held back west of it: lutzen.held_back_turns turns.
        const int turns = plan == "east" ? 1 : std::max(1, st.s->variant("lutzen.held_back_turns"));
        late[def(st, u).id] = Json{{"at", st.time + 30 * turns}, {"east", plan == "east"}};
        ++later[st.time + 30 * turns];
      }
      if (c.say.on)
        for (const auto& [at, n] : later)
          c.say(g.name + ": " + std::to_string(n) + (n == 1 ? " unit comes" : " units come") + " on in the " +
                    clock_words(at) + " turn, as the Imperialist recorded",
                kLutzenHalleRule);
    } else {
      // No entry recorded (a group without a record turn): the two adjacent hexes of the line, chosen now.
      std::vector<std::pair<Hex, Hex>> pairs = halle_pairs(st, line);
      if (pairs.empty()) {
        entry = road.empty() ? line : road;
      } else {
        const int side = g.units.empty() ? 1 : def(st, g.units.front()).side;
        auto pair_id = [&](const std::pair<Hex, Hex>& p) { return halle_pair_id(st, p); };
        DecisionRequest req;
        req.side = side_id(st, side);
        req.advice = halle_pair_advice(st, board, side, pairs);
        if (!c.decisions.takes_advice()) {
          req.label = "The Halle Detachment: the two adjacent hexes " + g.name + " enters by";
          req.side_name = side_name(st, side);
          for (const auto& p : pairs) req.options.push_back({pair_id(p), pair_id(p)});
        }
        std::string pick = c.decisions.choose(req);
        auto it = std::find_if(pairs.begin(), pairs.end(), [&](const auto& p) { return pair_id(p) == pick; });
        if (it == pairs.end()) throw UserError("The Halle Detachment: \"" + pick + "\" is not a pair of entry hexes");
        entry = {it->first, it->second};
      }
    }
    Json names = Json::array();
    for (const Hex& h : entry) names.push_back(hex_name(st, h));
    halle[g.name] = Json{{"arrived", st.time}, {"entry", names}};
    if (!late.empty()) {
      Json east_names = Json::array();
      for (const Hex& h : east) east_names.push_back(hex_name(st, h));
      halle[g.name]["late"] = late;
      halle[g.name]["east"] = east_names;
    }
    if (g.may_column && !g.units.empty()) {
      const int side = def(st, g.units.front()).side;
      const HexGrid& hg = st.s->map->grid();
      bool near = false;
      for (std::size_t i = 0; i < st.units.size() && !near; ++i) {
        if (st.s->units[i].side == side || !present(st, static_cast<int>(i))) continue;
        for (const Hex& h : entry) near = near || hg.distance(st.units[i].hex, h) <= 4;
      }
      DecisionRequest req;
      req.side = side_id(st, side);
      req.advice = near ? "line" : "column";
      if (!c.decisions.takes_advice()) {
        req.label = "The Halle Detachment: does " + g.name + " arrive In Column?";
        req.side_name = side_name(st, side);
        req.options = {{"column", "In Column (LotN 10.24)"}, {"line", "in line"}};
      }
      if (c.decisions.choose(req) == "column") halle[g.name]["column"] = true;
    }
  }
  lutzen_place_arrivals(c, board);
}

int lutzen_place_arrivals(Ctx& c, Board& board) {
  Battle& st = c.st;
  if (!is_lutzen(st)) return 0;
  Json& halle = lutzen_state(st, "halle");
  const HexGrid& grid = st.s->map->grid();
  int entered = 0;
  // The stacking of every mover (optional 10.35's Dispersed LI too); a battle begun before rules version 3
  // entered its reinforcements without 10.35's limit, and keeps doing so.
  StackVariants stacking = stack_variants(st);
  if (st.rules < 3) stacking.dispersed_li_rule = false;
  for (const LutzenGroup& g : lutzen_groups(st)) {
    if (!halle.contains(g.name) || !halle[g.name].contains("entry")) continue;
    std::vector<Hex> entry, east;
    for (const Json& n : halle[g.name]["entry"])
      if (auto h = grid.parse(n.get<std::string>())) entry.push_back(*h);
    for (const Json& n : halle[g.name].value("east", Json::array()))
      if (auto h = grid.parse(n.get<std::string>())) east.push_back(*h);
    const Json late = halle[g.name].value("late", Json::object());
    const bool leaderless = g.leader < 0;
    // Entering from the north edge, facing into the map: the vertex straight down; In Column the map's S hexside.
    const bool column = halle[g.name].value("column", false);
    const int facing = column ? st.s->map->side_for("S").value_or(3) : 3;
    for (int u : g.units) {
      if (!halle_waiting(st, u)) continue;
      // Held back or coming east of the Floßgraben (recorded in secret): not before its turn, and not said.
      const Json* plan = late.contains(def(st, u).id) ? &late.at(def(st, u).id) : nullptr;
      if (plan && st.time < plan->value("at", 0)) continue;
      const std::vector<Hex>& hexes = plan && plan->value("east", false) ? east : entry;
      const int side = def(st, u).side;
      std::string why;
      bool placed = false;
      for (const Hex& h : hexes) {
        if (def(st, u).double_sized) {
          why = "a double-sized unit's entry is not modelled";
          break;
        }
        if (board.enemy_at(h, side)) {
          why = "an enemy holds " + hex_name(st, h);
          continue;
        }
        if (leaderless && board.enemy_zoc(h, side)) {
          why = hex_name(st, h) + " is in an enemy Zone of Control";
          continue;
        }
        const bool in_column = column && is_infantry(def(st, u).arm);
        std::string problem = end_stack_problem(st, board, u, h, facing, in_column, stacking);
        if (!problem.empty()) {
          why = hex_name(st, h) + ": " + problem;
          continue;
        }
        UnitState& us = st.units[static_cast<std::size_t>(u)];
        us.on_map = true;
        us.gone.clear();
        us.hex = h;
        us.second.reset();
        us.facing = facing;
        us.in_column = in_column;
        board.rebuild();
        lutzen_state(st, "halle")["entered"][def(st, u).id] = st.time;
        ++entered;
        placed = true;
        if (c.say.on)
          c.say(unit_name(st, u) + " (" + g.name + ") enters at " + hex_name(st, h) + (us.in_column ? " In Column" : ""),
                kLutzenHalleRule);
        if (g.leader >= 0) {
          LeaderState& ls = st.leaders[static_cast<std::size_t>(g.leader)];
          if (!ls.on_map && !ls.killed && !ls.captured && !lutzen_state(st, "halle")["leaders"].contains(ldef(st, g.leader).id)) {
            ls.on_map = true;
            ls.hex = h;
            lutzen_state(st, "halle")["leaders"][ldef(st, g.leader).id] = st.time;
            board.rebuild();
            if (c.say.on) c.say(leader_name(st, g.leader) + " enters with " + unit_name(st, u) + " at " + hex_name(st, h), kLutzenHalleRule);
          }
        }
        break;
      }
      if (!placed && c.say.on) c.say(unit_name(st, u) + " (" + g.name + ") waits to enter: " + why, kLutzenHalleRule);
    }
  }
  return entered;
}

std::vector<int> lutzen_leaderless_arrivals(const Battle& st) {
  std::vector<int> out;
  if (!is_lutzen(st) || !st.scenario_state.contains("halle")) return out;
  const Json& halle = st.scenario_state.at("halle");
  if (!halle.contains("entered")) return out;
  const Json& entered = halle.at("entered");
  for (const LutzenGroup& g : lutzen_groups(st)) {
    if (g.leader >= 0) continue;
    for (int u : g.units)
      if (present(st, u) && entered.contains(def(st, u).id) && entered.at(def(st, u).id).get<int>() == st.time)
        out.push_back(u);
  }
  return out;
}

bool lutzen_may_trump(const Battle& st, int leader) {
  if (!is_lutzen(st) || !st.scenario_state.contains("halle")) return true;
  const Json& halle = st.scenario_state.at("halle");
  if (!halle.contains("leaders")) return true;
  const std::string& id = ldef(st, leader).id;
  return !(halle.at("leaders").contains(id) && halle.at("leaders").at(id).get<int>() == st.time);
}

// ---- Wallenstein's gout

bool is_wallenstein(const Battle& st, int leader) {
  return is_lutzen(st) && leader >= 0 && ldef(st, leader).id == "wallenstein";
}

bool wallenstein_healthy(const Battle& st) {
  if (!is_lutzen(st) || !st.scenario_state.contains("gout")) return false;
  const Json& g = st.scenario_state.at("gout");
  return g.contains("healthy_turn") && g.at("healthy_turn").get<int>() == st.time;
}

void wallenstein_gout_turn(Ctx& c) {
  Battle& st = c.st;
  if (!is_lutzen(st)) return;
  int w = -1;
  for (std::size_t i = 0; i < st.leaders.size(); ++i)
    if (is_wallenstein(st, static_cast<int>(i))) w = static_cast<int>(i);
  if (w < 0 || !leader_present(st, w)) return;
  Json& gout = lutzen_state(st, "gout");
  if (gout.contains("healthy_turn")) return;
  const int side = ldef(st, w).side;
  const HexGrid& grid = st.s->map->grid();
  int shaken = 0;
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    const UnitState& u = st.units[i];
    if (st.s->units[i].side != side || !present(st, static_cast<int>(i))) continue;
    if ((u.disrupted || u.routed) && grid.distance(u.hex, st.leaders[static_cast<std::size_t>(w)].hex) <= 9) ++shaken;
  }
  DecisionRequest req;
  req.side = side_id(st, side);
  req.advice = shaken >= 2 ? "ride" : "carried";
  if (!c.decisions.takes_advice()) {
    req.label = "Wallenstein's gout: does " + leader_name(st, w) + " mount his horse for the " + clock_words(st.time) +
                " turn (once a game)?";
    req.side_name = side_name(st, side);
    req.options = {{"ride", "ride this turn: MA 9, the Leader column, Charisma 3"},
                   {"carried", "stay in his litter: MA 4, his own column, Charisma 0"}};
  }
  if (c.decisions.choose(req) != "ride") return;
  gout["healthy_turn"] = st.time;
  // What the procedures read for this turn: his MA and Charisma (leader_ma, leader_charisma).
  st.scenario_state["leader_turn"][ldef(st, w).id] = Json{{"time", st.time}, {"ma", 9}, {"charisma", 3}};
  if (c.say.on)
    c.say(leader_name(st, w) + " mounts his horse for the " + clock_words(st.time) +
              " turn: MA 9, the Leader column of the Terrain Chart, Charisma 3",
          kLutzenGoutRule);
}

int gout_ma(const Battle& st, int leader) {
  if (!is_wallenstein(st, leader)) return leader_ma(st, leader);
  int v = wallenstein_healthy(st) ? 9 : ldef(st, leader).ma;
  if (st.leaders[static_cast<std::size_t>(leader)].wounded) v = std::min(v, 6);
  return st.visibility == Visibility::Heavy ? (v + 1) / 2 : v;
}

int gout_charisma(const Battle& st, int leader) {
  if (is_wallenstein(st, leader) && wallenstein_healthy(st)) return 3;
  return ldef(st, leader).charisma;
}

const char* gout_terrain_column(const Battle& st, int leader) {
  return is_wallenstein(st, leader) && !wallenstein_healthy(st) ? "W/Instn" : "Ldr";
}

}  // namespace umpire::lotn
