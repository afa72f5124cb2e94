// The subcommands that write what a campaign shows: players' reports, the
// umpire's next steps, and the games' own subcommands (Soldier King's briefing).
#include <algorithm>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <set>

#include "app/cli_common.h"
#include "core/suggest.h"
#include "report/export.h"
#include "report/html.h"
#include "report/markdown.h"
#include "report/pdf.h"
#include "session/names.h"

namespace umpire {

namespace {

struct ReportArgs {
  std::string file, faction, out, handout;
  std::vector<std::string> formats;
  bool all = false, refresh = false, share = false;
};

std::string and_words(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : ", ") + w;
  return out;
}

void write_text_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw UserError(path + ": cannot be written");
}

// --handout ID: one recipient's copy of any handout the game registers (the
// gazette, a battle side's briefing), in one format. The recipient is one of
// the handout's recipients, by id or name; a faction may also be given as the
// command line names factions elsewhere.
int run_handout(const ReportArgs& a, const Campaign& c, const report::ReportProvider& provider) {
  const report::Handout* handout = nullptr;
  std::vector<std::string> ids;
  for (const report::Handout* h : provider.every_handout()) {
    ids.push_back(h->id);
    if (h->id == a.handout) handout = h;
  }
  if (!handout)
    throw UserError("--handout: this game has no handout \"" + a.handout + "\"" + did_you_mean(a.handout, ids) +
                    " (its handouts: " + and_words(ids) + ")");
  if (a.all || a.faction.empty())
    throw UserError("--handout writes one recipient's copy: give --faction F (the recipient), not --all");
  if (a.formats.size() > 1) throw UserError("--format: give one format for one handout");
  report::Format format = a.formats.empty() ? report::Format::Pdf : report::format_from_string(a.formats.front());
  report::Recipients recipients = handout->recipients ? handout->recipients(c.state()) : report::Recipients{};
  std::string recipient;
  for (const auto& [id, name] : recipients)
    if (same_ignoring_case(id, a.faction) || same_ignoring_case(name, a.faction)) recipient = id;
  if (recipient.empty() && c.module()) {
    std::string faction = resolve_piece(*c.module(), c.state(), "faction", a.faction);
    for (const auto& [id, name] : recipients)
      if (id == faction) recipient = id;
  }
  if (recipient.empty()) {
    std::vector<std::string> names;
    for (const auto& [id, name] : recipients) names.push_back(id);
    throw UserError("\"" + a.faction + "\" does not receive the " + handout->title + " now" +
                    (names.empty() ? std::string(" (nobody does)") : " (its recipients: " + and_words(names) + ")"));
  }
  std::string why = handout->not_ready ? handout->not_ready(c.state(), recipient) : "";
  if (!why.empty()) throw UserError("cannot write the " + handout->title + ": " + why);
  report::check_report_file(a.out);
  report::Document doc = handout->write(c.state(), recipient);
  switch (format) {
    case report::Format::Markdown: write_text_file(a.out, report::to_markdown(doc)); break;
    case report::Format::Html: write_text_file(a.out, report::to_html(doc)); break;
    case report::Format::Pdf: report::write_pdf(doc, a.out); break;
  }
  std::cout << "Wrote " << a.out << "\n";
  return 0;
}

