// A copy-on-write holder: copying a Cow<T> shares the value; the first write
// through a copy clones it. A game state is copied by every command and
// changed in a few places; its large parts that a command does not touch are
// then shared with the state it came from instead of copied (and later freed)
// each time.
//
// The const interface reads the shared value. Every non-const access (mut(),
// and the container-like members below when the Cow is non-const) first makes
// the value this Cow's own, by cloning it when another Cow shares it; so a
// state that was just copied never writes into the value its original reads.
// For containers (std::vector, std::map, std::set, ...) the forwarding members
// let code written for the bare container compile unchanged: reads through a
// const state share, writes through a mutable one clone once.
//
// Caveat: a reference or iterator taken through a const access of a shared
// Cow keeps pointing at the shared value after a later write clones it; take
// references for writing through the non-const access (or mut()) first.
#pragma once

#include <cstddef>
#include <memory>
#include <utility>

namespace umpire {

template <typename T>
class Cow {
 public:
  using value_type = typename T::value_type;
  using size_type = typename T::size_type;
  using iterator = typename T::iterator;
  using const_iterator = typename T::const_iterator;

  Cow() : p_(std::make_shared<T>()) {}
  Cow(T value) : p_(std::make_shared<T>(std::move(value))) {}  // NOLINT: implicit, as the bare container was
  Cow& operator=(T value) {
    p_ = std::make_shared<T>(std::move(value));
    return *this;
  }
  Cow(const Cow&) = default;
  Cow& operator=(const Cow&) = default;
  // Moving shares, as copying does (never allocates, never leaves a null
  // value): a moved-from Cow still holds the value, which is a valid state.
  Cow(Cow&& o) noexcept : p_(o.p_) {}
  Cow& operator=(Cow&& o) noexcept {
    p_ = o.p_;
    return *this;
  }

  // ---- reads: share.
  const T& get() const { return *p_; }
  operator const T&() const { return *p_; }  // NOLINT: implicit, so that functions taking the container take it
  const T& operator*() const { return *p_; }
  const T* operator->() const { return p_.get(); }
  bool shares_with(const Cow& o) const { return p_ == o.p_; }  // for tests: the same value, not a copy

  const_iterator begin() const { return p_->begin(); }
  const_iterator end() const { return p_->end(); }
  const_iterator cbegin() const { return p_->cbegin(); }
  const_iterator cend() const { return p_->cend(); }
  auto rbegin() const { return p_->crbegin(); }
  auto rend() const { return p_->crend(); }
  size_type size() const { return p_->size(); }
  bool empty() const { return p_->empty(); }
  template <typename K>
  decltype(auto) operator[](const K& k) const
    requires requires(const T& t) { t[k]; }
  {
    return std::as_const(*p_)[k];
  }
  template <typename K>
  decltype(auto) at(const K& k) const { return std::as_const(*p_).at(k); }
  template <typename K>
  const_iterator find(const K& k) const { return std::as_const(*p_).find(k); }
  template <typename K>
  size_type count(const K& k) const { return p_->count(k); }
  template <typename K>
  bool contains(const K& k) const { return p_->contains(k); }
  decltype(auto) front() const { return std::as_const(*p_).front(); }
  decltype(auto) back() const { return std::as_const(*p_).back(); }

  friend bool operator==(const Cow& a, const Cow& b) { return a.p_ == b.p_ || *a.p_ == *b.p_; }

  // ---- writes: make the value this Cow's own first.
  T& mut() {
    if (p_.use_count() > 1) p_ = std::make_shared<T>(*p_);
    return *p_;
  }
  iterator begin() { return mut().begin(); }
  iterator end() { return mut().end(); }
  auto rbegin() { return mut().rbegin(); }
  auto rend() { return mut().rend(); }
  template <typename K>
  decltype(auto) operator[](K&& k) { return mut()[std::forward<K>(k)]; }
  template <typename K>
  decltype(auto) at(const K& k) { return mut().at(k); }
  template <typename K>
  iterator find(const K& k) { return mut().find(k); }
  decltype(auto) front() { return mut().front(); }
  decltype(auto) back() { return mut().back(); }
  template <typename... A>
  decltype(auto) push_back(A&&... a) { return mut().push_back(std::forward<A>(a)...); }
  template <typename... A>
  decltype(auto) emplace_back(A&&... a) { return mut().emplace_back(std::forward<A>(a)...); }
  template <typename... A>
  decltype(auto) insert(A&&... a) { return mut().insert(std::forward<A>(a)...); }
  template <typename... A>
  decltype(auto) emplace(A&&... a) { return mut().emplace(std::forward<A>(a)...); }
  template <typename... A>
  decltype(auto) insert_or_assign(A&&... a) { return mut().insert_or_assign(std::forward<A>(a)...); }
  template <typename... A>
  decltype(auto) erase(A&&... a) { return mut().erase(std::forward<A>(a)...); }
  void clear() {
    if (p_.use_count() > 1) p_ = fresh();
    else p_->clear();
  }
  void pop_back() { mut().pop_back(); }

 private:
  static std::shared_ptr<T> fresh() { return std::make_shared<T>(); }
  std::shared_ptr<T> p_;  // never null; shared between copies until one writes
};

}  // namespace umpire
