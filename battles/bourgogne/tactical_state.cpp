#include "bourgogne/tactical_state.h"

#include <algorithm>

namespace umpire::bourgogne_battle {

std::string place_id(const Place& p) {
  if (!p.on()) return "";
  return std::string(kSideIds[p.half]) + " " + kZoneIds[p.zone];
}

Place place_from_id(const std::string& id) {
  if (id.empty()) return {};
  auto sp = id.find(' ');
  if (sp == std::string::npos) throw UserError("not a tactical place: \"" + id + "\"");
  std::string half = id.substr(0, sp);
  int z = zone_index(id.substr(sp + 1));
  if ((half != "attacker" && half != "defender") || z < 0) throw UserError("not a tactical place: \"" + id + "\"");
  return {half == "attacker" ? 0 : 1, z};
}

// ---- options

namespace {

bool read_choice(const Json& options, const char* key, const char* when_true, const char* when_false, bool dflt) {
  if (!options.is_object() || !options.contains(key)) return dflt;
  const Json& v = options.at(key);
  if (v.is_boolean()) return v.get<bool>();
  if (v.is_string()) {
    std::string s = v.get<std::string>();
    if (s == when_true) return true;
    if (s == when_false) return false;
  }
  throw UserError(std::string("the setting \"") + key + "\" is \"" + v.dump() + "\": it takes \"" + when_true +
                  "\" or \"" + when_false + "\"");
}

bool read_flag(const Json& options, const char* key, bool dflt) {
  if (!options.is_object() || !options.contains(key)) return dflt;
  const Json& v = options.at(key);
  if (!v.is_boolean()) throw UserError(std::string("the setting \"") + key + "\" takes true or false");
  return v.get<bool>();
}

}  // namespace

Options read_options(const Json& situation) {
  Json o = situation.is_object() && situation.contains("options") ? situation.at("options") : Json::object();
  Options r;
  r.one_melee_per_round = read_choice(o, "melees_per_round", "one", "one_per_attacking_tz", true);
  r.defender_may_melee = read_flag(o, "defender_may_melee", false);
  r.table_3_modifiers = read_choice(o, "advantage_modifiers", "table_3", "sec_9_3_4", false);
  r.siege_round_for_besieger = read_choice(o, "siege_ratio_rounding", "besieger", "defender", true);
  r.clash_double_then_reduce = read_choice(o, "clash_combo_order", "double_then_reduce", "reduce_then_double", true);
  r.charge_usable_by_defender = read_flag(o, "charge_usable_by_defender", true);
  r.cut_and_thrust_own_hb = read_flag(o, "cut_and_thrust_requires_own_hb", true);
  r.loss_order_current = read_choice(o, "loss_order_basis", "current", "printed_full", true);
  r.clash_rest_weakest_first = read_choice(o, "clash_remaining_losses", "weakest_first", "owner_choice", true);
  r.blocked_loss_per_group = read_choice(o, "retreat_blocked_extra_loss", "per_group", "per_unit", true);
  r.siege_fire_commander_check = read_flag(o, "siege_fire_commander_check", false);
  r.depleted_to_third_line = read_choice(o, "depleted_wing_destination", "third_line", "defender_choice", true);
  r.ca_fire_over_occupied = read_flag(o, "ca_fire_over_occupied", false);
  r.ca_capture_by_move = read_flag(o, "ca_capture_by_tactical_move", true);
  r.stranded_to_pool_as_is = read_choice(o, "stranded_historical_commander", "pool_as_is", "flip_first", true);
  r.charles_any_cause = read_flag(o, "charles_elimination_any_cause", true);
  r.end_on_attacker_retreat = read_flag(o, "battle_end_on_attacker_R", false);
  r.retreat_toward_enemy_rear = read_choice(o, "retreat_in_enemy_half", "enemy_rear", "own_half", true);
  return r;
}

// ---- the set-up

namespace {

int attr_int(const Json& a, const char* key, int dflt) {
  if (!a.is_object() || !a.contains(key) || !a.at(key).is_number_integer()) return dflt;
  return a.at(key).get<int>();
}
bool attr_bool(const Json& a, const char* key) {
  return a.is_object() && a.contains(key) && a.at(key).is_boolean() && a.at(key).get<bool>();
}
std::string attr_string(const Json& a, const char* key) {
  return a.is_object() && a.contains(key) && a.at(key).is_string() ? a.at(key).get<std::string>() : "";
}
int side_index(const std::string& id) { return id == "attacker" ? 0 : id == "defender" ? 1 : -1; }

}  // namespace

std::vector<Reason> setup_problems(const battles::BattleSetup& s) {
  std::vector<Reason> out;
  auto bad = [&](std::string text) { out.push_back({"", std::move(text)}); };
  if (s.game != "bourgogne") bad("the battle is not of Les Guerres de Bourgogne (game \"" + s.game + "\")");
  if (s.sides.size() != 2 || !s.side("attacker") || !s.side("defender"))
    bad("a battle of Les Guerres de Bourgogne has two sides, \"attacker\" and \"defender\"");
  for (const auto& side : s.sides)
    if (side.factions.size() != 1 || (side.factions[0] != "burgundy" && side.factions[0] != "swiss"))
      bad("the side \"" + side.id + "\" must be one camp, \"burgundy\" or \"swiss\"");
  const Json& sit = s.situation;
  std::string kind = attr_string(sit, "kind");
  if (kind != "battle" && kind != "siege") bad("the situation's kind must be \"battle\" or \"siege\"");
  if (kind == "siege" && (attr_int(sit, "fv", 0) < 1 || attr_int(sit, "fv", 0) > 2))
    bad("a siege needs the fortification value \"fv\", 1 or 2 (GdB 9.4)");
  static const char* types[] = {"Ar", "Cr", "Cu", "Ca", "Ga", "Ch", "Hb", "Pi"};
  for (const auto& u : s.units) {
    if (side_index(u.side) < 0) bad("the unit \"" + u.id + "\" is on no side");
    if (std::find(std::begin(types), std::end(types), u.type) == std::end(types))
      bad("the unit \"" + u.id + "\" has the type \"" + u.type + "\", not one of Ar, Cr, Cu, Ca, Ga, Ch, Hb, Pi");
    if (u.strength < 1 || u.strength > 2 || (u.type == "Ca" && u.strength != 1))
      bad("the unit \"" + u.id + "\" has " + std::to_string(u.strength) + " SS (a unit has 1 or 2, a Ca 1: GdB 2)");
    if (u.type == "Ca" && attr_string(u.attributes, "ca_owner") != "burgundy" &&
        attr_string(u.attributes, "ca_owner") != "swiss")
      bad("the cannon \"" + u.id + "\" needs its owner's side, \"ca_owner\" (GdB 3)");
  }
  for (const auto& l : s.leaders)
    if (side_index(l.side) < 0) bad("the commander \"" + l.id + "\" is on no side");
  if (!out.empty()) return out;
  try {
    read_options(sit);
  } catch (const UserError& e) {
    bad(e.what());
  }
  return out;
}

std::shared_ptr<const Setup> read_setup(const battles::BattleSetup& s) {
  auto r = std::make_shared<Setup>();
  r->setup = s;
  for (int side = 0; side < 2; ++side) {
    const auto* sd = s.side(kSideIds[side]);
    r->camp[side] = sd && !sd->factions.empty() ? sd->factions[0] : "";
    r->name[side] = s.side_name(kSideIds[side]);
  }
  const Json& sit = s.situation;
  r->siege = attr_string(sit, "kind") == "siege";
  r->bad_weather = attr_bool(sit, "bad_weather");
  r->turn = attr_int(sit, "turn", 1);
  r->fv = attr_int(sit, "fv", 0);
  if (sit.is_object() && sit.contains("allies_in_doubt") && sit.at("allies_in_doubt").is_array())
    for (const auto& p : sit.at("allies_in_doubt"))
      if (p.is_string()) r->allies_in_doubt.push_back(p.get<std::string>());
  if (sit.is_object() && sit.contains("event") && sit.at("event").is_object()) {
    r->has_event = true;
    r->event_die = attr_int(sit.at("event"), "die", 2);
    r->event_second = attr_int(sit.at("event"), "second", 0);
  }
  r->options = read_options(sit);
  static const char* zone_words[kZoneCount] = {"1st line",  "2nd line",   "3rd line",
                                               "left wing", "right wing", "retreat zone"};
  for (int h = 0; h < 2; ++h) {
    std::string camp = r->camp[h] == "burgundy" ? "Burgundian" : r->camp[h] == "swiss" ? "Swiss" : r->name[h];
    for (int z = 0; z < kZoneCount; ++z) r->zone_names[h][z] = camp + " " + zone_words[z];
  }
  for (const auto& u : s.units) {
    Counter c;
    c.id = u.id;
    c.name = u.name.empty() ? u.id : u.name;
    c.type = u.type;
    for (int k = 0; k < kUnitKinds; ++k)
      if (c.type == kUnitTypes[k]) c.kind = k;
    c.is_cannon = c.type == "Ca";
    c.is_shooter = c.type == "Ar" || c.type == "Cr" || c.type == "Cu" || c.is_cannon;
    c.is_mounted = c.type == "Ga" || c.type == "Ch";
    c.power = attr_string(u.attributes, "power");
    c.home = side_index(u.side);
    c.start_ss = u.strength;
    c.swiss = attr_bool(u.attributes, "swiss");
    c.cf_full = attr_int(u.attributes, "cf_full", 1);
    c.cf_reduced = attr_int(u.attributes, "cf_reduced", c.cf_full);
    c.cf_burgundian = attr_int(u.attributes, "cf_burgundian", c.cf_full);
    c.cf_swiss = attr_int(u.attributes, "cf_swiss", c.cf_full);
    c.mp = attr_int(u.attributes, "mp", 0);
    c.rof = attr_int(u.attributes, "rof", 0);
    r->counters.push_back(c);
  }
  for (const auto& l : s.leaders) {
    Commander c;
    c.id = l.id;
    c.name = l.name.empty() ? l.id : l.name;
    c.side = side_index(l.side);
    const Json& a = l.attributes;
    c.power = attr_string(a, "power");
    c.rank = attr_int(a, "rank", 1);
    c.tc = attr_int(a, "tc", 1);
    c.mp = attr_int(a, "mp", 3);
    c.historical = !a.contains("historical") || attr_bool(a, "historical");
    c.swiss = attr_bool(a, "swiss");
    c.charles = attr_bool(a, "charles");
    c.campobasso = attr_bool(a, "campobasso");
    Json anon = a.is_object() && a.contains("anonymous") ? a.at("anonymous") : Json::object();
    c.anon_rank = attr_int(anon, "rank", 1);
    c.anon_tc = attr_int(anon, "tc", 1);
    c.anon_mp = attr_int(anon, "mp", c.mp);
    r->commanders.push_back(c);
  }
  return r;
}

// ---- the state as JSON

Json BattleState::to_json() const {
  Json pieces_j = Json::object(), chiefs_j = Json::object();
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const Piece& p = pieces[i];
    Json j{{"side", kSideIds[p.side]}, {"ss", p.ss}, {"place", place_id(p.place)}};
    if (!p.ca_owner.empty()) j["ca_owner"] = p.ca_owner;
    pieces_j[s->counters[i].id] = j;
  }
  for (std::size_t i = 0; i < chiefs.size(); ++i) {
    const Chief& c = chiefs[i];
    Json j{{"place", place_id(c.place)}, {"historical", c.historical}, {"pool", c.pool}, {"killed", c.killed}};
    if (c.side != s->commanders[i].side) j["side"] = kSideIds[c.side];  // a turncoat (GdB T2)
    chiefs_j[s->commanders[i].id] = j;
  }
  auto army_id = [&](int side) { return army[side] < 0 ? std::string() : s->commanders[army[side]].id; };
  return Json{{"setup", battles::to_json(s->setup)},
              {"phase", phase},
              {"round", round},
              {"units", pieces_j},
              {"commanders", chiefs_j},
              {"army_commander", {army_id(0), army_id(1)}},
              {"markers_held", Json::array({Json(held[0]), Json(held[1])})},
              {"markers_revealed", Json::array({Json(revealed[0]), Json(revealed[1])})},
              {"weather", weather},
              {"event", {{"die", event_die}, {"second", event_second}, {"name", event_name}}},
              {"fv", fv},
              {"ss_at_start", {ss_at_start[0], ss_at_start[1]}},
              {"l1_minimum", {l1_minimum[0], l1_minimum[1]}},
              {"winner", winner < 0 ? "" : kSideIds[winner]},
              {"ending", ending},
              {"garrison_eliminated", garrison_eliminated},
              {"besieger_stopped", besieger_stopped},
              {"melee_this_round", melee_this_round},
              {"changed_camp", changed_camp},
              {"to_pool", to_pool},
              {"captured", captured},
              {"rules", rules},
              {"audit", audit.to_vector()}};
}

