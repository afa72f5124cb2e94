// A report as one self-contained HTML5 file: inline CSS, pictures as inline
// SVG, nothing fetched from elsewhere; prints on A4 with each document on a new
// page.
#pragma once

#include <string>
#include <vector>

#include "report/document.h"

namespace umpire::report {

// Deterministic output. All text is HTML-escaped. The document title is <h1>,
// Heading levels 1..3 are <h2>..<h4>.
std::string to_html(const Document& doc);
// Several documents (one per player) in one file; each after the first starts a
// new printed page.
std::string to_html(const std::vector<Document>& docs);

}  // namespace umpire::report
