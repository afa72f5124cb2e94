// The one clock of the store: when a command was recorded, when a writer took
// the campaign. For the umpire's eyes only; no rule reads it.
#pragma once

#include <chrono>
#include <ctime>
#include <string>

namespace umpire {

// Now, UTC, ISO 8601: "2026-12-01T08:12:03Z".
inline std::string now_utc() {
  auto t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

}  // namespace umpire
