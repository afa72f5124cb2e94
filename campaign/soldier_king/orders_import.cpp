#include "soldier_king/orders_import.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>

#include "core/suggest.h"
#include "soldier_king/factions.h"

namespace umpire::sk {

namespace {

enum class OrderKind { March, Infiltrate, Entrench, Stay };

struct WrittenOrder {
  int line = 0;
  OrderKind kind = OrderKind::March;
  int number = 0;                  // 0: unnumbered
  std::vector<std::string> boxes;  // box ids as written (march, infiltrate)
};

struct WrittenPiece {
  int line = 0;
  bool officer = false;
  bool magazine = false;
  std::string id, name, box;
  bool known = false;  // resolved to one of the faction's pieces
  std::vector<WrittenOrder> orders;
};

std::string trim(const std::string& text) {
  std::size_t a = text.find_first_not_of(" \t\r");
  if (a == std::string::npos) return "";
  std::size_t b = text.find_last_not_of(" \t\r");
  return text.substr(a, b - a + 1);
}

const std::vector<std::string>& keywords() {
  static const std::vector<std::string> words{"faction", "season", "column",     "officer",  "magazine",
                                              "place",   "march",  "infiltrate", "entrench", "stay"};
  return words;
}

const char* kExpected =
    "expected \"column: NAME\", \"officer: NAME\", \"magazine: BOX\", \"place: BOX\", \"march: BOX -> BOX\", \"march "
    "2: ...\", "
    "\"infiltrate: ...\", \"entrench\" or \"stay\"";

// The boxes of "Vellhaven -> Ostmoor, Kalmsee" ("->", "→" or "," between them).
std::vector<std::string> split_boxes(const std::string& text) {
  std::string t = text;
  for (const std::string arrow : {"→", "->"})
    for (std::size_t at; (at = t.find(arrow)) != std::string::npos;) t.replace(at, arrow.size(), ",");
  std::vector<std::string> out;
  std::size_t start = 0;
  while (true) {
    std::size_t comma = t.find(',', start);
    out.push_back(trim(t.substr(start, comma == std::string::npos ? std::string::npos : comma - start)));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return out;
}

class FormReader {
 public:
  FormReader(const SkState& s, OrdersDraft& draft) : s_(s), draft_(draft) {}

  void read(const std::string& text) {
    int number = 0;
    std::size_t start = 0;
    while (start <= text.size()) {
      std::size_t end = text.find('\n', start);
      if (end == std::string::npos) end = text.size();
      ++number;
      line(number, text.substr(start, end - start));
      start = end + 1;
    }
    if (faction_.empty() && !faction_problem_)
      problem(0, "expected a line \"faction: NAME\" saying whose orders these are");
  }

  std::vector<WrittenPiece>& pieces() { return pieces_; }

 private:
  void problem(int line, std::string text) { draft_.problems.push_back(OrdersProblem{line, std::move(text)}); }

  void line(int n, std::string text) {
    if (auto hash = text.find('#'); hash != std::string::npos) text.erase(hash);
    text = trim(text);
    if (text.empty()) return;
    std::size_t colon = text.find(':');
    std::string head = lowercase(trim(text.substr(0, colon)));
    std::string value = colon == std::string::npos ? "" : trim(text.substr(colon + 1));
    // "march 2": the word and its number.
    int number = 0;
    std::size_t space = head.find_first_of(" \t");
    std::string word = head.substr(0, space);
    if (space != std::string::npos) {
      std::string digits = trim(head.substr(space));
      bool all_digits = !digits.empty() && digits.size() < 4 && std::all_of(digits.begin(), digits.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c));
      });
      if (!all_digits || (word != "march" && word != "infiltrate" && word != "entrench" && word != "stay")) {
        problem(n, std::string(kExpected) + "; found \"" + trim(text.substr(0, colon)) + "\"");
        return;
      }
      number = std::stoi(digits);
      if (number < 1) {
        problem(n, "march numbers start at 1");
        return;
      }
    }
    if (std::find(keywords().begin(), keywords().end(), word) == keywords().end()) {
      problem(n, std::string(kExpected) + "; found \"" + trim(text.substr(0, colon)) + "\"" +
                     did_you_mean(word, keywords()));
      return;
    }
    bool needs_value = word != "entrench" && word != "stay";
    if (needs_value && colon == std::string::npos) {
      problem(n, "expected \"" + word + ": ...\" with a colon");
      return;
    }
    if (needs_value && value.empty()) {
      problem(n, "expected " + std::string(word == "march" || word == "infiltrate"
                                               ? "the boxes of the march after \"" + word +
                                                     ":\", e.g. \"march: Vellhaven -> Ostmoor\""
                                               : "a name after \"" + word + ":\""));
      return;
    }
    if (!needs_value && !value.empty()) {
      problem(n, "\"" + word + "\" takes nothing after it: " +
                     (word == "stay" ? std::string("the column stays where it is")
                                     : std::string("the column digs in where it stands (SK 10.8)")));
      return;
    }
    if (word == "faction") return faction(n, value);
    if (word == "season") return season(n, value);
    if (word == "column" || word == "officer") return piece(n, word == "officer", value);
    if (word == "magazine") return magazine(n, value);
    if (word == "place") return place(n, value);
    order(n, word, number, value);
  }

