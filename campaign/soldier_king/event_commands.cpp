// The random events' commands (SK 17.1, 17.2): a King draws a card, and the
// choices the events wait for (where a Good Harvest magazine or a Fortress
// goes, which column a Drillmaster promotes, Poor Harvest and Typhus losses,
// the column Equine Encephalitis strikes), and dismantling a Fortress. The
// rules are in events.cpp.
#include <algorithm>
#include <functional>
#include <optional>
#include <set>

#include "soldier_king/army.h"
#include "soldier_king/event_rules.h"
#include "soldier_king/factions.h"
#include "soldier_king/promotion.h"
#include "soldier_king/supply.h"

namespace umpire::sk {

namespace {

using namespace events_detail;
using Reasons = std::vector<Reason>;
using Losses = std::vector<std::pair<std::string, int>>;

// The default affected player (SK 17.2): the named one, else the only player
// with troops there, else the ruler, else the drawer.
std::string default_affected(const SkState& s, const std::string& drawer, const std::string& province, const std::string& named) {
  if (!named.empty()) return named;
  auto present = players_with_troops(s, province);
  if (present.size() == 1) return present.front();
  auto r = s.rulers.find(province);
  if (r != s.rulers.end() && !r->second.empty()) return r->second;
  return drawer;
}

// The draw waiting for a command of this event, or the reason there is none.
Reasons need_waiting(const SkState& s, const std::string& event) {
  if (!events_step(s)) return {{"SK 17.2", "random events take effect at the start of spring, before the first player turn"}};
  int w = waiting_index(s);
  if (w < 0) return {{"SK 17.2", "no random event is waiting for a choice"}};
  const EventDraw& d = s.events.draws[static_cast<std::size_t>(w)];
  if (d.event != event) return {{event_rule(d.event), "the event waiting is " + draw_needs(s, d)}};
  return {};
}

const EventDraw& waiting(const SkState& s) { return s.events.draws[static_cast<std::size_t>(waiting_index(s))]; }
EventDraw& waiting(SkState& s) { return s.events.draws[static_cast<std::size_t>(waiting_index(s))]; }

// Checks each stand belongs to `allowed` and loses 1..its SP, each once, `total` in all.
Reasons check_losses(const SkState& s, const Losses& losses, int total,
                     const std::function<bool(const std::string& owner, const std::string& box, const Column*)>& allowed,
                     const std::string& rule, const std::string& what) {
  Reasons out;
  std::set<std::string> seen;
  int sum = 0;
  SkState copy = s;
  for (const auto& [id, sp] : losses) {
    sum += sp;
    if (!seen.insert(id).second) out.push_back({"", "stand " + id + " is listed twice"});
    auto place = copy.find_stand(id);
    if (!place) {
      out.push_back({"", "there is no stand \"" + id + "\""});
      continue;
    }
    if (!allowed(place->owner(), place->box(), place->column)) out.push_back({rule, "stand " + id + " is not " + what});
    if (sp > place->stand().sp) out.push_back({rule, "stand " + id + " has only " + std::to_string(place->stand().sp) + " SP"});
  }
  if (sum != total) out.push_back({rule, "the losses total " + std::to_string(sum) + " SP; they must total " + std::to_string(total)});
  return out;
}

// --- sk.draw_event ---

struct DrawArgs {
  std::string faction, province, affected;
};

// SK 17.1: the Kings draw in the order of their player turns.
Reasons check_drawer(const SkState& s, const Faction& f) {
  if (!f.king) return {{"SK 17.1", f.name + " is not a King: only the Principal players draw random events"}};
  if (std::any_of(s.events.draws.begin(), s.events.draws.end(), [&](const EventDraw& d) { return d.drawer == f.id; }))
    return {{"SK 17.1", f.name + " has already drawn his card this spring"}};
  if (next_drawer(s) != f.id)
    return {{"SK 17.1", "the Kings draw in the order of their player turns: " + faction_name(next_drawer(s)) + " draws next"}};
  return {};
}

Reasons check_draw(const SkState& s, const DrawArgs& a) {
  if (!events_step(s)) return {{"SK 17.1", "the random events are drawn at the start of spring, after the magazines are placed"}};
  const Faction* f = s.faction(a.faction);
  if (!f || !f->active) return {{"", "there is no active faction \"" + a.faction + "\""}};
  Reasons out = check_drawer(s, *f);
  if (!s.map->province(a.province)) {
    out.push_back({"", "there is no province \"" + a.province + "\""});
    return out;
  }
  auto present = players_with_troops(s, a.province);
  std::string names;
  for (const auto& p : present) names += (names.empty() ? "" : ", ") + faction_name(p);
  if (!a.affected.empty()) {
    if (std::find(present.begin(), present.end(), a.affected) == present.end())
      out.push_back({"SK 17.2", faction_name(a.affected) + " has no troops in " + s.map->province_name(a.province) +
                                    (present.empty() ? "" : " (troops there: " + names + ")")});
  } else if (present.size() > 1) {
    out.push_back({"SK 17.2", "several players have troops in " + s.map->province_name(a.province) + " (" + names +
                                  "): declare the affected player"});
  }
  if (s.events.deck.empty()) out.push_back({"SK 17.1", "no card is left in the deck"});
  return out;
}

// SK 17.1: a card drawn at random from the deck, hidden until every King has drawn.
Outcome draw_event(const CampaignState& cs, const DrawArgs& a, Dice& dice) {
  auto s = copy_state(cs);
  std::vector<Event> events;
  EventDraw d;
  d.drawer = a.faction;
  d.province = a.province;
  d.named = a.affected;
  d.affected = default_affected(*s, d.drawer, d.province, d.named);
  int left = static_cast<int>(s->events.deck.size());
  int face = dice.roll("random event, " + faction_name(d.drawer) + "'s card", 1, left).total();
  d.card = s->events.deck[static_cast<std::size_t>(face - 1)];
  d.event = card_event(d.card);
  s->events.deck.erase(s->events.deck.begin() + (face - 1));
  events.push_back({faction_name(d.drawer) + " draws a card for " + s->map->province_name(d.province) + ", affecting " +
                        faction_name(d.affected) + (d.named.empty() ? " (by default: umpire's ruling)" : " (declared)") +
                        "; it stays hidden until every King has drawn",
                    "SK 17.1, 17.2"});
  s->events.draws.push_back(d);
  if (next_drawer(*s).empty()) reveal(*s, dice, events);
  return Outcome{with_state(cs, s), events};
}

CommandDef draw_command() {
  return define<DrawArgs>(
      {.name = "sk.draw_event",
       .summary = "Spring: a King draws a random-event card, declaring the province (and the affected player when "
                  "several players have troops there) before looking; the cards are revealed when every King has "
                  "drawn [SK 17.1, 17.2]",
       .flags = kPlayerOrder,
       .args = ArgsOf<DrawArgs>()
                   .field(&DrawArgs::faction, arg::id("faction", "faction", "the King who draws").eg("argozia"))
                   .field(&DrawArgs::province, arg::id("province", "province", "the province he declares").eg("cleve"))
                   .field(&DrawArgs::affected,
                          arg::id("affected", "faction", "the affected player, when several have troops there").or_else("")),
       .check = [](const CampaignState& cs, const DrawArgs& a) { return check_draw(sk_state(cs), a); },
       .apply = draw_event});
}

// --- sk.event_magazine, sk.event_fortress: a city box of the province ---

struct BoxArgs {
  std::string box;
};

ArgsOf<BoxArgs> box_args() {
  return ArgsOf<BoxArgs>().field(&BoxArgs::box, arg::id("box", "box", "a city box of the province").eg("kleverburg"));
}

Reasons check_harvest_box(const SkState& s, const BoxArgs& a) {
  Reasons out = need_waiting(s, "good_harvest");
  if (!out.empty()) return out;
  const EventDraw& d = waiting(s);
  if (!s.map->box(a.box)) return {{"", "there is no box \"" + a.box + "\""}};
  if (!s.map->in_province(a.box, d.province))
    return {{"SK 17.2.1", s.map->box_name(a.box) + " is not in " + s.map->province_name(d.province)}};
  return check_magazine_placement(s, harvest_placer(s, d), a.box);
}

// SK 17.2.1: the extra magazine of a Good Harvest.
Outcome place_harvest_magazine(const CampaignState& cs, const BoxArgs& a, Dice& dice) {
  auto s = copy_state(cs);
  std::vector<Event> events;
  EventDraw& d = waiting(*s);
  Magazine m;
  m.id = s->new_id("m");
  m.owner = harvest_placer(*s, d);
  m.box = a.box;
  s->magazines.push_back(m);
  finish(d, "done",
         "Good Harvest in " + s->map->province_name(d.province) + ": " + faction_name(m.owner) +
             " places an extra magazine in " + s->map->box_name(m.box) + " (" + m.id + ")",
         events, Json{{"magazine", m.id}, {"box", m.box}});
  resolve_onward(*s, dice, events);
  return Outcome{with_state(cs, s), events};
}

CommandDef magazine_command() {
  return define<BoxArgs>({.name = "sk.event_magazine",
                          .summary = "Good Harvest: the ruler (or, unruled, the affected player) places the extra "
                                     "magazine in a city box of the province [SK 17.2.1]",
                          .flags = kPlayerOrder,
                          .args = box_args(),
                          .check = [](const CampaignState& cs, const BoxArgs& a) { return check_harvest_box(sk_state(cs), a); },
                          .apply = place_harvest_magazine});
}

Reasons check_fortress_box(const SkState& s, const BoxArgs& a) {
  Reasons out = need_waiting(s, "fortress");
  if (!out.empty()) return out;
  if (!s.map->box(a.box)) return {{"", "there is no box \"" + a.box + "\""}};
  if (!s.map->in_province(a.box, waiting(s).province))
    return {{"SK 17.2.3", s.map->box_name(a.box) + " is not in " + s.map->province_name(waiting(s).province)}};
  return {};
}

// SK 17.2.3: a permanent entrenchment; on a box that had one, V&B Forts.
Outcome place_fortress(const CampaignState& cs, const BoxArgs& a, Dice& dice) {
  auto s = copy_state(cs);
  std::vector<Event> events;
  EventDraw& d = waiting(*s);
  bool had = permanent_entrenchment(*s, a.box);
  ++s->events.fortresses[a.box];
  std::string holder = s->holder(a.box);
  for (auto& c : s->columns)
    if (c.box == a.box && c.owner == holder && !holder.empty()) c.entrenched = true;  // SK 10.8.3
  finish(d, "done",
         "Fortress in " + s->map->province_name(d.province) + ": " + faction_name(d.affected) +
             " places an entrenchment marker on " + s->map->box_name(a.box) + ", a permanent entrenchment" +
             (had ? "; the box already had one, so when troops occupy it half the length of entrenchments may be "
                    "V&B Forts"
                  : ""),
         events, Json{{"box", a.box}, {"forts", had}});
  resolve_onward(*s, dice, events);
  return Outcome{with_state(cs, s), events};
}

CommandDef fortress_command() {
  return define<BoxArgs>({.name = "sk.event_fortress",
                          .summary = "Fortress: the affected player puts an entrenchment marker on a city box of the "
                                     "province; it acts as a permanent entrenchment, and on a box that already has one "
                                     "half the works length may be V&B Forts [SK 17.2.3]",
                          .flags = kPlayerOrder,
                          .args = box_args(),
                          .check = [](const CampaignState& cs, const BoxArgs& a) { return check_fortress_box(sk_state(cs), a); },
                          .apply = place_fortress});
}

// --- sk.event_drill ---

struct DrillArgs {
  std::string column;
  std::optional<std::string> m6_stand;
};

// SK 12.4.2: only an Experienced formed stand of a column becoming Veteran rises to morale 6.
Reasons check_m6_stand(const SkState& s, const Column& c, const std::string& id) {
  auto st = std::find_if(c.stands.begin(), c.stands.end(), [&](const Stand& x) { return x.id == id; });
  if (st == c.stands.end()) return {{"", "stand " + id + " is not in " + c.name}};
  const StandType* t = s.forces->stand_type(st->type);
  if (promotion_target(c) != Quality::Veteran || st->quality != Quality::Experienced)
    return {{"SK 12.4.2", "only an Experienced stand of a column becoming Veteran rises to morale 6"}};
  if (!t || t->arm == Arm::Artillery || !t->formed || t->light)
    return {{"SK 12.4.2", "light troops and artillery never rise above morale 5"}};
  return {};
}

Reasons check_drill(const SkState& s, const DrillArgs& a) {
  Reasons out = need_waiting(s, "drillmaster");
  if (!out.empty()) return out;
  const EventDraw& d = waiting(s);
  const Column* c = s.column(a.column);
  if (!c) return {{"", "there is no column \"" + a.column + "\""}};
  if (c->owner != d.affected) out.push_back({"SK 17.2.4", c->name + " is not " + faction_name(d.affected) + "'s"});
  if (!s.map->in_province(c->box, d.province)) out.push_back({"SK 17.2.4", c->name + " is not in " + s.map->province_name(d.province)});
  for (auto& r : check_promotion(s, *c, true)) out.push_back(std::move(r));
  if (a.m6_stand)
    for (auto& r : check_m6_stand(s, *c, *a.m6_stand)) out.push_back(std::move(r));
  return out;
}

// SK 17.2.4: the column rises one level, Experienced to Veteran allowed.
Outcome drill_column(const CampaignState& cs, const DrillArgs& a, Dice& dice) {
  auto s = copy_state(cs);
  std::vector<Event> events;
  Column* c = &s->column_at(a.column);
  std::string text = promote_column(*s, *c, a.m6_stand.value_or(""));
  EventDraw& d = waiting(*s);
  finish(d, "done", "Drillmaster in " + s->map->province_name(d.province) + ": " + text, events, Json{{"column", c->id}});
  resolve_onward(*s, dice, events);
  return Outcome{with_state(cs, s), events};
}

CommandDef drill_command() {
  return define<DrillArgs>(
      {.name = "sk.event_drill",
       .summary = "Drillmaster: the affected player promotes one of his columns in the province one level, "
                  "Experienced to Veteran allowed [SK 17.2.4, 12.4, 12.4.2]",
       .flags = kPlayerOrder,
       .args = ArgsOf<DrillArgs>()
                   .field(&DrillArgs::column, arg::id("column", "column", "the affected player's column").eg("c1"))
                   .field(&DrillArgs::m6_stand, arg::id("m6_stand", "stand", "the stand that rises to morale 6")),
       .check = [](const CampaignState& cs, const DrillArgs& a) { return check_drill(sk_state(cs), a); },
       .apply = drill_column});
}

// --- sk.event_losses ---

struct HarvestLossArgs {
  int draw = 0;
  Losses losses;
};

Reasons check_harvest_losses(const SkState& s, const HarvestLossArgs& a) {
  Reasons out = need_waiting(s, "poor_harvest");
  if (!out.empty()) return out;
  const EventDraw& d = waiting(s);
  if (a.draw != waiting_index(s) + 1)
    return {{"SK 17.2", "the event waiting is draw " + std::to_string(waiting_index(s) + 1) + ", not " + std::to_string(a.draw)}};
  int total = std::min(d.roll, sp_in_province(s, d.affected, d.province));
  return check_losses(
      s, a.losses, total,
      [&](const std::string& owner, const std::string& box, const Column*) {
        return owner == d.affected && s.map->in_province(box, d.province);
      },
      "SK 17.2.5", "one of " + faction_name(d.affected) + "'s in " + s.map->province_name(d.province));
}

// SK 17.2.5: the SP lost to starvation, for good.
Outcome starve(const CampaignState& cs, const HarvestLossArgs& a, Dice& dice) {
  auto s = copy_state(cs);
  std::vector<Event> events;
  std::string taken = take_losses(*s, a.losses);
  remove_spent_pieces(*s, events);
  EventDraw& d = waiting(*s);
  finish(d, "done",
         "Poor Harvest in " + s->map->province_name(d.province) + ": " + faction_name(d.affected) + " permanently loses " + taken,
         events);
  resolve_onward(*s, dice, events);
  return Outcome{with_state(cs, s), events};
}

CommandDef losses_command() {
  return define<HarvestLossArgs>(
      {.name = "sk.event_losses",
       .summary = "Poor Harvest in an unruled province: the umpire allocates the affected player's SP lost to "
                  "starvation among his stands in the province [SK 17.2.5]",
       .args = ArgsOf<HarvestLossArgs>()
                   .field(&HarvestLossArgs::draw, arg::integer("draw", 1, 16, "the number of the draw waiting").eg(1))
                   .field(&HarvestLossArgs::losses, losses_arg("the SP lost to starvation, by stand"), losses_from_json),
       .check = [](const CampaignState& cs, const HarvestLossArgs& a) { return check_harvest_losses(sk_state(cs), a); },
       .apply = starve});
}

// --- sk.event_typhus ---

struct TyphusArgs {
  std::string column;
  std::optional<Losses> losses;
};

Reasons check_typhus(const SkState& s, const TyphusArgs& a) {
  Reasons out = need_waiting(s, "typhus");
  if (!out.empty()) return out;
  const EventDraw& d = waiting(s);
  const Column* c = s.column(a.column);
  if (!c) return {{"", "there is no column \"" + a.column + "\""}};
  if (std::find(d.typhus.begin(), d.typhus.end(), c->owner + "|" + c->box) == d.typhus.end())
    return {{"SK 17.2.6", c->name + " is not among " + faction_name(c->owner) +
                              "'s columns still to be struck (two or more in one city box of " +
                              s.map->province_name(d.province) + ")"}};
  if (!a.losses) return out;
  std::string id = c->id;
  return check_losses(
      s, *a.losses, half_rounded_up(total_sp(c->stands)),
      [&](const std::string&, const std::string&, const Column* in) { return in && in->id == id; }, "SK 17.2.6",
      "in " + c->name);
}

// SK 17.2.6: the column loses half its SP, rounded up.
Outcome strike_with_typhus(const CampaignState& cs, const TyphusArgs& a, Dice& dice) {
  auto s = copy_state(cs);
  std::vector<Event> events;
  Column* c = &s->column_at(a.column);
  std::string name = c->name, key = c->owner + "|" + c->box, owner = c->owner, box = c->box;
  int loss = half_rounded_up(total_sp(c->stands));
  Losses losses = a.losses ? *a.losses : default_losses(c->stands, loss);
  std::string taken = take_losses(*s, losses);
  remove_spent_pieces(*s, events);
  EventDraw& d = waiting(*s);
  d.typhus.erase(std::find(d.typhus.begin(), d.typhus.end(), key));
  std::string text = "Typhus in " + s->map->box_name(box) + ": " + faction_name(owner) + "'s " + name + " loses " +
                     std::to_string(loss) + " SP (" + taken + ")";
  d.result += (d.result.empty() ? "" : "; ") + text;
  events.push_back({text, "SK 17.2.6", Json{{"column", a.column}, {"sp", loss}}});
  if (d.typhus.empty()) {
    d.status = "done";
    resolve_onward(*s, dice, events);
  }
  return Outcome{with_state(cs, s), events};
}

CommandDef typhus_command() {
  return define<TyphusArgs>(
      {.name = "sk.event_typhus",
       .summary = "Typhus: in a city box where a player has more than one column, the column he chooses loses half "
                  "its SP (rounded up); losses default to an even spread over its stands, largest first [SK 17.2.6]",
       .flags = kPlayerOrder,
       .args = ArgsOf<TyphusArgs>()
                   .field(&TyphusArgs::column, arg::id("column", "column", "the affected player's column").eg("c1"))
                   .field(&TyphusArgs::losses, losses_arg("the SP lost, by stand (default: an even spread)").optional(),
                          [](const JsonCursor& c) { return std::optional(losses_from_json(c)); }),
       .check = [](const CampaignState& cs, const TyphusArgs& a) { return check_typhus(sk_state(cs), a); },
       .apply = strike_with_typhus});
}

// --- sk.event_equine ---

struct ColumnArgs {
  std::string column;
};

Reasons check_equine(const SkState& s, const ColumnArgs& a) {
  Reasons out = need_waiting(s, "equine_encephalitis");
  if (!out.empty()) return out;
  const EventDraw& d = waiting(s);
  const Column* c = s.column(a.column);
  if (!c) return {{"", "there is no column \"" + a.column + "\""}};
  if (c->owner != d.affected)
    out.push_back({"SK 17.2.7", c->name + " is not " + faction_name(d.affected) + "'s, the player the event affects"});
  if (!cavalry(*c)) out.push_back({"SK 17.2.7", c->name + " is not a cavalry column"});
  if (!s.map->in_province(c->box, d.province)) out.push_back({"SK 17.2.7", c->name + " is not in " + s.map->province_name(d.province)});
  return out;
}

CommandDef equine_command() {
  return define<ColumnArgs>(
      {.name = "sk.event_equine",
       .summary = "Equine Encephalitis: the cavalry column struck (the umpire chooses the box, the owner the column): "
                  "half its SP lose their horses and become formed infantry stands in a garrison there [SK 17.2.7]",
       .flags = kPlayerOrder,
       .args = ArgsOf<ColumnArgs>().field(&ColumnArgs::column, arg::id("column", "column", "the cavalry column struck").eg("c1")),
       .check = [](const CampaignState& cs, const ColumnArgs& a) { return check_equine(sk_state(cs), a); },
       .apply = [](const CampaignState& cs, const ColumnArgs& a, Dice& dice) {
         auto s = copy_state(cs);
         std::vector<Event> events;
         apply_equine(*s, waiting(*s), a.column, events);
         resolve_onward(*s, dice, events);
         return Outcome{with_state(cs, s), events};
       }});
}

// --- sk.demilitarise ---

Reasons check_demilitarise(const SkState& s, const ColumnArgs& a) {
  if (s.phase != Phase::PlayerTurn || s.turn.step != TurnStep::Movement)
    return {{"SK 10.2", "marches are made only in the movement step of a player turn"}};
  const Column* c = s.column(a.column);
  if (!c) return {{"", "there is no column \"" + a.column + "\""}};
  Reasons out;
  if (c->owner != s.turn.player) out.push_back({"SK 10.2", c->name + " is not " + faction_name(s.turn.player) + "'s"});
  if (fortress_markers(s, c->box) == 0) out.push_back({"SK 17.2.3", "there is no Fortress marker in " + s.map->box_name(c->box)});
  if (c->marches > 0)
    out.push_back({"SK 17.2.3", c->name + " has already marched this turn: only a column that begins the turn in the box "
                                          "may dismantle the Fortress"});
  if (s.turn.used + 1 > s.turn.marches)
    out.push_back({"SK 10.1", faction_name(s.turn.player) + " has used all " + std::to_string(s.turn.marches) + " marches"});
  return out;
}

// SK 17.2.3: a march of the column and of its owner dismantles the marker.
Outcome dismantle_fortress(const CampaignState& cs, const ColumnArgs& a, Dice&) {
  auto s = copy_state(cs);
  Column* c = &s->column_at(a.column);
  std::string box = c->box;
  ++s->turn.used;
  s->turn.origins.push_back(box);
  ++c->marches;
  if (--s->events.fortresses[box] <= 0) s->events.fortresses.erase(box);
  if (!permanent_entrenchment(*s, box))
    for (auto& x : s->columns)
      if (x.box == box && works_length(*s, x.owner, box) <= 0) x.entrenched = false;
  std::string text = faction_name(s->turn.player) + "'s march " + std::to_string(s->turn.used) + " of " +
                     std::to_string(s->turn.marches) + ": " + c->name + " dismantles the Fortress in " + s->map->box_name(box);
  return Outcome{with_state(cs, s), {{text, "SK 17.2.3", Json{{"box", box}}}}};
}

CommandDef demilitarise_command() {
  return define<ColumnArgs>(
      {.name = "sk.demilitarise",
       .summary = "A column that began the turn in a box with a Fortress marker spends a march (its own and one of its "
                  "owner's) to dismantle the marker [SK 17.2.3]",
       .flags = kPlayerOrder,
       .args = ArgsOf<ColumnArgs>().field(&ColumnArgs::column,
                                          arg::id("column", "column", "the column that dismantles the marker").eg("c1")),
       .check = [](const CampaignState& cs, const ColumnArgs& a) { return check_demilitarise(sk_state(cs), a); },
       .apply = dismantle_fortress});
}

}  // namespace

std::vector<CommandDef> event_commands() {
  return {draw_command(),  magazine_command(), fortress_command(), drill_command(),
          losses_command(), typhus_command(),  equine_command(),   demilitarise_command()};
}

}  // namespace umpire::sk
