// The Battle window: a battle sent to an engine, fought at one screen. Both
// players see the position; each decision says whose it is, so that the
// keyboard goes to that side's player, and which option the doctrine would
// take. The buttons' actions are in battle_actions.cpp.
#include <imgui.h>

#include <algorithm>
#include <cctype>

#include "ui/battles/battle_actions.h"
#include "ui/battles/field_view.h"
#include "ui/kit_windows.h"
#include "ui/windows.h"

namespace umpire::battlesui {

namespace {

const battles::BattleModule& engine_of(const OpenBattle& b) {
  return dynamic_cast<const battles::BattleModule&>(*b.session->module());
}

std::string capitalised(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

std::string option_text(const DecisionOption& o) { return o.text.empty() ? o.id : o.text; }

std::string unit_name(const battles::Unit& u) {
  return u.name.empty() ? (u.type_name.empty() ? u.id : u.type_name) : u.name;
}

// The formation a unit is in, by name: stands of one type tell apart by it.
std::string formation_of(const battles::BattleSetup& setup, const battles::Unit& u) {
  const battles::Formation* f = setup.formation(u.formation);
  return f && !f->name.empty() ? f->name : "";
}

int lost_by(const battles::BattleResult& now, const std::string& unit) {
  for (const auto& o : now.units)
    if (o.unit == unit) return o.lost();
  return 0;
}

// The options' words, with the unit's formation where an option is a unit,
// and a number where two would still read the same (four "Infantry regiment
// (3 SP)" of one column are four buttons the players must tell apart).
std::vector<std::string> option_labels(const battles::BattleSetup& setup, const DecisionRequest& r) {
  std::vector<std::string> out;
  for (const auto& o : r.options) {
    std::string label = option_text(o);
    if (const battles::Unit* u = setup.unit(o.id)) {
      std::string f = formation_of(setup, *u);
      if (!f.empty()) label += ", " + f;
    }
    out.push_back(label);
  }
  std::vector<std::string> numbered = out;
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (std::count(out.begin(), out.end(), out[i]) < 2) continue;
    int nth = static_cast<int>(std::count(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(i) + 1, out[i]));
    numbered[i] += " (no. " + std::to_string(nth) + ")";
  }
  return numbered;
}

// Both sides' units as they stand now, a line per formation (the players
// share the screen, so both see it).
void draw_forces(const battles::BattleSetup& setup, const battles::BattleResult& now) {
  for (const auto& side : setup.sides) {
    int left = 0;
    std::vector<std::string> formations;  // in the set-up's order
    for (const auto& u : setup.units) {
      if (u.side != side.id) continue;
      left += std::max(0, u.strength - lost_by(now, u.id));
      if (std::find(formations.begin(), formations.end(), u.formation) == formations.end())
        formations.push_back(u.formation);
    }
    ImGui::Text("%s: %d SP on the field", setup.side_name(side.id).c_str(), left);
    ImGui::Indent();
    for (const auto& f : formations) {
      std::string line;
      for (const auto& u : setup.units) {
        if (u.side != side.id || u.formation != f) continue;
        line += (line.empty() ? "" : ", ") + unit_name(u) + " " + std::to_string(std::max(0, u.strength - lost_by(now, u.id))) +
                "/" + std::to_string(u.strength);
      }
      const battles::Formation* form = setup.formation(f);
      std::string head = form && !form->name.empty() ? form->name + ": " : "";
      ImGui::TextWrapped("%s%s", head.c_str(), line.c_str());
    }
    ImGui::Unindent();
  }
}

const char* fate_of(const battles::UnitOutcome& o) {
  return o.eliminated ? "eliminated"
         : o.captured  ? "captured"
         : o.dispersed ? "dispersed"
         : o.routed    ? "routed"
         : o.retreated ? "left the field"
                       : "";
}

// The units the battle changed, by side; the others lost nothing.
void outcomes_table(const battles::BattleSetup& setup, const battles::BattleResult& r) {
  if (!ImGui::BeginTable("outcomes", 3, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingStretchProp)) return;
  ImGui::TableSetupColumn("Unit", ImGuiTableColumnFlags_WidthStretch, 3.0f);
  ImGui::TableSetupColumn("SP lost", ImGuiTableColumnFlags_WidthStretch, 1.0f);
  ImGui::TableSetupColumn("Outcome", ImGuiTableColumnFlags_WidthStretch, 1.2f);
  ImGui::TableHeadersRow();
  for (const auto& side : setup.sides) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextColored(Palette::warning(), "%s", setup.side_name(side.id).c_str());
    int untouched = 0;
    for (const auto& o : r.units) {
      const battles::Unit* u = setup.unit(o.unit);
      if (!u || u->side != side.id) continue;
      if (o.lost() == 0 && *fate_of(o) == 0) {
        ++untouched;
        continue;
      }
      std::string f = formation_of(setup, *u);
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", (unit_name(*u) + (f.empty() ? "" : ", " + f)).c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%d of %d", o.lost(), u->strength);
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(fate_of(o));
    }
    if (untouched > 0) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextDisabled("%d other unit%s: no loss", untouched, untouched == 1 ? "" : "s");
    }
  }
  ImGui::EndTable();
}

