#include "lotn/battle_report.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <tuple>
#include <cstdlib>
#include <iterator>

#include "core/error.h"
#include "lotn/convert.h"
#include "lotn/sequence.h"

namespace umpire::lotn {

namespace {

constexpr const char* kPaperKindIds[kLogKindCount] = {"phase", "decision", "dice",       "lookup", "fire", "shock",
                                                 "movement", "rout", "leader", "withdrawal", "other"};
constexpr const char* kPaperKindTitles[kLogKindCount] = {"Phase", "Decision", "Dice",       "Lookup", "Fire", "Shock",
                                                    "Movement", "Rout", "Leader", "Withdrawal", "Other"};

bool paper_starts(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }
bool paper_has(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

std::string paper_lower(std::string s) {
  for (auto& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}

bool paper_digit_at(const std::string& s, std::size_t i) {
  return i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]));
}

// Whether `word` occurs followed by a number ("d10 7", "rolls 4").
bool paper_word_then_number(const std::string& text, const std::string& word) {
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
    bool starts = at == 0 || !std::isalnum(static_cast<unsigned char>(text[at - 1]));
    std::size_t after = at + word.size();
    if (starts && (paper_digit_at(text, after) || (after < text.size() && text[after] == '-' && paper_digit_at(text, after + 1))))
      return true;
  }
  return false;
}

// A rule's section: "LotN 9.25" -> {9, 25}; "LotN 12.3" -> {12, 3}; {0, 0} for a scenario's rule.
std::pair<int, int> paper_section(const std::string& rule) {
  if (!paper_starts(rule, "LotN ") || !paper_digit_at(rule, 5)) return {0, 0};
  std::size_t i = 5;
  int major = 0, minor = 0;
  while (paper_digit_at(rule, i)) major = major * 10 + (rule[i++] - '0');
  if (i < rule.size() && rule[i] == '.') {
    ++i;
    while (paper_digit_at(rule, i)) minor = minor * 10 + (rule[i++] - '0');
  }
  return {major, minor};
}

// The first digit of a minor number: 25 -> 2, 3 -> 3 (12.3 and 12.35 are both Rout).
int paper_tens(int minor) {
  while (minor >= 10) minor /= 10;
  return minor;
}

LogKind paper_kind_by_rule(const std::string& rule, const std::string& text, LogKind context) {
  if (paper_starts(text, "Turn ") && paper_digit_at(text, 5)) return LogKind::Phase;
  auto [major, minor] = paper_section(rule);
  if (major == 0) {  // a scenario's rules, named
    if (paper_has(rule, "Withdrawal") || paper_has(rule, "Victory")) return LogKind::Withdrawal;
    if (paper_has(rule, "Fog") || paper_has(rule, "Dark") || paper_has(rule, "Initiative") || paper_has(rule, "Dusk"))
      return LogKind::Phase;
    if (paper_has(rule, "Reinforcements") || paper_has(rule, "Halle") || paper_has(rule, "Arrival")) return LogKind::Movement;
    if (paper_has(rule, "Courage") || paper_has(rule, "Cut-Out")) return LogKind::Rout;
    if (paper_has(rule, "Gout")) return LogKind::Leader;
    return LogKind::Other;
  }
  switch (major) {
    case 3:
    case 5: return LogKind::Phase;
    case 4: return LogKind::Leader;
    case 6:
    case 7: return LogKind::Movement;
    case 8: return LogKind::Fire;
    case 9: return LogKind::Shock;
    case 10:
      if (paper_tens(minor) == 2) return LogKind::Movement;
      if (paper_has(text, " routs")) return LogKind::Rout;
      return LogKind::Fire;
    case 12: {
      const int t = paper_tens(minor);
      if (minor == 38) return LogKind::Leader;
      if (t == 3 || t == 4) return LogKind::Rout;
      return context == LogKind::Fire || context == LogKind::Shock ? context : LogKind::Other;
    }
    case 13: return paper_tens(minor) == 1 ? LogKind::Withdrawal : LogKind::Other;
    default: return LogKind::Other;
  }
}

std::string paper_joined(const std::vector<std::string>& items, const std::string& last = " and ") {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) out += (i == 0 ? "" : i + 1 == items.size() ? last : ", ") + items[i];
  return out;
}

