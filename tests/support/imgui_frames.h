// Dear ImGui without a screen, for the GUI logic tests: a context with its
// fonts built, and one frame of a window's contents with the text it drew read
// back (tree nodes are not opened for the log: the frame shows what the umpire
// would see).
#pragma once

#include <imgui.h>
#include <imgui_internal.h>

#include <functional>
#include <string>
#include <type_traits>
#include <utility>

namespace umpire::test_support {

class HeadlessFrames {
 public:
  explicit HeadlessFrames(std::string title, float width = 1280, float height = 800) : title_(std::move(title)) {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(width, height);
    io.IniFilename = nullptr;
    // As the program's OpenGL renderer does: a window may draw more than 64k vertices (a whole battle map).
    io.BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset;
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  }
  ~HeadlessFrames() { ImGui::DestroyContext(); }
  HeadlessFrames(const HeadlessFrames&) = delete;
  HeadlessFrames& operator=(const HeadlessFrames&) = delete;

  // One frame of `draw` in a window filling the display; the text it drew.
  template <class Ctx>
  std::string frame(Ctx& ctx, const std::type_identity_t<std::function<void(Ctx&)>>& draw) {
    ImGui::GetIO().DeltaTime = 1.0f / 60;
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImGui::GetIO().DisplaySize);
    ImGui::Begin(title_.c_str(), nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoTitleBar);
    ImGui::LogToBuffer(0);
    draw(ctx);
    std::string text = GImGui->LogBuffer.c_str();
    ImGui::LogFinish();
    GImGui->LogBuffer.clear();
    ImGui::End();
    ImGui::Render();
    return text;
  }

 private:
  std::string title_;
};

}  // namespace umpire::test_support
