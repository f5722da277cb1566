#include "cli/app.hpp"

#include "cli/cmd_roll.hpp"
#include "cli/cmd_share.hpp"
#include "cli/commands.hpp"
#include "cli/context.hpp"
#include "cli/session.hpp"
#include "cli/words.hpp"
#include "muster/budget.hpp"
#include "muster/error.hpp"
#include "muster/text/text.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <fmt/format.h>
#include <fmt/ostream.h>
#include <iostream>
#include <limits>
#include <optional>
#include <regex>
#include <set>
#include <sys/ioctl.h>
#include <unistd.h>

namespace muster::cli {

namespace {

/// `muster: error: WHAT`, one line: what quotes text from outside (arguments, file names and
/// contents), so it is printed escaped, never raw (docs/hostile-input.md).
void print_error(std::ostream& err, std::string_view what) {
    fmt::print(err, "muster: error: {}\n", text::escaped(what));
}

/// Whether `word` names a command of the table.
bool is_command(std::string_view word) {
    return std::any_of(command_table().begin(), command_table().end(),
                       [&](const CommandSpec& spec) { return word == spec.name; });
}

/// "unknown command 'fier'; did you mean 'fire'?"
std::string unknown_command(std::string_view word) {
    std::vector<std::string> names;
    for (const auto& spec : command_table()) {
        names.emplace_back(spec.name);
    }
    const std::string best = nearest(word, names);
    std::string message = fmt::format("unknown command '{}'", word);
    if (!best.empty()) {
        message += fmt::format("; did you mean '{}'?", best);
    } else {
        message += "; run 'muster --help' for the list";
    }
    return message;
}

/// CLI11's "Could not convert: --stands = 99999999999" as "--stands: 99999999999 is too large".
std::string conversion_message(std::string_view what) {
    constexpr std::string_view prefix = "Could not convert: ";
    const auto equals = what.find(" = ");
    if (what.substr(0, prefix.size()) != prefix || equals == std::string_view::npos) {
        return std::string(what);
    }
    const auto option = what.substr(prefix.size(), equals - prefix.size());
    const auto value = what.substr(equals + 3);
    // strict_number has let only numbers through: one that does not convert is too big.
    const bool digits =
        !value.empty() && value.find_first_not_of("+-0123456789") == std::string_view::npos;
    return digits ? fmt::format("{}: {} is too large", option, value)
                  : fmt::format("{}: '{}' is not a valid number", option, value);
}

/// "fire: unknown option '--rnage'; did you mean '--range'?" for a word CLI11 did not expect.
std::string unexpected_word(std::string_view extra, std::string_view command) {
    const std::string who = command.empty() ? "" : fmt::format("{}: ", command);
    const std::string help =
        command.empty() ? "muster --help" : fmt::format("muster {} --help", command);
    if (!extra.starts_with("-")) {
        return fmt::format("{}unexpected word '{}'; see '{}'", who, extra, help);
    }
    const std::string best = nearest(extra, option_names(command));
    if (best == extra) { // a real option, read as a word: it came after `--`
        return fmt::format("{}'{}' came after '--', which makes every later word a name or "
                           "value: put options before '--'",
                           who, extra);
    }
    return best.empty()
               ? fmt::format("{}unknown option '{}'; see '{}'", who, extra, help)
               : fmt::format("{}unknown option '{}'; did you mean '{}'?", who, extra, best);
}

/// CLI11's other messages in muster's words: "--format: 'md' is not one of text, markdown,
/// json", "--roster needs a value", "--at takes one value, not 2".
std::string plain_message(const std::string& what) {
    static const std::regex not_in(R"(^(\S+): (.*) not in \{(.*)\}$)");
    static const std::regex missing(R"(^(\S+): \d+ required \S+ missing$)");
    static const std::regex at_most(R"(^(\S+): At Most (\d+) required but received (\d+)$)");
    std::smatch m;
    if (std::regex_match(what, m, not_in)) {
        std::string choices = m[3].str();
        for (std::size_t at = choices.find(','); at != std::string::npos;
             at = choices.find(',', at + 2)) {
            choices.insert(at + 1, " ");
        }
        return fmt::format("{}: '{}' is not one of {}", m[1].str(), m[2].str(), choices);
    }
    if (std::regex_match(what, m, missing)) {
        return fmt::format("{} needs a value", m[1].str());
    }
    if (std::regex_match(what, m, at_most)) {
        return fmt::format("{} takes {} value{}, not {}", m[1].str(),
                           m[2].str() == "1" ? "one" : m[2].str(), m[2].str() == "1" ? "" : "s",
                           m[3].str());
    }
    return what;
}

/// Colour on a terminal; never with NO_COLOR set (no-color.org); CLICOLOR_FORCE set to
/// anything but 0 asks for it when piped too (e.g. into `less -R`). --no-color wins over both.
bool colour_wanted() {
    const auto set = [](const char* name) {
        const char* value = std::getenv(name);
        return value != nullptr && *value != '\0';
    };
    if (set("NO_COLOR")) {
        return false;
    }
    if (set("CLICOLOR_FORCE") && std::string_view(std::getenv("CLICOLOR_FORCE")) != "0") {
        return true;
    }
    return isatty(STDOUT_FILENO) != 0;
}

std::uint64_t parse_seed(const std::string& text) {
    std::uint64_t value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc() || ptr != end) {
        throw UsageError(fmt::format("--seed: '{}' is not a whole number from 0 to {}", text,
                                     std::numeric_limits<std::uint64_t>::max()));
    }
    return value;
}

/// Global options, accepted before or after the subcommand (README, "Commands"). Each sets `g` as
/// it is parsed, so the subcommand's callback sees them all.
void add_global_options(CLI::App& app, Globals& g) {
    app.add_option_function<std::string>(
        "-f,--roster",
        [&g](const std::string& path) {
            g.roster_path = path;
            g.roster_given = true;
        },
        "roster file (default $MUSTER_ROSTER, else ./muster.roster)");
    // --json and --brief together: refused, rather than one silently winning.
    const auto set_format = [&g](Format format) {
        if (g.format != Format::text && g.format != format) {
            throw UsageError("--json and --brief: give one of them");
        }
        g.format = format;
    };
    app.add_flag_callback(
        "--json", [set_format] { set_format(Format::json); }, "print one JSON object");
    app.add_flag_callback(
        "--brief", [set_format] { set_format(Format::brief); }, "print one line, for notes");
    app.add_option_function<std::string>(
        "--seed", [&g](const std::string& text) { g.seed = parse_seed(text); },
        "reproducible dice: the same seed and version give the same dice");
    app.add_option("-d,--dice", g.dice_text,
                   "the dice you threw, in the order the command's --help lists "
                   "(--dice 4,2,6 or -d 4 -d 2 -d 6), or by unit for a unit's own dice "
                   "(--dice uMbonambi=2 --dice NNC/1=5,4; the plain values go to the other dice)")
        ->expected(1)
        ->allow_extra_args(false) // one word each time: `--dice 4 uThulwana` names a unit
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    app.add_option_function<std::string>(
        "--width", [&g](const std::string& text) { g.width = parse_width(text); },
        "draw N columns wide, 20 to 1000 (default: the terminal's width; 80 to a pipe or file)");
    app.add_flag("--dry-run", g.dry_run, "resolve and print, save nothing");
    app.add_flag("--explain", g.explain, "show every step of the arithmetic");
    app.add_flag("--odds", g.odds, "print the exact odds of every outcome; changes nothing");
    app.add_flag_callback(
        "--no-color", [&g] { g.color = false; },
        "no colour (also when NO_COLOR is set or output is not a terminal)");
}

/// Whether argv[i] follows an option that is not a global one (a command's option given before
/// the command, `--rules`) while a command word comes later: then it is that option's value.
bool value_of_command_option(int argc, const char* const* argv, int i) {
    static constexpr std::string_view k_global_flags[] = {
        "--json", "--brief", "--dry-run", "--explain", "--odds", "--no-color", "--help", "-h"};
    const std::string_view before = argv[i - 1];
    if (i < 2 || !before.starts_with("--") || before.find('=') != std::string_view::npos ||
        std::find(std::begin(k_global_flags), std::end(k_global_flags), before) !=
            std::end(k_global_flags)) {
        return false;
    }
    return std::any_of(argv + i + 1, argv + argc, [](const char* w) { return is_command(w); });
}

/// Whether argv names at most the roster (`-f FILE`, `--roster FILE`) and `--no-color`: then
/// `muster` on a terminal opens the shell on that roster, as `muster` alone does.
bool only_roster_named(int argc, const char* const* argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view word = argv[i];
        if ((word == "-f" || word == "--roster") && i + 1 < argc) {
            ++i;
        } else if (!word.starts_with("--roster=") && word != "--no-color") {
            return false;
        }
    }
    return true;
}

