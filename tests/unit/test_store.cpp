#include "../support/scratch.hpp"
#include "cli/transact.hpp"
#include "muster/engine/draft.hpp"
#include "muster/engine/outcome.hpp"
#include "muster/engine/units.hpp"
#include "muster/error.hpp"
#include "muster/render/changes.hpp"
#include "muster/store/journal.hpp"
#include "muster/ue/record.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <functional>
#include <sstream>
#include <sys/file.h>
#include <unistd.h>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_store {

using namespace muster;
using namespace muster::cli;
using namespace muster::store;

namespace {

/// A scratch folder with a roster path in it, removed afterwards.
struct Scratch : test::ScratchDir {
    std::ostringstream out, err;
    Context ctx;
    Scratch() : test::ScratchDir("muster-store") {
        ctx.globals.roster_path = *this / "game.roster";
        ctx.out = &out;
        ctx.err = &err;
    }
    std::string roster() const { return read(ctx.globals.roster_path); }
    std::string journal() const { return read(journal_path(ctx.globals.roster_path)); }
};

const std::string k_roster = "# muster roster v1\n"
                             "rules   unbalanced-equality\n"
                             "turn    1\n"
                             "# a comment that must survive\n"
                             "unit 90th/A    brit-infantry  side=british  stands=3  killed=0\n"
                             "unit uThulwana zulu-spears    side=zulu     stands=6  killed=0\n";

/// A change written to a draft of `roster`, as a rule set's resolve writes one, and its Outcome.
Outcome edited(const Roster& roster, const RuleBook& book, const std::function<void(Draft&)>& edit,
               Resolution resolution = {}) {
    Draft draft(roster);
    edit(draft);
    return conclude(std::move(resolution), draft, book);
}

Outcome kill(const Roster& roster, const RuleBook& book, std::string_view name, long long men,
             int turn_step = 0) {
    Resolution report;
    report.command = "kill";
    report.brief = fmt::format("kill {} {}", name, men);
    return edited(
        roster, book,
        [&](Draft& draft) {
            muster::ue::record(*draft.find(name)).killed += men;
            draft.turn += turn_step;
        },
        std::move(report));
}

} // namespace

TEST_CASE("journal: entries round trip through one line each", "[store][journal]") {
    JournalEntry entry{"2026-11-29T12:00:00Z",
                       "kill",
                       "kill 90th/A 15",
                       {{"D6", 4, "rally"}},
                       {{3, {"old line\n"}, {"new line\n"}}},
                       false,
                       {},
                       {},
                       3};
    const auto line = encode_entry(entry);
    CHECK(line.find('\n') == std::string::npos);
    int damaged = -1;
    auto entries = decode_journal(line + "\n", damaged);
    CHECK(damaged == 0);
    REQUIRE(entries.size() == 1);
    CHECK(entries[0].brief == "kill 90th/A 15");
    CHECK(entries[0].dice[0].value == 4);
    CHECK(entries[0].edits[0].at == 3);
    CHECK(entries[0].edits[0].before == std::vector<std::string>{"old line\n"});
    CHECK(entries[0].turn == 3);
}

TEST_CASE("journal: an entry of an older journal, without a turn, reads with no turn",
          "[store][journal]") {
    int damaged = -1;
    const auto entries = decode_journal(
        R"({"v":1,"time":"t","command":"kill","brief":"kill A 1","dice":[],"edits":[]})"
        "\n",
        damaged);
    CHECK(damaged == 0);
    REQUIRE(entries.size() == 1);
    CHECK_FALSE(entries[0].turn.has_value());
}