  void faction(int n, const std::string& value) {
    if (!faction_.empty()) return problem(n, "the faction is given twice (line " + std::to_string(faction_line_) + ")");
    std::vector<std::string> names;
    for (const auto& f : s_.factions) {
      names.push_back(f.name);
      if (same_ignoring_case(f.id, value) || same_ignoring_case(f.name, value)) {
        faction_ = f.id, faction_line_ = n;
        draft_.player = f.id, draft_.player_name = f.name;
        return;
      }
    }
    faction_problem_ = true;
    problem(n, "there is no faction \"" + value + "\"" + did_you_mean(value, names));
  }

  void season(int n, const std::string& value) {
    std::string now = s_.date.describe();
    if (!same_ignoring_case(value, now))
      problem(n, "these orders are for " + value + "; the campaign is in " + now + " (a form of an earlier turn?)");
  }

  void piece(int n, bool officer, const std::string& value) {
    current_ = nullptr;
    if (faction_.empty()) {
      if (!faction_problem_) problem(n, "expected \"faction: NAME\" before the first column or officer");
      faction_problem_ = true;
      return;
    }
    WrittenPiece p;
    p.line = n, p.officer = officer, p.name = value;
    std::vector<std::string> names;
    std::vector<std::string> found;
    auto consider = [&](const std::string& id, const std::string& name, const std::string& shown) {
      names.push_back(shown);
      if (same_ignoring_case(id, value) || same_ignoring_case(name, value) || same_ignoring_case(shown, value))
        found.push_back(id);
    };
    if (officer) {
      for (const auto& o : s_.officers)
        if (o.owner == faction_) consider(o.id, o.name, o.name);
    } else {
      for (const auto& c : s_.columns)
        if (c.owner == faction_ && !c.rebel) consider(c.id, c.name, c.name);
    }
    std::string what = officer ? "officer" : "column";
    std::string whose = faction_name(faction_);
    if (found.empty()) {
      problem(n, "there is no " + what + " \"" + value + "\" of " + whose + did_you_mean(value, names));
    } else if (found.size() > 1) {
      problem(n, std::to_string(found.size()) + " " + what + "s of " + whose + " are called \"" + value +
                     "\": write the id of the one meant instead");
    } else {
      p.id = found.front();
      p.known = true;
      for (const auto& other : pieces_)
        if (other.known && other.id == p.id) {
          problem(n, p.name + " already has its orders at line " + std::to_string(other.line));
          p.known = false;
        }
      if (officer && p.known) {
        const Officer& o = s_.officer_at(p.id);
        if (!o.column.empty()) {
          problem(n, o.name + " commands " + s_.column_at(o.column).name +
                         " and moves with it (SK 10.7): write the orders under the column");
          p.known = false;
        }
        p.box = o.box;
        p.name = o.name;
      } else if (p.known) {
        p.box = s_.column_at(p.id).box;
        p.name = s_.column_at(p.id).name;
      }
    }
    pieces_.push_back(std::move(p));
    current_ = &pieces_.back();
  }

