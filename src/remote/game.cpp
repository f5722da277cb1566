// A shared game (include/muster/remote/game.hpp): where its files are, and the commit of every
// save (`muster share` is share.cpp).
#include "muster/remote/game.hpp"

#include "muster/error.hpp"
#include "muster/remote/git.hpp"
#include "muster/store/files.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/save.hpp"
#include "muster/store/store.hpp"
#include "muster/text/text.hpp"

#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <sys/stat.h>

namespace muster::remote {

namespace {

std::string base_name(const std::string& path) {
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

/// The roster's lock and temp files are kept out of git (in the repository's own
/// `info/exclude`, never in a committed file): they are no part of the game.
void exclude_side_files(const Game& game) {
    const auto exclude =
        chomp(git_ok(game.top, {"rev-parse", "--git-path", "info/exclude"}, "commit the game"));
    const auto path = exclude.starts_with('/') ? exclude : game.top + "/" + exclude;
    const auto line = "/" + game.roster + ".lock";
    const auto text = store::files::read_regular(path, std::size_t{1} << 20, "git's exclude file");
    if (text &&
        (text->starts_with(line + "\n") || text->find("\n" + line + "\n") != std::string::npos)) {
        return;
    }
    std::error_code ignored;
    std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ignored);
    std::ofstream out(path, std::ios::app);
    out << (text && !text->empty() && !text->ends_with('\n') ? "\n" : "") << line << "\n/"
        << game.roster << ".tmp-*\n/" << game.roster << ".sync*\n/" << game.journal << ".sync*\n/"
        << game.marker << ".tmp-*\n";
}

/// A sync killed after it wrote the files of the commit it was taking and before it moved the
/// branch there (k_taking_ref): when the branch is still behind that commit and the journal
/// begins with the commit's, the branch is moved there (and the index follows), so what this
/// player saved since is committed on top of it, not the other's saves as this player's.
void finish_taken_branch(const Game& game) {
    const auto taking =
        run_git(game.top, {"rev-parse", "--verify", "-q", std::string(k_taking_ref) + "^{commit}"});
    if (taking.status != 0) {
        return;
    }
    const auto target = chomp(taking.out);
    const auto head = chomp(run_git(game.top, {"rev-parse", "--verify", "-q", "HEAD"}).out);
    if (!head.empty() && head != target &&
        run_git(game.top, {"merge-base", "--is-ancestor", head, target}).status == 0) {
        const auto theirs = run_git(game.top, {"cat-file", "blob", target + ":" + game.journal},
                                    {.max_out = store::k_max_journal_bytes});
        const auto now = store::read_journal_file(game.roster_path);
        if (theirs.status == 0 && now && now->starts_with(theirs.out)) {
            git_ok(game.top, {"update-ref", "-m", "muster sync", "HEAD", target, head},
                   "finish the sync cut short", {.shielded = true});
            git_ok(game.top, {"reset", "-q", "HEAD", "--", game.roster, game.journal},
                   "finish the sync cut short", {.shielded = true});
        }
    }
    git_ok(game.top, {"update-ref", "-d", std::string(k_taking_ref)}, "finish the sync cut short",
           {.shielded = true});
}

} // namespace

std::string marker_path(const std::string& roster_path) {
    return roster_path + ".shared";
}

bool is_shared(const std::string& roster_path) {
    struct stat st {};
    return ::lstat(marker_path(roster_path).c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

Game open_game(const std::string& roster_path) {
    const auto folder = store::files::folder_of(roster_path);
    const auto where = fmt::format("{} is not in a git repository", roster_path);
    Game game;
    game.roster_path = roster_path;
    game.top = chomp(git_ok(folder, {"rev-parse", "--show-toplevel"}, where));
    const auto prefix = chomp(git_ok(folder, {"rev-parse", "--show-prefix"}, where));
    game.roster = prefix + base_name(roster_path);
    game.journal = game.roster + ".journal";
    game.marker = game.roster + ".shared";
    const auto remote = run_git(game.top, {"config", "--get", "muster.remote"});
    game.remote = remote.status == 0 ? chomp(remote.out) : std::string("origin");
    const auto branch = run_git(game.top, {"symbolic-ref", "--short", "-q", "HEAD"});
    if (branch.status != 0) {
        throw RosterError(fmt::format("{}: no branch is checked out in {}; `git switch` to the "
                                      "game's branch",
                                      roster_path, game.top));
    }
    game.branch = chomp(branch.out);
    // The remote's branch, when share pushed to one of another name than the branch here.
    if (const auto pushed = run_git(game.top, {"config", "--get", "muster.branch"});
        pushed.status == 0 && !chomp(pushed.out).empty()) {
        game.branch = chomp(pushed.out);
    }
    return game;
}

std::optional<Committed> commit_saves(const Game& game) {
    const std::vector<std::string> paths = {game.roster, game.journal, game.marker};
    std::vector<std::string> status_args = {"status", "--porcelain=v1", "-z",
                                            "--untracked-files=all", "--"};
    status_args.insert(status_args.end(), paths.begin(), paths.end());
    exclude_side_files(game);
    finish_taken_branch(game);
    if (git_ok(game.top, status_args, "commit the game").empty()) {
        return std::nullopt;
    }
    const auto before = run_git(game.top, {"cat-file", "blob", "HEAD:" + game.journal},
                                {.max_out = store::k_max_journal_bytes});
    const std::string old = before.status == 0 ? before.out : std::string();
    const auto now = store::read_journal_file(game.roster_path).value_or("");
    const std::string_view fresh =
        now.starts_with(old) ? std::string_view(now).substr(old.size()) : std::string_view(now);
    std::vector<std::string> briefs;
    Committed done;
    store::scan_journal(fresh, [&](store::JournalEntry&& entry) {
        // An `init`'s brief line names the roster as muster was given it (an absolute path
        // perhaps, the player's folders): the commit names the file in the repository instead.
        auto brief = entry.command == "init" ? fmt::format("init {}", base_name(game.roster))
                                             : std::move(entry.brief);
        briefs.push_back(entry.turn ? fmt::format("t{} {}", *entry.turn, brief) : brief);
        if (!entry.seal.empty()) {
            done.seals.push_back(entry.seal);
        }
    });
    std::vector<std::string> add = {"add", "--"};
    add.insert(add.end(), paths.begin(), paths.end());
    git_ok(game.top, add, "commit the game", {.shielded = true});
    std::vector<std::string> commit = {"commit", "-q", "--no-verify", "-m",
                                       briefs.empty() ? std::string("muster: the game as saved")
                                                      : briefs.front()};
    if (briefs.size() > 1) {
        std::string body;
        for (const auto& brief : briefs) {
            body += brief + '\n';
        }
        commit.insert(commit.end(), {"-m", chomp(body)});
    }
    if (!done.seals.empty()) {
        std::string trailers;
        for (const auto& seal : done.seals) {
            trailers += "Muster-Event: " + seal + '\n';
        }
        commit.insert(commit.end(), {"-m", chomp(trailers)});
    }
    commit.emplace_back("--");
    commit.insert(commit.end(), paths.begin(), paths.end());
    git_ok(game.top, commit, "commit the game", {.shielded = true});
    done.commit = chomp(git_ok(game.top, {"rev-parse", "HEAD"}, "commit the game"));
    return done;
}

} // namespace muster::remote
