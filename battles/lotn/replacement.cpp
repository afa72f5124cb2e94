#include "lotn/replacement.h"

#include <algorithm>
#include <climits>

#include <nlohmann/json.hpp>

namespace umpire::lotn {

namespace {

LeaderState& rp_ls(Battle& st, int l) { return st.leaders[static_cast<std::size_t>(l)]; }
const LeaderState& rp_ls(const Battle& st, int l) { return st.leaders[static_cast<std::size_t>(l)]; }

int rp_leader_by_id(const Battle& st, const std::string& id) {
  for (std::size_t i = 0; i < st.s->leaders.size(); ++i)
    if (st.s->leaders[i].id == id) return static_cast<int>(i);
  return -1;
}

bool rp_is_oc_counter(const ReplacementRoster& r, int l) {
  return std::any_of(r.successions.begin(), r.successions.end(),
                     [&](const ReplacementRoster::Succession& s) { return s.as_oc == l; });
}

// The doctrine's pick of a Replacement leader: the best commander.
int rp_worth(const LeaderDef& d) { return 100 * d.initiative + 10 * d.charisma + d.line_commands + d.range; }

// A decision of `side`, with the advice only when the doctrine answers.
std::string rp_ask(Ctx& c, int side, const std::string& label, const std::vector<DecisionOption>& options,
                   const std::string& advice) {
  DecisionRequest r;
  r.advice = advice;
  if (!c.decisions.takes_advice()) {
    r.label = label;
    r.side = side_id(c.st, side);
    r.side_name = side_name(c.st, side);
    r.options = options;
  }
  return c.decisions.choose(r);
}

}  // namespace

ReplacementRoster replacement_roster(const Battle& st) {
  ReplacementRoster r;
  if (st.s->scenario.empty() || !st.s->data) return r;
  auto it = st.s->data->scenarios.find(st.s->scenario);
  if (it == st.s->data->scenarios.end() || !it->second.document) return r;
  const nlohmann::json& doc = *it->second.document;
  if (!doc.contains("replacements")) return r;
  for (const auto& entry : doc["replacements"]) {
    if (entry.contains("succession"))
      for (const auto& s : entry["succession"]) {
        ReplacementRoster::Succession x;
        x.oc = rp_leader_by_id(st, s.value("oc", ""));
        x.successor = rp_leader_by_id(st, s.value("successor", ""));
        x.as_oc = rp_leader_by_id(st, s.value("as", ""));
        if (x.oc >= 0 && x.successor >= 0 && x.as_oc >= 0) r.successions.push_back(x);
      }
    for (const auto& id : entry["leaders"]) {
      int l = rp_leader_by_id(st, id.get<std::string>());
      if (l >= 0 && std::find(r.pool.begin(), r.pool.end(), l) == r.pool.end()) r.pool.push_back(l);
    }
  }
  // A successor's command counter is no ordinary replacement.
  r.pool.erase(std::remove_if(r.pool.begin(), r.pool.end(), [&](int l) { return rp_is_oc_counter(r, l); }),
               r.pool.end());
  return r;
}

bool replacement_available(const Battle& st, int leader) {
  const LeaderState& l = rp_ls(st, leader);
  return !l.on_map && !l.killed && !l.captured && l.box == LeaderState::Box::None;  // not one in a Pursuit box
}

std::vector<ReplacementStep> plan_replacements(Ctx& c, const Board& board, const ReplacementRoster& roster,
                                               const std::vector<int>& fallen) {
  const Battle& st = c.st;
  const HexGrid& grid = st.s->map->grid();
  std::vector<ReplacementStep> steps;
  std::vector<int> used;  // pool counters taken by an earlier step
  for (int f : fallen) {
    const LeaderState& fl = rp_ls(st, f);
    if (fl.on_map || !(fl.killed || fl.captured)) continue;
    const LeaderDef& fd = ldef(st, f);
    ReplacementStep step;
    step.fallen = f;
    Hex where = fl.hex;  // the vacancy: where its holder was
    int army = fd.army;
    const std::string fate = fl.captured ? "captured" : "killed";
    if (fd.overall_commander) {
      const ReplacementRoster::Succession* succ = nullptr;
      for (const auto& s : roster.successions)
        if (s.oc == f && leader_present(st, s.successor) && replacement_available(st, s.as_oc)) succ = &s;
      if (succ) {
        step.successor = succ->successor;
        step.successor_as = succ->as_oc;
        where = rp_ls(st, succ->successor).hex;
        army = ldef(st, succ->successor).army;
      } else if (st.s->variant("leader.oc_without_successor") == 1) {
        step.words = leader_name(st, f) + ", the Overall Commander, " + fate +
                     ": the scenario names no successor, and he is not replaced";
        steps.push_back(step);
        continue;
      }
    }
    // 4.46: an available Replacement leader of the army.
    std::vector<int> free;
    for (int l : roster.pool)
      if (ldef(st, l).army == army && replacement_available(st, l) &&
          std::find(used.begin(), used.end(), l) == used.end())
        free.push_back(l);
    const std::string vacancy = step.successor >= 0 ? leader_name(st, step.successor) : leader_name(st, f);
    if (free.empty()) {
      step.words = (step.successor >= 0 ? leader_name(st, step.successor) + " takes command in place of " +
                                              leader_name(st, f) + "; no Replacement leader is left to take his own place"
                                        : leader_name(st, f) + " " + fate + ": no Replacement leader is left");
      steps.push_back(step);
      continue;
    }
    int pick = free.front();
    for (int l : free)
      if (rp_worth(ldef(st, l)) > rp_worth(ldef(st, pick))) pick = l;
    if (free.size() > 1) {
      std::vector<DecisionOption> opts;
      if (!c.decisions.takes_advice())
        for (int l : free) {
          const LeaderDef& d = ldef(st, l);
          opts.push_back({d.id, leader_name(st, l) + " (Initiative " + std::to_string(d.initiative) + ", Range " +
                                    std::to_string(d.range) + ", Charisma " + std::to_string(d.charisma) + ")"});
        }
      std::string id = rp_ask(c, ldef(st, f).side, "replacement: who takes " + vacancy + "'s place?", opts,
                              ldef(st, pick).id);
      for (int l : free)
        if (ldef(st, l).id == id) pick = l;
    }
    used.push_back(pick);
    step.replacement = pick;
    // Where: "anywhere the player wishes" (4.46): with any of the army's combat units standing.
    const int side = ldef(st, pick).side;
    std::vector<Hex> hexes;
    std::vector<int> first_unit;
    Hex best;
    int best_dist = INT_MAX;
    for (std::size_t i = 0; i < st.units.size(); ++i) {
      int u = static_cast<int>(i);
      const UnitState& us = st.units[i];
      if (!present(st, u) || us.routed || def(st, u).side != side || def(st, u).army != army) continue;
      if (std::find(hexes.begin(), hexes.end(), us.hex) != hexes.end()) continue;
      hexes.push_back(us.hex);
      first_unit.push_back(u);
      int dist = grid.distance(us.hex, where);
      if (dist < best_dist) {
        best_dist = dist;
        best = us.hex;
      }
    }
    if (hexes.empty()) {
      step.replacement = -1;
      used.pop_back();
      step.words = vacancy + " is not replaced: his army has no unit standing to place a leader with";
      steps.push_back(step);
      continue;
    }
    step.hex = best;
    if (hexes.size() > 1) {
      std::vector<DecisionOption> opts;
      if (!c.decisions.takes_advice())
        for (std::size_t k = 0; k < hexes.size(); ++k)
          opts.push_back({hex_name(st, hexes[k]), hex_name(st, hexes[k]) + ", with " + unit_name(st, first_unit[k])});
      std::string id = rp_ask(c, side, "replacement: where does " + leader_name(st, pick) + " appear?", opts,
                              hex_name(st, best));
      for (const Hex& h : hexes)
        if (hex_name(st, h) == id) step.hex = h;
    }
    (void)board;
    if (c.say.on) {
      std::string with;
      for (int u : board.units_at(step.hex))
        if (def(st, u).side == side) {
          with = " with " + unit_name(st, u);
          break;
        }
      step.words = (step.successor >= 0 ? leader_name(st, step.successor) + " takes command in place of " +
                                              leader_name(st, f) + "; "
                                        : std::string()) +
                   leader_name(st, pick) + " replaces " + vacancy + ", at " + hex_name(st, step.hex) + with;
    }
    steps.push_back(step);
  }
  return steps;
}

void apply_replacements(Ctx& c, const std::vector<ReplacementStep>& steps) {
  Battle& st = c.st;
  for (const ReplacementStep& s : steps) {
    if (s.successor >= 0) {
      // The successor's command counter takes his place, the same man: his wounds and activation go with him.
      LeaderState& from = rp_ls(st, s.successor);
      LeaderState& to = rp_ls(st, s.successor_as);
      to = from;
      to.on_map = true;
      from.on_map = false;
      from.status = LeaderState::Status::Finished;
    }
    if (s.replacement >= 0) {
      LeaderState& r = rp_ls(st, s.replacement);
      r = LeaderState{};
      r.hex = s.hex;
      r.on_map = true;
      r.status = LeaderState::Status::Inactive;
    }
    if (c.say.on && !s.words.empty()) c.say(s.words, s.successor >= 0 ? "LotN 4.47" : "LotN 4.46");
  }
}

void replace_leaders(Ctx& c, const ReplacementRoster& roster, const std::vector<int>& fallen) {
  Board board(c.st);
  apply_replacements(c, plan_replacements(c, board, roster, fallen));
  for (int f : fallen) {
    LeaderState& l = rp_ls(c.st, f);
    if (!l.on_map && (l.killed || l.captured)) l.status = LeaderState::Status::Inactive;  // dealt with
  }
}

void replace_leaders(Ctx& c, const std::vector<int>& fallen) { replace_leaders(c, replacement_roster(c.st), fallen); }

std::vector<int> fallen_this_turn(const Battle& st) {
  std::vector<int> out;
  for (std::size_t i = 0; i < st.leaders.size(); ++i) {
    const LeaderState& l = st.leaders[i];
    if (!l.on_map && (l.killed || l.captured) && l.status == LeaderState::Status::Finished)
      out.push_back(static_cast<int>(i));
  }
  return out;
}

void replace_leaders(Ctx& c) { replace_leaders(c, fallen_this_turn(c.st)); }

}  // namespace umpire::lotn
