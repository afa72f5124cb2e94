#include "ui/map_editor/texture.h"

#include <glad/gl.h>

#include "ui/map_editor/image_file.h"

namespace umpire::mapedit {

std::optional<std::string> Texture::load(const std::string& path) {
  RgbaImage img;
  if (auto e = load_image_rgba(path, img)) return e;
  for (int i = 0; i < 8 && glGetError() != GL_NO_ERROR; ++i) {
  }  // errors left by others are not ours
  GLint max_side = 0;
  glGetIntegerv(GL_MAX_TEXTURE_SIZE, &max_side);
  int halved = shrink_to_fit(img, max_side > 0 ? max_side : 4096);
  GLuint tex = 0;
  glGenTextures(1, &tex);
  if (tex == 0) return std::string("the graphics card refused a texture for the picture");
  glBindTexture(GL_TEXTURE_2D, tex);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, img.width, img.height, 0, GL_RGBA, GL_UNSIGNED_BYTE, img.pixels.data());
  glBindTexture(GL_TEXTURE_2D, 0);
  if (glGetError() != GL_NO_ERROR) {
    glDeleteTextures(1, &tex);
    return "the graphics card could not take the picture (" + std::to_string(img.width) + " x " +
           std::to_string(img.height) + ")";
  }
  release();
  id_ = tex;
  width_ = img.width;
  height_ = img.height;
  halvings_ = halved;
  path_ = path;
  return std::nullopt;
}

void Texture::release() {
  if (id_ != 0) {
    GLuint tex = id_;
    glDeleteTextures(1, &tex);
  }
  id_ = 0;
  width_ = height_ = halvings_ = 0;
  path_.clear();
}

}  // namespace umpire::mapedit
