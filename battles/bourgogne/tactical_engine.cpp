#include "bourgogne/tactical_engine.h"

#include <algorithm>

#include "bourgogne/tactical_procedure.h"
#include "sessions/field_picture.h"

namespace umpire::bourgogne_battle {

namespace {

using battles::BattleResult;
using battles::BattleSetup;
using Sz = std::size_t;

const BattleState& of(const GameState& s) { return static_cast<const BattleState&>(s); }

Json details_of(const BattleState& st) {
  Json in_rz = Json::array(), ca = Json::object();
  for (std::size_t u = 0; u < st.pieces.size(); ++u) {
    const auto& p = st.pieces[u];
    const auto& c = st.s->counters[u];
    if (p.ss > 0 && p.place.in_rz() && p.place.half == p.side) in_rz.push_back(c.id);
    if (c.cannon()) {
      bool captured = std::find(st.captured.begin(), st.captured.end(), c.id) != st.captured.end();
      // At the end a cannon not captured belongs to the victor (GdB 9.6).
      ca[c.id] = st.phase == kOver && st.winner >= 0 && !captured ? camp_of(st, st.winner) : p.ca_owner;
    }
  }
  bool vp = st.s->siege ? st.s->fv == 2 : st.ss_at_start[0] >= 10 && st.ss_at_start[1] >= 10;
  return Json{{"ss_at_start", {{"attacker", st.ss_at_start[0]}, {"defender", st.ss_at_start[1]}}},
              {"vp_eligible", vp},
              {"in_rz", in_rz},
              {"ca_owner", ca},
              {"changed_camp", st.changed_camp},
              {"to_pool", st.to_pool},
              {"event", {{"die", st.event_die}, {"second", st.event_second}, {"name", st.event_name}}},
              {"garrison_eliminated", st.garrison_eliminated},
              {"besieger_stopped", st.besieger_stopped},
              {"rounds", st.round}};
}

std::string next_words(const BattleState& st) {
  std::string p = st.phase;
  if (p == kDeploy) return "the deployment, the defender first (GdB 9.5.2)";
  if (p == kMarkers) return "each camp chooses its markers in secret (GdB 9.5.3)";
  if (p == kEvent) return "the random event (GdB 9.5.4)";
  if (p == kReveal) return "the markers are announced and revealed (GdB 9.5.5)";
  if (p == kFire) return "the fire (GdB 9.5.6)";
  if (p == kMelee) return "the melee (GdB 9.5.7)";
  if (p == kMovement) return "the tactical movement (GdB 9.5.9)";
  if (p == kContinue) return "the attacker goes on or stops (GdB 9.5.10)";
  if (p == kSiegeFire) return "the cannon fire at the walls (GdB 9.4)";
  if (p == kAssault) return "the assault (GdB 9.5.7)";
  return "";
}

// The tactical map as both players at the screen may see it (GdB 7.2): each
// camp's half with its lines, wings and retreat zone, the wings facing each
// other; the units and commanders where they stand; the markers a camp holds
// face down (never named before the reveal, GdB 9.5.3) and those it revealed
// this round face up; the step, the event and the weather.
battles::FieldPicture field_of(const BattleState& st) {
  battles::FieldPicture f;
  static constexpr double kX[kZoneCount] = {2, 2, 2, 0, 4, 4};  // L1, L2, L3, WL, WR, RZ
  static constexpr double kY[kZoneCount] = {3, 4, 5, 3, 3, 5};
  static constexpr const char* kKinds[kZoneCount] = {"line", "line", "line", "wing", "wing", "retreat"};
  const bool siege = st.s->siege;
  for (int h = 0; h < 2; ++h)
    for (int z = 0; z < kZoneCount; ++z) {
      if (siege && z != kL1) continue;  // a siege is fought from each camp's 1st line (GdB 9.5.2)
      double x = h == 0 ? kX[z] : 4 - kX[z], y = h == 0 ? kY[z] : 5 - kY[z];
      f.places.push_back({place_id({h, z}), zone_name(st, {h, z}), x, y, kSideIds[h], kKinds[z]});
    }
  if (!siege) {
    const TacticalTables& t = tables();
    for (int h = 0; h < 2; ++h)
      for (int a = 0; a < kZoneCount; ++a)
        for (int b = a + 1; b < kZoneCount; ++b)
          if (t.own[a][b] >= 0)
            f.links.push_back({place_id({h, a}), place_id({h, b}), "move " + std::to_string(t.own[a][b])});
    for (int a = 0; a < kZoneCount; ++a)
      for (int b = 0; b < kZoneCount; ++b)
        if (t.cross[a][b] >= 0)
          f.links.push_back({place_id({0, a}), place_id({1, b}), "move " + std::to_string(t.cross[a][b])});
  } else {
    f.links.push_back({place_id({0, kL1}), place_id({1, kL1}), "assault"});
  }
  for (std::size_t u = 0; u < st.pieces.size(); ++u) {
    const Piece& p = st.pieces[u];
    const Counter& c = st.s->counters[u];
    battles::FieldPicture::Piece piece{c.id,
                                       unit_words(st, static_cast<int>(u)),
                                       kSideIds[p.side],
                                       p.ss > 0 ? place_id(p.place) : "",
                                       c.type + " " + std::to_string(p.ss),
                                       {}};
    if (p.ss == 0)
      piece.states.push_back("eliminated");
    else if (p.ss == 1 && !c.cannon())
      piece.states.push_back("reduced");
    if (p.place.in_rz()) piece.states.push_back("in its retreat zone");
    if (p.side != c.home) piece.states.push_back("changed sides");
    f.pieces.push_back(std::move(piece));
  }
  for (std::size_t k = 0; k < st.chiefs.size(); ++k) {
    const Chief& ch = st.chiefs[k];
    const Commander& c = st.s->commanders[k];
    battles::FieldPicture::Piece piece{c.id,
                                       chief_name(st, static_cast<int>(k)),
                                       kSideIds[ch.side],
                                       ch.pool ? "" : place_id(ch.place),
                                       "TC " + std::to_string(ch.historical ? c.tc : c.anon_tc),
                                       {}};
    if (ch.pool) piece.states.push_back("to the pool");
    if (ch.side != c.side) piece.states.push_back("changed sides");
    if (!ch.historical) piece.states.push_back("anonymous side");
    if (st.army[c.side] == static_cast<int>(k)) piece.states.push_back("army commander");
    f.pieces.push_back(std::move(piece));
  }
  if (!siege)
    for (int side = 0; side < 2; ++side) {
      battles::FieldPicture::Hand hand{kSideIds[side], "tactical markers", {}};
      for (std::size_t k = 0; k < st.held[side].size(); ++k) hand.items.push_back(battles::HandItem::hidden());
      for (const auto& id : st.revealed[side]) {
        const MarkerKind* m = tables().marker(id);
        hand.items.push_back(battles::HandItem::shown(m ? m->name : id, "revealed this round (GdB 9.5.5)"));
      }
      f.hands.push_back(std::move(hand));
    }
  f.step = st.phase == kOver
               ? "The battle is over"
               : (st.round > 0 ? "Round " + std::to_string(st.round) + ": " : std::string()) + next_words(st);
  if (!st.event_name.empty()) f.notes.push_back("Event: " + st.event_name + " (GdB T2)");
  if (!st.weather.empty()) f.notes.push_back("Weather: " + st.weather + " (GdB T2)");
  if (siege)
    f.notes.push_back("Fortification value " + std::to_string(st.fv) + " of " + std::to_string(st.s->fv) +
                      " (GdB 9.4)");
  return f;
}

class Module : public battles::BattleModule {
 public:
  std::string id() const override { return kEngineId; }
  std::string title() const override { return kEngineTitle; }
  std::string fights_game() const override { return kGame; }
  std::optional<BattleSetup> bench_setup() const override { return sample_setup(); }

