// Lion of the North: the umpire's own data, typed in from his printed copy in
// the program's editors and kept in his data folder, never over the shipped
// files (data/lotn, compiled in):
//
//   $XDG_DATA_HOME/umpire/lotn/entries.json     chart cells and counter values
//                                               ("umpire.lotn.entries/1", data_tables.h)
//   $XDG_DATA_HOME/umpire/lotn/maps/<id>.json   maps painted from the printed map
//                                               ("lotn-map/1", data/lotn/maps/README.md)
//
// ($HOME/.local/share when XDG_DATA_HOME is unset.) A battle does not read
// these files as it is fought: the data it uses is copied into the battle when
// it starts or when the umpire hands it newer data, so a battle remembers the
// data it used and replays the same whatever the files hold later.
#pragma once

#include <filesystem>
#include <map>
#include <string>

#include <nlohmann/json.hpp>

#include "lotn/data_tables.h"

namespace umpire::lotn {

// The folder above (created on the first save, not by asking for it).
std::filesystem::path user_data_dir();
std::filesystem::path user_entries_path();
std::filesystem::path user_map_path(const std::string& map_id);

// The umpire's data as saved: the entries document (an empty one when there
// is no file) and the maps by id. Throws UserError naming the file and what is
// wrong when one cannot be read.
struct UserData {
  nlohmann::json entries;                     // {"format": "umpire.lotn.entries/1", "cells": [...], "counters": [...]}
  std::map<std::string, nlohmann::json> maps;  // by map id, each a lotn-map/1 document
  bool empty() const;
};
UserData load_user_data();
nlohmann::json empty_entries();

// Written whole to a temporary file then renamed over the old one, so a crash
// never leaves half a file. Throws UserError when the folder cannot be written.
void save_json_whole(const std::filesystem::path& path, const nlohmann::json& doc);  // any file of the folder
void save_user_entries(const nlohmann::json& entries);
void save_user_map(const std::string& map_id, const nlohmann::json& map);

// The program's data with its reconstructions, then the umpire's entries and
// maps over it (apply_entries, read_map): what a battle given this data reads.
DataSet data_with(const UserData& user);

}  // namespace umpire::lotn
