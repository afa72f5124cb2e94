#include "report/export.h"

#include <cctype>
#include <filesystem>
#include <fstream>
#include <iterator>

#include <unistd.h>

#include "core/error.h"
#include "report/html.h"
#include "report/issues.h"
#include "report/markdown.h"
#include "report/pdf.h"

namespace umpire::report {

namespace fs = std::filesystem;

Format format_from_string(const std::string& s) {
  if (s == "md" || s == "markdown") return Format::Markdown;
  if (s == "html") return Format::Html;
  if (s == "pdf") return Format::Pdf;
  throw UserError("unknown report format \"" + s + "\" (use md, html or pdf)");
}

const char* extension(Format f) {
  switch (f) {
    case Format::Markdown: return "md";
    case Format::Html: return "html";
    case Format::Pdf: return "pdf";
  }
  return "txt";
}

std::string file_slug(const std::string& text) {
  std::string out;
  for (unsigned char ch : text) {
    if (std::isalnum(ch)) out += static_cast<char>(std::tolower(ch));
    else if (!out.empty() && out.back() != '-') out += '-';
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out.empty() ? "campaign" : out;
}

namespace {

void write_text(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  if (!out) throw UserError(path + ": cannot be written");
  out << text;
  if (!out) throw UserError(path + ": writing failed");
}

bool can_write_into(const fs::path& folder) { return ::access(folder.c_str(), W_OK | X_OK) == 0; }

std::string all_folder(const ReportProvider& p, const CampaignState& s, const std::string& out_dir) {
  return (fs::path(out_dir) / issue_base(p, s)).string();
}

// "/CreationDate (D:20261202022749Z)": the 14 digits of the time it was written.
void stable_date(std::string& pdf) {
  static const std::string key = "/CreationDate (D:";
  auto at = pdf.find(key);
  if (at == std::string::npos) return;
  at += key.size();
  std::size_t end = at;
  while (end < pdf.size() && end - at < 14 && std::isdigit(static_cast<unsigned char>(pdf[end]))) ++end;
  if (end - at == 14) pdf.replace(at, 14, "19800101000000");  // the same length: offsets stay right
}

}  // namespace

void write_document(const Document& doc, Format format, const std::string& path) {
  switch (format) {
    case Format::Markdown: write_text(path, to_markdown(doc)); break;
    case Format::Html: write_text(path, to_html(doc)); break;
    case Format::Pdf: write_text(path, pdf_bytes(doc)); break;
  }
}

std::string pdf_bytes(const std::vector<Document>& docs) {
  static int counter = 0;
  fs::path tmp = fs::temp_directory_path() /
                 ("umpire-pdf-" + std::to_string(::getpid()) + "-" + std::to_string(++counter) + ".pdf");
  write_pdf(docs, tmp.string());
  std::string bytes;
  {
    std::ifstream in(tmp, std::ios::binary);
    bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  std::error_code ec;
  fs::remove(tmp, ec);
  if (bytes.empty()) throw UserError(tmp.string() + ": the PDF could not be read back");
  stable_date(bytes);
  return bytes;
}

std::string pdf_bytes(const Document& doc) { return pdf_bytes(std::vector<Document>{doc}); }

std::string issue_base(const ReportProvider& p, const CampaignState& s) {
  return file_slug(s.core.name) + "-" + file_slug(p.issue_moment(s));
}

void check_report_file(const std::string& path) {
  std::error_code ec;
  fs::path file(path);
  if (fs::is_directory(file, ec)) throw UserError(path + ": is a folder; give the report's file name");
  fs::path folder = file.parent_path().empty() ? fs::path(".") : file.parent_path();
  if (!fs::exists(folder, ec)) throw UserError(path + ": cannot be written: no such folder " + folder.string());
  if (!fs::is_directory(folder, ec)) throw UserError(path + ": cannot be written: " + folder.string() + " is not a folder");
  if (fs::exists(file, ec) ? ::access(file.c_str(), W_OK) != 0 : !can_write_into(folder))
    throw UserError(path + ": cannot be written (permission denied)");
}

void check_report_folder(const ReportProvider& p, const CampaignState& s, const std::string& out_dir) {
  std::string target = all_folder(p, s, out_dir);
  std::error_code ec;
  // The nearest part of the path that exists must be a folder we may write
  // into; create_directories makes the rest.
  fs::path existing = fs::path(target);
  while (!existing.empty() && !fs::exists(existing, ec)) existing = existing.parent_path();
  if (existing.empty()) existing = ".";
  if (!fs::is_directory(existing, ec))
    throw UserError(target + ": cannot create the folder: " + existing.string() + " is a file, not a folder");
  if (!can_write_into(existing))
    throw UserError(target + ": cannot write into " + existing.string() + " (permission denied)");
}

void export_one(const ReportProvider& p, const CampaignState& s, const std::string& faction, Format format,
                const std::string& path) {
  std::string why = p.not_ready(s, faction);
  if (!why.empty()) throw UserError("cannot write the report: " + why);
  write_document(p.report(s, faction), format, path);
}

ExportAll export_all(const ReportProvider& p, const CampaignState& s, const std::string& out_dir,
                     const std::vector<Format>& formats) {
  ExportAll result;
  result.moment = p.issue_moment(s);
  std::vector<std::pair<std::string, Document>> ready;  // (faction name, report)
  for (const auto& [id, name] : p.factions(s)) {
    std::string why = p.not_ready(s, id);
    if (why.empty()) ready.emplace_back(name, p.report(s, id));
    else result.skipped.push_back(name + ": " + why);
  }
  if (ready.empty())
    throw UserError("no report could be written: " +
                    (result.skipped.empty() ? std::string("no factions") : result.skipped.front()));
  IssueLabel label{"reports", s.core.name, result.moment, {}};
  std::vector<std::string> names{"all-factions.pdf"};
  for (const auto& [name, doc] : ready) {
    label.players.push_back(name);
    for (Format f : formats) names.push_back(file_slug(name) + "." + extension(f));
  }
  auto placed = place_issue(out_dir, issue_base(p, s), label, [&](const std::string& folder) {
    std::vector<Document> all;
    for (const auto& [name, doc] : ready) {
      for (Format f : formats) write_document(doc, f, (fs::path(folder) / (file_slug(name) + "." + extension(f))).string());
      all.push_back(doc);
    }
    write_text((fs::path(folder) / "all-factions.pdf").string(), pdf_bytes(all));
  });
  result.folder = placed.folder;
  result.unchanged = placed.unchanged;
  for (const auto& n : names) result.files.push_back((fs::path(result.folder) / n).string());
  return result;
}

}  // namespace umpire::report
