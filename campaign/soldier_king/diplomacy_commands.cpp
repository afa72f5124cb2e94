// The helpers the diplomacy commands share, and the list of those commands
// (SK 5.2, 6.1-6.4). The commands are in treaty_commands.cpp,
// court_commands.cpp and punishment_commands.cpp.
#include "soldier_king/diplomacy_commands.h"

#include <algorithm>
#include <set>

#include "soldier_king/factions.h"

namespace umpire::sk {

namespace dipl {

bool contains(const std::vector<std::string>& list, const std::string& x) {
  return std::find(list.begin(), list.end(), x) != list.end();
}

std::string names(const std::vector<std::string>& factions) {
  return factions.empty() ? "nobody" : faction_names(factions);
}

void check_players(const SkState& s, const std::vector<std::string>& list, const std::string& what, Reasons& out) {
  std::set<std::string> seen;
  for (const auto& id : list) {
    const Faction* f = s.faction(id);
    if (!f || id == kRebels)
      out.push_back({"", what + ": there is no player \"" + id + "\""});
    else if (!f->active)
      out.push_back({"SK 18.1.2", what + ": " + f->name + " is not an active duchy"});
    if (!seen.insert(id).second) out.push_back({"", what + ": " + faction_name(id) + " is named twice"});
  }
}

Reasons not_over(const SkState& s) {
  if (s.phase == Phase::GameOver) return {{"SK 19.1", "the game is over"}};
  return {};
}

const Treaty* treaty_arg(const SkState& s, const std::string& id, Reasons& out) {
  if (const Treaty* t = find_treaty(s, id)) return t;
  for (const auto& a : s.diplomacy.agreements)
    if (a.id == id) {
      out.push_back({"SK 6.1", id + " is an informal agreement: informal agreements are never binding; only a written "
                                    "treaty comes before the Imperial Court"});
      return nullptr;
    }
  out.push_back({"", "there is no treaty \"" + id + "\""});
  return nullptr;
}

const CourtCase* open_case(const SkState& s, const std::string& id, Reasons& out) {
  const CourtCase* c = find_case(s, id);
  if (!c)
    out.push_back({"", "there is no court case \"" + id + "\""});
  else if (c->judged)
    out.push_back({"SK 6.3", c->id + " was judged in " + c->announced.describe() +
                                 ": the decision of the Imperial Court is binding and there is no appeal"});
  return c && !c->judged ? c : nullptr;
}

Treaty* treaty_mut(SkState& s, const std::string& id) {
  for (auto& t : s.diplomacy.treaties)
    if (t.id == id) return &t;
  throw UserError("there is no treaty \"" + id + "\"");
}

CourtCase* case_mut(SkState& s, const std::string& id) {
  for (auto& c : s.diplomacy.cases)
    if (c.id == id) return &c;
  throw UserError("there is no court case \"" + id + "\"");
}

ArgSpec date_arg(std::string name, std::string meaning) {
  return arg::any(std::move(name), std::move(meaning) + ": {\"year\": 1741, \"season\": \"Spring\"}");
}

GameDate date_from_arg(const JsonCursor& c) { return game_date_from_json(c); }

std::optional<GameDate> optional_date_from_arg(const JsonCursor& c) {
  if (c.is_null()) return std::nullopt;
  return game_date_from_json(c);
}

}  // namespace dipl

std::vector<CommandDef> diplomacy_commands() {
  std::vector<CommandDef> out = dipl::treaty_commands();
  for (auto& list : {dipl::court_commands(), dipl::punishment_commands()})
    for (const auto& c : list) out.push_back(c);
  return out;
}

}  // namespace umpire::sk
