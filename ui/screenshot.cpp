#include "ui/screenshot.h"

#include <glad/gl.h>
#include <stb/stb_image_write.h>

#include <algorithm>
#include <cstdint>
#include <iostream>
#include <unordered_set>

namespace umpire {

Image read_back_buffer(int width, int height) {
  Image img{width, height, std::vector<unsigned char>(static_cast<std::size_t>(width) * height * 4)};
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(GL_BACK);
  glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, img.rgba.data());
  flip_rows(img);
  // The blending leaves alpha below 1 where windows are translucent; the
  // screen shows the colours opaque, and so should the PNG.
  for (std::size_t i = 3; i < img.rgba.size(); i += 4) img.rgba[i] = 255;
  return img;
}

void flip_rows(Image& img) {
  const std::size_t row = static_cast<std::size_t>(img.width) * 4;
  for (int y = 0; y < img.height / 2; ++y) {
    auto top = img.rgba.begin() + static_cast<std::ptrdiff_t>(y * row);
    auto bottom = img.rgba.begin() + static_cast<std::ptrdiff_t>((img.height - 1 - y) * row);
    std::swap_ranges(top, top + static_cast<std::ptrdiff_t>(row), bottom);
  }
}

std::size_t count_distinct_colours(const Image& img) {
  std::unordered_set<std::uint32_t> colours;
  for (std::size_t i = 0; i + 3 < img.rgba.size(); i += 4)
    colours.insert(static_cast<std::uint32_t>(img.rgba[i]) << 24 | static_cast<std::uint32_t>(img.rgba[i + 1]) << 16 |
                   static_cast<std::uint32_t>(img.rgba[i + 2]) << 8 | img.rgba[i + 3]);
  return colours.size();
}

int write_screenshot(const Image& img, const std::string& path) {
  std::size_t colours = count_distinct_colours(img);
  if (!stbi_write_png(path.c_str(), img.width, img.height, 4, img.rgba.data(), img.width * 4)) {
    std::cerr << "umpire: could not write " << path << "\n";
    return 2;
  }
  std::cout << "wrote " << path << " (" << img.width << "x" << img.height << ", " << colours << " distinct colours)\n";
  if (colours < 2) {
    std::cerr << "umpire: the frame is blank (a single colour): nothing was drawn\n";
    return 2;
  }
  return 0;
}

}  // namespace umpire