std::shared_ptr<BattleState> load_battle_state(const JsonCursor& c) {
  c.only_keys({"setup",
               "phase",
               "round",
               "units",
               "commanders",
               "army_commander",
               "markers_held",
               "markers_revealed",
               "weather",
               "event",
               "fv",
               "ss_at_start",
               "l1_minimum",
               "winner",
               "ending",
               "garrison_eliminated",
               "besieger_stopped",
               "changed_camp",
               "to_pool",
               "captured",
               "melee_this_round",
               "rules",
               "audit"});
  auto st = std::make_shared<BattleState>();
  st->s = read_setup(battles::setup_from_json(c["setup"]));
  // A battle saved before the state named its rules version follows version 1 (see kRulesVersion).
  st->rules = c.optional("rules") ? static_cast<int>(c["rules"].as_int(1, kRulesVersion)) : 1;
  st->phase = c["phase"].as_string();
  st->round = static_cast<int>(c["round"].as_int(0, 100000));
  for (const auto& u : st->s->counters) {
    auto j = c["units"][u.id];
    Piece p;
    p.side = j["side"].as_string() == "attacker" ? 0 : 1;
    p.ss = static_cast<int>(j["ss"].as_int(0, 2));
    p.place = place_from_id(j["place"].as_string());
    p.ca_owner = j.optional_string("ca_owner");
    st->pieces.push_back(p);
  }
  for (const auto& l : st->s->commanders) {
    auto j = c["commanders"][l.id];
    Chief ch;
    ch.place = place_from_id(j["place"].as_string());
    ch.historical = j["historical"].as_bool();
    ch.pool = j["pool"].as_bool();
    ch.killed = j["killed"].as_bool();
    ch.side = l.side;
    if (auto side = j.optional("side")) ch.side = side->as_string() == "attacker" ? 0 : 1;
    st->chiefs.push_back(ch);
  }
  for (int side = 0; side < 2; ++side) {
    std::string id = c["army_commander"].at(static_cast<std::size_t>(side)).as_string();
    for (std::size_t i = 0; i < st->s->commanders.size(); ++i)
      if (st->s->commanders[i].id == id) st->army[side] = static_cast<int>(i);
    st->held[side] = c["markers_held"].at(static_cast<std::size_t>(side)).as_strings();
    st->revealed[side] = c["markers_revealed"].at(static_cast<std::size_t>(side)).as_strings();
    st->ss_at_start[side] = static_cast<int>(c["ss_at_start"].at(static_cast<std::size_t>(side)).as_int(0, 10000));
    st->l1_minimum[side] = static_cast<int>(c["l1_minimum"].at(static_cast<std::size_t>(side)).as_int(0, 10000));
  }
  st->weather = c["weather"].as_string();
  st->event_die = static_cast<int>(c["event"]["die"].as_int(0, 6));
  st->event_second = static_cast<int>(c["event"]["second"].as_int(0, 6));
  st->event_name = c["event"]["name"].as_string();
  st->fv = static_cast<int>(c["fv"].as_int(0, 2));
  std::string w = c["winner"].as_string();
  st->winner = w == "attacker" ? 0 : w == "defender" ? 1 : -1;
  st->ending = c["ending"].as_string();
  st->garrison_eliminated = c["garrison_eliminated"].as_bool();
  st->besieger_stopped = c["besieger_stopped"].as_bool();
  if (auto v = c.optional("melee_this_round")) st->melee_this_round = v->as_bool();
  st->changed_camp = c["changed_camp"].as_strings();
  st->to_pool = c["to_pool"].as_strings();
  st->captured = c["captured"].as_strings();
  st->audit = c["audit"].as_strings();
  return st;
}