void draw_result(GuiContext& ctx, OpenBattle& b, const BattleLink* link) {
  const auto& engine = engine_of(b);
  battles::BattleResult r = engine.result(*b.session->state().game);
  const battles::BattleSetup& setup = engine.setup(*b.session->state().game);
  const battles::Side* winner = setup.side(r.winner);
  const battles::Ending* ending = setup.ending(r.ending);
  std::string how = ending && !ending->name.empty() ? ending->name : r.ending;
  if (ending && !ending->rule.empty()) how += ", " + ending->rule;
  ImGui::Separator();
  ImGui::PushStyleColor(ImGuiCol_Text, Palette::success());
  ImGui::TextWrapped("The battle is over after %d %s%s: %s (%s).", r.rounds, engine.round_word(), r.rounds == 1 ? "" : "s",
                     winner ? (winner->name + " wins").c_str() : "no winner", how.c_str());
  ImGui::PopStyleColor();
  if (!r.notes.empty()) {  // "Provisional: ..."
    ImGui::PushStyleColor(ImGuiCol_Text, Palette::warning());
    ImGui::TextWrapped("%s", r.notes.c_str());
    ImGui::PopStyleColor();
  }
  outcomes_table(setup, r);
  if (ImGui::CollapsingHeader("How it went")) {
    for (const auto& line : r.audit) ImGui::BulletText("%s", line.c_str());
  }
  if (!link) {
    ImGui::TextWrapped("A battle of its own: no campaign records its result. Undo moves to fight them again.");
    return;
  }
  if (link->status == "recorded") {
    ImGui::TextWrapped("The campaign has recorded this result. To fight on, undo the record in the campaign.");
    return;
  }
  ImGui::TextWrapped(
      "Check the result, then record it, here or in the game's own window for this battle, which may let you settle "
      "first what the engine leaves open (a retreat, say). The campaign applies the consequences by its own rules.");
  if (ImGui::Button("Confirm and record in the campaign")) confirm_result(ctx, b, *link);
}

// Watching the doctrine play, a move every `pace` seconds, until stopped or over.
void draw_watch(OpenBattle& b, bool over, bool closed) {
  ImGui::BeginDisabled(over || closed || b.typed_dice);
  if (ImGui::Button(b.watching ? "Stop watching" : "Watch the doctrine play")) {
    b.watching = !b.watching;
    b.next_watch_move = ImGui::GetTime();
  }
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("The doctrine takes every decision of both sides, one move at a time at the pace chosen; "
                      "each move is recorded and can be undone.");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9);
  ImGui::SliderFloat("seconds a move", &b.pace, 0.1f, 5.0f, "%.1f");
  ImGui::EndDisabled();
  if (!b.watching) return;
  if (over || closed || b.typed_dice) {
    b.watching = false;
    return;
  }
  if (ImGui::GetTime() >= b.next_watch_move) {
    watch_move(b);
    b.next_watch_move = ImGui::GetTime() + b.pace;
  }
}

