// Issue 5 items 5-8: magazines, supply lines and the attack limit, foraging and
// attrition (SK 9.2-9.6.2; digest P-04, P-07, P-08; G-05, G-14, G-23, G-28).
#include <doctest/doctest.h>

#include <algorithm>

#include "soldier_king/commands.h"
#include "soldier_king/factions.h"
#include "soldier_king/scenario.h"
#include "soldier_king/supply.h"
#include "soldier_king/turn.h"

using namespace umpire;
using namespace umpire::sk;

namespace {

// Argoziaburg - A - B - C - Bravanceburg, with a detour A - Kleverburg - C
// through Bravance's home province, and a river Argoziaburg > Upper Mill >
// Middle Mill > Lower Mill (flowing away from Argoziaburg).
constexpr const char* kMap = R"MAP({"format": "umpire.soldier-king.map/1", "name": "Supply lines (test)", "source": "made for the supply cases: Argoziaburg - A - B - C - Bravanceburg with a detour A - Kleverburg (Bravance) - C, and a river Argoziaburg > Upper Mill > Middle Mill > Lower Mill", "width": 800, "height": 500, "seating_ring": ["argozia", "arcadia", "bravance", "hrvatska"], "provinces": [{"id": "home_ar", "name": "Argozia Home", "ruler": "argozia", "recruiting_value": 2, "label": {"x": 80, "y": 40}, "adjacent": []}, {"id": "home_arc", "name": "Arcadia Home", "ruler": "arcadia", "recruiting_value": 2, "label": {"x": 230, "y": 40}, "adjacent": []}, {"id": "home_bra", "name": "Bravance Home", "ruler": "bravance", "recruiting_value": 3, "label": {"x": 380, "y": 40}, "adjacent": []}, {"id": "home_hrv", "name": "Hrvatska Home", "ruler": "hrvatska", "recruiting_value": 2, "label": {"x": 530, "y": 40}, "adjacent": []}, {"id": "midlands", "name": "Midlands", "ruler": null, "recruiting_value": 0, "label": {"x": 300, "y": 450}, "adjacent": []}], "boxes": [{"id": "ar", "name": "Argoziaburg", "province": "home_ar", "x": 80, "y": 100, "recruiting": {"ruled": 2, "captured": 1}}, {"id": "arc", "name": "Arcadiaburg", "province": "home_arc", "x": 230, "y": 100, "recruiting": {"ruled": 2, "captured": 1}}, {"id": "bra", "name": "Bravanceburg", "province": "home_bra", "x": 560, "y": 200, "recruiting": {"ruled": 3, "captured": 1}}, {"id": "kl", "name": "Kleverburg", "province": "home_bra", "x": 320, "y": 120}, {"id": "hrv", "name": "Hrvatskaburg", "province": "home_hrv", "x": 700, "y": 100, "recruiting": {"ruled": 2, "captured": 1}}, {"id": "a", "name": "A-dorf", "province": "midlands", "x": 200, "y": 200}, {"id": "b", "name": "B-dorf", "province": "midlands", "x": 320, "y": 200}, {"id": "c", "name": "C-dorf", "province": "midlands", "x": 440, "y": 200}, {"id": "r1", "name": "Upper Mill", "province": "midlands", "x": 80, "y": 300}, {"id": "r2", "name": "Middle Mill", "province": "midlands", "x": 200, "y": 350}, {"id": "r3", "name": "Lower Mill", "province": "midlands", "x": 320, "y": 400}], "lines": [{"a": "ar", "b": "a", "type": "road"}, {"a": "a", "b": "b", "type": "road"}, {"a": "b", "b": "c", "type": "road"}, {"a": "c", "b": "bra", "type": "road"}, {"a": "a", "b": "kl", "type": "road"}, {"a": "kl", "b": "c", "type": "road"}, {"a": "ar", "b": "r1", "type": "river", "downstream": "r1"}, {"a": "r1", "b": "r2", "type": "river", "downstream": "r2"}, {"a": "r2", "b": "r3", "type": "river", "downstream": "r3"}, {"a": "arc", "b": "r3", "type": "road"}, {"a": "hrv", "b": "bra", "type": "road"}]})MAP";

SkState base() {
  Json options{{"map", Json::parse(kMap)}, {"map_checks", "structure"}, {"placement", "manual"}};
  SkState s = *new_campaign(JsonCursor(options, "options"));
  s.date.season = Season::Spring;
  return s;
}

std::vector<std::string> ids(const SkState& s, const std::string& faction) {
  std::vector<std::string> out;
  for (const auto& c : s.columns)
    if (c.owner == faction) out.push_back(c.id);
  return out;
}

Column& put(SkState& s, const std::string& id, const std::string& box) {
  Column* c = s.column(id);
  REQUIRE(c != nullptr);
  s.move_column(*c, box);
  return *c;
}

const Magazine& magazine(SkState& s, const std::string& id, const std::string& owner, const std::string& box,
                         const std::string& users = "") {
  s.magazines.push_back(Magazine{id, owner, box, users});
  return s.magazines.back();
}

void turn(SkState& s, const std::string& player, TurnStep step, int marches = 3) {
  s.phase = Phase::PlayerTurn;
  s.turn.player = player;
  s.turn.step = step;
  s.turn.marches = marches;
  s.turn.used = 0;
  s.turn.holders_at_start.clear();
  for (const auto& b : s.map->boxes) s.turn.holders_at_start[b.id] = s.holder(b.id);
}

Attack attack(const std::string& target, std::vector<std::string> launches, bool exempt = false) {
  Attack a;
  a.target = target;
  a.launches = std::move(launches);
  for (std::size_t i = 0; i < a.launches.size(); ++i) a.columns.push_back("x" + std::to_string(i));
  a.exempt = exempt;
  return a;
}

const CommandDef& command(const std::string& name) {
  static const std::vector<CommandDef> defs = [] {
    auto out = supply_commands();
    for (auto& list : {turn_commands(), reorganise_commands()}) out.insert(out.end(), list.begin(), list.end());
    return out;
  }();
  auto it = std::find_if(defs.begin(), defs.end(), [&](const CommandDef& d) { return d.name == name; });
  REQUIRE(it != defs.end());
  return *it;
}

CampaignState campaign(const SkState& s) {
  CampaignState cs;
  cs.game = std::make_shared<SkState>(s);
  return cs;
}

std::vector<Reason> refusals(const SkState& s, const std::string& name, const Json& args) {
  return command(name).validate(campaign(s), JsonCursor(args, "args"));
}

// `text`: part of the same reason's text (several refusals may cite one rule).
bool refused_citing(const SkState& s, const std::string& name, const Json& args, const std::string& rule,
                    const std::string& text = "") {
  auto r = refusals(s, name, args);
  return std::any_of(r.begin(), r.end(),
                     [&](const Reason& x) { return x.rule == rule && x.text.find(text) != std::string::npos; });
}

struct Applied {
  SkState state;
  std::vector<Event> events;
  std::vector<DiceRoll> rolls;
  std::string text() const {
    std::string out;
    for (const auto& e : events) out += e.text + "\n";
    return out;
  }
};

Applied apply(const SkState& s, const std::string& name, const Json& args, std::vector<int> faces = {}) {
  auto reasons = refusals(s, name, args);
  for (const auto& r : reasons) INFO(r.describe());
  REQUIRE(reasons.empty());
  ScriptedDice source(std::move(faces));
  Dice dice(source);
  Outcome o = command(name).apply(campaign(s), JsonCursor(args, "args"), dice);
  CHECK(source.remaining() == 0);
  return Applied{sk_state(o.state), o.events, dice.rolls()};
}

}  // namespace

