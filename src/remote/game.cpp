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
#include <map>
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
    const auto& path = game.exclude;
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
void finish_taken_branch(Game& game) {
    if (!game.taking) {
        return;
    }
    const auto target = *game.taking;
    const auto& head = game.head;
    if (!head.empty() && head != target &&
        run_git(game.top, {"merge-base", "--is-ancestor", head, target}).status == 0) {
        const auto theirs = run_git(game.top, {"cat-file", "blob", target + ":" + game.journal},
                                    {.max_out = store::k_max_journal_bytes});
        const auto now = store::read_journal_file(game.roster_path);
        if (theirs.status == 0 && now && now->starts_with(theirs.out)) {
            git_ok(game.top, {"update-ref", "-m", "muster sync", "HEAD", target, head},
                   "finish the sync cut short", {.shielded = true});
            game.head = target;
            git_ok(game.top, {"reset", "-q", "HEAD", "--", game.roster, game.journal},
                   "finish the sync cut short", {.shielded = true});
        }
    }
    git_ok(game.top, {"update-ref", "-d", std::string(k_taking_ref)}, "finish the sync cut short",
           {.shielded = true});
    game.taking.reset();
}

/// `path` as git printed it relative to `folder`, made absolute.
std::string under(const std::string& folder, const std::string& path) {
    return path.starts_with('/') ? path : folder + "/" + path;
}

} // namespace

std::string marker_path(const std::string& roster_path) {
    return roster_path + ".shared";
}

bool is_shared(const std::string& roster_path) {
    struct stat st {};
    return ::lstat(marker_path(roster_path).c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

namespace {

Game read_game(const std::string& roster_path) {
    const auto folder = store::files::folder_of(roster_path);
    const auto where = fmt::format("{} is not in a git repository", roster_path);
    Game game;
    game.roster_path = roster_path;
    // One question for all the repository's whereabouts: its work tree, the folder's place in
    // it, the exclude file, a take cut short (a pattern, so that a missing ref prints nothing),
    // the commit checked out and the branch it is on ("HEAD" when none is). Before the first
    // commit HEAD names no commit and git refuses the whole question: asked again without it.
    // k_taking_ref as a pattern: git adds `/*` to a pattern with no wildcard.
    static_assert(k_taking_ref == "refs/muster/taking");
    const std::vector<std::string> whereabouts = {"rev-parse",     "--show-toplevel",
                                                  "--show-prefix", "--git-path",
                                                  "info/exclude",  "--glob=refs/muster/takin[g]"};
    auto asked = whereabouts;
    asked.insert(asked.end(), {"HEAD", "--symbolic-full-name", "HEAD"});
    auto found = run_git(folder, asked);
    std::optional<std::string> symbolic;
    auto lines = records_of(found.out, '\n');
    if (found.status == 0 && (lines.size() == 5 || lines.size() == 6)) {
        symbolic = lines.back();
        lines.pop_back();
        game.head = lines.back();
        lines.pop_back();
    } else {
        lines = records_of(git_ok(folder, whereabouts, where), '\n');
        const auto branch = run_git(folder, {"symbolic-ref", "-q", "HEAD"});
        if (branch.status == 0) {
            symbolic = chomp(branch.out);
        }
    }
    if (lines.size() != 3 && lines.size() != 4) {
        throw RosterError(fmt::format("{}: git's rev-parse gave {} lines", where, lines.size()));
    }
    game.top = lines[0];
    game.roster = lines[1] + base_name(roster_path);
    game.exclude = under(folder, lines[2]);
    if (lines.size() == 4) {
        game.taking = lines[3];
    }
    game.journal = game.roster + ".journal";
    game.marker = game.roster + ".shared";
    const auto& config = git_config_of(folder);
    game.remote = config.get("muster.remote").value_or("origin");
    constexpr std::string_view heads = "refs/heads/";
    if (!symbolic || !symbolic->starts_with(heads)) {
        throw RosterError(fmt::format("{}: no branch is checked out in {}; `git switch` to the "
                                      "game's branch",
                                      roster_path, game.top));
    }
    game.branch = symbolic->substr(heads.size());
    // The remote's branch, when share pushed to one of another name than the branch here.
    if (const auto pushed = config.get("muster.branch"); pushed && !pushed->empty()) {
        game.branch = *pushed;
    }
    return game;
}

std::map<std::string, Game>& opened_games() {
    static std::map<std::string, Game> opened;
    return opened;
}

} // namespace

Game& open_game(const std::string& roster_path) {
    auto& opened = opened_games();
    if (const auto found = opened.find(roster_path); found != opened.end()) {
        return found->second;
    }
    return opened.emplace(roster_path, read_game(roster_path)).first->second;
}

Game& reopen_game(const std::string& roster_path) {
    opened_games().erase(roster_path);
    return open_game(roster_path);
}

std::optional<Committed> commit_saves(Game& game) {
    const std::vector<std::string> paths = {game.roster, game.journal, game.marker};
    std::vector<std::string> status_args = {"status", "--porcelain=v1", "-z",
                                            "--untracked-files=all", "--"};
    status_args.insert(status_args.end(), paths.begin(), paths.end());
    finish_taken_branch(game);
    if (game.clean_at == store::saves_made()) {
        return std::nullopt;
    }
    const auto status = git_ok(game.top, status_args, "commit the game");
    if (status.empty()) {
        game.clean_at = store::saves_made();
        return std::nullopt;
    }
    exclude_side_files(game);
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
    // `git commit -- PATHS` commits the paths git knows as they are; one it does not know yet
    // (the marker, at share) is added first.
    if (status.starts_with("?? ") || status.find(std::string("\0?? ", 4)) != std::string::npos) {
        std::vector<std::string> add = {"add", "--"};
        add.insert(add.end(), paths.begin(), paths.end());
        git_ok(game.top, add, "commit the game", {.shielded = true});
    }
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
    game.head = done.commit;
    game.clean_at = store::saves_made();
    return done;
}

} // namespace muster::remote
