// The two camps and the powers of Les Guerres de Bourgogne (GdB 1, 2, 11, 13).
// A camp is a player; a power is a nationality whose units and commanders fight
// for a camp: its own (Burgundy, the Swiss) or an ally on Table 4, or France,
// neutral until it joins a camp (GdB 13).
#pragma once

#include <optional>
#include <string>

namespace umpire::bourgogne {

enum class Camp { Burgundy, Swiss };
inline constexpr Camp kCamps[] = {Camp::Burgundy, Camp::Swiss};

enum class Power { Burgundy, British, Savoy, Italy, Swiss, Lorraine, Germany, France };
inline constexpr Power kPowers[] = {Power::Burgundy, Power::British, Power::Savoy,   Power::Italy,
                                    Power::Swiss,    Power::Lorraine, Power::Germany, Power::France};

const char* to_string(Camp c);         // "burgundy", "swiss": the players' ids
const char* camp_name(Camp c);         // "Burgundians", "Swiss"
const char* to_string(Power p);        // "burgundy", "british", ...
const char* power_name(Power p);       // "Burgundy", "Savoy", "Germany (Lower Union and Austria)"
const char* power_adjective(Power p);  // "Burgundian", "Savoyard", "Italian", "German", ...
Camp other(Camp c);
std::optional<Camp> camp_from(const std::string& id);    // nullopt when unknown
std::optional<Power> power_from(const std::string& id);  // nullopt when unknown

// The camp a power serves at the start of the game (GdB 2, 14): Burgundy, the
// British, Savoy and Italy with the Burgundians; the Swiss, Lorraine (from turn
// 4) and Germany with the Swiss; France with nobody (nullopt).
std::optional<Camp> start_camp(Power p);
// The allies on Table 4 (GdB 11): Italy, Savoy, Lorraine, Germany.
bool on_alliance_table(Power p);

}  // namespace umpire::bourgogne
