#include "support/leak_harness.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <set>
#include <stdexcept>

#include <unistd.h>

#include "report/html.h"
#include "report/markdown.h"
#include "report/pdf.h"
#include "session/engine.h"

namespace umpire::leak {

namespace {

struct Written {
  report::Document doc;
  std::string markdown, html;
};

Written write(const report::Handout& h, const CampaignState& s, const std::string& recipient) {
  Written w{h.write(s, recipient), {}, {}};
  w.markdown = report::to_markdown(w.doc);
  w.html = report::to_html(w.doc);
  return w;
}

// The PDF's text as a reader copies it out (pdftotext), which is what a
// player could find in the file.
std::string pdf_text(const report::Document& doc) {
  static int counter = 0;
  std::string path = "/tmp/umpire_leak_" + std::to_string(::getpid()) + "_" + std::to_string(++counter) + ".pdf";
  report::write_pdf(doc, path);
  std::string text;
  FILE* pipe = ::popen(("pdftotext -layout " + path + " - 2>/dev/null").c_str(), "r");
  if (!pipe) throw std::runtime_error("cannot run pdftotext");
  std::array<char, 4096> buf{};
  std::size_t n;
  while ((n = std::fread(buf.data(), 1, buf.size(), pipe)) > 0) text.append(buf.data(), n);
  ::pclose(pipe);
  std::remove(path.c_str());
  if (text.empty()) throw std::runtime_error("pdftotext gave no text for " + path);
  return text;
}

// As the program does before printing: the provider's refresh command with the
// campaign's seeded dice, then the game's own settling.
// `recipient`: refresh for it alone (Perturbation::refresh_recipient).
CampaignState settle(const Subject& subject, const report::ReportProvider& p, const CampaignState& s,
                     const std::string* recipient = nullptr) {
  CampaignState out = s;
  Json refresh = recipient && subject.refresh_for ? subject.refresh_for(*recipient) : p.refresh_command;
  if (!refresh.is_null()) {
    CommandSet commands(subject.module.get());
    SeededDice source(s.core.seed, 0);
    Execution ex = execute(commands, s, refresh, source);
    if (!ex.ok) {
      std::string why;
      for (const auto& r : ex.reasons) why += " " + r.text;
      throw std::runtime_error(subject.game + ": the refresh command was refused:" + why);
    }
    out = ex.outcome.state;
  }
  return subject.settle ? subject.settle(out) : out;
}

// One sample: its recipients' handouts as written before any change, written
// when first needed (a perturbation may ask for few of them).
class Before {
 public:
  Before(const report::ReportProvider& p, CampaignState settled) : settled_(std::move(settled)) {
    for (const report::Handout* h : p.every_handout())
      for (const auto& [id, name] : h->recipients(settled_))
        if (h->not_ready(settled_, id).empty()) ready_[h->id].push_back(id);
  }
  const std::vector<std::string>& recipients(const report::Handout& h) { return ready_[h.id]; }
  const Written& written(const report::Handout& h, const std::string& recipient) {
    auto key = std::make_pair(h.id, recipient);
    auto it = written_.find(key);
    if (it == written_.end()) it = written_.emplace(key, write(h, settled_, recipient)).first;
    return it->second;
  }

 private:
  CampaignState settled_;
  std::map<std::string, std::vector<std::string>> ready_;
  std::map<std::pair<std::string, std::string>, Written> written_;
};

const report::Handout* find_handout(const report::ReportProvider& p, const std::string& id) {
  for (const report::Handout* h : p.every_handout())
    if (h->id == id) return h;
  return nullptr;
}

struct Run {
  const Subject& subject;
  const report::ReportProvider& provider;
  Result result;

  void fail(const Perturbation& p, const std::string& recipient, const std::string& format, std::uint32_t seed) {
    result.failures.push_back(Failure{p.handout, recipient, p.name, format, seed, p.visible});
  }

  // Hidden: nothing the recipient reads may change; counts what others saw.
  void compare_hidden(const Perturbation& p, const report::Handout& h, const CampaignState& after, const std::string& r,
                      const Written& now, std::uint32_t seed, Before& before, bool pdf) {
    const Written& was = before.written(h, r);
    if (now.markdown != was.markdown) fail(p, r, "markdown", seed);
    if (now.html != was.html) fail(p, r, "html", seed);
    if (pdf && now.markdown == was.markdown) {
      ++result.pdf_compared;
      if (pdf_text(now.doc) != pdf_text(was.doc)) fail(p, r, "pdf", seed);
    }
    // Others' handouts are written only until the change is proved real.
    for (const auto& other : before.recipients(h)) {
      if (result.seen_by_others[p.name] >= p.seen_by_others_at_least) return;
      if (other != r && h.not_ready(after, other).empty() &&
          write(h, after, other).markdown != before.written(h, other).markdown)
        ++result.seen_by_others[p.name];
    }
  }

