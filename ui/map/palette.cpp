#include "ui/map/palette.h"

#include <algorithm>
#include <cmath>

namespace umpire::mapui {

namespace {

double linear(unsigned channel) {
  const double c = channel / 255.0;
  return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

}  // namespace

double luminance(unsigned rgb) {
  return 0.2126 * linear((rgb >> 16) & 0xff) + 0.7152 * linear((rgb >> 8) & 0xff) + 0.0722 * linear(rgb & 0xff);
}

double contrast_ratio(unsigned a, unsigned b) {
  const double la = luminance(a), lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

unsigned ink_on(unsigned background) {
  return contrast_ratio(background, kDarkInk) >= contrast_ratio(background, kLightInk) ? kDarkInk : kLightInk;
}

unsigned shade(unsigned rgb, double t) {
  t = std::clamp(t, -1.0, 1.0);
  auto mix = [&](unsigned c) {
    const double v = t >= 0 ? c + (255 - c) * t : c * (1 + t);
    return static_cast<unsigned>(std::lround(std::clamp(v, 0.0, 255.0)));
  };
  return (mix((rgb >> 16) & 0xff) << 16) | (mix((rgb >> 8) & 0xff) << 8) | mix(rgb & 0xff);
}

unsigned readable_on(unsigned rgb, unsigned background, double ratio) {
  const double towards = luminance(background) < 0.18 ? 1.0 : -1.0;
  for (int step = 0; step <= 20; ++step) {
    const unsigned c = shade(rgb, towards * step / 20.0);
    if (contrast_ratio(c, background) >= ratio) return c;
  }
  return towards > 0 ? kLightInk : kDarkInk;
}

}  // namespace umpire::mapui
