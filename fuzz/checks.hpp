#pragma once

// The properties the fuzz harnesses check, shared with the unit test that replays the
// regression corpus (tests/unit/test_fuzz_regressions.cpp). Each returns normally when the
// property holds and calls std::abort() when it does not; bad input must give a muster::Error,
// never a crash or another exception.

#include "cli/app.hpp"
#include "cli/session.hpp"
#include "muster/books.hpp"
#include "muster/dice/exact.hpp"
#include "muster/dice/notation.hpp"
#include "muster/error.hpp"
#include "muster/roster/format.hpp"
#include "muster/roster/roster.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/store.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace muster::fuzz {

/// The built-in rule sets, registered before the first input (as main does).
inline const bool k_rule_sets_registered = (books::register_rule_sets(), true);

/// Runs one whole command line in process; its exit status, and its standard output as JSON
/// when it succeeded.
inline int run_json(std::vector<std::string> words, nlohmann::json& out) {
    std::vector<const char*> argv;
    for (const auto& w : words) {
        argv.push_back(w.c_str());
    }
    std::ostringstream text;
    std::ostringstream err;
    const int status = cli::run(static_cast<int>(argv.size()), argv.data(), text, err);
    if (status == 0) {
        out = nlohmann::json::parse(text.str());
    }
    return status;
}

/// Dice notation: parses or throws UsageError; a parsed expression stays within the limits.
/// When its exact odds are cheap (estimated under 50 ms and 64 MB): they are a distribution (totals
/// strictly increasing, probabilities in [0, 1] summing to 1), a seeded roll of it
/// (`muster --seed 7 --json roll -- TEXT`) gives totals inside that distribution's support, and
/// the same dice typed back with `--dice` give the same totals.
inline void check_notation(std::string_view text) {
    dice::Expression expr;
    try {
        expr = dice::parse_expression(text);
    } catch (const UsageError&) {
        return;
    }
    if (expr.dice_count() > dice::k_max_dice_per_expression) {
        std::abort();
    }
    if (const auto cost = dice::exact_cost(expr); cost.seconds > 0.05 || cost.bytes > 64e6) {
        return;
    }
    const auto dist = dice::exact_distribution(expr);
    double sum = 0;
    for (std::size_t i = 0; i < dist.size(); ++i) {
        const auto [value, p] = dist[i];
        if (!(p >= 0 && p <= 1 + 1e-12) || (i > 0 && value <= dist[i - 1].first)) {
            std::abort();
        }
        sum += p;
    }
    if (dist.empty() || std::abs(sum - 1) > 1e-9) {
        std::abort();
    }
    const std::string word(text);
    nlohmann::json rolled;
    const int status = run_json({"muster", "--seed", "7", "--json", "roll", "--", word}, rolled);
    if (status != 0) {
        if (status != 2) {
            std::abort();
        }
        return;
    }
    std::vector<long long> totals;
    for (const auto& roll : rolled.at("result").at("rolls")) {
        const long long total = roll.at("total").get<long long>();
        const bool in_support =
            std::binary_search(dist.begin(), dist.end(), std::pair<long long, double>{total, 0.0},
                               [](const auto& a, const auto& b) { return a.first < b.first; });
        if (!in_support) {
            std::abort();
        }
        totals.push_back(total);
    }
    std::string typed;
    for (const auto& die : rolled.at("dice")) {
        typed += (typed.empty() ? "" : ",") + std::to_string(die.at("value").get<int>());
    }
    if (typed.empty()) {
        return; // no dice: nothing to type back
    }
    nlohmann::json again;
    if (run_json({"muster", "--json", "roll", "--dice", typed, "--", word}, again) != 0) {
        std::abort();
    }
    std::vector<long long> again_totals;
    for (const auto& roll : again.at("result").at("rolls")) {
        again_totals.push_back(roll.at("total").get<long long>());
    }
    if (again_totals != totals) {
        std::abort();
    }
}

/// The --dice value list, through the whole command line: `muster roll 3d6 --dice TEXT`.
/// Exit 0 (three good values) or 2 (anything else), never a crash.
inline void check_dice_values(const std::string& text) {
    const char* argv[] = {"muster", "roll", "3d6", "--dice", text.c_str()};
    std::ostringstream out;
    std::ostringstream err;
    const int status = cli::run(5, argv, out, err);
    if (status != 0 && status != 2) {
        std::abort();
    }
}

/// The roster parser: parse -> format gives the same bytes, and parse(format_new(model)) gives
/// the same model.
inline void check_roster(std::string_view text) {
    RosterDocument doc;
    try {
        doc = parse_roster(text, "fuzz.roster");
    } catch (const RosterError&) {
        return;
    }
    if (format_roster(doc, doc.roster).text != text) {
        std::abort();
    }
    const std::string fresh = format_new_roster(doc.roster);
    RosterDocument again;
    try {
        again = parse_roster(fresh, "fresh.roster");
    } catch (const RosterError&) {
        std::abort();
    }
    if (!(again.roster == doc.roster)) {
        std::abort();
    }
}

