// Players as keys (src/store/players.cpp, src/store/fair_ledger.cpp): a
// key's fingerprint as ssh-keygen prints it; the join, the signatures, one live chain a player,
// a new chain only when nothing is pending, and a withheld roll closed after the deadline.
#include "muster/dice/fair.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/signatures.hpp"
#include "store/fair_ledger.hpp"
#include "store/players.hpp"

#include <catch2/catch.hpp>
#include <memory>
#include <string>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_players {

using namespace muster;

namespace {

/// An ed25519 key made by ssh-keygen, and the fingerprint `ssh-keygen -lf` printed for it.
constexpr const char* k_key =
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHJ6AlBhC2Y2EvuIgbEC1TtoVjTvaF8Nr/oDYkEQ7r2d";
constexpr const char* k_fingerprint = "SHA256:7E7ZTDhVpgV9ej6zDdL1x2/8GeOIUrQqtQ9wkDunR1E";

/// A real-looking key for a player `name` (a blob naming its type) and its fingerprint.
std::string key_of(const std::string& name) {
    // "ssh-ed25519" as an ssh string, then 32 bytes: base64 of a fixed prefix and the name's hash.
    const auto digest = dice::sha256(name);
    std::string blob("\0\0\0\x0bssh-ed25519\0\0\0\x20", 19);
    blob.append(reinterpret_cast<const char*>(digest.data()), digest.size());
    return "ssh-ed25519 " + dice::to_base64(blob);
}

/// Signatures of the tests' own for the keys key_of makes: NAME's signature of a seal is
/// "signed-by:NAME:seal".
class KeyOfSignatures final : public store::Signatures {
  public:
    std::string public_key(const std::string& /*roster_path*/) override { return key_of("alice"); }
    std::string sign(const std::string& /*roster_path*/, const std::string& seal) override {
        return seal;
    }
    bool verify(const std::string& key, const std::string& seal, const std::string& sig) override {
        return sig == "signed-by:" + name_of(key) + ":" + seal;
    }
    static std::string name_of(const std::string& key) {
        for (const char* name : {"alice", "bob", "carol"}) {
            if (key_of(name) == key) {
                return name;
            }
        }
        return "?";
    }
};

struct WithKeyOfSignatures {
    WithKeyOfSignatures() { store::set_signatures(std::make_shared<KeyOfSignatures>()); }
    WithKeyOfSignatures(const WithKeyOfSignatures&) = delete;
    WithKeyOfSignatures& operator=(const WithKeyOfSignatures&) = delete;
    ~WithKeyOfSignatures() { store::set_signatures(nullptr); }
};

/// An entry by `who`, signed by him (or by `signer`, when another signs it).
store::JournalEntry by(const std::string& who, const std::string& command, const std::string& seal,
                       nlohmann::json fair = nullptr, const std::string& signer = "") {
    store::JournalEntry e;
    e.command = command;
    e.fair = std::move(fair);
    e.author = *store::key_fingerprint(key_of(who));
    e.seal = seal;
    e.sig = "signed-by:" + (signer.empty() ? who : signer) + ":" + seal;
    return e;
}

store::JournalEntry join(const std::string& who, const std::string& seal) {
    return by(who, "join", seal, {{"key", key_of(who)}});
}

std::string hex(char c) {
    return std::string(64, c);
}

} // namespace

TEST_CASE("players: a key's fingerprint is ssh-keygen's", "[store][players]") {
    CHECK(store::key_fingerprint(k_key) == k_fingerprint);
    CHECK(store::key_fingerprint(std::string(k_key) + " alice@home") == k_fingerprint);
    CHECK(store::key_without_comment(std::string(k_key) + " alice@home") == k_key);
    CHECK_FALSE(store::key_fingerprint("ssh-rsa AAAAC3NzaC1lZDI1NTE5AAAAIHJ6"));
    CHECK_FALSE(store::key_fingerprint("ssh-ed25519 not*base64"));
    CHECK_FALSE(store::key_fingerprint("nokey"));
    // the type is one ssh-keygen signs with, never an allowed-signers option
    CHECK_FALSE(store::key_fingerprint("cert-authority AAAADmNlcnQtYXV0aG9yaXR5"));
    CHECK(store::key_fingerprint(key_of("bob")));
}

