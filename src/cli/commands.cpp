#include "cli/commands.hpp"

#include "cli/cmd_add.hpp"
#include "cli/cmd_compare.hpp"
#include "cli/cmd_init.hpp"
#include "cli/cmd_kill.hpp"
#include "cli/cmd_log.hpp"
#include "cli/cmd_option.hpp"
#include "cli/cmd_remove.hpp"
#include "cli/cmd_replay.hpp"
#include "cli/cmd_report.hpp"
#include "cli/cmd_roll.hpp"
#include "cli/cmd_set.hpp"
#include "cli/cmd_share.hpp"
#include "cli/cmd_sheet.hpp"
#include "cli/cmd_show.hpp"
#include "cli/cmd_solo.hpp"
#include "cli/cmd_status.hpp"
#include "cli/cmd_sync.hpp"
#include "cli/cmd_turn.hpp"
#include "cli/cmd_types.hpp"
#include "cli/cmd_undo.hpp"
#include "cli/session.hpp"
#include "muster/engine/rule_sets.hpp"
#include "muster/engine/rulebook.hpp"

#include <algorithm>
#include <deque>
#include <vector>

namespace muster::cli {

namespace {
constexpr CommandSpec k_commands[] = {
    // roster
    {"init", "roster", "create a roster file", false, &setup_init},
    {"add", "roster", "add a unit to the roster", false, &setup_add},
    {"show", "roster", "show the roster as a Morschauser sheet", false, &setup_show},
    {"set", "roster", "set unit keys: set NAME KEY=VALUE...", false, &setup_set},
    {"option", "roster", "set a rule option (OPT-*)", false, &setup_option},
    {"kill", "roster", "record casualties by hand", false, &setup_kill},
    {"remove", "roster", "remove a unit", false, &setup_remove},
    {"types", "roster", "list the troop types in force", false, &setup_types},
    {"undo", "roster", "undo the last change(s)", false, &setup_undo},
    {"log", "roster", "print the journal's brief lines", false, &setup_log},
    {"turn", "roster", "advance the turn and list what is due", false, &setup_turn},
    {"sheet", "roster", "write the roster sheet as a printable HTML page", false, &setup_sheet},
    {"report", "roster", "write the battle report: one HTML page from the journal", false,
     &setup_report},
    {"replay", "roster", "prove the game: re-resolve the journal through the rules", false,
     &setup_replay},
    {"status", "roster", "the turn, the phase reached, what each unit did and owes", false,
     &setup_status},
    // decide
    {"compare", "decide", "compare choices side by side: compare 'CMD' 'CMD'... (exact odds)",
     false, &setup_compare},
    {"solo", "decide",
     "a programmed opponent: a side's choices by exact odds, one chosen by a doctrine", false,
     &setup_solo},
    // share
    {"share", "share", "share the game through git: share URL (docs/remote-play.md)", false,
     &setup_share},
    {"sync", "share", "send and take a shared game's saves, each proven by replay", false,
     &setup_sync},
    // dice
    {"shell", "session", "interactive mode: a prompt, history, Tab completion", false,
     &setup_shell},
    {"completion", "session", "print a bash or zsh completion script", false, &setup_completion},
    {"roll", "dice", "roll dice expressions: 3d6, 2avd+1, d6, 4d6-2", true, &setup_roll},
};
} // namespace

bool odds_only_command(std::string_view name) {
    return std::ranges::any_of(command_table(), [&](const CommandSpec& spec) {
        return spec.odds_only && name == spec.name;
    });
}

std::span<const CommandSpec> builtin_commands() {
    return k_commands;
}

std::span<const CommandSpec> command_table() {
    // The rule books' own commands after the built-in ones (a name a built-in command has is
    // the built-in's); their words are kept here for the life of the process.
    static const std::vector<CommandSpec> k_all = [] {
        static std::deque<CommandDecl> declared;
        std::vector<CommandSpec> all(std::begin(k_commands), std::end(k_commands));
        for (const auto& rules : rule_sets()) {
            for (const auto& command : rules.commands()) {
                if (std::ranges::any_of(
                        all, [&](const CommandSpec& spec) { return command.name == spec.name; })) {
                    continue;
                }
                const CommandDecl& kept = declared.emplace_back(command);
                all.push_back({kept.name.c_str(), kept.group.c_str(), kept.summary.c_str(),
                               kept.throws_dice, nullptr, kept.odds_only});
            }
        }
        return all;
    }();
    return k_all;
}

} // namespace muster::cli