TEST_CASE("journal: a torn last entry is skipped, everything before it is read",
          "[store][journal]") {
    JournalEntry a{"t", "kill", "first", {}, {}, false, {}, {}, {}};
    JournalEntry b{"t", "kill", "second", {}, {}, false, {}, {}, {}};
    const auto full = encode_entry(a) + "\n" + encode_entry(b) + "\n";
    for (std::size_t cut = full.size() / 2 + 1; cut < full.size(); ++cut) {
        int damaged = 0;
        auto entries = decode_journal(full.substr(0, cut), damaged);
        REQUIRE(entries.size() == 1);
        CHECK(entries[0].brief == "first");
        CHECK(damaged == 1);
    }
    int damaged = 0;
    auto entries =
        decode_journal(encode_entry(a) + "\n{\"v\":1,\"tim\n" + encode_entry(b) + "\n", damaged);
    CHECK(entries.size() == 2);
    CHECK(damaged == 1);
}

TEST_CASE("journal: an undo cancels the latest change not yet undone", "[store][journal]") {
    std::vector<JournalEntry> entries(5);
    entries[2].undo = true;
    entries[4].undo = true;
    CHECK(live_changes(entries) == std::vector<std::size_t>{0});
    entries[4].undo = false;
    CHECK(live_changes(entries) == std::vector<std::size_t>{0, 3, 4});
}

TEST_CASE("store: a change rewrites one line and journals its before-image", "[store]") {
    Scratch s;
    create_roster(s.ctx, k_roster, false);
    CHECK(s.roster() == k_roster);
    auto report = transact(
        s.ctx, [](const Roster& r, const RuleBook& b) { return kill(r, b, "90th/A", 15); });
    CHECK(s.roster() == "# muster roster v1\n"
                        "rules   unbalanced-equality\n"
                        "turn    1\n"
                        "# a comment that must survive\n"
                        "unit 90th/A    brit-infantry  side=british  stands=3  killed=15\n"
                        "unit uThulwana zulu-spears    side=zulu     stands=6  killed=0\n");
    const auto changes = render::unit_changes(report.deltas, report.rules);
    REQUIRE(changes.size() == 1);
    CHECK(changes[0]["unit"] == "90th/A");
    CHECK(changes[0]["before"] == nlohmann::json{{"killed", 0}});
    CHECK(changes[0]["after"] == nlohmann::json{{"killed", 15}});
    CHECK(changes[0]["stands_removed"] == 0);
    CHECK(report.rules == "unbalanced-equality");
    int damaged = 0;
    auto entries = decode_journal(s.journal(), damaged);
    REQUIRE(entries.size() == 2);
    CHECK(entries[0].command == "init");
    CHECK(entries[1].brief == "kill 90th/A 15");
    CHECK(entries[1].edits[0].at == 4);
    CHECK(revert_edits(s.roster(), entries[1].edits) == k_roster);
}

TEST_CASE("store: a script's saves extend the turn's history, which reads as from the journal",
          "[store][journal]") {
    // Issue 41: within one process the turn's history is not read back at every save; what it
    // hands the engine must be what an independent read of the journal gives, after every kind
    // of write: this process's saves, an undo, another writer, a new turn.
    Scratch s;
    create_roster(s.ctx, k_roster, false);
    const auto path = s.ctx.globals.roster_path;
    const Mode write{};
    const auto same = [](const std::vector<RecordedChange>& a,
                         const std::vector<RecordedChange>& b) {
        return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const auto& x, const auto& y) {
            return x.command == y.command && x.names == y.names && x.line == y.line;
        });
    };
    // One change; true when it was handed the history an independent read gives.
    const auto change_sees_the_journal = [&](std::string_view unit, int turn_step) {
        const auto loaded = store::load(path);
        const auto expected =
            turn_history(path, loaded.doc.roster, loaded.text(), nullptr, /*remember=*/false);
        std::vector<RecordedChange> seen;
        store::transact(
            path, write,
            [&](const Roster& r, const RuleBook& b, const std::vector<RecordedChange>& history) {
                seen = history;
                return kill(r, b, unit, 1, turn_step);
            });
        INFO(seen.size() << " changes seen, " << expected.size() << " in the journal");
        return same(seen, expected) ? static_cast<int>(seen.size()) : -1;
    };
    int before = change_sees_the_journal("90th/A", 0);
    REQUIRE(before >= 0);
    for (int i = 1; i <= 4; ++i) {
        CHECK(change_sees_the_journal(i % 2 == 0 ? "90th/A" : "uThulwana", 0) == before + i);
    }
    // An undo writes the journal: the change undone is gone from the next history.
    store::undo(path, 1, false);
    CHECK(change_sees_the_journal("uThulwana", 0) == before + 4);
    CHECK(change_sees_the_journal("uThulwana", 0) == before + 5);
    // Another writer: the journal's time changes (the same length), so it is read again.
    const auto journal = journal_path(path);
    std::filesystem::last_write_time(journal, std::filesystem::last_write_time(journal) +
                                                  std::chrono::seconds(1));
    CHECK(change_sees_the_journal("90th/A", 0) == before + 6);
    // A change of turn starts the turn's history again.
    CHECK(change_sees_the_journal("90th/A", 1) == before + 7);
    const int new_turn = change_sees_the_journal("90th/A", 0);
    CHECK(new_turn >= 0);
    CHECK(new_turn < before + 7);
    CHECK(change_sees_the_journal("90th/A", 0) == new_turn + 1);
}