/// No byte a terminal acts on (ESC, BEL, CSI...) except newlines: what muster prints from
/// outside is escaped (muster::text::escaped).
inline bool terminal_safe(std::string_view printed) {
    for (std::size_t i = 0; i < printed.size(); ++i) {
        const auto c = static_cast<unsigned char>(printed[i]);
        const bool c1 = c == 0xC2 && i + 1 < printed.size() &&
                        static_cast<unsigned char>(printed[i + 1]) >= 0x80 &&
                        static_cast<unsigned char>(printed[i + 1]) <= 0x9F;
        if ((c < 0x20 && c != '\n') || c == 0x7F || c1) {
            return false;
        }
    }
    return true;
}

/// The journal reader: any bytes decode (bad lines counted as damaged, never an exception);
/// the committed length is within the text; every entry read is text muster would write
/// (valid, no control or invisible character), prints safely, and encodes and decodes back to
/// itself.
inline void check_journal(std::string_view text) {
    int damaged = 0;
    const auto entries = store::decode_journal(text, damaged);
    if (damaged < 0 ||
        store::committed_length(text, store::text_hash(std::string(text))) > text.size() ||
        store::committed_length(text, store::text_hash(std::nullopt)) > text.size()) {
        std::abort();
    }
    for (const auto& entry : entries) {
        if (!text::text_problem(entry.brief).empty() ||
            !terminal_safe(text::escaped(entry.brief))) {
            std::abort();
        }
        const std::string line = store::encode_entry(entry) + "\n";
        int again_damaged = 0;
        const auto again = store::decode_journal(line, again_damaged);
        if (again_damaged != 0 || again.size() != 1 || again[0].brief != entry.brief ||
            again[0].time != entry.time || again[0].command != entry.command ||
            again[0].undo != entry.undo || again[0].edits.size() != entry.edits.size() ||
            again[0].dice.size() != entry.dice.size() || again[0].turn != entry.turn) {
            std::abort();
        }
    }
}

/// The journal read from its file in pieces (store::JournalFile, issue 20: the readers never
/// hold it whole), the piece size taken from the input's first byte (1 to 64 bytes, so lines
/// span pieces and the last lines are read again and again): the same committed length, the
/// same entries and damaged lines as the reader over the whole text, for the roster's hash and
/// for no roster; a second pass reads the same.
inline void check_journal_file(std::string_view text, const std::filesystem::path& folder) {
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    const auto roster = (folder / "r.roster").string();
    std::ofstream(store::journal_path(roster), std::ios::binary) << text;
    const std::size_t piece =
        text.empty() ? 1 : std::size_t{1} + static_cast<unsigned char>(text[0]) % 64U;
    for (const std::optional<std::string>& roster_text :
         {std::optional<std::string>(std::string(text)), std::optional<std::string>()}) {
        const auto committed =
            text.substr(0, store::committed_length(text, store::text_hash(roster_text)));
        std::vector<std::pair<std::size_t, std::string>> whole;
        const auto expected = store::scan_journal(
            committed, [&](store::JournalEntry&& e) { whole.emplace_back(e.line, e.brief); });
        const store::JournalFile file(roster, roster_text, piece);
        for (int pass = 0; pass < 2; ++pass) {
            std::vector<std::pair<std::size_t, std::string>> read;
            const auto got =
                file.scan([&](store::JournalEntry&& e) { read.emplace_back(e.line, e.brief); });
            if (!file.exists() || read != whole || got.damaged != expected.damaged) {
                std::abort();
            }
        }
    }
}

/// A file's bytes ("<none>" when there is no file).
inline std::string file_bytes(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return "<none>";
    }
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

/// Whether a command-line word could make muster touch a file other than the scratch roster
/// (a path, another --roster, a script on standard input, the shell) or run long (--odds is
/// bounded by its estimate, tested on its own): such inputs are skipped.
inline bool unsafe_word(std::string_view word) {
    return word.find('/') != std::string_view::npos || word.starts_with("--r") ||
           (word.starts_with("-") && !word.starts_with("--") &&
            word.find('f') != std::string_view::npos) ||
           word == "-" || word == "shell" || word == "__complete" ||
           word.find("odds") != std::string_view::npos;
}

