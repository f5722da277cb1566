#pragma once

#include "cli/context.hpp"
#include "muster/remote/fair.hpp"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <ostream>
#include <vector>

namespace muster::cli {

/// `muster share URL`: the game shared through git (docs/remote-play.md).
CLI::App* setup_share(CLI::App& app, Context& ctx);

/// After a command: in a shared game, commits what this process saved (remote::commit_saves);
/// a failure is a warning on `err` (the save stands; `muster sync` commits it).
void commit_shared_saves(std::ostream& err);

/// The players of a shared game for `--json`: [{"fingerprint", "key"}], in the order they joined.
nlohmann::json players_json(const std::vector<remote::Player>& players);

} // namespace muster::cli
