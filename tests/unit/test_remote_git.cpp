// The git command as a shared game runs it (issue 26, src/remote/git.cpp): a GIT_ variable of
// the user's cannot point it at another repository, its output is bounded, and no hook runs.
// And the journals' comparison sync makes (src/remote/incoming.cpp).
#include "../support/scratch.hpp"
#include "muster/error.hpp"
#include "muster/remote/git.hpp"
#include "muster/remote/incoming.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

// Named apart for the unity group (tests/CMakeLists.txt).
namespace muster_unit_remote_git {

namespace fs = std::filesystem;
using namespace muster;

namespace {

bool have_git() {
    return std::system("git --version > /dev/null 2>&1") == 0;
}

/// A scratch repository, removed at the end.
struct Repo : muster::test::ScratchDir {
    fs::path path = dir;
    Repo() : muster::test::ScratchDir("muster-git") {
        REQUIRE(remote::run_git(path.string(), {"init", "-q"}).status == 0);
    }
};

} // namespace

TEST_CASE("remote: git ignores the user's GIT_DIR and GIT_INDEX_FILE", "[remote][git]") {
    if (!have_git()) {
        WARN("no git on this machine: skipped");
        return;
    }
    const Repo repo;
    ::setenv("GIT_DIR", "/nonexistent-muster", 1);
    ::setenv("GIT_INDEX_FILE", "/nonexistent-muster/index", 1);
    const auto top = remote::run_git(repo.path.string(), {"rev-parse", "--show-toplevel"});
    ::unsetenv("GIT_DIR");
    ::unsetenv("GIT_INDEX_FILE");
    REQUIRE(top.status == 0);
    CHECK(fs::equivalent(remote::chomp(top.out), repo.path));
}

TEST_CASE("remote: git's output over its bound is refused", "[remote][git]") {
    if (!have_git()) {
        WARN("no git on this machine: skipped");
        return;
    }
    const Repo repo;
    CHECK_THROWS_AS(remote::run_git(repo.path.string(), {"--version"}, {.max_out = 4}),
                    RosterError);
    CHECK(remote::run_git(repo.path.string(), {"--version"}).out.starts_with("git version"));
}

TEST_CASE("remote: no hook runs, whoever planted it", "[remote][git]") {
    if (!have_git()) {
        WARN("no git on this machine: skipped");
        return;
    }
    const Repo repo;
    const auto marker = repo.path / "hook-ran";
    for (const char* hook : {"pre-commit", "commit-msg", "post-commit"}) {
        const auto file = repo.path / ".git" / "hooks" / hook;
        std::ofstream(file) << "#!/bin/sh\ntouch '" << marker.string() << "'\n";
        fs::permissions(file, fs::perms::owner_all);
    }
    std::ofstream(repo.path / "f") << "x\n";
    const std::string dir = repo.path.string();
    REQUIRE(remote::run_git(dir, {"add", "f"}).status == 0);
    const auto commit = remote::run_git(
        dir, {"-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "m"});
    REQUIRE(commit.status == 0);
    CHECK_FALSE(fs::exists(marker));
}

TEST_CASE("remote: a local remote (a path, file://) is told apart from ssh and http ones",
          "[remote][git]") {
    CHECK(remote::is_local_url("/srv/games/isandlwana.git"));
    CHECK(remote::is_local_url("../remote.git"));
    CHECK(remote::is_local_url("remote.git"));
    CHECK(remote::is_local_url("./odd:name.git"));
    CHECK(remote::is_local_url("file:///srv/games/isandlwana.git"));
    CHECK_FALSE(remote::is_local_url("git@git.example.org:alice/isandlwana.git"));
    CHECK_FALSE(remote::is_local_url("ssh://git.example.org/isandlwana.git"));
    CHECK_FALSE(remote::is_local_url("https://git.example.org/alice/isandlwana.git"));
    // a local remote's pack programs are named with hooks off; an ssh remote's are its own
    const auto push = remote::remote_side_options("/srv/games/isandlwana.git", true);
    REQUIRE(push.size() == 1);
    CHECK(push.front().starts_with("--receive-pack=git -c core.hooksPath=/dev/null"));
    CHECK(push.front().ends_with(" receive-pack"));
    const auto fetch = remote::remote_side_options("file:///srv/x.git", false);
    REQUIRE(fetch.size() == 1);
    CHECK(fetch.front().starts_with("--upload-pack=git -c core.hooksPath=/dev/null"));
    CHECK(remote::remote_side_options("git@git.example.org:alice/x.git", true).empty());
}

TEST_CASE("remote: the journals' common lines, and the entries after them", "[remote]") {
    CHECK(remote::common_length("a\nb\nc\n", "a\nb\nd\n") == 4);
    CHECK(remote::common_length("a\nb\n", "a\nb\nc\n") == 4);
    CHECK(remote::common_length("a\nbc\n", "a\nb\n") == 2);
    CHECK(remote::common_length("", "a\n") == 0);
    CHECK(remote::entries_after("not json\n", 0).empty()); // damaged lines are skipped
}

TEST_CASE("remote: git's configuration read once gives the last value and the first URL and "
          "sees the rewriting rules",
          "[remote][git]") {
    // git's -z listing: KEY, a newline and the value, then a NUL ("s" literals keep the NULs).
    using namespace std::string_literals;
    const auto listing = "muster.remote\norigin\0"s + "remote.Origin.url\n/first.git\0"s +
                         "remote.Origin.url\n/second.git\0"s + "muster.remote\nupstream\0"s +
                         "gpg.format\0"s;
    const auto config = remote::GitConfig::parse(listing);
    CHECK(config.get("muster.remote") == "upstream"); // the last value, as `git config --get`
    CHECK(config.first("remote.Origin.url") == "/first.git"); // as `git remote get-url`
    CHECK(config.get("gpg.format") == "");                    // set with no value
    CHECK_FALSE(config.get("muster.branch"));
    CHECK_FALSE(config.rewrites_urls());
    const auto rewriting = remote::GitConfig::parse(
        "url./srv/games/.insteadof\ngames:\0remote.origin.url\ngames:g.git\0"s);
    CHECK(rewriting.rewrites_urls());
}

TEST_CASE("remote: a remote's URL is read from the configuration or asked of git when a rule "
          "could rewrite it",
          "[remote][git]") {
    if (!have_git()) {
        WARN("no git on this machine: skipped");
        return;
    }
    const Repo repo;
    REQUIRE(remote::run_git(repo.path.string(), {"remote", "add", "origin", "ssh-host:game.git"})
                .status == 0);
    remote::forget_git_config();
    CHECK(remote::remote_side_options_of(repo.path.string(), "origin", true).empty());
    // A rule that makes the ssh-looking URL a local path: git's own answer is taken.
    const auto local = (repo.path / "elsewhere").string();
    REQUIRE(
        remote::run_git(repo.path.string(), {"config", "url." + local + "/.insteadOf", "ssh-host:"})
            .status == 0);
    remote::forget_git_config();
    const auto side = remote::remote_side_options_of(repo.path.string(), "origin", true);
    REQUIRE(side.size() == 1);
    CHECK(side.front().starts_with("--receive-pack="));
    remote::forget_git_config();
}

TEST_CASE("remote: git's records keep their empty ones and a last one without its end",
          "[remote][git]") {
    CHECK(remote::records_of("top\n\n.git/info/exclude\n", '\n') ==
          std::vector<std::string>{"top", "", ".git/info/exclude"});
    CHECK(remote::records_of(std::string("a\0\0b", 4), '\0') ==
          std::vector<std::string>{"a", "", "b"});
    CHECK(remote::records_of("", '\n').empty());
}

} // namespace muster_unit_remote_git
