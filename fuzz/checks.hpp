#pragma once

// The properties the fuzz harnesses check, shared with the unit test that replays the
// regression corpus (tests/unit/test_fuzz_regressions.cpp). Each returns normally when the
// property holds and calls std::abort() when it does not; bad input must give a muster::Error,
// never a crash or another exception.

#include "cli/app.hpp"
#include "muster/error.hpp"
#include "muster/notation.hpp"
#include "muster/roster.hpp"
#include "muster/roster_format.hpp"

#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace muster::fuzz {

/// Dice notation: parses or throws UsageError; a parsed expression stays within the limits.
inline void check_notation(std::string_view text) {
    try {
        const auto expr = dice::parse_expression(text);
        int dice = 0;
        for (const auto& term : expr.terms) {
            dice += term.count;
        }
        if (dice > dice::k_max_dice_per_expression) {
            std::abort();
        }
    } catch (const UsageError&) {
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

} // namespace muster::fuzz
