#pragma once

#include "muster/dice/dice.hpp"
#include "muster/engine/env.hpp"
#include "muster/engine/request.hpp"
#include "muster/render/style.hpp"

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace muster::cli {

using render::Format;

/// The global options (README, "Commands"), accepted before or after the subcommand.
struct Globals {
    std::string roster_path;            ///< --roster, else $MUSTER_ROSTER, else ./muster.roster
    bool roster_given = false;          ///< true when --roster or $MUSTER_ROSTER named it
    Format format = Format::text;       ///< --json | --brief
    std::optional<std::uint64_t> seed;  ///< --seed N
    std::vector<std::string> dice_text; ///< --dice 4,2 / -d 4 -d 2, as typed
    bool dry_run = false;               ///< --dry-run: resolve, save nothing
    bool explain = false;               ///< --explain: every step of the arithmetic
    bool odds = false;                  ///< --odds: exact distribution, nothing changes
    bool color = false;                 ///< colour on: a terminal, no --no-color, no NO_COLOR
    int width = 80;                     ///< terminal width for histograms
};

/// Where a resolution's dice come from, for the journal: "typed" (--dice), "seeded N" (--seed
/// N) or "random" (a seed from the OS).
std::string dice_source(const Globals& globals);

/// The width text is drawn to when `--width` does not say (issue 27): on a terminal `$COLUMNS`,
/// else the terminal's own width; to a pipe or a file 80, whatever `$COLUMNS` says, so that
/// what a script reads never depends on the window it ran in. At most 1,000 columns.
int default_width();

/// `--width N`: a whole number of columns from 20 to 1,000 (UsageError otherwise).
int parse_width(const std::string& text);

/// The roster a command uses when `-f/--roster` did not name one: $MUSTER_ROSTER, else
/// ./muster.roster; the one place $MUSTER_ROSTER is read. A $MUSTER_ROSTER set but empty is
/// refused (UsageError, exit 2): it is a script's mistake (an unset shell variable), never a
/// wish for ./muster.roster.
void default_roster(Globals& globals);

/// What `compare` takes from a choice's command line instead of running it: the request the
/// rule book resolves, or `roll`'s expressions.
struct HeldChoice {
    std::optional<Request> request;
    std::optional<std::vector<std::string>> roll;
};

/// What a command runs with: the global options and the streams it writes to (so tests can
/// check exact output without starting a process). It is the engine's Env (muster/engine/env.hpp)
/// for the resolutions the command runs.
struct Context final : Env {
    Globals globals;
    std::ostream* out = nullptr;
    std::ostream* err = nullptr;
    /// Set while `compare` reads a choice: the command hands its request here, unrun.
    HeldChoice* held = nullptr;
    /// Set while `solo --play` resolves its chosen command: {"side", "doctrine"}, journalled with
    /// it (store::Mode::solo); null for a command a player typed.
    nlohmann::json solo = nullptr;

    /// The dice source the global options ask for: scripted (--dice), else random (--seed, or
    /// a seed from the OS). Call `finish_dice()` after resolving to refuse unused --dice values.
    dice::DiceSource& dice() override;
    void finish_dice() const override;
    /// The units named in --dice (`--dice uMbonambi=2`), in the order typed.
    std::vector<std::string> dice_units() const;
    bool explain() const override { return globals.explain; }
    bool odds() const override { return globals.odds; }
    /// The command's budget (run_with's BudgetScope; `compare`'s choices share theirs).
    Budget& budget() override { return Budget::current(); }

    std::unique_ptr<dice::DiceSource> m_dice;
};

} // namespace muster::cli
