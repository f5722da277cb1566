#include "cli/cmd_solo.hpp"

#include "cli/app.hpp"
#include "cli/cmd_compare.hpp"
#include "cli/commands.hpp"
#include "cli/output.hpp"
#include "cli/transact.hpp"
#include "muster/dice/dice.hpp"
#include "muster/engine/env.hpp"
#include "muster/engine/names.hpp"
#include "muster/engine/outcome.hpp"
#include "muster/engine/solo.hpp"
#include "muster/error.hpp"
#include "muster/render/solo.hpp"
#include "muster/roster/format.hpp"
#include "muster/store/store.hpp"

#include <algorithm>
#include <charconv>
#include <fmt/format.h>
#include <memory>
#include <set>

namespace muster::cli {

namespace {

/// The farthest `--distance` taken, in inches: a table is a few feet across.
constexpr double k_max_inches = 1000;
/// The most choices one decision works out (each is a command's `--odds` and a trial on a copy
/// of the roster): a side of hundreds of units against many distances is asked phase by phase.
constexpr std::size_t k_max_solo_choices = 400;

struct SoloOptions {
    std::string side;
    std::string doctrine = std::string(solo::k_default_doctrine);
    std::vector<std::string> distances; ///< UNIT=INCHES, as typed
    std::string phase;                  ///< a phase's command word; "" from the phase reached
    bool play = false;
};

/// `WORD` unknown among `known` (what they are: "side", "doctrine"): a usage error naming the
/// closest and every one.
[[noreturn]] void unknown(std::string_view what, const std::string& word,
                          const std::vector<std::string>& known) {
    const auto near = nearest(word, known);
    std::string all;
    for (const auto& k : known) {
        all += all.empty() ? k : ", " + k;
    }
    throw UsageError(
        fmt::format("solo: unknown {} {}{} ({})", what, quoted_text(word),
                    near.empty() ? "" : fmt::format("; did you mean {}?", quoted_text(near)),
                    all.empty() ? "none" : all));
}

/// `--distance UNIT=INCHES`: an enemy unit of the roster and a distance from 0 to 1,000 inches
/// (decimal digits and one point: `12`, `7.5`).
std::pair<std::string, double> parse_distance(const std::string& text, const Roster& roster,
                                              std::string_view side) {
    const auto eq = text.rfind('=');
    if (eq == std::string::npos || eq == 0) {
        throw UsageError(fmt::format("solo: --distance {}: give UNIT=INCHES, e.g. "
                                     "--distance uMbonambi=12",
                                     quoted_text(text)));
    }
    const std::string name = text.substr(0, eq);
    const std::string number = text.substr(eq + 1);
    double inches = -1;
    const bool digits =
        !number.empty() &&
        std::ranges::all_of(number, [](char c) { return (c >= '0' && c <= '9') || c == '.'; }) &&
        std::ranges::count(number, '.') <= 1 && number.front() != '.' && number.back() != '.';
    if (digits) {
        std::from_chars(number.data(), number.data() + number.size(), inches);
    }
    if (!digits || inches < 0 || inches > k_max_inches) {
        throw UsageError(fmt::format("solo: --distance {}: inches from 0 (in contact) to {:g}",
                                     quoted_text(text), k_max_inches));
    }
    const Unit* unit = roster.find(name);
    if (unit == nullptr) {
        std::vector<std::string> names;
        for (const auto& u : roster.units) {
            names.push_back(u.name);
        }
        const auto near = nearest(name, names);
        throw UsageError(
            fmt::format("solo: --distance: no unit {} in the roster{}", quoted_text(name),
                        near.empty() ? "" : fmt::format("; did you mean {}?", quoted_text(near))));
    }
    if (unit->side == side) {
        throw UsageError(fmt::format("solo: --distance: {} is of side {} itself: give the "
                                     "distances of the enemy's units",
                                     quoted_text(name), side));
    }
    return {name, inches};
}

/// The words as a shell line, each quoted as the roster quotes a name.
std::string command_line(const std::vector<std::string>& argv) {
    std::string line;
    for (const auto& word : argv) {
        line += line.empty() ? "" : " ";
        line += quote_if_needed(word);
    }
    return line;
}

/// The request `words` make, parsed by their command's own definitions (nothing run).
Request request_of(const std::vector<std::string>& words, const Context& ctx) {
    Context parse;
    parse.out = ctx.out;
    parse.err = ctx.err;
    parse.globals.roster_path = ctx.globals.roster_path;
    parse.globals.roster_given = ctx.globals.roster_given;
    HeldChoice held;
    parse.held = &held;
    execute(parse, words);
    if (!held.request) {
        throw UsageError(fmt::format("solo: {} resolves nothing", command_line(words)));
    }
    return *held.request;
}

/// Why the rules would refuse `words` played for real, "" when they would not: `--odds` asks
/// "what if" and refuses less (a unit that fired this turn may still be asked its odds), so each
/// choice is also resolved on a copy of the roster, with the turn's history and any dice;
/// nothing is kept. A charge is never resolved (its odds are all it gives).
std::string refused_for_real(const std::vector<std::string>& words,
                             const store::LoadedRoster& loaded,
                             const std::vector<RecordedChange>& history, const Context& ctx) {
    if (odds_only_command(words.front())) {
        return {};
    }
    const Request request = request_of(words, ctx);
    dice::RandomSource any(0);
    FixedEnv env(any, Budget::current());
    env.history = history;
    try {
        static_cast<void>(loaded.book->resolve(request, loaded.doc.roster, env));
    } catch (const RuleError& e) {
        return e.what();
    }
    return {};
}

/// The phase the decision is for and its choices: `--phase`'s, else the first phase of the
/// rules' sequence from the one the turn has reached in which the rules accept a choice.
solo::Listing list_choices(const SoloOptions& o, const store::LoadedRoster& loaded, Context& ctx) {
    const Roster& roster = loaded.doc.roster;
    const RuleBook& book = *loaded.book;
    SoloTable table;
    for (const auto& text : o.distances) {
        auto given = parse_distance(text, roster, o.side);
        if (std::ranges::any_of(table.distance,
                                [&](const auto& d) { return d.first == given.first; })) {
            throw UsageError(
                fmt::format("solo: --distance: {} is given twice", quoted_text(given.first)));
        }
        table.distance.push_back(std::move(given));
    }
    const auto phases = book.phases();
    std::optional<int> asked;
    if (!o.phase.empty()) {
        std::vector<std::string> words;
        for (const Phase& p : phases) {
            words.emplace_back(p.command);
            if (p.command == o.phase) {
                asked = p.number;
            }
        }
        if (!asked) {
            unknown("phase", o.phase, words);
        }
    }
    const auto history = store::turn_history(ctx.globals.roster_path, roster, loaded.text());
    std::vector<std::string> commands;
    commands.reserve(history.size());
    for (const auto& change : history) {
        commands.push_back(change.command);
    }
    const int from = asked.value_or(solo::phase_reached(book, commands));
    auto options = book.solo_options(roster, o.side, table);
    std::erase_if(options,
                  [&](const SoloOption& s) { return asked ? s.step != *asked : s.step < from; });
    std::vector<std::vector<std::string>> words;
    std::vector<std::string> texts;
    for (const auto& s : options) {
        if (!s.argv.empty()) {
            words.push_back(s.argv);
            texts.push_back(command_line(s.argv));
        }
    }
    if (words.size() > k_max_solo_choices) {
        throw UsageError(fmt::format("solo: {} choices to work out, at most {}: give fewer "
                                     "--distance, or one --phase",
                                     words.size(), k_max_solo_choices));
    }
    auto worked = work_out_choices(words, texts, ctx, "solo");
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (worked.choices[i].refused.empty()) {
            worked.choices[i].refused = refused_for_real(words[i], loaded, history, ctx);
        }
    }
    std::vector<std::string> own;
    for (const auto& u : roster.units) {
        if (u.side == o.side) {
            own.push_back(u.name);
        }
    }
    // The first step with a choice the rules accept, and the step's choices in order.
    std::optional<int> step;
    std::size_t worked_at = 0;
    for (const auto& s : options) {
        if (s.argv.empty()) {
            continue;
        }
        if (worked.choices[worked_at++].refused.empty() && (!step || s.step < *step)) {
            step = s.step;
        }
    }
    solo::Listing listing;
    listing.side = o.side;
    listing.asked = asked.has_value();
    listing.phase = Phase{"", from, "none yet"};
    worked_at = 0;
    for (const auto& s : options) {
        const Choice* choice = s.argv.empty() ? nullptr : &worked.choices[worked_at++];
        if (!step || s.step != *step) {
            continue;
        }
        if (choice != nullptr && !choice->refused.empty()) {
            ++listing.refused;
            continue;
        }
        solo::Listed listed;
        listed.argv = s.argv;
        listed.command = choice != nullptr ? choice->command : "";
        listed.hold = s.hold;
        listed.result = choice != nullptr ? choice->result : nlohmann::json(nullptr);
        listed.measures = solo::measures_of(s.reading, listed.result, own);
        listing.choices.push_back(std::move(listed));
    }
    const int shown = step.value_or(from);
    for (const Phase& p : phases) {
        if (p.number == shown) {
            listing.phase = p;
            break;
        }
    }
    if (!step) {
        listing.refused = static_cast<int>(worked.choices.size());
    }
    return listing;
}

/// `solo --play`: the chosen command resolved as if typed (its words parsed by its command's
/// definitions, the request resolved and journalled with the dice the options give), the
/// journal entry recording who chose it.
Output play(const solo::Listing& listing, Output report, Context& ctx) {
    const auto& chosen = listing.choices[listing.decision->chosen];
    if (chosen.argv.empty() || odds_only_command(chosen.argv.front())) {
        // holding back throws nothing; a charge is a decision played on the table, its odds
        // are all `charge` gives (UE-APPROACH, FW-APPROACH): nothing to resolve or journal
        report.text.emplace_back(chosen.argv.empty()
                                     ? "played: nothing to throw (holding back)"
                                     : "played: nothing to throw: a charge is a decision; move "
                                       "the figures and resolve each step as it comes");
        if (!ctx.globals.dice_text.empty()) {
            throw UsageError("solo --play: the chosen choice throws no dice: --dice does not "
                             "apply");
        }
        return report;
    }
    const Request request = request_of(chosen.argv, ctx);
    ctx.solo = {{"side", listing.side}, {"doctrine", listing.doctrine}};
    Output played = resolve(ctx, request, false);
    ctx.solo = nullptr;
    Output out = std::move(played);
    nlohmann::json result = report.result;
    result["played"] = {{"command", out.command}, {"result", out.result}};
    std::vector<std::string> text = std::move(report.text);
    text.push_back(fmt::format("played: {}", chosen.command));
    text.insert(text.end(), out.text.begin(), out.text.end());
    out.text = std::move(text);
    out.result = std::move(result);
    out.command = "solo";
    return out;
}

Output run_solo(const SoloOptions& o, Context& ctx) {
    const auto* doctrine = solo::doctrine_named(o.doctrine);
    if (doctrine == nullptr) {
        std::vector<std::string> names;
        names.reserve(solo::k_doctrines.size());
        for (const auto& d : solo::k_doctrines) {
            names.emplace_back(d.name);
        }
        unknown("doctrine", o.doctrine, names);
    }
    const auto loaded = load_document(ctx);
    const Roster& roster = loaded.doc.roster;
    std::vector<std::string> sides;
    for (const auto& u : roster.units) {
        if (!u.side.empty() && std::ranges::find(sides, u.side) == sides.end()) {
            sides.push_back(u.side);
        }
    }
    if (std::ranges::find(sides, o.side) == sides.end()) {
        unknown("side", o.side, sides);
    }
    auto listing = list_choices(o, loaded, ctx);
    solo::choose(listing, *doctrine);
    Output report = render::solo_report(listing);
    render::add_roster_fields(report, roster, *loaded.book);
    report.rules = std::string(roster.rules);
    report.turn = roster.turn;
    if (o.play && listing.decision) {
        return play(listing, std::move(report), ctx);
    }
    if (!listing.decision && o.distances.empty()) {
        // The roster holds no positions: a newcomer's first `solo zulu` is told what it needs.
        report.text.emplace_back("no distances given: --distance ENEMY=INCHES (0: in contact) "
                                 "for each enemy unit in reach lets solo weigh fire, charges "
                                 "and melee");
    }
    if (o.play) {
        report.text.emplace_back("played: nothing (no choice)");
    }
    return report;
}

} // namespace