  // The recipients a perturbation is tried for in this sample.
  static std::vector<std::string> chosen(const Perturbation& p, const std::vector<std::string>& all,
                                         std::uint32_t seed) {
    if (p.recipients == 0 || p.recipients >= all.size()) return all;
    std::vector<std::string> out;
    for (std::size_t k = 0; k < p.recipients; ++k) out.push_back(all[(seed + k) % all.size()]);
    return out;
  }

  void sample(std::uint32_t seed) {
    CampaignState base = subject.sample(seed);
    Before before(provider, settle(subject, provider, base));
    std::set<std::pair<std::string, std::string>> pdf_done;  // (handout, recipient)
    for (std::size_t i = 0; i < subject.perturbations.size(); ++i) {
      const Perturbation& p = subject.perturbations[i];
      const report::Handout* h = find_handout(provider, p.handout);
      if (!h || (p.samples > 0 && seed > p.samples)) continue;  // a missing handout is reported once, in check()
      Rng rng(seed * 7919u + static_cast<std::uint32_t>(i) * 104729u);
      for (const auto& r : chosen(p, before.recipients(*h), seed)) {
        CampaignState changed = base;
        if (!p.apply(changed, r, rng)) continue;
        ++result.applied[p.name];
        CampaignState after = settle(subject, provider, changed, p.refresh_recipient ? &r : nullptr);
        if (!h->not_ready(after, r).empty()) {
          fail(p, r, "", seed);
          continue;
        }
        Written now = write(*h, after, r);
        ++result.checked[h->id];
        if (p.visible) {
          if (now.markdown == before.written(*h, r).markdown) fail(p, r, "markdown", seed);
          if (now.html == before.written(*h, r).html) fail(p, r, "html", seed);
          continue;
        }
        bool pdf = seed <= subject.pdf_samples && pdf_done.insert({h->id, r}).second;
        compare_hidden(p, *h, after, r, now, seed, before, pdf);
      }
    }
  }

