#include "store/writer_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>
#include <thread>

#include "core/json_read.h"
#include "store/clock.h"

namespace umpire {

namespace {

std::string read_all(int fd) {
  std::string out;
  char buf[512];
  if (lseek(fd, 0, SEEK_SET) < 0) return out;
  for (ssize_t n; (n = read(fd, buf, sizeof buf)) > 0 && out.size() < 4096;) out.append(buf, static_cast<std::size_t>(n));
  return out;
}

LockHolder parse_holder(const std::string& text) {
  LockHolder h;
  try {
    Json j = Json::parse(text);
    if (j.is_object()) {
      if (j.contains("pid") && j["pid"].is_number_integer()) h.pid = j["pid"].get<long>();
      if (j.contains("program") && j["program"].is_string()) h.program = j["program"].get<std::string>();
      if (j.contains("since") && j["since"].is_string()) h.since = j["since"].get<std::string>();
    }
  } catch (const std::exception&) {
    // A lock file being written at this instant, or one a person edited: the
    // holder is then unknown, which the message says.
  }
  return h;
}

// The lock file at `lock_path` is still the one whose descriptor we hold (a
// holder that let go removes it; a lock taken on the removed file is no lock).
bool still_linked(int fd, const std::string& lock_path) {
  struct stat by_fd {}, by_path {};
  if (fstat(fd, &by_fd) != 0 || stat(lock_path.c_str(), &by_path) != 0) return false;
  return by_fd.st_dev == by_path.st_dev && by_fd.st_ino == by_path.st_ino;
}

}  // namespace

std::string lock_path_of(const std::string& campaign_path) { return campaign_path + ".lock"; }

std::string LockHolder::describe() const {
  std::string s = pid > 0 ? "PID " + std::to_string(pid) : "an unknown process";
  if (!program.empty()) s += ", " + program;
  if (!since.empty()) s += ", since " + since;
  return s;
}

OpenElsewhere::OpenElsewhere(const std::string& path, LockHolder holder)
    : UserError(path + " is open elsewhere (" + holder.describe() +
                "): close it there first, or ask to share it (--share on the command line; \"Open shared\" in "
                "the program), and each will see the other's commands"),
      holder_(std::move(holder)) {}

WriterLock WriterLock::acquire(const std::string& path, const std::string& program, int wait_ms) {
  std::string lock_path = lock_path_of(path);
  auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(wait_ms);
  for (;;) {
    int fd = ::open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) {
      int err = errno;
      if (err == EROFS || err == EACCES || err == EPERM)
        throw UserError(path + ": cannot be written: its folder is read-only (" + std::strerror(err) +
                        "); copy the campaign to a writable folder to change it");
      throw UserError(lock_path + ": cannot make the campaign's lock file: " + std::strerror(err));
    }
    if (flock(fd, LOCK_EX | LOCK_NB) == 0) {
      if (!still_linked(fd, lock_path)) {  // the previous holder removed it as we opened it
        ::close(fd);
        continue;
      }
      Json who{{"pid", static_cast<long>(getpid())}, {"program", program}, {"since", now_utc()}};
      std::string text = who.dump() + "\n";
      if (ftruncate(fd, 0) != 0 || pwrite(fd, text.data(), text.size(), 0) != static_cast<ssize_t>(text.size())) {
        // The lock is held all the same; only the message a second writer
        // would see is poorer.
      }
      WriterLock lock;
      lock.fd_ = fd;
      lock.lock_path_ = lock_path;
      return lock;
    }
    int err = errno;
    LockHolder holder = parse_holder(read_all(fd));
    ::close(fd);
    if (err != EWOULDBLOCK) throw UserError(lock_path + ": cannot lock the campaign: " + std::strerror(err));
    if (std::chrono::steady_clock::now() >= deadline) throw OpenElsewhere(path, holder);
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

std::optional<LockHolder> WriterLock::holder(const std::string& path) {
  std::string lock_path = lock_path_of(path);
  int fd = ::open(lock_path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  std::optional<LockHolder> out;
  if (flock(fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK) out = parse_holder(read_all(fd));
  ::close(fd);  // closing drops the shared lock we may have taken
  return out;
}

void WriterLock::release() {
  if (fd_ < 0) return;
  // Remove the file while still holding the lock, so that nobody takes a lock
  // on a file that is about to disappear (acquire checks it is still linked).
  if (still_linked(fd_, lock_path_)) ::unlink(lock_path_.c_str());
  ::close(fd_);
  fd_ = -1;
}

WriterLock::~WriterLock() { release(); }

WriterLock::WriterLock(WriterLock&& other) noexcept : fd_(other.fd_), lock_path_(std::move(other.lock_path_)) {
  other.fd_ = -1;
}

WriterLock& WriterLock::operator=(WriterLock&& other) noexcept {
  if (this != &other) {
    release();
    fd_ = other.fd_;
    lock_path_ = std::move(other.lock_path_);
    other.fd_ = -1;
  }
  return *this;
}

}  // namespace umpire