std::string paper_capitalised(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

// A decision's choice in words: the ids of counters and leaders it holds by their names ("trump tilly" -> "trump Tilly").
std::string paper_choice_words(const Battle& st, const std::string& choice) {
  std::map<std::string, std::string> names;
  for (const auto& u : st.s->units) names[u.id] = u.name;
  for (const auto& l : st.s->leaders) names[l.id] = l.name;
  std::string out, word;
  auto flush = [&] {
    auto it = names.find(word);
    out += it != names.end() ? it->second : word;
    word.clear();
  };
  for (char ch : choice) {
    if (ch == ' ' || ch == ',') {
      flush();
      out += ch;
    } else {
      word += ch;
    }
  }
  flush();
  return out;
}

std::string paper_decision_words(const Battle& st, const Decision& d) {
  std::string who;
  for (int side = 0; side < 2; ++side)
    if (!d.side.empty() && d.side == st.s->side_id[side]) who = st.s->side_name[side];
  std::string by = d.by == "doctrine" ? "the doctrine" : d.by == "script" ? "a script" : "";
  std::string head = who.empty() ? "The umpire" : who;
  if (!by.empty()) head += " (by " + by + ")";
  return head + ": " + d.label + ": " + paper_choice_words(st, d.choice);
}

// The counter a line begins with (the longest name that fits), -1 when none.
int paper_unit_at_start(const Battle& st, const std::string& text) {
  int best = -1;
  std::size_t best_len = 0;
  for (std::size_t i = 0; i < st.s->units.size(); ++i) {
    const std::string& n = st.s->units[i].name;
    if (n.size() > best_len && paper_starts(text, n) && (text.size() == n.size() || text[n.size()] == ' ' || text[n.size()] == ':')) {
      best = static_cast<int>(i);
      best_len = n.size();
    }
  }
  return best;
}

bool paper_routs_or_eliminated(const LogEntry& e, const std::string& name) {
  if (e.rule != "LotN 12.3") return false;
  return paper_starts(e.text, name + " routs") || paper_starts(e.text, name + " eliminated");
}

std::string paper_ending_words(const Battle& st) {
  if (st.ending == "withdrawal")
    return side_name(st, st.winner) + " win: the enemy army withdrew (LotN 13.15)";
  if (st.ending == "both_withdrew") return "Both armies withdrew in the same phase: a draw (LotN 13.15)";
  if (st.ending == "nightfall") return "Night ended the battle with neither army withdrawn: a draw (LotN 13.16)";
  std::string how = st.ending.empty() ? "the battle ended" : st.ending;
  return st.winner >= 0 ? side_name(st, st.winner) + " win (" + how + ")" : paper_capitalised(how) + ": no winner";
}

std::string paper_mode_words(const Battle& st) {
  if (st.s->mode == Mode::Provisional)
    return "provisional play: reconstructed values stand in where the rules text lost a table cell";
  if (st.s->mode == Mode::Test) return "test play (synthetic tables)";
  return "strict play: only the values the rules print, derive or the umpire typed in";
}

// The document's opening lines: the battle, its place and date, the sides, the mode.
void paper_battle_header(report::Document& doc, const Battle& st) {
  const battles::BattleSetup& setup = st.s->setup;
  std::vector<std::string> facts;
  if (!setup.place_name.empty()) facts.push_back("Place: " + setup.place_name);
  if (!setup.date.empty()) facts.push_back("Date: " + setup.date);
  facts.push_back("Sides: " + side_name(st, 0) + " against " + side_name(st, 1));
  std::vector<std::string> armies;
  for (std::size_t a = 0; a < st.s->armies.size(); ++a) armies.push_back(st.s->armies[a].name);
  if (armies.size() > 2) facts.push_back("Armies: " + paper_joined(armies));
  facts.push_back(std::string("Fought in: ") +
                  (st.s->scenario.empty() ? "Lion of the North, the campaign's forces converted into counters"
                                          : "Lion of the North, the printed scenario"));
  facts.push_back("Mode: " + paper_mode_words(st));
  doc.bullets(facts);
}

std::string paper_turn_words(int turn, const std::string& clock) {
  if (turn == 0) return "Before the first turn";
  return "Turn " + std::to_string(turn) + (clock.empty() ? "" : ", " + clock);
}

void paper_lost_values_section(report::Document& doc, const Battle& st, bool full) {
  doc.heading(1, "Values the rules text lost");
  std::vector<LostValue> lost = lost_values(st);
  if (lost.empty()) {
    doc.paragraph("Every value this battle read was printed in the rules, derived from them or typed in by the umpire "
                  "from the printed copy.");
    return;
  }
  std::map<Provenance, int> by;
  int total = 0;
  for (const auto& v : lost) {
    by[v.provenance] += v.times;
    total += v.times;
  }
  std::vector<std::string> counts;
  for (const auto& [p, n] : by) counts.push_back(std::to_string(n) + " " + provenance_words(p));
  doc.paragraph("The battle read " + std::to_string(total) + (total == 1 ? " value" : " values") +
                " the rules text does not print, " + std::to_string(lost.size()) + " different (" + paper_joined(counts) +
                "). Each is listed with where it came from and how often it was read.");
  if (!full) return;
  std::string table;
  std::vector<std::vector<std::string>> rows;
  auto flush = [&] {
    if (rows.empty()) return;
    doc.heading(2, table + " (" + std::to_string(rows.size()) + ")");
    doc.table({"Value read", "Rule", "Value", "Provenance", "Source", "Times"}, rows);
    rows.clear();
  };
  for (const auto& v : lost) {
    if (v.table != table) {
      flush();
      table = v.table;
    }
    std::string cell = v.what.size() > v.table.size() + 2 && paper_starts(v.what, v.table + ": ")
                           ? v.what.substr(v.table.size() + 2)
                           : v.what;
    rows.push_back({cell, v.rule, v.value, provenance_words(v.provenance), v.source, std::to_string(v.times)});
  }
  flush();
}

}  // namespace

