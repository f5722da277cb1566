#include "cli/app.hpp"

#include "cli/app_build.hpp"
#include "cli/cmd_book.hpp"
#include "cli/cmd_roll.hpp"
#include "cli/cmd_share.hpp"
#include "cli/commands.hpp"
#include "cli/context.hpp"
#include "cli/lock_notice.hpp"
#include "cli/man_page.hpp"
#include "cli/refusal.hpp"
#include "cli/session.hpp"
#include "cli/usage.hpp"
#include "muster/budget.hpp"
#include "muster/engine/rule_sets.hpp"
#include "muster/error.hpp"
#include "muster/text/parse.hpp"
#include "muster/text/text.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <array>
#include <cassert>
#include <cstdlib>
#include <fmt/format.h>
#include <fmt/ostream.h>
#include <fmt/ranges.h>
#include <fstream>
#include <iostream>
#include <limits>
#include <optional>
#include <unistd.h>

namespace muster::cli {

namespace {

/// `muster: error: WHAT`, one line: what quotes text from outside (arguments, file names and
/// contents), so it is printed escaped, never raw (docs/hostile-input.md).
void print_error(std::ostream& err, std::string_view what) {
    fmt::print(err, "muster: error: {}\n", text::escaped(what));
}

/// The command of the table named `word`, if any: a built-in one is found without making a
/// rule book.
const CommandSpec* command_named(std::string_view word) {
    for (const auto table : {builtin_commands(), command_table()}) {
        for (const CommandSpec& spec : table) {
            if (word == spec.name) {
                return &spec;
            }
        }
    }
    return nullptr;
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
    constexpr auto most = std::numeric_limits<std::uint64_t>::max();
    const auto seed = text::try_parse_uint64(text, most);
    if (!seed) {
        throw UsageError(
            fmt::format("--seed: '{}' is not a whole number from 0 to {}", text, most));
    }
    return *seed.value;
}

/// A global option's names (CLI11's "-f,--roster") and whether it takes a value, for the argv
/// scans without a CLI11 app (start-up, docs/performance.md); declared by add_global_options.
struct GlobalOption {
    const char* names;
    bool takes_value;
};
constexpr GlobalOption k_roster{"-f,--roster", true};
constexpr GlobalOption k_json{"--json", false};
constexpr GlobalOption k_brief{"--brief", false};
constexpr GlobalOption k_seed{"--seed", true};
constexpr GlobalOption k_dice{"-d,--dice", true};
constexpr GlobalOption k_width{"--width", true};
constexpr GlobalOption k_dry_run{"--dry-run", false};
constexpr GlobalOption k_explain{"--explain", false};
constexpr GlobalOption k_odds{"--odds", false};
constexpr GlobalOption k_no_color{"--no-color", false};
constexpr std::array k_global_options{k_roster, k_json,    k_brief,   k_seed, k_dice,
                                      k_width,  k_dry_run, k_explain, k_odds, k_no_color};

/// Whether `test` holds for one of the option's names ("-f", "--roster").
template <typename Test> bool any_name(const GlobalOption& option, const Test& test) {
    for (std::string_view names = option.names;;) {
        const auto comma = names.find(',');
        if (test(names.substr(0, comma))) {
            return true;
        }
        if (comma == std::string_view::npos) {
            return false;
        }
        names.remove_prefix(comma + 1);
    }
}

/// The global option named `word` exactly (`-f`, `--roster`; not `--roster=x`), if any.
const GlobalOption* global_option(std::string_view word) {
    const auto it = std::find_if(k_global_options.begin(), k_global_options.end(),
                                 [word](const GlobalOption& option) {
                                     return any_name(option, [word](auto n) { return n == word; });
                                 });
    return it == k_global_options.end() ? nullptr : &*it;
}

/// Whether CLI11 could read one of `words` as `option`: a word with its long name in it
/// (`--roster`, `--roster=x`), or a single-dash word with its letter (`-f`, `-fx`, `-xf`). More
/// words than CLI11 would read so never fewer: declaring an option no word names changes nothing.
bool may_name(const GlobalOption& option, const std::vector<std::string>& words) {
    return any_name(option, [&words](std::string_view name) {
        return std::any_of(words.begin(), words.end(), [name](std::string_view word) {
            return name.starts_with("--") ? word.find(name) != std::string_view::npos
                                          : word.size() > 1 && word[0] == '-' && word[1] != '-' &&
                                                word.find(name[1], 1) != std::string_view::npos;
        });
    });
}

/// The global options (README, "Commands"), declared here once: accepted before or after the
/// subcommand, each sets `g` as it is parsed, so the subcommand's callback sees them all. With
/// `words`, only those the words may name (may_name; each costs more than rolling the dice).
void add_global_options(CLI::App& app, Globals& g,
                        const std::vector<std::string>* words = nullptr) {
    const auto wanted = [words](const GlobalOption& option) {
        return words == nullptr || may_name(option, *words);
    };
    if (wanted(k_roster)) {
        app.add_option_function<std::string>(
               k_roster.names,
               [&g](const std::string& path) {
                   g.roster_path = path;
                   g.roster_given = true;
               },
               "roster file (default $MUSTER_ROSTER, else ./muster.roster)")
            ->type_name("FILE");
    }
    // --json and --brief together: refused, rather than one silently winning.
    const auto set_format = [&g](Format format) {
        if (g.format != Format::text && g.format != format) {
            throw UsageError("--json and --brief: give one of them");
        }
        g.format = format;
    };
    if (wanted(k_json)) {
        app.add_flag_callback(
            k_json.names, [set_format] { set_format(Format::json); }, "print one JSON object");
    }
    if (wanted(k_brief)) {
        app.add_flag_callback(
            k_brief.names, [set_format] { set_format(Format::brief); },
            "print one line, for notes");
    }
    if (wanted(k_seed)) {
        app.add_option_function<std::string>(
               k_seed.names, [&g](const std::string& text) { g.seed = parse_seed(text); },
               "reproducible dice: the same seed and version give the same dice")
            ->type_name("N");
    }
    if (wanted(k_dice)) {
        app.add_option(
               k_dice.names, g.dice_text,
               "the dice you threw, in the order the command's --help lists "
               "(--dice 4,2,6 or -d 4 -d 2 -d 6), or by unit for a unit's own dice "
               "(--dice uMbonambi=2 --dice NNC/1=5,4; the plain values go to the other dice)")
            ->expected(1)
            ->allow_extra_args(false) // one word each time: `--dice 4 uThulwana` names a unit
            ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
            ->check(dice_values())
            ->type_name("V,V,...");
    }
    if (wanted(k_width)) {
        app.add_option_function<std::string>(
               k_width.names, [&g](const std::string& text) { g.width = parse_width(text); },
               "draw N columns wide, 20 to 1000 (default: the terminal's width; 80 to a pipe or "
               "file)")
            ->type_name("N");
    }
    if (wanted(k_dry_run)) {
        app.add_flag(k_dry_run.names, g.dry_run, "resolve and print, save nothing");
    }
    if (wanted(k_explain)) {
        app.add_flag(k_explain.names, g.explain, "show every step of the arithmetic");
    }
    if (wanted(k_odds)) {
        app.add_flag(k_odds.names, g.odds,
                     "print the exact odds of every outcome; changes nothing");
    }
    if (wanted(k_no_color)) {
        app.add_flag_callback(
            k_no_color.names, [&g] { g.color = false; },
            "no colour (also when NO_COLOR is set or output is not a terminal)");
    }
#ifndef NDEBUG
    for (const GlobalOption& option : k_global_options) {
        if (!wanted(option)) {
            continue;
        }
        const std::string_view names = option.names;
        const CLI::Option* declared = app.get_option(std::string(names.substr(0, names.find(','))));
        assert((declared->get_expected_max() > 0) == option.takes_value);
    }
#endif
}

/// Whether `word` is an option that is not a global one (a command's, given before the
/// command: `--rules`). CLI11's own `--help` is global.
bool command_option(std::string_view word) {
    return word.starts_with("--") && word.find('=') == std::string_view::npos &&
           global_option(word) == nullptr && word != "--help";
}

} // namespace

/// The index in `words` of the command word: the first word that is neither an option nor the
/// value of an option that takes one; nullopt when there is none. A scan of the words before
/// CLI11 parses them, for what CLI11 cannot do: define only the one subcommand named (setting
/// up every subcommand's options is most of muster's start-up cost), read a command's options
/// given before the command (`muster --rules fw types`), and the words that are muster's and
/// not a subcommand's (`help`, `-`).
std::optional<std::size_t> command_word(const std::vector<std::string>& words) {
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string_view word = words[i];
        if (word == "--") {
            return i + 1 < words.size() ? std::optional(i + 1) : std::nullopt;
        }
        if (global_takes_value(word)) {
            ++i;
        } else if (word == "-" || !word.starts_with("-")) {
            // `muster --rules fuzzy-wuzzy types`: the value of types' --rules
            const bool value =
                i > 0 && command_option(words[i - 1]) &&
                std::any_of(words.begin() + static_cast<std::ptrdiff_t>(i) + 1, words.end(),
                            [](const std::string& w) { return command_named(w) != nullptr; });
            if (command_named(word) == nullptr && value) {
                continue;
            }
            return i;
        }
    }
    return std::nullopt;
}

