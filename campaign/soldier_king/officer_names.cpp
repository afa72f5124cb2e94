#include "soldier_king/officer_names.h"

#include <algorithm>
#include <map>

#include "soldier_king/data_files.h"

namespace umpire::sk {

namespace {

struct NameData {
  std::string title;
  std::map<std::string, std::vector<std::string>> surnames;
};

const NameData& name_data() {
  static const NameData d = [] {
    const std::string source = "data/soldier_king/names.json";
    Json doc = parse_json(data::names_json(), source);
    JsonCursor c(doc, source);
    c.only_keys({"format", "source", "title", "note", "surnames"});
    if (c["format"].as_string() != "umpire.soldier-king.names/1")
      c["format"].fail("expected \"umpire.soldier-king.names/1\"");
    NameData out;
    out.title = c["title"].as_nonempty_string();
    c["surnames"].expect_object();
    for (const auto& faction : c["surnames"].keys()) {
      JsonCursor list = c["surnames"][faction];
      auto& names = out.surnames[faction];
      for (const auto& n : list.items()) {
        std::string name = n.as_string();
        if (name.empty() || std::find(names.begin(), names.end(), name) != names.end())
          n.fail("a surname must be given, and once");
        names.push_back(name);
      }
      if (names.empty()) list.fail("the list of surnames is empty");
    }
    if (!out.surnames.count("other")) c["surnames"].fail("the list \"other\" is missing");
    return out;
  }();
  return d;
}

std::uint64_t mix(std::uint64_t x) {  // SplitMix64's finaliser
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

std::uint64_t hash_text(const std::string& text) {  // FNV-1a
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char ch : text) h = (h ^ ch) * 0x100000001b3ULL;
  return h;
}

std::string roman(int n) {
  static const std::pair<int, const char*> digits[] = {{10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"}};
  std::string out;
  for (const auto& [value, text] : digits)
    while (n >= value) {
      out += text;
      n -= value;
    }
  return out;
}

}  // namespace

const std::vector<std::string>& officer_surnames(const std::string& faction) {
  const auto& all = name_data().surnames;
  auto it = all.find(faction);
  return it == all.end() ? all.at("other") : it->second;
}

std::string new_officer_name(const SkState& s, const std::string& faction, std::uint64_t campaign_seed,
                             const std::string& column_name) {
  if (!s.invented_officer_names) return "Major General of the " + column_name;
  const auto& list = officer_surnames(faction);
  std::uint64_t officers = 0;
  for (const auto& o : s.officers) officers += o.owner == faction;
  auto used = [&](const std::string& name) {
    return std::any_of(s.officers.begin(), s.officers.end(),
                       [&](const Officer& o) { return o.owner == faction && o.name == name; });
  };
  // A start in the list from what is the faction's own (and the seed, which no
  // player knows); then the first name the faction does not use yet.
  std::size_t start = static_cast<std::size_t>(mix(mix(campaign_seed) ^ hash_text(faction) ^ mix(officers)) % list.size());
  for (int round = 1;; ++round)
    for (std::size_t i = 0; i < list.size(); ++i) {
      std::string name = name_data().title + " " + list[(start + i) % list.size()] + (round > 1 ? " " + roman(round) : "");
      if (!used(name)) return name;
    }
}

std::string new_general_name(const SkState& s, const std::string& faction, std::uint64_t campaign_seed) {
  const auto& list = officer_surnames(faction);
  std::uint64_t officers = 0;
  for (const auto& o : s.officers) officers += o.owner == faction;
  auto borne = [&](const std::string& surname) {  // by any officer of the faction, whatever his title
    return std::any_of(s.officers.begin(), s.officers.end(), [&](const Officer& o) {
      return o.owner == faction && o.name.size() > surname.size() &&
             o.name.compare(o.name.size() - surname.size(), surname.size(), surname) == 0 &&
             o.name[o.name.size() - surname.size() - 1] == ' ';
    });
  };
  std::size_t start =
      static_cast<std::size_t>(mix(mix(campaign_seed) ^ hash_text("general " + faction) ^ mix(officers)) % list.size());
  for (std::size_t i = 0; i < list.size(); ++i)
    if (!borne(list[(start + i) % list.size()])) return "General " + list[(start + i) % list.size()];
  return "General " + list[start] + " " + roman(static_cast<int>(officers) + 1);
}

}  // namespace umpire::sk
