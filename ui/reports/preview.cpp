#include "ui/reports/preview.h"

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace umpire::reports {

namespace fs = std::filesystem;

const report::Document& DocumentCache::get(const std::string& faction, std::int64_t journal_length,
                                           const GameStatePtr& state, const std::function<report::Document()>& build) {
  if (journal_length != journal_length_ || state != state_) {
    documents_.clear();
    journal_length_ = journal_length;
    state_ = state;
  }
  auto it = documents_.find(faction);
  if (it == documents_.end()) {
    report::Document doc = build();  // may throw: nothing is cached then
    ++builds_;
    it = documents_.emplace(faction, std::move(doc)).first;
  }
  return it->second;
}

void DocumentCache::clear() {
  documents_.clear();
  journal_length_ = -1;
  state_.reset();
}

PictureFit fit_picture(double width, double height, float avail_width, float max_height) {
  PictureFit f;
  if (width <= 0 || height <= 0 || avail_width <= 0) return f;
  double scale = avail_width / width;
  if (max_height > 0 && height * scale > max_height) scale = max_height / height;
  f.scale = static_cast<float>(scale);
  f.width = static_cast<float>(width * scale);
  f.height = static_cast<float>(height * scale);
  return f;
}

float text_pixels(double font_size, float scale, float min_px) {
  return std::max(static_cast<float>(font_size) * scale, min_px);
}

std::vector<std::pair<std::pair<float, float>, std::pair<float, float>>> dashes(float x0, float y0, float x1, float y1,
                                                                                 float dash) {
  std::vector<std::pair<std::pair<float, float>, std::pair<float, float>>> out;
  const float dx = x1 - x0, dy = y1 - y0;
  const float length = std::sqrt(dx * dx + dy * dy);
  if (length <= 0) return out;
  if (dash <= 0 || dash * 2 >= length) {
    out.push_back({{x0, y0}, {x1, y1}});
    return out;
  }
  for (float at = 0; at < length; at += 2 * dash) {
    const float end = std::min(at + dash, length);
    out.push_back({{x0 + dx * at / length, y0 + dy * at / length}, {x0 + dx * end / length, y0 + dy * end / length}});
  }
  return out;
}

std::string default_export_path(const std::string& campaign_path, const std::string& campaign_name,
                                const std::string& faction_name, const std::string& period, report::Format format) {
  std::string name = report::file_slug(campaign_name + " " + faction_name + " " + period);
  if (name.empty()) name = "report";
  fs::path folder = fs::path(campaign_path).parent_path();
  return (folder / (name + "." + report::extension(format))).string();
}

std::string default_output_folder(const std::string& campaign_path) {
  return (fs::path(campaign_path).parent_path() / "reports").string();
}

}  // namespace umpire::reports