TEST_CASE("a supply line runs over any lines through neutral and own boxes, in either river direction [SK 9.3]") {
  SkState s = base();
  const Magazine& m = magazine(s, "m1", "argozia", "ar");
  auto path = supply_path(s, "argozia", "c", m);
  REQUIRE(path);
  CHECK(*path == std::vector<std::string>{"ar", "a", "b", "c"});
  // Upstream along the river is as good as downstream.
  Magazine low{"m2", "argozia", "r3", ""};
  auto up = supply_path(s, "argozia", "ar", low);
  REQUIRE(up);
  CHECK(*up == std::vector<std::string>{"r3", "r2", "r1", "ar"});
  // The magazine's own box.
  CHECK(traces_supply(s, "argozia", "ar", m));
}

TEST_CASE("a box held by another player blocks, hostile troops block, and the reason names the box [SK 9.3, 9.4]") {
  SkState s = base();
  magazine(s, "m1", "argozia", "ar");
  auto bra = ids(s, "bravance");
  auto arg = ids(s, "argozia");
  Column& col = put(s, arg[0], "c");
  CHECK(column_supply(s, col).supplied);
  put(s, bra[0], "b");  // Bravacians in B; the detour runs through Kleverburg, Bravance's
  SupplyResult r = column_supply(s, col);
  CHECK_FALSE(r.supplied);
  CHECK(r.why == "every route blocked at B-dorf (Bravance troops there), Kleverburg (held by Bravance)");
  // Troops of a faction declared neutral do not block (G-07).
  s.relations["argozia"]["bravance"] = "neutral";
  CHECK(column_supply(s, col).supplied);
}