  std::vector<Reason> cannot_take(const BattleSetup& setup) const override { return setup_problems(setup); }
  bool start_reads_seed() const override { return false; }

  GameStatePtr start(const BattleSetup& setup, std::uint64_t) const override {
    auto st = std::make_shared<BattleState>();
    st->s = read_setup(setup);
    for (const auto& c : st->s->counters) {
      Piece p;
      p.side = c.home;
      p.ss = setup.units[static_cast<Sz>(&c - &st->s->counters[0])].strength;
      if (c.cannon())
        p.ca_owner = setup.units[static_cast<Sz>(&c - &st->s->counters[0])].attributes.value("ca_owner", "");
      st->pieces.push_back(p);
    }
    for (const auto& c : st->s->commanders) {
      Chief ch;
      ch.side = c.side;
      ch.historical = c.historical;
      st->chiefs.push_back(ch);
    }
    if (st->s->siege) {  // GdB 9.5.2: everything in each camp's own 1st line; no markers, no event
      st->fv = st->s->fv;
      for (auto& p : st->pieces) p.place = {p.side, kL1};
      for (std::size_t c = 0; c < st->chiefs.size(); ++c) st->chiefs[c].place = {st->s->commanders[c].side, kL1};
      for (int side = 0; side < 2; ++side) {
        st->ss_at_start[side] = side_ss(*st, side);
        Said quiet{{}, &st->audit};
        elect_army_commander(*st, side, nullptr, quiet);
      }
      st->round = 1;
      st->phase = kSiegeFire;
    } else {
      st->phase = kDeploy;
    }
    return st;
  }

