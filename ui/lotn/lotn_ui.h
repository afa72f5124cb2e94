// Lion of the North's windows in the shell: the data-entry editors with which
// the umpire who owns the printed game types in what the rules text lost.
#pragma once

namespace umpire {

class WindowRegistry;

// "Lion of the North: charts" (--show lotn_charts) and "Lion of the North:
// counters" (--show lotn_counters), offered with every game: any game's battle
// can be fought in Lion of the North.
void register_lotn_data_windows(WindowRegistry& registry);

}  // namespace umpire