/// The index in argv of the command word: the first word that is neither an option nor the
/// value of a global option that takes one; 0 when there is none.
int command_word(int argc, const char* const* argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view word = argv[i];
        if (word == "--") {
            return i + 1 < argc ? i + 1 : 0;
        }
        if (global_takes_value(word)) {
            ++i;
        } else if (word == "-" || !word.starts_with("-")) {
            if (!is_command(word) && value_of_command_option(argc, argv, i)) {
                continue; // `muster --rules fuzzy-wuzzy types`: the value of types' --rules
            }
            return i;
        }
    }
    return 0;
}

/// argv with the command word first (`muster --rules fw types` as `muster types --rules fw`):
/// global options are accepted after the command too, and a command's own options given before
/// it are then read as the command's.
std::vector<const char*> command_first(int argc, const char* const* argv, int word) {
    std::vector<const char*> words(argv, argv + argc);
    const bool separated = std::any_of(argv + 1, argv + std::max(word, 1),
                                       [](const char* w) { return std::string_view(w) == "--"; });
    if (word > 1 && !separated) {
        words.erase(words.begin() + word);
        words.insert(words.begin() + 1, argv[word]);
    }
    return words;
}

/// --dice and --odds go only with commands that throw dice. Checked on argv before parsing,
/// because CLI11 runs the subcommand's callback as soon as parsing ends.
void refuse_dice_for_diceless_command(int argc, const char* const* argv) {
    bool odds_given = false;
    bool values_given = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view word = argv[i];
        odds_given = odds_given || word == "--odds";
        values_given =
            values_given || word == "-d" || word == "--dice" || word.starts_with("--dice=");
    }
    for (int i = 1; i < argc; ++i) { // CLI11 drops an empty last value: `--dice 3,` is 3
        const std::string_view word = argv[i];
        std::string_view values;
        if ((word == "-d" || word == "--dice") && i + 1 < argc) {
            values = argv[++i];
        } else if (word.starts_with("--dice=")) {
            values = word.substr(7);
        } else if (word.starts_with("-d") && word.size() > 2 && word[2] != '-') {
            values = word.substr(2);
        }
        if (values.starts_with(",") || values.ends_with(",") ||
            values.find(",,") != std::string_view::npos) {
            throw UsageError(fmt::format("--dice: '{}' has an empty value (give whole numbers, "
                                         "e.g. --dice 4,2,6)",
                                         values));
        }
    }
    if (odds_given && values_given) {
        throw UsageError("--odds and --dice do not go together: --odds computes every outcome");
    }
    const int at = command_word(argc, argv);
    if (at == 0 || !(odds_given || values_given)) {
        return;
    }
    // `turn --auto` throws the owed tests' dice (typed with --dice; --odds it refuses itself).
    const bool auto_turn = std::string_view(argv[at]) == "turn" &&
                           std::any_of(argv + at, argv + argc, [](const char* word) {
                               return std::string_view(word) == "--auto";
                           });
    for (const CommandSpec& spec : command_table()) {
        if (argv[at] == std::string_view(spec.name) && !spec.throws_dice && !auto_turn) {
            throw UsageError(fmt::format(
                "'{}' throws no dice: --dice and --odds do not apply to it", spec.name));
        }
    }
}

