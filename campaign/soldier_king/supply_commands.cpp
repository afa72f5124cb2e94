// The umpire's supply commands for Soldier King (rulebook rule 9; digest P-04,
// P-07): placing, moving and disposing of magazines (9.2-9.2.2, G-23), the
// supply check at the start of a player turn (9.6) and attrition after movement
// (9.6.1, 9.6.2, G-05). Each refusal cites the rule. Attrition losses are rolled
// and recorded as owed, not removed: the umpire allocates them (9.6.2) with
// sk.allocate_attrition (attrition_commands.cpp).
#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "soldier_king/factions.h"
#include "soldier_king/supply.h"

namespace umpire::sk {

namespace {

using Reasons = std::vector<Reason>;

const Magazine* find_magazine(const SkState& s, const std::string& id) {
  for (const auto& m : s.magazines)
    if (m.id == id) return &m;
  return nullptr;
}

bool turn_at(const SkState& s, TurnStep step) {
  return s.phase == Phase::PlayerTurn && !s.turn.player.empty() && s.turn.step == step;
}

std::string turn_where(const SkState& s) {
  if (s.phase != Phase::PlayerTurn || s.turn.player.empty()) return "no player turn is running";
  return "it is " + faction_name(s.turn.player) + "'s turn, " + step_words(s.turn.step) + " step";
}

std::string signed_term(int n) { return n == 0 ? "" : (n > 0 ? "+" : "") + std::to_string(n); }

std::string faces_text(const std::vector<int>& faces) {
  std::string out;
  for (int f : faces) out += (out.empty() ? "" : "+") + std::to_string(f);
  return out;
}

// --- sk.place_magazine ---

struct PlaceMagazineArgs {
  std::string owner, box, reason;
};

Reasons check_place_magazine(const SkState& s, const PlaceMagazineArgs& a) {
  Reasons out;
  if (a.reason.empty()) out.push_back({"", "an umpire's placement records its reason"});
  if (a.owner == kRebels) out.push_back({"SK 9.2", "Rebels receive no magazines"});
  else if (!s.faction(a.owner)) out.push_back({"", s.no_faction(a.owner)});
  if (!s.map->box(a.box)) {
    out.push_back({"", "there is no box \"" + a.box + "\""});
    return out;
  }
  if (!out.empty()) return out;
  for (auto& r : check_magazine_placement(s, a.owner, a.box)) out.push_back(std::move(r));
  return out;
}

Outcome place_magazine(const CampaignState& cs, const PlaceMagazineArgs& a, Dice&) {
  auto s = copy_state(cs);
  Magazine m;
  m.id = s->new_id("m");
  m.owner = a.owner;
  m.box = a.box;
  s->magazines.push_back(m);
  std::string text = "Umpire places magazine " + m.id + " of " + faction_name(m.owner) + " in " + s->map->box_name(m.box) +
                     ": " + a.reason;
  return Outcome{with_state(cs, s), {{text, "SK 9.2", Json{{"magazine", m.id}, {"owner", m.owner}, {"box", m.box}}}}};
}

CommandDef place_magazine_command() {
  return define<PlaceMagazineArgs>(
      {.name = "sk.place_magazine",
       .summary = "Umpire places a magazine for a faction in a box, with the reason [SK 9.2]",
       .flags = kUmpireRuling,
       .args = ArgsOf<PlaceMagazineArgs>()
                   .field(&PlaceMagazineArgs::owner, arg::id("owner", "faction", "whose magazine it is").eg("argozia"))
                   .field(&PlaceMagazineArgs::box, arg::id("box", "box", "where it is placed").eg("vellhaven"))
                   .field(&PlaceMagazineArgs::reason, arg::text("reason", "why, recorded with the event").eg("the spring magazine")),
       .check = [](const CampaignState& cs, const PlaceMagazineArgs& a) { return check_place_magazine(sk_state(cs), a); },
       .apply = place_magazine});
}

// --- sk.move_magazine ---

// The river line joining two boxes, if any.
const Line* river_between(const Map& map, const std::string& a, const std::string& b) {
  for (std::size_t i : map.lines_at(a)) {
    const Line& l = map.lines[i];
    if (l.type == LineType::River && l.other(a) == b) return &l;
  }
  return nullptr;
}

struct MoveMagazineArgs {
  std::string magazine;
  std::vector<std::string> path;
};

// The boxes the magazine enters: the path without its starting box, if given.
std::vector<std::string> magazine_path(const Magazine& m, std::vector<std::string> path) {
  if (!path.empty() && path.front() == m.box) path.erase(path.begin());
  return path;
}

// SK 9.2.1: by river only, one box upstream or two downstream, never into hostile troops.
Reasons check_river_path(const SkState& s, const Magazine& m, const std::vector<std::string>& path) {
  Reasons out;
  std::string at = m.box;
  int up = 0, down = 0;
  for (const auto& next : path) {
    if (!s.map->box(next)) {
      out.push_back({"", "there is no box \"" + next + "\""});
      return out;
    }
    const Line* l = river_between(*s.map, at, next);
    if (!l) {
      out.push_back({"SK 9.2.1", "a magazine moves only by river, and no river joins " + s.map->box_name(at) + " to " +
                                     s.map->box_name(next)});
      return out;
    }
    (l->downstream == next ? down : up) += 1;
    auto troops = hostile_troops(s, m.owner, next);
    if (!troops.empty())
      out.push_back({"SK 9.2.1", "a magazine cannot enter a box holding hostile troops (umpire's ruling): " +
                                     faction_name(troops.front()) + " troops are in " + s.map->box_name(next)});
    at = next;
  }
  if (up > 0 && down > 0)
    out.push_back({"SK 9.2.1", "one march does not mix upstream and downstream movement (umpire's ruling, as SK 10.3.3 "
                               "for columns)"});
  else if (up > 1)
    out.push_back({"SK 9.2.1", "a magazine moves one box upstream per march, not " + std::to_string(up)});
  else if (down > 2)
    out.push_back({"SK 9.2.1", "a magazine moves two boxes downstream per march, not " + std::to_string(down)});
  return out;
}

Reasons check_move_magazine(const SkState& s, const MoveMagazineArgs& a) {
  const Magazine* m = find_magazine(s, a.magazine);
  if (!m) return {{"", "there is no magazine \"" + a.magazine + "\""}};
  auto path = magazine_path(*m, a.path);
  Reasons out;
  if (!turn_at(s, TurnStep::Movement))
    out.push_back({"SK 9.2.1", "magazines move in the movement step of their owner's turn; " + turn_where(s)});
  else if (s.turn.player != m->owner)
    out.push_back({"SK 9.2.1", "magazine " + m->id + " belongs to " + faction_name(m->owner) + ", not to " +
                                   faction_name(s.turn.player)});
  else if (s.turn.used >= s.turn.marches)
    out.push_back({"SK 9.2.1", "moving a magazine takes a whole march, and " + faction_name(s.turn.player) +
                                   " has used all " + std::to_string(s.turn.marches) + " marches"});
  if (path.empty()) {
    out.push_back({"", "the path names no box to move to"});
    return out;
  }
  for (auto& r : check_river_path(s, *m, path)) out.push_back(std::move(r));
  return out;
}

Outcome move_magazine(const CampaignState& cs, const MoveMagazineArgs& a, Dice&) {
  auto s = copy_state(cs);
  Magazine* m = nullptr;
  for (auto& mm : s->magazines)
    if (mm.id == a.magazine) m = &mm;
  auto path = magazine_path(*m, a.path);
  std::string from = m->box;
  m->box = path.back();
  s->turn.used += 1;
  std::string text = faction_name(m->owner) + " moves magazine " + m->id + " by river from " + s->map->box_name(from) +
                     " to " + s->map->box_name(m->box) + ", spending march " + std::to_string(s->turn.used) + " of " +
                     std::to_string(s->turn.marches) + "; the columns in " + s->map->box_name(from) +
                     " may not move in this march";
  return Outcome{with_state(cs, s), {{text, "SK 9.2.1", Json{{"magazine", m->id}, {"from", from}, {"to", m->box}}}}};
}

CommandDef move_magazine_command() {
  return define<MoveMagazineArgs>(
      {.name = "sk.move_magazine",
       .summary = "Move the active player's magazine by river, one box upstream or two downstream; spends a whole "
                  "march [SK 9.2.1]",
       .flags = kPlayerOrder,
       .args = ArgsOf<MoveMagazineArgs>()
                   .field(&MoveMagazineArgs::magazine, arg::id("magazine", "magazine", "the magazine").eg("m1"))
                   .field(&MoveMagazineArgs::path, arg::ids("path", "box", "the boxes it enters, in order (may start with its own)")
                                                       .not_empty()
                                                       .eg(Json::array({"kalmsee"}))),
       .check = [](const CampaignState& cs, const MoveMagazineArgs& a) { return check_move_magazine(sk_state(cs), a); },
       .apply = move_magazine});
}

// --- sk.magazine_fate ---

struct FateArgs {
  std::string magazine, fate, by;
};

Reasons check_magazine_fate(const SkState& s, const FateArgs& a) {
  const Magazine* m = find_magazine(s, a.magazine);
  if (!m) return {{"", "there is no magazine \"" + a.magazine + "\""}};
  if (a.by != kRebels && !s.faction(a.by)) return {{"", s.no_faction(a.by)}};
  Reasons out;
  if (!turn_at(s, TurnStep::TurnEnd))
    out.push_back({"SK 9.2.2", "a magazine's fate is decided at the conclusion of a player turn; " + turn_where(s)});
  if (a.by == m->owner) out.push_back({"SK 9.2.2", "magazine " + m->id + " is " + faction_name(a.by) + "'s own"});
  bool present =
      std::any_of(s.columns.begin(), s.columns.end(), [&](const Column& c) { return c.owner == a.by && c.box == m->box; }) ||
      std::any_of(s.garrisons.begin(), s.garrisons.end(), [&](const Garrison& g) { return g.owner == a.by && g.box == m->box; });
  if (!present)
    out.push_back({"SK 9.2.2", faction_name(a.by) + " has no troops in " + s.map->box_name(m->box) + ", where magazine " +
                                   m->id + " is"});
  return out;
}

// SK 9.2.2: the magazine is destroyed, taken, shared with its owner, or left alone.
Outcome decide_magazine_fate(const CampaignState& cs, const FateArgs& a, Dice&) {
  auto s = copy_state(cs);
  const std::string& by = a.by;
  const std::string& id = a.magazine;
  auto it = std::find_if(s->magazines.begin(), s->magazines.end(), [&](const Magazine& m) { return m.id == id; });
  std::string owner = it->owner, box = s->map->box_name(it->box), text;
  if (a.fate == "destroy") {
    s->magazines.erase(it);
    text = faction_name(by) + " destroys " + faction_name(owner) + "'s magazine " + id + " in " + box;
  } else if (a.fate == "take") {
    it->owner = by;
    it->users.clear();
    text = faction_name(by) + " takes " + faction_name(owner) + "'s magazine " + id + " in " + box + "; " +
           faction_name(owner) + " loses it";
  } else if (a.fate == "share") {
    it->owner = by;
    it->users = owner;
    text = faction_name(by) + " takes " + faction_name(owner) + "'s magazine " + id + " in " + box + " and lets " +
           faction_name(owner) + " go on using it";
  } else {
    text = faction_name(by) + " leaves " + faction_name(owner) + "'s magazine " + id + " in " + box + " alone";
  }
  return Outcome{with_state(cs, s), {{text, "SK 9.2.2", Json{{"magazine", id}, {"fate", a.fate}, {"by", by}}}}};
}

CommandDef magazine_fate_command() {
  return define<FateArgs>(
      {.name = "sk.magazine_fate",
       .summary = "At the end of a player turn, a faction whose troops share a box with another's magazine decides its "
                  "fate: destroy, take, leave or share [SK 9.2.2]",
       .flags = kPlayerOrder,
       .args = ArgsOf<FateArgs>()
                   .field(&FateArgs::magazine, arg::id("magazine", "magazine", "the other faction's magazine").eg("m1"))
                   .field(&FateArgs::fate, arg::choice("fate", {"destroy", "take", "leave", "share"}, "what becomes of it")
                                               .eg("take"))
                   .field(&FateArgs::by, arg::id("by", "faction", "the faction whose troops are there").eg("arcadia")),
       .check = [](const CampaignState& cs, const FateArgs& a) { return check_magazine_fate(sk_state(cs), a); },
       .apply = decide_magazine_fate});
}

// --- sk.supply_check ---

// SK 9.6: which of the active player's columns trace supply before any movement.
Outcome check_supply_at_start(const CampaignState& cs, const NoArgs&, Dice&) {
  auto s = copy_state(cs);
  s->turn.supply_checked = true;
  std::vector<Event> events;
  int total = 0, out = 0;
  const SupplyPass pass(*s, s->turn.player);  // one pass for all the player's columns
  for (auto& c : s->columns) {
    if (c.owner != s->turn.player || c.box.empty()) continue;
    ++total;
    SupplyResult r = pass.at(c.box);
    c.supplied_at_start = r.supplied;
    if (!r.supplied) {
      ++out;
      events.push_back({c.name + " in " + s->map->box_name(c.box) + " is out of supply: " + r.why +
                            " (nothing happens yet; it is checked again after movement)",
                        "SK 9.6", Json{{"column", c.id}, {"box", c.box}, {"why", r.why}}});
    }
  }
  events.insert(events.begin(), {faction_name(s->turn.player) + ": " + std::to_string(total - out) + " of " +
                                     std::to_string(total) + " columns in supply at the start of the turn",
                                 "SK 9.6", Json{{"columns", total}, {"out_of_supply", out}}});
  return Outcome{with_state(cs, s), events};
}

CommandDef supply_check_command() {
  return define<NoArgs>(
      {.name = "sk.supply_check",
       .summary = "Record which of the active player's columns trace supply at the start of the turn, before any "
                  "movement [SK 9.6]",
       .check = [](const CampaignState& cs, const NoArgs&) {
         const SkState& s = sk_state(cs);
         if (!turn_at(s, TurnStep::Supply))
           return Reasons{{"SK 9.6", "supply is determined at the start of a player's turn, before any movement; " +
                                         turn_where(s)}};
         return Reasons{};
       },
       .apply = check_supply_at_start});
}

// --- sk.attrition ---

struct AttritionArgs {
  std::optional<std::string> box;
  // The umpire's choice of foragers, by box (SK 9.6.1); boxes not named forage by size.
  std::optional<std::map<std::string, std::vector<std::string>>> foraging;
};

std::map<std::string, std::vector<std::string>> foraging_from_json(const JsonCursor& c) {
  std::map<std::string, std::vector<std::string>> out;
  for (const auto& box : c.keys()) {
    auto& ids = out[box];
    for (const auto& item : c[box].items()) ids.push_back(item.as_nonempty_string());
  }
  return out;
}

// SK 9.6.1: the umpire's foragers in one box: as many as the city feeds, the player's, in the box.
Reasons check_foragers(const SkState& s, const std::string& box, const std::vector<std::string>& ids,
                       std::set<std::string>& seen) {
  Reasons out;
  int cap = foraging_capacity(s, box);
  if (cap == 0)
    return {{"SK 9.6.1", "foraging is possible only in recruiting cities; " + s.map->box_name(box) + " feeds no column"}};
  if (static_cast<int>(ids.size()) > cap)
    out.push_back({"SK 9.6.1", s.map->box_name(box) + " feeds " + std::to_string(cap) + " column" + (cap == 1 ? "" : "s") +
                                   " by foraging" + (s.date.season == Season::Winter ? " in Winter (its captured value)" : "") +
                                   ", not " + std::to_string(ids.size())});
  for (const auto& id : ids) {
    const Column* c = s.column(id);
    if (!seen.insert(id).second) out.push_back({"", "column " + id + " is listed twice"});
    else if (!c) out.push_back({"", "there is no column \"" + id + "\""});
    else if (c->owner != s.turn.player) out.push_back({"SK 9.6.1", c->name + " is not " + faction_name(s.turn.player) + "'s"});
    else if (c->box != box)
      out.push_back({"SK 9.6.1", c->name + " is in " + s.map->box_name(c->box) + ", not " + s.map->box_name(box)});
  }
  return out;
}

Reasons check_attrition(const SkState& s, const AttritionArgs& a) {
  Reasons out;
  if (!turn_at(s, TurnStep::PostMovement))
    out.push_back({"SK 9.6", "attrition is checked at the end of the player's movement phase; " + turn_where(s)});
  if (a.box && !s.map->box(*a.box)) out.push_back({"", "there is no box \"" + *a.box + "\""});
  if (s.turn.attrition_done) out.push_back({"SK 9.6.2", "attrition has already been rolled this turn"});
  if (a.box && s.turn.attrition_rolled.count(*a.box))
    out.push_back({"SK 9.6.2", "attrition has already been rolled in " + s.map->box_name(*a.box) + " this turn"});
  if (a.foraging) {
    std::set<std::string> seen;
    for (const auto& [box, ids] : *a.foraging) {
      if (!s.map->box(box)) out.push_back({"", "there is no box \"" + box + "\""});
      else
        for (auto& r : check_foragers(s, box, ids, seen)) out.push_back(std::move(r));
    }
  }
  return out;
}

// The columns of `player` that forage, by box: the umpire's list for the boxes
// it names, otherwise up to the city's capacity, largest first (SK 9.6.1).
std::map<std::string, std::set<std::string>> foragers(const SkState& s, const std::vector<const Column*>& needy,
                                                      const AttritionArgs& a) {
  std::map<std::string, std::set<std::string>> out;
  std::map<std::string, std::vector<const Column*>> by_box;
  for (const Column* c : needy) by_box[c->box].push_back(c);
  for (auto& [box, cols] : by_box) {
    if (a.foraging && a.foraging->count(box)) {
      for (const auto& id : a.foraging->at(box)) out[box].insert(id);
      continue;
    }
    int cap = foraging_capacity(s, box);
    std::stable_sort(cols.begin(), cols.end(),
                     [](const Column* x, const Column* y) { return total_sp(x->stands) > total_sp(y->stands); });
    for (int i = 0; i < cap && i < static_cast<int>(cols.size()); ++i) out[box].insert(cols[static_cast<std::size_t>(i)]->id);
  }
  return out;
}

// What an attrition roll found: the events and the losses for the umpire to allocate.
struct AttritionTally {
  std::vector<Event> events;
  Json losses = Json::array();
};

// SK 9.6, 9.6.2: columns out of supply at the start and still out now (or,
// with the "end only" setting, out now) roll the season's attrition dice,
// unless they forage (SK 9.6.1).
void roll_out_of_supply(const SkState& s, const AttritionArgs& a, const std::function<bool(const std::string&)>& skip,
                        Dice& dice, AttritionTally& tally) {
  bool end_only = setting(s, kAttritionEndOnly) != 0;
  std::vector<const Column*> needy;
  std::map<std::string, std::string> why;
  const SupplyPass pass(s, s.turn.player);
  for (const auto& c : s.columns) {
    if (c.owner != s.turn.player || c.box.empty() || skip(c.box)) continue;
    if (c.supplied_at_start && !end_only) continue;
    SupplyResult r = pass.at(c.box);
    if (r.supplied) continue;
    needy.push_back(&c);
    why[c.id] = r.why;
  }
  auto forage = foragers(s, needy, a);
  int n = attrition_dice(s.date.season);
  bool per_die = setting(s, kAttritionPerDie) != 0;
  for (const Column* c : needy) {
    std::string box = s.map->box_name(c->box);
    if (forage[c->box].count(c->id)) {
      tally.events.push_back({c->name + " forages in " + box + " and rolls no attrition", "SK 9.6.1",
                              Json{{"column", c->id}, {"box", c->box}, {"foraging", true}}});
      continue;
    }
    std::string notation = (n == 1 ? std::string("D6") : std::to_string(n) + "D6") + "-2" + (per_die ? " each" : "");
    DiceRoll roll = dice.roll("attrition, " + box + ", out of supply (" + c->name + "), " + notation, n, 6);
    int sp = out_of_supply_loss(s, roll.faces);
    tally.losses.push_back(Json{{"column", c->id}, {"box", c->box}, {"sp", sp}, {"cause", "out of supply"}});
    tally.events.push_back({c->name + " in " + box + " is out of supply (" + why[c->id] + "): " + notation + " = " +
                                faces_text(roll.faces) + " → " + std::to_string(sp) + " SP lost; to allocate: " +
                                std::to_string(sp) + " SP in " + c->name + " (umpire's choice, SK 9.6.2)",
                            "SK 9.6.2", Json{{"column", c->id}, {"box", c->box}, {"sp", sp}}});
  }
}

// One box's attrition roll for one faction (SK 9.6.2 second paragraph).
void roll_one_box(const SkState& s, const CityBox& cb, const std::string& faction, bool every, Dice& dice,
                  AttritionTally& tally) {
  BoxRoll r = box_roll(s, faction, cb.id);
  if (r.dice == 0) return;
  std::string notation = (r.dice == 1 ? std::string("D6") : std::to_string(r.dice) + "D6") + signed_term(r.modifier);
  DiceRoll roll = dice.roll("attrition, " + cb.name + ", box roll, " + notation, r.dice, 6);
  int sp = box_roll_loss(r, roll.faces);
  std::string terms;
  for (const auto& t : r.terms) terms += (terms.empty() ? "" : ", ") + t;
  std::string whose = every ? faction_name(faction) + "'s " : "";
  tally.losses.push_back(Json{{"box", cb.id}, {"faction", faction}, {"sp", sp}, {"cause", "box roll"}});
  tally.events.push_back({"Attrition roll for " + whose + std::to_string(r.columns) + " column" + (r.columns == 1 ? "" : "s") +
                              " in " + cb.name + (terms.empty() ? "" : " (" + terms + ")") + ": " + notation + " = " +
                              faces_text(roll.faces) + signed_term(r.modifier) + " → " + std::to_string(sp) +
                              " SP lost; to allocate: " + std::to_string(sp) + " SP in " + cb.name +
                              " (umpire's choice, SK 9.6.2)",
                          "SK 9.6.2", Json{{"box", cb.id}, {"faction", faction}, {"sp", sp}}});
}

// The per-box roll, whatever the supply (SK 9.6.2 second paragraph), in map order.
void roll_box_attrition(const SkState& s, const std::function<bool(const std::string&)>& skip, Dice& dice,
                        AttritionTally& tally) {
  bool every = setting(s, kBoxRollEveryFaction) != 0;
  bool garrisons = setting(s, kBoxRollGarrisons) != 0;
  std::set<std::pair<std::string, std::string>> boxes;  // (box, faction)
  for (const auto& c : s.columns)
    if ((every || c.owner == s.turn.player) && !c.box.empty() && !c.rebel) boxes.insert({c.box, c.owner});
  if (garrisons)
    for (const auto& g : s.garrisons)
      if (every || g.owner == s.turn.player) boxes.insert({g.box, g.owner});
  for (const auto& cb : s.map->boxes) {
    if (skip(cb.id)) continue;
    for (const auto& [box, faction] : boxes)
      if (box == cb.id) roll_one_box(s, cb, faction, every, dice, tally);
  }
}

// SK 9.6-9.6.2: foraging, the out-of-supply dice and the box rolls for the
// active player, in every box or one. The losses are reported for the umpire
// to allocate, not removed.
Outcome roll_attrition(const CampaignState& cs, const AttritionArgs& a, Dice& dice) {
  const SkState& s = sk_state(cs);
  // Boxes already rolled one at a time are not rolled again (SK 9.6.2).
  auto skip = [&](const std::string& box) { return (a.box && box != *a.box) || s.turn.attrition_rolled.count(box) > 0; };
  AttritionTally tally;
  if (setting(s, kAttritionTableOff) == 0) roll_out_of_supply(s, a, skip, dice, tally);
  if (setting(s, kAttritionBoxRollOff) == 0) roll_box_attrition(s, skip, dice, tally);
  int total = 0;
  for (const auto& l : tally.losses) total += l["sp"].get<int>();
  tally.events.push_back({"Attrition for " + faction_name(s.turn.player) + (a.box ? " in " + s.map->box_name(*a.box) : "") +
                              ": " +
                              (total == 0 ? std::string("no SP lost")
                                          : std::to_string(total) + " SP to allocate before any battle "
                                                                    "(sk.allocate_attrition: by default spread over the stands)"),
                          "SK 9.6.2", Json{{"losses", tally.losses}, {"total", total}}});
  auto next = copy_state(cs);
  for (const auto& l : tally.losses)
    if (int sp = l["sp"].get<int>(); sp > 0)
      next->turn.attrition_owed.push_back(OwedLoss{l.value("column", ""), l["box"].get<std::string>(),
                                                   l.value("faction", s.turn.player), l["cause"].get<std::string>(), sp});
  if (a.box) next->turn.attrition_rolled.insert(*a.box);
  else next->turn.attrition_done = true;
  return Outcome{with_state(cs, next), tally.events};
}

CommandDef attrition_command() {
  return define<AttritionArgs>(
      {.name = "sk.attrition",
       .summary = "After movement: foraging, the out-of-supply attrition dice and the per-box attrition roll for the "
                  "active player, in every box or one; the losses are for the umpire to allocate [SK 9.6, 9.6.1, 9.6.2]",
       .args = ArgsOf<AttritionArgs>()
                   .field(&AttritionArgs::box, arg::id("box", "box", "only this box (default: every box)"))
                   .field(&AttritionArgs::foraging,
                          arg::object("foraging", "the umpire's foragers: {box: [column ids]}; other boxes forage by size")
                              .optional(),
                          [](const JsonCursor& c) { return std::optional(foraging_from_json(c)); }),
       .check = [](const CampaignState& cs, const AttritionArgs& a) { return check_attrition(sk_state(cs), a); },
       .apply = roll_attrition});
}

}  // namespace

std::vector<CommandDef> supply_commands() {
  return {place_magazine_command(), move_magazine_command(), magazine_fate_command(), supply_check_command(),
          attrition_command(), allocate_attrition_command()};
}

}  // namespace umpire::sk
