#include "handoff/handoff.h"

#include <algorithm>
#include <map>
#include <set>

// The hand-off model's look-ups and its game-neutral checks; the JSON forms are
// in handoff_json.cpp (/2) and handoff_v1.cpp (/1).

namespace umpire::battles {

namespace {

template <class T>
const T* by_id(const std::vector<T>& items, const std::string& id) {
  for (const auto& x : items)
    if (x.id == id) return &x;
  return nullptr;
}

std::string words(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& i : items) out += (out.empty() ? "" : ", ") + i;
  return out;
}

bool listed(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

}  // namespace

const Side* BattleSetup::side(const std::string& id_) const { return by_id(sides, id_); }

std::string BattleSetup::side_name(const std::string& id_) const {
  const Side* s = side(id_);
  return s && !s->name.empty() ? s->name : id_;
}
const Unit* BattleSetup::unit(const std::string& id_) const { return by_id(units, id_); }
const Formation* BattleSetup::formation(const std::string& id_) const { return by_id(formations, id_); }
const Leader* BattleSetup::leader(const std::string& id_) const { return by_id(leaders, id_); }
const Ending* BattleSetup::ending(const std::string& id_) const { return by_id(endings, id_); }
const Mark* BattleSetup::mark(const std::string& id_) const { return by_id(marks, id_); }

int BattleSetup::strength(const std::string& side_) const {
  int total = 0;
  for (const auto& u : units)
    if (u.side == side_) total += u.strength;
  return total;
}

int UnitOutcome::lost() const {
  int total = 0;
  for (const auto& l : losses) total += l.lost;
  return total;
}

int BattleResult::lost(const std::string& id) const {
  int total = 0;
  for (const auto& u : units)
    if (u.unit == id) total += u.lost();
  return total;
}

const UnitOutcome* BattleResult::unit(const std::string& id) const {
  for (const auto& u : units)
    if (u.unit == id) return &u;
  return nullptr;
}

const FormationOutcome* BattleResult::formation(const std::string& id) const {
  for (const auto& f : formations)
    if (f.formation == id) return &f;
  return nullptr;
}

bool BattleResult::has_mark(const std::string& id, const std::string& mark) const {
  for (const auto& u : units)
    if (u.unit == id && listed(u.marks, mark)) return true;
  for (const auto& f : formations)
    if (f.formation == id && listed(f.marks, mark)) return true;
  return false;
}

std::vector<std::string> BattleResult::leaders_with(const std::string& fate) const {
  std::vector<std::string> out;
  for (const auto& l : leaders)
    if (l.fate == fate && !listed(out, l.leader)) out.push_back(l.leader);
  return out;
}

std::vector<std::string> BattleResult::marked(const std::string& mark) const {
  std::vector<std::string> out;
  for (const auto& u : units)
    if (listed(u.marks, mark) && !listed(out, u.unit)) out.push_back(u.unit);
  for (const auto& f : formations)
    if (listed(f.marks, mark) && !listed(out, f.formation)) out.push_back(f.formation);
  return out;
}

UnitOutcome& BattleResult::unit_outcome(const std::string& id) {
  for (auto& u : units)
    if (u.unit == id) return u;
  UnitOutcome u;
  u.unit = id;
  units.push_back(std::move(u));
  return units.back();
}

FormationOutcome& BattleResult::formation_outcome(const std::string& id) {
  for (auto& f : formations)
    if (f.formation == id) return f;
  FormationOutcome f;
  f.formation = id;
  formations.push_back(std::move(f));
  return formations.back();
}

namespace {

// A mark on an outcome `of` ("unit", "formation") must be one the set-up declares for it.
void check_marks(const BattleSetup& setup, const std::vector<std::string>& marks, const std::string& of,
                 const std::string& who, std::vector<Reason>& out) {
  if (setup.marks.empty()) return;
  for (const auto& id : marks) {
    const Mark* m = setup.mark(id);
    if (!m || m->of != of) {
      std::vector<std::string> known;
      for (const auto& x : setup.marks)
        if (x.of == of) known.push_back(x.id);
      out.push_back({"", who + ": \"" + id + "\" is not a mark this campaign reads on a " + of +
                             (known.empty() ? std::string(" (it reads none)") : " (it reads " + words(known) + ")")});
    }
  }
}

void check_units(const BattleSetup& setup, const BattleResult& r, std::vector<Reason>& out) {
  std::set<std::string> seen;
  for (const auto& o : r.units) {
    const Unit* u = setup.unit(o.unit);
    if (!u) {
      out.push_back({"", "unit " + o.unit + " did not fight in this battle"});
      continue;
    }
    if (!seen.insert(o.unit).second) {
      out.push_back({"", "unit " + o.unit + " is listed twice in the result"});
      continue;
    }
    if (int n = o.lost(); n > u->strength)
      out.push_back({"", u->type_name + " " + o.unit + " lost " + std::to_string(n) + " SP but had only " +
                             std::to_string(u->strength)});
    check_marks(setup, o.marks, "unit", "unit " + o.unit, out);
  }
}

}  // namespace

std::vector<Reason> check_result(const BattleSetup& setup, const BattleResult& r) {
  std::vector<Reason> out;
  if (r.battle != setup.id) out.push_back({"", "the result is for battle " + r.battle + ", not " + setup.id});
  if (!r.winner.empty() && !setup.side(r.winner))
    out.push_back({"", "the winner \"" + r.winner + "\" is not a side of the battle"});
  if (!setup.endings.empty() && !setup.ending(r.ending)) {
    std::vector<std::string> ids;
    for (const auto& e : setup.endings) ids.push_back(e.id);
    out.push_back({"", "\"" + r.ending + "\" is not an ending of this battle: " + words(ids)});
  }
  check_units(setup, r, out);
  std::set<std::string> formations;
  for (const auto& f : r.formations) {
    if (!setup.formation(f.formation))
      out.push_back({"", "formation " + f.formation + " did not fight in this battle"});
    else if (!formations.insert(f.formation).second)
      out.push_back({"", "formation " + f.formation + " is listed twice in the result"});
    check_marks(setup, f.marks, "formation", "formation " + f.formation, out);
  }
  for (const auto& l : r.leaders) {
    if (!setup.leader(l.leader)) out.push_back({"", "officer " + l.leader + " was not at this battle"});
    if (std::find(std::begin(kFates), std::end(kFates), l.fate) == std::end(kFates))
      out.push_back({"", "officer " + l.leader + ": the fate \"" + l.fate + "\" is none of killed, wounded, captured"});
  }
  return out;
}

}  // namespace umpire::battles