  // What the samples failed to offer: the run proves nothing about it.
  void blind_spots() {
    for (const auto& p : subject.perturbations) {
      if (!find_handout(provider, p.handout))
        result.problems.push_back("perturbation \"" + p.name + "\" is for handout \"" + p.handout + "\", which " +
                                  subject.game + " does not have");
      int applied = result.applied[p.name];
      if (applied < p.at_least)
        result.problems.push_back("perturbation \"" + p.name + "\" applied " + std::to_string(applied) +
                                  " times, fewer than " + std::to_string(p.at_least));
      int seen = result.seen_by_others[p.name];
      if (!p.visible && seen < p.seen_by_others_at_least)
        result.problems.push_back("perturbation \"" + p.name + "\" changed other recipients' handouts " +
                                  std::to_string(seen) + " times, fewer than " +
                                  std::to_string(p.seen_by_others_at_least));
    }
    for (const report::Handout* h : provider.every_handout()) {
      bool hidden = false, visible = false;
      for (const auto& p : subject.perturbations)
        if (p.handout == h->id) (p.visible ? visible : hidden) = true;
      if (!hidden || !visible)
        result.problems.push_back("handout \"" + h->id + "\" has no " + (hidden ? "visible" : "hidden") +
                                  " perturbation");
      if (result.checked[h->id] == 0)
        result.problems.push_back("handout \"" + h->id + "\" was never checked: no sample has a recipient for it");
    }
    if (result.pdf_compared == 0 && subject.pdf_samples > 0)
      result.problems.push_back("no PDF was compared (no hidden perturbation applied in the first samples)");
  }
};

std::vector<std::function<Subject()>>& factories() {
  static std::vector<std::function<Subject()>> all;
  return all;
}

}  // namespace

std::string Failure::describe() const {
  std::string what = "handout \"" + handout + "\" for " + recipient;
  std::string where = " (sample " + std::to_string(seed) + (format.empty() ? "" : ", " + format) + ")";
  if (format.empty()) return what + " could not be written any more after \"" + perturbation + "\"" + where;
  if (visible) return what + " did not change under the visible \"" + perturbation + "\"" + where;
  return what + " leaks \"" + perturbation + "\"" + where;
}

std::string Result::summary() const {
  std::string out;
  std::map<std::string, int> shown;
  for (const auto& f : failures)
    if (++shown[f.handout + "/" + f.perturbation + "/" + f.recipient] <= 2) out += f.describe() + "\n";
  if (failures.size() > 0) out += std::to_string(failures.size()) + " failures in all\n";
  for (const auto& p : problems) out += p + "\n";
  return out;
}

Result check(const Subject& subject, const report::ReportProvider& provider) {
  Run run{subject, provider, {}};
  for (std::uint32_t seed = 1; seed <= subject.samples; ++seed) run.sample(seed);
  run.blind_spots();
  return std::move(run.result);
}

CampaignState settled(const Subject& subject, const report::ReportProvider& provider, const CampaignState& s) {
  return settle(subject, provider, s);
}

Result check_player_files(const Subject& subject, const report::ReportProvider& provider, const PlayerFiles& files,
                          std::uint32_t samples, int master_changed_at_least) {
  Result result;
  int master_changed = 0;
  const std::string report_id = provider.turn_report.id;
  for (std::uint32_t seed = 1; seed <= samples; ++seed) {
    CampaignState base = subject.sample(seed);
    CampaignState before = settle(subject, provider, base);
    std::string master_before =
        provider.master_sheet ? report::to_markdown(provider.master_sheet(before)) : std::string();
    std::vector<std::string> players;
    for (const auto& [id, name] : provider.factions(before))
      if (provider.not_ready(before, id).empty()) players.push_back(id);
    if (players.empty()) continue;
    std::map<std::string, std::map<std::string, std::string>> was;
    for (std::size_t i = 0; i < subject.perturbations.size(); ++i) {
      const Perturbation& p = subject.perturbations[i];
      if (p.visible || p.handout != report_id) continue;
      // One player a sample for each perturbation, in turn.
      const std::string& player = players[(seed + i) % players.size()];
      Rng rng(seed * 7919u + static_cast<std::uint32_t>(i) * 104729u);
      CampaignState changed = base;
      if (!p.apply(changed, player, rng)) continue;
      ++result.applied[p.name];
      CampaignState after = settle(subject, provider, changed);
      if (provider.master_sheet && report::to_markdown(provider.master_sheet(after)) != master_before)
        ++master_changed;
      if (!was.count(player)) was[player] = files(before, player);
      auto now = files(after, player);
      ++result.checked["bundle"];
      for (const auto& [name, bytes] : was[player]) {
        auto it = now.find(name);
        if (it == now.end() || it->second != bytes)
          result.failures.push_back(Failure{"bundle", player, p.name, name, seed, false});
      }
      for (const auto& [name, bytes] : now)
        if (!was[player].count(name)) result.failures.push_back(Failure{"bundle", player, p.name, name, seed, false});
    }
  }
  if (result.checked["bundle"] == 0) result.problems.push_back("no player's bundle was checked");
  if (master_changed < master_changed_at_least)
    result.problems.push_back("the master sheet changed " + std::to_string(master_changed) +
                              " times under the hidden perturbations, fewer than " +
                              std::to_string(master_changed_at_least));
  return result;
}

Registration::Registration(std::function<Subject()> make) { factories().push_back(std::move(make)); }

std::vector<Subject> registered_subjects() {
  std::vector<Subject> out;
  for (const auto& make : factories()) out.push_back(make());
  return out;
}

void Subject::add(bool visible, std::string name, std::string handout, Perturb apply, int at_least,
                  int seen_by_others_at_least) {
  Perturbation p;
  p.name = std::move(name);
  p.handout = std::move(handout);
  p.visible = visible;
  p.apply = std::move(apply);
  p.at_least = at_least;
  p.seen_by_others_at_least = seen_by_others_at_least;
  perturbations.push_back(std::move(p));
}

Result check_briefly(Subject subject, const report::ReportProvider& provider, std::uint32_t samples) {
  subject.samples = samples;
  for (auto& p : subject.perturbations) p.at_least = std::min(p.at_least, 3), p.seen_by_others_at_least = 0;
  return check(subject, provider);
}

bool listed(const std::vector<std::string>& xs, const std::string& x) {
  return std::find(xs.begin(), xs.end(), x) != xs.end();
}

CombatRecipient combat_recipient(const std::string& recipient) {
  const auto colon = recipient.find(':');
  if (colon == std::string::npos) return {};
  return {recipient.substr(0, colon), recipient.substr(colon + 1)};
}

}  // namespace umpire::leak
