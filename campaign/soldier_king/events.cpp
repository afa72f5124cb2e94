#include "soldier_king/events.h"

#include <algorithm>
#include <functional>
#include <numeric>
#include <set>

#include "soldier_king/army.h"
#include "soldier_king/event_rules.h"
#include "soldier_king/factions.h"
#include "soldier_king/promotion.h"
#include "soldier_king/revolt.h"
#include "soldier_king/supply.h"

namespace umpire::sk {

// ---- Serialisation

namespace {
Json to_json(const EventDraw& d) {
  return Json{{"drawer", d.drawer},     {"province", d.province}, {"named", d.named},       {"affected", d.affected},
              {"card", d.card},         {"event", d.event},       {"revealed", d.revealed}, {"status", d.status},
              {"result", d.result},     {"roll", d.roll},         {"typhus", d.typhus}};
}

std::string opt_string(const JsonCursor& c, const char* key) {
  auto v = c.optional(key);
  return v ? v->as_string() : "";
}

EventDraw draw_from_json(const JsonCursor& c) {
  c.only_keys({"drawer", "province", "named", "affected", "card", "event", "revealed", "status", "result", "roll", "typhus"});
  EventDraw d;
  d.drawer = c["drawer"].as_string();
  d.province = c["province"].as_string();
  d.named = opt_string(c, "named");
  d.affected = opt_string(c, "affected");
  d.card = c["card"].as_string();
  d.event = opt_string(c, "event");
  if (d.event.empty()) d.event = card_event(d.card);
  if (auto v = c.optional("revealed")) d.revealed = v->as_bool();
  if (auto v = c.optional("status")) d.status = v->as_enum({"hidden", "revealed", "waiting", "done", "cancelled", "no effect"});
  d.result = opt_string(c, "result");
  if (auto v = c.optional("roll")) d.roll = static_cast<int>(v->as_int(0, 6));
  if (auto v = c.optional("typhus"))
    for (const auto& x : v->items()) d.typhus.push_back(x.as_string());
  return d;
}
}  // namespace

Json to_json(const EventsState& e) {
  Json draws = Json::array();
  for (const auto& d : e.draws) draws.push_back(to_json(d));
  return Json{{"deck", e.deck},
              {"draws", draws},
              {"fortresses", e.fortresses},
              {"spring_magazine_ids", e.spring_magazine_ids},
              {"spring_magazine_date", e.spring_magazine_date}};
}

EventsState events_state_from_json(const JsonCursor& c) {
  EventsState e;
  c.only_keys({"deck", "draws", "fortresses", "spring_magazine_ids", "spring_magazine_date"});
  if (auto v = c.optional("deck"))
    for (const auto& x : v->items()) e.deck.push_back(x.as_string());
  if (auto v = c.optional("draws"))
    for (const auto& x : v->items()) e.draws.push_back(draw_from_json(x));
  if (auto v = c.optional("fortresses"))
    for (const auto& k : v->keys()) e.fortresses[k] = static_cast<int>((*v)[k].as_int(0, 16));
  if (auto v = c.optional("spring_magazine_ids"))
    for (const auto& k : v->keys()) e.spring_magazine_ids[k] = (*v)[k].as_string();
  if (auto v = c.optional("spring_magazine_date")) e.spring_magazine_date = static_cast<int>(v->as_int());
  return e;
}

// ---- The deck

const std::vector<EventKind>& event_kinds() {
  static const std::vector<EventKind> kinds = {
      {"good_harvest", "Good Harvest", "SK 17.2.1", {"AH", "AD"}},
      {"healthy_troops", "Healthy Troops", "SK 17.2.2", {"QH", "QD"}},
      {"fortress", "Fortress", "SK 17.2.3", {"KH", "KD"}},
      {"drillmaster", "Drillmaster", "SK 17.2.4", {"JH", "JD"}},
      {"poor_harvest", "Poor Harvest", "SK 17.2.5", {"KS", "KC"}},
      {"typhus", "Typhus", "SK 17.2.6", {"QS", "QC"}},
      {"equine_encephalitis", "Equine Encephalitis", "SK 17.2.7", {"JS", "JC"}},
      {"revolt", "Revolt", "SK 17.2.8", {"AS", "AC"}},
  };
  return kinds;
}

const EventKind* event_kind(const std::string& id) {
  for (const auto& k : event_kinds())
    if (k.id == id) return &k;
  return nullptr;
}

std::vector<std::string> full_deck() {
  std::vector<std::string> out;
  for (const auto& k : event_kinds())
    for (const auto& c : k.cards) out.push_back(c);
  return out;
}

std::string card_event(const std::string& card) {
  for (const auto& k : event_kinds())
    if (std::find(k.cards.begin(), k.cards.end(), card) != k.cards.end()) return k.id;
  return "";
}

std::string card_name(const std::string& card) {
  if (card.size() != 2) return card;
  std::string rank = card[0] == 'A' ? "ace" : card[0] == 'K' ? "king" : card[0] == 'Q' ? "queen" : card[0] == 'J' ? "knave" : "?";
  std::string suit = card[1] == 'H' ? "hearts" : card[1] == 'D' ? "diamonds" : card[1] == 'S' ? "spades" : card[1] == 'C' ? "clubs" : "?";
  return rank + " of " + suit;
}

int half_rounded_up(int sp) { return sp <= 0 ? 0 : (sp + 1) / 2; }

std::vector<int> spread_losses(const std::vector<Stand>& stands, int loss) {
  std::vector<int> lost(stands.size(), 0);
  std::vector<std::size_t> order(stands.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return stands[a].sp > stands[b].sp; });
  bool took = true;
  while (loss > 0 && took) {
    took = false;
    for (std::size_t i : order) {
      if (loss == 0) break;
      if (stands[i].sp - lost[i] <= 0) continue;
      ++lost[i];
      --loss;
      took = true;
    }
  }
  return lost;
}

