// `muster sync`: the work is remote::sync; this file prints what it found and runs the watch
// (docs/remote-play.md).
#include "cli/cmd_sync.hpp"

#include "cli/cmd_share.hpp"
#include "cli/output.hpp"
#include "muster/engine/resolution.hpp"
#include "muster/error.hpp"
#include "muster/remote/sync.hpp"
#include "muster/render/log.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <chrono>
#include <csignal>
#include <fmt/format.h>
#include <fmt/ostream.h>
#include <fmt/ranges.h>
#include <memory>
#include <nlohmann/json.hpp>
#include <thread>

namespace muster::cli {

namespace {

struct SyncOptions {
    std::string keep;
    bool watch = false;
    double interval = 5.0;
    bool new_chain = false;
    bool close = false;
};

/// The longest `--interval`: an hour.
constexpr double k_max_interval = 3600.0;
/// The shortest: a fraction of a second would only load the remote.
constexpr double k_min_interval = 0.2;

std::string state_name(remote::SyncState state) {
    switch (state) {
    case remote::SyncState::up_to_date:
        return "up-to-date";
    case remote::SyncState::pushed:
        return "pushed";
    case remote::SyncState::taken:
        return "taken";
    case remote::SyncState::concurrent:
        return "concurrent";
    case remote::SyncState::kept:
        return "kept";
    case remote::SyncState::refused:
        return "refused";
    }
    return "up-to-date";
}

std::string keep_name(remote::Keep keep) {
    switch (keep) {
    case remote::Keep::mine:
        return "mine";
    case remote::Keep::theirs:
        return "theirs";
    case remote::Keep::both:
        return "both";
    case remote::Keep::none:
        break;
    }
    return "";
}

nlohmann::json entries_json(const std::vector<remote::EntrySummary>& entries) {
    auto out = nlohmann::json::array();
    for (const auto& e : entries) {
        out.push_back({{"line", e.line},
                       {"command", e.command},
                       {"turn", e.turn ? nlohmann::json(*e.turn) : nlohmann::json(nullptr)},
                       {"brief", e.brief},
                       {"dice", render::dice_json(e.dice, e.source)},
                       {"seal", e.seal}});
    }
    return out;
}

/// The fair-dice step: `joined` (this player's fingerprint when he joined, or null), `pledged`,
/// `new_chain`, `answered` (the request's journal line, or null), `rolled` and `closed` (the
/// roll's output, or null), `players` (the game's, to compare out of band).
nlohmann::json fair_json(const remote::FairStep& step, render::Style style) {
    const auto resolution = [&](const std::optional<Resolution>& r, const char* source) {
        auto own = style;
        own.dice_source = source;
        return r ? output_json(Output(*r), own) : nlohmann::json(nullptr);
    };
    return {{"joined", step.joined ? nlohmann::json(*step.joined) : nlohmann::json(nullptr)},
            {"pledged", step.pledged},
            {"new_chain", step.replaced},
            {"answered", step.answered ? nlohmann::json(*step.answered) : nlohmann::json(nullptr)},
            {"rolled", resolution(step.rolled, "fair")},
            {"closed", resolution(step.closed, "closed")},
            {"players", players_json(step.players)}};
}

/// `sync --json`: the envelope every output shares, the sync's outcome as its `result`.
nlohmann::json sync_json(const remote::SyncOutcome& o, const Context& ctx) {
    nlohmann::json json = {
        {"state", state_name(o.state)},
        {"keep", o.keep == remote::Keep::none ? nlohmann::json(nullptr)
                                              : nlohmann::json(keep_name(o.keep))},
        {"mine", entries_json(o.mine)},
        {"theirs", entries_json(o.theirs)},
        {"dropped", entries_json(o.dropped)},
        {"committed", o.committed ? nlohmann::json(o.committed->seals) : nlohmann::json(nullptr)},
        {"pushed", o.pushed},
        {"head", o.head},
        {"refusal", nullptr},
        {"fair", fair_json(o.fair, style(ctx.globals))}};
    if (o.refusal) {
        json["refusal"] = {{"kind", o.refusal->kind},
                           {"line", o.refusal->line == 0 ? nlohmann::json(nullptr)
                                                         : nlohmann::json(o.refusal->line)},
                           {"command", o.refusal->command},
                           {"detail", o.refusal->detail}};
    }
    return envelope_json(ctx, "sync", std::move(json));
}

/// "  journal line 7: t2 morale uThulwana passed (4) [dice 4 fair]".
void print_entries(std::ostream& out, const std::vector<remote::EntrySummary>& entries) {
    for (const auto& e : entries) {
        fmt::print(out, "  journal line {}: {}\n", e.line,
                   text::escaped(brief_line(
                       render::brief_with_dice_source(e.brief, e.dice, e.source), e.turn)));
    }
}

std::string refusal_where(const remote::Refusal& r) {
    return r.line == 0 ? std::string("the other copy")
                       : fmt::format("the other copy's journal line {} ({})", r.line, r.command);
}

/// Whether the other player's join came in with this sync.
bool new_player(const remote::SyncOutcome& o) {
    return std::any_of(o.theirs.begin(), o.theirs.end(),
                       [](const remote::EntrySummary& e) { return e.command == "join"; });
}

/// Prints the outcome; throws RuleError (exit 1) when nothing could be taken.
void report(Context& ctx, const remote::SyncOutcome& o) {
    if (ctx.globals.format == Format::json) {
        *ctx.out << render::json_line(sync_json(o, ctx)) << '\n';
    } else {
        auto& out = *ctx.out;
        switch (o.state) {
        case remote::SyncState::up_to_date:
            fmt::print(out, "up to date\n");
            break;
        case remote::SyncState::pushed:
            fmt::print(out, "sent your saves\n");
            break;
        case remote::SyncState::taken:
            fmt::print(out, "took {} of the other player, proven by replay:\n",
                       text::plural(static_cast<long long>(o.theirs.size()), "change"));
            print_entries(out, o.theirs);
            if (o.void_close && o.unanswered_ago) {
                fmt::print(out,
                           "the close at journal line {} is void: your muster saw the fair roll "
                           "asked at journal line {} unanswered {} s ago, less than the reveal "
                           "deadline, so its link cannot have been yours for the whole "
                           "deadline; your roll is made on the link\n",
                           o.void_close->line, o.asked_at, *o.unanswered_ago);
            }
            if (!o.dropped.empty() && o.void_close) {
                fmt::print(out,
                           "your close at journal line {} is void: the roller's muster had "
                           "not had your link for the whole reveal deadline and rolled on "
                           "it; left out of yours:\n",
                           o.void_close->line);
                print_entries(out, o.dropped);
            } else if (!o.dropped.empty()) {
                fmt::print(out, "the other player kept their game over yours (sync --keep "
                                "mine); left out of yours:\n");
                print_entries(out, o.dropped);
            }
            break;
        case remote::SyncState::concurrent:
            fmt::print(out, "both players saved after the same entry:\nyours:\n");
            print_entries(out, o.mine);
            fmt::print(out, "theirs:\n");
            print_entries(out, o.theirs);
            fmt::print(out, "choose: muster sync --keep mine | --keep theirs | --keep both\n");
            break;
        case remote::SyncState::kept:
            fmt::print(out, "kept {}{}\n", keep_name(o.keep), o.pushed ? ", sent" : "");
            break;
        case remote::SyncState::refused:
            fmt::print(out, "refused {}: {}: {}\n", refusal_where(*o.refusal), o.refusal->kind,
                       text::escaped(o.refusal->detail));
            break;
        }
        if (o.fair.joined) {
            fmt::print(out, "you joined the game as {} (your signing key)\n", *o.fair.joined);
        }
        if (o.fair.joined || new_player(o)) {
            for (const auto& player : o.fair.players) {
                fmt::print(out, "player {}\n", player.fingerprint);
            }
            fmt::print(out, "compare these fingerprints with the other player out of band (on "
                            "the call): each of you has one; `ssh-keygen -lf KEY.pub` prints "
                            "yours\n");
        }
        if (o.fair.pledged) {
            fmt::print(out, "pledged your {}fair-dice chain\n", o.fair.replaced ? "new " : "");
        }
        if (o.fair.answered) {
            fmt::print(out, "answered the fair roll asked at journal line {} with your link\n",
                       *o.fair.answered);
        }
        if (o.fair.rolled) {
            fmt::print(out, "rolled with fair dice:\n");
            render(Output(*o.fair.rolled), ctx);
        }
        if (o.fair.closed) {
            fmt::print(out, "closed the withheld roll with your dice (source closed):\n");
            render(Output(*o.fair.closed), ctx);
        }
    }
    if (o.state == remote::SyncState::concurrent) {
        throw RuleError("sync: both players saved after the same entry; nothing changed: "
                        "choose with --keep mine, theirs or both");
    }
    if (o.state == remote::SyncState::refused) {
        throw RuleError(fmt::format("sync: refused {}: {}; your game is unchanged",
                                    refusal_where(*o.refusal), o.refusal->kind));
    }
}

volatile std::sig_atomic_t g_stop = 0;

extern "C" void on_watch_interrupt(int /*signal*/) {
    g_stop = 1;
}

/// `--watch`: a sync every `interval` seconds until Ctrl-C, which stops it after the round it
/// is in, exit 0. A round that fails to reach the remote is a warning; a refusal or two
/// players' saves after the same entry stop it (exit 1): a person must look.
void watch(Context& ctx, double interval) {
    struct sigaction action {};
    struct sigaction previous {};
    action.sa_handler = on_watch_interrupt;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGINT, &action, &previous);
    g_stop = 0;
    const auto restore = std::unique_ptr<struct sigaction, void (*)(struct sigaction*)>(
        &previous, [](struct sigaction* p) { ::sigaction(SIGINT, p, nullptr); });
    while (!g_stop) {
        try {
            const auto o = remote::sync(ctx.globals.roster_path, remote::Keep::none);
            if (o.state != remote::SyncState::up_to_date || o.fair.any()) {
                report(ctx, o);
                ctx.out->flush();
            }
        } catch (const RuleError&) {
            if (g_stop) {
                break;
            }
            throw;
        } catch (const Error& e) {
            if (g_stop) {
                break;
            }
            fmt::print(*ctx.err, "muster: warning: {}; trying again in {:g} s\n",
                       text::escaped(e.what()), interval);
        }
        const auto until = std::chrono::steady_clock::now() +
                           std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                               std::chrono::duration<double>(interval));
        while (!g_stop && std::chrono::steady_clock::now() < until) {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
    }
    fmt::print(*ctx.err, "muster: sync --watch stopped\n");
}

void run_sync(Context& ctx, const SyncOptions& options) {
    if (ctx.globals.dry_run || ctx.globals.seed) {
        throw UsageError("sync takes no --seed or --dry-run");
    }
    remote::Keep keep = remote::Keep::none;
    if (options.keep == "mine") {
        keep = remote::Keep::mine;
    } else if (options.keep == "theirs") {
        keep = remote::Keep::theirs;
    } else if (options.keep == "both") {
        keep = remote::Keep::both;
    } else if (!options.keep.empty()) {
        throw UsageError(
            fmt::format("sync --keep {}: keep mine, theirs or both", text::escaped(options.keep)));
    }
    remote::FairAsk ask;
    ask.new_chain = options.new_chain;
    if (options.close) {
        if (ctx.globals.dice_text.empty()) {
            throw UsageError("sync --close takes the dice you choose for the withheld roll: "
                             "--dice V,V...");
        }
        ask.close = &ctx;
    } else if (!ctx.globals.dice_text.empty()) {
        throw UsageError("sync takes --dice only with --close");
    }
    if (options.watch) {
        if (options.new_chain || options.close) {
            throw UsageError("sync --watch takes no --new-chain or --close: each is done once");
        }
        if (keep != remote::Keep::none) {
            throw UsageError("sync --watch takes no --keep: a choice is made once, by a person");
        }
        if (!(options.interval >= k_min_interval && options.interval <= k_max_interval)) {
            throw UsageError(fmt::format("sync --interval {:g}: give {:g} to {:g} seconds",
                                         options.interval, k_min_interval, k_max_interval));
        }
        watch(ctx, options.interval);
        return;
    }
    report(ctx, remote::sync(ctx.globals.roster_path, keep, ask));
}

} // namespace

