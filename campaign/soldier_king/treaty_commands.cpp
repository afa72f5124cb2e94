// The commands of written treaties and informal agreements (SK 5.2, 6.1-6.2.3):
// recording, lodging with the Imperial Court, mutual termination, and the
// agreements that never bind. The rules are in diplomacy.cpp.
#include <set>

#include "soldier_king/diplomacy_commands.h"
#include "soldier_king/factions.h"
#include "soldier_king/settings.h"

namespace umpire::sk::dipl {

namespace {

// --- sk.record_treaty ---

struct RecordTreatyArgs {
  std::string title, text;
  std::vector<std::string> parties, signed_by;
  std::optional<GameDate> inception, expiry;
  std::optional<std::string> precedence;
  bool lodged = false;
  bool outside_court = false;
};

// SK 6.2: between at least two parties, at least two of whom signed.
void check_signatures(const SkState& s, const RecordTreatyArgs& a, Reasons& out) {
  check_players(s, a.parties, "parties", out);
  std::set<std::string> distinct(a.parties.begin(), a.parties.end());
  if (distinct.size() < 2) out.push_back({"SK 6.2", "a treaty is made between at least two parties"});
  std::set<std::string> signed_set;
  for (const auto& f : a.signed_by) {
    if (!contains(a.parties, f))
      out.push_back({"SK 6.2", faction_name(f) + " signed but is not a party to the treaty"});
    else
      signed_set.insert(f);
  }
  if (signed_set.size() < 2)
    out.push_back({"SK 6.2", "a treaty must bear the legible signatures of at least two parties (" +
                                 std::to_string(signed_set.size()) + " signed)"});
}

Reasons check_record_treaty(const SkState& s, const RecordTreatyArgs& a) {
  Reasons out = not_over(s);
  if (a.title.empty()) out.push_back({"", "a treaty has a title"});
  if (word_count(a.text) == 0) out.push_back({"SK 6.2", "a treaty is a written document: its text is empty"});
  check_signatures(s, a, out);
  if (!a.inception) out.push_back({"SK 6.2", "a treaty must contain an inception date"});
  if (a.inception && a.expiry && a.expiry->ordinal() <= a.inception->ordinal())
    out.push_back({"SK 6.2", "its expiry (" + a.expiry->describe() + ") must come after its inception (" +
                                 a.inception->describe() + ")"});
  if (a.outside_court)
    out.push_back({"SK 6.2.2",
                   "a treaty may never contain a clause which places it outside the jurisdiction of "
                   "the Imperial Court"});
  int words = word_count(a.text), most = setting(s, kTreatyMaxWords);
  if (words > most)
    out.push_back({"SK 6.2", "the text is " + std::to_string(words) +
                                 " words: a treaty may not exceed one side of "
                                 "A4 in 12 pt Times New Roman (about " +
                                 std::to_string(most) + " words at most)"});
  return out;
}

Treaty treaty_from(const SkState& s, const RecordTreatyArgs& a) {
  Treaty t;
  t.id = "t" + std::to_string(s.diplomacy.treaties.size() + 1);
  t.title = a.title;
  t.text = a.text;
  t.words = word_count(t.text);
  t.parties = a.parties;
  for (const auto& f : a.signed_by)
    if (!contains(t.signed_by, f)) t.signed_by.push_back(f);
  t.inception = *a.inception;
  t.expiry = a.expiry;
  t.precedence = a.precedence.value_or("");
  t.recorded = s.date;
  if (a.lodged) t.lodged = s.date;
  return t;
}

Outcome record_treaty(const CampaignState& cs, const RecordTreatyArgs& a, Dice&) {
  auto s = copy_state(cs);
  Treaty t = treaty_from(*s, a);
  bool pregame = s->phase == Phase::PregameDiplomacy;
  std::vector<Event> events;
  std::string text = "Treaty " + t.id + " \"" + t.title + "\" recorded" +
                     (pregame ? " in the pre-game diplomacy" : "") + ": between " + names(t.parties) + ", signed by " +
                     names(t.signed_by) + ", in force from " + t.inception.describe() +
                     (t.expiry ? ", expiring at the start of " + t.expiry->describe() : ", no expiry date") + " (" +
                     std::to_string(t.words) + " words)";
  events.push_back({text, pregame ? "SK 5.2" : "SK 6.2", Json{{"treaty", t.id}}});
  if (t.words > setting(*s, kTreatyWarnWords))
    events.push_back({"Treaty " + t.id + " is " + std::to_string(t.words) +
                          " words: it may not fit one side of A4 in 12 pt Times New Roman; the umpire checks the "
                          "paper copy",
                      "SK 6.2"});
  if (!t.precedence.empty())
    events.push_back({"Treaty " + t.id + " claims precedence over other treaties: " + t.precedence +
                          " (such clauses may later give a party problems in Court)",
                      "SK 6.2.2"});
  if (t.lodged)
    events.push_back({"Treaty " + t.id + " is lodged with the Imperial Court in " + s->date.describe(), "SK 6.2.1"});
  else
    events.push_back({"Treaty " + t.id +
                          " is binding but not enforceable until it is lodged with the Imperial Court "
                          "(sk.lodge_treaty)",
                      "SK 6.2.1"});
  s->diplomacy.treaties.push_back(std::move(t));
  return Outcome{with_state(cs, s), events};
}

CommandDef record_treaty_command() {
  Json parties = Json::array({"argozia", "arcadia"});
  return define<RecordTreatyArgs>(
      {.name = "sk.record_treaty",
       .summary = "Record a written treaty: its text, parties and the parties who signed it (at least two), its "
                  "inception date (mandatory) and optional expiry (the first season it no longer binds) and "
                  "precedence clause; lodged: true lodges it with the Imperial Court at once; outside_court: true "
                  "when the umpire reads a clause placing it outside the Court's jurisdiction (refused). Longer than "
                  "treaties.warn_words: recorded with a warning; longer than treaties.max_words: refused (one side "
                  "of A4). In the pre-game diplomacy its inception is that winter [SK 6.2, 6.2.1, 6.2.2, 5.2]",
       .flags = kPlayerOrder,
       .args =
           ArgsOf<RecordTreatyArgs>()
               .field(&RecordTreatyArgs::title, arg::text("title", "the treaty's title").eg("Treaty of Kleverburg"))
               .field(&RecordTreatyArgs::text,
                      arg::text("text", "its whole text, as written").eg("Argozia and Arcadia keep the peace."))
               .field(&RecordTreatyArgs::parties,
                      arg::ids("parties", "faction", "the factions party to it").eg(parties))
               .field(&RecordTreatyArgs::signed_by,
                      arg::ids("signed_by", "faction", "the parties that signed it").eg(parties))
               .field(&RecordTreatyArgs::inception,
                      date_arg("inception", "when it takes effect (a treaty must have one)")
                          .optional()
                          .eg(Json{{"year", 1741}, {"season", "Spring"}}),
                      optional_date_from_arg)
               .field(&RecordTreatyArgs::expiry, date_arg("expiry", "when it ends").optional(), optional_date_from_arg)
               .field(&RecordTreatyArgs::precedence, arg::text("precedence", "which treaty it overrides, in words"))
               .field(&RecordTreatyArgs::lodged,
                      arg::flag("lodged", "lodged with the Imperial Court at once").or_else(false))
               .field(&RecordTreatyArgs::outside_court,
                      arg::flag("outside_court", "claims to be outside the Court's jurisdiction (refused)")
                          .or_else(false)),
       .check = [](const CampaignState& cs, const RecordTreatyArgs& a) { return check_record_treaty(sk_state(cs), a); },
       .apply = record_treaty});
}

// --- sk.lodge_treaty ---

struct LodgeArgs {
  std::string treaty;
  std::optional<GameDate> season;
};

Reasons check_lodge(const SkState& s, const LodgeArgs& a) {
  Reasons out = not_over(s);
  const Treaty* t = treaty_arg(s, a.treaty, out);
  if (a.season && a.season->ordinal() > s.date.ordinal())
    out.push_back({"SK 6.2.1", "a treaty cannot be lodged in " + a.season->describe() + ", which has not come yet"});
  if (!t) return out;
  if (t->lodged) out.push_back({"SK 6.2.1", t->id + " was lodged in " + t->lodged->describe() + " already"});
  if (t->terminated) out.push_back({"SK 6.2.3", t->id + " was mutually terminated from " + t->terminated->describe()});
  return out;
}

Outcome lodge_treaty(const CampaignState& cs, const LodgeArgs& a, Dice&) {
  auto s = copy_state(cs);
  Treaty* t = treaty_mut(*s, a.treaty);
  t->lodged = a.season.value_or(s->date);
  return Outcome{with_state(cs, s),
                 {{"Treaty " + t->id + " \"" + t->title + "\" is lodged with the Imperial Court in " +
                       t->lodged->describe() + ": from now on it is enforceable",
                   "SK 6.2.1", Json{{"treaty", t->id}}}}};
}

CommandDef lodge_treaty_command() {
  return define<LodgeArgs>(
      {.name = "sk.lodge_treaty",
       .summary = "Lodge a treaty with the Imperial Court, which makes it enforceable; season? when it was lodged, "
                  "default now [SK 6.2.1]",
       .flags = kPlayerOrder,
       .args = ArgsOf<LodgeArgs>()
                   .field(&LodgeArgs::treaty, arg::id("treaty", "treaty", "the treaty").eg("t1"))
                   .field(&LodgeArgs::season, date_arg("season", "when it was lodged (default: now)").optional(),
                          optional_date_from_arg),
       .check = [](const CampaignState& cs, const LodgeArgs& a) { return check_lodge(sk_state(cs), a); },
       .apply = lodge_treaty});
}

// --- sk.terminate_treaty ---

struct TerminateArgs {
  std::string treaty;
  GameDate date;
  std::vector<std::string> signed_by;
};

// SK 6.2.3: written, dated (not in the past) and signed by every party.
Reasons check_termination(const SkState& s, const TerminateArgs& a) {
  Reasons out = not_over(s);
  const Treaty* t = treaty_arg(s, a.treaty, out);
  if (a.date.ordinal() < s.date.ordinal())
    out.push_back({"SK 6.2.3",
                   "a termination takes effect from its date, which cannot be before now (" + s.date.describe() + ")"});
  if (!t) return out;
  if (t->terminated)
    out.push_back({"SK 6.2.3", t->id + " was mutually terminated from " + t->terminated->describe() + " already"});
  for (const auto& f : a.signed_by)
    if (!contains(t->parties, f)) out.push_back({"SK 6.2.3", faction_name(f) + " is not a party to " + t->id});
  std::vector<std::string> missing;
  for (const auto& p : t->parties)
    if (!contains(a.signed_by, p)) missing.push_back(p);
  if (!missing.empty())
    out.push_back({"SK 6.2.3", "a treaty is terminated only by the mutual written consent of the parties: " +
                                   names(missing) + " did not sign"});
  return out;
}

Outcome terminate_treaty(const CampaignState& cs, const TerminateArgs& a, Dice&) {
  auto s = copy_state(cs);
  Treaty* t = treaty_mut(*s, a.treaty);
  t->terminated = a.date;
  t->terminated_by = t->parties;
  return Outcome{with_state(cs, s),
                 {{"Treaty " + t->id + " \"" + t->title + "\" is mutually terminated by " + names(t->parties) +
                       " from " + t->terminated->describe(),
                   "SK 6.2.3", Json{{"treaty", t->id}}}}};
}

CommandDef terminate_treaty_command() {
  return define<TerminateArgs>(
      {.name = "sk.terminate_treaty",
       .summary = "Mutual termination of a treaty: written, dated and signed by every party; it binds up to the "
                  "season before the date, which cannot be in the past [SK 6.2.3]",
       .flags = kPlayerOrder,
       .args =
           ArgsOf<TerminateArgs>()
               .field(&TerminateArgs::treaty, arg::id("treaty", "treaty", "the treaty").eg("t1"))
               .field(&TerminateArgs::date,
                      date_arg("date", "the date of the termination").eg(Json{{"year", 1741}, {"season", "Spring"}}),
                      date_from_arg)
               .field(
                   &TerminateArgs::signed_by,
                   arg::ids("signed_by", "faction", "every party's signature").eg(Json::array({"argozia", "arcadia"}))),
       .check = [](const CampaignState& cs, const TerminateArgs& a) { return check_termination(sk_state(cs), a); },
       .apply = terminate_treaty});
}

// --- sk.record_agreement ---

struct AgreementArgs {
  std::vector<std::string> parties;
  std::string text;
};

Reasons check_agreement(const SkState& s, const AgreementArgs& a) {
  Reasons out = not_over(s);
  check_players(s, a.parties, "parties", out);
  if (std::set<std::string>(a.parties.begin(), a.parties.end()).size() < 2)
    out.push_back({"SK 6.1", "an agreement is made between at least two players"});
  if (word_count(a.text) == 0) out.push_back({"", "say what was agreed"});
  return out;
}

// SK 6.1: noted, never binding.
Outcome record_agreement(const CampaignState& cs, const AgreementArgs& a, Dice&) {
  auto s = copy_state(cs);
  Agreement g;
  g.id = "a" + std::to_string(s->diplomacy.agreements.size() + 1);
  g.parties = a.parties;
  g.text = a.text;
  g.recorded = s->date;
  std::string text = "Informal agreement " + g.id + " between " + names(g.parties) + " noted in " + s->date.describe() +
                     ": never binding, never enforceable by the Imperial Court";
  s->diplomacy.agreements.push_back(std::move(g));
  return Outcome{with_state(cs, s), {{text, "SK 6.1"}}};
}

CommandDef record_agreement_command() {
  return define<AgreementArgs>(
      {.name = "sk.record_agreement",
       .summary = "Record an informal (verbal) agreement as a note: never binding, never before the Imperial Court; "
                  "the players may ratify it as a treaty [SK 6.1]",
       .flags = kPlayerOrder,
       .args =
           ArgsOf<AgreementArgs>()
               .field(&AgreementArgs::parties,
                      arg::ids("parties", "faction", "the factions that agree").eg(Json::array({"argozia", "arcadia"})))
               .field(&AgreementArgs::text,
                      arg::text("text", "what was agreed").eg("Arcadia lets Argozia's columns pass through Cleve.")),
       .check = [](const CampaignState& cs, const AgreementArgs& a) { return check_agreement(sk_state(cs), a); },
       .apply = record_agreement});
}

}  // namespace

std::vector<CommandDef> treaty_commands() {
  return {record_treaty_command(), lodge_treaty_command(), terminate_treaty_command(), record_agreement_command()};
}

}  // namespace umpire::sk::dipl
