// Writing players' reports to files: one faction in one format, or "print
// all" — one PDF with every faction's report (each on a new page) plus one
// file per faction and format in an issue's folder named after the campaign
// and the moment (report/issues.h: a later issue never overwrites an earlier
// one), ready to attach to e-mails. Shared by the command line and the GUI.
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

// A PDF's bytes with no wall-clock date in them: the same documents make the
// same bytes (cairo stamps each PDF with the time it was written; the stamp is
// set to 1 January 1980, as in a zip), so a repeated issue is recognised as
// the same, and a player's files can be compared byte for byte.
std::string pdf_bytes(const std::vector<Document>& docs);
std::string pdf_bytes(const Document& doc);

// Writes one document in a format (PDF bytes as pdf_bytes makes them); UserError when it cannot be written.
void write_document(const Document& doc, Format format, const std::string& path);

// Writes one faction's report; UserError when it is not ready or cannot be written.
void export_one(const ReportProvider& p, const CampaignState& s, const std::string& faction, Format format,
                const std::string& path);

// UserError unless export_one could write `path`: it is not a folder, its
// folder exists, and both can be written. Checked before anything is
// journalled (a --refresh), so a bad --out costs no command and no dice.
void check_report_file(const std::string& path);

struct ExportAll {
  std::string folder;
  std::string moment;                // "Summer 1740, before Hrvatska's turn"
  bool unchanged = false;            // the same issue was in `folder` already
  std::vector<std::string> files;
  std::vector<std::string> skipped;  // "Cleve: no intelligence issued yet"
};

// The folder name of an issue at this moment: "<campaign>-<moment>", as slugs.
std::string issue_base(const ReportProvider& p, const CampaignState& s);

// Writes the combined PDF and one file per faction and format into the
// issue's folder out_dir/<campaign>-<moment>[-N]/. Factions whose report is
// not ready are skipped and listed.
ExportAll export_all(const ReportProvider& p, const CampaignState& s, const std::string& out_dir,
                     const std::vector<Format>& formats);
// UserError unless export_all could create its folder in out_dir and write
// into it; checked before anything is journalled, as check_report_file.
void check_report_folder(const ReportProvider& p, const CampaignState& s, const std::string& out_dir);

}  // namespace umpire::report
