// Dice have a source and a purpose (ARCHITECTURE promise 3). Rules ask a Dice
// object for a labelled roll ("attrition, Kolberg, 2D6-2"); the Dice object asks
// its source for the faces and records every roll, so that the journal holds
// each die a command consumed and replay gives identical results.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/json_read.h"

namespace umpire {

struct DiceRequest {
  std::string label;  // what the roll is for, with the dice: "attrition, Kolberg, 2D6-2"
  int count = 1;      // number of dice
  int sides = 6;
};

struct DiceRoll {
  std::string label;
  int sides = 6;
  std::vector<int> faces;
  // Drawn by the seeded source from a key (Dice::keyed_roll), not from the
  // campaign's sequence: it took no position of the sequence. Typed-in and
  // scripted faces are never keyed; journal rows written before keyed rolls
  // existed have no flag and count as sequential, as they did when recorded.
  bool keyed = false;

  int total() const;
  std::string describe() const;  // "attrition, Kolberg, 2D6-2: 3+5 = 8"
  bool operator==(const DiceRoll&) const = default;
};

Json to_json(const DiceRoll& roll);
DiceRoll dice_roll_from_json(const JsonCursor& c);
Json to_json(const std::vector<DiceRoll>& rolls);
std::vector<DiceRoll> dice_rolls_from_json(const JsonCursor& c);

// Raised when a source has no faces for a request yet, e.g. manual dice the
// umpire has not typed in. Carries the request so the GUI can ask for it.
class DiceNeeded : public UserError {
 public:
  explicit DiceNeeded(DiceRequest request);
  const DiceRequest& request() const { return request_; }

 private:
  DiceRequest request_;
};

// Where faces come from.
class DiceSource {
 public:
  virtual ~DiceSource() = default;
  virtual std::vector<int> faces(const DiceRequest& request) = 0;
  // Faces for a keyed roll. By default they come in order like any other: a
  // real die at the table (manual or scripted dice) has no seed to key.
  virtual std::vector<int> keyed_faces(const DiceRequest& request, const std::string& key) {
    (void)key;
    return faces(request);
  }
  // Whether the roll just served was drawn by its key (and so took no position
  // of the campaign's sequence); asked right after faces() or keyed_faces().
  // By default no: typed-in and scripted faces count like any others, as ever.
  virtual bool served_keyed(bool keyed_request) const {
    (void)keyed_request;
    return false;
  }
  virtual std::string name() const = 0;
};

// The default: reproducible from the campaign's seed. The n-th die of a
// campaign depends only on (seed, n), so replaying or re-issuing a command after
// undo gives the same dice: undo cannot be used to fish for a better roll.
// A keyed roll depends only on (seed, key, which die of the roll) and does not
// advance n, so how many keyed rolls a command makes shifts no later die.
class SeededDice : public DiceSource {
 public:
  SeededDice(std::uint64_t seed, std::uint64_t drawn) : seed_(seed), drawn_(drawn) {}
  std::vector<int> faces(const DiceRequest& request) override;
  std::vector<int> keyed_faces(const DiceRequest& request, const std::string& key) override;
  bool served_keyed(bool keyed_request) const override { return keyed_request; }
  std::string name() const override { return "seeded"; }
  std::uint64_t drawn() const { return drawn_; }

 private:
  std::uint64_t seed_;
  std::uint64_t drawn_;
};

// Faces given in advance: conformance cases, tests, replay of the journal, and
// dice the umpire typed in (from the GUI or a file). Running out raises
// DiceNeeded; a face outside 1..sides is a UserError naming the roll.
class ScriptedDice : public DiceSource {
 public:
  explicit ScriptedDice(std::vector<int> faces = {}, std::string name = "scripted")
      : faces_(faces.begin(), faces.end()), name_(std::move(name)) {}
  std::vector<int> faces(const DiceRequest& request) override;
  std::string name() const override { return name_; }
  void push(int face) { faces_.push_back(face); }
  std::size_t remaining() const { return faces_.size(); }

 private:
  std::deque<int> faces_;
  std::string name_;
};

// Replays exactly the rolls recorded in the journal; a mismatch in label or
// dice means the rules changed under an existing campaign, and is reported.
// A keyed request replays a roll recorded as sequential (a file written before
// keyed rolls existed) and it still counts as sequential, as it did then; a
// roll recorded as keyed never replays an unkeyed request.
class RecordedDice : public DiceSource {
 public:
  explicit RecordedDice(std::vector<DiceRoll> rolls) : rolls_(std::move(rolls)) {}
  std::vector<int> faces(const DiceRequest& request) override;
  std::vector<int> keyed_faces(const DiceRequest& request, const std::string& key) override;
  bool served_keyed(bool keyed_request) const override;
  std::string name() const override { return "journal"; }
  bool all_used() const { return next_ == rolls_.size(); }

 private:
  const DiceRoll& next(const DiceRequest& request);
  std::vector<DiceRoll> rolls_;
  std::size_t next_ = 0;
};

// Reads faces for manual dice from a text file: whitespace-separated numbers,
// '#' starts a comment. Used by `umpire apply --dice FILE`.
std::vector<int> read_dice_file(const std::string& path);

// What the rules see.
class Dice {
 public:
  explicit Dice(DiceSource& source) : source_(&source) {}
  DiceRoll roll(const std::string& label, int count, int sides);
  int d6(const std::string& label) { return roll(label, 1, 6).total(); }
  int two_d6(const std::string& label) { return roll(label, 2, 6).total(); }
  // A roll whose seeded faces derive from the key the rule gives, not from the
  // campaign's next position: "intelligence|Spring 1741|argozia|b17|nationality".
  // Use it where the number of rolls must not shift anyone else's dice (a
  // faction's intelligence dice depend only on what its report is about,
  // ARCHITECTURE promise 4). The roll is labelled and recorded like any other.
  DiceRoll keyed_roll(const std::string& label, const std::string& key, int count, int sides);
  const std::vector<DiceRoll>& rolls() const { return rolls_; }
  // Faces taken from the campaign's sequence (the seeded source's position
  // advances by this much); keyed rolls take none.
  std::size_t faces_drawn() const;

 private:
  DiceSource* source_;
  std::vector<DiceRoll> rolls_;
};

// Parses dice notation "2D6", "D6", "3d10" into count and sides.
bool parse_dice_notation(const std::string& text, int& count, int& sides);

}  // namespace umpire
