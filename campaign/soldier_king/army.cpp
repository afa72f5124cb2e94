#include "soldier_king/army.h"

#include <algorithm>

#include "soldier_king/events.h"
#include "soldier_king/scenario.h"

namespace umpire::sk {

std::vector<Reason> check_army(const SkState& s, const std::string& faction) {
  std::vector<Reason> out;
  const Faction* f = s.faction(faction);
  if (!f) return {Reason{"", s.no_faction(faction)}};
  int heavy = 0, light = 0, guards = 0;
  int by_type[5] = {0, 0, 0, 0, 0};
  int infantry = 0;
  for (const auto& c : s.columns) {
    if (c.owner != faction || c.rebel) continue;
    for (auto& r : check_column(*s.forces, c)) out.push_back(std::move(r));
    if (c.kind == ColumnKind::HeavyCavalry) ++heavy;
    if (c.kind == ColumnKind::LightCavalry) ++light;
    // SK 20.1.3 types the army chosen at set-up; columns raised in the war
    // (every stand raised in a season) follow each winter's batch (20.2, sk.recruit).
    bool raised = !c.stands.empty() && std::all_of(c.stands.begin(), c.stands.end(), [](const Stand& st) { return st.raised != 0; });
    if (c.kind == ColumnKind::Infantry && !raised) {
      ++infantry;
      if (c.infantry_type >= 1 && c.infantry_type <= 4) ++by_type[c.infantry_type];
    }
    if (c.guards) {
      ++guards;
      if (c.kind == ColumnKind::LightCavalry)
        out.push_back({"SK 20.3.1", c.name + ": Guards may be infantry or heavy cavalry, not light cavalry"});
    }
  }
  if (light * 2 > heavy + light)
    out.push_back({"SK 20.1.2", f->name + " has " + std::to_string(light) + " light cavalry columns of " +
                                    std::to_string(heavy + light) + " cavalry columns; at most half may be light"});
  int expected[5] = {0, 0, 0, 0, 0};
  for (int t : infantry_type_cycle(infantry)) ++expected[t];
  for (int t = 1; t <= 4; ++t)
    if (by_type[t] != expected[t])
      out.push_back({"SK 20.1.3", f->name + " has " + std::to_string(by_type[t]) + " infantry columns of Type " +
                                      std::to_string(t) + "; " + std::to_string(infantry) +
                                      " infantry columns chosen in order by type give " + std::to_string(expected[t])});
  int max_guards = f->king ? 2 : 1;
  if (guards > max_guards)
    out.push_back({"SK 20.3.1", f->name + " has " + std::to_string(guards) + " Guards columns; at most " +
                                    std::to_string(max_guards)});
  return out;
}

int army_size(const SkState& s, const std::string& faction) {
  int n = 0;
  for (const auto& c : s.columns) n += c.owner == faction;
  return n;
}

int army_maximum(const SkState& s, const std::string& faction) {
  int total = 0;
  for (const auto& b : s.map->boxes) {
    if (!b.recruiting || s.holder(b.id) != faction) continue;
    auto r = s.rulers.find(b.province);
    bool rules = r != s.rulers.end() && r->second == faction;
    total += rules ? b.recruiting->ruled : b.recruiting->captured;
  }
  return total;
}

double digging_frontage(const SkState& s, const Column& c) {
  double inches = 0;
  for (const auto& st : c.stands) {
    const StandType* t = s.forces->stand_type(st.type);
    if (t && (t->arm != Arm::Cavalry || t->id == "dragoon_brigade")) inches += t->frontage;
  }
  return inches;
}

double works_length(const SkState& s, const std::string& faction, const std::string& box) {
  auto b = s.works.find(box);
  if (b == s.works.end()) return 0;
  auto f = b->second.find(faction);
  return f == b->second.end() ? 0 : f->second;
}

void drop_abandoned_works(SkState& s) {
  for (auto b = s.works.begin(); b != s.works.end();) {
    for (auto f = b->second.begin(); f != b->second.end();) {
      bool held = std::any_of(s.columns.begin(), s.columns.end(), [&](const Column& c) {
        return c.owner == f->first && c.box == b->first && c.entrenched;
      });
      f = held ? std::next(f) : b->second.erase(f);
    }
    b = b->second.empty() ? s.works.erase(b) : std::next(b);
  }
}

void remove_spent_pieces(SkState& s, std::vector<Event>& events) {
  auto spent = [](const Stand& st) { return st.sp <= 0; };
  for (auto& c : s.columns) c.stands.erase(std::remove_if(c.stands.begin(), c.stands.end(), spent), c.stands.end());
  for (auto& g : s.garrisons) g.stands.erase(std::remove_if(g.stands.begin(), g.stands.end(), spent), g.stands.end());
  for (auto it = s.columns.begin(); it != s.columns.end();) {
    if (!it->stands.empty()) {
      ++it;
      continue;
    }
    for (auto& o : s.officers)
      if (o.column == it->id) {
        o.column.clear();
        o.rank = Rank::CC;
        events.push_back({o.name + " is left without troops and becomes a CC", "SK 14.1.1"});
      }
    events.push_back({it->name + " has no stand left and is dissolved", "SK 14.1.1"});
    it = s.columns.erase(it);
  }
  s.garrisons.erase(std::remove_if(s.garrisons.begin(), s.garrisons.end(), [](const Garrison& g) { return g.stands.empty(); }),
                    s.garrisons.end());
  drop_abandoned_works(s);
}

std::vector<std::pair<std::string, int>> losses_from_json(const JsonCursor& c) {
  std::vector<std::pair<std::string, int>> out;
  for (const auto& x : c.items()) {
    x.only_keys({"stand", "sp"});
    out.push_back({x["stand"].as_nonempty_string(), static_cast<int>(x["sp"].as_int(1, 100))});
  }
  return out;
}

ArgSpec losses_arg(std::string meaning) {
  return arg::objects("losses", std::move(meaning) + ": [{stand, sp}]").eg(Json::array({Json{{"stand", "s40"}, {"sp", 1}}}));
}

std::string take_losses(SkState& s, const std::vector<std::pair<std::string, int>>& losses) {
  std::string text;
  for (const auto& [id, sp] : losses) {
    if (sp <= 0) continue;
    auto place = s.find_stand(id);
    if (!place) continue;
    place->stand().sp -= sp;
    text += (text.empty() ? "" : ", ") + id + " -" + std::to_string(sp) + (place->stand().sp <= 0 ? " (gone)" : "");
  }
  return text;
}

std::vector<std::pair<std::string, int>> default_losses(const std::vector<Stand>& stands, int loss) {
  std::vector<int> lost = spread_losses(stands, loss);
  std::vector<std::pair<std::string, int>> out;
  for (std::size_t i = 0; i < stands.size(); ++i)
    if (lost[i] > 0) out.push_back({stands[i].id, lost[i]});
  return out;
}

}  // namespace umpire::sk