// ---- helpers

void Said::operator()(const std::string& text, const std::string& rule) {
  if (!on) return;
  events.push_back({text, rule});
  audit->push_back(rule.empty() ? text : text + " [" + rule + "]");
}

int other(int side) { return 1 - side; }
std::string camp_of(const BattleState& st, int side) { return st.s->camp[side]; }
std::string side_name(const BattleState& st, int side) { return st.s->name[side]; }

const std::string& zone_name(const BattleState& st, const Place& p) {
  static const std::string off = "off the field";
  return p.on() ? st.s->zone_names[p.half][p.zone] : off;
}

int printed_cf(const BattleState& st, int unit) {
  const Counter& c = st.s->counters[static_cast<std::size_t>(unit)];
  if (c.cannon()) return st.pieces[static_cast<std::size_t>(unit)].ca_owner == "swiss" ? c.cf_swiss : c.cf_burgundian;
  return c.cf_full;
}

int current_cf(const BattleState& st, int unit) {
  const Counter& c = st.s->counters[static_cast<std::size_t>(unit)];
  const Piece& p = st.pieces[static_cast<std::size_t>(unit)];
  if (p.ss <= 0) return 0;
  if (c.cannon()) return printed_cf(st, unit);
  return p.ss >= 2 ? c.cf_full : c.cf_reduced;
}

