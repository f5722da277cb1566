#pragma once

#include "muster/engine/rulebook.hpp"

#include <array>
#include <memory>
#include <string_view>

/// A toy third rule set, "toy-skirmish", that lives in this folder alone (issue 22): it proves
/// that a rule set is a plug-in. Its units count `hits`, a key of its own kept in the roster's
/// generic store; `fire` throws a D6 a firer's stand left and hits on the firer's number;
/// `--odds` is the exact distribution of those hits; `kill` adds hits; `turn` starts the next
/// turn; its own `dig-in` digs units in. Every other command is a step it does not have.
namespace muster::toy {

inline constexpr std::string_view k_rules_id = "toy-skirmish";
inline constexpr std::string_view k_rules_name = "Toy Skirmish";
/// The toy's own option of `fire`: aimed fire hits on one less.
inline constexpr std::string_view k_aimed = "--aimed";
/// The toy's own mark of a unit that fired this round (one fire a round), left by its `fire`
/// (`status`: "fired"); no other rule set keeps it.
inline constexpr std::string_view k_fired_mark = "shot";
/// The toy's own mark: a unit that fired aimed this round (`status`: "took aim").
inline constexpr std::string_view k_aimed_mark = "aimed";
/// The toy's own command (issue 40): `dig-in UNIT...` digs the units in for the round (no dice);
/// fire at a unit dug in hits on one more. Declared by its book alone (RuleBook::commands).
inline constexpr std::string_view k_dig_in = "dig-in";
/// The toy's fire, its only command that throws dice.
inline constexpr std::string_view k_fire = "fire";
/// The toy's own mark of a unit dug in this round (`status`: "dug in"), left by `dig-in`.
inline constexpr std::string_view k_dug_mark = "dug";
/// The toy's one unit key: figures hit so far.
inline constexpr std::string_view k_hits = "hits";

/// One troop type of the toy's table.
struct ToyType {
    std::string_view id;
    int figures_per_stand = 0;
    int hit_on = 0; ///< a D6 of this or more hits one figure
    int stands = 0; ///< default stands
};

/// The toy's troop table.
inline constexpr std::array<ToyType, 2> k_types{{
    {"militia", 4, 5, 3},
    {"veterans", 4, 4, 2},
}};

std::unique_ptr<RuleBook> make_toy_rulebook();

} // namespace muster::toy
