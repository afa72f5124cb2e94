#include "core/dice.h"

#include <cctype>
#include <fstream>
#include <sstream>

#include "core/mix.h"

namespace umpire {

namespace {

// One face from a well-mixed 64-bit stream; rejection sampling keeps every
// face equally likely. `word(attempt)` gives the attempt-th word of the stream.
template <class Word>
int uniform_face(int sides_in, Word word) {
  const std::uint64_t sides = static_cast<std::uint64_t>(sides_in);
  const std::uint64_t limit = UINT64_MAX - UINT64_MAX % sides;
  std::uint64_t x;
  std::uint64_t attempt = 0;
  do {
    x = word(attempt);
    ++attempt;
  } while (x >= limit);
  return static_cast<int>(x % sides) + 1;
}

void check_request(const DiceRequest& r) {
  if (r.count < 1 || r.count > 100 || r.sides < 2 || r.sides > 1000)
    throw UserError("dice request \"" + r.label + "\" asks for " + std::to_string(r.count) + "D" +
                    std::to_string(r.sides) + ", which is not a roll of real dice");
}

}  // namespace

int DiceRoll::total() const {
  int sum = 0;
  for (int f : faces) sum += f;
  return sum;
}

std::string DiceRoll::describe() const {
  std::string out = label + ": ";
  for (std::size_t i = 0; i < faces.size(); ++i) out += (i ? "+" : "") + std::to_string(faces[i]);
  if (faces.size() > 1) out += " = " + std::to_string(total());
  return out;
}

Json to_json(const DiceRoll& roll) {
  Json out{{"label", roll.label}, {"sides", roll.sides}, {"faces", roll.faces}};
  if (roll.keyed) out["keyed"] = true;  // absent on sequential rolls, as in files written before keyed rolls
  return out;
}

DiceRoll dice_roll_from_json(const JsonCursor& c) {
  c.only_keys({"label", "sides", "faces", "keyed"});
  DiceRoll r;
  r.label = c["label"].as_string();
  r.sides = static_cast<int>(c["sides"].as_int(2, 1000));
  for (const auto& f : c["faces"].items()) r.faces.push_back(static_cast<int>(f.as_int(1, r.sides)));
  if (auto k = c.optional("keyed")) r.keyed = k->as_bool();
  return r;
}

Json to_json(const std::vector<DiceRoll>& rolls) {
  Json out = Json::array();
  for (const auto& r : rolls) out.push_back(to_json(r));
  return out;
}

std::vector<DiceRoll> dice_rolls_from_json(const JsonCursor& c) {
  std::vector<DiceRoll> out;
  for (const auto& item : c.items()) out.push_back(dice_roll_from_json(item));
  return out;
}

DiceNeeded::DiceNeeded(DiceRequest request)
    : UserError("dice needed for \"" + request.label + "\": " + std::to_string(request.count) +
                (request.count == 1 ? " die" : " dice") + " of " + std::to_string(request.sides) + " sides"),
      request_(std::move(request)) {}

std::vector<int> SeededDice::faces(const DiceRequest& request) {
  check_request(request);
  std::vector<int> out;
  for (int i = 0; i < request.count; ++i) {
    out.push_back(uniform_face(request.sides, [&](std::uint64_t attempt) {
      return splitmix64(seed_ ^ splitmix64(drawn_ * 0x100000001b3ULL + attempt));
    }));
    ++drawn_;
  }
  return out;
}

std::vector<int> SeededDice::keyed_faces(const DiceRequest& request, const std::string& key) {
  check_request(request);
  // A stream of its own per (seed, key); the i-th die of the roll is its i-th
  // word block. drawn_ is neither read nor advanced.
  const std::uint64_t stream = splitmix64(splitmix64(seed_ ^ 0x6b65796564646963ULL) ^ hash_text(key));
  std::vector<int> out;
  for (int i = 0; i < request.count; ++i)
    out.push_back(uniform_face(request.sides, [&](std::uint64_t attempt) {
      return splitmix64(stream ^ splitmix64((static_cast<std::uint64_t>(i) << 32) + attempt));
    }));
  return out;
}

std::vector<int> ScriptedDice::faces(const DiceRequest& request) {
  check_request(request);
  if (faces_.size() < static_cast<std::size_t>(request.count)) throw DiceNeeded(request);
  std::vector<int> out;
  for (int i = 0; i < request.count; ++i) {
    int f = faces_.front();
    faces_.pop_front();  // a face that was read is used up, even a wrong one
    if (f < 1 || f > request.sides)
      throw UserError("die for \"" + request.label + "\" shows " + std::to_string(f) + ", but a D" +
                      std::to_string(request.sides) + " shows 1 to " + std::to_string(request.sides));
    out.push_back(f);
  }
  return out;
}

const DiceRoll& RecordedDice::next(const DiceRequest& request) {
  if (next_ >= rolls_.size())
    throw UserError("replay asked for a roll the journal does not hold: " + request.label +
                    " (the rules have changed since this command was recorded)");
  const DiceRoll& r = rolls_[next_];
  if (r.sides != request.sides || static_cast<int>(r.faces.size()) != request.count || r.label != request.label)
    throw UserError("replay mismatch: the journal recorded \"" + r.describe() + "\" where the rules now ask for \"" +
                    request.label + "\"");
  ++next_;
  return r;
}

std::vector<int> RecordedDice::faces(const DiceRequest& request) {
  const DiceRoll& r = next(request);
  if (r.keyed)
    throw UserError("replay mismatch: the journal recorded \"" + r.describe() +
                    "\" as a keyed roll, where the rules now roll it from the campaign's sequence");
  return r.faces;
}

std::vector<int> RecordedDice::keyed_faces(const DiceRequest& request, const std::string&) {
  return next(request).faces;  // recorded keyed, or sequential by an earlier version: the faces are the record's
}

bool RecordedDice::served_keyed(bool) const { return next_ > 0 && rolls_[next_ - 1].keyed; }

std::vector<int> read_dice_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UserError(path + ": cannot read the dice file");
  std::vector<int> out;
  std::string line;
  int line_no = 0;
  while (std::getline(in, line)) {
    ++line_no;
    auto hash = line.find('#');
    if (hash != std::string::npos) line.resize(hash);
    std::istringstream words(line);
    std::string word;
    while (words >> word) {
      bool digits = !word.empty();
      for (char ch : word) digits = digits && std::isdigit(static_cast<unsigned char>(ch));
      if (!digits || word.size() > 4)
        throw UserError(path + ":" + std::to_string(line_no) + ": expected a die face (a whole number), found \"" +
                        word + "\"");
      out.push_back(std::stoi(word));
    }
  }
  return out;
}

