// Screenshot mode: read the frame back from OpenGL and write it as a PNG, so
// that the GUI can be checked headless (under xvfb-run) and by the tests.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace umpire {

struct Image {
  int width = 0, height = 0;
  std::vector<unsigned char> rgba;  // top row first
};

// Reads the back buffer of the current GL context (call before swapping).
Image read_back_buffer(int width, int height);
// OpenGL rows run bottom-up; PNG rows top-down.
void flip_rows(Image& image);
std::size_t count_distinct_colours(const Image& image);
// Writes the PNG and prints "wrote PATH (WxH, N distinct colours)". Returns
// the exit code: 0, or 2 with a message when the frame is blank or the file
// could not be written.
int write_screenshot(const Image& image, const std::string& path);

}  // namespace umpire
