// Fuzz target: a Soldier King map file (`umpire new --map`, the map editor's
// load, sk.set_map): map_from_json, validate_map under both checks, the map
// written back and read again (what we write we must read), and, for a map
// that passes the structural checks, a new campaign on it.
#include <cstdio>
#include <cstdlib>

#include "fuzz_support.h"
#include "session/engine.h"
#include "soldier_king/map.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace umpire;
  Json doc;
  sk::Map map;
  try {
    doc = parse_json(fuzz::text_of(data, size), "fuzz map");
    map = sk::map_from_json(JsonCursor(doc, "fuzz map"));
  } catch (const UserError& e) {
    fuzz::refused(e);
    return 0;
  }
  (void)sk::validate_map(map, sk::MapChecks::Rulebook);
  bool usable = true;
  for (const auto& problem : sk::validate_map(map, sk::MapChecks::Structure)) usable = usable && !problem.error;
  Json written = sk::to_json(map);
  try {
    (void)sk::map_from_json(JsonCursor(written, "map written back"));
  } catch (const UserError& e) {
    std::fprintf(stderr, "a map we wrote does not read back: %s\n", e.what());
    std::abort();
  }
  if (!usable) return 0;
  try {
    Json options{{"map", doc}, {"map_checks", "structure"}};
    fuzz::read_state(new_campaign_state(fuzz::registry(), "Fuzz", "soldier-king", options, 1));
  } catch (const UserError& e) {
    fuzz::refused(e);
    // A structurally sound map the set-up still refuses, with a message.
  }
  return 0;
}
