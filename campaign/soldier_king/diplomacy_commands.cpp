// The commands of treaties, informal agreements and the Imperial Court (SK 5.2,
// 6.1-6.4; digest P-22, G-18). The rules themselves are in diplomacy.cpp.
#include <algorithm>
#include <set>

#include "soldier_king/diplomacy.h"
#include "soldier_king/factions.h"
#include "soldier_king/promotion.h"
#include "soldier_king/provinces.h"
#include "soldier_king/settings.h"

namespace umpire::sk {

namespace {

using Reasons = std::vector<Reason>;

bool contains(const std::vector<std::string>& list, const std::string& x) {
  return std::find(list.begin(), list.end(), x) != list.end();
}

std::string names(const std::vector<std::string>& factions) {
  return factions.empty() ? "nobody" : faction_names(factions);
}

// Every entry an active player (never the Rebels), each once.
void check_players(const SkState& s, const std::vector<std::string>& list, const std::string& what, Reasons& out) {
  std::set<std::string> seen;
  for (const auto& id : list) {
    const Faction* f = s.faction(id);
    if (!f || id == kRebels) out.push_back({"", what + ": there is no player \"" + id + "\""});
    else if (!f->active) out.push_back({"SK 18.1.2", what + ": " + f->name + " is not an active duchy"});
    if (!seen.insert(id).second) out.push_back({"", what + ": " + faction_name(id) + " is named twice"});
  }
}

Reasons not_over(const SkState& s) {
  if (s.phase == Phase::GameOver) return {{"SK 19.1", "the game is over"}};
  return {};
}

// For the apply of a command whose validation found the treaty or case: never
// null (a UserError naming the id otherwise, as treaty_at and case_at).
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

// The treaty named by an argument, or the reason it is not one.
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

// ---- Treaties

CommandDef record_treaty_command() {
  return CommandDef{
      "sk.record_treaty",
      "Record a written treaty: its text, parties and the parties who signed it (at least two), its inception date "
      "(mandatory) and optional expiry (the first season it no longer binds) and precedence clause; lodged: true "
      "lodges it with the Imperial Court at once; outside_court: true when the umpire reads a clause placing it "
      "outside the Court's jurisdiction (refused). Longer than treaties.warn_words: recorded with a warning; longer "
      "than treaties.max_words: refused (one side of A4). In the pre-game diplomacy its inception is that winter [SK "
      "6.2, 6.2.1, 6.2.2, 5.2]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"title", "text", "parties", "signed_by", "inception", "expiry", "precedence", "lodged",
                     "outside_court"});
        const SkState& s = sk_state(cs);
        Reasons out = not_over(s);
        if (a["title"].as_string().empty()) out.push_back({"", "a treaty has a title"});
        std::string text = a["text"].as_string();
        if (word_count(text) == 0) out.push_back({"SK 6.2", "a treaty is a written document: its text is empty"});
        auto parties = a["parties"].as_strings();
        auto signers = a["signed_by"].as_strings();
        check_players(s, parties, "parties", out);
        std::set<std::string> distinct(parties.begin(), parties.end());
        if (distinct.size() < 2) out.push_back({"SK 6.2", "a treaty is made between at least two parties"});
        std::set<std::string> signed_set;
        for (const auto& f : signers) {
          if (!contains(parties, f))
            out.push_back({"SK 6.2", faction_name(f) + " signed but is not a party to the treaty"});
          else signed_set.insert(f);
        }
        if (signed_set.size() < 2)
          out.push_back({"SK 6.2", "a treaty must bear the legible signatures of at least two parties (" +
                                       std::to_string(signed_set.size()) + " signed)"});
        auto inception = optional_game_date(a, "inception");
        if (!inception) out.push_back({"SK 6.2", "a treaty must contain an inception date"});
        auto expiry = optional_game_date(a, "expiry");
        if (inception && expiry && expiry->ordinal() <= inception->ordinal())
          out.push_back({"SK 6.2", "its expiry (" + expiry->describe() + ") must come after its inception (" +
                                       inception->describe() + ")"});
        if (auto p = a.optional("precedence")) p->as_string();
        if (auto l = a.optional("lodged")) l->as_bool();
        if (auto o = a.optional("outside_court"); o && o->as_bool())
          out.push_back({"SK 6.2.2", "a treaty may never contain a clause which places it outside the jurisdiction of "
                                     "the Imperial Court"});
        int words = word_count(text), most = setting(s, kTreatyMaxWords);
        if (words > most)
          out.push_back({"SK 6.2", "the text is " + std::to_string(words) + " words: a treaty may not exceed one side of "
                                   "A4 in 12 pt Times New Roman (about " + std::to_string(most) + " words at most)"});
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        Treaty t;
        t.id = "t" + std::to_string(s->diplomacy.treaties.size() + 1);
        t.title = a["title"].as_string();
        t.text = a["text"].as_string();
        t.words = word_count(t.text);
        t.parties = a["parties"].as_strings();
        for (const auto& f : a["signed_by"].as_strings())
          if (!contains(t.signed_by, f)) t.signed_by.push_back(f);
        t.inception = game_date_from_json(a["inception"]);
        t.expiry = optional_game_date(a, "expiry");
        if (auto p = a.optional("precedence")) t.precedence = p->as_string();
        t.recorded = s->date;
        bool lodge = a.optional("lodged") && a["lodged"].as_bool();
        if (lodge) t.lodged = s->date;
        std::vector<Event> events;
        std::string text = "Treaty " + t.id + " \"" + t.title + "\" recorded" +
                           (s->phase == Phase::PregameDiplomacy ? " in the pre-game diplomacy" : "") + ": between " +
                           names(t.parties) + ", signed by " + names(t.signed_by) + ", in force from " +
                           t.inception.describe() +
                           (t.expiry ? ", expiring at the start of " + t.expiry->describe() : ", no expiry date") +
                           " (" + std::to_string(t.words) + " words)";
        events.push_back({text, s->phase == Phase::PregameDiplomacy ? "SK 5.2" : "SK 6.2", Json{{"treaty", t.id}}});
        if (t.words > setting(*s, kTreatyWarnWords))
          events.push_back({"Treaty " + t.id + " is " + std::to_string(t.words) +
                                " words: it may not fit one side of A4 in 12 pt Times New Roman; the umpire checks "
                                "the paper copy",
                            "SK 6.2"});
        if (!t.precedence.empty())
          events.push_back({"Treaty " + t.id + " claims precedence over other treaties: " + t.precedence +
                                " (such clauses may later give a party problems in Court)",
                            "SK 6.2.2"});
        if (lodge)
          events.push_back({"Treaty " + t.id + " is lodged with the Imperial Court in " + s->date.describe(), "SK 6.2.1"});
        else
          events.push_back({"Treaty " + t.id + " is binding but not enforceable until it is lodged with the Imperial "
                                "Court (sk.lodge_treaty)",
                            "SK 6.2.1"});
        s->diplomacy.treaties.push_back(std::move(t));
        return Outcome{with_state(cs, s), events};
      }};
}

