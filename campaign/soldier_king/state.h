// The umpire's truth for a Soldier King campaign: the map, the forces data,
// the calendar, every faction, officer, column and garrison, and who rules and
// holds what. Immutable: a command copies it and returns the copy (the map and
// data are shared between copies).
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/cow.h"
#include "core/game.h"
#include "core/lazy_json.h"
#include "soldier_king/forces.h"
#include "soldier_king/map.h"

namespace umpire::sk {

inline constexpr const char* kGameId = "soldier-king";

enum class Season { Spring, Summer, Autumn, Winter };
const char* to_string(Season s);

struct GameDate {
  int year = 1740;
  Season season = Season::Spring;
  std::string describe() const;  // "Spring 1740"
  int ordinal() const { return 4 * year + static_cast<int>(season); }
  GameDate next() const {  // Winter Y is followed by Spring Y+1 (digest §1.1)
    return season == Season::Winter ? GameDate{year + 1, Season::Spring}
                                    : GameDate{year, static_cast<Season>(static_cast<int>(season) + 1)};
  }
};
Json to_json(const GameDate& d);               // {"year": 1741, "season": "Summer"}
GameDate game_date_from_json(const JsonCursor& c);
// An optional member holding a date: absent or null is none.
std::optional<GameDate> optional_game_date(const JsonCursor& c, const char* key);

// Where the campaign is in the sequence of play (digest §2).
enum class Phase { Setup, PregameDiplomacy, SeasonStart, PlayerTurn, SeasonEnd, GameOver };
const char* to_string(Phase p);

// The steps of the start of a season (digest §2.4): in spring the magazines
// (9.2) and the random events (17); in every season, while a revolt lasts, the
// Rebel player turn (17.2.8, G-13); then the first player turn.
enum class StartStep { Magazines, Events, Rebels };
const char* to_string(StartStep s);

// The steps of a player turn (digest §2.5), in order.
enum class TurnStep { Intelligence, Plebiscite, Supply, Marches, Movement, PostMovement, Combat, Recovery,
                      Reorganisation, TurnEnd };
const char* to_string(TurnStep s);
// The same in words, for text a user reads: "after movement", "recovery and
// promotion"; the identifiers above are the stored form and the case vocabulary.
const char* step_words(TurnStep s);
const char* phase_words(Phase p);

// A magazine on the board (SK 9.2; digest §1.8).
struct Magazine {
  std::string id, owner, box;
  std::string users;  // other factions the owner lets use it, comma separated (9.2.2, 18.2)
};

// One attack: every column entering the same hostile-held box this turn (SK 9.4).
struct Attack {
  std::string target;                 // the attacked box
  std::vector<std::string> columns;   // the attacking columns
  std::vector<std::string> launches;  // the box each entered from (G-28)
  std::string magazine;               // the magazine supplying it, "" when exempt
  bool exempt = false;                // SK 9.5: it reopens a blocked supply line (umpire confirmed)
};

// The active player's turn: who, which step, how many marches (SK 10.1).
// SP of attrition one column (column set) or one faction's troops in a box
// (column empty: the per-box roll) must still lose (SK 9.6.2).
struct OwedLoss {
  std::string column, box, faction;
  std::string cause;  // "out of supply" or "box roll"
  int sp = 0;
};

struct Turn {
  std::string player;  // faction id; "" when no player turn is running
  TurnStep step = TurnStep::Intelligence;
  int marches = 0;     // allocated this turn (after any bonus)
  int chain = 0;       // the clamped allocation the next player's roll adjusts (P-01)
  int used = 0;        // marches spent
  Cow<std::map<std::string, std::string>> holders_at_start;  // box -> holder when the turn began (9.3, 15.1)
  std::vector<Attack> attacks;
  bool supply_checked = false;           // the start-of-turn supply check was made (9.6)
  std::set<std::string> attrition_rolled;  // boxes whose attrition was rolled after movement (9.6.2)
  bool attrition_done = false;           // attrition rolled for every box of the player
  std::vector<std::string> origins;      // the box each march started from (17.2.2)
  // Every box a column of the player started a march in, passed through or
  // ended in this turn: "used by the enemy this turn" for withdrawal (11.3.1, G-27).
  std::set<std::string> boxes_used;
  // Each column's SP when the turn began: the exhaustion baseline, so this
  // turn's attrition counts towards exhaustion in its battles (G-33).
  std::map<std::string, int> sp_at_start;
  // Attrition rolled after movement and not yet taken off stands (9.6.2): the
  // umpire allocates it (sk.allocate_attrition) before the step ends.
  std::vector<OwedLoss> attrition_owed;
};

// ---- Season state, one struct per subsystem (each serialised by its own file).

// One King's draw from the random-event deck this spring (SK 17.1, 17.2).
struct EventDraw {
  std::string drawer;    // the King who drew
  std::string province;  // declared before the card was seen (17.2)
  std::string named;     // the affected player he declared, "" if none (17.2)
  std::string affected;  // the affected player in force (the named one or the G-12 default), set at the reveal
  std::string card;      // "AH" (ace of hearts) ... "JC"; kept hidden until every King has drawn
  std::string event;     // "good_harvest", "healthy_troops", ... (events.h)
  bool revealed = false;
  // "hidden", "revealed" (not yet resolved), "waiting" (a choice is due),
  // "done", "cancelled" (Poor Harvest cancelled a Good Harvest), "no effect".
  std::string status = "hidden";
  std::string result;                  // what happened, in words
  int roll = 0;                        // Poor Harvest in an unruled province: the D6 of SP lost (17.2.5)
  std::vector<std::string> typhus;     // Typhus: "faction|box" still to choose a column (17.2.6)
};

// The random events of this spring (SK 17; events.cpp), and the Fortress
// markers they leave on the map for good (17.2.3).
struct EventsState {
  std::vector<std::string> deck;       // the cards left, in the order the die counts them (events.h)
  std::vector<EventDraw> draws;        // this spring's draws, in draw order
  std::map<std::string, int> fortresses;  // box -> Fortress entrenchment markers on it (17.2.3)
  // This spring's magazine of each province (9.2), remembered for Poor Harvest
  // (17.2.5): province -> magazine id, valid for the date ordinal below.
  std::map<std::string, std::string> spring_magazine_ids;
  int spring_magazine_date = 0;
};
Json to_json(const EventsState& x);
EventsState events_state_from_json(const JsonCursor& c);

// One revolt in progress (SK 17.2.8-17.2.8.4): the Rebels of a province.
struct Revolt {
  std::string province;
  int started = 0;      // GameDate::ordinal() of the season it broke out in
  std::string reason;   // why it broke out: "Revolt card", or the umpire's reason
  int rebel_turns = 0;  // Rebel player turns held so far (replacements from the second on, 17.2.8.3)
  int raised = 0;       // Rebel columns raised so far: the type cycle and the names go on from here (17.2.8.4)
  std::vector<std::string> columns;  // the Rebel columns on the map at the latest count (the last Rebel turn)
  int lost = 0;         // Rebel columns lost before the latest Rebel turn (its replacements: lost / 2, G-13)
};

// A battle of the running Rebel turn: the Rebels attack player columns
// sharing a recruiting city with them (17.2.8.1).
struct RebelBattle {
  std::string box;
  std::string province;               // the revolt's
  std::vector<std::string> factions;  // the player factions whose columns are in the box
  std::string commander;              // the player who commands the Rebels, not involved (G-13); "" until named
  std::string winner;                 // "rebels" or a faction; "" until the result is recorded
};

// Revolts in progress and the Rebel player turn (SK 17.2.8; revolt.cpp).
struct RevoltState {
  std::vector<Revolt> revolts;
  std::vector<RebelBattle> battles;  // of the running (or latest) Rebel turn
};
Json to_json(const RevoltState& x);
RevoltState revolt_state_from_json(const JsonCursor& c);

// Promotions by training and winter quarters, recruiting, artillery ageing and
// the victory tally that feeds next winter's recruiting (SK 12.4, 13, 20;
// promotion.cpp, recruiting.cpp).
// One faction's winter recruiting batch (SK 13, 20.2, 20.3.2).
struct RecruitBatch {
  int year = 0;                       // the Winter it belongs to
  std::vector<std::string> columns;   // columns raised, in order
  std::vector<std::string> cities;    // recruiting cities used (one column each, 13.2.1)
  int infantry = 0;                   // infantry columns raised: the next is Type infantry % 4 + 1 (20.1.3, 20.2)
  std::string howitzer;               // the battery converted this winter, "" if none (20.3.2)
};

struct PromotionState {
  std::set<std::string> promoted_stands;  // stands promoted this seasonal game turn (12.4)
  // Faction -> GameDate::ordinal() of the season whose player turn used its
  // one training promotion (12.4.1); dropped when the faction's next turn begins.
  std::map<std::string, int> trained;
  // Battles won since the faction's last winter recruiting phase, for next
  // winter's capacity (SK 13.1.2, SK 11.12). Reset when the recruiting phase
  // is over: when the next player turn of that Winter begins, or for the last
  // player of the Winter when the next spring begins.
  std::map<std::string, int> victories;
  std::map<std::string, RecruitBatch> recruits;  // this Winter's batch, by faction
};
Json to_json(const PromotionState& x);
PromotionState promotion_state_from_json(const JsonCursor& c);

// Victory checkpoints, the winner and the cabal of dukes (SK 19.1, 18.2; victory.cpp).
// One checkpoint (G-19): who held each electoral city.
struct VictoryCheckpoint {
  std::string when;                            // "start of Summer 1741", "end of Argozia's turn"
  std::map<std::string, std::string> holders;  // electoral box -> holder ("" when nobody holds it)
};
// A cabal of Dukes that held five electoral cities through a complete
// non-winter season and may proclaim the Imperial Council (18.2, G-19).
struct CouncilClaim {
  GameDate season;                             // the season they held them
  std::vector<VictoryCheckpoint> checkpoints;  // that season's checkpoints
  std::vector<std::string> dukes;              // the active Dukes holding electoral cities then
};
struct CouncilDispute {
  std::string king, grounds;
};
struct VictoryState {
  bool recording = false;                      // checkpoints below belong to `season`
  GameDate season;
  std::vector<VictoryCheckpoint> checkpoints;  // this season's, in order
  std::string winner;                          // faction id, "council", or "" while the game goes on
  GameDate won;                                // the season it was won (when winner is set)
  std::vector<std::string> council;            // the Dukes of the winning Imperial Council
  std::optional<CouncilClaim> cabal;           // the latest qualifying cabal, until it lapses
  std::vector<std::string> proclaimed;         // the Dukes who proclaimed the Council, awaiting the umpire
  std::vector<CouncilDispute> disputes;        // Kings' disputes of the proclaimed Council
  std::vector<std::string> rulings;            // the umpire's rejected Councils, as recorded
};
Json to_json(const VictoryState& x);
VictoryState victory_state_from_json(const JsonCursor& c);

// ---- end of the season state

// An attacking column of a battle and how it came (11.7, G-28): the box it
// entered from and the kind of line it used.
struct BattleColumn {
  std::string column;
  std::string from;  // its launch box
  std::string by;    // "road", "highway" or "river"
};

// One battle (SK 11; digest P-09 to P-14, G-10, G-30): every column attacking
// one box in a player turn against every faction hostile to the attacker there
// (allies defend together). Made in the Combat step (battles.cpp).
struct Battle {
  std::string id;    // "b12"
  std::string date;  // "Summer 1741"
  std::string box;
  std::string attacker;                 // the faction whose turn it is
  std::vector<BattleColumn> attacking;
  std::vector<std::string> defenders;   // factions
  int attacker_cavalry = 0, defender_cavalry = 0;  // adjusted cavalry strength (11.2)
  std::string superiority = "neither";  // "attacker", "defender" or "neither" (11.2)
  std::string status = "pending";       // "pending", "withdrawn", "at_table", "fought"
  std::string engine = "tabletop";      // where it is fought once at the table: "tabletop" or a built-in engine's id
  std::string withdrew_to;              // where the defender withdrew before battle (11.3.1)
  Json setup = nullptr;                 // the battles::BattleSetup sent to the table
  std::string attacker_intelligence;    // what the umpire tells the attacker of the defender's position (11.5)
  Json result = nullptr;                // the battles::BattleResult entered
  std::vector<std::string> consequences;  // what was applied, in words
  std::map<std::string, std::vector<std::string>> promotions;  // side -> columns given a combat promotion (12.4.2)
  // SK 12.2, stand by stand: what each stand lost that its side recovers a share of, and what it got back
  // (infantry and cavalry; batteries' losses in melee), for the umpire's redistribution (sk.move_recovery).
  // Absent in files from before: empty.
  struct Recovered {
    int lost = 0, back = 0;
    std::string kind;  // "infantry_cavalry" or "guns_melee"
  };
  std::map<std::string, Recovered> recovered;  // stand -> its recovery
};
Json to_json(const Battle& b);
Battle battle_from_json(const JsonCursor& c);

// ---- Treaties and the Imperial Court (SK 5.2, 6.1-6.4, 18.2; digest §1.11,
// P-22, G-18; diplomacy.cpp). Seasons are GameDate::ordinal() where an int.

// A written treaty (6.2): binding once signed, enforceable only once lodged
// with the Imperial Court (6.2.1). Its text reaches only its parties
// (faction_diplomacy in diplomacy.h).
struct Treaty {
  std::string id;                      // "t1", "t2", ... in the order recorded
  std::string title;
  std::string text;                    // the full text as written
  std::vector<std::string> parties;    // factions
  std::vector<std::string> signed_by;  // the parties whose legible signatures it bears (>= 2, 6.2)
  GameDate inception;                  // mandatory (6.2)
  std::optional<GameDate> expiry;      // optional (6.2): it binds up to the season before this one
  std::string precedence;              // a precedence clause over other treaties, if any (6.2.2)
  int words = 0;                       // the text's length in words (6.2: one A4 side)
  GameDate recorded;                   // the season the umpire recorded it in
  std::optional<GameDate> lodged;      // the season it was lodged with the Imperial Court (6.2.1)
  std::optional<GameDate> terminated;  // mutual termination (6.2.3): it binds up to the season before this one
  std::vector<std::string> terminated_by;  // the parties who signed the termination (every party)
};

// An informal agreement (6.1): a note, never binding, never before the Court.
struct Agreement {
  std::string id;  // "a1", ...
  std::vector<std::string> parties;
  std::string text;
  GameDate recorded;
};

// A Court member's vote (6.3): did the defendants break the treaty?
struct Vote {
  std::string member;
  bool breach = false;
};

// A punishment of the party in default (6.3.1).
struct Punishment {
  std::string kind;     // "demote", "defect", "cede", "other"
  std::string subject;  // the column, stand, province or box ("" for "other")
  std::string to;       // the receiver: a faction, "neutral" or "independent" ("" for demote/other)
  std::string text;     // what happened, in words
  GameDate date;
};

// A case before the Imperial Court (6.3).
struct CourtCase {
  std::string id;  // "case1", ...
  std::string treaty;
  std::string plaintiff;
  std::vector<std::string> defendants;
  GameDate breach;                   // the season of the alleged breach
  std::string allegation;
  std::vector<int> evidence;         // journal entry numbers the umpire picked as evidence
  GameDate convened;                 // the season the Court was called; judgement is due before the next (6.3)
  std::string enforceability;        // at the breach: "enforceable" or "court_discretion" (6.2.4)
  int elapsed = 0;                   // seasons from the treaty's inception to the breach
  std::vector<std::string> members;  // every active player but the treaty's parties (6.3)
  std::string chief_justice = "umpire";  // "umpire" (Lord Chief Justice) or an elected member (6.3)
  std::vector<Vote> votes;
  bool judged = false;
  bool breach_found = false;
  std::string casting_vote;          // "breach" / "no_breach" when a hung court was decided by it, else ""
  std::vector<std::string> abstained;  // members who had not voted at the judgement
  std::string judgement;             // the judgement's text
  GameDate announced;                // the season it was announced in
  std::string late;                  // the umpire's reason when announced after its season, else ""
  std::vector<Punishment> punishments;
};

// They only grow over a campaign, and few commands change them: copy-on-write.
struct DiplomacyState {
  Cow<std::vector<Treaty>> treaties;
  Cow<std::vector<Agreement>> agreements;
  Cow<std::vector<CourtCase>> cases;
};
Json to_json(const DiplomacyState& x);
DiplomacyState diplomacy_state_from_json(const JsonCursor& c);

// A province that changed ruler by a plebiscite or a grant (SK 16.1.1,
// 16.1.2): public news for the season's gazette.
struct RulerChange {
  GameDate date;
  std::string province, ruler, previous;  // previous "" when it had none
  std::string how;                        // "plebiscite", "grant" or "award" (the umpire's, SK 16.1.2)
};

struct Faction {
  std::string id, name;
  bool king = false;
  bool active = true;  // inactive duchies are neutral and have no troops (18.1.2)
  int initiative = 0;  // the D6 rolled for turn order (7.1.2); 0 before it is rolled
};

struct SkState : GameState {
  MapPtr map;
  ForcesPtr forces;
  int start_year = 1740;
  GameDate date;
  Phase phase = Phase::Setup;
  std::vector<Faction> factions;
  std::vector<Officer> officers;
  std::vector<Column> columns;
  std::vector<Garrison> garrisons;
  std::vector<Magazine> magazines;
  // Hasty works (10.8): inches dug, by box and faction; kept while any of the
  // faction's entrenched columns stays in the box (10.8.2), gone when none does.
  std::map<std::string, std::map<std::string, double>> works;
  // Spring magazines received this spring (9.2): faction -> provinces.
  std::map<std::string, std::set<std::string>> spring_magazines;
  // Healthy Troops this spring (17.2.2): faction -> the province of the event.
  std::map<std::string, std::string> healthy_troops;
  std::vector<std::string> turn_order;  // factions in playing order for the season (7.1.2)
  std::size_t turn_index = 0;           // the position in turn_order of the current player turn
  Turn turn;
  StartStep start_step = StartStep::Magazines;  // when phase == SeasonStart
  // Generated commanders get invented names (officer_names.h). Campaigns made
  // by earlier versions named them after their column and keep doing so, so
  // that their journals replay to the states they recorded.
  bool invented_officer_names = false;
  // Campaigns made by this version keep the attrition still to allocate
  // (Turn::attrition_owed) and refuse to end the step after movement while any
  // is left (SK 9.6.2). Earlier campaigns allocated it by hand with no such
  // check; they keep none, so that their journals replay as they were played.
  bool attrition_ledger = false;
  EventsState events;
  RevoltState revolt;
  PromotionState promotion;
  VictoryState victory;
  // Every battle of the campaign, in order (battles.cpp); it only grows, so it is
  // shared between states until a command changes it (core/cow.h).
  Cow<std::vector<Battle>> battles;
  DiplomacyState diplomacy;     // treaties, agreements and the Imperial Court (diplomacy.cpp)
  // The maps below change rarely: copy-on-write (core/cow.h), shared between
  // states until a command writes to one.
  Cow<std::map<std::string, std::string>> rulers;   // province -> faction (absent: unruled)
  Cow<std::map<std::string, std::string>> captors;  // box -> faction that captured it (15.1)
  // Provinces each faction ruled at the start or has ruled since: their boxes
  // hold its civilian sympathisers for good (8.3.3).
  Cow<std::map<std::string, std::set<std::string>>> ever_ruled;
  // Plebiscites and grants, in order (kept from this version on: a file made
  // earlier has none, and its gazettes name none of its earlier changes).
  std::vector<RulerChange> ruler_changes;
  // How the troops of `other` count for `faction` (relations[faction][other]):
  // "hostile" (the default, G-07), "neutral" or "allied". Only hostile troops
  // stop movement, fight, block supply and inhibit scouting (8.3.2).
  Cow<std::map<std::string, std::map<std::string, std::string>>> relations;
  // The latest intelligence issued to each faction (8.1): what its report and
  // its view of the map are made from. The largest part of the state: shared
  // between states, and made into JSON only when read (LazyJson).
  std::map<std::string, LazyJson> pictures;
  // What each faction's reports have shown of foreign troops, box by box: the
  // last report that saw troops there, with its season, until a later report
  // on the box sees none (sightings.h). Kept since the map pages (SK 8.1); a
  // campaign stored before has none, and starts remembering at its next issue.
  std::map<std::string, LazyJson> sightings;
  // Campaign settings (named rule options and reconstructed values), see settings.h.
  std::map<std::string, int> settings;
  int next_id = 1;                             // for new ids
  Json options = Json::object();               // the scenario options it was made with

