#include "muster/store/scratch.hpp"

#include "muster/store/files.hpp"
#include "muster/store/save.hpp"
#include "muster/store/store.hpp"

#include <cassert>
#include <map>
#include <optional>

namespace muster::store {

namespace {

/// The copies of the live ScratchGame, by the roster's path as the script named it.
std::optional<std::map<std::string, ScratchCopy>> g_copies;

} // namespace

ScratchGame::ScratchGame() {
    assert(!g_copies);
    g_copies.emplace();
}

ScratchGame::~ScratchGame() {
    g_copies.reset();
}

bool scratch_game_active() {
    return g_copies.has_value();
}

ScratchCopy* scratch_copy(const std::string& path) {
    if (!g_copies) {
        return nullptr;
    }
    if (auto found = g_copies->find(path); found != g_copies->end()) {
        return &found->second;
    }
    // Read as the store reads the files (no link, device or FIFO; bounded), with the copies
    // set aside while it does, so that the readers go to the files.
    auto copies = std::move(*g_copies);
    g_copies.reset();
    ScratchCopy copy;
    try {
        copy.roster = read_text_file(path);
        copy.journal = read_journal_file(path);
    } catch (...) {
        g_copies = std::move(copies);
        throw;
    }
    g_copies = std::move(copies);
    return &g_copies->emplace(path, std::move(copy)).first->second;
}

} // namespace muster::store
