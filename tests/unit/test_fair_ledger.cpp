// The fair-dice protocol as replay checks it (issue 26, src/store/fair_ledger.cpp): an honest
// pledge, request, link and roll pass; each cheat is named.
#include "muster/dice/fair.hpp"
#include "store/fair_ledger.hpp"

#include <catch2/catch.hpp>
#include <string>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_fair_ledger {

using namespace muster;

namespace {

constexpr std::size_t k_links = 8;

dice::Digest secret(const char* name) {
    return dice::sha256(name);
}

std::string link(const char* name, std::size_t times) {
    return dice::to_hex(dice::hash_times(secret(name), times));
}

store::JournalEntry entry(std::string command, nlohmann::json fair) {
    store::JournalEntry e;
    e.command = std::move(command);
    e.fair = std::move(fair);
    return e;
}

/// A whole honest fair roll: alice pledges, bob pledges, alice asks, bob answers, alice rolls.
struct Roll {
    const nlohmann::json request = {{"kind", "morale"}, {"units", {"uThulwana"}}};
    const std::string seal = "0123456789abcdef";
    store::JournalEntry pledge_a = entry("pledge", {{"pledge", link("alice", k_links)}});
    store::JournalEntry pledge_b = entry("pledge", {{"pledge", link("bob", k_links)}});
    store::JournalEntry pending = entry("pending", {{"by", link("alice", k_links)}});
    store::JournalEntry answer = entry(
        "link", {{"for", seal}, {"by", link("bob", k_links)}, {"link", link("bob", k_links - 1)}});
    store::JournalEntry roll = entry("morale", {{"request", seal},
                                                {"roller", link("alice", k_links - 1)},
                                                {"other", link("bob", k_links - 1)}});
    Roll() {
        pending.request = request;
        pending.seal = seal;
        pending.line = 3;
        roll.request = request;
        roll.source = "fair";
        const auto digest = dice::request_digest(seal, request.dump());
        for (std::uint32_t i = 0; i < 2; ++i) {
            roll.dice.push_back({"D6",
                                 dice::fair_value(*dice::from_hex(link("alice", k_links - 1)),
                                                  *dice::from_hex(link("bob", k_links - 1)), digest,
                                                  i, dice::Die::d6()),
                                 "morale"});
        }
    }
    /// Runs every entry up to the roll through a ledger; returns what the last one broke.
    std::string play(store::FairLedger& ledger) const {
        for (const auto* e : {&pledge_a, &pledge_b, &pending, &answer}) {
            auto broken = ledger.step(*e);
            if (!broken.empty()) {
                return broken;
            }
        }
        return ledger.step(roll);
    }
};

} // namespace

TEST_CASE("fair ledger: an honest fair roll holds", "[store][fair]") {
    Roll r;
    store::FairLedger ledger;
    CHECK(r.play(ledger).empty());
    CHECK_FALSE(ledger.pending());
}

TEST_CASE("fair ledger: a link that does not hash to the last of its chain is named",
          "[store][fair]") {
    Roll r;
    r.answer.fair["link"] = link("bob", k_links - 2); // a link skipped: not the next one
    store::FairLedger ledger;
    CHECK_THAT(r.play(ledger), Catch::Contains("does not hash to the last link of its chain"));
}

TEST_CASE("fair ledger: a link used twice is named", "[store][fair]") {
    Roll r;
    store::FairLedger ledger;
    REQUIRE(r.play(ledger).empty());
    auto again = r.pending;
    again.seal = "fedcba9876543210";
    REQUIRE(ledger.step(again).empty());
    auto reused = r.answer; // bob's first link given again
    reused.fair["for"] = again.seal;
    CHECK_THAT(ledger.step(reused), Catch::Contains("a link used twice"));
}

TEST_CASE("fair ledger: a request changed after the other's link is named", "[store][fair]") {
    Roll r;
    r.roll.request["units"] = {"uMbonambi"};
    store::FairLedger ledger;
    CHECK_THAT(r.play(ledger),
               Catch::Contains("the request changed after the other player's link"));
}

TEST_CASE("fair ledger: a fair die edited is named with what the links give", "[store][fair]") {
    Roll r;
    const int honest = r.roll.dice[1].value;
    r.roll.dice[1].value = honest % 6 + 1;
    store::FairLedger ledger;
    const auto broken = r.play(ledger);
    CHECK_THAT(broken, Catch::Contains("die 2 (D6)"));
    CHECK_THAT(broken,
               Catch::Contains("both links and the request give " + std::to_string(honest)));
}

