// A Soldier King player's orders sheet (SK 10): every column with its place,
// the marches allowed this turn when known, where each column can go in one
// march, the officers who may move alone, the magazines, and room to write
// orders. Printed (a report::Document: PDF, HTML, Markdown; the handout
// "orders") and as a text form to fill in by hand and e-mail back, which
// `umpire orders import` reads (orders_import.h).
//
// Written from an OrdersView (src/report/providers.h, promise 4): the faction's
// own pieces and magazines and the public map and date. Where a column can go
// is judged by the movement rules (march_range) on a state holding only the
// faction's own troops, so no other faction's position shapes it: hostile
// troops stop a march where it meets them (SK 10.5), and the sheet says so.
#pragma once

#include <string>
#include <vector>

#include "core/game.h"
#include "report/document.h"
#include "report/providers.h"
#include "soldier_king/map.h"

namespace umpire::sk {

// One box a column can reach in one march, by the path the sheet shows.
struct OrdersReach {
  std::string box;                // box id
  std::vector<std::string> path;  // box ids after the start
  std::string by;                 // "road", "highway", "road/highway", "upstream", "downstream"
};

struct OrdersColumn {
  std::string id, name, box;  // box "" when not placed
  std::string kind;           // "Infantry, Type 2", "Light cavalry"
  std::string commander;      // "" when none
  int stands = 0, sp = 0;
  bool light_cavalry = false;  // may infiltrate (SK 10.6)
  bool entrenched = false;
  int marches_taken = 0;  // this turn, when it is the faction's turn
  std::vector<OrdersReach> reach;
};

struct OrdersOfficer {  // a general officer without a column: he may move alone (SK 10.7)
  std::string id, name, rank, box;
};

struct OrdersMagazine {
  std::string id, box;
  std::string owner_name;  // "" for the faction's own; the ally's name when it lets the faction use it (SK 9.2.2)
};

struct OrdersView {
  std::string faction, faction_name, campaign_name;
  std::string season;         // "Summer 1740"
  bool winter = false;        // one march per column (SK 10.3.4)
  int march_limit = 2;        // marches a column may take part in (SK 10.4)
  bool own_turn = false;      // the faction's player turn is running
  int marches = 0, used = 0;  // this turn's allocation (SK 10.1) when own_turn and rolled; else 0
  std::vector<OrdersColumn> columns;
  std::vector<OrdersOfficer> officers;
  std::vector<OrdersMagazine> magazines;
  MapPtr map;  // public
};

// Throws UserError for an unknown faction.
OrdersView orders_view(const CampaignState& cs, const std::string& faction);
report::Document render_orders_sheet(const OrdersView& view);
// The text form to fill in (the format orders_import.h reads).
std::string render_orders_form(const OrdersView& view);
// The handout "orders": one per active faction.
report::Handout orders_handout();

}  // namespace umpire::sk
