// The main loop: GLFW window, OpenGL 3.3 context, Dear ImGui, and the shell.
// Also screenshot mode, which renders a few frames and writes a PNG.
#include "ui/gui.h"

#include <glad/gl.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include <algorithm>
#include <cctype>
#include <cfloat>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "ui/battles/battle_desk.h"
#include "ui/screenshot.h"
#include "ui/windows.h"

namespace umpire {

namespace fs = std::filesystem;

bool display_available() { return std::getenv("DISPLAY") || std::getenv("WAYLAND_DISPLAY"); }

namespace {

constexpr const char* kFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
constexpr float kFontPixels = 17.0f;
constexpr float kDefaultFontPixels = 13.0f;  // Dear ImGui's built-in font
// Latin with its accents (place and general names) and general punctuation
// (the status line's em dash), arrows and the mathematical operators (a test's
// "d6 + modifiers ≥ 4"); Dear ImGui's default stops at U+00FF.
constexpr ImWchar kGlyphRanges[] = {0x0020, 0x024F, 0x2000, 0x206F, 0x20AC, 0x20AC, 0x2190, 0x22FF, 0};

void glfw_error(int code, const char* text) { std::cerr << "umpire: GLFW error " << code << ": " << text << "\n"; }

// Rebuilds the font at the new size and rescales the style from fresh values
// (ScaleAllSizes multiplies, so it must start from the unscaled style).
// Called between frames only.
void apply_ui_scale(AppState& app) {
  const float scale = clamp_ui_scale(app.settings.ui_scale);
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  std::error_code ec;
  if (fs::exists(kFontPath, ec)) {
    io.Fonts->AddFontFromFileTTF(kFontPath, std::round(kFontPixels * scale), nullptr, kGlyphRanges);
    io.FontGlobalScale = 1.0f;
  } else {
    io.Fonts->AddFontDefault();
    io.FontGlobalScale = scale * kFontPixels / kDefaultFontPixels;
  }
  if (app.applied_scale > 0) {  // the first build happens in the backend's first NewFrame
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
  ImGuiStyle style;
  ImGui::StyleColorsDark(&style);
  // Opaque windows: one window over another (two of the same pane) must not show through.
  style.Colors[ImGuiCol_WindowBg].w = 1.0f;
  style.Colors[ImGuiCol_PopupBg].w = 1.0f;
  style.WindowRounding = 4.0f;
  style.FrameRounding = 3.0f;
  style.ScaleAllSizes(scale);
  ImGui::GetStyle() = style;
  app.applied_scale = scale;
}

std::vector<std::string> known_windows(const AppState& app) {
  std::vector<std::string> names = {kJournalWindow, kDiceWindow, kSettingsWindow};
  for (const GameWindow* w : current_game_windows(app)) names.push_back(w->name);
  return names;
}

// Opens the windows named on the command line; false (and a message) on an unknown name.
bool show_requested_windows(AppState& app, const std::vector<std::string>& names) {
  auto known = known_windows(app);
  for (const auto& n : names) {
    if (std::find(known.begin(), known.end(), n) == known.end()) {
      std::cerr << "umpire: unknown window \"" << n << "\"; known windows:";
      for (const auto& k : known) std::cerr << " " << k;
      std::cerr << "\n";
      return false;
    }
  }
  app.open.clear();
  for (const auto& n : names) set_open(app, n, true);
  return true;
}

bool same_words(const std::string& a, const std::string& b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

// Shows the game's map as one player sees it; false (and a message listing the players) on an unknown one.
bool select_player_view(AppState& app, const std::string& wanted) {
  const GameModule* m = app.campaign ? app.campaign->module() : nullptr;
  const PlayerViews* views = m ? app.windows->player_views(m->id()) : nullptr;
  if (!views) {
    std::cerr << "umpire: --view-as: this campaign's game has no player's view\n";
    return false;
  }
  const auto players = views->players(*app.campaign);
  for (const auto& [id, name] : players)
    if (same_words(id, wanted) || same_words(name, wanted)) {
      views->show_as(*app.campaign, id);
      return true;
    }
  std::cerr << "umpire: --view-as: no faction \"" << wanted << "\" in this campaign; the factions:";
  for (const auto& [id, name] : players) std::cerr << " " << id << " (" << name << ")";
  std::cerr << "\n";
  return false;
}

// Settings, dice mode, windows and the campaign to start with. False on a bad --show or --view-as.
bool init_state(AppState& app, const GuiOptions& options, const GameRegistry& registry) {
  app.registry = &registry;
  app.windows = &game_windows();
  app.save_config = options.screenshot_frames <= 0;
  // A headless picture changes nothing, so it never needs the campaign's lock.
  if (options.screenshot_frames > 0) app.open_mode = OpenMode::Shared;
  app.settings_path = config_dir() + "/settings.json";
  app.settings = load_settings(app.settings_path, std::cerr);
  app.dice_mode = dice_mode_from_string(app.settings.dice_mode);
  for (const auto& n : app.settings.open_windows) set_open(app, n, true);

  std::string path = options.campaign_path.empty() ? most_recent_existing(app.settings) : options.campaign_path;
  // A failure shows in the error modal; a headless screenshot also says it on stderr.
  if (!path.empty() && !open_campaign(app, path) && options.screenshot_frames > 0)
    std::cerr << "umpire: " << app.error << "\n";
  app.message.clear();
  battlesui::compute_odds_when_shown(options.screenshot_odds);
  battlesui::answer_when_shown(options.battle_answers);
  if (!options.view_as.empty() && !select_player_view(app, options.view_as)) return false;
  if (!options.show_windows.empty()) return show_requested_windows(app, options.show_windows);
  return true;
}

GLFWwindow* create_window(const GuiOptions& options) {
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  GLFWwindow* w = glfwCreateWindow(options.width, options.height, "Umpire", nullptr, nullptr);
  if (!w) return nullptr;
  glfwMakeContextCurrent(w);
  if (!gladLoadGL(glfwGetProcAddress)) {
    std::cerr << "umpire: could not load OpenGL 3.3 functions\n";
    glfwDestroyWindow(w);
    return nullptr;
  }
  glfwSwapInterval(options.screenshot_frames > 0 ? 0 : 1);
  return w;
}

// Runs frames until the window closes (or, in screenshot mode, the last frame
// is captured). Returns the exit code.
int main_loop(AppState& app, GLFWwindow* window, const GuiOptions& options) {
  int frame = 0;
  while (!glfwWindowShouldClose(window)) {
    glfwPollEvents();
    notice_outside_changes(app, glfwGetTime());
    if (app.applied_scale != clamp_ui_scale(app.settings.ui_scale)) apply_ui_scale(app);
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    // A headless picture has no mouse: wherever Xvfb left its pointer, nothing is hovered.
    if (options.screenshot_frames > 0) ImGui::GetIO().MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    ImGui::NewFrame();
    draw_shell(app);
    ImGui::Render();

    int w = 0, h = 0;
    glfwGetFramebufferSize(window, &w, &h);
    glViewport(0, 0, w, h);
    glClearColor(0.10f, 0.11f, 0.13f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());

    if (options.screenshot_frames > 0 && ++frame >= options.screenshot_frames)
      return write_screenshot(read_back_buffer(w, h), options.screenshot_path);  // before the swap
    glfwSwapBuffers(window);
    if (app.quit) glfwSetWindowShouldClose(window, GLFW_TRUE);
  }
  return 0;
}

}  // namespace

int run_gui(const GuiOptions& options, const GameRegistry& registry) {
  AppState app;
  if (!init_state(app, options, registry)) return 1;

  glfwSetErrorCallback(glfw_error);
  if (!glfwInit()) {
    std::cerr << "umpire: could not start the windowing system (glfwInit failed); is a display available?\n";
    return 1;
  }
  GLFWwindow* window = create_window(options);
  if (!window) {
    std::cerr << "umpire: could not create a " << options.width << "x" << options.height << " window with OpenGL 3.3\n";
    glfwTerminate();
    return 1;
  }

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  // The layout lives beside settings.json. Screenshots neither read nor write
  // it, so that they show the default layout whatever the umpire arranged.
  std::string ini_path = config_dir() + "/imgui.ini";
  if (app.save_config) {
    std::error_code ec;
    fs::create_directories(config_dir(), ec);
    ImGui::GetIO().IniFilename = ini_path.c_str();
  } else {
    ImGui::GetIO().IniFilename = nullptr;
  }
  ImGui_ImplGlfw_InitForOpenGL(window, true);
  ImGui_ImplOpenGL3_Init("#version 330 core");

  int code = main_loop(app, window, options);
  save_config(app);

  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();  // writes imgui.ini when IniFilename is set
  glfwDestroyWindow(window);
  glfwTerminate();
  return code;
}

}  // namespace umpire
