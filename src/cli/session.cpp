#include "cli/session.hpp"

#include "cli/app.hpp"
#include "cli/cmd_book.hpp"
#include "cli/cmd_roll.hpp"
#include "cli/cmd_status.hpp"
#include "cli/commands.hpp"
#include "cli/history.hpp"
#include "cli/transact.hpp"
#include "cli/usage.hpp"
#include "cli/words.hpp"
#include "muster/engine/roster_edits.hpp"
#include "muster/engine/rule_sets.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/error.hpp"
#include "muster/loaded_library.hpp"
#include "muster/roster/format.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <editline/readline.h>
#include <fcntl.h>
#include <filesystem>
#include <fmt/format.h>
#include <fmt/ostream.h>
#include <iostream>
#include <iterator>
#include <set>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace muster::cli {

namespace {

/// What a command line being completed runs with: the shell's globals (`base`), else none,
/// then its own -f/--roster, else $MUSTER_ROSTER, else the default.
Context context_for(const std::vector<std::string>& words, const Globals* base) {
    Context ctx;
    if (base != nullptr) {
        ctx.globals = *base;
    }
    for (std::size_t i = 0; i + 1 < words.size(); ++i) {
        if (words[i] == "-f" || words[i] == "--roster") {
            ctx.globals.roster_path = words[i + 1];
            ctx.globals.roster_given = true;
        }
    }
    default_roster(ctx.globals);
    return ctx;
}

/// What completion offers for the next word of a rule book's own command (`form UNIT ORDER`:
/// the orders; `army SIDE`: the roster's sides), if its next word is not a unit.
std::optional<std::vector<std::string>> own_command_words(const std::vector<std::string>& words,
                                                          const std::string& command,
                                                          const Globals* base) {
    if (command.empty()) {
        return std::nullopt;
    }
    std::size_t args = 0; // the words so far, options and a global option's value left out
    const auto from = std::find(words.begin(), words.end(), command);
    for (auto word = from == words.end() ? from : from + 1; word != words.end(); ++word) {
        if (global_takes_value(*word)) {
            word += word + 1 == words.end() ? 0 : 1;
        } else if (!word->starts_with("-")) {
            ++args;
        }
    }
    auto offered = book_word_completions(command, args, nullptr);
    if (!offered) {
        return std::nullopt; // a unit, or not a rule book's command: no roster read here
    }
    try {
        const Roster roster = load_roster(context_for(words, base));
        return book_word_completions(command, args, &roster); // with its sides
    } catch (const Error&) {
        return offered; // no roster: the words alone
    }
}

} // namespace