const char* log_kind_id(LogKind k) { return kPaperKindIds[static_cast<int>(k)]; }
const char* log_kind_title(LogKind k) { return kPaperKindTitles[static_cast<int>(k)]; }
std::optional<LogKind> log_kind_from_id(const std::string& id) {
  for (int i = 0; i < kLogKindCount; ++i)
    if (id == kPaperKindIds[i]) return static_cast<LogKind>(i);
  return std::nullopt;
}

std::pair<std::string, std::string> split_rule(const std::string& line) {
  if (line.empty() || line.back() != ')') return {line, ""};
  int depth = 0;
  for (std::size_t i = line.size(); i-- > 0;) {
    if (line[i] == ')') ++depth;
    if (line[i] == '(' && --depth == 0) {
      std::string rule = line.substr(i + 1, line.size() - i - 2);
      if (!paper_starts(rule, "LotN ")) return {line, ""};
      std::string text = line.substr(0, i);
      while (!text.empty() && text.back() == ' ') text.pop_back();
      return {text, rule};
    }
  }
  return {line, ""};
}

bool says_dice(const std::string& text) {
  for (const char* w : {"d10 ", "d6 ", "roll ", "rolls ", "check: ", "Momentum roll "})
    if (paper_word_then_number(text, w)) return true;
  // "...: 7 + 2 hits = 9 against TQ 6", "...: 4 against TQ 5"
  for (std::size_t at = text.find(": "); at != std::string::npos; at = text.find(": ", at + 1)) {
    std::size_t i = at + 2;
    if (!paper_digit_at(text, i)) continue;
    while (paper_digit_at(text, i)) ++i;
    std::string rest = text.substr(i, 12);
    if (paper_starts(rest, " + ") || paper_starts(rest, " against") || paper_starts(rest, " with +") ||
        paper_starts(rest, " is ") || paper_starts(rest, " does "))
      return true;
  }
  return false;
}

bool says_lookup(const std::string& text) {
  return paper_word_then_number(text, "column ") || paper_has(text, " column") || paper_has(text, "Table") ||
         paper_has(text, "Chart") || paper_has(text, "Clash of Arms") || paper_has(text, "Superiority");
}

LogEntry classify_line(const std::string& line, LogKind context) {
  LogEntry e;
  std::tie(e.text, e.rule) = split_rule(line);
  e.kind = paper_kind_by_rule(e.rule, e.text, context);
  e.kinds = kind_bit(e.kind);
  if (says_dice(e.text)) e.kinds |= kind_bit(LogKind::Dice);
  if (says_lookup(e.text)) e.kinds |= kind_bit(LogKind::Lookup);
  return e;
}