int rank_now(const BattleState& st, int chief) {
  const auto& c = st.s->commanders[static_cast<std::size_t>(chief)];
  return st.chiefs[static_cast<std::size_t>(chief)].historical ? c.rank : c.anon_rank;
}
int mp_now(const BattleState& st, int chief) {
  const auto& c = st.s->commanders[static_cast<std::size_t>(chief)];
  return st.chiefs[static_cast<std::size_t>(chief)].historical ? c.mp : c.anon_mp;
}
int tc_of(const BattleState& st, int side) {
  int a = st.army[side];
  if (a < 0) return 0;
  const auto& c = st.s->commanders[static_cast<std::size_t>(a)];
  return st.chiefs[static_cast<std::size_t>(a)].historical ? c.tc : c.anon_tc;
}
std::string chief_name(const BattleState& st, int chief) {
  const auto& c = st.s->commanders[static_cast<std::size_t>(chief)];
  return st.chiefs[static_cast<std::size_t>(chief)].historical ? c.name : "the anonymous " + c.name;
}

std::vector<int> units_at(const BattleState& st, const Place& p) {
  std::vector<int> out;
  for (std::size_t i = 0; i < st.pieces.size(); ++i)
    if (st.pieces[i].ss > 0 && st.pieces[i].place == p) out.push_back(static_cast<int>(i));
  return out;
}
Occupancy occupancy(const BattleState& st) {
  Occupancy o;
  for (const auto& p : st.pieces)
    if (p.ss > 0 && p.place.on()) ++o.n[p.side][p.place.half][p.place.zone];
  return o;
}

