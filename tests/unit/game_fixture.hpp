#pragma once

#include "cli/app.hpp"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

/// A roster in a scratch folder and `muster` run on it in-process (no process started), for the
/// command-line tests of UE-SEQ, FW-SEQ and the game's record.
namespace muster::test {

struct Game {
    std::filesystem::path dir;
    std::string roster;
    std::ostringstream out, err;
    explicit Game(const std::string& text) : Game() {
        std::ofstream(roster, std::ios::binary) << text;
    }
    /// No roster file yet (`init` makes it). The folder is in memory where the machine has
    /// /dev/shm: a test of thousands of saves tests the rules, not the disk's flushes.
    Game() {
        char shm[] = "/dev/shm/muster-test-XXXXXX";
        char tmp[] = "/tmp/muster-test-XXXXXX";
        const char* made = ::mkdtemp(shm);
        dir = made != nullptr ? made : ::mkdtemp(tmp);
        roster = (dir / "game.roster").string();
    }
    ~Game() { std::filesystem::remove_all(dir); }
    Game(const Game&) = delete;
    Game& operator=(const Game&) = delete;

    int muster(std::vector<std::string> words) {
        words.insert(words.begin(), {"muster", "--roster", roster, "--no-color"});
        std::vector<const char*> argv;
        for (const auto& w : words) {
            argv.push_back(w.c_str());
        }
        return muster::cli::run(static_cast<int>(argv.size()), argv.data(), out, err);
    }
    /// `muster(words)` with `out` and `err` holding only this command's output.
    int fresh(std::vector<std::string> words) {
        out.str("");
        err.str("");
        return muster(std::move(words));
    }
    std::string journal_path() const { return roster + ".journal"; }
    std::string text() const { return file(roster); }
    /// The roster's journal, `<roster>.journal`.
    std::string journal() const { return file(roster + ".journal"); }
    static std::string file(const std::string& path) {
        std::ifstream in(path, std::ios::binary);
        std::stringstream s;
        s << in.rdbuf();
        return s.str();
    }
};

} // namespace muster::test
