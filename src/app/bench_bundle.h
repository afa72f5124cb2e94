// `umpire bench`, bundle part: the whole season's bundle of a Soldier King
// campaign of four Kings and two active duchies (report/bundle.h).
#pragma once

#include <ostream>

namespace umpire {

void run_bundle_bench(std::ostream& out);

}  // namespace umpire
