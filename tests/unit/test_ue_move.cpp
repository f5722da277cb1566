#include "../support/ue_fixtures.hpp"
#include "muster/error.hpp"
#include "muster/ue/move.hpp"
#include "muster/ue/record.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_ue_move {

using namespace muster;
using namespace muster::ue;
using muster::ue::test::apply_to;
using muster::ue::test::make_unit;

namespace {

std::string all_lines(const ue::Outcome& r) {
    std::string text;
    for (const auto& l : r.lines) {
        text += l + "\n";
    }
    return text;
}

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

} // namespace

TEST_CASE("UE-MOVE-1: the allowance for the unit's state, nothing rolled", "[ue][move]") {
    UeRuleBook book;
    auto a = make_unit("A", "brit-infantry", 3);
    CHECK(has(all_lines(describe_move(a, book, {})), "moves 1\""));
    muster::ue::record(a).formation = "open";
    CHECK(has(all_lines(describe_move(a, book, {})), "2\" on normal ground, 1\" on rough"));
    const auto z = make_unit("Z", "zulu-spears", 6);
    const auto zt = all_lines(describe_move(z, book, {}));
    CHECK(has(zt, "3\" on normal ground, 2\" on rough"));
    CHECK(has(zt, "+3\" = 6\""));
    const auto mi = all_lines(describe_move(make_unit("M", "brit-mounted-infantry", 3), book, {}));
    CHECK(has(mi, "2\" mounted and 2\" dismounted"));
    const auto mx = all_lines(describe_move(make_unit("X", "maxim-brit", 1), book, {}));
    CHECK(has(mx, "or 1\" and fire"));
    const auto cn = all_lines(describe_move(make_unit("C", "cannon-brit", 1), book, {}));
    CHECK(has(cn, "cannot move and fire"));
    CHECK_THROWS_AS(describe_move(make_unit("D", "brit-infantry", 3, 135), book, {}), RuleError);
}

TEST_CASE("UE-CHARGE-1: spearmen's fire & charge adds 3 inches", "[ue][charge]") {
    UeRuleBook book;
    const auto n = make_unit("N", "native-spearmen", 6);
    CHECK(has(all_lines(describe_move(n, book, {})), "fire & charge: +3\" = 6\""));
    const auto r = make_unit("R", "native-riflemen", 3);
    CHECK_FALSE(has(all_lines(describe_move(r, book, {})), "fire & charge"));
}

TEST_CASE("UE-ARTY-5: a silent gun takes 60 infantrymen from one infantry unit",
          "[ue][artillery]") {
    UeRuleBook book;
    auto g = make_unit("G", "cannon-brit", 1, 60);
    auto a = make_unit("A", "brit-infantry", 3, 10);
    const auto r = resolve_recrew(g, a, book, Options{});
    apply_to(r, {&g, &a}, book);
    CHECK(muster::ue::record(g).killed == 0);
    CHECK(muster::ue::record(g).crew_replaced);
    CHECK(muster::ue::record(a).killed == 70);
    auto live = make_unit("L", "cannon-brit", 1, 30);
    CHECK_THROWS_AS(resolve_recrew(live, a, book, Options{}), RuleError);
    auto cav = make_unit("C", "brit-light-cavalry", 3);
    CHECK_THROWS_AS(resolve_recrew(g, cav, book, Options{}), RuleError);
    auto weak = make_unit("W", "brit-infantry", 3, 80); // 55 men
    auto silent = make_unit("S", "cannon-brit", 1, 60);
    CHECK_THROWS_AS(resolve_recrew(silent, weak, book, Options{}), RuleError);
}

} // namespace muster_unit_ue_move
