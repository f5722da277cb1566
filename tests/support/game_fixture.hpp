#pragma once

#include "scratch.hpp"

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
    /// The folder is in memory where the machine has /dev/shm: a test of thousands of saves
    /// tests the rules, not the disk's flushes.
    ScratchDir scratch{"muster-test", true};
    std::filesystem::path dir = scratch.dir;
    std::string roster = scratch / "game.roster";
    std::ostringstream out, err;
    explicit Game(const std::string& text) { scratch.write("game.roster", text); }
    /// No roster file yet (`init` makes it).
    Game() = default;

    int muster(std::vector<std::string> words) {
        return run_muster(roster, std::move(words), out, err);
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
    /// The journal's lines, one entry each.
    std::vector<std::string> lines() const {
        std::vector<std::string> result;
        std::istringstream in(journal());
        for (std::string line; std::getline(in, line);) {
            result.push_back(line);
        }
        return result;
    }
    static std::string file(const std::string& path) { return ScratchDir::read(path); }
};

} // namespace muster::test
