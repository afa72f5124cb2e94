// The shipped data files, compiled into the program (generated from
// data/soldier_king/*.json by campaign/embed_data.cmake) so that the program
// runs from anywhere without an install step. Umpires change them by loading
// their own files (umpire new --map FILE) or with the editors.
#pragma once

namespace umpire::sk::data {

const char* map_json();
const char* forces_json();
const char* settings_json();
const char* names_json();

}  // namespace umpire::sk::data
