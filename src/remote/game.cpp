// A shared game (include/muster/remote/game.hpp): `muster share`, and the commit of every save.
#include "muster/remote/game.hpp"

#include "muster/error.hpp"
#include "muster/remote/fair.hpp"
#include "muster/remote/git.hpp"
#include "muster/store/files.hpp"
#include "muster/store/journal.hpp"
#include "muster/store/replay.hpp"
#include "muster/store/save.hpp"
#include "muster/store/store.hpp"
#include "muster/text/text.hpp"

#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <regex>
#include <sys/stat.h>

namespace muster::remote {

namespace {

/// The marker's text: what the file is, for a person who finds it in the repository.
constexpr std::string_view k_marker_text =
    "muster shared game 1: every save of the roster beside this file is a commit; play with "
    "`muster sync` (docs/remote-play.md)\n";

std::string base_name(const std::string& path) {
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

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
    return game;
}

std::optional<Committed> commit_saves(const Game& game) {
    const std::vector<std::string> paths = {game.roster, game.journal, game.marker};
    std::vector<std::string> status_args = {"status", "--porcelain=v1", "-z",
                                            "--untracked-files=all", "--"};
    status_args.insert(status_args.end(), paths.begin(), paths.end());
    exclude_side_files(game);
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
        briefs.push_back(entry.turn ? fmt::format("t{} {}", *entry.turn, entry.brief)
                                    : entry.brief);
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

Shared share(const std::string& roster_path, const std::string& url,
             const std::string& remote_name) {
    check_url(url);
    check_remote_name(remote_name);
    store::begin_journal(roster_path);
    const auto proof = store::replay(roster_path);
    if (proof.difference != store::ReplayDifference::none) {
        throw RuleError(fmt::format("share: {} does not replay ({} at journal line {}): "
                                    "`muster replay` names it; a shared game starts proven",
                                    roster_path, store::to_string(proof.difference), proof.line));
    }
    Shared done;
    const auto folder = store::files::folder_of(roster_path);
    if (run_git(folder, {"rev-parse", "--show-toplevel"}).status != 0) {
        git_ok(folder, {"init", "-q", "--initial-branch=main", "."}, "share: git init");
        done.created_repository = true;
    }
    auto game = open_game(roster_path);
    const auto existing = run_git(game.top, {"remote", "get-url", remote_name});
    if (existing.status == 0) {
        if (chomp(existing.out) != url) {
            throw RuleError(fmt::format("share: the remote `{}` is already {}; name another "
                                        "with --remote NAME",
                                        remote_name, text::escaped(chomp(existing.out))));
        }
    } else {
        git_ok(game.top, {"remote", "add", remote_name, url}, "share: git remote add");
    }
    git_ok(game.top, {"config", "muster.remote", remote_name}, "share: git config");
    game.remote = remote_name;
    if (!is_shared(roster_path)) {
        write_marker(roster_path);
    }
    fair_step(roster_path); // this player's fair-dice chain pledged
    commit_saves(game);
    git_ok(game.top, {"push", "-q", remote_name, "HEAD:refs/heads/" + game.branch},
           fmt::format("share: push to {}", remote_name));
    done.top = game.top;
    done.remote = remote_name;
    done.url = url;
    done.branch = game.branch;
    done.commit = chomp(git_ok(game.top, {"rev-parse", "HEAD"}, "share"));
    return done;
}

} // namespace muster::remote
