#include "app/case_runner.h"

#include <algorithm>
#include <optional>
#include <set>
#include <filesystem>

#include "session/campaign.h"

namespace umpire {

namespace {

struct CaseFailure {
  std::string message;
};

[[noreturn]] void case_fail(const std::string& message) { throw CaseFailure{message}; }

std::string join_reasons(const std::vector<Reason>& reasons) {
  std::string out;
  for (const auto& r : reasons) out += (out.empty() ? "" : "; ") + r.describe();
  return out;
}

void check_expectations(Campaign& campaign, const JsonCursor& expect) {
  expect.only_keys({"state", "game", "journal", "notes"});
  if (auto state = expect.optional("state")) {
    Json actual = state_to_json(campaign.state());
    for (const auto& key : state->keys()) {
      Json::json_pointer ptr;
      try {
        ptr = Json::json_pointer(key);
      } catch (const nlohmann::json::exception&) {
        (*state)[key].fail("\"" + key + "\" is not a JSON pointer such as /core/notes/0");
      }
      const Json& wanted = (*state)[key].value();
      if (!actual.contains(ptr)) case_fail("state " + key + ": missing, expected " + wanted.dump());
      if (actual[ptr] != wanted) case_fail("state " + key + ": expected " + wanted.dump() + ", found " + actual[ptr].dump());
    }
  }
  if (auto game = expect.optional("game")) {
    if (!campaign.module() || !campaign.state().game) game->fail("the case has no game to check");
    for (const auto& key : game->keys())
      if (auto failure = campaign.module()->check_expectation(*campaign.state().game, key, (*game)[key]))
        case_fail("game " + key + ": " + *failure);
  }
  if (auto journal = expect.optional("journal")) {
    journal->only_keys({"active", "undone", "discarded"});
    std::int64_t counts[3] = {0, 0, 0};
    for (const auto& row : campaign.journal()) ++counts[static_cast<int>(row.status)];
    const char* names[3] = {"active", "undone", "discarded"};
    for (int i = 0; i < 3; ++i)
      if (auto n = journal->optional(names[i]); n && n->as_int() != counts[i])
        case_fail(std::string("journal: expected ") + std::to_string(n->as_int()) + " " + names[i] + " entries, found " +
                  std::to_string(counts[i]));
  }
  if (auto notes = expect.optional("notes")) {
    std::vector<std::string> actual;
    for (const auto& n : campaign.state().core.notes) actual.push_back(n.text);
    std::vector<std::string> wanted;
    for (const auto& n : notes->items()) wanted.push_back(n.as_string());
    if (actual != wanted) case_fail("notes: expected " + Json(wanted).dump() + ", found " + Json(actual).dump());
  }
}

void run_step(Campaign& campaign, ScriptedDice& dice, ScriptedDecisions& decisions, const JsonCursor& step,
              std::size_t index) {
  std::string where = "step " + std::to_string(index + 1);
  step.only_keys({"apply", "expect", "rule", "message", "events", "undo", "redo", "check"});
  if (auto command = step.optional("apply")) {
    std::string expect = step.optional("expect") ? step["expect"].as_enum({"ok", "refused", "error"}) : "ok";
    ApplyResult r;
    try {
      r = campaign.apply(command->value(), dice, &decisions);
    } catch (const DiceNeeded& e) {
      case_fail(where + ": ran out of scripted dice at \"" + e.request().label + "\"");
    } catch (const DecisionNeeded& e) {
      case_fail(where + ": ran out of scripted decisions at " + e.request().describe());
    } catch (const UserError& e) {
      // An error the umpire can cause that is not a rule refusal (a die face that
      // no die shows, say): expected only where the case says so.
      if (expect != "error") case_fail(where + ": error: " + e.what());
      std::string wanted = step.optional("message") ? step["message"].as_string() : "";
      if (std::string(e.what()).find(wanted) == std::string::npos)
        case_fail(where + ": error \"" + e.what() + "\" does not contain \"" + wanted + "\"");
      return;
    }
    if (expect == "error") case_fail(where + ": expected an error, but none was raised");
    if (expect == "ok" && !r.ok) case_fail(where + ": refused: " + join_reasons(r.reasons));
    if (expect == "refused") {
      if (r.ok) case_fail(where + ": expected a refusal, but the command was applied");
      // "rule" and "message": one reason cites the rule and its text contains the message (several reasons may
      // cite the same rule: the message says which refusal is meant).
      auto rule = step.optional("rule");
      auto message = step.optional("message");
      if (rule || message) {
        std::string wanted = rule ? rule->as_string() : "";
        std::string text = message ? message->as_string() : "";
        bool cited = std::any_of(r.reasons.begin(), r.reasons.end(), [&](const Reason& x) {
          return (!rule || x.rule == wanted) && x.text.find(text) != std::string::npos;
        });
        if (!cited)
          case_fail(where + ": refused, but not " + (rule ? "citing " + (wanted.empty() ? "no rule" : wanted) : "") +
                    (rule && message ? " with " : "") + (message ? "a reason containing \"" + text + "\"" : "") +
                    ": " + join_reasons(r.reasons));
      }
    }
    if (auto events = step.optional("events")) {
      for (const auto& e : events->items()) {
        std::string wanted = e.as_string();
        bool found = std::any_of(r.events.begin(), r.events.end(),
                                 [&](const Event& x) { return x.text.find(wanted) != std::string::npos; });
        if (!found) {
          std::string got;
          for (const auto& x : r.events) got += (got.empty() ? "" : " | ") + x.text;
          case_fail(where + ": no event contains \"" + wanted + "\"; events: " + (got.empty() ? "none" : got));
        }
      }
    }
  } else if (step.optional("undo")) {
    if (!campaign.undo()) case_fail(where + ": nothing to undo");
  } else if (step.optional("redo")) {
    if (!campaign.redo()) case_fail(where + ": nothing to redo");
  } else if (!step.optional("check")) {
    step.fail("a step needs one of \"apply\", \"undo\", \"redo\" or \"check\"");
  }
  if (auto check = step.optional("check")) {
    try {
      check_expectations(campaign, *check);
    } catch (const CaseFailure& f) {
      case_fail(where + ": " + f.message);
    }
  }
}

CaseResult run_one(const JsonCursor& c, const std::string& file, const GameRegistry& registry) {
  CaseResult result;
  result.file = file;
  try {
    c.only_keys({"name", "rules", "game", "options", "seed", "dice", "decisions", "steps", "expect", "description"});
    result.name = c["name"].as_nonempty_string();
    for (const auto& r : c["rules"].items()) result.rules.push_back(r.as_string());
    std::string game = c.optional("game") ? c["game"].as_string() : "";
    Json options = c.optional("options") ? c["options"].expect_object().value() : Json::object();
    std::uint64_t seed = 1;
    if (auto sd = c.optional("seed")) {  // any 64-bit seed, as a recorded campaign may have
      if (sd->value().is_number_unsigned()) seed = sd->value().get<std::uint64_t>();
      else seed = static_cast<std::uint64_t>(sd->as_int(0, INT64_MAX));
    }
    std::vector<int> faces;
    if (auto dice = c.optional("dice"))
      for (const auto& f : dice->items()) faces.push_back(static_cast<int>(f.as_int(1, 1000)));
    ScriptedDice scripted(faces);
    // Decisions, like dice, are consumed in order by every decision the case's commands ask.
    ScriptedDecisions decided(c.optional("decisions") ? c["decisions"].as_strings() : std::vector<std::string>{});
    auto campaign = Campaign::create(":memory:", registry, result.name, game, options, seed);
    auto steps = c["steps"].items();
    for (std::size_t i = 0; i < steps.size(); ++i) run_step(*campaign, scripted, decided, steps[i], i);
    if (auto expect = c.optional("expect")) check_expectations(*campaign, *expect);
    if (scripted.remaining() > 0)
      case_fail(std::to_string(scripted.remaining()) + " scripted dice were never rolled");
    if (decided.remaining() > 0)
      case_fail(std::to_string(decided.remaining()) + " scripted decisions were never asked for");
    result.passed = true;
  } catch (const CaseFailure& f) {
    result.message = f.message;
  } catch (const UserError& e) {
    result.message = e.what();
  }
  if (result.name.empty()) result.name = "(unnamed case)";
  return result;
}

}  // namespace

std::vector<CaseResult> run_case_file(const std::string& path, const GameRegistry& registry) {
  Json doc;
  try {
    doc = load_json_file(path);
  } catch (const UserError& e) {
    return {CaseResult{path, "(unreadable case file)", {}, false, e.what()}};
  }
  return run_case_document(doc, path, registry);
}

namespace {

// The first game a case file names that the registry does not have.
std::optional<std::string> unknown_game(const JsonCursor& root, const GameRegistry& registry) {
  auto known = [&](const Json& c) -> std::optional<std::string> {
    if (!c.is_object() || !c.contains("game") || !c["game"].is_string()) return std::nullopt;
    std::string game = c["game"].get<std::string>();
    if (game.empty() || registry.find(game)) return std::nullopt;
    return game;
  };
  if (auto d = root.optional("defaults"))
    if (auto g = known(d->value())) return g;
  for (const auto& c : root["cases"].items())
    if (auto g = known(c.value())) return g;
  return std::nullopt;
}

}  // namespace

std::vector<CaseResult> run_case_document(const Json& doc, const std::string& path, const GameRegistry& registry) {
  JsonCursor root(doc, path);
  std::vector<CaseResult> out;
  try {
    if (root.is_object() && root.has("cases")) {
      root.only_keys({"cases", "description", "defaults", "test_build_only"});
      // The cases of a game only the test build has (the test game, the
      // reference battle engine): skipped, with a message, by a program without it.
      if (auto only = root.optional("test_build_only"); only && only->as_bool())
        if (auto missing = unknown_game(root, registry))
          return {CaseResult{path, "(cases of a test-only game)", {}, false,
                             "the game \"" + *missing + "\" is only in the test build (umpire_testgame_cli case run)",
                             true}};
      // "defaults" gives every case of the file the fields it does not set
      // itself (a shared game, options or map).
      Json defaults = root.optional("defaults") ? root["defaults"].expect_object().value() : Json::object();
      std::vector<Json> merged;
      for (const auto& c : root["cases"].items()) {
        Json one = c.value();
        if (one.is_object())
          for (auto it = defaults.begin(); it != defaults.end(); ++it)
            if (!one.contains(it.key())) one[it.key()] = it.value();
        merged.push_back(std::move(one));
      }
      for (std::size_t i = 0; i < merged.size(); ++i)
        out.push_back(run_one(JsonCursor(merged[i], path, "/cases/" + std::to_string(i)), path, registry));
    } else {
      out.push_back(run_one(root, path, registry));
    }
  } catch (const UserError& e) {
    out.push_back(CaseResult{path, "(malformed case file)", {}, false, e.what()});
  }
  return out;
}

int run_cases(const std::vector<std::string>& paths, const GameRegistry& registry, std::ostream& out) {
  namespace fs = std::filesystem;
  std::vector<std::string> files;
  for (const auto& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<std::string> found;
      for (const auto& entry : fs::recursive_directory_iterator(p))
        if (entry.is_regular_file() && entry.path().extension() == ".json") found.push_back(entry.path().string());
      std::sort(found.begin(), found.end());
      files.insert(files.end(), found.begin(), found.end());
    } else {
      files.push_back(p);
    }
  }
  int passed = 0, failed = 0, skipped = 0;
  for (const auto& f : files) {
    for (const auto& r : run_case_file(f, registry)) {
      std::string rules;
      for (const auto& x : r.rules) rules += (rules.empty() ? "" : ", ") + x;
      if (r.skipped) {
        ++skipped;
        out << "SKIP " << r.file << ": " << r.message << "\n";
      } else if (r.passed) {
        ++passed;
        out << "PASS " << r.file << ": " << r.name << (rules.empty() ? "" : " [" + rules + "]") << "\n";
      } else {
        ++failed;
        out << "FAIL " << r.file << ": " << r.name << ": " << r.message << "\n";
      }
    }
  }
  out << passed << " passed, " << failed << " failed";
  if (skipped > 0) out << " (" << skipped << (skipped == 1 ? " file" : " files") << " of test-only games skipped)";
  out << "\n";
  return failed;
}

