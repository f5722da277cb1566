#include "cli/words.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_words {

using muster::cli::split_words;
using Words = std::vector<std::string>;

TEST_CASE("Words: blanks separate, quotes group, backslash escapes", "[cli][words]") {
    CHECK(split_words("fire 90th/A --at uThulwana") ==
          Words{"fire", "90th/A", "--at", "uThulwana"});
    CHECK(split_words("  kill   \"Camel Corps\"  15 ") == Words{"kill", "Camel Corps", "15"});
    CHECK(split_words("add 'Natal NC' nnc") == Words{"add", "Natal NC", "nnc"});
    CHECK(split_words(R"(kill Camel\ Corps 1)") == Words{"kill", "Camel Corps", "1"});
    CHECK(split_words(R"(say "a \"b\"")") == Words{"say", R"(a "b")"});
    CHECK(split_words("\"\"") == Words{""});
}

TEST_CASE("Words: comments and blank lines", "[cli][words]") {
    CHECK(split_words("# a whole-line comment") == Words{});
    CHECK(split_words("rally # every unit") == Words{"rally"});
    CHECK(split_words("kill x#1 3") == Words{"kill", "x#1", "3"});
    CHECK(split_words("   ") == Words{});
}

TEST_CASE("Words: an unterminated quote is refused", "[cli][words]") {
    CHECK_FALSE(split_words("kill \"Camel Corps 15").has_value());
    CHECK_FALSE(split_words("'").has_value());
}

TEST_CASE("Words: two neighbouring letters swapped are one edit (--sdie means --side)",
          "[cli][words]") {
    using muster::cli::edit_distance;
    CHECK(edit_distance("fier", "fire") == 1);
    CHECK(edit_distance("sdie", "side") == 1);
    CHECK(edit_distance("sdie", "dice") == 2); // so `--sdie` is nearer `--side` than `--dice`
    CHECK(edit_distance("ab", "ba") == 1);
    CHECK(edit_distance("abc", "ca") == 3); // a swap is not also an edit of what it swapped
}

TEST_CASE("Words: the edit distance is cut off past its bound (issue 15, finding 5)",
          "[cli][words]") {
    using muster::cli::edit_distance;
    CHECK(edit_distance("fier", "fire", 1) == 1);
    CHECK(edit_distance("fier", "fire", 0) == 1); // over the bound: bound + 1
    CHECK(edit_distance("kitten", "sitting", 10) == 3);
    // Far apart by length alone: answered without the table (131,000 x 8 cells before).
    const std::string long_name(131000, 'x');
    CHECK(edit_distance(long_name, "U0000001", 2) == 3);
    CHECK(edit_distance("90th/A", std::string(5000, 'q'), 64) == 65);
    // Words of the same length that differ everywhere: cut off after the first rows.
    CHECK(edit_distance(std::string(64, 'a'), std::string(64, 'b'), 2) == 3);
    CHECK(muster::cli::nearest(long_name, {"fire", "kill"}).empty());
    CHECK(muster::cli::nearest("FIER", {"fire", "kill"}) == "fire");
}

} // namespace muster_unit_words
