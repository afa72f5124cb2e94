#include "lotn/user_data.h"

#include <cstdlib>
#include <fstream>
#include <system_error>

#include "core/error.h"
#include "core/json_read.h"
#include "lotn/map_data.h"

namespace umpire::lotn {

namespace fs = std::filesystem;

fs::path user_data_dir() {
  const char* xdg = std::getenv("XDG_DATA_HOME");
  if (xdg && *xdg) return fs::path(xdg) / "umpire" / "lotn";
  const char* home = std::getenv("HOME");
  if (home && *home) return fs::path(home) / ".local" / "share" / "umpire" / "lotn";
  return fs::path("umpire-data") / "lotn";
}

fs::path user_entries_path() { return user_data_dir() / "entries.json"; }

fs::path user_map_path(const std::string& map_id) { return user_data_dir() / "maps" / (map_id + ".json"); }

nlohmann::json empty_entries() {
  return {{"format", "umpire.lotn.entries/1"}, {"cells", nlohmann::json::array()},
          {"counters", nlohmann::json::array()}};
}

bool UserData::empty() const {
  return maps.empty() && entries.value("cells", nlohmann::json::array()).empty() &&
         entries.value("counters", nlohmann::json::array()).empty() &&
         entries.value("deployments", nlohmann::json::array()).empty();
}

UserData load_user_data() {
  UserData out;
  out.entries = empty_entries();
  std::error_code ec;
  if (fs::exists(user_entries_path(), ec)) out.entries = load_json_file(user_entries_path());
  fs::path maps = user_data_dir() / "maps";
  if (fs::is_directory(maps, ec)) {
    for (const auto& f : fs::directory_iterator(maps, ec)) {
      if (f.path().extension() != ".json") continue;
      nlohmann::json doc = load_json_file(f.path());
      std::string id = doc.is_object() && doc.contains("id") && doc["id"].is_string() ? doc["id"].get<std::string>()
                                                                                     : f.path().stem().string();
      out.maps[id] = std::move(doc);
    }
  }
  return out;
}

void save_json_whole(const fs::path& path, const nlohmann::json& doc) {
  std::error_code ec;
  fs::create_directories(path.parent_path(), ec);
  if (ec) throw UserError("cannot create " + path.parent_path().string() + ": " + ec.message());
  fs::path tmp = path;
  tmp += ".saving";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out << doc.dump(1) << "\n";
    out.flush();
    if (!out) throw UserError("cannot write " + tmp.string());
  }
  fs::rename(tmp, path, ec);
  if (ec) throw UserError("cannot replace " + path.string() + ": " + ec.message());
}

void save_user_entries(const nlohmann::json& entries) { save_json_whole(user_entries_path(), entries); }

void save_user_map(const std::string& map_id, const nlohmann::json& map) { save_json_whole(user_map_path(map_id), map); }

DataSet data_with(const UserData& user) {
  DataSet data = load_program_data_with_reconstructions();
  if (!user.entries.is_null()) apply_entries(data, user.entries, "the umpire's entries");
  for (const auto& [id, doc] : user.maps) {
    auto map = std::make_shared<const MapData>(read_map(doc, "the umpire's map " + id));
    data.maps[map->id] = map;
  }
  return data;
}

}  // namespace umpire::lotn
