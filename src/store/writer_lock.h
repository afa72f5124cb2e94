// Who writes to a campaign. A program that keeps a campaign open to change it
// (the GUI, or a command-line writer for the length of one command) holds an
// exclusive lock on FILE.lock beside the campaign, with its PID and name in
// it, so that a second writer is told "open elsewhere (PID 4711, umpire gui)"
// instead of silently racing it. The lock is flock(2): it goes with the
// process, so a killed program never leaves a campaign locked.
//
// The lock is a courtesy, not what keeps the journal right: every write checks
// the file's generation inside its transaction (CampaignFile), so writers that
// chose to share a campaign still never lose or duplicate a command.
#pragma once

#include <optional>
#include <string>

#include "core/error.h"

namespace umpire {

struct LockHolder {
  long pid = 0;
  std::string program;  // "umpire gui", "umpire apply"
  std::string since;    // UTC, ISO 8601
  std::string describe() const;  // "PID 4711, umpire gui, since 2026-12-01T08:12:03Z"
};

// A second writer found the campaign locked.
class OpenElsewhere : public UserError {
 public:
  OpenElsewhere(const std::string& path, LockHolder holder);
  const LockHolder& holder() const { return holder_; }

 private:
  LockHolder holder_;
};

class WriterLock {
 public:
  WriterLock() = default;
  // Takes the lock of the campaign at `path`, waiting up to `wait_ms` for a
  // holder that is about to let go (a command-line writer takes well under a
  // second). Throws OpenElsewhere naming the holder, or a UserError when the
  // lock file cannot be made (a read-only folder).
  static WriterLock acquire(const std::string& path, const std::string& program, int wait_ms);
  // Who holds the lock now, if anyone (for `umpire info`).
  static std::optional<LockHolder> holder(const std::string& path);

  ~WriterLock();
  WriterLock(WriterLock&& other) noexcept;
  WriterLock& operator=(WriterLock&& other) noexcept;
  WriterLock(const WriterLock&) = delete;
  WriterLock& operator=(const WriterLock&) = delete;

  bool held() const { return fd_ >= 0; }
  void release();

 private:
  int fd_ = -1;
  std::string lock_path_;
};

std::string lock_path_of(const std::string& campaign_path);

}  // namespace umpire
