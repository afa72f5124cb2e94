// Fuzz target: a conformance case file (`umpire case run`), parsed and run on
// in-memory campaigns through the case runner, as from the disk.
#include "app/case_runner.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace umpire;
  Json doc;
  try {
    doc = parse_json(fuzz::text_of(data, size), "fuzz case");
  } catch (const UserError& e) {
    fuzz::refused(e);
    return 0;
  }
  // The runner reports every problem in the file as a failed case; nothing may escape it.
  (void)run_case_document(doc, "fuzz case", fuzz::registry());
  return 0;
}