std::vector<std::string> complete(const std::vector<std::string>& words, std::string_view current,
                                  const Globals* base) {
    if (!current.empty() && (current.front() == '"' || current.front() == '\'')) {
        current.remove_prefix(1); // bash gives `"RA` for a word begun with a quote
    }
    std::set<std::string> candidates;
    // The command word: the first that is not an option or an option's value.
    std::string command;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (global_takes_value(words[i])) {
            ++i;
        } else if (!words[i].starts_with("-")) {
            command = words[i];
            break;
        }
    }
    if (!words.empty() && global_takes_value(words.back())) {
        return {}; // a file name, seed or dice value: nothing muster can offer
    }
    if (!words.empty() && words.back().size() > 1 && words.back().starts_with("-") &&
        !command.empty()) {
        if (const auto values = option_values(command, words.back())) {
            std::vector<std::string> out;
            std::copy_if(values->begin(), values->end(), std::back_inserter(out),
                         [&](const std::string& v) { return v.starts_with(current); });
            return out;
        }
    }
    if (current.starts_with("-")) {
        for (const auto& name : option_names(command)) {
            candidates.insert(name);
        }
    } else if (command.empty()) {
        for (const auto& spec : command_table()) {
            candidates.insert(spec.name);
        }
        candidates.insert({"shell", "completion", "help"});
    } else if (command == "help") {
        for (const auto& spec : command_table()) {
            candidates.insert(spec.name);
        }
    } else if (command == "completion") {
        candidates.insert({"bash", "zsh"});
    } else if (command == "roll") {
        for (auto& word : roll_completions(current)) {
            candidates.insert(std::move(word)); // the dice notation's words
        }
    } else if (command == "undo" || command == "turn" || command == "types") {
        // a count, or nothing: no unit or type to offer
    } else if (command == "set" || command == "option") {
        // `set NAME KEY=VALUE...`: the unit, then its keys; `option KEY VALUE`: the keys.
        std::vector<std::string> args; // the words after the command, options left out
        std::copy_if(std::find(words.begin(), words.end(), command) + 1, words.end(),
                     std::back_inserter(args), [](const auto& w) { return !w.starts_with("-"); });
        try {
            const Roster roster = load_roster(context_for(words, base));
            if (command == "option" && args.empty()) {
                for (const auto& [key, value] : default_options(*make_rulebook(roster))) {
                    candidates.insert(key);
                }
            } else if (command == "set" && args.empty()) {
                for (const auto& unit : roster.units) {
                    candidates.insert(unit.name);
                }
            } else if (const Unit* unit = command == "set" ? roster.find(args.front()) : nullptr) {
                for (const auto& field : unit_fields(*unit, roster.rules)) {
                    candidates.insert(field.kind == UnitField::Kind::flag ? field.key
                                                                          : field.key + "=");
                }
            }
        } catch (const Error&) {
            // no roster: nothing to offer
        }
    } else if (const auto offered = own_command_words(words, command, base)) {
        candidates.insert(offered->begin(), offered->end()); // a rule book's command's words
    } else {
        try {
            const Roster roster = load_roster(context_for(words, base));
            for (const auto& unit : roster.units) {
                candidates.insert(unit.name);
            }
            for (const auto& id : make_rulebook(roster)->type_ids()) {
                candidates.insert(id);
            }
        } catch (const Error&) {
            // No roster yet: offer every built-in type (ad-hoc units, `init`, `add`).
            for (const auto& rules : rule_sets()) {
                for (const auto& id : rules.make()->type_ids()) {
                    candidates.insert(id);
                }
            }
        }
    }
    std::vector<std::string> out;
    for (const auto& c : candidates) {
        if (c.starts_with(current)) {
            out.push_back(c);
        }
    }
    return out;
}

// ---- completion scripts --------------------------------------------------------------------

namespace {

constexpr const char* k_bash_script =
    R"(# bash completion for muster: source this file, or install it as
# /usr/share/bash-completion/completions/muster.  Generated by `muster completion bash`.
_muster() {
    local cur=${COMP_WORDS[COMP_CWORD]}
    local IFS=$'\n'
    COMPREPLY=($(muster __complete "${COMP_WORDS[@]:1:COMP_CWORD-1}" "$cur" 2>/dev/null))
    # Unit names may hold spaces: quote what is offered.
    local i
    for i in "${!COMPREPLY[@]}"; do
        COMPREPLY[$i]=$(printf '%q' "${COMPREPLY[$i]}")
    done
}
complete -F _muster muster
)";

constexpr const char* k_zsh_script = R"(#compdef muster
# zsh completion for muster: put this file in a folder of $fpath as _muster, or source it
# after compinit.  Generated by `muster completion zsh`.
_muster() {
    local -a candidates
    candidates=("${(@f)$(muster __complete "${(@)words[2,CURRENT-1]}" "${words[CURRENT]}" 2>/dev/null)}")
    candidates=(${candidates:#})
    compadd -a candidates
}
if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then
    _muster "$@"
else
    compdef _muster muster
fi
)";

} // namespace

CLI::App* setup_completion(CLI::App& app, Context& ctx) {
    auto shell = std::make_shared<std::string>();
    CLI::App* sub = app.add_subcommand(
        "completion", "Print a completion script for bash or zsh (commands, options, unit "
                      "names from the roster, type ids): source <(muster completion bash)");
    sub->add_option("shell", *shell, "bash or zsh")->required()->check(one_of({"bash", "zsh"}));
    sub->callback([shell, &ctx] { *ctx.out << (*shell == "bash" ? k_bash_script : k_zsh_script); });
    return sub;
}

// ---- the interactive shell -----------------------------------------------------------------