  Move move(const GameState& state, Dice& dice, Decisions& decisions) const override {
    auto st = std::make_shared<BattleState>(of(state));
    Said say{{}, &st->audit, decisions.narrated()};
    const std::string& p = st->phase;
    if (p == kDeploy)
      deploy(*st, decisions, say);
    else if (p == kMarkers)
      choose_markers(*st, decisions, say);
    else if (p == kEvent)
      random_event(*st, dice, decisions, say);
    else if (p == kReveal)
      reveal_markers(*st, decisions, say);
    else if (p == kFire)
      fire(*st, dice, decisions, say);
    else if (p == kMelee)
      melee(*st, dice, decisions, say);
    else if (p == kMovement)
      tactical_movement(*st, decisions, say);
    else if (p == kContinue)
      continue_or_stop(*st, decisions, say);
    else if (p == kSiegeFire)
      siege_fire(*st, dice, decisions, say);
    else if (p == kAssault)
      assault(*st, dice, decisions, say);
    else
      throw UserError("the battle is over");
    return {st, std::move(say.events)};
  }

  bool over(const GameState& state) const override { return of(state).phase == kOver; }
  const BattleSetup& setup(const GameState& state) const override { return of(state).s->setup; }

  BattleResult result(const GameState& state) const override {
    const auto& st = of(state);
    BattleResult r;
    r.battle = st.s->setup.id;
    r.engine = kEngineId;
    r.engine_name = kEngineTitle;
    bool done = st.phase == kOver;
    r.winner = done && st.winner >= 0 ? kSideIds[st.winner] : "";
    r.ending = done ? st.ending : "";
    r.rounds = st.round;
    for (std::size_t u = 0; u < st.pieces.size(); ++u) {
      battles::UnitOutcome o;
      o.unit = st.s->counters[u].id;
      int lost = st.s->counters[u].start_ss - st.pieces[u].ss;
      if (lost > 0) o.losses.push_back({lost, "battle"});
      o.eliminated = st.pieces[u].ss == 0;
      o.retreated = st.pieces[u].ss > 0 && st.pieces[u].place.in_rz();
      r.units.push_back(o);
    }
    for (std::size_t c = 0; c < st.chiefs.size(); ++c)
      if (st.chiefs[c].killed) r.leaders.push_back({st.s->commanders[c].id, "killed"});
    r.audit = st.audit.to_vector();
    r.details = details_of(st);
    return r;
  }

  std::optional<battles::FieldPicture> field(const GameState& state) const override { return field_of(of(state)); }

  std::vector<std::string> position(const GameState& state) const override {
    const auto& st = of(state);
    const auto& s = st.s->setup;
    std::string place = s.place_name.empty() ? s.place : s.place_name;
    std::string line = std::string(st.s->siege ? "Siege" : "Battle") + (place.empty() ? "" : " at " + place) +
                       ", turn " + std::to_string(st.s->turn);
    if (st.s->siege) line += ", fortification value " + std::to_string(st.fv) + " of " + std::to_string(st.s->fv);
    if (!st.weather.empty()) line += ", " + st.weather;
    if (st.round > 0) line += ", round " + std::to_string(st.round);
    std::vector<std::string> out{line};
    for (int side = 0; side < 2; ++side) {
      std::string head =
          side_name(st, side) + " (" + (st.s->siege ? (side ? "besieged" : "besiegers") : kSideIds[side]) + ")";
      if (st.army[side] >= 0)
        head += ", army commander " + chief_name(st, st.army[side]) + " (TC " + std::to_string(tc_of(st, side)) + ")";
      if (!st.s->siege) {
        // Hidden markers only as a count (GdB 9.5.3): never which.
        head +=
            "; holds " + std::to_string(st.held[side].size()) + (st.held[side].size() == 1 ? " marker" : " markers");
        if (!st.revealed[side].empty()) head += "; revealed this round: " + marker_list(st.revealed[side]);
      }
      out.push_back(head);
      for (int h = 0; h < 2; ++h)
        for (int z = 0; z < kZoneCount; ++z) {
          std::vector<std::string> here;
          for (int u : units_at(st, {h, z}))
            if (st.pieces[static_cast<Sz>(u)].side == side) here.push_back(unit_words(st, u));
          for (int c : chiefs_at(st, {h, z}))
            if (st.chiefs[static_cast<Sz>(c)].side == side) here.push_back(chief_name(st, c));
          if (!here.empty()) out.push_back("  " + zone_name(st, {h, z}) + ": " + join_words(here));
        }
    }
    if (st.phase == kOver) {
      std::string end = st.ending == "mutual_wipeout"   ? "no victor (both camps wiped out)"
                        : st.ending == "charles_killed" ? "Charles the Bold has fallen: the Swiss win the game"
                                                        : "the " + side_name(st, st.winner) + " win";
      out.push_back("Over: " + end);
    } else {
      out.push_back("Next: " + next_words(st));
    }
    return out;
  }

