// `umpire bundle FILE --out DIR`: every player's handouts of the moment, one
// folder and one zip per player, and the umpire's master sheet
// (report/bundle.h).
#include <iostream>
#include <memory>

#include "app/cli_common.h"
#include "report/bundle.h"
#include "report/export.h"

namespace umpire {

namespace {

struct BundleArgs {
  std::string file, out;
  bool refresh = false, share = false;
};

int run_bundle(const BundleArgs& a, const GameRegistry& registry) {
  auto c = Campaign::open(a.file, registry, a.refresh ? writing("umpire bundle", a.share) : reading("umpire bundle"));
  const report::ReportProvider* provider = report::report_providers().find(c->state().core.game);
  if (!provider) throw UserError("this campaign's game has no player handouts");
  // A bad --out costs no command and no dice.
  report::check_report_folder(*provider, c->state(), a.out);
  if (a.refresh && !refresh_handouts(*c, *provider)) return 1;
  auto b = report::write_bundle(*provider, c->state(), a.out);
  std::cout << (b.unchanged ? "The same bundle is already in " : "Wrote the bundle of ") << b.moment
            << (b.unchanged ? ": " : " to ") << b.folder << "\n";
  for (const auto& p : b.players) {
    if (p.zip.empty())
      std::cout << "  " << p.name << ": nothing to send\n";
    else
      std::cout << "  " << p.name << ": " << p.zip << " (" << p.files.size() << " files)\n";
    for (const auto& s : p.skipped) std::cout << "    not in it: " << s << "\n";
  }
  for (const auto& f : b.umpire_files) std::cout << "  umpire: " << f << "\n";
  return 0;
}

}  // namespace

CliSubcommand add_bundle_command(CLI::App& app, const GameRegistry& registry) {
  auto a = std::make_shared<BundleArgs>();
  auto* cmd = app.add_subcommand(
      "bundle",
      "Write each player's handouts (report, briefings, ...) as one folder and one zip, and the umpire's "
      "master sheet");
  cmd->add_option("campaign", a->file, "Campaign file")->required();
  cmd->add_option("--out", a->out, "The folder to write into (each bundle gets its own folder in it)")->required();
  cmd->add_flag(
      "--refresh", a->refresh,
      "First bring every faction's information up to date (Soldier King: issue intelligence now; journalled)");
  cmd->add_flag("--share", a->share, kShareHelp + std::string(" (with --refresh)"));
  return {cmd, [a, &registry] { return run_bundle(*a, registry); }};
}

}  // namespace umpire
