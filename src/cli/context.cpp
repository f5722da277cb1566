#include "cli/context.hpp"

#include "muster/error.hpp"
#include "muster/store/store.hpp"
#include "muster/text/parse.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <cstdlib>
#include <fmt/format.h>
#include <limits>
#include <sys/ioctl.h>
#include <unistd.h>

namespace muster::cli {

using namespace muster::store; // the journal and the roster files (src/store/)

namespace {

/// `text` without the spaces and tabs around it.
std::string trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t");
    const auto last = text.find_last_not_of(" \t");
    return first == std::string_view::npos ? std::string()
                                           : std::string(text.substr(first, last - first + 1));
}

int die_value(const std::string& text) {
    const auto value =
        text::try_parse_int(text, std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
    if (!value) {
        throw UsageError(fmt::format("--dice: '{}' is not a die value (give whole numbers, "
                                     "e.g. --dice 4,2,6)",
                                     text));
    }
    return static_cast<int>(*value.value);
}

/// The --dice values as typed: plain values in order, and units' own (docs/dice.md, "Typed
/// dice"). Each word is comma-separated; `NAME=V` starts a unit's dice, and the values after it
/// in the same word are that unit's too (`--dice NNC/1=5,4`). A unit named twice is refused.
struct TypedDice {
    std::vector<int> plain;
    std::vector<dice::ScriptedSource::Named> named;
};

TypedDice parse_dice(const std::vector<std::string>& words) {
    TypedDice typed;
    for (const std::string& word : words) {
        std::vector<int>* into = &typed.plain;
        std::size_t start = 0;
        while (start <= word.size()) {
            const auto comma = std::min(word.find(',', start), word.size());
            // `--dice "4, 2"`: players type a space after the comma.
            std::string item = trimmed(std::string_view(word).substr(start, comma - start));
            start = comma + 1;
            if (const auto equals = item.find('='); equals != std::string::npos) {
                const std::string unit = trimmed(std::string_view(item).substr(0, equals));
                if (unit.empty()) {
                    throw UsageError(fmt::format("--dice: '{}' names no unit before '=' (e.g. "
                                                 "--dice uMbonambi=2)",
                                                 item));
                }
                for (const auto& named : typed.named) {
                    if (named.unit == unit) {
                        throw UsageError(fmt::format("--dice: {} is named twice; give its dice "
                                                     "once ({}=V,V)",
                                                     unit, unit));
                    }
                }
                into = &typed.named.emplace_back(dice::ScriptedSource::Named{unit, {}}).values;
                item = trimmed(std::string_view(item).substr(equals + 1));
                if (item.empty()) {
                    throw UsageError(fmt::format("--dice: '{}=' gives {} no value (e.g. {}=4)",
                                                 unit, unit, unit));
                }
            }
            into->push_back(die_value(item));
        }
    }
    return typed;
}

} // namespace

namespace {
constexpr int k_pipe_width = 80;
constexpr int k_min_width = 20;
/// The widest output muster draws (issue 20: `COLUMNS=999999999 muster roll 2d6 --odds` drew
/// 5.4 GB of table).
constexpr int k_max_width = 1000;
} // namespace

int default_width() {
    if (isatty(STDOUT_FILENO) == 0) {
        return k_pipe_width;
    }
    if (const char* columns = std::getenv("COLUMNS")) {
        if (const auto width = text::try_parse_int(columns, 1, std::numeric_limits<int>::max())) {
            return static_cast<int>(std::min<long long>(*width.value, k_max_width));
        }
    }
    winsize size{};
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) {
        return std::min<int>(size.ws_col, k_max_width);
    }
    return k_pipe_width;
}

int parse_width(const std::string& text) {
    return static_cast<int>(text::parse_int(text, k_min_width, k_max_width, "--width"));
}

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
            auto typed = parse_dice(globals.dice_text);
            m_dice = std::make_unique<dice::ScriptedSource>(std::move(typed.plain),
                                                            std::move(typed.named));
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
        const auto typed = parse_dice(globals.dice_text);
        std::size_t count = typed.plain.size();
        for (const auto& named : typed.named) {
            count += named.values.size();
        }
        throw UsageError(
            fmt::format("--dice: {} value(s) given, this resolution uses none", count));
    }
}

std::vector<std::string> Context::dice_units() const {
    std::vector<std::string> units;
    if (!globals.dice_text.empty()) {
        for (const auto& named : parse_dice(globals.dice_text).named) {
            units.push_back(named.unit);
        }
    }
    return units;
}

void default_roster(Globals& globals) {
    if (globals.roster_given) {
        return; // -f/--roster, or $MUSTER_ROSTER read already (a script's or shell's line)
    }
    const char* env = std::getenv("MUSTER_ROSTER");
    if (env != nullptr && *env == '\0') {
        throw UsageError("MUSTER_ROSTER is set but empty: name a roster (MUSTER_ROSTER=FILE or "
                         "-f FILE), or unset it for ./muster.roster");
    }
    globals.roster_given = env != nullptr;
    globals.roster_path = env != nullptr ? env : "muster.roster";
}

} // namespace muster::cli
