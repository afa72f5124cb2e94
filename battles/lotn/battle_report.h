// Lion of the North: the battle's papers. The battle log (Battle::log, the
// lines in words with their rules, and the decisions the journal holds) as
// entries each of a kind, with its turn and its rule, filtered by kind, text
// and turn; the log as a report Document for Markdown or HTML, ending with
// every value the rules text lost and where the one read came from; and the
// final report of a battle that is over (the result, withdrawal points,
// losses, leaders and the decisive moments picked from the log) for the
// campaign's players, printed as PDF by the report exporters.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "lotn/battle_state.h"
#include "report/document.h"
#include "sessions/battle_module.h"

namespace umpire::lotn {

// What a line of the log is about.
enum class LogKind : std::uint8_t {
  Phase,       // the turn and its phases: activation, Orders Phases, Momentum, Trumps (LotN 3.0, 5.x)
  Decision,    // a choice of a player, the umpire or the doctrine (from the journal)
  Dice,        // a die rolled (a line may be of another kind and roll dice too)
  Lookup,      // a chart read (a column, a table's result)
  Fire,        // small arms and artillery (8.x, 10.3x)
  Shock,       // shock and charges (9.x)
  Movement,    // movement, facing, ZOC, column (6.x, 7.x, 10.2x)
  Rout,        // rout, rout movement, rally, elimination (12.3x, 12.4x)
  Leader,      // command, orders and leader casualties (4.x, 12.38)
  Withdrawal,  // withdrawal points and army withdrawal (13.1x)
  Other,
};
inline constexpr int kLogKindCount = 11;
using LogKindSet = std::uint16_t;
constexpr LogKindSet kind_bit(LogKind k) { return static_cast<LogKindSet>(1u << static_cast<unsigned>(k)); }
inline constexpr LogKindSet kEveryLogKind = static_cast<LogKindSet>((1u << kLogKindCount) - 1);
const char* log_kind_id(LogKind k);     // "phase", "decision", ... (the command line's --kind)
const char* log_kind_title(LogKind k);  // "Phase", "Decision", ...
std::optional<LogKind> log_kind_from_id(const std::string& id);

struct LogEntry {
  int turn = 0;           // 0: before the first turn
  std::string clock;      // the turn's time, "1430" ("" before the first turn)
  std::string text;       // the line without its rule
  std::string rule;       // "LotN 9.25"; "" when it cites none
  LogKind kind = LogKind::Other;
  LogKindSet kinds = 0;   // its kind and those it also is (a fire line with its die roll and chart: fire, dice, lookup)
  std::int64_t move = 0;  // the journal entry it came from (0: not known)
  std::optional<std::size_t> line;  // its index in Battle::log; none for a decision (from the journal)
  bool has(LogKind k) const { return (kinds & kind_bit(k)) != 0; }
};

// The chart cells shown under a line of the log (Battle::cells whose line is the
// line's index), in the order read: the cells its ruling read (Credit::Ruling),
// and those read for no ruling said under it (Credit::Unsaid); in a battle kept
// before the rulings claimed their cells, those read before it since the line
// before (Credit::Next: perhaps another procedure's). Empty for a line that read
// no chart, and for a battle fought before the cells were kept.
std::vector<CellRead> ruling_cells(const Battle& st, std::size_t line);

// "X takes 2 hits (fire): 3 SP left (LotN 12.12)" -> {"X takes 2 hits (fire): 3 SP left", "LotN 12.12"}: the last
// parenthesis when it is a rule of the game, else the whole line and "".
std::pair<std::string, std::string> split_rule(const std::string& line);
// The kinds of one line by its rule and words; `context`: the combat (Fire or Shock) the line's phase is in,
// for the hits and Disruption checks that follow either (12.1x, 12.2x); Other when none.
LogEntry classify_line(const std::string& line, LogKind context = LogKind::Other);
// Whether the words roll a die ("d10 7", "rolls 4", "pre-shock check: 3 against TQ 5").
bool says_dice(const std::string& text);
// Whether the words read a chart ("column 4", "Table", "Chart").
bool says_lookup(const std::string& text);

// The battle's log as entries, every line in order, with the journal's
// decisions placed where the step that took them began (a move is one step; a
// finish by the doctrine is one entry of many steps, each step's decisions
// where it began; a battle saved before the steps were kept places a finish's
// decisions where the finish began).
std::vector<LogEntry> battle_log(const Battle& st, const std::vector<battles::JournalMove>& moves = {});

struct LogFilter {
  LogKindSet kinds = kEveryLogKind;   // an entry of any of these kinds is kept
  std::string text;                   // kept when its words or rule contain it, in any case
  int first_turn = 0, last_turn = 0;  // 0: unbounded
  bool matches(const LogEntry& e) const;
  bool filtered() const { return kinds != kEveryLogKind || !text.empty() || first_turn > 0 || last_turn > 0; }
};
// The filter a query asks for; a UserError names a kind the log does not know.
LogFilter log_filter(const battles::LogQuery& query);
std::vector<std::size_t> filter_log(const std::vector<LogEntry>& log, const LogFilter& filter);  // indices kept

// A value the rules text lost, as the battle read it, counted.
struct LostValue {
  std::string table;  // "Shock Combat Results Table" (the lookup's words before their first colon)
  std::string what;   // "Shock Combat Results Table: die roll 3, column 6"
  std::string rule, value, source;
  Provenance provenance = Provenance::Placeholder;
  int times = 0;
};
// Battle::lookups grouped by what was read and where from, by table then by the order first read.
std::vector<LostValue> lost_values(const Battle& st);
const char* provenance_words(Provenance p);  // "reconstructed (provisional play)", "worked example", ...

// The log as a document: headed with the battle (place, date, sides, mode), a
// table of lines a turn, then "Values the rules text lost".
report::Document log_document(const Battle& st, const std::vector<LogEntry>& log, const LogFilter& filter = {});

// ---- the final report

// A moment the final report names, picked from the log by its rule:
//   the armies' withdrawal and how the battle ended (13.15, 13.16 and the scenarios' own);
//   leaders killed, captured or wounded (4.44);
//   units eliminated (12.3);
//   a shock or charge after which two or more enemy units routed or were eliminated before the next phase:
//     it broke their line (9.21, 9.43, then 12.3); its routs are named in it, not again;
//   any other rout of a big unit (12.3): one of printed SP at least two thirds of its side's largest
//     counter's (at Breitenfeld the brigades and tercios, not the squadrons).
bool big_unit(const Battle& st, int unit);
struct DecisiveMoment {
  int turn = 0;
  std::string clock, text, rule;
  std::string why;  // "army withdrawal", "leader casualty", "eliminated", "line broken", "rout"
};
std::vector<DecisiveMoment> decisive_moments(const Battle& st, const std::vector<LogEntry>& log);

// One counter's losses: SP lost to hits, and what became of it.
struct UnitLoss {
  int unit = 0;
  int sp = 0, sp_lost = 0;
  std::string fate;  // "eliminated", "routed off the map", "routed", "disrupted", "abandoned", "" (in good order)
};
struct SideLosses {
  int side = 0;
  int units = 0, sp = 0, sp_lost = 0, routed = 0, eliminated = 0, guns_lost = 0;
  std::vector<UnitLoss> hurt;  // the counters that lost SP or are routed, gone, disrupted or abandoned
};
SideLosses side_losses(const Battle& st, int side);

// The final report of a battle that is over (a UserError before), for the campaign's players.
report::Document final_report(const Battle& st, const std::vector<LogEntry>& log);

}  // namespace umpire::lotn
