#include "cli/cmd_compare.hpp"

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "cli/report.hpp"
#include "cli/words.hpp"
#include "muster/engine/odds_table.hpp"
#include "muster/error.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <memory>
#include <sstream>

namespace muster::cli {

namespace {

/// At most this many choices side by side (they must fit a terminal's width).
constexpr std::size_t k_max_choices = 6;

/// Global options a choice may not carry: the roster, format and dice are compare's own.
constexpr std::string_view k_refused_in_choice[] = {
    "-f", "--roster", "--json", "--brief", "--seed", "-d", "--dice", "--dry-run", "--explain"};

struct Choice {
    std::string command;
    nlohmann::json result;
};

/// The words of choice `n`, checked: a command that resolves with dice (run with --odds) or
/// `charge`; no global option that compare sets itself.
std::vector<std::string> choice_words(const std::string& text, std::size_t n) {
    auto words = split_words(text);
    if (!words) {
        throw UsageError(
            fmt::format("choice {} ({}): a quote is not closed", n, quoted_text(text)));
    }
    if (!words->empty() && words->front() == "muster") {
        words->erase(words->begin());
    }
    if (words->empty()) {
        throw UsageError(fmt::format("choice {} is empty: give a command such as 'fire 90th/A "
                                     "--at impi --range long'",
                                     n));
    }
    const std::string& name = words->front();
    const auto table = command_table();
    const auto spec = std::ranges::find_if(
        table, [&](const CommandSpec& s) { return name == std::string_view(s.name); });
    if (spec == table.end() || !(spec->throws_dice || name == "charge")) {
        throw UsageError(fmt::format("choice {} ({}): compare takes resolutions that throw dice "
                                     "(fire, artillery, morale, melee, rally, recover, army, "
                                     "move, recon) or charge",
                                     n, quoted_text(name)));
    }
    for (const auto& word : *words) {
        for (const auto refused : k_refused_in_choice) {
            if (word == refused || word.starts_with(std::string(refused) + "=")) {
                throw UsageError(fmt::format("choice {}: {} belongs to compare itself (muster "
                                             "compare ... {}), not to one choice",
                                             n, word, refused));
            }
        }
    }
    if (name != "charge" && std::ranges::find(*words, "--odds") == words->end()) {
        words->emplace_back("--odds");
    }
    return *words;
}

/// Runs one choice as `muster [-f ROSTER] WORDS... --json` and returns its result; an error
/// is muster's own error, prefixed with the choice, with the choice's exit status.
Choice run_choice(const std::string& text, std::size_t n, const Context& ctx) {
    std::vector<std::string> words = choice_words(text, n);
    std::vector<std::string> args{"muster"};
    if (ctx.globals.roster_given) {
        args.insert(args.end(), {"--roster", ctx.globals.roster_path});
    }
    args.insert(args.end(), words.begin(), words.end());
    args.emplace_back("--json");
    std::vector<const char*> argv;
    argv.reserve(args.size());
    for (const auto& a : args) {
        argv.push_back(a.c_str());
    }
    std::ostringstream out;
    std::ostringstream err;
    const int status = run(static_cast<int>(argv.size()), argv.data(), out, err);
    if (status != 0) {
        std::string message = err.str();
        constexpr std::string_view prefix = "muster: error: ";
        if (message.starts_with(prefix)) {
            message.erase(0, prefix.size());
        }
        while (!message.empty() && message.back() == '\n') {
            message.pop_back();
        }
        throw Error(static_cast<ExitCode>(status),
                    fmt::format("choice {} ({}): {}", n, quoted_text(text), message));
    }
    const auto json = nlohmann::json::parse(out.str());
    return {text, json.at("result")};
}

/// A choice's headline items (none when its command has no headline).
const nlohmann::json& headline_of(const Choice& choice) {
    static const nlohmann::json none = nlohmann::json::array();
    const auto found = choice.result.find("headline");
    return found != choice.result.end() && found->is_array() ? *found : none;
}

/// The headline items of every choice, by name, in order of first appearance.
std::vector<std::string> item_names(const std::vector<Choice>& choices) {
    std::vector<std::string> names;
    for (const auto& c : choices) {
        for (const auto& item : headline_of(c)) {
            const auto what = item.at("what").get<std::string>();
            if (std::ranges::find(names, what) == names.end()) {
                names.push_back(what);
            }
        }
    }
    return names;
}

const nlohmann::json* item_of(const Choice& choice, const std::string& what) {
    for (const auto& item : headline_of(choice)) {
        if (item.at("what") == what) {
            return &item;
        }
    }
    return nullptr;
}

/// The verdict on the first headline item every choice has as a number: which choice gives
/// the most of it.
std::pair<std::string, nlohmann::json> verdict(const std::vector<Choice>& choices,
                                               const std::vector<std::string>& names) {
    for (const auto& what : names) {
        std::vector<double> values;
        std::vector<std::string> texts;
        for (const auto& c : choices) {
            const auto* item = item_of(c, what);
            if (item == nullptr) {
                break;
            }
            const auto& number = item->contains("p") ? item->at("p") : item->at("value");
            if (!number.is_number()) {
                break;
            }
            values.push_back(number.get<double>());
            texts.push_back(item->at("text").get<std::string>());
        }
        if (values.size() != choices.size()) {
            continue;
        }
        const auto best = std::ranges::max_element(values) - values.begin();
        const bool all_equal = std::ranges::all_of(
            values, [&](double v) { return std::abs(v - values.front()) <= 1e-12; });
        std::string others;
        for (std::size_t i = 0; i < values.size(); ++i) {
            if (static_cast<std::ptrdiff_t>(i) != best) {
                others +=
                    fmt::format("{}choice {} {}", others.empty() ? "" : ", ", i + 1, texts[i]);
            }
        }
        const std::string text =
            all_equal
                ? fmt::format("verdict: every choice gives the same {}: {}", what, texts.front())
                : fmt::format("verdict: highest {}: choice {}, {} ({})", what, best + 1,
                              texts[static_cast<std::size_t>(best)], others);
        return {text,
                {{"what", what},
                 {"best", all_equal ? nlohmann::json(nullptr) : nlohmann::json(best + 1)}}};
    }
    return {"verdict: the choices answer different questions; compare the lines above", nullptr};
}

Report run_compare(const std::vector<std::string>& texts, Context& ctx) {
    if (texts.size() < 2) {
        throw UsageError("compare needs two or more choices, each one quoted command: "
                         "compare 'fire 90th/A --at impi --range long' 'fire ... --range medium'");
    }
    if (texts.size() > k_max_choices) {
        throw UsageError(fmt::format("compare takes at most {} choices ({} given)", k_max_choices,
                                     texts.size()));
    }
    std::vector<Choice> choices;
    for (std::size_t i = 0; i < texts.size(); ++i) {
        choices.push_back(run_choice(texts[i], i + 1, ctx));
    }
    Report report;
    report.command = "compare";
    const auto names = item_names(choices);
    report.text.push_back(
        fmt::format("compare: {} choices, each exact against the current roster", choices.size()));
    for (std::size_t i = 0; i < choices.size(); ++i) {
        report.text.push_back(fmt::format("  {}: {}", i + 1, choices[i].command));
    }
    std::size_t label_width = 0;
    std::size_t column_width = 8;
    for (const auto& what : names) {
        label_width = std::max(label_width, what.size());
        for (const auto& c : choices) {
            if (const auto* item = item_of(c, what)) {
                column_width = std::max(column_width, item->at("text").get<std::string>().size());
            }
        }
    }
    std::string header = fmt::format("  {:<{}}", "", label_width);
    for (std::size_t i = 0; i < choices.size(); ++i) {
        header += fmt::format("  {:>{}}", i + 1, column_width);
    }
    report.text.push_back(header);
    for (const auto& what : names) {
        std::string row = fmt::format("  {:<{}}", what, label_width);
        for (const auto& c : choices) {
            const auto* item = item_of(c, what);
            row +=
                fmt::format("  {:>{}}", item == nullptr ? "-" : item->at("text").get<std::string>(),
                            column_width);
        }
        report.text.push_back(row);
    }
    auto [verdict_text, verdict_json] = verdict(choices, names);
    report.text.push_back(verdict_text);
    nlohmann::json out = nlohmann::json::array();
    for (const auto& c : choices) {
        out.push_back({{"command", c.command}, {"headline", headline_of(c)}, {"result", c.result}});
    }
    report.result = {{"choices", out}, {"verdict", verdict_json}};
    report.brief = fmt::format("compare {} choices: {}", choices.size(), verdict_text);
    return report;
}

} // namespace

CLI::App* setup_compare(CLI::App& app, Context& ctx) {
    auto choices = std::make_shared<std::vector<std::string>>();
    CLI::App* sub = app.add_subcommand(
        "compare", "Compare choices side by side: each quoted command (fire, melee, morale, "
                   "charge, ...) is worked out as exact odds against the current roster, and "
                   "their headline numbers are printed in columns with a verdict. Nothing is "
                   "saved.");
    sub->add_option("choice", *choices,
                    "a quoted command, e.g. 'fire 90th/A --at impi "
                    "--range long'; two or more")
        ->required();
    sub->callback([choices, &ctx] { render(run_compare(*choices, ctx), ctx); });
    return sub;
}

} // namespace muster::cli
