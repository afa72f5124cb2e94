// "Lion of the North: counters": the counter sheet of each scenario and side.
#pragma once

#include "ui/lotn/data_editors.h"

namespace umpire::lotnui {

void draw_counters_window(EditorsState& s);

}  // namespace umpire::lotnui
