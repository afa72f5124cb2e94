#include "1631/diplomacy.h"

#include "1631/forces.h"
#include "1631/settings.h"
#include "1631/turn.h"

namespace umpire::flammes {

namespace {

// 1631 §6.7: the table's row: 0-10 VP the first, 11-20 the second, ... 71-80 the eighth.
int diplomacy_row(int vp, bool extend) {
  int row = vp <= 0 ? 0 : (vp + 9) / 10 - 1;
  if (row < 0) row = 0;  // below 0 VP the first row still: a fixed reading (the table starts at 0)
  if (!extend && row > 7) row = 7;
  return row;
}

}  // namespace

int brandenburg_needs(int swedish_vp, bool extend) { return 8 - diplomacy_row(swedish_vp, extend); }
int saxony_needs(int swedish_vp, bool extend) { return 11 - diplomacy_row(swedish_vp, extend); }

void ally(State& s, Allegiance power, std::vector<Event>& events) {
  int vp_before = swedish_vp(s);
  if (power == Allegiance::Brandenburg)
    s.tracks.brandenburg_allied = true;
  else
    s.tracks.saxony_allied = true;
  std::string name = power == Allegiance::Brandenburg ? "Brandenburg" : "Saxony";
  events.push_back({name +
                        " joins the Swedes for good: its cities without an Imperial marker give the Swedes their "
                        "VP and SP (Swedish VP " +
                        std::to_string(vp_before) + " → " + std::to_string(swedish_vp(s)) + ", SP " +
                        std::to_string(supply_points(s, Side::Swedish)) + ")",
                    "1631 §6.7"});
  if (power != Allegiance::Saxony) return;
  events.push_back({"The Saxon units and Arnim come under Swedish control", "1631 §3, §6.7"});
  // 1631 §10.8: Saxon reserves go, except those due in the next supply phase (this turn's).
  std::vector<std::string> removed;
  for (auto& u : s.units)
    if (u.nation == Nation::Saxon && u.where == Where::Track && u.box > s.tracks.turn) {
      u.where = Where::Pool, u.box = 0, u.steps = 0;
      removed.push_back(u.name);
    }
  if (!removed.empty()) {
    std::string list;
    for (const auto& n : removed) list += (list.empty() ? "" : ", ") + n;
    events.push_back({"Saxon reserves still to come go to the recruit pool: " + list, "1631 §10.8"});
  }
}

namespace {

std::vector<Reason> check_diplomacy(const CampaignState& cs, const NoArgs&) {
  const State& s = state_of(cs);
  if (auto r = check_may_act(s, Side::Swedish); !r.empty()) return r;
  if (s.tracks.brandenburg_allied && s.tracks.saxony_allied)
    return {{"1631 §6.7", "Brandenburg and Saxony are both allied already"}};
  return {};
}

Outcome diplomacy(const CampaignState& cs, const NoArgs&, Dice& dice) {
  State s = state_of(cs);
  std::vector<Event> events;
  begin_action(s, "diplomacy", Side::Swedish);
  bool two = setting(cs, "diplomacy.rolls") == 1;
  bool extend = setting_on(cs, "diplomacy.above_80");
  int vp = swedish_vp(s), track = s.tracks.diplomacy;
  int shared = two ? 0 : dice.d6("diplomacy, D6");
  struct Power {
    Allegiance power;
    const char* name;
    bool allied;
    int needs;
  };
  std::vector<Power> powers{
      {Allegiance::Brandenburg, "Brandenburg", s.tracks.brandenburg_allied, brandenburg_needs(vp, extend)},
      {Allegiance::Saxony, "Saxony", s.tracks.saxony_allied, saxony_needs(vp, extend)}};
  for (const auto& p : powers) {
    if (p.allied) continue;
    int r = two ? dice.d6(std::string("diplomacy, ") + p.name + ", D6") : shared;
    int total = r + track;
    bool ok = total >= p.needs;
    events.push_back({std::string("Diplomacy with ") + p.name + ": " + std::to_string(r) +
                          (track >= 0 ? " + " : " - ") + std::to_string(track < 0 ? -track : track) +
                          " (track) = " + std::to_string(total) + ", needs " + std::to_string(p.needs) + " at " +
                          std::to_string(vp) + " VP: " + (ok ? "success" : "no"),
                      "1631 §6.7"});
    if (ok) ally(s, p.power, events);
  }
  finish_action(s, events, setting_on(cs, "sieges.sp_back_at_once"));
  return outcome_of(cs, std::move(s), std::move(events));
}

}  // namespace

std::vector<CommandDef> diplomacy_commands() {
  return {define(Command<NoArgs>{
      .name = "1631.diplomacy",
      .summary = "Diplomacy (the Swedes only): d6 + the diplomacy track against each neutral power's need at the "
                 "Swedish VP; success makes it a Swedish ally for good (1631 §6.7)",
      .flags = kPlayerOrder,
      .check = check_diplomacy,
      .apply = diplomacy})};
}

}  // namespace umpire::flammes