namespace {

/// libedit, loaded when the shell starts: every other command starts faster without the
/// dynamic loader resolving it and its dependencies (bench/, README "Performance").
struct Editline {
    char* (*readline)(const char*) = nullptr;
    int (*add_history)(const char*) = nullptr;
    void (*using_history)() = nullptr;
    char** (*completion_matches)(const char*, rl_compentry_func_t*) = nullptr;
    rl_completion_func_t** attempted_completion_function = nullptr;
    char** line_buffer = nullptr;
    int* attempted_completion_over = nullptr;
    const char** basic_word_break_characters = nullptr;
};

constexpr const char* k_editline_library = "libedit.so.2";

const Editline& editline() {
    static const Editline loaded = [] {
        const LoadedLibrary lib(k_editline_library, "the shell's line editing", "libedit2",
                                ExitCode::refused);
        Editline e;
        lib.bind("readline", e.readline);
        lib.bind("add_history", e.add_history);
        lib.bind("using_history", e.using_history);
        lib.bind("rl_completion_matches", e.completion_matches);
        lib.bind("rl_attempted_completion_function", e.attempted_completion_function);
        lib.bind("rl_line_buffer", e.line_buffer);
        lib.bind("rl_attempted_completion_over", e.attempted_completion_over);
        lib.bind("rl_basic_word_break_characters", e.basic_word_break_characters);
        return e;
    }();
    return loaded;
}

Globals g_shell_globals; ///< the options the shell was started with, parsed once
std::vector<std::string> g_matches;

char* match_generator(const char* /*text*/, int state) {
    static std::size_t index = 0;
    if (state == 0) {
        index = 0;
    }
    if (index < g_matches.size()) {
        return strdup(g_matches[index++].c_str());
    }
    return nullptr;
}

/// Tab in the shell. A name with a space or a quote in it is offered quoted (`"RA 7-pdr"`), so
/// the line it makes runs as typed; after an opening quote (`kill "RA<Tab>`) the match closes
/// it. When one match needs quotes all are quoted, so their common start keeps what was typed.
char** shell_completion(const char* text, int start, int /*end*/) {
    const Editline& el = editline();
    std::string before(*el.line_buffer, static_cast<std::size_t>(start));
    char open_quote = '\0';
    if (!before.empty() && (before.back() == '"' || before.back() == '\'')) {
        open_quote = before.back();
        before.pop_back();
    }
    const auto words = split_words(before).value_or(std::vector<std::string>{});
    g_matches = complete(words, text, &g_shell_globals);
    const bool quote_all = std::any_of(g_matches.begin(), g_matches.end(), [](const auto& m) {
        return m.find_first_of(" '\"") != std::string::npos;
    });
    for (auto& match : g_matches) {
        if (open_quote != '\0') {
            match += open_quote;
        } else if (quote_all) {
            match.insert(0, 1, '"');
            match += '"';
        }
    }
    *el.attempted_completion_over = 1; // no file names
    return el.completion_matches(text, match_generator);
}

/// `isandlwana t3> `: the roster file's stem and the turn, and `(2 owed)` while anything is owed
/// this turn (docs/game-record.md).
std::string prompt_for(const Context& ctx) {
    const std::string stem =
        text::escaped(std::filesystem::path(ctx.globals.roster_path).stem().string());
    try {
        const int turn = load_roster(ctx).turn;
        const auto owed = owed_count(ctx).value_or(0);
        return owed == 0 ? fmt::format("{} t{}> ", stem, turn)
                         : fmt::format("{} t{} ({} owed)> ", stem, turn, owed);
    } catch (const Error&) {
        return fmt::format("{}> ", stem);
    }
}

/// Ctrl-C in the shell: set while the prompt waits, so the line being typed is dropped and a
/// fresh prompt shown (libedit returns no line when its read is interrupted).
volatile std::sig_atomic_t g_interrupted = 0;

extern "C" void on_interrupt(int /*signal*/) {
    g_interrupted = 1;
}

/// Ctrl-C at the prompt (the handler, without SA_RESTART, so the read is interrupted) or while
/// a command runs (ignored by the shell, which the command's own process does not outlive).
void catch_interrupt(bool at_prompt) {
    struct sigaction action {};
    action.sa_handler = at_prompt ? on_interrupt : SIG_IGN;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, nullptr);
}

