#include "ui/command_form.h"

#include <imgui.h>

#include <algorithm>
#include <cctype>

#include "ui/windows.h"

namespace umpire::formui {

void CommandDraft::clear_map() {
  from.clear(), units.clear(), commanders.clear(), path.clear(), piece.clear(), losses.clear(), drop_off.clear();
}

void CommandDraft::restart(std::string next) {
  CommandDraft fresh;
  fresh.command = std::move(next);
  fresh.picking = picking;
  *this = std::move(fresh);
}

FormField form_field(const ArgSpec& spec, const FormKinds& kinds) {
  if (spec.type == ArgType::List && spec.item == ArgType::Id) {
    if (spec.kind == "unit") return spec.name == "losses" ? FormField::Losses : FormField::Units;
    if (spec.kind == "commander") return FormField::Commanders;
    if (spec.kind == kinds.place) return FormField::Path;
  }
  if (kinds.drop_off && spec.name == "drop_off" && spec.type == ArgType::List) return FormField::DropOff;
  if (spec.type == ArgType::Id) {
    if (spec.kind == kinds.place) return spec.name == "from" ? FormField::From : FormField::Place;
    if (kinds.pieces_on_map && (spec.kind == "unit" || spec.kind == "commander")) return FormField::Piece;
  }
  return FormField::Typed;
}

bool takes_path(const CommandDef& def, const FormKinds& kinds) {
  return std::any_of(def.args.begin(), def.args.end(),
                     [&](const ArgSpec& a) { return form_field(a, kinds) == FormField::Path; });
}

bool clicks_make_path(const CommandDef* def, const FormKinds& kinds) {
  return !kinds.one_place || (def && takes_path(*def, kinds));
}

bool form_map_click(CommandDraft& d, bool path, const std::string& place) {
  if (!d.picking) return false;
  if (!path) {
    if (d.from != place) {
      d.from = place;
      d.units.clear(), d.commanders.clear(), d.piece.clear(), d.losses.clear();
    }
    return true;
  }
  if (d.from.empty()) {
    d.clear_map();
    d.from = place;
  } else if (!d.path.empty() && d.path.back() == place) {
    d.path.pop_back();
  } else if (!(d.path.empty() && place == d.from)) {  // the army's own place again adds nothing
    d.path.push_back(place);
  }
  return true;
}

void toggle_loss(CommandDraft& d, const std::string& unit) {
  auto it = std::find(d.losses.begin(), d.losses.end(), unit);
  if (it == d.losses.end())
    d.losses.push_back(unit);
  else
    d.losses.erase(it);
}

namespace {

Json form_typed_value(const ArgSpec& spec, const CommandDraft& d) {
  if (spec.type == ArgType::Bool) {
    auto it = d.flags.find(spec.name);
    if (it != d.flags.end()) return it->second;
    return spec.fallback.is_null() ? Json(false) : spec.fallback;
  }
  if (spec.type == ArgType::Integer) {
    if (auto n = d.numbers.find(spec.name); n != d.numbers.end()) return n->second;
    auto it = d.texts.find(spec.name);
    if (it == d.texts.end() || it->second.empty()) return spec.fallback.is_null() ? Json(nullptr) : spec.fallback;
    Json parsed = Json::parse(it->second, nullptr, false);
    return parsed.is_number_integer() ? parsed : Json(it->second);
  }
  auto it = d.texts.find(spec.name);
  if (it == d.texts.end() || it->second.empty()) return nullptr;
  if (spec.type == ArgType::Text || spec.type == ArgType::Id || spec.type == ArgType::Choice) return it->second;
  // Any other shape is typed as JSON; what does not parse goes as text, for the check to name.
  Json parsed = Json::parse(it->second, nullptr, false);
  return parsed.is_discarded() ? Json(it->second) : parsed;
}

}  // namespace

Json form_command(const CommandDef& def, const CommandDraft& d, const FormKinds& kinds) {
  Json args = Json::object();
  const bool path = clicks_make_path(&def, kinds);
  for (const auto& spec : def.args) {
    Json v = nullptr;
    switch (form_field(spec, kinds)) {
      case FormField::Units: v = Json(std::vector<std::string>(d.units.begin(), d.units.end())); break;
      case FormField::Losses: v = Json(d.losses); break;
      case FormField::Commanders: v = Json(std::vector<std::string>(d.commanders.begin(), d.commanders.end())); break;
      case FormField::Path: v = Json(d.path); break;
      case FormField::DropOff:
        // The pieces left on the way, in the path's order (a place taken back off the path drops nothing).
        v = Json::array();
        for (const auto& p : d.path) {
          auto it = d.drop_off.find(p);
          if (it != d.drop_off.end() && !it->second.empty())
            v.push_back(
                Json{{kinds.place, p}, {"pieces", std::vector<std::string>(it->second.begin(), it->second.end())}});
        }
        break;
      case FormField::From:
        if (!d.from.empty()) v = d.from;
        break;
      case FormField::Place:
        if (path && !d.path.empty())
          v = d.path.back();
        else if (!path && !d.from.empty())
          v = d.from;
        break;
      case FormField::Piece:
        if (!d.piece.empty()) v = d.piece;
        break;
      case FormField::Typed: v = form_typed_value(spec, d); break;
    }
    // An optional list left empty is left out, as is any optional value not given.
    if (v.is_null() || (!spec.required && v.is_array() && v.empty())) continue;
    args[spec.name] = std::move(v);
  }
  return Json{{"type", def.name}, {"args", std::move(args)}};
}

namespace {

std::string form_capitalised(std::string s) {
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}

// The words for an argument: its meaning, else its name.
std::string form_arg_words(const ArgSpec& spec) { return spec.meaning.empty() ? spec.name : spec.meaning; }

}  // namespace

FormVerdict judge_form(const Campaign& campaign, const CommandDef& def, const Json& command) {
  FormVerdict v;
  const Json& args = command.contains("args") ? command["args"] : Json::object();
  for (const auto& spec : def.args) {
    if (!spec.required) continue;
    auto it = args.find(spec.name);
    if (it == args.end() || (it->is_array() && it->size() < spec.min_items)) v.owed.push_back(form_arg_words(spec));
  }
  if (!v.owed.empty()) return v;  // judged once everything owed is given
  for (const auto& r : campaign.validate(command)) v.refusals.push_back(form_words(def, r));
  return v;
}

Reason form_words(const CommandDef& def, const Reason& reason) {
  const std::string lead = "bad arguments for " + def.name + ": at ";
  if (!reason.rule.empty() || reason.text.rfind(lead, 0) != 0) return reason;
  const std::string rest = reason.text.substr(lead.size());  // "/args/from: expected ..."
  const auto colon = rest.find(": ");
  const std::string pointer = rest.substr(0, colon);
  const std::string detail = colon == std::string::npos ? std::string() : rest.substr(colon + 2);
  std::string name;
  if (pointer.rfind("/args/", 0) == 0) name = pointer.substr(6, pointer.find('/', 6) - 6);
  for (const auto& spec : def.args)
    if (spec.name == name) return Reason{"", form_capitalised(form_arg_words(spec)) + ": " + detail};
  return Reason{"", form_capitalised(detail.empty() ? "the arguments are not right" : detail)};
}

void draw_form_verdict(const FormVerdict& verdict, const char* allowed) {
  if (!verdict.owed.empty()) {
    std::string owed;
    for (const auto& o : verdict.owed) owed += (owed.empty() ? "" : "; ") + o;
    text_disabled_wrapped("Still to give: " + owed + ".");
  } else if (verdict.refusals.empty()) {
    text_wrapped_coloured(Palette::success(), allowed);
  } else {
    for (const auto& r : verdict.refusals) text_wrapped_coloured(Palette::refusal(), r.describe());
  }
}

void draw_piece_ticks(const std::vector<FormPiece>& pieces, CommandDraft& d, const char* child_id) {
  const bool scroll = pieces.size() > 8;
  if (scroll) ImGui::BeginChild(child_id, ImVec2(0, ImGui::GetFrameHeightWithSpacing() * 8), true);
  for (const auto& p : pieces) {
    std::set<std::string>& set = p.commander ? d.commanders : d.units;
    bool on = set.count(p.id) > 0;
    if (ImGui::Checkbox((p.name + "##tick" + p.id).c_str(), &on)) {
      if (on)
        set.insert(p.id);
      else
        set.erase(p.id);
    }
  }
  if (scroll) ImGui::EndChild();
  if (pieces.empty()) return;
  if (ImGui::SmallButton("Tick all"))
    for (const auto& p : pieces) (p.commander ? d.commanders : d.units).insert(p.id);
  ImGui::SameLine();
  if (ImGui::SmallButton("Tick none")) d.units.clear(), d.commanders.clear();
}

void draw_loss_ticks(const std::vector<FormPiece>& pieces, CommandDraft& d, const char* child_id) {
  text_disabled_wrapped("Tick the units that take the losses, in the order they take them (none: the rule's order).");
  const bool scroll = child_id && pieces.size() > 8;
  if (scroll) ImGui::BeginChild(child_id, ImVec2(0, ImGui::GetFrameHeightWithSpacing() * 8), true);
  for (const auto& p : pieces) {
    if (p.commander) continue;
    const auto at = std::find(d.losses.begin(), d.losses.end(), p.id);
    bool on = at != d.losses.end();
    const std::string label = (on ? std::to_string(at - d.losses.begin() + 1) + ". " : std::string()) + p.name;
    if (ImGui::Checkbox((label + "##loss" + p.id).c_str(), &on)) toggle_loss(d, p.id);
  }
  if (scroll) ImGui::EndChild();
}

void draw_path_line(const CommandDraft& d, const std::function<std::string(const std::string&)>& name) {
  std::string words = name(d.from);
  for (const auto& p : d.path) words += " \xe2\x86\x92 " + name(p);
  ImGui::TextWrapped("Path: %s", words.c_str());
}

void draw_path_buttons(CommandDraft& d, const std::string& place, const std::string& places) {
  if (d.path.empty()) {
    text_disabled_wrapped("Click the " + places + " of the path on the map, one after the other.");
    return;
  }
  if (ImGui::SmallButton(("Take back the last " + place).c_str())) d.path.pop_back();
  ImGui::SameLine();
  if (ImGui::SmallButton("Clear the path")) d.path.clear();
}

std::string field_label(const ArgSpec& spec) {
  std::string words = spec.name;
  std::replace(words.begin(), words.end(), '_', ' ');
  return spec.required ? words : words + " (optional)";
}

}  // namespace umpire::formui