  Json to_json() const override;
  MapChecks map_checks() const;  // the campaign's option "map_checks"

  const Faction* faction(const std::string& id) const;
  // "there is no faction \"argoiza\"; did you mean argozia? (the factions: ...)"
  std::string no_faction(const std::string& id) const;
  Faction* faction_mut(const std::string& id);
  const Column* column(const std::string& id) const;
  Column* column(const std::string& id);
  const Officer* officer(const std::string& id) const;
  Officer* officer(const std::string& id);
  const Garrison* garrison(const std::string& id) const;
  // The same, for an id that must exist (checked by a command's validation or
  // by the load check): a UserError naming it otherwise, never a null pointer.
  const Faction& faction_at(const std::string& id) const;
  const Column& column_at(const std::string& id) const;
  Column& column_at(const std::string& id);
  const Officer& officer_at(const std::string& id) const;
  Officer& officer_at(const std::string& id);
  Garrison& garrison_at(const std::string& id);
  // The column or garrison holding a stand; nullptr when there is none.
  struct StandPlace {
    Column* column = nullptr;
    Garrison* garrison = nullptr;
    std::size_t index = 0;
    std::string box() const { return column ? column->box : garrison->box; }
    std::string owner() const { return column ? column->owner : garrison->owner; }
    Stand& stand() const { return column ? column->stands[index] : garrison->stands[index]; }
  };
  std::optional<StandPlace> find_stand(const std::string& stand_id);
  StandPlace stand_at(const std::string& stand_id);  // a UserError naming it when there is none
  bool has_stand(const std::string& stand_id) const;
  // Puts a column in a box, with the DC who commands it.
  void move_column(Column& column, const std::string& box);

  // Holder of a box: its captor, else its province's ruler, else "" (G-08).
  std::string holder(const std::string& box_id) const;
  // The provinces a faction sets up in (5.1; G-34 for duchies).
  std::vector<std::string> home_provinces(const std::string& faction) const;
  std::string new_id(const std::string& prefix);
  // Whether `other`'s troops are hostile to `faction` (G-07; Rebels always are).
  bool hostile(const std::string& faction, const std::string& other) const;
};

const SkState& sk_state(const CampaignState& s);
// A copy of the game state to modify and put back with `with_state`.
std::shared_ptr<SkState> copy_state(const CampaignState& s);
CampaignState with_state(const CampaignState& s, std::shared_ptr<SkState> next);

std::shared_ptr<SkState> state_from_json(const JsonCursor& c);

}  // namespace umpire::sk
