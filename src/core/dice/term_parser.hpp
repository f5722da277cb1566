#pragma once

#include "scanner.hpp"

#include <cstddef>

/// One dice term's die and its modifiers (docs/dice.md, "Notation"): `d6`, `avd`, `dd66`,
/// `d(d6+1)`, then re-rolls, explosions, keep/drop, natural results and success counts, in any
/// order. The expression's parser (notation.cpp) reads the rest.
namespace muster::dice {

class TermParser : protected Scanner {
  protected:
    explicit TermParser(std::string_view text) : Scanner(text) {}

    /// `avd`, `dd66`, `df`, `d%` or `dN`: the term's die.
    void die_name(DiceTerm& t, const char* expected);

    /// `d{1,3,5}`, `d{0,0,1,1,1,2}`: a die with the faces written, each equally likely.
    void custom_die(DiceTerm& t);

    /// `d(d6+1)`: one die and its per-die modifier (+1 to hit), as AnyDice spells a die of
    /// d6+1; the brackets hold one die and + or - a number, nothing else.
    void modified_die(DiceTerm& t);

    /// `cs6`, `cf1` (natural results): a condition on the face some face meets; with no
    /// condition the die's top face (cs) or its lowest (cf).
    void natural(DiceTerm& t, std::size_t at);

    /// Refuses natural results that mean nothing: without a success count to change, or a face
    /// that would both always succeed and always fail.
    void check_naturals(const DiceTerm& t) const;

    /// Checks that a condition leaves some face of the die out (`r>=1` would re-roll forever).
    void check_not_every_face(const DiceTerm& t, const Condition& c, std::size_t at,
                              const char* what) const;

    /// Refuses a second modifier of a kind the term has (`2d6r1r2`), saying how to write it.
    void refuse_repeated(const DiceTerm& t, bool seen_keep) const;

    /// A term's modifiers, in any order, each kind once: `r`/`ro`, `!`, keep/drop, `cs`/`cf`,
    /// a success comparison and `f` failures.
    void modifiers(DiceTerm& t);

    /// `kh3`, `k3`, `kl1`, `dl1`, `d1`, `dh2`. Keeping more than were thrown keeps them all
    /// (`4d12kh5`), dropping as many or more drops them all, as the peers do.
    void keep(DiceTerm& t, std::size_t at);
};

} // namespace muster::dice
