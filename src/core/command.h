// Commands and their arguments. A command is declared once: a typed argument
// struct, an argument schema built beside the struct's fields (so the reader
// is driven by the schema and the two cannot drift), a pure check (state and
// arguments to the reasons it is illegal; it is given no dice, so it cannot
// roll), a pure apply (state, arguments and dice to an Outcome), and flags the
// engine and the command line act on.
//
// A malformed argument (an unknown key, a missing one, a wrong type, a number
// out of range) is found in one place, check_args, which throws a JsonError
// naming the argument; the engine turns every JsonError into the one refusal
// "bad arguments for <command>: at /args/<name>: ...".
//
// Included at the end of core/game.h, so whoever includes game.h has it.
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "core/game.h"

namespace umpire {

// The JSON type an argument takes.
enum class ArgType {
  Text,     // any string: a name, a reason, an allegation
  Id,       // a string naming a thing of a kind (ArgSpec::kind): a box, a column, a faction ...
  Choice,   // one of a fixed set of words (ArgSpec::choices)
  Integer,  // a whole number from ArgSpec::min to ArgSpec::max
  Number,   // any number
  Bool,     // true or false
  List,     // an array of ArgSpec::item (Text, Id, Integer within min..max, or Object)
  Object,   // a JSON object whose shape ArgSpec::meaning describes
  Any,      // any JSON value whose shape ArgSpec::meaning describes
};

struct ArgSpec {
  std::string name = {};
  ArgType type = ArgType::Text;
  std::string kind = {};                 // Id, or a List of ids: "box", "column", "faction" ...
  bool required = true;
  Json fallback = nullptr;               // an optional argument's value when absent (null: none)
  std::int64_t min = std::numeric_limits<std::int64_t>::min();  // Integer
  std::int64_t max = std::numeric_limits<std::int64_t>::max();
  std::vector<std::string> choices = {};  // Choice
  ArgType item = ArgType::Text;          // List: what each item is
  bool nonempty = false;                 // Text, Id, or a List's items: "" is refused
  std::size_t min_items = 0;             // List
  std::string meaning = {};              // one line for `umpire help`
  Json example = nullptr;                // a value for the command's example (null: left out of it)

  // Builder steps, so a declaration reads as one line.
  ArgSpec& eg(Json value) { example = std::move(value); return *this; }
  ArgSpec& optional() { required = false; return *this; }
  ArgSpec& or_else(Json value) { required = false; fallback = std::move(value); return *this; }
  ArgSpec& at_least(std::size_t n) { min_items = n; return *this; }
  ArgSpec& not_empty() { nonempty = true; return *this; }

