// Orders by e-mail: `umpire orders sheet` writes a player's orders sheet (the
// game's fillable text form, or the "orders" handout as PDF, HTML or
// Markdown), and `umpire orders import` reads a filled-in form back into draft
// commands, each judged after the ones before it, and applies them one by one
// when asked. The game supplies the form and its reader (GameModule::
// orders_form, read_orders) and the printed sheet (the report registry).
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "app/cli_common.h"
#include "report/export.h"
#include "report/html.h"
#include "report/markdown.h"
#include "report/pdf.h"
#include "session/names.h"

namespace umpire {

namespace {

void write_text(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  if (!out || !(out << text) || !(out.flush())) throw UserError("cannot write " + path);
}

struct SheetArgs {
  std::string file, faction, format = "txt", out;
};

int run_sheet(SheetArgs a, const GameRegistry& registry) {
  auto c = Campaign::open(a.file, registry, reading("umpire orders sheet"));
  const GameModule* m = c->module();
  if (!m) throw UserError("this campaign has no game, so it has no orders sheets");
  a.faction = resolve_piece(*m, c->state(), "faction", a.faction);
  if (a.format == "txt") {
    auto form = m->orders_form(c->state(), a.faction);
    if (!form) throw UserError("this campaign's game (" + m->title() + ") has no orders sheets");
    write_text(a.out, *form);
  } else {
    report::Format format = report::format_from_string(a.format);
    const report::ReportProvider* provider = report::report_providers().find(c->state().core.game);
    const report::Handout* sheet = nullptr;
    if (provider)
      for (const auto* h : provider->every_handout())
        if (h->id == "orders") sheet = h;
    if (!sheet) throw UserError("this campaign's game (" + m->title() + ") has no printed orders sheet");
    if (sheet->not_ready) {
      std::string why = sheet->not_ready(c->state(), a.faction);
      if (!why.empty()) throw UserError("cannot write the orders sheet: " + why);
    }
    report::check_report_file(a.out);
    report::Document doc = sheet->write(c->state(), a.faction);
    switch (format) {
      case report::Format::Pdf: report::write_pdf(doc, a.out); break;
      case report::Format::Html: write_text(a.out, report::to_html(doc)); break;
      case report::Format::Markdown: write_text(a.out, report::to_markdown(doc)); break;
    }
  }
  std::cout << "Wrote " << a.out << "\n";
  return 0;
}

struct ImportArgs {
  std::string file, orders;
  bool apply = false, review = false, json = false, confirm = false, share = false;
};

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UserError("cannot read " + path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string lines_text(const std::vector<int>& lines) {
  std::string out;
  for (int l : lines) out += (out.empty() ? "" : ", ") + std::to_string(l);
  return (lines.size() == 1 ? "line " : "lines ") + out;
}

// Each draft judged on the campaign as the ones before it leave it (a scratch
// copy: nothing is recorded, and a refused draft leaves the copy as it was).
void print_drafts(Campaign& c, const OrdersDraft& d, std::ostream& out) {
  CampaignState scratch = c.state();
  for (std::size_t i = 0; i < d.commands.size(); ++i) {
    const DraftCommand& dc = d.commands[i];
    out << i + 1 << ". " << dc.summary << " (" << lines_text(dc.lines) << ")\n";
    out << "   " << dc.command.dump() << "\n";
    SeededDice dice(scratch.core.seed, scratch.core.dice_drawn);
    Execution ex;
    try {
      ex = execute(c.commands(), scratch, dc.command, dice);
    } catch (const DecisionNeeded&) {
      out << "   needs a decision: the umpire gives it when applying\n";
      continue;
    }
    if (ex.ok) {
      out << "   legal" << (i ? " after the ones above" : " now") << "\n";
      scratch = ex.outcome.state;
    } else {
      for (const auto& r : ex.reasons) out << "   refused: " << r.describe() << "\n";
    }
  }
}

enum class Answer { Yes, Skip, Quit };

Answer ask(std::istream& in, std::ostream& out) {
  while (true) {
    out << "   apply it? [y]es, [s]kip, [q]uit: " << std::flush;
    std::string word;
    if (!std::getline(in, word)) return Answer::Quit;
    if (word == "y" || word == "yes") return Answer::Yes;
    if (word == "s" || word == "skip" || word == "n" || word == "no") return Answer::Skip;
    if (word == "q" || word == "quit") return Answer::Quit;
  }
}

// Applies the drafts one at a time, each validated first; stops at a refusal.
int apply_drafts(Campaign& c, const ImportArgs& a, const OrdersDraft& d) {
  std::size_t applied = 0;
  for (std::size_t i = 0; i < d.commands.size(); ++i) {
    const DraftCommand& dc = d.commands[i];
    std::cout << i + 1 << ". " << dc.summary << " (" << lines_text(dc.lines) << ")\n";
    std::cout << "   " << dc.command.dump() << "\n";
    auto reasons = c.validate(dc.command);
    if (!reasons.empty()) {
      for (const auto& r : reasons) std::cout << "   refused: " << r.describe() << "\n";
      std::cout << "Stopped at " << i + 1 << " of " << d.commands.size() << "; " << applied
                << " applied. Put the orders right (or apply the rest by hand with umpire apply).\n";
      return 1;
    }
    auto confirm = c.module()->confirmation(c.state(), dc.command);
    if (confirm && !a.confirm) {
      std::cout << "   needs --confirm: " << *confirm << "\nStopped at " << i + 1 << " of " << d.commands.size() << "; "
                << applied << " applied.\n";
      return 1;
    }
    if (a.review) {
      Answer answer = ask(std::cin, std::cout);
      if (answer == Answer::Quit) break;
      if (answer == Answer::Skip) continue;
    }
    ApplyResult r = c.apply(dc.command);
    if (!r.ok) {
      for (const auto& reason : r.reasons) std::cout << "   refused: " << reason.describe() << "\n";
      std::cout << "Stopped at " << i + 1 << " of " << d.commands.size() << "; " << applied << " applied.\n";
      return 1;
    }
    ++applied;
    std::cout << "   #" << r.seq << " applied\n";
    for (const auto& e : r.events)
      std::cout << "     " << e.text << (e.rule.empty() ? "" : " [" + e.rule + "]") << "\n";
  }
  std::cout << applied << " of " << d.commands.size() << " applied.\n";
  return 0;
}

int run_import(const ImportArgs& a, const GameRegistry& registry) {
  bool writes = a.apply || a.review;
  auto c = Campaign::open(a.file, registry,
                          writes ? writing("umpire orders import", a.share) : reading("umpire orders import"));
  const GameModule* m = c->module();
  std::optional<OrdersDraft> read;
  if (m) read = m->read_orders(c->state(), read_text(a.orders));
  if (!read)
    throw UserError("this campaign's game reads no orders forms" + (m ? " (" + m->title() + ")" : std::string()));
  const OrdersDraft& d = *read;
  if (a.json) {
    for (const auto& p : d.problems) std::cerr << a.orders << ":" << p.line << ": " << p.text << "\n";
    for (const auto& dc : d.commands) std::cout << dc.command.dump() << "\n";
    return d.problems.empty() ? 0 : 1;
  }
  std::cout << "Orders of " << (d.player_name.empty() ? std::string("(no faction given)") : d.player_name) << " ("
            << a.orders << "): " << d.commands.size() << " draft command" << (d.commands.size() == 1 ? "" : "s");
  if (!d.problems.empty())
    std::cout << ", " << d.problems.size() << " line" << (d.problems.size() == 1 ? "" : "s") << " not read";
  std::cout << "\n";
  for (const auto& p : d.problems) std::cout << a.orders << ":" << p.line << ": " << p.text << "\n";
  if (!d.problems.empty() && writes) {
    std::cout << "Nothing was applied: put the lines above right first.\n";
    return 1;
  }
  if (writes) return apply_drafts(*c, a, d);
  print_drafts(*c, d, std::cout);
  if (!d.commands.empty())
    std::cout << "Nothing was applied. Apply them one by one with --review (or all with --apply), or each with "
                 "umpire apply "
              << a.file << " '<command>'.\n";
  return d.problems.empty() ? 0 : 1;
}

}  // namespace

void add_orders_commands(CLI::App& app, const GameRegistry& registry, CliSubcommands& out) {
  auto* cmd = app.add_subcommand("orders", "Orders by e-mail: write a player's orders sheet, read a filled-in one");
  cmd->require_subcommand(1);

  auto s = std::make_shared<SheetArgs>();
  auto* sheet = cmd->add_subcommand("sheet",
                                    "Write a player's orders sheet: a text form to fill in (txt), or pdf, "
                                    "html, md to print");
  sheet->add_option("campaign", s->file, "Campaign file")->required();
  sheet->add_option("--faction", s->faction, "The player (faction) whose sheet to write")->required();
  sheet->add_option("--format", s->format, "txt (the form to fill in; default), pdf, html or md");
  sheet->add_option("--out", s->out, "The file to write")->required();
  out.push_back({sheet, [s, &registry] { return run_sheet(*s, registry); }});

  auto a = std::make_shared<ImportArgs>();
  auto* import = cmd->add_subcommand(
      "import",
      "Read a filled-in orders form: name every line it cannot read, print the draft commands, each judged "
      "after the ones before it; --review or --apply applies them one by one");
  import->add_option("campaign", a->file, "Campaign file")->required();
  import->add_option("orders", a->orders, "The filled-in form (text)")->required();
  import->add_flag("--review", a->review, "Ask before applying each draft command (y/s/q on standard input)");
  import->add_flag("--apply", a->apply, "Apply every draft command in order, each validated first; stop at a refusal");
  import->add_flag("--json", a->json, "Print only the draft commands, one JSON a line (problems on standard error)");
  import->add_flag("--confirm", a->confirm, "Apply a command that gives something up (the program says what)");
  import->add_flag("--share", a->share, kShareHelp);
  out.push_back({import, [a, &registry] { return run_import(*a, registry); }});
}

}  // namespace umpire