bool is_command(std::string_view word) {
    return command_named(word) != nullptr;
}

namespace {

/// The words with the command word first, for CLI11, which reads a subcommand's options only
/// after the subcommand: global options are accepted after the command too, and a command's
/// own options given before it are then read as the command's.
std::vector<std::string> command_first(std::vector<std::string> words, std::size_t at) {
    const bool separated = std::find(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(at),
                                     "--") != words.begin() + static_cast<std::ptrdiff_t>(at);
    if (at > 0 && !separated) {
        std::rotate(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(at),
                    words.begin() + static_cast<std::ptrdiff_t>(at) + 1);
    }
    return words;
}

/// The checks of the global options together, once CLI11 has parsed them and before the
/// command runs (CLI11's parse_complete_callback): --dice and --odds only with a command that
/// throws dice, and the roster when no option named it.
void finish_globals(const CLI::App& app, Globals& g) {
    if (g.odds && !g.dice_text.empty()) {
        throw UsageError("--odds and --dice do not go together: --odds computes every outcome");
    }
    for (const CLI::App* sub : app.get_subcommands()) {
        const CommandSpec* spec = command_named(sub->get_name());
        // `turn --auto` throws the owed tests' dice (typed with --dice; --odds it refuses).
        const bool auto_turn = sub->get_name() == "turn" && sub->count("--auto") > 0;
        // `sync --close` throws the withheld roll's dice as the closing player types them.
        const bool close = sub->get_name() == "sync" && sub->count("--close") > 0;
        // `solo --play` throws the chosen command's dice; `solo` works out every odds itself.
        const bool solo_play = sub->get_name() == "solo" && sub->count("--play") > 0;
        if (spec != nullptr && !spec->throws_dice && !auto_turn && !close && !solo_play &&
            (g.odds || !g.dice_text.empty())) {
            throw UsageError(fmt::format(
                "'{}' throws no dice: --dice and --odds do not apply to it", spec->name));
        }
    }
    default_roster(g);
}

} // namespace

