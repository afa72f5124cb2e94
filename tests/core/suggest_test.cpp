// "Did you mean ...?" for a mistyped command, faction or id.
#include "core/suggest.h"

#include <doctest/doctest.h>

using namespace umpire;

TEST_CASE("the closest known words to a mistyped one, closest first; none when nothing is near") {
  std::vector<std::string> known{"sk.march", "sk.marches", "sk.advance", "sk.withdraw", "core.note"};
  CHECK(closest_words("sk.marhc", known) == std::vector<std::string>{"sk.march"});
  CHECK(closest_words("SK.MARCH", known).front() == "sk.march");  // names are case-sensitive: the same word leads
  CHECK(closest_words("sk.marche", known) == std::vector<std::string>{"sk.march", "sk.marches"});
  CHECK(closest_words("battle.fight", known).empty());
  CHECK(did_you_mean("sk.advanse", known) == "; did you mean sk.advance?");
  CHECK(did_you_mean("sk.marche", known) == "; did you mean sk.march or sk.marches?");
  CHECK(did_you_mean("zzz", known) == "");
}
