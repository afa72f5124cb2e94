// Fuzz target: a stored state (a snapshot in a campaign file) read back:
// parse_json -> state_from_json with the shipped games, then every read a
// window or the command line makes of it.
#include "fuzz_support.h"
#include "session/engine.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace umpire;
  try {
    Json doc = parse_json(fuzz::text_of(data, size), "fuzz state");
    CampaignState state = state_from_json(fuzz::registry(), JsonCursor(doc, "fuzz state"));
    fuzz::read_state(state);
  } catch (const UserError& e) {
    fuzz::refused(e);
    // Refused with a message: what bad input should get.
  }
  return 0;
}
