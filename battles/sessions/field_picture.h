// The picture of a battle's field that an engine may give the Battle window
// (BattleModule::field): game-neutral places on the engine's own tactical
// map, the links between them, the pieces in them, each side's hand of
// markers, the step now and the last dice, in words. The battle is fought at
// one screen, so the picture is what BOTH players may see: an engine puts
// nothing secret in it. A hidden item of a hand carries no name at all (the
// struct cannot hold one), so the window can show only that it is there.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace umpire::battles {

// One item a side holds (a tactical marker, a card, a chit): shown, with its
// name, or hidden, shown only as "a marker" and never named.
class HandItem {
 public:
  static HandItem shown(std::string name, std::string note = "") {
    HandItem h;
    h.hidden_ = false;
    h.name_ = std::move(name);
    h.note_ = std::move(note);
    return h;
  }
  static HandItem hidden() { return HandItem{}; }
  bool is_hidden() const { return hidden_; }
  const std::string& name() const { return name_; }  // "" when hidden
  const std::string& note() const { return note_; }  // a line of explanation for a shown item ("" when hidden)

 private:
  HandItem() = default;
  bool hidden_ = true;
  std::string name_, note_;
};

struct FieldPicture {
  // A place of the tactical map (a zone, a box): where it is in the engine's
  // own units (x right, y down: the picture is fitted to the canvas), whose
  // half it is ("" for nobody's), and a kind word the window colours by.
  struct Place {
    std::string id, name;
    double x = 0, y = 0;
    std::string side;  // a BattleSetup side id, or ""
    std::string kind;  // "line", "wing", "reserve", "retreat", ...: a word, shown in the tooltip
  };
  // Two places joined: what it lets a piece do ("move 1", "move 2", "fire").
  struct Link {
    std::string a, b;
    std::string kind;
  };
  // A piece on the field (a unit, a leader).
  struct Piece {
    std::string id, name;
    std::string side;                 // a BattleSetup side id
    std::string place;                // a Place id; "" when it is off the field
    std::string badge;                // a few characters drawn on it: "Pi 2"
    std::vector<std::string> states;  // "reduced", "in retreat", ...
  };
  // What one side holds, in words ("tactical markers") and by item.
  struct Hand {
    std::string side;
    std::string what;
    std::vector<HandItem> items;
  };

  std::vector<Place> places;
  std::vector<Link> links;
  std::vector<Piece> pieces;  // in the order they are drawn in a place
  std::vector<Hand> hands;
  std::string step;                // the step now, in words: "Round 2: fire"
  std::string dice;                // the last dice, in words ("" before any)
  std::vector<std::string> notes;  // anything else both players see: "Bad weather (GdB 9.5.7)"

  const Place* place(const std::string& id) const {
    for (const auto& p : places)
      if (p.id == id) return &p;
    return nullptr;
  }
};

}  // namespace umpire::battles
