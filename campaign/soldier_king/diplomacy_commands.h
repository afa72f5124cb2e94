// What the diplomacy commands share (SK 6.1-6.4): the helpers their checks use
// and the three lists diplomacy_commands() joins. Treaties and informal
// agreements are in treaty_commands.cpp, the Imperial Court's cases, votes and
// judgements in court_commands.cpp, the punishments in punishment_commands.cpp;
// the rules themselves are in diplomacy.cpp.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "soldier_king/diplomacy.h"

namespace umpire::sk::dipl {

using Reasons = std::vector<Reason>;

bool contains(const std::vector<std::string>& list, const std::string& x);
// The factions' names, "nobody" for none.
std::string names(const std::vector<std::string>& factions);

// Every entry an active player (never the Rebels), each once.
void check_players(const SkState& s, const std::vector<std::string>& list, const std::string& what, Reasons& out);
// The refusal of every diplomacy command once the game is over (SK 19.1).
Reasons not_over(const SkState& s);

// The treaty named by an argument, or the reason it is not one (an informal
// agreement never comes before the Court, SK 6.1).
const Treaty* treaty_arg(const SkState& s, const std::string& id, Reasons& out);
// The case named by an argument, not yet judged (a judgement is final, SK 6.3).
const CourtCase* open_case(const SkState& s, const std::string& id, Reasons& out);

// For the apply of a command whose check found the treaty or case: never null
// (a UserError naming the id otherwise, as treaty_at and case_at).
Treaty* treaty_mut(SkState& s, const std::string& id);
CourtCase* case_mut(SkState& s, const std::string& id);

// A season argument: {"year": 1741, "season": "Spring"}. An optional one may
// also be null, read as absent, as the commands always read it.
ArgSpec date_arg(std::string name, std::string meaning);
GameDate date_from_arg(const JsonCursor& c);
std::optional<GameDate> optional_date_from_arg(const JsonCursor& c);

std::vector<CommandDef> treaty_commands();
std::vector<CommandDef> court_commands();
std::vector<CommandDef> punishment_commands();

}  // namespace umpire::sk::dipl
