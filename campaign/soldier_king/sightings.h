// What a faction remembers of foreign troops (SK 8.1-8.2): each report that
// sees troops in a box is kept, with its season, until a later report on the
// same box sees none there. The map pages show these last known forces; they
// hold only what the faction's own issued reports held (ARCHITECTURE promise 4).
#pragma once

#include <map>
#include <string>

#include "soldier_king/intelligence.h"

namespace umpire::sk {

struct LastSighting {
  GameDate date;    // the season of the report that saw the troops
  BoxIntel report;  // that report (report.box is the box)
};

// box -> the last report that saw foreign troops there.
using Sightings = std::map<std::string, LastSighting>;

Json to_json(const Sightings& s);
Sightings sightings_from_json(const JsonCursor& c);

// The faction's memory as stored (SkState::sightings), empty when none.
Sightings last_sightings(const SkState& s, const std::string& faction);

// SK 8.1: a report just issued to the faction updates its memory: a box seen
// with troops holds this report, a box reported without troops is forgotten,
// a box not reported keeps what was seen there before.
void remember_sightings(SkState& s, const PlayerPicture& issued);

// SK 8.1: issues the faction's intelligence now: its picture (rolling the
// dice make_picture rolls), stored as the one its reports are written from,
// and its sightings remembered. Every way of issuing goes through here.
PlayerPicture issue_picture(SkState& s, const std::string& faction, Dice& dice);

// The memory as the faction's map shows it after `picture`: the memory, with
// the picture's own reports laid over it (a picture issued before the memory
// was kept still shows what it saw).
Sightings sightings_after(Sightings memory, const PlayerPicture& picture);

}  // namespace umpire::sk