// ---- Queries

namespace events_detail {

std::string event_name(const std::string& id) {
  const EventKind* k = event_kind(id);
  return k ? k->name : id;
}

std::string event_rule(const std::string& id) {
  const EventKind* k = event_kind(id);
  return k ? k->rule : "SK 17.2";
}

bool events_step(const SkState& s) {
  return s.phase == Phase::SeasonStart && s.start_step == StartStep::Events && s.date.season == Season::Spring;
}

int sp_in_province(const SkState& s, const std::string& faction, const std::string& province) {
  int sp = 0;
  for (const auto& c : s.columns)
    if (c.owner == faction && s.map->in_province(c.box, province)) sp += total_sp(c.stands);
  for (const auto& g : s.garrisons)
    if (g.owner == faction && s.map->in_province(g.box, province)) sp += total_sp(g.stands);
  return sp;
}

bool cavalry(const Column& c) { return c.kind != ColumnKind::Infantry; }

std::vector<const Column*> cavalry_columns(const SkState& s, const std::string& faction, const std::string& province) {
  std::vector<const Column*> out;
  for (const auto& c : s.columns)
    if (c.owner == faction && cavalry(c) && s.map->in_province(c.box, province)) out.push_back(&c);
  return out;
}

std::vector<const Column*> drill_candidates(const SkState& s, const std::string& faction, const std::string& province) {
  std::vector<const Column*> out;
  for (const auto& c : s.columns)
    if (c.owner == faction && s.map->in_province(c.box, province) && check_promotion(s, c, true).empty()) out.push_back(&c);
  return out;
}

// Who places the Good Harvest magazine: the ruler, else the affected player (17.2.1).
std::string harvest_placer(const SkState& s, const EventDraw& d) {
  auto r = s.rulers.find(d.province);
  return r != s.rulers.end() && !r->second.empty() ? r->second : d.affected;
}

std::vector<std::string> magazine_boxes(const SkState& s, const std::string& placer, const std::string& province) {
  std::vector<std::string> out;
  for (const CityBox* b : s.map->boxes_in(province))
    if (check_magazine_placement(s, placer, b->id).empty()) out.push_back(b->id);
  return out;
}

std::string split_key(const std::string& key, bool second) {
  auto bar = key.find('|');
  return second ? key.substr(bar + 1) : key.substr(0, bar);
}

// What a waiting draw needs, with its command.
std::string draw_needs(const SkState& s, const EventDraw& d) {
  if (d.status != "waiting") return "";
  std::string head = event_name(d.event) + " in " + s.map->province_name(d.province) + ": ";
  if (d.event == "good_harvest")
    return head + faction_name(harvest_placer(s, d)) + " places the magazine in a city box of the province (sk.event_magazine)";
  if (d.event == "fortress")
    return head + faction_name(d.affected) + " places the entrenchment marker on a city box of the province (sk.event_fortress)";
  if (d.event == "drillmaster") return head + faction_name(d.affected) + " promotes one of his columns there (sk.event_drill)";
  if (d.event == "poor_harvest")
    return head + "the umpire allocates " + faction_name(d.affected) + "'s loss of " +
           std::to_string(std::min(d.roll, sp_in_province(s, d.affected, d.province))) + " SP (sk.event_losses)";
  if (d.event == "typhus") {
    std::string list;
    for (const auto& k : d.typhus)
      list += (list.empty() ? "" : ", ") + faction_name(split_key(k, false)) + " in " + s.map->box_name(split_key(k, true));
    return head + "each owner chooses the column struck (sk.event_typhus): " + list;
  }
  if (d.event == "equine_encephalitis")
    return head + "the umpire chooses the box and " + faction_name(d.affected) +
           " the cavalry column struck (sk.event_equine)";
  return head + "waiting";
}

int waiting_index(const SkState& s) {
  for (std::size_t i = 0; i < s.events.draws.size(); ++i)
    if (s.events.draws[i].status == "waiting") return static_cast<int>(i);
  return -1;
}

}  // namespace events_detail
using namespace events_detail;