TEST_CASE("store: --dry-run, an error, or no change leave both files as they were", "[store]") {
    Scratch s;
    create_roster(s.ctx, k_roster, false);
    const auto journal = s.journal();
    s.ctx.globals.dry_run = true;
    auto report = transact(
        s.ctx, [](const Roster& r, const RuleBook& b) { return kill(r, b, "90th/A", 15); });
    CHECK(report.deltas.size() == 1);
    s.ctx.globals.dry_run = false;
    s.ctx.globals.odds = true; // --odds changes nothing either
    transact(s.ctx, [](const Roster& r, const RuleBook& b) { return kill(r, b, "90th/A", 15); });
    s.ctx.globals.odds = false;
    CHECK(s.roster() == k_roster);
    CHECK_THROWS_AS(transact(s.ctx,
                             [](const Roster& r, const RuleBook& b) -> Outcome {
                                 kill(r, b, "90th/A", 15);
                                 throw RuleError("refused");
                             }),
                    RuleError);
    // A change the rule book finds impossible is refused before anything is written.
    CHECK_THROWS_AS(transact(s.ctx, [](const Roster& r,
                                       const RuleBook& b) { return kill(r, b, "90th/A", 1000); }),
                    RuleError);
    // Two units of one name, or a `locked` name that is no unit, are refused too.
    CHECK_THROWS_AS(transact(s.ctx,
                             [](const Roster& r, const RuleBook& b) {
                                 return edited(r, b, [&](Draft& d) { d.add(r.units.front()); });
                             }),
                    RuleError);
    CHECK_THROWS_WITH(transact(s.ctx,
                               [](const Roster& r, const RuleBook& b) {
                                   return edited(r, b, [&](Draft& d) {
                                       muster::ue::record(*d.find(r.units.front().name)).locked = {
                                           "nobody"};
                                   });
                               }),
                      Catch::Contains("`locked` names `nobody`"));
    transact(s.ctx, [](const Roster& r, const RuleBook& b) { return edited(r, b, [](Draft&) {}); });
    CHECK(s.roster() == k_roster);
    CHECK(s.journal() == journal);
}

TEST_CASE("store: undo restores the exact bytes, repeatedly, and stops at init", "[store]") {
    Scratch s;
    create_roster(s.ctx, k_roster, false);
    std::vector<std::string> states{s.roster()};
    for (int i = 0; i < 4; ++i) {
        transact(s.ctx,
                 [](const Roster& r, const RuleBook& b) { return kill(r, b, "uThulwana", 15); });
        states.push_back(s.roster());
    }
    undo_changes(s.ctx, 1);
    CHECK(s.roster() == states[3]);
    undo_changes(s.ctx, 2);
    CHECK(s.roster() == states[1]);
    transact(s.ctx, [](const Roster& r, const RuleBook& b) { return kill(r, b, "90th/A", 30); });
    undo_changes(s.ctx, 1);
    CHECK(s.roster() == states[1]);
    undo_changes(s.ctx, 1);
    CHECK(s.roster() == k_roster);
    CHECK_THROWS_AS(undo_changes(s.ctx, 1), RuleError);
    CHECK(s.roster() == k_roster);
}

