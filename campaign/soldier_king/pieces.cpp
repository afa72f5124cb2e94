// What the kit needs to let an umpire find Soldier King's pieces by name
// (`umpire list`, names in commands), to group the commands by the step of play
// for `umpire info` and `umpire help`, and the commands that give something up
// and want the umpire's confirmation first.
#include "soldier_king/pieces.h"

#include "soldier_king/battles.h"
#include "soldier_king/factions.h"
#include "soldier_king/revolt.h"
#include "soldier_king/seasons.h"

namespace umpire::sk {

namespace {

std::string sp_text(int sp) { return std::to_string(sp) + " SP"; }

void set_owner(PieceRow& r, const std::string& owner) {
  r.faction_id = owner;
  r.faction = owner.empty() ? "" : faction_name(owner);
}

void add_placed(PieceRow& r, const SkState& s, const std::string& owner, const std::string& box) {
  set_owner(r, owner);
  r.place_id = box;
  r.place = box.empty() ? "not placed" : s.map->box_name(box);
}

std::vector<PieceRow> columns(const SkState& s) {
  std::vector<PieceRow> out;
  for (const auto& c : s.columns) {
    PieceRow r{c.id, c.name};
    add_placed(r, s, c.owner, c.box);
    r.detail = std::to_string(c.stands.size()) + " stand" + (c.stands.size() == 1 ? "" : "s") + ", " +
               sp_text(total_sp(c.stands)) + (c.entrenched ? ", entrenched" : "") + (c.rebel ? ", Rebel" : "");
    out.push_back(std::move(r));
  }
  return out;
}

std::string stand_type_name(const SkState& s, const std::string& type) {
  const StandType* t = s.forces->stand_type(type);
  return t ? t->name : type;
}

std::vector<PieceRow> stands(const SkState& s) {
  std::vector<PieceRow> out;
  auto add = [&](const Stand& st, const std::string& owner, const std::string& box, const std::string& in) {
    PieceRow r{st.id, stand_type_name(s, st.type)};
    add_placed(r, s, owner, box);
    r.detail = sp_text(st.sp) + ", " + to_string(st.quality) + ", in " + in;
    out.push_back(std::move(r));
  };
  for (const auto& c : s.columns)
    for (const auto& st : c.stands) add(st, c.owner, c.box, c.name);
  for (const auto& g : s.garrisons)
    for (const auto& st : g.stands) add(st, g.owner, g.box, "the garrison of " + s.map->box_name(g.box));
  return out;
}

std::vector<PieceRow> officers(const SkState& s) {
  std::vector<PieceRow> out;
  for (const auto& o : s.officers) {
    PieceRow r{o.id, o.name};
    add_placed(r, s, o.owner, o.box);
    const Column* c = o.column.empty() ? nullptr : s.column(o.column);
    r.detail = std::string(rank_title(o.rank)) + (c ? ", commands " + c->name : "") + (o.army.empty() ? "" : ", " + o.army);
    out.push_back(std::move(r));
  }
  return out;
}

std::vector<PieceRow> boxes(const SkState& s) {
  std::vector<PieceRow> out;
  for (const auto& b : s.map->boxes) {
    PieceRow r{b.id, b.name};
    set_owner(r, s.holder(b.id));
    r.place_id = b.province;
    r.place = s.map->province_name(b.province);
    int columns = 0;
    for (const auto& c : s.columns) columns += c.box == b.id;
    r.detail = (b.recruiting ? "recruiting city, " : "") + std::to_string(columns) + " column" + (columns == 1 ? "" : "s");
    // Where a march can go from it (SK 10.2): each line, the box at its end.
    std::string next;
    for (std::size_t i : s.map->lines_at(b.id)) {
      const Line& l = s.map->lines[i];
      std::string kind = to_string(l.type);
      if (l.type == LineType::River && !l.downstream.empty())
        kind += l.downstream == b.id ? ", upstream" : ", downstream";
      next += (next.empty() ? "" : ", ") + s.map->box_name(l.other(b.id)) + " (" + kind + ")";
    }
    if (!next.empty()) r.detail += "; next to " + next;
    out.push_back(std::move(r));
  }
  return out;
}

std::vector<PieceRow> magazines(const SkState& s) {
  std::vector<PieceRow> out;
  for (const auto& m : s.magazines) {
    PieceRow r{m.id, faction_name(m.owner) + "'s magazine"};
    add_placed(r, s, m.owner, m.box);
    r.detail = m.users.empty() ? "" : "shared with " + m.users;
    out.push_back(std::move(r));
  }
  return out;
}

std::vector<PieceRow> battles(const SkState& s) {
  std::vector<PieceRow> out;
  for (const auto& b : s.battles.get()) {
    PieceRow r{b.id, s.map->box_name(b.box) + ", " + b.date};
    r.place_id = b.box;
    r.place = s.map->box_name(b.box);
    set_owner(r, b.attacker);
    r.detail = side_name(b, "attacker") + " against " + side_name(b, "defender") + ", " + b.status;
    out.push_back(std::move(r));
  }
  return out;
}

std::vector<PieceRow> factions(const SkState& s) {
  std::vector<PieceRow> out;
  for (const auto& f : s.factions) {
    PieceRow r{f.id, f.name};
    r.faction_id = f.id, r.faction = f.name;
    r.detail = std::string(f.king ? "King" : "Duke") + (f.active ? "" : ", not in play");
    out.push_back(std::move(r));
  }
  return out;
}

std::vector<PieceRow> provinces(const SkState& s) {
  std::vector<PieceRow> out;
  for (const auto& p : s.map->provinces) {
    PieceRow r{p.id, p.name};
    auto ruler = s.rulers->find(p.id);
    if (ruler != s.rulers->end()) set_owner(r, ruler->second);
    r.detail = "recruiting value " + std::to_string(p.recruiting_value) + (r.faction.empty() ? ", unruled" : "");
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace

std::vector<PieceKind> piece_kinds() {
  return {{"box", "boxes"},           {"column", "columns"},   {"officer", "officers"}, {"stand", "stands"},
          {"magazine", "magazines"}, {"battle", "battles"},   {"faction", "factions"}, {"province", "provinces"}};
}

std::vector<PieceRow> pieces(const SkState& s, const std::string& kind) {
  if (kind == "box") return boxes(s);
  if (kind == "column") return columns(s);
  if (kind == "officer") return officers(s);
  if (kind == "stand") return stands(s);
  if (kind == "magazine") return magazines(s);
  if (kind == "battle") return battles(s);
  if (kind == "faction") return factions(s);
  if (kind == "province") return provinces(s);
  return {};
}

namespace {

// SK 9.2: a ruler's spring magazines not yet placed are lost when the season's
// start moves on.
std::optional<std::string> magazines_given_up(const SkState& s) {
  if (s.phase != Phase::SeasonStart || s.start_step != StartStep::Magazines) return std::nullopt;
  std::string due = spring_magazines_due_text(s);
  if (due.empty()) return std::nullopt;
  return "spring magazines not placed (" + due + "): advancing gives them up (SK 9.2)";
}

// SK 12.4.2: combat promotions are taken in the recovery step of the turn the
// battle was fought, or not at all.
std::optional<std::string> promotions_given_up(const SkState& s) {
  bool recovery = s.phase == Phase::PlayerTurn && s.turn.step == TurnStep::Recovery;
  if (!recovery && !rebel_turn_running(s)) return std::nullopt;  // the Rebel turn's battles too (17.2.8.2)
  std::vector<std::string> left;
  for (const auto& p : promotions_available(s)) {
    if (p.left <= 0 || p.columns.empty()) continue;
    const Battle* b = find_battle(s, p.battle);
    left.push_back((b ? side_name(*b, p.side) : p.side) + " " + std::to_string(p.left) + " for the battle of " +
                   (b ? s.map->box_name(b->box) : p.battle));
  }
  if (left.empty()) return std::nullopt;
  std::string text;
  for (const auto& l : left) text += (text.empty() ? "" : ", ") + l;
  return "combat promotions not taken (" + text + "): advancing gives them up (SK 12.4.2)";
}

}  // namespace

std::optional<std::string> confirmation(const SkState& s, const Json& command) {
  if (!command.is_object() || command.value("type", "") != "sk.advance") return std::nullopt;
  if (auto m = magazines_given_up(s)) return m;
  if (auto p = promotions_given_up(s)) return p;
  // SK 10.1: marches are used in the movement phase or lost.
  if (s.phase != Phase::PlayerTurn || s.turn.step != TurnStep::Movement || s.turn.used >= s.turn.marches)
    return std::nullopt;
  int left = s.turn.marches - s.turn.used;
  std::string text = faction_name(s.turn.player) + " has " + std::to_string(left) + " of " + std::to_string(s.turn.marches) +
                     " marches unused: advancing ends the movement and gives " + (left == 1 ? "it" : "them") + " up (SK 10.1)";
  if (s.date.season == Season::Winter)
    text += "; an unused Winter march may instead train a Raw column in winter quarters (sk.winter_quarters, SK 12.4.4)";
  return text;
}

std::vector<CommandGroup> command_groups() {
  return {
      {"Set-up", {"sk.place", "sk.create_officer", "sk.rename", "sk.name_army", "sk.begin_campaign"}},
      {"Start of a season: spring magazines, random events, revolts and the Rebel turn",
       {"sk.roll_initiative", "sk.spring_magazine", "sk.draw_event", "sk.event_magazine", "sk.event_fortress",
        "sk.event_drill", "sk.event_losses", "sk.event_typhus", "sk.event_equine", "sk.healthy_troops",
        "sk.start_revolt", "sk.rebel_commander", "sk.rebel_battle"}},
      {"A player turn: intelligence, plebiscite, supply", {"sk.issue_intelligence", "sk.plebiscite", "sk.supply_check"}},
      {"Movement", {"sk.march", "sk.entrench", "sk.move_magazine", "sk.demilitarise", "sk.winter_quarters"}},
      {"After movement: attrition", {"sk.attrition", "sk.allocate_attrition"}},
      {"Combat", {"sk.open_battles", "sk.withdraw", "sk.brief_attacker", "sk.send_to_table", "sk.battle_result", "sk.move_recovery"}},
      {"Recovery and promotion, winter recruiting",
       {"sk.combat_promotion", "sk.train", "sk.recruit", "sk.convert_howitzer"}},
      {"Reorganisation and the end of the turn",
       {"sk.move_stands", "sk.form_column", "sk.detach_garrison", "sk.consolidate", "sk.magazine_fate"}},
      {"The sequence of play", {"sk.advance"}},
      {"Provinces and the Empire", {"sk.grant", "sk.proclaim_council", "sk.dispute_council", "sk.rule_council"}},
      {"Treaties and the Imperial Court",
       {"sk.record_treaty", "sk.lodge_treaty", "sk.terminate_treaty", "sk.record_agreement", "sk.bring_case",
        "sk.court_chief_justice", "sk.court_vote", "sk.court_judgement", "sk.punish_demote", "sk.punish_defect",
        "sk.punish_cede", "sk.punish_other"}},
  };
}

}  // namespace umpire::sk
