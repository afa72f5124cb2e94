#include "bourgogne/map_check.h"

#include <algorithm>
#include <functional>
#include <iterator>
#include <set>
#include <unordered_map>

namespace umpire::bourgogne {

namespace {

const char* const kDash = "\xe2\x80\x93";  // "Beaune (54)–Auxonne (45)"

// The lookups of the checks, built from the records alone (a map being checked
// may have duplicate ids or links naming no zone, which index() is not for).
struct ZoneLookup {
  const Map& m;
  std::unordered_map<std::string, int> zone_ix;
  std::vector<std::vector<std::string>> next;  // per zone, the zones one link away (links with both ends known)

  explicit ZoneLookup(const Map& map) : m(map), next(map.zones.size()) {
    for (std::size_t i = 0; i < m.zones.size(); ++i) zone_ix.emplace(m.zones[i].id, static_cast<int>(i));
    for (const auto& l : m.links) {
      const int a = ix(l.a), b = ix(l.b);
      if (a < 0 || b < 0 || a == b) continue;
      next[static_cast<std::size_t>(a)].push_back(l.b);
      next[static_cast<std::size_t>(b)].push_back(l.a);
    }
  }
  int ix(const std::string& id) const {
    auto it = zone_ix.find(id);
    return it == zone_ix.end() ? -1 : it->second;
  }
  const Zone* zone(const std::string& id) const {
    const int i = ix(id);
    return i < 0 ? nullptr : &m.zones[static_cast<std::size_t>(i)];
  }
  // "Bern (19)", "zone 19" when it has no name, "\"x\"" when the map has no such zone.
  std::string name(const std::string& id) const {
    const Zone* z = zone(id);
    if (!z) return "\"" + id + "\"";
    if (z->name.empty() || z->name == id) return "zone " + id;
    return z->name + " (" + id + ")";
  }
  bool linked(const std::string& a, const std::string& b) const {
    const int i = ix(a);
    if (i < 0) return false;
    const auto& n = next[static_cast<std::size_t>(i)];
    return std::find(n.begin(), n.end(), b) != n.end();
  }
  // The zones reached from `from` through zones `pass` allows (the start always passes).
  std::set<std::string> reach(const std::string& from, const std::function<bool(const Zone&)>& pass) const {
    std::set<std::string> seen{from};
    std::vector<std::string> todo{from};
    while (!todo.empty()) {
      const std::string at = todo.back();
      todo.pop_back();
      const int i = ix(at);
      if (i < 0) continue;
      for (const auto& n : next[static_cast<std::size_t>(i)]) {
        const Zone* z = zone(n);
        if (!z || seen.count(n)) continue;
        seen.insert(n);
        if (pass(*z)) todo.push_back(n);
      }
    }
    return seen;
  }
};

MapIssue at_zone(std::string text, const std::string& id, bool error = true) {
  return {error, std::move(text), MapTarget::node(id)};
}
MapIssue at_link(std::string text, std::size_t link, bool error = true) {
  return {error, std::move(text), MapTarget::of_edge(static_cast<EdgeIx>(link))};
}
MapIssue at_lake(std::string text, const std::string& id, bool error = true) {
  return {error, std::move(text), MapTarget::group(id)};
}
MapIssue on_whole_map(std::string text, bool error = true) { return {error, std::move(text), {}}; }

std::string pair_key(const std::string& a, const std::string& b) { return std::min(a, b) + "|" + std::max(a, b); }

void check_zone_ids(const ZoneLookup& c, std::vector<MapIssue>& out) {
  if (c.m.zones.empty()) out.push_back(on_whole_map("the map has no zones (GdB 6.1)"));
  std::set<std::string> seen;
  for (const auto& z : c.m.zones) {
    if (z.id.empty()) out.push_back(at_zone("a zone has no id", z.id));
    if (!seen.insert(z.id).second) out.push_back(at_zone("two zones have the id \"" + z.id + "\"", z.id));
    if (z.name.empty()) out.push_back(at_zone("zone " + z.id + " has no name", z.id, false));
    if (z.vp < 0 || z.vp > 3)
      out.push_back(at_zone(c.name(z.id) + " is worth " + std::to_string(z.vp) +
                                " VP: an objective is worth 1 to 3 VP, any other zone none (GdB 12.1)",
                            z.id));
    if (z.fv < 1 || z.fv > 2)
      out.push_back(at_zone(c.name(z.id) + " has FV " + std::to_string(z.fv) + ": every zone has FV 1 or 2 (GdB 9.4)",
                            z.id));
    if (z.rp < 0) out.push_back(at_zone(c.name(z.id) + " gives fewer than 0 RP (GdB 6.1, 10.2)", z.id));
  }
}

void check_links(const ZoneLookup& c, std::vector<MapIssue>& out) {
  std::set<std::string> seen;
  for (std::size_t i = 0; i < c.m.links.size(); ++i) {
    const Link& l = c.m.links[i];
    const std::string what = std::string("the ") + to_string(l.kind) + " " + c.name(l.a) + kDash + c.name(l.b);
    bool known = true;
    for (const std::string* end : {&l.a, &l.b})
      if (!c.zone(*end)) {
        out.push_back(at_link(what + " names \"" + *end + "\", which is no zone of the map", i));
        known = false;
      }
    if (!known) continue;
    if (l.a == l.b) {
      out.push_back(at_link(what + " joins " + c.name(l.a) + " to itself", i));
      continue;
    }
    if (!seen.insert(pair_key(l.a, l.b)).second)
      out.push_back(at_link(c.name(l.a) + " and " + c.name(l.b) +
                                " are joined twice: two zones are adjacent or not, once (GdB 7.1)",
                            i));
  }
}

void check_lakes(const ZoneLookup& c, std::vector<MapIssue>& out) {
  std::set<std::string> ids;
  for (const auto& k : c.m.lakes) {
    if (!ids.insert(k.id).second) out.push_back(at_lake("two lakes have the id \"" + k.id + "\"", k.id));
    for (const auto& [a, b] : k.blocks) {
      bool known = true;
      for (const std::string* end : {&a, &b})
        if (!c.zone(*end)) {
          out.push_back(at_lake(k.name + " keeps apart \"" + *end + "\", which is no zone of the map", k.id));
          known = false;
        }
      if (!known) continue;
      if (a == b) {
        out.push_back(at_lake(k.name + " keeps " + c.name(a) + " apart from itself", k.id));
        continue;
      }
      for (std::size_t i = 0; i < c.m.links.size(); ++i)
        if (pair_key(c.m.links[i].a, c.m.links[i].b) == pair_key(a, b))
          out.push_back(at_link(c.name(a) + " and " + c.name(b) + " are joined across " + k.name +
                                    ": no move crosses the lake (GdB 7.1)",
                                i));
    }
  }
}

void check_connected(const ZoneLookup& c, std::vector<MapIssue>& out) {
  if (c.m.zones.empty()) return;
  const std::string& first = c.m.zones.front().id;
  const auto reached = c.reach(first, [](const Zone&) { return true; });
  std::string cut, target;
  for (const auto& z : c.m.zones)
    if (!reached.count(z.id)) {
      cut += (cut.empty() ? "" : ", ") + c.name(z.id);
      if (target.empty()) target = z.id;
    }
  if (!cut.empty())
    out.push_back(at_zone("the map is not connected: no way leads from " + c.name(first) + " to " + cut, target));
}

// --- What the rulebook says of the printed map.

using Ids = std::vector<const char*>;

const Ids kSwiss = {"7", "8", "9", "10", "11", "17", "18", "19", "20", "31"};  // GdB 10.1
const Ids kDuchy = {"53", "54", "55", "56"};                                   // GdB 10.1
const Ids kLorraine = {"21", "22", "26", "34", "41"};                          // GdB 13
const Ids kSavoy = {"32", "33", "38", "49", "57"};                             // GdB 13
// GdB 9.5.13 note 11: the FV-2 zones, with their names.
const std::pair<const char*, const char*> kFortified[] = {{"13", "Strasbourg"}, {"18", "Fribourg"}, {"19", "Bern"},
                                                          {"35", "Belfort"},    {"37", "Besançon"}, {"43", "Langres"},
                                                          {"45", "Auxonne"},    {"54", "Beaune"},   {"55", "Chalon"}};
const Ids kEntries = {"1", "12", "21"};                                          // GdB 14: Charles's army, turn 5
const Ids kObjectives = {"19", "32", "33", "37", "38", "49", "57"};              // GdB 14: the control markers
const Ids kSetUp = {"19", "20", "28", "54", "37", "33", "7", "18", "52"};        // GdB 14: stacks and arrivals

struct NamedList {
  const Ids& ids;
  Power power;
  const char* words;  // "the Swiss Confederacy's"
  const char* rule;
};
const NamedList kLands[] = {{kSwiss, Power::Swiss, "the Swiss Confederacy", "GdB 10.1"},
                            {kLorraine, Power::Lorraine, "Lorraine", "GdB 13"},
                            {kSavoy, Power::Savoy, "Savoy", "GdB 13"}};

std::string id_list(const Ids& ids) {
  std::string s;
  for (std::size_t i = 0; i < ids.size(); ++i) s += (i == 0 ? "" : i + 1 == ids.size() ? " and " : ", ") + std::string(ids[i]);
  return s;
}

bool listed(const Ids& ids, const std::string& id) {
  return std::any_of(ids.begin(), ids.end(), [&](const char* x) { return id == x; });
}

void check_named_zones(const ZoneLookup& c, std::vector<MapIssue>& out) {
  std::set<std::string> named;
  for (const Ids* list : {&kSwiss, &kDuchy, &kLorraine, &kSavoy, &kEntries, &kObjectives, &kSetUp})
    for (const char* id : *list) named.insert(id);
  for (const auto& f : kFortified) named.insert(f.first);
  named.insert("46");  // GdB 7.1 example
  std::vector<std::string> missing;
  for (const auto& id : named)
    if (!c.zone(id)) missing.push_back(id);
  std::sort(missing.begin(), missing.end(), [](const std::string& a, const std::string& b) {
    return a.size() != b.size() ? a.size() < b.size() : a < b;
  });
  for (const auto& id : missing) {
    std::string why = listed(kEntries, id)     ? "Charles's army may enter there on turn 5 (GdB 14)"
                      : listed(kSetUp, id)     ? "the set-up puts forces there (GdB 14)"
                      : listed(kObjectives, id) ? "the set-up puts a control marker there (GdB 14)"
                                                : "the rulebook names it (GdB 7.1, 9.5.13 note 11, 10.1, 13)";
    out.push_back(on_whole_map("the map has no zone " + id + ": " + why));
  }
  for (const auto& z : c.m.zones)
    if (z.id.empty() || !std::all_of(z.id.begin(), z.id.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
      out.push_back(at_zone(c.name(z.id) + " should have its printed number as its id (GdB 6.1)", z.id));
}

void check_fortifications(const ZoneLookup& c, std::vector<MapIssue>& out) {
  for (const auto& z : c.m.zones) {
    auto it = std::find_if(std::begin(kFortified), std::end(kFortified), [&](const auto& f) { return z.id == f.first; });
    const bool two = it != std::end(kFortified);
    if (two && z.fv != 2)
      out.push_back(at_zone(c.name(z.id) + " should have FV 2 (GdB 9.5.13 note 11)", z.id));
    else if (!two && z.fv != 1)
      out.push_back(at_zone(c.name(z.id) + " should have FV 1: only " + std::to_string(std::size(kFortified)) +
                                " zones have FV 2, Strasbourg, Fribourg, Bern, Belfort, Besançon, Langres, Auxonne, "
                                "Beaune and Chalon (GdB 9.5.13 note 11)",
                            z.id));
    if (two && z.name != it->second)
      out.push_back(at_zone("zone " + z.id + " is " + it->second + " (GdB 9.5.13 note 11), not " +
                                (z.name.empty() ? std::string("unnamed") : z.name),
                            z.id, false));
  }
}

void check_lands(const ZoneLookup& c, std::vector<MapIssue>& out) {
  for (const auto& land : kLands)
    for (const auto& z : c.m.zones) {
      const bool in = listed(land.ids, z.id);
      if (in && z.territory != land.power)
        out.push_back(at_zone(c.name(z.id) + " should be " + land.words + "'s land: " + land.words + " is zones " +
                                  id_list(land.ids) + " (" + land.rule + ")",
                              z.id));
      else if (!in && z.territory == land.power)
        out.push_back(at_zone(c.name(z.id) + " is " + land.words + "'s land, but " + land.words + " is zones " +
                                  id_list(land.ids) + " only (" + land.rule + ")",
                              z.id));
    }
  for (const auto& z : c.m.zones) {
    const bool swiss = listed(kSwiss, z.id), duchy = listed(kDuchy, z.id);
    if (swiss && z.original_camp != Camp::Swiss)
      out.push_back(at_zone(c.name(z.id) + " should be the Swiss camp's original territory (GdB 6.1, 10.1)", z.id));
    else if (!swiss && z.original_camp == Camp::Swiss)
      out.push_back(at_zone(c.name(z.id) + " is the Swiss camp's original territory, but the Confederacy is zones " +
                                id_list(kSwiss) + " only (GdB 6.1, 10.1)",
                            z.id));
    if (duchy && (z.territory != Power::Burgundy || z.original_camp != Camp::Burgundy))
      out.push_back(at_zone(c.name(z.id) + " is in the Duchy of Burgundy: Burgundy's land and the Burgundian camp's "
                                           "original territory (GdB 6.1, 10.1)",
                            z.id));
    if (!duchy && z.original_camp == Camp::Burgundy && z.territory != Power::Burgundy)
      out.push_back(at_zone(c.name(z.id) + " is the Burgundian camp's original territory, so in the Duchy or the "
                                           "County of Burgundy: it should be Burgundy's land (GdB 6.1)",
                            z.id));
  }
  if (const Zone* z = c.zone("54");
      z && std::find(z->rr.begin(), z->rr.end(), Power::British) == z->rr.end())
    out.push_back(at_zone(c.name("54") + " should be the British R&R zone (GdB 10.3)", "54"));
  if (const Zone* z = c.zone("52"); z && std::find(z->rr.begin(), z->rr.end(), Power::France) == z->rr.end())
    out.push_back(at_zone(c.name("52") + " should be the French reinforcements' zone (GdB 13, 14)", "52"));
}

void check_moves(const ZoneLookup& c, std::vector<MapIssue>& out) {
  if (const Zone* z = c.zone("37"); z && z->terrain != Terrain::Mountain)
    out.push_back(at_zone(c.name("37") + " should be a mountain zone: Charles's army enters it for 2 MP (GdB 7.1)",
                          "37"));
  for (const char* id : {"45", "46"})
    if (const Zone* z = c.zone(id); z && z->terrain != Terrain::Normal)
      out.push_back(at_zone(c.name(id) + " should not be a mountain zone: an army enters it for 1 MP (GdB 7.1)", id));
  constexpr const char* kAdjacent[][3] = {{"54", "45", "Charles's army moves from 54 into 45"},
                                          {"45", "37", "Charles's army moves from 45 into 37"},
                                          {"55", "46", "de Blamont's army moves from 55 into 46"}};
  for (const auto& [a, b, why] : kAdjacent)
    if (c.zone(a) && c.zone(b) && !c.linked(a, b))
      out.push_back(at_zone(c.name(a) + " and " + c.name(b) + " should be adjacent: " + why + " (GdB 7.1)", b));
  // GdB 14 and 6.1: Charles's army enters on turn 5 and must reach Burgundy
  // without crossing France, neutral unless it has joined a camp.
  for (const char* id : kEntries) {
    if (!c.zone(id)) continue;
    const auto reached = c.reach(id, [](const Zone& z) { return z.territory != Power::France; });
    const bool duchy =
        std::any_of(kDuchy.begin(), kDuchy.end(), [&](const char* d) { return reached.count(d) > 0; });
    if (!duchy)
      out.push_back(at_zone(c.name(id) + " leads to no zone of the Duchy of Burgundy except through France, closed "
                                         "while neutral: Charles's army enters there on turn 5 (GdB 6.1, 14)",
                            id, false));
  }
}

void check_objectives(const ZoneLookup& c, std::vector<MapIssue>& out) {
  for (const char* id : kObjectives)
    if (const Zone* z = c.zone(id); z && !z->objective())
      out.push_back(at_zone(c.name(id) + " should be an objective worth 1 to 3 VP: the set-up puts a control marker "
                                         "on it, and only objectives have one (GdB 6.1, 14)",
                            id));
}

void check_lake_names(const ZoneLookup& c, std::vector<MapIssue>& out) {
  constexpr const char* kLakes[][2] = {{"leman", "Lake Léman"}, {"neuchatel", "Lake Neuchâtel"}};
  for (const auto& [id, name] : kLakes) {
    const std::string lake_id = id;
    auto it = std::find_if(c.m.lakes.begin(), c.m.lakes.end(), [&](const Lake& k) { return k.id == lake_id; });
    if (it == c.m.lakes.end())
      out.push_back(on_whole_map(std::string("the map has no ") + name + " (id \"" + id +
                                     "\"): no move crosses it (GdB 7.1)",
                                 false));
    else if (it->blocks.empty())
      out.push_back(at_lake(it->name + " keeps no zones apart: name the pairs of zones it separates (GdB 7.1)", id,
                            false));
  }
  for (const auto& k : c.m.lakes)
    if (k.id != kLakes[0][0] && k.id != kLakes[1][0])
      out.push_back(at_lake(k.name + " is not one of the rulebook's two lakes, Léman and Neuchâtel (GdB 7.1)", k.id,
                            false));
}

// Each power's land in one piece (warnings: the rulebook draws them so, it does not say so).
void check_contiguous(const ZoneLookup& c, std::vector<MapIssue>& out) {
  for (Power p : kPowers) {
    std::vector<std::string> land;
    for (const auto& z : c.m.zones)
      if (z.territory == p) land.push_back(z.id);
    if (land.size() < 2) continue;
    const auto reached = c.reach(land.front(), [p](const Zone& z) { return z.territory == p; });
    std::string cut, target;
    for (const auto& id : land)
      if (!reached.count(id)) {
        cut += (cut.empty() ? "" : ", ") + c.name(id);
        if (target.empty()) target = id;
      }
    if (!cut.empty())
      out.push_back(at_zone(std::string("the land of ") + power_name(p) + " is not in one piece: " + cut +
                                " cannot be reached from " + c.name(land.front()) + " through its zones (GdB 6.1)",
                            target, false));
  }
}

}  // namespace

std::vector<MapIssue> check_map(const Map& m, MapChecks level) {
  const ZoneLookup c(m);
  std::vector<MapIssue> out;
  check_zone_ids(c, out);
  check_links(c, out);
  check_lakes(c, out);
  check_connected(c, out);
  if (level == MapChecks::Rulebook) {
    check_named_zones(c, out);
    check_fortifications(c, out);
    check_lands(c, out);
    check_moves(c, out);
    check_objectives(c, out);
    check_lake_names(c, out);
    check_contiguous(c, out);
  }
  return out;
}

bool has_error(const std::vector<MapIssue>& issues) {
  return std::any_of(issues.begin(), issues.end(), [](const MapIssue& i) { return i.error; });
}

}  // namespace umpire::bourgogne
