// The map page that ends a 1631 side's report: a landscape A4 page with the
// areas (green, city, fortress, strategic, 1631 §2.2.1-§2.2.2) and their
// markers, the lines by type (road, river, bridge, the Werben ford), the
// side's own forces by commander and number of units, and the other forces as
// the side knows them (setting "knowledge": exactly in contact or in the open
// game, "strong"/"weak" one line away; in the umpired game the areas it does
// not watch are greyed). Drawn from the SideView and the public map only.
#pragma once

#include "1631/view.h"
#include "report/document.h"

namespace umpire::flammes {

report::Picture map_page(const SideView& view);

}  // namespace umpire::flammes