TEST_CASE("the target box may be enemy-owned but may not hold hostile troops [SK 9.3]") {
  SkState s = base();
  magazine(s, "m1", "argozia", "ar");
  auto arg = ids(s, "argozia");
  Column& col = put(s, arg[0], "kl");  // Kleverburg belongs to Bravance
  SupplyResult r = column_supply(s, col);
  CHECK(r.supplied);
  CHECK(r.path == std::vector<std::string>{"ar", "a", "kl"});
  put(s, ids(s, "bravance")[0], "kl");
  r = column_supply(s, col);
  CHECK_FALSE(r.supplied);
  CHECK(r.why == "Bravance troops in Kleverburg itself");
}

TEST_CASE("ownership is the one at the start of the turn while a turn runs [SK 9.3, 15.1]") {
  SkState s = base();
  magazine(s, "m1", "argozia", "ar");
  Column& col = put(s, ids(s, "argozia")[0], "c");
  turn(s, "argozia", TurnStep::PostMovement);
  s.captors["b"] = "bravance";  // captured now, but B was nobody's when the turn began
  CHECK(column_supply(s, col).supplied);
  s.turn = Turn{};
  CHECK_FALSE(column_supply(s, col).supplied);  // outside a turn, the holder now
}

TEST_CASE("boxes in Rebel hands block [SK 9.4]; allied boxes block unless the setting allows them [G-14]") {
  SkState s = base();
  magazine(s, "m1", "argozia", "ar");
  Column& col = put(s, ids(s, "argozia")[0], "c");
  s.captors["b"] = kRebels;
  SupplyResult r = column_supply(s, col);
  CHECK_FALSE(r.supplied);
  CHECK(r.why.find("B-dorf (in Rebel hands)") != std::string::npos);
  s.captors.erase("b");
  s.captors["a"] = "arcadia";
  s.relations["argozia"]["arcadia"] = "allied";
  CHECK_FALSE(column_supply(s, col).supplied);
  s.settings[kAlliedBoxesPassable] = 1;
  CHECK(column_supply(s, col).supplied);
  s.relations["argozia"]["arcadia"] = "hostile";
  CHECK_FALSE(column_supply(s, col).supplied);
}

TEST_CASE("usable magazines: the faction's own and those whose owner lets it use them [SK 9.2.2, 18.2]") {
  SkState s = base();
  magazine(s, "m1", "argozia", "ar");
  magazine(s, "m2", "arcadia", "arc", "hrvatska, argozia");
  magazine(s, "m3", "bravance", "bra");
  auto u = usable_magazines(s, "argozia");
  REQUIRE(u.size() == 2);
  CHECK(u[0]->id == "m1");
  CHECK(u[1]->id == "m2");
  CHECK(usable_magazines(s, "hrvatska").size() == 1);
  Column& col = put(s, ids(s, "hrvatska")[0], "a");
  SupplyResult r = column_supply(s, col);
  CHECK_FALSE(r.supplied);  // Argoziaburg, next to A, is Argozia's
  SkState none = base();
  CHECK(column_supply(none, put(none, ids(none, "argozia")[0], "a")).why == "no magazine");
}

