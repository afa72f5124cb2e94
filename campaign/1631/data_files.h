// The shipped 1631 data files, compiled into the program (generated from
// data/1631/*.json by cmake/embed_data.cmake). Umpires change them in the
// program's editors and settings; every value carries its source.
#pragma once

namespace umpire::flammes::data {

const char* map_json();
const char* counters_json();
const char* scenario_json();
const char* settings_json();

}  // namespace umpire::flammes::data
