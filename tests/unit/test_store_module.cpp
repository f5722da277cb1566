// The store as its own module (issue 12, ARCHITECTURE.md): store::transact, store::create and
// store::undo called directly, with no command line — a path, a mode and a change in; the
// resolution, the roster before and after, and the files on the disk out.
#include "../support/scratch.hpp"
#include "muster/engine/draft.hpp"
#include "muster/engine/outcome.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/error.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/store.hpp"
#include "muster/ue/record.hpp"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_store_module {

using namespace muster;

namespace {

struct Folder : test::ScratchDir {
    std::string path = *this / "game.roster";
    Folder() : test::ScratchDir("muster-store-module") {}
};

const std::string k_module_roster =
    "# muster roster v1\n"
    "rules   unbalanced-equality\n"
    "turn    3\n"
    "unit 90th/A    brit-infantry  side=british  stands=3  killed=0\n"
    "unit uThulwana zulu-spears    side=zulu     stands=6  killed=0\n";

/// A change as the engine makes one: 27 killed, a die thrown, a roll recorded.
Outcome fire(const Roster& roster, const RuleBook& book) {
    Draft draft(roster);
    muster::ue::record(*draft.find("uThulwana")).killed += 27;
    Resolution r;
    r.command = "fire";
    r.brief = "fire 90th/A -> uThulwana 27 killed";
    r.dice.push_back({"D6", 5, "cannon"});
    r.events.emplace_back(
        muster::events::Tested{"morale", "uThulwana", "zulu", true, 0.5, "D6", {5}});
    return conclude(std::move(r), draft, book);
}

} // namespace

TEST_CASE("store::transact: a change is saved and journalled with the game-record fields",
          "[store][module]") {
    Folder f;
    store::create(f.path, k_module_roster, false);
    store::Mode mode;
    mode.dice_source = "seeded 7";
    const auto done = store::transact(f.path, mode, [](const Roster& roster, const RuleBook& book) {
        return fire(roster, book);
    });
    CHECK(done.changed);
    CHECK(done.saved);
    CHECK(done.resolution.turn == 3);                      // the roster's turn, filled in
    CHECK(done.resolution.rules == "unbalanced-equality"); // and its rules
    CHECK(muster::ue::record(*done.before.find("uThulwana")).killed == 0);
    CHECK(muster::ue::record(*done.after.find("uThulwana")).killed == 27);
    CHECK(Folder::read(f.path).find("killed=27") != std::string::npos);
    int damaged = 0;
    const auto entries = store::decode_journal(Folder::read(store::journal_path(f.path)), damaged);
    REQUIRE(entries.size() == 2); // init, fire
    const auto& entry = entries[1];
    CHECK(entry.command == "fire");
    CHECK(entry.brief == "fire 90th/A -> uThulwana 27 killed");
    CHECK(entry.turn == 3);
    CHECK(entry.source == "seeded 7");
    REQUIRE(entry.dice.size() == 1);
    CHECK(entry.dice[0].value == 5);
    CHECK(entry.roll["passed"] == true);
    CHECK(damaged == 0);
}

TEST_CASE("store::transact: write=false checks the change and saves nothing", "[store][module]") {
    Folder f;
    store::create(f.path, k_module_roster, false);
    const auto roster_before = Folder::read(f.path);
    const auto journal_before = Folder::read(store::journal_path(f.path));
    store::Mode mode;
    mode.write = false;
    const auto done = store::transact(f.path, mode, [](const Roster& roster, const RuleBook& book) {
        return fire(roster, book);
    });
    CHECK(done.changed);
    CHECK_FALSE(done.saved);
    CHECK(muster::ue::record(*done.after.find("uThulwana")).killed == 27);
    CHECK(Folder::read(f.path) == roster_before);
    CHECK(Folder::read(store::journal_path(f.path)) == journal_before);
    // A change that would leave a roster that does not load is refused even so.
    CHECK_THROWS_AS(store::transact(f.path, mode,
                                    [](const Roster& roster, const RuleBook& book) {
                                        Draft draft(roster);
                                        draft.add(roster.units.front());
                                        return conclude({}, draft, book);
                                    }),
                    RuleError);
}

TEST_CASE("store::transact: a change that throws, or changes nothing, leaves both files",
          "[store][module]") {
    Folder f;
    store::create(f.path, k_module_roster, false);
    const auto roster_before = Folder::read(f.path);
    const auto journal_before = Folder::read(store::journal_path(f.path));
    CHECK_THROWS_AS(store::transact(f.path, {},
                                    [](const Roster& roster, const RuleBook& book) -> Outcome {
                                        fire(roster, book);
                                        throw RuleError("refused by the rules");
                                    }),
                    RuleError);
    const auto same = store::transact(f.path, {}, [](const Roster& roster, const RuleBook& book) {
        const Draft untouched(roster);
        return conclude({}, untouched, book);
    });
    CHECK_FALSE(same.changed);
    CHECK_FALSE(same.saved);
    CHECK(Folder::read(f.path) == roster_before);
    CHECK(Folder::read(store::journal_path(f.path)) == journal_before);
}

TEST_CASE("store::undo: back to the exact bytes, journalled, nothing before init",
          "[store][module]") {
    Folder f;
    store::create(f.path, k_module_roster, false);
    const auto original = Folder::read(f.path);
    store::transact(f.path, {},
                    [](const Roster& roster, const RuleBook& book) { return fire(roster, book); });
    const auto dry = store::undo(f.path, 1, true);
    CHECK(dry.briefs == std::vector<std::string>{"fire 90th/A -> uThulwana 27 killed"});
    CHECK(muster::ue::record(*dry.after.find("uThulwana")).killed == 0);
    CHECK(Folder::read(f.path) != original); // a dry run undoes nothing
    const auto done = store::undo(f.path, 5, false);
    CHECK(done.briefs.size() == 1);
    CHECK(done.ran_out); // 5 asked, one change to undo
    CHECK(Folder::read(f.path) == original);
    CHECK_THROWS_AS(store::undo(f.path, 1, false), RuleError); // only init is left
    CHECK(Folder::read(f.path) == original);
}

TEST_CASE("store::load: a missing roster says how to make one", "[store][module]") {
    Folder f;
    try {
        store::load(f.path);
        FAIL("a missing roster was read");
    } catch (const RosterError& e) {
        CHECK(std::string(e.what()).find("muster init") != std::string::npos);
    }
}

} // namespace muster_unit_store_module
