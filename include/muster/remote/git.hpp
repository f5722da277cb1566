#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

/// The `git` command, run safely for a shared game (docs/remote-play.md, "What muster runs"):
/// by argv (fork and exec, never a shell), with the remote's hooks and the system's config
/// off, only the file, ssh, http and https transports, no terminal prompt, standard input
/// from /dev/null, and its output bounded.
namespace muster::remote {

/// What one git command gave.
struct GitResult {
    int status = 0;  ///< its exit status (128 + the signal when one ended it)
    std::string out; ///< standard output
    std::string err; ///< standard error (its first 64 KiB)
};

/// How one git command runs.
struct GitRun {
    std::size_t max_out = std::size_t{1} << 20; ///< more standard output is refused (RosterError)
    /// Local steps that must not be cut in the middle (update-ref, commit-tree): run with
    /// SIGINT ignored, so a Ctrl-C that stops `sync --watch` never leaves half a step.
    bool shielded = false;
    /// Its standard input (at most 64 KiB); empty: /dev/null.
    std::string input = {};
};

/// Runs `git -C folder <safe options> args...`. Throws RosterError (exit 3) when git cannot be
/// started or its output is over the bound; a non-zero status is returned, not thrown.
GitResult run_git(const std::string& folder, const std::vector<std::string>& args,
                  const GitRun& how = {});

/// `run_git` that throws RosterError naming `what` and git's first line of error when its
/// status is not 0; returns its standard output.
std::string git_ok(const std::string& folder, const std::vector<std::string>& args,
                   const std::string& what, const GitRun& how = {});

/// Whether git reaches `url` as a local repository (a path, or `file://`): git then runs
/// receive-pack or upload-pack itself, in that repository, as this user (git's own rule: no
/// `scheme://`, and no ':' before the first '/', else ssh's `host:path`).
bool is_local_url(const std::string& url);

/// What a command that talks to the remote at `url` (push, fetch, ls-remote) adds so that nothing
/// of that repository runs: for a local one, the pack program named with its hooks off
/// (`--receive-pack` when `push`, else `--upload-pack`), since git clears this git's `-c` options
/// for the program it runs in the other repository; nothing for a remote reached by ssh or
/// http (its programs run on its own machine).
std::vector<std::string> remote_side_options(const std::string& url, bool push);

/// `remote_side_options` for the remote named `remote` of the repository at `folder` (its URL
/// as git uses it: read from the configuration, or, where the user's `insteadOf` rules could
/// rewrite it or it is not there, from `git remote get-url [--push]`).
std::vector<std::string> remote_side_options_of(const std::string& folder,
                                                const std::string& remote, bool push);

/// The URL git uses for the remote named `remote` of the repository at `folder` (its push URL
/// when `push`): read from the configuration, or, where the user's `insteadOf` rules could
/// rewrite it or it is not there, from `git remote get-url [--push]`.
std::string remote_url(const std::string& folder, const std::string& remote, bool push);

/// For a local remote at `url` whose `branch` is locked (`refs/heads/BRANCH.lock`, which a git
/// killed mid-push leaves and which makes every later push fail): a sentence naming the file,
/// its age and how to clear it. Nothing for a remote on another machine, or no lock.
std::optional<std::string> stale_branch_lock(const std::string& url, const std::string& branch);

/// The part of git's configuration muster reads for a game, read with one `git config` a folder
/// and process (docs/performance.md, "Git a handful of times"): muster's own keys, the signing
/// key and its format, the remotes' URLs and the URL rewriting rules. Section and key names are
/// lower case, as git prints them; a subsection (a remote's name) keeps its case.
class GitConfig {
  public:
    /// The last value of `key`, as `git config --get` gives it; nothing when it is not set.
    std::optional<std::string> get(const std::string& key) const;
    /// The first value of `key` (a remote's first URL, the one `git remote get-url` prints).
    std::optional<std::string> first(const std::string& key) const;
    /// Whether a `url.<base>.insteadOf` or `pushInsteadOf` rule is set: a URL is then what git
    /// makes of it, not what the configuration says.
    bool rewrites_urls() const { return m_rewrites; }

    /// Reads `git config -z --get-regexp` output (KEY '\n' VALUE '\0' ...).
    static GitConfig parse(std::string_view listing);

  private:
    std::vector<std::pair<std::string, std::string>> m_values;
    bool m_rewrites = false;
};

/// The configuration of the repository at `folder`, read once in this process.
const GitConfig& git_config_of(const std::string& folder);

/// Forgets every configuration read: after muster writes git's configuration (share).
void forget_git_config();

/// The records of git's output `text`, each ended by `end` ('\n', or '\0' for `-z`), empty ones
/// kept (`--show-prefix` answers an empty line at the top); a last one without its end too.
std::vector<std::string> records_of(const std::string& text, char end);

/// `text` without its trailing newlines (git's one-line answers).
std::string chomp(std::string text);

} // namespace muster::remote