std::vector<LogEntry> battle_log(const Battle& st, const std::vector<battles::JournalMove>& moves) {
  const std::size_t n = st.log.size();
  // Where each journal entry's decisions go: before the first line it said.
  std::vector<std::vector<std::pair<std::int64_t, const Decision*>>> before(n + 1);
  std::vector<std::int64_t> move_of(n, 0);
  // The steps that took decisions, one line per decision, matched to the journal's decisions from the end (a
  // battle saved before the steps were kept, then fought on, has marks for its later decisions only).
  std::vector<std::size_t> step_line;
  for (const auto& s : st.steps) step_line.insert(step_line.end(), s.decisions, s.line);
  std::size_t total = 0;
  for (const auto& m : moves) total += m.decisions.size();
  const std::size_t unmarked = total > step_line.size() ? total - step_line.size() : 0;
  const std::size_t skip = step_line.size() > total ? step_line.size() - total : 0;
  std::size_t g = 0;  // the decision's place in the journal
  std::size_t cursor = 0;
  for (const auto& m : moves) {
    auto line_of = [](const Event& e) { return e.rule.empty() ? e.text : e.text + " (" + e.rule + ")"; };
    std::size_t at = cursor;
    if (!m.events.empty()) {
      const std::string first = line_of(m.events.front());
      std::size_t j = cursor;
      while (j < n && st.log[j] != first) ++j;
      if (j < n) at = j;
    }
    for (const auto& d : m.decisions) {
      const std::size_t line = g >= unmarked ? std::min(step_line[skip + g - unmarked], n) : at;
      before[line].push_back({m.seq, &d});
      ++g;
    }
    std::size_t k = at;
    for (const auto& e : m.events)
      if (k < n && st.log[k] == line_of(e)) move_of[k++] = m.seq;
    cursor = std::max(cursor, k);
  }

  std::vector<LogEntry> out;
  out.reserve(n + moves.size());
  int turn = 0;
  std::string clock;
  LogKind context = LogKind::Other;
  auto add_decisions = [&](std::size_t i, int at_turn, const std::string& at_clock) {
    for (const auto& [seq, d] : before[i]) {
      LogEntry e;
      e.turn = at_turn;
      e.clock = at_clock;
      e.text = paper_decision_words(st, *d);
      e.kind = LogKind::Decision;
      e.kinds = kind_bit(LogKind::Decision);
      e.move = seq;
      out.push_back(std::move(e));
    }
  };
  for (std::size_t i = 0; i < n; ++i) {
    LogEntry e = classify_line(st.log[i], context);
    if (e.kind == LogKind::Phase && paper_starts(e.text, "Turn ") && paper_digit_at(e.text, 5)) {
      turn = std::atoi(e.text.c_str() + 5);
      std::size_t comma = e.text.find(", ");
      clock = comma == std::string::npos ? "" : e.text.substr(comma + 2, 4);
    }
    if (e.kind == LogKind::Phase) context = LogKind::Other;
    if (e.kind == LogKind::Fire || e.kind == LogKind::Shock) context = e.kind;
    add_decisions(i, turn, clock);
    e.turn = turn;
    e.clock = clock;
    e.move = move_of[i];
    e.line = i;
    out.push_back(std::move(e));
  }
  add_decisions(n, turn, clock);
  return out;
}

std::vector<CellRead> ruling_cells(const Battle& st, std::size_t line) {
  // Kept in the order read, so the lines' indices never go down: the first read of the line by halving.
  std::size_t lo = 0, hi = st.cells.size();
  while (lo < hi) {
    const std::size_t mid = lo + (hi - lo) / 2;
    if (st.cells[mid].line < line) lo = mid + 1;
    else hi = mid;
  }
  std::vector<CellRead> out;
  for (std::size_t i = lo; i < st.cells.size() && st.cells[i].line == line; ++i) out.push_back(st.cells[i]);
  return out;
}

bool LogFilter::matches(const LogEntry& e) const {
  if ((e.kinds & kinds) == 0) return false;
  if (first_turn > 0 && e.turn < first_turn) return false;
  if (last_turn > 0 && e.turn > last_turn) return false;
  if (!text.empty()) {
    const std::string want = paper_lower(text);
    if (!paper_has(paper_lower(e.text), want) && !paper_has(paper_lower(e.rule), want)) return false;
  }
  return true;
}

