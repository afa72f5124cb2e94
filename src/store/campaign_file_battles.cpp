// Battles: child campaigns stored in the campaign's own file (schema 3). The
// journal and snapshot calls of a child are those of campaign_file.cpp, scoped
// to the battle's rows; this file lists, creates, opens and retires them.
#include <stdexcept>

#include "core/error.h"
#include "store/campaign_file.h"
#include "store/clock.h"

namespace umpire {

namespace {

BattleRecord battle_from_row(sql::Stmt& s, const std::string& path) {
  BattleRecord b;
  b.id = s.column_text(0);
  b.engine = s.column_text(1);
  b.created_at = s.column_text(2);
  b.meta = parse_json(s.column_text(3), path + " (battle " + b.id + ", metadata)", kMaxStoredJsonDepth);
  if (!b.meta.is_object()) throw UserError(path + " (battle " + b.id + "): damaged: its metadata is not a JSON object");
  return b;
}

bool battle_exists(sql::Db& db, const std::string& id) {
  sql::Stmt s(db, "SELECT 1 FROM battle WHERE id = ?");
  s.bind(1, id);
  return s.step();
}

}  // namespace

void CampaignFile::require_campaign(const char* what) const {
  if (is_battle())
    throw std::logic_error(std::string(what) + " is a call on the campaign, not on its battle " + battle_);
}

std::vector<BattleRecord> CampaignFile::battles() {
  require_campaign("battles()");
  std::vector<BattleRecord> out;
  if (schema_ < 3) return out;  // an old file read as it is: no battles were stored then
  sql::Stmt s(*db_, "SELECT id, engine, created_at, meta FROM battle ORDER BY rowid");
  while (s.step()) out.push_back(battle_from_row(s, path()));
  return out;
}

std::optional<BattleRecord> CampaignFile::find_battle(const std::string& id) {
  require_campaign("find_battle()");
  if (schema_ < 3) return std::nullopt;
  sql::Stmt s(*db_, "SELECT id, engine, created_at, meta FROM battle WHERE id = ?");
  s.bind(1, id);
  if (!s.step()) return std::nullopt;
  return battle_from_row(s, path());
}

CampaignFile CampaignFile::create_battle(const std::string& id, const std::string& engine, const Json& meta,
                                         const Json& initial_state) {
  require_campaign("create_battle()");
  require_writable();
  if (id.empty()) throw UserError(path() + ": a battle needs a name");
  if (!meta.is_object()) throw UserError(path() + ": the metadata of battle " + id + " must be a JSON object");
  sql::Transaction t(*db_);
  if (battle_exists(*db_, id))
    throw UserError(path() + ": the campaign already has a battle " + id + "; it was not replaced");
  sql::Stmt(*db_, "INSERT INTO battle(id, engine, meta, created_at) VALUES(?, ?, ?, ?)")
      .bind(1, id)
      .bind(2, engine)
      .bind(3, meta.dump())
      .bind(4, now_utc())
      .run();
  CampaignFile child(db_, access_, lock_, schema_, id);
  child.put_snapshot(0, initial_state);
  t.commit();
  return child;
}

CampaignFile CampaignFile::battle(const std::string& id) {
  require_campaign("battle()");
  if (schema_ < 3 || !battle_exists(*db_, id)) throw UserError(path() + ": the campaign has no battle " + id);
  return CampaignFile(db_, access_, lock_, schema_, id);
}

std::string CampaignFile::retire_battle(const std::string& id) {
  require_campaign("retire_battle()");
  require_writable();
  sql::Transaction t(*db_);
  if (!battle_exists(*db_, id)) throw UserError(path() + ": the campaign has no battle " + id);
  std::string retired;
  for (int n = 1;; ++n) {
    retired = id + "~" + std::to_string(n);
    if (!battle_exists(*db_, retired)) break;
  }
  // ON UPDATE CASCADE carries the rows along where foreign keys are enforced;
  // the explicit updates keep them together on a connection where they are not.
  for (const char* table : {"battle", "battle_journal", "battle_snapshot"}) {
    std::string key = std::string(table) == "battle" ? "id" : "battle";
    sql::Stmt(*db_, std::string("UPDATE ") + table + " SET " + key + " = ? WHERE " + key + " = ?")
        .bind(1, retired)
        .bind(2, id)
        .run();
  }
  t.commit();
  return retired;
}

Json CampaignFile::battle_meta() {
  sql::Stmt s(*db_, "SELECT meta FROM battle WHERE id = ?");
  s.bind(1, battle_);
  if (!s.step()) throw UserError(path() + ": the battle " + battle_ + " is no longer in the campaign");
  Json meta = parse_json(s.column_text(0), path() + " (battle " + battle_ + ", metadata)", kMaxStoredJsonDepth);
  if (!meta.is_object())
    throw UserError(path() + " (battle " + battle_ + "): damaged: its metadata is not a JSON object");
  return meta;
}

}  // namespace umpire
