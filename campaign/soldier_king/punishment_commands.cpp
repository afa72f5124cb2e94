// The punishments of a party found in breach of a treaty (SK 6.3.1, 6.4): a
// column demoted, a column or a stand changing sides, a province or a city
// ceded, or any other penalty in words. Each is recorded on its case.
#include <algorithm>

#include "soldier_king/diplomacy_commands.h"
#include "soldier_king/factions.h"
#include "soldier_king/promotion.h"
#include "soldier_king/provinces.h"

namespace umpire::sk::dipl {

namespace {

// The judged case found in breach a punishment refers to; null (with the
// reason) when there is no such case.
const CourtCase* punishable_case(const SkState& s, const std::string& case_id, Reasons& out) {
  const CourtCase* c = find_case(s, case_id);
  if (!c) {
    out.push_back({"", "there is no court case \"" + case_id + "\""});
    return nullptr;
  }
  if (!c->judged)
    out.push_back({"SK 6.3.1", c->id + " has not been judged yet: punishment follows the judgement"});
  else if (!c->breach_found)
    out.push_back({"SK 6.3.1", c->id + " found no breach: only the party in default is punished"});
  return c;
}

// A party to the case's treaty not in default.
bool wronged_party(const SkState& s, const CourtCase& c, const std::string& f) {
  const Treaty* t = find_treaty(s, c.treaty);
  return t && contains(t->parties, f) && !contains(c.defendants, f);
}

void record_punishment(SkState& s, const std::string& case_id, Punishment p) {
  p.date = s.date;
  case_mut(s, case_id)->punishments.push_back(std::move(p));
}

ArgSpec case_arg() { return arg::id("case", "court case", "the case whose judgement punishes").eg("case1"); }
ArgSpec to_arg() { return arg::id("to", "faction", "the wronged party who receives it").eg("argozia"); }

// --- sk.punish_demote ---

struct DemoteArgs {
  std::string case_id, column;
};

Reasons check_demotion(const SkState& s, const DemoteArgs& a) {
  Reasons out;
  const CourtCase* k = punishable_case(s, a.case_id, out);
  const Column* c = s.column(a.column);
  if (!c) out.push_back({"", "there is no column \"" + a.column + "\""});
  if (!k || !c) return out;
  if (!contains(k->defendants, c->owner))
    out.push_back({"SK 6.3.1", c->name + " is not a column of the party in default (" + names(k->defendants) + ")"});
  if (!demotion_target(*c))
    out.push_back({"SK 6.3.1", c->name + " is Raw already: it cannot be reduced a training level"});
  return out;
}

Outcome punish_by_demotion(const CampaignState& cs, const DemoteArgs& a, Dice&) {
  auto s = copy_state(cs);
  Column* c = s->column(a.column);
  std::string text = "Punishment in " + a.case_id + ": " + faction_name(c->owner) +
                     "'s officers and men are disheartened; " + demote_column(*s, *c);
  record_punishment(*s, a.case_id, Punishment{"demote", c->id, "", text, {}});
  return Outcome{with_state(cs, s), {{text, "SK 6.3.1", Json{{"column", c->id}}}}};
}

CommandDef punish_demote_command() {
  return define<DemoteArgs>(
      {.name = "sk.punish_demote",
       .summary = "Punishment: a column of the party in default is reduced one training level (Veteran -> "
                  "Experienced -> Raw; its stands of the highest level drop one) [SK 6.3.1]",
       .args = ArgsOf<DemoteArgs>()
                   .field(&DemoteArgs::case_id, case_arg())
                   .field(&DemoteArgs::column, arg::id("column", "column", "the column demoted").eg("c20")),
       .check = [](const CampaignState& cs, const DemoteArgs& a) { return check_demotion(sk_state(cs), a); },
       .apply = punish_by_demotion});
}

// --- sk.punish_defect ---

struct DefectArgs {
  std::string case_id;
  std::optional<std::string> column, stand;  // one of the two
  std::string to;
};

// Guards never change sides; only the party in default's troops do (SK 6.3.1).
void check_defecting_column(const SkState& s, const CourtCase* k, const std::string& id, Reasons& out) {
  const Column* c = s.column(id);
  if (!c) {
    out.push_back({"", "there is no column \"" + id + "\""});
    return;
  }
  if (k && !contains(k->defendants, c->owner))
    out.push_back({"SK 6.3.1", c->name + " is not a column of the party in default"});
  if (c->guards) out.push_back({"SK 6.3.1", c->name + " is a Guards column: Guards never change sides"});
}

void check_defecting_stand(const SkState& s, const CourtCase* k, const std::string& id, Reasons& out) {
  auto place = const_cast<SkState&>(s).find_stand(id);
  if (!place) {
    out.push_back({"", "there is no stand \"" + id + "\""});
    return;
  }
  if (k && !contains(k->defendants, place->owner()))
    out.push_back({"SK 6.3.1", "stand " + id + " does not belong to the party in default"});
  if (place->column && place->column->guards)
    out.push_back({"SK 6.3.1",
                   "stand " + id + " is in the Guards column " + place->column->name + ": Guards never change sides"});
  if (place->column && place->column->stands.size() == 1)
    out.push_back({"", "stand " + id + " is the whole of " + place->column->name +
                           ": name the column to make the whole column change sides"});
}

Reasons check_defection(const SkState& s, const DefectArgs& a) {
  Reasons out;
  const CourtCase* k = punishable_case(s, a.case_id, out);
  if (a.column.has_value() == a.stand.has_value()) {
    out.push_back({"", "name either a column or a stand"});
    return out;
  }
  if (k && !wronged_party(s, *k, a.to))
    out.push_back({"SK 6.3.1", faction_name(a.to) + " is not a wronged party of " + k->id +
                                   ": troops change sides to fight for the wronged party"});
  if (a.column)
    check_defecting_column(s, k, *a.column, out);
  else
    check_defecting_stand(s, k, *a.stand, out);
  return out;
}

// A column changes sides with its DC, where it stands; the event's text.
std::string defect_column(SkState& s, const DefectArgs& a) {
  Column* c = s.column(*a.column);
  std::string from = c->owner;
  c->owner = a.to;
  std::string dc;
  for (auto& o : s.officers)
    if (o.column == c->id) {
      o.owner = a.to;
      dc = o.name;
    }
  return "Punishment in " + a.case_id + ": " + faction_name(from) + "'s " + c->name + " in " + s.map->box_name(c->box) +
         " changes sides for good and now fights for " + faction_name(a.to) + (dc.empty() ? "" : ", with its DC " + dc);
}

// A stand leaves its column or garrison and joins the receiver's garrison in
// its box (a new one when he has none there); the event's text.
std::string defect_stand(SkState& s, const DefectArgs& a) {
  SkState::StandPlace place = s.stand_at(*a.stand);
  Stand st = place.stand();
  std::string box = place.box(), from = place.owner();
  std::string where = place.column ? place.column->name : "a garrison";
  if (place.column) {
    place.column->stands.erase(place.column->stands.begin() + static_cast<long>(place.index));
  } else {
    place.garrison->stands.erase(place.garrison->stands.begin() + static_cast<long>(place.index));
    std::string gid = place.garrison->id;
    if (place.garrison->stands.empty())
      s.garrisons.erase(
          std::remove_if(s.garrisons.begin(), s.garrisons.end(), [&](const Garrison& g) { return g.id == gid; }),
          s.garrisons.end());
  }
  Garrison* into = nullptr;
  for (auto& g : s.garrisons)
    if (g.owner == a.to && g.box == box) into = &g;
  if (!into) {
    s.garrisons.push_back(Garrison{s.new_id("g"), a.to, box, {}});
    into = &s.garrisons.back();
  }
  into->stands.push_back(st);
  return "Punishment in " + a.case_id + ": stand " + st.id + " (" + st.type + ") of " + faction_name(from) + "'s " +
         where + " changes sides for good and joins " + faction_name(a.to) + "'s garrison " + into->id + " in " +
         s.map->box_name(box);
}

Outcome punish_by_defection(const CampaignState& cs, const DefectArgs& a, Dice&) {
  auto s = copy_state(cs);
  std::string subject = a.column ? *a.column : *a.stand;
  std::string text = a.column ? defect_column(*s, a) : defect_stand(*s, a);
  record_punishment(*s, a.case_id, Punishment{"defect", subject, a.to, text, {}});
  return Outcome{with_state(cs, s), {{text, "SK 6.3.1", Json{{"subject", subject}, {"to", a.to}}}}};
}

CommandDef punish_defect_command() {
  return define<DefectArgs>(
      {.name = "sk.punish_defect",
       .summary = "Punishment: one regiment (stand) or a whole column of the party in default changes sides for good "
                  "to the wronged party; Guards never change sides. A column goes with its DC; a stand joins a "
                  "garrison of the receiver in the same box [SK 6.3.1]",
       .args = ArgsOf<DefectArgs>()
                   .field(&DefectArgs::case_id, case_arg())
                   .field(&DefectArgs::column, arg::id("column", "column", "the column that changes sides").eg("c20"))
                   .field(&DefectArgs::stand, arg::id("stand", "stand", "or the stand that changes sides"))
                   .field(&DefectArgs::to, to_arg()),
       .check = [](const CampaignState& cs, const DefectArgs& a) { return check_defection(sk_state(cs), a); },
       .apply = punish_by_defection});
}

// --- sk.punish_cede ---

struct CedeArgs {
  std::string case_id;
  std::optional<std::string> province, box;  // one of the two
  std::string to;                            // a wronged party, "neutral" or "independent"
};

bool to_a_faction(const CedeArgs& a) { return a.to != "neutral" && a.to != "independent"; }

// Only what the party in default rules or holds is ceded (SK 6.3.1).
void check_ceded_place(const SkState& s, const CourtCase* k, const CedeArgs& a, Reasons& out) {
  if (a.province) {
    const Province* p = s.map->province(*a.province);
    if (!p)
      out.push_back({"", "there is no province \"" + *a.province + "\""});
    else if (k) {
      auto r = s.rulers.find(*a.province);
      if (r == s.rulers.end() || !contains(k->defendants, r->second))
        out.push_back({"SK 6.3.1", p->name + " is not ruled by the party in default"});
    }
  } else {
    if (!s.map->box(*a.box))
      out.push_back({"", "there is no box \"" + *a.box + "\""});
    else if (k && !contains(k->defendants, s.holder(*a.box)))
      out.push_back({"SK 6.3.1", s.map->box_name(*a.box) + " is not held by the party in default"});
  }
}

Reasons check_cession(const SkState& s, const CedeArgs& a) {
  Reasons out;
  const CourtCase* k = punishable_case(s, a.case_id, out);
  if (a.province.has_value() == a.box.has_value()) {
    out.push_back({"", "name either a province or a box"});
    return out;
  }
  if (k && to_a_faction(a) && !wronged_party(s, *k, a.to))
    out.push_back({"SK 6.3.1", faction_name(a.to) + " is not a wronged party of " + k->id +
                                   ": a city or province is ceded to the wronged party or made neutral or "
                                   "independent"});
  check_ceded_place(s, k, a, out);
  return out;
}

// A province changes ruler as by a plebiscite (its boxes captured by another
// stay with their captor, SK 16.1), or becomes unruled; the event's text.
std::string cede_province(SkState& s, const CedeArgs& a, std::vector<Event>& events) {
  const std::string& id = *a.province;
  std::string name = s.map->province_at(id).name, from = s.rulers.at(id);
  if (to_a_faction(a)) {
    for (const auto& b : take_rule(s, a.to, id))
      events.push_back(
          {s.map->box_name(b) + (s.captors.at(b).empty()
                                     ? " stays neutral until it is captured"
                                     : " stays with its captor " + faction_name(s.captors.at(b)) + " until retaken"),
           "SK 6.3.1, 16.1"});
  } else {
    s.rulers.erase(id);
    for (const auto& b : s.map->boxes)  // the old ruler's own captures there go with the province
      if (b.province == id && s.captors.count(b.id) && s.captors.at(b.id) == from) s.captors.erase(b.id);
  }
  return "Punishment in " + a.case_id + ": " + faction_name(from) + " cedes the province of " + name +
         (to_a_faction(a) ? " to " + faction_name(a.to) : ", which is declared " + a.to + " (unruled)");
}

// A city box gets the receiver as captor, or no holder (captor "" in a ruled province); the event's text.
std::string cede_box(SkState& s, const CedeArgs& a) {
  const std::string& id = *a.box;
  const CityBox* b = &s.map->box_at(id);
  std::string from = s.holder(id);
  auto ruler = s.rulers.find(b->province);
  bool ruled = ruler != s.rulers.end();
  if (to_a_faction(a) && ruled && ruler->second == a.to)
    s.captors.erase(id);
  else if (to_a_faction(a))
    s.captors[id] = a.to;
  else if (ruled)
    s.captors[id] = "";  // held by nobody although its province is ruled
  else
    s.captors.erase(id);
  return "Punishment in " + a.case_id + ": " + faction_name(from) + " cedes " + b->name +
         (to_a_faction(a) ? " to " + faction_name(a.to) : ", which is declared " + a.to + " (held by nobody)");
}

Outcome punish_by_cession(const CampaignState& cs, const CedeArgs& a, Dice&) {
  auto s = copy_state(cs);
  std::vector<Event> events;
  std::string subject = a.province ? *a.province : *a.box;
  std::string text = a.province ? cede_province(*s, a, events) : cede_box(*s, a);
  events.insert(events.begin(), Event{text, "SK 6.3.1", Json{{"subject", subject}, {"to", a.to}}});
  record_punishment(*s, a.case_id, Punishment{"cede", subject, a.to, text, {}});
  return Outcome{with_state(cs, s), events};
}

CommandDef punish_cede_command() {
  return define<CedeArgs>(
      {.name = "sk.punish_cede",
       .summary = "Punishment: a province the party in default rules, or a city box it holds, is ceded to the "
                  "wronged party or declared neutral or independent (unruled; a neutral city in a ruled province has "
                  "no holder) [SK 6.3.1]",
       .args = ArgsOf<CedeArgs>()
                   .field(&CedeArgs::case_id, case_arg())
                   .field(&CedeArgs::province, arg::id("province", "province", "the province ceded").eg("cleve"))
                   .field(&CedeArgs::box, arg::id("box", "box", "or the city box ceded"))
                   .field(&CedeArgs::to, to_arg()),
       .check = [](const CampaignState& cs, const CedeArgs& a) { return check_cession(sk_state(cs), a); },
       .apply = punish_by_cession});
}

// --- sk.punish_other ---

struct OtherPenaltyArgs {
  std::string case_id, text;
};

Reasons check_other_penalty(const SkState& s, const OtherPenaltyArgs& a) {
  Reasons out;
  punishable_case(s, a.case_id, out);
  if (word_count(a.text) == 0) out.push_back({"", "say what the penalty is"});
  return out;
}

// Recorded as words: the umpire applies it with his own commands (SK 6.4).
Outcome punish_otherwise(const CampaignState& cs, const OtherPenaltyArgs& a, Dice&) {
  auto s = copy_state(cs);
  std::string text = "Punishment in " + a.case_id + ": " + a.text;
  record_punishment(*s, a.case_id, Punishment{"other", "", "", text, {}});
  return Outcome{with_state(cs, s), {{text, "SK 6.3.1"}}};
}

CommandDef punish_other_command() {
  return define<OtherPenaltyArgs>(
      {.name = "sk.punish_other",
       .summary = "Punishment: any other penalty at the Court's or umpire's discretion, recorded as words (the umpire "
                  "applies it with his own commands) [SK 6.3.1, 6.4]",
       .args = ArgsOf<OtherPenaltyArgs>()
                   .field(&OtherPenaltyArgs::case_id, case_arg())
                   .field(&OtherPenaltyArgs::text,
                          arg::text("text", "the penalty, in words").eg("Arcadia pays a fine of 1000 thalers")),
       .check = [](const CampaignState& cs, const OtherPenaltyArgs& a) { return check_other_penalty(sk_state(cs), a); },
       .apply = punish_otherwise});
}

}  // namespace

std::vector<CommandDef> punishment_commands() {
  return {punish_demote_command(), punish_defect_command(), punish_cede_command(), punish_other_command()};
}

}  // namespace umpire::sk::dipl
