// Conformance cases (tests/cases/README.md describes the format): a situation,
// the commands applied with dice fixed in advance, and the expected outcome,
// with the rule numbers exercised. Each case runs on an in-memory campaign
// through the same path as the GUI and the command line.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "core/game.h"

namespace umpire {

struct CaseResult {
  std::string file;
  std::string name;
  std::vector<std::string> rules;
  bool passed = false;
  std::string message;   // why it failed, or why it was skipped
  bool skipped = false;  // a file of a test-only game this program does not have
};

// Runs every case of one file (a case object, or {"cases": [...]}). A file that
// cannot be read gives one failed result naming the problem.
std::vector<CaseResult> run_case_file(const std::string& path, const GameRegistry& registry);
// The same for a case document already parsed; `path` names it in the results.
std::vector<CaseResult> run_case_document(const Json& doc, const std::string& path, const GameRegistry& registry);

// Expands folders to the *.json files beneath them (sorted), runs every case,
// prints one line per case and "N passed, N failed"; returns the failure count.
int run_cases(const std::vector<std::string>& paths, const GameRegistry& registry, std::ostream& out);

class Campaign;

// A regression case recorded from a campaign: its game and options, every
// active command of its journal in order with the dice it consumed (as the
// case's scripted dice), and the campaign's final state as the expectation:
// what its game pins (GameModule::case_expectation; Soldier King leaves out its
// map, forces, settings and issued pictures) and the dice drawn.
Json record_case(Campaign& campaign, const std::string& name);
// A recorded case as text for review in a diff: the dice on one line, one
// step per line, one expected value per line.
std::string format_recorded_case(const Json& kase);

}  // namespace umpire
