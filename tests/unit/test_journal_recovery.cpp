// Issue 6: the write-ahead journal's recovery (src/store/journal.cpp, committed_length). A save
// appends its journal entries first, carrying the roster's hash before (on the first entry) and
// after (on the last), then replaces the roster; a crash between the two leaves entries whose
// after-hash is not the roster's while their before-hash is: that save never happened.
#include "muster/store/journal.hpp"

#include <catch2/catch.hpp>
#include <string>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_journal_recovery {

using muster::store::committed_length;
using muster::store::encode_entry;
using muster::store::JournalEntry;
using muster::store::text_hash;
using muster::store::TextHash;

namespace {

std::string line(const std::string& brief, const std::string& from, const std::string& to,
                 bool undo = false) {
    JournalEntry entry{"t", undo ? "undo" : "kill", brief, {}, {}, undo, from, to, {}};
    return encode_entry(entry) + "\n";
}

const TextHash ha = text_hash(std::string("roster A\n"));
const TextHash hb = text_hash(std::string("roster B\n"));
const TextHash hc = text_hash(std::string("roster C\n"));
const std::string a = ha.digits;
const std::string b = hb.digits;
const std::string c = hc.digits;

} // namespace

TEST_CASE("Journal recovery: text_hash is SHA-256 (FNV-1a 64 for formats 1-4), and a missing "
          "file is `none`",
          "[journal]") {
    // Reference values: SHA-256 of "" and "abc" (FIPS 180-2), FNV-1a 64 of "" and "a".
    CHECK(text_hash(std::string()).digits ==
          "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    CHECK(text_hash(std::string_view("abc")).digits ==
          "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    CHECK(text_hash(std::string()).old_digits == "cbf29ce484222325");
    CHECK(text_hash(std::optional<std::string>("a")).old_digits == "af63dc4c8601ec8c");
    CHECK(text_hash(std::nullopt).digits == "none");
    CHECK(text_hash(std::nullopt).is("none"));
    CHECK(a != b);
    // A recorded hash is read by its length: 16 digits are format 1-4's FNV-1a, else SHA-256.
    CHECK(ha.is(a));
    CHECK(ha.is(ha.old_digits));
    CHECK_FALSE(ha.is(hb.old_digits));
    CHECK_FALSE(ha.is(ha.digits.substr(0, 16)));
}

TEST_CASE("Journal recovery: a committed last save is kept whole", "[journal]") {
    const auto journal = line("one", a, b) + line("two", b, c);
    CHECK(committed_length(journal, hc) == journal.size());
}

TEST_CASE("Journal recovery: a save cut short before its roster was written is dropped",
          "[journal]") {
    const auto kept = line("one", a, b);
    const auto journal = kept + line("two", b, c);
    CHECK(committed_length(journal, hb) == kept.size());
}

TEST_CASE("Journal recovery: a cut-short save of several undo entries is dropped whole",
          "[journal]") {
    const auto kept = line("one", a, b) + line("two", b, c);
    const auto journal = kept + line("undo two", c, "", true) + line("undo one", "", a, true);
    CHECK(committed_length(journal, hc) == kept.size());
    CHECK(committed_length(journal, ha) == journal.size());
}

TEST_CASE("Journal recovery: a roster edited by hand, old entries and torn lines are left alone",
          "[journal]") {
    const auto journal = line("one", a, b) + line("two", b, c);
    CHECK(committed_length(journal, text_hash(std::string("by hand\n"))) == journal.size());
    const std::string old =
        R"({"v":1,"time":"t","command":"kill","brief":"x","dice":[],"edits":[]})"
        "\n";
    CHECK(committed_length(old, ha) == old.size());
    const auto torn = journal + R"({"v":1,"time":"t","comm)";
    CHECK(committed_length(torn, hc) == torn.size());
    CHECK(committed_length("", ha) == 0);
}

TEST_CASE("Journal recovery: the first save into a new file (init) is dropped when no roster "
          "was written",
          "[journal]") {
    const auto journal = line("init", "none", a);
    CHECK(committed_length(journal, text_hash(std::nullopt)) == 0);
    CHECK(committed_length(journal, ha) == journal.size());
}

TEST_CASE("Journal recovery: a format-4 save (FNV-1a hashes) cut short is dropped, a committed "
          "one kept",
          "[journal]") {
    const auto kept = line("one", ha.old_digits, hb.old_digits);
    const auto journal = kept + line("two", hb.old_digits, hc.old_digits);
    CHECK(committed_length(journal, hb) == kept.size());
    CHECK(committed_length(journal, hc) == journal.size());
    // A format-5 save after format-4 ones, cut short: dropped too.
    const auto mixed = journal + line("three", hc.digits, ha.digits);
    CHECK(committed_length(mixed, hc) == journal.size());
    CHECK(committed_length(mixed, ha) == mixed.size());
}

} // namespace muster_unit_journal_recovery
