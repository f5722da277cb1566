// `muster share URL` (include/muster/remote/game.hpp; docs/remote-play.md): all or nothing.
#include "muster/error.hpp"
#include "muster/remote/fair.hpp"
#include "muster/remote/game.hpp"
#include "muster/remote/git.hpp"
#include "muster/store/adopt.hpp"
#include "muster/store/files.hpp"
#include "muster/store/replay.hpp"
#include "muster/store/save.hpp"
#include "muster/store/signatures.hpp"
#include "muster/store/store.hpp"
#include "muster/text/text.hpp"

#include <filesystem>
#include <fmt/format.h>
#include <regex>
#include <set>
#include <unistd.h>

namespace muster::remote {

namespace {

/// The marker's text: what the file is, for a person who finds it in the repository.
constexpr std::string_view k_marker_text =
    "muster shared game 1: every save of the roster beside this file is a commit; play with "
    "`muster sync` (docs/remote-play.md)\n";

/// The branch git names a new repository's when the remote's HEAD names none and the user's
/// `init.defaultBranch` is not set (git's own default).
constexpr std::string_view k_git_default_branch = "master";

/// Refuses a URL git could read as an option (`-...`) or as a remote helper that runs a
/// command (`ext::sh -c ...`, any `transport::address`), and one with a control character.
void check_url(const std::string& url) {
    if (url.empty() || url.starts_with('-') || url.find("::") != std::string::npos ||
        !text::text_problem(url).empty()) {
        throw UsageError(fmt::format("share: `{}` is not a URL muster gives git: use a path, "
                                     "ssh://, git@host:path, https:// or file:// (no "
                                     "`transport::` helper, no leading '-')",
                                     text::escaped(url)));
    }
}

void check_remote_name(const std::string& name) {
    static const std::regex k_name("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");
    if (!std::regex_match(name, k_name) || name.find("..") != std::string::npos) {
        throw UsageError(fmt::format("share: `{}` is not a remote name: letters, digits, '.', "
                                     "'_' and '-', at most 64, not starting with '-'",
                                     text::escaped(name)));
    }
}

void write_marker(const std::string& roster_path) {
    auto temp = store::files::create_temp(marker_path(roster_path) + ".tmp-", roster_path,
                                          store::files::side_file_mode(roster_path));
    store::files::replace_with_temp(temp, k_marker_text, marker_path(roster_path));
}

/// git's records (records_of) without the empty ones (`log --format= --name-only` ends each
/// commit with one).
std::vector<std::string> lines_of(const std::string& text, char end) {
    auto out = records_of(text, end);
    std::erase(out, std::string());
    return out;
}
/// A branch name read from a remote, checked as git checks one.
std::optional<std::string> branch_name(const std::string& folder, const std::string& ref) {
    if (!ref.starts_with("refs/heads/")) {
        return std::nullopt;
    }
    auto name = ref.substr(std::string_view("refs/heads/").size());
    if (!text::text_problem(name).empty() ||
        run_git(folder, {"check-ref-format", "--branch", name}).status != 0) {
        return std::nullopt;
    }
    return name;
}

/// A local remote's HEAD, read from its file (an empty repository's HEAD is not advertised by
/// `ls-remote`): "ref: refs/heads/NAME".
std::optional<std::string> local_head(const std::string& folder, const std::string& url) {
    auto path = url.starts_with("file://") ? url.substr(7) : url;
    if (!path.starts_with('/')) {
        path = folder + "/" + path;
    }
    for (const auto* head : {"/HEAD", "/.git/HEAD"}) {
        try {
            const auto text = store::files::read_regular(path + head, 1024, "a git HEAD");
            if (text && text->starts_with("ref: ")) {
                return branch_name(folder, chomp(text->substr(5)));
            }
        } catch (const Error&) {
            // not a readable file: the next place, else git's default
        }
    }
    return std::nullopt;
}

/// Reaches the remote at `url` (nothing is changed before it answers) and returns the branch
/// its HEAD names, so that a plain `git clone` checks the game out; for an empty remote whose
/// HEAD cannot be read, the user's `init.defaultBranch`, else git's default.
std::string remote_branch(const std::string& folder, const std::string& url) {
    std::vector<std::string> args = {"ls-remote", "--symref"};
    const auto side = remote_side_options(url, false);
    args.insert(args.end(), side.begin(), side.end());
    args.insert(args.end(), {url, "HEAD"});
    const auto listed = git_ok(folder, args,
                               fmt::format("share: cannot reach {}; nothing was "
                                           "changed",
                                           text::escaped(url)));
    for (const auto& line : lines_of(listed, '\n')) {
        const auto tab = line.find('\t');
        if (line.starts_with("ref: ") && tab != std::string::npos &&
            line.substr(tab + 1) == "HEAD") {
            if (auto name = branch_name(folder, line.substr(5, tab - 5))) {
                return *name;
            }
        }
    }
    if (is_local_url(url)) {
        if (auto name = local_head(folder, url)) {
            return *name;
        }
    }
    const auto configured = run_git(folder, {"config", "--get", "init.defaultBranch"});
    if (configured.status == 0) {
        if (auto name = branch_name(folder, "refs/heads/" + chomp(configured.out))) {
            return *name;
        }
    }
    return std::string(k_git_default_branch);
}

/// Refuses a repository that holds anything but the game (its roster, journal and marker) in
/// its index or in the history of its branch: pushing the branch would send it.
void refuse_other_files(const Game& game) {
    const std::set<std::string> own = {game.roster, game.journal, game.marker};
    auto paths = lines_of(git_ok(game.top, {"ls-files", "-z"}, "share"), '\0');
    if (run_git(game.top, {"rev-parse", "--verify", "-q", "HEAD"}).status == 0) {
        const auto history = lines_of(
            git_ok(game.top, {"log", "--format=", "--name-only", "--no-renames", "-z", "HEAD"},
                   "share", {.max_out = std::size_t{16} << 20}),
            '\0');
        paths.insert(paths.end(), history.begin(), history.end());
    }
    for (auto& path : paths) {
        while (!path.empty() && path.front() == '\n') {
            path.erase(0, 1); // `log -z --format=` puts a newline before each commit's names
        }
        if (!path.empty() && own.count(path) == 0) {
            throw RuleError(fmt::format("share: {} is a git repository that holds other files "
                                        "(`{}`), which sharing would send: share the game from "
                                        "a folder of its own (copy the roster and its journal "
                                        "there); nothing was changed",
                                        game.top, text::escaped(path)));
        }
    }
}

/// What `share` changed so far, undone when a later step fails.
class ShareSteps {
  public:
    explicit ShareSteps(std::string roster_path) : m_path(std::move(roster_path)) {}
    ShareSteps(const ShareSteps&) = delete;
    ShareSteps& operator=(const ShareSteps&) = delete;
    ~ShareSteps() = default;