  std::optional<std::string> engine_expectation(const GameState& state, const std::string& key,
                                                const JsonCursor& expected) const override {
    const auto& st = of(state);
    auto differ = [](const Json& want, const Json& got) -> std::optional<std::string> {
      if (want == got) return std::nullopt;
      return "expected " + want.dump() + ", found " + got.dump();
    };
    auto per_side = [&](auto get) { return Json{{"attacker", get(0)}, {"defender", get(1)}}; };
    if (key == "phase") return differ(expected.value(), st.phase);
    if (key == "round") return differ(expected.value(), st.round);
    if (key == "weather") return differ(expected.value(), st.weather);
    if (key == "fv") return differ(expected.value(), st.fv);
    if (key == "l1_minimum") return differ(expected.value(), per_side([&](int s) { return st.l1_minimum[s]; }));
    if (key == "tc") return differ(expected.value(), per_side([&](int s) { return tc_of(st, s); }));
    if (key == "markers_held") return differ(expected.value(), per_side([&](int s) { return st.held[s]; }));
    if (key == "markers_revealed") return differ(expected.value(), per_side([&](int s) { return st.revealed[s]; }));
    if (key == "army_commander")
      return differ(expected.value(), per_side([&](int s) {
                      return st.army[s] < 0 ? std::string() : st.s->commanders[static_cast<Sz>(st.army[s])].id;
                    }));
    Json full = st.to_json();
    if (key == "ss" || key == "place" || key == "side") {
      for (const auto& unit : expected.keys()) {
        if (!full["units"].contains(unit)) return "no unit \"" + unit + "\" in the battle";
        if (auto d = differ(expected[unit].value(), full["units"][unit][key])) return unit + ": " + *d;
      }
      return std::nullopt;
    }
    if (key == "commander_side") {  // the side a commander fights for now (a turncoat's changed, GdB T2)
      for (const auto& c : expected.keys()) {
        std::size_t i = 0;
        while (i < st.s->commanders.size() && st.s->commanders[i].id != c) ++i;
        if (i == st.s->commanders.size()) return "no commander \"" + c + "\" in the battle";
        if (auto d = differ(expected[c].value(), kSideIds[st.chiefs[i].side])) return c + ": " + *d;
      }
      return std::nullopt;
    }
    if (key == "commander_place" || key == "historical") {
      const char* field = key == "commander_place" ? "place" : "historical";
      for (const auto& c : expected.keys()) {
        if (!full["commanders"].contains(c)) return "no commander \"" + c + "\" in the battle";
        if (auto d = differ(expected[c].value(), full["commanders"][c][field])) return c + ": " + *d;
      }
      return std::nullopt;
    }
    Json details = details_of(st);
    if (details.contains(key)) return differ(expected.value(), details.at(key));
    return "unknown expectation \"" + key +
           "\" (known: over, winner, ending, rounds, lost, eliminated, phase, round, weather, fv, l1_minimum, tc, "
           "markers_held, markers_revealed, army_commander, ss, place, side, commander_place, commander_side, "
           "historical, "
           "ss_at_start, vp_eligible, in_rz, ca_owner, changed_camp, to_pool, event, garrison_eliminated, "
           "besieger_stopped)";
  }

