// The leak harness (ARCHITECTURE promise 4): for one game, it makes sample
// campaigns, perturbs each for each recipient of each handout, brings the
// campaign up to date as the umpire would before printing (the provider's
// refresh command, e.g. issuing intelligence), and writes the handouts again.
// A hidden perturbation (something the recipient may not see) must leave the
// recipient's handout byte-identical in Markdown, HTML and the PDF's text; a
// visible one (something it may see) must change it, which proves the harness
// can see a change at all. Each game registers its perturbations with
// leak::subjects(); tests/leak/leak_test.cpp checks every registered game.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "core/game.h"
#include "report/providers.h"

namespace umpire::leak {

using Rng = std::mt19937;

// Changes the state for one recipient of one handout; false when this state
// offers no place for the change (the harness then counts nothing).
using Perturb = std::function<bool(CampaignState& state, const std::string& recipient, Rng& rng)>;

struct Perturbation {
  std::string name;      // what it changes: "a foreign column's SP in a box it has no report on"
  std::string handout;   // the Handout::id it is for
  bool visible = false;  // true: the recipient may see it, so its handout must change
  Perturb apply;
  // The samples must offer at least this many places for it (a perturbation
  // that never applies proves nothing).
  int at_least = 1;
  // Hidden only: other recipients' handouts must have changed at least this
  // often (the change was real, only not this recipient's to see).
  int seen_by_others_at_least = 0;
  // Cost: only the first `samples` samples (0: every one), and at most
  // `recipients` recipients a sample, taken in turn (0: every one).
  std::uint32_t samples = 0;
  std::size_t recipients = 0;
  // Settle with the subject's refresh_for(recipient) instead of the provider's
  // refresh command: cheaper, and the baseline (refreshed for everyone) must
  // then equal a handout refreshed for its recipient alone.
  bool refresh_recipient = false;
};

struct Subject {
  std::string game;
  // Runs the refresh command (and any settle below) on perturbed states.
  std::shared_ptr<const GameModule> module;
  // A sample campaign of the game, different for each seed.
  std::function<CampaignState(std::uint32_t seed)> sample;
  std::uint32_t samples = 50;
  // The first pdf_samples samples also compare the PDF's text (pdftotext), for
  // the first hidden perturbation that applies to each recipient.
  std::uint32_t pdf_samples = 1;
  // What the umpire does before printing, after the provider's refresh
  // command (e.g. send pending battles to the table); null: nothing more.
  std::function<CampaignState(const CampaignState&)> settle;
  // The refresh command for one recipient (e.g. intelligence for one faction),
  // for perturbations with refresh_recipient.
  std::function<Json(const std::string& recipient)> refresh_for;
  std::vector<Perturbation> perturbations;

  // Adds a perturbation for `handout` (visible: the recipient may see it).
  void add(bool visible, std::string name, std::string handout, Perturb apply, int at_least,
           int seen_by_others_at_least = 0);
};

// A leak or a blind spot: which handout, for whom, under which perturbation.
struct Failure {
  std::string handout, recipient, perturbation;
  std::string format;  // "markdown", "html", "pdf", or "" for the not-ready case
  std::uint32_t seed = 0;
  bool visible = false;  // the handout did not change under a visible perturbation
  std::string describe() const;
};

struct Result {
  std::vector<Failure> failures;
  std::vector<std::string> problems;          // perturbations applied too rarely, handouts never checked
  std::map<std::string, int> applied;         // by perturbation name
  std::map<std::string, int> seen_by_others;  // by perturbation name
  std::map<std::string, int> checked;         // by handout id: recipients' handouts written and compared
  int pdf_compared = 0;
  bool ok() const { return failures.empty() && problems.empty(); }
  // Every failure (the first few of each perturbation) and problem, one a line.
  std::string summary() const;
};

// Runs the subject's perturbations over the provider's every handout.
Result check(const Subject& subject, const report::ReportProvider& provider);

// The campaign as the umpire prints it: the provider's refresh command with
// the campaign's seeded dice, then the subject's settle.
CampaignState settled(const Subject& subject, const report::ReportProvider& provider, const CampaignState& s);

// A player's bundle (report/bundle.h), or anything else written for one
// player from several handouts: file name -> what its reader sees (bytes;
// for a PDF the caller may give its pdftotext text).
using PlayerFiles = std::function<std::map<std::string, std::string>(const CampaignState&, const std::string& player)>;

// The subject's hidden perturbations of the turn report, each player taken in
// turn over the first `samples` samples, campaign refreshed for every faction:
// every file of the player's bundle must stay byte-identical. The umpire's
// `master` document (the truth) must change at least `master_changed_at_least`
// times, which proves the perturbations were real.
Result check_player_files(const Subject& subject, const report::ReportProvider& provider, const PlayerFiles& files,
                          std::uint32_t samples, int master_changed_at_least);

// A game's own quick run of its subject (its test beside the full run of
// tests/leak): `samples` samples, each perturbation asked to apply at least
// min(its count, 3) times and nothing asked of the other recipients.
Result check_briefly(Subject subject, const report::ReportProvider& provider, std::uint32_t samples);

// ---- helpers for a game's perturbations

// The game's state in `cs`, copied first (the state is shared), to change.
template <class S>
S& edit(CampaignState& cs) {
  auto s = std::make_shared<S>(static_cast<const S&>(*cs.game));
  cs.game = s;
  return *s;
}

// One of `v`, at random.
template <class T>
T pick(const std::vector<T>& v, Rng& rng) {
  return v[std::uniform_int_distribution<std::size_t>(0, v.size() - 1)(rng)];
}

// True when `x` is one of `xs`.
bool listed(const std::vector<std::string>& xs, const std::string& x);

// A recipient of a combat's handout, "c1:attacker": the combat's id and the
// role ("attacker", "defender", "umpire"); both empty for another recipient.
struct CombatRecipient {
  std::string combat, role;
};
CombatRecipient combat_recipient(const std::string& recipient);

// The games' subjects, registered at start-up by a static Registration in the
// game's test file, and made when first asked for (a game's data may not be
// ready during static initialisation).
struct Registration {
  explicit Registration(std::function<Subject()> make);
};
std::vector<Subject> registered_subjects();

}  // namespace umpire::leak
