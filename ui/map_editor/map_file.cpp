#include "ui/map_editor/map_file.h"

#include <cctype>
#include <filesystem>
#include <fstream>
#include <system_error>

#include "core/error.h"

namespace umpire::mapedit {

std::optional<std::string> load_map_file(const std::string& path, sk::Map& out) {
  if (path.empty()) return std::string("type the path of a map file (.json)");
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) return path + " is a folder, not a map file";
  try {
    Json doc = load_json_file(path);
    out = sk::map_from_json(JsonCursor(doc, path));
    return std::nullopt;
  } catch (const std::exception& e) {
    return std::string(e.what());
  }
}

std::optional<std::string> save_map_file(const std::string& path, const sk::Map& map, bool overwrite) {
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
    text = sk::to_json(map).dump(2) + "\n";
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

namespace {

bool starts_with_at(const std::string& text, std::size_t at, const std::string& word) {
  return text.compare(at, word.size(), word) == 0;
}

// The longest name in `names` that follows `prefix` somewhere in `text`,
// followed by a non-letter (so "Bern" does not match "Berne").
template <class Items, class NameOf>
std::string named_after(const std::string& text, const std::string& prefix, const Items& items, NameOf name_of,
                        std::string& best_id) {
  std::size_t best = 0;
  for (std::size_t at = text.find(prefix); at != std::string::npos; at = text.find(prefix, at + 1)) {
    std::size_t from = at + prefix.size();
    for (const auto& item : items) {
      const std::string& name = name_of(item);
      if (name.size() <= best || !starts_with_at(text, from, name)) continue;
      std::size_t end = from + name.size();
      if (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_')) continue;
      best = name.size();
      best_id = item.id;
    }
  }
  return best_id;
}

}  // namespace

Selection problem_target(const sk::Map& map, const std::string& text) {
  std::string id;
  auto box_name = [](const sk::CityBox& b) -> const std::string& { return b.name; };
  for (const char* prefix : {"box ", "city "})
    if (!named_after(text, prefix, map.boxes, box_name, id).empty()) return Selection::box(id);
  // Lines are named "road a–b" by their ends' ids.
  for (std::size_t i = 0; i < map.lines.size(); ++i) {
    const sk::Line& l = map.lines[i];
    std::string name = std::string(sk::to_string(l.type)) + " " + l.a + "\xe2\x80\x93" + l.b;
    if (text.rfind(name, 0) != 0) continue;
    char next = text.size() > name.size() ? text[name.size()] : ' ';
    if (!std::isalnum(static_cast<unsigned char>(next)) && next != '_') return Selection::of_line(i);
  }
  auto province_name = [](const sk::Province& p) -> const std::string& { return p.name; };
  if (!named_after(text, "province ", map.provinces, province_name, id).empty()) return Selection::province(id);
  return {};
}

}  // namespace umpire::mapedit
