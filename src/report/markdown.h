// GitHub-flavoured Markdown for a report (for e-mail: one file per player).
#pragma once

#include <string>

#include "report/document.h"

namespace umpire::report {

// The document as Markdown: "# title", the subtitle in italics, headings one
// level below the title ("##".."####"), tables with '|' escaped in cells, and a
// picture as its caption, a note that the map is in the PDF and HTML versions,
// and its alt text. Deterministic; ends with one newline.
std::string to_markdown(const Document& doc);

}  // namespace umpire::report