CommandDef lodge_treaty_command() {
  return CommandDef{
      "sk.lodge_treaty",
      "Lodge a treaty with the Imperial Court, which makes it enforceable; season? when it was lodged, default now "
      "[SK 6.2.1]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"treaty", "season"});
        const SkState& s = sk_state(cs);
        Reasons out = not_over(s);
        const Treaty* t = treaty_arg(s, a["treaty"].as_string(), out);
        auto season = optional_game_date(a, "season");
        if (season && season->ordinal() > s.date.ordinal())
          out.push_back({"SK 6.2.1", "a treaty cannot be lodged in " + season->describe() + ", which has not come yet"});
        if (!t) return out;
        if (t->lodged) out.push_back({"SK 6.2.1", t->id + " was lodged in " + t->lodged->describe() + " already"});
        if (t->terminated)
          out.push_back({"SK 6.2.3", t->id + " was mutually terminated from " + t->terminated->describe()});
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        Treaty* t = treaty_mut(*s, a["treaty"].as_string());
        t->lodged = optional_game_date(a, "season").value_or(s->date);
        return Outcome{with_state(cs, s),
                       {{"Treaty " + t->id + " \"" + t->title + "\" is lodged with the Imperial Court in " +
                             t->lodged->describe() + ": from now on it is enforceable",
                         "SK 6.2.1", Json{{"treaty", t->id}}}}};
      }};
}

CommandDef terminate_treaty_command() {
  return CommandDef{
      "sk.terminate_treaty",
      "Mutual termination of a treaty: written, dated and signed by every party; it binds up to the season before "
      "the date, which cannot be in the past [SK 6.2.3]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"treaty", "date", "signed_by"});
        const SkState& s = sk_state(cs);
        Reasons out = not_over(s);
        const Treaty* t = treaty_arg(s, a["treaty"].as_string(), out);
        GameDate date = game_date_from_json(a["date"]);
        auto signers = a["signed_by"].as_strings();
        if (date.ordinal() < s.date.ordinal())
          out.push_back({"SK 6.2.3", "a termination takes effect from its date, which cannot be before now (" +
                                         s.date.describe() + ")"});
        if (!t) return out;
        if (t->terminated)
          out.push_back({"SK 6.2.3", t->id + " was mutually terminated from " + t->terminated->describe() + " already"});
        for (const auto& f : signers)
          if (!contains(t->parties, f)) out.push_back({"SK 6.2.3", faction_name(f) + " is not a party to " + t->id});
        std::vector<std::string> missing;
        for (const auto& p : t->parties)
          if (!contains(signers, p)) missing.push_back(p);
        if (!missing.empty())
          out.push_back({"SK 6.2.3", "a treaty is terminated only by the mutual written consent of the parties: " +
                                         names(missing) + " did not sign"});
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        Treaty* t = treaty_mut(*s, a["treaty"].as_string());
        t->terminated = game_date_from_json(a["date"]);
        t->terminated_by = t->parties;
        return Outcome{with_state(cs, s),
                       {{"Treaty " + t->id + " \"" + t->title + "\" is mutually terminated by " + names(t->parties) +
                             " from " + t->terminated->describe(),
                         "SK 6.2.3", Json{{"treaty", t->id}}}}};
      }};
}