TEST_CASE("every attack needs a magazine of its own, reached from all its launch boxes [SK 9.2, 9.4, G-28]") {
  SkState s = base();
  magazine(s, "m1", "argozia", "ar");
  turn(s, "argozia", TurnStep::Movement);
  s.turn.attacks.push_back(attack("b", {"a"}));
  CHECK(check_attacks(s, "argozia").empty());
  CHECK(plan_attacks(s, "argozia").magazines == std::vector<std::string>{"m1"});
  // A second attack and only one magazine.
  s.turn.attacks.push_back(attack("r2", {"r1"}));
  auto r = check_attacks(s, "argozia");
  REQUIRE(r.size() == 1);
  CHECK(r[0].rule == "SK 9.2");
  CHECK(r[0].text.find("Middle Mill") != std::string::npos);
  // A second magazine that only reaches the river: the matching gives each attack its own.
  magazine(s, "m2", "argozia", "r1");
  auto plan = plan_attacks(s, "argozia");
  CHECK(plan.reasons.empty());
  // m1 reaches both launch boxes; m2 reaches A too (via Argoziaburg); either way both are matched.
  CHECK(plan.magazines.size() == 2);
  CHECK(plan.magazines[0] != plan.magazines[1]);
}

TEST_CASE("the matching reassigns a magazine when a later attack has no other choice [SK 9.4]") {
  SkState s = base();
  magazine(s, "m1", "argozia", "ar");
  magazine(s, "m2", "argozia", "c");
  turn(s, "argozia", TurnStep::Movement);
  put(s, ids(s, "bravance")[0], "b");  // B is blocked: m1 sees the Argoziaburg side, m2 the C side
  s.turn.attacks.push_back(attack("bra", {"c"}));  // m2 only
  s.turn.attacks.push_back(attack("b", {"a"}));    // m1 only
  auto plan = plan_attacks(s, "argozia");
  CHECK(plan.reasons.empty());
  CHECK(plan.magazines == std::vector<std::string>{"m2", "m1"});
  // Two attacks from boxes only m1 reaches: one is left without a magazine.
  s.turn.attacks = {attack("b", {"a"}), attack("kl", {"ar"})};
  CHECK(check_attacks(s, "argozia").size() == 1);
  // Kleverburg (Bravance's, empty) is a launch box both reach; A only m1. The first
  // attack takes m1, then gives it up for m2 so that the second is supplied too.
  s.turn.attacks = {attack("c", {"kl"}), attack("b", {"a"})};
  plan = plan_attacks(s, "argozia");
  CHECK(plan.reasons.empty());
  CHECK(plan.magazines == std::vector<std::string>{"m2", "m1"});
  // A magazine named for an attack is the one it must use.
  s.turn.attacks = {attack("c", {"kl"})};
  s.turn.attacks[0].magazine = "m1";
  CHECK(plan_attacks(s, "argozia").magazines == std::vector<std::string>{"m1"});
}

TEST_CASE("a launch box without a supply line, and launch boxes reaching different magazines [SK 9.4, G-28]") {
  SkState s = base();
  magazine(s, "m1", "argozia", "ar");
  magazine(s, "m2", "argozia", "bra");
  s.captors["b"] = "hrvatska";
  turn(s, "argozia", TurnStep::Movement);  // B held by Hrvatska at the start: A side and C side are cut apart
  // Kleverburg is Bravance's: only the A side reaches m1, only the C side m2.
  s.turn.attacks.push_back(attack("b", {"a", "c"}));
  auto r = check_attacks(s, "argozia");
  REQUIRE(r.size() == 1);
  CHECK(r[0].rule == "SK 9.4");
  CHECK(r[0].text.find("no single magazine reaches every box") != std::string::npos);
  s.settings[kAttackAnyMagazine] = 1;
  CHECK(check_attacks(s, "argozia").empty());
  // A launch box with no line at all.
  s.magazines = {Magazine{"m1", "argozia", "ar", ""}};
  s.settings.clear();
  s.turn.attacks = {attack("b", {"c"})};
  r = check_attacks(s, "argozia");
  REQUIRE(r.size() == 1);
  CHECK(r[0].rule == "SK 9.4");
  CHECK(r[0].text.find("C-dorf") != std::string::npos);
  // The 9.5 exemption (umpire confirmed) needs no trace and no magazine.
  s.turn.attacks = {attack("b", {"c"}, true)};
  CHECK(check_attacks(s, "argozia").empty());
}

TEST_CASE("foraging capacity: the ruled value, the captured value in Winter, none outside recruiting cities [SK 9.6.1]") {
  SkState s = base();
  CHECK(foraging_capacity(s, "bra") == 3);
  CHECK(foraging_capacity(s, "a") == 0);
  s.date.season = Season::Winter;
  CHECK(foraging_capacity(s, "bra") == 1);
}