TEST_CASE("fair ledger: the roller's own link for his request is refused", "[store][fair]") {
    Roll r;
    r.answer.fair["by"] = link("alice", k_links);
    r.answer.fair["link"] = link("alice", k_links - 1);
    store::FairLedger ledger;
    CHECK_THAT(r.play(ledger), Catch::Contains("the roller answering his own request"));
}

TEST_CASE("fair ledger: a change while a request is pending is refused", "[store][fair]") {
    Roll r;
    store::FairLedger ledger;
    REQUIRE(ledger.step(r.pledge_a).empty());
    REQUIRE(ledger.step(r.pending).empty());
    store::JournalEntry kill;
    kill.command = "kill";
    CHECK_THAT(ledger.step(kill), Catch::Contains("a change while the request of journal line 3"));
    CHECK(ledger.pending());
}

TEST_CASE("fair ledger: a request by no pledge, a second request, fair dice with no roll",
          "[store][fair]") {
    Roll r;
    store::FairLedger ledger;
    CHECK_THAT(ledger.step(r.pending), Catch::Contains("no pledge"));
    REQUIRE(ledger.step(r.pledge_a).empty());
    REQUIRE(ledger.step(r.pending).empty());
    CHECK_THAT(ledger.step(r.pending), Catch::Contains("a second request"));
    store::FairLedger fresh;
    store::JournalEntry fake;
    fake.command = "morale";
    fake.source = "fair";
    CHECK_THAT(fresh.step(fake), Catch::Contains("fair dice with no fair roll"));
}

TEST_CASE("fair ledger: a third chain is refused, one chain per player", "[store][fair]") {
    Roll r;
    store::FairLedger ledger;
    REQUIRE(ledger.step(r.pledge_a).empty());
    REQUIRE(ledger.step(r.pledge_b).empty());
    const auto third = ledger.step(entry("pledge", {{"pledge", link("carol", k_links)}}));
    CHECK(third.find("a third fair-dice chain") != std::string::npos);
}

TEST_CASE("fair ledger: random dice once a chain is pledged are refused", "[store][fair]") {
    Roll r;
    store::JournalEntry before;
    before.command = "morale";
    before.source = "random";
    before.dice.push_back({"D6", 4, "morale"});
    store::FairLedger ledger;
    CHECK(ledger.step(before).empty()); // a game's random dice before it was shared
    REQUIRE(ledger.step(r.pledge_a).empty());
    CHECK(ledger.step(before).find("random dice in a shared game") != std::string::npos);
    auto typed = before;
    typed.source = "typed";
    CHECK(ledger.step(typed).empty());
    auto seeded = before;
    seeded.source = "seeded 7";
    CHECK(ledger.step(seeded).empty());
}

TEST_CASE("fair ledger: the roller withdraws his request before any link, not after",
          "[store][fair]") {
    Roll r;
    const auto withdraw = entry("withdraw", {{"for", r.seal}, {"by", link("alice", k_links)}});
    {
        store::FairLedger ledger;
        for (const auto* e : {&r.pledge_a, &r.pledge_b, &r.pending}) {
            REQUIRE(ledger.step(*e).empty());
        }
        CHECK(ledger.step(withdraw).empty());
        CHECK_FALSE(ledger.pending());
        CHECK(ledger.step(r.answer) == "a link for no pending request");
    }
    {
        store::FairLedger ledger;
        for (const auto* e : {&r.pledge_a, &r.pledge_b, &r.pending, &r.answer}) {
            REQUIRE(ledger.step(*e).empty());
        }
        CHECK(ledger.step(withdraw).find("its roll stands") != std::string::npos);
    }
    {
        store::FairLedger ledger;
        for (const auto* e : {&r.pledge_a, &r.pledge_b, &r.pending}) {
            REQUIRE(ledger.step(*e).empty());
        }
        const auto by_other = entry("withdraw", {{"for", r.seal}, {"by", link("bob", k_links)}});
        CHECK(ledger.step(by_other).find("withdrawn by another") != std::string::npos);
    }
}

} // namespace muster_unit_fair_ledger
