// Fuzz target: a campaign file as it comes from the disk. The bytes are
// written to a scratch file and opened with Campaign::open (the file checks,
// the snapshot, the replay of the journal) with the shipped games; then the
// reads the GUI and `umpire info` make: the state, the journal, the status
// line, the metadata, undo/redo availability, each faction's report, and the
// campaign's battles fought in an engine (its child campaigns).
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <string>

#include "fuzz_support.h"
#include "session/campaign.h"

namespace {

// One scratch file per process (several fuzzing jobs may run at once).
const std::string& scratch_path() {
  static const std::string path = "/tmp/umpire-fuzz-open-" + std::to_string(::getpid()) + ".umpire";
  return path;
}

void remove_scratch() {
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) std::remove((scratch_path() + suffix).c_str());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace umpire;
  remove_scratch();
  {
    std::ofstream out(scratch_path(), std::ios::binary);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  }
  try {
    auto campaign = Campaign::open(scratch_path(), fuzz::registry());
    fuzz::read_state(campaign->state());
    for (const auto& row : campaign->journal()) (void)row.command.dump();
    (void)campaign->status_line();
    (void)campaign->file().metadata();
    (void)campaign->can_undo();
    (void)campaign->can_redo();
    // Its battles, each a child campaign opened where it stood (schema 3).
    for (const auto& b : campaign->file().battles())
      if (auto child = campaign->open_child(b.id, fuzz::registry())) fuzz::read_state(child->state());
  } catch (const UserError& e) {
    fuzz::refused(e);
    // Refused with a message: what a damaged or foreign file should get.
  }
  remove_scratch();
  return 0;
}