TEST_CASE("players: deadlines and journal times in seconds", "[store][players]") {
    CHECK(store::deadline_seconds("48h") == 48 * 3600);
    CHECK(store::deadline_seconds("90m") == 90 * 60);
    CHECK(store::deadline_seconds("7d") == 7 * 86400);
    CHECK_FALSE(store::deadline_seconds("90"));
    CHECK_FALSE(store::deadline_seconds("0h"));
    CHECK_FALSE(store::deadline_seconds("-1h"));
    CHECK_FALSE(store::deadline_seconds("123456h"));
    CHECK(store::journal_seconds("1970-01-02T00:00:01Z") == 86401);
    CHECK_FALSE(store::journal_seconds("1970-01-02 00:00:01"));
}

TEST_CASE("players: two joins, then every entry signed by a player", "[store][players]") {
    const WithKeyOfSignatures keys;
    store::PlayerLedger ledger;
    store::JournalEntry before;
    before.command = "init";
    CHECK(ledger.step(before).empty()); // no players yet: a local game's entries are unsigned
    CHECK(ledger.step(join("alice", hex('1'))).empty());
    CHECK(ledger.step(join("bob", hex('2'))).empty());
    CHECK(ledger.step(by("alice", "kill", hex('3'))).empty());
    CHECK(ledger.step(by("bob", "kill", hex('4'))).empty());
}

TEST_CASE("players: an unsigned entry after a join is named", "[store][players]") {
    const WithKeyOfSignatures keys;
    store::PlayerLedger ledger;
    REQUIRE(ledger.step(join("alice", hex('1'))).empty());
    store::JournalEntry kill;
    kill.command = "kill";
    CHECK_THAT(ledger.step(kill), Catch::Contains("unsigned"));
}

TEST_CASE("players: an entry signed by a key not in the list is named", "[store][players]") {
    const WithKeyOfSignatures keys;
    store::PlayerLedger ledger;
    REQUIRE(ledger.step(join("alice", hex('1'))).empty());
    REQUIRE(ledger.step(join("bob", hex('2'))).empty());
    const auto carol = *store::key_fingerprint(key_of("carol"));
    CHECK_THAT(ledger.step(by("carol", "kill", hex('3'))),
               Catch::Contains("signed by " + carol + ", a key not in the game's list"));
}

TEST_CASE("players: a third player's join is named", "[store][players]") {
    const WithKeyOfSignatures keys;
    store::PlayerLedger ledger;
    REQUIRE(ledger.step(join("alice", hex('1'))).empty());
    REQUIRE(ledger.step(join("bob", hex('2'))).empty());
    CHECK_THAT(ledger.step(join("carol", hex('3'))),
               Catch::Contains("a third player's key " + *store::key_fingerprint(key_of("carol"))));
}

TEST_CASE("players: a signature by another key than the author's is named", "[store][players]") {
    const WithKeyOfSignatures keys;
    store::PlayerLedger ledger;
    REQUIRE(ledger.step(join("alice", hex('1'))).empty());
    REQUIRE(ledger.step(join("bob", hex('2'))).empty());
    CHECK_THAT(
        ledger.step(by("alice", "kill", hex('3'), nullptr, "bob")),
        Catch::Contains("is not " + *store::key_fingerprint(key_of("alice")) + "'s signature"));
    auto join_as_other = join("carol", hex('4'));
    join_as_other.author = *store::key_fingerprint(key_of("bob"));
    store::PlayerLedger fresh;
    REQUIRE(fresh.step(join("alice", hex('1'))).empty());
    CHECK_THAT(fresh.step(join_as_other), Catch::Contains("that adds another key"));
}

TEST_CASE("players: with no signature checker a signed entry cannot be proven",
          "[store][players]") {
    store::set_signatures(nullptr);
    store::PlayerLedger ledger;
    CHECK_THAT(ledger.step(join("alice", hex('1'))), Catch::Contains("cannot check signatures"));
}

