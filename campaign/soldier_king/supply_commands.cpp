// The umpire's supply commands for Soldier King (rulebook rule 9; digest P-04,
// P-07): placing, moving and disposing of magazines (9.2-9.2.2, G-23), the
// supply check at the start of a player turn (9.6) and attrition after movement
// (9.6.1, 9.6.2, G-05). Each refusal cites the rule. Attrition losses are rolled
// and reported, not removed: the umpire allocates them (9.6.2) with
// sk.set_strength.
#include <algorithm>
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
  return "it is " + faction_name(s.turn.player) + "'s turn, step " + to_string(s.turn.step);
}

std::string signed_term(int n) { return n == 0 ? "" : (n > 0 ? "+" : "") + std::to_string(n); }

std::string faces_text(const std::vector<int>& faces) {
  std::string out;
  for (int f : faces) out += (out.empty() ? "" : "+") + std::to_string(f);
  return out;
}

CommandDef place_magazine_command() {
  return CommandDef{
      "sk.place_magazine",
      "Umpire places a magazine for a faction in a box, with the reason (args: owner, box, reason) [SK 9.2, G-23]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"owner", "box", "reason"});
        const SkState& s = sk_state(cs);
        std::string owner = a["owner"].as_string(), box = a["box"].as_string();
        Reasons out;
        if (a["reason"].as_string().empty()) out.push_back({"", "an umpire's placement records its reason"});
        if (owner == kRebels) out.push_back({"SK 9.2", "Rebels receive no magazines"});
        else if (!s.faction(owner)) out.push_back({"", "there is no faction \"" + owner + "\""});
        if (!s.map->box(box)) {
          out.push_back({"", "there is no box \"" + box + "\""});
          return out;
        }
        if (!out.empty()) return out;
        for (auto& r : check_magazine_placement(s, owner, box)) out.push_back(std::move(r));
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        Magazine m;
        m.id = s->new_id("m");
        m.owner = a["owner"].as_string();
        m.box = a["box"].as_string();
        s->magazines.push_back(m);
        std::string text = "Umpire places magazine " + m.id + " of " + faction_name(m.owner) + " in " +
                           s->map->box_name(m.box) + ": " + a["reason"].as_string();
        return Outcome{with_state(cs, s), {{text, "SK 9.2", Json{{"magazine", m.id}, {"owner", m.owner}, {"box", m.box}}}}};
      }};
}

// The river line joining two boxes, if any.
const Line* river_between(const Map& map, const std::string& a, const std::string& b) {
  for (std::size_t i : map.lines_at(a)) {
    const Line& l = map.lines[i];
    if (l.type == LineType::River && l.other(a) == b) return &l;
  }
  return nullptr;
}

std::vector<std::string> magazine_path(const Magazine& m, const JsonCursor& c) {
  std::vector<std::string> path;
  for (const auto& item : c.items()) path.push_back(item.as_nonempty_string());
  if (!path.empty() && path.front() == m.box) path.erase(path.begin());
  return path;
}

CommandDef move_magazine_command() {
  return CommandDef{
      "sk.move_magazine",
      "Move the active player's magazine by river, one box upstream or two downstream; spends a whole march "
      "(args: magazine, path) [SK 9.2.1]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"magazine", "path"});
        const SkState& s = sk_state(cs);
        const Magazine* m = find_magazine(s, a["magazine"].as_string());
        if (!m) return Reasons{{"", "there is no magazine \"" + a["magazine"].as_string() + "\""}};
        auto path = magazine_path(*m, a["path"]);
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
        std::string at = m->box;
        int up = 0, down = 0;
        for (const auto& next : path) {
          if (!s.map->box(next)) {
            out.push_back({"", "there is no box \"" + next + "\""});
            return out;
          }
          const Line* l = river_between(*s.map, at, next);
          if (!l) {
            out.push_back({"SK 9.2.1", "a magazine moves only by river, and no river joins " + s.map->box_name(at) +
                                           " to " + s.map->box_name(next)});
            return out;
          }
          (l->downstream == next ? down : up) += 1;
          auto troops = hostile_troops(s, m->owner, next);
          if (!troops.empty())
            out.push_back({"G-23", "a magazine cannot enter a box holding hostile troops: " +
                                       faction_name(troops.front()) + " troops are in " + s.map->box_name(next)});
          at = next;
        }
        if (up > 0 && down > 0)
          out.push_back({"G-24", "one march does not mix upstream and downstream movement (SK 9.2.1, 10.3.3)"});
        else if (up > 1)
          out.push_back({"SK 9.2.1", "a magazine moves one box upstream per march, not " + std::to_string(up)});
        else if (down > 2)
          out.push_back({"SK 9.2.1", "a magazine moves two boxes downstream per march, not " + std::to_string(down)});
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        Magazine* m = nullptr;
        for (auto& mm : s->magazines)
          if (mm.id == a["magazine"].as_string()) m = &mm;
        auto path = magazine_path(*m, a["path"]);
        std::string from = m->box;
        m->box = path.back();
        s->turn.used += 1;
        std::string text = faction_name(m->owner) + " moves magazine " + m->id + " by river from " +
                           s->map->box_name(from) + " to " + s->map->box_name(m->box) + ", spending march " +
                           std::to_string(s->turn.used) + " of " + std::to_string(s->turn.marches) +
                           "; the columns in " + s->map->box_name(from) + " may not move in this march";
        return Outcome{with_state(cs, s),
                       {{text, "SK 9.2.1", Json{{"magazine", m->id}, {"from", from}, {"to", m->box}}}}};
      }};
}

