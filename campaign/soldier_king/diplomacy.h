// Treaties, informal agreements and the Imperial Court (SK 5.2, 6.1-6.4, 18.2;
// digest §1.11, P-22, G-18): the rules as pure functions over the state, the
// queries the Diplomacy window and the players' reports use, and the commands
// (diplomacy_commands.cpp).
//
// Conventions (documented in tests/cases/soldier_king/README.md):
// - Seasons are GameDate::ordinal() (4 * year + season, Spring = 0).
// - A treaty's expiry and its mutual termination are the first season it no
//   longer binds ("not to move any troops into Cleves before Summer 1741":
//   expiry Summer 1741).
// - Lodging counts for a breach when it was no later than the breach's season
//   (setting treaties.lodged_after_breach_counts = 1: at any time, G-18).
// - The Court's members are every active player except the treaty's parties;
//   none: the umpire decides alone (G-18).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "soldier_king/state.h"

namespace umpire::sk {

// ---- The enforceability window (6.2.4, 6.2.5, P-22 step 3, G-18)

enum class Enforceability { NotInForce, Enforceable, CourtDiscretion, NotEnforceable };
const char* to_string(Enforceability e);  // "not_in_force", "enforceable", "court_discretion", "not_enforceable"

// The window alone, by seasons elapsed since the inception (e >= 0): e <= 5
// Enforceable (the first 18 months), 6 <= e <= 10 CourtDiscretion (18 to 30
// months), e >= 11 NotEnforceable (after 30 months).
Enforceability enforceability_window(int elapsed);

struct EnforceabilityCheck {
  Enforceability level = Enforceability::NotInForce;
  int elapsed = 0;     // seasons since the inception (negative before it)
  std::string rule;    // the rule that decides it
  std::string reason;  // in words: "lodged Winter 1739; 3 seasons after its inception: enforceable"
};

// Whether the treaty binds in season `season_ordinal` (a breach then, say):
// NotInForce when it is not lodged (6.2.1; lodged after the season only
// counts with the setting, G-18), before its inception (6.2), from its mutual
// termination (6.2.3) or from its expiry (6.2) on; else by the window.
EnforceabilityCheck enforceability(const SkState& s, const Treaty& t, int season_ordinal);

// ---- Treaties and agreements

// Words in a text (runs of non-space characters), for the one-side-of-A4 limit (6.2).
int word_count(const std::string& text);

const Treaty* find_treaty(const SkState& s, const std::string& id);
const CourtCase* find_case(const SkState& s, const std::string& id);
// The same, for an id that must exist: a UserError naming it otherwise.
const Treaty& treaty_at(const SkState& s, const std::string& id);
const CourtCase& case_at(const SkState& s, const std::string& id);

// A treaty's status now, in words: "not lodged", "terminated from Summer 1741",
// "lodged Winter 1739, enforceable (3 seasons after its inception)", ...
std::string treaty_status(const SkState& s, const Treaty& t);

// The treaties that pass every given filter, in the order recorded:
// `party` (""= any) is a party; `in_force` binds now (any level but
// NotInForce); `expiring_within` >= 0: its expiry is within that many seasons
// from now (and not past).
struct TreatyFilter {
  std::string party;
  bool in_force = false;
  int expiring_within = -1;
};
std::vector<const Treaty*> treaties(const SkState& s, const TreatyFilter& filter = {});

// ---- The Imperial Court (6.3, 6.3.1, 6.4)

// The Court for a treaty: every active player except its parties (6.3).
std::vector<std::string> court_members(const SkState& s, const Treaty& t);

// "open" (no vote yet), "voting" (some votes), "judged" (judgement announced;
// court_waiting says when a breach found still awaits its punishment),
// "punished" (found in breach and punished at least once).
std::string case_status(const CourtCase& c);

struct Tally {
  int breach = 0, no_breach = 0;
  std::vector<std::string> not_voted;  // members, in order
  bool hung() const { return breach == no_breach; }
};
Tally tally(const CourtCase& c);

// What the Court still owes, in words, "" when nothing: a case found in
// breach with no punishment yet (the first punishment is mandatory, 6.3.1),
// and cases whose judgement is due before the next season (6.3).
std::string court_waiting(const SkState& s);

// ---- The view one faction may see (its report and the Diplomacy window for a player)

struct TreatyView {
  std::string id, title;
  std::vector<std::string> parties, signed_by;
  GameDate inception;
  std::optional<GameDate> expiry, lodged, terminated;
  std::string precedence;
  std::string status;  // treaty_status
  std::string text;    // the full text: the faction is a party
};
struct JudgementView {
  std::string id;  // the case
  std::string treaty_title;
  std::string plaintiff;
  std::vector<std::string> defendants;
  GameDate breach, announced;
  bool breach_found = false;
  std::string judgement;
  std::vector<std::string> punishments;  // in words
};
// Built only from the treaties the faction is a party to (their texts
// included) and the public judgements (every judgement is public, 6.3): a
// treaty the faction is not a party to appears only by its title in a
// judgement, never with its text.
struct FactionDiplomacy {
  std::string faction;
  std::vector<TreatyView> treaties;
  std::vector<JudgementView> judgements;
  std::vector<Agreement> agreements;  // informal agreements it is party to (6.1)
};
FactionDiplomacy faction_diplomacy(const SkState& s, const std::string& faction);

std::vector<CommandDef> diplomacy_commands();

}  // namespace umpire::sk
