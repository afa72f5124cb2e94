// Writing players' reports to files: one faction in one format, or "print
// all" — one PDF with every faction's report (each on a new page) plus one
// file per faction and format in a folder named after the campaign and the
// period, ready to attach to e-mails. Shared by the command line and the GUI.
#pragma once

#include <string>
#include <vector>

#include "report/providers.h"

namespace umpire::report {

enum class Format { Markdown, Html, Pdf };
Format format_from_string(const std::string& s);  // "md", "html", "pdf"; UserError otherwise
const char* extension(Format f);

// A name safe for files: "Soldier King 1740 (sample)" -> "soldier-king-1740-sample".
std::string file_slug(const std::string& text);

// Writes one faction's report; UserError when it is not ready or cannot be written.
void export_one(const ReportProvider& p, const CampaignState& s, const std::string& faction, Format format,
                const std::string& path);

// UserError unless export_one could write `path`: it is not a folder, its
// folder exists, and both can be written. Checked before anything is
// journalled (a --refresh), so a bad --out costs no command and no dice.
void check_report_file(const std::string& path);

struct ExportAll {
  std::string folder;
  std::vector<std::string> files;
  std::vector<std::string> skipped;  // "Cleve: no intelligence issued yet"
};

// Writes the combined PDF and one file per faction and format into
// out_dir/<campaign>-<period>/. Factions whose report is not ready are skipped
// and listed.
ExportAll export_all(const ReportProvider& p, const CampaignState& s, const std::string& out_dir,
                     const std::vector<Format>& formats);
// UserError unless export_all could create its folder in out_dir and write
// into it; checked before anything is journalled, as check_report_file.
void check_report_folder(const ReportProvider& p, const CampaignState& s, const std::string& out_dir);

}  // namespace umpire::report