namespace {

std::string link(const char* name, std::size_t times) {
    return dice::to_hex(dice::hash_times(dice::sha256(name), times));
}

constexpr std::size_t k_links = 8;

/// A game with two players and a chain each, on the fair ledger (the signatures are the
/// PlayerLedger's to check: here only the authors matter).
struct Game {
    store::FairLedger ledger;
    Game() {
        REQUIRE(ledger.step(timed(join("alice", hex('1')), "2030-01-01T00:00:00Z")).empty());
        REQUIRE(ledger.step(join("bob", hex('2'))).empty());
        REQUIRE(ledger.step(pledge("alice", link("alice", k_links))).empty());
        REQUIRE(ledger.step(pledge("bob", link("bob", k_links))).empty());
    }
    static store::JournalEntry timed(store::JournalEntry e, const char* time) {
        e.time = time;
        return e;
    }
    static store::JournalEntry pledge(const std::string& who, const std::string& end,
                                      const std::string& replaces = "") {
        nlohmann::json fair = {{"pledge", end}};
        if (!replaces.empty()) {
            fair["replaces"] = replaces;
        }
        return by(who, "pledge", hex('9'), fair);
    }
    /// Alice asks at `asked`, bob answers at `answered`.
    void ask(const char* asked, const char* answered) {
        auto pending =
            timed(by("alice", "pending", hex('5'), {{"by", link("alice", k_links)}}), asked);
        pending.request = {{"kind", "morale"}, {"units", {"uThulwana"}}};
        REQUIRE(ledger.step(pending).empty());
        REQUIRE(ledger
                    .step(timed(by("bob", "link", hex('6'),
                                   {{"for", hex('5')},
                                    {"by", link("bob", k_links)},
                                    {"link", link("bob", k_links - 1)}}),
                                answered))
                    .empty());
    }
    store::JournalEntry close(const std::string& who, const char* time) const {
        auto e = timed(by(who, "morale", hex('7'),
                          {{"request", hex('5')}, {"other", link("bob", k_links - 1)}}),
                       time);
        e.request = {{"kind", "morale"}, {"units", {"uThulwana"}}};
        e.source = "closed";
        e.dice = {{"D6", 1, "morale"}};
        return e;
    }
};

} // namespace

TEST_CASE("fair ledger: a second chain of one player is named, a new chain announced is not",
          "[store][fair][players]") {
    Game game;
    CHECK_THAT(game.ledger.step(Game::pledge("alice", link("carol", k_links))),
               Catch::Contains("a second fair-dice chain"));
    Game again;
    CHECK(again.ledger.step(Game::pledge("alice", link("dave", k_links), link("alice", k_links)))
              .empty());
    CHECK_THAT(again.ledger.step(Game::pledge("bob", link("erin", k_links), hex('a'))),
               Catch::Contains("which is not his live chain"));
}

TEST_CASE("fair ledger: a new chain while a request is pending is refused",
          "[store][fair][players]") {
    Game game;
    game.ask("2030-01-01T10:00:00Z", "2030-01-01T10:01:00Z");
    CHECK_THAT(game.ledger.step(Game::pledge("bob", link("dave", k_links), link("bob", k_links))),
               Catch::Contains("only when nothing is pending"));
}

TEST_CASE("fair ledger: a request on another player's chain is refused", "[store][fair][players]") {
    Game game;
    auto pending = by("bob", "pending", hex('5'), {{"by", link("alice", k_links)}});
    pending.request = {{"kind", "morale"}};
    CHECK_THAT(game.ledger.step(pending), Catch::Contains("not the live chain of its author"));
}

TEST_CASE("fair ledger: a withheld roll is closed by the answering player after the deadline",
          "[store][fair][players]") {
    Game game;
    game.ask("2030-01-01T10:00:00Z", "2030-01-01T10:01:00Z");
    CHECK(game.ledger.step(game.close("bob", "2030-01-03T10:01:00Z")).empty());
    CHECK_FALSE(game.ledger.pending());
}

TEST_CASE("fair ledger: a close before the deadline, or by the roller, is refused",
          "[store][fair][players]") {
    Game early;
    early.ask("2030-01-01T10:00:00Z", "2030-01-01T10:01:00Z");
    CHECK_THAT(early.ledger.step(early.close("bob", "2030-01-03T10:00:59Z")),
               Catch::Contains("before the reveal deadline"));
    Game roller;
    roller.ask("2030-01-01T10:00:00Z", "2030-01-01T10:01:00Z");
    CHECK_THAT(roller.ledger.step(roller.close("alice", "2030-01-04T00:00:00Z")),
               Catch::Contains("not by the player who gave his link"));
}

TEST_CASE("fair ledger: a link dated before its request is refused", "[store][fair][players]") {
    Game game;
    auto pending = Game::timed(by("alice", "pending", hex('5'), {{"by", link("alice", k_links)}}),
                               "2030-01-01T10:00:00Z");
    pending.request = {{"kind", "morale"}};
    REQUIRE(game.ledger.step(pending).empty());
    CHECK_THAT(game.ledger.step(Game::timed(by("bob", "link", hex('6'),
                                               {{"for", hex('5')},
                                                {"by", link("bob", k_links)},
                                                {"link", link("bob", k_links - 1)}}),
                                            "2030-01-01T09:00:00Z")),
               Catch::Contains("before the request it answers"));
}

} // namespace muster_unit_players