int run_report(ReportArgs a, const GameRegistry& registry) {
  bool other_handout = !a.handout.empty() && a.handout != "report";
  if (other_handout && a.refresh) throw UserError("--refresh brings the turn report up to date; not with --handout");
  auto c = Campaign::open(a.file, registry, a.refresh ? writing("umpire report", a.share) : reading("umpire report"));
  const report::ReportProvider* provider = report::report_providers().find(c->state().core.game);
  if (!provider) throw UserError("this campaign's game has no player reports");
  if (other_handout) return run_handout(a, *c, *provider);
  if (c->module() && !a.faction.empty()) a.faction = resolve_piece(*c->module(), c->state(), "faction", a.faction);
  // A game without a "faction" piece kind (1631): the report's recipient by its id or name.
  for (const auto& [id, name] : provider->factions(c->state()))
    if (!a.faction.empty() && id != a.faction && same_ignoring_case(name, a.faction)) a.faction = id;
  if (a.all == !a.faction.empty()) throw UserError("give either --faction F or --all");
  // Everything that can be checked is checked before --refresh journals
  // the refresh and rolls its dice.
  std::vector<report::Format> formats;
  for (const auto& f : a.formats) formats.push_back(report::format_from_string(f));
  if (formats.empty()) formats.push_back(report::Format::Pdf);
  if (a.all) {
    report::check_report_folder(*provider, c->state(), a.out);
  } else {
    if (formats.size() != 1) throw UserError("--format: give one format for one faction's report");
    bool known = false;
    for (const auto& [id, name] : provider->factions(c->state())) known = known || id == a.faction;
    std::string why = provider->not_ready(c->state(), a.faction);
    if (!known && !why.empty()) throw UserError("cannot write the report: " + why);
    report::check_report_file(a.out);
  }
  if (a.refresh && !refresh_handouts(*c, *provider)) return 1;
  if (a.all) {
    auto result = report::export_all(*provider, c->state(), a.out, formats);
    std::cout << "Wrote " << result.files.size() << " files to " << result.folder << "\n";
    for (const auto& f : result.files) std::cout << "  " << f << "\n";
    for (const auto& skipped : result.skipped) std::cout << "  skipped " << skipped << "\n";
    return 0;
  }
  report::export_one(*provider, c->state(), a.faction, formats.front(), a.out);
  std::cout << "Wrote " << a.out << "\n";
  return 0;
}

CliSubcommand add_report(CLI::App& app, const GameRegistry& registry) {
  auto a = std::make_shared<ReportArgs>();
  auto* cmd = app.add_subcommand("report", "Write players' reports: one faction, or every faction (--all)");
  cmd->add_option("campaign", a->file, "Campaign file")->required();
  cmd->add_option("--faction", a->faction, "The faction whose report to write");
  cmd->add_flag("--all", a->all, "Every faction: one PDF with all reports plus one file per faction");
  cmd->add_option("--format", a->formats, "md, html or pdf (with --all: may be repeated; default pdf)");
  cmd->add_option("--out", a->out, "The file to write (with --all: the folder to write into)")->required();
  cmd->add_flag(
      "--refresh", a->refresh,
      "First bring every faction's information up to date (Soldier King: issue intelligence now; journalled)");
  cmd->add_flag("--share", a->share, kShareHelp + std::string(" (with --refresh)"));
  cmd->add_option("--handout", a->handout,
                  "Another handout than the turn report, by its id (Soldier King: gazette, briefing), for the "
                  "recipient given with --faction");
  return {cmd, [a, &registry] { return run_report(*a, registry); }};
}

// The commands a step's words name ("... (sk.draw_event) ..."), other than
// the one offered: how to give each, so the umpire need not look it up.
void print_commands_named(Campaign& c, const std::string& text, const Json& offered, std::ostream& out) {
  std::string given = offered.is_object() ? offered.value("type", "") : "";
  std::set<std::string> seen;
  for (const auto& def : c.commands().all()) {
    if (def.name == given || seen.count(def.name)) continue;
    auto at = text.find(def.name);
    if (at == std::string::npos) continue;
    char after = at + def.name.size() < text.size() ? text[at + def.name.size()] : ' ';
    if (std::isalnum(static_cast<unsigned char>(after)) || after == '_') continue;  // sk.event_drill in sk.event_drillx
    seen.insert(def.name);
    Json example{{"type", def.name}, {"args", def.example}};
    out << "  " << def.name << ": umpire apply " << c.path() << " '" << example.dump() << "'   (umpire help " << def.name
        << ")\n";
  }
}

