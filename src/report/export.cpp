#include "report/export.h"

#include <cctype>
#include <filesystem>
#include <fstream>

#include "core/error.h"
#include "report/html.h"
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

void write(const Document& doc, Format format, const std::string& path) {
  switch (format) {
    case Format::Markdown: write_text(path, to_markdown(doc)); break;
    case Format::Html: write_text(path, to_html(doc)); break;
    case Format::Pdf: write_pdf(doc, path); break;
  }
}

}  // namespace

void export_one(const ReportProvider& p, const CampaignState& s, const std::string& faction, Format format,
                const std::string& path) {
  std::string why = p.not_ready(s, faction);
  if (!why.empty()) throw UserError("cannot write the report: " + why);
  write(p.report(s, faction), format, path);
}

ExportAll export_all(const ReportProvider& p, const CampaignState& s, const std::string& out_dir,
                     const std::vector<Format>& formats) {
  ExportAll result;
  result.folder = (fs::path(out_dir) / (file_slug(s.core.name) + "-" + file_slug(p.period(s)))).string();
  std::error_code ec;
  fs::create_directories(result.folder, ec);
  if (ec) throw UserError(result.folder + ": cannot create the folder: " + ec.message());
  std::vector<Document> all;
  for (const auto& [id, name] : p.factions(s)) {
    std::string why = p.not_ready(s, id);
    if (!why.empty()) {
      result.skipped.push_back(name + ": " + why);
      continue;
    }
    Document doc = p.report(s, id);
    for (Format f : formats) {
      std::string path = (fs::path(result.folder) / (file_slug(name) + "." + extension(f))).string();
      write(doc, f, path);
      result.files.push_back(path);
    }
    all.push_back(std::move(doc));
  }
  if (all.empty()) throw UserError("no report could be written: " + (result.skipped.empty() ? std::string("no factions") : result.skipped.front()));
  std::string combined = (fs::path(result.folder) / "all-factions.pdf").string();
  write_pdf(all, combined);
  result.files.insert(result.files.begin(), combined);
  return result;
}

}  // namespace umpire::report
