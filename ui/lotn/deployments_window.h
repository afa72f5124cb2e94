// "Lion of the North: deployment rows": the rows of a scenario's set-up the
// rules text lost, typed from the umpire's printed copy (which counter, how
// many, in which hexes, facing which way), kept in his entries and checked on
// the scenario's map as they are typed (map_validate.h).
#pragma once

#include "ui/lotn/data_editors.h"

namespace umpire::lotnui {

void draw_deployments_window(EditorsState& s);

}  // namespace umpire::lotnui
