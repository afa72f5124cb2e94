#include "report/issues.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>

#include <unistd.h>

#include "core/error.h"
#include "core/json_read.h"

namespace umpire::report {

namespace fs = std::filesystem;

namespace {

constexpr const char* kLabelFile = "issue.json";

std::string read_all(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// Every file under `folder`, by its path relative to it, with its bytes.
std::map<std::string, std::string> files_of(const fs::path& folder) {
  std::map<std::string, std::string> out;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(folder, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec))
    if (it->is_regular_file()) out[fs::relative(it->path(), folder).generic_string()] = read_all(it->path());
  return out;
}

Json to_json(const IssueLabel& l) {
  return Json{{"kind", l.kind}, {"campaign", l.campaign}, {"moment", l.moment}, {"players", l.players}};
}

}  // namespace

PlacedIssue place_issue(const std::string& out_dir, const std::string& base, const IssueLabel& label,
                        const std::function<void(const std::string& folder)>& write) {
  std::error_code ec;
  fs::create_directories(out_dir, ec);
  if (ec) throw UserError(out_dir + ": cannot create the folder: " + ec.message());
  // A fresh folder beside the issues, hidden until it is complete.
  fs::path fresh = fs::path(out_dir) / (".writing-" + base + "-" + std::to_string(::getpid()));
  fs::remove_all(fresh, ec);
  fs::create_directories(fresh, ec);
  if (ec) throw UserError(fresh.string() + ": cannot create the folder: " + ec.message());
  try {
    write(fresh.string());
    std::ofstream(fresh / kLabelFile) << to_json(label).dump(2) << "\n";
  } catch (...) {
    fs::remove_all(fresh, ec);
    throw;
  }
  const auto written = files_of(fresh);
  for (int n = 1;; ++n) {
    fs::path folder = fs::path(out_dir) / (n == 1 ? base : base + "-" + std::to_string(n));
    if (!fs::exists(folder, ec)) {
      fs::rename(fresh, folder, ec);
      if (ec) {
        fs::remove_all(fresh, ec);
        throw UserError(folder.string() + ": cannot be written: " + ec.message());
      }
      return {folder.string(), false};
    }
    if (fs::is_directory(folder, ec) && files_of(folder) == written) {
      fs::remove_all(fresh, ec);
      return {folder.string(), true};
    }
  }
}

std::vector<IssueOnDisk> find_issues(const std::string& out_dir) {
  std::vector<IssueOnDisk> out;
  std::error_code ec;
  for (auto it = fs::directory_iterator(out_dir, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
    fs::path label_file = it->path() / kLabelFile;
    if (!it->is_directory() || !fs::is_regular_file(label_file, ec)) continue;
    if (it->path().filename().string().rfind(".writing-", 0) == 0) continue;
    try {
      Json j = Json::parse(read_all(label_file));
      IssueOnDisk issue;
      issue.folder = it->path().string();
      issue.label.kind = j.value("kind", "");
      issue.label.campaign = j.value("campaign", "");
      issue.label.moment = j.value("moment", "");
      if (j.contains("players") && j["players"].is_array())
        for (const auto& p : j["players"])
          if (p.is_string()) issue.label.players.push_back(p.get<std::string>());
      auto when = fs::last_write_time(label_file, ec);
      issue.written =
          std::chrono::duration_cast<std::chrono::seconds>(std::chrono::file_clock::to_sys(when).time_since_epoch())
              .count();
      out.push_back(std::move(issue));
    } catch (const std::exception&) {
      continue;  // not one of ours, or damaged: not listed
    }
  }
  std::sort(out.begin(), out.end(), [](const IssueOnDisk& a, const IssueOnDisk& b) {
    return a.written != b.written ? a.written > b.written : a.folder > b.folder;
  });
  return out;
}

}  // namespace umpire::report
