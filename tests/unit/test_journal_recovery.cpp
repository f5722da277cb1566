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

namespace {

std::string line(const std::string& brief, const std::string& from, const std::string& to,
                 bool undo = false) {
    JournalEntry entry{"t", undo ? "undo" : "kill", brief, {}, {}, undo, from, to, {}};
    return encode_entry(entry) + "\n";
}

const std::string a = text_hash(std::string("roster A\n"));
const std::string b = text_hash(std::string("roster B\n"));
const std::string c = text_hash(std::string("roster C\n"));

} // namespace

TEST_CASE("Journal recovery: text_hash is FNV-1a 64, and a missing file is `none`", "[journal]") {
    CHECK(text_hash(std::string()) == "cbf29ce484222325");
    CHECK(text_hash(std::nullopt) == "none");
    CHECK(a != b);
}

TEST_CASE("Journal recovery: a committed last save is kept whole", "[journal]") {
    const auto journal = line("one", a, b) + line("two", b, c);
    CHECK(committed_length(journal, c) == journal.size());
}

TEST_CASE("Journal recovery: a save cut short before its roster was written is dropped",
          "[journal]") {
    const auto kept = line("one", a, b);
    const auto journal = kept + line("two", b, c);
    CHECK(committed_length(journal, b) == kept.size());
}

TEST_CASE("Journal recovery: a cut-short save of several undo entries is dropped whole",
          "[journal]") {
    const auto kept = line("one", a, b) + line("two", b, c);
    const auto journal = kept + line("undo two", c, "", true) + line("undo one", "", a, true);
    CHECK(committed_length(journal, c) == kept.size());
    CHECK(committed_length(journal, a) == journal.size());
}

TEST_CASE("Journal recovery: a roster edited by hand, old entries and torn lines are left alone",
          "[journal]") {
    const auto journal = line("one", a, b) + line("two", b, c);
    CHECK(committed_length(journal, text_hash(std::string("by hand\n"))) == journal.size());
    const std::string old =
        R"({"v":1,"time":"t","command":"kill","brief":"x","dice":[],"edits":[]})"
        "\n";
    CHECK(committed_length(old, a) == old.size());
    const auto torn = journal + R"({"v":1,"time":"t","comm)";
    CHECK(committed_length(torn, c) == torn.size());
    CHECK(committed_length("", a) == 0);
}

TEST_CASE("Journal recovery: the first save into a new file (init) is dropped when no roster "
          "was written",
          "[journal]") {
    const auto journal = line("init", "none", a);
    CHECK(committed_length(journal, "none") == 0);
    CHECK(committed_length(journal, a) == journal.size());
}

} // namespace muster_unit_journal_recovery
