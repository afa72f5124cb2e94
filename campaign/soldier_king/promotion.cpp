#include "soldier_king/promotion.h"

#include <algorithm>

namespace umpire::sk {

Json to_json(const PromotionState& p) { return Json{{"promoted_stands", p.promoted_stands}}; }

PromotionState promotion_state_from_json(const JsonCursor& c) {
  PromotionState p;
  if (auto list = c.optional("promoted_stands"))
    for (const auto& x : list->items()) p.promoted_stands.insert(x.as_string());
  return p;
}

std::optional<Quality> promotion_target(const Column& c) {
  bool raw = false, experienced = false;
  for (const auto& st : c.stands) {
    raw |= st.quality == Quality::Raw;
    experienced |= st.quality == Quality::Experienced;
  }
  if (raw) return Quality::Experienced;
  if (experienced) return Quality::Veteran;
  return std::nullopt;
}

namespace {
// The stands a promotion of the column would raise.
std::vector<const Stand*> rising(const Column& c, Quality target) {
  Quality from = target == Quality::Experienced ? Quality::Raw : Quality::Experienced;
  std::vector<const Stand*> out;
  for (const auto& st : c.stands)
    if (st.quality == from) out.push_back(&st);
  return out;
}

// A stand that may reach morale 6 as a Veteran: formed infantry or cavalry,
// not light troops, not artillery (12.4.2).
bool may_reach_m6(const Forces& f, const Stand& st) {
  const StandType* t = f.stand_type(st.type);
  return t && t->arm != Arm::Artillery && t->formed && !t->light;
}
}  // namespace

std::vector<Reason> check_promotion(const SkState& s, const Column& c, bool to_veteran) {
  auto target = promotion_target(c);
  if (!target) return {{"SK 12.4", c.name + " is already Veteran; only the umpire makes Elite stands (12.4.3)"}};
  if (*target == Quality::Veteran && !to_veteran)
    return {{"SK 12.4.1", c.name + " is Experienced; training never makes Veterans"}};
  std::vector<Reason> out;
  for (const Stand* st : rising(c, *target))
    if (s.promotion.promoted_stands.count(st->id))
      out.push_back({"SK 12.4", "stand " + st->id + " of " + c.name + " has already been promoted this season"});
  return out;
}

std::string promote_column(SkState& s, Column& c, const std::string& m6_stand) {
  auto target = promotion_target(c);
  if (!target) return c.name + " cannot rise further";
  Quality from = *target == Quality::Experienced ? Quality::Raw : Quality::Experienced;
  std::string m6;
  if (*target == Quality::Veteran) {
    for (const auto& st : c.stands)
      if (st.quality == from && may_reach_m6(*s.forces, st) && (m6_stand.empty() || st.id == m6_stand)) {
        m6 = st.id;
        break;
      }
  }
  int raised = 0;
  for (auto& st : c.stands) {
    if (st.quality != from) continue;
    st.quality = *target;
    if (*target == Quality::Experienced) {
      // SK 12.4.1: +1 morale (the table's Experienced value, Guards +1).
      st.morale = table_morale(*s.forces, st.type, Quality::Experienced, c.guards).value_or(st.morale + 1);
    } else if (st.id == m6) {
      st.morale = std::max(st.morale, 6);  // SK 12.4.2: exactly one stand M6
    }
    s.promotion.promoted_stands.insert(st.id);
    ++raised;
  }
  std::string text = c.name + " is promoted to " + to_string(*target) + " (" + std::to_string(raised) + " stands)";
  if (!m6.empty()) text += "; stand " + m6 + " rises to morale 6";
  return text;
}

void promotion_season_begins(SkState& s, std::vector<Event>&) { s.promotion.promoted_stands.clear(); }
void promotion_turn_begins(SkState&) {}

std::vector<CommandDef> promotion_commands() { return {}; }

}  // namespace umpire::sk
