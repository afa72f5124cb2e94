// The commands of the Imperial Court (SK 6.2.4, 6.3): a party brings a case
// over a breach of a lodged treaty, the Court elects its Chief Justice, its
// members vote, and the Court announces its judgement. Where the rulebook is
// silent (a Court with no eligible member, an elected Chief Justice's vote,
// how the members vote) these follow the rulings that document SK 6.3 in
// tests/cases/soldier_king/README.md. The rules are in diplomacy.cpp.
#include <algorithm>
#include <set>

#include "soldier_king/diplomacy_commands.h"
#include "soldier_king/factions.h"

namespace umpire::sk::dipl {

namespace {

std::vector<std::string> vote_words() { return {"breach", "no_breach"}; }

// --- sk.bring_case ---

struct BringCaseArgs {
  std::string treaty, plaintiff;
  std::vector<std::string> defendants;
  GameDate breach;
  std::string allegation;
  std::vector<int> evidence;  // journal entry numbers
};

std::vector<int> entry_numbers(const JsonCursor& c) {
  std::vector<int> out;
  for (const auto& n : c.items()) out.push_back(static_cast<int>(n.as_int(1, INT32_MAX)));
  return out;
}

// The plaintiff and the defendants are parties to the treaty (SK 6.3).
void check_litigants(const Treaty& t, const BringCaseArgs& a, Reasons& out) {
  if (!contains(t.parties, a.plaintiff))
    out.push_back({"SK 6.3", faction_name(a.plaintiff) + " is not a party to " + t.id + ": the plaintiff is a party"});
  if (a.defendants.empty()) out.push_back({"SK 6.3", "name the party or parties in default"});
  std::set<std::string> seen;
  for (const auto& d : a.defendants) {
    if (!contains(t.parties, d)) out.push_back({"SK 6.3", faction_name(d) + " is not a party to " + t.id});
    if (d == a.plaintiff) out.push_back({"SK 6.3", faction_name(d) + " cannot be both plaintiff and defendant"});
    if (!seen.insert(d).second) out.push_back({"", faction_name(d) + " is named twice"});
  }
}

Reasons check_bring_case(const SkState& s, const BringCaseArgs& a) {
  Reasons out = not_over(s);
  const Treaty* t = treaty_arg(s, a.treaty, out);
  if (word_count(a.allegation) == 0) out.push_back({"SK 6.3", "the plaintiff states the breach"});
  if (a.breach.ordinal() > s.date.ordinal())
    out.push_back({"SK 6.3", "the Court hears a breach that has happened; " + a.breach.describe() + " has not come"});
  if (!t) return out;
  check_litigants(*t, a, out);
  auto e = enforceability(s, *t, a.breach.ordinal());
  if (e.level == Enforceability::NotInForce || e.level == Enforceability::NotEnforceable)
    out.push_back({e.rule, t->id + " does not bind in " + a.breach.describe() + ": " + e.reason});
  for (const auto& c : s.diplomacy.cases)
    if (c.treaty == t->id && c.breach.ordinal() == a.breach.ordinal())
      for (const auto& d : a.defendants)
        if (contains(c.defendants, d))
          out.push_back({"SK 6.3", c.id + " already " + (c.judged ? "judged" : "hears") + " " + faction_name(d) +
                                       "'s breach of " + t->id + " in " + a.breach.describe() +
                                       (c.judged ? ": the decision is binding and there is no appeal" : "")});
  return out;
}

// The events of a case brought: the call, the treaty at the breach, the Court, the evidence.
std::vector<Event> case_events(const Treaty& t, const CourtCase& k, const EnforceabilityCheck& e) {
  std::vector<Event> events;
  events.push_back({"Case " + k.id + ": " + faction_name(k.plaintiff) +
                        " calls the Imperial Court to session against " + names(k.defendants) + " over treaty " + t.id +
                        " \"" + t.title + "\", breach alleged in " + k.breach.describe() + ": " + k.allegation,
                    "SK 6.3", Json{{"case", k.id}}});
  events.push_back({"Treaty " + t.id + " at the breach (" + k.breach.describe() + "): " + e.reason, e.rule,
                    Json{{"enforceability", k.enforceability}, {"elapsed", k.elapsed}}});
  if (k.members.empty())
    events.push_back({"Every player is a party to " + t.id + ": no Court can sit, the umpire decides alone", "SK 6.3"});
  else
    events.push_back({"The Imperial Court: " + names(k.members) +
                          "; the umpire is Lord Chief Justice unless the Court "
                          "elects one of its members; judgement before the end of " +
                          k.convened.describe(),
                      "SK 6.3"});
  if (!k.evidence.empty()) {
    std::string list;
    for (int n : k.evidence) list += (list.empty() ? "" : ", ") + std::to_string(n);
    events.push_back(
        {std::string("Evidence: journal entr") + (k.evidence.size() == 1 ? "y " : "ies ") + list, "SK 6.3"});
  }
  return events;
}

Outcome bring_case(const CampaignState& cs, const BringCaseArgs& a, Dice&) {
  auto s = copy_state(cs);
  const Treaty& t = treaty_at(*s, a.treaty);
  CourtCase k;
  k.id = "case" + std::to_string(s->diplomacy.cases.size() + 1);
  k.treaty = t.id;
  k.plaintiff = a.plaintiff;
  k.defendants = a.defendants;
  k.breach = a.breach;
  k.allegation = a.allegation;
  k.evidence = a.evidence;
  k.convened = s->date;
  auto e = enforceability(*s, t, k.breach.ordinal());
  k.enforceability = to_string(e.level);
  k.elapsed = e.elapsed;
  k.members = court_members(*s, t);
  std::vector<Event> events = case_events(t, k, e);
  s->diplomacy.cases.push_back(std::move(k));
  return Outcome{with_state(cs, s), events};
}

CommandDef bring_case_command() {
  return define<BringCaseArgs>(
      {.name = "sk.bring_case",
       .summary = "A party calls the Imperial Court to session over a breach of a lodged treaty: defendants are other "
                  "parties; the treaty must be in force and enforceable at the breach (6 to 10 seasons after its "
                  "inception: at the Court's discretion); the Court is every active player but the parties (none: the "
                  "umpire alone); evidence lists journal entry numbers [SK 6.3, 6.2.1, 6.2.4]",
       .flags = kPlayerOrder,
       .args = ArgsOf<BringCaseArgs>()
                   .field(&BringCaseArgs::treaty, arg::id("treaty", "treaty", "the lodged treaty").eg("t1"))
                   .field(&BringCaseArgs::plaintiff,
                          arg::id("plaintiff", "faction", "the party who brings the case").eg("argozia"))
                   .field(&BringCaseArgs::defendants,
                          arg::ids("defendants", "faction", "the parties in default").eg(Json::array({"arcadia"})))
                   .field(&BringCaseArgs::breach,
                          date_arg("breach", "when the breach happened").eg(Json{{"year", 1741}, {"season", "Spring"}}),
                          date_from_arg)
                   .field(&BringCaseArgs::allegation,
                          arg::text("allegation", "the breach, in words").eg("Arcadia's columns entered Vellmark."))
                   .field(&BringCaseArgs::evidence,
                          arg::integers("evidence", 1, INT32_MAX, "journal entry numbers").optional(), entry_numbers),
       .check = [](const CampaignState& cs, const BringCaseArgs& a) { return check_bring_case(sk_state(cs), a); },
       .apply = bring_case});
}

// --- sk.court_chief_justice ---

struct ChiefJusticeArgs {
  std::string case_id, chief;
};

Reasons check_chief_justice(const SkState& s, const ChiefJusticeArgs& a) {
  Reasons out;
  const CourtCase* c = open_case(s, a.case_id, out);
  if (c && a.chief != "umpire" && !contains(c->members, a.chief))
    out.push_back({"SK 6.3", faction_name(a.chief) + " is not a member of the Court of " + c->id +
                                 ": the Court elects a Chief Justice from among its own number"});
  return out;
}

Outcome elect_chief_justice(const CampaignState& cs, const ChiefJusticeArgs& a, Dice&) {
  auto s = copy_state(cs);
  CourtCase* c = case_mut(*s, a.case_id);
  c->chief_justice = a.chief;
  std::string text = c->chief_justice == "umpire"
                         ? "The umpire presides over " + c->id + " as Lord Chief Justice"
                         : "The Court of " + c->id + " elects " + faction_name(c->chief_justice) +
                               " Chief Justice: he votes as a member and casts the deciding vote of a hung court";
  return Outcome{with_state(cs, s), {{text, "SK 6.3"}}};
}

CommandDef chief_justice_command() {
  return define<ChiefJusticeArgs>(
      {.name = "sk.court_chief_justice",
       .summary = "The Court elects a Chief Justice from among its members, or leaves the umpire as Lord Chief "
                  "Justice [SK 6.3]",
       .args = ArgsOf<ChiefJusticeArgs>()
                   .field(&ChiefJusticeArgs::case_id, arg::id("case", "court case", "the case").eg("case1"))
                   .field(&ChiefJusticeArgs::chief,
                          arg::id("chief", "faction", "the member elected, or \"umpire\" for the Lord Chief Justice")
                              .eg("bravance")),
       .check = [](const CampaignState& cs, const ChiefJusticeArgs& a) { return check_chief_justice(sk_state(cs), a); },
       .apply = elect_chief_justice});
}

// --- sk.court_vote ---

struct VoteArgs {
  std::string case_id, member, vote;
};

Reasons check_vote(const SkState& s, const VoteArgs& a) {
  Reasons out;
  const CourtCase* c = open_case(s, a.case_id, out);
  if (!c) return out;
  if (!contains(c->members, a.member))
    out.push_back(
        {"SK 6.3",
         faction_name(a.member) + " is not a member of the Court of " + c->id +
             (contains(treaty_at(s, c->treaty).parties, a.member) ? ": the parties to the treaty do not sit" : "")});
  for (const auto& v : c->votes)
    if (v.member == a.member) out.push_back({"SK 6.3", faction_name(a.member) + " has voted in " + c->id + " already"});
  return out;
}

Outcome cast_vote(const CampaignState& cs, const VoteArgs& a, Dice&) {
  auto s = copy_state(cs);
  CourtCase* c = case_mut(*s, a.case_id);
  Vote v{a.member, a.vote == "breach"};
  c->votes.push_back(v);
  Tally t = tally(*c);
  return Outcome{with_state(cs, s),
                 {{faction_name(v.member) + " votes " + (v.breach ? "that the treaty was broken" : "no breach") +
                       " in " + c->id + " (" + std::to_string(t.breach) + " breach, " + std::to_string(t.no_breach) +
                       " no breach, " + std::to_string(t.not_voted.size()) + " to vote)",
                   "SK 6.3"}}};
}

CommandDef court_vote_command() {
  return define<VoteArgs>(
      {.name = "sk.court_vote",
       .summary = "A member of the Court votes, once, whether the treaty was broken [SK 6.3]",
       .flags = kPlayerOrder,
       .args =
           ArgsOf<VoteArgs>()
               .field(&VoteArgs::case_id, arg::id("case", "court case", "the case").eg("case1"))
               .field(&VoteArgs::member, arg::id("member", "faction", "the member who votes").eg("bravance"))
               .field(&VoteArgs::vote, arg::choice("vote", vote_words(), "whether the treaty was broken").eg("breach")),
       .check = [](const CampaignState& cs, const VoteArgs& a) { return check_vote(sk_state(cs), a); },
       .apply = cast_vote});
}

// --- sk.court_judgement ---

struct JudgementArgs {
  std::string case_id, text;
  std::optional<std::string> casting_vote, finding;
  std::vector<std::string> abstaining;
  std::string late;  // the umpire's reason a judgement comes after the season, "" for none
};

std::string chief_justice_name(const CourtCase& c) {
  return c.chief_justice == "umpire" ? std::string("the umpire") : faction_name(c.chief_justice);
}

// The Court's votes: a simple majority, a hung court decided by the casting
// vote, every member either voting or named abstaining. Whether a breach is
// found, when the votes decide it.
bool check_votes(const CourtCase& c, const JudgementArgs& a, Reasons& out) {
  if (a.finding)
    out.push_back({"SK 6.3", "the Court decides by a simple majority of its members' votes, not by a finding"});
  Tally t = tally(c);
  for (const auto& m : a.abstaining)
    if (!contains(t.not_voted, m))
      out.push_back({"", faction_name(m) + (contains(c.members, m) ? " has voted" : " is not a member")});
  std::vector<std::string> silent;
  for (const auto& m : t.not_voted)
    if (!contains(a.abstaining, m)) silent.push_back(m);
  if (!silent.empty())
    out.push_back({"SK 6.3", names(silent) + " ha" + (silent.size() == 1 ? "s" : "ve") +
                                 " not voted (or name them in abstaining)"});
  if (t.hung() && !a.casting_vote && silent.empty())
    out.push_back({"SK 6.3", "the Court is hung (" + std::to_string(t.breach) + " to " + std::to_string(t.no_breach) +
                                 "): the Chief Justice (" + chief_justice_name(c) + ") gives the casting vote"});
  if (!t.hung() && a.casting_vote) out.push_back({"SK 6.3", "the Court is not hung: there is no casting vote"});
  return t.hung() ? a.casting_vote == "breach" : t.breach > t.no_breach;
}

Reasons check_judgement(const SkState& s, const JudgementArgs& a) {
  Reasons out;
  const CourtCase* c = open_case(s, a.case_id, out);
  if (word_count(a.text) == 0) out.push_back({"SK 6.3", "the judgement is announced in words"});
  if (!c) return out;
  if (s.date.ordinal() > c->convened.ordinal() && a.late.empty())
    out.push_back({"SK 6.3", "the Court announces its judgement before the next season: " + c->id +
                                 " was convened in " + c->convened.describe() +
                                 " (the umpire may give the reason it is late: late)"});
  bool breach = false;
  if (c->members.empty()) {  // no player may sit: the umpire decides alone
    if (!a.finding)
      out.push_back({"SK 6.3", "with no Court the umpire decides alone: give the finding"});
    else
      breach = *a.finding == "breach";
    if (a.casting_vote) out.push_back({"SK 6.3", "there is no Court to be hung: the umpire's finding decides"});
  } else {
    breach = check_votes(*c, a, out);
  }
  if (breach) {
    const Treaty& t = treaty_at(s, c->treaty);
    auto e = enforceability(s, t, c->breach.ordinal());
    if (e.level == Enforceability::NotInForce || e.level == Enforceability::NotEnforceable)
      out.push_back({"SK 6.2.4", "a breach cannot be found: " + t.id + " was not enforceable in " +
                                     c->breach.describe() + ": " + e.reason});
  }
  return out;
}

// The finding on the case, and how it was reached in words.
std::string decide(CourtCase& c, const JudgementArgs& a) {
  Tally t = tally(c);
  c.abstained = t.not_voted;
  if (c.members.empty()) {
    c.breach_found = a.finding == "breach";
    return "the umpire deciding alone (no player is eligible to sit)";
  }
  if (t.hung()) {
    c.casting_vote = a.casting_vote.value_or("");
    c.breach_found = c.casting_vote == "breach";
    return "a hung court (" + std::to_string(t.breach) + " to " + std::to_string(t.no_breach) +
           ") decided by the casting vote of the Chief Justice, " + chief_justice_name(c);
  }
  c.breach_found = t.breach > t.no_breach;
  return "by " + std::to_string(std::max(t.breach, t.no_breach)) + " votes to " +
         std::to_string(std::min(t.breach, t.no_breach));
}

Outcome judge_case(const CampaignState& cs, const JudgementArgs& a, Dice&) {
  auto s = copy_state(cs);
  CourtCase* c = case_mut(*s, a.case_id);
  std::string how = decide(*c, a);
  c->judged = true;
  c->judgement = a.text;
  c->announced = s->date;
  c->late = a.late;
  std::string verdict = c->breach_found ? names(c->defendants) + " found in breach of treaty " + c->treaty
                                        : "no breach of treaty " + c->treaty + " by " + names(c->defendants);
  std::vector<Event> events;
  events.push_back({"Judgement in " + c->id + ", announced in " + c->announced.describe() +
                        (c->late.empty() ? "" : " (late: " + c->late + ")") + ": " + verdict + ", " + how + ". " +
                        c->judgement,
                    "SK 6.3", Json{{"case", c->id}, {"breach", c->breach_found}}});
  if (!c->abstained.empty()) events.push_back({names(c->abstained) + " did not vote", "SK 6.3"});
  if (c->breach_found)
    events.push_back(
        {"The party in default must be punished (at least one punishment: sk.punish_demote, "
         "sk.punish_defect, sk.punish_cede, sk.punish_other); the Court of Peers should be restrained",
         "SK 6.3.1"});
  return Outcome{with_state(cs, s), events};
}

CommandDef judgement_command() {
  return define<JudgementArgs>(
      {.name = "sk.court_judgement",
       .summary = "Announce the Court's judgement, final and without appeal: a simple majority of the members' votes; "
                  "a hung court is decided by the Chief Justice's casting_vote; members who have not voted are named "
                  "in abstaining; with no Court the umpire gives the finding; before the season ends (late: the "
                  "umpire's reason otherwise); a breach is found only while the treaty was enforceable at it [SK 6.3, "
                  "6.2.4]",
       .args =
           ArgsOf<JudgementArgs>()
               .field(&JudgementArgs::case_id, arg::id("case", "court case", "the case").eg("case1"))
               .field(&JudgementArgs::text,
                      arg::text("text", "the judgement, in words").eg("The Court finds that Arcadia broke the treaty."))
               .field(&JudgementArgs::casting_vote,
                      arg::choice("casting_vote", vote_words(), "the Chief Justice's casting vote on a hung Court"))
               .field(&JudgementArgs::finding,
                      arg::choice("finding", vote_words(), "the umpire's finding when there is no Court"))
               .field(&JudgementArgs::abstaining,
                      arg::ids("abstaining", "faction", "members who abstain").or_else(Json::array()))
               .field(&JudgementArgs::late,
                      arg::text("late", "the umpire's reason the judgement comes after the season").or_else("")),
       .check = [](const CampaignState& cs, const JudgementArgs& a) { return check_judgement(sk_state(cs), a); },
       .apply = judge_case});
}

}  // namespace

std::vector<CommandDef> court_commands() {
  return {bring_case_command(), chief_justice_command(), court_vote_command(), judgement_command()};
}

}  // namespace umpire::sk::dipl
