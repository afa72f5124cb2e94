#include "ui/file_dialog.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include <imgui.h>
#include <imgui_stdlib.h>

namespace umpire {

namespace fs = std::filesystem;

std::vector<DirEntry> list_campaign_dir(const std::string& dir, std::string& error) {
  std::vector<DirEntry> out;
  error.clear();
  std::error_code ec;
  fs::directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec);
  if (ec) {
    error = dir + ": " + ec.message();
    return out;
  }
  for (; it != fs::directory_iterator(); it.increment(ec)) {
    if (ec) {
      error = dir + ": " + ec.message();
      break;
    }
    std::string name = it->path().filename().string();
    if (name.empty() || name[0] == '.') continue;
    std::error_code type_ec;
    if (it->is_directory(type_ec)) out.push_back({name, true});
    else if (it->path().extension() == kCampaignExtension) out.push_back({name, false});
  }
  std::sort(out.begin(), out.end(), [](const DirEntry& a, const DirEntry& b) {
    if (a.is_dir != b.is_dir) return a.is_dir;
    return a.name < b.name;
  });
  return out;
}

std::string with_campaign_extension(const std::string& path) {
  if (path.empty() || fs::path(path).extension() == kCampaignExtension) return path;
  return path + kCampaignExtension;
}

void FileBrowser::reset(const std::string& start) {
  std::error_code ec;
  fs::path p = start.empty() ? fs::current_path(ec) : fs::absolute(start, ec);
  if (fs::is_directory(p, ec)) {
    path_.clear();
    enter(p.string());
    return;
  }
  path_ = p.string();
  fs::path parent = p.parent_path();
  enter(fs::is_directory(parent, ec) ? parent.string() : fs::current_path(ec).string());
}

void FileBrowser::enter(const std::string& dir) {
  dir_ = fs::path(dir).lexically_normal().string();
  entries_ = list_campaign_dir(dir_, error_);
}

bool FileBrowser::draw(float height) {
  bool activated = false;
  if (ImGui::Button("Up")) enter(fs::path(dir_).parent_path().string());
  ImGui::SameLine();
  if (const char* home = std::getenv("HOME"); home && ImGui::Button("Home")) enter(home);
  ImGui::SameLine();
  ImGui::TextUnformatted(dir_.c_str());

  ImGui::BeginChild("##entries", ImVec2(0, height), true);
  if (!error_.empty()) ImGui::TextColored(ImVec4(1, 0.4f, 0.4f, 1), "%s", error_.c_str());
  if (entries_.empty() && error_.empty()) ImGui::TextDisabled("(no folders or %s files here)", kCampaignExtension);
  std::string enter_dir;  // entered after the loop: entering rebuilds entries_
  for (const auto& e : entries_) {
    std::string full = (fs::path(dir_) / e.name).string();
    std::string label = e.is_dir ? "[folder] " + e.name + "/" : e.name;
    if (ImGui::Selectable(label.c_str(), !e.is_dir && full == path_, ImGuiSelectableFlags_AllowDoubleClick)) {
      if (e.is_dir) {
        enter_dir = full;
      } else {
        path_ = full;
        activated = ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left);
      }
    }
  }
  ImGui::EndChild();
  if (!enter_dir.empty()) enter(enter_dir);

  ImGui::SetNextItemWidth(-1);
  if (ImGui::InputTextWithHint("##path", "file path", &path_, ImGuiInputTextFlags_EnterReturnsTrue)) {
    // Enter on a folder browses it; on anything else it means OK.
    std::error_code ec;
    if (fs::is_directory(path_, ec)) {
      enter(path_);
      path_.clear();
    } else {
      activated = true;
    }
  }
  return activated;
}

}  // namespace umpire