  GameStatePtr load_state(const JsonCursor& c) const override { return load_battle_state(c); }
};

}  // namespace

std::shared_ptr<const battles::BattleModule> module() { return std::make_shared<Module>(); }

BattleSetup sample_setup() {
  BattleSetup s;
  s.id = "b1";
  s.game = kGame;
  s.place = "19";
  s.place_name = "Bern (19)";
  s.sides = {{"attacker", "Burgundians", {"burgundy"}, ""}, {"defender", "Swiss", {"swiss"}, ""}};
  struct Kind {
    const char* type;
    const char* name;
    int cf_full, cf_reduced, mp, rof;
  };
  static const Kind kinds[] = {{"Ar", "Archers", 2, 1, 2, 3},     {"Cr", "Crossbowmen", 2, 1, 2, 1},
                               {"Cu", "Culveriners", 2, 1, 2, 1}, {"Ca", "Cannons", 3, 3, 1, 2},
                               {"Ga", "Gendarmes", 5, 3, 3, 0},   {"Ch", "Chevaliers", 4, 2, 3, 0},
                               {"Hb", "Halberdiers", 3, 2, 2, 0}, {"Pi", "Pikemen", 4, 2, 2, 0}};
  auto unit = [&](const std::string& side, const char* type, int n) {
    for (const auto& k : kinds) {
      if (std::string(k.type) != type) continue;
      bool swiss = side == "defender";
      battles::Unit u;
      u.side = side;
      u.id = std::string(swiss ? "swi_" : "bur_") + type + "_" + std::to_string(n);
      u.name = std::string(swiss ? "Swiss " : "Burgundian ") + k.name;
      u.type = type;
      u.type_name = k.name;
      u.arm = k.name;
      std::transform(u.arm.begin(), u.arm.end(), u.arm.begin(), [](unsigned char ch) { return std::tolower(ch); });
      u.strength = std::string(type) == "Ca" ? 1 : 2;
      u.attributes = Json{{"power", swiss ? "swiss" : "burgundy"},
                          {"swiss", swiss},
                          {"cf_full", k.cf_full},
                          {"cf_reduced", k.cf_reduced},
                          {"mp", k.mp},
                          {"rof", k.rof}};
      if (std::string(type) == "Ca")
        u.attributes.update(Json{{"ca_owner", swiss ? "swiss" : "burgundy"}, {"cf_burgundian", 3}, {"cf_swiss", 2}});
      s.units.push_back(u);
    }
  };
  int n = 0;
  for (const char* t : {"Ga", "Ga", "Ga", "Ch", "Ch", "Ar", "Ar", "Ar", "Cr", "Cu", "Ca", "Pi"})
    unit("attacker", t, ++n);
  n = 0;
  for (const char* t : {"Pi", "Pi", "Pi", "Pi", "Pi", "Hb", "Hb", "Hb", "Cr", "Cr", "Cu", "Ch"})
    unit("defender", t, ++n);
  auto leader = [&](const char* id, const char* name, const char* side, int rank, int tc, bool swiss, bool charles) {
    battles::Leader l;
    l.id = id;
    l.name = name;
    l.side = side;
    l.rank = std::to_string(rank) + (rank == 1 ? " star" : " stars");
    l.attributes = Json{{"rank", rank},
                        {"tc", tc},
                        {"mp", 3},
                        {"historical", true},
                        {"power", swiss ? "swiss" : "burgundy"},
                        {"swiss", swiss},
                        {"charles", charles},
                        {"campobasso", false},
                        {"anonymous", {{"rank", 1}, {"tc", 1}, {"mp", 3}}}};
    s.leaders.push_back(l);
  };
  leader("charles", "Charles the Bold", "attacker", 3, 4, false, true);
  leader("rene", "René de Lorraine", "defender", 2, 2, false, false);
  leader("scharnachthal", "Scharnachthal", "defender", 2, 2, true, false);
  s.situation = Json{
      {"kind", "battle"},         {"turn", 9}, {"bad_weather", false}, {"fv", 0}, {"allies_in_doubt", Json::array()},
      {"options", Json::object()}};
  s.endings = {{"victory", "one camp alone in the zone", "GdB 9.5.10"},
               {"stopped", "the attacker stopped", "GdB 9.5.10"},
               {"mutual_wipeout", "both camps wiped out", "GdB 9.5.10"},
               {"no_combat", "no combat: the active force was only an ally's", "GdB T2"},
               {"charles_killed", "Charles the Bold eliminated", "GdB 12.2"}};
  return s;
}

}  // namespace umpire::bourgogne_battle
