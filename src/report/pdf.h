// A report as a printable PDF (A4, cairo and pango): the umpire prints one file
// holding every player's report, each starting on a new page.
#pragma once

#include <string>
#include <vector>

#include "report/document.h"

namespace umpire::report {

// Writes the documents to `path` (overwritten). A4 portrait, 50 pt margins,
// DejaVu Sans; text wraps and flows onto new pages, table rows never straddle a
// page (the header row is repeated), a picture that does not fit moves to the
// next page. Each document starts on a new page and numbers its own pages
// ("Page N" in the footer); continuation pages carry the document title in the
// header. Throws umpire::UserError naming the path if the file cannot be
// written (a partly written file is removed).
void write_pdf(const std::vector<Document>& docs, const std::string& path);
void write_pdf(const Document& doc, const std::string& path);

}  // namespace umpire::report