CommandDef magazine_fate_command() {
  return CommandDef{
      "sk.magazine_fate",
      "At the end of a player turn, a faction whose troops share a box with another's magazine decides its fate: "
      "destroy, take, leave or share (args: magazine, fate, by) [SK 9.2.2]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"magazine", "fate", "by"});
        const SkState& s = sk_state(cs);
        a["fate"].as_enum({"destroy", "take", "leave", "share"});
        std::string by = a["by"].as_string();
        const Magazine* m = find_magazine(s, a["magazine"].as_string());
        if (!m) return Reasons{{"", "there is no magazine \"" + a["magazine"].as_string() + "\""}};
        if (by != kRebels && !s.faction(by)) return Reasons{{"", "there is no faction \"" + by + "\""}};
        Reasons out;
        if (!turn_at(s, TurnStep::TurnEnd))
          out.push_back({"SK 9.2.2", "a magazine's fate is decided at the conclusion of a player turn; " + turn_where(s)});
        if (by == m->owner)
          out.push_back({"SK 9.2.2", "magazine " + m->id + " is " + faction_name(by) + "'s own"});
        bool present = std::any_of(s.columns.begin(), s.columns.end(),
                                   [&](const Column& c) { return c.owner == by && c.box == m->box; }) ||
                       std::any_of(s.garrisons.begin(), s.garrisons.end(),
                                   [&](const Garrison& g) { return g.owner == by && g.box == m->box; });
        if (!present)
          out.push_back({"SK 9.2.2", faction_name(by) + " has no troops in " + s.map->box_name(m->box) +
                                         ", where magazine " + m->id + " is"});
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        std::string fate = a["fate"].as_string(), by = a["by"].as_string(), id = a["magazine"].as_string();
        auto it = std::find_if(s->magazines.begin(), s->magazines.end(), [&](const Magazine& m) { return m.id == id; });
        std::string owner = it->owner, box = s->map->box_name(it->box), text;
        if (fate == "destroy") {
          s->magazines.erase(it);
          text = faction_name(by) + " destroys " + faction_name(owner) + "'s magazine " + id + " in " + box;
        } else if (fate == "take") {
          it->owner = by;
          it->users.clear();
          text = faction_name(by) + " takes " + faction_name(owner) + "'s magazine " + id + " in " + box + "; " +
                 faction_name(owner) + " loses it";
        } else if (fate == "share") {
          it->owner = by;
          it->users = owner;
          text = faction_name(by) + " takes " + faction_name(owner) + "'s magazine " + id + " in " + box +
                 " and lets " + faction_name(owner) + " go on using it";
        } else {
          text = faction_name(by) + " leaves " + faction_name(owner) + "'s magazine " + id + " in " + box + " alone";
        }
        return Outcome{with_state(cs, s), {{text, "SK 9.2.2", Json{{"magazine", id}, {"fate", fate}, {"by", by}}}}};
      }};
}

CommandDef supply_check_command() {
  return CommandDef{
      "sk.supply_check",
      "Record which of the active player's columns trace supply at the start of the turn, before any movement "
      "[SK 9.6]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({});
        const SkState& s = sk_state(cs);
        if (!turn_at(s, TurnStep::Supply))
          return Reasons{{"SK 9.6", "supply is determined at the start of a player's turn, before any movement; " +
                                        turn_where(s)}};
        return Reasons{};
      },
      [](const CampaignState& cs, const JsonCursor&, Dice&) {
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
      }};
}

