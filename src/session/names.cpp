#include "session/names.h"

#include <algorithm>
#include <map>
#include <set>

#include "core/error.h"
#include "core/suggest.h"

namespace umpire {

namespace {

const PieceKind* listed_kind(const std::vector<PieceKind>& kinds, const std::string& kind) {
  auto it = std::find_if(kinds.begin(), kinds.end(), [&](const PieceKind& k) { return k.kind == kind; });
  return it == kinds.end() ? nullptr : &*it;
}

std::string described(const PieceRow& p) {
  std::string where = p.place.empty() ? "" : " in " + p.place;
  return p.name + " (" + p.id + where + ")";
}

// Ids and names in one resolver for one argument kind, so a command with many
// columns asks the game for its columns once.
class Resolver {
 public:
  Resolver(const GameModule& game, const CampaignState& state) : game_(game), state_(state), kinds_(game.piece_kinds()) {}

  // An id the command names elsewhere (its box, its faction): a name several
  // pieces share is taken to mean the one there, or that faction's.
  void add_context(const std::string& id) {
    if (!id.empty()) context_.insert(id);
  }

  // The piece `text` names when it is an id or a name only one piece has, else null.
  const PieceRow* unambiguous(const std::string& kind, const std::string& text) {
    if (text.empty() || !listed_kind(kinds_, kind)) return nullptr;
    const PieceRow* found = nullptr;
    for (const auto& p : rows_of(kind)) {
      if (p.id == text) return &p;
      if (!same_ignoring_case(p.name, text)) continue;
      if (found) return nullptr;
      found = &p;
    }
    return found;
  }

  std::string resolve(const std::string& kind, const std::string& text) {
    const PieceKind* listed = listed_kind(kinds_, kind);
    if (text.empty() || !listed) return text;
    const auto& rows = rows_of(kind);
    for (const auto& p : rows)
      if (p.id == text) return text;
    std::vector<const PieceRow*> named;
    for (const auto& p : rows)
      if (same_ignoring_case(p.name, text)) named.push_back(&p);
    if (named.size() > 1) named = in_context(named);
    if (named.size() == 1) return named.front()->id;
    if (named.size() > 1) {
      std::string list;
      for (const auto* p : named) list += (list.empty() ? "" : ", ") + described(*p);
      throw UserError("several " + listed->plural + " are called \"" + text + "\": " + list + "; give the id");
    }
    std::vector<std::string> words;
    for (const auto& p : rows) words.push_back(p.name), words.push_back(p.id);
    auto close = closest_words(text, words);
    if (close.empty()) return text;  // the command's own check says there is none
    std::vector<std::string> meant;  // each piece once, though its name and its id may both be close
    for (const auto& word : close) {
      const PieceRow* p = find(rows, word);
      std::string d = p ? described(*p) : word;
      if (std::find(meant.begin(), meant.end(), d) == meant.end()) meant.push_back(d);
    }
    std::string list;
    for (std::size_t i = 0; i < meant.size(); ++i)
      list += std::string(i == 0 ? "" : i + 1 == meant.size() ? " or " : ", ") + meant[i];
    throw UserError("there is no " + kind + " \"" + text + "\"; did you mean " + list + "?");
  }

 private:
  const std::vector<PieceRow>& rows_of(const std::string& kind) {
    auto it = cache_.find(kind);
    if (it == cache_.end()) it = cache_.emplace(kind, game_.pieces(state_, kind)).first;
    return it->second;
  }
  // The pieces in a box the command names; when none is, those of its
  // faction; else all of them. Two pieces in the command's box stay ambiguous
  // whoever's turn it is (a battle's two sides).
  std::vector<const PieceRow*> in_context(const std::vector<const PieceRow*>& named) const {
    for (const std::string PieceRow::*key : {&PieceRow::place_id, &PieceRow::faction_id}) {
      std::vector<const PieceRow*> out;
      for (const auto* p : named)
        if (context_.count(p->*key)) out.push_back(p);
      if (!out.empty()) return out;
    }
    return named;
  }