    std::optional<std::string> journal_before;  ///< the journal before share (none: there was none)
    std::optional<std::string> made_repository; ///< the `.git` folder share made
    std::optional<std::string> top;             ///< the repository's work tree
    std::optional<std::string> added_remote;
    std::optional<std::optional<std::string>> config_remote; ///< muster.remote before
    std::optional<std::optional<std::string>> config_branch; ///< muster.branch before
    bool wrote_marker = false;
    std::optional<std::string> pledged;             ///< a chain pledged by share: its secret
    std::optional<std::optional<std::string>> head; ///< HEAD's commit before share's commit

    /// Undoes what was done, the last step first; each step's failure is skipped (the error
    /// that stopped share is the one reported).
    void undo() noexcept {
        try {
            undo_git();
        } catch (...) {
            // the rest is still undone
        }
        if (pledged) {
            ::unlink(secret_file(*pledged).c_str());
        }
        if (wrote_marker) {
            ::unlink(marker_path(m_path).c_str());
        }
        try {
            store::restore_journal(m_path, journal_before);
        } catch (...) {
            // the journal stays as share left it: it still replays
        }
        if (made_repository) {
            std::error_code ignored;
            std::filesystem::remove_all(*made_repository, ignored);
        }
    }

  private:
    void undo_git() const {
        if (made_repository || !top) {
            return; // removed whole
        }
        if (head) {
            if (*head) {
                run_git(*top, {"update-ref", "HEAD", **head});
            } else {
                run_git(*top, {"update-ref", "-d", "HEAD"});
            }
            run_git(*top, {"read-tree", *head ? **head : std::string("--empty")});
        }
        const auto restore = [&](const char* key, const std::optional<std::string>& before) {
            if (before) {
                run_git(*top, {"config", key, *before});
            } else {
                run_git(*top, {"config", "--unset", key});
            }
        };
        if (config_remote) {
            restore("muster.remote", *config_remote);
        }
        if (config_branch) {
            restore("muster.branch", *config_branch);
        }
        if (added_remote) {
            run_git(*top, {"remote", "remove", *added_remote});
        }
    }

