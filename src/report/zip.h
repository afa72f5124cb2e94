// A zip archive of a few files, stored without compression (the PDFs inside
// are compressed already), with a fixed date so that the same files make the
// same bytes: a player's bundle, ready to attach to an e-mail.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace umpire::report {

struct ZipEntry {
  std::string name;   // the path inside the archive, '/' separated: "argozia/report.pdf"
  std::string bytes;  // the file's content
};

// CRC-32 (IEEE 802.3, as zip and PNG use it).
std::uint32_t crc32(const std::string& bytes);

// The archive's bytes; UserError when a name is empty or too long, or the
// archive would pass zip's 4 GB limits.
std::string zip_stored(const std::vector<ZipEntry>& entries);

}  // namespace umpire::report