  static const PieceRow* find(const std::vector<PieceRow>& rows, const std::string& word) {
    for (const auto& p : rows)
      if (p.name == word || p.id == word) return &p;
    return nullptr;
  }

  const GameModule& game_;
  const CampaignState& state_;
  std::vector<PieceKind> kinds_;
  std::map<std::string, std::vector<PieceRow>> cache_;
  std::set<std::string> context_;
};

void resolve_value(Resolver& r, const std::string& kind, Json& v) {
  if (v.is_string()) v = r.resolve(kind, v.get<std::string>());
  else if (v.is_array())
    for (auto& x : v)
      if (x.is_string()) x = r.resolve(kind, x.get<std::string>());
}

// Inside an object argument ({column, path: [boxes]}), the keys named after a
// kind the game lists, their plurals, and "path" and a battle result's
// "retreat_to" (boxes), at any depth.
void resolve_nested(Resolver& r, const std::vector<PieceKind>& kinds, Json& v) {
  if (v.is_array()) {
    for (auto& x : v) resolve_nested(r, kinds, x);
    return;
  }
  if (!v.is_object()) return;
  for (auto it = v.begin(); it != v.end(); ++it) {
    std::string key = it.key();
    auto k = std::find_if(kinds.begin(), kinds.end(),
                          [&](const PieceKind& pk) { return pk.kind == key || pk.plural == key; });
    if (key == "path" || key == "retreat_to") resolve_value(r, "box", it.value());
    else if (k != kinds.end()) resolve_value(r, k->kind, it.value());
    else resolve_nested(r, kinds, it.value());
  }
}

}  // namespace

std::string resolve_piece(const GameModule& game, const CampaignState& state, const std::string& kind,
                          const std::string& text) {
  Resolver r(game, state);
  return r.resolve(kind, text);
}

Json resolve_names(const GameModule& game, const CampaignState& state, const CommandSet& commands, Json command) {
  if (!command.is_object() || !command.contains("type") || !command["type"].is_string()) return command;
  const CommandDef* def = commands.find(command["type"].get<std::string>());
  if (!def || !command.contains("args") || !command["args"].is_object()) return command;
  try {
    check_args(def->args, JsonCursor(command["args"], "args"));
  } catch (const std::exception&) {
    return command;  // malformed: the command's validation says how, before any name is looked up
  }
  Resolver r(game, state);
  // A player's order is given by the player whose turn it is: his pieces are
  // the ones meant (never so for the umpire's own commands, which may touch anyone's).
  if (def->has(kPlayerOrder)) r.add_context(game.acting_faction(state));
  auto kinds = game.piece_kinds();
  Json& args = command["args"];
  // First the top-level ids and unique names (the march's box, the battle,
  // the faction): they and where they are (the battle's box) are the context
  // a name several pieces share is read in.
  for (const auto& spec : def->args) {
    if (spec.type != ArgType::Id || !args.contains(spec.name) || !args[spec.name].is_string()) continue;
    const PieceRow* piece = r.unambiguous(spec.kind, args[spec.name].get<std::string>());
    if (!piece) continue;
    args[spec.name] = piece->id;
    r.add_context(piece->id);
    r.add_context(piece->place_id);
  }
  for (const auto& spec : def->args) {
    if (!args.contains(spec.name)) continue;
    Json& v = args[spec.name];
    if (spec.type == ArgType::Id || (spec.type == ArgType::List && spec.item == ArgType::Id)) resolve_value(r, spec.kind, v);
    else if (spec.type == ArgType::Object || spec.type == ArgType::Any ||
             (spec.type == ArgType::List && spec.item == ArgType::Object))
      resolve_nested(r, kinds, v);
  }
  return command;
}

}  // namespace umpire
