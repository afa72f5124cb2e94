// A list that is only ever appended to (the umpire's notes, the free dice
// rolls), cheap to copy and to append to from a copy. Every command copies the
// campaign state and a note appends to the copy; a plain vector (or a Cow of
// one) would then copy every earlier note for each new one. Here the full
// chunks of kChunk items are shared, immutable, between all the copies; a copy
// copies the chunk pointers and the short tail, so appending costs
// O(size / kChunk + kChunk) whatever the history.
#pragma once

#include <cstddef>
#include <iterator>
#include <memory>
#include <vector>

namespace umpire {

template <typename T>
class AppendLog {
 public:
  static constexpr std::size_t kChunk = 128;

  AppendLog() = default;
  AppendLog(const std::vector<T>& items) {  // NOLINT: implicit, as the vector it replaces
    for (const auto& x : items) push_back(x);
  }

  void push_back(T item) {
    tail_.push_back(std::move(item));
    if (tail_.size() == kChunk) {
      chunks_.push_back(std::make_shared<const std::vector<T>>(std::move(tail_)));
      tail_ = {};
      tail_.reserve(kChunk);
    }
  }

  std::size_t size() const { return chunks_.size() * kChunk + tail_.size(); }
  bool empty() const { return size() == 0; }
  const T& operator[](std::size_t i) const {
    return i / kChunk < chunks_.size() ? (*chunks_[i / kChunk])[i % kChunk] : tail_[i - chunks_.size() * kChunk];
  }
  const T& back() const { return (*this)[size() - 1]; }
  std::vector<T> to_vector() const { return std::vector<T>(begin(), end()); }
  operator std::vector<T>() const { return to_vector(); }  // NOLINT: for functions written for the vector
  bool operator==(const AppendLog& o) const {
    if (size() != o.size()) return false;
    for (std::size_t i = 0; i < size(); ++i)
      if (!((*this)[i] == o[i])) return false;
    return true;
  }

  class const_iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = T;
    using difference_type = std::ptrdiff_t;
    using pointer = const T*;
    using reference = const T&;
    const_iterator() = default;
    const_iterator(const AppendLog* log, std::size_t i) : log_(log), i_(i) {}
    reference operator*() const { return (*log_)[i_]; }
    pointer operator->() const { return &(*log_)[i_]; }
    const_iterator& operator++() {
      ++i_;
      return *this;
    }
    const_iterator operator++(int) {
      const_iterator was = *this;
      ++i_;
      return was;
    }
    const_iterator& operator--() {
      --i_;
      return *this;
    }
    difference_type operator-(const const_iterator& o) const {
      return static_cast<difference_type>(i_) - static_cast<difference_type>(o.i_);
    }
    const_iterator operator+(difference_type n) const { return {log_, i_ + static_cast<std::size_t>(n)}; }
    bool operator==(const const_iterator& o) const { return i_ == o.i_; }

   private:
    const AppendLog* log_ = nullptr;
    std::size_t i_ = 0;
  };
  const_iterator begin() const { return {this, 0}; }
  const_iterator end() const { return {this, size()}; }

 private:
  std::vector<std::shared_ptr<const std::vector<T>>> chunks_;  // each exactly kChunk items
  std::vector<T> tail_;
};

}  // namespace umpire
