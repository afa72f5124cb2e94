#include "ui/map_editor/map_file.h"

#include <filesystem>
#include <fstream>
#include <system_error>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/json_read.h"

namespace umpire::mapedit {

std::optional<std::string> load_map_file(const MapSchema& schema, const std::string& path, MapDoc& out) {
  if (path.empty()) return std::string("type the path of a map file (.json)");
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) return path + " is a folder, not a map file";
  try {
    Json doc = load_json_file(path);
    out = schema.read(JsonCursor(doc, path));
    return std::nullopt;
  } catch (const std::exception& e) {
    return std::string(e.what());
  }
}

std::optional<std::string> save_map_file(const MapSchema& schema, const std::string& path, const MapDoc& map,
                                         bool overwrite) {
  if (path.empty()) return std::string("type the path to save the map to (.json)");
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path p(path);
  if (fs::is_directory(p, ec)) return path + " is a folder; add a file name";
  if (fs::exists(p, ec) && !overwrite) return path + " already exists; tick \"Replace the existing file\" to overwrite it";
  fs::path dir = p.parent_path();
  if (!dir.empty() && !fs::is_directory(dir, ec)) return "no such folder: " + dir.string();
  std::string text;
  try {
    text = schema.write(map).dump(2) + "\n";
  } catch (const std::exception& e) {
    return std::string("the map cannot be written as JSON: ") + e.what();
  }
  // Write beside the target, then rename: a failed write leaves the old file whole.
  fs::path tmp = p;
  tmp += ".tmp";
  {
    std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
    if (!f) return "cannot write " + tmp.string();
    f << text;
    f.flush();
    if (!f) return "writing " + tmp.string() + " failed";
  }
  fs::rename(tmp, p, ec);
  if (ec) {
    fs::remove(tmp, ec);
    return "cannot replace " + path;
  }
  return std::nullopt;
}

}  // namespace umpire::mapedit