using Subcommands = std::vector<std::pair<const CommandSpec*, CLI::App*>>;

/// What CLI11 would read leniently as a number (an empty word as 0, `0x10` as 16, ` 5`),
/// refused before it is converted: a script's empty variable must not become a 0 that is
/// saved. Whole numbers for integer options, decimals (`2.5`) too for the others.
CLI::Validator strict_number(bool whole) {
    return CLI::Validator(
        [whole](const std::string& text) -> std::string {
            std::size_t i = text.size() > 1 && text[0] == '-' ? 1 : 0; // no `+5`
            const std::size_t digits_from = i;
            while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
                ++i;
            }
            bool ok = i > digits_from;
            if (ok && !whole && i < text.size() && text[i] == '.') {
                const std::size_t point = ++i;
                while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
                    ++i;
                }
                ok = i > point;
            }
            if (ok && i == text.size()) {
                return "";
            }
            return fmt::format("'{}' is not a {}", text, whole ? "whole number" : "number");
        },
        "", "strict number");
}

/// Every numeric option of `app` checked by `strict_number`.
void strict_numbers(CLI::App& app) {
    for (CLI::Option* option : app.get_options()) {
        const auto type = option->get_type_name();
        if (type.starts_with("INT") || type.starts_with("UINT")) {
            option->check(strict_number(true));
        } else if (type.starts_with("FLOAT")) {
            option->check(strict_number(false));
        }
    }
}

