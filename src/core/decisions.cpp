#include "core/decisions.h"

namespace umpire {

const DecisionOption* DecisionRequest::option(const std::string& id) const {
  for (const auto& o : options)
    if (o.id == id) return &o;
  return nullptr;
}

std::vector<std::string> DecisionOption::ref_ids(const std::string& role) const {
  std::vector<std::string> out;
  for (const auto& r : refs)
    if (r.role == role) out.push_back(r.id);
  return out;
}

std::string DecisionRequest::describe() const {
  std::string out = label + ": ";
  for (std::size_t i = 0; i < options.size(); ++i) {
    if (i) out += i + 1 == options.size() ? " or " : ", ";
    out += options[i].id;
    if (!options[i].text.empty() && options[i].text != options[i].id) out += " (" + options[i].text + ")";
  }
  return out;
}

std::string Decision::describe() const { return label + ": " + choice + (by.empty() ? "" : " (" + by + ")"); }

Json to_json(const Decision& d) {
  Json out{{"label", d.label}, {"side", d.side}, {"choice", d.choice}, {"by", d.by}};
  if (d.secret) out["secret"] = true;  // only when true: every journal without secrets stays as it was
  return out;
}

Decision decision_from_json(const JsonCursor& c) {
  c.only_keys({"label", "side", "choice", "by", "secret"});
  return Decision{c["label"].as_string(), c.optional_string("side"), c["choice"].as_nonempty_string(),
                  c.optional_string("by"), c.has("secret") && c["secret"].as_bool()};
}

Json to_json(const std::vector<Decision>& ds) {
  Json out = Json::array();
  for (const auto& d : ds) out.push_back(to_json(d));
  return out;
}

std::vector<Decision> decisions_from_json(const JsonCursor& c) {
  std::vector<Decision> out;
  for (const auto& item : c.items()) out.push_back(decision_from_json(item));
  return out;
}

DecisionNeeded::DecisionNeeded(DecisionRequest request)
    : UserError("a decision is needed: " + request.describe()), request_(std::move(request)) {}

std::string ScriptedDecisions::choose(const DecisionRequest& request) {
  if (choices_.empty()) throw DecisionNeeded(request);
  std::string c = std::move(choices_.front());
  choices_.pop_front();
  return c;
}

std::string DoctrineDecisions::choose(const DecisionRequest& request) {
  if (!request.advice.empty()) return request.advice;
  if (request.options.empty()) throw UserError("decision \"" + request.label + "\" has no options");
  return request.options.front().id;
}

std::string RecordedDecisions::choose(const DecisionRequest& request) {
  if (next_ >= made_.size())
    throw UserError("the journal has no recorded decision for \"" + request.label +
                    "\": the rules ask for more decisions than were made when this was recorded");
  const Decision& d = made_[next_++];
  if (d.label != request.label)
    throw UserError("the journal's decision \"" + d.label + "\" does not match \"" + request.label +
                    "\": the rules changed since this was recorded");
  by_ = d.by;
  return d.choice;
}

std::string Decisions::choose(const DecisionRequest& request) {
  if (advice_only_) {  // nothing recorded: the advice, checked against the options when they were built
    if (request.options.empty()) {
      if (request.advice.empty())
        throw UserError("decision \"" + request.label + "\" has neither options nor the doctrine's advice");
      return request.advice;
    }
    std::string choice = request.advice.empty() ? request.options.front().id : request.advice;
    if (!request.option(choice))
      throw UserError("the doctrine's \"" + choice + "\" is not one of the options for \"" + request.label + "\"");
    return choice;
  }
  if (request.options.empty()) throw UserError("decision \"" + request.label + "\" has no options");
  std::string choice, by;
  if (doctrine_ && !(source_ && source_->replays())) {
    DoctrineDecisions doctrine;
    choice = doctrine.choose(request);
    by = doctrine.by();
  } else {
    if (!source_) throw DecisionNeeded(request);
    choice = source_->choose(request);
    by = source_->by();
  }
  if (!request.option(choice)) {
    std::string known;
    for (const auto& o : request.options) known += (known.empty() ? "" : ", ") + o.id;
    throw UserError("\"" + choice + "\" is not one of the options for \"" + request.label + "\" (" + known + ")");
  }
  made_.push_back(Decision{request.label, request.side, choice, by, request.secret});
  return choice;
}

}  // namespace umpire