std::unique_ptr<CLI::App> build_app(Context& ctx, Subcommands& subcommands, std::string_view only,
                                    const std::vector<std::string>* words) {
    const bool known = command_named(only) != nullptr;
    auto app =
        std::make_unique<CLI::App>("muster: dice and rosters for colonial wargames", "muster");
    app->set_version_flag("--version", fmt::format("muster {}", MUSTER_VERSION));
    app->require_subcommand(only == "-" ? 0 : 1);
    app->fallthrough();
    app->footer([] { // the rule sets are asked for only when the help is printed
        std::vector<std::string> played;
        for (const auto& rules : rule_sets()) {
            played.push_back(fmt::format("{} ({})", rules.name, rules.id));
        }
        return fmt::format("Rule sets: {}.\nRun a script of commands, one a line: muster [global "
                           "options] - < FILE.\n'muster' alone on a terminal starts the shell.",
                           fmt::join(played, ", "));
    });
    add_global_options(*app, ctx.globals, words);
    app->parse_complete_callback([a = app.get(), &g = ctx.globals] { finish_globals(*a, g); });
    const bool builtin = std::ranges::any_of(
        builtin_commands(), [&](const CommandSpec& spec) { return only == spec.name; });
    for (const CommandSpec& spec : builtin || only == "-" ? builtin_commands() : command_table()) {
        if ((known && only != spec.name) || only == "-") {
            continue;
        }
        CLI::App* sub = spec.setup != nullptr ? spec.setup(*app, ctx)
                                              : setup_book_command(*app, ctx, spec.name);
        sub->footer("Global options (before or after the command): -f/--roster FILE, --json, "
                    "--brief, --seed N, -d/--dice V,V,..., --width N, --dry-run, --explain, "
                    "--odds, --no-color; see 'muster --help'.");
        sub->group(spec.group);
        sub->fallthrough();
        strict_numbers(*sub);
        subcommands.emplace_back(&spec, sub);
    }
    return app;
}

