// Decisions are journaled inputs, like dice (ARCHITECTURE "battle sessions").
// When a procedure needs a choice (which unit fires, whether to charge, where
// to retreat, which stand takes the hit) it asks a Decisions object with a
// label, who decides and the legal options, and gets one option back. Where
// the answer comes from is the caller's business: a player at the screen, a
// doctrine (automatic resolution), a script (conformance cases) or, on replay,
// the journal. Every decision a command took is recorded with it, so a replay
// gives identical results.
#pragma once

#include <deque>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/json_read.h"

namespace umpire {

// One thing an option is about, for a screen that shows the option where it is
// (a map marks the units and places it names and takes a click there as the
// answer). The game says which roles it uses and what its ids are (Lion of the
// North: battles/lotn/option_refs.h); a screen that knows none of them shows the
// option by its words alone. Refs are never needed to answer: the answer is the
// option's id.
struct DecisionRef {
  std::string role;  // what the thing is to the option: "unit", "target", "to"... (the game's roles)
  std::string id;    // the game's id of the unit, leader or place, as its option ids write them
  int facing = -1;   // a place a piece is to stand in: the way it then faces (the game's numbering); -1 none
  bool operator==(const DecisionRef&) const = default;
};

struct DecisionOption {
  std::string id;    // "press", "s3"
  std::string text;  // "Press the attack", "Infantry regiment 3 (4 SP)"
  // What the option is about, in the order the game gives them; empty when it says nothing. Last, so that
  // {"id", "text"} initialisers stay as they are. Not stored anywhere: a campaign file journals only the
  // answers' ids (Decision below, decisions.cpp's to_json), never a request nor its options, so refs need no
  // migration and an older file replays unchanged.
  std::vector<DecisionRef> refs{};

  // The ids of the refs in a role, in order.
  std::vector<std::string> ref_ids(const std::string& role) const;
};

struct DecisionRequest {
  std::string label;      // what is decided: "round 2: the attacker presses on or withdraws"
  std::string side;       // who decides: a side of the battle ("attacker"), or "" for the umpire
  std::string side_name;  // "Argozia", for the player's prompt
  std::vector<DecisionOption> options;
  // The doctrine's pick (an option id): what automatic resolution takes. The
  // procedure works it out where it asks, since only it knows the position.
  std::string advice;
  // A secret choice (GdB 9.5.3: a camp's hidden markers): the other player
  // must not see the options nor the answer until the procedure reveals it.
  bool secret = false;

  const DecisionOption* option(const std::string& id) const;
  // "round 2 ...: press (Press the attack) or withdraw (Withdraw)": the ids and words, never the refs.
  std::string describe() const;
};

struct Decision {
  std::string label, side, choice;
  std::string by;                // who chose: "player", "doctrine", "script"
  bool secret = false;           // asked secretly (DecisionRequest::secret); JSON writes it only when true
  std::string describe() const;  // "round 2 ...: press (doctrine)"
  bool operator==(const Decision&) const = default;
};

Json to_json(const Decision& d);
Decision decision_from_json(const JsonCursor& c);
Json to_json(const std::vector<Decision>& ds);
std::vector<Decision> decisions_from_json(const JsonCursor& c);

// Raised when a source has no answer yet (the player at the screen has not
// chosen). Carries the request so the GUI can show its options; the caller
// answers and runs the command again from the same state, which asks again.
class DecisionNeeded : public UserError {
 public:
  explicit DecisionNeeded(DecisionRequest request);
  const DecisionRequest& request() const { return request_; }

 private:
  DecisionRequest request_;
};

// Where answers come from.
class DecisionSource {
 public:
  virtual ~DecisionSource() = default;
  // An option id for the request (checked by Decisions), or DecisionNeeded.
  virtual std::string choose(const DecisionRequest& request) = 0;
  // Who made the last choice served ("player", "script", "doctrine").
  virtual std::string by() const = 0;
  // Whether it replays the journal (then it answers even a command that follows the doctrine).
  virtual bool replays() const { return false; }
};

// Answers given in advance, in order: conformance cases ("script") and the
// players at the screen ("player": the GUI collects their answers and runs the
// command again). Running out raises DecisionNeeded.
class ScriptedDecisions : public DecisionSource {
 public:
  explicit ScriptedDecisions(std::vector<std::string> choices = {}, std::string by = "script")
      : choices_(choices.begin(), choices.end()), by_(std::move(by)) {}
  std::string choose(const DecisionRequest& request) override;
  std::string by() const override { return by_; }
  void push(std::string choice) { choices_.push_back(std::move(choice)); }
  std::size_t remaining() const { return choices_.size(); }

 private:
  std::deque<std::string> choices_;
  std::string by_;
};

// Automatic resolution: every decision takes the procedure's advice.
class DoctrineDecisions : public DecisionSource {
 public:
  std::string choose(const DecisionRequest& request) override;
  std::string by() const override { return "doctrine"; }
};

// Replays exactly the decisions recorded in the journal; a label that differs
// means the rules changed under an existing campaign, and is reported.
class RecordedDecisions : public DecisionSource {
 public:
  explicit RecordedDecisions(std::vector<Decision> made) : made_(std::move(made)) {}
  std::string choose(const DecisionRequest& request) override;
  std::string by() const override { return by_; }
  bool replays() const override { return true; }
  bool all_used() const { return next_ == made_.size(); }

 private:
  std::vector<Decision> made_;
  std::size_t next_ = 0;
  std::string by_;
};

// What the rules see. Without a source every decision is needed.
class Decisions {
 public:
  explicit Decisions(DecisionSource* source = nullptr) : source_(source) {}
  // The chosen option's id; a choice that is not one of the options is a
  // UserError naming the decision and its options. A request with one option
  // is still asked and recorded: the journal shows every step.
  std::string choose(const DecisionRequest& request);
  // From here on in this command, decisions follow the doctrine (a command
  // that resolves the rest of a battle automatically). The journal's source
  // still answers on replay, so the replay checks it got the same choices.
  void follow_doctrine() { doctrine_ = true; }
  const std::vector<Decision>& made() const { return made_; }

  // Automatic resolution outside any journal (battles::resolve: the odds, the
  // benchmarks): every choice is the procedure's advice and none is recorded
  // (made() stays empty), so no one ever reads a request's label or options.
  // `narrated` false: no one reads the events of the moves either.
  static Decisions advice_only(bool narrated = true) {
    Decisions d;
    d.doctrine_ = true;
    d.advice_only_ = true;
    d.narrated_ = narrated;
    return d;
  }
  // Whether the answer will be the request's advice, unrecorded and unseen: a
  // procedure may then leave the label and the options' words unbuilt and give
  // only the advice, which must then be set (choose() raises a UserError on a
  // request with neither advice nor options). False for every journaled,
  // scripted, hot-seat or replayed command, and for follow_doctrine() (the
  // journal records those choices). Its answers must be the same either way:
  // the tests resolve the same battles both ways and compare.
  bool takes_advice() const { return advice_only_; }
  // Whether anyone reads the events a procedure says (false only for
  // advice_only(false)): a procedure may then skip their words.
  bool narrated() const { return narrated_; }

 private:
  DecisionSource* source_;
  bool doctrine_ = false;
  bool advice_only_ = false;
  bool narrated_ = true;
  std::vector<Decision> made_;
};

}  // namespace umpire
