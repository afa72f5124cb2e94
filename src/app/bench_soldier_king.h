// `umpire bench`, Soldier King part: how long supply lines (column_supply) and
// the legal-move checks (check_column_path) take, on the shipped map with the
// 1740 set-up and on a synthetic 10,000-box map. Printed, never asserted.
#pragma once

#include <ostream>

namespace umpire {

void run_soldier_king_bench(std::ostream& out);

}  // namespace umpire