TEST_CASE("out-of-supply dice: 3 in Winter, 2 in Spring and Summer, 1 in Autumn; the -2 once or per die [SK 9.6.2, G-05]") {
  CHECK(attrition_dice(Season::Winter) == 3);
  CHECK(attrition_dice(Season::Spring) == 2);
  CHECK(attrition_dice(Season::Summer) == 2);
  CHECK(attrition_dice(Season::Autumn) == 1);
  SkState s = base();
  CHECK(out_of_supply_loss(s, {3, 5}) == 6);
  CHECK(out_of_supply_loss(s, {1}) == 0);  // clamped at 0 (G-05 c)
  CHECK(out_of_supply_loss(s, {3, 1, 4}) == 6);
  s.settings[kAttritionPerDie] = 1;
  CHECK(out_of_supply_loss(s, {3, 1, 4}) == 3);  // 1 + 0 + 2
  s.settings[kAttritionClampSum] = 1;
  CHECK(out_of_supply_loss(s, {3, 1, 4}) == 2);  // 1 - 1 + 2
  CHECK(out_of_supply_loss(s, {1, 1}) == 0);
}

TEST_CASE("the per-box roll's modifiers [SK 9.6.2, G-05 e]") {
  SkState s = base();
  auto arg = ids(s, "argozia");
  for (const auto& id : arg)
    for (auto& st : s.column(id)->stands) st.quality = Quality::Experienced;
  put(s, arg[0], "a");
  BoxRoll r = box_roll(s, "argozia", "a");
  CHECK(r.columns == 1);
  CHECK(r.modifier == -2);  // one column, no Raw troops
  CHECK(box_roll_loss(r, {1}) == 0);
  CHECK(box_roll_loss(r, {6}) == 4);
  put(s, arg[1], "a");
  put(s, arg[2], "a");
  put(s, arg[3], "a");
  s.column(arg[1])->marches = 1;
  s.column(arg[2])->stands[0].quality = Quality::Raw;
  r = box_roll(s, "argozia", "a");
  CHECK(r.columns == 4);
  CHECK(r.modifier == 3);  // +2 beyond the second, +1 marched, Raw present
  CHECK(r.dice == 1);
  s.settings[kBoxRollAllMarched] = 1;
  CHECK(box_roll(s, "argozia", "a").modifier == 2);
  s.settings[kBoxRollDiePerColumn] = 1;
  CHECK(box_roll(s, "argozia", "a").dice == 4);
  // Garrisons are excluded unless the setting counts them.
  SkState g = base();
  put(g, ids(g, "argozia")[0], "b");
  g.garrisons.push_back(Garrison{"g1", "argozia", "b", {Stand{"sx", "line_infantry", 3, Quality::Raw, 4}}});
  CHECK(box_roll(g, "argozia", "b").columns == 1);
  g.settings[kBoxRollGarrisons] = 1;
  BoxRoll rg = box_roll(g, "argozia", "b");
  CHECK(rg.columns == 2);
  CHECK(rg.modifier == 0);  // two columns, nothing marched, Raw in the garrison
  CHECK(box_roll(g, "argozia", "c").dice == 0);
}

TEST_CASE("sk.supply_check records supply at the start of the turn and explains the unsupplied [SK 9.6]") {
  SkState s = base();
  auto arg = ids(s, "argozia");
  magazine(s, "m1", "argozia", "ar");
  put(s, arg[0], "b");
  put(s, arg[1], "c");
  put(s, ids(s, "bravance")[0], "b");
  CHECK(refused_citing(s, "sk.supply_check", Json::object(), "SK 9.6"));
  turn(s, "argozia", TurnStep::Supply);
  Applied a = apply(s, "sk.supply_check", Json::object());
  CHECK_FALSE(a.state.column(arg[0])->supplied_at_start);  // in B with the Bravacians (9.3: not into an enemy-held box)
  CHECK_FALSE(a.state.column(arg[1])->supplied_at_start);
  CHECK(a.text().find("C-dorf is out of supply: every route blocked at B-dorf (Bravance troops there), Kleverburg (held by Bravance)") !=
        std::string::npos);
}

