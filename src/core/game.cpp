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

std::vector<CommandDef> core_commands() {
  std::vector<CommandDef> out;

  out.push_back(CommandDef{
      "core.note", "Record an umpire's note in the campaign (args: text)",
      [](const CampaignState&, const JsonCursor& args) {
        args.only_keys({"text"});
        std::vector<Reason> reasons;
        if (args["text"].as_string().empty()) reasons.push_back({"", "a note needs some text"});
        return reasons;
      },
      [](const CampaignState& state, const JsonCursor& args, Dice&) {
        Outcome o{state, {}};
        std::string text = args["text"].as_string();
        o.state.core.notes.push_back(Note{text});
        o.events.push_back(Event{"Umpire's note: " + text, "", nullptr});
        return o;
      }});

  out.push_back(CommandDef{
      "core.roll",
      "Roll dice outside any rule and record them (args: label, dice e.g. \"2D6\")",
      [](const CampaignState&, const JsonCursor& args) {
        args.only_keys({"label", "dice"});
        std::vector<Reason> reasons;
        int count = 0, sides = 0;
        if (args["label"].as_string().empty()) reasons.push_back({"", "a roll needs a label saying what it is for"});
        if (!parse_dice_notation(args["dice"].as_string(), count, sides))
          reasons.push_back({"", "\"" + args["dice"].as_string() + "\" is not dice notation such as 2D6"});
        return reasons;
      },
      [](const CampaignState& state, const JsonCursor& args, Dice& dice) {
        int count = 0, sides = 0;
        parse_dice_notation(args["dice"].as_string(), count, sides);
        Outcome o{state, {}};
        DiceRoll r = dice.roll(args["label"].as_string() + ", " + args["dice"].as_string(), count, sides);
        o.state.core.free_rolls.push_back(r);
        o.events.push_back(Event{"Rolled " + r.describe(), "", Json{{"total", r.total()}}});
        return o;
      }});

  out.push_back(CommandDef{
      "core.rename", "Rename the campaign (args: name)",
      [](const CampaignState&, const JsonCursor& args) {
        args.only_keys({"name"});
        std::vector<Reason> reasons;
        if (args["name"].as_string().empty()) reasons.push_back({"", "a campaign needs a name"});
        return reasons;
      },
      [](const CampaignState& state, const JsonCursor& args, Dice&) {
        Outcome o{state, {}};
        o.state.core.name = args["name"].as_string();
        o.events.push_back(Event{"Campaign renamed to " + o.state.core.name, "", nullptr});
        return o;
      }});
  return out;
}

}  // namespace umpire
