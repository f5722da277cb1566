// Where an entry's dice came from, beside them in `log` and `sync` (issue 42, item 7:
// src/render/log.cpp): typed, fair and seeded dice no longer read alike.
#include "muster/render/log.hpp"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_render_dice_source {

using namespace muster;

TEST_CASE("render: each dice source is labelled beside the dice", "[render][log]") {
    const std::vector<dice::Throw> four = {{"D6", 4, "morale"}};
    CHECK(render::brief_with_dice_source("morale passed (4)", four, "typed") ==
          "morale passed (4) [dice 4 typed]");
    CHECK(render::brief_with_dice_source("morale passed (4)", four, "fair") ==
          "morale passed (4) [dice 4 fair]");
    CHECK(render::brief_with_dice_source("morale passed (4)", four, "seeded 7") ==
          "morale passed (4) [dice 4 seed 7]");
    CHECK(render::brief_with_dice_source("morale passed (4)", four, "random") ==
          "morale passed (4) [dice 4 random]");
    const std::vector<dice::Throw> two = {{"D6", 4, "a"}, {"D6", 2, "b"}};
    CHECK(render::brief_with_dice_source("melee", two, "typed") == "melee [dice 4,2 typed]");
    // no source recorded (an older journal), or no dice: as before
    CHECK(render::brief_with_dice_source("morale passed (4)", four, "") ==
          "morale passed (4) [dice 4]");
    CHECK(render::brief_with_dice_source("kill uThulwana 5", {}, "typed") == "kill uThulwana 5");
}

} // namespace muster_unit_render_dice_source