CommandDef record_agreement_command() {
  return CommandDef{
      "sk.record_agreement",
      "Record an informal (verbal) agreement as a note: never binding, never before the Imperial Court; the players "
      "may ratify it as a treaty [SK 6.1]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"parties", "text"});
        const SkState& s = sk_state(cs);
        Reasons out = not_over(s);
        auto parties = a["parties"].as_strings();
        check_players(s, parties, "parties", out);
        if (std::set<std::string>(parties.begin(), parties.end()).size() < 2)
          out.push_back({"SK 6.1", "an agreement is made between at least two players"});
        if (word_count(a["text"].as_string()) == 0) out.push_back({"", "say what was agreed"});
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        Agreement g;
        g.id = "a" + std::to_string(s->diplomacy.agreements.size() + 1);
        g.parties = a["parties"].as_strings();
        g.text = a["text"].as_string();
        g.recorded = s->date;
        std::string text = "Informal agreement " + g.id + " between " + names(g.parties) + " noted in " +
                           s->date.describe() + ": never binding, never enforceable by the Imperial Court";
        s->diplomacy.agreements.push_back(std::move(g));
        return Outcome{with_state(cs, s), {{text, "SK 6.1"}}};
      }};
}

// ---- The Imperial Court

CommandDef bring_case_command() {
  return CommandDef{
      "sk.bring_case",
      "A party calls the Imperial Court to session over a breach of a lodged treaty: defendants are other parties; "
      "the treaty must be in force and enforceable at the breach (6 to 10 seasons after its inception: at the "
      "Court's discretion); the Court is every active player but the parties (none: the umpire alone); evidence "
      "lists journal entry numbers [SK 6.3, 6.2.1, 6.2.4]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"treaty", "plaintiff", "defendants", "breach", "allegation", "evidence"});
        const SkState& s = sk_state(cs);
        Reasons out = not_over(s);
        const Treaty* t = treaty_arg(s, a["treaty"].as_string(), out);
        std::string plaintiff = a["plaintiff"].as_string();
        auto defendants = a["defendants"].as_strings();
        GameDate breach = game_date_from_json(a["breach"]);
        if (auto e = a.optional("evidence"))
          for (const auto& n : e->items()) n.as_int(1, INT32_MAX);
        if (word_count(a["allegation"].as_string()) == 0) out.push_back({"SK 6.3", "the plaintiff states the breach"});
        if (breach.ordinal() > s.date.ordinal())
          out.push_back({"SK 6.3", "the Court hears a breach that has happened; " + breach.describe() + " has not come"});
        if (!t) return out;
        if (!contains(t->parties, plaintiff))
          out.push_back({"SK 6.3", faction_name(plaintiff) + " is not a party to " + t->id + ": the plaintiff is a party"});
        if (defendants.empty()) out.push_back({"SK 6.3", "name the party or parties in default"});
        std::set<std::string> seen;
        for (const auto& d : defendants) {
          if (!contains(t->parties, d)) out.push_back({"SK 6.3", faction_name(d) + " is not a party to " + t->id});
          if (d == plaintiff) out.push_back({"SK 6.3", faction_name(d) + " cannot be both plaintiff and defendant"});
          if (!seen.insert(d).second) out.push_back({"", faction_name(d) + " is named twice"});
        }
        auto e = enforceability(s, *t, breach.ordinal());
        if (e.level == Enforceability::NotInForce || e.level == Enforceability::NotEnforceable)
          out.push_back({e.rule, t->id + " does not bind in " + breach.describe() + ": " + e.reason});
        for (const auto& c : s.diplomacy.cases)
          if (c.treaty == t->id && c.breach.ordinal() == breach.ordinal())
            for (const auto& d : defendants)
              if (contains(c.defendants, d))
                out.push_back({"SK 6.3", c.id + " already " + (c.judged ? "judged" : "hears") + " " + faction_name(d) +
                                             "'s breach of " + t->id + " in " + breach.describe() +
                                             (c.judged ? ": the decision is binding and there is no appeal" : "")});
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        const Treaty& t = treaty_at(*s, a["treaty"].as_string());
        CourtCase k;
        k.id = "case" + std::to_string(s->diplomacy.cases.size() + 1);
        k.treaty = t.id;
        k.plaintiff = a["plaintiff"].as_string();
        k.defendants = a["defendants"].as_strings();
        k.breach = game_date_from_json(a["breach"]);
        k.allegation = a["allegation"].as_string();
        if (auto e = a.optional("evidence"))
          for (const auto& n : e->items()) k.evidence.push_back(static_cast<int>(n.as_int()));
        k.convened = s->date;
        auto e = enforceability(*s, t, k.breach.ordinal());
        k.enforceability = to_string(e.level);
        k.elapsed = e.elapsed;
        k.members = court_members(*s, t);
        std::vector<Event> events;
        events.push_back({"Case " + k.id + ": " + faction_name(k.plaintiff) + " calls the Imperial Court to session "
                              "against " + names(k.defendants) + " over treaty " + t.id + " \"" + t.title +
                              "\", breach alleged in " + k.breach.describe() + ": " + k.allegation,
                          "SK 6.3", Json{{"case", k.id}}});
        events.push_back({"Treaty " + t.id + " at the breach (" + k.breach.describe() + "): " + e.reason, e.rule,
                          Json{{"enforceability", k.enforceability}, {"elapsed", k.elapsed}}});
        if (k.members.empty())
          events.push_back({"Every player is a party to " + t.id + ": no Court can sit, the umpire decides alone",
                            "G-18"});
        else
          events.push_back({"The Imperial Court: " + names(k.members) + "; the umpire is Lord Chief Justice unless "
                                "the Court elects one of its members; judgement before the end of " +
                                k.convened.describe(),
                            "SK 6.3"});
        if (!k.evidence.empty()) {
          std::string list;
          for (int n : k.evidence) list += (list.empty() ? "" : ", ") + std::to_string(n);
          events.push_back({std::string("Evidence: journal entr") + (k.evidence.size() == 1 ? "y " : "ies ") + list,
                            "SK 6.3"});
        }
        s->diplomacy.cases.push_back(std::move(k));
        return Outcome{with_state(cs, s), events};
      }};
}

