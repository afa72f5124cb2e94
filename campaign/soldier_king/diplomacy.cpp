#include "soldier_king/diplomacy.h"

#include <algorithm>
#include <cctype>

#include "soldier_king/factions.h"
#include "soldier_king/settings.h"

namespace umpire::sk {

namespace {

GameDate from_ordinal(int ordinal) { return GameDate{ordinal / 4, static_cast<Season>(ordinal % 4)}; }

Json date_json(const std::optional<GameDate>& d) { return d ? to_json(*d) : Json(nullptr); }

std::string seasons_word(int n) { return std::to_string(n) + (n == 1 || n == -1 ? " season" : " seasons"); }

}  // namespace

// ---- Serialisation

Json to_json(const DiplomacyState& d) {
  Json treaties = Json::array();
  for (const auto& t : d.treaties)
    treaties.push_back(Json{{"id", t.id},
                            {"title", t.title},
                            {"text", t.text},
                            {"parties", t.parties},
                            {"signed_by", t.signed_by},
                            {"inception", to_json(t.inception)},
                            {"expiry", date_json(t.expiry)},
                            {"precedence", t.precedence},
                            {"words", t.words},
                            {"recorded", to_json(t.recorded)},
                            {"lodged", date_json(t.lodged)},
                            {"terminated", date_json(t.terminated)},
                            {"terminated_by", t.terminated_by}});
  Json agreements = Json::array();
  for (const auto& a : d.agreements)
    agreements.push_back(
        Json{{"id", a.id}, {"parties", a.parties}, {"text", a.text}, {"recorded", to_json(a.recorded)}});
  Json cases = Json::array();
  for (const auto& c : d.cases) {
    Json votes = Json::array();
    for (const auto& v : c.votes) votes.push_back(Json{{"member", v.member}, {"vote", v.breach ? "breach" : "no_breach"}});
    Json punishments = Json::array();
    for (const auto& p : c.punishments)
      punishments.push_back(Json{
          {"kind", p.kind}, {"subject", p.subject}, {"to", p.to}, {"text", p.text}, {"date", to_json(p.date)}});
    cases.push_back(Json{{"id", c.id},
                         {"treaty", c.treaty},
                         {"plaintiff", c.plaintiff},
                         {"defendants", c.defendants},
                         {"breach", to_json(c.breach)},
                         {"allegation", c.allegation},
                         {"evidence", c.evidence},
                         {"convened", to_json(c.convened)},
                         {"enforceability", c.enforceability},
                         {"elapsed", c.elapsed},
                         {"members", c.members},
                         {"chief_justice", c.chief_justice},
                         {"votes", votes},
                         {"judged", c.judged},
                         {"breach_found", c.breach_found},
                         {"casting_vote", c.casting_vote},
                         {"abstained", c.abstained},
                         {"judgement", c.judgement},
                         {"announced", to_json(c.announced)},
                         {"late", c.late},
                         {"punishments", punishments}});
  }
  return Json{{"treaties", treaties}, {"agreements", agreements}, {"cases", cases}};
}

DiplomacyState diplomacy_state_from_json(const JsonCursor& c) {
  c.only_keys({"treaties", "agreements", "cases"});
  DiplomacyState d;
  if (auto list = c.optional("treaties"))
    for (const auto& x : list->items()) {
      x.only_keys({"id", "title", "text", "parties", "signed_by", "inception", "expiry", "precedence", "words",
                   "recorded", "lodged", "terminated", "terminated_by"});
      Treaty t;
      t.id = x["id"].as_nonempty_string();
      t.title = x["title"].as_string();
      t.text = x["text"].as_string();
      t.parties = x["parties"].as_strings();
      t.signed_by = x["signed_by"].as_strings();
      t.inception = game_date_from_json(x["inception"]);
      t.expiry = optional_game_date(x, "expiry");
      if (auto p = x.optional("precedence")) t.precedence = p->as_string();
      t.words = x.optional("words") ? static_cast<int>(x["words"].as_int(0, 1000000)) : word_count(t.text);
      if (auto r = x.optional("recorded")) t.recorded = game_date_from_json(*r);
      t.lodged = optional_game_date(x, "lodged");
      t.terminated = optional_game_date(x, "terminated");
      if (auto b = x.optional("terminated_by")) t.terminated_by = b->as_strings();
      d.treaties.push_back(std::move(t));
    }
  if (auto list = c.optional("agreements"))
    for (const auto& x : list->items()) {
      x.only_keys({"id", "parties", "text", "recorded"});
      Agreement a;
      a.id = x["id"].as_nonempty_string();
      a.parties = x["parties"].as_strings();
      a.text = x["text"].as_string();
      if (auto r = x.optional("recorded")) a.recorded = game_date_from_json(*r);
      d.agreements.push_back(std::move(a));
    }
  if (auto list = c.optional("cases"))
    for (const auto& x : list->items()) {
      x.only_keys({"id", "treaty", "plaintiff", "defendants", "breach", "allegation", "evidence", "convened",
                   "enforceability", "elapsed", "members", "chief_justice", "votes", "judged", "breach_found",
                   "casting_vote", "abstained", "judgement", "announced", "late", "punishments"});
      CourtCase k;
      k.id = x["id"].as_nonempty_string();
      k.treaty = x["treaty"].as_string();
      k.plaintiff = x["plaintiff"].as_string();
      k.defendants = x["defendants"].as_strings();
      k.breach = game_date_from_json(x["breach"]);
      k.allegation = x["allegation"].as_string();
      if (auto e = x.optional("evidence"))
        for (const auto& n : e->items()) k.evidence.push_back(static_cast<int>(n.as_int(1, INT32_MAX)));
      k.convened = game_date_from_json(x["convened"]);
      k.enforceability = x["enforceability"].as_enum({"enforceable", "court_discretion"});
      k.elapsed = static_cast<int>(x["elapsed"].as_int(0, 1000));
      k.members = x["members"].as_strings();
      k.chief_justice = x["chief_justice"].as_nonempty_string();
      for (const auto& v : x["votes"].items()) {
        v.only_keys({"member", "vote"});
        k.votes.push_back(Vote{v["member"].as_string(), v["vote"].as_enum({"breach", "no_breach"}) == "breach"});
      }
      k.judged = x["judged"].as_bool();
      k.breach_found = x["breach_found"].as_bool();
      if (auto cv = x.optional("casting_vote")) k.casting_vote = cv->as_enum({"", "breach", "no_breach"});
      if (auto a = x.optional("abstained")) k.abstained = a->as_strings();
      k.judgement = x["judgement"].as_string();
      k.announced = game_date_from_json(x["announced"]);
      if (auto l = x.optional("late")) k.late = l->as_string();
      if (auto ps = x.optional("punishments"))
        for (const auto& p : ps->items()) {
          p.only_keys({"kind", "subject", "to", "text", "date"});
          k.punishments.push_back(Punishment{p["kind"].as_enum({"demote", "defect", "cede", "other"}),
                                             p["subject"].as_string(), p["to"].as_string(), p["text"].as_string(),
                                             game_date_from_json(p["date"])});
        }
      d.cases.push_back(std::move(k));
    }
  return d;
}

// ---- The window

const char* to_string(Enforceability e) {
  switch (e) {
    case Enforceability::NotInForce: return "not_in_force";
    case Enforceability::Enforceable: return "enforceable";
    case Enforceability::CourtDiscretion: return "court_discretion";
    case Enforceability::NotEnforceable: return "not_enforceable";
  }
  return "";
}

Enforceability enforceability_window(int elapsed) {
  if (elapsed <= 5) return Enforceability::Enforceable;
  if (elapsed <= 10) return Enforceability::CourtDiscretion;
  return Enforceability::NotEnforceable;
}

EnforceabilityCheck enforceability(const SkState& s, const Treaty& t, int season_ordinal) {
  EnforceabilityCheck out;
  out.elapsed = season_ordinal - t.inception.ordinal();
  std::string when = from_ordinal(season_ordinal).describe();
  auto not_in_force = [&](const char* rule, std::string why) {
    out.level = Enforceability::NotInForce;
    out.rule = rule;
    out.reason = std::move(why);
    return out;
  };
  if (!t.lodged)
    return not_in_force("SK 6.2.1", "it has not been lodged with the Imperial Court: a treaty is enforceable only once lodged");
  if (out.elapsed < 0)
    return not_in_force("SK 6.2", when + " is before its inception, " + t.inception.describe());
  if (t.lodged->ordinal() > season_ordinal && !setting(s, kLodgedAfterBreach))
    return not_in_force("SK 6.2.1", "it was lodged with the Imperial Court in " + t.lodged->describe() + ", after " +
                                        when + ": lodging must precede the breach");
  if (t.terminated && t.terminated->ordinal() <= season_ordinal)
    return not_in_force("SK 6.2.3", "it was mutually terminated from " + t.terminated->describe());
  if (t.expiry && t.expiry->ordinal() <= season_ordinal)
    return not_in_force("SK 6.2", "it expired at the start of " + t.expiry->describe());
  out.level = enforceability_window(out.elapsed);
  std::string since = seasons_word(out.elapsed) + " after its inception (" + t.inception.describe() + ")";
  switch (out.level) {
    case Enforceability::Enforceable:
      out.rule = "SK 6.2.4";
      out.reason = since + ": enforceable (always, for the first 18 months)";
      break;
    case Enforceability::CourtDiscretion:
      out.rule = "SK 6.2.4";
      out.reason = since + ": at the Court's discretion (18 to 30 months)";
      break;
    default:
      out.rule = "SK 6.2.4";
      out.reason = since + ": no longer enforceable (never after 30 months)";
      break;
  }
  return out;
}

// ---- Treaties

int word_count(const std::string& text) {
  int n = 0;
  bool in_word = false;
  for (unsigned char ch : text) {
    bool space = std::isspace(ch) != 0;
    if (!space && !in_word) ++n;
    in_word = !space;
  }
  return n;
}

const Treaty* find_treaty(const SkState& s, const std::string& id) {
  for (const auto& t : s.diplomacy.treaties)
    if (t.id == id) return &t;
  return nullptr;
}

const CourtCase* find_case(const SkState& s, const std::string& id) {
  for (const auto& c : s.diplomacy.cases)
    if (c.id == id) return &c;
  return nullptr;
}

const Treaty& treaty_at(const SkState& s, const std::string& id) {
  if (const Treaty* t = find_treaty(s, id)) return *t;
  throw UserError("there is no treaty \"" + id + "\"");
}

const CourtCase& case_at(const SkState& s, const std::string& id) {
  if (const CourtCase* c = find_case(s, id)) return *c;
  throw UserError("there is no court case \"" + id + "\"");
}

std::string treaty_status(const SkState& s, const Treaty& t) {
  int now = s.date.ordinal();
  if (t.terminated && t.terminated->ordinal() <= now) return "mutually terminated from " + t.terminated->describe();
  if (t.expiry && t.expiry->ordinal() <= now) return "expired at the start of " + t.expiry->describe();
  std::string out = t.lodged ? "lodged " + t.lodged->describe() : std::string("not lodged with the Imperial Court");
  if (now < t.inception.ordinal()) return out + ", in force from " + t.inception.describe();
  if (!t.lodged) return out + ", not enforceable until lodged";
  auto e = enforceability(s, t, now);
  out += ", " + std::string(e.level == Enforceability::Enforceable       ? "enforceable"
                            : e.level == Enforceability::CourtDiscretion ? "at the Court's discretion"
                            : e.level == Enforceability::NotEnforceable  ? "no longer enforceable"
                                                                         : "not in force") +
         " (" + seasons_word(e.elapsed) + " after its inception)";
  if (t.terminated) out += "; mutually terminated from " + t.terminated->describe();
  if (t.expiry) out += "; expires at the start of " + t.expiry->describe();
  return out;
}

std::vector<const Treaty*> treaties(const SkState& s, const TreatyFilter& f) {
  std::vector<const Treaty*> out;
  int now = s.date.ordinal();
  for (const auto& t : s.diplomacy.treaties) {
    if (!f.party.empty() && std::find(t.parties.begin(), t.parties.end(), f.party) == t.parties.end()) continue;
    if (f.in_force && enforceability(s, t, now).level == Enforceability::NotInForce) continue;
    if (f.expiring_within >= 0 &&
        (!t.expiry || t.expiry->ordinal() <= now || t.expiry->ordinal() - now > f.expiring_within))
      continue;
    out.push_back(&t);
  }
  return out;
}

// ---- The Court

std::vector<std::string> court_members(const SkState& s, const Treaty& t) {
  std::vector<std::string> out;
  for (const auto& f : s.factions)
    if (f.active && f.id != kRebels && std::find(t.parties.begin(), t.parties.end(), f.id) == t.parties.end())
      out.push_back(f.id);
  return out;
}

std::string case_status(const CourtCase& c) {
  if (c.judged) return c.breach_found && !c.punishments.empty() ? "punished" : "judged";
  return c.votes.empty() ? "open" : "voting";
}

Tally tally(const CourtCase& c) {
  Tally t;
  for (const auto& m : c.members) {
    auto v = std::find_if(c.votes.begin(), c.votes.end(), [&](const Vote& x) { return x.member == m; });
    if (v == c.votes.end()) t.not_voted.push_back(m);
    else if (v->breach) ++t.breach;
    else ++t.no_breach;
  }
  return t;
}

std::string court_waiting(const SkState& s) {
  std::string out;
  auto add = [&](const std::string& x) { out += (out.empty() ? "" : "; ") + x; };
  for (const auto& c : s.diplomacy.cases) {
    if (c.judged && c.breach_found && c.punishments.empty())
      add(c.id + ": " + faction_name(c.defendants.front()) + (c.defendants.size() > 1 ? " and others" : "") +
          " found in breach; the party in default must be punished (sk.punish_demote, sk.punish_defect, "
          "sk.punish_cede, sk.punish_other) [SK 6.3.1]");
    else if (!c.judged)
      add(c.id + ": the Imperial Court announces its judgement before the end of " + c.convened.describe() +
          " (sk.court_vote, sk.court_judgement) [SK 6.3]");
  }
  return out;
}

// ---- The faction's view

FactionDiplomacy faction_diplomacy(const SkState& s, const std::string& faction) {
  FactionDiplomacy out;
  out.faction = faction;
  for (const Treaty* t : treaties(s, TreatyFilter{faction, false, -1})) {
    TreatyView v;
    v.id = t->id;
    v.title = t->title;
    v.parties = t->parties;
    v.signed_by = t->signed_by;
    v.inception = t->inception;
    v.expiry = t->expiry;
    v.lodged = t->lodged;
    v.terminated = t->terminated;
    v.precedence = t->precedence;
    v.status = treaty_status(s, *t);
    v.text = t->text;
    out.treaties.push_back(std::move(v));
  }
  for (const auto& c : s.diplomacy.cases) {
    if (!c.judged) continue;
    JudgementView j;
    j.id = c.id;
    const Treaty* t = find_treaty(s, c.treaty);
    j.treaty_title = t ? t->title : c.treaty;
    j.plaintiff = c.plaintiff;
    j.defendants = c.defendants;
    j.breach = c.breach;
    j.announced = c.announced;
    j.breach_found = c.breach_found;
    j.judgement = c.judgement;
    for (const auto& p : c.punishments) j.punishments.push_back(p.text);
    out.judgements.push_back(std::move(j));
  }
  for (const auto& a : s.diplomacy.agreements)
    if (std::find(a.parties.begin(), a.parties.end(), faction) != a.parties.end()) out.agreements.push_back(a);
  return out;
}

}  // namespace umpire::sk
