#include "ui/lotn/battle_log_logic.h"

#include <filesystem>

namespace umpire::lotnui {

bool same_filter(const lotn::LogFilter& a, const lotn::LogFilter& b) {
  return a.kinds == b.kinds && a.text == b.text && a.first_turn == b.first_turn && a.last_turn == b.last_turn;
}

bool LogView::refresh(const lotn::Battle& state, const std::function<std::vector<battles::JournalMove>()>& moves) {
  bool rebuilt = false;
  if (built_for != &state || built_size != state.log.size()) {
    entries = lotn::battle_log(state, moves ? moves() : std::vector<battles::JournalMove>{});
    built_for = &state;
    built_size = state.log.size();
    last_turn = state.turn;
    ++builds;
    rebuilt = true;
  }
  if (rebuilt || !same_filter(filter, kept_for)) {
    kept = lotn::filter_log(entries, filter);
    kept_for = filter;
    rebuilt = true;
  }
  return rebuilt;
}

int LogView::count(lotn::LogKind k) const {
  int n = 0;
  for (const auto& e : entries)
    if (e.has(k)) ++n;
  return n;
}

std::string default_paper_path(const std::string& campaign_path, const std::string& battle_title, const std::string& what,
                               report::Format format) {
  std::string name = report::file_slug(battle_title + " " + what);
  return (std::filesystem::path(campaign_path).parent_path() / (name + "." + report::extension(format))).string();
}

VisibleRows visible_rows(const std::vector<float>& heights, float scroll, float view_height) {
  VisibleRows v;
  float y = 0;
  bool started = false;
  for (std::size_t i = 0; i < heights.size(); ++i) {
    const float bottom = y + heights[i];
    if (!started && bottom > scroll) {
      v.first = i;
      v.above = y;
      started = true;
    }
    if (started && y < scroll + view_height) v.last = i + 1;
    y = bottom;
  }
  if (!started) {
    v.first = v.last = heights.size();
    v.above = y;
  }
  v.total = y;
  return v;
}

}  // namespace umpire::lotnui