// The columns of `player` that forage, by box: the umpire's list for the boxes
// it names, otherwise up to the city's capacity, largest first (9.6.1).
std::map<std::string, std::set<std::string>> foragers(const SkState& s, const std::vector<const Column*>& needy,
                                                      const std::optional<JsonCursor>& listed) {
  std::map<std::string, std::set<std::string>> out;
  std::map<std::string, std::vector<const Column*>> by_box;
  for (const Column* c : needy) by_box[c->box].push_back(c);
  for (auto& [box, cols] : by_box) {
    if (listed && listed->has(box)) {
      for (const auto& id : (*listed)[box].items()) out[box].insert(id.as_string());
      continue;
    }
    int cap = foraging_capacity(s, box);
    std::stable_sort(cols.begin(), cols.end(),
                     [](const Column* x, const Column* y) { return total_sp(x->stands) > total_sp(y->stands); });
    for (int i = 0; i < cap && i < static_cast<int>(cols.size()); ++i) out[box].insert(cols[static_cast<std::size_t>(i)]->id);
  }
  return out;
}

CommandDef attrition_command() {
  return CommandDef{
      "sk.attrition",
      "After movement: foraging, the out-of-supply attrition dice and the per-box attrition roll for the active "
      "player, in every box or one; the losses are for the umpire to allocate (args: box?, foraging?: {box: "
      "[columns]}) [SK 9.6, 9.6.1, 9.6.2]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"box", "foraging"});
        const SkState& s = sk_state(cs);
        Reasons out;
        if (!turn_at(s, TurnStep::PostMovement))
          out.push_back({"SK 9.6", "attrition is checked at the end of the player's movement phase; " + turn_where(s)});
        if (auto b = a.optional("box"); b && !s.map->box(b->as_string()))
          out.push_back({"", "there is no box \"" + b->as_string() + "\""});
        if (s.turn.attrition_done) out.push_back({"SK 9.6.2", "attrition has already been rolled this turn"});
        if (auto b = a.optional("box"); b && s.turn.attrition_rolled.count(b->as_string()))
          out.push_back({"SK 9.6.2", "attrition has already been rolled in " + s.map->box_name(b->as_string()) + " this turn"});
        if (auto f = a.optional("foraging")) {
          std::set<std::string> seen;
          for (const auto& box : f->keys()) {
            if (!s.map->box(box)) {
              out.push_back({"", "there is no box \"" + box + "\""});
              continue;
            }
            int cap = foraging_capacity(s, box);
            if (cap == 0) {
              out.push_back({"SK 9.6.1", "foraging is possible only in recruiting cities; " + s.map->box_name(box) +
                                             " feeds no column"});
              continue;
            }
            auto ids = (*f)[box].items();
            if (static_cast<int>(ids.size()) > cap)
              out.push_back({"SK 9.6.1", s.map->box_name(box) + " feeds " + std::to_string(cap) + " column" +
                                             (cap == 1 ? "" : "s") + " by foraging" +
                                             (s.date.season == Season::Winter ? " in Winter (its captured value)" : "") +
                                             ", not " + std::to_string(ids.size())});
            for (const auto& item : ids) {
              std::string id = item.as_nonempty_string();
              const Column* c = s.column(id);
              if (!seen.insert(id).second) out.push_back({"", "column " + id + " is listed twice"});
              else if (!c) out.push_back({"", "there is no column \"" + id + "\""});
              else if (c->owner != s.turn.player)
                out.push_back({"SK 9.6.1", c->name + " is not " + faction_name(s.turn.player) + "'s"});
              else if (c->box != box)
                out.push_back({"SK 9.6.1", c->name + " is in " + s.map->box_name(c->box) + ", not " + s.map->box_name(box)});
            }
          }
        }
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice& dice) {
        const SkState& s = sk_state(cs);
        std::optional<std::string> only;
        if (auto b = a.optional("box")) only = b->as_string();
        // Boxes already rolled one at a time are not rolled again (9.6.2).
        auto skip = [&](const std::string& box) { return (only && box != *only) || s.turn.attrition_rolled.count(box) > 0; };
        std::vector<Event> events;
        Json losses = Json::array();
        const std::string& player = s.turn.player;
        // Out-of-supply columns: out at the start and still out now (9.6), unless the setting says "end only".
        if (setting(s, kAttritionTableOff) == 0) {
          bool end_only = setting(s, kAttritionEndOnly) != 0;
          std::vector<const Column*> needy;
          std::map<std::string, std::string> why;
          const SupplyPass pass(s, player);
          for (const auto& c : s.columns) {
            if (c.owner != player || c.box.empty() || skip(c.box)) continue;
            if (c.supplied_at_start && !end_only) continue;
            SupplyResult r = pass.at(c.box);
            if (r.supplied) continue;
            needy.push_back(&c);
            why[c.id] = r.why;
          }
          auto forage = foragers(s, needy, a.optional("foraging"));
          int n = attrition_dice(s.date.season);
          bool per_die = setting(s, kAttritionPerDie) != 0;
          for (const Column* c : needy) {
            std::string box = s.map->box_name(c->box);
            if (forage[c->box].count(c->id)) {
              events.push_back({c->name + " forages in " + box + " and rolls no attrition", "SK 9.6.1",
                                Json{{"column", c->id}, {"box", c->box}, {"foraging", true}}});
              continue;
            }
            std::string notation = (n == 1 ? std::string("D6") : std::to_string(n) + "D6") + "-2" + (per_die ? " each" : "");
            DiceRoll roll = dice.roll("attrition, " + box + ", out of supply (" + c->name + "), " + notation, n, 6);
            int sp = out_of_supply_loss(s, roll.faces);
            losses.push_back(Json{{"column", c->id}, {"box", c->box}, {"sp", sp}, {"cause", "out of supply"}});
            events.push_back({c->name + " in " + box + " is out of supply (" + why[c->id] + "): " + notation + " = " +
                                  faces_text(roll.faces) + " → " + std::to_string(sp) + " SP lost; to allocate: " +
                                  std::to_string(sp) + " SP in " + c->name + " (umpire's choice, 9.6.2)",
                              "SK 9.6.2", Json{{"column", c->id}, {"box", c->box}, {"sp", sp}}});
          }
        }
        // The per-box roll, whatever the supply (9.6.2 second paragraph; G-05 e).
        if (setting(s, kAttritionBoxRollOff) == 0) {
          bool every = setting(s, kBoxRollEveryFaction) != 0;
          bool garrisons = setting(s, kBoxRollGarrisons) != 0;
          std::set<std::pair<std::string, std::string>> boxes;  // (box, faction), in map order below
          for (const auto& c : s.columns)
            if ((every || c.owner == player) && !c.box.empty() && !c.rebel) boxes.insert({c.box, c.owner});
          if (garrisons)
            for (const auto& g : s.garrisons)
              if (every || g.owner == player) boxes.insert({g.box, g.owner});
          for (const auto& cb : s.map->boxes) {
            if (skip(cb.id)) continue;
            for (const auto& [box, faction] : boxes) {
              if (box != cb.id) continue;
              BoxRoll r = box_roll(s, faction, box);
              if (r.dice == 0) continue;
              std::string notation = (r.dice == 1 ? std::string("D6") : std::to_string(r.dice) + "D6") + signed_term(r.modifier);
              DiceRoll roll = dice.roll("attrition, " + cb.name + ", box roll, " + notation, r.dice, 6);
              int sp = box_roll_loss(r, roll.faces);
              std::string terms;
              for (const auto& t : r.terms) terms += (terms.empty() ? "" : ", ") + t;
              std::string whose = every ? faction_name(faction) + "'s " : "";
              losses.push_back(Json{{"box", box}, {"faction", faction}, {"sp", sp}, {"cause", "box roll"}});
              events.push_back({"Attrition roll for " + whose + std::to_string(r.columns) + " column" +
                                    (r.columns == 1 ? "" : "s") + " in " + cb.name +
                                    (terms.empty() ? "" : " (" + terms + ")") + ": " + notation + " = " +
                                    faces_text(roll.faces) + signed_term(r.modifier) + " → " + std::to_string(sp) +
                                    " SP lost; to allocate: " + std::to_string(sp) + " SP in " + cb.name +
                                    " (umpire's choice, 9.6.2)",
                                "SK 9.6.2", Json{{"box", box}, {"faction", faction}, {"sp", sp}}});
            }
          }
        }
        int total = 0;
        for (const auto& l : losses) total += l["sp"].get<int>();
        events.push_back({"Attrition for " + faction_name(player) + (only ? " in " + s.map->box_name(*only) : "") + ": " +
                              std::to_string(total) + " SP to allocate with sk.set_strength, before any battle",
                          "SK 9.6.2", Json{{"losses", losses}, {"total", total}}});
        auto next = copy_state(cs);
        if (only) next->turn.attrition_rolled.insert(*only);
        else next->turn.attrition_done = true;
        return Outcome{with_state(cs, next), events};
      }};
}

}  // namespace

std::vector<CommandDef> supply_commands() {
  return {place_magazine_command(), move_magazine_command(), magazine_fate_command(), supply_check_command(),
          attrition_command()};
}

}  // namespace umpire::sk
