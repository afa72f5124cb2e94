#include "lotn/battle_state.h"

#include <algorithm>
#include <stdexcept>

#include "core/json_read.h"
#include "lotn/data_variants.h"
#include "lotn/lutzen_rules.h"

namespace umpire::lotn {

namespace {

constexpr const char* kArmIds[kArmCount] = {"HI", "TE", "LI", "DR", "HC", "CR", "LC", "LCrt", "DG",
                                            "ArtHeavy", "ArtField", "ArtRegimental"};
constexpr const char* kArmWords[kArmCount] = {"heavy infantry",     "tercio",          "light infantry",
                                              "dismounted dragoons", "heavy cavalry",   "cuirassiers (caracole)",
                                              "light cavalry",      "Croats",          "mounted dragoons",
                                              "heavy artillery",    "field artillery", "regimental artillery"};
constexpr const char* kPhaseIds[] = {"turn_start", "barrage", "activation", "orders",
                                     "momentum",   "rout",    "withdrawal", "over"};

}  // namespace

const char* arm_id(Arm a) { return kArmIds[static_cast<int>(a)]; }
const char* arm_words(Arm a) { return kArmWords[static_cast<int>(a)]; }
std::optional<Arm> arm_from_id(const std::string& id) {
  for (int i = 0; i < kArmCount; ++i)
    if (id == kArmIds[i]) return static_cast<Arm>(i);
  return std::nullopt;
}
bool is_infantry(Arm a) { return a == Arm::HI || a == Arm::TE || a == Arm::LI || a == Arm::DR; }
bool is_light_infantry(Arm a) { return a == Arm::LI || a == Arm::DR; }
bool is_heavy_infantry(Arm a) { return a == Arm::HI || a == Arm::TE; }
bool is_cavalry(Arm a) { return a == Arm::HC || a == Arm::CR || a == Arm::LC || a == Arm::LCrt || a == Arm::DG; }
bool is_heavy_cavalry(Arm a) { return a == Arm::HC || a == Arm::CR; }
bool is_light_cavalry(Arm a) { return a == Arm::LC || a == Arm::LCrt || a == Arm::DG; }
bool is_artillery(Arm a) { return a == Arm::ArtHeavy || a == Arm::ArtField || a == Arm::ArtRegimental; }
StackKind stack_kind(Arm a) {
  switch (a) {
    case Arm::HI: return StackKind::HeavyInfantry;
    case Arm::TE: return StackKind::Tercio;
    case Arm::LI:
    case Arm::DR: return StackKind::LightInfantry;
    case Arm::HC:
    case Arm::CR: return StackKind::HeavyCavalry;
    case Arm::LC:
    case Arm::LCrt:
    case Arm::DG: return StackKind::LightCavalry;
    case Arm::ArtHeavy: return StackKind::HeavyGun;
    case Arm::ArtField: return StackKind::FieldGun;
    case Arm::ArtRegimental: return StackKind::RegimentalGun;
  }
  return StackKind::HeavyInfantry;
}

int Setup::variant(const std::string& key) const { return rule_variant(variants, key); }

const char* visibility_words(Visibility v) {
  switch (v) {
    case Visibility::Clear: return "clear";
    case Visibility::Light: return "light fog or dusk";
    case Visibility::Heavy: return "heavy fog or dark";
  }
  return "";
}

const char* phase_id(Phase p) { return kPhaseIds[static_cast<int>(p)]; }
std::optional<Phase> phase_from_id(const std::string& id) {
  for (int i = 0; i < 8; ++i)
    if (id == kPhaseIds[i]) return static_cast<Phase>(i);
  return std::nullopt;
}

// ---- storage

namespace {

std::string flags_of(const UnitState& u) {
  std::string f;
  auto add = [&](bool on, char ch) {
    if (on) f += ch;
  };
  add(u.disrupted, 'd');
  add(u.perm_disrupted, 'p');
  add(u.routed, 'r');
  add(u.rallied, 'y');
  add(u.abandoned, 'a');
  add(u.captured, 'c');
  add(u.in_column, 'k');
  add(u.ordered, 'o');
  add(u.moved, 'm');
  add(u.fired, 'f');
  add(u.reaction_fired, 'x');
  add(u.turned_late, 't');
  add(u.adjacent_at_start, 'j');
  add(u.started_in_zoc, 'z');
  add(u.caracoled, 'C');
  add(u.art_moved, 'M');
  add(u.art_fired, 'F');
  add(u.heavy_rolled, 'H');
  add(u.heavy_stuck, 'S');
  add(u.attacked, 'A');
  // optional rules (8.66, 10.14, 10.35)
  add(u.exploded_gun, 'E');
  return f;
}

void read_flags(UnitState& u, const std::string& f) {
  auto has = [&](char ch) { return f.find(ch) != std::string::npos; };
  u.disrupted = has('d');
  u.perm_disrupted = has('p');
  u.routed = has('r');
  u.rallied = has('y');
  u.abandoned = has('a');
  u.captured = has('c');
  u.in_column = has('k');
  u.ordered = has('o');
  u.moved = has('m');
  u.fired = has('f');
  u.reaction_fired = has('x');
  u.turned_late = has('t');
  u.adjacent_at_start = has('j');
  u.started_in_zoc = has('z');
  u.caracoled = has('C');
  u.art_moved = has('M');
  u.art_fired = has('F');
  u.heavy_rolled = has('H');
  u.heavy_stuck = has('S');
  u.attacked = has('A');
  // optional rules (8.66, 10.14, 10.35)
  u.exploded_gun = has('E');
}

constexpr const char* kStatusIds[] = {"inactive", "active", "finished"};
constexpr const char* kBoxIds[] = {"none", "in_pursuit", "regrouped"};

}  // namespace

Json Battle::to_json() const {
  const HexGrid& grid = s->map->grid();
  Json us = Json::array();
  for (const auto& u : units) {
    Json j = {{"hex", grid.name(u.hex)}, {"facing", u.facing}};
    if (u.second) j["second"] = grid.name(*u.second);
    if (u.musket_hits) j["mh"] = u.musket_hits;
    if (u.pike_hits) j["ph"] = u.pike_hits;
    std::string f = flags_of(u);
    if (!f.empty()) j["flags"] = f;
    if (!u.on_map) j["gone"] = u.gone;
    if (u.captured_by >= 0) j["captured_by"] = u.captured_by;
    if (u.mp_spent) j["mp"] = u.mp_spent;
    if (u.hexes_moved) j["hexes"] = u.hexes_moved;
    if (u.regrouped) j["regrouped"] = u.regrouped;
    us.push_back(std::move(j));
  }
  Json ls = Json::array();
  for (const auto& l : leaders) {
    Json j = {{"hex", grid.name(l.hex)}, {"status", kStatusIds[static_cast<int>(l.status)]}, {"phases", l.phases}};
    if (!l.on_map) j["off"] = true;
    if (l.activated) j["activated"] = true;
    if (l.no_momentum) j["no_momentum"] = true;
    if (l.wounded) j["wounded"] = true;
    if (l.killed) j["killed"] = true;
    if (l.captured) j["captured"] = true;
    if (l.blocked) j["blocked"] = true;
    if (l.lc_tested) j["lc_tested"] = true;
    if (l.lc_eligible) j["lc"] = true;
    if (l.box != LeaderState::Box::None) j["box"] = kBoxIds[static_cast<int>(l.box)];
    ls.push_back(std::move(j));
  }
  Json lk = Json::array();
  for (const auto& e : lookups) {
    Json j{{"what", e.what}, {"rule", e.rule}, {"purpose", e.purpose}, {"value", e.value},
           {"provenance", lotn::to_string(e.provenance)}, {"source", e.source}};
    if (!e.grid.empty()) j["cell"] = Json::array({e.grid, e.row, e.column});  // optional: a chart cell's place
    lk.push_back(std::move(j));
  }
  // The chart cells read, each [line, table, row, column, value, provenance(, source(, purpose(, credit)))], the
  // source "" for a printed cell; the credit (how the line was found: "ruling", "unsaid") absent for a cell kept
  // before the rulings claimed their cells (the line said next after the read).
  Json cs = Json::array();
  for (const auto& c : cells) {
    Json j = Json::array({c.line, c.grid, c.row, c.column, c.value, lotn::to_string(c.provenance)});
    const bool credit = c.credit != Credit::Next;
    if (!c.source.empty() || !c.purpose.empty() || credit) j.push_back(c.source);
    if (!c.purpose.empty() || credit) j.push_back(c.purpose);
    if (credit) j.push_back(lotn::to_string(c.credit));
    cs.push_back(std::move(j));
  }
  Json sm = Json::array();  // the steps that took decisions, each [line, decisions]
  for (const auto& m : steps) sm.push_back(Json::array({m.line, m.decisions}));
  // The set-up, the variants and the conversion are stored with the battle:
  // a replay rebuilds the same Setup from them (the engine's load_state).
  return Json{{"setup", battles::to_json(s->setup)},
              {"scenario", s->scenario},
              {"variants", s->variants},
              {"conversion", s->conversion},
              {"rules", rules},
              {"time", time},
              {"turn", turn},
              {"phase", phase_id(phase)},
              {"visibility", static_cast<int>(visibility)},
              {"units", us},
              {"leaders", ls},
              {"active", active},
              {"orders_kind", orders_kind},
              {"doom", doom},
              {"tie", Json::array({tie_rating, tie_side})},
              {"elite_asked", elite_asked},
              {"scenario_state", scenario_state},
              {"wp", wp},
              {"winner", winner},
              {"ending", ending},
              {"log", log.to_vector()},
              {"lookups", lk},
              {"cells", cs},
              {"steps", sm}};
}

std::shared_ptr<Battle> load_battle(const JsonCursor& c, std::shared_ptr<const Setup> s) {
  auto st = std::make_shared<Battle>();
  st->s = std::move(s);
  const HexGrid& grid = st->s->map->grid();
  auto hex = [&](const JsonCursor& h) {
    auto parsed = grid.parse(h.as_string());
    if (!parsed) h.fail("not a hex of this battle's map");
    return *parsed;
  };
  st->rules = static_cast<int>(c["rules"].as_int(1, kRulesVersion));
  st->time = static_cast<int>(c["time"].as_int());
  st->turn = static_cast<int>(c["turn"].as_int());
  auto ph = phase_from_id(c["phase"].as_string());
  if (!ph) c["phase"].fail("not a phase of the turn");
  st->phase = *ph;
  st->visibility = static_cast<Visibility>(c["visibility"].as_int(0, 2));
  auto us = c["units"].items();
  if (us.size() != st->s->units.size()) c["units"].fail("not one entry per counter of the battle");
  for (const auto& j : us) {
    UnitState u;
    u.hex = hex(j["hex"]);
    u.facing = static_cast<int>(j["facing"].as_int(0, 5));
    if (auto sc = j.optional("second")) u.second = hex(*sc);
    if (auto m = j.optional("mh")) u.musket_hits = static_cast<int>(m->as_int());
    if (auto p = j.optional("ph")) u.pike_hits = static_cast<int>(p->as_int());
    read_flags(u, j.optional_string("flags"));
    if (auto g = j.optional("gone")) {
      u.on_map = false;
      u.gone = g->as_string();
    }
    if (auto cb = j.optional("captured_by")) u.captured_by = static_cast<int>(cb->as_int(0, 1));
    if (auto m = j.optional("mp")) u.mp_spent = static_cast<int>(m->as_int());
    if (auto h = j.optional("hexes")) u.hexes_moved = static_cast<int>(h->as_int());
    if (auto r = j.optional("regrouped")) u.regrouped = static_cast<int>(r->as_int(1, 999));
    st->units.push_back(u);
  }
  auto ls = c["leaders"].items();
  if (ls.size() != st->s->leaders.size()) c["leaders"].fail("not one entry per leader of the battle");
  for (const auto& j : ls) {
    LeaderState l;
    l.hex = hex(j["hex"]);
    l.status = j["status"].as_enum_of<LeaderState::Status>(kStatusIds);
    l.phases = static_cast<int>(j["phases"].as_int(0, 9));
    auto flag = [&](const char* k) { return j.has(k) && j[k].as_bool(); };
    l.on_map = !flag("off");
    l.activated = flag("activated");
    l.no_momentum = flag("no_momentum");
    l.wounded = flag("wounded");
    l.killed = flag("killed");
    l.captured = flag("captured");
    l.blocked = flag("blocked");
    l.lc_tested = flag("lc_tested");
    l.lc_eligible = flag("lc");
    if (auto b = j.optional("box")) l.box = b->as_enum_of<LeaderState::Box>(kBoxIds);
    st->leaders.push_back(l);
  }
  st->active = static_cast<int>(c["active"].as_int(-1, static_cast<std::int64_t>(st->leaders.size()) - 1));
  st->orders_kind = c["orders_kind"].as_string();
  st->doom = c["doom"].as_bool();
  st->tie_rating = static_cast<int>(c["tie"].at(0).as_int(-1, 99));
  st->tie_side = static_cast<int>(c["tie"].at(1).as_int(-1, 1));
  st->elite_asked = static_cast<std::uint8_t>(c["elite_asked"].as_int(0, 3));
  st->scenario_state = c["scenario_state"].value();
  for (const auto& w : c["wp"].items()) st->wp.push_back(static_cast<int>(w.as_int()));
  if (st->wp.size() != st->s->armies.size()) c["wp"].fail("not one total per army");
  st->winner = static_cast<int>(c["winner"].as_int(-1, 1));
  st->ending = c["ending"].as_string();
  for (const auto& l : c["log"].as_strings()) st->log.push_back(l);
  for (const auto& e : c["lookups"].items()) {
    LookupEntry le;
    le.what = e["what"].as_string();
    le.rule = e["rule"].as_string();
    le.purpose = e["purpose"].as_string();
    le.value = e["value"].as_string();
    le.source = e["source"].as_string();
    std::string p = e["provenance"].as_string();
    for (auto pv : {Provenance::Printed, Provenance::Derived, Provenance::Example, Provenance::User,
                    Provenance::Placeholder, Provenance::Synthetic})
      if (p == lotn::to_string(pv)) le.provenance = pv;
    if (e.has("cell")) {
      le.grid = e["cell"].at(0).as_string();
      le.row = e["cell"].at(1).as_string();
      le.column = e["cell"].at(2).as_string();
    }
    st->lookups.push_back(std::move(le));
  }
  if (c.has("cells"))  // a battle saved before the cells were kept has none
    for (const auto& e : c["cells"].items()) {
      CellRead r;
      r.line = static_cast<std::size_t>(e.at(0).as_int(0, 1000000000));
      r.grid = e.at(1).as_string();
      r.row = e.at(2).as_string();
      r.column = e.at(3).as_string();
      r.value = e.at(4).as_string();
      const std::string p = e.at(5).as_string();
      for (auto pv : {Provenance::Printed, Provenance::Derived, Provenance::Example, Provenance::User,
                      Provenance::Placeholder, Provenance::Synthetic})
        if (p == lotn::to_string(pv)) r.provenance = pv;
      if (e.value().size() > 6) r.source = e.at(6).as_string();
      if (e.value().size() > 7) r.purpose = e.at(7).as_string();
      if (e.value().size() > 8) {
        const std::string credit = e.at(8).as_string();
        for (auto k : {Credit::Next, Credit::Ruling, Credit::Unsaid})
          if (credit == lotn::to_string(k)) r.credit = k;
      }
      st->cells.push_back(std::move(r));
    }
  if (c.has("steps"))  // a battle saved before the steps were kept has none
    for (const auto& e : c["steps"].items())
      st->steps.push_back({static_cast<std::size_t>(e.at(0).as_int(0, 1000000000)),
                           static_cast<std::size_t>(e.at(1).as_int(0, 1000000000))});
  return st;
}

// ---- a phase's marks

void begin_phase_marks(Battle& st, const Board& board) {
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    UnitState& u = st.units[i];
    u.ordered = u.moved = u.fired = u.reaction_fired = u.turned_late = u.attacked = false;
    u.mp_spent = u.hexes_moved = 0;
    u.adjacent_at_start = u.started_in_zoc = false;
    if (!u.on_map) continue;
    int side = st.s->units[i].side;
    u.started_in_zoc = board.enemy_zoc(u.hex, side) || (u.second && board.enemy_zoc(*u.second, side));
    for (const Hex* h : {&u.hex, u.second ? &*u.second : nullptr}) {
      if (!h) continue;
      for (const auto& n : st.s->map->grid().neighbours(*h))
        if (n && board.enemy_at(*n, side)) u.adjacent_at_start = true;
    }
  }
}