/// Runs one shell line in a child process, so Ctrl-C stops that command (a long --odds) and
/// not the shell: the child takes the terminal's SIGINT as any command does; the shell waits.
/// A command stopped part way through a save leaves the roster as a crash does (old or new).
void run_line(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    out.flush();
    err.flush();
    const pid_t child = fork();
    if (child < 0) {
        run_with(g_shell_globals, args, out, err); // no process to spare: run it here
        return;
    }
    if (child == 0) {
        std::signal(SIGINT, SIG_DFL);
        run_with(g_shell_globals, args, out, err);
        out.flush();
        err.flush();
        std::fflush(nullptr);
        _exit(0);
    }
    catch_interrupt(false);
    int status = 0;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    if (WIFSIGNALED(status) && WTERMSIG(status) == SIGINT) {
        err << "\ninterrupted\n";
    }
}

} // namespace

int run_shell(Context& ctx) {
    g_shell_globals = ctx.globals;
    const std::string history_path =
        std::filesystem::path(ctx.globals.roster_path).string() + ".history";
    const Editline& el = editline();
    el.using_history();
    std::vector<std::string> lines;
    try {
        lines = history::load(history_path, ctx.globals.roster_path);
    } catch (const Error& e) {
        fmt::print(*ctx.err,
                   "muster: warning: the history is not read ({}); this session's history "
                   "replaces it\n",
                   text::escaped(e.what()));
    }
    for (const auto& line : lines) {
        el.add_history(line.c_str());
    }
    *el.attempted_completion_function = shell_completion;
    static char word_breaks[] = " \t\n\"'";
    *el.basic_word_break_characters = word_breaks;

    std::ostream& out = *ctx.out;
    out << "muster " << MUSTER_VERSION
        << " shell: Tab completes, 'help' lists commands, Ctrl-D leaves\n";
    while (true) {
        out.flush();
        g_interrupted = 0;
        catch_interrupt(true);
        char* raw = el.readline(prompt_for(ctx).c_str());
        if (raw == nullptr && g_interrupted != 0) {
            out << '\n'; // Ctrl-C: the line is dropped, a new prompt
            continue;
        }
        if (raw == nullptr) {
            out << '\n';
            break;
        }
        if (g_interrupted != 0) {
            std::free(raw); // Ctrl-C came as the line ended: drop it all the same
            out << '\n';
            continue;
        }
        const std::string line(raw);
        std::free(raw);
        const auto words = split_words(line);
        if (!words) {
            *ctx.err << "muster: error: unterminated quote\n";
            continue;
        }
        if (words->empty()) {
            continue;
        }
        el.add_history(line.c_str());
        lines.push_back(line);
        try {
            history::save(lines, history_path, ctx.globals.roster_path);
        } catch (const Error&) {
            // no history this time: the command itself still runs
        }
        if (words->front() == "exit" || words->front() == "quit") {
            break;
        }
        if (words->front() == "shell" || words->front() == "-") {
            *ctx.err << "muster: error: already in the shell\n";
            continue;
        }
        std::vector<std::string> args = *words;
        if (args.front() == "help") {
            args.erase(args.begin());
            args.emplace_back("--help");
        }
        run_line(args, out, *ctx.err);
    }
    std::signal(SIGINT, SIG_DFL);
    return 0;
}

CLI::App* setup_shell(CLI::App& app, Context& ctx) {
    CLI::App* sub = app.add_subcommand(
        "shell", "Interactive mode: a prompt with the roster and turn, line editing, history "
                 "beside the roster (ROSTER.history), Tab completion; each line runs as the same "
                 "words would after 'muster'. Also what 'muster' alone starts on a terminal.");
    sub->callback([&ctx] {
        if (isatty(STDIN_FILENO) == 0) {
            throw UsageError("'shell' needs a terminal; to run commands from a file use "
                             "'muster - < FILE'");
        }
        run_shell(ctx);
    });
    return sub;
}

} // namespace muster::cli
