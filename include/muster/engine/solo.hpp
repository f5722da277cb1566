#pragma once

#include "muster/engine/rulebook.hpp"
#include "muster/roster/roster.hpp"

#include <array>
#include <cstddef>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// `muster solo` (docs/solo.md): a programmed opponent that weighs its choices by their exact
/// odds. The rule set lists a side's choices (RuleBook::solo_options); each is worked out as
/// its command's own `--odds`; this part reads what each result says for the side and what it
/// says against it, and scores it under a doctrine. It knows no rule set by name: it reads the
/// results' shared vocabulary (docs/scripting.md: `mean`, `p_fail`, `sides`, `p_contact`, ...).
namespace muster::solo {

/// What a choice's exact odds say, seen from the side that takes it. Losses are expected
/// losses in the rule set's own count (men, casualty markers); probabilities are 0 to 1.
struct Measures {
    double enemy_loss = 0;   ///< expected losses of the enemy
    double own_loss = 0;     ///< expected losses of the side (negative: markers recovered)
    double enemy_breaks = 0; ///< the enemy fails its test, falls back, loses the fight
    double own_breaks = 0;   ///< the side fails its test, falls back, is beaten or repulsed
    double contact = 0;      ///< the side closes with the enemy (a charge's contact, a melee)
};

/// A doctrine: how much each measure weighs (docs/solo.md "Doctrines"). Losses are weighed as
/// a share of the largest expected loss among the choices listed, so that men and markers
/// score alike; a choice's score is the enemy's terms less the side's own.
struct Doctrine {
    std::string_view name;
    double enemy_loss;
    double enemy_breaks;
    double contact;
    double own_loss;
    double own_breaks;
    std::string_view values; ///< what it values, in words (`solo --help`, docs/solo.md)
};

/// The one table of doctrines, in the order `--doctrine` lists them; `steady` is the default.
inline constexpr std::array<Doctrine, 3> k_doctrines{{
    {"bold", 1.0, 1.0, 1.0, 0.25, 0.25,
     "expected enemy losses, the enemy breaking and contact; its own losses count little"},
    {"steady", 1.0, 1.0, 0.5, 1.0, 1.0, "the enemy's losses and its own alike; contact a little"},
    {"cautious", 0.5, 0.5, 0.0, 1.5, 2.0,
     "its own losses and the risk of breaking above all; contact not at all"},
}};
inline constexpr std::string_view k_default_doctrine = "steady";

/// The doctrine named `name`; nullopt for none.
const Doctrine* doctrine_named(std::string_view name);

/// What `result` (a command's `--odds` result as `--json` gives it, or null for holding back)
/// says for the side whose units are `own`, read as the choice's `reading` says.
Measures measures_of(SoloOption::Reading reading, const nlohmann::json& result,
                     const std::vector<std::string>& own);

/// The scores of choices under a doctrine and the one chosen: the highest score; equal scores
/// (within 1e-9) go to the choice listed first (the rule set's order), and `reason` says so.
struct Decision {
    std::vector<double> scores;
    std::size_t chosen = 0;
    std::vector<std::size_t> tied; ///< the other choices with the chosen score
    std::string reason;            ///< one line: the doctrine, the score and what made it
};

/// Scores `measures` (one per choice, in the listed order; at least one) under `doctrine`.
Decision decide(const std::vector<Measures>& measures, const Doctrine& doctrine);

/// The phase number a roster's turn has reached: the latest of `commands` (the turn's live
/// changes, oldest first) that plays a phase of `book` (RuleBook::phases); 0 for none yet.
int phase_reached(const RuleBook& book, const std::vector<std::string>& commands);

/// One choice as `solo` lists it: its words (none to hold back), its `--odds` result (null for
/// holding back), what that says for the side, and its score.
struct Listed {
    std::vector<std::string> argv; ///< without "muster"; empty to hold back
    std::string command;           ///< the words as a shell line, names quoted as the roster does
    std::string hold;              ///< what holding back is, for a choice with no words
    nlohmann::json result = nullptr;
    Measures measures;
    double score = 0;
};

/// What `solo` decided for a side in a phase: the choices the rules accept, in the rule set's
/// order, and the one chosen (none when the side has nothing to choose from the phase reached).
struct Listing {
    std::string side;
    std::string doctrine;
    Phase phase;
    bool asked = false; ///< the phase was asked for (`--phase`), not the first with a choice
    int refused = 0;    ///< the choices of the phase the rules refuse, not listed
    std::vector<Listed> choices;
    std::optional<Decision> decision;
};

/// Works out `listing.decision` from its choices' measures under `doctrine` (none for none).
void choose(Listing& listing, const Doctrine& doctrine);

/// `solo --json`'s result: {side, doctrine, phase {number, title, command}, refused, choices
/// [{argv, command, hold, headline, odds {p_...}, measures, score}], chosen (0-based, null),
/// reason}.
nlohmann::json listing_json(const Listing& listing);

/// Helpers for the rule sets' `solo_options`:

/// Every item `side` owes (its units' tests and continuing melees, its army check), as options
/// at the step of the rules' sequence each belongs to; a continuing melee also with each
/// players' choice that an option takes (`--pursue`).
std::vector<SoloOption> owed_options(const Roster& roster, const RuleBook& book,
                                     std::string_view side);

/// For each unit of `side` (roster order) and each enemy unit of `table` (as typed: a unit of
/// `side` or none of the roster's is passed over), the options `make(unit, enemy, inches)`
/// gives.
std::vector<SoloOption>
each_pair(const Roster& roster, std::string_view side, const SoloTable& table,
          const std::function<std::vector<SoloOption>(const Unit&, const Unit&, double)>& make);

/// The number of the phase `command` plays in `book`'s sequence (RuleBook::phases); 0 for none.
int step_of(const RuleBook& book, std::string_view command);

/// The commands a rule set plays against an enemy unit, by name: its movement phase's, its
/// charge (`UNIT --at ENEMY --from D`), its fire (`UNIT --at ENEMY --distance D`) and its melee
/// (`UNIT --vs ENEMY`).
struct EnemyCommands {
    std::string_view move, charge, fire, melee;
};

/// The choices against the enemy units `table` names, for each unit of `side`: at a distance,
/// a charge in the phase `commands.move` plays (or holding back, `hold` its words) and a fire in
/// the phase its fire plays; in contact (0), a melee in the phase its melee plays.
std::vector<SoloOption> enemy_options(const RuleBook& book, const Roster& roster,
                                      std::string_view side, const SoloTable& table,
                                      std::string_view hold, const EnemyCommands& commands);

/// A distance as a command's option takes it: `20`, `7.5`.
std::string inches(double distance);

} // namespace muster::solo