void draw_controls(OpenBattle& b) {
  bool over = engine_of(b).over(*b.session->state().game);
  bool closed = b.session->closed().has_value();
  draw_watch(b, over, closed);
  ImGui::BeginDisabled(closed || !b.session->can_undo());
  if (ImGui::Button("Undo move")) undo_move(b);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(closed || !b.session->can_redo());
  if (ImGui::Button("Redo move")) redo_move(b);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(over || closed);
  if (ImGui::Button("Let the doctrine finish")) finish_by_doctrine(b);
  bool typed = b.typed_dice;
  same_line_if_fits(ImGui::CalcTextSize("Dice rolled at the table").x + ImGui::GetFrameHeight() * 2);
  if (ImGui::Checkbox("Dice rolled at the table", &typed)) set_typed_dice(b, typed);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("The umpire rolls each die of the battle at the table and types it in; off, the battle's "
                      "own dice roll.");
  same_line_if_fits(ImGui::CalcTextSize("Hand-over screen between the sides").x + ImGui::GetFrameHeight() * 2);
  ImGui::Checkbox("Hand-over screen between the sides", &b.hand_over);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Hot-seat: before a decision of the other side, the window hides it until that side's player "
                      "says he is at the screen.");
  ImGui::EndDisabled();
}

// A roll the move waits for, made at the table: one field per die.
void draw_dice_wanted(OpenBattle& b) {
  const DiceRequest& r = *b.dice_wanted;
  b.dice_fields.resize(static_cast<std::size_t>(std::max(1, r.count)), 0);
  ImGui::TextColored(Palette::warning(), "Roll at the table");
  ImGui::TextWrapped("%s: %d die%s of %d sides.", capitalised(r.label).c_str(), r.count, r.count == 1 ? "" : "s",
                     r.sides);
  for (std::size_t i = 0; i < b.dice_fields.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5);
    ImGui::InputInt("##die", &b.dice_fields[i]);
    ImGui::PopID();
    ImGui::SameLine();
  }
  if (ImGui::Button("Enter the dice")) {
    std::vector<int> faces = b.dice_fields;
    b.dice_fields.clear();
    enter_dice(b, faces);
  }
  if (!b.answered.empty()) {
    ImGui::TextDisabled("Already answered in this move (not yet made):");
    for (const auto& a : b.answered) ImGui::BulletText("%s", a.c_str());
  }
}

