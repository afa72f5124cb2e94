// The players of Soldier King (SK 1.4, 3.1, 18.1.1; digest §1.3): the four
// Kings with their colours, and the twelve Imperial duchies that may be active.
#pragma once

#include <string>
#include <vector>

namespace umpire::sk {

struct FactionInfo {
  std::string id, name;
  std::string colour;     // the rulebook's colour word
  unsigned rgb = 0;       // for drawing: 0xRRGGBB
  int start_columns = 0;  // SK 3.2 (Kings: 12) and SK 18.1.1 (duchies)
  bool king = false;
  std::string people;     // for reports: "possibly Bravacians" (8.2.1)
};

const std::vector<FactionInfo>& kings();
const std::vector<FactionInfo>& duchies();
const FactionInfo* faction_info(const std::string& id);  // a King or a duchy
bool is_king(const std::string& id);
inline constexpr const char* kRebels = "rebels";
// Display name of any faction id, Rebels included; the id itself if unknown.
std::string faction_name(const std::string& id);
// "Bravacians", "men of Cleve", "rebels".
std::string faction_people(const std::string& id);
// "A, B and C" (`last` joins the last two).
std::string and_list(const std::vector<std::string>& items, const std::string& last = " and ");
// "Argozia, Arcadia and Bravance".
std::string faction_names(const std::vector<std::string>& ids);

}  // namespace umpire::sk
