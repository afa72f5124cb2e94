// The append-only list the campaign's notes and free rolls live in: a copy
// shares the earlier items and never sees what is appended to another copy.
#include <doctest/doctest.h>

#include <string>

#include "core/append_log.h"

using namespace umpire;

TEST_CASE("append log: copies share what was there and go their own ways") {
  AppendLog<std::string> a;
  CHECK(a.empty());
  const std::size_t n = 3 * AppendLog<std::string>::kChunk + 5;  // full chunks and a tail
  for (std::size_t i = 0; i < n; ++i) a.push_back(std::to_string(i));
  REQUIRE(a.size() == n);
  CHECK(a[0] == "0");
  CHECK(a[AppendLog<std::string>::kChunk] == std::to_string(AppendLog<std::string>::kChunk));
  CHECK(a.back() == std::to_string(n - 1));
  AppendLog<std::string> b = a;
  b.push_back("b's");
  a.push_back("a's");
  CHECK(a.size() == n + 1);
  CHECK(b.size() == n + 1);
  CHECK(a.back() == "a's");
  CHECK(b.back() == "b's");
  CHECK(a[n - 1] == b[n - 1]);
  CHECK_FALSE(a == b);
  std::size_t i = 0;
  for (const auto& x : b) CHECK(x == (i++ < n ? std::to_string(i - 1) : "b's"));
  CHECK(i == n + 1);
  const std::vector<std::string> v = b;
  CHECK(v.size() == n + 1);
  CHECK(AppendLog<std::string>(v) == b);
}