std::vector<std::string> long_names(const CLI::App& from) {
    std::vector<std::string> names;
    for (const CLI::Option* option : from.get_options()) {
        for (const auto& name : option->get_lnames()) {
            names.push_back("--" + name);
        }
    }
    return names;
}

namespace {

/// CLI11's error as a UsageError in muster's words (usage.hpp), with the command it concerns;
/// `argv` is what CLI11 parsed.
[[noreturn]] void usage_error(const CLI::App& app, const Subcommands& subcommands,
                              const CLI::ParseError& e, const std::vector<const char*>& argv) {
    const auto extras = app.remaining();
    const CLI::App* parsed = nullptr;
    for (auto [spec, sub] : subcommands) {
        parsed = sub->parsed() ? sub : parsed;
    }
    if (dynamic_cast<const CLI::RequiredError*>(&e) != nullptr) {
        if (parsed == nullptr) {
            throw UsageError(extras.empty() ? "no command given; run 'muster --help' for the list"
                                            : unknown_command(extras.front()));
        }
        throw UsageError(fmt::format("{}: {}; see 'muster {} --help'", parsed->get_name(), e.what(),
                                     parsed->get_name()));
    }
    if (dynamic_cast<const CLI::ExtrasError*>(&e) != nullptr && !extras.empty()) {
        if (parsed == nullptr) {
            throw UsageError(unknown_command(extras.front()));
        }
        auto options = long_names(app);
        const auto own = long_names(*parsed);
        options.insert(options.end(), own.begin(), own.end());
        throw UsageError(unexpected_word(extras.front(), parsed->get_name(), options));
    }
    throw UsageError(parse_error_message(app, e, argv.size() > 1 ? argv.back() : ""));
}

/// Whether the words named nothing but the roster and --no-color: then `muster` on a terminal
/// opens the shell on that roster, as `muster` alone does.
bool only_roster_named(const CLI::App& app) {
    std::size_t given = 0; // (CLI11's count_all() counts the parse of a named app too)
    for (const CLI::Option* option : app.get_options()) {
        given += option->count();
    }
    return given == app.count("--roster") + app.count("--no-color") && app.remaining().empty();
}

} // namespace

bool global_takes_value(std::string_view word) {
    const GlobalOption* option = global_option(word);
    return option != nullptr && option->takes_value;
}

int execute(Context& ctx, std::vector<std::string> words) {
    const auto at = command_word(words);
    if (at && words[*at] == "help") {
        // `muster help [COMMAND]`, as in the shell: the same as `muster [COMMAND] --help`.
        std::vector<std::string> help;
        if (*at + 1 < words.size()) {
            if (command_named(words[*at + 1]) == nullptr) {
                throw UsageError(unknown_command(words[*at + 1]));
            }
            help.push_back(words[*at + 1]);
        }
        help.emplace_back("--help");
        return execute(ctx, help);
    }
    const bool script = at && words[*at] == "-";
    if (script && *at + 1 != words.size()) {
        throw UsageError("nothing may follow '-': it runs the commands on standard input");
    }
    if (script) {
        words.pop_back();
    } else if (at) {
        words = command_first(std::move(words), *at);
    }
    const std::string only = script ? "-" : at ? words.front() : "";
    std::vector<const char*> argv{"muster"};
    for (const auto& word : words) {
        argv.push_back(word.c_str());
    }
    if (argv.size() > 1 && std::string_view(argv[1]) == "roll") {
        argv = roll_expressions_positional(std::move(argv)); // `roll d6 -d6`
    }
    // A command named: first with only the global options the words may name. CLI11's errors
    // (help, version) come before any command runs: given again with every option declared.
    const bool named = command_named(only) != nullptr;
    const Globals given = ctx.globals;
    Subcommands subcommands;
    auto app = build_app(ctx, subcommands, only, named ? &words : nullptr);
    const auto parse_all = [&] {
        ctx.globals = given;
        subcommands.clear();
        app = build_app(ctx, subcommands, only);
        app->parse(static_cast<int>(argv.size()), argv.data());
    };
    try {
        try {
            app->parse(static_cast<int>(argv.size()), argv.data());
        } catch (const CLI::ParseError&) {
            if (!named) {
                throw;
            }
            parse_all();
        }
    } catch (const CLI::CallForHelp&) {
        *ctx.out << app->help(); // the subcommand's, when one was named
        return 0;
    } catch (const CLI::CallForVersion&) {
        *ctx.out << app->version() << '\n';
        return 0;
    } catch (const CLI::Success&) {
        return 0;
    } catch (const CLI::RequiredError& e) {
        if (!at && only_roster_named(*app) && isatty(STDIN_FILENO) != 0 &&
            isatty(STDOUT_FILENO) != 0) {
            default_roster(ctx.globals);
            return run_shell(ctx);
        }
        usage_error(*app, subcommands, e, argv);
    } catch (const CLI::ParseError& e) {
        usage_error(*app, subcommands, e, argv);
    }
    return script ? run_script(std::cin, ctx.globals, *ctx.out, *ctx.err) : 0;
}

