// The map page that ends a camp's report: a landscape A4 page with the
// strategic zones (GdB 6.1) at their places on the map, the links between them
// (a shared border or a junction point, GdB 7.1), the lakes no army crosses,
// mountain zones (GdB 7.1: 2 MP), each zone coloured by its control as the camp
// knows it, the objectives with their VP and control marker (GdB 12.1), the
// camp's own stacks named by their commander and SS, and the enemy's stacks as
// seen (army or garrison, GdB 7.1); in the umpired game the zones it does not
// see are greyed. Drawn from the CampView and the public map only, for any map
// (a zone with no place is drawn in a row along the bottom).
#pragma once

#include "bourgogne/view.h"
#include "report/document.h"

namespace umpire::bourgogne {

report::Picture map_page(const CampView& view);

}  // namespace umpire::bourgogne