  // "box id", "integer from 0 to 6", "one of hostile, neutral, allied", "list of stand ids".
  std::string type_name() const;
};

// Spec builders: arg::id("box", "box", "where the column goes").eg("ostmoor").
namespace arg {
ArgSpec text(std::string name, std::string meaning);
ArgSpec id(std::string name, std::string kind, std::string meaning);
ArgSpec choice(std::string name, std::vector<std::string> choices, std::string meaning);
ArgSpec integer(std::string name, std::int64_t min, std::int64_t max, std::string meaning);
ArgSpec number(std::string name, std::string meaning);
ArgSpec flag(std::string name, std::string meaning);
ArgSpec texts(std::string name, std::string meaning);
ArgSpec ids(std::string name, std::string kind, std::string meaning);
ArgSpec objects(std::string name, std::string meaning);
ArgSpec integers(std::string name, std::int64_t min, std::int64_t max, std::string meaning);
ArgSpec object(std::string name, std::string meaning);
ArgSpec any(std::string name, std::string meaning);
}  // namespace arg

// The one place a malformed argument is found: `args` is an object with no
// key outside the schema, every required argument present and every present
// one of its type. Throws a JsonError naming the argument.
void check_args(const std::vector<ArgSpec>& specs, const JsonCursor& args);
// One present value against its spec.
void check_arg(const ArgSpec& spec, const JsonCursor& value);
// An example command's arguments: every argument that has an example.
Json example_args(const std::vector<ArgSpec>& specs);

// Flags in OpenTTD's manner: what the engine, the command line and the GUI
// do with a command beyond checking and applying it.
enum CommandFlag : unsigned {
  kNoFlags = 0,
  // The umpire's ruling outside the rules (a correction, a setting, a name):
  // listed apart from the rules' commands; its events cite no rule.
  kUmpireRuling = 1u << 0,
  // Only during the game's set-up: the engine refuses it afterwards, with the
  // reason GameModule::setup_over gives, before the command's own check.
  kSetupOnly = 1u << 1,
  // An order a faction's player gives (the umpire enters it for them);
  // listed with the players' orders.
  kPlayerOrder = 1u << 2,
};
// Words for the flags, for `umpire help`: "umpire's ruling outside the rules".
std::vector<std::string> flag_words(unsigned flags);

// A named command as the engine sees it. `validate` is a dry run: it returns
// the reasons the command is illegal (empty when legal) and never rolls dice.
// `apply` is only called on a command that validated; it returns the new state
// and the events. Both may throw JsonError for malformed arguments; the engine
// turns that into a Reason. define() below builds both from a typed command.
struct CommandDef {
  std::string name = {};     // "core.note", "sk.march"
  std::string summary = {};  // one line for `umpire help`, `umpire info` and the GUI
  std::function<std::vector<Reason>(const CampaignState&, const JsonCursor& args)> validate = {};
  std::function<Outcome(const CampaignState&, const JsonCursor& args, Dice& dice)> apply = {};
  // Set instead of apply for a command that asks decisions (decisions.h): a
  // battle engine's move. Its decisions are journaled with it like its dice.
  std::function<Outcome(const CampaignState&, const JsonCursor& args, Dice& dice, Decisions& decisions)> decide = {};
  unsigned flags = kNoFlags;
  std::vector<ArgSpec> args = {};  // the argument schema
  Json example = Json::object();   // an example command's arguments

  bool has(CommandFlag f) const { return (flags & f) != 0; }
};

namespace detail {
template <class T> struct is_optional : std::false_type {};
template <class T> struct is_optional<std::optional<T>> : std::true_type {};

// A value read from JSON already checked against its spec (check_arg).
template <class M>
M extract(const JsonCursor& c) {
  if constexpr (std::is_same_v<M, std::string>) return c.as_string();
  else if constexpr (std::is_same_v<M, bool>) return c.as_bool();
  else if constexpr (std::is_integral_v<M>) return static_cast<M>(c.as_int());
  else if constexpr (std::is_same_v<M, double>) return c.as_number();
  else if constexpr (std::is_same_v<M, std::vector<std::string>>) return c.as_strings();
  else if constexpr (std::is_same_v<M, Json>) return c.value();
  else static_assert(sizeof(M) == 0, "no reader for this argument type: give the field a parser");
}

// Whether a field of C++ type M can hold an argument of this spec: the guard
// that keeps a schema honest about the struct beside it.
template <class M>
bool fits(const ArgSpec& s) {
  if constexpr (std::is_same_v<M, std::string>) return s.type == ArgType::Text || s.type == ArgType::Id || s.type == ArgType::Choice;
  else if constexpr (std::is_same_v<M, bool>) return s.type == ArgType::Bool;
  else if constexpr (std::is_integral_v<M>)
    return s.type == ArgType::Integer && s.min >= std::numeric_limits<M>::min() && s.max <= std::numeric_limits<M>::max();
  else if constexpr (std::is_same_v<M, double>) return s.type == ArgType::Number;
  else if constexpr (std::is_same_v<M, std::vector<std::string>>) return s.type == ArgType::List && s.item != ArgType::Object && s.item != ArgType::Integer;
  else if constexpr (std::is_same_v<M, Json>) return true;
  else return false;
}
}  // namespace detail

// The schema of an argument struct A, each spec bound to the field it fills.
template <class A>
class ArgsOf {
 public:
  // A field read by the schema's own reader. An optional argument goes into a
  // std::optional field, or into a plain one when the spec has a fallback.
  template <class M>
  ArgsOf& field(M A::*member, ArgSpec spec) {
    using V = typename unwrap<M>::type;
    if constexpr (detail::is_optional<M>::value) spec.required = false;
    if (!detail::fits<V>(spec)) throw std::logic_error("argument \"" + spec.name + "\" does not fit its field's type");
    if (!detail::is_optional<M>::value && !spec.required && spec.fallback.is_null())
      throw std::logic_error("optional argument \"" + spec.name + "\" needs a std::optional field or a fallback");
    std::string name = spec.name;
    Json fallback = spec.fallback;
    specs_.push_back(std::move(spec));
    readers_.push_back([member, name, fallback](A& a, const JsonCursor& args) {
      if (auto v = args.optional(name)) a.*member = detail::extract<V>(*v);
      else if (!fallback.is_null()) a.*member = detail::extract<V>(JsonCursor(fallback, "default"));
    });
    return *this;
  }
  // A field of a structured type (a list of objects, a nested record) read by
  // `parse`, which throws JsonError for what check_arg cannot see.
  template <class M, class Parse>
  ArgsOf& field(M A::*member, ArgSpec spec, Parse parse) {
    std::string name = spec.name;
    specs_.push_back(std::move(spec));
    readers_.push_back([member, name, parse](A& a, const JsonCursor& args) {
      if (auto v = args.optional(name)) a.*member = parse(*v);
    });
    return *this;
  }