// The case named by an argument, not yet judged.
const CourtCase* open_case(const SkState& s, const std::string& id, Reasons& out) {
  const CourtCase* c = find_case(s, id);
  if (!c) out.push_back({"", "there is no court case \"" + id + "\""});
  else if (c->judged)
    out.push_back({"SK 6.3", c->id + " was judged in " + c->announced.describe() +
                                 ": the decision of the Imperial Court is binding and there is no appeal"});
  return c && !c->judged ? c : nullptr;
}

CommandDef chief_justice_command() {
  return CommandDef{
      "sk.court_chief_justice",
      "The Court elects a Chief Justice from among its members, or leaves the umpire as Lord Chief Justice [SK 6.3]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"case", "chief"});
        const SkState& s = sk_state(cs);
        Reasons out;
        const CourtCase* c = open_case(s, a["case"].as_string(), out);
        std::string chief = a["chief"].as_string();
        if (c && chief != "umpire" && !contains(c->members, chief))
          out.push_back({"SK 6.3", faction_name(chief) + " is not a member of the Court of " + c->id +
                                       ": the Court elects a Chief Justice from among its own number"});
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        CourtCase* c = case_mut(*s, a["case"].as_string());
        c->chief_justice = a["chief"].as_string();
        std::string text = c->chief_justice == "umpire"
                                ? "The umpire presides over " + c->id + " as Lord Chief Justice"
                                : "The Court of " + c->id + " elects " + faction_name(c->chief_justice) +
                                      " Chief Justice: he votes as a member and casts the deciding vote of a hung court";
        return Outcome{with_state(cs, s), {{text, c->chief_justice == "umpire" ? "SK 6.3" : "G-18"}}};
      }};
}

CommandDef court_vote_command() {
  return CommandDef{
      "sk.court_vote",
      "A member of the Court votes, once, whether the treaty was broken [SK 6.3]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"case", "member", "vote"});
        a["vote"].as_enum({"breach", "no_breach"});
        const SkState& s = sk_state(cs);
        Reasons out;
        const CourtCase* c = open_case(s, a["case"].as_string(), out);
        std::string member = a["member"].as_string();
        if (!c) return out;
        if (!contains(c->members, member))
          out.push_back({"SK 6.3", faction_name(member) + " is not a member of the Court of " + c->id +
                                       (contains(treaty_at(s, c->treaty).parties, member)
                                            ? ": the parties to the treaty do not sit"
                                            : "")});
        for (const auto& v : c->votes)
          if (v.member == member) out.push_back({"G-18", faction_name(member) + " has voted in " + c->id + " already"});
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        CourtCase* c = case_mut(*s, a["case"].as_string());
        Vote v{a["member"].as_string(), a["vote"].as_string() == "breach"};
        c->votes.push_back(v);
        Tally t = tally(*c);
        return Outcome{with_state(cs, s),
                       {{faction_name(v.member) + " votes " + (v.breach ? "that the treaty was broken" : "no breach") +
                             " in " + c->id + " (" + std::to_string(t.breach) + " breach, " +
                             std::to_string(t.no_breach) + " no breach, " + std::to_string(t.not_voted.size()) +
                             " to vote)",
                         "SK 6.3"}}};
      }};
}

