// Issue 39: a change's losses are derived once. The store works out each changed unit's stands
// lost and whether it is destroyed (unit_deltas) when it completes a resolution, and the brief
// line's note and `--json`'s `changes` are both made from that: a rule book that counts its
// derivations sees each changed unit derived once before and once after the change, and never
// again when the JSON is printed (before, the diary and the JSON's changes each derived them).
#include "../support/fake_rulebook.hpp"
#include "muster/engine/draft.hpp"
#include "muster/engine/outcome.hpp"
#include "muster/engine/unit_delta.hpp"
#include "muster/render/changes.hpp"
#include "muster/render/output.hpp"
#include "muster/ue/record.hpp"
#include "store/entries.hpp"

#include <catch2/catch.hpp>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_unit_deltas {

using namespace muster;

namespace {

class CountingBook final : public test::FakeRuleBook {
  public:
    Derived derive(const Unit& unit, const Roster& roster) const override {
        ++derivations;
        return FakeRuleBook::derive(unit, roster);
    }
    mutable int derivations = 0;
};

Roster two_units() {
    Roster roster;
    roster.rules = "unbalanced-equality";
    roster.units = {test::make_unit("A", "brit-infantry", 3, "british"),
                    test::make_unit("Z", "zulu-spears", 6, "zulu")};
    return roster;
}

} // namespace

TEST_CASE("issue 39: a fire's stands lost are derived once, for the brief line and the JSON",
          "[engine][store][render]") {
    CountingBook book;
    const Roster before = two_units();
    Draft draft(before);
    ue::record(*draft.find("Z")).killed = 650; // two stands of 300 men and 50 more
    CHECK(draft.find("A") != nullptr);         // read, copied, not changed: not a delta
    Resolution resolution = start_resolution("fire", "unbalanced-equality");
    resolution.brief = "fire A -> Z short: 650 killed";
    Outcome outcome = conclude(std::move(resolution), draft, book);
    resolution = std::move(outcome.resolution);
    store::note_losses(resolution, book);
    CHECK(book.derivations == 2); // Z before and after; A is unchanged, not derived
    CHECK(resolution.brief == "fire A -> Z short: 650 killed; Z loses 2 stands");
    REQUIRE(resolution.deltas.size() == 1);
    CHECK(resolution.deltas[0].unit == "Z");
    CHECK(resolution.deltas[0].stands_lost == 2);
    CHECK_FALSE(resolution.deltas[0].destroyed);

    const auto json = render::output_json(render::Output(resolution), render::Style{});
    CHECK(book.derivations == 2); // the JSON's changes read the deltas: nothing derived again
    REQUIRE(json["changes"].size() == 1);
    CHECK(json["changes"][0]["unit"] == "Z");
    CHECK(json["changes"][0]["stands_removed"] == 2);
    CHECK(json["changes"][0]["before"] == nlohmann::json{{"killed", 0}});
    CHECK(json["changes"][0]["after"] == nlohmann::json{{"killed", 650}});
}

TEST_CASE("issue 39: unit deltas list units added and removed, underived, and stands returned",
          "[engine]") {
    CountingBook book;
    Roster before = two_units();
    ue::record(before.units[1]).killed = 600;
    Roster after = before;
    ue::record(after.units[1]).killed = 0; // casualties recovered: two stands back
    after.units.erase(after.units.begin());
    after.units.push_back(test::make_unit("N", "brit-infantry", 2, "british"));
    const auto deltas = unit_deltas(before, after, book);
    CHECK(book.derivations == 2); // only Z, the one unit in both rosters that changed
    REQUIRE(deltas.size() == 3);
    CHECK((deltas[0].unit == "A" && deltas[0].before && !deltas[0].after));
    CHECK((deltas[1].unit == "Z" && deltas[1].stands_lost == -2));
    CHECK((deltas[2].unit == "N" && !deltas[2].before && deltas[2].after));
    const auto changes = render::unit_changes(deltas, "unbalanced-equality");
    CHECK(changes[1]["stands_returned"] == 2);
    CHECK(changes[1]["stands_removed"] == 0);
}

} // namespace muster_unit_unit_deltas
