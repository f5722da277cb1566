#include "cli/cmd_compare.hpp"

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "cli/report.hpp"
#include "cli/words.hpp"
#include "muster/budget.hpp"
#include "muster/engine/compare.hpp"
#include "muster/error.hpp"

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

/// Runs one choice as `muster [-f ROSTER] WORDS... --json`, its output and errors kept in `out`
/// and `err`; returns its exit status.
int run_words(const std::string& text, std::size_t n, const Context& ctx, std::ostringstream& out,
              std::ostringstream& err) {
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
    return run(static_cast<int>(argv.size()), argv.data(), out, err);
}

/// Runs one choice and returns its result; an error is muster's own error, prefixed with the
/// choice, with the choice's exit status.
Choice run_choice(const std::string& text, std::size_t n, const Context& ctx,
                  nlohmann::json* envelope = nullptr) {
    std::ostringstream out;
    std::ostringstream err;
    const int status = run_words(text, n, ctx, out, err);
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
    if (envelope != nullptr) {
        *envelope = json;
    }
    return {text, json.at("result")};
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
    // The choices together are this command's work (issue 20: six choices each just under the
    // limit took 13 s and 670 MB). Each is first run until it asks for its work's cost (its
    // first charge, refused: nothing is worked out), and the sum is charged before any choice
    // starts; then the choices share one budget, which also bounds the work a choice charges
    // after its first.
    Cost asked;
    {
        const BudgetProbe probe;
        for (std::size_t i = 0; i < texts.size(); ++i) {
            std::ostringstream out;
            std::ostringstream err;
            run_words(texts[i], i + 1, ctx, out, err); // a choice's own error comes below
        }
        asked = probe.asked();
    }
    Budget{}.charge(asked, fmt::format("compare: the {} choices", texts.size()),
                    " to work out exactly", "compare fewer or smaller choices");
    const SharedBudget shared;
    std::vector<Choice> choices;
    nlohmann::json first; // the roster's fields of the envelope: every choice reads one roster
    for (std::size_t i = 0; i < texts.size(); ++i) {
        choices.push_back(run_choice(texts[i], i + 1, ctx, i == 0 ? &first : nullptr));
    }
    Report report = compare(choices);
    if (first.value("rules", nlohmann::json()).is_string()) {
        report.rules = first.at("rules").get<std::string>();
    }
    if (first.value("turn", nlohmann::json()).is_number_integer()) {
        report.turn = first.at("turn").get<int>();
    }
    report.options = first.value("options", nlohmann::json());
    report.provisional = first.value("provisional", false);
    report.owed = first.value("owed", nlohmann::json::array());
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