CommandDef judgement_command() {
  return CommandDef{
      "sk.court_judgement",
      "Announce the Court's judgement, final and without appeal: a simple majority of the members' votes; a hung "
      "court is decided by the Chief Justice's casting_vote; members who have not voted are named in abstaining; "
      "with no Court the umpire gives the finding; before the season ends (late: the umpire's reason otherwise); a "
      "breach is found only while the treaty was enforceable at it [SK 6.3, 6.2.4]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"case", "text", "casting_vote", "finding", "abstaining", "late"});
        const SkState& s = sk_state(cs);
        Reasons out;
        const CourtCase* c = open_case(s, a["case"].as_string(), out);
        if (word_count(a["text"].as_string()) == 0) out.push_back({"SK 6.3", "the judgement is announced in words"});
        auto casting = a.optional("casting_vote");
        if (casting) casting->as_enum({"breach", "no_breach"});
        auto finding = a.optional("finding");
        if (finding) finding->as_enum({"breach", "no_breach"});
        std::vector<std::string> abstaining;
        if (auto x = a.optional("abstaining")) abstaining = x->as_strings();
        std::string late = a.optional("late") ? a["late"].as_string() : "";
        if (!c) return out;
        if (s.date.ordinal() > c->convened.ordinal() && late.empty())
          out.push_back({"SK 6.3", "the Court announces its judgement before the next season: " + c->id +
                                       " was convened in " + c->convened.describe() +
                                       " (the umpire may give the reason it is late: late)"});
        bool breach = false;
        if (c->members.empty()) {
          if (!finding) out.push_back({"G-18", "with no Court the umpire decides alone: give the finding"});
          else breach = finding->as_string() == "breach";
          if (casting) out.push_back({"G-18", "there is no Court to be hung: the umpire's finding decides"});
        } else {
          if (finding)
            out.push_back({"G-18", "the Court decides by a simple majority of its members' votes, not by a finding"});
          Tally t = tally(*c);
          for (const auto& m : abstaining)
            if (!contains(t.not_voted, m))
              out.push_back({"", faction_name(m) + (contains(c->members, m) ? " has voted" : " is not a member")});
          std::vector<std::string> silent;
          for (const auto& m : t.not_voted)
            if (!contains(abstaining, m)) silent.push_back(m);
          if (!silent.empty())
            out.push_back({"G-18", names(silent) + " ha" + (silent.size() == 1 ? "s" : "ve") +
                                       " not voted (or name them in abstaining)"});
          if (t.hung() && !casting && silent.empty())
            out.push_back({"SK 6.3", "the Court is hung (" + std::to_string(t.breach) + " to " +
                                         std::to_string(t.no_breach) + "): the Chief Justice (" +
                                         (c->chief_justice == "umpire" ? std::string("the umpire")
                                                                       : faction_name(c->chief_justice)) +
                                         ") gives the casting vote"});
          if (!t.hung() && casting)
            out.push_back({"SK 6.3", "the Court is not hung: there is no casting vote"});
          breach = t.hung() ? (casting && casting->as_string() == "breach") : t.breach > t.no_breach;
        }
        if (breach) {
          const Treaty& t = treaty_at(s, c->treaty);
          auto e = enforceability(s, t, c->breach.ordinal());
          if (e.level == Enforceability::NotInForce || e.level == Enforceability::NotEnforceable)
            out.push_back({"SK 6.2.4", "a breach cannot be found: " + t.id + " was not enforceable in " +
                                           c->breach.describe() + ": " + e.reason});
        }
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        CourtCase* c = case_mut(*s, a["case"].as_string());
        Tally t = tally(*c);
        std::vector<Event> events;
        std::string how;
        if (c->members.empty()) {
          c->breach_found = a["finding"].as_string() == "breach";
          how = "the umpire deciding alone (no player is eligible to sit)";
        } else if (t.hung()) {
          c->casting_vote = a["casting_vote"].as_string();
          c->breach_found = c->casting_vote == "breach";
          how = "a hung court (" + std::to_string(t.breach) + " to " + std::to_string(t.no_breach) +
                ") decided by the casting vote of the Chief Justice, " +
                (c->chief_justice == "umpire" ? std::string("the umpire") : faction_name(c->chief_justice));
        } else {
          c->breach_found = t.breach > t.no_breach;
          how = "by " + std::to_string(std::max(t.breach, t.no_breach)) + " votes to " +
                std::to_string(std::min(t.breach, t.no_breach));
        }
        c->abstained = t.not_voted;
        c->judged = true;
        c->judgement = a["text"].as_string();
        c->announced = s->date;
        if (auto l = a.optional("late")) c->late = l->as_string();
        std::string verdict = c->breach_found ? names(c->defendants) + " found in breach of treaty " + c->treaty
                                              : "no breach of treaty " + c->treaty + " by " + names(c->defendants);
        events.push_back({"Judgement in " + c->id + ", announced in " + c->announced.describe() +
                              (c->late.empty() ? "" : " (late: " + c->late + ")") + ": " + verdict + ", " + how +
                              ". " + c->judgement,
                          "SK 6.3", Json{{"case", c->id}, {"breach", c->breach_found}}});
        if (!c->abstained.empty()) events.push_back({names(c->abstained) + " did not vote", "G-18"});
        if (c->breach_found)
          events.push_back({"The party in default must be punished (at least one punishment: sk.punish_demote, "
                                "sk.punish_defect, sk.punish_cede, sk.punish_other); the Court of Peers should be "
                                "restrained",
                            "SK 6.3.1"});
        return Outcome{with_state(cs, s), events};
      }};
}

// ---- Punishments (6.3.1, 6.4)

// The judged case found in breach a punishment refers to; `to` (when not
// null) must be a wronged party (a party not in default) or one of `also`.
const CourtCase* punishable_case(const SkState& s, const JsonCursor& a, Reasons& out) {
  const CourtCase* c = find_case(s, a["case"].as_string());
  if (!c) {
    out.push_back({"", "there is no court case \"" + a["case"].as_string() + "\""});
    return nullptr;
  }
  if (!c->judged) out.push_back({"SK 6.3.1", c->id + " has not been judged yet: punishment follows the judgement"});
  else if (!c->breach_found)
    out.push_back({"SK 6.3.1", c->id + " found no breach: only the party in default is punished"});
  return c;
}

bool wronged_party(const SkState& s, const CourtCase& c, const std::string& f) {
  const Treaty* t = find_treaty(s, c.treaty);
  return t && contains(t->parties, f) && !contains(c.defendants, f);
}

