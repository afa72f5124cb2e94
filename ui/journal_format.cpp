#include "ui/journal_format.h"

#include "core/dice.h"

namespace umpire {

namespace {

std::string value_text(const Json& v) { return v.is_string() ? v.get<std::string>() : v.dump(); }

}  // namespace

std::string args_summary(const Json& command, std::size_t max_chars) {
  if (!command.is_object() || !command.contains("args")) return "";
  const Json& args = command["args"];
  std::string out;
  if (args.is_object()) {
    for (const auto& [key, value] : args.items()) {
      if (!out.empty()) out += "; ";
      out += key + ": " + value_text(value);
    }
  } else {
    out = value_text(args);
  }
  if (out.size() > max_chars) out = out.substr(0, max_chars) + "...";
  return out;
}

std::string short_time(const std::string& iso) {
  // Only reshape what looks like "YYYY-MM-DDTHH:MM..."; show anything else as it is.
  if (iso.size() < 16 || iso[10] != 'T') return iso;
  return iso.substr(0, 10) + " " + iso.substr(11, 5);
}

std::vector<std::string> dice_lines(const JournalRow& row) {
  std::vector<std::string> out;
  if (!row.dice.is_array()) return out;
  for (const auto& d : row.dice) {
    try {
      out.push_back(dice_roll_from_json(JsonCursor(d, "journal")).describe());
    } catch (const UserError&) {
      out.push_back("(unreadable roll: " + d.dump() + ")");
    }
  }
  return out;
}

std::vector<std::string> event_lines(const JournalRow& row) {
  std::vector<std::string> out;
  if (!row.events.is_array()) return out;
  for (const auto& e : row.events) {
    if (!e.is_object()) {
      out.push_back(e.dump());
      continue;
    }
    std::string text = e.contains("text") ? value_text(e["text"]) : "";
    std::string rule = e.contains("rule") ? value_text(e["rule"]) : "";
    out.push_back(rule.empty() ? text : text + " [" + rule + "]");
  }
  return out;
}

}  // namespace umpire
