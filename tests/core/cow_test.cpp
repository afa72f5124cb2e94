#include "core/cow.h"
#include "core/lazy_json.h"

#include <doctest/doctest.h>

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

using umpire::Cow;

TEST_CASE("cow: a copy shares until it is written, and the write never reaches the original") {
  Cow<std::vector<int>> a = std::vector<int>{1, 2, 3};
  Cow<std::vector<int>> b = a;
  CHECK(b.shares_with(a));
  CHECK(std::as_const(b)[1] == 2);  // a const read does not clone
  CHECK(b.shares_with(a));
  b[1] = 20;  // the first write clones
  CHECK_FALSE(b.shares_with(a));
  CHECK(a.get() == std::vector<int>{1, 2, 3});
  CHECK(b.get() == std::vector<int>{1, 20, 3});
  // A second write to the now unshared value writes in place.
  const std::vector<int>* own = &b.get();
  b.push_back(4);
  b[0] = 10;
  CHECK(b.get() == std::vector<int>{10, 20, 3, 4});
  CHECK(a.get() == std::vector<int>{1, 2, 3});
  CHECK(b.size() == 4);
  CHECK(&b.get() == own);
}

TEST_CASE("cow: every mutating member clones a shared value first") {
  const std::map<std::string, int> start{{"a", 1}, {"b", 2}};
  auto fresh = [&] {
    Cow<std::map<std::string, int>> c = start;
    return c;
  };
  auto check_untouched = [&](const Cow<std::map<std::string, int>>& original) { CHECK(original.get() == start); };
  {
    auto o = fresh();
    auto c = o;
    c["c"] = 3;
    check_untouched(o);
    CHECK(c.size() == 3);
  }
  {
    auto o = fresh();
    auto c = o;
    c.erase("a");
    check_untouched(o);
    CHECK(c.get() == std::map<std::string, int>{{"b", 2}});
  }
  {
    auto o = fresh();
    auto c = o;
    c.insert(std::pair<const std::string, int>{"z", 26});
    c.emplace("y", 25);
    check_untouched(o);
    CHECK(c.size() == 4);
  }
  {
    auto o = fresh();
    auto c = o;
    c.find("a")->second = 100;  // non-const find hands out a writable iterator: it clones
    check_untouched(o);
    CHECK(c.at("a") == 100);
  }
  {
    auto o = fresh();
    auto c = o;
    for (auto& [k, v] : c) v *= 10;  // non-const iteration clones
    check_untouched(o);
    CHECK(c.at("b") == 20);
  }
  {
    auto o = fresh();
    auto c = o;
    c.at("b") = 7;
    check_untouched(o);
    CHECK(c.get().at("b") == 7);
  }
  {
    auto o = fresh();
    auto c = o;
    c.clear();
    check_untouched(o);
    CHECK(c.empty());
  }
  {
    auto o = fresh();
    auto c = o;
    c.mut()["q"] = 1;
    check_untouched(o);
    CHECK(c.contains("q"));
    CHECK(c.count("q") == 1);
  }
}

TEST_CASE("cow: reads through a const holder never clone; assignment and moves keep values whole") {
  Cow<std::set<std::string>> a = std::set<std::string>{"x", "y"};
  const Cow<std::set<std::string>> b = a;
  CHECK(b.contains("x"));
  CHECK(b.find("y") != b.end());
  CHECK(b.size() == 2);
  int n = 0;
  for (const auto& s : b) n += static_cast<int>(s.size());
  CHECK(n == 2);
  CHECK(b.shares_with(a));
  CHECK(a == b);

  Cow<std::set<std::string>> moved = std::move(a);
  CHECK(moved.contains("x"));
  a = std::set<std::string>{"z"};  // a moved-from holder is assignable and then independent
  CHECK(a.get() == std::set<std::string>{"z"});
  CHECK(moved.get() == std::set<std::string>{"x", "y"});
  CHECK(b.get() == std::set<std::string>{"x", "y"});

  // A function taking the bare container takes the holder.
  auto total = [](const std::set<std::string>& s) { return s.size(); };
  CHECK(total(b) == 2);
}

TEST_CASE("cow: a value copied from a state being changed stays as it was") {
  // The pattern of a command: copy the state, change the copy, keep the old one.
  struct State {
    Cow<std::vector<std::string>> log;
    int n = 0;
  };
  State s0;
  s0.log.push_back("first");
  State s1 = s0;
  s1.log.push_back("second");
  State s2 = s1;
  s2.log[0] = "changed";
  CHECK(s0.log.get() == std::vector<std::string>{"first"});
  CHECK(s1.log.get() == std::vector<std::string>{"first", "second"});
  CHECK(s2.log.get() == std::vector<std::string>{"changed", "second"});
  CHECK(s0.log.front() == "first");
  CHECK(s1.log.back() == "second");
}

TEST_CASE("lazy json: the maker runs once, on the first read, and copies share its value") {
  int made = 0;
  umpire::LazyJson a = umpire::LazyJson::deferred([&made] {
    ++made;
    return umpire::Json{{"boxes", umpire::Json::array({1, 2})}};
  });
  umpire::LazyJson b = a;
  CHECK(made == 0);  // nothing read yet
  CHECK(b->at("boxes").size() == 2);
  CHECK(made == 1);
  CHECK(a.get() == b.get());
  CHECK(&a.get() == &b.get());  // shared, not copied
  CHECK(made == 1);
  umpire::LazyJson plain = umpire::Json{{"boxes", umpire::Json::array({1, 2})}};
  CHECK(plain == a);
  CHECK(umpire::LazyJson()->is_null());
  const umpire::Json& as_json = a;  // reads as a Json where one is expected
  CHECK(as_json.dump() == "{\"boxes\":[1,2]}");
}
