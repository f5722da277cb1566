// The `git` command run safely (include/muster/remote/git.hpp): argv only, the environment and
// configuration muster chooses, output bounded.
#include "muster/remote/git.hpp"

#include "muster/error.hpp"
#include "muster/remote/process.hpp"
#include "muster/text/text.hpp"

#include <algorithm>
#include <array>
#include <ctime>
#include <fmt/format.h>
#include <map>
#include <string_view>
#include <sys/stat.h>

namespace muster::remote {

namespace {

/// Options every git command gets: no hook (the repository's own, or one a remote could make
/// the user install), no file-system monitor, no submodule, only transports that run no
/// command (`ext::` runs one), no signing prompt, no background gc or maintenance (a process
/// of its own after each fetch and commit), and every object fetched
/// checked by git's fsck (no `.git` or `..` path in a tree, no malformed object).
const std::vector<std::string> k_safe_options = {
    "-c", "core.hooksPath=/dev/null",    "-c", "core.fsmonitor=false",
    "-c", "submodule.recurse=false",     "-c", "protocol.allow=never",
    "-c", "protocol.file.allow=always",  "-c", "protocol.ssh.allow=always",
    "-c", "protocol.https.allow=always", "-c", "protocol.http.allow=always",
    "-c", "commit.gpgSign=false",        "-c", "gc.auto=0",
    "-c", "maintenance.auto=false",      "-c", "fetch.fsckObjects=true",
    "-c", "transfer.fsckObjects=true",   "-c", "advice.detachedHead=false"};

/// The pack program git runs in a local remote's repository, with the options that keep that
/// repository's hooks (pre-receive, update, post-receive, post-update, reference-transaction,
/// proc-receive, push-to-checkout) and the commands its own config could name from running:
/// `core.alternateRefsCommand` is run through the shell by receive-pack and upload-pack when the
/// repository has alternates, and `receive.autogc` would start a `git gc` there. Run by git
/// through `sh -c` with the path appended, so every word here is a plain word.
constexpr std::string_view k_local_side =
    "git -c core.hooksPath=/dev/null -c core.fsmonitor=false -c core.alternateRefsCommand=true "
    "-c receive.autogc=false -c gc.auto=0";

/// The user's environment without the GIT_ variables that would point git elsewhere (another
/// repository, index, configuration or program), and with muster's own.
std::vector<std::string> git_environment() {
    static const std::array<std::string_view, 8> kept = {
        "GIT_AUTHOR_NAME=",     "GIT_AUTHOR_EMAIL=",   "GIT_AUTHOR_DATE=", "GIT_COMMITTER_NAME=",
        "GIT_COMMITTER_EMAIL=", "GIT_COMMITTER_DATE=", "GIT_SSH_COMMAND=", "GIT_SSH="};
    std::vector<std::string> env;
    for (auto& var : user_environment()) {
        if (var.starts_with("GIT_") &&
            std::none_of(kept.begin(), kept.end(),
                         [&](std::string_view k) { return var.starts_with(k); })) {
            continue;
        }
        env.push_back(std::move(var));
    }
    for (const char* own : {"GIT_CONFIG_NOSYSTEM=1", "GIT_TERMINAL_PROMPT=0",
                            "GIT_PROTOCOL_FROM_USER=0", "GIT_ADVICE=0"}) {
        env.emplace_back(own);
    }
    return env;
}

/// The folder of a local remote's URL (a path, or `file://` and a path).
std::string local_path(const std::string& url) {
    constexpr std::string_view file = "file://";
    return url.starts_with(file) ? url.substr(file.size()) : url;
}

/// The line of git's standard error that says why it failed: the first of its own `fatal:` or
/// `error:` lines, or of a push's ` ! [rejected]` or `remote rejected` lines; else its last
/// line (a push's first line, `To URL`, says where, not why).
std::string reason_of(const std::string& err) {
    std::vector<std::string> lines;
    for (auto& line : records_of(err, '\n')) {
        if (!chomp(line).empty()) {
            lines.push_back(chomp(std::move(line)));
        }
    }
    for (const auto& line : lines) {
        if (line.starts_with("fatal: ") || line.starts_with("error: ") || line.starts_with(" ! ")) {
            return line;
        }
    }
    return lines.empty() ? std::string() : lines.back();
}

} // namespace

bool is_local_url(const std::string& url) {
    if (url.starts_with("file://")) {
        return true;
    }
    if (url.find("://") != std::string::npos) {
        return false;
    }
    const auto colon = url.find(':');
    const auto slash = url.find('/');
    return colon == std::string::npos || (slash != std::string::npos && slash < colon);
}

std::vector<std::string> remote_side_options(const std::string& url, bool push) {
    if (!is_local_url(url)) {
        return {};
    }
    // A local remote with a work tree: a push to it can check its branch out there
    // (receive.denyCurrentBranch=updateInstead), running the filters and attributes its own
    // config names, as this user. Only a bare repository is a remote muster talks to.
    struct stat st {};
    if (::stat((local_path(url) + "/.git").c_str(), &st) == 0) {
        throw RuleError(fmt::format("the remote {} is a repository with a work tree, whose own "
                                    "config could run commands when it is pushed to: share "
                                    "through a bare one (`git init --bare`)",
                                    text::escaped(url)));
    }
    return {fmt::format("--{}={} {}", push ? "receive-pack" : "upload-pack", k_local_side,
                        push ? "receive-pack" : "upload-pack")};
}

std::vector<std::string> remote_side_options_of(const std::string& folder,
                                                const std::string& remote, bool push) {
    return remote_side_options(remote_url(folder, remote, push), push);
}

std::string remote_url(const std::string& folder, const std::string& remote, bool push) {
    const auto& config = git_config_of(folder);
    if (!config.rewrites_urls()) {
        auto url = push ? config.first("remote." + remote + ".pushurl") : std::nullopt;
        if (!url) {
            url = config.first("remote." + remote + ".url");
        }
        if (url) {
            return *url;
        }
    }
    std::vector<std::string> args = {"remote", "get-url"};
    if (push) {
        args.emplace_back("--push");
    }
    args.push_back(remote);
    return chomp(git_ok(folder, args, fmt::format("the URL of the remote {}", remote)));
}

std::optional<std::string> stale_branch_lock(const std::string& url, const std::string& branch) {
    if (!is_local_url(url)) {
        return std::nullopt; // a remote on another machine: its files are not ours to see
    }
    for (const auto* git_dir : {"/", "/.git/"}) {
        auto lock = local_path(url);
        lock.append(git_dir).append("refs/heads/").append(branch).append(".lock");
        struct stat st {};
        if (::lstat(lock.c_str(), &st) == 0) {
            const auto age = std::max<long long>(0, static_cast<long long>(::time(nullptr)) -
                                                        static_cast<long long>(st.st_mtime));
            return fmt::format("the remote's branch is locked by {} ({} s old), which a git killed "
                               "while it pushed leaves behind: when no push to it is running, "
                               "remove that file and sync again",
                               text::escaped(lock), age);
        }
    }
    return std::nullopt;
}

std::optional<std::string> GitConfig::get(const std::string& key) const {
    for (auto at = m_values.rbegin(); at != m_values.rend(); ++at) {
        if (at->first == key) {
            return at->second;
        }
    }
    return std::nullopt;
}

std::optional<std::string> GitConfig::first(const std::string& key) const {
    for (const auto& [name, value] : m_values) {
        if (name == key) {
            return value;
        }
    }
    return std::nullopt;
}

GitConfig GitConfig::parse(std::string_view listing) {
    GitConfig config;
    while (!listing.empty()) {
        const auto end = listing.find('\0');
        const auto record = listing.substr(0, end);
        listing = end == std::string_view::npos ? std::string_view() : listing.substr(end + 1);
        if (record.empty()) {
            continue;
        }
        const auto newline = record.find('\n'); // none: a key set with no value (`[x] key`)
        std::string key(record.substr(0, newline));
        std::string value(newline == std::string_view::npos ? std::string_view()
                                                            : record.substr(newline + 1));
        if (key.starts_with("url.") &&
            (key.ends_with(".insteadof") || key.ends_with(".pushinsteadof"))) {
            config.m_rewrites = true;
        }
        config.m_values.emplace_back(std::move(key), std::move(value));
    }
    return config;
}

namespace {

/// The keys muster reads: its own, the signing key and its format, the remotes' URLs, the URL
/// rewriting rules (which send the URL question back to git).
constexpr std::string_view k_config_keys =
    R"(^(muster\.(remote|branch)|gpg\.format|user\.signingkey|remote\..*\.(url|pushurl)|)"
    R"(url\..*\.(insteadof|pushinsteadof))$)";

std::map<std::string, GitConfig>& config_cache() {
    static std::map<std::string, GitConfig> cache;
    return cache;
}

} // namespace

const GitConfig& git_config_of(const std::string& folder) {
    auto& cache = config_cache();
    if (const auto found = cache.find(folder); found != cache.end()) {
        return found->second;
    }
    // Exit status 1: none of the keys is set.
    const auto listed =
        run_git(folder, {"config", "-z", "--get-regexp", std::string(k_config_keys)});
    return cache.emplace(folder, GitConfig::parse(listed.status == 0 ? listed.out : std::string()))
        .first->second;
}

void forget_git_config() {
    config_cache().clear();
}

std::vector<std::string> records_of(const std::string& text, char end) {
    std::vector<std::string> records;
    std::size_t at = 0;
    while (at < text.size()) {
        const auto stop = std::min(text.find(end, at), text.size());
        records.push_back(text.substr(at, stop - at));
        at = stop + 1;
    }
    return records;
}

std::string chomp(std::string text) {
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) {
        text.pop_back();
    }
    return text;
}

