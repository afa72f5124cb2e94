// A JSON value made on first read. A command that computes something whose
// JSON form is only needed when the state is written out or shown (Soldier
// King's intelligence pictures, each some hundred objects) keeps the maker and
// pays for the JSON only when someone reads it; a replay that reads nothing
// never pays. Copies share the value (and the maker), so copying a state that
// holds one costs a pointer. Reading is safe from several threads at once.
//
// The maker must be pure: what it returns may not depend on when it runs, so
// it captures by value everything it reads (never a state being changed).
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <utility>

#include "core/json_read.h"

namespace umpire {

class LazyJson {
 public:
  LazyJson() : LazyJson(Json()) {}
  LazyJson(Json value) : p_(std::make_shared<Impl>()) {  // NOLINT: implicit, as a Json member was
    p_->value = std::move(value);
    std::call_once(p_->once, [] {});
  }
  static LazyJson deferred(std::function<Json()> make) {
    LazyJson j;
    j.p_ = std::make_shared<Impl>();
    j.p_->make = std::move(make);
    return j;
  }

  const Json& get() const {
    std::call_once(p_->once, [this] {
      p_->value = p_->make();
      p_->make = nullptr;  // free what it captured
    });
    return p_->value;
  }
  operator const Json&() const { return get(); }  // NOLINT: implicit, so that code reading a Json reads it
  const Json& operator*() const { return get(); }
  const Json* operator->() const { return &get(); }
  friend bool operator==(const LazyJson& a, const LazyJson& b) { return a.p_ == b.p_ || a.get() == b.get(); }

 private:
  struct Impl {
    std::once_flag once;
    std::function<Json()> make;
    Json value;
  };
  std::shared_ptr<Impl> p_;  // never null
};

}  // namespace umpire