std::vector<std::string> event_drawers(const SkState& s) {
  std::vector<std::string> out;
  for (const auto& id : s.turn_order)
    if (const Faction* f = s.faction(id); f && f->active && f->king) out.push_back(id);
  return out;
}

std::string next_drawer(const SkState& s) {
  if (!events_step(s)) return "";
  for (const auto& k : event_drawers(s))
    if (std::none_of(s.events.draws.begin(), s.events.draws.end(), [&](const EventDraw& d) { return d.drawer == k; }))
      return k;
  return "";
}

std::vector<std::string> players_with_troops(const SkState& s, const std::string& province) {
  std::set<std::string> present;
  for (const auto& c : s.columns)
    if (s.map->in_province(c.box, province)) present.insert(c.owner);
  for (const auto& g : s.garrisons)
    if (s.map->in_province(g.box, province)) present.insert(g.owner);
  std::vector<std::string> out;
  for (const auto& f : s.factions)
    if (present.count(f.id)) out.push_back(f.id);
  return out;
}

int cards_left(const SkState& s) { return static_cast<int>(s.events.deck.size()); }

std::vector<DrawView> event_draws(const SkState& s) {
  std::vector<DrawView> out;
  int n = 0;
  for (const auto& d : s.events.draws) {
    DrawView v;
    v.number = ++n;
    v.drawer = d.drawer;
    v.province = d.province;
    v.named = d.named;
    v.affected = d.affected;
    v.revealed = d.revealed;
    if (d.revealed) {
      v.card = d.card;
      v.card_name = card_name(d.card);
      v.event = d.event;
      v.event_name = event_name(d.event);
      v.rule = event_rule(d.event);
    }
    v.status = d.status;
    v.needs = draw_needs(s, d);
    v.result = d.result;
    out.push_back(v);
  }
  return out;
}

std::string events_waiting(const SkState& s) {
  if (!events_step(s)) return "";
  std::string next = next_drawer(s);
  if (!next.empty())
    return faction_name(next) + " draws a card: he declares the province (and the affected player if several players "
                                "have troops there) before looking (sk.draw_event)";
  int w = waiting_index(s);
  return w < 0 ? "" : draw_needs(s, s.events.draws[static_cast<std::size_t>(w)]);
}

int fortress_markers(const SkState& s, const std::string& box) {
  auto it = s.events.fortresses.find(box);
  return it == s.events.fortresses.end() ? 0 : it->second;
}