// The engine's own windows (a map of the field, say), over the battle's child
// campaign; a command they issue is played in the battle like a move.
void draw_engine_windows(GuiContext& ctx, OpenBattle& b) {
  const std::string& id = b.session->module()->id();
  for (const GameWindow* w : game_windows().for_game(id)) {
    if (w->game_id != id) continue;  // every game's windows are the campaign's, not the battle's
    ImGui::PushID(w->name.c_str());
    if (ImGui::CollapsingHeader(w->title.c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
      GuiContext battle{*b.session, [&b](const Json& command) { play(b, command); }, nullptr, ctx.show, false,
                        ctx.registry};
      work_out_waiting(b);
      if (b.waiting && !curtained(b)) {
        battle.decision = &*b.waiting;
        battle.answer = [&b](const std::string& option) { answer(b, option); };
        battle.position = position_as_answered(b);
      }
      w->draw(battle);
    }
    ImGui::PopID();
  }
}

// A battle being fought: the campaign's (link) or a stand-alone one (no link: no
// record into a campaign, and the engine's windows are the shell's own).
void draw_open_battle(GuiContext& ctx, OpenBattle* b, const BattleLink* link) {
  for (const auto& option : take_answers_when_shown()) {  // screenshot --answer
    work_out_waiting(*b);
    if (!b->waiting) break;
    take_screen(*b);
    if (b->waiting->secret) unveil(*b);
    answer(*b, option);
  }
  const auto& engine = engine_of(*b);
  const GameState& state = *b->session->state().game;
  const battles::BattleSetup& setup = engine.setup(state);
  std::string name = link ? link->name : setup.place_name.empty() ? ctx.campaign.state().core.name : setup.place_name;
  ImGui::TextWrapped("%s (%s)", name.c_str(), engine.title().c_str());
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped("%s", engine.status(state).c_str());
  ImGui::PopStyleColor();
  ImGui::Separator();
  if (auto field = engine.field(state)) draw_field(*field, setup, b->field_canvas);  // the field, above the decisions
  // Once over, the result says the same. An engine with windows of its own (a map) shows the forces there: here
  // they are folded away.
  const auto windows = game_windows().for_game(engine.id());
  const bool own_windows =
      std::any_of(windows.begin(), windows.end(), [&](const GameWindow* w) { return w->game_id == engine.id(); });
  if (!engine.over(state) && (!own_windows || ImGui::CollapsingHeader("The forces, unit by unit")))
    draw_forces(setup, engine.result(state));
  if (ImGui::CollapsingHeader("The engine's account of the position")) {
    for (const auto& line : engine.position(state)) ImGui::TextWrapped("%s", line.c_str());
  }
  if (link) {
    draw_engine_windows(ctx, *b);
    // The battle's own settings (an engine's rule readings and play mode, stored with the battle): a stand-alone
    // battle's are the campaign's, in the Rules window.
    if (!engine.settings().empty() && ImGui::CollapsingHeader("The battle's rules and play")) {
      ImGui::PushID("battle rules");
      GuiContext rules{*b->session, [b](const Json& command) { play(*b, command); }, nullptr, ctx.show, false,
                       ctx.registry};
      ImGui::BeginChild("battle rules", ImVec2(0, ImGui::GetFontSize() * 22), true);
      draw_rules_window(rules);
      ImGui::EndChild();
      ImGui::PopID();
    }
  }
  ImGui::Separator();
  if (b->session->closed() && (!link || link->status != "recorded"))
    ImGui::TextDisabled("%s", b->session->closed()->c_str());
  else if (!engine.over(state)) draw_decision(*b, setup);
  ImGui::Spacing();
  draw_controls(*b);
  if (!b->message.empty())
    ImGui::TextColored(b->message_is_error ? Palette::refusal() : Palette::success(), "%s", b->message.c_str());
  if (engine.over(state)) draw_result(ctx, *b, link);
  draw_command_feedback(ctx, b->issued);
}

void draw_battle(GuiContext& ctx, const BattleLink& link) {
  OpenBattle* b = open_battle(ctx, link);
  if (!b) {
    const std::string& why = desk_for(ctx.campaign).open[link.id].message;
    if (!why.empty()) {
      ImGui::TextColored(Palette::refusal(), "%s", why.c_str());
      return;
    }
    // Not started: starting it writes the battle into the campaign's file, so it waits for the umpire.
    const battles::BattleModule* engine = battles::find_engine(*ctx.registry, link.engine);
    ImGui::TextWrapped("%s has not started (%s).", link.name.c_str(),
                       engine ? engine->title().c_str() : "built-in engine");
    if (ImGui::Button("Start the battle")) open_battle(ctx, link, true);
    return;
  }
  draw_open_battle(ctx, b, &link);
}

}  // namespace

void draw_decision(OpenBattle& b, const battles::BattleSetup& setup) {
  work_out_waiting(b);
  if (b.dice_wanted && !b.waiting) {
    draw_dice_wanted(b);
    return;
  }
  if (!b.waiting) {
    ImGui::TextWrapped("The next move asks no decision.");
    if (ImGui::Button("Fight the move")) fight_move(b);
    return;
  }
  const DecisionRequest& r = *b.waiting;
  const bool umpire = r.side_name.empty();
  if (handing_over(b) && !r.secret) {
    // Hot-seat: the other side decides now. Nothing of its decision is drawn until its player has the screen.
    ImGui::TextColored(Palette::warning(), "Hand the screen to the %s player", r.side_name.c_str());
    ImGui::TextWrapped("The %s decide next. The other player steps away from the screen.", r.side_name.c_str());
    if (ImGui::Button(("I am the " + r.side_name + " player##handover").c_str())) take_screen(b);
    ImGui::SameLine();
    ImGui::Checkbox("Hand-over screen between the sides", &b.hand_over);
    return;
  }
  if (r.secret && !b.unveiled) {
    // A secret choice (GdB 9.5.3): the other player must not see its options.
    ImGui::TextColored(Palette::warning(), "A secret choice of the %s", r.side_name.c_str());
    ImGui::TextWrapped("Pass the screen to the %s player; the other player looks away until it is made.",
                       r.side_name.c_str());
    if (ImGui::Button(("I am the " + r.side_name + " player").c_str())) unveil(b);
    if (!b.answered.empty()) {
      ImGui::TextDisabled("Already answered in this move (not yet made):");
      for (const auto& a : b.answered) ImGui::BulletText("%s", a.c_str());
    }
    return;
  }
  // A side's name may be singular ("Prussia") or plural ("Imperials"): the wording takes no verb agreeing with it.
  ImGui::TextColored(Palette::warning(), "%s", umpire ? "The umpire decides" : (r.side_name + " to decide").c_str());
  if (!umpire) {
    ImGui::SameLine();
    ImGui::TextDisabled("(hand the keyboard to that side's player)");
  }
  ImGui::TextWrapped("%s", capitalised(r.label).c_str());
  std::vector<std::string> labels = option_labels(setup, r);
  std::string advice;
  for (std::size_t i = 0; i < r.options.size(); ++i) {
    const DecisionOption& o = r.options[i];
    ImGui::PushID(o.id.c_str());
    if (o.id == r.advice) advice = labels[i];
    if (ImGui::Button((labels[i] + (o.id == r.advice ? "  (doctrine)" : "")).c_str())) answer(b, o.id);
    ImGui::PopID();
  }
  if (!advice.empty()) ImGui::TextDisabled("The doctrine would take: %s.", advice.c_str());
  if (!b.answered.empty()) {
    ImGui::TextDisabled("Already answered in this move (not yet made):");
    for (const auto& a : b.answered) ImGui::BulletText("%s", a.c_str());
    if (ImGui::SmallButton("Take back these answers")) take_back_answers(b);
  }
}