// What the umpire does next, in words, each with its rule and the command
// that does it, ready to paste.
void print_next_steps(Campaign& c, std::ostream& out) {
  const auto& s = c.state();
  const GameModule* m = c.module();
  if (!m || !s.game) {
    out << "This campaign has no game, so there is nothing to do but keep notes (core.note) and roll dice "
           "(core.roll).\n";
    return;
  }
  out << "Status:  " << m->status(*s.game) << "\n";
  std::string names;
  for (const auto& p : m->players(s)) names += (names.empty() ? "" : ", ") + p.name;
  if (!names.empty()) out << "Players: " << names << "\n";
  auto steps = m->next_steps(s);
  if (steps.empty()) out << "Nothing is waiting.\n";
  for (const auto& step : steps) {
    out << "Next:    " << step.text << (step.rule.empty() ? "" : " [" + step.rule + "]") << "\n";
    if (step.command.is_null()) {
      print_commands_named(c, step.text, step.command, out);
      continue;
    }
    auto reasons = c.validate(step.command);
    auto confirm = m->confirmation(s, step.command);
    out << "  " << (reasons.empty() ? "do it:  " : "not yet: ") << "umpire apply " << c.path() << " '"
        << step.command.dump() << "'" << (confirm ? " --confirm" : "") << "\n";
    if (confirm && reasons.empty()) out << "           (" << *confirm << ")\n";
    for (const auto& r : reasons) out << "           - " << r.describe() << "\n";
    print_commands_named(c, step.text, step.command, out);
  }
}

CliSubcommand add_next(CLI::App& app, const GameRegistry& registry) {
  auto file = std::make_shared<std::string>();
  auto* cmd =
      app.add_subcommand("next", "Say what the umpire must do next, with the rule and the command that does it");
  cmd->add_option("campaign", *file, "Campaign file")->required();
  return {cmd, [file, &registry] {
            auto c = Campaign::open(*file, registry, reading("umpire next"));
            print_next_steps(*c, std::cout);
            return 0;
          }};
}

struct ListArgs {
  std::string file, what, faction, box;
};

// `--faction argozia` or `--faction Argozia`: a row's id or name, case ignored.
bool matches(const std::string& wanted, const std::string& id, const std::string& name) {
  return wanted.empty() || same_ignoring_case(wanted, id) || same_ignoring_case(wanted, name);
}

int run_list(const ListArgs& a, const GameRegistry& registry) {
  auto c = Campaign::open(a.file, registry, reading("umpire list"));
  const GameModule* m = c->module();
  auto kinds = m ? m->piece_kinds() : std::vector<PieceKind>{};
  std::string plurals;
  for (const auto& k : kinds) plurals += (plurals.empty() ? "" : ", ") + k.plural;
  auto kind = std::find_if(kinds.begin(), kinds.end(),
                           [&](const PieceKind& k) { return a.what == k.plural || a.what == k.kind; });
  if (kind == kinds.end()) {
    if (kinds.empty()) throw UserError("this campaign's game has no pieces to list");
    std::vector<std::string> words;
    for (const auto& k : kinds) words.push_back(k.plural);
    throw UserError("there is nothing called \"" + a.what + "\" to list" + did_you_mean(a.what, words) +
                    " (umpire list FILE " + plurals + ")");
  }
  auto rows = m->pieces(c->state(), kind->kind);
  std::vector<const PieceRow*> shown;
  for (const auto& r : rows)
    if (matches(a.faction, r.faction_id, r.faction) &&
        (matches(a.box, r.place_id, r.place) || (kind->kind == "box" && matches(a.box, r.id, r.name))))
      shown.push_back(&r);
  std::size_t wid = 2, wname = 4, wfaction = 0, wplace = 0;
  // Widths in characters, not bytes: "Mühlgrund" is 9 wide.
  auto width = [](const std::string& s) {
    return static_cast<std::size_t>(
        std::count_if(s.begin(), s.end(), [](char ch) { return (static_cast<unsigned char>(ch) & 0xC0) != 0x80; }));
  };
  for (const auto* r : shown) {
    wid = std::max(wid, width(r->id)), wname = std::max(wname, width(r->name));
    wfaction = std::max(wfaction, width(r->faction)), wplace = std::max(wplace, width(r->place));
  }
  auto pad = [&](const std::string& s, std::size_t w) { return s + std::string(w > width(s) ? w - width(s) : 0, ' '); };
  for (const auto* r : shown) {
    std::string line = pad(r->id, wid) + "  " + pad(r->name, wname);
    if (wfaction) line += "  " + pad(r->faction, wfaction);
    if (wplace) line += "  " + pad(r->place, wplace);
    if (!r->detail.empty()) line += "  " + r->detail;
    while (!line.empty() && line.back() == ' ') line.pop_back();
    std::cout << line << "\n";
  }
  std::cout << "(" << shown.size() << " " << (shown.size() == 1 ? kind->kind : kind->plural)
            << (shown.size() == rows.size() ? "" : " of " + std::to_string(rows.size())) << ")\n";
  return 0;
}