bool permanent_entrenchment(const SkState& s, const std::string& box) {
  const CityBox* b = s.map->box(box);
  return (b && b->entrenchment) || fortress_markers(s, box) > 0;
}

bool fortress_forts(const SkState& s, const std::string& box) {
  const CityBox* b = s.map->box(box);
  return fortress_markers(s, box) > 0 && (b && b->entrenchment ? 1 : 0) + fortress_markers(s, box) >= 2;
}

void begin_spring_events(SkState& s, std::vector<Event>& events) {
  s.events.deck = full_deck();
  s.events.draws.clear();
  std::string order;
  for (const auto& k : event_drawers(s)) order += (order.empty() ? "" : ", ") + faction_name(k);
  events.push_back({"The 16 event cards are shuffled (all of them, every spring: umpire's ruling); the Kings draw in "
                    "turn order: " + (order.empty() ? "none" : order),
                    "SK 17.1"});
}

// ---- Effects

namespace events_detail {

using Reasons = std::vector<Reason>;

// Takes SP off stands: (stand id, SP) pairs; returns "s2 -2, s3 -1".

void finish(EventDraw& d, const std::string& status, const std::string& result, std::vector<Event>& events,
            Json data) {
  d.status = status;
  d.result = result;
  events.push_back({result, event_rule(d.event), std::move(data)});
}

// Equine Encephalitis strikes a cavalry column (17.2.7, G-12): half its SP
// (rounded up) lose their horses; the men become formed infantry stands (EFD,
// no BG, <= 4 SP each, the lowest quality of the stands they came from) in a
// garrison of the owner in the box.
void apply_equine(SkState& s, EventDraw& d, const std::string& column_id, std::vector<Event>& events) {
  Column* c = &s.column_at(column_id);
  std::string name = c->name, owner = c->owner, box = c->box;
  int loss = half_rounded_up(total_sp(c->stands));
  auto losses = default_losses(c->stands, loss);
  Quality q = Quality::Elite;
  for (const auto& [id, sp] : losses)
    for (const auto& st : c->stands)
      if (st.id == id) q = std::min(q, st.quality);
  std::string taken = take_losses(s, losses);
  std::string type = "infantry_regiment";
  if (!s.forces->stand_type(type))
    for (const auto& t : s.forces->stand_types)
      if (t.arm == Arm::Infantry && t.formed) {
        type = t.id;
        break;
      }
  Garrison* g = nullptr;
  for (auto& existing : s.garrisons)
    if (existing.owner == owner && existing.box == box) g = &existing;
  if (!g) {
    s.garrisons.push_back(Garrison{s.new_id("g"), owner, box, {}});
    g = &s.garrisons.back();
  }
  int n = (loss + 3) / 4;
  std::string made;
  for (int i = 0; i < n; ++i) {
    Stand st;
    st.id = s.new_id("s");
    st.type = type;
    st.sp = loss / n + (i < loss % n ? 1 : 0);
    st.quality = q;
    st.morale = table_morale(*s.forces, type, q, false).value_or(4);
    st.efd = true;
    st.bg = false;
    made += (made.empty() ? "" : ", ") + st.id + " (" + std::to_string(st.sp) + " SP)";
    g->stands.push_back(st);
  }
  std::string gid = g->id;
  remove_spent_pieces(s, events);
  finish(d, "done",
         "Equine Encephalitis in " + s.map->box_name(box) + ": " + name + " (" + faction_name(owner) + ") loses " +
             std::to_string(loss) + " SP of horses (" + taken + "); the men become " + std::to_string(n) +
             " formed infantry stand" + (n == 1 ? "" : "s") + " (EFD, no BG, " + to_string(q) + "): " + made +
             ", garrison " + gid + " of " + s.map->box_name(box) + " (an infantry column there may take them at the next "
             "reorganisation, within size limits)",
         events, Json{{"column", column_id}, {"garrison", gid}, {"sp", loss}});
}

// Poor Harvest in a ruled province (SK 17.2.5): its ruler receives no magazine
// from it this spring, and one already placed is removed.
void poor_harvest_ruled(SkState& s, EventDraw& d, const std::string& ruler, const std::string& head,
                        std::vector<Event>& events) {
  const std::string pname = s.map->province_name(d.province);
  auto placed = s.spring_magazines.find(ruler);
  bool received = placed != s.spring_magazines.end() && placed->second.count(d.province);
  std::string id;
  if (received && s.events.spring_magazine_date == s.date.ordinal() && s.events.spring_magazine_ids.count(d.province))
    id = s.events.spring_magazine_ids.at(d.province);
  auto m = std::find_if(s.magazines.begin(), s.magazines.end(), [&](const Magazine& x) { return x.id == id; });
  if (!id.empty() && m != s.magazines.end()) {
    std::string where = s.map->box_name(m->box);
    s.magazines.erase(m);
    finish(d, "done", head + faction_name(ruler) + " receives no magazine from " + pname + " this spring: magazine " + id +
                          " in " + where + " is removed",
           events, Json{{"magazine", id}});
  } else if (received) {
    finish(d, "done", head + faction_name(ruler) + "'s magazine of " + pname + " is no longer on the board: nothing to remove",
           events);
  } else {
    s.spring_magazines[ruler].insert(d.province);  // no longer due this spring
    finish(d, "done", head + faction_name(ruler) + " receives no magazine from " + pname + " this spring", events);
  }
}

// Poor Harvest in a province nobody rules (SK 17.2.5): the affected player's
// troops there lose D6 SP to starvation; all of them at once when the roll
// covers them, else he allocates the loss (waiting).
void poor_harvest_starvation(SkState& s, EventDraw& d, const std::string& head, Dice& dice,
                             std::vector<Event>& events) {
  const std::string pname = s.map->province_name(d.province);
  int there = sp_in_province(s, d.affected, d.province);
  if (there == 0) {
    finish(d, "no effect", head + faction_name(d.affected) + " has no troops there: no effect", events);
  } else {
    d.roll = dice.d6("Poor Harvest, " + pname + ", " + faction_name(d.affected) + "'s SP lost, D6");
    events.push_back({head + faction_name(d.affected) + " rolls " + std::to_string(d.roll) + ": " +
                          std::to_string(std::min(d.roll, there)) + " SP lost to starvation",
                      "SK 17.2.5"});
    if (d.roll >= there) {
      std::vector<std::pair<std::string, int>> all;
      for (const auto& c : s.columns)
        if (c.owner == d.affected && s.map->in_province(c.box, d.province))
          for (const auto& st : c.stands) all.push_back({st.id, st.sp});
      for (const auto& g : s.garrisons)
        if (g.owner == d.affected && s.map->in_province(g.box, d.province))
          for (const auto& st : g.stands) all.push_back({st.id, st.sp});
      std::string taken = take_losses(s, all);
      remove_spent_pieces(s, events);
      finish(d, "done", head + faction_name(d.affected) + " loses all his " + std::to_string(there) + " SP there (" + taken + ")",
             events);
    } else {
      d.status = "waiting";
    }
  }
}

// Starts the effect of a revealed draw: done at once when there is nothing to
// choose, else waiting for its command.
void start_effect(SkState& s, std::size_t i, Dice& dice, std::vector<Event>& events) {
  EventDraw& d = s.events.draws[i];
  const std::string pname = s.map->province_name(d.province);
  const std::string head = event_name(d.event) + " in " + pname + ": ";
  if (d.event == "good_harvest") {
    std::string placer = harvest_placer(s, d);
    if (magazine_boxes(s, placer, d.province).empty())
      finish(d, "no effect", head + "no city box can take " + faction_name(placer) + "'s magazine; it is lost", events);
    else
      d.status = "waiting";
  } else if (d.event == "healthy_troops") {
    if (sp_in_province(s, d.affected, d.province) == 0) {
      finish(d, "no effect", head + faction_name(d.affected) + " has no troops there: no effect (umpire's ruling)",
             events);
    } else {
      s.healthy_troops[d.affected] = d.province;
      finish(d, "done",
             head + faction_name(d.affected) + " has one more march this spring; at least one must move pieces from " + pname,
             events);
    }
  } else if (d.event == "fortress") {
    d.status = "waiting";
  } else if (d.event == "drillmaster") {
    if (drill_candidates(s, d.affected, d.province).empty())
      finish(d, "no effect", head + faction_name(d.affected) + " has no column there that may be promoted", events);
    else
      d.status = "waiting";
  } else if (d.event == "poor_harvest") {
    auto r = s.rulers.find(d.province);
    if (r != s.rulers.end() && !r->second.empty())
      poor_harvest_ruled(s, d, r->second, head, events);
    else
      poor_harvest_starvation(s, d, head, dice, events);
  } else if (d.event == "typhus") {
    d.typhus.clear();
    for (const auto& f : s.factions)
      for (const CityBox* b : s.map->boxes_in(d.province)) {
        int n = static_cast<int>(std::count_if(s.columns.begin(), s.columns.end(),
                                               [&](const Column& c) { return c.owner == f.id && c.box == b->id; }));
        if (n > 1) d.typhus.push_back(f.id + "|" + b->id);
      }
    if (d.typhus.empty())
      finish(d, "no effect", head + "no player has more than one column in a city box there; a lone column is unaffected", events);
    else
      d.status = "waiting";
  } else if (d.event == "equine_encephalitis") {
    auto cav = cavalry_columns(s, d.affected, d.province);
    if (cav.empty())
      finish(d, "no effect",
             head + faction_name(d.affected) + " has no cavalry column there: no effect (umpire's ruling)", events);
    else if (cav.size() == 1)
      apply_equine(s, d, cav.front()->id, events);
    else
      d.status = "waiting";
  } else if (d.event == "revolt") {
    std::vector<Event> raised;
    start_revolt(s, d.province, raised);
    EventDraw& again = s.events.draws[i];
    finish(again, "done", head + "the citizens rise in armed revolt" + (raised.empty() ? " (Rebel columns: not yet placed by the "
                                                                                          "revolt rules)" : ""),
           events);
    for (auto& e : raised) events.push_back(std::move(e));
  }
}

// Resolves the revealed draws in order, stopping at the first that waits for a choice.
void resolve_onward(SkState& s, Dice& dice, std::vector<Event>& events) {
  for (std::size_t i = 0; i < s.events.draws.size(); ++i) {
    if (s.events.draws[i].status == "waiting") return;
    if (s.events.draws[i].status != "revealed") continue;
    start_effect(s, i, dice, events);
    if (s.events.draws[i].status == "waiting") {
      events.push_back({"Waiting: " + draw_needs(s, s.events.draws[i]), event_rule(s.events.draws[i].event)});
      return;
    }
  }
  if (!s.events.draws.empty()) events.push_back({"Every random event has taken effect", "SK 17.2"});
}

// Every King has drawn: all cards are revealed together (17.2), Poor Harvest
// cancels Good Harvest in the same province (17.2.5), then the effects in draw order.
void reveal(SkState& s, Dice& dice, std::vector<Event>& events) {
  std::string list;
  for (auto& d : s.events.draws) {
    d.revealed = true;
    d.status = "revealed";
    list += (list.empty() ? "" : "; ") + faction_name(d.drawer) + ": " + event_name(d.event) + " (" + card_name(d.card) +
            ") in " + s.map->province_name(d.province) + ", affecting " + faction_name(d.affected);
  }
  events.push_back({"The random events are revealed: " + list, "SK 17.2"});
  for (auto& poor : s.events.draws) {
    if (poor.event != "poor_harvest") continue;
    for (auto& good : s.events.draws)
      if (good.event == "good_harvest" && good.province == poor.province && good.status == "revealed") {
        finish(good, "cancelled",
               "Good Harvest in " + s.map->province_name(good.province) + " is cancelled by " + faction_name(poor.drawer) +
                   "'s Poor Harvest",
               events);
        events.back().rule = "SK 17.2.5";
        break;
      }
  }
  resolve_onward(s, dice, events);
}

}  // namespace events_detail
using namespace events_detail;

}  // namespace umpire::sk
