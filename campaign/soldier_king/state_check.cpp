#include "soldier_king/state_check.h"

#include <unordered_set>

#include "soldier_king/factions.h"

namespace umpire::sk {

namespace {

std::string token(const std::string& key) { return escape_pointer_token(key); }
std::string token(std::size_t index) { return std::to_string(index); }
std::string token(const char* key) { return token(std::string(key)); }

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

using Ids = std::unordered_set<std::string>;

// One pass over a loaded state. References that name live things (a piece's
// box, an officer's column, a stand's type, a faction anywhere, a case's
// treaty) must resolve. Records of the past (the columns of a fought battle,
// last turn's boxes, a checkpoint's boxes) may name pieces since destroyed or
// boxes since removed by a new map (sk.set_map): their readers look them up
// with a check, and only their factions are checked here.
class Check {
 public:
  Check(const SkState& s, const JsonCursor& at) : s_(s), source_(at.source()), root_(at.pointer()) {
    if (root_ == "/") root_.clear();
  }

  void run() {
    collect();
    check_map();
    check_pieces();
    check_holdings();
    check_turn();
    check_events();
    check_revolt();
    check_promotion();
    check_victory();
    check_battles();
    check_diplomacy();
  }

 private:
  const SkState& s_;
  std::string source_, root_;
  Ids factions_, boxes_, provinces_, stand_types_, columns_, officers_, garrisons_, magazines_, stands_, treaties_;

  template <typename... T>
  std::string at(const T&... tokens) const {
    std::string p = root_;
    ((p += "/" + token(tokens)), ...);
    return p;
  }
  [[noreturn]] void fail(const std::string& pointer, const std::string& detail) const {
    throw JsonError(source_, pointer, detail);
  }

  bool faction(const std::string& id) const { return factions_.count(id) > 0; }
  // A side that can own troops or be fought: a faction or the Rebels (17.2.8).
  bool side(const std::string& id) const { return id == kRebels || faction(id); }
  bool box(const std::string& id) const { return boxes_.count(id) > 0; }
  bool province(const std::string& id) const { return provinces_.count(id) > 0; }

  // Each check below throws at `pointer` with "`what` faction "x", which does not exist".
  void need_faction(const std::string& id, const std::string& pointer, const std::string& what) const {
    if (!faction(id)) fail(pointer, what + " faction " + quoted(id) + ", which does not exist");
  }
  void need_side(const std::string& id, const std::string& pointer, const std::string& what) const {
    if (!side(id)) fail(pointer, what + " faction " + quoted(id) + ", which does not exist");
  }
  void need_box(const std::string& id, const std::string& pointer, const std::string& what) const {
    if (!box(id)) fail(pointer, what + " box " + quoted(id) + ", which is not on the campaign's map");
  }
  void need_province(const std::string& id, const std::string& pointer, const std::string& what) const {
    if (!province(id)) fail(pointer, what + " province " + quoted(id) + ", which is not on the campaign's map");
  }
  // Adds an id to a set, refusing a second piece with the same id.
  void unique(Ids& ids, const std::string& id, const std::string& pointer, const std::string& kind) const {
    if (!ids.insert(id).second) fail(pointer, "two " + kind + " have the id " + quoted(id));
  }

  void collect() {
    for (std::size_t i = 0; i < s_.factions.size(); ++i)
      unique(factions_, s_.factions[i].id, at("factions", i, "id"), "factions");
    for (const auto& b : s_.map->boxes) boxes_.insert(b.id);
    for (const auto& p : s_.map->provinces) provinces_.insert(p.id);
    for (const auto& t : s_.forces->stand_types) stand_types_.insert(t.id);
    for (std::size_t i = 0; i < s_.columns.size(); ++i)
      unique(columns_, s_.columns[i].id, at("columns", i, "id"), "columns");
    for (std::size_t i = 0; i < s_.officers.size(); ++i)
      unique(officers_, s_.officers[i].id, at("officers", i, "id"), "officers");
    for (std::size_t i = 0; i < s_.garrisons.size(); ++i)
      unique(garrisons_, s_.garrisons[i].id, at("garrisons", i, "id"), "garrisons");
    for (std::size_t i = 0; i < s_.magazines.size(); ++i)
      unique(magazines_, s_.magazines[i].id, at("magazines", i, "id"), "magazines");
    for (std::size_t i = 0; i < s_.diplomacy.treaties.size(); ++i)
      unique(treaties_, s_.diplomacy.treaties[i].id, at("diplomacy", "treaties", i, "id"), "treaties");
  }

