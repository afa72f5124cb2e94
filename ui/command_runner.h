// The GUI's one path for changing a campaign: every command, from the Dice
// window or a game window, goes through CommandRunner::issue. In manual dice
// mode a command that needs dice stops with DiceNeeded; the runner keeps the
// command and the faces typed so far, and when the umpire supplies the next
// faces it re-runs Campaign::apply from the start with all of them. apply is
// pure until it succeeds, so re-running is the design, not a workaround.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "session/campaign.h"

namespace umpire {

enum class DiceMode { Seeded, Manual };
const char* to_string(DiceMode mode);             // "seeded", "manual"
DiceMode dice_mode_from_string(const std::string& text);  // anything unknown is seeded

// A command waiting for dice the umpire has to type in.
struct PendingDice {
  Json command;
  std::vector<int> faces;  // every face typed so far for this command
  DiceRequest request;     // what the rules ask for now
};

// What became of the last command, for the Dice window.
struct CommandReport {
  std::string type;                 // "core.roll"
  bool applied = false;
  std::int64_t seq = 0;
  std::vector<std::string> lines;   // dice and events, when applied
  std::vector<std::string> refusals;  // Reason::describe(), when refused
  std::string error;                // a UserError's message
  bool empty() const { return type.empty(); }
};

// Checks typed faces against a request: one per die, each 1..sides. Returns
// the problem to show, or nullopt when the faces can be used.
std::optional<std::string> check_faces(const std::vector<int>& faces, const DiceRequest& request);

class CommandRunner {
 public:
  // Applies a command. Any pending request is dropped first: the umpire moved on.
  void issue(Campaign& campaign, const Json& command, DiceMode mode);
  // Adds the faces for the pending request and re-runs its command.
  void supply(Campaign& campaign, const std::vector<int>& faces);
  void cancel();

  const std::optional<PendingDice>& pending() const { return pending_; }
  const CommandReport& report() const { return report_; }
  // True once after each command that changed the campaign (the journal needs a reload).
  bool take_changed();

 private:
  void run(Campaign& campaign, const Json& command, std::vector<int> faces, DiceMode mode);

  std::optional<PendingDice> pending_;
  CommandReport report_;
  bool changed_ = false;
};

}  // namespace umpire
