#include "sessions/battle_papers.h"

namespace umpire::battles {

std::vector<JournalMove> journal_moves(Campaign& battle) {
  std::vector<JournalMove> out;
  for (const JournalRow& row : battle.journal()) {
    if (row.status != EntryStatus::Active || !row.damage.empty()) continue;
    std::string type = row.command.is_object() ? row.command.value("type", std::string()) : std::string();
    if (type != kMoveCommand && type != kFinishCommand) continue;
    JournalMove m;
    m.seq = row.seq;
    m.command = type;
    const std::string where = "journal entry #" + std::to_string(row.seq);
    for (const auto& e : JsonCursor(row.events, where + " events").items()) m.events.push_back(event_from_json(e));
    m.decisions = decisions_from_json(JsonCursor(row.decisions, where + " decisions"));
    out.push_back(std::move(m));
  }
  return out;
}

}  // namespace umpire::battles