std::vector<int> chiefs_at(const BattleState& st, const Place& p) {
  std::vector<int> out;
  for (std::size_t i = 0; i < st.chiefs.size(); ++i)
    if (!st.chiefs[i].pool && st.chiefs[i].place == p) out.push_back(static_cast<int>(i));
  return out;
}
bool fighting(const BattleState& st, int unit) {
  const Piece& p = st.pieces[static_cast<std::size_t>(unit)];
  return p.ss > 0 && p.place.on() && !p.place.in_rz();
}
int side_ss(const BattleState& st, int side) {
  int n = 0;
  for (std::size_t i = 0; i < st.pieces.size(); ++i)
    if (st.pieces[i].side == side && fighting(st, static_cast<int>(i))) n += st.pieces[i].ss;
  return n;
}
bool side_out(const BattleState& st, int side) { return side_ss(st, side) == 0; }

int move_cost(const Place& a, const Place& b) {
  if (!a.on() || !b.on()) return -1;
  const auto& t = tables();
  return a.half == b.half ? t.own[a.zone][b.zone] : t.cross[a.zone][b.zone];
}

std::string marker_name(const std::string& id) {
  const auto* m = tables().marker(id);
  return m ? m->name : id;
}
std::string join_words(const std::vector<std::string>& parts) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i)
    out += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  return out;
}
std::string marker_list(const std::vector<std::string>& ids) {
  std::vector<std::string> names;
  for (const auto& id : ids) names.push_back(marker_name(id));
  return names.empty() ? "none" : join_words(names);
}
bool revealed(const BattleState& st, int side, const std::string& marker) {
  return std::find(st.revealed[side].begin(), st.revealed[side].end(), marker) != st.revealed[side].end();
}

