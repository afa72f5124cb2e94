// "Lion of the North: charts": the data-entry grid of each chart.
#pragma once

#include "ui/lotn/data_editors.h"

namespace umpire::lotnui {

void draw_charts_window(EditorsState& s);

}  // namespace umpire::lotnui
