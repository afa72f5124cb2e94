#include "soldier_king/factions.h"

namespace umpire::sk {

const std::vector<FactionInfo>& kings() {
  // SK 2.1.2, 3.1: green Argozia, gold Arcadia, blue Bravance, red Hrvatska; 12 columns each (SK 3.2).
  static const std::vector<FactionInfo> k{
      {"argozia", "Argozia", "green", 0x2e8b3e, 12, true, "Argozians"},
      {"arcadia", "Arcadia", "gold", 0xd4a017, 12, true, "Arcadians"},
      {"bravance", "Bravance", "blue", 0x2f5fb3, 12, true, "Bravacians"},  // SK 8.2.1's own word
      {"hrvatska", "Hrvatska", "red", 0xc0392b, 12, true, "Hrvatskans"},
  };
  return k;
}

const std::vector<FactionInfo>& duchies() {
  // SK 18.1.1: the Estavian duchies and their starting columns. Grey on the map
  // (SK 2.1.2); each gets a distinct muted colour for drawing its troops.
  static const std::vector<FactionInfo> d{
      {"naervaron", "Naervaron", "grey", 0x7f8c8d, 6, false, "men of Naervaron"},
      {"cleve", "Cleve", "grey", 0x8e7f6d, 8, false, "men of Cleve"},
      {"sinistria", "Sinistria", "grey", 0x6d7f8e, 4, false, "men of Sinistria"},
      {"cotlas", "Cotlas", "grey", 0x7d6d8e, 4, false, "men of Cotlas"},
      {"dupanen", "Dupanen", "grey", 0x6d8e7a, 4, false, "men of Dupanen"},
      {"bern", "Bern", "grey", 0x8e6d75, 4, false, "men of Bern"},
      {"hereditary_lands", "Hereditary Lands", "grey", 0x5f6a6a, 8, false, "men of Hereditary Lands"},
      {"bravacian_march", "Bravacian March", "grey", 0x6a7fa0, 6, false, "men of Bravacian March"},
      {"banst", "Banst", "grey", 0x8a8a5c, 7, false, "men of Banst"},
      {"midlands", "Midlands", "grey", 0x9a7d5c, 8, false, "men of Midlands"},
      {"upper_waldow", "Upper Waldow", "grey", 0x5c8a8a, 4, false, "men of Upper Waldow"},
      {"lower_waldow", "Lower Waldow", "grey", 0x5c7a6a, 5, false, "men of Lower Waldow"},
  };
  return d;
}

const FactionInfo* faction_info(const std::string& id) {
  for (const auto& f : kings())
    if (f.id == id) return &f;
  for (const auto& f : duchies())
    if (f.id == id) return &f;
  return nullptr;
}

std::string faction_name(const std::string& id) {
  if (id == kRebels) return "Rebels";
  const FactionInfo* f = faction_info(id);
  return f ? f->name : id;
}

std::string faction_people(const std::string& id) {
  if (id == kRebels) return "rebels";
  const FactionInfo* f = faction_info(id);
  return f ? f->people : id;
}

bool is_king(const std::string& id) {
  for (const auto& f : kings())
    if (f.id == id) return true;
  return false;
}

std::string and_list(const std::vector<std::string>& items, const std::string& last) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) out += (i == 0 ? "" : i + 1 == items.size() ? last : ", ") + items[i];
  return out;
}

std::string faction_names(const std::vector<std::string>& ids) {
  std::vector<std::string> names;
  for (const auto& id : ids) names.push_back(faction_name(id));
  return and_list(names);
}

}  // namespace umpire::sk