  // The map as sk.set_map and the map editor check it, with the campaign's
  // own strictness (its option "map_checks"). The forces data was checked as
  // it was read (forces_from_json).
  void check_map() const {
    std::string errors;
    for (const auto& p : validate_map(*s_.map, s_.map_checks()))
      if (p.error) errors += (errors.empty() ? "" : "; ") + p.text;
    if (!errors.empty()) fail(at("map"), "the campaign's map is not valid: " + errors);
  }

  void check_stands(const std::vector<Stand>& stands, const std::string& owner_path, const std::string& holder) {
    for (std::size_t j = 0; j < stands.size(); ++j) {
      const Stand& st = stands[j];
      unique(stands_, st.id, owner_path + "/stands/" + token(j) + "/id", "stands");
      if (!stand_types_.count(st.type))
        fail(owner_path + "/stands/" + token(j) + "/type",
             "stand " + quoted(st.id) + " of " + holder + " is of type " + quoted(st.type) +
                 ", which the campaign's forces data does not list");
    }
  }

  void check_pieces() {
    for (std::size_t i = 0; i < s_.columns.size(); ++i) {
      const Column& c = s_.columns[i];
      std::string who = "the column " + quoted(c.name);
      need_side(c.owner, at("columns", i, "owner"), who + " belongs to");
      if (!c.box.empty()) need_box(c.box, at("columns", i, "box"), who + " is in");
      check_stands(c.stands, at("columns", i), who);
    }
    for (std::size_t i = 0; i < s_.officers.size(); ++i) {
      const Officer& o = s_.officers[i];
      std::string who = "the officer " + quoted(o.name);
      need_side(o.owner, at("officers", i, "owner"), who + " serves");
      if (!o.box.empty()) need_box(o.box, at("officers", i, "box"), who + " is in");
      if (!o.column.empty() && !columns_.count(o.column))
        fail(at("officers", i, "column"), who + " commands column " + quoted(o.column) + ", which does not exist");
    }
    for (std::size_t i = 0; i < s_.garrisons.size(); ++i) {
      const Garrison& g = s_.garrisons[i];
      std::string who = "the garrison " + quoted(g.id);
      need_side(g.owner, at("garrisons", i, "owner"), who + " belongs to");
      need_box(g.box, at("garrisons", i, "box"), who + " is in");
      check_stands(g.stands, at("garrisons", i), who);
    }
    for (std::size_t i = 0; i < s_.magazines.size(); ++i) {
      const Magazine& m = s_.magazines[i];
      std::string who = "the magazine " + quoted(m.id);
      need_side(m.owner, at("magazines", i, "owner"), who + " belongs to");
      need_box(m.box, at("magazines", i, "box"), who + " is in");
    }
  }

  void check_holdings() const {
    for (const auto& [p, f] : s_.rulers) {
      need_province(p, at("rulers", p), "a ruler is recorded for");
      if (!f.empty()) need_faction(f, at("rulers", p), s_.map->province_name(p) + " is ruled by");
    }
    for (const auto& [b, f] : s_.captors) {
      need_box(b, at("captors", b), "a captor is recorded for");
      if (!f.empty()) need_side(f, at("captors", b), s_.map->box_name(b) + " is held by");
    }
    for (const auto& [f, provinces] : s_.ever_ruled) need_faction(f, at("ever_ruled", f), "provinces are recorded for");
    for (const auto& [f, others] : s_.relations) {
      need_side(f, at("relations", f), "relations are recorded for");
      for (const auto& [o, r] : others) need_side(o, at("relations", f, o), "a relation is recorded with");
    }
    for (const auto& [f, picture] : s_.pictures) need_faction(f, at("pictures", f), "intelligence is recorded for");
    for (const auto& [f, seen] : s_.sightings) {
      need_faction(f, at("sightings", f), "sightings are remembered for");
      for (const auto& [b, x] : seen->items()) need_box(b, at("sightings", f, b), "a sighting is remembered in");
    }
    for (const auto& [b, by_faction] : s_.works) {
      need_box(b, at("works", b), "hasty works are recorded in");
      for (const auto& [f, inches] : by_faction) need_side(f, at("works", b, f), "hasty works are recorded for");
    }
    for (const auto& [f, provinces] : s_.spring_magazines) {
      need_faction(f, at("spring_magazines", f), "spring magazines are recorded for");
      std::size_t j = 0;
      for (const auto& p : provinces) need_province(p, at("spring_magazines", f, j++), "a spring magazine is recorded for");
    }
    for (const auto& [f, p] : s_.healthy_troops) {
      need_faction(f, at("healthy_troops", f), "Healthy Troops are recorded for");
      need_province(p, at("healthy_troops", f), "Healthy Troops are recorded in");
    }
  }