OpenBattle* own_battle(GuiContext& ctx) {
  if (!dynamic_cast<const battles::BattleModule*>(ctx.campaign.module())) return nullptr;
  BattleDesk& desk = desk_for(ctx.campaign);
  if (desk.own.session.get() != &ctx.campaign) {
    desk.own = OpenBattle{};
    desk.own.session = std::shared_ptr<Campaign>(&ctx.campaign, [](Campaign*) {});  // the shell owns it
    desk.own.hand_over = true;  // two players at one screen
  }
  return &desk.own;
}

void attach_own_battle(GuiContext& ctx) {
  OpenBattle* b = own_battle(ctx);
  if (!b) return;
  ctx.issue = [b](const Json& command) { play(*b, command); };
  work_out_waiting(*b);
  if (b->waiting && !curtained(*b)) {
    ctx.decision = &*b->waiting;
    ctx.answer = [b](const std::string& option) { answer(*b, option); };
    ctx.position = position_as_answered(*b);
  }
}

void draw_battle_window(GuiContext& ctx) {
  if (OpenBattle* own = own_battle(ctx)) {
    draw_open_battle(ctx, own, nullptr);
    return;
  }
  const GameModule* game = ctx.campaign.module();
  if (!game || !ctx.registry) {
    ImGui::TextDisabled("This campaign has no battles.");
    return;
  }
  BattleDesk& desk = desk_for(ctx.campaign);
  std::vector<BattleLink> in_engines;
  for (auto& l : game->battle_links(ctx.campaign.state()))
    if (!l.engine.empty() && l.engine != battles::kTabletop) in_engines.push_back(std::move(l));
  if (in_engines.empty()) {
    ImGui::TextWrapped("No battle is being fought in an engine. Send one from the game's Battles window.");
    return;
  }
  if (desk.selected.empty() || std::none_of(in_engines.begin(), in_engines.end(),
                                            [&](const BattleLink& l) { return l.id == desk.selected; })) {
    // The first battle still being fought, else the first recorded.
    auto fought = std::find_if(in_engines.begin(), in_engines.end(),
                               [](const BattleLink& l) { return l.status != "recorded"; });
    desk.selected = (fought != in_engines.end() ? *fought : in_engines.front()).id;
  }
  if (in_engines.size() > 1) {
    for (const auto& l : in_engines) {
      std::string state = l.status == "recorded" ? "recorded" : "being fought";
      if (ImGui::RadioButton((l.name + " (" + state + ")##" + l.id).c_str(), desk.selected == l.id))
        desk.selected = l.id;
    }
    ImGui::Separator();
  }
  for (const auto& l : in_engines)
    if (l.id == desk.selected) draw_battle(ctx, l);
}

}  // namespace umpire::battlesui