// ---- words and dice

void Said::operator()(const std::string& text, const std::string& rule) {
  if (!on) return;
  if (log) log->push_back(rule.empty() ? text : text + " (" + rule + ")");
  events.push_back(Event{text, rule, nullptr});
}

void Said::operator()(const std::string& text, const std::string& rule, RulingOf of) {
  (*this)(text, rule);
  if (on && log && reads && reads->keeps_cells()) reads->ruled(log->size() - 1, of.purpose);
}

int Ctx::d10(const std::string& label) { return dice.roll(label, 1, 10).total() % 10; }
int Ctx::d6(const std::string& label) { return dice.roll(label, 1, 6).total(); }

// ---- queries

int other(int side) { return 1 - side; }
std::string side_id(const Battle& st, int side) { return st.s->side_id[side]; }
std::string side_name(const Battle& st, int side) { return st.s->side_name[side]; }
const UnitDef& def(const Battle& st, int unit) { return st.s->units[static_cast<std::size_t>(unit)]; }
const LeaderDef& ldef(const Battle& st, int leader) { return st.s->leaders[static_cast<std::size_t>(leader)]; }
std::string unit_name(const Battle& st, int unit) { return def(st, unit).name; }
std::string leader_name(const Battle& st, int leader) { return ldef(st, leader).name; }
std::string hex_name(const Battle& st, const Hex& h) { return st.s->map->grid().name(h); }

