// The map's colours: what a game supplies (a colour per faction or kind, with
// a fallback) and the contrast rules that keep text readable on any of them.
// Colours are 0xRRGGBB; no Dear ImGui here, so the rules are tested.
#pragma once

#include <map>
#include <string>

namespace umpire::mapui {

// WCAG relative luminance of an sRGB colour, 0 (black) to 1 (white).
double luminance(unsigned rgb);
// WCAG contrast ratio between two colours, 1 (same) to 21 (black on white).
double contrast_ratio(unsigned a, unsigned b);

inline constexpr unsigned kDarkInk = 0x141414;
inline constexpr unsigned kLightInk = 0xffffff;
// The ink (near black or white) that reads best on `background`.
unsigned ink_on(unsigned background);
// `rgb` mixed towards white (t = 1) or black (t = -1).
unsigned shade(unsigned rgb, double t);
// `rgb` itself when it reaches `ratio` against `background`, else mixed
// towards white (on a dark background) or black (on a light one), as little as
// it takes: the same hue, readable. Text wants 4.5, a line or a mark 3 (WCAG).
unsigned readable_on(unsigned rgb, unsigned background, double ratio);

// The dark theme's window background (Dear ImGui's StyleColorsDark), for
// colours drawn as text in the windows.
inline constexpr unsigned kDarkWindow = 0x0f0f0f;

// Colours by key (a faction id, a node kind...): the game fills it.
struct Palette {
  std::map<std::string, unsigned> colours;
  unsigned fallback = 0x8c8c8c;

  unsigned of(const std::string& key) const {
    auto it = colours.find(key);
    return it == colours.end() ? fallback : it->second;
  }
};

}  // namespace umpire::mapui