TEST_CASE("sk.attrition: out-of-supply dice for columns out at both checks, foraging, and the per-box roll [SK 9.6-9.6.2]") {
  SkState s = base();
  s.settings[kAttritionBoxRollOff] = 0;  // the optional per-box roll, switched on
  auto arg = ids(s, "argozia");
  for (const auto& id : arg)
    for (auto& st : s.column(id)->stands) st.quality = Quality::Experienced;
  put(s, arg[0], "c");
  put(s, arg[1], "a");
  turn(s, "argozia", TurnStep::PostMovement);
  s.column(arg[0])->supplied_at_start = false;
  s.column(arg[1])->supplied_at_start = true;  // out now, but in supply at the start (G-05 d)
  s.column(arg[0])->marches = 1;
  // Spring: 2 dice for the column in C; then box rolls for A (D6-2) and C (D6-1: marched, no Raw, one column).
  Applied a = apply(s, "sk.attrition", Json::object(), {4, 5, 6, 3});
  REQUIRE(a.rolls.size() == 3);
  CHECK(a.rolls[0].label == "attrition, C-dorf, out of supply (" + s.column(arg[0])->name + "), 2D6-2");
  CHECK(a.rolls[1].label == "attrition, A-dorf, box roll, D6-2");
  CHECK(a.rolls[2].label == "attrition, C-dorf, box roll, D6-1");
  CHECK(a.text().find("7 SP lost; to allocate: 7 SP in " + s.column(arg[0])->name + " (umpire's choice, SK 9.6.2)") != std::string::npos);
  CHECK(a.text().find("to allocate: 4 SP in A-dorf (umpire's choice, SK 9.6.2)") != std::string::npos);
  CHECK(a.text().find("to allocate: 2 SP in C-dorf") != std::string::npos);
  CHECK(a.events.back().data["total"] == 13);
  // Nothing is removed: the losses are owed until the umpire allocates them.
  CHECK(total_sp(a.state.column(arg[0])->stands) == total_sp(s.column(arg[0])->stands));
  CHECK(attrition_owed_sp(a.state) == 13);
  CHECK(a.state.turn.attrition_owed.size() == 3);
  // "End only": the column in A rolls too; the table off and the box roll off.
  s.settings[kAttritionEndOnly] = 1;
  s.settings[kAttritionBoxRollOff] = 1;
  a = apply(s, "sk.attrition", Json::object(), {1, 1, 6, 6});
  CHECK(a.rolls.size() == 2);
  s.settings[kAttritionTableOff] = 1;
  a = apply(s, "sk.attrition", Json::object());
  CHECK(a.rolls.empty());
  CHECK(a.events.back().data["total"] == 0);
}

TEST_CASE("sk.allocate_attrition: the owed losses spread over the stands, largest first, or on the stands named; "
          "the step after movement ends only when none is left [SK 9.6.2]") {
  SkState s = base();
  s.attrition_ledger = true;
  auto arg = ids(s, "argozia");
  put(s, arg[0], "c");
  turn(s, "argozia", TurnStep::PostMovement);
  s.column(arg[0])->supplied_at_start = false;
  int before = total_sp(s.column(arg[0])->stands);
  REQUIRE(before >= 6);
  Applied a = apply(s, "sk.attrition", Json::object(), {3, 2});  // Spring: 2D6-2 = 3 SP
  REQUIRE(attrition_owed_sp(a.state) == 3);
  CHECK(sk::next_step(a.state).find("3 SP still to allocate") != std::string::npos);
  CHECK(refused_citing(a.state, "sk.advance", Json::object(), "SK 9.6.2"));
  // Named stands: more than owed, or a stand of another column, is refused.
  const auto& stands = a.state.column(arg[0])->stands;
  std::string first = stands[0].id, second = stands[1].id;
  CHECK(refused_citing(a.state, "sk.allocate_attrition",
                       Json{{"column", arg[0]}, {"losses", Json::array({Json{{"stand", first}, {"sp", 4}}})}}, "SK 9.6.2"));
  std::string other = s.column(arg[1])->stands[0].id;
  CHECK(refused_citing(a.state, "sk.allocate_attrition",
                       Json{{"column", arg[0]}, {"losses", Json::array({Json{{"stand", other}, {"sp", 1}}})}}, "SK 9.6.2"));
  // One SP on a named stand leaves 2 owed; the default spreads the rest.
  Applied b = apply(a.state, "sk.allocate_attrition",
                    Json{{"column", arg[0]}, {"losses", Json::array({Json{{"stand", second}, {"sp", 1}}})}});
  CHECK(attrition_owed_sp(b.state) == 2);
  CHECK(b.state.column(arg[0])->stands[1].sp == stands[1].sp - 1);
  Applied c = apply(b.state, "sk.allocate_attrition", Json::object());
  CHECK(attrition_owed_sp(c.state) == 0);
  CHECK(total_sp(c.state.column(arg[0])->stands) == before - 3);
  CHECK(c.text().find("Every attrition loss of the turn is allocated") != std::string::npos);
  CHECK(refused_citing(c.state, "sk.allocate_attrition", Json::object(), "SK 9.6.2"));
  // The umpire's own sk.set_strength counts against what is owed.
  Applied d = apply(a.state, "sk.set_strength", Json{{"stand", first}, {"sp", stands[0].sp - 2}, {"reason", "attrition"}});
  CHECK(attrition_owed_sp(d.state) == 1);
  // A campaign made before the ledger advances with losses unallocated, as it did.
  SkState old = a.state;
  old.attrition_ledger = false;
  CHECK(apply(old, "sk.advance", Json::object()).state.turn.step == TurnStep::Combat);
}

