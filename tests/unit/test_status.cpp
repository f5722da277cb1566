// `muster status` from the journal's end (issue 41): the phase reached this turn and the turn a
// falling-back unit fell, read from the live changes newest first only as far back as needed.
#include "../support/engine_fixture.hpp"
#include "muster/render/status.hpp"
#include "muster/store/journal.hpp"

#include <catch2/catch.hpp>
#include <optional>
#include <string>
#include <vector>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_status {

using muster::store::JournalEntry;
using muster::store::LiveChanges;

namespace {

JournalEntry entry(const std::string& command, int turn) {
    JournalEntry e;
    e.command = command;
    e.turn = turn;
    return e;
}

JournalEntry failed_morale(const std::string& unit, int turn) {
    auto e = entry("morale", turn);
    e.roll = {{"test", "morale"}, {"unit", unit}, {"passed", false}};
    return e;
}

/// The live changes `oldest_first` handed newest first, counting how many were asked for.
LiveChanges counted(const std::vector<JournalEntry>& oldest_first, int& pulled) {
    pulled = 0;
    return [&oldest_first, &pulled, next = oldest_first.size()]() mutable {
        if (next == 0) {
            return std::optional<JournalEntry>();
        }
        ++pulled;
        return std::optional<JournalEntry>(oldest_first[--next]);
    };
}

/// A game of `turns` turns of 100 fires each, the failed morale test of `faller` (if any) in
/// turn 2, and this turn's `now` commands.
std::vector<JournalEntry> long_game(int turns, const std::string& faller,
                                    const std::vector<std::string>& now) {
    std::vector<JournalEntry> entries{entry("init", 1)};
    for (int turn = 1; turn < turns; ++turn) {
        for (int i = 0; i < 100; ++i) {
            entries.push_back(entry("fire", turn));
        }
        if (turn == 2 && !faller.empty()) {
            entries.push_back(failed_morale(faller, turn));
        }
        entries.push_back(entry("turn", turn + 1));
    }
    for (const auto& command : now) {
        entries.push_back(entry(command, turns));
    }
    return entries;
}

} // namespace

TEST_CASE("UE-SEQ: status reads this turn's changes and one before, not the whole journal",
          "[status][journal]") {
    auto game = muster::engine_test::ue("turn 9\nunit Z zulu-rifles side=zulu stands=6\n");
    const auto entries = long_game(9, "", {"fire", "morale"});
    int pulled = 0;
    const auto report =
        muster::render::status_report(game.roster, *game.book, counted(entries, pulled));
    CHECK(report.result["phase"]["command"] == "morale");
    // The two changes of turn 9, the `turn` that began it (journalled with the turn it made),
    // and the last change of turn 8, which ends the reading.
    CHECK(pulled == 4);
}

TEST_CASE("UE-MORALE-4: status reads back to a falling-back unit's failed test for its 'since'",
          "[status][journal]") {
    auto game =
        muster::engine_test::ue("turn 9\nunit Z zulu-rifles side=zulu stands=6 falling-back=yes\n"
                                "unit Y zulu-rifles side=zulu stands=6\n");
    const auto entries = long_game(9, "Z", {"fire"});
    int pulled = 0;
    const auto report =
        muster::render::status_report(game.roster, *game.book, counted(entries, pulled));
    const auto units = report.result["units"];
    REQUIRE(units.size() == 2);
    CHECK(units[0]["state"] == nlohmann::json::array({"falling back since turn 2 (8 turns)"}));
    CHECK(report.result["phase"]["command"] == "fire");
    // Back to the failed test of turn 2: turn 9's fire, then the 100 fires of each of turns 3-8
    // with the `turn` after each, the `turn` that began turn 3, and the test.
    CHECK(pulled == 1 + 6 * 101 + 1 + 1);
    CHECK(pulled < static_cast<int>(entries.size()));
}

} // namespace muster_unit_status