TEST_CASE("store: undo refuses when the roster was edited by hand over the change", "[store]") {
    Scratch s;
    create_roster(s.ctx, k_roster, false);
    transact(s.ctx, [](const Roster& r, const RuleBook& b) { return kill(r, b, "90th/A", 15); });
    auto text = s.roster();
    text.replace(text.find("killed=15"), 9, "killed=16");
    std::ofstream(s.ctx.globals.roster_path, std::ios::binary) << text;
    const auto journal = s.journal();
    CHECK_THROWS_WITH(undo_changes(s.ctx, 1), Catch::Contains("changed since"));
    CHECK(s.roster() == text);
    CHECK(s.journal() == journal);
}

TEST_CASE("store: a held lock makes a second writer give up naming the lock file", "[store]") {
    Scratch s;
    create_roster(s.ctx, k_roster, false);
    const auto lock_path = s.ctx.globals.roster_path + ".lock";
    const int fd = ::open(lock_path.c_str(), O_RDWR | O_CREAT, 0666);
    REQUIRE(::flock(fd, LOCK_EX) == 0);
    ::setenv("MUSTER_LOCK_TIMEOUT", "0.05", 1);
    try {
        transact(s.ctx,
                 [](const Roster& r, const RuleBook& b) { return kill(r, b, "90th/A", 15); });
        FAIL("no lock error");
    } catch (const RosterError& e) {
        CHECK(e.code() == ExitCode::roster);
        CHECK_THAT(std::string(e.what()), Catch::Contains(lock_path));
    }
    ::unsetenv("MUSTER_LOCK_TIMEOUT");
    ::close(fd);
    CHECK(s.roster() == k_roster);
}

TEST_CASE("store: a missing roster says how to create one, init refuses to overwrite", "[store]") {
    Scratch s;
    CHECK_THROWS_WITH(load_roster(s.ctx), Catch::Contains("muster init"));
    CHECK_THROWS_WITH(
        transact(s.ctx,
                 [](const Roster& r, const RuleBook& b) { return edited(r, b, [](Draft&) {}); }),
        Catch::Contains("no roster file"));
    CHECK_FALSE(std::filesystem::exists(s.ctx.globals.roster_path + ".lock"));
    create_roster(s.ctx, k_roster, false);
    CHECK_THROWS_AS(create_roster(s.ctx, k_roster, false), RuleError);
    CHECK_NOTHROW(create_roster(s.ctx, k_roster, true));
}

TEST_CASE("units: a roster name first, else TYPE[:STANDS] ad hoc, else the closest names",
          "[store][units]") {
    Scratch s;
    create_roster(s.ctx, k_roster, false);
    auto loaded = load_document(s.ctx);
    Draft draft(loaded.doc.roster);
    UnitResolver resolver(draft, *loaded.book);
    CHECK(&resolver.resolve("90th/A") == draft.find("90th/A"));
    auto& ad_hoc = resolver.resolve("brit-infantry:2");
    CHECK(resolver.is_ad_hoc(ad_hoc));
    CHECK(ad_hoc.stands == 2);
    CHECK(resolver.resolve("zulu-spears").stands == 6); // UE-TYPE-1 default
    CHECK_THROWS_WITH(resolver.resolve("90th/a"), Catch::Contains("closest: 90th/A"));
    CHECK_THROWS_AS(resolver.resolve("brit-infantry:0"), UsageError);
    CHECK_THROWS_AS(resolver.resolve("brit-infantry:1001"), UsageError);
    CHECK_THROWS_WITH(resolver.resolve("musketeers:3"), Catch::Contains("unknown type"));
    CHECK(rules_of_ad_hoc("zulu-spears:6") == "unbalanced-equality");
    CHECK(rules_of_ad_hoc("irregular-spearmen") == "fuzzy-wuzzy");
    CHECK_FALSE(rules_of_ad_hoc("90th/A").has_value());
}

} // namespace muster_unit_store