void record_punishment(SkState& s, const std::string& case_id, Punishment p) {
  p.date = s.date;
  case_mut(s, case_id)->punishments.push_back(std::move(p));
}

CommandDef punish_demote_command() {
  return CommandDef{
      "sk.punish_demote",
      "Punishment: a column of the party in default is reduced one training level (Veteran -> Experienced -> Raw; "
      "its stands of the highest level drop one) [SK 6.3.1]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"case", "column"});
        const SkState& s = sk_state(cs);
        Reasons out;
        const CourtCase* k = punishable_case(s, a, out);
        std::string id = a["column"].as_string();
        const Column* c = s.column(id);
        if (!c) out.push_back({"", "there is no column \"" + id + "\""});
        if (!k || !c) return out;
        if (!contains(k->defendants, c->owner))
          out.push_back({"SK 6.3.1", c->name + " is not a column of the party in default (" + names(k->defendants) + ")"});
        if (!demotion_target(*c))
          out.push_back({"SK 6.3.1", c->name + " is Raw already: it cannot be reduced a training level"});
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        Column* c = s->column(a["column"].as_string());
        std::string text = "Punishment in " + a["case"].as_string() + ": " + faction_name(c->owner) +
                           "'s officers and men are disheartened; " + demote_column(*s, *c);
        record_punishment(*s, a["case"].as_string(), Punishment{"demote", c->id, "", text, {}});
        return Outcome{with_state(cs, s), {{text, "SK 6.3.1", Json{{"column", c->id}}}}};
      }};
}

CommandDef punish_defect_command() {
  return CommandDef{
      "sk.punish_defect",
      "Punishment: one regiment (stand) or a whole column of the party in default changes sides for good to the "
      "wronged party; Guards never change sides. A column goes with its DC; a stand joins a garrison of the receiver "
      "in the same box [SK 6.3.1]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"case", "column", "stand", "to"});
        const SkState& s = sk_state(cs);
        Reasons out;
        const CourtCase* k = punishable_case(s, a, out);
        std::string to = a["to"].as_string();
        bool by_column = a.has("column"), by_stand = a.has("stand");
        if (by_column == by_stand) {
          out.push_back({"", "name either a column or a stand"});
          return out;
        }
        if (k && !wronged_party(s, *k, to))
          out.push_back({"SK 6.3.1", faction_name(to) + " is not a wronged party of " + k->id +
                                         ": troops change sides to fight for the wronged party"});
        if (by_column) {
          const Column* c = s.column(a["column"].as_string());
          if (!c) out.push_back({"", "there is no column \"" + a["column"].as_string() + "\""});
          else {
            if (k && !contains(k->defendants, c->owner))
              out.push_back({"SK 6.3.1", c->name + " is not a column of the party in default"});
            if (c->guards) out.push_back({"SK 6.3.1", c->name + " is a Guards column: Guards never change sides"});
          }
        } else {
          std::string id = a["stand"].as_string();
          auto place = const_cast<SkState&>(s).find_stand(id);
          if (!place) out.push_back({"", "there is no stand \"" + id + "\""});
          else {
            if (k && !contains(k->defendants, place->owner()))
              out.push_back({"SK 6.3.1", "stand " + id + " does not belong to the party in default"});
            if (place->column && place->column->guards)
              out.push_back({"SK 6.3.1", "stand " + id + " is in the Guards column " + place->column->name +
                                             ": Guards never change sides"});
            if (place->column && place->column->stands.size() == 1)
              out.push_back({"", "stand " + id + " is the whole of " + place->column->name +
                                     ": name the column to make the whole column change sides"});
          }
        }
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        std::string case_id = a["case"].as_string(), to = a["to"].as_string();
        std::string text, subject;
        if (a.has("column")) {
          Column* c = s->column(a["column"].as_string());
          subject = c->id;
          std::string from = c->owner;
          c->owner = to;
          std::string dc;
          for (auto& o : s->officers)
            if (o.column == c->id) {
              o.owner = to;
              dc = o.name;
            }
          text = "Punishment in " + case_id + ": " + faction_name(from) + "'s " + c->name + " in " +
                 s->map->box_name(c->box) + " changes sides for good and now fights for " + faction_name(to) +
                 (dc.empty() ? "" : ", with its DC " + dc);
        } else {
          subject = a["stand"].as_string();
          SkState::StandPlace place = s->stand_at(subject);
          Stand st = place.stand();
          std::string box = place.box(), from = place.owner();
          std::string where = place.column ? place.column->name : "a garrison";
          if (place.column) {
            place.column->stands.erase(place.column->stands.begin() + static_cast<long>(place.index));
          } else {
            place.garrison->stands.erase(place.garrison->stands.begin() + static_cast<long>(place.index));
            std::string gid = place.garrison->id;
            if (place.garrison->stands.empty())
              s->garrisons.erase(std::remove_if(s->garrisons.begin(), s->garrisons.end(),
                                                [&](const Garrison& g) { return g.id == gid; }),
                                 s->garrisons.end());
          }
          Garrison* into = nullptr;
          for (auto& g : s->garrisons)
            if (g.owner == to && g.box == box) into = &g;
          if (!into) {
            s->garrisons.push_back(Garrison{s->new_id("g"), to, box, {}});
            into = &s->garrisons.back();
          }
          into->stands.push_back(st);
          text = "Punishment in " + case_id + ": stand " + st.id + " (" + st.type + ") of " + faction_name(from) +
                 "'s " + where + " changes sides for good and joins " + faction_name(to) + "'s garrison " + into->id +
                 " in " + s->map->box_name(box);
        }
        record_punishment(*s, case_id, Punishment{"defect", subject, to, text, {}});
        return Outcome{with_state(cs, s), {{text, "SK 6.3.1", Json{{"subject", subject}, {"to", to}}}}};
      }};
}