bool present(const Battle& st, int unit) { return st.units[static_cast<std::size_t>(unit)].on_map; }

int fire_sp(const Battle& st, int unit) {
  const UnitDef& d = def(st, unit);
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  if (!u.on_map || is_artillery(d.arm)) return 0;
  return std::max(0, d.fire_sp - u.musket_hits);
}
int shock_sp(const Battle& st, int unit) {
  const UnitDef& d = def(st, unit);
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  if (!u.on_map || is_artillery(d.arm)) return 0;
  if (is_heavy_infantry(d.arm)) return std::max(0, d.shock_sp - u.pike_hits);
  return std::max(0, d.fire_sp - u.musket_hits);
}
int current_sp(const Battle& st, int unit) {
  const UnitDef& d = def(st, unit);
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  if (!u.on_map) return 0;
  if (is_artillery(d.arm)) return 1;
  return std::max(0, d.total_sp() - u.hits());
}
int current_tq(const Battle& st, int unit) {
  const UnitDef& d = def(st, unit);
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  if (u.routed) return d.saxon && d.tq_disrupted == 0 ? 0 : 1;  // 12.35; a Saxon disrupted TQ of 0 is its routed TQ
  int tq = u.disrupted ? d.tq_disrupted : d.tq;
  return tq;
}
int current_ma(const Battle& st, int unit) {
  const UnitDef& d = def(st, unit);
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  int ma = (u.disrupted || u.routed) ? d.ma_disrupted : d.ma;
  if (u.in_column && is_infantry(d.arm) && !u.disrupted) ma = 5;  // 10.26
  if (unit_visibility(st, unit) == Visibility::Heavy && !is_artillery(d.arm)) ma = (ma + 1) / 2;  // Fog: halved
  return ma;
}