CLI::App* setup_sync(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<SyncOptions>();
    CLI::App* sub = app.add_subcommand(
        "sync", "Send and take the saves of a shared game: fetch the other player's, prove every "
                "entry by replay before it touches your game, take them and push yours. Both "
                "players saved after the same entry: shows both, exit 1, until --keep. Exit 0 "
                "done, 1 refused or both changed, 3 git failed (docs/remote-play.md).");
    sub->add_option("--keep", options->keep,
                    "both players saved: keep mine, theirs, or both (yours re-resolved after "
                    "theirs with their recorded dice)");
    sub->add_flag("--watch", options->watch,
                  "sync every few seconds until Ctrl-C (which stops it, exit 0)");
    sub->add_option("--interval", options->interval, "seconds between syncs with --watch (5)");
    sub->add_flag("--new-chain", options->new_chain,
                  "pledge a new fair-dice chain for yours whose secret is lost (announced in "
                  "the game; only while no fair roll is pending)");
    sub->add_flag("--close", options->close,
                  "close the other player's fair roll that he has not rolled within the reveal "
                  "deadline after your link, with the dice you give (--dice): the roll is "
                  "resolved as you choose, the worst he can get, and recorded as `closed`");
    sub->callback([options, &ctx] { run_sync(ctx, *options); });
    return sub;
}

} // namespace muster::cli