CommandDef punish_cede_command() {
  return CommandDef{
      "sk.punish_cede",
      "Punishment: a province the party in default rules, or a city box it holds, is ceded to the wronged party or "
      "declared neutral or independent (unruled; a neutral city in a ruled province has no holder) [SK 6.3.1]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"case", "province", "box", "to"});
        const SkState& s = sk_state(cs);
        Reasons out;
        const CourtCase* k = punishable_case(s, a, out);
        std::string to = a["to"].as_string();
        bool by_province = a.has("province"), by_box = a.has("box");
        if (by_province == by_box) {
          out.push_back({"", "name either a province or a box"});
          return out;
        }
        if (k && to != "neutral" && to != "independent" && !wronged_party(s, *k, to))
          out.push_back({"SK 6.3.1", faction_name(to) + " is not a wronged party of " + k->id +
                                         ": a city or province is ceded to the wronged party or made neutral or "
                                         "independent"});
        if (by_province) {
          std::string id = a["province"].as_string();
          const Province* p = s.map->province(id);
          if (!p) out.push_back({"", "there is no province \"" + id + "\""});
          else if (k) {
            auto r = s.rulers.find(id);
            if (r == s.rulers.end() || !contains(k->defendants, r->second))
              out.push_back({"SK 6.3.1", p->name + " is not ruled by the party in default"});
          }
        } else {
          std::string id = a["box"].as_string();
          if (!s.map->box(id)) out.push_back({"", "there is no box \"" + id + "\""});
          else if (k && !contains(k->defendants, s.holder(id)))
            out.push_back({"SK 6.3.1", s.map->box_name(id) + " is not held by the party in default"});
        }
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        std::string case_id = a["case"].as_string(), to = a["to"].as_string();
        bool faction = to != "neutral" && to != "independent";
        std::vector<Event> events;
        std::string subject, text;
        if (a.has("province")) {
          subject = a["province"].as_string();
          std::string name = s->map->province_at(subject).name, from = s->rulers.at(subject);
          if (faction) {
            for (const auto& b : take_rule(*s, to, subject))
              events.push_back({s->map->box_name(b) + (s->captors.at(b).empty()
                                                           ? " stays neutral until it is captured"
                                                           : " stays with its captor " + faction_name(s->captors.at(b)) +
                                                                 " until retaken"),
                                "G-08"});
          } else {
            s->rulers.erase(subject);
            for (const auto& b : s->map->boxes)  // the old ruler's own captures there go with the province
              if (b.province == subject && s->captors.count(b.id) && s->captors.at(b.id) == from) s->captors.erase(b.id);
          }
          text = "Punishment in " + case_id + ": " + faction_name(from) + " cedes the province of " + name +
                 (faction ? " to " + faction_name(to) : ", which is declared " + to + " (unruled)");
        } else {
          subject = a["box"].as_string();
          const CityBox* b = &s->map->box_at(subject);
          std::string from = s->holder(subject);
          auto ruler = s->rulers.find(b->province);
          bool ruled = ruler != s->rulers.end();
          if (faction && ruled && ruler->second == to) s->captors.erase(subject);
          else if (faction) s->captors[subject] = to;
          else if (ruled) s->captors[subject] = "";  // held by nobody although its province is ruled
          else s->captors.erase(subject);
          text = "Punishment in " + case_id + ": " + faction_name(from) + " cedes " + b->name +
                 (faction ? " to " + faction_name(to) : ", which is declared " + to + " (held by nobody)");
        }
        events.insert(events.begin(), Event{text, "SK 6.3.1", Json{{"subject", subject}, {"to", to}}});
        record_punishment(*s, case_id, Punishment{"cede", subject, to, text, {}});
        return Outcome{with_state(cs, s), events};
      }};
}

CommandDef punish_other_command() {
  return CommandDef{
      "sk.punish_other",
      "Punishment: any other penalty at the Court's or umpire's discretion, recorded as words (the umpire applies it "
      "with his own commands) [SK 6.3.1, 6.4]",
      [](const CampaignState& cs, const JsonCursor& a) {
        a.only_keys({"case", "text"});
        const SkState& s = sk_state(cs);
        Reasons out;
        punishable_case(s, a, out);
        if (word_count(a["text"].as_string()) == 0) out.push_back({"", "say what the penalty is"});
        return out;
      },
      [](const CampaignState& cs, const JsonCursor& a, Dice&) {
        auto s = copy_state(cs);
        std::string case_id = a["case"].as_string();
        std::string text = "Punishment in " + case_id + ": " + a["text"].as_string();
        record_punishment(*s, case_id, Punishment{"other", "", "", text, {}});
        return Outcome{with_state(cs, s), {{text, "SK 6.3.1"}}};
      }};
}

}  // namespace

