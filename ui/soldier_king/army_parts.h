// The Army window's pieces: the order-of-battle table (army_window.cpp) and
// the reorganisation actions and dialogs (army_actions.cpp).
#pragma once

#include <string>
#include <vector>

#include "soldier_king/state.h"
#include "ui/soldier_king/sk_ui.h"

namespace umpire::skui {

struct ArmyView {
  const sk::SkState& s;
  SkUi& ui;
  GuiContext& ctx;
  ArmyForms& forms;
  bool setup;  // set-up: pieces are placed freely (SK 5.1)
};

// Where a stand is: its column or garrison.
struct StandAt {
  const sk::Stand* stand = nullptr;
  const sk::Column* column = nullptr;
  const sk::Garrison* garrison = nullptr;
  std::string box() const { return column ? column->box : garrison ? garrison->box : ""; }
};
StandAt find_stand(const sk::SkState& s, const std::string& id);

// The boxes of a faction's home provinces (SK 5.1).
std::vector<const sk::CityBox*> home_boxes(const sk::SkState& s, const std::string& faction);

// The ticked stands' actions: move, detach, form a new column.
void draw_selection_actions(ArmyView& v);
// The modal dialogs opened from the table's rows.
void request_rename(ArmyForms& forms, const std::string& piece, const std::string& name);
void request_quality(ArmyForms& forms, const sk::Stand& st);
void draw_army_dialogs(ArmyView& v);

}  // namespace umpire::skui
