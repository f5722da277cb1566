#include "cli/words.hpp"

#include <catch2/catch.hpp>

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
