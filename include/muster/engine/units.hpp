#pragma once

#include "muster/engine/draft.hpp"
#include "muster/engine/rulebook.hpp"
#include "muster/roster/roster.hpp"

#include <deque>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

/// Units named in a request: roster units by name, or ad-hoc `TYPE[:STANDS]` units.
namespace muster {

/// Units named on the command line: a roster unit by name, else `TYPE[:STANDS]` for an ad-hoc
/// unit at full strength (docs/roster.md, "Naming units on the command line"), which lives here and
/// is never saved. A roster unit is the draft's (muster/engine/draft.hpp): what the resolution
/// writes to it is the resolution's outcome.
class UnitResolver {
  public:
    UnitResolver(Draft& roster, const RuleBook& rulebook) : m_roster(roster), m_book(rulebook) {}
    /// The unit named `ref`. Throws UsageError for an unknown name, listing the closest names.
    Unit& resolve(std::string_view ref);
    /// True if `unit` is an ad-hoc unit made by this resolver.
    bool is_ad_hoc(const Unit& unit) const;

  private:
    Draft& m_roster;
    const RuleBook& m_book;
    std::deque<Unit> m_ad_hoc;
};

/// The units `refs` name, resolved (roster units or ad-hoc `TYPE[:STANDS]`), in order; with
/// `each_once`, a unit named twice is refused (UsageError).
std::vector<Unit*> resolve_units(UnitResolver& resolver, const std::vector<std::string>& refs,
                                 bool each_once);

/// A unit of the roster by name, never an ad-hoc one (for `set`, `kill`, `remove`, `show`).
/// Throws UsageError for an unknown name, listing the closest names.
Unit& roster_unit(Draft& roster, std::string_view name);
const Unit& roster_unit(const Roster& roster, std::string_view name);

/// A melee is between enemies: refuses (exit 1) a unit of side A and one of side B that are on
/// the same side (both `side=zulu`), which is a slip of the hand at the table. Units without
/// a side (ad-hoc ones) are not checked.
void refuse_same_side(std::span<const Unit* const> a, std::span<const Unit* const> b);

/// A count typed on the command line: |value| at most 1,000,000 (docs/hostile-input.md), else
/// UsageError naming `what`.
void check_count(long long value, std::string_view what);

/// The rule set of an ad-hoc reference `TYPE[:STANDS]` from its type id, if it is one.
std::optional<std::string> rules_of_ad_hoc(std::string_view ref);

} // namespace muster
