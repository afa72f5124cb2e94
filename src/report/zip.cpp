#include "report/zip.h"

#include <array>
#include <limits>

#include "core/error.h"

namespace umpire::report {

namespace {

std::array<std::uint32_t, 256> crc_table() {
  std::array<std::uint32_t, 256> t{};
  for (std::uint32_t n = 0; n < 256; ++n) {
    std::uint32_t c = n;
    for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    t[n] = c;
  }
  return t;
}

void u16(std::string& out, std::uint32_t v) {
  out += static_cast<char>(v & 0xff);
  out += static_cast<char>((v >> 8) & 0xff);
}
void u32(std::string& out, std::uint32_t v) {
  u16(out, v & 0xffff);
  u16(out, v >> 16);
}

// 1 January 1980 00:00, the first moment a zip can hold: the same files make
// the same archive whenever they are written.
constexpr std::uint32_t kDosTime = 0, kDosDate = (0 << 9) | (1 << 5) | 1;
constexpr std::uint32_t kVersion = 20;        // 2.0: stored files in folders
constexpr std::uint32_t kUtf8Names = 0x0800;  // general purpose flag bit 11

}  // namespace

std::uint32_t crc32(const std::string& bytes) {
  static const auto table = crc_table();
  std::uint32_t c = 0xFFFFFFFFu;
  for (unsigned char b : bytes) c = table[(c ^ b) & 0xff] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

std::string zip_stored(const std::vector<ZipEntry>& entries) {
  constexpr std::uint64_t kMax = std::numeric_limits<std::uint32_t>::max();
  if (entries.size() >= 0xffff) throw UserError("a zip of more than 65,534 files is not written");
  std::string out, central;
  for (const auto& e : entries) {
    if (e.name.empty() || e.name.size() >= 0xffff) throw UserError("a file in a zip needs a name of 1 to 65,534 bytes");
    if (e.bytes.size() >= kMax || out.size() + e.bytes.size() + e.name.size() + 30 >= kMax)
      throw UserError("a zip over 4 GB is not written");
    const std::uint32_t crc = crc32(e.bytes), size = static_cast<std::uint32_t>(e.bytes.size());
    const std::uint32_t offset = static_cast<std::uint32_t>(out.size());
    // Local file header.
    u32(out, 0x04034b50);
    u16(out, kVersion);
    u16(out, kUtf8Names);
    u16(out, 0);  // stored
    u16(out, kDosTime);
    u16(out, kDosDate);
    u32(out, crc);
    u32(out, size);
    u32(out, size);
    u16(out, static_cast<std::uint32_t>(e.name.size()));
    u16(out, 0);
    out += e.name;
    out += e.bytes;
    // Its central directory entry.
    u32(central, 0x02014b50);
    u16(central, (3 << 8) | kVersion);  // made by: Unix, so the mode below is read
    u16(central, kVersion);
    u16(central, kUtf8Names);
    u16(central, 0);
    u16(central, kDosTime);
    u16(central, kDosDate);
    u32(central, crc);
    u32(central, size);
    u32(central, size);
    u16(central, static_cast<std::uint32_t>(e.name.size()));
    u16(central, 0);               // extra
    u16(central, 0);               // comment
    u16(central, 0);               // disk
    u16(central, 0);               // internal attributes
    u32(central, 0100644u << 16);  // a regular file, rw-r--r--
    u32(central, offset);
    central += e.name;
  }
  if (out.size() + central.size() + 22 >= kMax) throw UserError("a zip over 4 GB is not written");
  const std::uint32_t directory_at = static_cast<std::uint32_t>(out.size());
  out += central;
  // End of central directory.
  u32(out, 0x06054b50);
  u16(out, 0);
  u16(out, 0);
  u16(out, static_cast<std::uint32_t>(entries.size()));
  u16(out, static_cast<std::uint32_t>(entries.size()));
  u32(out, static_cast<std::uint32_t>(central.size()));
  u32(out, directory_at);
  u16(out, 0);
  return out;
}

}  // namespace umpire::report