LogFilter log_filter(const battles::LogQuery& query) {
  LogFilter f;
  if (!query.kinds.empty()) {
    f.kinds = 0;
    for (const auto& id : query.kinds) {
      auto k = log_kind_from_id(id);
      if (!k) {
        std::vector<std::string> known(std::begin(kPaperKindIds), std::end(kPaperKindIds));
        throw UserError("the battle log has no kind of line \"" + id + "\" (its kinds: " + paper_joined(known, ", ") + ")");
      }
      f.kinds |= kind_bit(*k);
    }
  }
  f.text = query.text;
  f.first_turn = query.first_turn;
  f.last_turn = query.last_turn;
  if (f.first_turn > 0 && f.last_turn > 0 && f.last_turn < f.first_turn)
    throw UserError("the turns asked for end (" + std::to_string(f.last_turn) + ") before they begin (" +
                    std::to_string(f.first_turn) + ")");
  return f;
}

std::vector<std::size_t> filter_log(const std::vector<LogEntry>& log, const LogFilter& filter) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < log.size(); ++i)
    if (filter.matches(log[i])) out.push_back(i);
  return out;
}

const char* provenance_words(Provenance p) {
  switch (p) {
    case Provenance::Printed: return "printed";
    case Provenance::Derived: return "derived from the rules";
    case Provenance::Example: return "from a worked example";
    case Provenance::User: return "typed in by the umpire";
    case Provenance::Placeholder: return "reconstructed (provisional play)";
    case Provenance::Synthetic: return "synthetic (tests)";
  }
  return "?";
}

std::vector<LostValue> lost_values(const Battle& st) {
  std::vector<LostValue> out;
  std::map<std::string, std::size_t> index;
  for (const auto& l : st.lookups) {
    std::string key = l.what + '\x1f' + l.value + '\x1f' + l.source + '\x1f' + to_string(l.provenance);
    auto it = index.find(key);
    if (it != index.end()) {
      ++out[it->second].times;
      continue;
    }
    LostValue v;
    std::size_t colon = l.what.find(": ");
    v.table = colon == std::string::npos ? l.what : l.what.substr(0, colon);
    v.what = l.what;
    v.rule = l.rule;
    v.value = l.value;
    v.source = l.source;
    v.provenance = l.provenance;
    v.times = 1;
    index[key] = out.size();
    out.push_back(std::move(v));
  }
  // By table (in the order each was first read), then as first read.
  std::map<std::string, std::size_t> table_order;
  for (const auto& v : out) table_order.emplace(v.table, table_order.size());
  std::stable_sort(out.begin(), out.end(),
                   [&](const LostValue& a, const LostValue& b) { return table_order[a.table] < table_order[b.table]; });
  return out;
}

report::Document log_document(const Battle& st, const std::vector<LogEntry>& log, const LogFilter& filter) {
  report::Document doc;
  doc.title = "Battle log: " + st.s->title;
  doc.subtitle = "Lion of the North, " +
                 (st.phase == Phase::Over ? "the battle is over after " + std::to_string(st.turn) + " turns"
                                          : "turn " + std::to_string(st.turn) + ", " + clock_words(st.time) + ", " +
                                                phase_words(st));
  paper_battle_header(doc, st);
  std::vector<std::size_t> kept = filter_log(log, filter);
  if (filter.filtered()) {
    std::vector<std::string> what;
    if (filter.kinds != kEveryLogKind) {
      std::vector<std::string> kinds;
      for (int k = 0; k < kLogKindCount; ++k)
        if (filter.kinds & kind_bit(static_cast<LogKind>(k))) kinds.push_back(paper_lower(kPaperKindTitles[k]));
      what.push_back("lines of kind " + paper_joined(kinds, " or "));
    }
    if (!filter.text.empty()) what.push_back("lines containing \"" + filter.text + "\"");
    if (filter.first_turn > 0 || filter.last_turn > 0)
      what.push_back(filter.first_turn > 0 && filter.last_turn > 0
                         ? "turns " + std::to_string(filter.first_turn) + " to " + std::to_string(filter.last_turn)
                     : filter.first_turn > 0 ? "from turn " + std::to_string(filter.first_turn)
                                             : "up to turn " + std::to_string(filter.last_turn));
    doc.paragraph("Filtered: only " + paper_joined(what) + " (" + std::to_string(kept.size()) + " of " +
                      std::to_string(log.size()) + " lines).",
                  true);
  }
  doc.paragraph("Each line with its kind and the rule that decided it. A player's or the doctrine's decision is listed "
                "where the move that asked it begins; a finish by the doctrine is one move.");
  if (kept.empty()) doc.paragraph("No line of the log is kept by the filter.");
  std::vector<std::vector<std::string>> rows;
  int turn = -1;
  std::string clock;
  auto flush = [&] {
    if (rows.empty()) return;
    doc.heading(1, paper_turn_words(turn, clock));
    doc.table({"Kind", "What happened", "Rule"}, rows);
    rows.clear();
  };
  for (std::size_t i : kept) {
    const LogEntry& e = log[i];
    if (e.turn != turn) {
      flush();
      turn = e.turn;
      clock = e.clock;
    }
    std::string kind = log_kind_title(e.kind);
    for (LogKind also : {LogKind::Dice, LogKind::Lookup})
      if (e.kind != also && e.has(also)) kind += ", " + paper_lower(log_kind_title(also));
    rows.push_back({kind, e.text, e.rule});
  }
  flush();
  paper_lost_values_section(doc, st, true);
  return doc;
}