TEST_CASE("sk.attrition: foraging in recruiting cities up to the capacity, largest first, or as the umpire lists [SK 9.6.1]") {
  SkState s = base();
  auto arg = ids(s, "argozia");
  s.settings[kAttritionBoxRollOff] = 1;
  s.date.season = Season::Winter;  // Bravanceburg feeds 1 column in Winter; 3 dice each
  put(s, arg[0], "bra");
  put(s, arg[1], "bra");
  s.column(arg[1])->stands.resize(1);  // the smaller
  turn(s, "argozia", TurnStep::PostMovement);
  for (const auto& id : {arg[0], arg[1]}) s.column(id)->supplied_at_start = false;
  Applied a = apply(s, "sk.attrition", Json::object(), {2, 2, 2});
  REQUIRE(a.rolls.size() == 1);
  CHECK(a.rolls[0].label.find(s.column(arg[1])->name) != std::string::npos);
  CHECK(a.rolls[0].label.find("3D6-2") != std::string::npos);
  CHECK(a.text().find(s.column(arg[0])->name + " forages in Bravanceburg") != std::string::npos);
  // The umpire's choice.
  a = apply(s, "sk.attrition", Json{{"foraging", Json{{"bra", Json::array({arg[1]})}}}}, {2, 2, 2});
  REQUIRE(a.rolls.size() == 1);
  CHECK(a.rolls[0].label.find(s.column(arg[0])->name) != std::string::npos);
  CHECK(refused_citing(s, "sk.attrition", Json{{"foraging", Json{{"bra", Json::array({arg[0], arg[1]})}}}}, "SK 9.6.1"));
  CHECK(refused_citing(s, "sk.attrition", Json{{"foraging", Json{{"a", Json::array()}}}}, "SK 9.6.1"));
  s.turn.step = TurnStep::Movement;
  CHECK(refused_citing(s, "sk.attrition", Json::object(), "SK 9.6"));
}

TEST_CASE("sk.place_magazine: not where hostile troops are or in an enemy's box [SK 9.2, G-23]") {
  SkState s = base();
  put(s, ids(s, "bravance")[0], "a");
  CHECK(refused_citing(s, "sk.place_magazine", Json{{"owner", "argozia"}, {"box", "a"}, {"reason", "test"}}, "SK 9.2",
                       "a magazine is not placed in a box"));
  CHECK(refused_citing(s, "sk.place_magazine", Json{{"owner", "argozia"}, {"box", "kl"}, {"reason", "test"}}, "SK 9.2",
                       "a magazine is not placed in a box"));
  CHECK_FALSE(refusals(s, "sk.place_magazine", Json{{"owner", "argozia"}, {"box", "nowhere"}, {"reason", "test"}}).empty());
  Applied a = apply(s, "sk.place_magazine", Json{{"owner", "argozia"}, {"box", "ar"}, {"reason", "spring 1740"}});
  REQUIRE(a.state.magazines.size() == 1);
  CHECK(a.state.magazines[0].box == "ar");
  CHECK(a.state.magazines[0].owner == "argozia");
}