DiceRoll Dice::roll(const std::string& label, int count, int sides) {
  DiceRequest request{label, count, sides};
  DiceRoll r{label, sides, source_->faces(request)};
  r.keyed = source_->served_keyed(false);
  rolls_.push_back(r);
  return r;
}

DiceRoll Dice::keyed_roll(const std::string& label, const std::string& key, int count, int sides) {
  DiceRequest request{label, count, sides};
  DiceRoll r{label, sides, source_->keyed_faces(request, key)};
  r.keyed = source_->served_keyed(true);
  rolls_.push_back(r);
  return r;
}

std::size_t Dice::faces_drawn() const {
  std::size_t n = 0;
  for (const auto& r : rolls_)
    if (!r.keyed) n += r.faces.size();
  return n;
}

bool parse_dice_notation(const std::string& text, int& count, int& sides) {
  std::size_t d = text.find_first_of("dD");
  if (d == std::string::npos || d + 1 >= text.size()) return false;
  std::string left = text.substr(0, d), right = text.substr(d + 1);
  auto all_digits = [](const std::string& s) {
    if (s.empty() || s.size() > 4) return false;
    for (char ch : s)
      if (!std::isdigit(static_cast<unsigned char>(ch))) return false;
    return true;
  };
  if (!left.empty() && !all_digits(left)) return false;
  if (!all_digits(right)) return false;
  count = left.empty() ? 1 : std::stoi(left);
  sides = std::stoi(right);
  return count >= 1 && count <= 100 && sides >= 2 && sides <= 1000;
}

}  // namespace umpire
