#include "cli/cmd_compare.hpp"

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "cli/transact.hpp"
#include "cli/words.hpp"
#include "muster/budget.hpp"
#include "muster/engine/compare.hpp"
#include "muster/engine/roll.hpp"
#include "muster/error.hpp"
#include "muster/render/compare.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <memory>
#include <optional>

namespace muster::cli {

namespace {

/// At most this many choices side by side (they must fit a terminal's width).
constexpr std::size_t k_max_choices = 6;

/// Global options a choice may not carry: the roster, format and dice are compare's own.
constexpr std::string_view k_refused_in_choice[] = {
    "-f", "--roster", "--json", "--brief", "--seed", "-d", "--dice", "--dry-run", "--explain"};

/// The words of choice `n`, checked: a command that resolves with dice (worked out as exact
/// odds) or `charge`; no global option that compare sets itself.
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
    if (spec == table.end() || !(spec->throws_dice || spec->odds_only)) {
        std::vector<std::string_view> taken;
        for (const auto& command : table) {
            if (command.throws_dice || command.odds_only) {
                taken.emplace_back(command.name);
            }
        }
        throw UsageError(fmt::format("choice {} ({}): compare takes resolutions that throw dice "
                                     "or give odds ({})",
                                     n, quoted_text(name), fmt::join(taken, ", ")));
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
    return *words;
}

/// Choice `n`'s report, worked out as exact odds: its words parsed by its command's own
/// definitions into the request (or roll's expressions), which the rule book resolves against
/// the roster compare reads. An error is the choice's, prefixed with it.
Output run_choice(std::vector<std::string> words, const std::string& text, std::size_t n,
                  const Context& ctx) {
    try {
        Context choice;
        choice.out = ctx.out;
        choice.err = ctx.err;
        choice.globals.roster_path = ctx.globals.roster_path;
        choice.globals.roster_given = ctx.globals.roster_given;
        choice.globals.width = ctx.globals.width;
        HeldChoice held;
        choice.held = &held;
        execute(choice, std::move(words));
        choice.held = nullptr;
        choice.globals.odds = true; // after the parse: `charge` takes no --odds of its own
        if (held.request) {
            return resolve(choice, *held.request);
        }
        if (held.roll) {
            return roll(*held.roll, choice);
        }
        throw UsageError("it names nothing to work out"); // `--help`
    } catch (const RosterError& e) {
        const std::string where =
            e.file().empty() ? "" : fmt::format("{}:{}: ", e.file(), e.line());
        throw RosterError(
            fmt::format("choice {} ({}): {}{}", n, quoted_text(text), where, e.what()));
    } catch (const RuleError& e) {
        throw ChoiceRefused(fmt::format("choice {} ({}): {}", n, quoted_text(text), e.what()),
                            e.what());
    } catch (const Error& e) {
        throw Error(e.code(), fmt::format("choice {} ({}): {}", n, quoted_text(text), e.what()));
    }
}

Output run_compare(const std::vector<std::string>& texts, Context& ctx) {
    if (texts.size() < 2) {
        throw UsageError("compare needs two or more choices, each one quoted command: "
                         "compare 'fire 90th/A --at impi --range long' 'fire ... --range medium'");
    }
    if (texts.size() > k_max_choices) {
        throw UsageError(fmt::format("compare takes at most {} choices ({} given)", k_max_choices,
                                     texts.size()));
    }
    std::vector<std::vector<std::string>> words;
    for (std::size_t i = 0; i < texts.size(); ++i) {
        words.push_back(choice_words(texts[i], i + 1)); // its errors name the choice already
    }
    auto worked = work_out_choices(words, texts, ctx, "compare");
    if (!worked.first) {
        throw *worked.first_refused; // nothing to compare: the first refusal, as before
    }
    Output report = render::compare_report(compare(std::move(worked.choices)));
    report.rules = worked.first->rules;
    report.turn = worked.first->turn;
    report.options = worked.first->options;
    report.provisional = worked.first->provisional;
    report.owed = worked.first->owed;
    return report;
}

} // namespace

WorkedChoices work_out_choices(const std::vector<std::vector<std::string>>& words,
                               const std::vector<std::string>& texts, const Context& ctx,
                               std::string_view command) {
    // The choices together are this command's work (issue 20: six choices each just under the
    // limit took 13 s and 670 MB). Each is first run until it asks for its work's cost (its
    // first charge, refused: nothing is worked out), and the sum is charged before any choice
    // starts; then the choices share one budget, which also bounds the work a choice charges
    // after its first.
    Cost asked;
    {
        const BudgetProbe probe;
        for (std::size_t i = 0; i < words.size(); ++i) {
            try {
                const BudgetScope choice;
                run_choice(words[i], texts[i], i + 1, ctx);
            } catch (const Error&) {
                // the probe's refusal, or the choice's own error: that comes below
            }
        }
        asked = probe.asked();
    }
    Budget{}.charge(asked, fmt::format("{}: the {} choices", command, words.size()),
                    " to work out exactly", fmt::format("{} fewer or smaller choices", command));
    const SharedBudget shared;
    WorkedChoices worked;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const BudgetScope scope;
        try {
            Output done = run_choice(words[i], texts[i], i + 1, ctx);
            worked.choices.push_back({texts[i], done.result, {}});
            if (!worked.first) {
                worked.first = std::move(done);
            }
        } catch (const ChoiceRefused& refused) {
            worked.choices.push_back({texts[i], nullptr, refused.reason()});
            if (!worked.first_refused) {
                worked.first_refused = refused;
            }
        }
    }
    return worked;
}

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