  void check_turn() const {
    Ids seen;
    for (std::size_t i = 0; i < s_.turn_order.size(); ++i) {
      need_faction(s_.turn_order[i], at("turn_order", i), "the turn order names");
      if (!seen.insert(s_.turn_order[i]).second)
        fail(at("turn_order", i), "the turn order names " + faction_name(s_.turn_order[i]) + " twice");
    }
    std::size_t n = s_.turn_order.size();
    if (n == 0 ? s_.turn_index != 0 : s_.turn_index >= n)
      fail(at("turn_index"), "the turn index is " + std::to_string(s_.turn_index) + " but the turn order has " +
                                 std::to_string(n) + (n == 1 ? " player" : " players"));
    const Turn& t = s_.turn;
    if (!t.player.empty()) need_faction(t.player, at("turn", "player"), "the turn is played by");
    for (const auto& [b, holder] : t.holders_at_start)
      if (!holder.empty()) need_side(holder, at("turn", "holders_at_start", b), "a box was held at the turn's start by");
    for (std::size_t i = 0; i < t.attacks.size(); ++i)
      need_box(t.attacks[i].target, at("turn", "attacks", i, "target"), "an attack of this turn is made on");
  }

  void check_events() const {
    const EventsState& e = s_.events;
    for (std::size_t i = 0; i < e.draws.size(); ++i) {
      const EventDraw& d = e.draws[i];
      need_faction(d.drawer, at("events", "draws", i, "drawer"), "a random event was drawn by");
      if (!d.province.empty()) need_province(d.province, at("events", "draws", i, "province"), "a random event names");
      if (!d.named.empty()) need_faction(d.named, at("events", "draws", i, "named"), "a random event names");
      if (!d.affected.empty()) need_faction(d.affected, at("events", "draws", i, "affected"), "a random event affects");
      for (std::size_t j = 0; j < d.typhus.size(); ++j) {
        const std::string& x = d.typhus[j];
        auto bar = x.find('|');
        std::string pointer = at("events", "draws", i, "typhus", j);
        if (bar == std::string::npos) fail(pointer, "a Typhus entry " + quoted(x) + " is not \"faction|box\"");
        need_side(x.substr(0, bar), pointer, "Typhus strikes");
        need_box(x.substr(bar + 1), pointer, "Typhus strikes in");
      }
    }
    for (const auto& [b, n] : e.fortresses) need_box(b, at("events", "fortresses", b), "a Fortress marker is recorded in");
  }

  void check_revolt() const {
    Ids provinces, boxes;
    for (std::size_t i = 0; i < s_.revolt.revolts.size(); ++i) {
      const Revolt& r = s_.revolt.revolts[i];
      need_province(r.province, at("revolt", "revolts", i, "province"), "a revolt is recorded in");
      if (!provinces.insert(r.province).second)
        fail(at("revolt", "revolts", i, "province"), "two revolts are recorded in " + s_.map->province_name(r.province));
    }
    for (std::size_t i = 0; i < s_.revolt.battles.size(); ++i) {
      const RebelBattle& b = s_.revolt.battles[i];
      std::string pointer = at("revolt", "battles", i);
      need_box(b.box, pointer + "/box", "a Rebel battle is recorded in");
      if (!boxes.insert(b.box).second) fail(pointer + "/box", "two Rebel battles are recorded in " + s_.map->box_name(b.box));
      if (!b.province.empty()) need_province(b.province, pointer + "/province", "a Rebel battle names the revolt of");
      for (std::size_t j = 0; j < b.factions.size(); ++j)
        need_faction(b.factions[j], pointer + "/factions/" + token(j), "a Rebel battle is fought by");
      if (!b.commander.empty() && b.commander != "umpire")  // the umpire may command them himself (G-13)
        need_faction(b.commander, pointer + "/commander", "the Rebels of a battle are commanded by");
      if (!b.winner.empty()) need_side(b.winner, pointer + "/winner", "a Rebel battle was won by");
    }
  }

  void check_promotion() const {
    const PromotionState& p = s_.promotion;
    for (const auto& [f, season] : p.trained) need_faction(f, at("promotion", "trained", f), "a training promotion is recorded for");
    for (const auto& [f, n] : p.victories) need_faction(f, at("promotion", "victories", f), "victories are recorded for");
    for (const auto& [f, batch] : p.recruits) need_faction(f, at("promotion", "recruits", f), "recruits are recorded for");
  }