/// The command line: global options and the subcommands of the table — only `only` when it
/// names one (setting up every subcommand's options is most of muster's start-up cost), else
/// all of them (for --help, completion and unknown commands).
std::unique_ptr<CLI::App> build_app(Context& ctx, Subcommands& subcommands,
                                    std::string_view only = {}) {
    const bool known = is_command(only);
    auto app = std::make_unique<CLI::App>(
        "muster: dice and rosters for colonial wargames (Unbalanced Equality, 'Ere's to You "
        "Fuzzy-Wuzzy)",
        "muster");
    app->set_version_flag("--version", fmt::format("muster {}", MUSTER_VERSION));
    app->require_subcommand(1);
    app->fallthrough();
    app->footer("Run a script of commands, one a line: muster [global options] - < FILE.\n"
                "'muster' alone on a terminal starts the shell.");
    add_global_options(*app, ctx.globals);
    for (const CommandSpec& spec : command_table()) {
        if (known && only != spec.name) {
            continue;
        }
        CLI::App* sub = nullptr;
        if (spec.setup != nullptr) {
            sub = spec.setup(*app, ctx);
        } else {
            sub = app->add_subcommand(spec.name, spec.description);
            sub->allow_extras();
            sub->callback([name = spec.name] {
                throw NotBuiltError(fmt::format("'{}' is not available yet", name));
            });
        }
        sub->footer("Global options (before or after the command): -f/--roster FILE, --json, "
                    "--brief, --seed N, -d/--dice V,V,..., --dry-run, --explain, --odds, "
                    "--no-color; see 'muster --help'.");
        sub->group(spec.group);
        sub->fallthrough();
        strict_numbers(*sub);
        subcommands.emplace_back(&spec, sub);
    }
    return app;
}

} // namespace