Visibility hex_visibility(const Battle& st, const Hex& h) { return lutzen_hex_visibility(st, h); }

Visibility unit_visibility(const Battle& st, int unit) {
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  if (st.visibility == Visibility::Clear || !u.on_map) return st.visibility;
  Visibility v = hex_visibility(st, u.hex);
  return u.second ? std::max(v, hex_visibility(st, *u.second)) : v;
}

Visibility leader_visibility(const Battle& st, int leader) {
  const LeaderState& l = st.leaders[static_cast<std::size_t>(leader)];
  if (st.visibility == Visibility::Clear || !l.on_map) return st.visibility;
  return hex_visibility(st, l.hex);
}

UnitShape shape(const Battle& st, int unit) {
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  UnitShape sh;
  sh.hex = u.hex;
  sh.second = u.second;
  sh.facing = u.facing;
  sh.in_column = u.in_column;
  return sh;
}

bool exerts_zoc(const Battle& st, int unit) {
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  return u.on_map && !u.disrupted && !u.routed && !is_artillery(def(st, unit).arm);
}

std::vector<Hex> zoc_hexes(const Battle& st, int unit) {
  if (!exerts_zoc(st, unit)) return {};
  const MapData& map = *st.s->map;
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  FacingSets sets = facing_sets(map.grid(), shape(st, unit));
  std::vector<Hex> out;
  auto add = [&](const Hex& h) {
    // 7.22: not across a hexside whose crossing disrupts automatically (a deep stream).
    const Hex& from = (u.second && map.grid().adjacent(*u.second, h) && !map.grid().adjacent(u.hex, h)) ? *u.second
                                                                                                        : u.hex;
    if (map.has_feature(from, h, SideFeature::DeepStream)) return;
    out.push_back(h);
  };
  for (const Hex& h : sets.front) add(h);
  if (def(st, unit).arm == Arm::TE && !u.in_column)
    for (const Hex& h : sets.flank) add(h);  // 7.21: a tercio's flanks too
  return out;
}