  // "magazine: Vellhaven", or "magazine: Vellhaven (2)" for the second of the faction's magazines there.
  void magazine(int n, const std::string& value) {
    current_ = nullptr;
    if (faction_.empty()) {
      if (!faction_problem_) problem(n, "expected \"faction: NAME\" before the first column or officer");
      faction_problem_ = true;
      return;
    }
    std::string where = value;
    std::size_t nth = 1;
    if (where.size() > 3 && where.back() == ')') {
      std::size_t open = where.rfind(" (");
      std::string digits = open == std::string::npos ? "" : where.substr(open + 2, where.size() - open - 3);
      if (!digits.empty() && digits.size() < 3 &&
          std::all_of(digits.begin(), digits.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
        nth = static_cast<std::size_t>(std::stoi(digits)), where = where.substr(0, open);
    }
    WrittenPiece p;
    p.line = n, p.magazine = true, p.name = "the magazine in " + where;
    std::vector<std::string> names;
    std::vector<const Magazine*> found;
    for (const auto& m : s_.magazines)
      if (m.owner == faction_) {
        names.push_back(s_.map->box_name(m.box));
        if (same_ignoring_case(m.box, where) || same_ignoring_case(s_.map->box_name(m.box), where)) found.push_back(&m);
      }
    if (found.size() < nth || nth == 0) {
      problem(n, faction_name(faction_) + " has no magazine in \"" + value + "\"" + did_you_mean(where, names));
    } else {
      const Magazine& m = *found[nth - 1];
      p.id = m.id, p.box = m.box, p.known = true;
      p.name =
          "the magazine in " + s_.map->box_name(m.box) + (found.size() > 1 ? " (" + std::to_string(nth) + ")" : "");
      for (const auto& other : pieces_)
        if (other.known && other.id == p.id) {
          problem(n, p.name + " already has its orders at line " + std::to_string(other.line));
          p.known = false;
        }
    }
    pieces_.push_back(std::move(p));
    current_ = &pieces_.back();
  }

  // A box named by its name or id, case ignored; nullopt (and a problem) when there is none.
  std::optional<std::string> box(int n, const std::string& name) {
    if (name.empty()) {
      problem(n, "expected a box name between the arrows");
      return std::nullopt;
    }
    std::vector<std::string> names;
    for (const auto& b : s_.map->boxes) {
      if (same_ignoring_case(b.id, name) || same_ignoring_case(b.name, name)) return b.id;
      names.push_back(b.name);
    }
    problem(n, "there is no box \"" + name + "\" on the map" + did_you_mean(name, names));
    return std::nullopt;
  }

  bool under_piece(int n, const std::string& what) {
    if (current_) return true;
    if (!faction_problem_)
      problem(n, "\"" + what + "\" belongs under a column or an officer: expected \"column: NAME\" before it");
    return false;
  }

  void place(int n, const std::string& value) {
    if (!under_piece(n, "place")) return;
    auto at = box(n, value);
    if (!at || !current_->known || *at == current_->box) return;
    problem(n, "the form puts " + current_->name + " in " + s_.map->box_name(*at) + ", but it is in " +
                   (current_->box.empty() ? std::string("no box") : s_.map->box_name(current_->box)) +
                   " now: the form is out of date, or the line was changed");
  }

  void order(int n, const std::string& word, int number, const std::string& value) {
    if (!under_piece(n, word)) return;
    WrittenOrder o;
    o.line = n;
    o.number = number;
    o.kind = word == "march"        ? OrderKind::March
             : word == "infiltrate" ? OrderKind::Infiltrate
             : word == "entrench"   ? OrderKind::Entrench
                                    : OrderKind::Stay;
    if (current_->officer && o.kind != OrderKind::March)
      return problem(n, "an officer only marches (SK 10.7): expected \"march: BOX -> BOX\"");
    if (current_->magazine && o.kind != OrderKind::March)
      return problem(n, "a magazine only moves by river (SK 9.2.1): expected \"march: BOX -> BOX\"");
    if (o.kind == OrderKind::Stay && number) return problem(n, "\"stay\" takes no number");
    bool ok = true;
    if (o.kind == OrderKind::March || o.kind == OrderKind::Infiltrate)
      for (const auto& name : split_boxes(value)) {
        auto id = box(n, name);
        ok = ok && id.has_value();
        if (id) o.boxes.push_back(*id);
      }
    if (ok) current_->orders.push_back(std::move(o));
  }

  const SkState& s_;
  OrdersDraft& draft_;
  std::string faction_;
  int faction_line_ = 0;
  bool faction_problem_ = false;  // said once; the lines after it are not blamed for it
  std::vector<WrittenPiece> pieces_;
  WrittenPiece* current_ = nullptr;
};

// ---- from the written orders to commands

struct MarchGroup {
  int number = 0;  // 0: unnumbered
  int first_line = 0;
  bool entrench = false;  // sk.entrench, else sk.march
  std::string magazine;   // sk.move_magazine: the magazine, alone in its march (SK 9.2.1)
  Json magazine_path = Json::array();
  std::string from;  // the box the march starts from (where they entrench)
  Json moves = Json::array(), officers = Json::array(), columns = Json::array();
  std::vector<std::string> words;  // each piece's part, in words
  std::vector<int> lines;
};

std::string path_words(const SkState& s, const std::string& from, const std::vector<std::string>& path) {
  std::string out = s.map->box_name(from);
  for (const auto& b : path) out += " → " + s.map->box_name(b);
  return out;
}

std::string group_summary(const SkState& s, const MarchGroup& g) {
  std::string parts;
  for (const auto& w : g.words) parts += (parts.empty() ? "" : "; ") + w;
  std::string label = g.number ? " " + std::to_string(g.number) : "";
  if (!g.magazine.empty()) return "Magazine march" + label + ": " + parts;
  if (g.entrench) return "Entrench" + label + " in " + s.map->box_name(g.from) + ": " + parts;
  return "March" + label + " from " + s.map->box_name(g.from) + ": " + parts;
}

void build_commands(const SkState& s, std::vector<WrittenPiece>& pieces, OrdersDraft& draft) {
  std::map<std::string, MarchGroup> groups;  // by key: "n<number>", "u<line>", "e<box>"
  struct Placed {
    const WrittenOrder* order;
    std::string key;
  };
  std::vector<std::pair<const WrittenPiece*, std::vector<Placed>>> placed;
  for (const auto& p : pieces) {
    if (!p.known) continue;
    const WrittenOrder* stay = nullptr;
    const WrittenOrder* moving = nullptr;
    for (const auto& o : p.orders) {
      if (o.kind == OrderKind::Stay && !stay) stay = &o;
      if (o.kind != OrderKind::Stay && !moving) moving = &o;
    }
    if (stay && moving) {
      draft.problems.push_back({stay->line, "\"stay\", but line " + std::to_string(moving->line) + " gives " + p.name +
                                                " an order: cross out one of them"});
      continue;
    }
    std::string at = p.box;
    std::vector<Placed> mine;
    for (const auto& o : p.orders) {
      if (o.kind == OrderKind::Stay) continue;
      if (at.empty()) {
        draft.problems.push_back({o.line, p.name + " is not on the map and cannot be given orders"});
        break;
      }
      std::string from = at;
      std::vector<std::string> path;
      if (o.kind != OrderKind::Entrench) {
        path = o.boxes;
        if (!path.empty() && path.front() == at) path.erase(path.begin());
        if (path.empty()) {
          draft.problems.push_back({o.line, "the march names no box to go to from " + s.map->box_name(at) +
                                                ": expected \"march: " + s.map->box_name(at) + " -> BOX\""});
          break;
        }
        at = path.back();
      }
      std::string key = o.number                        ? "n" + std::to_string(o.number)
                        : o.kind == OrderKind::Entrench ? "e" + from
                                                        : "u" + std::to_string(o.line);
      auto [it, fresh] = groups.try_emplace(key);
      MarchGroup& g = it->second;
      bool entrench = o.kind == OrderKind::Entrench;
      if (fresh) g.number = o.number, g.first_line = o.line, g.entrench = entrench, g.from = from;
      std::string label = (entrench ? "entrench " : "march ") + std::to_string(o.number);
      if (g.entrench != entrench) {
        draft.problems.push_back({o.line, "number " + std::to_string(o.number) + " is " +
                                              (g.entrench ? "digging in" : "a march") + " (line " +
                                              std::to_string(g.first_line) + "): give this order another number"});
        break;
      }
      if (!fresh && (p.magazine || !g.magazine.empty())) {
        draft.problems.push_back({o.line, "march " + std::to_string(o.number) + " is already a march (line " +
                                              std::to_string(g.first_line) +
                                              "), and a magazine moves in a march of its own (SK 9.2.1): give this "
                                              "order another number"});
        break;
      }
      if (g.from != from) {
        draft.problems.push_back(
            {o.line, label + " starts from " + s.map->box_name(g.from) + " (line " + std::to_string(g.first_line) +
                         "), but " + p.name + " starts from " + s.map->box_name(from) +
                         ": a march moves pieces from one box (SK 10.2); give this order another number"});
        break;
      }
      g.lines.push_back(o.line);
      if (p.magazine) {
        g.magazine = p.id;
        g.magazine_path = path;
        g.words.push_back(path_words(s, from, path) + " by river");
      } else if (entrench) {
        g.columns.push_back(p.id);
        g.words.push_back(p.name);
      } else if (p.officer) {
        g.officers.push_back(Json{{"officer", p.id}, {"path", path}});
        g.words.push_back(p.name + " " + path_words(s, from, path));
      } else {
        Json m{{"column", p.id}, {"path", path}};
        if (o.kind == OrderKind::Infiltrate) m["infiltrate"] = true;
        g.moves.push_back(std::move(m));
        g.words.push_back(p.name + " " + path_words(s, from, path) +
                          (o.kind == OrderKind::Infiltrate ? " (infiltrating)" : ""));
      }
      mine.push_back(Placed{&o, key});
    }
    placed.emplace_back(&p, std::move(mine));
  }

  // Numbered marches in their numbers' order, then the others as first written.
  std::vector<const MarchGroup*> order;
  for (const auto& [key, g] : groups) order.push_back(&g);
  std::stable_sort(order.begin(), order.end(), [](const MarchGroup* a, const MarchGroup* b) {
    if ((a->number == 0) != (b->number == 0)) return a->number != 0;
    return a->number ? a->number < b->number : a->first_line < b->first_line;
  });
  std::map<const MarchGroup*, std::size_t> position;
  for (std::size_t i = 0; i < order.size(); ++i) position[order[i]] = i;
  // Each piece's orders are made in the order it wrote them.
  for (const auto& [p, mine] : placed)
    for (std::size_t i = 1; i < mine.size(); ++i) {
      const MarchGroup* before = &groups.at(mine[i - 1].key);
      const MarchGroup* now = &groups.at(mine[i].key);
      if (position[now] > position[before]) continue;
      draft.problems.push_back(
          {mine[i].order->line,
           before == now ? p->name + " is in this march twice (line " + std::to_string(mine[i - 1].order->line) + ")"
                         : "this order of " + p->name + " would be made before the one on line " +
                               std::to_string(mine[i - 1].order->line) +
                               " (numbered marches are made first, in their order; unnumbered ones after them): "
                               "number them in the order they are made"});
    }

  for (const MarchGroup* g : order) {
    DraftCommand d;
    if (!g->magazine.empty()) {
      d.command = Json{{"type", "sk.move_magazine"}, {"args", {{"magazine", g->magazine}, {"path", g->magazine_path}}}};
    } else if (g->entrench) {
      d.command = Json{{"type", "sk.entrench"}, {"args", {{"box", g->from}, {"columns", g->columns}}}};
    } else {
      Json args{{"from", g->from}};
      if (!g->moves.empty()) args["moves"] = g->moves;
      if (!g->officers.empty()) args["officers"] = g->officers;
      d.command = Json{{"type", "sk.march"}, {"args", std::move(args)}};
    }
    d.summary = group_summary(s, *g);
    d.lines = g->lines;
    std::sort(d.lines.begin(), d.lines.end());
    draft.commands.push_back(std::move(d));
  }
}

}  // namespace

OrdersDraft read_orders_form(const SkState& s, const std::string& text) {
  OrdersDraft draft;
  FormReader reader(s, draft);
  reader.read(text);
  build_commands(s, reader.pieces(), draft);
  std::stable_sort(draft.problems.begin(), draft.problems.end(),
                   [](const OrdersProblem& a, const OrdersProblem& b) { return a.line < b.line; });
  return draft;
}

}  // namespace umpire::sk