  // Checks the arguments against the schema, then fills the struct: the only
  // reader of a typed command's arguments.
  A read(const JsonCursor& args) const {
    check_args(specs_, args);
    A a{};
    for (const auto& r : readers_) r(a, args);
    return a;
  }
  const std::vector<ArgSpec>& specs() const { return specs_; }

 private:
  template <class M> struct unwrap { using type = M; };
  template <class M> struct unwrap<std::optional<M>> { using type = M; };

  std::vector<ArgSpec> specs_;
  std::vector<std::function<void(A&, const JsonCursor&)>> readers_;
};

struct NoArgs {};

// A typed command. `check` is pure and never rolls (it has no dice); `apply`
// is only called on arguments `check` passed.
template <class A>
struct Command {
  std::string name = {};
  std::string summary = {};
  unsigned flags = kNoFlags;
  ArgsOf<A> args = {};
  std::function<std::vector<Reason>(const CampaignState&, const A&)> check = {};
  std::function<Outcome(const CampaignState&, const A&, Dice&)> apply = {};
  // Instead of apply, for a command that asks decisions.
  std::function<Outcome(const CampaignState&, const A&, Dice&, Decisions&)> decide = {};
  Json example = nullptr;  // an example's arguments; null: every argument's example
};

template <class A>
CommandDef define(Command<A> c) {
  auto cmd = std::make_shared<const Command<A>>(std::move(c));
  CommandDef d;
  d.name = cmd->name;
  d.summary = cmd->summary;
  d.flags = cmd->flags;
  d.args = cmd->args.specs();
  d.example = cmd->example.is_null() ? example_args(d.args) : cmd->example;
  d.validate = [cmd](const CampaignState& s, const JsonCursor& a) {
    A args = cmd->args.read(a);
    return cmd->check ? cmd->check(s, args) : std::vector<Reason>{};
  };
  if (cmd->decide)
    d.decide = [cmd](const CampaignState& s, const JsonCursor& a, Dice& dice, Decisions& decisions) {
      return cmd->decide(s, cmd->args.read(a), dice, decisions);
    };
  else
    d.apply = [cmd](const CampaignState& s, const JsonCursor& a, Dice& dice) { return cmd->apply(s, cmd->args.read(a), dice); };
  return d;
}

// A command whose lambdas still read their own arguments, given its schema:
// the schema is checked first (the one place malformed arguments are found),
// then the old reader runs. For commands not yet moved to define().
CommandDef with_schema(CommandDef legacy, std::vector<ArgSpec> args, unsigned flags = kNoFlags, Json example = nullptr);

}  // namespace umpire
