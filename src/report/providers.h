// The seam between games and the documents players receive (ARCHITECTURE
// promise 4). Each game registers its handouts: the report every faction gets
// each turn, and any other (Soldier King: each side's battle briefing). A
// handout is written in two steps that never meet:
//
//   view(state, recipient) -> View    the game's rules decide what the recipient knows
//   render(View) -> Document          the writer sees that View and nothing else
//
// make_handout() composes the two and erases View, so a render function cannot
// take the campaign state: its signature is `Document (*)(const View&)`, a
// plain function that can capture nothing either.
//
// What a View may contain:
// - what the recipient is entitled to know, as the game's rules compute it from
//   the truth (Soldier King: the intelligence issued to the faction, its own
//   forces, its own treaties and the public judgements; for a battle side, its
//   own part of the set-up and what SK 11.5 lets the umpire tell it);
// - public data every player has: the game's map, the rule tables (SK: the
//   stand types), the campaign's name, the date;
// - values, or shared pointers to immutable public data (the map).
// A View must never hold the campaign state, the game state, or a pointer or
// reference into either; the static_asserts below refuse the obvious cases,
// and tests/support/leak_harness proves the rest per game: a change to what a
// recipient may not see leaves its handout byte-identical.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/error.h"
#include "core/game.h"
#include "report/document.h"

namespace umpire::report {

// (id, display name) of whoever receives a handout: a faction, a battle's side.
using Recipients = std::vector<std::pair<std::string, std::string>>;

class Handout {
 public:
  std::string id;     // "report", "briefing": names it in tests and messages
  std::string title;  // "Report", "Battle briefing"
  // Who receives one now.
  std::function<Recipients(const CampaignState&)> recipients;
  // Why the recipient's handout cannot be written yet ("no intelligence
  // issued"), or "" when it can.
  std::function<std::string(const CampaignState&, const std::string& recipient)> not_ready;
  // The players (faction ids, as the turn report's recipients) whose bundle
  // holds this recipient's copy: a battle side's factions for a briefing, every
  // player for a public handout (to_every_player below). Null: the recipient is
  // itself a player (the report, an orders sheet per faction). A recipient no
  // player receives goes to the umpire's folder of the bundle, never to a player.
  std::function<std::vector<std::string>(const CampaignState&, const std::string& recipient)> players_of;
  // Every player receives each recipient's copy, whoever the recipient is: a
  // public handout such as a gazette (players_of is then not asked).
  bool to_every_player = false;
  // The recipients whose copy is the umpire's own (a combat card's umpire copy):
  // a bundle puts it in the umpire's folder under its own name (not as a copy
  // nobody was sent), and never gives it to a player. Null: none is.
  std::function<bool(const std::string& recipient)> umpires_copy;

  // render(view(state, recipient)); UserError when there is no writer.
  Document write(const CampaignState& s, const std::string& recipient) const;
  bool writable() const { return static_cast<bool>(write_); }

  template <class View, class ViewFn>
  friend Handout make_handout(std::string id, std::string title, ViewFn view, Document (*render)(const View&));

 private:
  std::function<Document(const CampaignState&, const std::string&)> write_;
};

// A handout written as render(view(state, recipient)); recipients and
// not_ready are set on the result.
template <class View, class ViewFn>
Handout make_handout(std::string id, std::string title, ViewFn view, Document (*render)(const View&)) {
  static_assert(std::is_same_v<std::invoke_result_t<ViewFn, const CampaignState&, const std::string&>, View>,
                "view(state, recipient) must return the View the render function takes");
  static_assert(!std::is_pointer_v<View> && !std::is_reference_v<View>,
                "a View is a value, not a pointer into the state");
  static_assert(!std::is_base_of_v<GameState, View> && !std::is_same_v<View, CampaignState> &&
                    !std::is_convertible_v<View, const CampaignState&> &&
                    !std::is_convertible_v<View, const GameState&>,
                "a View must not be, or hold, the campaign state");
  static_assert(std::is_copy_constructible_v<View>, "a View is a plain value");
  Handout h;
  h.id = std::move(id);
  h.title = std::move(title);
  h.write_ = [view = std::move(view), render](const CampaignState& s, const std::string& recipient) {
    return render(view(s, recipient));
  };
  return h;
}

struct ReportProvider {
  std::string game_id;
  // The report each faction receives every turn: what the Reports window,
  // `umpire report` and "print all" write.
  Handout turn_report;
  // Every other handout its players receive (battle briefings), so the leak
  // harness checks them too.
  std::vector<Handout> handouts;
  // The moment the reports are for, for file and folder names: "Winter 1739".
  std::function<std::string(const CampaignState&)> period;
  // The command that brings every faction's information up to date before a
  // "print all" (e.g. issuing intelligence), or null.
  Json refresh_command = nullptr;
  // The moment an issue of the handouts is for, finer than the period, which
  // labels the issue and names its folder: "Summer 1740, before Hrvatska's
  // turn". Null: the period.
  std::function<std::string(const CampaignState&)> moment;
  // The umpire's master sheet (the truth: every force, magazine and pending
  // battle), written into the umpire's folder of a bundle and never into a
  // player's. It takes the state: it is no player's handout. Null: none.
  std::function<Document(const CampaignState&)> master_sheet;

  // The turn report's recipients, readiness and text.
  Recipients factions(const CampaignState& s) const {
    return turn_report.recipients ? turn_report.recipients(s) : Recipients{};
  }
  std::string not_ready(const CampaignState& s, const std::string& faction) const {
    return turn_report.not_ready ? turn_report.not_ready(s, faction) : std::string();
  }
  Document report(const CampaignState& s, const std::string& faction) const { return turn_report.write(s, faction); }
  std::string issue_moment(const CampaignState& s) const {
    return moment ? moment(s) : period ? period(s) : std::string();
  }
  // The turn report first, then the others.
  std::vector<const Handout*> every_handout() const {
    std::vector<const Handout*> out{&turn_report};
    for (const auto& h : handouts) out.push_back(&h);
    return out;
  }
};

inline Document Handout::write(const CampaignState& s, const std::string& recipient) const {
  if (!write_) throw UserError("the handout \"" + id + "\" has no writer");
  return write_(s, recipient);
}

class ReportRegistry {
 public:
  // A second provider for the same game replaces the first.
  void add(ReportProvider p) {
    for (auto& existing : providers_)
      if (existing.game_id == p.game_id) {
        existing = std::move(p);
        return;
      }
    providers_.push_back(std::move(p));
  }
  const ReportProvider* find(const std::string& game_id) const {
    for (const auto& p : providers_)
      if (p.game_id == game_id) return &p;
    return nullptr;
  }
  const std::vector<ReportProvider>& all() const { return providers_; }
  // For a game's later registration of hooks (its master sheet, its moment).
  ReportProvider* edit(const std::string& game_id) {
    for (auto& p : providers_)
      if (p.game_id == game_id) return &p;
    return nullptr;
  }

 private:
  std::vector<ReportProvider> providers_;
};

// The process-wide registry games add their providers to at start-up.
inline ReportRegistry& report_providers() {
  static ReportRegistry registry;
  return registry;
}

}  // namespace umpire::report