int run_script(std::istream& in, const std::vector<std::string>& global_words, std::ostream& out,
               std::ostream& err) {
    Context ctx;
    ctx.out = &out;
    ctx.err = &err;
    ctx.globals.width = default_width();
    try {
        Subcommands none;
        const auto app = build_app(ctx, none, "-");
        std::vector<const char*> argv{"muster"};
        for (const auto& word : global_words) {
            argv.push_back(word.c_str());
        }
        try {
            app->parse(static_cast<int>(argv.size()), argv.data());
        } catch (const CLI::ParseError& e) {
            usage_error(*app, none, e, argv);
        }
    } catch (const Error& e) {
        print_refusal(err, refusal_for(ctx.globals, global_words), e.what(),
                      static_cast<int>(e.code()));
        return static_cast<int>(e.code());
    }
    return run_script(in, ctx.globals, out, err);
}

int run(int argc, const char* const* argv) {
    return run(argc, argv, std::cout, std::cerr);
}

int run(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
    if (argc >= 2 && std::string_view(argv[1]) == "__complete") {
        // muster __complete WORDS... CURRENT (for the completion scripts)
        const std::vector<std::string> words(argv + 2, argv + std::max(argc - 1, 2));
        for (const auto& candidate : complete(words, argc > 2 ? argv[argc - 1] : "")) {
            out << candidate << '\n';
        }
        return 0;
    }
    if (argc == 3 && std::string_view(argv[1]) == "__man") {
        // muster __man man/muster.1.in (the build writes the man page with it)
        std::ifstream page(argv[2]);
        if (!page) {
            print_error(err, fmt::format("cannot read {}", argv[2]));
            return static_cast<int>(ExitCode::usage);
        }
        Context ctx;
        Subcommands subcommands;
        write_man_page(*build_app(ctx, subcommands), page, out);
        return 0;
    }
    if (argc == 2 && std::string_view(argv[1]) == "--version") {
        out << "muster " << MUSTER_VERSION << '\n'; // the start-up floor: nothing else to set up
        return 0;
    }
    Globals globals;
    globals.color = colour_wanted();
    globals.width = default_width();
    note_lock_holder(argc, argv);        // who holds a lock this process takes
    const LockWaitLine lock_notice(err); // and who a wait for one waits for
    return run_with(globals, std::vector<std::string>(argv + 1, argv + argc), out, err);
}

int run_with(const Globals& globals, const std::vector<std::string>& words, std::ostream& out,
             std::ostream& err) {
    const Refusal refusal = refusal_for(globals, words);
    const auto refuse = [&](std::string_view message, ExitCode code) {
        print_refusal(err, refusal, message, static_cast<int>(code));
        return static_cast<int>(code);
    };
    int status = 0;
    try {
        const BudgetScope budget; // the work this command may do (compare's choices share one)
        Context ctx;
        ctx.out = &out;
        ctx.err = &err;
        ctx.globals = globals;
        status = execute(ctx, words);
    } catch (const RosterError& e) {
        if (!e.file().empty() && !refusal.json) {
            fmt::print(err, "{}:{}: {}\n", text::escaped(e.file()), e.line(),
                       text::escaped(text::long_words_cut(e.what())));
            status = static_cast<int>(e.code());
        } else {
            status =
                refuse(e.file().empty() ? std::string(e.what())
                                        : fmt::format("{}:{}: {}", e.file(), e.line(), e.what()),
                       e.code());
        }
    } catch (const Error& e) {
        status = refuse(e.what(), e.code());
    } catch (const std::bad_alloc&) {
        status = refuse("out of memory", ExitCode::refused);
    }
    commit_shared_saves(err); // a shared game's saves are commits (docs/remote-play.md)
    return status;
}

} // namespace muster::cli
