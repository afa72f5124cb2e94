// Reading a background picture (a scan of a printed map, PNG or JPEG) into
// memory with stb_image, with no OpenGL, so loading is tested on its own.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace umpire::mapedit {

struct RgbaImage {
  int width = 0, height = 0;
  std::vector<unsigned char> pixels;  // width * height * 4 bytes, rows top to bottom
};

// Reads a PNG, JPEG, BMP, GIF or TGA file as RGBA. Returns the problem (a
// missing file, a file that is not a picture) in words, or nothing and fills `out`.
std::optional<std::string> load_image_rgba(const std::string& path, RgbaImage& out);

// Halves the picture (averaging 2 x 2 pixels) until neither side exceeds
// `max_side`: a scan larger than the graphics card takes. Returns how many
// times it was halved.
int shrink_to_fit(RgbaImage& img, int max_side);

}  // namespace umpire::mapedit
