#include "ui/map_editor/image_file.h"

#include <stb/stb_image.h>

#include <filesystem>
#include <system_error>

namespace umpire::mapedit {

std::optional<std::string> load_image_rgba(const std::string& path, RgbaImage& out) {
  if (path.empty()) return std::string("type the path of a picture (PNG or JPEG)");
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return "no such file: " + path;
  if (std::filesystem::is_directory(path, ec)) return path + " is a folder, not a picture";
  int w = 0, h = 0, channels = 0;
  unsigned char* data = stbi_load(path.c_str(), &w, &h, &channels, 4);
  if (!data) {
    const char* why = stbi_failure_reason();
    return path + " is not a picture this program can read (PNG, JPEG, BMP, GIF or TGA)" +
           (why ? std::string(": ") + why : std::string());
  }
  out.width = w;
  out.height = h;
  out.pixels.assign(data, data + static_cast<std::size_t>(w) * static_cast<std::size_t>(h) * 4);
  stbi_image_free(data);
  return std::nullopt;
}

int shrink_to_fit(RgbaImage& img, int max_side) {
  int halvings = 0;
  while ((img.width > max_side || img.height > max_side) && img.width > 1 && img.height > 1) {
    int w = img.width / 2, h = img.height / 2;
    std::vector<unsigned char> next(static_cast<std::size_t>(w) * static_cast<std::size_t>(h) * 4);
    auto at = [&](int x, int y, int c) {
      return static_cast<int>(img.pixels[(static_cast<std::size_t>(y) * static_cast<std::size_t>(img.width) +
                                          static_cast<std::size_t>(x)) * 4 + static_cast<std::size_t>(c)]);
    };
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x)
        for (int c = 0; c < 4; ++c) {
          int sum = at(2 * x, 2 * y, c) + at(2 * x + 1, 2 * y, c) + at(2 * x, 2 * y + 1, c) + at(2 * x + 1, 2 * y + 1, c);
          next[(static_cast<std::size_t>(y) * static_cast<std::size_t>(w) + static_cast<std::size_t>(x)) * 4 +
               static_cast<std::size_t>(c)] = static_cast<unsigned char>((sum + 2) / 4);
        }
    img.width = w;
    img.height = h;
    img.pixels = std::move(next);
    ++halvings;
  }
  return halvings;
}

}  // namespace umpire::mapedit