TEST_CASE("sk.move_magazine: by river, one box upstream or two downstream, a whole march [SK 9.2.1, G-23, G-24]") {
  SkState s = base();
  magazine(s, "m1", "argozia", "ar");
  magazine(s, "m2", "argozia", "r2");
  magazine(s, "m3", "bravance", "r3");
  Json down{{"magazine", "m1"}, {"path", Json::array({"r1", "r2"})}};
  CHECK(refused_citing(s, "sk.move_magazine", down, "SK 9.2.1"));  // not in a movement step
  turn(s, "argozia", TurnStep::Movement, 2);
  Applied a = apply(s, "sk.move_magazine", down);
  CHECK(a.state.magazines[0].box == "r2");
  CHECK(a.state.turn.used == 1);
  CHECK(a.text().find("the columns in Argoziaburg may not move in this march") != std::string::npos);
  CHECK(apply(s, "sk.move_magazine", Json{{"magazine", "m2"}, {"path", Json::array({"r1"})}}).state.magazines[1].box == "r1");
  CHECK(refused_citing(s, "sk.move_magazine", Json{{"magazine", "m2"}, {"path", Json::array({"r1", "ar"})}}, "SK 9.2.1"));  // 2 up
  CHECK(refused_citing(s, "sk.move_magazine", Json{{"magazine", "m1"}, {"path", Json::array({"r1", "r2", "r3"})}}, "SK 9.2.1"));
  CHECK(refused_citing(s, "sk.move_magazine", Json{{"magazine", "m1"}, {"path", Json::array({"a"})}}, "SK 9.2.1"));  // a road
  CHECK(refused_citing(s, "sk.move_magazine", Json{{"magazine", "m2"}, {"path", Json::array({"r3", "r2"})}}, "SK 9.2.1",
                       "does not mix upstream and downstream"));
  CHECK(refused_citing(s, "sk.move_magazine", Json{{"magazine", "m3"}, {"path", Json::array({"r2"})}}, "SK 9.2.1"));  // not his
  put(s, ids(s, "bravance")[0], "r1");
  CHECK(refused_citing(s, "sk.move_magazine", down, "SK 9.2.1", "cannot enter a box holding hostile troops"));
  SkState spent = base();
  magazine(spent, "m1", "argozia", "ar");
  turn(spent, "argozia", TurnStep::Movement, 2);
  spent.turn.used = 2;
  CHECK(refused_citing(spent, "sk.move_magazine", down, "SK 9.2.1"));
}

TEST_CASE("sk.magazine_fate: at the end of a player turn, troops sharing the box decide [SK 9.2.2]") {
  SkState s = base();
  magazine(s, "m1", "argozia", "a");
  put(s, ids(s, "bravance")[0], "a");
  Json take{{"magazine", "m1"}, {"fate", "take"}, {"by", "bravance"}};
  CHECK(refused_citing(s, "sk.magazine_fate", take, "SK 9.2.2"));  // not the end of a turn
  turn(s, "argozia", TurnStep::TurnEnd);
  Applied a = apply(s, "sk.magazine_fate", take);
  CHECK(a.state.magazines[0].owner == "bravance");
  CHECK(usable_magazines(a.state, "argozia").empty());
  a = apply(s, "sk.magazine_fate", Json{{"magazine", "m1"}, {"fate", "share"}, {"by", "bravance"}});
  CHECK(a.state.magazines[0].owner == "bravance");
  CHECK(usable_magazines(a.state, "argozia").size() == 1);
  a = apply(s, "sk.magazine_fate", Json{{"magazine", "m1"}, {"fate", "destroy"}, {"by", "bravance"}});
  CHECK(a.state.magazines.empty());
  a = apply(s, "sk.magazine_fate", Json{{"magazine", "m1"}, {"fate", "leave"}, {"by", "bravance"}});
  CHECK(a.state.magazines[0].owner == "argozia");
  CHECK(refused_citing(s, "sk.magazine_fate", Json{{"magazine", "m1"}, {"fate", "take"}, {"by", "hrvatska"}}, "SK 9.2.2"));
  CHECK(refused_citing(s, "sk.magazine_fate", Json{{"magazine", "m1"}, {"fate", "take"}, {"by", "argozia"}}, "SK 9.2.2"));
}