    std::string m_path;
};

std::optional<std::string> config_value(const std::string& top, const std::string& key) {
    const auto got = run_git(top, {"config", "--get", key});
    return got.status == 0 ? std::optional(chomp(got.out)) : std::nullopt;
}

/// Every step of share after the remote answered, recorded in `steps` as it is made.
Shared share_steps(const std::string& roster_path, const std::string& url,
                   const std::string& remote_name, const std::string& branch,
                   const std::string& deadline, ShareSteps& steps) {
    Shared done;
    steps.journal_before = store::read_journal_file(roster_path);
    store::begin_journal(roster_path);
    const auto proof = store::replay(roster_path);
    if (proof.difference != store::ReplayDifference::none) {
        throw RuleError(fmt::format("share: {} does not replay ({} at journal line {}): "
                                    "`muster replay` names it; a shared game starts proven",
                                    roster_path, store::to_string(proof.difference), proof.line));
    }
    const auto folder = store::files::folder_of(roster_path);
    if (run_git(folder, {"rev-parse", "--show-toplevel"}).status != 0) {
        steps.made_repository = folder + "/.git";
        git_ok(folder, {"init", "-q", "--initial-branch=" + branch, "."}, "share: git init");
        done.created_repository = true;
    }
    auto& game = open_game(roster_path);
    steps.top = game.top;
    if (run_git(game.top, {"remote", "get-url", remote_name}).status != 0) {
        git_ok(game.top, {"remote", "add", remote_name, url}, "share: git remote add");
        steps.added_remote = remote_name;
    }
    steps.config_remote = config_value(game.top, "muster.remote");
    git_ok(game.top, {"config", "muster.remote", remote_name}, "share: git config");
    steps.config_branch = config_value(game.top, "muster.branch");
    if (game.branch != branch || steps.config_branch) {
        git_ok(game.top, {"config", "muster.branch", branch}, "share: git config");
    }
    forget_git_config(); // the remote and muster's keys as just written
    game.remote = remote_name;
    game.branch = branch;
    if (!is_shared(roster_path)) {
        write_marker(roster_path);
        steps.wrote_marker = true;
    }
    if (fair_state(roster_path).players.empty()) {
        join(roster_path, deadline); // the sharer's key, the first of the game's list
    }
    const auto chain_before = fair_state(roster_path).mine;
    const auto step = fair_step(roster_path); // this player's fair-dice chain pledged
    done.players = step.players;
    if (const auto chain = fair_state(roster_path).mine; chain && chain != chain_before) {
        steps.pledged = *chain;
    }
    const auto head = run_git(game.top, {"rev-parse", "--verify", "-q", "HEAD"});
    steps.head = head.status == 0 ? std::optional(chomp(head.out)) : std::nullopt;
    commit_saves(game);
    std::vector<std::string> push = {"push", "-q", "--no-verify"};
    const auto side = remote_side_options_of(game.top, remote_name, true);
    push.insert(push.end(), side.begin(), side.end());
    push.insert(push.end(), {remote_name, "HEAD:refs/heads/" + branch});
    try {
        git_ok(game.top, push, fmt::format("share: push to {}; nothing was changed", remote_name));
    } catch (const RosterError&) {
        if (const auto lock = stale_branch_lock(url, branch)) {
            throw RosterError(
                fmt::format("share: push to {}: {}; nothing was changed", remote_name, *lock));
        }
        throw;
    }
    done.top = game.top;
    done.remote = remote_name;
    done.url = url;
    done.branch = branch;
    done.commit = chomp(git_ok(game.top, {"rev-parse", "HEAD"}, "share"));
    return done;
}

} // namespace

Shared share(const std::string& roster_path, const std::string& url, const std::string& remote_name,
             const std::string& deadline) {
    check_url(url);
    check_remote_name(remote_name);
    if (!store::deadline_seconds(deadline)) {
        throw UsageError(fmt::format("share --reveal-deadline {}: give minutes, hours or days "
                                     "(90m, 48h, 7d)",
                                     text::escaped(deadline)));
    }
    if (auto* keys = store::signatures()) {
        keys->public_key(roster_path); // no signing key: said before anything is changed
    }
    const auto folder = store::files::folder_of(roster_path);
    if (run_git(folder, {"rev-parse", "--show-toplevel"}).status == 0) {
        const auto& game = open_game(roster_path);
        refuse_other_files(game);
        const auto existing = run_git(game.top, {"remote", "get-url", remote_name});
        if (existing.status == 0 && chomp(existing.out) != url) {
            throw RuleError(fmt::format("share: the remote `{}` is already {}; name another "
                                        "with --remote NAME",
                                        remote_name, text::escaped(chomp(existing.out))));
        }
    }
    const auto branch = remote_branch(folder, url);
    ShareSteps steps(roster_path);
    try {
        return share_steps(roster_path, url, remote_name, branch, deadline, steps);
    } catch (...) {
        steps.undo();
        throw;
    }
}

} // namespace muster::remote
