// The background picture as an OpenGL texture, drawn under the map.
#pragma once

#include <optional>
#include <string>

namespace umpire::mapedit {

class Texture {
 public:
  Texture() = default;
  Texture(const Texture&) = delete;
  Texture& operator=(const Texture&) = delete;
  // Not freed on destruction: the editor lives until the program ends, after
  // the GL context is gone; the context takes its textures with it.
  ~Texture() = default;

  // Reads a picture and uploads it, replacing (and freeing) the previous one;
  // a picture larger than the graphics card allows is halved until it fits.
  // Returns the problem in words, or nothing.
  std::optional<std::string> load(const std::string& path);
  void release();

  bool loaded() const { return id_ != 0; }
  unsigned id() const { return id_; }
  int width() const { return width_; }    // after any halving
  int height() const { return height_; }
  int halvings() const { return halvings_; }
  const std::string& path() const { return path_; }

 private:
  unsigned id_ = 0;
  int width_ = 0, height_ = 0, halvings_ = 0;
  std::string path_;
};

}  // namespace umpire::mapedit
