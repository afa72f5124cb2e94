#include "ui/bourgogne/result_form.h"

#include <filesystem>

#include "bourgogne/battle_sheet.h"
#include "core/error.h"
#include "bourgogne/retreat.h"
#include "report/export.h"
#include "report/pdf.h"

namespace umpire::bourgogneui {

const std::vector<std::pair<std::string, std::string>>& result_endings() {
  static const std::vector<std::pair<std::string, std::string>> endings{
      {"victory", "Victory: one camp alone in the zone"},
      {"stopped", "The attacker or besieger stopped"},
      {"mutual_wipeout", "Mutual wipe-out"},
      {"no_combat", "No combat (the ally's units alone, GdB T2)"},
      {"charles_killed", "Charles the Bold eliminated (GdB 12.2)"},
  };
  return endings;
}

ResultForm result_form_for(const bourgogne::State& s, const bourgogne::CombatRecord& c) {
  ResultForm f;
  for (const auto* list : {&c.attacking_units, &c.defending_units})
    for (const auto& id : *list) {
      const bourgogne::Unit* u = s.unit(id);
      if (!u) continue;
      f.final_ss[id] = u->ss;
      if (u->type == bourgogne::UnitType::Ca)
        f.ca_owner[id] = bourgogne::to_string(u->ca_owner.value_or(c.camp(c.side_of(id))));
    }
  return f;
}

Json result_form_command(const bourgogne::CombatRecord& c, const ResultForm& f) {
  Json leaders = Json::array();
  for (const auto& id : f.killed) leaders.push_back(Json{{"leader", id}, {"fate", "killed"}});
  Json details = Json::object();
  if (!f.ca_owner.empty()) details["ca_owner"] = Json(f.ca_owner);
  if (!f.in_rz.empty()) details["in_rz"] = Json(std::vector<std::string>(f.in_rz.begin(), f.in_rz.end()));
  if (!f.to_pool.empty()) details["to_pool"] = Json(std::vector<std::string>(f.to_pool.begin(), f.to_pool.end()));
  Json result{{"winner", f.winner}, {"ending", f.ending}, {"leaders", leaders}, {"details", details}};
  Json args{{"combat", c.id}, {"result", result}, {"final_ss", Json(f.final_ss)}};
  if (!f.retreat.empty()) args["retreat"] = f.retreat;
  return Json{{"type", "bourgogne.record_combat"}, {"args", args}};
}

std::vector<std::string> result_form_retreats(const bourgogne::State& s, const bourgogne::CombatRecord& c,
                                              const ResultForm& f, bool into_uncontrolled) {
  if (f.winner != "attacker" && f.winner != "defender") return {};
  const std::string loser = f.winner == "attacker" ? "defender" : "attacker";
  return bourgogne::retreat_zones(s, c.zone, c.camp(loser), into_uncontrolled);
}

std::vector<std::string> print_battle_sheets(const CampaignState& cs, const bourgogne::CombatRecord& c,
                                             const std::string& folder) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::create_directories(folder, ec);
  if (ec) throw UserError("cannot create the folder " + folder + ": " + ec.message());
  std::vector<std::string> files;
  for (const char* who : {"attacker", "defender", "umpire"}) {
    const std::string recipient = c.id + ":" + who;
    const std::string words = std::string(who) == "umpire" ? "umpire" : bourgogne::camp_name(c.camp(who));
    const std::string path = (fs::path(folder) / (report::file_slug(c.name + " " + words) + ".pdf")).string();
    report::write_pdf(bourgogne::render_battle_sheet(bourgogne::battle_sheet_view(cs, recipient)), path);
    files.push_back(path);
  }
  return files;
}

}  // namespace umpire::bourgogneui
