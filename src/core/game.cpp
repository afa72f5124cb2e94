#include "core/game.h"

namespace umpire {

Json to_json(const Event& e) {
  Json j{{"text", e.text}, {"rule", e.rule}};
  if (!e.data.is_null()) j["data"] = e.data;
  return j;
}

Event event_from_json(const JsonCursor& c) {
  c.only_keys({"text", "rule", "data"});
  Event e;
  e.text = c["text"].as_string();
  e.rule = c["rule"].as_string();
  if (auto d = c.optional("data")) e.data = d->value();
  return e;
}

Json to_json(const CoreState& s) {
  Json notes = Json::array();
  for (const auto& n : s.notes) notes.push_back(n.text);
  return Json{{"name", s.name},         {"game", s.game},   {"seed", s.seed},
              {"dice_drawn", s.dice_drawn}, {"notes", notes}, {"free_rolls", to_json(s.free_rolls)},
              {"settings", s.settings}};
}

CoreState core_state_from_json(const JsonCursor& c) {
  c.only_keys({"name", "game", "seed", "dice_drawn", "notes", "free_rolls", "settings"});
  CoreState s;
  s.name = c["name"].as_string();
  s.game = c["game"].as_string();
  // Seeds are 64-bit unsigned; nlohmann keeps them exact (and reads every
  // non-negative integer as unsigned, so a negative one is not a seed).
  if (!c["seed"].value().is_number_unsigned()) c["seed"].fail_expected("an unsigned integer");
  s.seed = c["seed"].value().get<std::uint64_t>();
  s.dice_drawn = static_cast<std::uint64_t>(c["dice_drawn"].as_int(0, INT64_MAX));
  for (const auto& n : c["notes"].items()) s.notes.push_back(Note{n.as_string()});
  s.free_rolls = dice_rolls_from_json(c["free_rolls"]);
  s.settings = c["settings"].expect_object().value();
  return s;
}

void GameRegistry::add(std::shared_ptr<const GameModule> module) { modules_[module->id()] = std::move(module); }

const GameModule* GameRegistry::find(const std::string& id) const {
  auto it = modules_.find(id);
  return it == modules_.end() ? nullptr : it->second.get();
}

std::vector<const GameModule*> GameRegistry::all() const {
  std::vector<const GameModule*> out;
  for (const auto& [id, m] : modules_) out.push_back(m.get());
  return out;
}

namespace {

struct NoteArgs {
  std::string text;
};

struct RollArgs {
  std::string label, dice;
};

struct RenameArgs {
  std::string name;
};

std::vector<Reason> check_roll(const RollArgs& a) {
  std::vector<Reason> reasons;
  int count = 0, sides = 0;
  if (a.label.empty()) reasons.push_back({"", "a roll needs a label saying what it is for"});
  if (!parse_dice_notation(a.dice, count, sides))
    reasons.push_back({"", "\"" + a.dice + "\" is not dice notation such as 2D6"});
  return reasons;
}

Outcome roll_free_dice(const CampaignState& state, const RollArgs& a, Dice& dice) {
  int count = 0, sides = 0;
  parse_dice_notation(a.dice, count, sides);
  Outcome o{state, {}};
  DiceRoll r = dice.roll(a.label + ", " + a.dice, count, sides);
  o.state.core.free_rolls.push_back(r);
  o.events.push_back(Event{"Rolled " + r.describe(), "", Json{{"total", r.total()}}});
  return o;
}

}  // namespace

std::vector<CommandDef> core_commands() {
  std::vector<CommandDef> out;

  out.push_back(define<NoteArgs>({
      .name = "core.note",
      .summary = "Record an umpire's note in the campaign",
      .args = ArgsOf<NoteArgs>().field(&NoteArgs::text, arg::text("text", "the note").eg("Argozia's player asks for a ruling on rivers")),
      .check = [](const CampaignState&, const NoteArgs& a) {
        std::vector<Reason> reasons;
        if (a.text.empty()) reasons.push_back({"", "a note needs some text"});
        return reasons;
      },
      .apply = [](const CampaignState& state, const NoteArgs& a, Dice&) {
        Outcome o{state, {}};
        o.state.core.notes.push_back(Note{a.text});
        o.events.push_back(Event{"Umpire's note: " + a.text, "", nullptr});
        return o;
      }}));

  out.push_back(define<RollArgs>({
      .name = "core.roll",
      .summary = "Roll dice outside any rule and record them",
      .flags = kUmpireRuling,
      .args = ArgsOf<RollArgs>()
                  .field(&RollArgs::label, arg::text("label", "what the roll is for").eg("weather at Kleverburg"))
                  .field(&RollArgs::dice, arg::text("dice", "dice notation: how many dice of how many sides").eg("2D6")),
      .check = [](const CampaignState&, const RollArgs& a) { return check_roll(a); },
      .apply = roll_free_dice}));

  out.push_back(define<RenameArgs>({
      .name = "core.rename",
      .summary = "Rename the campaign",
      .args = ArgsOf<RenameArgs>().field(&RenameArgs::name, arg::text("name", "the campaign's new name").eg("Soldier King, second game")),
      .check = [](const CampaignState&, const RenameArgs& a) {
        std::vector<Reason> reasons;
        if (a.name.empty()) reasons.push_back({"", "a campaign needs a name"});
        return reasons;
      },
      .apply = [](const CampaignState& state, const RenameArgs& a, Dice&) {
        Outcome o{state, {}};
        o.state.core.name = a.name;
        o.events.push_back(Event{"Campaign renamed to " + o.state.core.name, "", nullptr});
        return o;
      }}));
  return out;
}

}  // namespace umpire
