// `umpire bench`, bundle part. The 1740 set-up with Cleve and Dupanen active,
// intelligence issued to all six players (SK 8.1), then the bundle written as
// the umpire does before a game night: for each player his report in PDF
// (with its map), HTML (with its SVG map) and Markdown and whatever other
// handouts he receives, a folder and a zip each, and the umpire's master
// sheet. Timed from the campaign state to the last file written; the median
// of three runs, each into a fresh folder. Figures are printed, never asserted.
#include "app/bench_bundle.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include <unistd.h>

#include "app/bench.h"
#include "report/bundle.h"
#include "session/campaign.h"
#include "soldier_king/module.h"
#include "soldier_king/state.h"

namespace umpire {

namespace {

using Clock = std::chrono::steady_clock;

}  // namespace

void run_bundle_bench(std::ostream& out) {
  const report::ReportProvider* p = report::report_providers().find(sk::kGameId);
  if (!p) {
    out << "bundle: Soldier King's handouts are not registered\n";
    return;
  }
  GameRegistry registry;
  registry.add(sk::module());
  auto c =
      Campaign::create(":memory:", registry, "Bench 1740", sk::kGameId, Json{{"duchies", {"cleve", "dupanen"}}}, 7);
  if (!p->refresh_command.is_null() && !c->apply(p->refresh_command).ok) {
    out << "bundle: the refresh command was refused\n";
    return;
  }
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("umpire-bench-bundle-" + std::to_string(::getpid()));
  std::vector<double> ms;
  report::Bundle last;
  for (int run = 0; run < 3; ++run) {
    std::error_code ec;
    fs::remove_all(dir, ec);
    auto start = Clock::now();
    last = report::write_bundle(*p, c->state(), dir.string());
    ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
  }
  std::sort(ms.begin(), ms.end());
  std::size_t files = last.umpire_files.size(), players = 0;
  std::uintmax_t bytes = 0;
  for (const auto& pl : last.players) {
    players += !pl.zip.empty();
    files += pl.files.size() + (pl.zip.empty() ? 0 : 1);
    std::error_code ec;
    if (!pl.zip.empty()) bytes += fs::file_size(pl.zip, ec);
  }
  out << "bundle: " << last.moment << ", " << players << " players (four Kings, two duchies): " << files
      << " files, zips " << fixed(static_cast<double>(bytes) / 1e6, 1) << " MB, written in " << fixed(ms[1], 0)
      << " ms (median of 3; goal under 2000 ms)\n";
  std::error_code ec;
  fs::remove_all(dir, ec);
}

}  // namespace umpire
