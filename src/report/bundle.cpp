#include "report/bundle.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "core/error.h"
#include "report/export.h"
#include "report/html.h"
#include "report/issues.h"
#include "report/markdown.h"
#include "report/pdf.h"

namespace umpire::report {

namespace fs = std::filesystem;

namespace {

// A document in the three formats a bundle holds, named `stem`.pdf/.html/.md.
void add_formats(std::vector<ZipEntry>& out, const std::string& stem, const Document& doc) {
  out.push_back({stem + ".pdf", pdf_bytes(doc)});
  out.push_back({stem + ".html", to_html(doc)});
  out.push_back({stem + ".md", to_markdown(doc)});
}

// The name of a recipient's copy in a folder: the handout's title when the
// recipient is the player (his report, his orders sheet), else the title and
// the recipient's name (a battle's side) without its remarks in brackets; a
// name already taken gets a number.
std::string stem_of(const Handout& h, const std::string& recipient, const std::string& recipient_name,
                    const std::string& player, const std::vector<ZipEntry>& taken) {
  std::string title = file_slug(h.title.empty() ? h.id : h.title);
  if (recipient == player) return title;
  std::string name;
  int depth = 0;
  for (char ch : recipient_name) {
    if (ch == '(')
      ++depth;
    else if (ch == ')' && depth > 0)
      --depth;
    else if (depth == 0)
      name += ch;
  }
  std::string stem = title + "-" + file_slug(name);
  auto used = [&](const std::string& candidate) {
    for (const auto& f : taken)
      if (f.name.rfind(candidate + ".", 0) == 0) return true;
    return false;
  };
  std::string unique = stem;
  for (int n = 2; used(unique); ++n) unique = stem + "-" + std::to_string(n);
  return unique;
}

void write_file(const fs::path& path, const std::string& bytes) {
  std::error_code ec;
  fs::create_directories(path.parent_path(), ec);
  std::ofstream out(path, std::ios::binary);
  out << bytes;
  if (!out) throw UserError(path.string() + ": cannot be written");
}

}  // namespace

Recipients bundle_players(const ReportProvider& p, const CampaignState& s) { return p.factions(s); }

bool receives(const Handout& h, const CampaignState& s, const std::string& recipient, const std::string& player) {
  if (h.umpires_copy && h.umpires_copy(recipient)) return false;
  if (h.to_every_player) return true;
  if (!h.players_of) return recipient == player;
  auto players = h.players_of(s, recipient);
  return std::find(players.begin(), players.end(), player) != players.end();
}

PlayerFiles player_files(const ReportProvider& p, const CampaignState& s, const std::string& player,
                         const std::string& name) {
  PlayerFiles out{player, name, {}, {}};
  // His turn's report is what a bundle is sent for: without it, nothing goes
  // (the orders sheet and the gazette alone would be the wrong turn's post).
  if (std::string why = p.not_ready(s, player); !why.empty()) {
    out.skipped.push_back(p.turn_report.title + ": " + why);
    return out;
  }
  for (const Handout* h : p.every_handout()) {
    if (!h->recipients) continue;
    for (const auto& [id, recipient_name] : h->recipients(s)) {
      if (!receives(*h, s, id, player)) continue;
      std::string why = h->not_ready ? h->not_ready(s, id) : std::string();
      if (!why.empty()) {
        out.skipped.push_back(h->title + (id == player ? "" : ", " + recipient_name) + ": " + why);
        continue;
      }
      add_formats(out.files, stem_of(*h, id, recipient_name, player, out.files), h->write(s, id));
    }
  }
  return out;
}

Bundle write_bundle(const ReportProvider& p, const CampaignState& s, const std::string& out_dir) {
  Bundle result;
  result.moment = p.issue_moment(s);
  const std::string base = issue_base(p, s) + "-bundle";
  const Recipients players = bundle_players(p, s);
  std::vector<PlayerFiles> bundles;
  IssueLabel label{"bundle", s.core.name, result.moment, {}};
  for (const auto& [id, name] : players) {
    bundles.push_back(player_files(p, s, id, name));
    if (!bundles.back().files.empty()) label.players.push_back(name);
  }
  if (label.players.empty()) {
    std::string why = bundles.empty() || bundles.front().skipped.empty() ? "no player receives a handout now"
                                                                         : bundles.front().skipped.front();
    throw UserError("no bundle could be written: " + why);
  }
  // The umpire's folder: the master sheet, the umpire's own copies, and any copy no player receives.
  std::vector<ZipEntry> umpire;
  if (p.master_sheet) add_formats(umpire, "master-sheet", p.master_sheet(s));
  for (const Handout* h : p.every_handout()) {
    if (!h->recipients) continue;
    for (const auto& [id, recipient_name] : h->recipients(s)) {
      bool own = h->umpires_copy && h->umpires_copy(id);
      if (h->to_every_player && !own) continue;
      bool someone = false;
      for (const auto& pl : players) someone = someone || receives(*h, s, id, pl.first);
      if (someone || (h->not_ready && !h->not_ready(s, id).empty())) continue;
      add_formats(umpire, (own ? "" : "unsent-") + file_slug(h->title) + "-" + file_slug(recipient_name),
                  h->write(s, id));
    }
  }
  auto placed = place_issue(out_dir, base, label, [&](const std::string& folder) {
    for (const auto& b : bundles) {
      if (b.files.empty()) continue;
      const std::string stem = file_slug(b.name);
      std::vector<ZipEntry> zipped;
      for (const auto& f : b.files) {
        write_file(fs::path(folder) / stem / f.name, f.bytes);
        zipped.push_back({base + "-" + stem + "/" + f.name, f.bytes});
      }
      write_file(fs::path(folder) / (stem + ".zip"), zip_stored(zipped));
    }
    for (const auto& f : umpire) write_file(fs::path(folder) / "umpire" / f.name, f.bytes);
  });
  result.folder = placed.folder;
  result.unchanged = placed.unchanged;
  for (const auto& b : bundles) {
    Bundle::Player pl{b.name, "", "", {}, b.skipped};
    if (!b.files.empty()) {
      pl.folder = (fs::path(result.folder) / file_slug(b.name)).string();
      pl.zip = pl.folder + ".zip";
      for (const auto& f : b.files) pl.files.push_back((fs::path(pl.folder) / f.name).string());
    }
    result.players.push_back(std::move(pl));
  }
  for (const auto& f : umpire) result.umpire_files.push_back((fs::path(result.folder) / "umpire" / f.name).string());
  return result;
}

}  // namespace umpire::report
