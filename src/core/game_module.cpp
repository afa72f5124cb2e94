// The GameModule defaults every game gets without writing them, the sample
// game's choice, and core.set_setting.
#include "core/game.h"
#include "core/setting_command.h"

namespace umpire {

int GameModule::setting_value(const CampaignState& state, const SettingDef& def) const {
  return stored_setting(state.core.settings, def);
}

CampaignState GameModule::with_setting(const CampaignState& state, const SettingDef& def, int value) const {
  CampaignState out = state;
  out.core.settings[def.key] = value;
  return out;
}

Json GameModule::case_expectation(const GameState& state) const { return case_expectation_without(state, {}); }

Json GameModule::case_expectation_without(const GameState& state, std::initializer_list<const char*> left_out) {
  Json expected = Json::object();
  Json game = state.to_json();
  if (!game.is_object()) return expected;
  for (const auto& [key, value] : game.items()) {
    bool out = false;
    for (const char* k : left_out) out = out || key == k;
    if (!out) expected["/game/" + key] = value;
  }
  return expected;
}

const GameModule* GameRegistry::sample_game() const {
  for (const auto& [id, m] : modules_)
    if (m->sample()) return m.get();
  return nullptr;
}

std::vector<Reason> check_set_setting(const GameModule* module, const std::string& key, const Json& value) {
  if (!module) return {{"", "this campaign has no game, so it has no settings"}};
  SettingSchema schema = module->settings();
  const SettingDef* def = find_setting(schema, key);
  if (!def) {
    std::string known;
    for (const auto& d : schema) known += (known.empty() ? "" : ", ") + d.key;
    return {{"", module->title() + " has no setting \"" + key + "\"" +
                     (known.empty() ? " (it has no settings)" : " (its settings: " + known + ")")}};
  }
  SettingValue v = read_setting_value(*def, value);
  if (!v.problem.empty()) return {{def->rule, v.problem}};
  return {};
}

Outcome apply_set_setting(const GameModule& module, const CampaignState& state, const SettingDef& def, int value) {
  int before = module.setting_value(state, def);
  Outcome o{module.with_setting(state, def, value), {}};
  std::string text = "Setting " + def.key + " = " + describe_setting_value(def, value) + " (was " +
                     describe_setting_value(def, before) + ", default " +
                     describe_setting_value(def, def.default_value) + "): " + def.description;
  o.events.push_back(Event{text, def.rule, Json{{"key", def.key}, {"value", value}}});
  return o;
}

namespace {

struct SetSettingArgs {
  std::string key;
  Json value;
};

}  // namespace

CommandDef set_setting_command(const GameModule* module) {
  return define<SetSettingArgs>(
      {.name = "core.set_setting",
       .summary = "Change a campaign setting, a named rule option of the game; the Rules window lists them",
       .flags = kUmpireRuling,
       .args = ArgsOf<SetSettingArgs>()
                   .field(&SetSettingArgs::key, arg::id("key", "setting", "the setting's key, as the Rules window shows it")
                                                    .eg("events.off"))
                   .field(&SetSettingArgs::value,
                          arg::any("value", "its new value: an integer within its range, yes/no (true or false), or "
                                            "the name of one of its choices")
                              .eg(1)),
       .check = [module](const CampaignState&,
                         const SetSettingArgs& a) { return check_set_setting(module, a.key, a.value); },
       .apply = [module](const CampaignState& state, const SetSettingArgs& a, Dice&) {
         SettingSchema schema = module->settings();
         const SettingDef& def = *find_setting(schema, a.key);
         return apply_set_setting(*module, state, def, read_setting_value(def, a.value).value);
       }});
}

}  // namespace umpire
