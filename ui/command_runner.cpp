#include "ui/command_runner.h"

#include <exception>

namespace umpire {

const char* to_string(DiceMode mode) { return mode == DiceMode::Manual ? "manual" : "seeded"; }

DiceMode dice_mode_from_string(const std::string& text) {
  return text == "manual" ? DiceMode::Manual : DiceMode::Seeded;
}

std::optional<std::string> check_faces(const std::vector<int>& faces, const DiceRequest& request) {
  if (faces.size() != static_cast<std::size_t>(request.count))
    return "enter " + std::to_string(request.count) + " dice, found " + std::to_string(faces.size());
  for (std::size_t i = 0; i < faces.size(); ++i)
    if (faces[i] < 1 || faces[i] > request.sides)
      return "die " + std::to_string(i + 1) + " must be 1 to " + std::to_string(request.sides);
  return std::nullopt;
}

void CommandRunner::issue(Campaign& campaign, const Json& command, DiceMode mode) {
  pending_.reset();
  run(campaign, command, {}, mode);
}

void CommandRunner::supply(Campaign& campaign, const std::vector<int>& faces) {
  if (!pending_) return;
  if (auto problem = check_faces(faces, pending_->request)) {
    report_.error = *problem;
    return;
  }
  PendingDice p = std::move(*pending_);
  pending_.reset();
  p.faces.insert(p.faces.end(), faces.begin(), faces.end());
  run(campaign, p.command, std::move(p.faces), DiceMode::Manual);
}

void CommandRunner::cancel() { pending_.reset(); }

bool CommandRunner::take_changed() {
  bool c = changed_;
  changed_ = false;
  return c;
}

void CommandRunner::run(Campaign& campaign, const Json& command, std::vector<int> faces, DiceMode mode) {
  report_ = CommandReport{};
  report_.type = command.is_object() ? command.value("type", "?") : "?";
  try {
    ApplyResult r;
    if (mode == DiceMode::Manual) {
      ScriptedDice manual(faces, "manual");
      r = campaign.apply(command, manual);
    } else {
      r = campaign.apply(command);
    }
    if (!r.ok) {
      for (const auto& reason : r.reasons) report_.refusals.push_back(reason.describe());
      return;
    }
    report_.applied = true;
    report_.seq = r.seq;
    for (const auto& d : r.dice) report_.lines.push_back("dice: " + d.describe());
    for (const auto& e : r.events) report_.lines.push_back(e.rule.empty() ? e.text : e.text + " [" + e.rule + "]");
    changed_ = true;
  } catch (const DiceNeeded& need) {
    // Nothing was written: remember the command and every face given so far.
    pending_ = PendingDice{command, std::move(faces), need.request()};
  } catch (const UserError& e) {
    report_.error = e.what();
  } catch (const std::exception& e) {
    report_.error = std::string("internal error: ") + e.what();
  }
}

}  // namespace umpire
