// A random roll in a shared game asked of both players as fair dice (docs/remote-play.md,
// "Fair dice"): include/muster/remote/fair_request.hpp.
#include "muster/remote/fair_request.hpp"

#include "muster/error.hpp"
#include "muster/remote/fair.hpp"
#include "muster/remote/game.hpp"
#include "muster/remote/sync.hpp"
#include "muster/text/text.hpp"

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <ostream>

namespace muster::remote {

std::optional<Resolution> ask_fair_dice(const std::string& path, const store::Mode& mode,
                                        const store::Change& change, std::ostream& warnings) {
    store::Mode trial = mode;
    trial.write = false;
    if (store::transact(path, trial, change).resolution.dice.empty()) {
        return std::nullopt;
    }
    if (!mode.solo.is_null()) {
        // The roll a later sync makes would not record who chose the command (issue 45).
        throw UsageError("solo --play in a shared game: a fair roll does not record the "
                         "doctrine; play the chosen command yourself, or give the dice thrown "
                         "(--dice); nothing changed");
    }
    try { // the request is made on the game as both players have it
        const auto before = remote::sync(path, remote::Keep::none);
        if (before.state == remote::SyncState::concurrent ||
            before.state == remote::SyncState::refused) {
            throw RuleError("fair dice are asked for on a game in sync: run `muster sync` and "
                            "settle what it shows first; nothing changed");
        }
    } catch (const RosterError& e) {
        fmt::print(warnings, "muster: warning: could not sync before asking for fair dice: {}\n",
                   text::escaped(e.what()));
    }
    remote::refuse_save(path);
    const auto tried = store::transact(path, trial, change);
    const auto line = remote::request_fair(path, mode.request, tried.resolution.command);
    Resolution pending;
    pending.command = tried.resolution.command;
    pending.rules = tried.resolution.rules;
    pending.turn = tried.resolution.turn;
    pending.brief = fmt::format("{} asks for fair dice (journal line {})", pending.command, line);
    pending.result = {{"pending", line}};
    pending.text = {pending.brief,
                    "waiting for the other player's link: run `muster sync` once they have "
                    "synced (or keep `muster sync --watch` running); that sync rolls the dice"};
    try {
        remote::sync(path, remote::Keep::none);
    } catch (const Error& e) {
        fmt::print(warnings,
                   "muster: warning: the request is saved but not sent: {}; `muster "
                   "sync` sends it\n",
                   text::escaped(e.what()));
    }
    return pending;
}

} // namespace muster::remote