  void check_victory() const {
    const VictoryState& v = s_.victory;
    if (!v.winner.empty() && v.winner != "council") need_faction(v.winner, at("victory", "winner"), "the game was won by");
    auto factions = [&](const std::vector<std::string>& ids, const std::string& pointer, const std::string& what) {
      for (std::size_t i = 0; i < ids.size(); ++i) need_faction(ids[i], pointer + "/" + token(i), what);
    };
    auto checkpoints = [&](const std::vector<VictoryCheckpoint>& list, const std::string& pointer) {
      for (std::size_t i = 0; i < list.size(); ++i)
        for (const auto& [b, holder] : list[i].holders)
          if (!holder.empty())
            need_side(holder, pointer + "/" + token(i) + "/holders/" + token(b), "an electoral city was held by");
    };
    factions(v.council, at("victory", "council"), "the Imperial Council names");
    factions(v.proclaimed, at("victory", "proclaimed"), "the proclaimed Council names");
    checkpoints(v.checkpoints, at("victory", "checkpoints"));
    if (v.cabal) {
      factions(v.cabal->dukes, at("victory", "cabal", "dukes"), "the cabal of Dukes names");
      checkpoints(v.cabal->checkpoints, at("victory", "cabal", "checkpoints"));
    }
    for (std::size_t i = 0; i < v.disputes.size(); ++i)
      need_faction(v.disputes[i].king, at("victory", "disputes", i, "king"), "the Council was disputed by");
  }

  void check_battles() const {
    Ids ids;
    for (std::size_t i = 0; i < s_.battles.size(); ++i) {
      const Battle& b = s_.battles[i];
      if (!ids.insert(b.id).second) fail(at("battles", i, "id"), "two battles have the id " + quoted(b.id));
      std::string what = "the battle " + quoted(b.id);
      // The Rebels attack in their own turn (17.2.8.1).
      need_side(b.attacker, at("battles", i, "attacker"), what + " is fought by the attacker");
      for (std::size_t j = 0; j < b.defenders.size(); ++j)
        need_side(b.defenders[j], at("battles", i, "defenders", j), what + " is fought by the defender");
      // An open battle is about to be fought in its box; a fought one is history.
      if (b.status == "pending" || b.status == "at_table") need_box(b.box, at("battles", i, "box"), what + " is fought in");
    }
  }

  void check_diplomacy() const {
    const DiplomacyState& d = s_.diplomacy;
    auto sides = [&](const std::vector<std::string>& ids, const std::string& pointer, const std::string& what) {
      for (std::size_t i = 0; i < ids.size(); ++i) need_faction(ids[i], pointer + "/" + token(i), what);
    };
    for (std::size_t i = 0; i < d.treaties.size(); ++i) {
      const Treaty& t = d.treaties[i];
      std::string what = "the treaty " + quoted(t.title);
      sides(t.parties, at("diplomacy", "treaties", i, "parties"), what + " names the party");
      sides(t.signed_by, at("diplomacy", "treaties", i, "signed_by"), what + " is signed by");
      sides(t.terminated_by, at("diplomacy", "treaties", i, "terminated_by"), what + " is terminated by");
    }
    Ids agreements, cases;
    for (std::size_t i = 0; i < d.agreements.size(); ++i) {
      const Agreement& a = d.agreements[i];
      unique(agreements, a.id, at("diplomacy", "agreements", i, "id"), "agreements");
      sides(a.parties, at("diplomacy", "agreements", i, "parties"), "the agreement " + quoted(a.id) + " names the party");
    }
    for (std::size_t i = 0; i < d.cases.size(); ++i) {
      const CourtCase& k = d.cases[i];
      std::string what = "the court case " + quoted(k.id);
      unique(cases, k.id, at("diplomacy", "cases", i, "id"), "court cases");
      if (!treaties_.count(k.treaty))
        fail(at("diplomacy", "cases", i, "treaty"), what + " is about treaty " + quoted(k.treaty) + ", which does not exist");
      need_faction(k.plaintiff, at("diplomacy", "cases", i, "plaintiff"), what + " is brought by");
      sides(k.defendants, at("diplomacy", "cases", i, "defendants"), what + " is brought against");
      sides(k.members, at("diplomacy", "cases", i, "members"), what + " is heard by the member");
      sides(k.abstained, at("diplomacy", "cases", i, "abstained"), what + " records an abstention of");
      if (k.chief_justice != "umpire")
        need_faction(k.chief_justice, at("diplomacy", "cases", i, "chief_justice"), what + " has as Chief Justice");
      for (std::size_t j = 0; j < k.votes.size(); ++j)
        need_faction(k.votes[j].member, at("diplomacy", "cases", i, "votes", j, "member"), what + " records a vote of");
      for (std::size_t j = 0; j < k.punishments.size(); ++j) {
        const std::string& to = k.punishments[j].to;
        if (!to.empty() && to != "neutral" && to != "independent")
          need_faction(to, at("diplomacy", "cases", i, "punishments", j, "to"), what + " punishes in favour of");
      }
    }
  }
};

}  // namespace

void check_state_references(const SkState& s, const JsonCursor& at) { Check(s, at).run(); }

}  // namespace umpire::sk
