#include "ui/app_state.h"

#include <algorithm>
#include <exception>
#include <filesystem>
#include <iostream>
#include <random>
#include <utility>

namespace umpire {

namespace fs = std::filesystem;

namespace {

// Runs one campaign call; a failure becomes the error modal's message.
template <class F>
bool guarded(AppState& app, const std::string& what, F&& f) {
  try {
    f();
    return true;
  } catch (const UserError& e) {
    app.error = what + ":\n" + e.what();
  } catch (const std::exception& e) {
    app.error = what + ": internal error:\n" + e.what();
  }
  return false;
}

std::uint64_t fresh_seed() {
  std::random_device rd;
  return (static_cast<std::uint64_t>(rd()) << 32) ^ rd();
}

// A new campaign (or a closed one) starts from a clean slate.
void adopt(AppState& app, std::unique_ptr<Campaign> campaign) {
  app.campaign = std::move(campaign);
  app.runner.cancel();
  app.typed_faces.clear();
  app.journal.clear();
  app.journal_dirty = true;
  app.scroll_journal = true;
}

void after_change(AppState& app) {
  app.journal_dirty = true;
  app.scroll_journal = true;
}

}  // namespace

bool is_open(const AppState& app, const std::string& name) {
  auto it = app.open.find(name);
  return it != app.open.end() && it->second;
}

void set_open(AppState& app, const std::string& name, bool open) { app.open[name] = open; }

std::vector<const GameWindow*> current_game_windows(const AppState& app) {
  if (!app.campaign || !app.windows) return {};
  std::vector<const GameWindow*> out;
  const GameModule* module = app.campaign->module();
  for (const GameWindow* w : app.windows->for_game(app.campaign->state().core.game))
    if (!w->offered || (module && w->offered(*module))) out.push_back(w);
  return out;
}

bool open_campaign(AppState& app, const std::string& path) { return open_campaign(app, path, app.open_mode); }

bool open_campaign(AppState& app, const std::string& path, OpenMode mode) {
  std::unique_ptr<Campaign> c;
  app.share_offer.clear();
  try {
    c = Campaign::open(path, *app.registry, Access{mode, "umpire gui"});
  } catch (const OpenElsewhere& e) {
    app.error = "Could not open " + path + ":\n" + e.what();
    app.share_offer = path;
    return false;
  } catch (const UserError& e) {
    app.error = "Could not open " + path + ":\n" + e.what();
    return false;
  } catch (const std::exception& e) {
    app.error = "Could not open " + path + ": internal error:\n" + e.what();
    return false;
  }
  adopt(app, std::move(c));
  add_recent(app.settings, path);
  app.message = "Opened " + path;
  save_config(app);
  return true;
}

bool new_campaign(AppState& app, const std::string& path, const std::string& name, const std::string& game,
                  const Json& options) {
  std::string file = with_campaign_extension(path);
  std::error_code ec;
  if (file.empty()) {
    app.error = "Choose a file for the new campaign.";
    return false;
  }
  if (fs::exists(file, ec)) {
    app.error = file + " already exists: choose another name (a campaign is never overwritten).";
    return false;
  }
  std::string campaign_name = name.empty() ? fs::path(file).stem().string() : name;
  std::unique_ptr<Campaign> c;
  if (!guarded(app, "Could not create " + file, [&] {
        c = Campaign::create(file, *app.registry, campaign_name, game, options, fresh_seed(),
                             Access{app.open_mode, "umpire gui"});
      }))
    return false;
  adopt(app, std::move(c));
  add_recent(app.settings, file);
  app.message = "Created " + file;
  save_config(app);
  return true;
}

bool export_campaign(AppState& app, const std::string& path) {
  if (!app.campaign) return false;
  std::string file = with_campaign_extension(path);
  if (!guarded(app, "Could not export to " + file, [&] { app.campaign->file().export_copy(file); })) return false;
  app.message = "Exported a copy to " + file;
  return true;
}

bool notice_outside_changes(AppState& app, double now) {
  if (!app.campaign || now - app.last_poll < kPollSeconds) return false;
  app.last_poll = now;
  std::optional<std::string> changed;
  if (!guarded(app, "Could not reload " + app.campaign->path(), [&] { changed = app.campaign->reload_if_changed(); }))
    return false;
  if (!changed) return false;
  // A half-entered command (manual dice) was for the state before the change.
  app.runner.cancel();
  app.typed_faces.clear();
  after_change(app);
  app.message = *changed;
  return true;
}

void close_campaign(AppState& app) {
  adopt(app, nullptr);
  app.message = "Campaign closed";
}

void undo(AppState& app) {
  if (!app.campaign) return;
  app.runner.cancel();  // a half-entered command belongs to the state being undone
  guarded(app, "Could not undo", [&] {
    auto row = app.campaign->undo();
    app.message = row ? "Undone #" + std::to_string(row->seq) + " " + row->command.value("type", "?")
                      : "Nothing to undo";
  });
  after_change(app);
}

void redo(AppState& app) {
  if (!app.campaign) return;
  app.runner.cancel();
  guarded(app, "Could not redo", [&] {
    auto row = app.campaign->redo();
    app.message = row ? "Redone #" + std::to_string(row->seq) + " " + row->command.value("type", "?")
                      : "Nothing to redo";
  });
  after_change(app);
}

bool can_undo(AppState& app) {
  bool yes = false;
  if (app.campaign) guarded(app, "Could not read the journal", [&] { yes = app.campaign->can_undo(); });
  return yes;
}

bool can_redo(AppState& app) {
  bool yes = false;
  if (app.campaign) guarded(app, "Could not read the journal", [&] { yes = app.campaign->can_redo(); });
  return yes;
}

namespace {

void run_command(AppState& app, const Json& command) {
  app.runner.issue(*app.campaign, command, app.dice_mode);
  if (app.runner.take_changed()) after_change(app);
  if (app.runner.pending()) {
    app.typed_faces.assign(static_cast<std::size_t>(app.runner.pending()->request.count), 0);
    set_open(app, kDiceWindow, true);  // the umpire must see the request
  }
}

}  // namespace

void issue(AppState& app, const Json& command) {
  if (!app.campaign) return;
  if (const GameModule* m = app.campaign->module())
    if (auto why = m->confirmation(app.campaign->state(), command)) {
      app.confirm_command = command;
      app.confirm_text = *why;
      return;
    }
  run_command(app, command);
}

void issue_confirmed(AppState& app) {
  Json command = std::exchange(app.confirm_command, nullptr);
  app.confirm_text.clear();
  if (!app.campaign || command.is_null()) return;
  run_command(app, command);
}

void supply_dice(AppState& app, const std::vector<int>& faces) {
  if (!app.campaign) return;
  app.runner.supply(*app.campaign, faces);
  if (app.runner.take_changed()) after_change(app);
  app.typed_faces.assign(app.runner.pending() ? static_cast<std::size_t>(app.runner.pending()->request.count) : 0, 0);
}

void set_dice_mode(AppState& app, DiceMode mode) {
  if (mode == app.dice_mode) return;
  app.dice_mode = mode;
  app.runner.cancel();
  app.typed_faces.clear();
  save_config(app);
}

const std::vector<JournalRow>& journal(AppState& app) {
  if (app.journal_dirty && app.campaign) {
    app.journal_dirty = false;  // even on failure: do not retry (and re-report) every frame
    guarded(app, "Could not read the journal", [&] { app.journal = app.campaign->journal(); });
  }
  return app.journal;
}

void save_config(AppState& app) {
  if (!app.save_config) return;
  app.settings.dice_mode = to_string(app.dice_mode);
  app.settings.open_windows.clear();
  for (const auto& [name, shown] : app.open)
    if (shown) app.settings.open_windows.push_back(name);
  save_settings(app.settings_path, app.settings, std::cerr);
}

}  // namespace umpire
