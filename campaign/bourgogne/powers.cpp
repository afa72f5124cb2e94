#include "bourgogne/powers.h"

namespace umpire::bourgogne {

namespace {
constexpr const char* kCampIds[] = {"burgundy", "swiss"};
constexpr const char* kCampNames[] = {"Burgundians", "Swiss"};
constexpr const char* kPowerIds[] = {"burgundy", "british", "savoy", "italy", "swiss", "lorraine", "germany", "france"};
constexpr const char* kPowerNames[] = {"Burgundy", "British",  "Savoy",
                                       "Italy",    "Swiss Confederacy", "Lorraine",
                                       "Germany (Lower Union and Austria)", "France"};
constexpr const char* kAdjectives[] = {"Burgundian", "British", "Savoyard", "Italian",
                                       "Swiss",      "Lorrain", "German",   "French"};
}  // namespace

const char* to_string(Camp c) { return kCampIds[static_cast<int>(c)]; }
const char* camp_name(Camp c) { return kCampNames[static_cast<int>(c)]; }
const char* to_string(Power p) { return kPowerIds[static_cast<int>(p)]; }
const char* power_name(Power p) { return kPowerNames[static_cast<int>(p)]; }
const char* power_adjective(Power p) { return kAdjectives[static_cast<int>(p)]; }
Camp other(Camp c) { return c == Camp::Burgundy ? Camp::Swiss : Camp::Burgundy; }

std::optional<Camp> camp_from(const std::string& id) {
  for (Camp c : kCamps)
    if (id == to_string(c)) return c;
  return std::nullopt;
}

std::optional<Power> power_from(const std::string& id) {
  for (Power p : kPowers)
    if (id == to_string(p)) return p;
  return std::nullopt;
}

std::optional<Camp> start_camp(Power p) {
  switch (p) {
    case Power::Burgundy:
    case Power::British:
    case Power::Savoy:
    case Power::Italy:
      return Camp::Burgundy;
    case Power::Swiss:
    case Power::Lorraine:
    case Power::Germany:
      return Camp::Swiss;
    case Power::France:
      return std::nullopt;
  }
  return std::nullopt;
}

bool on_alliance_table(Power p) {
  return p == Power::Italy || p == Power::Savoy || p == Power::Lorraine || p == Power::Germany;
}

}  // namespace umpire::bourgogne