/// One whole command line run in process on a scratch roster: the input is the roster's
/// bytes, NUL, the journal's bytes, NUL, then the words of the command line separated by NULs.
/// Properties: the exit status is one of muster's (0-4); on a refusal the roster and journal
/// are byte for byte as they were, and stderr is one line; nothing printed on stderr (and no
/// ESC on stdout, colour being off) sends a control character to the terminal.
inline void check_command(std::string_view input, const std::filesystem::path& folder) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (true) {
        const auto nul = input.find('\0', start);
        parts.emplace_back(input.substr(start, nul == std::string_view::npos ? nul : nul - start));
        if (nul == std::string_view::npos) {
            break;
        }
        start = nul + 1;
    }
    constexpr std::size_t k_max_words = 16;
    if (parts.size() < 3 || parts.size() > 2 + k_max_words) {
        return;
    }
    for (std::size_t i = 2; i < parts.size(); ++i) {
        if (unsafe_word(parts[i])) {
            return;
        }
    }
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    const auto roster = folder / "r.roster";
    const auto journal = folder / "r.roster.journal";
    if (!parts[0].empty()) {
        std::ofstream(roster, std::ios::binary) << parts[0];
    }
    if (!parts[1].empty()) {
        std::ofstream(journal, std::ios::binary) << parts[1];
    }
    const std::string roster_before = file_bytes(roster);
    const std::string journal_before = file_bytes(journal);
    const std::string roster_path = roster.string();
    std::vector<const char*> argv{"muster", "--roster", roster_path.c_str()};
    for (std::size_t i = 2; i < parts.size(); ++i) {
        argv.push_back(parts[i].c_str());
    }
    ::setenv("NO_COLOR", "1", 1);
    ::setenv("MUSTER_LOCK_TIMEOUT", "0", 1);
    ::unsetenv("MUSTER_ROSTER");
    ::unsetenv("MUSTER_CRASH_AT");
    std::ostringstream out;
    std::ostringstream err;
    const int status = cli::run(static_cast<int>(argv.size()), argv.data(), out, err);
    const std::string errors = err.str();
    if (status < 0 || status > 4 || !terminal_safe(errors) ||
        out.str().find('\x1b') != std::string::npos) {
        std::abort();
    }
    if (status != 0) {
        const auto newline = errors.find('\n');
        if (newline == std::string::npos || newline + 1 != errors.size() ||
            file_bytes(roster) != roster_before || file_bytes(journal) != journal_before) {
            std::abort();
        }
    }
}

/// A script on standard input (`muster -`) run in process on a scratch roster, with a seed so
/// its dice are the same each run. Properties: the exit status is one of muster's (0-4, 130),
/// stderr is safe on a terminal; a line with a NUL byte is refused whole (issue 20: it ran cut
/// short at the NUL): the script stops there with exit 2 naming the line, and the roster is
/// byte for byte what the lines before it made (the script run again without it and after).
inline void check_script(std::string_view input, const std::filesystem::path& folder) {
    constexpr std::string_view k_roster = "# muster roster v1\nrules   unbalanced-equality\n"
                                          "turn    1\nunit A  brit-infantry  side=british\n"
                                          "unit B  zulu-impi  side=zulu\n";
    std::istringstream words{std::string(input)};
    for (std::string word; words >> word;) {
        if (unsafe_word(word) || word.find("seed") != std::string::npos ||
            word.find("out") != std::string::npos) { // no file but the scratch roster
            return;
        }
    }
    const auto run = [&](std::string_view script, std::string& err) {
        std::filesystem::remove_all(folder);
        std::filesystem::create_directories(folder);
        const auto roster = (folder / "r.roster").string();
        std::ofstream(roster, std::ios::binary) << k_roster;
        ::setenv("NO_COLOR", "1", 1);
        ::setenv("MUSTER_LOCK_TIMEOUT", "0", 1);
        ::unsetenv("MUSTER_ROSTER");
        ::unsetenv("MUSTER_CRASH_AT");
        std::istringstream in{std::string(script)};
        std::ostringstream out;
        std::ostringstream errors;
        const int status = cli::run_script(in, {"--roster", roster, "--seed", "7"}, out, errors);
        err = errors.str();
        if ((status < 0 || status > 4) && status != 130) {
            std::abort();
        }
        if (!terminal_safe(err)) {
            std::abort();
        }
        return std::pair{status, file_bytes(roster)};
    };
    std::string err;
    const auto [status, roster] = run(input, err);
    const auto nul = input.find('\0');
    if (nul == std::string_view::npos) {
        return;
    }
    const auto line_start = input.rfind('\n', nul);
    const auto before = input.substr(0, line_start == std::string_view::npos ? 0 : line_start + 1);
    const auto line = std::count(before.begin(), before.end(), '\n') + 1;
    std::string err_before;
    const auto [status_before, roster_before] = run(before, err_before);
    const bool refused = status == 2 && err.find(fmt::format("standard input line {}: a NUL byte",
                                                             line)) != std::string::npos;
    if (roster != roster_before || (status_before == 0 ? !refused : status != status_before)) {
        std::abort();
    }
}

} // namespace muster::fuzz