// ---- Board

Board::Board(const Battle& st) : st_(&st) { rebuild(); }

void Board::rebuild() {
  const Battle& st = *st_;
  const HexGrid& grid = st.s->map->grid();
  std::size_t n = grid.hex_count();
  if (units_.size() != n) {
    units_.assign(n, {});
    leaders_.assign(n, {});
    zoc_[0].assign(n, 0);
    zoc_[1].assign(n, 0);
  } else {
    for (std::uint32_t i : filled_) {
      units_[i].clear();
      leaders_[i].clear();
    }
    std::fill(zoc_[0].begin(), zoc_[0].end(), 0);
    std::fill(zoc_[1].begin(), zoc_[1].end(), 0);
  }
  filled_.clear();
  zoc_of_.resize(st.units.size());
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    const UnitState& u = st.units[i];
    if (!u.on_map) continue;
    int id = static_cast<int>(i);
    auto put = [&](const Hex& h) {
      auto k = static_cast<std::uint32_t>(grid.index(h));
      units_[k].push_back(id);
      filled_.push_back(k);
    };
    put(u.hex);
    if (u.second) put(*u.second);
    UnitZoc& z = zoc_of_[i];
    bool exerts = exerts_zoc(st, id);
    if (!z.valid || z.exerts != exerts || z.hex != u.hex || z.second != u.second || z.facing != u.facing ||
        z.in_column != u.in_column) {
      z.valid = true;
      z.exerts = exerts;
      z.hex = u.hex;
      z.second = u.second;
      z.facing = u.facing;
      z.in_column = u.in_column;
      z.cells.clear();
      for (const Hex& h : zoc_hexes(st, id)) z.cells.push_back(static_cast<std::uint32_t>(grid.index(h)));
    }
    int side = st.s->units[i].side;
    for (std::uint32_t k : z.cells) {
      auto& c = zoc_[side][k];
      if (c < 255) ++c;
    }
  }
  for (std::size_t i = 0; i < st.leaders.size(); ++i) {
    const LeaderState& l = st.leaders[i];
    if (!l.on_map) continue;
    auto k = static_cast<std::uint32_t>(grid.index(l.hex));
    leaders_[k].push_back(static_cast<int>(i));
    filled_.push_back(k);
  }
}

