// The seam between games and reports: each game registers how to write the
// report each of its factions receives. A provider sees the campaign state but
// must build a faction's report only from what that faction is entitled to
// know (for Soldier King: the intelligence issued to it, never the truth).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/game.h"
#include "report/document.h"

namespace umpire::report {

struct ReportProvider {
  std::string game_id;
  // The factions that receive reports now (id, display name).
  std::function<std::vector<std::pair<std::string, std::string>>(const CampaignState&)> factions;
  // Why a faction's report cannot be written yet ("no intelligence issued"), or "" when it can.
  std::function<std::string(const CampaignState&, const std::string& faction)> not_ready;
  // The faction's report.
  std::function<Document(const CampaignState&, const std::string& faction)> report;
  // The moment the reports are for, for file and folder names: "Winter 1739".
  std::function<std::string(const CampaignState&)> period;
  // The command that brings every faction's information up to date before a
  // "print all" (e.g. issuing intelligence), or null.
  Json refresh_command = nullptr;
};

class ReportRegistry {
 public:
  // A second provider for the same game replaces the first.
  void add(ReportProvider p) {
    for (auto& existing : providers_)
      if (existing.game_id == p.game_id) {
        existing = std::move(p);
        return;
      }
    providers_.push_back(std::move(p));
  }
  const ReportProvider* find(const std::string& game_id) const {
    for (const auto& p : providers_)
      if (p.game_id == game_id) return &p;
    return nullptr;
  }

 private:
  std::vector<ReportProvider> providers_;
};

// The process-wide registry games add their providers to at start-up.
inline ReportRegistry& report_providers() {
  static ReportRegistry registry;
  return registry;
}

}  // namespace umpire::report