GitResult run_git(const std::string& folder, const std::vector<std::string>& args,
                  const GitRun& how) {
    std::vector<std::string> argv = {"git", "-C", folder};
    argv.insert(argv.end(), k_safe_options.begin(), k_safe_options.end());
    argv.insert(argv.end(), args.begin(), args.end());
    auto ran = run_program(argv, git_environment(), {how.max_out, how.shielded, how.input},
                           "install Debian's package `git`");
    if (ran.over) {
        throw RosterError(fmt::format("git {}: more than {} bytes of output, refused",
                                      args.empty() ? std::string() : args.front(), how.max_out));
    }
    return {ran.status, std::move(ran.out), std::move(ran.err)};
}

namespace {

/// The index lock of the repository at `folder` (a git killed while it staged files leaves it),
/// named with its age and the way on, when it is there.
std::optional<std::string> stale_index_lock(const std::string& folder) {
    const std::string lock = folder + "/.git/index.lock";
    struct stat st {};
    if (folder.empty() || ::lstat(lock.c_str(), &st) != 0) {
        return std::nullopt;
    }
    const auto age = std::max<long long>(0, static_cast<long long>(::time(nullptr)) -
                                                static_cast<long long>(st.st_mtime));
    return fmt::format("this copy's repository is locked by {} ({} s old), which a git killed "
                       "while it staged files leaves behind: when no git is running in it, "
                       "remove that file and sync again",
                       text::escaped(lock), age);
}

} // namespace

std::string git_ok(const std::string& folder, const std::vector<std::string>& args,
                   const std::string& what, const GitRun& how) {
    auto result = run_git(folder, args, how);
    if (result.status != 0) {
        if (const auto lock = stale_index_lock(folder)) {
            throw RosterError(fmt::format("{}: {}", what, *lock));
        }
        auto first = reason_of(result.err);
        if (first.starts_with("fatal: ")) {
            first.erase(0, 7);
        }
        throw RosterError(fmt::format("{}: git says: {}", what,
                                      text::escaped(first.empty() ? "(nothing)" : first)));
    }
    return std::move(result.out);
}

} // namespace muster::remote