CLI::App* setup_solo(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<SoloOptions>();
    CLI::App* sub = app.add_subcommand(
        "solo",
        "A programmed opponent (docs/solo.md): the side's choices in the current phase (the "
        "first from the phase the turn has reached in which the rules accept one), each worked "
        "out as its command's exact --odds and scored under a doctrine, and the one it takes, "
        "with the reason. --play resolves it as if typed (random, --seed or --dice dice) and "
        "journals it with the doctrine. The roster holds no distances: --distance gives each "
        "enemy unit's, for fire, charges and melee (0: in contact).");
    sub->add_option("side", options->side, "the side muster plays (a roster `side`)")->required();
    sub->add_option("--doctrine", options->doctrine,
                    "bold (expected enemy losses and contact), steady (both sides' losses "
                    "alike; the default) or cautious (its own losses and the risk of breaking)");
    sub->add_option("--distance", options->distances,
                    "UNIT=INCHES: how far an enemy unit stands from the side (0: in contact); "
                    "repeat for each")
        ->allow_extra_args(false);
    sub->add_option("--phase", options->phase,
                    "the phase to choose in, by its command word (move for a charge; fire, "
                    "melee, recover, ...): default the first from the phase reached");
    sub->add_flag("--play", options->play,
                  "resolve the chosen command as if typed and journal it with the doctrine");
    sub->callback([options, &ctx] {
        if (ctx.globals.odds) {
            throw UsageError("solo works out every choice's exact odds itself: --odds does not "
                             "apply");
        }
        render(run_solo(*options, ctx), ctx);
    });
    return sub;
}

} // namespace muster::cli