namespace {

// A season of the game: {year, season}; null for none.
ArgSpec date_arg(std::string name, std::string meaning) {
  return arg::any(std::move(name), std::move(meaning) + ": {\"year\": 1741, \"season\": \"Spring\"}");
}

std::vector<CommandDef> treaty_commands() {
  Json spring{{"year", 1741}, {"season", "Spring"}};
  Json parties = Json::array({"argozia", "arcadia"});
  return {
      with_schema(record_treaty_command(),
                  {arg::text("title", "the treaty's title").eg("Treaty of Kleverburg"),
                   arg::text("text", "its whole text, as written").eg("Argozia and Arcadia keep the peace."),
                   arg::texts("parties", "the factions party to it").eg(parties),
                   arg::texts("signed_by", "the parties that signed it").eg(parties),
                   date_arg("inception", "when it takes effect (a treaty must have one)").optional().eg(spring),
                   date_arg("expiry", "when it ends").optional(),
                   arg::text("precedence", "which treaty it overrides, in words").optional(),
                   arg::flag("lodged", "lodged with the Imperial Court at once").optional(),
                   arg::flag("outside_court", "claims to be outside the Court's jurisdiction (refused)").optional()},
                  kPlayerOrder),
      with_schema(lodge_treaty_command(),
                  {arg::id("treaty", "treaty", "the treaty").eg("t1"), date_arg("season", "when it was lodged (default: now)").optional()},
                  kPlayerOrder),
      with_schema(terminate_treaty_command(),
                  {arg::id("treaty", "treaty", "the treaty").eg("t1"), date_arg("date", "the date of the termination").eg(spring),
                   arg::texts("signed_by", "every party's signature").eg(parties)},
                  kPlayerOrder),
      with_schema(record_agreement_command(),
                  {arg::texts("parties", "the factions that agree").eg(parties),
                   arg::text("text", "what was agreed").eg("Arcadia lets Argozia's columns pass through Cleve.")},
                  kPlayerOrder)};
}

std::vector<CommandDef> court_commands() {
  return {
      with_schema(bring_case_command(),
                  {arg::id("treaty", "treaty", "the lodged treaty").eg("t1"),
                   arg::id("plaintiff", "faction", "the party who brings the case").eg("argozia"),
                   arg::texts("defendants", "the parties in default").eg(Json::array({"arcadia"})),
                   date_arg("breach", "when the breach happened").eg(Json{{"year", 1741}, {"season", "Spring"}}),
                   arg::text("allegation", "the breach, in words").eg("Arcadia's columns entered Vellmark."),
                   arg::integers("evidence", 1, INT32_MAX, "journal entry numbers").optional()},
                  kPlayerOrder),
      with_schema(chief_justice_command(),
                  {arg::id("case", "court case", "the case").eg("case1"),
                   arg::id("chief", "faction", "the member elected, or \"umpire\" for the Lord Chief Justice").eg("bravance")}),
      with_schema(court_vote_command(),
                  {arg::id("case", "court case", "the case").eg("case1"), arg::id("member", "faction", "the member who votes").eg("bravance"),
                   arg::choice("vote", {"breach", "no_breach"}, "whether the treaty was broken").eg("breach")},
                  kPlayerOrder),
      with_schema(judgement_command(),
                  {arg::id("case", "court case", "the case").eg("case1"),
                   arg::text("text", "the judgement, in words").eg("The Court finds that Arcadia broke the treaty."),
                   arg::choice("casting_vote", {"breach", "no_breach"}, "the Chief Justice's casting vote on a hung Court")
                       .optional(),
                   arg::choice("finding", {"breach", "no_breach"}, "the umpire's finding when there is no Court").optional(),
                   arg::texts("abstaining", "members who abstain").optional(),
                   arg::text("late", "the umpire's reason the judgement comes after the season").optional()})};
}

std::vector<CommandDef> punishment_commands() {
  ArgSpec case_arg = arg::id("case", "court case", "the case whose judgement punishes").eg("case1");
  ArgSpec to_arg = arg::id("to", "faction", "the wronged party who receives it").eg("argozia");
  return {with_schema(punish_demote_command(), {case_arg, arg::id("column", "column", "the column demoted").eg("c20")}),
          with_schema(punish_defect_command(),
                      {case_arg, arg::id("column", "column", "the column that changes sides").optional(),
                       arg::id("stand", "stand", "or the stand that changes sides").optional(), to_arg}),
          with_schema(punish_cede_command(),
                      {case_arg, arg::id("province", "province", "the province ceded").optional(),
                       arg::id("box", "box", "or the city box ceded").optional(), to_arg}),
          with_schema(punish_other_command(),
                      {case_arg, arg::text("text", "the penalty, in words").eg("Arcadia pays a fine of 1000 thalers")})};
}

}  // namespace

// Not yet typed (define()): each old reader runs after its schema is checked.
std::vector<CommandDef> diplomacy_commands() {
  std::vector<CommandDef> out = treaty_commands();
  for (auto& list : {court_commands(), punishment_commands()})
    for (const auto& c : list) out.push_back(c);
  return out;
}

}  // namespace umpire::sk
