// The Reports window's logic that needs no window: the cache of built report
// documents, how a report picture is fitted to the preview, and the default
// file names offered for an export.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>

#include "core/game.h"
#include "report/document.h"
#include "report/export.h"

namespace umpire::reports {

// The documents built for the preview, one per faction, valid for one state
// of the campaign: (journal length, game state). The held game state pointer
// also tells an undo followed by a new command (same length) from the state
// it replaced. Building a report every frame would be wasteful.
class DocumentCache {
 public:
  const report::Document& get(const std::string& faction, std::int64_t journal_length, const GameStatePtr& state,
                              const std::function<report::Document()>& build);
  void clear();
  int builds() const { return builds_; }  // how many documents were built so far

 private:
  std::int64_t journal_length_ = -1;
  GameStatePtr state_;
  std::map<std::string, report::Document> documents_;
  int builds_ = 0;
};

// A picture scaled to the preview: `scale` screen pixels per picture unit.
struct PictureFit {
  float scale = 0;
  float width = 0, height = 0;  // on the screen
};

// Fits a picture of width x height units into avail_width pixels (and at most
// max_height pixels when max_height > 0). Empty pictures get a zero fit.
PictureFit fit_picture(double width, double height, float avail_width, float max_height);

// The on-screen size of a picture's text: the scaled size, but never under
// min_px (a label too small to read is no use in a preview).
float text_pixels(double font_size, float scale, float min_px);

// The dashes of a dashed segment from (x0, y0) to (x1, y1): pairs of points,
// each dash `dash` long with gaps as long.
std::vector<std::pair<std::pair<float, float>, std::pair<float, float>>> dashes(float x0, float y0, float x1, float y1,
                                                                                 float dash);

// "soldier-king-1740-argozia-spring-1740.pdf" in the campaign's folder.
std::string default_export_path(const std::string& campaign_path, const std::string& campaign_name,
                                const std::string& faction_name, const std::string& period, report::Format format);
// "<the campaign's folder>/reports".
std::string default_output_folder(const std::string& campaign_path);

}  // namespace umpire::reports