void elect_army_commander(BattleState& st, int side, Decisions* decisions, Said& say) {
  int best = -1;
  std::vector<int> tied;
  for (std::size_t i = 0; i < st.chiefs.size(); ++i) {
    // A turncoat fights for the other camp but does not command it (GdB T2).
    if (st.s->commanders[i].side != side || st.chiefs[i].side != side || st.chiefs[i].pool || !st.chiefs[i].place.on())
      continue;
    int r = rank_now(st, static_cast<int>(i));
    if (r > best) {
      best = r;
      tied.clear();
    }
    if (r == best) tied.push_back(static_cast<int>(i));
  }
  int was = st.army[side];
  if (tied.empty()) {
    st.army[side] = -1;
    if (was >= 0) say("The " + side_name(st, side) + " have no commander left: their TC is 0", "GdB 9.3.3");
    return;
  }
  int chosen = tied.front();
  if (std::find(tied.begin(), tied.end(), was) != tied.end())
    chosen = was;  // the commander stays while he may
  else if (tied.size() > 1 && decisions) {
    DecisionRequest r;
    const bool words = !decisions->takes_advice();  // else the answer is the advice: no words to build
    if (words) {
      r.label = "the " + side_name(st, side) + " name their army commander among equal ranks (GdB 7.1, 9.3.1)";
      r.side = kSideIds[side];
      r.side_name = side_name(st, side);
    }
    int best_tc = -1;
    for (int i : tied) {
      int tc = st.chiefs[static_cast<std::size_t>(i)].historical
                   ? st.s->commanders[static_cast<std::size_t>(i)].tc
                   : st.s->commanders[static_cast<std::size_t>(i)].anon_tc;
      if (words)
        r.options.push_back({st.s->commanders[static_cast<std::size_t>(i)].id,
                             chief_name(st, i) + " (TC " + std::to_string(tc) + ")"});
      if (tc > best_tc) {
        best_tc = tc;
        r.advice = st.s->commanders[static_cast<std::size_t>(i)].id;
      }
    }
    std::string id = decisions->choose(r);
    for (int i : tied)
      if (st.s->commanders[static_cast<std::size_t>(i)].id == id) chosen = i;
  }
  st.army[side] = chosen;
  if (chosen != was && say.on)
    say(chief_name(st, chosen) + " commands the " + side_name(st, side) + " (TC " + std::to_string(tc_of(st, side)) +
            ")",
        "GdB 9.3.1");
}

bool check_end(BattleState& st, Said& say) {
  if (st.phase == "over") return true;
  bool a_out = side_out(st, 0), d_out = side_out(st, 1);
  if (!a_out && !d_out) return false;
  st.phase = "over";
  if (a_out && d_out) {
    st.winner = -1;
    st.ending = "mutual_wipeout";
    say("Neither camp has a unit left outside its retreat zone: no victor, the " + side_name(st, 1) + " keep the zone",
        "GdB 9.5.10");
  } else {
    st.winner = a_out ? 1 : 0;
    st.ending = "victory";
    if (st.s->siege && !d_out) st.winner = 1;
    if (st.s->siege && d_out) st.garrison_eliminated = true;
    say("The " + side_name(st, other(st.winner)) + " have no unit left outside their retreat zone: the " +
            side_name(st, st.winner) + " win",
        st.s->siege ? "GdB 9.5.10" : "GdB 9.5.10, 9.5.11");
  }
  return true;
}

void flip_commander(BattleState& st, int chief, Decisions& decisions, Said& say) {
  auto& ch = st.chiefs[static_cast<std::size_t>(chief)];
  const auto& c = st.s->commanders[static_cast<std::size_t>(chief)];
  std::string name = c.name;
  ch.historical = false;
  ch.killed = true;
  say(name + " is eliminated: his counter flips to its anonymous side", "GdB 9.6");
  if (c.charles) {
    st.phase = "over";
    st.ending = "charles_killed";
    st.winner = camp_of(st, 0) == "swiss" ? 0 : 1;
    say("Charles the Bold has fallen: the Swiss win the game at once", "GdB 12.2");
    return;
  }
  if (st.army[c.side] == chief) {
    int side = c.side;
    st.army[side] = -1;
    elect_army_commander(st, side, &decisions, say);
    trim_markers(st, side, decisions, say);
  }
}

void trim_markers(BattleState& st, int side, Decisions& decisions, Said& say) {
  // The new commander keeps the unrevealed markers up to his TC; the owner discards the surplus (GdB 9.3.3, 9.6).
  int tc = tc_of(st, side);
  while (static_cast<int>(st.held[side].size()) > tc) {
    DecisionRequest r;
    r.label =
        "the " + side_name(st, side) + " discard a marker above their new TC of " + std::to_string(tc) + " (GdB 9.3.3)";
    r.side = kSideIds[side];
    r.side_name = side_name(st, side);
    r.secret = true;
    for (const auto& m : st.held[side]) r.options.push_back({m, marker_name(m)});
    r.advice = st.held[side].back();
    std::string drop = decisions.choose(r);
    st.held[side].erase(std::find(st.held[side].begin(), st.held[side].end(), drop));
    say("The " + side_name(st, side) + " discard a hidden marker: they hold " + std::to_string(st.held[side].size()),
        "GdB 9.3.3");
  }
}

}  // namespace umpire::bourgogne_battle