const std::vector<int>& Board::units_at(const Hex& h) const { return units_[st_->s->map->grid().index(h)]; }
const std::vector<int>& Board::leaders_at(const Hex& h) const { return leaders_[st_->s->map->grid().index(h)]; }
bool Board::enemy_at(const Hex& h, int side) const {
  for (int u : units_at(h))
    if (def(*st_, u).side != side) return true;
  return false;
}
bool Board::friend_at(const Hex& h, int side) const {
  for (int u : units_at(h))
    if (def(*st_, u).side == side) return true;
  return false;
}
bool Board::enemy_zoc(const Hex& h, int side) const { return zoc_count(h, side) > 0; }
int Board::zoc_count(const Hex& h, int side) const { return zoc_[other(side)][st_->s->map->grid().index(h)]; }

// ---- withdrawal points (13.1)

int unit_wp(const Battle& st, int unit) {
  const UnitDef& d = def(st, unit);
  const UnitState& u = st.units[static_cast<std::size_t>(unit)];
  if (is_artillery(d.arm)) return u.on_map && u.abandoned ? 5 : 10;
  return d.tq * d.total_sp();
}

int leader_wp(const Battle& st, int leader) {
  const LeaderDef& d = ldef(st, leader);
  int charisma = d.charisma;
  if (charisma == 0) return d.initiative;  // 13.13: a Charisma of 0 counts 1 and is not doubled
  return (d.overall_commander ? 5 : 2) * d.initiative * charisma;
}

}  // namespace umpire::lotn