std::vector<std::string> option_names(std::string_view command) {
    Context ctx;
    Subcommands subcommands;
    const auto app = build_app(ctx, subcommands);
    std::vector<std::string> names;
    auto add = [&names](const CLI::App& from) {
        for (const CLI::Option* option : from.get_options()) {
            for (const auto& name : option->get_lnames()) {
                names.push_back("--" + name);
            }
        }
    };
    add(*app);
    for (auto [spec, sub] : subcommands) {
        if (command == spec->name) {
            add(*sub);
        }
    }
    return names;
}

std::optional<std::vector<std::string>> option_values(std::string_view command,
                                                      const std::string& option) {
    // The options whose values are words from a fixed list (each command's --help says so),
    // for every command ("") or for one (artillery's --vs is crew or gun, melee's a unit).
    struct ValueWords {
        std::string_view command;
        std::string_view option;
        std::vector<std::string> words;
    };
    static const std::vector<ValueWords> k_value_words = {
        {"", "--range", {"short", "medium", "long"}},
        {"", "--format", {"text", "markdown", "json"}},
        {"", "--when", {"move", "day", "week"}},
        {"", "--rules", {"unbalanced-equality", "fuzzy-wuzzy"}},
        {"", "--formation", {"open", "closed", "line", "column", "square"}},
        {"", "--rate", {"march", "double", "charge"}},
        {"artillery", "--vs", {"crew", "gun"}},
    };
    // The options whose value is a unit (or an ad-hoc TYPE[:STANDS]).
    static const std::set<std::string, std::less<>> k_unit_valued = {"--at", "--vs", "--from"};
    Context ctx;
    Subcommands subcommands;
    const auto app = build_app(ctx, subcommands, command);
    const CLI::Option* found = app->get_option_no_throw(option);
    for (auto [spec, sub] : subcommands) {
        if (found == nullptr && command == spec->name) {
            found = sub->get_option_no_throw(option);
        }
    }
    if (found == nullptr || found->get_expected_max() == 0) {
        return std::nullopt; // a flag, or not an option of this command
    }
    for (const auto& entry : k_value_words) {
        if (entry.option == option && (entry.command.empty() || entry.command == command)) {
            return entry.words;
        }
    }
    if (k_unit_valued.count(option) != 0) {
        return std::nullopt; // a unit: completed as units are
    }
    return std::vector<std::string>{}; // a number or free text: nothing to offer
}

int run(int argc, const char* const* argv) {
    return run(argc, argv, std::cout, std::cerr);
}

