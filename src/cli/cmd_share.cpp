// `muster share URL` and the commit of every save in a shared game (docs/remote-play.md).
#include "cli/cmd_share.hpp"

#include "cli/output.hpp"
#include "muster/error.hpp"
#include "muster/remote/game.hpp"
#include "muster/render/output.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/save.hpp"
#include "muster/text/text.hpp"

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <memory>
#include <nlohmann/json.hpp>

namespace muster::cli {

namespace {

struct ShareOptions {
    std::string url;
    std::string remote = "origin";
    std::string deadline = std::string(store::k_default_reveal_deadline);
};

void run_share(Context& ctx, const ShareOptions& options) {
    if (ctx.globals.dry_run || ctx.globals.seed) {
        throw UsageError("share takes no --seed or --dry-run");
    }
    const auto done =
        remote::share(ctx.globals.roster_path, options.url, options.remote, options.deadline);
    if (ctx.globals.format == Format::json) {
        nlohmann::json json = {{"repository", done.top},
                               {"created_repository", done.created_repository},
                               {"remote", done.remote},
                               {"url", done.url},
                               {"branch", done.branch},
                               {"commit", done.commit},
                               {"players", players_json(done.players)},
                               {"reveal_deadline", options.deadline}};
        *ctx.out << render::json_line(envelope_json(ctx, "share", std::move(json))) << '\n';
        return;
    }
    fmt::print(*ctx.out, "shared {}: {} repository {}, remote {} = {}, branch {} pushed\n",
               text::escaped(ctx.globals.roster_path), done.created_repository ? "new" : "the",
               text::escaped(done.top), done.remote, text::escaped(done.url),
               text::escaped(done.branch));
    for (const auto& player : done.players) {
        fmt::print(*ctx.out,
                   "you play as {} (your signing key); reveal deadline {}: tell the other player "
                   "this fingerprint out of band (on the call), and compare his when he joins\n",
                   player.fingerprint, options.deadline);
    }
    fmt::print(*ctx.out,
               "the other player: git clone {} and play in the clone; each of you: "
               "muster sync (or sync --watch) to send and take the saves\n",
               text::escaped(done.url));
}

} // namespace

CLI::App* setup_share(CLI::App& app, Context& ctx) {
    auto options = std::make_shared<ShareOptions>();
    CLI::App* sub = app.add_subcommand(
        "share", "Share the game through git: make the roster's folder a git repository (or use "
                 "the one it is in), record URL as a remote, commit the roster and journal and "
                 "push. From then on every save is a commit; `muster sync` sends and takes the "
                 "saves (docs/remote-play.md).");
    sub->add_option("url", options->url, "the remote: a path, ssh://, git@host:path, https://")
        ->required();
    sub->add_option("--remote", options->remote, "the remote's name (default origin)");
    sub->add_option("--reveal-deadline", options->deadline,
                    "how long a roller has to roll once the other player's link is given, "
                    "after which the other player may close the roll (90m, 48h, 7d; default "
                    "48h)");
    sub->callback([options, &ctx] { run_share(ctx, *options); });
    return sub;
}

nlohmann::json players_json(const std::vector<remote::Player>& players) {
    auto out = nlohmann::json::array();
    for (const auto& player : players) {
        out.push_back({{"fingerprint", player.fingerprint}, {"key", player.key}});
    }
    return out;
}

void commit_shared_saves(std::ostream& err) {
    const auto& saved = store::saved_roster();
    if (saved.empty() || !remote::is_shared(saved)) {
        return;
    }
    try {
        remote::commit_saves(remote::open_game(saved));
    } catch (const Error& e) {
        fmt::print(err,
                   "muster: warning: saved, but not committed to the shared game: {}; "
                   "`muster sync` commits it\n",
                   text::escaped(e.what()));
    }
}

} // namespace muster::cli
