// Finding a game's thing by its id in the list the state keeps (units,
// commanders, columns ...): the same few lines every game's state would
// otherwise write for each kind.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace umpire {

// The item whose `id` is `id`, or null.
template <class T>
const T* find_by_id(const std::vector<T>& items, const std::string& id) {
  for (const auto& x : items)
    if (x.id == id) return &x;
  return nullptr;
}
template <class T>
T* find_by_id(std::vector<T>& items, const std::string& id) {
  for (auto& x : items)
    if (x.id == id) return &x;
  return nullptr;
}

// The item whose `id` is `id`; throws std::out_of_range "there is no <kind> "<id>"" when there is none.
template <class T>
T& at_id(std::vector<T>& items, const std::string& id, const char* kind) {
  if (T* x = find_by_id(items, id)) return *x;
  throw std::out_of_range(std::string("there is no ") + kind + " \"" + id + "\"");
}

}  // namespace umpire
