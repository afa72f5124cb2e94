#include "lotn/convert.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>

#include "core/error.h"
#include "core/json_read.h"
#include "lotn/data_embedded.h"
#include "lotn/data_variants.h"
#include "lotn/template_map.h"

namespace umpire::lotn {

// ---- the settings

const SettingSchema& conversion_settings() {
  static const SettingSchema defs = [] {
    const std::string source = "data/lotn/conversion.json";
    Json doc = parse_json(data::conversion_json(), source);
    JsonCursor c(doc, source);
    c.only_keys({"format", "source", "settings"});
    if (c["format"].as_string() != "umpire.lotn.conversion/1") c["format"].fail("unknown conversion format");
    return settings_schema_from_json(c["settings"]);
  }();
  return defs;
}

Json default_conversion_values() {
  Json out = Json::object();
  for (const auto& d : conversion_settings()) out[d.key] = d.default_value;
  return out;
}

int conversion_value(const Json& values, const std::string& key) {
  const SettingDef* d = find_setting(conversion_settings(), key);
  if (!d) throw std::logic_error("the Lion of the North conversion has no setting \"" + key + "\"");
  return stored_setting(values, *d);
}

std::vector<Reason> conversion_param_problems(const Json& params) {
  std::vector<Reason> out;
  if (params.is_null()) return out;
  if (!params.is_object()) return {{"", "the conversion parameters are an object of settings and values"}};
  for (auto it = params.begin(); it != params.end(); ++it) {
    const SettingDef* d = find_setting(conversion_settings(), it.key());
    if (!d) {
      out.push_back({"", "there is no conversion setting \"" + it.key() + "\""});
      continue;
    }
    SettingValue v = read_setting_value(*d, it.value());
    if (!v.problem.empty()) out.push_back({d->rule, v.problem});
  }
  return out;
}

namespace {

// The values used: every setting, the umpire's over the defaults.
Json values_used(const Json& params) {
  Json out = Json::object();
  for (const auto& d : conversion_settings()) {
    int v = d.default_value;
    if (params.is_object() && params.contains(d.key)) v = read_setting_value(d, params.at(d.key)).value;
    out[d.key] = v;
  }
  return out;
}

struct Params {
  const Json& v;
  int operator()(const std::string& key) const { return conversion_value(v, key); }
};

std::string lower(std::string s) {
  for (auto& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}

bool any_of_words(const std::string& text, std::initializer_list<const char*> words) {
  for (const char* w : words)
    if (text.find(w) != std::string::npos) return true;
  return false;
}

std::string attr_string(const Json& a, const char* key) {
  return a.is_object() && a.contains(key) && a.at(key).is_string() ? a.at(key).get<std::string>() : "";
}

std::optional<int> attr_int(const Json& a, const char* key) {
  if (a.is_object() && a.contains(key) && a.at(key).is_number_integer()) return a.at(key).get<int>();
  return std::nullopt;
}

bool attr_bool(const Json& a, const char* key, bool fallback) {
  return a.is_object() && a.contains(key) && a.at(key).is_boolean() ? a.at(key).get<bool>() : fallback;
}

enum class Game { G1631, SoldierKing, Other };

Game game_of(const battles::BattleSetup& s) {
  std::string p = lower(s.profile), g = lower(s.game);
  if (p.rfind("1631", 0) == 0 || g == "1631") return Game::G1631;
  if (p.rfind("soldier-king", 0) == 0 || g == "soldier-king") return Game::SoldierKing;
  return Game::Other;
}

const char* game_word(Game g) { return g == Game::G1631 ? "1631" : g == Game::SoldierKing ? "soldier-king" : "other"; }

enum class Kind { HeavyFoot, LightFoot, HeavyHorse, LightHorse, Croats, Dragoons, Guns };

struct Classed {
  Kind kind = Kind::HeavyFoot;
  Arm gun = Arm::ArtField;
  bool pike = false;  // "pike" in its words: a pike square
};

// The unit's words: its arm, type, type name and flags, in lower case.
std::string words_of(const battles::Unit& u) {
  std::string w = lower(u.arm + " " + u.type + " " + u.type_name);
  for (const auto& f : u.flags) w += " " + lower(f);
  return w;
}

bool flagged(const battles::Unit& u, const char* flag) {
  for (const auto& f : u.flags)
    if (lower(f) == flag) return true;
  return false;
}

Classed classify(const battles::Unit& u, Game game) {
  Classed c;
  std::string w = words_of(u);
  bool light = flagged(u, "light") || any_of_words(w, {"light"});
  // Hand-gunners ("culveriners") are foot, not guns.
  bool guns = any_of_words(w, {"artillery", "cannon", "battery", "bombard", "howitzer", "ordnance", " gun", "guns"}) ||
              w.rfind("gun", 0) == 0;
  if (guns && !any_of_words(w, {"culverinier", "culveriner", "gunner "})) {
    c.kind = Kind::Guns;
    if (game == Game::G1631 || any_of_words(w, {"heavy", "siege", "demi"}))
      c.gun = Arm::ArtHeavy;
    else if (light || any_of_words(w, {"regimental", "battalion"}))
      c.gun = Arm::ArtRegimental;
    else
      c.gun = Arm::ArtField;
    return c;
  }
  if (any_of_words(w, {"croat"})) return {Kind::Croats, c.gun, false};
  if (any_of_words(w, {"dragoon"})) return {Kind::Dragoons, c.gun, false};
  if (any_of_words(w, {"cavalry", "horse", "cuirassier", "gendarme", "chevalier", "knight", "hussar", "lancer",
                       "reiter", "trooper", "uhlan", "cossack", "mounted"})) {
    bool lc = light || any_of_words(w, {"hussar", "uhlan", "cossack"});
    return {lc ? Kind::LightHorse : Kind::HeavyHorse, c.gun, false};
  }
  if (light || any_of_words(w, {"skirmish", "archer", "crossbow", "culverin", "arquebus", "jager", "jäger", "rifle",
                                "commanded", "sharpshooter"}))
    return {Kind::LightFoot, c.gun, false};
  c.kind = Kind::HeavyFoot;
  c.pike = any_of_words(w, {"pike"});
  return c;
}

std::vector<int> split(int total, int most) {
  most = std::max(1, most);
  int n = std::max(1, (total + most - 1) / most);
  std::vector<int> out(static_cast<std::size_t>(n), total / n);
  for (int i = 0; i < total % n; ++i) ++out[static_cast<std::size_t>(i)];
  return out;
}

std::string ordinal(int n) {
  int t = n % 100;
  const char* suffix = (t >= 11 && t <= 13) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
  return std::to_string(n) + suffix;
}

std::string unit_words(const battles::Unit& u) {
  if (!u.name.empty()) return u.name;
  return (u.type_name.empty() ? (u.arm.empty() ? std::string("unit") : u.arm) : u.type_name) + " " + u.id;
}

// The names the counters made from each campaign unit bear, told apart as the
// log must tell them: stands of one type by their formation ("Heavy cavalry
// brigade, 2nd Heavy Cavalry"), several in one formation by number ("Infantry
// regiment no. 2, 1st column"), and a name both sides bear by the side's
// ("Heavy cavalry brigade, 2nd Heavy Cavalry (Arcadia)").
std::map<std::string, std::string> campaign_unit_names(const battles::BattleSetup& setup, const std::string (&side_id)[2],
                                                       const std::string (&side_name)[2]) {
  std::map<std::string, std::string> out;
  std::map<std::pair<int, std::string>, std::vector<std::string>> same;  // (side, name) -> unit ids in order
  auto side_of = [&](const battles::Unit& u) { return u.side == side_id[0] ? 0 : 1; };
  for (const auto& u : setup.units) {
    std::string name = unit_words(u);
    const battles::Formation* f = setup.formation(u.formation);
    const std::string formation = f && !f->name.empty() && name.find(f->name) == std::string::npos ? f->name : "";
    out[u.id] = formation.empty() ? name : name + ", " + formation;
    same[{side_of(u), out[u.id]}].push_back(u.id);
  }
  for (const auto& [key, ids] : same) {
    if (ids.size() < 2) continue;
    for (std::size_t k = 0; k < ids.size(); ++k) {
      const battles::Unit* u = setup.unit(ids[k]);
      std::string name = unit_words(*u) + " no. " + std::to_string(k + 1);
      const battles::Formation* f = setup.formation(u->formation);
      if (f && !f->name.empty() && name.find(f->name) == std::string::npos) name += ", " + f->name;
      out[ids[k]] = name;
    }
  }
  std::map<std::string, int> sides_naming;  // a name -> bit 1 << side of each side bearing it
  for (const auto& u : setup.units) sides_naming[out[u.id]] |= 1 << side_of(u);
  for (const auto& u : setup.units)
    if (sides_naming[out[u.id]] == 3) out[u.id] += " (" + side_name[side_of(u)] + ")";
  return out;
}

const char* counter_noun(Arm a) {
  if (is_cavalry(a)) return "squadron";
  if (is_artillery(a)) return "battery";
  if (a == Arm::TE) return "tercio";
  if (is_light_infantry(a)) return "company";
  return "brigade";
}

int quality_tq(const battles::Unit& u, Game game, const Params& p) {
  int tq;
  if (game == Game::G1631) {
    std::string nation = attr_string(u.attributes, "nation");
    tq = nation == "swedish" ? p("tq.1631_swedish") : nation == "saxon" ? p("tq.1631_saxon") : p("tq.1631_imperial");
  } else {
    std::string q = lower(u.quality);
    tq = q == "raw"                                          ? p("tq.raw")
         : q == "experienced" || q == "regular" || q == "trained" ? p("tq.experienced")
         : q == "veteran"                                    ? p("tq.veteran")
         : q == "elite" || q == "guard" || q == "guards"     ? p("tq.elite")
                                                             : p("tq.default");
    if (flagged(u, "light")) tq -= p("tq.light_minus");
  }
  return tq;
}

bool spent(const battles::Unit& u, Game game) {
  if (attr_bool(u.attributes, "spent", false)) return true;
  if (lower(u.quality) == "spent") return true;
  return game == Game::G1631 && u.strength == 1;
}

bool linear_infantry(Game game, const Params& p) {
  int model = p("infantry.model");
  return model == 2 || (model == 0 && game == Game::SoldierKing);
}

// ---- leaders

int skill_of(const battles::Leader& l, const Params& p) {
  if (auto s = attr_int(l.attributes, "skill")) return std::clamp(*s, 0, 2);
  if (auto tc = attr_int(l.attributes, "tc")) return *tc >= 4 ? 2 : *tc >= 2 ? 1 : 0;
  std::string r = lower(l.rank);
  if (r == "monarch" || r == "king" || r == "marshal") return 2;
  if (r == "duke" || r == "cc" || r == "general") return 1;
  if (r == "dc") return 0;
  return p("leader.generated_skill");
}

LeaderDef rated_leader(int skill, bool is_spent, const Params& p) {
  LeaderDef d;
  std::string k = "leader.skill" + std::to_string(std::clamp(skill, 0, 2)) + "_";
  d.initiative = std::max(1, p(k + "initiative") - (is_spent ? p("leader.spent_initiative_minus") : 0));
  d.range = p(k + "range");
  d.line_commands = p(k + "line_commands");
  d.strategy = p(k + "strategy");
  d.charisma = p(k + "charisma");
  d.mortality = p(k + "mortality");
  d.ma = 9;
  return d;
}

// ---- deployment plan

struct SidePlan {
  int lines = 1;
  int needed = 0;  // width it needs
  // per line 1..lines: infantry, left wing, right wing (unit indices)
  std::vector<std::vector<int>> foot, left, right;
  std::vector<int> guns;
  int centre_w = 0, wing_w = 0;
};

int foot_width(const std::vector<UnitDef>& units, const std::vector<int>& line, int interval) {
  int w = 0;
  for (std::size_t i = 0; i < line.size(); ++i)
    w += (units[static_cast<std::size_t>(line[i])].double_sized ? 2 : 1) + (i ? interval : 0);
  return w;
}

SidePlan plan_with(const std::vector<UnitDef>& units, int side, int lines, int interval) {
  SidePlan p;
  p.lines = lines;
  std::vector<int> foot, horse;
  for (std::size_t i = 0; i < units.size(); ++i) {
    const UnitDef& d = units[i];
    if (d.side != side) continue;
    if (is_artillery(d.arm))
      p.guns.push_back(static_cast<int>(i));
    else if (is_cavalry(d.arm))
      horse.push_back(static_cast<int>(i));
    else
      foot.push_back(static_cast<int>(i));
  }
  p.foot.assign(static_cast<std::size_t>(lines), {});
  p.left.assign(static_cast<std::size_t>(lines), {});
  p.right.assign(static_cast<std::size_t>(lines), {});
  int total = foot_width(units, foot, interval);
  int target = (total + lines - 1) / lines;
  std::size_t line = 0;
  for (int u : foot) {
    auto& cur = p.foot[line];
    std::vector<int> with = cur;
    with.push_back(u);
    if (!cur.empty() && foot_width(units, with, interval) > target && line + 1 < p.foot.size()) ++line;
    p.foot[line].push_back(u);
  }
  for (const auto& l : p.foot) p.centre_w = std::max(p.centre_w, foot_width(units, l, interval));
  std::size_t half = (horse.size() + 1) / 2;
  p.wing_w = static_cast<int>((half + static_cast<std::size_t>(lines) - 1) / static_cast<std::size_t>(lines));
  for (std::size_t i = 0; i < horse.size(); ++i) {
    bool left = i < half;
    std::size_t k = left ? i : i - half;
    std::size_t l = std::min(k / static_cast<std::size_t>(std::max(1, p.wing_w)), static_cast<std::size_t>(lines - 1));
    (left ? p.left : p.right)[l].push_back(horse[i]);
  }
  int wings = p.wing_w > 0 ? 2 * (p.wing_w + 1) : 0;
  int gun_w = static_cast<int>(p.guns.size());
  p.needed = std::max(p.centre_w + wings, gun_w) + 2;
  return p;
}

SidePlan plan_side(const std::vector<UnitDef>& units, int side, int width, const Params& par) {
  int most = std::max(1, par("map.max_lines"));
  SidePlan p;
  for (int lines = 1; lines <= most; ++lines) {
    p = plan_with(units, side, lines, par("map.interval"));
    if (p.needed <= width) return p;
  }
  return p;
}

}  // namespace

FieldSize field_size(const std::vector<UnitDef>& units, const Json& values) {
  Params p{values};
  FieldSize f;
  f.width = p("map.width");
  for (int side = 0; side < 2; ++side) f.width = std::max(f.width, plan_side(units, side, p("map.width"), p).needed);
  for (int side = 0; side < 2; ++side) f.lines = std::max(f.lines, plan_side(units, side, f.width, p).lines);
  // Each army: its margin, its lines and a row of guns; between them at least 8 rows.
  f.depth = std::max(p("map.depth"), 2 * (p("map.margin") + f.lines + 1) + 8);
  return f;
}

// ---- the set-up

std::vector<Reason> conversion_problems(const battles::BattleSetup& s) {
  std::vector<Reason> out;
  if (s.sides.size() != 2) {
    out.push_back({"", "a Lion of the North battle has two sides, and this one has " + std::to_string(s.sides.size())});
    return out;
  }
  if (s.sides[0].id == s.sides[1].id) out.push_back({"", "both sides have the id \"" + s.sides[0].id + "\""});
  std::set<std::string> ids;
  int fighters[2] = {0, 0};
  for (const auto& u : s.units) {
    std::string who = unit_words(u);
    if (!ids.insert(u.id).second) out.push_back({"", "two units have the id \"" + u.id + "\""});
    int side = u.side == s.sides[0].id ? 0 : u.side == s.sides[1].id ? 1 : -1;
    if (side < 0) {
      out.push_back({"", who + " is on side \"" + u.side + "\", which is not one of the battle's two sides"});
      continue;
    }
    if (u.strength <= 0) {
      out.push_back({"", who + " has a strength of " + std::to_string(u.strength) + ": only units with strength fight"});
      continue;
    }
    Classed c = classify(u, game_of(s));
    if (c.kind != Kind::Guns) ++fighters[side];
  }
  for (int side = 0; side < 2; ++side)
    if (fighters[side] == 0)
      out.push_back({"", s.side_name(s.sides[static_cast<std::size_t>(side)].id) +
                             " has no infantry or cavalry unit with strength on the field"});
  for (const auto& l : s.leaders)
    if (l.side != s.sides[0].id && l.side != s.sides[1].id)
      out.push_back({"", "commander " + (l.name.empty() ? l.id : l.name) + " is on side \"" + l.side +
                             "\", which is not one of the battle's two sides"});
  return out;
}

std::shared_ptr<const Setup> convert_setup(const battles::BattleSetup& setup, const Json& params,
                                           std::shared_ptr<const DataSet> data, Mode mode) {
  std::vector<Reason> problems = conversion_problems(setup);
  for (auto& r : conversion_param_problems(params)) problems.push_back(std::move(r));
  if (!problems.empty()) {
    std::string text = "this battle cannot be converted to Lion of the North:";
    for (const auto& r : problems) text += " " + r.describe() + ";";
    text.pop_back();
    throw UserError(text);
  }
  auto s = std::make_shared<Setup>();
  s->setup = setup;
  s->data = std::move(data);
  s->mode = mode;
  s->variants = default_variant_values();
  Json values = values_used(params);
  Params p{values};
  Game game = game_of(setup);
  bool linear = linear_infantry(game, p);
  s->title = "The battle " + (setup.place_name.empty() ? (setup.place.empty() ? setup.id : "at " + setup.place)
                                                        : "at " + setup.place_name);
  for (int side = 0; side < 2; ++side) {
    s->side_id[side] = setup.sides[static_cast<std::size_t>(side)].id;
    s->side_name[side] = setup.side_name(s->side_id[side]);
  }
  const int men_per_sp = p("men.per_sp");
  Json unit_record = Json::object();
  bool any_linear_foot = false;

  const std::map<std::string, std::string> counter_names = campaign_unit_names(setup, s->side_id, s->side_name);
  for (const auto& u : setup.units) {
    int side = u.side == s->side_id[0] ? 0 : 1;
    Classed c = classify(u, game);
    bool is_spent = spent(u, game);
    std::string nation = attr_string(u.attributes, "nation");
    bool horse = c.kind == Kind::HeavyHorse || c.kind == Kind::LightHorse || c.kind == Kind::Croats ||
                 c.kind == Kind::Dragoons;
    // Men (or guns), and the men one campaign strength point stands for.
    int men = 0, guns = 0;
    double men_per_strength = 0, guns_per_strength = 0;
    if (c.kind == Kind::Guns) {
      if (game == Game::G1631) {
        guns = p("artillery.1631_guns");
        if (is_spent) guns = static_cast<int>(std::lround(guns * (100 - p("men.spent_loss_pct")) / 100.0));
      } else {
        guns = u.strength *
               (game == Game::SoldierKing ? p("artillery.sk_guns_per_sp") : p("artillery.generic_guns_per_strength"));
      }
      guns = std::max(1, guns);
      guns_per_strength = static_cast<double>(guns) / u.strength;
    } else {
      if (game == Game::G1631) {
        men = !horse && nation == "saxon" ? p("men.1631_saxon_infantry") : p("men.1631_unit");
        if (is_spent) men = static_cast<int>(std::lround(men * (100 - p("men.spent_loss_pct")) / 100.0));
      } else if (game == Game::SoldierKing) {
        men = u.strength * (horse ? p("men.sk_cavalry_per_sp") : p("men.sk_infantry_per_sp"));
      } else {
        men = u.strength *
              (horse ? p("men.generic_cavalry_per_strength") : p("men.generic_infantry_per_strength"));
      }
      men_per_strength = static_cast<double>(men) / u.strength;
    }
    int sp = c.kind == Kind::Guns ? 0 : std::max(1, static_cast<int>(std::lround(static_cast<double>(men) / men_per_sp)));

    int tq = std::clamp(quality_tq(u, game, p) - (is_spent ? p("tq.spent_minus") : 0), 1, 9);
    int tq_d = std::max(1, tq - p("tq.disrupted_minus"));
    bool swedish = game == Game::G1631 && nation == "swedish";
    bool saxon = game == Game::G1631 && nation == "saxon" && p("nation.saxon_rules") == 1;
    bool imperial_1631 = game == Game::G1631 && !swedish;

    UnitDef base;
    base.side = side;
    base.army = side;
    base.tq = tq;
    base.tq_disrupted = tq_d;
    base.swedish = swedish;
    base.saxon = saxon;
    base.origin = u.id;
    std::vector<UnitDef> made;
    auto finish_ma = [&](UnitDef& d, int ma) {
      d.ma = ma;
      d.ma_disrupted = std::max(1, ma - p("ma.disrupted_minus"));
    };
    auto finish_fr = [&](UnitDef& d, int fr) {
      d.fr = fr;
      d.fr_disrupted = std::max(-3, fr - p("fr.disrupted_minus"));
    };
    bool linear_foot = false;
    switch (c.kind) {
      case Kind::Guns: {
        for (int g : split(guns, p("artillery.guns_per_counter"))) {
          UnitDef d = base;
          d.arm = c.gun;
          d.guns = g;
          d.weapon = Weapon::None;
          d.range = c.gun == Arm::ArtHeavy   ? p("artillery.range_heavy")
                    : c.gun == Arm::ArtField ? p("artillery.range_field")
                                             : p("artillery.range_regimental");
          finish_ma(d, c.gun == Arm::ArtHeavy   ? p("ma.art_heavy")
                       : c.gun == Arm::ArtField ? p("ma.art_field")
                                                : p("ma.art_regimental"));
          finish_fr(d, 0);
          made.push_back(d);
        }
        break;
      }
      case Kind::HeavyHorse:
      case Kind::LightHorse:
      case Kind::Croats:
      case Kind::Dragoons: {
        Arm arm = c.kind == Kind::Croats     ? Arm::LCrt
                  : c.kind == Kind::Dragoons ? Arm::DG
                  : c.kind == Kind::LightHorse ? Arm::LC
                  : imperial_1631 && nation != "saxon" && p("cavalry.1631_imperial") == 0 ? Arm::CR
                                                                                           : Arm::HC;
        for (int q : split(sp, p("cavalry.max_squadron_sp"))) {
          UnitDef d = base;
          d.arm = arm;
          d.fire_sp = d.shock_sp = q;
          d.weapon = arm == Arm::DG ? Weapon::Musket : Weapon::Pistol;
          finish_ma(d, arm == Arm::HC ? (swedish ? p("ma.hc_swedish") : p("ma.hc"))
                       : arm == Arm::CR ? p("ma.cr")
                                        : p("ma.lc"));
          finish_fr(d, arm == Arm::DG ? p("fr.musket") : is_light_cavalry(arm) ? p("fr.light_cavalry") : p("fr.pistol"));
          if (arm == Arm::CR) d.fr_caracole = p("fr.caracole");
          made.push_back(d);
        }
        break;
      }
      case Kind::LightFoot: {
        for (int q : split(sp, p("infantry.max_light_sp"))) {
          UnitDef d = base;
          d.arm = Arm::LI;
          d.fire_sp = d.shock_sp = q;
          finish_ma(d, p("ma.li"));
          finish_fr(d, linear ? p("fr.linear_musket") : swedish ? p("fr.swedish_musket") : p("fr.musket"));
          made.push_back(d);
        }
        break;
      }
      case Kind::HeavyFoot: {
        linear_foot = linear;
        bool tercio = !linear && ((imperial_1631 && p("infantry.1631_imperial") == 0) || (game != Game::G1631 && c.pike));
        for (int q : split(sp, p("infantry.max_counter_sp"))) {
          UnitDef d = base;
          d.arm = tercio ? Arm::TE : Arm::HI;
          if (linear) {
            d.fire_sp = q;
            d.shock_sp = (q + 1) / 2;  // the bayonet stands in for the pike
          } else {
            int pct = p("infantry.musket_pct");
            d.fire_sp = static_cast<int>(std::lround(q * pct / 100.0));
            if (q >= 2 && pct > 0 && pct < 100) d.fire_sp = std::clamp(d.fire_sp, 1, q - 1);
            d.shock_sp = q - d.fire_sp;
          }
          d.double_sized = !tercio && q >= p("infantry.double_min_sp");
          finish_ma(d, tercio ? p("ma.te") : p("ma.hi"));
          if (swedish && !tercio) d.ma_extended = p("ma.hi_swedish_extended");
          finish_fr(d, linear ? p("fr.linear_musket") : swedish ? p("fr.swedish_musket") : p("fr.musket"));
          made.push_back(d);
        }
        break;
      }
    }
    any_linear_foot = any_linear_foot || linear_foot;
    const std::string& name = counter_names.at(u.id);
    for (std::size_t k = 0; k < made.size(); ++k) {
      UnitDef& d = made[k];
      d.id = made.size() == 1 ? u.id : u.id + "." + std::to_string(k + 1);
      d.name = made.size() == 1 ? name : name + ", " + ordinal(static_cast<int>(k) + 1) + " " + counter_noun(d.arm);
      s->units.push_back(d);
    }
    unit_record[u.id] = Json{{"game", game_word(game)},
                             {"strength", u.strength},
                             {"men", men},
                             {"sp", sp},
                             {"guns", guns},
                             {"men_per_strength", men_per_strength},
                             {"guns_per_strength", guns_per_strength},
                             {"counters", made.size()},
                             {"linear", linear_foot}};
  }

  // Armies: one a side, and in 1631 a side's Saxons an army of their own (13.15).
  for (int side = 0; side < 2; ++side) {
    Army a;
    a.id = s->side_id[side];
    a.name = s->side_name[side];
    a.side = side;
    a.retreat_edge = template_edge(side);
    s->armies.push_back(a);
  }
  std::vector<bool> allied(2, false);
  if (game == Game::G1631 && p("army.allies_separate") == 1) {
    for (int side = 0; side < 2; ++side) {
      bool saxons = false, others = false;
      for (const auto& u : setup.units)
        if (u.side == s->side_id[side]) (attr_string(u.attributes, "nation") == "saxon" ? saxons : others) = true;
      if (!saxons || !others) continue;
      Army a;
      a.id = s->side_id[side] + ".saxons";
      a.name = "the Saxons";
      a.side = side;
      a.retreat_edge = template_edge(side);
      int index = static_cast<int>(s->armies.size());
      s->armies.push_back(a);
      allied.push_back(true);
      for (auto& d : s->units)
        if (d.side == side && attr_string(setup.unit(d.origin)->attributes, "nation") == "saxon") d.army = index;
    }
  }
  // Each army's level: a share of its TQ x SP, by its quality (13.15).
  for (std::size_t ai = 0; ai < s->armies.size(); ++ai) {
    long long wp = 0, sps = 0;
    for (const auto& d : s->units)
      if (d.army == static_cast<int>(ai) && !is_artillery(d.arm)) {
        wp += static_cast<long long>(d.tq) * d.total_sp();
        sps += d.total_sp();
      }
    double avg = sps ? static_cast<double>(wp) / static_cast<double>(sps) : 0.0;
    int pct = allied[ai] || avg <= p("withdrawal.raw_max_tq") ? p("withdrawal.raw_pct")
              : avg >= p("withdrawal.veteran_min_tq")          ? p("withdrawal.veteran_pct")
                                                               : p("withdrawal.ordinary_pct");
    s->armies[ai].level = static_cast<int>((wp * pct + 50) / 100);
  }

  // Leaders: the commander of highest skill is the OC; subordinates per ~9 counters.
  for (int side = 0; side < 2; ++side) {
    std::vector<const battles::Leader*> own;
    for (const auto& l : setup.leaders)
      if (l.side == s->side_id[side]) own.push_back(&l);
    std::stable_sort(own.begin(), own.end(), [&](const battles::Leader* a, const battles::Leader* b) {
      return skill_of(*a, p) > skill_of(*b, p);
    });
    int counters = 0;
    for (const auto& d : s->units) counters += d.side == side;
    int per = std::max(1, p("leader.units_per_subordinate"));
    int subs_wanted = std::max(1, (counters + per - 1) / per);
    auto from_campaign = [&](const battles::Leader& l) {
      bool is_spent = !attr_bool(l.attributes, "fresh", true) || attr_bool(l.attributes, "spent", false);
      LeaderDef d = rated_leader(skill_of(l, p), is_spent, p);
      d.id = l.id;
      d.name = l.name.empty() ? l.id : l.name;
      d.origin = l.id;
      return d;
    };
    LeaderDef oc;
    if (!own.empty()) {
      oc = from_campaign(*own.front());
      oc.elite = p("leader.oc_elite") == 1 && skill_of(*own.front(), p) == 2;
    } else {
      oc = rated_leader(p("leader.generated_skill"), false, p);
      oc.id = "gen." + s->side_id[side] + ".oc";
      oc.name = "the commander of " + s->side_name[side];
    }
    oc.overall_commander = true;
    oc.side = oc.army = side;
    s->leaders.push_back(oc);
    int subs = 0;
    for (std::size_t i = 1; i < own.size(); ++i, ++subs) {
      LeaderDef d = from_campaign(*own[i]);
      d.side = d.army = side;
      if (attr_string(own[i]->attributes, "nation") == "saxon")
        for (std::size_t ai = 2; ai < s->armies.size(); ++ai)
          if (s->armies[ai].side == side) d.army = static_cast<int>(ai);
      s->leaders.push_back(d);
    }
    for (; subs < subs_wanted; ++subs) {
      LeaderDef d = rated_leader(p("leader.generated_skill"), false, p);
      d.id = "gen." + s->side_id[side] + "." + std::to_string(subs + 1);
      d.name = "the " + ordinal(subs + 1) + " wing commander of " + s->side_name[side];
      d.side = d.army = side;
      s->leaders.push_back(d);
    }
  }

  // Time: 30-minute turns from the start to the first dark turn, the last.
  const Json& sit = setup.situation;
  int first = (setup.field.start_hour >= 0 ? setup.field.start_hour : p("time.start_hour")) * 60;
  int dark;
  if (auto fd = attr_int(sit, "full_dark"))
    dark = *fd * 60;
  else if (setup.field.dusk_hour >= 0)
    dark = setup.field.dusk_hour * 60 + p("time.dark_after_dusk_minutes");
  else
    dark = p("time.dark_hour") * 60;
  dark = std::max(dark, first + (p("time.min_turns") - 1) * 30);
  dark = first + ((dark - first + 29) / 30) * 30;
  s->first_turn = first;
  s->last_turn = dark;
  s->dark = dark;
  s->dusk = std::max(first, dark - p("time.dusk_turns") * 30);

  // The field.
  FieldSize size = field_size(s->units, values);
  TemplateSpec spec;
  spec.id = setup.id.empty() ? setup.place : setup.id;
  spec.name = "the field " + (setup.place_name.empty() ? std::string("of battle") : "at " + setup.place_name);
  spec.village = setup.place_name.empty() || setup.place_name.find(' ') != std::string::npos ? "" : setup.place_name;
  spec.width = size.width;
  spec.depth = size.depth;
  spec.features = p("map.kind") == 1;
  spec.zone_rows[0] = spec.zone_rows[1] = p("map.margin") + size.lines + 1;
  for (const auto& a : s->armies) spec.armies.emplace_back(a.id, a.side);
  s->map = std::make_shared<const MapData>(template_map(spec));

  Json tags = Json::array();
  if (any_linear_foot) tags.push_back("anachronistic-conversion");
  s->conversion = Json{{"values", values},
                       {"game", game_word(game)},
                       {"profile", setup.profile},
                       {"tags", tags},
                       {"units", unit_record},
                       {"map", {{"template", true}, {"width", size.width}, {"depth", size.depth}}}};
  return s;
}

// ---- deployment

Deployment deploy(const Setup& s) {
  Deployment out;
  const Json values = s.conversion.is_object() && s.conversion.contains("values") ? s.conversion.at("values") : Json{};
  Params p{values};
  const HexGrid& grid = s.map->grid();
  const GridSection& sec = grid.sections().front();
  int width = sec.bb_max - sec.bb_min + 1, depth = sec.aa_max - sec.aa_min + 1;
  int margin = p("map.margin"), interval = p("map.interval");
  out.units.assign(s.units.size(), UnitState{});
  out.leaders.assign(s.leaders.size(), LeaderState{});
  out.wing.assign(s.units.size(), -1);
  for (int side = 0; side < 2; ++side) {
    SidePlan plan = plan_side(s.units, side, width, p);
    int facing = template_facing(side);
    auto row_of = [&](int line) {  // 0: the guns' row in front, 1: the first line, ...
      return sec.aa_min - 1 + (side == 0 ? depth - margin - plan.lines + line : 1 + margin + plan.lines - line);
    };
    int centre = sec.bb_min + (width - 1) / 2;
    auto place = [&](int unit, int line, int bb) {
      UnitState& u = out.units[static_cast<std::size_t>(unit)];
      u.hex = Hex{0, row_of(line), bb};
      u.facing = facing;
      if (s.units[static_cast<std::size_t>(unit)].double_sized) u.second = Hex{0, row_of(line), bb + 1};
    };
    int centre_left = centre - plan.centre_w / 2;
    int centre_right = centre_left + plan.centre_w - 1;
    for (int l = 0; l < plan.lines; ++l) {
      const auto& foot = plan.foot[static_cast<std::size_t>(l)];
      int w = foot_width(s.units, foot, interval);
      int bb = centre - w / 2;
      for (int u : foot) {
        place(u, l + 1, bb);
        bb += (s.units[static_cast<std::size_t>(u)].double_sized ? 2 : 1) + interval;
      }
      // Side 0 faces north: its left is the west (low BB); side 1's left is the east.
      const auto& west = side == 0 ? plan.left[static_cast<std::size_t>(l)] : plan.right[static_cast<std::size_t>(l)];
      const auto& east = side == 0 ? plan.right[static_cast<std::size_t>(l)] : plan.left[static_cast<std::size_t>(l)];
      int gap = plan.centre_w > 0 ? 2 : 0;
      for (std::size_t k = 0; k < west.size(); ++k) place(west[k], l + 1, centre_left - gap - static_cast<int>(k));
      for (std::size_t k = 0; k < east.size(); ++k)
        place(east[k], l + 1, (plan.centre_w > 0 ? centre_right + gap : centre_left + 1) + static_cast<int>(k));
    }
    // Guns in front of the centre, a hex apart when there is room.
    int n = static_cast<int>(plan.guns.size());
    int step = 2 * n - 1 <= width - 2 ? 2 : 1;
    int start = centre - ((n - 1) * step) / 2;
    start = std::clamp(start, sec.bb_min, std::max(sec.bb_min, sec.bb_max - (n - 1) * step));
    for (int k = 0; k < n; ++k) place(plan.guns[static_cast<std::size_t>(k)], 0, start + k * step);

    // Leaders: the OC with the middle of the first line, each subordinate with his wing.
    std::vector<int> mine;
    for (std::size_t i = 0; i < s.units.size(); ++i)
      if (s.units[i].side == side) mine.push_back(static_cast<int>(i));
    std::vector<int> subs;
    int oc = -1;
    for (std::size_t i = 0; i < s.leaders.size(); ++i) {
      if (s.leaders[i].side != side) continue;
      if (s.leaders[i].overall_commander && oc < 0)
        oc = static_cast<int>(i);
      else
        subs.push_back(static_cast<int>(i));
    }
    auto bb_of = [&](int u) { return out.units[static_cast<std::size_t>(u)].hex.bb; };
    auto line_of = [&](int u) {  // 0 front-most
      int aa = out.units[static_cast<std::size_t>(u)].hex.aa;
      return side == 0 ? aa : -aa;
    };
    std::stable_sort(mine.begin(), mine.end(), [&](int a, int b) { return bb_of(a) < bb_of(b); });
    auto stand_with = [&](int leader, int unit) {
      out.leaders[static_cast<std::size_t>(leader)].hex = out.units[static_cast<std::size_t>(unit)].hex;
    };
    if (mine.empty()) continue;
    if (oc >= 0) {
      // The combat unit of the first line nearest the centre.
      int best = mine.front();
      for (int u : mine) {
        if (is_artillery(s.units[static_cast<std::size_t>(u)].arm)) continue;
        auto key = [&](int x) { return std::make_pair(line_of(x), std::abs(bb_of(x) - centre)); };
        if (is_artillery(s.units[static_cast<std::size_t>(best)].arm) || key(u) < key(best)) best = u;
      }
      stand_with(oc, best);
    }
    if (subs.empty()) {
      for (int u : mine) out.wing[static_cast<std::size_t>(u)] = oc;
      continue;
    }
    std::size_t groups = subs.size();
    for (std::size_t g = 0; g < groups; ++g) {
      std::size_t from = g * mine.size() / groups, to = (g + 1) * mine.size() / groups;
      if (from >= to) {  // more leaders than counters: with the last counter
        stand_with(subs[g], mine.back());
        continue;
      }
      int best = mine[from];
      for (std::size_t k = from; k < to; ++k) {
        int u = mine[k];
        out.wing[static_cast<std::size_t>(u)] = subs[g];
        bool gun = is_artillery(s.units[static_cast<std::size_t>(u)].arm);
        bool best_gun = is_artillery(s.units[static_cast<std::size_t>(best)].arm);
        if ((best_gun && !gun) || (gun == best_gun && line_of(u) < line_of(best))) best = u;
      }
      stand_with(subs[g], best);
    }
  }
  return out;
}

std::shared_ptr<Battle> start_battle(std::shared_ptr<const Setup> s) {
  auto st = std::make_shared<Battle>();
  st->s = std::move(s);
  Deployment d = deploy(*st->s);
  st->units = std::move(d.units);
  st->leaders = std::move(d.leaders);
  st->wp.assign(st->s->armies.size(), 0);
  st->time = st->s->first_turn;
  st->turn = 1;
  return st;
}

// ---- the result

namespace {

std::string ending_for(const battles::BattleSetup& setup, const std::string& ending) {
  if (ending.empty()) return "";
  if (setup.endings.empty()) return ending;
  std::vector<const char*> wanted;
  if (ending == "nightfall")
    wanted = {"nightfall", "night", "timeout", "decided", "stopped"};
  else if (ending == "both_withdrew")
    wanted = {"both_withdrew", "draw", "decided", "stopped"};
  else
    wanted = {ending.c_str(), "withdrawal", "decided", "victory"};
  for (const char* w : wanted)
    if (setup.ending(w)) return w;
  return setup.endings.front().id;
}

struct Tally {
  int sp = 0, guns = 0, lost = 0, guns_lost = 0, guns_captured = 0, dispersed = 0, pursuit = 0;
  int regrouped = 0;  // of `pursuit`, the SP in the Regrouped box (LotN 9.63)
  int counters = 0, gone = 0;
  bool routed = false;
};

}  // namespace

battles::BattleResult convert_result(const Battle& st) {
  const Setup& s = *st.s;
  const battles::BattleSetup& setup = s.setup;
  const Json& conv = s.conversion;
  const Json values = conv.is_object() && conv.contains("values") ? conv.at("values") : Json{};
  Params p{values};
  const Json units = conv.is_object() && conv.contains("units") ? conv.at("units") : Json::object();
  battles::BattleResult r;
  r.battle = setup.id;
  r.engine = "lotn";
  r.engine_name = "Lion of the North";
  r.winner = st.winner >= 0 && st.winner <= 1 ? s.side_id[st.winner] : "";
  r.ending = ending_for(setup, st.ending);
  r.rounds = st.turn;

  std::map<std::string, Tally> by_origin;
  for (std::size_t i = 0; i < s.units.size() && i < st.units.size(); ++i) {
    const UnitDef& d = s.units[i];
    const UnitState& u = st.units[i];
    if (d.origin.empty()) continue;
    Tally& t = by_origin[d.origin];
    ++t.counters;
    bool linear = units.contains(d.origin) && units.at(d.origin).value("linear", false);
    // Off the map but not lost: cavalry in pursuit, an ally's army that withdrew, troops yet to arrive.
    const bool away = !u.on_map && (u.gone == "in pursuit" || u.gone == "withdrew" || u.gone == "not yet arrived");
    bool lost_whole = !u.on_map && !away;
    if (lost_whole) ++t.gone;
    if (is_artillery(d.arm)) {
      t.guns += d.guns;
      bool taken = u.captured || u.captured_by >= 0;
      if (lost_whole || taken || u.abandoned) t.guns_lost += d.guns;
      if (taken) t.guns_captured += d.guns;
      continue;
    }
    int men_sp = linear ? d.fire_sp : d.total_sp();
    t.sp += men_sp;
    int lost;
    if (lost_whole)
      lost = men_sp;
    else
      lost = std::min(men_sp, static_cast<int>(std::lround(static_cast<double>(u.hits()) * men_sp /
                                                           std::max(1, d.total_sp()))));
    t.lost += lost;
    if (!u.on_map && u.gone == "in pursuit") t.pursuit += men_sp - lost;
    if (!u.on_map && u.gone == "in pursuit" && u.regrouped > 0) t.regrouped += men_sp - lost;
    if ((u.on_map && u.routed) || (!u.on_map && u.gone == "withdrew")) {  // routed, or gone with its army
      t.routed = true;
      t.dispersed += men_sp - lost;
    }
  }

  Json unit_details = Json::object();
  for (const auto& cu : setup.units) {
    auto it = by_origin.find(cu.id);
    if (it == by_origin.end()) continue;
    const Tally& t = it->second;
    const Json rec = units.contains(cu.id) ? units.at(cu.id) : Json::object();
    bool guns_only = t.sp == 0 && t.guns > 0;
    double frac = guns_only ? static_cast<double>(t.guns_lost) / t.guns : t.sp ? static_cast<double>(t.lost) / t.sp : 0.0;
    int lost = 0;
    if (rec.value("game", std::string()) == "1631") {
      if (frac * 100.0 >= p("result.1631_destroyed_pct") - 1e-9)
        lost = cu.strength;
      else if (frac * 100.0 >= p("result.1631_step_pct") - 1e-9)
        lost = std::min(cu.strength, 1);
    } else {
      lost = std::min(cu.strength, static_cast<int>(std::lround(frac * cu.strength)));
    }
    battles::UnitOutcome o;
    o.unit = cu.id;
    if (lost > 0) o.losses.push_back({lost, ""});  // no cause: the campaign's words for causes are its own
    o.eliminated = (t.counters > 0 && t.gone == t.counters) || (lost >= cu.strength && cu.strength > 0);
    o.captured = t.guns_captured > 0;
    o.routed = t.routed;
    o.dispersed = t.dispersed > 0;
    r.units.push_back(o);
    int men_per_sp = p("men.per_sp");
    unit_details[cu.id] = Json{{"sp", t.sp},           {"sp_lost", t.lost},         {"men_lost", t.lost * men_per_sp},
                               {"sp_dispersed", t.dispersed}, {"sp_in_pursuit", t.pursuit}, {"sp_regrouped", t.regrouped}, {"guns", t.guns},
                               {"guns_lost", t.guns_lost},  {"guns_captured", t.guns_captured},
                               {"counters", t.counters},    {"counters_gone", t.gone},  {"strength_lost", lost}};
  }
  for (const auto& f : setup.formations) {
    bool engaged = false;
    for (const auto& o : r.units)
      if (const battles::Unit* x = setup.unit(o.unit); x && x->formation == f.id && o.lost() > 0) engaged = true;
    if (engaged) r.formation_outcome(f.id).engaged = true;
  }

  Json generated = Json::array(), in_pursuit = Json::array();
  for (std::size_t i = 0; i < s.leaders.size() && i < st.leaders.size(); ++i) {
    const LeaderDef& d = s.leaders[i];
    const LeaderState& l = st.leaders[i];
    std::string fate = l.killed ? "killed" : l.captured ? "captured" : l.wounded ? "wounded" : "";
    // Off the map with his cavalry in pursuit: not lost (LotN 9.65).
    std::string box = l.box == LeaderState::Box::InPursuit ? "in the In Pursuit box"
                      : l.box == LeaderState::Box::Regrouped ? "in the Regrouped box" : "";
    if (!box.empty()) in_pursuit.push_back(Json{{"name", d.name}, {"side", s.side_id[d.side]}, {"where", box}});
    if (!d.origin.empty() && setup.leader(d.origin)) {
      if (!fate.empty()) r.leaders.push_back({d.origin, fate});
    } else {
      std::string g = fate.empty() ? (box.empty() ? "unhurt" : "unhurt, " + box) : fate;
      generated.push_back(Json{{"name", d.name}, {"side", s.side_id[d.side]}, {"fate", g}});
    }
  }

  Json armies = Json::array(), wp = Json::array(), levels = Json::array();
  for (std::size_t a = 0; a < s.armies.size(); ++a) {
    int w = a < st.wp.size() ? st.wp[a] : 0;
    wp.push_back(w);
    levels.push_back(s.armies[a].level);
    armies.push_back(Json{{"id", s.armies[a].id}, {"name", s.armies[a].name}, {"wp", w}, {"level", s.armies[a].level}});
  }
  std::size_t placeholder = 0, example = 0;
  for (std::size_t i = 0; i < st.lookups.size(); ++i) {
    if (st.lookups[i].provenance == Provenance::Placeholder) ++placeholder;
    if (st.lookups[i].provenance == Provenance::Example) ++example;
  }
  bool provisional = reads_reconstructions(s.mode) || placeholder > 0;
  const bool scenario = !s.scenario.empty();
  const std::string map_words = !scenario ? "template (placeholder)"
                                : s.map->placeholder ? s.map->name + " (placeholder)"
                                                     : s.map->name;
  Json tags = conv.is_object() && conv.contains("tags") ? conv.at("tags") : Json::array();
  r.details = Json{{"wp", wp},
                   {"levels", levels},
                   {"armies", armies},
                   {"engine_ending", st.ending},
                   {"conversion", values},
                   {"tags", tags},
                   {"units", unit_details},
                   {"generated_leaders", generated},
                   {"leaders_in_pursuit", in_pursuit},
                   {"provenance",
                    {{"lookups", st.lookups.size()}, {"placeholder", placeholder}, {"example", example},
                     {"map", map_words}}},
                   {"provisional", provisional}};
  if (provisional)
    r.notes = "Provisional: " + std::to_string(placeholder) + (placeholder == 1 ? " time" : " times") +
              " a value the rules text lost was read from a reconstruction (setting data.mode); the umpire decides "
              "whether the result stands.";
  if (scenario)
    r.audit.push_back("Fought on the " + map_words + " map of the scenario " + s.title + ".");
  else
    r.audit.push_back("Fought on a template battlefield with counters, leaders and withdrawal levels converted from "
                      "the campaign's forces; the conversion values are reconstructed and recorded with this result.");
  for (const auto& t : tags)
    if (t == "anachronistic-conversion")
      r.audit.push_back("Anachronistic conversion: linear infantry fought as brigades without pikes, the bayonet "
                        "counting as their shock strength.");
  return r;
}

}  // namespace umpire::lotn
