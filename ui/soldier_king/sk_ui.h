// What the Soldier King windows share: the view state kept between frames (the
// box selected on the map, whose eyes the map is seen through, the camera), and
// the read-only questions the windows ask of the game state.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include <optional>

#include "soldier_king/intelligence.h"
#include "soldier_king/state.h"
#include "ui/map/canvas.h"
#include "ui/soldier_king/map_view.h"
#include "ui/soldier_king/journal_search.h"
#include "ui/soldier_king/orders_logic.h"
#include "ui/window_registry.h"

namespace umpire::skui {

// The order-of-battle window's form fields and selection.
struct ArmyForms {
  std::string faction;                // the army shown
  std::set<std::string> checked;      // stand ids ticked
  std::string move_to;                // column id for "Move to column"
  char new_name[96] = "";             // "Form new column"
  int new_kind = 0;                   // 0 infantry, 1 heavy cavalry, 2 light cavalry
  char rename[96] = "";               // the rename popup's field
  std::string rename_piece;
  int quality = 1;                    // the quality popup's choice
  char reason[160] = "";
  std::string quality_stand;
};

// A faction's latest issued intelligence, parsed (none when not issued or unreadable).
struct FactionPicture {
  std::string faction;
  std::optional<sk::PlayerPicture> picture;
};

// The Season window's form fields.
struct SeasonForms {
  std::map<std::string, std::string> magazine_box;  // "faction/province" -> box chosen
  std::string event_province, event_affected;       // the next draw's declaration (17.2)
  std::string event_box, event_column;              // the waiting event's choice
  std::map<std::string, int> event_losses;          // Poor Harvest: stand -> SP lost
  std::map<std::string, std::string> rebel_commander;  // by box
  std::string train_column, quarters_column, recruit_city, howitzer_stand;
  int recruit_kind = 0;  // 0 infantry, 1 heavy cavalry, 2 light cavalry
};

// The Battles window's form for one battle (SK 11, 12; the result is typed in
// from the tabletop).
struct BattleForm {
  std::string withdraw_to, retreat_to, winner = "attacker", promote_column;
  std::string ending = "decided";          // one of the set-up's endings
  std::map<std::string, int> losses;       // unit -> SP lost
  std::map<std::string, int> causes;       // unit -> index of the cause
  std::set<std::string> engaged, killed, captured;
  std::map<std::string, std::set<std::string>> marks;  // a mark of the set-up -> the stands or columns marked
  std::string intelligence, notes;
  bool intelligence_loaded = false;
  std::string message;                     // the briefings written, or why not
};

// A season chosen in a form: year and 0 Spring .. 3 Winter.
struct SeasonPick {
  int year = 0;
  int season = 0;
};

// The Diplomacy window's forms (SK 6).
struct DiplomacyForms {
  std::string filter_party;
  bool filter_in_force = false, filter_expiring = false;
  int expiring_within = 2;
  std::string selected_treaty, selected_case;
  std::string title, text, precedence, agreement;
  std::set<std::string> parties, signed_by, agreement_parties, terminated_by, defendants;
  SeasonPick inception, expiry, termination, breach, search_from, search_to;
  bool has_expiry = false, lodged = true, outside_court = false;
  std::string plaintiff, allegation;
  std::vector<int> evidence;  // journal entries
  std::string chief = "umpire", judgement, casting_vote, finding = "breach";
  std::string punish_column, punish_stand, punish_place, punish_to, punish_other;
  std::string search_faction, search_province, search_box;
  GameStatePtr search_state;     // the state the hits were found for (held, so its address is not reused)
  MoveQuery search_query;
  std::vector<MoveHit> search_hits;
  bool tab_chosen = false;  // the first frame has picked the tab
};

struct SkUi {
  std::string campaign_path;  // the campaign the rest belongs to; a new one resets it
  std::string viewer;         // "" = the umpire (the truth), else a faction id
  std::string selected_box;
  mapui::CanvasState map_canvas;  // the Map window's camera and legend
  ArmyForms army;
  SeasonForms season;
  std::map<std::string, BattleForm> battles;  // by battle id
  DiplomacyForms diplomacy;
  MarchDraft orders;          // the Orders window's march being drafted (the map draws it)
  std::string last_issued;    // the type of the last command a Soldier King window issued
  // Every active faction's issued picture, for the umpire's tooltips, parsed
  // once per state of the campaign (held, so its address is not reused).
  GameStatePtr pictures_state;
  std::vector<FactionPicture> pictures;
};

// The shared view state, reset when the open campaign changes.
SkUi& ui_for(const Campaign& campaign);

// The Soldier King state of the open campaign, or null (with a message drawn)
// when the campaign is not a Soldier King one.
const sk::SkState* game_state(GuiContext& ctx);

// Issues a command and remembers its type, so the window can show its refusal.
// True when it was applied.
bool issue(GuiContext& ctx, SkUi& ui, const Json& command);
// Draws the last report in red (refused) or green (applied) if it answers a
// command issued from these windows.
void draw_last_report(const GuiContext& ctx, const SkUi& ui);

// A combo box over (value, label) options that keeps `value` one of them
// (the first when it is not); "(none)" when there is no option.
using Options = std::vector<std::pair<std::string, std::string>>;
void combo(const char* id, std::string& value, const Options& options, float width_em = 14);

// Colours.
unsigned faction_rgb(const std::string& faction);  // Imperial / nobody: grey
// A faction's colour as text on the dark windows: lightened until it reads (4.5:1).
unsigned faction_text_rgb(const std::string& faction);
ImVec4 faction_text_colour(const std::string& faction);
unsigned rgba(unsigned rgb, int alpha = 255);      // as ImU32
bool dark_text_on(unsigned rgb);                   // true when black text reads better

std::string faction_name(const sk::SkState& s, const std::string& id);  // "" -> "Imperial"
std::string box_name(const sk::SkState& s, const std::string& id);      // "" -> "(not placed)"
const char* kind_name(sk::ColumnKind k);                                 // "Infantry"
std::string stand_type_name(const sk::SkState& s, const std::string& type);
std::string stand_flags(const sk::Stand& st);                            // "PPA BG shock"
// The Advance button (sk.advance): disabled while the rules refuse it, with
// the refusals (and their rules) in its tooltip.
void advance_button(GuiContext& ctx, SkUi& ui);

// Three table cells of a stand: quality, morale ("M4"), flags.
void stand_quality_cells(const sk::Stand& st);
std::string officer_of(const sk::SkState& s, const std::string& column);  // the DC's name or ""

// One faction's forces in a box.
struct BoxForces {
  std::string owner;
  std::vector<const sk::Column*> columns;
  std::vector<const sk::Garrison*> garrisons;
  std::vector<const sk::Officer*> officers;  // every officer in the box, DCs included
  int column_sp = 0, garrison_stands = 0, garrison_sp = 0;
};

// Whether `viewer` ("" = the umpire) sees the forces of `owner`. Until the
// intelligence reports exist, a faction sees only its own forces.
bool sees(const std::string& viewer, const std::string& owner);

// The forces in a box that the viewer sees, one entry per faction, in the
// state's faction order.
std::vector<BoxForces> forces_in_box(const sk::SkState& s, const std::string& box, const std::string& viewer);

// The latest intelligence issued to a faction (SK 8.1), if any; foreign forces
// in a faction's view come only from it.
std::optional<sk::PlayerPicture> picture_of(const sk::SkState& s, const std::string& viewer);
const sk::BoxIntel* intel_at(const sk::PlayerPicture* picture, const std::string& box);

// The battles not yet decided: a player turn's battle pending or at the table
// (SK 11.1), a Rebel turn's battle without its winner (SK 17.2.8.1). A player
// (`viewer`) knows only of those his own troops fight.
struct PendingBattle {
  std::string box;
  std::string text;  // "b350: Argozia attacks Arcadia, at the table (SK 11)"
};
std::vector<PendingBattle> pending_battles(const sk::SkState& s, const std::string& viewer);
std::set<std::string> pending_battle_boxes(const sk::SkState& s, const std::string& viewer);
// Every active faction's issued picture (SkUi::pictures), reparsed only when the state changed.
const std::vector<FactionPicture>& issued_pictures(SkUi& ui, const CampaignState& state);
// What each active faction knows about a box from its latest picture, one line
// each: "Argozia: Accurate via infantry at Tarnburg", "Cleve: none", with the
// picture's season when it is not the current one.
std::vector<std::string> knowledge_of_box(const sk::SkState& s, const std::vector<FactionPicture>& pictures,
                                          const std::string& box);
// The note under "View as" for a faction's view.
std::string view_note(const sk::SkState& s, const sk::PlayerPicture* picture);

}  // namespace umpire::skui
