#include "ui/config.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

#include "core/json_read.h"

namespace umpire {

namespace fs = std::filesystem;
using nlohmann::json;

std::string config_dir() {
  if (const char* x = std::getenv("XDG_CONFIG_HOME"); x && *x) return std::string(x) + "/umpire";
  if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.config/umpire";
  return "umpire-config";
}

float clamp_ui_scale(float scale) {
  if (!std::isfinite(scale)) return 1.0f;
  return std::clamp(scale, kMinUiScale, kMaxUiScale);
}

namespace {

// Each field is read on its own, so one bad field does not lose the others.
std::vector<std::string> read_string_list(const json& doc, const char* key, const std::vector<std::string>& fallback,
                                          const std::string& path, std::ostream& warnings) {
  if (!doc.contains(key)) return fallback;
  const json& v = doc[key];
  std::vector<std::string> out;
  if (v.is_array() && std::all_of(v.begin(), v.end(), [](const json& e) { return e.is_string(); })) {
    for (const auto& e : v) out.push_back(e.get<std::string>());
    return out;
  }
  warnings << "umpire: warning: " << path << ": \"" << key << "\" should be a list of strings; ignored\n";
  return fallback;
}

}  // namespace

GuiSettings load_settings(const std::string& path, std::ostream& warnings) {
  GuiSettings s;
  std::ifstream in(path);
  if (!in) return s;  // first run: nothing saved yet
  std::stringstream text;
  text << in.rdbuf();
  json doc;
  try {
    doc = parse_json(text.str(), path);  // depth-capped: a hand-edited file cannot overflow the stack
  } catch (const UserError& e) {
    warnings << "umpire: warning: " << e.what() << "; using default settings\n";
    return s;
  }
  if (!doc.is_object()) {
    warnings << "umpire: warning: " << path << " is not a JSON object; using default settings\n";
    return s;
  }
  s.recent = read_string_list(doc, "recent", s.recent, path, warnings);
  if (s.recent.size() > kMaxRecentFiles) s.recent.resize(kMaxRecentFiles);
  s.open_windows = read_string_list(doc, "open_windows", s.open_windows, path, warnings);
  if (doc.contains("ui_scale")) {
    if (doc["ui_scale"].is_number()) s.ui_scale = clamp_ui_scale(doc["ui_scale"].get<float>());
    else warnings << "umpire: warning: " << path << ": \"ui_scale\" should be a number; using 1.0\n";
  }
  if (doc.contains("dice_mode")) {
    const json& m = doc["dice_mode"];
    if (m == "seeded" || m == "manual") s.dice_mode = m.get<std::string>();
    else warnings << "umpire: warning: " << path << ": \"dice_mode\" should be \"seeded\" or \"manual\"; using seeded\n";
  }
  return s;
}

bool save_settings(const std::string& path, const GuiSettings& s, std::ostream& warnings) {
  json doc = {{"recent", s.recent}, {"ui_scale", s.ui_scale}, {"dice_mode", s.dice_mode},
              {"open_windows", s.open_windows}};
  std::error_code ec;
  fs::create_directories(fs::path(path).parent_path(), ec);
  // Write then rename, so a crash mid-write cannot leave a truncated file.
  std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::trunc);
    out << doc.dump(2) << "\n";
    if (!out) {
      warnings << "umpire: warning: could not write " << tmp << "\n";
      return false;
    }
  }
  fs::rename(tmp, path, ec);
  if (ec) {
    warnings << "umpire: warning: could not save " << path << ": " << ec.message() << "\n";
    return false;
  }
  return true;
}

void add_recent(GuiSettings& s, const std::string& path) {
  std::error_code ec;
  std::string abs = fs::absolute(path, ec).lexically_normal().string();
  if (ec) abs = path;
  std::erase(s.recent, abs);
  s.recent.insert(s.recent.begin(), abs);
  if (s.recent.size() > kMaxRecentFiles) s.recent.resize(kMaxRecentFiles);
}

std::string most_recent_existing(const GuiSettings& s) {
  for (const auto& p : s.recent) {
    std::error_code ec;
    if (fs::is_regular_file(p, ec)) return p;
  }
  return "";
}

}  // namespace umpire