// ---- the final report

bool big_unit(const Battle& st, int unit) {
  const UnitDef& d = def(st, unit);
  int largest = 0;
  for (const auto& u : st.s->units)
    if (u.side == d.side) largest = std::max(largest, u.total_sp());
  return d.total_sp() > 0 && 3 * d.total_sp() >= 2 * largest;
}

std::vector<DecisiveMoment> decisive_moments(const Battle& st, const std::vector<LogEntry>& log) {
  std::vector<DecisiveMoment> out;
  std::set<std::size_t> told;  // lines already named in a broken line
  auto moment = [](const LogEntry& e, std::string text, std::string why) {
    return DecisiveMoment{e.turn, e.clock, std::move(text), e.rule, std::move(why)};
  };
  for (std::size_t i = 0; i < log.size(); ++i) {
    const LogEntry& e = log[i];
    if (e.kind == LogKind::Decision) continue;
    auto [major, minor] = paper_section(e.rule);
    const bool shock_opens = (e.rule == "LotN 9.21" && paper_has(e.text, " shocks ")) ||
                             (e.rule == "LotN 9.43" && paper_has(e.text, " charges "));
    if (shock_opens) {
      int attacker = paper_unit_at_start(st, e.text);
      if (attacker < 0) continue;
      const int side = def(st, attacker).side;
      bool earlier = false;  // only the segment's first shock line opens it
      for (std::size_t j = i; j-- > 0;) {
        if (log[j].kind == LogKind::Phase) break;
        if ((log[j].rule == "LotN 9.21" && paper_has(log[j].text, " shocks ")) ||
            (log[j].rule == "LotN 9.43" && paper_has(log[j].text, " charges ")))
          earlier = true;
      }
      if (earlier) continue;
      std::vector<std::string> attackers, broken;
      std::vector<std::size_t> lines;
      for (std::size_t j = i; j < log.size() && (j == i || log[j].kind != LogKind::Phase); ++j) {
        const LogEntry& f = log[j];
        if ((f.rule == "LotN 9.21" && paper_has(f.text, " shocks ")) || (f.rule == "LotN 9.43" && paper_has(f.text, " charges "))) {
          int a = paper_unit_at_start(st, f.text);
          if (a >= 0 && def(st, a).side == side && std::find(attackers.begin(), attackers.end(), unit_name(st, a)) == attackers.end())
            attackers.push_back(unit_name(st, a));
        }
        if (f.rule != "LotN 12.3") continue;
        int u = paper_unit_at_start(st, f.text);
        if (u < 0 || def(st, u).side == side || !paper_routs_or_eliminated(f, unit_name(st, u))) continue;
        std::string name = unit_name(st, u);
        if (std::find(broken.begin(), broken.end(), name) == broken.end()) broken.push_back(name);
        lines.push_back(j);
      }
      if (broken.size() >= 2) {
        for (std::size_t j : lines) told.insert(j);
        const bool charge = e.rule == "LotN 9.43";
        out.push_back(moment(e,
                             "The " + std::string(charge ? "charge" : "shock") + " of " + paper_joined(attackers) +
                                 " broke the enemy line: " + paper_joined(broken) + " routed or eliminated",
                             "line broken"));
      }
      continue;
    }
    if ((major == 13 && (minor == 15 || minor == 16)) ||
        (major == 0 && (paper_has(e.rule, "Army Withdrawal") || paper_has(e.rule, "Victory")))) {
      if (paper_has(e.text, "withdraw") || paper_has(e.text, " win") || paper_has(e.text, "draw"))
        out.push_back(moment(e, paper_capitalised(e.text), "army withdrawal"));
      continue;
    }
    if (e.rule == "LotN 4.44" && !paper_has(e.text, " unhurt")) {
      for (std::size_t l = 0; l < st.s->leaders.size(); ++l) {
        const std::string name = leader_name(st, static_cast<int>(l));
        if (paper_starts(e.text, name + " killed") || paper_starts(e.text, name + " captured") ||
            paper_starts(e.text, name + " wounded")) {
          out.push_back(moment(e, e.text, "leader casualty"));
          break;
        }
      }
      continue;
    }
    if (e.rule == "LotN 12.3" && !told.count(i)) {
      int u = paper_unit_at_start(st, e.text);
      if (u < 0) continue;
      const std::string name = unit_name(st, u);
      if (paper_starts(e.text, name + " eliminated"))
        out.push_back(moment(e, e.text, "eliminated"));
      else if (paper_starts(e.text, name + " routs") && big_unit(st, u))
        out.push_back(moment(e, e.text, "rout"));
    }
  }
  return out;
}

