// Fuzz target: a Soldier King forces file (the "forces" option of a new
// campaign: stand types, column templates, exhaustion, cavalry share):
// forces_from_json, the data written back and read again, and a new 1740
// campaign raised with it (the army composition rules read every table).
#include <cstdio>
#include <cstdlib>

#include "fuzz_support.h"
#include "session/engine.h"
#include "soldier_king/forces.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace umpire;
  Json doc;
  sk::Forces forces;
  try {
    doc = parse_json(fuzz::text_of(data, size), "fuzz forces");
    forces = sk::forces_from_json(JsonCursor(doc, "fuzz forces"));
  } catch (const UserError& e) {
    fuzz::refused(e);
    return 0;
  }
  Json written = sk::to_json(forces);
  try {
    (void)sk::forces_from_json(JsonCursor(written, "forces written back"));
  } catch (const UserError& e) {
    std::fprintf(stderr, "forces we wrote do not read back: %s\n", e.what());
    std::abort();
  }
  try {
    fuzz::read_state(new_campaign_state(fuzz::registry(), "Fuzz", "soldier-king", Json{{"forces", doc}}, 1));
  } catch (const UserError& e) {
    fuzz::refused(e);
    // Forces the set-up refuses, with a message.
  }
  return 0;
}
