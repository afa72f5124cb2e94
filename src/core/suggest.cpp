#include "core/suggest.h"

#include <algorithm>
#include <cctype>

namespace umpire {

namespace {

char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

// Levenshtein distance, case ignored.
std::size_t edits(const std::string& a, const std::string& b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (lower(a[i - 1]) == lower(b[j - 1]) ? 0 : 1)});
      diagonal = up;
    }
  }
  return row[b.size()];
}

}  // namespace

std::string lowercase(std::string word) {
  std::transform(word.begin(), word.end(), word.begin(), lower);
  return word;
}

bool same_ignoring_case(const std::string& a, const std::string& b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) { return lower(x) == lower(y); });
}

std::vector<std::string> closest_words(const std::string& word, const std::vector<std::string>& known, std::size_t most) {
  std::size_t limit = word.size() >= 10 ? 3 : 2;
  std::vector<std::pair<std::size_t, std::string>> near;
  for (const auto& k : known)
    if (std::size_t d = edits(word, k); d <= limit && k != word) near.push_back({d, k});
  std::stable_sort(near.begin(), near.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  std::vector<std::string> out;
  for (const auto& [d, k] : near)
    if (out.size() < most) out.push_back(k);
  return out;
}

std::string did_you_mean(const std::string& word, const std::vector<std::string>& known) {
  auto near = closest_words(word, known);
  if (near.empty()) return "";
  std::string out = "; did you mean ";
  for (std::size_t i = 0; i < near.size(); ++i) {
    if (i) out += i + 1 == near.size() ? " or " : ", ";
    out += near[i];
  }
  return out + "?";
}

}  // namespace umpire