SideLosses side_losses(const Battle& st, int side) {
  SideLosses s;
  s.side = side;
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    const UnitDef& d = st.s->units[i];
    if (d.side != side) continue;
    const UnitState& u = st.units[i];
    ++s.units;
    UnitLoss l;
    l.unit = static_cast<int>(i);
    l.sp = d.total_sp();
    l.sp_lost = u.gone == "eliminated" ? l.sp : std::min(l.sp, u.hits());
    if (!u.on_map && u.gone == "in pursuit")  // off the map, not lost (LotN 9.65)
      l.fate = u.regrouped > 0 ? "in pursuit, Regrouped, off the map" : "in pursuit off the map";
    else if (!u.on_map)
      l.fate = u.gone;
    else if (u.captured || u.captured_by >= 0)
      l.fate = "captured by the enemy";
    else if (u.abandoned)
      l.fate = "abandoned";
    else if (u.routed)
      l.fate = "routed";
    else if (u.disrupted)
      l.fate = u.perm_disrupted ? "disrupted for good" : "disrupted";
    s.sp += l.sp;
    s.sp_lost += l.sp_lost;
    if (u.gone == "eliminated") ++s.eliminated;
    if (u.routed || u.gone == "routed off the map" || u.gone == "looted") ++s.routed;
    if (is_artillery(d.arm) && (u.abandoned || u.captured || u.captured_by >= 0 || (!u.on_map && u.gone == "eliminated")))
      s.guns_lost += std::max(1, d.guns);
    if (l.sp_lost > 0 || !l.fate.empty()) s.hurt.push_back(std::move(l));
  }
  return s;
}

