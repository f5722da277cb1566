#include "cli/context.hpp"

#include "muster/error.hpp"
#include "muster/store/store.hpp"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <fmt/format.h>

namespace muster::cli {

using namespace muster::store; // the journal and the roster files (src/store/)

namespace {
/// Parses --dice values: comma-separated or repeated, each a whole number.
std::vector<int> parse_dice_values(const std::vector<std::string>& texts) {
    std::vector<int> values;
    for (const std::string& typed : texts) {
        // `--dice "4, 2"`: players type a space after the comma.
        const auto first = typed.find_first_not_of(" \t");
        const auto last = typed.find_last_not_of(" \t");
        const std::string text =
            first == std::string::npos ? std::string() : typed.substr(first, last - first + 1);
        int value = 0;
        const char* end = text.data() + text.size();
        const auto [ptr, ec] = std::from_chars(text.data(), end, value);
        if (text.empty() || ec != std::errc() || ptr != end) {
            throw UsageError(fmt::format("--dice: '{}' is not a die value (give whole numbers, "
                                         "e.g. --dice 4,2,6)",
                                         text));
        }
        values.push_back(value);
    }
    return values;
}
} // namespace

std::string dice_source(const Globals& globals) {
    if (!globals.dice_text.empty()) {
        return "typed";
    }
    return globals.seed ? fmt::format("seeded {}", *globals.seed) : std::string("random");
}

dice::DiceSource& Context::dice() {
    if (!m_dice) {
        if (!globals.dice_text.empty() && globals.seed) {
            // Typed dice leave nothing to seed: refused rather than one silently winning.
            throw UsageError("--seed and --dice: give one (--dice: the dice you threw; --seed: "
                             "reproducible random dice)");
        }
        if (!globals.dice_text.empty()) {
            m_dice = std::make_unique<dice::ScriptedSource>(parse_dice_values(globals.dice_text));
        } else {
            m_dice = std::make_unique<dice::RandomSource>(
                globals.seed ? *globals.seed : dice::RandomSource::seed_from_os());
        }
    }
    return *m_dice;
}

void Context::finish_dice() const {
    if (const auto* scripted = dynamic_cast<const dice::ScriptedSource*>(m_dice.get())) {
        scripted->finish();
    } else if (!m_dice && !globals.dice_text.empty()) {
        throw UsageError(fmt::format("--dice: {} value(s) given, this resolution uses none",
                                     globals.dice_text.size()));
    }
}

void default_roster(Globals& globals, const std::vector<std::string_view>& words) {
    const char* env = std::getenv("MUSTER_ROSTER");
    if (env == nullptr) {
        globals.roster_path = "muster.roster";
        return;
    }
    if (*env != '\0') {
        globals.roster_path = env;
        globals.roster_given = true;
        return;
    }
    const bool named = std::any_of(words.begin(), words.end(), [](std::string_view word) {
        return word == "-f" || word == "--roster" || word.starts_with("--roster=") ||
               (word.starts_with("-f") && word.size() > 2);
    });
    if (!named) {
        throw UsageError("MUSTER_ROSTER is set but empty: name a roster (MUSTER_ROSTER=FILE or "
                         "-f FILE), or unset it for ./muster.roster");
    }
    globals.roster_path = "muster.roster"; // -f/--roster, parsed next, names the roster
}

} // namespace muster::cli