namespace {
int run_command(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
    const BudgetScope budget; // the work this command may do (compare's choices share one)
    Context ctx;
    ctx.out = &out;
    ctx.err = &err;
    Globals& g = ctx.globals;
    g.color = colour_wanted();
    g.width = default_width();

    const int word = command_word(argc, argv);
    if (word != 0 && std::string_view(argv[word]) == "help") {
        // `muster help [COMMAND]`, as in the shell: the same as `muster [COMMAND] --help`.
        std::vector<const char*> words{argv[0]};
        if (word + 1 < argc) {
            const std::string_view topic = argv[word + 1];
            if (!is_command(topic)) {
                print_error(err, unknown_command(topic));
                return static_cast<int>(ExitCode::usage);
            }
            words.push_back(argv[word + 1]);
        }
        words.push_back("--help");
        return run(static_cast<int>(words.size()), words.data(), out, err);
    }
    if (word == 0 && argc == 2 && std::string_view(argv[1]) == "--version") {
        out << "muster " << MUSTER_VERSION << '\n'; // the start-up floor: nothing else to set up
        return 0;
    }
    Subcommands subcommands;
    const auto app_owner = build_app(ctx, subcommands, word != 0 ? argv[word] : "");
    CLI::App& app = *app_owner;

    try {
        if (argc >= 2 && std::string_view(argv[1]) == "__complete") {
            // muster __complete WORDS... CURRENT (for the completion scripts)
            const std::vector<std::string> words(argv + 2, argv + std::max(argc - 1, 2));
            for (const auto& candidate : complete(words, argc > 2 ? argv[argc - 1] : "")) {
                out << candidate << '\n';
            }
            return 0;
        }
        default_roster(g, std::vector<std::string_view>(argv + 1, argv + argc));
        const int at = command_word(argc, argv);
        if (at != 0 && std::string_view(argv[at]) == "-") {
            if (at + 1 != argc) {
                throw UsageError("nothing may follow '-': it runs the commands on standard input");
            }
            return run_script(std::cin, std::vector<std::string>(argv + 1, argv + at), out, err);
        }
        if (at == 0 && only_roster_named(argc, argv) && isatty(STDIN_FILENO) != 0 &&
            isatty(STDOUT_FILENO) != 0) {
            std::vector<const char*> shell_argv(argv, argv + argc);
            shell_argv.push_back("shell");
            return run(static_cast<int>(shell_argv.size()), shell_argv.data(), out, err);
        }
        refuse_dice_for_diceless_command(argc, argv);
        try {
            // Everything but running the command: parse, then check the global options.
            auto words = command_first(argc, argv, command_word(argc, argv));
            if (words.size() > 1 && std::string_view(words[1]) == "roll") {
                words = roll_expressions_positional(std::move(words)); // `roll d6 -d6`
            }
            app.parse(static_cast<int>(words.size()), words.data());
        } catch (const CLI::CallForHelp&) {
            out << app.help();
            return 0;
        } catch (const CLI::CallForVersion&) {
            out << app.version() << '\n';
            return 0;
        } catch (const CLI::Success&) {
            return 0;
        } catch (const CLI::RequiredError& e) {
            if (app.get_subcommands().empty()) {
                const auto extras = app.remaining();
                throw UsageError(extras.empty()
                                     ? "no command given; run 'muster --help' for the list"
                                     : unknown_command(extras.front()));
            }
            for (auto [spec, sub] : subcommands) {
                if (sub->parsed()) {
                    throw UsageError(fmt::format("{}: {}; see 'muster {} --help'", spec->name,
                                                 e.what(), spec->name));
                }
            }
            throw UsageError(e.what());
        } catch (const CLI::ExtrasError& e) {
            for (auto [spec, sub] : subcommands) {
                if (spec->setup == nullptr && sub->parsed()) {
                    throw NotBuiltError(fmt::format("'{}' is not available yet", spec->name));
                }
            }
            const auto extras = app.remaining();
            if (app.get_subcommands().empty() && !extras.empty()) {
                throw UsageError(unknown_command(extras.front()));
            }
            if (!extras.empty()) {
                throw UsageError(unexpected_word(extras.front(), word != 0 ? argv[word] : ""));
            }
            throw UsageError(e.what());
        } catch (const CLI::ConversionError& e) {
            throw UsageError(conversion_message(e.what()));
        } catch (const CLI::ParseError& e) {
            throw UsageError(plain_message(e.what()));
        }
        return 0;
    } catch (const CLI::CallForHelp&) {
        // --help given after a subcommand: print that subcommand's help.
        for (auto [spec, sub] : subcommands) {
            if (sub->parsed()) {
                out << sub->help();
                return 0;
            }
        }
        out << app.help();
        return 0;
    } catch (const RosterError& e) {
        if (!e.file().empty()) {
            fmt::print(err, "{}:{}: {}\n", text::escaped(e.file()), e.line(),
                       text::escaped(e.what()));
        } else {
            print_error(err, e.what());
        }
        return static_cast<int>(e.code());
    } catch (const Error& e) {
        print_error(err, e.what());
        return static_cast<int>(e.code());
    } catch (const std::bad_alloc&) {
        fmt::print(err, "muster: error: out of memory\n");
        return static_cast<int>(ExitCode::refused);
    }
}

} // namespace

int run(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
    const int status = run_command(argc, argv, out, err);
    commit_shared_saves(err); // a shared game's saves are commits (docs/remote-play.md)
    return status;
}

} // namespace muster::cli