report::Document final_report(const Battle& st, const std::vector<LogEntry>& log) {
  if (st.phase != Phase::Over)
    throw UserError("the battle is not over (turn " + std::to_string(st.turn) + ", " + clock_words(st.time) +
                    "): its final report is printed once it ends");
  report::Document doc;
  doc.title = "Final report: " + st.s->title;
  const battles::BattleSetup& setup = st.s->setup;
  std::string sub = setup.place_name;
  if (!setup.date.empty()) sub += (sub.empty() ? "" : ", ") + setup.date;
  doc.subtitle = sub.empty() ? "Lion of the North" : sub + ", fought in Lion of the North";
  paper_battle_header(doc, st);

  std::size_t placeholders = 0;
  for (const auto& l : st.lookups)
    if (l.provenance == Provenance::Placeholder) ++placeholders;
  if (placeholders > 0 || st.s->mode == Mode::Provisional)
    doc.paragraph("Provisional: " +
                      (placeholders > 0
                           ? std::to_string(placeholders) + (placeholders == 1 ? " value" : " values") +
                                 " the rules text lost were read from reconstructions (listed at the end)"
                           : std::string("the battle was fought in provisional play")) +
                      ". The result stands as the umpire accepts it.",
                  true);

  doc.heading(1, "Result");
  doc.paragraph(paper_ending_words(st) + ". The battle ended in turn " + std::to_string(st.turn) + ", at " +
                clock_words(st.time) + ".");

  doc.heading(1, "Withdrawal points");
  std::vector<std::vector<std::string>> wp_rows;
  for (std::size_t a = 0; a < st.s->armies.size(); ++a) {
    const Army& army = st.s->armies[a];
    int w = a < st.wp.size() ? st.wp[a] : 0;
    wp_rows.push_back({army.name, side_name(st, army.side), std::to_string(w), std::to_string(army.level),
                       w >= army.level ? "reached" : std::to_string(army.level - w) + " short"});
  }
  doc.table({"Army", "Side", "Withdrawal points", "Level", "Level reached"}, wp_rows);

  doc.heading(1, "Losses");
  std::vector<std::vector<std::string>> totals;
  SideLosses sides[2] = {side_losses(st, 0), side_losses(st, 1)};
  for (const auto& s : sides)
    totals.push_back({side_name(st, s.side), std::to_string(s.units), std::to_string(s.sp), std::to_string(s.sp_lost),
                      std::to_string(s.routed), std::to_string(s.eliminated), std::to_string(s.guns_lost)});
  doc.table({"Side", "Counters", "SP at the start", "SP lost", "Routed", "Eliminated", "Guns lost"}, totals);
  for (const auto& s : sides) {
    doc.heading(2, side_name(st, s.side));
    if (s.hurt.empty()) {
      doc.paragraph("No counter lost a strength point or its order.");
      continue;
    }
    std::vector<std::vector<std::string>> rows;
    for (const auto& l : s.hurt)
      rows.push_back({unit_name(st, l.unit), arm_words(def(st, l.unit).arm), std::to_string(l.sp),
                      std::to_string(l.sp_lost), l.fate.empty() ? "in good order" : l.fate});
    doc.table({"Counter", "Type", "SP", "SP lost", "At the end"}, rows);
    int untouched = s.units - static_cast<int>(s.hurt.size());
    if (untouched > 0)
      doc.paragraph(std::to_string(untouched) + (untouched == 1 ? " other counter" : " other counters") +
                    ": no loss, in good order.");
  }

  doc.heading(1, "Leaders");
  std::vector<std::vector<std::string>> leaders;
  for (std::size_t i = 0; i < st.leaders.size(); ++i) {
    const LeaderState& l = st.leaders[i];
    std::string fate = l.killed ? "killed" : l.captured ? "captured" : l.wounded ? "wounded" : "";
    // Off the map with cavalry in pursuit, not lost (LotN 9.65).
    std::string box = l.box == LeaderState::Box::InPursuit ? "in the In Pursuit box, off the map"
                      : l.box == LeaderState::Box::Regrouped ? "in the Regrouped box, off the map" : "";
    if (!box.empty()) fate = fate.empty() ? box : fate + ", " + box;
    if (fate.empty()) continue;
    const LeaderDef& d = st.s->leaders[i];
    leaders.push_back({d.name + (d.overall_commander ? " (commander)" : ""), side_name(st, d.side), fate});
  }
  if (leaders.empty())
    doc.paragraph("No leader was killed, wounded or captured.");
  else
    doc.table({"Leader", "Side", "Fate"}, leaders);

  doc.heading(1, "The decisive moments");
  std::vector<DecisiveMoment> moments = decisive_moments(st, log);
  if (moments.empty()) {
    doc.paragraph("No army withdrew, no leader fell and no unit was eliminated or broken.");
  } else {
    std::vector<std::string> items;
    for (const auto& m : moments)
      items.push_back(paper_turn_words(m.turn, m.clock) + ": " + m.text + (m.rule.empty() ? "" : " (" + m.rule + ")"));
    doc.bullets(items);
  }

  if (!setup.units.empty()) {
    battles::BattleResult r = convert_result(st);
    doc.heading(1, "For the campaign");
    doc.paragraph("The campaign's units as the battle leaves them, their counters' losses brought back to the "
                  "campaign's strengths by the conversion; the campaign applies the consequences by its own rules.");
    std::vector<std::vector<std::string>> rows;
    for (const auto& o : r.units) {
      const battles::Unit* u = setup.unit(o.unit);
      if (!u) continue;
      std::vector<std::string> fate;
      if (o.eliminated) fate.push_back("eliminated");
      if (o.captured) fate.push_back("guns captured");
      if (o.routed) fate.push_back("routed");
      if (o.dispersed) fate.push_back("dispersed");
      rows.push_back({u->name.empty() ? u->id : u->name, setup.side_name(u->side),
                      std::to_string(o.lost()) + " of " + std::to_string(u->strength), paper_joined(fate, ", ")});
    }
    doc.table({"Unit", "Side", "Strength lost", "Outcome"}, rows);
  }

  if (!st.lookups.empty()) paper_lost_values_section(doc, st, true);
  return doc;
}

}  // namespace umpire::lotn
