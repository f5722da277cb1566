#include "muster/fw/rulebook.hpp"
#include "muster/fw/state.hpp"
#include "muster/roster/format.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_fw_example {

using namespace muster;

TEST_CASE("FW-TAB-1: the Omdurman example roster parses, with its house-rule weapon and type",
          "[fw][tab][example]") {
    const std::string path = std::string(MUSTER_SOURCE_DIR) + "/examples/omdurman.roster";
    std::ifstream in(path);
    REQUIRE(in);
    std::stringstream text;
    text << in.rdbuf();
    auto doc = parse_roster(text.str(), path);
    auto book = make_rulebook(doc.roster);
    REQUIRE_NOTHROW(check_roster(doc, *make_rulebook(doc.roster.rules), path));
    const auto& fw = fw::book_of(*book);
    CHECK(fw.type("jihadiya").weapon == "remington");
    CHECK(fw.weapon("remington")->long_range == 15);
    const Unit* square = doc.roster.find("Grenadiers");
    REQUIRE(square != nullptr);
    CHECK(book->derive(*square, doc.roster).figures == 8);
}

} // namespace muster_unit_fw_example
