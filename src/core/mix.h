// Well-mixed 64-bit values from seeds and keys, the same on every platform:
// the seeded dice, each battle's own seed and the odds' runs draw on these.
#pragma once

#include <cstdint>
#include <string>

namespace umpire {

// SplitMix64's finaliser: every bit of x spread over the result.
inline std::uint64_t mix64(std::uint64_t x) {
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

// One step of SplitMix64 from state x.
inline std::uint64_t splitmix64(std::uint64_t x) { return mix64(x + 0x9e3779b97f4a7c15ULL); }

// FNV-1a: a text as 64 bits.
inline std::uint64_t hash_text(const std::string& text) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char ch : text) {
    h ^= ch;
    h *= 0x100000001b3ULL;
  }
  return h;
}

}  // namespace umpire
