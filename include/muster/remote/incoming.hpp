#pragma once

#include "muster/remote/game.hpp"
#include "muster/remote/sync.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// What another copy of a shared game holds at a commit, read from git's objects and checked as
/// hostile input before anything of it reaches the game's folder.
namespace muster::remote {

/// A commit's roster and journal.
struct Copy {
    std::string commit;
    std::string roster;
    std::optional<std::string> journal;
};

/// Reads the game at `commit` after checking that, from `base`, only the roster and journal
/// changed, and that both are regular files (no link, no submodule) within the store's bounds.
/// Returns the refusal instead when not.
std::optional<Refusal> read_copy(const Game& game, const std::string& base,
                                 const std::string& commit, Copy& copy);

/// The copy proven by replay: the refusal naming the first entry that does not prove, if one.
std::optional<Refusal> prove(const Game& game, const Copy& copy);

/// The entries of `journal` past its first `from` bytes, for showing.
std::vector<EntrySummary> entries_after(std::string_view journal, std::size_t from);

/// The byte length of the lines two journals share from their start.
std::size_t common_length(std::string_view a, std::string_view b);

} // namespace muster::remote