Json record_case(Campaign& campaign, const std::string& name) {
  Json meta = campaign.file().metadata();
  Json steps = Json::array(), dice = Json::array(), decisions = Json::array();
  std::set<std::string> rules;  // every rule the journal's events cite
  std::uint64_t keyed_faces = 0;  // seeded keyed rolls: the case's scripted dice will count them as drawn
  for (const auto& row : campaign.journal()) {
    if (row.status != EntryStatus::Active) continue;
    steps.push_back({{"apply", row.command}});
    for (const auto& e : row.events)
      if (auto r = e.find("rule"); r != e.end() && r->is_string() && !r->get<std::string>().empty())
        rules.insert(r->get<std::string>());
    for (const auto& roll : row.dice) {
      for (const auto& face : roll["faces"]) dice.push_back(face);
      if (roll.value("keyed", false)) keyed_faces += roll["faces"].size();
    }
    // The players' and the script's choices; the doctrine's are made again when the case runs.
    for (const auto& d : row.decisions)
      if (d.value("by", "") != "doctrine") decisions.push_back(d["choice"]);
  }
  Json state = state_to_json(campaign.state());
  Json expected = Json::object();
  expected["/core/dice_drawn"] = state["core"]["dice_drawn"].get<std::uint64_t>() + keyed_faces;
  // The game says what of its final state a case pins (GameModule::case_expectation).
  if (campaign.module() && campaign.state().game) {
    Json pinned = campaign.module()->case_expectation(*campaign.state().game);
    for (const auto& [pointer, value] : pinned.items()) expected[pointer] = value;
  }
  Json kase{{"name", name},
            {"rules", rules},
            {"game", meta.value("game", "")},
            {"options", meta.value("options", Json::object())},
            {"seed", campaign.state().core.seed},  // the set-up may depend on it (generated officers' names)
            {"dice", dice},
            {"steps", steps},
            {"expect", {{"state", expected}, {"journal", {{"active", steps.size()}, {"undone", 0}}}}}};
  if (!decisions.empty()) kase["decisions"] = decisions;
  return kase;
}

std::string format_recorded_case(const Json& kase) {
  std::string out = "{\n";
  for (const char* key : {"name", "rules", "game", "options", "seed", "dice", "decisions"})
    if (kase.contains(key)) out += " \"" + std::string(key) + "\": " + kase[key].dump() + ",\n";
  out += " \"steps\": [\n";
  const Json& steps = kase["steps"];
  for (std::size_t i = 0; i < steps.size(); ++i) out += "  " + steps[i].dump() + (i + 1 < steps.size() ? ",\n" : "\n");
  out += " ],\n \"expect\": {\n  \"journal\": " + kase["expect"]["journal"].dump() + ",\n  \"state\": {\n";
  const Json& state = kase["expect"]["state"];
  std::size_t n = 0;
  for (const auto& [key, value] : state.items())
    out += "   " + Json(key).dump() + ": " + value.dump() + (++n < state.size() ? ",\n" : "\n");
  out += "  }\n }\n}\n";
  return out;
}

}  // namespace umpire