namespace umpire::lotn {

int leader_initiative(const Battle& st, int leader) {
  int v = ldef(st, leader).initiative;
  return st.leaders[static_cast<std::size_t>(leader)].wounded ? (v + 1) / 2 : v;
}
int leader_range(const Battle& st, int leader) {
  int v = ldef(st, leader).range;
  return st.leaders[static_cast<std::size_t>(leader)].wounded ? std::max(0, v - 1) : v;
}
// A scenario's rule changing a leader's ratings for one turn (Lützen: Wallenstein out of his litter):
// scenario_state["leader_turn"][leader id] = {"time": the turn, "ma": ..., "charisma": ...}.
const Json* leader_turn(const Battle& st, int leader, const char* rating) {
  if (!st.scenario_state.contains("leader_turn")) return nullptr;
  const Json& all = st.scenario_state["leader_turn"];
  const std::string& id = ldef(st, leader).id;
  if (!all.contains(id)) return nullptr;
  const Json& t = all[id];
  if (!t.contains("time") || t["time"] != st.time || !t.contains(rating)) return nullptr;
  return &t[rating];
}

int leader_ma(const Battle& st, int leader) {
  const Json* turn = leader_turn(st, leader, "ma");
  int v = turn ? turn->get<int>() : ldef(st, leader).ma;
  if (st.leaders[static_cast<std::size_t>(leader)].wounded) v = turn ? std::min(v, 6) : 6;
  return leader_visibility(st, leader) == Visibility::Heavy ? (v + 1) / 2 : v;
}

int leader_charisma(const Battle& st, int leader) {
  const Json* turn = leader_turn(st, leader, "charisma");
  return turn ? turn->get<int>() : ldef(st, leader).charisma;
}
bool leader_present(const Battle& st, int leader) { return st.leaders[static_cast<std::size_t>(leader)].on_map; }

std::vector<Hex> retreat_hexes(const Battle& st, int army) {
  const Army& a = st.s->armies[static_cast<std::size_t>(army)];
  const MapData& map = *st.s->map;
  std::vector<Hex> out;
  for (const MapTag* t : map.tagged("retreat_edge", a.id)) out.insert(out.end(), t->hexes.begin(), t->hexes.end());
  if (out.empty()) out = map.edge_hexes(0, a.retreat_edge);
  return out;
}

}  // namespace umpire::lotn
