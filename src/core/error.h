// Errors a user can cause: a bad file, an illegal order, a corrupt campaign.
// They carry a message meant for the umpire and are caught at the boundary
// (command line, GUI) where they become a message, never a crash.
#pragma once

#include <stdexcept>
#include <string>

namespace umpire {

class UserError : public std::runtime_error {
 public:
  explicit UserError(const std::string& message) : std::runtime_error(message) {}
};

}  // namespace umpire
