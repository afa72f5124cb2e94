// The shipped data files of Les Guerres de Bourgogne, compiled into the program
// (generated from data/bourgogne/*.json by cmake/embed_data.cmake). Umpires
// change them in the program's editors and settings; every value carries its
// source.
#pragma once

namespace umpire::bourgogne::data {

const char* map_json();
const char* counters_json();
const char* scenario_json();
const char* settings_json();

}  // namespace umpire::bourgogne::data