CliSubcommand add_list(CLI::App& app, const GameRegistry& registry) {
  auto a = std::make_shared<ListArgs>();
  auto* cmd = app.add_subcommand("list", "List a campaign's pieces with their ids, names, places and strengths");
  cmd->add_option("campaign", a->file, "Campaign file")->required();
  cmd->add_option("what", a->what, "boxes, columns, officers, stands, battles, magazines, factions or provinces")->required();
  cmd->add_option("--faction", a->faction, "Only this faction's (its id or name)");
  cmd->add_option("--box", a->box, "Only those in this box (its id or name)");
  return {cmd, [a, &registry] { return run_list(*a, registry); }};
}

// A game's own subcommand. Two games may offer one of the same name (each its
// own briefing): the options are the union, and the campaign's game runs it.
struct GameCommand {
  std::string summary;
  std::vector<CliOption> options;
  std::map<std::string, const GameModule*> games;  // by game id
};

int run_game_command(const std::string& name, const GameCommand& gc, std::map<std::string, std::string> args,
                     const GameRegistry& registry) {
  auto c = Campaign::open(args.at("campaign"), registry, reading("umpire " + name));
  auto it = gc.games.find(c->state().core.game);
  if (it == gc.games.end()) {
    std::string titles;
    for (const auto& [id, m] : gc.games) titles += (titles.empty() ? "" : ", ") + m->title();
    throw UserError("\"" + name + "\" is a command of " + titles + "; this campaign is " +
                    (c->module() ? "a " + c->module()->title() + " campaign" : "an empty campaign"));
  }
  for (const auto& cmd : it->second->cli_commands())
    if (cmd.name == name) {
      for (auto a = args.begin(); a != args.end();) a = a->second.empty() ? args.erase(a) : std::next(a);
      for (const auto& o : cmd.options)
        if (o.required && !args.count(o.name)) throw UserError(o.name + " is required");
      return cmd.run(c->state(), args, std::cout);
    }
  return 1;  // not reached: the game listed the command
}

void add_game_commands(CLI::App& app, const GameRegistry& registry, CliSubcommands& out) {
  std::map<std::string, GameCommand> commands;
  std::vector<std::string> order;
  for (const GameModule* m : registry.all())
    for (const auto& cmd : m->cli_commands()) {
      auto [it, fresh] = commands.try_emplace(cmd.name);
      if (fresh) order.push_back(cmd.name), it->second.summary = cmd.summary;
      it->second.games[m->id()] = m;
      for (const auto& o : cmd.options) {
        auto& opts = it->second.options;
        if (std::none_of(opts.begin(), opts.end(), [&](const CliOption& x) { return x.name == o.name; }))
          opts.push_back(o);
      }
    }
  for (const auto& name : order) {
    auto gc = std::make_shared<GameCommand>(commands[name]);
    auto args = std::make_shared<std::map<std::string, std::string>>();
    auto* cmd = app.add_subcommand(name, gc->summary);
    cmd->add_option("campaign", (*args)["campaign"], "Campaign file")->required();
    for (const auto& o : gc->options) {
      auto* opt = cmd->add_option(o.name, (*args)[o.name], o.help);
      // Required by every game that offers the command: CLI11 says so itself.
      if (o.required && gc->games.size() == 1) opt->required();
    }
    out.push_back({cmd, [name, gc, args, &registry] { return run_game_command(name, *gc, *args, registry); }});
  }
}

}  // namespace

void add_output_commands(CLI::App& app, const GameRegistry& registry, CliSubcommands& out) {
  out.push_back(add_report(app, registry));
  out.push_back(add_bundle_command(app, registry));
  out.push_back(add_next(app, registry));
  out.push_back(add_list(app, registry));
  add_game_commands(app, registry, out);
}

}  // namespace umpire
